// The page: reads the controls, asks the worker for a traced search, and plays the trace.

import { Player, nextCutoff, prevCutoff, fallbackPv, orderContinuations } from './timeline.js';
import { TreeView, boardCanvas } from './render.js';
import { drawChessBoard, moveSquares } from './chessboard.js';
import { SidePanel } from './panels.js';
import { Flag, Bound, Kind, fmtValue, MATE_BOUND, NO_PARENT } from './trace.js';
import { adaptModel, classroomOptions } from './classroom.js';
import { errorText } from './messages.js';
import { plural } from './format.js';
import { tttSpec, tttProblem } from './tttcheck.js';

const $ = (id) => document.getElementById(id);
const fmtInt = (n) => Number(n).toLocaleString('en-US');
/** The deepest chess search the core accepts (crate::session::MAX_CHESS_DEPTH). */
const CHESS_MAX_DEPTH = 10;

// ---------------------------------------------------------------- the worker

class SearchClient {
  constructor(onMessage) {
    this.onMessage = onMessage;
    this.busy = false;
    this.nextId = 1;
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (ev) => {
      if (ev.data.type === 'result' || ev.data.type === 'error' || ev.data.type === 'panic') this.busy = false;
      this.onMessage(ev.data);
    };
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      this.busy = false;
      this.onMessage({ type: 'panic', message: ev.message || 'the search worker failed' });
    };
  }

  /** A new request supersedes the running one: the worker is replaced. */
  run(msg) {
    if (this.busy) this.restart();
    const id = this.nextId++;
    this.busy = true;
    this.worker.postMessage({ ...msg, type: 'run', id });
    return id;
  }

  restart() {
    this.worker.terminate();
    this.busy = false;
    this.start();
  }

  cancel() {
    if (this.busy) this.restart();
  }
}

// ---------------------------------------------------------------- state

const view = new TreeView($('tree'));
const panel = new SidePanel();
const player = new Player(0);
let model = null;
/** The last request sent: {id, key (the game as JSON), search, done}. */
let pending = null;
let userDepth = null; // null: the game's natural depth
let lastTime = performance.now();
let dirty = true;
const tttCells = Array(9).fill('.');
window.__cutoff = { get model() { return model; }, player, view, lastFrameMs: 0, frames: 0,
  // For the tests: makes the worker fail as a panicking core does (a WebAssembly.RuntimeError).
  simulatePanic: () => client.worker.postMessage({ type: 'simulate-panic', id: 0 }),
  // The request in flight, if any: {key (the game as JSON), search}.
  get running() { return client.busy && pending && !pending.done ? pending : null; } };

// ---------------------------------------------------------------- requests

function gameSpec() {
  const g = $('game').value;
  switch (g) {
    case 'aima': case 'wikipedia': return { kind: 'preset', name: g };
    case 'random': return {
      kind: 'random', branching: +$('r-branching').value || 2, depth: +$('r-depth').value || 1, seed: +$('r-seed').value || 0,
      min: -9, max: 9, order: $('r-order').value, noise: Math.max(0, +$('r-noise').value || 0),
    };
    case 'tictactoe': return tttSpec(tttCells);
    case 'custom': return { kind: 'tree', text: $('tree-text').value };
    case 'chess': {
      const fen = $('chess-fen').value.trim();
      if (fen) return { kind: 'chess', fen };
      const preset = $('chess-preset').value;
      return preset ? { kind: 'chess', preset } : { kind: 'chess' };
    }
  }
  return { kind: 'preset', name: 'aima' };
}

function searchConfig() {
  const [algorithm, fail] = $('algorithm').value.split(':');
  const cfg = { algorithm, fail: fail || 'soft' };
  if (userDepth !== null) cfg.depth = userDepth;
  if ($('t-id').checked) cfg.iterativeDeepening = true;
  if ($('t-tt').checked) cfg.tt = true;
  if ($('t-null').checked) cfg.nullMove = Math.max(1, +$('t-null-r').value || 3);
  if ($('t-q').checked) cfg.quiescence = true;
  if ($('t-asp').checked) cfg.aspiration = Math.max(1, +$('t-asp-w').value || 50);
  const order = $('t-order').value;
  if (order) { cfg.ordering = order.split(','); cfg.orderingSeed = 1; }
  return cfg;
}

