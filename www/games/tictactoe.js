// Tic-tac-toe: a position editor in the options panel, each node's board derived in the worker
// from the moves (549,946 nodes, too many to ask the core for each), boards in the nodes, the
// hover card and the side panel, with the move into the position marked.

import { Flag } from '../trace.js';
import { NodeName } from '../model.js';
import { drawGrid, drawGridPanel, gridCanvas, drawSideMark, changedCell, gridCells, gridCellAt, canvasPoint } from './grid.js';
import { t } from '../i18n.js';
import { errorText } from '../errors.js';
import { gridStep } from '../board-edit.js';

/** The k-th empty cell (k < 9) of each set of taken cells (a 9-bit mask), at mask * 9 + k; -1 past the last. */
let kthEmpty = null;
function kthEmptyTable() {
  if (!kthEmpty) {
    kthEmpty = new Int8Array(512 * 9).fill(-1);
    for (let taken = 0; taken < 512; taken++) {
      for (let i = 0, k = 0; i < 9; i++) if (!(taken >> i & 1)) kthEmpty[taken * 9 + k++] = i;
    }
  }
  return kthEmpty;
}

/**
 * Each drawn node's cell (the move into it) and whether MIN is to move there. A move is the index
 * of its cell among the empty ones (the core's move order): looked up, not counted, per node.
 */
export function tictactoeCells(rootBoard, dParent, dMove, nodeFlags, nodeCount) {
  const D = dParent.length;
  // Each node's board: X's cells in bits 0-8, O's in bits 9-17, MIN to move in bit 18.
  const board = new Int32Array(D);
  const cell = new Int8Array(D);
  const kth = kthEmptyTable();
  const MIN = Flag.MIN, MIN_BIT = 1 << 18;
  let root = sideOf(rootBoard) === 'o' ? MIN_BIT : 0;
  for (let i = 0; i < 9; i++) {
    const ch = rootBoard[i];
    if (ch === 'X' || ch === 'x') root |= 1 << i;
    else if (ch === 'O' || ch === 'o') root |= 1 << (9 + i);
  }
  board[0] = root;
  cell[0] = -1;
  for (let v = 1; v < D; v++) {
    const b = board[dParent[v]];
    const k = dMove[v];
    const c = k < 9 ? kth[((b | b >> 9) & 511) * 9 + k] : -1;
    cell[v] = c;
    const min = b & MIN_BIT;
    const mark = c < 0 ? 0 : min ? 1 << (9 + c) : 1 << c;
    const minNext = v < nodeCount ? (nodeFlags[v] & MIN ? MIN_BIT : 0) : min ^ MIN_BIT;
    board[v] = ((b | mark) & ~MIN_BIT) | minNext;
  }
  const minToMove = new Uint8Array(D);
  for (let v = 0; v < D; v++) minToMove[v] = board[v] >> 18;
  return { cell, minToMove };
}

/**
 * The core's name of every tic-tac-toe move, by side (0: X, MAX; 1: O) and cell (0..8): the
 * names its move_name gives the play buttons, the move list and the result line. A move's name
 * depends on the mark and the cell alone, so the legal moves of three positions (each with the
 * cell it fills) give them all, and the tree's 549,946 edges are named by the same function
 * without a name crossing from the core per node. `Cutoff`: the core's handle class.
 */
export function coreMoveNames(Cutoff) {
  const names = [[], []];
  for (const [position, side] of [['', 0], ['X........', 1], ['........X', 1]]) {
    const h = new Cutoff({ kind: 'tictactoe', position });
    try {
      for (const mv of h.moves()) names[side][mv.cells[0]] = mv.name;
    } finally {
      h.free();
    }
  }
  return names;
}

/** The board of drawn node v: the root's, plus the moves down to v. */
export function boardCells(m, v) {
  const cells = m.labels.rootBoard.slice(0, 9).toUpperCase().replace(/0/g, 'O').split('');
  for (let u = v; u !== 0 && u < m.D; u = m.dParent[u]) {
    if (m.cell[u] >= 0) cells[m.cell[u]] = m.minToMove[m.dParent[u]] ? 'O' : 'X';
  }
  return cells;
}

/**
 * The editor's nine cells as the spec's position ('' for the empty board). No side: the core
 * derives it from the counts (X moves first), so that no impossible side can be asked for.
 */
/** The side to move a position the core wrote names after its cells ("X........ o"): 'x', 'o', or null when none is written. */
export function sideOf(board) {
  const m = /\s([xo])\s*$/i.exec(String(board || ''));
  return m ? m[1].toLowerCase() : null;
}

export function positionText(cells) {
  const c = cells.join('');
  return c === '.........' ? '' : c;
}

