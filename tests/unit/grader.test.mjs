import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture } from './helpers.mjs';
import {
  displayNodes, answerKey, gradeValues, gradePruned, gradeWindow, predictionStops, gradePrediction,
  score, firstMistake, parseValue, visibleLeaves, Task,
} from '../../www/practice/grader.js';
import { exerciseFromParams, exerciseParams, gameSpec, searchRequest } from '../../www/practice/exercise.js';
import { Bound, INF } from '../../www/trace.js';

const byPath = (items) => Object.fromEntries(items.map((it) => [it.path, it]));

test('AIMA Figure 5.2 under minimax: A is worth 3, B 3, C 2, D 2, and those answers are all right', () => {
  const key = answerKey(fixture('aima-minimax'));
  assert.deepEqual(Object.fromEntries(key.values.map((v) => [v.path, v.value])), { '': 3, 0: 3, 1: 2, 2: 2 });
  const items = gradeValues(key, { '': '3', 0: 3, 1: '2', 2: '2' });
  assert.ok(items.every((it) => it.ok && it.reason === 'practice.why.right'));
  assert.deepEqual(score(items), { right: 4, wrong: 0, total: 4 });
  assert.equal(key.pruned.length, 0);
});

test('AIMA Figure 5.2 under alpha-beta prunes C’s leaves 4 and 6, and only those', () => {
  const key = answerKey(fixture('aima-alphabeta'), fixture('aima-minimax'));
  assert.deepEqual(key.pruned.map((p) => p.path), ['1.1', '1.2']);
  const all = gradePruned(key, ['1.1', '1.2']);
  assert.deepEqual(score(all), { right: 2, wrong: 0, total: 2 });
  const some = byPath(gradePruned(key, ['1.2', '2.1']));
  assert.equal(some['1.1'].reason, 'practice.why.prunedMissed');
  assert.equal(some['1.2'].ok, true);
  assert.equal(some['2.1'].reason, 'practice.why.prunedSearched');
});

test('alpha-beta on AIMA returns C’s 2 as an upper bound, and 2 is right', () => {
  const key = answerKey(fixture('aima-alphabeta'), fixture('aima-minimax'));
  const c = key.values.find((v) => v.path === '1');
  assert.equal(c.value, 2);
  assert.equal(c.bound, Bound.Upper);
  const it = byPath(gradeValues(key, { '': 3, 0: 3, 1: 2, 2: 2 }));
  assert.equal(it['1'].ok, true);
  assert.equal(it['1'].reason, 'practice.why.rightUpper');
});

test('the window when D is entered is α = 3, β = +∞', () => {
  const key = answerKey(fixture('aima-alphabeta'));
  assert.equal(gradeWindow(key, '2', { alpha: '3', beta: '+∞' }).ok, true);
  assert.equal(gradeWindow(key, '2', { alpha: '3', beta: 'inf' }).ok, true);
  const wrong = gradeWindow(key, '2', { alpha: '-inf', beta: '+∞' });
  assert.equal(wrong.ok, false);
  assert.equal(wrong.reason, 'practice.why.windowAlpha');
  assert.deepEqual(wrong.expected, { alpha: 3, beta: INF });
});

test('the first mistake is the one the search makes first, shown at its return', () => {
  const f = fixture('aima-alphabeta');
  const key = answerKey(f, fixture('aima-minimax'));
  const items = gradeValues(key, { '': 3, 0: 3, 1: 4, 2: 5 });
  const m = firstMistake(key, items);
  assert.equal(m.item.path, '1');
  assert.equal(m.step, f.trace.leaveEvent[key.nodes.byPath.get('1')]);
  const pr = firstMistake(key, gradePruned(key, ['1.1']));
  assert.equal(pr.item.path, '1.2');
  assert.equal(f.trace.kind[pr.step], 3, 'a missed pruned edge is shown at its cutoff');
  assert.equal(firstMistake(key, gradeValues(key, { '': 3, 0: 3, 1: 2, 2: 2 })), null);
});

test('an empty or unreadable answer is wrong and says so', () => {
  const key = answerKey(fixture('aima-minimax'));
  const it = byPath(gradeValues(key, { '': '', 0: 'three' }));
  assert.equal(it[''].reason, 'practice.why.empty');
  assert.equal(it['0'].reason, 'practice.why.empty');
});

