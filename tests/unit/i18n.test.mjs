import test from 'node:test';
import assert from 'node:assert/strict';
import {
  t, setLanguage, getLanguage, pickLanguage, formatNumber, formatValue, format, parse, placeholders,
  pluralCategories, DICTIONARIES, LANGUAGES, catalogueKeys, word, sayWord, gameTitle,
} from '../../www/i18n.js';

const en = DICTIONARIES.en;

test('every language has exactly the English keys', () => {
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const missing = Object.keys(en).filter((k) => !(k in dict));
    const extra = Object.keys(dict).filter((k) => !(k in en));
    assert.deepEqual(missing, [], `${lang} lacks keys`);
    assert.deepEqual(extra, [], `${lang} has keys English lacks`);
  }
});

test('every message parses and uses the same arguments as the English one', () => {
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    for (const [k, text] of Object.entries(dict)) {
      assert.doesNotThrow(() => parse(text), `${lang} ${k}`);
      assert.deepEqual(placeholders(text), placeholders(en[k]), `${lang} ${k}: placeholders differ`);
    }
  }
});

test('every plural gives each category its language selects', () => {
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const needed = new Intl.PluralRules(LANGUAGES[lang].locale).resolvedOptions().pluralCategories;
    for (const [k, text] of Object.entries(dict)) {
      for (const [name, cats] of Object.entries(pluralCategories(text))) {
        if (!name.endsWith(':plural')) continue;
        for (const c of needed) assert.ok(cats.includes(c) || cats.includes('other'), `${lang} ${k}: ${name} lacks ${c}`);
        if (lang === 'pl') for (const c of ['one', 'few', 'many']) assert.ok(cats.includes(c), `pl ${k}: ${name} lacks ${c}`);
      }
    }
  }
});

test('549946 reads 549,946 in English, 549.946 in Vietnamese and 549 946 in Polish, as Intl writes them', () => {
  assert.equal(formatNumber(549946, 'en'), '549,946');
  assert.equal(formatNumber(549946, 'vi'), '549.946');
  const pl = formatNumber(549946, 'pl');
  assert.equal(pl, new Intl.NumberFormat('pl-PL').format(549946));
  assert.match(pl, /^549[\u00a0\u202f]946$/);
  assert.equal(t('status.nodesVisited', { n: 549946 }, 'vi'), 'Đã duyệt 549.946 nút');
  assert.equal(t('status.nodesVisited', { n: 549946 }, 'pl'), `Odwiedzono ${pl} węzłów`);
});

test('Polish counts say 1 węzeł, 2 węzły, 5 węzłów, 22 węzły', () => {
  const say = (n) => t('status.nodesVisited', { n }, 'pl');
  assert.equal(say(1), 'Odwiedzono 1 węzeł');
  assert.equal(say(2), 'Odwiedzono 2 węzły');
  assert.equal(say(4), 'Odwiedzono 4 węzły');
  assert.equal(say(5), 'Odwiedzono 5 węzłów');
  assert.equal(say(12), 'Odwiedzono 12 węzłów');
  assert.equal(say(22), 'Odwiedzono 22 węzły');
  assert.equal(t('narr.prunedChildren', { n: 2 }, 'pl'), 'przycięto 2 gałęzie');
  assert.equal(t('narr.prunedChildren', { n: 1 }, 'en'), '1 child pruned');
  assert.equal(t('narr.prunedChildren', { n: 2 }, 'en'), '2 children pruned');
});

test('Polish speeds: a fraction takes the genitive singular (6,6 kroku/s), whole numbers count', () => {
  assert.equal(t('player.speedOut', { n: 6.6 }, 'pl'), '6,6 kroku/s');
  assert.equal(t('player.speedOut', { n: 2 }, 'pl'), '2 kroki/s');
  assert.equal(t('player.speedOut', { n: 25 }, 'pl'), '25 kroków/s');
  assert.equal(t('player.speedOut', { n: 1 }, 'en'), '1 step/s');
  assert.equal(t('player.speedOut', { n: 6.6 }, 'en'), '6.6 steps/s');
});

test('values print ±∞, mate distances and a true minus, grouped as the language groups', () => {
  assert.equal(formatValue(1_000_000_000), '+∞');
  assert.equal(formatValue(-1_000_000_000), '−∞');
  // A mate 3 plies from the root is a mate in 2 moves (crate::game::mate_in); sentinels are ∞.
  assert.equal(formatValue(100_000 - 3), '+M2');
  assert.equal(formatValue(-(1_000_000_000 - 1)), '−∞');
  assert.equal(formatValue(-1234, 'en'), '−1,234');
  assert.equal(formatValue(-1234, 'vi'), '−1.234');
  assert.equal(t('tip.window', { alpha: 3, beta: 1e9 }, 'en'), 'window α = 3, β = +∞');
});

