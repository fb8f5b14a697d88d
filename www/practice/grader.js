// Practice grading. Pure: every answer comes from the core's own trace of the exercise (node
// values and bounds, α and β at Enter, the pruned display nodes), never from a minimax written
// again in JS. A "run" is what the worker hands the page: {trace, pruned, summary, search}.
// Feedback is a reason code plus parameters; the page turns it into words with t().

import { Kind, Bound, Flag, CutKind, Field, NO_PARENT, NO_STATIC_VALUE, INF, MATE, Changed, decodeEvent, childOf, enterWindow, hasWindow } from '../trace.js';
import { mateMoves } from '../format.js';

export const Task = Object.freeze({ Values: 'values', Pruned: 'pruned', Window: 'window', Predict: 'predict' });

/** Exercise sizes by difficulty: the random tree's shape and its leaf values. */
export const DIFFICULTY = Object.freeze({
  easy: { branching: 2, depth: 3, min: 0, max: 9 },
  medium: { branching: 3, depth: 3, min: 0, max: 20 },
  hard: { branching: 2, depth: 5, min: -20, max: 20 },
});

/**
 * The display tree: traced nodes 0..nodeCount-1, then the pruned ones. `path[d]` is the dotted
 * child-index path ("" for the root, "0.2" the third child of the first), the same on every
 * algorithm's trace of one tree, so answers match across runs.
 */
export function displayNodes(run) {
  const t = run.trace, p = run.pruned || { parent: [], move: [], cutAt: [] };
  const nodeCount = t.parent.length;
  const count = nodeCount + p.parent.length;
  const parent = new Uint32Array(count), move = new Uint32Array(count);
  parent.set(t.parent, 0); parent.set(p.parent, nodeCount);
  move.set(t.move, 0); move.set(p.move, nodeCount);
  const children = Array.from({ length: count }, () => []);
  const path = new Array(count);
  for (let d = 0; d < count; d++) {
    if (parent[d] === NO_PARENT) { path[d] = ''; continue; }
    children[parent[d]].push(d);
  }
  // Parents come before children in both halves, but a pruned node's parent may be traced.
  for (let d = 0; d < count; d++) {
    if (parent[d] === NO_PARENT) continue;
    const pp = path[parent[d]];
    path[d] = pp === '' ? String(move[d]) : `${pp}.${move[d]}`;
  }
  for (const list of children) list.sort((x, y) => move[x] - move[y]);
  const byPath = new Map(path.map((s, d) => [s, d]));
  return { count, nodeCount, parent, move, children, path, byPath };
}

/** What the algorithm is, as the grader needs it: a window (alpha-beta family), fail-hard, negamax values. */
export function algorithmOf(run) {
  const s = run.search || {};
  const algo = s.algorithm || 'minimax';
  return {
    algorithm: algo,
    hasWindow: hasWindow(algo),
    failHard: s.fail === 'hard',
    negamax: !!(run.summary && run.summary.negamax),
  };
}

/** A value in MAX's view, from a node value in its run's own convention. */
const maxView = (run, n, v) => (algorithmOf(run).negamax && run.trace.flags[n] & Flag.MIN ? -v : v);

/**
 * The answer key of one run. `reference` (optional): a minimax run of the same tree, which gives
 * every node's true minimax value for the feedback at nodes where alpha-beta returned a bound.
 * Values are in the run's own convention (MAX's view, or the side to move's for negamax).
 */
