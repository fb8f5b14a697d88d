// The composition root: builds the page's parts, wires them together and runs the frame loop.
// The page's state (state.js) is one object: the controls write it, the URL mirrors it, each
// change asks the search client for a new trace, and the result becomes the model on show.

import { Player } from './timeline.js';
import { TreeView } from './render.js';
import { SidePanel } from './panels.js';
import { NO_PARENT, nodeOf } from './trace.js';
import { xOf } from './layout.js';
import { SearchClient } from './client.js';
import { Controls } from './controls.js';
import { bindInput } from './input.js';
import { showTooltip } from './tooltip.js';
import { buildModel, keepPlace } from './model.js';
import { request, gameSpec } from './request.js';
import { fromURL, toURL, entryOf, classroomFromLink, watched, practiceFromLink, withPractice, freshPracticeWork } from './state.js';
import { menuFrom, adapterFor, gameInfo } from './games/registry.js';
import { adaptModel, answersHidden } from './classroom.js';
import { t, onLanguageChange } from './i18n.js';
// The classroom: legend, presenter view, themes and the switches.
import { initPresenter, storedTheme } from './presenter.js';
import { setValueNotation } from './format.js';
import { initProjector } from './projector.js';
import { initBookmarks } from './bookmarks.js';
import { bindExport } from './export.js';
import { withExtras } from './link-extras.js';
import { writeQuery } from './address.js';
import { netKey, netFor, netNow, hasNet } from './nets.js';
import './i18n-dom.js';
import { installPractice } from './practice/practice.js';
import { PlayMode } from './play.js';
import { TreeEditor } from './edit.js';
import { AriaTree } from './aria-tree.js';
import { attachTrain, learnCompare } from './train.js';
import { setLegendFor } from './legend.js';
import { SplitView } from './split.js';
import { Announcer, liveRegion } from './announce.js';
import { $ } from './dom.js';

/**
 * The status line says a message of the dictionaries (said again when the language changes). A
 * message about the step on show (`atStep`, the step it speaks of: "No more cutoffs after this
 * step.") holds for that step only: when the step changes it goes, and the message before it
 * comes back.
 */
let status = null, stepStatus = null;
function setStatus(key, params = {}, isError = false, atStep = null) {
  if (atStep === null) { status = { key, params, isError }; stepStatus = null; } else stepStatus = { key, params, isError, step: atStep };
  sayStatus();
}
function sayStatus() {
  const shown = stepStatus || status;
  if (!shown) { $('status').textContent = ''; $('status').title = ''; return; }
  // A parameter given as {key} is a word of the dictionaries too (said in the language of the moment).
  const params = Object.fromEntries(Object.entries(shown.params).map(([k, v]) => [k, v && typeof v === 'object' && v.key ? t(v.key) : v]));
  $('status').textContent = t(shown.key, params);
  $('status').title = $('status').textContent;
  $('status').classList.toggle('error', shown.isError);
  $('status').classList.toggle('gives-answer', shown.key === 'status.nodesVisited'); // hidden with the answers
}
/** A step's message goes once the step on show is another. */
function stepChanged(s) {
  if (stepStatus && stepStatus.step !== s) { stepStatus = null; sayStatus(); }
}

/** What runs the page (not the state the URL mirrors): the view, the player, the model on show. */
const app = {
  view: new TreeView($('tree')), player: new Player(0), panel: new SidePanel(), model: null,
  dirty: true, dragged: false, lastInput: 0, setStatus,
  hover: (v, x, y) => showTooltip($('tooltip'), $('canvas-wrap'), app.model, app.player.step, v, x, y),
};
const { view, player, panel } = app;
/** The classroom's part of the state (state.js): the switches and the theme, as the link and the browser open them. */
const classroom = watched(classroomFromLink(location.search, storedTheme()));
// Enter in a field must not submit (and reload) the page; no inline handler under the page's policy.
$('controls').addEventListener('submit', (ev) => ev.preventDefault());

let menu = null, state = null, controls = null;
/** The last request sent: {id, key (the game as JSON), search, done}. */
let pending = null;
let requestStarted = 0;
/** A step a link asked for (its number as the page says it, from 1), restored when its search lands. */
let restoreStep = null;

