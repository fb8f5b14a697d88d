// The Train panel: a network learns by self-play in a worker of its own (a search on the page
// never replaces it), a chunk of games at a time, so the tab never freezes and Stop answers within
// a chunk. After each chunk the chart gets a point: the loss, and the results of PUCT with the net
// against a random player and against perfect play. The net is saved as a file and loaded back
// (the core checks it and says what is wrong); the net trained or loaded is the one play and the
// learned comparison use, the shipped one until then.
//
// And the learned comparison, under the comparison table: on the position searched, alpha-beta
// with the hand-written evaluation, alpha-beta with the net's value at its leaves (the NNUE
// idea), and PUCT with the net: positions evaluated, the move, and whether it is a perfect-play move.

import { t, formatNumber, getLanguage, onLanguageChange } from './i18n.js';
import { SearchClient } from './client.js';
import { drawChart } from './chart.js';
import { netKey, netFor, setNet, resetNet, onNetChange, SHIPPED, TRAINABLE } from './nets.js';
import { errorWords } from './errors.js';
import { $ } from './dom.js';

/** A number in the page's language with `opts` (digits). */
const fmt = (v, opts) => new Intl.NumberFormat(getLanguage(), opts).format(v);
const el = (tag, props = {}, ...children) => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
};

/** The games the panel trains, as game specs and their net keys. */
export const TRAIN_GAMES = TRAINABLE;

/** PUCT's iterations a move in each point's games (the core's MEASURE_ITERATIONS, the CLI's check). */
export const MEASURE_ITERATIONS = 200;

/** PUCT's iterations in the learned comparison. */
export const COMPARE_ITERATIONS = 200;

const ui = {
  client: null,
  running: false,
  stopAsked: false,
  points: [],
  game: TRAIN_GAMES[0],
  started: false,
  /** Games a second over the last chunk. */
  rate: null,
  last: null,
  drawn: null,
  error: null,
};

function client() {
  if (!ui.client) ui.client = new SearchClient(() => {});
  return ui.client;
}

function build() {
  const d = el('dialog', { id: 'train-panel' });
  d.setAttribute('aria-labelledby', 'train-title');
  const head = el('div', { className: 'train-head' }, el('h2', { id: 'train-title' }), el('button', { type: 'button', id: 'train-close' }));
  const gameSel = el('select', { id: 'train-game' });
  for (const g of TRAIN_GAMES) gameSel.append(el('option', { value: g.id }));
  const seed = el('input', { id: 'train-seed', type: 'number', min: 0, max: 99999, value: 1 });
  const chunk = el('input', { id: 'train-chunk', type: 'number', min: 1, max: 200, value: TRAIN_GAMES[0].chunk });
  const row1 = el('div', { className: 'train-row' },
    el('label', { htmlFor: 'train-game', id: 'train-game-label' }), gameSel,
    el('label', { htmlFor: 'train-seed', id: 'train-seed-label' }), seed,
    el('label', { htmlFor: 'train-chunk', id: 'train-chunk-label' }), chunk);
  const file = el('input', { id: 'train-file', type: 'file', accept: '.json,application/json', hidden: true });
  const row2 = el('div', { className: 'train-row train-buttons' },
    el('button', { type: 'button', id: 'train-start' }), el('button', { type: 'button', id: 'train-stop', disabled: true }),
    el('button', { type: 'button', id: 'train-new' }), el('button', { type: 'button', id: 'train-save' }),
    el('button', { type: 'button', id: 'train-load' }), el('button', { type: 'button', id: 'train-shipped' }), file);
  const status = el('p', { id: 'train-status' });
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const err = el('p', { id: 'train-error', className: 'error', hidden: true });
  err.setAttribute('role', 'alert');
  const chart = el('canvas', { id: 'train-chart' });
  chart.setAttribute('role', 'img');
  d.append(head, el('p', { id: 'train-intro', className: 'hint' }), row1, row2, status, el('p', { id: 'train-net-line' }), err, chart, el('p', { id: 'train-key', className: 'hint' }));
  document.body.append(d);

  $('train-close').addEventListener('click', () => d.close());
  gameSel.addEventListener('change', () => {
    stop();
    ui.game = TRAIN_GAMES.find((g) => g.id === gameSel.value) || TRAIN_GAMES[0];
    chunk.value = String(ui.game.chunk);
    reset();
  });
  seed.addEventListener('change', () => { stop(); reset(); });
  $('train-start').addEventListener('click', () => train());
  $('train-stop').addEventListener('click', () => stop());
  $('train-new').addEventListener('click', () => { stop(); reset(); });
  $('train-save').addEventListener('click', () => save());
  $('train-load').addEventListener('click', () => file.click());
  file.addEventListener('change', () => { if (file.files[0]) load(file.files[0]); file.value = ''; });
  $('train-shipped').addEventListener('click', () => { stop(); resetNet(ui.game.id); reset(); });
  onNetChange(() => sayNet());
  onLanguageChange(() => { sayStatic(); render(); });
  new ResizeObserver(() => { if (d.open) render(); }).observe(chart);
  sayStatic();
}

