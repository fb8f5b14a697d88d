// Vietnamese and Polish as a teacher of each would write them (issue 17): the defects a review
// found, each said as it now reads. The glossary's one-word-per-concept rule is glossary.test.mjs.

import test from 'node:test';
import assert from 'node:assert/strict';
import { t, setLanguage, getLanguage, DICTIONARIES } from '../../www/i18n.js';
import { sayName } from '../../www/narration-i18n.js';
import { NodeName } from '../../www/model.js';
import { sayTerm } from '../../www/panels.js';

const inLanguage = (lang, fn) => {
  const before = getLanguage();
  setLanguage(lang);
  try { return fn(); } finally { setLanguage(before); }
};

// The placeholders that carry a node's name: "korzeń", "liść 1.2", "węzeł 1.2", "B", „X5 O1”.
const NAMES = /\{(node|parent|child|cutAt|root)\}/u;
// A preposition or a noun before a name would want it inflected: "w korzeń", "węzeł liść 1.2".
const INFLECTED = /(?<!\p{L})(w|we|do|z|ze|od|na|przy|po|dla|o|u|węzeł|węzła|węzłem|węźle|węzłowi|liść|liścia|korzeń|korzenia)\s+\{(node|parent|child|cutAt|root)\}/iu;
// …or an apposition after it, in a case: "kończy się w {node}, węźle wewnętrznym".
const APPOSITION = /\{(node|parent|child|cutAt|root)\}, (węźle|węzła|węzłem|liściu|korzeniu)/iu;

test('Polish never puts a node name in an inflected slot: the name is a subject or follows a colon', () => {
  const bad = Object.entries(DICTIONARIES.pl)
    .filter(([, text]) => NAMES.test(text) && (INFLECTED.test(text) || APPOSITION.test(text)))
    .map(([k, text]) => `${k}: ${text}`);
  assert.deepEqual(bad, []);
  assert.equal(t('practice.ask.cut', { node: 'korzeń' }, 'pl'), 'Czy korzeń teraz dokona odcięcia?');
  assert.equal(t('practice.ask.window', { node: 'liść 1.2' }, 'pl'), 'Jakie okno (α, β) ma liść 1.2, gdy przeszukiwanie do niego wchodzi?');
  assert.equal(t('error.noNode', { node: 'węzeł 1.2' }, 'pl'), 'nie ma takiego węzła: węzeł 1.2');
});

test('a root search is the k-th search from the root, not a search from the k-th root', () => {
  const p = { k: 2, depth: 3, alpha: -5, beta: 5 };
  assert.match(t('narr.rootSearch', p, 'vi'), /^Lần tìm thứ 2 từ gốc: độ sâu 3/);
  assert.match(t('narr.rootSearchReturns', { ...p, value: 4, bound: '' }, 'vi'), /^Lần tìm thứ 2 từ gốc \(độ sâu 3\) trả về 4/);
  assert.match(t('narr.rootSearch', p, 'pl'), /^Przeszukiwanie nr 2 od korzenia: głębokość 3/);
  assert.match(t('narr.rootSearchReturns', { ...p, value: 4, bound: '' }, 'pl'), /^Przeszukiwanie nr 2 od korzenia \(głębokość 3\) zwraca wartość 4/);
});

test('a zero-window search and a re-search name the child, not "the zero window of child k"', () => {
  const p = { node: 'korzeń', k: 2, alpha: 3, beta: 4 };
  assert.equal(t('narr.zeroWindow', p, 'pl'), 'korzeń przeszukuje węzeł potomny nr 2 z oknem zerowym: α = 3, β = 4.');
  assert.equal(t('narr.reSearch', p, 'pl'), 'korzeń ponownie przeszukuje węzeł potomny nr 2, tym razem z szerszym oknem: α = 3, β = 4.');
});

test('"No more X after this step" names the kind of step in Vietnamese, whatever X is', () => {
  for (const k of ['find.iteration', 'find.probe', 'find.store', 'find.reSearch', 'find.standPat']) {
    const what = t(k, {}, 'vi');
    assert.equal(t('status.noMoreFound', { what }, 'vi'), `Không còn bước “${what}” nào sau bước này.`);
  }
});

