// The single offline file and the Content-Security-Policy: the page as a teacher carries it on a
// USB stick (file://, no server, no network), and the served page under its policy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, openPage, waitForNodes } from '../support/browser.mjs';
import { writeOffline } from '../../scripts/offline.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Records policy violations from the first script on. */
const watchPolicy = (page) => page.addInitScript(() => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
});

test('dist/cutoff.html opens from file:// with the network blocked and searches AIMA: 11 nodes visited', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cutoff-offline-'));
  const file = await writeOffline(dir);
  const html = fs.readFileSync(file, 'utf8');
  assert.doesNotMatch(html, /<script[^>]+src=|<link[^>]+href="(?!data:)/, 'nothing is loaded from outside the file');
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors = [];
  const requests = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    requests.push(url);
    return route.abort();
  });
  await watchPolicy(page);
  await page.goto(pathToFileURL(file).href);
  await waitForNodes(page, 11);
  assert.equal(await page.locator('#c-nodes').textContent(), '11');
  // A second search (minimax) runs in the same bundled worker.
  await page.getByLabel('Algorithm').selectOption({ label: 'Minimax' });
  await waitForNodes(page, 13);
  // Practice on a game position from the same file: the position and both searches come from the
  // bundled worker (tic-tac-toe, seed 42, easy: ten value boxes, the board beside the tree).
  await page.goto(pathToFileURL(file).href + '?lang=vi&practice=game&p-game=tictactoe&p-level=easy&p-seed=42&p-algo=alphabeta&p-task=values');
  await page.locator('#practice .node-input').first().waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#practice .node-input').count(), 10);
  assert.ok(await page.locator('#p-board').isVisible());
  assert.match(await page.locator('#p-seed').textContent(), /42/);
  assert.deepEqual(requests, [], 'no request left the file');
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the served page runs under its Content-Security-Policy with no violation', async () => {
  const { page, errors, close } = await openPage(browser, { width: 1280, height: 720 });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(policy, /unsafe-inline/);
  await waitForNodes(page, 11);
  assert.equal(await page.locator('[onsubmit], [onclick], [onload]').count(), 0, 'no inline handlers');
  // Enter in a field does not reload the page.
  await page.evaluate(() => {
    window.__stillHere = true;
    // A form submitted for real would leave the page (beforeunload); the key handled, two frames on.
    window.addEventListener('beforeunload', () => { window.__leaving = true; });
    window.addEventListener('keyup', () => requestAnimationFrame(() => requestAnimationFrame(() => { window.__keyHandled = true; })));
  });
  await page.getByLabel('Depth', { exact: true }).press('Enter');
  await page.waitForFunction(() => window.__keyHandled && !window.__leaving);
  assert.equal(await page.evaluate(() => window.__stillHere), true, 'the page was not reloaded');
  assert.deepEqual(errors, []);
  await close();
  await page.close();
});

test('the offline file runs MCTS and PUCT with its shipped net (file://, no network), to the served page’s counts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cutoff-offline-'));
  const file = await writeOffline(dir);
  const served = await openPage(browser, { width: 1280, height: 720 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    return url.startsWith('file:') || url.startsWith('data:') || url.startsWith('blob:') ? route.continue() : route.abort();
  });
  const summary = (p) => p.evaluate(() => {
    const s = window.__cutoff.model.summary;
    return { algorithm: s.algorithm, nodes: s.stats.nodes, iterations: s.stats.iterations, best: s.bestMove, value: s.value, evals: s.stats.evals };
  });
  const ran = (p, algo) => p.waitForFunction((a) => window.__cutoff.model && !window.__cutoff.running && window.__cutoff.model.summary.algorithm === a, algo, { timeout: 60000 });
  for (const [query, algo] of [['?game=tictactoe&algo=mcts&iter=60&seed=3', 'mcts'], ['?game=tictactoe&algo=puct&iter=40&seed=2', 'puct']]) {
    await page.goto(pathToFileURL(file).href + query);
    await ran(page, algo);
    await served.page.goto(served.url + query);
    await ran(served.page, algo);
    const off = await summary(page);
    assert.equal(off.iterations, algo === 'mcts' ? 60 : 40, query);
    assert.deepEqual(off, await summary(served.page), `${query}: the offline file's search is the served page's`);
  }
  // PUCT's selection shows the net's priors on the canvas's narration: the net came with the file.
  assert.doesNotMatch(await page.locator('#algorithm option[value=puct]').textContent(), /no net/i);
  assert.deepEqual(errors, []);
  await page.close();
  await served.page.close();
  await served.close();
});
