//! Limits on an untraced search: a number of nodes and, natively, a time. The search stops as soon
//! as either runs out, through the same `Tracer::full` check that stops a trace at its cap.

use crate::game::Side;
use crate::trace::Tracer;

/// An untraced search's node budget when none is given (the page's count, the CLI's
/// `--max-nodes`): minutes, not hours.
pub const COUNT_BUDGET: u64 = 200_000_000;

/// How often the clock is read: every this many nodes (a clock read costs more than a node of
/// tic-tac-toe).
pub const CLOCK_EVERY: u64 = 4096;

/// Why a search stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Nodes,
    Time,
}

/// A tracer that records nothing and stops the search after `max_nodes` nodes or, when a time is
/// given, once it has passed (read every [`CLOCK_EVERY`] nodes).
#[derive(Clone, Debug)]
pub struct Budget {
    pub max_nodes: u64,
    pub nodes: u64,
    pub stop: Option<Stop>,
    #[cfg(not(target_arch = "wasm32"))]
    deadline: Option<std::time::Instant>,
}

impl Budget {
    /// A node budget and, natively, a time budget in seconds. On wasm32 `std::time::Instant` has
    /// no clock, so the time is ignored there (the page's worker has its own Cancel).
    pub fn new(max_nodes: u64, seconds: Option<f64>) -> Budget {
        #[cfg(target_arch = "wasm32")]
        let _ = seconds;
        Budget {
            max_nodes,
            nodes: 0,
            stop: None,
            #[cfg(not(target_arch = "wasm32"))]
            deadline: seconds.map(|s| {
                std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
            }),
        }
    }
}

impl Tracer for Budget {
    const ENABLED: bool = true;
    const RECORDS: bool = false;

    #[inline(always)]
    fn enter(
        &mut self,
        _id: u32,
        _parent: u32,
        _move_index: u32,
        _ply: u32,
        _depth: i32,
        _side: Side,
        flags: u8,
        _alpha: i32,
        _beta: i32,
    ) {
        // A driver node is drawn but is no call of the search: it is not counted.
        if flags & crate::trace::node_flags::DRIVER != 0 {
            return;
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            self.stop = Some(Stop::Nodes);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.nodes.is_multiple_of(CLOCK_EVERY) {
            if let Some(d) = self.deadline {
                if std::time::Instant::now() >= d {
                    self.stop = Some(Stop::Time);
                }
            }
        }
    }

    #[inline(always)]
    fn full(&self) -> bool {
        self.stop.is_some()
    }
}

/// A tracer that stores nothing and counts what a [`crate::trace::Recorder`] would have stored,
/// up to `max_events` events: to say how big a trace that passed its cap would have been.
#[derive(Clone, Copy, Debug, Default)]
pub struct EventCount {
    pub events: u64,
    pub nodes: u64,
    pub max_events: u64,
}

impl Tracer for EventCount {
    const ENABLED: bool = true;

    #[inline(always)]
    fn enter(
        &mut self,
        _id: u32,
        _parent: u32,
        _move_index: u32,
        _ply: u32,
        _depth: i32,
        _side: Side,
        _flags: u8,
        _alpha: i32,
        _beta: i32,
    ) {
        self.nodes += 1;
        self.events += 1;
    }
    #[inline(always)]
    fn eval(&mut self, _id: u32, _value: i32) {
        self.events += 1;
    }
    #[inline(always)]
    fn child(&mut self, _id: u32, _child: u32, _value: i32, _changed: i32) {
        self.events += 1;
    }
    #[inline(always)]
    fn cutoff(&mut self, _id: u32, _kind: crate::trace::CutKind, _searched: u32, _pruned: u32) {
        self.events += 1;
    }
    #[inline(always)]
    fn leave(&mut self, _id: u32, _value: i32, _bound: crate::trace::Bound) {
        self.events += 1;
    }
    #[inline(always)]
    fn event(&mut self, _kind: crate::trace::EventKind, _id: u32, _a: i32, _b: i32, _c: i32) {
        self.events += 1;
    }
    #[inline(always)]
    fn full(&self) -> bool {
        self.events > self.max_events
    }
}
