// Practice mode: an exercise drawn on its own canvas, answered in place (inputs over the nodes,
// clicks on the edges, questions while playing), graded by grader.js against the core's trace
// of the same tree. Loaded by the page, it adds a Practice button to the header and opens at once
// when the link carries an exercise (?practice=…).

import { layoutTree } from '../layout.js';
import { TreeView } from '../render.js';
import { buildIndex } from '../timeline.js';
import { sayStep as narrate, sayName } from '../narration-i18n.js';
import { pathNodeName } from '../model.js';
import { Flag, INF, NO_PARENT, NO_STATIC_VALUE, withColumns, hasWindow } from '../trace.js';
import { mateMoves } from '../format.js';
import { t, formatValue as sayValue, onLanguageChange } from '../i18n.js';
import { withValueNotation } from '../format.js';
// Practice writes a win as the student types it, +M2 (grader.js parseValue), in every game.
const formatValue = (v) => withValueNotation('mate', () => sayValue(v));
import { errorText } from '../errors.js';
import {
  Task, DIFFICULTY, answerKey, gradeValues, gradePruned, gradeWindow, predictionStops, gradePrediction,
  score, firstMistake, leafNumbers, completePruned, parseValue,
} from './grader.js';
import {
  exerciseFromParams, exerciseParams, gameSpec, searchRequest, needsReference, newSeed, PARAM_NAMES, practiceGames, isGame, hasSeed, positionQuery,
} from './exercise.js';
import { adapterFor, catalogueKnown } from '../games/registry.js';
import { watched, freshPracticeWork, withAnswer, withMarkToggled, withPractice } from '../state.js';
import { writeQuery, pushEntry } from '../address.js';

// The core runs in the page's search worker, asked through the page's one client (client.js):
// the same code path as the visualiser, and it works in the single offline file, whose wasm lives
// only in the worker. Its searches are questions (client.query), on a handle of their own there.
let client = null;
/** The exercise on show, the page's state's practice part (state.js: watched, null when closed); the page's link follows it. */
let exercise = null;
/** The student's work on it, the state's too (state.js freshPracticeWork: answers, marks, tries, revealed). */
let work = null;
/** True while practice itself writes the work: its subscription then has nothing to restore. */
let writing = false;
const W = () => work.get();
function setWork(next) {
  writing = true;
  try { work.set(next); } finally { writing = false; }
}

/** A search of `game` (a spec) with `request`: the worker's result, or its error (code, params, line, column, type). */
const search = (game, request) => client.query({ type: 'practice-run', game, search: request });

/** A game exercise's position from the core: {game: spec, depth, nodes, board}. */
async function gamePosition(ex) {
  try {
    return (await client.query(positionQuery(ex))).position;
  } catch (e) {
    // The core's code and params travel, so the page says the refusal in its own words.
    throw Object.assign(new Error(e.message), { type: 'error', code: e.code, params: e.params });
  }
}

/**
 * Runs the core on an exercise: its algorithm's trace, and minimax's for the true values. A game
 * position's leaves show the numbers minimax finds there (the evaluation or the game's result), and
 * its nodes are named by their moves, as the game's adapter names them on the main page.
 */
async function record(ex) {
  const position = isGame(ex) ? await gamePosition(ex) : null;
  const spec = position ? position.game : gameSpec(ex);
  const depth = position ? position.depth : null;
  const take = async (req) => {
    const m = await search(spec, req);
    // Practice's grader reads the trace column by column: its node and window columns written out.
    const run = { kind: m.kind, search: req, summary: m.summary, trace: withColumns(m.trace), pruned: m.pruned, labels: position ? [] : (m.labels && m.labels.names) || [], staticValue: m.labels && m.labels.staticValue };
    if (position) {
      const adapter = adapterFor(m.kind);
      const view = { ...m.labels, labels: m.labels, dParent: m.display.parent, dMove: m.display.move };
      run.moves = Array.from({ length: m.display.count }, (_, d) => (d === 0 ? '' : adapter.moveLabel(view, d)));
      run.naturalDepth = m.naturalDepth;
    }
    return run;
  };
  const reference = needsReference(ex) ? await take({ algorithm: 'minimax', ...(depth === null ? {} : { depth }) }) : null;
  let run = await take(searchRequest(ex, depth));
  if (position) {
    run = completePruned(run, reference);
    run.staticValue = leafNumbers(run, reference || run);
    run.position = position;
  }
  return { run, reference };
}

const el = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'style') e.style.cssText = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k in e) e[k] = v;
    else e.setAttribute(k, v);
  }
  e.append(...kids);
  return e;
};


const S = { ex: null, run: null, ref: null, key: null, L: null, names: null, pos: null,
  items: null, step: -1, stops: [], stopAt: 0, windowAt: null, timer: 0, highlight: -1, edgeMarks: null };
let root = null;

/** Node names: the tree's own labels, else letters for inner nodes in search order, paths for leaves. */
function nameNodes(run, key) {
  if (run.moves) return moveNames(run, key);
  const names = [];
  let letter = 0;
  const abc = (i) => (i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(65 + (i / 26 | 0) - 1) + String.fromCharCode(65 + i % 26));
  const used = new Set(run.labels.filter(Boolean));
  // Letters in the tree's own order (depth first), never in search order: that would tell which
  // nodes the search skipped.
  const order = [];
  const walk = (d) => { order.push(d); for (const c of key.nodes.children[d]) walk(c); };
  walk(0);
  for (const d of order) {
    if (run.labels[d]) { names[d] = run.labels[d]; continue; }
    if (key.nodes.children[d].length) {
      let s;
      do s = abc(letter++); while (used.has(s));
      names[d] = s;
    } else names[d] = sayName(pathNodeName(key.nodes.path[d], true));
  }
  return names;
}

/** A game position's node names: its moves from the root, as the main page's narration says them. */
function moveNames(run, key) {
  const n = key.nodes;
  return Array.from({ length: n.count }, (_, d) => {
    if (d === 0) return t('name.root');
    const seq = [];
    for (let u = d; n.parent[u] !== NO_PARENT; u = n.parent[u]) seq.push(run.moves[u]);
    return t('practice.moveName', { moves: seq.reverse().join(' ') });
  });
}

/** A line that starts with a node's name starts with a capital: “the root: …” → “The root: …”, “gốc vừa cắt tỉa” → “Gốc vừa cắt tỉa”. */
const sentence = (text) => text.charAt(0).toLocaleUpperCase(document.documentElement.lang || undefined) + text.slice(1);

