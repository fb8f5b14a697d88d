//! Retrograde analysis: the true value of every position of a small game, found backwards from the
//! positions where the game is over. Where a depth-limited search guesses, this knows; games whose
//! positions repeat (Dodgem) are decided too, the positions never resolved being draws.
//!
//! The method: a terminal position is won, lost or drawn for the side to move (the sign of its
//! evaluation says which) at distance 0. Positions are then taken in the order they were decided;
//! each decided position tells its predecessors: if it is lost for its mover, every predecessor
//! is won (distance + 1: the first such child, being the nearest, sets it); if it is won, the
//! predecessor counts down its undecided moves and is lost once none is left (its distance is
//! one more than its last, hence longest, won child). Whatever is left undecided can avoid losing
//! forever, and nobody can force a win from it: a draw.
//!
//! A game is solvable when its module implements [`Solvable`] beside [`Game`] (tic-tac-toe, Dodgem,
//! Connect Four's small boards).
// CITE: retrograde analysis (Ströhlein 1970; Thompson 1986, "Retrograde analysis of certain
// endgames"), the breadth-first form with a counter of unrefuted moves per position.

use super::Game;
use std::collections::{HashMap, VecDeque};

/// A game small enough to list all of its positions.
pub trait Solvable: Game {
    /// Every position to decide, of the same variant as `self` (rules, size); the list must be
    /// closed under [`Game::play`].
    fn all_positions(&self) -> Vec<Self>;
    /// A key that tells positions apart (not their distance from a search root).
    fn key(&self) -> u64;
}

/// The true result of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Win,
    Loss,
    Draw,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
        }
    }
}

/// Every position's outcome for its side to move and its distance to the end in plies (with best
/// play: the winner hurries, the loser delays). A draw's distance is 0: nothing forces an end.
#[derive(Clone, Debug, Default)]
pub struct Solution {
    table: HashMap<u64, (Outcome, u32)>,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

impl Solution {
    /// The outcome and distance of `pos`, or `None` when it was not among the positions solved.
    pub fn lookup<G: Solvable>(&self, pos: &G) -> Option<(Outcome, u32)> {
        self.table.get(&pos.key()).copied()
    }

