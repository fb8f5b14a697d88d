// End-to-end: what a teacher reads names things as people count them, and the same way in every
// place. A move has one name (the core's) on the play buttons, the board it lands on, the engine's
// reply, the move list, the tree's edge, the result line and the narration; a node's path counts
// children from 1 in an error, in practice and in the narration alike; a status line that speaks
// of a step goes when the step changes.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });
const text = (id) => page.locator('#' + id).textContent();

after(() => {
  assert.deepEqual(ctx?.errors ?? [], []);
});

async function open(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
}

const turn = () => page.locator('#play-box').getAttribute('data-turn');
async function waitTurn(timeout = 60000) {
  await page.waitForFunction(() => ['you', 'over'].includes(document.getElementById('play-box').dataset.turn), null, { timeout });
  return turn();
}

async function startPlay(first) {
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  await page.locator('#play-box').waitFor();
  await page.getByRole('radio', { name: first === 'you' ? 'You' : 'Engine' }).check();
  await page.waitForFunction(() => window.__cutoff.play.positions.length >= 1);
  return waitTurn();
}

/** The tree's own label on the edge of the root's best move (under a driver, the last root search's). */
const treeBestEdge = () => page.evaluate(() => {
  const m = window.__cutoff.model;
  const kids = (v) => Array.from(m.layout.children.slice(m.layout.childStart[v], m.layout.childStart[v + 1]));
  let root = 0;
  if (m.trace.flags[0] & 32) root = kids(0).at(-1); // DRIVER: the root searches hang under it
  const c = kids(root).find((k) => m.dMove[k] === m.summary.bestMove);
  return c === undefined ? null : m.moveLabel(c);
});

/** The narration at the tree's last step. */
async function lastNarration() {
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  return text('narration');
}

test('tic-tac-toe: a move is named by the cell it fills, 1 to 9, on the buttons, the board, the reply, the list, the tree and the result line', async () => {
  // The teacher's board: cells 2, 4, 6, 8 and 9 are empty, X to move.
  await open('?game=tictactoe&g.position=X.O.X.O..');
  assert.equal(await startPlay('you'), 'you');
  const buttons = await page.locator('#play-moves button').allTextContents();
  assert.deepEqual(buttons, ['X2', 'X4', 'X6', 'X8', 'X9']);
  await page.locator('#play-moves').getByRole('button', { name: 'X4', exact: true }).click();
  await page.waitForFunction(() => Number(document.getElementById('play-box').dataset.plies) >= 2, null, { timeout: 60000 });
  assert.equal(await waitTurn(), 'you');
  const board = (await page.locator('#play-board').getAttribute('data-position')).slice(0, 9);
  assert.equal(board[3], 'X', `X4 puts the X on cell 4: ${board}`);
  const status = await text('play-status');
  const reply = /The engine played (O\d)/.exec(status);
  assert.ok(reply, status);
  const k = Number(reply[1].slice(1));
  assert.equal(board[k - 1], 'O', `${reply[1]} puts the O on cell ${k}: ${board}`);
  assert.equal(await text('play-history'), `1. X4 ${reply[1]}`);
  // The engine's search is the tree on show: its edge, result line and narration name the same move.
  assert.equal(await treeBestEdge(), reply[1]);
  assert.match(await text('result-line'), new RegExp(`best move: ${reply[1]} `));
  assert.match(await lastNarration(), new RegExp(`the best move is ${reply[1]}\\.`));
  await shot('names-01-tictactoe');
});

// Each playable game: the engine's first move has one name in the status, the move list, the
// tree's edge, the result line and the narration.
const GAMES = [
  { game: 'chess', query: '?game=chess&preset=mate-in-two&algo=pvs&depth=3' },
  { game: 'xiangqi', query: '?game=xiangqi&preset=mate-in-two&algo=pvs&depth=3' },
  { game: 'dodgem', query: '?game=dodgem&preset=win-in-five&depth=5' },
  { game: 'connect4', query: '?game=connect4&preset=win-in-three&depth=5' },
  { game: 'nim', query: '?game=nim&preset=one-two-three' },
];
for (const g of GAMES) {
  test(`${g.game}: the engine's move has one name in the status, the move list, the tree, the result line and the narration`, async () => {
    await open(g.query);
    await startPlay('engine');
    const ps = await page.evaluate(() => window.__cutoff.play.positions.map((p) => ({ name: p.name, moves: p.moves.map((m) => m.name) })));
    const name = ps[1].name;
    assert.ok(ps[0].moves.includes(name), `${name} is among ${ps[0].moves.join(' ')}`);
    assert.match(await text('play-status'), new RegExp(`The engine played ${name.replace(/[+.]/g, '\\$&')}`));
    assert.match(await text('play-history'), new RegExp(`^1\\. ${name.replace(/[+.]/g, '\\$&')}$`));
    assert.equal(await treeBestEdge(), name);
    assert.ok((await text('result-line')).includes(`best move: ${name} `), await text('result-line'));
    assert.ok((await lastNarration()).includes(`the best move is ${name}.`), await text('narration'));
  });
}

