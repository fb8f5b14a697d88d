//! The native command-line tool: search a tree or a game, print the value, the counts and the trace.
//!
//! Its flags are parsed by clap (cutoff/args.rs), a dependency of this bin alone: the crate's `cli`
//! feature, which the wasm builds leave out.

use cutoff::game::GameDef;
use cutoff::numbers::group;
use cutoff::search::Algorithm;
use cutoff::trace::{
    changed, node_flags, Bound, CutKind, EventKind, Probe, Recorder, StandPatOutcome, NO_PARENT,
};
use cutoff::{AnyGame, Error, GameSpec, Traced};
use serde_json::{json, Value};
use std::io::Write;
use std::process::ExitCode;

#[path = "cutoff/args.rs"]
mod args;
#[path = "cutoff/mcts.rs"]
mod mcts;

use args::{Args, Command, Parsed, PerftArgs, SolveArgs};

const HELP_HEAD: &str = "\
cutoff: game-tree search with a recorded trace, for teaching minimax and alpha-beta

USAGE
  cutoff search  GAME --algo ALGO [--depth N] [--fail soft|hard] [--json] [--trace]
                 [--max-nodes N] [--time SECONDS]
  cutoff compare GAME [--depth N] [--json] [--max-nodes N]
  cutoff perft [--fen FEN] --depth N [--divide]
  cutoff perft --game G [--position P | --fen F] [--size WxH] [--rule R] [--misere] --depth N [--divide]
                         count the leaf positions of the move tree (move-generator check);
                         {FEN} --fen; --divide prints the count below each root move
  cutoff search  GAME --algo mcts|puct [--iterations N] [--exploration C] [--seed S]
                 [--net FILE] [--json] [--trace]
                         Monte Carlo tree search (see MCTS below)
  cutoff train --game tictactoe|connect4 [--size WxH] [--games N] [--seed S]
               [--iterations N] [--every N] --out FILE
                         learn a policy/value network for --algo puct by self-play, printing
                         the curve every N games (tictactoe 250, connect4 100): the loss,
                         and PUCT with the net at 200 iterations a move against a random
                         player and, in tic-tac-toe, against every line of perfect play and
                         on 200 trap positions
  cutoff solve --game {SOLVABLE} [--position P] [the game's options, as for search]
                         retrograde analysis of every position: the outcome for the side to
                         move (win, loss, draw) and the plies to the end with best play, and
                         how many positions are won, lost and drawn
  cutoff --help

";

/// The help after the games' own lines.
const HELP_TAIL: &str = "ALGO
  minimax                two-sided minimax
  alphabeta              two-sided alpha-beta, cut when alpha >= beta
  negamax                negamax
  negamax-ab             negamax alpha-beta, fail-soft; add --fail hard for the form that
                         returns beta on a cutoff and alpha otherwise
  pvs                    principal variation search (seed 000): the first child with the full
                         window, the rest with [alpha, alpha+1], re-searched when inside
  mtdf                   MTD(f): zero-window searches only, closing in on the value
  mcts                   Monte Carlo tree search, UCT (Kocsis & Szepesvari 2006)
  puct                   AlphaZero's PUCT with a network from cutoff train (--net FILE)

MCTS (with --algo mcts or puct; any game, trees too)
  --iterations N         iterations: selection, expansion, simulation, backpropagation (1000)
  --exploration C        UCT: Q + C*sqrt(ln N_parent / N), C = sqrt 2 (1.414) by default, the
                         UCB1 constant for rewards in [0, 1]; PUCT: Q + C*P*sqrt(N_parent)/(1+N),
                         C = 1 by default
  --seed S               the rollouts' random moves (1); the same seed gives the same search
                         (with --random, --seed is the tree's: use --mcts-seed)
  --rollout-cap N        a rollout stops after N plies and scores the evaluation's sign (500)
  Rewards are in [0, 1] for the player concerned: a game's end by its result (1 win, 0.5
  draw, 0 loss), a tree's leaf by its value normalised by the tree's leaf range. --json gives
  value (the root's mean reward for MAX), best_move (the most-visited root child),
  best_move_index, stats {iterations, nodes, evals, rollout_plies} and children [{move,
  move_index, visits, q (the mean for the side to move at the root), prior}]

TECHNIQUES (with alphabeta, negamax-ab, pvs or mtdf; they combine)
  --null-move R          null-move pruning with reduction R (seed 000 uses 3): pass, search
                         R+1 plies shallower with [beta-1, beta], cut on a fail high; never in
                         check, twice in a row, or with only king and pawns
  --qsearch              quiescence search at the horizon: stand pat, then captures only,
                         most valuable victim / least valuable attacker first
  --ordering LIST        move ordering, comma-separated, first decides: natural, reversed,
                         random, mvv-lva, killer, history, hash (needs --tt), centre (the
                         game's own priority: Connect Four's middle columns), and on trees
                         best-first, worst-first (the exact values as oracle), static
  --ordering-seed S      seed for --ordering random (0)
  --id                   iterative deepening: depths 1, 2, ... each searching the previous
                         principal variation (and, with --tt, the hash move) first
  --tt                   a transposition table (exact, lower and upper bounds; a hit that
                         decides a node is a cutoff)
  --aspiration W         aspiration window of half-width W around the previous value (with
                         --id) or the root's static value; a fail low or high re-searches

OPTIONS
  --depth N              remaining depth at the root (default: the whole tree or game)
  --json                 print JSON: value (MAX's view), best_move, stats {nodes, evals, cutoffs},
                         and for trees visited (node paths in the order entered: child indexes
                         from the root joined by dots, \"\" for the root)
  --trace                add the events (with --json), or print them as text
  --event-cap N          refuse traces longer than N events (default 40,000,000)
  --max-nodes N          stop a search (a row of compare) after N nodes (default 200,000,000)
  --time SECONDS         stop a search after this many seconds (none by default)
  --tt-size ENTRIES      the most positions the table keeps (default 4,000,000); when it is
                         full, a new position replaces the oldest, and the trace says so

THE TREE FORMAT
  A leaf is a signed integer; an inner node is ( child child ... ); whitespace or commas
  separate; any node may carry a label written name: in front; an inner node may carry a
  static value after its closing parenthesis, ~N, used when a depth limit stops there;
  # starts a comment. AIMA Figure 5.2:  (B:(3 12 8) C:(2 4 6) D:(14 5 2))
  With a static value on B:  (B:(3 12 8)~5 C:(2 4 6)~3 D:(14 5 2)~9)

COUNTING (as seed 001)
  nodes: calls of the search function, the root included; evals: static evaluations;
  cutoffs: loops left early because alpha >= beta with children still to search
  (alpha >= beta after a node's last child cuts nothing and is not counted).

EXAMPLES
  cutoff search --preset aima --algo alphabeta --json
  cutoff search --game tictactoe --algo minimax
  cutoff compare --random 3,4 --seed 7 --order best-first
";

/// `cutoff --help`: the command line's own words around each game's (its module's [`GameDef::HELP`],
/// in the registry's order).
///
/// [`GameDef::HELP`]: cutoff::game::GameDef::HELP
fn help() -> String {
    let facts = AnyGame::facts();
    let solvable: Vec<&str> = facts
        .iter()
        .filter(|f| f.solvable)
        .map(|f| f.kind)
        .collect();
    // The games a position is given to as a FEN: those whose catalogue entry has the option.
    let fen: Vec<&str> = AnyGame::catalogue()
        .iter()
        .filter(|g| g.options.iter().any(|o| o.name == "fen"))
        .map(|g| g.kind)
        .collect();
    let fen = match fen.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last} take", rest.join(", ")),
        _ => format!("{} takes", fen.join("")),
    };
    let mut s = HELP_HEAD
        .replace("{SOLVABLE}", &solvable.join("|"))
        .replace("{FEN}", &fen);
    s += "GAME (one of)\n";
    for f in &facts {
        s += f.help;
    }
    s + "\n" + HELP_TAIL
}

/// The trees' kind: a tree is given by --tree, --preset or --random, and its nodes have labels.
const TREE: &str = cutoff::game::tree::TreePos::KIND;

/// The node budget of an untraced search when none is given: minutes, not hours.
const DEFAULT_MAX_NODES: u64 = cutoff::search::budget::COUNT_BUDGET;

fn main() -> ExitCode {
    // args() panics on an argument that is not UTF-8; args_os() lets it be refused with its place.
    let mut argv: Vec<String> = Vec::new();
    for (i, a) in std::env::args_os().skip(1).enumerate() {
        match a.into_string() {
            Ok(s) => argv.push(s),
            Err(a) => {
                eprintln!(
                    "cutoff: argument {} is not valid UTF-8: {}",
                    i + 1,
                    a.to_string_lossy()
                );
                return ExitCode::from(1);
            }
        }
    }
    let result = match args::parse(&argv) {
        Ok(Parsed::Help) => {
            print!("{}", help());
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Nothing) => {
            print!("{}", help());
            return ExitCode::from(2);
        }
        Ok(Parsed::Run(command)) => run(*command),
        Err(e) => Err(e),
    };
    match result {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cutoff: {e}");
            ExitCode::from(1)
        }
    }
}

fn run(command: Command) -> Result<String, Error> {
    match command {
        Command::Search(a) => a
            .resolve("search")
            .and_then(|args| search_or_compare(&args)),
        Command::Compare(a) => a
            .resolve("compare")
            .and_then(|args| search_or_compare(&args)),
        Command::Perft(a) => perft(a),
        Command::Solve(a) => solve(a),
        Command::Train(a) => mcts::train(a),
    }
}

/// A mistake in the command line: the CLI's own words, which only the CLI prints (code `cli.usage`).
fn usage(message: impl Into<String>) -> Error {
    cutoff::err!("cli.usage", "{message}", message = message.into())
}

/// The game `cutoff perft` counts without `--game`: chess, where perft is the usual check of a
/// move generator against published counts.
const PERFT_GAME: &str = cutoff::game::chess::ChessPos::KIND;

fn perft(a: PerftArgs) -> Result<String, Error> {
    let PerftArgs {
        game,
        preset,
        depth,
        divide,
        game_options: mut options,
    } = a;
    if let Some(preset) = preset {
        options.insert("preset".into(), Value::String(preset));
    }
    let depth = depth.ok_or_else(|| usage("perft needs --depth N"))?;
    if game.is_none() {
        if let Some(flag) = options.keys().find(|k| *k != "fen") {
            return Err(usage(format!(
                "--{flag} goes with --game ({PERFT_GAME}, the game without one, takes --fen)"
            )));
        }
    }
    let kind = game.as_deref().unwrap_or(PERFT_GAME);
    // The cap is the game's own; an unknown game is refused by the loading, with the known ones.
    if let Some(facts) = AnyGame::facts_of(kind).filter(|f| depth > f.perft_depth) {
        return Err(usage(format!(
            "perft depth {depth} would take too long for {}: at most {}",
            facts.kind, facts.perft_depth
        )));
    }
    // A game without a FEN says so (an unknown option).
    let game = AnyGame::load(&GameSpec::new(kind, Value::Object(options)))?;
    if !divide {
        return Ok(format!("perft({depth}) = {}\n", game.perft(depth)));
    }
    let rows = game.perft_divide(depth);
    let mut s = String::new();
    for (mv, n) in &rows {
        s += &format!("{mv}: {n}\n");
    }
    Ok(s + &format!(
        "\nmoves {}  nodes {}\n",
        rows.len(),
        rows.iter().map(|r| r.1).sum::<u64>()
    ))
}

/// `cutoff solve`: the retrograde solver's verdict on one position, and its totals, for a game
/// whose module has a solver ([`GameDef::solver`]).
fn solve(a: SolveArgs) -> Result<String, Error> {
    use cutoff::game::solve::Outcome;
    let solvable: Vec<&str> = AnyGame::facts()
        .iter()
        .filter(|f| f.solvable)
        .map(|f| f.kind)
        .collect();
    let SolveArgs {
        game,
        preset,
        game_options: mut options,
    } = a;
    if let Some(preset) = preset {
        options.insert("preset".into(), Value::String(preset));
    }
    let list = solvable
        .iter()
        .map(|k| format!("--game {k}"))
        .collect::<Vec<_>>()
        .join(" or ");
    let Some(name) = game else {
        return Err(usage(format!("solve needs {list}")));
    };
    if !AnyGame::facts_of(&name).is_some_and(|f| f.solvable) {
        return Err(usage(format!(
            "solve knows {}, not '{name}'",
            solvable.join(" and ")
        )));
    }
    let pos = AnyGame::load(&GameSpec::new(&name, Value::Object(options)))?;
    let Some(sol) = pos.solved() else {
        return Err(usage(format!(
            "solve knows {}, not '{name}'",
            solvable.join(" and ")
        )));
    };
    let side = sol.side_to_move;
    let verdict = match sol.outcome {
        Some((Outcome::Draw, _)) => format!("draw (neither side can force a win; {side} to move)"),
        Some((o, d)) => format!(
            "{} for the side to move ({side}), {d} pl{} to the end",
            o.name(),
            if d == 1 { "y" } else { "ies" }
        ),
        None => "not among the positions solved".to_string(),
    };
    Ok(format!(
        "{}position {}\noutcome {verdict}\nbest moves {}\npositions {}: {} won, {} lost, {} drawn for the side to move\n",
        sol.variant.map(|v| v + "\n").unwrap_or_default(),
        sol.position,
        if sol.best_moves.is_empty() { "-".to_string() } else { sol.best_moves.join(", ") },
        sol.positions,
        sol.wins,
        sol.losses,
        sol.draws
    ))
}

fn load(args: &Args) -> Result<AnyGame, Error> {
    let mut spec = args.game.clone();
    if let Some(side) = args.root {
        if AnyGame::facts_of(&spec.kind).is_none_or(|f| f.kind != TREE) {
            return Err(usage(
                "--root is for trees; in a game the side to move follows from the position",
            ));
        }
        spec.options.insert(
            "root".into(),
            serde_json::to_value(side).unwrap_or_default(),
        );
    }
    AnyGame::load(&spec)
}

fn search_or_compare(args: &Args) -> Result<String, Error> {
    let game = load(args)?;
    match args.command.as_str() {
        "compare" => compare(args, &game),
        _ => search(args, &game),
    }
}

fn search(args: &Args, game: &AnyGame) -> Result<String, Error> {
    if let Some(m) = &args.mcts {
        let text = |w: &mut dyn Write, t: &Traced| {
            let mut w = w;
            write_trace_text(&mut w, t, game)
        };
        return mcts::search(
            m,
            game,
            args.json,
            args.trace,
            args.event_cap,
            event_json,
            &text,
        );
    }
    let is_tree = matches!(game, AnyGame::Tree(_));
    // Trees always record (for `visited`); games record only when asked, so that a big search
    // costs no memory.
    let traced: Option<Traced> = if args.trace || (is_tree && args.json) {
        Some(game.search_traced(&args.config, args.event_cap)?)
    } else {
        None
    };
    let (outcome, depth) = match &traced {
        Some(t) => (t.outcome.clone(), t.depth),
        None => (
            game.search_within(&args.config, args.max_nodes, args.time)?,
            game.resolve_depth(args.config.depth)?,
        ),
    };
    let names = game.move_names();
    let best_name = outcome.best_move.map(|i| names[i as usize].clone());
    if args.json {
        let head = json!({
            "game": game.kind(),
            "algorithm": args.config.algorithm.name(),
            "fail": if args.config.algorithm == Algorithm::NegamaxAb { json!(args.config.fail) } else { Value::Null },
            "depth": depth,
            "value": outcome.value,
            "best_move": best_name,
            "best_move_index": outcome.best_move,
            "stats": outcome.stats,
        });
        // Streamed: the visited paths and the events go out one by one, so memory stays that of
        // the recorded trace whatever the output's size.
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        write_search_json(
            &mut w,
            &head,
            traced.as_ref().filter(|_| is_tree),
            traced.as_ref().filter(|_| args.trace),
            args.config.negamax_trace(),
        )
        .and_then(|_| w.flush())
        .map_err(|e| usage(format!("cannot write the output: {e}")))?;
        return Ok(String::new());
    }
    let mut s = String::new();
    s += &format!(
        "{} on {} to depth {}\n",
        args.config.algorithm.name(),
        game.kind(),
        depth
    );
    s += &format!("value {} (MAX's point of view)", outcome.value);
    if let Some(words) = game.value_words(outcome.value) {
        // Who wins and when, in the game's own terms (chess: "White mates in 2").
        s += &format!(": {words}");
    }
    s += "\n";
    s += &format!(
        "best move {}\n",
        best_name
            .as_deref()
            .unwrap_or("none (the root is terminal)")
    );
    let st = &outcome.stats;
    s += &format!(
        "nodes {}  evals {}  cutoffs {}\n",
        st.nodes, st.evals, st.cutoffs
    );
    if args.config.techniques.any()
        || args.config.algorithm.is_negamax()
            && args.config.algorithm.has_window()
            && st.re_searches > 0
    {
        s += &format!(
            "re-searches {}  null moves {}  quiescence nodes {}  table hits {} (cutoffs {})\n",
            st.re_searches, st.null_moves, st.qnodes, st.tt_hits, st.tt_cutoffs
        );
    }
    if let (true, Some(t)) = (args.trace, &traced) {
        // The events go out line by line, like --json's: no string of the whole trace.
        s += "\n";
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        w.write_all(s.as_bytes())
            .and_then(|_| write_trace_text(&mut w, t, game))
            .and_then(|_| w.flush())
            .map_err(|e| usage(format!("cannot write the output: {e}")))?;
        return Ok(String::new());
    }
    Ok(s)
}

fn compare(args: &Args, game: &AnyGame) -> Result<String, Error> {
    // A generous budget: the table should not wait hours for one row.
    let rows = game.compare(args.config.depth, args.max_nodes)?;
    let depth = game.resolve_depth(args.config.depth)?;
    let km = game.knuth_moore(depth);
    if args.json {
        let rows: Vec<Value> = rows
            .iter()
            .map(
                |r| json!({ "name": r.name, "value": r.value, "stats": r.stats, "error": r.error }),
            )
            .collect();
        let km = km.map(|k| json!({ "branching": k.branching, "depth": k.depth, "min_leaves": k.min_leaves, "minimax_leaves": k.minimax_leaves }));
        return Ok(serde_json::to_string_pretty(
            &json!({ "depth": depth, "rows": rows, "knuth_moore": km }),
        )
        .unwrap()
            + "\n");
    }
    let mut s = format!("{} to depth {}\n", game.kind(), depth);
    let w = rows.iter().map(|r| r.name.len()).max().unwrap_or(9).max(9);
    s += &format!(
        "{:<w$} {:>7} {:>12} {:>12} {:>9}\n",
        "algorithm", "value", "nodes", "evals", "cutoffs"
    );
    for r in &rows {
        match (&r.stats, r.value) {
            (Some(st), Some(v)) => {
                s += &format!(
                    "{:<w$} {:>7} {:>12} {:>12} {:>9}\n",
                    r.name,
                    v,
                    group(st.nodes),
                    group(st.evals),
                    group(st.cutoffs)
                )
            }
            _ => s += &format!("{:<w$} {}\n", r.name, r.error.as_deref().unwrap_or("")),
        }
    }
    if let Some(k) = km {
        s += &format!(
            "Knuth-Moore minimum for b={}, d={}: {} leaves (minimax evaluates {})\n",
            k.branching,
            k.depth,
            group(k.min_leaves),
            group(k.minimax_leaves)
        );
    }
    Ok(s)
}

/// The `event` of `--json`'s trace: the command line's own names, not the wire's words
/// ([`EventKind::fields`]), which say `return`, `evaluate`, `table probe` where these say `leave`,
/// `eval`, `tt-probe`: the JSON's readers (tests/cli.rs, tests/mcts_cli.rs, scripts) hold these.
fn kind_name(k: u8) -> &'static str {
    match EventKind::from_u8(k) {
        Some(EventKind::Enter) => "enter",
        Some(EventKind::Eval) => "eval",
        Some(EventKind::Child) => "child",
        Some(EventKind::Cutoff) => "cutoff",
        Some(EventKind::Leave) => "leave",
        Some(EventKind::ZeroWindow) => "zero-window",
        Some(EventKind::ReSearch) => "re-search",
        Some(EventKind::NullMove) => "null-move",
        Some(EventKind::StandPat) => "stand-pat",
        Some(EventKind::Order) => "order",
        Some(EventKind::TtProbe) => "tt-probe",
        Some(EventKind::TtStore) => "tt-store",
        Some(EventKind::Iteration) => "iteration",
        Some(EventKind::TtEvict) => "tt-evict",
        Some(EventKind::McIteration) => "mcts-iteration",
        Some(EventKind::McSelect) => "mcts-select",
        Some(EventKind::McExpand) => "mcts-expand",
        Some(EventKind::McRollout) => "mcts-rollout",
        Some(EventKind::McResult) => "mcts-result",
        Some(EventKind::McBackup) => "mcts-backup",
        Some(EventKind::McBest) => "mcts-best",
        // A kind without a name of its own here: the wire's word for it (crate::trace::wire).
        #[allow(unreachable_patterns)]
        Some(other) => other.fields().word,
        None => "unknown",
    }
}

/// An event as the wire describes its kind (crate::trace::wire): "horizon root value=3".
fn described_line(k: EventKind, node: &str, a: i32, b: i32, c: i32) -> String {
    let w = k.fields();
    let mut line = format!("{} {}", w.word, node);
    for (field, v) in [(w.a, a), (w.b, b), (w.c, c)] {
        if let Some((field, _)) = field {
            line.push_str(&format!(" {field}={v}"));
        }
    }
    line
}

/// The JSON's and the text's word for a [`Bound`]. Here and below, a word that is no variant's
/// (the core writes none) reads as the last variant, as the numbers' catch-all read it.
fn bound_name(b: i32) -> &'static str {
    match Bound::from_word(b) {
        Some(Bound::Exact) => "exact",
        Some(Bound::Lower) => "lower",
        Some(Bound::Upper) | None => "upper",
    }
}

