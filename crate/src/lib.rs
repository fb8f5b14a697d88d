//! Cutoff: game-tree search that records what it does, for teaching minimax, alpha-beta and the
//! techniques real engines use.
//!
//! - [`game`]: the [`game::Game`] trait and the games (explicit trees, tic-tac-toe, chess).
//! - [`search`]: the algorithms, generic over a [`trace::Tracer`].
//! - [`trace`]: the event model and its compact recording.
//! - [`practice`]: exercise positions of small games, drawn from a seed.
//! - [`session`]: a game chosen at run time plus its last trace; what the CLI and the wasm API use.

#[macro_use]
pub mod error;
#[macro_use]
pub mod term;
pub mod game;
pub mod numbers;
pub mod practice;
pub mod search;
pub mod session;
pub mod trace;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