export function answerKey(run, reference = null) {
  const t = run.trace;
  const nodes = displayNodes(run);
  const algo = algorithmOf(run);
  let refValue = null;
  if (reference) {
    const rn = displayNodes(reference);
    refValue = (path) => {
      const r = rn.byPath.get(path);
      return r === undefined || r >= rn.nodeCount ? null : maxView(reference, r, reference.trace.value[r]);
    };
  }
  const values = [], windows = [], pruned = [];
  for (let n = 0; n < nodes.nodeCount; n++) {
    if (t.flags[n] & Flag.DRIVER) continue;
    windows.push({ node: n, path: nodes.path[n], alpha: t.alpha[n], beta: t.beta[n], step: t.enterEvent[n] });
    if (!nodes.children[n].length) continue;
    const value = t.value[n];
    let trueValue = refValue ? refValue(nodes.path[n]) : null;
    if (trueValue !== null && algo.negamax && t.flags[n] & Flag.MIN) trueValue = -trueValue;
    const cut = cutoffEvent(t, n);
    values.push({
      node: n, path: nodes.path[n], value, bound: t.bound[n], trueValue, step: t.leaveEvent[n],
      // Why: the child whose value it took, and the window when it cut (null: no cut).
      from: bestChild(t, n), cut: t.kind[cut] === Kind.Cutoff && t.node[cut] === n ? windowAt(t, n, cut) : null,
    });
  }
  // Inner nodes the search never reaches: in the values task their answer is "never searched",
  // so that the inputs do not give the pruned set away.
  const unsearched = [];
  for (let d = nodes.nodeCount; d < nodes.count; d++) {
    const par = nodes.parent[d];
    if (nodes.children[d].length) unsearched.push({ node: d, path: nodes.path[d], step: cutoffEvent(t, run.pruned.cutAt[d - nodes.nodeCount]) });
    if (par >= nodes.nodeCount) continue; // inside a pruned subtree: its top edge is the answer
    const cutAt = run.pruned.cutAt[d - nodes.nodeCount];
    pruned.push({ node: d, path: nodes.path[d], parent: par, cutAt, step: cutoffEvent(t, cutAt), window: windowAt(t, cutAt, cutoffEvent(t, cutAt)) });
  }
  return { ...algo, nodes, values, windows, pruned, unsearched, rootValue: t.value[0] };
}

/** The child whose returned value node n took last (its best), or -1. */
function bestChild(t, n) {
  let from = -1;
  for (let e = t.enterEvent[n]; e <= t.leaveEvent[n]; e++) {
    if (t.kind[e] === Kind.Child && t.node[e] === n && (t[Field.Child.changed][e] & Changed.BEST)) from = childOf(t, e);
  }
  return from;
}

/** Node n's window {alpha, beta} after its events up to e (its Enter window, moved by its children). */
function windowAt(t, n, e) {
  let [alpha, beta] = enterWindow(t, n);
  for (let x = t.enterEvent[n] + 1; x <= e && x < t.kind.length; x++) {
    if (t.kind[x] !== Kind.Child || t.node[x] !== n) continue;
    const bits = t[Field.Child.changed][x], v = t[Field.Child.value][x];
    if (bits & Changed.ALPHA) alpha = v;
    if (bits & Changed.BETA) beta = v;
  }
  return { alpha, beta };
}

/** The Cutoff event at node n (the trace's last event when there is none). */
function cutoffEvent(t, n) {
  for (let e = t.enterEvent[n]; e <= t.leaveEvent[n]; e++) if (t.kind[e] === Kind.Cutoff && t.node[e] === n) return e;
  return t.leaveEvent[n];
}

/**
 * A typed answer as a number: "-3", "−3", "3", "+∞", "-inf", "∞", and a win as the page writes
 * it, "+M2" / "−M2" (mate in two moves: the shortest such score); null when it is not one.
 */
export function parseValue(text) {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.trunc(text) : (text > 0 ? INF : -INF);
  if (text === null || text === undefined) return null;
  const s = String(text).trim().replace(/[−–]/g, '-').replace(/\s/g, '').toLowerCase();
  if (s === '') return null;
  if (/^[+]?(∞|inf|infinity)$/.test(s)) return INF;
  if (/^-(∞|inf|infinity)$/.test(s)) return -INF;
  const mate = /^([+-]?)m(\d+)$/.exec(s);
  if (mate && Number(mate[2]) >= 1) return (mate[1] === '-' ? -1 : 1) * (MATE - (2 * Number(mate[2]) - 1));
  return /^[+-]?\d+$/.test(s) ? Number(s) : null;
}

/**
 * Whether a typed value is the expected one. Win scores (a game's MATE − plies) match as the page
 * shows them, "+M2" for either ply of a move: the student reads the leaves in that form, and the
 * page's formatter is monotone, so a node's value in that form is the max or min of its children's.
 */
