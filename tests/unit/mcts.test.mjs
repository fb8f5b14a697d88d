// MCTS on the page, held to the core's own trace: the N and Q the page shows at a step are the
// core's N and W; every UCB score the page lights is Q + c·√(ln N / n) from the page's own N and
// W; each phase is one step; the link carries the parameters; the narration says each phase in
// the three languages; the pseudo-code lights each phase's line.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fixture, catalogue } from './helpers.mjs';
import { mctsIndex, statsAt, selectRun, iterationState, stepEnd, nextIteration, iterationAt, dec2, DEFAULT_C } from '../../www/mcts.js';
import { sayStep } from '../../www/narration-i18n.js';
import { Steps, buildIndex } from '../../www/timeline.js';
import { layoutTree } from '../../www/layout.js';
import { Kind } from '../../www/trace.js';
import { setLanguage, t } from '../../www/i18n.js';
import { pseudoCode, lineFor } from '../../www/pseudocode.js';
import { fromURL, toURL } from '../../www/state.js';
import { searchConfig } from '../../www/request.js';
import { menuFrom } from '../../www/games/registry.js';

const FIXTURES = ['aima-mcts', 'ttt-mcts', 'ttt-mcts-mean'];

function load(name) {
  const f = fixture(name);
  const mi = mctsIndex(f.trace);
  const L = layoutTree(f.displayParent);
  const info = {
    name: (d) => f.labels[d] || (d === 0 ? 'the root' : `node ${d}`),
    moveName: (n, mv) => { for (let j = L.childStart[n]; j < L.childStart[n + 1]; j++) if (f.trace.move[L.children[j]] === mv) return f.labels[L.children[j]]; return ''; },
    mcts: { index: mi, iterations: f.search.iterations, c: null, children: L.children, childStart: L.childStart, isTree: f.spec.kind !== 'tictactoe' },
  };
  return { f, t: f.trace, mi, L, info, steps: new Steps(f.trace.kind.length, mi.cont) };
}

test('after the last step, each root child’s N and Q are the core’s visits and q', () => {
  for (const name of ['ttt-mcts', 'ttt-mcts-mean']) {
    const { f, t, mi, L } = load(name);
    const last = t.kind.length - 1;
    const kids = [...L.children.slice(L.childStart[0], L.childStart[1])];
    assert.deepEqual(kids.map((c) => statsAt(t, mi, c, last).n), f.summary.children.map((c) => c.visits), name);
    for (const [i, c] of kids.entries()) {
      const { n, w } = statsAt(t, mi, c, last);
      assert.ok(Math.abs(w / n - f.summary.children[i].q) < 1e-4, `${name} child ${i}: ${w / n} against ${f.summary.children[i].q}`);
    }
    // The visits of the root's children add up to the iterations.
    assert.equal(kids.reduce((a, c) => a + statsAt(t, mi, c, last).n, 0), f.search.iterations);
  }
});

test('every UCB score lit at a selection is Q + √2·√(ln N / n) from the N and W shown just before it', () => {
  let runs = 0;
  for (const name of FIXTURES) {
    const { t, mi } = load(name);
    for (let s = 0; s < t.kind.length; s++) {
      if (t.kind[s] !== Kind.McSelect || mi.cont[s]) continue;
      const run = selectRun(t, s);
      const parentN = statsAt(t, mi, run.parent, s).n;
      for (const c of run.children) {
        const { n, w } = statsAt(t, mi, c.node, s);
        assert.ok(Math.abs(c.exploit - w / n) < 1e-4, `${name} step ${s}: Q`);
        assert.ok(Math.abs(c.explore - DEFAULT_C * Math.sqrt(Math.log(parentN) / n)) < 1e-4, `${name} step ${s}: exploration`);
      }
      const chosen = run.children.filter((c) => c.chosen);
      assert.equal(chosen.length, 1);
      assert.ok(run.children.every((c) => c.score <= chosen[0].score + 1e-4), `${name} step ${s}: the chosen child has the highest score`);
      runs++;
    }
  }
  assert.ok(runs > 50, `${runs} selections`);
});

