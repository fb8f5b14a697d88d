// End-to-end: playing against the engine. Whole games by clicking the side panel's board
// (tic-tac-toe, chess) or by the legal-move buttons; every engine move must be among the legal
// moves shown before it, the result is announced, Undo goes back to before the person's last
// move, a link reopens the game in progress, and the page throws nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });

const box = () => page.locator('#play-box');
const plies = async () => Number(await box().getAttribute('data-plies'));
const positions = () => page.evaluate(() => window.__cutoff.play.positions.map((p) => ({ name: p.name, by: p.by || '', side: p.status.sideToMove, position: p.status.position, moves: p.moves })));

/** Opens the page on a link and waits for the game's first search. */
async function open(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
}

/** Waits until it is the person's turn or the game is over (the engine has answered); returns which. */
async function waitTurn(timeout = 60000) {
  await page.waitForFunction(() => ['you', 'over'].includes(document.getElementById('play-box').dataset.turn), null, { timeout });
  return box().getAttribute('data-turn');
}

async function start(first) {
  if ((await page.locator('#play-toggle').getAttribute('aria-pressed')) !== 'true') {
    await page.getByRole('button', { name: 'Play against the engine' }).click();
  }
  await page.locator('#play-box').waitFor();
  await page.getByRole('radio', { name: first === 'you' ? 'You' : 'Engine' }).check();
  await page.waitForFunction(() => window.__cutoff.play.positions.length >= 1);
  return waitTurn();
}

async function clickCell(cell) {
  const pt = await page.evaluate((c) => window.__cutoff.play.cellPoint(c), cell);
  assert.ok(pt, `cell ${cell} is on the board`);
  await page.locator('#play-board').click({ position: pt });
}

/** Plays `move` as the person: by clicking its cells on the board, or by its button. */
async function play(move, moves, by) {
  const n = await plies();
  if (by === 'board') {
    await clickCell(move.cells[0]);
    if (move.cells.length > 1) {
      // The piece is selected (highlighted) before its target is clicked.
      await page.waitForFunction(() => /selected/.test(document.getElementById('play-message').textContent));
      await clickCell(move.cells[1]);
    } else if (moves.some((m) => m.cells.length > 1 && m.cells[0] === move.cells[0])) {
      await clickCell(move.cells[0]); // a one-cell move from a piece that also moves: click it again
    }
  } else {
    await page.locator('#play-moves').getByRole('button', { name: move.name, exact: true }).click();
  }
  await page.waitForFunction((k) => Number(document.getElementById('play-box').dataset.plies) > k, n);
}

/** Every engine move was among the legal moves of the position before it; the plies alternate as the game says. */
async function checkEngineMoves() {
  const ps = await positions();
  let engine = 0;
  for (let i = 1; i < ps.length; i++) {
    const legal = ps[i - 1].moves.map((m) => m.name);
    assert.ok(legal.includes(ps[i].name), `ply ${i} ${ps[i].name} is among ${legal.join(' ')}`);
    if (ps[i].by === 'engine') engine++;
  }
  return { ps, engine };
}

/** Plays to the end: `pick(moves, positions)` chooses the person's move. Returns the result words. */
async function playOut(pick, by, maxPlies = 80) {
  for (let k = 0; k < maxPlies; k++) {
    if ((await waitTurn()) === 'over') break;
    const ps = await positions();
    const moves = ps[ps.length - 1].moves;
    // The buttons show the legal moves the core gives.
    const shown = await page.locator('#play-moves button').allTextContents();
    assert.deepEqual(shown, moves.map((m) => m.name));
    await play(pick(moves, ps), moves, by);
  }
  assert.equal(await waitTurn(), 'over');
  const result = await page.locator('#play-status').getAttribute('data-result');
  assert.match(result, /^(You win|The engine wins|Draw)$/);
  assert.match(await page.locator('#play-status').textContent(), new RegExp(`^${result}\\.`));
  return result;
}

