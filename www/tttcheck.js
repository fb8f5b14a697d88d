// Which tic-tac-toe positions a game can reach: the side to move follows the counts (X moves
// first), and a board no game reaches is refused with the reason.

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const wins = (cells, p) => LINES.some((l) => l.every((i) => cells[i] === p));

/** The side to move, derived from the counts: 'x', 'o', or null when the counts are impossible. */
export function sideToMove(cells) {
  const nx = cells.filter((c) => c === 'X').length, no = cells.filter((c) => c === 'O').length;
  return nx === no ? 'x' : nx === no + 1 ? 'o' : null;
}

/** Why no game reaches this board ('' when one does). `cells`: nine of 'X', 'O', '.'. */
export function tttProblem(cells) {
  const nx = cells.filter((c) => c === 'X').length, no = cells.filter((c) => c === 'O').length;
  if (no > nx) return `O has ${no} marks and X ${nx}: X moves first, so O never has more marks than X.`;
  if (nx > no + 1) return `X has ${nx} marks and O ${no}: the players take turns, so X has at most one mark more than O.`;
  const xw = wins(cells, 'X'), ow = wins(cells, 'O');
  if (xw && ow) return 'Both X and O have three in a row: the game ends at the first line, so no game reaches that.';
  if (xw && nx === no) return 'X has three in a row, yet O has moved since: the game ended when X made the line.';
  if (ow && nx > no) return 'O has three in a row, yet X has moved since: the game ended when O made the line.';
  return '';
}
