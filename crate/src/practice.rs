//! Practice exercises on small game positions: a position drawn from a seed, so that a whole class
//! opening the same link gets the same one, and small enough to work by hand.
//!
//! From the game's start (each game's module says it, [`Exercise`]: Nim's few small heaps drawn
//! from the seed, Connect Four on 4×4), seeded random legal moves are played until the position is not over, has at least two moves, alpha-beta
//! prunes something there, and its full minimax tree to the exercise's depth has a node count
//! within the level's bounds. The
//! count is minimax's own (every call of the search function, the root included), stopped by a
//! node budget, so that a big tree costs no more than the bound to refuse.

use crate::error::Error;
use crate::game::registry::with_game;
use crate::game::GameDef;
use crate::game::{AnyGame, GameSpec};
use crate::rng::SplitMix64;
use crate::search::{Algorithm, SearchConfig};
use serde::Serialize;

/// How a game's positions become exercises: each game's module says it (`GameDef::EXERCISE`),
/// `None` where the game has no exercises (its trees are too big to work by hand).
#[derive(Clone, Copy, Debug)]
pub struct Exercise {
    /// The options of the game's start at a level, drawn from the seed where the start varies
    /// (Nim's heaps); the same seed gives the same start.
    pub start: fn(level: &str, rng: &mut SplitMix64) -> serde_json::Value,
    /// Whether a few seeded random moves are played from the start first (a start that already
    /// fits, Dodgem's at two plies, would otherwise be every seed's exercise); not where the start
    /// is the seed's already (Nim).
    pub opening: bool,
    /// The plies searched, on the easy level and above; `None`: to the end of the game.
    pub depth: Option<(u32, u32)>,
    /// The easy level's node counts where the game's small positions need others than [`LEVELS`].
    pub easy_nodes: Option<(u64, u64)>,
    /// The position's options as a class would write it (Nim's heaps largest first), so that one
    /// game is one exercise; `None`: as they are.
    pub canonical: Option<fn(serde_json::Value) -> serde_json::Value>,
}

impl Exercise {
    /// A game's start as it is, whatever the level and seed.
    pub fn from_the_start(_level: &str, _rng: &mut SplitMix64) -> serde_json::Value {
        serde_json::json!({})
    }
}

/// The games an exercise may be drawn from, in the registry's order: those whose module has an
/// [`Exercise`].
pub fn kinds() -> Vec<&'static str> {
    AnyGame::facts()
        .into_iter()
        .filter(|f| f.exercise.is_some())
        .map(|f| f.kind)
        .collect()
}

fn exercise_of(kind: &str) -> Result<Exercise, Error> {
    AnyGame::facts_of(kind)
        .and_then(|f| f.exercise)
        .ok_or_else(|| {
            crate::err!(
                "practice.unknownGame",
                "no practice positions for '{kind}': use {list}",
                kind = kind,
                list = crate::error::list(kinds(), ", ")
            )
        })
}

/// The levels, with the node counts of the whole tree an exercise may have. They bracket the
/// random trees of the same level (easy 2×3: 15 nodes, medium 3×3: 40, hard 2×5: 63), so a game
/// exercise is about as much hand work as a tree one; below the minimum the search has nothing
/// to teach (one line of play).
pub const LEVELS: [(&str, u64, u64); 3] = [("easy", 7, 20), ("medium", 15, 45), ("hard", 30, 80)];

/// How many games are played from the start before giving up (never reached by the tests' seeds).
const ATTEMPTS: u32 = 400;

/// An exercise's position: the spec to load, the depth to search it to, and its tree's size.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Position {
    pub game: GameSpec,
    pub depth: u32,
    /// Nodes of the full minimax tree to `depth`, the root included.
    pub nodes: u64,
    /// The position in the game's notation, for the board beside the tree.
    pub board: Option<String>,
}

/// The node counts an exercise of `kind` at `level` may have (see [`LEVELS`]).
///
/// # Errors
/// An unknown level.
pub fn level_bounds(kind: &str, level: &str) -> Result<(u64, u64), Error> {
    if let (
        Ok(Exercise {
            easy_nodes: Some(bounds),
            ..
        }),
        "easy",
    ) = (exercise_of(kind), level)
    {
        return Ok(bounds);
    }
    LEVELS
        .iter()
        .find(|l| l.0 == level)
        .map(|l| (l.1, l.2))
        .ok_or_else(|| {
            let names: Vec<&str> = LEVELS.iter().map(|l| l.0).collect();
            crate::err!(
                "practice.unknownLevel",
                "unknown practice level '{level}': use {list}",
                level = level,
                list = crate::error::list(names, ", ")
            )
        })
}

