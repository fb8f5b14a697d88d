//! The NNUE idea in miniature: alpha-beta with the network's value as its evaluation, and the
//! comparison a class makes on one position: alpha-beta with the hand-written evaluation,
//! alpha-beta with the learned one, and PUCT with the net, each with the positions it evaluated
//! and whether its move keeps the position's true result.
//!
//! [`Learned`] wraps a position: the same rules, moves and names, but a leaf that is not the end
//! of the game is scored by the net's value (the side to move's view, turned to MAX's) times
//! [`LEARNED_SCALE`]; the end of a game keeps an exact result, ±[`LEARNED_WIN`], larger than any
//! value the net can give, so a proven win still beats a hopeful guess. Any search of the core
//! runs on it unchanged, with any tracer.
// CITE: Nasu 2018, "Efficiently updatable neural-network-based evaluation functions for computer
// shogi" (NNUE); Stockfish 12 (2020) put such a net at alpha-beta's leaves. Here the net is the
// small MLP of nn.rs, evaluated afresh at each leaf (nothing is updated incrementally).

use super::mcts::{puct, Params, DEFAULT_C_PUCT};
use crate::error::Error;
use crate::game::{Game, Side};
use crate::nn::{Encode, Net, NetEval};
use crate::trace::{NoTrace, NodeBudget, Tracer};
use serde::Serialize;
use std::cell::Cell;

/// The learned evaluation's unit: the net's value in [−1, 1] times 100.
pub const LEARNED_SCALE: f64 = 100.0;
/// A finished game under the learned evaluation: a win is +1,000 for MAX, a loss −1,000.
pub const LEARNED_WIN: i32 = 1000;

/// A position whose static evaluation is the network's value.
#[derive(Clone)]
pub struct Learned<'a, G> {
    pub pos: G,
    pub net: &'a Net,
    /// Network evaluations made through this position and its descendants' shared counter.
    pub calls: &'a Cell<u64>,
}

impl<'a, G: Encode> Learned<'a, G> {
    pub fn new(pos: G, net: &'a Net, calls: &'a Cell<u64>) -> Self {
        Learned { pos, net, calls }
    }
}

/// The net's value of `pos` for the side to move there, in [−1, 1].
pub fn net_value<G: Encode>(net: &Net, pos: &G) -> f64 {
    let mut x = Vec::new();
    pos.encode(&mut x);
    let mut legal = vec![false; net.outputs];
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for &mv in &moves {
        if let Some(l) = legal.get_mut(pos.policy_index(mv)) {
            *l = true;
        }
    }
    net.forward(&x, &legal).1
}

impl<G: Encode> Game for Learned<'_, G> {
    type Move = G::Move;

    fn side_to_move(&self) -> Side {
        self.pos.side_to_move()
    }
    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        self.pos.legal_moves(out)
    }
    fn play(&self, mv: Self::Move) -> Self {
        Learned {
            pos: self.pos.play(mv),
            net: self.net,
            calls: self.calls,
        }
    }
    fn is_terminal(&self) -> bool {
        self.pos.is_terminal()
    }
    /// The end of the game exactly (±[`LEARNED_WIN`], 0 a draw); elsewhere the net's value × 100,
    /// from MAX's view.
    fn evaluate(&self) -> i32 {
        let mut moves = Vec::new();
        self.pos.legal_moves(&mut moves);
        if self.pos.is_terminal() || moves.is_empty() {
            return self.pos.evaluate().signum() * LEARNED_WIN;
        }
        self.calls.set(self.calls.get() + 1);
        let v = net_value(self.net, &self.pos) * self.pos.side_to_move().sign() as f64;
        (v * LEARNED_SCALE).round() as i32
    }
    fn move_name(&self, mv: Self::Move) -> String {
        self.pos.move_name(mv)
    }
    fn hash(&self) -> Option<u64> {
        self.pos.hash()
    }
    fn move_priority(&self, mv: Self::Move) -> i32 {
        self.pos.move_priority(mv)
    }
    fn move_key(&self, mv: Self::Move) -> u32 {
        self.pos.move_key(mv)
    }
}

