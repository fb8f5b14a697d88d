// End-to-end: the split view (issue 18, "Two searches side by side"), through roles and labels as a
// teacher would use it. On AIMA: alpha-beta beside minimax; each pane's counts are those of the
// same search run alone; the nodes minimax searches and alpha-beta does not are ringed; stepping
// moves both panes; the link keeps the split.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { settled, sized, SHOTS, isOnTop } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
let minimax, alphabeta;
// A fresh page for each test: no viewport (1920×1080), split or second search left by the test before.
// The two searches alone are read once, on the file's first page (`??=`: not again on each fresh
// one); every test opens its own page by its link, so where this leaves the page does not matter.
usePage((s) => ({ browser, ctx, page } = s), {
  width: 1280, height: 720, reset: true,
  setup: async () => {
    minimax ??= await alone('minimax');
    alphabeta ??= await alone('alphabeta');
  },
});
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });

/** Opens `query` and waits until the search and (when split) the second search are drawn. */
async function go(query, split = false) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running, null, { timeout: 60000 });
  await settled(page);
  if (split) await secondDrawn();
}
async function secondDrawn() {
  await page.waitForFunction(() => {
    const s = window.__cutoff.split;
    return s && s.model && s.pair && document.getElementById('split-tree').dataset.step !== undefined;
  }, null, { timeout: 60000 });
  await settled(page);
}
/** A search run alone: its counts as the side panel says them, its searched and pruned nodes by path. */
async function alone(algo) {
  await go(`?algo=${algo}`);
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  const counts = { nodes: await page.locator('#c-nodes').textContent(), evals: await page.locator('#c-evals').textContent(), cutoffs: await page.locator('#c-cuts').textContent() };
  const sets = await page.evaluate(() => {
    const m = window.__cutoff.model;
    const visited = [], pruned = [];
    for (let v = 0; v < m.D; v++) (v < m.N ? visited : pruned).push(m.pathString(v));
    return { visited, pruned };
  });
  return { counts, ...sets };
}
const pane = (name) => page.getByRole('group', { name });
async function countsOf(name) {
  const p = pane(name);
  return { nodes: await p.locator('[data-count=nodes]').textContent(), evals: await p.locator('[data-count=evals]').textContent(), cutoffs: await p.locator('[data-count=cutoffs]').textContent() };
}
const marked = (id) => page.evaluate((i) => (document.getElementById(i).dataset.marked || '').split(' ').filter((x) => x !== '' || false), id);
/** The marked paths: data-marked lists them space-separated, the root as the empty path (never marked here). */
const markedSet = async (id) => new Set(await marked(id));
const canvasData = (id) => page.evaluate((i) => ({ ...document.getElementById(i).dataset }), id);

/** Both canvases drawn after their last resize: a corner pixel is the white background (a
 * resized canvas that nobody drew again is black). */
async function bothDrawn() {
  await sized(page);
  const corners = await page.evaluate(() => ['tree', 'split-tree'].map((id) => {
    const c = document.getElementById(id);
    return Array.from(c.getContext('2d').getImageData(c.width - 3, c.height - 3, 1, 1).data.slice(0, 3));
  }));
  assert.deepEqual(corners, [[255, 255, 255], [255, 255, 255]]);
}

test('the searches alone: AIMA’s minimax visits 13 nodes, alpha-beta 11 and prunes two leaves', () => {
  assert.deepEqual(minimax.counts, { nodes: '13', evals: '9', cutoffs: '0' });
  assert.deepEqual(alphabeta.counts, { nodes: '11', evals: '7', cutoffs: '1' });
});

test('switched on with minimax as the second search: each pane ends at the counts of its search alone', async () => {
  await go('');
  await page.getByRole('checkbox', { name: 'Compare side by side' }).check();
  await page.getByLabel('Second search', { exact: true }).selectOption({ label: 'Minimax' });
  await secondDrawn();
  assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('split'), 'minimax');
  await toEnd();
  assert.deepEqual(await countsOf('Left: Alpha-beta'), alphabeta.counts);
  assert.deepEqual(await countsOf('Right: Minimax'), minimax.counts);
  await bothDrawn();
  await shot('split-1280-end');
});