/** Whether practice is on screen (its dialog open). */
const isOpen = () => Boolean(root && root.open);

/**
 * Practice is a modal dialog (showModal): it sits in the top layer over the whole page, focus moves
 * into it and stays there, and the page behind is inert — not read, not tabbable, and its keys
 * (input.js, bookmarks.js, presenter.js, edit.js: dom.js pageKeysOff) do not step the trace it
 * hides. Esc, "Back to the visualiser" and the browser's Back close it, and focus returns to the
 * Practice button. Its look is www/practice.css, linked by the page (and inlined in the single
 * offline file).
 */
function ensureRoot() {
  if (root) return root;
  root = el('dialog', { id: 'practice', tabIndex: -1, 'aria-labelledby': 'practice-title' });
  document.body.appendChild(root);
  onLanguageChange(() => { if (isOpen() && S.run) build(); });
  // Esc (the dialog's cancel) and every other way out end in one place.
  root.addEventListener('close', closed);
  // Tab wraps inside, as the WAI-ARIA dialog pattern asks: past the last control to the first (the
  // browser would leave for its own toolbar, and the student's next Tab would land on nothing).
  root.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Tab' || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const all = [...root.querySelectorAll('button, input, select, textarea, summary, a[href], [tabindex]:not([tabindex="-1"])')]
      .filter((e) => !e.disabled && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden');
    if (!all.length) return;
    const [first, last] = [all[0], all[all.length - 1]];
    const at = document.activeElement;
    if (ev.shiftKey ? (at === first || at === root) : at === last) {
      ev.preventDefault();
      (ev.shiftKey ? last : first).focus();
    }
  });
  return root;
}

/** The exercise last closed and the student's work on it (closed), which the Practice button reopens. */
let last = null;

/** True while practice's own entry is the browser's current history entry (opened by the page, not yet left). */
let ownEntry = false;

/** Opens practice on the exercise of `params` (the link's, by default). */
export async function openPractice(params = new URLSearchParams(location.search)) {
  ensureRoot();
  if (!root.open) {
    // Practice gets an entry of its own in the history, so that the browser's Back closes it and
    // stays on the page. A link that opens practice at once keeps its own entry for the page
    // without the exercise, under practice's.
    if (!ownEntry) {
      if (new URLSearchParams(location.search).has('practice')) writeQuery(withPractice(location.search, null));
      pushEntry({ practice: true });
      ownEntry = true;
    }
    root.textContent = t('practice.loading');
    root.showModal();
    root.focus();
  }
  await catalogueKnown(); // its games are the catalogue's
  const ex = exerciseFromParams(params);
  if (hasSeed(ex) && !params.get('p-seed')) ex.seed = newSeed();
  await load(ex);
}

/** Closes practice ("Back to the visualiser"); Esc and the browser's Back come to the same end. */
export function closePractice() {
  if (isOpen()) root.close();
}

/** The dialog has closed, however: the exercise leaves the link, practice's history entry is left, focus returns to the Practice button. */
function closed() {
  clearInterval(S.timer);
  ++loading; // an answer still on its way from the worker is dropped
  // Kept for the Practice button: a student who closed it (Esc pressed to clear a box) comes back
  // to the same exercise with the work done so far, not a new one.
  if (S.run && S.ex) last = { ex: { ...S.ex, at: S.windowAt ?? S.ex.at }, work: W() };
  exercise.set(null);
  if (ownEntry) {
    ownEntry = false;
    // Closed by the page (Esc, the button): step back over practice's entry, as the browser's Back would have.
    if (history.state && history.state.practice) history.back();
  }
  document.getElementById('practice-open')?.focus();
}

// The browser's Back (or Forward) to an entry without the exercise closes practice; one with an exercise opens it.
addEventListener('popstate', () => {
  if (!root || !exercise) return;
  const has = new URLSearchParams(location.search).has('practice');
  if (isOpen() && !history.state?.practice) {
    ownEntry = false;
    root.close();
  } else if (!isOpen() && has) openPractice();
});

let loading = 0;
async function load(ex) {
  clearInterval(S.timer);
  S.ex = ex;
  // The worker answers every question (a new one does not replace it): only the latest exercise's answer is shown.
  const asked = ++loading;
  try {
    const { run, reference } = await record(ex);
    if (asked !== loading) return;
    S.run = run; S.ref = reference;
  } catch (e) {
    if (asked !== loading) return;
    const msg = el('p', { className: 'error', id: 'p-error', role: 'alert', textContent: errorText(e) });
    root.textContent = '';
    root.append(el('div', { className: 'bar' }, el('h2', { textContent: t('practice.title') }), ...customTree(ex, (patch) => load({ ...ex, ...patch })),
      el('button', { type: 'button', textContent: t('practice.close'), onclick: closePractice })), msg);
    keepFocus();
    return;
  }
  S.key = answerKey(S.run, S.ref);
  S.index = buildIndex(S.run.trace);
  S.L = layoutTree(S.key.nodes.parent);
  S.names = nameNodes(S.run, S.key);
  setWork(freshPracticeWork()); S.items = null;
  S.step = ex.task === Task.Predict ? 0 : -1; S.highlight = -1; S.showStep = null;
  S.stops = predictionStops(S.run); S.stopAt = 0; S.pending = null; S.choices = null; S.pick = null;
  S.windowAt = ex.task === Task.Window ? pickWindowNode(ex) : null;
  // The link carries the exercise (and the language): a class opening it gets the same one.
  // The page's own parameters stay beside it.
  exercise.set({ ...ex, at: S.windowAt ?? ex.at });
  build();
}

/** The node of a window question: the link's, else one chosen by the seed among nodes with a real window. */
function pickWindowNode(ex) {
  if (ex.at !== null && ex.at !== undefined && S.key.windows.some((w) => w.path === ex.at)) return ex.at;
  const cands = S.key.windows.filter((w) => w.node !== 0 && S.key.nodes.children[w.node].length && (w.alpha > -INF || w.beta < INF));
  const list = cands.length ? cands : S.key.windows.filter((w) => w.node !== 0);
  return list.length ? list[ex.seed % list.length].path : '';
}

const ALGO_KEYS = { minimax: 'minimax', alphabeta: 'alphabeta', negamax: 'negamax', 'negamax-ab:soft': 'negamaxSoft', 'negamax-ab:hard': 'negamaxHard' };
const algoName = (a) => t(`algo.${ALGO_KEYS[a]}`);
// Inside a sentence the name is not a menu entry: no capital mid-sentence (“mà cắt tỉa alpha-beta trả về”).
const algoInText = (a) => t(`practice.algoInText.${ALGO_KEYS[a]}`);

