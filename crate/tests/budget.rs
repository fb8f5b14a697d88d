//! The tracers that hear the nodes but keep no events (the page's count with its node budget and
//! progress hook, the CLI's budget) skip the work done only for a recorded trace: the search they
//! watch must still be the untraced search, node for node.

use cutoff::game::chess::{ChessPos, CHESS_PRESETS};
use cutoff::game::xiangqi::{XiangqiPos, XIANGQI_PRESETS};
use cutoff::game::Game;
use cutoff::search::budget::{Budget, EventCount};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{NoTrace, NodeBudget, Progress, Recorder, DEFAULT_EVENT_CAP};

/// The searches of the wasm/native benchmark (crate/benches/chess.rs), with null move on too.
fn engine(null_move: Option<u32>) -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::Pvs,
        fail: Fail::Soft,
        depth: None,
        techniques: Techniques {
            ordering: vec!["mvv-lva".into(), "killer".into(), "history".into()],
            tt: true,
            iterative_deepening: true,
            quiescence: true,
            null_move,
            ..Default::default()
        },
    }
}

fn same_search_under_every_tracer<G: Game>(pos: &G, depth: u32) {
    for config in [engine(None), engine(Some(2))] {
        let (plain, _) = search::run(pos, &config, depth, NoTrace).unwrap();
        let (watched, progress) = search::run(
            pos,
            &config,
            depth,
            Progress::new(NodeBudget::new(u64::MAX / 2), |_| true),
        )
        .unwrap();
        assert_eq!(
            watched, plain,
            "a node budget under a progress hook searches as the untraced search does"
        );
        assert_eq!(
            progress.inner.nodes, plain.stats.nodes,
            "the budget counted every node"
        );
        let (budgeted, budget) =
            search::run(pos, &config, depth, Budget::new(u64::MAX / 2, None)).unwrap();
        assert_eq!(
            budgeted, plain,
            "the CLI's budget searches as the untraced search does"
        );
        assert_eq!(budget.nodes, plain.stats.nodes);
        let (recorded, trace) =
            search::run(pos, &config, depth, Recorder::new(DEFAULT_EVENT_CAP)).unwrap();
        assert_eq!(recorded, plain, "recording changes nothing");
        let (counted, count) = search::run(
            pos,
            &config,
            depth,
            EventCount {
                max_events: u64::MAX / 2,
                ..EventCount::default()
            },
        )
        .unwrap();
        assert_eq!(counted, plain);
        assert_eq!(
            count.events,
            trace.len() as u64,
            "the event count still counts every event a trace records"
        );
    }
}

#[test]
fn budgets_and_progress_hooks_watch_the_untraced_chess_search_node_for_node() {
    let middle = CHESS_PRESETS
        .iter()
        .find(|p| p.name == "middlegame")
        .unwrap()
        .position;
    same_search_under_every_tracer(&ChessPos::startpos(), 3);
    same_search_under_every_tracer(&ChessPos::from_fen(middle).unwrap(), 3);
}

#[test]
fn budgets_and_progress_hooks_watch_the_untraced_xiangqi_search_node_for_node() {
    let middle = XIANGQI_PRESETS
        .iter()
        .find(|p| p.name == "middlegame")
        .unwrap()
        .position;
    same_search_under_every_tracer(&XiangqiPos::from_fen(middle).unwrap(), 3);
}

/// Untraced, the engine picks each move as its loop reaches it rather than sorting them all first
/// (the trace needs the whole order at once): every ordering, packed in 64 bits or not, must give
/// the sorted order, node for node.
#[test]
fn the_untraced_search_picks_its_moves_in_the_order_the_trace_sorts_them() {
    let orderings: [&[&str]; 6] = [
        &["hash", "mvv-lva", "killer", "history"],
        &["random"],
        &["random", "history", "static"],
        &["reversed", "killer"],
        &["static"],
        &["history"],
    ];
    let chess_middle = CHESS_PRESETS
        .iter()
        .find(|p| p.name == "middlegame")
        .unwrap()
        .position;
    let xiangqi_middle = XIANGQI_PRESETS
        .iter()
        .find(|p| p.name == "middlegame")
        .unwrap()
        .position;
    for ordering in orderings {
        let mut config = engine(None);
        config.techniques.ordering = ordering.iter().map(|s| s.to_string()).collect();
        config.techniques.ordering_seed = 7;
        let same = |plain: search::Outcome, recorded: search::Outcome| {
            assert_eq!(plain, recorded, "{ordering:?}")
        };
        for pos in [
            ChessPos::startpos(),
            ChessPos::from_fen(chess_middle).unwrap(),
        ] {
            same(
                search::run(&pos, &config, 3, NoTrace).unwrap().0,
                search::run(&pos, &config, 3, Recorder::new(DEFAULT_EVENT_CAP))
                    .unwrap()
                    .0,
            );
        }
        let pos = XiangqiPos::from_fen(xiangqi_middle).unwrap();
        same(
            search::run(&pos, &config, 3, NoTrace).unwrap().0,
            search::run(&pos, &config, 3, Recorder::new(DEFAULT_EVENT_CAP))
                .unwrap()
                .0,
        );
    }
}
