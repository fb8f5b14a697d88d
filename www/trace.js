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

/** The core's infinity (crate::game::INF); anything this large prints as ∞. */
export const INF = 1_000_000_000;

/** Chess mate scores (crate::game::MATE): MATE - n is a mate n plies from the root. */
export const MATE = 100_000;
export const MATE_BOUND = MATE - 10_000;

export function fmtValue(v) {
  if (v >= INF) return '+∞';
  if (v <= -INF) return '−∞';
  if (v >= MATE_BOUND) return `+M${MATE - v}`;
  if (v <= -MATE_BOUND) return `−M${MATE + v}`;
  return v < 0 ? '−' + -v : String(v);
}
