// One sentence for the current step, in the seeds' vocabulary. Pure: everything comes in.

import { Kind, Changed, CutKind, Bound, Flag, Reason, Probe, StandPatOutcome, Field, NO_PARENT, INF, fmtValue, decodeEvent, mateViewOf } from './trace.js';
import { nodeStateAt, countUpTo } from './timeline.js';
import { plural, withMateView } from './format.js';

/** Why a child stands where it does, as words (an Order event's reason and score). */
export function reasonWords(reason, score) {
  switch (reason) {
    case Reason.Natural: return 'the game’s order';
    case Reason.Reversed: return 'reversed order';
    case Reason.Random: return 'random order';
    case Reason.Capture: return 'a capture, MVV-LVA';
    case Reason.Killer: return 'a killer move';
    case Reason.History: return `history score ${score}`;
    case Reason.HashMove: return 'the hash move';
    case Reason.BestFirst: return 'best first';
    case Reason.WorstFirst: return 'worst first';
    case Reason.Static: return `static value ${fmtValue(score)}`;
    case Reason.PreviousPv: return 'the previous iteration’s principal variation';
    case Reason.Centre: return 'nearer the centre';
    default: return 'unknown reason';
  }
}

/** The Order events of node n as [{move, reason, score}] in search order ([] without ordering). */
export function orderAt(t, index, n) {
  const out = [];
  let e = t.enterEvent[n];
  // The Order events follow the Enter, a table probe and a null move; they stand together.
  for (let k = 0; e !== -1 && e !== undefined && k < 8 + out.length; k++, e = index.nextSame[e]) {
    if (t.kind[e] === Kind.Order) { const o = decodeEvent(t, e); out.push({ move: o.move, reason: o.reason, score: o.score, event: e }); }
    else if (out.length || t.kind[e] === Kind.Child || t.kind[e] === Kind.Leave) break;
  }
  return out;
}