function setStatus(text, isError = false) {
  $('status').textContent = text;
  $('status').classList.toggle('error', isError);
}

function showError(where, e) {
  for (const id of ['tree-error', 'search-error', 'ttt-error']) $(id).hidden = true;
  // The tree on show no longer matches the settings while there is an error: dim it.
  $('canvas-wrap').classList.toggle('stale', !!e && where !== 'panic');
  if (!e) return;
  const text = errorText(e, $('game').value);
  const el = where === 'tree' ? $('tree-error') : where === 'ttt' ? $('ttt-error') : $('search-error');
  el.textContent = text;
  // Under a tree error, the line it names with a caret under the column.
  if (where === 'tree' && e.line) {
    const line = $('tree-text').value.split('\n')[e.line - 1];
    if (line !== undefined) {
      const pre = document.createElement('code');
      pre.className = 'where';
      pre.textContent = `${line}\n${' '.repeat(Math.max(0, e.column - 1))}^`;
      el.appendChild(document.createElement('br'));
      el.appendChild(pre);
    }
  }
  el.hidden = false;
}

let runTimer = 0;
function scheduleRun(delay = 0) {
  clearTimeout(runTimer);
  runTimer = setTimeout(run, delay);
}

let requestStarted = 0;
function run() {
  const game = gameSpec();
  if (game.kind === 'tictactoe' && tttProblem(tttCells)) { showError('ttt', { message: tttProblem(tttCells) }); setStatus('Error — see the message on the left', true); return; }
  const search = searchConfig();
  const key = JSON.stringify(game);
  const depth = search.depth ?? null;
  requestStarted = performance.now();
  pending = { id: client.run({ game, search, compare: { depth } }), key, search };
  setStatus('Searching…');
  $('cancel').hidden = false;
}

// ---------------------------------------------------------------- results

function buildModel(res, req) {
  const t = res.trace;
  const N = t.parent.length;
  const D = res.display.count;
  const dParent = res.display.parent;
  const minToMove = res.labels.minToMove || new Uint8Array(D);
  if (!res.labels.minToMove) {
    for (let v = 0; v < D; v++) minToMove[v] = v < N ? (t.flags[v] & Flag.MIN ? 1 : 0) : 1 - minToMove[dParent[v]];
  }
  let lo = Infinity, hi = -Infinity;
  for (let i = 0; i < N; i++) {
    const v = t.value[i];
    if (v > -MATE_BOUND && v < MATE_BOUND) { if (v < lo) lo = v; if (v > hi) hi = v; }
  }
  if (!(lo <= hi)) { lo = -1; hi = 1; }
  if (lo === hi) { lo -= 1; hi += 1; }
  const names = res.labels.names;
  const kind = res.kind;
  // With any technique on, the core runs its engine, which is negamax throughout: the trace's
  // values are then the side to move's even for "alphabeta" (the summary still says two-sided).
  const engine = techniquesOn(req.search) || ['pvs', 'mtdf'].includes(req.search.algorithm);
  const engineAb = engine && !res.summary.negamax;
  const negamax = res.summary.negamax || engine;
  const cell = res.labels.cell;
  const rootCells = res.labels.rootBoard ? res.labels.rootBoard.slice(0, 9).toUpperCase().replace(/0/g, 'O') : null;
  const m = {
    ...res, N, D, dParent, dMove: res.display.move, minToMove, cell, names,
    staticValue: res.labels.staticValue,
    pv: (t.pv.length && !engineAb) || N < 2 ? Array.from(t.pv) : fallbackPv(t, res.layout.children, res.layout.childStart, negamax),
    hasWindow: !['minimax', 'negamax'].includes(req.search.algorithm),
    negamax, algorithm: req.search.algorithm, fail: req.search.fail, techniques: req.search,
    valueRange: [lo, hi], gameKey: req.key,
  };
  m.moveLabel = (v) => {
    if (v === 0) return '';
    if (cell) return (minToMove[dParent[v]] ? 'O' : 'X') + cell[v];
    return names ? names[v] : '';
  };
  m.boardCells = (v) => {
    const cells = rootCells.split('');
    for (let u = v; u !== 0 && u !== NO_PARENT; u = dParent[u]) {
      if (cell[u] >= 0) cells[cell[u]] = minToMove[dParent[u]] ? 'O' : 'X';
    }
    return cells;
  };
  const isDriver = (v) => v < N && v !== NO_PARENT && (t.flags[v] & Flag.DRIVER) !== 0;
  // Under a driver the root searches stand for the root: paths and names start below them.
  const top = (u) => u === 0 || u === NO_PARENT || isDriver(dParent[u]);
  m.pathString = (v) => {
    const p = [];
    for (let u = v; !top(u); u = dParent[u]) p.push(m.dMove[u]);
    return p.reverse().join('.');
  };
  m.name = (v) => {
    if (isDriver(v)) return 'the driver';
    if (v !== 0 && top(v)) return `the root (depth ${t.c[t.enterEvent[v]]})`;
    if (names && names[v] && kind === 'tree') return names[v];
    if (v === 0) return 'the root';
    if (kind === 'tictactoe' || (names && kind !== 'tree')) {
      const seq = [];
      let u = v;
      for (; !top(u) && seq.length < 4; u = dParent[u]) seq.push(m.moveLabel(u));
      let s = seq.reverse().join(' ');
      if (!top(u)) s = '… ' + s;
      return `“${s}”`;
    }
    const leaf = m.layout.childStart[v] === m.layout.childStart[v + 1];
    return `${leaf ? 'leaf' : 'node'} ${m.pathString(v)}`;
  };
  /** The name of node n's child reached by move index mv (game order). */
  m.childName = (n, mv) => {
    for (let j = m.layout.childStart[n]; j < m.layout.childStart[n + 1]; j++) {
      const c = m.layout.children[j];
      if (m.dMove[c] !== mv) continue;
      if (kind === 'tree') return names && names[c] ? names[c] : `child ${mv + 1}`;
      return m.moveLabel(c);
    }
    return '';
  };
  const ts = req.search;
  m.driver = ts.algorithm === 'mtdf' ? 'mtdf' : ts.aspiration ? 'aspiration' : ts.iterativeDeepening ? 'id' : null;
  m.narrationInfo = {
    name: m.name, hasWindow: m.hasWindow, negamax: m.negamax, moveName: m.childName, driver: m.driver,
    bestMoveName: res.summary.bestMoveName, value: res.summary.value,
  };
  return m;
}