    /// Positions solved.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The moves from `pos` that keep its outcome with the best distance (the winner's quickest
    /// wins, the loser's longest defences, the drawing moves), as indices in the game's order.
    pub fn best_moves<G: Solvable>(&self, pos: &G) -> Vec<u32> {
        let Some((outcome, dist)) = self.lookup(pos) else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let want = match outcome {
            Outcome::Win => Some((Outcome::Loss, dist.saturating_sub(1))),
            Outcome::Loss => Some((Outcome::Win, dist.saturating_sub(1))),
            Outcome::Draw => None,
        };
        (0u32..)
            .zip(moves)
            .filter(|&(_, mv)| {
                let child = self.lookup(&pos.play(mv));
                match want {
                    Some(w) => child == Some(w),
                    None => matches!(child, Some((Outcome::Draw, _))),
                }
            })
            .map(|(i, _)| i)
            .collect()
    }
}

/// Perfect play from one position, for judging a player against it (the learned comparison's
/// "perfect" column, training's games against perfect play, MCTS's perfect moves): the table of the
/// position's whole variant, and the moves here that keep the true result (`None` when the position
/// is not among those solved). What [`super::GameDef::perfect_play`] gives where a game affords it.
#[derive(Clone, Debug)]
pub struct PerfectPlay {
    pub solution: Solution,
    pub keeping: Option<Vec<u32>>,
}

impl PerfectPlay {
    /// Solves `pos`'s variant and finds the moves that keep `pos`'s result.
    pub fn of<G: Solvable>(pos: &G) -> PerfectPlay {
        let solution = solve(pos);
        let keeping = solution
            .lookup(pos)
            .map(|_| outcome_keeping_moves(pos, &solution));
        PerfectPlay { solution, keeping }
    }
}

/// The moves of `pos` that keep its true outcome (indices in the game's order): from a won
/// position those that leave the opponent lost, from a drawn one the drawing moves, from a lost
/// one every move.
pub fn outcome_keeping_moves<G: Solvable>(pos: &G, sol: &Solution) -> Vec<u32> {
    let Some((outcome, _)) = sol.lookup(pos) else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    (0u32..)
        .zip(moves)
        .filter(|&(_, mv)| {
            let child = sol.lookup(&pos.play(mv)).map(|c| c.0);
            match outcome {
                Outcome::Win => child == Some(Outcome::Loss),
                Outcome::Draw => child == Some(Outcome::Draw),
                Outcome::Loss => true,
            }
        })
        .map(|(i, _)| i)
        .collect()
}

/// Solves every position of `example`'s variant by retrograde analysis.
///
/// # Panics
/// When a move leads outside [`Solvable::all_positions`] (the list is not closed).
pub fn solve<G: Solvable>(example: &G) -> Solution {
    let positions = example.all_positions();
    let index: HashMap<u64, usize> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| (p.key(), i))
        .collect();
    let n = positions.len();
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut undecided_moves = vec![0u32; n];
    let mut result: Vec<Option<(Outcome, u32)>> = vec![None; n];
    let mut queue = VecDeque::new();
    let mut moves = Vec::new();
    for (i, p) in positions.iter().enumerate() {
        if p.is_terminal() {
            let v = p.evaluate() * p.side_to_move().sign();
            let o = match v.signum() {
                1 => Outcome::Win,
                -1 => Outcome::Loss,
                _ => Outcome::Draw,
            };
            result[i] = Some((o, 0));
            if o != Outcome::Draw {
                queue.push_back(i);
            }
            continue;
        }
        moves.clear();
        p.legal_moves(&mut moves);
        undecided_moves[i] = moves.len() as u32;
        for &mv in &moves {
            let child = p.play(mv);
            let c = *index.get(&child.key()).unwrap_or_else(|| {
                panic!(
                    "a move leads outside the positions listed (key {:#x})",
                    child.key()
                )
            });
            preds[c].push(i as u32);
        }
    }
    while let Some(c) = queue.pop_front() {
        let (outcome, dist) = result[c].unwrap();
        for &p in &preds[c] {
            let p = p as usize;
            if result[p].is_some() {
                continue;
            }
            match outcome {
                Outcome::Loss => {
                    result[p] = Some((Outcome::Win, dist + 1));
                    queue.push_back(p);
                }
                Outcome::Win => {
                    undecided_moves[p] -= 1;
                    if undecided_moves[p] == 0 {
                        result[p] = Some((Outcome::Loss, dist + 1));
                        queue.push_back(p);
                    }
                }
                Outcome::Draw => {}
            }
        }
    }
    let mut sol = Solution::default();
    for (p, r) in positions.iter().zip(result) {
        let r = r.unwrap_or((Outcome::Draw, 0));
        match r.0 {
            Outcome::Win => sol.wins += 1,
            Outcome::Loss => sol.losses += 1,
            Outcome::Draw => sol.draws += 1,
        }
        sol.table.insert(p.key(), r);
    }
    sol
}

/// A solved position as the command line reports it (`cutoff solve`): the variant solved, the
/// position, its outcome and distance for the side to move, its best moves by name, and the
/// totals of every position of the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The variant's rule where the game has several ("rule winning-ways"), else `None`.
    pub variant: Option<String>,
    pub position: String,
    pub side_to_move: super::Side,
    /// `None` when the position is not among those solved.
    pub outcome: Option<(Outcome, u32)>,
    pub best_moves: Vec<String>,
    pub positions: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

impl Solved {
    /// Solves `pos`'s variant and reports on `pos`.
    pub fn of<G: Solvable + std::fmt::Display>(pos: &G) -> Solved {
        let sol = solve(pos);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        Solved {
            variant: None,
            position: pos.to_string(),
            side_to_move: pos.side_to_move(),
            outcome: sol.lookup(pos),
            best_moves: sol
                .best_moves(pos)
                .iter()
                .map(|&i| pos.move_name(moves[i as usize]))
                .collect(),
            positions: sol.len(),
            wins: sol.wins,
            losses: sol.losses,
            draws: sol.draws,
        }
    }

    /// The same, naming the variant solved.
    pub fn under(self, variant: String) -> Solved {
        Solved {
            variant: Some(variant),
            ..self
        }
    }
}
