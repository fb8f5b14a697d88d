// End-to-end: the four board games (Dodgem, Connect Four, Nim, xiangqi), each chosen by its label in
// the Game menu, searched with the page's defaults (alpha-beta to the game's natural depth), stepped,
// its board in the side panel; the true outcome beside the searched value where the core knows it.
// Node counts are the CLI's: `cutoff search --game G --algo alphabeta` (dodgem 264 at depth 6,
// connect4 15,208 at 6, nim 128,493 at 12 on 3,4,5, xiangqi 17,802 at 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, SHOTS, showsText, inkOf } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });
const text = (id) => page.locator('#' + id).textContent();
const board = () => page.locator('#board').getAttribute('aria-label');

async function choose(label, nodes) {
  await page.getByLabel('Game', { exact: true }).selectOption({ label });
  await waitForNodes(page, nodes, 60000);
  await page.getByRole('button', { name: 'To start' }).click();
  await page.waitForFunction(() => document.getElementById('tree').dataset.step === '0');
  await settled(page);
}
/**
 * Steps forward until the lit node is `plies` moves below the root; waits until the side panel
 * shows its board. Returns what the model says of it: {v, board (the worker's position text), move}.
 */
async function stepDown(plies) {
  const litPly = () => page.evaluate(() => {
    const c = window.__cutoff, m = c.model;
    let k = 0;
    for (let u = c.currentNode(); u !== 0; u = m.dParent[u]) k++;
    return k;
  });
  for (let i = 0; i < 50 && (await litPly()) !== plies; i++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await settled(page);
  }
  await page.waitForFunction(() => {
    const c = window.__cutoff;
    return document.getElementById('board').dataset.node === String(c.currentNode());
  }, null, { timeout: 10000 });
  return page.evaluate(() => {
    const c = window.__cutoff, m = c.model, v = c.currentNode();
    return { v, board: m.labels.boards ? m.labels.boards[v] : null, move: m.moveLabel(v) };
  });
}
/** Goes to event s through the Timeline slider (its value: the step as the counter numbers it, from 0). */
async function goTo(s) {
  await page.getByLabel('Timeline').fill(String(await page.evaluate((e) => window.__cutoff.model.steps.number(e) - 1, s)));
  await page.waitForFunction((x) => document.getElementById('tree').dataset.step === String(x), s);
  await settled(page);
}

