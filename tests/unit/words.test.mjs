// The page's words come from the dictionaries: no module outside www/locales builds an English
// sentence for the page by hand where a key exists, and every key the modules name exists.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DICTIONARIES } from '../../www/i18n.js';

const en = DICTIONARIES.en;
const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** Every page module (www/**.js) but the dictionaries and the built core, as [path, lines]. */
function modules() {
  const out = [];
  const walk = (dir) => {
    for (const f of readdirSync(WWW + dir, { withFileTypes: true })) {
      if (f.isDirectory()) { if (f.name !== 'locales' && f.name !== 'pkg') walk(`${dir}${f.name}/`); } else if (f.name.endsWith('.js')) out.push([dir + f.name, readFileSync(WWW + dir + f.name, 'utf8').split('\n')]);
    }
  };
  walk('');
  return out;
}
const code = (line) => !/^\s*(\/\/|\*|\/\*)/.test(line); // comments may quote the English

/**
 * Where the English of a key may stay, and why (file → key prefixes):
 * pseudocode.js is
 * seed 000's code with its English titles and comments (the page shows titleKeys and the comment.*
 * keys), and panels.js maps those comments to their keys; model.js names nodes in English codes
 * that sayName says again.
 */
const ALLOWED = {
  'pseudocode.js': ['code.', 'comment.', 'algo.negamax'],
  'panels.js': ['comment.'],
  'model.js': ['name.'],
};

test('no page module writes a message’s English by hand: the words come through t()', () => {
  // The literal head of each message (the text before its first argument), when it is a phrase.
  const heads = [];
  for (const [k, v] of Object.entries(en)) {
    const head = v.split('{')[0].trim();
    if (head.split(/\s+/).length >= 3 && head.length >= 14) heads.push([head, k]);
  }
  const found = [];
  for (const [path, lines] of modules()) {
    const allowed = ALLOWED[path] || [];
    lines.forEach((line, i) => {
      if (!code(line)) return;
      for (const [head, k] of heads) if (line.includes(head) && !allowed.some((p) => k.startsWith(p))) found.push(`${path}:${i + 1} ${k}: ${head}`);
    });
  }
  assert.deepEqual(found, []);
});

test('the sentences the bridges once read back are nowhere built in English', () => {
  // What i18n-dom.js's bridges used to recognise in the modules' English, and a few more the
  // modules wrote: each must now come from its key.
  const PHRASES = [
    /\bnodes? visited\b/, /steps\/s/, /nodes\/s/, /\bstep \$\{/, /Search cancelled/, /Comparison cancelled/, /Link copied/,
    /`Value \$\{/, /best move \$\{/, /root search(es)?'/, /quiescence node/, /re-searches'/, /Knuth–Moore minimum/,
    /The table decided/, /Perfect play/, /Search order here/, /No α-β window/, /Window at the current node/,
    /The root position/, /After a pass/, /to move\.`/, /pruned: never searched/, /not reached yet/, /being searched/,
    /called with α/, /\(lower bound\)/, /\(upper bound\)/, /'❚❚ Pause'|'▶ Play'/, /This link had settings/,
    /Not used by this game/, /is too deep for \$\{/, /Export failed/, /Nothing to export yet/, /`Saving \$\{/, /`Saved \$\{/,
    /values: MAX’s view/, /labels hidden/, /Comparing the algorithms/, /'Position editor'/, /'Clear board'/, /`Cell \$\{/,
    /'MAX to move: takes/, /'Principal variation'/, /'Settings'/, /'Explanation'/, /'beta cutoff'/, /'alpha cutoff'/,
  ];
  const found = [];
  for (const [path, lines] of modules()) {
    lines.forEach((line, i) => {
      if (!code(line)) return;
      for (const re of PHRASES) if (re.test(line)) found.push(`${path}:${i + 1} ${re}`);
    });
  }
  assert.deepEqual(found, []);
});

test('every key a module names in t(…) is in the dictionaries', () => {
  const missing = [];
  for (const [path, lines] of modules()) {
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/\b(?:t|say|sayKey)\(\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) if (!(m[1] in en)) missing.push(`${path}:${i + 1} ${m[1]}`);
    });
  }
  assert.deepEqual(missing, []);
});

test('the bridges are gone: i18n-dom.js reads no module’s English back', async () => {
  const dom = await import('../../www/i18n-dom.js');
  assert.equal(dom.BRIDGES, undefined);
  const src = readFileSync(WWW + 'i18n-dom.js', 'utf8');
  for (const id of ['status', 'step-out', 'result-line', 'narration', 'tooltip', 'technique-line', 'progress-text']) {
    assert.doesNotMatch(src, new RegExp(`\\['${id}'`), id);
  }
});
