//! The tree text format: what it accepts, and a message with line and column for what it does not.

mod common;

use cutoff::game::tree::{Tree, AIMA_5_2, WIKIPEDIA};
use cutoff::game::Side;

fn err(text: &str) -> (u32, u32, String) {
    let e = Tree::parse(text, Side::Max).unwrap_err();
    (e.line, e.column, e.message)
}

fn assert_err(text: &str, line: u32, column: u32, says: &str) {
    let (l, c, m) = err(text);
    assert_eq!((l, c), (line, column), "position for {text:?}: {m}");
    assert!(
        m.contains(says),
        "message for {text:?} should say {says:?}: {m}"
    );
}

#[test]
fn the_data_files_parse_to_the_presets() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/trees/");
    let aima = Tree::parse(
        &std::fs::read_to_string(format!("{dir}aima-5-2.txt")).unwrap(),
        Side::Max,
    )
    .unwrap();
    assert_eq!(
        aima.to_text(),
        Tree::parse(AIMA_5_2, Side::Max).unwrap().to_text()
    );
    let wiki = Tree::parse(
        &std::fs::read_to_string(format!("{dir}wikipedia.txt")).unwrap(),
        Side::Max,
    )
    .unwrap();
    assert_eq!(wiki.to_text(), WIKIPEDIA);
    assert_eq!(wiki.height(), 4);
    assert_eq!(wiki.true_values()[0], 6);
}

#[test]
fn labels_leaves_static_values_commas_and_comments_are_read() {
    let t = Tree::parse(
        "# a comment\nroot:(B:(3, 12 ,8)~5  -4 +7)  # trailing",
        Side::Min,
    )
    .unwrap();
    assert_eq!(t.root_side, Side::Min);
    assert_eq!(t.root().label.as_deref(), Some("root"));
    let kids = t.child_ids(0);
    assert_eq!(kids.len(), 3);
    let b = &t.nodes[kids[0] as usize];
    assert_eq!(
        (b.label.as_deref(), b.value, b.child_count),
        (Some("B"), Some(5), 3)
    );
    assert_eq!((b.line, b.column), (2, 7));
    assert_eq!(t.nodes[kids[1] as usize].value, Some(-4));
    assert_eq!(t.nodes[kids[2] as usize].value, Some(7));
    assert_eq!(t.to_text(), "root:(B:(3 12 8)~5 -4 7)");
    assert_eq!(
        Tree::parse(&t.to_text(), Side::Min).unwrap().to_text(),
        t.to_text()
    );
    // A single leaf is a tree too.
    assert_eq!(Tree::parse(" 42 ", Side::Max).unwrap().nodes.len(), 1);
}

#[test]
fn empty_text_asks_for_a_tree() {
    assert_err("", 1, 1, "expected a tree");
    assert_err("  # only a comment\n", 2, 1, "expected a tree");
}

#[test]
fn an_unclosed_parenthesis_names_where_it_opened() {
    assert_err(
        "(3 (4 5)\n 6",
        2,
        3,
        "expected ')' to close the '(' at line 1, column 1",
    );
}

#[test]
fn an_extra_closing_parenthesis_is_reported() {
    assert_err("(3 12))", 1, 7, "never opened");
}

#[test]
fn an_empty_inner_node_is_refused() {
    assert_err("(3 ())", 1, 5, "at least one child");
}

#[test]
fn a_stray_character_is_named() {
    assert_err("(3\n  (4 5\n   6 ?))", 3, 6, "found '?'");
}

#[test]
fn a_label_needs_its_colon() {
    assert_err("(3 x)", 1, 4, "expected ':' after the label 'x'");
    assert_err("(B(3))", 1, 2, "expected ':' after the label 'B'");
}

#[test]
fn numbers_must_be_whole_and_in_range() {
    assert_err("(3 12.5)", 1, 6, "whole number");
    assert_err("(3a 4)", 1, 3, "whole number");
    assert_err("(3 99999999999)", 1, 4, "out of range");
    assert_err("(3 -)", 1, 5, "expected a number");
}

#[test]
fn a_static_value_belongs_to_inner_nodes() {
    assert_err("(3 5~2)", 1, 5, "belongs to an inner node");
    assert_err("(3 4)~", 1, 7, "expected a static value after '~'");
}

#[test]
fn two_roots_are_refused() {
    assert_err("(3 4) (5)", 1, 7, "expected the end of the tree");
}

#[test]
fn a_label_without_a_node_is_refused() {
    assert_err("B:", 1, 3, "expected a node");
}

#[test]
fn nesting_too_deep_is_refused_instead_of_overflowing() {
    let text = "(".repeat(5000) + "1" + &")".repeat(5000);
    let (_, _, m) = err(&text);
    assert!(m.contains("nested more than"), "{m}");
}

#[test]
fn a_depth_limit_at_a_node_without_static_value_names_the_node() {
    use cutoff::{AnyGame, GameSpec};
    let game = AnyGame::load(&GameSpec::tree("(B:(3 12 8)~5\n C:(2 4 6))")).unwrap();
    let e = game.resolve_depth(Some(1)).unwrap_err();
    assert_eq!((e.line, e.column), (Some(2), Some(2)));
    assert!(e.message.contains("depth 1 stops at C"), "{}", e.message);
    assert_eq!(game.resolve_depth(Some(2)).unwrap(), 2);
    assert_eq!(
        game.resolve_depth(Some(1_000_000)).unwrap(),
        2,
        "a depth past the leaves searches the whole tree"
    );
}

