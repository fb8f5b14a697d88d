// The adapters' cellAt hook: a click on the side panel's board (CSS pixels from its top-left; a
// canvas without layout here, so CSS and canvas pixels are the same) → the cell it means.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { chessCellAt, squareName } from '../../www/chessboard.js';
import { gridCellAt } from '../../www/games/grid.js';
import { genericAdapter } from '../../www/games/generic.js';
import { catalogue } from './helpers.mjs';

setCatalogue(catalogue());
const canvas = { width: 360, height: 360 };

test('tic-tac-toe: the nine cells of the panel board, row by row; the margin is off the board', () => {
  const a = adapterFor('tictactoe');
  // drawGridPanel: 352 px board centred, cells of 117.33 px from x = y = 4.
  assert.equal(a.cellAt(canvas, '......... x', 10, 10), 0);
  assert.equal(a.cellAt(canvas, '......... x', 180, 180), 4);
  assert.equal(a.cellAt(canvas, '......... x', 350, 10), 2);
  assert.equal(a.cellAt(canvas, '......... x', 10, 350), 6);
  assert.equal(a.cellAt(canvas, '......... x', 355, 355), 8);
  assert.equal(a.cellAt(canvas, '......... x', 1, 180), -1);
  assert.equal(a.cellAt(canvas, '......... x', 180, 359), -1);
});

test('chess: a8 at the top-left, h1 at the bottom-right, the coordinates margin is off the board', () => {
  const a = adapterFor('chess');
  const edge = Math.round(360 * 0.06), q = (360 - edge) / 8;
  const at = (file, rank) => a.cellAt(canvas, '', edge + (file + 0.5) * q, (8 - rank + 0.5) * q);
  assert.equal(squareName(at(0, 8)), 'a8');
  assert.equal(squareName(at(4, 2)), 'e2');
  assert.equal(squareName(at(7, 1)), 'h1');
  assert.equal(at(4, 2), 52);
  assert.equal(a.cellAt(canvas, '', edge / 2, 100), -1);
  assert.equal(a.cellAt(canvas, '', 100, 8 * q + 2), -1);
  assert.equal(chessCellAt(canvas, edge + 1, 1), 0);
});

test('the generic default: a uniform grid for grid boards (7×6 here), no cellAt for other boards', () => {
  const a = genericAdapter({ kind: 'g', board: { kind: 'grid', width: 7, height: 6 } });
  // 7 wide, 6 high: cells of 352 / 7 px from x = 4, the board centred vertically.
  const cw = 352 / 7, y0 = 180 - 3 * cw;
  assert.equal(a.cellAt(canvas, '', 4 + cw * 3.5, y0 + cw * 5.5), 38);
  assert.equal(a.cellAt(canvas, '', 4 + cw * 0.5, y0 + cw * 0.5), 0);
  assert.equal(a.cellAt(canvas, '', 4 + cw * 0.5, y0 - 2), -1);
  assert.equal(gridCellAt(360, 360, 3, 3, 180, 180), 4);
  assert.equal(genericAdapter({ kind: 'h', board: { kind: 'heaps', width: 8, height: 15 } }).cellAt, undefined);
  assert.equal(adapterFor('tree').cellAt, undefined);
});