/** AIMA's alpha-beta beside minimax, stepped to the end: its pane's head counts its 11 nodes. */
async function toEnd() {
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  await page.waitForFunction(() => document.querySelector('#split-head-a [data-count=nodes]').textContent === '11');
}
/** The split of the test before, opened by its link (each test stands alone), at the end. */
async function splitAtEnd() {
  await go('?split=minimax', true);
  await toEnd();
}

test('the ringed nodes: in minimax’s pane those alpha-beta does not search; in alpha-beta’s, the branches it cut that minimax searches', async () => {
  await splitAtEnd();
  const abVisited = new Set(alphabeta.visited);
  const onlyMinimax = minimax.visited.filter((p) => !abVisited.has(p));
  assert.equal(onlyMinimax.length, 2, 'C’s 4 and 6');
  assert.deepEqual(await markedSet('split-tree'), new Set(onlyMinimax));
  const mmVisited = new Set(minimax.visited);
  assert.deepEqual(await markedSet('tree'), new Set(alphabeta.pruned.filter((p) => mmVisited.has(p))));
  assert.deepEqual(await markedSet('tree'), new Set(onlyMinimax), 'here the two pruned leaves are the whole branches');
  assert.match(await pane('Right: Minimax').textContent(), /Ringed: 2 nodes Alpha-beta does not search/);
  assert.match(await pane('Left: Alpha-beta').textContent(), /Ringed, dashed: 2 branches cut off here that Minimax searches/);
});

test('stepping moves both panes: the second enters, evaluates and leaves the node the first does, with its own counts so far', async () => {
  await splitAtEnd();
  await page.getByRole('button', { name: 'To start' }).click();
  await settled(page);
  let lastB = -1, moved = 0;
  const E = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
  for (let k = 1; k < E; k++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await settled(page);
    const a = await canvasData('tree'), b = await canvasData('split-tree');
    const [ka, kb] = await page.evaluate(([sa, sb]) => {
      const names = ['Enter', 'Eval', 'Child', 'Cutoff', 'Leave'];
      return [names[window.__cutoff.model.trace.kind[sa]], names[window.__cutoff.split.model.trace.kind[sb]]];
    }, [+a.step, +b.step]);
    // Minimax searches every node alpha-beta does: the second pane is always at the same node.
    assert.equal(b.currentPath, a.currentPath, `step ${a.step}`);
    if (['Enter', 'Eval', 'Leave'].includes(ka)) assert.equal(kb, ka, `step ${a.step}: alpha-beta’s ${ka} of ${a.currentPath}`);
    assert.ok(+b.step >= lastB, 'the second pane never steps back while the first steps on');
    if (+b.step > lastB) moved++;
    lastB = +b.step;
    const A = await countsOf('Left: Alpha-beta'), B = await countsOf('Right: Minimax');
    assert.ok(+B.nodes >= +A.nodes, `minimax has visited at least as many nodes by then: ${B.nodes} vs ${A.nodes}`);
  }
  // Alpha-beta's one cutoff (at C) is the only step minimax has nothing to match: its pane rests there.
  assert.equal(moved, E - 2, `the second pane moved with the first on ${moved} of ${E - 1} steps`);
  assert.deepEqual(await countsOf('Right: Minimax'), minimax.counts, 'and ends at its end');
});

test('a link keeps the split; minimax first: where alpha-beta never goes, its pane shows its end', async () => {
  await go('?algo=minimax&split=alphabeta', true);
  assert.equal(await page.getByRole('checkbox', { name: 'Compare side by side' }).isChecked(), true);
  assert.equal(await page.getByLabel('Second search', { exact: true }).inputValue(), 'alphabeta');
  // Into C's second leaf (path 1.1, from 0), which alpha-beta prunes.
  const into = await page.evaluate(() => {
    const m = window.__cutoff.model;
    for (let v = 0; v < m.N; v++) if (m.pathString(v) === '1.1') return m.trace.enterEvent[v];
    return -1;
  });
  assert.ok(into > 0);
  await page.evaluate((s) => { window.__cutoff.player.seek(s); window.dispatchEvent(new Event('cutoff:redraw')); }, into);
  await settled(page);
  const b = await canvasData('split-tree');
  const endB = await page.evaluate(() => window.__cutoff.split.model.trace.kind.length - 1);
  assert.equal(+b.step, endB);
  assert.deepEqual(await countsOf('Right: Alpha-beta'), alphabeta.counts);
  assert.deepEqual(await markedSet('tree'), new Set(['1.1', '1.2']), 'minimax’s pane rings C’s 4 and 6');
  await shot('split-1280-minimax-first');
  await page.getByRole('checkbox', { name: 'Compare side by side' }).uncheck();
  assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('split'), null);
  assert.equal(await page.locator('#split-tree').isHidden(), true);
});

