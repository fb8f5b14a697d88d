//! A small policy/value network for PUCT: a multilayer perceptron with tanh hidden layers, a
//! policy head (softmax over the legal moves) and a value head (tanh), trained by Adam on
//! AlphaZero's loss `(z − v)² − π·log p` (plus a little L2).
//!
//! Hand-written, no dependency: the nets are tiny (tic-tac-toe: 18 inputs, one hidden layer of 64,
//! about 1,900 weights), so a linear-algebra or autodiff crate would add far more to the wasm than
//! the hundred lines it saves, would train no faster at this size, and its numbers could change
//! with its version; here every operation is plain f64 in a fixed order, so a seed gives the same
//! net on every machine, and the gradients are checked against finite differences in the tests.
// CITE: Kingma & Ba 2015, "Adam: a method for stochastic optimization"; Glorot & Bengio 2010
// for the initial weights' range; the loss of Silver et al. 2018 (AlphaZero).

// The encoding is the game's (each game's module implements it); re-exported for the net's users.
use crate::error::Error;
pub use crate::game::encode::Encode;
use crate::rng::SplitMix64;
use crate::search::mcts::Evaluator;

/// The net file's format name and version: a file of another version is refused, not guessed at.
pub const FORMAT: &str = "cutoff-net";
pub const VERSION: u32 = 1;

/// One training example: the inputs, which outputs are legal moves, the target policy π (visit
/// counts, normalised, over the legal moves) and the result z for the side to move (−1, 0, 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub x: Vec<f64>,
    pub legal: Vec<bool>,
    pub pi: Vec<f64>,
    pub z: f64,
}

/// The network: layer sizes and one flat vector of parameters (each layer's weights, row by row,
/// then its biases; the trunk's layers, then the policy head, then the value head).
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub format: String,
    pub version: u32,
    /// The game kind it was trained for, and the board size where the game has sizes.
    pub game: String,
    pub size: Option<String>,
    pub inputs: usize,
    pub hidden: Vec<usize>,
    pub outputs: usize,
    pub params: Vec<f64>,
}

/// The file's fields: [`Net`]'s with the parameters as hexadecimal bit patterns.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NetFile {
    format: String,
    version: u32,
    game: String,
    size: Option<String>,
    inputs: usize,
    hidden: Vec<usize>,
    outputs: usize,
    weights: String,
}

/// What the forward pass keeps for the backward pass.
struct Cache {
    /// Each layer's input: the net's input, then each hidden layer's activation.
    acts: Vec<Vec<f64>>,
    probs: Vec<f64>,
    value: f64,
}

impl Net {
    /// A net with Glorot-uniform weights from `seed` and zero biases.
    pub fn new(
        game: &str,
        size: Option<String>,
        inputs: usize,
        hidden: &[usize],
        outputs: usize,
        seed: u64,
    ) -> Net {
        let mut net = Net {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            size,
            inputs,
            hidden: hidden.to_vec(),
            outputs,
            params: Vec::new(),
        };
        let mut rng = SplitMix64(seed);
        for (i, o) in net.layers() {
            let r = (6.0 / (i + o) as f64).sqrt();
            for _ in 0..i * o {
                let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                net.params.push((2.0 * u - 1.0) * r);
            }
            net.params.extend(std::iter::repeat_n(0.0, o));
        }
        net
    }

    /// A fresh net for `pos`'s game with `hidden` layers.
    pub fn for_game<G: Encode>(pos: &G, hidden: &[usize], seed: u64) -> Net {
        let (kind, size) = pos.net_game();
        let (i, o) = pos.net_shape();
        Net::new(kind, size, i, hidden, o, seed)
    }

