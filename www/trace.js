// The trace's wire format, shared with crate/src/trace/mod.rs: append, never renumber.

export const Kind = Object.freeze({
  Enter: 0, Eval: 1, Child: 2, Cutoff: 3, Leave: 4, ZeroWindow: 5, ReSearch: 6,
  NullMove: 7, StandPat: 8, Order: 9, TtProbe: 10, TtStore: 11, Iteration: 12, TtEvict: 13,
});

/** Bits of a Child event's b: what the returned value changed. */
export const Changed = Object.freeze({ BEST: 1, ALPHA: 2, BETA: 4 });

export const CutKind = Object.freeze({ Beta: 0, Alpha: 1, NullMove: 2, Table: 3, StandPat: 4 });

export const Bound = Object.freeze({ Exact: 0, Lower: 1, Upper: 2 });

export const Flag = Object.freeze({ MIN: 1, QUIESCENCE: 2, NULL_MOVE: 4, ZERO_WINDOW: 8, RE_SEARCH: 16, DRIVER: 32 });

/** Why a child is searched where it is (the a of an Order event; crate::search::ordering::Reason). */
export const Reason = Object.freeze({
  Natural: 0, Reversed: 1, Random: 2, Capture: 3, Killer: 4, History: 5, HashMove: 6, BestFirst: 7, WorstFirst: 8, Static: 9, PreviousPv: 10, Centre: 11,
});

export const NO_PARENT = 0xffffffff;

// The score formatter and its constants live in format.js; re-exported for the modules that read them here.
export { INF, MATE, MATE_BOUND, fmtValue } from './format.js';

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
