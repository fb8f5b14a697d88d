//! Editing a tree as text (game::tree_edit): each edit changes only the node's own characters (the
//! teacher's layout and comments stay), refuses with a reason code what would make the tree
//! invalid, and its result is a tree the parser reads and values as the edit says.

mod common;

use common::rng::Rng;
use common::tree_text::generate;
use common::{reference_minimax, tree};
use cutoff::game::tree::{Tree, MAX_TREE_DEPTH};
use cutoff::game::tree_edit::{
    edit, node_info, paths, read_value, Edit, Edited, NodeTable, Refusal,
};
use cutoff::game::Side;
use serde_json::json;

const AIMA: &str = "A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))";

/// The minimax value of the root (MAX's view), `root` moving first.
fn value(text: &str, root: Side) -> i32 {
    Tree::parse(text, root).unwrap().true_values()[0]
}

fn ok(r: Result<Edited, Refusal>) -> Edited {
    r.unwrap_or_else(|e| panic!("refused: {}", e.code))
}

/// The edit's new text.
fn text(r: Result<Edited, Refusal>) -> String {
    ok(r).text
}

/// The code the edit is refused with.
fn code(r: Result<Edited, Refusal>) -> &'static str {
    match r {
        Ok(e) => panic!("done, not refused: {}", e.text),
        Err(e) => e.code,
    }
}

fn set_value(v: &str) -> Edit {
    Edit::SetValue { value: v.into() }
}

#[test]
fn the_page_names_each_edit_and_its_argument() {
    assert_eq!(Edit::named("setValue", " 7"), Some(set_value(" 7")));
    assert_eq!(Edit::named("setLabel", "B"), Some(set_label("B")));
    assert_eq!(Edit::named("moveChild", "left"), Some(LEFT));
    assert_eq!(Edit::named("moveChild", "right"), Some(RIGHT));
    assert_eq!(
        Edit::named("toLeaf", "min"),
        Some(Edit::ToLeaf { root: Side::Min })
    );
    assert_eq!(Edit::named("deleteSubtree", ""), Some(Edit::DeleteSubtree));
    assert_eq!(Edit::named("moveChild", "up"), None);
    assert_eq!(Edit::named("toLeaf", ""), None);
    assert_eq!(Edit::named("paint", ""), None);
}

fn set_label(l: &str) -> Edit {
    Edit::SetLabel { label: l.into() }
}

const LEFT: Edit = Edit::MoveChild { right: false };
const RIGHT: Edit = Edit::MoveChild { right: true };
const TO_LEAF: Edit = Edit::ToLeaf { root: Side::Max };

#[test]
fn the_editor_edits_what_the_parser_accepts_and_refuses_the_rest_as_text_invalid() {
    let good = [
        AIMA,
        "5",
        "-3",
        "(1,2,3)",
        "(3(4))",
        "((1 2)(3 4))",
        "x:(1 2)~4",
        "# a comment\n(1 # one\n 2)",
        "  (\n\t1\n\t2\n)  ",
        "(+7 -0)",
    ];
    let bad = [
        "",
        "()",
        "(1 2",
        "1 2",
        "(1 2))",
        "(34x)",
        "5~3",
        "B (1)",
        "(1.5)",
        "(2000000)",
        "(1)~",
        "x:",
        "(1 2)~a",
    ];
    for t in good {
        assert!(
            Tree::parse(t, Side::Max).is_ok(),
            "the parser refused {t:?}"
        );
        assert!(NodeTable::of(t).is_ok(), "{t:?}");
        assert!(edit(t, &[], &set_label("r")).is_ok(), "{t:?}");
    }
    for t in bad {
        assert!(
            Tree::parse(t, Side::Max).is_err(),
            "the parser accepted {t:?}"
        );
        assert_eq!(code(edit(t, &[], &set_label("r"))), "textInvalid", "{t:?}");
        assert_eq!(NodeTable::of(t).unwrap_err().code, "textInvalid");
    }
}

