// The split view's second search, in the worker: the same game searched another way, on a handle
// of its own, so that the first search's handle (the side panel's boards, its comparison) stays as
// it is. The result has the first search's shape (buildModel reads both alike).

import { buildIndex } from './timeline.js';
import { layoutTree } from './layout.js';
import { adapterFor } from './games/registry.js';

const EVENT_CAP = 12_000_000;
let handle = null;
let handleKey = '';

function concat(A, B, Type) {
  const out = new Type(A.length + B.length);
  out.set(A, 0);
  out.set(B, A.length);
  return out;
}

/** Searches msg.game with msg.search on the split's own handle (a new one for another game);
 * returns [reply, transfer list]. */
export function splitSearch(Cutoff, msg) {
  const key = JSON.stringify(msg.game);
  if (key !== handleKey || !handle) {
    if (handle) handle.free();
    handle = null;
    handleKey = '';
    handle = new Cutoff(msg.game);
    handleKey = key;
  }
  const h = handle;
  const summary = h.search({ ...msg.search, eventCap: EVENT_CAP });
  const trace = {
    kind: h.eventKind(), node: h.eventNode(), a: h.eventA(), b: h.eventB(), c: h.eventC(),
    parent: h.nodeParent(), move: h.nodeMove(), ply: h.nodePly(), flags: h.nodeFlags(),
    alpha: h.nodeAlpha(), beta: h.nodeBeta(), value: h.nodeValue(), bound: h.nodeBound(),
    enterEvent: h.nodeEnterEvent(), leaveEvent: h.nodeLeaveEvent(), pv: h.principalVariation(),
  };
  const pruned = { parent: h.prunedParent(), move: h.prunedMove(), cutAt: h.prunedCutAt() };
  const index = buildIndex(trace);
  const dParent = concat(trace.parent, pruned.parent, Uint32Array);
  const dMove = concat(trace.move, pruned.move, Uint32Array);
  const layout = layoutTree(dParent);
  const kind = h.kind;
  const D = dParent.length;
  const labels = adapterFor(kind).workerLabels(h, { D, dParent, dMove, flags: trace.flags, nodeCount: trace.parent.length });
  const transfer = [];
  for (const o of [trace, pruned, index, layout, labels]) for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) transfer.push(v.buffer);
  transfer.push(dParent.buffer, dMove.buffer);
  const reply = {
    type: 'reply', id: msg.id, summary, kind, trace, pruned, index, display: { parent: dParent, move: dMove, count: D }, layout, labels,
  };
  return [reply, [...new Set(transfer)]];
}
