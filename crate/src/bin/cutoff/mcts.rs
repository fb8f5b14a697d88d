//! The CLI's Monte Carlo tree search: `search --algo mcts|puct` and `train`.

use cutoff::game::connect4::Connect4;
use cutoff::game::solve::solve;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::nn::Net;
use cutoff::search::mcts::{MctsOutcome, Params, DEFAULT_C_PUCT, DEFAULT_C_UCT, SCALE};
use cutoff::search::selfplay::{
    against_perfect_play, against_random, perfect_move_share, puct_move, train as self_play,
    trap_positions, TrainConfig,
};
use cutoff::search::{Outcome, SearchConfig, Stats};
use cutoff::trace::{EventKind, Recorder, ScoredBy};
use cutoff::{AnyGame, Error, Pruned, Traced};
use serde_json::{json, Value};
use std::io::Write;

use super::args::number;
use super::usage;

/// `--algo mcts|puct` and its flags.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct MctsArgs {
    /// `mcts` (or `uct`) or `puct`, from `--algo`.
    #[arg(skip)]
    pub algo: Option<String>,
    /// Iterations: selection, expansion, simulation, backpropagation (1000).
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    pub iterations: Option<u32>,
    /// The exploration constant (UCT sqrt 2, PUCT 1).
    #[arg(long, value_name = "C", value_parser = number::<f64>)]
    pub exploration: Option<f64>,
    /// The rollouts' seed: `--mcts-seed`, or `--seed` when no random tree takes it.
    #[arg(long = "mcts-seed", id = "mcts_seed", value_name = "S", value_parser = number::<u64>)]
    pub seed: Option<u64>,
    /// A network from `cutoff train`, for `--algo puct`.
    #[arg(long, value_name = "FILE")]
    pub net: Option<String>,
    /// A rollout stops after N plies (500).
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    pub rollout_cap: Option<u32>,
}

impl MctsArgs {
    /// True when any of MCTS's own flags was given.
    pub fn any(&self) -> bool {
        self.iterations.is_some()
            || self.exploration.is_some()
            || self.seed.is_some()
            || self.net.is_some()
            || self.rollout_cap.is_some()
    }
}

/// `cutoff train`'s flags.
#[derive(clap::Args, Debug)]
pub struct TrainArgs {
    /// `tictactoe` or `connect4`.
    #[arg(long, value_name = "G")]
    game: Option<String>,
    /// Connect Four's board (5x4).
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    games: Option<u32>,
    #[arg(long, value_name = "S", value_parser = number::<u64>)]
    seed: Option<u64>,
    /// PUCT iterations a move in self-play.
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    iterations: Option<u32>,
    /// The curve's step, in games.
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    every: Option<u32>,
    /// Where the network goes.
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
}

fn read_net(path: &str) -> Result<Net, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| usage(format!("cannot read the network file {path}: {e}")))?;
    Net::from_json(&text)
}

pub type EventJson = fn(&Recorder, usize) -> Value;

pub fn search(
    m: &MctsArgs,
    game: &AnyGame,
    json_out: bool,
    trace: bool,
    event_cap: usize,
    event_json: EventJson,
    text: &dyn Fn(&mut dyn Write, &Traced) -> std::io::Result<()>,
) -> Result<String, Error> {
    let is_puct = m.algo.as_deref() == Some("puct");
    let net = match (&m.net, is_puct) {
        (Some(path), true) => Some(read_net(path)?),
        (None, true) => {
            return Err(usage(
                "--algo puct needs --net FILE (a network from cutoff train)",
            ))
        }
        (Some(_), false) => return Err(usage("--net goes with --algo puct")),
        (None, false) => None,
    };
    let params = Params {
        iterations: m.iterations.unwrap_or(1000),
        exploration: m.exploration.unwrap_or(if is_puct {
            DEFAULT_C_PUCT
        } else {
            DEFAULT_C_UCT
        }),
        seed: m.seed.unwrap_or(1),
        rollout_cap: m.rollout_cap.unwrap_or(Params::default().rollout_cap),
        ..Params::default()
    };
    let (out, recorder) = if trace {
        let (o, r) = game.mcts_traced(&params, net.as_ref(), event_cap)?;
        (o, Some(r))
    } else {
        (
            game.mcts(&params, net.as_ref(), cutoff::trace::NoTrace)?.0,
            None,
        )
    };
    let names = game.move_names();
    let algo = if is_puct { "puct" } else { "mcts" };
    if json_out {
        let children: Vec<Value> = out
            .children
            .iter()
            .map(|c| json!({ "move": names[c.move_index as usize], "move_index": c.move_index, "visits": c.visits, "q": c.q, "prior": c.prior }))
            .collect();
        let head = json!({
            "game": game.kind(),
            "algorithm": algo,
            "iterations": params.iterations,
            "exploration": params.exploration,
            "seed": params.seed,
            "value": out.value,
            "best_move": out.best_move.map(|i| names[i as usize].clone()),
            "best_move_index": out.best_move,
            "stats": out.stats,
            "children": children,
        });
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        write_json(&mut w, &head, recorder.as_ref(), event_json)
            .and_then(|_| w.flush())
            .map_err(|e| usage(format!("cannot write the output: {e}")))?;
        return Ok(String::new());
    }
    let mut s = report(algo, game, &params, &out, &names);
    if let Some(r) = recorder {
        s += "\n";
        let t = Traced {
            config: SearchConfig::default(),
            depth: 0,
            outcome: Outcome {
                value: 0,
                best_move: out.best_move,
                stats: Stats::default(),
            },
            trace: r,
            pruned: Pruned::default(),
        };
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        w.write_all(s.as_bytes())
            .and_then(|_| text(&mut w, &t))
            .and_then(|_| w.flush())
            .map_err(|e| usage(format!("cannot write the output: {e}")))?;
        return Ok(String::new());
    }
    Ok(s)
}

