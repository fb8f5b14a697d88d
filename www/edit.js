// Editing the tree where it is drawn: select a node on the canvas, type its value on it (Enter
// commits, Esc cancels), add, delete and move nodes, turn a leaf into an inner node and back,
// label it; undo and redo. Every edit is a transform of the tree's text (tree-text.js): the text
// box is rewritten, the search runs again at once, and the view comes back to the same node at the
// step that enters it. A preset or random tree is edited through **Edit a copy**, a custom tree
// with the same text. An edit that would make the tree invalid is refused, the reason beside the node.
//
// Hooks: main.js makes one TreeEditor, asks placeFor(m) where a new result opens and calls
// onResult(m) and drawn() (after each frame drawn); the canvas's clicks are read here.

import * as TT from './tree-text.js';
import { t, onLanguageChange } from './i18n.js';
import { pageKeysOff } from './dom.js';
import { sayName } from './narration-i18n.js';

/** @type {import('./dom.js').ById} */
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
/** The custom tree's entry, its text box and its root option (games/tree.js, controls.js). */
const CUSTOM = 'custom';
const textBox = () => /** @type {HTMLTextAreaElement | null} */ ($(`opt-${CUSTOM}-text`));

/** The bar's buttons: [id, the key of its words, what it does]. */
const BUTTONS = [
  ['edit-undo', 'edit.undo', 'undo'], ['edit-redo', 'edit.redo', 'redo'],
  ['edit-value', 'edit.value', 'value'], ['edit-label', 'edit.label', 'label'],
  ['edit-add-child', 'edit.addChild', 'addChild'], ['edit-add-sibling', 'edit.addSibling', 'addSibling'],
  ['edit-delete', 'edit.delete', 'delete'], ['edit-left', 'edit.moveLeft', 'left'], ['edit-right', 'edit.moveRight', 'right'],
  ['edit-kind', 'edit.toInner', 'kind'],
];

export class TreeEditor {
  /**
   * app: main.js's run-time object ({view, player, model, dirty}); env: {state(), controls(),
   * changed(delay)}, the page's state, its form and what a change of settings does.
   */
  constructor(app, env) {
    this.app = app;
    this.env = env;
    this.sel = null; // the selected node's path (child indexes from 0), or null
    this.place = null; // where the next result opens: {path} or {step}
    this.history = new TT.History();
    this.editing = null; // the inline box: {path, mode}
    this.reason = null; // a refusal on show: {path, code, params}
    this.build();
    this.bindCanvas();
    this.bindKeys();
    onLanguageChange(() => this.say());
    // A text typed by hand redraws the tree; the view comes back to the node selected.
    $('controls').addEventListener('input', (ev) => { if (ev.target === textBox() && this.editable) this.place = this.sel ? { path: this.sel } : null; });
  }

  build() {
    const bar = el('div', { id: 'edit-bar', role: 'toolbar', hidden: true });
    this.copyBtn = el('button', { id: 'edit-copy', type: 'button' });
    this.copyBtn.addEventListener('click', () => this.editCopy());
    this.tools = el('span', { className: 'edit-tools' });
    this.buttons = {};
    for (const [id, , act] of BUTTONS) {
      const b = el('button', { id, type: 'button' });
      b.addEventListener('click', () => this.act(act));
      this.buttons[act] = b;
      this.tools.appendChild(b);
    }
    this.what = el('span', { id: 'edit-what', className: 'edit-what' });
    bar.append(this.copyBtn, this.tools, this.what);
    $('stage').insertBefore(bar, $('player'));
    this.bar = bar;
    this.ring = el('div', { id: 'edit-ring', hidden: true });
    this.ring.setAttribute('aria-hidden', 'true');
    this.box = el('input', { id: 'edit-box', type: 'text', hidden: true, spellcheck: false, autocomplete: 'off' });
    this.box.addEventListener('keydown', (ev) => {
      ev.stopPropagation();
      if (ev.key === 'Enter') { ev.preventDefault(); this.commit(); } else if (ev.key === 'Escape') { ev.preventDefault(); this.closeBox(); }
    });
    this.box.addEventListener('blur', () => { if (this.editing && !this.committing) this.closeBox(false); });
    this.note = el('p', { id: 'edit-reason', className: 'edit-reason', hidden: true });
    this.note.setAttribute('role', 'alert');
    $('canvas-wrap').append(this.ring, this.box, this.note);
    this.say();
  }