function select(id, label, options, value, onchange) {
  const s = el('select', { id, onchange: () => onchange(s.value) });
  for (const [v, text] of options) s.appendChild(el('option', { value: v, textContent: text }));
  s.value = value;
  // Together, so that the bar wraps between controls and never between a label and its menu.
  return [el('span', { className: 'pair' }, el('label', { htmlFor: id, textContent: label }), s)];
}

/** The list of feedback lines under the tree: it scrolls when long, so the keyboard can reach it (tabindex) and it has a name. */
const feedbackList = () => el('ul', { className: 'feedback', id: 'p-feedback', 'aria-live': 'polite', tabIndex: 0, 'aria-label': t('practice.feedback') });

/** Builds the whole panel for the current exercise (again on a language change). */
function build() {
  const ex = S.ex;
  // The control the student was on (a menu just changed) is made anew: focus goes back to it.
  const had = root.contains(document.activeElement) ? document.activeElement.id : '';
  root.textContent = '';
  const change = (patch) => load({ ...ex, ...patch, at: null });
  // One menu for the source: the trees, then a position of each game ("game:nim").
  const sources = [...['random', 'aima', 'wikipedia', 'custom'].map((s) => [s, t(`practice.source.${s}`)]),
    ...practiceGames().map((g) => [`game:${g}`, t(`practice.source.${g}`)])];
  const bar = el('div', { className: 'bar' },
    el('h2', { id: 'practice-title', textContent: t('practice.title') }),
    ...select('p-source', t('practice.exercise'), sources, isGame(ex) ? `game:${ex.game}` : ex.source,
      (v) => (v.startsWith('game:') ? change({ source: 'game', game: v.slice(5), seed: newSeed() })
        : change({ source: v, tree: v === 'custom' && !ex.tree ? 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))' : ex.tree }))),
    ...(ex.source === 'custom' ? customTree(ex, change) : []),
    ...(hasSeed(ex) ? select('p-level', t('practice.level'), Object.keys(DIFFICULTY).map((l) => [l, t(`practice.level.${l}`)]), ex.level,
      (v) => change({ level: v, ...DIFFICULTY[v], seed: newSeed() })) : []),
    ...(ex.source === 'random' ? [treeSize(ex, change)] : []),
    ...select('p-algo', t('controls.algorithm'), ['minimax', 'alphabeta', 'negamax-ab:soft', 'negamax-ab:hard'].map((a) => [a, algoName(a)]), ex.algorithm, (v) => change({ algorithm: v })),
    ...select('p-task', t('practice.task'), Object.values(Task).filter((k) => k !== Task.Pruned || hasWindow(ex.algorithm.split(':')[0])).map((k) => [k, t(`practice.task.${k}`)]), ex.task, (v) => change({ task: v })),
    hasSeed(ex) ? el('output', { id: 'p-seed', textContent: t('practice.seed', { seed: String(ex.seed) }) }) : '',
    hasSeed(ex) ? el('button', { type: 'button', id: 'p-new', textContent: t('practice.newExercise'), onclick: () => change({ seed: newSeed() }) }) : '',
    el('button', { type: 'button', id: 'p-link', textContent: t('practice.link'), onclick: copyLink }),
    el('output', { id: 'p-link-note', 'aria-live': 'polite' }),
    el('button', { type: 'button', id: 'p-close', textContent: t('practice.close'), onclick: closePractice }),
  );
  const ask = el('p', { className: 'ask', id: 'p-ask', 'aria-live': 'polite' });
  // It scrolls when the tree is wider or taller than its room: the keyboard can reach it then (and a screen reader names it).
  const board = el('div', { className: 'board', tabIndex: 0, role: 'region', 'aria-label': t('stage.label') });
  const canvas = el('canvas', { id: 'p-canvas', role: 'img', 'aria-label': t('stage.canvas') });
  const stage = el('div', { className: 'stage' }, canvas);
  board.appendChild(stage);
  const foot = el('div', { className: 'foot' });
  const middle = el('div', { className: 'middle' }, ...(S.run.position ? [positionPanel(S.run)] : []), board);
  root.append(bar, ask, middle, foot);
  S.canvas = canvas; S.board = board; S.stage = stage; S.ask = ask; S.foot = foot;
  // The tree is the page's own view (render.js), drawn at the step the task shows.
  S.view = new TreeView(canvas);
  canvas.addEventListener('click', onCanvasClick);
  if (ex.task === Task.Predict) buildPredict();
  else buildAnswer();
  // Sized once the question and the buttons below have taken their room: the tree gets the rest.
  relayout();
  // Again when the window's size changes (not when feedback lines below take room: the nodes
  // stay where the student clicked them).
  S.resized?.disconnect();
  let size = `${innerWidth}x${innerHeight}`;
  S.resized = new ResizeObserver(() => {
    if (S.board !== board || !isOpen() || size === `${innerWidth}x${innerHeight}`) return;
    size = `${innerWidth}x${innerHeight}`;
    relayout();
  });
  S.resized.observe(board);
  // A tree wider than the screen opens on its root, where the search starts, not on its left edge.
  follow(S.highlight >= 0 ? S.highlight : 0, true);
  keepFocus(had);
}

/** Focus stays inside practice when its content is made anew: on the control with id `had` when there is one again, else on the dialog. */
function keepFocus(had = '') {
  if (!isOpen() || (root.contains(document.activeElement) && document.activeElement !== root)) return;
  const back = had && document.getElementById(had);
  (back && root.contains(back) ? back : root).focus({ preventScroll: true });
}

/** Scrolls the tree sideways so that node `d` is in sight (centred when `centre`, else only if it is out of sight). */
function follow(d, centre = false) {
  const b = S.board, x = S.view.nodeBox(d).x + S.stage.offsetLeft;
  if (!centre && x > b.scrollLeft + 40 && x < b.scrollLeft + b.clientWidth - 40) return;
  b.scrollLeft = Math.max(0, x - b.clientWidth / 2);
}

/**
 * The exercise's position on a small board beside the tree (the game adapter's own drawing), the
 * side to move, and how deep the search goes. Only the root: the tree's boards are the student's
 * to work out.
 */
function positionPanel(run) {
  const adapter = adapterFor(run.kind), board = run.position.board || '';
  const canvas = el('canvas', { id: 'p-board', role: 'img', 'aria-label': t('practice.position') });
  // Larger on a large screen (a projector at 1920×1080 showed it a fifth of the tree's height).
  const w = Math.round(Math.max(224, Math.min(360, innerWidth * 0.17, innerHeight * 0.32))), k = w / 224;
  const h = Math.round(k * (adapter.boardHeight ? adapter.boardHeight(board) : 200));
  const dpr = window.devicePixelRatio || 1;
  canvas.width = w * dpr; canvas.height = h * dpr;
  canvas.style.width = w + 'px'; canvas.style.height = h + 'px';
  adapter.drawPosition(canvas, board, null);
  const depth = run.position.depth;
  const ends = depth >= run.naturalDepth;
  return el('aside', { className: 'position', id: 'p-position', style: `width: ${w + 24}px; font-size: ${Math.round(15 * Math.min(k, 1.3))}px` },
    el('h3', { textContent: t('practice.position') }), canvas,
    el('p', { id: 'p-side', textContent: adapter.sideToMove ? t('practice.toMove', { side: adapter.sideToMove(board) }) : '' }),
    el('p', { id: 'p-depth', textContent: ends ? t('practice.toEnd') : t('practice.plies', { n: depth }) }),
    // Wins and losses show as the page writes them everywhere (+M2): say how to type one.
    Array.from(run.staticValue || []).some((v) => mateMoves(v) > 0) ? el('p', { id: 'p-wins', textContent: t('practice.winHint') }) : '');
}

/**
 * A random tree's size beyond its level: branching, depth and the leaves' value range, folded
 * under one button so that the bar stays short (the link keeps them as p-b, p-d, p-lo, p-hi).
 */
function treeSize(ex, change) {
  const num = (id, label, value, min, max) => {
    const input = el('input', { type: 'number', id, value: String(value), min: String(min), max: String(max), style: 'width: 4.2em' });
    return [input, el('span', { className: 'pair' }, el('label', { htmlFor: id, textContent: label }), input)];
  };
  const [b, bPair] = num('p-b', t('game.random.option.branching.label'), ex.branching, 1, 5);
  const [d, dPair] = num('p-d', t('game.random.option.depth.label'), ex.depth, 1, 5);
  const [lo, loPair] = num('p-lo', t('practice.valuesFrom'), ex.min, -99, 99);
  const [hi, hiPair] = num('p-hi', t('practice.valuesTo'), ex.max, -99, 99);
  const apply = el('button', { type: 'button', id: 'p-size-apply', textContent: t('practice.load'),
    onclick: () => change({ branching: +b.value, depth: +d.value, min: +lo.value, max: +hi.value, seed: ex.seed }) });
  for (const i of [b, d, lo, hi]) i.addEventListener('keydown', (e) => { if (e.key === 'Enter') apply.click(); });
  const size = DIFFICULTY[ex.level];
  const changed = ex.branching !== size.branching || ex.depth !== size.depth || ex.min !== size.min || ex.max !== size.max;
  return el('details', { id: 'p-size', open: changed },
    el('summary', { textContent: t('practice.size', { b: ex.branching, d: ex.depth, lo: formatValue(ex.min), hi: formatValue(ex.max) }) }),
    el('span', { className: 'size' }, bPair, dPair, loPair, hiPair, apply));
}

/** A custom tree's text (the tree format of the README) and the button that loads it. */
function customTree(ex, change) {
  const input = el('input', { type: 'text', id: 'p-tree', value: ex.tree, spellcheck: false, style: 'width: 22em', 'aria-label': t('custom.text') });
  const go = el('button', { type: 'button', id: 'p-load', textContent: t('practice.load'), onclick: () => change({ tree: input.value }) });
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') go.click(); });
  return [input, go];
}

async function copyLink() {
  // Beside the button: in the question's line it replaced the question itself. Said at once: a
  // clipboard that asks for permission may never answer (and the address bar has the link).
  document.getElementById('p-link-note').textContent = t('practice.linkCopied');
  try { await navigator.clipboard.writeText(location.href); } catch { /* the address bar has it */ }
}

/**
 * The canvas as large as the board (wider, and scrolled, when the leaves need more room), and the
 * view's model of the exercise: render.js fits the tree to it, and draws it.
 */
function placeNodes() {
  const L = S.L, leaves = Math.max(1, L.leaves);
  // Wide trees scroll sideways rather than crowd their leaves. A game's leaves are at least as far
  // apart as its longest move name (on its edge, two thirds of a leaf's width), its widest leaf
  // number and a value box need.
  let minUnit = 52;
  if (S.run.moves) {
    const c = S.view.ctx;
    c.font = '600 18px system-ui, sans-serif';
    const label = Math.max(0, ...S.run.moves.map((m) => c.measureText(m).width));
    c.font = '700 18px system-ui, sans-serif';
    const leaf = Math.max(0, ...Array.from(S.run.staticValue || [], (v) => (v === NO_STATIC_VALUE ? 0 : c.measureText(formatValue(v)).width)));
    minUnit = Math.max(60, Math.ceil(label / 0.64 + 4), Math.ceil(leaf + 18));
  }
  const width = Math.max(560, S.board.clientWidth - 4, leaves * minUnit + 80);
  S.canvas.style.width = width + 'px';
  S.stage.style.width = width + 'px';
  // The height once the width is set (a horizontal scroll bar takes its share), less room for
  // the lines of feedback that Check, Reveal and the questions add below.
  S.canvas.style.height = Math.max(260, S.board.clientHeight - 4 - FEEDBACK_ROOM) + 'px';
  S.view.resize();
  S.model = practiceModel();
  S.view.setModel(S.model, false);
  const n = S.key.nodes, t0 = S.run.trace;
  const tops = new Set(S.key.pruned.map((p) => p.node));
  // What the view keeps back or draws as practice's own: the answers, the marked edges, the
  // question's node, the candidates.
  S.view.valueHidden = (v) => {
    const w = W();
    if (w.revealed) return false;
    if (n.children[v].length) return S.ex.task !== Task.Predict;
    return S.ex.task === Task.Predict && (v >= n.nodeCount || t0.enterEvent[v] > S.step);
  };
  S.view.edgeStyle = (v) => {
    const w = W();
    // Before the search is shown, the tree's edges are the exercise's: solid, as a searched one
    // (the view's not-yet-searched edges are faint, and these are to be read and clicked).
    const plain = stepNow() < 0 ? { color: '#444', width: 2, dash: [] } : null;
    if (S.ex.task !== Task.Pruned) return plain;
    const marked = w.marked.includes(n.path[v]);
    // Marked: blue while answering; after Reveal, green where alpha-beta prunes it, red where it
    // does not, and orange for a pruned branch left unmarked (practice.prunedKey says so).
    if (marked) return { color: w.revealed ? (tops.has(v) ? '#1a7f37' : '#c00') : '#1f5fbf', width: 3, dash: [7, 5], cut: true };
    if (w.revealed && tops.has(v)) return { color: '#e08a00', width: 3, dash: [7, 5], cut: true };
    return plain;
  };
}

/** The room (px) the board keeps for the feedback's first lines. */
const FEEDBACK_ROOM = 110;

/** The tree fitted to the board's room, the answer boxes over their nodes, drawn. */
function relayout() {
  placeNodes();
  for (const [d, inp] of S.inputs) { const b = S.view.nodeBox(d); inp.style.left = b.x + 'px'; inp.style.top = b.y + 'px'; }
  draw();
}

/** The exercise as render.js's model: its trace, its tree with the pruned nodes, names, and the leaves' numbers. */
function practiceModel() {
  const run = S.run, n = S.key.nodes, t0 = run.trace;
  const D = n.count;
  const minToMove = Uint8Array.from({ length: D }, (_, d) => (isMin(d) ? 1 : 0));
  const adapter = Object.create(adapterFor(run.kind));
  // Only the root's board is shown (beside the tree): the tree's boards are the student's to work out.
  adapter.nodeBoard = () => null;
  adapter.movesOnEdges = !!run.moves;
  return {
    trace: t0, index: S.index, pruned: run.pruned, N: n.nodeCount, D, dParent: n.parent, dMove: n.move, minToMove,
    layout: S.L, adapter, staticValue: run.staticValue || null, pv: [],
    // Inner nodes by their names; leaves by their numbers (under them).
    names: S.names.map((name, d) => (n.children[d].length && !run.moves ? name : '')),
    moveLabel: (v) => (run.moves ? run.moves[v] : ''),
    hasWindow: S.key.hasWindow, negamax: S.key.negamax, maxView: false, edgeLabels: false, driver: null,
  };
}

const isMin = (d) => {
  const n = S.key.nodes;
  let depth = 0;
  for (let u = d; n.parent[u] !== NO_PARENT; u = n.parent[u]) depth++;
  const rootMin = S.run.trace.flags[0] & Flag.MIN ? 1 : 0;
  return (depth + rootMin) % 2 === 1;
};

/** The step the tree is drawn at: before the search while answering, the end once revealed, playback's step while predicting or showing. */
function stepNow() {
  const last = S.run.trace.kind.length - 1;
  if (W().revealed) return last;
  if (S.ex.task === Task.Predict) return S.step;
  return S.showStep ?? -1;
}

function draw() {
  // A node under a value box shows its highlight on the box: Show me's node was hidden under it.
  if (S.inputs) for (const [d, inp] of S.inputs) inp.classList.toggle('current', d === S.highlight);
  // A window question's answer is the window, and a window's bound would tell a prediction's:
  // not written on the tree until revealed.
  S.model.hasWindow = S.key.hasWindow && (W().revealed || S.ex.task === Task.Values || S.ex.task === Task.Pruned);
  S.view.currentNode = S.highlight;
  S.view.rings = S.choices;
  S.view.draw(stepNow());
}

// ---- Tasks 1–3: answer, Check, Show me, Reveal ----

function buildAnswer() {
  const ex = S.ex, k = S.key;
  S.inputs = new Map();
  S.edgeBoxes = null;
  const windowBoxes = [];
  if (ex.task === Task.Values) {
    // Minimax searches every node: no × to write, and saying so would only puzzle.
    const prunes = hasWindow(ex.algorithm.split(':')[0]);
    S.ask.textContent = t(prunes ? 'practice.ask.values' : 'practice.ask.valuesAll', { algorithm: algoInText(ex.algorithm) });
    // Every inner node in the tree's own order (depth first), the ones never searched included.
    const byPath = (a, b) => {
      const x = a.path === '' ? [] : a.path.split('.').map(Number), y = b.path === '' ? [] : b.path.split('.').map(Number);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      return x.length - y.length;
    };
    for (const v of [...k.values, ...k.unsearched].sort(byPath)) {
      // The box covers the node's MAX ▲ / MIN ▼ mark: an empty box shows it.
      const inp = el('input', { className: 'node-input', type: 'text', inputMode: 'numeric', 'aria-label': t('practice.valueOf', { node: S.names[v.node] }),
        placeholder: isMin(v.node) ? '▼' : '▲' });
      inp.dataset.path = v.path;
      inp.value = W().answers[v.path] ?? '';
      inp.addEventListener('input', () => setWork(withAnswer(W(), v.path, inp.value)));
      inp.addEventListener('keydown', (e) => moveFocus(e, v.node));
      S.stage.appendChild(inp);
      S.inputs.set(v.node, inp);
    }
  } else if (ex.task === Task.Pruned) {
    S.ask.textContent = t('practice.ask.pruned', { algorithm: algoInText(ex.algorithm) });
    // By keyboard and screen reader: every edge a checkbox, kept in step with clicks on the canvas.
    const list = el('details', { className: 'edge-list', id: 'p-edges' }, el('summary', { textContent: t('practice.edgeList') }));
    S.edgeBoxes = new Map();
    // In the tree's order (by path), as the canvas shows them left to right, not in the search's.
    const steps = (d) => k.nodes.path[d].split('.').map(Number);
    const order = Array.from({ length: k.nodes.count - 1 }, (_, i) => i + 1).sort((a, b) => {
      const x = steps(a), y = steps(b);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      return x.length - y.length;
    });
    for (const d of order) {
      const p = k.nodes.path[d];
      const box = el('input', { type: 'checkbox', checked: W().marked.includes(p) });
      box.dataset.path = p;
      box.addEventListener('change', () => { if (W().revealed) box.checked = W().marked.includes(p); else toggleMark(p); });
      S.edgeBoxes.set(p, box);
      list.append(el('label', { className: 'pair' }, box, ' ', t('practice.edgeBox', edgeEnds(d))));
    }
    windowBoxes.push(list);
  } else if (ex.task === Task.Window) {
    const d = k.nodes.byPath.get(S.windowAt);
    S.ask.textContent = t('practice.ask.window', { node: S.names[d] });
    S.highlight = d;
    // Beside Check, not on the tree: below the node they covered its children's moves and edges.
    for (const which of ['alpha', 'beta']) {
      const inp = el('input', { className: 'window-input', type: 'text', id: `p-${which}`, size: 5 });
      inp.value = W().answers[which] ?? '';
      inp.addEventListener('input', () => setWork(withAnswer(W(), which, inp.value)));
      inp.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); check(); } });
      windowBoxes.push(el('label', { className: 'pair window-label' }, t(`practice.${which}`), inp));
    }
  }
  const scoreOut = el('output', { id: 'p-score' });
  S.feedback = feedbackList();
  S.narr = el('p', { className: 'narr', id: 'p-narration' });
  // The tree in words, for a student who cannot see the canvas: each value box is described by its node's line.
  // (A folded list is not read as a description: each box gets its line in a span of its own.)
  const words = treeText();
  for (const [d, inp] of S.inputs) {
    S.stage.appendChild(el('span', { id: `p-td-${d}`, className: 'visually-hidden', textContent: words.querySelector(`#p-tt-${d}`)?.textContent ?? '' }));
    inp.setAttribute('aria-describedby', `p-td-${d}`);
  }
  S.foot.append(words, ...windowBoxes,
    el('button', { type: 'button', id: 'p-check', textContent: t('practice.check'), onclick: check }),
    el('button', { type: 'button', id: 'p-show', textContent: t('practice.showMe'), onclick: showMe }),
    el('button', { type: 'button', id: 'p-reveal', textContent: t('practice.reveal'), onclick: reveal }),
    scoreOut, S.narr, S.feedback);
  S.scoreOut = scoreOut;
  if (S.items) showItems();
}

