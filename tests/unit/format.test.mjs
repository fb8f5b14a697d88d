// The one score formatter: infinities and sentinels, mates, centipawns, counts and plurals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fmtValue, fmtInt, plural, groupDigits, INF, MATE } from '../../www/format.js';
import { fmtValue as traceFmt, Bound, Flag, NO_PARENT, mateViewOf } from '../../www/trace.js';
import { fmtBounded } from '../../www/format.js';

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

test('next to a mate, a window edge between two mate distances reads so that α < β shows: [+M2, >+M2], [−M1, >−M1]', () => {
  // The mate-in-two preset's zero windows, from the view of the side to move at the root (plies
  // 0, 2, 4 …): MATE − 3 is its mate in 2, MATE − 2 no mate at all but a bound just above it.
  const root = { mover: 0 };
  assert.equal(fmtValue(MATE - 3, root), '+M2');
  assert.equal(fmtValue(MATE - 2, root), '>+M2');
  assert.equal(fmtValue(MATE - 1, root), '+M1');
  assert.equal(fmtValue(-(MATE - 2), root), '−M1');
  assert.equal(fmtValue(-(MATE - 3), root), '>−M1');
  assert.equal(fmtValue(-(MATE - 4), root), '−M2');
  // One ply down the other side moves: its mates are at even plies from the root.
  const child = { mover: 1 };
  assert.equal(fmtValue(MATE - 2, child), '+M1');
  assert.equal(fmtValue(MATE - 3, child), '>+M2');
  assert.equal(fmtValue(-(MATE - 3), child), '−M2');
  assert.equal(fmtValue(-(MATE - 2), child), '>−M1');
  // Every window of consecutive scores near a mate reads strictly rising.
  for (const mover of [0, 1]) {
    for (let v = MATE - 12; v < MATE - 1; v++) {
      for (const s of [1, -1]) {
        const [lo, hi] = s > 0 ? [v, v + 1] : [-(v + 1), -v];
        assert.ok(rank(fmtValue(lo, { mover })) < rank(fmtValue(hi, { mover })), `${mover}: [${fmtValue(lo, { mover })}, ${fmtValue(hi, { mover })}]`);
      }
    }
  }
  // Without a view, as before: every score near a mate in moves.
  assert.equal(fmtValue(MATE - 2), '+M1');
});

test('a bound next to a mate: ≥ an edge between mates is > the mate below it, ≤ it < the mate above', () => {
  const root = { mover: 0 };
  assert.equal(fmtBounded(MATE - 2, Bound.Lower, root), '>+M2');
  assert.equal(fmtBounded(MATE - 2, Bound.Upper, root), '<+M1');
  assert.equal(fmtBounded(MATE - 3, Bound.Lower, root), '≥+M2');
  assert.equal(fmtBounded(-(MATE - 3), Bound.Upper, root), '<−M2');
  assert.equal(fmtBounded(5, Bound.Upper, root), '≤5');
  assert.equal(fmtBounded(5, Bound.Exact, root), '5');
});

test('the mate view of a node: its ply from the root and whose view the values are', () => {
  // A root (MAX), its child (MIN), a grandchild (MAX); and a driver above a root search.
  const t = { parent: Uint32Array.from([NO_PARENT, 0, 1]), flags: Uint8Array.from([0, Flag.MIN, 0]) };
  assert.deepEqual([0, 1, 2].map((n) => mateViewOf(t, n, true)), [0, 1, 0], 'negamax: the side to move');
  assert.deepEqual([0, 1, 2].map((n) => mateViewOf(t, n, false)), [0, 0, 0], "two-sided: MAX's");
  assert.deepEqual([0, 1, 2].map((n) => mateViewOf(t, n, true, true)), [0, 0, 0], "values from MAX's view");
  const d = { parent: Uint32Array.from([NO_PARENT, 0, 1]), flags: Uint8Array.from([Flag.DRIVER, Flag.MIN, 0]) };
  assert.deepEqual([1, 2].map((n) => mateViewOf(d, n, true)), [0, 1], 'a root search under the driver is ply 0');
});

/** Rank of a label near mate: lost < >lost < −M1 < >−M1 < −M2 < … < +M2 < >+M2 < +M1 < won. */
function rank(label) {
  const over = { lost: -1002, '>lost': -1001, won: 1002 }[label];
  if (over !== undefined) return over;
  const m = /^(>?)([+−])M(\d+)$/.exec(label);
  assert.ok(m, label);
  const n = +m[3];
  return (m[2] === '+' ? 1000 - 2 * n : -1000 + 2 * n) + (m[1] ? 1 : 0);
}

