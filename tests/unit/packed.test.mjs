// The page's form of a search's result (worker-trace.js traceResult: node column implied, windows
// narrowed, layout packed, empty index arrays left out; issue 16, page memory) reads the same as
// the result with every column written out, through buildModel and the page's readers: narration,
// the tree's names, the exports, the drawing, the split view's matching and keepPlace. An MCTS
// search on a root without moves (its trace is nested) builds too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff, catalogue } from '../../www/pkg/cutoff.js';
import { setCatalogue, adapterFor } from '../../www/games/registry.js';
import { traceResult, searchOn, narrowest, pageLayout } from '../../www/worker-trace.js';
import { layoutTree } from '../../www/layout.js';
import { buildIndex } from '../../www/timeline.js';
import { buildModel, keepPlace } from '../../www/model.js';
import { sayStep } from '../../www/narration-i18n.js';
import { itemName } from '../../www/aria-tree.js';
import { stepRows, traceJSON } from '../../www/export-data.js';
import { TreeView } from '../../www/render.js';
import { SvgContext } from '../../www/svg-context.js';
import { pathKeys, matchStep } from '../../www/split-logic.js';
import { setLanguage } from '../../www/i18n.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });
setCatalogue(catalogue());
setLanguage('en');

const MID = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const RT = { kind: 'random', branching: 3, depth: 4, seed: 7, min: -9, max: 9, order: 'as-generated', noise: 0 };
const cases = [
  ['tic-tac-toe minimax, depth 4', { kind: 'tictactoe' }, { algorithm: 'minimax', depth: 4 }],
  ['tic-tac-toe PVS', { kind: 'tictactoe', position: 'X...O....' }, { algorithm: 'pvs', fail: 'soft' }],
  ['a random tree, alpha-beta (pruned nodes)', RT, { algorithm: 'alphabeta', fail: 'soft', depth: 4 }],
  ['chess iterative deepening, table, aspiration', { kind: 'chess', fen: MID }, { algorithm: 'alphabeta', fail: 'soft', depth: 2, iterativeDeepening: true, tt: true, aspiration: 30 }],
  ['chess MTD(f)', { kind: 'chess', fen: MID }, { algorithm: 'mtdf', fail: 'soft', depth: 2, tt: true }],
  ['chess PVS, null move, quiescence', { kind: 'chess', fen: MID }, { algorithm: 'pvs', fail: 'soft', depth: 2, nullMove: 2, quiescence: true }],
  ['AIMA, fail-hard alpha-beta', { kind: 'tree', text: 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))' }, { algorithm: 'alphabeta', fail: 'hard', depth: 9 }],
  ['MCTS, tic-tac-toe', { kind: 'tictactoe' }, { algorithm: 'mcts', iterations: 30, seed: 1 }],
];

/** The page's model of a search, and the same result with every column written out as before. */
function both(spec, search) {
  const h = new Cutoff(spec);
  try {
    const summary = searchOn(h, search);
    const wire = h.traceColumns();
    const { result } = traceResult(h, summary);
    const full = structuredClone(result);
    full.trace.node = wire.node;
    full.trace.alpha = narrowest(wire.alpha);
    full.trace.beta = narrowest(wire.beta);
    delete full.trace.windowless; delete full.trace.windowEdge; delete full.trace.nodeOther;
    const L = layoutTree(full.display.parent);
    delete L.leafOrder;
    full.layout = L;
    const wi = buildIndex(wire);
    full.index.cutEventOf = wi.cutEventOf;
    full.index.tableCut = wi.tableCut;
    const req = { key: JSON.stringify(spec), search };
    return { result, packed: buildModel(result, req, adapterFor(result.kind)), full: buildModel(full, req, adapterFor(full.kind)) };
  } finally { h.free(); }
}

function draw(m, s) {
  const ctx = new SvgContext({ width: 1000, height: 600 });
  const view = new TreeView({ getContext: () => ctx });
  view.W = 1000; view.H = 600;
  view.setModel(m, false);
  view.draw(s);
  return ctx.toSVG();
}