/** Tab and Enter walk the inputs in the tree's order; the arrows move left/right in a row and up/down the tree. */
function moveFocus(e, d) {
  const ids = [...S.inputs.keys()];
  const n = S.key.nodes;
  let to = null;
  if (e.key === 'Enter') to = ids[(ids.indexOf(d) + (e.shiftKey ? ids.length - 1 : 1)) % ids.length];
  else if (e.key === 'ArrowUp') to = n.parent[d] !== NO_PARENT ? n.parent[d] : null;
  else if (e.key === 'ArrowDown') to = n.children[d].find((c) => S.inputs.has(c)) ?? null;
  else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
    // Inside a value (“+M2”) the arrows move the caret; at its start or end they move to the neighbour.
    const box = e.target;
    if (e.key === 'ArrowLeft' ? box.selectionStart > 0 : box.selectionEnd < box.value.length) return;
    const row = ids.filter((i) => S.L.depth[i] === S.L.depth[d]).sort((a, b) => S.view.nodeBox(a).x - S.view.nodeBox(b).x);
    to = row[row.indexOf(d) + (e.key === 'ArrowLeft' ? -1 : 1)] ?? null;
  } else return;
  if (to === null || !S.inputs.has(to)) return;
  e.preventDefault();
  S.inputs.get(to).focus();
  S.inputs.get(to).select();
}

