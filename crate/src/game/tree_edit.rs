//! Edits of a tree's text, where the page draws it: set a value or a label, add, delete or move a
//! node, turn a leaf into an inner node and back.
//!
//! Each edit takes the text and a node's path (child indexes from 0, `[]` for the root), parses the
//! text with the one parser ([`Tree::parse_spanned`], which says where each node stands) and
//! returns the new text with only that node's own characters changed, so that the teacher's
//! layout, commas and comments stay as written; or it refuses with a reason code the page says
//! as `edit.refused.<code>` (www/locales). Every text an edit returns parses.

use super::tree::{is_label_char, is_label_start, NodeSpan, Tree, MAX_TREE_DEPTH, MAX_TREE_VALUE};
use super::Side;
use serde_json::{json, Map, Value};

/// What an edit does to the node at its path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A leaf's number, or an inner node's static value (its estimate after `~`; an empty text
    /// removes it), as typed: "7", "-3", "+12", " 5 ", "−5".
    SetValue { value: String },
    /// The node's label (B in `B:(3 12 8)`); an empty text removes it.
    SetLabel { label: String },
    /// A new last child, a leaf 0. A leaf given a child becomes an inner node whose first child
    /// keeps its number: `5` becomes `(5 0)`.
    AddChild,
    /// A new sibling, a leaf 0, just after the node.
    AddSibling,
    /// The node and everything under it, with the separator before it (after it, for a first child).
    DeleteSubtree,
    /// Swaps the node with its sibling to the left (or the right); the layout between them stays.
    MoveChild { right: bool },
    /// A leaf becomes an inner node over its number: `5` becomes `(5)`.
    ToInner,
    /// An inner node becomes a leaf of its static value when it has one, else of its subtree's
    /// minimax value (`root`: who moves at the root), so that the value above it stays.
    ToLeaf { root: Side },
}

impl Edit {
    /// The edit the page names `op` (the variant's name in camelCase: "setValue", "moveChild"),
    /// with its one argument: the value or the label as typed, "left" or "right", "max" or "min"
    /// (who moves at the root); None for a name or an argument it does not know. (Two strings, not
    /// serde: a tagged enum's deserializer would cost the page's wasm some 30 KB.)
    pub fn named(op: &str, arg: &str) -> Option<Edit> {
        Some(match (op, arg) {
            ("setValue", _) => Edit::SetValue {
                value: arg.to_string(),
            },
            ("setLabel", _) => Edit::SetLabel {
                label: arg.to_string(),
            },
            ("addChild", _) => Edit::AddChild,
            ("addSibling", _) => Edit::AddSibling,
            ("deleteSubtree", _) => Edit::DeleteSubtree,
            ("moveChild", "left") => Edit::MoveChild { right: false },
            ("moveChild", "right") => Edit::MoveChild { right: true },
            ("toInner", _) => Edit::ToInner,
            ("toLeaf", "max") => Edit::ToLeaf { root: Side::Max },
            ("toLeaf", "min") => Edit::ToLeaf { root: Side::Min },
            _ => return None,
        })
    }
}

/// An edit done: the new text and the path of the node to select in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edited {
    pub text: String,
    pub path: Vec<u32>,
}

/// Why an edit is refused: a code (the page's `edit.refused.<code>`) and the values its words name.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub code: &'static str,
    pub params: Map<String, Value>,
}

impl Refusal {
    fn new(code: &'static str) -> Refusal {
        Refusal {
            code,
            params: Map::new(),
        }
    }

    fn with(mut self, name: &str, value: Value) -> Refusal {
        self.params.insert(name.to_string(), value);
        self
    }
}

/// The text parsed, with where each node stands in it.
struct Spanned<'a> {
    text: &'a str,
    tree: Tree,
    spans: Vec<NodeSpan>,
}

/// A node found by its path: its id, its parent's and its index among the parent's children.
struct Found {
    node: u32,
    parent: Option<u32>,
    index: usize,
}

