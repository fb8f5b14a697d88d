// Chess and xiangqi search speed, native against WebAssembly in the same run.
//
// Native: the bench binaries `cargo bench --bench chess` and `--bench xiangqi`, kept running in
// their `--serve` mode (crate/benches/support/serve.rs). WebAssembly: the same searches (same
// positions, depths and switches) through the page's own wasm package in Node. Both sides run the
// page's count (`AnyGame::search_budgeted`: the search under a node budget). Prints nodes per
// second on both sides, the wasm/native ratio (goal: at least 0.7) and the traced/untraced ratio
// in wasm. The ratio is taken on CPU time (the native thread's, this thread's), so that it holds
// on a machine shared with other work, where wall time also counts the waits for a core.
//
// A shared machine also runs fast and slow spells (the same search's CPU time swings by half from
// one second to the next), which CPU time does not take out. So the two sides are measured search
// by search, in turns: a search natively, the same search in wasm straight after, then the next,
// for ROUNDS rounds. Each search's least CPU time on each side is the one counted (the spells only
// ever slow a run), and the ratio is the searches' least native time over their least wasm time;
// the median round's ratio and the quartiles are printed beside it. The wasm's size is printed
// against its budget.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
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
/** Rounds of native and wasm measuring (see rounds()), and each side's runs of a search a round. */
const ROUNDS = 100;
const REPS = 3;
/** Rounds of the headless Chromium figure, each search run BROWSER_REPS times on both sides. */
const BROWSER_ROUNDS = 11;
const BROWSER_REPS = 5;
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
console.log('native: cargo bench --bench chess and --bench xiangqi, in their --serve mode (and --json for the native traced/untraced and perft figures)');
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
 * The native side sleeps as long before each run (support/serve.rs). The file is kept open and
 * read again from its start, and what a read of the clock itself costs (the least of many reads
 * with nothing between them) is taken off every wasm run.
 */
const SCHEDSTAT = '/proc/thread-self/schedstat';
const schedstat = (() => { try { return fs.openSync(SCHEDSTAT, 'r'); } catch { return null; } })();
const statBuffer = Buffer.alloc(128);
const readSchedstat = () => Number(statBuffer.toString('latin1', 0, fs.readSync(schedstat, statBuffer, 0, statBuffer.length, 0)).split(' ')[0]) / 1e9;
const threadClock = schedstat !== null && readSchedstat() > 0;
const nap = new Int32Array(new SharedArrayBuffer(4));
const cpu = threadClock
  ? () => {
      Atomics.wait(nap, 0, 0, 0.2);
      return readSchedstat();
    }
  : () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const CLOCK_COST = (() => {
  let costs = Infinity;
  for (let i = 0; i < 500; i++) { const c = cpu(); costs = Math.min(costs, cpu() - c); }
  return costs;
})();
console.log(`wasm CPU time: ${threadClock ? "this thread's (" + SCHEDSTAT + ')' : "the process's (process.cpuUsage)"}, less ${(CLOCK_COST * 1e6).toFixed(1)} µs a run for reading the clock`);

/**
 * A bench binary in its `--serve` mode, kept running: `run(k, reps)` runs search `k` of its
 * workload `reps` times natively and resolves to `{nodes, cpu, wall}` (seconds of every run).
 */
function nativeServer(binary) {
  const child = spawn(binary, ['--serve'], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async run(k, n) {
      child.stdin.write(`${k} ${n}\n`);
      const { value, done } = await lines.next();
      if (done) throw new Error(`${binary} --serve stopped answering`);
      return JSON.parse(value);
    },
    close: () => child.stdin.end(),
  };
}

/**
 * The workload's searches in wasm, on handles made (and warmed up) once: `untraced(k)` runs search
 * `k` once without a trace ({nodes, cpu, wall}), `traced(k)` once with one (wall seconds).
 */
function wasmSearches(workload) {
  const searches = workload.map((w) => {
    const handle = new pkg.Cutoff(w.game);
    const request = { ...techniques, depth: w.depth };
    // Warm-up, not timed: V8 first runs the module's baseline code and tiers the hot functions up
    // in the background; the native side has no such start. Two searches, untraced and traced.
    for (let i = 0; i < 2; i++) { handle.count(request); handle.search(request); }
    return { handle, request };
  });
  function untraced(k) {
    const { handle, request } = searches[k];
    // The CPU clock's reads (each with its nap) stand outside the wall clock's.
    const c = cpu();
    const t = performance.now();
    const nodes = handle.count(request).stats.nodes;
    const wall = (performance.now() - t) / 1000;
    return { nodes, cpu: Math.max(0, cpu() - c - CLOCK_COST), wall };
  }
  function traced(k) {
    const { handle, request } = searches[k];
    const t = performance.now();
    const nodes = handle.search(request).stats.nodes;
    return { nodes, wall: (performance.now() - t) / 1000 };
  }
  const free = () => searches.forEach((s) => s.handle.free());
  return { untraced, traced, free };
}

