// End-to-end: a teacher's session, through labels and button names, in the system Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, frames, SHOTS, showsText } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });
const current = () => page.locator('#tree').getAttribute('data-current-node');
const narration = () => page.locator('#narration').textContent();
const cell = (id) => page.locator('#' + id).textContent();

test('the page opens on AIMA Figure 5.2 with alpha-beta: 11 nodes visited, nothing playing', async () => {
  await assert.doesNotReject(page.getByRole('button', { name: 'Play', exact: true }).waitFor());
  assert.equal(await cell('c-nodes'), '11');
  assert.equal(await cell('c-evals'), '7');
  // One cutoff, at C, as in the book: D's β reaches α only after its last leaf, cutting nothing.
  assert.equal(await cell('c-cuts'), '1');
  // At rest: the panel shows the player's step and the player is not playing.
  await settled(page);
  await page.waitForFunction(() => !window.__cutoff.player.playing);
  assert.equal(await page.locator('#tree').getAttribute('data-step'), '0');
  assert.match(await narration(), /Start at the root A/);
  await page.locator('#compare tr.current').waitFor();
  assert.equal(await page.locator('#compare tr.current td').first().textContent(), 'Alpha-beta');
  assert.match(await page.locator('#knuth-moore').textContent(), /5 leaves/);
  await shot('01-aima-start');
});

test('stepping forward and back moves the lit node and changes the narration', async () => {
  const n0 = await current();
  const t0 = await narration();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction((n) => document.getElementById('tree').dataset.currentNode !== n, n0);
  const n1 = await current();
  const t1 = await narration();
  assert.notEqual(n1, n0);
  assert.notEqual(t1, t0);
  assert.match(t1, /Enter B/);
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.waitForFunction((n) => document.getElementById('tree').dataset.currentNode === n, n0);
  assert.equal(await narration(), t0);
});

test('Next cutoff jumps to the α-cutoff at C, told as in the textbook', async () => {
  await page.getByRole('button', { name: 'To start' }).click();
  await page.getByRole('button', { name: 'Next cutoff' }).click();
  await page.waitForFunction(() => /cutoff/.test(document.getElementById('narration').textContent));
  assert.equal(await narration(), 'α-cutoff at C: α = 3 ≥ β = 2, 2 children pruned.');
  assert.equal(await cell('c-cuts-now'), '1');
  assert.match(await page.locator('#code span.lit').textContent(), /break/);
  await shot('02-aima-cutoff');
});

test('keys: End goes to the end, Home back to the start, arrows step', async () => {
  await page.locator('#tree').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  await page.waitForFunction(() => /search is over/.test(document.getElementById('narration').textContent));
  assert.equal(await cell('c-nodes-now'), '11');
  // The values drawn: A 3, B 3, C at most 2 (cut), D exactly 2 (all three leaves searched).
  const drawn = await page.evaluate(() => window.__cutoff.view.drawnValues);
  assert.ok(drawn.includes('≤2'), JSON.stringify(drawn));
  assert.equal(drawn.filter((v) => v === '≤2').length, 1, JSON.stringify(drawn));
  await shot('03-aima-end-pv');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.getElementById('tree').dataset.step === '0');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('tree').dataset.step === '1');
  await page.getByLabel('Speed').fill('10');
  await page.locator('#tree').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await page.keyboard.press(' ');
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
});

