// The model the page draws: a worker result (trace, layout, labels) plus the names and facts the
// renderer, the panels and the narration ask for. Pure: unit-tested under Node with a fixture.

import { orderContinuations, Steps, nextSame } from './timeline.js';
import { Flag, MATE_BOUND, NO_PARENT, enterDepth, nodeOf, isMcts, hasWindow } from './trace.js';
import { mctsIndex } from './mcts.js';

/** @import { TraceResult, SearchConfig } from './protocol.js' */
/**
 * The model the page draws (buildModel): the worker's result with its counts (N searched nodes, D
 * display nodes), the display tree, the principal variation, what the search was (algorithm,
 * window, negamax, techniques, MCTS's index), the steps a person stops at, and the names of nodes,
 * moves and lines in the game's own words.
 * @typedef {TraceResult & {
 *   id?: number, N: number, D: number, dParent: Uint32Array, dMove: ArrayLike<number>,
 *   minToMove: ArrayLike<number>, cell: ArrayLike<number> | null, names: any, staticValue: ArrayLike<number> | null,
 *   adapter: any, pv: number[], pvNodes: number[], hasWindow: boolean, mcts: any, negamax: boolean,
 *   algorithm: string, fail: string | undefined, techniques: SearchConfig, valueRange: [number, number],
 *   gameKey: string, steps: Steps, driver: 'mtdf' | 'aspiration' | 'id' | null, narrationInfo: Record<string, any>,
 *   moveLabel(v: number): string, pathString(v: number): string, pathName(v: number): string,
 *   moveSequence(v: number): string, name(v: number): string, childName(n: number, mv: number): string,
 *   pvLine(): string,
 * }} Model
 */

/**
 * A node's path as people read it: the core's child indexes ("0.2.1", counted from 0: the wire's
 * form, the link's and the JSON's) counted from 1 as the page counts children, "1.3.2"; "" for
 * the root. Every node path the page shows a person goes through here.
 */
export function peoplePath(path) {
  return path === '' || path === undefined || path === null ? '' : String(path).split('.').map((d) => +d + 1).join('.');
}

/**
 * A node's name as parts the page words once (narration-i18n.js sayName): {key} naming one of the
 * dictionaries' name.* sentences with its params, or a plain string (a label, a move in the game's
 * notation) said as it is. Never English to be parsed back.
 */
export const NodeName = Object.freeze({
  root: () => ({ key: 'name.root' }),
  driver: () => ({ key: 'name.driver' }),
  rootDepth: (depth) => ({ key: 'name.rootDepth', depth }),
  child: (k) => ({ key: 'name.child', k }),
  /** “X5 O1”: the last moves into a node, in the language's quotes. */
  moves: (moves) => ({ key: 'name.moves', moves }),
});

/** Leaf 1.3, node 2 or the root: a node by its path (the core's, from 0), as parts (NodeName). */
export function pathNodeName(path, leaf) {
  const p = peoplePath(path);
  return p === '' ? NodeName.root() : { key: leaf ? 'name.leaf' : 'name.node', path: p };
}

/** True when a search config switches any engine technique on. */
export function techniquesOn(c) {
  return !!(c.iterativeDeepening || c.tt || c.nullMove || c.quiescence || c.aspiration || (c.ordering && c.ordering.length));
}

/**
 * The model of a worker result `res` for the request `req` ({key: the game as JSON, search}),
 * named and drawn through `adapter` (games/registry.js).
 * @param {any} res a TraceResult (protocol.js; left open here: the model adds to a copy of it)
 * @param {{ key: string, search: SearchConfig }} req @param {any} adapter
 * @returns {Model}
 */
