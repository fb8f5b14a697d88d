// What people read, as they read it: moves numbered from 1 (tic-tac-toe cells 1–9, "child 1" is
// the first child), textbook edge names (AIMA's a1, a2, a3 under A), values from MAX's view on
// request, and answers kept back until the last step. Pure functions first (tested under Node),
// then the switches that drive them.

import { adapterFor } from './games/registry.js';
import { setHide } from './state.js';

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
  // Textbook names go on edges that carry no move of their own (a tree's: its adapter writes names beside the nodes).
  m.edgeLabels = adapterFor(m.kind).movesOnEdges === false && textbook && !!m.names;
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

/** A switch by its id (none under Node). @param {string} id */
const $ = (id) => (typeof document === 'undefined' ? null : /** @type {HTMLInputElement | null} */ (document.getElementById(id)));
const BOXES = { textbook: 'o-textbook', maxView: 'o-maxview', hide: 'o-hide' };

/**
 * Wires the three switches to the classroom's state (`classroom`: state.js watched(), holding
 * classroomFromLink's object): a box asks for its change, and shows the state whatever changed it
 * (the link, presenter view).
 */
export function bindClassroom(classroom) {
  for (const [name, id] of Object.entries(BOXES)) {
    $(id)?.addEventListener('change', () => {
      const on = $(id).checked, c = classroom.get();
      classroom.set(name === 'hide' ? setHide(c, on) : { ...c, [name]: on });
    });
  }
  const show = (c) => { for (const [name, id] of Object.entries(BOXES)) if ($(id)) $(id).checked = !!c[name]; };
  classroom.subscribe(show);
  show(classroom.get());
}