export function sameValue(given, expected) {
  if (given === null || expected === null || expected === undefined) return false;
  if (given === expected) return true;
  const m = mateMoves(given);
  return m > 0 && m === mateMoves(expected) && Math.sign(given) === Math.sign(expected);
}

const item = (task, key, extra) => ({ task, ...key, ...extra });

/** How a student writes "never searched" in a value box: × (or x, -, —). */
export const NOT_SEARCHED = /^\s*[x×—–-]\s*$/i;

/**
 * Task 1: the value of every inner node, and × at the inner nodes the search never reaches.
 * `answers`: {path: text or number} (or a Map). Each item:
 * {task, node, path, given, expected, ok, reason, params}. At a node that returned a bound, a
 * typed true minimax value is wrong (the algorithm did not return it) and the reason says why.
 */
export function gradeValues(key, answers) {
  const get = answers instanceof Map ? (p) => answers.get(p) : (p) => answers[p];
  return key.values.map((v) => {
    const given = parseValue(get(v.path));
    const base = { node: v.node, path: v.path, given, expected: v.value, step: v.step };
    if (given === null) return item(Task.Values, base, { ok: false, reason: 'practice.why.empty', params: {} });
    if (sameValue(given, v.value)) {
      const reason = v.bound === Bound.Exact ? 'practice.why.right' : v.bound === Bound.Lower ? 'practice.why.rightLower' : 'practice.why.rightUpper';
      return item(Task.Values, base, { ok: true, reason, params: { value: v.value } });
    }
    if (v.bound !== Bound.Exact && v.trueValue !== null && sameValue(given, v.trueValue)) {
      const reason = key.failHard ? 'practice.why.failHardBound' : 'practice.why.failSoftBound';
      return item(Task.Values, base, { ok: false, reason, params: { value: v.value, trueValue: v.trueValue, bound: v.bound === Bound.Lower ? 'lower' : 'upper' } });
    }
    if (key.negamax && sameValue(given, -v.value) && v.value !== 0) {
      return item(Task.Values, base, { ok: false, reason: 'practice.why.negamaxSign', params: { value: v.value } });
    }
    // Why: the child whose value it took, and the window that closed when it cut.
    if (v.from >= 0 && v.cut) return item(Task.Values, base, { ok: false, reason: 'practice.why.wrongValueCut', params: { value: v.value, from: v.from, alpha: v.cut.alpha, beta: v.cut.beta } });
    if (v.from >= 0) return item(Task.Values, base, { ok: false, reason: 'practice.why.wrongValueFrom', params: { value: v.value, from: v.from } });
    return item(Task.Values, base, { ok: false, reason: 'practice.why.wrongValue', params: { value: v.value } });
  }).concat((key.unsearched || []).map((u) => {
    const text = get(u.path);
    const base = { node: u.node, path: u.path, given: text ?? null, expected: null, step: u.step };
    if (typeof text === 'string' && NOT_SEARCHED.test(text)) return item(Task.Values, base, { ok: true, reason: 'practice.why.notSearchedRight', params: {} });
    if (parseValue(text) === null) return item(Task.Values, base, { ok: false, reason: 'practice.why.empty', params: {} });
    return item(Task.Values, base, { ok: false, reason: 'practice.why.notSearched', params: {} });
  }));
}

/**
 * Task 2: the pruned branches, as the paths of the child ends of the marked edges. One item per
 * pruned edge (marked or missed) and per edge marked that was searched. A mark inside an already
 * pruned subtree is neither right nor wrong: it is reported with ok null.
 */
export function gradePruned(key, marked) {
  const set = new Set(marked);
  const out = [];
  const top = new Set(key.pruned.map((p) => p.path));
  for (const p of key.pruned) {
    const ok = set.has(p.path);
    out.push(item(Task.Pruned, { node: p.node, path: p.path, step: p.step },
      { given: ok, expected: true, ok, reason: ok ? 'practice.why.prunedRight' : 'practice.why.prunedMissed', params: { cutAt: p.cutAt, alpha: p.window.alpha, beta: p.window.beta } }));
  }
  const n = key.nodes;
  for (const path of set) {
    if (top.has(path)) continue;
    const d = n.byPath.get(path);
    if (d === undefined || d === 0) continue;
    if (d >= n.nodeCount) {
      out.push(item(Task.Pruned, { node: d, path, step: null }, { given: true, expected: null, ok: null, reason: 'practice.why.prunedInside', params: {} }));
    } else {
      out.push(item(Task.Pruned, { node: d, path, step: null }, { given: true, expected: false, ok: false, reason: 'practice.why.prunedSearched', params: {} }));
    }
  }
  // A searched edge marked by mistake is shown at the step its child is entered.
  return out;
}