/** The deepest nesting of round brackets in a text (a quoted ‘(’, “(” or „(”, MTD(f) and (...) are no brackets). */
const depth = (s) => { let d = 0, most = 0; for (const ch of s.replace(/[‘“„][()][’”]|MTD\(f\)|\(\.\.\.\)/g, '')) { if (ch === '(') most = Math.max(most, ++d); else if (ch === ')') d--; } return most; };

test('no brackets inside brackets: a move order with its reason, and every message on its own', () => {
  for (const lang of ['vi', 'pl']) {
    for (const key of Object.keys(DICTIONARIES[lang]).filter((k) => k.startsWith('reason.'))) {
      const reason = t(key, { score: 7 }, lang);
      for (const order of ['narr.orderFirst', 'narr.orderThen']) assert.equal(depth(t(order, { move: 'Nf3', reason }, lang)), 1, `${lang} ${order} ${key}`);
    }
    for (const [k, text] of Object.entries(DICTIONARIES[lang])) assert.ok(depth(text) <= 1, `${lang} ${k}: ${text}`);
  }
});

test('the legend says a bound in words: ≥5 is "at least 5, a fail-high", no garbled clause', () => {
  assert.equal(t('legend.bounds.words', {}, 'vi'), '≥5: không nhỏ hơn 5, vượt trên (fail-high); ≤2: không lớn hơn 2, hụt dưới (fail-low): có cắt tỉa bên dưới, hoặc dạng cứng (fail-hard) đã kẹp giá trị vào cửa sổ. Không có dấu: mọi nút con đều đã được tìm, giá trị là chính xác.');
  assert.equal(t('legend.quiet', {}, 'pl'), 'Przeszukiwanie spoczynkowe');
  assert.doesNotMatch(t('legend.quiet.words', {}, 'pl'), /^Puste/);
});

test('Polish: "this game" is no genitive inside "dla gry …", and the page does not speak in the first person', () => {
  const said = t('controls.depthTooDeep', { asked: 12, max: 10, game: t('controls.thisGame', {}, 'pl') }, 'pl');
  assert.equal(said, 'Ta gra: głębokość 12 to za dużo, rdzeń przeszukuje najwyżej 10 półruchów w głąb (granica rekurencji). Przeszukiwanie sięga głębokości 10; ustaw Głębokość na 10 lub mniej.');
  assert.equal(t('player.findNext', {}, 'pl'), 'Następne'); // beside "Szukaj": the next one found, not "Znajdź" alone
});

test('a Dodgem car blocking another is said with the car as subject: "samochód … stoi na drodze samochodowi …"', () => {
  const blocks = { code: 'blocks', params: { a: 'White', sa: 'c2', b: 'Black', sb: 'b2' }, text: 'White on c2 blocks Black on b2' };
  assert.equal(inLanguage('pl', () => sayTerm(blocks)), 'samochód na c2 (białe) stoi na drodze samochodowi na b2 (czarne)');
  assert.equal(inLanguage('vi', () => sayTerm(blocks)), 'xe Trắng ở c2 chặn đường xe Đen ở b2');
});

test('a game node named by its moves is quoted as each language quotes: “X5 O1” in English and Vietnamese, „X5 O1” in Polish', () => {
  assert.equal(inLanguage('en', () => sayName(NodeName.moves('X5 O1'))), '“X5 O1”');
  assert.equal(inLanguage('vi', () => sayName(NodeName.moves('X5 O1'))), '“X5 O1”');
  assert.equal(inLanguage('pl', () => sayName(NodeName.moves('… X5 O1'))), '„… X5 O1”');
  assert.equal(inLanguage('pl', () => t('narr.eval', { node: sayName(NodeName.moves('X5')), value: 1 })), 'Przeszukiwanie ocenia „X5”: wartość to 1.');
});

test('Vietnamese quotes as “…” and Polish as „…”: no English single quotes ‘…’ round a value in either dictionary', () => {
  for (const [lang, open] of [['vi', '“'], ['pl', '„']]) {
    const single = Object.entries(DICTIONARIES[lang]).filter(([, text]) => text.includes('‘')).map(([k]) => k);
    assert.deepEqual(single, [], `${lang}: ${single.join(', ')}`);
    assert.ok(inLanguage(lang, () => t('error.unknownGame', { name: 'go', list: 'chess' })).includes(`${open}go”`), lang);
  }
});
