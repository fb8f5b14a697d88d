//! Games the search runs over: the rules ([`Game`]), what each game tells the tool about itself
//! ([`GameDef`]), one file per game, and the registry (`registry.rs`) that turns the list of games
//! into [`AnyGame`], the enum that picks a game at run time (as shakmaty's `VariantPosition` does).

pub mod any;
pub mod chess;
pub mod connect4;
pub mod dodgem;
pub mod encode;
pub mod nim;
pub mod perft;
pub mod preset;
pub mod registry;
pub mod solve;
pub mod tictactoe;
pub mod tree;
pub mod tree_edit;
pub mod xiangqi;

pub use any::GameSpec;
pub use preset::Preset;
pub use registry::AnyGame;

use crate::error::Error;
use serde::Serialize;
use std::fmt;

/// Which player is to move. MAX wants the score high, MIN wants it low; every score in the core is
/// from MAX's point of view unless a negamax function says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Max,
    Min,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Max => Side::Min,
            Side::Min => Side::Max,
        }
    }

    /// +1 for MAX, -1 for MIN: turns a MAX-view score into the side to move's view (negamax).
    pub fn sign(self) -> i32 {
        match self {
            Side::Max => 1,
            Side::Min => -1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Max => "MAX",
            Side::Min => "MIN",
        })
    }
}

/// Scores at or beyond this magnitude stand for "infinity" (a window bound nobody has set yet).
/// Mate scores in chess live just below it.
pub const INF: i32 = 1_000_000_000;

/// The score of giving mate at the root; a mate found `p` plies from the root scores `MATE - p`,
/// so that the shorter mate is preferred. Anything beyond [`MATE_BOUND`] is a mate score.
pub const MATE: i32 = 100_000;
pub const MATE_BOUND: i32 = MATE - 10_000;

/// For a mate score (MAX's point of view), the number of moves (not plies) to mate and who mates:
/// `Some((Side::Max, 2))` for MAX mating in two; `None` for any other score.
pub fn mate_in(value: i32) -> Option<(Side, u32)> {
    if value.abs() < MATE_BOUND || value.abs() > MATE {
        return None;
    }
    let plies = (MATE - value.abs()) as u32;
    let side = if value > 0 { Side::Max } else { Side::Min };
    Some((side, plies.div_ceil(2)))
}

/// For a mate score from one side's view, whether that side wins and in how many plies from the
/// root the game ends: `Some((true, 5))` for `MATE - 5`; `None` for any other score.
pub fn mate_plies(value: i32) -> Option<(bool, u32)> {
    if value.abs() < MATE_BOUND || value.abs() > MATE {
        return None;
    }
    Some((value > 0, (MATE - value.abs()) as u32))
}

/// The deepest search the core runs, whatever the game: each ply is one more level of recursion
/// (the search, quiescence below it, the principal-variation table), and a page's worker has a
/// stack of about a megabyte. Below it no depth is refused for being deep: the budgets (nodes,
/// time, the trace's size) stop a search that does not fit, and say so with the numbers.
pub const MAX_PLIES: u32 = 200;

/// A position of a two-player zero-sum game with perfect information.
///
/// Positions are copy-made: [`Game::play`] returns the child and leaves `self` alone, which keeps
/// the search code free of undo bookkeeping and makes any node of a trace easy to rebuild.
pub trait Game: Clone {
    /// A move; cheap to copy.
    type Move: Copy + PartialEq + fmt::Debug;

    /// The player to move here.
    fn side_to_move(&self) -> Side;

    /// Appends the legal moves to `out` in the game's stable order (the order every algorithm
    /// tries them in unless a move-ordering technique says otherwise).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The position after `mv`, which must be one of [`Game::legal_moves`].
    fn play(&self, mv: Self::Move) -> Self;

    /// [`Game::play`] written into `child`, whatever position it held: a search that keeps a
    /// child per ply copies the position once, where `play` builds it and then moves it there.
    #[inline]
    fn play_into(&self, mv: Self::Move, child: &mut Self) {
        *child = self.play(mv);
    }

    /// True when the game is over here (no search below this node).
    fn is_terminal(&self) -> bool;

    /// The static evaluation, from MAX's point of view.
    fn evaluate(&self) -> i32;

    /// A short printable name for `mv` played from this position.
    fn move_name(&self, mv: Self::Move) -> String;