window.__cutoff = { get model() { return app.model; }, player, view, lastFrameMs: 0, frames: 0,
  get state() { return state; },
  // For the tests: a redraw is asked for and not yet drawn (a control changed how the tree reads).
  get dirty() { return app.dirty; },
  // For the tests: the node the step on show belongs to (the page keeps no node column for a
  // nested trace: trace.js nodeOf).
  currentNode: () => (app.model ? nodeOf(app.model.trace, player.step) : -1),
  // For the tests: node v's x in leaf units (the page keeps x in fixed point: layout.js xOf).
  xOf: (v) => xOf(app.model.layout, v),
  // For the tests: makes the worker fail as a panicking core does (a WebAssembly.RuntimeError).
  simulatePanic: () => client.ask({ type: 'simulate-panic' }),
  // The request in flight, if any: {key (the game as JSON), search}.
  get running() { return client.busy && pending && !pending.done ? pending : null; } };

// ---------------------------------------------------------------- requests

let runTimer = 0;
function scheduleRun(delay = 0) {
  clearTimeout(runTimer);
  runTimer = setTimeout(run, delay);
}

/** The net variants whose loading was asked for (www/nets.js keeps the loaded ones). */
const netAsked = new Set();

function run({ compare = true } = {}) {
  const req = request(state, entryOf(menu, state.game));
  // PUCT (on the page and in the comparison) takes the game's net with the request: loaded first, once.
  const key = netKey(req.game);
  // Asked once per variant: a net that cannot be had leaves the other searches running, without PUCT.
  if (hasNet(key) && !netNow(key) && !netAsked.has(key)) { netAsked.add(key); netFor(key).then(() => run({ compare })); return; }
  // Playing against MCTS or PUCT: the engine's own search (www/play.js), the tree beside the board.
  const engineSearch = state.play ? play.engineSearch() : null;
  if (engineSearch) req.search = engineSearch;
  if (req.search.algorithm === 'puct') {
    // The engine plays PUCT with uniform priors where no net is trained (or none could be had).
    if (netNow(key)) req.search.net = netNow(key);
    else if (engineSearch) req.search.uniform = true;
    else { setStatus('status.puctNoNet'); return; }
  }
  requestStarted = performance.now();
  // Playing against the engine: its search is capped (a shallower one when too big), no comparison.
  const playing = !!state.play;
  const M = state.mcts || {};
  const mc = { iterations: M.iterations ?? 100, seed: M.seed ?? 1 };
  const netText = netNow(netKey(req.game));
  if (netText) mc.net = netText;
  pending = { id: client.run({ game: req.game, search: req.search, compare: compare && !playing ? { depth: req.search.depth ?? null, mcts: mc } : null, play: playing }), key: req.key, search: req.search };
  setStatus('status.searching');
  $('cancel').hidden = false;
  watchRequest(pending.id);
}

let urlTimer = 0;
/** The URL mirrors the state (replaced, not pushed: Back leaves the page as it came). */
function syncURL(delay = 300) {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeURL, delay);
}
function writeURL() {
  clearTimeout(urlTimer);
  if (!state) return;
  writeQuery(withExtras(toURL(state, menu), location.search));
}

/** The user changed a setting: search again, and the link follows. */
function changed(delay) {
  $('link-message').hidden = true;
  // Another position or game opens at its start (keepPlace): while it is searched, the link no
  // longer names a step of the old one. (From the end it opens at its end; the link follows then.)
  if (app.model && request(state, entryOf(menu, state.game)).key !== app.model.gameKey) state.step = 1;
  // A game against the engine searches its new game itself.
  if (!play.changed()) scheduleRun(delay);
  syncURL();
}

// ---------------------------------------------------------------- results

function onResult(res) {
  if (!pending || res.id !== pending.id) return;
  const req = pending;
  const old = app.model;
  const oldStep = player.step;
  const sameGame = old && old.gameKey === req.key;
  // Wins in each game's own words: +M2 in chess and xiangqi, "win in 2" elsewhere (format.js).
  setValueNotation(adapterFor(res.kind).valueNotation || 'win');
  const m = adaptModel(buildModel(res, req, adapterFor(res.kind)), classroom.get());
  app.model = m;
  window.__cutoff.lastTimings = { ...res.timings, roundTrip: performance.now() - requestStarted, requestStarted };
  window.__cutoff.version = (window.__cutoff.version || 0) + 1;
  const E = m.trace.kind.length;
  // After an edit of the tree (edit.js): the step entering the node edited, the camera kept.
  const placed = restoreStep === null ? editor.placeFor(m) : null;
  const step = restoreStep !== null ? m.steps.event(restoreStep) : placed !== null ? placed : keepPlace(old, oldStep, m);
  restoreStep = null;
  const wasPlaying = player.playing;
  player.reset(E, step);
  player.setSkip(m.steps.cont);
  if (wasPlaying) player.playing = player.step < E - 1;
  view.setModel(m, sameGame || placed !== null);
  // MCTS steps by iteration (Next iteration), has no cutoffs, and its own legend.
  $('next-iteration').hidden = !m.mcts;
  $('next-cutoff').hidden = !!m.mcts;
  setLegendFor(!!m.mcts, m.adapter && m.adapter.legendNote);
  panel.setModel(m);
  panel.setCompare(null);
  // The Timeline runs over the steps a person can stop at, as the counter numbers them.
  $('timeline').max = String(Math.max(0, m.steps.count - 1));
  controls.showDepth(res.summary.depth, res.naturalDepth, gameInfo(res.kind), res.endDepth);
  controls.showError(null);
  controls.showResult(m);
  setStatus('status.nodesVisited', { n: res.summary.stats.nodes });
  $('cancel').hidden = true;
  $('tree').dataset.nodes = String(res.summary.stats.nodes);
  panelStep = -1;
  nodeAsked = -1;
  if (res.position) {
    panel.setPosition(res.position);
    if (nodeOf(m.trace, player.step) === 0) nodeAsked = 0;
  }
  app.dirty = true;
  pending = { ...req, done: true };
  play.onResult(res, req);
  editor.onResult(m);
  ariaTree.setModel(m);
  // The learned comparison (www/train.js), where the game has a net: not while playing.
  learnCompare(request(state, entryOf(menu, state.game)).game, req.search.depth ?? null, !!state.play);
  split.onResult(m, req, !!state.play);
}