function techniquesOn(c) {
  return !!(c.iterativeDeepening || c.tt || c.nullMove || c.quiescence || c.aspiration || (c.ordering && c.ordering.length));
}

/** The display node reached by the same moves from the root, or -1. */
function findByPath(m, path) {
  let v = 0;
  for (const mv of path) {
    let next = -1;
    for (let j = m.layout.childStart[v]; j < m.layout.childStart[v + 1]; j++) {
      const c = m.layout.children[j];
      if (m.dMove[c] === mv) { next = c; break; }
    }
    if (next < 0) return -1;
    v = next;
  }
  return v;
}

function movesTo(m, v) {
  const p = [];
  for (let u = v; u !== 0 && u !== NO_PARENT; u = m.dParent[u]) p.push(m.dMove[u]);
  return p.reverse();
}

function onResult(res) {
  if (!pending || res.id !== pending.id) return;
  const req = pending;
  const old = model;
  const oldStep = player.step;
  const oldPath = old ? movesTo(old, old.trace.node[oldStep]) : null;
  const sameGame = old && old.gameKey === req.key;
  model = adaptModel(buildModel(res, req), classroomOptions());
  window.__cutoff.lastTimings = { ...res.timings, roundTrip: performance.now() - requestStarted, requestStarted };
  window.__cutoff.version = (window.__cutoff.version || 0) + 1;
  const E = model.trace.kind.length;
  // Keep the viewer's place: the same node (by its moves from the root), the same step if it is
  // still that node's, else where that node starts.
  let step = 0;
  if (old && oldPath) {
    const v = findByPath(model, oldPath);
    if (v >= 0 && v < model.N) {
      const t = model.trace;
      // The node's own event nearest before the old step (its Enter at the latest).
      step = t.enterEvent[v];
      for (let e = model.index.nextSame[step]; e !== -1 && e <= oldStep; e = model.index.nextSame[e]) step = e;
    } else step = Math.min(oldStep, E - 1);
  }
  const wasPlaying = player.playing;
  player.reset(E, step);
  player.setSkip(orderContinuations(model.trace));
  if (wasPlaying) player.playing = player.step < E - 1;
  view.setModel(model, sameGame);
  panel.setModel(model);
  panel.setCompare(null);
  $('timeline').max = String(Math.max(0, E - 1));
  $('depth').max = String(res.kind === 'chess' ? CHESS_MAX_DEPTH : res.naturalDepth);
  if (userDepth === null) $('depth').value = String(res.summary.depth);
  showError(null);
  setStatus(`${plural(res.summary.stats.nodes, 'node')} visited`);
  $('cancel').hidden = true;
  $('tree').dataset.nodes = String(res.summary.stats.nodes);
  panelStep = -1;
  nodeAsked = -1;
  if (res.position) {
    panel.setPosition(res.position);
    if (model.trace.node[player.step] === 0) nodeAsked = 0;
  }
  dirty = true;
  pending = { ...req, done: true };
}

