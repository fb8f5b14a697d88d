// Translates the static page without editing index.html: a table of selectors and keys, applied
// on load and on each language change, plus the Language menu added to the header, and the words
// the modules put in elements by key (putWord: the core's catalogue, the controls' own words),
// said again on each language change.

import { editQuery } from './address.js';
import { t, setLanguage, getLanguage, onLanguageChange, pickLanguage, LANGUAGES, sayWord } from './i18n.js';

const STORE = 'cutoff.lang';

/**
 * [selector, key, where]: where is 'text' (default), an attribute name, or {before, after} around the text.
 * @typedef {string | { before?: string, after?: string }} Where
 * @type {[selector: string, key: string, where?: Where][]}
 */
export const DOM_KEYS = [
  ['title', 'app.title'],
  ['.skip-links', 'skip.label', 'aria-label'],
  ['#skip-tree', 'skip.tree'],
  ['#skip-player', 'skip.player'],
  ['header .tagline', 'app.tagline'],
  ['#cancel', 'button.cancel'],
  ['#progress progress', 'progress.label', 'aria-label'],
  ['#copy-link', 'link.copy'],
  ['#link-text', 'link.text', 'aria-label'],
  ['#controls', 'controls.label', 'aria-label'],
  ['label[for=game]', 'controls.game'],
  ['#ttt-board', 'ttt.editor', 'aria-label'],
  ['label[for=ttt-side]', 'ttt.toMove'],
  ['#ttt-side option[value=x]', 'ttt.x'],
  ['#ttt-side option[value=o]', 'ttt.o'],
  ['#ttt-clear', 'ttt.clear'],
  ['label[for=algorithm]', 'controls.algorithm'],
  ['#algorithm option[value=minimax]', 'algo.minimax'],
  ['#algorithm option[value=alphabeta]', 'algo.alphabeta'],
  ['#algorithm option[value=negamax]', 'algo.negamax'],
  ['#algorithm option[value="negamax-ab:soft"]', 'algo.negamaxSoft'],
  ['#algorithm option[value="negamax-ab:hard"]', 'algo.negamaxHard'],
  ['#algorithm option[value=pvs]', 'algo.pvs'],
  ['#algorithm option[value=mtdf]', 'algo.mtdf'],
  ['#algorithm option[value=mcts]', 'algo.mcts'],
  ['#mcts-opts > legend', 'mcts.legend'],
  ['label[for=mcts-iterations]', 'mcts.iterations'],
  ['label[for=mcts-c]', 'mcts.c'],
  ['label[for=mcts-seed]', 'mcts.seed'],
  ['#mcts-c-hint', 'mcts.cHint'],
  ['#mcts-seed-hint', 'mcts.sameSeed'],
  ['#mcts-quiz-title', 'quiz.title'],
  ['label[for=mcts-quiz-n]', 'quiz.nAfter'],
  ['label[for=mcts-quiz-q]', 'quiz.qAfter'],
  ['#mcts-quiz-check', 'practice.check'],
  ['label[for=depth]', 'controls.depth'],
  ['#depth-end', 'controls.toEnd'],
  ['#techniques legend', 'tech.legend'],
  ['label[for=t-id]', 'tech.id'],
  ['label[for=t-tt]', 'tech.tt'],
  ['label[for=t-null]', 'tech.null'],
  ['#t-null-r', 'tech.nullR', 'aria-label'],
  ['label[for=t-q]', 'tech.q'],
  ['label[for=t-asp]', 'tech.asp'],
  ['#t-asp-w', 'tech.aspW', 'aria-label'],
  ['label[for=t-order]', 'tech.ordering'],
  ['#t-order option[value=""]', 'order.natural'],
  ['#stage', 'stage.label', 'aria-label'],
  ['#tree', 'stage.canvas', 'aria-label'],
  ['#zoom-in', 'stage.zoomIn', 'aria-label'],
  ['#zoom-out', 'stage.zoomOut', 'aria-label'],
  ['#fit', 'stage.fit'],
  ['#text-smaller', 'stage.textSmaller', 'aria-label'],
  ['#text-larger', 'stage.textLarger', 'aria-label'],
  ['#player', 'player.label', 'aria-label'],
  ['#to-start', 'player.toStart', { before: '|◀ ' }],
  ['#to-start', 'player.toStart', 'aria-label'], // the name a screen reader says, in the page's language (index.html's is English: axe's label-content-name-mismatch in vi and pl)
  ['#to-start', 'player.keyToStart', 'title'],
  ['#step-back', 'player.stepBack', { before: '◀ ' }],
  ['#step-back', 'player.stepBack', 'aria-label'], // the name a screen reader says, in the page's language (index.html's is English: axe's label-content-name-mismatch in vi and pl)
  ['#step-back', 'player.keyStep', 'title'],
  ['#play', 'player.keyPlay', 'title'],
  // Before the first search (or when it fails) the frame loop has not named these yet.
  ['#play', 'player.play', { before: '▶ ' }],
  ['#step-forward', 'player.stepForward', { after: ' ▶' }],
  ['#step-forward', 'player.stepForward', 'aria-label'], // the name a screen reader says, in the page's language (index.html's is English: axe's label-content-name-mismatch in vi and pl)
  ['#step-forward', 'player.keyStepForward', 'title'],
  ['#to-end', 'player.toEnd', { after: ' ▶|' }],
  ['#to-end', 'player.toEnd', 'aria-label'], // the name a screen reader says, in the page's language (index.html's is English: axe's label-content-name-mismatch in vi and pl)
  ['#to-end', 'player.keyToEnd', 'title'],
  ['#next-cutoff', 'player.nextCutoff', { before: '✂ ' }],
  ['#next-cutoff', 'player.nextCutoff', 'aria-label'], // the name a screen reader says, in the page's language (index.html's is English: axe's label-content-name-mismatch in vi and pl)
  ['#next-cutoff', 'player.keyCutoff', 'title'],
  ['#next-iteration', 'player.nextIteration', { before: '↻ ' }],
  ['#next-iteration', 'player.nextIteration', 'aria-label'],
  ['#next-iteration', 'player.keyIteration', 'title'],
  ['label[for=find-kind]', 'player.find'],
  ['#find-next', 'player.findNext'],
  ['label[for=speed]', 'player.speed'],
  ['label[for=timeline]', 'player.timeline'],
  ['#side', 'side.label', 'aria-label'],
  ['#now-title', 'side.now'], // by id: the Play section, added above, would shift a position
  ['#window-line', 'side.window', 'aria-label'],
  ['#position-box > h2', 'side.position'],
  ['#board', 'side.board', 'aria-label'],
  ['#eval-table', 'side.evalTable', 'aria-label'],
  ['#counts-title', 'side.counts'],
  ['#counts thead th:nth-child(2)', 'counts.soFar'],
  ['#counts thead th:nth-child(3)', 'counts.total'],
  ['#counts tbody tr:nth-child(1) th[scope=row]', 'counts.nodes'],
  ['#counts tbody tr:nth-child(2) th[scope=row]', 'counts.evals'],
  ['#counts tbody tr:nth-child(3) th[scope=row]', 'counts.cutoffs'],
  ['#code', 'side.code', 'aria-label'],
  ['#code-title', 'side.code'],
  ['#compare-title', 'side.compare'],
  ['#compare thead th:nth-child(1)', 'compare.algorithm'],
  ['#compare thead th:nth-child(2)', 'compare.nodes'],
  ['#compare thead th:nth-child(3)', 'compare.leaves'],
  ['#compare thead th:nth-child(4)', 'compare.cutoffs'],
  ['#compare thead th:nth-child(5)', 'compare.value'],
  ['#compare thead th:nth-child(5)', 'compare.perfectTitle', 'title'],
  // The Export group.
  ['#export-title', 'export.title'],
  ['#save-png', 'export.png'], ['#save-png', 'export.pngTitle', 'title'],
  ['#save-png-whole', 'export.pngWhole'], ['#save-png-whole', 'export.pngWholeTitle', 'title'],
  ['#save-svg', 'export.svg'], ['#save-svg', 'export.svgTitleTip', 'title'],
  ['#save-json', 'export.json'], ['#save-json', 'export.jsonTitle', 'title'],
  ['#save-steps-csv', 'export.steps'], ['#save-steps-csv', 'export.stepsTitle', 'title'],
  ['#save-compare-csv', 'export.table'], ['#save-compare-csv', 'export.tableTitle', 'title'],
  // The classroom's header tools, switches and legend dialog.
  ['#legend-open', 'class.legendOpen'],
  ['label[for=o-presenter]', 'class.presenter'],
  ['label[for=o-theme]', 'class.theme'],
  ['#o-theme option[value=auto]', 'class.theme.auto'],
  ['#o-theme option[value=light]', 'class.theme.light'],
  ['#o-theme option[value=dark]', 'class.theme.dark'],
  ['#o-theme option[value=contrast]', 'class.theme.contrast'],
  ['#display-opts legend', 'class.forClass'],
  ['label[for=o-textbook]', 'class.textbook'],
  ['label[for=o-maxview]', 'class.maxView'],
  ['label[for=o-hide]', 'class.hide'],
  ['label[for=o-follow]', 'class.follow'],
  ['label[for=o-follow]', 'class.followTitle', 'title'],
  ['#answer-later', 'class.answerLater'],
  ['#toggle-controls', 'class.settings'],
  ['#toggle-side', 'class.explanation'],
  ['#legend-title', 'legend.title'],
  ['#legend-close', 'legend.close'],
  ['#legend-close', 'legend.closeLabel', 'aria-label'],
];