test('messages select, count ordinals and keep quoted braces', () => {
  assert.equal(format('{b, select, lower {at least} other {at most}} {v, value}', { b: 'lower', v: -2 }, 'en'), 'at least −2');
  assert.equal(format('{i, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { i: 22 }, 'en'), '22nd');
  assert.equal(format("write '{'x'}'", {}, 'en'), 'write {x}');
  assert.equal(format('{n, plural, =0 {none} other {# left}}', { n: 0 }, 'en'), 'none');
  assert.throws(() => parse('{n, plural, one {x}'));
});

test('the language comes from the link, else the browser, else English', () => {
  assert.equal(pickLanguage('pl', ['vi-VN']), 'pl');
  assert.equal(pickLanguage(null, ['de-DE', 'vi-VN', 'en']), 'vi');
  assert.equal(pickLanguage('xx', ['pl-PL']), 'pl');
  assert.equal(pickLanguage(null, ['de']), 'en');
  assert.equal(pickLanguage(undefined, undefined), 'en');
});

test('setLanguage switches t() and falls back to English for an unknown language', () => {
  const before = getLanguage();
  setLanguage('vi');
  assert.equal(t('player.play'), 'Phát');
  setLanguage('pl');
  assert.equal(t('player.play'), 'Odtwórz');
  assert.equal(setLanguage('de'), 'en');
  assert.equal(t('player.play'), 'Play');
  assert.equal(t('no.such.key'), 'no.such.key');
  setLanguage(before);
});

test('the seeds’ terms are the ones used', () => {
  assert.match(t('algo.alphabeta', {}, 'vi'), /cắt tỉa alpha-beta/i);
  assert.match(t('code.alphabeta', {}, 'pl'), /przycinanie alfa-beta/i);
  assert.match(t('side.window', {}, 'vi'), /cửa sổ/i);
  assert.match(t('counts.nodes', {}, 'vi'), /nút/);
  assert.match(t('status.nodesVisited', { n: 1 }, 'pl'), /węzeł/);
});

test('the DOM table names only keys the dictionaries have', async () => {
  const { DOM_KEYS } = await import('../../www/i18n-dom.js');
  for (const [sel, key] of DOM_KEYS) assert.ok(key in en, `${sel} → ${key}`);
});

test('every message renders with its arguments given, leaving no brace or placeholder behind', () => {
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    for (const [k, text] of Object.entries(dict)) {
      const params = Object.fromEntries(placeholders(text).map((p, i) => [p, i + 2]));
      for (const n of [1, 2, 5, 22]) {
        const out = t(k, { ...params, n }, lang);
        assert.doesNotMatch(out, /[{}]/, `${lang} ${k}: ${out}`);
      }
    }
  }
});

/** Every field of the recorded catalogue that is words, as [key, English] by the scheme of i18n.js. */
function catalogueWords(catalogue) {
  const out = [];
  const K = catalogueKeys;
  const words = (kind, g) => {
    out.push([K.title(kind), g.title]);
    if (g.summary) out.push([K.summary(kind), g.summary]);
    for (const o of g.options || []) {
      out.push([K.option(kind, o.name, 'label'), o.label]);
      if (o.help) out.push([K.option(kind, o.name, 'help'), o.help]);
      for (const [v, text] of o.choices || []) out.push([K.choice(kind, o.name, v), text]);
    }
    for (const p of g.presets || []) {
      out.push([K.preset(kind, p.name, 'title'), p.title]);
      if (p.note) out.push([K.preset(kind, p.name, 'note'), p.note]);
    }
  };
  for (const g of catalogue) {
    words(g.kind, g);
    for (const v of g.variants || []) words(v.kind, v);
  }
  // Notation names and sizes ("WXF (C2.5)", "7 × 6") are not words: said as the core writes them.
  return out.filter(([, text]) => /\p{Ll}{2}/u.test(text));
}

test('every word of the core’s catalogue (titles, summaries, labels, help, choices, presets, notes) has its key in every language, by the ids', async () => {
  const { catalogue } = await import('./helpers.mjs');
  const words = catalogueWords(catalogue());
  assert.ok(words.length > 80, `${words.length} words`);
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const missing = words.filter(([k]) => !(k in dict)).map(([k]) => k);
    assert.deepEqual(missing, [], `${lang} lacks catalogue keys`);
  }
  // The English dictionary says exactly what the core says.
  for (const [k, text] of words) assert.equal(en[k], text, k);
  // And a translation is a translation: a long English sentence left in vi or pl is a gap.
  for (const lang of ['vi', 'pl']) {
    const same = words.filter(([k, text]) => text.split(' ').length > 4 && DICTIONARIES[lang][k] === text).map(([k]) => k);
    assert.deepEqual(same, [], `${lang} keeps the English`);
  }
});