    /// "Noisy" moves that quiescence search keeps looking at past the horizon (captures in chess),
    /// appended to `out` in the order quiescence should try them. Games without them add nothing.
    fn noisy_moves(&self, _out: &mut Vec<Self::Move>) {}

    /// [`Game::noisy_moves`] into `noisy` for a traced quiescence search, and when there are any,
    /// this position's [`Game::legal_moves`] into `legal`, at least as far as the last noisy move
    /// among them: the trace names each noisy move's child by its place there. A game that can stop
    /// its generator there spares the legality tests of the moves after.
    fn noisy_and_legal(&self, noisy: &mut Vec<Self::Move>, legal: &mut Vec<Self::Move>) {
        let start = noisy.len();
        self.noisy_moves(noisy);
        if noisy.len() > start {
            self.legal_moves(legal);
        }
    }

    /// The position with the side to move passing, for null-move pruning; `None` where a pass is
    /// not allowed or means nothing.
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// A hash of the position for transposition tables; `None` where the game has none.
    fn hash(&self) -> Option<u64> {
        None
    }

    /// True when a null move should not be tried here (in check, only king and pawns, ...).
    fn null_move_is_risky(&self) -> bool {
        true
    }

    /// The material value of what `mv` captures and of the piece that captures, for MVV-LVA
    /// ordering; `None` for a quiet move.
    fn capture_values(&self, _mv: Self::Move) -> Option<(i32, i32)> {
        None
    }

    /// The exact minimax value of this position from MAX's point of view, where the game knows it
    /// without searching (explicit trees do): the oracle behind best-first and worst-first ordering.
    fn exact_value(&self) -> Option<i32> {
        None
    }

