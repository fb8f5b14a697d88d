// End-to-end, issue 19's second half on the page: PUCT (AlphaZero-style) chosen in the Algorithm
// menu on tic-tac-toe (the shipped net) and stepped to a selection, where P, Q and U show on the
// tree and in the narration; a game without a net says so in the menu line itself; the rollouts'
// moves are named in the game's notation; the comparison table's MCTS and PUCT rows count what the
// single searches count; and play against MCTS and PUCT in Dodgem and chess, its engine in the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { settled, SHOTS } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let browser, ctx, page;
usePage((s) => ({ browser, ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });

const POSITION = 'O...X...X';
const narration = () => page.locator('#narration').textContent();

async function open(query) {
  await page.goto(ctx.url + query);
  await page.waitForFunction(() => window.__cutoff.model && !window.__cutoff.running && document.getElementById('tree').dataset.nodes, null, { timeout: 60000 });
  await settled(page);
}
/** The comparison table's rows, cell texts. */
async function compareRows() {
  await page.waitForFunction(() => document.querySelector('#compare tbody tr.mcts-row'), null, { timeout: 60000 });
  // Each row's cells, and last the perfect-play line under its value ('' where there is none).
  return page.locator('#compare tbody tr').evaluateAll((trs) => trs.map((tr) => [...[...tr.cells].map((td) => td.textContent), (tr.querySelector('span.perfect') || { textContent: '' }).textContent.trim()]));
}
const stepUntil = async (re, max = 60) => {
  for (let i = 0; i < max; i++) {
    await page.getByRole('button', { name: 'Step forward', exact: true }).click();
    await settled(page);
    if (re.test(await narration())) return true;
  }
  return false;
};

test('PUCT is chosen in the Algorithm menu and a selection step shows P, Q and U, narrated with the net', async () => {
  await open(`?game=tictactoe&g.position=${POSITION}&algo=mcts&iter=30&seed=2`);
  const windowLine = () => page.locator('#window-line').getAttribute('aria-label');
  assert.match(await windowLine(), /^MCTS has no α-β window: it samples/);
  const v = await page.evaluate(() => window.__cutoff.version);
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'PUCT (AlphaZero-style)' });
  await page.waitForFunction((x) => window.__cutoff.version > x && !window.__cutoff.running, v, { timeout: 60000 });
  await settled(page);
  await page.waitForFunction(() => /algo=puct/.test(location.search));
  assert.match(page.url(), /algo=puct&iter=30&seed=2/);
  // The root's children all exist at once (PUCT expands every child with its prior).
  assert.equal(await page.evaluate(() => window.__cutoff.model.summary.algorithm), 'puct');
  // The leaf is the network's: no rollout, the narration says the net scored it.
  assert.ok(await stepUntil(/^The network scores/), 'a leaf scored by the network');
  assert.ok(await stepUntil(/^Selection at/), 'a selection step');
  const said = await narration();
  const m = /U = c·P·√N \/ \(1 \+ n\) and P the network’s prior; the highest is (\S+)’s \(P = (\d\.\d\d)\), (\d\.\d\d) \+ (\d\.\d\d) = (\d\.\d\d)/.exec(said);
  assert.ok(m, said);
  const [, , p, q, u, score] = m;
  assert.ok(Math.abs(+q + +u - +score) <= 0.011, `${q} + ${u} = ${score}`);
  // The canvas draws the same P and Q + U under the chosen child.
  const labels = await page.evaluate(() => window.__cutoff.view.drawnLabels.slice());
  assert.ok(labels.includes(`P ${p}`), `P ${p} in ${labels}`);
  // Q + U = score, whole where the room allows it, else the score alone.
  assert.ok(labels.some((l) => l === `${q} + ${u} = ${score}` || l === `${q} + ${u} = ${score}`.replace(' = ', ' = ') || l === score || l.endsWith(`= ${score}`)), `${score} in ${labels}`);
  // U = c·P·√N / (1 + n) with c = 1 (PUCT's default) lies between P·√N / (1 + N) and P·√N.
  const parentN = +/\(N = (\d+)\)/.exec(said)[1];
  assert.ok(+u <= +p * Math.sqrt(parentN) + 0.011, `U ${u} ≤ P·√N = ${p}·√${parentN}`);
  assert.ok(+u >= +p * Math.sqrt(parentN) / (1 + parentN) - 0.011, `U ${u} ≥ P·√N / (1 + N)`);
  // PUCT's own words where the α-β window would be: priors steer it, it does not sample.
  assert.match(await windowLine(), /^PUCT has no α-β window: the priors P steer it/);
  const wl = await page.locator('#window-line').evaluate((cv) => ({ lines: Number(cv.dataset.lines), h: cv.clientHeight }));
  assert.ok(wl.lines >= 1 && wl.lines * 20 + 8 <= wl.h, `en: ${JSON.stringify(wl)}`);
  await shot('puct-select-en');
  for (const [lang, re, line] of [['vi', /xác suất tiên nghiệm của mạng/, /^PUCT không có cửa sổ α-β/], ['pl', /prawdopodobieństwo a priori z sieci/, /^PUCT nie ma okna α-β/]]) {
    await page.selectOption('#lang', lang);
    await page.waitForFunction((r) => new RegExp(r).test(document.getElementById('narration').textContent), re.source);
    await settled(page);
    await page.waitForFunction((r) => new RegExp(r).test(document.getElementById('window-line').getAttribute('aria-label')), line.source);
    await shot(`puct-select-${lang}`);
    // Every line of it drawn inside the box (it grows for a fourth).
    const wl = await page.locator('#window-line').evaluate((cv) => ({ lines: Number(cv.dataset.lines), h: cv.clientHeight }));
    assert.ok(wl.lines >= 1 && wl.lines * 20 + 8 <= wl.h, `${lang}: ${JSON.stringify(wl)}`);
  }
  // Step 9 lights `return v;` at the foot of PUCT's code: the box scrolls to it, shows it whole, and
  // its top is the start of a line of code, never the middle of a wrapped one.
  for (const lang of ['pl', 'vi', 'en']) {
    await open(`?game=tictactoe&g.position=${POSITION}&algo=puct&iter=30&seed=2&step=9&lang=${lang}`);
    const box = await page.evaluate(() => {
      const pre = document.getElementById('code'), spans = [...pre.children], lit = pre.querySelector('span.lit');
      return { top: pre.scrollTop, starts: spans.map((sp) => sp.offsetTop), lit: lit && [lit.offsetTop, lit.offsetTop + lit.offsetHeight], h: pre.clientHeight };
    });
    assert.ok(box.lit && box.lit[0] >= box.top && box.lit[1] <= box.top + box.h, `lit line in view: ${JSON.stringify(box)}`);
    assert.ok(box.top > 0, `${lang}: scrolled to the lit line`);
    assert.ok(box.starts.some((y) => Math.abs(y - box.top) <= 1), `${lang}: the box starts at a line: ${JSON.stringify(box)}`);
    await shot(`puct-code-${lang}`);
  }
});

