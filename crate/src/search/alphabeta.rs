//! Two-sided alpha-beta, as seed 000 writes it: alpha is what MAX is already sure of, beta what MIN
//! is; both come from MAX's point of view, and a node stops looking at children once alpha >= beta.

use super::{worst_for, NodeCtx, Proof, Searcher, Window};
use crate::game::{Game, Side};
use crate::trace::{changed, Bound, CutKind, Tracer};

/// Fail-soft: the value returned may lie outside (alpha, beta); it is then a bound.
pub fn alphabeta<G: Game, T: Tracer>(
    s: &mut Searcher<G, T>,
    pos: &G,
    depth: u32,
    mut alpha: i32,
    mut beta: i32,
    at: NodeCtx,
) -> i32 {
    let id = s.enter(pos, at, depth, Window::new(alpha, beta));
    if depth == 0 || pos.is_terminal() {
        let v = s.evaluate(id, pos);
        return s.leave(id, v, Bound::Exact);
    }
    let (alpha0, beta0) = (alpha, beta);
    let side = pos.side_to_move();
    let mut best = worst_for(side);
    let mut proof = Proof::new(side == Side::Max);
    let moves = s.moves(pos, at.ply);
    for (k, &(i, mv)) in moves.iter().enumerate() {
        let child_id = s.next_id();
        let eval = alphabeta(s, &pos.play(mv), depth - 1, alpha, beta, at.child(id, i));
        if s.stopped() {
            break;
        }
        s.prove(&mut proof, eval, false);
        let mut what = 0;
        match side {
            Side::Max => {
                if eval > best {
                    best = eval;
                    what |= changed::BEST;
                    s.note_root_best(at, i);
                }
                if eval > alpha {
                    alpha = eval;
                    what |= changed::ALPHA;
                }
            }
            Side::Min => {
                if eval < best {
                    best = eval;
                    what |= changed::BEST;
                    s.note_root_best(at, i);
                }
                if eval < beta {
                    beta = eval;
                    what |= changed::BETA;
                }
            }
        }
        s.child_returned(id, child_id, eval, what);
        // A cutoff skips the children left; after the last one there is nothing to skip.
        if beta <= alpha && k + 1 < moves.len() {
            let kind = if side == Side::Max {
                CutKind::Beta
            } else {
                CutKind::Alpha
            };
            s.cutoff(id, kind, k + 1, moves.len());
            proof.pruned();
            break;
        }
    }
    s.give_back(moves, at.ply);
    let bound = s.bound(&proof, best, Window::new(alpha0, beta0));
    s.leave(id, best, bound)
}
