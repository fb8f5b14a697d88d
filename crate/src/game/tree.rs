//! Explicit game trees: teacher-written text, seeded random trees and textbook presets.
//!
//! # The text format
//! ```text
//! tree   := node
//! node   := [label ':'] (integer | '(' node {sep node} ')' ['~' integer])
//! sep    := whitespace and/or ','
//! label  := letters, digits, '_' or '-', starting with a letter or '_'
//! ```
//! A leaf is a signed integer, an inner node lists its children in parentheses. A label goes in
//! front of any node (`B:(3 12 8)`, `x:5`). An inner node may carry a static value after its closing
//! parenthesis, read "about": `B:(3 12 8)~4` is a node whose heuristic estimate is 4; a search whose
//! depth limit stops at B evaluates it as 4. `#` starts a comment that runs to the end of the line.
//!
//! AIMA Figure 5.2: `(B:(3 12 8) C:(2 4 6) D:(14 5 2))`.

use super::preset::{self, Preset};
use super::{Game, GameDef, GameInfo, OptionInfo, Side, VariantInfo};
use crate::error::Error;
use crate::error::{list, Param};
use crate::rng::SplitMix64;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::fmt;
use std::sync::Arc;

/// One node of a [`Tree`]. Children are contiguous in [`Tree::children`]. The default is a node
/// not yet filled in: no label, no value, no children, no place in a text.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TreeNode {
    pub label: Option<String>,
    /// The leaf value, or the static value of an inner node when one was given.
    pub value: Option<i32>,
    pub first_child: u32,
    pub child_count: u32,
    /// Where the node starts in the text (1-based), for messages; 0 for generated trees.
    pub line: u32,
    pub column: u32,
}

impl TreeNode {
    pub fn is_leaf(&self) -> bool {
        self.child_count == 0
    }
}

/// A game tree in a flat arena; node 0 is the root.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    pub nodes: Vec<TreeNode>,
    /// Child node ids, each inner node's children contiguous, in the order written.
    pub children: Vec<u32>,
    pub root_side: Side,
}

/// A parse error, with the 1-based line and column where it was found, its code and parameters
/// (see [`crate::error::Error`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ParseError {
    pub line: u32,
    pub column: u32,
    pub code: &'static str,
    pub params: serde_json::Map<String, serde_json::Value>,
    pub message: String,
}

impl ParseError {
    fn at(e: Error, line: u32, column: u32) -> Self {
        ParseError {
            line,
            column,
            code: e.code,
            params: e.params,
            message: e.message,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}

/// The deepest nesting the parser accepts; deeper text is refused rather than overflowing a stack.
pub const MAX_TREE_DEPTH: u32 = 200;
/// The most nodes a tree may have (text or random), so that a typo cannot exhaust memory.
pub const MAX_TREE_NODES: usize = 4_000_000;
/// The largest number, either sign, a tree's text may hold.
pub const MAX_TREE_VALUE: i32 = 1_000_000;

/// Where a node stands in its text, in bytes, as the parser read it: what an edit needs to change
/// only that node's characters ([`super::tree_edit`]). Every offset falls on an ASCII character.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeSpan {
    /// Where the node starts: its label, else its body.
    pub start: usize,
    /// The label, without its ':'.
    pub label: Option<(usize, usize)>,
    /// Where its number or its '(' starts.
    pub body: usize,
    /// Just after its number, or after its ')' (the close parenthesis is at `body_end - 1`).
    pub body_end: usize,
    /// The static value: its '~' and its number.
    pub stat: Option<(usize, usize)>,
    /// Just after the node.
    pub end: usize,
}

/// A label's first character: a letter or '_'.
pub fn is_label_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// A label's other characters: letters, digits, '_' and '-'.
pub fn is_label_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
}

impl Tree {
    /// Parses the text format (see the module documentation).
    ///
    /// # Errors
    /// A [`ParseError`] naming the line, the column and what was expected there.
    pub fn parse(text: &str, root_side: Side) -> Result<Tree, ParseError> {
        Ok(Parser::new(text, false).parse_tree(root_side)?.0)
    }

