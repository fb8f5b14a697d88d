// The split view: the search on show and a second search of the same position side by side:
// another algorithm; the same search with one technique switched (move ordering, the
// transposition table, null move); or MCTS (UCT). A tree search follows the first's step
// (split-logic.js's matchStep) and the nodes one searches and the other does not are ringed in
// both; MCTS keeps pace by share of its steps (it has no node to match), and its pane says so.
// Each pane says what it runs and its counts at that step; the second pane pans, zooms and shows
// the hover card as the first does. On with "Compare side by side"; the second search is chosen
// in its menu, and the link keeps it (split=minimax, split=same-order, split=mcts).

import { TreeView } from './render.js';
import { buildModel, techniquesOn } from './model.js';
import { adapterFor } from './games/registry.js';
import { adaptModel } from './classroom.js';
import { setLinkParam } from './address.js';
import { showTooltip } from './tooltip.js';
import { bindCanvas } from './input.js';
import { iterationNumberAt } from './mcts.js';
import { countUpTo } from './timeline.js';
import { nodeOf } from './trace.js';
import { countsAt } from './timeline.js';
import { t, onLanguageChange, formatNumber as fmtInt } from './i18n.js';
import { errorText } from './errors.js';
import { ALGO_CHOICES, TECHNIQUE_CHOICES, TECHNIQUE_KEYS, SPLIT_CHOICES, CHOICE_KEYS, secondSearch, choiceOf, choiceUsable, hasTechnique, pairUp, Mark } from './split-logic.js';
import { $ } from './dom.js';

/** The marks' colour (Okabe-Ito sky blue: apart from the current node's orange ring, MIN's vermilion,
 * the principal variation's green, the cut marks' pink and the greys). */
export const MARK_COLOR = '#56B4E9';
/** At most this many marked paths are listed on a canvas for the tests (data-marked). */
const LIST_MARKED = 2000;

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v; else if (k in e && k !== 'role') e[k] = v; else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/** One pane's head: the search's name, its counts at the step (an MCTS pane: its iterations, and
 * positions evaluated for leaves), what its marks say, or how it keeps pace. */
function paneHead(id) {
  const count = (what) => el('span', { class: 'split-count' }, el('span', { class: 'split-count-label', 'data-label': what }), ' ', el('b', { 'data-count': what }));
  return el('div', { id, class: 'split-head', role: 'group' },
    // The title and the pane's zoom buttons share a row where they fit; the buttons wrap under it where not.
    el('div', { class: 'split-top' }, el('h3', { class: 'split-title' })),
    el('p', { class: 'split-counts' }, count('iterations'), count('nodes'), count('evals'), count('cutoffs')),
    el('p', { class: 'split-marks' }, el('span', { class: 'split-swatch', 'aria-hidden': 'true' }), el('span', { class: 'split-marks-text' })),
    el('p', { class: 'split-marks', hidden: true }, el('span', { class: 'split-swatch dashed', 'aria-hidden': 'true' }), el('span', { class: 'split-marks-text' })));
}