function sayStatic() {
  $('train-panel').setAttribute('aria-label', t('train.title'));
  $('train-title').textContent = t('train.title');
  $('train-close').textContent = t('train.close');
  $('train-intro').textContent = t('train.intro');
  $('train-game-label').textContent = t('train.game');
  const opts = /** @type {HTMLSelectElement} */ ($('train-game')).options;
  TRAIN_GAMES.forEach((g, i) => { opts[i].textContent = g.label(); });
  $('train-seed-label').textContent = t('train.seed');
  $('train-chunk-label').textContent = t('train.chunk');
  $('train-stop').textContent = `■ ${t('train.stop')}`;
  $('train-new').textContent = t('train.new');
  $('train-save').textContent = t('train.save');
  $('train-load').textContent = t('train.load');
  $('train-shipped').textContent = t('train.shipped');
  $('train-key').textContent = t('train.key', { iterations: MEASURE_ITERATIONS });
}

function reset() {
  ui.points = [];
  ui.started = false;
  ui.target = null;
  ui.done = null;
  ui.rate = null;
  ui.last = null;
  showError(null);
  render();
}

function showError(e) {
  ui.error = e;
  const p = $('train-error');
  p.hidden = !e;
  p.textContent = e ? (typeof e === 'string' ? e : errorWords(e)) : '';
}

/** Trains chunk after chunk until Stop (or an error). */
async function train() {
  if (ui.running) return;
  ui.running = true;
  ui.stopAsked = false;
  ui.done = null;
  showError(null);
  render();
  const c = client();
  try {
    if (!ui.started) {
      // A net loaded from a file goes on learning; otherwise a fresh one from the seed.
      const cur = await netFor(ui.game.id);
      const resume = cur && cur.source === 'file' ? cur.text : null;
      const seed = Number(/** @type {HTMLInputElement} */ ($('train-seed')).value) >>> 0;
      const started = await c.query({ type: 'train-start', game: ui.game.spec, seed, net: resume });
      ui.started = true;
      ui.base = resume && cur.games ? cur.games : 0;
      // A fresh net stops at the CLI's games (its learning rate has fallen by then): the net of
      // `cutoff train … --seed S`, bit for bit. Train again goes on past it; a loaded net has no end.
      ui.target = resume ? null : started.target;
      ui.seed = seed;
      ui.t0 = performance.now();
    }
    const reached = () => ui.target && ui.last && ui.last.games >= ui.target;
    const atTarget = reached();
    while (!ui.stopAsked) {
      let games = Math.max(1, Math.min(200, Number(/** @type {HTMLInputElement} */ ($('train-chunk')).value) || ui.game.chunk));
      // The last chunk lands on the target exactly.
      if (ui.target && !atTarget && ui.last) games = Math.min(games, Math.max(1, ui.target - ui.last.games));
      else if (ui.target && !atTarget) games = Math.min(games, ui.target);
      const reply = await c.query({ type: 'train-chunk', games, withNet: true });
      const p = { ...reply.point, games: reply.point.games };
      ui.points.push(p);
      ui.rate = (games * 1000) / Math.max(1, reply.ms);
      ui.last = p;
      setNet(ui.game.id, { text: reply.net, source: 'trained', games: p.games, file: null });
      if (!atTarget && reached()) {
        ui.done = { games: p.games, seconds: (performance.now() - ui.t0) / 1000 };
        ui.stopAsked = true;
      }
      render();
    }
  } catch (e) {
    showError(e);
  } finally {
    ui.running = false;
    render();
  }
}

