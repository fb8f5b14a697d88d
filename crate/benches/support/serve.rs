//! A bench's searches on request, for `scripts/bench-chess.mjs`: with `--serve` the bench reads
//! lines `<search> <reps>` on stdin, runs that search of its workload `reps` times untraced and
//! answers each line with one JSON line `{"nodes":N,"cpu":[seconds, ...],"wall":[seconds, ...]}`:
//! the thread's CPU time and the wall time of every run. The script asks for a search natively,
//! then runs the same search in WebAssembly, search by search, so that both sides of each
//! comparison run within milliseconds of each other: a machine shared with other work runs fast
//! and slow spells that a whole bench run between the two sides would meet unevenly.

use super::clock::Clock;
use std::io::{BufRead, Write};

/// Answers requests until stdin closes; `run(k)` runs search `k` once and returns its nodes, or
/// `None` when there is no search `k`.
pub fn serve(mut run: impl FnMut(usize) -> Option<u64>) {
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let mut words = line.split_whitespace();
        let (Some(k), Some(reps)) = (
            words.next().and_then(|w| w.parse().ok()),
            words.next().and_then(|w| w.parse::<usize>().ok()),
        ) else {
            panic!("--serve: a request is `<search> <reps>`, got {line:?}");
        };
        let (mut nodes, mut cpu, mut wall) =
            (0, Vec::with_capacity(reps), Vec::with_capacity(reps));
        for _ in 0..reps {
            // As the wasm side does before reading its clock (bench-chess.mjs): the thread leaves the
            // core for 0.2 ms before every run, so no run of either side starts with a hotter core.
            std::thread::sleep(std::time::Duration::from_micros(200));
            let t = Clock::start();
            nodes = run(k).unwrap_or_else(|| panic!("--serve: no search {k}"));
            let (w, c) = t.stop();
            wall.push(w.to_string());
            cpu.push(c.to_string());
        }
        let mut out = stdout.lock();
        writeln!(
            out,
            "{{\"nodes\":{nodes},\"cpu\":[{}],\"wall\":[{}]}}",
            cpu.join(","),
            wall.join(",")
        )
        .expect("stdout");
        out.flush().expect("stdout");
    }
}
