//! The wire, described once: what each number of a trace means, for the page.
//!
//! A trace hands the page flat arrays of numbers (see [`super::Recorder`]): an event's kind, its
//! node and three words `a`, `b`, `c`. [`describe`] says what they hold: every [`EventKind`] with
//! the name of each word it uses and what that word holds (a value, a depth, a node, or one of the
//! wire's enums), the enums and bit sets, the sentinels, the techniques' limits and defaults, and
//! the searches the page offers with what each is (a window, negamax, Monte Carlo). The build
//! writes it to `www/wire.js` (`scripts/wire.mjs`, through the wasm export `wire()`), and
//! `www/trace.js` alone reads it; the test below fails when the file says anything else.

use super::{
    changed, node_flags, Bound, CutKind, EventKind, Probe, ScoredBy, StandPatOutcome, NO_PARENT,
    NULL_MOVE_INDEX,
};
use crate::game::{INF, MATE, MATE_BOUND};
use crate::search::engine::{
    ASPIRATION_DEFAULT, ASPIRATION_MIN, NULL_MOVE_R, NULL_MOVE_R_DEFAULT, TT_SIZE_MIN,
};
use crate::search::mcts::{
    DEFAULT_C_PUCT, DEFAULT_C_UCT, PAGE_ITERATIONS, PAGE_MAX_C, PAGE_MAX_ITERATIONS,
    PLAY_ITERATIONS, PLAY_MAX_ITERATIONS,
};
use crate::search::ordering::Reason;
use crate::search::Algorithm;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a node without a static value holds in a per-node value column (a tree's inner nodes).
pub const NO_STATIC_VALUE: i32 = i32::MIN;

/// One word of an event: which column (`a`, `b` or `c`), its name, and what it holds: `value` (a
/// score, in the event's node's point of view as the search saw it), `depth`, `node` (a node id),
/// `count`, `position` (a child's place in search order, from 0), `move` (a move index in the
/// game's order), `score` (an ordering score), `yes` (1 or 0), `fixed` (a real number times
/// [`Sentinels::fixed_scale`], rounded: MCTS's scores, rewards and W), or the name of one of [`Wire::enums`]
/// or [`Wire::bits`].
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct Field {
    pub column: &'static str,
    pub name: &'static str,
    pub holds: &'static str,
}

/// One event kind on the wire.
#[derive(Clone, Debug, Serialize)]
pub struct Kind {
    pub name: &'static str,
    pub code: u8,
    /// The kind in the trace JSON's English (a wire word, never translated).
    pub word: &'static str,
    /// The page says the kind as `event.<key>` (the steps CSV, the Find menu).
    pub key: &'static str,
    pub fields: Vec<Field>,
}

/// A least and a most (`None`: no most).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Range {
    pub min: i64,
    pub max: Option<i64>,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Sentinels {
    /// Infinity: a window nobody has narrowed ([`crate::game::INF`]).
    pub inf: i32,
    /// A mate score is `MATE - plies` ([`crate::game::MATE`]); beyond `MATE_BOUND`, a mate.
    pub mate: i32,
    pub mate_bound: i32,
    pub no_static_value: i32,
    pub no_parent: u32,
    pub null_move_index: u32,
    /// A `fixed` word is the number times this ([`crate::search::mcts::SCALE`]).
    pub fixed_scale: i32,
    /// A narrowed window column keeps ±INF … ±(INF − WINDOW_SPAN + 1) at its edge ([`super::page::WINDOW_SPAN`]).
    pub window_span: i32,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// The null-move reduction R.
    pub null_move_r: Range,
    /// The aspiration window's half-width.
    pub aspiration: Range,
    /// The transposition table's entries.
    pub tt_size: Range,
    /// MCTS's iterations on the page, and its exploration constant c.
    pub mcts_iterations: Range,
    pub mcts_c: Range,
    /// The iterations of one of UCT's or PUCT's moves in Play.
    pub play_iterations: Range,
}

/// What the page puts in a box before the user types: the techniques' and MCTS's first values.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Defaults {
    pub null_move_r: u32,
    pub aspiration: i32,
    pub mcts_iterations: u32,
    pub mcts_seed: u64,
    /// UCT's and PUCT's exploration constants when the request names none.
    pub c_uct: f64,
    pub c_puct: f64,
    pub play_iterations: u32,
}

/// A search the page offers (its Algorithm menu, in order): `name` is the request's `algorithm`;
/// `window`: it searches with an alpha-beta window; `negamax`: its values are the side to move's;
/// `monteCarlo`: it samples (iterations, c and a seed; no depth, no window).
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Search {
    pub name: &'static str,
    pub window: bool,
    pub negamax: bool,
    pub monte_carlo: bool,
}