/// Writes the search's JSON: the fields of `head`, then `visited` (the paths of `visited`'s nodes)
/// and `trace` (the events of `trace`), each element written as soon as it is made.
fn write_search_json(
    w: &mut impl Write,
    head: &Value,
    visited: Option<&Traced>,
    trace: Option<&Traced>,
    negamax: bool,
) -> std::io::Result<()> {
    w.write_all(b"{\n")?;
    let mut first = true;
    if let Value::Object(map) = head {
        for (k, v) in map {
            if !first {
                w.write_all(b",\n")?;
            }
            first = false;
            write!(
                w,
                "  {}: {}",
                Value::String(k.clone()),
                serde_json::to_string(v)?
            )?;
        }
    }
    if let Some(t) = visited {
        w.write_all(b",\n  \"visited\": [")?;
        for n in 0..t.trace.node_count() as u32 {
            w.write_all(if n == 0 { b"\n    " } else { b",\n    " })?;
            serde_json::to_writer(&mut *w, &t.trace.path_string(n))?;
        }
        w.write_all(b"\n  ]")?;
    }
    if let Some(t) = trace {
        write!(
            w,
            ",\n  \"trace\": {{\n    \"perspective\": \"{}\",\n    \"events\": [",
            if negamax { "side-to-move" } else { "max" }
        )?;
        for e in 0..t.trace.len() {
            w.write_all(if e == 0 { b"\n      " } else { b",\n      " })?;
            serde_json::to_writer(&mut *w, &event_json(&t.trace, e))?;
        }
        w.write_all(b"\n    ]\n  }")?;
    }
    w.write_all(b"\n}\n")
}

