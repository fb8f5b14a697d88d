// End-to-end: the tree edited where it is drawn, as a teacher would: click a leaf, type 7, Enter,
// and the root's value is the core's for the new tree; undo and redo; a refused edit says why
// beside the node; the text box and the link follow every edit; a preset or random tree is edited
// through Edit a copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let ctx, page;
// A fresh page for each test: no edit, undo history or focus left by the test before.
usePage((s) => ({ ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const AIMA = 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))';

const version = () => page.evaluate(() => window.__cutoff.version);
async function newSearch(v) {
  await page.waitForFunction((n) => window.__cutoff.version > n && !window.__cutoff.running, v, { timeout: 60000 });
  await settled(page);
}
async function go(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
}
const textBox = () => page.getByLabel('Tree text');
const result = () => page.locator('#result-line').textContent();
/** Where the node at `path` (the page's own numbering, from 1: '' for the root, '2.1') is drawn, in page pixels. */
async function nodeAt(p) {
  return page.evaluate((want) => {
    const c = window.__cutoff, m = c.model, v0 = c.view;
    const core = want === '' ? '' : want.split('.').map((k) => k - 1).join('.');
    for (let v = 0; v < m.D; v++) {
      if (m.pathString(v) === core) {
        const r = v0.canvas.getBoundingClientRect();
        return { x: r.left + v0.sx(v), y: r.top + v0.sy(v) };
      }
    }
    return null;
  }, p);
}
/** Waits until the node's place holds over two frames (a resize after the edit bar shows refits the view), then clicks it and waits for the bar to name it. */
async function clickNode(p) {
  let at = await nodeAt(p);
  for (let tries = 0; tries < 50; tries++) {
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const again = await nodeAt(p);
    if (at && again && at.x === again.x && at.y === again.y) break;
    at = again;
  }
  assert.ok(at, `node ${p} is drawn`);
  await page.mouse.click(at.x, at.y);
  const core = p === '' ? '' : p.split('.').map((k) => k - 1).join('.');
  await page.waitForFunction((want) => window.__cutoff.editSelection() === want, core, { timeout: 10000 });
}

test('click a leaf, type 7, Enter: the text box, the root’s value (the core’s) and the link follow; the view stays on the leaf', async () => {
  await go('?game=custom');
  assert.equal(await textBox().inputValue(), AIMA);
  assert.match(await result(), /^Value: 3, best move: B/);
  const bar = page.getByRole('toolbar', { name: 'Edit the tree' });
  await assert.doesNotReject(bar.waitFor());
  assert.equal(await page.getByRole('button', { name: 'Value' }).isDisabled(), true, 'nothing selected yet');
  await clickNode('2.1'); // C's first leaf, 2
  assert.match(await page.locator('#edit-what').textContent(), /^Selected: leaf 2\.1$/);
  const v = await version();
  await page.keyboard.type('7');
  const box = page.getByRole('textbox', { name: /^Value of leaf 2\.1/ });
  assert.equal(await box.inputValue(), '7');
  await page.keyboard.press('Enter');
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  // C = min(7, 4, 6) = 4 is now above B's 3: the root is 4, through C.
  assert.match(await result(), /^Value: 4, best move: C/);
  // The same node on show, at the step that enters it.
  assert.equal(await page.locator('#tree').getAttribute('data-current-path'), '1.0');
  assert.equal(await page.evaluate(() => { const m = window.__cutoff.model; return m.trace.enterEvent[window.__cutoff.currentNode()] === window.__cutoff.player.step; }), true);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('g.text') === 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  // The link opens the edited tree.
  await go(new URL(page.url()).search);
  assert.match(await result(), /^Value: 4, best move: C/);
});

test('undo and redo, by button and by Ctrl+Z / Ctrl+Y, walk the edits back and forth', async () => {
  await go('?game=custom');
  await clickNode('2.1');
  let v = await version();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await newSearch(v);
  await clickNode('3');
  v = await version();
  await page.getByRole('button', { name: 'Delete subtree' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(7 4 6))');
  v = await version();
  await page.getByRole('button', { name: 'Undo' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  v = await version();
  await page.keyboard.press('Control+z');
  await newSearch(v);
  assert.equal(await textBox().inputValue(), AIMA);
  assert.match(await result(), /^Value: 3, best move: B/);
  assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);
  v = await version();
  await page.keyboard.press('Control+y');
  await newSearch(v);
  assert.match(await result(), /^Value: 4, best move: C/);
  v = await version();
  await page.getByRole('button', { name: 'Redo' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(7 4 6))');
  assert.equal(await page.getByRole('button', { name: 'Redo' }).isDisabled(), true);
});

test('the tools: a child by Insert, a sibling, a move, leaf ⇄ inner node, a label typed on the node; Esc cancels', async () => {
  await go('?game=custom');
  await clickNode('2');
  let v = await version();
  await page.keyboard.press('Insert');
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(2 4 6 0) D:(14 5 2))');
  assert.match(await page.locator('#edit-what').textContent(), /leaf 2\.4$/, 'the new child is selected');
  v = await version();
  await page.getByRole('button', { name: 'Move left' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(2 4 0 6) D:(14 5 2))');
  v = await version();
  await page.getByRole('button', { name: 'Add sibling' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(2 4 0 0 6) D:(14 5 2))');
  await clickNode('2');
  v = await version();
  await page.getByRole('button', { name: 'Make leaf' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:0 D:(14 5 2))');
  v = await version();
  await page.getByRole('button', { name: 'Make inner node' }).click();
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(0) D:(14 5 2))');
  await page.getByRole('button', { name: 'Label' }).click();
  const box = page.getByRole('textbox', { name: /^Label of C/ });
  await box.fill('Mid');
  await page.keyboard.press('Escape');
  assert.equal(await box.isVisible(), false);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(0) D:(14 5 2))', 'Esc changed nothing');
  await page.getByRole('button', { name: 'Label' }).click();
  await box.fill('Mid');
  v = await version();
  await page.keyboard.press('Enter');
  await newSearch(v);
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) Mid:(0) D:(14 5 2))');
  assert.match(await page.locator('#edit-what').textContent(), /Mid$/);
});

test('an edit that would make the tree invalid is refused, the reason beside the node', async () => {
  await go('?game=custom');
  await clickNode('');
  await page.getByRole('button', { name: 'Delete subtree' }).click();
  const note = page.getByRole('alert').filter({ hasText: 'The root cannot be deleted' });
  await note.waitFor();
  assert.equal(await textBox().inputValue(), AIMA);
  // Beside the root: its box starts right of the ring, at the root's height.
  const root = await nodeAt('');
  const b = await note.boundingBox();
  assert.ok(b.x > root.x && b.x - root.x < 80 && Math.abs(b.y + b.height / 2 - root.y) < 30, JSON.stringify({ b, root }));
  await clickNode('1.2');
  await page.keyboard.type('1.5');
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: '“1.5” is not a whole number' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: /^Value of leaf 1\.2/ }).isVisible(), true, 'the box stays to be put right');
  await page.screenshot({ path: path.join(SHOTS, 'edit-refused-1280x720.png') });
  await page.keyboard.press('Escape');
  assert.equal(await textBox().inputValue(), AIMA);
});

