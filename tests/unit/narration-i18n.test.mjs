import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture } from './helpers.mjs';
import { sayStep, sayName } from '../../www/narration-i18n.js';
import fs from 'node:fs';
import { buildIndex } from '../../www/timeline.js';
import { setLanguage, formatValue, t } from '../../www/i18n.js';
import { Kind, StandPatOutcome } from '../../www/trace.js';
import { mctsIndex } from '../../www/mcts.js';
import { layoutTree } from '../../www/layout.js';

const MCTS_FIXTURES = ['aima-mcts', 'ttt-mcts'];

const FIXTURES = ['aima-alphabeta', 'aima-minimax', 'wikipedia-negamax-hard', 'wikipedia-negamax-soft', 'wikipedia-pvs',
  'wikipedia-mtdf', 'random-engine', 'random-mtdf-tt', 'chess-null-q', 'bound-alphabeta'];

/** Every step's English sentence on the ten searches, as the first English narrator (narration.js) said it. */
const ENGLISH = JSON.parse(fs.readFileSync(new URL('./fixtures/narration-en.json', import.meta.url), 'utf8'));

function info(f) {
  const children = new Map();
  f.displayParent.forEach((p, d) => { if (!children.has(p)) children.set(p, []); children.get(p).push(d); });
  const dMove = [...f.trace.move, ...f.pruned.move];
  const s = f.search;
  return {
    name: (d) => f.labels[d] || (d === 0 ? 'the root' : `node ${d}`),
    moveName: (n, mv) => { const c = (children.get(n) || []).find((d) => dMove[d] === mv); return c === undefined ? '' : f.labels[c]; },
    hasWindow: s.algorithm !== 'minimax' && s.algorithm !== 'negamax', negamax: f.summary.negamax,
    bestMoveName: f.summary.bestMoveName, value: f.summary.value,
    driver: s.algorithm === 'mtdf' ? 'mtdf' : s.aspiration ? 'aspiration' : s.iterativeDeepening ? 'id' : null,
  };
}

test('in English, every sentence is the English reference’s, word for word, on ten recorded searches (every event kind)', () => {
  setLanguage('en');
  const kinds = new Set();
  for (const name of FIXTURES) {
    const f = fixture(name), index = buildIndex(f.trace), i = info(f);
    assert.equal(ENGLISH.searches[name].plain.length, f.trace.kind.length, `${name}: a sentence for every step`);
    for (let s = 0; s < f.trace.kind.length; s++) {
      kinds.add(f.trace.kind[s]);
      // The reference wrote values without grouping (1250); the file has them as the page's one formatter does (1,250).
      const expected = ENGLISH.searches[name].plain[s];
      assert.equal(sayStep(f.trace, index, s, i), expected, `${name} step ${s}`);
    }
  }
  // MCTS's kinds (McIteration … McBest) have their own narration (mcts-narration.js), which
  // narration.js never had: a recorded MCTS search says each of them in words, not as a bare event.
  for (const name of MCTS_FIXTURES) {
    const f = fixture(name), index = buildIndex(f.trace), mi = mctsIndex(f.trace), L = layoutTree(f.displayParent);
    const i = { ...info(f), mcts: { index: mi, iterations: f.search.iterations, c: null, children: L.children, childStart: L.childStart, isTree: f.spec.kind === 'preset' } };
    for (let s = 0; s < f.trace.kind.length; s++) {
      kinds.add(f.trace.kind[s]);
      assert.doesNotMatch(sayStep(f.trace, index, s, i), /^Event \d+ at/, `${name} step ${s}`);
    }
  }
  // A table eviction needs a full table: it has its own test below.
  const notYet = new Set([Kind.TtEvict]);
  assert.deepEqual([...kinds].sort((a, b) => a - b), Object.values(Kind).filter((k) => !notYet.has(k)).sort((a, b) => a - b), 'every event kind is met');
});

test('with "Values from MAX’s view", every sentence is still the English reference’s, word for word, on the same ten searches', () => {
  setLanguage('en');
  let flippedSteps = 0;
  for (const name of FIXTURES) {
    const f = fixture(name), index = buildIndex(f.trace), i = { ...info(f), maxView: true };
    for (let s = 0; s < f.trace.kind.length; s++) {
      const expected = ENGLISH.searches[name].maxView[s];
      assert.equal(sayStep(f.trace, index, s, i), expected, `${name} step ${s}`);
      if (i.negamax && (f.trace.flags[f.trace.node[s]] & 1)) flippedSteps++;
    }
  }
  assert.ok(flippedSteps > 50, `${flippedSteps} steps at MIN nodes of negamax traces`);
});