/** Task 3: α and β when the node at `path` is entered. `given`: {alpha, beta} as text or numbers. */
export function gradeWindow(key, path, given) {
  const w = key.windows.find((x) => x.path === path);
  if (!w) return null;
  const alpha = parseValue(given && given.alpha), beta = parseValue(given && given.beta);
  const okA = alpha === w.alpha || sameValue(alpha, w.alpha), okB = beta === w.beta || sameValue(beta, w.beta);
  const reason = okA && okB ? 'practice.why.windowRight' : !okA && !okB ? 'practice.why.windowBoth' : okA ? 'practice.why.windowBeta' : 'practice.why.windowAlpha';
  return item(Task.Window, { node: w.node, path, step: w.step },
    { given: { alpha, beta }, expected: { alpha: w.alpha, beta: w.beta }, ok: okA && okB, reason, params: { alpha: w.alpha, beta: w.beta } });
}

/**
 * Task 4: where playback stops to ask, in event order. Each stop: {step, node, question, answer,
 * choices?}; `step` is the last event shown before the question (the answer is the next event).
 * - 'cut': after a child's value comes back to a node with a window: will this node cut now?
 * - 'next': after a non-cutting child at a node whose order was chosen (Order events): which child next?
 * - 'value': before an inner node returns: what value comes back?
 * - 'enter': after a return or a cutoff, before the next Enter: which node does the search enter next?
 */
export function predictionStops(run) {
  const t = run.trace;
  const algo = algorithmOf(run);
  const nodes = displayNodes(run);
  const ordered = new Uint8Array(nodes.nodeCount);
  for (let e = 0; e < t.kind.length; e++) if (t.kind[e] === Kind.Order) ordered[t.node[e]] = 1;
  const stops = [];
  for (let e = 0; e < t.kind.length; e++) {
    const k = t.kind[e], n = t.node[e];
    if (k === Kind.Child && !(t.flags[n] & Flag.DRIVER)) {
      let f = e + 1;
      while (f < t.kind.length && t.node[f] === n && t.kind[f] !== Kind.Cutoff && t.kind[f] !== Kind.Leave && t.kind[f] !== Kind.ZeroWindow && t.kind[f] !== Kind.ReSearch && t.kind[f] !== Kind.Enter) f++;
      const cut = t[Field.Cutoff.cut][f];
      const cuts = t.kind[f] === Kind.Cutoff && t.node[f] === n && (cut === CutKind.Beta || cut === CutKind.Alpha);
      const lastChild = decodeEvent(t, e).child === nodes.children[n].filter((d) => d < nodes.nodeCount).at(-1) && !cuts;
      if (algo.hasWindow && !lastChild) stops.push({ step: e, node: n, question: 'cut', answer: cuts });
      if (!cuts && ordered[n]) {
        let g = e + 1;
        while (g < t.kind.length && !(t.kind[g] === Kind.Enter && t.parent[t.node[g]] === n) && !(t.kind[g] === Kind.Leave && t.node[g] === n)) g++;
        if (g < t.kind.length && t.kind[g] === Kind.Enter) {
          const entered = new Set();
          for (let h = t.enterEvent[n]; h <= e; h++) if (t.kind[h] === Kind.Child && t.node[h] === n) entered.add(childOf(t, h));
          const choices = nodes.children[n].filter((d) => !entered.has(d));
          stops.push({ step: e, node: n, question: 'next', answer: t.node[g], choices });
        }
      }
    } else if (k === Kind.Leave && nodes.children[n].length && !(t.flags[n] & Flag.DRIVER)) {
      stops.push({ step: e - 1, node: n, question: 'value', answer: decodeEvent(t, e).value });
    }
  }
  // Merged after the others at the same step: the Child event that asks "will it cut?" comes first.
  const enter = enterStops(t, nodes).filter((s) => !stops.some((x) => x.question === 'next' && x.answer === s.answer));
  return [...stops, ...enter].map((s, i) => [s, i]).sort((x, y) => x[0].step - y[0].step || x[1] - y[1]).map(([s]) => s);
}

