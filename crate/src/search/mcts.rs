//! Monte Carlo tree search: UCT (random rollouts) and PUCT (AlphaZero's selection, with a
//! network's priors and leaf value instead of a rollout), one loop of four phases.
//!
//! Each iteration: **selection** walks down from the root, at every node taking the child with the
//! best score (UCT: `Q + c·√(ln N_parent / N)`; PUCT: `Q + c·P·√N_parent / (1 + N)`); **expansion**
//! adds to the tree (UCT: the next untried move of the node reached, in the game's order; PUCT:
//! every child of the node reached, each with its prior); **simulation** scores the new node (UCT:
//! random moves to the end of the game, off the tree; PUCT: the network's value); and
//! **backpropagation** adds the result to N and W of every node on the path.
//!
//! Rewards are in [0, 1]: 1 a win for the player concerned, 0 a loss, ½ a draw. A game's end scores
//! by the sign of its evaluation (MAX's view). An explicit tree's leaf scores its value normalised
//! by the tree's leaf range, `(v − min) / (max − min)` ([`Reward::Range`]), so the search maximises
//! the same order of leaves minimax does. A node's W is from the side of the player who moved into
//! it (the parent's side to move), so every parent picks the child with the highest Q = W / N; the
//! root's W is from the side of the player not to move there, as if it had moved into it.
//!
//! The move played is the most-visited root child (ties: the higher Q, then the first in the
//! game's order), as Kocsis and Szepesvári and AlphaZero do: the most-visited child is the one the
//! search trusted most, where the best mean may rest on a handful of lucky visits.
// CITE: UCT, Kocsis & Szepesvári 2006, "Bandit based Monte-Carlo planning" (ECML), UCB1 of Auer,
// Cesa-Bianchi & Fischer 2002 applied at every node of the tree.
// CITE: PUCT, Silver et al. 2018, "A general reinforcement learning algorithm that masters chess,
// shogi, and Go through self-play" (Science 362), after Rosin 2011's predictor + UCB.

use crate::game::{Game, Side, INF};
use crate::rng::SplitMix64;
use crate::trace::{EventKind, ScoredBy, Tracer, NO_PARENT};
use serde::Serialize;

/// The trace's fixed point: scores, W and rewards are recorded ×10,000 (rounded) in the events'
/// i32 words; 4 decimals are more than the page shows, and the largest exploration term of a
/// traced search (c·√ln N, about 5 at c = √2 and 10^6 visits) stays far inside i32.
pub const SCALE: f64 = 10_000.0;

/// The most iterations a traced search takes: W ×10,000 must fit an i32 (W ≤ N).
pub const MAX_TRACED_ITERATIONS: u32 = 200_000;

/// The most iterations any search takes (a few minutes natively).
pub const MAX_ITERATIONS: u32 = 10_000_000;

/// `x` in the trace's fixed point.
#[inline]
pub fn fixed(x: f64) -> i32 {
    (x * SCALE).round().clamp(i32::MIN as f64, i32::MAX as f64) as i32
}

/// How a finished game (or a leaf of a tree) becomes a reward for MAX in [0, 1].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reward {
    /// The sign of the evaluation: a win 1, a draw ½, a loss 0 (games).
    Sign,
    /// The value normalised by the leaf range: `(v − min) / (max − min)`, ½ when min = max (trees).
    Range { min: i32, max: i32 },
}

impl Reward {
    /// MAX's reward for a position evaluated `value` (MAX's view).
    pub fn of(self, value: i32) -> f64 {
        match self {
            Reward::Sign => match value.signum() {
                1 => 1.0,
                -1 => 0.0,
                _ => 0.5,
            },
            Reward::Range { min, max } if max > min => {
                (value.clamp(min, max) - min) as f64 / (max - min) as f64
            }
            Reward::Range { .. } => 0.5,
        }
    }
}

/// What an MCTS search is asked to do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    pub iterations: u32,
    /// c: UCT's √2 by default (the UCB1 constant for rewards in [0, 1]); PUCT's c_puct, 1.0 by
    /// default (see [`DEFAULT_C_PUCT`]).
    pub exploration: f64,
    pub seed: u64,
    /// A rollout that has not ended after this many plies stops and scores the sign of the
    /// evaluation there (games whose positions repeat, as Dodgem, or whose games are long, as chess).
    pub rollout_cap: u32,
    pub reward: Reward,
    /// PUCT only: the weight of the noise mixed into the root's priors (0: none), for self-play.
    pub root_noise: f64,
}

