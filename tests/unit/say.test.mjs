// The core's errors and the evaluation's terms (both by code) are said in the language chosen.

import test from 'node:test';
import assert from 'node:assert/strict';
import { setLanguage, getLanguage } from '../../www/i18n.js';
import { errorText } from '../../www/errors.js';
import { sayTerm, configWords, outcomeLine } from '../../www/panels.js';
import { eventName } from '../../www/export-data.js';
import { Kind, CutKind } from '../../www/trace.js';

const inLanguage = (lang, fn) => {
  const before = getLanguage();
  setLanguage(lang);
  try { return fn(); } finally { setLanguage(before); }
};

test('the core\'s errors are said by code: English from en.js, Polish by its key, the advice by the game entry', () => {
  const stops = { code: 'tree.noStatic', params: { depth: 1, node: 'B', example: '(3 12 8)~5', to: 2 }, line: 1, column: 4 };
  assert.equal(inLanguage('en', () => errorText(stops, { entry: 'aima' })), 'Depth 1 stops at B, an inner node without a static value (this tree gives inner nodes no static value): set Depth to 2');
  assert.equal(inLanguage('pl', () => errorText(stops, { entry: 'aima' })), 'Głębokość 1 kończy się na węźle wewnętrznym bez wartości statycznej: B (to drzewo nie podaje wartości statycznych węzłów wewnętrznych); ustaw Głębokość na 2');
  const deep = { code: 'tooDeep', params: { depth: 201, game: 'Chess', max: 200, kind: 'chess' } };
  assert.match(inLanguage('pl', () => errorText(deep, { entry: 'chess' })), /^Głębokość 201 to za dużo dla gry Szachy: rdzeń przeszukuje najwyżej 200 półruchów w głąb/);
  assert.match(inLanguage('vi', () => errorText({ ...stops, code: 'id.noStatic' }, { entry: 'custom' })), /^Dòng 1, cột 4: tìm kiếm sâu dần: độ sâu 1 dừng ở B/);
});

test('the evaluation’s terms: said by code in Polish and Vietnamese, sides in the language; a code with no key keeps the core’s English', () => {
  const material = { code: 'material', params: { side: 'White', counts: ['1Q', '2P'] }, text: 'White material (1Q 2P)', value: 1000 };
  assert.equal(inLanguage('en', () => sayTerm(material)), 'White material (1Q 2P)');
  assert.equal(inLanguage('pl', () => sayTerm(material)), 'Materiał: białe (1 hetman i 2 piony)');
  assert.equal(inLanguage('vi', () => sayTerm(material)), 'Quân của Trắng (1 Hậu, 2 Tốt)');
  const start = { code: 'material', params: { side: 'Black', counts: ['1Q', '2R', '2B', '2N', '8P'] }, text: 'Black material (1Q 2R 2B 2N 8P)' };
  assert.equal(inLanguage('en', () => sayTerm(start)), start.text);
  assert.equal(inLanguage('pl', () => sayTerm(start)), 'Materiał: czarne (1 hetman, 2 wieże, 2 gońce, 2 skoczki i 8 pionów)');
  const xq = { code: 'materialXq', params: { side: 'Red', counts: ['2R', '2C', '2H', '2E', '2A', '5P'] }, text: 'Red material (2R 2C 2H 2E 2A 5P)' };
  assert.equal(inLanguage('en', () => sayTerm(xq)), xq.text);
  assert.equal(inLanguage('vi', () => sayTerm(xq)), 'Quân của Đỏ (2 Xe, 2 Pháo, 2 Mã, 2 Tượng, 2 Sĩ, 5 Tốt)');
  const centre = (n) => ({ code: 'centre', params: { mark: 'O', n, w: 4 }, text: `O: ${n} stones in the centre × 4` });
  assert.equal(inLanguage('pl', () => sayTerm(centre(2))), 'O: 2 krążki w środku × 4');
  assert.equal(inLanguage('pl', () => sayTerm(centre(5))), 'O: 5 krążków w środku × 4');
  const pst = { code: 'pst', params: { side: 'Black', table: 'endgame' }, text: 'Black piece-square tables (king: endgame table)' };
  assert.equal(inLanguage('vi', () => sayTerm(pst)), 'Bảng vị trí quân của Đen (Vua: bảng tàn cuộc)');
  const mated = { code: 'mated', params: { side: 'White', plies: 3, mate: 3 }, text: 'checkmate: White is mated 3 plies from the root (MATE - 3)' };
  assert.equal(inLanguage('pl', () => sayTerm(mated)), 'mat: białe dostają mata, 3 półruchy od korzenia (MATE - 3)');
  assert.equal(inLanguage('vi', () => sayTerm(mated)), 'chiếu hết: Trắng bị chiếu hết, cách gốc 3 nửa nước (MATE - 3)');
  const across = { code: 'materialAcross', params: { side: 'Red', counts: ['2R', '5P'], across: 2 }, text: 'Red material (2R 5P, 2 P across the river)' };
  assert.equal(inLanguage('en', () => sayTerm(across)), across.text);
  assert.equal(inLanguage('pl', () => sayTerm(across)), 'Materiał: czerwone (2 rydwany i 5 żołnierzy, w tym 2 żołnierze za rzeką)');
  assert.equal(inLanguage('vi', () => sayTerm({ code: 'draw', params: { how: 'stalemate' }, text: 'stalemate: 0' })), 'hết nước đi: hòa: 0');
  assert.equal(inLanguage('pl', () => sayTerm({ code: 'unknown', params: {}, text: 'an unknown term' })), 'an unknown term');
});

test('the comparison’s configurations, the outcome and the steps CSV’s events per language', () => {
  const c = { algorithm: 'pvs', iterativeDeepening: true, tt: true, ordering: ['mvv-lva', 'killer'], nullMove: 2 };
  assert.equal(inLanguage('en', () => configWords(c)), 'PVS + iterative deepening + table + ordering (MVV-LVA, killer) + null move (R = 2)');
  assert.equal(inLanguage('pl', () => configWords(c)), 'PVS + iteracyjne pogłębianie + tablica + kolejność (MVV-LVA, ruchy zabójcze) + ruch zerowy (R = 2)');
  assert.equal(inLanguage('en', () => outcomeLine({ forMax: -1, plies: 19 }, ['Black', 'White'])), 'Perfect play: White wins in 19 plies.');
  assert.equal(inLanguage('pl', () => outcomeLine({ forMax: 1, plies: 22 }, ['Black', 'White'])), 'Przy najlepszej grze wygrywa: czarne (w 22 półruchach).');
  const tr = { kind: [Kind.Enter, Kind.Cutoff], a: [0, CutKind.Alpha] };
  assert.deepEqual(inLanguage('en', () => [eventName(tr, 0), eventName(tr, 1)]), ['enter', 'alpha cutoff']);
  assert.deepEqual(inLanguage('vi', () => [eventName(tr, 0), eventName(tr, 1)]), ['vào', 'cắt tỉa alpha']);
});