test('Edit a copy of AIMA: a custom tree with the same text, at the same step and value', async () => {
  await go('?game=aima&step=22');
  assert.equal(await page.locator('#step-out').textContent(), 'step 22 of 40');
  const before = await result();
  const v = await version();
  await page.getByRole('button', { name: 'Edit a copy' }).click();
  await newSearch(v);
  assert.equal(await page.locator('#game').inputValue(), 'custom');
  assert.equal(await textBox().inputValue(), AIMA);
  assert.equal(await result(), before);
  assert.equal(await page.locator('#step-out').textContent(), 'step 22 of 40');
  await clickNode('1.1');
  const w = await version();
  await page.keyboard.type('-4');
  await page.keyboard.press('Enter');
  await newSearch(w);
  // B = min(-4, 12, 8) = -4; C = 2 and D = 2 give the root 2, through C, the first to reach it.
  assert.match(await result(), /^Value: 2, best move: C/);
  await page.screenshot({ path: path.join(SHOTS, 'edit-aima-copy-1280x720.png') });
});

test('Edit a copy of a random tree keeps its static values: the same nodes and value searched again', async () => {
  await go('?game=random');
  const before = { nodes: await page.locator('#tree').getAttribute('data-nodes'), result: await result() };
  const v = await version();
  await page.getByRole('button', { name: 'Edit a copy' }).click();
  await newSearch(v);
  const text = await textBox().inputValue();
  assert.match(text, /^\(\(\(\(/);
  assert.match(text, /~-?\d/, 'static values kept');
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), before.nodes);
  assert.equal(await result(), before.result);
});

test('the bar speaks the page’s language', async () => {
  await go('?game=custom&lang=pl');
  await clickNode('2.1');
  assert.match(await page.locator('#edit-what').textContent(), /^Wybrany: liść 2\.1$/);
  await page.getByRole('button', { name: 'Dodaj węzeł potomny' }).waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'edit-pl-1280x720.png') });
  await go('?game=custom&lang=vi');
  await page.getByRole('button', { name: 'Thêm nút con' }).waitFor();
});

