//! Benchmark: untraced minimax over the whole tic-tac-toe tree against seed 001's C++ program,
//! compiled with `g++ -O2` and run in the same process tree, interleaved round by round.
//!
//!     cargo bench --bench tictactoe
//!
//! What it prints, per search (minimax: 549,946 nodes; alpha-beta: 18,297 nodes):
//! - the C++ time per search and the Rust untraced time per search (median and best of all
//!   repetitions over all rounds), and `rust/c++ time ratio` (below 1: Rust is faster);
//! - the traced time (`Recorder::new(DEFAULT_EVENT_CAP)`, a fresh recorder per search, as the
//!   session does) and `traced/untraced ratio`; for minimax also, as a diagnostic, the traced time
//!   into one recorder reused across searches (cleared, memory kept), which shows what fresh
//!   memory (page faults) costs;
//! - the trace's events, nodes and `bytes per event` (`Recorder::bytes_per_event`);
//! - the goals with MET / NOT MET: Rust at least as fast as the C++ (median ratio <= 1) and the
//!   traced/untraced ratio at most 3. Both are judged on minimax, the workload.
//! - if valgrind is installed, instructions per search counted with callgrind (a noise-free
//!   cross-check of the timings; skip it with CUTOFF_BENCH_CALLGRIND=0).
//!
//! Every search's node count is checked (549,946 / 18,297, value 0) on both sides; a wrong count
//! stops the bench with a non-zero exit.
//!
//! Knobs (environment): CUTOFF_BENCH_ROUNDS (default 7) rounds, each one C++ process and one Rust
//! batch, CUTOFF_BENCH_REPS (default 10) repetitions per round and per search. Run without
//! `--bench` (as `cargo test --benches` does) it only does one quick round to check the counts.
//!
//! The C++ program is `benches/seed001.cpp`: seed 001 verbatim plus a marked timing loop. It is
//! compiled into Cargo's target tmp dir at run time with exactly `g++ -O2`; the Rust side is the
//! bench profile of the workspace (opt-level 3, LTO, one codegen unit). Neither uses
//! `-march=native`.

use cutoff::game::tictactoe::TicTacToe;
use cutoff::search::{self, Algorithm, Fail, Outcome, SearchConfig, Techniques};
use cutoff::trace::{NoTrace, Recorder, Tracer, DEFAULT_EVENT_CAP};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{exit, Command};
use std::time::{Duration, Instant};

const CPP_SOURCE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/seed001.cpp");
const MINIMAX_NODES: u64 = 549_946;
const ALPHABETA_NODES: u64 = 18_297;
/// Set in a child process run under callgrind: run this many (minimax, alpha-beta) pairs and exit.
const CHILD_ENV: &str = "CUTOFF_BENCH_CHILD";

