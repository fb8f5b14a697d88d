//! The trace as the page keeps it (issue 16: page memory, and the first frame of a big trace).
//!
//! The wire's form of a trace ([`Recorder`], `traceColumns` in the wasm API) writes every word out:
//! a node per event, each Enter's window and depth, each Leave's value and bound, each Child's
//! child. The page reads a nested trace (every search but MCTS, whose nodes come back each
//! iteration) in less: this module is the one place that decides what it leaves out, and writes
//! what is left in the narrowest integer arrays that hold it, in a few passes over the events.
//! `www/trace.js` reads both forms back (`nodeOf`, `decodeEvent`, `windowWord`, …).
//!
//! What is left out, and when:
//! - **The implied words** of a nested trace: an Enter's alpha, beta and depth are its node's
//!   (the node columns alpha, beta and `enter_depth`), a Leave's value and bound are its node's, a
//!   Child's child is the node of the event before it. Their rows hold 0 instead, so that the a, b
//!   and c columns narrow to the other kinds' words (a byte each in tic-tac-toe).
//! - **The node column** of a nested trace that is not MCTS's, when each node's parent is the node
//!   open when it is entered and at most one event in 64 belongs to another node than the innermost
//!   open one (those are kept in `node_other`).
//! - **The window columns** when every window is (−∞, ∞) (minimax, negamax); otherwise they are
//!   kept in 8 or 16 bits with the sentinels ±INF, ±(INF − 1) … at the array's edge
//!   ([`WINDOW_SPAN`]), when the finite bounds fit.

use super::{EventKind, Recorder};
use crate::game::INF;

/// How near ±INF a window's sentinels may be and still be kept at a narrowed column's edge: ±INF,
/// ±(INF − 1) … ±(INF − WINDOW_SPAN + 1). On the wire (`sentinels.WINDOW_SPAN`) for the page's reader.
pub const WINDOW_SPAN: i32 = 8;

/// Signed numbers in the narrowest array that holds them all.
#[derive(Clone, Debug, PartialEq)]
pub enum Signed {
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
}

/// Plies (16 bits in the node table) in the narrowest array that holds them all.
#[derive(Clone, Debug, PartialEq)]
pub enum Unsigned {
    U8(Vec<u8>),
    U16(Vec<u16>),
}

impl Signed {
    /// The bytes a number takes in the narrowest type for numbers in [lo, hi]: 1, 2 or 4.
    fn width(lo: i32, hi: i32) -> usize {
        if lo >= i8::MIN as i32 && hi <= i8::MAX as i32 {
            1
        } else if lo >= i16::MIN as i32 && hi <= i16::MAX as i32 {
            2
        } else {
            4
        }
    }

    /// The numbers of `v`, in the narrowest type that holds them (one function for every column:
    /// the wasm keeps one copy of it).
    pub fn from(v: Vec<i32>) -> Signed {
        let (lo, hi) = v.iter().fold((0, 0), |(lo, hi), &x| (x.min(lo), x.max(hi)));
        match Signed::width(lo, hi) {
            1 => Signed::I8(v.iter().map(|&x| x as i8).collect()),
            2 => Signed::I16(v.iter().map(|&x| x as i16).collect()),
            _ => Signed::I32(v),
        }
    }

    /// Number i, as it was.
    pub fn get(&self, i: usize) -> i32 {
        match self {
            Signed::I8(v) => v[i] as i32,
            Signed::I16(v) => v[i] as i32,
            Signed::I32(v) => v[i],
        }
    }
}

impl Unsigned {
    /// The numbers of `v`, in the narrowest type that holds them.
    pub fn from(v: Vec<u16>) -> Unsigned {
        if v.iter().all(|&x| x <= u8::MAX as u16) {
            Unsigned::U8(v.iter().map(|&x| x as u8).collect())
        } else {
            Unsigned::U16(v)
        }
    }
}

/// The window columns as the page keeps them.
#[derive(Clone, Debug, PartialEq)]
pub enum Windows {
    /// Every window is (−∞, ∞): no columns.
    None,
    /// ±INF − d kept as ±(edge − d), `edge` the array's (127 or 32,767).
    Edge {
        edge: i32,
        alpha: Signed,
        beta: Signed,
    },
    /// The numbers as they are (a finite bound too wide, or a sentinel far from INF).
    Plain { alpha: Signed, beta: Signed },
}