/// One event as a JSON object (made, written and dropped one at a time).
fn event_json(tr: &Recorder, e: usize) -> Value {
    let n = tr.node(e);
    let (a, b, c) = (tr.a(e), tr.b(e), tr.c(e));
    let mut ev = json!({ "event": kind_name(tr.kind(e)), "node": n, "path": tr.path_string(n) });
    match EventKind::from_u8(tr.kind(e)) {
        Some(EventKind::Enter) => {
            let p = tr.parent(n as usize);
            ev["parent"] = if p == NO_PARENT {
                Value::Null
            } else {
                json!(p)
            };
            ev["move_index"] = if p == NO_PARENT {
                Value::Null
            } else {
                json!(tr.move_index(n as usize))
            };
            ev["ply"] = json!(tr.ply(n as usize));
            ev["depth"] = json!(c);
            ev["side"] = json!(if tr.flags(n as usize) & node_flags::MIN != 0 {
                "min"
            } else {
                "max"
            });
            ev["alpha"] = json!(a);
            ev["beta"] = json!(b);
        }
        Some(EventKind::Eval) => ev["value"] = json!(a),
        Some(EventKind::Child) => {
            ev["child"] = json!(c);
            ev["value"] = json!(a);
            ev["changed_best"] = json!(b & changed::BEST != 0);
            ev["changed_alpha"] = json!(b & changed::ALPHA != 0);
            ev["changed_beta"] = json!(b & changed::BETA != 0);
        }
        Some(EventKind::Cutoff) => {
            ev["kind"] = json!(match CutKind::from_word(a) {
                Some(CutKind::Beta) => "beta",
                Some(CutKind::Alpha) => "alpha",
                Some(CutKind::NullMove) => "null-move",
                Some(CutKind::Table) => "table",
                Some(CutKind::StandPat) | None => "stand-pat",
            });
            ev["searched"] = json!(b);
            ev["pruned"] = json!(c);
        }
        Some(EventKind::Leave) => {
            ev["value"] = json!(a);
            ev["bound"] = json!(bound_name(b));
        }
        Some(
            k @ (EventKind::McIteration
            | EventKind::McSelect
            | EventKind::McExpand
            | EventKind::McRollout
            | EventKind::McResult
            | EventKind::McBackup
            | EventKind::McBest),
        ) => mcts::event_fields(k, &mut ev, a, b, c),
        _ => {
            ev["a"] = json!(a);
            ev["b"] = json!(b);
            ev["c"] = json!(c);
        }
    }
    ev
}