/**
 * Sets one element's words; remembers the English so that switching back restores it exactly.
 * @param {HTMLElement} el @param {string} key @param {Where} [where]
 */
function put(el, key, where) {
  const lang = getLanguage();
  if (where === undefined || typeof where === 'object') {
    const around = /** @type {{ before?: string, after?: string } | undefined} */ (where);
    const text = `${around?.before ?? ''}${t(key)}${around?.after ?? ''}`;
    if (el.textContent !== text) el.textContent = text;
  } else if (where === 'html-example') {
    // The hint holds a <code> example: keep the element, translate the words around it.
    const code = el.querySelector('code');
    const [pre, post] = t(key, { example: '\u0000' }).split('\u0000');
    el.textContent = '';
    el.append(pre, code || '', post ?? '');
  } else if (el.getAttribute(where) !== t(key)) {
    el.setAttribute(where, t(key));
  }
  el.dataset.i18n = lang;
}

// Elements whose words a module gave by key: data-word holds the text's word, data-word-<attr>
// an attribute's ({key, en, params} as JSON; see sayWord in i18n.js).
const WORD_ATTRS = ['title', 'placeholder', 'aria-label'];

/**
 * Puts a word (a dictionary key with the core's English as its fallback) in `el`, as its text or
 * as attribute `attr`, now and again after each language change. Returns el.
 * @template {HTMLElement} E
 * @param {E} el @param {import('./i18n.js').Word | string | null | undefined} w @param {string} [attr]
 * @returns {E}
 */
