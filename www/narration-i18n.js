// The page's one narrator: a sentence for each step, said through t() with the narr.* keys, in
// English, Vietnamese and Polish as the dictionaries say. The English is held word for word to the
// sentences the first English narrator wrote (tests/unit/fixtures/narration-en.json, checked by
// tests/unit/narration-i18n.test.mjs on recorded traces). Pure: everything comes in.

import { Kind, Changed, CutKind, CUT_WORDS, Bound, Flag, Probe, StandPatOutcome, Field, Names, NO_PARENT, INF, decodeEvent, mateViewOf, enterDepth, nodeOf, alphaOf, betaOf } from './trace.js';
import { withMateView } from './format.js';
import { nodeStateAt, countUpTo, nextSame } from './timeline.js';
import { t, hasKey } from './i18n.js';

/** The Order events of node n as [{move, reason, score, event}] in search order ([] without ordering). */
export function orderAt(tr, index, n) {
  const out = [];
  let e = tr.enterEvent[n];
  // The Order events follow the Enter, a table probe and a null move; they stand together.
  for (let k = 0; e !== -1 && e !== undefined && k < 8 + out.length; k++, e = nextSame(tr, index, e)) {
    if (tr.kind[e] === Kind.Order) { const o = decodeEvent(tr, e); out.push({ move: o.move, reason: o.reason, score: o.score, event: e }); }
    else if (out.length || tr.kind[e] === Kind.Child || tr.kind[e] === Kind.Leave) break;
  }
  return out;
}

/** After a Child event at s: node n's window if it is closed (α ≥ β) and no cutoff follows, else null. */
export function closedWithoutCut(tr, index, n, s) {
  const st = nodeStateAt(tr, index, n, s);
  if (!st || st.alpha < st.beta) return null;
  const next = nextSame(tr, index, s);
  return next !== -1 && tr.kind[next] === Kind.Cutoff ? null : st;
}
import { sayMcts } from './mcts-narration.js';

// Latin letters only: α and β stay lower case, as the seeds write them.
const capital = (s) => (/^(?![α-ω])\p{Ll}/u.test(s) ? s[0].toUpperCase() + s.slice(1) : s);

/** The key of each ordering reason, by its number: reason.<its name in the wire, lower first> (reason.hashMove). */
export const REASON_KEYS = Object.freeze(Names.Reason.map((r) => `reason.${r[0].toLowerCase()}${r.slice(1)}`));

/** Why a child stands where it does, in the language chosen. */
export const reasonSaid = (reason, score) => t(REASON_KEYS[reason] ?? 'reason.unknown', { score });

/**
 * A node's name in the language chosen. The page's names are parts (model.js NodeName: {key, …
 * params}), worded here once; a string is a label or a move in the game's notation, said as it
 * is — except the core's own names of a tree's nodes in its messages and summary ("the root",
 * "node 1.2", "child 2": crate/src/game/tree.rs describe and child_name), read here.
 */
export function sayName(name) {
  if (name && typeof name === 'object') return t(name.key, name);
  let m;
  if (name === 'the root') return t('name.root');
  if ((m = /^node (\S+)$/.exec(name))) return t('name.node', { path: m[1] });
  if ((m = /^child (\d+)$/.exec(name))) return t('name.child', { k: +m[1] });
  return name;
}

const depthOf = (tr, n) => enterDepth(tr, n);
const isDriver = (tr, n) => (tr.flags[n] & Flag.DRIVER) !== 0;
const underDriver = (tr, n) => tr.parent[n] !== NO_PARENT && isDriver(tr, tr.parent[n]);

/**
 * `info`: {name(node), hasWindow, negamax, bestMoveName, value,
 * moveName?, driver?, maxView?}. With maxView ("Values from MAX's view") on a negamax trace, a
 * MIN-to-move node's values read with their sign flipped, its window [α, β] as [−β, −α] (α and β
 * trade places, and so do a β- and an α-cutoff, a lower and an upper bound).
 */
