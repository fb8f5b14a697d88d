// The worker takes the whole trace in one call (traceColumns): it must hand over exactly what the
// fifteen per-column getters do, column by column, same numbers and same array types. Runs the
// built package (www/pkg) under Node, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/browser.mjs';

const pkg = await import(path.join(ROOT, 'www/pkg/cutoff.js'));
pkg.initSync({ module: fs.readFileSync(path.join(ROOT, 'www/pkg/cutoff_bg.wasm')) });

const GETTERS = {
  kind: 'eventKind', node: 'eventNode', a: 'eventA', b: 'eventB', c: 'eventC',
  parent: 'nodeParent', move: 'nodeMove', ply: 'nodePly', flags: 'nodeFlags', alpha: 'nodeAlpha', beta: 'nodeBeta',
  value: 'nodeValue', bound: 'nodeBound', enterEvent: 'nodeEnterEvent', leaveEvent: 'nodeLeaveEvent',
};

function sameColumns(game, search) {
  const h = new pkg.Cutoff(game);
  try {
    h.search(search);
    const cols = h.traceColumns();
    assert.deepEqual(Object.keys(cols).sort(), Object.keys(GETTERS).sort());
    for (const [key, getter] of Object.entries(GETTERS)) {
      const want = h[getter]();
      assert.equal(cols[key].constructor, want.constructor, `${key}: ${cols[key].constructor.name}, the getter's ${want.constructor.name}`);
      assert.equal(cols[key].length, want.length, `${key}: length`);
      assert.ok(cols[key].every((v, i) => v === want[i]), `${key}: the getter's numbers`);
    }
    return cols.kind.length;
  } finally {
    h.free();
  }
}

test('traceColumns gives the getters\' columns for tic-tac-toe alpha-beta (18,297 nodes)', () => {
  assert.ok(sameColumns({ kind: 'tictactoe' }, { algorithm: 'alphabeta' }) > 18297);
});

test('traceColumns gives the getters\' columns for chess PVS with the table, deepening, quiescence and ordering (more events than one chunk)', () => {
  const events = sameColumns({ kind: 'chess' }, { algorithm: 'pvs', depth: 4, tt: true, iterativeDeepening: true, quiescence: true, ordering: ['mvv-lva', 'killer', 'history'] });
  assert.ok(events > 1 << 14, `${events} events`);
});

test('traceColumns gives the getters\' columns for AIMA\'s tree (11 nodes, one short chunk)', () => {
  assert.ok(sameColumns({ kind: 'preset', name: 'aima' }, { algorithm: 'alphabeta' }) > 11);
});
