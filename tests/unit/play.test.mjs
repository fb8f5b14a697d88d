// Playing against the engine: clicks to moves, turns, results, Undo, the game in the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickMove, humanSide, turn, resultWords, undoLength, parseMoves, movesText, moveListText, optionsOfSpec, fallbackDepths, otherSide,
} from '../../www/play-logic.js';
import { fromURL, toURL, defaultState, entryOf, applyPreset } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { squareName } from '../../www/chessboard.js';
import { catalogue } from './helpers.mjs';

const menu = menuFrom(catalogue());
const sq = (name) => (8 - Number(name[1])) * 8 + 'abcdefgh'.indexOf(name[0]);
const mv = (index, name, cells) => ({ index, name, cells });

// Tic-tac-toe with X on 0 and O on 4: seven empty cells, one-cell moves.
const ttt = [1, 2, 3, 5, 6, 7, 8].map((c, i) => mv(i, `X${c}`, [c]));
// A chess position: a pawn on e7 that promotes (four moves e7-e8), a knight on g1, the king on e1 (castles as e1-g1).
const chess = [
  mv(0, 'e8=Q', [sq('e7'), sq('e8')]), mv(1, 'e8=R', [sq('e7'), sq('e8')]), mv(2, 'e8=B', [sq('e7'), sq('e8')]), mv(3, 'e8=N', [sq('e7'), sq('e8')]),
  mv(4, 'Nf3', [sq('g1'), sq('f3')]), mv(5, 'Nh3', [sq('g1'), sq('h3')]), mv(6, 'O-O', [sq('e1'), sq('g1')]), mv(7, 'Kd1', [sq('e1'), sq('d1')]),
];
// Dodgem: a car on cell 6 moves up (6→3), right (6→7) or leaves the board (6 alone).
const dodgem = [mv(0, 'a1-up', [6, 3]), mv(1, 'a1-right', [6, 7]), mv(2, 'a1-off', [6]), mv(3, 'c1-up', [8, 5])];

test('one-cell games: a click on an empty cell plays its move at once; a taken cell or the margin is explained', () => {
  assert.deepEqual(clickMove(ttt, -1, 5), { kind: 'play', move: ttt[3] });
  const taken = clickMove(ttt, -1, 4);
  assert.equal(taken.kind, 'illegal');
  assert.match(taken.message, /No legal move on cell 5/);
  assert.equal(clickMove(ttt, -1, -1).kind, 'illegal');
});

test('two-cell games: the first click selects a piece (its targets given), the second plays the move to the target', () => {
  const sel = clickMove(chess, -1, sq('g1'), squareName);
  assert.equal(sel.kind, 'select');
  assert.equal(sel.cell, sq('g1'));
  assert.deepEqual(sel.targets.map(squareName), ['f3', 'h3']);
  assert.deepEqual(clickMove(chess, sq('g1'), sq('f3'), squareName), { kind: 'play', move: chess[4] });
  // Castling is the king's two-square move.
  assert.deepEqual(clickMove(chess, sq('e1'), sq('g1'), squareName), { kind: 'play', move: chess[6] });
});

test('two-cell games: an illegal target says where the piece can go; another own piece is selected instead; the same piece again lets go', () => {
  const bad = clickMove(chess, sq('g1'), sq('g3'), squareName);
  assert.equal(bad.kind, 'illegal');
  assert.equal(bad.message, 'g1 cannot go to g3. From g1 it can go to f3, h3.');
  const other = clickMove(chess, sq('g1'), sq('e1'), squareName);
  assert.equal(other.kind, 'select');
  assert.equal(other.cell, sq('e1'));
  assert.deepEqual(clickMove(chess, sq('g1'), sq('g1'), squareName), { kind: 'deselect' });
  const empty = clickMove(chess, -1, sq('a4'), squareName);
  assert.equal(empty.kind, 'illegal');
  assert.equal(empty.message, 'Nothing on a4 can move. Pieces that can move: e7, g1, e1.');
});