#[test]
fn random_tree_parameters_out_of_range_are_refused_with_the_numbers() {
    use cutoff::game::tree::RandomTreeSpec;
    let bad = |spec: RandomTreeSpec, says: &str| {
        let e = Tree::random(&spec, Side::Max).unwrap_err();
        assert!(e.message.contains(says), "{e}");
    };
    bad(
        RandomTreeSpec {
            branching: 0,
            ..Default::default()
        },
        "branching factor must be at least 1",
    );
    bad(
        RandomTreeSpec {
            min: 5,
            max: 4,
            ..Default::default()
        },
        "min 5 is above max 4",
    );
    bad(
        RandomTreeSpec {
            noise: -1,
            ..Default::default()
        },
        "noise must not be negative",
    );
    bad(
        RandomTreeSpec {
            max: i32::MAX,
            ..Default::default()
        },
        "between -100000000 and 100000000",
    );
    bad(
        RandomTreeSpec {
            noise: 100_000_001,
            ..Default::default()
        },
        "noise 100000001",
    );
    bad(
        RandomTreeSpec {
            branching: 40,
            depth: 9,
            ..Default::default()
        },
        "the most is 4000000",
    );
    bad(
        RandomTreeSpec {
            branching: 2,
            depth: 4000,
            ..Default::default()
        },
        "at most 200 levels deep",
    );
    bad(
        RandomTreeSpec {
            branching: 2,
            depth: 100,
            ..Default::default()
        },
        "the most is 4000000",
    );
    assert_eq!(
        Tree::random(
            &RandomTreeSpec {
                branching: 1,
                depth: 0,
                ..Default::default()
            },
            Side::Max
        )
        .unwrap()
        .nodes
        .len(),
        1
    );
}

/// The parser on one text: whether it reads it, and, when it does not, that it says what (a
/// `tree.*` code and a message) and where (a line and column inside the text).
fn read_or_say_where(text: &str) -> Result<(), &'static str> {
    match Tree::parse(text, Side::Max) {
        Ok(t) => {
            // What it read is what it writes back, and that reads the same.
            let back = t.to_text();
            assert_eq!(Tree::parse(&back, Side::Max).unwrap().to_text(), back);
            Ok(())
        }
        Err(e) => {
            assert!(
                e.code.starts_with("tree.") && e.code[5..].bytes().all(|b| b.is_ascii_alphabetic()),
                "{:?}: {}",
                text,
                e.code
            );
            assert!(e.message.len() > 10, "a message: {}", e.message);
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(
                e.line >= 1 && e.line as usize <= lines.len(),
                "line {} of {} in {text:?}",
                e.line,
                lines.len()
            );
            let width = lines[e.line as usize - 1].chars().count() as u32;
            assert!(
                e.column >= 1 && e.column <= width + 1,
                "column {} of {width} in {text:?}",
                e.column
            );
            Err(e.code)
        }
    }
}

#[test]
fn six_thousand_generated_and_mutated_texts_are_read_or_refused_saying_what_and_where() {
    use common::rng::Rng;
    use common::tree_text::{generate, mutate};
    use std::collections::BTreeSet;
    let mut r = Rng(20261202);
    let (mut accepted, mut refused) = (0, 0);
    let mut codes = BTreeSet::new();
    for i in 0..6000 {
        let base = generate(&mut r, 0);
        assert!(read_or_say_where(&base).is_ok(), "generated {base:?}");
        let text = if i % 5 == 0 {
            base
        } else {
            mutate(&mut r, &base)
        };
        match read_or_say_where(&text) {
            Ok(()) => accepted += 1,
            Err(code) => {
                refused += 1;
                codes.insert(code);
            }
        }
    }
    // The fuzz reaches both sides and most of the parser's refusals.
    assert!(
        accepted > 1500 && refused > 1500,
        "{accepted} accepted, {refused} refused"
    );
    for c in [
        "tree.unclosed",
        "tree.afterRoot",
        "tree.expectedNode",
        "tree.expectedSeparator",
        "tree.wholeNumber",
        "tree.expectedColon",
        "tree.outOfRange",
        "tree.noChild",
        "tree.leafStatic",
    ] {
        assert!(
            codes.contains(c),
            "the fuzz reached {c} (it reached {codes:?})"
        );
    }
}

#[test]
fn the_separators_are_rusts_ascii_whitespace_and_a_vertical_tab_is_none() {
    // Found by the fuzz when the page had a parser of its own: it read \v as a separator.
    for t in ["(1\x0b2)", "\x0b5", "(1 2)\x0b"] {
        assert!(read_or_say_where(t).is_err(), "{t:?}");
    }
    assert!(read_or_say_where("(1\x0c2)").is_ok(), "a form feed is one");
}

#[test]
fn the_nesting_limit_is_200_levels() {
    use cutoff::game::tree::MAX_TREE_DEPTH;
    let nested = |d: u32| "(".repeat(d as usize) + "1" + &")".repeat(d as usize);
    assert!(Tree::parse(&nested(MAX_TREE_DEPTH), Side::Max).is_ok());
    assert_eq!(
        Tree::parse(&nested(MAX_TREE_DEPTH + 1), Side::Max)
            .unwrap_err()
            .code,
        "tree.tooDeep"
    );
}
