// Each language keeps one word per concept (www/locales/glossary.vi.js, glossary.pl.js, taken from
// the seeds where they have one): the dictionary uses no other word for a glossary concept, and an
// English name the literature keeps appears only in brackets right after the term, once.

import test from 'node:test';
import assert from 'node:assert/strict';
import { DICTIONARIES } from '../../www/i18n.js';
import glossaryVi from '../../www/locales/glossary.vi.js';
import glossaryPl from '../../www/locales/glossary.pl.js';

const GLOSSARIES = { vi: glossaryVi, pl: glossaryPl };

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[ -]');
/** A phrase as a whole word, any case: "vết" is not found in "vếtx". */
const word = (s) => new RegExp(`(?<!\\p{L})${escape(s)}(?!\\p{L})`, 'giu');
const global = (re) => new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');

/** Every place in dictionary `dict` that breaks glossary `gloss`: [key, concept, what was found]. */
export function breaches(dict, gloss) {
  const out = [];
  for (const [key, message] of Object.entries(dict)) {
    const text = message.replace(/\{\w+(?=[,}])/g, '{'); // a placeholder's name is no word: {mate}
    for (const c of gloss) {
      if (c.keys && !c.keys.test(key)) continue;
      if (c.except && c.except.test(key)) continue;
      for (const f of c.forbidden ?? []) {
        for (const m of text.matchAll(typeof f === 'string' ? word(f) : global(f))) out.push([key, c.concept, m[0]]);
      }
      if (c.english) {
        const found = [...text.matchAll(word(c.english))];
        for (const m of found) if (text[m.index - 1] !== '(') out.push([key, c.concept, `${m[0]} outside brackets`]);
        if (found.length > 1) out.push([key, c.concept, `${c.english} ${found.length} times`]);
      }
    }
  }
  return out;
}

for (const [lang, gloss] of Object.entries(GLOSSARIES)) {
  test(`the ${lang} dictionary uses no other word for a concept of its glossary, and English only in brackets, once`, () => {
    assert.deepEqual(breaches(DICTIONARIES[lang], gloss), []);
  });

  test(`every term of the ${lang} glossary is one the dictionary uses`, () => {
    const all = Object.values(DICTIONARIES[lang]).join('\n');
    const unused = gloss.filter((c) => !word(c.term).test(all)).map((c) => c.term);
    assert.deepEqual(unused, []);
  });

  test(`the ${lang} glossary names each concept once, with one term`, () => {
    const concepts = gloss.map((c) => c.concept);
    assert.equal(new Set(concepts).size, concepts.length);
    for (const c of gloss) assert.equal(typeof c.term, 'string', c.concept);
  });
}

test('the check finds what it is for: a forbidden word, English outside brackets, English twice', () => {
  const gloss = [{ concept: 'trace', term: 'bản ghi', forbidden: ['vết'] }, { concept: 'stand pat', term: 'đứng yên', english: 'stand pat' }];
  assert.deepEqual(breaches({ a: 'Lưu vết (JSON)', b: 'vếtx', c: 'đứng yên (stand pat)' }, gloss), [['a', 'trace', 'vết']]);
  assert.deepEqual(breaches({ d: 'cắt tỉa stand pat' }, gloss), [['d', 'stand pat', 'stand pat outside brackets']]);
  assert.deepEqual(breaches({ e: 'đứng yên (stand pat), (stand-pat)' }, gloss), [['e', 'stand pat', 'stand pat 2 times']]);
});