#[test]
fn a_leaf_given_7_changes_only_its_number_and_the_tree_is_valued_anew() {
    let r = ok(edit(AIMA, &[1, 0], &set_value("7")));
    assert_eq!(r.text, "A:(B:(3 12 8) C:(7 4 6) D:(14 5 2))");
    assert_eq!(r.path, [1, 0]);
    // C is now min(7, 4, 6) = 4, above B's 3: the root becomes 4.
    assert_eq!(value(&r.text, Side::Max), 4);
    assert_eq!(value(AIMA, Side::Max), 3);
}

#[test]
fn a_value_keeps_the_teachers_layout_commas_and_comments_around_it() {
    let t = "# Figure 5.2\n(\n  B:(3, 12, 8)   # left\n  C:(2, 4, 6)\n)";
    assert_eq!(
        text(edit(t, &[0, 1], &set_value("-12"))),
        "# Figure 5.2\n(\n  B:(3, -12, 8)   # left\n  C:(2, 4, 6)\n)"
    );
}

#[test]
fn an_inner_nodes_number_is_its_static_value_after_the_tilde_added_changed_or_removed() {
    let a = text(edit(AIMA, &[0], &set_value("4")));
    assert_eq!(a, "A:(B:(3 12 8)~4 C:(2 4 6) D:(14 5 2))");
    assert_eq!(
        text(edit(&a, &[0], &set_value("-2"))),
        "A:(B:(3 12 8)~-2 C:(2 4 6) D:(14 5 2))"
    );
    assert_eq!(text(edit(&a, &[0], &set_value(""))), AIMA);
    // Searched to depth 1, x is its static value, 10, above its sibling's 3.
    let x = text(edit("(x:(1 2) 3)", &[0], &set_value("10")));
    assert_eq!(x, "(x:(1 2)~10 3)");
    assert_eq!(reference_minimax(&tree(&x), 1), 10);
}

#[test]
fn a_value_that_is_no_whole_number_or_out_of_range_is_refused_with_its_reason() {
    let e = edit(AIMA, &[1, 0], &set_value("7.5")).unwrap_err();
    assert_eq!(
        (e.code, json!(e.params)),
        ("notNumber", json!({ "text": "7.5" }))
    );
    assert_eq!(code(edit(AIMA, &[1, 0], &set_value("abc"))), "notNumber");
    assert_eq!(code(edit(AIMA, &[1, 0], &set_value(""))), "notNumber");
    let e = edit(AIMA, &[1, 0], &set_value("2000000")).unwrap_err();
    assert_eq!(
        (e.code, json!(e.params)),
        (
            "outOfRange",
            json!({ "number": "2000000", "limit": 1_000_000 })
        )
    );
    assert_eq!(
        Tree::parse("(2000000)", Side::Max).unwrap_err().code,
        "tree.outOfRange",
        "the parser refuses it too"
    );
    assert_eq!(
        text(edit(AIMA, &[1, 0], &set_value("−5"))),
        "A:(B:(3 12 8) C:(-5 4 6) D:(14 5 2))",
        "a typographic minus reads as one"
    );
}

#[test]
fn a_value_is_read_as_a_text_box_holds_it() {
    assert_eq!(read_value(" +12 ").unwrap(), 12);
    assert_eq!(read_value("-0").unwrap(), 0);
    assert_eq!(read_value("–3").unwrap(), -3, "an en dash as a minus");
    assert_eq!(read_value("1000000").unwrap(), 1_000_000);
    assert_eq!(read_value("-1000000").unwrap(), -1_000_000);
    assert_eq!(
        read_value("99999999999999999999").unwrap_err().code,
        "outOfRange"
    );
    assert_eq!(read_value("1e3").unwrap_err().code, "notNumber");
    assert_eq!(read_value("+").unwrap_err().code, "notNumber");
}