test('the panes’ heads at 1280×720 and 1920×1080: every count in its box, none overlapping the other pane', async () => {
  for (const [w, h] of [[1280, 720], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: h });
    await go('?split=minimax', true);
    await page.getByRole('button', { name: 'To end' }).click();
    await settled(page);
    await bothDrawn();
    const boxes = await page.evaluate(() => {
      const r = (e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; };
      const out = {};
      for (const id of ['split-head-a', 'split-head-b', 'tree', 'split-tree']) out[id] = r(document.getElementById(id));
      out.counts = [...document.querySelectorAll('.split-head [data-count], .split-head .split-title, .split-marks-text')].filter((e) => e.getClientRects().length).map((e) => ({ id: e.closest('.split-head').id, ...r(e), clipped: e.scrollWidth > e.clientWidth + 1 }));
      return out;
    });
    const A = boxes['split-head-a'], B = boxes['split-head-b'];
    assert.ok(A.r <= B.l + 0.5, 'the heads side by side');
    assert.ok(boxes.tree.t >= A.b - 0.5 && boxes['split-tree'].t >= B.b - 0.5, 'the trees under their heads');
    for (const c of boxes.counts) {
      const head = boxes[c.id];
      assert.ok(c.l >= head.l - 0.5 && c.r <= head.r + 0.5 && c.t >= head.t - 0.5 && c.b <= head.b + 0.5, `${w}: a line of ${c.id} outside its head: ${JSON.stringify(c)}`);
      assert.ok(!c.clipped, `${w}: clipped in ${c.id}`);
    }
    await shot(`split-${w}-end`);
  }
});

// ---- Two settings, MCTS beside alpha-beta, the second pane's pointer, the link (issues 18, 19).

/** A search alone through its link, at its end: the side panel's counts (and MCTS's iterations from its result line). */
async function aloneAt(query) {
  await go(query);
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  return {
    nodes: await page.locator('#c-nodes').textContent(), evals: await page.locator('#c-evals').textContent(), cutoffs: await page.locator('#c-cuts').textContent(),
    result: await page.locator('#result-line').textContent(),
  };
}

test('with and without move ordering: chosen by its label, each pane’s counts are those of the same search alone', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // AIMA's tree best first (9 nodes, not 11); Connect Four's centre columns first (200 nodes, not 866: the CLI's count).
  for (const [game, order] of [['', 'best-first'], ['game=connect4&depth=4&', 'centre']]) {
    const withOrder = await aloneAt(`?${game}order=${order}`);
    const without = await aloneAt(`?${game}`);
    assert.notDeepEqual([withOrder.nodes, withOrder.cutoffs], [without.nodes, without.cutoffs], `${game}: ordering changes the search`);
    // On with ordering; the second search chosen in the menu by what its option says.
    await go(`?${game}order=${order}`);
    await page.getByRole('checkbox', { name: 'Compare side by side' }).check();
    await page.getByLabel('Second search', { exact: true }).selectOption({ label: 'The same search without move ordering' });
    await secondDrawn();
    assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('split'), 'same-order');
    await page.getByRole('button', { name: 'To end' }).click();
    await settled(page);
    const left = pane('Left: Alpha-beta with move ordering'), right = pane('Right: Alpha-beta without move ordering');
    await page.waitForFunction((n) => document.querySelector('#split-head-a [data-count=nodes]').textContent === n, withOrder.nodes);
    assert.deepEqual(await countsOf('Left: Alpha-beta with move ordering'), { nodes: withOrder.nodes, evals: withOrder.evals, cutoffs: withOrder.cutoffs });
    assert.deepEqual(await countsOf('Right: Alpha-beta without move ordering'), { nodes: without.nodes, evals: without.evals, cutoffs: without.cutoffs });
    assert.equal(await left.getByRole('heading').textContent(), 'Alpha-beta with move ordering');
    assert.equal(await right.getByRole('heading').textContent(), 'Alpha-beta without move ordering');
    // The branches one searches and the other prunes, as each pane says and rings them.
    const a = await canvasData('tree'), b = await canvasData('split-tree');
    assert.ok(+a.markedHere + +a.markedThere + +b.markedHere + +b.markedThere > 0, `${game}: some node differs`);
    if (+b.markedHere) assert.match(await right.textContent(), new RegExp(`Ringed: ${b.markedHere} nodes? Alpha-beta with move ordering does not search`));
    // The link round-trips the choice: the same page from it.
    const link = await page.evaluate(() => location.search);
    await go(link, true);
    assert.equal(await page.getByLabel('Second search', { exact: true }).inputValue(), 'same-order');
    await page.getByRole('button', { name: 'To end' }).click();
    await settled(page);
    await page.waitForFunction((n) => document.querySelector('#split-head-b [data-count=nodes]').textContent === n, without.nodes);
    assert.deepEqual(await countsOf('Right: Alpha-beta without move ordering'), { nodes: without.nodes, evals: without.evals, cutoffs: without.cutoffs });
    await bothDrawn();
    await shot(`split-1280-order${game ? '-connect4' : ''}`);
  }
});

