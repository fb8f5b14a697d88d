// End-to-end: accessibility. axe-core (node_modules, injected from its file: never a CDN) finds no
// serious or critical violation on the explorer, practice, play and the legend. The page's CSP allows
// only its own scripts (script-src 'self'), so axe is added by its URL on the page's own server (an
// inline copy, addScriptTag({path}), is refused), which is the file in node_modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { usePage } from '../support/session.mjs';
import { ROOT, inkOf, settled } from '../support/browser.mjs';

// The project's node_modules as the server sees it (in a worktree a link to the main checkout's:
// resolve() follows the link out of the served root, so the page could not load it by that path).
const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
assert.equal(fs.realpathSync(AXE), fs.realpathSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js')), 'the axe-core npm installed');
let ctx, page;
usePage((s) => ({ ctx, page } = s), { width: 1280, height: 720 });

/** axe's serious and critical violations on the page as it is now, one line each. */
async function violations(within = null) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ url: '/' + path.relative(ROOT, AXE).split(path.sep).join('/') });
  const r = await page.evaluate(async (sel) => {
    const r = await window.axe.run(sel ? document.querySelector(sel) : document);
    return { violations: r.violations, checked: r.passes.reduce((n, p) => n + p.nodes.length, 0) };
  }, within);
  assert.ok(r.checked > 0, `axe checked something in ${within || 'the page'}`);
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function go(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
}

test('the explorer has no serious or critical axe violation', async () => {
  assert.ok(!path.relative(ROOT, AXE).startsWith('..'), `axe-core is the project's own (${AXE})`);
  await go('?lang=en');
  assert.deepEqual(await violations(), []);
});

test('practice has no serious or critical axe violation', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=values');
  await page.locator('#practice .node-input').first().waitFor();
  assert.deepEqual(await violations(), []);
});

test('play against the engine has no serious or critical axe violation', async () => {
  await go('?lang=en&game=tictactoe');
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  await page.locator('#play-box').waitFor();
  assert.deepEqual(await violations(), []);
});

test('the legend has no serious or critical axe violation', async () => {
  await go('?lang=en');
  await page.getByRole('button', { name: 'Legend' }).click();
  await page.locator('#legend[open]').waitFor();
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await violations('#legend'), [], 'the dialog itself, not only the page behind it');
});

/** Every axe violation, of any impact (minor and moderate too), on the page as it is now. */
async function allViolations() {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ url: '/' + path.relative(ROOT, AXE).split(path.sep).join('/') });
  return page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
}

test('axe finds nothing of any impact on the explorer: the counts table has no empty header, the lecture bookmarks keep the heading order', async () => {
  await go('?lang=en');
  assert.deepEqual(await allViolations(), []);
});

test('practice after Check, its feedback list long enough to scroll, has no axe violation of any impact: the list can be reached by the keyboard', async () => {
  await go('?lang=en&practice=random&p-level=hard&p-seed=3&p-algo=alphabeta&p-task=values');
  await page.locator('#practice .node-input').first().waitFor();
  await page.getByRole('button', { name: 'Check' }).click();
  const list = page.getByRole('list', { name: 'Feedback' });
  await list.waitFor({ state: 'visible' });
  assert.ok(await list.evaluate((e) => e.scrollHeight > e.clientHeight), 'the feedback scrolls');
  assert.deepEqual(await allViolations(), []);
  await list.focus();
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.getElementById('p-feedback').scrollTop > 0, null, { timeout: 3000 }); // the keyboard scrolls it
});

test('the step counter is not a live region: a screen reader is not told every step while playing', async () => {
  await go('?lang=en');
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#step-out' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const live = (nodes[0].properties || []).find((p) => p.name === 'live');
  assert.ok(!live || live.value.value === 'off', `the counter's live setting as the browser exposes it: ${JSON.stringify(live)}`);
  await cdp.detach();
});

