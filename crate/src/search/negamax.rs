//! Negamax (seed 000, "đưa vào Negamax"): one code path for both sides; the evaluation is from the
//! side to move's point of view, and a child's value is negated on the way up.

use super::{NodeCtx, Searcher, Window};
use crate::game::{Game, INF};
use crate::trace::{changed, Bound, Tracer};

/// The value of `pos` for the side to move.
pub fn negamax<G: Game, T: Tracer>(
    s: &mut Searcher<G, T>,
    pos: &G,
    depth: u32,
    at: NodeCtx,
) -> i32 {
    let id = s.enter(pos, at, depth, Window::FULL);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate_negamax(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let mut best = -INF;
    let moves = s.moves(pos, at.ply);
    for &(i, mv) in &moves {
        let child_id = s.next_id();
        let eval = -negamax(s, &pos.play(mv), depth - 1, at.child(id, i));
        if s.stopped() {
            break;
        }
        let better = eval > best;
        if better {
            best = eval;
            s.note_root_best(at, i);
        }
        s.child_returned(id, child_id, eval, if better { changed::BEST } else { 0 });
    }
    s.give_back(moves, at.ply);
    s.leave(id, best, Bound::Exact)
}
