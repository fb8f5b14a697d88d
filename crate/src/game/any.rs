//! [`AnyGame`], a game chosen at run time: loading it from a [`GameSpec`], its depths, moves and
//! names, whatever game it is; searching it is in [`search`], the learned comparison in [`learned`].

pub mod learned;
pub mod search;

use super::registry::with_game;
pub use super::registry::AnyGame;
use super::tree::RandomTreeSpec;
use super::{Game, GameDef, Side};
use crate::error::Error;
use crate::search::SearchConfig;
use serde::{Deserialize, Serialize};

/// Which game to load: its kind (a [`crate::game::GameDef::KIND`] or alias) and the game's own
/// options beside it, as JSON: `{"kind": "chess", "preset": "zugzwang"}`, `{"kind": "tree", "text": …}`,
/// `{"kind": "preset", "name": "aima"}`, `{"kind": "random", "branching": 3, "depth": 4, …}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSpec {
    pub kind: String,
    #[serde(flatten)]
    pub options: serde_json::Map<String, serde_json::Value>,
}

impl GameSpec {
    /// A spec from a kind and its options (a JSON object; anything else means no options).
    pub fn new(kind: &str, options: serde_json::Value) -> GameSpec {
        let options = match options {
            serde_json::Value::Object(map) => map,
            _ => serde_json::Map::new(),
        };
        GameSpec {
            kind: kind.to_string(),
            options,
        }
    }

    /// A textbook tree by name (`aima`, `wikipedia`).
    pub fn preset(name: &str) -> GameSpec {
        GameSpec::new("preset", serde_json::json!({ "name": name }))
    }

    /// A tree in the text format.
    pub fn tree(text: &str) -> GameSpec {
        GameSpec::new("tree", serde_json::json!({ "text": text }))
    }

    /// A random tree; `root` MIN or MAX (MAX when `None`).
    pub fn random(spec: &RandomTreeSpec, root: Option<Side>) -> GameSpec {
        let mut s = GameSpec::new("random", serde_json::to_value(spec).unwrap_or_default());
        if let Some(side) = root {
            s.options.insert(
                "root".into(),
                serde_json::to_value(side).unwrap_or_default(),
            );
        }
        s
    }
}

impl AnyGame {
    /// Loads a game from its spec.
    ///
    /// # Errors
    /// A parse error with its line and column, an unknown game or preset, an impossible position.
    pub fn load(spec: &GameSpec) -> Result<AnyGame, Error> {
        AnyGame::load_kind(&spec.kind, serde_json::Value::Object(spec.options.clone()))
    }

    /// The depth used when none is asked for: for games that end within it (trees, tic-tac-toe)
    /// the deepest search that means anything.
    pub fn natural_depth(&self) -> u32 {
        with_game!(self, g => g.natural_depth())
    }

    /// The deepest search the tool accepts here.
    pub fn max_depth(&self) -> u32 {
        with_game!(self, g => max_depth_of(g))
    }

    /// The most plies the game can last from here, where that is bounded (see [`GameDef::end_depth`]).
    pub fn end_depth(&self) -> Option<u32> {
        with_game!(self, g => g.end_depth().or_else(|| g.depth_ends_game().then(|| g.natural_depth())))
    }

    /// The depth a search will use: the requested one, or the natural depth.
    ///
    /// # Errors
    /// A depth past the game's limit; a depth limit that would stop at an inner tree node with no
    /// static value.
    pub fn resolve_depth(&self, requested: Option<u32>) -> Result<u32, Error> {
        with_game!(self, g => resolve_depth(g, requested))
    }

    /// [`AnyGame::resolve_depth`], and with iterative deepening every shallower depth too, since
    /// each iteration evaluates where it stops.
    ///
    /// # Errors
    /// As [`AnyGame::resolve_depth`], naming the iteration.
    pub fn resolve_config_depth(&self, config: &SearchConfig) -> Result<u32, Error> {
        let depth = self.resolve_depth(config.depth)?;
        if config.techniques.iterative_deepening && config.algorithm.has_window() {
            for d in 1..depth {
                self.resolve_depth(Some(d))
                    .map_err(in_iterative_deepening)?;
            }
        }
        Ok(depth)
    }

    pub fn root_side(&self) -> Side {
        with_game!(self, g => g.side_to_move())
    }

    /// Names of the legal moves at this position, in the game's order.
    pub fn move_names(&self) -> Vec<String> {
        with_game!(self, g => {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves.iter().map(|&m| g.move_name(m)).collect()
        })
    }

    /// The position after the moves at these indexes (in the game's order);
    /// [`crate::trace::NULL_MOVE_INDEX`] stands for a null move (a pass). An index past the legal
    /// moves leaves the position as it is (a path from another trace, say) rather than panic.
    // The same body for every game: some positions are Copy, others only Clone.
    #[allow(clippy::clone_on_copy)]
    pub fn after(&self, path: &[u32]) -> AnyGame {
        with_game!(self, g => {
            let mut pos = g.clone();
            let mut moves = Vec::new();
            for &i in path {
                if i == crate::trace::NULL_MOVE_INDEX {
                    if let Some(passed) = pos.null_move() {
                        pos = passed;
                    }
                    continue;
                }
                moves.clear();
                pos.legal_moves(&mut moves);
                if let Some(&mv) = moves.get(i as usize) {
                    pos = pos.play(mv);
                }
            }
            pos.into()
        })
    }

