//! Cutoff: game-tree search that records what it does, for teaching minimax, alpha-beta and the
//! techniques real engines use.
//!
//! - [`game`]: the [`game::Game`] trait and the games (explicit trees, tic-tac-toe, chess).
//! - [`search`]: the algorithms, generic over a [`trace::Tracer`].
//! - [`trace`]: the event model and its compact recording.
//! - [`practice`]: exercise positions of small games, drawn from a seed.
//! - [`game::AnyGame`]: a game chosen at run time, loaded from a [`game::GameSpec`] and searched
//!   ([`game::any::search`]); what the CLI and the wasm API use.
//! - [`session`]: such a game and its last trace, what the wasm API's handle owns.

#[macro_use]
pub mod error;
#[macro_use]
pub mod term;
pub mod game;
pub mod nn;
pub mod numbers;
pub mod practice;
pub mod rng;
pub mod search;
pub mod session;
pub mod trace;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::Error;
pub use game::any::search::{CompareRow, Pruned, Summary, Traced, EVENT_CAP, PRUNED_BUDGET};
pub use game::{AnyGame, GameSpec};
