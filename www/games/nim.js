// Nim: each heap a row of objects, those the move into the position took marked (crossed, in
// yellow), and Bouton's nim-sum of the lit position in words beside the board.

import { canvasPoint, drawSideMark, whiteCanvas } from './grid.js';
import { NAME_LIMIT } from './generic.js';
import { gameInfo } from './registry.js';
import { t } from '../i18n.js';
import { nimEditor } from '../board-edit.js';

/** Above this many drawn nodes no node's position is worked out (nor drawn in the tree). */
export const BOARD_DERIVE_LIMIT = 200_000;

/**
 * The core's Nim board, as its catalogue entry gives it (crate/src/game/nim.rs: MAX_HEAPS heaps of
 * at most MAX_HEAP objects; move_cells numbers its cells by them): {heaps, objects}.
 */
const board = () => {
  const b = gameInfo('nim').board;
  return { heaps: b.width, objects: b.height };
};

/** `3,4,5` or `3,4,5 min` → {heaps, side ('max' or 'min')}; null if not a Nim position. */
export function nimParse(text) {
  const m = /^\s*(\d+(?:\s*,\s*\d+)*)\s*(max|min)?\s*$/i.exec(String(text || ''));
  if (!m) return null;
  const heaps = m[1].split(',').map((h) => +h.trim());
  const { heaps: most, objects } = board();
  if (heaps.length > most || heaps.some((h) => h > objects)) return null;
  return { heaps, side: (m[2] || 'max').toLowerCase() };
}

/** The move from `parentText` to `text`: {heap (0-based), take}, or null. */
export function nimTaken(parentText, text) {
  const a = nimParse(parentText), b = nimParse(text);
  if (!a || !b || a.heaps.length !== b.heaps.length) return null;
  for (let i = 0; i < a.heaps.length; i++) {
    if (a.heaps[i] !== b.heaps[i]) return a.heaps[i] > b.heaps[i] ? { heap: i, take: a.heaps[i] - b.heaps[i] } : null;
  }
  return null;
}

/**
 * How many object columns a board of `heaps` reserves: its largest heap (with the parent's, whose
 * taken objects are drawn crossed out), at least 3, so the panel's objects are as large as they fit.
 */
export function nimCols(heaps, parentHeaps = []) {
  return Math.min(board().objects, Math.max(3, ...heaps, ...parentHeaps));
}

/** Where the heaps go in a W × H area: object side u, row height rh, the first object's top-left (x0, y0). */
export function nimLayout(W, H, rows, cols = board().objects) {
  const u = Math.min(W / (cols + 1.9), H / (rows + 0.4));
  const rh = Math.min(H / (rows + 0.4), u * 1.9);
  return { u, rh, x0: (W - (cols + 1.6) * u) / 2 + 1.6 * u, y0: (H - rows * rh) / 2 };
}

/**
 * The cell a click at (x, y) takes from: object k (0-based, from the left) of heap h is the core's
 * cell (14 − k) × 8 + h (heaps are its columns, the first object at the bottom); a click on an
 * object takes it and those to its right. -1 off the objects. `cols` as the board was drawn with.
 */
export function nimCellAt(p, W, H, x, y, cols = board().objects) {
  if (!p) return -1;
  const { u, rh, x0, y0 } = nimLayout(W, H, p.heaps.length, cols);
  const h = Math.floor((y - y0) / rh), k = Math.floor((x - x0) / u);
  if (h < 0 || h >= p.heaps.length || k < 0 || k >= p.heaps[h]) return -1;
  const { heaps, objects } = board();
  return (objects - 1 - k) * heaps + h;
}

/** Label size: large enough to read on a projector (the 360-unit panel board shows at about 300 px). */
function labelPx(u, W) {
  return Math.round(Math.max(Math.min(u * 0.5, W / 12), Math.min(W / 18, 20)));
}

