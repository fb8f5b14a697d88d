// Lecture bookmarks: named steps ("first cutoff") a teacher prepares, jumps to by a key or the
// clicker (b: next, shift+B: back, 1–9: the k-th), and carries in the link (marks=22:first cutoff;41:the end)
// so that a prepared lecture opens ready. Steps as the counter numbers them ("step 22 of 41").
// Pure helpers first (tested under Node), then the wiring in the page.

import { Kind } from './trace.js';
import { t, onLanguageChange } from './i18n.js';

/** A lecture bookmark: a step as the counter numbers it (from 1), and its name. */
/** @typedef {{ step: number, name: string }} Mark */
/** The step counter's numbers (timeline.js Steps): a step's number for an event, and back. */
/** @typedef {{ number(e: number): number, event(step: number): number }} StepNumbers */

const MAX_MARKS = 30;
const MAX_NAME = 60;

/** A bookmark's name as the link can carry it: no ';' (which separates them), trimmed, at most 60 characters. */
export const cleanName = (/** @type {unknown} */ name) => String(name ?? '').replace(/[;\n\r]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);

const MARK = /^\s*(\d{1,7})\s*:(.*)$/;

/** The link's marks=… text → [{step, name}] in step order (one per step; malformed entries skipped). */
/** @param {string | null | undefined} text @returns {Mark[]} */
export function parseMarks(text) {
  /** @type {Map<number, string>} */
  const out = new Map();
  for (const part of String(text ?? '').split(';')) {
    const m = MARK.exec(part);
    if (!m || +m[1] < 1) continue;
    out.set(+m[1], cleanName(m[2]) || t('mark.step', { s: +m[1] }));
    if (out.size >= MAX_MARKS) break;
  }
  return [...out].sort((a, b) => a[0] - b[0]).map(([step, name]) => ({ step, name }));
}

/**
 * The entries of a marks=… text that parseMarks drops, as written: malformed ones, step 0, a step
 * given twice (the first of them: the last one is kept) and those beyond the 30th. [] when all are read.
 * @param {string | null | undefined} text @returns {string[]}
 */
export function droppedMarks(text) {
  const parts = String(text ?? '').split(';').filter((p) => p.trim() !== '');
  /** @type {string[]} */
  const dropped = [];
  /** @type {Map<number, string>} */
  const seen = new Map();
  for (const part of parts) {
    const m = MARK.exec(part);
    if (!m || +m[1] < 1) { dropped.push(part); continue; }
    if (seen.has(+m[1])) dropped.push(/** @type {string} */ (seen.get(+m[1])));
    else if (seen.size >= MAX_MARKS) { dropped.push(part); continue; }
    seen.set(+m[1], part);
  }
  return dropped;
}

/** [{step, name}] → the link's marks=… text ('' for none). */
export const marksText = (/** @type {Mark[]} */ marks) => marks.map((b) => `${b.step}:${cleanName(b.name)}`).join(';');

/** `marks` with a bookmark at `step` named `name` (replacing one already there), in step order. */
/** @param {Mark[]} marks @param {number} step @param {string} name @returns {Mark[]} */
export function addMark(marks, step, name) {
  const rest = marks.filter((b) => b.step !== step);
  return [...rest, { step, name: cleanName(name) || t('mark.step', { s: step }) }].sort((a, b) => a.step - b.step).slice(0, MAX_MARKS);
}

/** The bookmark after (dir +1) or before (−1) the step on show, or null. */
/** @param {Mark[]} marks @param {number} step @param {number} [dir] @returns {Mark | null} */
export function nextMark(marks, step, dir = 1) {
  if (dir > 0) return marks.find((b) => b.step > step) || null;
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i].step < step) return marks[i];
  return null;
}

/**
 * A name for the step on show, event `e` of the trace (`steps`: timeline.js Steps, `index`: its
 * cutoff events): "first cutoff", "cutoff 2", "the end", "the start", else "step 22".
 * @param {import('./trace.js').Trace} trace @param {{ cutEvents: Iterable<number> }} index
 * @param {StepNumbers} steps @param {number} e @returns {string}
 */
