// The link parser under random input (the page's side of the fuzzing): whatever a link holds,
// fromURL gives a state it can write back and read again unchanged, and never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromURL, toURL } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { catalogue } from './helpers.mjs';

const menu = menuFrom(catalogue());

/** A small seeded generator (xorshift32), so that a failure names the run that found it. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}

const KEYS = ['game', 'preset', 'algo', 'fail', 'depth', 'id', 'tt', 'null', 'q', 'asp', 'order', 'step', 'lang', 'practice',
  'g.text', 'g.position', 'g.fen', 'g.branching', 'g.depth', 'g.seed', 'g.rule', 'g.size', 'g.misere', 'g.notation', 'g.root', 'zoom'];
const VALUES = ['', '0', '1', '-1', '3', '99999999999', '1e3', 'NaN', 'aima', 'random', 'chess', 'xiangqi', 'dodgem', 'nim',
  'connect4', 'pvs', 'hard', 'mvv-lva', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '%E0%A4%A', '%',
  '((3 4) (5', 'b..b...ww b', '3,4,5', '7x6', '\u0000', '🙂', 'a'.repeat(30_000)];

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
