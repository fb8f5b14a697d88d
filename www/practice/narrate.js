// Practice's narration in the language chosen: the sentences of www/narration.js for the events
// an exercise's searches make (Enter, Eval, Child, Cutoff, Leave), said through t() with the
// narr.* keys. Any other event falls back to narration.js (English) until it speaks t() itself.
// Pure: everything comes in.

import { Kind, Changed, CutKind, Bound, Flag, NO_PARENT } from '../trace.js';
import { nodeStateAt } from '../timeline.js';
import { narrate } from '../narration.js';
import { t } from '../i18n.js';

// Latin letters only: α and β stay lower case, as the seeds write them.
const capital = (s) => (/^(?![α-ω])\p{Ll}/u.test(s) ? s[0].toUpperCase() + s.slice(1) : s);

/** `info`: {name(node), hasWindow, negamax, bestMoveName, value}, as narration.js takes it. */
export function sayStep(tr, index, s, info) {
  if (!tr || s < 0 || s >= tr.kind.length) return '';
  const k = tr.kind[s], n = tr.node[s], a = tr.a[s], b = tr.b[s], c = tr.c[s];
  const name = info.name;
  const side = (id) => t(tr.flags[id] & Flag.MIN ? 'side.min' : 'side.max');
  const root = () => (name(n) === t('name.root') ? t('name.root') : t('name.rootAt', { name: name(n) }));
  const w = info.hasWindow;
  switch (k) {
    case Kind.Enter:
      if (tr.flags[n] & (Flag.DRIVER | Flag.QUIESCENCE | Flag.NULL_MOVE)) break;
      if (tr.parent[n] === NO_PARENT) return capital(t(w ? 'narr.startW' : 'narr.start', { root: root(), side: side(n), alpha: a, beta: b, depth: c }));
      return capital(t(w ? 'narr.enterW' : 'narr.enter', { node: name(n), side: side(n), parent: name(tr.parent[n]), alpha: a, beta: b }));
    case Kind.Eval:
      return capital(t(info.negamax ? 'narr.evalNegamax' : 'narr.eval', { node: name(n), value: a }));
    case Kind.Child: {
      const parts = [];
      if (b & Changed.BEST) parts.push(t('narr.best', { value: a }));
      if (b & Changed.ALPHA) parts.push(t('narr.alphaRises', { value: a }));
      if (b & Changed.BETA) parts.push(t('narr.betaFalls', { value: a }));
      const what = parts.length ? parts.reduce((x, y) => t('narr.list2', { a: x, b: y })) : t('narr.noImprovement');
      return capital(t(info.negamax ? 'narr.childNegamax' : 'narr.child', { node: name(n), value: a, child: name(c), returned: -a, what }));
    }
    case Kind.Cutoff: {
      if (a !== CutKind.Beta && a !== CutKind.Alpha) break;
      const st = nodeStateAt(tr, index, n, s) || { alpha: tr.alpha[n], beta: tr.beta[n], best: null };
      const pruned = c === 0 ? t('narr.noneLeft') : t('narr.prunedChildren', { n: c });
      const why = st.alpha >= st.beta
        ? t('narr.cutWhyWindow', { alpha: st.alpha, beta: st.beta })
        : t('narr.cutWhyValue', { value: st.best ?? st.alpha, beta: st.beta });
      return capital(t(a === CutKind.Beta ? 'narr.betaCutoff' : 'narr.alphaCutoff', { node: name(n), why, pruned }));
    }
    case Kind.Leave: {
      if (tr.flags[n] & Flag.DRIVER) break;
      if (tr.parent[n] === NO_PARENT) {
        const mv = info.bestMoveName;
        const best = mv ? t('narr.bestMove', { move: /^\d+$/.test(mv) ? t('name.child', { k: mv }) : mv }) : '';
        const own = info.value ?? a;
        const forMax = info.negamax && info.value !== undefined && info.value !== a ? t('narr.forMax', { own: a }) : '';
        return capital(t('narr.over', { root: root(), value: own, forMax, best }));
      }
      const bound = b === Bound.Lower ? t('narr.failHigh', { value: a }) : b === Bound.Upper && w ? t('narr.failLow', { value: a }) : '';
      return capital(t('narr.returns', { node: name(n), value: a, parent: name(tr.parent[n]), bound }));
    }
    default:
  }
  return narrate(tr, index, s, info);
}
