// The Train panel's pure parts: which net a game uses (www/nets.js) and what the chart plots
// (www/chart.js): the loss as it is, games won against a random player and games lost against
// perfect play as per cent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { netKey, hasNet, SHIPPED } from '../../www/nets.js';
import { series } from '../../www/chart.js';

test('a game spec names its net variant: tic-tac-toe, Connect Four by its board (7x6 when none is given), nothing for the rest', () => {
  assert.equal(netKey({ kind: 'tictactoe', position: 'X........' }), 'tictactoe');
  assert.equal(netKey({ kind: 'connect4', size: '4x4', position: '23' }), 'connect4 4x4');
  assert.equal(netKey({ kind: 'connect4' }), 'connect4 7x6');
  assert.equal(netKey({ kind: 'nim', position: '1,2,3' }), null);
  assert.equal(netKey(null), null);
});

test('nets ship for tic-tac-toe and Connect Four 4x4 only', () => {
  assert.deepEqual(Object.keys(SHIPPED).sort(), ['connect4 4x4', 'tictactoe']);
  assert.ok(hasNet('tictactoe') && hasNet('connect4 4x4'));
  assert.ok(!hasNet('connect4 7x6') && !hasNet(null));
});

test('the chart plots the loss, per cent won against random and per cent lost against perfect play (falling to 0)', () => {
  const points = [
    { games: 25, loss: 1.8, vsRandom: { won: 15, drawn: 3, lost: 2 }, vsPerfect: { won: 0, drawn: 6, lost: 4 } },
    { games: 50, loss: 1.2, vsRandom: { won: 19, drawn: 1, lost: 0 }, vsPerfect: null },
  ];
  const [loss, random, perfect] = series(points);
  assert.deepEqual(loss.values, [[25, 1.8], [50, 1.2]]);
  assert.deepEqual(random.values, [[25, 75], [50, 95]]);
  // Where perfect play is not known (a bigger board), no point is drawn for it.
  assert.deepEqual(perfect.values, [[25, 40]]);
  assert.deepEqual([loss.axis, random.axis, perfect.axis], ['left', 'right', 'right']);
});
