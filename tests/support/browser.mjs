// Chromium for the tests and the bench: the system's, through playwright-core (no browser download).
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHOTS = path.join(ROOT, 'tests/screenshots');

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Serves the repository root and opens the page; collects page errors and console errors (into `errors`, when given). */
export async function openPage(browser, { width = 1600, height = 900, deviceScaleFactor = 1, errors = [] } = {}) {
  const { server, url } = await serve(ROOT, 0);
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  // No network beyond the page's own server.
  await page.route('**/*', (route) => (route.request().url().startsWith(url) || route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await page.goto(url);
  return { page, errors, url, close: () => new Promise((r) => server.close(r)) };
}

/** Waits until the page shows a finished search whose node count matches. */
export async function waitForNodes(page, expected, timeout = 20000) {
  await page.waitForFunction((n) => document.getElementById('tree').dataset.nodes === String(n), expected, { timeout });
  await settled(page);
}

/**
 * Waits until the canvas and the panel show the current model at the player's step, with no
 * redraw pending: a control that changes how the tree reads (A−/A+, the language, the classroom
 * switches, zoom) asks for one in its handler, drawn at the next frame. (While the player plays the
 * page is always redrawing.) A redraw that a resize asks for later is not seen here.
 */
export async function settled(page, timeout = 10000) {
  await page.waitForFunction(() => {
    const c = window.__cutoff;
    return c.drawnVersion === c.version && document.getElementById('tree').dataset.step === String(c.player.step)
      && (!c.dirty || !c.model || c.player.playing);
  }, null, { timeout });
}

/**
 * Waits until each tree on show (the main one, and the split view's second pane) has taken its
 * canvas's size (the ResizeObserver has run after a viewport change: a view the user had not moved
 * is fitted again), then until it is drawn at that size (`settled`).
 */
export async function sized(page, timeout = 10000) {
  await page.waitForFunction(() => {
    const c = window.__cutoff, split = c.split && c.split.on && !c.split.suspended ? c.split.view : null;
    return [c.view, split].every((v) => {
      if (!v) return true;
      const r = v.canvas.getBoundingClientRect();
      return v.W === Math.max(1, r.width) && v.H === Math.max(1, r.height);
    });
  }, null, { timeout });
  await settled(page, timeout);
}

/**
 * Waits for the page's next `n` animation frames: its frame loop (main.js) has run that many times
 * since, so that what a frame would change (a step played on, a sentence announced) has changed.
 * For a check that something does not happen, after the event that would make it happen.
 */
export async function frames(page, n = 2) {
  await page.evaluate((k) => new Promise((done) => {
    const next = (left) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(k);
  }), n);
}

// ---- What a person sees: visible, on top, and what a click there would touch. ----

/**
 * The element a person touches at the centre of `locator`'s box (document.elementFromPoint, which
 * sees the top layer, dialogs and everything CSS puts over it): true when it is the element itself
 * or inside it, false when something covers it, when it has no box (hidden, display: none) or when
 * its centre is off screen.
 */
export async function isOnTop(locator) {
  return locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) return false;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === e || e.contains(hit));
  });
}

/**
 * Whether the element of `selector` covers the page: what a person touches at the viewport's centre
 * and at points a tenth in from each corner belongs to it. A panel kept on screen by CSS after it
 * was "closed" covers the page; one that is really gone does not.
 */
export async function coversPage(page, selector) {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) return false;
    const w = innerWidth, h = innerHeight;
    const points = [[w / 2, h / 2], [w * 0.1, h * 0.1], [w * 0.9, h * 0.1], [w * 0.1, h * 0.9], [w * 0.9, h * 0.9]];
    return points.every(([x, y]) => { const hit = document.elementFromPoint(x, y); return hit !== null && (hit === e || e.contains(hit)); });
  }, selector);
}

/** The element that has the keyboard's focus, as `#id`, or its tag when it has no id ('body' when focus is nowhere). */
export async function focused(page) {
  return page.evaluate(() => { const a = document.activeElement; return a ? (a.id ? `#${a.id}` : a.tagName.toLowerCase()) : 'none'; });
}