test('a game without a net: the menu line says so and cannot be chosen; a link asking for it is told', async () => {
  await open('?game=dodgem');
  const opt = page.locator('#algorithm option[value=puct]');
  assert.equal(await opt.textContent(), 'PUCT (no net for this game)');
  assert.equal(await opt.isDisabled(), true);
  await open('?game=dodgem&algo=puct');
  assert.equal(await page.evaluate(() => window.__cutoff.model.summary.algorithm), 'mcts');
  assert.match(await page.locator('#link-message').textContent(), /algo=puct/);
});

test('rollouts name their moves in the game’s notation, in the narration and beside the dashed line', async () => {
  await open(`?game=tictactoe&g.position=${POSITION}&algo=mcts&iter=20&seed=7`);
  assert.ok(await stepUntil(/^Simulation:/));
  const said = await narration();
  // Tic-tac-toe's rollouts are short: every move named (a longer one says "Its first 12 moves").
  const m = /Its moves: (.+)\.$/.exec(said);
  assert.ok(m, said);
  const names = m[1].split(', ');
  const plies = +/(\d+) random moves?/.exec(said)[1];
  assert.equal(names.length, plies);
  // Tic-tac-toe names a move by its mark and cell, X and O taking turns from the leaf.
  assert.ok(names.every((n) => /^[XO]\d$/.test(n)), names.join(' '));
  const drawnMoves = await page.evaluate(() => window.__cutoff.view.rolloutMoves);
  assert.equal(drawnMoves, names.slice(0, 5).join(' ') + (names.length > 5 ? ` … +${names.length - 5}` : ''));
});

