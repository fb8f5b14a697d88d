// Connect Four: the columns with their discs (X, the first player, in MAX's colour; O in MIN's), the
// last disc marked, the board's size read from the position text (`7x6:4453`, 4×4 to 7×6).

import { COLORS } from '../render.js';
import { canvasPoint, drawSideMark, whiteCanvas } from './grid.js';
import { NAME_LIMIT } from './generic.js';
import { t } from '../i18n.js';
import { connect4Editor } from '../board-edit.js';

/** Above this many drawn nodes no node's position is worked out (nor drawn in the tree). */
export const BOARD_DERIVE_LIMIT = 200_000;

/**
 * `7x6:4453` → {width, height, moves (columns, 0-based), cells (row by row from the top-left:
 * 'X', 'O' or '.'), last (the last disc's cell, or -1), side ('X' or 'O' to move)}; null if not
 * a Connect Four position.
 */
export function connect4Parse(text) {
  const m = /^\s*(\d)\s*[x×]\s*(\d)\s*:\s*([0-9]*)\s*$/i.exec(String(text || ''));
  if (!m) return null;
  const width = +m[1], height = +m[2];
  if (width < 4 || width > 7 || height < 4 || height > 6) return null;
  const cells = Array(width * height).fill('.');
  const filled = Array(width).fill(0);
  const moves = [];
  let last = -1;
  for (const ch of m[3]) {
    const col = +ch - 1;
    if (col < 0 || col >= width || filled[col] >= height) return null;
    last = (height - 1 - filled[col]) * width + col;
    cells[last] = moves.length % 2 === 0 ? 'X' : 'O';
    filled[col]++;
    moves.push(col);
  }
  return { width, height, moves, cells, last, side: moves.length % 2 === 0 ? 'X' : 'O', filled };
}

/** True when the disc `mark` ('X' or 'O') has four in a row on `p`'s board, across, up or on a diagonal. */
export function connect4HasFour(p, mark) {
  const at = (c, r) => c >= 0 && c < p.width && r >= 0 && r < p.height && p.cells[r * p.width + c] === mark;
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        if ([0, 1, 2, 3].every((k) => at(c + k * dc, r + k * dr))) return true;
      }
    }
  }
  return false;
}

/** Where a width × height board goes in a W × H area: cell side u and the top-left (x0, y0); room for column numbers under it. */
export function connect4Layout(W, H, width, height, numbers = false) {
  const u = Math.min(W / (width + 0.2), H / (height + (numbers ? 0.7 : 0.2)));
  return { u, x0: (W - width * u) / 2, y0: (H - (height + (numbers ? 0.5 : 0)) * u) / 2 };
}

/**
 * The cell a click at (x, y) plays: anywhere in a column means the cell its disc lands on (row by
 * row from the top-left of this position's board, as the core's move_cells() gives it); -1 off the
 * board or on a full column.
 */
export function connect4CellAt(p, W, H, x, y, numbers = true) {
  if (!p) return -1;
  const { u, x0, y0 } = connect4Layout(W, H, p.width, p.height, numbers);
  const col = Math.floor((x - x0) / u), row = Math.floor((y - y0) / u);
  if (col < 0 || col >= p.width || row < 0 || row >= p.height) return -1;
  if (p.filled[col] >= p.height) return -1;
  return (p.height - 1 - p.filled[col]) * p.width + col;
}