/// The depth an exercise searches: the game's own for the level, but never past the game's end.
fn exercise_depth(exercise: &Exercise, game: &AnyGame, level: &str) -> u32 {
    match exercise.depth {
        Some((easy, above)) => {
            (if level == "easy" { easy } else { above }).min(game.natural_depth())
        }
        None => game.natural_depth(),
    }
}

/// Nodes of the full minimax tree to `depth`, or `None` when it has more than `max`.
fn tree_nodes(game: &AnyGame, depth: u32, max: u64) -> Option<u64> {
    let config = SearchConfig {
        algorithm: Algorithm::Minimax,
        depth: Some(depth),
        ..SearchConfig::default()
    };
    game.search_budgeted(&config, max + 1)
        .ok()
        .map(|o| o.stats.nodes)
        .filter(|&n| n <= max)
}

/// Whether alpha-beta, in the game's own move order (the exercise's), leaves a move unsearched: a
/// position where it prunes nothing has nothing to teach about it, and no pruned branch to find.
/// (A cutoff at a node's last move prunes nothing, so the count is of pruned moves, not cutoffs.)
fn alphabeta_prunes(game: &AnyGame, depth: u32, max_nodes: u64) -> bool {
    let config = SearchConfig {
        algorithm: Algorithm::Alphabeta,
        depth: Some(depth),
        ..SearchConfig::default()
    };
    // A tree of `max_nodes` records a few events a node: the cap is never reached.
    game.search_traced(&config, 16 * max_nodes as usize + 64)
        .is_ok_and(|t| !t.pruned.is_empty())
}

/// Whether the leaves of the full minimax tree have more than one value: when they all have one
/// (Nim 1,1,1, where every line takes three moves) so has every node, and nothing is to be worked out.
fn leaves_differ(game: &AnyGame, depth: u32, max_nodes: u64) -> bool {
    let config = SearchConfig {
        algorithm: Algorithm::Minimax,
        depth: Some(depth),
        ..SearchConfig::default()
    };
    let Ok(t) = game.search_traced(&config, 16 * max_nodes as usize + 64) else {
        return false;
    };
    let n = t.trace.node_count();
    let mut inner = vec![false; n];
    for i in 1..n {
        if let Some(p) = inner.get_mut(t.trace.parent(i) as usize) {
            *p = true;
        }
    }
    let mut leaves = (0..n).filter(|&i| !inner[i]).map(|i| t.trace.value(i));
    let first = leaves.next();
    leaves.any(|v| Some(v) != first)
}

/// The position as a class would write it (see [`Exercise::canonical`]).
fn canonical(exercise: &Exercise, game: &AnyGame) -> Result<AnyGame, Error> {
    let Some(rewrite) = exercise.canonical else {
        return Ok(game.clone());
    };
    let options = with_game!(game, g => g.options()).unwrap_or_default();
    AnyGame::load(&GameSpec::new(game.kind(), rewrite(options)))
}

/// The exercise position of `kind` (one of [`kinds`]) for `seed` at
/// `level` ("easy", "medium", "hard"): the same for the same three everywhere.
///
/// # Errors
/// An unknown kind or level; no fitting position within the attempts (not seen in practice).
pub fn position(kind: &str, seed: u64, level: &str) -> Result<Position, Error> {
    let exercise = exercise_of(kind)?;
    let (min, max) = level_bounds(kind, level)?;
    let mut rng = SplitMix64(seed);
    for _ in 0..ATTEMPTS {
        let mut game = AnyGame::load(&GameSpec::new(kind, (exercise.start)(level, &mut rng)))?;
        // A few opening moves first, drawn from the seed (see [`Exercise::opening`]).
        let opening = if exercise.opening {
            rng.range(1, 4) as u32
        } else {
            0
        };
        for ply in 0.. {
            if game.is_terminal() {
                break;
            }
            let moves = game.legal_move_count();
            if ply >= opening && moves >= 2 {
                let candidate = canonical(&exercise, &game)?;
                let depth = exercise_depth(&exercise, &candidate, level);
                let fits = |n: &u64| {
                    *n >= min
                        && alphabeta_prunes(&candidate, depth, max)
                        && leaves_differ(&candidate, depth, max)
                };
                if let Some(nodes) = tree_nodes(&candidate, depth, max).filter(fits) {
                    let game = candidate;
                    let options = with_game!(&game, g => g.options()).unwrap_or_default();
                    return Ok(Position {
                        game: GameSpec::new(game.kind(), options),
                        depth,
                        nodes,
                        board: game.board(),
                    });
                }
            }
            let index = rng.next_u64() % moves as u64;
            // Through the spec, as the page will load it: a fresh root (ply 0).
            game = AnyGame::load(&game.spec_after(index as u32)?)?;
        }
    }
    Err(crate::err!(
        "practice.noPosition",
        "no {kind} position of {min} to {max} nodes came from seed {seed}: try another seed",
        kind = kind,
        min = min,
        max = max,
        seed = seed
    ))
}
