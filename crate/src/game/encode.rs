//! A game position as a network's input: [`Encode`], which a game's module implements beside
//! [`Game`] where a network is trained for it (tic-tac-toe, Connect Four), and [`OnEncoded`], the
//! work that [`GameDef::with_encoding`] hands such a position to in its own type. The network
//! itself is [`crate::nn`]'s.

use super::{Game, GameDef};

/// A game position as the network's input, and its moves as the policy's outputs.
pub trait Encode: Game {
    /// The game's kind (as `--game` names it) and board size, which a net file must match.
    fn net_game(&self) -> (&'static str, Option<String>);
    /// Inputs and policy outputs.
    fn net_shape(&self) -> (usize, usize);
    /// Writes the inputs into `out` (cleared first), from the side to move's view.
    fn encode(&self, out: &mut Vec<f64>);
    /// The policy output that stands for `mv`.
    fn policy_index(&self, mv: Self::Move) -> usize;
}

/// Work on a position whose game has a network encoding, done in the position's own type (the
/// learned comparison, a search with the net's value as its evaluation): a generic closure, which
/// [`GameDef::with_encoding`] calls where the game's module says it has one.
pub trait OnEncoded {
    type Output;
    fn on<G: Encode + GameDef>(self, pos: &G) -> Self::Output;
}