fn report(algo: &str, game: &AnyGame, p: &Params, out: &MctsOutcome, names: &[String]) -> String {
    let rule = if algo == "puct" {
        "PUCT, c_puct"
    } else {
        "UCT, c"
    };
    let mut s = format!(
        "{algo} ({rule} = {:.3}) on {}: {} iterations, seed {}\n",
        p.exploration,
        game.kind(),
        out.stats.iterations,
        p.seed
    );
    s += &format!(
        "value {:.4} (the root's mean reward for MAX: 1 a win, 0.5 a draw, 0 a loss)\n",
        out.value
    );
    s += &format!(
        "best move {} (the most-visited root child)\n",
        out.best_move
            .map_or("none (the root is terminal)".to_string(), |i| names
                [i as usize]
                .clone())
    );
    s += "move        visits        Q\n";
    for c in &out.children {
        s += &format!(
            "{:<10} {:>7} {:>8}\n",
            names[c.move_index as usize],
            c.visits,
            c.q.map_or("-".to_string(), |q| format!("{q:.4}"))
        );
    }
    let st = &out.stats;
    s += &format!(
        "nodes {}  leaves scored {}  rollout plies {}\n",
        st.nodes, st.evals, st.rollout_plies
    );
    s
}

fn write_json(
    w: &mut impl Write,
    head: &Value,
    trace: Option<&Recorder>,
    event_json: EventJson,
) -> std::io::Result<()> {
    w.write_all(b"{\n")?;
    if let Value::Object(map) = head {
        for (k, (key, v)) in map.iter().enumerate() {
            if k > 0 {
                w.write_all(b",\n")?;
            }
            write!(
                w,
                "  {}: {}",
                Value::String(key.clone()),
                serde_json::to_string(v)?
            )?;
        }
    }
    if let Some(tr) = trace {
        write!(w, ",\n  \"trace\": {{\n    \"perspective\": \"mover\",\n    \"scale\": {SCALE},\n    \"events\": [")?;
        for e in 0..tr.len() {
            w.write_all(if e == 0 { b"\n      " } else { b",\n      " })?;
            serde_json::to_writer(&mut *w, &event_json(tr, e))?;
        }
        w.write_all(b"\n    ]\n  }")?;
    }
    w.write_all(b"\n}\n")
}

/// The MCTS events' fields by name, fixed point undone.
pub fn event_fields(k: EventKind, ev: &mut Value, a: i32, b: i32, c: i32) {
    let f = |x: i32| x as f64 / SCALE;
    match k {
        EventKind::McIteration => ev["iteration"] = json!(a),
        EventKind::McSelect => {
            ev["exploitation"] = json!(f(a));
            ev["exploration"] = json!(f(b));
            ev["score"] = json!(f(a + b));
            ev["chosen"] = json!(c == 1);
        }
        EventKind::McExpand => {
            ev["prior"] = if a < 0 { Value::Null } else { json!(f(a)) };
            ev["terminal"] = json!(b == 1);
            ev["moves"] = json!(c);
        }
        EventKind::McRollout => {
            ev["ply"] = json!(a);
            ev["move_index"] = json!(b);
            ev["moves"] = json!(c);
        }
        EventKind::McResult => {
            ev["reward"] = json!(f(a));
            ev["plies"] = json!(b);
            ev["by"] = json!(match ScoredBy::from_word(c) {
                Some(ScoredBy::End) => "end",
                Some(ScoredBy::Cap) => "cap",
                // A word that is no variant's (the core writes none) reads as the last, as before.
                Some(ScoredBy::Network) | None => "network",
            });
        }
        EventKind::McBackup => {
            ev["visits"] = json!(a);
            ev["total"] = json!(f(b));
            ev["reward"] = json!(f(c));
        }
        _ => {
            ev["child"] = json!(a);
            ev["move_index"] = json!(b);
            ev["visits"] = json!(c);
        }
    }
}

