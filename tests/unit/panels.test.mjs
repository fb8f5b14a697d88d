import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sameConfig } from '../../www/panels.js';

test("the comparison row of the configuration searched is recognised, techniques included", () => {
  const row = { algorithm: 'pvs', fail: 'soft', iterativeDeepening: true, tt: true, nullMove: null, quiescence: false, aspiration: null, ordering: ['killer', 'history'], orderingSeed: 0 };
  assert.ok(sameConfig(row, { algorithm: 'pvs', fail: 'soft', iterativeDeepening: true, tt: true, ordering: ['killer', 'history'], orderingSeed: 1 }));
  assert.ok(!sameConfig(row, { algorithm: 'pvs', fail: 'soft', tt: true, ordering: ['killer', 'history'] }));
  assert.ok(sameConfig({ algorithm: 'negamax-ab', fail: 'hard' }, { algorithm: 'negamax-ab', fail: 'hard', depth: 3 }));
  assert.ok(!sameConfig({ algorithm: 'negamax-ab', fail: 'hard' }, { algorithm: 'negamax-ab', fail: 'soft' }));
  assert.ok(sameConfig({ algorithm: 'alphabeta', fail: 'soft' }, { algorithm: 'alphabeta', fail: 'hard' }));
});
