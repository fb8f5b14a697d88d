// Setting a board up by clicking: each game's position text read into cells and written back,
// a click placing or removing a piece, castling rights kept only where king and rook still stand;
// the core (wasm) loads what the editor writes, and refuses an illegal board with its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { CODECS, place, CHESS_START, XIANGQI_START, DODGEM_START } from '../../www/board-edit.js';

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
  assert.deepEqual(nimRead(''), { heaps: [3, 4, 5], side: 'max' }, 'empty: the default heaps');
  assert.equal(nimWrite([3, 0, 6], 'min'), '3,0,6 min');
  assert.equal(load({ kind: 'nim', position: nimWrite([2, 7], 'min') }), 'ok');
  assert.notEqual(load({ kind: 'nim', position: '16' }), 'ok', 'a heap of 16 is past the core’s limit');
});
