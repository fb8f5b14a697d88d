// End-to-end: windows next to a mate. PVS's zero window [MATE − 3, MATE − 2] is a mate in 2 and a
// bound just above it, never "+M2, +M1" (which reads as a window from mate in 2 to mate in 1, or
// upside down); the narration, the side panel's number line and the tree say it one way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, nodes: null, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const MATE = 100_000;

async function open(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running && +document.getElementById('tree').dataset.nodes > 100, null, { timeout: 60000 });
  await settled(page);
}

/**
 * The first event of `kind` (5 zero window, 0 enter) whose window is (a, b), in the trace's own
 * terms: its alpha and beta as the page's trace.js decodes them (an Enter's window is its node's).
 */
const eventWith = (kind, a, b) => page.evaluate(async ([k, a, b]) => {
  const { decodeEvent } = await import(new URL('www/trace.js', document.baseURI).href);
  const t = window.__cutoff.model.trace;
  for (let e = 0; e < t.kind.length; e++) {
    if (t.kind[e] !== k) continue;
    const ev = decodeEvent(t, e);
    if (ev.alpha === a && ev.beta === b) return e;
  }
  return -1;
}, [kind, a, b]);

async function seek(step) {
  await page.evaluate((s) => { window.__cutoff.player.seek(s); window.dispatchEvent(new Event('cutoff:redraw')); }, step);
  await settled(page);
}

for (const game of ['chess', 'xiangqi']) {
  test(`${game} mate in two, PVS: the zero window next to the mate reads [+M2, >+M2] and its child's [>−M1, −M2]`, async () => {
    await open(`?lang=en&game=${game}&preset=mate-in-two&algo=pvs&depth=3`);
    const zw = await eventWith(5, MATE - 3, MATE - 2);
    assert.ok(zw > 0, 'a zero-window test at the mate');
    await seek(zw);
    const said = await page.locator('#narration').textContent();
    assert.match(said, /\[\+M2, >\+M2\]|α = \+M2, β = >\+M2/, said);
    assert.doesNotMatch(said, /\+M1/, said);
    // The child it enters sees the same window from the other side: mated in 1 is below it.
    const enter = await eventWith(0, -(MATE - 2), -(MATE - 3));
    assert.ok(enter > zw, 'the child entered with the window turned round');
    await seek(enter);
    const inChild = await page.locator('#narration').textContent();
    assert.match(inChild, /α = >−M1, β = −M2/, inChild);
    const line = await page.locator('#window-line').getAttribute('aria-label');
    assert.equal(line, 'Window at the current node: α = >−M1, β = −M2');
    const labels = await page.evaluate(() => window.__cutoff.view.drawnLabels);
    assert.ok(!labels.some((l) => /\+M1|−M1, −M2\]|\[−M1/.test(l)), JSON.stringify(labels));
    await page.screenshot({ path: path.join(SHOTS, `mates-${game}-zero-window.png`) });
  });
}

test('in Polish and Vietnamese the same window reads the same: the notation is the legend’s', async () => {
  for (const lang of ['pl', 'vi']) {
    await open(`?lang=${lang}&game=chess&preset=mate-in-two&algo=pvs&depth=3`);
    await seek(await eventWith(0, -(MATE - 2), -(MATE - 3)));
    const line = await page.locator('#window-line').getAttribute('aria-label');
    assert.match(line, /α = >−M1, β = −M2/, `${lang}: ${line}`);
  }
});

test('the legend explains >+M2 and says the cutoff rule, and fits 1280×720 without scrolling in every language', async () => {
  for (const [lang, mates] of [['en', 'Mates +M2 >+M2'], ['vi', 'Thắng sau n nước +M2 >+M2'], ['pl', 'Maty +M2 >+M2']]) {
    await page.goto(ctx.url + `?lang=${lang}`);
    await page.waitForFunction(() => document.getElementById('tree').dataset.nodes === '11');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('?');
    await page.waitForSelector('#legend[open]');
    const names = await page.locator('#legend-items canvas').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')));
    assert.ok(names.includes(mates), `${lang}: ${names}`);
    const fits = await page.locator('#legend').evaluate((d) => d.scrollHeight <= d.clientHeight + 1 && d.getBoundingClientRect().bottom <= 720);
    assert.ok(fits, `${lang}: the legend scrolls`);
    assert.match(await page.locator('#legend').textContent(), /α ≥ β/);
    await page.keyboard.press('Escape');
  }
});

test('beside a xiangqi tree the legend says its moves are in the international notation, in every language, and still fits 1280×720; beside AIMA it does not', async () => {
  for (const [lang, name, words] of [['en', 'Xiangqi moves C2.5', /international notation \(WXF\)/], ['vi', 'Nước cờ tướng C2.5', /Ký hiệu quốc tế \(WXF\)/], ['pl', 'Ruchy xiangqi C2.5', /Zapis międzynarodowy \(WXF\)/]]) {
    await page.goto(ctx.url + `?lang=${lang}&game=xiangqi&depth=1`);
    await page.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
    await page.locator('#legend-open').click();
    await page.waitForSelector('#legend[open]');
    const entry = page.getByRole('img', { name });
    assert.ok(await entry.isVisible(), `${lang}: the notation's line is in the legend`);
    assert.match(await page.locator('#legend').textContent(), words);
    assert.ok(await page.locator('#legend').evaluate((d) => d.scrollHeight <= d.clientHeight + 1 && d.getBoundingClientRect().bottom <= 720), `${lang}: the legend scrolls`);
    await page.keyboard.press('Escape');
  }
  await page.goto(ctx.url + '?lang=en');
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes === '11');
  await page.locator('#legend-open').click();
  await page.waitForSelector('#legend[open]');
  assert.equal(await page.getByRole('img', { name: 'Xiangqi moves C2.5' }).count(), 0, 'not beside the AIMA tree');
  await page.keyboard.press('Escape');
});
