//! Searching an [`AnyGame`]: one search, recorded or not, within the budgets; the comparison
//! table; the names and tree nodes a trace's nodes are drawn with.

use super::{compare_facts, AnyGame};
use crate::error::Error;
use crate::game::registry::with_game;
use crate::game::tree::Tree;
use crate::game::Game;
use crate::search::{self, Algorithm, Fail, Outcome, SearchConfig, Stats, Techniques};
use crate::trace::{EventKind, NoTrace, NodeBudget, Progress, Recorder, Tracer, DEFAULT_EVENT_CAP};
use serde::Serialize;

/// One line of the comparison table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompareRow {
    /// The configuration's short name, as the CLI spells it.
    pub name: String,
    pub config: SearchConfig,
    /// The outcome, or why this configuration cannot run here (iterative deepening on a tree
    /// without static values, say).
    pub value: Option<i32>,
    pub stats: Option<Stats>,
    /// The move the row's search chose (its index in the game's order), to judge against perfect play.
    pub best_move: Option<u32>,
    /// The English (the CLI's column); the page says `error_code` with `error_params`.
    pub error: Option<String>,
    pub error_code: Option<&'static str>,
    pub error_params: Option<serde_json::Map<String, serde_json::Value>>,
}

/// The configurations of the comparison table, in table order: the seed algorithms, then the
/// combinations a teacher compares (alpha-beta against PVS, with and without ordering, the table,
/// the null move). `good_ordering` is the ordering that suits the game; `engine` adds the rows that
/// only mean something in a real game (null move, quiescence).
pub fn compare_configs(
    depth: Option<u32>,
    good_ordering: &str,
    engine: bool,
) -> Vec<(String, SearchConfig)> {
    let c = |algorithm, fail| SearchConfig {
        algorithm,
        fail,
        depth,
        ..SearchConfig::default()
    };
    let with = |algorithm, f: &dyn Fn(&mut Techniques)| {
        let mut config = c(algorithm, Fail::Soft);
        f(&mut config.techniques);
        config
    };
    let ordering: Vec<String> = good_ordering.split(',').map(String::from).collect();
    let mut rows = vec![
        ("minimax".into(), c(Algorithm::Minimax, Fail::Soft)),
        ("alphabeta".into(), c(Algorithm::Alphabeta, Fail::Soft)),
        ("negamax".into(), c(Algorithm::Negamax, Fail::Soft)),
        ("negamax-ab".into(), c(Algorithm::NegamaxAb, Fail::Soft)),
        (
            "negamax-ab --fail hard".into(),
            c(Algorithm::NegamaxAb, Fail::Hard),
        ),
        ("pvs".into(), c(Algorithm::Pvs, Fail::Soft)),
        ("mtdf --tt".into(), with(Algorithm::Mtdf, &|t| t.tt = true)),
        (
            format!("alphabeta --ordering {good_ordering}"),
            with(Algorithm::Alphabeta, &|t| t.ordering = ordering.clone()),
        ),
        (
            format!("pvs --ordering {good_ordering}"),
            with(Algorithm::Pvs, &|t| t.ordering = ordering.clone()),
        ),
        (
            "alphabeta --id --tt".into(),
            with(Algorithm::Alphabeta, &|t| {
                t.iterative_deepening = true;
                t.tt = true;
            }),
        ),
        (
            format!("pvs --id --tt --ordering {good_ordering}"),
            with(Algorithm::Pvs, &|t| {
                t.iterative_deepening = true;
                t.tt = true;
                t.ordering = ordering.clone();
            }),
        ),
    ];
    if engine {
        rows.push((
            format!("pvs --id --tt --ordering {good_ordering} --null-move 3"),
            with(Algorithm::Pvs, &|t| {
                t.iterative_deepening = true;
                t.tt = true;
                t.ordering = ordering.clone();
                t.null_move = Some(3);
            }),
        ));
        rows.push((
            "alphabeta --qsearch".into(),
            with(Algorithm::Alphabeta, &|t| t.quiescence = true),
        ));
    }
    rows
}

/// A finished traced search.
#[derive(Clone, Debug)]
pub struct Traced {
    pub config: SearchConfig,
    /// The depth actually used.
    pub depth: u32,
    pub outcome: Outcome,
    pub trace: Recorder,
    /// Children never searched, for drawing (see [`Pruned`]).
    pub pruned: Pruned,
}

