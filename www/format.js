// Words for numbers: the one formatter for a score (±∞, mates, centipawns or plain values), for
// counts with thousands separators and for plurals. The narration, the tree's labels, the number
// line, the tooltips and the comparison table all go through here.

// The core's infinity and mate scores, from the wire (trace.js, which hands out fmtValue in turn:
// neither module uses the other's names before both are loaded).
import { INF, MATE, MATE_BOUND } from './trace.js';

export { INF, MATE, MATE_BOUND };

const ints = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const plurals = new Intl.PluralRules('en-US');

/** A count with thousands separators: 2768 → "2,768". */
export const fmtInt = (n) => ints.format(Number(n));

/** "1 node", "2 nodes" (the number formatted with separators). */
export function plural(n, one, many = one + 's') {
  return `${fmtInt(n)} ${plurals.select(Number(n)) === 'one' ? one : many}`;
}

/** True for a bound nobody has set (±∞, or a sentinel next to it such as INF − 1 from [β−1, β]). */
export const isInfinite = (v) => Math.abs(v) >= INF / 2;

/** For a mate score, the moves (not plies) to mate, as crate::game::mate_in; else 0. */
export function mateMoves(v) {
  const a = Math.abs(v);
  if (a < MATE_BOUND || a > MATE) return 0;
  return Math.max(1, Math.ceil((MATE - a) / 2));
}

/**
 * A score as people read it: "+∞", "−∞", "+M2" (the side whose view it is mates in two moves),
 * "−M2" (is mated in two), else the number with a true minus sign and thousands separators.
 * `long` spells mates out: "mate in 2", "mated in 2"; `num` formats the digits (i18n.js passes the
 * language's grouping).
 */
export function fmtValue(v, { long = false, num = fmtInt } = {}) {
  if (isInfinite(v)) return v > 0 ? '+∞' : '−∞';
  const m = mateMoves(v);
  if (m) return long ? (v > 0 ? `mate in ${m}` : `mated in ${m}`) : `${v > 0 ? '+' : '−'}M${m}`;
  if (v === 0) return '0'; // also −0, which a flipped sign can give
  return v < 0 ? '−' + num(-v) : num(v);
}

/** Every run of four or more digits in a sentence from the core, with thousands separators. */
export const groupDigits = (text) => String(text).replace(/\b\d{4,}\b/g, (d) => fmtInt(+d));