test('the other way round: without ordering first, the option says “with”, and the second pane runs the ordering alone', async () => {
  const withOrder = await aloneAt('?order=best-first');
  await go('?split=same-order', true);
  const option = await page.getByLabel('Second search', { exact: true }).locator('option[value="same-order"]').textContent();
  assert.equal(option, 'The same search with move ordering');
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  await page.waitForFunction((n) => document.querySelector('#split-head-b [data-count=nodes]').textContent === n, withOrder.nodes);
  assert.deepEqual(await countsOf('Right: Alpha-beta with move ordering'), { nodes: withOrder.nodes, evals: withOrder.evals, cutoffs: withOrder.cutoffs });
});

test('MCTS beside alpha-beta: its tree, with the iterations, nodes and positions evaluated of MCTS alone, keeping pace by share', async () => {
  const ab = await aloneAt('');
  // The second pane's MCTS is the page's default one (100 iterations, seed 1, c = √2): a link
  // carries MCTS's settings only with algo=mcts, and split=mcts must open the same tree again.
  const mctsDefault = await aloneAt('?algo=mcts');
  await go('?split=mcts', true);
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  const right = pane('Right: MCTS (UCT)');
  await page.waitForFunction(() => document.querySelector('#split-head-b [data-count=iterations]').textContent !== '…');
  const defIter = mctsDefault.result.match(/(\d+) iterations/)[1];
  assert.equal(defIter, '100');
  assert.equal(await right.locator('[data-count=iterations]').textContent(), defIter);
  assert.equal(await right.locator('[data-count=evals]').textContent(), mctsDefault.evals);
  assert.equal(await right.locator('[data-count=nodes]').textContent(), mctsDefault.nodes);
  assert.match(await right.textContent(), /Positions evaluated/);
  assert.match(await right.textContent(), /Both searches at their end/);
  assert.equal(await pane('Left: Alpha-beta').locator('[data-count=nodes]').textContent(), ab.nodes);
  // The tree is drawn: MCTS's nodes on the second canvas (its renderer's hit list).
  const drawn = await page.evaluate(() => window.__cutoff.split.view.drawn.n);
  assert.ok(drawn >= 4, `the root and its three children at least: ${drawn} drawn`);
  await bothDrawn();
  await shot('split-1280-mcts');
  // Half way through alpha-beta: MCTS half way through its steps, and says so.
  const E = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
  await page.evaluate((s) => { window.__cutoff.player.seek(s); window.dispatchEvent(new Event('cutoff:redraw')); }, Math.floor((E - 1) / 2));
  await settled(page);
  const [sb, Eb] = await page.evaluate(() => [+document.getElementById('split-tree').dataset.step, window.__cutoff.split.model.trace.kind.length]);
  const pct = Math.round((100 * Math.floor((E - 1) / 2)) / (E - 1));
  assert.equal(sb, Math.round((Math.floor((E - 1) / 2) / (E - 1)) * (Eb - 1)));
  assert.match(await right.textContent(), new RegExp(`Keeps pace by share: ${pct} % of its steps`));
  const half = +(await right.locator('[data-count=iterations]').textContent());
  assert.ok(half > 0 && half < +defIter, `part of the iterations at half way: ${half}`);
});