test('a blind student can do the Values task: each value box is described by its node in words, and the tree reads as text', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=values');
  await page.locator('#practice .node-input').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const described = async (selector) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return { name: nodes[0].name?.value, description: nodes[0].description?.value };
  };
  assert.deepEqual(await described('#practice .node-input[data-path="1"]'), { name: 'Value of C', description: 'C (MIN): leaf 2.1 = 2, leaf 2.2 = 4, leaf 2.3 = 6' });
  assert.deepEqual(await described('#practice .node-input[data-path=""]'), { name: 'Value of A', description: 'A (MAX): B, C, D' });
  await cdp.detach();
  // The same lines, for anyone, under "The tree as text".
  await page.getByText('The tree as text').click();
  const lines = await page.locator('#p-tree-text li').allTextContents();
  assert.deepEqual(lines, ['A (MAX): B, C, D', 'B (MIN): leaf 1.1 = 3, leaf 1.2 = 12, leaf 1.3 = 8', 'C (MIN): leaf 2.1 = 2, leaf 2.2 = 4, leaf 2.3 = 6', 'D (MIN): leaf 3.1 = 14, leaf 3.2 = 5, leaf 3.3 = 2']);
  assert.ok(await page.locator('#p-tree-text li').first().isVisible());
});

/** The live region's sentences from now on, as the page changes it (trailing no-break space dropped). */
const listen = () => page.evaluate(() => {
  window.__said = [];
  window.__listener?.disconnect();
  window.__listener = new MutationObserver(() => window.__said.push(document.getElementById('narration-live').textContent.trim()));
  window.__listener.observe(document.getElementById('narration-live'), { childList: true, characterData: true, subtree: true });
});
const saidSoFar = () => page.evaluate(() => window.__said.filter((s) => s));
const narration = () => page.locator('#narration').textContent();

test('the narration is announced on a manual step, a pause and the end, never each step while playing', async () => {
  await go('?lang=en');
  assert.equal(await page.locator('#narration').getAttribute('aria-live'), null, 'the visible narration, which changes while playing, is not itself live');
  assert.equal(await page.locator('#narration-live').getAttribute('aria-live'), 'polite');
  await page.getByRole('button', { name: 'To start' }).click();
  await listen();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction(() => window.__said.length > 0);
  assert.deepEqual(await saidSoFar(), [await narration()], 'a manual step says its sentence once');

  await listen();
  const from = Number(await page.locator('#tree').getAttribute('data-step'));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction((s) => Number(document.getElementById('tree').dataset.step) >= s + 4, from);
  assert.deepEqual(await saidSoFar(), [], 'four steps played, nothing said');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.waitForFunction(() => window.__said.length > 0);
  // At rest, the frame that drew the last step has also told the announcer: a second word would be said by now.
  await settled(page);
  assert.deepEqual(await saidSoFar(), [await narration()], 'the pause says the step it stopped on, once');

  await listen();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => !window.__cutoff.player.playing, null, { timeout: 30000 });
  await page.waitForFunction(() => window.__said.length > 0);
  assert.equal(await page.evaluate(() => window.__cutoff.player.step), await page.evaluate(() => window.__cutoff.player.length - 1));
  assert.deepEqual(await saidSoFar(), [await narration()], 'played to the end: only the last step is said');
});