function onMessage(msg) {
  if (msg.type === 'ready') return;
  if (msg.type === 'catalogue') {
    window.__cutoff.catalogue = msg.catalogue;
    const chess = msg.catalogue.find((g) => g.kind === 'chess');
    window.__cutoff.presets = chess.presets;
    const sel = $('chess-preset');
    for (const p of chess.presets) {
      const o = document.createElement('option');
      o.value = p.name;
      o.textContent = p.title;
      sel.appendChild(o);
    }
    return;
  }
  if (msg.type === 'result') return onResult(msg);
  if (msg.type === 'node') {
    if (model && msg.run === model.id) panel.setPosition(msg);
    return;
  }
  if (msg.type === 'compare') {
    if (!model || msg.id !== pending?.id) return;
    if (msg.table) panel.setCompare(msg.table, pending.search);
    return;
  }
  if (msg.type === 'panic') {
    client.restart();
    $('cancel').hidden = true;
    setStatus('The core crashed; the page still works — try another setting.', true);
    showError('search', { message: msg.message });
    return;
  }
  if (msg.type === 'error') {
    if (pending && msg.id !== pending.id) return;
    $('cancel').hidden = true;
    const g = $('game').value;
    const where = g === 'custom' && msg.line ? 'tree' : g === 'tictactoe' ? 'ttt' : 'search';
    showError(where, msg);
    setStatus('Error — see the message on the left', true);
  }
}

const client = new SearchClient(onMessage);

// ---------------------------------------------------------------- controls

function showGameOptions() {
  const g = $('game').value;
  $('random-opts').hidden = g !== 'random';
  $('custom-opts').hidden = g !== 'custom';
  $('ttt-opts').hidden = g !== 'tictactoe';
  $('chess-opts').hidden = g !== 'chess';
}

$('game').addEventListener('change', () => {
  showGameOptions();
  userDepth = null;
  scheduleRun();
});
for (const id of ['r-branching', 'r-depth', 'r-seed', 'r-noise', 'r-order']) $(id).addEventListener('input', () => { userDepth = null; scheduleRun(150); });
$('tree-text').addEventListener('input', () => { userDepth = null; scheduleRun(300); });
$('algorithm').addEventListener('change', () => scheduleRun());
$('depth').addEventListener('input', () => {
  const v = parseInt($('depth').value, 10);
  if (Number.isNaN(v)) return;
  // Trees and tic-tac-toe end at their natural depth; chess only has a default one. The game
  // chosen, not the model on show: a depth typed while a new game is searched is for the new game.
  const chess = $('game').value === 'chess';
  const max = chess ? CHESS_MAX_DEPTH : parseInt($('depth').max, 10);
  userDepth = v >= max && !chess ? null : Math.max(0, Math.min(v, max));
  scheduleRun(100);
});
for (const id of ['t-id', 't-tt', 't-null', 't-q', 't-asp', 't-order', 't-null-r', 't-asp-w']) $(id).addEventListener('change', () => scheduleRun());
$('chess-fen').addEventListener('change', () => { userDepth = null; scheduleRun(); });
$('chess-preset').addEventListener('change', () => {
  $('chess-fen').value = '';
  const p = (window.__cutoff.presets || []).find((q) => q.name === $('chess-preset').value);
  $('chess-note').textContent = p && p.note ? p.note : '';
  userDepth = null;
  scheduleRun();
});
$('cancel').addEventListener('click', () => {
  client.cancel();
  pending = null;
  $('cancel').hidden = true;
  setStatus('Search cancelled.');
});