test('a promotion (several moves with the same cells) asks which one', () => {
  const r = clickMove(chess, sq('e7'), sq('e8'), squareName);
  assert.equal(r.kind, 'choose');
  assert.deepEqual(r.moves.map((m) => m.name), ['e8=Q', 'e8=R', 'e8=B', 'e8=N']);
});

test('Dodgem: a car that can leave the board is selected first, and leaves when clicked again', () => {
  const sel = clickMove(dodgem, -1, 6);
  assert.equal(sel.kind, 'select');
  assert.deepEqual(sel.targets, [3, 7]);
  assert.deepEqual(sel.exits, [dodgem[2]]);
  assert.deepEqual(clickMove(dodgem, 6, 6), { kind: 'play', move: dodgem[2] });
  assert.deepEqual(clickMove(dodgem, 6, 7), { kind: 'play', move: dodgem[1] });
});

const pos = (sideToMove, over = false, result = null, moves = ttt) => ({ spec: {}, status: { sideToMove, over, result }, moves, name: '' });

test('sides and turns: who starts decides the side the person plays; a finished game is nobody’s turn', () => {
  assert.equal(humanSide('you', { sideToMove: 'max' }), 'max');
  assert.equal(humanSide('engine', { sideToMove: 'max' }), 'min');
  assert.equal(humanSide('you', { sideToMove: 'min' }), 'min');
  assert.equal(otherSide('min'), 'max');
  assert.equal(turn(pos('max'), 'max'), 'you');
  assert.equal(turn(pos('min'), 'max'), 'engine');
  assert.equal(turn(pos('max', true, 1), 'max'), 'over');
  assert.equal(turn(pos('max', false, null, []), 'max'), 'over');
});

test('the result in words, for the side the person plays', () => {
  assert.equal(resultWords(1, 'max'), 'You win');
  assert.equal(resultWords(1, 'min'), 'The engine wins');
  assert.equal(resultWords(-1, 'min'), 'You win');
  assert.equal(resultWords(0, 'max'), 'Draw');
  assert.equal(resultWords(null, 'max'), '');
});

test('Undo takes back the engine’s reply and the person’s move: back to before the person’s last move', () => {
  // You (max) moved, the engine replied: back to the start.
  assert.equal(undoLength([pos('max'), pos('min'), pos('max')], 'max'), 0);
  // You moved and the game ended (or the engine has not replied yet): back before that move.
  assert.equal(undoLength([pos('max'), pos('min'), pos('max'), pos('min', true, 1)], 'max'), 2);
  // The engine started and you have not moved: nothing to take back.
  assert.equal(undoLength([pos('max'), pos('min')], 'min'), 1);
  assert.equal(undoLength([pos('max')], 'max'), 0);
});

test('the moves as link text and back; anything else is refused', () => {
  assert.equal(movesText([4, 0, 12]), '4.0.12');
  assert.deepEqual(parseMoves('4.0.12'), [4, 0, 12]);
  assert.deepEqual(parseMoves(''), []);
  assert.equal(parseMoves('4..1'), null);
  assert.equal(parseMoves('e4'), null);
  assert.equal(parseMoves(Array(1001).fill(1).join('.')), null);
});

test('the moves so far, numbered in pairs', () => {
  assert.equal(moveListText(['e4', 'e5', 'Nf3']), '1. e4 e5 2. Nf3');
  assert.equal(moveListText(['e5', 'Nf3'], true), '1. … e5 2. Nf3');
  assert.equal(moveListText([]), '');
});