test('the comparison table: MCTS and PUCT rows count what their own searches count, and say whether the move is perfect play', async () => {
  await open(`?game=tictactoe&g.position=${POSITION}&algo=mcts&iter=300&seed=4`);
  const rows = await compareRows();
  const single = await page.evaluate(() => window.__cutoff.model.summary.stats);
  const uct = rows.find((r) => r[0] === 'MCTS (UCT), 300 iterations');
  assert.ok(uct, JSON.stringify(rows));
  assert.equal(+uct[1].replace(/\D/g, ''), single.nodes);
  assert.equal(+uct[2].replace(/\D/g, ''), single.evals);
  // O…X…X: only the free corners (cells 3 and 7, counted from 1) draw; the table knows it.
  assert.match(uct[5], /^(perfect play \(O[37]\)|not perfect \(O\d\))$/);
  const best = await page.evaluate(() => window.__cutoff.model.summary.bestMoveName);
  assert.equal(uct[5], `${['O3', 'O7'].includes(best) ? 'perfect play' : 'not perfect'} (${best})`);
  // Alpha-beta's rows have the column too: full-depth alpha-beta plays perfectly here.
  const ab = rows.find((r) => r[0] === 'Alpha-beta');
  assert.ok(ab, JSON.stringify(rows.map((r) => r[0])));
  assert.equal(ab[5], 'perfect play');
  assert.equal(ab[4], '0 perfect play'); // the value (a draw), the verdict on its own line
  // PUCT's row, then PUCT run alone with the same settings: the same counts.
  const puct = rows.find((r) => r[0] === 'PUCT with the net, 300 iterations');
  assert.ok(puct, JSON.stringify(rows.map((r) => r[0])));
  await page.locator('#compare tbody tr:last-child').scrollIntoViewIfNeeded();
  await shot('puct-compare-en');
  for (const lang of ['vi', 'pl']) {
    await page.selectOption('#lang', lang);
    await settled(page);
    await page.locator('#compare tbody tr:last-child').scrollIntoViewIfNeeded();
    await shot(`puct-compare-${lang}`);
  }
  await open(`?game=tictactoe&g.position=${POSITION}&algo=puct&iter=300&seed=4`);
  const alone = await page.evaluate(() => window.__cutoff.model.summary.stats);
  assert.equal(+puct[1].replace(/\D/g, ''), alone.nodes);
  assert.equal(+puct[2].replace(/\D/g, ''), alone.evals);
});

async function startPlay() {
  await page.getByRole('button', { name: 'Play against the engine' }).click();
  await page.locator('#play-box').waitFor();
  await page.waitForFunction(() => window.__cutoff.play && window.__cutoff.play.positions.length >= 1 && document.getElementById('play-box').dataset.turn === 'you', null, { timeout: 60000 });
}
async function playFirstMoveAndWait() {
  const n = Number(await page.locator('#play-box').getAttribute('data-plies'));
  await page.locator('#play-moves button').first().click();
  await page.waitForFunction((k) => Number(document.getElementById('play-box').dataset.plies) >= k + 2 && ['you', 'over'].includes(document.getElementById('play-box').dataset.turn), n, { timeout: 60000 });
  return page.evaluate(() => window.__cutoff.play.positions.map((p) => ({ by: p.by || '', name: p.name, moves: (p.moves || []).map((m) => m.name) })));
}

/**
 * The tree beside the board is the engine's own search of the position it answered: its algorithm
 * and iterations, its most-visited root move the move played, and the status says so.
 */
