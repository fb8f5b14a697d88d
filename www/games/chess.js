// Chess: move names in SAN on the edges, the board with the move marked in the hover card and in
// the side panel (with the evaluation term by term), a Preset menu whose note says what it teaches.

import { drawChessBoard, moveSquares, fenSide, chessCellAt, squareName } from '../chessboard.js';
import { canvasPoint } from './grid.js';
import { t, word, getLanguage } from '../i18n.js';
import { boardEditor } from '../board-edit.js';
import { numberedLine } from '../model.js';

export default {
  kind: 'chess',
  valueNotation: 'mate', // +M2: chess notation (format.js)
  wantsBoards: true,
  noPreset: word('chess.startPosition'),
  evalTotal: 'side.evalTotal', // a dictionary key
  hasPosition: true,
  /** The move list counts moves in pairs, White's and Black's, with "1. … e5" when Black begins. */
  movesInPairs: true,
  /** The evaluation's terms whose counts are of chess pieces (said as eval.piece.chess.*). */
  pieceTerms: ['material'],

  /** The FEN field, and a board to set the position up by clicking (board-edit.js). */
  buildPanel(box, entry, ui) {
    const inputs = entry.options.map((o) => [o, ui.field(o)]);
    const fen = inputs.find(([o]) => o.name === 'fen');
    return fen ? { written: boardEditor(box, 'chess', this, ui, fen[1]).draw } : {};
  },
  nodeBoard: () => null,
  tooltip(m, v) {
    if (!m.labels.boards || !m.labels.boards[v]) return null;
    const c = document.createElement('canvas');
    c.width = c.height = 200;
    const p = m.dParent[v];
    drawChessBoard(c, m.labels.boards[v], p < m.D ? moveSquares(m.labels.boards[p], m.labels.boards[v]) : {});
    return c;
  },
  drawPosition(canvas, board, parentBoard) {
    drawChessBoard(canvas, board, moveSquares(parentBoard, board));
  },
  sideToMove(board) {
    return t(fenSide(board) === 'w' ? 'side.white' : 'side.black');
  },
  /** The square under (x, y) (CSS pixels from the canvas's top-left), 0 = a8 … 63 = h1 (White at the bottom), as drawChessBoard draws. */
  cellAt(canvas, fen, x, y) {
    return chessCellAt(canvas, ...canvasPoint(canvas, x, y));
  },
  cellName: squareName,
  /** SAN with the language's piece letters: Polish K H W G S (król, hetman, wieża, goniec,
   * skoczek), Vietnamese V H X T M (Vua, Hậu, Xe, Tượng, Mã), as their chess books write it;
   * files, squares, x, +, # and O-O stay. English: K Q R B N. */
  localMove: (san, lang = getLanguage()) => localSan(san, lang),
  /** The principal variation in SAN (the core's, checks and mates marked), numbered: "1. Ra6 bxa6 2. b7#". */
  pvLine(m, nodes) {
    return numberedLine(nodes.map((v) => m.moveLabel(v)), nodes.length > 0 && m.minToMove[nodes[0]] === 0);
  },
};

const PIECE_LETTERS = { pl: { K: 'K', Q: 'H', R: 'W', B: 'G', N: 'S' }, vi: { K: 'V', Q: 'H', R: 'X', B: 'T', N: 'M' } };
/** "Qxd5" in the language's letters: "Hxd5" (pl, vi); "e8=Q+" → "e8=H+"; English as it is. */
export function localSan(san, lang) {
  const L = PIECE_LETTERS[lang];
  if (!L || !san) return san;
  return String(san).replace(/^[KQRBN]|=[QRBN]/, (p) => (p[0] === '=' ? '=' + L[p[1]] : L[p]));
}