test('the second pane: the hover card, drag to pan, the wheel to zoom and Fit to view', async () => {
  await go('?split=minimax', true);
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  const canvas = page.locator('#split-tree');
  const box = await canvas.boundingBox();
  // The root of minimax's tree, where the pane draws it.
  const root = await page.evaluate(() => {
    const v = window.__cutoff.split.view;
    for (let i = 0; i < v.drawn.n; i++) if (v.drawn.ids[i] === 0) return { x: v.drawn.xs[i], y: v.drawn.ys[i] };
    return null;
  });
  assert.ok(root, 'the root is drawn');
  await page.mouse.move(box.x + root.x, box.y + root.y);
  const tip = page.locator('#tooltip');
  await tip.waitFor({ state: 'visible' });
  assert.match(await tip.textContent(), /^A · MAX/);
  assert.match(await tip.textContent(), /value 3/);
  const tipBox = await tip.boundingBox();
  assert.ok(tipBox.x >= box.x - 1, 'the card beside the pointer in the second pane, not in the first');
  const cam0 = await page.evaluate(() => ({ ...window.__cutoff.split.view.cam }));
  await page.mouse.down();
  await page.mouse.move(box.x + root.x + 60, box.y + root.y + 30, { steps: 4 });
  await page.mouse.up();
  await settled(page);
  const cam1 = await page.evaluate(() => ({ ...window.__cutoff.split.view.cam }));
  assert.ok(Math.abs(cam1.ox - cam0.ox - 60) < 1 && Math.abs(cam1.oy - cam0.oy - 30) < 1, `panned by the drag: ${JSON.stringify([cam0, cam1])}`);
  const mainCam = await page.evaluate(() => ({ ...window.__cutoff.view.cam }));
  await page.mouse.wheel(0, -300);
  await settled(page);
  const cam2 = await page.evaluate(() => ({ ...window.__cutoff.split.view.cam }));
  assert.ok(cam2.sx > cam1.sx * 1.2, `zoomed in: ${cam1.sx} → ${cam2.sx}`);
  assert.deepEqual(await page.evaluate(() => ({ ...window.__cutoff.view.cam })), mainCam, 'the first pane stays as it was');
  await page.getByRole('button', { name: 'Fit to view, right pane' }).click();
  await settled(page);
  const cam3 = await page.evaluate(() => ({ ...window.__cutoff.split.view.cam }));
  assert.deepEqual(cam3, cam0, 'fitted again as it opened');
});

test('a link with a second search the page cannot run says so in its message, and the link drops it', async () => {
  for (const [query, value] of [['?split=maximin', 'maximin'], ['?game=tictactoe&split=same-null', 'same-null']]) {
    await go(query);
    const msg = page.getByRole('alert').filter({ hasText: 'ignored' });
    await msg.waitFor();
    assert.match(await msg.textContent(), new RegExp(`split “${value}”`));
    assert.equal(await page.getByRole('checkbox', { name: 'Compare side by side' }).isChecked(), false);
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('split'));
  }
  // Tic-tac-toe has no null move: its option is greyed out.
  assert.equal(await page.getByLabel('Second search', { exact: true }).locator('option[value="same-null"]').isDisabled(), true);
});

test('a big second search leaves no progress bar behind: Connect Four’s minimax beside alpha-beta (137,257 nodes, its progress posted on the way) ends with the page’s bar hidden', async () => {
  await go('?game=connect4');
  // The page's own search shows its bar while it runs; the second search's progress is not the page's.
  await page.evaluate(() => { window.__cutoff.progressAfterMs = 0; });
  await page.getByRole('checkbox', { name: 'Compare side by side' }).check();
  await page.getByLabel('Second search', { exact: true }).selectOption({ label: 'Minimax' });
  await secondDrawn();
  assert.equal(await pane('Right: Minimax').locator('[data-count=nodes]').textContent(), '1');
  await page.getByRole('button', { name: 'To end' }).click();
  await settled(page);
  assert.equal(await pane('Right: Minimax').locator('[data-count=nodes]').textContent(), '137,257');
  assert.equal(await page.locator('#progress').isHidden(), true, `the bar says “${await page.locator('#progress-text').textContent()}”`);
  assert.equal(await page.getByRole('button', { name: 'Cancel' }).isHidden(), true);
});

