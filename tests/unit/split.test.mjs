// The split view's logic (www/split-logic.js) on traces recorded from the core: the second search's
// settings, the marks (what one search searches and the other does not) and the matching step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildModel, movesTo } from '../../www/model.js';
import { sayName } from '../../www/narration-i18n.js';
import { buildIndex } from '../../www/timeline.js';
import { layoutTree } from '../../www/layout.js';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { fixture, catalogue } from './helpers.mjs';
import { Kind } from '../../www/trace.js';
import { pairUp, secondSearch, choiceOf, choiceUsable, proportionalStep, Mark, SPLIT_CHOICES, CHOICE_KEYS, TECHNIQUE_KEYS } from '../../www/split-logic.js';
import { fromURL } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { DICTIONARIES } from '../../www/i18n.js';

setCatalogue(catalogue());

function model(name, algorithm) {
  const f = fixture(name);
  const t = f.trace;
  const D = f.displayParent.length;
  const res = {
    id: 1, kind: 'tree', summary: f.summary, trace: t, pruned: f.pruned, index: buildIndex(t), naturalDepth: 2,
    display: { parent: f.displayParent, move: Uint16Array.from([...t.move, ...f.pruned.move]), count: D },
    layout: layoutTree(f.displayParent), labels: { names: f.labels },
  };
  return buildModel(res, { key: 'k', search: { algorithm, fail: 'soft' } }, adapterFor('tree'));
}
/** Paths of the nodes a model searched, and of those it drew pruned, by moves from the root. */
const searched = (m) => new Set(Array.from({ length: m.N }, (_, v) => v).filter((v) => sayName(m.name(v)) !== 'the driver').map((v) => m.pathString(v)));
const marked = (m, marks, kind) => new Set(Array.from({ length: m.D }, (_, v) => v).filter((v) => marks[v] === kind).map((v) => m.pathString(v)));

test('the second search keeps the depth, takes the chosen algorithm and drops every engine technique', () => {
  assert.deepEqual(secondSearch({ algorithm: 'pvs', fail: 'soft', depth: 4, tt: true, ordering: ['killer'] }, 'minimax'), { algorithm: 'minimax', fail: 'soft', depth: 4 });
  assert.deepEqual(secondSearch({ algorithm: 'alphabeta', fail: 'soft' }, 'negamax-ab:hard'), { algorithm: 'negamax-ab', fail: 'hard' });
  assert.equal(choiceOf({ algorithm: 'negamax-ab', fail: 'hard' }), 'negamax-ab:hard');
  for (const c of SPLIT_CHOICES) for (const lang of ['en', 'vi', 'pl']) assert.ok(DICTIONARIES[lang][CHOICE_KEYS[c]], `${c} in ${lang}`);
});

test('AIMA: minimax’s pane rings C’s 4 and 6, alpha-beta’s rings the same two as the branches it cut', () => {
  const mm = model('aima-minimax', 'minimax'), ab = model('aima-alphabeta', 'alphabeta');
  const p = pairUp(mm, ab);
  assert.deepEqual(marked(mm, p.a.marks, Mark.ONLY_HERE), new Set(['1.1', '1.2']));
  assert.equal(p.a.there, 0);
  assert.equal(p.b.here, 0, 'alpha-beta searches nothing minimax does not');
  assert.deepEqual(marked(ab, p.b.marks, Mark.ONLY_THERE), new Set(['1.1', '1.2']));
});

for (const [tree, other] of [['aima', 'alphabeta'], ['wikipedia', 'alphabeta'], ['wikipedia', 'pvs'], ['wikipedia', 'negamax-soft'], ['wikipedia', 'mtdf'], ['ties', 'alphabeta'], ['bound', 'alphabeta']]) {
  test(`${tree}: minimax beside ${other}: the marks are exactly the difference of what each searched`, () => {
    const mm = model(`${tree}-minimax`, 'minimax'), x = model(`${tree}-${other}`, other === 'negamax-soft' ? 'negamax-ab' : other);
    const p = pairUp(mm, x);
    const inX = searched(x), inMm = searched(mm);
    assert.deepEqual(marked(mm, p.a.marks, Mark.ONLY_HERE), new Set([...inMm].filter((k) => !inX.has(k))));
    assert.deepEqual(marked(x, p.b.marks, Mark.ONLY_HERE), new Set([...inX].filter((k) => !inMm.has(k))));
    const prunedX = new Set(Array.from({ length: x.D - x.N }, (_, i) => x.pathString(x.N + i)));
    assert.deepEqual(marked(x, p.b.marks, Mark.ONLY_THERE), new Set([...prunedX].filter((k) => inMm.has(k))));
  });
}

