// The techniques' narration and the chess board's helpers, on small hand-made traces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
// The page's narrator, in English (the words these tests assert).
import { sayStep as narrate, orderAt } from '../../www/narration-i18n.js';
import { setLanguage } from '../../www/i18n.js';
import { buildIndex, countsAt } from '../../www/timeline.js';
import { pseudoCode, lineFor } from '../../www/pseudocode.js';
import { moveSquares, fenSquares, fenSide, squareName } from '../../www/chessboard.js';
import { Kind, INF } from '../../www/trace.js';

setLanguage('en');

/** A trace from [kind, node, a, b, c] rows and node rows [parent, move, flags]. */
function trace(events, nodes) {
  const E = events.length, N = nodes.length;
  const t = {
    kind: new Uint8Array(E), node: new Uint32Array(E), a: new Int32Array(E), b: new Int32Array(E), c: new Int32Array(E),
    parent: Uint32Array.from(nodes.map((n) => n[0])), move: Uint32Array.from(nodes.map((n) => n[1])), flags: Uint8Array.from(nodes.map((n) => n[2])),
    alpha: new Int32Array(N), beta: new Int32Array(N), value: new Int32Array(N), bound: new Uint8Array(N),
    enterEvent: new Uint32Array(N), leaveEvent: new Uint32Array(N).fill(0xffffffff),
  };
  events.forEach(([k, n, a, b, c], e) => {
    Object.assign(t.kind, { [e]: k }); t.node[e] = n; t.a[e] = a; t.b[e] = b; t.c[e] = c;
    if (k === Kind.Enter) { t.enterEvent[n] = e; t.alpha[n] = a; t.beta[n] = b; }
    if (k === Kind.Leave) { t.leaveEvent[n] = e; t.value[n] = a; t.bound[n] = b; }
  });
  return t;
}

const NONE = 0xffffffff;
// Iterative deepening with aspiration windows: depth 1, then depth 2 in [−45, 55] failing high,
// re-searched with β = +∞; the last root search probes the table and orders its two moves.
const T = trace([
  [Kind.Enter, 0, -INF, INF, 2],
  [Kind.Iteration, 0, 1, -INF, INF],
  [Kind.Enter, 1, -INF, INF, 1],
  [Kind.Leave, 1, 5, 0, 0],
  [Kind.Iteration, 0, 2, -45, 55],
  [Kind.Enter, 2, -45, 55, 2],
  [Kind.Leave, 2, 80, 1, 0],
  [Kind.Iteration, 0, 2, -45, INF],
  [Kind.Enter, 3, -45, INF, 2],
  [Kind.TtProbe, 3, 0, 0, -1],
  [Kind.Order, 3, 6, 1, 0],
  [Kind.Order, 3, 4, 0, 0],
  [Kind.Enter, 4, -INF, 45, 1],
  [Kind.TtProbe, 4, 3, -70, 3],
  [Kind.Leave, 4, -70, 0, 0],
  [Kind.Child, 3, 70, 3, 4],
  [Kind.TtStore, 3, 70, 0, 2],
  [Kind.Leave, 3, 70, 0, 0],
  [Kind.Leave, 0, 70, 0, 0],
], [[NONE, 0, 32], [0, 0, 0], [0, 1, 0], [0, 2, 0], [3, 1, 1]]);
const index = buildIndex(T);
const names = ['the driver', 'the root (depth 1)', 'the root (depth 2)', 'the root (depth 2)', '“Nf3”'];
const info = { name: (v) => names[v], hasWindow: true, negamax: true, driver: 'aspiration', value: 70, bestMoveName: 'Nf3',
  moveName: (n, mv) => ['e4', 'Nf3'][mv] };
const say = (s) => narrate(T, index, s, info);

test('the driver, each iteration and an aspiration fail high are told', () => {
  assert.match(say(0), /^Start aspiration windows/);
  assert.equal(say(1), 'Iteration 1: search to depth 1 with the full window.');
  assert.equal(say(2), 'Root search 1: depth 1, window [−∞, +∞].');
  assert.equal(say(4), 'Iteration at depth 2: aspiration window [−45, 55] around the last value 5, the last principal variation first.');
  assert.equal(say(7), 'Aspiration fail high: depth 2 returned 80 ≥ β = 55; re-search with β = +∞.');
  assert.match(say(18), /^The search is over after 3 root searches: the root is worth 70; the best move is Nf3\.$/);
});

test('under a driver, nodes visited so far end at the total: the driver is a loop, not a node', () => {
  // The core's total for this trace: the three root searches and Nf3, not the driver.
  assert.equal(countsAt(T, index, T.kind.length - 1).nodes, 4);
  assert.equal(countsAt(T, index, 0).nodes, 0);
  assert.equal(countsAt(T, index, 2).nodes, 1);
});