test('tic-tac-toe: a whole game by clicking the board, the engine answering with its search on show; a link reopens it; Undo', async () => {
  await open('?game=tictactoe');
  assert.equal(await start('you'), 'you');
  assert.match(await page.locator('#play-status').textContent(), /Your move \(X/);
  // A click on a taken cell is explained, nothing played.
  const first = (await positions())[0].moves[4];
  await clickCell(first.cells[0]);
  await page.waitForFunction(() => Number(document.getElementById('play-box').dataset.plies) >= 1);
  await waitTurn();
  const taken = (await positions())[1].name; // the person's move: its cell is taken now
  assert.equal(taken, first.name);
  await clickCell(first.cells[0]);
  assert.equal(await page.locator('#play-message').textContent(), `Cell ${first.cells[0] + 1} is taken: click an empty cell.`);
  // The engine's search is the tree on show, and its reply is in the list.
  const ps = await positions();
  assert.equal(ps.length, 3);
  assert.equal(ps[2].by, 'engine');
  assert.match(await page.locator('#play-history').textContent(), new RegExp(`^1\\. ${first.name} ${ps[2].name}$`));
  assert.match(await page.locator('#play-status').textContent(), new RegExp(`The engine played ${ps[2].name}`));
  assert.ok(Number(await page.locator('#tree').getAttribute('data-nodes')) > 0);
  await shot('play-01-tictactoe');

  // The link carries the game in progress: another page opens at the same position, the person to move.
  await page.waitForFunction(() => /moves=\d+\.\d+/.test(location.search));
  const link = page.url();
  assert.match(link, /play=you/);
  const other = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  other.on('pageerror', (e) => ctx.errors.push(`pageerror (the link's page): ${e.message}`));
  await other.goto(link);
  await other.waitForFunction(() => window.__cutoff.play && window.__cutoff.play.positions.length === 3 && document.getElementById('play-box').dataset.turn === 'you');
  assert.equal(await other.locator('#play-history').textContent(), await page.locator('#play-history').textContent());
  assert.equal(await other.locator('#play-board').getAttribute('data-position'), await page.locator('#play-board').getAttribute('data-position'));
  await other.close();

  // Undo: back to before the person's last move (the engine's reply and that move taken back).
  const before = await page.locator('#play-board').getAttribute('data-position');
  const moves = (await positions())[2].moves;
  await play(moves[0], moves, 'board');
  await waitTurn();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.plies === '2');
  assert.equal(await waitTurn(), 'you');
  assert.equal(await page.locator('#play-board').getAttribute('data-position'), before);

  // To the end, by clicking the board.
  const result = await playOut((m) => m[0], 'board');
  const { engine } = await checkEngineMoves();
  assert.ok(engine >= 3);
  assert.notEqual(result, 'You win', 'perfect play never loses tic-tac-toe');
  await shot('play-02-tictactoe-over');
  // Undo after the end: the person's last move is taken back (and the engine's reply, if any).
  const ps2 = await positions();
  const lastMine = ps2.map((p) => p.side).lastIndexOf('max', ps2.length - 2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction((k) => Number(document.getElementById('play-box').dataset.plies) === k, lastMine);
  assert.equal(await waitTurn(), 'you');
  assert.equal(await page.locator('#play-board').getAttribute('data-position'), ps2[lastMine].position);
  // New game: back to the position the game started from, the engine starting if asked.
  await page.getByRole('radio', { name: 'Engine' }).check();
  assert.equal(await waitTurn(), 'you');
  const fresh = await positions();
  assert.equal(fresh.length, 2);
  assert.equal(fresh[0].position, ps2[0].position);
  assert.equal(fresh[1].by, 'engine');
  assert.equal(await page.locator('#ttt-side').inputValue(), 'o');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(() => window.__cutoff.play.positions.length === 2 && document.getElementById('play-box').dataset.turn === 'you');
  assert.equal((await positions())[0].position, ps2[0].position);
});

test('New game starts from the game’s start, and asks when this game began from another position', async () => {
  await open('?game=tictactoe&g.position=X...O....');
  assert.equal(await start('you'), 'you');
  assert.equal((await positions())[0].position.slice(0, 9), 'X...O....');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('group', { name: 'New game' }).waitFor();
  assert.match(await page.locator('#play-new-ask').textContent(), /began from another position/);
  await shot('play-00-new-game-asks');
  await page.getByRole('button', { name: 'Where this game began' }).click();
  await page.waitForFunction(() => window.__cutoff.play.positions.length === 1 && document.getElementById('play-box').dataset.turn === 'you');
  assert.equal((await positions())[0].position.slice(0, 9), 'X...O....');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'The game’s start' }).click();
  await page.waitForFunction(() => window.__cutoff.play.positions.length === 1 && window.__cutoff.play.positions[0].status.position.slice(0, 9) === '.........');
  assert.equal(await page.locator('#play-new-ask').isVisible(), false);
  // From the game's start, New game asks nothing.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.turn === 'you');
  assert.equal(await page.locator('#play-new-ask').isVisible(), false);
  assert.equal((await positions())[0].position.slice(0, 9), '.........');
  await page.getByRole('button', { name: 'Stop playing' }).first().click();
});

