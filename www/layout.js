// A tidy tree layout in O(n) over flat arrays: leaves placed left to right in depth-first order,
// one unit apart, each parent centred over its first and last child. Pure: it only computes
// positions; the renderer decides what a unit is on screen.

import { NO_PARENT } from './trace.js';

export { NO_PARENT };

/** @import { IntArray } from './protocol.js' */

/**
 * A tree's layout, per node unless said: x in leaf units (packLayout: a fixed-point Uint32Array,
 * xUnit its last bit), depth, the children in CSR form (childStart has one more entry), the leaf
 * range of its subtree (left out by packLayout), the deepest depth below it; the leaves in order
 * (left out by packLayout), their count, the deepest depth. The page narrows depth and maxDepth.
 * @typedef {object} Layout
 * @property {number} count
 * @property {Float64Array | Uint32Array} x
 * @property {number} [xUnit]
 * @property {IntArray} depth
 * @property {Uint32Array} childStart
 * @property {Uint32Array} children
 * @property {Uint32Array} [leafLo]
 * @property {Uint32Array} [leafHi]
 * @property {IntArray} maxDepth
 * @property {Uint32Array} [leafOrder]
 * @property {number} leaves
 * @property {number} height
 */

/**
 * `parent[i]` is node i's parent (NO_PARENT for the root, node 0). Children keep the order of
 * their ids. Returns, per node: x (leaf units), depth, the children in CSR form, the range of leaf
 * positions its subtree covers (leafLo..leafHi, inclusive) and the deepest depth below it; plus
 * the leaves in left-to-right order.
 * @param {ArrayLike<number>} parent
 * @returns {Layout}
 */
export function layoutTree(parent) {
  const n = parent.length;
  const childStart = new Uint32Array(n + 1);
  for (let i = 1; i < n; i++) {
    const p = parent[i];
    if (p !== NO_PARENT) childStart[p + 1]++;
  }
  for (let i = 0; i < n; i++) childStart[i + 1] += childStart[i];
  const children = new Uint32Array(Math.max(0, childStart[n]));
  const fill = childStart.slice(0, n);
  for (let i = 1; i < n; i++) {
    const p = parent[i];
    if (p !== NO_PARENT) children[fill[p]++] = i;
  }

  // Depth-first preorder with an explicit stack (trees may be deep), leaves numbered on the way.
  const order = new Uint32Array(n);
  const depth = new Uint32Array(n);
  const x = new Float64Array(n);
  const leafLo = new Uint32Array(n);
  const leafHi = new Uint32Array(n);
  const maxDepth = new Uint32Array(n);
  const stack = new Uint32Array(n);
  let leaves = 0, top = 0, k = 0;
  if (n > 0) stack[top++] = 0;
  while (top > 0) {
    const v = stack[--top];
    order[k++] = v;
    const from = childStart[v], to = childStart[v + 1];
    if (from === to) {
      x[v] = leaves;
      leafLo[v] = leafHi[v] = leaves;
      leaves++;
    }
    // Push in reverse so that the first child comes off the stack first.
    for (let j = to; j-- > from;) {
      const c = children[j];
      depth[c] = depth[v] + 1;
      stack[top++] = c;
    }
  }
  const leafOrder = new Uint32Array(leaves);
  // Parents after their children: reverse preorder.
  for (let i = k; i-- > 0;) {
    const v = order[i];
    const from = childStart[v], to = childStart[v + 1];
    if (from === to) {
      leafOrder[leafLo[v]] = v;
      maxDepth[v] = depth[v];
    } else {
      const first = children[from], last = children[to - 1];
      x[v] = (x[first] + x[last]) / 2;
      leafLo[v] = leafLo[first];
      leafHi[v] = leafHi[last];
      let m = 0;
      for (let j = from; j < to; j++) if (maxDepth[children[j]] > m) m = maxDepth[children[j]];
      maxDepth[v] = m;
    }
  }
  let height = 0;
  for (let i = 0; i < n; i++) if (depth[i] > height) height = depth[i];
  return { count: n, x, depth, childStart, children, leafLo, leafHi, maxDepth, leafOrder, leaves, height };
}

