// What the tree editor holds between its questions to the core (www/edit-model.js): the core's
// answers (treeEdit, crate/src/game/tree_edit.rs, whose own tests hold the edits) read by path,
// and undo and redo over whole texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, treeEdit } from '../../www/pkg/cutoff.js';
import { History, TreeNodes } from '../../www/edit-model.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

const AIMA = 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))';
/** The core's answer as the worker hands it over (worker.js, 'tree-edit'). */
const core = (text, path, op = '', arg = '') => treeEdit(text, Uint32Array.from(path), op, arg);

test('the core’s answer to an edit is the new text, the node to select and the text’s nodes, read by path', () => {
  const r = core(AIMA, [1, 0], 'setValue', '7');
  assert.equal(r.text, 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  assert.deepEqual(r.path, [1, 0]);
  const nodes = new TreeNodes(r.text, r.nodes);
  assert.ok(nodes.parses);
  assert.deepEqual(nodes.info([1, 0]), { leaf: true, value: 7, static: null, label: '', children: 0, depth: 2, line: 1, column: 18 });
  assert.deepEqual(nodes.info([]), { leaf: false, value: null, static: null, label: 'A', children: 3, depth: 0, line: 1, column: 1 });
  assert.equal(nodes.info([2]).label, 'D');
  assert.equal(nodes.info([2, 2]).value, 2);
  assert.equal(nodes.info([3]), null);
  assert.equal(nodes.info([0, 0, 0]), null);
  assert.equal(nodes.info([-1]), null);
});

test('an inner node’s static value, and a node’s place in a text over several lines', () => {
  const text = '# Figure\n(x:(1 2)~9\n   3)';
  const nodes = new TreeNodes(text, core(text, []).nodes);
  assert.deepEqual(nodes.info([0]), { leaf: false, value: null, static: 9, label: 'x', children: 2, depth: 1, line: 2, column: 2 });
  assert.deepEqual([nodes.info([1]).line, nodes.info([1]).column], [3, 4]);
});

test('every edit the bar offers crosses to the core and back: done, or refused with the reason the page says', () => {
  const ops = [
    ['setLabel', 'Left', [0], 'A:(Left:(3 12 8) C:(2 4 6) D:(14 5 2))'],
    ['addChild', '', [1], 'A:(B:(3 12 8) C:(2 4 6 0) D:(14 5 2))'],
    ['addSibling', '', [0, 0], 'A:(B:(3 0 12 8) C:(2 4 6) D:(14 5 2))'],
    ['deleteSubtree', '', [1], 'A:(B:(3 12 8) D:(14 5 2))'],
    ['moveChild', 'left', [1], 'A:(C:(2 4 6) B:(3 12 8) D:(14 5 2))'],
    ['toInner', '', [0, 1], 'A:(B:(3 (12) 8) C:(2 4 6) D:(14 5 2))'],
    ['toLeaf', 'min', [0], 'A:(B:12 C:(2 4 6) D:(14 5 2))'],
  ];
  for (const [op, arg, path, want] of ops) assert.equal(core(AIMA, path, op, arg).text, want, op);
  assert.deepEqual(core(AIMA, [1, 0], 'setValue', '7.5'), { refused: { code: 'notNumber', params: { text: '7.5' } } });
  assert.deepEqual(core(AIMA, [], 'deleteSubtree'), { refused: { code: 'deleteRoot', params: {} } });
  assert.deepEqual(core(AIMA, [5], 'addChild'), { refused: { code: 'noSuchNode', params: {} } });
  // A text that does not parse has no nodes: the editor selects nothing in it.
  assert.deepEqual(core('(1 2', []), { refused: { code: 'textInvalid', params: {} } });
  assert.equal(new TreeNodes('(1 2', null).info([]), null);
  assert.throws(() => core(AIMA, [], 'paint'), (e) => e.code === 'badConfig');
  assert.throws(() => core(AIMA, [1], 'moveChild', 'up'), (e) => e.code === 'badConfig');
});

test('undo and redo walk back and forth over the edits, a hand-typed text kept as a step', () => {
  const h = new History();
  const a = AIMA, b = 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))', c = 'A:(B:(3 12 8) C:(7 4 6))';
  h.record(a, b);
  h.record(b, c);
  assert.equal(h.undo(c), b);
  assert.equal(h.undo(b), a);
  assert.equal(h.undo(a), null);
  assert.equal(h.redo(a), b);
  assert.equal(h.redo(b), c);
  assert.equal(h.redo(c), null);
  // Typed by hand after the last edit: undo first goes back to what the edit left, redo brings the typing back.
  const typed = c.replace('A:', 'R:');
  assert.equal(h.undo(typed), c);
  assert.equal(h.redo(c), typed);
  assert.equal(h.undo(typed), c);
  assert.equal(h.undo(c), b);
  // A new edit after an undo drops the redo.
  h.record(b, a);
  assert.equal(h.canRedo, false);
});
