// Xiangqi: 9 × 10 points, the river, the two palaces with their diagonals, the pieces as discs
// with their characters (red 帥仕相傌俥炮兵, black 將士象馬車砲卒) or, where this browser has no
// font with the glyphs (the page loads none) or the user asks, the letters K A B N R C P.

import { canvasPoint, withNote, drawSideMark, whiteCanvas } from './grid.js';
import { boardEditor } from '../board-edit.js';
import { t, onLanguageChange, word } from '../i18n.js';
import { numberedLine } from '../model.js';

export const FILES = 9, RANKS = 10;
const RED = '#c0201a', BLACK = '#111', MARK = 'rgba(240, 228, 66, 0.85)';
const GLYPHS = {
  K: '帥', A: '仕', B: '相', N: '傌', R: '俥', C: '炮', P: '兵',
  k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒',
};

/**
 * The 90 points of a xiangqi FEN, row by row from Black's back rank (as the core's move_cells()
 * numbers them), '.' for empty, pieces as K A B N R C P (E and H read as B and N; lower case
 * Black); and the side to move ('r' or 'b'). Null if the placement is not 10 ranks of 9.
 */
export function xiangqiParse(fen) {
  const [place, side] = String(fen || '').trim().split(/\s+/);
  const rows = (place || '').split('/');
  if (rows.length !== RANKS) return null;
  const cells = [];
  for (const row of rows) {
    let n = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '9') { for (let k = 0; k < +ch; k++) cells.push('.'); n += +ch; continue; }
      const up = ch.toUpperCase();
      const norm = up === 'E' ? 'B' : up === 'H' ? 'N' : up;
      if (!'KABNRCP'.includes(norm)) return null;
      cells.push(ch === up ? norm : norm.toLowerCase());
      n++;
    }
    if (n !== FILES) return null;
  }
  return { cells, side: side === 'b' ? 'b' : 'r' };
}

const isRed = (p) => p >= 'A' && p <= 'Z';

/** The points the move from `parentFen` to `fen` left and reached: {from, to}, -1 where unknown. */
export function xiangqiMove(parentFen, fen) {
  const a = xiangqiParse(parentFen), b = xiangqiParse(fen);
  if (!a || !b) return { from: -1, to: -1 };
  const mine = (p) => p !== '.' && isRed(p) === (a.side === 'r');
  let from = -1, to = -1;
  for (let i = 0; i < a.cells.length; i++) {
    if (a.cells[i] === b.cells[i]) continue;
    if (mine(a.cells[i]) && !mine(b.cells[i])) from = i;
    if (mine(b.cells[i])) to = i;
  }
  return { from, to };
}

/** Where the points go in a W × H area: spacing s, the a9 point (top-left) at (x0, y0). */
export function xiangqiLayout(W, H, margin = 0.6) {
  const s = Math.min(W / (FILES - 1 + 2 * margin), H / (RANKS - 1 + 2 * margin));
  return { s, x0: (W - (FILES - 1) * s) / 2, y0: (H - (RANKS - 1) * s) / 2 };
}

/**
 * A point's name as the board's edge labels it: its file a–i, then its rank 9 (Black's back rank,
 * the top row) down to 0 (Red's): point 0 is a9, point 81 a0. The play messages name points so.
 */
export const xiangqiPointName = (cell) => 'abcdefghi'[cell % FILES] + String(RANKS - 1 - Math.floor(cell / FILES));

/** The point (row by row from Black's back rank) nearest (x, y), within half a spacing; else -1. */
export function xiangqiCellAt(W, H, x, y, margin = 0.75) {
  const { s, x0, y0 } = xiangqiLayout(W, H, margin);
  const f = Math.round((x - x0) / s), r = Math.round((y - y0) / s);
  if (f < 0 || f >= FILES || r < 0 || r >= RANKS) return -1;
  if (Math.hypot(x - (x0 + f * s), y - (y0 + r * s)) > s * 0.5) return -1;
  return r * FILES + f;
}

