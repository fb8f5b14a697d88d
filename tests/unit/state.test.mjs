import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromURL, toURL, defaultState, applyPreset, entryOf, parseOption } from '../../www/state.js';
import { menuFrom } from '../../www/games/registry.js';
import { catalogue } from './helpers.mjs';

const menu = menuFrom(catalogue());
const roundTrip = (state) => fromURL(toURL(state, menu), menu);

test('the Game menu lists the tree presets first, then the random and custom trees, then the other games', () => {
  assert.deepEqual(menu.map((e) => e.id).slice(0, 6), ['aima', 'wikipedia', 'random', 'custom', 'tictactoe', 'chess']);
});

test('the default state is written as an empty query and read back as itself', () => {
  const s = defaultState(menu);
  assert.equal(toURL(s, menu), '');
  assert.deepEqual(fromURL('', menu), { state: s, ignored: [] });
});

test('a game, its options, the algorithm, depth, techniques and step survive a round trip', () => {
  const s = defaultState(menu);
  s.game = 'random';
  s.options = { ...entryOf(menu, 'random').options.reduce((o, x) => ({ ...o, [x.name]: x.default }), {}), branching: 6, depth: 8, order: 'best-first' };
  s.algorithm = 'negamax-ab';
  s.fail = 'hard';
  s.depth = 3;
  s.techniques = { ...s.techniques, tt: true, iterativeDeepening: true, aspiration: true, aspW: 25, ordering: 'killer,history' };
  s.step = 41;
  const back = roundTrip(s);
  assert.deepEqual(back.ignored, []);
  assert.deepEqual(back.state, s);
});

test('a custom tree’s text survives a round trip with its newlines, spaces, comments and punctuation', () => {
  const s = defaultState(menu);
  s.game = 'custom';
  s.options = { ...s.options, text: 'R:(L:(4 (7 9))~5 M:(1, 2 3)) # a comment & more\n  (x)', root: 'max' };
  const back = roundTrip(s);
  assert.equal(back.state.options.text, s.options.text);
  assert.equal(back.state.game, 'custom');
});

test('a malformed link opens the defaults and lists what it ignored, as text', () => {
  const { state, ignored } = fromURL('?game=%E0%A4&depth=banana&algo=<script>', menu);
  assert.deepEqual(state, defaultState(menu));
  assert.equal(ignored.length, 3);
  assert.match(ignored[0], /^game “/);
  assert.ok(ignored.includes('depth “banana”'));
  assert.ok(ignored.includes('algo “<script>”'));
});

test('each setting not understood is ignored on its own, and the rest of the link is kept', () => {
  const { state, ignored } = fromURL('?game=random&g.branching=99&g.depth=5&g.colour=red&tt=1&null=3&order=mvv-lva&step=-4&zoom=2', menu);
  assert.equal(state.game, 'random');
  assert.equal(state.options.depth, 5);
  assert.equal(state.options.branching, 3); // out of range: the default
  assert.equal(state.techniques.tt, true);
  assert.equal(state.techniques.nullMove, false); // trees have no null move
  assert.equal(state.techniques.ordering, ''); // nor captures first
  assert.equal(state.step, 1); // the start
  assert.deepEqual(ignored.sort(), ['g.branching “99”', 'g.colour “red”', 'null “3”', 'order “mvv-lva”', 'step “-4”', 'zoom “2”']);
});

test('a depth beyond the core’s recursion limit is ignored; below it any depth is kept (the budgets decide)', () => {
  // Once "at most 10" for chess: 11 and 200 are kept now.
  assert.equal(fromURL('?game=chess&depth=11', menu).state.depth, 11);
  assert.equal(fromURL('?game=chess&depth=200', menu).state.depth, 200);
  assert.deepEqual(fromURL('?game=chess&depth=201', menu).ignored, ['depth “201”']);
  // Connect Four: up to its longest game.
  assert.equal(fromURL('?game=connect4&depth=42', menu).state.depth, 42);
  assert.deepEqual(fromURL('?game=connect4&depth=43', menu).ignored, ['depth “43”']);
});