    /// Each display node's verdict byte, by display id: Nim's ([`super::nim::Nim::bouton_verdict`],
    /// the only game with one; `None` for the others). `parents[d]` is node d's parent
    /// (`parents[0]` unused), always an earlier id; `moves[d]` its move index in the parent's legal
    /// moves, or `None` where it stands for the same position (a driver's root searches).
    pub fn verdicts(&self, parents: &[u32], moves: &[Option<u32>]) -> Option<Vec<u8>> {
        let AnyGame::Nim(root) = self else {
            return None;
        };
        let mut positions: Vec<super::nim::Nim> = Vec::with_capacity(parents.len());
        let mut legal = Vec::new();
        for d in 0..parents.len() {
            let pos = match (d, positions.get(parents[d] as usize)) {
                (0, _) | (_, None) => *root,
                (_, Some(parent)) => match moves[d] {
                    None => *parent,
                    Some(i) => {
                        legal.clear();
                        parent.legal_moves(&mut legal);
                        legal
                            .get(i as usize)
                            .map_or_else(|| *parent, |&m| parent.play(m))
                    }
                },
            };
            positions.push(pos);
        }
        Some(positions.iter().map(|p| p.bouton_verdict()).collect())
    }

    /// The name of the move at `index` here: "pass" for [`crate::trace::NULL_MOVE_INDEX`], "" when
    /// there is no such move.
    pub fn move_name_at(&self, index: u32) -> String {
        if index == crate::trace::NULL_MOVE_INDEX {
            return "pass".into();
        }
        self.move_names()
            .get(index as usize)
            .cloned()
            .unwrap_or_default()
    }

    pub fn legal_move_count(&self) -> u32 {
        with_game!(self, g => {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves.len() as u32
        })
    }

    pub fn is_terminal(&self) -> bool {
        with_game!(self, g => g.is_terminal())
    }

    /// What a board drawing needs: the position in the game's notation (tic-tac-toe cells plus
    /// the side to move, a chess FEN); `None` for trees.
    pub fn board(&self) -> Option<String> {
        with_game!(self, g => g.position())
    }

    /// The legal moves here for a person to choose from: index (game order), name, board cells.
    pub fn moves(&self) -> Vec<MoveInfo> {
        with_game!(self, g => {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves.iter().enumerate().map(|(i, &m)| MoveInfo { index: i as u32, name: g.move_name(m), cells: g.move_cells(m) }).collect()
        })
    }

    /// The spec of the position after the move at `index` (game order): how a game against the
    /// engine goes on.
    ///
    /// # Errors
    /// No such move, the game is over, or a game whose positions cannot be written (a tree).
    pub fn spec_after(&self, index: u32) -> Result<GameSpec, Error> {
        if self.is_terminal() {
            return Err(err!("game.over", "the game is over: no move can be played"));
        }
        let count = self.legal_move_count();
        if index >= count {
            return Err(err!(
                "move.noSuch",
                "move {n} does not exist here: there are {count} legal moves",
                n = index as u64 + 1,
                count = count
            ));
        }
        let next = self.after(&[index]);
        let options = with_game!(&next, g => g.options()).ok_or_else(|| {
            err!(
                "game.notPlayable",
                "{kind} positions cannot be played move by move",
                kind = self.kind()
            )
        })?;
        Ok(GameSpec::new(self.kind(), options))
    }

    /// Whether the game is over here and who won: `Some(1)` MAX, `Some(-1)` MIN, `Some(0)` a draw.
    pub fn result(&self) -> Option<i32> {
        with_game!(self, g => g.is_terminal().then(|| g.evaluate().signum()))
    }

    /// The true result here for the side to move, where the game knows it (see [`GameDef::true_outcome`]).
    pub fn true_outcome(&self) -> Option<(crate::game::solve::Outcome, Option<u32>)> {
        with_game!(self, g => g.true_outcome())
    }

    /// The static evaluation term by term (see [`GameDef::explain_eval`]).
    pub fn explain_eval(&self) -> Vec<crate::term::Term> {
        with_game!(self, g => g.explain_eval())
    }

    /// For a uniform tree searched to `depth`: how many leaves a perfectly ordered alpha-beta
    /// evaluates (Knuth and Moore 1975), b^ceil(d/2) + b^floor(d/2) - 1, and minimax's b^d.
    pub fn knuth_moore(&self, depth: u32) -> Option<KnuthMoore> {
        let AnyGame::Tree(t) = self else { return None };
        let tree = &t.tree;
        let b = tree.root().child_count;
        if b == 0 || depth == 0 {
            return None;
        }
        // Uniform: every node above `depth` has b children; every node at `depth` exists. Each level
        // is checked before the next is built, and never reserved past the tree's own size.
        let mut level = vec![0u32];
        for _ in 0..depth {
            if level
                .iter()
                .any(|&n| tree.nodes[n as usize].child_count != b)
            {
                return None;
            }
            let size = level
                .len()
                .checked_mul(b as usize)
                .filter(|&s| s <= tree.nodes.len())?;
            let mut next = Vec::with_capacity(size);
            for &n in &level {
                next.extend_from_slice(tree.child_ids(n));
            }
            level = next;
        }
        let pow = |e: u32| (b as u64).checked_pow(e);
        let min_leaves = pow(depth.div_ceil(2))?.checked_add(pow(depth / 2)?)? - 1;
        Some(KnuthMoore {
            branching: b,
            depth,
            min_leaves,
            minimax_leaves: pow(depth)?,
        })
    }
}

