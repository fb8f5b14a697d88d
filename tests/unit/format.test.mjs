// The one score formatter: infinities and sentinels, mates, centipawns, counts and plurals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fmtValue, fmtInt, plural, groupDigits, INF, MATE } from '../../www/format.js';
import { fmtValue as traceFmt } from '../../www/trace.js';

test('a sentinel next to infinity (the null move window [β−1, β] at β = +∞) prints as ±∞, never as a mate', () => {
  assert.equal(fmtValue(-(INF - 1)), '−∞');
  assert.equal(fmtValue(INF - 1), '+∞');
  assert.equal(fmtValue(-INF), '−∞');
  assert.equal(fmtValue(INF + 5), '+∞');
  assert.ok(!/M-?\d{4,}/.test(fmtValue(-999_999_999)));
});

test('mate scores print as mates in moves: M2 short, "mate in 2" long', () => {
  assert.equal(fmtValue(MATE - 3), '+M2');
  assert.equal(fmtValue(-(MATE - 4)), '−M2');
  assert.equal(fmtValue(MATE - 1), '+M1');
  assert.equal(fmtValue(MATE - 3, { long: true }), 'mate in 2');
  assert.equal(fmtValue(-(MATE - 2), { long: true }), 'mated in 1');
});

test('centipawns and plain values keep a true minus sign and thousands separators', () => {
  assert.equal(fmtValue(-675), '−675');
  assert.equal(fmtValue(0), '0');
  assert.equal(fmtValue(-0), '0', 'a flipped zero has no sign');
  assert.equal(fmtValue(12345), '12,345');
  assert.equal(fmtValue(-2768), '−2,768');
});

test('trace.js hands out the same formatter', () => {
  assert.equal(traceFmt, fmtValue);
});

test('counts take separators and plurals agree with the number', () => {
  assert.equal(fmtInt(2768), '2,768');
  assert.equal(plural(1, 'node'), '1 node');
  assert.equal(plural(2, 'node'), '2 nodes');
  assert.equal(plural(1, 're-search'), '1 re-search');
  assert.equal(plural(1, 'child', 'children'), '1 child');
  assert.equal(plural(12000, 'leaf', 'leaves'), '12,000 leaves');
});

test('numbers in the core’s messages get thousands separators', () => {
  assert.equal(groupDigits('at most 12 plies, 3000000 nodes'), 'at most 12 plies, 3,000,000 nodes');
});