    /// Parses as [`Tree::parse`] does and says where each node stands in the text (by node id).
    ///
    /// # Errors
    /// As [`Tree::parse`].
    pub fn parse_spanned(text: &str, root_side: Side) -> Result<(Tree, Vec<NodeSpan>), ParseError> {
        Parser::new(text, true).parse_tree(root_side)
    }

    pub fn root(&self) -> &TreeNode {
        &self.nodes[0]
    }

    pub fn child_ids(&self, node: u32) -> &[u32] {
        let n = &self.nodes[node as usize];
        &self.children[n.first_child as usize..(n.first_child + n.child_count) as usize]
    }

    /// The number of edges on the longest path from the root to a leaf.
    pub fn height(&self) -> u32 {
        self.height_of(0)
    }

    fn height_of(&self, node: u32) -> u32 {
        // Iterative to stay safe on deep trees.
        let mut best = 0;
        let mut stack = vec![(node, 0u32)];
        while let Some((n, d)) = stack.pop() {
            best = best.max(d);
            for &c in self.child_ids(n) {
                stack.push((c, d + 1));
            }
        }
        best
    }

    /// The first inner node without a static value that a depth-limited search would have to
    /// evaluate, if any.
    pub fn missing_static_value(&self, depth: u32) -> Option<u32> {
        let mut stack = vec![(0u32, depth)];
        while let Some((n, d)) = stack.pop() {
            let node = &self.nodes[n as usize];
            if node.is_leaf() {
                continue;
            }
            if d == 0 {
                if node.value.is_none() {
                    return Some(n);
                }
                continue;
            }
            for &c in self.child_ids(n).iter().rev() {
                stack.push((c, d - 1));
            }
        }
        None
    }

    /// A name for a node in messages: its label, or its path from the root.
    pub fn describe(&self, node: u32) -> String {
        if let Some(l) = &self.nodes[node as usize].label {
            return l.clone();
        }
        let path = self.path_of(node);
        if path.is_empty() {
            "the root".to_string()
        } else {
            format!("node {path}")
        }
    }

    /// The dotted path from the root as people count children, from 1 ("" for the root): the
    /// third child of the first child is "1.3", as the page names it. (The wire formats — the
    /// CLI's `visited`, the page's JSON — keep the 0-based child indexes.)
    pub fn path_of(&self, node: u32) -> String {
        let mut parts = Vec::new();
        let mut cur = node;
        while cur != 0 {
            let parent = self.parent_of(cur);
            let idx = self
                .child_ids(parent)
                .iter()
                .position(|&c| c == cur)
                .unwrap();
            parts.push((idx + 1).to_string());
            cur = parent;
        }
        parts.reverse();
        parts.join(".")
    }

    fn parent_of(&self, node: u32) -> u32 {
        // Children are stored after their parent's other data; a linear scan is fine for messages.
        let pos = self.children.iter().position(|&c| c == node).unwrap();
        self.nodes
            .iter()
            .position(|n| {
                n.child_count > 0
                    && (n.first_child as usize) <= pos
                    && pos < (n.first_child + n.child_count) as usize
            })
            .unwrap() as u32
    }

    /// Writes the tree back in the text format (labels and static values included).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write_node(0, &mut out);
        out
    }

    fn write_node(&self, n: u32, out: &mut String) {
        let node = &self.nodes[n as usize];
        if let Some(l) = &node.label {
            out.push_str(l);
            out.push(':');
        }
        if node.is_leaf() {
            out.push_str(&node.value.unwrap_or(0).to_string());
            return;
        }
        out.push('(');
        for (i, &c) in self.child_ids(n).iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.write_node(c, out);
        }
        out.push(')');
        if let Some(v) = node.value {
            out.push('~');
            out.push_str(&v.to_string());
        }
    }

    /// The exact minimax value of every node (MAX's view), searching the whole tree.
    pub fn true_values(&self) -> Vec<i32> {
        let mut values = vec![0i32; self.nodes.len()];
        // Children always have larger ids than their parent (both builders guarantee it), so a
        // reverse sweep sees children first.
        let sides = self.sides();
        for n in (0..self.nodes.len()).rev() {
            let node = &self.nodes[n];
            if node.is_leaf() {
                values[n] = node.value.unwrap_or(0);
            } else {
                let it = self.child_ids(n as u32).iter().map(|&c| values[c as usize]);
                values[n] = match sides[n] {
                    Side::Max => it.max().unwrap(),
                    Side::Min => it.min().unwrap(),
                };
            }
        }
        values
    }

    /// The side to move at every node.
    pub fn sides(&self) -> Vec<Side> {
        let mut sides = vec![self.root_side; self.nodes.len()];
        for n in 0..self.nodes.len() {
            let s = sides[n].other();
            for &c in self.child_ids(n as u32) {
                sides[c as usize] = s;
            }
        }
        sides
    }
}

