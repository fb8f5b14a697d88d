//! The engine techniques on chess: exact ones agree with minimax at the same depth; quiescence,
//! the null move and the table's deeper entries change answers where the presets say they do.

mod common;

use common::reference_minimax;
use cutoff::game::chess::{ChessPos, CHESS_PRESETS};
use cutoff::game::{Game, MATE};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{EventKind, NoTrace, Recorder, DEFAULT_EVENT_CAP};

fn preset(name: &str) -> ChessPos {
    ChessPos::from_fen(
        CHESS_PRESETS
            .iter()
            .find(|p| p.name == name)
            .unwrap()
            .position,
    )
    .unwrap()
}

fn cfg(algorithm: Algorithm, t: Techniques) -> SearchConfig {
    SearchConfig {
        algorithm,
        fail: Fail::Soft,
        depth: None,
        techniques: t,
    }
}

fn run(pos: &ChessPos, c: &SearchConfig, depth: u32) -> search::Outcome {
    search::run(pos, c, depth, NoTrace).unwrap().0
}

fn san(pos: &ChessPos, index: u32) -> String {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    pos.move_name(moves[index as usize])
}

#[test]
fn exact_techniques_return_minimax_value_on_chess_positions() {
    let positions = [
        (ChessPos::startpos(), 3),
        (preset("middlegame"), 2),
        (
            ChessPos::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")
                .unwrap(),
            2,
        ),
        (
            ChessPos::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -").unwrap(),
            3,
        ),
        (preset("mate-in-two"), 3),
    ];
    let t = |f: &dyn Fn(&mut Techniques)| {
        let mut t = Techniques::default();
        f(&mut t);
        t
    };
    let configs = [
        (
            "alphabeta",
            cfg(Algorithm::Alphabeta, Techniques::default()),
        ),
        ("pvs", cfg(Algorithm::Pvs, Techniques::default())),
        (
            "mvv-lva,killer,history",
            cfg(
                Algorithm::Pvs,
                t(&|t| t.ordering = vec!["mvv-lva".into(), "killer".into(), "history".into()]),
            ),
        ),
        (
            "random",
            cfg(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.ordering = vec!["random".into()];
                    t.ordering_seed = 3
                }),
            ),
        ),
        (
            "reversed",
            cfg(
                Algorithm::NegamaxAb,
                t(&|t| t.ordering = vec!["reversed".into()]),
            ),
        ),
        (
            "id",
            cfg(Algorithm::Alphabeta, t(&|t| t.iterative_deepening = true)),
        ),
        (
            "aspiration",
            cfg(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.iterative_deepening = true;
                    t.aspiration = Some(25)
                }),
            ),
        ),
        // The table, reusing only entries of the depth needed: exact against minimax.
        (
            "tt same depth",
            cfg(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.tt = true;
                    t.tt_same_depth_only = true
                }),
            ),
        ),
        (
            "pvs id tt same depth hash",
            cfg(
                Algorithm::Pvs,
                t(&|t| {
                    t.tt = true;
                    t.tt_same_depth_only = true;
                    t.iterative_deepening = true;
                    t.ordering = vec!["hash".into(), "mvv-lva".into()];
                }),
            ),
        ),
        (
            "mtdf tt same depth",
            cfg(
                Algorithm::Mtdf,
                t(&|t| {
                    t.tt = true;
                    t.tt_same_depth_only = true
                }),
            ),
        ),
    ];
    for (pos, depth) in &positions {
        let want = reference_minimax(pos, *depth);
        for (name, c) in &configs {
            assert_eq!(
                run(pos, c, *depth).value,
                want,
                "{name} on {} at depth {depth}",
                pos.fen()
            );
        }
    }
}

#[test]
fn the_mate_in_two_is_found_at_depth_3_with_its_distance() {
    let pos = preset("mate-in-two");
    let c = cfg(
        Algorithm::Pvs,
        Techniques {
            tt: true,
            iterative_deepening: true,
            ordering: vec!["mvv-lva".into(), "killer".into()],
            ..Default::default()
        },
    );
    let o = run(&pos, &c, 3);
    assert_eq!(o.value, MATE - 3, "mate on the third ply from the root");
    assert_eq!(san(&pos, o.best_move.unwrap()), "Ra6");
    assert!(
        run(&pos, &c, 2).value < MATE - 1000,
        "two plies do not see it"
    );
}

