//! The registry: one line per game. `games!` turns the list into [`AnyGame`] (the run-time enum),
//! its dispatch macro `with_game!`, the `From` conversions, loading by kind and the catalogue.
//! Adding a game is its module plus one line here.

use super::chess::ChessPos;
use super::tictactoe::TicTacToe;
use super::tree::TreePos;
use super::xiangqi::XiangqiPos;
use super::{GameDef, GameFacts, GameInfo};
use crate::error::Error;

macro_rules! games {
    ($d:tt $($variant:ident($ty:ty)),* $(,)?) => {
        /// A game chosen at run time (an enum that delegates, as shakmaty's `VariantPosition` does).
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $($variant($ty)),*
        }

        $(impl From<$ty> for AnyGame {
            fn from(p: $ty) -> Self {
                AnyGame::$variant(p)
            }
        })*

        /// Calls `$body` with `$g` bound to the concrete position inside an [`AnyGame`].
        macro_rules! with_game {
            ($d game:expr, $d g:ident => $d body:expr) => {
                match $d game {
                    $(crate::game::AnyGame::$variant($d g) => $d body,)*
                }
            };
        }
        pub(crate) use with_game;

        impl AnyGame {
            /// The game's name, as [`GameDef::KIND`].
            pub fn kind(&self) -> &'static str {
                match self {
                    $(AnyGame::$variant(_) => <$ty as GameDef>::KIND,)*
                }
            }

            /// Loads a game by the name in a spec (its kind or an alias) from its options (JSON).
            ///
            /// # Errors
            /// An unknown kind (naming the known ones), options of the wrong shape, or the game's own
            /// refusal of the position.
            pub fn load_kind(kind: &str, options: serde_json::Value) -> Result<AnyGame, Error> {
                $(if kind == <$ty as GameDef>::KIND || <$ty as GameDef>::ALIASES.contains(&kind) {
                    let options = serde_json::from_value(options)
                        .map_err(|e| err!("badOptions", "{kind}: {detail}", kind = kind, detail = e.to_string()))?;
                    return Ok(AnyGame::$variant(<$ty as GameDef>::load(kind, options)?));
                })*
                Err(err!("unknownGame", "unknown game '{name}': use {list}", name = kind, list = crate::error::list(AnyGame::kinds(), ", ")))
            }

            /// The games' names, in catalogue order.
            pub fn kinds() -> Vec<&'static str> {
                vec![$(<$ty as GameDef>::KIND),*]
            }

            /// Every game's catalogue entry, in menu order.
            pub fn catalogue() -> Vec<GameInfo> {
                vec![$(<$ty as GameDef>::info()),*]
            }

            /// What each game says of itself beyond the catalogue (the command line's help, perft
            /// cap, solver), in catalogue order.
            pub fn facts() -> Vec<GameFacts> {
                vec![$(GameFacts::of::<$ty>()),*]
            }
        }
    };
}

games! { $
    Tree(TreePos),
    TicTacToe(TicTacToe),
    Chess(ChessPos),
    Xiangqi(XiangqiPos),
    Dodgem(super::dodgem::Dodgem),
    Connect4(super::connect4::Connect4),
    Nim(super::nim::Nim),
}
