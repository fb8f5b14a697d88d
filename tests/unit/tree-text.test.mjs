// Editing a tree as text: each operation changes only the node's own characters (the user's
// layout and comments stay), refuses with a reason code what would make the tree invalid, and
// its result is a tree the core parses and values as the edit says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import {
  parseTree, setValue, setLabel, addChild, addSibling, deleteSubtree, moveChild, toInner, toLeaf, nodeInfo, paths, History, minimax,
} from '../../www/tree-text.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

const AIMA = 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))';
/** The core's minimax value of the root, or the core's error code. */
function core(text, root = 'max') {
  try {
    const h = new Cutoff({ kind: 'tree', text, root });
    const s = h.search({ algorithm: 'minimax', depth: 200 });
    h.free();
    return s.value;
  } catch (e) {
    return e.code || String(e);
  }
}
const ok = (r) => { assert.ok(r.ok, `refused: ${r.code}`); return r; };

test('the text parser accepts what the core accepts and refuses what it refuses', () => {
  const good = [AIMA, '5', '-3', '(1,2,3)', '(3(4))', '((1 2)(3 4))', 'x:(1 2)~4', '# a comment\n(1 # one\n 2)', '  (\n\t1\n\t2\n)  ', '(+7 -0)'];
  const bad = ['', '()', '(1 2', '1 2', '(1 2))', '(34x)', '5~3', 'B (1)', '(1.5)', '(2000000)', '(1)~', 'x:', '(1 2)~a'];
  for (const t of good) { assert.ok(parseTree(t), `JS refused ${t}`); assert.equal(typeof core(t), 'number', `the core refused ${t}`); }
  for (const t of bad) { assert.equal(parseTree(t), null, `JS accepted ${t}`); assert.equal(typeof core(t), 'string', `the core accepted ${t}`); }
});

test('a leaf given 7 changes only its number, and the core values the new tree as minimax does', () => {
  const r = ok(setValue(AIMA, [1, 0], '7'));
  assert.equal(r.text, 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  assert.deepEqual(r.path, [1, 0]);
  // C is now min(7, 4, 6) = 4, still below B's 3? No: 4 > 3, so the root becomes 4.
  assert.equal(core(r.text), 4);
  assert.equal(minimax(parseTree(r.text), true), 4);
  assert.equal(core(AIMA), 3);
});

test('a value keeps the user’s layout, commas and comments around it', () => {
  const text = '# Figure 5.2\n(\n  B:(3, 12, 8)   # left\n  C:(2, 4, 6)\n)';
  const r = ok(setValue(text, [0, 1], '-12'));
  assert.equal(r.text, '# Figure 5.2\n(\n  B:(3, -12, 8)   # left\n  C:(2, 4, 6)\n)');
});

test('an inner node’s number is its static value after ~, added, changed or removed', () => {
  const a = ok(setValue(AIMA, [0], '4')).text;
  assert.equal(a, 'A:(B:(3 12 8)~4 C:(2 4 6) D:(14 5 2))');
  assert.equal(ok(setValue(a, [0], '-2')).text, 'A:(B:(3 12 8)~-2 C:(2 4 6) D:(14 5 2))');
  assert.equal(ok(setValue(a, [0], '')).text, AIMA);
  // The core reads it: searched to depth 1, x is its static value, 10, above its sibling's 3.
  const x = ok(setValue('(x:(1 2) 3)', [0], '10')).text;
  assert.equal(x, '(x:(1 2)~10 3)');
  const h = new Cutoff({ kind: 'tree', text: x });
  assert.equal(h.search({ algorithm: 'minimax', depth: 1 }).value, 10);
  h.free();
});

test('a value that is no whole number or out of the core’s range is refused with its reason', () => {
  assert.deepEqual(setValue(AIMA, [1, 0], '7.5'), { ok: false, code: 'notNumber', params: { text: '7.5' } });
  assert.equal(setValue(AIMA, [1, 0], 'abc').code, 'notNumber');
  assert.equal(setValue(AIMA, [1, 0], '').code, 'notNumber');
  assert.equal(setValue(AIMA, [1, 0], '2000000').code, 'outOfRange');
  assert.equal(core('(2000000)'), 'tree.outOfRange', 'the core refuses it too');
  assert.equal(ok(setValue(AIMA, [1, 0], '−5')).text, 'A:(B:(3 12 8) C:(-5 4 6) D:(14 5 2))', 'a typographic minus reads as one');
});

test('labels are set, renamed and removed in place; a label the core would refuse is refused', () => {
  assert.equal(ok(setLabel(AIMA, [0], 'Left')).text, 'A:(Left:(3 12 8) C:(2 4 6) D:(14 5 2))');
  assert.equal(ok(setLabel(AIMA, [2, 1], 'd2')).text, 'A:(B:(3 12 8) C:(2 4 6) D:(14 d2:5 2))');
  assert.equal(ok(setLabel(AIMA, [], '')).text, '(B:(3 12 8) C:(2 4 6) D:(14 5 2))');
  assert.equal(setLabel(AIMA, [0], '2x').code, 'badLabel');
  assert.equal(setLabel(AIMA, [0], 'a b').code, 'badLabel');
  assert.equal(typeof core(ok(setLabel(AIMA, [2, 1], 'd2')).text), 'number');
});

test('a child is added last, with the separator the user wrote between the others', () => {
  const r = ok(addChild(AIMA, [1]));
  assert.equal(r.text, 'A:(B:(3 12 8) C:(2 4 6 0) D:(14 5 2))');
  assert.deepEqual(r.path, [1, 3]);
  assert.equal(ok(addChild('(1,\n 2)', [])).text, '(1,\n 2,\n 0)');
  // A leaf given a child becomes an inner node over its old number and the new leaf.
  const l = ok(addChild(AIMA, [2, 0]));
  assert.equal(l.text, 'A:(B:(3 12 8) C:(2 4 6) D:((14 0) 5 2))');
  assert.deepEqual(l.path, [2, 0, 1]);
  assert.equal(core(l.text), 3);
});

test('a sibling goes just after the node; the root has none', () => {
  const r = ok(addSibling(AIMA, [0, 0]));
  assert.equal(r.text, 'A:(B:(3 0 12 8) C:(2 4 6) D:(14 5 2))');
  assert.deepEqual(r.path, [0, 1]);
  assert.equal(ok(addSibling(AIMA, [2])).text, 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2) 0)');
  assert.deepEqual(addSibling(AIMA, []), { ok: false, code: 'rootSibling', params: {} });
});

