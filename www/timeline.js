// The timeline: what the trace says at step s, and a player that moves s. No DOM here, so that
// Node's test runner can check it; the worker builds the index once per search.

import { Kind, Changed, Bound, Flag, Field, Probe, NO_PARENT, enterWindow, nodeOf, nodeColumn, countUpTo } from './trace.js';

/**
 * Two O(events) passes over the trace (the kinds counted, then placed): where each node's own
 * events are, where the evaluations and cutoffs happened, which nodes a table entry decided.
 * `t` holds the core's arrays (kind, node, a, b, c, enterEvent, ...). `cutEventOf` is null
 * when the trace has no Cutoff event, `tableCut` when no probe decided a node (the page keeps
 * neither then).
 */
export function buildIndex(t) {
  const E = t.kind.length;
  const N = t.enterEvent.length;
  // A nested trace (each node's events while it is the innermost open node: every search but
  // MCTS, whose nodes come back each iteration) finds a node's next event by skipping its
  // children's subtrees (nextSame below); only another trace keeps the link per event. The core's
  // page form says whether it is (crate/src/trace/page.rs nested); a trace from elsewhere is read.
  const nested = t.nested ?? isNested(t);
  const kind = t.kind;
  const EVAL = Kind.Eval, CUTOFF = Kind.Cutoff, ITERATION = Kind.Iteration, PROBE = Kind.TtProbe;
  // How many events of each kind, in one pass with no branch on the kind.
  const count = new Uint32Array(256);
  for (let e = 0; e < E; e++) count[kind[e]]++;
  // The driver's Iteration events (iterative deepening, aspiration re-searches, MTD(f) probes).
  const iterEvents = new Uint32Array(count[ITERATION]);
  const evalEvents = new Uint32Array(count[EVAL]);
  const cutEvents = new Uint32Array(count[CUTOFF]);
  // A node's first cutoff event, -1 without one; without a cutoff (minimax) no node has one and
  // no pruned branch points to one: null.
  const cutEventOf = count[CUTOFF] ? new Int32Array(N).fill(-1) : null;
  // Nodes a transposition-table entry decided: Probe.HitCut an entry of enough depth,
  // Probe.HitCutDeeper a deeper one; null when no probe decided a node.
  let tableCut = count[PROBE] ? new Uint8Array(N) : null;
  if (nested && !count[PROBE] && !count[ITERATION] && !count[CUTOFF]) {
    // Only the evaluations to find (minimax; alpha-beta too when nothing was cut): the loop below
    // with nothing else to ask.
    for (let e = 0, evals = 0; e < E; e++) if (kind[e] === EVAL) evalEvents[evals++] = e;
    return { nextSame: null, evalEvents, cutEvents, cutEventOf, tableCut, iterEvents };
  }
  const links = nested ? null : new Int32Array(E).fill(-1);
  const lastOf = nested ? null : new Int32Array(N).fill(-1);
  const probe = t[Field.TtProbe.probe];
  let evals = 0, cuts = 0, iters = 0, decided = 0;
  // The node column where the trace keeps one; a nested trace's implied column is read (nodeOf)
  // only at the few events that need their node (table probes, cutoffs).
  const node = t.node || null;
  for (let e = 0; e < E; e++) {
    const k = kind[e];
    if (!nested) {
      const n = node[e];
      if (n < N) {
        const prev = lastOf[n];
        if (prev >= 0) links[prev] = e;
        lastOf[n] = e;
      }
    }
    if (k === EVAL) evalEvents[evals++] = e;
    else if (k === PROBE) {
      if (probe[e] >= Probe.HitCut) { const n = node ? node[e] : nodeOf(t, e); if (n >= 0 && n < N) { tableCut[n] = probe[e]; decided++; } }
    } else if (k === ITERATION) iterEvents[iters++] = e;
    else if (k === CUTOFF) {
      cutEvents[cuts++] = e;
      const n = node ? node[e] : nodeOf(t, e);
      if (n >= 0 && n < N && cutEventOf[n] < 0) cutEventOf[n] = e;
    }
  }
  if (!decided) tableCut = null;
  return { nextSame: links, evalEvents, cutEvents, cutEventOf, tableCut, iterEvents };
}

/**
 * True when every event of a node (below N) comes while that node is the innermost one entered
 * and not yet left: its Enter opens it, its Leave closes it. Then the events between two of a
 * node's own are its children's whole subtrees (and events of no node).
 */
