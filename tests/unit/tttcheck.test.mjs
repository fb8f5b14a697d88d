// The tic-tac-toe editor refuses boards no game reaches, and the side to move follows the counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sideToMove, tttProblem } from '../../www/tttcheck.js';

const b = (s) => s.split('');

test('the side to move follows the counts: X first, O after one more X', () => {
  assert.equal(sideToMove(b('.........')), 'x');
  assert.equal(sideToMove(b('....X....')), 'o');
  assert.equal(sideToMove(b('O...X....')), 'x');
  assert.equal(sideToMove(b('XX.......')), null);
});

test('impossible boards are refused with a reason', () => {
  assert.match(tttProblem(b('XX.......')), /at most one mark more/);
  assert.match(tttProblem(b('O........')), /X moves first/);
  assert.match(tttProblem(b('XXXOOO...')), /Both X and O/);
  assert.match(tttProblem(b('XXXOO.O..')), /X has three in a row, yet O has moved/);
  assert.match(tttProblem(b('OOOXX.X.X')), /O has three in a row, yet X has moved/);
  assert.equal(tttProblem(b('XXXOO....')), '');
  assert.equal(tttProblem(b('.........')), '');
});
