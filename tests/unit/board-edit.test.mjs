// Setting a board up by clicking: each game's position text read into cells and written back,
// a click placing or removing a piece, castling rights kept only where king and rook still stand;
// the core (wasm) loads what the editor writes, and refuses an illegal board with its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { CODECS, place, CHESS_START, XIANGQI_START, DODGEM_START, readCells, writeCells, gridStep, cellBoxes } from '../../www/board-edit.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });
const load = (spec) => { try { new Cutoff(spec).free(); return 'ok'; } catch (e) { return e.code || String(e); } };

test('each start position reads and writes back as the core’s own text', () => {
  const c = CODECS.chess.read('');
  assert.equal(c.cells.length, 64);
  assert.equal(c.side, 'w');
  assert.equal(CODECS.chess.write(c.cells, c.side, ''), CHESS_START);
  const x = CODECS.xiangqi.read('');
  assert.equal(x.cells.length, 90);
  assert.equal(CODECS.xiangqi.write(x.cells, x.side, ''), XIANGQI_START);
  const d = CODECS.dodgem.read('');
  assert.equal(CODECS.dodgem.write(d.cells, d.side, ''), DODGEM_START);
  for (const [kind, text] of [['chess', CHESS_START], ['xiangqi', XIANGQI_START], ['dodgem', DODGEM_START]]) {
    const opt = CODECS[kind].option;
    assert.equal(load({ kind, [opt]: text }), 'ok', kind);
  }
});

test('a click places the chosen piece, the same piece again removes it, Remove empties the square', () => {
  const empty = Array(9).fill('.');
  const one = place(empty, 4, 'b');
  assert.deepEqual(one, ['.', '.', '.', '.', 'b', '.', '.', '.', '.']);
  assert.deepEqual(place(one, 4, 'b'), empty);
  assert.deepEqual(place(one, 4, 'w')[4], 'w');
  assert.deepEqual(place(one, 4, '.'), empty);
  assert.deepEqual(place(one, 12, 'b'), one, 'off the board: nothing');
});

