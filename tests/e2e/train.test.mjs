// End-to-end: the Train panel. A tic-tac-toe net trains a few chunks in the worker (the tab keeps
// answering), the chart shows a loss point per chunk where the chart says it drew it, Stop stops,
// the net is saved as a file and loaded back, a bad file is refused with the core's reason; then
// PUCT with that net answers a move in play, and the learned comparison gives its three rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { SHOTS, isOnTop } from '../support/browser.mjs';
import { usePage } from '../support/session.mjs';

let ctx, page;
// A fresh page for each test: no net trained or loaded, no panel left open by the test before.
usePage((s) => ({ ctx, page } = s), { width: 1280, height: 720, reset: true });
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });

const dialog = () => page.getByRole('dialog', { name: 'Train a network by self-play' });
const points = async () => Number(await page.locator('#train-panel').getAttribute('data-points'));
/** Tic-tac-toe opened anew, its Train panel open. */
async function openPanel() {
  await page.goto(ctx.url + '?game=tictactoe');
  await page.waitForFunction(() => document.getElementById('tree').dataset.nodes);
  await page.getByRole('button', { name: 'Train a network…', exact: true }).click();
  await dialog().waitFor();
}
/** Training started, `games` games between points. */
async function train(games) {
  await dialog().getByLabel('Games between points').fill(String(games));
  await dialog().getByRole('button', { name: '▶ Train' }).click();
}
/** Training stopped, once the worker says it has. */
async function stop() {
  await dialog().getByRole('button', { name: '■ Stop' }).click();
  await page.waitForFunction(() => document.getElementById('train-panel').dataset.running === 'false', null, { timeout: 30000 });
}

test('a tic-tac-toe net trains chunk by chunk: loss points on the chart, games a second, Stop', async () => {
  await openPanel();
  assert.match(await page.locator('#train-net-line').textContent(), /shipped with the page \(made by cutoff train --game tictactoe --seed 1\)/);
  await train(5);
  // The tab answers while the worker trains: a frame comes within a second of asking.
  await page.waitForFunction(() => Number(document.getElementById('train-panel').dataset.points) >= 1, null, { timeout: 60000 });
  const frame = await page.evaluate(() => new Promise((res) => { const t0 = performance.now(); requestAnimationFrame(() => res(performance.now() - t0)); }));
  assert.ok(frame < 1000, `a frame took ${frame} ms while training`);
  await page.waitForFunction(() => Number(document.getElementById('train-panel').dataset.points) >= 3, null, { timeout: 90000 });
  await stop();
  const n = await points();
  assert.ok(n >= 3);
  const { drawn, pts } = await page.evaluate(() => ({ drawn: window.__cutoff.train.drawn, pts: window.__cutoff.train.points }));
  assert.equal(drawn.loss.length, n, 'one loss point per chunk');
  assert.deepEqual(pts.map((p) => p.games), pts.map((_, i) => 5 * (i + 1)), 'five games a chunk');
  for (const p of pts) {
    assert.ok(p.loss > 0 && Number.isFinite(p.loss));
    assert.equal(p.vsRandom.won + p.vsRandom.drawn + p.vsRandom.lost, 20);
    assert.equal(p.vsPerfect.won, 0, 'nobody beats perfect play');
  }
  // Each loss point is drawn where the chart says: the loss colour is under its marker.
  const colours = await page.evaluate((marks) => {
    const c = document.getElementById('train-chart');
    const k = c.width / c.clientWidth;
    const ctx2 = c.getContext('2d');
    return marks.map(([x, y]) => [...ctx2.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data]);
  }, drawn.loss);
  for (const [r, g, b, a] of colours) assert.ok(a > 200 && b > 150 && r < 90, `the loss marker is blue: ${r},${g},${b},${a}`);
  assert.equal(await page.locator('#train-chart').getAttribute('data-loss-points'), String(n));
  const status = await page.locator('#train-status').textContent();
  assert.match(status, new RegExp(`^${5 * n} games of self-play, [\\d.]+ games a second, loss \\d\\.\\d{3}\\. Against a random player \\(won–drawn–lost\\): \\d+–\\d+–\\d+\\. Against perfect play: 0–\\d+–\\d+\\.$`));
  // Stopped: no more points come. The training loop has ended (stop() saw it) and the panel says so:
  // Train can be pressed again, Stop cannot.
  await page.waitForFunction(() => !document.getElementById('train-start').disabled && document.getElementById('train-stop').disabled);
  assert.equal(await points(), n);
  assert.match(await page.locator('#train-net-line').textContent(), new RegExp(`trained here \\(${5 * n} games\\)`));
  await shot('train-01-chart-en');
});