export class SplitView {
  /** `app`: main.js's run-time object (view, player, model, dirty); `client`: the one search client. */
  /** classroom: the classroom's switches as the state has them (textbook names, MAX's view), read at each result. */
  /** context: what the second search needs of the page's state, read at each result: {mcts: its
   * MCTS settings, info: the game's catalogue entry (techniques, orderings)}. */
  constructor(app, client, classroom = () => ({}), context = () => ({})) {
    this.app = app;
    this.client = client;
    this.classroom = classroom;
    this.context = context;
    this.stepB = -1;
    this.dragged = false;
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
    // Three groups: another algorithm; the same search with a technique switched; MCTS.
    this.groups = [['split.groupAlgo', ALGO_CHOICES], ['split.groupSame', Object.keys(TECHNIQUE_CHOICES)], ['split.groupMcts', ['mcts']]].map(([key, list]) => {
      const g = el('optgroup', { 'data-key': key });
      for (const c of list) g.append(el('option', { value: c }));
      this.menu.append(g);
      return g;
    });
    this.menuLabel = el('label', { htmlFor: 'split-algo' });
    this.legend = el('legend');
    // While a game against the engine is played the view waits (the game's own search is the
    // lesson then, and a second search would slow each reply): this note says so.
    this.playNote = el('p', { class: 'note split-play-note', hidden: true });
    this.field = el('fieldset', { id: 'split-opts' }, this.legend, el('div', { class: 'check' }, this.box, this.boxLabel), this.menuLabel, this.menu, this.playNote);
    $('techniques').after(this.field);
    this.canvas = el('canvas', { id: 'split-tree', role: 'img', hidden: true });
    this.headA = paneHead('split-head-a');
    this.headB = paneHead('split-head-b');
    this.heads = el('div', { id: 'split-heads', hidden: true }, this.headA, this.headB);
    $('tree').after(this.canvas, this.heads);
    this.view = new TreeView(this.canvas);
    // The second pane's own zoom buttons (the first's are in its head), and its pointer.
    this.zoomB = el('div', { class: 'zoom split-zoom' },
      el('button', { type: 'button', id: 'split-zoom-in', 'data-say': 'split.zoomIn' }, '+'),
      el('button', { type: 'button', id: 'split-zoom-out', 'data-say': 'split.zoomOut' }, '−'),
      el('button', { type: 'button', id: 'split-fit', 'data-say': 'split.fit' }));
    this.headB.querySelector('.split-top').append(this.zoomB);
    this.bindPane();
    // (A pane's tree is fitted as the page's: the renderer's notes have their own strip along the
    // bottom now, so the tree no longer starts a line lower. Lowering it squeezed the rows of a short
    // pane (150 % zoom) under the 40 px that labels need, and pushed its leaves under that strip.)
    // The marks: drawn by each view over its nodes.
    this.app.view.overlay = (ctx, view) => this.drawMarks(ctx, view, this.pair && this.pair.a && this.pair.a.marks);
    this.view.overlay = (ctx, view) => this.drawMarks(ctx, view, this.pair && this.pair.b && this.pair.b.marks);
    const link = new URLSearchParams(location.search).get('split');
    // A value the page cannot run is listed in the link's message (state.js) and dropped from the
    // link at the first result (after the message has read it).
    if (link && SPLIT_CHOICES.includes(link)) { this.choice = link; this.on = true; } else if (link !== null) this.badLink = true;
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
    if (on && this.first && !this.playing) this.search(this.first.model, this.first.req);
    else { this.model = null; this.pair = null; }
    this.app.dirty = true;
  }

  /** The panes' places: the tree's canvas takes the left half while the view is split. */
  layout() {
    this.cramped = this.tooNarrow();
    const on = this.on && !this.suspended;
    this.playNote.hidden = !(this.on && this.suspended);
    this.playNote.textContent = t(this.playing ? 'split.playing' : 'split.narrow');
    $('canvas-wrap').classList.toggle('split', on);
    // The zoom buttons (for the first pane) go into its head, off both trees, and come back.
    const zoom = document.querySelector('#canvas-wrap .zoom:not(.split-zoom)');
    const top = this.headA.querySelector('.split-top');
    if (on && zoom.parentElement !== top) top.append(zoom);
    else if (!on && zoom.parentElement === top) $('canvas-wrap').append(zoom);
    this.canvas.hidden = this.heads.hidden = !on;
    this.resize();
  }

  /** A game against the engine (playing), or a tree's column too narrow for two (cramped): one pane. */
  get suspended() { return !!(this.playing || this.cramped); }

  /** Two trees side by side need room: a tablet on its side (1024×768, the side columns beside the
   * tree) left each pane 240 px and a tree 50 px high under its head of 44 px buttons. There the page
   * keeps one pane and says so (upright, at 820×1180, the two fit). */
  tooNarrow() {
    const w = $('canvas-wrap').clientWidth;
    return w > 0 && w < 560;
  }

  resize() {
    if (this.on && this.tooNarrow() !== !!this.cramped) { this.layout(); return; }
    if (!this.on || this.suspended) return;
    this.view.resize();
    this.app.view.resize();
    this.app.dirty = true;
  }

  /** The first search has a new result (`req`: {key: its game as JSON, search}): search the second (when the view is split). */
  onResult(model, req, playing = false) {
    this.first = { model, req };
    this.pair = null;
    if (this.badLink) { this.badLink = false; setLinkParam('split', null); }
    this.sayMenu();
    // A technique this game does not have (null move in tic-tac-toe): the view closes, its
    // option greyed out in the menu.
    if (this.on && this.menu.selectedOptions[0] && this.menu.selectedOptions[0].disabled) {
      this.on = false;
      this.box.checked = false;
      this.menu.disabled = true;
      setLinkParam('split', null);
      this.layout();
    }
    // A game against the engine shows its own search only: the split waits until the game ends.
    if (playing !== !!this.playing) { this.playing = playing; this.layout(); }
    if (this.on && !playing) this.search(model, req);
  }

