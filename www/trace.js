// The trace's wire format, read from the core's description (www/wire.js, written by the build
// from crate/src/trace/wire.rs). Every other module takes the kinds, fields, enums, sentinels and
// limits from here: none holds a number of the wire itself.

import { wire } from './wire.js';

const table = (pairs) => Object.freeze(Object.fromEntries(pairs));

/** The event kinds by name: Kind.Enter … (a trace's `kind` column holds these numbers). */
export const Kind = table(wire.kinds.map((k) => [k.name, k.code]));

/** Each kind's description, by its number: {name, code, word, key, fields: [{column, name, holds}]}. */
export const KINDS = Object.freeze(wire.kinds.map((k) => Object.freeze({ ...k, fields: Object.freeze(k.fields.map(Object.freeze)) })));

/**
 * Which column holds each named field, by kind: Field.Cutoff.pruned === 'c'. For loops over every
 * event, take the column once (`const pruned = t[Field.Cutoff.pruned]`) and index it.
 */
export const Field = table(KINDS.map((k) => [k.name, table(k.fields.map((f) => [f.name, f.column]))]));

/** Bits of a Child event's changed: what the returned value changed. */
export const Changed = table(wire.bits.Changed);

export const CutKind = table(wire.enums.CutKind);

export const Bound = table(wire.enums.Bound);

/** What standing pat decided (a StandPat event's outcome): Floor, Cut, NothingToCut. */
export const StandPatOutcome = table(wire.enums.StandPatOutcome);

/** What a table probe found (a TtProbe event's probe): Miss, Hit, HitCut, HitCutDeeper. */
export const Probe = table(wire.enums.Probe);

/** Node flags in the node table. */
export const Flag = table(wire.bits.Flag);

/** Why a child is searched where it is (an Order event's reason; crate::search::ordering::Reason). */
export const Reason = table(wire.enums.Reason);

/** Each enum's variant names by number: Names.Reason[Reason.HashMove] === 'HashMove'. */
export const Names = table(Object.entries(wire.enums).map(([name, pairs]) => [name, Object.freeze(pairs.map(([v]) => v))]));

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

/** The techniques' limits: {nullMoveR, aspiration, ttSize}, each {min, max} (max null: none). */
export const Limits = Object.freeze(wire.limits);

/**
 * Event e of trace t with its fields named: {kind, node, …} (an Enter gives alpha, beta, depth; a
 * Cutoff cut, searched, pruned: see crate/src/trace/wire.rs). One object per call: for a step, not
 * for a loop over every event (use Field there).
 */