struct Parser<'a> {
    text: &'a [u8],
    pos: usize,
    line: u32,
    col: u32,
    nodes: Vec<TreeNode>,
    children: Vec<u32>,
    /// Each node's [`NodeSpan`], by id, when asked for (an edit); empty otherwise.
    spans: Vec<NodeSpan>,
    with_spans: bool,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, with_spans: bool) -> Self {
        Parser {
            text: text.as_bytes(),
            pos: 0,
            line: 1,
            col: 1,
            nodes: Vec::new(),
            children: Vec::new(),
            spans: Vec::new(),
            with_spans,
        }
    }

    /// Reserves the next node's slot (ids grow depth-first, in the order written).
    fn reserve(&mut self) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(TreeNode::default());
        if self.with_spans {
            self.spans.push(NodeSpan::default());
        }
        id
    }

    fn err<T>(&self, e: Error) -> Result<T, ParseError> {
        Err(ParseError::at(e, self.line, self.col))
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += 1;
            if c == b'\n' {
                self.line += 1;
                self.col = 1;
            } else if c & 0xC0 != 0x80 {
                // Count characters, not UTF-8 continuation bytes.
                self.col += 1;
            }
        }
    }

    /// Skips whitespace, commas and comments; returns whether a separator was seen.
    fn skip_separators(&mut self) -> bool {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c.is_ascii_whitespace() || c == b',' {
                self.bump();
            } else if c == b'#' {
                while let Some(c) = self.peek() {
                    if c == b'\n' {
                        break;
                    }
                    self.bump();
                }
            } else {
                break;
            }
        }
        self.pos != start
    }

    /// What stands here, for "found …": the character quoted, or the end of the text (null for the page).
    fn describe_here(&self) -> Param {
        match self.peek() {
            None => Param::As(serde_json::Value::Null, "the end of the text".to_string()),
            Some(_) => {
                let rest = std::str::from_utf8(&self.text[self.pos..]).unwrap_or("");
                let ch = rest.chars().next().unwrap_or('?');
                Param::Str(format!("'{ch}'"))
            }
        }
    }

    fn parse_tree(mut self, root_side: Side) -> Result<(Tree, Vec<NodeSpan>), ParseError> {
        self.skip_separators();
        if self.peek().is_none() {
            return self.err(err!(
                "tree.empty",
                "expected a tree: a number such as 5, or children in parentheses such as (3 12 8)"
            ));
        }
        // Reserve the root's slot so that ids grow downwards.
        self.reserve();
        self.parse_node(0, 0)?;
        self.skip_separators();
        if self.peek().is_some() {
            if self.peek() == Some(b')') {
                return self.err(err!(
                    "tree.unopened",
                    "unexpected ')': it closes a '(' that was never opened"
                ));
            }
            return self.err(err!(
                "tree.afterRoot",
                "expected the end of the tree after the root's closing ')', found {found}; wrap several trees in one pair of parentheses",
                found = self.describe_here()
            ));
        }
        let tree = Tree {
            nodes: self.nodes,
            children: self.children,
            root_side,
        };
        Ok((tree, self.spans))
    }

    /// Parses the node whose slot `id` is already reserved.
    fn parse_node(&mut self, id: u32, nesting: u32) -> Result<(), ParseError> {
        if nesting > MAX_TREE_DEPTH {
            return self.err(err!(
                "tree.tooDeep",
                "the tree is nested more than {limit} levels deep",
                limit = MAX_TREE_DEPTH
            ));
        }
        if self.nodes.len() > MAX_TREE_NODES {
            return self.err(err!(
                "tree.tooMany",
                "the tree has more than {limit} nodes",
                limit = MAX_TREE_NODES
            ));
        }
        let (line, column) = (self.line, self.col);
        let start = self.pos;
        let label = self.parse_label()?;
        let body = self.pos;
        let label_len = label.as_ref().map(String::len);
        let node = &mut self.nodes[id as usize];
        node.line = line;
        node.column = column;
        node.label = label;
        match self.peek() {
            Some(b'(') => {
                self.bump();
                let mut kids = Vec::new();
                loop {
                    self.skip_separators();
                    match self.peek() {
                        Some(b')') => {
                            if kids.is_empty() {
                                return self.err(err!("tree.noChild", "expected a child before ')': an inner node needs at least one child (a leaf is just a number)"));
                            }
                            self.bump();
                            break;
                        }
                        None => {
                            return self.err(err!(
                                "tree.unclosed",
                                "expected ')' to close the '(' at line {line}, column {column}, found {found}",
                                line = line,
                                column = column,
                                found = self.describe_here()
                            ))
                        }
                        Some(_) => {
                            let child = self.reserve();
                            kids.push(child);
                            let before = self.pos;
                            self.parse_node(child, nesting + 1)?;
                            debug_assert!(self.pos > before);
                            // Children must be separated; "(3(4))" is fine but "(34x)" is not.
                            let sep = self.skip_separators();
                            if !sep && !matches!(self.peek(), Some(b')') | Some(b'(') | None) && !self.prev_was_paren() {
                                return self.err(err!("tree.expectedSeparator", "expected a space, ',' or ')' after a child, found {found}", found = self.describe_here()));
                            }
                        }
                    }
                }
                let first = self.children.len() as u32;
                self.children.extend_from_slice(&kids);
                let body_end = self.pos;
                let static_value = if self.peek() == Some(b'~') {
                    self.bump();
                    Some(self.parse_int(|found| {
                        err!(
                            "tree.expectedStatic",
                            "expected a static value after '~', such as ~4, found {found}",
                            found = found
                        )
                    })?)
                } else {
                    None
                };
                let node = &mut self.nodes[id as usize];
                node.first_child = first;
                node.child_count = kids.len() as u32;
                node.value = static_value;
                let stat = static_value.map(|_| (body_end, self.pos));
                self.span(id, start, label_len, body, body_end, stat);
                Ok(())
            }
            Some(c) if c == b'-' || c == b'+' || c.is_ascii_digit() => {
                let v = self.parse_int(|found| {
                    err!(
                        "tree.expectedNumber",
                        "expected a number, found {found}",
                        found = found
                    )
                })?;
                self.nodes[id as usize].value = Some(v);
                if self.peek() == Some(b'~') {
                    return self.err(err!("tree.leafStatic", "a static value ('~') belongs to an inner node; a leaf's number is already its value"));
                }
                self.span(id, start, label_len, body, self.pos, None);
                Ok(())
            }
            _ => self.err(err!(
                "tree.expectedNode",
                "expected a node (a number or '('), found {found}",
                found = self.describe_here()
            )),
        }
    }

    /// Records where node `id` stands, when spans are asked for.
    fn span(
        &mut self,
        id: u32,
        start: usize,
        label_len: Option<usize>,
        body: usize,
        body_end: usize,
        stat: Option<(usize, usize)>,
    ) {
        if self.with_spans {
            self.spans[id as usize] = NodeSpan {
                start,
                label: label_len.map(|len| (start, start + len)),
                body,
                body_end,
                stat,
                end: self.pos,
            };
        }
    }

    fn prev_was_paren(&self) -> bool {
        self.pos > 0 && self.text[self.pos - 1] == b')'
    }

    fn parse_label(&mut self) -> Result<Option<String>, ParseError> {
        let c = match self.peek() {
            Some(c) => c,
            None => return Ok(None),
        };
        if !is_label_start(c) {
            return Ok(None);
        }
        let start = self.pos;
        let (line, col) = (self.line, self.col);
        while let Some(c) = self.peek() {
            if is_label_char(c) {
                self.bump();
            } else {
                break;
            }
        }
        let label = std::str::from_utf8(&self.text[start..self.pos])
            .unwrap()
            .to_string();
        if self.peek() != Some(b':') {
            let e = err!(
                "tree.expectedColon",
                "expected ':' after the label '{label}' (write {label}:5 or {label}:(...)), found {found}",
                label = &label,
                found = self.describe_here()
            );
            return Err(ParseError::at(e, line, col));
        }
        self.bump();
        Ok(Some(label))
    }

    /// `what`: the error when no digits stand here, given what does.
    fn parse_int(&mut self, what: impl FnOnce(Param) -> Error) -> Result<i32, ParseError> {
        let (line, col) = (self.line, self.col);
        let start = self.pos;
        if matches!(self.peek(), Some(b'-') | Some(b'+')) {
            self.bump();
        }
        let digits = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_digit()) {
            self.bump();
        }
        if self.pos == digits {
            return self.err(what(self.describe_here()));
        }
        if matches!(self.peek(), Some(c) if c.is_ascii_alphabetic() || c == b'.') {
            return self.err(err!(
                "tree.wholeNumber",
                "expected a whole number, found {found} inside it",
                found = self.describe_here()
            ));
        }
        let s = std::str::from_utf8(&self.text[start..self.pos]).unwrap();
        let v: i64 = s.parse().map_err(|_| {
            ParseError::at(
                err!(
                    "tree.tooLarge",
                    "the number {number} is too large",
                    number = s
                ),
                line,
                col,
            )
        })?;
        const LIMIT: i64 = MAX_TREE_VALUE as i64;
        // A range test, not abs(): abs(i64::MIN) wraps and would let it through.
        if !(-LIMIT..=LIMIT).contains(&v) {
            let e = err!(
                "tree.outOfRange",
                "the number {number} is out of range: values must lie between -{limit} and {limit}",
                number = s,
                limit = LIMIT
            );
            return Err(ParseError::at(e, line, col));
        }
        Ok(v as i32)
    }
}

