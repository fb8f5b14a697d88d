// Pointer and keyboard: the playback buttons and keys, Find next, and the canvas (drag to pan,
// wheel to zoom, hover for the card, click to jump to a node's step).
//
// `app` is main.js's run-time object: {view, player, model, dirty, dragged, lastInput, setStatus, hover(v, x, y)}.

import { nextCutoff, prevCutoff, countUpTo } from './timeline.js';
import { Kind, Field, Probe, nodeOf } from './trace.js';
import { t, onLanguageChange } from './i18n.js';
import { putWord } from './i18n-dom.js';
import { pageKeysOff, $ } from './dom.js';

/**
 * The Find menu, its one home: each entry's value, its words (a find.* key) and the test that an
 * event is one to find. The menu's options are made from it (bindInput), in the page's language.
 * @type {[value: string, key: string, test: (t: any, e: number) => boolean][]}
 */
export const FINDERS = [
  ['iteration', 'find.iteration', (t, e) => t.kind[e] === Kind.Iteration || t.kind[e] === Kind.McIteration],
  ['probe', 'find.probe', (t, e) => t.kind[e] === Kind.TtProbe],
  ['table-cut', 'find.tableCut', (t, e) => t.kind[e] === Kind.TtProbe && t[Field.TtProbe.probe][e] >= Probe.HitCut],
  ['store', 'find.store', (t, e) => t.kind[e] === Kind.TtStore],
  ['order', 'find.order', (t, e) => t.kind[e] === Kind.Order && (e === 0 || t.kind[e - 1] !== Kind.Order)],
  ['null', 'find.null', (t, e) => t.kind[e] === Kind.NullMove],
  ['stand-pat', 'find.standPat', (t, e) => t.kind[e] === Kind.StandPat],
  ['zero-window', 'find.zeroWindow', (t, e) => t.kind[e] === Kind.ZeroWindow],
  ['re-search', 'find.reSearch', (t, e) => t.kind[e] === Kind.ReSearch],
  // MCTS's phases: a selection at one node and a rollout are one step each (their first event).
  ['mcts-select', 'find.mctsSelect', (t, e) => t.kind[e] === Kind.McSelect && !(t.kind[e - 1] === Kind.McSelect && t.parent[nodeOf(t, e - 1)] === t.parent[nodeOf(t, e)])],
  ['mcts-expand', 'find.mctsExpand', (t, e) => t.kind[e] === Kind.McExpand && nodeOf(t, e) !== 0],
  ['mcts-rollout', 'find.mctsRollout', (t, e) => t.kind[e] === Kind.McRollout && t.kind[e - 1] !== Kind.McRollout],
  ['mcts-backup', 'find.mctsBackup', (t, e) => t.kind[e] === Kind.McBackup],
];
const FIND = new Map(FINDERS.map(([value, key, test]) => [value, { key, test }]));

/** What takes Space for itself when it has focus: buttons, links, menus, switches, the ARIA tree's items (the Timeline, a range, does not: Space plays there). */
const CONTROLS = 'button, a[href], summary, select, textarea, input:not(#timeline), [contenteditable], [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [role=tree], [role=treeitem], [role=grid], [role=gridcell]';

/** The first step after s whose event is of the kind named, or -1. */
export function nextOfKind(t, s, want) {
  const test = FIND.get(want)?.test;
  if (!test) return -1;
  for (let e = s + 1; e < t.kind.length; e++) if (test(t, e)) return e;
  return -1;
}

