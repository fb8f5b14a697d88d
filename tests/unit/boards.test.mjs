// The four board games' adapters: position text into cells, the move into a position, clicks into
// the core's cell numbers (move_cells()), and the words beside the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { dodgemParse, dodgemMove, dodgemLayout, dodgemCellAt, repeatsAt, cycleNote } from '../../www/games/dodgem.js';
import { connect4Parse, connect4Layout, connect4CellAt, connect4Boards } from '../../www/games/connect4.js';
import nim, { nimParse, nimTaken, nimLayout, nimCellAt, nimCols, nimBoards } from '../../www/games/nim.js';
import { xiangqiParse, xiangqiMove, xiangqiLayout, xiangqiCellAt, xiangqiPointName, piecesMode } from '../../www/games/xiangqi.js';
import { outcomeLine } from '../../www/panels.js';
import { catalogue } from './helpers.mjs';

setCatalogue(catalogue());
const canvas = (w, h, cw = w, ch = h) => ({ width: w, height: h, clientWidth: cw, clientHeight: ch });
const XQ_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

test('each of the four games has its own adapter with a Position box and a cellAt for the play mode', () => {
  for (const kind of ['dodgem', 'connect4', 'nim', 'xiangqi']) {
    const a = adapterFor(kind);
    assert.equal(a.hasPosition, true, kind);
    assert.equal(a.wantsBoards, true, kind);
    assert.equal(typeof a.cellAt, 'function', kind);
    assert.equal(typeof a.drawPosition, 'function', kind);
  }
});

test('Dodgem: the start reads as two Black cars on the left column, two White on the bottom row, none off', () => {
  const p = dodgemParse('b..b...ww b');
  assert.deepEqual(p.cells, ['b', '.', '.', 'b', '.', '.', '.', 'w', 'w']);
  assert.equal(p.side, 'b');
  assert.equal(p.offB, 0);
  assert.equal(p.offW, 0);
  assert.equal(dodgemParse('.b.ww...b b').offB, 0);
  const gone = dodgemParse('.....b.w. w');
  assert.equal(gone.offB, 1, 'a colour with one car on the board has taken the other off');
  assert.equal(gone.offW, 1);
  assert.equal(dodgemParse('xo. b'), null);
});

test('Dodgem: the move into a position is its from and to cells, or a car leaving the board', () => {
  assert.deepEqual(dodgemMove('b..b...ww b', '.b.b...ww w'), { from: 0, to: 1, off: false });
  assert.deepEqual(dodgemMove('b..b...ww w', 'b..b..w.w b'), { from: 7, to: 6, off: false });
  assert.deepEqual(dodgemMove('..b.....w b', '........w w'), { from: 2, to: -1, off: true });
  assert.equal(dodgemMove(null, 'b..b...ww b'), null);
});

test('Dodgem: a click lands on the cell under it, CSS pixels scaled to the canvas; outside the board is -1', () => {
  const { u, x0, y0 } = dodgemLayout(360, 360, true);
  assert.equal(dodgemCellAt(360, 360, x0 + 0.5 * u, y0 + 0.5 * u), 0);
  assert.equal(dodgemCellAt(360, 360, x0 + 2.5 * u, y0 + 1.5 * u), 5);
  assert.equal(dodgemCellAt(360, 360, x0 + 3.4 * u, y0 + 1.5 * u), -1, 'the exit strip is not a cell');
  const a = adapterFor('dodgem');
  // The canvas shown at half size: a click at (x, y) CSS is (2x, 2y) on the canvas.
  assert.equal(a.cellAt(canvas(360, 360, 180, 180), 'b..b...ww b', (x0 + 1.5 * u) / 2, (y0 + 2.5 * u) / 2), 7);
});

test('Dodgem: a leaf whose position is already on its path is a depth limit in a cycle', () => {
  const boards = ['b..b...ww b', '.b.b...ww w', '.b.b..w.w b', 'b..b..w.w w', 'b..b...ww b'];
  const m = { D: 5, N: 5, dParent: [0xffffffff, 0, 1, 2, 3], labels: { boards }, layout: { childStart: [0, 1, 2, 3, 4, 4, 4] }, trace: { flags: new Uint8Array(5) } };
  assert.equal(repeatsAt(boards, m, 4), 4);
  assert.equal(repeatsAt(boards, m, 3), 0);
  assert.match(cycleNote(m, 4), /^Depth limit in a cycle: this position is already on the path 4 plies up/);
  assert.equal(cycleNote(m, 2), '');
  assert.equal(adapterFor('dodgem').sideToMove('b..b...ww w'), 'White (MIN)');
});