/** Presses Tab until the focused element matches `sel` (and has the text `text`, when given); fails after 250. */
async function tabTo(sel, text = null) {
  for (let i = 0; i < 250; i++) {
    if (await page.evaluate(([s, x]) => !!document.activeElement?.matches(s) && (x === null || document.activeElement.textContent === x), [sel, text])) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reaches ${sel}${text ? ` “${text}”` : ''}`);
}

test('practice by keyboard only: the values of AIMA typed box to box, Enter moving on, then Check', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=values');
  await page.locator('#practice .node-input').first().waitFor();
  await tabTo('#practice .node-input');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Value of A');
  for (const v of ['3', '3', '2']) { await page.keyboard.type(v); await page.keyboard.press('Enter'); }
  await page.keyboard.type('2');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Value of D', 'Enter walked A, B, C, D');
  await tabTo('#p-check');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#practice').getAttribute('data-wrong'), '0');
  assert.match(await page.locator('#p-score').textContent(), /4 of 4 right, 1 try/);
});

test('practice by keyboard only: the pruned edges of AIMA marked as checkboxes, in step with the canvas', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=pruned');
  await page.locator('#p-canvas').waitFor();
  await tabTo('#p-edges summary');
  await page.keyboard.press('Enter');
  assert.equal(await page.getByRole('checkbox', { name: 'Edge C → leaf 2.2 (4)' }).getAttribute('data-path'), '1.1', 'each box is named by its edge as the canvas shows it');
  assert.deepEqual(await page.locator('#p-edges input').evaluateAll((els) => els.map((e) => e.dataset.path)),
    ['0', '0.0', '0.1', '0.2', '1', '1.0', '1.1', '1.2', '2', '2.0', '2.1', '2.2'], 'in the tree’s order, not the search’s (C’s pruned leaves come last in the trace)');
  for (const p of ['1.1', '1.2']) {
    await tabTo(`#p-edges input[data-path="${p}"]`);
    await page.keyboard.press('Space');
  }
  assert.equal(await page.locator('#p-canvas').getAttribute('data-marked'), '1.1 1.2', 'the canvas draws what the boxes mark');
  // A mark made on the canvas ticks its box, and one more Space unmarks it.
  const [[x, y]] = await page.evaluate(() => window.__practiceEdges(['0.0']));
  await page.mouse.click(x, y);
  assert.equal(await page.locator('#p-edges input[data-path="0.0"]').isChecked(), true);
  await page.locator('#p-edges input[data-path="0.0"]').focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('#p-canvas').getAttribute('data-marked'), '1.1 1.2');
  await tabTo('#p-check');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#practice').getAttribute('data-wrong'), '0');
  assert.match(await page.locator('#p-feedback').textContent(), /All right/);
});

test('practice by keyboard only: the window when D is entered, α then β, Enter checks', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=window&p-at=2');
  await page.locator('#p-alpha').waitFor();
  await tabTo('#p-alpha');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('inf');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#practice').getAttribute('data-wrong'), '0');
  assert.match(await page.locator('#p-score').textContent(), /1 of 1 right, 1 try/);
});

test('practice by keyboard only: every predict question of AIMA answered with Tab, Enter and typing', async () => {
  await go('?lang=en&practice=aima&p-algo=alphabeta&p-task=predict');
  const plan = [['cut', 'No'], ['cut', 'No'], ['value', '3'], ['cut', 'No'], ['enter', 'C'], ['cut', 'Yes'], ['value', '2'], ['cut', 'No'],
    ['enter', 'leaf 2.2'], ['cut', 'No'], ['cut', 'No'], ['value', '2'], ['value', '3']];
  for (const [i, [question, give]] of plan.entries()) {
    await page.waitForSelector(`#practice[data-question=${question}]`, { timeout: 20000 });
    if (question === 'value') {
      assert.equal(await page.evaluate(() => document.activeElement.id), 'p-value', `stop ${i}: the value box has the focus`);
      await page.keyboard.type(give);
    } else await tabTo('#practice .answers button', give);
    await page.keyboard.press('Enter');
    await page.locator('#p-continue').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.id), 'p-continue', `stop ${i}: Continue has the focus`);
    await page.keyboard.press('Enter');
  }
  await page.waitForFunction(() => /12 of 13 right, 13 tries/.test(document.getElementById('p-score').textContent), null, { timeout: 20000 });
});