let linkIgnored = null;
function sayLinkMessage() {
  if (linkIgnored !== null) $('link-message').textContent = t('link.ignored', { list: linkIgnored });
}

/** The catalogue has come: the Game menu, the state from the link, the form, the first search. */
function start(catalogue) {
  window.__cutoff.catalogue = catalogue;
  menu = menuFrom(catalogue);
  const read = fromURL(location.search, menu);
  state = read.state;
  // PUCT from a link runs only where the game has a net: elsewhere the link's algo= is ignored (UCT).
  if (state.algorithm === 'puct' && !hasNet(netKey(gameSpec(state, entryOf(menu, state.game) || menu[0])))) {
    state.algorithm = 'mcts';
    read.ignored.push('algo=puct');
  }
  restoreStep = state.step > 1 ? state.step : null;
  controls = new Controls(menu, state, { onChange: changed });
  if (read.ignored.length) {
    // Only ever text: a link's contents are never parsed as HTML.
    linkIgnored = read.ignored.join(', ');
    sayLinkMessage();
    $('link-message').hidden = false;
  }
  play.attach();
  window.__cutoff.play = play.testHooks();
  writeURL();
  // A link with a game against the engine replays its moves, then searches.
  if (state.play) play.resume(); else scheduleRun();
}

/** Long work shows a progress bar after half a second, as the page waits (the core's search, then
 * copying, indexing and laying out the trace; or the comparison's rows): nodes so far and nodes
 * per second while the core reports, "working" while the trace is built. */
const PROGRESS_AFTER_MS = 500;
let progressTimer = 0;
const progressAfter = () => window.__cutoff.progressAfterMs ?? PROGRESS_AFTER_MS;
function showProgress(msg) {
  clearTimeout(progressTimer);
  if (!msg) { $('progress').hidden = true; return; }
  const waited = msg.rows ? msg.ms : Math.max(msg.ms, performance.now() - requestStarted);
  if (waited < progressAfter()) return;
  const rate = msg.ms > 0 ? Math.round(msg.nodes / (msg.ms / 1000)) : 0;
  $('progress-text').textContent = msg.rows
    ? t('progress.compare', { row: msg.row, rows: msg.rows, n: msg.nodes, rate })
    : t('progress.search', { n: msg.nodes, rate });
  $('progress-text').title = $('progress-text').textContent;
  $('progress').hidden = false;
  $('cancel').hidden = false;
}
/** The bar for a request still waiting after half a second, before (or without) the core's word. */
function watchRequest(id) {
  clearTimeout(progressTimer);
  progressTimer = setTimeout(() => {
    if (!pending || pending.id !== id || pending.done || !$('progress').hidden) return;
    $('progress-text').textContent = t('progress.working');
    $('progress-text').title = $('progress-text').textContent;
    $('progress').hidden = false;
  }, progressAfter());
}

