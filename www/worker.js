// The search runs here, off the page's thread. One request at a time: the page terminates this
// worker to supersede or cancel a search, so nothing here needs to poll for cancellation.

import init, { Cutoff, catalogue, practicePosition, Training, checkNet, mctsMove, learnCompare, treeEdit } from './pkg/cutoff.js';
import { adapterFor, setCatalogue } from './games/registry.js';
import { splitSearch } from './split-worker.js';
import { searchOn, traceResult } from './worker-trace.js';

/** @import { ToWorker, FromWorker, RunRequest, CoreError, Summary, SearchConfig, Words } from './protocol.js' */

/**
 * This worker's scope as the page's protocol sees it (the DOM library the page's modules are
 * checked with types `self` as a window). `post` looks postMessage up on each call, so that the
 * progress tagging below applies to it as to the core's own posts.
 * @typedef {{ postMessage(msg: FromWorker, transfer?: Transferable[]): void, __cutoffWasm?: BufferSource | WebAssembly.Module }} WorkerScope
 */
const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
/** @param {FromWorker} msg @param {Transferable[]} [transfer] */
const post = (msg, transfer) => scope.postMessage(msg, transfer);

/** The engine's searches (playing against it) record at most this many events: a bigger search
 * is tried again a ply shallower, so that the engine always answers in a few seconds. */
const PLAY_EVENT_CAP = 3_000_000;
/** The core's codes for a trace too big for its cap (crate/src/game/any/search.rs, over_trace_budget). */
const TOO_BIG = ['trace.tooBig', 'trace.tooBigAtLeast'];

/** @type {Promise<void> | null} */
let ready = null;
/** The request whose trace the handle holds (node requests name it). */
let lastRun = 0;
/** @type {Cutoff | null} */
let handle = null;
let handleKey = '';
/** Comparison tables by game and depth, the most recent few (CACHE_SIZE): a teacher editing a big custom tree
 * must not grow this without bound. */
const compareCache = new Map();
const CACHE_SIZE = 8;
/** What perfect play gives from a game's root, by game (the same key as the handle's): solving
 * tic-tac-toe again takes ~5 ms before every result, and the position alone decides it. */
const outcomeCache = new Map();

/**
 * `cache`'s value for `key`, made by `make()` the first time (a throw is not kept); the oldest of
 * more than CACHE_SIZE goes.
 * @template T
 * @param {Map<string, T>} cache @param {string} key @param {() => T} make
 * @returns {T}
 */
function remembered(cache, key, make) {
  if (cache.has(key)) return cache.get(key);
  const value = make();
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
  return value;
}

/**
 * A thrown core error as a message can carry it: code and params (the page's words, www/errors.js),
 * the English message (the fallback for anything without a code), line and column.
 * @param {any} e
 * @returns {CoreError}
 */
function errorOf(e) {
  return {
    code: e && typeof e.code === 'string' ? e.code : null,
    params: e && e.params && typeof e.params === 'object' ? e.params : {},
    message: e && e.message ? String(e.message) : String(e),
    line: e && typeof e.line === 'number' ? e.line : null,
    column: e && typeof e.column === 'number' ? e.column : null,
    // 'load': the core refused the game's options (its position), not the search asked of it.
    stage: e && e.stage === 'load' ? 'load' : null,
  };
}

/** @param {unknown} e @returns {{ type: 'panic', message: string } | ({ type: 'error' } & CoreError)} */
function errorMessage(e) {
  if (e instanceof WebAssembly.RuntimeError) {
    // The page says it (t('error.crashed', {detail})): only the runtime's own words travel.
    return { type: 'panic', message: e.message };
  }
  // The core's code and params (the page's words), its English message (a fallback), its place.
  return { type: 'error', ...errorOf(e) };
}