/** How many children the root has in the tree on show (its legal moves). */
const rootMoves = () => page.evaluate(() => { const L = window.__cutoff.model.layout; return L.childStart[1] - L.childStart[0]; });
/** Clicks the editor's board of `game` on `cell` (the game's own numbering, as its cellAt reads a click). */
async function clickCell(game, cell) {
  const canvas = page.locator(`#${game}-editor-board`);
  await canvas.scrollIntoViewIfNeeded();
  const at = await page.evaluate(async ([g, want]) => {
    const { adapterFor } = await import('/www/games/registry.js');
    const c = document.getElementById(`${g}-editor-board`);
    const r = c.getBoundingClientRect();
    const a = adapterFor(g);
    for (let y = 1; y < r.height; y += 2) for (let x = 1; x < r.width; x += 2) if (a.cellAt(c, c.dataset.position || '', x, y) === want) return { x: r.left + x + 1, y: r.top + y + 1 };
    return null;
  }, [game, cell]);
  assert.ok(at, `cell ${cell} is on the board`);
  await page.mouse.click(at.x, at.y);
}

test('chess: a position set up by clicking (remove, place, side to move) is searched, and an illegal one said', async () => {
  await go('?game=chess&depth=1');
  const editor = page.getByRole('group', { name: 'Set up the position' });
  await editor.waitFor();
  const fen = page.getByLabel('FEN', { exact: true });
  let v = await version();
  await editor.getByRole('radio', { name: 'Remove a piece' }).click();
  await clickCell('chess', 52); // e2
  await newSearch(v);
  assert.equal(await fen.inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  // Without the e2 pawn White has 29 moves (perft 1): 20 less e3 and e4, plus the bishop's 5, the queen's 4, Ke2 and Ne2.
  assert.equal(await rootMoves(), 29);
  v = await version();
  await editor.getByLabel('To move').selectOption('b');
  await newSearch(v);
  assert.equal(await fen.inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(await rootMoves(), 20);
  await editor.getByRole('radio', { name: 'White king' }).click();
  await clickCell('chess', 0); // a8
  assert.equal(await fen.inputValue(), 'Knbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQk - 0 1', 'the a8 rook gone, so is Black’s long castling');
  await page.getByRole('alert').filter({ hasText: 'White has 2 kings' }).waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'edit-chess-board-1280x720.png') });
});