/** Draws position `p` in the W × H box at (ox, oy). look: {faded, frame, frameWidth, numbers}. */
export function drawConnect4(ctx, p, ox, oy, W, H, look = {}) {
  const { u, x0: bx, y0: by } = connect4Layout(W, H, p.width, p.height, look.numbers);
  const x0 = ox + bx, y0 = oy + by;
  ctx.fillStyle = look.faded ? '#e8e8e8' : '#cfd8e3';
  ctx.fillRect(x0, y0, p.width * u, p.height * u);
  if (look.frame) {
    ctx.lineWidth = look.frameWidth || 2;
    ctx.strokeStyle = look.frame;
    ctx.strokeRect(x0, y0, p.width * u, p.height * u);
  }
  const r = u * 0.4;
  for (let i = 0; i < p.cells.length; i++) {
    const cx = x0 + (i % p.width + 0.5) * u, cy = y0 + (Math.floor(i / p.width) + 0.5) * u;
    const c = p.cells[i];
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, 2 * Math.PI);
    ctx.fillStyle = c === '.' ? '#fff' : look.faded ? (c === 'X' ? '#9ab' : '#cba') : c === 'X' ? COLORS.max : COLORS.min;
    ctx.fill();
    if (i === p.last && c !== '.') {
      // The last disc: a yellow ring and a dot.
      ctx.lineWidth = Math.max(1.5, u * 0.12);
      ctx.strokeStyle = look.faded ? '#999' : '#F0E442';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.28, 0, 2 * Math.PI);
      ctx.fillStyle = look.faded ? '#999' : '#F0E442';
      ctx.fill();
    }
  }
  if (look.numbers) {
    ctx.fillStyle = '#333';
    ctx.font = `600 ${Math.round(u * 0.32)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let k = 0; k < p.width; k++) ctx.fillText(String(k + 1), x0 + (k + 0.5) * u, y0 + (p.height + 0.28) * u);
  }
}

/**
 * Every drawn node's position text, from the root's and the move names (`X4`: a disc in column 4),
 * parents before children: the core's board() replays a node's path (about 6 µs a node), this is
 * a string append. A name that is no column (a driver's root search) keeps the parent's position.
 */
export function connect4Boards(rootBoard, dParent, names) {
  const D = dParent.length;
  const boards = new Array(D);
  boards[0] = rootBoard;
  for (let v = 1; v < D; v++) {
    const before = boards[dParent[v]] ?? rootBoard;
    const m = /^[XO](\d)$/.exec(names[v] || '');
    boards[v] = m ? before + m[1] : before;
  }
  return boards;
}

const posOf = (m, v) => (m.labels.boards && m.labels.boards[v] ? connect4Parse(m.labels.boards[v]) : null);

export default {
  kind: 'connect4',
  // One net per board size (the input is the board); 4×4 ships, as the page can solve it for the
  // Train panel's curve against perfect play (www/nets/connect4-4x4.json, the command below).
  nets: [{ id: 'connect4 4x4', spec: { kind: 'connect4', size: '4x4' }, file: 'connect4-4x4.json', chunk: 10, cells: 16,
    command: 'cutoff train --game connect4 --size 4x4 --seed 1', label: () => t('train.game.connect4', { size: '4×4' }) }],
  netKey: (spec) => `connect4 ${spec.size || '7x6'}`,
  wantsBoards: true,
  hasPosition: true,
  evalTotal: 'eval.xView', // a dictionary key

  /** The moves and the board's size, and a board to drop discs on by clicking (board-edit.js). */
  buildPanel(box, entry, ui) {
    const fields = new Map(entry.options.map((o) => [o.name, ui.field(o)]));
    return fields.has('position') ? { written: connect4Editor(box, this, ui, fields.get('position'), fields.get('size')).draw } : {};
  },

  workerLabels(handle, run) {
    if (run.D > NAME_LIMIT) return {};
    const names = handle.nodeNamesJoined().split('\n');
    // Derived boards cost ~0.3-1 µs a node here (the names are fetched anyway): a limit all the same.
    return run.D > BOARD_DERIVE_LIMIT ? { names } : { names, boards: connect4Boards(handle.board(0) || '', run.dParent, names) };
  },

  nodeBoard(m) {
    if (!m.labels.boards) return null;
    return (ctx, v, x, y, size, look) => {
      const p = posOf(m, v);
      if (!p) return false;
      ctx.fillStyle = look.fill || '#fff';
      ctx.fillRect(x - size / 2, y - size / 2, size, size);
      drawConnect4(ctx, p, x - size / 2, y - size / 2, size, size, { faded: look.faded, frame: look.frame, frameWidth: look.frameWidth });
      drawSideMark(ctx, x, y, size, look.min, look.faded);
      return true;
    };
  },
  tooltip(m, v) {
    const p = posOf(m, v);
    if (!p) return null;
    const { canvas: c, ctx } = whiteCanvas(140, 120);
    drawConnect4(ctx, p, 0, 0, c.width, c.height, { frame: '#333', frameWidth: 1, numbers: true });
    return c;
  },
  drawPosition(canvas, board) {
    const p = connect4Parse(board);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (p) drawConnect4(ctx, p, 0, 0, canvas.width, canvas.height, { frame: '#333', frameWidth: 2, numbers: true });
  },
  positionNote(m, v, board) {
    const p = connect4Parse(board);
    if (!p) return '';
    const n = p.moves.length;
    // A full board with no four is a draw, and the box says so (the evaluation's only term is 0).
    if (n === p.width * p.height && !connect4HasFour(p, 'X') && !connect4HasFour(p, 'O')) {
      return t('connect4.noteDraw', { w: p.width, h: p.height, col: p.moves[n - 1] + 1 });
    }
    return n ? t('connect4.noteLast', { w: p.width, h: p.height, n, col: p.moves[n - 1] + 1 }) : t('connect4.note', { w: p.width, h: p.height, n });
  },
  /** True where the game is over: a four on the board, or the board full. */
  isOver(board) {
    const p = connect4Parse(board);
    return !!p && (p.moves.length === p.width * p.height || connect4HasFour(p, 'X') || connect4HasFour(p, 'O'));
  },
  sideToMove(board) {
    const p = connect4Parse(board);
    return t(p && p.side === 'O' ? 'side.oMin' : 'side.xMax');
  },
  /** The position text read (the editor names its cells by what they hold). */
  parse: connect4Parse,
  /** The cell drawn under (x, y), CSS pixels, full or empty (the editor's grid of cells; cellAt gives the column's drop), or -1. */
  cellUnder(canvas, positionText, x, y) {
    const p = connect4Parse(String(positionText).split(':')[0] + ':');
    if (!p) return -1;
    const [px, py] = canvasPoint(canvas, x, y);
    const { u, x0, y0 } = connect4Layout(canvas.width, canvas.height, p.width, p.height, true);
    const col = Math.floor((px - x0) / u), row = Math.floor((py - y0) / u);
    return col < 0 || col >= p.width || row < 0 || row >= p.height ? -1 : row * p.width + col;
  },
  /** The cell a click at (x, y) (CSS pixels from the canvas's top-left) plays, or -1. */
  cellAt(canvas, positionText, x, y) {
    const [px, py] = canvasPoint(canvas, x, y);
    return connect4CellAt(connect4Parse(positionText), canvas.width, canvas.height, px, py);
  },
};