#[test]
fn labels_are_set_renamed_and_removed_in_place_and_a_label_the_parser_would_refuse_is_refused() {
    assert_eq!(
        text(edit(AIMA, &[0], &set_label("Left"))),
        "A:(Left:(3 12 8) C:(2 4 6) D:(14 5 2))"
    );
    let d2 = text(edit(AIMA, &[2, 1], &set_label("d2")));
    assert_eq!(d2, "A:(B:(3 12 8) C:(2 4 6) D:(14 d2:5 2))");
    assert_eq!(
        text(edit(AIMA, &[], &set_label(""))),
        "(B:(3 12 8) C:(2 4 6) D:(14 5 2))"
    );
    let e = edit(AIMA, &[0], &set_label("2x")).unwrap_err();
    assert_eq!(
        (e.code, json!(e.params)),
        ("badLabel", json!({ "label": "2x" }))
    );
    assert_eq!(code(edit(AIMA, &[0], &set_label("a b"))), "badLabel");
    assert!(Tree::parse(&d2, Side::Max).is_ok());
}

#[test]
fn a_child_is_added_last_with_the_separator_written_between_the_others() {
    let r = ok(edit(AIMA, &[1], &Edit::AddChild));
    assert_eq!(r.text, "A:(B:(3 12 8) C:(2 4 6 0) D:(14 5 2))");
    assert_eq!(r.path, [1, 3]);
    assert_eq!(
        text(edit("(1,\n 2)", &[], &Edit::AddChild)),
        "(1,\n 2,\n 0)"
    );
    // A leaf given a child becomes an inner node over its old number and the new leaf.
    let l = ok(edit(AIMA, &[2, 0], &Edit::AddChild));
    assert_eq!(l.text, "A:(B:(3 12 8) C:(2 4 6) D:((14 0) 5 2))");
    assert_eq!(l.path, [2, 0, 1]);
    assert_eq!(value(&l.text, Side::Max), 3);
}

#[test]
fn a_sibling_goes_just_after_the_node_and_the_root_has_none() {
    let r = ok(edit(AIMA, &[0, 0], &Edit::AddSibling));
    assert_eq!(r.text, "A:(B:(3 0 12 8) C:(2 4 6) D:(14 5 2))");
    assert_eq!(r.path, [0, 1]);
    assert_eq!(
        text(edit(AIMA, &[2], &Edit::AddSibling)),
        "A:(B:(3 12 8) C:(2 4 6) D:(14 5 2) 0)"
    );
    let e = edit(AIMA, &[], &Edit::AddSibling).unwrap_err();
    assert_eq!((e.code, json!(e.params)), ("rootSibling", json!({})));
}

#[test]
fn deleting_a_subtree_takes_its_separator_with_it_and_the_root_and_an_only_child_are_refused() {
    let r = ok(edit(AIMA, &[1], &Edit::DeleteSubtree));
    assert_eq!(r.text, "A:(B:(3 12 8) D:(14 5 2))");
    assert_eq!(r.path, Vec::<u32>::new());
    let first = text(edit(AIMA, &[0], &Edit::DeleteSubtree));
    assert_eq!(first, "A:(C:(2 4 6) D:(14 5 2))");
    assert_eq!(value(&first, Side::Max), 2);
    assert_eq!(code(edit(AIMA, &[], &Edit::DeleteSubtree)), "deleteRoot");
    assert_eq!(
        code(edit("(1 (2))", &[1, 0], &Edit::DeleteSubtree)),
        "onlyChild"
    );
    // A comment between two children stays.
    assert_eq!(
        text(edit("(1 # one\n 2)", &[1], &Edit::DeleteSubtree)),
        "(1 # one\n )"
    );
}

#[test]
fn moving_a_child_swaps_it_with_its_neighbour_and_keeps_the_layout_between_them() {
    let r = ok(edit(AIMA, &[1], &LEFT));
    assert_eq!(r.text, "A:(C:(2 4 6) B:(3 12 8) D:(14 5 2))");
    assert_eq!(r.path, [0]);
    assert_eq!(text(edit("(1,\n  2)", &[0], &RIGHT)), "(2,\n  1)");
    assert_eq!(code(edit(AIMA, &[0], &LEFT)), "firstChild");
    assert_eq!(code(edit(AIMA, &[2], &RIGHT)), "lastChild");
    assert_eq!(code(edit(AIMA, &[], &RIGHT)), "moveRoot");
    // The order changes, the root's value stays 3.
    assert_eq!(value(&r.text, Side::Max), 3);
}

