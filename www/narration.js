// One sentence for the current step, in the seeds' vocabulary. Pure: everything comes in.

import { Kind, Changed, CutKind, Bound, Flag, NO_PARENT, fmtValue } from './trace.js';
import { nodeStateAt } from './timeline.js';

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * `t`: the trace arrays; `index`: buildIndex(t); `s`: the step; `info`: {name(id), hasWindow,
 * negamax, bestMoveName, value}.
 */
export function narrate(t, index, s, info) {
  const text = sentence(t, index, s, info);
  // Latin letters only: α and β stay lower case, as the seeds write them.
  return /^[a-z]/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}

function sentence(t, index, s, info) {
  if (!t || s < 0 || s >= t.kind.length) return '';
  const k = t.kind[s];
  const n = t.node[s];
  const a = t.a[s], b = t.b[s], c = t.c[s];
  const name = info.name;
  const side = (id) => (t.flags[id] & Flag.MIN ? 'MIN' : 'MAX');
  const win = (al, be) => `α = ${fmtValue(al)}, β = ${fmtValue(be)}`;
  const pov = info.negamax ? ' (from the side to move’s view)' : '';
  switch (k) {
    case Kind.Enter: {
      const depthLeft = c;
      const w = info.hasWindow ? ` with window ${win(a, b)}` : '';
      if (t.parent[n] === NO_PARENT) {
        const root = name(n) === 'the root' ? 'the root' : `the root ${name(n)}`;
        return `Start at ${root} (${side(n)} to move)${w}, searching ${plural(depthLeft, 'ply', 'plies')} deep.`;
      }
      return `Enter ${name(n)} (${side(n)} to move) from ${name(t.parent[n])}${w}.`;
    }
    case Kind.Eval:
      return `Evaluate ${name(n)}: its value is ${fmtValue(a)}${pov}.`;
    case Kind.Child: {
      const child = c;
      const parts = [];
      if (b & Changed.BEST) parts.push(`best so far is now ${fmtValue(a)}`);
      if (b & Changed.ALPHA) parts.push(`α rises to ${fmtValue(a)}`);
      if (b & Changed.BETA) parts.push(`β falls to ${fmtValue(a)}`);
      const what = parts.length ? parts.join(', ') : 'no improvement';
      const seen = info.negamax ? ` (it returned ${fmtValue(-a)}, negated)` : '';
      return `${name(n)} gets ${fmtValue(a)} from ${name(child)}${seen}: ${what}.`;
    }
    case Kind.Cutoff: {
      const st = nodeStateAt(t, index, n, s) || { alpha: t.alpha[n], beta: t.beta[n], best: null };
      const pruned = c === 0 ? 'no children left to prune' : `${plural(c, 'child', 'children')} pruned`;
      if (a === CutKind.Beta || a === CutKind.Alpha) {
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
      const bound = b === Bound.Lower ? ` (fail-high: the true value is at least ${fmtValue(a)})`
        : b === Bound.Upper && info.hasWindow ? ` (fail-low: the true value is at most ${fmtValue(a)})` : '';
      if (t.parent[n] === NO_PARENT) {
        const mv = info.bestMoveName;
        const best = mv ? `; the best move is ${/^\d+$/.test(mv) ? 'child ' + mv : mv}` : '';
        const root = name(n) === 'the root' ? 'the root' : `the root ${name(n)}`;
        return `The search is over: ${root} is worth ${fmtValue(info.value ?? a)}${best}.`;
      }
      return `${name(n)} returns ${fmtValue(a)} to ${name(t.parent[n])}${bound}.`;
    }
    case Kind.ZeroWindow: return `Zero-window search of child ${c + 1} of ${name(n)}: ${win(a, b)}.`;
    case Kind.ReSearch: return `Re-search child ${c + 1} of ${name(n)} with the wider window ${win(a, b)}.`;
    case Kind.NullMove: return `Null move at ${name(n)}: depth reduced to ${a}, result ${fmtValue(b)}${c ? ', a cutoff' : ''}.`;
    case Kind.StandPat: return `Stand pat at ${name(n)}: static value ${fmtValue(a)}${b ? ', already ≥ β: cutoff' : ''}.`;
    case Kind.Order: return `Order the ${b} children of ${name(n)}.`;
    case Kind.TtProbe: return `Table probe at ${name(n)}: ${['miss', 'hit', 'hit with a cutoff'][a] || 'probe'}.`;
    case Kind.TtStore: return `Store ${name(n)} in the table: value ${fmtValue(a)}, depth ${c}.`;
    case Kind.Iteration: return `Iteration to depth ${a} with window ${win(b, c)}.`;
    default: return `Event ${k} at ${name(n)}.`;
  }
}
