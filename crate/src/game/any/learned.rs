//! The learned comparison on an [`AnyGame`]: alpha-beta with the game's evaluation and with a
//! network's, and PUCT with the network, in the games that have a network encoding
//! ([`GameDef::with_encoding`]); the searches themselves are [`crate::search::learned`]'s.

use super::AnyGame;
use crate::error::Error;
use crate::game::encode::{Encode, OnEncoded};
use crate::game::GameDef;
use crate::nn::Net;
use crate::search::learned::{rows_for, LearnRow, Learned, COMPARE_NODES, MAX_COMPARE_ITERATIONS};
use crate::search::{self, Outcome, SearchConfig};
use crate::trace::Tracer;
use std::cell::Cell;

impl AnyGame {
    /// Alpha-beta to `depth` with the game's evaluation, the same with `net`'s value at the leaves,
    /// and PUCT with `net` at `iterations`: positions evaluated, the move, and whether it is a
    /// perfect-play move (where the game gives [`GameDef::perfect_play`]: tic-tac-toe, Connect Four
    /// up to 16 cells; unknown elsewhere).
    ///
    /// # Errors
    /// A game without a network encoding (`puct.game`), a net for another game or size
    /// (`net.game`), a depth the game refuses, iterations outside 1..=100,000 (`mcts.iterations`),
    /// an alpha-beta row past [`COMPARE_NODES`] nodes (`budget`).
    pub fn learn_compare(
        &self,
        depth: Option<u32>,
        net: &Net,
        iterations: u32,
    ) -> Result<Vec<LearnRow>, Error> {
        self.learn_compare_within(depth, net, iterations, COMPARE_NODES)
    }

    /// [`AnyGame::learn_compare`] with each alpha-beta row stopping after `max_nodes` nodes.
    ///
    /// # Errors
    /// As [`AnyGame::learn_compare`].
    pub fn learn_compare_within(
        &self,
        depth: Option<u32>,
        net: &Net,
        iterations: u32,
        max_nodes: u64,
    ) -> Result<Vec<LearnRow>, Error> {
        let depth = self.resolve_depth(depth)?;
        if iterations == 0 || iterations > MAX_COMPARE_ITERATIONS {
            return Err(err!(
                "mcts.iterations",
                "MCTS takes 1 to {max} iterations, not {n}",
                max = crate::error::Param::Grouped(MAX_COMPARE_ITERATIONS as i64),
                n = iterations
            ));
        }
        let keep = self.perfect_play().and_then(|p| p.keeping);
        struct Rows<'a> {
            net: &'a Net,
            depth: u32,
            iterations: u32,
            keep: Option<Vec<u32>>,
            max_nodes: u64,
        }
        impl OnEncoded for Rows<'_> {
            type Output = Result<Vec<LearnRow>, Error>;
            fn on<G: Encode + GameDef>(self, pos: &G) -> Self::Output {
                rows_for(
                    pos,
                    self.net,
                    self.depth,
                    self.iterations,
                    self.keep.as_deref(),
                    self.max_nodes,
                )
            }
        }
        self.with_encoding(Rows {
            net,
            depth,
            iterations,
            keep,
            max_nodes,
        })?
    }

    /// Alpha-beta (or any `config`) with `net`'s value as the evaluation, recorded by `tracer`;
    /// the outcome's values are in the learned unit (net value × 100, a finished game ±1,000).
    ///
    /// # Errors
    /// As [`AnyGame::learn_compare`] for the game and net; those of the search.
    pub fn search_learned<T: Tracer>(
        &self,
        config: &SearchConfig,
        net: &Net,
        tracer: T,
    ) -> Result<(Outcome, T, u64), Error> {
        let depth = self.resolve_config_depth(config)?;
        let calls = Cell::new(0);
        struct Search<'a, T> {
            config: &'a SearchConfig,
            net: &'a Net,
            depth: u32,
            calls: &'a Cell<u64>,
            tracer: T,
        }
        impl<T: Tracer> OnEncoded for Search<'_, T> {
            type Output = Result<(Outcome, T), Error>;
            fn on<G: Encode + GameDef>(self, pos: &G) -> Self::Output {
                self.net.check_game(pos)?;
                search::run(
                    &Learned::new(pos.clone(), self.net, self.calls),
                    self.config,
                    self.depth,
                    self.tracer,
                )
            }
        }
        let (o, t) = self.with_encoding(Search {
            config,
            net,
            depth,
            calls: &calls,
            tracer,
        })??;
        Ok((o, t, calls.get()))
    }
}
