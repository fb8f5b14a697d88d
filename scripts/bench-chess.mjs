// Chess and xiangqi search speed, native against WebAssembly in the same run.
//
// Native: `cargo bench --bench chess -- --json` (crate/benches/chess.rs). WebAssembly: the same
// searches (same positions, depths and switches) through the page's own wasm package in Node.
// Prints nodes per second on both sides, the wasm/native ratio (goal: at least 0.7) and the
// traced/untraced ratio in wasm. The ratio is taken on CPU time (the native thread's, this
// process's), so that it holds on a machine shared with other work, where wall time also counts
// the waits for a core; the wall-time ratio is printed beside it. The wasm's size is printed
// against its budget.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

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
const RATIO_GOAL = 0.7;
const WASM_BUDGET = 1_500_000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!fs.existsSync(path.join(root, 'www/pkg/cutoff_bg.wasm'))) {
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, env, stdio: 'inherit' });
}

console.log('native: cargo bench --bench chess -- --json');
const out = execFileSync('cargo', ['bench', '--quiet', '--bench', 'chess', '--', '--json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const native = JSON.parse(out.trim().split('\n').filter((l) => l.startsWith('{')).pop());

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

/** The workload's searches in wasm: nodes, and the median untraced and traced seconds summed
 * (untracedCpu: the untraced searches' CPU seconds). */
function wasmRun(workload) {
  let nodes = 0, untraced = 0, traced = 0, untracedCpu = 0;
  for (const w of workload) {
    const handle = new pkg.Cutoff(w.game);
    const request = { ...techniques, depth: w.depth };
    const plain = [];
    const plainCpu = [];
    const rec = [];
    let n = 0;
    // Warm-up, not timed: V8 first runs the module's baseline code and tiers the hot functions up
    // in the background; the native side has no such start. Two searches, untraced and traced.
    for (let i = 0; i < 2; i++) { handle.count(request); handle.search(request); }
    for (let i = 0; i < reps; i++) {
      // The CPU clock's reads (each with its nap) stand outside the wall clock's.
      const c = cpu();
      let t = performance.now();
      n = handle.count(request).stats.nodes;
      plain.push(performance.now() - t);
      plainCpu.push(cpu() - c);
      t = performance.now();
      const s = handle.search(request);
      rec.push(performance.now() - t);
      if (s.stats.nodes !== n) throw new Error(`${w.name}: traced search counted ${s.stats.nodes} nodes, untraced ${n}`);
    }
    const [p, t] = [median(plain), median(rec)];
    console.log(`wasm ${w.name}: ${n} nodes, untraced ${p.toFixed(1)} ms (${Math.round(n / p * 1000)} nodes/s), traced ${t.toFixed(1)} ms, traced/untraced ${(t / p).toFixed(2)}`);
    nodes += n;
    untraced += p / 1000;
    traced += t / 1000;
    untracedCpu += median(plainCpu);
    handle.free();
  }
  return { nodes, untraced, traced, untracedCpu };
}

const { nodes, untraced, traced, untracedCpu } = wasmRun(workload);
if (nodes !== native.nodes) throw new Error(`native searched ${native.nodes} nodes, wasm ${nodes}: the workloads differ`);
const wasmNps = nodes / untraced;
const wallRatio = wasmNps / native.nps;
const ratio = native.nps_cpu > 0 && untracedCpu > 0 ? nodes / untracedCpu / native.nps_cpu : wallRatio;
console.log(`\nnative: ${Math.round(native.nps)} nodes/s untraced (${Math.round(native.nps_cpu)} per CPU second), traced/untraced ${(native.traced_s / native.untraced_s).toFixed(2)}`);
console.log(`wasm:   ${Math.round(wasmNps)} nodes/s untraced (${Math.round(nodes / untracedCpu)} per CPU second), traced/untraced ${(traced / untraced).toFixed(2)}`);
console.log(`wasm/native speed ratio: ${ratio.toFixed(2)} in CPU time, ${wallRatio.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}; published ratios 0.45-0.8): ${ratio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`traced/untraced in wasm: ${(traced / untraced).toFixed(2)} (goal at most 3): ${traced / untraced <= 3 ? 'MET' : 'NOT MET'}`);

console.log('\nnative: cargo bench --bench xiangqi -- --json');
const xqOut = execFileSync('cargo', ['bench', '--quiet', '--bench', 'xiangqi', '--', '--json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const xqNative = JSON.parse(xqOut.trim().split('\n').filter((l) => l.startsWith('{')).pop());
const xq = wasmRun(xiangqiWorkload);
if (xq.nodes !== xqNative.xiangqi_nodes) throw new Error(`native searched ${xqNative.xiangqi_nodes} xiangqi nodes, wasm ${xq.nodes}: the workloads differ`);
const xqWallRatio = xq.nodes / xq.untraced / xqNative.xiangqi_search_nps;
const xqRatio = xqNative.xiangqi_search_nps_cpu > 0 && xq.untracedCpu > 0 ? xq.nodes / xq.untracedCpu / xqNative.xiangqi_search_nps_cpu : xqWallRatio;
const xqTraced = xq.traced / xq.untraced;
console.log(`\nnative xiangqi: ${Math.round(xqNative.xiangqi_search_nps)} nodes/s untraced, traced/untraced ${xqNative.xiangqi_traced_over_untraced.toFixed(2)}; perft ${Math.round(xqNative.xiangqi_perft_nps)} leaves/s, ${(xqNative.xiangqi_perft_nps / xqNative.chess_perft_nps).toFixed(2)} of chess perft in the same run`);
console.log(`wasm xiangqi:   ${Math.round(xq.nodes / xq.untraced)} nodes/s untraced, traced/untraced ${xqTraced.toFixed(2)}`);
console.log(`xiangqi wasm/native speed ratio: ${xqRatio.toFixed(2)} in CPU time, ${xqWallRatio.toFixed(2)} in wall time (goal at least ${RATIO_GOAL}): ${xqRatio >= RATIO_GOAL ? 'MET' : 'NOT MET'}`);
console.log(`xiangqi traced/untraced in wasm: ${xqTraced.toFixed(2)} (goal at most 2): ${xqTraced <= 2 ? 'MET' : 'NOT MET'}`);