/** The first event of `kind` at a MIN-to-move node of the recorded negamax trace, with its setup. */
function atMin(kind, name = 'wikipedia-negamax-hard', ok = () => true) {
  const f = fixture(name), index = buildIndex(f.trace), i = info(f);
  for (let s = 0; s < f.trace.kind.length; s++) if (f.trace.kind[s] === kind && (f.trace.flags[f.trace.node[s]] & 1) && ok(f.trace, s)) return { f, index, i, s, tr: f.trace };
  throw new Error(`no ${kind} at a MIN node`);
}

for (const [lang, view, negated] of [
  ['en', /from MAX’s view/, /negated/],
  ['vi', /theo góc nhìn của MAX/, /đổi dấu/],
  ['pl', /z punktu widzenia MAX/, /ze zmienionym znakiem/],
]) {
  test(`in ${lang}, "Values from MAX’s view" says a MIN node’s negamax values flipped, as MAX sees them`, () => {
    setLanguage(lang);
    // 0.0.0 (MIN to move) gets −5 in negamax from its first leaf: from MAX's view 5, and its α rising is β falling.
    const { tr, index, i, s } = atMin(Kind.Child);
    const v = tr.a[s];
    assert.equal(v, -5);
    const on = sayStep(tr, index, s, { ...i, maxView: true }), off = sayStep(tr, index, s, i);
    assert.ok(on.includes(t('narr.best', { value: 5 })) && on.includes(t('narr.betaFalls', { value: 5 })), on);
    assert.doesNotMatch(on, negated, on);
    assert.ok(off.includes(t('narr.best', { value: -5 })) && off.includes(t('narr.alphaRises', { value: -5 })), off);
    assert.match(off, negated, off);
    // An evaluation at a MIN node says whose view it is, and gives MAX's value.
    const ev = atMin(Kind.Eval, 'random-engine', (tr, e) => tr.a[e] !== 0);
    const said = sayStep(ev.tr, ev.index, ev.s, { ...ev.i, maxView: true });
    assert.match(said, view, said);
    assert.ok(said.includes(formatValue(-ev.tr.a[ev.s], lang)), said);
    // A MIN node returns MAX's value, and a window it is entered with reads [−β, −α].
    const lv = atMin(Kind.Leave);
    assert.ok(sayStep(lv.tr, lv.index, lv.s, { ...lv.i, maxView: true }).includes(formatValue(-lv.tr.a[lv.s], lang)));
    const en = atMin(Kind.Enter, 'wikipedia-negamax-hard', (tr, e) => tr.b[e] === -5); // 0.0.1: α = −∞, β = −5 in negamax
    const enter = sayStep(en.tr, en.index, en.s, { ...en.i, maxView: true });
    assert.ok(enter.includes(`α = ${formatValue(5, lang)}, β = +∞`), enter);
    setLanguage('en');
  });
}

test('a table eviction is said as the English reference says it', () => {
  setLanguage('en');
  const f = fixture('random-engine');
  const tr = { ...f.trace, kind: Uint8Array.from([Kind.TtEvict]), node: Uint32Array.from([0]), a: Int32Array.from([-3]), b: Int32Array.from([1]), c: Int32Array.from([2]) };
  const index = buildIndex(f.trace);
  // The reference wrote a straight apostrophe here, the dictionary (and the file) a typographic one.
  assert.equal(sayStep(tr, index, 0, info(f)), ENGLISH.eviction);
});

test('in Vietnamese and Polish no English sentence is left, and the names are said too', () => {
  for (const lang of ['vi', 'pl']) {
    setLanguage(lang);
    for (const name of FIXTURES) {
      const f = fixture(name), index = buildIndex(f.trace), i = info(f);
      for (let s = 0; s < f.trace.kind.length; s++) {
        const said = sayStep(f.trace, index, s, i);
        assert.doesNotMatch(said, /\b(the|with|from|returns|gets|Enter|Evaluate|searched|window)\b/, `${lang} ${name} step ${s}: ${said}`);
      }
    }
  }
  setLanguage('vi');
  assert.equal(sayName('the root'), 'gốc');
  assert.equal(sayName({ key: 'name.leaf', path: '0.1' }), 'nút lá 0.1');
  setLanguage('en');
});

