//! The session: a game chosen at run time and its last traced search, what the wasm API's one
//! handle owns. A new search reuses the last trace's memory.

use crate::error::Error;
use crate::game::any::search::Traced;
use crate::game::{AnyGame, GameSpec};
use crate::search::SearchConfig;

/// A game and its last traced search.
#[derive(Clone, Debug)]
pub struct Session {
    pub game: AnyGame,
    last: Option<Traced>,
}

impl Session {
    /// # Errors
    /// See [`AnyGame::load`].
    pub fn load(spec: &GameSpec) -> Result<Session, Error> {
        Ok(Session {
            game: AnyGame::load(spec)?,
            last: None,
        })
    }

    /// Runs a traced search of at most `event_cap` events, keeping it as the last; `progress` as
    /// [`AnyGame::search_traced_progress`] takes it. The memory of the trace before is reused
    /// (pages already mapped make a re-run cheaper), and that trace is gone even when this one fails.
    ///
    /// # Errors
    /// See [`AnyGame::search_traced_progress`].
    pub fn search(
        &mut self,
        config: &SearchConfig,
        event_cap: usize,
        progress: impl FnMut(u64) -> bool,
    ) -> Result<&Traced, Error> {
        let mut recorder = self.last.take().map(|t| t.trace).unwrap_or_default();
        recorder.cap = event_cap;
        let traced = self
            .game
            .search_traced_progress(config, recorder, progress)?;
        Ok(self.last.insert(traced))
    }

    /// Runs a traced MCTS (UCT, no network) with `params` into at most `event_cap` events, keeping
    /// it as the last trace (its nodes are the tree MCTS grew, in the order it added them; nothing
    /// is pruned). Returns the search's outcome beside it.
    ///
    /// # Errors
    /// See [`AnyGame::mcts_traced`].
    pub fn mcts(
        &mut self,
        params: &crate::search::mcts::Params,
        event_cap: usize,
    ) -> Result<(&Traced, crate::search::mcts::MctsOutcome), Error> {
        self.mcts_with(params, None, false, event_cap)
    }

    /// [`Session::mcts`] with `net`: PUCT with the net's priors and values; without one, UCT, or
    /// (`uniform_puct`) PUCT with uniform priors and rollout values, as the page's PUCT player of a
    /// game no net is trained for.
    ///
    /// # Errors
    /// Those of [`crate::game::AnyGame::mcts_traced`].
    pub fn mcts_with(
        &mut self,
        params: &crate::search::mcts::Params,
        net: Option<&crate::nn::Net>,
        uniform_puct: bool,
        event_cap: usize,
    ) -> Result<(&Traced, crate::search::mcts::MctsOutcome), Error> {
        self.last = None;
        let (outcome, trace) = match net {
            None if uniform_puct => self.game.puct_uniform_traced(params, event_cap)?,
            _ => self.game.mcts_traced(params, net, event_cap)?,
        };
        let traced = Traced {
            config: SearchConfig::default(),
            depth: 0,
            outcome: crate::search::Outcome {
                value: 0,
                best_move: outcome.best_move,
                stats: crate::search::Stats::default(),
            },
            trace,
            pruned: Default::default(),
        };
        Ok((self.last.insert(traced), outcome))
    }

    /// The last traced search.
    ///
    /// # Errors
    /// When no search has run yet.
    pub fn last(&self) -> Result<&Traced, Error> {
        self.last
            .as_ref()
            .ok_or_else(|| err!("noSearch", "no search has run yet"))
    }
}
