// End-to-end: a teacher chooses MCTS (UCT) in the Algorithm menu on a tic-tac-toe position, sets
// its iterations and seed, steps through an iteration's four phases, jumps by Next iteration and
// Find, and reads N and Q on the tree: the numbers the canvas draws are the CLI's for the same
// seed, the narration says each phase in English, Vietnamese and Polish, and the link reopens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { settled, SHOTS, ROOT } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let ctx, page;
fs.mkdirSync(SHOTS, { recursive: true });

const POSITION = 'O...X...X'; // X in the centre, O in a corner, X in the opposite corner: O to move
const ITERATIONS = 40, SEED = 7;

// Each test on a fresh page (a new context: the language chosen in the menu, kept in the
// browser's storage, is not left for the next), opened on the position with the page's own search.
usePage((s) => ({ ctx, page } = s), {
  width: 1280, height: 720, reset: true, nodes: null, query: `?game=tictactoe&g.position=${POSITION}`,
  setup: async () => {
    await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
    await settled(page);
  },
});

/** The core's answer for the same search, from the command line. */
function cli() {
  const out = execFileSync('cargo', ['run', '-q', '--bin', 'cutoff', '--', 'search', '--game', 'tictactoe', '--position', POSITION,
    '--algo', 'mcts', '--iterations', String(ITERATIONS), '--seed', String(SEED), '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  return JSON.parse(out);
}

const narration = () => page.locator('#narration').textContent();
const counter = async () => +(/(\d+)/.exec(await page.locator('#step-out').textContent())[1]);
const version = () => page.evaluate(() => window.__cutoff.version);
async function newSearch(v) {
  await page.waitForFunction((x) => window.__cutoff.version > x && !window.__cutoff.running, v, { timeout: 60000 });
  await settled(page);
}
/** What the canvas drew: each node's N and Q as written on it. */
const drawn = () => page.evaluate(() => window.__cutoff.view.drawnMcts.map((d) => ({ ...d })));
const click = async (name) => { await page.getByRole('button', { name, exact: true }).click(); await settled(page); };

/** The search the first test chooses, opened by its link at `step` (from 1; 0: none), with `more` of the link (each test stands alone). */
async function openMcts(step = 0, more = '') {
  await page.goto(`${ctx.url}?game=tictactoe&g.position=${POSITION}&algo=mcts&iter=${ITERATIONS}&seed=${SEED}${step ? `&step=${step}` : ''}${more}`);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
}

test('MCTS (UCT) is chosen in the Algorithm menu with its iterations, seed and c (√2 by default, said so)', async () => {
  let v = await version();
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'MCTS (UCT)' });
  await newSearch(v);
  assert.equal(await page.getByLabel('Iterations', { exact: true }).isVisible(), true);
  assert.equal(await page.getByLabel('Depth', { exact: true }).isDisabled(), true);
  assert.match(await page.locator('#mcts-c-hint').textContent(), /Empty: √2 ≈ 1\.41 for UCT, the default/);
  v = await version();
  await page.getByLabel('Iterations', { exact: true }).fill(String(ITERATIONS));
  await newSearch(v);
  v = await version();
  await page.getByLabel('Seed of the rollouts').fill(String(SEED));
  await newSearch(v);
  await page.waitForFunction(() => /iter=40&seed=7/.test(location.search));
  assert.match(page.url(), /algo=mcts&iter=40&seed=7/);
  assert.match(await page.locator('#result-line').textContent(), /MCTS \(UCT\), 40 iterations, c = √2 ≈ 1\.41, the default, seed 7: the move is O7/);
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '41');
  assert.match(await narration(), /^Monte Carlo tree search \(UCT\) from the root: 40 iterations, each in four phases/);
});

test('stepping goes phase by phase: iteration, expansion, simulation, its result, backpropagation up to the root', async () => {
  await openMcts();
  const said = [];
  for (let i = 0; i < 6; i++) {
    await click('Step forward');
    said.push(await narration());
  }
  assert.match(said[0], /^Iteration 1 of 40: selection starts at the root \(N = 0\)\.$/);
  assert.match(said[1], /^Expansion: the root has untried moves; the next one, O2 \(1 of 6\), adds “O2” to the tree\.$/);
  assert.match(said[2], /^Simulation: from “O2”, 2 random moves to the end of the game, off the tree \(the dashed line\)/);
  assert.match(said[3], /^The simulation ends in a win for MIN: the reward is 0\.00 for MAX/);
  assert.match(said[4], /^Backpropagation: “O2” now has N = 1 and W = 1\.00 \(\+1\.00\), so Q = W \/ N = 1\.00, for MIN, who moved into it\.$/);
  assert.match(said[5], /^Backpropagation reaches the root: N = 1\. Iteration 1 is over\.$/);
  // The pseudo-code lights the backpropagation line.
  assert.match(await page.locator('#code span.lit').textContent(), /node\.W \+= reward/);
  const d = await drawn();
  assert.deepEqual(d.map((x) => x.text), ['N 1', 'N 1 Q 1.00']);
});

