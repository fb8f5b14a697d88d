// Words. The core returns codes and numbers; the page turns them into words here, through one
// t(key, params) with the language's Intl.NumberFormat and Intl.PluralRules. Pure apart from
// setLanguage's <html lang> (skipped where there is no document, as under Node).
//
// A message is text with arguments in braces, ICU-like:
//   {name}                      the parameter; a number is formatted with the language's digits
//   {n, number}                 the same, said explicitly
//   {v, value}                  a search value: ±∞, mate in N, the digits grouped as the language does
//   {n, plural, one {# węzeł} few {# węzły} many {# węzłów} other {# węzła}}
//                               Intl.PluralRules' category (=0 {…} for an exact number); # is n
//   {b, select, lower {…} upper {…} other {…}}
// A literal brace is written '{' or '}' (apostrophes quote, '' is one apostrophe).

import en from './locales/en.js';
import vi from './locales/vi.js';
import pl from './locales/pl.js';
import { fmtValue, fmtBounded } from './format.js';

/** The page's languages: each one's Intl locale and its own name (the Language menu shows it). */
export const LANGUAGES = Object.freeze({
  en: { locale: 'en-US', name: 'English' },
  vi: { locale: 'vi-VN', name: 'Tiếng Việt' },
  pl: { locale: 'pl-PL', name: 'Polski' },
});

/** @typedef {'en' | 'vi' | 'pl'} Lang */
/** A language's words by key. @typedef {Readonly<Record<string, string>>} Dictionary */

/** @type {Readonly<Record<string, Dictionary>>} */
export const DICTIONARIES = Object.freeze({ en, vi, pl });

let current = 'en';
/** @type {Set<(lang: string) => void>} */
const listeners = new Set();
/** @type {Map<string, Part[]>} */
const cache = new Map(); // message text → parsed parts
/** @type {Map<string, { number: Intl.NumberFormat, plural: Intl.PluralRules, ordinal: Intl.PluralRules }>} */
const intl = new Map(); // lang → {number, plural}

/** @param {string} lang */
function intlOf(lang) {
  let x = intl.get(lang);
  if (!x) {
    const loc = LANGUAGES[/** @type {Lang} */ (lang)].locale;
    x = { number: new Intl.NumberFormat(loc, { maximumFractionDigits: 2 }), plural: new Intl.PluralRules(loc),
      ordinal: new Intl.PluralRules(loc, { type: 'ordinal' }) };
    intl.set(lang, x);
  }
  return x;
}

/** The language in use ('en', 'vi' or 'pl'). */
export const getLanguage = () => current;

/** A number in the language's format: 549,946 / 549.946 / 549 946. */
export const formatNumber = (/** @type {number} */ n, lang = current) => intlOf(lang).number.format(n === 0 ? 0 : n); // never "-0"

/** A search value: +∞ / −∞, mate in N (+M3), else the integer with the language's grouping and a true minus. */
/** @param {number} v @param {string} [lang] @returns {string} */
export function formatValue(v, lang = current) {
  // The page's one score formatter (format.js): sentinels next to ±∞ print as ±∞, mates in moves.
  return fmtValue(v, { num: (n) => formatNumber(n, lang), words: winWords(lang) });
}

/** A won or lost game in the language's words ("win in 2"), for the games that are not chess (format.js). */
/** @param {string} lang @returns {import('./format.js').WinWords} */
const winWords = (lang) => ({ win: (n) => t('value.winIn', { n }, lang), loss: (n) => t('value.lossIn', { n }, lang),
  won: () => t('value.won', {}, lang), lost: () => t('value.lost', {}, lang),
  outcome: (v) => t(v > 0 ? 'value.win' : 'value.loss', {}, lang) });

/** The same, short, for the tree's labels and the window line's ticks: a tic-tac-toe win stays "+1". */
/** @param {string} lang @returns {import('./format.js').WinWords} */
const shortWords = (lang) => ({ ...winWords(lang), outcome: null });
export const formatValueShort = (/** @type {number} */ v, lang = current) => fmtValue(v, { num: (n) => formatNumber(n, lang), words: shortWords(lang) });
export const formatBoundedShort = (/** @type {number} */ v, /** @type {number} */ bound, lang = current) => fmtBounded(v, bound, { num: (n) => formatNumber(n, lang), words: shortWords(lang) });

/** A node's value with its bound ("≥5", "≤2"; between two mates ">+M2", "<+M1"), as formatValue. */
/** @param {number} v @param {number} bound @param {string} [lang] @returns {string} */
export function formatBounded(v, bound, lang = current) {
  return fmtBounded(v, bound, { num: (n) => formatNumber(n, lang), words: winWords(lang) });
}

/**
 * The language to start in: the link's (?lang=), else the first of the browser's languages
 * (navigator.languages) the page speaks, else English.
 * @param {string | null | undefined} param
 * @param {readonly string[]} [browserLanguages]
 * @returns {string}
 */
export function pickLanguage(param, browserLanguages = []) {
  const norm = (/** @type {string | null | undefined} */ s) => String(s || '').toLowerCase().split(/[-_]/)[0];
  if (param && DICTIONARIES[norm(param)]) return norm(param);
  for (const l of browserLanguages || []) if (DICTIONARIES[norm(l)]) return norm(l);
  return 'en';
}

