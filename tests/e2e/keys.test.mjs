// End-to-end: a student with a keyboard and no mouse. Space presses the button that has focus (it
// plays only where no control has focus), judged by what happens on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from '../support/session.mjs';
import { isOnTop, focused, pixels, contrast } from '../support/browser.mjs';

const s = usePage(() => {}, { width: 1280, height: 720, reset: true, query: '?lang=en' });
const playing = () => s.page.evaluate(() => window.__cutoff.player.playing);
const step = () => s.page.evaluate(() => window.__cutoff.player.step);

test('Space on a focused Step button steps once and does not start Play', async () => {
  const { page } = s;
  const before = await step();
  await page.getByRole('button', { name: 'Step forward' }).focus();
  await page.keyboard.press(' ');
  await page.waitForFunction((b) => window.__cutoff.player.step === b + 1, before);
  assert.equal(await playing(), false, 'Play did not start');
  assert.equal(await page.getByRole('button', { name: 'Play', exact: true }).isVisible(), true, 'the button still offers Play');
});

test('Space on the focused Legend button opens the legend over the page, and Play does not start', async () => {
  const { page } = s;
  await page.getByRole('button', { name: 'Legend' }).focus();
  await page.keyboard.press(' ');
  const legend = page.getByRole('dialog', { name: /legend/i });
  await legend.waitFor({ state: 'visible' });
  assert.ok(await isOnTop(legend), 'the legend is on top');
  assert.equal(await playing(), false);
  await page.keyboard.press('Escape');
  await legend.waitFor({ state: 'hidden' });
});

test('Space on Fit to view and on Copy link presses them, not Play', async () => {
  const { page } = s;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press(' ');
  await page.waitForFunction(() => /copied/i.test(document.getElementById('status').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url(), 'the link is on the clipboard');
  assert.equal(await playing(), false);
  await page.getByRole('button', { name: 'Fit to view' }).focus();
  await page.keyboard.press(' ');
  assert.equal(await playing(), false);
});

test('Space where no control has focus plays, and again pauses', async () => {
  const { page } = s;
  await page.getByLabel('Speed').fill('10');
  await page.locator('#tree').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await page.getByRole('button', { name: 'Pause' }).waitFor({ state: 'visible' });
  await page.keyboard.press(' ');
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'visible' });
});

test('a skip link, the first Tab, takes the keyboard to the tree; the second to the player', async () => {
  const { page } = s;
  await page.reload(); // the keyboard starts from the top of the page
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.keyboard.press('Tab');
  const toTree = page.getByRole('link', { name: 'Skip to the tree' });
  assert.equal(await focused(page), '#skip-tree');
  assert.ok(await isOnTop(toTree), 'the skip link shows where the keyboard is');
  await page.keyboard.press('Enter');
  assert.ok(await page.evaluate(() => document.activeElement.getAttribute('role') === 'treeitem'), `focus on a node of the tree (${await focused(page)})`);
  assert.equal(await isOnTop(toTree), false, 'the skip link is out of sight again');
  assert.equal(new URL(page.url()).hash, '', 'the link is unchanged');
  await page.reload();
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), '#skip-player');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), '#play');
  await page.keyboard.press(' ');
  await page.getByRole('button', { name: 'Pause' }).waitFor({ state: 'visible' });
});

/** The colour a person sees 3.5 px left of `locator`'s box (where its ring goes: 2 px off, 3 px wide; 1.5 px inside it for a region that scrolls, whose ring is inside), before it has focus and once the keyboard gives it focus. */
async function ringAgainstPage(page, locator, inside = false) {
  await locator.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.activeElement?.blur());
  const b = await locator.boundingBox();
  const clip = { x: Math.round(inside ? b.x + 1.5 : b.x - 3.5), y: Math.round(b.y + Math.min(b.height / 2, 12)), width: 1, height: 1 };
  const before = (await pixels(page, clip)).at(0, 0);
  await page.keyboard.press('Tab'); // the keyboard is in use: :focus-visible follows focus
  await locator.focus();
  return { ring: (await pixels(page, clip)).at(0, 0), page: before };
}

test('the focus ring stands at 3:1 or more against the page, on buttons, menus, the Explanation and the pseudo-code, in the light and dark themes', async () => {
  const { page } = s;
  for (const theme of ['light', 'dark']) {
    await page.getByLabel('Theme').selectOption(theme);
    for (const [target, inside] of [[page.getByRole('button', { name: 'Step forward' })], [page.getByLabel('Algorithm')], [page.locator('#side'), true], [page.locator('#code'), true]]) {
      const { ring, page: bg } = await ringAgainstPage(page, target, inside);
      const ratio = contrast(ring, bg);
      assert.ok(ratio >= 3, `${theme}: ${await target.evaluate((e) => e.id || e.tagName)} ring ${ring} on ${bg}: ${ratio.toFixed(2)}:1`);
    }
  }
});