async function engineSearchOnShow(algorithm, iterations, played) {
  const got = await page.evaluate(() => {
    const m = window.__cutoff.model, s = m.summary;
    const top = s.children.reduce((a, c) => (c.visits > a.visits ? c : a));
    return { algorithm: m.algorithm, iterations: s.iterations, best: s.bestMoveName, top: top.move, topVisits: top.visits, visits: s.children.reduce((a, c) => a + c.visits, 0) };
  });
  assert.deepEqual({ algorithm: got.algorithm, iterations: got.iterations, best: got.best, top: got.top }, { algorithm, iterations, best: played, top: played });
  assert.equal(got.visits, iterations, 'the root children’s visits add up to the iterations');
  const status = await page.locator('#play-status').textContent();
  assert.ok(status.includes(`The engine played ${played}. (${got.topVisits} of ${iterations} visits;`), status);
  assert.match(status, /Its search is the tree on show\./);
}

test('play against PUCT (uniform priors, said so) and MCTS in Dodgem; the engine goes into the link and comes back', async () => {
  await open('?game=dodgem');
  await startPlay();
  await page.getByLabel('Engine:').selectOption({ label: 'AlphaZero-style (PUCT + network)' });
  await page.getByLabel('Engine’s iterations').fill('200');
  await page.getByLabel('Engine’s iterations').press('Tab'); // a real change (blur), as a person leaves the field
  assert.match(await page.locator('#play-engine-note').textContent(), /^PUCT without a network \(none is trained for this game\): every move gets the same prior/);
  let ps = await playFirstMoveAndWait();
  const last = ps[ps.length - 1], before = ps[ps.length - 2];
  assert.equal(last.by, 'engine');
  assert.ok(before.moves.includes(last.name), `${last.name} among ${before.moves}`);
  await engineSearchOnShow('puct', 200, last.name);
  await shot('puct-play-dodgem-tree');
  // The link is written 300 ms after a change: wait for the two plies in it, not only the engine
  // (which went in when it was chosen, before the move).
  await page.waitForFunction(() => /moves=\d+\.\d+&eng=puct&eiter=200/.test(location.search));
  const link = page.url();
  await page.getByLabel('Engine:').selectOption('uct');
  ps = await playFirstMoveAndWait();
  assert.equal(ps[ps.length - 1].by, 'engine');
  await engineSearchOnShow('mcts', 200, ps[ps.length - 1].name);
  await page.waitForFunction(() => /eng=uct/.test(location.search));
  // The link reopens the game with its engine and iterations.
  await page.goto(link);
  await page.waitForFunction(() => window.__cutoff.play && window.__cutoff.play.positions.length >= 3, null, { timeout: 60000 });
  assert.equal(await page.getByLabel('Engine:').inputValue(), 'puct');
  assert.equal(await page.getByLabel('Engine’s iterations').inputValue(), '200');
  // A bad engine is an ignored setting, said so.
  await page.goto(ctx.url + '?game=dodgem&play=you&eng=deepblue&eiter=0');
  await page.waitForFunction(() => /deepblue/.test(document.getElementById('link-message').textContent), null, { timeout: 60000 });
  assert.match(await page.locator('#link-message').textContent(), /eng “?deepblue”?.*eiter “?0”?/);
});

test('chess: PUCT (uniform priors, rollouts) and MCTS each answer with a legal move', async () => {
  await open('?game=chess');
  await startPlay();
  await page.getByLabel('Engine:').selectOption('puct');
  const ps = await playFirstMoveAndWait();
  const last = ps[ps.length - 1], before = ps[ps.length - 2];
  assert.equal(last.by, 'engine');
  assert.ok(before.moves.includes(last.name), `${last.name} among the legal moves`);
  await engineSearchOnShow('puct', 500, last.name);
  await shot('puct-play-chess-tree');
  await page.getByLabel('Engine:').selectOption('uct');
  const ps2 = await playFirstMoveAndWait();
  assert.equal(ps2[ps2.length - 1].by, 'engine');
  assert.ok(ps2[ps2.length - 2].moves.includes(ps2[ps2.length - 1].name));
});