export function bindInput(app) {
  const { player, view } = app;
  $('find-kind').replaceChildren(...FINDERS.map(([value, key]) => Object.assign(putWord(document.createElement('option'), { key }), { value })));
  const act = {
    play: () => { player.toggle(); app.dirty = true; },
    back: () => { player.back(); app.dirty = true; },
    forward: () => { player.forward(); app.dirty = true; },
    start: () => { player.toStart(); app.dirty = true; },
    end: () => { player.toEnd(); app.dirty = true; },
    nextCut: () => {
      if (!app.model) return;
      player.pause();
      const e = nextCutoff(app.model.index, player.step);
      if (e >= 0) player.seek(e); else app.setStatus('status.noMoreCutoffs', {}, false, player.step);
      app.dirty = true;
    },
    /** The next step of the kind chosen under Find (a technique's event). */
    find: () => {
      if (!app.model) return;
      player.pause();
      const e = nextOfKind(app.model.trace, player.step, $('find-kind').value);
      const what = { key: FIND.get($('find-kind').value).key };
      if (e >= 0) { player.seek(e); app.setStatus('status.nodesVisited', { n: app.model.summary.stats.nodes }); } else app.setStatus('status.noMoreFound', { what }, false, player.step);
      app.dirty = true;
    },
    /** MCTS: the next iteration's first step (shift: the one before the step on show). */
    nextIter: (back = false) => {
      if (!app.model || !app.model.mcts) return;
      player.pause();
      const it = app.model.mcts.iterEvents;
      const i = countUpTo(it, player.step);
      const e = back ? (i >= 2 && it[i - 1] === player.step ? it[i - 2] : i >= 1 ? it[i - 1] : -1) : i < it.length ? it[i] : -1;
      if (e >= 0 && e !== player.step) player.seek(e); else if (!back) app.setStatus('status.noMoreIterations', {}, false, player.step);
      app.dirty = true;
    },
    prevCut: () => {
      if (!app.model) return;
      player.pause();
      const e = prevCutoff(app.model.index, player.step);
      if (e >= 0) player.seek(e);
      app.dirty = true;
    },
  };
  $('play').addEventListener('click', act.play);
  $('step-back').addEventListener('click', act.back);
  $('step-forward').addEventListener('click', act.forward);
  $('to-start').addEventListener('click', act.start);
  $('to-end').addEventListener('click', act.end);
  $('next-cutoff').addEventListener('click', act.nextCut);
  $('find-next').addEventListener('click', () => act.find());
  $('next-iteration').addEventListener('click', () => act.nextIter());
  // The Timeline's value is a step as the counter numbers them (from 0 here): its event.
  $('timeline').addEventListener('input', () => {
    app.lastInput = performance.now();
    player.pause();
    if (app.model) player.seek(app.model.steps.event(+$('timeline').value + 1));
    app.dirty = true;
  });

  document.addEventListener('keydown', (ev) => {
    if (pageKeysOff()) return;
    const target = /** @type {HTMLElement} */ (ev.target), tag = target.tagName;
    if (tag === 'TEXTAREA' || (tag === 'INPUT' && target.id !== 'timeline') || tag === 'SELECT') return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    // Space presses the focused control (Legend, Copy link, Fit, Step …) as the browser does; it
    // plays only where no control has focus.
    if (k === ' ' && target.closest && target.closest(CONTROLS)) return;
    const handled = {
      ' ': act.play, ArrowRight: () => { player.forward(ev.shiftKey ? 10 : 1); app.dirty = true; },
      ArrowLeft: () => { player.back(ev.shiftKey ? 10 : 1); app.dirty = true; }, Home: act.start, End: act.end,
      c: act.nextCut, C: act.prevCut, f: act.find, i: () => act.nextIter(), I: () => act.nextIter(true),
    }[k];
    if (!handled) return;
    ev.preventDefault();
    handled();
  });

  const canvas = view.canvas;
  bindCanvas(canvas, view, {
    hover: (v, x, y) => { view.hover = v; app.hover(v, x, y); app.dirty = true; },
    moved: (wheel) => { if (!wheel) app.dragged = true; app.dirty = true; },
    tap: (v) => {
      const m = app.model;
      if (m && v >= 0 && v < m.N) { player.pause(); player.seek(m.trace.enterEvent[v]); app.dirty = true; }
    },
  });
  /** Zooms about the current node when it is on screen, else about the centre. */
  const zoomButton = (f) => {
    const m = app.model;
    let x = view.W / 2, y = view.H / 2;
    if (m) {
      const v = nodeOf(m.trace, player.step);
      const vx = view.sx(v), vy = view.sy(v);
      if (vx >= 0 && vx <= view.W && vy >= 0 && vy <= view.H) { x = vx; y = vy; }
    }
    view.zoomAt(x, y, f);
    view.follow(m ? nodeOf(m.trace, player.step) : -1);
    app.dirty = true;
  };
  $('zoom-in').addEventListener('click', () => zoomButton(1.6));
  $('zoom-out').addEventListener('click', () => zoomButton(1 / 1.6));
  $('fit').addEventListener('click', () => { view.fit(); app.dirty = true; });

  const SPEED_MIN = 0.5, SPEED_MAX = 200000;
  const updateSpeed = () => {
    player.speed = SPEED_MIN * Math.pow(SPEED_MAX / SPEED_MIN, +$('speed').value / 100);
    const s = player.speed;
    // A number, not a formatted string, so the plural picks the form: Polish says 6,6 kroku/s (a
    // fraction takes the genitive singular, category 'other'), 5 kroków/s, 2 kroki/s.
    $('speed-out').textContent = t('player.speedOut', { n: s < 10 ? Math.round(s * 10) / 10 : Math.round(s) });
  };
  $('speed').addEventListener('input', updateSpeed);
  onLanguageChange(updateSpeed);
  updateSpeed();
}

