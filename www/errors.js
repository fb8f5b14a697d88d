// The core's errors come as {code, params, message, line, column}: `code` names the sentence and
// `params` its values (crate/src/error.rs); `message` is the CLI's English natively, and from the
// wasm only the code and place (error.rs english!). The page says t('error.' + code, params) in
// the language chosen; it never reads the English back.

import { t, hasKey, gameTitle, getLanguage, LANGUAGES } from './i18n.js';
import { sayName } from './narration-i18n.js';

/** Names the core joins with "or": the language's own list ("a, b or c", "a, b hoặc c", "a, b lub c"). */
function listWords(items) {
  const lang = getLanguage();
  try {
    return new Intl.ListFormat(LANGUAGES[lang].locale, { type: 'disjunction' }).format(items.map(String));
  } catch {
    return items.join(t('error.or'));
  }
}

/**
 * The key of a side's name as the games write it: a colour (White, Black, Red: side.white…), and
 * with `maxMin` MAX and MIN; null for anything else (X and O are said as they are). The same words
 * the side panel uses for a side: one translation of each colour, whichever game names it.
 */
export function sideKey(name, maxMin = false) {
  if (typeof name !== 'string' || !(/^[A-Z][a-z]+$/.test(name) || (maxMin && /^(MAX|MIN)$/.test(name)))) return null;
  const key = `side.${name.toLowerCase()}`;
  return hasKey(key, 'en') ? key : null;
}

/**
 * The params as the sentence says them: lists joined, sides and titles in the language chosen.
 * @param {Record<string, any>} [params]
 */
function sayParams(params = {}) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) out[k] = listWords(v);
    else if (k === 'found' && v === null) out[k] = t('error.found.end');
    else if ((k === 'side' || k === 'other') && sideKey(v)) out[k] = t(sideKey(v));
    // A piece the core names (xiangqi's general, chariot…) has its word under error.piece.*.
    else if (k === 'piece' && typeof v === 'string' && hasKey(`error.piece.${v}`, 'en')) out[k] = t(`error.piece.${v}`);
    else if (k === 'node' && typeof v === 'string') out[k] = sayName(v); // a label, or the page's node name ('node 1.2', 'the root')
    else out[k] = v;
  }
  // A game named by its title in the English carries its kind: say the title in this language.
  if (typeof params.kind === 'string') {
    if ('game' in params) out.game = gameTitle(params.kind, params.game);
    else out.kind = gameTitle(params.kind);
  }
  return out;
}

/**
 * The key to say `code` with, given where the error is shown: `entry`, the Game menu's entry
 * ('custom' for a typed tree, a preset's name otherwise). A preset's text is not on screen, so its
 * missing static value asks for another depth; iterative deepening searches every depth from 1,
 * so there the advice is to switch it off.
 * @param {string} code
 * @param {{ entry?: string }} [where]
 * @returns {string}
 */
export function errorKey(code, { entry } = {}) {
  const custom = entry === undefined || entry === 'custom';
  if (code === 'tree.noStatic' && !custom) return 'error.tree.noStaticPreset';
  if (code === 'id.noStatic') return custom ? 'error.id.noStaticCustom' : 'error.id.noStaticPreset';
  return `error.${code}`;
}

/** The words alone, as inside another sentence: no capital, no place. */
export function errorWords(e, context = {}) {
  if (!e) return '';
  if (typeof e === 'string') return t('error.unknown', { message: e });
  const known = typeof e.code === 'string' && hasKey(errorKey(e.code, context), 'en');
  return known ? t(errorKey(e.code, context), sayParams(e.params || {})) : t('error.unknown', { message: String(e.message ?? e) });
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The words for an error in the language chosen. `e`: the core's {code, params, message, line,
 * column}, a worker's panic ({type: 'panic', message}), or anything else thrown (said as its
 * message, error.unknown). `context.entry`: the Game menu's entry; the line and column are said
 * in front only where the user typed the text (the custom tree, or no entry given).
 */
export function errorText(e, context = {}) {
  if (!e) return '';
  if (e.type === 'panic') return t('error.crashed', { detail: e.message });
  const words = errorWords(e, context);
  const custom = context.entry === undefined || context.entry === 'custom';
  if (custom && typeof e.line === 'number' && e.line > 0) return t('error.at', { line: e.line, column: e.column, message: words });
  return capital(words);
}
