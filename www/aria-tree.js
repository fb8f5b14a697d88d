// The tree for a keyboard and a screen reader: an ARIA tree (role tree, treeitem, group, with
// aria-level, aria-setsize, aria-posinset, aria-expanded) that mirrors the canvas, each node's
// name saying what the canvas shows at the step on show (its name or move, MAX or MIN, its value
// or bound and window, pruned or not reached yet) in the page's language. Keys as the WAI-ARIA
// tree pattern has them: ↑ ↓ between visible nodes, → expands or goes to the first child, ←
// collapses or goes to the parent, Home, End; Enter jumps to the step that enters the node. On an
// editable tree: Enter or F2 edits the node's value, Insert adds a child, Delete removes the
// subtree (edit.js). Focus and the canvas's hover ring move together. Items are made only for
// expanded nodes, so a tree of a million nodes costs what is open.

import { NO_PARENT, Bound, alphaOf, betaOf } from './trace.js';
import { t, onLanguageChange } from './i18n.js';
import { sayName } from './narration-i18n.js';

const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

/** The words a node's item says at step `s` (m: the model on show). */
export function itemName(m, v, s) {
  const tr = m.trace;
  const parts = [sayName(m.name(v))];
  const mv = v === 0 ? '' : m.moveLabel(v);
  if (mv && !parts[0].includes(mv)) parts.push(mv);
  parts.push(t(m.minToMove[v] ? 'side.min' : 'side.max'));
  if (v >= m.N) {
    const ce = m.index && m.index.cutEventOf && m.pruned ? m.index.cutEventOf[m.pruned.cutAt[v - m.N]] : -1;
    parts.push(ce >= 0 && ce <= s ? t('tip.pruned') : t('tip.notReached'));
  } else if (tr.enterEvent[v] > s) parts.push(t('tip.notReached'));
  else {
    const flip = m.negamax && m.maxView && m.minToMove[v] === 1;
    if (tr.leaveEvent[v] <= s) {
      let bound = tr.bound[v];
      if (flip && bound !== Bound.Exact) bound = bound === Bound.Lower ? Bound.Upper : Bound.Lower;
      const key = bound === Bound.Lower ? 'tip.valueLower' : bound === Bound.Upper && m.hasWindow ? 'tip.valueUpper' : 'tip.value';
      parts.push(t(key, { value: flip ? -tr.value[v] : tr.value[v] }));
    } else parts.push(t('tip.beingSearched'));
    if (m.hasWindow) {
      const [a, b] = flip ? [-betaOf(tr, v), -alphaOf(tr, v)] : [alphaOf(tr, v), betaOf(tr, v)];
      parts.push(t('tip.calledWith', { alpha: a, beta: b }));
    }
  }
  return parts.join(', ');
}

export class AriaTree {
  /** app: main.js's ({view, player, model, dirty, hover}); editor: edit.js's TreeEditor. */
  constructor(app, editor) {
    this.app = app;
    this.editor = editor;
    this.box = el('div', { id: 'tree-a11y', className: 'visually-hidden' });
    this.box.setAttribute('role', 'tree');
    document.getElementById('canvas-wrap').appendChild(this.box);
    this.items = new Map(); // display node → its treeitem, for the nodes made
    this.open = new Set();
    this.focusV = 0;
    this.step = -1;
    this.box.addEventListener('keydown', (ev) => this.key(ev));
    this.box.addEventListener('focusin', (ev) => {
      const v = this.nodeOf(ev.target);
      if (v >= 0) this.lit(v);
    });
    this.box.addEventListener('focusout', () => {
      requestAnimationFrame(() => { if (!this.box.contains(document.activeElement)) { this.app.view.hover = -1; this.app.hover(-1); this.app.dirty = true; } });
    });
    onLanguageChange(() => { this.say(); this.update(this.step, true); });
    this.say();
  }

  say() { this.box.setAttribute('aria-label', t('a11y.tree')); }

  nodeOf(item) {
    const it = item && item.closest ? item.closest('[role="treeitem"]') : null;
    return it ? +it.dataset.v : -1;
  }

  kids(v) {
    const L = this.app.model.layout;
    return L.children.subarray ? L.children.subarray(L.childStart[v], L.childStart[v + 1]) : L.children.slice(L.childStart[v], L.childStart[v + 1]);
  }

  /** A new model: the root open; the node focused before (by its path) again, when the tree had focus. */
  setModel(m) {
    const had = this.box.contains(document.activeElement);
    const oldPath = this.model && this.focusV >= 0 && this.focusV < this.model.D ? this.model.pathString(this.focusV) : '';
    this.model = m;
    this.box.textContent = '';
    this.items.clear();
    this.open = new Set([0]);
    this.step = this.app.player.step;
    if (!m || m.D === 0) return;
    const rootItem = this.make(0, 1, 1, 1);
    this.box.appendChild(rootItem);
    // The node focused (or edited) before, found again by its path and opened to.
    let v = 0;
    const want = this.editor && this.editor.sel ? this.editor.sel.join('.') : oldPath;
    if (want) for (let u = 0; u < m.D; u++) if (m.pathString(u) === want) { v = u; break; }
    this.reveal(v);
    this.setFocus(v, had);
  }

