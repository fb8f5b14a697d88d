// The legend: every mark the tree uses, drawn by the renderer's own functions on small canvases,
// in a dialog that fits one 1280×720 screen. Opened by the "Legend" button or "?", closed by Esc.

import { t as say, formatValue, onLanguageChange } from './i18n.js';
import { COLORS, EDGE, NodeState, drawNodeShape, cutMarkPath, drawTableTag, drawCurrentRing } from './render.js';
import { INF } from './trace.js';
import { dec2 } from './mcts.js';
import { $ } from './dom.js';

const W = 132, H = 70, R = 11;

function edge(ctx, x0, y0, x1, y1, style) {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.width;
  ctx.setLineDash(style.dash);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.setLineDash([]);
}

function text(ctx, t, x, y, { weight = 700, size = 17, color = COLORS.ink, align = 'center' } = {}) {
  ctx.font = `${weight} ${size}px system-ui, sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillText(t, x, y);
}

/** The first of the tree's window forms (`keys`) that fits the small canvas at the legend's 14 px. */
function fitting(ctx, keys, win) {
  ctx.font = '400 14px system-ui, sans-serif';
  const forms = keys.map((k) => say(k, { win }));
  return forms.find((f) => ctx.measureText(f).width <= W - 6) || win;
}

/** [name key, words key, draw(ctx)] for each entry (said through t()). */
export const ENTRIES = [
  ['legend.max', 'legend.max.words', (c) => drawNodeShape(c, W / 2, H / 2, R + 3, { min: false })],
  ['legend.min', 'legend.min.words', (c) => drawNodeShape(c, W / 2, H / 2, R + 3, { min: true })],
  ['legend.window', 'legend.window.words', (c) => {
    text(c, fitting(c, ['render.calledWith', 'render.with'], `[3, ${formatValue(INF)}]`), W / 2, H / 2 - 12, { weight: 400, size: 14, color: '#555' });
    text(c, say('render.now', { win: '[3, 5]' }), W / 2, H / 2 + 12, { weight: 400, size: 14, color: '#7a4b00' });
  }],
  ['legend.bounds', 'legend.bounds.words', (c) => {
    text(c, '≥5', W / 2 - 28, H / 2); text(c, '≤2', W / 2 + 28, H / 2);
  }],
  ['legend.mates', 'legend.mates.words', (c) => {
    text(c, '+M2', W / 2 - 30, H / 2); text(c, '>+M2', W / 2 + 26, H / 2);
  }],
  ['legend.pruned', 'legend.pruned.words', (c) => {
    edge(c, 30, 14, W - 30, H - 16, EDGE.pruned);
    c.beginPath(); cutMarkPath(c, 30, 14, W - 30, H - 16, R); c.strokeStyle = COLORS.cut; c.lineWidth = 3.5; c.stroke();
    drawNodeShape(c, 30, 14, 8, { min: false });
    drawNodeShape(c, W - 30, H - 16, R, { min: true, state: NodeState.PRUNED });
  }],
  ['legend.future', 'legend.future.words', (c) => {
    edge(c, 30, 14, W - 30, H - 16, EDGE.future);
    drawNodeShape(c, 30, 14, 8, { min: false });
    drawNodeShape(c, W - 30, H - 16, R, { min: true, state: NodeState.FUTURE });
    text(c, '7', W - 30, H - 2, { weight: 400, size: 14, color: COLORS.futureText });
  }],
  ['legend.pv', 'legend.pv.words', (c) => {
    c.beginPath(); c.moveTo(24, 12); c.lineTo(W / 2, H - 14); c.lineTo(W - 24, 12);
    c.strokeStyle = COLORS.pv; c.lineWidth = 7; c.lineCap = 'round'; c.stroke();
    drawNodeShape(c, 24, 12, 7, { min: false }); drawNodeShape(c, W / 2, H - 14, 8, { min: true }); drawNodeShape(c, W - 24, 12, 7, { min: false });
  }],
  ['legend.current', 'legend.current.words', (c) => {
    edge(c, 20, 10, W / 2, H / 2, EDGE.active);
    drawNodeShape(c, W / 2, H / 2, 9, { min: true, state: NodeState.ACTIVE });
    drawCurrentRing(c, W / 2, H / 2, 17);
  }],
  ['legend.quiet', 'legend.quiet.words', (c) => drawNodeShape(c, W / 2, H / 2, R + 3, { min: false, quiet: true })],
  ['legend.tt', 'legend.tt.words', (c) => {
    drawNodeShape(c, 30, H / 2 + 6, R, { min: false }); drawTableTag(c, 30, H / 2 + 6, R, false);
    drawNodeShape(c, W - 50, H / 2 + 6, R, { min: true }); drawTableTag(c, W - 50, H / 2 + 6, R, true);
  }],
  ['legend.pass', 'legend.pass.words', (c) => {
    edge(c, 24, 12, W - 24, H - 14, EDGE.pass);
    text(c, say('render.pass'), W / 2 + 14, H / 2 - 6, { weight: 600, size: 14 });
  }],
  ['legend.zeroWindow', 'legend.zeroWindow.words', (c) => {
    edge(c, 24, 12, W - 24, H - 14, EDGE.zeroWindow);
    text(c, say('render.zeroWindow'), W / 2 + 12, H / 2 - 10, { weight: 700, size: 13, color: '#555' });
  }],
];

/** The marks of an MCTS tree (mcts-render.js), beside MAX, MIN and the current node. */
export const MCTS_ENTRIES = [
  ENTRIES[0], ENTRIES[1],
  ['legend.mcVisits', 'legend.mcVisits.words', (c) => {
    edge(c, 22, 12, 44, H - 16, { color: COLORS.done, width: 9, dash: [] });
    edge(c, 22, 12, 4, H - 16, { color: COLORS.done, width: 2, dash: [] });
    drawNodeShape(c, 22, 12, 7, { min: false });
    drawNodeShape(c, 44, H - 18, 7, { min: true });
    text(c, 'N 12', 92, H / 2 - 10, { weight: 600, size: 14 });
    text(c, `Q ${dec2(0.58)}`, 92, H / 2 + 10, { weight: 600, size: 14 });
  }],
  ['legend.mcUcb', 'legend.mcUcb.words', (c) => {
    // As a cramped child shows it: Q + exploration over "= score", the one taken framed.
    const sum = `${dec2(0.5)} + ${dec2(0.83)}`, eq = `= ${dec2(1.33)}`;
    text(c, sum, W / 2, H / 2 - 11, { weight: 700, size: 14 });
    c.font = '700 14px system-ui, sans-serif';
    const w = c.measureText(eq).width + 8;
    c.lineWidth = 2.5; c.strokeStyle = COLORS.path; c.strokeRect(W / 2 - w / 2, H / 2 + 1, w, 20);
    text(c, eq, W / 2, H / 2 + 11, { weight: 700, size: 14 });
  }],
  ['legend.mcRollout', 'legend.mcRollout.words', (c) => {
    drawNodeShape(c, 18, 12, 8, { min: false });
    c.beginPath(); c.moveTo(18, 22);
    for (let k = 1; k <= 4; k++) c.lineTo(18 + (k % 2 ? 7 : -7), 22 + k * 9);
    c.strokeStyle = COLORS.cut; c.lineWidth = 3; c.setLineDash([6, 5]); c.stroke(); c.setLineDash([]);
    // The reward's word over its number, as the tree writes them in one line.
    text(c, say('render.mcReward', { r: '' }).trim(), 34 + (W - 38) / 2, H / 2 - 4, { weight: 600, size: 13 });
    text(c, dec2(1), 34 + (W - 38) / 2, H / 2 + 14, { weight: 700, size: 15 });
  }],
  ['legend.mcBackup', 'legend.mcBackup.words', (c) => {
    edge(c, 24, 12, W / 2, H - 14, { color: COLORS.pv, width: 12, dash: [] });
    edge(c, 24, 12, W / 2, H - 14, { color: COLORS.done, width: 3, dash: [] });
    drawNodeShape(c, 24, 12, 7, { min: false }); drawNodeShape(c, W / 2, H - 14, 8, { min: true });
  }],
  ENTRIES.find((e) => e[0] === 'legend.current'),
];

/** A game's own line, by its adapter's legendNote: xiangqi's moves are written in the international notation (WXF) in every language. */
const GAME_NOTES = { 'legend.xqNotation': ['legend.xqNotation', 'legend.xqNotation.words', (c) => text(c, 'C2.5', W / 2, H / 2, { size: 24 })] };

let mctsLegend = false, gameNote = null;
/** The legend of the tree on show: MCTS's marks for an MCTS tree, alpha-beta's otherwise; the game's own line (`note`, its adapter's legendNote), if it has one. */
export function setLegendFor(mcts, note = null) {
  const entry = (note && GAME_NOTES[note]) || null;
  if (mctsLegend === !!mcts && gameNote === entry) return;
  mctsLegend = !!mcts;
  gameNote = entry;
  const box = $('legend-items');
  if (!box) return;
  box.textContent = '';
  const d = $('legend');
  if (d && d.open) buildLegend(box);
}

/** Fills the legend's list once (canvases at the screen's pixel ratio). */
export function buildLegend(box) {
  if (box.childElementCount) return;
  const dpr = window.devicePixelRatio || 1;
  for (const [nameKey, wordsKey, draw] of [...(mctsLegend ? MCTS_ENTRIES : ENTRIES), ...(gameNote ? [gameNote] : [])]) {
    const name = say(nameKey), words = say(wordsKey);
    const item = document.createElement('div');
    item.className = 'legend-item';
    const cv = document.createElement('canvas');
    cv.width = W * dpr; cv.height = H * dpr;
    cv.style.width = `${W}px`; cv.style.height = `${H}px`;
    cv.setAttribute('role', 'img');
    cv.setAttribute('aria-label', name);
    const ctx = cv.getContext('2d');
    ctx.scale(dpr, dpr);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    draw(ctx);
    const p = document.createElement('p');
    const b = document.createElement('b');
    b.textContent = name;
    p.append(b, document.createElement('br'), words);
    item.append(cv, p);
    box.appendChild(item);
  }
}

export function openLegend() {
  const d = $('legend');
  buildLegend($('legend-items'));
  if (!d.open) d.showModal();
}

export function initLegend() {
  const d = $('legend');
  $('legend-open').addEventListener('click', openLegend);
  $('legend-close').addEventListener('click', () => d.close());
  // A click on the backdrop closes it too.
  d.addEventListener('click', (ev) => { if (ev.target === d) d.close(); });
  // Another language: the list is built again when next shown (at once if it is open).
  onLanguageChange(() => {
    const box = $('legend-items');
    box.textContent = '';
    if (d.open) buildLegend(box);
  });
}
