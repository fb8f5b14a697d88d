// The Train panel's chart: the loss (left axis) and the results against a random player (won) and
// against perfect play (lost; right axis, per cent) over the self-play games, drawn on a canvas. Each
// series has its own colour, line style and marker, so it reads in grey print and to a
// colour-blind eye; the legend sits above the plot, never on it.

import { t, formatNumber, getLanguage } from './i18n.js';

/** A number in the page's language with `opts` (digits). */
const fmt = (/** @type {number} */ v, /** @type {Intl.NumberFormatOptions} */ opts) => new Intl.NumberFormat(getLanguage(), opts).format(v);

/** @typedef {'loss' | 'random' | 'perfect'} SeriesKey */
/** Games won, drawn and lost in a measure. @typedef {{ won: number, drawn: number, lost: number }} Tally */
/** A point of the training run (train.js). @typedef {{ games: number, loss: number, vsRandom?: Tally | null, vsPerfect?: Tally | null, iterations?: number }} Point */
/** @typedef {{ key: SeriesKey, axis: 'left' | 'right', values: [number, number][] }} Series */

/** @type {Record<SeriesKey, string>} */
const COLORS = { loss: '#1f5fbf', random: '#1a7f37', perfect: '#b35900' };

/** Percent of `tally` that `pick` counts, or null. */
const share = (/** @type {Tally | null | undefined} */ tally, /** @type {(t: Tally) => number} */ pick) => {
  if (!tally) return null;
  const n = tally.won + tally.drawn + tally.lost;
  return n ? (100 * pick(tally)) / n : null;
};

/** The three series of `points` ({games, loss, vsRandom, vsPerfect}): [{key, values: [[games, y]]}]. */
/** @param {Point[]} points @returns {Series[]} */
export function series(points) {
  /** The pairs whose share is known. @param {[number, number | null][]} pairs */
  const known = (pairs) => /** @type {[number, number][]} */ (pairs.filter((v) => v[1] !== null));
  return [
    { key: 'loss', axis: 'left', values: points.map((p) => [p.games, p.loss]) },
    { key: 'random', axis: 'right', values: known(points.map((p) => [p.games, share(p.vsRandom, (x) => x.won)])) },
    // Lost, so that the curve a class watches falls to 0 as the net stops losing.
    { key: 'perfect', axis: 'right', values: known(points.map((p) => [p.games, share(p.vsPerfect, (x) => x.lost)])) },
  ];
}

/** A round step for an axis spanning `span` with about `n` ticks. */
/** @param {number} span @param {number} n @returns {number} */
function niceStep(span, n) {
  const raw = span / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw) || 10 * p;
}

/**
 * Draws `points` on `canvas` (its CSS size; sharp at the device's pixel ratio). Returns what was
 * drawn, for tests: {loss: [[x, y]…] in CSS pixels, random, perfect, maxGames, maxLoss}.
 * @param {HTMLCanvasElement} canvas @param {Point[]} points
 * @returns {{ maxGames: number, maxLoss: number } & Partial<Record<SeriesKey, number[][]>>}
 */
