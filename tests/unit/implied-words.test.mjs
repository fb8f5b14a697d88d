// A nested trace's Enter, Leave and Child words left implied (trace.js implyWords: the page keeps
// them once, in the node columns) read back as the wire wrote them, through decodeEvent, the
// helpers and fullWords (the export), on traces of every search the core runs (issue 16).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { Kind, decodeEvent, implyWords, fullWords, enterDepth, enterWindow, childOf } from '../../www/trace.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

function traceOf(spec, search) {
  const h = new Cutoff(spec);
  try { h.search(search); return h.traceColumns(); } finally { h.free(); }
}
const copy = (t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, ArrayBuffer.isView(v) ? v.slice() : v]));

const MIDDLEGAME = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const cases = [
  ['tic-tac-toe minimax', { kind: 'tictactoe' }, { algorithm: 'minimax', depth: 4 }],
  ['a random tree, fail-hard negamax alpha-beta', { kind: 'random', branching: 3, depth: 4, seed: 7, min: -9, max: 9, order: 'as-generated', noise: 0 }, { algorithm: 'negamax-ab', fail: 'hard', depth: 4 }],
  ['chess PVS, null move, quiescence', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'pvs', fail: 'soft', depth: 3, nullMove: 2, quiescence: true }],
  ['chess iterative deepening, table, aspiration, ordering', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'alphabeta', fail: 'soft', depth: 3, iterativeDeepening: true, tt: true, aspiration: 30, ordering: ['hash', 'mvv-lva', 'killer', 'history'], orderingSeed: 1 }],
  ['chess MTD(f)', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'mtdf', fail: 'soft', depth: 3, tt: true }],
];

for (const [name, spec, search] of cases) {
  test(`${name}: every event reads back the same with its words implied`, () => {
    const wire = traceOf(spec, search);
    const t = copy(wire);
    assert.equal(implyWords(t), true);
    assert.equal(t.implied, true);
    let cleared = 0;
    for (let e = 0; e < t.kind.length; e++) {
      assert.deepEqual(decodeEvent(t, e), decodeEvent(wire, e), `event ${e}`);
      if (t.a[e] !== wire.a[e] || t.b[e] !== wire.b[e] || t.c[e] !== wire.c[e]) cleared++;
      if (t.kind[e] === Kind.Child) assert.equal(childOf(t, e), childOf(wire, e));
    }
    // Enter rows (±∞ windows) and Child rows (node ids) are the ones that were wide.
    assert.ok(cleared >= t.enterEvent.length, `${cleared} rows cleared`);
    for (let n = 0; n < t.enterEvent.length; n++) {
      assert.equal(enterDepth(t, n), enterDepth(wire, n));
      assert.deepEqual(enterWindow(t, n), enterWindow(wire, n));
    }
    const w = fullWords(t);
    for (const c of ['a', 'b', 'c']) assert.deepEqual(Array.from(w[c]), Array.from(wire[c]), `column ${c}`);
  });
}

test('tic-tac-toe: with the words implied, what is left in a, b and c fits a byte', () => {
  const t = traceOf({ kind: 'tictactoe' }, { algorithm: 'minimax', depth: 3 });
  implyWords(t);
  for (const c of ['a', 'b', 'c']) assert.ok(t[c].every((v) => v >= -128 && v <= 127), c);
});

test('a trace whose Enter word is not its node\'s is left as it is', () => {
  const wire = traceOf({ kind: 'tictactoe' }, { algorithm: 'alphabeta', depth: 3 });
  const t = copy(wire);
  t.alpha[2] += 1;
  assert.equal(implyWords(t), false);
  assert.equal(t.implied, undefined);
  assert.deepEqual(Array.from(t.a), Array.from(wire.a));
});