const ordinal = (k) => `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;

/** When the root's own value (side to move's view) reads otherwise than MAX's, say whose is whose. */
function forMax(t, n, info, a) {
  if (!info.negamax || info.value === undefined || info.value === a) return '';
  return ` for MAX (${fmtValue(a)} for MIN, the side to move)`;
}

/** The depth a node was searched to (its Enter event's depth). */
const depthOf = (t, n) => t[Field.Enter.depth][t.enterEvent[n]];
const isDriver = (t, n) => (t.flags[n] & Flag.DRIVER) !== 0;
const underDriver = (t, n) => t.parent[n] !== NO_PARENT && isDriver(t, t.parent[n]);
/** After a Child event at s: node n's window if it is closed (α ≥ β) and no cutoff follows, else null. */
export function closedWithoutCut(t, index, n, s) {
  const st = nodeStateAt(t, index, n, s);
  if (!st || st.alpha < st.beta) return null;
  const next = index.nextSame[s];
  return next !== -1 && t.kind[next] === Kind.Cutoff ? null : st;
}
const bracket = (a, b) => `[${fmtValue(a)}, ${fmtValue(b)}]`;

/**
 * `t`: the trace arrays; `index`: buildIndex(t); `s`: the step; `info`: {name(id), hasWindow,
 * negamax, bestMoveName, value, moveName?(node, moveIndex), driver?: 'id'|'aspiration'|'mtdf'}.
 */
export function narrate(t, index, s, info) {
  // Mates read in the view of the node the step is at (its values and window are in it).
  const text = withMateView(mateViewOf(t, t.node[s], info.negamax, info.maxView), () => sentence(t, index, s, info));
  // Latin letters only: α and β stay lower case, as the seeds write them.
  return /^[a-z]/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}

function sentence(t, index, s, info) {
  if (!t || s < 0 || s >= t.kind.length) return '';
  const k = t.kind[s];
  const n = t.node[s];
  const ev = decodeEvent(t, s);
  const name = info.name;
  const side = (id) => (t.flags[id] & Flag.MIN ? 'MIN' : 'MAX');
  const win = (al, be) => `α = ${fmtValue(al)}, β = ${fmtValue(be)}`;
  const pov = info.negamax ? (info.maxView ? ' (from MAX’s view)' : ' (from the side to move’s view)') : '';
  // "Values from MAX's view": a MIN-to-move node's negamax value reads with its sign flipped,
  // its window [α, β] as [−β, −α], and its α and β trade places.
  const flipped = (id) => !!(info.negamax && info.maxView && (t.flags[id] & Flag.MIN));
  const val = (id, x) => (flipped(id) ? -x : x);
  switch (k) {
    case Kind.Enter: {
      const { alpha: a, beta: b, depth: depthLeft } = ev;
      const w = info.hasWindow ? ` with window ${flipped(n) ? win(-b, -a) : win(a, b)}` : '';
      if (isDriver(t, n)) {
        const how = info.driver === 'mtdf' ? 'MTD(f): a sequence of zero-window searches closing in on the value'
          : info.driver === 'aspiration' ? 'aspiration windows: a narrow window around the expected value, widened on a fail'
          : 'iterative deepening: one root search per depth, each one’s best line searched first by the next';
        return `Start ${how}, up to depth ${depthLeft}.`;
      }
      if (underDriver(t, n)) {
        return `Root search ${t.move[n] + 1}: depth ${depthLeft}, window ${bracket(a, b)}.`;
      }
      if (t.flags[n] & Flag.QUIESCENCE) {
        return `Enter ${name(n)} in quiescence search (past the horizon: captures only) from ${name(t.parent[n])}${w}.`;
      }
      if (t.flags[n] & Flag.NULL_MOVE) {
        return `Pass (a null move) from ${name(t.parent[n])}: the opponent moves twice${w}.`;
      }
      if (t.parent[n] === NO_PARENT) {
        const root = name(n) === 'the root' ? 'the root' : `the root ${name(n)}`;
        return `Start at ${root} (${side(n)} to move)${w}, searching ${plural(depthLeft, 'ply', 'plies')} deep.`;
      }
      return `Enter ${name(n)} (${side(n)} to move) from ${name(t.parent[n])}${w}.`;
    }
    case Kind.Eval:
      // over: the game is over there; a value of 0 is then a draw, whoever's view it is seen from.
      if (ev.over === 1 && ev.value === 0) return `Evaluate ${name(n)}: Draw, the game is over with no winner: its value is 0.`;
      return `Evaluate ${name(n)}: its value is ${fmtValue(val(n, ev.value))}${pov}.`;
    case Kind.Child: {
      const { value: a, changed: b, child } = ev;
      const parts = [];
      const f = flipped(n);
      if (b & Changed.BEST) parts.push(`best so far is now ${fmtValue(val(n, a))}`);
      if (b & Changed.ALPHA) parts.push(f ? `β falls to ${fmtValue(-a)}` : `α rises to ${fmtValue(a)}`);
      if (b & Changed.BETA) parts.push(f ? `α rises to ${fmtValue(-a)}` : `β falls to ${fmtValue(a)}`);
      const what = parts.length ? parts.join(', ') : 'no improvement';
      // From MAX's view the value passes up unchanged; from the side to move's it is negated.
      const seen = info.negamax && !info.maxView ? ` (it returned ${fmtValue(-a)}, negated)` : '';
      // α ≥ β after the last child: no Cutoff follows, for nothing is left to cut. Say why.
      const st = closedWithoutCut(t, index, n, s);
      const tail = st ? ` α = ${fmtValue(f ? -st.beta : st.alpha)} ≥ β = ${fmtValue(f ? -st.alpha : st.beta)}, but ${name(n)} has no child left: nothing is cut.` : '';
      return `${name(n)} gets ${fmtValue(val(n, a))} from ${name(child)}${seen}: ${what}.${tail}`;
    }
    case Kind.Cutoff: {
      const { cut: a, pruned: c } = ev;
      const st = nodeStateAt(t, index, n, s) || { alpha: t.alpha[n], beta: t.beta[n], best: null };
      const pruned = c === 0 ? 'no children left to prune' : `${plural(c, 'child', 'children')} pruned`;
      if (a === CutKind.Beta || a === CutKind.Alpha) {
        if (flipped(n)) {
          // From MAX's view a MIN node's negamax β-cutoff is the two-sided α-cutoff: [−β, −α].
          const greek = a === CutKind.Beta ? 'α' : 'β';
          const why = st.alpha >= st.beta
            ? `α = ${fmtValue(-st.beta)} ≥ β = ${fmtValue(-st.alpha)}`
            : `value ${fmtValue(-(st.best ?? st.alpha))} ≤ α = ${fmtValue(-st.beta)}`;
          return `${greek}-cutoff at ${name(n)}: ${why}, ${pruned}.`;
        }
        const greek = a === CutKind.Beta ? 'β' : 'α';
        const why = st.alpha >= st.beta
          ? `α = ${fmtValue(st.alpha)} ≥ β = ${fmtValue(st.beta)}`
          : `value ${fmtValue(st.best ?? st.alpha)} ≥ β = ${fmtValue(st.beta)}`;
        return `${greek}-cutoff at ${name(n)}: ${why}, ${pruned}.`;
      }
      const kinds = { [CutKind.NullMove]: 'Null-move cutoff', [CutKind.Table]: 'Transposition-table cutoff', [CutKind.StandPat]: 'Stand-pat cutoff' };
      return `${kinds[a] || 'Cutoff'} at ${name(n)}, ${pruned}.`;
    }
    case Kind.Leave: {
      const f = flipped(n), { value: a, bound: b } = ev;
      // A bound flips with the value: a MIN node's negamax lower bound is MAX's upper bound.
      const lower = f ? b === Bound.Upper : b === Bound.Lower, upper = f ? b === Bound.Lower : b === Bound.Upper;
      const bound = lower ? ` (fail-high: the true value is at least ${fmtValue(val(n, a))})`
        : upper && info.hasWindow ? ` (fail-low: the true value is at most ${fmtValue(val(n, a))})` : '';
      if (underDriver(t, n)) {
        return `Root search ${t.move[n] + 1} (depth ${depthOf(t, n)}) returns ${fmtValue(a)}${bound}.`;
      }
      if (isDriver(t, n)) {
        const mv = info.bestMoveName;
        const best = mv ? `; the best move is ${mv}` : '';
        return `The search is over after ${plural(index.iterEvents.length, 'root search', 'root searches')}: the root is worth ${fmtValue(info.value ?? a)}${forMax(t, n, info, a)}${best}.`;
      }
      if (t.parent[n] === NO_PARENT) {
        const mv = info.bestMoveName;
        const best = mv ? `; the best move is ${mv}` : '';
        const root = name(n) === 'the root' ? 'the root' : `the root ${name(n)}`;
        return `The search is over: ${root} is worth ${fmtValue(info.value ?? a)}${forMax(t, n, info, a)}${best}.`;
      }
      return `${name(n)} returns ${fmtValue(val(n, a))} to ${name(t.parent[n])}${bound}.`;
    }
    // position counts the children searched so far from 0; people count from 1 (narration-i18n.js says the same).
    case Kind.ZeroWindow: return `Zero-window search of child ${ev.position + 1} of ${name(n)}: ${win(ev.alpha, ev.beta)}.`;
    case Kind.ReSearch: return `Re-search child ${ev.position + 1} of ${name(n)} with the wider window ${win(ev.alpha, ev.beta)}.`;
    case Kind.NullMove: {
      const beta = t.beta[n], { depth: a, value: b, cut: c } = ev;
      return c
        ? `Null move at ${name(n)}: passing, searched ${plural(a, 'ply', 'plies')} deep with [β−1, β], still scores ${fmtValue(b)} ≥ β = ${fmtValue(beta)}: null-move cutoff, the moves need no search.`
        : `Null move at ${name(n)}: passing, searched ${plural(a, 'ply', 'plies')} deep, scores ${fmtValue(b)} < β = ${fmtValue(beta)}: no cutoff, search the moves.`;
    }
    case Kind.StandPat: {
      const { value: a, outcome } = ev;
      if (outcome === StandPatOutcome.Cut) return `Stand pat at ${name(n)}: the static value ${fmtValue(a)} is already ≥ β = ${fmtValue(t.beta[n])}: the side to move stops here, stand-pat cutoff.`;
      if (outcome === StandPatOutcome.NothingToCut) return `Stand pat at ${name(n)}: the static value ${fmtValue(a)} is already ≥ β = ${fmtValue(t.beta[n])}, and no capture is left to try: it returns β, nothing is cut.`;
      const al = t.alpha[n];
      return `Stand pat at ${name(n)}: the static value ${fmtValue(a)} is a floor (the side to move need not capture)${a > al ? `; α rises to ${fmtValue(a)}` : ''}; now the captures.`;
    }
    case Kind.Order: {
      const list = orderAt(t, index, n);
      const i = list.findIndex((o) => o.event === s);
      const mv = (o) => (info.moveName ? info.moveName(n, o.move) : '') || `move ${o.move + 1}`;
      if (i <= 0) {
        const head = list.slice(0, 3).map((o, k) => (k === 0 ? `${mv(o)} first` : `then ${mv(o)}`) + ` (${reasonWords(o.reason, o.score)})`);
        const rest = list.length > 3 ? `, and ${plural(list.length - 3, 'more move', 'more moves')}` : '';
        return `Order at ${name(n)}: ${head.join(', ')}${rest}.`;
      }
      return `Order at ${name(n)}, ${ordinal(i + 1)} of ${list.length}: ${mv(list[i])} (${reasonWords(list[i].reason, list[i].score)}).`;
    }
    case Kind.TtProbe: {
      const d = depthOf(t, n), { probe, value: b, depth: c } = ev;
      if (probe === Probe.Miss) return `Table probe at ${name(n)}: miss, this position has not been stored; search it.`;
      if (probe === Probe.Hit) return `Table probe at ${name(n)}: hit (value ${fmtValue(b)}, depth ${c}), not enough to decide ${c < d ? `a depth-${d} search` : `the window ${bracket(t.alpha[n], t.beta[n])}`}; its best move goes first.`;
      if (probe === Probe.HitCut) return `Table hit at ${name(n)}: the stored value ${fmtValue(b)} (depth ${c}) decides the window ${bracket(t.alpha[n], t.beta[n])}: table cutoff, no search.`;
      return `Table hit at ${name(n)} from a deeper search (depth ${c} > ${d}): the stored value ${fmtValue(b)} decides it; it may differ from what a depth-${d} search would find.`;
    }
    case Kind.TtStore: {
      const { value: a, bound: b, depth: c } = ev;
      const what = b === Bound.Lower ? 'a lower bound' : b === Bound.Upper ? 'an upper bound' : 'exact';
      return `Store ${name(n)} in the table: value ${fmtValue(a)} (${what}), depth ${c}.`;
    }
    case Kind.TtEvict: {
      const { value: a, bound: b, depth: c } = ev;
      const what = b === Bound.Lower ? 'a lower bound' : b === Bound.Upper ? 'an upper bound' : 'exact';
      return `The table was full: that store replaced the oldest position's entry (value ${fmtValue(a)}, ${what}, depth ${c}), so a later probe of that position misses.`;
    }
    case Kind.Iteration: return iteration(t, index, s, info);
    default: return `Event ${k} at ${name(n)}.`;
  }
}