test('Play plays and Pause stops', async () => {
  await page.getByLabel('Speed').fill('25');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await page.waitForFunction(() => +document.getElementById('tree').dataset.step > 3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  // The panel and the data attributes follow a playing trace a few times a second; let them settle.
  await settled(page);
  const s = await page.locator('#tree').getAttribute('data-step');
  assert.equal(s, await page.evaluate(() => String(window.__cutoff.player.step)));
  // Frames go on at rest: a player still playing would have moved on in them.
  await frames(page, 10);
  assert.equal(await page.locator('#tree').getAttribute('data-step'), s);
});

test('changing the algorithm re-runs at once and keeps the viewer on the same node', async () => {
  await page.getByRole('button', { name: 'To start' }).click();
  await page.getByRole('button', { name: 'Next cutoff' }).click();
  await page.waitForFunction(() => document.getElementById('tree').dataset.currentPath === '1');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await waitForNodes(page, 13);
  assert.equal(await page.locator('#tree').getAttribute('data-current-path'), '1');
  assert.equal(await cell('c-cuts'), '0');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('negamax-ab:hard');
  await waitForNodes(page, 11);
  assert.match(await page.locator('#code-title').textContent(), /fail-hard/);
  // The heading names the algorithm as a class reads it; where the code comes from is said under it.
  assert.equal(await page.locator('#code-title').textContent(), 'Negamax alpha-beta, fail-hard');
  const source = page.locator('#code-source');
  assert.ok(await showsText(source), 'the source line reads');
  assert.match(await source.textContent(), /Vietnamese xiangqi-engine article writes it, in its second form/);
});

test('a custom tree typed in is drawn; a malformed one shows its error at line and column and keeps the text', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  const box = page.getByLabel('Tree text');
  await box.fill('R:(L:(4 (7 9)) M:(1 2 3))');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await page.waitForFunction(() => window.__cutoff.model && window.__cutoff.model.names && window.__cutoff.model.names.includes('M'));
  const drawn = await page.evaluate(() => window.__cutoff.view.drawn.n);
  assert.ok(drawn >= 8, `${drawn} nodes drawn`);
  await shot('04-custom-tree');
  await settled(page);
  assert.ok(await showsText(page.locator('#c-nodes'), { ink: 4.5 }), 'the counts read in full');
  const bad = '(1 2\n (3 x))';
  await box.fill(bad);
  const err = page.locator('#tree-error');
  await err.waitFor({ state: 'visible' });
  assert.match(await err.textContent(), /line 2, column 5/i);
  assert.equal(await box.inputValue(), bad);
  // The old tree's value and counts are dimmed beside it, as the tree is: not read as the new one's.
  assert.equal(await showsText(page.locator('#c-nodes'), { ink: 4.5 }), false, 'and the old counts');
  await shot('05-custom-error');
  await box.fill('(3 (5 1) 2)');
  await err.waitFor({ state: 'hidden' });
  await settled(page);
  assert.ok(await showsText(page.locator('#c-nodes'), { ink: 4.5 }), 'the new tree’s counts read in full');
});

test('tic-tac-toe: minimax visits 549,946 nodes and alpha-beta 18,297', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('tictactoe');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await waitForNodes(page, 549946, 30000);
  assert.equal(await cell('c-nodes'), '549,946');
  await shot('06-ttt-minimax-fit');
  // Hovering a node shows its board.
  const box = await page.locator('#tree').boundingBox();
  const at = await page.evaluate(() => { const v = window.__cutoff.view; const m = window.__cutoff.model; const c = m.layout.children[m.layout.childStart[0] + 4]; return { x: v.sx(c), y: v.sy(c) }; });
  await page.mouse.move(box.x + at.x, box.y + at.y);
  await page.locator('#tooltip canvas').waitFor();
  assert.match(await page.locator('#tooltip').textContent(), /X5/);
  await shot('06b-ttt-hover-board');
  await page.mouse.move(box.x + 5, box.y + box.height - 5);
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await waitForNodes(page, 18297, 30000);
  assert.equal(await cell('c-nodes'), '18,297');
  await page.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 5);
  const table = await page.locator('#compare').textContent();
  assert.match(table, /549,946/);
  assert.match(table, /18,297/);
});

/** Tic-tac-toe's full alpha-beta search (18,297 nodes) on show, as a test about it starts from. */
async function tictactoe() {
  await page.getByLabel('Game', { exact: true }).selectOption('tictactoe');
  await waitForNodes(page, 18297, 30000);
}