export default {
  kind: 'tictactoe',
  // The nets the Train panel learns and PUCT plays with (www/nets.js): the shipped one is
  // www/nets/tictactoe.json, written by the command below. 100 games a point: 60 points over the
  // defaults' 6,000 games, each point's check (every line of perfect play at 200 iterations) a
  // small share of the time.
  nets: [{ id: 'tictactoe', spec: { kind: 'tictactoe' }, file: 'tictactoe.json', chunk: 100, cells: 9,
    command: 'cutoff train --game tictactoe --seed 1', label: () => t('train.game.tictactoe') }],
  netKey: () => 'tictactoe',
  /** Cells as the moves name them, 1–9: "cell 5" (the centre). */
  cellName: (cell) => t('play.cell', { n: cell + 1 }),
  /** True when cell (0–8) of a position text ("X...O....", as the core writes it) holds a mark. */
  isTaken: (position, cell) => /[XO0]/i.test(String(position).trim().slice(0, 9)[cell] || ''),
  wantsBoards: false,
  hasPosition: true,
  evalTotal: 'eval.total', // a dictionary key
  // Scored +1 / 0 / −1 by who won (seed 001), with no distance to the end: sentences say
  // "+1 (win)", never "win in N" (format.js 'outcome').
  valueNotation: 'outcome',

  buildPanel(box, entry, ui) {
    const cells = Array(9).fill('.');
    const board = document.createElement('div');
    board.id = 'ttt-board';
    board.className = 'ttt-editor';
    board.setAttribute('role', 'group');
    board.setAttribute('aria-label', t('ttt.editor'));
    const sideLabel = document.createElement('label');
    sideLabel.htmlFor = 'ttt-side';
    sideLabel.textContent = t('ttt.toMove');
    const sideSel = document.createElement('select');
    sideSel.id = 'ttt-side';
    sideSel.disabled = true;
    for (const [v, k] of [['x', 'ttt.x'], ['o', 'ttt.o']]) sideSel.add(new Option(t(k), v));
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.id = 'ttt-clear';
    clear.textContent = t('ttt.clear');
    const err = document.createElement('p');
    err.id = 'ttt-error';
    err.className = 'error';
    err.setAttribute('role', 'alert');
    err.hidden = true;
    box.append(board, sideLabel, sideSel, clear, err);

    const draw = () => {
      // The focus stays on the cell pressed (Enter, Space) as the cells are drawn again.
      const had = board.contains(document.activeElement) ? [...board.children].indexOf(document.activeElement) : -1;
      board.textContent = '';
      cells.forEach((v, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.v = v;
        b.textContent = v === '.' ? '' : v;
        b.setAttribute('aria-label', t('ttt.cell', { i: i + 1, what: v === '.' ? t('ttt.empty') : v }));
        b.addEventListener('click', () => {
          cells[i] = v === '.' ? 'X' : v === 'X' ? 'O' : '.';
          draw();
          // The core refuses a board no game reaches, with the reason (showError below).
          ui.changed(100);
        });
        board.appendChild(b);
      });
      if (had >= 0) /** @type {HTMLElement} */ (board.children[had]).focus();
    };
    // The arrow keys move between the cells, as on the other games' boards.
    board.addEventListener('keydown', (ev) => {
      const k = [...board.children].indexOf(/** @type {Element} */ (ev.target));
      const to = k < 0 || ev.altKey || ev.ctrlKey || ev.metaKey ? null : gridStep(k, ev.key, 3, 9);
      if (to === null) return;
      ev.preventDefault();
      /** @type {HTMLElement} */ (board.children[to]).focus();
    });
    draw();
    clear.addEventListener('click', () => { cells.fill('.'); draw(); ui.changed(); });
    ui.register('position', {
      read: () => positionText(cells),
      write: (text) => {
        const given = gridCells(String(text || '').toUpperCase().replace(/0/g, 'O'), 3, 3);
        cells.splice(0, 9, ...(given || Array(9).fill('.')).map((c) => (c === 'X' || c === 'O' ? c : '.')));
        // A position the core wrote (Play's, a link's) names the side to move after its cells.
        const side = sideOf(text);
        if (side) sideSel.value = side;
        draw();
      },
    });
    return {
      showError(e) {
        err.textContent = errorText(e, { entry: 'tictactoe' });
        err.hidden = false;
        return true;
      },
      /** The side to move is the core's: the searched position's own (its board ends in x or o). */
      showResult(m) {
        const board = m.labels && m.labels.rootBoard;
        if (board) sideSel.value = sideOf(board) === 'o' ? 'o' : 'x';
      },
    };
  },

  workerLabels(handle, run) {
    const rootBoard = handle.board(0);
    return { rootBoard, moveNames: coreMoveNames(handle.constructor), ...tictactoeCells(rootBoard, run.dParent, run.dMove, run.flags, run.nodeCount) };
  },

  moveLabel(m, v) {
    return m.labels.moveNames[m.minToMove[m.dParent[v]]][m.cell[v]] || '';
  },
  nodeName(m, v) {
    return v === 0 ? NodeName.root() : m.moveSequence(v);
  },

  nodeBoard(m) {
    return (ctx, v, x, y, size, look) => {
      drawGrid(ctx, boardCells(m, v), 3, 3, x, y, size, { ...look, last: m.cell[v] });
      drawSideMark(ctx, x, y, size, look.min, look.faded);
      return true;
    };
  },
  tooltip(m, v) {
    return gridCanvas(boardCells(m, v), 3, 3, m.cell[v]);
  },
  drawPosition(canvas, board, parentBoard) {
    const cells = gridCells(board, 3, 3);
    if (cells) drawGridPanel(canvas, cells, 3, 3, changedCell(gridCells(parentBoard, 3, 3), cells));
  },
  sideToMove(board) {
    return t(sideOf(board) === 'o' ? 'side.oMin' : 'side.xMax');
  },
  /** The cell (0..8) under a click at (x, y), CSS pixels from the canvas's top-left, or -1. */
  cellAt(canvas, positionText, x, y) {
    const [px, py] = canvasPoint(canvas, x, y);
    return gridCellAt(canvas.width, canvas.height, 3, 3, px, py);
  },
};
