import { test } from 'node:test';
import assert from 'node:assert/strict';
// The page's narrator, in English (the words these tests assert).
import { sayStep as narrate } from '../../www/narration-i18n.js';
import { setLanguage } from '../../www/i18n.js';
import { buildIndex } from '../../www/timeline.js';
import { pseudoCode, lineFor, codeKey } from '../../www/pseudocode.js';
import { Kind, fmtValue } from '../../www/trace.js';
import { fixture } from './helpers.mjs';

setLanguage('en');

function setup(name, hasWindow = true) {
  const f = fixture(name);
  const index = buildIndex(f.trace);
  const info = { name: (v) => f.labels[v] || 'the root', hasWindow, negamax: f.summary.negamax, bestMoveName: f.summary.bestMoveName, value: f.summary.value };
  return { f, t: f.trace, index, info };
}

test('the cutoff at C is told as in the textbook: α = 3 ≥ β = 2, 2 children pruned', () => {
  const { t, index, info } = setup('aima-alphabeta');
  const s = index.cutEventOf[5];
  assert.equal(narrate(t, index, s, info), 'α-cutoff at C: α = 3 ≥ β = 2, 2 children pruned.');
});

test('the first step starts at the root with the full window', () => {
  const { t, index, info } = setup('aima-alphabeta');
  assert.equal(narrate(t, index, 0, info), 'Start at the root A (MAX to move) with window α = −∞, β = +∞, searching 2 plies deep.');
});

test('the last step gives the value and the best move', () => {
  const { t, index, info } = setup('aima-alphabeta');
  assert.equal(narrate(t, index, t.kind.length - 1, info), 'The search is over: the root A is worth 3; the best move is B.');
});

test('a returning child says what it changed', () => {
  const { t, index, info } = setup('aima-alphabeta');
  const s = t.leaveEvent[1] + 1; // A hears from B
  assert.equal(t.kind[s], Kind.Child);
  assert.equal(narrate(t, index, s, info), 'A gets 3 from B: best so far is now 3, α rises to 3.');
});

test('every step of three traces has a sentence, and consecutive steps differ', () => {
  for (const name of ['aima-alphabeta', 'aima-minimax', 'wikipedia-negamax-hard']) {
    const { t, index, info } = setup(name, name !== 'aima-minimax');
    let prev = '';
    for (let s = 0; s < t.kind.length; s++) {
      const text = narrate(t, index, s, info);
      assert.ok(text.length > 10, `${name} step ${s}: '${text}'`);
      assert.notEqual(text, prev, `${name} step ${s} repeats the previous sentence`);
      prev = text;
    }
  }
});

test('minimax narration never mentions a window', () => {
  const { t, index, info } = setup('aima-minimax', false);
  for (let s = 0; s < t.kind.length; s++) assert.ok(!narrate(t, index, s, info).includes('window'));
});

test('fail-hard negamax cuts are beta cutoffs', () => {
  const { t, index, info } = setup('wikipedia-negamax-hard');
  const s = index.cutEvents[0];
  assert.match(narrate(t, index, s, info), /^β-cutoff at /);
});

test('infinities print as ±∞ and negatives with a true minus sign', () => {
  assert.equal(fmtValue(1e9), '+∞');
  assert.equal(fmtValue(-1e9), '−∞');
  assert.equal(fmtValue(-3), '−3');
});

test("each algorithm's pseudo-code lights the line its events execute", () => {
  const ab = pseudoCode('alphabeta');
  assert.match(ab.lines[lineFor(ab, Kind.Cutoff, { isMin: true })], /break; \/\/ α-cutoff/);
  assert.match(ab.lines[lineFor(ab, Kind.Cutoff, { isMin: false })], /break; \/\/ β-cutoff/);
  assert.match(ab.lines[lineFor(ab, Kind.Child, { isMin: true })], /beta = std::min/);
  assert.match(ab.lines[lineFor(ab, Kind.Eval)], /return evaluate/);
  assert.match(ab.lines[lineFor(ab, Kind.Enter)], /^int alphaBeta/);
  const hard = pseudoCode('negamax-ab', 'hard');
  assert.equal(codeKey('negamax-ab', 'hard'), 'negamax-ab-hard');
  assert.match(hard.lines[lineFor(hard, Kind.Leave, { bound: 1 })], /return beta/);
  assert.match(hard.lines[lineFor(hard, Kind.Leave, { bound: 0 })], /return alpha/);
  const mm = pseudoCode('minimax');
  assert.match(mm.lines[lineFor(mm, Kind.Child, { isMin: true })], /minEval = std::min/);
  assert.equal(lineFor(mm, Kind.Cutoff), -1);
  for (const code of [ab, hard, mm, pseudoCode('negamax'), pseudoCode('negamax-ab')]) {
    assert.ok(code.lines.every((l) => !l.includes('@')), code.title);
  }
});