export function stepName(trace, index, steps, e) {
  const E = trace.kind.length;
  if (e >= E - 1) return t('mark.end');
  if (e <= 0) return t('mark.start');
  if (trace.kind[e] === Kind.Cutoff) {
    let k = 0;
    for (const c of index.cutEvents) { k++; if (c === e) break; }
    return k === 1 ? t('mark.firstCutoff') : t('mark.cutoff', { k });
  }
  return t('mark.step', { s: steps.number(e) });
}

// ---------------------------------------------------------------- the page (browser only)

import { setLinkParam } from './address.js';
import { button, pageKeysOff, $ } from './dom.js';

/**
 * Wires the bookmarks under For the class to the page's player; returns `stepShown(step)` for the frame loop.
 * @param {{ model: { trace: import('./trace.js').Trace, index: { cutEvents: Iterable<number> }, steps: StepNumbers } | null, player: { step: number, seek(e: number): void } }} page
 */
export function initBookmarks(page) {
  let marks = parseMarks(new URLSearchParams(location.search).get('marks'));
  const app = () => page;
  const model = () => app() && app().model;
  const stepOnShow = () => { const m = model(); return m ? m.steps.number(app().player.step) : 1; };
  const go = (/** @type {Mark | null} */ b) => {
    const m = model();
    if (!m || !b) return;
    app().player.seek(m.steps.event(b.step));
    window.dispatchEvent(new Event('cutoff:redraw'));
  };
  const save = () => { setLinkParam('marks', marks.length ? marksText(marks) : null); show(); };

  const box = document.createElement('div');
  box.id = 'marks';
  box.setAttribute('role', 'group');
  const title = document.createElement('h2');
  title.id = 'marks-title';
  const name = document.createElement('input');
  name.id = 'mark-name';
  name.type = 'text';
  name.maxLength = MAX_NAME;
  const add = button('', null, { id: 'mark-add' });
  const list = document.createElement('ol');
  list.id = 'marks-list';
  box.append(title, name, add, list);
  $('display-opts').appendChild(box);

  add.addEventListener('click', () => {
    const m = model();
    if (!m) return;
    const s = app().player.step;
    marks = addMark(marks, m.steps.number(s), name.value || stepName(m.trace, m.index, m.steps, s));
    name.value = '';
    save();
  });
  name.addEventListener('keydown', (ev) => { if (ev.key === 'Enter') { ev.preventDefault(); add.click(); } });

  function show() {
    title.textContent = t('mark.title');
    box.setAttribute('aria-labelledby', 'marks-title');
    add.textContent = t('mark.add');
    name.setAttribute('aria-label', t('mark.nameLabel'));
    const m = model();
    name.placeholder = m ? stepName(m.trace, m.index, m.steps, app().player.step) : '';
    list.textContent = '';
    marks.forEach((b, i) => {
      const li = document.createElement('li');
      const jump = button(t('mark.item', { name: b.name, s: b.step }), () => go(b), { className: 'mark-jump', title: i < 9 ? t('mark.key', { k: i + 1 }) : '' });
      const del = button('×', () => { marks = marks.filter((x) => x !== b); save(); }, { className: 'mark-remove', label: t('mark.remove', { name: b.name }) });
      li.append(jump, del);
      list.appendChild(li);
    });
  }
  onLanguageChange(show);
  // The placeholder names the step on show: kept up as the player moves, cheaply.
  let shown = -1;
  const stepShown = (/** @type {number} */ s) => {
    const m = model();
    if (m && s !== shown) {
      shown = s;
      name.placeholder = stepName(m.trace, m.index, m.steps, shown);
    }
  };
  show();

  // b (a clicker's "blank" key): the next bookmark; shift+B: the one before; 1–9: the k-th.
  document.addEventListener('keydown', (ev) => {
    if (pageKeysOff()) return;
    const target = /** @type {HTMLInputElement} */ (ev.target), tag = target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && !['checkbox', 'range', 'radio'].includes(target.type))) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !marks.length) return;
    let b = null;
    if (ev.key === 'b') b = nextMark(marks, stepOnShow(), +1);
    else if (ev.key === 'B') b = nextMark(marks, stepOnShow(), -1);
    else if (/^[1-9]$/.test(ev.key)) b = marks[+ev.key - 1] || null;
    else return;
    ev.preventDefault();
    go(b);
  });
  return { stepShown };
}
