// Dodgem: the 3×3 board with Black's cars (driving right) and White's (driving up), the cars that
// have left beside the board (Black's past the right edge, White's above the top), the move into a
// position marked, and positions that repeat an ancestor's (the game has cycles) told as such.

import { canvasPoint, ancestors, withNote } from './grid.js';
import { drawSideMark, whiteCanvas } from './grid.js';
import { t } from '../i18n.js';
import { boardEditor } from '../board-edit.js';

const MARK = '#F0E442', FROM = 'rgba(240, 228, 66, 0.45)';

/** `b..b...ww b` → {cells (9, row by row from the top-left: 'b', 'w' or '.'), side, offB, offW}; null if not Dodgem. */
export function dodgemParse(text) {
  const m = /^\s*([bw.]{9})\s+([bw])\s*$/i.exec(String(text || ''));
  if (!m) return null;
  const cells = Array.from(m[1].toLowerCase());
  const count = (c) => cells.filter((x) => x === c).length;
  return { cells, side: m[2].toLowerCase(), offB: Math.max(0, 2 - count('b')), offW: Math.max(0, 2 - count('w')) };
}

/** The move from `parentText` to `text`: {from, to (-1 when the car left the board), off}, or null. */
export function dodgemMove(parentText, text) {
  const a = dodgemParse(parentText), b = dodgemParse(text);
  if (!a || !b) return null;
  const me = a.side;
  let from = -1, to = -1;
  for (let i = 0; i < 9; i++) {
    if (a.cells[i] === me && b.cells[i] !== me) from = i;
    if (b.cells[i] === me && a.cells[i] !== me) to = i;
  }
  if (from < 0) return null;
  return { from, to, off: to < 0 };
}

/**
 * Where the board goes in a W × H area: cell side u, the board's top-left (x0, y0); the exits
 * right and above; with `labels` (the side panel) room for the files and ranks left and below.
 */
export function dodgemLayout(W, H, labels = false) {
  const pad = labels ? 0.3 : 0;
  const u = Math.min(W, H) / (3.9 + pad);
  const x0 = (W - (3.8 + pad) * u) / 2 + pad * u, y0 = (H - (3.8 + pad) * u) / 2 + 0.8 * u;
  return { u, x0, y0 };
}

/** The cell (0..8, row by row from the top-left) under the point (x, y) of a board laid out in W × H, or -1. */
export function dodgemCellAt(W, H, x, y, labels = true) {
  const { u, x0, y0 } = dodgemLayout(W, H, labels);
  const c = Math.floor((x - x0) / u), r = Math.floor((y - y0) / u);
  return c >= 0 && c < 3 && r >= 0 && r < 3 ? r * 3 + c : -1;
}

/** How many plies up the path the same position (board and side) stands, or 0. */
export function repeatsAt(boards, m, v) {
  if (!boards || !boards[v]) return 0;
  let k = 0;
  for (const u of ancestors(m, v)) {
    k++;
    if (boards[u] === boards[v]) return k;
  }
  return 0;
}

function car(ctx, x, y, s, colour, faded, marked) {
  const r = s * 0.36;
  ctx.beginPath();
  ctx.roundRect ? ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * 0.35) : ctx.rect(x - r, y - r, 2 * r, 2 * r);
  ctx.fillStyle = faded ? (colour === 'b' ? '#888' : '#eee') : colour === 'b' ? '#111' : '#fff';
  ctx.fill();
  ctx.lineWidth = marked ? Math.max(2, s * 0.08) : Math.max(1, s * 0.04);
  ctx.strokeStyle = marked && !faded ? '#b8860b' : faded ? '#aaa' : '#111';
  ctx.stroke();
  // The arrow says where the car drives: Black right, White up.
  const a = r * 0.55;
  ctx.beginPath();
  if (colour === 'b') { ctx.moveTo(x - a * 0.7, y - a); ctx.lineTo(x + a, y); ctx.lineTo(x - a * 0.7, y + a); }
  else { ctx.moveTo(x - a, y + a * 0.7); ctx.lineTo(x, y - a); ctx.lineTo(x + a, y + a * 0.7); }
  ctx.closePath();
  ctx.fillStyle = colour === 'b' ? (faded ? '#ddd' : '#fff') : faded ? '#aaa' : '#111';
  ctx.fill();
}

