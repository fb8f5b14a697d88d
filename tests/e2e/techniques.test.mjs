// End-to-end: each engine technique, switched on by its label, changes the drawn tree, the counts
// and the narration as a teacher would expect, on the positions that teach it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
// A fresh page for each test (reset): each sets up the position and search it speaks of itself
// (horizonAt1, plainMiddlegameAt3, idMiddlegameAt3), so that their order does not matter.
usePage((s) => ({ browser, ctx, page } = s), { reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
/** A screenshot once the side panel's board shows the lit node (it comes from the worker). */
async function shot(name) {
  if (await page.locator('#position-box').isVisible()) {
    await page.waitForFunction(() => document.getElementById('board').dataset.node === document.getElementById('tree').dataset.currentNode, null, { timeout: 15000 });
  }
  await page.screenshot({ path: path.join(SHOTS, name + '.png') });
}
const text = (id) => page.locator('#' + id).textContent();
const nodes = async () => +(await page.locator('#tree').getAttribute('data-nodes'));
const select = (label, value) => page.getByLabel(label, { exact: true }).selectOption(value);
/** Waits until a search with a different node count has been drawn, and returns the count. */
async function nodesChangeFrom(before, timeout = 30000) {
  await page.waitForFunction((b) => document.getElementById('tree').dataset.nodes !== String(b) && !window.__cutoff.running, before, { timeout });
  await settled(page);
  return nodes();
}
async function setDepth(d) {
  await page.getByLabel('Depth', { exact: true }).fill(String(d));
  await page.waitForFunction((d) => window.__cutoff.model?.summary.depth === d && !window.__cutoff.running, d, { timeout: 30000 });
  await settled(page);
}
/** Find next: jumps to the next event of a kind; returns the narration there. */
async function findNext(kind) {
  await select('Find', kind);
  const before = await page.locator('#tree').getAttribute('data-step');
  await page.getByRole('button', { name: 'Find next' }).click();
  await page.waitForFunction((b) => document.getElementById('tree').dataset.step !== b, before);
  await settled(page);
  return text('narration');
}
const drawnLabels = () => page.evaluate(() => window.__cutoff.view.drawnLabels.slice());
/** A preset sets the search its note speaks of; the tests below start from plain alpha-beta and switch one technique on. */
async function plainSearch() {
  await select('Algorithm', 'alphabeta');
  for (const label of ['Iterative deepening', 'Transposition table', 'Null move, R =', 'Quiescence', 'Aspiration, ±']) await page.getByLabel(label, { exact: true }).uncheck();
  await select('Move ordering', '');
  await page.waitForFunction(() => {
    const m = window.__cutoff.model;
    return m && m.algorithm === 'alphabeta' && Object.keys(m.techniques).every((k) => ['algorithm', 'fail', 'depth'].includes(k)) && !window.__cutoff.running;
  }, null, { timeout: 30000 });
}

/** Chess on one of its presets (the preset sets its FEN, depth and search). */
async function chessPreset(name) {
  await select('Game', 'chess');
  await page.getByLabel('Preset').selectOption(name);
}
/** The horizon preset searched at depth 1, as the preset leaves it. */
async function horizonAt1() {
  await chessPreset('horizon');
  await setDepth(1);
}
/** The middlegame preset with plain alpha-beta at depth 3; returns its node count. */
async function plainMiddlegameAt3() {
  await chessPreset('middlegame');
  await plainSearch();
  await setDepth(3);
  return nodes();
}
/** The middlegame preset at depth 3 with iterative deepening alone; returns its node count. */
async function idMiddlegameAt3() {
  const plain = await plainMiddlegameAt3();
  await page.getByLabel('Iterative deepening').check();
  return nodesChangeFrom(plain);
}

test('chess: the side panel draws the lit node’s board, the move into it and the evaluation term by term', async () => {
  await select('Game', 'chess');
  await page.getByLabel('Preset').selectOption('horizon');
  // The preset fills the FEN box, sets the depth its note speaks of and shows the note.
  assert.match(await page.getByLabel('FEN').inputValue(), /^[^ ]+\/[^ ]+ [wb] /);
  assert.equal(await page.getByLabel('Depth', { exact: true }).inputValue(), '1');
  assert.notEqual(await text('chess-note'), '');
  await setDepth(1);
  assert.equal(await nodes(), 25);
  assert.match(await text('result-line'), /best move: Qxd5/);
  await page.getByRole('button', { name: 'To start' }).click();
  await page.locator('#board[data-fen]').waitFor();
  assert.match(await text('board-caption'), /The root position: White to move/);
  const evalText = await page.getByRole('table', { name: 'The evaluation, term by term' }).textContent();
  assert.match(evalText, /White material/);
  assert.match(evalText, /evaluation, White’s view/);
  // The first child: its board is the one after its move, Black to move.
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction(() => /^After /.test(document.getElementById('board-caption').textContent));
  assert.match(await text('board-caption'), /Black to move/);
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  // Crowded leaves carry their move and value turned on their side.
  assert.ok((await drawnLabels()).includes('Qxd5'));
  await shot('12-chess-horizon-board');
});

test('Quiescence on the horizon preset at depth 1: Qxd5 is no longer chosen, nodes go up, stand pat is told', async () => {
  await horizonAt1();
  const plain = await nodes();
  assert.equal(plain, 25);
  await page.getByLabel('Quiescence').check();
  const withQ = await nodesChangeFrom(plain);
  assert.ok(withQ > plain, `${withQ} nodes with quiescence against ${plain}`);
  assert.doesNotMatch(await text('result-line'), /best move: Qxd5/);
  assert.match(await text('technique-line'), /quiescence nodes/);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('stand-pat'), /^Stand pat at /);
  assert.match(await page.locator('#code-title').textContent(), /quiescence/);
  assert.match(await page.locator('#code span.lit').textContent(), /standPat = evaluate/);
  await shot('13-chess-horizon-quiescence');
});

test('Null move R = 3 on the zugzwang preset at depth 7: Kd5 is no longer chosen, fewer nodes, a pass edge', async () => {
  await chessPreset('zugzwang');
  // The preset's own settings: PVS with null move R = 3 at depth 7.
  assert.equal(await page.getByLabel('Null move, R =').isChecked(), true);
  assert.equal(await page.getByLabel('Algorithm', { exact: true }).inputValue(), 'pvs');
  assert.equal(await page.getByLabel('Depth', { exact: true }).inputValue(), '7');
  await plainSearch();
  await setDepth(7);
  const plain = await nodes();
  assert.match(await text('result-line'), /best move: Kd5/);
  await page.getByLabel('Null-move reduction R').fill('3');
  await page.getByLabel('Null move, R =').check();
  const withNull = await nodesChangeFrom(plain);
  assert.ok(withNull < plain, `${withNull} nodes with null move against ${plain}`);
  assert.doesNotMatch(await text('result-line'), /best move: Kd5/);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('null'), /^Null move at .*: passing, searched/);
  // The first null move that cuts: its node keeps only the pass, so zoomed in on it, the edge reads "pass".
  let said = '';
  for (let i = 0; i < 80 && !/null-move cutoff/.test(said); i++) said = await findNext('null');
  assert.match(said, /≥ β = .*: null-move cutoff/);
  for (let i = 0; i < 24 && !(await drawnLabels()).includes('pass'); i++) {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await settled(page);
  }
  assert.ok((await drawnLabels()).includes('pass'), 'a pass edge is drawn');
  await shot('14-chess-zugzwang-null-move');
});