test('a win reads in its game’s own words: +M2 is chess notation, every other game says "win in 2"', async () => {
  const { setValueNotation, withValueNotation } = await import('../../www/format.js');
  const { formatValue, formatBounded, setLanguage } = await import('../../www/i18n.js');
  const { adapterFor } = await import('../../www/games/registry.js');
  assert.deepEqual(['chess', 'xiangqi', 'tictactoe', 'nim', 'connect4', 'dodgem'].map((k) => adapterFor(k).valueNotation),
    ['mate', 'mate', 'outcome', 'win', 'win', 'win']);
  try {
    setValueNotation('win');
    assert.equal(fmtValue(MATE - 11), 'win in 6');
    assert.equal(fmtValue(-(MATE - 2)), 'loss in 1');
    assert.equal(fmtBounded(MATE - 3, Bound.Upper), '≤ win in 2');
    assert.equal(fmtValue(-12), '−12', 'a plain value stays a number');
    setLanguage('vi');
    assert.equal(formatValue(MATE - 11), 'thắng sau 6 nước');
    setLanguage('pl');
    assert.equal(formatValue(MATE - 11), 'wygrana w 6 ruchach');
    assert.equal(formatValue(-(MATE - 1)), 'przegrana w 1 ruchu');
    assert.equal(formatBounded(MATE - 3, Bound.Lower), '≥ wygrana w 2 ruchach');
    assert.equal(withValueNotation('mate', () => formatValue(MATE - 11)), '+M6', 'chess notation on request (the CSV, practice’s typed wins)');
  } finally {
    setValueNotation('mate');
    setLanguage('en');
  }
  assert.equal(fmtValue(MATE - 11), '+M6');
});

test('MATE itself, a game already over at the root, reads as its result, not +M1 or +M0', async () => {
  const { formatValue } = await import('../../www/i18n.js');
  const { withValueNotation } = await import('../../www/format.js');
  // Unknown view: once "+M1" (mateMoves' floor); the root's own view: once "−M0".
  assert.equal(fmtValue(MATE), 'won');
  assert.equal(fmtValue(-MATE), 'lost');
  assert.equal(fmtValue(-MATE, { mover: 0 }), 'lost', 'the side to move at the root is mated');
  assert.equal(fmtValue(MATE, { mover: 1 }), 'won', 'from the other side’s view');
  // From the root's mover's view MATE is no mate but a window's bound, as before.
  assert.equal(fmtValue(MATE, { mover: 0 }), '>+M1');
  assert.equal(withValueNotation('win', () => fmtValue(MATE)), 'won');
  assert.equal(fmtBounded(-MATE, Bound.Upper), '≤ lost');
  // One ply before the end it is still a mate to come.
  assert.equal(fmtValue(MATE - 1), '+M1');
  assert.equal(formatValue(MATE, 'vi'), 'đã thắng');
  assert.equal(formatValue(-MATE, 'pl'), 'przegrana');
  assert.equal(formatValue(MATE - 1, 'en'), '+M1');
});

test('tic-tac-toe, scored +1 / 0 / −1 with no distance (seed 001), says who won in a sentence, never "win in N", and keeps the number on the tree', async () => {
  const { setValueNotation } = await import('../../www/format.js');
  const { formatValue, formatBounded, setLanguage } = await import('../../www/i18n.js');
  try {
    setValueNotation('outcome');
    assert.equal(formatValue(1), '+1 (win)');
    assert.equal(formatValue(-1), '−1 (loss)');
    assert.equal(formatValue(0), '0', 'a 0 may be a draw or a depth cut: it stays a number');
    assert.equal(formatBounded(1, Bound.Lower), '≥+1 (win)');
    assert.equal(fmtValue(1), '1', 'the tree\'s label stays the bare number');
    assert.equal(formatValue(MATE - 11), 'win in 6', 'a distance, if one ever came, in words');
    setLanguage('vi');
    assert.equal(formatValue(-1), '−1 (thua)');
    setLanguage('pl');
    assert.equal(formatValue(1), '+1 (wygrana)');
  } finally {
    setValueNotation('mate');
    setLanguage('en');
  }
});
