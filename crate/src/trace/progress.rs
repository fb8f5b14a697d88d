//! A tracer around another that tells a hook how far the search has got, every so many nodes, and
//! stops the search when the hook says so: the page's progress bar and its Cancel.

use super::{Bound, CutKind, EventKind, Tracer};
use crate::game::Side;

/// How often the hook hears of progress: a power of two, so the test is a mask.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// Forwards every event to `inner`; every [`PROGRESS_EVERY`] nodes calls `hook(nodes)`, which
/// answers whether to go on.
pub struct Progress<T, F> {
    pub inner: T,
    hook: F,
    pub nodes: u64,
    stopped: bool,
}

impl<T: Tracer, F: FnMut(u64) -> bool> Progress<T, F> {
    pub fn new(inner: T, hook: F) -> Self {
        Progress {
            inner,
            hook,
            nodes: 0,
            stopped: false,
        }
    }

    /// True when the hook asked the search to stop.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}

impl<T: Tracer, F: FnMut(u64) -> bool> Tracer for Progress<T, F> {
    // The hook needs to see every node enter, whatever the inner tracer records.
    const ENABLED: bool = true;
    const WANTS_ENDS: bool = T::WANTS_ENDS;
    const RECORDS: bool = T::RECORDS;

    #[inline(always)]
    fn enter(
        &mut self,
        id: u32,
        parent: u32,
        move_index: u32,
        ply: u32,
        depth: i32,
        side: Side,
        flags: u8,
        alpha: i32,
        beta: i32,
    ) {
        self.nodes += 1;
        if self.nodes & (PROGRESS_EVERY - 1) == 0 && !(self.hook)(self.nodes) {
            self.stopped = true;
        }
        self.inner
            .enter(id, parent, move_index, ply, depth, side, flags, alpha, beta);
    }
    #[inline(always)]
    fn eval(&mut self, id: u32, value: i32) {
        self.inner.eval(id, value);
    }
    #[inline(always)]
    fn eval_end(&mut self, id: u32, value: i32) {
        self.inner.eval_end(id, value);
    }
    #[inline(always)]
    fn child(&mut self, id: u32, child: u32, value: i32, changed: i32) {
        self.inner.child(id, child, value, changed);
    }
    #[inline(always)]
    fn cutoff(&mut self, id: u32, kind: CutKind, searched: u32, pruned: u32) {
        self.inner.cutoff(id, kind, searched, pruned);
    }
    #[inline(always)]
    fn leave(&mut self, id: u32, value: i32, bound: Bound) {
        self.inner.leave(id, value, bound);
    }
    #[inline(always)]
    fn event(&mut self, kind: EventKind, id: u32, a: i32, b: i32, c: i32) {
        self.inner.event(kind, id, a, b, c);
    }
    #[inline(always)]
    fn full(&self) -> bool {
        self.stopped || self.inner.full()
    }
}