/// The trace as the page keeps it (see the module's doc). Node columns by node id.
#[derive(Clone, Debug)]
pub struct PageTrace {
    pub kind: Vec<u8>,
    /// The events' words, 0 where implied.
    pub a: Signed,
    pub b: Signed,
    pub c: Signed,
    /// Every event of a node comes while it is the innermost node open (see [`nested`]).
    pub nested: bool,
    /// The Enter, Leave and Child words are left implied.
    pub implied: bool,
    /// The node of each event; `None` when left implied.
    pub node: Option<Vec<u32>>,
    /// With the node column implied, the events (and their nodes) that are not the innermost open node's.
    pub node_other: (Vec<u32>, Vec<u32>),
    pub parent: Vec<u32>,
    pub move_index: Vec<u32>,
    pub ply: Unsigned,
    pub flags: Vec<u8>,
    pub windows: Windows,
    pub value: Signed,
    pub bound: Vec<u8>,
    pub enter_event: Vec<u32>,
    pub leave_event: Vec<u32>,
    /// Each node's Enter depth, when the words are implied.
    pub enter_depth: Option<Signed>,
}

/// Which of an event's words are implied, by its kind: bit 0 a, bit 1 b, bit 2 c (an Enter's
/// three, a Leave's value and bound, a Child's child).
fn implied_words() -> [u8; 256] {
    let mut bits = [0u8; 256];
    bits[EventKind::Enter as usize] = 0b111;
    bits[EventKind::Leave as usize] = 0b011;
    bits[EventKind::Child as usize] = 0b100;
    bits
}

/// What one pass over a trace's events finds (see [`scan`]).
struct Scan {
    /// Every event of a node (below the node count) comes while that node is the innermost one
    /// entered and not yet left: its Enter opens it, its Leave closes it. Then the events between
    /// two of a node's own are its children's whole subtrees, and events of no node.
    nested: bool,
    /// Each word a nested trace leaves implied is the one its node's columns say: an Enter is its
    /// node's Enter event, a Leave its node's Leave event (its bound a byte, its unused word 0), a
    /// Child's child the node of the event before it.
    words: bool,
    /// The events whose node is not the innermost node open (an event of no node), with their
    /// nodes, when nodes are entered in the order of their ids, each one's parent is the node open
    /// when it is entered, and such events are fewer than one in 64; else `None`.
    others: Option<(Vec<u32>, Vec<u32>)>,
    /// The nodes entered before the scan stopped; when it is all of them, `nodes` is whole.
    entered: usize,
    /// Each node's window and depth as its Enter's row holds them, its value and bound as its
    /// Leave's (what `Recorder::node_words` reads), read in the events' order rather than by a
    /// jump to each node's Leave.
    nodes: EnterLeave,
}

/// The node columns an Enter and a Leave hold (see [`Scan`]).
struct EnterLeave {
    alpha: Vec<i32>,
    beta: Vec<i32>,
    depth: Vec<i32>,
    value: Vec<i32>,
    bound: Vec<u8>,
}