test('alpha-beta first: at each Enter, Eval and Leave minimax is at the same event of the same node, never stepping back', () => {
  for (const tree of ['aima', 'wikipedia', 'ties']) {
    const ab = model(`${tree}-alphabeta`, 'alphabeta'), mm = model(`${tree}-minimax`, 'minimax');
    const p = pairUp(ab, mm);
    let last = -1;
    for (let s = 0; s < ab.trace.kind.length; s++) {
      const sb = p.match(s);
      const k = ab.trace.kind[s];
      assert.deepEqual(movesTo(mm, mm.trace.node[sb]), movesTo(ab, ab.trace.node[s]), `${tree} step ${s}`);
      if (k === Kind.Enter || k === Kind.Eval || k === Kind.Leave) assert.equal(mm.trace.kind[sb], k, `${tree} step ${s}`);
      assert.ok(sb >= last, `${tree} step ${s}: ${sb} after ${last}`);
      last = sb;
    }
    assert.equal(last, mm.trace.kind.length - 1, 'both end together');
  }
});

test('minimax first: inside a branch alpha-beta cut, alpha-beta’s pane is at its end', () => {
  const mm = model('aima-minimax', 'minimax'), ab = model('aima-alphabeta', 'alphabeta');
  const p = pairUp(mm, ab);
  const leaf = Array.from({ length: mm.N }, (_, v) => v).find((v) => movesTo(mm, v).join('.') === '1.1');
  assert.equal(p.match(mm.trace.enterEvent[leaf]), ab.trace.kind.length - 1);
  // …and back at C's own events once minimax has left it.
  const c = Array.from({ length: mm.N }, (_, v) => v).find((v) => movesTo(mm, v).join('.') === '1');
  const cAb = Array.from({ length: ab.N }, (_, v) => v).find((v) => movesTo(ab, v).join('.') === '1');
  assert.equal(p.match(mm.trace.leaveEvent[c]), ab.trace.leaveEvent[cAb]);
});

test('a technique switched: the first search again with it on where it is off, off where it is on, nothing else changed', () => {
  const first = { algorithm: 'pvs', fail: 'soft', depth: 5, tt: true, ordering: ['killer', 'history'], orderingSeed: 1 };
  assert.deepEqual(secondSearch(first, 'same-order'), { algorithm: 'pvs', fail: 'soft', depth: 5, tt: true });
  assert.deepEqual(secondSearch(first, 'same-tt'), { algorithm: 'pvs', fail: 'soft', depth: 5, ordering: ['killer', 'history'], orderingSeed: 1 });
  assert.deepEqual(secondSearch(first, 'same-null'), { ...first, nullMove: 3 });
  assert.deepEqual(secondSearch({ ...first, nullMove: 2 }, 'same-null'), first);
  // Ordering turned on: the first of the game's orderings that teaches most, else what it has.
  const plain = { algorithm: 'alphabeta', fail: 'soft' };
  assert.deepEqual(secondSearch(plain, 'same-order', { orderings: ['reversed', 'random', 'best-first', 'killer,history'] }), { ...plain, ordering: ['best-first'], orderingSeed: 1 });
  assert.deepEqual(secondSearch(plain, 'same-order', { orderings: ['reversed', 'killer,history'] }), { ...plain, ordering: ['killer', 'history'], orderingSeed: 1 });
  // MCTS: the page's defaults (what ?algo=mcts runs), or the settings given.
  assert.deepEqual(secondSearch(plain, 'mcts'), { algorithm: 'mcts', iterations: 100, seed: 1 });
  assert.deepEqual(secondSearch(plain, 'mcts', { mcts: { iterations: 40, seed: 3, c: 0.5 } }), { algorithm: 'mcts', iterations: 40, seed: 3, exploration: 0.5 });
  for (const k of Object.values(TECHNIQUE_KEYS)) for (const lang of ['en', 'vi', 'pl']) for (const w of ['with', 'without']) assert.ok(DICTIONARIES[lang][k[w]].includes('{name}'), `${k[w]} in ${lang}`);
});

test('which choices a game can run: every algorithm and MCTS; a technique only where the game has it; nothing else', () => {
  assert.equal(choiceUsable('same-null', ['tt', 'ordering']), false);
  assert.equal(choiceUsable('same-null', ['tt', 'nullMove']), true);
  assert.equal(choiceUsable('same-order', null), true);
  assert.equal(choiceUsable('mcts', []), true);
  assert.equal(choiceUsable('maximin', null), false);
  assert.equal(choiceUsable('negamax-ab', null), false, 'negamax-ab takes its fail: negamax-ab:soft');
});

test('a link’s split= the page cannot run is listed among the settings it ignored, with its value', () => {
  const menu = menuFrom(catalogue());
  assert.deepEqual(fromURL('?split=minimax', menu).ignored, []);
  assert.deepEqual(fromURL('?split=same-order', menu).ignored, []);
  assert.deepEqual(fromURL('?split=maximin', menu).ignored, ['split “maximin”']);
  assert.deepEqual(fromURL('?game=tictactoe&split=same-null', menu).ignored, ['split “same-null”']);
  assert.deepEqual(fromURL('?game=chess&split=same-null', menu).ignored, []);
});

test('MCTS beside a tree search keeps pace by share of its steps, and both end together', () => {
  assert.equal(proportionalStep(41, 0, 501), 0);
  assert.equal(proportionalStep(41, 20, 501), 250);
  assert.equal(proportionalStep(41, 40, 501), 500);
  assert.equal(proportionalStep(41, 10, 7), 2, 'a quarter of 6 steps, rounded');
  assert.equal(proportionalStep(1, 0, 9), 8, 'a search of one step is at its end');
});