/// What the page hears of a finished traced search (the wasm API's `search`): the result, the
/// counts, and the sizes of the arrays it then copies out. camelCase, as the page reads it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// The root's value from MAX's point of view.
    pub value: i32,
    /// The best root move's index in the game's order, and its name; `None` at a terminal root.
    pub best_move: Option<u32>,
    pub best_move_name: Option<String>,
    /// The depth actually searched.
    pub depth: u32,
    pub stats: Stats,
    pub events: usize,
    pub node_count: usize,
    pub pruned_count: usize,
    /// True when pruned subtrees were not listed in full (too many nodes to draw).
    pub pruned_truncated: bool,
    /// The trace's values are the side to move's (negamax), not MAX's.
    pub negamax: bool,
    /// With null moves on, R and the least depth at which one can be tried (the page says why a
    /// shallower search tried none).
    pub null_move: Option<NullMoveReach>,
    pub bytes_per_event: f64,
    /// Table hits that decided a node with an entry searched deeper than the node needed: the
    /// value may then differ from a plain search to this depth.
    pub deeper_table_cutoffs: usize,
}

/// Null-move pruning's reduction R, and the least search depth at which a null move can be tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NullMoveReach {
    pub r: u32,
    pub least_depth: u32,
}

impl Traced {
    /// The summary, with the root's moves named by `move_names` (the game's [`AnyGame::move_names`]).
    pub fn summary(&self, move_names: &[String]) -> Summary {
        let (config, outcome, trace) = (&self.config, &self.outcome, &self.trace);
        Summary {
            value: outcome.value,
            best_move: outcome.best_move,
            best_move_name: outcome.best_move.map(|i| move_names[i as usize].clone()),
            depth: self.depth,
            stats: outcome.stats,
            events: trace.len(),
            node_count: trace.node_count(),
            pruned_count: self.pruned.len(),
            pruned_truncated: self.pruned.truncated,
            negamax: config.negamax_trace(),
            null_move: config
                .techniques
                .null_move
                .zip(config.null_move_least_depth())
                .map(|(r, least_depth)| NullMoveReach { r, least_depth }),
            bytes_per_event: trace.bytes_per_event(),
            // Each is a table cutoff, counted in the stats: a search without one reads no event.
            deeper_table_cutoffs: if outcome.stats.tt_cutoffs == 0 {
                0
            } else {
                (0..trace.len())
                    .filter(|&e| {
                        trace.kind(e) == EventKind::TtProbe as u8
                            && trace.a(e) == crate::trace::Probe::HitCutDeeper as i32
                    })
                    .count()
            },
        }
    }
}

/// The nodes a search never entered because of a cutoff, to be drawn greyed. Display ids go on
/// from the trace's node ids: pruned node `k` has display id `trace.node_count() + k`.
#[derive(Clone, Debug, Default)]
pub struct Pruned {
    /// The display id of the parent (a trace node, or an earlier pruned node inside a pruned subtree).
    pub parent: Vec<u32>,
    /// The move index in the parent's legal moves (game order).
    pub move_index: Vec<u32>,
    /// The trace node whose cutoff pruned it.
    pub cut_at: Vec<u32>,
    /// For explicit trees, the tree node (to show its label or leaf value).
    pub tree_node: Vec<u32>,
    /// True when pruned subtrees were cut short at [`PRUNED_BUDGET`] nodes: every pruned child is
    /// listed, but not every node below it.
    pub truncated: bool,
}

/// The most pruned nodes listed for drawing: past it, pruned subtrees of explicit trees are not
/// expanded (a 2^20-leaf tree searched by MTD(f) would otherwise list tens of millions).
pub const PRUNED_BUDGET: usize = 1_000_000;

impl Pruned {
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }
}

impl AnyGame {
    /// Runs one search without recording.
    ///
    /// # Errors
    /// See [`AnyGame::resolve_depth`].
    pub fn search(&self, config: &SearchConfig) -> Result<Outcome, Error> {
        let depth = self.resolve_config_depth(config)?;
        Ok(with_game!(self, g => search::run(g, config, depth, NoTrace)?.0))
    }

    /// Runs one search and records it, refusing to record more than `event_cap` events.
    ///
    /// # Errors
    /// See [`AnyGame::resolve_depth`]; and when the trace would pass the cap, a message with the numbers.
    pub fn search_traced(&self, config: &SearchConfig, event_cap: usize) -> Result<Traced, Error> {
        self.search_traced_into(config, Recorder::new(event_cap))
    }