function onMessage(msg) {
  if (msg.type === 'ready') return;
  if (msg.type === 'progress') return showProgress(msg);
  if (msg.type !== 'node' && msg.type !== 'catalogue') showProgress(null);
  if (msg.type === 'catalogue') return start(msg.catalogue);
  if (msg.type === 'result') return onResult(msg);
  if (msg.type === 'node') {
    if (app.model && msg.run === app.model.id) panel.setPosition(msg);
    return;
  }
  if (msg.type === 'compare') {
    $('cancel').hidden = true;
    if (!app.model || msg.id !== pending?.id) return;
    if (msg.table) panel.setCompare(msg.table, pending.search, { entry: state.game });
    return;
  }
  if (msg.type === 'panic') {
    client.restart();
    $('cancel').hidden = true;
    setStatus('status.crashed', {}, true);
    if (controls) controls.showError({ message: msg.message }, { panic: true });
    play.onError(msg);
    return;
  }
  if (msg.type === 'error') {
    if (pending && msg.id !== pending.id) return;
    $('cancel').hidden = true;
    if (controls) controls.showError(msg);
    setStatus('status.error', {}, true);
    play.onError(msg);
  }
}

const client = new SearchClient(onMessage);
// npm run bench's baseline: the tree laid out in the worker (client.js layoutInWorker).
Object.defineProperty(window.__cutoff, 'layoutInWorker', { get: () => client.layoutInWorker, set: (v) => { client.layoutInWorker = !!v; } });
// Practice asks the same worker, through the same client; its exercise is the state's practice part, and the link follows it.
const practice = watched(practiceFromLink(location.search));
practice.subscribe((ex) => writeQuery(withPractice(location.search, ex)));
// The student's answers and marks are the state's too (a test reads and restores them).
const practiceWork = watched(freshPracticeWork());
window.__cutoff.practiceWork = practiceWork;
installPractice(client, practice, practiceWork);
window.__cutoff.train = attachTrain(client).testHooks;
const play = new PlayMode({
  client, state: () => state, menu: () => menu, controls: () => controls,
  search: () => scheduleRun(0), link: () => syncURL(100),
  toEnd: () => { player.toEnd(); app.dirty = true; },
  // Stops a search still running (of a position the game has left), quietly.
  // A comparison still running (Cancel shows) is stopped too: play searches next anyway.
  cancel: () => {
    if (!client.busy && $('cancel').hidden) return;
    client.cancel(true);
    pending = null;
    $('cancel').hidden = true;
    showProgress(null);
    setStatus('');
  },
});

$('cancel').addEventListener('click', () => {
  // The comparison runs after the result: cancelling it leaves the trace on show.
  const comparing = pending && pending.done;
  client.cancel(true);
  showProgress(null);
  // The trace on show stays; a fresh worker holds it again (for boards) without the comparison.
  if (comparing) { run({ compare: false }); setStatus('status.compareCancelled'); return; }
  pending = null;
  $('cancel').hidden = true;
  setStatus('status.cancelled');
  play.onCancel();
});

$('copy-link').addEventListener('click', async () => {
  writeURL();
  const url = location.href;
  const box = $('link-text');
  try {
    await navigator.clipboard.writeText(url);
    box.hidden = true;
    setStatus('status.linkCopied');
  } catch {
    // No clipboard (permission, an insecure page): the link selected in a read-only box.
    box.value = url;
    box.hidden = false;
    box.focus();
    box.select();
    setStatus('status.copySelected');
  }
});

bindInput(app);
const editor = new TreeEditor(app, { state: () => state, controls: () => controls, client: () => client });
window.__cutoff.editSelection = () => (editor.sel ? editor.sel.join('.') : null); // a test hook: the selected node's path, from 0
const ariaTree = new AriaTree(app, editor);
// The skip links, first in the Tab order: straight to the tree (its ARIA tree's item, the keyboard's
// way through the nodes) or to the player, past the header and every setting. The link's address
// stays as it is (no #hash).
const skipTo = (target) => (ev) => { ev.preventDefault(); target()?.focus(); };
$('skip-tree').addEventListener('click', skipTo(() => document.querySelector('#tree-a11y [role=treeitem][tabindex="0"]') || $('tree-a11y')));
$('skip-player').addEventListener('click', skipTo(() => $('play')));
// The split view: a second search of the position beside the first (split.js).
const split = new SplitView(app, client, () => classroom.get(), () => ({ info: state && menu ? (entryOf(menu, state.game) || {}).info : null }));
split.attach();
window.__cutoff.split = split;
bindExport(app, () => state);

// ---------------------------------------------------------------- the side panel's board

let nodeAsked = -1;
/** Asks the worker for the board and evaluation of the lit node (it holds the trace). */
function askNode(v) {
  const m = app.model;
  if (!m || !m.adapter.hasPosition || v === nodeAsked) return;
  nodeAsked = v;
  const p = m.dParent[v];
  client.ask({ type: 'node', run: m.id, display: v, parent: p === NO_PARENT ? -1 : p });
}

// ---------------------------------------------------------------- the frame loop