test('on a tablet (touch, 1024×768 and 820×1180) every button, menu, field, checkbox, radio and slider is at least 44 px each way (a box by its label); the board editors opened large: every square too', async () => {
  // The explorer, a custom tree with its edit bar, the chess editor (palette, grid) and practice's edge list.
  const pages = ['?lang=en', '?game=custom&lang=en', '?game=chess&lang=en', '?game=xiangqi&lang=en', '?game=connect4&lang=en', '?lang=en&practice=aima&p-algo=alphabeta&p-task=pruned'];
  for (const viewport of [{ width: 1024, height: 768 }, { width: 820, height: 1180 }]) {
    const tablet = await page.context().browser().newContext({ viewport, hasTouch: true, isMobile: true });
    const p = await tablet.newPage();
    try {
      for (const q of pages) {
        await p.goto(ctx.url + q);
        await p.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
        if (q.includes('practice')) { await p.locator('#p-edges summary').click(); await p.locator('#p-edges input').first().waitFor(); }
        assert.ok(await p.evaluate(() => matchMedia('(pointer: coarse)').matches), 'the touch emulation is a coarse pointer');
        // At 1024×768 the board editors sit in the 170 px left column: their squares (8 across) cannot be
        // 44 px there; the Large board button (measured here) opens them large, checked below.
        const cells = viewport.width >= 1000 ? '' : ', [role=gridcell][tabindex="0"]';
        const r = await p.evaluate((extra) => {
          const all = [...document.querySelectorAll(`button, select, input, summary, [role=radio]${extra}`)]
            // Seen: laid out, not the ARIA tree's 1 px mirror of the canvas (a screen reader's, not a finger's).
            .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.visually-hidden'));
          const small = all.map((e) => {
            const label = e.closest('label') || (e.id && document.querySelector(`label[for="${e.id}"]`));
            const a = e.getBoundingClientRect(), b = label ? label.getBoundingClientRect() : a;
            const w = Math.max(a.width, b.width), h = Math.max(a.height, b.height);
            return { what: `${e.id || e.getAttribute('aria-label') || e.tagName}[${e.type || e.getAttribute('role') || ''}] ${Math.round(w)}×${Math.round(h)}`, w, h };
          }).filter((x) => x.w > 0 && (x.w < 43.5 || x.h < 43.5)).map((x) => x.what);
          return { small, n: all.length, boxes: all.filter((e) => e.type === 'checkbox').length };
        }, cells);
        assert.deepEqual(r.small, [], `${viewport.width}×${viewport.height} ${q}`);
        assert.ok(r.n > 20 && r.boxes >= 5, `${q}: the controls were measured (${r.n}, ${r.boxes} checkboxes)`);
        if (q.includes('chess')) await p.screenshot({ path: `/tmp/a11y/touch-chess-${viewport.width}x${viewport.height}.png` });
        // A board editor opened large (a dialog over the page): every square and control 44 px at both sizes;
        // Esc closes it and the focus comes back to its button.
        if (!/chess|xiangqi|connect4/.test(q)) continue;
        const large = p.getByRole('button', { name: 'Large board', exact: true });
        await large.click();
        const dialog = p.getByRole('dialog', { name: 'Set up the position' });
        await dialog.waitFor();
        assert.equal(await p.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell', `${q}: the focus on the board`);
        const big = await p.evaluate(() => {
          const all = [...document.querySelectorAll('dialog[open] [role=gridcell], dialog[open] button, dialog[open] select')].filter((e) => !e.hidden && e.getClientRects().length);
          const out = all.map((e) => ({ e, b: e.getBoundingClientRect() })).filter(({ b }) => b.width < 43.5 || b.height < 43.5 || b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5);
          return { n: all.filter((e) => e.getAttribute('role') === 'gridcell').length, small: out.map(({ e, b }) => `${e.getAttribute('aria-label') || e.textContent} ${Math.round(b.width)}×${Math.round(b.height)} at ${Math.round(b.left)},${Math.round(b.top)}`) };
        });
        assert.ok(big.n >= 42, `${q}: the board's squares in the dialog (${big.n})`);
        assert.deepEqual(big.small, [], `${viewport.width}×${viewport.height} ${q}: the large board's squares and controls 44 px, on screen`);
        await p.screenshot({ path: `/tmp/a11y/touch-large-${q.replace(/\W+/g, '')}-${viewport.width}x${viewport.height}.png` });
        await p.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // (The dialog's close event comes a task after it hides.)
        await p.waitForFunction(() => document.activeElement.textContent === 'Large board', null, { timeout: 3000 }).catch(() => {});
        assert.equal(await p.evaluate(() => document.activeElement.textContent), 'Large board', `${q}: Esc gives the focus back to the button`);
        assert.equal(await p.locator('#controls .board-editor [role=grid]').count(), 1, `${q}: the editor back in its column`);
      }
    } finally { await tablet.close(); }
  }
});

test('practice’s edge list in en, vi and pl: each box named by its edge, its two ends as the canvas names them; axe clean with the list open', async () => {
  for (const [lang, name] of [['en', 'Edge C → leaf 2.2 (4)'], ['vi', 'Cạnh C → nút lá 2.2 (4)'], ['pl', 'Krawędź C → liść 2.2 (4)']]) {
    await go(`?lang=${lang}&practice=aima&p-algo=alphabeta&p-task=pruned`);
    await page.locator('#p-edges summary').click();
    const boxes = page.locator('#p-edges input[type=checkbox]');
    assert.equal(await boxes.count(), 12, `${lang}: one box an edge`);
    assert.equal(await page.getByRole('checkbox', { name, exact: true }).getAttribute('data-path'), '1.1', lang);
    const names = await boxes.evaluateAll((els) => els.map((e) => e.closest('label').textContent.trim()));
    assert.equal(new Set(names).size, 12, `${lang}: no two edges share a name (${names.join(' | ')})`);
    assert.deepEqual(await violations(), [], lang);
  }
});

test('the board editors have no serious or critical axe violation (grid, palette, live region)', async () => {
  for (const q of ['?lang=en&game=chess', '?lang=pl&game=connect4', '?lang=vi&game=xiangqi', '?lang=en&game=dodgem']) {
    await go(q);
    await page.locator('.board-editor [role=gridcell]').first().waitFor({ state: 'attached' });
    assert.deepEqual(await violations('.board-editor'), [], q);
  }
});

test('on a tablet: a tap on a node jumps to its step, a long press shows its card, two fingers pinch to zoom and pan', async () => {
  const tablet = await page.context().browser().newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const p = await tablet.newPage();
  try {
    await p.goto(ctx.url + '?lang=en');
    await p.waitForFunction(() => document.getElementById('tree').dataset.nodes === '11', null, { timeout: 60000 });
    const cdp = await tablet.newCDPSession(p);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    // Node B (path 0): where the canvas draws it.
    const at = (path) => p.evaluate((q) => {
      const { model, view } = window.__cutoff, r = view.canvas.getBoundingClientRect();
      const v = [...Array(model.N).keys()].find((i) => model.pathString(i) === q);
      return { v, x: r.left + view.sx(v), y: r.top + view.sy(v), enter: model.trace.enterEvent[v] };
    }, path);
    const b = await at('0');
    await touch('touchStart', [[b.x, b.y]]);
    await touch('touchEnd', []);
    await p.waitForFunction((s) => window.__cutoff.player.step === s, b.enter);

    const c = await at('1');
    await touch('touchStart', [[c.x, c.y]]);
    // Held until the long press has shown C's card (input.js: after 500 ms held still).
    await p.waitForFunction((v) => window.__cutoff.view.hover === v && !document.getElementById('tooltip').hidden, c.v);
    await touch('touchEnd', []);
    assert.ok(await p.locator('#tooltip').isVisible(), 'the long press shows the card');
    assert.match(await p.locator('#tooltip').textContent(), /C/);
    assert.equal(await p.evaluate(() => window.__cutoff.player.step), b.enter, 'a long press does not jump');

    const before = await p.evaluate(() => ({ ...window.__cutoff.view.cam }));
    const r = await p.locator('#tree').boundingBox();
    const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
    await touch('touchStart', [[cx - 40, cy], [cx + 40, cy]]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 40 - 16 * i, cy + 6 * i], [cx + 40 + 16 * i, cy + 6 * i]]);
    await touch('touchEnd', []);
    const after = await p.evaluate(() => ({ ...window.__cutoff.view.cam }));
    assert.ok(after.sx > before.sx * 1.6, `the pinch zooms in (${before.sx} → ${after.sx})`);
    assert.equal(await p.evaluate(() => window.__cutoff.player.step), b.enter, 'a pinch is not a tap');
    // Two fingers moved together pan, without zooming.
    await touch('touchStart', [[cx - 40, cy], [cx + 40, cy]]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 40 + 10 * i, cy + 10 * i], [cx + 40 + 10 * i, cy + 10 * i]]);
    await touch('touchEnd', []);
    const panned = await p.evaluate(() => ({ ...window.__cutoff.view.cam }));
    assert.ok(Math.abs(panned.sx - after.sx) < 1e-6, 'no zoom');
    // Across by the fingers' 50 px; down by about as much (the row height eases after a pinch, so not exactly).
    assert.ok(Math.abs(panned.ox - after.ox - 50) < 2 && panned.oy - after.oy > 40 && panned.oy - after.oy < 70, `panned with the fingers (${panned.ox - after.ox}, ${panned.oy - after.oy})`);
    await p.screenshot({ path: '/tmp/a11y/touch-pinched.png' });
  } finally { await tablet.close(); }
});

