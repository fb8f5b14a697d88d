// The chess board of the current node for the side panel: FEN in, squares on a canvas out.
// The pure helpers (parsing, which squares a move touched) are unit-tested under Node.

/** The 64 squares of a FEN's placement, a8 first (rank 8 to rank 1), '.' for empty. */
/** @param {string} fen @returns {string[]} */
export function fenSquares(fen) {
  const out = [];
  for (const row of fen.split(' ')[0].split('/')) {
    for (const ch of row) {
      const n = ch >= '1' && ch <= '8' ? +ch : 0;
      if (n) for (let k = 0; k < n; k++) out.push('.');
      else out.push(ch);
    }
  }
  return out.length === 64 ? out : Array(64).fill('.');
}

/** 'w' or 'b': the side to move in a FEN. */
export const fenSide = (/** @type {string} */ fen) => (fen.split(' ')[1] === 'b' ? 'b' : 'w');

/** The algebraic name of square index i (0 = a8). */
export const squareName = (/** @type {number} */ i) => 'abcdefgh'[i % 8] + (8 - Math.floor(i / 8));

const isWhite = (/** @type {string} */ p) => p >= 'A' && p <= 'Z';

/**
 * The squares the move from `parentFen` to `fen` left and reached: {from, to} (indexes, -1 when
 * there was no move, as after a null move). Castling names the king's squares.
 * @param {string | null | undefined} parentFen @param {string | null | undefined} fen
 * @returns {{ from: number, to: number }}
 */
export function moveSquares(parentFen, fen) {
  if (!parentFen || !fen) return { from: -1, to: -1 };
  const a = fenSquares(parentFen), b = fenSquares(fen);
  const white = fenSide(parentFen) === 'w';
  const mine = (/** @type {string} */ p) => p !== '.' && isWhite(p) === white;
  let from = -1, to = -1;
  for (let i = 0; i < 64; i++) {
    if (a[i] === b[i]) continue;
    const king = (/** @type {string} */ p) => p.toLowerCase() === 'k';
    if (mine(a[i]) && !mine(b[i]) && (from < 0 || king(a[i]))) from = i;
    if (mine(b[i]) && (to < 0 || king(b[i]))) to = i;
  }
  return { from, to };
}

// Solid glyphs for both sides (filled white or black, outlined): DejaVu Sans has them, and the
// page loads no web font. Letters stand in when the font lacks the glyphs.
/** @type {Readonly<Record<string, string>>} */
const GLYPH = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const LIGHT = '#f0d9b5', DARK = '#b58863', MARK = 'rgba(240, 228, 66, 0.85)';

/** @type {boolean | null} */
let glyphsOk = null;
/** @param {CanvasRenderingContext2D} ctx */
function haveGlyphs(ctx) {
  if (glyphsOk !== null) return glyphsOk;
  // A font without the glyph falls back to a box or nothing: compare with a surely missing one.
  ctx.font = '40px "DejaVu Sans", sans-serif';
  const w = ctx.measureText('♞').width, missing = ctx.measureText('\u{10FFFD}').width;
  glyphsOk = w > 10 && Math.abs(w - missing) > 0.5;
  return glyphsOk;
}

/** The square index (0 = a8) under the point (x, y) of a board drawChessBoard drew (canvas pixels), or -1. */
/** @param {{ width: number }} canvas @param {number} x @param {number} y @returns {number} */
export function chessCellAt(canvas, x, y) {
  const S = canvas.width;
  const edge = Math.round(S * 0.06);
  const q = (S - edge) / 8;
  const f = Math.floor((x - edge) / q), r = Math.floor(y / q);
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
}

/**
 * Draws `fen` on `canvas` (square), with the move's squares marked and coordinates around.
 * @param {HTMLCanvasElement} canvas @param {string} fen @param {{ from?: number, to?: number }} [move]
 */
export function drawChessBoard(canvas, fen, { from = -1, to = -1 } = {}) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const S = canvas.width;
  const edge = Math.round(S * 0.06);
  const q = (S - edge) / 8;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, S, S);
  const sq = fenSquares(fen);
  const glyphs = haveGlyphs(ctx);
  for (let i = 0; i < 64; i++) {
    const r = Math.floor(i / 8), f = i % 8;
    const x = edge + f * q, y = r * q;
    ctx.fillStyle = (r + f) % 2 ? DARK : LIGHT;
    ctx.fillRect(x, y, q, q);
    if (i === from || i === to) {
      ctx.fillStyle = MARK;
      ctx.fillRect(x, y, q, q);
      ctx.strokeStyle = '#111';
      ctx.lineWidth = i === to ? 3 : 2;
      ctx.setLineDash(i === to ? [] : [4, 3]);
      ctx.strokeRect(x + 1.5, y + 1.5, q - 3, q - 3);
      ctx.setLineDash([]);
    }
    const p = sq[i];
    if (p === '.') continue;
    const white = isWhite(p);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (glyphs) {
      ctx.font = `${Math.round(q * 0.82)}px "DejaVu Sans", sans-serif`;
      ctx.lineWidth = Math.max(1.5, q * 0.05);
      ctx.strokeStyle = white ? '#111' : '#eee';
      ctx.fillStyle = white ? '#fff' : '#111';
      ctx.strokeText(GLYPH[p.toLowerCase()], x + q / 2, y + q * 0.54);
      ctx.fillText(GLYPH[p.toLowerCase()], x + q / 2, y + q * 0.54);
      if (white) { ctx.strokeStyle = '#111'; ctx.lineWidth = 1; ctx.strokeText(GLYPH[p.toLowerCase()], x + q / 2, y + q * 0.54); }
    } else {
      ctx.font = `700 ${Math.round(q * 0.6)}px system-ui, sans-serif`;
      ctx.fillStyle = white ? '#fff' : '#111';
      ctx.strokeStyle = white ? '#111' : '#fff';
      ctx.lineWidth = 3;
      ctx.strokeText(p.toUpperCase(), x + q / 2, y + q * 0.54);
      ctx.fillText(p.toUpperCase(), x + q / 2, y + q * 0.54);
    }
  }
  ctx.strokeStyle = '#111';
  ctx.lineWidth = 2;
  ctx.strokeRect(edge, 0, 8 * q, 8 * q);
  ctx.fillStyle = '#333';
  ctx.font = `${Math.round(edge * 0.75)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let k = 0; k < 8; k++) {
    ctx.fillText('abcdefgh'[k], edge + (k + 0.5) * q, 8 * q + edge / 2);
    ctx.fillText(String(8 - k), edge / 2, (k + 0.5) * q);
  }
}
