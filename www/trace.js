// The trace's wire format, read from the core's description (www/wire.js, written by the build
// from crate/src/trace/wire.rs). Every other module takes the kinds, fields, enums, sentinels and
// limits from here: none holds a number of the wire itself.

import { wire } from './wire.js';

/**
 * A trace as the page reads it: the core's page form (protocol.js PageTrace: narrowed columns,
 * the implied words left out, said by `implied`, `nodeOther`, `windowless`, `windowEdge`) or the
 * wire's own with every column written out. Any other column by its name (Field's columns a, b, c;
 * the node table's value, bound, enterDepth …).
 * @typedef {{
 *   kind: ArrayLike<number>, a: ArrayLike<number>, b: ArrayLike<number>, c: ArrayLike<number>,
 *   node?: ArrayLike<number> | null, nodeOther?: { event: ArrayLike<number>, node: ArrayLike<number> },
 *   parent: ArrayLike<number>, flags: ArrayLike<number>, enterEvent: ArrayLike<number>, leaveEvent: ArrayLike<number>,
 *   implied?: boolean, windowless?: boolean, windowEdge?: number,
 *   [column: string]: any,
 * }} Trace
 */
/** A kind of event as the wire describes it, with its fields (which column holds which word). */
/** @typedef {{ name: string, code: number, word: string, key: string, fields: readonly Readonly<{ column: string, name: string, holds: string }>[] }} WireKind */

/**
 * A frozen table of [name, value] pairs; each export below says what its values are.
 * @param {Iterable<readonly any[]>} pairs
 * @returns {Readonly<Record<string, any>>}
 */
const table = (pairs) => Object.freeze(Object.fromEntries(/** @type {Iterable<[string, any]>} */ (pairs)));
/** @typedef {Readonly<Record<string, number>>} Numbers */

/** The event kinds by name: Kind.Enter … (a trace's `kind` column holds these numbers). */
/** @type {Numbers} */
export const Kind = table(wire.kinds.map((k) => [k.name, k.code]));

/** Each kind's description, by its number: {name, code, word, key, fields: [{column, name, holds}]}. */
export const KINDS = /** @type {readonly Readonly<WireKind>[]} */ (Object.freeze(wire.kinds.map((k) => Object.freeze({ ...k, fields: Object.freeze(k.fields.map(Object.freeze)) }))));

/**
 * Which column holds each named field, by kind: Field.Cutoff.pruned === 'c'. For loops over every
 * event, take the column once (`const pruned = t[Field.Cutoff.pruned]`) and index it.
 */
/** @type {Readonly<Record<string, Readonly<Record<string, string>>>>} */
export const Field = table(KINDS.map((k) => [k.name, table(k.fields.map((f) => [f.name, f.column]))]));

/** Bits of a Child event's changed: what the returned value changed. */
/** @type {Numbers} */
export const Changed = table(wire.bits.Changed);

/** @type {Numbers} */
export const CutKind = table(wire.enums.CutKind);

/** @type {Numbers} */
export const Bound = table(wire.enums.Bound);

/** What standing pat decided (a StandPat event's outcome): Floor, Cut, NothingToCut. */
/** @type {Numbers} */
export const StandPatOutcome = table(wire.enums.StandPatOutcome);

/** What a table probe found (a TtProbe event's probe): Miss, Hit, HitCut, HitCutDeeper. */
/** @type {Numbers} */
export const Probe = table(wire.enums.Probe);

/** Node flags in the node table. */
/** @type {Numbers} */
export const Flag = table(wire.bits.Flag);

/** Why a child is searched where it is (an Order event's reason; crate::search::ordering::Reason). */
/** @type {Numbers} */
export const Reason = table(wire.enums.Reason);

/** Each enum's variant names by number: Names.Reason[Reason.HashMove] === 'HashMove'. */
/** @type {Readonly<Record<string, readonly string[]>>} */
export const Names = table(Object.entries(wire.enums).map(([name, pairs]) => [name, Object.freeze(pairs.map(([v]) => /** @type {string} */ (v)))]));