/**
 * The same searches in headless Chromium, the page's browser (its V8 is not Node's), on the
 * page's own wasm: `round()` runs each search BROWSER_REPS times and returns the nodes and the searches'
 * median wall seconds summed (a page has no CPU clock).
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
  }, { workload, techniques, reps: BROWSER_REPS });
  return { round: () => page.evaluate(() => window.__benchRound()) };
}

const least = (xs) => Math.min(...xs);
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)];

/**
 * Native and wasm in turns, search by search: each round runs a search REPS times natively, then
 * REPS times in wasm untraced and REPS times traced, then the next search. The ratio counts each
 * search's least CPU time on each side over every round; each round's own ratio (its searches'
 * median times) gives the median and quartiles printed beside it. Then BROWSER_ROUNDS rounds of
 * the same searches natively against headless Chromium, in wall time.
 */
async function rounds(workload, server, wasm, browser) {
  const n = workload.length;
  const nodes = [];
  const native = workload.map(() => ({ cpu: [], wall: [] }));
  const inWasm = workload.map(() => ({ cpu: [], wall: [], traced: [] }));
  const roundRatios = [];
  for (let r = 0; r < ROUNDS; r++) {
    let nativeRound = 0, wasmRound = 0;
    for (let k = 0; k < n; k++) {
      const nat = await server.run(k, REPS);
      native[k].cpu.push(...nat.cpu);
      native[k].wall.push(...nat.wall);
      const cpus = [];
      for (let i = 0; i < REPS; i++) {
        const w = wasm.untraced(k);
        if (w.nodes !== nat.nodes) throw new Error(`${workload[k].name}: native searched ${nat.nodes} nodes, wasm ${w.nodes}: the workloads differ`);
        cpus.push(w.cpu);
        inWasm[k].wall.push(w.wall);
      }
      inWasm[k].cpu.push(...cpus);
      for (let i = 0; i < REPS; i++) {
        const t = wasm.traced(k);
        if (t.nodes !== nat.nodes) throw new Error(`${workload[k].name}: the traced search in wasm counted ${t.nodes} nodes, native ${nat.nodes}`);
        inWasm[k].traced.push(t.wall);
      }
      nodes[k] = nat.nodes;
      nativeRound += median(nat.cpu);
      wasmRound += median(cpus);
    }
    roundRatios.push(nativeRound / wasmRound);
  }
  const sum = (f) => workload.reduce((a, _, k) => a + f(k), 0);
  const total = sum((k) => nodes[k]);
  // Without a thread CPU clock natively (not Linux) the bench falls back on wall time.
  const clock = native.every((s) => least(s.cpu) > 0) ? 'cpu' : 'wall';
  const nativeCpu = sum((k) => least(native[k][clock]));
  const wasmCpu = sum((k) => least(inWasm[k][clock]));
  const browserRatios = [];
  for (let r = 0; r < BROWSER_ROUNDS; r++) {
    let nativeWall = 0;
    for (let k = 0; k < n; k++) nativeWall += median((await server.run(k, BROWSER_REPS)).wall);
    const b = await browser.round();
    if (b.nodes !== total) throw new Error(`native searched ${total} nodes, wasm in Chromium ${b.nodes}: the workloads differ`);
    browserRatios.push(nativeWall / b.untraced);
  }
  return {
    nodes, total, native, inWasm,
    clock,
    ratio: nativeCpu / wasmCpu,
    nativeNps: total / nativeCpu,
    wasmNps: total / wasmCpu,
    wall: sum((k) => least(native[k].wall)) / sum((k) => least(inWasm[k].wall)),
    rounds: { median: median(roundRatios), q1: quantile(roundRatios, 0.25), q3: quantile(roundRatios, 0.75) },
    traced: sum((k) => least(inWasm[k].traced)) / sum((k) => least(inWasm[k].wall)),
    browser: median(browserRatios),
    browserSpread: `rounds ${browserRatios.map((x) => x.toFixed(2)).join(' ')}`,
  };
}

