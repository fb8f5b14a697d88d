// Notes beside the controls say what to change. (The core's errors: tests/unit/errors.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { depthTooDeep } from '../../www/messages.js';

test('a depth typed beyond the recursion limit is answered beside the box with what to change', () => {
  assert.equal(depthTooDeep(250, 200, 'Chess'), 'Depth 250 is too deep for Chess: the core searches at most 200 plies (its recursion limit). Searching depth 200; set Depth to 200 or less.');
});
