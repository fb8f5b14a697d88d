// The generic adapter: what the page does for a game from its catalogue entry alone, so that a
// game added to the core works before it has an adapter of its own. Every adapter in this folder
// is an object of overrides merged over this one (games/registry.js), so this file is also the
// adapter interface, documented method by method.
//
// Words: an *entry* is one line of the Game menu ({id, label, legend, game, kind, fixed, options,
// presets, note, noPreset, info}): label, legend, note and noPreset are words ({key, en, params},
// i18n.js's word(): said in the language chosen, the core's English as the fallback), `game` is
// the catalogue's kind (which adapter), `kind` the spec's kind sent to the core (and the kind its
// options' keys are under), `fixed` spec options the entry always sends, `options` the catalogue's
// OptionInfo list shown in its panel, `presets` the PresetInfo list for its Preset menu.
// `m` is the model (model.js): the worker's result plus names; `v` a drawn node's index.

import { gridCells, changedCell, drawGrid, drawGridPanel, gridCanvas, drawSideMark, gridCellAt, canvasPoint } from './grid.js';
import { t, word, catalogueKeys as K } from '../i18n.js';
import { NodeName } from '../model.js';

/** Above this many drawn nodes, tree labels (two bulk core calls, ~0.1 µs a node) are not fetched. */
export const LABEL_LIMIT = 1_000_000;
/** Move names cross as one joined string (chess SAN costs about 0.9 µs a node): above this many
 * drawn nodes they are not fetched, so that the first frame stays within its budget. */
export const NAME_LIMIT = 600_000;
/** Boards for the hover card are fetched up front below this many nodes (each replays its path). */
export const BOARD_LIMIT = 20_000;