// Issue 37: pressing Train with the defaults reaches the CLI's net. The page stops at the CLI's
// 6,000 games, its net is then `cutoff train --game tictactoe --seed 1`'s (the shipped file) to
// within rounding: the same games were played, but wasm's exp and tanh are not the native libm's,
// so the last bits differ. Its last point loses no line of perfect play at the CLI's 200 iterations. The
// seconds the page reports are printed, not held to a limit here (the machine is shared; the
// benchmark and the note give the times).
test('Train with the defaults stops at the CLI\'s games with the CLI\'s net, losing no line of perfect play', async () => {
  await openPanel();
  await dialog().getByRole('button', { name: '▶ Train' }).click();
  await page.waitForFunction(() => document.getElementById('train-panel').dataset.done === 'true' && document.getElementById('train-panel').dataset.running === 'false', null, { timeout: 600000 });
  const pts = await page.evaluate(() => window.__cutoff.train.points);
  const last = pts[pts.length - 1];
  assert.equal(last.games, 6000);
  assert.deepEqual(pts.map((p) => p.games), pts.map((_, i) => 100 * (i + 1)), 'a hundred games a point');
  assert.equal(last.iterations, 200);
  assert.ok(last.everyLine);
  assert.equal(last.vsPerfect.lost, 0, `the last point: ${JSON.stringify(last.vsPerfect)}`);
  const status = await page.locator('#train-status').textContent();
  const m = status.match(/Reached 6,000 games, the defaults of cutoff train --game tictactoe --seed 1, in (\d+) s: the network that command makes, to within rounding \(the browser’s exp and tanh round their own way\)\. Train goes on from it\.$/);
  assert.ok(m, status);
  console.log(`# the Train panel reached 6,000 games in ${m[1]} s; lost against perfect play at each point: ${pts.map((p) => p.vsPerfect.lost).join(' ')}`);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Save the network' }).click()]);
  const weights = (text) => { const w = JSON.parse(text).weights; return Array.from({ length: w.length / 16 }, (_, k) => new DataView(new BigUint64Array([BigInt('0x' + w.slice(16 * k, 16 * k + 16))]).buffer).getFloat64(0, true)); };
  const mine = weights(fs.readFileSync(await download.path(), 'utf8'));
  const cli = weights(fs.readFileSync(path.join(import.meta.dirname, '../../www/nets/tictactoe.json'), 'utf8'));
  assert.equal(mine.length, cli.length);
  const worst = Math.max(...mine.map((w, k) => Math.abs(w - cli[k])));
  console.log(`# the page's net against the CLI's: ${mine.length} weights, the largest difference ${worst}`);
  assert.ok(worst < 1e-6, `the page's net is the CLI's to within rounding: ${worst}`);
  // The chart's curve against perfect play ends at 0 % lost, and the legend names the iterations.
  const drawn = await page.evaluate(() => window.__cutoff.train.drawn);
  assert.equal(drawn.perfect.length, pts.length);
  await shot('train-05-reached-en');
  assert.deepEqual(ctx.errors, []);
});

/**
 * The Train panel open on a net trained here: the test's own page (each test has a fresh one) is
 * opened on tic-tac-toe and trains one chunk of 5 games, so that the test stands alone.
 */
async function trainedHere() {
  await openPanel();
  await train(5);
  await page.waitForFunction(() => Number(document.getElementById('train-panel').dataset.points) >= 1, null, { timeout: 60000 });
  await stop();
}

test('the net is saved as a file and loaded back; a file that is not a net, or a net of another game, is refused with the reason', async () => {
  await trainedHere();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Save the network' }).click()]);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  const net = JSON.parse(text);
  assert.equal(net.format, 'cutoff-net');
  assert.equal(net.game, 'tictactoe');
  assert.deepEqual([net.inputs, net.hidden, net.outputs], [18, [64], 9]);
  assert.match(download.suggestedFilename(), /^cutoff-net-tictactoe-\d+-games\.json$/);

  const input = page.locator('#train-file');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my lesson notes') });
  await page.locator('#train-error').waitFor({ state: 'visible' });
  assert.ok(await isOnTop(page.locator('#train-error')), 'the error is where the teacher looks, not under something');
  assert.match(await page.locator('#train-error').textContent(), /^The file notes\.txt is not a network for this game: not a network file: expected value at line 1 column 1\.$/);
  const c4 = fs.readFileSync(path.join(import.meta.dirname, '../../www/nets/connect4-4x4.json'));
  await input.setInputFiles({ name: 'c4.json', mimeType: 'application/json', buffer: c4 });
  await page.waitForFunction(() => /trained for connect4 4x4/.test(document.getElementById('train-error').textContent));
  const cut = text.slice(0, 300);
  await input.setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(cut) });
  await page.waitForFunction(() => /cut\.json is not a network for this game: not a network file: EOF/.test(document.getElementById('train-error').textContent));

  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /from the file mine\.json/.test(document.getElementById('train-net-line').textContent));
  await page.locator('#train-error').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#train-net-line').getAttribute('data-source'), 'file');
  assert.equal(await points(), 0, 'a loaded net starts a new chart');
});