/** A tree's canvas under the pointer, for both panes of the split view: a mouse drags to pan, the
 * wheel zooms, hover shows the card, a click is a tap; a finger taps, holds still for the card (long
 * press), and two fingers pinch to zoom and move to pan. `on`: {hover(v, x, y) (v -1: none),
 * moved(wheel) (the camera moved), tap(v, x, y), ready() (optional: false while there is no tree)}. */
export function bindCanvas(canvas, view, on) {
  let drag = null;
  // A tablet: two fingers pinch to zoom and move to pan; a finger held still (long press) shows the node's card.
  const touches = new Map();
  let pinch = null, press = 0;
  const two = () => {
    const [a, b] = [...touches.values()];
    const r = canvas.getBoundingClientRect();
    return { x: (a.x + b.x) / 2 - r.left, y: (a.y + b.y) / 2 - r.top, d: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  };
  canvas.addEventListener('pointerdown', (ev) => {
    drag = { x: ev.clientX, y: ev.clientY, moved: false };
    canvas.setPointerCapture(ev.pointerId);
    if (ev.pointerType !== 'touch') return;
    if (touches.size === 0 && view.hover >= 0) on.hover(-1);
    touches.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    clearTimeout(press);
    if (touches.size === 2) { pinch = two(); drag.moved = true; return; }
    press = setTimeout(() => {
      if (!drag || drag.moved || touches.size !== 1) return;
      const r = canvas.getBoundingClientRect();
      const v = view.hit(drag.x - r.left, drag.y - r.top);
      on.hover(v, drag.x - r.left, drag.y - r.top);
      drag.moved = true; // the finger's lift shows the card; it does not jump to the node's step
    }, 500);
  });
  const lift = (ev) => { touches.delete(ev.pointerId); if (touches.size < 2) pinch = null; clearTimeout(press); };
  canvas.addEventListener('pointercancel', (ev) => { lift(ev); drag = null; });
  canvas.addEventListener('pointermove', (ev) => {
    const r = canvas.getBoundingClientRect();
    if (touches.has(ev.pointerId)) touches.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (pinch && touches.size === 2) {
      const now = two();
      view.zoomAt(now.x, now.y, now.d / pinch.d);
      view.pan(now.x - pinch.x, now.y - pinch.y);
      pinch = now;
      on.moved(false);
      return;
    }
    if (drag) {
      const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      if (drag.moved) {
        canvas.classList.add('dragging');
        view.pan(dx, dy);
        drag.x = ev.clientX; drag.y = ev.clientY;
        on.moved(false);
      }
      return;
    }
    if (on.ready && !on.ready()) return;
    const v = view.hit(ev.clientX - r.left, ev.clientY - r.top);
    if (v !== view.hover) on.hover(v, ev.clientX - r.left, ev.clientY - r.top);
  });
  canvas.addEventListener('pointerup', (ev) => {
    const wasTwo = touches.size === 2 || pinch;
    lift(ev);
    if (wasTwo) { // a pinch ends: no tap; a finger left down pans on from where it is
      const rest = [...touches.values()][0];
      drag = rest ? { x: rest.x, y: rest.y, moved: true } : null;
      return;
    }
    canvas.classList.remove('dragging');
    const wasDrag = drag && drag.moved;
    drag = null;
    if (wasDrag || (on.ready && !on.ready())) return;
    const r = canvas.getBoundingClientRect();
    on.tap(view.hit(ev.clientX - r.left, ev.clientY - r.top), ev.clientX - r.left, ev.clientY - r.top);
  });
  // A finger's lift is also a leave: the card a long press showed stays until the next touch.
  canvas.addEventListener('pointerleave', (ev) => { if (ev.pointerType === 'touch' || view.hover < 0) return; on.hover(-1); });
  canvas.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const r = canvas.getBoundingClientRect();
    view.zoomAt(ev.clientX - r.left, ev.clientY - r.top, Math.exp(-ev.deltaY * 0.0015));
    on.moved(true);
  }, { passive: false });
}