test('Dodgem: 264 nodes at depth 6, the board with the move marked, and perfect play beside the searched value', async () => {
  await choose('Dodgem', 264);
  assert.match(await text('result-line'), /^Value: 0, best move: a3→b3 \(depth 6/);
  assert.equal(await text('outcome-line'), 'Perfect play: Black wins in 19 plies.');
  assert.equal(await board(), 'Board: b..b...ww b');
  assert.match(await text('board-caption'), /The root position: Black \(MAX\) to move/);
  const lit = await stepDown(1);
  assert.equal(lit.move, 'a3→b3', 'alpha-beta searches the moves in the core’s order, a3→b3 first');
  assert.equal(await board(), 'Board: .b.b...ww w');
  assert.equal(await text('board-caption'), 'After a3→b3: White (MIN) to move.');
  const two = await stepDown(2);
  assert.equal(await board(), `Board: ${two.board}`);
  assert.equal(await text('board-caption'), `After ${two.move}: Black (MAX) to move.`);
  await shot('games-01-dodgem');
});

test('Dodgem: a leaf that repeats a position on its path is narrated as a depth limit in a cycle', async () => {
  await choose('Dodgem', 264);
  // Node 169 (b...b.w.w b) is the one such leaf of the default search (see the unit tests' rule).
  const at = await page.evaluate(() => {
    const m = window.__cutoff.model;
    for (let v = 1; v < m.N; v++) {
      if (m.layout.childStart[v] !== m.layout.childStart[v + 1]) continue;
      if (/^Depth limit in a cycle/.test(m.adapter.nodeNote(m, v))) return { v, board: m.labels.boards[v], step: m.trace.leaveEvent[v] };
    }
    return null;
  });
  assert.ok(at, 'a cycle leaf');
  assert.equal(at.board, 'b...b.w.w b');
  await goTo(at.step);
  assert.match(await text('narration'), /Depth limit in a cycle: this position is already on the path \d+ plies up/);
  assert.match(await text('board-note'), /Depth limit in a cycle/);
  await shot('games-02-dodgem-cycle');
});

test('Connect Four: 15,208 nodes at depth 6, discs in columns, a click in a column is the cell its disc lands on', async () => {
  await choose('Connect Four', 15208);
  assert.match(await text('result-line'), /^Value: 0, best move: X4 \(depth 6/);
  assert.equal(await page.locator('#outcome-line').isHidden(), true, 'no true outcome for Connect Four');
  const lit = await stepDown(2);
  assert.match(lit.move, /^O\d$/);
  assert.equal(await board(), `Board: ${lit.board}`);
  assert.match(lit.board, /^7x6:\d{2}$/);
  assert.equal(await text('board-caption'), `After ${lit.move}: X (MAX) to move.`);
  assert.match(await text('board-note'), /7 × 6 board, 2 discs; the ringed disc \(column \d\) is the last played\./);
  // cellAt on the real canvas, shown smaller than its 360 pixels by CSS: the top of column 4.
  const cell = await page.evaluate(async () => {
    const { adapterFor } = await import('/www/games/registry.js');
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    const pos = c.dataset.fen;
    const k = r.width / c.width;
    // Column 4 of 7 is the canvas's middle; the top row is well inside the board.
    return { top: adapterFor('connect4').cellAt(c, pos, (c.width / 2) * k, 40 * k), outside: adapterFor('connect4').cellAt(c, pos, 2, 2), pos };
  });
  const moves = cell.pos.split(':')[1];
  const inFour = [...moves].filter((ch) => ch === '4').length;
  assert.equal(cell.top, (5 - inFour) * 7 + 3, `the disc lands on row ${5 - inFour} of column 4 (${cell.pos})`);
  assert.equal(cell.outside, -1);
  await shot('games-03-connect4');
});

test('Connect Four: "To the end of the game" searches past the default depth; a full board is narrated and shown as a draw', async () => {
  // One of Pons' End-Easy positions, a draw (score 0): 29 discs, 13 empty cells. The default
  // depth (6) stops short of the end, so the page offers the end; plain alpha-beta there visits
  // 7,480 nodes (`cutoff search --game connect4 --position … --algo alphabeta --depth 13`).
  // From Connect Four's own search on show, so that the wait below cannot take that one for the position's.
  await choose('Connect Four', 15208);
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Connect Four' });
  await page.getByLabel('Moves', { exact: true }).fill('13323367776541151176645615372');
  await page.getByLabel('Moves', { exact: true }).press('Enter');
  await page.waitForFunction(() => window.__cutoff.model?.summary.depth === 6 && !window.__cutoff.running, null, { timeout: 60000 });
  const toEnd = page.getByRole('button', { name: 'To the end of the game' });
  await toEnd.waitFor({ state: 'visible' });
  await toEnd.click();
  await page.waitForFunction(() => window.__cutoff.model?.summary.depth === 13 && !window.__cutoff.running, null, { timeout: 60000 });
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '7480');
  assert.match(await text('result-line'), /^Value: 0, best move: O\d \(depth 13/);
  assert.equal(await page.getByLabel('Depth', { exact: true }).inputValue(), '13');
  assert.match(await text('depth-note'), /^Depth 13: to the end of the game from here\./);
  assert.equal(await toEnd.isHidden(), true, 'searched to the end: nothing more to offer');
  // The first evaluation of a full board: Draw, in the narration and beside the board.
  const step = await page.evaluate(() => {
    const tr = window.__cutoff.model.trace;
    for (let s = 0; s < tr.kind.length; s++) if (tr.kind[s] === 1 && tr.b[s] === 1 && tr.a[s] === 0) return s;
    return -1;
  });
  assert.ok(step > 0, 'a full board is evaluated at the end of the game');
  await goTo(step);
  await page.waitForFunction(() => /full with no four/.test(document.getElementById('board-note').textContent), null, { timeout: 10000 });
  assert.match(await text('narration'), /^Evaluate .*: Draw, the game is over with no winner: its value is 0\.$/);
  assert.match(await text('board-note'), /^Draw: the 7 × 6 board is full with no four in a row/);
  assert.match(await text('board-caption'), /^After [XO]\d: the game is over\.$/);
  // News, not a warning: a person sees it in the page's ink, not in the warning's red.
  assert.ok(await showsText(page.locator('#depth-note')), 'the note reads');
  const [r, g, bl] = await inkOf(page.locator('#depth-note'));
  assert.ok(r - Math.max(g, bl) < 60, `news, not a warning: its text is not red (${[r, g, bl]})`);
  assert.match(await page.locator('#eval-table').textContent(), /the board is full: a draw/);
  await shot('games-03b-connect4-draw');
});

test('Nim: 128,493 nodes on 3,4,5, Bouton’s nim-sum beside the board, and the true outcome', async () => {
  await choose('Nim', 128493);
  assert.equal(await text('outcome-line'), 'Perfect play: MAX wins.');
  assert.equal(await board(), 'Board: 3,4,5');
  assert.equal(await text('board-note'), 'nim-sum 3 ⊕ 4 ⊕ 5 = 2: the player to move wins.');
  const lit = await stepDown(1);
  assert.match(lit.move, /^h\d−\d+$/);
  assert.equal(await board(), `Board: ${lit.board}`);
  assert.match(lit.board, /^\d+,\d+,\d+ min$/);
  assert.equal(await text('board-caption'), `After ${lit.move}: MIN to move.`);
  assert.match(await text('board-note'), /^nim-sum \d+ ⊕ \d+ ⊕ \d+ = \d+: the player to move (wins|loses)\.$/);
  await shot('games-04-nim');
});

test('xiangqi: 17,802 nodes at depth 3, the pieces as characters where they render and as letters on request', async () => {
  await choose('Xiangqi', 17802);
  assert.match(await board(), /^Board: rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C5C1\/9\/RNBAKABNR w/);
  const pieces = await page.locator('#board').getAttribute('data-pieces');
  const render = await page.evaluate(async () => (await import('/www/games/xiangqi.js')).glyphsRender());
  assert.equal(pieces, render ? 'characters' : 'letters', 'the automatic choice follows what this browser renders');
  assert.equal(await page.locator('#xq-glyph-note').isHidden(), render);
  const lit = await stepDown(1);
  assert.equal(lit.board, null, 'past 20,000 drawn nodes the worker fetches no boards up front');
  assert.match(await board(), /^Board: [1-9a-zA-Z]+(\/[1-9a-zA-Z]+){9} b /);
  assert.equal(await text('board-caption'), `After ${lit.move}: Black to move.`);
  await shot('games-05-xiangqi-' + pieces);
  await page.getByLabel('Pieces as letters (K A B N R C P)').check();
  await page.waitForFunction(() => document.getElementById('board').dataset.pieces === 'letters');
  await shot('games-06-xiangqi-letters');
  await page.getByLabel('Pieces as letters (K A B N R C P)').uncheck();
  await page.waitForFunction((p) => document.getElementById('board').dataset.pieces === p, pieces);
  assert.deepEqual(ctx.errors, []);
});