/// UCT's exploration constant: √2, Auer et al.'s UCB1 constant for rewards in [0, 1].
pub const DEFAULT_C_UCT: f64 = std::f64::consts::SQRT_2;
/// PUCT's constant on the same [0, 1] scale: AlphaZero's c_init of 1.25 was for values in [−1, 1],
/// where Q spans twice the range; 1.0 here leans a little more on the prior, which suits a small net.
pub const DEFAULT_C_PUCT: f64 = 1.0;

/// The page's MCTS box: few iterations at first so that the tree reads, and at most
/// `PAGE_MAX_ITERATIONS` traced (the core's own limit, [`MAX_TRACED_ITERATIONS`], is higher: a tree
/// that large would not read); an exploration constant between 0 and `PAGE_MAX_C`.
pub const PAGE_ITERATIONS: u32 = 100;
pub const PAGE_MAX_ITERATIONS: u32 = 20_000;
pub const PAGE_MAX_C: f64 = 100.0;
/// Play against UCT or PUCT: the iterations of a move, first and at most.
pub const PLAY_ITERATIONS: u32 = 500;
pub const PLAY_MAX_ITERATIONS: u32 = 100_000;

impl Default for Params {
    fn default() -> Self {
        Params {
            iterations: 1000,
            exploration: DEFAULT_C_UCT,
            seed: 1,
            rollout_cap: 500,
            reward: Reward::Sign,
            root_noise: 0.0,
        }
    }
}

/// A search's parameters as the page's JSON gives them (camelCase), every field optional:
/// `{"iterations": 500, "exploration": 1.4, "seed": 3, "rolloutCap": 200}`.
#[derive(Clone, Debug, Default, PartialEq, serde::Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct MctsConfig {
    pub iterations: Option<u32>,
    pub exploration: Option<f64>,
    pub seed: Option<u64>,
    pub rollout_cap: Option<u32>,
}

impl MctsConfig {
    /// The parameters, with UCT's or PUCT's default constant where none is given.
    pub fn params(&self, puct: bool) -> Params {
        let d = Params::default();
        Params {
            iterations: self.iterations.unwrap_or(d.iterations),
            exploration: self.exploration.unwrap_or(if puct {
                DEFAULT_C_PUCT
            } else {
                DEFAULT_C_UCT
            }),
            seed: self.seed.unwrap_or(d.seed),
            rollout_cap: self.rollout_cap.unwrap_or(d.rollout_cap),
            ..d
        }
    }
}

/// The policy and value a PUCT search asks of its network at a new node.
pub trait Evaluator<G: Game> {
    /// Fills `priors` with one probability per move of `moves` (same order, summing to 1) and
    /// returns the value of `pos` for its side to move, in [−1, 1].
    fn evaluate(&mut self, pos: &G, moves: &[G::Move], priors: &mut Vec<f32>) -> f32;
}

/// No network: UCT's evaluator (never asked: UCT rolls out itself), and PUCT's in a game with no
/// trained net: uniform priors, and a leaf valued by one random rollout from it (to the end, or
/// [`Params::rollout_cap`] plies, then the evaluation's sign), so that PUCT's selection rule can be
/// played and compared in every game. One type for both, so that UCT and this PUCT are one compiled
/// search per game (the wasm's size: issue 16's 1.5 MB).
pub struct UniformRollout {
    rng: SplitMix64,
    cap: u32,
    /// Leaves valued (a rollout each).
    pub calls: u64,
}

impl UniformRollout {
    /// Rollouts seeded from `params.seed` (another stream than the search's own), capped as UCT's.
    pub fn new(params: &Params) -> Self {
        UniformRollout {
            rng: SplitMix64(params.seed ^ 0x9E37_79B9_7F4A_7C15),
            cap: params.rollout_cap,
            calls: 0,
        }
    }
}

