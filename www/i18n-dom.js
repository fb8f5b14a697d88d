// Translates the static page without editing index.html: a table of selectors and keys, applied
// on load and on each language change, plus the Language menu added to the header. Until the
// page's own modules say their words through t(), a few bridges read back the English they write
// (status, step counter, speed, counts, result line, chess note, play button, core errors) and
// say it again in the language chosen. English pages are left exactly as they are.

import { t, setLanguage, getLanguage, onLanguageChange, pickLanguage, LANGUAGES, formatNumber, DICTIONARIES } from './i18n.js';
import { errorText } from './errors.js';
import { sayStep } from './narration-i18n.js';

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
const CATALOGUE_PREFIXES = ['game.', 'random.', 'custom.', 'ttt.', 'chess.', 'preset.', 'cat.', 'tech.', 'order.', 'algo.', 'find.'];
const norm = (s) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
const BY_ENGLISH = new Map();
for (const [k, v] of Object.entries(DICTIONARIES.en)) {
  if (CATALOGUE_PREFIXES.some((p) => k.startsWith(p)) && !v.includes('{') && !BY_ENGLISH.has(norm(v))) BY_ENGLISH.set(norm(v), k);
}
export const CATALOGUE_SCOPE = '#controls label, #controls legend, #controls option, #controls .hint, #game-note';

function applyByEnglish(root) {
  for (const el of root.querySelectorAll(CATALOGUE_SCOPE)) {
    if (el.children.length) continue; // text with markup (the custom tree's hint) is in the table
    const english = el.dataset.en ?? el.textContent;
    let key = BY_ENGLISH.get(norm(english));
    let said = key && t(key);
    // A game's position panel: "<title> position".
    const pos = !key && /^(.+) position$/.exec(english);
    if (pos && BY_ENGLISH.has(norm(pos[1]))) { key = 'cat.positionOf'; said = t(key, { game: t(BY_ENGLISH.get(norm(pos[1]))) }); }
    if (!key) continue;
    el.dataset.en = english;
    if (el.textContent !== said) el.textContent = said;
  }
}

/** Applies the table to `root` (default: the document). */
export function applyDom(root = document) {
  for (const [sel, key, where] of DOM_KEYS) {
    if (sel === 'title') { root.title = t(key); continue; }
    for (const el of root.querySelectorAll(sel)) put(el, key, where);
  }
  applyByEnglish(root);
  bridgeAll(root);
}

// ---- Bridges: English written by the page's modules, said again (until they call t()). ----