test('the header’s status is read whole in one row at 1024 and 1280 (touch at 1024) in en, vi and pl: the chess page’s count, an illegal position’s error', async () => {
  for (const [width, touch] of [[1024, true], [1280, false]]) {
    const tablet = await page.context().browser().newContext({ viewport: { width, height: 768 }, hasTouch: touch, isMobile: touch });
    const p = await tablet.newPage();
    try {
      for (const lang of ['en', 'vi', 'pl']) {
        await p.goto(ctx.url + `?game=chess&lang=${lang}`);
        await p.waitForFunction(() => document.getElementById('tree').dataset.nodes && !window.__cutoff.running, null, { timeout: 60000 });
        const box = () => p.evaluate(() => {
          const s = document.getElementById('status'), h = document.querySelector('header').getBoundingClientRect();
          const tops = [...document.querySelectorAll('header > *, .header-tools > *')].filter((e) => e.getClientRects().length && e.getBoundingClientRect().width > 2).map((e) => Math.round(e.getBoundingClientRect().top));
          return { text: s.textContent, title: s.title, whole: s.scrollWidth <= s.clientWidth + 1, height: h.height, rows: Math.max(...tops) - Math.min(...tops) < 30, error: s.classList.contains('error') };
        });
        const counted = await box();
        assert.match(counted.text, /\d/, `${width} ${lang}: the status says the count`);
        assert.ok(counted.whole, `${width} ${lang}: "${counted.text}" is not cut`);
        assert.ok(counted.rows, `${width} ${lang}: the header is one row`);
        // An illegal position (no kings): the error is said whole, the header keeps its height.
        const fen = p.getByRole('textbox', { name: 'FEN', exact: true });
        await fen.fill('8/8/8/8/8/8/8/8 w - - 0 1');
        await fen.press('Enter');
        // The error, not the "searching" said on the way (with two test files at a time, a slow spell shows it).
        await p.waitForFunction((before) => document.getElementById('status').textContent !== before && !window.__cutoff.running, counted.text, { timeout: 20000 });
        const [r, g, b] = await inkOf(p.locator('#status'));
        assert.ok(r - Math.max(g, b) >= 60, `${width} ${lang}: the error reads in red (${[r, g, b]})`);
        const err = await box();
        assert.ok(err.whole, `${width} ${lang}: "${err.text}" is not cut`);
        assert.equal(err.title, err.text, `${width} ${lang}: the tooltip says it too`);
        assert.ok(Math.abs(err.height - counted.height) < 0.5, `${width} ${lang}: the header keeps its height (${counted.height} → ${err.height})`);
        if (width === 1024 && lang !== 'vi') await p.screenshot({ path: `/tmp/a11y/status-${lang}-${width}.png` });
      }
    } finally { await tablet.close(); }
  }
});
