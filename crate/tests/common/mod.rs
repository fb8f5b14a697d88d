//! Helpers shared by the integration tests: a naive reference search and tree builders.
#![allow(dead_code)]

use cutoff::game::tree::{RandomTreeSpec, Tree, TreePos};
use cutoff::game::{Game, Side};
use cutoff::search::{self, Algorithm, Fail, Outcome};
use cutoff::trace::{NoTrace, Recorder, DEFAULT_EVENT_CAP};
use std::sync::Arc;

pub mod cli;
pub mod epd;
pub mod rng;
pub mod tree_text;

/// Minimax written as plainly as possible, independent of the library's search code.
pub fn reference_minimax<G: Game>(pos: &G, depth: u32) -> i32 {
    if depth == 0 || pos.is_terminal() {
        return pos.evaluate();
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let values = moves
        .iter()
        .map(|&m| reference_minimax(&pos.play(m), depth - 1));
    match pos.side_to_move() {
        Side::Max => values.max().unwrap(),
        Side::Min => values.min().unwrap(),
    }
}

pub fn tree(text: &str) -> TreePos {
    TreePos::root(Arc::new(Tree::parse(text, Side::Max).unwrap()))
}

/// A random tree (crate::game::tree::Tree::random) with its root's side.
pub fn random_tree(spec: RandomTreeSpec, root: Side) -> TreePos {
    TreePos::root(Arc::new(Tree::random(&spec, root).unwrap()))
}

/// Every algorithm configuration of the seeds.
pub const CONFIGS: [(Algorithm, Fail); 5] = [
    (Algorithm::Minimax, Fail::Soft),
    (Algorithm::Alphabeta, Fail::Soft),
    (Algorithm::Negamax, Fail::Soft),
    (Algorithm::NegamaxAb, Fail::Soft),
    (Algorithm::NegamaxAb, Fail::Hard),
];

pub fn traced<G: Game>(
    pos: &G,
    algorithm: Algorithm,
    fail: Fail,
    depth: u32,
) -> (Outcome, Recorder) {
    search::run_seed(
        pos,
        algorithm,
        fail,
        depth,
        Recorder::new(DEFAULT_EVENT_CAP),
    )
}

pub fn untraced<G: Game>(pos: &G, algorithm: Algorithm, fail: Fail, depth: u32) -> Outcome {
    search::run_seed(pos, algorithm, fail, depth, NoTrace).0
}

/// The dotted paths of the nodes in the order they were entered.
pub fn visited(trace: &Recorder) -> Vec<String> {
    (0..trace.node_count() as u32)
        .map(|n| trace.path_string(n))
        .collect()
}
