import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSpec, searchConfig, request } from '../../www/request.js';
import { defaultState, entryOf, defaultOptions } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { catalogue } from './helpers.mjs';

const menu = menuFrom(catalogue());
const stateFor = (id, options = {}) => {
  const e = entryOf(menu, id);
  return { ...defaultState(menu), game: id, options: { ...defaultOptions(e), ...options } };
};

test('a textbook tree is asked for by its preset name', () => {
  assert.deepEqual(gameSpec(stateFor('aima'), entryOf(menu, 'aima')), { kind: 'tree', preset: 'aima' });
});

test('a random tree sends its options in the catalogue’s order, branching before depth', () => {
  const r = request(stateFor('random', { branching: 6, depth: 8 }), entryOf(menu, 'random'));
  assert.equal(r.game.kind, 'random');
  assert.match(r.key, /"branching":6,"depth":8/);
  assert.equal(r.game.order, 'as-generated');
});

test('a custom tree sends its text', () => {
  const spec = gameSpec(stateFor('custom', { text: '(3 (5 1) 2)' }), entryOf(menu, 'custom'));
  assert.equal(spec.kind, 'tree');
  assert.equal(spec.text, '(3 (5 1) 2)');
});

test('the empty tic-tac-toe board and an empty FEN send no position', () => {
  assert.deepEqual(gameSpec(stateFor('tictactoe'), entryOf(menu, 'tictactoe')), { kind: 'tictactoe' });
  assert.deepEqual(gameSpec(stateFor('chess'), entryOf(menu, 'chess')), { kind: 'chess' });
  assert.deepEqual(gameSpec(stateFor('tictactoe', { position: '....X.... o' }), entryOf(menu, 'tictactoe')), { kind: 'tictactoe', position: '....X.... o' });
});

test('the natural depth is left out of the search config, a chosen depth is sent', () => {
  const s = stateFor('aima');
  assert.deepEqual(searchConfig(s, entryOf(menu, 'aima').info), { algorithm: 'alphabeta', fail: 'soft' });
  s.depth = 1;
  assert.equal(searchConfig(s, entryOf(menu, 'aima').info).depth, 1);
});

test('fail-hard is sent for negamax alpha-beta only', () => {
  const s = { ...stateFor('aima'), algorithm: 'negamax-ab', fail: 'hard' };
  assert.equal(searchConfig(s, null).fail, 'hard');
  assert.equal(searchConfig({ ...s, algorithm: 'pvs' }, null).fail, 'soft');
});

test('techniques are sent with their parameters, and only those the game uses', () => {
  const s = stateFor('chess');
  s.techniques = { iterativeDeepening: true, tt: true, nullMove: true, nullR: 2, quiescence: true, aspiration: true, aspW: 0, ordering: 'hash,mvv-lva,killer,history' };
  const chess = searchConfig(s, entryOf(menu, 'chess').info);
  assert.deepEqual(chess, {
    algorithm: 'alphabeta', fail: 'soft', iterativeDeepening: true, tt: true, nullMove: 2, quiescence: true, aspiration: 50,
    ordering: ['hash', 'mvv-lva', 'killer', 'history'], orderingSeed: 1,
  });
  const tree = searchConfig(s, entryOf(menu, 'aima').info);
  assert.equal(tree.nullMove, undefined);
  assert.equal(tree.quiescence, undefined);
  assert.equal(tree.tt, true);
});
