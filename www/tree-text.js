// Edits of a tree's text (the core's format, crate/src/game/tree.rs): each operation takes the text
// and a node's path (child indexes from 0, [] for the root) and returns the new text with only the
// node's own characters changed, so the rest of the user's layout, commas and comments stay as
// written; or it refuses with a reason code (the page says `edit.refused.<code>`). Pure: no DOM.
//
//   tree  := node
//   node  := [label ':'] (integer | '(' node {sep node} ')' ['~' integer])
//   sep   := whitespace and/or ','; '#' starts a comment to the end of the line

/** The core's limits (tree.rs: MAX_TREE_DEPTH, parse_int's LIMIT). */
export const MAX_DEPTH = 200;
export const VALUE_LIMIT = 1_000_000;
const LABEL = /^[A-Za-z_][A-Za-z0-9_-]*$/;

// The core's separators are Rust's is_ascii_whitespace: space, tab, newline, carriage return and
// form feed; not the vertical tab (a text with one is refused there, so here too).
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isDigit = (c) => c >= '0' && c <= '9';
const isLabelStart = (c) => /[A-Za-z_]/.test(c);
const isLabelChar = (c) => /[A-Za-z0-9_-]/.test(c);

class Bad extends Error {}

/**
 * The tree's nodes with where each stands in the text: {start, end, label: {start, end, text} | null,
 * body (where its number or '(' starts), leaf, value, valueEnd, close (its ')'), stat: {start, end,
 * value} | null (the '~' and its number), children}. null when the text does not parse (the core
 * then says what and where).
 */
export function parseTree(text) {
  let i = 0;
  const skip = () => {
    while (i < text.length) {
      const c = text[i];
      if (isSpace(c) || c === ',') i++;
      else if (c === '#') { while (i < text.length && text[i] !== '\n') i++; } else break;
    }
  };
  const int = () => {
    const s = i;
    if (text[i] === '-' || text[i] === '+') i++;
    const d = i;
    while (i < text.length && isDigit(text[i])) i++;
    if (i === d) throw new Bad();
    if (i < text.length && (/[A-Za-z.]/.test(text[i]))) throw new Bad();
    const v = Number(text.slice(s, i));
    if (!(Math.abs(v) <= VALUE_LIMIT)) throw new Bad();
    return v;
  };
  const node = (nesting) => {
    if (nesting > MAX_DEPTH) throw new Bad();
    const n = { start: i, end: i, label: null, body: i, leaf: true, value: null, valueEnd: i, close: -1, stat: null, children: [] };
    if (i < text.length && isLabelStart(text[i])) {
      const s = i;
      while (i < text.length && isLabelChar(text[i])) i++;
      if (text[i] !== ':') throw new Bad();
      n.label = { start: s, end: i + 1, text: text.slice(s, i) };
      i++;
    }
    n.body = i;
    if (text[i] === '(') {
      n.leaf = false;
      i++;
      for (;;) {
        skip();
        if (i >= text.length) throw new Bad();
        if (text[i] === ')') { if (!n.children.length) throw new Bad(); n.close = i; i++; break; }
        const c = node(nesting + 1);
        n.children.push(c);
        const before = i;
        skip();
        if (i === before && i < text.length && text[i] !== ')' && text[i] !== '(' && text[i - 1] !== ')') throw new Bad();
      }
      n.valueEnd = i;
      if (text[i] === '~') {
        const s = i;
        i++;
        const v = int();
        n.stat = { start: s, end: i, value: v };
        n.value = v;
      }
    } else if (text[i] === '-' || text[i] === '+' || isDigit(text[i] ?? '')) {
      n.value = int();
      n.valueEnd = i;
      if (text[i] === '~') throw new Bad();
    } else throw new Bad();
    n.end = i;
    return n;
  };
  try {
    skip();
    if (i >= text.length) return null;
    const root = node(0);
    skip();
    return i === text.length ? root : null;
  } catch (e) {
    if (e instanceof Bad) return null;
    throw e;
  }
}

const refuse = (code, params = {}) => ({ ok: false, code, params });
const done = (text, path) => ({ ok: true, text, path });
/**
 * Pieces of text joined, with a space where two would otherwise run together: the core reads two
 * children without a separator only after a ')' or before a '(' or ')' ("(3(4))"), so a number
 * that came to stand next to another or a label ("(5 (1)7)" with (1) deleted or made a leaf, or
 * (1) labelled in "(5(1))") gets one.
 */