test('typed values read a true minus, ∞ and inf', () => {
  assert.equal(parseValue('−3'), -3);
  assert.equal(parseValue(' -12 '), -12);
  assert.equal(parseValue('+∞'), INF);
  assert.equal(parseValue('-inf'), -INF);
  assert.equal(parseValue('3.5'), null);
  assert.equal(parseValue(''), null);
});

test('playing AIMA with alpha-beta stops before C cuts and before each return', () => {
  const f = fixture('aima-alphabeta');
  const stops = predictionStops(f);
  const cut = stops.filter((s) => s.question === 'cut');
  // C cuts after its 2 with two leaves left. D's last leaf 2 meets β ≤ α with nothing left to
  // prune: no cutoff, and no question after it ("Will D cut off now?" would have no right answer).
  assert.deepEqual(cut.filter((s) => s.answer).map((s) => s.node), [key1(f, '1')]);
  const d = key1(f, '2');
  assert.deepEqual(cut.filter((s) => s.node === d).map((s) => s.answer), [false, false]);
  const values = stops.filter((s) => s.question === 'value').map((s) => [displayNodes(f).path[s.node], s.answer]);
  assert.deepEqual(values, [['0', 3], ['1', 2], ['2', 2], ['', 3]]);
  const yes = cut.find((s) => s.answer);
  assert.equal(gradePrediction(yes, true).ok, true);
  assert.equal(gradePrediction(yes, false).reason, 'practice.predict.cut.wrong');
  const v = stops.find((s) => s.question === 'value');
  assert.equal(gradePrediction(v, '3').ok, true);
  // Stops come in the order of the trace, each before the event that answers it.
  for (let i = 1; i < stops.length; i++) assert.ok(stops[i].step >= stops[i - 1].step);
});

test('minimax has no cut questions', () => {
  assert.equal(predictionStops(fixture('aima-minimax')).filter((s) => s.question === 'cut').length, 0);
});

function key1(f, path) { return displayNodes(f).byPath.get(path); }

test('an exercise survives its link, and a class gets the same random tree', () => {
  const ex = exerciseFromParams('practice=random&p-level=hard&p-seed=4242&p-algo=negamax-ab:hard&p-task=pruned');
  assert.equal(ex.branching, 2);
  assert.equal(ex.depth, 5);
  assert.deepEqual(exerciseFromParams(exerciseParams(ex)), ex);
  assert.equal(exerciseParams(ex).toString(), 'practice=random&p-level=hard&p-seed=4242&p-algo=negamax-ab%3Ahard&p-task=pruned');
  assert.deepEqual(gameSpec(ex), { kind: 'random', branching: 2, depth: 5, seed: 4242, min: -20, max: 20, order: 'as-generated', noise: 0 });
  assert.deepEqual(searchRequest(ex), { algorithm: 'negamax-ab', fail: 'hard' });
  const bad = exerciseFromParams('practice=nope&p-level=x&p-algo=pvs&p-task=y');
  assert.equal(bad.source, 'random');
  assert.equal(bad.level, 'easy');
  assert.equal(bad.algorithm, 'alphabeta');
  assert.equal(bad.task, Task.Values);
});

test('a pruned leaf’s number shows in predict mode only on Reveal', () => {
  const f = fixture('aima-alphabeta');
  const key = answerKey(f);
  const sv = f.labels.map((_, i) => i);
  assert.equal(visibleLeaves(key, sv, { task: Task.Pruned }).length, 9);
  const early = visibleLeaves(key, sv, { task: Task.Predict, step: 5, trace: f.trace });
  assert.deepEqual(early.map((l) => l.path), ['0.0']);
  assert.equal(visibleLeaves(key, sv, { task: Task.Predict, step: 1e9, trace: f.trace }).length, 7);
  assert.equal(visibleLeaves(key, sv, { task: Task.Predict, revealed: true, trace: f.trace }).length, 9);
});

const WIKIPEDIA_PRUNED = ['0.0.1.2', '1.0.1.1', '2.1'];