/** @param {RunRequest & { id: number, layoutInWorker?: boolean }} msg */
async function run(msg) {
  const t0 = performance.now();
  lastRun = 0;
  const key = JSON.stringify(msg.game);
  if (key !== handleKey || !handle) {
    if (handle) handle.free();
    handle = null;
    handleKey = '';
    try {
      handle = new Cutoff(msg.game);
    } catch (e) {
      if (e && typeof e === 'object') e.stage = 'load';
      throw e;
    }
    handleKey = key;
  }
  const summary = msg.play && msg.search.algorithm !== 'mcts' && msg.search.algorithm !== 'puct' ? engineSearch(msg.search) : searchOn(handle, msg.search);
  const t1 = performance.now();
  // The display tree goes to the page first, which lays it out while the trace is copied out here
  // (client.js; a copy: the labels below read it too).
  const sendDisplay = msg.layoutInWorker ? null : (parent) => post({ type: 'display', id: msg.id, parent });
  const { result, transfer, times } = traceResult(handle, summary, t1, sendDisplay);
  const timings = { search: t1 - t0, ...times, total: performance.now() - t0 };
  const adapter = adapterFor(result.kind);
  lastRun = msg.id;
  // The root's board comes with the result: the comparison below keeps the worker busy a while.
  // What perfect play gives from the root, where the core knows it (small games), beside the searched value.
  const trueOutcome = remembered(outcomeCache, key, () => {
    try { return handle.trueOutcome(); } catch { return null; }
  });
  const position = adapter.hasPosition ? { display: 0, board: handle.board(0) || null, parentBoard: null, explain: handle.explainEval(0) } : null;
  post({
    type: 'result', id: msg.id, ...result, naturalDepth: handle.naturalDepth(), endDepth: handle.endDepth() ?? null, timings, position, trueOutcome,
  }, transfer);

  if (msg.compare) {
    const ckey = key + '|' + JSON.stringify(msg.compare);
    try {
      const table = remembered(compareCache, ckey, () => {
        const made = handle.compare(msg.compare.depth ?? undefined);
        // MCTS and PUCT beside alpha-beta, at the page's MCTS settings (PUCT with the game's net if sent).
        if (msg.compare.mcts) {
          try { made.mcts = handle.mctsCompare(msg.compare.mcts); } catch (e) { made.mcts = null; }
        }
        return made;
      });
      post({ type: 'compare', id: msg.id, table });
    } catch (e) {
      // A trap is not an error of this row: the module is broken; the worker must be replaced.
      if (e instanceof WebAssembly.RuntimeError) throw e;
      post({ type: 'compare', id: msg.id, error: errorOf(e) });
    }
  }
}

/**
 * A practice exercise's search (the page's client.query): the same run and result, on a handle of
 * its own, so that the trace on show and its boards stay the page's. A core error is its answer.
 */
/** @param {ToWorker & { type: 'practice-run' }} msg */
async function practiceRun(msg) {
  const page = { handle, handleKey, lastRun };
  handle = null;
  handleKey = '';
  try {
    await run({ ...msg, compare: null, play: false });
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    post({ id: msg.id, where: 'search', ...errorMessage(e) });
  } finally {
    if (handle) handle.free();
    ({ handle, handleKey, lastRun } = page);
  }
}

/**
 * The engine's search (playing against it): the depth asked for, or the deepest below it whose
 * trace stays under PLAY_EVENT_CAP; the summary says so in `engine: {asked, searched, note}`.
 */
/** @param {SearchConfig} search @returns {Summary} */
function engineSearch(search) {
  const asked = search.depth ?? handle.naturalDepth();
  /** @type {Words | ''} */
  let note = '';
  for (let d = asked; ; d--) {
    try {
      const summary = handle.search({ ...search, depth: d, eventCap: PLAY_EVENT_CAP });
      return { ...summary, engine: { asked, searched: d, note } };
    } catch (e) {
      // Too big: the core says so before searching, with the size the trace would need.
      if (d <= 1 || !TOO_BIG.includes(e && e.code)) throw e;
      if (!note) note = { code: 'play.tooBig', params: { depth: asked, cap: PLAY_EVENT_CAP }, message: `depth ${asked} would record more than ${PLAY_EVENT_CAP.toLocaleString('en-US')} steps` };
    }
  }
}