    /// How central or otherwise promising `mv` is by the game's own rule of thumb, higher first:
    /// the `centre` move ordering (Connect Four's middle columns). 0 everywhere by default.
    fn move_priority(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A number that identifies the move for killer and history tables (distinct moves of one
    /// position get distinct keys; the same move in sibling positions gets the same key).
    fn move_key(&self, _mv: Self::Move) -> u32 {
        0
    }
}

/// What a game tells the tool about itself beyond its rules: its name, the options that load a
/// position, its presets, its depth limits and board. Each game module implements it beside
/// [`Game`]; the registry (`games!` in `registry.rs`) needs one line per game.
pub trait GameDef: Game + Sized {
    /// The name on the command line (`--game KIND`), in links and in the catalogue.
    const KIND: &'static str;
    /// Other names accepted for the game (a spec's `kind`, `--game`).
    const ALIASES: &'static [&'static str] = &[];
    /// The deepest search the tool accepts for this game: [`MAX_PLIES`], the core's recursion
    /// limit, or less where every game ends sooner (tic-tac-toe's 9 cells). Not a limit on work:
    /// the budgets are.
    const MAX_DEPTH: u32 = MAX_PLIES;
    /// The command line's words for the game: its lines under GAME in `cutoff --help` (the flags
    /// that load it, its notation, its presets), two spaces in, wrapped as the help is.
    const HELP: &'static str;
    /// The deepest `cutoff perft` the command line runs: past it the count takes hours.
    const PERFT_DEPTH: u32;
    /// The names of the two sides, MAX's first, as the game calls them ("White", "Black"; "X",
    /// "O"), for the page to say whose turn it is and who wins.
    const SIDES: [&'static str; 2] = ["MAX", "MIN"];
    /// How the game's positions become practice exercises ([`crate::practice`]); `None` where the
    /// game has none.
    const EXERCISE: Option<crate::practice::Exercise>;

    /// Perft (see [`perft::perft`]): the number of move sequences `depth` plies long from here.
    /// A game with a faster or differently-counted generator of its own says so here (chess).
    fn perft(&self, depth: u32) -> u64 {
        perft::perft(self, depth)
    }

    /// [`GameDef::perft`] per root move, with the moves' names, in the game's order.
    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft::perft_divide(self, depth)
    }

    /// The retrograde solver of the game's every position, where it is small enough to list them
    /// (`cutoff solve`): `Some(solve::Solved::of)` for a game that implements [`solve::Solvable`],
    /// `None` elsewhere. Each game says which.
    fn solver() -> Option<fn(&Self) -> solve::Solved>;

    /// Perfect play from here, where the core can afford to solve every position of this variant
    /// for judging a player against it (the learned comparison, training, MCTS's perfect moves):
    /// `Some(solve::PerfectPlay::of(self))` in a game's module that says so, `None` by default.
    /// Apart from [`GameDef::solver`] (`cutoff solve`): a game may have one and not the other.
    fn perfect_play(&self) -> Option<solve::PerfectPlay> {
        None
    }

    /// Hands this position to `work` in its own type where the game has a network encoding:
    /// `Some(work.on(self))` in a module that implements [`encode::Encode`], `None` by default.
    fn with_encoding<W: encode::OnEncoded>(&self, _work: W) -> Option<W::Output> {
        None
    }

    /// What the command line says after a searched value, "value 99993 (MAX's point of view)":
    /// who wins and when, for a score that is a won game, in the game's words ("Black wins in 7
    /// plies", "X wins in 1 ply"; "O has won" when the game is over at the root). By default a win
    /// scores [`MATE`] minus its plies from the root; a game that counts otherwise (chess's mates
    /// in moves, a tree's plain numbers) says so.
    fn value_words(value: i32) -> Option<String> {
        mate_in(value).map(|(side, _)| {
            let name = Self::SIDES[if side == Side::Max { 0 } else { 1 }];
            match MATE - value.abs() {
                0 => format!("{name} has won"),
                1 => format!("{name} wins in 1 ply"),
                plies => format!("{name} wins in {plies} plies"),
            }
        })
    }

    /// A spec's options (everything beside its `kind`), as JSON: `{"fen": …}`, `{"position": …}`.
    type Options: serde::de::DeserializeOwned;

    /// Loads a position from its options. `kind` is the name the spec used (one of
    /// [`GameDef::KIND`] and [`GameDef::ALIASES`]).
    ///
    /// # Errors
    /// A message saying what is wrong and where: a malformed or impossible position, an unknown preset.
    fn load(kind: &str, options: Self::Options) -> Result<Self, Error>;

    /// The catalogue entry: everything the page needs to offer the game.
    fn info() -> GameInfo;

    /// The depth a search uses when none is asked for.
    fn natural_depth(&self) -> u32;

    /// The most plies the game can last from here, where that is bounded (Connect Four's empty
    /// cells): a deeper search is the same search, to the end of the game. `None` where a game may
    /// go on without end (chess, Dodgem's cycles).
    fn end_depth(&self) -> Option<u32> {
        None
    }

    /// True when [`GameDef::natural_depth`] reaches the end of the game from here, so that a deeper
    /// request means the same search (trees, tic-tac-toe, Nim); false when it is only a default.
    fn depth_ends_game(&self) -> bool;

    /// The position in the game's notation (what a board drawing and a link need); `None` for trees.
    fn position(&self) -> Option<String> {
        None
    }

    /// The spec options that load this very position again (`{"fen": …}`), so that a game played
    /// against the engine goes on from here; `None` where a position cannot be written (a node of a tree).
    fn options(&self) -> Option<serde_json::Value> {
        None
    }

    /// The board cells a move touches, `[from, to]` or `[to]`, counted row by row from the top-left
    /// of [`GameInfo::board`]: what a click picks and what a drawing marks. Empty without a board.
    fn move_cells(&self, _mv: Self::Move) -> Vec<u32> {
        Vec::new()
    }

    /// The true result of this position for the side to move, where the game is small enough to
    /// know it (retrograde analysis, Bouton's theorem): the outcome and, where known, the plies
    /// to the end with best play. Shown beside the searched value, so the horizon shows.
    fn true_outcome(&self) -> Option<(solve::Outcome, Option<u32>)> {
        None
    }

    /// The static evaluation term by term (their values add up to it); empty where the game has
    /// nothing to explain.
    fn explain_eval(&self) -> Vec<crate::term::Term> {
        Vec::new()
    }

    /// Refuses a depth that cannot be searched from here (a tree node without a static value).
    ///
    /// # Errors
    /// What stops the search and how to fix it.
    fn check_depth(&self, _depth: u32) -> Result<(), Error> {
        Ok(())
    }

    /// The move ordering that suits the game, as `--ordering` spells it (the comparison table's
    /// "with ordering" rows).
    fn good_ordering() -> &'static str {
        "killer,history"
    }

    /// True when null move and quiescence mean something here (the comparison's engine rows).
    fn has_engine_techniques() -> bool {
        false
    }
}