/// One MCTS event as a line of `--trace`'s text.
pub fn event_line(k: EventKind, name: &str, a: i32, b: i32, c: i32) -> String {
    let f = |x: i32| x as f64 / SCALE;
    match k {
        EventKind::McIteration => format!("iteration {a}"),
        EventKind::McSelect => format!(
            "  score {name}: Q {:.4} + exploration {:.4} = {:.4}{}",
            f(a),
            f(b),
            f(a + b),
            if c == 1 { "  chosen" } else { "" }
        ),
        EventKind::McExpand => format!(
            "  expand {name}{}{}",
            if a >= 0 {
                format!(" prior {:.4}", f(a))
            } else {
                String::new()
            },
            if b == 1 { " (game over)" } else { "" }
        ),
        EventKind::McRollout => format!("    rollout ply {a}: move #{b} of {c}"),
        EventKind::McResult => format!(
            "  result at {name}: reward {:.4} for MAX after {b} plies ({})",
            f(a),
            scored_by_words(c)
        ),
        EventKind::McBackup => format!("  backup {name}: N {a}, W {:.4} (+{:.4})", f(b), f(c)),
        _ => format!("best: child {a} (move #{b}), {c} visits"),
    }
}

/// How an McResult event's leaf was scored, in the text's words.
fn scored_by_words(c: i32) -> &'static str {
    match ScoredBy::from_word(c) {
        Some(ScoredBy::End) => "game over",
        Some(ScoredBy::Cap) => "rollout cap",
        Some(ScoredBy::Network) | None => "network",
    }
}

/// `cutoff train --game G [--size WxH] [--games N] [--seed S] [--iterations N] [--every N] --out FILE`.
pub fn train(a: TrainArgs) -> Result<String, Error> {
    let TrainArgs {
        game,
        size,
        games,
        seed,
        iterations,
        every,
        out,
    } = a;
    let every = every.map(|n| n.max(1));
    let out = out.ok_or_else(|| usage("train needs --out FILE (where the network goes)"))?;
    let apply = |mut cfg: TrainConfig| {
        if let Some(g) = games {
            cfg.games = g;
        }
        if let Some(s) = seed {
            cfg.seed = s;
        }
        if let Some(n) = iterations {
            cfg.iterations = n;
        }
        cfg
    };
    let started = std::time::Instant::now();
    let net = match game.as_deref() {
        Some("tictactoe" | "tic-tac-toe") => {
            if size.is_some() {
                return Err(usage("--size is for connect4"));
            }
            let cfg = apply(TrainConfig::tictactoe());
            let start = TicTacToe::new();
            let sol = solve(&start);
            let traps = trap_positions(&start, &sol, 200, 1);
            println!("training a tic-tac-toe network by self-play: {} games, PUCT {} iterations a move, seed {}", cfg.games, cfg.iterations, cfg.seed);
            // Every 250 games: the defaults' 6,000 make 24 lines.
            let every = every.unwrap_or(250);
            println!("every {every} games: the loss; PUCT at 200 iterations a move against a random player (won/drawn/lost), against every line of perfect play as X and as O (lost of games), and its perfect-play moves in 200 trap positions");
            self_play(&start, &cfg, every, |net, p| {
                let mut choose = |pos: &TicTacToe| puct_move(pos, net, 200).0;
                let r = against_random(&start, 40, p.games as u64, &mut choose);
                let x = against_perfect_play(&start, &sol, cutoff::game::Side::Max, &mut choose);
                let o = against_perfect_play(&start, &sol, cutoff::game::Side::Min, &mut choose);
                let share = perfect_move_share(&traps, &sol, |pos| puct_move(pos, net, 200).0);
                println!(
                    "games {:>5}  loss {:.4}  vs random {}/{}/{}  vs perfect play lost {} of {} as X, {} of {} as O  perfect moves {:.1} %  {:.1} s",
                    p.games, p.loss, r.0, r.1, r.2, x.3, x.0, o.3, o.0, share * 100.0, started.elapsed().as_secs_f64()
                );
                true
            })
        }
        Some("connect4" | "connect-four") => {
            let (w, h) = Connect4::parse_size(size.as_deref().unwrap_or("5x4"))?;
            let cfg = apply(TrainConfig::connect4());
            let start = Connect4::empty(w, h);
            println!("training a Connect Four {w}x{h} network by self-play: {} games, PUCT {} iterations a move, seed {}", cfg.games, cfg.iterations, cfg.seed);
            self_play(&start, &cfg, every.unwrap_or(100), |net, p| {
                let mut choose = |pos: &Connect4| puct_move(pos, net, 200).0;
                let r = against_random(&start, 20, p.games as u64, &mut choose);
                println!(
                    "games {:>5}  loss {:.4}  vs random {}/{}/{}  {:.1} s",
                    p.games,
                    p.loss,
                    r.0,
                    r.1,
                    r.2,
                    started.elapsed().as_secs_f64()
                );
                true
            })
        }
        Some(other) => return Err(err_game(other)),
        None => return Err(usage("train needs --game tictactoe or --game connect4")),
    };
    std::fs::write(&out, net.to_json())
        .map_err(|e| usage(format!("cannot write the network file {out}: {e}")))?;
    Ok(format!(
        "network saved to {out} ({} parameters) after {:.1} s\n",
        net.params.len(),
        started.elapsed().as_secs_f64()
    ))
}

fn err_game(other: &str) -> Error {
    cutoff::err!(
        "train.game",
        "networks are trained for tictactoe and connect4, not {game}",
        game = other
    )
}