    /// (inputs, outputs) of every layer in parameter order: trunk, policy head, value head.
    fn layers(&self) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        let mut prev = self.inputs;
        for &h in &self.hidden {
            v.push((prev, h));
            prev = h;
        }
        v.push((prev, self.outputs));
        v.push((prev, 1));
        v
    }

    /// How many parameters the layer sizes call for.
    pub fn param_count(&self) -> usize {
        self.layers().iter().map(|(i, o)| i * o + o).sum()
    }

    /// `y = W x + b` for the layer whose parameters start at `at`.
    fn dense(&self, at: usize, i: usize, o: usize, x: &[f64]) -> Vec<f64> {
        let (w, b) = self.params[at..at + i * o + o].split_at(i * o);
        (0..o)
            .map(|r| {
                b[r] + w[r * i..(r + 1) * i]
                    .iter()
                    .zip(x)
                    .map(|(a, b)| a * b)
                    .sum::<f64>()
            })
            .collect()
    }

    fn forward_cache(&self, x: &[f64], legal: &[bool]) -> Cache {
        let layers = self.layers();
        let mut acts = vec![x.to_vec()];
        let mut at = 0;
        for &(i, o) in &layers[..self.hidden.len()] {
            let h: Vec<f64> = self
                .dense(at, i, o, acts.last().unwrap())
                .into_iter()
                .map(f64::tanh)
                .collect();
            acts.push(h);
            at += i * o + o;
        }
        let (pi, po) = layers[self.hidden.len()];
        let logits = self.dense(at, pi, po, acts.last().unwrap());
        at += pi * po + po;
        let value = self.dense(at, pi, 1, acts.last().unwrap())[0].tanh();
        // Softmax over the legal outputs only; the others get probability 0.
        let max = logits
            .iter()
            .zip(legal)
            .filter(|(_, &l)| l)
            .map(|(&z, _)| z)
            .fold(f64::NEG_INFINITY, f64::max);
        let mut probs: Vec<f64> = logits
            .iter()
            .zip(legal)
            .map(|(&z, &l)| if l { (z - max).exp() } else { 0.0 })
            .collect();
        let sum: f64 = probs.iter().sum();
        if sum > 0.0 {
            probs.iter_mut().for_each(|p| *p /= sum);
        }
        Cache { acts, probs, value }
    }

    /// The policy (0 on illegal outputs) and the value for the side to move, in [−1, 1].
    pub fn forward(&self, x: &[f64], legal: &[bool]) -> (Vec<f64>, f64) {
        let c = self.forward_cache(x, legal);
        (c.probs, c.value)
    }

    /// The sample's loss without regularisation: `(z − v)² − Σ π log p`.
    pub fn loss(&self, s: &Sample) -> f64 {
        let c = self.forward_cache(&s.x, &s.legal);
        let ce: f64 =
            s.pi.iter()
                .zip(&c.probs)
                .filter(|(&t, _)| t > 0.0)
                .map(|(&t, &p)| -t * p.max(1e-300).ln())
                .sum();
        (s.z - c.value).powi(2) + ce
    }

    /// Adds the gradient of [`Net::loss`] for `s` into `grad` (same layout as `params`); returns the loss.
    pub fn backward(&self, s: &Sample, grad: &mut [f64]) -> f64 {
        let c = self.forward_cache(&s.x, &s.legal);
        let layers = self.layers();
        let nh = self.hidden.len();
        let starts: Vec<usize> = layers
            .iter()
            .scan(0, |at, &(i, o)| {
                let s = *at;
                *at += i * o + o;
                Some(s)
            })
            .collect();
        let top = c.acts.last().unwrap();
        // Heads. Policy: dL/dlogit = p − π on legal outputs (π sums to 1 there). Value: tanh.
        let dlogit: Vec<f64> = (0..self.outputs)
            .map(|k| {
                if s.legal[k] {
                    c.probs[k] - s.pi[k]
                } else {
                    0.0
                }
            })
            .collect();
        let dv = -2.0 * (s.z - c.value) * (1.0 - c.value * c.value);
        let mut dtop = vec![0.0; top.len()];
        for (layer, d) in [(nh, dlogit), (nh + 1, vec![dv])] {
            let (i, o) = layers[layer];
            let at = starts[layer];
            for r in 0..o {
                for k in 0..i {
                    grad[at + r * i + k] += d[r] * top[k];
                    dtop[k] += d[r] * self.params[at + r * i + k];
                }
                grad[at + i * o + r] += d[r];
            }
        }
        // Trunk, top down: through tanh, then the layer.
        let mut dact = dtop;
        for layer in (0..nh).rev() {
            let (i, o) = layers[layer];
            let at = starts[layer];
            let out = &c.acts[layer + 1];
            let input = &c.acts[layer];
            let dz: Vec<f64> = (0..o).map(|r| dact[r] * (1.0 - out[r] * out[r])).collect();
            let mut dinput = vec![0.0; i];
            for r in 0..o {
                for k in 0..i {
                    grad[at + r * i + k] += dz[r] * input[k];
                    dinput[k] += dz[r] * self.params[at + r * i + k];
                }
                grad[at + i * o + r] += dz[r];
            }
            dact = dinput;
        }
        let ce: f64 =
            s.pi.iter()
                .zip(&c.probs)
                .filter(|(&t, _)| t > 0.0)
                .map(|(&t, &p)| -t * p.max(1e-300).ln())
                .sum();
        (s.z - c.value).powi(2) + ce
    }

    /// The net as its file: JSON with the format, version, game and sizes, and the parameters as
    /// one string of hexadecimal IEEE-754 bit patterns, 16 digits each, so that a net reads back
    /// bit for bit (decimal JSON numbers do not round-trip every f64 through serde_json).
    pub fn to_json(&self) -> String {
        let weights: String = self
            .params
            .iter()
            .map(|p| format!("{:016x}", p.to_bits()))
            .collect();
        let file = NetFile {
            format: self.format.clone(),
            version: self.version,
            game: self.game.clone(),
            size: self.size.clone(),
            inputs: self.inputs,
            hidden: self.hidden.clone(),
            outputs: self.outputs,
            weights,
        };
        serde_json::to_string(&file).expect("a net serialises")
    }

    /// A net from its file.
    ///
    /// # Errors
    /// Not JSON of a net (`net.file`, with serde's words and place), another format or version
    /// (`net.version`), or parameters that do not fit the sizes (`net.shape`).
    pub fn from_json(text: &str) -> Result<Net, Error> {
        let bad =
            |detail: String| err!("net.file", "not a network file: {detail}", detail = detail);
        let v: serde_json::Value = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        if v.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(bad(format!("its \"format\" is not \"{FORMAT}\"")));
        }
        let version = v.get("version").and_then(|f| f.as_u64()).unwrap_or(0);
        if version != VERSION as u64 {
            return Err(err!("net.version", "the network file is of version {found}; this version of the tool reads version {want}", found = version, want = VERSION));
        }
        let f: NetFile = serde_json::from_value(v).map_err(|e| bad(e.to_string()))?;
        if !f.weights.len().is_multiple_of(16) || !f.weights.bytes().all(|b| b.is_ascii_hexdigit())
        {
            return Err(bad(
                "\"weights\" is not 16 hexadecimal digits per parameter".into(),
            ));
        }
        let params: Vec<f64> = (0..f.weights.len() / 16)
            .map(|k| {
                f64::from_bits(
                    u64::from_str_radix(&f.weights[16 * k..16 * k + 16], 16).unwrap_or(0),
                )
            })
            .collect();
        let net = Net {
            format: f.format,
            version: f.version,
            game: f.game,
            size: f.size,
            inputs: f.inputs,
            hidden: f.hidden,
            outputs: f.outputs,
            params,
        };
        let sizes_ok = net.inputs > 0
            && net.outputs > 0
            && net.inputs <= 4096
            && net.outputs <= 4096
            && net.hidden.len() <= 8
            && net.hidden.iter().all(|&h| (1..=4096).contains(&h));
        if !sizes_ok
            || net.params.len() != net.param_count()
            || net.params.iter().any(|p| !p.is_finite())
        {
            let want = if sizes_ok {
                net.param_count() as i64
            } else {
                -1
            };
            return Err(err!("net.shape", "the network's layer sizes call for {want} parameters and the file holds {found} (or some are not finite numbers)", want = want, found = net.params.len()));
        }
        Ok(net)
    }

    /// Refuses a net trained for another game or board size than `pos`'s.
    ///
    /// # Errors
    /// `net.game`, naming both.
    pub fn check_game<G: Encode>(&self, pos: &G) -> Result<(), Error> {
        let (kind, size) = pos.net_game();
        let (i, o) = pos.net_shape();
        let name = |k: &str, s: &Option<String>| match s {
            Some(s) => format!("{k} {s}"),
            None => k.to_string(),
        };
        if self.game != kind || self.size != size || self.inputs != i || self.outputs != o {
            return Err(err!(
                "net.game",
                "the network was trained for {net} and the position is {game}",
                net = name(&self.game, &self.size),
                game = name(kind, &size)
            ));
        }
        Ok(())
    }
}

