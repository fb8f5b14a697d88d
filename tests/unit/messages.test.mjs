// Errors that help: no line and column of text nobody sees, what to change, separators.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorText } from '../../www/messages.js';

const stops = {
  message: 'depth 1 stops at B, an inner node without a static value: give it one after its closing parenthesis, as in (3 12 8)~5, or search to depth 2',
  line: 1, column: 4,
};

test('on a preset, "depth 1 stops at B" quotes no line and column and says to change the depth', () => {
  const text = errorText(stops, 'aima');
  assert.ok(!/Line \d|line \d|column/.test(text), text);
  assert.ok(!/closing parenthesis/.test(text), text);
  assert.match(text, /^Depth 1 stops at B.*set Depth to 2$/);
});

test('on the custom tree the line and column lead the message', () => {
  assert.match(errorText(stops, 'custom'), /^Line 1, column 4: depth 1 stops at B.*\(3 12 8\)~5, or search to depth 2$/);
});

test('chess too deep says what to change', () => {
  const text = errorText({ message: 'depth 12 is too deep for Chess here: at most 10 plies (each ply multiplies the work)' }, 'chess');
  assert.match(text, /Set Depth to 10 or less\.$/);
});

test('numbers in messages carry thousands separators', () => {
  assert.equal(errorText({ message: "stopped after 2000000 nodes, the comparison's budget: lower the depth to see this row" }, 'chess'),
    "Stopped after 2,000,000 nodes, the comparison's budget: lower the depth to see this row");
});

test('iterative deepening stopping at an inner node says to switch it off, not to set the depth already set', () => {
  const e = { ...stops, message: 'iterative deepening: ' + stops.message };
  const text = errorText(e, 'aima');
  assert.match(text, /^Iterative deepening: depth 1 stops at B.*switch Iterative deepening off$/);
  assert.ok(!/set Depth/.test(text), text);
  assert.match(errorText(e, 'custom'), /^Line 1, column 4: iterative deepening: .*\(3 12 8\)~5, or switch Iterative deepening off$/);
});

test('a depth typed beyond the limit is answered beside the box with what to change', async () => {
  const { depthTooDeep } = await import('../../www/messages.js');
  assert.equal(depthTooDeep(12, 10, 'Chess'), 'Depth 12 is too deep for Chess: at most 10 plies (each ply multiplies the work). Searching depth 10; set Depth to 10 or less.');
});