function onCanvasClick(e) {
  const r = S.canvas.getBoundingClientRect();
  const x = e.clientX - r.left, y = e.clientY - r.top;
  if (S.ex.task === Task.Predict && S.pick && S.choices) {
    let best = -1, bestD = Infinity;
    for (const d of S.choices) {
      const b = S.view.nodeBox(d), dist = Math.hypot(b.x - x, b.y - y);
      if (dist < Math.max(26, b.r * 1.6) && dist < bestD) { bestD = dist; best = d; }
    }
    if (best >= 0) S.pick(best);
    return;
  }
  if (S.ex.task !== Task.Pruned || W().revealed) return;
  const best = S.view.edgeAt(x, y);
  if (best < 0) return;
  toggleMark(S.key.nodes.path[best]);
}

/** Marks or unmarks the edge into the node at path p (a click on the canvas or its checkbox). */
function toggleMark(p) {
  setWork(withMarkToggled(W(), p));
  showMarks(W());
  draw();
}

/** The marks of `w` on the canvas's data and in the edge list's checkboxes. */
function showMarks(w) {
  if (S.canvas) S.canvas.dataset.marked = w.marked.join(' ');
  if (S.edgeBoxes) for (const [p, box] of S.edgeBoxes) box.checked = w.marked.includes(p);
}

