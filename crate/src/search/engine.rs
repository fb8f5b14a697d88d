//! The engine search: negamax alpha-beta (fail-soft) with the techniques of seed 000 and beyond,
//! each a switch: principal variation search, null-move pruning, quiescence search, move ordering,
//! a transposition table; and the drivers above it: iterative deepening, aspiration windows, MTD(f).
//!
//! With every switch off but PVS, a node is exactly seed 000's PVS pseudo-code; with every switch
//! off, exactly its fail-soft negamax alpha-beta.
//!
//! Contract of [`Engine::node`] (as Sunfish states its own): it returns a value `v` for the side to
//! move such that `v <= alpha` means the true value is at most `v`, `v >= beta` means it is at least
//! `v`, and anything between is exact. Null move and quiescence are the exceptions the seed warns
//! of: both may return a value that is wrong about the position (zugzwang, the horizon).

use super::ordering::{self, Heuristic, Memory, NodeInfo, Ordered, Reason, Scratch};
use super::tt::Table;
use super::{take_for_ply, Algorithm, Fail, NodeCtx, Proof, SearchConfig, Searcher, Window};
use crate::error::Error;
use crate::game::{Game, INF};
use crate::trace::{
    changed, node_flags, Bound, CutKind, EventKind, Probe, StandPatOutcome, Tracer, NULL_MOVE_INDEX,
};

/// The switches, resolved from a [`SearchConfig`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub pvs: bool,
    pub mtdf: bool,
    pub fail_hard: bool,
    pub null_move: Option<u32>,
    pub quiescence: bool,
    pub ordering: Vec<Heuristic>,
    pub ordering_seed: u64,
    pub iterative_deepening: bool,
    pub tt: bool,
    /// Use a table entry only when it was searched to exactly the depth needed (for tests that
    /// compare against minimax at a fixed depth).
    pub tt_same_depth_only: bool,
    /// The most positions the table keeps.
    pub tt_entries: usize,
    pub aspiration: Option<i32>,
}

/// The null-move reductions R the engine takes, least and most (the page's R box reads them from
/// the wire description, [`crate::trace::wire`]).
pub const NULL_MOVE_R: (u32, u32) = (1, 6);
/// The reduction R the page offers first (seed 000 uses 3).
pub const NULL_MOVE_R_DEFAULT: u32 = 3;
/// The narrowest aspiration half-width.
pub const ASPIRATION_MIN: i32 = 1;
/// The half-width the page offers first: half a pawn in centipawns.
pub const ASPIRATION_DEFAULT: i32 = 50;
/// The fewest entries a transposition table may hold.
pub const TT_SIZE_MIN: usize = 1;

impl Options {
    /// # Errors
    /// When the switches do not fit the algorithm or name no technique.
    pub fn from_config(config: &SearchConfig) -> Result<Options, Error> {
        let t = &config.techniques;
        let ordering = t
            .ordering
            .iter()
            .map(|n| Heuristic::parse(n))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(r) = t.null_move {
            if r < NULL_MOVE_R.0 || r > NULL_MOVE_R.1 {
                return Err(err!("nullR", "the null-move reduction R must be between {min} and {max} (seed 000 uses 2 or 3), not {r}", min = NULL_MOVE_R.0, max = NULL_MOVE_R.1, r = r));
            }
        }
        if let Some(w) = t.aspiration {
            if w < ASPIRATION_MIN {
                return Err(err!(
                    "aspiration",
                    "the aspiration window's half-width must be positive, not {w}",
                    w = w
                ));
            }
        }
        if t.tt_size.is_some_and(|n| n < TT_SIZE_MIN) {
            return Err(err!(
                "ttSize",
                "the transposition table needs room for at least one entry"
            ));
        }
        if ordering.contains(&Heuristic::Hash) && !t.tt {
            return Err(err!(
                "hashNeedsTable",
                "the hash move comes from the transposition table: switch the table on too"
            ));
        }
        if !config.algorithm.has_window()
            && config.algorithm != Algorithm::Pvs
            && config.algorithm != Algorithm::Mtdf
            && t.any()
        {
            return Err(err!(
                "noWindow",
                "{algorithm} has no alpha-beta window, and the techniques work on one: choose alphabeta, negamax-ab, pvs or mtdf",
                algorithm = config.algorithm.name()
            ));
        }
        Ok(Options {
            pvs: config.algorithm == Algorithm::Pvs,
            mtdf: config.algorithm == Algorithm::Mtdf,
            fail_hard: config.fail == Fail::Hard,
            null_move: t.null_move,
            quiescence: t.quiescence,
            ordering,
            ordering_seed: t.ordering_seed,
            iterative_deepening: t.iterative_deepening,
            tt: t.tt,
            tt_same_depth_only: t.tt_same_depth_only,
            tt_entries: t.tt_size.unwrap_or(super::tt::DEFAULT_TT_ENTRIES),
            aspiration: t.aspiration,
        })
    }
}