export function sayStep(tr, index, s, info) {
  if (!tr || s < 0 || s >= tr.kind.length) return '';
  // Monte Carlo tree search: its own phases (mcts-narration.js).
  if (info.mcts) return capital(sayMcts(tr, s, info, sayName));
  // Mates read in the view of the node the step is at (its values and window are in it).
  const view = mateViewOf(tr, nodeOf(tr, s), info.negamax, info.maxView);
  return capital(withMateView(view, () => sentence(tr, index, s, info)));
}

function sentence(tr, index, s, info) {
  const ev = decodeEvent(tr, s), k = ev.kind, n = ev.node;
  const name = (v) => sayName(info.name(v));
  const side = (id) => t(tr.flags[id] & Flag.MIN ? 'side.min' : 'side.max');
  const w = info.hasWindow;
  const bestOf = () => {
    const mv = info.bestMoveName;
    // The core names an unlabelled child "child K", counted from 1 as people count.
    const k = /^child (\d+)$/.exec(mv || '');
    return mv ? t('narr.bestMove', { move: k ? t('name.bestChild', { k: +k[1] }) : sayName(mv) }) : '';
  };
  const rootOf = (v) => (name(v) === t('name.root') ? t('name.root') : t('name.rootAt', { name: name(v) }));
  const forMax = (v) => (!info.negamax || info.value === undefined || info.value === v ? '' : t('narr.forMax', { own: v }));
  const maxView = !!(info.negamax && info.maxView);
  const flipped = (id) => maxView && (tr.flags[id] & Flag.MIN) !== 0;
  const val = (id, x) => (flipped(id) ? -x : x);
  switch (k) {
    case Kind.Enter: {
      const { alpha, beta, depth } = ev;
      if (isDriver(tr, n)) {
        const key = info.driver === 'mtdf' ? 'narr.driver.mtdf' : info.driver === 'aspiration' ? 'narr.driver.aspiration' : 'narr.driver.id';
        return t(key, { depth });
      }
      if (underDriver(tr, n)) return t('narr.rootSearch', { k: tr.move[n] + 1, depth, alpha, beta });
      const win = flipped(n) ? { alpha: -beta, beta: -alpha } : { alpha, beta };
      if (tr.flags[n] & Flag.QUIESCENCE) return t(w ? 'narr.enterQuiescenceW' : 'narr.enterQuiescence', { node: name(n), parent: name(tr.parent[n]), ...win });
      if (tr.flags[n] & Flag.NULL_MOVE) return t(w ? 'narr.enterNullW' : 'narr.enterNull', { parent: name(tr.parent[n]), ...win });
      if (tr.parent[n] === NO_PARENT) return t(w ? 'narr.startW' : 'narr.start', { root: rootOf(n), side: side(n), depth, ...win });
      return t(w ? 'narr.enterW' : 'narr.enter', { node: name(n), side: side(n), parent: name(tr.parent[n]), ...win });
    }
    case Kind.Eval:
      // over: the game is over there; a value of 0 is then a draw, whoever's view it is seen from.
      if (ev.over === 1 && ev.value === 0) return t('narr.evalDraw', { node: name(n) });
      return t(maxView ? 'narr.evalMaxView' : info.negamax ? 'narr.evalNegamax' : 'narr.eval', { node: name(n), value: val(n, ev.value) });
    case Kind.Child: {
      const { value, changed, child } = ev;
      const parts = [];
      const f = flipped(n);
      if (changed & Changed.BEST) parts.push(t('narr.best', { value: val(n, value) }));
      if (changed & Changed.ALPHA) parts.push(t(f ? 'narr.betaFalls' : 'narr.alphaRises', { value: val(n, value) }));
      if (changed & Changed.BETA) parts.push(t(f ? 'narr.alphaRises' : 'narr.betaFalls', { value: val(n, value) }));
      const what = parts.length ? parts.reduce((x, y) => t('narr.list2', { a: x, b: y })) : t('narr.noImprovement');
      // From MAX's view the value passes up unchanged; from the side to move's it is negated.
      const said = t(info.negamax && !maxView ? 'narr.childNegamax' : 'narr.child', { node: name(n), value: val(n, value), child: name(child), returned: -value, what });
      // α ≥ β after the last child: no Cutoff follows, for nothing is left to cut. Say why.
      const st = closedWithoutCut(tr, index, n, s);
      if (!st) return said;
      return said + ' ' + t('narr.nothingToCut', { node: name(n), alpha: f ? -st.beta : st.alpha, beta: f ? -st.alpha : st.beta });
    }
    case Kind.Cutoff: {
      const pruned = ev.pruned === 0 ? t('narr.noneLeft') : t('narr.prunedChildren', { n: ev.pruned });
      if (ev.cut === CutKind.Beta || ev.cut === CutKind.Alpha) {
        const st = nodeStateAt(tr, index, n, s) || { alpha: alphaOf(tr, n), beta: betaOf(tr, n), best: null };
        if (flipped(n)) {
          // From MAX's view a MIN node's negamax β-cutoff is the two-sided α-cutoff: [−β, −α].
          const why = st.alpha >= st.beta
            ? t('narr.cutWhyWindow', { alpha: -st.beta, beta: -st.alpha })
            : t('narr.cutWhyValueMin', { value: -(st.best ?? st.alpha), alpha: -st.beta });
          return t(ev.cut === CutKind.Beta ? 'narr.alphaCutoff' : 'narr.betaCutoff', { node: name(n), why, pruned });
        }
        const why = st.alpha >= st.beta
          ? t('narr.cutWhyWindow', { alpha: st.alpha, beta: st.beta })
          : t('narr.cutWhyValue', { value: st.best ?? st.alpha, beta: st.beta });
        return t(ev.cut === CutKind.Beta ? 'narr.betaCutoff' : 'narr.alphaCutoff', { node: name(n), why, pruned });
      }
      // The other kinds by their name on the wire: narr.nullMoveCutoff, narr.tableCutoff…
      const key = CUT_WORDS[ev.cut] && hasKey(`narr.${CUT_WORDS[ev.cut]}Cutoff`, 'en') ? `narr.${CUT_WORDS[ev.cut]}Cutoff` : 'narr.cutoff';
      return t(key, { node: name(n), pruned });
    }
    case Kind.Leave: {
      // A bound flips with the value: a MIN node's negamax lower bound is MAX's upper bound.
      const f = flipped(n), { value } = ev;
      const lower = f ? ev.bound === Bound.Upper : ev.bound === Bound.Lower, upper = f ? ev.bound === Bound.Lower : ev.bound === Bound.Upper;
      const bound = lower ? t('narr.failHigh', { value: val(n, value) }) : upper && w ? t('narr.failLow', { value: val(n, value) }) : '';
      if (underDriver(tr, n)) return t('narr.rootSearchReturns', { k: tr.move[n] + 1, depth: depthOf(tr, n), value, bound });
      if (isDriver(tr, n)) {
        return t('narr.overDriver', { n: index.iterEvents.length, value: info.value ?? value, forMax: forMax(value), best: bestOf() });
      }
      if (tr.parent[n] === NO_PARENT) return t('narr.over', { root: rootOf(n), value: info.value ?? value, forMax: forMax(value), best: bestOf() });
      return t('narr.returns', { node: name(n), value: val(n, value), parent: name(tr.parent[n]), bound });
    }
    case Kind.ZeroWindow: return t('narr.zeroWindow', { k: ev.position + 1, node: name(n), alpha: ev.alpha, beta: ev.beta });
    case Kind.ReSearch: return t('narr.reSearch', { k: ev.position + 1, node: name(n), alpha: ev.alpha, beta: ev.beta });
    case Kind.NullMove:
      return t(ev.cut ? 'narr.nullMoveCut' : 'narr.nullMoveNoCut', { node: name(n), depth: ev.depth, value: ev.value, beta: betaOf(tr, n) });
    case Kind.StandPat:
      if (ev.outcome === StandPatOutcome.Cut) return t('narr.standPatCut', { node: name(n), value: ev.value, beta: betaOf(tr, n) });
      if (ev.outcome === StandPatOutcome.NothingToCut) return t('narr.standPatNothingToCut', { node: name(n), value: ev.value, beta: betaOf(tr, n) });
      return t(ev.value > alphaOf(tr, n) ? 'narr.standPatAlpha' : 'narr.standPat', { node: name(n), value: ev.value });
    case Kind.Order: {
      const list = orderAt(tr, index, n);
      const i = list.findIndex((o) => o.event === s);
      const mv = (o) => (info.moveName ? sayName(info.moveName(n, o.move)) : '') || t('name.move', { k: o.move + 1 });
      if (i <= 0) {
        const head = list.slice(0, 3).map((o, j) => t(j === 0 ? 'narr.orderFirst' : 'narr.orderThen', { move: mv(o), reason: reasonSaid(o.reason, o.score) }));
        const joined = head.reduce((x, y) => t('narr.list2', { a: x, b: y }));
        if (list.length > 3) return t('narr.orderAnd', { node: name(n), list: joined, more: t('narr.orderMore', { n: list.length - 3 }) });
        return t('narr.order', { node: name(n), list: joined });
      }
      return t('narr.orderNth', { node: name(n), i: i + 1, n: list.length, move: mv(list[i]), reason: reasonSaid(list[i].reason, list[i].score) });
    }
    case Kind.TtProbe: {
      const d = depthOf(tr, n);
      const { value, depth: stored } = ev;
      if (ev.probe === Probe.Miss) return t('narr.ttMiss', { node: name(n) });
      if (ev.probe === Probe.Hit) {
        return stored < d ? t('narr.ttHitDepth', { node: name(n), value, stored, depth: d })
          : t('narr.ttHitWindow', { node: name(n), value, stored, alpha: alphaOf(tr, n), beta: betaOf(tr, n) });
      }
      if (ev.probe === Probe.HitCut) return t('narr.ttCut', { node: name(n), value, stored, alpha: alphaOf(tr, n), beta: betaOf(tr, n) });
      return t('narr.ttDeeper', { node: name(n), stored, depth: d, value });
    }
    case Kind.TtStore:
      return t('narr.ttStore', { node: name(n), value: ev.value, bound: ev.bound === Bound.Lower ? 'lower' : ev.bound === Bound.Upper ? 'upper' : 'exact', depth: ev.depth });
    case Kind.TtEvict:
      return t('narr.ttEvict', { value: ev.value, bound: ev.bound === Bound.Lower ? 'lower' : ev.bound === Bound.Upper ? 'upper' : 'exact', depth: ev.depth });
    case Kind.Iteration: return iteration(tr, index, s, info);
    default: return t('narr.event', { kind: k, node: name(n) });
  }
}