/// Adam over a flat parameter vector.
#[derive(Clone, Debug)]
pub struct Adam {
    pub lr: f64,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    /// L2 weight decay added to the gradient.
    pub decay: f64,
    m: Vec<f64>,
    v: Vec<f64>,
    t: i32,
}

impl Adam {
    pub fn new(n: usize, lr: f64) -> Adam {
        Adam {
            lr,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            decay: 1e-4,
            m: vec![0.0; n],
            v: vec![0.0; n],
            t: 0,
        }
    }

    /// One step along the mean gradient `grad` (already divided by the batch size).
    pub fn step(&mut self, params: &mut [f64], grad: &[f64]) {
        self.t += 1;
        let (c1, c2) = (1.0 - self.beta1.powi(self.t), 1.0 - self.beta2.powi(self.t));
        for k in 0..params.len() {
            let g = grad[k] + self.decay * params[k];
            self.m[k] = self.beta1 * self.m[k] + (1.0 - self.beta1) * g;
            self.v[k] = self.beta2 * self.v[k] + (1.0 - self.beta2) * g * g;
            params[k] -= self.lr * (self.m[k] / c1) / ((self.v[k] / c2).sqrt() + self.eps);
        }
    }
}

/// PUCT's evaluator over a net.
pub struct NetEval<'a> {
    pub net: &'a Net,
    x: Vec<f64>,
    legal: Vec<bool>,
    /// Network evaluations made.
    pub calls: u64,
}

impl<'a> NetEval<'a> {
    pub fn new(net: &'a Net) -> Self {
        NetEval {
            net,
            x: Vec::new(),
            legal: Vec::new(),
            calls: 0,
        }
    }
}

impl<G: Encode> Evaluator<G> for NetEval<'_> {
    fn evaluate(&mut self, pos: &G, moves: &[G::Move], priors: &mut Vec<f32>) -> f32 {
        self.calls += 1;
        pos.encode(&mut self.x);
        self.legal.clear();
        self.legal.resize(self.net.outputs, false);
        for &mv in moves {
            self.legal[pos.policy_index(mv)] = true;
        }
        let (p, v) = self.net.forward(&self.x, &self.legal);
        priors.clear();
        priors.extend(moves.iter().map(|&mv| p[pos.policy_index(mv)] as f32));
        v as f32
    }
}