test("D's last leaf closes the window with nothing left to cut, and the narration says so, in three languages", () => {
  const f = fixture('aima-alphabeta');
  const tr = f.trace, index = buildIndex(tr);
  const d = f.labels.indexOf('D');
  const last = [...tr.kind.keys()].filter((e) => tr.kind[e] === Kind.Child && tr.node[e] === d).at(-1);
  setLanguage('en');
  const en = 'D gets 2 from 2.2: best so far is now 2, β falls to 2. α = 3 ≥ β = 2, but D has no child left: nothing is cut.';
  assert.equal(sayStep(tr, index, last, info(f)), en);
  assert.equal(ENGLISH.searches['aima-alphabeta'].plain[last], en);
  // Before it, with leaves to go, nothing of the kind.
  const first = [...tr.kind.keys()].find((e) => tr.kind[e] === Kind.Child && tr.node[e] === d);
  assert.doesNotMatch(sayStep(tr, index, first, info(f)), /nothing is cut/);
  setLanguage('pl');
  assert.match(sayStep(tr, index, last, info(f)), /α = 3 ≥ β = 2, ale D nie ma już węzłów potomnych do przeszukania: nic nie zostaje odcięte\.$/);
  setLanguage('vi');
  assert.match(sayStep(tr, index, last, info(f)), /nhưng D không còn nút con nào/);
  setLanguage('en');
});

test('a stand pat at least β with no capture left is said as a return that cuts nothing, never as a cutoff', () => {
  const f = fixture('chess-null-q');
  const tr = f.trace, index = buildIndex(tr);
  const events = [...tr.kind.keys()].filter((e) => tr.kind[e] === Kind.StandPat);
  const nothing = events.filter((e) => tr.b[e] === StandPatOutcome.NothingToCut);
  const cut = events.filter((e) => tr.b[e] === StandPatOutcome.Cut);
  assert.ok(nothing.length > 0 && cut.length > 0, 'the fixture has both kinds of stand pat');
  setLanguage('en');
  for (const e of nothing) {
    assert.match(sayStep(tr, index, e, info(f)), /no capture is left to try: it returns β, nothing is cut\.$/);
    assert.doesNotMatch(sayStep(tr, index, e, info(f)), /cutoff/);
    // No Cutoff event follows it at that node.
    assert.notEqual(tr.kind[e + 1], Kind.Cutoff);
  }
  for (const e of cut) assert.match(sayStep(tr, index, e, info(f)), /stand-pat cutoff\.$/);
  setLanguage('pl');
  assert.match(sayStep(tr, index, nothing[0], info(f)), /nic nie zostaje odcięte\.$/);
  setLanguage('vi');
  assert.match(sayStep(tr, index, nothing[0], info(f)), /không có gì bị cắt tỉa\.$/);
  setLanguage('en');
});

test('a PUCT search opens with PUCT’s phases (the network’s priors and value), not UCT’s, in all three languages', () => {
  const f = fixture('ttt-mcts'), index = buildIndex(f.trace), mi = mctsIndex(f.trace), L = layoutTree(f.displayParent);
  const start = f.trace.kind.indexOf(Kind.Enter);
  assert.ok(start >= 0);
  const words = { en: [/PUCT/, /priors/, /UCT\)/], vi: [/PUCT/, /tiên nghiệm/, /UCT\)/], pl: [/PUCT/, /a priori/, /(?<!P)UCT\)/] };
  try {
    for (const [lang, [name, prior, uct]] of Object.entries(words)) {
      setLanguage(lang);
      for (const puct of [false, true]) {
        const i = { ...info(f), mcts: { index: mi, iterations: f.search.iterations, c: null, puct, children: L.children, childStart: L.childStart, isTree: false } };
        const said = sayStep(f.trace, index, start, i);
        if (puct) { assert.match(said, name, `${lang}: ${said}`); assert.match(said, prior, `${lang}: ${said}`); assert.doesNotMatch(said, uct, `${lang}: ${said}`); }
        else assert.match(said, uct, `${lang}: ${said}`);
      }
    }
  } finally { setLanguage('en'); }
});