test('Iterative deepening: the driver’s root searches are drawn as depth 1, 2, 3 and the counts change', async () => {
  await chessPreset('middlegame');
  // The preset's own settings: iterative deepening, the table and hash + MVV-LVA + killer + history.
  assert.equal(await page.getByLabel('Iterative deepening').isChecked(), true);
  assert.equal(await page.getByLabel('Transposition table').isChecked(), true);
  assert.equal(await page.getByLabel('Move ordering').inputValue(), 'hash,mvv-lva,killer,history');
  await plainSearch();
  await setDepth(3);
  const plain = await nodes();
  await page.getByLabel('Iterative deepening').check();
  const withId = await nodesChangeFrom(plain);
  assert.notEqual(withId, plain);
  assert.match(await text('technique-line'), /3 root searches/);
  await page.getByRole('button', { name: 'To start' }).click();
  await page.waitForFunction(() => document.getElementById('tree').dataset.step === '0');
  assert.match(await text('narration'), /^Start iterative deepening/);
  assert.equal(await findNext('iteration'), 'Iteration 1: search to depth 1 with the full window.');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction(() => /^Root search 1: depth 1/.test(document.getElementById('narration').textContent));
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  const labels = (await drawnLabels()).join(' | ');
  assert.match(labels, /depth 3, window \[−∞, \+∞\]/);
  assert.match(labels, /depth 2|d2/);
  await shot('15-chess-iterative-deepening');
});

