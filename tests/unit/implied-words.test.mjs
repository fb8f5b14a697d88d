// The page's form of a trace (the core's pageTrace, crate/src/trace/page.rs: a nested trace's
// Enter, Leave and Child words and its node column left implied, its windows narrowed or left
// out, every column in the narrowest array) reads back as the wire wrote it (traceColumns),
// through decodeEvent, the helpers and fullWords (the export), on traces of every search the core
// runs (issue 16). What the core leaves as it is (a word that is not its node's, an event of no
// node, windows too wide) is tested with the core (page.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { Kind, decodeEvent, fullWords, enterDepth, enterWindow, childOf, alphaOf, betaOf, windowColumn, nodeOf } from '../../www/trace.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

/** The trace of `search` in the wire's form and in the page's. */
function traceOf(spec, search) {
  const h = new Cutoff(spec);
  try { h.search(search); return { wire: h.traceColumns(), t: h.pageTrace() }; } finally { h.free(); }
}

const MIDDLEGAME = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const cases = [
  ['tic-tac-toe minimax', { kind: 'tictactoe' }, { algorithm: 'minimax', depth: 4 }],
  ['a random tree, fail-hard negamax alpha-beta', { kind: 'random', branching: 3, depth: 4, seed: 7, min: -9, max: 9, order: 'as-generated', noise: 0 }, { algorithm: 'negamax-ab', fail: 'hard', depth: 4 }],
  ['chess PVS, null move, quiescence', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'pvs', fail: 'soft', depth: 3, nullMove: 2, quiescence: true }],
  ['chess iterative deepening, table, aspiration, ordering', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'alphabeta', fail: 'soft', depth: 3, iterativeDeepening: true, tt: true, aspiration: 30, ordering: ['hash', 'mvv-lva', 'killer', 'history'], orderingSeed: 1 }],
  ['chess MTD(f)', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'mtdf', fail: 'soft', depth: 3, tt: true }],
];

for (const [name, spec, search] of cases) {
  test(`${name}: the page's form (words and nodes implied, windows narrowed) reads back every event and window`, () => {
    const { wire, t } = traceOf(spec, search);
    assert.equal(t.nested, true);
    assert.equal(t.implied, true);
    assert.equal(t.node, undefined, 'the node column is implied');
    // Minimax has no window: it keeps none; a window is kept in 8 or 16 bits.
    if (search.algorithm === 'minimax') assert.equal(t.windowless && t.alpha === undefined && t.beta === undefined, true);
    else assert.ok(t.alpha instanceof Int8Array || t.alpha instanceof Int16Array, t.alpha.constructor.name);
    let cleared = 0;
    for (let e = 0; e < t.kind.length; e++) {
      const got = decodeEvent(t, e), want = decodeEvent(wire, e);
      if (JSON.stringify(got) !== JSON.stringify(want)) assert.deepEqual(got, want, `event ${e}`);
      if (nodeOf(t, e) !== wire.node[e]) assert.fail(`event ${e}: node ${nodeOf(t, e)}, the wire's ${wire.node[e]}`);
      if (t.a[e] !== wire.a[e] || t.b[e] !== wire.b[e] || t.c[e] !== wire.c[e]) cleared++;
      if (t.kind[e] === Kind.Child) assert.equal(childOf(t, e), childOf(wire, e));
    }
    // Enter rows (±∞ windows) and Child rows (node ids) are the ones that were wide.
    assert.ok(cleared >= t.enterEvent.length, `${cleared} rows cleared`);
    for (let n = 0; n < t.enterEvent.length; n++) {
      assert.equal(alphaOf(t, n), wire.alpha[n], `alpha of ${n}`);
      assert.equal(betaOf(t, n), wire.beta[n], `beta of ${n}`);
      assert.equal(enterDepth(t, n), enterDepth(wire, n));
      assert.deepEqual(enterWindow(t, n), enterWindow(wire, n));
    }
    assert.deepEqual(Array.from(windowColumn(t, 'alpha')), Array.from(wire.alpha));
    assert.deepEqual(Array.from(windowColumn(t, 'beta')), Array.from(wire.beta));
    // The node columns the page keeps as they are, narrowed or not.
    for (const k of ['parent', 'move', 'ply', 'flags', 'value', 'bound', 'enterEvent', 'leaveEvent']) assert.deepEqual(Array.from(t[k]), Array.from(wire[k]), k);
    const w = fullWords(t);
    for (const c of ['a', 'b', 'c']) assert.deepEqual(Array.from(w[c]), Array.from(wire[c]), `column ${c}`);
  });
}

test('tic-tac-toe: with the words implied, what is left in a, b and c is a byte each, the plies and values too', () => {
  const { t } = traceOf({ kind: 'tictactoe' }, { algorithm: 'minimax', depth: 3 });
  for (const c of ['a', 'b', 'c', 'value', 'enterDepth']) assert.ok(t[c] instanceof Int8Array, `${c}: ${t[c].constructor.name}`);
  assert.ok(t.ply instanceof Uint8Array);
});

test('an MCTS trace keeps its node column (mcts.js indexes it) and every word', () => {
  const h = new Cutoff({ kind: 'tictactoe' });
  try {
    h.mcts({ iterations: 30, seed: 1 });
    const t = h.pageTrace(), wire = h.traceColumns();
    assert.equal(t.nested, false);
    assert.equal(t.implied, undefined);
    assert.deepEqual(Array.from(t.node), Array.from(wire.node));
    for (const c of ['a', 'b', 'c']) assert.deepEqual(Array.from(t[c]), Array.from(wire[c]), c);
  } finally { h.free(); }
});