/// One row of the learned comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LearnRow {
    /// `alphabeta`, `alphabeta-learned` or `puct`.
    pub name: String,
    /// The depth (alpha-beta) or iterations (PUCT).
    pub depth: Option<u32>,
    pub iterations: Option<u32>,
    /// Positions evaluated: alpha-beta's static evaluations, PUCT's network evaluations.
    pub evaluated: u64,
    /// Nodes (alpha-beta's calls, PUCT's tree nodes).
    pub nodes: u64,
    pub best_move: Option<u32>,
    pub best_move_name: Option<String>,
    /// Whether the move keeps the true result (`None`: the core does not know perfect play here).
    pub perfect: Option<bool>,
}

/// Seed 000's alpha-beta alone (the comparison's rows), so that the wasm carries no engine for the
/// learned positions: `search::run` would bring every algorithm and technique along for each type.
fn alphabeta_only<G: Game, T: Tracer>(pos: &G, depth: u32, tracer: T) -> (super::Outcome, T) {
    let mut s: super::Searcher<G, T> = super::Searcher::new(tracer);
    let value = super::alphabeta::alphabeta(
        &mut s,
        pos,
        depth,
        -crate::game::INF,
        crate::game::INF,
        super::NodeCtx::ROOT,
    );
    (
        super::Outcome {
            value,
            best_move: s.root_best,
            stats: s.stats,
        },
        s.tracer,
    )
}

/// The learned comparison's three rows on `pos` ([`crate::game::AnyGame::learn_compare`]), each
/// move judged against `keep`, the moves that keep the true result where it is known.
pub(crate) fn rows_for<G: Encode>(
    pos: &G,
    net: &Net,
    depth: u32,
    iterations: u32,
    keep: Option<&[u32]>,
    max_nodes: u64,
) -> Result<Vec<LearnRow>, Error> {
    net.check_game(pos)?;
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let name = |m: Option<u32>| {
        m.and_then(|i| moves.get(i as usize))
            .map(|&mv| pos.move_name(mv))
    };
    let perfect = |m: Option<u32>| keep.map(|k| m.is_some_and(|m| k.contains(&m)));
    let over = |b: NodeBudget| -> Result<(), Error> {
        if b.full() {
            return Err(err!(
                "budget",
                "stopped after {n} nodes, the comparison's budget: lower the depth to see this row",
                n = crate::error::grouped(b.max_nodes)
            ));
        }
        Ok(())
    };
    let (hand, b) = alphabeta_only(pos, depth, NodeBudget::new(max_nodes));
    over(b)?;
    let calls = Cell::new(0);
    let (learned, b) = alphabeta_only(
        &Learned::new(pos.clone(), net, &calls),
        depth,
        NodeBudget::new(max_nodes),
    );
    over(b)?;
    let mut eval = NetEval::new(net);
    let params = Params {
        iterations,
        exploration: DEFAULT_C_PUCT,
        ..Params::default()
    };
    let (p, _) = puct(pos, &params, &mut eval, NoTrace);
    Ok(vec![
        LearnRow {
            name: "alphabeta".into(),
            depth: Some(depth),
            iterations: None,
            evaluated: hand.stats.evals,
            nodes: hand.stats.nodes,
            best_move: hand.best_move,
            best_move_name: name(hand.best_move),
            perfect: perfect(hand.best_move),
        },
        LearnRow {
            name: "alphabeta-learned".into(),
            depth: Some(depth),
            iterations: None,
            evaluated: learned.stats.evals,
            nodes: learned.stats.nodes,
            best_move: learned.best_move,
            best_move_name: name(learned.best_move),
            perfect: perfect(learned.best_move),
        },
        LearnRow {
            name: "puct".into(),
            depth: None,
            iterations: Some(iterations),
            evaluated: eval.calls,
            nodes: p.stats.nodes,
            best_move: p.best_move,
            best_move_name: name(p.best_move),
            perfect: perfect(p.best_move),
        },
    ])
}

/// The most nodes each alpha-beta row of the comparison may search (a few seconds in the page).
pub const COMPARE_NODES: u64 = 2_000_000;

/// The most PUCT iterations the comparison takes.
pub const MAX_COMPARE_ITERATIONS: u32 = 100_000;