/** For tests and tools: the page coordinates of the nodes at `paths`. */
window.__practiceNodes = (paths) => {
  const r = S.canvas.getBoundingClientRect(), n = S.key.nodes;
  return paths.map((p) => { const b = S.view.nodeBox(n.byPath.get(p)); return [r.left + b.x, r.top + b.y]; });
};

/** For tests and tools: the page coordinates of the middle of the edges into the nodes at `paths`. */
window.__practiceEdges = (paths) => {
  const r = S.canvas.getBoundingClientRect(), n = S.key.nodes;
  return paths.map((p) => {
    const d = n.byPath.get(p), a = S.view.nodeBox(n.parent[d]), b = S.view.nodeBox(d);
    return [r.left + (a.x + b.x) / 2, r.top + (a.y + b.y) / 2];
  });
};

function grade() {
  const k = S.key;
  const w = W();
  if (S.ex.task === Task.Values) return gradeValues(k, w.answers);
  if (S.ex.task === Task.Pruned) return gradePruned(k, w.marked);
  return [gradeWindow(k, S.windowAt, { alpha: w.answers.alpha, beta: w.answers.beta })];
}

function check() {
  setWork({ ...W(), tries: W().tries + 1 });
  S.items = grade();
  showItems();
}

function itemName(it) {
  if (it.task !== Task.Pruned) return S.names[it.node];
  return t('practice.edge', edgeEnds(it.node));
}

/** The names at the two ends of the edge into node d. */
/**
 * The tree as text (a screen reader's way into the Values, Window and Pruned tasks): one line per
 * inner node in the tree's order, "B (MIN): leaf 1.1 = 3, leaf 1.2 = 12, leaf 1.3 = 8", the leaves
 * with the numbers the canvas shows under them. Folded, as the list of edges is.
 */