impl<G: Game> Evaluator<G> for UniformRollout {
    fn evaluate(&mut self, pos: &G, moves: &[G::Move], priors: &mut Vec<f32>) -> f32 {
        self.calls += 1;
        priors.clear();
        priors.resize(moves.len(), 1.0 / moves.len().max(1) as f32);
        let mut p = pos.clone();
        let mut buf: Vec<G::Move> = Vec::new();
        let mut plies = 0;
        while !p.is_terminal() && plies < self.cap {
            buf.clear();
            p.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let k = (self.rng.next_u64() % buf.len() as u64) as usize;
            p = p.play(buf[k]);
            plies += 1;
        }
        // MAX's sign of the end (or capped) position, as the side to move at `pos` sees it.
        let max_view = p.evaluate().signum() as f32;
        if pos.side_to_move() == Side::Max {
            max_view
        } else {
            -max_view
        }
    }
}

/// What a search counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MctsStats {
    /// Iterations completed (fewer than asked only when the trace filled up).
    pub iterations: u64,
    /// Nodes in the tree, the root included.
    pub nodes: u64,
    /// Leaves scored: rollouts (UCT) or network evaluations (PUCT), terminal nodes included.
    pub evals: u64,
    /// Moves played in rollouts, off the tree.
    pub rollout_plies: u64,
}

/// One root child after the search.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChildStat {
    /// The move's index in the game's order.
    pub move_index: u32,
    pub visits: u32,
    /// Its mean reward W / N for the side to move at the root, in [0, 1] (null when unvisited).
    pub q: Option<f64>,
    /// PUCT: the network's prior.
    pub prior: Option<f64>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MctsOutcome {
    /// The most-visited root child's move index; `None` at a terminal root.
    pub best_move: Option<u32>,
    /// The root's mean reward for MAX, in [0, 1].
    pub value: f64,
    pub children: Vec<ChildStat>,
    pub stats: MctsStats,
}

struct Node<G: Game> {
    pos: G,
    move_index: u32,
    ply: u32,
    /// The legal moves, in the game's order.
    moves: Vec<G::Move>,
    /// Child node ids; UCT adds them in the game's order, so child k is move k.
    children: Vec<u32>,
    n: u32,
    /// Total reward from the side of the player who moved into this node.
    w: f64,
    prior: f32,
    terminal: bool,
    /// PUCT: the network has scored the node and its children exist.
    evaluated: bool,
}

/// Which selection rule, and who scores a new leaf.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rule {
    Uct,
    Puct,
}

struct Search<'e, G: Game, T: Tracer, E: Evaluator<G>> {
    nodes: Vec<Node<G>>,
    tracer: T,
    eval: &'e mut E,
    rule: Rule,
    params: Params,
    rng: SplitMix64,
    stats: MctsStats,
    moves: Vec<G::Move>,
    priors: Vec<f32>,
    path: Vec<u32>,
}

/// UCT from `pos`: random rollouts, `params.exploration` as c.
pub fn uct<G: Game, T: Tracer>(pos: &G, params: &Params, tracer: T) -> (MctsOutcome, T) {
    run(
        pos,
        params,
        &mut UniformRollout::new(params),
        Rule::Uct,
        tracer,
    )
}

/// PUCT from `pos` with `eval`'s priors and values, `params.exploration` as c_puct.
///
/// The root is scored before the first iteration (iteration 0 in the trace), so that the visits
/// of the root's children add up to the iterations, as in UCT. A parent's N counts the visit that
/// scored it, so √N_parent ≥ 1 whenever its children are compared: no offset is needed, and an
/// unvisited child's Q is taken as ½ (a draw; AlphaZero's Q = 0 on its [−1, 1] scale).
pub fn puct<G: Game, T: Tracer, E: Evaluator<G>>(
    pos: &G,
    params: &Params,
    eval: &mut E,
    tracer: T,
) -> (MctsOutcome, T) {
    run(pos, params, eval, Rule::Puct, tracer)
}

