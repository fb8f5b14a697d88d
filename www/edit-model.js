// What the tree editor (edit.js) holds between its questions to the core, without the DOM: a
// text's nodes as the core lists them, read by path, and undo and redo over whole texts. The core
// parses and edits the text (crate/src/game/tree_edit.rs, treeEdit through the worker); nothing
// here knows the tree format's rules.

/**
 * A text's nodes from the core's answer (`nodes`: NodeTable, each node's numbers in `rows` as
 * `fields` names them, in the parser's order: depth-first, node 0 the root), or none when the
 * text does not parse (`nodes` null).
 */
export class TreeNodes {
  /** @param {string} text @param {{fields: string, rows: Int32Array, labels: string} | null} nodes */
  constructor(text, nodes) {
    this.text = text;
    this.rows = nodes ? nodes.rows : null;
    this.labels = nodes ? nodes.labels.split('\n') : [];
    /** Each field's place in a row, by name. */
    this.at = {};
    if (nodes) nodes.fields.split(' ').forEach((f, k, all) => { this.at[f] = k; this.stride = all.length; });
  }

  /** Whether the text parses (the core gave its nodes). */
  get parses() { return !!this.rows; }

  /** Node `i`'s number called `field`. */
  get(i, field) { return this.rows[i * this.stride + this.at[field]]; }

  /** The node at `path` (child indexes from 0), or -1 when the tree has none there. */
  indexOf(path) {
    if (!this.rows) return -1;
    let i = 0;
    for (const k of path) {
      if (!(k >= 0 && k < this.get(i, 'children'))) return -1;
      let j = i + 1;
      for (let c = 0; c < k; c++) j = this.get(j, 'end');
      i = j;
    }
    return i;
  }

  /** What the node at `path` is: {leaf, value, static, label, children, depth, line, column} or null. */
  info(path) {
    const i = this.indexOf(path);
    if (i < 0) return null;
    const children = this.get(i, 'children'), leaf = children === 0, number = this.get(i, 'valued') ? this.get(i, 'value') : null;
    return {
      leaf, value: leaf ? number : null, static: leaf ? null : number, label: this.labels[i], children,
      depth: path.length, line: this.get(i, 'line'), column: this.get(i, 'column'),
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
