import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gridCells, changedCell } from '../../www/games/grid.js';
import { adapterFor, setCatalogue, menuFrom } from '../../www/games/registry.js';
import { positionText, boardCells } from '../../www/games/tictactoe.js';
import { catalogue } from './helpers.mjs';

const INTERFACE = {
  functions: ['entries', 'buildPanel', 'workerLabels', 'moveLabel', 'nodeName', 'childName', 'nodeBoard', 'tooltip', 'drawPosition', 'sideToMove'],
  values: ['kind', 'movesOnEdges', 'wantsBoards', 'hasPosition', 'noPreset', 'evalTotal'],
};
/** A game the page has no adapter for: a 7 × 6 grid (as Connect Four would be). */
const newGame = {
  kind: 'dropfour', title: 'Drop four', summary: '', options: [{ name: 'position', label: 'Position', input: 'text', default: '', choices: [], min: null, max: null, help: '' }],
  variants: [], presets: [], maxDepth: 12, defaultDepth: 5, depthEndsGame: false, board: { kind: 'grid', width: 7, height: 6 }, techniques: ['tt'], orderings: [], notation: '',
};
setCatalogue([...catalogue(), newGame]);

test('every game in the catalogue, and a game without an adapter, gets the whole adapter interface', () => {
  for (const kind of [...catalogue().map((g) => g.kind), 'dropfour', 'unheard-of']) {
    const a = adapterFor(kind);
    for (const f of INTERFACE.functions) assert.equal(typeof a[f], 'function', `${kind}.${f}`);
    for (const k of INTERFACE.values) assert.ok(k in a, `${kind}.${k}`);
  }
});

test('a game without an adapter has one menu entry with its catalogue options, and a Position box when it has a grid', () => {
  const menu = menuFrom([...catalogue(), newGame]);
  const e = menu.find((x) => x.id === 'dropfour');
  assert.equal(e.kind, 'dropfour');
  assert.equal(e.options[0].name, 'position');
  assert.equal(adapterFor('dropfour').hasPosition, true);
  assert.equal(adapterFor('dropfour').movesOnEdges, true);
});

test('a game without an adapter draws its board in a node from the position text, when the text is grid-like', () => {
  const calls = [];
  const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : (...args) => calls.push(k)), set: (o, k, v) => { o[k] = v; return true; } });
  const empty = '.'.repeat(42);
  const m = { D: 2, dParent: [0xffffffff, 0], minToMove: [0, 1], labels: { boards: [`${empty} x`, `X${empty.slice(1)} o`] } };
  const draw = adapterFor('dropfour').nodeBoard(m);
  assert.equal(draw(ctx, 1, 0, 0, 60, { min: true }), true);
  assert.ok(calls.includes('fillText'));
  m.labels.boards[1] = 'not a board';
  assert.equal(draw(ctx, 1, 0, 0, 60, { min: true }), false);
  assert.equal(adapterFor('dropfour').nodeBoard({ ...m, labels: {} }), null);
});

test('a grid position’s text gives its cells row by row, separators dropped', () => {
  assert.deepEqual(gridCells('X.O/...\n... b'.replace('\n', '/'), 3, 3), ['X', '.', 'O', '.', '.', '.', '.', '.', '.']);
  assert.equal(gridCells('X.O.', 3, 3), null);
  assert.equal(gridCells(null, 3, 3), null);
});

test('the move into a position is its one changed cell', () => {
  assert.equal(changedCell(['.', '.', '.'], ['.', 'X', '.']), 1);
  assert.equal(changedCell(['.', '.', '.'], ['O', 'X', '.']), -1);
  assert.equal(changedCell(null, ['X']), -1);
});

test('the tic-tac-toe editor writes the empty board as no position, and any other as its cells (the side follows the counts)', () => {
  assert.equal(positionText(Array(9).fill('.')), '');
  // No side: the core derives it from the counts.
  assert.equal(positionText(['.', '.', '.', '.', 'X', '.', '.', '.', '.']), '....X....');
});

test('a tic-tac-toe node’s board is the root’s plus the moves down to it', () => {
  // The names by side and cell as coreMoveNames reads them from the core's legal moves.
  const moveNames = ['X', 'O'].map((mark) => Array.from({ length: 9 }, (_, c) => `${mark}${c + 1}`));
  const m = { D: 3, dParent: [0xffffffff, 0, 1], cell: [-1, 4, 0], minToMove: [0, 1, 0], labels: { rootBoard: '......... x', moveNames } };
  assert.deepEqual(boardCells(m, 2), ['O', '.', '.', '.', 'X', '.', '.', '.', '.']);
  assert.equal(adapterFor('tictactoe').moveLabel(m, 1), 'X5', 'the edge says the cell the board marks, the centre');
  assert.equal(adapterFor('tictactoe').moveLabel(m, 2), 'O1', 'cells counted from 1');
});

test('Connect Four: a full board with no four is said a draw beside the board; a four is no draw', async () => {
  const { default: c4, connect4Parse, connect4HasFour } = await import('../../www/games/connect4.js');
  const { setLanguage, getLanguage } = await import('../../www/i18n.js');
  const inLanguage = (lang, fn) => {
    const before = getLanguage();
    setLanguage(lang);
    try { return fn(); } finally { setLanguage(before); }
  };
  const full = '7x6:231634161247672231544674712724167556333555';
  const p = connect4Parse(full);
  assert.ok(!connect4HasFour(p, 'X') && !connect4HasFour(p, 'O'));
  assert.equal(inLanguage('en', () => c4.positionNote(null, 0, full)), 'Draw: the 7 × 6 board is full with no four in a row; the ringed disc (column 5) was the last played.');
  assert.match(inLanguage('vi', () => c4.positionNote(null, 0, full)), /^Hòa: bàn 7 × 6 đã đầy/);
  assert.match(inLanguage('pl', () => c4.positionNote(null, 0, full)), /^Remis: plansza 7 × 6 jest pełna/);
  // One disc short of full: no draw yet.
  assert.match(inLanguage('en', () => c4.positionNote(null, 0, full.slice(0, -1))), /^7 × 6 board, 41 discs;/);
  assert.ok(connect4HasFour(connect4Parse('7x6:1212121'), 'X'), 'four up column 1');
  assert.ok(connect4HasFour(connect4Parse('7x6:12234334544'), 'X'), 'a rising diagonal');
});
