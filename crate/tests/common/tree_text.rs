//! Random tree texts as a teacher might write them (labels, signs, static values, comments,
//! commas, odd layout) and their near-misses, for the parser's and the editor's property tests.

use super::rng::Rng;

fn pick<'a>(r: &mut Rng, xs: &[&'a str]) -> &'a str {
    xs[r.index(xs.len())]
}

const SEPS: [&str; 12] = [
    " ",
    " ",
    " ",
    ",",
    ", ",
    "\n",
    "\t",
    "  ",
    "\r\n",
    " # note\n",
    ",\n  ",
    "\x0c",
];
const LABELS: [&str; 6] = ["A", "b2", "_x", "Left-1", "node_7", "Z"];

/// A random valid tree text with random layout, at most 4 levels below `depth`.
pub fn generate(r: &mut Rng, depth: u32) -> String {
    let label = if r.chance(30) {
        format!("{}:", pick(r, &LABELS))
    } else {
        String::new()
    };
    if depth >= 4 || r.chance(45) {
        let v = r.below(41) as i64 - 20;
        let sign = if v >= 0 && r.chance(10) { "+" } else { "" };
        let number = if r.chance(3) {
            "1000000".to_string()
        } else {
            v.to_string()
        };
        return format!("{label}{sign}{number}");
    }
    let n = 1 + r.below(4);
    let kids: Vec<String> = (0..n).map(|_| generate(r, depth + 1)).collect();
    let mut body = String::from("(");
    if r.chance(20) {
        body.push_str(pick(r, &SEPS));
    }
    for (i, k) in kids.iter().enumerate() {
        // Adjacent children need a separator, except after a ')' or before a '(' ("(3(4))").
        let may_touch = i > 0 && (kids[i - 1].ends_with(')') || k.starts_with('('));
        if i > 0 && !(may_touch && r.chance(30)) {
            body.push_str(pick(r, &SEPS));
        }
        body.push_str(k);
    }
    if r.chance(20) {
        body.push_str(pick(r, &SEPS));
    }
    body.push(')');
    if r.chance(20) {
        body.push_str(&format!("~{}", r.below(21) as i64 - 10));
    }
    label + &body
}

/// Characters a mutation puts in: the format's own, near-misses (a vertical tab, a no-break
/// space, a dot, a typographic minus), letters, digits and characters outside ASCII.
const ALPHABET: [&str; 29] = [
    "(", ")", "(", ")", " ", ",", "#", "\n", ":", "~", "-", "+", "0", "7", "9", "x", "A", "_", ".",
    "\x0b", "\u{a0}", "\u{2212}", "é", "🙂", "\0", "\r", "\x0c", ";", "e",
];

/// `text` with one to three characters put in, taken out, changed, a piece repeated or a long
/// number put in (by characters, as a text box holds them).
pub fn mutate(r: &mut Rng, text: &str) -> String {
    let mut t: Vec<char> = text.chars().collect();
    let edits = 1 + r.below(3);
    for _ in 0..edits {
        let at = r.index(t.len() + 1);
        let what = r.below(100);
        if what < 35 {
            let put: Vec<char> = pick(r, &ALPHABET).chars().collect();
            t.splice(at..at, put);
        } else if what < 65 {
            let to = (at + 1 + r.index(3)).min(t.len());
            t.splice(at.min(t.len())..to.max(at.min(t.len())), []);
        } else if what < 85 {
            let put: Vec<char> = pick(r, &ALPHABET).chars().collect();
            let to = (at + 1).min(t.len());
            t.splice(at..to, put);
        } else if what < 95 {
            // A piece repeated.
            let b = r.index(t.len() + 1);
            let piece: Vec<char> = t[at.min(b)..at.max(b)].to_vec();
            t.splice(at..at, piece);
        } else {
            // A long number.
            let nines = "9".repeat(6 + r.index(16));
            t.splice(at..at, nines.chars());
        }
    }
    t.into_iter().collect()
}