    /// [`AnyGame::search_traced`] into a recorder whose memory is reused (its cap is kept).
    ///
    /// # Errors
    /// As [`AnyGame::search_traced`].
    pub fn search_traced_into(
        &self,
        config: &SearchConfig,
        recorder: Recorder,
    ) -> Result<Traced, Error> {
        self.search_traced_progress(config, recorder, |_| true)
    }

    /// [`AnyGame::search_traced_into`], telling `progress(nodes)` how far it has got every
    /// [`crate::trace::progress::PROGRESS_EVERY`] nodes; the search stops when it answers false.
    ///
    /// # Errors
    /// As [`AnyGame::search_traced`]; and when `progress` stopped the search.
    pub fn search_traced_progress(
        &self,
        config: &SearchConfig,
        recorder: Recorder,
        mut progress: impl FnMut(u64) -> bool,
    ) -> Result<Traced, Error> {
        self.search_traced_hooked(config, recorder, &mut progress)
    }

    /// [`AnyGame::search_traced_progress`] with the hook behind a `dyn`: every caller shares one
    /// instance of each game's search (the hook is heard once every 65,536 nodes), so the wasm
    /// does not carry a copy of every search per closure.
    fn search_traced_hooked(
        &self,
        config: &SearchConfig,
        mut recorder: Recorder,
        progress: &mut dyn FnMut(u64) -> bool,
    ) -> Result<Traced, Error> {
        let depth = self.resolve_config_depth(config)?;
        let event_cap = recorder.cap;
        recorder.clear(event_cap);
        let (outcome, watched) = with_game!(self, g => search::run(g, config, depth, Progress::new(recorder, &mut *progress))?);
        if watched.stopped() {
            return Err(err!(
                "search.stopped",
                "the search was stopped after {nodes} nodes",
                nodes = watched.nodes
            ));
        }
        let trace = watched.inner;
        if trace.overflowed {
            return Err(self.over_trace_budget(config, depth, event_cap));
        }
        // Only a cutoff prunes: a search that made none (minimax) lists nothing without reading its
        // events (every Cutoff event is counted in the stats: search::Searcher::cutoff).
        debug_assert!(
            outcome.stats.cutoffs > 0 || trace.kinds().all(|k| k != EventKind::Cutoff as u8),
            "a Cutoff event the stats did not count"
        );
        let pruned = if outcome.stats.cutoffs == 0 {
            Pruned::default()
        } else {
            self.pruned(&trace)
        };
        Ok(Traced {
            config: config.clone(),
            depth,
            outcome,
            trace,
            pruned,
        })
    }

    /// Runs one search without recording, stopping after `max_nodes` nodes.
    ///
    /// # Errors
    /// See [`AnyGame::resolve_depth`]; and a message with the numbers when the budget runs out.
    pub fn search_budgeted(&self, config: &SearchConfig, max_nodes: u64) -> Result<Outcome, Error> {
        self.search_budgeted_progress(config, max_nodes, &mut |_| {})
    }

