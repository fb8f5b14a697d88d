// End-to-end: Practice as a student meets it — it opens over the page as a modal dialog and closes
// again by every way a person tries (the button by click, Enter and Space, Esc, the browser's Back),
// judged by what is on screen and under the pointer, not by the page's own attributes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from '../support/session.mjs';
import { isOnTop, coversPage, focused } from '../support/browser.mjs';

const s = usePage(() => {}, { width: 1280, height: 720, reset: true, query: '?lang=en' });

/** Opens practice from the header's button, as a student does, and waits until its exercise is on screen. */
async function openFromButton(page) {
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  await page.getByRole('button', { name: 'Back to the visualiser' }).waitFor({ state: 'visible', timeout: 30000 });
  await page.locator('#p-canvas').waitFor({ state: 'visible' });
}

/** Practice is what the student sees and touches: it covers the page, and the tree behind cannot be reached. */
async function assertOpen(page) {
  assert.ok(await coversPage(page, '#practice'), 'practice covers the page');
  assert.equal(await isOnTop(page.locator('#tree')), false, 'the visualiser’s tree is behind practice');
  assert.ok(await page.evaluate(() => document.getElementById('practice').contains(document.activeElement)), `focus is inside practice (it is on ${await focused(page)})`);
}

/** Practice is gone: the visualiser's tree and the Practice button are what a person touches again, and focus is back on the button. */
async function assertClosed(page) {
  await page.waitForFunction(() => {
    const t = document.getElementById('tree').getBoundingClientRect();
    const hit = document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2);
    return hit && hit.id === 'tree';
  }, null, { timeout: 5000 });
  assert.equal(await coversPage(page, '#practice'), false, 'practice no longer covers the page');
  assert.equal(await page.getByRole('button', { name: 'Back to the visualiser' }).isVisible(), false, 'its Back button is gone from sight');
  assert.ok(await isOnTop(page.getByRole('button', { name: 'Practice', exact: true })), 'the Practice button can be touched');
  assert.equal(await focused(page), '#practice-open', 'focus returns to the Practice button');
  assert.equal(new URL(page.url()).searchParams.has('practice'), false, 'the link no longer opens practice');
}

test('Back to the visualiser closes practice by a click: the tree is on top again and focus returns to the Practice button', async () => {
  const { page } = s;
  await openFromButton(page);
  await assertOpen(page);
  await page.getByRole('button', { name: 'Back to the visualiser' }).click();
  await assertClosed(page);
  // The visualiser works again under the student's hands: a click on Step moves the trace.
  const before = await page.evaluate(() => window.__cutoff.player.step);
  await page.getByRole('button', { name: /step forward/i }).first().click();
  assert.equal(await page.evaluate(() => window.__cutoff.player.step), before + 1);
});

test('Back to the visualiser closes practice from the keyboard, by Enter and by Space', async () => {
  const { page } = s;
  for (const key of ['Enter', ' ']) {
    await openFromButton(page);
    await page.getByRole('button', { name: 'Back to the visualiser' }).focus();
    await page.keyboard.press(key);
    await assertClosed(page);
  }
});

test('Esc closes practice, and it opens again after', async () => {
  const { page } = s;
  await openFromButton(page);
  await page.keyboard.press('Escape');
  await assertClosed(page);
  await openFromButton(page);
  await assertOpen(page);
});

test('the page behind practice is inert: its keys do not step the hidden trace, Tab stays inside practice, and a screen reader reads only practice', async () => {
  const { page } = s;
  const step = () => page.evaluate(() => window.__cutoff.player.step);
  const start = await step();
  await openFromButton(page);
  await page.locator('#practice-title').click(); // focus on nothing in particular inside practice, as after a click on its text
  for (const key of ['End', 'ArrowRight', 'ArrowRight', 'c', 'Home', 'PageDown']) await page.keyboard.press(key);
  assert.equal(await step(), start, 'the trace behind practice did not move');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.getElementById('practice').contains(document.activeElement)), `Tab ${i + 1} stayed in practice (it reached ${await focused(page)})`);
  }
  // The accessibility tree a screen reader reads: the page's controls behind practice are left out of it.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const read = async (selector) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return !nodes[0].ignored;
  };
  assert.ok(await read('#p-close'), 'practice is read');
  assert.equal(await read('#tree'), false, 'the visualiser’s tree is not read behind practice');
  assert.equal(await read('#legend-open'), false, 'nor the header’s buttons');
  await cdp.detach();
});

test('the browser’s Back closes practice and stays on the page; Forward is harmless', async () => {
  const { page } = s;
  const here = new URL(page.url());
  await openFromButton(page);
  assert.ok(new URL(page.url()).searchParams.has('practice'), 'while open, the link carries the exercise');
  await page.goBack();
  await assertClosed(page);
  assert.equal(new URL(page.url()).pathname, here.pathname, 'still on the page');
  assert.ok(await isOnTop(page.locator('#tree')));
});

test('a link that opens practice keeps its settings while it is open, and Back (the button or the browser’s) leaves the page open on the visualiser', async () => {
  const { page } = s;
  const query = '?lang=en&practice=aima&p-algo=alphabeta&p-task=values';
  for (const how of ['button', 'browser']) {
    await page.goto(s.ctx.url + query);
    await page.locator('#practice .node-input').first().waitFor({ timeout: 30000 });
    await assertOpen(page);
    const link = new URL(page.url()).searchParams;
    assert.deepEqual([link.get('practice'), link.get('p-algo'), link.get('p-task')], ['aima', 'alphabeta', 'values'], 'the link holds the exercise');
    if (how === 'button') await page.getByRole('button', { name: 'Back to the visualiser' }).click();
    else await page.goBack();
    await assertClosed(page);
    assert.ok(page.url().startsWith(s.ctx.url), `still on the page (${page.url()})`);
  }
});

test('closed by Esc, practice reopens from its button on the same exercise with the student’s answers still in their boxes', async () => {
  const { page } = s;
  await openFromButton(page);
  await page.locator('#practice .node-input').first().waitFor();
  const seed = await page.locator('#p-seed').textContent();
  const box = page.locator('#practice .node-input').first();
  await box.fill('5');
  await page.keyboard.press('Escape');
  await assertClosed(page);
  await openFromButton(page);
  await page.locator('#practice .node-input').first().waitFor();
  assert.equal(await page.locator('#p-seed').textContent(), seed, 'the same exercise');
  assert.equal(await page.locator('#practice .node-input').first().inputValue(), '5', 'the answer typed before');
  assert.ok(await isOnTop(page.locator('#practice .node-input').first()), 'in its box, on top');
});
