// The core's errors are codes with named parameters (crate/src/error.rs, err!): every code the
// core can return has words in every language, naming exactly the parameters the core sends, and
// the page says them by code, never by reading the English back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { macroCalls, formatNames } from './macros.mjs';
import { DICTIONARIES, placeholders, setLanguage, getLanguage } from '../../www/i18n.js';
import { errorText, errorWords, errorKey } from '../../www/errors.js';

/** Every err!(code, "English", name = value, …; extra = value) in crate/src. */
export const coreErrors = () => macroCalls('err');

test('the scanner finds the core\'s codes (at least the ones this test names)', () => {
  const codes = new Set(coreErrors().map((e) => e.code));
  for (const c of ['tree.unclosed', 'fen.side', 'nim.heapTooBig', 'dodgem.cells', 'connect4.outside', 'xiangqi.palace', 'unknownGame', 'tooDeep', 'id.noStatic', 'badConfig', 'cli.usage']) {
    assert.ok(codes.has(c), c);
  }
  assert.ok(codes.size >= 100, `${codes.size} codes`);
});

test('each err! names in its English exactly the parameters it records (nothing captured from around it)', () => {
  const bad = [];
  for (const e of coreErrors()) {
    if (formatNames(e.english).join() !== [...new Set(e.names)].sort().join()) bad.push(`${e.file} ${e.code}: English ${formatNames(e.english)} vs params ${e.names}`);
  }
  assert.deepEqual(bad, []);
});

