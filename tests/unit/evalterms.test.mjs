// The evaluation's terms are codes with named parameters (crate/src/term.rs, term!): every code
// the core can return has eval.<code> in every language, naming exactly the parameters the core
// sends, and the page says them by code, never by reading the English back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DICTIONARIES, placeholders, setLanguage, getLanguage } from '../../www/i18n.js';
import { sayTerm } from '../../www/panels.js';

const SRC = fileURLToPath(new URL('../../crate/src/', import.meta.url));

function rustFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((f) => (f.isDirectory() ? rustFiles(`${dir}${f.name}/`) : f.name.endsWith('.rs') ? [dir + f.name] : []));
}

const unescape = (s) => s.replace(/\\\n\s*/g, '').replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
const unquote = (s) => { const m = /^\s*"((?:[^"\\]|\\[\s\S])*)"\s*$/.exec(s); return m ? unescape(m[1]) : null; };

/**
 * Every term!(value, code, "English", name = value, …; extra = value) in crate/src, as
 * {file, code, english, names (before ';'), extras (after it)}. Strings and char literals are
 * skipped over while counting brackets, as errors.test.mjs does for err!.
 */
export function coreTerms() {
  const out = [];
  for (const file of rustFiles()) {
    const src = readFileSync(file, 'utf8').split('\n').filter((l) => !/^\s*\/\//.test(l)).join('\n');
    for (const m of src.matchAll(/\bterm!\(/g)) {
      let i = m.index + m[0].length, depth = 1, arg = '', args = [], sep = -1;
      while (i < src.length && depth > 0) {
        const c = src[i];
        if (c === '"') { let j = i + 1; while (src[j] !== '"') j += src[j] === '\\' ? 2 : 1; arg += src.slice(i, j + 1); i = j + 1; continue; }
        if (c === "'" && /^'(\\.|[^\\'])'/.test(src.slice(i, i + 4))) { const lit = /^'(\\.|[^\\'])'/.exec(src.slice(i, i + 4))[0]; arg += lit; i += lit.length; continue; }
        if ('([{'.includes(c)) depth++;
        if (')]}'.includes(c)) depth--;
        if (depth === 0) break;
        if (depth === 1 && (c === ',' || c === ';')) { args.push(arg); arg = ''; if (c === ';') sep = args.length; i++; continue; }
        arg += c;
        i++;
      }
      if (arg.trim()) args.push(arg);
      const [, code, english, ...rest] = args;
      const named = rest.map((a) => /^\s*([a-z_][a-z0-9_]*)\s*=(?![=>])/i.exec(a)).map((x) => x && x[1]);
      const cut = sep < 0 ? named.length : sep - 3;
      out.push({ file: file.slice(SRC.length), code: unquote(code), english: unquote(english), names: named.slice(0, cut).filter(Boolean), extras: named.slice(cut).filter(Boolean) });
    }
  }
  return out;
}

const formatNames = (s) => [...new Set([...s.replace(/\{\{|\}\}/g, '').matchAll(/\{([a-z_][a-z0-9_]*)(?::[^}]*)?\}/gi)].map((m) => m[1]))].sort();
const paramNames = (e) => [...new Set([...e.names, ...e.extras])].sort().join();

test('the scanner finds every game\'s terms (at least the ones this test names)', () => {
  const codes = new Set(coreTerms().map((e) => e.code));
  for (const c of ['material', 'materialXq', 'materialKingOnly', 'materialGeneralOnly', 'materialAcross', 'pst', 'pstXq', 'mated', 'draw', 'xqNoMove',
    'car', 'carsOff', 'blocks', 'dodgemWin', 'openThrees', 'openTwos', 'centre', 'fourInRow', 'boardFull', 'nimOpen', 'nimEnd']) {
    assert.ok(codes.has(c), c);
  }
  assert.ok(coreTerms().every((e) => e.code && e.english !== null), 'each term! has a literal code and English');
});

test('each term! names in its English exactly the parameters it records (nothing captured from around it)', () => {
  const bad = [];
  for (const e of coreTerms()) {
    if (formatNames(e.english).join() !== [...new Set(e.names)].sort().join()) bad.push(`${e.file} ${e.code}: English ${formatNames(e.english)} vs params ${e.names}`);
  }
  assert.deepEqual(bad, []);
});

test('every term the core returns has eval.<code> in every language, with the parameters the core sends', () => {
  const bad = [];
  for (const e of coreTerms()) {
    for (const [lang, dict] of Object.entries(DICTIONARIES)) {
      const key = `eval.${e.code}`;
      if (!(key in dict)) { bad.push(`${lang} lacks ${key} (${e.file})`); continue; }
      const said = [...new Set(placeholders(dict[key]).map((p) => p.split(':')[0]))].sort();
      if (said.join() !== paramNames(e)) bad.push(`${lang} ${key}: {${said}} but the core sends {${paramNames(e)}}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('the same code always has the same parameters, and no eval.* key is left without a term or a page use', () => {
  const seen = new Map(), bad = [];
  for (const e of coreTerms()) {
    if (seen.has(e.code) && seen.get(e.code) !== paramNames(e)) bad.push(`${e.code}: {${seen.get(e.code)}} and {${paramNames(e)}}`);
    seen.set(e.code, paramNames(e));
  }
  assert.deepEqual(bad, []);
  // The eval.* keys the page uses by name (the table's total row, a material's pieces) are not terms.
  const views = /^eval\.(total|\w+View|piece\.(chess\.[QRBNP]|xiangqi\.[RCHEAP]))$/;
  const orphans = Object.keys(DICTIONARIES.en).filter((k) => k.startsWith('eval.') && !views.test(k) && !seen.has(k.slice(5)));
  assert.deepEqual(orphans, []);
});

test('every piece letter a material term can list has its words in every language, counted by n', () => {
  const bad = [];
  for (const [game, letters] of [['chess', 'QRBNP'], ['xiangqi', 'RCHEAP']]) {
    for (const l of letters) {
      for (const [lang, dict] of Object.entries(DICTIONARIES)) {
        const key = `eval.piece.${game}.${l}`;
        if (!(key in dict)) bad.push(`${lang} lacks ${key}`);
        else if (placeholders(dict[key]).map((p) => p.split(':')[0]).join() !== 'n') bad.push(`${lang} ${key} names ${placeholders(dict[key])}`);
      }
    }
  }
  assert.deepEqual(bad, []);
});

const inLanguage = (lang, fn) => {
  const before = getLanguage();
  setLanguage(lang);
  try { return fn(); } finally { setLanguage(before); }
};

test('English from the keys is the core\'s English, word for word, for the terms the Rust tests pin', () => {
  const terms = [
    { code: 'mated', params: { side: 'White', plies: 1, mate: 1 }, text: 'checkmate: White is mated 1 ply from the root (MATE - 1)' },
    { code: 'mated', params: { side: 'Black', plies: 3, mate: 3 }, text: 'checkmate: Black is mated 3 plies from the root (MATE - 3)' },
    { code: 'draw', params: { how: 'stalemate' }, text: 'stalemate: 0' },
    { code: 'xqNoMove', params: { how: 'stalemate', side: 'Red', plies: 0, mate: 0 }, text: 'stalemate (a loss in xiangqi): Red has no legal move 0 plies from the root and loses (MATE - 0)' },
    { code: 'materialAcross', params: { side: 'Red', counts: ['1P'], across: 1 }, text: 'Red material (1P, 1 P across the river)' },
    { code: 'material', params: { side: 'White', counts: ['1Q', '2R', '2B', '2N', '8P'] }, text: 'White material (1Q 2R 2B 2N 8P)' },
    { code: 'materialGeneralOnly', params: { side: 'Black' }, text: 'Black material (general only)' },
    { code: 'nimOpen', params: { sum: '3 ⊕ 4 ⊕ 5', s: 2, side: 'MAX', wins: true }, text: 'the game is not over: 0 (no heuristic). Nim-sum 3 ⊕ 4 ⊕ 5 = 2: Bouton says the side to move (MAX) wins' },
    { code: 'openThrees', params: { mark: 'X', n: 1, w: 50 }, text: 'X: 1 open three × 50' },
    { code: 'carsOff', params: { side: 'White', n: 2 }, text: 'White: 2 cars off the board' },
  ];
  for (const term of terms) assert.equal(inLanguage('en', () => sayTerm(term)), term.text);
});