function treeText() {
  const n = S.key.nodes;
  const box = el('details', { className: 'edge-list', id: 'p-tree-text' }, el('summary', { textContent: t('practice.treeText') }));
  const list = el('ul');
  const child = (c) => {
    if (n.children[c].length) return S.names[c];
    const leaf = S.run.moves ? S.names[c] : sayName(pathNodeName(n.path[c], true));
    const v = S.run.staticValue ? S.run.staticValue[c] : NO_STATIC_VALUE;
    return v === NO_STATIC_VALUE || v === undefined ? leaf : t('practice.leafValue', { leaf, value: formatValue(v) });
  };
  const walk = (d) => {
    if (!n.children[d].length) return;
    list.append(el('li', { id: `p-tt-${d}`, textContent: t('practice.treeLine', { node: S.names[d], side: isMin(d) ? 'MIN' : 'MAX', children: [...n.children[d]].map(child).join(', ') }) }));
    for (const c of n.children[d]) walk(c);
  };
  walk(0);
  box.append(list);
  return box;
}

function edgeEnds(d) {
  const n = S.key.nodes;
  // A tree's leaf by its path with its number ("leaf 2.2 (4)"): two leaves often share a number; a game's by its moves.
  const leaf = !n.children[d].length && S.run.staticValue && !S.run.moves
    ? t('practice.leafEdge', { leaf: sayName(pathNodeName(n.path[d], true)), value: formatValue(S.run.staticValue[d]) }) : S.names[d];
  return { from: S.names[n.parent[d]], to: leaf };
}

function reasonText(it) {
  const p = { ...it.params };
  if (p.cutAt !== undefined) p.cutAt = S.names[p.cutAt];
  if (p.from !== undefined) p.from = S.names[p.from];
  return t(it.reason, p);
}

function showItems() {
  const items = S.items;
  const sc = score(items);
  S.scoreOut.textContent = t('practice.score', { right: sc.right, total: sc.total, tries: W().tries });
  S.feedback.textContent = '';
  for (const it of items) {
    const inp = it.task === Task.Values && !W().revealed ? S.inputs.get(it.node) : null;
    if (inp) { inp.classList.toggle('right', it.ok === true); inp.classList.toggle('wrong', it.ok === false); }
    if (it.task === Task.Window && !W().revealed) for (const w of ['alpha', 'beta']) { document.getElementById(`p-${w}`)?.classList.toggle('right', it.ok === true); document.getElementById(`p-${w}`)?.classList.toggle('wrong', it.ok === false); }
    if (it.ok === true && it.task === Task.Values) continue;
    // Check says right or wrong and nothing more: a missed pruned branch is only counted (naming
    // it would give it away); the answers and the reasons wait for Show me and Reveal.
    if (it.reason === 'practice.why.prunedMissed' && !W().revealed) continue;
    // Once the answers are in the boxes, “no answer yet” beside each says nothing.
    if (it.reason === 'practice.why.empty' && W().revealed) continue;
    // Wrong, before the answers are shown: why, without the answer (the child whose value it
    // takes; a marked edge that is searched), else only that it is not right yet.
    const hint = it.params && it.params.from !== undefined ? t('practice.why.notYetFrom', { from: S.names[it.params.from] })
      : it.reason === 'practice.why.prunedSearched' ? t('practice.why.notYetSearched')
      : it.reason === 'practice.why.empty' ? reasonText(it) : t('practice.why.notYet');
    const why = W().revealed || it.ok !== false ? reasonText(it) : hint;
    S.feedback.appendChild(el('li', { className: it.ok ? 'right' : it.ok === false ? 'wrong' : '', textContent: sentence(`${itemName(it)}: ${why}`) }));
  }
  const missed = items.filter((it) => it.reason === 'practice.why.prunedMissed').length;
  if (missed && !W().revealed) S.feedback.appendChild(el('li', { className: 'wrong', textContent: t('practice.missing', { n: missed }) }));
  if (sc.wrong === 0 && sc.total > 0) S.feedback.prepend(el('li', { className: 'right', textContent: t('practice.allRight') }));
  root.dataset.right = String(sc.right); root.dataset.wrong = String(sc.wrong);
}

function narrationInfo() {
  const k = S.key;
  return { name: (d) => S.names[d], hasWindow: k.hasWindow, negamax: k.negamax, bestMoveName: S.run.summary.bestMoveName, value: S.run.summary.value };
}

/** Replays the trace up to the first mistake, then says what happened there and why the answer differs. */
function showMe() {
  if (!S.items) check();
  const m = firstMistake(S.key, S.items);
  if (!m) { S.narr.textContent = t('practice.allRight'); return; }
  clearInterval(S.timer);
  const target = Math.min(m.step, S.run.trace.kind.length - 1);
  let s = 0;
  const info = narrationInfo();
  S.timer = setInterval(() => {
    S.highlight = S.run.trace.node[s];
    S.showStep = s;
    follow(S.highlight);
    S.narr.textContent = narrate(S.run.trace, S.index, s, info);
    draw();
    if (s >= target) {
      clearInterval(S.timer);
      S.highlight = m.item.node;
      follow(S.highlight);
      draw();
      S.narr.textContent = `${narrate(S.run.trace, S.index, target, info)} ${t('practice.firstMistake', { node: itemName(m.item), why: reasonText(m.item) })}`;
      root.dataset.shown = String(target);
    }
    s++;
  }, Math.max(40, Math.min(300, 6000 / (target + 1))));
}

function reveal() {
  setWork({ ...W(), revealed: true });
  if (!S.items) S.items = grade();
  // The boxes now hold the answers, not the student's: neither red nor green, and not to be
  // checked again (Check on them would score the revealed answers as the student's).
  const shown = (inp, v) => { inp.value = v; inp.readOnly = true; inp.classList.remove('right', 'wrong'); inp.classList.add('shown'); };
  for (const [d, inp] of S.inputs) shown(inp, d < S.key.nodes.nodeCount ? formatValue(S.run.trace.value[d]) : '×');
  if (S.ex.task === Task.Window) {
    const w = S.key.windows.find((x) => x.path === S.windowAt);
    shown(document.getElementById('p-alpha'), formatValue(w.alpha));
    shown(document.getElementById('p-beta'), formatValue(w.beta));
  }
  /** @type {HTMLButtonElement} */ (document.getElementById('p-check')).disabled = true;
  S.narr.textContent = t('practice.revealed') + (S.ex.task === Task.Pruned ? ' ' + t('practice.prunedKey') : '');
  showItems();
  draw();
}

// ---- Task 4: predict while playing ----