/// The FEN a spec gives (`fen`), or its preset's (`preset`, by name in `presets`, whose position is
/// a FEN), or `None` for the start position. `game` names the game in messages.
///
/// # Errors
/// Both given, or an unknown preset (naming the known ones).
pub fn fen_or_preset<'a>(
    game: &str,
    fen: Option<&'a str>,
    preset: Option<&str>,
    presets: &[Preset],
) -> Result<Option<&'a str>, Error> {
    match (
        fen.map(str::trim).filter(|f| !f.is_empty()),
        preset.filter(|p| !p.is_empty()),
    ) {
        (Some(_), Some(_)) => Err(err!(
            "fen.both",
            "give a FEN or a {kind} preset, not both",
            kind = game
        )),
        (Some(f), None) => Ok(Some(f)),
        (None, Some(name)) => Ok(Some(preset::find(presets, name, game, game)?.position)),
        (None, None) => Ok(None),
    }
}

/// What a game says of itself without a position, for the command line: its names, its help,
/// its perft cap and whether it can be solved (see [`GameDef`]).
#[derive(Clone, Copy, Debug)]
pub struct GameFacts {
    pub kind: &'static str,
    pub aliases: &'static [&'static str],
    pub help: &'static str,
    pub perft_depth: u32,
    pub solvable: bool,
    pub exercise: Option<crate::practice::Exercise>,
}

impl GameFacts {
    pub fn of<G: GameDef>() -> GameFacts {
        GameFacts {
            kind: G::KIND,
            aliases: G::ALIASES,
            help: G::HELP,
            perft_depth: G::PERFT_DEPTH,
            solvable: G::solver().is_some(),
            exercise: G::EXERCISE,
        }
    }

    /// True when `name` is the game's kind or one of its aliases.
    pub fn is_called(&self, name: &str) -> bool {
        self.kind == name || self.aliases.contains(&name)
    }
}

/// A game in the catalogue the page builds its menus from.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub kind: &'static str,
    pub title: &'static str,
    /// One line for people: what the game is and who is MAX.
    pub summary: &'static str,
    pub options: Vec<OptionInfo>,
    /// Other ways to load the game, each under its own kind with its own options (a tree: a
    /// textbook preset, a random tree, a custom text).
    pub variants: Vec<VariantInfo>,
    pub presets: Vec<PresetInfo>,
    pub max_depth: u32,
    /// The depth with no position given (a position may change it: see [`GameDef::natural_depth`]).
    pub default_depth: u32,
    pub depth_ends_game: bool,
    pub board: Option<BoardInfo>,
    /// True when a person can play the game against the engine on its board.
    pub playable: bool,
    /// The engine techniques that mean something here, as the search config names them:
    /// `iterativeDeepening`, `tt`, `nullMove`, `quiescence`, `aspiration`, `ordering`.
    pub techniques: Vec<&'static str>,
    /// The orderings offered, as `--ordering` spells them.
    pub orderings: Vec<&'static str>,
    /// How to write a position, for the option's help text.
    pub notation: &'static str,
    /// The sides' names, MAX's first ([`GameDef::SIDES`]).
    pub sides: [&'static str; 2],
    /// True when practice draws exercises from the game's positions ([`GameDef::EXERCISE`]).
    pub practice: bool,
}

/// A way to load a game under another kind (one of [`GameDef::ALIASES`] or the kind itself).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantInfo {
    pub kind: &'static str,
    pub title: &'static str,
    pub options: Vec<OptionInfo>,
}

/// One option of a game's spec, for the page's option panel.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionInfo {
    /// The key in the spec.
    pub name: &'static str,
    pub label: &'static str,
    /// `text`, `textarea`, `select`, `number` or `checkbox`.
    pub input: &'static str,
    pub default: serde_json::Value,
    /// For `select`: `(value, label)`.
    pub choices: Vec<(&'static str, &'static str)>,
    pub min: Option<i64>,
    pub max: Option<i64>,
    pub help: &'static str,
}

impl OptionInfo {
    pub fn new(
        name: &'static str,
        label: &'static str,
        input: &'static str,
        default: serde_json::Value,
    ) -> Self {
        OptionInfo {
            name,
            label,
            input,
            default,
            choices: Vec::new(),
            min: None,
            max: None,
            help: "",
        }
    }

    pub fn choices(mut self, choices: &[(&'static str, &'static str)]) -> Self {
        self.choices = choices.to_vec();
        self
    }

