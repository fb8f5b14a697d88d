// A nested trace's Enter, Leave and Child words left implied (trace.js implyWords: the page keeps
// them once, in the node columns) read back as the wire wrote them, through decodeEvent, the
// helpers and fullWords (the export), on traces of every search the core runs (issue 16).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { Kind, decodeEvent, implyWords, fullWords, enterDepth, enterWindow, childOf, implyNodes, narrowWindows, alphaOf, betaOf, windowColumn, INF } from '../../www/trace.js';

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

// Issue 16 (page memory): the page's form of the trace, as the worker sends it (worker-trace.js):
// words implied, the node column implied, the windows narrowed with ±INF at the array's edge.
for (const [name, spec, search] of cases) {
  test(`${name}: the page's form (nodes implied, windows narrowed) reads back every event and window`, () => {
    const wire = traceOf(spec, search);
    const t = copy(wire);
    assert.equal(implyWords(t), true);
    assert.equal(implyNodes(t), true);
    assert.equal(narrowWindows(t), true, 'windows narrowed');
    // Minimax has no window: it keeps none; a window is kept in 8 or 16 bits.
    if (search.algorithm === 'minimax') assert.equal(t.windowless && t.alpha === undefined && t.beta === undefined, true);
    else assert.ok(t.alpha instanceof Int8Array || t.alpha instanceof Int16Array, t.alpha.constructor.name);
    for (let e = 0; e < t.kind.length; e++) {
      const got = decodeEvent(t, e), want = decodeEvent(wire, e);
      if (JSON.stringify(got) !== JSON.stringify(want)) assert.deepEqual(got, want, `event ${e}`);
    }
    for (let n = 0; n < t.enterEvent.length; n++) {
      assert.equal(alphaOf(t, n), wire.alpha[n], `alpha of ${n}`);
      assert.equal(betaOf(t, n), wire.beta[n], `beta of ${n}`);
      assert.deepEqual(enterWindow(t, n), enterWindow(wire, n));
    }
    assert.deepEqual(Array.from(windowColumn(t, 'alpha')), Array.from(wire.alpha));
    const w = fullWords(t);
    for (const c of ['a', 'b', 'c']) assert.deepEqual(Array.from(w[c]), Array.from(wire[c]), `column ${c}`);
  });
}

test('narrowWindows: tic-tac-toe windows fit a byte with ±INF and INF − 1 at its edge; a wide finite bound keeps 32 bits', () => {
  const t = { alpha: Int32Array.from([-INF, 0, 1, -1, INF - 1]), beta: Int32Array.from([INF, 1, 2, -INF + 1, INF]) };
  assert.equal(narrowWindows(t), true);
  assert.ok(t.alpha instanceof Int8Array);
  assert.deepEqual([0, 1, 2, 3, 4].map((n) => alphaOf(t, n)), [-INF, 0, 1, -1, INF - 1]);
  assert.deepEqual([0, 1, 2, 3, 4].map((n) => betaOf(t, n)), [INF, 1, 2, -INF + 1, INF]);
  const mid = { alpha: Int32Array.from([-INF, 300]), beta: Int32Array.from([INF, 301]) };
  assert.equal(narrowWindows(mid), true);
  assert.ok(mid.alpha instanceof Int16Array);
  assert.deepEqual([alphaOf(mid, 0), alphaOf(mid, 1), betaOf(mid, 0)], [-INF, 300, INF]);
  const wide = { alpha: Int32Array.from([-INF, 40000]), beta: Int32Array.from([INF, 40001]) };
  assert.equal(narrowWindows(wide), false);
  assert.ok(wide.alpha instanceof Int32Array);
  // A sentinel far from INF (INF − 100) is not one the edge can hold.
  assert.equal(narrowWindows({ alpha: Int32Array.from([INF - 100]), beta: Int32Array.from([INF]) }), false);
});

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