export function genericAdapter(info) {
  const grid = info && info.board && info.board.kind === 'grid' ? info.board : null;
  const cellsOf = (position) => (grid ? gridCells(position, grid.width, grid.height) : null);
  const boardOf = (m, v) => (m.labels.boards && m.labels.boards[v] ? cellsOf(m.labels.boards[v]) : null);
  const lastOf = (m, v, cells) => {
    const p = m.dParent[v];
    return p < m.D ? changedCell(boardOf(m, p), cells) : -1;
  };
  return {
    kind: info ? info.kind : '',
    /** Moves are written on the edges (games); false: names beside the nodes (explicit trees). */
    movesOnEdges: true,
    /** The worker fetches every drawn node's position text (`labels.boards`) for small traces. */
    wantsBoards: !!grid,
    /** The Preset menu's first line (no preset), a word. */
    noPreset: word('controls.noPreset'),
    /** The sides' names, MAX's first, as the game calls them (the catalogue's `sides`: White and Black, X and O): whose turn it is, who wins. */
    sideNames: (info && info.sides) || ['MAX', 'MIN'],
    /** The text under the side panel's evaluation terms. */
    evalTotal: 'eval.maxView', // a dictionary key
    valueNotation: 'win', // a won game reads "win in 2" (format.js); chess notation, +M2, is 'mate'

    /** entries(info) → Entry[]: the game's lines in the Game menu. */
    entries(gi) {
      const title = word(K.title(gi.kind), gi.title);
      return [{ id: gi.kind, label: title, legend: word('controls.positionOf', undefined, { game: title }), game: gi.kind, kind: gi.kind, fixed: {},
        options: gi.options || [], presets: gi.presets || [], note: null, noPreset: this.noPreset, info: gi }];
    },

    /**
     * buildPanel(fieldset, entry, ui) → {showError?(error) → boolean} | void: fills the entry's
     * option panel. `ui.field(option)` adds the generic control for a catalogue option;
     * `ui.register(name, {read() → value, write(value)})` makes a hand-built control the option's;
     * `ui.changed(delayMs)` says the user changed an option (the search re-runs);
     * `ui.read(name)` is an option's value as its control has it.
     * showError(error) shows a load error ({code, params, message, line, column}; www/errors.js
     * says it) in the panel and returns
     * true, or returns false to leave it to the message under the form.
     */
    buildPanel(box, entry, ui) {
      for (const o of entry.options) ui.field(o);
    },

    /**
     * workerLabels(handle, run) → labels (in the worker): per-node data the page draws with.
     * run: {D (drawn nodes), dParent, dMove, flags (searched nodes'), nodeCount}. Known keys:
     * names (string per drawn node), staticValue, cell, minToMove (Uint8Array), rootBoard,
     * boards (position text per drawn node); add others as the adapter needs.
     */
    workerLabels(handle, run) {
      const labels = {};
      if (run.D <= NAME_LIMIT) labels.names = handle.nodeNamesJoined().split('\n');
      if (this.wantsBoards && run.D <= BOARD_LIMIT) {
        labels.boards = new Array(run.D);
        for (let i = 0; i < run.D; i++) labels.boards[i] = handle.board(i) || '';
      }
      return labels;
    },

    /** moveLabel(m, v) → the move into node v (v ≠ 0), as short as the edge needs. */
    moveLabel(m, v) {
      return m.names ? m.names[v] : '';
    },
    /** nodeName(m, v) → how the narration names node v (below the root searches). */
    nodeName(m, v) {
      if (v === 0) return NodeName.root();
      return m.names ? m.moveSequence(v) : m.pathName(v);
    },
    /** childName(m, n, c, mv) → the name of n's child c, reached by move index mv. */
    childName(m, n, c) {
      return m.moveLabel(c);
    },

    /**
     * nodeBoard(m) → null, or draw(ctx, v, x, y, size, look) → false when it could not draw: the
     * board inside a tree node, in the square of side `size` centred at (x, y). look: {faded,
     * fill, frame, frameWidth, min}.
     */
    nodeBoard(m) {
      if (!grid || !m.labels.boards) return null;
      return (ctx, v, x, y, size, look) => {
        const cells = boardOf(m, v);
        if (!cells) return false;
        drawGrid(ctx, cells, grid.width, grid.height, x, y, size, { ...look, last: lastOf(m, v, cells) });
        drawSideMark(ctx, x, y, size, look.min, look.faded);
        return true;
      };
    },

    /** tooltip(m, v) → an element for the hover card (a board), or null. */
    tooltip(m, v) {
      const cells = grid ? boardOf(m, v) : null;
      return cells ? gridCanvas(cells, grid.width, grid.height, lastOf(m, v, cells)) : null;
    },

    /** True when the side panel shows the lit node's Position (board, side to move, evaluation). */
    hasPosition: !!grid,
    /** drawPosition(canvas, board, parentBoard, m, v): the lit node's board (position text) in the side panel. */
    drawPosition(canvas, board, parentBoard) {
      const cells = cellsOf(board);
      if (!cells) return;
      drawGridPanel(canvas, cells, grid.width, grid.height, changedCell(cellsOf(parentBoard), cells));
    },
    /**
     * Optional hooks: positionNote(m, v, board, parentBoard) → a line under the side panel's board
     * ('' for none); nodeNote(m, v) → a sentence the narration adds at node v's evaluation or
     * return; cellAt(canvas, positionText, x, y) → the cell (row by row from the top-left of the
     * catalogue's board, as the core's move_cells() numbers them) under the point (x, y), CSS
     * pixels from the side panel canvas's top-left, or -1.
     */
    /** sideToMove(board, m, v) → who is to move there, in words. */
    sideToMove(board, m, v) {
      return t(m.minToMove[v] ? 'side.min' : 'side.max');
    },
    /** A grid game's cell under a click on the side panel's board (drawGridPanel's geometry). */
    cellAt: grid ? (canvas, positionText, x, y) => gridCellAt(canvas.width, canvas.height, grid.width, grid.height, ...canvasPoint(canvas, x, y)) : undefined,
    /**
     * cellName(cell) → how play.js's messages name a cell ("e4"); optional. Without it:
     * "row R, column C" counted from the top-left.
     */
    cellName: null,
  };
}