impl<'a> Spanned<'a> {
    /// `root`: who moves at the root (only values need it).
    fn parse(text: &'a str, root: Side) -> Result<Spanned<'a>, Refusal> {
        let (tree, spans) =
            Tree::parse_spanned(text, root).map_err(|_| Refusal::new("textInvalid"))?;
        Ok(Spanned { text, tree, spans })
    }

    fn find(&self, path: &[u32]) -> Result<Found, Refusal> {
        let mut found = Found {
            node: 0,
            parent: None,
            index: 0,
        };
        for &k in path {
            let kids = self.tree.child_ids(found.node);
            let Some(&child) = kids.get(k as usize) else {
                return Err(Refusal::new("noSuchNode"));
            };
            found = Found {
                node: child,
                parent: Some(found.node),
                index: k as usize,
            };
        }
        Ok(found)
    }

    fn span(&self, node: u32) -> NodeSpan {
        self.spans[node as usize]
    }

    /// The `k`-th child's span (from 0) of `parent`.
    fn child(&self, parent: u32, k: usize) -> NodeSpan {
        self.span(self.tree.child_ids(parent)[k])
    }

    /// The text with `start..end` replaced by `put`, glued.
    fn splice(&self, start: usize, end: usize, put: &str) -> String {
        glue(&[&self.text[..start], put, &self.text[end..]])
    }

    /// The separator the teacher wrote between `parent`'s children `k - 1` and `k`, else one space.
    fn separator(&self, parent: u32, k: usize) -> &str {
        if self.tree.child_ids(parent).len() > k {
            let gap = &self.text[self.child(parent, k - 1).end..self.child(parent, k).start];
            if !gap.is_empty() && !gap.contains('#') {
                return gap;
            }
        }
        " "
    }
}

/// Pieces of text joined, with a space where two would otherwise run together: the parser reads
/// two children without a separator only after a ')' or before a '(' or ')' ("(3(4))"), so a
/// number that came to stand next to another or a label ("(5 (1)7)" with (1) deleted or made a
/// leaf, or (1) labelled in "(5(1))") gets one.
fn glue(pieces: &[&str]) -> String {
    // A number or label's last character, then one that starts a node or goes on with a number.
    let ends_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let starts_word = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'-');
    let mut out = String::with_capacity(pieces.iter().map(|p| p.len() + 1).sum());
    for p in pieces {
        if let (Some(&a), Some(&b)) = (out.as_bytes().last(), p.as_bytes().first()) {
            if ends_word(a) && starts_word(b) {
                out.push(' ');
            }
        }
        out.push_str(p);
    }
    out
}

/// A whole number as typed ("7", "-3", "+12", " 5 ", a typographic minus "−5").
///
/// # Errors
/// `notNumber` (with the `text` read) or `outOfRange` (with the `number` and the `limit`).
pub fn read_value(raw: &str) -> Result<i32, Refusal> {
    let trimmed = trim(raw);
    let s = match trimmed.strip_prefix(['\u{2212}', '\u{2013}']) {
        Some(rest) => "-".to_string() + rest,
        None => trimmed.to_string(),
    };
    let digits = s.strip_prefix(['+', '-']).unwrap_or(&s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Refusal::new("notNumber").with("text", json!(s)));
    }
    match s.parse::<i64>() {
        Ok(v) if (-(MAX_TREE_VALUE as i64)..=MAX_TREE_VALUE as i64).contains(&v) => Ok(v as i32),
        _ => Err(Refusal::new("outOfRange")
            .with("number", json!(s))
            .with("limit", json!(MAX_TREE_VALUE))),
    }
}

/// What a text box's value trims to: Unicode spaces, as JavaScript's trim (which also trims a
/// byte-order mark, which no one types).
fn trim(raw: &str) -> &str {
    raw.trim()
}