/** Switches the language, sets <html lang> and tells the listeners (the DOM applier, the panels). */
/** @param {string} lang @returns {string} */
export function setLanguage(lang) {
  if (!DICTIONARIES[lang]) lang = 'en';
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
  return lang;
}

/** Calls fn(lang) after each setLanguage; returns the function that stops it. */
/** @param {(lang: string) => void} fn @returns {() => boolean} */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** True when the dictionary of `lang` (default: the current one) has `key`. */
export const hasKey = (/** @type {string} */ key, lang = current) => Object.prototype.hasOwnProperty.call(DICTIONARIES[lang], key);

/**
 * The message `key` in the current language with `params` put in. A key missing from the
 * language falls back to English, then to the key itself (so that a gap shows, and never throws).
 * @param {string} key @param {Params} [params] @param {string} [lang] @returns {string}
 */
export function t(key, params = {}, lang = current) {
  const dict = DICTIONARIES[lang] || en;
  const text = hasKey(key, lang) ? dict[key] : hasKey(key, 'en') ? /** @type {Dictionary} */ (en)[key] : key;
  return format(text, params, lang);
}

// The core's catalogue (game titles, summaries, option labels, help and choices, presets and
// their notes) comes in English, the CLI's words. Each word has a key made from the catalogue's
// ids, one scheme for every game and variant (a variant's words sit under its own kind):
//   game.<kind>.title  .summary  .option.<name>.label  .option.<name>.help
//   .option.<name>.choice.<value>  .preset.<name>.title  .preset.<name>.note
// en.js holds the core's English under these keys (tests/unit/i18n.test.mjs checks it against the
// recorded catalogue); a word the dictionaries lack (a game newer than them) is said in English.
export const catalogueKeys = Object.freeze({
  title: (/** @type {string} */ kind) => `game.${kind}.title`,
  summary: (/** @type {string} */ kind) => `game.${kind}.summary`,
  option: (/** @type {string} */ kind, /** @type {string} */ name, /** @type {string} */ field) => `game.${kind}.option.${name}.${field}`,
  choice: (/** @type {string} */ kind, /** @type {string} */ name, /** @type {unknown} */ value) => `game.${kind}.option.${name}.choice.${value}`,
  preset: (/** @type {string} */ kind, /** @type {string} */ name, /** @type {string} */ field) => `game.${kind}.preset.${name}.${field}`,
  /** A move ordering as the catalogue and --ordering spell it: "hash,mvv-lva,killer,history" → order.hashMvvLvaKillerHistory. */
  ordering: (/** @type {string} */ name) => `order.${camelOf(name)}`,
  /** One heuristic of an ordering in a list (the comparison table's "ordering (…)"): config.order.<name>, else its menu word. */
  orderingPart: (/** @type {string} */ name) => (hasKey(`config.order.${camelOf(name)}`, 'en') ? `config.order.${camelOf(name)}` : `order.${camelOf(name)}`),
});

/** A catalogue name's words in a key: "best-first" → bestFirst, "killer,history" → killerHistory. */
/** @param {string} name */
function camelOf(name) {
  return name.split(/[-,]/).map((p, i) => (i ? p.charAt(0).toUpperCase() + p.slice(1) : p)).join('');
}

/**
 * A word to say later, in whatever language is chosen then: {key, en?, params?}. `en` is the
 * core's English, said when no dictionary has the key; a parameter may itself be a word.
 * @typedef {{ key: string, en?: string, params?: Params }} Word
 * @typedef {Record<string, unknown>} Params
 * @type {(key: string, en?: string, params?: Params) => Word}
 */
export const word = (key, en, params) => ({ key, ...(en === undefined ? {} : { en }), ...(params ? { params } : {}) });

/** A word ({key, en, params} or a plain string) in the language chosen. @param {Word | string | number | null | undefined} w @param {string} [lang] @returns {string} */
export function sayWord(w, lang = current) {
  if (w === null || w === undefined) return '';
  if (typeof w !== 'object') return String(w);
  if (!hasKey(w.key, lang) && !hasKey(w.key, 'en')) return w.en ?? w.key;
  /** @type {Params} */
  const params = {};
  for (const [k, v] of Object.entries(w.params || {})) params[k] = v && typeof v === 'object' ? sayWord(/** @type {Word} */ (v), lang) : v;
  return t(w.key, params, lang);
}

/** A game's title by its catalogue kind ('chess' → Szachy), else `english`, else the kind. */
export const gameTitle = (/** @type {string} */ kind, /** @type {string} */ english = kind, lang = current) => sayWord(word(catalogueKeys.title(kind), english), lang);

/** Formats one message text (see the top of this file). @param {string} text @param {Params} [params] @param {string} [lang] @returns {string} */
export function format(text, params = {}, lang = current) {
  let parts = cache.get(text);
  if (!parts) { parts = parse(text); cache.set(text, parts); }
  return render(parts, params, lang, null);
}

