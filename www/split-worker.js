// The split view's second search, in the worker: the same game searched another way (another
// algorithm, a technique switched, or MCTS), on a handle of its own, so that the first search's
// handle (the side panel's boards, its comparison) stays as it is. The result is built as the
// first search's is (worker-trace.js: one function for both), so buildModel reads both alike.

import { searchOn, traceResult } from './worker-trace.js';

/** @import { ToWorker, FromWorker } from './protocol.js' */
/** @import * as Core from './pkg/cutoff.js' */

/** @type {Core.Cutoff | null} */
let handle = null;
let handleKey = '';

/**
 * Searches msg.game with msg.search on the split's own handle (a new one for another game);
 * returns [reply, transfer list].
 * @param {typeof Core.Cutoff} Cutoff
 * @param {ToWorker & { type: 'split-run' }} msg
 * @returns {[FromWorker, Transferable[]]}
 */
export function splitSearch(Cutoff, msg) {
  const key = JSON.stringify(msg.game);
  if (key !== handleKey || !handle) {
    if (handle) handle.free();
    handle = null;
    handleKey = '';
    handle = new Cutoff(msg.game);
    handleKey = key;
  }
  const summary = searchOn(handle, msg.search);
  const { result, transfer } = traceResult(handle, summary);
  return [{ type: 'reply', id: msg.id, ...result }, transfer];
}