  make(v, level, pos, size) {
    const m = this.model;
    const it = el('div', { tabIndex: -1 });
    it.setAttribute('role', 'treeitem');
    it.dataset.v = String(v);
    it.setAttribute('aria-level', String(level));
    it.setAttribute('aria-posinset', String(pos));
    it.setAttribute('aria-setsize', String(size));
    const name = itemName(m, v, this.step);
    it.setAttribute('aria-label', name);
    it.textContent = name;
    this.items.set(v, it);
    if (this.kids(v).length) {
      it.setAttribute('aria-expanded', String(this.open.has(v)));
      if (this.open.has(v)) it.appendChild(this.group(v, level));
    }
    return it;
  }

  group(v, level) {
    const g = el('div');
    g.setAttribute('role', 'group');
    const ks = this.kids(v);
    ks.forEach((c, i) => g.appendChild(this.make(c, level + 1, i + 1, ks.length)));
    return g;
  }

  expand(v) {
    const it = this.items.get(v);
    if (!it || !this.kids(v).length || this.open.has(v)) return;
    this.open.add(v);
    it.setAttribute('aria-expanded', 'true');
    it.appendChild(this.group(v, +it.getAttribute('aria-level')));
  }

  collapse(v) {
    const it = this.items.get(v);
    if (!it || !this.open.has(v)) return;
    this.open.delete(v);
    it.setAttribute('aria-expanded', 'false');
    const g = it.querySelector(':scope > [role="group"]');
    if (g) { for (const d of g.querySelectorAll('[role="treeitem"]')) { this.items.delete(+d.dataset.v); this.open.delete(+d.dataset.v); } g.remove(); }
  }

  /** Opens every ancestor of v, so that its item is made. */
  reveal(v) {
    const m = this.model, up = [];
    for (let u = m.dParent[v]; u !== NO_PARENT && u !== undefined && up.length <= m.D; u = m.dParent[u]) up.push(u);
    for (const u of up.reverse()) this.expand(u);
  }

  setFocus(v, move = true) {
    const it = this.items.get(v);
    if (!it) return;
    const old = this.items.get(this.focusV);
    if (old) old.tabIndex = -1;
    it.tabIndex = 0;
    this.focusV = v;
    if (move) it.focus();
  }

  /** Focus on a node: the canvas rings it (hover), shows its card, and an editable tree selects it. */
  lit(v) {
    const { view, model: m } = this.app;
    if (!m) return;
    this.focusV = v;
    view.follow(v);
    view.hover = v;
    this.app.dirty = true;
    this.app.hover(v, view.sx(v), view.sy(v));
    if (this.editor && this.editor.isTree) this.editor.select(this.editor.pathOf(v), { keepFocus: true });
  }

  visible() { return [...this.box.querySelectorAll('[role="treeitem"]')]; }

  key(ev) {
    const m = this.model;
    const v = this.nodeOf(ev.target);
    if (!m || v < 0) return;
    const go = (u) => { if (u >= 0) this.setFocus(u); };
    const list = () => this.visible().map((e) => +e.dataset.v);
    const editable = this.editor && this.editor.editable;
    const k = ev.key;
    let done = true;
    if (k === 'ArrowDown') { const l = list(); go(l[l.indexOf(v) + 1] ?? -1); }
    else if (k === 'ArrowUp') { const l = list(); go(l.indexOf(v) > 0 ? l[l.indexOf(v) - 1] : -1); }
    else if (k === 'ArrowRight') { if (!this.kids(v).length) { /* a leaf: nothing */ } else if (!this.open.has(v)) this.expand(v); else go(this.kids(v)[0]); }
    else if (k === 'ArrowLeft') { if (this.open.has(v)) this.collapse(v); else if (v !== 0 && m.dParent[v] !== NO_PARENT) go(m.dParent[v]); }
    else if (k === 'Home') go(0);
    else if (k === 'End') { const l = list(); go(l[l.length - 1]); }
    else if (editable && (k === 'F2' || (k === 'Enter' && !this.kids(v).length))) this.editor.act('value');
    else if (editable && k === 'Insert') this.editor.act('addChild');
    else if (editable && k === 'Delete') this.editor.act('delete');
    else if (k === 'Enter') {
      if (v < m.N) { this.app.player.pause(); this.app.player.seek(m.trace.enterEvent[v]); this.app.dirty = true; }
    } else done = false;
    if (done) { ev.preventDefault(); ev.stopPropagation(); }
  }

  /** The step on show changed (or the words did): each item made says the node at that step. */
  update(s, force = false) {
    if (!this.model || (s === this.step && !force)) return;
    this.step = s;
    for (const [v, it] of this.items) {
      const name = itemName(this.model, v, s);
      if (it.getAttribute('aria-label') !== name) {
        it.setAttribute('aria-label', name);
        it.firstChild.nodeValue = name;
      }
    }
  }
}
