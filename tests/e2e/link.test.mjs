// End-to-end: the link mirrors the page's state — opened again it shows the same game, settings,
// step and narration; a malformed link opens the defaults and says what it ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForNodes, settled } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { reset: true });

test('a link opened again shows the same tree, settings, step and narration', async () => {
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  const text = 'R:(L:(4 (7 9)) M:(1 2 3))  # a comment & <b>not bold</b>';
  await page.getByLabel('Tree text').fill(text);
  await page.getByLabel('Algorithm', { exact: true }).selectOption('negamax-ab:hard');
  await page.getByLabel('Transposition table').check();
  await page.waitForFunction(() => window.__cutoff.model?.names?.includes('M') && window.__cutoff.model.fail === 'hard' && window.__cutoff.model.techniques.tt && !window.__cutoff.running);
  await settled(page);
  await page.getByRole('button', { name: 'To start' }).click();
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  // Five steps on from the start: "step 6", and the link says so.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '6');
  const narration = await page.locator('#narration').textContent();
  const url = page.url();
  assert.match(url, /game=custom/);
  assert.match(url, /algo=negamax-ab/);
  assert.match(url, /tt=1/);

  await page.goto(url);
  await page.waitForFunction(() => window.__cutoff.model?.names?.includes('M') && document.getElementById('tree').dataset.step === '5');
  await settled(page);
  assert.equal(await page.locator('#narration').textContent(), narration);
  assert.equal(await page.getByLabel('Tree text').inputValue(), text);
  assert.equal(await page.getByLabel('Algorithm', { exact: true }).inputValue(), 'negamax-ab:hard');
  assert.equal(await page.getByLabel('Transposition table').isChecked(), true);
  assert.equal(await page.getByLabel('Game', { exact: true }).inputValue(), 'custom');
  assert.equal(await page.locator('#link-message').isVisible(), false);
});

test('presenter view, hidden answers and the language ride in the link and come back with it', async () => {
  await page.goto(ctx.url + '?lang=pl');
  await waitForNodes(page, 11);
  await page.keyboard.press('p');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('present') === '1');
  const url = page.url();
  assert.match(url, /hide=1/, 'presenter view hides the answers, and the link says so');
  assert.match(url, /lang=pl/);
  await page.goto(url);
  await waitForNodes(page, 11);
  await page.locator('#presenter-narration').waitFor({ state: 'visible' }); // opened in presenter view: the big narration under the tree
  assert.equal(await page.locator('#side').isVisible(), false, 'and no side panel');
  assert.equal(await page.locator('#o-hide').isChecked(), true);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  // Out of presenter view: the link loses it (the answers stay hidden until unticked).
  await page.keyboard.press('p');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('present'));
  await page.goto(ctx.url);
  await waitForNodes(page, 11);
});

test('Copy link gives the link on show, on the clipboard or selected in a box', async () => {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.waitForFunction(() => /Link copied|Copy the selected link/.test(document.getElementById('status').textContent));
  if (/Copy the selected link/.test(await page.locator('#status').textContent())) {
    assert.equal(await page.getByLabel('Link to this view').inputValue(), page.url());
  }
});

test('a chess preset in a link fills the FEN and shows its note', async () => {
  await page.goto(new URL('?game=chess&preset=zugzwang&depth=3', page.url()).href);
  await page.waitForFunction(() => window.__cutoff.model?.kind === 'chess' && !window.__cutoff.running, null, { timeout: 30000 });
  assert.equal(await page.getByLabel('Preset').inputValue(), 'zugzwang');
  assert.match(await page.getByLabel('FEN').inputValue(), /\//);
  assert.notEqual(await page.locator('#chess-note').textContent(), '');
  assert.equal(await page.getByLabel('Depth', { exact: true }).inputValue(), '3');
});

test('a malformed link opens the defaults and says what it ignored, as text', async () => {
  await page.goto(new URL('?game=%E0%A4&depth=banana&algo=<script>', page.url()).href);
  await waitForNodes(page, 11);
  const msg = page.locator('#link-message');
  await msg.waitFor({ state: 'visible' });
  const said = await msg.textContent();
  assert.match(said, /depth “banana”/);
  assert.match(said, /algo “<script>”/);
  assert.match(said, /game “/);
  assert.equal(await page.evaluate(() => document.querySelectorAll('#link-message *, body script:not([type])').length), 0);
  assert.equal(await page.getByLabel('Game', { exact: true }).inputValue(), 'aima');
  assert.equal(await page.getByLabel('Algorithm', { exact: true }).inputValue(), 'alphabeta');
  // The link is rewritten to the defaults it opened.
  assert.equal(new URL(page.url()).search, '');
});

test('a bad text size, follow, split, mark or MCTS setting is named in the message and the page opens without it', async () => {
  const q = '?text=1.5&follow=yes&split=bogus&marks=' + encodeURIComponent('3:kept;x;0:zero') + '&iter=0';
  await page.goto(new URL(q, page.url()).href);
  await waitForNodes(page, 11);
  const msg = page.locator('#link-message');
  await msg.waitFor({ state: 'visible' });
  const said = await msg.textContent();
  for (const part of ['text “1.5”', 'follow “yes”', 'split “bogus”', 'marks “x”', 'marks “0:zero”', 'iter “0”']) assert.ok(said.includes(part), `${part} in ${said}`);
  assert.ok(!said.includes('3:kept'), said);
  // What it could not use it did without: 100 %, no follow, one view; the good mark is kept.
  assert.match(await page.locator('#text-larger').getAttribute('title'), /100/);
  assert.equal(await page.locator('#o-follow').isChecked(), false);
  assert.equal(await page.locator('#o-split').isChecked(), false);
  assert.equal(await page.locator('#marks li').count(), 1);
  assert.match(await page.locator('#marks li').first().textContent(), /kept/);
});

test('the page never threw', () => {
  assert.deepEqual(ctx.errors, []);
});
