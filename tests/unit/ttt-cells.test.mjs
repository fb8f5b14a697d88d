// Each tic-tac-toe node's cell and side to move, derived in the worker from the display tree's
// parents and moves (www/games/tictactoe.js tictactoeCells, a lookup of the k-th empty cell), give
// back the core's own board of that node: searched nodes and pruned ones, from the empty board and
// from a position with marks on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { tictactoeCells } from '../../www/games/tictactoe.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

function concat(a, b) {
  const out = new Uint32Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

for (const [name, spec, search, step] of [
  ['alpha-beta from the empty board (pruned nodes too)', { kind: 'tictactoe' }, { algorithm: 'alphabeta', depth: 9 }, 7],
  ['minimax from a position with marks, O to move', { kind: 'tictactoe', position: 'X...O...X o' }, { algorithm: 'minimax', depth: 6 }, 1],
]) {
  test(`tic-tac-toe cells: ${name}: every sampled node's board is the core's`, () => {
    const h = new Cutoff(spec);
    try {
      h.search(search);
      const N = h.nodeParent().length;
      const dParent = concat(h.nodeParent(), h.prunedParent());
      const dMove = concat(h.nodeMove(), h.prunedMove());
      const { cell, minToMove } = tictactoeCells(h.board(0), dParent, dMove, h.nodeFlags(), N);
      assert.equal(cell[0], -1);
      let checked = 0, pruned = 0;
      for (let v = 1; v < dParent.length; v += step) {
        const board = h.board(0).slice(0, 9).split('');
        const path = [];
        for (let u = v; u !== 0; u = dParent[u]) path.push(u);
        for (const u of path.reverse()) board[cell[u]] = minToMove[dParent[u]] ? 'O' : 'X';
        assert.equal(`${board.join('')} ${minToMove[v] ? 'o' : 'x'}`, h.board(v), `display node ${v}`);
        checked++;
        if (v >= N) pruned++;
      }
      assert.ok(checked > 1000, `${checked} nodes checked`);
      if (search.algorithm === 'alphabeta') assert.ok(pruned > 500, `${pruned} pruned nodes checked`);
    } finally {
      h.free();
    }
  });
}