  search(model, req) {
    const id = ++this.asked;
    this.error = null;
    this.pending = true;
    const ctx = this.context() || {};
    const search = secondSearch(req.search, this.choice, { mcts: ctx.mcts, orderings: (ctx.info && ctx.info.orderings) || [] });
    const sreq = { key: req.key, search };
    this.client.query({ type: 'split-run', game: JSON.parse(req.key), search }).then((res) => {
      if (id !== this.asked || !this.on) return;
      this.model = adaptModel(buildModel(res, sreq, adapterFor(res.kind)), this.classroom());
      this.pair = pairUp(model, this.model);
      this.pending = false;
      this.view.setModel(this.model, false);
      this.dragged = false;
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
    if (sb !== this.stepB) this.dragged = false;
    this.stepB = sb;
    if (b) {
      if (!this.dragged) this.view.follow(nodeOf(b.trace, sb));
      this.view.draw(sb);
      this.canvas.dataset.step = String(sb);
      this.canvas.dataset.currentPath = b.pathString(nodeOf(b.trace, sb));
    } else this.view.draw(-1);
    if (s !== this.shownA || sb !== this.shownB) {
      const [titleA, titleB] = this.titles();
      this.sayHead(this.headA, a, s, this.pair && this.pair.a, titleA, titleB, b);
      this.sayHead(this.headB, b, sb, this.pair && this.pair.b, titleB, titleA, a);
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

  /** The panes' titles: each search's name and, for a technique switched, with or without it. */
  titles() {
    const first = this.first ? this.first.req.search : null;
    const nameOf = (search) => t(CHOICE_KEYS[choiceOf(search)] || 'algo.alphabeta');
    const tech = TECHNIQUE_CHOICES[this.choice];
    if (!first) return ['', t(CHOICE_KEYS[this.choice])];
    const name = nameOf(first);
    if (tech) {
      const on = hasTechnique(first, tech);
      return [t(TECHNIQUE_KEYS[tech][on ? 'with' : 'without'], { name }), t(TECHNIQUE_KEYS[tech][on ? 'without' : 'with'], { name })];
    }
    const a = first.algorithm !== 'mcts' && techniquesOn(first) ? t('split.withTechniques', { name }) : name;
    return [a, t(CHOICE_KEYS[this.choice])];
  }

  sayHead(head, m, s, marks, title, otherName, other) {
    head.querySelector('.split-title').textContent = title;
    head.setAttribute('aria-label', t(head === this.headA ? 'split.paneFirst' : 'split.paneSecond', { name: title }));
    const [solid, dashed] = head.querySelectorAll('.split-marks');
    const text = solid.querySelector('.split-marks-text');
    const mcts = !!(m && m.mcts);
    head.querySelector('[data-count=iterations]').parentElement.hidden = !mcts;
    head.querySelector('[data-count=cutoffs]').parentElement.hidden = mcts;
    head.querySelector('[data-label=evals]').textContent = t(mcts ? 'split.positions' : 'counts.evals');
    if (!m || s < 0) {
      for (const b of head.querySelectorAll('[data-count]')) b.textContent = '…';
      text.textContent = this.error && head === this.headB ? t('split.error', { message: errorText(this.error) }) : t('split.searching');
      solid.hidden = false;
      solid.querySelector('.split-swatch').hidden = true;
      dashed.hidden = true;
      return;
    }
    const c = countsAt(m.trace, m.index, s);
    // MCTS scores its leaves by rollouts (McResult events), as the side panel counts them.
    if (mcts) c.evals = countUpTo(m.mcts.resultEvents, s);
    head.querySelector('[data-count=nodes]').textContent = fmtInt(c.nodes);
    head.querySelector('[data-count=evals]').textContent = fmtInt(c.evals);
    head.querySelector('[data-count=cutoffs]').textContent = fmtInt(c.cutoffs);
    head.querySelector('[data-count=iterations]').textContent = mcts ? fmtInt(iterationNumberAt(m.trace, m.mcts, s)) : '';
    if (this.pair && this.pair.proportional) {
      // No node of one is a node of the other: the second keeps pace by share of its steps.
      const E = m.trace.kind.length;
      const pct = E <= 1 ? 100 : Math.round((100 * s) / (E - 1));
      text.textContent = head === this.headB ? t(pct >= 100 ? 'split.paceEnd' : 'split.pace', { p: pct, other: otherName }) : t('split.paceFirst', { p: pct });
      solid.hidden = false;
      solid.querySelector('.split-swatch').hidden = true;
      dashed.hidden = true;
      const canvas = head === this.headA ? $('tree') : this.canvas;
      canvas.dataset.marked = '';
      canvas.dataset.markedHere = canvas.dataset.markedThere = '0';
      canvas.setAttribute('aria-label', t('split.canvas', { name: title }));
      return;
    }
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
    canvas.setAttribute('aria-label', t('split.canvas', { name: title }));
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

  /** The menu's words: a technique's option says what the second search would be ("The same
   * search without move ordering" where the first has it); options the game lacks are greyed out. */
  sayMenu() {
    const first = this.first ? this.first.req.search : null;
    const ctx = this.context() || {};
    const techniques = ctx.info && ctx.info.techniques ? ctx.info.techniques : null;
    for (const g of this.groups) g.label = t(g.dataset.key);
    for (const o of this.menu.options) {
      const tech = TECHNIQUE_CHOICES[o.value];
      o.textContent = tech && first ? t(TECHNIQUE_KEYS[tech][hasTechnique(first, tech) ? 'without' : 'with'], { name: t('split.same') }) : t(CHOICE_KEYS[o.value]);
      o.disabled = !choiceUsable(o.value, techniques) || (!!tech && !!first && first.algorithm === 'mcts');
    }
  }

  say() {
    this.legend.textContent = t('split.legend');
    this.boxLabel.textContent = t('split.switch');
    this.menuLabel.textContent = t('split.second');
    this.playNote.textContent = t(this.playing ? 'split.playing' : 'split.narrow');
    this.sayMenu();
    for (const head of [this.headA, this.headB]) {
      for (const l of head.querySelectorAll('[data-label]')) l.textContent = t(l.dataset.label === 'iterations' ? 'mcts.iterations' : `counts.${l.dataset.label}`);
    }
    for (const b of this.zoomB.querySelectorAll('button')) {
      // Fit says its word as the first pane's does; its name says which pane.
      if (b.id === 'split-fit') b.textContent = t('stage.fit');
      b.setAttribute('aria-label', t(b.dataset.say));
    }
  }

  /** The second pane's pointer and fingers, as the first's (input.js's bindCanvas): drag or two
   * fingers to pan, the wheel or a pinch to zoom, hover or a long press for the card, a tap; its
   * buttons zoom about the middle and fit the tree again. */
  bindPane() {
    const canvas = this.canvas, view = this.view;
    const redraw = () => { this.app.dirty = true; };
    const card = (v, x, y) => {
      // The card is placed in the canvas box of both panes (#canvas-wrap): this pane starts at its left edge.
      const wrap = $('canvas-wrap').getBoundingClientRect(), r = canvas.getBoundingClientRect();
      showTooltip($('tooltip'), $('canvas-wrap'), this.model, Math.max(0, this.stepB), v, x + r.left - wrap.left, y + r.top - wrap.top);
    };
    // The same gestures as the first pane's (input.js): a tap on a node both searches visit takes
    // both panes to the step the first enters it; on one only this search visits, it shows the card.
    bindCanvas(canvas, view, {
      ready: () => !!this.model,
      hover: (v, x, y) => { view.hover = v; card(v, x, y); redraw(); },
      moved: () => { this.dragged = true; redraw(); },
      tap: (v, x, y) => {
        const a = this.app.model, b = this.model, pair = this.pair;
        if (!b || v < 0 || v >= b.N) return;
        const key = pair && !pair.proportional && a && this.first && this.first.model === a ? pair.keysB[v] : undefined;
        const u = key === undefined ? -1 : pair.keysA.findIndex((k, i) => i < a.N && k === key);
        if (u >= 0) { this.app.player.pause(); this.app.player.seek(a.trace.enterEvent[u]); redraw(); return; }
        view.hover = v; card(v, x, y); redraw();
      },
    });
    const zoom = (f) => { if (!this.model) return; view.zoomAt(view.W / 2, view.H / 2, f); this.dragged = true; redraw(); };
    this.zoomB.querySelector('#split-zoom-in').addEventListener('click', () => zoom(1.6));
    this.zoomB.querySelector('#split-zoom-out').addEventListener('click', () => zoom(1 / 1.6));
    this.zoomB.querySelector('#split-fit').addEventListener('click', () => { view.fit(); this.dragged = false; redraw(); });
  }
}
