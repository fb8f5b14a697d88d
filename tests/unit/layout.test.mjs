import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutTree, visibleNodes, NO_PARENT, packLayout, xOf, leafLoOf, leafHiOf, everyKthLeaf } from '../../www/layout.js';
import { fixture } from './helpers.mjs';

const P = NO_PARENT;

test('leaves are placed left to right one unit apart, in depth-first order', () => {
  //      0
  //    1    2
  //   3 4   5
  const L = layoutTree(Uint32Array.from([P, 0, 0, 1, 1, 2]));
  assert.deepEqual(Array.from(L.leafOrder), [3, 4, 5]);
  assert.deepEqual([L.x[3], L.x[4], L.x[5]], [0, 1, 2]);
  assert.equal(L.leaves, 3);
  assert.equal(L.height, 2);
});

test('a parent is centred over its first and last child', () => {
  const L = layoutTree(Uint32Array.from([P, 0, 0, 1, 1, 2]));
  assert.equal(L.x[1], 0.5);
  assert.equal(L.x[2], 2);
  assert.equal(L.x[0], 1.25);
});

test('every subtree knows the range of leaves it covers and its deepest level', () => {
  const L = layoutTree(Uint32Array.from([P, 0, 0, 1, 1, 2, 5]));
  assert.deepEqual([L.leafLo[0], L.leafHi[0]], [0, 2]);
  assert.deepEqual([L.leafLo[1], L.leafHi[1]], [0, 1]);
  assert.deepEqual([L.leafLo[2], L.leafHi[2]], [2, 2]);
  assert.equal(L.maxDepth[0], 3);
  assert.equal(L.maxDepth[1], 2);
});

test('children are stored in id order, so pruned nodes come after the searched siblings', () => {
  const f = fixture('aima-alphabeta');
  const L = layoutTree(f.displayParent);
  // C (node 5) has searched leaf 6 then pruned leaves 11 and 12.
  assert.deepEqual(Array.from(L.children.subarray(L.childStart[5], L.childStart[6])), [6, 11, 12]);
  assert.equal(L.leaves, 9);
  assert.equal(L.x[5], 4);
  assert.deepEqual(Array.from(L.leafOrder), [2, 3, 4, 6, 11, 12, 8, 9, 10]);
});

test('a single node is a leaf at 0', () => {
  const L = layoutTree(Uint32Array.from([P]));
  assert.equal(L.leaves, 1);
  assert.equal(L.x[0], 0);
  assert.equal(L.height, 0);
});

test('a deep chain does not overflow the stack', () => {
  const n = 200000;
  const parent = new Uint32Array(n);
  parent[0] = P;
  for (let i = 1; i < n; i++) parent[i] = i - 1;
  const L = layoutTree(parent);
  assert.equal(L.height, n - 1);
  assert.equal(L.x[0], 0);
});

// Its speed is measured by `npm run bench` against its target, not timed here (shared machines).
test('a tree of a million nodes lays out whole: every leaf one unit apart, every parent centred', () => {
  // A uniform tree of branching 4 and depth 10: 1,398,101 nodes.
  const parent = [P];
  let level = [0];
  for (let d = 0; d < 10; d++) {
    const next = [];
    for (const v of level) for (let k = 0; k < 4; k++) { next.push(parent.length); parent.push(v); }
    level = next;
  }
  const arr = Uint32Array.from(parent);
  const L = layoutTree(arr);
  assert.equal(L.leaves, 4 ** 10);
  assert.equal(L.height, 10);
  for (let k = 0; k < L.leaves; k++) assert.equal(L.x[L.leafOrder[k]], k);
  for (let v = 0; v < arr.length; v++) {
    const a = L.childStart[v], b = L.childStart[v + 1];
    if (a === b) continue;
    assert.equal(L.x[v], (L.x[L.children[a]] + L.x[L.children[b - 1]]) / 2);
  }
});

test('culling keeps only the subtrees that meet the visible leaf range', () => {
  const L = layoutTree(Uint32Array.from([P, 0, 0, 1, 1, 2]));
  assert.deepEqual(visibleNodes(L, 2, 2, 10).sort(), [0, 2, 5]);
  assert.deepEqual(visibleNodes(L, 0, 0, 1).sort(), [0, 1]);
});

test("a drawn node's state follows the step: not reached, on the stack, finished, pruned once cut", async () => {
  const { nodeState } = await import('../../www/render.js');
  const { buildIndex } = await import('../../www/timeline.js');
  const f = fixture('aima-alphabeta');
  const t = f.trace;
  const m = { trace: t, N: t.parent.length, index: buildIndex(t), pruned: f.pruned };
  const [FUTURE, ACTIVE, DONE, PRUNED] = [0, 1, 2, 3];
  assert.equal(nodeState(m, 5, 0), FUTURE);
  assert.equal(nodeState(m, 5, t.enterEvent[5]), ACTIVE);
  assert.equal(nodeState(m, 5, t.leaveEvent[5]), DONE);
  const cut = m.index.cutEventOf[5];
  assert.equal(nodeState(m, 11, cut - 1), FUTURE);
  assert.equal(nodeState(m, 11, cut), PRUNED);
  assert.equal(nodeState(m, 0, t.kind.length - 1), DONE);
});

test('a label longer than its room is cut with "…", and dropped (to be counted as hidden) when not two letters fit', async () => {
  const { fitText } = await import('../../www/render.js');
  const ctx = { measureText: (s) => ({ width: s.length * 10 }) };
  assert.equal(fitText(ctx, 'Mid', 40), 'Mid');
  assert.equal(fitText(ctx, 'Left_subtree_with_a_long_name', 60), 'Left_…');
  assert.equal(fitText(ctx, 'Rightmost', 25), '');
});