fn main() {
    if let Ok(n) = std::env::var(CHILD_ENV) {
        let n: u32 = n.parse().unwrap_or(0);
        for _ in 0..n {
            black_box(untraced(Algorithm::Minimax));
            black_box(untraced(Algorithm::Alphabeta));
        }
        return;
    }

    let bench_mode = std::env::args().any(|a| a == "--bench");
    let rounds = if bench_mode {
        env_usize("CUTOFF_BENCH_ROUNDS", 7)
    } else {
        1
    };
    let reps = if bench_mode {
        env_usize("CUTOFF_BENCH_REPS", 10)
    } else {
        1
    };
    if !bench_mode {
        println!("(run without --bench: one quick round to check the counts; use `cargo bench --bench tictactoe`)");
    }

    let cpp = compile_cpp();
    println!("tic-tac-toe from the empty board, depth 9 (the whole tree)");
    println!("C++: seed 001 compiled with `g++ -O2` ({})", cpp.display());
    println!("Rust: cutoff::search::run, bench profile (opt-level 3, lto, codegen-units 1)");
    println!(
        "{rounds} rounds x {reps} repetitions per search, C++ and Rust interleaved round by round"
    );
    println!();

    let mut s = Samples::default();
    for round in 0..rounds {
        // Alternate which side goes first so slow drift on the shared machine hits both alike.
        if round % 2 == 0 {
            run_cpp_round(&cpp, reps, &mut s);
            run_rust_round(reps, &mut s);
        } else {
            run_rust_round(reps, &mut s);
            run_cpp_round(&cpp, reps, &mut s);
        }
    }

    // One more traced search of each, kept, for the trace's size.
    let (mm_out, mm_rec) = traced(Algorithm::Minimax, Recorder::new(DEFAULT_EVENT_CAP));
    check(
        "rust traced minimax",
        mm_out.value,
        mm_out.stats.nodes,
        MINIMAX_NODES,
    );
    let (ab_out, ab_rec) = traced(Algorithm::Alphabeta, Recorder::new(DEFAULT_EVENT_CAP));
    check(
        "rust traced alphabeta",
        ab_out.value,
        ab_out.stats.nodes,
        ALPHABETA_NODES,
    );

    report(
        "minimax",
        MINIMAX_NODES,
        &s.cpp_mm,
        &s.rust_mm,
        &s.traced_mm,
        Some(&s.traced_mm_reused),
        &mm_rec,
    );
    report(
        "alpha-beta",
        ALPHABETA_NODES,
        &s.cpp_ab,
        &s.rust_ab,
        &s.traced_ab,
        None,
        &ab_rec,
    );

    let t = Instant::now();
    drop(mm_rec);
    println!(
        "(dropping the minimax trace takes {}; not in the traced timings)",
        fmt_dur(t.elapsed())
    );
    drop(ab_rec);
    println!();

    let speed = median(&s.rust_mm) / median(&s.cpp_mm);
    let trace = median(&s.traced_mm) / median(&s.rust_mm);
    println!(
        "goal: rust at least as fast as C++ (minimax, median rust/c++ <= 1): {} ({speed:.3})",
        met(speed <= 1.0)
    );
    println!(
        "goal: traced/untraced ratio at most 3 (minimax, medians): {} ({trace:.2})",
        met(trace <= 3.0)
    );

    if bench_mode && std::env::var("CUTOFF_BENCH_CALLGRIND").map_or(true, |v| v != "0") {
        println!();
        callgrind(&cpp);
    }
}

#[derive(Default)]
struct Samples {
    cpp_mm: Vec<f64>,
    cpp_ab: Vec<f64>,
    rust_mm: Vec<f64>,
    rust_ab: Vec<f64>,
    traced_mm: Vec<f64>,
    traced_ab: Vec<f64>,
    /// Traced minimax into one recorder reused (cleared) across repetitions: how much of the trace's
    /// cost is fresh memory (diagnostic only; the goal uses `Recorder::new`).
    traced_mm_reused: Vec<f64>,
    warm_recorder: Recorder,
}

// ---------------------------------------------------------------------------------------------
// Rust side

/// The seed algorithm with no technique switched on, to depth 9, through the public entry point
/// (which dispatches to the seed's own function; the dispatch is once per search).
fn config(algo: Algorithm) -> SearchConfig {
    SearchConfig {
        algorithm: algo,
        fail: Fail::Soft,
        depth: Some(9),
        techniques: Techniques::default(),
    }
}

#[inline(never)]
fn untraced(algo: Algorithm) -> Outcome {
    let cfg = config(algo);
    let (out, _) = search::run(
        black_box(&TicTacToe::new()),
        black_box(&cfg),
        black_box(9),
        NoTrace,
    )
    .unwrap_or_else(|e| fail(&format!("search::run refused {}: {e}", algo.name())));
    out
}

#[inline(never)]
fn traced<T: Tracer>(algo: Algorithm, tracer: T) -> (Outcome, T) {
    let cfg = config(algo);
    search::run(
        black_box(&TicTacToe::new()),
        black_box(&cfg),
        black_box(9),
        tracer,
    )
    .unwrap_or_else(|e| fail(&format!("search::run refused {}: {e}", algo.name())))
}

