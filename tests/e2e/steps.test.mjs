// End-to-end: one step numbering everywhere a person reads a step. The counter ("step 22 of 40"),
// the link's step=, the Timeline and the exports' names say the same number, counted from 1 over
// the steps the player stops at; a new position opens at its start, or at its end from the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });

const counter = () => page.locator('#step-out').textContent();
/** The counter's "step s of n" as numbers. */
async function place() {
  const m = /^step ([\d,]+) of ([\d,]+)$/.exec(await counter());
  assert.ok(m, await counter());
  return { s: +m[1].replace(/,/g, ''), n: +m[2].replace(/,/g, '') };
}
const linkStep = () => page.evaluate(() => new URLSearchParams(location.search).get('step'));
/** Opens the page at `query` and waits for its search to be drawn and settled. */
async function go(query, ready = () => true) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(ready, null, { timeout: 60000 });
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
}
/** Waits until a new search (model version) has been drawn. */
async function newSearch(version) {
  await page.waitForFunction((v) => window.__cutoff.version > v && !window.__cutoff.running, version, { timeout: 60000 });
  await settled(page);
}
const version = () => page.evaluate(() => window.__cutoff.version);
const forward = () => page.getByRole('button', { name: 'Step forward' }).click();

test('a link says the step as the counter says it: step=22 opens "step 22 of 40", the cutoff at C', async () => {
  await go('?step=22');
  assert.equal(await counter(), 'step 22 of 40');
  assert.match(await page.locator('#narration').textContent(), /^α-cutoff at C/);
  await forward();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '23');
  assert.equal(await counter(), 'step 23 of 40');
  // The link copied now opens the same step.
  await go(new URL(page.url()).search);
  assert.equal(await counter(), 'step 23 of 40');
  // step=0 (counted from 0 before) is the start; past the end, the last step.
  await go('?step=0');
  assert.equal(await counter(), 'step 1 of 40');
  assert.equal(await page.locator('#link-message').isVisible(), false);
  await go('?step=500');
  assert.equal(await counter(), 'step 40 of 40');
});

test('the middlegame preset opens at step 1, and each → moves the counter, the link, the Timeline and the export name by one', async () => {
  await go('?game=chess&preset=middlegame', () => document.getElementById('tree').dataset.nodes > 1000);
  const start = await place();
  assert.equal(start.s, 1, 'a preset opens at its start');
  const E = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
  assert.ok(start.n < E, `${start.n} steps of ${E} events: the rest of each ordering decision is not counted`);
  // The result line counts the steps as the counter does.
  assert.match(await page.locator('#result-line').textContent(), new RegExp(`depth 4, ${start.n.toLocaleString('en')} steps\\)`));
  let passedOrder = false;
  for (let k = 2; k <= 12; k++) {
    const kindBefore = await page.evaluate(() => window.__cutoff.model.trace.kind[window.__cutoff.player.step]);
    if (kindBefore === 9 /* Order */) passedOrder = true;
    await forward();
    await page.waitForFunction((k) => document.getElementById('step-out').textContent.startsWith(`step ${k} of`), k);
    assert.equal((await place()).n, start.n);
    assert.equal(+(await page.locator('#timeline').inputValue()), k - 1, 'the Timeline’s place, from 0');
    assert.equal(await page.locator('#timeline').getAttribute('aria-valuetext'), await counter());
  }
  assert.ok(passedOrder, 'the steps walked include an ordering decision');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '12');
  const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), page.getByRole('button', { name: 'Save PNG', exact: true }).click()]);
  assert.equal(dl.suggestedFilename(), 'cutoff-chess-pvs-step12.png');
  // The link opens the same step, on the same event.
  const event = await page.evaluate(() => window.__cutoff.player.step);
  await go(new URL(page.url()).search, () => document.getElementById('tree').dataset.nodes > 1000);
  assert.equal((await place()).s, 12);
  assert.equal(await page.evaluate(() => window.__cutoff.player.step), event);
  // The Timeline dragged to its end is the counter's last step.
  await page.locator('#timeline').fill(String(start.n - 1));
  await page.waitForFunction((n) => document.getElementById('step-out').textContent === `step ${n.toLocaleString('en')} of ${n.toLocaleString('en')}`, start.n);
  await page.screenshot({ path: path.join(SHOTS, 'steps-middlegame-end.png') });
});

test('at the horizon preset’s last step, ticking Quiescence stays at the last step', async () => {
  await go('?game=chess&preset=horizon');
  await page.getByRole('button', { name: 'To end' }).click();
  await page.waitForFunction(() => /^step (\S+) of \1$/.test(document.getElementById('step-out').textContent));
  const end = await place();
  assert.equal(end.n, 98);
  const v = await version();
  await page.getByLabel('Quiescence', { exact: true }).check();
  await newSearch(v);
  const q = await place();
  assert.ok(q.n > end.n, `${q.n} steps with quiescence, ${end.n} without`);
  assert.equal(q.s, q.n, `at the end, stay at the end: ${await counter()}, ${JSON.stringify(end)}`);
  await page.screenshot({ path: path.join(SHOTS, 'steps-horizon-quiescence-end.png') });
});

test('another game opens at its start, or at its end from the end; the same tree keeps its node', async () => {
  await go('?step=22');
  const v = await version();
  await page.getByLabel('Game', { exact: true }).selectOption('wikipedia');
  await newSearch(v);
  const seed = await place();
  assert.equal(seed.s, 1, `AIMA at step 22 → the seed 000 tree: ${await counter()}`);
  await page.getByRole('button', { name: 'To end' }).click();
  await page.waitForFunction(() => /^step (\S+) of \1$/.test(document.getElementById('step-out').textContent));
  const v2 = await version();
  await page.getByLabel('Game', { exact: true }).selectOption('aima');
  await newSearch(v2);
  assert.equal(await counter(), 'step 40 of 40');
  // Same tree, another algorithm: the place is kept (C's cutoff → C under minimax).
  await page.getByRole('button', { name: 'To start' }).click();
  await page.getByRole('button', { name: 'Next cutoff' }).click();
  await page.waitForFunction(() => document.getElementById('step-out').textContent === 'step 22 of 40');
  const v3 = await version();
  await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
  await newSearch(v3);
  assert.equal(await page.locator('#tree').getAttribute('data-current-path'), '1');
  assert.notEqual((await place()).s, 1);
});

test('a chess preset chosen mid-trace opens at its start, never on an ordering event', async () => {
  await go('?game=chess&depth=2');
  for (let i = 0; i < 30; i++) await forward();
  await page.waitForFunction(() => document.getElementById('step-out').textContent.startsWith('step 31 of'));
  const v = await version();
  await page.getByLabel('Preset', { exact: true }).selectOption('middlegame');
  // While the new position is searched (seconds), the link names no step of the old one.
  await page.waitForFunction(() => /preset=middlegame/.test(location.search));
  assert.equal(await linkStep(), null);
  await newSearch(v);
  assert.equal((await place()).s, 1);
  assert.equal(await linkStep(), null, 'the start writes no step in the link');
});

test('the page never threw', () => {
  assert.deepEqual(ctx.errors, []);
});