test('zooming in on tic-tac-toe draws the boards in the nodes', async () => {
  await tictactoe();
  await page.getByRole('button', { name: 'To start' }).click();
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  // The side panel draws the lit node's board, the move into it marked.
  await page.locator('#position-box').waitFor();
  await page.waitForFunction(() => document.getElementById('board').dataset.node === document.getElementById('tree').dataset.currentNode);
  assert.match(await page.locator('#board-caption').textContent(), /^After [XO]\d: [XO] \((MAX|MIN)\) to move\.$/);
  const canvas = page.locator('#tree');
  const boxc = await canvas.boundingBox();
  for (let i = 0; i < 18; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.mouse.move(boxc.x + boxc.width / 2, boxc.y + 60);
  await settled(page);
  await shot('07-ttt-zoomed');
  await page.getByRole('button', { name: 'Fit to view' }).click();
});

test('a depth change changes the counts', async () => {
  await tictactoe();
  const before = await cell('c-nodes');
  await page.getByLabel('Depth', { exact: true }).fill('3');
  await page.waitForFunction((b) => document.getElementById('c-nodes').textContent !== b, before);
  const after = await cell('c-nodes');
  assert.notEqual(after, before);
  assert.equal(await page.locator('#result-line').textContent().then((t) => /depth 3/.test(t)), true);
});

test('the tic-tac-toe position editor: cells numbered 1–9, the side to move follows the counts, impossible boards refused', async () => {
  // From a search to depth 3, as a teacher who tried a shallow one first.
  await tictactoe();
  await page.getByLabel('Depth', { exact: true }).fill('3');
  await page.waitForFunction(() => /depth 3/.test(document.getElementById('result-line').textContent) && !window.__cutoff.running);
  await page.getByLabel('Depth', { exact: true }).fill('9');
  const numbers = await page.evaluate(() => [...document.querySelectorAll('#ttt-board button')].map((b) => getComputedStyle(b, '::after').content));
  // Each cell carries its number (a CSS counter, 1 to 9) in its corner.
  assert.equal(numbers.length, 9);
  assert.ok(numbers.every((c) => /counter\(cell\)/.test(c)), numbers.join(' '));
  assert.equal(await page.getByLabel(/^To move/).isDisabled(), true);
  await page.getByRole('button', { name: 'Cell 5: empty' }).click();
  await page.waitForFunction(() => /X/.test(document.querySelector('#ttt-board').textContent));
  await page.waitForFunction(() => window.__cutoff.model && window.__cutoff.model.labels.rootBoard === '....X.... o');
  assert.equal(await page.getByLabel(/^To move/).inputValue(), 'o');
  const nodes = await cell('c-nodes');
  assert.notEqual(nodes, '18,297');
  await shot('08-ttt-editor');
  // X → O in the centre: O alone on the board, which no game reaches.
  await page.getByRole('button', { name: 'Cell 5: X' }).click();
  const err = page.locator('#ttt-error');
  await err.waitFor({ state: 'visible' });
  assert.match(await err.textContent(), /X moves first/);
  await page.getByRole('button', { name: 'Clear board' }).click();
  await err.waitFor({ state: 'hidden' });
  assert.equal(await page.getByLabel(/^To move/).inputValue(), 'x');
  await waitForNodes(page, 18297, 30000);
});

test('a random tree offers the Knuth-Moore minimum and its ordering matters', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('random');
  await page.getByLabel('Branching').fill('3');
  await page.getByLabel('Tree depth').fill('4');
  await page.getByLabel('Ordering', { exact: true }).selectOption('best-first');
  await page.waitForFunction(() => /Knuth–Moore minimum/.test(document.getElementById('knuth-moore').textContent));
  assert.match(await page.locator('#knuth-moore').textContent(), /17 leaves/);
  await page.waitForFunction(() => document.getElementById('c-evals').textContent === '17');
  await shot('09-random-best-first');
});

