// The hover card over the tree: the node's name and side, its value or state at the current step,
// its window, and whatever the game's adapter adds (a board).

import { Bound, mateViewOf, alphaOf, betaOf } from './trace.js';
import { withMateView } from './format.js';
import { t as say } from './i18n.js';
import { sayName } from './narration-i18n.js';
import { statsAt, existsAt, stepEnd, dec2 } from './mcts.js';

/** Shows the card for node v at (x, y) in the canvas box, or hides it (v < 0). */
export function showTooltip(tip, wrap, m, step, v, x, y) {
  if (v < 0 || !m) { tip.hidden = true; return; }
  const t = m.trace;
  tip.textContent = '';
  const head = document.createElement('div');
  const side = say(m.minToMove[v] ? 'tip.min' : 'tip.max');
  head.textContent = `${sayName(m.name(v))} · ${side}`;
  head.style.fontWeight = '700';
  tip.appendChild(head);
  const lines = [];
  // Mates read in the node's view, as on the tree ("value >+M2 (lower bound)").
  if (m.mcts && v < m.N) mctsLines(lines, m, step, v);
  else if (v < m.N) withMateView(mateViewOf(t, v, m.negamax, m.maxView), () => valueLines(lines, m, step, v));
  else lines.push(say('tip.pruned'));
  for (const l of lines) { const d = document.createElement('div'); d.textContent = l; tip.appendChild(d); }
  const extra = m.adapter.tooltip(m, v);
  if (extra) tip.appendChild(extra);
  tip.hidden = false;
  // Beside the pointer, on whichever side has room, and always inside the canvas: a board card
  // near the right or bottom edge was cut (it is measured, not guessed at 260 × 180).
  const box = wrap.getBoundingClientRect();
  const w = tip.offsetWidth, h = tip.offsetHeight;
  const left = x + 16 + w <= box.width ? x + 16 : x - 16 - w;
  const top = y + 16 + h <= box.height ? y + 16 : y - 16 - h;
  tip.style.left = `${Math.max(0, Math.min(left, box.width - w))}px`;
  tip.style.top = `${Math.max(0, Math.min(top, box.height - h))}px`;
}

/** MCTS: the node's N, W and Q at `step` (Q for the side that moved into it). */
function mctsLines(lines, m, step, v) {
  if (!existsAt(m.mcts, v, step)) { lines.push(say('tip.notReached')); return; }
  const { n, w } = statsAt(m.trace, m.mcts, v, stepEnd(m.mcts, step));
  if (v === 0) { lines.push(say('tip.mctsRoot', { n })); return; }
  const side = say(m.minToMove[v] ? 'side.max' : 'side.min');
  lines.push(say('tip.mcts', { n, w: dec2(w), q: n ? dec2(w / n) : '–', side }));
}

/** The card's lines on a visited node's value and window at `step`. */
function valueLines(lines, m, step, v) {
  const t = m.trace;
  if (v >= m.N) lines.push(say('tip.pruned'));
  else if (t.enterEvent[v] > step) lines.push(say('tip.notReached'));
  else {
    // Under negamax, values are the side to move's unless "Values from MAX's view" flips them.
    const flip = m.negamax && m.maxView && m.minToMove[v] === 1;
    const view = m.negamax ? say(m.maxView ? 'tip.viewMax' : 'tip.viewSide') : '';
    if (t.leaveEvent[v] <= step) {
      let bound = t.bound[v];
      if (flip && bound !== Bound.Exact) bound = bound === Bound.Lower ? Bound.Upper : Bound.Lower;
      const key = bound === Bound.Lower ? 'tip.valueLower' : bound === Bound.Upper && m.hasWindow ? 'tip.valueUpper' : 'tip.value';
      lines.push(say(key, { value: flip ? -t.value[v] : t.value[v] }) + view);
    } else lines.push(say('tip.beingSearched'));
    if (m.hasWindow) {
      const [a, b] = flip ? [-betaOf(t, v), -alphaOf(t, v)] : [alphaOf(t, v), betaOf(t, v)];
      lines.push(say('tip.calledWith', { alpha: a, beta: b }));
    }
  }
}
