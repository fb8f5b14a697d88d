//! The JavaScript API: the only file that speaks wasm-bindgen.
//!
//! One opaque handle, [`Cutoff`], owns the game and the last trace (as in rustwasm's game of life).
//! Small configuration comes in through serde; the trace goes out as flat typed arrays, copied out
//! of wasm memory so that a worker can transfer them to the page. Errors are thrown as JS `Error`s
//! carrying the core's English `message`, its `code` and `params` (what the page says, in its
//! language), and `line` and `column` (null but for a malformed tree).

use crate::error::Error;
use crate::game::any::search::{Traced, EVENT_CAP};
use crate::game::{AnyGame, GameSpec};
use crate::search::budget::COUNT_BUDGET;
use crate::search::SearchConfig;
use crate::session::Session;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The most nodes one row of the page's comparison table may search: a few seconds at most.
const COMPARE_BUDGET: u64 = 3_000_000;

fn to_js(e: Error) -> JsValue {
    // The wasm carries no English (error::english!): the message names the code and the place.
    let message = match (e.line, e.column) {
        (Some(l), Some(c)) => format!("{} (line {l}, column {c})", e.code),
        _ => e.code.to_string(),
    };
    let err = js_sys::Error::new(&message);
    let params = serde_json::Value::Object(e.params)
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL);
    let place = |n: Option<u32>| n.map_or(JsValue::NULL, JsValue::from);
    for (key, value) in [
        ("code", JsValue::from(e.code)),
        ("params", params),
        ("line", place(e.line)),
        ("column", place(e.column)),
    ] {
        let _ = js_sys::Reflect::set(&err, &key.into(), &value);
    }
    err.into()
}

fn bad_config(e: serde_wasm_bindgen::Error) -> JsValue {
    to_js(err!(
        "badConfig",
        "bad configuration: {detail}",
        detail = e.to_string()
    ))
}

fn ser<T: serde::Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| {
            to_js(err!(
                "internal",
                "the core could not hand over its answer: {detail}",
                detail = e.to_string()
            ))
        })
}

/// In a worker, a hook that posts `{type: "progress", nodes, ms}` to the page as a search goes on
/// (timed by the worker's `Performance`); elsewhere (a test page) a hook that says nothing.
fn progress_poster() -> impl FnMut(u64) -> bool {
    let mut post = progress_post();
    move |nodes| {
        post(&[("nodes", nodes as f64)]);
        true
    }
}

/// Posts `{type: "progress", ms, ...fields}` from a worker; does nothing elsewhere.
fn progress_post() -> impl FnMut(&[(&str, f64)]) {
    let scope = js_sys::global()
        .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        .ok();
    let clock = scope.as_ref().and_then(|s| s.performance());
    let start = clock.as_ref().map_or(0.0, |p| p.now());
    move |fields| {
        if let Some(scope) = &scope {
            let msg = js_sys::Object::new();
            let ms = clock.as_ref().map_or(0.0, |p| p.now() - start);
            let _ = js_sys::Reflect::set(&msg, &"type".into(), &"progress".into());
            let _ = js_sys::Reflect::set(&msg, &"ms".into(), &JsValue::from(ms));
            for &(k, v) in fields {
                let _ = js_sys::Reflect::set(&msg, &k.into(), &JsValue::from(v));
            }
            let _ = scope.post_message(&msg);
        }
    }
}

/// Installs the panic hook so that a panic reaches the console with its message.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The games, as the registry describes them: `[{kind, title, summary, options, variants, presets,
/// maxDepth, defaultDepth, depthEndsGame, board, techniques, orderings, notation}]`. The page builds
/// its Game menu and each game's option panel from this.
#[wasm_bindgen]
pub fn catalogue() -> Result<JsValue, JsValue> {
    ser(&AnyGame::catalogue())
}

/// What the trace's numbers mean ([`crate::trace::wire::describe`]): the build writes it to
/// `www/wire.js` for the page.
#[wasm_bindgen]
pub fn wire() -> Result<JsValue, JsValue> {
    ser(&crate::trace::wire::describe())
}

/// A practice exercise's game position (see [`crate::practice::position`]): `{game: spec, depth,
/// nodes, board}` for `kind` (one of [`crate::practice::kinds`]), `seed` and `level`.
#[wasm_bindgen(js_name = practicePosition)]
pub fn practice_position(kind: &str, seed: u32, level: &str) -> Result<JsValue, JsValue> {
    ser(&crate::practice::position(kind, seed.into(), level).map_err(to_js)?)
}