/// How a random tree orders each node's children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum ChildOrder {
    /// As the generator drew them.
    #[default]
    AsGenerated,
    /// The best child for the side to move first: alpha-beta's perfect ordering.
    BestFirst,
    /// The worst child first: alpha-beta prunes nothing.
    WorstFirst,
}

/// Parameters of a random uniform tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RandomTreeSpec {
    pub branching: u32,
    pub depth: u32,
    pub seed: u64,
    /// Leaf values are drawn uniformly from `min..=max`.
    pub min: i32,
    pub max: i32,
    pub order: ChildOrder,
    /// Inner nodes get a static value: their true value plus uniform noise in `-noise..=noise`.
    pub noise: i32,
}

impl Default for RandomTreeSpec {
    fn default() -> Self {
        RandomTreeSpec {
            branching: 3,
            depth: 4,
            seed: 1,
            min: -9,
            max: 9,
            order: ChildOrder::AsGenerated,
            noise: 2,
        }
    }
}

impl Tree {
    /// A uniform random tree.
    ///
    /// # Errors
    /// A message when the parameters make no tree or one too large to hold.
    pub fn random(spec: &RandomTreeSpec, root_side: Side) -> Result<Tree, Error> {
        if spec.branching == 0 {
            return Err(err!(
                "random.branching",
                "the branching factor must be at least 1"
            ));
        }
        if spec.min > spec.max {
            return Err(err!(
                "random.range",
                "the value range is empty: min {min} is above max {max}",
                min = spec.min,
                max = spec.max
            ));
        }
        if spec.noise < 0 {
            return Err(err!(
                "random.noise",
                "the noise must not be negative (it is {noise})",
                noise = spec.noise
            ));
        }
        if spec.depth > MAX_TREE_DEPTH {
            return Err(err!(
                "random.tooDeep",
                "a random tree may be at most {limit} levels deep, not {depth}",
                limit = MAX_TREE_DEPTH,
                depth = spec.depth
            ));
        }
        // Wider than the text format's ±1,000,000 so that big trees can have distinct leaves, and
        // still far from INF, so that no value (noise included) reads as an open window.
        const LIMIT: i32 = 100_000_000;
        if spec.min < -LIMIT || spec.max > LIMIT || spec.noise > LIMIT {
            return Err(err!(
                "random.limits",
                "values and noise of a random tree must lie between -{limit} and {limit}; got min {min}, max {max}, noise {noise}",
                limit = LIMIT,
                min = spec.min,
                max = spec.max,
                noise = spec.noise
            ));
        }
        let mut total: u64 = 1;
        let mut level: u64 = 1;
        for _ in 0..spec.depth {
            level = level.saturating_mul(spec.branching as u64);
            total = total.saturating_add(level);
        }
        if total > MAX_TREE_NODES as u64 {
            return Err(err!(
                "random.tooMany",
                "a random tree of branching {branching} and depth {depth} has {n} nodes; the most is {limit}",
                branching = spec.branching,
                depth = spec.depth,
                n = total,
                limit = MAX_TREE_NODES
            ));
        }
        let mut rng = SplitMix64(spec.seed);
        // Breadth-first ids: children of a node are contiguous and after it.
        let mut nodes = Vec::with_capacity(total as usize);
        let mut children = Vec::with_capacity(total as usize);
        nodes.push(TreeNode::default());
        let mut frontier = vec![0u32];
        for _ in 0..spec.depth {
            let mut next = Vec::with_capacity(frontier.len() * spec.branching as usize);
            for &n in &frontier {
                let first = children.len() as u32;
                for _ in 0..spec.branching {
                    let id = nodes.len() as u32;
                    nodes.push(TreeNode {
                        label: None,
                        value: None,
                        first_child: 0,
                        child_count: 0,
                        line: 0,
                        column: 0,
                    });
                    children.push(id);
                    next.push(id);
                }
                nodes[n as usize].first_child = first;
                nodes[n as usize].child_count = spec.branching;
            }
            frontier = next;
        }
        for &leaf in &frontier {
            nodes[leaf as usize].value = Some(rng.range(spec.min, spec.max));
        }
        let mut tree = Tree {
            nodes,
            children,
            root_side,
        };
        let values = tree.true_values();
        for (node, &value) in tree.nodes.iter_mut().zip(&values) {
            if !node.is_leaf() {
                let noise = if spec.noise > 0 {
                    rng.range(-spec.noise, spec.noise)
                } else {
                    0
                };
                node.value = Some(value + noise);
            }
        }
        if spec.order != ChildOrder::AsGenerated {
            let sides = tree.sides();
            for (node, &side) in tree.nodes.iter().zip(&sides) {
                if node.is_leaf() {
                    continue;
                }
                let range =
                    node.first_child as usize..(node.first_child + node.child_count) as usize;
                let best_first_for_max =
                    (side == Side::Max) == (spec.order == ChildOrder::BestFirst);
                // A stable sort keeps tied children in generated order.
                if best_first_for_max {
                    tree.children[range].sort_by_key(|&c| std::cmp::Reverse(values[c as usize]));
                } else {
                    tree.children[range].sort_by_key(|&c| values[c as usize]);
                }
            }
        }
        Ok(tree)
    }
}

