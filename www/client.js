// The search client: owns the worker. A new request supersedes the running one (the worker is
// replaced), Cancel stops it, and a crashed worker is replaced so that the page keeps working.

import { pageLayout } from './worker-trace.js';

/** @import { ToWorker, FromWorker, RunRequest } from './protocol.js' */
/** A message to the worker without its id (the client numbers it). @typedef {ToWorker extends infer M ? M extends unknown ? Omit<M, 'id'> : never : never} Ask */

export class SearchClient {
  /** @param {(msg: FromWorker | { type: 'panic', message: string }) => void} onMessage */
  constructor(onMessage) {
    this.onMessage = onMessage;
    this.busy = false;
    this.nextId = 1;
    /** Layouts made on the page for searches still running, by id (see 'display' below). */
    this.layouts = new Map();
    /** The tree laid out in the worker, after the copy, as before the page made it beside the
     * worker: npm run bench's baseline (main.js's test hook window.__cutoff.layoutInWorker). */
    this.layoutInWorker = false;
    /**
     * Questions awaiting their answer (query()): id → {msg, resolve, reject, tries}.
     * @type {Map<number, { msg: ToWorker, resolve: (reply: any) => void, reject: (e: Error) => void, tries: number }>}
     */
    this.queries = new Map();
    this.start();
  }

  start() {
    // The single offline file starts its bundled worker from a Blob URL (see scripts/offline.mjs).
    this.worker = globalThis.__cutoffWorkerUrl ? new Worker(globalThis.__cutoffWorkerUrl)
      : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (/** @type {MessageEvent<FromWorker>} */ ev) => {
      // A search's display tree, ahead of its result: laid out here while the worker copies the
      // trace out (two cores at work, the first frame sooner; worker-trace.js traceResult).
      if (ev.data.type === 'display') {
        const t0 = performance.now();
        this.layouts.set(ev.data.id, { layout: pageLayout(ev.data.parent), ms: performance.now() - t0 });
        return;
      }
      if (ev.data.type === 'result' && !ev.data.layout) this.attachLayout(ev.data);
      // A search that failed after sending its tree: its layout is dropped.
      else if (ev.data.type === 'error' || ev.data.type === 'panic') this.layouts.delete(ev.data.id);
      // A question's progress (the split view's second search, practice's) is not the page's
      // search: the page's bar, with its Cancel, is its own search's alone, and nothing would hide
      // it again (a question's answer never reaches the page as a result).
      if (ev.data.type === 'progress' && this.queries.has(ev.data.id)) return;
      // A question's answer: a reply, or the result (or error) of a search asked as a question (practice's).
      if (ev.data.type === 'reply' || this.queries.has(ev.data.id)) {
        this.answered(ev.data);
        // A trap while answering ended the worker: the page replaces it, as after its own search's.
        if (ev.data.type === 'panic') this.onMessage(ev.data);
        return;
      }
      if (ev.data.type === 'result' || ev.data.type === 'error' || ev.data.type === 'panic') this.busy = false;
      this.onMessage(ev.data);
    };
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      this.busy = false;
      this.onMessage({ type: 'panic', message: ev.message || 'the search worker failed' });
    };
    // Questions the replaced worker had not answered are asked again (twice at most).
    for (const [id, q] of this.queries) {
      if (++q.tries > 3) { this.queries.delete(id); q.reject(new Error('the worker did not answer')); } else this.worker.postMessage(q.msg);
    }
  }

  /**
   * A question with an answer (playing against the engine: positions and their moves): a promise
   * of the worker's reply, asked again of a new worker if this one is replaced before it answers.
   * @param {Ask} msg
   * @returns {Promise<any>}
   */
  query(msg) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const q = { msg: { ...msg, id }, resolve, reject, tries: 1 };
      this.queries.set(id, q);
      this.worker.postMessage(q.msg);
    });
  }

  /** @param {{ id?: number, type: string, error?: any, message?: string }} reply */
  answered(reply) {
    const q = this.queries.get(reply.id);
    if (!q) return;
    this.queries.delete(reply.id);
    // A core error keeps its code and params (www/errors.js says them).
    if (reply.error) q.reject(Object.assign(new Error(reply.error.message ?? reply.error), reply.error, { reply }));
    // A search asked as a question fails as a search does: {type: 'error' | 'panic', message, code, params, line, column}.
    else if (reply.type === 'error' || reply.type === 'panic') q.reject(Object.assign(new Error(reply.message), reply));
    else q.resolve(reply);
  }

  /** A result sent without its layout gets the one made here from its display tree. @param {FromWorker & { type: 'result' }} res */
  attachLayout(res) {
    const made = this.layouts.get(res.id);
    this.layouts.delete(res.id);
    if (!made) return;
    res.layout = made.layout;
    if (res.timings) res.timings.layout = made.ms;
  }

  /** Sends a search request ({game, search, compare}); returns its id. @param {RunRequest} msg @returns {number} */
  run(msg) {
    if (this.busy) this.restart();
    const id = this.nextId++;
    this.busy = true;
    this.worker.postMessage({ ...msg, type: 'run', id, layoutInWorker: this.layoutInWorker });
    return id;
  }

  /**
   * An edit of a tree's text by the core (crate/src/wasm.rs, treeEdit): `op` ('' for none) on the
   * node at `path`, with `arg`. A promise of {text, path, nodes} or {refused: {code, params}}.
   * @param {string} text @param {number[]} path @param {string} [op] @param {string} [arg]
   */
  treeEdit(text, path, op = '', arg = '') {
    return this.query({ type: 'tree-edit', text, path, op, arg });
  }

  /** A message that does not start a search (catalogue, node). @param {Ask} msg */
  ask(msg) {
    this.worker.postMessage({ id: 0, ...msg });
  }

  restart() {
    this.worker.terminate();
    this.busy = false;
    this.layouts.clear();
    this.start();
  }

  /** Stops the running search; with `always`, also a comparison still running after its result. */
  cancel(always = false) {
    if (this.busy || always) this.restart();
  }
}