test('every code the core returns has error.<code> in every language, with the parameters the core sends', () => {
  const bad = [];
  for (const e of coreErrors()) {
    for (const [lang, dict] of Object.entries(DICTIONARIES)) {
      const key = `error.${e.code}`;
      if (!(key in dict)) { bad.push(`${lang} lacks ${key} (${e.file})`); continue; }
      const said = [...new Set(placeholders(dict[key]).map((p) => p.split(':')[0]))].sort();
      if (said.join() !== [...new Set(e.names)].sort().join()) bad.push(`${lang} ${key}: {${said}} but the core sends {${e.names}}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('the same code always has the same parameters', () => {
  const seen = new Map(), bad = [];
  for (const e of coreErrors()) {
    const names = [...new Set(e.names)].sort().join();
    if (seen.has(e.code) && seen.get(e.code) !== names) bad.push(`${e.code}: {${seen.get(e.code)}} and {${names}}`);
    seen.set(e.code, names);
  }
  assert.deepEqual(bad, []);
});

test('the page reads no English back: no regex table, no errorCode', async () => {
  const mod = await import('../../www/errors.js');
  assert.equal(mod.CORE_ERRORS, undefined);
  assert.equal(mod.errorCode, undefined);
});

const inLanguage = (lang, fn) => {
  const before = getLanguage();
  setLanguage(lang);
  try { return fn(); } finally { setLanguage(before); }
};

test('a tree parse error: its code and params, with the place in front on the custom tree', () => {
  const e = { code: 'tree.expectedNode', params: { found: null }, message: 'expected a node …', line: 2, column: 5 };
  assert.equal(inLanguage('en', () => errorText(e)), 'Line 2, column 5: expected a node (a number or ‘(’), found the end of the text');
  assert.equal(inLanguage('pl', () => errorText(e)), 'Wiersz 2, kolumna 5: oczekiwano węzła (liczby lub „(”), a jest koniec tekstu');
  assert.equal(inLanguage('pl', () => errorText(e, { entry: 'aima' })), 'Oczekiwano węzła (liczby lub „(”), a jest koniec tekstu');
});

test('numbers format through Intl, lists in the language, a kind as the game\'s title', () => {
  assert.equal(inLanguage('vi', () => errorText({ code: 'random.noise', params: { noise: -3 } })), 'Nhiễu không được âm (đang là -3)');
  assert.equal(inLanguage('vi', () => errorText({ code: 'unknownPreset', params: { name: 'x', list: ['aima', 'wikipedia'] } })), 'Không có cây mẫu “x”: hãy dùng aima hoặc wikipedia');
  assert.equal(inLanguage('en', () => errorText({ code: 'budget', params: { n: 2000000 } })), 'Stopped after 2,000,000 nodes, the comparison’s budget: lower the depth to see this row');
  const deep = { code: 'tooDeep', params: { depth: 201, game: 'Chess', max: 200, kind: 'chess' } };
  assert.match(inLanguage('pl', () => errorText(deep)), /^Głębokość 201 to za dużo dla gry Szachy: rdzeń przeszukuje najwyżej 200 półruchów w głąb/);
  assert.match(inLanguage('en', () => errorText(deep)), /at most 200 plies, its recursion limit .*Set Depth to 200 or less\.$/);
});

test('the advice is chosen by code and entry: a preset asks for another depth, iterative deepening to switch it off', () => {
  const stops = { code: 'tree.noStatic', params: { depth: 1, node: 'B', example: '(3 12 8)~5', to: 2 }, line: 1, column: 4 };
  const preset = inLanguage('en', () => errorText(stops, { entry: 'aima' }));
  assert.ok(!/Line \d|column|closing parenthesis/.test(preset), preset);
  assert.match(preset, /^Depth 1 stops at B.*set Depth to 2$/);
  assert.match(inLanguage('en', () => errorText(stops, { entry: 'custom' })), /^Line 1, column 4: depth 1 stops at B.*\(3 12 8\)~5, or search to depth 2$/);
  assert.equal(inLanguage('pl', () => errorText(stops, { entry: 'aima' })), 'Głębokość 1 kończy się na węźle wewnętrznym bez wartości statycznej: B (to drzewo nie podaje wartości statycznych węzłów wewnętrznych); ustaw Głębokość na 2');
  const id = { ...stops, code: 'id.noStatic' };
  assert.equal(errorKey('id.noStatic', { entry: 'aima' }), 'error.id.noStaticPreset');
  const idPreset = inLanguage('en', () => errorText(id, { entry: 'aima' }));
  assert.match(idPreset, /^Iterative deepening: depth 1 stops at B.*switch Iterative deepening off$/);
  assert.ok(!/set Depth/.test(idPreset), idPreset);
  assert.match(inLanguage('en', () => errorText(id, { entry: 'custom' })), /^Line 1, column 4: iterative deepening: .*\(3 12 8\)~5, or switch Iterative deepening off$/);
  assert.match(inLanguage('vi', () => errorText(id, { entry: 'custom' })), /^Dòng 1, cột 4: tìm kiếm sâu dần: độ sâu 1 dừng ở B/);
  // An unlabelled node is named as the page names it.
  assert.doesNotMatch(inLanguage('pl', () => errorText({ ...stops, params: { ...stops.params, node: 'node 1.2' } }, { entry: 'aima' })), /\bnode\b/);
});

test('errors the regex table never knew are said in Polish and Vietnamese', () => {
  const nim = { code: 'nim.heapTooBig', params: { i: 2, n: 40, max: 31 } };
  assert.doesNotMatch(inLanguage('pl', () => errorText(nim)), /heap|objects|most/);
  assert.match(inLanguage('pl', () => errorText(nim)), /40/);
  const cells = { code: 'dodgem.cells', params: { n: 4, cells: 'b..b' } };
  assert.match(inLanguage('vi', () => errorText(cells)), /^Thế cờ Dodgem cần 9 ô/);
  const play = { code: 'play.tooBig', params: { depth: 5, cap: 3000000 } };
  assert.equal(inLanguage('en', () => errorWords(play)), 'depth 5 would record more than 3,000,000 steps');
  assert.match(inLanguage('pl', () => errorWords(play)), /3\s000\s000/);
});

test('an object without a code (a JS exception) keeps its message; a panic says the core crashed', () => {
  assert.equal(errorText({ message: 'something new' }), 'Something new');
  assert.equal(errorText(new Error('boom')), 'Boom');
  assert.match(errorText({ type: 'panic', message: 'unreachable' }), /crashed/);
});

test('the tic-tac-toe editor’s refusals read in English and in Polish (the core’s codes: crate/src/game/tictactoe.rs)', async () => {
  const { errorText } = await import('../../www/errors.js');
  const { setLanguage } = await import('../../www/i18n.js');
  const oAhead = { code: 'ttt.oAhead', params: { nx: 0, no: 1 } }, xAhead = { code: 'ttt.xAhead', params: { nx: 2, no: 0 } };
  assert.equal(errorText(oAhead), 'O has 1 mark and X 0: X moves first, so O never has more marks than X.');
  assert.equal(errorText(xAhead), 'X has 2 marks and O 0: the players take turns, so X has at most one mark more than O.');
  setLanguage('pl');
  try {
    assert.equal(errorText(oAhead), 'O ma 1 znak, a X 0: X zaczyna, więc O nigdy nie ma więcej znaków niż X.');
  } finally { setLanguage('en'); }
});