test('the second pane on a tablet held upright (touch at 820×1180): a tap on a node both search goes to its step, a tap on one only minimax searches and a long press show its card, two fingers pinch to zoom and pan', async () => {
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  const p = await tablet.newPage();
  try {
    await p.goto(ctx.url + '?lang=en&split=minimax');
    await p.waitForFunction(() => { const s = window.__cutoff.split; return s && s.model && s.pair && document.getElementById('split-tree').dataset.step !== undefined; }, null, { timeout: 60000 });
    await settled(p);
    const cdp = await tablet.newCDPSession(p);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    /** A node of the second pane by path: where it is drawn, and the step the first pane enters the same node (-1: alpha-beta prunes it). */
    const at = (path) => p.evaluate((q) => {
      const { split, model } = window.__cutoff, v = split.view, r = v.canvas.getBoundingClientRect();
      const u = [...Array(split.model.N).keys()].find((i) => split.model.pathString(i) === q);
      const a = [...Array(model.N).keys()].find((i) => model.pathString(i) === q);
      return { x: r.left + v.sx(u), y: r.top + v.sy(u), enterA: a === undefined ? -1 : model.trace.enterEvent[a] };
    }, path);
    const step = () => p.evaluate(() => window.__cutoff.player.step);
    const c = await at('1');
    assert.ok(c.enterA > 0, 'alpha-beta enters C');
    await touch('touchStart', [[c.x, c.y]]);
    await touch('touchEnd', []);
    await p.waitForFunction((s) => window.__cutoff.player.step === s, c.enterA, { timeout: 5000 });
    await settled(p);
    assert.equal(await p.locator('#split-tree').getAttribute('data-current-path'), '1', 'the second pane follows to C');

    const pruned = await at('1.1'); // C's second leaf: minimax's only
    assert.equal(pruned.enterA, -1);
    await touch('touchStart', [[pruned.x, pruned.y]]);
    await touch('touchEnd', []);
    await p.locator('#tooltip').waitFor({ state: 'visible' });
    assert.match(await p.locator('#tooltip').textContent(), /^leaf 2\.2/, 'the card of C’s second leaf');
    assert.equal(await step(), c.enterA, 'a tap on a node the first does not search does not move the step');

    const b = await at('0');
    await touch('touchStart', [[b.x, b.y]]);
    // Held until the long press has shown B's card (input.js: after 500 ms held still).
    await p.waitForFunction(() => {
      const { split } = window.__cutoff;
      return split.view.hover >= 0 && split.model.pathString(split.view.hover) === '0' && !document.getElementById('tooltip').hidden;
    });
    await touch('touchEnd', []);
    assert.ok(await p.locator('#tooltip').isVisible(), 'the long press shows the card');
    assert.match(await p.locator('#tooltip').textContent(), /^B/);
    assert.equal(await step(), c.enterA, 'a long press does not jump');

    const cam = () => p.evaluate(() => ({ ...window.__cutoff.split.view.cam }));
    const mainCam = await p.evaluate(() => ({ ...window.__cutoff.view.cam }));
    const before = await cam();
    const r = await p.locator('#split-tree').boundingBox();
    const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
    await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 30 - 12 * i, cy], [cx + 30 + 12 * i, cy]]);
    await touch('touchEnd', []);
    const after = await cam();
    assert.ok(after.sx > before.sx * 1.6, `the pinch zooms the second pane in (${before.sx} → ${after.sx})`);
    assert.equal(await step(), c.enterA, 'a pinch is not a tap');
    await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 30 + 8 * i, cy + 6 * i], [cx + 30 + 8 * i, cy + 6 * i]]);
    await touch('touchEnd', []);
    const panned = await cam();
    assert.ok(Math.abs(panned.sx - after.sx) < 1e-6, 'two fingers together do not zoom');
    assert.ok(Math.abs(panned.ox - after.ox - 40) < 2, `panned across with the fingers (${panned.ox - after.ox})`);
    assert.deepEqual(await p.evaluate(() => ({ ...window.__cutoff.view.cam })), mainCam, 'the first pane stays as it was');
    await p.screenshot({ path: path.join(SHOTS, 'split-touch-820.png') });
    // On its side (1024×768) the tree's column is 485 px: two panes would be 240 px each, the trees
    // 50 px high under their heads. The page keeps one pane and says why, beside the switch.
    await p.setViewportSize({ width: 1024, height: 768 });
    await p.locator('#split-tree').waitFor({ state: 'hidden', timeout: 5000 });
    const note = p.locator('#split-opts .split-play-note');
    assert.ok(await note.isVisible(), 'the note says so');
    assert.match(await note.textContent(), /wider tree area: turn the tablet upright/);
    assert.equal(await p.locator('#split-tree').isVisible(), false, 'one pane');
    assert.equal(await p.getByRole('checkbox', { name: 'Compare side by side' }).isChecked(), true, 'the switch stays on');
    await p.setViewportSize({ width: 820, height: 1180 });
    await p.locator('#split-tree').waitFor({ state: 'visible', timeout: 5000 });
    assert.ok(await isOnTop(p.locator('#split-tree')) && await isOnTop(p.locator('#tree')), 'both panes are on screen, neither covered');
    assert.equal(await note.isVisible(), false, 'upright again: both panes, no note');
  } finally { await tablet.close(); }
});