/**
 * A parsed message: text, and the arguments between it (an option's branch is parts too).
 * @typedef {string | { type: string, name?: string, options?: Record<string, Part[]> }} Part
 */
/** @param {Part[]} parts @param {Params} params @param {string} lang @param {number | null} hash @returns {string} */
function render(parts, params, lang, hash) {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') { out += p; continue; }
    if (p.type === 'hash') { out += hash === null ? '#' : formatNumber(hash, lang); continue; }
    const v = params[/** @type {string} */ (p.name)];
    if (p.type === 'arg') {
      out += v === undefined || v === null ? `{${p.name}}` : typeof v === 'number' ? formatNumber(v, lang) : String(v);
    } else if (p.type === 'number') {
      out += typeof v === 'number' ? formatNumber(v, lang) : String(v ?? '');
    } else if (p.type === 'value') {
      out += typeof v === 'number' ? formatValue(v, lang) : String(v ?? '');
    } else if (p.type === 'plural' || p.type === 'selectordinal') {
      const n = Number(v);
      const exact = p.options && p.options[`=${n}`];
      if (!p.options) { out += formatNumber(n, lang); continue; }
      const cat = intlOf(lang)[p.type === 'plural' ? 'plural' : 'ordinal'].select(n);
      const branch = exact || p.options[cat] || p.options.other || [];
      out += render(branch, params, lang, n);
    } else if (p.type === 'select') {
      const options = /** @type {Record<string, Part[]>} */ (p.options);
      const branch = options[String(v)] || options.other || [];
      out += render(branch, params, lang, hash);
    }
  }
  return out;
}

/** Parses a message into strings and {type, name, options} parts. Throws on unbalanced braces. @param {string} text @returns {Part[]} */
export function parse(text) {
  let i = 0;
  /** @param {boolean} inBranch @returns {Part[]} */
  function parts(inBranch) {
    /** @type {Part[]} */
    const out = [];
    let buf = '';
    while (i < text.length) {
      const ch = text[i];
      if (ch === "'") {
        if (text[i + 1] === "'") { buf += "'"; i += 2; continue; }
        const end = text.indexOf("'", i + 1);
        if (end > i + 1 && /^[{}#]/.test(text[i + 1])) { buf += text.slice(i + 1, end); i = end + 1; continue; }
        buf += ch; i++; continue;
      }
      if (ch === '}' && inBranch) break;
      if (ch === '#' && inBranch) { if (buf) out.push(buf); buf = ''; out.push({ type: 'hash' }); i++; continue; }
      if (ch === '{') { if (buf) out.push(buf); buf = ''; out.push(argument()); continue; }
      buf += ch; i++;
    }
    if (buf) out.push(buf);
    return out;
  }
  /** @returns {Part} */
  function argument() {
    i++; // {
    const close = text.slice(i).search(/[,}]/);
    if (close < 0) throw new Error(`unclosed argument in: ${text}`);
    const name = text.slice(i, i + close).trim();
    i += close;
    if (text[i] === '}') { i++; return { type: 'arg', name }; }
    i++; // ,
    const m = /^\s*(\w+)\s*(,|})/.exec(text.slice(i));
    if (!m) throw new Error(`bad argument type in: ${text}`);
    const type = m[1];
    i += m[0].length;
    if (m[2] === '}') return { type, name };
    /** @type {Record<string, Part[]>} */
    const options = {};
    for (;;) {
      while (/\s/.test(text[i])) i++;
      if (text[i] === '}') { i++; break; }
      const sel = /^([=\w-]+)\s*\{/.exec(text.slice(i));
      if (!sel) throw new Error(`bad ${type} option in: ${text}`);
      i += sel[0].length;
      options[sel[1]] = parts(true);
      if (text[i] !== '}') throw new Error(`unclosed ${type} option in: ${text}`);
      i++;
    }
    return { type, name, options };
  }
  const out = parts(false);
  if (i < text.length) throw new Error(`unbalanced '}' in: ${text}`);
  return out;
}

/** The argument names a message uses, sorted (for the test that holds the languages together). */
/** @param {string} text @returns {string[]} */
export function placeholders(text) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {Part[]} parts */
  const walk = (parts) => {
    for (const p of parts) {
      if (typeof p === 'string' || p.type === 'hash') continue;
      names.add(/** @type {string} */ (p.name));
      if (p.options) for (const b of Object.values(p.options)) walk(b);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

/** The plural categories a message's plural arguments select from ({name: [categories]}). */
/** @param {string} text @returns {Record<string, string[]>} */
export function pluralCategories(text) {
  /** @type {Record<string, string[]>} */
  const out = {};
  /** @param {Part[]} parts */
  const walk = (parts) => {
    for (const p of parts) {
      if (typeof p === 'string' || p.type === 'hash') continue;
      if (p.type === 'plural' || p.type === 'selectordinal') out[`${p.name}:${p.type}`] = Object.keys(/** @type {Record<string, Part[]>} */ (p.options)).filter((k) => !k.startsWith('='));
      if (p.options) for (const b of Object.values(p.options)) walk(b);
    }
  };
  walk(parse(text));
  return out;
}
