import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture } from './helpers.mjs';
import { sayStep, sayName } from '../../www/narration-i18n.js';
import { narrate } from '../../www/narration.js';
import { buildIndex } from '../../www/timeline.js';
import { setLanguage, formatValue } from '../../www/i18n.js';
import { Kind } from '../../www/trace.js';

const FIXTURES = ['aima-alphabeta', 'aima-minimax', 'wikipedia-negamax-hard', 'wikipedia-negamax-soft', 'wikipedia-pvs',
  'wikipedia-mtdf', 'random-engine', 'random-mtdf-tt', 'chess-null-q', 'bound-alphabeta'];

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

test('in English, every sentence is narration.js’s, word for word, on ten recorded searches (every event kind)', () => {
  setLanguage('en');
  const kinds = new Set();
  for (const name of FIXTURES) {
    const f = fixture(name), index = buildIndex(f.trace), i = info(f);
    for (let s = 0; s < f.trace.kind.length; s++) {
      kinds.add(f.trace.kind[s]);
      // narration.js writes values without grouping (1250), the page's one formatter groups them (1,250).
      const expected = narrate(f.trace, index, s, i).replace(/(?<![M\d,.-])\d{4,}/g, (d) => formatValue(+d, 'en'));
      assert.equal(sayStep(f.trace, index, s, i), expected, `${name} step ${s}`);
    }
  }
  // A table eviction needs a full table: it has its own test below.
  assert.deepEqual([...kinds].sort((a, b) => a - b), Object.values(Kind).filter((k) => k !== Kind.TtEvict).sort((a, b) => a - b), 'every event kind is met');
});

test('a table eviction is said as narration.js says it', () => {
  setLanguage('en');
  const f = fixture('random-engine');
  const tr = { ...f.trace, kind: Uint8Array.from([Kind.TtEvict]), node: Uint32Array.from([0]), a: Int32Array.from([-3]), b: Int32Array.from([1]), c: Int32Array.from([2]) };
  const index = buildIndex(f.trace);
  // narration.js writes a straight apostrophe here, the dictionary a typographic one.
  assert.equal(sayStep(tr, index, 0, info(f)), narrate(tr, index, 0, info(f)).replace("'", '’'));
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
  assert.equal(sayName('leaf 0.1'), 'nút lá 0.1');
  setLanguage('en');
});