fn run<G: Game, T: Tracer, E: Evaluator<G>>(
    pos: &G,
    params: &Params,
    eval: &mut E,
    rule: Rule,
    tracer: T,
) -> (MctsOutcome, T) {
    let mut s = Search {
        nodes: Vec::new(),
        tracer,
        eval,
        rule,
        params: *params,
        rng: SplitMix64(params.seed),
        stats: MctsStats::default(),
        moves: Vec::new(),
        priors: Vec::new(),
        path: Vec::new(),
    };
    s.add_node(pos.clone(), NO_PARENT, 0, 0, 0.0);
    if rule == Rule::Puct && !s.nodes[0].terminal {
        s.tracer.event(EventKind::McIteration, 0, 0, 0, 0);
        s.path.clear();
        s.path.push(0);
        let r = s.expand_and_score(0);
        s.backpropagate(r);
        if s.params.root_noise > 0.0 {
            s.add_root_noise();
        }
    }
    for it in 1..=params.iterations {
        if s.nodes[0].terminal || (T::ENABLED && s.tracer.full()) {
            break;
        }
        s.iterate(it);
        if T::ENABLED && s.tracer.full() {
            break;
        }
        s.stats.iterations += 1;
    }
    let outcome = s.outcome();
    (outcome, s.tracer)
}