test('at 150 % zoom (853×480 CSS px) in en and pl: both trees under their heads with their values shown, no label or node under a note', async () => {
  for (const lang of ['en', 'pl']) {
    const zoomed = await browser.newContext({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
    const p = await zoomed.newPage();
    try {
      await p.goto(ctx.url + `?lang=${lang}&split=minimax`);
      await p.waitForFunction(() => { const s = window.__cutoff.split; return s && s.model && s.pair && !window.__cutoff.running && document.getElementById('split-tree').dataset.step !== undefined; }, null, { timeout: 60000 });
      await settled(p);
      await p.keyboard.press('End');
      await settled(p);
      const r = await p.evaluate(() => {
        const { split, view, player } = window.__cutoff;
        const meets = (a, b) => a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1;
        const out = { bad: [], values: [] };
        for (const [name, v, s] of [['first', view, player.step], ['second', split.view, split.stepB]]) {
          const rep = v.report(s);
          for (const c of rep.captions) {
            for (const g of rep.glyphs) if (meets(c, g)) out.bad.push(`${name}: "${c.text}" over node ${g.node}`);
            for (const l of rep.labels) if (meets(c, l)) out.bad.push(`${name}: "${c.text}" over the label "${l.text}"`);
          }
          for (const g of rep.glyphs) if (g.y1 > rep.H - rep.strip + 1) out.bad.push(`${name}: node ${g.node} in the notes' strip`);
          out.values.push(rep.labels.map((l) => l.text));
        }
        const head = document.getElementById('split-head-a').getBoundingClientRect(), tree = document.getElementById('tree').getBoundingClientRect();
        out.underHead = tree.top >= head.bottom - 0.5;
        out.treeH = tree.height;
        return out;
      });
      await p.screenshot({ path: path.join(SHOTS, `split-853x480-${lang}.png`) });
      assert.deepEqual(r.bad, [], lang);
      assert.ok(r.underHead, `${lang}: the tree under its head`);
      // The leaves' values, as the panes run alone: alpha-beta shows 3 12 8 2 (4 6 pruned) 14 5 2; minimax all nine.
      for (const [i, leaves] of [[0, ['3', '12', '8', '2', '14', '5', '2']], [1, ['3', '12', '8', '2', '4', '6', '14', '5', '2']]]) {
        const have = r.values[i];
        for (const x of leaves) assert.ok(have.includes(x), `${lang}: pane ${i + 1} shows the leaf value ${x} (drew ${have.join(' ')}, tree ${r.treeH} px high)`);
      }
    } finally { await zoomed.close(); }
  }
});
