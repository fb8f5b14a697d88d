// What the tree editor (edit.js) holds between its questions to the core, without the DOM: a
// text's nodes as the core lists them, read by path, and undo and redo over whole texts. The core
// parses and edits the text (crate/src/game/tree_edit.rs, treeEdit through the worker); nothing
// here knows the tree format's rules.

/**
 * A text's nodes from the core's answer (`nodes`: NodeTable's columns in the parser's order,
 * depth-first, node 0 the root), or none when the text does not parse (`nodes` null).
 */
export class TreeNodes {
  /** @param {string} text @param {{children: Uint32Array, end: Uint32Array, values: Int32Array, valued: Uint8Array, labels: string, line: Uint32Array, column: Uint32Array} | null} nodes */
  constructor(text, nodes) {
    this.text = text;
    this.nodes = nodes;
    this.labels = nodes ? nodes.labels.split('\n') : [];
  }

  /** Whether the text parses (the core gave its nodes). */
  get parses() { return !!this.nodes; }

  /** The node at `path` (child indexes from 0), or -1 when the tree has none there. */
  indexOf(path) {
    const t = this.nodes;
    if (!t) return -1;
    let i = 0;
    for (const k of path) {
      if (!(k >= 0 && k < t.children[i])) return -1;
      let j = i + 1;
      for (let c = 0; c < k; c++) j = t.end[j];
      i = j;
    }
    return i;
  }

  /** What the node at `path` is: {leaf, value, static, label, children, depth, line, column} or null. */
  info(path) {
    const i = this.indexOf(path);
    if (i < 0) return null;
    const t = this.nodes, leaf = t.children[i] === 0, number = t.valued[i] ? t.values[i] : null;
    return {
      leaf, value: leaf ? number : null, static: leaf ? null : number, label: this.labels[i], children: t.children[i],
      depth: path.length, line: t.line[i], column: t.column[i],
    };
  }
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