function buildTttEditor() {
  const box = $('ttt-board');
  box.textContent = '';
  tttCells.forEach((v, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.v = v;
    b.textContent = v === '.' ? '' : v;
    b.setAttribute('aria-label', `Cell ${i + 1}: ${v === '.' ? 'empty' : v}`);
    b.addEventListener('click', () => {
      tttCells[i] = v === '.' ? 'X' : v === 'X' ? 'O' : '.';
      buildTttEditor();
      userDepth = null;
      scheduleRun(100);
    });
    box.appendChild(b);
  });
}
buildTttEditor();
$('ttt-clear').addEventListener('click', () => { tttCells.fill('.'); buildTttEditor(); userDepth = null; scheduleRun(); });

// ---------------------------------------------------------------- playback

const SPEED_MIN = 0.5, SPEED_MAX = 200000;
function speedFromSlider(v) {
  return SPEED_MIN * Math.pow(SPEED_MAX / SPEED_MIN, v / 100);
}
function updateSpeed() {
  player.speed = speedFromSlider(+$('speed').value);
  const s = player.speed;
  $('speed-out').textContent = `${s < 10 ? s.toFixed(1) : fmtInt(Math.round(s))} steps/s`;
}
$('speed').addEventListener('input', updateSpeed);
updateSpeed();

const act = {
  play: () => { player.toggle(); dirty = true; },
  back: () => { player.back(); dirty = true; },
  forward: () => { player.forward(); dirty = true; },
  start: () => { player.toStart(); dirty = true; },
  end: () => { player.toEnd(); dirty = true; },
  nextCut: () => {
    if (!model) return;
    player.pause();
    const e = nextCutoff(model.index, player.step);
    if (e >= 0) player.seek(e); else setStatus('No more cutoffs after this step.');
    dirty = true;
  },
  /** The next step of the kind chosen under Find (a technique's event). */
  find: () => {
    if (!model) return;
    player.pause();
    const want = $('find-kind').value;
    const e = nextOfKind(model.trace, player.step, want);
    const label = $('find-kind').selectedOptions[0].textContent;
    if (e >= 0) { player.seek(e); setStatus(`${plural(model.summary.stats.nodes, 'node')} visited`); } else setStatus(`No ${label} after this step.`);
    dirty = true;
  },
  prevCut: () => {
    if (!model) return;
    player.pause();
    const e = prevCutoff(model.index, player.step);
    if (e >= 0) player.seek(e);
    dirty = true;
  },
};
$('play').addEventListener('click', act.play);
$('step-back').addEventListener('click', act.back);
$('step-forward').addEventListener('click', act.forward);
$('to-start').addEventListener('click', act.start);
$('to-end').addEventListener('click', act.end);
$('next-cutoff').addEventListener('click', act.nextCut);
$('find-next').addEventListener('click', () => act.find());
$('timeline').addEventListener('input', () => { lastInput = performance.now(); player.pause(); player.seek(+$('timeline').value); dirty = true; });

document.addEventListener('keydown', (ev) => {
  const tag = ev.target.tagName;
  if (tag === 'TEXTAREA' || (tag === 'INPUT' && ev.target.id !== 'timeline') || tag === 'SELECT') return;
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const k = ev.key;
  const handled = {
    ' ': act.play, ArrowRight: () => { player.forward(ev.shiftKey ? 10 : 1); dirty = true; },
    ArrowLeft: () => { player.back(ev.shiftKey ? 10 : 1); dirty = true; }, Home: act.start, End: act.end,
    c: act.nextCut, C: act.prevCut, f: act.find,
  }[k];
  if (!handled) return;
  if (tag === 'BUTTON' && k === ' ') { ev.preventDefault(); }
  ev.preventDefault();
  handled();
});