let lastTime = performance.now();
let shownStep = -1;
let panelStep = -1, panelAt = 0;
const PANEL_MS = 90;
const textCache = new Map();
function setText(id, text) {
  if (textCache.get(id) === text) return;
  textCache.set(id, text);
  $(id).textContent = text;
}
// The step's sentence for a screen reader, once the step rests (announce.js).
const announcer = new Announcer(liveRegion($('narration-live')));
function frame(now) {
  // The answers stay hidden until the last step while the classroom asks for it.
  document.body.classList.toggle('answers-hidden', answersHidden(classroom.get().hide, player.step, player.length));
  const dt = Math.min(250, now - lastTime);
  lastTime = now;
  if (player.tick(dt)) app.dirty = true;
  const m = app.model;
  if (app.dirty && m) {
    const s = player.step;
    const t0 = performance.now();
    stepChanged(s);
    if (s !== shownStep && !app.dragged) view.follow(nodeOf(m.trace, s));
    view.draw(s);
    editor.drawn();
    split.draw(s);
    // The DOM around the canvas changes at most every PANEL_MS while the step runs on, so that
    // style and layout do not eat the frame; the last step is always shown.
    if (s !== panelStep && (now - panelAt >= PANEL_MS || (!player.playing && now - app.lastInput > PANEL_MS))) {
      panel.update(s);
      ariaTree.update(s);
      bookmarks.stepShown(s);
      const shown = m.steps.number(s);
      setText('step-out', t('player.stepOut', { s: shown, n: m.steps.count }));
      // A screen reader says the Timeline's place as the counter does, not its value from 0.
      if ($('timeline').getAttribute('aria-valuetext') !== $('step-out').textContent) $('timeline').setAttribute('aria-valuetext', $('step-out').textContent);
      const cur = nodeOf(m.trace, s);
      const canvas = $('tree');
      canvas.dataset.currentNode = String(cur);
      canvas.dataset.currentPath = m.pathString(cur);
      canvas.dataset.step = String(s);
      askNode(cur);
      panelStep = s;
      panelAt = now;
      if (state.step !== shown) {
        state.step = shown;
        // While playing the link waits: it is written once the step rests.
        syncURL(player.playing ? 1000 : 300);
      }
    }
    const tl = $('timeline');
    const at = m.steps.number(s) - 1;
    if (+tl.value !== at && now - app.lastInput > 50) tl.value = String(at);
    const playing = t(player.playing ? 'player.pause' : 'player.play');
    if ($('play').getAttribute('aria-label') !== playing) {
      $('play').textContent = `${player.playing ? '❚❚' : '▶'} ${playing}`;
      $('play').setAttribute('aria-label', playing);
    }
    if (s !== shownStep) app.dragged = false;
    shownStep = s;
    if (window.__cutoff.drawnVersion !== window.__cutoff.version) {
      window.__cutoff.drawnVersion = window.__cutoff.version;
      window.__cutoff.lastTimings.firstFrame = performance.now() - window.__cutoff.lastTimings.requestStarted;
    }
    window.__cutoff.lastFrameMs = performance.now() - t0;
    window.__cutoff.frames++;
    app.dirty = player.playing || panelStep !== s;
  }
  announcer.frame(player.playing, app.model && panelStep === player.step ? $('narration').textContent : null);
  requestAnimationFrame(frame);
}

// The classroom switches changed how the model reads (or the theme its colours): draw it again.
function redraw() { if (app.model) panel.setModel(app.model); panelStep = -1; app.dirty = true; }
classroom.subscribe((c) => { if (app.model) adaptModel(app.model, c); redraw(); });
initPresenter(classroom, view);
initProjector(view, classroom);
const bookmarks = initBookmarks(app);
// For the tests: a redraw asked from outside (after they move the player themselves).
window.addEventListener('cutoff:redraw', redraw);
// Another language: every line this file writes is said again, and the panels with it.
onLanguageChange(() => {
  sayStatus();
  sayLinkMessage();
  textCache.clear();
  panel.sayAgain();
  panelStep = -1;
  nodeAsked = -1;
  app.dirty = true;
});
new ResizeObserver(() => { view.resize(); split.resize(); app.dirty = true; }).observe($('canvas-wrap'));
// The header's height, for the stage under it at 150 % zoom (style.css: one screen under the header).
new ResizeObserver(() => document.documentElement.style.setProperty('--header-h', `${document.querySelector('header').offsetHeight}px`)).observe(document.querySelector('header'));
view.resize();
requestAnimationFrame(frame);

// The Game menu comes from the core's catalogue; the first search follows it.
client.ask({ type: 'catalogue' });
