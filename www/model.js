// The model the page draws: a worker result (trace, layout, labels) plus the names and facts the
// renderer, the panels and the narration ask for. Pure: unit-tested under Node with a fixture.

import { fallbackPv } from './timeline.js';
import { Flag, Field, MATE_BOUND, NO_PARENT } from './trace.js';

/** True when a search config switches any engine technique on. */
export function techniquesOn(c) {
  return !!(c.iterativeDeepening || c.tt || c.nullMove || c.quiescence || c.aspiration || (c.ordering && c.ordering.length));
}

/**
 * The model of a worker result `res` for the request `req` ({key: the game as JSON, search}),
 * named and drawn through `adapter` (games/registry.js).
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
  // With any technique on, the core runs its engine, which is negamax throughout: the trace's
  // values are then the side to move's even for "alphabeta" (the summary still says two-sided).
  const engine = techniquesOn(req.search) || ['pvs', 'mtdf'].includes(req.search.algorithm);
  const engineAb = engine && !res.summary.negamax;
  const negamax = res.summary.negamax || engine;
  const m = {
    ...res, N, D, dParent, dMove: res.display.move, minToMove, cell: res.labels.cell || null, names,
    staticValue: res.labels.staticValue || null, adapter,
    pv: (t.pv.length && !engineAb) || N < 2 ? Array.from(t.pv) : fallbackPv(t, res.layout.children, res.layout.childStart, negamax),
    hasWindow: !['minimax', 'negamax'].includes(req.search.algorithm),
    negamax, algorithm: req.search.algorithm, fail: req.search.fail, techniques: req.search,
    valueRange: [lo, hi], gameKey: req.key,
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
  m.pathName = (v) => {
    const leaf = m.layout.childStart[v] === m.layout.childStart[v + 1];
    return `${leaf ? 'leaf' : 'node'} ${m.pathString(v).split('.').map((d) => +d + 1).join('.')}`;
  };
  /** “X5 O1 X9”: the last four moves into v, quoted. */
  m.moveSequence = (v) => {
    const seq = [];
    let u = v;
    for (; !top(u) && seq.length < 4; u = dParent[u]) seq.push(m.moveLabel(u));
    let s = seq.reverse().join(' ');
    if (!top(u)) s = '… ' + s;
    return `“${s}”`;
  };
  m.name = (v) => {
    if (isDriver(v)) return 'the driver';
    if (v !== 0 && top(v)) return `the root (depth ${t[Field.Enter.depth][t.enterEvent[v]]})`;
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
  const ts = req.search;
  m.driver = ts.algorithm === 'mtdf' ? 'mtdf' : ts.aspiration ? 'aspiration' : ts.iterativeDeepening ? 'id' : null;
  m.narrationInfo = {
    name: m.name, hasWindow: m.hasWindow, negamax: m.negamax, moveName: m.childName, driver: m.driver,
    bestMoveName: res.summary.bestMoveName, value: res.summary.value,
  };
  return m;
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
 * Where the viewer stays when a new model replaces `old`: the same node (by its moves from the
 * root), at the same step if that step is still the node's, else where the node starts; 0 when
 * there was nothing on show.
 */
export function keepPlace(old, oldStep, m) {
  if (!old) return 0;
  const E = m.trace.kind.length;
  const v = findByPath(m, movesTo(old, old.trace.node[oldStep]));
  if (v < 0 || v >= m.N) return Math.min(oldStep, E - 1);
  // The node's own event nearest before the old step (its Enter at the latest).
  let step = m.trace.enterEvent[v];
  for (let e = m.index.nextSame[step]; e !== -1 && e <= oldStep; e = m.index.nextSame[e]) step = e;
  return step;
}