test('negamax narration gives the negated value the parent sees and what the child returned', () => {
  const { t, index, info } = setup('wikipedia-negamax-hard');
  const s = t.kind.indexOf(Kind.Child);
  const text = narrate(t, index, s, info);
  const seen = t.a[s];
  assert.ok(text.includes(`gets ${fmtValue(seen)} from`), text);
  assert.ok(text.includes(`(it returned ${fmtValue(-seen)}, negated)`), text);
});

test('with null move or quiescence on, the panel shows that technique from seed 000 and lights its lines', () => {
  const nm = pseudoCode('alphabeta', 'soft', { nullMove: 3 });
  assert.match(nm.title, /null-move/);
  assert.match(nm.lines[lineFor(nm, Kind.NullMove)], /nullMoveEval = -alphaBeta\(depth - R - 1/);
  assert.match(nm.lines[lineFor(nm, Kind.Cutoff, { cutKind: 2 })], /return beta; \/\/ null-move cutoff/);
  const q = pseudoCode('alphabeta', 'soft', { quiescence: true });
  assert.match(q.lines[lineFor(q, Kind.Enter, { quiet: true })], /^int qsearch/);
  assert.match(q.lines[lineFor(q, Kind.StandPat, { quiet: true })], /int standPat = evaluate/);
  assert.match(q.lines[lineFor(q, Kind.Cutoff, { quiet: true, cutKind: 4 })], /return beta/);
  assert.match(q.lines[lineFor(q, Kind.Enter)], /^int alphaBeta/);
});

test('sentences start with a capital even when they start with a node name', () => {
  const { t, index } = setup('aima-alphabeta');
  const info = { name: (v) => `node ${v}`, hasWindow: true, negamax: false };
  const s = t.leaveEvent[2];
  assert.match(narrate(t, index, s, info), /^Node 2 returns 3 to node 1/);
});

test('PVS counts the children searched from 1: the zero-window search of the 2nd child', () => {
  const t = {
    kind: Uint8Array.from([Kind.Enter, Kind.ZeroWindow, Kind.Enter, Kind.ReSearch]), node: Uint32Array.from([0, 0, 2, 0]),
    a: Int32Array.from([-1e9, 3, -4, 5]), b: Int32Array.from([1e9, 4, -3, 1e9]), c: Int32Array.from([2, 1, 1, 1]),
    parent: Uint32Array.from([0xffffffff, 0, 0]), flags: new Uint8Array(3), move: Uint16Array.from([0, 0, 1]),
  };
  const info = { name: (v) => ['A', 'B', 'C'][v], hasWindow: true, negamax: true };
  const index = { nextSame: new Int32Array(4).fill(-1), iterEvents: [] };
  assert.equal(narrate(t, index, 1, info), 'Zero-window search of child 2 of A: α = 3, β = 4.');
  assert.match(narrate(t, index, 3, info), /^Re-search child 2 of A with the wider window α = 5, β = \+∞\.$/);
});

test('"Values from MAX’s view": a MIN node’s negamax value reads flipped, passed up without negation', () => {
  const { t, index, info } = setup('wikipedia-negamax-hard');
  const max = { ...info, maxView: true };
  // A Child event at a MIN-to-move node.
  let s = -1;
  for (let e = 0; e < t.kind.length; e++) if (t.kind[e] === Kind.Child && (t.flags[t.node[e]] & 1)) { s = e; break; }
  assert.ok(s >= 0);
  const text = narrate(t, index, s, max);
  assert.ok(text.includes(`gets ${fmtValue(-t.a[s])} from`), text);
  assert.ok(!/negated/.test(text), text);
  // An evaluation says whose view it is.
  const ev = t.kind.indexOf(Kind.Eval);
  assert.match(narrate(t, index, ev, max), /from MAX’s view/);
  // Off, the side to move's view as before.
  assert.match(narrate(t, index, s, info), /negated/);
});

test('the page narrates through the keyed sentences in every language, flipped under "Values from MAX’s view"', async () => {
  const { stepSentence } = await import('../../www/panels.js');
  const { sayStep } = await import('../../www/narration-i18n.js');
  const { t, index, info } = setup('wikipedia-negamax-hard');
  let s = -1;
  for (let e = 0; e < t.kind.length; e++) if (t.kind[e] === Kind.Child && (t.flags[t.node[e]] & 1)) { s = e; break; }
  const flippedText = stepSentence(t, index, s, { ...info, maxView: true });
  assert.ok(flippedText.includes(`gets ${fmtValue(-t.a[s])} from`) && !/negated/.test(flippedText), flippedText);
  assert.equal(flippedText, sayStep(t, index, s, { ...info, maxView: true }));
  assert.equal(stepSentence(t, index, s, info), sayStep(t, index, s, info));
});
