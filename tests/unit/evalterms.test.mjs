// The evaluation's terms are codes with named parameters (crate/src/term.rs, term!): every code
// the core can return has eval.<code> in every language, naming exactly the parameters the core
// sends, and the page says them by code, never by reading the English back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { macroCalls, formatNames } from './macros.mjs';
import { DICTIONARIES, placeholders, setLanguage, getLanguage } from '../../www/i18n.js';
import { sayTerm } from '../../www/panels.js';

/** Every term!(value, code, "English", name = value, …; extra = value) in crate/src. */
export const coreTerms = () => macroCalls('term', 1);

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
