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
