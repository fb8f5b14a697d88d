// The split view's logic: the second search's settings, the step of the second that matches a
// step of the first, and the branches one search searches and the other does not. Pure: no DOM,
// unit-tested under Node.

import { Kind, Flag, NO_PARENT, childOf } from './trace.js';
import { nextSame } from './timeline.js';

/** The second search's choices (the link's split=…): each algorithm, plain (no engine technique). */
export const SPLIT_CHOICES = Object.freeze(['minimax', 'alphabeta', 'negamax', 'negamax-ab:soft', 'negamax-ab:hard', 'pvs', 'mtdf']);

/** Each choice's name in the dictionaries (the Algorithm menu's words). */
export const CHOICE_KEYS = Object.freeze({
  minimax: 'algo.minimax', alphabeta: 'algo.alphabeta', negamax: 'algo.negamax', 'negamax-ab:soft': 'algo.negamaxSoft',
  'negamax-ab:hard': 'algo.negamaxHard', pvs: 'algo.pvs', mtdf: 'algo.mtdf',
});

/** The second search's config: the first's depth, the choice's algorithm, no engine technique. */
export function secondSearch(first, choice) {
  const [algorithm, fail] = choice.split(':');
  const cfg = { algorithm, fail: fail || 'soft' };
  if (first.depth !== undefined && first.depth !== null) cfg.depth = first.depth;
  return cfg;
}

/** The choice a first search's config stands for ('negamax-ab:hard', 'alphabeta'…). */
export const choiceOf = (search) => (search.algorithm === 'negamax-ab' ? `negamax-ab:${search.fail || 'soft'}` : search.algorithm);

/**
 * Each display node's path of moves from the root ("0.2.1", the core's indexes; "" for the root
 * and for every root search under a driver of iterative deepening, aspiration or MTD(f)).
 */
export function pathKeys(m) {
  const keys = new Array(m.D);
  const t = m.trace;
  const driver = (u) => u !== NO_PARENT && u < m.N && (t.flags[u] & Flag.DRIVER) !== 0;
  for (let v = 0; v < m.D; v++) {
    const p = m.dParent[v];
    keys[v] = p === NO_PARENT || v === 0 || driver(p) ? '' : keys[p] === '' ? String(m.dMove[v]) : `${keys[p]}.${m.dMove[v]}`;
  }
  return keys;
}

/** The searched nodes of m by path: path → node (under a driver, the last root search's). */
function visitedByPath(m, keys) {
  const map = new Map();
  for (let v = 0; v < m.N; v++) if (!(m.trace.flags[v] & Flag.DRIVER)) map.set(keys[v], v);
  return map;
}

/** What a mark says of a node: searched here and not by the other search; pruned here (or never
 * reached) and searched by the other. */
export const Mark = Object.freeze({ NONE: 0, ONLY_HERE: 1, ONLY_THERE: 2 });

/**
 * The pair of searches `a` and `b` of one position: their paths, and each display node's mark
 * (Mark.*) with the counts of each. `match(s)` gives b's step for a's step s.
 */
export function pairUp(a, b) {
  const keysA = pathKeys(a), keysB = pathKeys(b);
  const visA = visitedByPath(a, keysA), visB = visitedByPath(b, keysB);
  const marks = (m, keys, other) => {
    const out = new Uint8Array(m.D);
    let here = 0, there = 0;
    for (let v = 0; v < m.D; v++) {
      if (v < m.N && (m.trace.flags[v] & Flag.DRIVER)) continue;
      const seen = other.has(keys[v]);
      if (v < m.N && !seen) { out[v] = Mark.ONLY_HERE; here++; }
      else if (v >= m.N && seen) { out[v] = Mark.ONLY_THERE; there++; }
    }
    return { marks: out, here, there };
  };
  return {
    a: marks(a, keysA, visB), b: marks(b, keysB, visA), keysA, keysB,
    match: (s) => matchStep(a, s, b, keysA, visB),
  };
}

/**
 * b's step for a's step s: where b is at the same point of the same node (by its moves from the
 * root): entering it, leaving it, or just after the same child returned to it (after its last
 * event before leaving, when b never searched that child); b's end when b never enters the node.
 */
export function matchStep(a, s, b, keysA, visB) {
  const ta = a.trace, tb = b.trace;
  const endB = tb.kind.length - 1;
  if (s < 0 || s >= ta.kind.length) return endB;
  const x = ta.node[s];
  if (x >= a.N) return endB;
  const y = visB.get(keysA[x]);
  if (y === undefined) return endB;
  if (s <= ta.enterEvent[x]) return tb.enterEvent[y];
  if (s >= ta.leaveEvent[x]) return tb.leaveEvent[y];
  // The last child of x that returned by step s.
  let lastChild = -1;
  for (let e = ta.enterEvent[x]; e !== -1 && e <= s; e = nextSame(ta, a.index, e)) if (ta.kind[e] === Kind.Child) lastChild = childOf(ta, e);
  if (lastChild < 0) {
    // Before x's first child returned (a leaf's evaluation): as many of y's own events on.
    let e = tb.enterEvent[y];
    for (let k = ta.enterEvent[x]; k !== -1 && k < s; k = nextSame(ta, a.index, k)) {
      const next = nextSame(tb, b.index, e);
      if (next === -1 || next >= tb.leaveEvent[y] || tb.kind[next] === Kind.Child) break;
      e = next;
    }
    return e;
  }
  const move = a.dMove[lastChild];
  let before = tb.enterEvent[y];
  for (let e = tb.enterEvent[y]; e !== -1 && e < tb.leaveEvent[y]; e = nextSame(tb, b.index, e)) {
    if (tb.kind[e] === Kind.Child && b.dMove[childOf(tb, e)] === move) return e;
    before = e;
  }
  return before;
}