/** Draws position `p` in the W × H box at (ox, oy); look: {taken ({heap, take}), faded, labels, cols}. */
export function drawNim(ctx, p, ox, oy, W, H, look = {}) {
  const rows = p.heaps.length;
  const { u, rh, x0: bx, y0: by } = nimLayout(W, H, rows, look.cols || board().objects);
  const x0 = ox + bx, y0 = oy + by;
  const r = u * 0.4;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let h = 0; h < rows; h++) {
    const cy = y0 + (h + 0.5) * rh;
    if (look.labels) {
      ctx.fillStyle = '#333';
      ctx.font = `600 ${labelPx(u, W)}px system-ui, sans-serif`;
      ctx.fillText(`h${h + 1}`, x0 - 0.8 * u, cy);
    }
    const taken = look.taken && look.taken.heap === h ? look.taken.take : 0;
    for (let k = 0; k < p.heaps[h] + taken; k++) {
      const cx = x0 + (k + 0.5) * u;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, 2 * Math.PI);
      if (k < p.heaps[h]) {
        ctx.fillStyle = look.faded ? '#bbb' : '#6b4f2a';
        ctx.fill();
      } else {
        ctx.fillStyle = look.faded ? '#f2f2f2' : '#F0E442';
        ctx.fill();
        ctx.lineWidth = Math.max(1, u * 0.06);
        ctx.strokeStyle = look.faded ? '#bbb' : '#6b4f2a';
        ctx.stroke();
        ctx.beginPath();
        ctx.moveTo(cx - r * 0.55, cy - r * 0.55); ctx.lineTo(cx + r * 0.55, cy + r * 0.55);
        ctx.moveTo(cx + r * 0.55, cy - r * 0.55); ctx.lineTo(cx - r * 0.55, cy + r * 0.55);
        ctx.stroke();
      }
    }
    if (look.labels && p.heaps[h] + taken === 0) {
      ctx.fillStyle = '#888';
      ctx.font = `${labelPx(u, W)}px system-ui, sans-serif`;
      ctx.textAlign = 'left';
      ctx.fillText(t('nim.empty'), x0, cy);
      ctx.textAlign = 'center';
    }
  }
}

/**
 * Every drawn node's position text, from the root's and the move names (`h1−2`: two from heap 1),
 * parents before children (the core's board() replays each path: about 7 µs a node, a second for
 * 3,4,5). A name that is no move (a driver's root search) keeps the parent's position.
 */
export function nimBoards(rootBoard, dParent, names) {
  const D = dParent.length;
  const boards = new Array(D);
  boards[0] = rootBoard;
  // Few distinct positions and moves: each (position, move) is worked out once.
  const next = new Map();
  const child = (before, name) => {
    const key = before + '|' + name;
    let after = next.get(key);
    if (after !== undefined) return after;
    const m = /^h(\d+)−(\d+)$/.exec(name || '');
    const p = m && nimParse(before);
    if (!p) after = before;
    else {
      const heaps = p.heaps.slice();
      heaps[+m[1] - 1] -= +m[2];
      after = heaps.join(',') + (p.side === 'max' ? ' min' : '');
    }
    next.set(key, after);
    return after;
  };
  for (let v = 1; v < D; v++) boards[v] = child(boards[dParent[v]] ?? rootBoard, names[v]);
  return boards;
}

/** The words of each case of the core's verdict byte (Nim::bouton_verdict: case, wins, number). */
const VERDICT_KEYS = ['nim.sum', 'nim.sum', 'nim.misereOnes', 'nim.noneLeft', 'nim.noneLeftMisere'];
/**
 * Bouton's verdict of node v's position in words, from the core's byte (Cutoff.positionVerdicts);
 * its heaps from the node's derived board, else from `board` (the panel's, which the core sends).
 */
const noteOf = (m, v, board = null) => {
  const b = m.labels.verdicts ? m.labels.verdicts[v] : undefined;
  if (b === undefined) return '';
  const said = b & 7, wins = String(((b >> 3) & 1) === 1), n = b >> 4;
  if (said >= 2) return t(VERDICT_KEYS[said], { ones: n, odd: String(wins === 'false') });
  const p = boardOf(m, v) || (board ? nimParse(board) : null);
  return p ? t('nim.sum', { heaps: p.heaps.join(' ⊕ '), s: n, wins, misere: String(said === 1) }) : '';
};
const boardOf = (m, v) => (m.labels.boards && m.labels.boards[v] ? nimParse(m.labels.boards[v]) : null);
const takenInto = (m, v) => {
  const p = m.dParent[v];
  return m.labels.boards && p < m.D ? nimTaken(m.labels.boards[p], m.labels.boards[v]) : null;
};

