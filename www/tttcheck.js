// Which tic-tac-toe positions a game can reach: the side to move follows the counts (X moves
// first), and a board no game reaches is refused with the reason.

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const wins = (cells, p) => LINES.some((l) => l.every((i) => cells[i] === p));

/** The side to move, derived from the counts: 'x', 'o', or null when the counts are impossible. */
export function sideToMove(cells) {
  const nx = cells.filter((c) => c === 'X').length, no = cells.filter((c) => c === 'O').length;
  return nx === no ? 'x' : nx === no + 1 ? 'o' : null;
}

/**
 * Why no game reaches this board, as an error the page says by its code (www/errors.js; the
 * words are error.<code> in www/locales), or null when a game does. `cells`: nine of 'X', 'O', '.'.
 */
export function tttProblem(cells) {
  const nx = cells.filter((c) => c === 'X').length, no = cells.filter((c) => c === 'O').length;
  const problem = (code) => ({ code, params: code === 'ttt.bothWin' ? {} : { nx, no } });
  if (no > nx) return problem('ttt.oAhead'); // O has more marks: X moves first
  if (nx > no + 1) return problem('ttt.xAhead'); // X two ahead: the players take turns
  const xw = wins(cells, 'X'), ow = wins(cells, 'O');
  if (xw && ow) return problem('ttt.bothWin');
  if (xw && nx === no) return problem('ttt.xLineThenO'); // the game ended at X's line
  if (ow && nx > no) return problem('ttt.oLineThenX');
  return null;
}
