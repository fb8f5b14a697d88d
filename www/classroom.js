// What people read, as they read it: moves numbered from 1 (tic-tac-toe cells 1–9, "child 1" is
// the first child), textbook edge names (AIMA's a1, a2, a3 under A), values from MAX's view on
// request, and answers kept back until the last step. Pure functions first (tested under Node),
// then the switches that drive them.

import { adapterFor } from './games/registry.js';

/** AIMA's edge name for the k-th move (0-based) out of a node named `parent`: "B", 0 → "b1". */
export function textbookEdge(parent, k) {
  if (!parent || !/^[A-Za-z][\w']*$/.test(parent)) return '';
  return `${parent.toLowerCase()}${k + 1}`;
}

/**
 * Applies the classroom switches to a freshly built model, in place (and again when a switch
 * changes): textbook edge names when asked for, and the MAX's-view flag the renderer and the
 * number line read. Move names are the core's, already counted from 1 (its move_name).
 */
export function adaptModel(m, opts = {}) {
  if (!m) return m;
  const { textbook = false, maxView = false } = opts;
  if (!m.core) m.core = { moveLabel: m.moveLabel };
  const { moveLabel } = m.core;
  m.maxView = !!maxView;
  // Textbook names go on edges that carry no move of their own (a tree's: its adapter writes names beside the nodes).
  m.edgeLabels = adapterFor(m.kind).movesOnEdges === false && textbook && !!m.names;
  m.moveLabel = m.edgeLabels
    ? (v) => (v === 0 ? '' : textbookEdge(m.names[m.dParent[v]], m.dMove[v]) || moveLabel(v))
    : moveLabel;
  if (m.narrationInfo) m.narrationInfo.maxView = m.maxView;
  return m;
}

/** The answer stays hidden while "Hide answers until the end" is on and the last step is not reached. */
export function answersHidden(hideSwitch, step, length) {
  return !!hideSwitch && length > 0 && step < length - 1;
}

// ---------------------------------------------------------------- the switches (browser only)

const $ = (id) => (typeof document === 'undefined' ? null : document.getElementById(id));

export function classroomOptions() {
  return {
    textbook: !!$('o-textbook')?.checked,
    maxView: !!$('o-maxview')?.checked,
    hide: !!$('o-hide')?.checked,
  };
}

/** Re-applies the switches to the model on show and asks the page to draw again. */
export function refresh() {
  const c = window.__cutoff;
  if (c && c.model) adaptModel(c.model, classroomOptions());
  window.dispatchEvent(new Event('cutoff:redraw'));
}

/** Wires the switches; keeps the body's `answers-hidden` class in step with the player. */
export function initClassroom() {
  for (const id of ['o-textbook', 'o-maxview', 'o-hide']) $(id)?.addEventListener('change', refresh);
  const tick = () => {
    const c = window.__cutoff;
    if (c && c.player) {
      const hide = answersHidden(classroomOptions().hide, c.player.step, c.player.length);
      document.body.classList.toggle('answers-hidden', hide);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