#[test]
fn a_leaf_becomes_an_inner_node_over_its_number_and_an_inner_node_a_leaf_of_its_value() {
    assert_eq!(
        text(edit(AIMA, &[0, 1], &Edit::ToInner)),
        "A:(B:(3 (12) 8) C:(2 4 6) D:(14 5 2))"
    );
    assert_eq!(code(edit(AIMA, &[0], &Edit::ToInner)), "alreadyInner");
    // C is a MIN node: min(2, 4, 6) = 2; the root's value stays 3.
    let l = text(edit(AIMA, &[1], &TO_LEAF));
    assert_eq!(l, "A:(B:(3 12 8) C:2 D:(14 5 2))");
    assert_eq!(value(&l, Side::Max), 3);
    // Under a MIN root, B is a MAX node: max(3, 12, 8) = 12.
    assert_eq!(
        text(edit(AIMA, &[0], &Edit::ToLeaf { root: Side::Min })),
        "A:(B:12 C:(2 4 6) D:(14 5 2))"
    );
    // A static value, when given, is the leaf's number.
    assert_eq!(text(edit("(x:(1 2)~9 3)", &[0], &TO_LEAF)), "(x:9 3)");
    assert_eq!(code(edit(AIMA, &[0, 0], &TO_LEAF)), "alreadyLeaf");
}

#[test]
fn an_edit_of_text_that_does_not_parse_or_of_a_node_not_in_it_is_refused() {
    assert_eq!(code(edit("(1 2", &[0], &set_value("3"))), "textInvalid");
    assert_eq!(code(edit(AIMA, &[5], &set_value("3"))), "noSuchNode");
    assert_eq!(code(edit(AIMA, &[0, 0, 0], &set_value("3"))), "noSuchNode");
}

#[test]
fn nodes_deeper_than_the_parser_nests_are_refused() {
    let deep = "(".repeat(200) + "1" + &")".repeat(200);
    assert!(Tree::parse(&deep, Side::Max).is_ok());
    let path = vec![0u32; MAX_TREE_DEPTH as usize];
    let e = edit(&deep, &path, &Edit::AddChild).unwrap_err();
    assert_eq!(
        (e.code, json!(e.params)),
        ("tooDeep", json!({ "limit": 200 }))
    );
    assert_eq!(code(edit(&deep, &path, &Edit::ToInner)), "tooDeep");
    // One level less deep, the parser still reads the result.
    let shallower = "(".repeat(199) + "1" + &")".repeat(199);
    let r = ok(edit(&shallower, &vec![0u32; 199], &Edit::AddChild));
    assert!(Tree::parse(&r.text, Side::Max).is_ok());
}

#[test]
fn an_edit_that_brings_two_numbers_or_a_number_and_a_label_together_puts_a_space_between_them() {
    // A child may follow a ')' without a separator; once the ')' is gone, the parser would read
    // 14-1 or 57.
    let cases = [
        (edit("((14 2)-1)", &[0], &TO_LEAF), "(2 -1)"), // a MIN node: min(14, 2)
        (edit("(5 (1)7)", &[1], &Edit::DeleteSubtree), "(5 7)"),
        (edit("(5(1)7)", &[1], &RIGHT), "(5 7(1))"),
        (edit("(5(1))", &[1], &set_label("L")), "(5 L:(1))"),
    ];
    for (r, want) in cases {
        assert_eq!(text(r), want);
        assert!(Tree::parse(want, Side::Max).is_ok(), "{want}");
    }
}