test('table probes, a hit from a deeper entry and a store are told', () => {
  assert.match(say(9), /^Table probe at the root \(depth 2\): miss/);
  assert.equal(say(13), 'Table hit at “Nf3” from a deeper search (depth 3 > 1): the stored value −70 decides it; it may differ from what a depth-1 search would find.');
  assert.equal(say(16), 'Store the root (depth 2) in the table: value 70 (exact), depth 2.');
  assert.equal(index.tableCut[4], 3);
});

test('the order at a node is told with its reasons, first the whole order, then each move', () => {
  assert.equal(say(10), 'Order at the root (depth 2): Nf3 first (the hash move), then e4 (a killer move).');
  assert.equal(say(11), 'Order at the root (depth 2), 2nd of 2: e4 (a killer move).');
  assert.deepEqual(orderAt(T, index, 3).map((o) => o.move), [1, 0]);
});

test('the pseudo-code lights the driver, the table and the ordering lines', () => {
  const code = pseudoCode('alphabeta', 'soft', { iterativeDeepening: true, aspiration: 50, tt: true, ordering: ['killer'] });
  assert.match(code.title, /Negamax alpha-beta.*iterative deepening.*aspiration.*table/);
  assert.match(code.lines[lineFor(code, Kind.Iteration, { iter: 'high' })], /alphaBeta\(depth, alpha, \+INF\)/);
  assert.match(code.lines[lineFor(code, Kind.Iteration, { iter: 'low' })], /alphaBeta\(depth, -INF, beta\)/);
  assert.match(code.lines[lineFor(code, Kind.TtProbe)], /table\.probe/);
  assert.match(code.lines[lineFor(code, Kind.TtStore)], /table\.store/);
  assert.match(code.lines[lineFor(code, Kind.Cutoff, { cutKind: 3 })], /return e\.value/);
  assert.match(code.lines[lineFor(code, Kind.Order)], /orderMoves\(getPossibleMoves\(\)\)/);
  assert.ok(code.lines.every((l) => !l.includes('@')));
});

test('a chess move is found from the boards before and after it, castling by the king', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const e4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
  const m = moveSquares(start, e4);
  assert.equal(squareName(m.from), 'e2');
  assert.equal(squareName(m.to), 'e4');
  const castle = moveSquares('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
  assert.deepEqual([squareName(castle.from), squareName(castle.to)], ['e1', 'g1']);
  assert.deepEqual(moveSquares(e4, e4.replace(' b ', ' w ')), { from: -1, to: -1 }); // a pass
  assert.equal(fenSide(e4), 'b');
  assert.equal(fenSquares(start).join('').slice(0, 8), 'rnbqkbnr');
});

test('one ordering decision is one step: the player passes over the rest of a run of Order events', async () => {
  const { Player, orderContinuations } = await import('../../www/timeline.js');
  // 24 moves ordered at the root before the first child: steps 1..24 are Order events.
  const rows = [[Kind.Enter, 0, -INF, INF, 2]];
  for (let k = 0; k < 24; k++) rows.push([Kind.Order, 0, 3, k, 0]);
  rows.push([Kind.Enter, 1, -INF, INF, 1], [Kind.Leave, 1, 5, 0, 0], [Kind.Leave, 0, -5, 0, 0]);
  const t = trace(rows, [[NONE, 0, 0], [0, 0, 0]]);
  const p = new Player(t.kind.length);
  p.setSkip(orderContinuations(t));
  p.forward();
  assert.equal(t.kind[p.step], Kind.Order);
  p.forward();
  assert.equal(t.kind[p.step], Kind.Enter, 'the next step after the order is the first child');
  assert.equal(p.step, 25);
  p.back();
  assert.equal(p.step, 1, 'back to the ordering decision, not to its 24th move');
  // Playing passes over the run as well.
  p.seek(0); p.speed = 1; p.play(); p.tick(1000); p.tick(1000);
  assert.equal(p.step, 25);
  // The first Order step's narration gives the whole order.
  const idx = buildIndex(t);
  const text = narrate(t, idx, 1, { name: () => 'the root', hasWindow: true, negamax: true, moveName: (n, mv) => `m${mv + 1}` });
  assert.match(text, /^Order at the root: m1 first \(a capture, MVV-LVA\), then m2 .*and 21 more moves\.$/);
  assert.deepEqual([...orderContinuations(T).keys()].filter((e) => orderContinuations(T)[e]), [11]);
});