const glue = (...pieces) => pieces.reduce((out, p) => {
  if (!out || !p) return out + p;
  // A number or label's last character, then one that starts a node or goes on with a number.
  return /[A-Za-z0-9_]/.test(out[out.length - 1]) && /[A-Za-z0-9_+-]/.test(p[0]) ? `${out} ${p}` : out + p;
}, '');
const splice = (text, start, end, put) => glue(text.slice(0, start), put, text.slice(end));

/** The node at `path` and its parent, or null when the path leaves the tree. */
function locate(root, path) {
  let node = root, parent = null;
  for (const k of path) {
    if (node.leaf || k < 0 || k >= node.children.length) return null;
    parent = node;
    node = node.children[k];
  }
  return { node, parent, index: path.length ? path[path.length - 1] : -1 };
}

/** Parses the text and finds the node, or says why not. @returns {{ bad?: { ok: boolean, code: string, params: object }, root?: any, node?: any, parent?: any, index?: number }} */
function at(text, path) {
  const root = parseTree(text);
  if (!root) return { bad: refuse('textInvalid') };
  const found = locate(root, path);
  if (!found) return { bad: refuse('noSuchNode') };
  return { root, ...found };
}

/** A whole number as typed ("7", "-3", "+12", " 5 "): {ok, value} or a refusal. */
export function readValue(raw) {
  const s = String(raw ?? '').trim().replace(/^[−–]/, '-');
  if (!/^[+-]?\d+$/.test(s)) return refuse('notNumber', { text: s });
  const v = Number(s);
  if (Math.abs(v) > VALUE_LIMIT) return refuse('outOfRange', { number: s, limit: VALUE_LIMIT });
  return { ok: true, value: v };
}

/** What the node at `path` is: {leaf, value, label, static, children, depth} or null. */
export function nodeInfo(text, path) {
  const f = at(text, path);
  if (f.bad) return null;
  const n = f.node;
  return { leaf: n.leaf, value: n.leaf ? n.value : null, static: n.stat ? n.stat.value : null, label: n.label ? n.label.text : '', children: n.children.length, depth: path.length };
}

/**
 * A leaf's value, or an inner node's static value (its estimate after '~'; an empty text removes
 * it).
 */
export function setValue(text, path, raw) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  const n = f.node;
  if (!n.leaf && String(raw ?? '').trim() === '') return done(n.stat ? splice(text, n.stat.start, n.stat.end, '') : text, path);
  const r = readValue(raw);
  if (!r.ok) return r;
  if (n.leaf) return done(splice(text, n.body, n.valueEnd, String(r.value)), path);
  if (n.stat) return done(splice(text, n.stat.start + 1, n.stat.end, String(r.value)), path);
  return done(splice(text, n.valueEnd, n.valueEnd, `~${r.value}`), path);
}

/** A node's label (B in B:(3 12 8)); an empty text removes it. */
export function setLabel(text, path, raw) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  const n = f.node;
  const s = String(raw ?? '').trim();
  if (s === '') return done(n.label ? splice(text, n.label.start, n.label.end, '') : text, path);
  if (!LABEL.test(s)) return refuse('badLabel', { label: s });
  return done(n.label ? splice(text, n.label.start, n.label.end - 1, s) : splice(text, n.start, n.start, `${s}:`), path);
}

/** The separator written between a node's children (the user's own, else one space). */
function separatorOf(n, text, k = 1) {
  if (n.children.length > k) {
    const gap = text.slice(n.children[k - 1].end, n.children[k].start);
    if (gap !== '' && !gap.includes('#')) return gap;
  }
  return ' ';
}

/**
 * A new last child (a leaf 0). A leaf given a child becomes an inner node whose first child
 * keeps its number: 5 becomes (5 0).
 */
export function addChild(text, path) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  const n = f.node;
  if (path.length + 1 > MAX_DEPTH) return refuse('tooDeep', { limit: MAX_DEPTH });
  if (n.leaf) return done(splice(text, n.body, n.valueEnd, `(${n.value} 0)`), [...path, 1]);
  const last = n.children[n.children.length - 1];
  return done(splice(text, last.end, last.end, `${separatorOf(n, text)}0`), [...path, n.children.length]);
}