  get state() { return this.env.state(); }
  /** A tree game on show (the Game menu's entry is a tree). */
  get isTree() {
    const c = this.env.controls();
    return !!c && c.entry && c.entry.game === 'tree';
  }
  get editable() { return this.isTree && this.state.game === CUSTOM && !!textBox(); }
  get text() { return textBox() ? textBox().value : ''; }
  get rootMax() { return (this.state.options.root ?? 'max') !== 'min'; }

  // ------------------------------------------------------------ nodes and paths

  /** The display node's path (from 0), or null when the model has none for it. */
  pathOf(v) {
    const m = this.app.model;
    if (!m || v < 0 || v >= m.D) return null;
    const s = m.pathString(v);
    return s === '' ? [] : s.split('.').map(Number);
  }

  /** The display node drawn for a path (the nearest ancestor drawn when it is not), or -1. */
  nodeOf(path, m = this.app.model) {
    if (!m || !path) return -1;
    if (!m.editIndex) {
      m.editIndex = new Map();
      for (let v = 0; v < m.D; v++) { const s = m.pathString(v); if (!m.editIndex.has(s)) m.editIndex.set(s, v); }
    }
    for (let k = path.length; k >= 0; k--) {
      const v = m.editIndex.get(path.slice(0, k).join('.'));
      if (v !== undefined) return v;
    }
    return -1;
  }

  nameOf(path) {
    const m = this.app.model;
    const v = this.nodeOf(path);
    if (m && v >= 0 && this.pathOf(v).join('.') === path.join('.')) return sayName(m.name(v));
    return path.length ? t('name.node', { path: path.map((k) => k + 1).join('.') }) : t('name.root');
  }

  // ------------------------------------------------------------ the bar

  say() {
    this.bar.setAttribute('aria-label', t('edit.bar'));
    this.copyBtn.textContent = t('edit.copy');
    this.copyBtn.title = t('edit.copyHint');
    // Short words on the buttons (one row at 1280 px), the whole name for a screen reader and the hint.
    const keys = { undo: 'Ctrl+Z', redo: 'Ctrl+Y', delete: 'Delete', addChild: 'Insert', value: 'Enter, F2' };
    for (const [, key, act] of BUTTONS) {
      const b = this.buttons[act];
      const k = act === 'kind' && this.info && !this.info.leaf ? 'edit.toLeaf' : key;
      b.textContent = t(k.replace('edit.', 'edit.short.'));
      b.setAttribute('aria-label', t(k));
      b.title = keys[act] ? `${t(k)} (${keys[act]})` : t(k);
      b.dataset.key = k;
    }
    this.what.textContent = !this.editable ? t('edit.copyHint') : this.sel ? t('edit.selected', { node: this.nameOf(this.sel) }) : t('edit.pick');
    if (this.reason) this.note.textContent = t(`edit.refused.${this.reason.code}`, this.reason.params);
    if (this.editing) this.box.setAttribute('aria-label', this.boxLabel());
  }

  /** The bar as the tree on show allows: Edit a copy for a preset or random tree, the tools for a custom one. */
  refresh() {
    const tree = this.isTree;
    this.bar.hidden = !tree;
    const editable = this.editable;
    this.copyBtn.hidden = !tree || editable;
    this.copyBtn.disabled = !(this.app.model && this.app.model.labels && this.app.model.labels.text);
    this.tools.hidden = !editable;
    this.info = editable && this.sel ? TT.nodeInfo(this.text, this.sel) : null;
    if (editable && this.sel && !this.info) { this.sel = null; }
    const has = !!this.info;
    for (const act of ['value', 'label', 'addChild', 'addSibling', 'delete', 'left', 'right', 'kind']) this.buttons[act].disabled = !has;
    this.buttons.undo.disabled = !editable || !this.history.canUndo && !(this.history.last !== undefined && this.text !== this.history.last);
    this.buttons.redo.disabled = !editable || !this.history.canRedo;
    if (!editable) { this.closeBox(false); this.hideReason(); }
    this.say();
    this.drawn();
  }

  // ------------------------------------------------------------ the canvas

  bindCanvas() {
    const canvas = this.app.view.canvas;
    let down = null;
    canvas.addEventListener('pointerdown', (ev) => { down = { x: ev.clientX, y: ev.clientY }; });
    canvas.addEventListener('pointerup', (ev) => {
      if (!down || Math.abs(ev.clientX - down.x) + Math.abs(ev.clientY - down.y) > 4) { down = null; return; }
      down = null;
      const v = this.hitAt(ev);
      if (v < 0) return;
      this.select(this.pathOf(v));
    });
    canvas.addEventListener('dblclick', (ev) => {
      const v = this.hitAt(ev);
      if (v < 0 || !this.editable) return;
      this.select(this.pathOf(v));
      this.openBox('value');
    });
  }

