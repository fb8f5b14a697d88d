// What people read, as they read it: moves numbered from 1 (tic-tac-toe cells 1–9, "child 1" is
// the first child), textbook edge names (AIMA's a1, a2, a3 under A), values from MAX's view on
// request, and answers kept back until the last step. Pure functions first (tested under Node),
// then the switches that drive them.

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
  if (!m.core) m.core = { moveLabel: m.moveLabel, childName: m.childName };
  const { moveLabel, childName } = m.core;
  m.maxView = !!maxView;
  m.edgeLabels = m.kind === 'tree' && textbook && !!m.names;
  m.moveLabel = m.edgeLabels
    ? (v) => (v === 0 ? '' : textbookEdge(m.names[m.dParent[v]], m.dMove[v]) || moveLabel(v))
    : moveLabel;
  // The same names in the narration (search order, best move) and the side panel as on the edges.
  const textbookName = (n, mv) => (m.edgeLabels ? textbookEdge(m.names[n], mv) : '');
  if (childName) m.childName = (n, mv) => textbookName(n, mv) || childName(n, mv);
  const best = m.summary && m.summary.bestMoveName;
  m.bestMoveName = (best && m.summary.bestMove != null && textbookName(0, m.summary.bestMove)) || best;
  if (m.narrationInfo) {
    m.narrationInfo.maxView = m.maxView;
    if (m.childName) m.narrationInfo.moveName = m.childName;
    m.narrationInfo.bestMoveName = m.bestMoveName;
  }
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
