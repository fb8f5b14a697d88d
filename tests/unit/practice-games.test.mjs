import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture, catalogue } from './helpers.mjs';
import { setCatalogue } from '../../www/games/registry.js';
import {
  answerKey, gradeValues, gradePruned, gradeWindow, gradePrediction, predictionStops, score, firstMistake, parseValue, sameValue,
  leafNumbers, visibleLeaves, completePruned, Task,
} from '../../www/practice/grader.js';
import { exerciseFromParams, exerciseParams, isGame, hasSeed, positionQuery, searchRequest, practiceGames, PARAM_NAMES } from '../../www/practice/exercise.js';
import { Bound, MATE } from '../../www/trace.js';

// Practice's games are the catalogue's (each game's module says whether it has exercises).
setCatalogue(catalogue());

const byPath = (items) => Object.fromEntries(items.map((it) => [it.path, it]));

// The position (fixtures ttt-*.json; the core's practice position for tictactoe, seed 42, easy):
//   . X O      X to move; empty cells 1, 7 and 9 (the core counts 0, 6, 8).
//   O X X      X1: O7 lets X9 win (+1), O9 blocks and X7 draws (0): MIN takes 0.
//   . O .      X7 and X9: every line ends in a draw (0). The root is worth 0.
// Alpha-beta: after X1 gives α = 0, X7's first reply O1 (0) is ≤ α, so O9 is cut; so is O7 under X9.
const TTT = { '': 0, 0: 0, '0.0': 1, '0.1': 0, 1: 0, '1.0': 0, 2: 0, '2.0': 0 };
// Minimax also searches O9 under X7 (X1 then draws: 0) and O7 under X9 (X1 then wins: +1).
const TTT_MINIMAX = { ...TTT, '1.1': 0, '2.1': 1 };

test('a game exercise survives its link: practice=game with its game, level and seed', () => {
  const ex = exerciseFromParams('practice=game&p-game=nim&p-level=medium&p-seed=42&p-algo=minimax&p-task=values');
  assert.equal(ex.source, 'game');
  assert.equal(ex.game, 'nim');
  assert.equal(ex.level, 'medium');
  assert.equal(ex.seed, 42);
  assert.ok(isGame(ex) && hasSeed(ex));
  assert.deepEqual(exerciseFromParams(exerciseParams(ex)), ex);
  assert.equal(exerciseParams(ex).toString(), 'practice=game&p-game=nim&p-level=medium&p-seed=42&p-algo=minimax&p-task=values');
  assert.deepEqual(positionQuery(ex), { type: 'practice-position', kind: 'nim', seed: 42, level: 'medium' });
  assert.ok(PARAM_NAMES.includes('p-game'));
});

test('every game round-trips through its link, and an unknown game falls back to tic-tac-toe', () => {
  assert.deepEqual(practiceGames(), ['tictactoe', 'dodgem', 'connect4', 'nim']);
  for (const game of practiceGames()) {
    const ex = exerciseFromParams(`practice=game&p-game=${game}&p-seed=7&p-level=hard&p-algo=negamax-ab:soft&p-task=pruned`);
    assert.equal(ex.game, game);
    assert.deepEqual(exerciseFromParams(exerciseParams(ex)), ex);
  }
  assert.equal(exerciseFromParams('practice=game&p-game=chess').game, 'tictactoe');
  // A tree exercise carries no game.
  assert.equal(exerciseParams(exerciseFromParams('practice=aima')).get('p-game'), null);
  assert.ok(!hasSeed(exerciseFromParams('practice=aima')));
});

test('a game exercise searches to its position’s depth; a tree exercise to the end', () => {
  const ex = exerciseFromParams('practice=game&p-game=dodgem&p-algo=negamax-ab:hard');
  assert.deepEqual(searchRequest(ex, 3), { algorithm: 'negamax-ab', fail: 'hard', depth: 3 });
  assert.deepEqual(searchRequest(ex), { algorithm: 'negamax-ab', fail: 'hard' });
});

test('a tic-tac-toe position under minimax: the values worked by hand are all right', () => {
  const key = answerKey(fixture('ttt-minimax'));
  assert.deepEqual(Object.fromEntries(key.values.map((v) => [v.path, v.value])), TTT_MINIMAX);
  const items = gradeValues(key, Object.fromEntries(Object.entries(TTT_MINIMAX).map(([p, v]) => [p, String(v)])));
  assert.deepEqual(score(items), { right: 10, wrong: 0, total: 10 });
});

/** The alpha-beta run with its pruned subtrees completed from minimax, as the practice page has it. */
const alphabeta = () => completePruned(fixture('ttt-alphabeta'), fixture('ttt-minimax'));