export function decodeEvent(t, e) {
  const k = t.kind[e];
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
 * The words a page trace may leave implied (`t.implied`, set by the worker for a nested trace,
 * implyWords): an Enter's alpha, beta and depth are its node's (the node columns alpha, beta and
 * enterDepth), a Leave's value and bound its node's (value, bound), a Child's child the node that
 * left just before it (the event before). Their rows hold 0 in a, b and c, so that the columns
 * fit the narrowest arrays that hold the other kinds' words (a tic-tac-toe value in a byte).
 * Event field name → its reader (t, node), by kind: the window through alphaOf and betaOf, which
 * read the page's narrowed or left-out window columns.
 */
const IMPLIED = Object.freeze({
  [Kind.Enter]: Object.freeze({ alpha: (t, n) => alphaOf(t, n), beta: (t, n) => betaOf(t, n), depth: (t, n) => t.enterDepth[n] }),
  [Kind.Leave]: Object.freeze({ value: (t, n) => t.value[n], bound: (t, n) => t.bound[n] }),
});

/** Node n's Enter depth (the depth it was searched to), in either form of the trace. */
export function enterDepth(t, n) {
  return t.implied ? t.enterDepth[n] : t[Field.Enter.depth][t.enterEvent[n]];
}

/** How near a window column's edge its sentinels are kept (windowEdge): ±INF, ±(INF − 1) … ±(INF − 7). */
const SENTINEL_SPAN = 8;

/**
 * A word of a window column (alpha, beta) as its number: a column the worker narrowed (narrowWindows)
 * keeps ±INF − d as ±(t.windowEdge − d), the edge of its typed array, so that a tic-tac-toe window
 * fits a byte; otherwise the word is the number.
 */
export function windowWord(t, v) {
  const edge = t.windowEdge;
  if (!edge || (v < edge - SENTINEL_SPAN && v > SENTINEL_SPAN - edge)) return v;
  return v > 0 ? INF - (edge - v) : -(INF - (edge + v));
}

/** Node n's Enter alpha and beta, in any form of the trace (t.windowless: every window is (−∞, ∞)). */
export const alphaOf = (t, n) => (t.windowless ? -INF : windowWord(t, t.alpha[n]));
export const betaOf = (t, n) => (t.windowless ? INF : windowWord(t, t.beta[n]));

/** A whole window column ('alpha' or 'beta') as numbers (an export; a new array when narrowed). */
export function windowColumn(t, name) {
  if (t.windowless) return new Int32Array(t.enterEvent.length).fill(name === 'alpha' ? -INF : INF);
  return t.windowEdge ? Int32Array.from(t[name], (v) => windowWord(t, v)) : t[name];
}

/**
 * Narrows the window columns alpha and beta of `t` to an Int8Array or Int16Array when their finite
 * words fit it with room to spare and each sentinel is within SENTINEL_SPAN of ±INF (windowWord
 * reads them back); sets t.windowEdge. A trace whose every window is (−∞, ∞) keeps no window
 * columns (t.windowless). Else leaves them as they are and returns false. Page memory: 6 or 8
 * bytes a node.
 */
export function narrowWindows(t) {
  // A search without a window (minimax, negamax: every node's is (−∞, ∞)) keeps none.
  if (t.alpha.every((v) => v === -INF) && t.beta.every((v) => v === INF)) {
    t.windowless = true;
    delete t.alpha;
    delete t.beta;
    return true;
  }
  let hi = 0, ok = true;
  for (const col of [t.alpha, t.beta]) {
    for (let i = 0; i < col.length; i++) {
      const a = Math.abs(col[i]);
      if (a >= INF / 2) { if (INF - a >= SENTINEL_SPAN || a > INF) { ok = false; break; } } else if (a > hi) hi = a;
    }
  }
  if (!ok) return false;
  const [Type, edge] = hi < 127 - SENTINEL_SPAN ? [Int8Array, 127] : hi < 32767 - SENTINEL_SPAN ? [Int16Array, 32767] : [null, 0];
  if (!Type) return false;
  for (const name of ['alpha', 'beta']) {
    const col = t[name], out = new Type(col.length);
    for (let i = 0; i < col.length; i++) {
      const v = col[i], a = Math.abs(v);
      out[i] = a >= INF / 2 ? Math.sign(v) * (edge - (INF - a)) : v;
    }
    t[name] = out;
  }
  t.windowEdge = edge;
  return true;
}

/** Node n's Enter window [alpha, beta], in either form of the trace. */
export function enterWindow(t, n) {
  if (t.implied) return [alphaOf(t, n), betaOf(t, n)];
  const e = t.enterEvent[n];
  return [t[Field.Enter.alpha][e], t[Field.Enter.beta][e]];
}

/** The child a Child event e returns from, in either form of the trace. */
export function childOf(t, e) {
  return t.implied ? nodeOf(t, e - 1) : t[Field.Child.child][e];
}

/** How many entries of the sorted array `arr` are <= x. */
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
 * trace whose column the worker left implied (implyNodes), the innermost node entered by e and
 * not yet left before it (nodes are numbered as they are entered), or the node that `t.nodeOther`
 * names for e (an event of no node, such as NO_NODE). O(log nodes + depth).
 */
export function nodeOf(t, e) {
  if (t.node) return t.node[e];
  const other = t.nodeOther;
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
 */
export function withColumns(t) {
  if (t.node && !t.windowless && !t.windowEdge) return t;
  return { ...t, node: nodeColumn(t), alpha: windowColumn(t, 'alpha'), beta: windowColumn(t, 'beta'), windowless: false, windowEdge: 0 };
}

/** The whole node column, in either form of the trace (an export; a new array when implied). */
export function nodeColumn(t) {
  return t.node || derivedNodes(t, t.kind.length);
}

/**
 * The nodes a nested trace's events belong to, as nodeOf says them, in one pass of a stack. With
 * `parent`: null unless each node's parent is the node open when it is entered (NO_PARENT when
 * none is), which nodeOf's walk up the parents takes for granted.
 */
function derivedNodes(t, E, parent = null) {
  const N = t.enterEvent.length, enter = t.enterEvent, leave = t.leaveEvent;
  const out = new Uint32Array(E);
  const stack = new Uint32Array(N + 1);
  const other = t.nodeOther;
  let top = 0, next = 0, o = 0;
  for (let e = 0; e < E; e++) {
    while (top > 0 && leave[stack[top - 1]] < e) top--;
    if (next < N && enter[next] === e) {
      if (parent && parent[next] !== (top > 0 ? stack[top - 1] : NO_PARENT)) return null;
      stack[top++] = next++;
    }
    if (other && o < other.event.length && other.event[o] === e) out[e] = other.node[o++];
    else out[e] = top > 0 ? stack[top - 1] : 0xffffffff;
  }
  return out;
}

/**
 * Leaves the node column of a nested trace implied (nodeOf finds each event's node from the node
 * columns enterEvent, leaveEvent and parent): when the nodes are numbered in the order they are
 * entered, each one's parent is the node open when it is entered, and at most one event in 64 is
 * of another node than the innermost open one (those are kept in t.nodeOther), deletes t.node and
 * returns true; else changes nothing and returns false.
 * Page memory: the column is 4 bytes an event, 14 a node of a tic-tac-toe minimax trace.
 */
export function implyNodes(t) {
  const E = t.kind.length, N = t.enterEvent.length, enter = t.enterEvent, node = t.node;
  for (let n = 1; n < N; n++) if (!(enter[n] > enter[n - 1])) return false;
  const derived = derivedNodes({ enterEvent: enter, leaveEvent: t.leaveEvent, nodeOther: null }, E, t.parent);
  if (!derived) return false;
  const events = [], nodes = [];
  for (let e = 0; e < E; e++) {
    if (derived[e] === node[e]) continue;
    if (events.length >= E / 64) return false;
    events.push(e);
    nodes.push(node[e]);
  }
  t.nodeOther = { event: Uint32Array.from(events), node: Uint32Array.from(nodes) };
  delete t.node;
  return true;
}

/**
 * Leaves the implied words of a nested trace `t` implied (see IMPLIED): checks that each one is
 * the one its node's columns say (else changes nothing and returns false), adds the enterDepth
 * column, clears their rows' words and sets t.implied.
 */
export function implyWords(t) {
  const E = t.kind.length, N = t.enterEvent.length;
  const kind = t.kind, node = t.node, enter = t.enterEvent, leave = t.leaveEvent;
  const ENTER = Kind.Enter, LEAVE = Kind.Leave, CHILD = Kind.Child;
  // The columns each implied word is in, and the node columns that say it again.
  const ea = t[Field.Enter.alpha], eb = t[Field.Enter.beta], ed = t[Field.Enter.depth];
  const lv = t[Field.Leave.value], lb = t[Field.Leave.bound], child = t[Field.Child.child];
  const lu = unusedColumns[LEAVE].map((c) => t[c]);
  const alpha = t.alpha, beta = t.beta, value = t.value, bound = t.bound;
  const depth = new Int32Array(N);
  for (let n = 0; n < N; n++) depth[n] = enter[n] < E ? ed[enter[n]] : 0;
  // One pass: each row is checked, then cleared; a row that disagrees puts back the rows before
  // it (their words are the node columns', as checked) and leaves the trace as it came.
  for (let e = 0; e < E; e++) {
    const k = kind[e], n = node[e];
    let ok = true;
    if (k === ENTER) {
      ok = n < N && enter[n] === e && ea[e] === alpha[n] && eb[e] === beta[n];
      if (ok) { ea[e] = 0; eb[e] = 0; ed[e] = 0; }
    } else if (k === LEAVE) {
      ok = n < N && leave[n] === e && lv[e] === value[n] && lb[e] === bound[n];
      // A word the kind does not use is 0 on the wire; it must stay 0 implied.
      for (let j = 0; ok && j < lu.length; j++) ok = lu[j][e] === 0;
      if (ok) { lv[e] = 0; lb[e] = 0; }
    } else if (k === CHILD) {
      ok = e > 0 && child[e] === node[e - 1];
      if (ok) child[e] = 0;
    }
    if (!ok) {
      for (let f = 0; f < e; f++) {
        const kf = kind[f], m = node[f];
        if (kf === ENTER) { ea[f] = alpha[m]; eb[f] = beta[m]; ed[f] = depth[m]; }
        else if (kf === LEAVE) { lv[f] = value[m]; lb[f] = bound[m]; }
        else if (kf === CHILD) child[f] = node[f - 1];
      }
      return false;
    }
  }
  t.enterDepth = depth;
  t.implied = true;
  return true;
}

const COLUMNS = [...new Set(KINDS.flatMap((k) => k.fields.map((f) => f.column)))];
/** The columns each kind leaves unused, by kind. */
const unusedColumns = Object.freeze(KINDS.map((k) => COLUMNS.filter((c) => !k.fields.some((f) => f.column === c))));

/** The event columns a, b and c with every word written out (an export, the wire's own form). */
export function fullWords(t) {
  if (!t.implied) return { a: t.a, b: t.b, c: t.c };
  const E = t.kind.length;
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
 */
export function mateViewOf(t, n, negamax, maxView = false) {
  let ply = 0;
  for (let c = n; t.parent[c] !== NO_PARENT && !(t.flags[t.parent[c]] & Flag.DRIVER); c = t.parent[c]) ply++;
  const min = (t.flags[n] & Flag.MIN) !== 0;
  const movers = negamax ? !(maxView && min) : !min;
  return (ply + (movers ? 0 : 1)) % 2;
}