test('a new request supersedes the running one', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('tictactoe');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await waitForNodes(page, 18297, 30000);
  // The worker is done with this request (its comparison, the last thing it sends, is on show): a
  // superseded search that still ran would have answered by now.
  await page.waitForFunction(() => [...document.querySelectorAll('#compare tr.current td')].some((td) => td.textContent === '18,297'), null, { timeout: 30000 });
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '18297');
});

test('Cancel stops a long search and the page keeps working', async () => {
  // A random tree of 1.9 million nodes under minimax: long enough to be cancelled by hand.
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await page.getByLabel('Game', { exact: true }).selectOption('random');
  await page.getByLabel('Branching').fill('6');
  await page.getByLabel('Tree depth').fill('8');
  await page.waitForFunction(() => /"branching":6,"depth":8/.test(window.__cutoff.running?.key || ''));
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.click({ timeout: 5000 });
  await page.getByText('Search cancelled.').waitFor();
  await page.getByLabel('Game', { exact: true }).selectOption('aima');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await waitForNodes(page, 11);
});

test('engine techniques are switches: the transposition table changes the counts on tic-tac-toe', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('tictactoe');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await waitForNodes(page, 18297, 30000);
  await page.getByLabel('Transposition table').check();
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes !== '18297');
  const withTable = +(await page.locator('#tree').getAttribute('data-nodes'));
  assert.ok(withTable < 18297, `${withTable} nodes with the table`);
  await page.getByLabel('Transposition table').uncheck();
  await waitForNodes(page, 18297, 30000);
});

test('PVS on the seed 000 tree shows its zero-window searches and re-searches', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('wikipedia');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('pvs');
  await page.waitForFunction(() => /PVS/.test(document.getElementById('code-title').textContent) && window.__cutoff.model?.algorithm === 'pvs');
  await page.getByRole('button', { name: 'To end' }).click();
  await page.waitForFunction(() => /worth 6/.test(document.getElementById('narration').textContent));
  const flagged = await page.evaluate(() => Array.from(window.__cutoff.model.trace.flags).filter((f) => f & 24).length);
  assert.ok(flagged > 0);
  // The principal variation is lit at the end, down to a leaf worth 6.
  const pv = await page.evaluate(() => window.__cutoff.model.pv);
  assert.equal(pv.length, 4);
  await shot('10-wikipedia-pvs-end');
});

test('chess: a preset is searched, and an illegal FEN says what is wrong', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('chess');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await page.getByLabel('Preset').selectOption({ index: 1 });
  await page.waitForFunction(() => window.__cutoff.model?.kind === 'chess' && window.__cutoff.model.names);
  await settled(page);
  await shot('11-chess-preset');
  await page.getByLabel('FEN').fill('not a fen');
  await page.getByLabel('FEN').press('Enter');
  const err = page.locator('#chess-error'); // under the FEN it refuses
  await err.waitFor({ state: 'visible' });
  assert.match(await err.textContent(), /FEN/);
  await page.getByLabel('FEN').fill('');
  await page.getByLabel('FEN').press('Enter');
  await err.waitFor({ state: 'hidden' });
});

test('a crash in the core shows a visible error and the page keeps working', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('aima');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
  await waitForNodes(page, 11);
  await page.evaluate(() => window.__cutoff.simulatePanic());
  const err = page.locator('#search-error');
  await err.waitFor({ state: 'visible' });
  assert.match(await err.textContent(), /crashed/);
  assert.match(await page.locator('#status').textContent(), /still works/);
  // The core's panic message on the console is expected here, and only here.
  ctx.errors.splice(0, ctx.errors.length, ...ctx.errors.filter((e) => !e.includes('a panic asked for by a test')));
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await waitForNodes(page, 13);
  await err.waitFor({ state: 'hidden' });
});

test('the page never threw', () => {
  assert.deepEqual(ctx.errors, []);
});