impl<G: Game, T: Tracer, E: Evaluator<G>> Search<'_, G, T, E> {
    /// Adds a node to the tree and records it (its Enter event makes its row in the node table).
    fn add_node(&mut self, pos: G, parent: u32, move_index: u32, ply: u32, prior: f32) -> u32 {
        let id = self.nodes.len() as u32;
        let terminal = pos.is_terminal();
        let mut moves = Vec::new();
        if !terminal {
            pos.legal_moves(&mut moves);
        }
        // A position with no legal moves that the game does not call over is over all the same.
        let terminal = terminal || moves.is_empty();
        if T::ENABLED {
            self.tracer.enter(
                id,
                parent,
                move_index,
                ply,
                0,
                pos.side_to_move(),
                0,
                -INF,
                INF,
            );
            let p = if self.rule == Rule::Puct && parent != NO_PARENT {
                fixed(prior as f64)
            } else {
                -1
            };
            self.tracer.event(
                EventKind::McExpand,
                id,
                p,
                terminal as i32,
                moves.len() as i32,
            );
        }
        self.nodes.push(Node {
            pos,
            move_index,
            ply,
            moves,
            children: Vec::new(),
            n: 0,
            w: 0.0,
            prior,
            terminal,
            evaluated: false,
        });
        self.stats.nodes += 1;
        id
    }

    /// One iteration: selection, expansion, simulation, backpropagation.
    fn iterate(&mut self, it: u32) {
        if T::ENABLED {
            self.tracer
                .event(EventKind::McIteration, 0, it as i32, 0, 0);
        }
        // Step 1. Selection: down while the node is fully expanded (UCT) or scored (PUCT).
        self.path.clear();
        let mut cur = 0u32;
        self.path.push(cur);
        loop {
            let node = &self.nodes[cur as usize];
            let descend = !node.terminal
                && match self.rule {
                    Rule::Uct => node.children.len() == node.moves.len(),
                    Rule::Puct => node.evaluated,
                };
            if !descend {
                break;
            }
            cur = self.select(cur);
            self.path.push(cur);
        }
        // Steps 2 and 3. Expansion and simulation.
        let reward = match self.rule {
            Rule::Uct if !self.nodes[cur as usize].terminal => {
                let node = &self.nodes[cur as usize];
                let k = node.children.len();
                let (mv, ply) = (node.moves[k], node.ply + 1);
                let child = node.pos.play(mv);
                let id = self.add_node(child, cur, k as u32, ply, 0.0);
                self.nodes[cur as usize].children.push(id);
                self.path.push(id);
                self.rollout(id)
            }
            _ => self.expand_and_score(cur),
        };
        // Step 4. Backpropagation.
        self.backpropagate(reward);
    }

    /// The child of `id` with the best score; records every child's score, split in two.
    fn select(&mut self, id: u32) -> u32 {
        let c = self.params.exploration;
        let parent_n = self.nodes[id as usize].n as f64;
        let ln_n = parent_n.ln();
        let mut best = (f64::NEG_INFINITY, 0u32);
        let children = std::mem::take(&mut self.nodes[id as usize].children);
        let mut terms = Vec::with_capacity(if T::ENABLED { children.len() } else { 0 });
        for &ch in &children {
            let node = &self.nodes[ch as usize];
            let n = node.n as f64;
            let (exploit, explore) = match self.rule {
                Rule::Uct => (node.w / n, c * (ln_n / n).sqrt()),
                Rule::Puct => (
                    if node.n == 0 { 0.5 } else { node.w / n },
                    c * node.prior as f64 * parent_n.sqrt() / (1.0 + n),
                ),
            };
            let score = exploit + explore;
            if score > best.0 {
                best = (score, ch);
            }
            if T::ENABLED {
                terms.push((ch, exploit, explore));
            }
        }
        self.nodes[id as usize].children = children;
        if T::ENABLED {
            for (ch, exploit, explore) in terms {
                self.tracer.event(
                    EventKind::McSelect,
                    ch,
                    fixed(exploit),
                    fixed(explore),
                    (ch == best.1) as i32,
                );
            }
        }
        best.1
    }

    /// The simulation's first half, the same for both rules: counts the leaf scored and, when the
    /// game is over at `id`, records and returns its result (MAX's reward); `None` goes on to the
    /// rule's own scoring (UCT's rollout, PUCT's evaluator).
    fn score_leaf_end(&mut self, id: u32) -> Option<f64> {
        self.stats.evals += 1;
        let node = &self.nodes[id as usize];
        if !node.terminal {
            return None;
        }
        let r = self.params.reward.of(node.pos.evaluate());
        if T::ENABLED {
            self.tracer
                .event(EventKind::McResult, id, fixed(r), 0, ScoredBy::End as i32);
        }
        Some(r)
    }

    /// Random moves from `id` to the end of the game (or the rollout cap): MAX's reward.
    fn rollout(&mut self, id: u32) -> f64 {
        if let Some(r) = self.score_leaf_end(id) {
            return r;
        }
        let mut pos = self.nodes[id as usize].pos.clone();
        let mut plies = 0u32;
        let how = loop {
            if pos.is_terminal() {
                break ScoredBy::End;
            }
            if plies >= self.params.rollout_cap {
                break ScoredBy::Cap;
            }
            self.moves.clear();
            pos.legal_moves(&mut self.moves);
            if self.moves.is_empty() {
                break ScoredBy::End;
            }
            let k = (self.rng.next_u64() % self.moves.len() as u64) as usize;
            plies += 1;
            if T::ENABLED {
                self.tracer.event(
                    EventKind::McRollout,
                    id,
                    plies as i32,
                    k as i32,
                    self.moves.len() as i32,
                );
            }
            pos = pos.play(self.moves[k]);
        };
        self.stats.rollout_plies += plies as u64;
        let r = self.params.reward.of(pos.evaluate());
        if T::ENABLED {
            self.tracer
                .event(EventKind::McResult, id, fixed(r), plies as i32, how as i32);
        }
        r
    }

    /// PUCT's expansion and simulation at once: the network scores `id` and its children are made
    /// with their priors. A terminal node scores its result. Returns MAX's reward.
    fn expand_and_score(&mut self, id: u32) -> f64 {
        if let Some(r) = self.score_leaf_end(id) {
            return r;
        }
        let node = &self.nodes[id as usize];
        let pos = node.pos.clone();
        self.moves.clone_from(&node.moves);
        let v = self.eval.evaluate(&pos, &self.moves, &mut self.priors) as f64;
        let side = pos.side_to_move();
        let mover_reward = (v.clamp(-1.0, 1.0) + 1.0) / 2.0;
        let r = if side == Side::Max {
            mover_reward
        } else {
            1.0 - mover_reward
        };
        let ply = self.nodes[id as usize].ply + 1;
        let moves = std::mem::take(&mut self.moves);
        let priors = std::mem::take(&mut self.priors);
        for (k, &mv) in moves.iter().enumerate() {
            let child = self.add_node(
                pos.play(mv),
                id,
                k as u32,
                ply,
                priors.get(k).copied().unwrap_or(0.0),
            );
            self.nodes[id as usize].children.push(child);
        }
        self.moves = moves;
        self.priors = priors;
        self.nodes[id as usize].evaluated = true;
        if T::ENABLED {
            self.tracer.event(
                EventKind::McResult,
                id,
                fixed(r),
                0,
                ScoredBy::Network as i32,
            );
        }
        r
    }

    /// Self-play's exploration: the root's priors mixed with a Dirichlet(1) sample (normalised
    /// exponentials), `P ← (1 − ε)·P + ε·η`.
    fn add_root_noise(&mut self) {
        let eps = self.params.root_noise;
        let children = self.nodes[0].children.clone();
        let etas: Vec<f64> = children
            .iter()
            .map(|_| -(((self.rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64).ln())
            .collect();
        let sum: f64 = etas.iter().sum();
        for (&ch, eta) in children.iter().zip(etas) {
            let p = &mut self.nodes[ch as usize].prior;
            *p = ((1.0 - eps) * *p as f64 + eps * eta / sum) as f32;
        }
    }

    /// Adds MAX's reward `r` to every node on the path, leaf first, each from its mover's side.
    fn backpropagate(&mut self, r: f64) {
        for k in (0..self.path.len()).rev() {
            let id = self.path[k];
            let node = &mut self.nodes[id as usize];
            let mover = node.pos.side_to_move().other();
            let add = if mover == Side::Max { r } else { 1.0 - r };
            node.n += 1;
            node.w += add;
            if T::ENABLED {
                let (n, w) = (node.n, node.w);
                self.tracer
                    .event(EventKind::McBackup, id, n as i32, fixed(w), fixed(add));
            }
        }
    }

    fn outcome(&mut self) -> MctsOutcome {
        let root = &self.nodes[0];
        let children: Vec<ChildStat> = root
            .children
            .iter()
            .map(|&ch| {
                let c = &self.nodes[ch as usize];
                ChildStat {
                    move_index: c.move_index,
                    visits: c.n,
                    q: (c.n > 0).then(|| c.w / c.n as f64),
                    prior: (self.rule == Rule::Puct).then_some(c.prior as f64),
                }
            })
            .collect();
        let best = children
            .iter()
            .filter(|c| c.visits > 0)
            .fold(None::<&ChildStat>, |b, c| match b {
                Some(b) if (b.visits, b.q.unwrap_or(0.0)) >= (c.visits, c.q.unwrap_or(0.0)) => {
                    Some(b)
                }
                _ => Some(c),
            })
            .map(|c| c.move_index);
        let value = if root.n == 0 {
            self.params.reward.of(root.pos.evaluate())
        } else {
            let mover_mean = root.w / root.n as f64;
            if root.pos.side_to_move() == Side::Max {
                1.0 - mover_mean
            } else {
                mover_mean
            }
        };
        if T::ENABLED {
            if let Some(b) = best {
                let ch = root.children[b as usize];
                self.tracer.event(
                    EventKind::McBest,
                    0,
                    ch as i32,
                    b as i32,
                    self.nodes[ch as usize].n as i32,
                );
            }
        }
        MctsOutcome {
            best_move: best,
            value,
            children,
            stats: self.stats,
        }
    }
}

/// What the CLI and the page ask for: MCTS on a game chosen at run time.
impl crate::game::AnyGame {
    /// MCTS's reward for this game: trees by their leaf range, games by the evaluation's sign.
    pub fn mcts_reward(&self) -> Reward {
        match self {
            crate::game::AnyGame::Tree(t) => {
                let leaves = t
                    .tree
                    .nodes
                    .iter()
                    .filter(|n| n.is_leaf())
                    .map(|n| n.value.unwrap_or(0));
                let (min, max) =
                    leaves.fold((i32::MAX, i32::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
                Reward::Range { min, max }
            }
            _ => Reward::Sign,
        }
    }

    /// UCT (`net` = `None`) or PUCT with `net` from this position; `params.reward` is set from the game.
    ///
    /// # Errors
    /// Iterations outside 1..=[`MAX_ITERATIONS`] (`mcts.iterations`), an exploration constant that is
    /// not a number ≥ 0 (`mcts.exploration`), PUCT on a game without an input encoding
    /// (`puct.game`), or a net trained for another game or size (`net.game`).
    pub fn mcts<T: Tracer>(
        &self,
        params: &Params,
        net: Option<&crate::nn::Net>,
        tracer: T,
    ) -> Result<(MctsOutcome, T), crate::error::Error> {
        check_params(params, MAX_ITERATIONS)?;
        let params = Params {
            reward: self.mcts_reward(),
            ..*params
        };
        match net {
            None => Ok(self.without_net(&params, Rule::Uct, tracer)),
            Some(net) => {
                /// PUCT with the net's priors and values, on the position in its own type.
                struct WithNet<'a, T> {
                    params: &'a Params,
                    net: &'a crate::nn::Net,
                    tracer: T,
                }
                impl<T: Tracer> crate::game::encode::OnEncoded for WithNet<'_, T> {
                    type Output = Result<(MctsOutcome, T), crate::error::Error>;
                    fn on<G: crate::game::encode::Encode + crate::game::GameDef>(
                        self,
                        pos: &G,
                    ) -> Self::Output {
                        self.net.check_game(pos)?;
                        Ok(puct(
                            pos,
                            self.params,
                            &mut crate::nn::NetEval::new(self.net),
                            self.tracer,
                        ))
                    }
                }
                self.with_encoding(WithNet {
                    params: &params,
                    net,
                    tracer,
                })?
            }
        }
    }

    /// PUCT with uniform priors and rollout values ([`UniformRollout`]): the AlphaZero-style player
    /// of a game without a trained net. `params.reward` is set from the game.
    ///
    /// # Errors
    /// As [`AnyGame::mcts`] for the parameters.
    pub fn puct_uniform<T: Tracer>(
        &self,
        params: &Params,
        tracer: T,
    ) -> Result<(MctsOutcome, T), crate::error::Error> {
        check_params(params, MAX_ITERATIONS)?;
        let params = Params {
            reward: self.mcts_reward(),
            ..*params
        };
        Ok(self.without_net(&params, Rule::Puct, tracer))
    }

    /// UCT or PUCT with [`UniformRollout`] on this game: one dispatch, one compiled search per game
    /// and tracer for both rules.
    fn without_net<T: Tracer>(&self, params: &Params, rule: Rule, tracer: T) -> (MctsOutcome, T) {
        crate::game::registry::with_game!(self, g => run(g, params, &mut UniformRollout::new(params), rule, tracer))
    }

    /// The root moves that keep the position's true result (a win stays a win, a draw a draw; from a
    /// lost position every move), where the core knows perfect play: by the solution table where the
    /// game gives one ([`crate::game::GameDef::perfect_play`]: tic-tac-toe, Connect Four's small
    /// boards), and in every game whose positions know their true outcome
    /// (Dodgem, Nim). `None` elsewhere.
    pub fn perfect_moves(&self) -> Option<Vec<u32>> {
        if let Some(perfect) = self.perfect_play() {
            return perfect.keeping;
        }
        crate::game::registry::with_game!(self, g => perfect_by_outcome(g))
    }

    /// [`AnyGame::mcts`] into a fresh [`crate::trace::Recorder`] of `event_cap` events.
    ///
    /// # Errors
    /// Those of [`AnyGame::mcts`], and more than [`MAX_TRACED_ITERATIONS`] (`mcts.iterations`).
    pub fn mcts_traced(
        &self,
        params: &Params,
        net: Option<&crate::nn::Net>,
        event_cap: usize,
    ) -> Result<(MctsOutcome, crate::trace::Recorder), crate::error::Error> {
        check_params(params, MAX_TRACED_ITERATIONS)?;
        self.mcts(params, net, crate::trace::Recorder::new(event_cap))
    }

    /// [`AnyGame::puct_uniform`] into a fresh [`crate::trace::Recorder`] of `event_cap` events: the
    /// page's game against PUCT where no net is trained shows this search beside the board.
    ///
    /// # Errors
    /// Those of [`AnyGame::puct_uniform`], and more than [`MAX_TRACED_ITERATIONS`] (`mcts.iterations`).
    pub fn puct_uniform_traced(
        &self,
        params: &Params,
        event_cap: usize,
    ) -> Result<(MctsOutcome, crate::trace::Recorder), crate::error::Error> {
        check_params(params, MAX_TRACED_ITERATIONS)?;
        self.puct_uniform(params, crate::trace::Recorder::new(event_cap))
    }
}

/// True when `trace` is an MCTS search's (its root's expansion comes right after the root's entry):
/// its nodes are added by expansion and never left, so they are named by their parents.
pub fn is_mcts_trace(trace: &crate::trace::Recorder) -> bool {
    trace.len() > 1 && trace.kind(1) == EventKind::McExpand as u8
}

/// The root moves keeping `pos`'s true result, judged by [`Game::true_outcome`] of the root and of
/// each child (the child's outcome is its mover's, the root's opponent's); `None` when unknown.
fn perfect_by_outcome<G: crate::game::GameDef>(pos: &G) -> Option<Vec<u32>> {
    use crate::game::solve::Outcome;
    let (root, _) = pos.true_outcome()?;
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut keep = Vec::new();
    for (k, &mv) in moves.iter().enumerate() {
        let child = pos.play(mv);
        let for_me = if child.is_terminal() {
            // The game's end: MAX's sign, as the root's side to move sees it.
            match child.evaluate().signum() * pos.side_to_move().sign() {
                1 => Outcome::Win,
                -1 => Outcome::Loss,
                _ => Outcome::Draw,
            }
        } else {
            let (o, _) = child.true_outcome()?;
            if child.side_to_move() == pos.side_to_move() {
                o
            } else {
                match o {
                    Outcome::Win => Outcome::Loss,
                    Outcome::Loss => Outcome::Win,
                    Outcome::Draw => Outcome::Draw,
                }
            }
        };
        if for_me == root {
            keep.push(k as u32);
        }
    }
    Some(keep)
}

/// The moves of every rollout in an MCTS trace, named: for each node that was rolled out from, its
/// rollout's first `max` move names (the trace keeps each ply's move index in the legal moves
/// there), replayed from the node's position; empty for the others.
pub fn rollout_names<G: Game>(
    root: &G,
    trace: &crate::trace::Recorder,
    max: usize,
) -> Vec<Vec<String>> {
    let n = trace.node_count();
    let mut out = vec![Vec::new(); n];
    let positions = node_positions(root, trace, |_, _, _| {});
    let mut moves = Vec::new();
    let mut cur: Option<(u32, G)> = None;
    for e in 0..trace.len() {
        if trace.kind(e) != EventKind::McRollout as u8 {
            cur = None;
            continue;
        }
        let v = trace.node(e);
        if cur.as_ref().map(|c| c.0) != Some(v) {
            cur = positions.get(v as usize).cloned().flatten().map(|p| (v, p));
        }
        let Some((_, pos)) = cur.as_mut() else {
            continue;
        };
        moves.clear();
        pos.legal_moves(&mut moves);
        let k = trace.b(e) as usize;
        let Some(&mv) = moves.get(k) else {
            cur = None;
            continue;
        };
        let list = &mut out[v as usize];
        if list.len() < max {
            list.push(pos.move_name(mv));
        }
        *pos = pos.play(mv);
    }
    out
}

/// The name of the move into every node of an MCTS trace ("" for the root), each node's position
/// played from its parent's (parents are added before their children).
pub fn node_names<G: Game>(root: &G, trace: &crate::trace::Recorder) -> Vec<String> {
    let mut names = vec![String::new(); trace.node_count()];
    node_positions(root, trace, |v, p, mv| names[v] = p.move_name(mv));
    names
}

/// The position of every node of an MCTS trace (None where its move cannot be replayed), each
/// played from its parent's (parents are added before their children); `on_move(v, parent's
/// position, move)` sees each move played.
fn node_positions<G: Game>(
    root: &G,
    trace: &crate::trace::Recorder,
    mut on_move: impl FnMut(usize, &G, G::Move),
) -> Vec<Option<G>> {
    let n = trace.node_count();
    let mut positions: Vec<Option<G>> = Vec::with_capacity(n);
    let mut moves = Vec::new();
    for v in 0..n {
        let parent = trace.parent(v);
        let pos = if parent == NO_PARENT {
            Some(root.clone())
        } else {
            positions
                .get(parent as usize)
                .and_then(|p| p.as_ref())
                .and_then(|p| {
                    moves.clear();
                    p.legal_moves(&mut moves);
                    moves.get(trace.move_index(v) as usize).map(|&mv| {
                        on_move(v, p, mv);
                        p.play(mv)
                    })
                })
        };
        positions.push(pos);
    }
    positions
}

fn check_params(params: &Params, max: u32) -> Result<(), crate::error::Error> {
    if params.iterations == 0 || params.iterations > max {
        return Err(err!(
            "mcts.iterations",
            "MCTS takes 1 to {max} iterations, not {n}",
            max = crate::error::Param::Grouped(max as i64),
            n = params.iterations
        ));
    }
    if !(params.exploration.is_finite() && params.exploration >= 0.0) {
        return Err(err!(
            "mcts.exploration",
            "the exploration constant must be a number of at least 0, not {c}",
            c = params.exploration
        ));
    }
    Ok(())
}