/**
 * 'enter' stops: after an inner node returns or a node cuts off, before the search enters its next
 * node: which node does it enter next? `answer`: the trace's next Enter. `choices` (in the tree's
 * own order): the children not yet entered of the nodes still open and of the nodes that just
 * returned or cut, so after a cutoff the cut node's pruned children are among them. `after`:
 * 'cutoff' or 'return'; `node`: the node that cut (else the one that returned); `cut`: the nodes
 * that cut before this Enter.
 */
function enterStops(t, nodes) {
  const stops = [];
  const byEnter = new Map();
  for (let e = 0; e < t.kind.length; e++) {
    const k = t.kind[e], n = t.node[e];
    if (t.flags[n] & Flag.DRIVER) continue;
    const ret = k === Kind.Leave && nodes.children[n].length;
    if (!ret && k !== Kind.Cutoff) continue;
    let g = e + 1;
    while (g < t.kind.length && t.kind[g] !== Kind.Enter) g++;
    if (g >= t.kind.length || t.flags[t.node[g]] & Flag.DRIVER) continue;
    let s = byEnter.get(g);
    if (!s) { s = { step: g - 1, node: n, question: 'enter', answer: t.node[g], after: 'return', triggers: [], cut: [] }; byEnter.set(g, s); stops.push(s); }
    s.triggers.push(n);
    if (k === Kind.Cutoff) { if (s.after !== 'cutoff') s.node = n; s.after = 'cutoff'; s.cut.push(n); }
  }
  const entered = (d, step) => d < nodes.nodeCount && t.enterEvent[d] <= step;
  for (const s of stops) {
    const open = new Set(s.triggers);
    for (let d = 0; d < nodes.nodeCount; d++) if (!(t.flags[d] & Flag.DRIVER) && t.enterEvent[d] <= s.step && t.leaveEvent[d] > s.step) open.add(d);
    s.choices = [];
    const walk = (d) => {
      if (d !== 0 && open.has(nodes.parent[d]) && !entered(d, s.step)) s.choices.push(d);
      for (const c of nodes.children[d]) walk(c);
    };
    walk(0);
    s.parentOf = Object.fromEntries(s.choices.map((c) => [c, nodes.parent[c]]));
    delete s.triggers;
  }
  return stops.filter((s) => s.choices.length > 1 && s.choices.includes(s.answer));
}

/** Grades one prediction: `given` is true/false ('cut'), a display node ('next', 'enter') or a value ('value'). */
export function gradePrediction(stop, given) {
  let value = given, ok;
  if (stop.question === 'value') { value = parseValue(given); ok = sameValue(value, stop.answer); }
  else if (stop.question === 'cut') ok = !!given === stop.answer;
  else ok = Number(given) === stop.answer;
  let reason = `practice.predict.${stop.question}.${ok ? 'right' : 'wrong'}`;
  const params = { value: stop.answer };
  if (stop.question === 'enter') {
    // A pruned child of the node that just cut: the lesson of the cutoff.
    const par = stop.parentOf[Number(given)];
    if (!ok && stop.cut.includes(par)) { reason = 'practice.predict.enter.pruned'; params.cutAt = par; }
    params.node = stop.answer;
  }
  return item(Task.Predict, { node: stop.node, step: stop.step + 1 },
    { given: value, expected: stop.answer, ok, reason, params });
}

/** {right, wrong, total} over graded items (items with ok null do not count). */
export function score(items) {
  let right = 0, wrong = 0;
  for (const it of items) { if (it.ok === true) right++; else if (it.ok === false) wrong++; }
  return { right, wrong, total: right + wrong };
}

