// End-to-end: a student on a tablet held upright (820×1180, touch). The step's sentence and the board
// to play on are where the student looks, judged by what is on screen, not by the page's attributes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from '../support/session.mjs';
import { isOnTop, showsText } from '../support/browser.mjs';

const s = usePage(() => {}, { width: 820, height: 1180, reset: true, query: '?lang=en' });

/** Whether the element lies wholly inside the screen as it is scrolled now. */
const inSight = (locator) => locator.evaluate((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; });

test('upright, the step’s sentence is on the first screen, under the tree, without scrolling past the settings', async () => {
  const { page } = s;
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction(() => document.getElementById('tree').dataset.step === String(window.__cutoff.player.step));
  const sentence = (await page.locator('#narration').textContent()).trim();
  assert.ok(sentence.length > 10, sentence);
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page is not scrolled');
  let seen = false;
  for (const e of await page.getByText(sentence, { exact: true }).all()) {
    if (await e.isVisible() && await inSight(e) && await isOnTop(e) && await showsText(e)) seen = true;
  }
  assert.ok(seen, `“${sentence}” is readable on the first screen`);
  // The player stays on that screen too.
  assert.ok(await inSight(page.getByRole('button', { name: 'Step forward' })), 'and the player');
});

for (const [game, query] of [['tic-tac-toe', '?lang=en&game=tictactoe'], ['Connect Four', '?lang=en&game=connect4&g.size=4x4&depth=3']]) {
  test(`upright, “Play against the engine” brings the ${game} board into sight`, async () => {
    const { page } = s;
    await page.goto(s.ctx.url + query);
    await page.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
    await page.getByRole('button', { name: 'Play against the engine' }).click();
    const board = page.locator('#play-board');
    await board.waitFor({ state: 'visible' });
    await page.waitForFunction(() => { const r = document.getElementById('play-board').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }, null, { timeout: 5000 }).catch(() => {});
    assert.ok(await inSight(board), `the board lies on the screen (${JSON.stringify(await board.boundingBox())}, scrolled to ${await page.evaluate(() => scrollY)})`);
    assert.ok(await isOnTop(board), 'and nothing covers it');
  });
}

test('on a touch tablet held either way, who starts a game is chosen on targets of 44 px each way (a radio by its label)', async () => {
  for (const viewport of [{ width: 820, height: 1180 }, { width: 1180, height: 820 }]) {
    const tablet = await s.browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const p = await tablet.newPage();
    try {
      await p.goto(s.ctx.url + '?lang=en&game=tictactoe');
      await p.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
      await p.getByRole('button', { name: 'Play against the engine' }).tap();
      for (const name of ['You', 'Engine']) {
        const radio = p.getByRole('radio', { name });
        await radio.waitFor({ state: 'visible' });
        const size = await radio.evaluate((e) => {
          const l = document.querySelector(`label[for="${e.id}"]`), a = e.getBoundingClientRect(), b = l.getBoundingClientRect();
          return { w: Math.max(a.width, b.width), h: Math.max(a.height, b.height) };
        });
        assert.ok(size.w >= 43.5 && size.h >= 43.5, `${viewport.width}×${viewport.height} “${name}”: ${Math.round(size.w)}×${Math.round(size.h)} px`);
      }
      // A tap on the label chooses it.
      await p.locator('label[for="play-first-engine"]').tap();
      assert.ok(await p.getByRole('radio', { name: 'Engine' }).isChecked());
    } finally { await tablet.close(); }
  }
});
