// End-to-end: no number or move is drawn on its side (issue 35 §6). Every fillText on the page's
// canvases is watched as it is drawn: its transform must carry no rotation. Crowded game trees
// (chess, Connect Four) once wrote "Qc2 −685" and "loss in 2" turned 90°.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from '../support/session.mjs';
import { settled } from '../support/browser.mjs';

const s = usePage(() => {}, { width: 1280, height: 720, reset: true, query: '?lang=en' });

/** Watches every text drawn on a canvas: the ones drawn turned (a transform with a rotation) are kept in window.__turned. */
async function watch(page) {
  await page.evaluate(() => {
    window.__turned = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      const m = this.getTransform();
      if (Math.abs(m.b) > 1e-6 || Math.abs(m.c) > 1e-6) window.__turned.push(String(text));
      return fill.call(this, text, ...rest);
    };
  });
}

for (const [name, query] of [
  ['the chess horizon preset at its end', '?lang=en&game=chess&preset=horizon&depth=1&step=99999'],
  ['chess middlegame at depth 2 at its end', '?lang=en&game=chess&preset=middlegame&depth=2&step=99999'],
  ['Connect Four 5×4 at depth 4 at its end', '?lang=en&game=connect4&g.size=5x4&depth=4&step=99999'],
  ['tic-tac-toe at depth 3 at its end', '?lang=en&game=tictactoe&depth=3&step=99999'],
]) {
  test(`nothing is drawn on its side: ${name}, fitted and zoomed in`, async () => {
    const { page } = s;
    await page.goto(s.ctx.url + query);
    await page.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
    await watch(page);
    await page.getByRole('button', { name: 'To end' }).click();
    await page.getByRole('button', { name: 'Fit to view' }).click();
    await settled(page);
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await settled(page);
    }
    const turned = await page.evaluate(() => window.__turned);
    assert.deepEqual(turned, [], `drawn on its side: ${turned.slice(0, 8).join(', ')}`);
    const drawn = await page.evaluate(() => window.__cutoff.view.drawnValues.length);
    assert.ok(drawn > 0, 'values are drawn');
  });
}