test('each phase is one step: a selection at one node, a whole rollout, an expansion (its Enter passed over)', () => {
  const { t, mi, steps } = load('ttt-mcts');
  for (let s = 1; s < t.kind.length - 1; s++) {
    if (!steps.isStop(s)) continue;
    assert.notEqual(t.kind[s], Kind.Enter, `step ${s}: an Enter is passed over`);
    if (t.kind[s] === Kind.McSelect) assert.ok(!(t.kind[s - 1] === Kind.McSelect && t.parent[t.node[s - 1]] === t.parent[t.node[s]]));
    if (t.kind[s] === Kind.McRollout) assert.notEqual(t.kind[s - 1], Kind.McRollout);
  }
  // Iteration 7's steps, in order: the iteration, one selection, expansion, simulation, its result, the backups.
  const start = mi.iterEvents[6], end = nextIteration(mi, start);
  const kinds = [];
  for (let s = start; s < end; s++) if (steps.isStop(s)) kinds.push(t.kind[s]);
  assert.deepEqual(kinds, [Kind.McIteration, Kind.McSelect, Kind.McExpand, Kind.McRollout, Kind.McResult, Kind.McBackup, Kind.McBackup, Kind.McBackup]);
  assert.equal(iterationAt(mi, start), 7);
  assert.equal(stepEnd(mi, start + 1) > start + 1, true, 'the selection step holds all six children’s scores');
});

test('at a backpropagation step, the nodes backed up so far are the selection path from the leaf up', () => {
  const { t, mi } = load('ttt-mcts');
  let checked = 0;
  for (let s = 0; s < t.kind.length; s++) {
    if (t.kind[s] !== Kind.McBackup) continue;
    const it = iterationState(t, mi, s);
    const path = it.path.slice().reverse();
    assert.deepEqual(it.backed, path.slice(0, it.backed.length), `step ${s}`);
    assert.equal(it.backed[it.backed.length - 1], t.node[s]);
    assert.ok(it.rollout && it.rollout.reward !== null, `step ${s}: the rollout's reward is known`);
    checked++;
  }
  assert.ok(checked > 100);
});

