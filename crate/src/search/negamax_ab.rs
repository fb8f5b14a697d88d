//! Negamax alpha-beta in seed 000's two forms. The window passed to a child is (-beta, -alpha):
//! the same interval seen from the other side.

use super::{NodeCtx, Proof, Searcher};
use crate::game::{Game, INF};
use crate::trace::{changed, Bound, CutKind, Tracer};

/// Fail-soft (seed 000's first form): returns the best value found, which is a lower bound when it
/// reaches beta and an upper bound when it stays at or below alpha.
pub fn fail_soft<G: Game, T: Tracer>(s: &mut Searcher<G, T>, pos: &G, depth: u32, mut alpha: i32, beta: i32, at: NodeCtx) -> i32 {
    let id = s.enter(pos, at, depth, alpha, beta);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate_negamax(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let alpha0 = alpha;
    let mut max_eval = -INF;
    let mut proof = Proof::new(true);
    let moves = s.moves(pos, at.ply);
    for (k, &(i, mv)) in moves.iter().enumerate() {
        let child_id = s.next_id();
        let eval = -fail_soft(s, &pos.play(mv), depth - 1, -beta, -alpha, at.child(id, i));
        if s.stopped() {
            break;
        }
        s.prove(&mut proof, eval, true);
        let mut what = 0;
        if eval > max_eval {
            max_eval = eval;
            what |= changed::BEST;
            s.note_root_best(at, i);
        }
        if eval > alpha {
            alpha = eval;
            what |= changed::ALPHA;
        }
        s.child_returned(id, child_id, eval, what);
        // A cutoff skips the children left; after the last one there is nothing to skip.
        if alpha >= beta && k + 1 < moves.len() {
            s.cutoff(id, CutKind::Beta, k + 1, moves.len());
            proof.pruned();
            break;
        }
    }
    s.give_back(moves, at.ply);
    let bound = s.bound(&proof, max_eval, alpha0, beta);
    s.leave(id, max_eval, bound)
}

/// Fail-hard (seed 000's second form): returns beta on a cutoff and alpha otherwise, so the value
/// never leaves [alpha, beta].
pub fn fail_hard<G: Game, T: Tracer>(s: &mut Searcher<G, T>, pos: &G, depth: u32, mut alpha: i32, beta: i32, at: NodeCtx) -> i32 {
    let id = s.enter(pos, at, depth, alpha, beta);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate_negamax(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let alpha0 = alpha;
    let mut proof = Proof::new(true);
    let moves = s.moves(pos, at.ply);
    for (k, &(i, mv)) in moves.iter().enumerate() {
        let child_id = s.next_id();
        let val = -fail_hard(s, &pos.play(mv), depth - 1, -beta, -alpha, at.child(id, i));
        if s.stopped() {
            break;
        }
        s.prove(&mut proof, val, true);
        if val >= beta {
            s.child_returned(id, child_id, val, changed::BEST | changed::ALPHA);
            s.note_root_best(at, i);
            // A cutoff skips the children left; after the last one there is nothing to skip.
            if k + 1 < moves.len() {
                s.cutoff(id, CutKind::Beta, k + 1, moves.len());
                proof.pruned();
            }
            s.give_back(moves, at.ply);
            let bound = s.bound(&proof, beta, alpha0, beta);
            return s.leave(id, beta, bound);
        }
        let raised = val > alpha;
        if raised {
            alpha = val;
            s.note_root_best(at, i);
        }
        s.child_returned(id, child_id, val, if raised { changed::BEST | changed::ALPHA } else { 0 });
    }
    s.give_back(moves, at.ply);
    let bound = s.bound(&proof, alpha, alpha0, beta);
    s.leave(id, alpha, bound)
}