  hitAt(ev) {
    const r = this.app.view.canvas.getBoundingClientRect();
    const m = this.app.model;
    const v = this.app.view.hit(ev.clientX - r.left, ev.clientY - r.top);
    return m && v >= 0 && v < m.D ? v : -1;
  }

  select(path) {
    if (!this.isTree || !path) return;
    this.closeBox(false);
    this.hideReason();
    this.sel = path;
    this.refresh();
  }

  /** The selection ring, the inline box and a refusal follow the node (after each frame drawn). */
  drawn() {
    const view = this.app.view, m = this.app.model;
    const v = this.editable && this.sel ? this.nodeOf(this.sel) : -1;
    const exact = v >= 0 && this.pathOf(v).join('.') === this.sel.join('.');
    const show = exact && m && view.model === m;
    this.ring.hidden = !show;
    if (!show) { this.box.hidden = true; this.note.hidden = !this.reason; return; }
    const x = view.sx(v), y = view.sy(v);
    // Close round the node's shape, clear of the value under a leaf.
    const r = Math.max(9, (view.nodeRadius ? view.nodeRadius(v) : 10) * 1.2 + 3);
    Object.assign(this.ring.style, { left: `${x - r}px`, top: `${y - r}px`, width: `${2 * r}px`, height: `${2 * r}px` });
    if (this.editing) {
      this.box.hidden = false;
      Object.assign(this.box.style, { left: `${Math.max(2, x - 40)}px`, top: `${Math.max(2, y - 16)}px` });
    }
    if (this.reason) {
      this.note.hidden = false;
      const left = x + r + 8, room = view.W - left;
      // Beside the node, on the side with room: to its left near the right edge.
      Object.assign(this.note.style, room > 220 ? { left: `${left}px`, right: '', top: `${Math.max(2, y - 14)}px` } : { left: '', right: `${Math.max(2, view.W - (x - r - 8))}px`, top: `${Math.max(2, y - 14)}px` });
    }
  }

  // ------------------------------------------------------------ the keyboard