export function buildModel(res, req, adapter) {
  const t = res.trace;
  const N = t.parent.length;
  const D = res.display.count;
  const dParent = res.display.parent;
  const minToMove = res.labels.minToMove || new Uint8Array(D);
  if (!res.labels.minToMove) {
    for (let v = 0; v < D; v++) minToMove[v] = v < N ? (t.flags[v] & Flag.MIN ? 1 : 0) : 1 - minToMove[dParent[v]];
  }
  let lo = Infinity, hi = -Infinity;
  for (let i = 0; i < N; i++) {
    const v = t.value[i];
    if (v > -MATE_BOUND && v < MATE_BOUND) { if (v < lo) lo = v; if (v > hi) hi = v; }
  }
  if (!(lo <= hi)) { lo = -1; hi = 1; }
  if (lo === hi) { lo -= 1; hi += 1; }
  const names = res.labels.names || null;
  // The core says whether the trace's values are the side to move's (a negamax form, or any
  // engine technique: its engine is negamax throughout).
  const negamax = !!res.summary.negamax;
  // MCTS: its own index (N and W by step, iterations, the steps passed over); no window, no values.
  const mcts = isMcts(req.search.algorithm) ? mctsIndex(t) : null;
  const m = {
    ...res, N, D, dParent, dMove: res.display.move, minToMove, cell: res.labels.cell || null, names,
    staticValue: res.labels.staticValue || null, adapter,
    pv: mcts ? [] : Array.from(t.pv),
    hasWindow: hasWindow(req.search.algorithm), mcts,
    negamax, algorithm: req.search.algorithm, fail: req.search.fail, techniques: req.search,
    valueRange: [lo, hi], gameKey: req.key,
    // The steps a person can stop at, and their numbers (the counter, Timeline, link, exports).
    steps: new Steps(t.kind.length, mcts ? mcts.cont : orderContinuations(t)),
  };
  m.moveLabel = (v) => (v === 0 ? '' : adapter.moveLabel(m, v));
  const isDriver = (v) => v < N && v !== NO_PARENT && (t.flags[v] & Flag.DRIVER) !== 0;
  // Under a driver the root searches stand for the root: paths and names start below them.
  const top = (u) => u === 0 || u === NO_PARENT || isDriver(dParent[u]);
  m.pathString = (v) => {
    const p = [];
    for (let u = v; !top(u); u = dParent[u]) p.push(m.dMove[u]);
    return p.reverse().join('.');
  };
  /** "leaf 1.3" or "node 2": a node by its path of children, counted from 1 as people count. */
  m.pathName = (v) => pathNodeName(m.pathString(v), m.layout.childStart[v] === m.layout.childStart[v + 1]);
  /** “X5 O1 X9”: the last four moves into v, quoted (as parts: NodeName.moves). */
  m.moveSequence = (v) => {
    const seq = [];
    let u = v;
    for (; !top(u) && seq.length < 4; u = dParent[u]) seq.push(m.moveLabel(u));
    let s = seq.reverse().join(' ');
    if (!top(u)) s = '… ' + s;
    return NodeName.moves(s);
  };
  /** Node v's name as parts (NodeName): the narration, the tooltip and the exports word it. */
  m.name = (v) => {
    if (isDriver(v)) return NodeName.driver();
    if (v !== 0 && top(v)) return NodeName.rootDepth(enterDepth(t, v));
    return adapter.nodeName(m, v);
  };
  /** The name of node n's child reached by move index mv (game order). */
  m.childName = (n, mv) => {
    for (let j = m.layout.childStart[n]; j < m.layout.childStart[n + 1]; j++) {
      const c = m.layout.children[j];
      if (m.dMove[c] === mv) return adapter.childName(m, n, c, mv);
    }
    return '';
  };
  // The principal variation's moves: the nodes below the root searches (a driver's root search is no move).
  m.pvNodes = m.pv.filter((v) => !isDriver(v) && !(v !== 0 && top(v) && isDriver(dParent[v])));
  /** The principal variation written out in the game's own notation ("1. Ra6 bxa6 2. b7#", "X5 O1 X9"). */
  m.pvLine = () => (adapter.pvLine ? adapter.pvLine(m, m.pvNodes) : m.pvNodes.map((v) => m.moveLabel(v)).filter(Boolean).join(' '));
  const ts = req.search;
  m.driver = ts.algorithm === 'mtdf' ? 'mtdf' : ts.aspiration ? 'aspiration' : ts.iterativeDeepening ? 'id' : null;
  m.narrationInfo = {
    name: m.name, hasWindow: m.hasWindow, negamax: m.negamax, moveName: m.childName, driver: m.driver,
    bestMoveName: res.summary.bestMoveName, value: res.summary.value,
    // MCTS: its index, its parameters and the tree's children (to name and compare them).
    mcts: mcts ? { index: mcts, iterations: req.search.iterations, c: req.search.exploration ?? null, puct: req.search.algorithm === 'puct', rolloutNames: res.summary.rolloutNames || null, children: res.layout.children, childStart: res.layout.childStart, isTree: res.kind === 'tree' } : null,
  };
  if (adapter.localMove) {
    // The core's best move (English SAN) in the language's letters when read, as on the edges.
    let raw = res.summary.bestMoveName;
    Object.defineProperty(m.narrationInfo, 'bestMoveName', { get: () => raw && adapter.localMove(raw), set: (x) => { raw = x; }, enumerable: true });
  }
  return m;
}

