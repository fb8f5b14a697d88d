// The link parser under random input (the page's side of the fuzzing): whatever a link holds,
// fromURL gives a state it can write back and read again unchanged, and never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromURL, toURL } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { catalogue } from './helpers.mjs';
import { textScaleOf, TEXT_SCALES } from '../../www/projector.js';
import { parseMarks } from '../../www/bookmarks.js';
import { SPLIT_CHOICES } from '../../www/split-logic.js';

const menu = menuFrom(catalogue());

/** A small seeded generator (xorshift32), so that a failure names the run that found it. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}

const KEYS = ['game', 'preset', 'algo', 'fail', 'depth', 'id', 'tt', 'null', 'q', 'asp', 'order', 'step', 'lang', 'practice',
  'g.text', 'g.position', 'g.fen', 'g.branching', 'g.depth', 'g.seed', 'g.rule', 'g.size', 'g.misere', 'g.notation', 'g.root', 'zoom',
  'text', 'follow', 'marks', 'split', 'iter', 'c', 'seed', 'algo', 'algo'];
const VALUES = ['', '0', '1', '-1', '3', '99999999999', '1e3', 'NaN', 'aima', 'random', 'chess', 'xiangqi', 'dodgem', 'nim',
  'connect4', 'pvs', 'hard', 'mvv-lva', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '%E0%A4%A', '%',
  '((3 4) (5', 'b..b...ww b', '3,4,5', '7x6', '\u0000', '🙂', 'a'.repeat(30_000),
  'mcts', 'mcts', 'minimax', 'mtdf', 'negamax-ab:soft', '100', '115', '130', '200', '201', '99', '050', '1.3', '0x82', ' 130',
  '5000', '1.414', '2.5', '1.', '.5', '1000.5', '00', '4294967296', '22:first cutoff;41:the end', '22:a;22:b', '0:start',
  '3:x;', ';;', '7', '12345678:far', 'a:b', ' 5 : spaced', Array.from({ length: 35 }, (_, i) => `${i + 1}:m${i}`).join(';')];

function randomQuery(r) {
  const parts = [];
  const n = Math.floor(r() * 8);
  for (let i = 0; i < n; i++) {
    const key = r() < 0.9 ? KEYS[Math.floor(r() * KEYS.length)] : String.fromCharCode(33 + Math.floor(r() * 90));
    let value = VALUES[Math.floor(r() * VALUES.length)];
    // Sometimes raw bytes, as a hand-edited or truncated link may carry them.
    if (r() < 0.2) value = Array.from({ length: 1 + Math.floor(r() * 6) }, () => '%' + Math.floor(r() * 256).toString(16).padStart(2, '0')).join('');
    parts.push(`${key}=${r() < 0.5 ? encodeURIComponent(value) : value}`);
  }
  let q = '?' + parts.join('&');
  if (r() < 0.1) q = q.slice(0, Math.floor(r() * q.length)); // truncated in a mail
  return q;
}

test('5,000 random and hostile links each open a state that survives its own round trip', () => {
  const r = rng(20261130);
  for (let i = 0; i < 5000; i++) {
    const q = randomQuery(r);
    let read;
    assert.doesNotThrow(() => { read = fromURL(q, menu); }, `run ${i}: ${q.slice(0, 200)}`);
    assert.ok(menu.some((e) => e.id === read.state.game), `run ${i}: a game of the menu`);
    for (const line of read.ignored) assert.equal(typeof line, 'string');
    const again = fromURL(toURL(read.state, menu), menu);
    assert.deepEqual(again.ignored, [], `run ${i}: the page's own link is understood in full: ${q.slice(0, 200)}`);
    assert.deepEqual(again.state, read.state, `run ${i}: ${q.slice(0, 200)}`);
  }
});

/** Whether `ignored` names `key` (its lines read `key “value”`). */
const names = (ignored, key) => ignored.some((line) => line.startsWith(`${key} “`));

test('a bad text, follow, marks, split, iter, c or seed is named among the ignored settings; a good one is used', () => {
  const r = rng(20261202);
  const seen = { bad: new Set(), good: new Set() };
  for (let i = 0; i < 8000; i++) {
    // Often MCTS's link, where iter, c and seed are read at all.
    const q = r() < 0.4 ? `?algo=mcts&${randomQuery(r).slice(1)}` : randomQuery(r);
    const p = new URLSearchParams(q);
    let read;
    assert.doesNotThrow(() => { read = fromURL(q, menu); }, `run ${i}: ${q.slice(0, 200)}`);
    const { state, ignored } = read;
    const why = `run ${i}: ${q.slice(0, 200)} → ${ignored.join(', ').slice(0, 300)}`;
    const mcts = state.algorithm === 'mcts';
    const verdicts = {
      // The page's own readers decide what they use; a value they would not use as written is ignored.
      text: (v) => /^\d{2,3}$/.test(v) && TEXT_SCALES.includes(textScaleOf(v)), // the nearest size, 999 the largest
      follow: (v) => v === '1' || v === '0',
      split: (v) => SPLIT_CHOICES.includes(v),
      marks: (v) => parseMarks(v).length === v.split(';').filter((x) => x.trim() !== '').length,
      iter: (v) => mcts && state.mcts.iterations === Number(v) && /^\d+$/.test(v),
      c: (v) => mcts && state.mcts.c === Number(v) && /^\d/.test(v),
      seed: (v) => mcts && state.mcts.seed === Number(v) && /^\d+$/.test(v),
    };
    for (const [key, good] of Object.entries(verdicts)) {
      if (!p.has(key)) continue;
      const v = p.get(key);
      const ok = good(v);
      (ok ? seen.good : seen.bad).add(key);
      assert.equal(names(ignored, key), !ok, `${key} “${v.slice(0, 80)}” ${ok ? 'is used, yet named' : 'is not used, yet not named'}: ${why}`);
    }
  }
  // Each parameter was seen both good and bad.
  for (const key of ['text', 'follow', 'marks', 'split', 'iter', 'c', 'seed']) {
    assert.ok(seen.good.has(key) && seen.bad.has(key), `${key}: good ${seen.good.has(key)}, bad ${seen.bad.has(key)}`);
  }
});

test('the ignored settings name the bad entries of marks themselves, and what was read is kept', () => {
  const { ignored } = fromURL('?marks=' + encodeURIComponent('22:first cutoff;x;0:start;22:again;41:the end'), menu);
  assert.deepEqual(ignored, ['marks “x”', 'marks “0:start”', 'marks “22:first cutoff”']);
  assert.deepEqual(parseMarks('22:first cutoff;x;0:start;22:again;41:the end').map((m) => m.step), [22, 41]);
  assert.deepEqual(fromURL('?text=130&follow=1&split=pvs&marks=3:a', menu).ignored, []);
  assert.deepEqual(fromURL('?text=1.3&follow=true&split=bogus', menu).ignored, ['text “1.3”', 'follow “true”', 'split “bogus”']);
});