let glyphVerdict = null;
/**
 * True when this browser draws every piece character with a real glyph: each is drawn to a canvas
 * and compared, pixel by pixel, with a code point no font has (the notdef box or nothing). The page
 * loads no font, so this depends on the system's (Debian: fonts-wqy-microhei or fonts-noto-cjk).
 */
export function glyphsRender() {
  if (glyphVerdict !== null) return glyphVerdict;
  if (typeof document === 'undefined') return (glyphVerdict = false);
  try {
    const c = document.createElement('canvas');
    c.width = c.height = 40;
    const ctx = c.getContext('2d', { willReadFrequently: true });
    const draw = (ch) => {
      ctx.clearRect(0, 0, 40, 40);
      ctx.font = '32px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#000';
      ctx.fillText(ch, 4, 20);
      return ctx.getImageData(0, 0, 40, 40).data;
    };
    const missing = draw('\u{10FFFD}');
    const missing2 = draw('\u{E01EF}');
    const same = (a, b) => a.every((x, i) => x === b[i]);
    glyphVerdict = Object.values(GLYPHS).every((g) => {
      const d = draw(g);
      const ink = d.some((x, i) => i % 4 === 3 && x > 0);
      return ink && !same(d, missing) && !same(d, missing2);
    });
  } catch {
    glyphVerdict = false;
  }
  return glyphVerdict;
}

/** The page-side choice of the panel: characters where they render, letters where asked or not. */
const view = { letters: false, last: null };
/** 'characters' or 'letters': how the pieces are drawn now. */
export const piecesMode = () => (!view.letters && glyphsRender() ? 'characters' : 'letters');

function drawLines(ctx, x0, y0, s, look) {
  ctx.strokeStyle = look.faded ? '#bbb' : '#5a3e1b';
  ctx.lineWidth = Math.max(0.6, s * 0.035);
  ctx.beginPath();
  for (let r = 0; r < RANKS; r++) { ctx.moveTo(x0, y0 + r * s); ctx.lineTo(x0 + 8 * s, y0 + r * s); }
  for (let f = 0; f < FILES; f++) {
    // Files cross the river only at the edges.
    if (f === 0 || f === 8) { ctx.moveTo(x0 + f * s, y0); ctx.lineTo(x0 + f * s, y0 + 9 * s); continue; }
    ctx.moveTo(x0 + f * s, y0); ctx.lineTo(x0 + f * s, y0 + 4 * s);
    ctx.moveTo(x0 + f * s, y0 + 5 * s); ctx.lineTo(x0 + f * s, y0 + 9 * s);
  }
  // The palaces' diagonals.
  for (const top of [0, 7]) {
    ctx.moveTo(x0 + 3 * s, y0 + top * s); ctx.lineTo(x0 + 5 * s, y0 + (top + 2) * s);
    ctx.moveTo(x0 + 5 * s, y0 + top * s); ctx.lineTo(x0 + 3 * s, y0 + (top + 2) * s);
  }
  ctx.stroke();
  ctx.lineWidth = Math.max(1, s * 0.07);
  ctx.strokeRect(x0, y0, 8 * s, 9 * s);
}

/**
 * Draws the position `p` (xiangqiParse) in the W × H box at (ox, oy). look: {from, to (points
 * marked), faded, coords, mode ('characters' or 'letters'), dots (pieces as plain discs, for tiny
 * boards)}.
 */