export default {
  kind: 'nim',
  wantsBoards: true,
  /** Its board's height drawn 224 px wide (practice's Position): a row of objects for each heap. */
  boardHeight: (board) => Math.max(90, 34 * String(board || '').split(' ')[0].split(',').length + 16),
  hasPosition: true,
  evalTotal: 'eval.maxView', // a dictionary key

  /** The heaps field and misère, and the heaps set up by buttons (board-edit.js). */
  buildPanel(box, entry, ui) {
    const pos = entry.options.map((o) => [o, ui.field(o)]).find(([o]) => o.name === 'position');
    const start = (entry.options.find((o) => o.name === 'position') || {}).default || '';
    return pos ? { written: nimEditor(box, ui, pos[1], { ...board(), start }).draw } : {};
  },

  workerLabels(handle, run) {
    // Bouton's verdict of every node's position, from the core (Nim::bouton_verdict: a byte a
    // node, whatever the tree's size), said by the narration and under the panel's board.
    const verdicts = handle.positionVerdicts();
    if (run.D > NAME_LIMIT) return { verdicts };
    const names = handle.nodeNamesJoined().split('\n');
    // Derived boards cost ~0.3-1 µs a node here (the names are fetched anyway): a limit all the same.
    if (run.D > BOARD_DERIVE_LIMIT) return { names, verdicts };
    return { names, boards: nimBoards(handle.board(0) || '', run.dParent, names), verdicts };
  },

  nodeBoard(m) {
    const root = boardOf(m, 0);
    if (!root) return null;
    const cols = Math.max(3, ...root.heaps);
    return (ctx, v, x, y, size, look) => {
      const p = boardOf(m, v);
      if (!p) return false;
      ctx.fillStyle = look.fill || '#fff';
      ctx.fillRect(x - size / 2, y - size / 2, size, size);
      if (look.frame) {
        ctx.lineWidth = look.frameWidth || 2;
        ctx.strokeStyle = look.frame;
        ctx.strokeRect(x - size / 2, y - size / 2, size, size);
      }
      drawNim(ctx, p, x - size / 2, y - size / 2, size, size, { taken: takenInto(m, v), faded: look.faded, cols });
      drawSideMark(ctx, x, y, size, look.min, look.faded);
      return true;
    };
  },
  tooltip(m, v) {
    const p = boardOf(m, v);
    if (!p) return null;
    const { canvas: c, ctx } = whiteCanvas(200, Math.max(60, 22 * p.heaps.length + 10));
    drawNim(ctx, p, 0, 0, c.width, c.height, { taken: takenInto(m, v), labels: true });
    return c;
  },
  drawPosition(canvas, board, parentBoard) {
    const p = nimParse(board);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (!p) return;
    const parent = parentBoard ? nimParse(parentBoard) : null;
    const cols = nimCols(p.heaps, parent ? parent.heaps : []);
    // cellAt reads the columns back, so a click means exactly the object drawn under it.
    canvas.nimDrawn = { board, cols };
    drawNim(ctx, p, 0, 0, canvas.width, canvas.height, { taken: nimTaken(parentBoard, board), labels: true, cols });
  },
  /** The narration names Bouton's verdict of each position as the search evaluates or leaves it,
   * so that students see minimax's values agree with the nim-sum. */
  nodeNote(m, v) {
    return noteOf(m, v);
  },
  positionNote(m, v, board) {
    return noteOf(m, v, board);
  },
  sideToMove(board) {
    const p = nimParse(board);
    return t(p && p.side === 'min' ? 'side.min' : 'side.max');
  },
  /** The cell a click at (x, y) (CSS pixels from the canvas's top-left) takes from, or -1. */
  cellAt(canvas, positionText, x, y) {
    const [px, py] = canvasPoint(canvas, x, y);
    const p = nimParse(positionText);
    if (!p) return -1;
    const drawn = canvas.nimDrawn && canvas.nimDrawn.board === positionText ? canvas.nimDrawn.cols : nimCols(p.heaps);
    return nimCellAt(p, canvas.width, canvas.height, px, py, drawn);
  },
};
