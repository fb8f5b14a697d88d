// End-to-end: what a class needs from a lecture's page — a text size for the back row kept in the
// link, the view following the search when zoomed in, the principal variation written out, wins
// in each game's words and a comparison table without error paragraphs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { settled, sized, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let ctx, page;
// A fresh page for each test: no viewport, presenter view or bookmark left by the test before.
usePage((s) => ({ ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });

async function open(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
}
const labelPx = () => page.evaluate(() => window.__cutoff.view.labelPx);
const query = () => page.evaluate(() => location.search);

test('A+ and A− size every label of the tree, and the link keeps the size: text=150 opens at it', async () => {
  await open('');
  const base = await labelPx();
  assert.ok(base >= 14, `${base}px`);
  await page.getByRole('button', { name: 'Larger text' }).click();
  await page.getByRole('button', { name: 'Larger text' }).click();
  await settled(page);
  assert.equal(await labelPx(), Math.round(base * 1.3));
  assert.match(await query(), /[?&]text=130\b/);
  await page.getByRole('button', { name: 'Smaller text' }).click();
  await page.getByRole('button', { name: 'Smaller text' }).click();
  await settled(page);
  assert.equal(await labelPx(), base);
  assert.doesNotMatch(await query(), /text=/, 'the page’s own size needs no parameter');
  assert.equal(await page.getByRole('button', { name: 'Smaller text' }).isDisabled(), true, 'never below the page’s own size');
  await open('?text=150');
  // Opened at 150 %, the tree is fitted anew with room for the larger labels: its nodes may come
  // out a little smaller, and the label size (which follows a node's radius up to 24 px) a pixel under.
  assert.equal(await page.evaluate(() => window.__cutoff.view.textScale), 1.5);
  const px = await labelPx();
  assert.ok(Math.abs(px - Math.round(base * 1.5)) <= 1, `${px}px at text=150, ${base}px at 100 %`);
  await shot('l01-aima-text-150');
});

/** Where the current node is drawn, as a share of the canvas (0–1 across, 0–1 down). */
const currentAt = () => page.evaluate(() => {
  const v = window.__cutoff.view, m = window.__cutoff.model;
  const n = window.__cutoff.currentNode();
  return { x: v.sx(n) / v.W, y: v.sy(n) / v.H };
});

test('"Follow the search" keeps the current node near the middle of a zoomed-in view, step after step; presenter view turns it on', async () => {
  await open('?game=chess&preset=mate-in-two');
  await page.getByRole('button', { name: 'To start' }).click();
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByLabel('Follow the search').check();
  assert.match(await query(), /[?&]follow=1\b/);
  const far = [];
  for (let i = 0; i < 40; i++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await settled(page);
    const at = await currentAt();
    if (at.x < 0.29 || at.x > 0.71 || at.y < 0.29 || at.y > 0.71) far.push(`${i}: ${at.x.toFixed(2)}, ${at.y.toFixed(2)}`);
  }
  assert.deepEqual(far, [], 'the current node stayed in the middle');
  await shot('l02-chess-follow');
  await page.getByLabel('Follow the search').uncheck();
  assert.doesNotMatch(await query(), /follow=/);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'visible' }); // presenter view: the big narration under the tree
  assert.equal(await page.getByLabel('Follow the search').isChecked(), true, 'on in presenter view');
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'hidden' });
  assert.equal(await page.getByLabel('Follow the search').isChecked(), false, 'and off again after it');
});

test('mate in two: the last step writes the principal variation out in chess notation, in the narration and the side panel', async () => {
  await open('?game=chess&preset=mate-in-two');
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  assert.match(await page.locator('#narration').textContent(), /Principal variation: 1\. Ra6 bxa6 2\. b7#\.$/);
  assert.equal(await page.locator('#pv-line').textContent(), 'Principal variation: 1. Ra6 bxa6 2. b7#.');
  await page.getByRole('button', { name: 'To start' }).click();
  await settled(page);
  assert.doesNotMatch(await page.locator('#narration').textContent(), /Principal variation/, 'not before the end');
});

test('the principal variation and the best move in each language\'s chess letters: Polish W(ieża) and Vietnamese X(e) for the rook, the edges with them', async () => {
  for (const [lang, pv, best] of [['pl', '1. Wa6 bxa6 2. b7#', 'Wa6'], ['vi', '1. Xa6 bxa6 2. b7#', 'Xa6']]) {
    await open(`?lang=${lang}&game=chess&preset=mate-in-two`);
    await page.locator('#to-end').click();
    await settled(page);
    assert.ok((await page.locator('#pv-line').textContent()).includes(pv), `${lang}: ${await page.locator('#pv-line').textContent()}`);
    assert.ok((await page.locator('#narration').textContent()).includes(pv), `${lang}: the narration's line`);
    assert.ok((await page.locator('#result-line').textContent()).includes(best), `${lang}: ${await page.locator('#result-line').textContent()}`);
    const edges = await page.evaluate(() => window.__cutoff.view.drawnLabels);
    assert.ok(edges.some((e) => e.startsWith(best[0])) && !edges.some((e) => /^[QRBN][a-h1-8x]/.test(e)), `${lang}: edges ${edges.slice(0, 12).join(' ')}`);
  }
});

test('Nim says a win in words, chess in its notation: "win in 6", not "+M6"', async () => {
  await open('?game=nim');
  assert.match(await page.locator('#result-line').textContent(), /^Value: win in 6, best move/);
  await open('?game=chess&preset=mate-in-two');
  assert.match(await page.locator('#result-line').textContent(), /^Value: \+M2, best move: Ra6/);
});

test('the comparison table says in a word that a row does not apply, the reason on hover', async () => {
  await open('');
  await page.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 10);
  const cell = page.locator('#compare td.row-error').first();
  assert.equal(await cell.textContent(), 'needs static values at every depth');
  assert.match(await cell.getAttribute('title'), /^Iterative deepening: depth 1 stops at B/);
  const words = await page.locator('#compare td.row-error').allTextContents();
  for (const w of words) assert.ok(w.length <= 40, w);
});