test('the seed 000 / Wikipedia tree: alpha-beta prunes the grey 5, one leaf under 1.0.1 and the whole 2.1', () => {
  for (const name of ['wikipedia-alphabeta', 'wikipedia-negamax-soft', 'wikipedia-negamax-hard']) {
    const key = answerKey(fixture(name));
    assert.deepEqual(key.pruned.map((p) => p.path), WIKIPEDIA_PRUNED, name);
    assert.equal(key.rootValue, 6);
    assert.deepEqual(score(gradePruned(key, WIKIPEDIA_PRUNED)), { right: 3, wrong: 0, total: 3 });
  }
  // A mark below 2.1 is inside a pruned branch: neither right nor wrong.
  const key = answerKey(fixture('wikipedia-alphabeta'));
  const inside = gradePruned(key, [...WIKIPEDIA_PRUNED, '2.1.0']).find((it) => it.path === '2.1.0');
  assert.equal(inside.ok, null);
  assert.equal(inside.reason, 'practice.why.prunedInside');
});

test('a tie cuts: C’s first leaf 3 equals α = 3, so β ≤ α prunes C’s 4 and 6', () => {
  const key = answerKey(fixture('ties-alphabeta'), fixture('ties-minimax'));
  assert.deepEqual(key.pruned.map((p) => p.path), ['1.1', '1.2']);
  assert.equal(key.rootValue, 3);
  const it = byPath(gradeValues(key, { '': 3, 0: 3, 1: 3, 2: 2 }));
  assert.equal(it['1'].ok, true, 'C returns 3, its true value too');
  assert.equal(fixture('ties-alphabeta').summary.bestMove, 0, 'the first of equal children stays the best');
});

test('fail-hard returns the bound, fail-soft the best found: each is right only for its own algorithm', () => {
  const hardRun = fixture('wikipedia-negamax-hard'), softRun = fixture('wikipedia-negamax-soft');
  const ref = fixture('wikipedia-minimax');
  const hard = answerKey(hardRun, ref), soft = answerKey(softRun, ref);
  const differ = hard.values.filter((h) => soft.values.find((s) => s.path === h.path).value !== h.value);
  assert.ok(differ.length > 0, 'some node returns a different value fail-hard and fail-soft');
  for (const h of differ) {
    const s = soft.values.find((x) => x.path === h.path);
    assert.notEqual(h.bound, Bound.Exact, `${h.path} is a bound`);
    assert.equal(gradeValues(hard, { [h.path]: h.value })[hard.values.indexOf(h)].ok, true);
    const softInHard = gradeValues(hard, { [h.path]: s.value })[hard.values.indexOf(h)];
    assert.equal(softInHard.ok, false, `${h.path}: the fail-soft value is wrong for fail-hard`);
  }
  // Typing the true minimax value where the search returned a bound: wrong, and the feedback says why.
  const bounded = hard.values.find((v) => v.bound !== Bound.Exact && v.trueValue !== v.value);
  assert.ok(bounded, 'a fail-hard node whose bound is not its true value');
  const said = gradeValues(hard, { [bounded.path]: bounded.trueValue })[hard.values.indexOf(bounded)];
  assert.equal(said.ok, false);
  assert.equal(said.reason, 'practice.why.failHardBound');
  assert.deepEqual(said.params, { value: bounded.value, trueValue: bounded.trueValue, bound: bounded.bound === Bound.Lower ? 'lower' : 'upper' });
  const softBounded = soft.values.find((v) => v.bound !== Bound.Exact && v.trueValue !== v.value);
  if (softBounded) {
    const s2 = gradeValues(soft, { [softBounded.path]: softBounded.trueValue })[soft.values.indexOf(softBounded)];
    assert.equal(s2.reason, 'practice.why.failSoftBound');
  }
});

test('negamax values are the side to move’s: the true value is negated at MIN’s nodes', () => {
  const key = answerKey(fixture('wikipedia-negamax-soft'), fixture('wikipedia-minimax'));
  const exact = key.values.filter((v) => v.bound === Bound.Exact);
  for (const v of exact) assert.equal(v.trueValue, v.value, v.path);
});

test('fail-soft at a cut node: C cuts on its 2, its true value is 1; 2 is right and 1 is explained', () => {
  const key = answerKey(fixture('bound-alphabeta'), fixture('bound-minimax'));
  const c = key.values.find((v) => v.path === '1');
  assert.deepEqual([c.value, c.trueValue, c.bound], [2, 1, Bound.Upper]);
  const it = byPath(gradeValues(key, { '': 3, 0: 3, 1: 1, 2: 2 }));
  assert.equal(it['1'].ok, false);
  assert.equal(it['1'].reason, 'practice.why.failSoftBound');
  assert.deepEqual(it['1'].params, { value: 2, trueValue: 1, bound: 'upper' });
  assert.equal(byPath(gradeValues(key, { 1: 2 }))['1'].reason, 'practice.why.rightUpper');
});