export function isNested(t) {
  const E = t.kind.length, N = t.enterEvent.length;
  const open = [];
  const node = nodeColumn(t);
  for (let e = 0; e < E; e++) {
    const n = node[e];
    if (n >= N) continue;
    if (t.enterEvent[n] === e) { open.push(n); continue; }
    if (open.length === 0 || open[open.length - 1] !== n) return false;
    if (t.leaveEvent[n] === e) open.pop();
    else if (t.leaveEvent[n] < e) return false;
  }
  return true;
}

/**
 * The next event of event e's node after e, -1 after its last: the index's nextSame link where it
 * keeps one, else (a nested trace) found by skipping the subtrees of the children entered between.
 */
export function nextSame(t, index, e) {
  if (index.nextSame) return index.nextSame[e];
  const n = nodeOf(t, e);
  const N = t.enterEvent.length;
  if (n < 0 || n >= N) return -1;
  const stop = Math.min(t.leaveEvent[n], t.kind.length - 1);
  for (let f = e + 1; f <= stop;) {
    const m = nodeOf(t, f);
    if (m === n) return f;
    f = m < N && t.enterEvent[m] === f ? t.leaveEvent[m] + 1 : f + 1;
  }
  return -1;
}

/** How many entries of the sorted array `arr` are <= x (trace.js's, handed out here too). */
export { countUpTo };

/**
 * Nodes visited, leaves evaluated and cutoffs by step s (inclusive). The driver of iterative
 * deepening, aspiration or MTD(f) is a loop, not a position: the core's totals leave it out, so
 * "so far" does too.
 */
export function countsAt(t, index, s) {
  const driver = t.flags.length > 0 && (t.flags[0] & Flag.DRIVER) && t.enterEvent[0] <= s ? 1 : 0;
  return {
    nodes: countUpTo(t.enterEvent, s) - driver,
    evals: countUpTo(index.evalEvents, s),
    cutoffs: countUpTo(index.cutEvents, s),
  };
}

/**
 * A node's window and best value as they stand after step s: its Enter window, updated by each of
 * its Child events up to s. Walks the node's own events only (about two per child).
 */
export function nodeStateAt(t, index, n, s) {
  let e = t.enterEvent[n];
  if (e > s) return null;
  const value = t[Field.Child.value], changed = t[Field.Child.changed];
  let [alpha, beta] = enterWindow(t, n), best = null, last = e;
  for (e = nextSame(t, index, e); e !== -1 && e <= s; e = nextSame(t, index, e)) {
    last = e;
    if (t.kind[e] === Kind.Child) {
      const bits = changed[e];
      if (bits & Changed.BEST) best = value[e];
      if (bits & Changed.ALPHA) alpha = value[e];
      if (bits & Changed.BETA) beta = value[e];
    }
  }
  return { alpha, beta, best, last };
}

/** The node ids from the root to n, root first. */
export function pathTo(parent, n) {
  const p = [];
  for (let cur = n; cur !== NO_PARENT && cur !== undefined; cur = parent[cur]) p.push(cur);
  return p.reverse();
}

/** The first cutoff event after step s, or -1. */
export function nextCutoff(index, s) {
  const i = countUpTo(index.cutEvents, s);
  return i < index.cutEvents.length ? index.cutEvents[i] : -1;
}

/** The last cutoff event before step s, or -1. */
export function prevCutoff(index, s) {
  const i = countUpTo(index.cutEvents, s - 1);
  return i > 0 ? index.cutEvents[i - 1] : -1;
}

/**
 * The steps a player steps over: each Order event after the first of a run at one node. One
 * ordering decision is one step; its narration gives the whole order, and "Search order here"
 * keeps it in view while the node is searched. Returns null when the trace has no such run.
 */
export function orderContinuations(t) {
  const E = t.kind.length;
  let cont = null;
  // Most traces have no Order event: one native search of the kinds says so (the loop below would
  // read 1.9 million of them on the page before tic-tac-toe minimax's first frame).
  const first = t.kind.indexOf(Kind.Order);
  if (first < 0) return null;
  // The last event is always a stop (To end lands there), so it is never passed over.
  for (let e = first + 1; e < E - 1; e++) {
    if (t.kind[e] === Kind.Order && t.kind[e - 1] === Kind.Order && nodeOf(t, e) === nodeOf(t, e - 1)) {
      if (!cont) cont = new Uint8Array(E);
      cont[e] = 1;
    }
  }
  return cont;
}

