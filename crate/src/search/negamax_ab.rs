//! Negamax alpha-beta in seed 000's two forms. The window passed to a child is `-window`, that is
//! (-beta, -alpha): the same interval seen from the other side.

use super::{NodeCtx, Proof, Searcher, Window};
use crate::game::{Game, INF};
use crate::trace::{changed, Bound, CutKind, Tracer};

/// Fail-soft (seed 000's first form): returns the best value found, which is a lower bound when it
/// reaches beta and an upper bound when it stays at or below alpha.
pub fn fail_soft<G: Game, T: Tracer>(
    s: &mut Searcher<G, T>,
    pos: &G,
    depth: u32,
    mut w: Window,
    at: NodeCtx,
) -> i32 {
    let id = s.enter(pos, at, depth, w);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate_negamax(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let w0 = w;
    let mut max_eval = -INF;
    let mut proof = Proof::new(true);
    let moves = s.moves(pos, at.ply);
    for (k, &(i, mv)) in moves.iter().enumerate() {
        let child_id = s.next_id();
        let eval = -fail_soft(s, &pos.play(mv), depth - 1, -w, at.child(id, i));
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
        if w.raise(eval) {
            what |= changed::ALPHA;
        }
        s.child_returned(id, child_id, eval, what);
        // A cutoff skips the children left; after the last one there is nothing to skip.
        if w.closed() && k + 1 < moves.len() {
            s.cutoff(id, CutKind::Beta, k + 1, moves.len());
            proof.pruned();
            break;
        }
    }
    s.give_back(moves, at.ply);
    let bound = s.bound(&proof, max_eval, w0);
    s.leave(id, max_eval, bound)
}

/// Fail-hard (seed 000's second form): returns beta on a cutoff and alpha otherwise, so the value
/// never leaves [alpha, beta].
pub fn fail_hard<G: Game, T: Tracer>(
    s: &mut Searcher<G, T>,
    pos: &G,
    depth: u32,
    mut w: Window,
    at: NodeCtx,
) -> i32 {
    let id = s.enter(pos, at, depth, w);
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate_negamax(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let w0 = w;
    let mut proof = Proof::new(true);
    let moves = s.moves(pos, at.ply);
    for (k, &(i, mv)) in moves.iter().enumerate() {
        let child_id = s.next_id();
        let val = -fail_hard(s, &pos.play(mv), depth - 1, -w, at.child(id, i));
        if s.stopped() {
            break;
        }
        s.prove(&mut proof, val, true);
        if val >= w.beta {
            s.child_returned(id, child_id, val, changed::BEST | changed::ALPHA);
            s.note_root_best(at, i);
            // A cutoff skips the children left; after the last one there is nothing to skip.
            if k + 1 < moves.len() {
                s.cutoff(id, CutKind::Beta, k + 1, moves.len());
                proof.pruned();
            }
            s.give_back(moves, at.ply);
            let bound = s.bound(&proof, w.beta, w0);
            return s.leave(id, w.beta, bound);
        }
        let raised = w.raise(val);
        if raised {
            s.note_root_best(at, i);
        }
        s.child_returned(
            id,
            child_id,
            val,
            if raised {
                changed::BEST | changed::ALPHA
            } else {
                0
            },
        );
    }
    s.give_back(moves, at.ply);
    let bound = s.bound(&proof, w.alpha, w0);
    s.leave(id, w.alpha, bound)
}