/// Node arguments beyond the window.
#[derive(Clone, Copy, Debug)]
struct Kind {
    flags: u8,
    /// False right after a null move: never two passes in a row.
    null_allowed: bool,
    /// The node lies on the previous iteration's principal variation.
    on_pv: bool,
}

/// The engine: the shared [`Searcher`] plus what the techniques remember.
pub struct Engine<G: Game, T: Tracer> {
    pub s: Searcher<G, T>,
    pub opts: Options,
    pub table: Table,
    memory: Memory,
    /// Triangular principal-variation table: `pv[ply]` is the line (move indexes) from that ply.
    pv: Vec<Vec<u32>>,
    /// The last completed iteration's principal variation.
    prev_pv: Vec<u32>,
    /// `opts.ordering` with the hash move first: what a node with a hash move orders by under
    /// iterative deepening when the list does not name the hash move itself.
    ordering_hash_first: Vec<Heuristic>,
    /// The ordering's buffers, reused from node to node.
    order_scratch: Scratch<G::Move>,
    /// The keys of moves ordered lazily ([`Ordered::Lazy`]), by ply, reused.
    key_lists: Vec<Vec<u64>>,
    /// Quiescence's capture lists and legal-move lists by ply, reused (taken and given back).
    capture_lists: Vec<Vec<G::Move>>,
    legal_lists: Vec<Vec<G::Move>>,
    /// Positions for children, spare while no node holds them: a node takes one for its children
    /// ([`Game::play_into`] writes each child into it) and gives it back when they are searched.
    children: Vec<Box<G>>,
}

impl<G: Game, T: Tracer> Engine<G, T> {
    pub fn new(tracer: T, opts: Options) -> Self {
        let table = Table::with_capacity(opts.tt_entries);
        let mut ordering_hash_first = opts.ordering.clone();
        ordering_hash_first.insert(0, Heuristic::Hash);
        Engine {
            s: Searcher::new(tracer),
            opts,
            table,
            memory: Memory::default(),
            pv: Vec::new(),
            prev_pv: Vec::new(),
            ordering_hash_first,
            order_scratch: Scratch::default(),
            key_lists: Vec::new(),
            capture_lists: Vec::new(),
            legal_lists: Vec::new(),
            children: Vec::new(),
        }
    }

    /// Searches the root to `depth` with the drivers switched on; returns the value for the side to
    /// move at the root.
    pub fn run(&mut self, pos: &G, depth: u32) -> i32 {
        let driven =
            self.opts.iterative_deepening || self.opts.mtdf || self.opts.aspiration.is_some();
        if !driven {
            return self.root(pos, depth, Window::FULL, NodeCtx::ROOT);
        }
        let driver = self.s.enter_driver(pos, depth);
        let mut iteration = 0u32;
        let first = if self.opts.iterative_deepening {
            1.min(depth)
        } else {
            depth
        };
        // A first guess for aspiration and MTD(f): the root's static value.
        let mut guess = pos.side_to_move().sign() * pos.evaluate();
        let mut value = 0;
        for d in first..=depth {
            value = if self.opts.mtdf {
                self.mtdf(pos, d, guess, driver, &mut iteration)
            } else if let (Some(w), true) = (
                self.opts.aspiration,
                d > first || !self.opts.iterative_deepening,
            ) {
                self.aspiration(pos, d, guess, w, driver, &mut iteration)
            } else {
                self.iteration(pos, d, Window::FULL, driver, &mut iteration)
            };
            if self.s.stopped() {
                break;
            }
            guess = value;
            self.prev_pv = self.pv.first().cloned().unwrap_or_default();
        }
        self.s.leave(driver, value, Bound::Exact)
    }

    /// One root search under the driver, announced by an Iteration event.
    fn iteration(&mut self, pos: &G, depth: u32, w: Window, driver: u32, n: &mut u32) -> i32 {
        self.s
            .event(EventKind::Iteration, driver, depth as i32, w.alpha, w.beta);
        let at = NodeCtx {
            parent: driver,
            move_index: *n,
            ply: 0,
        };
        *n += 1;
        self.root(pos, depth, w, at)
    }