test('inner nodes the search never reaches are answered ×, so that the boxes do not give the pruned set away', () => {
  const key = answerKey(fixture('wikipedia-alphabeta'));
  assert.deepEqual(key.unsearched.map((u) => u.path), ['2.1', '2.1.0', '2.1.1']);
  const it = byPath(gradeValues(key, { '2.1': '×', '2.1.0': 'x', '2.1.1': '5' }));
  assert.equal(it['2.1'].ok, true);
  assert.equal(it['2.1'].reason, 'practice.why.notSearchedRight');
  assert.equal(it['2.1.0'].ok, true);
  assert.equal(it['2.1.1'].reason, 'practice.why.notSearched');
  assert.equal(answerKey(fixture('aima-minimax')).unsearched.length, 0);
});

test('playing AIMA with alpha-beta asks which node comes next: after C’s cutoff it is D, not C’s pruned 4 or 6', () => {
  const f = fixture('aima-alphabeta');
  const n = displayNodes(f);
  const stops = predictionStops(f);
  const enter = stops.filter((s) => s.question === 'enter');
  // After B returns: C (D is the other choice). After C cuts: D; C's 4 and 6 are offered too.
  assert.deepEqual(enter.map((s) => [s.after, n.path[s.node], n.path[s.answer], s.choices.map((c) => n.path[c])]),
    [['return', '0', '1', ['1', '2']], ['cutoff', '1', '2', ['1.1', '1.2', '2']]]);
  for (const s of enter) {
    assert.equal(f.trace.kind[s.step + 1], 0, 'the answer is the next event, an Enter');
    assert.equal(f.trace.node[s.step + 1], s.answer);
  }
  const afterCut = enter[1];
  assert.equal(gradePrediction(afterCut, key1(f, '2')).ok, true);
  assert.equal(gradePrediction(afterCut, key1(f, '2')).reason, 'practice.predict.enter.right');
  const pruned = gradePrediction(afterCut, n.byPath.get('1.1'));
  assert.equal(pruned.ok, false);
  assert.equal(pruned.reason, 'practice.predict.enter.pruned');
  assert.equal(pruned.params.cutAt, key1(f, '1'));
  assert.equal(pruned.params.node, key1(f, '2'));
  assert.equal(gradePrediction(enter[0], key1(f, '2')).reason, 'practice.predict.enter.wrong');
  // The question comes after the cut question at A for the same step.
  const at = stops.findIndex((s) => s === afterCut);
  assert.equal(stops[at - 1].question, 'cut');
  assert.equal(stops[at - 1].step, afterCut.step);
});

test('minimax asks which node comes next only where there is a choice: after B returns, not after C (D is all that is left)', () => {
  const f = fixture('aima-minimax');
  const enter = predictionStops(f).filter((s) => s.question === 'enter');
  assert.deepEqual(enter.map((s) => displayNodes(f).path[s.answer]), ['1']);
  assert.ok(enter.every((s) => s.after === 'return' && s.cut.length === 0));
});

test('practice says why: a wrong value names the child whose value the node took and the window that made its cut; a missed pruned edge the window that pruned it', () => {
  const key = answerKey(fixture('aima-alphabeta'), fixture('aima-minimax'));
  const it = byPath(gradeValues(key, { '': 3, 0: 12, 1: 4, 2: 2 }));
  // B (path 0) took its 3 from its first leaf (node 2, path 0.0), no cut.
  assert.equal(it['0'].reason, 'practice.why.wrongValueFrom');
  assert.deepEqual({ value: it['0'].params.value, from: key.nodes.path[it['0'].params.from] }, { value: 3, from: '0.0' });
  // C (path 1) took 2 from its first leaf (path 1.0) and cut there: α = 3 ≥ β = 2.
  assert.equal(it['1'].reason, 'practice.why.wrongValueCut');
  assert.equal(key.nodes.path[it['1'].params.from], '1.0');
  assert.deepEqual([it['1'].params.alpha, it['1'].params.beta], [3, 2]);
  // The pruned leaves 4 and 6 under C: pruned by C's closed window (3, 2).
  const missed = byPath(gradePruned(key, []))['1.1'];
  assert.equal(missed.reason, 'practice.why.prunedMissed');
  assert.deepEqual([missed.params.alpha, missed.params.beta], [3, 2]);
});
