//! The page's training session: self-play learning a chunk of games at a time (so the worker can
//! report between chunks and stop whenever asked), and after each chunk the yardsticks of the
//! curve: the loss, the results against a random player and against perfect play.

use super::selfplay::{
    against_perfect_play, against_random, outcome_keeping_moves, play_matches, puct_move,
    TrainConfig, Trainer,
};
use crate::error::Error;
use crate::game::connect4::Connect4;
use crate::game::solve::{Solution, Solvable};
use crate::game::tictactoe::TicTacToe;
use crate::game::{AnyGame, Side};
use crate::nn::{Encode, Net};
use serde::Serialize;

/// PUCT's iterations a move when the net is measured after a chunk: the check `cutoff train`
/// prints and issue 37's line holds every seed to (200 a move).
pub const MEASURE_ITERATIONS: u32 = 200;
/// Games against the random player after each chunk (half as each side).
pub const RANDOM_GAMES: u32 = 20;
/// Games against perfect play after each chunk (half as each side) where the lines of perfect
/// play are too many to follow every one (Connect Four); tic-tac-toe's are all played.
pub const PERFECT_GAMES: u32 = 10;

/// Won, drawn, lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// One point of the curve.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Point {
    /// Self-play games so far.
    pub games: u32,
    /// The mean loss of the chunk's Adam steps.
    pub loss: f64,
    pub samples: usize,
    pub vs_random: Tally,
    /// `None` where the core does not know perfect play (larger Connect Four boards).
    pub vs_perfect: Option<Tally>,
    /// Whether `vs_perfect` counts every line of perfect play, as X and as O (the perfect player
    /// answering with each move that keeps the true result), as `cutoff train`'s curve does
    /// (tic-tac-toe); otherwise it counts `PERFECT_GAMES` sampled games.
    pub every_line: bool,
    /// PUCT's iterations a move in these games.
    pub iterations: u32,
}

enum Trainee {
    TicTacToe(Trainer<TicTacToe>),
    Connect4(Trainer<Connect4>),
}

/// A training run for the page.
pub struct Training {
    trainee: Trainee,
    sol: Option<Solution>,
    measured: u64,
}

/// `games` games of `choose` against a perfect player that picks among the outcome-keeping moves
/// at random (seeded), half with `choose` as MAX.
pub fn against_perfect_sampled<G: Solvable>(
    start: &G,
    sol: &Solution,
    games: u32,
    seed: u64,
    choose: &mut impl FnMut(&G) -> Option<u32>,
) -> Tally {
    let (won, drawn, lost) = play_matches(start, games, seed, choose, &mut |pos, _, rng| {
        let keep = outcome_keeping_moves(pos, sol);
        if keep.is_empty() {
            0
        } else {
            keep[(rng.next_u64() % keep.len() as u64) as usize]
        }
    });
    Tally { won, drawn, lost }
}

/// Every line of perfect play against `choose`, as MAX and as MIN, in one tally for `choose`.
pub fn against_every_line<G: Solvable>(
    start: &G,
    sol: &Solution,
    choose: &mut impl FnMut(&G) -> Option<u32>,
) -> Tally {
    let mut t = Tally::default();
    for side in [Side::Max, Side::Min] {
        let (_, won, drawn, lost) = against_perfect_play(start, sol, side, choose);
        t.won += won;
        t.drawn += drawn;
        t.lost += lost;
    }
    t
}