    /// The hook behind a `dyn`, as in [`AnyGame::search_traced_hooked`]: one instance of each
    /// game's search for the count and every comparison row.
    fn search_budgeted_progress(
        &self,
        config: &SearchConfig,
        max_nodes: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Outcome, Error> {
        let depth = self.resolve_config_depth(config)?;
        let mut watch = |nodes| {
            progress(nodes);
            true
        };
        let hook: &mut dyn FnMut(u64) -> bool = &mut watch;
        let (outcome, watched) = with_game!(self, g => search::run(g, config, depth, Progress::new(NodeBudget::new(max_nodes), &mut *hook))?);
        let budget = watched.inner;
        if budget.full() {
            return Err(err!(
                "budget",
                "stopped after {n} nodes, the comparison's budget: lower the depth to see this row",
                n = crate::error::grouped(max_nodes)
            ));
        }
        Ok(outcome)
    }

    /// Everything every comparison configuration costs here, untraced, each row stopping after
    /// `max_nodes` nodes.
    ///
    /// # Errors
    /// See [`AnyGame::resolve_depth`]; a configuration that alone cannot run gets its row's `error`.
    pub fn compare(&self, depth: Option<u32>, max_nodes: u64) -> Result<Vec<CompareRow>, Error> {
        self.compare_progress(depth, max_nodes, |_, _, _| {})
    }

    /// [`AnyGame::compare`], telling `progress(row, rows, nodes)` how far each row has got every
    /// [`crate::trace::progress::PROGRESS_EVERY`] nodes.
    ///
    /// # Errors
    /// As [`AnyGame::compare`].
    pub fn compare_progress(
        &self,
        depth: Option<u32>,
        max_nodes: u64,
        mut progress: impl FnMut(usize, usize, u64),
    ) -> Result<Vec<CompareRow>, Error> {
        self.resolve_depth(depth)?;
        let (ordering, engine) = with_game!(self, g => compare_facts(g));
        let configs = compare_configs(depth, ordering, engine);
        let rows = configs.len();
        configs
            .into_iter()
            .enumerate()
            .map(|(k, (name, config))| {
                Ok(
                    match self.search_budgeted_progress(&config, max_nodes, &mut |nodes| {
                        progress(k, rows, nodes)
                    }) {
                        Ok(o) => CompareRow {
                            name,
                            config,
                            value: Some(o.value),
                            stats: Some(o.stats),
                            best_move: o.best_move,
                            error: None,
                            error_code: None,
                            error_params: None,
                        },
                        Err(e) => CompareRow {
                            name,
                            config,
                            value: None,
                            stats: None,
                            best_move: None,
                            error: Some(e.message),
                            error_code: Some(e.code),
                            error_params: Some(e.params),
                        },
                    },
                )
            })
            .collect()
    }

    /// The name of the move into every display node (trace nodes, then pruned ones), in one walk
    /// over the trace that keeps the positions of the open nodes on a stack: no node replays its
    /// path from the root. A null move is "pass"; a root search under a driver is named by its
    /// depth; the root is "".
    pub fn node_names(&self, trace: &Recorder, pruned: &Pruned) -> Vec<String> {
        // An MCTS trace has no Leave events: its nodes are named through their parents.
        if crate::search::mcts::is_mcts_trace(trace) {
            return with_game!(self, g => crate::search::mcts::node_names(g, trace));
        }
        with_game!(self, g => node_names(g, self, trace, pruned))
    }

    /// For explicit trees, the tree node behind every display node (trace nodes, then pruned
    /// ones), found in one pass: parents come before their children in entry order. `None` for games.
    pub fn tree_nodes(&self, trace: &Recorder, pruned: &Pruned) -> Option<Vec<u32>> {
        let AnyGame::Tree(t) = self else { return None };
        let tree = &t.tree;
        let n = trace.node_count();
        let mut out = Vec::with_capacity(n + pruned.len());
        for d in 0..n {
            let parent = trace.parent(d);
            let at_root = parent == crate::trace::NO_PARENT
                || trace.flags(parent as usize) & crate::trace::node_flags::DRIVER != 0;
            out.push(if at_root {
                t.node
            } else {
                let p = out[parent as usize] as usize;
                tree.children[(tree.nodes[p].first_child + trace.move_index(d)) as usize]
            });
        }
        out.extend_from_slice(&pruned.tree_node);
        Some(out)
    }

    fn pruned(&self, trace: &Recorder) -> Pruned {
        let mut out = Pruned::default();
        let base = trace.node_count() as u32;
        // The move indexes entered below each node that cut off, in one pass over the nodes: the
        // lists in `entered`, each such node's place among them in `slot` (by node id; NONE for a
        // node that did not cut). A table by id, where a map hashed every node's parent.
        const NONE: u32 = u32::MAX;
        let mut slot = vec![NONE; trace.node_count()];
        let mut entered: Vec<Vec<u32>> = Vec::new();
        for e in 0..trace.len() {
            if trace.kind(e) == EventKind::Cutoff as u8 && trace.c(e) > 0 {
                if let Some(s) = slot.get_mut(trace.node(e) as usize).filter(|s| **s == NONE) {
                    *s = entered.len() as u32;
                    entered.push(Vec::new());
                }
            }
        }
        if entered.is_empty() {
            return out;
        }
        for n in 0..trace.node_count() {
            // A root's parent (NO_PARENT) is past the table.
            if let Some(&s) = slot.get(trace.parent(n) as usize).filter(|&&s| s != NONE) {
                entered[s as usize].push(trace.move_index(n));
            }
        }
        // One mark per move of the node being listed: linear in its moves, where a search of the
        // entered list per move was quadratic on wide nodes.
        let mut searched: Vec<bool> = Vec::new();
        for e in 0..trace.len() {
            if trace.kind(e) != EventKind::Cutoff as u8 || trace.c(e) == 0 {
                continue;
            }
            let node = trace.node(e);
            if trace.flags(node as usize) & crate::trace::node_flags::QUIESCENCE != 0 {
                // Quiescence prunes captures, not moves of the tree as drawn: nothing to grey.
                continue;
            }
            // Searched plus pruned is every legal move: no need to replay the position for games.
            let total = (trace.b(e).max(0) as u32).saturating_add(trace.c(e).max(0) as u32);
            searched.clear();
            searched.resize(total as usize, false);
            let Some(list) = slot
                .get(node as usize)
                .and_then(|&s| entered.get(s as usize))
            else {
                continue;
            };
            for &i in list {
                if let Some(m) = searched.get_mut(i as usize) {
                    *m = true;
                }
            }
            let tree_pos = match self {
                AnyGame::Tree(_) => match self.after(&trace.path(node)) {
                    AnyGame::Tree(t) => Some(t),
                    _ => None,
                },
                _ => None,
            };
            let remaining = (trace.depth(node as usize) - 1).max(0) as u32;
            for i in 0..total {
                if searched[i as usize] {
                    continue;
                }
                let id = base + out.len() as u32;
                out.parent.push(node);
                out.move_index.push(i);
                out.cut_at.push(node);
                match &tree_pos {
                    Some(t) => {
                        let child = t.play(i).node;
                        out.tree_node.push(child);
                        add_pruned_subtree(&t.tree, child, id, node, remaining, base, &mut out);
                    }
                    None => out.tree_node.push(u32::MAX),
                }
            }
        }
        out
    }
}

fn node_names<G: Game>(root: &G, game: &AnyGame, trace: &Recorder, pruned: &Pruned) -> Vec<String>
where
    AnyGame: From<G>,
{
    use crate::trace::{node_flags, NO_PARENT, NULL_MOVE_INDEX};
    let n = trace.node_count();
    let mut names = vec![String::new(); n + pruned.len()];
    // Pruned children by parent, named when their parent's position is on the stack.
    let mut pruned_by_parent: std::collections::HashMap<u32, Vec<usize>> =
        std::collections::HashMap::new();
    for k in 0..pruned.len() {
        pruned_by_parent
            .entry(pruned.parent[k])
            .or_default()
            .push(k);
    }
    let mut stack: Vec<(u32, G, Vec<G::Move>)> = Vec::new();
    for e in 0..trace.len() {
        let node = trace.node(e);
        if trace.kind(e) == EventKind::Enter as u8 {
            let parent = trace.parent(node as usize);
            let top = stack.last().filter(|t| {
                t.0 == parent && trace.flags(parent as usize) & node_flags::DRIVER == 0
            });
            let pos = match top {
                None => {
                    if parent != NO_PARENT {
                        names[node as usize] = format!("depth {}", trace.depth(node as usize));
                    }
                    root.clone()
                }
                Some((_, parent_pos, moves)) => {
                    let i = trace.move_index(node as usize);
                    if i == NULL_MOVE_INDEX {
                        names[node as usize] = "pass".into();
                        parent_pos.null_move().unwrap_or_else(|| parent_pos.clone())
                    } else {
                        let mv = moves[i as usize];
                        names[node as usize] = parent_pos.move_name(mv);
                        parent_pos.play(mv)
                    }
                }
            };
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            stack.push((node, pos, moves));
        } else if trace.kind(e) == EventKind::Leave as u8 {
            if let Some((_, pos, moves)) = stack.last() {
                for &k in pruned_by_parent
                    .get(&node)
                    .map(|v| v.as_slice())
                    .unwrap_or(&[])
                {
                    if let Some(&mv) = moves.get(pruned.move_index[k] as usize) {
                        names[n + k] = pos.move_name(mv);
                    }
                }
            }
            stack.pop();
        }
    }
    // Inside pruned subtrees of explicit trees (parents that are pruned nodes themselves): the tree
    // node is known, so its name is its label or its index, as `TreePos::move_name` gives it, with
    // no position replayed and no sibling list built per node.
    for k in 0..pruned.len() {
        if let (AnyGame::Tree(t), true) = (
            game,
            names[n + k].is_empty() && pruned.parent[k] as usize >= n,
        ) {
            if let Some(node) = t.tree.nodes.get(pruned.tree_node[k] as usize) {
                names[n + k] =
                    crate::game::tree::child_name(node.label.as_deref(), pruned.move_index[k]);
                continue;
            }
        }
        if names[n + k].is_empty() && pruned.parent[k] as usize >= n {
            let mut path = vec![pruned.move_index[k]];
            let mut cur = pruned.parent[k];
            while cur as usize >= n {
                let j = cur as usize - n;
                path.push(pruned.move_index[j]);
                cur = pruned.parent[j];
            }
            path.extend(trace.path(cur).into_iter().rev());
            path.reverse();
            let last = path.pop().unwrap();
            names[n + k] = game.after(&path).move_name_at(last);
        }
    }
    names
}

/// Adds the descendants of a pruned tree node, down to the depth limit.
fn add_pruned_subtree(
    tree: &Tree,
    tree_node: u32,
    display: u32,
    cut_at: u32,
    remaining: u32,
    base: u32,
    out: &mut Pruned,
) {
    if remaining == 0 || tree.nodes[tree_node as usize].child_count == 0 {
        return;
    }
    if out.len() >= PRUNED_BUDGET {
        out.truncated = true;
        return;
    }
    for (i, &c) in tree.child_ids(tree_node).iter().enumerate() {
        let id = base + out.len() as u32;
        out.parent.push(display);
        out.move_index.push(i as u32);
        out.cut_at.push(cut_at);
        out.tree_node.push(c);
        add_pruned_subtree(tree, c, id, cut_at, remaining - 1, base, out);
    }
}

/// The default cap on a trace's events.
pub const EVENT_CAP: usize = DEFAULT_EVENT_CAP;

impl AnyGame {
    /// Runs one search without recording, stopping after `max_nodes` nodes or `seconds` seconds
    /// (natively; see [`crate::search::budget::Budget`]), whichever comes first.
    ///
    /// # Errors
    /// See [`AnyGame::resolve_depth`]; and when a limit stops the search, a message with the numbers
    /// and what to change.
    pub fn search_within(
        &self,
        config: &SearchConfig,
        max_nodes: u64,
        seconds: Option<f64>,
    ) -> Result<Outcome, Error> {
        use crate::error::grouped;
        use crate::search::budget::{Budget, Stop};
        let depth = self.resolve_config_depth(config)?;
        let (outcome, budget) =
            with_game!(self, g => search::run(g, config, depth, Budget::new(max_nodes, seconds))?);
        match budget.stop {
            None => Ok(outcome),
            Some(Stop::Nodes) => Err(err!(
                "budget.nodes",
                "stopped after {n} nodes, the node budget (--max-nodes): lower the depth or raise --max-nodes",
                n = grouped(max_nodes)
            )),
            Some(Stop::Time) => Err(err!(
                "budget.time",
                "stopped after {seconds} s and {n} nodes, the time budget (--time): lower the depth or raise --time",
                seconds = seconds.unwrap_or(0.0),
                n = grouped(budget.nodes)
            )),
        }
    }
}

impl AnyGame {
    /// Why a trace passed its cap, in bytes as well as events: the search runs again counting what
    /// it would record (up to four times the cap), and the message gives the size it would need,
    /// the budget and what to change.
    fn over_trace_budget(&self, config: &SearchConfig, depth: u32, event_cap: usize) -> Error {
        use crate::error::{grouped, megabytes};
        use crate::search::budget::EventCount;
        let limit = (event_cap as u64).saturating_mul(4);
        let count = with_game!(self, g => search::run(g, config, depth, EventCount { max_events: limit, ..EventCount::default() }))
            .map(|r| r.1)
            .unwrap_or_default();
        // Past the limit the count only says "more than": report the limit itself.
        let events = if count.full() { limit } else { count.events }.max(event_cap as u64 + 1);
        let nodes = count.nodes.max(1);
        let need = Recorder::bytes_for(events, nodes);
        let budget = (need as f64 * event_cap as f64 / events as f64) as u64;
        let (need, events, budget, cap) = (
            megabytes(need),
            grouped(events),
            megabytes(budget),
            grouped(event_cap as u64),
        );
        if count.full() {
            err!(
                "trace.tooBigAtLeast",
                "the trace would need more than ~{need} MB (more than {events} events) over its budget of {budget} MB ({cap} events): \
                 lower the depth, choose alpha-beta, or a smaller tree",
                need = need, events = events, budget = budget, cap = cap
            )
        } else {
            err!(
                "trace.tooBig",
                "the trace would need ~{need} MB ({events} events) over its budget of {budget} MB ({cap} events): \
                 lower the depth, choose alpha-beta, or a smaller tree",
                need = need, events = events, budget = budget, cap = cap
            )
        }
    }
}
