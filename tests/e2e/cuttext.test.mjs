// End-to-end: no text cut short at a 1280×720 projector, in English, Vietnamese and Polish. Each
// menu shows its chosen name whole (wrapping when the menu wraps, else on its one line: "Mate in
// two (M", "PVS (principal va", "Hình 5.2 của AIM" were cut), each table heading fits its cell
// (the comparison's "value"), and a tree's syntax error shows its line with the caret under the
// character it names, inside the box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from '../support/session.mjs';

let ctx, page;
// A fresh page for each test: a tree typed into the custom game's box is not left for the next.
usePage((s) => ({ ctx, page } = s), { width: 1280, height: 720, reset: true });

const ready = () => page.waitForFunction(() => window.__cutoff?.model && !window.__cutoff.running && window.__cutoff.drawnVersion === window.__cutoff.version, null, { timeout: 120000 });

/** Every shown menu whose chosen name does not fit it, and every table heading wider than its cell. */
function cutText() {
  const out = [];
  const measure = document.createElement('canvas').getContext('2d');
  for (const s of document.querySelectorAll('select')) {
    const b = s.getBoundingClientRect();
    if (!b.width || !s.options.length) continue;
    const cs = getComputedStyle(s), text = s.options[s.selectedIndex].text;
    const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow and its gap
    if (cs.appearance === 'base-select' && cs.whiteSpace !== 'nowrap') {
      // A menu that wraps: its name laid out at the menu's width must fit, in width and in height.
      const probe = Object.assign(document.createElement('span'), { textContent: text });
      Object.assign(probe.style, { position: 'absolute', left: '0', top: '0', visibility: 'hidden', display: 'block', font: cs.font, whiteSpace: 'normal', width: `${room}px`, lineHeight: cs.lineHeight });
      document.body.append(probe);
      const wide = probe.scrollWidth > room + 0.5, tall = probe.offsetHeight > s.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) + 0.5;
      probe.remove();
      if (wide || tall) out.push(`menu #${s.id} cuts "${text}" (${wide ? 'a word wider than' : 'more lines than'} its ${Math.round(room)} px)`);
    } else {
      measure.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const w = measure.measureText(text).width;
      if (w > room) out.push(`menu #${s.id} cuts "${text}" (${Math.round(w)} px in ${Math.round(room)} px)`);
    }
  }
  for (const th of document.querySelectorAll('th')) {
    const b = th.getBoundingClientRect();
    if (!b.width) continue;
    // Past the edge of the panel that holds it (the side panel scrolls only up and down).
    let box = th.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const edge = box ? box.getBoundingClientRect().left + box.clientLeft + box.clientWidth : innerWidth;
    if (b.right > edge + 0.5) out.push(`heading "${th.textContent}" of #${th.closest('table').id} runs past its panel's edge (${Math.round(b.right)} px, the edge at ${Math.round(edge)} px)`);
    if (th.scrollWidth > th.clientWidth) out.push(`heading "${th.textContent}" of #${th.closest('table').id} is cut (${th.scrollWidth} px in ${th.clientWidth} px)`);
  }
  return out;
}

for (const lang of ['en', 'vi', 'pl']) {
  test(`at 1280×720 in ${lang}: every menu shows its chosen name whole and every table heading fits`, { timeout: 300000 }, async () => {
    const found = [];
    for (const q of ['game=chess&preset=mate-in-two&algo=pvs', 'game=aima&algo=alphabeta', 'game=connect4&preset=win-in-three']) {
      await page.goto(`${ctx.url}?lang=${lang}&${q}`);
      await ready();
      await page.waitForFunction(() => document.querySelector('#compare tbody tr'), null, { timeout: 120000 }).catch(() => {});
      for (const p of await page.evaluate(cutText)) found.push(`${q}: ${p}`);
    }
    assert.deepEqual(found, []);
  });

  test(`at 1280×720 in ${lang}: a long tree line's syntax error shows the caret under the wrong character, inside its box`, { timeout: 120000 }, async () => {
    await page.goto(`${ctx.url}?lang=${lang}&game=aima`);
    await ready();
    await page.selectOption('#game', 'custom');
    const bad = `(${Array.from({ length: 40 }, (_, i) => i + 1).join(' ')} x 41 42 43 44 45 46 47 48 49 50)`;
    await page.locator('textarea').first().fill(bad);
    const where = page.locator('#tree-error code.where');
    await where.waitFor({ state: 'visible', timeout: 60000 });
    const r = await where.evaluate((e) => ({ text: e.textContent, sw: e.scrollWidth, cw: e.clientWidth }));
    const [line, caret] = r.text.split('\n');
    assert.ok(r.sw <= r.cw, `the excerpt is cut: ${r.sw} px in ${r.cw} px ("${line}")`);
    assert.equal(caret.trimEnd().length - 1, caret.indexOf('^'));
    assert.equal(line[caret.indexOf('^')], 'x', `the caret under "${line[caret.indexOf('^')]}" in "${line}"`);
  });
}
