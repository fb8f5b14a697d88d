//! The command line's grammar: its commands and flags, parsed by clap's derive API, then the checks
//! across flags that make one search of them ([`Args`]).
//!
//! The words a user reads stay the CLI's own: `--help` prints the hand-written page
//! ([`help`](super::help)), and clap's refusals are said again in the CLI's words ([`said`]).

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use cutoff::game::tree::{ChildOrder, RandomTreeSpec};
use cutoff::game::Side;
use cutoff::search::{Algorithm, Fail, SearchConfig, Techniques};
use cutoff::{AnyGame, Error, GameSpec, EVENT_CAP};
use serde_json::{Map, Value};

use super::{mcts, usage, DEFAULT_MAX_NODES, TREE};

#[derive(Parser, Debug)]
#[command(
    name = "cutoff",
    args_override_self = true,
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, in `cutoff --help`'s order.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// One algorithm on a tree or a game: the value, the best move, the counts and the trace.
    Search(SearchArgs),
    /// Every algorithm on the same tree or game, as seed 001's table.
    Compare(SearchArgs),
    /// The leaf positions of the move tree, counted (a move generator's check).
    Perft(PerftArgs),
    /// Retrograde analysis of every position of a small game.
    Solve(SolveArgs),
    /// A policy/value network for `--algo puct`, learned by self-play.
    Train(mcts::TrainArgs),
}

/// The commands that take the games' own options (`--fen`, `--position`, …) as flags.
const WITH_GAME_OPTIONS: [&str; 4] = ["search", "compare", "perft", "solve"];

/// `search` and `compare`: the game, the search and its techniques.
#[derive(clap::Args, Debug)]
pub struct SearchArgs {
    /// A tree in the tree format, or `@FILE` to read it from a file.
    #[arg(long, value_name = "TEXT")]
    tree: Option<String>,
    /// A textbook tree by name (aima, wikipedia, …), or with `--game` that game's preset.
    #[arg(long, value_name = "NAME")]
    preset: Option<String>,
    /// A random tree of branching B and depth D.
    #[arg(long, value_name = "B,D", value_parser = branching_and_depth)]
    random: Option<(u32, u32)>,
    #[arg(long, value_name = "NAME")]
    game: Option<String>,
    /// The side to move at a tree's root.
    #[arg(long, value_enum)]
    root: Option<RootSide>,
    /// The random tree's static values: the true value plus noise in -N..=N.
    #[arg(long, value_name = "N", value_parser = number::<i32>)]
    noise: Option<i32>,
    #[arg(long, value_name = "MIN,MAX", value_parser = min_and_max)]
    range: Option<(i32, i32)>,
    #[arg(long, value_enum)]
    order: Option<Order>,
    /// The random tree's seed, or without a random tree the MCTS rollouts'.
    #[arg(long, value_name = "S", value_parser = number::<u64>)]
    seed: Option<u64>,
    #[arg(long, value_name = "ALGO")]
    algo: Option<String>,
    #[arg(long, value_enum)]
    fail: Option<FailForm>,
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    depth: Option<u32>,
    #[arg(long)]
    json: bool,
    #[arg(long)]
    trace: bool,
    #[arg(long, value_name = "N", value_parser = number::<usize>, default_value_t = EVENT_CAP)]
    event_cap: usize,
    #[arg(long, value_name = "N", value_parser = number::<u64>, default_value_t = DEFAULT_MAX_NODES)]
    max_nodes: u64,
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    time: Option<f64>,
    #[arg(long, value_name = "ENTRIES", value_parser = number::<usize>)]
    tt_size: Option<usize>,
    #[arg(long, value_name = "R", value_parser = number::<u32>)]
    null_move: Option<u32>,
    #[arg(long, alias = "quiescence")]
    qsearch: bool,
    /// Move orderings, comma-separated, the first deciding.
    #[arg(long, value_name = "LIST")]
    ordering: Option<String>,
    #[arg(long, value_name = "S", value_parser = number::<u64>)]
    ordering_seed: Option<u64>,
    #[arg(long, alias = "iterative-deepening")]
    id: bool,
    #[arg(long)]
    tt: bool,
    #[arg(long, value_name = "W", value_parser = number::<i32>)]
    aspiration: Option<i32>,
    #[command(flatten)]
    mcts: mcts::MctsArgs,
    /// The games' own options given (`--fen`, `--position`, …), by name: from the catalogue, so
    /// not known to the derive (see [`parse`]).
    #[arg(skip)]
    game_options: Map<String, Value>,
}