/// The checks of [`Scan`] in one pass over the events, which stops at the first event that is not
/// nested. The open nodes are a stack, each with its Leave event: in a nested trace whose nodes
/// are entered in the order of their ids, the innermost open node is its top, a node entered at
/// its Enter and left at its Leave. A trace whose nodes are not entered in that order (the
/// recorder numbers them so) is taken as not nested: the page then keeps every column.
fn scan(t: &Recorder) -> Scan {
    let (e_count, n_count) = (t.len(), t.node_count());
    let mut nested = (1..n_count).all(|n| t.enter_event(n) > t.enter_event(n - 1));
    let (mut words, mut parents) = (true, true);
    let (mut events, mut nodes) = (Vec::new(), Vec::new());
    let mut w = EnterLeave {
        alpha: vec![0; n_count],
        beta: vec![0; n_count],
        depth: vec![0; n_count],
        value: vec![0; n_count],
        bound: vec![0; n_count],
    };
    // The open nodes, each with its Leave event, innermost last; the innermost kept out of it
    // (u32::MAX, which is NO_PARENT, for none).
    let mut open: Vec<(u32, u32)> = Vec::new();
    let (mut top, mut top_leave) = (u32::MAX, u32::MAX);
    let mut next = 0;
    let mut next_enter = if n_count > 0 {
        t.enter_event(0)
    } else {
        u32::MAX
    };
    // The node of the event before (none before the first).
    let mut before = i64::MIN;
    let (enter_kind, leave_kind, child_kind) = (
        EventKind::Enter as u8,
        EventKind::Leave as u8,
        EventKind::Child as u8,
    );
    for (e, row) in t.rows().iter().enumerate() {
        if !nested {
            break;
        }
        let (k, n, e32) = (
            Recorder::kind_of_row(row),
            Recorder::node_of_row(row),
            e as u32,
        );
        let entering = e32 == next_enter;
        let mut left = false;
        if entering {
            // Node `next` is entered (enter events rise with the ids), its parent the open node;
            // its Enter's row holds its window and depth.
            let node = &t.nodes[next];
            nested &= n as usize == next;
            parents &= node.parent == top;
            open.push((top, top_leave));
            (top, top_leave) = (n, node.leave_event);
            (w.alpha[next], w.beta[next], w.depth[next]) = (row[1], row[2], row[3]);
            next += 1;
            next_enter = if next < n_count {
                t.nodes[next].enter_event
            } else {
                u32::MAX
            };
        } else if n == top && e32 <= top_leave {
            if e32 == top_leave {
                // It leaves: its Leave's row holds its value and bound.
                left = true;
                (w.value[n as usize], w.bound[n as usize]) = (row[1], row[2] as u8);
                (top, top_leave) = open.pop().unwrap_or((u32::MAX, u32::MAX));
            }
        } else if n as usize >= n_count {
            // An event of no node: kept aside, at most one in 64.
            parents &= events.len() * 64 < e_count;
            events.push(e32);
            nodes.push(n);
        } else {
            nested = false;
        }
        // `&`, not `&&`: no branch on the kind (kinds come in no order a predictor learns).
        let c = row[3];
        words &= (k != enter_kind || entering)
            & (k != leave_kind || (left & ((row[2] as u32) < 256) & (c == 0)))
            & (k != child_kind || c as i64 == before);
        before = n as i64;
    }
    Scan {
        nested,
        words,
        others: parents.then_some((events, nodes)),
        entered: next,
        nodes: w,
    }
}

/// Word column `col` (0: a, 1: b, 2: c) of the events in the narrowest type that holds it, 0 where
/// `bits` (by kind) says it is implied. Written in 16 bits as it is read and narrowed to 8 after,
/// or read again into 32 when its range is wider (a chess score, a window's ±INF).
fn word_column(t: &Recorder, bits: &[u8; 256], col: usize) -> Signed {
    // All ones where the word is kept, 0 where it is implied (no branch on the kind).
    let word = |row: &[i32; 4]| {
        row[1 + col] & (((bits[Recorder::kind_of_row(row) as usize] >> col) & 1) as i32 - 1)
    };
    let (mut lo, mut hi) = (0, 0);
    let v: Vec<i16> = t
        .rows()
        .iter()
        .map(|row| {
            let x = word(row);
            (lo, hi) = (lo.min(x), hi.max(x));
            x as i16
        })
        .collect();
    match Signed::width(lo, hi) {
        1 => Signed::I8(v.iter().map(|&x| x as i8).collect()),
        2 => Signed::I16(v),
        _ => Signed::I32(t.rows().iter().map(word).collect()),
    }
}

/// The window columns `alpha` and `beta` as the page keeps them (see [`Windows`]).
pub fn windows(alpha: &[i32], beta: &[i32]) -> Windows {
    if alpha.iter().all(|&v| v == -INF) && beta.iter().all(|&v| v == INF) {
        return Windows::None;
    }
    let sentinel = |v: i32| 2 * (v as i64).abs() >= INF as i64;
    let mut hi = 0i64;
    for &v in alpha.iter().chain(beta) {
        let a = (v as i64).abs();
        if sentinel(v) {
            if INF as i64 - a >= WINDOW_SPAN as i64 || a > INF as i64 {
                return plain(alpha, beta);
            }
        } else {
            hi = hi.max(a);
        }
    }
    let edge = if hi < (i8::MAX as i32 - WINDOW_SPAN) as i64 {
        i8::MAX as i32
    } else if hi < (i16::MAX as i32 - WINDOW_SPAN) as i64 {
        i16::MAX as i32
    } else {
        return plain(alpha, beta);
    };
    let word = |v: i32| {
        if sentinel(v) {
            v.signum() * (edge - (INF - v.abs()))
        } else {
            v
        }
    };
    let column = |c: &[i32]| Signed::from(c.iter().map(|&v| word(v)).collect());
    Windows::Edge {
        edge,
        alpha: column(alpha),
        beta: column(beta),
    }
}