function buildPredict() {
  S.inputs = new Map();
  S.edgeBoxes = null;
  S.feedback = feedbackList();
  S.narr = el('p', { className: 'narr', id: 'p-narration' });
  S.scoreOut = el('output', { id: 'p-score' });
  S.answerBox = el('span', { className: 'answers' });
  S.foot.append(S.answerBox, S.scoreOut, S.narr, S.feedback);
  S.items = S.items || [];
  advance();
}

/** Plays on to the next stop (or the end), then asks its question. */
function advance() {
  clearInterval(S.timer);
  const t0 = S.run.trace;
  const stop = S.stops[S.stopAt];
  const until = stop ? stop.step : t0.kind.length - 1;
  const info = narrationInfo();
  S.answerBox.textContent = '';
  S.choices = null; S.pick = null;
  delete root.dataset.question;
  S.timer = setInterval(() => {
    if (S.step < until) S.step++;
    S.highlight = t0.node[S.step];
    follow(S.highlight);
    S.narr.textContent = narrate(t0, S.index, S.step, info);
    draw();
    if (S.step >= until) { clearInterval(S.timer); if (stop) askStop(stop); else finishPredict(); }
  }, 160);
}

function askStop(stop) {
  const name = S.names[stop.node];
  const askKey = stop.question === 'enter' ? (stop.after === 'cutoff' ? 'practice.ask.enterAfterCutoff' : 'practice.ask.enterAfterReturn') : `practice.ask.${stop.question}`;
  S.ask.textContent = sentence(t(askKey, { node: name }));
  root.dataset.question = stop.question;
  const answer = (given) => {
    S.pick = null; S.choices = null;
    draw();
    const it = gradePrediction(stop, given);
    S.items.push(it);
    setWork({ ...W(), tries: S.items.length });
    const sc = score(S.items);
    S.scoreOut.textContent = t('practice.score', { right: sc.right, total: sc.total, tries: W().tries });
    const p = stop.question === 'enter' ? { node: S.names[it.params.node], cutAt: S.names[it.params.cutAt] ?? '' } : { value: stop.question === 'value' ? stop.answer : 0 };
    S.feedback.prepend(el('li', { className: it.ok ? 'right' : 'wrong', textContent: sentence(`${name}: ${t(it.reason, p)}`) }));
    root.dataset.right = String(sc.right); root.dataset.wrong = String(sc.wrong);
    S.stopAt++;
    S.answerBox.textContent = '';
    S.answerBox.append(el('button', { type: 'button', id: 'p-continue', textContent: t('practice.continue'), onclick: advance }));
    document.getElementById('p-continue').focus();
  };
  S.answerBox.textContent = '';
  if (stop.question === 'cut') {
    S.answerBox.append(el('button', { type: 'button', id: 'p-yes', textContent: t('practice.yes'), onclick: () => answer(true) }),
      el('button', { type: 'button', id: 'p-no', textContent: t('practice.no'), onclick: () => answer(false) }));
  } else if (stop.question === 'next' || stop.question === 'enter') {
    for (const c of stop.choices) S.answerBox.append(el('button', { type: 'button', className: 'choice', textContent: S.names[c], 'data-path': S.key.nodes.path[c], onclick: () => answer(c) }));
    // The candidates are ringed on the tree, and a click on one answers too.
    S.choices = new Set(stop.choices); S.pick = answer;
    draw();
  } else {
    const inp = el('input', { type: 'text', id: 'p-value', className: 'value', size: 5, 'aria-label': t('practice.ask.value', { node: name }) });
    const note = el('span', { id: 'p-value-note', role: 'alert' });
    // Something that is not a value (empty, a typo) is not an answer: say how to write one and let
    // the student type again, rather than mark the question wrong and move on.
    const go = el('button', { type: 'button', id: 'p-answer', textContent: t('practice.answer'), onclick: () => {
      if (parseValue(inp.value) !== null) { answer(inp.value); return; }
      inp.classList.add('wrong'); inp.setAttribute('aria-invalid', 'true');
      note.textContent = t('practice.notAValue');
      inp.focus();
    } });
    // The key's own default would reach the Continue button that takes focus, and skip the feedback.
    inp.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); go.click(); } });
    S.answerBox.append(inp, go, note);
    inp.focus();
  }
}

function finishPredict() {
  S.ask.textContent = '';
  const sc = score(S.items);
  S.scoreOut.textContent = t('practice.score', { right: sc.right, total: sc.total, tries: W().tries });
  setWork({ ...W(), revealed: true });
  draw();
}

/**
 * Work set from outside (a test, a tool restoring a session): the boxes and marks show it, and a
 * revealed exercise is revealed.
 */
function restoreWork(w, before) {
  if (writing || !S.run || !isOpen() || !S.inputs) return;
  for (const [d, inp] of S.inputs) if (!inp.readOnly) inp.value = w.answers[S.key.nodes.path[d]] ?? '';
  for (const which of ['alpha', 'beta']) {
    const inp = /** @type {HTMLInputElement | null} */ (document.getElementById(`p-${which}`));
    if (inp && !inp.readOnly) inp.value = w.answers[which] ?? '';
  }
  showMarks(w);
  if (w.revealed && !before?.revealed && S.ex.task !== Task.Predict) reveal();
  else draw();
}

/** The Practice button: the exercise last closed, with its work, else a new easy random tree. */
async function reopen() {
  if (!last) return openPractice(new URLSearchParams('practice=random&p-level=easy'));
  const { ex, work: done } = last;
  await openPractice(new URLSearchParams(exerciseParams(ex)));
  // The same exercise (its seed is in its parameters): the work goes back in its boxes and marks.
  if (S.ex && exerciseParams(S.ex).toString() === exerciseParams(ex).toString()) work.set(done);
}

// ---- Start: a Practice button in the header; open at once when the link carries an exercise. ----

/**
 * Adds practice to the page: `searchClient` is the page's one client (client.js), `practice` the
 * state's practice part (state.js watched(practiceFromLink(…))); it opens at once on an exercise.
 */
export function installPractice(searchClient, practice, practiceWork = watched(freshPracticeWork())) {
  client = searchClient;
  exercise = practice;
  work = practiceWork;
  work.subscribe(restoreWork);
  // After the page's language is set (the single offline file runs before the document is read).
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
}

function install() {
  const header = document.querySelector('header');
  if (!header || document.getElementById('practice-open')) return;
  const b = el('button', { type: 'button', id: 'practice-open', textContent: t('practice.open'), onclick: reopen });
  header.insertBefore(b, document.getElementById('activity'));
  onLanguageChange(() => { b.textContent = t('practice.open'); });
  if (exercise.get()) openPractice();
}