/**
 * The steps a person can stop at, numbered from 1 as the page says them: every event but those the
 * player passes over (`cont`, orderContinuations, or null). The counter ("step 5 of 41"), the
 * Timeline, the link's step= and the exports' step numbers are all this numbering. An event passed
 * over carries the number of the stop it belongs to (the ordering decision it continues).
 * O(hidden) memory: the hidden events' indexes, sorted; each question is a binary search.
 */
export class Steps {
  constructor(length, cont = null) {
    this.length = length;
    let h = 0;
    if (cont && cont.length === length) for (let e = 0; e < length; e++) h += cont[e] ? 1 : 0;
    this.hidden = new Uint32Array(h);
    if (h) for (let e = 0, i = 0; e < length; e++) if (cont[e]) this.hidden[i++] = e;
    this.cont = h ? cont : null;
    /** How many steps a person can stop at. */
    this.count = length - h;
  }

  /** True when the player stops at event e. */
  isStop(e) {
    return e >= 0 && e < this.length && !(this.cont && this.cont[e]);
  }

  /** The number (from 1) the page shows at event e: the stops up to and including e. */
  number(e) {
    if (this.length === 0) return 0;
    const s = Math.max(0, Math.min(this.length - 1, Math.floor(e)));
    return s + 1 - countUpTo(this.hidden, s);
  }

  /** The event of step number k (from 1), k clamped to 1..count. */
  event(k) {
    if (this.count === 0) return 0;
    const want = Math.max(1, Math.min(this.count, Math.floor(k)));
    // The first event whose number reaches `want` (number() grows by one at each stop).
    let lo = want - 1, hi = this.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.number(mid) >= want) hi = mid; else lo = mid + 1;
    }
    return lo;
  }
}

/**
 * A video-player clock over steps 0..length-1. `speed` is in steps per second; `tick(ms)` moves
 * on by elapsed wall time and stops at the end. Nothing plays until `play()`.
 */
export class Player {
  constructor(length = 0) {
    this.length = length;
    this.step = 0;
    this.playing = false;
    this.speed = 4;
    this.carry = 0;
    this.skip = null;
  }

  /** Steps to pass over when stepping or playing (orderContinuations), or null. */
  setSkip(cont) {
    this.skip = cont && cont.length === this.length ? cont : null;
    this.step = this.settle(this.step, -1);
  }

  /** The nearest step at or beyond s in direction dir that is not passed over. */
  settle(s, dir) {
    const k = this.skip;
    if (!k) return s;
    while (s > 0 && s < this.length - 1 && k[s]) s += dir;
    return s;
  }

  reset(length, step = 0) {
    this.length = length;
    this.step = this.clamp(step);
    this.carry = 0;
    if (this.step >= this.length - 1) this.playing = false;
  }

  clamp(s) {
    return Math.max(0, Math.min(this.length - 1, Math.floor(s)));
  }

  play() {
    if (this.length === 0) return;
    if (this.step >= this.length - 1) this.step = 0;
    this.playing = true;
    this.carry = 0;
  }

  pause() {
    this.playing = false;
  }

  toggle() {
    if (this.playing) this.pause(); else this.play();
  }

  seek(s) {
    this.step = this.clamp(s);
    this.carry = 0;
  }

  forward(n = 1) {
    this.pause();
    let s = this.step;
    for (let i = 0; i < n; i++) s = this.settle(this.clamp(s + 1), 1);
    this.seek(s);
  }

  back(n = 1) {
    this.pause();
    let s = this.step;
    for (let i = 0; i < n; i++) s = this.settle(this.clamp(s - 1), -1);
    this.seek(s);
  }

  toStart() {
    this.pause();
    this.seek(0);
  }

  toEnd() {
    this.pause();
    this.seek(this.length - 1);
  }

  /** Advances by elapsed time; returns true when the step changed. */
  tick(ms) {
    if (!this.playing) return false;
    this.carry += (ms / 1000) * this.speed;
    const whole = Math.floor(this.carry);
    if (whole === 0) return false;
    this.carry -= whole;
    const before = this.step;
    this.step = this.settle(this.clamp(this.step + whole), 1);
    if (this.step >= this.length - 1) this.playing = false;
    return this.step !== before;
  }
}
