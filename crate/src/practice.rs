//! Practice exercises on small game positions: a position drawn from a seed, so that a whole class
//! opening the same link gets the same one, and small enough to work by hand.
//!
//! From the game's start (Nim: a few small heaps drawn from the seed; Connect Four on 4×4), seeded
//! random legal moves are played until the position is not over, has at least two moves, alpha-beta
//! prunes something there, and its full minimax tree to the exercise's depth has a node count
//! within the level's bounds. The
//! count is minimax's own (every call of the search function, the root included), stopped by a
//! node budget, so that a big tree costs no more than the bound to refuse.

use crate::game::registry::with_game;
use crate::game::tree::SplitMix64;
use crate::game::GameDef;
use crate::search::{Algorithm, SearchConfig};
use crate::error::Error;
use crate::game::{AnyGame, GameSpec};
use serde::Serialize;

/// The games an exercise may be drawn from.
pub const KINDS: [&str; 4] = ["tictactoe", "nim", "dodgem", "connect4"];

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
    // Nim's small games are few: 7 to 20 nodes holds little more than 2,1, so its easy level
    // reaches up to 3,1 and 2,2 (24 and 26 nodes here).
    if kind == "nim" && level == "easy" {
        return Ok((7, 28));
    }
    LEVELS.iter().find(|l| l.0 == level).map(|l| (l.1, l.2)).ok_or_else(|| {
        let names: Vec<&str> = LEVELS.iter().map(|l| l.0).collect();
        crate::err!("practice.unknownLevel", "unknown practice level '{level}': use {list}", level = level, list = crate::error::list(names, ", "))
    })
}

/// The game's start for an exercise: Nim's heaps (two or three, of 1 to 4) come from the seed, and
/// above the easy level one game in two is misère (the few small Nim games, played both ways).
fn start(kind: &str, level: &str, rng: &mut SplitMix64) -> Result<AnyGame, Error> {
    let options = match kind {
        "tictactoe" | "dodgem" => serde_json::json!({}),
        "connect4" => serde_json::json!({ "size": "4x4" }),
        "nim" => {
            let count = rng.range(2, 3);
            let heaps: Vec<String> = (0..count).map(|_| rng.range(1, 4).to_string()).collect();
            let misere = level != "easy" && rng.range(0, 1) == 1;
            serde_json::json!({ "position": heaps.join(","), "misere": misere })
        }
        _ => return Err(crate::err!("practice.unknownGame", "no practice positions for '{kind}': use {list}", kind = kind, list = crate::error::list(KINDS.iter(), ", "))),
    };
    AnyGame::load(&GameSpec::new(kind, options))
}

/// The depth an exercise searches: tic-tac-toe and Nim to the end of the game; Dodgem and Connect
/// Four, whose games are long, two plies on the easy level and three above.
fn exercise_depth(game: &AnyGame, level: &str) -> u32 {
    match game.kind() {
        "dodgem" | "connect4" => (if level == "easy" { 2 } else { 3 }).min(game.natural_depth()),
        _ => game.natural_depth(),
    }
}

/// Nodes of the full minimax tree to `depth`, or `None` when it has more than `max`.
fn tree_nodes(game: &AnyGame, depth: u32, max: u64) -> Option<u64> {
    let config = SearchConfig { algorithm: Algorithm::Minimax, depth: Some(depth), ..SearchConfig::default() };
    game.search_budgeted(&config, max + 1).ok().map(|o| o.stats.nodes).filter(|&n| n <= max)
}

/// Whether alpha-beta, in the game's own move order (the exercise's), leaves a move unsearched: a
/// position where it prunes nothing has nothing to teach about it, and no pruned branch to find.
/// (A cutoff at a node's last move prunes nothing, so the count is of pruned moves, not cutoffs.)
fn alphabeta_prunes(game: &AnyGame, depth: u32, max_nodes: u64) -> bool {
    let config = SearchConfig { algorithm: Algorithm::Alphabeta, depth: Some(depth), ..SearchConfig::default() };
    // A tree of `max_nodes` records a few events a node: the cap is never reached.
    game.search_traced(&config, 16 * max_nodes as usize + 64).is_ok_and(|t| !t.pruned.is_empty())
}

/// Whether the leaves of the full minimax tree have more than one value: when they all have one
/// (Nim 1,1,1, where every line takes three moves) so has every node, and nothing is to be worked out.
fn leaves_differ(game: &AnyGame, depth: u32, max_nodes: u64) -> bool {
    let config = SearchConfig { algorithm: Algorithm::Minimax, depth: Some(depth), ..SearchConfig::default() };
    let Ok(t) = game.search_traced(&config, 16 * max_nodes as usize + 64) else { return false };
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

/// A Nim position as a class would write it: its heaps largest first, the empty ones gone (2,0,1
/// and 1,2 are both the game 2,1; one exercise, not three).
fn nim_heaps_sorted(game: &AnyGame) -> Result<AnyGame, Error> {
    let mut options = with_game!(game, g => g.options()).unwrap_or_default();
    if let Some(serde_json::Value::String(text)) = options.get_mut("position") {
        let mut heaps: Vec<u32> = text.split(',').filter_map(|h| h.trim().parse().ok()).filter(|&h| h > 0).collect();
        heaps.sort_unstable_by(|a, b| b.cmp(a));
        *text = heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    }
    AnyGame::load(&GameSpec::new(game.kind(), options))
}

/// The exercise position of `kind` ("tictactoe", "nim", "dodgem", "connect4") for `seed` at
/// `level` ("easy", "medium", "hard"): the same for the same three everywhere.
///
/// # Errors
/// An unknown kind or level; no fitting position within the attempts (not seen in practice).
pub fn position(kind: &str, seed: u64, level: &str) -> Result<Position, Error> {
    let (min, max) = level_bounds(kind, level)?;
    let mut rng = SplitMix64(seed);
    for _ in 0..ATTEMPTS {
        let mut game = start(kind, level, &mut rng)?;
        // A few opening moves first, drawn from the seed: a start that already fits (Dodgem's
        // at two plies) would otherwise be every seed's exercise. Nim's heaps are the seed's already.
        let opening = if kind == "nim" { 0 } else { rng.range(1, 4) as u32 };
        for ply in 0.. {
            if game.is_terminal() {
                break;
            }
            let moves = game.legal_move_count();
            if ply >= opening && moves >= 2 {
                let candidate = if kind == "nim" { nim_heaps_sorted(&game)? } else { game.clone() };
                let depth = exercise_depth(&candidate, level);
                let fits = |n: &u64| *n >= min && alphabeta_prunes(&candidate, depth, max) && leaves_differ(&candidate, depth, max);
                if let Some(nodes) = tree_nodes(&candidate, depth, max).filter(fits) {
                    let game = candidate;
                    let options = with_game!(&game, g => g.options()).unwrap_or_default();
                    return Ok(Position { game: GameSpec::new(game.kind(), options), depth, nodes, board: game.board() });
                }
            }
            let index = rng.next_u64() % moves as u64;
            // Through the spec, as the page will load it: a fresh root (ply 0).
            game = AnyGame::load(&game.spec_after(index as u32)?)?;
        }
    }
    Err(crate::err!("practice.noPosition", "no {kind} position of {min} to {max} nodes came from seed {seed}: try another seed", kind = kind, min = min, max = max, seed = seed))
}
