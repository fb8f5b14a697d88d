// End-to-end: the Export group. Each Save button gives a file whose name says the game, the
// algorithm and the step, and whose contents are what it says (checked by reading them back);
// the printed page shows the tree, the narration and the counts without the controls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { waitForNodes, settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), {
  reset: true,
  // The cutoff at C: step 22 of 40 as the page counts (event 21).
  setup: async () => {
    await page.getByRole('button', { name: 'To start' }).click();
    await page.getByRole('button', { name: 'Next cutoff' }).click();
    await page.waitForFunction(() => document.getElementById('tree').dataset.step === '21');
    await settled(page);
  },
});
fs.mkdirSync(SHOTS, { recursive: true });

/** Clicks a button (or presses Enter on it) and reads the file it downloads. */
async function save(name, { key = null } = {}) {
  const button = page.getByRole('button', { name, exact: true });
  const [dl] = await Promise.all([
    page.waitForEvent('download', { timeout: 30000 }),
    key ? button.focus().then(() => page.keyboard.press(key)) : button.click(),
  ]);
  const bytes = fs.readFileSync(await dl.path());
  // The images beside the other screenshots, to be looked at.
  if (dl.suggestedFilename().endsWith('.png')) fs.writeFileSync(path.join(SHOTS, 'export-' + dl.suggestedFilename()), bytes);
  return { name: dl.suggestedFilename(), bytes, text: bytes.toString('utf8').replace(/^\uFEFF/, '') };
}

/** A PNG's width and height (IHDR), after checking its signature. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(bytes.toString('latin1', 12, 16), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** RFC 4180, read back. */
function parseCSV(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; } else if (ch === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += ch;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

test('the Export group is there, its buttons reachable by keyboard', async () => {
  const group = page.getByRole('group', { name: 'Export' });
  await group.waitFor();
  for (const name of ['Save PNG', 'Save PNG (whole tree)', 'Save SVG', 'Save trace (JSON)', 'Save steps (CSV)', 'Save table (CSV)']) {
    assert.equal(await group.getByRole('button', { name, exact: true }).isEnabled(), true, name);
  }
  // Tab from Copy link reaches the first Save button.
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'save-png');
  await page.screenshot({ path: path.join(SHOTS, 'export-page.png') });
});

test('Save PNG: the view as it is on the screen', async () => {
  const f = await save('Save PNG');
  assert.equal(f.name, 'cutoff-aima-alphabeta-step22.png');
  const size = pngSize(f.bytes);
  const canvas = await page.evaluate(() => ({ w: document.getElementById('tree').width, h: document.getElementById('tree').height }));
  assert.deepEqual(size, { width: canvas.w, height: canvas.h });
  assert.ok(f.bytes.length > 5000);
});

test('Save PNG (whole tree): 3508 px wide at 300 dpi, drawn offscreen at the current step', async () => {
  const f = await save('Save PNG (whole tree)');
  assert.equal(f.name, 'cutoff-aima-alphabeta-whole-step22.png');
  const size = pngSize(f.bytes);
  assert.equal(size.width, 3508);
  assert.ok(size.height > 1500 && size.height < 3508, String(size.height));
  // pHYs right after IHDR: 11811 pixels a metre (300 dpi).
  assert.equal(f.bytes.toString('latin1', 37, 41), 'pHYs');
  assert.equal(f.bytes.readUInt32BE(41), 11811);
  // The page's own view is left as it was.
  assert.equal(await page.locator('#tree').getAttribute('data-step'), '21');
});