/**
 * Moves numbered as chess and xiangqi number them: "1. Ra6 bxa6 2. b7", or "1… bxa6 2. b7" when
 * the side that moves second in the game is to move first here (`secondFirst`).
 */
export function numberedLine(names, secondFirst = false) {
  const out = [];
  let i = 0, k = 1;
  if (secondFirst && names.length) { out.push(`1… ${names[0]}`); i = 1; k = 2; }
  for (; i < names.length; i += 2, k++) out.push(`${k}. ${names[i]}` + (i + 1 < names.length ? ` ${names[i + 1]}` : ''));
  return out.join(' ');
}

/** The display node reached by the same moves from the root, or -1. */
export function findByPath(m, path) {
  let v = 0;
  for (const mv of path) {
    let next = -1;
    for (let j = m.layout.childStart[v]; j < m.layout.childStart[v + 1]; j++) {
      const c = m.layout.children[j];
      if (m.dMove[c] === mv) { next = c; break; }
    }
    if (next < 0) return -1;
    v = next;
  }
  return v;
}

/** The moves (child indexes) from the root to display node v. */
export function movesTo(m, v) {
  const p = [];
  for (let u = v; u !== 0 && u !== NO_PARENT; u = m.dParent[u]) p.push(m.dMove[u]);
  return p.reverse();
}

/**
 * Where the viewer stays when a new model `m` replaces `old` (on show at event `oldStep`):
 * - at the end (the answer on show), the new trace's end, whatever changed;
 * - another position or game (its game key differs: options, preset, FEN, tree text): the start;
 * - the same position searched another way (algorithm, depth, a technique, quiescence's nodes
 *   past the horizon included): the same node (by its moves from the root), at its own event
 *   nearest before the old step (its Enter at the latest), never on a step the player passes over;
 * - 0 when there was nothing on show.
 */
export function keepPlace(old, oldStep, m) {
  if (!old) return 0;
  const E = m.trace.kind.length;
  if (E === 0) return 0;
  if (oldStep >= old.trace.kind.length - 1) return E - 1;
  if (old.gameKey !== m.gameKey) return 0;
  const v = findByPath(m, movesTo(old, nodeOf(old.trace, oldStep)));
  let step;
  if (v < 0 || v >= m.N) step = Math.min(oldStep, E - 1);
  else {
    step = m.trace.enterEvent[v];
    for (let e = nextSame(m.trace, m.index, step); e !== -1 && e <= oldStep; e = nextSame(m.trace, m.index, e)) step = e;
  }
  // Inside a run of ordering events: its first, the step the player stops at.
  while (step > 0 && m.steps && !m.steps.isStop(step)) step--;
  return step;
}
