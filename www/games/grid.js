// Grid boards (tic-tac-toe, and any game the catalogue says is drawn on a grid of cells): reading
// a position's text into cells, and drawing cells in a tree node, a tooltip or the side panel.

import { COLORS } from '../render.js';
import { Flag } from '../trace.js';

/**
 * The cells of a grid position written as text ("X...O.... o", "xo./..x/... b"): the first word,
 * row separators dropped, if it has exactly width × height cells; else null.
 */
export function gridCells(position, width, height) {
  if (typeof position !== 'string') return null;
  const first = position.trim().split(/\s+/)[0] || '';
  const cells = Array.from(first.replace(/[/|]/g, ''));
  return cells.length === width * height ? cells : null;
}

/** The one cell that changed from `before` to `after` (the move into a node), or -1. */
export function changedCell(before, after) {
  if (!before || !after || before.length !== after.length) return -1;
  let at = -1;
  for (let i = 0; i < after.length; i++) {
    if (before[i] === after[i]) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

const isEmpty = (ch) => ch === '.' || ch === '-' || ch === '_' || ch === ' ';
/** The first player's pieces are upper case (X, W), the second's lower case or O. */
const colourOf = (ch) => (ch === 'O' || ch === 'o' || (ch >= 'a' && ch <= 'z') ? COLORS.min : COLORS.max);

/**
 * Draws `cells` (width × height, row by row) in the square of side `size` centred at (x, y).
 * `look`: {last: the cell of the move into the position (marked), faded, frame: the frame's
 * colour (none when absent), frameWidth}.
 */
export function drawGrid(ctx, cells, width, height, x, y, size, look = {}) {
  const cw = size / Math.max(width, height);
  const w = cw * width, h = cw * height;
  const x0 = x - w / 2, y0 = y - h / 2;
  ctx.fillStyle = look.fill || '#fff';
  ctx.fillRect(x0, y0, w, h);
  if (look.frame) {
    ctx.lineWidth = look.frameWidth || 2;
    ctx.strokeStyle = look.frame;
    ctx.strokeRect(x0, y0, w, h);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = look.lines || '#999';
  ctx.beginPath();
  for (let k = 1; k < width; k++) { ctx.moveTo(x0 + k * cw, y0 + 2); ctx.lineTo(x0 + k * cw, y0 + h - 2); }
  for (let k = 1; k < height; k++) { ctx.moveTo(x0 + 2, y0 + k * cw); ctx.lineTo(x0 + w - 2, y0 + k * cw); }
  ctx.stroke();
  ctx.font = `800 ${Math.round(cw / 1.2)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < cells.length; i++) {
    const ch = cells[i];
    const cx = x0 + ((i % width) + 0.5) * cw, cy = y0 + (Math.floor(i / width) + 0.55) * cw;
    if (i === look.last && !look.faded) {
      ctx.fillStyle = '#F0E442';
      ctx.fillRect(cx - cw / 2 + 1, cy - cw / 2 - 1, cw - 2, cw - 2);
    }
    if (isEmpty(ch)) continue;
    ctx.fillStyle = look.faded ? '#999' : colourOf(ch);
    ctx.fillText(ch, cx, cy);
  }
}

/** A width × height canvas painted white, and its context: where the hover cards draw a board. */
export function whiteCanvas(width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  return { canvas, ctx };
}

/** A small canvas with a grid board (for the hover card). */
export function gridCanvas(cells, width, height, last = -1, size = 96) {
  const { canvas: c, ctx } = whiteCanvas(size, size);
  drawGrid(ctx, cells, width, height, size / 2, size / 2, size - 4, { last, lines: '#333' });
  return c;
}

/** Draws a grid board into the side panel's canvas, the move into it marked. */
export function drawGridPanel(canvas, cells, width, height, last) {
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const size = Math.min(canvas.width, canvas.height) - 8;
  drawGrid(ctx, cells, width, height, canvas.width / 2, canvas.height / 2, size, { last, lines: '#333', frame: '#333', frameWidth: 2 });
}

/**
 * The cell (row by row from the top-left) under the point (x, y), in canvas units, of a grid board
 * drawn by drawGridPanel on a W × H canvas; -1 off the board.
 */
export function gridCellAt(W, H, width, height, x, y) {
  const size = Math.min(W, H) - 8;
  const cw = size / Math.max(width, height);
  const x0 = W / 2 - (cw * width) / 2, y0 = H / 2 - (cw * height) / 2;
  const c = Math.floor((x - x0) / cw), r = Math.floor((y - y0) / cw);
  return c >= 0 && c < width && r >= 0 && r < height ? r * width + c : -1;
}

/** The ▲ / ▼ beside a node's board that says who is to move. */
export function drawSideMark(ctx, x, y, size, min, faded) {
  const h = size / 2, r = size / 7;
  const tx = x - h - r - 3, ty = y - h + r;
  ctx.beginPath();
  if (min) { ctx.moveTo(tx - r, ty - r * 0.8); ctx.lineTo(tx + r, ty - r * 0.8); ctx.lineTo(tx, ty + r); }
  else { ctx.moveTo(tx - r, ty + r * 0.8); ctx.lineTo(tx + r, ty + r * 0.8); ctx.lineTo(tx, ty - r); }
  ctx.closePath();
  ctx.fillStyle = faded ? COLORS.future : min ? COLORS.min : COLORS.max;
  ctx.fill();
}

/**
 * A point given in CSS pixels from a canvas's top-left (a click's offsetX/offsetY) in the
 * canvas's own units, which the board layouts use (the side panel's canvas is scaled by CSS).
 * @param {HTMLCanvasElement} canvas @param {number} x @param {number} y
 * @returns {[number, number]}
 */
export function canvasPoint(canvas, x, y) {
  const sx = canvas.clientWidth ? canvas.width / canvas.clientWidth : 1;
  const sy = canvas.clientHeight ? canvas.height / canvas.clientHeight : 1;
  return [x * sx, y * sy];
}

/** The ancestors of drawn node v, nearest first, up to (not through) a driver or the root's parent. */
export function* ancestors(m, v) {
  for (let u = m.dParent[v]; u !== undefined && u < m.D; u = m.dParent[u]) {
    if (u < m.N && m.trace && (m.trace.flags[u] & Flag.DRIVER)) return;
    yield u;
  }
}

/** A hover-card element: a board canvas with a line of text under it (when there is one). */
export function withNote(canvas, note) {
  if (!note) return canvas;
  const div = document.createElement('div');
  const p = document.createElement('div');
  p.textContent = note;
  p.style.maxWidth = '240px';
  div.append(canvas, p);
  return div;
}