test('Save SVG: the whole tree, vector, its labels as text; it renders as the canvas draws', async () => {
  const f = await save('Save SVG');
  assert.equal(f.name, 'cutoff-aima-alphabeta-step22.svg');
  assert.match(f.text, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(f.text, /<title>Cutoff: aima, alphabeta, step 22 of 40<\/title>/);
  const texts = [...f.text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((x) => x[1]);
  for (const label of ['A', 'B', 'C', 'D', '3', '12', '8', '2', '4', '6', '14', '5']) assert.ok(texts.includes(label), `${label} in ${texts.join(' ')}`);
  // C's window at its cutoff, α = 3 ≥ β = 2 (the active node's window reads "now [α, β]").
  assert.ok(texts.some((x) => /^(now )?\[3, 2\]$/.test(x)), texts.join(' '));
  // Rendered by the browser, next to the whole-tree PNG, for a person to compare.
  const view = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await view.setContent(`<!doctype html><body style="margin:0">${f.text.replace(/^<\?xml[^>]*>\n/, '')}</body>`);
  const box = await view.locator('svg').boundingBox();
  assert.ok(box.width > 800 && box.height > 400, JSON.stringify(box));
  const n = await view.evaluate(() => document.querySelectorAll('svg text').length);
  assert.ok(n >= 13, String(n));
  await view.locator('svg').screenshot({ path: path.join(SHOTS, 'export-svg-rendered.png') });
  await view.close();
});

test('Save trace (JSON): the game, the config, the summary and the events as arrays', async () => {
  // Space presses the focused button (and does not start playing).
  const f = await save('Save trace (JSON)', { key: ' ' });
  assert.equal(await page.evaluate(() => window.__cutoff.player.playing), false);
  assert.equal(f.name, 'cutoff-aima-alphabeta-trace.json');
  const j = JSON.parse(f.text);
  assert.equal(j.format, 'cutoff-trace');
  assert.equal(j.step, 22, 'the step as the counter says it');
  assert.equal(j.event, 21, 'its index in the events’ arrays');
  assert.equal(j.search.algorithm, 'alphabeta');
  assert.equal(j.summary.nodeCount, 11);
  assert.equal(j.nodes.count, 11);
  assert.equal(j.nodes.parent.length, 11);
  assert.equal(j.summary.value, 3);
  const E = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
  assert.equal(j.events.count, E);
  assert.equal(j.events.kind.length, E);
  assert.ok(Array.isArray(j.events.a) && typeof j.events.a[0] === 'number');
  assert.equal(j.eventKinds[j.events.kind[21]], 'cutoff');
  assert.equal(j.game.kind, 'tree');
});

test('Save steps (CSV): one line per event after the header, by keyboard', async () => {
  const f = await save('Save steps (CSV)', { key: 'Enter' });
  assert.equal(f.name, 'cutoff-aima-alphabeta-steps.csv');
  const rows = parseCSV(f.text);
  const E = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
  assert.equal(rows.length, E + 1);
  assert.deepEqual(rows[0], ['step', 'node', 'path', 'event', 'alpha', 'beta', 'value', 'narration']);
  const cut = rows.find((r) => r[0] === '22');
  // C is the root's second child: its path reads 2, counted from 1 as the page names nodes.
  assert.deepEqual(cut.slice(0, 7), ['22', 'C', '2', 'alpha cutoff', '3', '2', '2']);
  assert.equal(cut[7], await page.locator('#narration').textContent());
  assert.ok(/\r\n/.test(f.text));
});

test('Save table (CSV): the comparison table on show, alpha-beta with its 11 nodes', async () => {
  await page.locator('#compare tr.current').waitFor();
  const f = await save('Save table (CSV)');
  assert.equal(f.name, 'cutoff-aima-alphabeta-compare.csv');
  const rows = parseCSV(f.text);
  assert.deepEqual(rows[0], ['algorithm', 'nodes', 'leaves', 'cutoffs', 'value', 'on show', 'note']);
  const shown = await page.locator('#compare tbody tr').count();
  assert.equal(rows.length, shown + 1);
  // Rows named in words, as the table shows them.
  const ab = rows.find((r) => r[0] === 'Alpha-beta');
  assert.deepEqual(ab, ['Alpha-beta', '11', '7', '1', '3', 'yes', '']);
  const mm = rows.find((r) => r[0] === 'Minimax');
  assert.equal(mm[1], '13');
  assert.ok(rows.every((r) => r.length === 7));
});

test('printing shows the tree full width, the narration and the counts, not the controls', async () => {
  const frames = () => page.evaluate(() => window.__cutoff.frames);
  // A frame drawn after the media changed (the print layout refits in one frame; waiting for two
  // only passed when an earlier test's frame was still to come).
  const drawnAfter = async (n) => page.waitForFunction((k) => window.__cutoff.frames > k, n);
  const camera = await page.evaluate(() => ({ ...window.__cutoff.view.cam }));
  let n = await frames();
  await page.emulateMedia({ media: 'print' });
  try {
    await drawnAfter(n);
    // Fitted to the printed canvas: the whole tree, the leaves' values included, in the picture.
    assert.equal(await page.evaluate(() => window.__cutoff.view.fitted), true);
    assert.ok(await page.evaluate(() => window.__cutoff.view.drawnLabels !== undefined));
    for (const sel of ['#controls', '#player', '#export', '#zoom-in', '#split-zoom-in', '#code']) {
      assert.equal(await page.locator(sel).isVisible(), false, sel);
    }
    for (const sel of ['#tree', '#narration', '#counts']) assert.equal(await page.locator(sel).isVisible(), true, sel);
    const tree = await page.locator('#tree').boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    assert.ok(tree.width > width * 0.9, `${tree.width} of ${width}`);
    assert.ok(tree.height > 200, String(tree.height));
    assert.equal(await page.locator('button:visible').count(), 0);
    await page.screenshot({ path: path.join(SHOTS, 'export-print.png'), fullPage: true });
  } finally {
    n = await frames();
    await page.emulateMedia({ media: 'screen' });
  }
  await drawnAfter(n);
  assert.equal(await page.locator('#export').isVisible(), true);
  // The screen's camera is back.
  assert.deepEqual(await page.evaluate(() => ({ ...window.__cutoff.view.cam })), camera);
});
