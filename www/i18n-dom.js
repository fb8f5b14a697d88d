// Translates the static page without editing index.html: a table of selectors and keys, applied
// on load and on each language change, plus the Language menu added to the header, and the words
// of the core's catalogue (which the core sends in English) wherever the controls show them.

import { t, setLanguage, getLanguage, onLanguageChange, pickLanguage, LANGUAGES, catalogueKey, catalogueText } from './i18n.js';

const STORE = 'cutoff.lang';

/** [selector, key, where]: where is 'text' (default), an attribute name, or {before, after} around the text. */
export const DOM_KEYS = [
  ['title', 'app.title'],
  ['header .tagline', 'app.tagline'],
  ['#cancel', 'button.cancel'],
  ['#progress progress', 'progress.label', 'aria-label'],
  ['#copy-link', 'link.copy'],
  ['#link-text', 'link.text', 'aria-label'],
  ['#controls', 'controls.label', 'aria-label'],
  ['label[for=game]', 'controls.game'],
  ['#game option[value=aima]', 'game.aima'],
  ['#game option[value=wikipedia]', 'game.wikipedia'],
  ['#game option[value=random]', 'game.random'],
  ['#game option[value=tictactoe]', 'game.tictactoe'],
  ['#game option[value=custom]', 'game.custom'],
  ['#game option[value=chess]', 'game.chess'],
  ['#random-opts legend', 'random.legend'],
  ['label[for=r-branching]', 'random.branching'],
  ['label[for=r-depth]', 'random.depth'],
  ['label[for=r-seed]', 'random.seed'],
  ['label[for=r-noise]', 'random.noise'],
  ['label[for=r-order]', 'random.ordering'],
  ['#r-order option[value=as-generated]', 'random.order.asGenerated'],
  ['#r-order option[value=best-first]', 'random.order.bestFirst'],
  ['#r-order option[value=worst-first]', 'random.order.worstFirst'],
  ['#custom-opts legend', 'custom.legend'],
  ['label[for=tree-text]', 'custom.text'],
  ['#custom-opts .hint', 'custom.hint', 'html-example'],
  ['#ttt-opts legend', 'ttt.legend'],
  ['#ttt-board', 'ttt.editor', 'aria-label'],
  ['label[for=ttt-side]', 'ttt.toMove'],
  ['#ttt-side option[value=x]', 'ttt.x'],
  ['#ttt-side option[value=o]', 'ttt.o'],
  ['#ttt-clear', 'ttt.clear'],
  ['#chess-opts legend', 'chess.legend'],
  ['label[for=chess-preset]', 'chess.preset'],
  ['#chess-preset option[value=""]', 'chess.startPosition'],
  ['#chess-preset option[value=mate-in-two]', 'preset.mate-in-two.title'],
  ['#chess-preset option[value=horizon]', 'preset.horizon.title'],
  ['#chess-preset option[value=zugzwang]', 'preset.zugzwang.title'],
  ['#chess-preset option[value=middlegame]', 'preset.middlegame.title'],
  ['label[for=chess-fen]', 'chess.fen'],
  ['#chess-fen', 'chess.fenPlaceholder', 'placeholder'],
  ['label[for=algorithm]', 'controls.algorithm'],
  ['#algorithm option[value=minimax]', 'algo.minimax'],
  ['#algorithm option[value=alphabeta]', 'algo.alphabeta'],
  ['#algorithm option[value=negamax]', 'algo.negamax'],
  ['#algorithm option[value="negamax-ab:soft"]', 'algo.negamaxSoft'],
  ['#algorithm option[value="negamax-ab:hard"]', 'algo.negamaxHard'],
  ['#algorithm option[value=pvs]', 'algo.pvs'],
  ['#algorithm option[value=mtdf]', 'algo.mtdf'],
  ['label[for=depth]', 'controls.depth'],
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
  ['#t-order option[value=reversed]', 'order.reversed'],
  ['#t-order option[value=random]', 'order.random'],
  ['#t-order option[value=best-first]', 'order.bestFirst'],
  ['#t-order option[value=worst-first]', 'order.worstFirst'],
  ['#t-order option[value=static]', 'order.static'],
  ['#t-order option[value=mvv-lva]', 'order.mvvLva'],
  ['#t-order option[value="killer,history"]', 'order.killerHistory'],
  ['#t-order option[value="hash,mvv-lva,killer,history"]', 'order.all'],
  ['#stage', 'stage.label', 'aria-label'],
  ['#tree', 'stage.canvas', 'aria-label'],
  ['#zoom-in', 'stage.zoomIn', 'aria-label'],
  ['#zoom-out', 'stage.zoomOut', 'aria-label'],
  ['#fit', 'stage.fit'],
  ['#player', 'player.label', 'aria-label'],
  ['#to-start', 'player.toStart', { before: '|◀ ' }],
  ['#to-start', 'player.keyToStart', 'title'],
  ['#step-back', 'player.stepBack', { before: '◀ ' }],
  ['#step-back', 'player.keyStep', 'title'],
  ['#play', 'player.keyPlay', 'title'],
  ['#step-forward', 'player.stepForward', { after: ' ▶' }],
  ['#step-forward', 'player.keyStepForward', 'title'],
  ['#to-end', 'player.toEnd', { after: ' ▶|' }],
  ['#to-end', 'player.keyToEnd', 'title'],
  ['#next-cutoff', 'player.nextCutoff', { before: '✂ ' }],
  ['#next-cutoff', 'player.keyCutoff', 'title'],
  ['label[for=find-kind]', 'player.find'],
  ['#find-kind option[value=iteration]', 'find.iteration'],
  ['#find-kind option[value=probe]', 'find.probe'],
  ['#find-kind option[value=table-cut]', 'find.tableCut'],
  ['#find-kind option[value=store]', 'find.store'],
  ['#find-kind option[value=order]', 'find.order'],
  ['#find-kind option[value=null]', 'find.null'],
  ['#find-kind option[value=stand-pat]', 'find.standPat'],
  ['#find-kind option[value=zero-window]', 'find.zeroWindow'],
  ['#find-kind option[value=re-search]', 'find.reSearch'],
  ['#find-next', 'player.findNext'],
  ['label[for=speed]', 'player.speed'],
  ['label[for=timeline]', 'player.timeline'],
  ['#side', 'side.label', 'aria-label'],
  ['#side > section:nth-of-type(1) > h2', 'side.now'],
  ['#window-line', 'side.window', 'aria-label'],
  ['#position-box > h2', 'side.position'],
  ['#board', 'side.board', 'aria-label'],
  ['#eval-table', 'side.evalTable', 'aria-label'],
  ['#side > section:nth-of-type(3) > h2', 'side.counts'],
  ['#counts thead th:nth-child(2)', 'counts.soFar'],
  ['#counts thead th:nth-child(3)', 'counts.total'],
  ['#counts tbody tr:nth-child(1) th[scope=row]', 'counts.nodes'],
  ['#counts tbody tr:nth-child(2) th[scope=row]', 'counts.evals'],
  ['#counts tbody tr:nth-child(3) th[scope=row]', 'counts.cutoffs'],
  ['#code', 'side.code', 'aria-label'],
  ['#side > section:nth-of-type(5) > h2', 'side.compare'],
  ['#compare thead th:nth-child(1)', 'compare.algorithm'],
  ['#compare thead th:nth-child(2)', 'compare.nodes'],
  ['#compare thead th:nth-child(3)', 'compare.leaves'],
  ['#compare thead th:nth-child(4)', 'compare.cutoffs'],
  ['#compare thead th:nth-child(5)', 'compare.value'],
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
  ['#toggle-controls', 'class.settings'],
  ['#toggle-side', 'class.explanation'],
  ['#legend-title', 'legend.title'],
  ['#legend-close', 'legend.close'],
  ['#legend-close', 'legend.closeLabel', 'aria-label'],
];