// Issue 16 (page memory): the layout as the page keeps it reads the same through xOf, leafLoOf
// and leafHiOf as layoutTree's own arrays.
function randomTree(n, seed) {
  let s = seed >>> 0;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const parent = new Uint32Array(n);
  parent[0] = NO_PARENT;
  // Mostly deep and bushy: a parent among the last few nodes, sometimes any earlier one.
  for (let i = 1; i < n; i++) parent[i] = rnd() < 0.8 ? Math.max(0, i - 1 - Math.floor(rnd() * 4)) : Math.floor(rnd() * i);
  return parent;
}

for (const [n, seed] of [[12, 1], [500, 7], [20000, 3]]) {
  test(`packLayout: a random tree of ${n} nodes reads back every x and leaf range`, () => {
    const parent = randomTree(n, seed);
    const want = layoutTree(parent);
    const L = packLayout(layoutTree(parent));
    assert.equal(L.leafLo, undefined);
    assert.equal(L.leafHi, undefined);
    assert.equal(L.leafOrder, undefined);
    for (let v = 0; v < n; v++) {
      if (xOf(L, v) !== want.x[v]) assert.fail(`x of ${v}: ${xOf(L, v)}, layoutTree says ${want.x[v]}`);
      if (leafLoOf(L, v) !== want.leafLo[v] || leafHiOf(L, v) !== want.leafHi[v]) assert.fail(`leaves of ${v}: ${leafLoOf(L, v)}..${leafHiOf(L, v)}, layoutTree says ${want.leafLo[v]}..${want.leafHi[v]}`);
    }
    assert.deepEqual(visibleNodes(L, 2, 5, 6).sort(), visibleNodes(want, 2, 5, 6).sort());
  });
}

test('packLayout keeps x in fixed point (4 bytes) where that is exact, and as it was where it is not', () => {
  // A complete binary tree of depth 10: x needs 10 bits above the point and at most 10 below.
  const bushy = [NO_PARENT];
  for (let i = 1; i < 2047; i++) bushy.push((i - 1) >> 1);
  const B = packLayout(layoutTree(Uint32Array.from(bushy)));
  assert.ok(B.x instanceof Uint32Array);
  assert.equal(xOf(B, 0), layoutTree(Uint32Array.from(bushy)).x[0]);
  // A caterpillar 40 deep (each node a leaf and a chain child): x halves 40 times, past 32 bits.
  const cat = [NO_PARENT];
  for (let d = 0; d < 40; d++) { const spine = cat.length - 1; cat.push(spine, spine); }
  const want = layoutTree(Uint32Array.from(cat));
  const C = packLayout(layoutTree(Uint32Array.from(cat)));
  assert.ok(C.x instanceof Float64Array, 'x stays 64-bit');
  assert.equal(C.xUnit, undefined);
  for (let v = 0; v < cat.length; v++) assert.equal(xOf(C, v), want.x[v]);
});

// The layout depends on the tree, not on how its nodes are numbered: a search numbers parents
// first, and the same random trees renumbered so that children come before their parents (the
// root stays 0) lay out alike node for node (mirrored, as renumbering reverses siblings' order).
for (const [n, seed] of [[12, 1], [500, 7], [20000, 3]]) {
  test(`a random tree of ${n} nodes lays out the same numbered parents first and children first`, () => {
    const parent = randomTree(n, seed);
    // New id of old node v: the root keeps 0, the others in reverse (n − v), so that every child
    // but the root's comes before its parent.
    const id = (v) => (v === 0 ? 0 : n - v);
    const renumbered = new Uint32Array(n);
    for (let v = 0; v < n; v++) renumbered[id(v)] = v === 0 ? NO_PARENT : id(parent[v]);
    const A = layoutTree(parent), B = layoutTree(renumbered);
    assert.equal(A.leaves, B.leaves);
    assert.equal(A.height, B.height);
    // Reversed ids reverse each parent's children (they are in id order): the layout is mirrored, x → (leaves − 1) − x.
    for (let v = 0; v < n; v++) {
      const w = id(v);
      if (A.x[v] !== A.leaves - 1 - B.x[w]) assert.fail(`x of ${v}: ${A.x[v]}, renumbered ${B.x[w]}`);
      if (A.depth[v] !== B.depth[w] || A.maxDepth[v] !== B.maxDepth[w]) assert.fail(`depths of ${v}`);
      if (A.leafLo[v] !== A.leaves - 1 - B.leafHi[w] || A.leafHi[v] !== A.leaves - 1 - B.leafLo[w]) assert.fail(`leaves of ${v}`);
    }
    for (let i = 0; i < A.leaves; i++) assert.equal(id(A.leafOrder[i]), B.leafOrder[A.leaves - 1 - i]);
  });
}

// The fit's sample of the leaves' labels (render.js fit): every k-th leaf from the left, found by
// going down only into the subtrees that hold one, is what a pass over every node finds.
for (const [n, seed] of [[12, 1], [500, 7], [20000, 3]]) {
  test(`everyKthLeaf: a random tree of ${n} nodes gives every k-th leaf, left to right, in both forms of the layout`, () => {
    const parent = randomTree(n, seed);
    const full = layoutTree(parent), packed = packLayout(layoutTree(parent));
    for (const k of [1, 2, 7, Math.max(1, Math.floor(full.leaves / 64))]) {
      const want = Array.from(full.leafOrder).filter((v) => full.x[v] % k === 0);
      assert.deepEqual(everyKthLeaf(full, k), want, `k = ${k}`);
      assert.deepEqual(everyKthLeaf(packed, k), want, `k = ${k}, packed`);
    }
  });
}