/**
 * Positions of a game against the engine: from `game` (a spec), each move index of `moves` in
 * turn: [{spec, status, moves, name}] (the start first; name: the move into the position).
 * Stops at a move that is not legal, saying so in `stopped`.
 */
/** @param {ToWorker & { type: 'replay' }} msg @returns {FromWorker} */
function replay(msg) {
  const out = [];
  let spec = msg.game, name = '';
  for (let i = 0; ; i++) {
    const h = new Cutoff(spec);
    try {
      const moves = h.moves();
      out.push({ spec, status: h.status(), moves, name });
      if (i === msg.moves.length) return { type: 'reply', id: msg.id, positions: out };
      const k = msg.moves[i];
      const move = moves.find((m) => m.index === k);
      if (!move) return { type: 'reply', id: msg.id, positions: out, stopped: { code: 'play.notLegal', params: { n: i + 1, given: String(k), count: moves.length }, message: `move ${i + 1} of the game (‘${k}’ in the link’s moves=) is not a legal move there` } };
      spec = h.specAfter(k);
      name = move.name;
    } finally {
      h.free();
    }
  }
}

/** One node's board and evaluation, its parent's board (to show the move), for the side panel. */
/** @param {ToWorker & { type: 'node' }} msg */
function nodeInfo(msg) {
  if (!handle || msg.run !== lastRun) return;
  const v = msg.display;
  let board, parentBoard, explain;
  try {
    board = handle.board(v) || null;
    parentBoard = msg.parent >= 0 ? handle.board(msg.parent) || null : null;
    explain = handle.explainEval(v);
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    return;
  }
  post({ type: 'node', id: msg.id, run: msg.run, display: v, board, parentBoard, explain });
}

// ---- Issue 19 (train): self-play training in chunks, net files, MCTS moves, the learned comparison.
const TRAIN_MESSAGES = new Set(['train-start', 'train-chunk', 'train-net', 'net-check', 'mcts-move', 'learn-compare']);
/** The training run this worker holds (the Train panel's own worker: a search never replaces it). */
let training = null;

/**
 * @typedef {ToWorker & { type: 'train-start' | 'train-chunk' | 'train-net' | 'net-check' | 'mcts-move' | 'learn-compare' }} TrainMessage
 * @param {TrainMessage} msg @returns {Record<string, unknown>}
 */
function trainMessage(msg) {
  if (msg.type === 'train-start') {
    if (training) training.free();
    training = null;
    const t = new Training(msg.game, msg.seed >>> 0);
    if (msg.net) {
      try { t.resume(msg.net); } catch (e) { t.free(); throw e; }
    }
    training = t;
    return { games: training.games(), target: training.targetGames() };
  }
  if (msg.type === 'train-chunk') {
    if (!training) return { error: { code: 'train.none', params: {} } };
    // Self-play timed alone (games a second), then the point's measuring games.
    const t0 = performance.now();
    training.play(msg.games);
    const ms = performance.now() - t0;
    const point = training.measure();
    return { point, ms, measureMs: performance.now() - t0 - ms, net: msg.withNet ? training.netJson() : null };
  }
  if (msg.type === 'train-net') return { net: training ? training.netJson() : null };
  if (msg.type === 'net-check') return { info: checkNet(msg.text, msg.game) };
  if (msg.type === 'mcts-move') {
    const t0 = performance.now();
    const result = mctsMove(msg.game, { algorithm: msg.algorithm, iterations: msg.iterations, seed: msg.seed, net: msg.net ?? undefined });
    return { result, ms: performance.now() - t0 };
  }
  return { rows: learnCompare(msg.game, msg.depth ?? undefined, msg.net, msg.iterations) };
}