/** An Iteration event: a new depth, an aspiration re-search or an MTD(f) probe. */
function iteration(t, index, s, info) {
  const { depth, alpha, beta } = decodeEvent(t, s);
  const i = countUpTo(index.iterEvents, s) - 1;
  const prev = i > 0 ? index.iterEvents[i - 1] : -1;
  const last = prev >= 0 ? decodeEvent(t, prev) : null;
  const sameDepth = prev >= 0 && last.depth === depth;
  // The root search that the previous Iteration started: entered right after it.
  const prevValue = prev >= 0 && t.kind[prev + 1] === Kind.Enter ? t.value[t.node[prev + 1]] : null;
  if (info.driver === 'mtdf' || (beta - alpha === 1 && alpha > -INF)) {
    if (!sameDepth) return `MTD(f) at depth ${depth}: first probe with β = ${fmtValue(beta)} (window ${bracket(alpha, beta)}), from the guess ${fmtValue(beta)}.`;
    const side = prevValue !== null && prevValue < last.beta ? `fell below β = ${fmtValue(last.beta)}: the value is at most ${fmtValue(prevValue)}` : `reached β = ${fmtValue(last.beta)}: the value is at least ${fmtValue(prevValue)}`;
    return `MTD(f) probe with β = ${fmtValue(beta)} (window ${bracket(alpha, beta)}): the last probe ${side}.`;
  }
  if (sameDepth) {
    if (beta >= INF && last.beta < INF) return `Aspiration fail high: depth ${depth} returned ${fmtValue(prevValue)} ≥ β = ${fmtValue(last.beta)}; re-search with β = +∞.`;
    if (alpha <= -INF && last.alpha > -INF) return `Aspiration fail low: depth ${depth} returned ${fmtValue(prevValue)} ≤ α = ${fmtValue(last.alpha)}; re-search with α = −∞.`;
    return `Re-search depth ${depth} with the window ${bracket(alpha, beta)}.`;
  }
  const pv = prev >= 0 ? ', the last principal variation first' : '';
  if (alpha > -INF || beta < INF) return `Iteration at depth ${depth}: aspiration window ${bracket(alpha, beta)} around ${prevValue === null ? 'the static value' : `the last value ${fmtValue(prevValue)}`}${pv}.`;
  return `Iteration ${i + 1}: search to depth ${depth} with the full window${pv}.`;
}