fn measure<G: Encode + Solvable>(
    trainer: &mut Trainer<G>,
    sol: Option<&Solution>,
    every_line: bool,
    seed: u64,
) -> Point {
    let p = trainer.progress();
    let net = &trainer.net;
    let mut choose = |pos: &G| puct_move(pos, net, MEASURE_ITERATIONS).0;
    let r = against_random(&trainer.start, RANDOM_GAMES, seed, &mut choose);
    let vs_perfect = sol.map(|s| {
        if every_line {
            against_every_line(&trainer.start, s, &mut choose)
        } else {
            against_perfect_sampled(&trainer.start, s, PERFECT_GAMES, seed, &mut choose)
        }
    });
    Point {
        games: p.games,
        loss: p.loss,
        samples: p.samples,
        vs_random: Tally {
            won: r.0,
            drawn: r.1,
            lost: r.2,
        },
        vs_perfect,
        every_line: every_line && sol.is_some(),
        iterations: MEASURE_ITERATIONS,
    }
}

impl Training {
    /// A fresh net for `game`'s variant (tic-tac-toe, Connect Four of its size), trained from the
    /// empty board with the CLI's defaults and `seed`.
    ///
    /// # Errors
    /// Another game (`train.game`).
    pub fn new(game: &AnyGame, seed: u64) -> Result<Training, Error> {
        let trainee = match game {
            AnyGame::TicTacToe(_) => Trainee::TicTacToe(Trainer::new(
                &TicTacToe::new(),
                &TrainConfig {
                    seed,
                    ..TrainConfig::tictactoe()
                },
            )),
            AnyGame::Connect4(g) => Trainee::Connect4(Trainer::new(
                &Connect4::empty(g.width(), g.height()),
                &TrainConfig {
                    seed,
                    ..TrainConfig::connect4()
                },
            )),
            other => {
                return Err(err!(
                    "train.game",
                    "networks are trained for tictactoe and connect4, not {game}",
                    game = other.kind()
                ))
            }
        };
        Ok(Training {
            trainee,
            sol: game.perfect_play().map(|p| p.solution),
            measured: seed,
        })
    }

    /// Training goes on from `net` (its weights; the optimiser starts afresh).
    ///
    /// # Errors
    /// A net for another game or size (`net.game`).
    pub fn resume(&mut self, net: Net) -> Result<(), Error> {
        match &mut self.trainee {
            Trainee::TicTacToe(t) => {
                net.check_game(&t.start)?;
                t.net = net;
            }
            Trainee::Connect4(t) => {
                net.check_game(&t.start)?;
                t.net = net;
            }
        }
        Ok(())
    }

    /// `games` more self-play games, then the point of the curve they reach.
    pub fn chunk(&mut self, games: u32) -> Point {
        self.play(games);
        self.measure()
    }

    /// `games` more self-play games (each followed by its Adam steps).
    pub fn play(&mut self, games: u32) {
        for _ in 0..games {
            match &mut self.trainee {
                Trainee::TicTacToe(t) => t.play_game(),
                Trainee::Connect4(t) => t.play_game(),
            };
        }
    }

    /// The point of the curve reached: the mean loss since the last point, and the games against
    /// a random player and against perfect play (each point with its own seed).
    pub fn measure(&mut self) -> Point {
        self.measured = self.measured.wrapping_add(1);
        let seed = self.measured;
        match &mut self.trainee {
            Trainee::TicTacToe(t) => measure(t, self.sol.as_ref(), true, seed),
            Trainee::Connect4(t) => measure(t, self.sol.as_ref(), false, seed),
        }
    }

    pub fn net(&self) -> &Net {
        match &self.trainee {
            Trainee::TicTacToe(t) => &t.net,
            Trainee::Connect4(t) => &t.net,
        }
    }

    /// The self-play games of `cutoff train`'s defaults for this game: the learning rate has
    /// fallen to its end by then, and the net is the one the CLI gives from the same seed.
    pub fn target_games(&self) -> u32 {
        match &self.trainee {
            Trainee::TicTacToe(t) => t.cfg.games,
            Trainee::Connect4(t) => t.cfg.games,
        }
    }

    /// Self-play games so far.
    pub fn games(&self) -> u32 {
        match &self.trainee {
            Trainee::TicTacToe(t) => t.games,
            Trainee::Connect4(t) => t.games,
        }
    }
}
