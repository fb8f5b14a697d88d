// Chess and xiangqi search speed, native against WebAssembly in the same run.
//
// Native: `cargo bench --bench chess -- --json` (crate/benches/chess.rs). WebAssembly: the same
// searches (same positions, depths and switches) through the page's own wasm package in Node.
// Prints nodes per second on both sides, the wasm/native ratio (goal: at least 0.7) and the
// traced/untraced ratio in wasm. The ratio is taken on CPU time (the native thread's, this
// process's), so that it holds on a machine shared with other work, where wall time also counts
// the waits for a core; the wall-time ratio is printed beside it. Native and wasm are measured in
// turns (rounds), so that the machine's fast and slow spells fall on both sides alike; the median
// round's ratio is the one reported. The wasm's size is printed against its budget.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { launch, openPage } from '../tests/support/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };

// Must match workload() in crate/benches/chess.rs (and the searches of crate/benches/xiangqi.rs).
const techniques = { algorithm: 'pvs', ordering: ['mvv-lva', 'killer', 'history'], tt: true, iterativeDeepening: true, quiescence: true };
const workload = [
  { name: 'start position, depth 5', game: { kind: 'chess' }, depth: 5 },
  { name: 'quiet middlegame, depth 4', game: { kind: 'chess', preset: 'middlegame' }, depth: 4 },
];
const xiangqiWorkload = [
  { name: 'xiangqi middlegame, depth 4', game: { kind: 'xiangqi', preset: 'middlegame' }, depth: 4 },
  { name: 'xiangqi start position, depth 4', game: { kind: 'xiangqi' }, depth: 4 },
];
const reps = 5;
/** Turns of native and wasm measuring (see rounds()). */
const ROUNDS = 11;
const RATIO_GOAL = 0.7;
const WASM_BUDGET = 1_500_000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!fs.existsSync(path.join(root, 'www/pkg/cutoff_bg.wasm'))) {
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, env, stdio: 'inherit' });
}

