// End-to-end: what a teacher at a projector needs to read right — through labels, as a class would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, sized, SHOTS, showsText } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
const session = usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });
const text = (id) => page.locator('#' + id).textContent();
const select = (label, value) => page.getByLabel(label, { exact: true }).selectOption(value);
const view = (f) => page.evaluate(f);
async function settle() {
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 30000 });
  await settled(page);
}
async function seek(step) {
  await page.evaluate((s) => { window.__cutoff.player.seek(s); window.dispatchEvent(new Event('cutoff:redraw')); }, step);
  await settled(page);
}
async function toEnd() {
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
}


test('AIMA + MTD(f): nodes visited so far end at the total, not one above', async () => {
  await select('Algorithm', 'mtdf');
  await settle();
  await toEnd();
  assert.equal(await text('c-nodes-now'), await text('c-nodes'));
  // Plurals and words: the table's rows are named in words, not as command lines.
  await page.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 5);
  const table = await text('compare');
  assert.ok(!/--/.test(table), table);
  assert.match(table, /PVS \+ iterative deepening \+ table \+ ordering/);
  assert.match(table, /MTD\(f\) \+ table/);
});

test('a technique on says on the canvas that values are the side to move’s; the switch shows MAX’s view', async () => {
  await select('Algorithm', 'mtdf');
  await settle();
  await toEnd();
  assert.match(await view(() => window.__cutoff.view.caption), /side to move’s view \(negamax\)/);
  await page.getByLabel('Values from MAX’s view').check();
  await page.waitForFunction(() => /MAX’s view/.test(window.__cutoff.view.caption));
  await shot('c01-mtdf-max-view');
  await page.getByLabel('Values from MAX’s view').uncheck();
  await select('Algorithm', 'alphabeta');
  await waitForNodes(page, 11);
  assert.equal(await view(() => window.__cutoff.view.caption), '');
});

test('windows read "called with" at finished nodes and "now" at the active one', async () => {
  const E = await view(() => window.__cutoff.model.trace.kind.length);
  // Well into the search: B finished, C active.
  const step = await view(() => { const m = window.__cutoff.model; return m.trace.enterEvent[5] + 1; });
  await seek(step);
  const labels = (await view(() => window.__cutoff.view.drawnLabels.slice())).join(' | ');
  assert.match(labels, /called with \[/);
  assert.match(labels, /now \[/);
  assert.ok(step < E);
});

test('"Textbook move names" writes AIMA’s a1, a2, a3 under A and b1, b2, b3 under B', async () => {
  await page.getByLabel('Textbook move names').check();
  await toEnd();
  await page.waitForFunction(() => window.__cutoff.view.drawnLabels.includes('a1'));
  const labels = await view(() => window.__cutoff.view.drawnLabels.slice());
  for (const l of ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'd3']) assert.ok(labels.includes(l), `${l} in ${labels.join(' ')}`);
  await shot('c02-aima-textbook');
  await page.getByLabel('Textbook move names').uncheck();
});

test('"Hide answers until the end" keeps the value back until the last step', async () => {
  await page.getByLabel('Hide answers until the end').check();
  await page.getByRole('button', { name: 'To start' }).click();
  await settled(page);
  await page.locator('#answer-later').waitFor({ state: 'visible' });
  assert.equal(await showsText(page.locator('#result-line')), false, 'the result line is kept back');
  // The comparison's value column too.
  await page.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 5);
  assert.equal(await showsText(page.locator('#compare tbody tr td:nth-child(5)').first(), { ink: 10 }), false, 'the comparison’s values are kept back');
  // And the counts that give it away: the totals, the header's "11 nodes visited", the comparison's counts.
  // Kept back: nothing in the page's ink where the number stands (a muted "?" stands in for some).
  const hidden = async (sel) => !(await showsText(page.locator(sel).first(), { ink: 10 }));
  for (const sel of ['#c-nodes', '#c-cuts', '#status', '#compare tbody tr td:nth-child(2)', '#compare tbody tr td:nth-child(4)']) assert.ok(await hidden(sel), sel);
  assert.equal(await hidden('#c-nodes-now'), false, 'the count so far stays');
  assert.equal(await page.locator('#answer-later').textContent(), 'The answer shows at the last step.');
  assert.ok(await page.locator('#answer-later').isVisible());
  await toEnd();
  for (const sel of ['#c-nodes', '#status', '#compare tbody tr td:nth-child(2)']) assert.equal(await hidden(sel), false, sel);
  assert.equal(await page.locator('#answer-later').isVisible(), false);
  assert.ok(await showsText(page.locator('#result-line')), 'the result line reads at the end');
  assert.ok(await showsText(page.locator('#compare tbody tr td:nth-child(5)').first(), { ink: 10 }), 'and the comparison’s values');
  await page.getByLabel('Hide answers until the end').uncheck();
});

