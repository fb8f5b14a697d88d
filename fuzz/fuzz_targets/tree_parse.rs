//! The tree parser never panics, and what it accepts prints back to text that parses to the same tree.
#![no_main]
use cutoff::game::tree::Tree;
use cutoff::game::Side;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(tree) = Tree::parse(text, Side::Max) else { return };
    let printed = tree.to_text();
    let again = Tree::parse(&printed, Side::Max).unwrap_or_else(|e| panic!("printed tree {printed:?} does not parse: {e}"));
    assert_eq!(again.to_text(), printed);
    assert_eq!(again.nodes.len(), tree.nodes.len());
    let _ = tree.height();
    let _ = tree.true_values();
});