test('the tree’s focus frame is drawn over the canvas, where a person sees it', async () => {
  const { page } = s;
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // the skip link: focus on the tree's root item
  const b = await page.locator('#tree').boundingBox();
  const edge = await pixels(page, { x: Math.round(b.x) + 1, y: Math.round(b.y + b.height / 2), width: 1, height: 1 });
  const inside = await pixels(page, { x: Math.round(b.x) + 12, y: Math.round(b.y + b.height / 2), width: 1, height: 1 });
  assert.ok(contrast(edge.at(0, 0), inside.at(0, 0)) >= 3, `the frame ${edge.at(0, 0)} against the canvas ${inside.at(0, 0)}`);
  await page.locator('#tree').click({ position: { x: 5, y: 5 } }); // focus leaves the tree's items
  const after = await pixels(page, { x: Math.round(b.x) + 1, y: Math.round(b.y + b.height / 2), width: 1, height: 1 });
  assert.ok(contrast(after.at(0, 0), inside.at(0, 0)) < 1.5, 'no frame once the tree has no focus');
});

test('after a move played from the keyboard, focus stays with the moves: on the next move once the engine has answered, never on the page’s body', async () => {
  const { page } = s;
  await page.goto(s.ctx.url + '?lang=en&game=tictactoe');
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  await page.getByRole('radio', { name: 'You' }).check();
  const moves = page.locator('#play-moves');
  await moves.getByRole('button').first().waitFor({ state: 'visible', timeout: 60000 });
  for (let ply = 0; ply < 2; ply++) {
    await moves.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    // The engine answers; then it is the student's move again (or the game is over).
    await page.waitForFunction(() => ['you', 'over'].includes(document.getElementById('play-box').dataset.turn) && !document.getElementById('play-box').dataset.thinking.startsWith('t'), null, { timeout: 60000 });
    const where = await page.evaluate(() => ({ inMoves: document.getElementById('play-moves').contains(document.activeElement), tag: document.activeElement.tagName, enabled: !document.activeElement.disabled }));
    assert.ok(where.inMoves && where.tag === 'BUTTON' && where.enabled, `ply ${ply + 1}: focus on a move the student can play (${JSON.stringify(where)})`);
  }
});

test('play from the keyboard alone: Enter on “Play against the engine” brings focus to the first move, its ring shows whole, and at the end New game has focus', async () => {
  const { page } = s;
  await page.goto(s.ctx.url + '?lang=en&game=tictactoe');
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.getByRole('button', { name: 'Play against the engine' }).focus();
  await page.keyboard.press('Enter');
  const turn = () => page.evaluate(() => document.getElementById('play-box').dataset.turn);
  await page.waitForFunction(() => ['you', 'over'].includes(document.getElementById('play-box').dataset.turn) && document.querySelector('#play-moves button:not([disabled])'), null, { timeout: 60000 });
  await page.waitForFunction(() => document.getElementById('play-moves').contains(document.activeElement) && document.activeElement.tagName === 'BUTTON', null, { timeout: 5000 });
  // The ring of the focused move, all round it: its top edge as a person sees it.
  const first = page.locator('#play-moves button').first();
  await first.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const b = await first.boundingBox();
  const ring = (await pixels(page, { x: Math.round(b.x + b.width / 2), y: Math.round(b.y - 3.5), width: 1, height: 1 })).at(0, 0);
  const inside = (await pixels(page, { x: Math.round(b.x + b.width / 2), y: Math.round(b.y - 9), width: 1, height: 1 })).at(0, 0);
  assert.ok(contrast(ring, inside) >= 3, `the ring above the move: ${ring} on ${inside}`);
  for (let ply = 0; ply < 6 && (await turn()) !== 'over'; ply++) {
    await page.keyboard.press('Enter'); // the focused move: always the first legal one
    await page.waitForFunction(() => ['you', 'over'].includes(document.getElementById('play-box').dataset.turn) && document.getElementById('play-box').dataset.thinking !== 'true', null, { timeout: 60000 });
  }
  assert.equal(await turn(), 'over');
  await page.waitForFunction(() => document.activeElement.id === 'play-new', null, { timeout: 5000 }).catch(() => {});
  assert.equal(await focused(page), '#play-new', 'New game has the focus once the game is over');
});
