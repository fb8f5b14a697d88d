//! The policy/value network: its gradients against finite differences, its file read back
//! exactly and refused with a code when malformed, training that repeats from its seed, and
//! PUCT's scores recomputed from the trace's own N, W and priors.

use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::Game;
use cutoff::nn::{Encode, Net, Sample};
use cutoff::search::mcts::{fixed, Params, SCALE};
use cutoff::search::selfplay::{train, TrainConfig};
use cutoff::trace::{EventKind, NoTrace, DEFAULT_EVENT_CAP};
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn sample(pos: &TicTacToe, z: f64) -> Sample {
    let mut x = Vec::new();
    pos.encode(&mut x);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut legal = vec![false; 9];
    let mut pi = vec![0.0; 9];
    for (k, &m) in moves.iter().enumerate() {
        legal[m as usize] = true;
        pi[m as usize] = (k + 1) as f64;
    }
    let sum: f64 = pi.iter().sum();
    pi.iter_mut().for_each(|p| *p /= sum);
    Sample { x, legal, pi, z }
}

#[test]
fn the_gradient_matches_central_finite_differences_for_every_parameter() {
    let net = Net::new("tictactoe", None, 18, &[7, 5], 9, 3);
    for (cells, z) in [("X...O....", 1.0), ("XO.XO....", -1.0), (".........", 0.0)] {
        let s = sample(&TicTacToe::from_cells(cells).unwrap(), z);
        let mut grad = vec![0.0; net.params.len()];
        net.backward(&s, &mut grad);
        let h = 1e-6;
        let mut worst: f64 = 0.0;
        for (k, &g) in grad.iter().enumerate() {
            let (mut up, mut down) = (net.clone(), net.clone());
            up.params[k] += h;
            down.params[k] -= h;
            let numeric = (up.loss(&s) - down.loss(&s)) / (2.0 * h);
            worst = worst.max((numeric - g).abs() / (1e-6 + numeric.abs().max(g.abs())).max(1.0));
        }
        assert!(worst < 1e-6, "{cells}: the worst difference {worst:e}");
        assert!(
            grad.iter().any(|g| g.abs() > 1e-3),
            "a gradient that is not all zero"
        );
    }
}

#[test]
fn the_policy_is_a_distribution_over_the_legal_moves_and_the_value_lies_in_minus_one_to_one() {
    let net = Net::new("tictactoe", None, 18, &[16], 9, 1);
    let s = sample(&TicTacToe::from_cells("XO.X.O...").unwrap(), 0.0);
    let (p, v) = net.forward(&s.x, &s.legal);
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    for (k, &legal) in s.legal.iter().enumerate() {
        assert_eq!(p[k] > 0.0, legal, "cell {k}");
    }
    assert!(v > -1.0 && v < 1.0);
}

#[test]
fn a_net_file_reads_back_to_the_same_net() {
    let net = Net::new("tictactoe", None, 18, &[8], 9, 5);
    assert_eq!(Net::from_json(&net.to_json()).unwrap(), net);
}

#[test]
fn a_malformed_net_file_is_a_clear_error_code_never_a_panic() {
    let good: serde_json::Value =
        serde_json::from_str(&Net::new("tictactoe", None, 18, &[4], 9, 5).to_json()).unwrap();
    let with = |key: &str, v: serde_json::Value| {
        let mut g = good.clone();
        g[key] = v;
        g.to_string()
    };
    let cases = [
        ("".to_string(), "net.file"),
        (
            "{\"format\": \"cutoff-net\", \"version\": 1".to_string(),
            "net.file",
        ),
        ("[1, 2, 3]".to_string(), "net.file"),
        (with("format", json!("onnx")), "net.file"),
        (with("version", json!(2)), "net.version"),
        (with("weights", json!("3fe0000000000000")), "net.shape"),
        (with("weights", json!("3fe000000000000")), "net.file"),
        (with("weights", json!("x".repeat(16))), "net.file"),
        (with("hidden", json!([0])), "net.shape"),
        (with("hidden", json!([100000000])), "net.shape"),
        (with("inputs", json!(-3)), "net.file"),
        (with("weights", json!([1, 2])), "net.file"),
    ];
    for (text, code) in cases {
        let e = Net::from_json(&text).unwrap_err();
        assert_eq!(e.code, code, "{text:.80}: {}", e.message);
    }
    let e = Net::from_json(&with("version", json!(2))).unwrap_err();
    assert_eq!(
        (e.param("found"), e.param("want")),
        (Some(&json!(2)), Some(&json!(1)))
    );
}

#[test]
fn a_net_for_another_game_or_board_is_refused_by_name() {
    let net = Net::new("tictactoe", None, 18, &[4], 9, 5);
    let c4 = AnyGame::load(&GameSpec::new("connect4", json!({ "size": "5x4" }))).unwrap();
    let e = c4
        .mcts(&Params::default(), Some(&net), NoTrace)
        .unwrap_err();
    assert_eq!(
        (e.code, e.param("net"), e.param("game")),
        (
            "net.game",
            Some(&json!("tictactoe")),
            Some(&json!("connect4 5x4"))
        )
    );
    let nim = AnyGame::load(&GameSpec::new("nim", json!({}))).unwrap();
    assert_eq!(
        nim.mcts(&Params::default(), Some(&net), NoTrace)
            .unwrap_err()
            .code,
        "puct.game"
    );
}

