// A node's next event, found by skipping its children's subtrees (timeline.js nextSame), is the
// event the per-event link of a full index names, on traces of every search the core runs: the
// page keeps no link per event for a nested trace (issue 16: page memory per node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { buildIndex, nextSame, isNested } from '../../www/timeline.js';
import { nodeOf, nodeColumn, Kind, Field, Probe } from '../../www/trace.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

/** The link of every event to its node's next one, as the index kept it for every trace. */
function links(t) {
  const E = t.kind.length, N = t.enterEvent.length;
  const out = new Int32Array(E).fill(-1), last = new Int32Array(N).fill(-1);
  for (let e = 0; e < E; e++) {
    const n = t.node[e];
    if (n >= N) continue;
    if (last[n] >= 0) out[last[n]] = e;
    last[n] = e;
  }
  return out;
}

/** The trace of `search` in the wire's form (`page`: and in the page's, the core's pageTrace). */
function traceOf(spec, search, page = false) {
  const h = new Cutoff(spec);
  try {
    if (search.algorithm === 'mcts') h.mcts({ iterations: search.iterations, seed: search.seed }); else h.search(search);
    return page ? { wire: h.traceColumns(), t: h.pageTrace() } : h.traceColumns();
  } finally { h.free(); }
}

const MIDDLEGAME = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const cases = [
  ['tic-tac-toe minimax', { kind: 'tictactoe' }, { algorithm: 'minimax', depth: 4 }],
  ['random tree alpha-beta', { kind: 'random', branching: 3, depth: 4, seed: 7, min: -9, max: 9, order: 'as-generated', noise: 0 }, { algorithm: 'alphabeta', fail: 'soft', depth: 4 }],
  ['chess PVS, null move, quiescence', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'pvs', fail: 'soft', depth: 3, nullMove: 2, quiescence: true }],
  ['chess iterative deepening, table, aspiration, ordering', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'alphabeta', fail: 'soft', depth: 3, iterativeDeepening: true, tt: true, aspiration: 30, ordering: ['hash', 'mvv-lva', 'killer', 'history'], orderingSeed: 1 }],
  ['chess MTD(f)', { kind: 'chess', fen: MIDDLEGAME }, { algorithm: 'mtdf', fail: 'soft', depth: 3, tt: true }],
];

for (const [name, spec, search] of cases) {
  test(`${name}: the trace is nested, and each event's next of its node is the link's`, () => {
    const t = traceOf(spec, search);
    assert.ok(t.kind.length > 100, `${t.kind.length} events`);
    assert.equal(isNested(t), true);
    const index = buildIndex(t);
    assert.equal(index.nextSame, null, 'a nested trace keeps no link per event');
    const want = links(t);
    let linked = 0;
    for (let e = 0; e < t.kind.length; e++) {
      const got = nextSame(t, index, e);
      if (got !== want[e]) assert.fail(`event ${e} (kind ${t.kind[e]}, node ${t.node[e]}): ${got}, the link says ${want[e]}`);
      if (got !== -1) linked++;
    }
    assert.ok(linked > t.enterEvent.length, `${linked} links`);
  });
}

test('an MCTS trace (its nodes come back each iteration) is not nested and keeps its links', () => {
  const t = traceOf({ kind: 'tictactoe' }, { algorithm: 'mcts', iterations: 50, seed: 1 });
  assert.equal(isNested(t), false);
  const index = buildIndex(t);
  assert.deepEqual(Array.from(index.nextSame), Array.from(links(t)));
  for (let e = 0; e < t.kind.length; e += 7) assert.equal(nextSame(t, index, e), index.nextSame[e]);
});

test('an event of a node entered twice without leaving, or after its Leave, makes a trace not nested', () => {
  // Enter 0, Enter 1, Leave 1, an event of 0, Leave 0 — nested; then an event of 1 after its Leave.
  const t = { kind: new Uint8Array([0, 0, 4, 2, 4]), node: new Uint32Array([0, 1, 1, 0, 0]), enterEvent: new Uint32Array([0, 1]), leaveEvent: new Uint32Array([4, 2]) };
  assert.equal(isNested(t), true);
  assert.equal(nextSame(t, { nextSame: null }, 0), 3);
  assert.equal(nextSame(t, { nextSame: null }, 3), 4);
  assert.equal(nextSame(t, { nextSame: null }, 4), -1);
  const after = { ...t, kind: new Uint8Array([0, 0, 4, 2, 4, 1]), node: new Uint32Array([0, 1, 1, 0, 0, 1]) };
  assert.equal(isNested(after), false);
  const inChild = { ...t, node: new Uint32Array([0, 1, 0, 0, 0]) };
  assert.equal(isNested(inChild), false);
});