/** The bench binary `cargo bench --bench <name>` runs, built (once) and located. */
function benchBinary(name) {
  const out = execFileSync('cargo', ['bench', '--quiet', '--bench', name, '--no-run', '--message-format=json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const artifact = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)).find((m) => m.reason === 'compiler-artifact' && m.target?.name === name && m.executable);
  if (!artifact) throw new Error(`cargo built no executable for the ${name} bench`);
  return artifact.executable;
}
/** One run of a native bench (`-- --json`): its JSON line. */
const nativeRun = (binary) => JSON.parse(execFileSync(binary, ['--json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').filter((l) => l.startsWith('{')).pop());
console.log('native: cargo bench --bench chess -- --json, and --bench xiangqi');
const chessBench = benchBinary('chess');
const xiangqiBench = benchBinary('xiangqi');

const wasmFile = path.join(root, 'www/pkg/cutoff_bg.wasm');
const wasmBytes = fs.statSync(wasmFile).size;
const wasmGzip = zlib.gzipSync(fs.readFileSync(wasmFile), { level: 9 }).length;
console.log(`wasm: ${wasmBytes.toLocaleString('en-US')} bytes (${wasmGzip.toLocaleString('en-US')} gzipped), budget ${WASM_BUDGET.toLocaleString('en-US')}: ratio ${(WASM_BUDGET / wasmBytes).toFixed(2)} ${wasmBytes <= WASM_BUDGET ? 'MET' : 'NOT MET'}`);

const pkg = await import(path.join(root, 'www/pkg/cutoff.js'));
pkg.initSync({ module: fs.readFileSync(path.join(root, 'www/pkg/cutoff_bg.wasm')) });

/**
 * This thread's CPU seconds, as the native side counts its own thread's: the wasm runs on this
 * thread, while V8's helper threads (the optimising compiler tiering the module up, the
 * collector) run beside it and are no part of the search. Linux's /proc/thread-self/schedstat
 * gives the thread's time on a CPU in nanoseconds; elsewhere the whole process's CPU time.
 *
 * The kernel adds a running thread's time to that count only at a scheduler tick (every 4 ms at
 * 250 Hz) or when the thread leaves the CPU, so read straight after a search the count is up to
 * a tick stale: a 13 ms chess search read as 8, 12 or 16 ms. A sleep of 0.2 ms first (a futex
 * wait: the thread leaves the CPU) brings the count up to date; the sleep itself is no CPU time.
 */
const SCHEDSTAT = '/proc/thread-self/schedstat';
const threadClock = (() => { try { return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) > 0; } catch { return false; } })();
const nap = new Int32Array(new SharedArrayBuffer(4));
const cpu = threadClock
  ? () => {
      Atomics.wait(nap, 0, 0, 0.2);
      return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e9;
    }
  : () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
console.log(`wasm CPU time: ${threadClock ? "this thread's (" + SCHEDSTAT + ')' : "the process's (process.cpuUsage)"}`);

/**
 * The workload's searches in wasm, on handles made (and warmed up) once: `round()` runs each
 * search `reps` times and returns nodes, and the median untraced and traced seconds summed
 * (untracedCpu: the untraced searches' CPU seconds); `report()` prints each search's medians over
 * every round.
 */
function wasmSearches(workload) {
  const searches = workload.map((w) => {
    const handle = new pkg.Cutoff(w.game);
    const request = { ...techniques, depth: w.depth };
    // Warm-up, not timed: V8 first runs the module's baseline code and tiers the hot functions up
    // in the background; the native side has no such start. Two searches, untraced and traced.
    for (let i = 0; i < 2; i++) { handle.count(request); handle.search(request); }
    return { w, handle, request, nodes: 0, plain: [], rec: [] };
  });
  function round() {
    let nodes = 0, untraced = 0, traced = 0, untracedCpu = 0;
    for (const s of searches) {
      const plain = [], plainCpu = [], rec = [];
      for (let i = 0; i < reps; i++) {
        // The CPU clock's reads (each with its nap) stand outside the wall clock's.
        const c = cpu();
        let t = performance.now();
        s.nodes = s.handle.count(s.request).stats.nodes;
        plain.push(performance.now() - t);
        plainCpu.push(cpu() - c);
        t = performance.now();
        const r = s.handle.search(s.request);
        rec.push(performance.now() - t);
        if (r.stats.nodes !== s.nodes) throw new Error(`${s.w.name}: traced search counted ${r.stats.nodes} nodes, untraced ${s.nodes}`);
      }
      s.plain.push(...plain);
      s.rec.push(...rec);
      nodes += s.nodes;
      untraced += median(plain) / 1000;
      traced += median(rec) / 1000;
      untracedCpu += median(plainCpu);
    }
    return { nodes, untraced, traced, untracedCpu };
  }
  function report() {
    for (const { w, nodes: n, plain, rec } of searches) {
      const [p, t] = [median(plain), median(rec)];
      console.log(`wasm ${w.name}: ${n} nodes, untraced ${p.toFixed(1)} ms (${Math.round(n / p * 1000)} nodes/s), traced ${t.toFixed(1)} ms, traced/untraced ${(t / p).toFixed(2)}`);
    }
  }
  const free = () => searches.forEach((s) => s.handle.free());
  return { round, report, free };
}

/**
 * The same searches in headless Chromium, the page's browser (its V8 is not Node's), on the
 * page's own wasm: `round()` as wasmSearches', in wall time only (a page has no CPU clock).
 */
async function chromiumSearches(page, workload) {
  await page.evaluate(async ({ workload, techniques, reps }) => {
    const pkg = await import('/www/pkg/cutoff.js');
    await pkg.default();
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const searches = workload.map((w) => {
      const handle = new pkg.Cutoff(w.game);
      const request = { ...techniques, depth: w.depth };
      for (let i = 0; i < 2; i++) { handle.count(request); handle.search(request); }
      return { handle, request };
    });
    window.__benchRound = () => {
      let nodes = 0, untraced = 0;
      for (const s of searches) {
        const times = [];
        for (let i = 0; i < reps; i++) {
          const t = performance.now();
          const r = s.handle.count(s.request);
          times.push(performance.now() - t);
          if (i === 0) nodes += r.stats.nodes;
        }
        untraced += median(times) / 1000;
      }
      return { nodes, untraced };
    };
  }, { workload, techniques, reps });
  return { round: () => page.evaluate(() => window.__benchRound()) };
}

/**
 * Native and wasm in turns, `rounds` times: one run of the native bench, then the same searches
 * in wasm. A machine shared with other work runs fast and slow spells (the same search's CPU time
 * here swings by 40% from one second to the next); measured in turns, both sides meet the same
 * spells, where one native run before all the wasm searches met its own. Each round gives a
 * ratio; the median round's is the one reported, and the spread of the rounds beside it.
 */
async function rounds(binary, searches, nativeNodes, nativeNps, browserSearches) {
  const all = [];
  for (let r = 0; r < ROUNDS; r++) {
    const native = nativeRun(binary);
    const wasm = searches.round();
    const browser = await browserSearches.round();
    const { nps, npsCpu, nodes } = nativeNps(native);
    if (wasm.nodes !== nodes) throw new Error(`native searched ${nodes} ${nativeNodes}, wasm ${wasm.nodes}: the workloads differ`);
    const wall = wasm.nodes / wasm.untraced / nps;
    const ratio = npsCpu > 0 && wasm.untracedCpu > 0 ? wasm.nodes / wasm.untracedCpu / npsCpu : wall;
    if (browser.nodes !== nodes) throw new Error(`native searched ${nodes} ${nativeNodes}, wasm in Chromium ${browser.nodes}: the workloads differ`);
    all.push({ native, wasm, nps, npsCpu, wall, ratio, browserWall: browser.nodes / browser.untraced / nps });
  }
  const mid = [...all].sort((a, b) => a.ratio - b.ratio)[Math.floor(all.length / 2)];
  const spread = `rounds ${all.map((a) => a.ratio.toFixed(2)).join(' ')}`;
  const wall = median(all.map((a) => a.wall));
  const traced = median(all.map((a) => a.wasm.traced / a.wasm.untraced));
  const browserWall = median(all.map((a) => a.browserWall));
  const browserSpread = `rounds ${all.map((a) => a.browserWall.toFixed(2)).join(' ')}`;
  return { mid, spread, wall, traced, browserWall, browserSpread };
}

const browser = await launch();
const { page, close } = await openPage(browser, { width: 800, height: 600 });
const chess = wasmSearches(workload);
const c = await rounds(chessBench, chess, 'nodes', (n) => ({ nps: n.nps, npsCpu: n.nps_cpu, nodes: n.nodes }), await chromiumSearches(page, workload));
chess.report();
chess.free();
console.log(`\nnative: ${Math.round(c.mid.nps)} nodes/s untraced (${Math.round(c.mid.npsCpu)} per CPU second), traced/untraced ${(c.mid.native.traced_s / c.mid.native.untraced_s).toFixed(2)} (the median round)`);
console.log(`wasm:   ${Math.round(c.mid.wasm.nodes / c.mid.wasm.untraced)} nodes/s untraced (${Math.round(c.mid.wasm.nodes / c.mid.wasm.untracedCpu)} per CPU second), traced/untraced ${c.traced.toFixed(2)}`);
console.log(`wasm/native speed ratio: ${c.mid.ratio.toFixed(2)} in CPU time (${c.spread}), ${c.wall.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}; published ratios 0.45-0.8): ${c.mid.ratio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`traced/untraced in wasm: ${c.traced.toFixed(2)} (goal at most 3): ${c.traced <= 3 ? 'MET' : 'NOT MET'}`);
console.log(`the same wasm in headless Chromium (the page's browser), against native: ${c.browserWall.toFixed(2)} in wall time (${c.browserSpread}), printed beside the goal's Node figure`);

console.log('');
const xiangqi = wasmSearches(xiangqiWorkload);
const x = await rounds(xiangqiBench, xiangqi, 'xiangqi nodes', (n) => ({ nps: n.xiangqi_search_nps, npsCpu: n.xiangqi_search_nps_cpu, nodes: n.xiangqi_nodes }), await chromiumSearches(page, xiangqiWorkload));
xiangqi.report();
xiangqi.free();
const xqNative = x.mid.native;
console.log(`\nnative xiangqi: ${Math.round(xqNative.xiangqi_search_nps)} nodes/s untraced, traced/untraced ${xqNative.xiangqi_traced_over_untraced.toFixed(2)}; perft ${Math.round(xqNative.xiangqi_perft_nps)} leaves/s, ${(xqNative.xiangqi_perft_nps / xqNative.chess_perft_nps).toFixed(2)} of chess perft in the same run (the median round)`);
console.log(`wasm xiangqi:   ${Math.round(x.mid.wasm.nodes / x.mid.wasm.untraced)} nodes/s untraced, traced/untraced ${x.traced.toFixed(2)}`);
console.log(`xiangqi wasm/native speed ratio: ${x.mid.ratio.toFixed(2)} in CPU time (${x.spread}), ${x.wall.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}): ${x.mid.ratio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`xiangqi traced/untraced in wasm: ${x.traced.toFixed(2)} (goal at most 2): ${x.traced <= 2 ? 'MET' : 'NOT MET'}`);
console.log(`xiangqi, the same wasm in headless Chromium, against native: ${x.browserWall.toFixed(2)} in wall time (${x.browserSpread})`);
await close();
await browser.close();
