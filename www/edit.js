// Editing the tree where it is drawn: select a node on the canvas, type its value on it (Enter
// commits, Esc cancels), add, delete and move nodes, turn a leaf into an inner node and back,
// label it; undo and redo. Every edit is the core's (crate/src/game/tree_edit.rs, asked through
// the worker): it changes only the node's characters in the tree's text, the text box is
// rewritten, the search runs again at once, and the view comes back to the same node at the step
// that enters it. What a node is (leaf or inner, its number, its label) the editor reads from the
// core's table of the text's nodes, asked once per text, so that a click or a key is answered at
// once. A preset or random tree is edited through **Edit a copy**, a custom tree with the same
// text. An edit that would make the tree invalid is refused, the reason beside the node.
//
// Hooks: main.js makes one TreeEditor, asks placeFor(m) where a new result opens and calls
// onResult(m) and drawn() (after each frame drawn); the canvas's clicks are read here.

import { History, TreeNodes } from './edit-model.js';
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
   * client()}, the page's state, its form and the search client (whose worker holds the core).
   */
  constructor(app, env) {
    this.app = app;
    this.env = env;
    this.sel = null; // the selected node's path (child indexes from 0), or null
    this.place = null; // where the next result opens: {path} or {step}
    this.history = new History();
    this.nodes = null; // the core's TreeNodes of a text (the one in the box once it has come)
    this.asking = null; // the text whose nodes are asked for, and the answer's promise: {text, answer}
    this.queue = Promise.resolve(); // edits, undo and redo, one after another as pressed
    this.pending = 0; // edits queued and not yet answered
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
  get root() { return this.state.options.root ?? 'max'; }

  // ------------------------------------------------------------ the core

  /**
   * The core's answer ({text, path, nodes} or {refused}) for the edit `op` with `arg` of the node
   * at `path` of `text` ('': none, the text's nodes), or null when the worker could not say.
   */
  async core(text, path, op = '', arg = '') {
    try {
      return await this.env.client().treeEdit(text, path, op, arg);
    } catch (e) {
      console.warn('the tree editor had no answer from the core', e);
      return null;
    }
  }

  /** The TreeNodes of an answer about `text`. */
  static nodesOf(text, r) { return new TreeNodes(text, r && r.nodes ? r.nodes : null); }

  /** The nodes of the text in the box when known; else null, and they are asked for (refresh() follows the answer). */
  nodesNow() {
    const text = this.text;
    if (this.nodes && this.nodes.text === text) return this.nodes;
    this.load(text);
    return null;
  }

  /** A promise of the nodes of `text` (the box's), asked of the core once. */
  load(text) {
    if (this.asking && this.asking.text === text) return this.asking.answer;
    const answer = this.core(text, []).then((r) => {
      if (this.asking && this.asking.text === text) this.asking = null;
      // No answer (the worker gone twice over): asked again at the next refresh.
      if (r === null) return null;
      const nodes = TreeEditor.nodesOf(text, r);
      if (this.text === text) { this.nodes = nodes; this.refresh(); }
      return nodes;
    });
    this.asking = { text, answer };
    return answer;
  }

  /** `job` after the edits before it (each reads the text and selection as they are when it runs). */
  enqueue(job) {
    this.pending++;
    this.queue = this.queue.then(job).catch((e) => console.error(e)).finally(() => { this.pending--; });
    return this.queue;
  }

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
    const nodes = editable ? this.nodesNow() : null;
    this.info = nodes && this.sel ? nodes.info(this.sel) : null;
    // A node no longer in the text is no longer selected (until its nodes are known, it stays).
    if (nodes && this.sel && !this.info) { this.sel = null; }
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

  /** Selects the node at `path`; an editable tree's once its nodes are known, so that a key pressed next finds what the node is. */
  async select(path) {
    if (!this.isTree || !path) return;
    this.closeBox(false);
    this.hideReason();
    if (this.editable && !this.nodesNow()) await this.load(this.text);
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
    // An open box stays while the node is not drawn yet (the search after an edit still running):
    // hidden, it would lose the focus and what is being typed into it.
    if (!show) { if (!this.editing) this.box.hidden = true; this.note.hidden = !this.reason; return; }
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
    const node = this.nameOf(this.editing.path ?? this.sel);
    if (this.editing.mode === 'label') return t('edit.labelOf', { node });
    return this.info && !this.info.leaf ? t('edit.staticOf', { node }) : t('edit.valueOf', { node });
  }

  /** The box on the node: its value (a leaf's number, an inner node's static value) or its label. */
  openBox(mode, typed = null) {
    if (!this.editable || !this.sel || !this.info) return;
    this.hideReason();
    // With edits still on their way (Insert, then a number typed at once), the box is for the node
    // they leave selected: its path is read when the value goes in, after them.
    this.editing = { path: this.pending ? null : this.sel, mode };
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

  /**
   * The box's value or label, edited by the core. Enter commits what was typed even if the box
   * closes before the core answers (a click on the next node); on a refusal the reason is said at
   * the node, and the box, if still open, stays to be put right.
   */
  commit() {
    const e = this.editing;
    if (!e) return;
    const typed = this.box.value, op = e.mode === 'label' ? 'setLabel' : 'setValue';
    this.enqueue(async () => {
      if (!this.editable) return;
      const text = this.text, path = e.path ?? this.sel;
      if (!path) { if (this.editing === e) this.closeBox(); return; }
      const r = await this.core(text, path, op, typed);
      if (!r || this.text !== text) return;
      const open = this.editing === e;
      if (r.refused) { this.refuse(r.refused, path); if (open) this.box.focus(); return; }
      if (open) {
        this.committing = true;
        this.closeBox();
        this.committing = false;
      }
      this.apply(text, r);
    });
  }

  act(what) {
    if (!this.editable) return;
    if (what === 'undo' || what === 'redo') { this.enqueue(() => this.back(what)); return; }
    if (!this.sel || !this.info) return;
    if (what === 'value' || what === 'label') { this.openBox(what); return; }
    this.enqueue(async () => {
      // The selection, the node and the text as the edits before this one left them.
      const p = this.sel, text = this.text;
      if (!p || !this.editable || !this.info) return;
      const kind = what === 'kind' ? (this.info.leaf ? 'toInner' : 'toLeaf') : what;
      const [op, arg] = {
        addChild: ['addChild'], addSibling: ['addSibling'], delete: ['deleteSubtree'], left: ['moveChild', 'left'],
        right: ['moveChild', 'right'], toInner: ['toInner'], toLeaf: ['toLeaf', this.root],
      }[kind];
      const r = await this.core(text, p, op, arg);
      if (!r || this.text !== text) return;
      if (r.refused) { this.refuse(r.refused, p); return; }
      this.apply(text, r);
    });
  }

  /** Undo or redo: the text it gives, the same node selected if the tree still has it. */
  async back(what) {
    const cur = this.text;
    const back = what === 'undo' ? this.history.undo(cur) : this.history.redo(cur);
    if (back === null) return;
    const r = await this.core(back, this.sel ?? []);
    this.write(back, this.sel, TreeEditor.nodesOf(back, r));
  }

  /** An edit done on `before`: recorded for undo, written to the text box, searched again. */
  apply(before, r) {
    this.history.record(before, r.text);
    this.write(r.text, r.path, TreeEditor.nodesOf(r.text, r));
  }

  /**
   * The text in the box and the state, `nodes` its TreeNodes; the search runs at once and comes
   * back to `path` (the root when the tree has no node there; none when the text does not parse).
   */
  write(text, path, nodes) {
    this.hideReason();
    const box = textBox();
    box.value = text;
    this.nodes = nodes;
    this.sel = path && nodes.info(path) ? path : nodes.parses ? [] : null;
    this.place = this.sel ? { path: this.sel } : null;
    this.env.controls().optionsChanged(0);
    this.refresh();
  }

  /** A refusal ({code, params}) said beside the node. */
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
    this.history = new History();
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
    // refresh() drops a selection the text no longer has.
    this.refresh();
  }
}