/** The request being answered (messages are answered one at a time, each without a pause). The
 * core posts a search's progress itself (crate/src/wasm.rs, progress_post); each is tagged with
 * this id, so that the page tells its own search's progress from a question's (the split view's
 * second search, practice's searches), whose answers never reach its progress bar. */
let answering = 0;
const postToPage = scope.postMessage.bind(scope);
scope.postMessage = (msg, transfer) => postToPage(msg && msg.type === 'progress' ? { ...msg, id: answering } : msg, transfer);

onmessage = async (ev) => {
  const msg = /** @type {ToWorker} */ (ev.data);
  try {
    await ready;
    answering = msg.id;
    // For the tests: a real panic in the core while the handle is borrowed.
    if (msg.type === 'simulate-panic') {
      if (handle) handle.crashForTests();
      throw new WebAssembly.RuntimeError('unreachable (a simulated panic)');
    }
    if (msg.type === 'catalogue') post({ type: 'catalogue', id: msg.id, catalogue: catalogue() });
    else if (msg.type === 'run') await run(msg);
    else if (msg.type === 'practice-run') await practiceRun(msg);
    else if (msg.type === 'node') nodeInfo(msg);
    else if (msg.type === 'practice-position') {
      // A practice exercise's position, from its game, seed and level (the core draws it).
      try {
        post({ type: 'reply', id: msg.id, position: practicePosition(msg.kind, msg.seed >>> 0, msg.level) });
      } catch (e) {
        post({ type: 'reply', id: msg.id, error: errorOf(e) });
        if (e instanceof WebAssembly.RuntimeError) throw e;
      }
    } else if (TRAIN_MESSAGES.has(msg.type)) {
      try {
        post({ type: 'reply', id: msg.id, ...trainMessage(/** @type {TrainMessage} */ (msg)) });
      } catch (e) {
        post({ type: 'reply', id: msg.id, error: errorOf(e) });
        if (e instanceof WebAssembly.RuntimeError) throw e;
      }
    } else if (msg.type === 'split-run') {
      // The split view's second search (www/split.js), on a handle of its own.
      try {
        post(...splitSearch(Cutoff, msg));
      } catch (e) {
        post({ type: 'reply', id: msg.id, error: errorOf(e) });
        if (e instanceof WebAssembly.RuntimeError) throw e;
      }
    } else if (msg.type === 'tree-edit') {
      // An edit of a tree's text, or its nodes (edit.js): the core parses and edits; no handle needed.
      try {
        postMessage({ type: 'reply', id: msg.id, ...treeEdit(msg.text, Uint32Array.from(msg.path), msg.op ?? '', msg.arg ?? '') });
      } catch (e) {
        postMessage({ type: 'reply', id: msg.id, error: errorOf(e) });
        if (e instanceof WebAssembly.RuntimeError) throw e;
      }
    } else if (msg.type === 'replay') {
      try {
        post(replay(msg));
      } catch (e) {
        post({ type: 'reply', id: msg.id, error: errorOf(e) });
        if (e instanceof WebAssembly.RuntimeError) throw e;
      }
    }
  } catch (e) {
    post({ id: msg.id, where: msg.type === 'run' ? 'search' : msg.type, ...errorMessage(e) });
    // After a trap (a panic, running out of memory) the module's state cannot be trusted (a handle
    // may stay borrowed): this worker ends and the page starts a fresh one.
    if (e instanceof WebAssembly.RuntimeError) close();
  }
};

// The single offline file hands the module over as bytes (there is no URL to fetch it from).
ready = init(scope.__cutoffWasm ? { module_or_path: scope.__cutoffWasm } : undefined)
  .then(() => { setCatalogue(catalogue()); post({ type: 'ready' }); }, (e) => post({ type: 'panic', message: 'The WebAssembly module failed to load: ' + e.message }));
