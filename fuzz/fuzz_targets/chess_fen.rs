//! The FEN reader never panics, and every position it accepts can be played: moves named, perft
//! to depth 2, the FEN written back and read again.
#![no_main]
use cutoff::game::chess::{perft, perft_divide, ChessPos};
use cutoff::game::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(pos) = ChessPos::from_fen(text) else { return };
    let again = ChessPos::from_fen(&pos.fen()).unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.fen()));
    assert_eq!(again.fen(), pos.fen());
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for &mv in &moves {
        let _ = pos.move_name(mv);
        let child = pos.play(mv);
        let _ = child.evaluate();
        let _ = child.status();
    }
    let _ = pos.evaluate();
    let _ = pos.explain_eval();
    let _ = perft(&pos, 2);
    let divide = perft_divide(&pos, 1);
    let mut names: Vec<&String> = divide.iter().map(|d| &d.0).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), divide.len(), "a UCI name repeats in {}", pos.fen());
});