test('Dodgem and xiangqi: a piece taken off by clicking reaches the position text and the search', async () => {
  await go('?game=dodgem&depth=2');
  const editor = page.getByRole('group', { name: 'Set up the position' });
  let v = await version();
  await editor.getByRole('radio', { name: 'Black car' }).click();
  await clickCell('dodgem', 0); // a3, a black car: the same piece again takes it off
  await newSearch(v);
  assert.equal(await page.getByLabel('Position', { exact: true }).inputValue(), '...b...ww b');
  await go('?game=xiangqi&depth=1');
  v = await version();
  await page.getByRole('group', { name: 'Set up the position' }).getByRole('radio', { name: 'Remove a piece' }).click();
  await clickCell('xiangqi', 9 * 6); // a3, Red's soldier on the a-file
  await newSearch(v);
  assert.equal(await page.getByLabel('FEN', { exact: true }).inputValue(), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR w');
});

test('Nim and Connect Four: heaps set by buttons, discs dropped by clicking a column, the side to move said', async () => {
  await go('?game=nim');
  const nim = page.getByRole('group', { name: 'Set up the position' });
  let v = await version();
  await nim.getByRole('button', { name: 'One object fewer in heap 1' }).click();
  await newSearch(v);
  assert.equal(await page.getByLabel('Heaps', { exact: true }).inputValue(), '2,4,5');
  // Bouton: 2 ⊕ 4 ⊕ 5 = 3 ≠ 0, the player to move wins.
  assert.equal(await page.locator('#outcome-line').textContent(), 'Perfect play: MAX wins.');
  v = await version();
  await nim.getByLabel('To move').selectOption('min');
  await newSearch(v);
  assert.equal(await page.getByLabel('Heaps', { exact: true }).inputValue(), '2,4,5 min');
  assert.equal(await page.locator('#outcome-line').textContent(), 'Perfect play: MIN wins.', 'MIN moves first and wins');
  await go('?game=connect4&g.size=4x4');
  const c4 = page.getByRole('group', { name: 'Set up the position' });
  v = await version();
  await clickCell('connect4', 12 + 1); // column 2, the bottom row of the 4×4 board
  await newSearch(v);
  assert.equal(await page.getByLabel('Moves', { exact: true }).inputValue(), '2');
  assert.match(await c4.textContent(), /O \(MIN\) to move/);
  v = await version();
  await c4.getByRole('button', { name: 'Take back the last disc' }).click();
  await newSearch(v);
  assert.equal(await page.getByLabel('Moves', { exact: true }).inputValue(), '');
  assert.match(await c4.textContent(), /X \(MAX\) to move/);
});

test('the ARIA tree mirrors the canvas: levels, sizes, names at the step; arrows move, Enter jumps to the node’s step', async () => {
  await go('?game=aima');
  const tree = page.getByRole('tree');
  const root = tree.getByRole('treeitem', { level: 1 });
  assert.equal(await root.getAttribute('aria-expanded'), 'true');
  assert.equal(await root.getAttribute('aria-label'), 'A, MAX, being searched, called with α = −∞, β = +∞');
  const kids = tree.getByRole('treeitem', { level: 2 });
  assert.equal(await kids.count(), 3);
  assert.deepEqual(await kids.evaluateAll((es) => es.map((e) => [e.getAttribute('aria-posinset'), e.getAttribute('aria-setsize'), e.getAttribute('aria-expanded')])), [['1', '3', 'false'], ['2', '3', 'false'], ['3', '3', 'false']]);
  await root.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight'); // B opens
  await page.keyboard.press('ArrowRight'); // to B's first child, the leaf 3
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.match(await focused(), /^leaf 1\.1, MIN|^leaf 1\.1, MAX/);
  // The canvas rings the node focused.
  assert.equal(await page.evaluate(() => window.__cutoff.view.hover === window.__cutoff.model.layout.children[window.__cutoff.model.layout.childStart[window.__cutoff.model.layout.children[window.__cutoff.model.layout.childStart[0]]]]), true);
  await page.keyboard.press('Enter');
  await settled(page);
  assert.equal(await page.locator('#tree').getAttribute('data-current-path'), '0.0');
  assert.match(await page.locator('#narration').textContent(), /leaf 1\.1/);
  // At the last step the names give each node's value; C says its bound.
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  await root.focus();
  await page.keyboard.press('ArrowDown'); // B, still open
  await page.keyboard.press('ArrowLeft'); // B closes
  assert.equal(await tree.getByRole('treeitem', { level: 3 }).count(), 0);
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(), /^C, MIN, value 2 \(upper bound\), called with α = 3, β = \+∞$/);
  await page.keyboard.press('ArrowLeft'); // to the parent
  assert.match(await focused(), /^A, MAX, value 3,/);
  await page.keyboard.press('End');
  assert.match(await focused(), /^D, MIN/);
});

