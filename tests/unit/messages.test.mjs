// Notes beside the controls say what to change. (The core's errors: tests/unit/errors.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { depthTooDeep } from '../../www/messages.js';

test('a depth typed beyond the limit is answered beside the box with what to change', () => {
  assert.equal(depthTooDeep(12, 10, 'Chess'), 'Depth 12 is too deep for Chess: at most 10 plies (each ply multiplies the work). Searching depth 10; set Depth to 10 or less.');
});