/** A new sibling (a leaf 0) just after the node. */
export function addSibling(text, path) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  if (!f.parent) return refuse('rootSibling');
  const n = f.node, k = f.index;
  const sep = separatorOf(f.parent, text, Math.max(1, Math.min(k + 1, f.parent.children.length - 1)));
  return done(splice(text, n.end, n.end, `${sep}0`), [...path.slice(0, -1), k + 1]);
}

/** Removes the node and everything under it, with the separator before it (or after it, for a first child). */
export function deleteSubtree(text, path) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  if (!f.parent) return refuse('deleteRoot');
  const p = f.parent, k = f.index, n = f.node;
  if (p.children.length === 1) return refuse('onlyChild');
  const gapOk = (a, b) => !text.slice(a, b).includes('#');
  let out;
  if (k > 0 && gapOk(p.children[k - 1].end, n.start)) out = splice(text, p.children[k - 1].end, n.end, '');
  else if (k + 1 < p.children.length && gapOk(n.end, p.children[k + 1].start)) out = splice(text, n.start, p.children[k + 1].start, '');
  else out = splice(text, n.start, n.end, '');
  return done(out, path.slice(0, -1));
}

/** Swaps the node with its sibling to the left (dir −1) or right (+1); the layout between them stays. */
export function moveChild(text, path, dir) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  if (!f.parent) return refuse('moveRoot');
  const p = f.parent, k = f.index, j = k + (dir < 0 ? -1 : 1);
  if (j < 0) return refuse('firstChild');
  if (j >= p.children.length) return refuse('lastChild');
  const [a, b] = k < j ? [p.children[k], p.children[j]] : [p.children[j], p.children[k]];
  const out = glue(text.slice(0, a.start), text.slice(b.start, b.end), text.slice(a.end, b.start), text.slice(a.start, a.end), text.slice(b.end));
  return done(out, [...path.slice(0, -1), j]);
}

/** A leaf becomes an inner node with the leaf's number as its one child: 5 becomes (5). */
export function toInner(text, path) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  const n = f.node;
  if (!n.leaf) return refuse('alreadyInner');
  if (path.length + 1 > MAX_DEPTH) return refuse('tooDeep', { limit: MAX_DEPTH });
  return done(splice(text, n.body, n.valueEnd, `(${n.value})`), path);
}

/** The minimax value of a node, MAX's view (`max`: MAX to move there). */
export function minimax(n, max) {
  if (n.leaf) return n.value;
  let best = max ? -Infinity : Infinity;
  for (const c of n.children) {
    const v = minimax(c, !max);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/**
 * An inner node becomes a leaf: its number is its static value when it has one, else its subtree's
 * minimax value (`rootMax`: MAX moves at the root), so the value above it stays.
 */
export function toLeaf(text, path, rootMax = true) {
  const f = at(text, path);
  if (f.bad) return f.bad;
  const n = f.node;
  if (n.leaf) return refuse('alreadyLeaf');
  const max = (path.length % 2 === 0) === rootMax;
  const v = n.stat ? n.stat.value : minimax(n, max);
  return done(splice(text, n.body, n.end, String(v)), path);
}

/** The paths of all nodes, root first, depth-first in the text's order (for tests and the page). */
export function paths(text) {
  const root = parseTree(text);
  if (!root) return [];
  const out = [];
  const walk = (n, p) => { out.push(p); n.children.forEach((c, k) => walk(c, [...p, k])); };
  walk(root, []);
  return out;
}

/**
 * Undo and redo over whole texts: `record(before, after)` after an edit; `undo(current)` and
 * `redo(current)` give the text to show, or null when there is nothing. A text the user changed
 * by hand between edits is kept as a step of its own.
 */
export class History {
  constructor(limit = 200) { this.limit = limit; this.done = []; this.undone = []; }
  record(before, after) {
    if (before === after) return;
    this.done.push(before);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
    this.last = after;
  }
  get canUndo() { return this.done.length > 0; }
  get canRedo() { return this.undone.length > 0; }
  undo(current) {
    if (this.last !== undefined && current !== this.last) {
      // Typed by hand since the last edit: undo goes back to what the edit left.
      this.undone.push(current);
      return this.last;
    }
    if (!this.done.length) return null;
    const back = this.done.pop();
    this.undone.push(current);
    this.last = back;
    return back;
  }
  redo(current) {
    if (!this.undone.length) return null;
    const next = this.undone.pop();
    this.done.push(current);
    this.last = next;
    return next;
  }
}
