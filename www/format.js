// Words for numbers: the one formatter for a score (±∞, mates, centipawns or plain values), for
// counts with thousands separators and for plurals. The narration, the tree's labels, the number
// line, the tooltips and the comparison table all go through here.

// The core's infinity and mate scores, from the wire (trace.js, which hands out fmtValue in turn:
// neither module uses the other's names before both are loaded).
import { INF, MATE, MATE_BOUND, Bound } from './trace.js';

export { INF, MATE, MATE_BOUND };

const ints = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const plurals = new Intl.PluralRules('en-US');

/** A count with thousands separators: 2768 → "2,768". @param {number | bigint | string} n @returns {string} */
export const fmtInt = (n) => ints.format(Number(n));

/** "1 node", "2 nodes" (the number formatted with separators). @param {number} n @param {string} one @param {string} [many] */
export function plural(n, one, many = one + 's') {
  return `${fmtInt(n)} ${plurals.select(Number(n)) === 'one' ? one : many}`;
}

/** True for a bound nobody has set (±∞, or a sentinel next to it such as INF − 1 from [β−1, β]). */
export const isInfinite = (/** @type {number} */ v) => Math.abs(v) >= INF / 2;

/** For a mate score, the moves (not plies) to mate, as crate::game::mate_in; else 0. @param {number} v */
export function mateMoves(v) {
  const a = Math.abs(v);
  if (a < MATE_BOUND || a > MATE) return 0;
  return Math.max(1, Math.ceil((MATE - a) / 2));
}

/**
 * Which mate scores are mates, in the view the next scores are read from: `mover` is the parity of
 * the plies (from the root) at which the side whose view it is moves (0: the side to move at the
 * root), or null when not known. A score MATE − p says that the side to move at ply p is mated,
 * so only every other p is a mate for a given view; the scores between are bounds a window puts
 * there (PVS's [α, α+1], MTD(f)'s [β−1, β]), read ">+M2": above mate in 2, below mate in 1.
 * @type {number | null}
 */
let mateView = null;

/**
 * Runs `fn` with mate scores read from the view `mover` (see above); returns what it returns.
 * @template T
 * @param {number | null} mover @param {() => T} fn @returns {T}
 */
export function withMateView(mover, fn) {
  const was = mateView;
  mateView = mover;
  try {
    return fn();
  } finally {
    mateView = was;
  }
}

/**
 * How a won or lost game reads: 'mate' is chess notation (+M2, "mate in 2"; chess and xiangqi),
 * 'win' the words every other game uses ("win in 2", "loss in 2", or the language's words, which
 * i18n.js passes as `words`). The page sets it from the game on show (games/*.js valueNotation).
 */
// 'outcome': a game scored only by who won (tic-tac-toe as seed 001: +1, 0, −1, no distance; the
// seeds' numbers stay): a sentence says "+1 (win)", "−1 (loss)"; the tree keeps the bare number.
let notation = 'mate';
/** @param {string} n */
export function setValueNotation(n) { notation = n === 'win' || n === 'outcome' ? n : 'mate'; }
export const valueNotation = () => notation;
/**
 * Runs `fn` with the notation `n`; returns what it returns.
 * @template T
 * @param {string} n @param {() => T} fn @returns {T}
 */
export function withValueNotation(n, fn) {
  const was = notation;
  setValueNotation(n);
  try { return fn(); } finally { notation = was; }
}
/**
 * A won or lost game's words (i18n.js gives the language's): in n moves, over, and a bare ±1.
 * @typedef {{ win: (n: number) => string, loss: (n: number) => string, won?: () => string, lost?: () => string, outcome?: ((v: number) => string) | null }} WinWords
 */
/** @type {WinWords} */
const ENGLISH_WINS = { win: (n) => `win in ${n}`, loss: (n) => `loss in ${n}`, won: () => 'won', lost: () => 'lost' };

/** True when `v`, a mate score, is a mate for the view `mover`: a win mates the other side, a loss is mated. @param {number} v @param {number} mover */
function isMate(v, mover) {
  const p = (MATE - Math.abs(v)) % 2;
  return v > 0 ? p !== mover : p === mover;
}

/**
 * A score as people read it: "+∞", "−∞", "+M2" (the side whose view it is mates in two moves),
 * "−M2" (is mated in two), ">+M2" (a bound between mate in 2 and mate in 1: above the first,
 * below the second), else the number with a true minus sign and thousands separators.
 * `long` spells mates out: "mate in 2", "mated in 2"; `num` formats the digits (i18n.js passes the
 * language's grouping); `mover` the view for mates (see withMateView; the one set there by default).
 * @typedef {{ long?: boolean, num?: (n: number) => string, mover?: number | null, words?: WinWords }} ValueWords
 * @param {number} v @param {ValueWords} [opts] @returns {string}
 */
export function fmtValue(v, { long = false, num = fmtInt, mover = mateView, words = ENGLISH_WINS } = {}) {
  if (isInfinite(v)) return v > 0 ? '+∞' : '−∞';
  const m = mateMoves(v);
  const known = m && mover !== null && mover !== undefined;
  if (known && !isMate(v, /** @type {number} */ (mover)) && mateMoves(v - 1)) return '>' + fmtValue(v - 1, { long, num, mover, words });
  // MATE itself (a mate, not a window's bound): the game is over at the root, its side to move
  // has lost; no mate to come: the result ("won", "lost"), not "+M1" (mateMoves' floor of 1) or "+M0".
  if (Math.abs(v) === MATE && words.won) return v > 0 ? words.won() : /** @type {() => string} */ (words.lost)();
  // With the view known, MATE itself is a mate in 0: the root's side to move is already mated.
  const moves = known ? Math.ceil((MATE - Math.abs(v)) / 2) : m;
  if (m && notation !== 'mate') return v > 0 ? words.win(moves) : words.loss(moves);
  if (m) return long ? (v > 0 ? `mate in ${moves}` : `mated in ${moves}`) : `${v > 0 ? '+' : '−'}M${moves}`;
  // A won or lost game scored ±1 (no distance to tell), in the sentence's words when it has them.
  if (notation === 'outcome' && words.outcome && (v === 1 || v === -1)) return words.outcome(v);
  if (v === 0) return '0'; // also −0, which a flipped sign can give
  return v < 0 ? '−' + num(-v) : num(v);
}

/**
 * A node's value with its bound (crate::trace::Bound: 0 exact, 1 lower, 2 upper): "≥5", "≤2".
 * Between two mates the sign is strict: at least ">+M2" is ">+M2"; at most it, "<+M1".
 * @param {number} v @param {number} bound @param {ValueWords} [opts] @returns {string}
 */
export function fmtBounded(v, bound, opts = {}) {
  // "≥ win in 2": a word after the sign reads apart from it.
  const gap = (notation !== 'mate' && mateMoves(v)) || Math.abs(v) === MATE ? ' ' : '';
  const txt = fmtValue(v, opts);
  const between = txt.startsWith('>');
  if (bound === Bound.Lower) return between ? txt : '≥' + gap + txt;
  if (bound === Bound.Upper) return between ? '<' + fmtValue(v + 1, opts) : '≤' + gap + txt;
  return txt;
}

/** Every run of four or more digits in a sentence from the core, with thousands separators. */
export const groupDigits = (/** @type {unknown} */ text) => String(text).replace(/\b\d{4,}\b/g, (d) => fmtInt(+d));