/// Every edit the page offers, on `path`.
fn all_edits() -> Vec<Edit> {
    vec![
        set_value("1"),
        set_label("z"),
        Edit::AddChild,
        Edit::AddSibling,
        Edit::DeleteSubtree,
        LEFT,
        RIGHT,
        Edit::ToInner,
        TO_LEAF,
    ]
}

#[test]
fn every_edit_of_every_aima_node_gives_a_text_the_parser_reads_with_the_new_selection_in_it() {
    let mut n = 0;
    for p in paths(AIMA) {
        for e in all_edits() {
            let Ok(r) = edit(AIMA, &p, &e) else { continue };
            n += 1;
            assert!(
                Tree::parse(&r.text, Side::Max).is_ok(),
                "{} from {e:?} at {p:?}",
                r.text
            );
            assert!(
                node_info(&r.text, &r.path).is_some(),
                "the new selection {:?} is in {}",
                r.path,
                r.text
            );
        }
    }
    assert!(n > 80, "{n} edits");
}

#[test]
fn random_edits_of_random_trees_give_texts_the_parser_reads_or_a_refusal() {
    let mut r = Rng(7);
    let values = ["5", "-3", "+12", "", "1000000", "1e3", "x"];
    let labels = ["Q", "a-b", "", "9z", "A B"];
    let mut done = 0;
    for i in 0..1500 {
        let text = generate(&mut r, 0);
        let all = paths(&text);
        let p = &all[r.index(all.len())];
        let e = match r.below(8) {
            0 => set_value(values[r.index(values.len())]),
            1 => set_label(labels[r.index(labels.len())]),
            2 => Edit::AddChild,
            3 => Edit::AddSibling,
            4 => Edit::DeleteSubtree,
            5 => Edit::MoveChild {
                right: r.chance(50),
            },
            6 => Edit::ToInner,
            _ => Edit::ToLeaf {
                root: if r.chance(50) { Side::Max } else { Side::Min },
            },
        };
        let where_ = format!("edit {i}, {e:?} of {text:?} at {p:?}");
        let out = match edit(&text, p, &e) {
            Ok(out) => out,
            Err(refusal) => {
                assert!(!refusal.code.is_empty(), "{where_}");
                continue;
            }
        };
        done += 1;
        assert!(
            Tree::parse(&out.text, Side::Max).is_ok(),
            "{where_} left {:?}",
            out.text
        );
        assert!(
            paths(&out.text).contains(&out.path),
            "{where_}: the new selection {:?} is in {:?}",
            out.path,
            out.text
        );
    }
    assert!(done > 600, "{done} edits done");
}

#[test]
fn the_node_table_says_each_nodes_facts_and_where_it_stands_found_by_its_path() {
    let t = "A:(B:(3 12 8)~5\n  C:(2 4 6) D:(14 x:5 2))";
    let table = NodeTable::of(t).unwrap();
    assert_eq!(table.rows.len(), 13);
    assert_eq!(
        table.flat().len(),
        13 * NodeTable::FIELDS.split(' ').count()
    );
    for (i, p) in paths(t).iter().enumerate() {
        assert_eq!(table.index_of(p), Some(i), "{p:?}");
    }
    assert_eq!(table.index_of(&[3]), None);
    assert_eq!(table.index_of(&[0, 0, 0]), None);
    let b = node_info(t, &[0]).unwrap();
    assert_eq!(
        (
            b.leaf,
            b.value,
            b.static_value,
            b.label.as_str(),
            b.children,
            b.depth
        ),
        (false, None, Some(5), "B", 3, 1)
    );
    let c = node_info(t, &[1]).unwrap();
    assert_eq!((c.line, c.column, c.static_value), (2, 3, None));
    let x = node_info(t, &[2, 1]).unwrap();
    assert_eq!(
        (x.leaf, x.value, x.label.as_str(), x.depth),
        (true, Some(5), "x", 2)
    );
    assert_eq!(node_info(t, &[2, 3]), None);
    assert_eq!(node_info("(1 2", &[]), None);
}