test('Next iteration lands on the next iteration’s first step, and Find finds a selection', async () => {
  // The link opens it with iteration 1 stepped through (the link counts steps from 1, as the page shows them).
  await openMcts(7);
  const before = await counter();
  await click('Next iteration');
  assert.match(await narration(), /^Iteration 2 of 40:/);
  assert.equal(await counter(), before + 1);
  for (let k = 3; k <= 7; k++) await click('Next iteration');
  assert.match(await narration(), /^Iteration 7 of 40: selection starts at the root \(N = 6\)\.$/);
  await page.getByLabel('Find', { exact: true }).selectOption({ label: 'selection' });
  await click('Find next');
  assert.match(await narration(), /^Selection at the root \(N = 6\): each of its 6 children scores UCB = Q \+ c·√\(ln N \/ n\); O2 and O4 tie at 2\.89 \(O2: 1\.00 \+ 1\.89\), and the first in the game’s order is taken: O2\.$/);
  // Every child's score is written on the tree; the one taken is the highest.
  const labels = await page.evaluate(() => window.__cutoff.view.drawnLabels.filter((l) => /^\d|=/.test(l)));
  assert.equal(labels.length, 6, labels.join(' | '));
  assert.ok(labels.some((l) => /2\.89/.test(l)));
  assert.match(await page.locator('#code span.lit').textContent(), /argmax/);
  await page.screenshot({ path: path.join(SHOTS, 'mcts-selection-en.png') });
});

test('at the end, every root child’s N and Q on the tree are the command line’s visits and q for the same seed', async () => {
  await openMcts();
  const core = cli();
  await click('To end');
  const d = await drawn();
  const kids = await page.evaluate(() => {
    const m = window.__cutoff.model, L = m.layout;
    return [...L.children.slice(L.childStart[0], L.childStart[1])];
  });
  assert.equal(core.children.length, kids.length);
  for (const [i, c] of core.children.entries()) {
    const shown = d.find((x) => x.node === kids[i]);
    assert.ok(shown, `child ${c.move} has its numbers drawn`);
    assert.equal(shown.n, c.visits, c.move);
    assert.equal(shown.q, c.q.toFixed(2), c.move);
  }
  assert.equal(d.find((x) => x.node === 0).n, ITERATIONS);
  assert.match(await narration(), new RegExp(`the move is ${core.best_move}, the root’s most-visited child \\(N = 10, Q = 0\\.45\\)`));
  assert.match(await narration(), /need not be so: a mean from a few visits can be luck/);
  await page.screenshot({ path: path.join(SHOTS, 'mcts-end-en.png') });
});

test('practice: before a selection, pick the child UCB takes; before a backpropagation, type N and Q; graded from the trace', async () => {
  await openMcts(38);
  assert.match(await page.locator('#mcts-quiz-question').textContent(), /^Next, selection at the root \(N = 6\): which child does it take\? .*c = √2 ≈ 1\.41, the default\.$/);
  await page.getByLabel('O4: n = 1, W = 1.00').check();
  await click('Check');
  // O2 and O4 tie at 2.89: the first in the game's order is taken.
  assert.equal(await page.locator('#mcts-quiz-verdict').textContent(), 'Not this one: O4 scores 2.89, but O2 scores 2.89, the highest.');
  await page.getByLabel('O2: n = 1, W = 1.00').check();
  await click('Check');
  assert.equal(await page.locator('#mcts-quiz-verdict').textContent(), 'Right: O2 has the highest UCB, 2.89.');
  // Step 42: the rollout's result is on show; next, backpropagation updates the new leaf.
  for (let i = 0; i < 4; i++) await click('Step forward');
  assert.match(await page.locator('#mcts-quiz-question').textContent(), /^Next, backpropagation updates “O2 X3” \(now N = 0, W = 0\.00\), adding 1\.00/);
  await page.getByLabel('N after it').fill('1');
  await page.getByLabel('Q after it').fill('0.5');
  await click('Check');
  assert.equal(await page.locator('#mcts-quiz-verdict').textContent(), 'Not quite: N goes from 0 to 1 and W from 0.00 to 1.00 (+1.00), so Q = W / N = 1.00.');
  await page.getByLabel('Q after it').fill('1');
  await click('Check');
  assert.equal(await page.locator('#mcts-quiz-verdict').textContent(), 'Right: N = 1, W = 1.00, so Q = 1.00.');
  await click('Step forward');
  assert.match(await narration(), /^Backpropagation: “O2 X3” now has N = 1 and W = 1\.00/);
  await page.screenshot({ path: path.join(SHOTS, 'mcts-practice-en.png') });
});

test('the narration says each phase in Vietnamese and Polish, and the link reopens the same search at the same step', async () => {
  await openMcts(39, '&lang=vi');
  assert.equal(await counter(), 39);
  assert.match(await narration(), /^Lựa chọn tại gốc \(N = 6\): .*O2 và O4 đồng điểm 2,89/);
  await page.screenshot({ path: path.join(SHOTS, 'mcts-selection-vi.png') });
  await page.locator('#step-forward').click();
  await settled(page);
  assert.match(await narration(), /^Mở rộng: “O2” còn nước chưa thử; nước kế tiếp, X3 \(1\/5\), thêm “O2 X3” vào cây\.$/);
  await page.selectOption('#lang', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  await settled(page);
  assert.match(await narration(), /^Ekspansja: „O2” ma jeszcze niewypróbowane ruchy; następny, X3 \(1 z 5\), dodaje do drzewa nowy węzeł: „O2 X3”\.$/);
  await page.locator('#step-forward').click();
  await settled(page);
  assert.match(await narration(), /^Symulacja rusza od nowego węzła \(„O2 X3”\): 2 losowe ruchy do końca partii, poza drzewem/);
  await page.screenshot({ path: path.join(SHOTS, 'mcts-rollout-pl.png') });
  await page.locator('#to-end').click();
  await settled(page);
  assert.match(await narration(), /^Przeszukiwanie zakończone po 40 iteracjach: wybrany ruch to O7, najczęściej odwiedzany węzeł potomny korzenia \(N = 10, Q = 0,45\)\./);
  await page.selectOption('#lang', 'en');
  assert.deepEqual(ctx.errors, []);
});
