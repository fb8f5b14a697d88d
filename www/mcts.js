// Monte Carlo tree search on the page: what an MCTS trace (event kinds McIteration … McBest, see
// crate/src/search/mcts.rs) says at step s. The core records each iteration's four phases; this
// module indexes them once (which node got which backup, where each iteration starts, which
// events a person steps over) and answers, for a step, each node's N and W, the iteration's
// selection path, its rollout and how far backpropagation has gone. Pure: unit-tested under Node.

import { Kind, Field, NO_PARENT, FIXED_SCALE, Defaults } from './trace.js';
import { countUpTo } from './timeline.js';
import { LANGUAGES, getLanguage } from './i18n.js';

/** UCT's and PUCT's exploration constants when a request names none (the core's DEFAULT_C_UCT, √2, and DEFAULT_C_PUCT). */
export const { cUct: DEFAULT_C, cPuct: DEFAULT_C_PUCT } = Defaults;

/** A fixed-point word as the number it stands for. */
export const unfix = (x) => x / FIXED_SCALE;

const fmt2 = new Map();
/** A real number with two decimals in the language's format ("0.58", "0,58"): MCTS's Q, W and UCB scores. */
export function dec2(x, lang = getLanguage()) {
  let f = fmt2.get(lang);
  if (!f) { f = new Intl.NumberFormat(LANGUAGES[lang].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }); fmt2.set(lang, f); }
  return f.format(Math.abs(x) < 0.005 ? 0 : x).replace('-', '−');
}

/**
 * One pass over an MCTS trace `t`: {iterEvents, resultEvents (the McResult events), created (each node's McExpand event; the root 0),
 * backStart/backEvents (each node's McBackup events, in order, as CSR), cont (the events a person
 * steps over), best (the McBest event or -1)}.
 *
 * Steps: the root's Enter is the first step; a node's Enter is passed over (its McExpand, the
 * next event, is the expansion step); a run of McSelect events at one parent is one step (every
 * child's score at once); a rollout's plies are one step.
 */
export function mctsIndex(t) {
  const E = t.kind.length, N = t.parent.length;
  const created = new Int32Array(N).fill(-1);
  const backCount = new Uint32Array(N + 1);
  let iters = 0, best = -1, results = 0;
  for (let e = 0; e < E; e++) {
    const k = t.kind[e];
    if (k === Kind.McResult) results++;
    if (k === Kind.McIteration) iters++;
    else if (k === Kind.McBackup) backCount[t.node[e]]++;
    else if (k === Kind.McExpand && created[t.node[e]] < 0) created[t.node[e]] = e;
    else if (k === Kind.McBest) best = e;
  }
  if (N > 0) created[0] = 0;
  const backStart = new Uint32Array(N + 1);
  for (let n = 0; n < N; n++) backStart[n + 1] = backStart[n] + backCount[n];
  const backEvents = new Uint32Array(backStart[N]);
  const fill = backStart.slice(0, N);
  const iterEvents = new Uint32Array(iters);
  const cont = new Uint8Array(E);
  // The leaves scored (rollouts, terminal nodes): the side panel's "leaves evaluated" so far.
  const resultEvents = new Uint32Array(results);
  iters = 0; results = 0;
  for (let e = 0; e < E; e++) {
    const k = t.kind[e];
    if (k === Kind.McResult) resultEvents[results++] = e;
    if (k === Kind.McIteration) iterEvents[iters++] = e;
    else if (k === Kind.McBackup) backEvents[fill[t.node[e]]++] = e;
    if (e === 0 || e === E - 1) continue;
    if (k === Kind.Enter) cont[e] = 1;
    else if (k === Kind.McExpand && t.node[e] === 0) cont[e] = 1;
    else if (k === Kind.McSelect && t.kind[e - 1] === Kind.McSelect && t.parent[t.node[e - 1]] === t.parent[t.node[e]]) cont[e] = 1;
    else if (k === Kind.McRollout && t.kind[e - 1] === Kind.McRollout) cont[e] = 1;
    else if (k === Kind.McExpand) {
      // PUCT expands every child at once: one step (the Enter before it is passed over already).
      const prev = e >= 2 && t.kind[e - 1] === Kind.Enter ? e - 2 : -1;
      if (prev > 0 && t.kind[prev] === Kind.McExpand && t.node[prev] !== 0 && t.parent[t.node[prev]] === t.parent[t.node[e]]) cont[e] = 1;
    }
  }
  return { iterEvents, resultEvents, created, backStart, backEvents, cont, best };
}

/** The last event of the step at s: s and the events passed over after it. */
export function stepEnd(mi, s) {
  let e = s;
  while (e + 1 < mi.cont.length && mi.cont[e + 1]) e++;
  return e;
}

/** True when node n is in the tree by step s (its expansion step shown). */
export const existsAt = (mi, n, s) => mi.created[n] >= 0 && mi.created[n] <= s;

/** Node n's visits N and total reward W (from the side of the player who moved into it) after step s. */
export function statsAt(t, mi, n, s) {
  const from = mi.backStart[n], to = mi.backStart[n + 1];
  // Backups of one node are in order: how many of them are at or before s.
  let lo = from, hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (mi.backEvents[mid] <= s) lo = mid + 1; else hi = mid;
  }
  if (lo === from) return { n: 0, w: 0 };
  const e = mi.backEvents[lo - 1];
  return { n: t[Field.McBackup.visits][e], w: unfix(t[Field.McBackup.total][e]) };
}