/** Each search's least times, as lines. */
function report(workload, m) {
  workload.forEach((w, k) => {
    const [nat, was] = [least(m.native[k][m.clock]), least(m.inWasm[k][m.clock])];
    console.log(`${w.name}: ${m.nodes[k]} nodes; native ${(nat * 1e3).toFixed(2)} ms, wasm ${(was * 1e3).toFixed(2)} ms (least ${m.clock} time of ${m.native[k].cpu.length}), ratio ${(nat / was).toFixed(3)}; wasm traced/untraced ${(least(m.inWasm[k].traced) / least(m.inWasm[k].wall)).toFixed(2)} (least wall times)`);
  });
}

const spread = (m) => `the median round ${m.rounds.median.toFixed(3)}, quartiles ${m.rounds.q1.toFixed(3)} to ${m.rounds.q3.toFixed(3)}`;
/** The JSON line of the run whose `key` is the middle one of `runs` runs of a bench binary's --json mode. */
function nativeJson(binary, runs, key) {
  const all = Array.from({ length: runs }, () => nativeRun(binary));
  return [...all].sort((a, b) => a[key] - b[key])[Math.floor(runs / 2)];
}

const browser = await launch();
const { page, close } = await openPage(browser, { width: 800, height: 600 });

console.log(`\nchess: ${ROUNDS} rounds, each search ${REPS} times a round on each side`);
const chessServer = nativeServer(chessBench);
const chess = wasmSearches(workload);
const c = await rounds(workload, chessServer, chess, await chromiumSearches(page, workload));
chessServer.close();
chess.free();
report(workload, c);
const chessNative = nativeJson(chessBench, 5, 'nps_cpu');
console.log(`\nnative: ${Math.round(c.nativeNps)} nodes a second untraced (best ${c.clock} times); traced/untraced ${(chessNative.traced_s / chessNative.untraced_s).toFixed(2)} (the middle run by speed of 5 runs of --json)`);
console.log(`wasm:   ${Math.round(c.wasmNps)} nodes a second untraced (best ${c.clock} times), traced/untraced ${c.traced.toFixed(2)} (best wall times)`);
console.log(`wasm/native speed ratio: ${c.ratio.toFixed(3)} in ${c.clock === 'cpu' ? 'CPU' : 'wall'} time (${spread(c)}), ${c.wall.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}; published ratios 0.45-0.8): ${c.ratio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`traced/untraced in wasm: ${c.traced.toFixed(3)} (goal at most 3): ${c.traced <= 3 ? 'MET' : 'NOT MET'}`);
console.log(`the same wasm in headless Chromium (the page's browser), against native: ${c.browser.toFixed(2)} in wall time (${c.browserSpread}), printed beside the goal's Node figure`);

console.log(`\nxiangqi: ${ROUNDS} rounds, each search ${REPS} times a round on each side`);
const xiangqiServer = nativeServer(xiangqiBench);
const xiangqi = wasmSearches(xiangqiWorkload);
const x = await rounds(xiangqiWorkload, xiangqiServer, xiangqi, await chromiumSearches(page, xiangqiWorkload));
xiangqiServer.close();
xiangqi.free();
report(xiangqiWorkload, x);
const xqNative = nativeJson(xiangqiBench, 5, 'xiangqi_search_nps_cpu');
console.log(`\nnative xiangqi: ${Math.round(x.nativeNps)} nodes a second untraced (best ${x.clock} times); traced/untraced ${xqNative.xiangqi_traced_over_untraced.toFixed(2)}; perft ${Math.round(xqNative.xiangqi_perft_nps)} leaves/s, ${(xqNative.xiangqi_perft_nps / xqNative.chess_perft_nps).toFixed(2)} of chess perft in the same run (the middle run by speed of 5 runs of --json)`);
console.log(`wasm xiangqi:   ${Math.round(x.wasmNps)} nodes a second untraced (best ${x.clock} times), traced/untraced ${x.traced.toFixed(2)} (best wall times)`);
console.log(`xiangqi wasm/native speed ratio: ${x.ratio.toFixed(3)} in ${x.clock === 'cpu' ? 'CPU' : 'wall'} time (${spread(x)}), ${x.wall.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}): ${x.ratio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`xiangqi traced/untraced in wasm: ${x.traced.toFixed(3)} (goal at most 2): ${x.traced <= 2 ? 'MET' : 'NOT MET'}`);
console.log(`xiangqi, the same wasm in headless Chromium, against native: ${x.browser.toFixed(2)} in wall time (${x.browserSpread})`);
await close();
await browser.close();
