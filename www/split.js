// The split view: the search on show and a second search of the same position (another
// algorithm, or the same one without its techniques), side by side at the same point: the second
// follows the first's step (split-logic.js's matchStep). Each pane says its counts at that step;
// the nodes one searches and the other does not are ringed in both. On with "Compare side by
// side"; the second search is chosen in its menu, and the link keeps it (split=minimax).

import { TreeView } from './render.js';
import { buildModel, techniquesOn } from './model.js';
import { adapterFor } from './games/registry.js';
import { adaptModel } from './classroom.js';
import { setLinkParam } from './address.js';
import { countsAt } from './timeline.js';
import { t, onLanguageChange, formatNumber as fmtInt } from './i18n.js';
import { errorText } from './errors.js';
import { SPLIT_CHOICES, CHOICE_KEYS, secondSearch, choiceOf, pairUp, Mark } from './split-logic.js';

const $ = (id) => document.getElementById(id);
/** The marks' colour (Okabe-Ito sky blue: apart from the current node's orange ring, MIN's vermilion,
 * the principal variation's green, the cut marks' pink and the greys). */
export const MARK_COLOR = '#56B4E9';
/** At most this many marked paths are listed on a canvas for the tests (data-marked). */
const LIST_MARKED = 2000;
/** Room above a tree fitted in a pane for one line of the renderer's corner notes, in px. */
const NOTE_ROOM = 28;

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v; else if (k in e && k !== 'role') e[k] = v; else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/** One pane's head: the search's name, its counts at the step, what its marks say. */
function paneHead(id) {
  const count = (what) => el('span', { class: 'split-count' }, el('span', { class: 'split-count-label', 'data-label': what }), ' ', el('b', { 'data-count': what }));
  return el('div', { id, class: 'split-head', role: 'group' },
    el('h3', { class: 'split-title' }),
    el('p', { class: 'split-counts' }, count('nodes'), count('evals'), count('cutoffs')),
    el('p', { class: 'split-marks' }, el('span', { class: 'split-swatch', 'aria-hidden': 'true' }), el('span', { class: 'split-marks-text' })),
    el('p', { class: 'split-marks', hidden: true }, el('span', { class: 'split-swatch dashed', 'aria-hidden': 'true' }), el('span', { class: 'split-marks-text' })));
}

export class SplitView {
  /** `app`: main.js's run-time object (view, player, model, dirty); `client`: the one search client. */
  /** classroom: the classroom's switches as the state has them (textbook names, MAX's view), read at each result. */
  constructor(app, client, classroom = () => ({})) {
    this.app = app;
    this.client = client;
    this.classroom = classroom;
    this.on = false;
    this.choice = 'minimax';
    this.model = null;
    this.pair = null;
    this.asked = 0;
    this.first = null;
    this.error = null;
    this.shownA = -2;
    this.shownB = -2;
  }

  /** Builds the switch, its menu and the second pane; reads the link's split=. */
  attach() {
    this.box = el('input', { id: 'o-split', type: 'checkbox' });
    this.boxLabel = el('label', { htmlFor: 'o-split' });
    this.menu = el('select', { id: 'split-algo' });
    for (const c of SPLIT_CHOICES) this.menu.append(el('option', { value: c }));
    this.menuLabel = el('label', { htmlFor: 'split-algo' });
    this.legend = el('legend');
    this.field = el('fieldset', { id: 'split-opts' }, this.legend, el('div', { class: 'check' }, this.box, this.boxLabel), this.menuLabel, this.menu);
    $('techniques').after(this.field);
    this.canvas = el('canvas', { id: 'split-tree', role: 'img', hidden: true });
    this.headA = paneHead('split-head-a');
    this.headB = paneHead('split-head-b');
    this.heads = el('div', { id: 'split-heads', hidden: true }, this.headA, this.headB);
    $('tree').after(this.canvas, this.heads);
    this.view = new TreeView(this.canvas);
    // A pane is narrow: the renderer's note in its top left corner ("1 label hidden: zoom in")
    // reaches the root drawn in the middle. Fitted in a pane, a tree starts a line lower.
    for (const view of [this.app.view, this.view]) {
      const fit = view.fit.bind(view);
      view.fit = () => {
        fit();
        const L = view.model && view.model.layout;
        if (!this.on || this.suspended || !L || L.height === 0) return;
        view.cam.ly = Math.max(36, view.cam.ly - NOTE_ROOM / L.height);
        view.cam.oy += NOTE_ROOM;
      };
    }
    // The marks: drawn by each view over its nodes.
    this.app.view.overlay = (ctx, view) => this.drawMarks(ctx, view, this.pair && this.pair.a.marks);
    this.view.overlay = (ctx, view) => this.drawMarks(ctx, view, this.pair && this.pair.b.marks);
    const link = new URLSearchParams(location.search).get('split');
    if (link && SPLIT_CHOICES.includes(link)) { this.choice = link; this.on = true; }
    this.menu.value = this.choice;
    this.box.checked = this.on;
    this.menu.disabled = !this.on;
    this.box.addEventListener('change', () => this.set(this.box.checked, this.menu.value));
    this.menu.addEventListener('change', () => this.set(this.box.checked, this.menu.value));
    this.say();
    onLanguageChange(() => { this.say(); this.shownA = this.shownB = -2; this.app.dirty = true; });
    this.layout();
  }