test('chess, mate in two: the person mates by clicking from-square then to-square; illegal clicks are explained', async () => {
  await open('?game=chess&preset=mate-in-two&algo=pvs&depth=3');
  assert.equal(await start('you'), 'you');
  assert.match(await page.locator('#play-status').textContent(), /Your move \(White\)/);
  const sq = (name) => (8 - Number(name[1])) * 8 + 'abcdefgh'.indexOf(name[0]);
  // An empty square, then a rook move that is not legal.
  await clickCell(sq('a4'));
  assert.match(await page.locator('#play-message').textContent(), /Nothing on a4 can move/);
  await clickCell(sq('a1'));
  assert.match(await page.locator('#play-message').textContent(), /a1 selected/);
  await shot('play-03-chess-selected');
  await clickCell(sq('b2'));
  assert.match(await page.locator('#play-message').textContent(), /a1 cannot go to b2\. From a1 it can go to .*a6/);
  assert.equal(await plies(), 0);
  // 1. Ra6: the rook is still selected.
  await clickCell(sq('a6'));
  await page.waitForFunction(() => Number(document.getElementById('play-box').dataset.plies) >= 1);
  assert.equal(await waitTurn(), 'you');
  const reply = (await positions())[2].name;
  // 2. b7# after bxa6, else Rxa7#.
  const before = await page.locator('#play-board').getAttribute('data-position');
  if (reply === 'bxa6') { await clickCell(sq('b6')); await clickCell(sq('b7')); } else { await clickCell(sq('a6')); await clickCell(sq('a7')); }
  assert.equal(await waitTurn(), 'over');
  assert.equal(await page.locator('#play-status').getAttribute('data-result'), 'You win');
  assert.match(await page.locator('#play-history').textContent(), /^1\. Ra6 \S+ 2\. (b7#|Rxa7#)$/);
  await checkEngineMoves();
  await page.waitForFunction(() => /moves=12\.\d+\.\d+$/.test(location.search));
  assert.match(page.url(), /game=chess&preset=mate-in-two&.*play=you&moves=12\.\d+\.\d+$/);
  await shot('play-04-chess-you-win');
  // Undo: the mating move taken back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.plies === '2');
  assert.equal(await waitTurn(), 'you');
  assert.equal(await page.locator('#play-board').getAttribute('data-position'), before);
  // The form's FEN is the position on the board.
  assert.equal(await page.locator('#opt-chess-fen').inputValue(), before);
});

test('chess, mate in two with the engine starting: it mates the person, who plays by clicking the board', async () => {
  await open('?game=chess&preset=mate-in-two&algo=pvs&depth=3');
  const t = await start('engine');
  assert.equal(t, 'you');
  const ps = await positions();
  assert.equal(ps[1].name, 'Ra6');
  assert.equal(ps[1].by, 'engine');
  // The engine's search (PVS, depth 3, as the preset says) is the tree on show, at its last step.
  assert.equal(await page.locator('#algorithm').inputValue(), 'pvs');
  const result = await playOut((m) => m[0], 'board');
  assert.equal(result, 'The engine wins');
  assert.match(await page.locator('#play-history').textContent(), /^1\. Ra6 \S+ 2\. (b7#|Rxa7#)$/);
  await checkEngineMoves();
  await shot('play-05-chess-engine-wins');
});

test('a search too big at the depth asked still answers: the engine searches a ply shallower and says so; the depth stays as set', async () => {
  // A link with a game in it: the engine to move first, replayed and searched at once.
  await open('?game=chess&algo=minimax&depth=5&play=engine');
  assert.equal(await waitTurn(), 'you');
  const ps = await positions();
  assert.equal(ps.length, 2);
  assert.ok(ps[0].moves.some((m) => m.name === ps[1].name));
  assert.match(await page.locator('#play-status').textContent(), /The engine played \S+\. It searched depth 4: depth 5 would record more than 3,000,000 steps\./);
  assert.equal(await page.locator('#depth').inputValue(), '5');
  assert.equal(await page.locator('#algorithm').inputValue(), 'minimax');
  await shot('play-05b-chess-capped');
  // The engine's search cancelled: it says so, and moves when asked again.
  const moves = ps[1] && (await positions())[1].moves;
  await play(moves[0], moves, 'buttons');
  await page.waitForFunction(() => document.getElementById('play-box').dataset.thinking === 'true');
  await page.locator('#cancel').click();
  await page.waitForFunction(() => /cancelled/.test(document.getElementById('play-message').textContent));
  assert.equal(await box().getAttribute('data-turn'), 'engine');
  await page.getByRole('button', { name: 'Engine, move' }).click();
  assert.equal(await waitTurn(), 'you');
  assert.equal((await positions()).length, 4);
  await checkEngineMoves();
});

// The other playable games, each a whole game by clicking the board their adapters draw (cellAt),
// and one more game by the legal-move buttons.
const OTHERS = [
  { game: 'dodgem', query: '?game=dodgem&preset=win-in-five&depth=5', first: 'engine', by: 'board' },
  { game: 'connect4', query: '?game=connect4&preset=win-in-three&depth=5', first: 'engine', by: 'board' },
  { game: 'nim', query: '?game=nim&preset=one-two-three', first: 'you', by: 'board' },
  { game: 'xiangqi', query: '?game=xiangqi&preset=mate-in-two&algo=pvs&depth=3', first: 'engine', by: 'board' },
  { game: 'connect4', query: '?game=connect4&preset=obvious-move-loses&depth=4', first: 'you', by: 'buttons' },
];
for (const g of OTHERS) {
  test(`${g.game}: a whole game against the engine (${g.by === 'board' ? 'clicking the board' : 'by the move buttons'})`, async () => {
    await open(g.query);
    await start(g.first);
    const result = await playOut((m) => m[0], g.by, 120);
    const { ps, engine } = await checkEngineMoves();
    assert.ok(engine >= 1);
    assert.ok(ps.length >= 2);
    await shot(`play-06-${g.game}-${g.by}`);
    // The board was drawn by the game's adapter (not the position in words).
    if (g.by === 'board') assert.equal(await page.locator('#play-board').getAttribute('data-drawn'), 'true');
    if (g.first === 'engine') assert.equal(result, 'The engine wins');
  });
}

test('chess: a promotion clicked on the board asks which piece', async () => {
  const fen = '7k/4P3/8/8/8/8/8/4K3 w - - 0 1';
  await open(`?game=chess&g.fen=${encodeURIComponent(fen)}&depth=2&play=you`);
  assert.equal(await waitTurn(), 'you');
  const sq = (name) => (8 - Number(name[1])) * 8 + 'abcdefgh'.indexOf(name[0]);
  await clickCell(sq('e7'));
  await clickCell(sq('e8'));
  await page.locator('#play-choose').waitFor();
  const names = await page.locator('#play-choose button').allTextContents();
  assert.deepEqual(names.map((n) => n.replace(/[+#]$/, '')).sort(), ['e8=B', 'e8=N', 'e8=Q', 'e8=R']);
  await shot('play-07-chess-promotion');
  // A rook (a knight would leave too little material to mate: a draw at once).
  await page.locator('#play-choose').getByRole('button', { name: /e8=R/ }).click();
  assert.equal(await waitTurn(), 'you');
  const ps = await positions();
  assert.match(ps[1].name, /^e8=R/);
  assert.equal(ps[2].by, 'engine');
  await checkEngineMoves();
});

test('a position typed into the form while playing starts a new game from it; a malformed one stops play and says what is wrong', async () => {
  await open('?game=chess&preset=mate-in-two&algo=pvs&depth=3&play=you&moves=12');
  assert.equal(await waitTurn(), 'you');
  const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
  await page.locator('#opt-chess-fen').fill(fen);
  await page.locator('#opt-chess-fen').press('Enter');
  await page.waitForFunction((f) => window.__cutoff.play.positions.length === 1 && window.__cutoff.play.positions[0].status.position === f, fen);
  assert.equal(await waitTurn(), 'you');
  assert.equal(await page.locator('#play-history').textContent(), 'none yet');
  await page.locator('#opt-chess-fen').fill('not a fen');
  await page.locator('#opt-chess-fen').press('Enter');
  await page.locator('#play-box').waitFor({ state: 'hidden' });
  await page.locator('#chess-error').waitFor();
  assert.match(await page.locator('#chess-error').textContent(), /FEN|fen/);
  // Play cannot start from it either; from a good position again, it does.
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  // The core has answered the game's replay (it refuses the position): play is no longer setting up.
  await page.waitForFunction(() => window.__cutoff.play.turn !== 'busy');
  assert.equal(await box().isHidden(), true);
  await page.locator('#opt-chess-fen').fill(fen);
  await page.locator('#opt-chess-fen').press('Enter');
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.locator('#chess-error').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  assert.equal(await waitTurn(), 'you');
  assert.equal((await positions())[0].position, fen);
});

test('a link whose game holds an illegal move stops there and names it from 1, with the link’s own text quoted', async () => {
  // X on the centre (move index 4 of 9), O on the corner (0), then index 9: X has only 7 moves (0 to 6),
  // so the third is not legal; the person (X) is to move, so no engine's move says anything after it.
  await open('?game=tictactoe&play=you&moves=4.0.9');
  await page.waitForFunction(() => /stops early/.test(document.getElementById('play-message')?.textContent || ''));
  const said = await page.locator('#play-message').textContent();
  assert.equal(said, 'The link’s game stops early: move 3 of the game (‘9’ in the link’s moves=) is not a legal move there: that position has 7 legal moves.');
  assert.equal((await positions()).length, 3, 'the start and the two legal moves');
});

test('xiangqi: a click on a point is named as the board labels it (a4), not by row and column', async () => {
  await open('?game=xiangqi&preset=mate-in-two&algo=pvs&depth=3');
  assert.equal(await start('you'), 'you');
  const ps = await positions();
  const cells = ps[ps.length - 1].position.split(' ')[0].split('/').map((r) => r.replace(/\d/g, (d) => '.'.repeat(+d))).join('');
  // An empty point on file a: its name is the file's letter and the rank beside its row (9 at the top).
  const row = [...Array(10).keys()].find((r) => cells[r * 9] === '.');
  await clickCell(row * 9);
  const said = await page.locator('#play-message').textContent();
  assert.ok(said.includes(`a${9 - row}`), said);
  assert.ok(!/row|column/.test(said), said);
});

test('a move clicked right after typing the engine’s iterations is played (the change does not replace the button under the pointer)', async () => {
  await open('?game=tictactoe');
  await start('you');
  await page.getByLabel('Engine:').selectOption('uct');
  await page.getByLabel('Engine’s iterations').fill('300');
  // No change event yet: it comes as the pointer goes down on the move's button (focus leaves the box).
  const n = await plies();
  await page.locator('#play-moves').getByRole('button', { name: 'X5', exact: true }).click();
  await page.waitForFunction((k) => Number(document.getElementById('play-box').dataset.plies) > k, n, { timeout: 30000 });
  assert.equal((await positions())[1].name, 'X5');
  await page.waitForFunction(() => /eiter=300/.test(location.search), null, { timeout: 30000 });
});

test('stopping play: the section goes, the link forgets the game; no page errors throughout', async () => {
  await open('?game=chess&preset=mate-in-two&algo=pvs&depth=3&play=you&moves=12');
  assert.equal(await waitTurn(), 'you');
  await page.getByRole('button', { name: 'Stop playing' }).first().click();
  await page.locator('#play-box').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => !/play=/.test(location.search));
  // Playing, then a game that cannot be played chosen in the menu: play stops, the button goes.
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  assert.equal(await waitTurn(), 'you');
  await page.locator('#game').selectOption('aima');
  await waitForNodes(page, 11);
  assert.equal(await box().isHidden(), true);
  assert.equal(await page.locator('#play-toggle').isHidden(), true);
  await page.waitForFunction(() => !/play=/.test(location.search));
  assert.deepEqual(ctx.errors, []);
});
