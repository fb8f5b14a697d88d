// What people read: moves counted from 1, textbook edge names, answers kept back until the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { peopleMove, textbookEdge, adaptModel, answersHidden } from '../../www/classroom.js';
import { narrate } from '../../www/narration.js';
import { buildIndex } from '../../www/timeline.js';
import { fixture } from './helpers.mjs';
import { adapterFor } from '../../www/games/registry.js';

test('tic-tac-toe moves are named by cell 1–9: the core’s X4 is the centre, X5', () => {
  assert.equal(peopleMove('tictactoe', 'X4'), 'X5');
  assert.equal(peopleMove('tictactoe', 'O0'), 'O1');
  assert.equal(peopleMove('tictactoe', 'X8'), 'X9');
});

test('an unlabelled tree move counts from 1: "child 1" is the first child', () => {
  assert.equal(peopleMove('tree', '0'), 'child 1');
  assert.equal(peopleMove('tree', 'B'), 'B');
  assert.equal(peopleMove('chess', 'Nf3'), 'Nf3');
});

test('textbook edge names: AIMA writes the moves from A as a1, a2, a3 and from B as b1, b2, b3', () => {
  assert.equal(textbookEdge('A', 0), 'a1');
  assert.equal(textbookEdge('A', 2), 'a3');
  assert.equal(textbookEdge('B', 1), 'b2');
  assert.equal(textbookEdge('', 1), '');
});

/** A tiny model as buildModel makes it: a root with two tic-tac-toe moves, cells 4 and 0. */
function tttModel() {
  const cell = [-1, 4, 0];
  const m = {
    kind: 'tictactoe', cell, dParent: [0xffffffff, 0, 0], dMove: [0, 0, 1], names: null, minToMove: [0, 1, 1],
    summary: { bestMoveName: 'X4' }, narrationInfo: { bestMoveName: 'X4' },
  };
  m.moveLabel = (v) => (v === 0 ? '' : adapterFor('tictactoe').moveLabel(m, v));
  return m;
}

test('the model on show names tic-tac-toe moves and the best move from 1, and does so again after a switch', () => {
  const m = adaptModel(tttModel());
  assert.equal(m.moveLabel(1), 'X5');
  assert.equal(m.moveLabel(2), 'X1');
  assert.equal(m.summary.bestMoveName, 'X5');
  assert.equal(m.narrationInfo.bestMoveName, 'X5');
  adaptModel(m, { maxView: true });
  assert.equal(m.moveLabel(1), 'X5', 'not X6: applying the switches twice starts from the core’s names');
  assert.equal(m.summary.bestMoveName, 'X5');
  assert.equal(m.maxView, true);
});

test('with "Textbook move names" the AIMA edges read a1, a2, a3 under A and b1, b2, b3 under B', () => {
  const f = fixture('aima-alphabeta');
  const names = ['A', 'B', '', '', '', 'C'];
  const m = {
    kind: 'tree', names, dParent: [0xffffffff, 0, 1, 1, 1, 0], dMove: [0, 0, 0, 1, 2, 1], summary: { bestMoveName: 'B' },
    moveLabel: (v) => names[v],
  };
  adaptModel(m, { textbook: true });
  assert.equal(m.edgeLabels, true);
  assert.deepEqual([1, 2, 3, 4, 5].map(m.moveLabel), ['a1', 'b1', 'b2', 'b3', 'a2']);
  adaptModel(m, { textbook: false });
  assert.equal(m.edgeLabels, false);
  assert.ok(f.trace.kind.length > 0);
});

test('an unlabelled tree’s best move is "child 1" for the first child', () => {
  const m = { kind: 'tree', names: null, summary: { bestMoveName: '0' }, narrationInfo: {}, moveLabel: () => '' };
  adaptModel(m);
  assert.equal(m.summary.bestMoveName, 'child 1');
  const f = fixture('aima-alphabeta');
  const t = f.trace, index = buildIndex(t);
  const last = t.kind.length - 1;
  const text = narrate(t, index, last, { name: () => 'the root', hasWindow: true, negamax: false, bestMoveName: m.summary.bestMoveName, value: 3 });
  assert.match(text, /the best move is child 1\./);
});

test('answers stay hidden until the last step when the switch is on', () => {
  assert.equal(answersHidden(true, 0, 10), true);
  assert.equal(answersHidden(true, 8, 10), true);
  assert.equal(answersHidden(true, 9, 10), false);
  assert.equal(answersHidden(false, 0, 10), false);
});