fn small() -> TrainConfig {
    TrainConfig {
        games: 12,
        iterations: 20,
        hidden: vec![8],
        ..TrainConfig::tictactoe()
    }
}

#[test]
fn training_repeats_exactly_from_its_seed_and_another_seed_gives_another_net() {
    let mut curve_a = Vec::new();
    let a = train(&TicTacToe::new(), &small(), 4, |_, p| {
        curve_a.push(p.clone());
        true
    });
    let mut curve_b = Vec::new();
    let b = train(&TicTacToe::new(), &small(), 4, |_, p| {
        curve_b.push(p.clone());
        true
    });
    assert_eq!(a, b);
    assert_eq!(curve_a, curve_b);
    assert_eq!(
        curve_a.iter().map(|p| p.games).collect::<Vec<_>>(),
        vec![4, 8, 12]
    );
    let c = train(
        &TicTacToe::new(),
        &TrainConfig { seed: 2, ..small() },
        4,
        |_, _| true,
    );
    assert_ne!(a.params, c.params);
    // Training changed the net it started from.
    assert_ne!(
        a.params,
        Net::for_game(
            &TicTacToe::new(),
            &[8],
            cutoff::rng::SplitMix64(1).next_u64()
        )
        .params
    );
}

#[test]
fn training_stops_when_the_report_says_so() {
    let mut reports = 0;
    train(&TicTacToe::new(), &small(), 2, |_, _| {
        reports += 1;
        reports < 2
    });
    assert_eq!(reports, 2);
}

#[test]
fn every_puct_score_in_the_trace_equals_the_formula_from_the_trace_s_n_w_and_priors() {
    let net = Net::new("tictactoe", None, 18, &[16], 9, 7);
    let game = AnyGame::load(&GameSpec::new("tictactoe", json!({}))).unwrap();
    let c = 1.3;
    let (out, tr) = game
        .mcts_traced(
            &Params {
                iterations: 300,
                exploration: c,
                ..Params::default()
            },
            Some(&net),
            DEFAULT_EVENT_CAP,
        )
        .unwrap();
    assert_eq!(
        out.children.iter().map(|c| c.visits).sum::<u32>(),
        300,
        "the root's scoring is no iteration"
    );
    let mut n = vec![0i64; tr.node_count()];
    let mut w = vec![0i64; tr.node_count()];
    let mut prior = vec![-1i32; tr.node_count()];
    let mut scores = 0;
    for e in 0..tr.len() {
        let node = tr.node(e) as usize;
        match EventKind::from_u8(tr.kind(e)) {
            Some(EventKind::McExpand) => prior[node] = tr.a(e),
            Some(EventKind::McBackup) => {
                n[node] = tr.a(e) as i64;
                w[node] = tr.b(e) as i64;
            }
            Some(EventKind::McSelect) => {
                let p = tr.parent(node) as usize;
                let (nc, wc, np, pr) = (
                    n[node] as f64,
                    w[node] as f64 / SCALE,
                    n[p] as f64,
                    prior[node] as f64 / SCALE,
                );
                assert!(
                    np >= 1.0,
                    "a parent is scored before its children are compared"
                );
                let q = if nc == 0.0 { 0.5 } else { wc / nc };
                assert!((tr.a(e) - fixed(q)).abs() <= 1, "event {e}: Q");
                // P is rounded to the fixed point too: its half unit, times c·√N_parent/(1 + N).
                let slack = 1.0 + 0.5 * c * np.sqrt() / (1.0 + nc);
                assert!(
                    ((tr.b(e) - fixed(c * pr * np.sqrt() / (1.0 + nc))).abs() as f64) <= slack,
                    "event {e}: exploration {} for P {pr} N {nc} of {np}",
                    tr.b(e)
                );
                scores += 1;
            }
            Some(EventKind::McRollout) => panic!("PUCT makes no rollouts"),
            _ => {}
        }
    }
    assert!(scores > 1000, "{scores} scores");
    // The priors the trace gives the root's children are the network's policy.
    let pos = TicTacToe::new();
    let mut x = Vec::new();
    pos.encode(&mut x);
    let (policy, _) = net.forward(&x, &[true; 9]);
    for (k, c) in out.children.iter().enumerate() {
        assert!((c.prior.unwrap() - policy[k]).abs() < 1e-6);
    }
}

#[test]
fn the_trainer_one_game_at_a_time_gives_the_net_train_gives() {
    let cfg = small();
    let mut t = cutoff::search::selfplay::Trainer::new(&TicTacToe::new(), &cfg);
    for _ in 0..cfg.games {
        let r = t.play_game();
        assert!((-1..=1).contains(&r));
    }
    assert_eq!(t.games, 12);
    assert!(t.progress().loss > 0.0);
    assert_eq!(t.net, train(&TicTacToe::new(), &cfg, 5, |_, _| true));
}

#[test]
fn the_page_s_mcts_config_fills_in_the_defaults_and_refuses_unknown_fields() {
    use cutoff::search::mcts::{MctsConfig, DEFAULT_C_PUCT};
    let c: MctsConfig =
        serde_json::from_value(json!({ "iterations": 50, "rolloutCap": 9 })).unwrap();
    let p = c.params(false);
    assert_eq!(
        (p.iterations, p.exploration, p.rollout_cap),
        (50, std::f64::consts::SQRT_2, 9)
    );
    assert_eq!(c.params(true).exploration, DEFAULT_C_PUCT);
    assert!(serde_json::from_value::<MctsConfig>(json!({ "iteration": 5 })).is_err());
}
