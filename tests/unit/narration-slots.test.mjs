// A value may be said in words ("wygrana w 6 ruchach", format.js with the 'win' notation): in the
// Polish narration such a value sits after a colon, a sign (=, ≥, ≤, <, >) or the noun "wartość",
// never in an inflected slot right after a verb or a preposition ("zwraca wygrana w 6 ruchach",
// "α rośnie do wygrana…"), which no Polish teacher would let stand.
import test from 'node:test';
import assert from 'node:assert/strict';
import pl from '../../www/locales/pl.js';

/** Words after which a value in words would have to be inflected. */
const INFLECTING = /(?:^|[\s(])(zwraca|zwróciła|zwrócił|zwraca się|daje|dała|dał|wynosi|najmniej|najwyżej|do|od|przy|po|w|z|na|dla|przypuszczenia|ostatniej wartości)\s*$/u;

/** Every narration key whose value placeholder follows such a word: [key, the words before it]. */
export function inflectedValues(dict) {
  const out = [];
  for (const [key, message] of Object.entries(dict)) {
    if (!key.startsWith('narr.')) continue;
    for (const m of message.matchAll(/\{(\w+), value\}/g)) {
      const before = message.slice(0, m.index);
      if (INFLECTING.test(before)) out.push([key, before.slice(-30) + m[0]]);
    }
  }
  return out;
}

test('the check finds a value in words after "zwraca"', () => {
  assert.deepEqual(inflectedValues({ 'narr.x': 'Węzeł zwraca {value, value}.', 'narr.y': 'Powrót: wartość {value, value}.' }), [['narr.x', 'Węzeł zwraca {value, value}']]);
});

test('no Polish narration sentence puts a value, which may be said in words, right after a verb or a preposition', () => {
  assert.deepEqual(inflectedValues(pl), []);
});

test('the result line says its value and its best move after a colon in all three languages ("Value: win in 6", not "Value win in 6")', async () => {
  const { DICTIONARIES } = await import('../../www/i18n.js');
  for (const lang of ['en', 'vi', 'pl']) {
    for (const key of ['result.line', 'result.lineBest']) {
      const m = DICTIONARIES[lang][key];
      assert.match(m, /^[^{]*: \{value, value\}/, `${lang} ${key}: ${m}`);
      if (key === 'result.lineBest') assert.match(m, /: \{move\}/, `${lang} ${key}: ${m}`);
    }
  }
});