const FIND = {
  iteration: (t, e) => t.kind[e] === Kind.Iteration,
  probe: (t, e) => t.kind[e] === Kind.TtProbe,
  'table-cut': (t, e) => t.kind[e] === Kind.TtProbe && t.a[e] >= 2,
  store: (t, e) => t.kind[e] === Kind.TtStore,
  order: (t, e) => t.kind[e] === Kind.Order && (e === 0 || t.kind[e - 1] !== Kind.Order),
  null: (t, e) => t.kind[e] === Kind.NullMove,
  'stand-pat': (t, e) => t.kind[e] === Kind.StandPat,
  'zero-window': (t, e) => t.kind[e] === Kind.ZeroWindow,
  're-search': (t, e) => t.kind[e] === Kind.ReSearch,
};
/** The first step after s whose event is of the kind named, or -1. */
function nextOfKind(t, s, want) {
  const test = FIND[want];
  if (!test) return -1;
  for (let e = s + 1; e < t.kind.length; e++) if (test(t, e)) return e;
  return -1;
}

// ---------------------------------------------------------------- canvas interaction

const canvas = $('tree');
let drag = null;
canvas.addEventListener('pointerdown', (ev) => {
  drag = { x: ev.clientX, y: ev.clientY, moved: false };
  canvas.setPointerCapture(ev.pointerId);
});
canvas.addEventListener('pointermove', (ev) => {
  const r = canvas.getBoundingClientRect();
  if (drag) {
    const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
    if (drag.moved) {
      canvas.classList.add('dragging');
      view.pan(dx, dy);
      drag.x = ev.clientX; drag.y = ev.clientY;
      dragged = true;
      dirty = true;
    }
    return;
  }
  const v = view.hit(ev.clientX - r.left, ev.clientY - r.top);
  if (v !== view.hover) { view.hover = v; dirty = true; showTooltip(v, ev.clientX - r.left, ev.clientY - r.top); }
});
canvas.addEventListener('pointerup', (ev) => {
  canvas.classList.remove('dragging');
  const wasDrag = drag && drag.moved;
  drag = null;
  if (wasDrag || !model) return;
  const r = canvas.getBoundingClientRect();
  const v = view.hit(ev.clientX - r.left, ev.clientY - r.top);
  if (v >= 0 && v < model.N) { player.pause(); player.seek(model.trace.enterEvent[v]); dirty = true; }
});
canvas.addEventListener('pointerleave', () => { view.hover = -1; $('tooltip').hidden = true; dirty = true; });
canvas.addEventListener('wheel', (ev) => {
  ev.preventDefault();
  const r = canvas.getBoundingClientRect();
  view.zoomAt(ev.clientX - r.left, ev.clientY - r.top, Math.exp(-ev.deltaY * 0.0015));
  dirty = true;
}, { passive: false });
/** Zooms about the current node when it is on screen, else about the centre. */
function zoomButton(f) {
  let x = view.W / 2, y = view.H / 2;
  if (model) {
    const v = model.trace.node[player.step];
    const vx = view.sx(v), vy = view.sy(v);
    if (vx >= 0 && vx <= view.W && vy >= 0 && vy <= view.H) { x = vx; y = vy; }
  }
  view.zoomAt(x, y, f);
  view.follow(model ? model.trace.node[player.step] : -1);
  dirty = true;
}
$('zoom-in').addEventListener('click', () => zoomButton(1.6));
$('zoom-out').addEventListener('click', () => zoomButton(1 / 1.6));
$('fit').addEventListener('click', () => { view.fit(); dirty = true; });

