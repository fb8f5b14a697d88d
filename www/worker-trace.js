// What a search leaves on its handle, as the page receives it: the trace's columns, the pruned
// branches, the index, the display arrays (searched nodes then pruned ones), the layout and the
// game's labels, in the narrowest arrays that hold them, with the buffers to transfer. The
// worker's search (worker.js run) and the split view's second search (split-worker.js) both send
// this; buildModel (model.js) reads it. Worker-side only: no DOM.

import { isMcts } from './trace.js';
import { buildIndex } from './timeline.js';
import { layoutTree, packLayout } from './layout.js';
import { adapterFor } from './games/registry.js';

/** The most events a page's search records. */
export const EVENT_CAP = 12_000_000;

function concat(A, B, Type) {
  if (B.length === 0 && A instanceof Type) return A;
  const out = new Type(A.length + B.length);
  out.set(A, 0);
  out.set(B, A.length);
  return out;
}

/**
 * The same numbers in the narrowest typed array that holds them all (Int8/Int16/Int32, or
 * Uint8/Uint16/Uint32 for an unsigned array): the page keeps what it is sent, and a
 * tic-tac-toe value is -1, 0 or 1, a depth below 256. Reading gives the same numbers.
 */
export function narrowest(arr) {
  let lo = 0, hi = 0;
  for (let i = 0; i < arr.length; i++) { const v = arr[i]; if (v < lo) lo = v; else if (v > hi) hi = v; }
  const signed = arr instanceof Int8Array || arr instanceof Int16Array || arr instanceof Int32Array;
  const Type = signed
    ? (lo >= -128 && hi <= 127 ? Int8Array : lo >= -32768 && hi <= 32767 ? Int16Array : Int32Array)
    : (hi <= 0xff ? Uint8Array : hi <= 0xffff ? Uint16Array : Uint32Array);
  // The typed-array constructor converts in one native pass (Type.from would iterate).
  return arr instanceof Type ? arr : new Type(arr);
}

/** How many moves of each rollout the page names. */
const ROLLOUT_NAMES = 12;

/**
 * A traced search of `search` on `handle`: MCTS (UCT, or PUCT with the net the request carries)
 * with its parameters — the summary as a search's (stats.nodes…), with the rollouts' moves in the
 * game's notation (the first ROLLOUT_NAMES of each, by node) —, or a tree search.
 */
export function searchOn(handle, search, eventCap = EVENT_CAP) {
  if (isMcts(search.algorithm)) {
    const { algorithm, iterations, exploration, seed, net, uniform } = search;
    const summary = handle.mcts({ algorithm, iterations, exploration, seed, net: net ?? undefined, uniform: uniform || undefined, eventCap });
    try { summary.rolloutNames = handle.rolloutNamesJoined(ROLLOUT_NAMES).split('\n'); } catch { summary.rolloutNames = null; }
    return summary;
  }
  return handle.search({ ...search, eventCap });
}

/**
 * The layout of the display tree `dParent` as the page keeps it: layoutTree's, its depths narrowed,
 * packed (layout.js packLayout). The worker makes it, or the page while the worker goes on
 * (traceResult's layoutElsewhere; client.js).
 */
export function pageLayout(dParent) {
  const layout = layoutTree(dParent);
  layout.depth = narrowest(layout.depth);
  layout.maxDepth = narrowest(layout.maxDepth);
  return packLayout(layout);
}

/**
 * The result of the search just run on `handle` (its `summary`): {result, transfer, times} where
 * result has summary, kind, trace, pruned, index, display, layout, labels; times the ms each part
 * took from `t1` (the search's end): display (the display tree sent ahead), copy (the core's page
 * form of the trace, copied out), index,
 * layout, labels, pack (the display moves and index narrowed). With `layoutElsewhere`, the display
 * tree's parents go to it first (before the trace is copied out), and the result has no layout:
 * the page lays the tree out while the worker goes on (the first frame, issue 16).
 */
export function traceResult(handle, summary, t1 = performance.now(), layoutElsewhere = null) {
  const pruned = { parent: handle.prunedParent(), move: handle.prunedMove(), cutAt: handle.prunedCutAt() };
  // The display tree's parents: the searched nodes' then the pruned ones'.
  const early = layoutElsewhere ? concat(handle.nodeParent(), pruned.parent, Uint32Array) : null;
  if (early) layoutElsewhere(early);
  const tEarly = performance.now();
  // The whole trace in one call, in the page's form (crate/src/trace/page.rs): each column in the
  // narrowest array that holds it; a nested trace's implied words, its node column (not MCTS's:
  // mcts.js indexes it) and windows of (−∞, ∞) left out. trace.js reads it back.
  const trace = { ...handle.pageTrace(), pv: handle.principalVariation() };
  const t2 = performance.now();
  const index = /** @type {import('./protocol.js').TraceIndex} */ (buildIndex(trace));
  const N = trace.parent.length;
  // The display arrays hold the searched nodes then the pruned ones: the trace's own parent and
  // move columns are their first N entries, shared rather than kept twice.
  const dParent = early || concat(trace.parent, pruned.parent, Uint32Array);
  const dMove = concat(trace.move, pruned.move, Uint32Array);
  trace.parent = dParent.subarray(0, N);
  trace.move = dMove.subarray(0, N);
  const t3 = performance.now();
  const layout = layoutElsewhere ? null : pageLayout(dParent);
  const t4 = performance.now();

  const kind = handle.kind;
  const D = dParent.length;
  // Per-node data the game's adapter draws with (names, boards, cells), in bulk.
  const labels = adapterFor(kind).workerLabels(handle, { D, dParent, dMove, flags: trace.flags, nodeCount: N });
  const t4b = performance.now();
  // The moves too (a tic-tac-toe move is below 9): the trace's column is again the first N.
  const dMoveKept = narrowest(dMove);
  trace.move = dMoveKept.subarray(0, N);
  // A node's first cutoff event (null without a cutoff: buildIndex), in the narrowest array.
  if (index.cutEventOf) index.cutEventOf = narrowest(index.cutEventOf);
  const t5 = performance.now();
  const transfer = [];
  for (const o of [trace, pruned, index, layout || {}, labels]) {
    for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) transfer.push(v.buffer);
  }
  transfer.push(dParent.buffer, dMoveKept.buffer);
  if (trace.nodeOther) transfer.push(trace.nodeOther.event.buffer, trace.nodeOther.node.buffer);
  return {
    result: { summary, kind, trace, pruned, index, display: { parent: dParent, move: dMoveKept, count: D }, layout, labels },
    transfer: [...new Set(transfer)],
    times: { display: tEarly - t1, copy: t2 - tEarly, index: t3 - t2, layout: t4 - t3, labels: t4b - t4, pack: t5 - t4b },
  };
}