/** Sets one element's words; remembers the English so that switching back restores it exactly. */
function put(el, key, where) {
  const lang = getLanguage();
  if (where === undefined || typeof where === 'object') {
    const text = `${where?.before ?? ''}${t(key)}${where?.after ?? ''}`;
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

// Words that come from the core's catalogue (the Game menu, each game's options, presets and
// notes), wherever the page puts them: recognised by their English and said again. This holds
// whether the controls are written in index.html or built from the catalogue by the page.
export const CATALOGUE_SCOPE = '#controls label, #controls legend, #controls option, #controls .hint, #game-note';

function applyByEnglish(root) {
  for (const el of root.querySelectorAll(CATALOGUE_SCOPE)) {
    if (el.children.length) continue; // text with markup (the custom tree's hint) is in the table
    const english = el.dataset.en ?? el.textContent;
    let key = catalogueKey(english);
    let said = key && t(key);
    // A game's position panel: "<title> position".
    const pos = !key && /^(.+) position$/.exec(english);
    if (pos && catalogueKey(pos[1])) { key = 'cat.positionOf'; said = t(key, { game: catalogueText(pos[1]) }); }
    if (!key) continue;
    el.dataset.en = english;
    if (el.textContent !== said) el.textContent = said;
  }
  // The options' help, which the page also puts in a field's placeholder and tooltip.
  for (const [attr, store] of [['placeholder', 'enPlaceholder'], ['title', 'enTitle']]) {
    for (const el of root.querySelectorAll(`#controls [${attr}]`)) {
      const english = el.dataset[store] ?? el.getAttribute(attr);
      const key = catalogueKey(english);
      if (!key) continue;
      el.dataset[store] = english;
      if (el.getAttribute(attr) !== t(key)) el.setAttribute(attr, t(key));
    }
  }
}

/** Applies the table to `root` (default: the document). */
export function applyDom(root = document) {
  for (const [sel, key, where] of DOM_KEYS) {
    if (sel === 'title') { root.title = t(key); continue; }
    for (const el of root.querySelectorAll(sel)) put(el, key, where);
  }
  applyByEnglish(root);
}

// The page's own modules say their words through t() and say them again on a language change
// (main.js, panels.js, tooltip.js, controls.js, the games, export.js, the classroom): no bridge
// reads their English back any more. What is left here is the static markup (DOM_KEYS) and the
// core's catalogue words, which arrive in English from the core (applyByEnglish).

let observer = null;
function watch(root) {
  if (observer || typeof MutationObserver === 'undefined') return;
  // Options the page adds later (the chess presets from the catalogue) get their words.
  observer = new MutationObserver(() => {
    for (const [sel, key, where] of DOM_KEYS) if (sel.startsWith('#chess-preset')) for (const o of root.querySelectorAll(sel)) put(o, key, where);
  });
  const sel = root.getElementById('chess-preset');
  if (sel) observer.observe(sel, { childList: true });
  // Panels the page builds or rebuilds (a game switched, options from the catalogue) get their words.
  const controls = root.getElementById('controls');
  if (controls) {
    let queued = false;
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => { queued = false; applyByEnglish(root); });
    }).observe(controls, { childList: true, subtree: true });
  }
}

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
    const url = new URL(location.href);
    url.searchParams.set('lang', sel.value);
    history.replaceState(history.state, '', url);
  });
  wrap.append(label, sel);
  const header = root.querySelector('header');
  const status = root.getElementById('status');
  header.insertBefore(wrap, status || null);
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
  watch(root);
  onLanguageChange(() => applyDom(root));
  return lang;
}

// Loaded as a module by the page (one import line in the composition root), it starts at once.
if (typeof document !== 'undefined' && typeof window !== 'undefined' && !window.__cutoffI18n) {
  window.__cutoffI18n = true;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startI18n());
  else startI18n();
}