/// An edit of a tree's text where the page draws it ([`crate::game::tree_edit`]): `op` (`setValue`,
/// `setLabel`, `addChild`, `addSibling`, `deleteSubtree`, `moveChild`, `toInner`, `toLeaf`, or ""
/// for none) on the node at `path` (child indexes from 0), with `arg` (the value or label as
/// typed, `left` or `right`, `max` or `min`: see [`Edit::named`](crate::game::tree_edit::Edit::named)).
/// Returns `{text, path, nodes}`: the new text (the same without an edit), the node to select in
/// it and the text's [`NodeTable`](crate::game::tree_edit::NodeTable) (`{fields, rows, labels}`:
/// each node's numbers one after another in an Int32Array, named by the words of `fields`, and
/// the labels joined by newlines); or `{refused: {code, params}}` (the page's
/// `edit.refused.<code>`).
#[wasm_bindgen(js_name = treeEdit)]
pub fn tree_edit(text: &str, path: Vec<u32>, op: &str, arg: &str) -> Result<JsValue, JsValue> {
    use crate::game::tree_edit::{self, Edit, Edited, NodeTable};
    let done = if op.is_empty() {
        Ok(Edited {
            text: text.to_string(),
            path,
        })
    } else {
        let edit = Edit::named(op, arg).ok_or_else(|| {
            to_js(err!(
                "badConfig",
                "bad configuration: {detail}",
                detail = format!("no tree edit '{op}' with '{arg}'")
            ))
        })?;
        tree_edit::edit(text, &path, &edit)
    };
    let answer = done.and_then(|d| NodeTable::of(&d.text).map(|table| (d, table)));
    let (done, table) = match answer {
        Ok(answer) => answer,
        Err(r) => {
            let refused = serde_json::json!({ "code": r.code, "params": r.params });
            return ser(&serde_json::json!({ "refused": refused }));
        }
    };
    let set = |on: &js_sys::Object, key: &str, v: JsValue| {
        js_sys::Reflect::set(on, &key.into(), &v).map(|_| ())
    };
    let nodes = js_sys::Object::new();
    set(&nodes, "fields", NodeTable::FIELDS.into())?;
    set(
        &nodes,
        "rows",
        js_sys::Int32Array::from(&table.flat()[..]).into(),
    )?;
    set(&nodes, "labels", table.labels.into())?;
    let out = js_sys::Object::new();
    let path: js_sys::Array = done.path.iter().map(|&k| JsValue::from(k)).collect();
    set(&out, "text", done.text.into())?;
    set(&out, "path", path.into())?;
    set(&out, "nodes", nodes.into())?;
    Ok(out.into())
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct SearchRequest {
    #[serde(flatten)]
    config: SearchConfig,
    /// The most events the trace may hold.
    event_cap: Option<usize>,
    /// The most nodes an untraced count may visit (`count`): [`COUNT_BUDGET`] unless given, as the CLI's `--max-nodes`.
    max_nodes: Option<u64>,
}

/// A game and its last traced search.
#[wasm_bindgen]
pub struct Cutoff {
    session: Session,
}

#[wasm_bindgen]
impl Cutoff {
    /// Loads a game: `{kind: "preset", name}`, `{kind: "tree", text, root?: "max"|"min"}`,
    /// `{kind: "random", branching, depth, seed, min, max, order, noise, root?}`,
    /// `{kind: "tictactoe", position?}`.
    #[wasm_bindgen(constructor)]
    pub fn new(spec: JsValue) -> Result<Cutoff, JsValue> {
        // Through JSON text, so that numbers are read as JSON reads them (3 is an integer).
        let text = js_sys::JSON::stringify(&spec)
            .map(String::from)
            .unwrap_or_default();
        let spec: GameSpec = serde_json::from_str(&text).map_err(|e| {
            to_js(err!(
                "badGame",
                "bad game: {detail}",
                detail = e.to_string()
            ))
        })?;
        Ok(Cutoff {
            session: Session::load(&spec).map_err(to_js)?,
        })
    }

    /// The game's kind, as the catalogue names it.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        self.session.game.kind().to_string()
    }

    /// The deepest meaningful depth (tree height, empty cells).
    #[wasm_bindgen(js_name = naturalDepth)]
    pub fn natural_depth(&self) -> u32 {
        self.session.game.natural_depth()
    }

    /// The most plies the game can last from here (Connect Four's empty cells, a tree's height):
    /// a search to that depth goes to the end of the game. Undefined where a game may go on
    /// without end (chess, Dodgem).
    #[wasm_bindgen(js_name = endDepth)]
    pub fn end_depth(&self) -> Option<u32> {
        self.session.game.end_depth()
    }

    /// Runs a traced search: `{algorithm, fail, depth, eventCap}`. Returns its [`Summary`]
    /// (`{value, bestMove, bestMoveName, depth, stats, events, nodeCount, prunedCount, ...}`); the
    /// arrays are then available from the getters below.
    ///
    /// [`Summary`]: crate::game::any::search::Summary
    pub fn search(&mut self, request: JsValue) -> Result<JsValue, JsValue> {
        let req: SearchRequest = serde_wasm_bindgen::from_value(request).map_err(bad_config)?;
        let names = self.session.game.move_names();
        let traced = self
            .session
            .search(
                &req.config,
                req.event_cap.unwrap_or(EVENT_CAP),
                progress_poster(),
            )
            .map_err(to_js)?;
        ser(&traced.summary(&names))
    }

    /// Runs a search without recording it: `{algorithm, fail, depth, ...techniques}` in, `{value,
    /// bestMove, bestMoveName, depth, stats}` out. For counts and timing where no trace is wanted.
    pub fn count(&self, request: JsValue) -> Result<JsValue, JsValue> {
        let req: SearchRequest = serde_wasm_bindgen::from_value(request).map_err(bad_config)?;
        // Budgeted like the CLI: a huge depth ends with the budget error instead of holding the worker.
        let budget = req.max_nodes.unwrap_or(COUNT_BUDGET);
        let outcome = self
            .session.game
            .search_budgeted(&req.config, budget)
            .map_err(|e| if e.code == "budget" { err!("countBudget", "stopped after {n} nodes, the count's budget: lower the depth or raise maxNodes", n = crate::error::grouped(budget)) } else { e })
            .map_err(to_js)?;
        let depth = self
            .session
            .game
            .resolve_config_depth(&req.config)
            .map_err(to_js)?;
        let names = self.session.game.move_names();
        ser(&serde_json::json!({
            "value": outcome.value,
            "bestMove": outcome.best_move,
            "bestMoveName": outcome.best_move.map(|i| names[i as usize].clone()),
            "depth": depth,
            "stats": outcome.stats,
        }))
    }

    /// Every algorithm's counts on this game at `depth` (undefined: the natural depth), untraced:
    /// `{rows: [{name, config, value, stats}], knuthMoore: {branching, depth, minLeaves, minimaxLeaves} | null}`.
    pub fn compare(&self, depth: Option<u32>) -> Result<JsValue, JsValue> {
        let mut post = progress_post();
        let rows = self
            .session
            .game
            .compare_progress(depth, COMPARE_BUDGET, |row, rows, nodes| {
                post(&[
                    ("row", row as f64 + 1.0),
                    ("rows", rows as f64),
                    ("nodes", nodes as f64),
                ])
            })
            .map_err(to_js)?;
        let d = self.session.game.resolve_depth(depth).map_err(to_js)?;
        ser(
            &serde_json::json!({ "depth": d, "rows": rows, "knuthMoore": self.session.game.knuth_moore(d) }),
        )
    }

    // ---- Playing against the engine: the root position's moves, and the position after one. ----

    /// The legal moves at the root: `[{index, name, cells}]` (cells: the board cells the move
    /// touches, row by row from the top-left).
    pub fn moves(&self) -> Result<JsValue, JsValue> {
        ser(&self.session.game.moves())
    }

    /// The spec (`{kind, ...options}`) of the position after the root move at `index`, to load
    /// with `new Cutoff(spec)`.
    #[wasm_bindgen(js_name = specAfter)]
    pub fn spec_after(&self, index: u32) -> Result<JsValue, JsValue> {
        ser(&self.session.game.spec_after(index).map_err(to_js)?)
    }

    /// The root position: `{position, sideToMove: "max"|"min", over, result}` (result 1 when
    /// MAX has won, -1 MIN, 0 a draw, null while the game goes on).
    pub fn status(&self) -> Result<JsValue, JsValue> {
        let result = self.session.game.result();
        ser(&serde_json::json!({
            "position": self.session.game.board(),
            "sideToMove": self.session.game.root_side(),
            "over": result.is_some(),
            "result": result,
        }))
    }

    /// Panics, as a bug in the core would, while this handle is borrowed: how the tests check that
    /// the page recovers from any trap in the worker.
    #[wasm_bindgen(js_name = crashForTests)]
    pub fn crash_for_tests(&self) {
        panic!("a panic asked for by a test (the handle is borrowed now)");
    }

    /// The root's true result, where the game is small enough to know it: `{outcome: "win"|"loss"|
    /// "draw" (for the side to move), plies (null where unknown), forMax: 1|-1|0}`; null otherwise.
    #[wasm_bindgen(js_name = trueOutcome)]
    pub fn true_outcome(&self) -> Result<JsValue, JsValue> {
        let Some((outcome, plies)) = self.session.game.true_outcome() else {
            return Ok(JsValue::NULL);
        };
        let sign = self.session.game.root_side().sign();
        let for_max = match outcome {
            crate::game::solve::Outcome::Win => sign,
            crate::game::solve::Outcome::Loss => -sign,
            crate::game::solve::Outcome::Draw => 0,
        };
        ser(&serde_json::json!({ "outcome": outcome, "plies": plies, "forMax": for_max }))
    }

    fn traced(&self) -> Result<&Traced, JsValue> {
        self.session.last().map_err(to_js)
    }

    /// The principal variation's node ids, root excluded.
    #[wasm_bindgen(js_name = principalVariation)]
    pub fn principal_variation(&self) -> Result<Vec<u32>, JsValue> {
        let t = self.traced()?;
        Ok(t.trace.principal_variation(t.config.negamax_trace()))
    }

    /// A display node's path of move indexes from the root.
    fn display_path(&self, display: u32) -> Result<Vec<u32>, JsValue> {
        let t = self.traced()?;
        let n = t.trace.node_count() as u32;
        let mut path = Vec::new();
        let mut cur = display;
        while cur >= n {
            let k = (cur - n) as usize;
            if k >= t.pruned.len() {
                return Err(to_js(err!("noNode", "no node {node}", node = display)));
            }
            path.push(t.pruned.move_index[k]);
            cur = t.pruned.parent[k];
        }
        if cur as usize >= t.trace.node_count() {
            return Err(to_js(err!("noNode", "no node {node}", node = display)));
        }
        let mut head = t.trace.path(cur);
        path.reverse();
        head.extend(path);
        Ok(head)
    }

    /// The name of the move into every display node (trace nodes, then pruned ones), joined by
    /// newlines so that one string crosses the boundary (split it with `split('\n')`): "pass" for
    /// a null move, "depth D" for a root search under the iterative driver, "" for the root. One
    /// walk of the trace; no node replays its path.
    #[wasm_bindgen(js_name = nodeNamesJoined)]
    pub fn node_names_joined(&self) -> Result<String, JsValue> {
        let t = self.traced()?;
        Ok(self.session.game.node_names(&t.trace, &t.pruned).join("\n"))
    }

    /// An MCTS trace's rollouts, their moves named: for every node (in node order) the first
    /// `max` moves of the rollout played from it, separated by spaces ("" for a node with no
    /// rollout), the nodes joined by newlines. Trees name nothing (a rollout there picks children).
    #[wasm_bindgen(js_name = rolloutNamesJoined)]
    pub fn rollout_names_joined(&self, max: u32) -> Result<String, JsValue> {
        let t = self.traced()?;
        if matches!(self.session.game, AnyGame::Tree(_))
            || !crate::search::mcts::is_mcts_trace(&t.trace)
        {
            return Ok(String::new());
        }
        let names = crate::game::registry::with_game!(&self.session.game, g => crate::search::mcts::rollout_names(g, &t.trace, max as usize));
        Ok(names
            .iter()
            .map(|v| v.join(" "))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// MCTS (UCT) and PUCT on this position beside the comparison's alpha-beta rows, untraced:
    /// `{iterations, perfect: [move indices keeping the true result] | null, rows: [{name: "mcts"|
    /// "puct", prior: "net"|"uniform", iterations, evaluated, nodes, bestMove, bestMoveName,
    /// perfect: bool|null}]}`. `{iterations, seed, net}`: PUCT uses `net` (a net file's text) when
    /// given, uniform priors and rollouts otherwise.
    #[wasm_bindgen(js_name = mctsCompare)]
    pub fn mcts_compare(&self, request: JsValue) -> Result<JsValue, JsValue> {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        struct Req {
            iterations: Option<u32>,
            seed: Option<u64>,
            net: Option<String>,
        }
        let req: Req = serde_wasm_bindgen::from_value(request).map_err(bad_config)?;
        let game = &self.session.game;
        let net = match &req.net {
            Some(text) => Some(net_for(text, game)?),
            None => None,
        };
        let names = game.move_names();
        let perfect = game.perfect_moves();
        let is_perfect =
            |m: Option<u32>| perfect.as_ref().map(|k| m.is_some_and(|m| k.contains(&m)));
        let base = crate::search::mcts::MctsConfig {
            iterations: req.iterations,
            seed: req.seed,
            ..Default::default()
        };
        let uct = base.params(false);
        let (u, _) = game
            .mcts(&uct, None, crate::trace::NoTrace)
            .map_err(to_js)?;
        let pp = base.params(true);
        let (p, _) = match &net {
            Some(n) => game.mcts(&pp, Some(n), crate::trace::NoTrace),
            None => game.puct_uniform(&pp, crate::trace::NoTrace),
        }
        .map_err(to_js)?;
        let row = |name: &str, prior: Option<&str>, o: &crate::search::mcts::MctsOutcome| {
            serde_json::json!({
                "name": name, "prior": prior, "iterations": o.stats.iterations, "evaluated": o.stats.evals, "nodes": o.stats.nodes,
                "bestMove": o.best_move, "bestMoveName": o.best_move.map(|i| names[i as usize].clone()), "perfect": is_perfect(o.best_move),
            })
        };
        ser(&serde_json::json!({
            "iterations": uct.iterations,
            "perfect": perfect,
            "rows": [row("mcts", None, &u), row("puct", Some(if net.is_some() { "net" } else { "uniform" }), &p)],
        }))
    }

    /// For explicit trees, every display node's own label ("" when it has none), joined by
    /// newlines; undefined for games.
    #[wasm_bindgen(js_name = treeLabelsJoined)]
    pub fn tree_labels_joined(&self) -> Result<Option<String>, JsValue> {
        let t = self.traced()?;
        let AnyGame::Tree(pos) = &self.session.game else {
            return Ok(None);
        };
        let ids = self
            .session
            .game
            .tree_nodes(&t.trace, &t.pruned)
            .unwrap_or_default();
        let labels: Vec<&str> = ids
            .iter()
            .map(|&i| pos.tree.nodes[i as usize].label.as_deref().unwrap_or(""))
            .collect();
        Ok(Some(labels.join("\n")))
    }

    /// For explicit trees, the whole tree written back in its text format (labels and static
    /// values kept): what **Edit a copy** of a preset or a random tree starts from; undefined for games.
    #[wasm_bindgen(js_name = treeText)]
    pub fn tree_text(&self) -> Option<String> {
        let AnyGame::Tree(pos) = &self.session.game else {
            return None;
        };
        Some(pos.tree.to_text())
    }

    /// For explicit trees, every display node's own number (a leaf's value or an inner node's
    /// static value), [`crate::trace::wire::NO_STATIC_VALUE`] where it has none; undefined for games.
    #[wasm_bindgen(js_name = treeStaticValues)]
    pub fn tree_static_values(&self) -> Result<Option<Vec<i32>>, JsValue> {
        let t = self.traced()?;
        let AnyGame::Tree(pos) = &self.session.game else {
            return Ok(None);
        };
        let ids = self
            .session
            .game
            .tree_nodes(&t.trace, &t.pruned)
            .unwrap_or_default();
        Ok(Some(
            ids.iter()
                .map(|&i| {
                    pos.tree.nodes[i as usize]
                        .value
                        .unwrap_or(crate::trace::wire::NO_STATIC_VALUE)
                })
                .collect(),
        ))
    }

    /// The board at a node: tic-tac-toe cells and side ("X.O...... o"); undefined for trees.
    pub fn board(&self, display: u32) -> Result<Option<String>, JsValue> {
        Ok(self
            .session
            .game
            .after(&self.display_path(display)?)
            .board())
    }

    /// Every display node's verdict byte, by display id (Nim: Bouton's, `Nim::bouton_verdict`
    /// says the bits), or undefined for a game without one.
    #[wasm_bindgen(js_name = positionVerdicts)]
    pub fn position_verdicts(&self) -> Result<Option<Vec<u8>>, JsValue> {
        let t = self.traced()?;
        let n = t.trace.node_count();
        let driver = |p: u32| {
            (p as usize) < n && t.trace.flags(p as usize) & crate::trace::node_flags::DRIVER != 0
        };
        let mut parents = Vec::with_capacity(n + t.pruned.len());
        let mut moves = Vec::with_capacity(n + t.pruned.len());
        for d in 0..n {
            let p = t.trace.parent(d);
            parents.push(if d == 0 { 0 } else { p });
            moves.push((d != 0 && !driver(p)).then(|| t.trace.move_index(d)));
        }
        for k in 0..t.pruned.len() {
            parents.push(t.pruned.parent[k]);
            moves.push(Some(t.pruned.move_index[k]));
        }
        Ok(self.session.game.verdicts(&parents, &moves))
    }

    /// The evaluation at a node, term by term: [{code, params, text, value}, ...] (the page says
    /// `eval.<code>` with the params; text is the English); null where the game has none.
    #[wasm_bindgen(js_name = explainEval)]
    pub fn explain_eval(&self, display: u32) -> Result<JsValue, JsValue> {
        let terms = self
            .session
            .game
            .after(&self.display_path(display)?)
            .explain_eval();
        if terms.is_empty() {
            return Ok(JsValue::NULL);
        }
        ser(&terms)
    }

    /// The dotted path of a node ("" for the root).
    pub fn path(&self, display: u32) -> Result<String, JsValue> {
        Ok(self
            .display_path(display)?
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join("."))
    }
}

// ---- Monte Carlo tree search on the explorer page (issue 19): one block, kept apart. ----

/// An MCTS request from the page: `{iterations, exploration, seed, rolloutCap, eventCap}`, each optional.
#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
struct MctsRequest {
    /// "mcts" (UCT, the default) or "puct" (with `net`, a net file's text).
    algorithm: Option<String>,
    net: Option<String>,
    iterations: Option<u32>,
    exploration: Option<f64>,
    seed: Option<u64>,
    rollout_cap: Option<u32>,
    event_cap: Option<usize>,
    /// PUCT without a net: uniform priors and rollout values (as `mctsMove` plays it) instead of
    /// the error `puct.noNet`.
    uniform: Option<bool>,
}

#[wasm_bindgen]
impl Cutoff {
    /// Runs a traced UCT search (random rollouts; c = √2 unless `exploration` is given, seed 1
    /// unless `seed` is): the trace is then the last one, read by the getters as any search's.
    /// Returns `{algorithm: "mcts", value (the root's mean reward for MAX, in [0, 1]), bestMove
    /// (the most-visited root child), bestMoveName, iterations, exploration, seed, children:
    /// [{moveIndex, move, visits, q}], stats: {nodes, evals, iterations, rolloutPlies, cutoffs: 0},
    /// events, nodeCount, prunedCount: 0, negamax: false, bytesPerEvent}`.
    pub fn mcts(&mut self, request: JsValue) -> Result<JsValue, JsValue> {
        // Through JSON text, as `new Cutoff` reads its spec, so that a misspelt field is refused by
        // name (serde-wasm-bindgen reads only the fields it knows).
        let text = js_sys::JSON::stringify(&request)
            .map(String::from)
            .unwrap_or_default();
        let req: MctsRequest = serde_json::from_str(&text).map_err(|e| {
            to_js(err!(
                "badConfig",
                "bad configuration: {detail}",
                detail = e.to_string()
            ))
        })?;
        let config = crate::search::mcts::MctsConfig {
            iterations: req.iterations,
            exploration: req.exploration,
            seed: req.seed,
            rollout_cap: req.rollout_cap,
        };
        let puct = match req.algorithm.as_deref() {
            None | Some("mcts") => false,
            Some("puct") => true,
            Some(other) => {
                return Err(to_js(err!(
                    "badConfig",
                    "bad configuration: {detail}",
                    detail = format!("algorithm {other} is neither mcts nor puct")
                )))
            }
        };
        let net = match (&req.net, puct) {
            (Some(text), true) => Some(net_for(text, &self.session.game)?),
            (None, true) if req.uniform != Some(true) => {
                return Err(to_js(err!("puct.noNet", "PUCT needs a network file")))
            }
            _ => None,
        };
        let params = config.params(puct);
        let names = self.session.game.move_names();
        let (traced, out) = self
            .session
            .mcts_with(
                &params,
                net.as_ref(),
                puct,
                req.event_cap.unwrap_or(EVENT_CAP),
            )
            .map_err(to_js)?;
        let children: Vec<serde_json::Value> = out
            .children
            .iter()
            .map(|c| serde_json::json!({ "moveIndex": c.move_index, "move": names[c.move_index as usize], "visits": c.visits, "q": c.q, "prior": c.prior }))
            .collect();
        ser(&serde_json::json!({
            "algorithm": if puct { "puct" } else { "mcts" },
            "value": out.value,
            "bestMove": out.best_move,
            "bestMoveName": out.best_move.map(|i| names[i as usize].clone()),
            "iterations": out.stats.iterations,
            "exploration": params.exploration,
            "seed": params.seed,
            "children": children,
            "stats": { "nodes": out.stats.nodes, "evals": out.stats.evals, "iterations": out.stats.iterations, "rolloutPlies": out.stats.rollout_plies, "cutoffs": 0 },
            "depth": null,
            "events": traced.trace.len(),
            "nodeCount": traced.trace.node_count(),
            "prunedCount": 0,
            "prunedTruncated": false,
            "negamax": false,
            "bytesPerEvent": traced.trace.bytes_per_event(),
            "deeperTableCutoffs": 0,
        }))
    }
}

// ---- end of the MCTS block ----

/// The trace in the wire's own form, as typed arrays (copies), from one list of its columns: one
/// getter a column (`eventKind()`, `nodeParent()`, …; events in order, nodes by node id, the order
/// of entry; pruned, never entered, nodes by display id minus the node count), as the tests'
/// fixtures are recorded, and `traceColumns()`, the event and node columns in one call. Each column
/// is named once: its getter, then `[its key in traceColumns, its JS array]`, and its type. The page
/// takes the trace in its own form (`pageTrace`).
macro_rules! columns {
    (
        events { $($ejs:ident $ename:ident $ekey:literal $earr:ty : $ety:ty = $ef:ident;)* }
        nodes { $($njs:ident $nname:ident $([$nkey:literal $narr:ty])? -> $nty:ty = $nf:ident;)* }
        pruned { $($pjs:ident $pname:ident = $pf:ident;)* }
    ) => {
        #[wasm_bindgen]
        impl Cutoff {
            $(
                #[wasm_bindgen(js_name = $ejs)]
                #[allow(clippy::unnecessary_cast)]
                pub fn $ename(&self) -> Result<Vec<$ety>, JsValue> {
                    let t = &self.traced()?.trace;
                    Ok((0..t.len()).map(|e| t.$ef(e) as $ety).collect())
                }
            )*
            $(
                #[wasm_bindgen(js_name = $njs)]
                #[allow(clippy::unnecessary_cast)]
                pub fn $nname(&self) -> Result<Vec<$nty>, JsValue> {
                    let t = &self.traced()?.trace;
                    Ok((0..t.node_count()).map(|n| t.$nf(n) as $nty).collect())
                }
            )*
            $(
                #[wasm_bindgen(js_name = $pjs)]
                pub fn $pname(&self) -> Result<Vec<u32>, JsValue> {
                    Ok(self.traced()?.pruned.$pf.clone())
                }
            )*

            /// The whole trace in one call, in the wire's own form (every word written out; the
            /// page's worker takes `pageTrace`, which leaves out what a nested trace implies): the
            /// events' columns (`{kind, node, a, b, c}`) and the nodes' (`{parent, move, ply, flags,
            /// alpha, beta, value, bound, enterEvent, leaveEvent}`), each its getter's column as a
            /// typed array of its type.
            #[wasm_bindgen(js_name = traceColumns)]
            pub fn trace_columns(&self) -> Result<js_sys::Object, JsValue> {
                let out = js_sys::Object::new();
                $(js_sys::Reflect::set(&out, &$ekey.into(), &<$earr>::from(&self.$ename()?[..]))?;)*
                $($(js_sys::Reflect::set(&out, &$nkey.into(), &<$narr>::from(&self.$nname()?[..]))?;)?)*
                Ok(out)
            }
        }
    };
}

columns! {
    events {
        eventKind event_kind "kind" js_sys::Uint8Array: u8 = kind;
        eventNode event_node "node" js_sys::Uint32Array: u32 = node;
        eventA event_a "a" js_sys::Int32Array: i32 = a;
        eventB event_b "b" js_sys::Int32Array: i32 = b;
        eventC event_c "c" js_sys::Int32Array: i32 = c;
    }
    nodes {
        nodeParent node_parent ["parent" js_sys::Uint32Array] -> u32 = parent;
        nodeMove node_move ["move" js_sys::Uint32Array] -> u32 = move_index;
        nodePly node_ply ["ply" js_sys::Uint16Array] -> u16 = ply;
        nodeFlags node_flags ["flags" js_sys::Uint8Array] -> u8 = flags;
        nodeAlpha node_alpha ["alpha" js_sys::Int32Array] -> i32 = alpha;
        nodeBeta node_beta ["beta" js_sys::Int32Array] -> i32 = beta;
        nodeValue node_value ["value" js_sys::Int32Array] -> i32 = value;
        nodeBound node_bound ["bound" js_sys::Uint8Array] -> u8 = bound;
        nodeEnterEvent node_enter_event ["enterEvent" js_sys::Uint32Array] -> u32 = enter_event;
        nodeLeaveEvent node_leave_event ["leaveEvent" js_sys::Uint32Array] -> u32 = leave_event;
    }
    pruned {
        prunedParent pruned_parent = parent;
        prunedMove pruned_move = move_index;
        prunedCutAt pruned_cut_at = cut_at;
    }
}

/// The trace as the page keeps it ([`crate::trace::page`]), in one call: `traceColumns`' keys,
/// each column in the narrowest typed array that holds it, with what a nested trace leaves implied
/// left out and said by `nested`, `implied`, `nodeOther`, `windowless` and `windowEdge` (read back
/// by www/trace.js). The page's worker takes this; `traceColumns` is the wire's own form.
#[wasm_bindgen]
impl Cutoff {
    #[wasm_bindgen(js_name = pageTrace)]
    pub fn page_trace(&self) -> Result<js_sys::Object, JsValue> {
        use crate::trace::page::{page_form, Signed, Unsigned, Windows};
        let p = page_form(&self.traced()?.trace);
        let out = js_sys::Object::new();
        let set = |key: &str, v: JsValue| js_sys::Reflect::set(&out, &key.into(), &v).map(|_| ());
        let signed = |s: &Signed| -> JsValue {
            match s {
                Signed::I8(v) => js_sys::Int8Array::from(&v[..]).into(),
                Signed::I16(v) => js_sys::Int16Array::from(&v[..]).into(),
                Signed::I32(v) => js_sys::Int32Array::from(&v[..]).into(),
            }
        };
        let u32s = |v: &[u32]| -> JsValue { js_sys::Uint32Array::from(v).into() };
        let u8s = |v: &[u8]| -> JsValue { js_sys::Uint8Array::from(v).into() };
        set("kind", u8s(&p.kind))?;
        set("a", signed(&p.a))?;
        set("b", signed(&p.b))?;
        set("c", signed(&p.c))?;
        set("nested", p.nested.into())?;
        if p.implied {
            set("implied", true.into())?;
        }
        match &p.node {
            Some(node) => set("node", u32s(node))?,
            None => {
                let other = js_sys::Object::new();
                js_sys::Reflect::set(&other, &"event".into(), &u32s(&p.node_other.0))?;
                js_sys::Reflect::set(&other, &"node".into(), &u32s(&p.node_other.1))?;
                set("nodeOther", other.into())?;
            }
        }
        set("parent", u32s(&p.parent))?;
        set("move", u32s(&p.move_index))?;
        set(
            "ply",
            match &p.ply {
                Unsigned::U8(v) => u8s(v),
                Unsigned::U16(v) => js_sys::Uint16Array::from(&v[..]).into(),
            },
        )?;
        set("flags", u8s(&p.flags))?;
        match &p.windows {
            Windows::None => set("windowless", true.into())?,
            Windows::Edge { edge, alpha, beta } => {
                set("windowEdge", (*edge).into())?;
                set("alpha", signed(alpha))?;
                set("beta", signed(beta))?;
            }
            Windows::Plain { alpha, beta } => {
                set("alpha", signed(alpha))?;
                set("beta", signed(beta))?;
            }
        }
        set("value", signed(&p.value))?;
        set("bound", u8s(&p.bound))?;
        set("enterEvent", u32s(&p.enter_event))?;
        set("leaveEvent", u32s(&p.leave_event))?;
        if let Some(d) = &p.enter_depth {
            set("enterDepth", signed(d))?;
        }
        Ok(out)
    }
}

// ---- Issue 19 (train): the Train panel's self-play, nets as files, MCTS moves for play, and the
// learned comparison (alpha-beta with the hand-written and the learned evaluation, PUCT). ----

fn load_game(spec: JsValue) -> Result<AnyGame, JsValue> {
    let text = js_sys::JSON::stringify(&spec)
        .map(String::from)
        .unwrap_or_default();
    let spec: GameSpec = serde_json::from_str(&text).map_err(|e| {
        to_js(err!(
            "badGame",
            "bad game: {detail}",
            detail = e.to_string()
        ))
    })?;
    AnyGame::load(&spec).map_err(to_js)
}

/// A net file read for `spec`'s game: the net, or the parser's or the game check's error.
fn net_for(text: &str, game: &AnyGame) -> Result<crate::nn::Net, JsValue> {
    let net = crate::nn::Net::from_json(text).map_err(to_js)?;
    /// The net's game and size against the position's, in the position's own type.
    struct Check<'a>(&'a crate::nn::Net);
    impl crate::game::encode::OnEncoded for Check<'_> {
        type Output = Result<(), Error>;
        fn on<G: crate::game::encode::Encode + crate::game::GameDef>(
            self,
            pos: &G,
        ) -> Self::Output {
            self.0.check_game(pos)
        }
    }
    game.with_encoding(Check(&net))
        .and_then(|checked| checked)
        .map_err(to_js)?;
    Ok(net)
}