export function putWord(el, w, attr = 'text') {
  const data = attr === 'text' ? 'word' : `word${attr[0].toUpperCase()}${attr.slice(1).replace(/-(\w)/g, (_, c) => c.toUpperCase())}`;
  if (!w) { delete el.dataset[data]; if (attr === 'text') el.textContent = ''; else el.removeAttribute(attr); return el; }
  el.dataset[data] = JSON.stringify(w);
  sayPut(el, attr, w);
  return el;
}

/** @param {Element} el @param {string} attr @param {import('./i18n.js').Word | string} w */
function sayPut(el, attr, w) {
  const text = sayWord(w);
  if (attr === 'text') { if (el.textContent !== text) el.textContent = text; } else if (el.getAttribute(attr) !== text) el.setAttribute(attr, text);
}

/** @param {Document | HTMLElement} root */
function applyWords(root) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-word]'))) sayPut(el, 'text', JSON.parse(/** @type {string} */ (el.dataset.word)));
  for (const attr of WORD_ATTRS) {
    for (const el of root.querySelectorAll(`[data-word-${attr}]`)) sayPut(el, attr, JSON.parse(/** @type {string} */ (el.getAttribute(`data-word-${attr}`))));
  }
}

/** Applies the table to `root` (default: the document). */
/** @param {Document | HTMLElement} [root] */
export function applyDom(root = document) {
  for (const [sel, key, where] of DOM_KEYS) {
    if (sel === 'title') { root.title = t(key); continue; }
    for (const el of root.querySelectorAll(sel)) put(/** @type {HTMLElement} */ (el), key, where);
  }
  applyWords(root);
}

// The page's own modules say their words through t() and say them again on a language change
// (main.js, panels.js, tooltip.js, controls.js, the games, export.js, the classroom), or leave
// them here by key (putWord): no bridge reads their English back, and none reads the core's
// catalogue back either: its words are asked for by the keys of its ids.

/** The Language menu, added to the header (before the status line). */
export function installLanguageSelect(root = document) {
  if (root.getElementById('lang')) return root.getElementById('lang');
  const wrap = root.createElement('span');
  wrap.className = 'lang';
  wrap.style.cssText = 'display: flex; gap: .4rem; align-items: baseline; white-space: nowrap';
  const label = root.createElement('label');
  label.htmlFor = 'lang';
  label.textContent = t('app.language');
  const sel = root.createElement('select');
  sel.id = 'lang';
  for (const [code, { name }] of Object.entries(LANGUAGES)) {
    const o = root.createElement('option');
    o.value = code;
    o.textContent = name;
    o.lang = code;
    sel.appendChild(o);
  }
  sel.value = getLanguage();
  sel.addEventListener('change', () => {
    setLanguage(sel.value);
    try { localStorage.setItem(STORE, sel.value); } catch { /* private mode */ }
    editQuery((p) => p.set('lang', sel.value));
  });
  wrap.append(label, sel);
  const header = /** @type {HTMLElement} */ (root.querySelector('header'));
  // Before the status's slot (the status, the progress and Cancel), as the header reads.
  const activity = root.getElementById('activity');
  header.insertBefore(wrap, activity || null);
  onLanguageChange((lang) => { label.textContent = t('app.language'); sel.value = lang; });
  return sel;
}

/**
 * Starts the words of the page: picks the language (the link's ?lang=, else the one chosen
 * before, else the browser's), adds the menu, applies the table, and keeps it applied.
 */
export function startI18n(root = document) {
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch { /* private mode */ }
  const param = new URLSearchParams(location.search).get('lang');
  const lang = pickLanguage(param, stored ? [stored] : navigator.languages || [navigator.language]);
  setLanguage(lang);
  installLanguageSelect(root);
  applyDom(root);
  onLanguageChange(() => applyDom(root));
  return lang;
}

// Loaded as a module by the page (one import line in the composition root), it starts at once.
if (typeof document !== 'undefined' && typeof window !== 'undefined' && !window.__cutoffI18n) {
  window.__cutoffI18n = true;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startI18n());
  else startI18n();
}