/** Draws position `p` (dodgemParse) in the W × H box at (ox, oy); `mv` the move into it (dodgemMove). */
export function drawDodgem(ctx, p, ox, oy, W, H, { mv = null, faded = false, fill = '#fff', frame = '#333', frameWidth = 2, labels = false } = {}) {
  const { u, x0: bx, y0: by } = dodgemLayout(W, H, labels);
  const x0 = ox + bx, y0 = oy + by;
  // The exits: a strip past the right edge (Black's) and above the top (White's).
  ctx.fillStyle = faded ? '#f4f4f4' : '#eef3f8';
  ctx.fillRect(x0 + 3 * u, y0, 0.8 * u, 3 * u);
  ctx.fillRect(x0, y0 - 0.8 * u, 3 * u, 0.8 * u);
  ctx.fillStyle = fill;
  ctx.fillRect(x0, y0, 3 * u, 3 * u);
  for (const i of [mv?.from, mv?.to]) {
    if (i === undefined || i < 0 || faded) continue;
    ctx.fillStyle = i === mv.to ? MARK : FROM;
    ctx.fillRect(x0 + (i % 3) * u, y0 + Math.floor(i / 3) * u, u, u);
  }
  ctx.strokeStyle = faded ? '#bbb' : '#888';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let k = 1; k < 3; k++) {
    ctx.moveTo(x0 + k * u, y0); ctx.lineTo(x0 + k * u, y0 + 3 * u);
    ctx.moveTo(x0, y0 + k * u); ctx.lineTo(x0 + 3 * u, y0 + k * u);
  }
  ctx.stroke();
  ctx.lineWidth = frameWidth;
  ctx.strokeStyle = frame;
  ctx.strokeRect(x0, y0, 3 * u, 3 * u);
  for (let i = 0; i < 9; i++) {
    const c = p.cells[i];
    if (c === '.') continue;
    car(ctx, x0 + (i % 3 + 0.5) * u, y0 + (Math.floor(i / 3) + 0.5) * u, u, c, faded, mv && i === mv.to);
  }
  // Cars that have left: Black's in the right strip (bottom up), White's in the top strip (left on).
  const off = mv && mv.off && !faded;
  for (let k = 0; k < p.offB; k++) {
    const last = off && p.side === 'w' && k === p.offB - 1;
    car(ctx, x0 + 3.4 * u, y0 + (2.5 - k) * u, u * 0.8, 'b', faded, last);
  }
  for (let k = 0; k < p.offW; k++) {
    const last = off && p.side === 'b' && k === p.offW - 1;
    car(ctx, x0 + (0.5 + k) * u, y0 - 0.4 * u, u * 0.8, 'w', faded, last);
  }
  if (labels) {
    ctx.fillStyle = '#555';
    ctx.font = `${Math.round(u * 0.2)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let k = 0; k < 3; k++) {
      ctx.fillText('abc'[k], x0 + (k + 0.5) * u, y0 + 3 * u + u * 0.15);
      ctx.fillText(String(3 - k), x0 - u * 0.12, y0 + (k + 0.5) * u);
    }
    // The exits, named where no car that has left stands.
    ctx.fillStyle = '#333';
    // The right strip is 0.8 of a cell wide: a longer word (Polish "wyjazd →") gets a smaller font.
    const fit = (text, x, y, room) => {
      const size = Math.round(u * 0.2);
      const w = ctx.measureText(text).width;
      if (w > room) ctx.font = `${Math.max(9, Math.floor(size * room / w))}px system-ui, sans-serif`;
      ctx.fillText(text, x, y);
      ctx.font = `${size}px system-ui, sans-serif`;
    };
    fit(t('dodgem.black'), x0 + 3.4 * u, y0 + 0.3 * u, 0.76 * u);
    fit(t('dodgem.exitRight'), x0 + 3.4 * u, y0 + 0.6 * u, 0.76 * u);
    ctx.fillText(t('dodgem.white'), x0 + 2.5 * u, y0 - 0.55 * u);
    ctx.fillText(t('dodgem.exitUp'), x0 + 2.5 * u, y0 - 0.25 * u);
  }
}

const boardsOf = (m) => m.labels.boards || null;
const moveInto = (m, v) => {
  const b = boardsOf(m), p = m.dParent[v];
  return b && p < m.D ? dodgemMove(b[p], b[v]) : null;
};

/** The note on a node whose position is already on its path: a cycle, cut by the depth limit at a leaf. */
export function cycleNote(m, v, short = false) {
  const k = repeatsAt(boardsOf(m), m, v);
  if (!k) return '';
  const leaf = m.layout && m.layout.childStart[v] === m.layout.childStart[v + 1];
  if (short) return t(leaf ? 'dodgem.cycleLeafShort' : 'dodgem.cycleShort', { k });
  return t(leaf ? 'dodgem.cycleLeaf' : 'dodgem.cycle', { k });
}

export default {
  kind: 'dodgem',
  wantsBoards: true,
  hasPosition: true,
  evalTotal: 'eval.blackView', // a dictionary key

  /** The position field and the rule, and a board to set the position up by clicking (board-edit.js). */
  buildPanel(box, entry, ui) {
    const pos = entry.options.map((o) => [o, ui.field(o)]).find(([o]) => o.name === 'position');
    return pos ? { written: boardEditor(box, 'dodgem', this, ui, pos[1]).draw } : {};
  },

  nodeBoard(m) {
    if (!boardsOf(m)) return null;
    return (ctx, v, x, y, size, look) => {
      const p = dodgemParse(boardsOf(m)[v]);
      if (!p) return false;
      drawDodgem(ctx, p, x - size / 2, y - size / 2, size, size, { mv: moveInto(m, v), faded: look.faded, fill: look.fill, frame: look.frame, frameWidth: look.frameWidth });
      drawSideMark(ctx, x, y, size, look.min, look.faded);
      return true;
    };
  },
  tooltip(m, v) {
    const p = boardsOf(m) && dodgemParse(boardsOf(m)[v]);
    if (!p) return null;
    const { canvas: c, ctx } = whiteCanvas(120, 120);
    drawDodgem(ctx, p, 0, 0, 120, 120, { mv: moveInto(m, v) });
    return withNote(c, cycleNote(m, v, true));
  },
  drawPosition(canvas, board, parentBoard) {
    const p = dodgemParse(board);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (p) drawDodgem(ctx, p, 0, 0, canvas.width, canvas.height, { mv: dodgemMove(parentBoard, board), labels: true });
  },
  nodeNote(m, v) {
    // Only the depth limit's cut (a leaf) is said in the narration.
    const leaf = m.layout && m.layout.childStart[v] === m.layout.childStart[v + 1];
    return leaf ? cycleNote(m, v) : '';
  },
  positionNote(m, v) {
    return cycleNote(m, v);
  },
  sideToMove(board) {
    const p = dodgemParse(board);
    return t(p && p.side === 'w' ? 'side.whiteMin' : 'side.blackMax');
  },
  /** The cell under (x, y), CSS pixels from the canvas's top-left, or -1 (the play mode's clicks). */
  cellAt(canvas, positionText, x, y) {
    const [px, py] = canvasPoint(canvas, x, y);
    return dodgemCellAt(canvas.width, canvas.height, px, py);
  },
  /** A cell (row by row from the top-left, as the core's move_cells) as the core's move names say it: a3 … c1. */
  cellName: (cell) => 'abc'[cell % 3] + (3 - Math.floor(cell / 3)),
};