test('a game’s pruned moves get their subtrees from minimax: X1 under O9 and under O7', () => {
  const raw = fixture('ttt-alphabeta');
  assert.equal(raw.pruned.parent.length, 2);
  const run = completePruned({ ...raw, moves: raw.labels }, { ...fixture('ttt-minimax'), moves: fixture('ttt-minimax').labels });
  assert.equal(run.pruned.parent.length, 4);
  const key = answerKey(run);
  assert.deepEqual(key.nodes.path.slice(key.nodes.nodeCount), ['1.1', '2.1', '1.1.0', '2.1.0']);
  assert.deepEqual(run.moves.slice(-2), ['X1', 'X1'], 'the core names the move into cell 1 X1, as the test says');
  // Only the pruned moves themselves are the edges to mark; what lies below is inside them.
  assert.deepEqual(key.pruned.map((p) => p.path), ['1.1', '2.1']);
  // A run with nothing to add (minimax; a tree listed in full) is the same run.
  const mm = fixture('ttt-minimax');
  assert.equal(completePruned(mm, mm), mm);
});

test('a tic-tac-toe position under alpha-beta: X7’s O9 and X9’s O7 are cut, and × marks them right', () => {
  const f = alphabeta();
  const key = answerKey(f, fixture('ttt-minimax'));
  assert.deepEqual(key.pruned.map((p) => p.path), ['1.1', '2.1']);
  assert.deepEqual(key.unsearched.map((u) => u.path), ['1.1', '2.1']);
  assert.equal(key.values.find((v) => v.path === '1').bound, Bound.Upper);
  const answers = { ...TTT, '1.1': '×', '2.1': 'x' };
  const all = gradeValues(key, answers);
  assert.deepEqual(score(all), { right: 10, wrong: 0, total: 10 });
  assert.deepEqual(score(gradePruned(key, ['1.1', '2.1'])), { right: 2, wrong: 0, total: 2 });
  // The window at X9: α = 0 from X1, β = +∞.
  assert.equal(gradeWindow(key, '2', { alpha: '0', beta: '+inf' }).ok, true);
});

test('one wrong value in a tic-tac-toe exercise is marked wrong and is the first mistake', () => {
  const f = alphabeta();
  const key = answerKey(f, fixture('ttt-minimax'));
  // The student lets MIN take O7 at X1 (+1) instead of O9 (0).
  const items = byPath(gradeValues(key, { ...TTT, 0: 1, '1.1': '×', '2.1': '×' }));
  assert.equal(items['0'].ok, false);
  assert.match(items['0'].reason, /^practice\.why\.wrongValue(From|Cut)?$/, 'why: the child it took, and its cut if it cut');
  assert.equal(items[''].ok, true);
  const m = firstMistake(key, Object.values(items));
  assert.equal(m.item.path, '0');
  assert.equal(m.step, f.trace.leaveEvent[key.nodes.byPath.get('0')]);
  // Typing a value where the search never went is wrong too.
  assert.equal(byPath(gradeValues(key, { ...TTT, '1.1': '0' }))['1.1'].reason, 'practice.why.notSearched');
});

test('a game’s leaves show the numbers minimax finds there, the pruned ones included', () => {
  const run = alphabeta(), ref = fixture('ttt-minimax');
  const key = answerKey(run, ref);
  const numbers = leafNumbers(run, ref);
  const leaves = Object.fromEntries(visibleLeaves(key, numbers).map((l) => [l.path, l.value]));
  assert.deepEqual(leaves, { '0.0.0': 1, '0.1.0': 0, '1.0.0': 0, '1.1.0': 0, '2.0.0': 0, '2.1.0': 1 });
  // A minimax run gives its own leaves.
  assert.deepEqual(Array.from(leafNumbers(ref, ref)).filter((_, d) => !key.nodes.children[d]?.length).length, 6);
});

test('predicting on a tic-tac-toe exercise: the value of X1 is 0, and 1 is wrong', () => {
  const stops = predictionStops(fixture('ttt-alphabeta'));
  const key = answerKey(fixture('ttt-alphabeta'));
  const x1 = stops.find((s) => s.question === 'value' && s.node === key.nodes.byPath.get('0'));
  assert.equal(x1.answer, 0);
  assert.equal(gradePrediction(x1, '0').ok, true);
  assert.equal(gradePrediction(x1, '1').ok, false);
});

test('a win is typed as the page shows it: “+M2” is MATE − 3 or MATE − 4, never MATE − 5', () => {
  assert.equal(parseValue('+M2'), MATE - 3);
  assert.equal(parseValue('−M1'), -(MATE - 1));
  assert.equal(parseValue('m3'), MATE - 5);
  assert.equal(parseValue('M0'), null);
  assert.ok(sameValue(parseValue('+M2'), MATE - 4));
  assert.ok(sameValue(MATE - 4, MATE - 4));
  assert.ok(!sameValue(parseValue('+M2'), MATE - 5));
  assert.ok(!sameValue(parseValue('+M2'), -(MATE - 3)));
  assert.ok(!sameValue(3, 4));
  assert.ok(!sameValue(null, 0));
});

test('a Nim-like value graded from its trace: +M1 at a node worth MATE − 1', () => {
  const key = { values: [{ node: 0, path: '', value: MATE - 1, bound: Bound.Exact, trueValue: null, step: 0 }], unsearched: [], negamax: false, failHard: false };
  assert.equal(gradeValues(key, { '': '+M1' })[0].ok, true);
  assert.equal(gradeValues(key, { '': String(MATE - 1) })[0].ok, true);
  assert.equal(gradeValues(key, { '': '−M1' })[0].ok, false);
  assert.equal(Task.Values, 'values');
});