test('chess: moving the h1 rook away drops White’s short castling; the side to move is written', () => {
  const { cells } = CODECS.chess.read(CHESS_START);
  const h1 = 63;
  const fen = CODECS.chess.write(place(cells, h1, '.'), 'b', CHESS_START);
  assert.equal(fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b Qkq - 0 1');
  assert.equal(load({ kind: 'chess', fen }), 'ok');
});

test('chess: a board the core finds illegal is refused with its reason (two white kings, no black king)', () => {
  const { cells } = CODECS.chess.read('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  const fen = CODECS.chess.write(place(place(cells, 4, '.'), 0, 'K'), 'w', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(fen, 'K7/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(load({ kind: 'chess', fen }), 'chess.kings');
});

test('xiangqi and Dodgem: the side to move and a piece placed reach the core', () => {
  const x = CODECS.xiangqi.read(XIANGQI_START);
  const fen = CODECS.xiangqi.write(place(x.cells, 9 * 6 + 0, '.'), 'b');
  assert.equal(fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR b');
  assert.equal(load({ kind: 'xiangqi', fen }), 'ok');
  const d = CODECS.dodgem.read(DODGEM_START);
  const pos = CODECS.dodgem.write(place(d.cells, 0, '.'), 'w');
  assert.equal(pos, '...b...ww w');
  assert.equal(load({ kind: 'dodgem', position: pos }), 'ok');
  assert.notEqual(load({ kind: 'dodgem', position: CODECS.dodgem.write(['b', 'b', 'b', '.', '.', '.', '.', 'w', 'w'], 'b') }), 'ok', 'three black cars: no game reaches it');
});

test('Nim: heaps and the side to move read and write as the core’s notation, which it loads', async () => {
  const { nimRead, nimWrite } = await import('../../www/board-edit.js');
  assert.deepEqual(nimRead('3,4,5'), { heaps: [3, 4, 5], side: 'max' });
  assert.deepEqual(nimRead('1, 2 min'), { heaps: [1, 2], side: 'min' });
  assert.deepEqual(nimRead('', '3,4,5'), { heaps: [3, 4, 5], side: 'max' }, 'empty: the default heaps (the catalogue’s start, which the editor passes)');
  assert.equal(nimWrite([3, 0, 6], 'min'), '3,0,6 min');
  assert.equal(load({ kind: 'nim', position: nimWrite([2, 7], 'min') }), 'ok');
  assert.notEqual(load({ kind: 'nim', position: '16' }), 'ok', 'a heap of 16 is past the core’s limit');
});

test('one row reader and writer serve the three codecs: FEN runs (xiangqi’s 9 too), aliases, Dodgem’s flat string', () => {
  assert.deepEqual(readCells('2p/3/1P1', 9), ['.', '.', 'p', '.', '.', '.', '.', 'P', '.']);
  assert.equal(readCells('9/9', 18).length, 18, 'a 9 is a run of nine, as xiangqi writes an empty rank');
  assert.equal(readCells('8/8', 64), null, 'too few cells: null, not a short board');
  assert.deepEqual(readCells('1hE', 3, (ch) => ({ H: 'N', h: 'n', E: 'B', e: 'b' }[ch] || ch)), ['.', 'n', 'B']);
  assert.deepEqual(readCells('bW.x', 4, (ch) => (/[bw]/i.test(ch) ? ch.toLowerCase() : '.')), ['b', 'w', '.', '.']);
  const cells = readCells(XIANGQI_START.split(' ')[0], 90);
  assert.equal(writeCells(cells, 9), XIANGQI_START.split(' ')[0], 'read then written: the same placement');
  assert.equal(writeCells(['b', '.', '.', 'b', '.', '.', '.', 'w', 'w'], 3, false), 'b..b...ww', 'Dodgem: one character a cell');
  assert.equal(writeCells(['.', '.', '.', 'K'], 2), '2/1K');
  // The codecs built on them still read what the core writes, whatever the spacing.
  assert.deepEqual(CODECS.xiangqi.read('  ' + XIANGQI_START.replace(' ', '   ')).cells, cells);
  assert.equal(CODECS.chess.read('8/8/8 w').cells.filter((c) => c !== '.').length, 0, 'a short FEN: an empty board, not a crash');
});

test('the keyboard on a board: the arrows one cell and stop at the edge, Home/End the row, PageUp/PageDown the column', () => {
  // Chess, 8 wide: a8 is 0, h1 is 63, e2 is 52.
  assert.equal(gridStep(0, 'ArrowLeft', 8, 64), 0);
  assert.equal(gridStep(0, 'ArrowUp', 8, 64), 0);
  assert.equal(gridStep(0, 'ArrowRight', 8, 64), 1);
  assert.equal(gridStep(52, 'ArrowUp', 8, 64), 44, 'e2 → e3');
  assert.equal(gridStep(63, 'ArrowDown', 8, 64), 63);
  assert.equal(gridStep(7, 'ArrowRight', 8, 64), 7, 'h8 does not wrap to a7');
  assert.equal(gridStep(52, 'Home', 8, 64), 48);
  assert.equal(gridStep(52, 'End', 8, 64), 55);
  assert.equal(gridStep(52, 'PageUp', 8, 64), 4);
  assert.equal(gridStep(4, 'PageDown', 8, 64), 60);
  assert.equal(gridStep(52, 'a', 8, 64), null, 'any other key is not a move');
  // Xiangqi, 9 wide and 10 deep.
  assert.equal(gridStep(80, 'ArrowDown', 9, 90), 89);
  assert.equal(gridStep(89, 'ArrowDown', 9, 90), 89);
});

test('each cell’s box is where a click picks it: squares, and a board with a margin', () => {
  // A 2×2 board of 10 px squares drawn 4 px from the canvas's edge (as chess leaves room for its letters).
  const at = (x, y) => (x < 4 || y < 4 || x >= 24 || y >= 24 ? -1 : Math.floor((y - 4) / 10) * 2 + Math.floor((x - 4) / 10));
  const boxes = cellBoxes(at, 30, 30);
  assert.deepEqual([...boxes.keys()].sort(), [0, 1, 2, 3]);
  assert.deepEqual(boxes.get(0), { x0: 4, y0: 4, x1: 14, y1: 14 });
  assert.deepEqual(boxes.get(3), { x0: 14, y0: 14, x1: 24, y1: 24 });
});
