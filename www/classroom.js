// What people read, as they read it: moves numbered from 1 (tic-tac-toe cells 1–9, "child 1" is
// the first child), textbook edge names (AIMA's a1, a2, a3 under A), values from MAX's view on
// request, and answers kept back until the last step. Pure functions first (tested under Node),
// then the switches that drive them.

/** A move name from the core (0-based indices) as people count: "X4" → "X5", "0" → "child 1". */
export function peopleMove(kind, name) {
  if (name === undefined || name === null || name === '') return name;
  if (kind === 'tictactoe') return String(name).replace(/^([XO])(\d)$/, (_, mark, d) => `${mark}${+d + 1}`);
  if (kind === 'tree' && /^\d+$/.test(name)) return `child ${+name + 1}`;
  return name;
}

/** AIMA's edge name for the k-th move (0-based) out of a node named `parent`: "B", 0 → "b1". */
export function textbookEdge(parent, k) {
  if (!parent || !/^[A-Za-z][\w']*$/.test(parent)) return '';
  return `${parent.toLowerCase()}${k + 1}`;
}

/**
 * Rewrites a freshly built model's naming in place (and again when a switch changes):
 * tic-tac-toe moves by cell 1–9, unlabelled tree nodes by 1-based paths, the best move counted
 * from 1, textbook edge names when asked for, and the MAX's-view flag for the renderer.
 */
export function adaptModel(m, opts = {}) {
  if (!m) return m;
  const { textbook = false, maxView = false } = opts;
  if (!m.core) m.core = { moveLabel: m.moveLabel, name: m.name, best: m.summary.bestMoveName };
  const { moveLabel, name, best } = m.core;
  const kind = m.kind;
  m.maxView = !!maxView;
  const tree = kind === 'tree';
  m.edgeLabels = tree && textbook && !!m.names;
  m.moveLabel = (v) => {
    if (v === 0) return '';
    if (m.edgeLabels) {
      const p = m.dParent[v];
      return textbookEdge(m.names[p], m.dMove[v]) || moveLabel(v);
    }
    if (m.cell) return moveLabel(v).replace(/\d+$/, (d) => String(+d + 1));
    return moveLabel(v);
  };
  m.name = (v) => {
    const n = name(v);
    // Unlabelled tree nodes are named by their path of moves: count those from 1 too.
    const mm = tree && /^(leaf|node) ([\d.]+)$/.exec(n);
    if (mm) return `${mm[1]} ${mm[2].split('.').map((d) => +d + 1).join('.')}`;
    return n;
  };
  const bm = peopleMove(kind, best);
  m.summary.bestMoveName = bm;
  if (m.narrationInfo) {
    m.narrationInfo.bestMoveName = bm;
    m.narrationInfo.name = m.name;
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
