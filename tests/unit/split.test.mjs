// The split view's logic (www/split-logic.js) on traces recorded from the core: the second search's
// settings, the marks (what one search searches and the other does not) and the matching step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildModel, movesTo } from '../../www/model.js';
import { buildIndex } from '../../www/timeline.js';
import { layoutTree } from '../../www/layout.js';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { fixture, catalogue } from './helpers.mjs';
import { Kind } from '../../www/trace.js';
import { pairUp, secondSearch, choiceOf, Mark, SPLIT_CHOICES, CHOICE_KEYS } from '../../www/split-logic.js';
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
const searched = (m) => new Set(Array.from({ length: m.N }, (_, v) => v).filter((v) => m.name(v) !== 'the driver').map((v) => m.pathString(v)));
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