/**
 * The first mistake in the order the search makes it: the wrong item whose step comes first (a
 * value: the node's return; a missed pruned edge: the cutoff; a window: the Enter). A searched
 * edge marked as pruned is shown where its child is entered. null when all is right.
 */
export function firstMistake(key, items) {
  let best = null;
  for (const it of items) {
    if (it.ok !== false) continue;
    let step = it.step;
    if (step === null || step === undefined) step = it.node < key.nodes.nodeCount ? enterStep(key, it.node) : Infinity;
    if (!best || step < best.step) best = { item: it, step };
  }
  return best;
}

function enterStep(key, n) {
  const w = key.windows.find((x) => x.node === n);
  return w ? w.step : Infinity;
}

/**
 * The run with its pruned subtrees drawn in full, from a minimax run of the same tree (by path):
 * the core lists a game's pruned moves but not what lies below them, and the student works the
 * whole tree. Added nodes go after the others, each with the cutoff of the pruned move above it.
 * `reference.moves` (names by display node), when there, names them too. A run whose pruned
 * subtrees are already whole (explicit trees) comes back as it was.
 */
export function completePruned(run, reference) {
  if (!reference || !run.pruned) return run;
  const nodes = displayNodes(run), ref = displayNodes(reference);
  const parent = Array.from(run.pruned.parent), move = Array.from(run.pruned.move), cutAt = Array.from(run.pruned.cutAt);
  let next = nodes.count;
  const refOf = [];
  const add = (d, r, cut) => {
    for (const c of ref.children[r]) {
      const id = next++;
      parent.push(d); move.push(ref.move[c]); cutAt.push(cut); refOf[id] = c;
      add(id, c, cut);
    }
  };
  for (let d = nodes.nodeCount; d < nodes.count; d++) {
    const r = ref.byPath.get(nodes.path[d]);
    if (!nodes.children[d].length && r !== undefined) add(d, r, run.pruned.cutAt[d - nodes.nodeCount]);
  }
  if (next === nodes.count) return run;
  const out = { ...run, pruned: { parent: Uint32Array.from(parent), move: Uint32Array.from(move), cutAt: Uint32Array.from(cutAt) } };
  if (run.moves && reference.moves) out.moves = [...run.moves, ...refOf.slice(nodes.count).map((r) => reference.moves[r])];
  return out;
}

/**
 * Every display node's number from a minimax run of the same tree (by path): what a game's leaves
 * show (a static evaluation or the game's result), as a tree's own numbers do. In MAX's view, as a
 * tree's leaves are written. `minimaxRun`: {trace, pruned, summary}; NO_STATIC_VALUE where it has none.
 */
export function leafNumbers(run, minimaxRun) {
  const nodes = displayNodes(run), ref = displayNodes(minimaxRun);
  const out = new Int32Array(nodes.count).fill(NO_STATIC_VALUE);
  for (let d = 0; d < nodes.count; d++) {
    const r = ref.byPath.get(nodes.path[d]);
    if (r !== undefined && r < ref.nodeCount) out[d] = maxView(minimaxRun, r, minimaxRun.trace.value[r]);
  }
  return out;
}

/**
 * The leaves an exercise shows, and when. Working a values, pruned or window task the student
 * needs every leaf's number (hiding the pruned ones would give the pruned set away); playing with
 * predictions a leaf's number shows once the search evaluates it (`step`), a pruned one only on
 * Reveal. `staticValue`: the core's treeStaticValues() (display order). [{node, path, value, visited}].
 * @param {any} key
 * @param {ArrayLike<number> | null} staticValue
 * @param {{ task?: string, step?: number, revealed?: boolean, trace?: { enterEvent: ArrayLike<number> } | null }} [when]
 */
export function visibleLeaves(key, staticValue, { task = Task.Values, step = Infinity, revealed = false, trace = null } = {}) {
  const out = [];
  const n = key.nodes;
  for (let d = 0; d < n.count; d++) {
    if (n.children[d].length) continue;
    const visited = d < n.nodeCount;
    if (task === Task.Predict && !revealed) {
      if (!visited || !trace || trace.enterEvent[d] > step) continue;
    }
    out.push({ node: d, path: n.path[d], value: staticValue ? staticValue[d] : null, visited });
  }
  return out;
}