/** Node n's mean Q = W / N after step s (null before its first visit). */
export function meanAt(t, mi, n, s) {
  const { n: visits, w } = statsAt(t, mi, n, s);
  return visits ? w / visits : null;
}

/** The iteration under way at step s (1 for the first; 0 before it). */
export const iterationAt = (mi, s) => countUpTo(mi.iterEvents, s);
/**
 * The number of the iteration under way at step s as the core numbers it (0 before the first):
 * PUCT's root expansion is iteration 0, so this is the count of iterations asked and done, where
 * iterationAt counts that expansion too.
 */
export function iterationNumberAt(t, mi, s) {
  const i = iterationAt(mi, s);
  return i > 0 ? t[Field.McIteration.iteration][mi.iterEvents[i - 1]] : 0;
}

/**
 * The run of McSelect events that step s belongs to: {parent, first, last, children: [{node,
 * exploit, explore, score, chosen}]}, or null when s is no selection.
 */
export function selectRun(t, s) {
  if (t.kind[s] !== Kind.McSelect) return null;
  const parent = t.parent[t.node[s]];
  const same = (e) => e >= 0 && e < t.kind.length && t.kind[e] === Kind.McSelect && t.parent[t.node[e]] === parent;
  let first = s, last = s;
  while (same(first - 1)) first--;
  while (same(last + 1)) last++;
  const A = t[Field.McSelect.exploitation], B = t[Field.McSelect.exploration], C = t[Field.McSelect.chosen];
  const children = [];
  for (let e = first; e <= last; e++) {
    const exploit = unfix(A[e]), explore = unfix(B[e]);
    children.push({ node: t.node[e], exploit, explore, score: exploit + explore, chosen: C[e] === 1, event: e });
  }
  return { parent, first, last, children };
}

/**
 * What the iteration under way shows at step s: {iteration, start (its McIteration event), phase,
 * path (the nodes selection went through, root first; the expanded node last once expanded),
 * select (the selection run on show, or null), rollout ({node, plies, reward, by, event} once
 * the simulation has begun; plies and reward once known), backed (the nodes backed up so far,
 * leaf first)}. Walks the iteration's own events only.
 */
export function iterationState(t, mi, s) {
  const i = iterationAt(mi, s);
  const se = stepEnd(mi, s);
  const start = i > 0 ? mi.iterEvents[i - 1] : 0;
  const out = { iteration: i, start, phase: phaseOf(t, s), path: i > 0 ? [0] : [], select: null, rollout: null, backed: [] };
  if (i === 0) return out;
  for (let e = start + 1; e <= se && e < t.kind.length; e++) {
    const k = t.kind[e];
    if (k === Kind.McSelect && t[Field.McSelect.chosen][e] === 1) out.path.push(t.node[e]);
    else if (k === Kind.McExpand && t.node[e] !== 0 && e <= s) { if (out.path[out.path.length - 1] !== t.node[e] && t.parent[t.node[e]] === out.path[out.path.length - 1]) out.path.push(t.node[e]); }
    else if (k === Kind.McRollout && !out.rollout) out.rollout = { node: t.node[e], plies: null, reward: null, by: null, event: e };
    else if (k === Kind.McResult) {
      // The whole rollout's length is known from its result: shown from the rollout's step on.
      out.rollout = { node: t.node[e], plies: t[Field.McResult.plies][e], reward: e <= s ? unfix(t[Field.McResult.reward][e]) : null, by: t[Field.McResult.by][e], event: out.rollout ? out.rollout.event : e, result: e };
    } else if (k === Kind.McBackup) out.backed.push(t.node[e]);
    else if (k === Kind.McIteration || k === Kind.McBest) break;
  }
  if (t.kind[s] === Kind.McSelect) out.select = selectRun(t, s);
  // A rollout on show knows its length (its McResult comes after the plies).
  if (out.rollout && out.rollout.plies === null) {
    for (let e = out.rollout.event; e < t.kind.length; e++) {
      if (t.kind[e] === Kind.McResult) { out.rollout.plies = t[Field.McResult.plies][e]; out.rollout.by = t[Field.McResult.by][e]; break; }
    }
  }
  return out;
}

/** The phase step s is in: 'start', 'iteration', 'select', 'expand', 'rollout', 'result', 'backup', 'best'. */
export function phaseOf(t, s) {
  switch (t.kind[s]) {
    case Kind.McIteration: return 'iteration';
    case Kind.McSelect: return 'select';
    case Kind.McExpand: return 'expand';
    case Kind.McRollout: return 'rollout';
    case Kind.McResult: return 'result';
    case Kind.McBackup: return 'backup';
    case Kind.McBest: return 'best';
    default: return 'start';
  }
}

/** The root's children at step s, each {node, n, w, q}, in the game's order. */
export function rootChildrenAt(t, mi, s, children, childStart) {
  const out = [];
  for (let j = childStart[0]; j < childStart[1]; j++) {
    const c = children[j];
    if (c >= t.parent.length || !existsAt(mi, c, s)) continue;
    const st = statsAt(t, mi, c, s);
    out.push({ node: c, n: st.n, w: st.w, q: st.n ? st.w / st.n : null });
  }
  return out;
}

/** The next McIteration event after step s, or -1. */
export function nextIteration(mi, s) {
  const i = countUpTo(mi.iterEvents, s);
  return i < mi.iterEvents.length ? mi.iterEvents[i] : -1;
}

/** True when node n's parent is NO_PARENT (the root). */
export const isRoot = (t, n) => t.parent[n] === NO_PARENT;
