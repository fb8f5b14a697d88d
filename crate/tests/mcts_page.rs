//! What the explorer page asks of an MCTS search: the session keeps its trace as the last one
//! (the getters read it as any search's), and every node of it is named by the move into it.

use cutoff::search::mcts::Params;
use cutoff::session::Session;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn names_by_replay(game: &AnyGame, trace: &cutoff::trace::Recorder) -> Vec<String> {
    (0..trace.node_count())
        .map(|v| {
            let parent = trace.parent(v);
            if parent == cutoff::trace::NO_PARENT {
                return String::new();
            }
            game.after(&trace.path(parent)).move_names()[trace.move_index(v) as usize].clone()
        })
        .collect()
}

#[test]
fn an_mcts_trace_names_every_node_by_the_move_into_it_in_games_and_trees() {
    for spec in [
        GameSpec::new("tictactoe", json!({"position": "O...X...X"})),
        GameSpec::preset("aima"),
        GameSpec::new("nim", json!({})),
    ] {
        let mut session = Session::load(&spec).unwrap();
        let (traced, out) = session
            .mcts(
                &Params {
                    iterations: 60,
                    seed: 3,
                    ..Params::default()
                },
                1_000_000,
            )
            .unwrap();
        let trace = &traced.trace;
        assert_eq!(trace.node_count() as u64, out.stats.nodes);
        let names = session
            .game
            .node_names(&session.last().unwrap().trace, &Default::default());
        let want = names_by_replay(&session.game, &session.last().unwrap().trace);
        assert_eq!(names, want, "{spec:?}");
        assert!(
            names
                .iter()
                .skip(1)
                .all(|n| !n.is_empty() && !n.starts_with("depth")),
            "{names:?}"
        );
    }
}

#[test]
fn the_session_keeps_the_mcts_trace_and_the_same_seed_gives_it_again() {
    let spec = GameSpec::new("tictactoe", json!({"position": "O...X...X"}));
    let p = Params {
        iterations: 40,
        seed: 7,
        ..Params::default()
    };
    let mut a = Session::load(&spec).unwrap();
    let out_a = a.mcts(&p, 1_000_000).unwrap().1;
    let mut b = Session::load(&spec).unwrap();
    let out_b = b.mcts(&p, 1_000_000).unwrap().1;
    assert_eq!(out_a, out_b);
    let (ta, tb) = (&a.last().unwrap().trace, &b.last().unwrap().trace);
    assert_eq!(ta.len(), tb.len());
    assert!(
        (0..ta.len()).all(|e| (ta.kind(e), ta.node(e), ta.a(e), ta.b(e), ta.c(e))
            == (tb.kind(e), tb.node(e), tb.a(e), tb.b(e), tb.c(e)))
    );
    // The root's children's visits add up to the iterations, as the page's summary says.
    assert_eq!(out_a.children.iter().map(|c| c.visits).sum::<u32>(), 40);
    assert_eq!(a.last().unwrap().outcome.best_move, out_a.best_move);
}
