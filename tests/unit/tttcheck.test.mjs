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

test('impossible boards are refused with a reason: a code the page says, with the counts', () => {
  assert.deepEqual(tttProblem(b('XX.......')), { code: 'ttt.xAhead', params: { nx: 2, no: 0 } });
  assert.deepEqual(tttProblem(b('O........')), { code: 'ttt.oAhead', params: { nx: 0, no: 1 } });
  assert.equal(tttProblem(b('XXXOOO...')).code, 'ttt.bothWin');
  assert.equal(tttProblem(b('XXXOO.O..')).code, 'ttt.xLineThenO');
  assert.equal(tttProblem(b('OOOXX.X.X')).code, 'ttt.oLineThenX');
  assert.equal(tttProblem(b('XXXOO....')), null);
  assert.equal(tttProblem(b('.........')), null);
});

test('the reasons read in English as before, and in Polish', async () => {
  const { errorText } = await import('../../www/errors.js');
  const { setLanguage } = await import('../../www/i18n.js');
  assert.equal(errorText(tttProblem(b('O........'))), 'O has 1 mark and X 0: X moves first, so O never has more marks than X.');
  assert.equal(errorText(tttProblem(b('XX.......'))), 'X has 2 marks and O 0: the players take turns, so X has at most one mark more than O.');
  setLanguage('pl');
  try {
    assert.equal(errorText(tttProblem(b('O........'))), 'O ma 1 znak, a X 0: X zaczyna, więc O nigdy nie ma więcej znaków niż X.');
  } finally { setLanguage('en'); }
});
