// The core's errors (by code) and what the page still reads back from the core's English (the
// evaluation's terms) are said in the language chosen.

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
  assert.equal(inLanguage('pl', () => errorText(stops, { entry: 'aima' })), 'Głębokość 1 kończy się w B, węźle wewnętrznym bez wartości statycznej (to drzewo ich nie podaje): ustaw Głębokość na 2');
  const deep = { code: 'tooDeep', params: { depth: 12, game: 'Chess', max: 10, kind: 'chess' } };
  assert.match(inLanguage('pl', () => errorText(deep, { entry: 'chess' })), /^Głębokość 12 to tu za dużo dla gry Szachy: najwyżej 10 półruchów/);
  assert.match(inLanguage('vi', () => errorText({ ...stops, code: 'id.noStatic' }, { entry: 'custom' })), /^Dòng 1, cột 4: tìm kiếm sâu dần: độ sâu 1 dừng ở B/);
});

test('the evaluation’s terms: English as the core wrote them, Polish and Vietnamese through eval.* keys', () => {
  const terms = ['White material (1Q 2P)', 'Black piece-square tables (king: endgame table)', 'Red piece-square tables (XQWLight)',
    'Black car on b3', 'White on b2 blocks Black on a2', 'X: 1 open three × 50', 'O: 2 stones in the centre × 4', 'the board is full: a draw'];
  for (const term of terms) assert.equal(inLanguage('en', () => sayTerm(term)), term);
  assert.equal(inLanguage('pl', () => sayTerm('White material (1Q 2P)')), 'Materiał: białe (1Q 2P)');
  assert.equal(inLanguage('pl', () => sayTerm('O: 2 stones in the centre × 4')), 'O: 2 krążki w środku × 4');
  assert.equal(inLanguage('pl', () => sayTerm('O: 5 stones in the centre × 4')), 'O: 5 krążków w środku × 4');
  assert.equal(inLanguage('vi', () => sayTerm('Black piece-square tables (king: endgame table)')), 'Bảng vị trí quân của Đen (vua: bảng tàn cuộc)');
  assert.equal(inLanguage('pl', () => sayTerm('an unknown term')), 'an unknown term');
});

test('the comparison’s configurations, the outcome and the steps CSV’s events per language', () => {
  const c = { algorithm: 'pvs', iterativeDeepening: true, tt: true, ordering: ['mvv-lva', 'killer'], nullMove: 2 };
  assert.equal(inLanguage('en', () => configWords(c)), 'PVS + iterative deepening + table + ordering (MVV-LVA, killer) + null move (R = 2)');
  assert.equal(inLanguage('pl', () => configWords(c)), 'PVS + pogłębianie + tablica + kolejność (MVV-LVA, killer) + ruch zerowy (R = 2)');
  assert.equal(inLanguage('en', () => outcomeLine({ forMax: -1, plies: 19 }, ['Black', 'White'])), 'Perfect play: White wins in 19 plies.');
  assert.equal(inLanguage('pl', () => outcomeLine({ forMax: 1, plies: 22 }, ['Black', 'White'])), 'Przy najlepszej grze wygrywa: czarne, w 22 półruchach.');
  const tr = { kind: [Kind.Enter, Kind.Cutoff], a: [0, CutKind.Alpha] };
  assert.deepEqual(inLanguage('en', () => [eventName(tr, 0), eventName(tr, 1)]), ['enter', 'alpha cutoff']);
  assert.deepEqual(inLanguage('vi', () => [eventName(tr, 0), eventName(tr, 1)]), ['vào', 'cắt tỉa alpha']);
});
