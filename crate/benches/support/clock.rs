//! Wall time and the thread's CPU time of a piece of work. On a machine shared with other work the
//! wall time also counts the time the bench waited for a core; the CPU time does not, so a ratio of
//! CPU times set against WebAssembly's (scripts/bench-chess.mjs) holds under load.

use std::time::Instant;

/// The calling thread's CPU time in seconds (Linux); elsewhere 0, and the bench falls back on wall time.
pub fn thread_cpu_seconds() -> f64 {
    #[cfg(target_os = "linux")]
    {
        #[repr(C)]
        struct Timespec {
            sec: i64,
            nsec: i64,
        }
        extern "C" {
            fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut ts = Timespec { sec: 0, nsec: 0 };
        // SAFETY: clock_gettime writes one timespec (two 64-bit words on 64-bit Linux) and nothing else.
        if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
            return ts.sec as f64 + ts.nsec as f64 * 1e-9;
        }
    }
    0.0
}

/// A started measurement.
pub struct Clock {
    wall: Instant,
    cpu: f64,
}

impl Clock {
    pub fn start() -> Clock {
        Clock {
            wall: Instant::now(),
            cpu: thread_cpu_seconds(),
        }
    }

    /// (wall seconds, CPU seconds) since the start.
    pub fn stop(&self) -> (f64, f64) {
        (
            self.wall.elapsed().as_secs_f64(),
            thread_cpu_seconds() - self.cpu,
        )
    }
}