fn run_rust_round(reps: usize, s: &mut Samples) {
    for (algo, nodes, untraced_v, traced_v) in [
        (
            Algorithm::Minimax,
            MINIMAX_NODES,
            &mut s.rust_mm,
            &mut s.traced_mm,
        ),
        (
            Algorithm::Alphabeta,
            ALPHABETA_NODES,
            &mut s.rust_ab,
            &mut s.traced_ab,
        ),
    ] {
        let name = algo.name();
        for _ in 0..reps {
            let t = Instant::now();
            let out = untraced(algo);
            let dt = t.elapsed();
            let out = black_box(out);
            check(&format!("rust {name}"), out.value, out.stats.nodes, nodes);
            untraced_v.push(dt.as_secs_f64());
        }
        for _ in 0..reps {
            let rec = Recorder::new(DEFAULT_EVENT_CAP);
            let t = Instant::now();
            let (out, rec) = traced(algo, rec);
            let dt = t.elapsed();
            let rec = black_box(rec);
            check(
                &format!("rust traced {name}"),
                out.value,
                out.stats.nodes,
                nodes,
            );
            if rec.overflowed || rec.node_count() as u64 != nodes {
                fail(&format!(
                    "rust traced {name}: trace overflowed or holds {} nodes",
                    rec.node_count()
                ));
            }
            traced_v.push(dt.as_secs_f64());
            drop(rec); // outside the timed region
        }
    }
    // Diagnostic: the same traced minimax into one recorder reused across repetitions (its arrays
    // cleared, their memory kept), as a session that keeps its buffers would do. The difference from
    // the `Recorder::new` line is the cost of fresh memory: growth and, mostly, page faults.
    let mut warm = std::mem::take(&mut s.warm_recorder);
    for _ in 0..reps {
        clear_recorder(&mut warm);
        let t = Instant::now();
        let (out, rec) = traced(Algorithm::Minimax, warm);
        let dt = t.elapsed();
        warm = black_box(rec);
        check(
            "rust traced minimax (reused recorder)",
            out.value,
            out.stats.nodes,
            MINIMAX_NODES,
        );
        s.traced_mm_reused.push(dt.as_secs_f64());
    }
    s.warm_recorder = warm;
}

fn clear_recorder(r: &mut Recorder) {
    r.clear(DEFAULT_EVENT_CAP);
}

// ---------------------------------------------------------------------------------------------
// C++ side

fn compile_cpp() -> PathBuf {
    let dir = option_env!("CARGO_TARGET_TMPDIR")
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    let _ = std::fs::create_dir_all(&dir);
    let exe = dir.join("seed001_bench");
    let result = Command::new("g++")
        .arg("-O2")
        .arg("-o")
        .arg(&exe)
        .arg(CPP_SOURCE)
        .output();
    match result {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => fail(
            "g++ was not found on PATH. This benchmark compiles seed 001's C++ program \
             (crate/benches/seed001.cpp) with `g++ -O2` to time it against the Rust search; \
             install g++ (Debian/Ubuntu: apt-get install g++) and run it again.",
        ),
        Err(e) => fail(&format!("could not run g++: {e}")),
        Ok(o) if !o.status.success() => fail(&format!(
            "`g++ -O2 {CPP_SOURCE}` failed:\n{}",
            String::from_utf8_lossy(&o.stderr)
        )),
        Ok(_) => exe,
    }
}

fn run_cpp_round(exe: &Path, reps: usize, s: &mut Samples) {
    let o = Command::new(exe)
        .env("SEED001_REPS", reps.to_string())
        .output()
        .unwrap_or_else(|e| fail(&format!("could not run {}: {e}", exe.display())));
    let text = String::from_utf8_lossy(&o.stdout);
    if !o.status.success() {
        fail(&format!(
            "{} exited with {}:\n{text}",
            exe.display(),
            o.status
        ));
    }
    // The seed's own two lines first, unchanged.
    if !text.contains("Minimax thuan:   ket qua 0, duyet 549946 trang thai")
        || !text.contains("Co alpha-beta:   ket qua 0, duyet 18297 trang thai")
    {
        fail(&format!(
            "seed 001's program did not print its node counts 549946 and 18297:\n{text}"
        ));
    }
    for (label, nodes, out) in [
        ("minimax", MINIMAX_NODES, &mut s.cpp_mm),
        ("alphabeta", ALPHABETA_NODES, &mut s.cpp_ab),
    ] {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("TIME {label} ")))
            .unwrap_or_else(|| {
                fail(&format!(
                    "no TIME {label} line from the C++ program:\n{text}"
                ))
            });
        let field = |k: &str| -> &str {
            line.split_whitespace()
                .find_map(|w| w.strip_prefix(k).and_then(|r| r.strip_prefix('=')))
                .unwrap_or_else(|| fail(&format!("no {k}= in: {line}")))
        };
        let value: i32 = field("value").parse().unwrap_or(i32::MIN);
        let n: u64 = field("nodes").parse().unwrap_or(0);
        check(&format!("c++ {label}"), value, n, nodes);
        for t in field("all_ns").split(',').filter(|t| !t.is_empty()) {
            let ns: f64 = t
                .parse()
                .unwrap_or_else(|_| fail(&format!("bad time '{t}' in: {line}")));
            out.push(ns * 1e-9);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Callgrind: instructions per search, a cross-check that does not depend on the machine's load.

fn callgrind(cpp: &Path) {
    if Command::new("valgrind").arg("--version").output().is_err() {
        println!("callgrind: valgrind not installed, skipped");
        return;
    }
    let me = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => {
            println!("callgrind: cannot find this executable ({e}), skipped");
            return;
        }
    };
    // Instructions of one (minimax + alpha-beta) pair: a run doing one pair minus a run doing none,
    // so process start-up, the C++ program's own two untimed searches and printing cancel out.
    let count = |exe: &Path, env: &str, n: u32| -> Option<u64> {
        let o = Command::new("valgrind")
            .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
            .arg(exe)
            .env(env, n.to_string())
            .output()
            .ok()?;
        let err = String::from_utf8_lossy(&o.stderr);
        err.lines()
            .find_map(|l| l.split("Collected :").nth(1))
            .and_then(|v| v.trim().parse().ok())
    };
    let pair = |exe: &Path, env: &str| -> Option<u64> {
        Some(count(exe, env, 1)?.saturating_sub(count(exe, env, 0)?))
    };
    match (pair(cpp, "SEED001_REPS"), pair(&me, CHILD_ENV)) {
        (Some(c), Some(r)) => {
            let nodes = (MINIMAX_NODES + ALPHABETA_NODES) as f64;
            println!(
                "callgrind, instructions for one minimax + one alpha-beta search ({} nodes):",
                MINIMAX_NODES + ALPHABETA_NODES
            );
            println!("  c++   {:>12}  ({:.1} per node)", c, c as f64 / nodes);
            println!("  rust  {:>12}  ({:.1} per node)", r, r as f64 / nodes);
            println!("  rust/c++ instruction ratio: {:.3}", r as f64 / c as f64);
        }
        _ => println!("callgrind: could not read instruction counts, skipped"),
    }
}

