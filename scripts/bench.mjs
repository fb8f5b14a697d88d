// npm run bench: the scale target of issue 3, measured in headless Chromium. The whole tic-tac-toe
// minimax trace (549,946 nodes) must load, lay out and show its first frame within 2 s, and play
// and scrub at 30 frames per second or more. Each figure is printed with its ratio to the target.
// Issue 16's figures too: the first frame (the median of 5 requests, against a baseline measured in
// the same run), the page's bytes per node and the wasm's size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, openPage, waitForNodes, ROOT } from '../tests/support/browser.mjs';
import { buildWasm } from './build.mjs';

if (!fs.existsSync(path.join(ROOT, 'www/pkg/cutoff_bg.wasm')) || process.argv.includes('--build')) {
  execFileSync('bash', ['scripts/ensure.sh', '--browser'], { cwd: ROOT, stdio: 'inherit' });
  buildWasm();
}

const browser = await launch();
const { page, errors, close } = await openPage(browser, { width: 1600, height: 900 });
const cdp = await page.context().newCDPSession(page);
await waitForNodes(page, 11);

/** Frames drawn per second over `ms`, while `drive` runs in the page each animation frame. */
async function fps(ms, mode) {
  return page.evaluate(([ms, mode]) => new Promise((resolve) => {
    const c = window.__cutoff;
    const tl = document.getElementById('timeline');
    const E = c.model.trace.kind.length;
    const start = performance.now();
    const f0 = c.frames;
    let drawMs = 0, worst = 0, n = 0, k = 0;
    function tick() {
      const now = performance.now();
      if (mode === 'scrub') {
        // A hand dragging the thumb: a new position every frame, all over the trace.
        k++;
        tl.value = String(Math.floor(((k * 7919) % 1000) / 1000 * (E - 1)));
        tl.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (c.lastFrameMs) { drawMs += c.lastFrameMs; worst = Math.max(worst, c.lastFrameMs); n++; }
      if (now - start < ms) requestAnimationFrame(tick);
      else resolve({ fps: ((c.frames - f0) * 1000) / (now - start), drawMs: drawMs / Math.max(1, n), worstMs: worst });
    }
    requestAnimationFrame(tick);
  }), [ms, mode]);
}

/**
 * The page's memory after a full collection: the JS heap in use plus the typed arrays' backing
 * stores (outside the heap). CDP's Runtime.getHeapUsage gives both (backingStorageSize) in
 * Chromium 124 and later; elsewhere the arrays reachable from the page's state are counted.
 */
async function pageMemory() {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  // The typed arrays the page's state holds (a shared buffer once), what the trace costs.
  const arrays = await page.evaluate(() => {
    const seen = new Set();
    let bytes = 0;
    const walk = (o, d) => {
      if (!o || typeof o !== 'object' || d > 5 || seen.has(o)) return;
      seen.add(o);
      if (ArrayBuffer.isView(o)) { if (!seen.has(o.buffer)) { seen.add(o.buffer); bytes += o.buffer.byteLength; } return; }
      if (Array.isArray(o) && o.length > 64) return;
      for (const k of Object.keys(o)) { let v; try { v = o[k]; } catch { continue; } walk(v, d + 1); }
    };
    walk(window.__cutoff, 0);
    return bytes;
  });
  const backing = typeof heap.backingStorageSize === 'number' ? heap.backingStorageSize : arrays;
  return { heap: heap.usedSize, backing, arrays, total: heap.usedSize + backing };
}
// The baseline: the page as it opens (AIMA's tree, 11 nodes), in the same run.
const memBefore = await pageMemory();

const results = {};
// Load: choose tic-tac-toe and minimax as a user would; time from the request to the first frame.
await page.getByLabel('Game', { exact: true }).selectOption('tictactoe');
await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
await waitForNodes(page, 549946, 60000);
await page.waitForFunction(() => window.__cutoff.lastTimings && window.__cutoff.lastTimings.firstFrame > 0);
// Clean measurements now that the page has warmed up (the first included the alpha-beta run it
// superseded): the median of FIRST_FRAME_RUNS requests, each after an alpha-beta search, so that a
// shared machine's slow spell (its memory, its other core) does not decide the figure alone.
const FIRST_FRAME_RUNS = 5;
/** FIRST_FRAME_RUNS requests' timings, each after an alpha-beta search; `inWorker`: the tree laid out in the worker. */
async function firstFrameRuns(inWorker) {
  await page.evaluate((w) => { window.__cutoff.layoutInWorker = w; }, inWorker);
  const out = [];
  for (let i = 0; i < FIRST_FRAME_RUNS; i++) {
    await page.getByLabel('Algorithm', { exact: true }).selectOption('alphabeta');
    await waitForNodes(page, 18297, 60000);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('minimax');
    await waitForNodes(page, 549946, 60000);
    await page.waitForFunction(() => window.__cutoff.lastTimings.firstFrame > 0);
    out.push(await page.evaluate(() => window.__cutoff.lastTimings));
  }
  await page.evaluate(() => { window.__cutoff.layoutInWorker = false; });
  return out;
}
const medianRun = (rs) => [...rs].sort((a, b) => a.firstFrame - b.firstFrame)[Math.floor(rs.length / 2)];
const runs = await firstFrameRuns(false);
// The baseline in the same run: the layout made in the worker after the copy, as before 3 December.
const serialRuns = await firstFrameRuns(true);
const firstFrames = runs.map((r) => r.firstFrame);
const t = medianRun(runs), serial = medianRun(serialRuns);
const events = await page.evaluate(() => window.__cutoff.model.trace.kind.length);
results.events = events;
// The page's memory with the whole trace on show, against the baseline.
const memAfter = await pageMemory();

await page.getByLabel('Speed').fill('85');
await page.getByRole('button', { name: 'Play', exact: true }).click();
const playFit = await fps(3000, 'play');
await page.getByRole('button', { name: 'Pause' }).click();
for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
await page.getByRole('button', { name: 'Play', exact: true }).click();
const playZoom = await fps(3000, 'play');
await page.getByRole('button', { name: 'Pause' }).click();
await page.getByRole('button', { name: 'Fit to view' }).click();
const scrubFit = await fps(3000, 'scrub');
for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
const scrubZoom = await fps(3000, 'scrub');
// One full frame including rasterisation (getImageData waits for the canvas to be painted).
const fullDraw = await page.evaluate(() => {
  const v = window.__cutoff.view, E = window.__cutoff.model.trace.kind.length;
  v.fit();
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) { v.draw(Math.floor((E * i) / 20)); v.ctx.getImageData(0, 0, 1, 1); }
  return (performance.now() - t0) / 20;
});
const heap = await cdp.send('Runtime.getHeapUsage');
// Typed arrays live outside the JS heap: count the model's arrays too.
const arrays = await page.evaluate(() => {
  const m = window.__cutoff.model;
  let bytes = 0;
  for (const group of [m.trace, m.index, m.layout, m.display, m.labels, m.pruned]) {
    for (const v of Object.values(group)) if (ArrayBuffer.isView(v)) bytes += v.byteLength;
  }
  return bytes;
});