export function drawChart(canvas, points) {
  const dpr = globalThis.devicePixelRatio || 1;
  const W = canvas.clientWidth || 640, H = canvas.clientHeight || 260;
  if (canvas.width !== Math.round(W * dpr)) canvas.width = Math.round(W * dpr);
  if (canvas.height !== Math.round(H * dpr)) canvas.height = Math.round(H * dpr);
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const style = getComputedStyle(canvas);
  const ink = style.color || '#222';
  ctx.clearRect(0, 0, W, H);
  ctx.font = '13px system-ui, sans-serif';
  const all = series(points);
  const maxGames = Math.max(10, ...points.map((p) => p.games));
  const maxLossRaw = Math.max(0.5, ...points.map((p) => p.loss));
  const lossStep = niceStep(maxLossRaw, 4);
  const maxLoss = Math.ceil(maxLossRaw / lossStep) * lossStep;
  // The legend's row, then the plot with room for both axes' numbers and the games below.
  const legendH = 24;
  const L = 52, R = W - 52, T = legendH + 14, B = H - 40;
  const x = (/** @type {number} */ g) => L + ((R - L) * g) / maxGames;
  const yL = (/** @type {number} */ v) => B - ((B - T) * v) / maxLoss;
  const yR = (/** @type {number} */ v) => B - ((B - T) * v) / 100;

  // Grid and axes.
  ctx.strokeStyle = 'rgba(128,128,128,0.35)';
  ctx.fillStyle = ink;
  ctx.lineWidth = 1;
  ctx.textBaseline = 'middle';
  for (let v = 0; v <= maxLoss + 1e-9; v += lossStep) {
    ctx.beginPath(); ctx.moveTo(L, yL(v)); ctx.lineTo(R, yL(v)); ctx.stroke();
    ctx.textAlign = 'right';
    ctx.fillText(fmt(v, { maximumFractionDigits: 2 }), L - 6, yL(v));
  }
  ctx.textAlign = 'left';
  for (let v = 0; v <= 100; v += 25) ctx.fillText(`${formatNumber(v)} %`, R + 6, yR(v));
  const gStep = niceStep(maxGames, 6);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let g = 0; g <= maxGames + 1e-9; g += gStep) ctx.fillText(formatNumber(g), x(g), B + 5);
  ctx.fillText(t('train.chart.games'), (L + R) / 2, B + 22);
  ctx.strokeStyle = ink;
  ctx.beginPath(); ctx.moveTo(L, T); ctx.lineTo(L, B); ctx.lineTo(R, B); ctx.lineTo(R, T); ctx.stroke();

  // The series.
  /** @type {{ maxGames: number, maxLoss: number } & Partial<Record<SeriesKey, number[][]>>} */
  const drawn = { maxGames, maxLoss };
  /** @type {Record<SeriesKey, number[]>} */
  const dashes = { loss: [], random: [7, 4], perfect: [2, 3] };
  // The loss last, on top: its points are the ones the class watches fall.
  for (const s of [...all].reverse()) {
    const y = s.axis === 'left' ? yL : yR;
    const pts = s.values.map(([g, v]) => [x(g), y(v)]);
    drawn[s.key] = pts;
    ctx.strokeStyle = ctx.fillStyle = COLORS[s.key];
    ctx.lineWidth = 2.5;
    ctx.setLineDash(dashes[s.key]);
    ctx.beginPath();
    pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.stroke();
    ctx.setLineDash([]);
    for (const [px, py] of pts) marker(ctx, s.key, px, py);
  }

  // The legend, above the plot.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let lx = L;
  const ly = legendH / 2 + 2;
  // The check's iterations a move, in the legend: the chart says which search it measures.
  const iterations = points.length ? points[points.length - 1].iterations : 200;
  const labels = { loss: t('train.chart.loss'), random: t('train.chart.random'), perfect: t('train.chart.perfect', { iterations }) };
  for (const s of all) {
    if (s.key === 'perfect' && !points.some((p) => p.vsPerfect)) continue;
    ctx.strokeStyle = ctx.fillStyle = COLORS[s.key];
    ctx.lineWidth = 2.5;
    ctx.setLineDash(dashes[s.key]);
    ctx.beginPath(); ctx.moveTo(lx, ly); ctx.lineTo(lx + 26, ly); ctx.stroke();
    ctx.setLineDash([]);
    marker(ctx, s.key, lx + 13, ly);
    ctx.fillStyle = ink;
    ctx.fillText(labels[s.key], lx + 32, ly);
    lx += 32 + ctx.measureText(labels[s.key]).width + 22;
  }
  if (!points.length) {
    ctx.fillStyle = ink;
    ctx.textAlign = 'center';
    ctx.fillText(t('train.chart.empty'), (L + R) / 2, (T + B) / 2);
  }
  return drawn;
}

/** @param {CanvasRenderingContext2D} ctx @param {SeriesKey} key @param {number} px @param {number} py */
function marker(ctx, key, px, py) {
  ctx.beginPath();
  if (key === 'loss') ctx.arc(px, py, 3.5, 0, 2 * Math.PI);
  else if (key === 'random') ctx.rect(px - 3.5, py - 3.5, 7, 7);
  else { ctx.moveTo(px, py - 4.5); ctx.lineTo(px + 4.5, py + 3.5); ctx.lineTo(px - 4.5, py + 3.5); ctx.closePath(); }
  ctx.fill();
}