fn write_trace_text(w: &mut impl Write, t: &Traced, game: &AnyGame) -> std::io::Result<()> {
    let tr = &t.trace;
    // Tree labels looked up once for every node, rather than replaying a path per event.
    let tree_nodes = game.tree_nodes(tr, &t.pruned);
    let name = |n: u32| -> String {
        if n == 0 {
            return "root".into();
        }
        let label = match (game, &tree_nodes) {
            (AnyGame::Tree(tp), Some(ids)) => tp.tree.nodes[ids[n as usize] as usize].label.clone(),
            _ => None,
        };
        label.unwrap_or_else(|| format!("[{}]", tr.path_string(n)))
    };
    let inf = |v: i32| -> String {
        if v >= cutoff::game::INF {
            "+inf".into()
        } else if v <= -cutoff::game::INF {
            "-inf".into()
        } else {
            v.to_string()
        }
    };
    for e in 0..tr.len() {
        let n = tr.node(e);
        let indent = "  ".repeat(tr.ply(n as usize) as usize);
        let (a, b, c) = (tr.a(e), tr.b(e), tr.c(e));
        let line = match EventKind::from_u8(tr.kind(e)) {
            Some(EventKind::Enter) => format!(
                "enter {} depth {} window ({}, {})",
                name(n),
                c,
                inf(a),
                inf(b)
            ),
            Some(EventKind::Eval) => format!("  evaluate {} = {}", name(n), a),
            Some(EventKind::Child) => {
                format!("  {} gets {} from {}", name(n), inf(a), name(c as u32))
            }
            Some(EventKind::Cutoff) => {
                format!("  cutoff at {} after {} children, {} pruned", name(n), b, c)
            }
            Some(EventKind::Leave) => format!("leave {} = {} ({})", name(n), inf(a), bound_name(b)),
            Some(EventKind::Iteration) => {
                format!("iteration: depth {a}, window ({}, {})", inf(b), inf(c))
            }
            Some(EventKind::ZeroWindow) => format!(
                "  zero-window search of child #{} with ({}, {})",
                c + 1,
                inf(a),
                inf(b)
            ),
            Some(EventKind::ReSearch) => format!(
                "  {} inside the window: re-search child #{} with ({}, {})",
                a,
                c + 1,
                inf(a),
                inf(b)
            ),
            Some(EventKind::NullMove) => {
                format!(
                    "  null move at {}: depth {}, result {}{}",
                    name(n),
                    a,
                    inf(b),
                    if c == 1 { ", cutoff" } else { "" }
                )
            }
            Some(EventKind::StandPat) => format!(
                "  stand pat {}{}",
                a,
                match StandPatOutcome::from_word(b) {
                    Some(StandPatOutcome::Cut) => " >= beta: cutoff",
                    Some(StandPatOutcome::NothingToCut) => " >= beta, no capture to cut",
                    Some(StandPatOutcome::Floor) | None => "",
                }
            ),
            Some(EventKind::Order) => format!(
                "  order: move {} ({}, score {})",
                b,
                cutoff::search::engine::reason_name(a),
                c
            ),
            Some(EventKind::TtProbe) => match Probe::from_word(a) {
                Some(Probe::Miss) => "  table: miss".to_string(),
                Some(Probe::Hit) => format!(
                    "  table: hit, {} at depth {}, not enough to decide",
                    inf(b),
                    c
                ),
                Some(Probe::HitCut) => {
                    format!("  table: hit, {} at depth {} decides the node", inf(b), c)
                }
                Some(Probe::HitCutDeeper) | None => format!(
                    "  table: hit from a deeper search, {} at depth {} decides the node",
                    inf(b),
                    c
                ),
            },
            Some(EventKind::TtStore) => format!(
                "  table: store {} ({}) at depth {}",
                inf(a),
                bound_name(b),
                c
            ),
            Some(EventKind::TtEvict) => {
                format!(
                    "  table: full, so the oldest entry ({} ({}) at depth {}) made room",
                    inf(a),
                    bound_name(b),
                    c
                )
            }
            Some(
                k @ (EventKind::McIteration
                | EventKind::McSelect
                | EventKind::McExpand
                | EventKind::McRollout
                | EventKind::McResult
                | EventKind::McBackup
                | EventKind::McBest),
            ) => mcts::event_line(k, &name(n), a, b, c),
            // A kind without a line of its own: its wire word and its named words, as the wire describes them.
            #[allow(unreachable_patterns)]
            Some(other) => described_line(other, &name(n), a, b, c),
            None => format!("{} {} {} {} {}", kind_name(tr.kind(e)), name(n), a, b, c),
        };
        writeln!(w, "{indent}{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_is_described_by_its_wire_word_and_named_words() {
        // The line a kind without a line of its own gets: its word, the node, each used word named.
        assert_eq!(
            described_line(EventKind::Eval, "root", 3, 1, 9),
            "evaluate root value=3 over=1"
        );
        assert_eq!(
            described_line(EventKind::TtStore, "[0.1]", -5, 2, 4),
            "table store [0.1] value=-5 bound=2 depth=4"
        );
    }
}