/// The page's searches: the six of [`Algorithm`], then UCT (`mcts`) and PUCT (`puct`).
pub fn searches() -> Vec<Search> {
    let tree = Algorithm::ALL.iter().map(|&a| Search {
        name: a.name(),
        window: a.has_window(),
        negamax: a.is_negamax(),
        monte_carlo: false,
    });
    let sampled = ["mcts", "puct"].into_iter().map(|name| Search {
        name,
        window: false,
        negamax: false,
        monte_carlo: true,
    });
    tree.chain(sampled).collect()
}

/// The whole description (see the module's doc).
#[derive(Clone, Debug, Serialize)]
pub struct Wire {
    /// By code: `kinds[k].code == k`.
    pub kinds: Vec<Kind>,
    /// Enums a word holds: name → [(variant, number)].
    pub enums: BTreeMap<&'static str, Vec<(&'static str, i64)>>,
    /// Bit sets: `Changed` (a Child event's `b`) and `Flag` (the node table's flags).
    pub bits: BTreeMap<&'static str, Vec<(&'static str, i64)>>,
    pub sentinels: Sentinels,
    pub limits: Limits,
    pub defaults: Defaults,
    pub searches: Vec<Search>,
}

fn variants<T: Copy>(
    all: &[T],
    name: impl Fn(T) -> &'static str,
    code: impl Fn(T) -> i64,
) -> Vec<(&'static str, i64)> {
    all.iter().map(|&v| (name(v), code(v))).collect()
}

