//! The tic-tac-toe reader never panics; what it accepts prints back to itself and searches.
#![no_main]
use cutoff::game::tictactoe::TicTacToe;
use cutoff::search::{self, Algorithm, SearchConfig};
use cutoff::trace::NoTrace;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(pos) = TicTacToe::from_cells(text) else { return };
    let again = TicTacToe::from_cells(&pos.to_string()).unwrap_or_else(|e| panic!("{pos} does not read back: {e}"));
    assert_eq!(again, pos);
    let config = SearchConfig { algorithm: Algorithm::Alphabeta, ..SearchConfig::default() };
    let depth = 9 - (pos.x | pos.o).count_ones();
    let _ = search::run(&pos, &config, depth, NoTrace).unwrap();
});