/// Self-play training a chunk of games at a time (the worker reports between chunks).
#[wasm_bindgen]
pub struct Training {
    inner: crate::search::training::Training,
}

#[wasm_bindgen]
impl Training {
    /// A fresh net for `spec`'s game (tic-tac-toe, Connect Four of its size) from `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(spec: JsValue, seed: u32) -> Result<Training, JsValue> {
        let game = load_game(spec)?;
        Ok(Training {
            inner: crate::search::training::Training::new(&game, seed as u64).map_err(to_js)?,
        })
    }

    /// `games` more self-play games (timed by the worker apart from the measuring).
    pub fn play(&mut self, games: u32) {
        self.inner.play(games.clamp(1, 1000))
    }

    /// The curve's point: `{games, loss, samples, vsRandom: {won, drawn, lost}, vsPerfect,
    /// everyLine, iterations}`.
    pub fn measure(&mut self) -> Result<JsValue, JsValue> {
        ser(&self.inner.measure())
    }

    /// Training goes on from the net in `text` (a net file).
    pub fn resume(&mut self, text: &str) -> Result<(), JsValue> {
        let net = crate::nn::Net::from_json(text).map_err(to_js)?;
        self.inner.resume(net).map_err(to_js)
    }

    /// The net as its file.
    #[wasm_bindgen(js_name = netJson)]
    pub fn net_json(&self) -> String {
        self.inner.net().to_json()
    }

    pub fn games(&self) -> u32 {
        self.inner.games()
    }

    /// The games of `cutoff train`'s defaults (the page stops there: the CLI's net from the seed).
    #[wasm_bindgen(js_name = targetGames)]
    pub fn target_games(&self) -> u32 {
        self.inner.target_games()
    }
}