/// `perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    #[arg(long, value_name = "G")]
    pub game: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,
    #[arg(long, value_name = "N", value_parser = number::<u32>)]
    pub depth: Option<u32>,
    /// The count below each root move.
    #[arg(long)]
    pub divide: bool,
    #[arg(skip)]
    pub game_options: Map<String, Value>,
}

/// `solve`.
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    #[arg(long, value_name = "G")]
    pub game: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,
    #[arg(skip)]
    pub game_options: Map<String, Value>,
}

/// `--root`: MAX or MIN, in either case.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum RootSide {
    #[value(alias = "MAX")]
    Max,
    #[value(alias = "MIN")]
    Min,
}

/// `--fail`: the negamax alpha-beta form.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum FailForm {
    Soft,
    Hard,
}

/// `--order`: the random tree's children.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Order {
    AsGenerated,
    BestFirst,
    WorstFirst,
}

/// What the command line asks for.
pub enum Parsed {
    /// `--help`, `-h` or `help`: the help, and success.
    Help,
    /// No arguments at all: the help, and a failure (exit code 2), since nothing was run.
    Nothing,
    Run(Box<Command>),
}

/// The command line (without the program's name) parsed, or refused in the CLI's words.
pub fn parse(argv: &[String]) -> Result<Parsed, Error> {
    let cmd = Cli::command();
    let options = game_options(&cmd);
    let cmd = cmd.mut_subcommands(|c| {
        let c = if WITH_GAME_OPTIONS.contains(&c.get_name()) {
            options.iter().fold(c, |c, &(name, switch)| {
                let action = if switch {
                    ArgAction::SetTrue
                } else {
                    ArgAction::Set
                };
                c.arg(clap::Arg::new(name).long(name).action(action))
            })
        } else {
            c
        };
        // Every flag takes the next argument as its value, as `--time -1` and `--range -5,5` need.
        c.mut_args(|a| {
            if a.get_action().takes_values() {
                a.allow_hyphen_values(true)
            } else {
                a
            }
        })
    });
    let command = argv.first().map(String::as_str).unwrap_or("");
    let argv = std::iter::once("cutoff").chain(argv.iter().map(String::as_str));
    let matches = match cmd.try_get_matches_from(argv) {
        Ok(m) => m,
        Err(e) if e.kind() == ErrorKind::DisplayHelp => return Ok(Parsed::Help),
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return Ok(Parsed::Nothing)
        }
        Err(e) => return Err(said(&e, command)),
    };
    let mut command = Cli::from_arg_matches(&matches)
        .map_err(|e| said(&e, command))?
        .command;
    if let Some((_, m)) = matches.subcommand() {
        let given = game_options_given(m, &options);
        match &mut command {
            Command::Search(a) | Command::Compare(a) => a.game_options = given,
            Command::Perft(a) => a.game_options = given,
            Command::Solve(a) => a.game_options = given,
            Command::Train(_) => {}
        }
    }
    Ok(Parsed::Run(Box::new(command)))
}