fn plain(alpha: &[i32], beta: &[i32]) -> Windows {
    Windows::Plain {
        alpha: Signed::from(alpha.to_vec()),
        beta: Signed::from(beta.to_vec()),
    }
}

/// The page's form of trace `t` (see the module's doc). The events are read in one pass for what
/// the scan finds (and the node columns an Enter and a Leave hold), then once a column (the kinds,
/// each word, the node column when it is kept): simple passes the compiler keeps tight, where one
/// pass writing every column was twice as slow in the page's wasm.
pub fn page_form(t: &Recorder) -> PageTrace {
    let n_count = t.node_count();
    let scan = scan(t);
    let kind: Vec<u8> = t.rows().iter().map(Recorder::kind_of_row).collect();
    let mcts = kind.contains(&(EventKind::McExpand as u8));
    let (nested, implied) = (scan.nested, scan.nested && scan.words);
    let others = if nested && !mcts { scan.others } else { None };
    let bits = if implied { implied_words() } else { [0; 256] };
    let [a, b, c] = [0, 1, 2].map(|col| word_column(t, &bits, col));
    let node = others
        .is_none()
        .then(|| t.rows().iter().map(Recorder::node_of_row).collect());
    // The node table's rows in one pass; each node's Enter window and depth and its Leave value
    // and bound are the scan's when it entered every node, else read through Recorder::node_words.
    let (mut parent, mut move_index, mut ply, mut flags) = (
        Vec::with_capacity(n_count),
        Vec::with_capacity(n_count),
        Vec::with_capacity(n_count),
        Vec::with_capacity(n_count),
    );
    let (mut enter_event, mut leave_event) =
        (Vec::with_capacity(n_count), Vec::with_capacity(n_count));
    for node in &t.nodes {
        parent.push(node.parent);
        move_index.push(node.move_index);
        ply.push(node.ply);
        flags.push(node.flags);
        enter_event.push(node.enter_event);
        leave_event.push(node.leave_event);
    }
    let w = if nested && scan.entered == n_count {
        scan.nodes
    } else {
        let mut w = EnterLeave {
            alpha: Vec::with_capacity(n_count),
            beta: Vec::with_capacity(n_count),
            depth: Vec::with_capacity(n_count),
            value: Vec::with_capacity(n_count),
            bound: Vec::with_capacity(n_count),
        };
        for node in &t.nodes {
            let words = t.node_words(node);
            w.alpha.push(words.alpha);
            w.beta.push(words.beta);
            w.depth.push(words.depth);
            w.value.push(words.value);
            w.bound.push(words.bound);
        }
        w
    };
    PageTrace {
        kind,
        a,
        b,
        c,
        nested,
        implied,
        node,
        node_other: others.unwrap_or_default(),
        parent,
        move_index,
        ply: Unsigned::from(ply),
        flags,
        windows: windows(&w.alpha, &w.beta),
        value: Signed::from(w.value),
        bound: w.bound,
        enter_event,
        leave_event,
        enter_depth: implied.then(|| Signed::from(w.depth)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Side;
    use crate::trace::{Bound, Tracer};

    /// Node 0 with children 1 and 2 (leaves 3 and 5), alpha-beta words; `child_of_2` the Child
    /// event's child word after node 2.
    fn small(child_of_2: u32) -> Recorder {
        let mut r = Recorder::new(1000);
        r.enter(0, super::super::NO_PARENT, 0, 0, 2, Side::Max, 0, -INF, INF);
        r.enter(1, 0, 0, 1, 1, Side::Min, 0, -INF, INF);
        r.eval(1, 3);
        r.leave(1, 3, Bound::Exact);
        r.child(0, 1, 3, 1);
        r.enter(2, 0, 1, 1, 1, Side::Min, 0, 3, INF);
        r.eval(2, 5);
        r.leave(2, 5, Bound::Exact);
        r.child(0, child_of_2, 5, 1);
        r.leave(0, 5, Bound::Exact);
        r
    }

    #[test]
    fn a_nested_trace_leaves_its_words_and_nodes_implied_and_narrows_the_rest() {
        let r = small(2);
        let p = page_form(&r);
        assert!(p.nested && p.implied);
        assert_eq!(p.node, None, "the node column is implied");
        assert_eq!(p.node_other, (vec![], vec![]));
        // Enter rows clear a, b, c; Leave rows a, b; Child rows c: what is left fits a byte.
        assert_eq!(p.a, Signed::I8(vec![0, 0, 3, 0, 3, 0, 5, 0, 5, 0]));
        assert_eq!(p.c, Signed::I8(vec![0; 10]));
        assert_eq!(p.enter_depth, Some(Signed::I8(vec![2, 1, 1])));
        assert_eq!(
            p.windows,
            Windows::Edge {
                edge: 127,
                alpha: Signed::I8(vec![-127, -127, 3]),
                beta: Signed::I8(vec![127, 127, 127])
            }
        );
        assert_eq!(p.ply, Unsigned::U8(vec![0, 1, 1]));
    }

    #[test]
    fn a_child_word_that_is_not_the_node_before_keeps_every_word() {
        let p = page_form(&small(1));
        assert!(p.nested && !p.implied);
        assert_eq!(p.c.get(8), 1, "the Child's word as the wire wrote it");
        assert_eq!(
            p.a.get(0),
            -INF,
            "an Enter's alpha as the wire wrote it: a word not narrowed to a byte"
        );
        assert!(matches!(p.a, Signed::I32(_)));
        assert_eq!(p.enter_depth, None);
    }

    #[test]
    fn an_event_of_no_node_is_kept_aside_and_a_wrong_parent_keeps_the_column() {
        let mut r = small(2);
        r.event(EventKind::Eval, 0xfffff, 1, 0, 0);
        let p = page_form(&r);
        assert_eq!(p.node, None);
        assert_eq!(p.node_other, (vec![10], vec![0xfffff]));
        // Node 1 entered inside node 0, its parent column saying it is a root.
        let mut orphan = Recorder::new(100);
        orphan.enter(0, super::super::NO_PARENT, 0, 0, 1, Side::Max, 0, -INF, INF);
        orphan.enter(1, super::super::NO_PARENT, 0, 1, 0, Side::Min, 0, -INF, INF);
        orphan.leave(1, 0, Bound::Exact);
        orphan.leave(0, 0, Bound::Exact);
        let p = page_form(&orphan);
        assert!(p.nested);
        assert_eq!(p.node, Some(vec![0, 1, 1, 0]));
    }

    #[test]
    fn events_of_no_node_are_kept_aside_only_while_fewer_than_one_in_64() {
        let mut r = small(2);
        r.event(EventKind::Eval, 0xfffff, 1, 0, 0);
        assert_eq!(page_form(&r).node, None);
        // A node's 128 events, then events of no node: one is kept aside while fewer than one in
        // 64 have been (as trace.js's implyNodes did): 3 of 131 events, not 4 of 132.
        let mut big = Recorder::new(10_000);
        big.enter(0, super::super::NO_PARENT, 0, 0, 1, Side::Max, 0, -INF, INF);
        for _ in 0..126 {
            big.eval(0, 1);
        }
        big.leave(0, 1, Bound::Exact);
        for _ in 0..3 {
            big.event(EventKind::Eval, 0xfffff, 1, 0, 0);
        }
        assert_eq!(page_form(&big).node_other.0, vec![128, 129, 130]);
        big.event(EventKind::Eval, 0xfffff, 1, 0, 0);
        let p = page_form(&big);
        assert!(p.node.is_some() && p.nested && p.implied);
        assert_eq!(p.node_other, (vec![], vec![]));
    }

    #[test]
    fn a_leave_whose_unused_word_is_not_0_or_whose_bound_is_not_a_byte_keeps_every_word() {
        let mut r = Recorder::new(100);
        r.enter(0, super::super::NO_PARENT, 0, 0, 0, Side::Max, 0, -INF, INF);
        r.event(EventKind::Leave, 0, 5, 0, 1);
        let p = page_form(&r);
        assert!(p.nested && !p.implied, "a Leave with c = 1");
        assert_eq!(p.c.get(1), 1);
        let mut r = Recorder::new(100);
        r.enter(0, super::super::NO_PARENT, 0, 0, 0, Side::Max, 0, -INF, INF);
        r.event(EventKind::Leave, 0, 5, 300, 0);
        assert!(!page_form(&r).implied, "a bound of 300");
    }

    #[test]
    fn an_event_of_a_node_after_its_leave_makes_a_trace_not_nested() {
        let mut r = small(2);
        r.eval(1, 4);
        let p = page_form(&r);
        assert!(!p.nested && !p.implied);
        assert!(p.node.is_some());
    }

    /// The node columns of `p` (windows decoded from their edge) against the recorder's own.
    fn same_node_columns(r: &Recorder, p: &PageTrace) {
        let window = |c: &Signed, n: usize, edge: i32| {
            let v = c.get(n);
            if v.abs() > edge - WINDOW_SPAN {
                v.signum() * (INF - (edge - v.abs()))
            } else {
                v
            }
        };
        for n in 0..r.node_count() {
            let (alpha, beta) = match &p.windows {
                Windows::None => (-INF, INF),
                Windows::Edge { edge, alpha, beta } => {
                    (window(alpha, n, *edge), window(beta, n, *edge))
                }
                Windows::Plain { alpha, beta } => (alpha.get(n), beta.get(n)),
            };
            assert_eq!(
                (alpha, beta, p.value.get(n), p.bound[n]),
                (r.alpha(n), r.beta(n), r.value(n), r.bound(n)),
                "node {n}"
            );
            if let Some(d) = &p.enter_depth {
                assert_eq!(d.get(n), r.depth(n), "node {n}'s depth");
            }
        }
    }

    #[test]
    fn the_node_columns_read_in_the_events_order_are_the_recorders_own() {
        use crate::game::tictactoe::TicTacToe;
        use crate::search::{run, Algorithm, Fail, SearchConfig, Techniques};
        let config = |algorithm| SearchConfig {
            algorithm,
            fail: Fail::Soft,
            depth: Some(9),
            techniques: Techniques::default(),
        };
        // A whole alpha-beta trace (18,297 nodes), and a minimax trace stopped at 5,000 events
        // (nodes still open have no Leave: value 0).
        let (_, whole) = run(
            &TicTacToe::new(),
            &config(Algorithm::Alphabeta),
            9,
            Recorder::new(10_000_000),
        )
        .unwrap();
        let (_, stopped) = run(
            &TicTacToe::new(),
            &config(Algorithm::Minimax),
            9,
            Recorder::new(5_000),
        )
        .unwrap();
        assert!(
            stopped.overflowed
                && (0..stopped.node_count()).any(|n| stopped.leave_event(n) == u32::MAX)
        );
        for r in [&whole, &stopped] {
            let p = page_form(r);
            assert!(p.nested && p.implied);
            same_node_columns(r, &p);
        }
        // Not nested (an event of node 1 after its Leave): read through node_words.
        let mut r = small(2);
        r.eval(1, 4);
        let p = page_form(&r);
        assert!(!p.nested);
        same_node_columns(&r, &p);
    }

    #[test]
    fn windows_fit_a_byte_with_the_sentinels_at_its_edge_or_keep_their_width() {
        assert_eq!(windows(&[-INF, -INF], &[INF, INF]), Windows::None);
        assert_eq!(
            windows(&[-INF, 0, 1, -1, INF - 1], &[INF, 1, 2, -INF + 1, INF]),
            Windows::Edge {
                edge: 127,
                alpha: Signed::I8(vec![-127, 0, 1, -1, 126]),
                beta: Signed::I8(vec![127, 1, 2, -126, 127])
            }
        );
        assert!(matches!(
            windows(&[-INF, 300], &[INF, 301]),
            Windows::Edge {
                edge: 32767,
                alpha: Signed::I16(_),
                ..
            }
        ));
        // A finite bound too wide for 16 bits, or a sentinel far from INF: as they are.
        assert_eq!(
            windows(&[-INF, 40000], &[INF, 40001]),
            Windows::Plain {
                alpha: Signed::I32(vec![-INF, 40000]),
                beta: Signed::I32(vec![INF, 40001])
            }
        );
        assert!(matches!(
            windows(&[INF - 100], &[INF]),
            Windows::Plain { .. }
        ));
        assert_eq!(
            windows(&[0, 1], &[2, 3]),
            Windows::Edge {
                edge: 127,
                alpha: Signed::I8(vec![0, 1]),
                beta: Signed::I8(vec![2, 3])
            }
        );
    }
}