/**
 * The nodes at or above depth `maxD` whose subtree meets the leaf range [lo, hi]: used for culling.
 * @param {Layout} L @param {number} lo @param {number} hi @param {number} maxD @param {number[]} [out]
 * @returns {number[]}
 */
export function visibleNodes(L, lo, hi, maxD, out = []) {
  out.length = 0;
  if (L.count === 0) return out;
  const stack = [0];
  while (stack.length) {
    const v = /** @type {number} */ (stack.pop());
    if (leafHiOf(L, v) < lo || leafLoOf(L, v) > hi) continue;
    out.push(v);
    if (L.depth[v] >= maxD) continue;
    for (let j = L.childStart[v + 1]; j-- > L.childStart[v];) stack.push(L.children[j]);
  }
  return out;
}

/**
 * Node v's x in leaf units, in either form of a layout: layoutTree's (Float64 x), or the page's
 * (packLayout: x as a fixed-point Uint32Array, L.xUnit the value of its last bit).
 * @type {(L: Layout, v: number) => number}
 */
export const xOf = (L, v) => (L.xUnit ? L.x[v] * L.xUnit : L.x[v]);

/**
 * The first and last leaf positions of v's subtree, in either form of a layout: its leafLo and
 * leafHi, or (packLayout left them out) the x of its leftmost and rightmost leaf, reached by first
 * and last children: O(the subtree's height).
 * @param {Layout} L @param {number} v @returns {number}
 */
export function leafLoOf(L, v) {
  if (L.leafLo) return L.leafLo[v];
  const cs = L.childStart, ch = L.children;
  while (cs[v] < cs[v + 1]) v = ch[cs[v]];
  return xOf(L, v);
}
/** @param {Layout} L @param {number} v @returns {number} */
export function leafHiOf(L, v) {
  if (L.leafHi) return L.leafHi[v];
  const cs = L.childStart, ch = L.children;
  while (cs[v] < cs[v + 1]) v = ch[cs[v + 1] - 1];
  return xOf(L, v);
}

/**
 * The leaves whose x (their number among the leaves, from 0 on the left) is a multiple of k, in
 * either form of a layout, left to right: reached from the root through the subtrees whose leaves
 * include one, not by a pass over every node (the page keeps no leafOrder).
 * @param {Layout} L @param {number} k @returns {number[]}
 */
export function everyKthLeaf(L, k) {
  /** @type {number[]} */
  const out = [];
  if (L.count === 0) return out;
  const stack = [0];
  while (stack.length) {
    const v = /** @type {number} */ (stack.pop());
    const lo = leafLoOf(L, v), hi = leafHiOf(L, v);
    if (Math.floor(hi / k) * k < lo) continue;
    const from = L.childStart[v], to = L.childStart[v + 1];
    if (from === to) out.push(v);
    for (let j = to; j-- > from;) stack.push(L.children[j]);
  }
  return out;
}

/**
 * The layout as the page keeps it (the worker's last step; page memory, issue 16): leafOrder,
 * leafLo and leafHi left out (leafLoOf and leafHiOf find a subtree's leaves), and x as a
 * fixed-point Uint32Array when that holds every x exactly (a leaf's place, or a mean of two: a
 * tidy layout's x needs as many bits below the point as the tree is deep), else as it was.
 * Reading through xOf gives the same numbers. Changes and returns L.
 * @param {Layout} L @returns {Layout}
 */
export function packLayout(L) {
  delete L.leafOrder;
  delete L.leafLo;
  delete L.leafHi;
  const x = L.x, n = x.length;
  let bits = 0;
  while (2 ** bits <= L.leaves) bits++;
  const scale = 2 ** (32 - bits);
  const fixed = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const q = x[i] * scale;
    if (q !== Math.floor(q) || q < 0 || q >= 2 ** 32) return L;
    fixed[i] = q;
  }
  L.x = fixed;
  L.xUnit = 1 / scale;
  return L;
}