test('deleting a subtree takes its separator with it; the root and an only child are refused', () => {
  const r = ok(deleteSubtree(AIMA, [1]));
  assert.equal(r.text, 'A:(B:(3 12 8) D:(14 5 2))');
  assert.deepEqual(r.path, []);
  assert.equal(ok(deleteSubtree(AIMA, [0])).text, 'A:(C:(2 4 6) D:(14 5 2))');
  assert.equal(core(ok(deleteSubtree(AIMA, [0])).text), 2);
  assert.equal(deleteSubtree(AIMA, []).code, 'deleteRoot');
  assert.equal(deleteSubtree('(1 (2))', [1, 0]).code, 'onlyChild');
  // A comment between two children stays.
  assert.equal(ok(deleteSubtree('(1 # one\n 2)', [1])).text, '(1 # one\n )');
});

test('moving a child swaps it with its neighbour and keeps the layout between them', () => {
  const r = ok(moveChild(AIMA, [1], -1));
  assert.equal(r.text, 'A:(C:(2 4 6) B:(3 12 8) D:(14 5 2))');
  assert.deepEqual(r.path, [0]);
  assert.equal(ok(moveChild('(1,\n  2)', [0], 1)).text, '(2,\n  1)');
  assert.equal(moveChild(AIMA, [0], -1).code, 'firstChild');
  assert.equal(moveChild(AIMA, [2], 1).code, 'lastChild');
  assert.equal(moveChild(AIMA, [], 1).code, 'moveRoot');
  // Alpha-beta's cutoff moves with the order: C first, then B, the root stays 3.
  assert.equal(core(r.text), 3);
});

test('a leaf becomes an inner node over its number, and an inner node a leaf of its value', () => {
  assert.equal(ok(toInner(AIMA, [0, 1])).text, 'A:(B:(3 (12) 8) C:(2 4 6) D:(14 5 2))');
  assert.equal(toInner(AIMA, [0]).code, 'alreadyInner');
  // C is a MIN node: min(2, 4, 6) = 2; the root's value stays 3.
  const l = ok(toLeaf(AIMA, [1]));
  assert.equal(l.text, 'A:(B:(3 12 8) C:2 D:(14 5 2))');
  assert.equal(core(l.text), 3);
  // Under a MIN root, B is a MAX node: max(3, 12, 8) = 12.
  assert.equal(ok(toLeaf(AIMA, [0], false)).text, 'A:(B:12 C:(2 4 6) D:(14 5 2))');
  // A static value, when given, is the leaf's number.
  assert.equal(ok(toLeaf('(x:(1 2)~9 3)', [0])).text, '(x:9 3)');
  assert.equal(toLeaf(AIMA, [0, 0]).code, 'alreadyLeaf');
});

test('an edit of text that does not parse, or of a node not in it, is refused', () => {
  assert.equal(setValue('(1 2', [0], '3').code, 'textInvalid');
  assert.equal(setValue(AIMA, [5], '3').code, 'noSuchNode');
  assert.equal(setValue(AIMA, [0, 0, 0], '3').code, 'noSuchNode');
});

test('nodes deeper than the core nests are refused', () => {
  const deep = '('.repeat(200) + '1' + ')'.repeat(200);
  assert.ok(parseTree(deep));
  const path = new Array(200).fill(0);
  assert.equal(addChild(deep, path).code, 'tooDeep');
  assert.equal(toInner(deep, path).code, 'tooDeep');
});

test('every edit of every AIMA node gives a text the core parses (or a refusal)', () => {
  let n = 0;
  for (const p of paths(AIMA)) {
    for (const r of [setValue(AIMA, p, '1'), setLabel(AIMA, p, 'z'), addChild(AIMA, p), addSibling(AIMA, p), deleteSubtree(AIMA, p), moveChild(AIMA, p, -1), moveChild(AIMA, p, 1), toInner(AIMA, p), toLeaf(AIMA, p)]) {
      if (!r.ok) continue;
      n++;
      assert.equal(typeof core(r.text), 'number', `${r.text} from ${p}`);
      assert.ok(nodeInfo(r.text, r.path), `the new selection ${r.path} is in ${r.text}`);
    }
  }
  assert.ok(n > 80, `${n} edits`);
});

test('undo and redo walk back and forth over the edits, a hand-typed text kept as a step', () => {
  const h = new History();
  const a = AIMA, b = ok(setValue(a, [1, 0], '7')).text, c = ok(deleteSubtree(b, [2])).text;
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
