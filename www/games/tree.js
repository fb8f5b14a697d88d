// Explicit game trees: the textbook presets, random trees and a tree typed in. Names sit beside
// the nodes, not on the edges; a malformed text shows its line with a caret under the column.

import { LABEL_LIMIT } from './generic.js';
import { errorText } from '../errors.js';
import { word, catalogueKeys as K } from '../i18n.js';
import { sayName } from '../narration-i18n.js';
import { NodeName } from '../model.js';

export default {
  kind: 'tree',
  movesOnEdges: false,
  wantsBoards: false,
  hasPosition: false,

  /** The presets first (AIMA, seed 000), then the variants with options (random), then a custom text. */
  entries(info) {
    const base = { game: info.kind, presets: [], note: null, info };
    const custom = word('controls.customTree');
    return [
      ...info.presets.map((p) => {
        const title = word(K.preset(info.kind, p.name, 'title'), p.title);
        return { ...base, id: p.name, label: title, legend: title, kind: info.kind, fixed: p.options, options: [], note: p.note ? word(K.preset(info.kind, p.name, 'note'), p.note) : null };
      }),
      ...info.variants.filter((v) => v.options.length).map((v) => {
        const title = word(K.title(v.kind), v.title);
        return { ...base, id: v.kind, label: title, legend: title, kind: v.kind, fixed: {}, options: v.options };
      }),
      { ...base, id: 'custom', label: custom, legend: custom, kind: info.kind, fixed: {}, options: info.options },
    ];
  },

  buildPanel(box, entry, ui) {
    for (const o of entry.options) ui.field(o);
    const text = entry.options.find((o) => o.input === 'textarea');
    if (!text) return {};
    const err = document.createElement('p');
    err.id = 'tree-error';
    err.className = 'error';
    err.setAttribute('role', 'alert');
    err.hidden = true;
    box.appendChild(err);
    return {
      /** A parse error: the message, then the line it names with a caret under the column. */
      showError(e) {
        if (!e.line) return false;
        err.textContent = errorText(e, { entry: 'custom' });
        err.hidden = false; // shown before the excerpt is measured against its width
        const line = String(ui.read(text.name) ?? '').split('\n')[e.line - 1];
        if (line !== undefined) {
          const pre = document.createElement('code');
          pre.className = 'where';
          err.appendChild(document.createElement('br'));
          err.appendChild(pre);
          // As much of the line as the box holds, round the column, "…" where it is cut; the
          // caret under the character named (a monospace font: one width per character).
          const cs = getComputedStyle(pre), room = pre.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
          const measure = document.createElement('canvas').getContext('2d');
          measure.font = `${cs.fontSize} ${cs.fontFamily}`;
          const one = measure.measureText('0').width;
          const fit = Math.max(8, Math.floor(room / (one || 8)));
          const col = Math.max(0, e.column - 1);
          let start = 0, text = line;
          if (line.length > fit) {
            start = Math.max(0, Math.min(col - Math.floor(fit / 2), line.length - fit));
            text = line.slice(start, start + fit);
            if (start > 0) text = `…${text.slice(1)}`;
            if (start + fit < line.length) text = `${text.slice(0, -1)}…`;
          }
          pre.textContent = `${text}\n${' '.repeat(col - start)}^`;
        }
        err.hidden = false;
        return true;
      },
    };
  },

  workerLabels(handle, run) {
    if (run.D > LABEL_LIMIT) return {};
    // Every node's label and number in two calls (NO_STATIC_VALUE, trace.js: no number).
    // The tree's text too, for Edit a copy (edit.js) of a preset or a random tree.
    return { names: handle.treeLabelsJoined().split('\n'), staticValue: handle.treeStaticValues(), text: handle.treeText ? handle.treeText() : null };
  },

  nodeName(m, v) {
    if (m.names && m.names[v]) return m.names[v];
    return v === 0 ? NodeName.root() : m.pathName(v);
  },
  childName(m, n, c, mv) {
    return m.names && m.names[c] ? m.names[c] : NodeName.child(mv + 1);
  },
  nodeBoard: () => null,
  tooltip: () => null,
  /** The principal variation: its edges by their textbook names ("a1 b1"), else its nodes by name ("B → 3"). */
  pvLine(m, nodes) {
    if (m.edgeLabels) return nodes.map((v) => m.moveLabel(v)).join(' ');
    return nodes.map((v) => sayName(m.name(v))).join(' → ');
  },
};