test('a spec from the core becomes the entry’s options; fallback depths go down to 1', () => {
  const entry = entryOf(menu, 'chess');
  assert.deepEqual(optionsOfSpec({ kind: 'chess', fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1' }, entry.options, { fen: '' }), { fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1' });
  assert.deepEqual(fallbackDepths(4), [4, 3, 2, 1]);
  assert.deepEqual(fallbackDepths(0), [0]);
});

test('a game in progress survives the link: who started, the start position (preset), the moves', () => {
  const entry = entryOf(menu, 'chess');
  const s = applyPreset({ ...defaultState(menu), game: 'chess' }, entry, entry.presets.find((p) => p.name === 'mate-in-two'));
  const start = { ...s.options };
  s.options = { fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1' };
  s.play = { first: 'you', start, moves: [3, 0, 17] };
  const q = toURL(s, menu);
  assert.match(q, /play=you/);
  assert.match(q, /moves=3\.0\.17/);
  assert.doesNotMatch(q, /g\.fen/);
  const back = fromURL(q, menu);
  assert.deepEqual(back.ignored, []);
  assert.deepEqual(back.state.play, { first: 'you', start, moves: [3, 0, 17] });
  assert.deepEqual(back.state.options, start);
  assert.equal(back.state.preset, 'mate-in-two');
});

test('play in a link for a game that cannot be played, or bad moves, is ignored and said', () => {
  const a = fromURL('?play=you', menu);
  assert.equal(a.state.play, null);
  assert.deepEqual(a.ignored, ['play “you”']);
  const b = fromURL('?game=tictactoe&play=engine&moves=x', menu);
  assert.deepEqual(b.state.play, { first: 'engine', start: b.state.options, moves: [] });
  assert.deepEqual(b.ignored, ['moves “x”']);
  assert.equal(fromURL('?game=tictactoe&play=nobody', menu).state.play, null);
  assert.equal(toURL(fromURL('?game=tictactoe&play=engine&moves=4', menu).state, menu), '?game=tictactoe&play=engine&moves=4');
});

test('2,000 random links with a game against the engine in them survive their own round trip', () => {
  let x = 20261130;
  const r = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
  const pick = (a) => a[Math.floor(r() * a.length)];
  const KEYS = ['game', 'preset', 'depth', 'step', 'play', 'moves', 'g.position', 'g.fen', 'g.size', 'g.misere'];
  const VALUES = ['', 'you', 'engine', 'nobody', 'chess', 'tictactoe', 'nim', 'connect4', 'aima', 'mate-in-two', '4.0.12', '0', '1.', 'x',
    Array(1001).fill(1).join('.'), 'X...O.... x', '3,4,5', '7x6', '8/8/8/8/8/8/8/K1k5 w - - 0 1', '%', '🙂'];
  for (let i = 0; i < 2000; i++) {
    const n = Math.floor(r() * 7);
    const q = '?' + Array.from({ length: n }, () => `${pick(KEYS)}=${encodeURIComponent(pick(VALUES))}`).join('&');
    const read = fromURL(q, menu);
    if (read.state.play) assert.ok(entryOf(menu, read.state.game).info.playable, q);
    const again = fromURL(toURL(read.state, menu), menu);
    assert.deepEqual(again.ignored, [], q);
    assert.deepEqual(again.state, read.state, q);
  }
});

test('a click on a taken cell says the cell is taken, in each language, with the cell named as the game names it', async () => {
  const { setLanguage } = await import('../../www/i18n.js');
  const { adapterFor } = await import('../../www/games/registry.js');
  const ttt9 = adapterFor('tictactoe');
  const position = '....X....';
  assert.equal(ttt9.isTaken(position, 4), true);
  assert.equal(ttt9.isTaken(position, 0), false);
  const taken = (c) => ttt9.isTaken(position, c);
  const moves = [0, 1, 2, 3, 5, 6, 7, 8].map((c, i) => mv(i, `O${c + 1}`, [c]));
  assert.equal(clickMove(moves, -1, 4, undefined, taken).message, 'Cell 5 is taken: click an empty cell.');
  setLanguage('vi');
  assert.equal(clickMove(moves, -1, 4, undefined, taken).message, 'Ô 5 đã có quân: hãy nhấp vào một ô trống.');
  setLanguage('pl');
  assert.equal(clickMove(moves, -1, 4, undefined, taken).message, 'To pole jest już zajęte (pole 5): kliknij puste pole.');
  setLanguage('en');
  assert.match(clickMove(moves, -1, 4).message, /No legal move on cell 5/, 'without the board, as before');
});