/**
 * The pixels a person sees in `clip` ({x, y, width, height}, CSS px at a device scale of 1), from a
 * real screenshot: {width, height, at(x, y) → [r, g, b]}. Decodes the 8-bit, non-interlaced PNG
 * Chromium writes (RGB or RGBA, PNG's five row filters) with node's zlib alone.
 */
export async function pixels(page, clip) {
  const { inflateSync } = await import('node:zlib');
  const png = await page.screenshot({ clip });
  const width = png.readUInt32BE(16), height = png.readUInt32BE(20), depth = png[24], type = png[25];
  if (depth !== 8 || (type !== 2 && type !== 6) || png[28] !== 0) throw new Error(`pixels: an 8-bit RGB(A) PNG was expected (depth ${depth}, type ${type})`);
  const chunks = [];
  for (let o = 8; o < png.length;) {
    const len = png.readUInt32BE(o), kind = png.toString('ascii', o + 4, o + 8);
    if (kind === 'IDAT') chunks.push(png.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(chunks)), bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[y * stride + i - bpp] : 0, b = y ? out[(y - 1) * stride + i] : 0, c = y && i >= bpp ? out[(y - 1) * stride + i - bpp] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      out[y * stride + i] = (row[i] + pred) & 255;
    }
  }
  return { width, height, at: (x, y) => [...out.subarray(y * stride + x * bpp, y * stride + x * bpp + 3)] };
}

/** WCAG's contrast ratio of two sRGB colours ([r, g, b], 0–255). */
export function contrast(c1, c2) {
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [a, b] = [lum(c1), lum(c2)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/**
 * The colours a person sees in `locator`'s box, scrolled into view and clipped to the screen: each
 * [r, g, b] with its pixel count, commonest first (the first is the background); null when the
 * element has no box.
 */
async function boxColours(locator) {
  await locator.evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const b = await locator.boundingBox();
  if (!b || b.width < 1 || b.height < 1) return null;
  const page = locator.page();
  const vp = page.viewportSize();
  const x = Math.max(0, Math.floor(b.x)), y = Math.max(0, Math.floor(b.y));
  const p = await pixels(page, { x, y, width: Math.max(1, Math.min(Math.floor(b.width), vp.width - x)), height: Math.max(1, Math.min(Math.floor(b.height), vp.height - y)) });
  const seen = new Map();
  for (let j = 0; j < p.height; j++) for (let i = 0; i < p.width; i++) { const k = p.at(i, j).join(); seen.set(k, (seen.get(k) || 0) + 1); }
  return [...seen].sort((a, c) => c[1] - a[1]).map(([k, n]) => [k.split(',').map(Number), n]);
}

/**
 * Whether a person can read text in `locator`'s box: a screenshot of the box holds at least a few
 * pixels at `ink`:1 or more (3 by default) against its commonest colour (the background). False for
 * an element with no box, one kept back by visibility or a transparent colour, or text the same
 * colour as the page. A higher `ink` tells the page's ink (#111, 17:1) from muted marks (#555, 7:1).
 */
export async function showsText(locator, { ink: least = 3 } = {}) {
  if (!(await locator.count())) return false;
  const colours = await boxColours(locator);
  if (!colours) return false;
  const bg = colours[0][0];
  return colours.reduce((ink, [c, n]) => ink + (contrast(c, bg) >= least ? n : 0), 0) >= 4;
}

/** The colour of the text a person sees in `locator`'s box: its pixel of most contrast against the box's commonest colour ([r, g, b]). */
export async function inkOf(locator) {
  const colours = await boxColours(locator);
  const bg = colours[0][0];
  return colours.map(([c]) => c).sort((a, c) => contrast(c, bg) - contrast(a, bg))[0];
}

/** The colour a person sees just inside `locator`'s top-left corner, past its border (a box's fill: green for right, red for wrong, white for neither). */
export async function fillOf(locator) {
  await locator.evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const b = await locator.boundingBox();
  return (await pixels(locator.page(), { x: Math.floor(b.x) + 4, y: Math.floor(b.y) + 4, width: 1, height: 1 })).at(0, 0);
}

/** A practice box's mark as a person sees it, from its fill: 'right' (green), 'wrong' (red) or 'none'. */
export async function markOf(locator) {
  const [r, g, b] = await fillOf(locator);
  if (g > r + 8 && g > b) return 'right';
  if (r > g + 8 && r > b) return 'wrong';
  return 'none';
}