test('Connect Four: the size comes from the text, discs alternate X then O from the bottom, the last is marked', () => {
  const p = connect4Parse('7x6:4453');
  assert.equal(p.width, 7);
  assert.equal(p.height, 6);
  assert.deepEqual(p.moves, [3, 3, 4, 2]);
  assert.equal(p.cells[5 * 7 + 3], 'X');
  assert.equal(p.cells[4 * 7 + 3], 'O');
  assert.equal(p.cells[5 * 7 + 4], 'X');
  assert.equal(p.cells[5 * 7 + 2], 'O');
  assert.equal(p.last, 5 * 7 + 2);
  assert.equal(p.side, 'X');
  const small = connect4Parse('4x4:');
  assert.equal(small.cells.length, 16);
  assert.equal(small.last, -1);
  assert.equal(connect4Parse('4x4:5'), null, 'column 5 is off a 4-wide board');
  assert.equal(connect4Parse('3x3:1'), null);
});

test('Connect Four: a click anywhere in a column is the cell its disc lands on, as move_cells() numbers it', () => {
  const p = connect4Parse('7x6:4453');
  const { u, x0, y0 } = connect4Layout(360, 360, 7, 6, true);
  // Column 4 (index 3) holds two discs: the next lands on row 3 from the top (index 3).
  assert.equal(connect4CellAt(p, 360, 360, x0 + 3.5 * u, y0 + 0.5 * u), 3 * 7 + 3);
  assert.equal(connect4CellAt(p, 360, 360, x0 + 3.5 * u, y0 + 5.5 * u), 3 * 7 + 3);
  assert.equal(connect4CellAt(p, 360, 360, x0 + 0.5 * u, y0 + 2.5 * u), 5 * 7 + 0);
  assert.equal(connect4CellAt(p, 360, 360, x0 - 2, y0 + u), -1);
  const full = connect4Parse('4x4:1111');
  const l = connect4Layout(360, 360, 4, 4, true);
  assert.equal(connect4CellAt(full, 360, 360, l.x0 + 0.5 * l.u, l.y0 + 0.5 * l.u), -1, 'a full column');
  assert.equal(connect4CellAt(full, 360, 360, l.x0 + 1.5 * l.u, l.y0 + 0.5 * l.u), 3 * 4 + 1, 'the cell on a 4-wide board');
  assert.equal(adapterFor('connect4').cellAt(canvas(360, 360), '7x6:4453', x0 + 6.5 * u, y0 + u), 5 * 7 + 6);
});

test('Nim: heaps and side from the text, the objects taken from the parent, Bouton in words', () => {
  assert.deepEqual(nimParse('3,4,5'), { heaps: [3, 4, 5], side: 'max' });
  assert.deepEqual(nimParse('1,0,5 min'), { heaps: [1, 0, 5], side: 'min' });
  assert.equal(nimParse('a,b'), null);
  assert.deepEqual(nimTaken('3,4,5', '1,4,5 min'), { heap: 0, take: 2 });
  assert.equal(nimTaken('3,4,5', '3,4,5'), null);
});

/** A Nim search's labels as the worker makes them (names, boards and the core's verdicts: Cutoff.positionVerdicts). */
async function nimLabels(position, misere = false, search = { algorithm: 'minimax', depth: 1 }) {
  const { readFileSync } = await import('node:fs');
  const { initSync, Cutoff } = await import('../../www/pkg/cutoff.js');
  initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });
  const h = new Cutoff({ kind: 'nim', position, misere });
  h.search(search);
  const dParent = h.nodeParent();
  const labels = adapterFor('nim').workerLabels(h, { D: dParent.length, dParent });
  h.free();
  return labels;
}