/// The game options the command line takes, from the catalogue: every game's option by its name
/// (`--fen`, `--position`, `--size`, `--rule`, `--notation`, `--misere`), once, and whether it is
/// a switch (a checkbox in the page) rather than a flag with a value. A tree's are `--tree`'s,
/// `--random`'s and `--root`'s, and a name a command has already (`--preset`) is the command's.
fn game_options(cmd: &clap::Command) -> Vec<(&'static str, bool)> {
    let taken = |name: &str| {
        cmd.get_subcommands()
            .filter(|c| WITH_GAME_OPTIONS.contains(&c.get_name()))
            .flat_map(|c| c.get_arguments())
            .any(|a| a.get_id() == name || a.get_long() == Some(name))
    };
    let mut options: Vec<(&'static str, bool)> = Vec::new();
    for o in AnyGame::catalogue()
        .iter()
        .filter(|g| g.kind != TREE)
        .flat_map(|g| g.options.iter())
    {
        if !taken(o.name) && !options.iter().any(|&(name, _)| name == o.name) {
            options.push((o.name, o.input == "checkbox"));
        }
    }
    options
}

/// The game options given, by name: a switch as `true`, a flag by its text.
fn game_options_given(m: &ArgMatches, options: &[(&'static str, bool)]) -> Map<String, Value> {
    let mut given = Map::new();
    for &(name, switch) in options {
        // try_: a command without game options (train) has none of these ids.
        if switch {
            if let Ok(Some(true)) = m.try_get_one::<bool>(name) {
                given.insert(name.into(), Value::Bool(true));
            }
        } else if let Ok(Some(v)) = m.try_get_one::<String>(name) {
            given.insert(name.into(), Value::String(v.clone()));
        }
    }
    given
}

/// A refusal of clap's, said in the CLI's words (code `cli.usage`): "unknown option '--x' (see
/// cutoff --help)", "--depth takes a number, not 'many'", "--fail takes soft or hard, not 'x'".
fn said(e: &clap::Error, command: &str) -> Error {
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.as_str(),
        _ => "",
    };
    // "--depth <N>": the flag as the user wrote it.
    let flag = context(ContextKind::InvalidArg)
        .split_whitespace()
        .next()
        .unwrap_or("");
    let value = context(ContextKind::InvalidValue);
    let see = if ["perft", "solve", "train"].contains(&command) {
        format!(" for {command} (see cutoff --help)")
    } else {
        " (see cutoff --help)".to_string()
    };
    usage(match e.kind() {
        ErrorKind::InvalidSubcommand => {
            let commands: Vec<String> = Cli::command()
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            format!(
                "unknown command '{}': use {} (see cutoff --help)",
                context(ContextKind::InvalidSubcommand),
                or_list(&commands)
            )
        }
        ErrorKind::UnknownArgument => format!("unknown option '{flag}'{see}"),
        ErrorKind::InvalidValue if value.is_empty() => {
            format!("{flag} needs a value (see cutoff --help)")
        }
        ErrorKind::InvalidValue => {
            let valid = match e.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(v)) => or_list(v),
                _ => String::new(),
            };
            format!("{flag} takes {valid}, not '{value}'")
        }
        // The value parsers' own words: the whole message when they name the flag themselves
        // ("--random's depth takes …"), else what follows the flag ("takes a number, not 'x'").
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e).map_or(String::new(), |s| s.to_string());
            if why.starts_with("--") {
                why
            } else {
                format!("{flag} {why}")
            }
        }
        // Anything else clap refuses, in its own words: the first line, without "error: ".
        _ => {
            let text = e.render().to_string();
            let line = text.lines().next().unwrap_or("");
            format!("{}{see}", line.strip_prefix("error: ").unwrap_or(line))
        }
    })
}

/// "a, b or c".
fn or_list(words: &[String]) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// A number (spaces around it allowed), or what the flag takes.
pub fn number<T: std::str::FromStr>(v: &str) -> Result<T, String> {
    v.trim()
        .parse()
        .map_err(|_| format!("takes a number, not '{v}'"))
}

/// `--random B,D`.
fn branching_and_depth(v: &str) -> Result<(u32, u32), String> {
    let (b, d) = v
        .split_once(',')
        .ok_or_else(|| format!("takes B,D (branching and depth), not '{v}'"))?;
    Ok((
        number(b).map_err(|e| format!("--random's branching {e}"))?,
        number(d).map_err(|e| format!("--random's depth {e}"))?,
    ))
}

/// `--range MIN,MAX`.
fn min_and_max(v: &str) -> Result<(i32, i32), String> {
    let (lo, hi) = v
        .split_once(',')
        .ok_or_else(|| format!("takes MIN,MAX, not '{v}'"))?;
    Ok((
        number(lo).map_err(|e| format!("--range's MIN {e}"))?,
        number(hi).map_err(|e| format!("--range's MAX {e}"))?,
    ))
}

/// `--time SECONDS`: a number of seconds above 0.
fn seconds(v: &str) -> Result<f64, String> {
    let s: f64 = number(v)?;
    if s.is_finite() && s > 0.0 {
        Ok(s)
    } else {
        Err(format!("takes a number of seconds above 0, not '{s}'"))
    }
}

/// A search or a comparison, its flags checked against each other.
pub struct Args {
    pub command: String,
    pub game: GameSpec,
    pub root: Option<Side>,
    pub config: SearchConfig,
    pub json: bool,
    pub trace: bool,
    pub event_cap: usize,
    pub max_nodes: u64,
    pub time: Option<f64>,
    /// `--algo mcts` or `--algo puct`: the search is Monte Carlo tree search.
    pub mcts: Option<mcts::MctsArgs>,
}