test('an error on a preset quotes no line and column and sits beside the Depth control', async () => {
  await page.getByLabel('Depth', { exact: true }).fill('1');
  const err = page.locator('#search-error');
  await err.waitFor({ state: 'visible' });
  const msg = await err.textContent();
  assert.match(msg, /stops at B/);
  assert.ok(!/line \d|column/i.test(msg), msg);
  assert.match(msg, /set Depth to 2/);
  const box = await err.boundingBox();
  const depth = await page.getByLabel('Depth', { exact: true }).boundingBox();
  assert.ok(box.y + box.height <= 720, 'the message is on screen, not below the fold');
  assert.ok(box.y - (depth.y + depth.height) < 40, 'right under the Depth control');
  await shot('c03-preset-depth-error');
  await page.getByLabel('Depth', { exact: true }).fill('2');
  await err.waitFor({ state: 'hidden' });
});

test('the legend (button and ?) draws the page’s own marks and fits one 1280×720 screen; Esc closes it', async () => {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('?');
  const dlg = page.getByRole('dialog', { name: 'Legend' });
  await dlg.waitFor();
  const box = await dlg.boundingBox();
  assert.ok(box.height <= 720 && box.width <= 1280, JSON.stringify(box));
  const names = await page.locator('#legend-items canvas').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')));
  for (const n of ['MAX ▲', 'MIN ▼', 'Window [α, β]', 'Bounds ≥ ≤', 'Pruned, cut', 'Principal variation', 'Quiescence', 'TT / TT+', 'Pass (null move)', 'Zero window']) assert.ok(names.includes(n), n);
  const scroll = await page.locator('#legend').evaluate((d) => d.scrollHeight <= d.clientHeight + 1);
  assert.ok(scroll, 'no scrolling inside the legend');
  await shot('c04-legend-1280');
  await page.keyboard.press('Escape');
  await dlg.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Legend' }).click();
  await dlg.waitFor();
  await page.keyboard.press('Escape');
});

test('presenter view (p): big narration under the tree, answers hidden, PageDown steps', async () => {
  await page.getByRole('button', { name: 'To start' }).click();
  await settled(page);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.getElementById('presenter-narration').textContent.length > 0);
  assert.equal(await text('presenter-narration'), await text('narration'));
  const size = await page.locator('#presenter-narration').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 24, `${size}px`);
  assert.equal(await page.locator('#side').isVisible(), false);
  assert.equal(await showsText(page.locator('#status')), false, 'presenter view keeps the header’s total back');
  const s0 = await view(() => window.__cutoff.player.step);
  await page.keyboard.press('PageDown');
  await page.waitForFunction((s) => window.__cutoff.player.step === s + 1, s0);
  await page.keyboard.press('PageUp');
  await page.waitForFunction((s) => window.__cutoff.player.step === s, s0);
  await page.getByRole('button', { name: 'Explanation' }).click();
  assert.equal(await page.locator('#side').isVisible(), true);
  await shot('c05-presenter');
  await select('Theme', 'dark');
  await shot('c06-presenter-dark');
  await select('Theme', 'light');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('p');
  await page.locator('#presenter-narration').waitFor({ state: 'hidden' });
  assert.ok(await page.locator('#side').isVisible(), 'the side panel is back');
});

