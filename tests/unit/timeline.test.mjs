import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, countsAt, nodeStateAt, pathTo, nextCutoff, prevCutoff, countUpTo, Player } from '../../www/timeline.js';
import { Kind, nodeOf } from '../../www/trace.js';
import { fixture } from './helpers.mjs';

const f = fixture('aima-alphabeta');
const t = f.trace;
const index = buildIndex(t);

test('the index finds every evaluation and cutoff of the AIMA alpha-beta trace', () => {
  assert.equal(index.evalEvents.length, 7);
  // One cutoff, at C: D's β falls to α only after its last leaf, and nothing is cut there.
  assert.equal(index.cutEvents.length, 1);
  assert.equal(index.cutEventOf[5], index.cutEvents[0]);
  assert.equal(t.kind[index.cutEvents[0]], Kind.Cutoff);
});

test('counts so far grow to the totals at the last step', () => {
  assert.deepEqual(countsAt(t, index, 0), { nodes: 1, evals: 0, cutoffs: 0 });
  assert.deepEqual(countsAt(t, index, t.kind.length - 1), { nodes: 11, evals: 7, cutoffs: 1 });
});

test("a node's window follows its Child events: C's beta falls to 2 before its cutoff", () => {
  const cut = index.cutEventOf[5];
  const st = nodeStateAt(t, index, 5, cut);
  assert.equal(st.alpha, 3);
  assert.equal(st.beta, 2);
  assert.equal(st.best, 2);
  assert.equal(nodeStateAt(t, index, 5, t.enterEvent[5] - 1), null);
});

test("the root's alpha rises to 3 once B returns", () => {
  const afterB = t.leaveEvent[1] + 1;
  assert.equal(nodeStateAt(t, index, 0, afterB).alpha, 3);
  assert.equal(nodeStateAt(t, index, 0, afterB - 1).alpha, -1e9);
});

test('the path to a node runs from the root', () => {
  assert.deepEqual(pathTo(t.parent, 6), [0, 5, 6]);
  assert.deepEqual(pathTo(t.parent, 0), [0]);
});

test('next and previous cutoff jump between cutoff events', () => {
  const [c1] = index.cutEvents;
  assert.equal(nextCutoff(index, 0), c1);
  assert.equal(nextCutoff(index, c1), -1, "D's last leaf is no cutoff to stop at");
  assert.equal(prevCutoff(index, t.kind.length - 1), c1);
  assert.equal(prevCutoff(index, c1), -1);
});

test('countUpTo counts sorted entries at or below x', () => {
  const a = Uint32Array.from([1, 3, 3, 7]);
  assert.equal(countUpTo(a, 0), 0);
  assert.equal(countUpTo(a, 3), 3);
  assert.equal(countUpTo(a, 100), 4);
});

test('the player does nothing until asked to play', () => {
  const p = new Player(100);
  assert.equal(p.tick(1000), false);
  assert.equal(p.step, 0);
});

test('playing advances by speed × elapsed time and stops at the end', () => {
  const p = new Player(100);
  p.speed = 10;
  p.play();
  p.tick(500);
  assert.equal(p.step, 5);
  p.tick(50);
  p.tick(50);
  assert.equal(p.step, 6);
  p.tick(100000);
  assert.equal(p.step, 99);
  assert.equal(p.playing, false);
});

test('stepping pauses and stays within the trace', () => {
  const p = new Player(10);
  p.play();
  p.forward();
  assert.equal(p.playing, false);
  assert.equal(p.step, 1);
  p.back(5);
  assert.equal(p.step, 0);
  p.toEnd();
  assert.equal(p.step, 9);
  p.forward();
  assert.equal(p.step, 9);
  p.toStart();
  assert.equal(p.step, 0);
});

test('play at the end starts again from the beginning', () => {
  const p = new Player(10);
  p.toEnd();
  p.play();
  assert.equal(p.step, 0);
  assert.equal(p.playing, true);
});

test('reset keeps the step when it still exists and clamps it otherwise', () => {
  const p = new Player(50);
  p.seek(40);
  p.reset(30, p.step);
  assert.equal(p.step, 29);
  p.reset(100, 12);
  assert.equal(p.step, 12);
});

test('the principal variation is the core’s: on AIMA alpha-beta, A → B → its 3', () => {
  assert.deepEqual(Array.from(t.pv), [1, 2]);
});

test('the steps a person stops at are counted from 1, a run of ordering events as one step', async () => {
  const { Steps, orderContinuations } = await import('../../www/timeline.js');
  // Chess, mate in two, PVS with MVV-LVA, killer and history ordering: runs of Order events.
  const c = fixture('chess-null-q').trace;
  const E = c.kind.length;
  const cont = orderContinuations(c);
  const hidden = cont.reduce((n, x) => n + x, 0);
  assert.ok(hidden > 100, `${hidden} events passed over`);
  // The same events passed over as by their definition (an Order after an Order of the same node,
  // never the last event), the search for the first Order notwithstanding.
  for (let e = 0; e < E; e++) {
    const same = e > 0 && e < E - 1 && c.kind[e] === Kind.Order && c.kind[e - 1] === Kind.Order && nodeOf(c, e) === nodeOf(c, e - 1);
    assert.equal(cont[e], same ? 1 : 0, `event ${e}`);
  }
  // A trace with no Order event passes over nothing.
  assert.equal(orderContinuations(fixture('aima-alphabeta').trace), null);
  const steps = new Steps(E, cont);
  assert.equal(steps.count, E - hidden);
  assert.equal(steps.number(0), 1);
  assert.equal(steps.number(E - 1), steps.count, 'the last step is "step N of N"');
  // Each step forward moves the counter by one, as a person counts the key presses.
  const p = new Player(E);
  p.setSkip(cont);
  for (let k = 1; k < steps.count; k++) {
    const before = steps.number(p.step);
    p.forward();
    assert.equal(steps.number(p.step), before + 1, `→ from step ${before}`);
    assert.equal(steps.event(before + 1), p.step, 'step number k names the event the player stops at');
  }
  assert.equal(p.step, E - 1);
  // A number past either end names the first or the last step.
  assert.equal(steps.event(0), 0);
  assert.equal(steps.event(steps.count + 50), E - 1);
});

test('without runs to pass over, step k is event k − 1', async () => {
  const { Steps } = await import('../../www/timeline.js');
  const steps = new Steps(t.kind.length, null);
  assert.equal(steps.count, t.kind.length);
  assert.equal(steps.number(21), 22);
  assert.equal(steps.event(22), 21);
});