test('Nim: Bouton in words is the core’s verdict of each node’s position (Cutoff.positionNotes), said in the language chosen', async () => {
  const { setLanguage } = await import('../../www/i18n.js');
  const all = {};
  for (const [p, mis] of [['3,4,5', false], ['1,2,3', false], ['1,1,0', true], ['1,2,0', true], ['1,2', false]]) all[p] = await nimLabels(p, mis);
  const say = (position, misere, v = 0) => adapterFor('nim').positionNote({ labels: all[position] }, v);
  assert.equal(say('3,4,5'), 'nim-sum 3 ⊕ 4 ⊕ 5 = 2: the player to move wins.');
  assert.equal(say('1,2,3'), 'nim-sum 1 ⊕ 2 ⊕ 3 = 0: the player to move loses.');
  assert.match(say('1,1,0', true), /2 of them, even: the player to move wins/);
  assert.match(say('1,2,0', true), /nim-sum 1 ⊕ 2 ⊕ 0 = 3: the player to move wins \(misère plays as normal Nim while a heap has two or more\)\.$/);
  // Node 1 is the root's first child, h1−1: 0,2 min, whose mover wins (nim-sum 2).
  assert.equal(say('1,2', false, 1), 'nim-sum 0 ⊕ 2 = 2: the player to move wins.');
  assert.equal(adapterFor('nim').nodeNote({ labels: all['1,2'] }, 1), 'nim-sum 0 ⊕ 2 = 2: the player to move wins.');
  setLanguage('pl');
  try {
    assert.equal(say('3,4,5'), 'suma nim 3 ⊕ 4 ⊕ 5 = 2: gracz na ruchu wygrywa.');
  } finally { setLanguage('en'); }
  assert.equal(adapterFor('nim').positionNote({ labels: {} }, 0), '', 'no verdicts (a tree past the limit): nothing said');
  // Past the limit of derived boards only the verdicts come: the heaps are the panel's board's.
  assert.equal(adapterFor('nim').positionNote({ labels: { verdicts: all['3,4,5'].verdicts } }, 0, '3,4,5'), 'nim-sum 3 ⊕ 4 ⊕ 5 = 2: the player to move wins.');
});

test('Nim: a click on object k of heap h is the core cell (14 − k) × 8 + h; past the heap is -1', () => {
  const p = nimParse('3,4,5');
  // The panel reserves as many columns as the largest heap (5 here), not 15, so objects are large.
  assert.equal(nimCols([3, 4, 5]), 5);
  assert.equal(nimCols([1, 0, 2], [1, 2, 4]), 4, 'the parent’s taken objects are drawn too');
  const { u, rh, x0, y0 } = nimLayout(360, 360, 3, 5);
  assert.ok(u > 45, 'objects fill the width');
  assert.equal(nimCellAt(p, 360, 360, x0 + 0.5 * u, y0 + 0.5 * rh, 5), 14 * 8 + 0);
  assert.equal(nimCellAt(p, 360, 360, x0 + 2.5 * u, y0 + 0.5 * rh, 5), 12 * 8 + 0);
  assert.equal(nimCellAt(p, 360, 360, x0 + 3.5 * u, y0 + 0.5 * rh, 5), -1, 'heap 1 has three objects');
  assert.equal(nimCellAt(p, 360, 360, x0 + 4.5 * u, y0 + 2.5 * rh, 5), 10 * 8 + 2);
  assert.equal(adapterFor('nim').cellAt(canvas(360, 360), '3,4,5', x0 + 1.5 * u, y0 + 1.5 * rh), 13 * 8 + 1);
});

test('xiangqi: the FEN reads into 90 points from Black’s back rank, the move into a position from and to', () => {
  const p = xiangqiParse(XQ_START);
  assert.equal(p.cells.length, 90);
  assert.equal(p.side, 'r');
  assert.equal(p.cells.slice(0, 9).join(''), 'rnbakabnr');
  assert.equal(p.cells.slice(81).join(''), 'RNBAKABNR');
  assert.equal(p.cells[7 * 9 + 1], 'C');
  assert.equal(xiangqiParse('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w').cells[1], 'n', 'H and E read as N and B');
  assert.equal(xiangqiParse('8/9 w'), null);
  // h2e2 (the cannon to the centre): from point (rank 2 = row 7, file h) to (row 7, file e).
  const after = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
  assert.deepEqual(xiangqiMove(XQ_START, after), { from: 7 * 9 + 7, to: 7 * 9 + 4 });
  assert.equal(adapterFor('xiangqi').sideToMove(after), 'Black');
});

