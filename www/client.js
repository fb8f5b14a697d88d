// The search client: owns the worker. A new request supersedes the running one (the worker is
// replaced), Cancel stops it, and a crashed worker is replaced so that the page keeps working.

export class SearchClient {
  constructor(onMessage) {
    this.onMessage = onMessage;
    this.busy = false;
    this.nextId = 1;
    this.start();
  }

  start() {
    // The single offline file starts its bundled worker from a Blob URL (see scripts/offline.mjs).
    this.worker = globalThis.__cutoffWorkerUrl ? new Worker(globalThis.__cutoffWorkerUrl)
      : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (ev) => {
      if (ev.data.type === 'result' || ev.data.type === 'error' || ev.data.type === 'panic') this.busy = false;
      this.onMessage(ev.data);
    };
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      this.busy = false;
      this.onMessage({ type: 'panic', message: ev.message || 'the search worker failed' });
    };
  }

  /** Sends a search request ({game, search, compare}); returns its id. */
  run(msg) {
    if (this.busy) this.restart();
    const id = this.nextId++;
    this.busy = true;
    this.worker.postMessage({ ...msg, type: 'run', id });
    return id;
  }

  /** A message that does not start a search (catalogue, node). */
  ask(msg) {
    this.worker.postMessage({ id: 0, ...msg });
  }

  restart() {
    this.worker.terminate();
    this.busy = false;
    this.start();
  }

  /** Stops the running search; with `always`, also a comparison still running after its result. */
  cancel(always = false) {
    if (this.busy || always) this.restart();
  }
}
