// The split view's logic: the second search's settings, the step of the second that matches a
// step of the first, and the branches one search searches and the other does not. Pure: no DOM,
// unit-tested under Node.

import { Kind, Flag, NO_PARENT, Defaults, SEARCHES, childOf, nodeOf } from './trace.js';
import { nextSame } from './timeline.js';

/**
 * The second search's choices that are another algorithm, plain (no engine technique): the core's
 * tree searches in its order, negamax alpha-beta as its two forms (fail-soft, fail-hard).
 */
export const ALGO_CHOICES = Object.freeze(SEARCHES.filter((s) => !s.monteCarlo).flatMap((s) => (s.name === 'negamax-ab' ? ['negamax-ab:soft', 'negamax-ab:hard'] : [s.name])));
/** The choices that are the first search again with one technique switched (on where it is off,
 * off where it is on), by the technique's name in the search config and the game's catalogue. */
export const TECHNIQUE_CHOICES = Object.freeze({ 'same-order': 'ordering', 'same-tt': 'tt', 'same-null': 'nullMove' });
/** Every choice (the link's split=…): an algorithm, the same search with a technique switched, MCTS (UCT). */
export const SPLIT_CHOICES = Object.freeze([...ALGO_CHOICES, ...Object.keys(TECHNIQUE_CHOICES), 'mcts']);

/** Each choice's name in the dictionaries (the Algorithm menu's words; a technique's switch). */
export const CHOICE_KEYS = Object.freeze({
  minimax: 'algo.minimax', alphabeta: 'algo.alphabeta', negamax: 'algo.negamax', 'negamax-ab:soft': 'algo.negamaxSoft',
  'negamax-ab:hard': 'algo.negamaxHard', pvs: 'algo.pvs', mtdf: 'algo.mtdf', mcts: 'algo.mcts',
  'same-order': 'split.choice.order', 'same-tt': 'split.choice.tt', 'same-null': 'split.choice.null',
});
/** A technique's words in a pane's title and the menu: "{name} with …", "{name} without …". */
export const TECHNIQUE_KEYS = Object.freeze({
  ordering: { with: 'split.withOrder', without: 'split.withoutOrder' },
  tt: { with: 'split.withTt', without: 'split.withoutTt' },
  nullMove: { with: 'split.withNull', without: 'split.withoutNull' },
});

/** The move ordering a "with move ordering" search takes: the first of these the game has. */
const ORDER_PREFERENCE = ['best-first', 'static', 'centre', 'mvv-lva', 'killer,history'];

/** True when a search config has technique `name` on. */
export function hasTechnique(search, name) {
  if (name === 'ordering') return !!(search.ordering && search.ordering.length);
  return !!search[name];
}

/**
 * True when `choice` can be the second search for a game whose catalogue entry says it has the
 * techniques `techniques` (null: all): every algorithm and MCTS; a technique switched where the
 * game has the technique.
 */
export function choiceUsable(choice, techniques = null) {
  if (!SPLIT_CHOICES.includes(choice)) return false;
  const tech = TECHNIQUE_CHOICES[choice];
  return !tech || !techniques || techniques.includes(tech);
}

/**
 * The second search's config for the first's (`first`) and the choice. An algorithm: the first's
 * depth, no engine technique. A technique switched: the first's config with that technique on
 * (off where the first has it). MCTS: `ctx.mcts` (iterations, c, seed), the page's defaults
 * without it (the core's first iterations, seed and c: what ?algo=mcts runs, so that a link's
 * split=mcts opens the same tree). `ctx.orderings`: the game's move orderings.
 */
export function secondSearch(first, choice, ctx = {}) {
  const tech = TECHNIQUE_CHOICES[choice];
  if (tech) {
    const cfg = { ...first };
    if (hasTechnique(first, tech)) {
      delete cfg[tech];
      if (tech === 'ordering') delete cfg.orderingSeed;
    } else if (tech === 'ordering') {
      const have = ctx.orderings || [];
      cfg.ordering = (ORDER_PREFERENCE.find((o) => have.includes(o)) || have[0] || 'killer,history').split(',');
      cfg.orderingSeed = 1;
    } else cfg[tech] = tech === 'nullMove' ? Defaults.nullMoveR : true;
    return cfg;
  }
  if (choice === 'mcts') {
    const M = ctx.mcts || {};
    const cfg = { algorithm: 'mcts', iterations: M.iterations ?? Defaults.mctsIterations, seed: M.seed ?? Defaults.mctsSeed };
    if (M.c !== null && M.c !== undefined) cfg.exploration = M.c;
    return cfg;
  }
  const [algorithm, fail] = choice.split(':');
  const cfg = { algorithm, fail: fail || 'soft' };
  if (first.depth !== undefined && first.depth !== null) cfg.depth = first.depth;
  return cfg;
}

/** The choice a first search's config stands for ('negamax-ab:hard', 'alphabeta'…). */
export const choiceOf = (search) => (search.algorithm === 'negamax-ab' ? `negamax-ab:${search.fail || 'soft'}` : search.algorithm);