/// The wire's description.
pub fn describe() -> Wire {
    let kinds = EventKind::ALL
        .iter()
        .map(|&k| {
            let w = k.fields();
            let fields = [("a", w.a), ("b", w.b), ("c", w.c)]
                .into_iter()
                .filter_map(|(column, f)| {
                    f.map(|(name, holds)| Field {
                        column,
                        name,
                        holds,
                    })
                })
                .collect();
            Kind {
                name: k.name(),
                code: k as u8,
                word: w.word,
                key: w.key,
                fields,
            }
        })
        .collect();
    let mut enums = BTreeMap::new();
    enums.insert(
        "CutKind",
        variants(CutKind::ALL, CutKind::name, |v| v as i64),
    );
    enums.insert("Bound", variants(Bound::ALL, Bound::name, |v| v as i64));
    enums.insert("Probe", variants(Probe::ALL, Probe::name, |v| v as i64));
    enums.insert(
        "StandPatOutcome",
        variants(StandPatOutcome::ALL, StandPatOutcome::name, |v| v as i64),
    );
    enums.insert("Reason", variants(Reason::ALL, Reason::name, |v| v as i64));
    enums.insert(
        "ScoredBy",
        variants(ScoredBy::ALL, ScoredBy::name, |v| v as i64),
    );
    let mut bits = BTreeMap::new();
    bits.insert(
        "Changed",
        vec![
            ("BEST", changed::BEST as i64),
            ("ALPHA", changed::ALPHA as i64),
            ("BETA", changed::BETA as i64),
        ],
    );
    use node_flags::*;
    let flags = [
        ("MIN", MIN),
        ("QUIESCENCE", QUIESCENCE),
        ("NULL_MOVE", NULL_MOVE),
        ("ZERO_WINDOW", ZERO_WINDOW),
        ("RE_SEARCH", RE_SEARCH),
        ("DRIVER", DRIVER),
    ];
    bits.insert("Flag", flags.iter().map(|&(n, b)| (n, b as i64)).collect());
    Wire {
        kinds,
        enums,
        bits,
        sentinels: Sentinels {
            inf: INF,
            mate: MATE,
            mate_bound: MATE_BOUND,
            no_static_value: NO_STATIC_VALUE,
            no_parent: NO_PARENT,
            null_move_index: NULL_MOVE_INDEX,
            fixed_scale: crate::search::mcts::SCALE as i32,
            window_span: super::page::WINDOW_SPAN,
        },
        limits: Limits {
            null_move_r: Range {
                min: NULL_MOVE_R.0 as i64,
                max: Some(NULL_MOVE_R.1 as i64),
            },
            aspiration: Range {
                min: ASPIRATION_MIN as i64,
                max: None,
            },
            tt_size: Range {
                min: TT_SIZE_MIN as i64,
                max: None,
            },
            mcts_iterations: Range {
                min: 1,
                max: Some(PAGE_MAX_ITERATIONS as i64),
            },
            mcts_c: Range {
                min: 0,
                max: Some(PAGE_MAX_C as i64),
            },
            play_iterations: Range {
                min: 1,
                max: Some(PLAY_MAX_ITERATIONS as i64),
            },
        },
        defaults: Defaults {
            null_move_r: NULL_MOVE_R_DEFAULT,
            aspiration: ASPIRATION_DEFAULT,
            mcts_iterations: PAGE_ITERATIONS,
            mcts_seed: crate::search::mcts::Params::default().seed,
            c_uct: DEFAULT_C_UCT,
            c_puct: DEFAULT_C_PUCT,
            play_iterations: PLAY_ITERATIONS,
        },
        searches: searches(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_kind_is_described_by_its_number_and_reads_back_from_it() {
        let w = describe();
        assert_eq!(w.kinds.len(), EventKind::ALL.len());
        for (i, k) in w.kinds.iter().enumerate() {
            assert_eq!(k.code as usize, i, "{} is described out of order", k.name);
            let kind = EventKind::from_u8(k.code).expect("a described kind reads back");
            assert_eq!(kind as u8, k.code);
            assert_eq!(kind.name(), k.name);
        }
        // No number past the last kind reads as one.
        assert!((EventKind::ALL.len() as u16..=255).all(|k| EventKind::from_u8(k as u8).is_none()));
    }

    #[test]
    fn every_enum_reads_back_from_its_numbers() {
        fn check<T: Copy + PartialEq + std::fmt::Debug>(
            all: &[T],
            from: fn(u8) -> Option<T>,
            code: fn(T) -> i64,
        ) {
            for (i, &v) in all.iter().enumerate() {
                assert_eq!(code(v), i as i64, "{v:?} is numbered in order from 0");
                assert_eq!(from(i as u8), Some(v));
            }
            assert_eq!(from(all.len() as u8), None);
        }
        check(CutKind::ALL, CutKind::from_u8, |v| v as i64);
        check(Bound::ALL, Bound::from_u8, |v| v as i64);
        check(Probe::ALL, Probe::from_u8, |v| v as i64);
        check(StandPatOutcome::ALL, StandPatOutcome::from_u8, |v| v as i64);
        check(Reason::ALL, Reason::from_u8, |v| v as i64);
        check(ScoredBy::ALL, ScoredBy::from_u8, |v| v as i64);
    }

    #[test]
    fn an_events_word_reads_as_the_variant_of_its_number_and_no_other_number_does() {
        for &v in Bound::ALL {
            assert_eq!(Bound::from_word(v as i32), Some(v));
        }
        for w in [
            -1,
            CutKind::ALL.len() as i32,
            256,
            256 + CutKind::Beta as i32,
            i32::MIN,
            i32::MAX,
        ] {
            assert_eq!(CutKind::from_word(w), None, "{w}");
        }
    }

    #[test]
    fn every_field_holds_a_thing_the_description_names() {
        let w = describe();
        let basic = [
            "value", "depth", "node", "count", "position", "move", "score", "yes", "fixed",
        ];
        for k in &w.kinds {
            let mut names: Vec<&str> = k.fields.iter().map(|f| f.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(
                names.len(),
                k.fields.len(),
                "{}: two fields of one name",
                k.name
            );
            for f in &k.fields {
                assert!(
                    basic.contains(&f.holds)
                        || w.enums.contains_key(f.holds)
                        || w.bits.contains_key(f.holds),
                    "{}.{} holds {}, which the description does not name",
                    k.name,
                    f.name,
                    f.holds
                );
                assert!(
                    !["kind", "node", "name", "code"].contains(&f.name),
                    "{}.{}: a name decodeEvent gives already",
                    k.name,
                    f.name
                );
            }
        }
        let mut keys: Vec<&str> = w.kinds.iter().map(|k| k.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), w.kinds.len(), "two kinds share an event.* key");
        for (name, bits) in &w.bits {
            let all = bits.iter().fold(0, |acc, &(_, b)| {
                assert!(b.count_ones() == 1 && acc & b == 0, "{name}: each bit once");
                acc | b
            });
            assert!(all > 0);
        }
    }

    /// The page reads the wire from `www/wire.js`, which the build writes from the wasm export
    /// `wire()`: the file says what the core says, or this fails.
    #[test]
    fn the_pages_wire_module_says_what_the_core_says() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../www/wire.js");
        let text =
            std::fs::read_to_string(path).expect("www/wire.js (written by node scripts/wire.mjs)");
        let json = &text[text.find('{').expect("an object")..=text.rfind('}').expect("an object")];
        let page: serde_json::Value =
            serde_json::from_str(json).expect("www/wire.js holds JSON after `export const wire =`");
        let core = serde_json::to_value(describe()).unwrap();
        assert!(same(&page, &core), "www/wire.js is not the core's wire: run `node scripts/build.mjs` (or `node scripts/wire.mjs` after it) to write it again");
    }

    /// JSON equality with numbers compared by value: JavaScript writes the core's 1.0 (c_PUCT) as 1.
    fn same(a: &serde_json::Value, b: &serde_json::Value) -> bool {
        use serde_json::Value::{Array, Number, Object};
        match (a, b) {
            (Number(x), Number(y)) => x.as_f64() == y.as_f64(),
            (Array(x), Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(x, y)),
            (Object(x), Object(y)) => {
                x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
            }
            _ => a == b,
        }
    }
}