  /** Switched on or off, or another second search: the link follows, the second search runs. */
  set(on, choice) {
    this.on = on;
    this.choice = choice;
    this.menu.disabled = !on;
    setLinkParam('split', on ? choice : null);
    this.layout();
    if (on && this.first && !this.suspended) this.search(this.first.model, this.first.req);
    else { this.model = null; this.pair = null; }
    this.app.dirty = true;
  }

  /** The panes' places: the tree's canvas takes the left half while the view is split. */
  layout() {
    const on = this.on && !this.suspended;
    $('canvas-wrap').classList.toggle('split', on);
    // The zoom buttons (for the first pane) go into its head, off both trees, and come back.
    const zoom = document.querySelector('#canvas-wrap .zoom');
    if (on && zoom.parentElement !== this.headA) this.headA.prepend(zoom);
    else if (!on && zoom.parentElement === this.headA) $('canvas-wrap').append(zoom);
    this.app.view.zoomRoom = on ? 0 : undefined;
    this.view.zoomRoom = 0;
    this.canvas.hidden = this.heads.hidden = !on;
    this.resize();
  }

  resize() {
    if (!this.on || this.suspended) return;
    this.view.resize();
    this.app.view.resize();
    this.app.dirty = true;
  }

  /** The first search has a new result (`req`: {key: its game as JSON, search}): search the second (when the view is split). */
  onResult(model, req, playing = false) {
    this.first = { model, req };
    this.pair = null;
    // A game against the engine shows its own search only: the split waits until the game ends.
    if (playing !== !!this.suspended) { this.suspended = playing; this.layout(); }
    if (this.on && !playing) this.search(model, req);
  }

  search(model, req) {
    const id = ++this.asked;
    this.error = null;
    this.pending = true;
    const search = secondSearch(req.search, this.choice);
    const sreq = { key: req.key, search };
    this.client.query({ type: 'split-run', game: JSON.parse(req.key), search }).then((res) => {
      if (id !== this.asked || !this.on) return;
      this.model = adaptModel(buildModel(res, sreq, adapterFor(res.kind)), this.classroom());
      this.pair = pairUp(model, this.model);
      this.pending = false;
      this.view.setModel(this.model, false);
      this.shownA = this.shownB = -2;
      this.app.dirty = true;
    }, (e) => {
      if (id !== this.asked) return;
      this.pending = false;
      this.model = null;
      this.pair = null;
      this.error = e;
      this.shownA = this.shownB = -2;
      this.app.dirty = true;
    });
  }

  /** The step on show in the first pane is s: the second follows, and both heads say their counts. */
  draw(s) {
    if (!this.on || this.suspended) return;
    const a = this.app.model;
    const b = this.model && this.pair && this.first && this.first.model === a ? this.model : null;
    const sb = b ? this.pair.match(s) : -1;
    // Presenter view's larger labels, in both panes.
    this.view.fontScale = this.app.view.fontScale;
    if (b) {
      if (!this.app.dragged) this.view.follow(b.trace.node[sb]);
      this.view.draw(sb);
      this.canvas.dataset.step = String(sb);
      this.canvas.dataset.currentPath = b.pathString(b.trace.node[sb]);
    } else this.view.draw(-1);
    if (s !== this.shownA || sb !== this.shownB) {
      this.sayHead(this.headA, a, s, this.pair && this.pair.a, this.first ? this.first.req.search : null, b);
      this.sayHead(this.headB, b, sb, this.pair && this.pair.b, b ? b.techniques : null, a);
      this.shownA = s;
      this.shownB = sb;
      this.fitHeads();
    }
  }