/// AIMA (Russell & Norvig) Figure 5.2.
pub const AIMA_5_2: &str = "A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))";
/// The tree drawn in seed 000 and in Wikipedia's "Alpha-beta pruning" article (root MAX, value 6).
pub const WIKIPEDIA: &str = "((((5 6) (7 4 5)) ((3))) (((6) (6 9)) ((7))) (((5)) ((9 8) (6))))";

/// The textbook trees, the position a tree's text.
pub const TREE_PRESETS: [Preset; 2] = [
    Preset {
        name: "aima",
        title: "AIMA Figure 5.2",
        position: AIMA_5_2,
        extra: (),
        note: "Russell and Norvig's first alpha-beta example: MAX's root A over three MIN nodes. Minimax \
         visits all 13 nodes; alpha-beta proves C worth at most 2 after its first leaf and never \
         looks at C's 4 and 6.",
        depth: None,
        search: None,
    },
    Preset {
        name: "wikipedia",
        title: "Wikipedia alpha-beta tree",
        position: WIKIPEDIA,
        extra: (),
        note: "The depth-4 tree drawn in the Vietnamese xiangqi-engine article and in Wikipedia's \"Alpha-beta pruning\": root MAX, \
         value 6. After 5 and 6 the MIN node is 5; after 7 and 4 its sibling is at most 4, so the \
         grey 5 is never searched.",
        depth: None,
        search: None,
    },
];