export function drawXiangqi(ctx, p, ox, oy, W, H, look = {}) {
  const { s, x0: bx, y0: by } = xiangqiLayout(W, H, look.coords ? 0.75 : 0.6);
  const x0 = ox + bx, y0 = oy + by;
  ctx.fillStyle = look.faded ? '#f4f1ea' : '#f3dfb0';
  ctx.fillRect(x0 - 0.55 * s, y0 - 0.55 * s, 9.1 * s, 10.1 * s);
  drawLines(ctx, x0, y0, s, look);
  // The river: its words in characters where they render, else in English.
  if (s >= 14) {
    ctx.fillStyle = look.faded ? '#bbb' : '#7a5a2e';
    ctx.font = `${Math.round(s * 0.5)}px serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const cy = y0 + 4.5 * s;
    if (look.mode === 'characters') {
      ctx.fillText('楚 河', x0 + 2 * s, cy);
      ctx.fillText('漢 界', x0 + 6 * s, cy);
    } else {
      ctx.font = `italic ${Math.round(s * 0.42)}px serif`;
      ctx.fillText(t('xiangqi.river'), x0 + 4 * s, cy);
    }
  }
  for (const i of [look.from, look.to]) {
    if (i === undefined || i < 0 || look.faded) continue;
    const cx = x0 + (i % FILES) * s, cy = y0 + Math.floor(i / FILES) * s;
    ctx.fillStyle = MARK;
    ctx.fillRect(cx - 0.48 * s, cy - 0.48 * s, 0.96 * s, 0.96 * s);
  }
  const r = s * 0.43;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < p.cells.length; i++) {
    const pc = p.cells[i];
    if (pc === '.') continue;
    const cx = x0 + (i % FILES) * s, cy = y0 + Math.floor(i / FILES) * s;
    const colour = look.faded ? '#999' : isRed(pc) ? RED : BLACK;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, 2 * Math.PI);
    if (look.dots) {
      ctx.fillStyle = colour;
      ctx.fill();
      continue;
    }
    ctx.fillStyle = '#fdf6e3';
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.06);
    ctx.strokeStyle = colour;
    ctx.stroke();
    ctx.fillStyle = colour;
    if (look.mode === 'characters') {
      ctx.font = `${Math.round(s * 0.58)}px sans-serif`;
      ctx.fillText(GLYPHS[pc], cx, cy + s * 0.02);
    } else {
      ctx.font = `700 ${Math.round(s * 0.5)}px system-ui, sans-serif`;
      ctx.fillText(pc.toUpperCase(), cx, cy + s * 0.03);
    }
  }
  // The piece that moved: a ring, since its disc covers most of its point's mark.
  if (look.to >= 0 && !look.faded && p.cells[look.to] !== '.') {
    ctx.beginPath();
    ctx.arc(x0 + (look.to % FILES) * s, y0 + Math.floor(look.to / FILES) * s, r + s * 0.05, 0, 2 * Math.PI);
    ctx.lineWidth = Math.max(1.5, s * 0.09);
    ctx.strokeStyle = '#e0b000';
    ctx.stroke();
  }
  if (look.coords) {
    ctx.fillStyle = '#555';
    ctx.font = `${Math.round(s * 0.3)}px system-ui, sans-serif`;
    for (let f = 0; f < FILES; f++) ctx.fillText('abcdefghi'[f], x0 + f * s, y0 + 9 * s + 0.62 * s);
    for (let rk = 0; rk < RANKS; rk++) ctx.fillText(String(9 - rk), x0 - 0.68 * s, y0 + rk * s);
  }
}

function paintPanel(canvas, board, parentBoard) {
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const p = xiangqiParse(board);
  const mode = piecesMode();
  canvas.dataset.pieces = mode;
  if (p) drawXiangqi(ctx, p, 0, 0, canvas.width, canvas.height, { ...xiangqiMove(parentBoard, board), mode, coords: true });
}

const posOf = (m, v) => (m.labels.boards && m.labels.boards[v] ? xiangqiParse(m.labels.boards[v]) : null);
const moveInto = (m, v) => {
  const p = m.dParent[v];
  return m.labels.boards && p < m.D ? xiangqiMove(m.labels.boards[p], m.labels.boards[v]) : {};
};

export default {
  /** The evaluation's terms whose counts are of xiangqi pieces, by their WXF letters (said as eval.piece.xiangqi.*). */
  pieceTerms: ['materialXq', 'materialAcross'],
  kind: 'xiangqi',
  valueNotation: 'mate', // +M2, as chess writes it (format.js)
  wantsBoards: true,
  hasPosition: true,
  noPreset: word('chess.startPosition'),
  evalTotal: 'eval.redView', // a dictionary key
  // Its moves are in the international notation (WXF) in every language: the legend says so (legend.js).
  legendNote: 'legend.xqNotation',

  buildPanel(box, entry, ui) {
    const fen = entry.options.map((o) => [o, ui.field(o)]).find(([o]) => o.name === 'fen');
    // A page-side choice (the core never hears of it): letters instead of characters.
    const wrap = document.createElement('div');
    wrap.className = 'check';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'xq-letters';
    input.checked = view.letters;
    const label = document.createElement('label');
    label.htmlFor = 'xq-letters';
    label.textContent = t('xiangqi.letters');
    const note = document.createElement('p');
    note.className = 'help';
    note.id = 'xq-glyph-note';
    note.textContent = glyphsRender() ? '' : t('xiangqi.noGlyphs');
    note.hidden = !note.textContent;
    wrap.append(input, label);
    // Another language: the page-side words again, while this panel is on show.
    const stop = onLanguageChange(() => {
      if (!label.isConnected) { stop(); return; }
      label.textContent = t('xiangqi.letters');
      note.textContent = glyphsRender() ? '' : t('xiangqi.noGlyphs');
    });
    box.append(wrap, note);
    input.addEventListener('change', () => {
      view.letters = input.checked;
      if (view.last) paintPanel(...view.last);
    });
    // A board to set the position up by clicking, drawn as the side panel draws (board-edit.js).
    if (!fen) return {};
    const editor = boardEditor(box, 'xiangqi', { ...this, drawPosition: (c, b) => paintPanel(c, b, null) }, ui, fen[1]);
    input.addEventListener('change', () => editor.draw());
    return { written: editor.draw };
  },

  nodeBoard(m) {
    if (!m.labels.boards) return null;
    return (ctx, v, x, y, size, look) => {
      const p = posOf(m, v);
      if (!p) return false;
      ctx.fillStyle = look.fill || '#fff';
      ctx.fillRect(x - size / 2, y - size / 2, size, size);
      drawXiangqi(ctx, p, x - size / 2, y - size / 2, size, size, { ...moveInto(m, v), faded: look.faded, dots: true });
      if (look.frame) {
        ctx.lineWidth = look.frameWidth || 2;
        ctx.strokeStyle = look.frame;
        ctx.strokeRect(x - size * 0.45, y - size / 2, size * 0.9, size);
      }
      drawSideMark(ctx, x + size * 0.05, y, size, look.min, look.faded);
      return true;
    };
  },
  tooltip(m, v) {
    const p = posOf(m, v);
    if (!p) return null;
    const { canvas: c, ctx } = whiteCanvas(162, 180);
    drawXiangqi(ctx, p, 0, 0, c.width, c.height, { ...moveInto(m, v), mode: piecesMode() });
    c.dataset.pieces = piecesMode();
    return withNote(c, '');
  },
  drawPosition(canvas, board, parentBoard) {
    view.last = [canvas, board, parentBoard];
    paintPanel(canvas, board, parentBoard);
  },
  sideToMove(board) {
    return t(xiangqiParse(board)?.side === 'b' ? 'side.black' : 'side.red');
  },
  cellName: xiangqiPointName,
  /** The point nearest a click at (x, y) (CSS pixels from the canvas's top-left), or -1. */
  cellAt(canvas, positionText, x, y) {
    const [px, py] = canvasPoint(canvas, x, y);
    return xiangqiCellAt(canvas.width, canvas.height, px, py);
  },
  /** The principal variation numbered as WXF notation numbers it: "1. H4+3 K5+1 2. H3+5". */
  pvLine(m, nodes) {
    return numberedLine(nodes.map((v) => m.moveLabel(v)), nodes.length > 0 && m.minToMove[nodes[0]] === 0);
  },
};