  /** The trees start under the heads, however many lines the heads' words take. */
  fitHeads() {
    const h = Math.ceil(this.heads.offsetHeight);
    if (h === this.headPx) return;
    this.headPx = h;
    $('canvas-wrap').style.setProperty('--split-head', `${h}px`);
    this.view.resize();
    this.app.view.resize();
    // Called while a frame draws (which then settles app.dirty itself): the next frame draws again.
    requestAnimationFrame(() => { this.app.dirty = true; });
  }

  sayHead(head, m, s, marks, search, other) {
    const title = head.querySelector('.split-title');
    const name = search ? t(CHOICE_KEYS[choiceOf(search)] || 'algo.alphabeta') : t(CHOICE_KEYS[this.choice]);
    title.textContent = search && techniquesOn(search) ? t('split.withTechniques', { name }) : name;
    head.setAttribute('aria-label', t(head === this.headA ? 'split.paneFirst' : 'split.paneSecond', { name: title.textContent }));
    const [solid, dashed] = head.querySelectorAll('.split-marks');
    const text = solid.querySelector('.split-marks-text');
    if (!m || s < 0) {
      for (const b of head.querySelectorAll('[data-count]')) b.textContent = '…';
      text.textContent = this.error ? t('split.error', { message: errorText(this.error) }) : t('split.searching');
      dashed.hidden = true;
      return;
    }
    const c = countsAt(m.trace, m.index, s);
    head.querySelector('[data-count=nodes]').textContent = fmtInt(c.nodes);
    head.querySelector('[data-count=evals]').textContent = fmtInt(c.evals);
    head.querySelector('[data-count=cutoffs]').textContent = fmtInt(c.cutoffs);
    const otherName = other ? (head === this.headA ? t(CHOICE_KEYS[this.choice]) : this.headA.querySelector('.split-title').textContent) : '';
    // A line for each kind of mark the pane has, beside its swatch (solid, dashed).
    const here = marks && marks.here ? t('split.marksHere', { n: marks.here, other: otherName }) : '';
    const there = marks && marks.there ? t('split.marksThere', { n: marks.there, other: otherName }) : '';
    solid.hidden = marks && !here && there !== '';
    text.textContent = here || (there ? '' : marks ? t('split.marksNone') : '');
    solid.querySelector('.split-swatch').hidden = !here;
    dashed.hidden = !there;
    dashed.querySelector('.split-marks-text').textContent = there;
    const canvas = head === this.headA ? $('tree') : this.canvas;
    if (marks) {
      const keys = head === this.headA ? this.pair.keysA : this.pair.keysB;
      const list = [];
      for (let v = 0; v < marks.marks.length && list.length < LIST_MARKED; v++) if (marks.marks[v]) list.push(keys[v]);
      canvas.dataset.marked = list.join(' ');
      canvas.dataset.markedHere = String(marks.here);
      canvas.dataset.markedThere = String(marks.there);
    }
    canvas.setAttribute('aria-label', t('split.canvas', { name: title.textContent }));
  }

  /** A ring around each marked node on screen: searched here only (solid), or pruned here and
   * searched by the other search (dashed). */
  drawMarks(ctx, view, marks) {
    if (!this.on || this.suspended || !marks) return;
    const d = view.drawn;
    const r0 = view.radius || 6;
    ctx.save();
    ctx.strokeStyle = MARK_COLOR;
    ctx.lineWidth = Math.max(2.5, Math.min(4, r0 * 0.2));
    for (const kind of [Mark.ONLY_HERE, Mark.ONLY_THERE]) {
      ctx.setLineDash(kind === Mark.ONLY_HERE ? [] : [4, 3]);
      ctx.beginPath();
      for (let i = 0; i < d.n; i++) {
        const v = d.ids[i];
        if (marks[v] !== kind) continue;
        const r = Math.max(view.nodeRadius(v) * 1.45, 5);
        ctx.moveTo(d.xs[i] + r, d.ys[i]);
        ctx.arc(d.xs[i], d.ys[i], r, 0, Math.PI * 2);
      }
      ctx.stroke();
    }
    ctx.restore();
  }

  say() {
    this.legend.textContent = t('split.legend');
    this.boxLabel.textContent = t('split.switch');
    this.menuLabel.textContent = t('split.second');
    for (const o of this.menu.options) o.textContent = t(CHOICE_KEYS[o.value]);
    for (const head of [this.headA, this.headB]) {
      for (const l of head.querySelectorAll('[data-label]')) l.textContent = t(`counts.${l.dataset.label}`);
    }
  }
}