/** An Iteration event: a new depth, an aspiration re-search or an MTD(f) probe. */
function iteration(tr, index, s, info) {
  const { depth, alpha, beta } = decodeEvent(tr, s);
  const i = countUpTo(index.iterEvents, s) - 1;
  const prev = i > 0 ? index.iterEvents[i - 1] : -1;
  const last = prev >= 0 ? decodeEvent(tr, prev) : null;
  const sameDepth = prev >= 0 && last.depth === depth;
  const prevValue = prev >= 0 && tr.kind[prev + 1] === Kind.Enter ? tr.value[nodeOf(tr, prev + 1)] : null;
  if (info.driver === 'mtdf' || (beta - alpha === 1 && alpha > -INF)) {
    if (!sameDepth) return t('narr.mtdfFirst', { depth, alpha, beta });
    const below = prevValue !== null && prevValue < last.beta;
    return t(below ? 'narr.mtdfBelow' : 'narr.mtdfAbove', { alpha, beta, lastBeta: last.beta, last: prevValue });
  }
  if (sameDepth) {
    if (beta >= INF && last.beta < INF) return t('narr.aspHigh', { depth, last: prevValue, lastBeta: last.beta });
    if (alpha <= -INF && last.alpha > -INF) return t('narr.aspLow', { depth, last: prevValue, lastAlpha: last.alpha });
    return t('narr.reSearchDepth', { depth, alpha, beta });
  }
  if (alpha > -INF || beta < INF) {
    return prevValue === null ? t('narr.aspWindowStatic', { depth, alpha, beta }) : t('narr.aspWindow', { depth, alpha, beta, last: prevValue });
  }
  return t(prev >= 0 ? 'narr.iterationPv' : 'narr.iteration', { k: i + 1, depth });
}