/// Reads a net file for `spec`'s game: `{game, size, inputs, hidden, outputs, params}`, or throws
/// `net.file`, `net.version`, `net.shape`, `net.game`.
#[wasm_bindgen(js_name = checkNet)]
pub fn check_net(text: &str, spec: JsValue) -> Result<JsValue, JsValue> {
    let game = load_game(spec)?;
    let net = net_for(text, &game)?;
    ser(
        &serde_json::json!({ "game": net.game, "size": net.size, "inputs": net.inputs, "hidden": net.hidden, "outputs": net.outputs, "params": net.params.len() }),
    )
}

/// The move MCTS plays from `spec`'s position: `{algorithm: "uct"|"puct", iterations, seed, net}`
/// (net: a net file's text, for PUCT) → `{bestMove, value, children: [{moveIndex, visits, q, prior}], stats}`.
#[wasm_bindgen(js_name = mctsMove)]
pub fn mcts_move(spec: JsValue, request: JsValue) -> Result<JsValue, JsValue> {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct Req {
        algorithm: String,
        iterations: Option<u32>,
        seed: Option<u64>,
        net: Option<String>,
    }
    let game = load_game(spec)?;
    let req: Req = serde_wasm_bindgen::from_value(request).map_err(bad_config)?;
    let puct = req.algorithm == "puct";
    let net = match (&req.net, puct) {
        (Some(text), true) => Some(net_for(text, &game)?),
        _ => None,
    };
    let params = crate::search::mcts::MctsConfig {
        iterations: req.iterations,
        seed: req.seed,
        ..Default::default()
    }
    .params(puct);
    // PUCT without a net (a game none is trained for, or none sent): uniform priors, rollout values.
    let (out, _) = if puct && net.is_none() {
        game.puct_uniform(&params, crate::trace::NoTrace)
    } else {
        game.mcts(&params, net.as_ref(), crate::trace::NoTrace)
    }
    .map_err(to_js)?;
    ser(&serde_json::json!({
        "bestMove": out.best_move,
        "value": out.value,
        "children": out.children.iter().map(|c| serde_json::json!({ "moveIndex": c.move_index, "visits": c.visits, "q": c.q, "prior": c.prior })).collect::<Vec<_>>(),
        "stats": out.stats,
    }))
}

/// The learned comparison on `spec`'s position: alpha-beta to `depth` with the game's evaluation,
/// with the net's, and PUCT at `iterations`: `[{name, depth, iterations, evaluated, nodes, bestMove,
/// bestMoveName, perfect}]`.
#[wasm_bindgen(js_name = learnCompare)]
pub fn learn_compare(
    spec: JsValue,
    depth: Option<u32>,
    net: &str,
    iterations: u32,
) -> Result<JsValue, JsValue> {
    let game = load_game(spec)?;
    let net = net_for(net, &game)?;
    ser(&game.learn_compare(depth, &net, iterations).map_err(to_js)?)
}
