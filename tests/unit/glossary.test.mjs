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

// Each concept's `bad` lists phrases as the dictionaries once said them (a string, or [key, text]
// where the concept holds only for some keys): the check must find every one, and must not find
// the term itself. Put a forbidden variant back in a dictionary and the first test fails; these
// make sure that a variant's pattern (its inflections, its word boundaries) is not a dead letter.
for (const [lang, gloss] of Object.entries(GLOSSARIES)) {
  const keyFor = (c) => {
    const any = Object.keys(DICTIONARIES[lang]).find((k) => (!c.keys || c.keys.test(k)) && !(c.except && c.except.test(k)));
    assert.ok(any, `${lang} ${c.concept}: no key the concept applies to`);
    return any;
  };
  test(`the ${lang} glossary finds each variant it forbids, as the dictionary once wrote it, and never its own term`, () => {
    for (const c of gloss) {
      for (const b of c.bad ?? []) {
        const [key, text] = Array.isArray(b) ? b : [keyFor(c), b];
        assert.notDeepEqual(breaches({ [key]: text }, [c]), [], `${lang} ${c.concept}: “${text}” is not caught`);
      }
      const key = keyFor(c);
      assert.deepEqual(breaches({ [key]: `— ${c.term} —` }, [c]), [], `${lang} ${c.concept}: the term “${c.term}” is caught`);
    }
  });

  test(`every forbidden variant of the ${lang} glossary has an example it must catch`, () => {
    const without = gloss.filter((c) => (c.forbidden ?? []).length && !(c.bad ?? []).length).map((c) => c.concept);
    assert.deepEqual(without, []);
  });

  test(`the ${lang} dictionary with a forbidden variant put back fails the check`, () => {
    for (const c of gloss) {
      for (const b of c.bad ?? []) {
        const [key, text] = Array.isArray(b) ? b : [keyFor(c), b];
        const dict = { ...DICTIONARIES[lang], [key]: `${DICTIONARIES[lang][key]} ${text}` };
        assert.notDeepEqual(breaches(dict, gloss), [], `${lang}: “${text}” at ${key}`);
      }
    }
  });
}

test('the check finds what it is for: a forbidden word, English outside brackets, English twice', () => {
  const gloss = [{ concept: 'trace', term: 'bản ghi', forbidden: ['vết'] }, { concept: 'stand pat', term: 'đứng yên', english: 'stand pat' }];
  assert.deepEqual(breaches({ a: 'Lưu vết (JSON)', b: 'vếtx', c: 'đứng yên (stand pat)' }, gloss), [['a', 'trace', 'vết']]);
  assert.deepEqual(breaches({ d: 'cắt tỉa stand pat' }, gloss), [['d', 'stand pat', 'stand pat outside brackets']]);
  assert.deepEqual(breaches({ e: 'đứng yên (stand pat), (stand-pat)' }, gloss), [['e', 'stand pat', 'stand pat 2 times']]);
});