// ---------------------------------------------------------------------------------------------
// Reporting

fn report(
    name: &str,
    nodes: u64,
    cpp: &[f64],
    rust: &[f64],
    traced: &[f64],
    reused: Option<&[f64]>,
    rec: &Recorder,
) {
    let line = |label: &str, v: &[f64]| {
        println!(
            "  {label:<34} median {:>10}  best {:>10}  ({:.1} ns/node, n={})",
            fmt_secs(median(v)),
            fmt_secs(best(v)),
            median(v) * 1e9 / nodes as f64,
            v.len()
        );
    };
    println!("{name} ({nodes} nodes, value 0, checked on both sides):");
    line("c++ (g++ -O2)", cpp);
    line("rust untraced (NoTrace)", rust);
    line("rust traced (Recorder)", traced);
    if let Some(r) = reused {
        line("rust traced, reused recorder *", r);
    }
    println!(
        "  rust/c++ time ratio:        {:.3} (median)  {:.3} (best)   [< 1: rust is faster]",
        median(rust) / median(cpp),
        best(rust) / best(cpp)
    );
    println!(
        "  traced/untraced ratio:      {:.2} (median)  {:.2} (best)",
        median(traced) / median(rust),
        best(traced) / best(rust)
    );
    if let Some(r) = reused {
        println!(
            "  * diagnostic, not the goal: traced/untraced with one recorder reused across searches: {:.2} (median)",
            median(r) / median(rust)
        );
    }
    println!(
        "  trace: {} events, {} nodes, {:.2} bytes per event ({:.1} MB)",
        rec.len(),
        rec.node_count(),
        rec.bytes_per_event(),
        rec.bytes_per_event() * rec.len() as f64 / 1e6
    );
    println!();
}

fn check(what: &str, value: i32, nodes: u64, want: u64) {
    if value != 0 || nodes != want {
        fail(&format!(
            "{what}: value {value} in {nodes} nodes, expected value 0 in {want} nodes"
        ));
    }
}

fn fail(msg: &str) -> ! {
    eprintln!("bench tictactoe: error: {msg}");
    exit(1)
}

fn env_usize(key: &str, default: usize) -> usize {
    match std::env::var(key) {
        Ok(v) => v
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .unwrap_or_else(|| fail(&format!("{key}={v}: expected a positive integer"))),
        Err(_) => default,
    }
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let n = s.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn best(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

fn fmt_secs(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{:.1} us", s * 1e6)
    }
}

fn fmt_dur(d: Duration) -> String {
    fmt_secs(d.as_secs_f64())
}

fn met(ok: bool) -> &'static str {
    if ok {
        "MET"
    } else {
        "NOT MET"
    }
}