function showTooltip(v, x, y) {
  const tip = $('tooltip');
  if (v < 0 || !model) { tip.hidden = true; return; }
  const m = model, t = m.trace;
  tip.textContent = '';
  const head = document.createElement('div');
  const side = m.minToMove[v] ? 'MIN ▼' : 'MAX ▲';
  head.innerHTML = '';
  head.textContent = `${m.name(v)} · ${side}`;
  head.style.fontWeight = '700';
  tip.appendChild(head);
  const lines = [];
  if (v >= m.N) lines.push('pruned: never searched');
  else if (t.enterEvent[v] > player.step) lines.push('not reached yet');
  else {
    if (t.leaveEvent[v] <= player.step) {
      const b = t.bound[v] === Bound.Lower ? ' (lower bound)' : t.bound[v] === Bound.Upper && m.hasWindow ? ' (upper bound)' : '';
      lines.push(`value ${fmtValue(t.value[v])}${b}`);
    } else lines.push('being searched');
    if (m.hasWindow) lines.push(`window α = ${fmtValue(t.alpha[v])}, β = ${fmtValue(t.beta[v])}`);
  }
  for (const l of lines) { const d = document.createElement('div'); d.textContent = l; tip.appendChild(d); }
  if (m.kind === 'tictactoe') tip.appendChild(boardCanvas(m.boardCells(v)));
  if (m.labels.boards && m.labels.boards[v]) {
    const c = document.createElement('canvas');
    c.width = c.height = 200;
    const p = m.dParent[v];
    drawChessBoard(c, m.labels.boards[v], p === NO_PARENT ? {} : moveSquares(m.labels.boards[p], m.labels.boards[v]));
    tip.appendChild(c);
  }
  tip.hidden = false;
  const wrap = $('canvas-wrap').getBoundingClientRect();
  tip.style.left = `${Math.min(x + 16, wrap.width - 260)}px`;
  tip.style.top = `${Math.min(y + 16, wrap.height - 180)}px`;
}

// ---------------------------------------------------------------- the side panel's board

let nodeAsked = -1;
/** Asks the worker for the board and evaluation of the lit chess node (it holds the trace). */
function askNode(v) {
  if (!model || model.kind !== 'chess' || v === nodeAsked) return;
  nodeAsked = v;
  const p = model.dParent[v];
  client.worker.postMessage({ type: 'node', id: 0, run: model.id, display: v, parent: p === NO_PARENT ? -1 : p });
}

// ---------------------------------------------------------------- the frame loop

let shownStep = -1;
let panelStep = -1, panelAt = 0, lastInput = 0;
const PANEL_MS = 90;
const textCache = new Map();
function setText(id, text) {
  if (textCache.get(id) === text) return;
  textCache.set(id, text);
  $(id).textContent = text;
}
let dragged = false; // the user moved the view: do not follow until the next step
function frame(now) {
  const dt = Math.min(250, now - lastTime);
  lastTime = now;
  if (player.tick(dt)) dirty = true;
  if (dirty && model) {
    const s = player.step;
    const t0 = performance.now();
    if (s !== shownStep && !dragged) view.follow(model.trace.node[s]);
    view.draw(s);
    // The DOM around the canvas changes at most every PANEL_MS while the step runs on, so that
    // style and layout do not eat the frame; the last step is always shown.
    if (s !== panelStep && (now - panelAt >= PANEL_MS || (!player.playing && now - lastInput > PANEL_MS))) {
      panel.update(s);
      setText('step-out', `step ${fmtInt(s + 1)} of ${fmtInt(model.trace.kind.length)}`);
      const cur = model.trace.node[s];
      canvas.dataset.currentNode = String(cur);
      canvas.dataset.currentPath = model.pathString(cur);
      canvas.dataset.step = String(s);
      askNode(cur);
      panelStep = s;
      panelAt = now;
    }
    const tl = $('timeline');
    if (+tl.value !== s && now - lastInput > 50) tl.value = String(s);
    const playing = player.playing ? 'Pause' : 'Play';
    if ($('play').getAttribute('aria-label') !== playing) {
      $('play').textContent = player.playing ? '❚❚ Pause' : '▶ Play';
      $('play').setAttribute('aria-label', playing);
    }
    if (s !== shownStep) dragged = false;
    shownStep = s;
    if (window.__cutoff.drawnVersion !== window.__cutoff.version) {
      window.__cutoff.drawnVersion = window.__cutoff.version;
      window.__cutoff.lastTimings.firstFrame = performance.now() - window.__cutoff.lastTimings.requestStarted;
    }
    window.__cutoff.lastFrameMs = performance.now() - t0;
    window.__cutoff.frames++;
    dirty = player.playing || panelStep !== s;
  }
  requestAnimationFrame(frame);
}

window.addEventListener('cutoff:redraw', () => { if (model) panel.setModel(model); panelStep = -1; dirty = true; });
function resize() {
  view.resize();
  dirty = true;
}
new ResizeObserver(resize).observe($('canvas-wrap'));
resize();
requestAnimationFrame(frame);

// Presets for the chess menu, then the first search.
showGameOptions();
client.worker.postMessage({ type: 'catalogue', id: 0 });
scheduleRun();