test('an open node carries its bound so far, as the narration says it: C "≤2 so far" once its first leaf returned 2, A "≥3 so far"', async () => {
  await open('');
  const at = async (s) => {
    await page.evaluate((e) => { window.__cutoff.player.seek(e); window.dispatchEvent(new Event('cutoff:redraw')); }, s);
    await settled(page);
    return page.evaluate(() => window.__cutoff.view.drawnValues.slice());
  };
  // Event 20: C's first child (the leaf 2) returns; C is still open (its cutoff comes next).
  // At 1280 × 720 C's bound stands beside it, in words where the room allows ("≤2 so far", or "≤2";
  // the renderer never writes it under B's window: the layout audit holds labels apart), A's in words.
  let values = await at(20);
  assert.ok(values.some((v) => /^≤2( so far)?$/.test(v)), values.join(' | '));
  assert.ok(values.includes('≥3 so far'), values.join(' | '));
  await shot('l03-aima-so-far');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await sized(page);
  values = await at(20);
  assert.ok(values.includes('≤2 so far'), values.join(' | '));
  await page.setViewportSize({ width: 1280, height: 720 });
  assert.match(await page.locator('#narration').textContent(), /best so far is now 2/);
  // Before any child has returned, nothing is claimed.
  assert.ok(!(await at(3)).some((v) => /so far/.test(v)));
  // Once C has returned its value stands on its own.
  assert.ok((await at(23)).includes('≤2'));
  await page.goto(ctx.url + '?lang=pl');
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running);
  await settled(page);
  assert.ok((await at(20)).includes('≥3 dotąd'));
});

test('lecture bookmarks: a prepared link opens with them, b and shift+B (or 1–9) jump, a new one names its step and joins the link', async () => {
  await open('?marks=22:first cutoff;40:the end');
  const counter = () => page.locator('#step-out').textContent();
  assert.deepEqual(await page.locator('#marks-list .mark-jump').allTextContents(), ['first cutoff (step 22)', 'the end (step 40)']);
  await page.locator('#tree').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('b');
  await settled(page);
  assert.equal(await counter(), 'step 22 of 40');
  assert.match(await page.locator('#narration').textContent(), /^α-cutoff at C/);
  await page.keyboard.press('b');
  await settled(page);
  assert.equal(await counter(), 'step 40 of 40');
  await page.keyboard.press('Shift+B');
  await settled(page);
  assert.equal(await counter(), 'step 22 of 40');
  await page.keyboard.press('2');
  await settled(page);
  assert.equal(await counter(), 'step 40 of 40');
  // A new bookmark at step 6, named as the placeholder suggests.
  await page.getByRole('button', { name: 'To start' }).click();
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await settled(page);
  assert.equal(await page.getByLabel('Name of the bookmark').getAttribute('placeholder'), 'step 6');
  await page.getByRole('button', { name: 'Bookmark this step' }).click();
  assert.deepEqual(await page.locator('#marks-list .mark-jump').allTextContents(), ['step 6 (step 6)', 'first cutoff (step 22)', 'the end (step 40)']);
  const marks = () => page.evaluate(() => new URLSearchParams(location.search).get('marks'));
  assert.equal(await marks(), '6:step 6;22:first cutoff;40:the end');
  await page.getByLabel('Name of the bookmark').fill('B returns 3');
  await page.keyboard.press('Enter');
  assert.equal(await marks(), '6:B returns 3;22:first cutoff;40:the end', 'a name typed replaces the one at that step');
  await page.getByRole('button', { name: 'Remove the bookmark: the end' }).click();
  assert.equal(await marks(), '6:B returns 3;22:first cutoff');
  // The link keeps them through a new search (the page's own URL mirror keeps the extras).
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await page.waitForFunction(() => !window.__cutoff.running && window.__cutoff.model.algorithm === 'minimax');
  await settled(page);
  await page.waitForFunction(() => /algo=minimax/.test(location.search));
  assert.equal(await marks(), '6:B returns 3;22:first cutoff');
  await shot('l04-bookmarks');
});
