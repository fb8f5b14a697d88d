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
        Ok(Session { game: AnyGame::load(spec)?, last: None })
    }

    /// Runs a traced search of at most `event_cap` events, keeping it as the last; `progress` as
    /// [`AnyGame::search_traced_progress`] takes it. The memory of the trace before is reused
    /// (pages already mapped make a re-run cheaper), and that trace is gone even when this one fails.
    ///
    /// # Errors
    /// See [`AnyGame::search_traced_progress`].
    pub fn search(&mut self, config: &SearchConfig, event_cap: usize, progress: impl FnMut(u64) -> bool) -> Result<&Traced, Error> {
        let mut recorder = self.last.take().map(|t| t.trace).unwrap_or_default();
        recorder.cap = event_cap;
        let traced = self.game.search_traced_progress(config, recorder, progress)?;
        Ok(self.last.insert(traced))
    }

    /// The last traced search.
    ///
    /// # Errors
    /// When no search has run yet.
    pub fn last(&self) -> Result<&Traced, Error> {
        self.last.as_ref().ok_or_else(|| err!("noSearch", "no search has run yet"))
    }
}
