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