test('seed 000 tree: a depth that stops at an inner node names it from 1, as the narration does', async () => {
  await page.goto(ctx.url + '?game=wikipedia&depth=1'); // refused: no tree to wait for
  const err = page.locator('#search-error');
  await err.waitFor({ state: 'visible' });
  assert.match(await err.textContent(), /Depth 1 stops at node 1, /);
  await page.getByLabel('Depth', { exact: true }).fill('3');
  await page.waitForFunction(() => /node 1\.1\.1,/.test(document.getElementById('search-error').textContent));
  await shot('names-02-depth-error');
  // The narration names the same node so.
  await page.getByLabel('Depth', { exact: true }).fill('4');
  await waitForNodes(page, 25);
  await page.getByRole('button', { name: 'To start' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await settled(page);
  assert.match(await text('narration'), /^Enter node 1\.1\.1 /);
});

test('practice on the seed 000 tree names a leaf by its path from 1', async () => {
  await open('?practice=wikipedia&p-algo=alphabeta&p-task=window&p-at=0.0.0.1');
  await page.locator('#p-ask').waitFor();
  await page.waitForFunction(() => /when/.test(document.getElementById('p-ask').textContent));
  assert.equal(await text('p-ask'), 'What is the window (α, β) when leaf 1.1.1.2 is entered?');
  await shot('names-03-practice');
});

/** Presses `c` until the status says there is no cutoff after the step; returns the step. */
async function pastLastCutoff() {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('c');
    if (/No more cutoffs/.test(await text('status'))) return page.evaluate(() => window.__cutoff.player.step);
  }
  throw new Error('c never reached the last cutoff');
}

test('"No more cutoffs after this step." goes when the step changes: Home, PageUp in presenter view; Find next’s "No … after this step" too', async () => {
  await open('?game=wikipedia');
  await waitForNodes(page, 25);
  await page.evaluate(() => document.activeElement?.blur());
  const cuts = await page.evaluate(() => window.__cutoff.model.summary.stats.cutoffs);
  assert.ok(cuts >= 2);
  await page.keyboard.press('Home');
  await pastLastCutoff();
  await page.keyboard.press('Home');
  await settled(page);
  assert.doesNotMatch(await text('status'), /No more cutoffs/, 'at the start every cutoff is still to come');
  await pastLastCutoff();
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'visible' }); // presenter view: the big narration under the tree
  assert.match(await text('status'), /No more cutoffs/, 'the same step: still true');
  await page.keyboard.press('PageUp');
  await settled(page);
  assert.doesNotMatch(await text('status'), /No more cutoffs/);
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'hidden' });
  // Find next: alpha-beta has no zero-window search, so none comes after this step; a step back, and it goes.
  await page.locator('#find-kind').selectOption('zero-window');
  await page.getByRole('button', { name: 'Find next' }).click();
  await page.waitForFunction(() => /after this step/.test(document.getElementById('status').textContent));
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  assert.doesNotMatch(await text('status'), /after this step/);
  assert.match(await text('status'), /25 nodes visited/, 'the status before it comes back');
});

// A click on the board names the squares as the move buttons do (Dodgem's a3→b3), not as
// "row 1, column 1".
const SQUARES = [
  { game: 'dodgem', query: '?game=dodgem&depth=2', split: (name) => name.split('→') },
];
for (const g of SQUARES) {
  test(`${g.game}: a piece clicked on the board is named by its square as the move buttons name it`, async () => {
    await open(g.query);
    assert.equal(await startPlay('you'), 'you');
    const moves = await page.evaluate(() => window.__cutoff.play.positions.at(-1).moves);
    const move = moves.find((m) => m.cells.length === 2);
    const [from, to] = g.split(move.name);
    const pt = await page.evaluate((c) => window.__cutoff.play.cellPoint(c), move.cells[0]);
    await page.locator('#play-board').click({ position: pt });
    await page.waitForFunction(() => /selected/.test(document.getElementById('play-message').textContent));
    const msg = await text('play-message');
    assert.ok(msg.startsWith(`${from} selected`), `${msg} (the move ${move.name})`);
    assert.ok(msg.includes(to), `${msg} lists ${to}`);
    assert.doesNotMatch(msg, /row \d/);
  });
}