    fn root(&mut self, pos: &G, depth: u32, w: Window, at: NodeCtx) -> i32 {
        let on_pv = !self.prev_pv.is_empty();
        self.node(
            pos,
            depth,
            w,
            at,
            Kind {
                flags: 0,
                null_allowed: true,
                on_pv,
            },
        )
    }

    // CITE: aspiration windows (Brudno 1963 in spirit; chessprogramming wiki "Aspiration Windows").
    /// A narrow window around the guess; on a fail low or high, one re-search with that side opened.
    fn aspiration(
        &mut self,
        pos: &G,
        depth: u32,
        guess: i32,
        width: i32,
        driver: u32,
        n: &mut u32,
    ) -> i32 {
        let mut w = Window::around(guess, width);
        loop {
            let v = self.iteration(pos, depth, w, driver, n);
            if self.s.stopped() {
                return v;
            }
            if v <= w.alpha && w.alpha > -INF {
                w.alpha = -INF;
            } else if v >= w.beta && w.beta < INF {
                w.beta = INF;
            } else {
                return v;
            }
            self.s.stats.re_searches += 1;
        }
    }

    // CITE: MTD(f), Plaat, Schaeffer, Pijls and de Bruin 1996.
    /// A sequence of zero-window searches closing in on the value from the guess.
    fn mtdf(&mut self, pos: &G, depth: u32, guess: i32, driver: u32, n: &mut u32) -> i32 {
        let (mut lower, mut upper) = (-INF, INF);
        let mut g = guess;
        // The best move comes from the last probe that failed high: a fail-low probe only learns
        // that every move is at most its value, not which one is best.
        let mut best = None;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.iteration(pos, depth, Window::below(beta), driver, n);
            if self.s.stopped() {
                break;
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
                best = self.s.root_best;
            }
        }
        if best.is_some() {
            self.s.root_best = best;
        }
        g
    }

    /// One call of the search function.
    fn node(&mut self, pos: &G, depth: u32, mut w: Window, at: NodeCtx, kind: Kind) -> i32 {
        // Step 1. At the horizon with quiescence on, the node is a quiescence node (seed 000:
        // "if (depth == 0 || isGameOver()) return qsearch(alpha, beta)").
        // Asked once: with quiescence on, step 3 reads the answer.
        let over = self
            .opts
            .quiescence
            .then(|| depth == 0 || pos.is_terminal());
        if over == Some(true) {
            return self.qsearch(pos, w, at, kind.flags);
        }
        let id = self.s.enter_flagged(pos, at, depth, w, kind.flags);
        let w0 = w;
        if self.pv.len() <= at.ply as usize {
            self.pv.resize_with(at.ply as usize + 1, Vec::new);
        }
        self.pv[at.ply as usize].clear();

        // Step 2. Transposition table.
        let key = if self.opts.tt { pos.hash() } else { None };
        let mut hash_move = None;
        if let Some(k) = key {
            match self.table.probe(k, at.ply) {
                None => self
                    .s
                    .event(EventKind::TtProbe, id, Probe::Miss as i32, 0, -1),
                Some(e) => {
                    self.s.stats.tt_hits += 1;
                    hash_move = e.best;
                    let deep_enough = if self.opts.tt_same_depth_only {
                        e.depth == depth
                    } else {
                        e.depth >= depth
                    };
                    let decides = match e.bound {
                        Bound::Exact => true,
                        Bound::Lower => e.value >= w.beta,
                        Bound::Upper => e.value <= w.alpha,
                    };
                    // Never at a root: the root must produce a move.
                    let cut = deep_enough && decides && at.ply > 0;
                    let found = if !cut {
                        Probe::Hit
                    } else if e.depth > depth {
                        Probe::HitCutDeeper
                    } else {
                        Probe::HitCut
                    };
                    self.s.event(
                        EventKind::TtProbe,
                        id,
                        found as i32,
                        e.value,
                        e.depth as i32,
                    );
                    if cut {
                        self.s.stats.tt_cutoffs += 1;
                        let total = if T::RECORDS { self.count_moves(pos) } else { 0 };
                        self.s.cutoff(id, CutKind::Table, 0, total);
                        // The entry's own bound: an exact entry is exact outside this window too.
                        return self.s.leave(id, e.value, e.bound);
                    }
                }
            }
        }

        // Step 3. The horizon, or the end of the game.
        if over.unwrap_or_else(|| depth == 0 || pos.is_terminal()) {
            let v = self.s.evaluate_negamax(id, pos);
            return self.s.leave(id, v, Bound::Exact);
        }

        // Step 4. Null-move pruning (seed 000): pass, search R plies shallower with the zero
        // window [beta-1, beta]; if even passing reaches beta, so will the best move.
        if let Some(r) = self.opts.null_move {
            // Never at a root: a cutoff there would leave the search without a move to play. Never
            // with beta = +inf, as engines do: nothing reaches it, so the pass could only cost
            // nodes (the page once narrated such a pass "scores +inf < beta = +inf").
            if kind.null_allowed
                && at.ply > 0
                && depth > r
                && w.beta < INF
                && !pos.null_move_is_risky()
            {
                if let Some(passed) = pos.null_move() {
                    self.s.stats.null_moves += 1;
                    let reduced = depth - r - 1;
                    let child = NodeCtx {
                        parent: id,
                        move_index: NULL_MOVE_INDEX,
                        ply: at.ply + 1,
                    };
                    let nk = Kind {
                        flags: node_flags::NULL_MOVE | node_flags::ZERO_WINDOW,
                        null_allowed: false,
                        on_pv: false,
                    };
                    let v = -self.node(&passed, reduced, -Window::below(w.beta), child, nk);
                    if self.s.stopped() {
                        return self.s.leave(id, v, Bound::Exact);
                    }
                    let cut = v >= w.beta;
                    self.s
                        .event(EventKind::NullMove, id, reduced as i32, v, cut as i32);
                    if cut {
                        let total = if T::RECORDS { self.count_moves(pos) } else { 0 };
                        self.s.cutoff(id, CutKind::NullMove, 0, total);
                        return self.s.leave(id, w.beta, Bound::Lower);
                    }
                }
            }
        }

        // Step 5. The moves, ordered.
        let mut moves = self.s.moves(pos, at.ply);
        let ply = at.ply as usize;
        let mut keys = if T::RECORDS {
            Vec::new()
        } else {
            take_for_ply(&mut self.key_lists, ply)
        };
        let mut lazy = false;
        let pv_move = if kind.on_pv {
            self.prev_pv.get(at.ply as usize).copied()
        } else {
            None
        };
        if !self.opts.ordering.is_empty() || pv_move.is_some() || hash_move.is_some() {
            // Iterative deepening with a table searches the remembered best move first.
            let hash_first = hash_move.is_some()
                && !self.opts.ordering.contains(&Heuristic::Hash)
                && self.opts.iterative_deepening;
            let heuristics = if hash_first {
                &self.ordering_hash_first
            } else {
                &self.opts.ordering
            };
            let info = NodeInfo {
                ply: at.ply,
                hash_move,
                pv_move,
                random_seed: self.opts.ordering_seed
                    ^ pos.hash().unwrap_or(0)
                    ^ (at.ply as u64).wrapping_mul(0x9E37_79B9),
            };
            // Untraced, the moves may come in order as the loop asks for them; the trace tells the
            // whole order first.
            let ordered = ordering::order(
                pos,
                &mut moves,
                heuristics,
                &self.memory,
                &info,
                &mut self.order_scratch,
                T::RECORDS,
                &mut keys,
            );
            lazy = !T::RECORDS && ordered == Ordered::Lazy;
            if T::RECORDS {
                for (&(i, _), &(reason, score)) in moves.iter().zip(&self.order_scratch.reasons) {
                    self.s.event(
                        EventKind::Order,
                        id,
                        reason as i32,
                        i as i32,
                        score.clamp(i32::MIN as i64, i32::MAX as i64) as i32,
                    );
                }
            }
        }

        // Step 6. The children: the first with the full window; with PVS the rest with the zero
        // window [alpha, alpha+1] and a re-search when the result falls inside (alpha, beta).
        let mut best = -INF;
        let mut best_index = None;
        let mut proof = Proof::new(true);
        let mut child = self.take_child(pos);
        for k in 0..moves.len() {
            let (i, mv) = if lazy {
                moves[ordering::pick(&mut keys, k)]
            } else {
                moves[k]
            };
            pos.play_into(mv, &mut child);
            let child_at = at.child(id, i);
            let child_pv = kind.on_pv && pv_move == Some(i);
            let plain = Kind {
                flags: 0,
                null_allowed: true,
                on_pv: child_pv,
            };
            let mut child_id = self.s.next_id();
            let mut eval;
            // What the zero-window search proved before a re-search: the child is at least this.
            let mut floor = None;
            if !self.opts.pvs || k == 0 {
                eval = -self.node(&child, depth - 1, -w, child_at, plain);
            } else {
                let zero = Window::above(w.alpha);
                self.s
                    .event(EventKind::ZeroWindow, id, zero.alpha, zero.beta, k as i32);
                let zw = Kind {
                    flags: node_flags::ZERO_WINDOW,
                    ..plain
                };
                eval = -self.node(&child, depth - 1, -zero, child_at, zw);
                if eval > w.alpha && eval < w.beta && !self.s.stopped() {
                    self.s.stats.re_searches += 1;
                    self.s
                        .event(EventKind::ReSearch, id, eval, w.beta, k as i32);
                    child_id = self.s.next_id();
                    floor = (self.s.last_bound().negated() != Bound::Upper).then_some(eval);
                    let rs = Kind {
                        flags: node_flags::RE_SEARCH,
                        ..plain
                    };
                    eval = -self.node(&child, depth - 1, -Window::new(eval, w.beta), child_at, rs);
                }
            }
            if self.s.stopped() {
                break;
            }
            if T::RECORDS {
                // A re-search at most its zero-window search's floor is exactly that floor.
                let b = self.s.last_bound().negated();
                proof.child(
                    eval,
                    if b == Bound::Upper && floor == Some(eval) {
                        Bound::Exact
                    } else {
                        b
                    },
                );
            }
            let mut what = 0;
            if eval > best {
                best = eval;
                best_index = Some(i);
                what |= changed::BEST;
                self.s.note_root_best(at, i);
            }
            if w.raise(eval) {
                what |= changed::ALPHA;
                // The line through this child becomes this node's principal variation.
                let (head, tail) = self.pv.split_at_mut(at.ply as usize + 1);
                let line = &mut head[at.ply as usize];
                line.clear();
                line.push(i);
                if let Some(rest) = tail.first() {
                    line.extend_from_slice(rest);
                }
            }
            self.s.child_returned(id, child_id, eval, what);
            if w.closed() {
                // A cutoff skips the children left; after the last one there is nothing to skip
                // (the move still failed high: the killer and history tables learn it).
                if k + 1 < moves.len() {
                    self.s.cutoff(id, CutKind::Beta, k + 1, moves.len());
                    proof.pruned();
                }
                if pos.capture_values(mv).is_none() {
                    self.memory.cutoff_by(pos.move_key(mv), at.ply, depth);
                }
                break;
            }
        }
        self.children.push(child);
        self.s.give_back(moves, at.ply);
        if !T::RECORDS {
            self.key_lists[ply] = keys;
        }

        // Step 7. Return, clamped to the window in the fail-hard form, and remember.
        let value = if self.opts.fail_hard {
            best.clamp(w0.alpha, w0.beta)
        } else {
            best
        };
        // The table keeps what the window proves (the engine's behaviour does not hang on the
        // trace); the tree is drawn with what the children prove, which may be more.
        let bound = Bound::of(value, w0.alpha, w0.beta);
        if let (Some(k), false) = (key, self.s.stopped()) {
            let evicted = self.table.store(k, at.ply, depth, value, bound, best_index);
            self.s
                .event(EventKind::TtStore, id, value, bound as i32, depth as i32);
            if let Some(old) = evicted {
                self.s.event(
                    EventKind::TtEvict,
                    id,
                    old.value,
                    old.bound as i32,
                    old.depth as i32,
                );
            }
        }
        let drawn = self.s.bound(&proof, value, w0);
        self.s.leave(id, value, drawn)
    }

    /// Quiescence search as seed 000 writes it (fail-hard): stand pat, then captures only.
    fn qsearch(&mut self, pos: &G, w: Window, at: NodeCtx, flags: u8) -> i32 {
        // The move lists come from the pools by ply and go back to them: no allocation per node.
        let ply = at.ply as usize;
        let mut captures = take_for_ply(&mut self.capture_lists, ply);
        let mut legal = take_for_ply(&mut self.legal_lists, ply);
        captures.clear();
        legal.clear();
        let mut child = self.take_child(pos);
        let v = self.qsearch_in(pos, w, at, flags, &mut captures, &mut legal, &mut child);
        self.children.push(child);
        self.capture_lists[ply] = captures;
        self.legal_lists[ply] = legal;
        v
    }

    #[allow(clippy::too_many_arguments)]
    fn qsearch_in(
        &mut self,
        pos: &G,
        mut w: Window,
        at: NodeCtx,
        flags: u8,
        captures: &mut Vec<G::Move>,
        legal: &mut Vec<G::Move>,
        child: &mut G,
    ) -> i32 {
        let id = self
            .s
            .enter_flagged(pos, at, 0, w, flags | node_flags::QUIESCENCE);
        self.s.stats.qnodes += 1;
        let w0 = w;
        let stand_pat = self.s.evaluate_negamax(id, pos);
        // Standing pat is one more option of the side to move: the value is at least it.
        let mut proof = Proof::floor(true, stand_pat);
        if stand_pat >= w.beta {
            pos.noisy_moves(captures);
            // With no capture to skip, nothing is cut: the node returns beta all the same.
            let cut = !captures.is_empty();
            let outcome = if cut {
                StandPatOutcome::Cut
            } else {
                StandPatOutcome::NothingToCut
            };
            self.s
                .event(EventKind::StandPat, id, stand_pat, outcome as i32, 0);
            if cut {
                self.s.cutoff(id, CutKind::StandPat, 0, captures.len());
                proof.pruned();
            }
            let bound = self.s.bound(&proof, w.beta, w0);
            return self.s.leave(id, w.beta, bound);
        }
        self.s.event(
            EventKind::StandPat,
            id,
            stand_pat,
            StandPatOutcome::Floor as i32,
            0,
        );
        w.raise(stand_pat);
        // The trace names each capture's child by its place among the legal moves.
        if T::RECORDS {
            pos.noisy_and_legal(captures, legal);
        } else {
            pos.noisy_moves(captures);
        }
        for (k, &mv) in captures.iter().enumerate() {
            let index = legal.iter().position(|&m| m == mv).unwrap_or(0) as u32;
            let child_id = self.s.next_id();
            pos.play_into(mv, child);
            let eval = -self.qsearch(child, -w, at.child(id, index), 0);
            if self.s.stopped() {
                break;
            }
            self.s.prove(&mut proof, eval, true);
            if eval >= w.beta {
                self.s
                    .child_returned(id, child_id, eval, changed::BEST | changed::ALPHA);
                if k + 1 < captures.len() {
                    self.s.cutoff(id, CutKind::Beta, k + 1, captures.len());
                    proof.pruned();
                }
                let bound = self.s.bound(&proof, w.beta, w0);
                return self.s.leave(id, w.beta, bound);
            }
            let raised = w.raise(eval);
            self.s.child_returned(
                id,
                child_id,
                eval,
                if raised {
                    changed::BEST | changed::ALPHA
                } else {
                    0
                },
            );
        }
        let bound = self.s.bound(&proof, w.alpha, w0);
        self.s.leave(id, w.alpha, bound)
    }

    /// A spare position for a node's children (see `children`); give it back there.
    fn take_child(&mut self, pos: &G) -> Box<G> {
        #[cold]
        #[inline(never)]
        fn new_child<G: Clone>(pos: &G) -> Box<G> {
            Box::new(pos.clone())
        }
        self.children.pop().unwrap_or_else(|| new_child(pos))
    }

    fn count_moves(&mut self, pos: &G) -> usize {
        let mut all = Vec::new();
        pos.legal_moves(&mut all);
        all.len()
    }
}

/// Why a child stands where it stands, as words for narration and the CLI.
pub fn reason_name(code: i32) -> &'static str {
    match code {
        x if x == Reason::Natural as i32 => "the game's order",
        x if x == Reason::Reversed as i32 => "reversed order",
        x if x == Reason::Random as i32 => "random order",
        x if x == Reason::Capture as i32 => "a capture (MVV-LVA)",
        x if x == Reason::Killer as i32 => "a killer move",
        x if x == Reason::History as i32 => "its history score",
        x if x == Reason::HashMove as i32 => "the hash move",
        x if x == Reason::BestFirst as i32 => "best first",
        x if x == Reason::WorstFirst as i32 => "worst first",
        x if x == Reason::Static as i32 => "its static value",
        x if x == Reason::PreviousPv as i32 => "the previous iteration's principal variation",
        x if x == Reason::Centre as i32 => "nearer the centre",
        _ => "unknown",
    }
}