fn max_depth_of<G: GameDef>(_: &G) -> u32 {
    G::MAX_DEPTH
}

fn resolve_depth<G: GameDef>(g: &G, requested: Option<u32>) -> Result<u32, Error> {
    let natural = g.natural_depth();
    let depth = match (requested, g.end_depth()) {
        (Some(d), _) if g.depth_ends_game() => d.min(natural),
        // Past the end of the game a deeper search is the same search.
        (Some(d), Some(end)) => d.min(end),
        (Some(d), None) => d,
        (None, _) => natural,
    };
    if depth > G::MAX_DEPTH {
        return Err(err!(
            "tooDeep",
            "depth {depth} is too deep for {game}: the core searches at most {max} plies, its recursion limit (below it only the budgets of nodes, time and trace size stop a search)",
            depth = depth,
            game = G::info().title,
            max = G::MAX_DEPTH;
            kind = G::KIND
        ));
    }
    g.check_depth(depth)?;
    Ok(depth)
}

/// A depth's error inside iterative deepening, which searches every depth from 1: the tree's
/// missing static value gets its own code (the page's advice differs), anything else its words.
fn in_iterative_deepening(e: Error) -> Error {
    if e.code == "tree.noStatic" {
        let p = |k: &str| e.params.get(k).cloned().unwrap_or_default();
        let coded = err!(
            "id.noStatic",
            "iterative deepening: depth {depth} stops at {node}, an inner node without a static value: give it one after its \
             closing parenthesis, as in {example}, or search to depth {to}",
            depth = &p("depth"), node = &p("node"), example = &p("example"), to = &p("to")
        );
        return Error {
            line: e.line,
            column: e.column,
            ..coded
        };
    }
    Error {
        message: format!("iterative deepening: {}", e.message),
        ..e
    }
}

fn compare_facts<G: GameDef>(_: &G) -> (&'static str, bool) {
    (G::good_ordering(), G::has_engine_techniques())
}

/// A legal move as a person picks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveInfo {
    /// Its index in the game's order (what paths and [`AnyGame::spec_after`] take).
    pub index: u32,
    pub name: String,
    /// The board cells it touches (see [`GameDef::move_cells`]).
    pub cells: Vec<u32>,
}

/// The Knuth-Moore minimal tree's leaf count for a uniform tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KnuthMoore {
    pub branching: u32,
    pub depth: u32,
    pub min_leaves: u64,
    pub minimax_leaves: u64,
}
impl AnyGame {
    /// [`GameDef::perft`] of whatever game this is.
    pub fn perft(&self, depth: u32) -> u64 {
        with_game!(self, g => GameDef::perft(g, depth))
    }

    /// [`GameDef::perft_divide`] of whatever game this is.
    pub fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        with_game!(self, g => GameDef::perft_divide(g, depth))
    }

    /// The retrograde solver's report on this position, where the game has a solver
    /// ([`GameDef::solver`]); `None` elsewhere.
    pub fn solved(&self) -> Option<super::solve::Solved> {
        with_game!(self, g => solved(g))
    }

    /// Perfect play from this position, where the game affords it ([`GameDef::perfect_play`]).
    pub fn perfect_play(&self) -> Option<super::solve::PerfectPlay> {
        with_game!(self, g => g.perfect_play())
    }

    /// `work` done on this position in its own type, where the game has a network encoding
    /// ([`GameDef::with_encoding`]).
    ///
    /// # Errors
    /// A game without one (`puct.game`).
    pub fn with_encoding<W: super::encode::OnEncoded>(&self, work: W) -> Result<W::Output, Error> {
        with_game!(self, g => g.with_encoding(work)).ok_or_else(|| {
            err!(
                "puct.game",
                "PUCT needs a network, and networks exist for tictactoe and connect4, not {game}",
                game = self.kind()
            )
        })
    }

    /// What the command line says after this game's searched `value` ([`GameDef::value_words`]).
    pub fn value_words(&self, value: i32) -> Option<String> {
        with_game!(self, g => value_words(g, value))
    }

    /// The facts of the game called `name` (its kind or an alias), if there is one.
    pub fn facts_of(name: &str) -> Option<super::GameFacts> {
        AnyGame::facts().into_iter().find(|f| f.is_called(name))
    }
}

fn solved<G: GameDef>(g: &G) -> Option<super::solve::Solved> {
    G::solver().map(|solve| solve(g))
}

fn value_words<G: GameDef>(_: &G, value: i32) -> Option<String> {
    G::value_words(value)
}