#[test]
fn quiescence_search_rejects_the_capture_beyond_the_horizon() {
    let pos = preset("horizon");
    let plain = run(&pos, &cfg(Algorithm::Alphabeta, Techniques::default()), 1);
    let quiet = run(
        &pos,
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                quiescence: true,
                ..Default::default()
            },
        ),
        1,
    );
    assert_eq!(
        san(&pos, plain.best_move.unwrap()),
        "Qxd5",
        "without quiescence the pawn looks free"
    );
    assert_ne!(
        san(&pos, quiet.best_move.unwrap()),
        "Qxd5",
        "quiescence sees 1...exd5"
    );
    assert!(
        plain.value > quiet.value,
        "without quiescence the pawn counts as won: {} vs {}",
        plain.value,
        quiet.value
    );
    // What the horizon hides: after Qxd5, quiescence plays 1...exd5 out and finds the queen lost.
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let grab = moves[plain.best_move.unwrap() as usize];
    let after = run(
        &pos.play(grab),
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                quiescence: true,
                ..Default::default()
            },
        ),
        0,
    );
    assert!(
        after.value < plain.value - 700,
        "Qxd5 really loses the queen: {} vs {}",
        after.value,
        plain.value
    );
    assert!(quiet.stats.qnodes > 0);
    let (_, trace) = search::run(
        &pos,
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                quiescence: true,
                ..Default::default()
            },
        ),
        1,
        Recorder::new(DEFAULT_EVENT_CAP),
    )
    .unwrap();
    assert!(trace.kinds().any(|k| k == EventKind::StandPat as u8));
}

#[test]
fn null_move_prunes_a_quiet_middlegame_hard_at_depth_5() {
    let pos = preset("middlegame");
    let base = Techniques {
        ordering: vec!["mvv-lva".into(), "killer".into(), "history".into()],
        tt: true,
        iterative_deepening: true,
        ..Default::default()
    };
    let plain = run(&pos, &cfg(Algorithm::Pvs, base.clone()), 5);
    let c = cfg(
        Algorithm::Pvs,
        Techniques {
            null_move: Some(3),
            ..base
        },
    );
    let (null, trace) = search::run(&pos, &c, 5, Recorder::new(DEFAULT_EVENT_CAP)).unwrap();
    assert!(null.stats.null_moves > 0);
    assert!(
        null.stats.nodes * 3 < plain.stats.nodes * 2,
        "a third fewer nodes at least: {} vs {}",
        null.stats.nodes,
        plain.stats.nodes
    );
    let null_cuts = (0..trace.len())
        .filter(|&e| {
            trace.kind(e) == EventKind::Cutoff as u8
                && trace.a(e) == cutoff::trace::CutKind::NullMove as i32
        })
        .count();
    assert!(null_cuts > 0);
    let tries = trace
        .kinds()
        .filter(|&k| k == EventKind::NullMove as u8)
        .count() as u64;
    assert_eq!(tries, null.stats.null_moves);
    // Every pass is searched with the zero window [beta-1, beta] from the passing side's view,
    // and never against beta = +inf (nothing reaches it: the pass could only cost nodes), so the
    // pass's own alpha, the parent's -beta, is finite.
    for n in 0..trace.node_count() {
        if trace.flags(n) & cutoff::trace::node_flags::NULL_MOVE != 0 {
            assert_eq!(trace.beta(n) - trace.alpha(n), 1);
            assert!(
                trace.alpha(n) > -cutoff::game::INF,
                "a pass against beta = +inf at node {n}"
            );
        }
    }
}

