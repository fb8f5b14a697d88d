// MCTS's narration: each phase of an iteration said in the language chosen (the narr.mc.* keys),
// from the core's trace (crate/src/search/mcts.rs) and its page index (mcts.js). Pure: everything
// comes in; narration-i18n.js's sayStep hands MCTS traces here.

import { Kind, Field, Flag, Names } from './trace.js';
import { t } from './i18n.js';
import { statsAt, selectRun, iterationNumberAt, unfix, dec2, DEFAULT_C, DEFAULT_C_PUCT, rootChildrenAt, stepEnd } from './mcts.js';

/** The exploration constant as the narration says it: "√2 ≈ 1.41 (the default)" or the number. */
export function sayC(c, puct = false) {
  if (c !== null && c !== undefined) return dec2(c);
  // No c given: the core's default, UCT's √2 or PUCT's own.
  return puct ? t('narr.mc.cDefaultPuct', { c: dec2(DEFAULT_C_PUCT) }) : t('narr.mc.cDefault', { c: dec2(DEFAULT_C) });
}

/**
 * The sentence of step s of an MCTS trace `tr`. `info`: sayStep's, with `mcts` ({index,
 * iterations, c, children, childStart, isTree}), `name(v)` and `moveName(parent, move)`;
 * `sayName` says a page name in the language chosen.
 */
