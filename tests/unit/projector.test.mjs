// For a projector: the text size A− / A+ steps through, and how a link's text=N reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TEXT_SCALES, textScaleOf, stepTextScale } from '../../www/projector.js';

test('A+ and A− step the tree’s text size up and down, never below the page’s own size nor past twice it', () => {
  assert.equal(stepTextScale(1, +1), 1.15);
  assert.equal(stepTextScale(1.15, +1), 1.3);
  assert.equal(stepTextScale(1.3, -1), 1.15);
  assert.equal(stepTextScale(1, -1), 1, 'never below 1: the labels’ 14 px floor holds');
  assert.equal(stepTextScale(2, +1), 2);
  assert.equal(Math.min(...TEXT_SCALES), 1);
});

test('a link’s text=N opens at the nearest text size; anything else at the page’s own', () => {
  assert.equal(textScaleOf('150'), 1.5);
  assert.equal(textScaleOf('130'), 1.3);
  assert.equal(textScaleOf('140'), 1.3);
  assert.equal(textScaleOf('999'), 2);
  assert.equal(textScaleOf('50'), 1);
  assert.equal(textScaleOf('abc'), 1);
  assert.equal(textScaleOf(null), 1);
});