/**
 * Each cutoff kind's word in the dictionaries' keys, by its number, from its name on the wire:
 * CUT_WORDS[CutKind.NullMove] === 'nullMove' (event.nullMoveCutoff, narr.nullMoveCutoff).
 */
export const CUT_WORDS = Object.freeze(Names.CutKind.map((n) => n.charAt(0).toLowerCase() + n.slice(1)));

/**
 * The sentinels: INF (crate::game::INF; anything at half of it or beyond is a sentinel bound), MATE
 * (MATE - p is a mate p plies from the root) and MATE_BOUND (beyond it, a mate), NO_PARENT (a
 * root's parent), NULL_MOVE_INDEX (the move of a null-move node), NO_STATIC_VALUE (a node without
 * a static value, in a per-node value column).
 */
export const { INF, MATE, MATE_BOUND, NO_PARENT, NULL_MOVE_INDEX, NO_STATIC_VALUE } = wire.sentinels;

/** MCTS's fixed point: a `fixed` word (scores, W, rewards) is the number times this. */
export const FIXED_SCALE = wire.sentinels.FIXED_SCALE;

/**
 * The limits of what the page asks: {nullMoveR, aspiration, ttSize, mctsIterations, mctsC,
 * playIterations}, each {min, max} (max null: none).
 */
export const Limits = Object.freeze(wire.limits);

/** The boxes' first values: {nullMoveR, aspiration, mctsIterations, mctsSeed, cUct, cPuct, playIterations}. */
export const Defaults = Object.freeze(wire.defaults);

/** The searches the page offers, in menu order: {name, window, negamax, monteCarlo}. */
export const SEARCHES = Object.freeze(wire.searches.map((s) => Object.freeze(s)));
const SEARCH_BY_NAME = new Map(SEARCHES.map((s) => [s.name, s]));
/** A search by its request name ('alphabeta', 'mcts', …); undefined for another name. */
export const searchOf = (/** @type {string} */ name) => SEARCH_BY_NAME.get(name);
/** True for the Monte Carlo searches (UCT and PUCT): iterations, c and a seed, no depth. */
export const isMcts = (/** @type {string} */ name) => !!searchOf(name)?.monteCarlo;
/** True when the search has an alpha-beta window to show. */
export const hasWindow = (/** @type {string} */ name) => !!searchOf(name)?.window;

/**
 * Event e of trace t with its fields named: {kind, node, …} (an Enter gives alpha, beta, depth; a
 * Cutoff cut, searched, pruned: see crate/src/trace/wire.rs). One object per call: for a step, not
 * for a loop over every event (use Field there).
 * @param {Trace} t @param {number} e
 * @returns {{ kind: number, node: number, [field: string]: number }}
 */
export function decodeEvent(t, e) {
  const k = t.kind[e];
  /** @type {{ kind: number, node: number, [field: string]: number }} */
  const ev = { kind: k, node: nodeOf(t, e) };
  const d = KINDS[k];
  if (d) for (const f of d.fields) ev[f.name] = t[f.column][e];
  if (t.implied) {
    const from = IMPLIED[k];
    if (from) for (const name in from) ev[name] = from[name](t, ev.node);
    if (k === Kind.Child) ev.child = nodeOf(t, e - 1);
  }
  return ev;
}

/**
 * The words a page trace may leave implied (`t.implied`, set by the core's page form of a nested
 * trace, crate/src/trace/page.rs): an Enter's alpha, beta and depth are its node's (the node columns alpha, beta and
 * enterDepth), a Leave's value and bound its node's (value, bound), a Child's child the node that
 * left just before it (the event before). Their rows hold 0 in a, b and c, so that the columns
 * fit the narrowest arrays that hold the other kinds' words (a tic-tac-toe value in a byte).
 * Event field name → its reader (t, node), by kind: the window through alphaOf and betaOf, which
 * read the page's narrowed or left-out window columns.
 * @type {Readonly<Record<number, Readonly<Record<string, (t: Trace, n: number) => number>>>>}
 */
