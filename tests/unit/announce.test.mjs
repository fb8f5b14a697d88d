import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Announcer } from '../../www/announce.js';

/** Feeds frames {playing, text} to an announcer; returns what it asked the live region to say. */
function said(frames) {
  const out = [];
  const a = new Announcer((s) => out.push(s));
  for (const f of frames) a.frame(f.playing, f.text);
  return out;
}

test('a manual step is announced once, however many frames show it', () => {
  assert.deepEqual(said([{ playing: false, text: 'Enter A.' }, { playing: false, text: 'Enter A.' }, { playing: false, text: 'Enter B.' }]), ['Enter A.', 'Enter B.']);
});

test('while playing nothing is announced; the pause announces the step it stopped on', () => {
  assert.deepEqual(said([
    { playing: false, text: 'Enter A.' },
    { playing: true, text: 'Enter B.' }, { playing: true, text: 'Enter C.' }, { playing: true, text: 'Enter D.' },
    { playing: false, text: 'Enter D.' },
  ]), ['Enter A.', 'Enter D.']);
});

test('the end of play (the player stops itself) announces the last step', () => {
  assert.deepEqual(said([{ playing: true, text: 'Enter B.' }, { playing: false, text: 'The root is 3.' }]), ['The root is 3.']);
});

test('a frame whose narration is not yet the current step (null) waits for it', () => {
  assert.deepEqual(said([{ playing: false, text: null }, { playing: false, text: 'Enter A.' }]), ['Enter A.']);
});

test('play then pause on the same step says it again, so the pause is heard', () => {
  assert.deepEqual(said([{ playing: false, text: 'Enter A.' }, { playing: true, text: 'Enter A.' }, { playing: false, text: 'Enter A.' }]), ['Enter A.', 'Enter A.']);
});