const row = (name, value, unit, target, better) => {
  const ratio = better === 'lower' ? target / value : value / target;
  console.log(`${name.padEnd(38)} ${value.toFixed(1).padStart(9)} ${unit.padEnd(4)} target ${better === 'lower' ? '<=' : '>='} ${String(target).padEnd(5)} ratio ${ratio.toFixed(2)} ${ratio >= 1 ? 'ok' : 'MISSED'}`);
  return ratio >= 1;
};
console.log(`\nCutoff bench: tic-tac-toe minimax, ${events.toLocaleString('en-US')} events, 549,946 nodes, headless Chromium 1600x900\n`);
console.log(`the median of ${FIRST_FRAME_RUNS} requests (first frames ${firstFrames.map((v) => v.toFixed(0)).join(', ')} ms):`);
console.log(`worker: search ${t.search.toFixed(0)} ms, display tree sent ${t.display.toFixed(0)} ms, copy out ${t.copy.toFixed(0)} ms, index ${t.index.toFixed(0)} ms, labels ${t.labels.toFixed(0)} ms, packing ${t.pack.toFixed(0)} ms (worker total ${t.total.toFixed(0)} ms)`);
console.log(`page: layout ${t.layout.toFixed(0)} ms (on the page, while the worker copies the trace out), request to result ${t.roundTrip.toFixed(0)} ms (includes the transfer), request to first frame ${t.firstFrame.toFixed(0)} ms`);
// Issue 16: the first frame's parts on its critical path (the page's layout runs beside them), so
// that what dominates is read off the run.
const parts = { search: t.search, 'display tree sent': t.display, 'copy out': t.copy, index: t.index, labels: t.labels, packing: t.pack, 'transfer + page wait': t.roundTrip - t.total, 'model + first draw': t.firstFrame - t.roundTrip };
console.log(`first frame's parts: ${Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(0)} ms (${((100 * v) / t.firstFrame).toFixed(0)}%)`).join(', ')}\n`);
console.log(`baseline, the tree laid out in the worker after the copy: first frames ${serialRuns.map((r) => r.firstFrame.toFixed(0)).join(', ')} ms, median ${serial.firstFrame.toFixed(0)} ms (layout ${serial.layout.toFixed(0)} ms); the page's layout beside the worker: ratio ${(serial.firstFrame / t.firstFrame).toFixed(2)}\n`);
let ok = true;
ok &= row('load + layout + first frame', t.firstFrame, 'ms', 2000, 'lower');
// Issue 16's goal for the same figure (217 ms when it was filed, 453 ms on 3 December before the
// core wrote the page's trace and the page laid the tree out beside the worker): printed, not yet required.
row('request to first frame (issue 16)', t.firstFrame, 'ms', 150, 'lower');
ok &= row('playing, fit to view (fps)', playFit.fps, 'fps', 30, 'higher');
ok &= row('playing, zoomed in (fps)', playZoom.fps, 'fps', 30, 'higher');
ok &= row('scrubbing, fit to view (fps)', scrubFit.fps, 'fps', 30, 'higher');
ok &= row('scrubbing, zoomed in (fps)', scrubZoom.fps, 'fps', 30, 'higher');
console.log(`\ndraw time per frame (mean / worst): play fit ${playFit.drawMs.toFixed(1)}/${playFit.worstMs.toFixed(1)} ms, play zoomed ${playZoom.drawMs.toFixed(1)}/${playZoom.worstMs.toFixed(1)} ms, scrub fit ${scrubFit.drawMs.toFixed(1)}/${scrubFit.worstMs.toFixed(1)} ms, scrub zoomed ${scrubZoom.drawMs.toFixed(1)}/${scrubZoom.worstMs.toFixed(1)} ms`);
console.log(`one frame at fit to view, rasterised: ${fullDraw.toFixed(1)} ms (budget at 30 fps: 33 ms)`);
console.log(`JS heap used (page): ${(heap.usedSize / 1048576).toFixed(1)} MB of ${(heap.totalSize / 1048576).toFixed(1)} MB, plus ${(arrays / 1048576).toFixed(1)} MB of typed arrays (trace, index, layout)`);
console.log(`events: ${events.toLocaleString('en-US')}`);
// Issue 16: at most 64 bytes per node with the whole trace on show (168 when it was filed, 95.7 on
// 2 December, 59.7 since the worker packs what the page keeps): required, as the frame rates are.
const NODES = 549946;
const mb = (b) => `${(b / 1048576).toFixed(1)} MB`;
console.log(`\npage memory after a full collection: baseline (AIMA, 11 nodes) ${mb(memBefore.total)} (heap ${mb(memBefore.heap)}, array buffers ${mb(memBefore.backing)}); with the trace ${mb(memAfter.total)} (heap ${mb(memAfter.heap)}, array buffers ${mb(memAfter.backing)}; the state's typed arrays ${mb(memAfter.arrays)})`);
console.log(`page bytes per node: ${(memAfter.total / NODES).toFixed(1)} in all, ${((memAfter.total - memBefore.total) / NODES).toFixed(1)} over the baseline, typed arrays ${(memAfter.arrays / NODES).toFixed(1)}`);
ok &= row('page bytes per node (issue 16)', memAfter.total / NODES, 'B', 64, 'lower');
// What the browser fetches and compiles before the first search, against issue 16's budget.
const wasm = fs.readFileSync(path.join(ROOT, 'www/pkg/cutoff_bg.wasm'));
const gz = zlib.gzipSync(wasm, { level: 9 }).length;
console.log(`wasm: ${wasm.length.toLocaleString('en-US')} bytes (${gz.toLocaleString('en-US')} gzipped), budget 1,500,000: ratio ${(1_500_000 / wasm.length).toFixed(2)} ${wasm.length <= 1_500_000 ? 'ok' : 'MISSED'}`);
if (errors.length) console.log('page errors:', errors);
await close();
await browser.close();
process.exit(ok && !errors.length ? 0 : 1);