test('every entry of the Find menu has its words in every language, and a test that finds its kind', async () => {
  const { FINDERS, nextOfKind } = await import('../../www/input.js');
  assert.ok(FINDERS.length >= 13);
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    assert.deepEqual(FINDERS.filter(([, key]) => !(key in dict)).map(([, key]) => key), [], `${lang} lacks Find words`);
  }
  assert.equal(new Set(FINDERS.map(([value]) => value)).size, FINDERS.length, 'two entries share a value');
  assert.equal(nextOfKind({ kind: [] }, 0, 'no-such-entry'), -1);
});

test('every move ordering a game offers has its menu words, and each of its heuristics its word in a list, in every language (Connect Four’s centre orderings were said in English)', async () => {
  const { catalogue } = await import('./helpers.mjs');
  const K = catalogueKeys;
  const orderings = new Set(catalogue().flatMap((g) => [g, ...(g.variants || [])]).flatMap((g) => (g.info || g).orderings || []));
  assert.ok(orderings.has('centre') && orderings.has('hash,mvv-lva,killer,history'), [...orderings].join(' | '));
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const missing = [...orderings].filter((o) => !(K.ordering(o) in dict));
    const parts = [...new Set([...orderings].flatMap((o) => o.split(',')))].filter((p) => !(K.orderingPart(p) in dict));
    assert.deepEqual([missing, parts], [[], []], `${lang} lacks ordering words`);
  }
  assert.equal(K.ordering('hash,mvv-lva,killer,history'), 'order.hashMvvLvaKillerHistory');
  assert.equal(K.orderingPart('killer'), 'config.order.killer');
  assert.equal(K.orderingPart('reversed'), 'order.reversed');
  assert.equal(sayWord(word(K.ordering('centre,killer,history'), 'x'), 'pl'), 'najpierw środkowe kolumny + ruchy zabójcze (killer) + heurystyka historii');
});

test('catalogue words are asked for by key, with the core’s English when no dictionary has one', () => {
  assert.equal(sayWord(word('game.nim.option.position.label', 'Heaps'), 'pl'), 'Stosy');
  assert.equal(sayWord(word('game.dodgem.preset.start.note', 'x'), 'vi'), DICTIONARIES.vi['game.dodgem.preset.start.note']);
  assert.equal(sayWord(word('game.go.title', 'Go'), 'pl'), 'Go');
  assert.equal(sayWord(word('controls.positionOf', undefined, { game: word('game.chess.title', 'Chess') }), 'en'), 'Chess position');
  assert.equal(gameTitle('chess', 'Chess', 'pl'), 'Szachy');
  assert.equal(gameTitle('go', 'Go', 'vi'), 'Go');
});

test('the tree’s corner caption is no longer in any language than English’s, so that it reads whole beside the zoom buttons', () => {
  for (const k of ['render.captionMax', 'render.captionSide']) {
    for (const lang of ['vi', 'pl']) assert.ok(DICTIONARIES[lang][k].length <= en[k].length, `${lang} ${k}: ${DICTIONARIES[lang][k]}`);
  }
});

test('a preset’s note names its moves as the tree and the narration do (the core’s SAN), in every language', async () => {
  const { catalogue } = await import('./helpers.mjs');
  const chess = catalogue().find((g) => g.kind === 'chess');
  for (const p of chess.presets) {
    const sans = (p.note.match(/\b(?:\d+\.+)?[KQRBN]x?[a-h][1-8]\b/g) || []).map((m) => m.replace(/^\d+\.+/, ''));
    for (const lang of ['vi', 'pl']) {
      const said = DICTIONARIES[lang][`game.chess.preset.${p.name}.note`];
      for (const san of sans) assert.ok(said.includes(san), `${lang} ${p.name}: ${san} missing from “${said}”`);
    }
  }
});

test('sources are named, not numbered: no message says "seed 000" (the xiangqi-engine article, the lesson, the Hanoi report)', async () => {
  const { DICTIONARIES } = await import('../../www/i18n.js');
  const { pseudoCode } = await import('../../www/pseudocode.js');
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const numbered = Object.entries(dict).filter(([, m]) => /\bseed\w*\s+00\d|\bseed\w* 00\d/iu.test(m)).map(([k]) => k);
    assert.deepEqual(numbered, [], `${lang}: ${numbered.join(', ')}`);
  }
  assert.match(DICTIONARIES.en['code.source.article'], /Vietnamese xiangqi-engine article/);
  assert.equal(pseudoCode('alphabeta', 'soft', {}).sourceKey, 'code.source.article', 'the source is said under the title');
  assert.doesNotMatch(DICTIONARIES.en['code.alphabeta'], /article/, 'the heading names the algorithm as a class reads it');
  assert.match(DICTIONARIES.en['game.dodgem.summary'], /2008 Hanoi report/);
  assert.match(DICTIONARIES.en['game.tictactoe.summary'], /“Thuật toán trong đời sống”/);
  assert.doesNotMatch(pseudoCode('minimax', 'soft', {}).title ?? '', /seed/i);
});