/// A tree spec's options: `text` (the tree format), `preset` (or `name`, a textbook tree), the
/// random tree's parameters, and `root` (`max` or `min`).
#[derive(serde::Deserialize, Default)]
pub struct TreeOptions {
    text: Option<String>,
    #[serde(alias = "name")]
    preset: Option<String>,
    root: Option<Side>,
    #[serde(flatten)]
    random: RandomTreeSpec,
}

impl GameDef for TreePos {
    const KIND: &'static str = "tree";
    const HELP: &'static str = "  --tree TEXT            a tree in the text format (below); --tree @FILE reads it from a file
  --preset NAME          aima (AIMA Figure 5.2) or wikipedia (seed 000's figure)
  --random B,D           a random uniform tree of branching B and depth D, with
                           --seed S (1)  --range MIN,MAX (-9,9)  --noise N (2)
                           --order as-generated|best-first|worst-first
  --root min             the root of a tree is MIN (MAX by default)
";
    const PERFT_DEPTH: u32 = 12;
    const EXERCISE: Option<crate::practice::Exercise> = None;
    const ALIASES: &'static [&'static str] = &["preset", "random"];
    /// As deep as the parser nests.
    const MAX_DEPTH: u32 = 200;
    type Options = TreeOptions;

    fn load(kind: &str, o: TreeOptions) -> Result<TreePos, Error> {
        let side = o.root.unwrap_or(Side::Max);
        let tree = match (kind, o.preset, o.text) {
            ("random", _, _) => Tree::random(&o.random, side)?,
            (_, Some(name), None) => {
                // The textbook trees have a code of their own (the page offers them as a kind).
                let p = preset::named(&TREE_PRESETS, &name).ok_or_else(|| {
                    err!(
                        "unknownPreset",
                        "unknown preset '{name}': use {list}",
                        name = &name,
                        list = list(preset::names(&TREE_PRESETS), " or ")
                    )
                })?;
                Tree::parse(p.position, side)?
            }
            (_, None, Some(text)) => Tree::parse(&text, side)?,
            (_, Some(_), Some(_)) => {
                return Err(err!(
                    "tree.textOrPreset",
                    "give a tree's text or a preset, not both"
                ))
            }
            (_, None, None) => {
                return Err(err!(
                    "tree.needsText",
                    "a tree needs its text (or a preset's name)"
                ))
            }
        };
        Ok(TreePos::root(Arc::new(tree)))
    }

    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        None
    }

    /// A tree's values are plain numbers: none is a won game.
    fn value_words(_value: i32) -> Option<String> {
        None
    }

    fn info() -> GameInfo {
        let root = OptionInfo::new("root", "Root", "select", json!("max"))
            .choices(&[("max", "MAX ▲"), ("min", "MIN ▼")]);
        let random = RandomTreeSpec::default();
        GameInfo {
            kind: Self::KIND,
            title: "Tree",
            summary: "An explicit game tree: leaves are values from MAX's point of view.",
            options: vec![
                OptionInfo::new("text", "Tree text", "textarea", json!(AIMA_5_2))
                    .help("Leaves are numbers, inner nodes are (…), labels as B:(3 12 8), a static value after ) as ~5."),
                root.clone(),
            ],
            variants: vec![
                VariantInfo {
                    kind: "random",
                    title: "Random tree",
                    options: vec![
                        OptionInfo::new("branching", "Branching", "number", json!(random.branching)).range(1, 10),
                        OptionInfo::new("depth", "Tree depth", "number", json!(random.depth)).range(1, 12),
                        OptionInfo::new("seed", "Seed", "number", json!(random.seed)).range(0, 1_000_000_000),
                        OptionInfo::new("noise", "Noise", "number", json!(random.noise)).range(0, 50),
                        OptionInfo::new("order", "Ordering", "select", json!("as-generated")).choices(&[
                            ("as-generated", "as generated"),
                            ("best-first", "best first"),
                            ("worst-first", "worst first"),
                        ]),
                        root,
                    ],
                },
                VariantInfo { kind: "preset", title: "Textbook tree", options: vec![] },
            ],
            presets: TREE_PRESETS.iter().map(|p| p.info(json!({ "preset": p.name }))).collect(),
            max_depth: Self::MAX_DEPTH,
            default_depth: 3,
            depth_ends_game: true,
            board: None,
            playable: false,
            techniques: vec!["iterativeDeepening", "tt", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "best-first", "worst-first", "static", "killer,history"],
            notation: "( child child … ) with numbers at the leaves",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    fn natural_depth(&self) -> u32 {
        self.tree.height()
    }

    fn depth_ends_game(&self) -> bool {
        true
    }

    fn check_depth(&self, depth: u32) -> Result<(), Error> {
        let Some(n) = self.tree.missing_static_value(depth) else {
            return Ok(());
        };
        let node = &self.tree.nodes[n as usize];
        Err(err!(
            "tree.noStatic",
            "depth {depth} stops at {node}, an inner node without a static value: give it one after its \
             closing parenthesis, as in {example}, or search to depth {to}",
            depth = depth,
            node = self.tree.describe(n),
            example = "(3 12 8)~5",
            to = self.natural_depth()
        )
        .at(node.line, node.column))
    }

    fn good_ordering() -> &'static str {
        "static"
    }
}