const IMPLIED = Object.freeze({
  [Kind.Enter]: Object.freeze({ alpha: (/** @type {Trace} */ t, /** @type {number} */ n) => alphaOf(t, n), beta: (/** @type {Trace} */ t, /** @type {number} */ n) => betaOf(t, n), depth: (/** @type {Trace} */ t, /** @type {number} */ n) => t.enterDepth[n] }),
  [Kind.Leave]: Object.freeze({ value: (/** @type {Trace} */ t, /** @type {number} */ n) => t.value[n], bound: (/** @type {Trace} */ t, /** @type {number} */ n) => t.bound[n] }),
});

/** Node n's Enter depth (the depth it was searched to), in either form of the trace. @param {Trace} t @param {number} n @returns {number} */
export function enterDepth(t, n) {
  return t.implied ? t.enterDepth[n] : t[Field.Enter.depth][t.enterEvent[n]];
}

/**
 * How near a window column's edge its sentinels are kept (windowEdge): ±INF, ±(INF − 1) … ±(INF −
 * WINDOW_SPAN + 1), as the core narrows them (crate/src/trace/page.rs).
 */
const SENTINEL_SPAN = wire.sentinels.WINDOW_SPAN;

/**
 * A word of a window column (alpha, beta) as its number: a column the core narrowed (its page form)
 * keeps ±INF − d as ±(t.windowEdge − d), the edge of its typed array, so that a tic-tac-toe window
 * fits a byte; otherwise the word is the number.
 * @param {Trace} t @param {number} v @returns {number}
 */
export function windowWord(t, v) {
  const edge = t.windowEdge;
  if (!edge || (v < edge - SENTINEL_SPAN && v > SENTINEL_SPAN - edge)) return v;
  return v > 0 ? INF - (edge - v) : -(INF - (edge + v));
}

/**
 * Node n's Enter alpha and beta, in any form of the trace (t.windowless: every window is (−∞, ∞)).
 * @type {(t: Trace, n: number) => number}
 */
export const alphaOf = (t, n) => (t.windowless ? -INF : windowWord(t, t.alpha[n]));
/** @type {(t: Trace, n: number) => number} */
export const betaOf = (t, n) => (t.windowless ? INF : windowWord(t, t.beta[n]));

/**
 * A whole window column ('alpha' or 'beta') as numbers (an export; a new array when narrowed).
 * @param {Trace} t @param {'alpha' | 'beta'} name @returns {ArrayLike<number>}
 */
export function windowColumn(t, name) {
  if (t.windowless) return new Int32Array(t.enterEvent.length).fill(name === 'alpha' ? -INF : INF);
  return t.windowEdge ? Int32Array.from(t[name], (/** @type {number} */ v) => windowWord(t, v)) : t[name];
}

/** Node n's Enter window [alpha, beta], in either form of the trace. @param {Trace} t @param {number} n @returns {[number, number]} */
export function enterWindow(t, n) {
  if (t.implied) return [alphaOf(t, n), betaOf(t, n)];
  const e = t.enterEvent[n];
  return [t[Field.Enter.alpha][e], t[Field.Enter.beta][e]];
}

/** The child a Child event e returns from, in either form of the trace. @param {Trace} t @param {number} e @returns {number} */
export function childOf(t, e) {
  return t.implied ? nodeOf(t, e - 1) : t[Field.Child.child][e];
}

/** How many entries of the sorted array `arr` are <= x. @param {ArrayLike<number>} arr @param {number} x */
export function countUpTo(arr, x) {
  let lo = 0, hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] <= x) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * The node event e belongs to, in either form of the trace: its node column, or, for a nested
 * trace whose column the core's page form left implied, the innermost node entered by e and
 * not yet left before it (nodes are numbered as they are entered), or the node that `t.nodeOther`
 * names for e (an event of no node, such as NO_NODE). O(log nodes + depth).
 * @param {Trace} t @param {number} e @returns {number}
 */