test('xiangqi: a click near a point is that point, row by row from a9; between points it is -1', () => {
  const { s, x0, y0 } = xiangqiLayout(360, 360, 0.75);
  assert.equal(xiangqiCellAt(360, 360, x0, y0), 0);
  assert.equal(xiangqiCellAt(360, 360, x0 + 4 * s + 3, y0 + 9 * s - 3), 9 * 9 + 4, 'Red’s general on e0');
  assert.equal(xiangqiCellAt(360, 360, x0 + 0.5 * s, y0 + 0.5 * s), -1);
  assert.equal(adapterFor('xiangqi').cellAt(canvas(360, 360), XQ_START, x0 + 7 * s, y0 + 7 * s), 7 * 9 + 7);
  assert.equal(piecesMode(), 'letters', 'without a document (Node) no glyph is known to render');
});

test('xiangqi: a clicked point is named as the board labels it (files a–i, ranks 9 at the top to 0), not "row 10, column 1"', () => {
  const { s, x0, y0 } = xiangqiLayout(360, 360, 0.75);
  const name = adapterFor('xiangqi').cellName;
  // The board draws file f's letter under x0 + f·s and rank 9 − r beside y0 + r·s (xiangqi.js).
  for (const [f, r] of [[0, 9], [4, 9], [0, 0], [8, 0], [7, 7], [2, 4]]) {
    const cell = xiangqiCellAt(360, 360, x0 + f * s, y0 + r * s);
    assert.equal(name(cell), 'abcdefghi'[f] + String(9 - r), `file ${f}, row ${r}`);
  }
  assert.equal(name(81), 'a0', 'Red’s left chariot');
  assert.equal(name(9 * 9 + 4), 'e0', 'Red’s general');
  assert.equal(name(4), 'e9', 'Black’s general');
  assert.equal(xiangqiPointName(89), 'i0');
});

test('the true outcome reads with the game’s names for MAX and MIN', () => {
  assert.equal(outcomeLine({ outcome: 'win', plies: 19, forMax: 1 }, ['Black', 'White']), 'Perfect play: Black wins in 19 plies.');
  assert.equal(outcomeLine({ outcome: 'draw', plies: 9, forMax: 0 }, ['X', 'O']), 'Perfect play: a draw.');
  assert.equal(outcomeLine({ outcome: 'loss', plies: null, forMax: -1 }), 'Perfect play: MIN wins.');
  assert.equal(outcomeLine(null), '');
});

test('Connect Four and Nim work out every node’s position from the root’s and the move names, a driver’s root searches keeping the root’s', () => {
  // 0 root, 1 a driver's root search (no move), 2 and 3 its children, 4 a grandchild.
  const dParent = [0xffffffff, 0, 1, 1, 2];
  assert.deepEqual(connect4Boards('7x6:4', dParent, ['', 'depth 1', 'O4', 'O3', 'X1']), ['7x6:4', '7x6:4', '7x6:44', '7x6:43', '7x6:441']);
  assert.deepEqual(nimBoards('3,4,5', dParent, ['', 'depth 1', 'h1−2', 'h3−5', 'h2−4']), ['3,4,5', '3,4,5', '1,4,5 min', '3,4,0 min', '1,0,5']);
});

test('tic-tac-toe (and a grid game without an adapter) map a click to the cell drawn there', () => {
  const a = adapterFor('tictactoe');
  // drawGridPanel: a square of side 352 centred on the 360 canvas, cells of 352 / 3.
  assert.equal(a.cellAt(canvas(360, 360), '', 10, 10), 0);
  assert.equal(a.cellAt(canvas(360, 360), '', 180, 180), 4);
  assert.equal(a.cellAt(canvas(360, 360, 180, 180), '', 170, 170), 8);
  assert.equal(a.cellAt(canvas(360, 360), '', 2, 2), -1);
});

test("Nim's narration names the nim-sum of the node the search evaluates or leaves (Bouton's verdict)", async () => {
  // 3,4,5: node 1 is h1−1 (2,4,5 min), node 2 below it h1−1 again (1,4,5): a nim-sum of 0.
  const m = { labels: await nimLabels('3,4,5', false, { algorithm: 'minimax', depth: 2 }) };
  assert.equal(nim.nodeNote(m, 0), 'nim-sum 3 ⊕ 4 ⊕ 5 = 2: the player to move wins.');
  assert.equal(nim.nodeNote(m, 1), 'nim-sum 2 ⊕ 4 ⊕ 5 = 3: the player to move wins.');
  assert.equal(nim.nodeNote(m, 2), 'nim-sum 1 ⊕ 4 ⊕ 5 = 0: the player to move loses.');
  assert.equal(nim.nodeNote({ labels: { boards: null } }, 0), '', 'no position known, nothing said');
});