  bindKeys() {
    document.addEventListener('keydown', (/** @type {KeyboardEvent & { target: HTMLInputElement }} */ ev) => {
      if (!this.editable || pageKeysOff()) return;
      const tag = ev.target.tagName;
      const inField = tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && ev.target.type !== 'range' && ev.target.type !== 'checkbox');
      if (inField) return;
      const k = ev.key, ctrl = ev.ctrlKey || ev.metaKey;
      // The ARIA tree (aria-tree.js) reads its own Enter, F2, Insert and Delete; a number typed there opens the box here.
      if (ev.target.closest && ev.target.closest('[role="tree"]') && !ctrl && !/^[0-9-]$/.test(k)) return;
      if (ctrl && !ev.altKey && (k === 'z' || k === 'Z')) { ev.preventDefault(); this.act(ev.shiftKey ? 'redo' : 'undo'); return; }
      if (ctrl && !ev.altKey && (k === 'y' || k === 'Y')) { ev.preventDefault(); this.act('redo'); return; }
      if (ctrl || ev.altKey || !this.sel) return;
      const onButton = tag === 'BUTTON';
      if (/^[0-9]$/.test(k) || k === '-') { ev.preventDefault(); this.openBox('value', k); return; }
      const map = { F2: 'value', Insert: 'addChild', Delete: 'delete' };
      if (!onButton) map.Enter = 'value';
      if (map[k]) { ev.preventDefault(); ev.stopPropagation(); this.act(map[k]); }
    }, true);
  }

  // ------------------------------------------------------------ the edits

  boxLabel() {
    const node = this.nameOf(this.editing.path);
    if (this.editing.mode === 'label') return t('edit.labelOf', { node });
    return this.info && !this.info.leaf ? t('edit.staticOf', { node }) : t('edit.valueOf', { node });
  }

  /** The box on the node: its value (a leaf's number, an inner node's static value) or its label. */
  openBox(mode, typed = null) {
    if (!this.editable || !this.sel || !this.info) return;
    this.hideReason();
    this.editing = { path: this.sel, mode };
    const now = mode === 'label' ? this.info.label : this.info.leaf ? String(this.info.value) : this.info.static === null ? '' : String(this.info.static);
    this.box.value = typed ?? now;
    this.box.setAttribute('aria-label', this.boxLabel());
    this.box.placeholder = mode === 'label' ? 'B' : '7';
    this.box.hidden = false;
    this.drawn();
    this.returnTo = document.activeElement;
    this.box.focus();
    if (typed === null) this.box.select(); else this.box.setSelectionRange(this.box.value.length, this.box.value.length);
  }

  closeBox(refocus = true) {
    if (!this.editing) return;
    this.editing = null;
    this.box.hidden = true;
    // Back where the edit began (the ARIA tree's item, a button), if it is still there.
    const back = this.returnTo;
    this.returnTo = null;
    if (refocus && back && back.isConnected && back !== document.body) /** @type {HTMLElement} */ (back).focus();
  }

  commit() {
    const e = this.editing;
    if (!e) return;
    const r = e.mode === 'label' ? TT.setLabel(this.text, e.path, this.box.value) : TT.setValue(this.text, e.path, this.box.value);
    if (!r.ok) { this.refuse(r, e.path); this.box.focus(); return; }
    this.committing = true;
    this.closeBox();
    this.committing = false;
    this.apply(r);
  }

  act(what) {
    if (!this.editable) return;
    if (what === 'undo' || what === 'redo') {
      const cur = this.text;
      const back = what === 'undo' ? this.history.undo(cur) : this.history.redo(cur);
      if (back === null) return;
      this.write(back, this.sel);
      return;
    }
    if (!this.sel || !this.info) return;
    if (what === 'value' || what === 'label') { this.openBox(what); return; }
    const p = this.sel, text = this.text;
    const r = what === 'addChild' ? TT.addChild(text, p)
      : what === 'addSibling' ? TT.addSibling(text, p)
        : what === 'delete' ? TT.deleteSubtree(text, p)
          : what === 'left' ? TT.moveChild(text, p, -1)
            : what === 'right' ? TT.moveChild(text, p, 1)
              : this.info.leaf ? TT.toInner(text, p) : TT.toLeaf(text, p, this.rootMax);
    if (!r.ok) { this.refuse(r, p); return; }
    this.apply(r);
  }

  /** An edit done: recorded for undo, written to the text box, searched again. */
  apply(r) {
    this.history.record(this.text, r.text);
    this.write(r.text, r.path);
  }

  /** The text in the box and the state; the search runs at once and comes back to `path`. */
  write(text, path) {
    this.hideReason();
    const box = textBox();
    box.value = text;
    this.sel = path && TT.nodeInfo(text, path) ? path : TT.parseTree(text) ? [] : null;
    this.place = this.sel ? { path: this.sel } : null;
    this.env.controls().optionsChanged(0);
    this.refresh();
  }

  refuse(r, path) {
    this.reason = { path, code: r.code, params: r.params || {} };
    this.note.dataset.code = r.code;
    this.say();
    this.drawn();
  }

  hideReason() {
    this.reason = null;
    this.note.hidden = true;
    delete this.note.dataset.code;
  }

  /** A preset or random tree becomes a custom tree with the same text (the core's), at the same step. */
  editCopy() {
    const m = this.app.model, c = this.env.controls();
    if (!m || !m.labels || !m.labels.text || !c) return;
    const text = m.labels.text, root = this.state.options.root ?? 'max';
    const step = this.app.player.step;
    c.switchGame(CUSTOM);
    textBox().value = text;
    const rootBox = /** @type {HTMLInputElement | null} */ ($(`opt-${CUSTOM}-root`));
    if (rootBox) rootBox.value = root;
    this.history = new TT.History();
    this.history.last = text;
    this.place = { step };
    c.optionsChanged(0);
    this.refresh();
  }

  // ------------------------------------------------------------ hooks from main.js

  /** Where a new result opens after an edit or a copy: the step entering the same node; null: as before. */
  placeFor(m) {
    const p = this.place;
    this.place = null;
    if (!p || !this.editable) return null;
    const E = m.trace.kind.length;
    if (p.step !== undefined) return Math.min(p.step, E - 1);
    const v = this.nodeOf(p.path, m);
    if (v < 0 || v >= m.N) return 0;
    let step = m.trace.enterEvent[v];
    while (step > 0 && m.steps && !m.steps.isStop(step)) step--;
    return step;
  }

  /** @param {unknown} [m] the new model (the editor reads its own text, not the model) */
  onResult(m) {
    if (this.editable && this.sel && !TT.nodeInfo(this.text, this.sel)) this.sel = null;
    this.refresh();
  }
}