export function sayMcts(tr, s, info, sayName) {
  const mc = info.mcts, mi = mc.index;
  const k = tr.kind[s], n = tr.node[s];
  const name = (v) => sayName(info.name(v));
  const move = (v) => (info.moveName ? sayName(info.moveName(tr.parent[v], tr.move[v])) : '') || name(v);
  const se = stepEnd(mi, s);
  // Who moved into node v: the side not to move there.
  const mover = (v) => t(tr.flags[v] & Flag.MIN ? 'side.max' : 'side.min');
  switch (k) {
    case Kind.Enter:
      return t(mc.puct ? 'narr.mc.startPuct' : 'narr.mc.start', { root: name(n), n: mc.iterations, c: sayC(mc.c, mc.puct) });
    case Kind.McIteration: {
      const root = statsAt(tr, mi, 0, s);
      const k = tr[Field.McIteration.iteration][s];
      // PUCT's iteration 0 expands and values the root: no selection yet.
      if (k === 0) return t('narr.mc.iterationRoot', { n: mc.iterations });
      return t('narr.mc.iteration', { k, n: mc.iterations, visits: root.n });
    }
    case Kind.McSelect: {
      const run = selectRun(tr, s);
      const p = run.parent, ps = statsAt(tr, mi, p, se);
      const chosen = run.children.find((c) => c.chosen) || run.children[0];
      const others = run.children.filter((c) => c !== chosen).sort((a, b) => b.score - a.score);
      const params = { node: name(p), n: ps.n, c: sayC(mc.c, mc.puct), child: move(chosen.node), q: dec2(chosen.exploit), u: dec2(chosen.explore), score: dec2(chosen.score) };
      if (mc.puct) {
        // PUCT: U = c·P·√N / (1 + n), the prior P from the network at the child's expansion.
        const pe = mi.created[chosen.node];
        const prior = pe > 0 ? unfix(tr[Field.McExpand.prior][pe]) : 0;
        const o = others[0];
        return t(o ? 'narr.mc.selectPuct' : 'narr.mc.selectPuctOnly', { ...params, p: dec2(prior), k: run.children.length, other: o ? move(o.node) : '', otherScore: o ? dec2(o.score) : '' });
      }
      if (!others.length) return t('narr.mc.selectOnly', params);
      const o = others[0];
      // A tie (to the trace's four decimals) goes to the first child in the game's order.
      if (Math.abs(o.score - chosen.score) < 1e-4) return t('narr.mc.selectTie', { ...params, other: move(o.node), k: run.children.length });
      return t('narr.mc.select', { ...params, other: move(o.node), otherScore: dec2(o.score), k: run.children.length });
    }
    case Kind.McExpand: {
      const terminal = tr[Field.McExpand.terminal][s] === 1;
      const p = tr.parent[n];
      const params = { node: name(n), move: move(n), parent: name(p), k: tr.move[n] + 1, moves: countMoves(tr, mi, p) };
      if (!terminal) return t('narr.mc.expand', params);
      return t(mc.isTree ? 'narr.mc.expandLeaf' : 'narr.mc.expandEnd', params);
    }
    case Kind.McRollout: {
      let e = s;
      while (e < tr.kind.length && tr.kind[e] !== Kind.McResult) e++;
      const plies = e < tr.kind.length ? tr[Field.McResult.plies][e] : tr[Field.McRollout.ply][se];
      const cap = e < tr.kind.length && Names.ScoredBy[tr[Field.McResult.by][e]] === 'Cap';
      const said = t(cap ? 'narr.mc.rolloutCap' : mc.isTree ? 'narr.mc.rolloutTree' : 'narr.mc.rollout', { node: name(n), plies });
      // The moves themselves, in the game's notation (the first dozen).
      const names = mc.rolloutNames && !mc.isTree ? (mc.rolloutNames[n] || '').split(' ').filter(Boolean) : [];
      if (!names.length) return said;
      const key = plies > names.length ? 'narr.mc.rolloutMovesFirst' : 'narr.mc.rolloutMoves';
      return `${said} ${t(key, { moves: names.join(', '), k: names.length })}`;
    }
    case Kind.McResult: {
      const r = unfix(tr[Field.McResult.reward][s]);
      const plies = tr[Field.McResult.plies][s];
      const by = Names.ScoredBy[tr[Field.McResult.by][s]];
      const at = mc.isTree
        ? plies === 0 ? t('narr.mc.atLeaf', { node: name(n) }) : t('narr.mc.atRolloutLeaf')
        : plies === 0 ? t('narr.mc.atNode', { node: name(n) }) : t('narr.mc.atRollout');
      if (by === 'Network') return t('narr.mc.resultNetwork', { node: name(n), r: dec2(r) });
      if (by === 'Cap') return t('narr.mc.resultCap', { r: dec2(r), plies });
      if (mc.isTree) return t('narr.mc.resultTree', { at, r: dec2(r) });
      return t(r > 0.75 ? 'narr.mc.resultMax' : r < 0.25 ? 'narr.mc.resultMin' : 'narr.mc.resultDraw', { at, r: dec2(r) });
    }
    case Kind.McBackup: {
      const visits = tr[Field.McBackup.visits][s], w = unfix(tr[Field.McBackup.total][s]), add = unfix(tr[Field.McBackup.reward][s]);
      if (n === 0) return t('narr.mc.backupRoot', { n: visits, k: iterationNumberAt(tr, mi, s) });
      return t('narr.mc.backup', { node: name(n), n: visits, w: dec2(w), add: dec2(add), q: dec2(w / visits), side: mover(n) });
    }
    case Kind.McBest: {
      const child = tr[Field.McBest.child][s];
      const kids = rootChildrenAt(tr, mi, s, mc.children, mc.childStart).filter((c) => c.n > 0);
      const me = kids.find((c) => c.node === child) || { n: tr[Field.McBest.visits][s], q: null };
      const byMean = kids.reduce((b, c) => (b === null || c.q > b.q ? c : b), null);
      // The last iteration's own number: PUCT's root expansion is iteration 0, not one of the iterations asked.
      const params = { k: iterationNumberAt(tr, mi, s), move: move(child), n: me.n, q: dec2(me.q ?? 0) };
      const why = byMean && byMean.node !== child && byMean.q > me.q + 1e-9
        ? t('narr.mc.bestNotMean', { other: move(byMean.node), q: dec2(byMean.q), n: byMean.n })
        : t('narr.mc.bestAlsoMean');
      return t('narr.mc.best', { ...params, why });
    }
    default:
      return t('narr.event', { kind: k, node: name(n) });
  }
}

/** How many moves node p has (its McExpand's count). */
function countMoves(tr, mi, p) {
  const e = mi.created[p];
  if (p === 0) {
    for (let x = 0; x < tr.kind.length; x++) if (tr.kind[x] === Kind.McExpand && tr.node[x] === 0) return tr[Field.McExpand.moves][x];
    return 0;
  }
  return e >= 0 ? tr[Field.McExpand.moves][e] : 0;
}