export function nodeOf(t, e) {
  if (t.node) return t.node[e];
  const other = /** @type {{ event: ArrayLike<number>, node: ArrayLike<number> }} */ (t.nodeOther);
  if (other.event.length) {
    const i = countUpTo(other.event, e) - 1;
    if (i >= 0 && other.event[i] === e) return other.node[i];
  }
  const enter = t.enterEvent, leave = t.leaveEvent, parent = t.parent;
  let n = countUpTo(enter, e) - 1;
  while (n >= 0 && leave[n] < e) n = parent[n] === NO_PARENT ? -1 : parent[n];
  return n;
}

/**
 * The trace with its node and window columns written out (node, alpha, beta as numbers), for code
 * that reads a small trace column by column (practice's grader); `t` itself when they are.
 * @param {Trace} t @returns {Trace}
 */
export function withColumns(t) {
  if (t.node && !t.windowless && !t.windowEdge) return t;
  return { ...t, node: nodeColumn(t), alpha: windowColumn(t, 'alpha'), beta: windowColumn(t, 'beta'), windowless: false, windowEdge: 0 };
}

/** The whole node column, in either form of the trace (an export; a new array when implied). @param {Trace} t @returns {ArrayLike<number>} */
export function nodeColumn(t) {
  return t.node || derivedNodes(t, t.kind.length);
}

/** The nodes a nested trace's events belong to, as nodeOf says them, in one pass of a stack. @param {Trace} t @param {number} E */
function derivedNodes(t, E) {
  const N = t.enterEvent.length, enter = t.enterEvent, leave = t.leaveEvent;
  const out = new Uint32Array(E);
  const stack = new Uint32Array(N + 1);
  const other = t.nodeOther;
  let top = 0, next = 0, o = 0;
  for (let e = 0; e < E; e++) {
    while (top > 0 && leave[stack[top - 1]] < e) top--;
    if (next < N && enter[next] === e) stack[top++] = next++;
    if (other && o < other.event.length && other.event[o] === e) out[e] = other.node[o++];
    else out[e] = top > 0 ? stack[top - 1] : -1; // outside every node: nodeOf's -1 (2³² − 1 in the column)
  }
  return out;
}

/**
 * The event columns a, b and c with every word written out (an export, the wire's own form).
 * @param {Trace} t @returns {Record<string, ArrayLike<number>>}
 */
export function fullWords(t) {
  if (!t.implied) return { a: t.a, b: t.b, c: t.c };
  const E = t.kind.length;
  /** @type {Record<string, Int32Array>} */
  const out = { a: new Int32Array(t.a), b: new Int32Array(t.b), c: new Int32Array(t.c) };
  const ea = out[Field.Enter.alpha], eb = out[Field.Enter.beta], ed = out[Field.Enter.depth];
  const lv = out[Field.Leave.value], lb = out[Field.Leave.bound], child = out[Field.Child.child];
  const node = nodeColumn(t);
  for (let e = 0; e < E; e++) {
    const k = t.kind[e], n = node[e];
    if (k === Kind.Enter) { ea[e] = alphaOf(t, n); eb[e] = betaOf(t, n); ed[e] = t.enterDepth[n]; }
    else if (k === Kind.Leave) { lv[e] = t.value[n]; lb[e] = t.bound[n]; }
    else if (k === Kind.Child) child[e] = node[e - 1];
  }
  return out;
}

// The score formatter lives in format.js; handed out here too, for the modules that read the trace.
export { fmtValue } from './format.js';

/**
 * The view node `n`'s values are read in, for mate scores (format.js's withMateView): the parity
 * of the plies from its search's root at which that side moves. `negamax`: the trace's values are
 * the side to move's; `maxView`: "Values from MAX's view" shows a MIN node's values as MAX's.
 * @param {Trace} t @param {number} n @param {boolean} negamax @param {boolean} [maxView] @returns {number}
 */
export function mateViewOf(t, n, negamax, maxView = false) {
  let ply = 0;
  for (let c = n; t.parent[c] !== NO_PARENT && !(t.flags[t.parent[c]] & Flag.DRIVER); c = t.parent[c]) ply++;
  const min = (t.flags[n] & Flag.MIN) !== 0;
  const movers = negamax ? !(maxView && min) : !min;
  return (ply + (movers ? 0 : 1)) % 2;
}
