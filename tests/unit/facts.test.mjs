// Each game's facts live in its own module (www/games/<kind>.js) and its catalogue entry: no other
// module of the page names a game, so that adding one touches its module, not a list elsewhere.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from './helpers.mjs';

const www = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../www');
// The games' own modules and words, and the generated code, may name games.
const OWN = ['games', 'locales', 'pkg'];

function modules(dir = www) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return dir === www && OWN.includes(e.name) ? [] : modules(p);
    return e.name.endsWith('.js') ? [p] : [];
  });
}

/** The code without its comments (a comment may name a game as an example). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

// The trees' kinds are also the names of tree sources (practice's random tree, the presets): the
// games proper are the rest, with their aliases.
const games = catalogue().filter((g) => !(g.variants || []).length).map((g) => g.kind);

test('no module outside www/games names a game: its facts come from the catalogue or its adapter', () => {
  assert.ok(games.length >= 6 && games.includes('nim') && games.includes('xiangqi'), games.join());
  const word = new RegExp(`(['"\`])(${games.join('|')})\\1`);
  const found = [];
  for (const file of modules()) {
    code(fs.readFileSync(file, 'utf8')).split('\n').forEach((line, i) => {
      if (word.test(line)) found.push(`${path.relative(www, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, [], `game ids named outside www/games:\n${found.join('\n')}`);
});

test('the scan sees a game named in code, and not in a comment', () => {
  const word = new RegExp(`(['"\`])(${games.join('|')})\\1`);
  assert.ok(word.test(code("if (kind === 'nim') return 3;")));
  assert.ok(!word.test(code("// as in 'nim'\nconst x = 1; /* 'chess' */")));
});

test('every cutoff kind on the wire has its words by its name in every language, and no module keys words by hand', async () => {
  const { CUT_WORDS, CutKind } = await import('../../www/trace.js');
  const { hasKey } = await import('../../www/i18n.js');
  assert.equal(CUT_WORDS[CutKind.NullMove], 'nullMove');
  for (const w of CUT_WORDS) {
    for (const lang of ['en', 'vi', 'pl']) {
      assert.ok(hasKey(`event.${w}Cutoff`, lang), `event.${w}Cutoff in ${lang}`);
      assert.ok(hasKey(`narr.${w}Cutoff`, lang), `narr.${w}Cutoff in ${lang}`);
    }
  }
  const byHand = modules().filter((f) => /\[CutKind\.\w+\]\s*:\s*['"`](event|narr)\./.test(code(fs.readFileSync(f, 'utf8')))).map((f) => path.relative(www, f));
  assert.deepEqual(byHand, [], 'a table of dictionary keys by cutoff kind, written by hand');
});