/// Performs `edit` on the node at `path` of the tree's `text`.
///
/// # Errors
/// A [`Refusal`]: `textInvalid` (the text does not parse), `noSuchNode`, or the edit's own reason
/// (`notNumber`, `outOfRange`, `badLabel`, `tooDeep`, `rootSibling`, `deleteRoot`, `onlyChild`,
/// `moveRoot`, `firstChild`, `lastChild`, `alreadyInner`, `alreadyLeaf`).
pub fn edit(text: &str, path: &[u32], edit: &Edit) -> Result<Edited, Refusal> {
    let root = match edit {
        Edit::ToLeaf { root } => *root,
        _ => Side::Max,
    };
    let t = Spanned::parse(text, root)?;
    let f = t.find(path)?;
    let n = t.span(f.node);
    let node = &t.tree.nodes[f.node as usize];
    let leaf = node.is_leaf();
    let done = |text: String, path: Vec<u32>| Ok(Edited { text, path });
    let same = || path.to_vec();
    let parent_path = || path[..path.len().saturating_sub(1)].to_vec();
    let too_deep = || {
        (path.len() as u32 + 1 > MAX_TREE_DEPTH)
            .then(|| Refusal::new("tooDeep").with("limit", json!(MAX_TREE_DEPTH)))
    };
    match edit {
        Edit::SetValue { value } => {
            if !leaf && trim(value).is_empty() {
                let out = match n.stat {
                    Some((s, e)) => t.splice(s, e, ""),
                    None => text.to_string(),
                };
                return done(out, same());
            }
            let v = read_value(value)?.to_string();
            let out = match (leaf, n.stat) {
                (true, _) => t.splice(n.body, n.body_end, &v),
                // After the '~'.
                (false, Some((s, e))) => t.splice(s + 1, e, &v),
                (false, None) => t.splice(n.body_end, n.body_end, &format!("~{v}")),
            };
            done(out, same())
        }
        Edit::SetLabel { label } => {
            let s = trim(label);
            if s.is_empty() {
                let out = match n.label {
                    // The label and its ':'.
                    Some((ls, le)) => t.splice(ls, le + 1, ""),
                    None => text.to_string(),
                };
                return done(out, same());
            }
            let b = s.as_bytes();
            if !is_label_start(b[0]) || !b.iter().all(|&c| is_label_char(c)) {
                return Err(Refusal::new("badLabel").with("label", json!(s)));
            }
            let out = match n.label {
                Some((ls, le)) => t.splice(ls, le, s),
                None => t.splice(n.start, n.start, &format!("{s}:")),
            };
            done(out, same())
        }
        Edit::AddChild => {
            if let Some(r) = too_deep() {
                return Err(r);
            }
            let mut to = same();
            if leaf {
                let v = node.value.unwrap_or(0);
                to.push(1);
                return done(t.splice(n.body, n.body_end, &format!("({v} 0)")), to);
            }
            let count = node.child_count as usize;
            let last = t.child(f.node, count - 1);
            let put = format!("{}0", t.separator(f.node, 1));
            to.push(count as u32);
            done(t.splice(last.end, last.end, &put), to)
        }
        Edit::AddSibling => {
            let Some(p) = f.parent else {
                return Err(Refusal::new("rootSibling"));
            };
            let count = t.tree.child_ids(p).len();
            let put = format!("{}0", t.separator(p, (f.index + 1).min(count - 1).max(1)));
            let mut to = parent_path();
            to.push(f.index as u32 + 1);
            done(t.splice(n.end, n.end, &put), to)
        }
        Edit::DeleteSubtree => {
            let Some(p) = f.parent else {
                return Err(Refusal::new("deleteRoot"));
            };
            let count = t.tree.child_ids(p).len();
            if count == 1 {
                return Err(Refusal::new("onlyChild"));
            }
            let k = f.index;
            // A comment between two children stays.
            let clear = |a: usize, b: usize| !text[a..b].contains('#');
            let out = if k > 0 && clear(t.child(p, k - 1).end, n.start) {
                t.splice(t.child(p, k - 1).end, n.end, "")
            } else if k + 1 < count && clear(n.end, t.child(p, k + 1).start) {
                t.splice(n.start, t.child(p, k + 1).start, "")
            } else {
                t.splice(n.start, n.end, "")
            };
            done(out, parent_path())
        }
        Edit::MoveChild { right } => {
            let Some(p) = f.parent else {
                return Err(Refusal::new("moveRoot"));
            };
            let k = f.index;
            let j = match (right, k) {
                (false, 0) => return Err(Refusal::new("firstChild")),
                (false, _) => k - 1,
                (true, _) if k + 1 >= t.tree.child_ids(p).len() => {
                    return Err(Refusal::new("lastChild"))
                }
                (true, _) => k + 1,
            };
            let (a, b) = (t.child(p, k.min(j)), t.child(p, k.max(j)));
            let out = glue(&[
                &text[..a.start],
                &text[b.start..b.end],
                &text[a.end..b.start],
                &text[a.start..a.end],
                &text[b.end..],
            ]);
            let mut to = parent_path();
            to.push(j as u32);
            done(out, to)
        }
        Edit::ToInner => {
            if !leaf {
                return Err(Refusal::new("alreadyInner"));
            }
            if let Some(r) = too_deep() {
                return Err(r);
            }
            let v = node.value.unwrap_or(0);
            done(t.splice(n.body, n.body_end, &format!("({v})")), same())
        }
        Edit::ToLeaf { .. } => {
            if leaf {
                return Err(Refusal::new("alreadyLeaf"));
            }
            let v = match node.value {
                Some(v) => v,
                None => t.tree.true_values()[f.node as usize],
            };
            done(t.splice(n.body, n.end, &v.to_string()), same())
        }
    }
}