for (const lang of ['en', 'vi', 'pl']) {
  test(`in ${lang}, every step of three MCTS searches is said in words, with the trace’s numbers`, () => {
    setLanguage(lang);
    for (const name of FIXTURES) {
      const { t: tr, info, steps } = load(name);
      const index = buildIndex(tr);
      for (let s = 0; s < tr.kind.length; s++) {
        if (!steps.isStop(s)) continue;
        const said = sayStep(tr, index, s, info);
        assert.ok(said.length > 20 && !/narr\.|\{/.test(said), `${lang} ${name} step ${s}: ${said}`);
        if (lang !== 'en') assert.doesNotMatch(said, /\b(the|from|selection|reward|visits|iteration)\b/, `${lang} ${name} step ${s}: ${said}`);
        if (tr.kind[s] === Kind.McBackup && tr.node[s] !== 0) {
          const n = tr.a[s], w = tr.b[s] / 10000;
          assert.ok(said.includes(`N = ${n}`) && said.includes(`Q = W / N = ${dec2(w / n, lang)}`), `${lang} ${name} step ${s}: ${said}`);
        }
      }
    }
    setLanguage('en');
  });
}

test('the last step names the most-visited child, and says when another child has the better mean', () => {
  setLanguage('en');
  const a = load('ttt-mcts-mean');
  const last = a.t.kind.length - 1;
  const said = sayStep(a.t, buildIndex(a.t), last, a.info);
  assert.equal(a.f.summary.bestMoveName, 'O4');
  assert.match(said, /the move is O4, the root’s most-visited child \(N = 7, Q = 0\.43\)/);
  assert.match(said, /O7 has a better mean, Q = 0\.50, but from only 6 visits/);
  const b = load('ttt-mcts');
  assert.match(sayStep(b.t, buildIndex(b.t), b.t.kind.length - 1, b.info), /the move is O7.*Here it also has the best mean, but that need not be so/);
  setLanguage('pl');
  assert.match(sayStep(a.t, buildIndex(a.t), last, a.info), /Lepszą średnią ma O7 \(Q = 0,50\), ale tylko z 6 wizyt/);
  setLanguage('vi');
  assert.match(sayStep(a.t, buildIndex(a.t), last, a.info), /O7 có trung bình cao hơn, Q = 0,50, nhưng chỉ từ 6 lượt thăm/);
  setLanguage('en');
});

test('the pseudo-code lights a line of its own phase for every MCTS step', () => {
  const code = pseudoCode('mcts', 'soft', {});
  const { t: tr } = load('aima-mcts');
  const want = { [Kind.McIteration]: 'for (int i', [Kind.McSelect]: 'argmax', [Kind.McExpand]: 'addChild', [Kind.McRollout]: 'randomMove',
    [Kind.McResult]: 'result(p)', [Kind.McBackup]: 'node.W +=', [Kind.McBest]: 'mostVisitedChild', [Kind.Enter]: 'Move mcts(' };
  for (let s = 0; s < tr.kind.length; s++) {
    const line = lineFor(code, tr.kind[s]);
    assert.ok(line >= 0 && code.lines[line].includes(want[tr.kind[s]]), `step ${s}: kind ${tr.kind[s]} lights “${code.lines[line]}”`);
  }
  for (const c of ['1. selection', '2. expansion', '3. simulation', '4. backpropagation']) assert.ok(code.lines.some((l) => l.includes(`// ${c}`)), c);
});

test('under PUCT the pseudo-code is PUCT’s: Q + c·P·√N / (1 + n), every child with its prior, the network’s value; each step lights a line of its phase', () => {
  const code = pseudoCode('puct', 'soft', {});
  assert.equal(code.titleKeys[0], 'code.puct');
  const { t: tr } = load('ttt-puct');
  const want = { [Kind.McIteration]: 'for (int i', [Kind.McSelect]: 'child.Q + c * child.P * sqrt(node.N) / (1 + child.N)', [Kind.McExpand]: 'addChild(m, P[m])',
    [Kind.McResult]: 'return v', [Kind.McBackup]: 'node.W +=', [Kind.McBest]: 'mostVisitedChild', [Kind.Enter]: 'Move puct(' };
  const seen = new Set();
  for (let s = 0; s < tr.kind.length; s++) {
    const line = lineFor(code, tr.kind[s]);
    assert.ok(line >= 0 && code.lines[line].includes(want[tr.kind[s]]), `step ${s}: kind ${tr.kind[s]} lights “${code.lines[line]}”`);
    seen.add(tr.kind[s]);
  }
  assert.ok(!seen.has(Kind.McRollout), 'the net’s PUCT plays no random game');
  assert.ok(!code.lines.some((l) => /ln\(|randomMove/.test(l)), 'no UCB, no rollout in PUCT’s code');
  assert.notEqual(pseudoCode('mcts', 'soft', {}).titleKeys[0], 'code.puct');
});

test('the link carries MCTS’s parameters, and refuses them without algo=mcts or out of range', () => {
  const menu = menuFrom(catalogue());
  const { state, ignored } = fromURL('?game=tictactoe&algo=mcts&iter=250&c=0.7&seed=9', menu);
  assert.deepEqual(ignored, []);
  assert.deepEqual(state.mcts, { iterations: 250, c: 0.7, seed: 9 });
  assert.equal(toURL(state, menu), '?game=tictactoe&algo=mcts&iter=250&c=0.7&seed=9');
  assert.deepEqual(searchConfig(state, null), { algorithm: 'mcts', iterations: 250, seed: 9, exploration: 0.7 });
  // c left out: the core's √2, and the link says nothing of it.
  const d = fromURL('?game=tictactoe&algo=mcts', menu).state;
  assert.deepEqual(searchConfig(d, null), { algorithm: 'mcts', iterations: 100, seed: 1 });
  assert.equal(toURL(d, menu), '?game=tictactoe&algo=mcts');
  const bad = fromURL('?algo=mcts&iter=0&c=-1&seed=x', menu);
  assert.deepEqual(bad.ignored, ['iter “0”', 'c “-1”', 'seed “x”']);
  assert.deepEqual(fromURL('?algo=alphabeta&iter=50', menu).ignored, ['iter “50”']);
});

test('practice: each question can be answered from what it shows, and is graded by the core’s trace', async () => {
  const { mctsQuestion, grade } = await import('../../www/practice/mcts.js');
  let selects = 0, backups = 0;
  for (const name of FIXTURES) {
    const { t: tr, mi, steps } = load(name);
    for (let s = 0; s < tr.kind.length; s++) {
      if (!steps.isStop(s)) continue;
      const q = mctsQuestion(tr, mi, s);
      if (!q) continue;
      if (q.kind === 'select') {
        // UCB from the children's n and W and the parent's N, as the student computes it; a tie to the first.
        const ucb = q.children.map((c) => c.w / c.n + q.c * Math.sqrt(Math.log(q.parentN) / c.n));
        const best = ucb.reduce((b, u, i) => (u > ucb[b] + 1e-9 ? i : b), 0);
        assert.equal(q.children[best].node, q.answer, `${name} step ${s}`);
        assert.equal(grade(q, q.answer).right, true);
        const other = q.children.find((c) => c.node !== q.answer);
        if (other) assert.equal(grade(q, other.node).right, false);
        selects++;
      } else {
        assert.equal(q.answer.n, q.before.n + 1, `${name} step ${s}`);
        assert.ok(Math.abs(q.answer.q - (q.before.w + q.reward) / (q.before.n + 1)) < 1e-4, `${name} step ${s}`);
        assert.equal(grade(q, { n: String(q.answer.n), q: dec2(q.answer.q, 'pl') }).right, true, 'a Polish decimal comma is read');
        assert.equal(grade(q, { n: String(q.before.n), q: dec2(q.answer.q) }).right, false);
        backups++;
      }
    }
  }
  assert.ok(selects > 50 && backups > 200, `${selects} selections, ${backups} backups`);
});

test('PUCT counts the iterations asked: its root expansion is iteration 0, so 40 asked end "after 40 iterations", each backup at the root names its own iteration', () => {
  setLanguage('en');
  const a = load('ttt-puct');
  a.info.mcts.puct = true;
  const E = a.t.kind.length;
  assert.equal(a.f.summary.iterations, 40);
  assert.equal(a.mi.iterEvents.length, 41, 'the root expansion and the 40 iterations');
  assert.match(sayStep(a.t, buildIndex(a.t), E - 1, a.info), /^The search is over after 40 iterations: /);
  const overs = [];
  for (let s = 0; s < E; s++) {
    if (a.t.kind[s] !== Kind.McBackup || a.t.node[s] !== 0) continue;
    const m = /Iteration (\d+) is over\./.exec(sayStep(a.t, buildIndex(a.t), s, a.info));
    assert.ok(m, `step ${s} says which iteration is over`);
    overs.push(Number(m[1]));
  }
  assert.deepEqual(overs, Array.from({ length: 41 }, (_, i) => i));
  // Iteration 0 selects nothing: it expands and values the root.
  const zero = a.mi.iterEvents[0], first = a.mi.iterEvents[1];
  assert.match(sayStep(a.t, buildIndex(a.t), zero, a.info), /^Iteration 0, before the 40 iterations: the root is expanded, every child gets its prior P/);
  assert.match(sayStep(a.t, buildIndex(a.t), first, a.info), /^Iteration 1 of 40: selection starts at the root \(N = 1\)\.$/);
  setLanguage('pl');
  assert.match(sayStep(a.t, buildIndex(a.t), zero, a.info), /^Iteracja 0, przed 40 iteracjami: ekspansja korzenia/);
  setLanguage('vi');
  assert.match(sayStep(a.t, buildIndex(a.t), zero, a.info), /^Vòng lặp 0, trước 40 vòng lặp: gốc được mở rộng/);
  setLanguage('en');
});

test('PUCT practice: the question gives each child’s prior P, and Q + c·P·√N / (1 + n) from what it shows (Q = ½ unvisited) picks the core’s child; c is PUCT’s own default, said so', async () => {
  const { mctsQuestion, grade } = await import('../../www/practice/mcts.js');
  const { DEFAULT_C_PUCT } = await import('../../www/mcts.js');
  const { sayC } = await import('../../www/mcts-narration.js');
  const { f, t: tr, mi, steps } = load('ttt-puct');
  // The fixture's search gave no c: the core ran with its default, which the page must say.
  assert.equal(f.summary.exploration, DEFAULT_C_PUCT);
  setLanguage('en');
  assert.equal(sayC(null, true), '1.00, PUCT’s default');
  assert.match(sayC(null, false), /^√2/);
  let selects = 0;
  for (let s = 0; s < tr.kind.length; s++) {
    if (!steps.isStop(s)) continue;
    const q = mctsQuestion(tr, mi, s, null, true);
    if (!q || q.kind !== 'select') continue;
    assert.equal(q.c, DEFAULT_C_PUCT);
    const sumP = q.children.reduce((a, c) => a + c.p, 0);
    assert.ok(Math.abs(sumP - 1) < 0.02, `the priors add up to 1 (${sumP}) at step ${s}`);
    const score = q.children.map((c) => (c.n === 0 ? 0.5 : c.w / c.n) + q.c * c.p * Math.sqrt(q.parentN) / (1 + c.n));
    const best = score.reduce((b, u, i) => (u > score[b] + 1e-6 ? i : b), 0);
    assert.equal(q.children[best].node, q.answer, `step ${s}`);
    assert.equal(grade(q, q.answer).right, true);
    selects++;
  }
  assert.ok(selects >= 20, `${selects} selections`);
});