    pub fn range(mut self, min: i64, max: i64) -> Self {
        self.min = Some(min);
        self.max = Some(max);
        self
    }

    pub fn help(mut self, help: &'static str) -> Self {
        self.help = help;
        self
    }
}

/// A ready-made position with what it teaches and the settings its note describes.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PresetInfo {
    pub name: &'static str,
    pub title: &'static str,
    /// The spec's options that load it (`{"fen": …}`, `{"preset": "aima"}`).
    pub options: serde_json::Value,
    pub note: &'static str,
    /// The depth the note speaks of.
    pub depth: Option<u32>,
    /// The search settings the note speaks of (algorithm and techniques as the search config names them).
    pub search: Option<serde_json::Value>,
}

/// How to draw a position: `grid` (cells), `chess`, `xiangqi`, `heaps`, with its size.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardInfo {
    pub kind: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Sorts `moves` stably by `key`, the greatest first (ties keep their order), each key computed
/// once: an insertion sort over keys kept on the stack for the short lists of captures that
/// quiescence sorts at every node (a sort calling `key` at each comparison cost more than the
/// captures' generation), and the same sort with the keys on the heap for a list longer than 64
/// (rare: the library's stable sort for it had put two copies of its code, about 15 KB, in the
/// WebAssembly, for one list in thousands).
pub(crate) fn sort_moves_by_key_desc<M: Copy>(moves: &mut [M], key: impl Fn(M) -> (i32, i32)) {
    // The keys' room on the stack is zeroed before use, and a fill of 512 bytes is a call out of
    // the module in WebAssembly (memory.fill) at every quiescence node: the room is sized to the
    // list, and a list of none or one (most nodes') needs none.
    match moves.len() {
        0 | 1 => {}
        2..=8 => insertion_sort_by_key_desc(moves, &mut [(0, 0); 8], key),
        9..=16 => insertion_sort_by_key_desc(moves, &mut [(0, 0); 16], key),
        17..=64 => insertion_sort_by_key_desc(moves, &mut [(0, 0); 64], key),
        n => insertion_sort_by_key_desc(moves, &mut vec![(0, 0); n], key),
    }
}

/// [`sort_moves_by_key_desc`] with room for the keys (at least as long as the list).
#[inline(always)]
fn insertion_sort_by_key_desc<M: Copy>(
    moves: &mut [M],
    keys: &mut [(i32, i32)],
    key: impl Fn(M) -> (i32, i32),
) {
    for i in 0..moves.len() {
        let m = moves[i];
        insert_by_key_desc(&mut moves[..=i], &mut keys[..=i], m, key(m));
    }
}

/// One step of an insertion sort, greatest key first: `mv` with key `key` goes into the last
/// place of `moves` (whose others, and their `keys`, are in order), after every key at least its
/// own (ties keep their order). A generator that knows each key as it finds a move calls it
/// itself (chess's noisy moves).
#[inline(always)]
pub(crate) fn insert_by_key_desc<M: Copy, K: Copy + Ord>(
    moves: &mut [M],
    keys: &mut [K],
    mv: M,
    key: K,
) {
    let mut j = moves.len() - 1;
    while j > 0 && keys[j - 1] < key {
        keys[j] = keys[j - 1];
        moves[j] = moves[j - 1];
        j -= 1;
    }
    keys[j] = key;
    moves[j] = mv;
}

#[cfg(test)]
mod tests {
    use super::sort_moves_by_key_desc;
    use crate::rng::SplitMix64;

    /// Every length, on the stack's room or the heap's, sorts as the library's stable sort does:
    /// greatest key first, ties in their order.
    #[test]
    fn sorting_moves_by_key_is_the_stable_sort_at_every_length() {
        let mut rng = SplitMix64(44);
        for n in 0..200usize {
            let keys: Vec<(i32, i32)> = (0..n)
                .map(|_| ((rng.next_u64() % 4) as i32, -((rng.next_u64() % 3) as i32)))
                .collect();
            let mut moves: Vec<u32> = (0..n as u32).collect();
            sort_moves_by_key_desc(&mut moves, |m| keys[m as usize]);
            let mut expected: Vec<u32> = (0..n as u32).collect();
            expected.sort_by(|&a, &b| keys[b as usize].cmp(&keys[a as usize]));
            assert_eq!(moves, expected, "{n} moves");
        }
    }
}