/** Stops after the chunk under way (its point still lands). */
function stop() {
  ui.stopAsked = true;
  if (ui.running) { $('train-status').textContent = t('train.stopping'); /** @type {HTMLButtonElement} */ ($('train-stop')).disabled = true; }
}

async function save() {
  const cur = await netFor(ui.game.id);
  if (!cur) return;
  const blob = new Blob([cur.text], { type: 'application/json' });
  const a = el('a', { href: URL.createObjectURL(blob), download: `cutoff-net-${ui.game.id.replace(' ', '-')}${cur.games ? `-${cur.games}-games` : ''}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  $('train-panel').dataset.saved = a.download;
}

/** A net file: checked by the core for this game; in use from now on, or its error said. */
async function load(f) {
  stop();
  showError(null);
  let text;
  try {
    text = await f.text();
  } catch {
    showError(t('train.unreadable', { file: f.name }));
    return;
  }
  try {
    await client().query({ type: 'net-check', text, game: ui.game.spec });
  } catch (e) {
    showError(t('train.badFile', { file: f.name, why: errorWords(e) }));
    return;
  }
  setNet(ui.game.id, { text, source: 'file', games: null, file: f.name });
  reset();
}

function tally(x) {
  return x ? t('train.tally', { won: x.won, drawn: x.drawn, lost: x.lost }) : '—';
}

async function sayNet() {
  const cur = await netFor(ui.game.id);
  const line = $('train-net-line');
  if (!cur) { line.textContent = ''; return; }
  const cmd = ui.game.command;
  line.textContent = cur.source === 'trained' ? t('train.inUse.trained', { games: cur.games })
    : cur.source === 'file' ? t('train.inUse.file', { file: cur.file }) : t('train.inUse.shipped', { command: cmd });
  line.dataset.source = cur.source;
}

function render() {
  const d = /** @type {HTMLDialogElement} */ ($('train-panel'));
  if (!d) return;
  $('train-start').textContent = `▶ ${t(ui.started ? 'train.goOn' : 'train.start')}`;
  /** @type {HTMLButtonElement} */ ($('train-start')).disabled = ui.running;
  /** @type {HTMLButtonElement} */ ($('train-stop')).disabled = !ui.running || ui.stopAsked;
  for (const id of ['train-game', 'train-seed', 'train-load', 'train-shipped', 'train-new']) /** @type {HTMLButtonElement | HTMLInputElement | HTMLSelectElement} */ ($(id)).disabled = ui.running;
  const p = ui.last;
  $('train-status').textContent = p
    ? t('train.status', { games: p.games, rate: fmt(ui.rate, { maximumFractionDigits: 1 }), loss: fmt(p.loss, { minimumFractionDigits: 3, maximumFractionDigits: 3 }), random: tally(p.vsRandom), perfect: tally(p.vsPerfect) })
    : t(ui.running ? 'train.starting' : 'train.ready');
  if (ui.running && ui.stopAsked && !ui.done) $('train-status').textContent = t('train.stopping');
  if (ui.done && !ui.running) {
    $('train-status').textContent += ` ${t('train.reached', { games: formatNumber(ui.done.games), seconds: fmt(ui.done.seconds, { maximumFractionDigits: 0 }), command: ui.game.command.replace(/--seed \d+/, `--seed ${ui.seed}`) })}`;
  }
  d.dataset.done = String(!!ui.done);
  d.dataset.running = String(ui.running);
  d.dataset.points = String(ui.points.length);
  const chart = /** @type {HTMLCanvasElement} */ ($('train-chart'));
  if (d.open) ui.drawn = drawChart(chart, ui.points);
  chart.dataset.lossPoints = String(ui.drawn ? ui.drawn.loss.length : 0);
  chart.setAttribute('aria-label', p ? `${t('train.chart.label')}: ${$('train-status').textContent}` : t('train.chart.label'));
  sayNet();
}

export function openTrain() {
  const d = /** @type {HTMLDialogElement} */ ($('train-panel'));
  if (!d.open) d.show();
  render();
}

// ---------------------------------------------------------------- the learned comparison

let compareGen = 0;

function buildCompare() {
  const box = el('section', { id: 'learn-box', hidden: true });
  const table = el('table', { id: 'learn-table' });
  table.append(el('thead', {}, el('tr', {}, ...['search', 'evaluated', 'move', 'perfect'].map((k) => el('th', { id: `learn-h-${k}` })))), el('tbody'));
  box.append(el('h2', { id: 'learn-title' }), el('p', { id: 'learn-caption', className: 'hint' }), table, el('p', { id: 'learn-note', className: 'hint' }));
  const compare = $('compare');
  const section = compare ? compare.closest('section') : null;
  if (section) section.after(box); else $('side').append(box);
}

let lastCompare = null;

/** After a search (main.js): the learned comparison of its position, where the game has a net. */
export async function learnCompare(spec, depth, playing) {
  const gen = ++compareGen;
  const box = $('learn-box');
  if (!box) return;
  const key = netKey(spec);
  const cur = !playing && key ? await netFor(key) : null;
  if (gen !== compareGen) return;
  if (!cur) { box.hidden = true; lastCompare = null; return; }
  box.hidden = false;
  lastCompare = { spec, depth, rows: null, error: null, source: cur.source };
  box.dataset.state = 'running';
  sayCompare();
  try {
    const reply = await hostClient.query({ type: 'learn-compare', game: spec, depth, net: cur.text, iterations: COMPARE_ITERATIONS });
    if (gen !== compareGen) return;
    lastCompare.rows = reply.rows;
  } catch (e) {
    if (gen !== compareGen) return;
    lastCompare.error = e;
  }
  box.dataset.state = 'done';
  sayCompare();
}

function sayCompare() {
  $('learn-title').textContent = t('learn.title');
  for (const k of ['search', 'evaluated', 'move', 'perfect']) $(`learn-h-${k}`).textContent = t(`learn.col.${k}`);
  const c = lastCompare;
  const body = /** @type {HTMLTableElement} */ ($('learn-table')).tBodies[0];
  body.textContent = '';
  if (!c) return;
  $('learn-caption').textContent = t('learn.caption', { iterations: COMPARE_ITERATIONS });
  $('learn-note').textContent = c.error ? errorWords(c.error) : c.rows ? t('learn.note') : t('learn.running');
  for (const r of c.rows || []) {
    const name = r.name === 'puct' ? t('learn.row.puct', { iterations: r.iterations }) : t(r.name === 'alphabeta' ? 'learn.row.hand' : 'learn.row.learned', { depth: r.depth });
    const perfect = r.perfect === null || r.perfect === undefined ? t('learn.unknown') : t(r.perfect ? 'learn.yes' : 'learn.no');
    const tr = el('tr', {}, el('th', { scope: 'row', textContent: name }), el('td', { textContent: formatNumber(r.evaluated) }),
      el('td', { textContent: r.bestMoveName || '—' }), el('td', { textContent: perfect }));
    tr.dataset.row = r.name;
    tr.dataset.perfect = String(r.perfect);
    body.append(tr);
  }
}

let hostClient = null;

/** Wires the panel: a Train button in the header, the comparison under the comparison table. */
export function attachTrain(mainClient) {
  hostClient = mainClient;
  build();
  buildCompare();
  // In the form, above the Algorithm menu (the header has no room left for the status's numbers).
  const b = el('button', { type: 'button', id: 'train-open' });
  b.setAttribute('aria-haspopup', 'dialog');
  const at = document.querySelector('label[for=algorithm]');
  const p = el('p', { className: 'play-toggle train-toggle' }, b);
  if (at) at.before(p); else $('controls').append(p);
  const say = () => { b.textContent = t('train.open'); if (lastCompare) sayCompare(); };
  say();
  onLanguageChange(say);
  b.addEventListener('click', openTrain);
  render();
  // For the tests (main.js puts it on its hook): what the chart drew (CSS pixels) and the points.
  return { shipped: Object.keys(SHIPPED), testHooks: { get drawn() { return ui.drawn; }, get points() { return ui.points; } } };
}