test('type that reaches the back row at 1920×1080: pseudo-code ≥ 16 px and not cut, table ≥ 15 px', async () => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByLabel('Iterative deepening').check();
  await settle();
  const code = await page.locator('#code').evaluate((e) => ({ size: parseFloat(getComputedStyle(e).fontSize), sw: e.scrollWidth, cw: e.clientWidth }));
  assert.ok(code.size >= 16, `${code.size}px`);
  assert.ok(code.sw <= code.cw + 1, `scrolls sideways: ${code.sw} > ${code.cw}`);
  const table = await page.locator('#compare td').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(table >= 15, `${table}px`);
  // A fitted view refits when the window grows (full screen on a projector).
  const fitted = await view(() => window.__cutoff.view.cam.sx);
  await page.getByLabel('Iterative deepening').uncheck();
  await settle();
  await shot('c07-1920');
  assert.ok(fitted > 0);
});

test('a window resize refits the tree the user had not moved', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await sized(page);
  const small = await view(() => ({ sx: window.__cutoff.view.cam.sx, W: window.__cutoff.view.W }));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForFunction((w) => window.__cutoff.view.W > w, small.W);
  await sized(page);
  const big = await view(() => ({ sx: window.__cutoff.view.cam.sx, W: window.__cutoff.view.W }));
  assert.ok(big.sx > small.sx, `${big.sx} > ${small.sx}`);
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('Wikipedia tree at 1280 wide: no value of a visited node is dropped without saying so', async () => {
  await select('Game', 'wikipedia');
  await settle();
  await toEnd();
  const r = await view(() => {
    const v = window.__cutoff.view, m = window.__cutoff.model;
    return { values: v.drawnValues.length, hidden: v.hiddenLabels, visited: m.N };
  });
  assert.ok(r.values >= r.visited - r.hidden, JSON.stringify(r));
  await shot('c08-wikipedia-1280');
});

test('tic-tac-toe fitted (18,297 nodes): the note says the small nodes\' labels are hidden', async () => {
  await select('Game', 'tictactoe');
  await page.waitForFunction(() => window.__cutoff.model?.N === 18297 && !window.__cutoff.running, null, { timeout: 30000 });
  await settle();
  await toEnd();
  // Most values are on nodes too small for a label or folded into fans: the note says so, not
  // a count of the few labels that lacked room (it said "371 labels hidden" of 18,297 values).
  assert.equal(await view(() => window.__cutoff.view.hiddenNote), '… labels of small nodes hidden: zoom in');
  await select('Game', 'aima');
  await settle();
  await toEnd();
  assert.equal(await view(() => window.__cutoff.view.hiddenNote), '', 'AIMA: every label drawn');
});

test('chess zugzwang, null move, depth 7, step 36: the window prints ±∞, never a mangled mate', async () => {
  await select('Game', 'chess');
  await page.getByLabel('Preset').selectOption('zugzwang');
  await settle();
  await page.getByLabel('Null move, R =').check();
  await page.getByLabel('Depth', { exact: true }).fill('7');
  await page.waitForFunction(() => window.__cutoff.model?.summary.depth === 7 && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
  for (const s of [35, 36]) {
    await seek(s);
    const n = await text('narration');
    assert.ok(!/M-|M\d{3,}/.test(n), n);
    const line = await page.locator('#window-line').getAttribute('aria-label');
    assert.ok(!/M-|M\d{3,}/.test(line), line);
  }
  // Every step's narration, not only step 36.
  const bad = await view(async () => {
    const { sayStep } = await import('/www/narration-i18n.js');
    const m = window.__cutoff.model;
    for (let s = 0; s < m.trace.kind.length; s++) {
      const t = sayStep(m.trace, m.index, s, m.narrationInfo);
      if (/M-|M\d{3,}/.test(t)) return `${s}: ${t}`;
    }
    return '';
  });
  assert.equal(bad, '');
  await shot('c09-zugzwang-null');
});

test('chess: a depth past the old cap of 10 runs until the trace budget stops it, with the numbers; past the recursion limit the note beside Depth says so', async () => {
  await select('Game', 'chess');
  await page.getByLabel('Preset').selectOption('zugzwang');
  await settle();
  await page.getByLabel('Null move, R =').check();
  await settle();
  // Once refused ("at most 10 plies"): now searched, and stopped by the trace's budget.
  await page.getByLabel('Depth', { exact: true }).fill('12');
  const error = page.locator('#search-error');
  await error.waitFor({ state: 'visible', timeout: 120000 });
  assert.match(await error.textContent(), /^The trace would need (more than )?~[\d.,]+ MB .* over its budget of [\d.,]+ MB \(12,000,000 events\)/);
  assert.equal(await page.locator('#depth-note').isHidden(), true, 'no depth is refused for being deep');
  const note = page.locator('#depth-note');
  await page.getByLabel('Depth', { exact: true }).fill('250');
  await note.waitFor({ state: 'visible' });
  assert.match(await note.textContent(), /too deep .* at most 200 plies \(its recursion limit\).*set Depth to 200 or less/);
  const box = await note.boundingBox();
  assert.ok(box.y + box.height <= 720, 'on screen at 1280×720');
  await page.getByLabel('Depth', { exact: true }).fill('2');
  await note.waitFor({ state: 'hidden' });
});

test('move ordering takes one step: after the order comes the first child', async () => {
  await select('Game', 'chess');
  await page.getByLabel('Preset').selectOption('zugzwang');
  await settle();
  await page.getByLabel('Depth', { exact: true }).fill('2');
  await page.getByLabel('Move ordering').selectOption('mvv-lva');
  await page.waitForFunction(() => window.__cutoff.model?.summary.depth === 2 && window.__cutoff.model.techniques.ordering && !window.__cutoff.running, null, { timeout: 30000 });
  await settled(page);
  await page.getByRole('button', { name: 'To start' }).click();
  await select('Find', 'order');
  await page.getByRole('button', { name: 'Find next' }).click();
  await settled(page);
  assert.match(await text('narration'), /^Order at/);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await settled(page);
  assert.ok(!/^Order at .*, \d+(st|nd|rd|th) of/.test(await text('narration')), await text('narration'));
  await page.getByLabel('Move ordering').selectOption('');
  await settle();
});

test('at 150 % browser zoom (853×480 CSS px) the tree keeps the width and its labels', async () => {
  await ctx?.close();
  await page.close();
  const { serve } = await import('../../scripts/serve.mjs');
  const { ROOT } = await import('../support/browser.mjs');
  const { server, url } = await serve(ROOT, 0);
  page = await browser.newPage({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  ctx = { close: () => new Promise((r) => server.close(r)) };
  // The file's set-up closes this page and its server after the last test.
  Object.assign(session, { ctx, page });
  await page.goto(url);
  await waitForNodes(page, 11);
  const W = await view(() => window.__cutoff.view.W);
  const H = await view(() => window.__cutoff.view.H);
  assert.ok(W >= 800, `tree ${W} px wide`);
  assert.ok(H >= 250, `tree ${H} px high`);
  await toEnd();
  await shot('c10-zoom150-aima');
  await select('Game', 'wikipedia');
  await settle();
  await toEnd();
  await shot('c11-zoom150-wikipedia');
});

test('a won tic-tac-toe position: one node visited, drawn whole (not clipped at the top)', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await select('Game', 'tictactoe');
  await settle();
  for (const [cell, clicks] of [[1, 1], [4, 2], [2, 1], [5, 2], [3, 1]]) {
    for (let k = 0; k < clicks; k++) await page.locator(`#ttt-board button:nth-child(${cell})`).click();
  }
  await page.waitForFunction(() => document.getElementById('status').textContent === '1 node visited', null, { timeout: 30000 });
  await settled(page);
  const r = await view(() => ({ y: window.__cutoff.view.sy(0), H: window.__cutoff.view.H }));
  assert.ok(r.y >= 90 && r.y <= r.H - 90, JSON.stringify(r));
  assert.equal(await page.getByLabel(/^To move/).inputValue(), 'o');
  await shot('c12-ttt-won');
});
