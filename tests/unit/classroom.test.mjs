// What people read: moves counted from 1, textbook edge names, answers kept back until the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textbookEdge, adaptModel, answersHidden } from '../../www/classroom.js';
import { sayStep } from '../../www/narration-i18n.js';
import { setLanguage } from '../../www/i18n.js';
import { buildIndex } from '../../www/timeline.js';
import { fixture } from './helpers.mjs';
import { adapterFor } from '../../www/games/registry.js';

test('textbook edge names: AIMA writes the moves from A as a1, a2, a3 and from B as b1, b2, b3', () => {
  assert.equal(textbookEdge('A', 0), 'a1');
  assert.equal(textbookEdge('A', 2), 'a3');
  assert.equal(textbookEdge('B', 1), 'b2');
  assert.equal(textbookEdge('', 1), '');
});

/** A tiny model as buildModel makes it: a root with two tic-tac-toe moves, cells 4 and 0, named by the core. */
function tttModel() {
  const cell = [-1, 4, 0];
  const moveNames = ['X', 'O'].map((mark) => Array.from({ length: 9 }, (_, c) => `${mark}${c + 1}`));
  const m = {
    kind: 'tictactoe', cell, dParent: [0xffffffff, 0, 0], dMove: [0, 0, 1], names: null, minToMove: [0, 1, 1], labels: { moveNames },
    summary: { bestMoveName: 'X5' }, narrationInfo: { bestMoveName: 'X5' },
  };
  m.moveLabel = (v) => (v === 0 ? '' : adapterFor('tictactoe').moveLabel(m, v));
  return m;
}

test('the model on show names tic-tac-toe moves as the core does, and does so again after a switch', () => {
  const m = adaptModel(tttModel());
  assert.equal(m.moveLabel(1), 'X5');
  assert.equal(m.moveLabel(2), 'X1');
  assert.equal(m.summary.bestMoveName, 'X5', 'the core’s name, left as it is');
  adaptModel(m, { maxView: true });
  assert.equal(m.moveLabel(1), 'X5', 'not X6: applying the switches twice changes no name');
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

test('an unlabelled tree’s best move is the core’s "child 2" for the second child, said so in every language', () => {
  const f = fixture('wikipedia-alphabeta');
  assert.equal(f.summary.bestMoveName, 'child 2', 'seed 000’s root plays its second child');
  const t = f.trace, index = buildIndex(t);
  const last = t.kind.length - 1;
  const info = { name: () => 'the root', hasWindow: true, negamax: false, bestMoveName: f.summary.bestMoveName, value: 6 };
  setLanguage('en');
  assert.match(sayStep(t, index, last, info), /the best move is child 2\./);
  const said = (lang) => { setLanguage(lang); const s = sayStep(t, index, last, info); setLanguage('en'); return s; };
  assert.match(said('en'), /the best move is child 2\./);
  assert.match(said('pl'), /najlepszy ruch to węzeł potomny nr 2\./);
  assert.match(said('vi'), /nước đi tốt nhất là nút con thứ 2\./);
});

test('answers stay hidden until the last step when the switch is on', () => {
  assert.equal(answersHidden(true, 0, 10), true);
  assert.equal(answersHidden(true, 8, 10), true);
  assert.equal(answersHidden(true, 9, 10), false);
  assert.equal(answersHidden(false, 0, 10), false);
});

test('the classroom is part of the state: a link opens presenter view and hidden answers, the browser’s theme; presenter view hides the answers and shows again only what it hid', async () => {
  const { classroomFromLink, setPresenter, setHide, defaultClassroom } = await import('../../www/state.js');
  assert.deepEqual(classroomFromLink('', null), defaultClassroom());
  assert.equal(classroomFromLink('', 'dark').theme, 'dark');
  assert.equal(classroomFromLink('', 'sepia').theme, 'auto', 'a theme the page does not have is not kept');
  // present=1 alone: presenter view hides the answers; ending it shows them again.
  const present = classroomFromLink('?present=1', null);
  assert.deepEqual([present.presenter, present.hide], [true, true]);
  assert.equal(setPresenter(present, false).hide, false);
  // Hidden by the link (or by hand) first: they stay hidden after presenter view.
  const both = classroomFromLink('?hide=1&present=1', null);
  assert.deepEqual([both.presenter, both.hide], [true, true]);
  assert.equal(setPresenter(both, false).hide, true);
  // Hide set by hand while presenting: presenter view no longer answers for it.
  assert.equal(setPresenter(setHide(setPresenter(defaultClassroom(), true), true), false).hide, true);
  assert.equal(setPresenter(setHide(setPresenter(defaultClassroom(), true), false), false).hide, false);
});

test('"Textbook move names" reach the narration and the side panel’s result, not only the edges: AIMA’s best move reads a1', async () => {
  const { buildModel } = await import('../../www/model.js');
  const { layoutTree } = await import('../../www/layout.js');
  const f = fixture('aima-alphabeta');
  const t = f.trace, D = f.displayParent.length;
  const res = {
    id: 1, kind: 'tree', summary: f.summary, trace: t, pruned: f.pruned, index: buildIndex(t), naturalDepth: 2,
    display: { parent: f.displayParent, move: Uint16Array.from([...t.move, ...f.pruned.move]), count: D },
    layout: layoutTree(f.displayParent), labels: { names: f.labels },
  };
  const m = adaptModel(buildModel(res, { key: 'k', search: { fail: 'soft', algorithm: 'alphabeta' } }, adapterFor('tree')), { textbook: true });
  const last = t.kind.length - 1;
  assert.match(sayStep(t, res.index, last, m.narrationInfo), /the best move is a1\./);
  assert.equal(m.childName(0, 1), 'a2', 'the side panel’s search order names C’s edge a2');
  assert.equal(m.childName(5, 0), 'c1');
  assert.equal(m.bestMoveName, 'a1');
  adaptModel(m, { textbook: false });
  assert.match(sayStep(t, res.index, last, m.narrationInfo), /the best move is B\./);
  assert.equal(m.childName(0, 1), 'C');
  assert.equal(m.bestMoveName, 'B');
});