/** b's step for a's step s in proportion: the same share of b's steps as s is of a's (the
 * split's pacing when either search is MCTS, whose iterations match no node of the other). */
export function proportionalStep(Ea, s, Eb) {
  if (Eb <= 0) return -1;
  if (Ea <= 1 || s >= Ea - 1) return Eb - 1;
  return Math.max(0, Math.min(Eb - 1, Math.round((s / (Ea - 1)) * (Eb - 1))));
}

/**
 * Each display node's path of moves from the root ("0.2.1", the core's indexes; "" for the root
 * and for every root search under a driver of iterative deepening, aspiration or MTD(f)).
 */
export function pathKeys(m) {
  const keys = new Array(m.D);
  const t = m.trace;
  const driver = (u) => u !== NO_PARENT && u < m.N && (t.flags[u] & Flag.DRIVER) !== 0;
  for (let v = 0; v < m.D; v++) {
    const p = m.dParent[v];
    keys[v] = p === NO_PARENT || v === 0 || driver(p) ? '' : keys[p] === '' ? String(m.dMove[v]) : `${keys[p]}.${m.dMove[v]}`;
  }
  return keys;
}

/** The searched nodes of m by path: path → node (under a driver, the last root search's). */
function visitedByPath(m, keys) {
  const map = new Map();
  for (let v = 0; v < m.N; v++) if (!(m.trace.flags[v] & Flag.DRIVER)) map.set(keys[v], v);
  return map;
}

/** What a mark says of a node: searched here and not by the other search; pruned here (or never
 * reached) and searched by the other. */
export const Mark = Object.freeze({ NONE: 0, ONLY_HERE: 1, ONLY_THERE: 2 });

/**
 * The pair of searches `a` and `b` of one position: their paths, and each display node's mark
 * (Mark.*) with the counts of each. `match(s)` gives b's step for a's step s.
 */
export function pairUp(a, b) {
  if (a.mcts || b.mcts) {
    // An MCTS tree grows where its rollouts lead: its nodes are no branches alpha-beta prunes.
    return { a: null, b: null, keysA: null, keysB: null, proportional: true, match: (s) => proportionalStep(a.trace.kind.length, s, b.trace.kind.length) };
  }
  const keysA = pathKeys(a), keysB = pathKeys(b);
  const visA = visitedByPath(a, keysA), visB = visitedByPath(b, keysB);
  const marks = (m, keys, other) => {
    const out = new Uint8Array(m.D);
    let here = 0, there = 0;
    for (let v = 0; v < m.D; v++) {
      if (v < m.N && (m.trace.flags[v] & Flag.DRIVER)) continue;
      const seen = other.has(keys[v]);
      if (v < m.N && !seen) { out[v] = Mark.ONLY_HERE; here++; }
      else if (v >= m.N && seen) { out[v] = Mark.ONLY_THERE; there++; }
    }
    return { marks: out, here, there };
  };
  return {
    a: marks(a, keysA, visB), b: marks(b, keysB, visA), keysA, keysB, proportional: false,
    match: (s) => matchStep(a, s, b, keysA, visB),
  };
}

/**
 * b's step for a's step s: where b is at the same point of the same node (by its moves from the
 * root): entering it, leaving it, or just after the same child returned to it (after its last
 * event before leaving, when b never searched that child); b's end when b never enters the node.
 */
export function matchStep(a, s, b, keysA, visB) {
  const ta = a.trace, tb = b.trace;
  const endB = tb.kind.length - 1;
  if (s < 0 || s >= ta.kind.length) return endB;
  const x = nodeOf(ta, s);
  if (x >= a.N) return endB;
  const y = visB.get(keysA[x]);
  if (y === undefined) return endB;
  if (s <= ta.enterEvent[x]) return tb.enterEvent[y];
  if (s >= ta.leaveEvent[x]) return tb.leaveEvent[y];
  // The last child of x that returned by step s.
  let lastChild = -1;
  for (let e = ta.enterEvent[x]; e !== -1 && e <= s; e = nextSame(ta, a.index, e)) if (ta.kind[e] === Kind.Child) lastChild = childOf(ta, e);
  if (lastChild < 0) {
    // Before x's first child returned (a leaf's evaluation): as many of y's own events on.
    let e = tb.enterEvent[y];
    for (let k = ta.enterEvent[x]; k !== -1 && k < s; k = nextSame(ta, a.index, k)) {
      const next = nextSame(tb, b.index, e);
      if (next === -1 || next >= tb.leaveEvent[y] || tb.kind[next] === Kind.Child) break;
      e = next;
    }
    return e;
  }
  const move = a.dMove[lastChild];
  let before = tb.enterEvent[y];
  for (let e = tb.enterEvent[y]; e !== -1 && e < tb.leaveEvent[y]; e = nextSame(tb, b.index, e)) {
    if (tb.kind[e] === Kind.Child && b.dMove[childOf(tb, e)] === move) return e;
    before = e;
  }
  return before;
}