test('an editable tree by keyboard alone: a leaf’s value typed from the ARIA tree, and the root’s value follows', async () => {
  await go('?game=custom');
  const tree = page.getByRole('tree');
  await tree.getByRole('treeitem', { level: 1 }).focus();
  await page.keyboard.press('ArrowDown'); // B
  await page.keyboard.press('ArrowDown'); // C
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // C's first leaf, 2
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: /^Value of leaf 2\.1/ });
  await box.waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('7');
  const v = await version();
  await page.keyboard.press('Enter');
  await newSearch(v);
  assert.match(await result(), /^Value: 4, best move: C/);
  // Focus is back on the same leaf in the new tree.
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^leaf 2\.1/);
});

/** Presses Tab until the focus is on an element matching `sel` (the keyboard's only way there). */
async function tabTo(sel) {
  for (let i = 0; i < 200; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), sel)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reaches ${sel}`);
}
const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
const press = async (key, n = 1) => { for (let i = 0; i < n; i++) await page.keyboard.press(key); };

test('chess by keyboard only: a pawn taken off, a knight placed, Black to move, a second king refused; each square named, the search on the new position', async () => {
  await go('?game=chess&depth=1&lang=en');
  const grid = page.getByRole('grid', { name: /^Board: the arrow keys move/ });
  await tabTo('#chess-editor [role=gridcell]');
  assert.equal(await focused(), 'a8, Black rook', 'the grid starts at a8');
  await press('ArrowDown', 6);
  await press('ArrowRight', 4);
  assert.equal(await focused(), 'e2, White pawn');
  let v = await version();
  await press('Delete');
  await newSearch(v);
  const fen = page.getByLabel('FEN', { exact: true });
  assert.equal(await fen.inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await rootMoves(), 29, 'the core searched the position set up (perft 1 without e2)');
  assert.equal(await focused(), 'e2, empty', 'the focus stays on the square, its name follows');
  assert.equal(await page.locator('#chess-editor [role=status]').textContent(), 'e2, empty.');
  // The palette: one Tab stop, the arrows choose.
  await press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'radio');
  assert.equal(await page.getByRole('radiogroup', { name: 'Piece to place' }).getByRole('radio', { checked: true }).getAttribute('aria-label'), 'White king');
  await press('ArrowRight', 4);
  assert.equal(await focused(), 'White knight');
  assert.equal(await page.getByRole('radio', { name: 'White knight' }).getAttribute('aria-checked'), 'true');
  // Back to the board: the square left, e2; up twice to e4; Enter places the knight.
  await press('Shift+Tab');
  assert.equal(await focused(), 'e2, empty');
  await press('ArrowUp', 2);
  v = await version();
  await press('Enter');
  await newSearch(v);
  assert.equal(await fen.inputValue(), 'rnbqkbnr/pppppppp/8/8/4N3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await grid.getByRole('gridcell', { name: 'e4, White knight' }).count(), 1);
  // 29 − the pawn's e3/e4 (already gone) + the knight's 6 = 35, the queen now out by d1–h5: the core's count.
  assert.equal(await rootMoves(), 35);
  // Black to move, by the labelled menu (arrow keys).
  await tabTo('#chess-editor-side');
  v = await version();
  await press('ArrowDown');
  // The page's menus are customisable selects: the arrow opens the list, another moves, Enter chooses.
  if (await page.evaluate(() => document.getElementById('chess-editor-side').matches(':open'))) { await press('ArrowDown'); await press('Enter'); }
  await newSearch(v);
  assert.match(await fen.inputValue(), / b KQkq /);
  assert.equal(await rootMoves(), 20);
  assert.equal(await page.locator('#depth').inputValue(), '1', 'the depth stays as set');
  // A second white king on h4: refused, the reason said in the alert.
  await tabTo('#chess-editor [role=radio][tabindex="0"]');
  await press('ArrowLeft', 4); // knight → king
  assert.equal(await focused(), 'White king');
  await press('Shift+Tab');
  await press('End');
  assert.equal(await focused(), 'h4, empty');
  await press('Space');
  await page.getByRole('alert').filter({ hasText: 'White has 2 kings' }).waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'edit-chess-keyboard-1280x720.png') });
  // The squares in the page's language.
  for (const [lang, name] of [['pl', 'e2, Biały pion'], ['vi', 'e2, Tốt trắng']]) {
    await go(`?game=chess&depth=1&lang=${lang}`);
    assert.equal(await page.locator('#chess-editor [role=gridcell][data-cell="52"]').getAttribute('aria-label'), name, lang);
  }
});

test('Connect Four by keyboard only: discs dropped down a column from any of its cells, one taken back, the side to move said', async () => {
  await go('?game=connect4&g.size=4x4&depth=3&lang=en');
  await tabTo('#connect4-editor [role=gridcell]');
  assert.equal(await focused(), 'column 1, row 1, empty');
  await press('ArrowRight');
  let v = await version();
  await press('Enter'); // from the top of column 2: the disc falls to the bottom
  await newSearch(v);
  const moves = page.getByLabel('Moves', { exact: true });
  assert.equal(await moves.inputValue(), '2');
  assert.equal(await page.locator('#connect4-editor [role=status]').textContent(), 'column 2, row 4, X (MAX).', 'where the disc landed is said');
  assert.match(await page.locator('#connect4-editor').textContent(), /O \(MIN\) to move/);
  assert.equal(await rootMoves(), 4, 'the search runs on the new position: four columns open');
  await press('ArrowRight');
  v = await version();
  await press('Space');
  await newSearch(v);
  await press('ArrowLeft');
  v = await version();
  await press('Enter');
  await newSearch(v);
  assert.equal(await moves.inputValue(), '232');
  assert.equal(await page.locator('#connect4-editor [role=gridcell][data-cell="9"]').getAttribute('aria-label'), 'column 2, row 3, X (MAX)', 'the third disc sits on the first');
  v = await version();
  await press('Delete');
  await newSearch(v);
  assert.equal(await moves.inputValue(), '23', 'Delete takes back the last disc');
  assert.equal(await page.locator('#connect4-editor [role=status]').textContent(), 'column 2, row 3, empty.');
  assert.match(await page.locator('#connect4-editor').textContent(), /X \(MAX\) to move/);
  assert.equal(await page.locator('#depth').inputValue(), '3', 'the depth stays as set');
  assert.match(await page.evaluate(() => location.search), /depth=3/);
});

test('after editing a tree node or a board the depth stays as it was, in the box, the link and the search', async () => {
  // Static values on B, C and D (after their parentheses) let depth 1 stop there.
  await go(`?game=custom&depth=1&lang=en&g.text=${encodeURIComponent('A:(B:(3 12 8)~5 C:(2 4 6)~1 D:(14 5 2)~9)')}`);
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '4', 'depth 1: the root and its three children');
  await clickNode('1');
  let v = await version();
  await page.getByRole('button', { name: 'Add child' }).click();
  await newSearch(v);
  assert.equal(await page.locator('#depth').inputValue(), '1');
  assert.match(await page.evaluate(() => location.search), /depth=1/);
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '4', 'still searched to depth 1');
  await go('?game=tictactoe&depth=1&lang=en');
  v = await version();
  await page.getByRole('button', { name: 'Cell 5: empty' }).click();
  await newSearch(v);
  assert.equal(await page.locator('#depth').inputValue(), '1');
  assert.equal(await page.locator('#tree').getAttribute('data-nodes'), '9', 'X in the centre, depth 1: the root and O’s 8 replies');
  await go('?game=nim&depth=2&lang=en');
  v = await version();
  await page.getByRole('button', { name: 'One object fewer in heap 1' }).click();
  await newSearch(v);
  assert.equal(await page.locator('#depth').inputValue(), '2');
  assert.match(await page.evaluate(() => location.search), /depth=2/);
});

test('the edit bar’s tools fit one row at 1280×720 in en, vi and pl, no word clipped, the selection under them', async () => {
  for (const lang of ['en', 'vi', 'pl']) {
    await go(`?game=custom&lang=${lang}`);
    for (const [node, kind] of [['2.1', 'edit.toInner'], ['2', 'edit.toLeaf']]) { // a leaf (Make inner) and an inner node (Make leaf)
      await clickNode(node);
      await page.locator(`#edit-kind[data-key="${kind}"]`).waitFor();
      const m = await page.evaluate(() => {
        const bar = document.getElementById('edit-bar'), B = bar.getBoundingClientRect();
        const bs = [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length).map((b) => ({ t: b.textContent, r: b.getBoundingClientRect(), clip: b.scrollWidth > b.clientWidth + 1 }));
        const what = document.getElementById('edit-what').getBoundingClientRect();
        return { B: { left: B.left, right: B.right, top: B.top, bottom: B.bottom }, over: bar.scrollWidth > bar.clientWidth + 1, n: bs.length,
          top: Math.max(...bs.map((b) => b.r.top)), bottom: Math.min(...bs.map((b) => b.r.bottom)), clipped: bs.filter((b) => b.clip).map((b) => b.t),
          outside: bs.filter((b) => b.r.left < B.left || b.r.right > B.right).map((b) => b.t), what: { top: what.top, bottom: what.bottom, left: what.left, right: what.right },
          whatClip: document.getElementById('edit-what').scrollWidth > document.getElementById('edit-what').clientWidth + 1 };
      });
      const at = `${lang}, node ${node}`;
      assert.equal(m.n, 10, `${at}: the ten tools`);
      assert.ok(m.top < m.bottom, `${at}: every tool on one row (lowest top ${m.top} above highest bottom ${m.bottom})`);
      assert.deepEqual(m.clipped, [], `${at}: no label clipped`);
      assert.deepEqual(m.outside, [], `${at}: inside the bar`);
      assert.ok(!m.over, `${at}: nothing past the bar's edge`);
      assert.ok(m.what.top >= m.bottom - 1 && m.what.bottom <= m.B.bottom + 1 && !m.whatClip, `${at}: the selection under the tools, whole`);
    }
    await page.screenshot({ path: path.join(SHOTS, `edit-bar-${lang}-1280x720.png`) });
  }
});

/** Waits (frame by frame, at most ~10 s) until the tree's text box holds `want`. */
async function textBecomes(want) {
  for (let i = 0; i < 600 && (await textBox().inputValue()) !== want; i++) await page.evaluate(() => new Promise((ok) => requestAnimationFrame(ok)));
}

test('a value committed with Enter goes in even when the next node is clicked before the core answers', async () => {
  await go('?game=custom');
  await clickNode('2.1'); // C's first leaf, 2
  const next = await nodeAt('2.2');
  await page.keyboard.type('7');
  // Enter, then at once the next leaf: the box closes before the edit's answer can come back.
  await page.keyboard.press('Enter');
  await page.mouse.click(next.x, next.y);
  await textBecomes('A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))');
});

test('Insert, then a number typed at once: the number is the new child’s, not its parent’s static value', async () => {
  await go('?game=custom');
  await clickNode('2'); // C
  await page.keyboard.press('Insert');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await textBecomes('A:(B:(3 12 8) C:(2 4 6 5) D:(14 5 2))');
  assert.equal(await textBox().inputValue(), 'A:(B:(3 12 8) C:(2 4 6 5) D:(14 5 2))');
});