impl SearchArgs {
    /// The flags as one search (`command` is `search` or `compare`): one game, and the flags that
    /// go together.
    pub fn resolve(self, command: &str) -> Result<Args, Error> {
        let one_game = || usage("give one game: --tree, --preset, --random or --game");
        let mut config = SearchConfig::default();
        let mut mcts = self.mcts;
        let mcts_flags = mcts.any();
        match self.algo.as_deref() {
            Some(name @ ("mcts" | "uct" | "puct")) => mcts.algo = Some(name.to_string()),
            Some(name) => config.algorithm = Algorithm::parse(name)?,
            None => {}
        }
        // Any of the random tree's flags asks for one.
        let mut random = (self.random.is_some()
            || self.noise.is_some()
            || self.range.is_some()
            || self.order.is_some())
        .then(RandomTreeSpec::default);
        if let Some(spec) = random.as_mut() {
            if let Some((b, d)) = self.random {
                (spec.branching, spec.depth) = (b, d);
            }
            if let Some(noise) = self.noise {
                spec.noise = noise;
            }
            if let Some((lo, hi)) = self.range {
                (spec.min, spec.max) = (lo, hi);
            }
            if let Some(order) = self.order {
                spec.order = match order {
                    Order::AsGenerated => ChildOrder::AsGenerated,
                    Order::BestFirst => ChildOrder::BestFirst,
                    Order::WorstFirst => ChildOrder::WorstFirst,
                };
            }
        }
        // --seed is the random tree's, unless the search is MCTS on another game.
        if let Some(seed) = self.seed {
            if (mcts_flags || mcts.algo.is_some()) && random.is_none() && mcts.seed.is_none() {
                mcts.seed = Some(seed);
            } else {
                random.get_or_insert_with(RandomTreeSpec::default).seed = seed;
            }
        }
        if mcts_flags && mcts.algo.is_none() {
            return Err(usage("--iterations, --exploration, --net, --rollout-cap and --mcts-seed go with --algo mcts or --algo puct"));
        }
        let mut game_options = self.game_options;
        let game = if let Some(name) = self.game {
            if self.tree.is_some() || random.is_some() {
                return Err(one_game());
            }
            // --preset names the game's own preset when a game is given.
            if let Some(preset) = self.preset {
                game_options.insert("preset".into(), Value::String(preset));
            }
            // A tree is given by --tree, --preset or --random, not by name.
            let Some(facts) = AnyGame::facts_of(&name).filter(|f| f.kind != TREE) else {
                let games: Vec<&str> = AnyGame::kinds()
                    .into_iter()
                    .filter(|k| *k != TREE)
                    .collect();
                return Err(usage(format!(
                    "unknown game '{name}': use {} (or --tree, --preset, --random)",
                    games.join(", ")
                )));
            };
            GameSpec::new(facts.kind, Value::Object(game_options))
        } else {
            if let Some(flag) = game_options.keys().next() {
                return Err(usage(format!(
                    "--{flag} goes with --game (see cutoff --help)"
                )));
            }
            match (self.tree, self.preset, random) {
                (Some(text), None, None) => GameSpec::tree(&tree_text(text)?),
                (None, Some(name), None) => GameSpec::preset(&name),
                (None, None, Some(spec)) => GameSpec::random(&spec, None),
                (None, None, None) => return Err(usage("no game given: use --tree TEXT, --preset NAME, --random B,D or --game NAME (see cutoff --help)")),
                _ => return Err(one_game()),
            }
        };
        if command == "search" && self.algo.is_none() {
            return Err(usage(
                "search needs --algo: minimax, alphabeta, negamax, negamax-ab, pvs, mtdf, mcts or puct",
            ));
        }
        if let Some(fail) = self.fail {
            config.fail = match fail {
                FailForm::Soft => Fail::Soft,
                FailForm::Hard => Fail::Hard,
            };
        }
        if config.fail == Fail::Hard
            && !matches!(
                config.algorithm,
                Algorithm::NegamaxAb | Algorithm::Pvs | Algorithm::Mtdf
            )
            && command == "search"
        {
            return Err(usage("--fail hard goes with --algo negamax-ab"));
        }
        config.depth = self.depth;
        config.techniques = Techniques {
            null_move: self.null_move,
            quiescence: self.qsearch,
            ordering: self.ordering.map_or_else(Vec::new, |list| {
                list.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            }),
            ordering_seed: self.ordering_seed.unwrap_or_default(),
            iterative_deepening: self.id,
            tt: self.tt,
            aspiration: self.aspiration,
            tt_size: self.tt_size,
            ..Techniques::default()
        };
        Ok(Args {
            command: command.to_string(),
            game,
            root: self.root.map(|r| match r {
                RootSide::Max => Side::Max,
                RootSide::Min => Side::Min,
            }),
            config,
            json: self.json,
            trace: self.trace,
            event_cap: self.event_cap,
            max_nodes: self.max_nodes,
            time: self.time,
            mcts: mcts.algo.is_some().then_some(mcts),
        })
    }
}

/// `--tree`'s text, read from the file when it is `@FILE`.
fn tree_text(text: String) -> Result<String, Error> {
    match text.strip_prefix('@') {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| usage(format!("cannot read the tree file {path}: {e}"))),
        None => Ok(text),
    }
}