test('a very long value is cut short where the ignored list quotes it', () => {
  const { ignored } = fromURL(`?algo=${'x'.repeat(500)}`, menu);
  assert.ok(ignored[0].length < 60);
});

test('a preset in a link fills its options (the chess FEN) and the link does not repeat them', () => {
  const chess = entryOf(menu, 'chess');
  const zug = chess.presets.find((p) => p.name === 'zugzwang');
  const { state } = fromURL('?game=chess&preset=zugzwang', menu);
  assert.equal(state.preset, 'zugzwang');
  assert.equal(state.options.fen, zug.options.fen);
  assert.equal(toURL(state, menu), '?game=chess&preset=zugzwang');
  // …and its depth, which its note speaks of (zugzwang: 7), unless the link gives another.
  assert.equal(state.depth, zug.depth);
  assert.equal(zug.depth, 7);
  const deeper = fromURL('?game=chess&preset=zugzwang&depth=5', menu).state;
  assert.equal(deeper.depth, 5);
  assert.equal(toURL(deeper, menu), '?game=chess&preset=zugzwang&depth=5');
});

test('a hand-written preset link searches as the note says; the link says only what differs from the preset', () => {
  const chess = entryOf(menu, 'chess');
  // Zugzwang's note is about PVS with null-move pruning (R = 3) at depth 7.
  const { state, ignored } = fromURL('?game=chess&preset=zugzwang', menu);
  assert.deepEqual(ignored, []);
  assert.equal(state.algorithm, 'pvs');
  assert.equal(state.techniques.nullMove, true);
  assert.equal(state.techniques.nullR, 3);
  // The same with null move off and alpha-beta: said as null=0 and algo=alphabeta, read back.
  state.techniques.nullMove = false;
  state.algorithm = 'alphabeta';
  const q = toURL(state, menu);
  assert.equal(q, '?game=chess&preset=zugzwang&algo=alphabeta&null=0');
  assert.deepEqual(fromURL(q, menu).state, state);
  // A preset whose note wants move ordering: order=none takes it away, and is read back.
  const middle = chess.presets.find((p) => p.name === 'middlegame');
  const m = fromURL('?game=chess&preset=middlegame', menu).state;
  assert.equal(m.techniques.ordering, [].concat(middle.search.ordering).join(','));
  m.techniques.ordering = '';
  assert.equal(toURL(m, menu), '?game=chess&preset=middlegame&order=none');
  assert.deepEqual(fromURL(toURL(m, menu), menu).state, m);
});

test('choosing a preset sets its depth, its algorithm and exactly its techniques', () => {
  const chess = entryOf(menu, 'chess');
  const s = defaultState(menu);
  s.game = 'chess';
  s.techniques.quiescence = true;
  applyPreset(s, chess, chess.presets.find((p) => p.name === 'zugzwang'));
  assert.equal(s.depth, 7);
  assert.equal(s.algorithm, 'pvs');
  assert.equal(s.techniques.nullMove, true);
  assert.equal(s.techniques.nullR, 3);
  assert.equal(s.techniques.quiescence, false);
  applyPreset(s, chess, chess.presets.find((p) => p.name === 'middlegame'));
  assert.equal(s.techniques.nullMove, false);
  assert.equal(s.techniques.ordering, 'hash,mvv-lva,killer,history');
  applyPreset(s, chess, null);
  assert.equal(s.preset, '');
  assert.equal(s.options.fen, '');
  assert.equal(s.depth, null);
});

test('fail-hard is kept only for negamax alpha-beta', () => {
  assert.equal(fromURL('?algo=negamax-ab&fail=hard', menu).state.fail, 'hard');
  assert.deepEqual(fromURL('?algo=minimax&fail=hard', menu).ignored, ['fail “hard”']);
});