test('The transposition table with iterative deepening: fewer nodes, and the table is told', async () => {
  const idOnly = await idMiddlegameAt3();
  await page.getByLabel('Transposition table').check();
  const withTable = await nodesChangeFrom(idOnly);
  assert.ok(withTable < idOnly, `${withTable} nodes with the table against ${idOnly}`);
  assert.match(await text('technique-line'), /table: \d+ hits/);
  assert.match(await page.locator('#code-title').textContent(), /table/);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('probe'), /^Table probe at .*: miss/);
  assert.match(await page.locator('#code span.lit').textContent(), /table\.probe/);
  assert.match(await findNext('store'), /^Store .* in the table: value/);
  // At depth 4 entries decide nodes: a table cutoff is told and marked.
  await setDepth(4);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('table-cut'), /^Table hit at .*(decides the window|from a deeper search)/);
  await shot('16-chess-table-cutoff');
});

test('Aspiration windows: a narrow window around the last value, and a fail re-search told as such', async () => {
  const idOnly = await idMiddlegameAt3();
  await page.getByLabel('Aspiration half-width').fill('50');
  await page.getByLabel('Aspiration, ±').check();
  const withAsp = await nodesChangeFrom(idOnly);
  assert.notEqual(withAsp, idOnly);
  await page.getByRole('button', { name: 'To start' }).click();
  const seen = [];
  for (let i = 0; i < 8; i++) {
    const said = await findNext('iteration').catch(() => null);
    if (!said || seen.includes(said)) break;
    seen.push(said);
  }
  assert.ok(seen.some((s) => /aspiration window \[/.test(s)), seen.join('\n'));
  assert.ok(seen.some((s) => /^Aspiration fail (high|low): .*re-search with (β = \+∞|α = −∞)/.test(s)), seen.join('\n'));
  await shot('17-chess-aspiration');
});

test('MTD(f): a sequence of zero-window probes, each told with its β', async () => {
  await plainMiddlegameAt3();
  await select('Algorithm', 'mtdf');
  await page.waitForFunction(() => window.__cutoff.model?.algorithm === 'mtdf' && !window.__cutoff.running, null, { timeout: 30000 });
  await settled(page);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('iteration'), /^MTD\(f\) at depth 3: first probe with β = /);
  assert.match(await findNext('iteration'), /^MTD\(f\) probe with β = .*: the last probe (fell below|reached) β/);
  assert.match(await page.locator('#code span.lit').textContent(), /g = alphaBeta\(depth, beta - 1, beta\)/);
  await shot('18-chess-mtdf');
});

test('Ordering best-first on a random tree reaches the Knuth–Moore minimum in leaves, and the order is told', async () => {
  await select('Game', 'random');
  await page.getByLabel('Branching').fill('3');
  await page.getByLabel('Tree depth').fill('4');
  await select('Ordering', 'as-generated');
  await page.waitForFunction(() => /Knuth–Moore minimum/.test(document.getElementById('knuth-moore').textContent) && !window.__cutoff.running);
  await settled(page);
  const natural = await text('c-evals');
  assert.match(await page.locator('#knuth-moore').textContent(), /17 leaves/);
  assert.notEqual(natural, '17');
  await select('Move ordering', 'best-first');
  await page.waitForFunction(() => document.getElementById('c-evals').textContent === '17');
  await settled(page);
  await page.getByRole('button', { name: 'To start' }).click();
  assert.match(await findNext('order'), /^Order at the root: .* first \(best first\)/);
  await page.locator('#order-line').waitFor();
  assert.match(await text('order-line'), /^Search order here: /);
  await shot('19-random-ordering-best-first');
});

test('the page never threw', () => {
  assert.deepEqual(ctx.errors, []);
});

test('null move: at a depth too shallow for R the page says why none was tried; deep enough, no pass is ever tried against β = +∞', async () => {
  await chessPreset('middlegame');
  await plainSearch();
  await setDepth(3);
  await page.getByLabel('Null-move reduction R').fill('3');
  await page.getByLabel('Null move, R =').check();
  await page.waitForFunction(() => window.__cutoff.model?.summary.nullMove && !window.__cutoff.running, null, { timeout: 30000 });
  await settled(page);
  assert.match(await text('technique-line'), /no null move tried: with R = 3 a pass needs more than R plies left below the root, so depth 5 or more \(this search: depth 3\)/);
  await setDepth(5);
  assert.doesNotMatch(await text('technique-line'), /no null move tried/);
  await page.getByRole('button', { name: 'To start' }).click();
  let tried = 0;
  for (let i = 0; i < 25; i++) {
    const said = await findNext('null').catch(() => null);
    if (said === null) break;
    tried++;
    assert.doesNotMatch(said, /β = \+∞/, `a pass against an infinite β: ${said}`);
  }
  assert.ok(tried > 0, 'null moves were tried');
});
