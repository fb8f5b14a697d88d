import test from 'node:test';
import assert from 'node:assert/strict';
import { withExtras, isExtraParam } from '../../www/link-extras.js';

test('the language and the exercise survive a rewrite of the page’s own parameters', () => {
  assert.equal(withExtras('?game=random&algo=minimax', '?algo=pvs&lang=pl&practice=aima&p-task=pruned'),
    '?game=random&algo=minimax&lang=pl&practice=aima&p-task=pruned');
  assert.equal(withExtras('', '?lang=vi'), '?lang=vi');
  assert.equal(withExtras('', ''), '');
  assert.equal(withExtras('?lang=en', '?lang=vi'), '?lang=vi', 'the current location’s language wins');
});

test('only lang, practice and p-… are the extras', () => {
  assert.ok(isExtraParam('lang'));
  assert.ok(isExtraParam('practice'));
  assert.ok(isExtraParam('p-seed'));
  assert.ok(!isExtraParam('seed'));
  assert.ok(!isExtraParam('algo'));
});