// On a page opened anew (each test has its own): the net the page ships with.
test('PUCT with the page\'s net answers in play, and the learned comparison gives its three rows with their counts', async () => {
  // The learned comparison of the position on show (tic-tac-toe's start, alpha-beta to depth 2 by default).
  await page.goto(ctx.url + '?game=tictactoe&depth=2');
  await page.waitForFunction(() => document.getElementById('learn-box')?.dataset.state === 'done', null, { timeout: 60000 });
  const rows = await page.locator('#learn-table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.row, ...[...tr.children].map((c) => c.textContent)]));
  assert.deepEqual(rows.map((r) => r[0]), ['alphabeta', 'alphabeta-learned', 'puct']);
  assert.match(rows[0][1], /^alpha-beta, depth 2, hand-written evaluation$/);
  // The hand-written row is the page's own alpha-beta search: the same leaves evaluated.
  assert.equal(rows[0][2], await page.locator('#c-evals').textContent());
  assert.ok(Number(rows[2][2].replace(/,/g, '')) <= 201);
  for (const r of rows) assert.match(r[4], /^(yes|no)$/);
  assert.equal(rows[2][4], 'yes', 'from the empty board every move keeps the draw');

  await page.getByRole('button', { name: 'Play against the engine' }).click();
  await page.locator('#play-box').waitFor();
  await page.getByLabel('Engine:').selectOption('puct');
  await page.getByLabel('Engine’s iterations').fill('200');
  await page.getByLabel('Engine’s iterations').dispatchEvent('change');
  await page.getByRole('radio', { name: 'Engine' }).check();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.turn === 'you' && Number(document.getElementById('play-box').dataset.plies) === 1, null, { timeout: 60000 });
  const ps = await page.evaluate(() => window.__cutoff.play.positions.map((p) => ({ name: p.name, by: p.by || '', moves: p.moves.map((m) => m.name) })));
  assert.equal(ps[1].by, 'engine');
  assert.ok(ps[0].moves.includes(ps[1].name));
  assert.match(await page.locator('#play-status').textContent(), new RegExp(`^The engine played ${ps[1].name}\\. \\(\\d+ of 200 visits; \\d+ positions evaluated\\.\\) Its search is the tree on show\\. Your move`));
  // The tree on show is that search: PUCT with the net's priors (not uniform), 200 iterations, its most-visited move the one played.
  const shown = await page.evaluate(() => { const s = window.__cutoff.model.summary; return { algorithm: window.__cutoff.model.algorithm, iterations: s.iterations, best: s.bestMoveName, priors: s.children.map((c) => c.prior) }; });
  assert.equal(shown.algorithm, 'puct');
  assert.equal(shown.iterations, 200);
  assert.equal(shown.best, ps[1].name);
  assert.ok(Math.max(...shown.priors) - Math.min(...shown.priors) > 0.01, `the net's priors: ${shown.priors}`);
  // The person answers; PUCT answers again.
  await page.locator('#play-moves button').first().click();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.turn === 'you' && Number(document.getElementById('play-box').dataset.plies) === 3, null, { timeout: 60000 });
  await shot('train-02-play-puct-en');
  // MCTS (UCT) too.
  await page.getByLabel('Engine:').selectOption('uct');
  await page.locator('#play-moves button').first().click();
  await page.waitForFunction(() => document.getElementById('play-box').dataset.turn !== 'engine' && Number(document.getElementById('play-box').dataset.plies) >= 5, null, { timeout: 60000 });
  assert.deepEqual(ctx.errors, []);
});

test('the panel and the comparison in Vietnamese and Polish at 1280x720', async () => {
  for (const lang of ['vi', 'pl']) {
    await page.goto(ctx.url + `?game=tictactoe&depth=2&lang=${lang}`);
    await page.waitForFunction(() => document.getElementById('learn-box')?.dataset.state === 'done', null, { timeout: 60000 });
    await page.locator('#train-open').click();
    await page.locator('#train-chunk').fill('5');
    await page.locator('#train-start').click();
    await page.waitForFunction(() => Number(document.getElementById('train-panel').dataset.points) >= 2, null, { timeout: 90000 });
    await page.locator('#train-stop').click();
    await page.waitForFunction(() => document.getElementById('train-panel').dataset.running === 'false', null, { timeout: 30000 });
    const status = await page.locator('#train-status').textContent();
    assert.doesNotMatch(status, /games|won|lost/, `${lang}: ${status}`);
    await shot(`train-03-chart-${lang}`);
    await page.locator('#train-close').click();
    await page.locator('#learn-box').scrollIntoViewIfNeeded();
    await shot(`train-04-compare-${lang}`);
  }
  assert.deepEqual(ctx.errors, []);
});