/// How a move into a tree node is named: its label, else "child K", K counted from 1 (`mv` is the
/// 0-based move index). The one naming of a tree's moves: [`TreePos::move_name`] and the names of
/// pruned subtrees' nodes both call it.
pub fn child_name(label: Option<&str>, mv: u32) -> String {
    match label {
        Some(l) => l.to_string(),
        None => format!("child {}", mv + 1),
    }
}

/// A position in a [`Tree`]: the tree is shared, the position is a node id.
#[derive(Clone, Debug)]
pub struct TreePos {
    pub tree: Arc<Tree>,
    /// Every node's exact minimax value, computed once per tree.
    pub values: Arc<Vec<i32>>,
    pub node: u32,
    pub side: Side,
}

impl TreePos {
    pub fn root(tree: Arc<Tree>) -> TreePos {
        let side = tree.root_side;
        let values = Arc::new(tree.true_values());
        TreePos {
            tree,
            values,
            node: 0,
            side,
        }
    }
}

impl Game for TreePos {
    /// The index of the child, in the order written.
    type Move = u32;

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.extend(0..self.tree.nodes[self.node as usize].child_count);
    }

    fn play(&self, mv: u32) -> TreePos {
        let n = &self.tree.nodes[self.node as usize];
        let child = self.tree.children[(n.first_child + mv) as usize];
        TreePos {
            tree: self.tree.clone(),
            values: self.values.clone(),
            node: child,
            side: self.side.other(),
        }
    }

    fn is_terminal(&self) -> bool {
        self.tree.nodes[self.node as usize].is_leaf()
    }

    fn evaluate(&self) -> i32 {
        // A depth-limited search checks for missing static values before it starts.
        self.tree.nodes[self.node as usize].value.unwrap_or(0)
    }

    /// The child's label, else "child K" counted from 1, as people count (the page says it in
    /// the language chosen).
    fn move_name(&self, mv: u32) -> String {
        let n = &self.tree.nodes[self.node as usize];
        let child = self.tree.children[(n.first_child + mv) as usize];
        child_name(self.tree.nodes[child as usize].label.as_deref(), mv)
    }

    fn hash(&self) -> Option<u64> {
        // Every node of an explicit tree is its own position: no transpositions.
        Some((self.node as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5555)
    }

    fn move_key(&self, mv: u32) -> u32 {
        mv
    }

    fn exact_value(&self) -> Option<i32> {
        Some(self.values[self.node as usize])
    }
}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Self {
        // The English keeps the place in front, as the CLI prints it; the page uses line and column.
        let message = e.to_string();
        Error {
            code: e.code,
            params: e.params,
            message,
            line: Some(e.line),
            column: Some(e.column),
        }
    }
}
