import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildModel, findByPath, movesTo, keepPlace, techniquesOn, peoplePath, pathNodeName } from '../../www/model.js';
import { buildIndex } from '../../www/timeline.js';
import { layoutTree } from '../../www/layout.js';
import { sayName } from '../../www/narration-i18n.js';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { fixture, catalogue } from './helpers.mjs';
import { Kind } from '../../www/trace.js';

setCatalogue(catalogue());

/** A worker result as worker.js posts it, from a recorded trace. */
function result(name, labels) {
  const f = fixture(name);
  const t = f.trace;
  const D = f.displayParent.length;
  return {
    id: 1, kind: 'tree', summary: f.summary, trace: t, pruned: f.pruned, index: buildIndex(t), naturalDepth: 2,
    display: { parent: f.displayParent, move: Uint16Array.from([...t.move, ...f.pruned.move]), count: D },
    layout: layoutTree(f.displayParent), labels: labels === undefined ? { names: f.labels } : labels,
  };
}
const model = (name, search, labels) => buildModel(result(name, labels), { key: 'k', search: { fail: 'soft', ...search } }, adapterFor('tree'));

test('tree nodes are named by their labels, the root included', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.equal(sayName(m.name(0)), 'A');
  assert.equal(sayName(m.name(5)), 'C');
  assert.equal(m.moveLabel(0), '');
});

test('a tree node without a label is named by its path of child indexes, as a leaf or a node', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' }, { names: null });
  assert.equal(sayName(m.name(0)), 'the root');
  assert.equal(sayName(m.name(5)), 'node 2');
  assert.equal(sayName(m.name(2)), 'leaf 1.1', 'paths counted from 1');
});

test('a child is named by its label, or by its rank when it has none', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.equal(m.childName(0, 1), 'C');
  const bare = model('aima-alphabeta', { algorithm: 'alphabeta' }, { names: null });
  assert.equal(sayName(bare.childName(0, 2)), 'child 3');
});

test('the moves to a node lead back to it, for every drawn node', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  for (let v = 0; v < m.D; v++) assert.equal(findByPath(m, movesTo(m, v)), v);
  assert.equal(findByPath(m, [7]), -1);
});

test('alpha-beta prunes two of C’s children, which are drawn after the searched nodes', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.equal(m.N, 11);
  assert.equal(m.D, 13);
  assert.deepEqual(movesTo(m, 11), [1, 1]);
});

test('the value range spans the values found, and the window is shown for alpha-beta only', () => {
  const ab = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.deepEqual(ab.valueRange, [2, 14]);
  assert.equal(ab.hasWindow, true);
  assert.equal(model('aima-minimax', { algorithm: 'minimax' }).hasWindow, false);
});

test('changing the algorithm keeps the viewer on the same node', () => {
  const ab = model('aima-alphabeta', { algorithm: 'alphabeta' });
  const mm = model('aima-minimax', { algorithm: 'minimax' });
  const s = ab.index.cutEventOf[5]; // the cutoff at C
  const step = keepPlace(ab, s, mm);
  const v = mm.trace.node[step];
  assert.deepEqual(movesTo(mm, v), [1]);
  assert.equal(keepPlace(null, 0, mm), 0);
});

test('any engine technique counts as on, an empty ordering does not', () => {
  assert.equal(techniquesOn({ algorithm: 'alphabeta' }), false);
  assert.equal(techniquesOn({ ordering: [] }), false);
  assert.equal(techniquesOn({ tt: true }), true);
  assert.equal(techniquesOn({ ordering: ['killer'] }), true);
});

test('the narration is given the model’s names and facts', () => {
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.equal(m.narrationInfo.name(5), 'C');
  assert.equal(m.narrationInfo.moveName(0, 0), 'B');
  assert.equal(m.narrationInfo.driver, null);
  assert.equal(m.narrationInfo.value, 3);
});

test('a node path is shown counted from 1: the core’s 0.2.1 (its child indexes) reads 1.3.2', () => {
  assert.equal(peoplePath('0.2.1'), '1.3.2');
  assert.equal(peoplePath('0'), '1');
  assert.equal(peoplePath('9.10'), '10.11');
  assert.equal(peoplePath(''), '', 'the root has no path');
  assert.equal(sayName(pathNodeName('0.0.1', true)), 'leaf 1.1.2');
  assert.equal(sayName(pathNodeName('0.0.0', false)), 'node 1.1.1');
  assert.equal(sayName(pathNodeName('', false)), 'the root');
});

test('at the end, a new search of the same tree opens at its end too', () => {
  const ab = model('aima-alphabeta', { algorithm: 'alphabeta' });
  const mm = model('aima-minimax', { algorithm: 'minimax' });
  const end = ab.trace.kind.length - 1;
  assert.equal(keepPlace(ab, end, mm), mm.trace.kind.length - 1);
  assert.equal(keepPlace(mm, mm.trace.kind.length - 1, ab), end);
});

test('another position or game opens at its start, or at its end when the end was on show', () => {
  const ab = model('aima-alphabeta', { algorithm: 'alphabeta' });
  const other = buildModel(result('wikipedia-alphabeta'), { key: 'another tree', search: { fail: 'soft', algorithm: 'alphabeta' } }, adapterFor('tree'));
  const s = ab.index.cutEventOf[5];
  assert.equal(keepPlace(ab, s, other), 0);
  assert.equal(keepPlace(ab, ab.trace.kind.length - 1, other), other.trace.kind.length - 1);
});

test('the place kept is never an event the player passes over (the rest of an ordering run)', () => {
  const f = fixture('chess-null-q');
  const res = { ...result('chess-null-q'), kind: 'chess' };
  const m = buildModel(res, { key: 'k', search: { fail: 'soft', ...f.search } }, adapterFor('tree'));
  const cont = m.steps.cont;
  const hidden = cont.indexOf(1);
  assert.ok(hidden > 0);
  const step = keepPlace(m, hidden, m);
  assert.equal(m.steps.isStop(step), true);
  assert.equal(m.trace.kind[step], Kind.Order, 'the ordering decision the run belongs to');
  assert.equal(m.trace.node[step], m.trace.node[hidden]);
  assert.ok(step < hidden);
});

test('the principal variation is written out in the game’s own notation: chess numbers its moves, a tree names its nodes', async () => {
  const { numberedLine } = await import('../../www/model.js');
  assert.equal(numberedLine(['Ra6', 'bxa6', 'b7#']), '1. Ra6 bxa6 2. b7#');
  assert.equal(numberedLine(['bxa6', 'b7#'], true), '1… bxa6 2. b7#', 'the second side to move first');
  assert.equal(numberedLine([]), '');
  const m = model('aima-alphabeta', { algorithm: 'alphabeta' });
  assert.deepEqual(m.pvNodes, [1, 2]);
  assert.match(m.pvLine(), /^B → /);
  // A chess line through the chess adapter: White to move at the root (MIN to move after its move).
  const chess = adapterFor('chess');
  const fake = { minToMove: [0, 1, 0, 1], moveLabel: (v) => ['', 'Ra6', 'bxa6', 'b7#'][v] };
  assert.equal(chess.pvLine(fake, [1, 2, 3]), '1. Ra6 bxa6 2. b7#');
  assert.equal(adapterFor('xiangqi').pvLine(fake, [1, 2, 3]), '1. Ra6 bxa6 2. b7#');
  m.edgeLabels = true; m.moveLabel = (v) => ['', 'a1', 'b1'][v];
  assert.equal(m.pvLine(), 'a1 b1', 'textbook move names: the edges');
});
