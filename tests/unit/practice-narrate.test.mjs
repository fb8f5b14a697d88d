import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture } from './helpers.mjs';
import { sayStep } from '../../www/practice/narrate.js';
import { narrate } from '../../www/narration.js';
import { buildIndex } from '../../www/timeline.js';
import { setLanguage } from '../../www/i18n.js';

const info = (f) => ({
  name: (d) => (f.labels[d] === '' && d === 0 ? 'the root' : f.labels[d]), hasWindow: f.search.algorithm !== 'minimax' && f.search.algorithm !== 'negamax',
  negamax: f.summary.negamax, bestMoveName: f.summary.bestMoveName, value: f.summary.value,
});

test('in English, practice says every step exactly as narration.js does', () => {
  setLanguage('en');
  for (const name of ['aima-alphabeta', 'aima-minimax', 'wikipedia-negamax-hard', 'wikipedia-negamax-soft', 'bound-alphabeta']) {
    const f = fixture(name), index = buildIndex(f.trace), i = info(f);
    for (let s = 0; s < f.trace.kind.length; s++) assert.equal(sayStep(f.trace, index, s, i), narrate(f.trace, index, s, i), `${name} step ${s}`);
  }
});

test('in Vietnamese and Polish the same steps are said in those languages', () => {
  const f = fixture('aima-alphabeta'), index = buildIndex(f.trace), i = info(f);
  const cut = f.trace.kind.indexOf(3);
  setLanguage('vi');
  assert.equal(sayStep(f.trace, index, cut, i), 'Cắt tỉa α tại C: α = 3 ≥ β = 2, cắt tỉa 2 nút con.');
  setLanguage('pl');
  assert.equal(sayStep(f.trace, index, cut, i), 'C: odcięcie α, α = 3 ≥ β = 2, przycięto 2 gałęzie.');
  setLanguage('en');
});