/// One node's facts in a [`NodeTable`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeRow {
    /// How many children it has (0: a leaf).
    pub children: u32,
    /// The index just past its subtree: its next sibling's, when it has one.
    pub end: u32,
    /// A leaf's number, or an inner node's static value when it has one.
    pub value: Option<i32>,
    /// Where it starts in the text: 1-based line and column, as the parser's messages say.
    pub line: u32,
    pub column: u32,
}

/// What the page needs to know of every node of a text, in the parser's order (depth-first, as
/// written; node 0 the root): the editor looks a path up and reads a node's facts here instead of
/// parsing the text again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeTable {
    pub rows: Vec<NodeRow>,
    /// Each node's label, "" for none, joined by newlines (no label holds one).
    pub labels: String,
}

impl NodeTable {
    /// The names of a row's numbers in [`NodeTable::flat`], in order (`valued`: 1 where `value`
    /// holds a number).
    pub const FIELDS: &'static str = "children end value valued line column";

    /// The table of `text`'s nodes.
    ///
    /// # Errors
    /// `textInvalid` when the text does not parse.
    pub fn of(text: &str) -> Result<NodeTable, Refusal> {
        let tree = Tree::parse(text, Side::Max).map_err(|_| Refusal::new("textInvalid"))?;
        let mut table = NodeTable::default();
        for (n, node) in tree.nodes.iter().enumerate() {
            table.rows.push(NodeRow {
                children: node.child_count,
                end: n as u32 + 1,
                value: node.value,
                line: node.line,
                column: node.column,
            });
            if n > 0 {
                table.labels.push('\n');
            }
            table.labels.push_str(node.label.as_deref().unwrap_or(""));
        }
        // The parser numbers nodes depth-first: a subtree is the range from its root to `end`.
        for n in (0..table.rows.len()).rev() {
            if let Some(&last) = tree.child_ids(n as u32).last() {
                table.rows[n].end = table.rows[last as usize].end;
            }
        }
        Ok(table)
    }

    /// Every row's numbers one after another, in [`NodeTable::FIELDS`]' order.
    pub fn flat(&self) -> Vec<i32> {
        let mut out = Vec::with_capacity(self.rows.len() * 6);
        for r in &self.rows {
            let [children, end, line, column] =
                [r.children, r.end, r.line, r.column].map(|x| x as i32);
            let value = r.value.unwrap_or(0);
            out.extend([children, end, value, r.value.is_some() as i32, line, column]);
        }
        out
    }

    /// The node at `path`, if the tree has one there.
    pub fn index_of(&self, path: &[u32]) -> Option<usize> {
        let mut i = 0usize;
        for &k in path {
            if k >= self.rows[i].children {
                return None;
            }
            let mut j = i + 1;
            for _ in 0..k {
                j = self.rows[j].end as usize;
            }
            i = j;
        }
        Some(i)
    }
}

/// A node as the editor shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeInfo {
    pub leaf: bool,
    /// A leaf's number.
    pub value: Option<i32>,
    /// An inner node's static value.
    pub static_value: Option<i32>,
    /// "" when it has none.
    pub label: String,
    pub children: u32,
    pub depth: usize,
    pub line: u32,
    pub column: u32,
}

/// The node at `path` of `text`, or None when the text does not parse or has no node there.
pub fn node_info(text: &str, path: &[u32]) -> Option<NodeInfo> {
    let table = NodeTable::of(text).ok()?;
    let i = table.index_of(path)?;
    let r = table.rows[i];
    let leaf = r.children == 0;
    Some(NodeInfo {
        leaf,
        value: r.value.filter(|_| leaf),
        static_value: r.value.filter(|_| !leaf),
        label: table.labels.split('\n').nth(i).unwrap_or("").to_string(),
        children: r.children,
        depth: path.len(),
        line: r.line,
        column: r.column,
    })
}

/// The paths of all nodes, root first, depth-first in the text's order (empty when the text does
/// not parse).
pub fn paths(text: &str) -> Vec<Vec<u32>> {
    let Ok(tree) = Tree::parse(text, Side::Max) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(tree.nodes.len());
    let mut stack = vec![(0u32, Vec::new())];
    while let Some((n, p)) = stack.pop() {
        for (k, &c) in tree.child_ids(n).iter().enumerate().rev() {
            let mut q = p.clone();
            q.push(k as u32);
            stack.push((c, q));
        }
        out.push(p);
    }
    out
}
