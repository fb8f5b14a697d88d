//! Two-sided minimax, as seed 000 writes it: MAX takes the largest child value, MIN the smallest.

use super::{worst_for, NodeCtx, Searcher, Window};
use crate::game::{Game, Side};
use crate::trace::{changed, Bound, Tracer};

/// The minimax value of `pos` searched `depth` plies deep, from MAX's point of view.
pub fn minimax<G: Game, T: Tracer>(
    s: &mut Searcher<G, T>,
    pos: &G,
    depth: u32,
    at: NodeCtx,
) -> i32 {
    let id = s.enter(pos, at, depth, Window::FULL);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let side = pos.side_to_move();
    let mut best = worst_for(side);
    let moves = s.moves(pos, at.ply);
    for &(i, mv) in &moves {
        let child_id = s.next_id();
        let eval = minimax(s, &pos.play(mv), depth - 1, at.child(id, i));
        if s.stopped() {
            break;
        }
        let better = match side {
            Side::Max => eval > best,
            Side::Min => eval < best,
        };
        if better {
            best = eval;
            s.note_root_best(at, i);
        }
        s.child_returned(id, child_id, eval, if better { changed::BEST } else { 0 });
    }
    s.give_back(moves, at.ply);
    s.leave(id, best, Bound::Exact)
}