const enNumber = (s) => Number(String(s).replace(/,/g, ''));
const en = DICTIONARIES.en;
const NOTE_BY_TEXT = new Map(Object.entries(en).filter(([k]) => /^preset\..+\.note$/.test(k)).map(([k, v]) => [v.replace(/[’“”]/g, '').replace(/\s+/g, ' '), k]));
const noteKey = (text) => NOTE_BY_TEXT.get(text.replace(/['’"“”]/g, '').replace(/\s+/g, ' '));

const byEnglish = (prefix) => new Map(Object.entries(en).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [v.replace(/’/g, "'"), k]));
const CODE_TITLES = byEnglish('code.');
const COMMENTS = byEnglish('comment.');

/** The pseudo-code title: seed 000's form plus what is added ("… + iterative deepening + table"). */
function codeTitle(s) {
  const [head, ...extra] = s.split(' + ');
  const k = CODE_TITLES.get(head.replace(/’/g, "'"));
  if (!k) return null;
  const plus = { 'iterative deepening': 'code.plusId', aspiration: 'code.plusAspiration', table: 'code.plusTable' };
  return [t(k), ...extra.map((e) => (plus[e] ? t(plus[e]) : e))].join(' + ');
}

/** The pseudo-code's comments, line by line (the code itself stays as the seed wrote it). */
function codeComments(el) {
  for (const line of el.children) {
    const text = line.textContent;
    const i = text.indexOf('// ');
    if (i < 0) continue;
    const original = line.dataset.en ?? text.slice(i + 3);
    const k = COMMENTS.get(original.replace(/’/g, "'"));
    if (!k) continue;
    line.dataset.en = original;
    const said = text.slice(0, i + 3) + t(k);
    if (said !== text) line.textContent = said;
  }
}

/** [id, (English text) → translated text or null]. Each reads what the page wrote in English. */
export const BRIDGES = [
  ['status', (s) => {
    let m;
    if ((m = /^([\d,]+) nodes? visited$/.exec(s))) return t('status.nodesVisited', { n: enNumber(m[1]) });
    if (s === 'Searching…') return t('status.searching');
    if (s === 'Search cancelled.') return t('status.cancelled');
    if (s === 'No more cutoffs after this step.') return t('status.noMoreCutoffs');
    if (s === 'Error — see the message on the left') return t('status.error');
    if (s === 'Link copied.') return t('status.linkCopied');
    if (s === 'Copy the selected link (Ctrl+C).') return t('status.copySelected');
    if (s.startsWith('The core crashed; the page still works')) return t('status.crashed');
    if ((m = /^No (.+) after this step\.$/.exec(s))) return t('status.noMoreFound', { what: m[1] });
    return null;
  }],
  ['step-out', (s) => {
    const m = /^step ([\d,]+) of ([\d,]+)$/.exec(s);
    return m ? t('player.stepOut', { s: enNumber(m[1]), n: enNumber(m[2]) }) : null;
  }],
  ['speed-out', (s) => {
    const m = /^([\d.,]+) steps\/s$/.exec(s);
    return m ? t('player.speedOut', { n: enNumber(m[1]) }) : null;
  }],
  ['chess-note', (s) => { const k = s && noteKey(s); return k ? t(k) : null; }],
  ['result-line', (s) => {
    const m = /^Value (\S+)(?:, best move (\S+))? \(depth (\d+), ([\d,]+) steps\)\.( Negamax: .*)?$/.exec(s);
    if (!m) return null;
    const value = m[1];
    const steps = enNumber(m[4]);
    const base = m[2] ? t('result.lineBest', { value, move: m[2], depth: +m[3], steps }) : t('result.line', { value, depth: +m[3], steps });
    return m[5] ? `${base} ${t('result.negamax')}` : base;
  }],
  ...['c-nodes', 'c-evals', 'c-cuts', 'c-nodes-now', 'c-evals-now', 'c-cuts-now'].map((id) => [id, (s) => (/^[\d,]+$/.test(s) ? formatNumber(enNumber(s)) : null)]),
  ['code-title', codeTitle],
  ['progress-text', (s) => {
    const m = /^(?:Comparing the algorithms: row (\d+) of (\d+), |Searching: )([\d,]+) nodes?, ([\d,]+) nodes\/s$/.exec(s);
    if (!m) return null;
    const p = { n: enNumber(m[3]), rate: formatNumber(enNumber(m[4])) };
    return m[1] ? t('progress.compare', { ...p, row: +m[1], rows: +m[2] }) : t('progress.search', p);
  }],
  // The narration: said again from the step on show (narration.js writes English until it calls t()).
  ['narration', () => {
    const c = typeof window !== 'undefined' && window.__cutoff;
    const m = c && c.model;
    return m && m.trace && m.narrationInfo ? sayStep(m.trace, m.index, c.player.step, m.narrationInfo) : null;
  }],
  ['tooltip', (s, el) => { tooltipLines(el); return null; }],
  ['technique-line', techniqueLine],
  ['knuth-moore', (s) => {
    const k = /^Knuth–Moore minimum for this uniform tree \(b = (\d+), d = (\d+)\): ([\d,]+) (?:leaf|leaves) with perfect ordering, against minimax’s ([\d,]+)\.$/.exec(s);
    return k ? t('compare.knuthMoore', { b: +k[1], d: +k[2], min: enNumber(k[3]), all: enNumber(k[4]) }) : null;
  }],
  ['notice', (s) => {
    const m = /^The table decided ([\d,]+) nodes? with an entry searched deeper than needed \(marked TT\+\): the value can differ from a plain search to depth (\d+)\.$/.exec(s);
    return m ? t('notice.deeper', { n: enNumber(m[1]), depth: +m[2] }) : null;
  }],
  ['link-message', (s) => {
    const m = /^This link had settings the page does not understand; they were ignored and the defaults used instead: (.*)\.$/s.exec(s);
    return m ? t('link.ignored', { list: m[1] }) : null;
  }],
  ['code', (s, el) => { codeComments(el); return null; }],
  ['play', (s) => (s === '▶ Play' ? `▶ ${t('player.play')}` : s === '❚❚ Pause' ? `❚❚ ${t('player.pause')}` : null)],
  ...['tree-error', 'search-error', 'ttt-error'].map((id) => [id, (s, el) => {
    const first = el.firstChild;
    if (!first || first.nodeType !== 3) return null;
    const m = /^(?:Line (\d+), column (\d+): )?(.*)$/s.exec(first.nodeValue);
    const said = errorText({ message: m[3], line: m[1] ? +m[1] : null, column: m[2] ? +m[2] : null });
    if (said !== first.nodeValue) first.nodeValue = said;
    return null; // written in place: the caret line after it stays
  }]),
];

const english = new WeakMap(); // element → the English text the page last wrote

/** Bridges that rewrite parts of their element in place (and so also run in English, to restore). */
const IN_PLACE = new Set(['code', 'tree-error', 'search-error', 'ttt-error', 'tooltip']);

/** The hover card's lines (its first line, the node's name, and a game's board stay). */
function tooltipLines(el) {
  for (const line of [...el.children].slice(1)) {
    if (line.tagName !== 'DIV' || line.children.length) continue;
    const english = line.dataset.en ?? line.textContent;
    let m, said = null;
    if (english === 'pruned: never searched') said = t('tip.pruned');
    else if (english === 'not reached yet') said = t('tip.notReached');
    else if (english === 'being searched') said = t('tip.beingSearched');
    else if ((m = /^value (\S+)( \((lower|upper) bound\))?$/.exec(english))) said = t(m[3] === 'lower' ? 'tip.valueLower' : m[3] === 'upper' ? 'tip.valueUpper' : 'tip.value', { value: m[1] });
    else if ((m = /^window α = (\S+), β = (\S+)$/.exec(english))) said = t('tip.window', { alpha: m[1], beta: m[2] });
    if (said === null) continue;
    line.dataset.en = english;
    if (line.textContent !== said) line.textContent = said;
  }
}

/** The techniques' counts line: "3 root searches · table: 5 hits, 2 cutoffs · …." */
function techniqueLine(s) {
  if (!s) return null;
  const parts = s.replace(/\.$/, '').split(' · ').map((p) => {
    let m;
    if ((m = /^([\d,]+) root searches?$/.exec(p))) return t('tech.rootSearches', { n: enNumber(m[1]) });
    if ((m = /^table: ([\d,]+) hits?, ([\d,]+) cutoffs?$/.exec(p))) return t('tech.table', { hits: enNumber(m[1]), cuts: enNumber(m[2]) });
    if ((m = /^([\d,]+) null moves?$/.exec(p))) return t('tech.nullMoves', { n: enNumber(m[1]) });
    if ((m = /^([\d,]+) quiescence nodes?$/.exec(p))) return t('tech.qnodes', { n: enNumber(m[1]) });
    if ((m = /^([\d,]+) re-searches?$/.exec(p))) return t('tech.reSearches', { n: enNumber(m[1]) });
    return p;
  });
  return parts.join(' · ') + '.';
}

function bridgeOne(el, fn) {
  if (IN_PLACE.has(el.id)) { fn(el.textContent, el); return; }
  const now = el.textContent;
  // What we wrote ourselves is not English to translate again: keep the English we saw.
  if (el.__i18nWrote !== now) english.set(el, now);
  if (getLanguage() === 'en') {
    if (el.__i18nWrote === now && english.has(el) && now !== english.get(el)) el.textContent = english.get(el);
    return;
  }
  const said = fn(english.get(el) ?? now, el);
  if (said !== null && said !== now) {
    el.__i18nWrote = said;
    el.textContent = said;
  }
}

function bridgeAll(root) {
  for (const [id, fn] of BRIDGES) {
    const el = root.getElementById ? root.getElementById(id) : null;
    if (el) bridgeOne(el, fn);
  }
}

let observer = null;
function watch(root) {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver((records) => {
    const seen = new Set();
    for (const r of records) {
      let el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      while (el && !BRIDGES.some(([id]) => id === el.id) && el !== root.body) el = el.parentElement;
      if (el && el.id && !seen.has(el)) {
        seen.add(el);
        const b = BRIDGES.find(([id]) => id === el.id);
        if (b) bridgeOne(el, b[1]);
      }
      // Options the page adds later (the chess presets from the catalogue) get their words.
      if (r.target.id === 'chess-preset') for (const [sel, key, where] of DOM_KEYS) if (sel.startsWith('#chess-preset')) for (const o of root.querySelectorAll(sel)) put(o, key, where);
    }
  });
  for (const [id] of BRIDGES) {
    const el = root.getElementById(id);
    if (el) observer.observe(el, { childList: true, characterData: true, subtree: true });
  }
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
