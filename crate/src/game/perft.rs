//! Perft for any game: the number of move sequences `depth` plies long (a line that ends the game
//! early counts nowhere), the usual check of a move generator against published counts.

use super::Game;

/// `perft(p, 0)` is 1; a position where the game is over has no moves, so 0 at any depth above;
/// otherwise the sum over the legal moves.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_terminal() {
        return 0;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|&m| perft(&pos.play(m), depth - 1)).sum()
}

/// [`perft`] per root move, with the moves' names, in the game's order.
pub fn perft_divide<G: Game>(pos: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    if !pos.is_terminal() {
        pos.legal_moves(&mut moves);
    }
    moves
        .iter()
        .map(|&m| {
            (
                pos.move_name(m),
                if depth == 0 {
                    0
                } else {
                    perft(&pos.play(m), depth - 1)
                },
            )
        })
        .collect()
}