// Issue 16 (page memory): the page keeps no node column for a nested trace (the core's page form
// leaves it out); nodeOf finds each event's node from enterEvent, leaveEvent and parent. The core
// says the trace is nested as isNested reads the wire's form, and the page's index (built from the
// page's form) is the wire's. Events of no node, and a parent column that is not the tree the
// events nest in, are tested with the core (crate/src/trace/page.rs).
for (const [name, spec, search] of cases) {
  test(`${name}: with the node column left implied, every event's node and next are the column's`, () => {
    const { wire, t } = traceOf(spec, search, true);
    const column = wire.node;
    const want = links(wire);
    assert.equal(t.nested, isNested(wire));
    assert.equal(t.node, undefined, 'the column is gone');
    for (let e = 0; e < column.length; e++) {
      const got = nodeOf(t, e);
      if (got !== column[e]) assert.fail(`event ${e} (kind ${t.kind[e]}): node ${got}, the column says ${column[e]}`);
    }
    assert.deepEqual(nodeColumn(t), column);
    const index = buildIndex(t), full = buildIndex(wire);
    for (const k of ['evalEvents', 'cutEvents', 'cutEventOf', 'tableCut', 'iterEvents']) assert.deepEqual(index[k] && Array.from(index[k]), full[k] && Array.from(full[k]), k);
    for (let e = 0; e < column.length; e += 3) {
      const got = nextSame(t, index, e);
      if (got !== want[e]) assert.fail(`event ${e}: next ${got}, the link says ${want[e]}`);
    }
  });
}

// The index against its definition, read off the wire's node column: the events of each kind,
// each node's first cutoff, the nodes a table entry decided; `cutEventOf` null exactly when there
// is no Cutoff event (minimax), `tableCut` when no probe decided a node. Two small searches beside
// the cases above: table probes that decide nothing, and an iteration without a cutoff or a probe.
const indexCases = [
  ...cases,
  ['tic-tac-toe alpha-beta with a table, depth 1', { kind: 'tictactoe' }, { algorithm: 'alphabeta', fail: 'soft', depth: 1, tt: true }],
  ['tic-tac-toe iterative deepening, depth 1', { kind: 'tictactoe' }, { algorithm: 'alphabeta', fail: 'soft', depth: 1, iterativeDeepening: true }],
];
for (const [name, spec, search] of indexCases) {
  test(`${name}: the page's index holds each kind's events, each node's first cutoff and the table's decisions`, () => {
    const { wire, t } = traceOf(spec, search, true);
    const index = buildIndex(t);
    const N = wire.enterEvent.length;
    const of = (kind) => [...wire.kind.keys()].filter((e) => wire.kind[e] === kind);
    assert.deepEqual(Array.from(index.evalEvents), of(Kind.Eval));
    assert.deepEqual(Array.from(index.cutEvents), of(Kind.Cutoff));
    assert.deepEqual(Array.from(index.iterEvents), of(Kind.Iteration));
    const firstCut = new Int32Array(N).fill(-1), decided = new Uint8Array(N);
    for (const e of of(Kind.Cutoff)) if (firstCut[wire.node[e]] < 0) firstCut[wire.node[e]] = e;
    for (const e of of(Kind.TtProbe)) if (wire[Field.TtProbe.probe][e] >= Probe.HitCut) decided[wire.node[e]] = wire[Field.TtProbe.probe][e];
    if (of(Kind.Cutoff).length) assert.deepEqual(Array.from(index.cutEventOf), Array.from(firstCut));
    else assert.equal(index.cutEventOf, null);
    if (decided.some((d) => d)) assert.deepEqual(Array.from(index.tableCut), Array.from(decided));
    else assert.equal(index.tableCut, null);
  });
}

test('an MCTS trace: the core says it is not nested, as isNested reads it, and the page\'s index keeps the links', () => {
  const { wire, t } = traceOf({ kind: 'tictactoe' }, { algorithm: 'mcts', iterations: 50, seed: 1 }, true);
  assert.equal(t.nested, false);
  assert.equal(isNested(wire), false);
  assert.deepEqual(Array.from(buildIndex(t).nextSame), Array.from(links(wire)));
});