for (const [name, spec, search] of cases) {
  test(`${name}: the page's packed result reads as the full one`, () => {
    const { result, packed: mp, full: mf } = both(spec, search);
    const mcts = search.algorithm === 'mcts';
    // The packing took place (else this test compares a result with itself).
    assert.equal(result.layout.leafLo, undefined);
    if (!mcts) assert.equal(result.trace.node, undefined, 'node column implied');
    else assert.ok(result.trace.node instanceof Uint32Array, 'MCTS keeps its node column');
    const E = mp.trace.kind.length;
    const stride = Math.max(1, Math.floor(E / 1500));
    for (let s = 0; s < E; s += stride) {
      const a = sayStep(mp.trace, mp.index, s, mp.narrationInfo), b = sayStep(mf.trace, mf.index, s, mf.narrationInfo);
      if (a !== b) assert.equal(a, b, `narration of step ${s}`);
    }
    const vstride = Math.max(1, Math.floor(mp.D / 200));
    for (const s of [0, Math.floor(E / 2), E - 1]) {
      for (let v = 0; v < mp.D; v += vstride) {
        const a = itemName(mp, v, s), b = itemName(mf, v, s);
        if (a !== b) assert.equal(a, b, `tree item ${v} at step ${s}`);
      }
    }
    assert.deepEqual([...stepRows(mp, { narration: 'never' })], [...stepRows(mf, { narration: 'never' })]);
    assert.equal(JSON.stringify(traceJSON(mp)), JSON.stringify(traceJSON(mf)));
    if (!mcts) for (const s of [0, 5, Math.floor(E / 2), E - 1]) assert.equal(draw(mp, s), draw(mf, s), `drawing of step ${s}`);
    const ka = pathKeys(mp), kf = pathKeys(mf);
    const seen = new Map(); kf.forEach((k, v) => seen.set(k, v));
    for (let s = 0; s < E; s += stride * 7) assert.equal(matchStep(mp, s, mp, ka, seen), matchStep(mf, s, mf, kf, seen), `split match at ${s}`);
    assert.equal(keepPlace(mp, Math.floor(E / 2), mf), keepPlace(mf, Math.floor(E / 2), mf));
  });
}

test('MCTS on a root without moves (a finished board, a one-leaf tree) builds its model: its nested trace keeps the node column', () => {
  for (const spec of [{ kind: 'tictactoe', position: 'XXXOO....' }, { kind: 'tree', text: 'A:5' }]) {
    const search = { algorithm: 'mcts', iterations: 200, seed: 1 };
    const h = new Cutoff(spec);
    try {
      const { result } = traceResult(h, searchOn(h, search));
      assert.ok(result.trace.node instanceof Uint32Array, JSON.stringify(spec));
      const m = buildModel(result, { key: JSON.stringify(spec), search }, adapterFor(result.kind));
      assert.equal(m.steps.count, 2, JSON.stringify(spec));
    } finally { h.free(); }
  }
});

test('a first frame drawing more than 4,096 nodes draws them all: the walk\'s arrays grow in place', () => {
  // Tic-tac-toe minimax to depth 5 (18,730 nodes) on a canvas wide enough to draw every node.
  const { packed: m } = both({ kind: 'tictactoe' }, { algorithm: 'minimax', depth: 5 });
  const W = 200000, H = 800, s = m.trace.kind.length - 1;
  const view = new TreeView({ getContext: () => new SvgContext({ width: W, height: H }) });
  view.W = W; view.H = H;
  view.setModel(m, false);
  const frame = () => { view.ctx = new SvgContext({ width: W, height: H }); view.draw(s); return view.ctx.toSVG(); };
  const first = frame();
  assert.ok(view.drawn.n > 4096, `${view.drawn.n} nodes drawn`);
  assert.equal(view.drawn.n, m.D, 'every node drawn');
  assert.equal(new Set(view.drawn.ids.subarray(0, view.drawn.n)).size, m.D);
  // The second frame starts with the grown arrays: the first must have drawn the same.
  assert.equal(first, frame());
});

// Issue 16 (first frame): the worker sends the display tree ahead and the page lays it out
// (client.js): the tree it is sent is the result's display tree, and its layout is the worker's own.
test('a result whose layout is made elsewhere sends its display tree first, and that layout is the worker\'s', () => {
  const spec = RT, search = { algorithm: 'alphabeta', fail: 'soft', depth: 4 };
  const h = new Cutoff(spec);
  try {
    const summary = searchOn(h, search);
    const { result: own } = traceResult(h, summary);
    let sent = null, calls = 0;
    const { result, transfer } = traceResult(h, summary, performance.now(), (parent) => { sent = parent.slice(); calls++; });
    assert.equal(calls, 1);
    assert.equal(result.layout, null);
    assert.ok(result.pruned.parent.length > 0, 'the tree has pruned branches, after the searched nodes');
    assert.deepEqual(Array.from(sent), Array.from(result.display.parent));
    assert.ok(!transfer.includes(undefined));
    const made = pageLayout(sent);
    for (const k of ['x', 'depth', 'maxDepth', 'childStart', 'children']) assert.deepEqual(Array.from(made[k]), Array.from(own.layout[k]), k);
    for (const k of ['leaves', 'height', 'count', 'xUnit']) assert.equal(made[k], own.layout[k], k);
  } finally { h.free(); }
});