test('catalogue options are read from link text by their input kind', () => {
  const num = { input: 'number', min: 1, max: 10 };
  assert.deepEqual(parseOption(num, '7'), { ok: true, value: 7 });
  assert.equal(parseOption(num, '7.5').ok, false);
  assert.equal(parseOption(num, '11').ok, false);
  assert.deepEqual(parseOption({ input: 'checkbox' }, '1'), { ok: true, value: true });
  assert.equal(parseOption({ input: 'select', choices: [['a', 'A']] }, 'b').ok, false);
  assert.deepEqual(parseOption({ input: 'text' }, '<b>'), { ok: true, value: '<b>' });
});

test('a link says the step as the page says it, from 1: step=22 is "step 22", the start writes none', () => {
  assert.equal(defaultState(menu).step, 1);
  assert.equal(fromURL('?step=22', menu).state.step, 22);
  const s = defaultState(menu);
  s.step = 22;
  assert.equal(toURL(s, menu), '?step=22');
  s.step = 1;
  assert.equal(toURL(s, menu), '');
});

test('an old link’s step=0 (counted from 0, the start) opens the start, and is not called ignored', () => {
  const { state, ignored } = fromURL('?step=0', menu);
  assert.equal(state.step, 1);
  assert.deepEqual(ignored, []);
});

test('PUCT keeps MCTS’s iter, c and seed in the link, as algo=puct', () => {
  const { state, ignored } = fromURL('?game=tictactoe&algo=puct&iter=30&c=1.5&seed=2', menu);
  assert.deepEqual(ignored, []);
  assert.equal(state.algorithm, 'puct');
  assert.deepEqual([state.mcts.iterations, state.mcts.c, state.mcts.seed], [30, 1.5, 2]);
  assert.match(toURL(state, menu), /algo=puct&iter=30&c=1\.5&seed=2/);
  // Without an MCTS algorithm the same words are ignored, as before.
  assert.deepEqual(fromURL('?game=tictactoe&algo=alphabeta&iter=30', menu).ignored, ['iter “30”']);
});

test('play’s engine and its iterations round-trip (eng=, eiter=); bad ones, or ones without play=, are ignored', () => {
  const { state, ignored } = fromURL('?game=dodgem&play=you&moves=0&eng=puct&eiter=200', menu);
  assert.deepEqual(ignored, []);
  assert.equal(state.play.engine, 'puct');
  assert.equal(state.play.iterations, 200);
  assert.match(toURL(state, menu), /play=you&moves=0&eng=puct&eiter=200$/);
  // The default iterations are not written; the search on the left is no eng= at all.
  state.play.iterations = 500;
  assert.match(toURL(state, menu), /eng=puct$/);
  state.play.engine = 'alphabeta';
  assert.doesNotMatch(toURL(state, menu), /eng=/);
  const bad = fromURL('?game=dodgem&play=you&eng=deepblue&eiter=0', menu);
  assert.equal(bad.state.play.engine, undefined);
  assert.equal(bad.state.play.iterations, undefined);
  assert.equal(bad.ignored.length, 2);
  assert.match(bad.ignored.join(' '), /eng .*deepblue.*eiter .*0/);
  assert.equal(fromURL('?game=dodgem&eng=uct', menu).ignored.length, 1);
});

test('play’s MCTS iterations are capped per game: chess and xiangqi far below tic-tac-toe, never above what was asked', async () => {
  const { playIterations, PLAY_ITERATION_CAP } = await import('../../www/play-logic.js');
  assert.equal(playIterations('chess', 500), 500);
  assert.equal(playIterations('chess', 100000), PLAY_ITERATION_CAP.chess);
  assert.equal(playIterations('xiangqi', 100000), PLAY_ITERATION_CAP.xiangqi);
  assert.equal(playIterations('tictactoe', 100000), PLAY_ITERATION_CAP.tictactoe);
  assert.ok(PLAY_ITERATION_CAP.xiangqi < PLAY_ITERATION_CAP.chess && PLAY_ITERATION_CAP.chess < PLAY_ITERATION_CAP.tictactoe);
  assert.equal(playIterations('aima', 100000), 5000);
});