#[test]
fn a_null_move_needs_a_depth_of_r_plus_2_as_the_config_says() {
    let pos = preset("middlegame");
    for r in [2, 3] {
        let c = cfg(
            Algorithm::Alphabeta,
            Techniques {
                null_move: Some(r),
                ..Default::default()
            },
        );
        let least = c.null_move_least_depth().unwrap();
        assert_eq!(least, r + 2);
        assert_eq!(
            run(&pos, &c, least - 1).stats.null_moves,
            0,
            "R = {r}: none below depth {least}"
        );
        assert!(
            run(&pos, &c, least).stats.null_moves > 0,
            "R = {r}: some at depth {least}"
        );
    }
    assert_eq!(
        cfg(Algorithm::Alphabeta, Techniques::default()).null_move_least_depth(),
        None
    );
}

#[test]
fn the_null_move_guard_refuses_a_pass_in_check_and_with_only_king_and_pawns() {
    let check = ChessPos::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").unwrap();
    assert!(check.null_move_is_risky());
    let pawns = ChessPos::from_fen("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    assert!(pawns.null_move_is_risky());
    let pieces = ChessPos::from_fen("4k3/4p3/8/8/8/8/4P3/3NK3 w - - 0 1").unwrap();
    assert!(!pieces.null_move_is_risky());
    // No null move is ever tried where the guard says no.
    let o = run(
        &pawns,
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                null_move: Some(1),
                ..Default::default()
            },
        ),
        4,
    );
    assert_eq!(o.stats.null_moves, 0);
}

#[test]
fn null_move_misjudges_the_zugzwang_preset() {
    // The trebuchet with a walled-in black bishop: only 1.Kd5 wins, because afterwards Black must
    // move. A null move lets Black pass instead, which the search then believes is possible.
    let pos = preset("zugzwang");
    let plain = run(&pos, &cfg(Algorithm::Alphabeta, Techniques::default()), 7);
    let null = run(
        &pos,
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                null_move: Some(3),
                ..Default::default()
            },
        ),
        7,
    );
    assert_eq!(san(&pos, plain.best_move.unwrap()), "Kd5");
    assert_ne!(
        san(&pos, null.best_move.unwrap()),
        "Kd5",
        "the pass hides the zugzwang"
    );
    assert!(
        null.value < plain.value,
        "{} vs {}",
        null.value,
        plain.value
    );
    assert!(null.stats.null_moves > 0);
}

#[test]
fn no_null_move_is_tried_at_a_root_even_in_a_narrow_window() {
    let pos = preset("middlegame");
    let c = cfg(
        Algorithm::Mtdf,
        Techniques {
            null_move: Some(2),
            tt: true,
            iterative_deepening: true,
            ..Default::default()
        },
    );
    let (o, trace) = search::run(&pos, &c, 4, Recorder::new(DEFAULT_EVENT_CAP)).unwrap();
    assert!(o.best_move.is_some());
    assert!(o.stats.null_moves > 0, "null moves below the roots");
    for root in trace.children_of(0) {
        for child in trace.children_of(root) {
            assert_eq!(
                trace.flags(child as usize) & cutoff::trace::node_flags::NULL_MOVE,
                0,
                "a pass at a root"
            );
        }
    }
}

#[test]
fn positions_below_a_null_move_are_rebuilt_with_the_pass() {
    use cutoff::{AnyGame, GameSpec};
    let game = AnyGame::load(&GameSpec::new(
        "chess",
        serde_json::json!({"preset": "middlegame"}),
    ))
    .unwrap();
    let c = cfg(
        Algorithm::Pvs,
        Techniques {
            null_move: Some(1),
            ..Default::default()
        },
    );
    let t = game.search_traced(&c, 1_000_000).unwrap();
    let mut below = 0;
    for n in 0..t.trace.node_count() {
        let path = t.trace.path(n as u32);
        if !path.contains(&cutoff::trace::NULL_MOVE_INDEX) {
            continue;
        }
        below += 1;
        let pos = game.after(&path);
        let min_to_move = t.trace.flags(n) & cutoff::trace::node_flags::MIN != 0;
        assert_eq!(
            pos.root_side() == cutoff::game::Side::Min,
            min_to_move,
            "node {n}: the pass hands the move over"
        );
    }
    assert!(below > 0);
}
