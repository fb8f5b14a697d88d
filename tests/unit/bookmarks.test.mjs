// Lecture bookmarks: named steps carried in the link, named after what happens there, stepped through by a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseMarks, marksText, addMark, nextMark, stepName, cleanName } from '../../www/bookmarks.js';
import { setLanguage } from '../../www/i18n.js';
import { buildIndex, Steps } from '../../www/timeline.js';
import { fixture } from './helpers.mjs';

test('the link carries the bookmarks as step:name, in step order, one per step; what it cannot read is skipped', () => {
  const marks = parseMarks('41:the end;22:first cutoff;x:bad;0:none;22:C is cut');
  assert.deepEqual(marks, [{ step: 22, name: 'C is cut' }, { step: 41, name: 'the end' }]);
  assert.equal(marksText(marks), '22:C is cut;41:the end');
  assert.deepEqual(parseMarks(marksText(marks)), marks, 'a round trip');
  assert.deepEqual(parseMarks(null), []);
  assert.equal(cleanName('a;b\nc'), 'a b c', 'a name never breaks the list');
  assert.equal(parseMarks('7:')[0].name, 'step 7', 'an empty name reads as its step');
});

test('b goes to the next bookmark after the step on show, shift+B to the one before', () => {
  const marks = addMark(addMark([], 30, 'D'), 22, 'first cutoff');
  assert.deepEqual(marks.map((b) => b.step), [22, 30]);
  assert.equal(nextMark(marks, 1).step, 22);
  assert.equal(nextMark(marks, 22).step, 30);
  assert.equal(nextMark(marks, 30), null);
  assert.equal(nextMark(marks, 30, -1).step, 22);
  assert.equal(nextMark(marks, 22, -1), null);
});

test('a step is named for what happens there: AIMA’s cutoff at C is the "first cutoff", in each language', () => {
  const f = fixture('aima-alphabeta');
  const t = f.trace, index = buildIndex(t), steps = new Steps(t.kind.length);
  const cut = index.cutEvents[0];
  assert.equal(stepName(t, index, steps, cut), 'first cutoff');
  assert.equal(stepName(t, index, steps, t.kind.length - 1), 'the end');
  assert.equal(stepName(t, index, steps, 0), 'the start');
  assert.equal(stepName(t, index, steps, 5), 'step 6');
  setLanguage('vi');
  assert.equal(stepName(t, index, steps, cut), 'lần cắt tỉa đầu tiên');
  setLanguage('pl');
  assert.equal(stepName(t, index, steps, cut), 'pierwsze odcięcie');
  setLanguage('en');
});
