// The tree on a canvas. Work per frame follows what is visible: a depth-first walk that skips
// subtrees outside the view (their leaf ranges come from the layout) and draws any subtree
// narrower than a few pixels as one aggregated bar instead of descending into it.

import { Flag, Bound, Field, Probe, NO_STATIC_VALUE, mateViewOf, enterDepth, nodeOf, alphaOf, betaOf } from './trace.js';
import { xOf, leafLoOf, leafHiOf, everyKthLeaf } from './layout.js';
import { withMateView } from './format.js';
// The tree's labels are short: a tic-tac-toe win is "+1" there, "+1 (win)" in a sentence.
import { t as say, formatValueShort as fmtValue, formatBoundedShort as formatBounded } from './i18n.js';
import { countUpTo, nodeStateAt } from './timeline.js';
import { drawMcts, mctsStrip } from './mcts-render.js';

export const COLORS = {
  max: '#0072B2', min: '#D55E00', path: '#E69F00', pv: '#009E73', cut: '#CC79A7',
  // Not yet visited: white with a solid outline, text at 5.7:1 on white (WCAG AA). Pruned: grey,
  // hatched, with a dashed outline, so the two differ by more than a pale fill.
  ink: '#111', done: '#333', future: '#767676', futureEdge: '#b5b5b5', futureFill: '#fff', futureText: '#666',
  pruned: '#8a8a8a', prunedFill: '#dcdcdc', prunedHatch: '#8a8a8a',
  barDone: '#7d8a96', barFuture: '#e6e6e6', barPruned: '#d0d0d0',
};

const FUTURE = 0, ACTIVE = 1, DONE = 2, PRUNED = 3, ZW = 4;
export const NodeState = Object.freeze({ FUTURE, ACTIVE, DONE, PRUNED });

/** The ▲ (MAX) or ▼ (MIN) of a node, as the tree, the legend and practice draw it (`fill`: another fill, practice's lit node). */
export function drawNodeShape(ctx, x, y, r, { min = false, state = DONE, quiet = false, fill = null } = {}) {
  ctx.beginPath();
  if (min) { ctx.moveTo(x - r * 1.1, y - r * 0.8); ctx.lineTo(x + r * 1.1, y - r * 0.8); ctx.lineTo(x, y + r * 1.1); }
  else { ctx.moveTo(x - r * 1.1, y + r * 0.8); ctx.lineTo(x + r * 1.1, y + r * 0.8); ctx.lineTo(x, y - r * 1.1); }
  ctx.closePath();
  const hollow = quiet && state !== FUTURE && state !== PRUNED;
  ctx.fillStyle = fill ?? (state === FUTURE || hollow ? COLORS.futureFill : state === PRUNED ? COLORS.prunedFill : min ? COLORS.min : COLORS.max);
  ctx.fill();
  if (state === PRUNED && r >= 5) {
    // A diagonal hatch inside the shape.
    ctx.save();
    ctx.clip();
    ctx.beginPath();
    for (let d = -2 * r; d <= 2 * r; d += Math.max(4, r * 0.45)) { ctx.moveTo(x + d - r * 1.2, y + r * 1.2); ctx.lineTo(x + d + r * 1.2, y - r * 1.2); }
    ctx.strokeStyle = COLORS.prunedHatch;
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.restore();
    ctx.beginPath();
    if (min) { ctx.moveTo(x - r * 1.1, y - r * 0.8); ctx.lineTo(x + r * 1.1, y - r * 0.8); ctx.lineTo(x, y + r * 1.1); }
    else { ctx.moveTo(x - r * 1.1, y + r * 0.8); ctx.lineTo(x + r * 1.1, y + r * 0.8); ctx.lineTo(x, y - r * 1.1); }
    ctx.closePath();
  }
  ctx.lineWidth = state === FUTURE || state === PRUNED ? 1.5 : hollow ? 3 : 2;
  ctx.strokeStyle = state === FUTURE ? COLORS.future : state === PRUNED ? COLORS.pruned : hollow ? (min ? COLORS.min : COLORS.max) : COLORS.ink;
  if (state === PRUNED) ctx.setLineDash([3, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The cut mark: two short strokes across the edge (x0, y0)→(x1, y1) at its middle. Adds to the path. */
export function cutMarkPath(ctx, x0, y0, x1, y1, r) {
  const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  const nx = -uy, ny = ux, h = Math.min(14, r * 1.2);
  for (const off of [-4, 4]) {
    ctx.moveTo(mx + ux * off - nx * h, my + uy * off - ny * h);
    ctx.lineTo(mx + ux * off + nx * h, my + uy * off + ny * h);
    if (room) room.cut(mx + ux * off - nx * h, my + uy * off - ny * h, mx + ux * off + nx * h, my + uy * off + ny * h, 3.5);
  }
}

/** "TT" on a node the table decided, "TT+" on a filled tag when the entry came from a deeper search. */
export function drawTableTag(ctx, x, y, r, deeper) {
  const label = deeper ? 'TT+' : 'TT';
  ctx.font = `700 ${Math.round(Math.max(11, Math.min(18, r * 0.8)))}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const tw = ctx.measureText(label).width;
  const tx = x + r * 0.9, ty = y - r * 1.1;
  if (deeper) {
    ctx.fillStyle = COLORS.cut;
    ctx.fillRect(tx - 2, ty - 8, tw + 4, 16);
    ctx.fillStyle = '#fff';
  } else {
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillRect(tx - 2, ty - 8, tw + 4, 16);
    ctx.fillStyle = COLORS.cut;
  }
  ctx.fillText(label, tx, ty);
  if (room) room.glyph(tx + tw / 2, ty, tw / 2 + 2, 8, -1);
}

/** The current node's ring: black inside orange, so that it reads without colour. */
export function drawCurrentRing(ctx, x, y, rr) {
  ctx.beginPath();
  ctx.arc(x, y, rr, 0, Math.PI * 2);
  ctx.lineWidth = 4;
  ctx.strokeStyle = COLORS.ink;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, rr + 4, 0, Math.PI * 2);
  ctx.lineWidth = 4;
  ctx.strokeStyle = COLORS.path;
  ctx.stroke();
}

/** The current node's ring around a board of side 2·half: a square frame, black inside orange. */
export function drawCurrentSquare(ctx, x, y, half) {
  ctx.lineWidth = 4;
  ctx.strokeStyle = COLORS.ink;
  ctx.strokeRect(x - half - 2, y - half - 2, 2 * half + 4, 2 * half + 4);
  ctx.strokeStyle = COLORS.path;
  ctx.strokeRect(x - half - 6, y - half - 6, 2 * half + 12, 2 * half + 12);
}

/** Edge styles by what the edge leads to (read from COLORS each time: the themes change it). */
export const EDGE = {
  get future() { return { color: COLORS.futureEdge, width: 1, dash: [3, 4] }; },
  get pruned() { return { color: COLORS.pruned, width: 1.5, dash: [6, 5] }; },
  get done() { return { color: COLORS.done, width: 2, dash: [] }; },
  get zeroWindow() { return { color: COLORS.done, width: 2, dash: [2, 3] }; },
  get pass() { return { color: COLORS.done, width: 2, dash: [8, 5] }; },
  get active() { return { color: COLORS.path, width: 6, dash: [] }; },
};
const AGG_PX = 5;
/** The smallest type (px) a move or value under a crowded node shrinks to before it is left out (and counted in the "zoom in" note). */
const LABEL_FLOOR = 14;
/** How many rows the labels under a row of crowded leaves take turns on. */
const LABEL_TIERS = 3;

// What a label must keep clear of, this frame, in CSS px of the canvas: the node glyphs, the
// current node's ring, the cut marks, the captions' strip at the top, the zoom buttons and the
// labels already written. A label that would land on any of them, or past the canvas's edge, is
// left out and counted (the canvas says "N labels hidden: zoom in"). A grid of 64 px cells.
const CELL = 64;
export class Room {
  constructor() { this.reset(0, 0, 0, null, 1); }
  /** A new frame: labels within [0, W]×[top, H], `block` (the zoom buttons) kept clear. */
  reset(W, H, top, block, dpr) {
    this.W = W; this.H = H; this.top = top; this.dpr = dpr;
    this.cells = new Map();
    this.glyphs = []; this.labels = []; this.rings = []; this.cuts = [];
    if (block) this.add({ ...block }, null);
  }
  add(b, list) {
    if (list) list.push(b);
    const i0 = Math.floor(b.x0 / CELL), i1 = Math.floor(b.x1 / CELL), j0 = Math.floor(b.y0 / CELL), j1 = Math.floor(b.y1 / CELL);
    if (i1 - i0 > 64 || j1 - j0 > 64) return;
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) {
      const k = i * 4096 + j;
      const c = this.cells.get(k);
      if (c) c.push(b); else this.cells.set(k, [b]);
    }
  }
  glyph(x, y, hw, hh, v) { this.add({ x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh, node: v }, this.glyphs); }
  /** The ring's band: a circle's annulus, or a square's frame (a board's ring) from inner to outer. */
  ring(x, y, inner, outer, node, square = false) { this.rings.push({ x, y, inner, outer, node, square }); }
  cut(ax, ay, bx, by, width) {
    const h = width / 2;
    this.add({ ax, ay, bx, by, width, x0: Math.min(ax, bx) - h, y0: Math.min(ay, by) - h, x1: Math.max(ax, bx) + h, y1: Math.max(ay, by) + h }, this.cuts);
  }
  take(b) { this.add(b, this.labels); }
  /** True when box b lies inside the canvas, below the strip, and clear of everything drawn. */
  free(b) {
    if (b.x0 < 0 || b.y0 < this.top || b.x1 > this.W || b.y1 > this.H) return false;
    for (const r of this.rings) if (crossesRing(b, r)) return false;
    const i0 = Math.floor(b.x0 / CELL), i1 = Math.floor(b.x1 / CELL), j0 = Math.floor(b.y0 / CELL), j1 = Math.floor(b.y1 / CELL);
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) {
      const c = this.cells.get(i * 4096 + j);
      if (c) for (const o of c) if (boxesMeet(b, o) && (o.ax === undefined || strokeMeets(b, o))) return false;
    }
    return true;
  }
}
const boxesMeet = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
/** True when box b crosses a ring's band. */
export function crossesRing(b, r) {
  if (r.square) {
    const out = { x0: r.x - r.outer, y0: r.y - r.outer, x1: r.x + r.outer, y1: r.y + r.outer };
    const inside = b.x0 >= r.x - r.inner && b.x1 <= r.x + r.inner && b.y0 >= r.y - r.inner && b.y1 <= r.y + r.inner;
    return boxesMeet(b, out) && !inside;
  }
  const nx = Math.max(b.x0, Math.min(r.x, b.x1)), ny = Math.max(b.y0, Math.min(r.y, b.y1));
  const fx = Math.max(Math.abs(b.x0 - r.x), Math.abs(b.x1 - r.x)), fy = Math.max(Math.abs(b.y0 - r.y), Math.abs(b.y1 - r.y));
  return Math.hypot(nx - r.x, ny - r.y) < r.outer && Math.hypot(fx, fy) > r.inner;
}
/** True when the stroke c (a cut mark, {ax, ay, bx, by, width}) passes through box b. */
function strokeMeets(b, c) {
  const h = c.width / 2;
  for (let k = 0; k <= 16; k++) {
    const x = c.ax + ((c.bx - c.ax) * k) / 16, y = c.ay + ((c.by - c.ay) * k) / 16;
    if (x > b.x0 - h && x < b.x1 + h && y > b.y0 - h && y < b.y1 + h) return true;
  }
  return false;
}
/** The ink box of `text` drawn at (x, y) with the context's font, alignment and transform, in CSS px. */
export function inkBox(ctx, text, x, y) {
  const mt = ctx.measureText(text);
  const T = ctx.getTransform(), k = (room && room.dpr) || (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  const size = Number((/(\d+(?:\.\d+)?)px/.exec(ctx.font) || [0, 0])[1]);
  // A context whose metrics are not the canvas's own (the SVG export's, measured at another
  // baseline and alignment): the box from the width, the alignment, the baseline and the size.
  const w = mt.width, al = ctx.textAlign, ink = typeof ctx.toSVG !== 'function' && mt.actualBoundingBoxAscent !== undefined;
  const left = ink ? mt.actualBoundingBoxLeft : al === 'center' ? w / 2 : al === 'right' || al === 'end' ? w : 0;
  const right = ink ? mt.actualBoundingBoxRight : w - left;
  const mid = ctx.textBaseline === 'middle';
  const asc = ink ? mt.actualBoundingBoxAscent : size * (mid ? 0.5 : 0.75), desc = ink ? mt.actualBoundingBoxDescent : size * (mid ? 0.5 : 0.25);
  const xs = [], ys = [];
  for (const [cx, cy] of [[x - left, y - asc], [x + right, y - asc], [x - left, y + desc], [x + right, y + desc]]) {
    xs.push((T.a * cx + T.c * cy + T.e) / k);
    ys.push((T.b * cx + T.d * cy + T.f) / k);
  }
  const px = size * Math.hypot(T.a, T.b) / k;
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), px };
}
/** The room of the frame being drawn (null outside TreeView.draw: the legend draws the same marks). */
let room = null;
/** The current node's ring around a node of radius r: outside its glyph (1.1 r), black then orange. */
export const ringRadius = (r) => Math.max(r * 1.25 + 4, 9);

// The layout audit (tests only): while `audit` is set, every fillText of the tree's labels and
// captions is recorded with its ink box, font size and node. TreeView.report(s) returns them.
let audit = null;
/** What the fillTexts that follow draw, for the audit: 'label' (of node `node`) or 'caption' (mcts-render.js). */
export function auditAs(kind, node = -1) { if (audit) { audit.kind = kind; audit.node = node; } }
function auditText(ctx, text, x, y) {
  if (!audit || !String(text).trim()) return;
  const box = { text: String(text), ...inkBox(ctx, text, x, y), node: audit.node };
  (audit.kind === 'caption' ? audit.captions : audit.kind === 'label' ? audit.labels : audit.inner).push(box);
}

/** What a drawn node is at step s: not yet reached, on the search stack, finished, or pruned. */
export function nodeState(m, v, s) {
  const t = m.trace;
  if (v < m.N) {
    if (t.enterEvent[v] > s) return FUTURE;
    return t.leaveEvent[v] <= s ? DONE : ACTIVE;
  }
  const ce = m.index.cutEventOf ? m.index.cutEventOf[m.pruned.cutAt[v - m.N]] : -1;
  return ce >= 0 && ce <= s ? PRUNED : FUTURE;
}

/**
 * The zoom buttons drawn over `canvas` (a child of its parent, beside it), or null: not the split
 * view's second pane's (.split-zoom, in its head), nor the first pane's once the split view has
 * moved them into its head — neither lies over the canvas.
 */
function zoomOver(canvas) {
  const p = canvas.parentElement;
  return (p && p.querySelector && p.querySelector(':scope > .zoom:not(.split-zoom)')) || null;
}

export class TreeView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.cam = { ox: 0, oy: 0, sx: 40, ly: 80 };
    this.model = null;
    this.drawn = { ids: new Uint32Array(0), xs: new Float32Array(0), ys: new Float32Array(0), spans: new Float32Array(0), n: 0 };
    this.stack = new Uint32Array(1024);
    this.hover = -1;
    this.lastDrawMs = 0;
    this.W = 0;
    this.H = 0;
    this.room = new Room();
    // The zoom buttons over the canvas's top right corner: labels keep clear of them.
    /** @type {{ x0: number, y0: number, x1: number, y1: number } | false | null} */
    this.zoomBox = null;
    const zoom = zoomOver(canvas);
    if (zoom && typeof ResizeObserver !== 'undefined') new ResizeObserver(() => { this.zoomBox = null; }).observe(zoom);
  }

  /** The zoom buttons' box in the canvas's CSS px, or null. */
  zoomRect() {
    if (this.zoomBox === null) {
      const zoom = zoomOver(this.canvas);
      const z = zoom && zoom.getBoundingClientRect(), c = z && this.canvas.getBoundingClientRect();
      this.zoomBox = z && z.width ? { x0: z.left - c.left - 4, y0: z.top - c.top - 4, x1: z.right - c.left + 4, y1: z.bottom - c.top + 4 } : false;
    }
    return this.zoomBox || null;
  }

  /** The labels' font size in CSS px for nodes of radius up to rMax (presenter view writes them larger). */
  labelSize(rMax = this.rMax) { return Math.round(Math.max(14, Math.min(24, rMax)) * (this.fontScale || 1) * (this.textScale || 1)); }

  /** The captions' own strip at the bottom: a line for whose view the values are (negamax), one for the note. */
  stripHeight(m, fs) { return ((m && m.negamax ? 1 : 0) + 1) * Math.round(Math.max(14, fs - 4) * 1.35) + 8; }

  setModel(model, keepCamera) {
    this.model = model;
    this.hover = -1;
    // Keep the camera only where the user put it; a view still fitted is fitted again.
    if (!keepCamera || this.fitted) this.fit();
    else this.clampCamera();
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const r = this.canvas.getBoundingClientRect();
    this.W = Math.max(1, r.width);
    this.H = Math.max(1, r.height);
    this.canvas.width = Math.round(this.W * dpr);
    this.canvas.height = Math.round(this.H * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // A window made larger (full screen on a projector) or a browser zoom: a view the user has
    // not zoomed or panned is fitted again; one they moved keeps its place.
    if (this.model && (this.fitted || this.fitted === undefined)) this.fit();
  }

  fit() {
    const m = this.model;
    if (!m) return;
    const L = m.layout;
    const margin = 40;
    const w = Math.max(50, this.W - 2 * margin);
    const sx = Math.min(170, w / Math.max(1, L.leaves));
    // Height: above the root its ring, below the deepest row the leaves' labels (turned on their
    // side when the moves crowd), then the captions' strip; the tree centred in what is left.
    const nodeBoard = m.adapter.nodeBoard && m.adapter.nodeBoard(m);
    const ctx = this.ctx;
    let longest = 0;
    if (m.adapter.movesOnEdges && L.leaves) {
      // Every k-th leaf from the left.
      const k = Math.max(1, Math.floor(L.leaves / 64));
      for (const v of everyKthLeaf(L, k)) if (v !== 0) longest = Math.max(longest, String(m.moveLabel(v) || '').length);
    }
    // The zoom buttons float over the top right corner: a root (its ring, its board) whose
    // column they cross starts below them; elsewhere the tree may use the canvas's top.
    this.zoomBox = null; // measured now: another language's words make the buttons wider
    const zoom = this.zoomRect();
    this.fitZoom = zoom ? zoom.x0 : null;
    const ox = margin + (w - sx * L.leaves) / 2 + sx / 2, rootX = ox + xOf(L, 0) * sx;
    const extents = (ly) => {
      const rMax = Math.min(ly * 0.2, 26), fs = this.labelSize(rMax);
      const board = nodeBoard && Math.min(sx * 0.8, ly * 0.62, 84) >= 34 ? Math.min(sx * 0.8, ly * 0.62, 84) : 0;
      const clear = (rr) => (board ? board / 2 + 10 : ringRadius(rr) + 8);
      const rootClear = clear(Math.max(1.5, Math.min(L.leaves * sx * 0.34, rMax)));
      const underZoom = zoom && rootX + rootClear > zoom.x0 && rootX - rootClear < zoom.x1;
      const above = rootClear + 6 + (underZoom ? Math.max(0, zoom.y1) : 0);
      ctx.font = `600 ${Math.max(14, fs - 3)}px system-ui, sans-serif`;
      const move = ctx.measureText('W'.repeat(longest)).width * 0.75;
      const sideways = longest > 0 && Math.min(sx * 0.34, rMax) >= 8 && (sx < 34 || move > Math.max(sx, 40) * 0.64);
      ctx.font = `700 ${fs}px system-ui, sans-serif`;
      const text = sideways ? move + ctx.measureText(' ≥−0000').width + 8 : fs * 1.3;
      return { above, below: clear(Math.max(1.5, Math.min(sx * 0.34, rMax))) + 2 + text + this.stripHeight(m, fs) + 4 };
    };
    const rows = Math.max(1, L.height);
    // The largest row height whose tree and labels fit (the labels grow with it); never below
    // 12 px a row: a fitted view shows the whole tree (its labels then hidden, and said so).
    const fits = (ly) => { const e = extents(ly); return e.above + e.below + ly * rows <= this.H; };
    let lo = 12, hi = 300;
    if (fits(hi)) lo = hi;
    else for (let k = 0; k < 14; k++) { const mid = (lo + hi) / 2; if (fits(mid)) lo = mid; else hi = mid; }
    // Rows high enough for labels (nodes of radius 8) when the tree itself fits so: each label
    // then takes its chance in the room, rather than all of them hidden for the reserve's sake.
    const LABELLED = 40;
    const ly = lo < LABELLED && extents(LABELLED).above + LABELLED * rows + this.stripHeight(m, 14) + 24 <= this.H ? LABELLED : lo;
    const e = extents(ly);
    const spare = this.H - e.above - e.below - ly * L.height;
    // A tree of one node (a won or drawn position) sits in the middle, its ring and labels whole.
    const oy = e.above + Math.max(0, spare / 2);
    this.cam = { sx, ly, ox, oy };
    this.fitSx = sx;
    this.fitted = true;
  }

  clampCamera() {
    const c = this.cam;
    const minSx = (this.fitSx || c.sx) * 0.5;
    if (c.sx < minSx) c.sx = minSx;
  }

  zoomAt(px, py, f) {
    this.fitted = false;
    const c = this.cam;
    const sx = Math.max((this.fitSx || 1) * 0.5, Math.min(600, c.sx * f));
    const k = sx / c.sx;
    c.ox = px - (px - c.ox) * k;
    c.sx = sx;
    const ly = Math.max(36, Math.min(300, c.ly * Math.sqrt(k)));
    c.oy = py - (py - c.oy) * (ly / c.ly);
    c.ly = ly;
  }

  pan(dx, dy) {
    this.fitted = false;
    this.cam.ox += dx;
    this.cam.oy += dy;
  }

  /**
   * Centres the view on a node when it has left the screen; with "Follow the search" on
   * (followMargin, a fraction of the canvas: projector.js), as soon as a zoomed-in view has it
   * nearer an edge than that.
   */
  follow(v) {
    const m = this.model;
    if (!m || v < 0) return;
    // An MCTS tree grows, and a fitted view follows it as it does (mcts-render.js).
    if (m.mcts) return;
    // A fitted view shows the whole tree: nothing to follow (the root may sit near the top edge).
    if (this.fitted) return;
    const c = this.cam;
    const x = c.ox + xOf(m.layout, v) * c.sx, y = c.oy + m.layout.depth[v] * c.ly;
    const keep = this.fitted ? 0 : this.followMargin || 0;
    const padX = Math.max(30, this.W * keep), padY = Math.max(30, this.H * keep);
    if (x < padX || x > this.W - padX) c.ox += this.W / 2 - x;
    if (y < padY || y > this.H - padY) c.oy += this.H / 2 - y;
  }

  sx(v) { return this.cam.ox + xOf(this.model.layout, v) * this.cam.sx; }
  sy(v) { return this.cam.oy + this.model.layout.depth[v] * this.cam.ly; }

  /** The drawn node nearest to (px, py) within a few pixels, or -1. */
  hit(px, py) {
    const d = this.drawn;
    let best = -1, bd = Math.max(144, (this.radius * 1.6) ** 2);
    for (let i = 0; i < d.n; i++) {
      const dx = d.xs[i] - px, dy = d.ys[i] - py;
      const q = dx * dx + dy * dy;
      if (q < bd) { bd = q; best = d.ids[i]; }
    }
    return best;
  }

  draw(s) {
    const t0 = performance.now();
    const ctx = this.ctx, W = this.W, H = this.H;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    const m = this.model;
    if (!m || m.D === 0) return;
    // Monte Carlo tree search draws its own tree (mcts-render.js).
    if (m.mcts) {
      // Its glyphs, ring and labels go into the same room, so the audit reads them as well.
      room = this.room;
      room.reset(W, H - mctsStrip(this), 0, this.zoomRect(), ctx.getTransform().a || 1);
      drawMcts(this, s);
      room = null;
      this.lastDrawMs = performance.now() - t0;
      return;
    }
    // The zoom buttons changed width since the fit (the language switched): fitted again.
    if (this.fitted && this.zoomBox === null) {
      const z = this.zoomRect();
      if ((z ? z.x0 : null) !== this.fitZoom) this.fit();
    }
    const L = m.layout, c = this.cam, t = m.trace;
    const { sx, ly, ox, oy } = c;
    const r = Math.max(1.5, Math.min(sx * 0.34, ly * 0.2, 26));
    this.radius = r;
    this.rMax = Math.min(ly * 0.2, 26);
    const detail = r >= 6;
    room = this.room;
    this.strip = this.stripHeight(m, this.labelSize());
    room.reset(W, H - this.strip, 0, this.zoomRect(), ctx.getTransform().a || 1);
    this.driverHalf = new Map();
    const lo = Math.floor((-ox) / sx) - 1, hi = Math.ceil((W - ox) / sx) + 1;
    const dmax = Math.ceil((H - oy) / ly) + 1;
    // Hook: a page that lights a node of its own (practice's question) sets currentNode.
    const current = this.currentNode !== undefined && this.currentNode !== null ? this.currentNode : s >= 0 && s < t.kind.length ? nodeOf(t, s) : -1;
    const atEnd = s >= t.kind.length - 1;
    const lastEntered = countUpTo(t.enterEvent, s) - 1;

    // Walk: collect drawn nodes and aggregated bars.
    // (The MCTS renderer keeps arrays of its own here, without spans.)
    if (this.drawn.ids.length < 4096 || !this.drawn.spans) this.drawn = { ids: new Uint32Array(4096), xs: new Float32Array(4096), ys: new Float32Array(4096), spans: new Float32Array(4096), n: 0 };
    const drawn = this.drawn;
    drawn.n = 0;
    const bars = [];
    let stack = this.stack;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const v = stack[--top];
      const leafLo = leafLoOf(L, v), leafHi = leafHiOf(L, v);
      if (leafHi < lo || leafLo > hi) continue;
      if (drawn.n === drawn.ids.length) this.grow();
      drawn.ids[drawn.n] = v;
      drawn.xs[drawn.n] = ox + xOf(L, v) * sx;
      drawn.ys[drawn.n] = oy + L.depth[v] * ly;
      // The subtree's width in leaves: the node's size and its label's room read it (radiusAt).
      drawn.spans[drawn.n] = leafHi - leafLo + 1;
      drawn.n++;
      const from = L.childStart[v], to = L.childStart[v + 1];
      if (from === to || L.depth[v] >= dmax) continue;
      if ((leafHi - leafLo + 1) * sx < AGG_PX) { bars.push(v); continue; }
      // The walk's stack grows as deep and wide as the drawn tree needs, not to a node per node.
      if (top + to - from > stack.length) { const grown = new Uint32Array(Math.max(2 * stack.length, top + to - from)); grown.set(stack); this.stack = stack = grown; }
      for (let j = to; j-- > from;) stack[top++] = L.children[j];
    }

    // Aggregated subtrees: a fan from the node down to the span of its leaves at its deepest
    // level, as textbooks draw a subtree; searched fans dark, unsearched light, a fan being
    // searched split at the search's frontier. Drawn as a staircase of fillRects: filling many
    // thin antialiased paths costs the software rasteriser tens of milliseconds a frame.
    const STRIPS = 3;
    const fx = lastEntered >= 0 ? ox + (leafLoOf(L, lastEntered) + 0.5) * sx : -Infinity;
    const fan = (v, limit) => {
      const x = ox + xOf(L, v) * sx, top = oy + L.depth[v] * ly + 4, y1 = oy + L.maxDepth[v] * ly;
      const x0 = ox + (leafLoOf(L, v) - 0.5) * sx, x1 = ox + (leafHiOf(L, v) + 0.5) * sx;
      const h = (y1 - top) / STRIPS;
      if (h <= 0) return;
      for (let k = 1; k <= STRIPS; k++) {
        const f = k / STRIPS;
        const a = x + (x0 - x) * f, b = Math.min(limit, x + (x1 - x) * f);
        if (b > a) ctx.fillRect(a, top + (k - 1) * h, Math.max(1, b - a), h);
      }
    };
    const fanStates = [PRUNED, FUTURE, DONE];
    const fanColors = [COLORS.barPruned, COLORS.barFuture, COLORS.barDone];
    for (let k = 0; k < 3; k++) {
      ctx.fillStyle = fanColors[k];
      for (const v of bars) {
        let st = nodeState(m, v, s);
        if (st === ACTIVE) st = FUTURE;
        if (st === fanStates[k]) fan(v, Infinity);
      }
    }
    ctx.fillStyle = COLORS.barDone;
    for (const v of bars) if (nodeState(m, v, s) === ACTIVE) fan(v, fx);
    // A fan with a visited node in it hides values (the labels' note says so).
    this.fansHideValues = bars.some((v) => { const st = nodeState(m, v, s); return st !== FUTURE && st !== PRUNED; });

    // Edges, batched by style.
    const PASS = 5;
    const styles = [
      { st: FUTURE, ...EDGE.future },
      { st: PRUNED, ...EDGE.pruned },
      { st: DONE, ...EDGE.done, width: detail ? 2 : 1 },
      { st: ZW, ...EDGE.zeroWindow, width: detail ? 2 : 1 },
      { st: PASS, ...EDGE.pass, width: detail ? 2 : 1 },
      { st: ACTIVE, ...EDGE.active, width: detail ? 6 : 3 },
    ];
    if (!this.states || this.states.length < drawn.n) this.states = new Uint8Array(drawn.ids.length);
    const states = this.states;
    for (let i = 0; i < drawn.n; i++) states[i] = nodeState(m, drawn.ids[i], s);
    const edgeState = (i) => {
      const v = drawn.ids[i];
      if (states[i] !== DONE || v >= m.N) return states[i];
      return t.flags[v] & Flag.NULL_MOVE ? PASS : t.flags[v] & Flag.ZERO_WINDOW ? ZW : DONE;
    };
    ctx.lineCap = 'round';
    for (const style of styles) {
      ctx.beginPath();
      let any = false;
      for (let i = 0; i < drawn.n; i++) {
        const v = drawn.ids[i];
        if (v === 0 || edgeState(i) !== style.st || (this.edgeStyle && this.edgeStyle(v, states[i]))) continue;
        const p = m.dParent[v];
        ctx.moveTo(ox + xOf(L, p) * sx, oy + L.depth[p] * ly);
        ctx.lineTo(drawn.xs[i], drawn.ys[i]);
        any = true;
      }
      if (!any) continue;
      ctx.strokeStyle = style.color;
      ctx.lineWidth = style.width;
      ctx.setLineDash(style.dash);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    // Hook: edges a page styles itself (practice's marked edges), each with its cut mark.
    if (this.edgeStyle) {
      for (let i = 0; i < drawn.n; i++) {
        const v = drawn.ids[i];
        const style = v === 0 ? null : this.edgeStyle(v, states[i]);
        if (!style) continue;
        const p = m.dParent[v], x0 = ox + xOf(L, p) * sx, y0 = oy + L.depth[p] * ly;
        ctx.beginPath();
        ctx.moveTo(x0, y0);
        ctx.lineTo(drawn.xs[i], drawn.ys[i]);
        ctx.strokeStyle = style.color;
        ctx.lineWidth = style.width;
        ctx.setLineDash(style.dash || []);
        ctx.stroke();
        ctx.setLineDash([]);
        if (style.cut) {
          ctx.beginPath();
          cutMarkPath(ctx, x0, y0, drawn.xs[i], drawn.ys[i], r);
          ctx.lineWidth = 3.5;
          ctx.stroke();
        }
      }
    }
    // The principal variation once the search is over.
    if (atEnd && m.pv.length) {
      ctx.beginPath();
      let p = 0;
      for (const v of m.pv) {
        ctx.moveTo(ox + xOf(L, p) * sx, oy + L.depth[p] * ly);
        ctx.lineTo(ox + xOf(L, v) * sx, oy + L.depth[v] * ly);
        p = v;
      }
      ctx.strokeStyle = COLORS.pv;
      ctx.lineWidth = detail ? 7 : 4;
      ctx.stroke();
    }
    // Cut marks: two short strokes across the edge into each pruned child of a searched node.
    if (detail) {
      ctx.beginPath();
      for (let i = 0; i < drawn.n; i++) {
        const v = drawn.ids[i];
        if (states[i] !== PRUNED || m.dParent[v] >= m.N || (this.edgeStyle && this.edgeStyle(v, states[i]))) continue;
        const p = m.dParent[v];
        cutMarkPath(ctx, ox + xOf(L, p) * sx, oy + L.depth[p] * ly, drawn.xs[i], drawn.ys[i], r);
      }
      ctx.strokeStyle = COLORS.cut;
      ctx.lineWidth = 3.5;
      ctx.stroke();
    }

    // Nodes.
    // Boards in the nodes, where the game's adapter draws them and they are large enough.
    const nodeBoard = m.adapter.nodeBoard(m);
    const boardSize = nodeBoard ? Math.min(sx * 0.8, ly * 0.62, 84) : 0;
    const boards = nodeBoard && boardSize >= 34;
    for (let i = 0; i < drawn.n; i++) {
      const v = drawn.ids[i], st = states[i];
      const x = drawn.xs[i], y = drawn.ys[i];
      const min = m.minToMove[v] === 1;
      const r = this.radiusAt(i);
      if (r < 5) {
        ctx.fillStyle = st === FUTURE ? COLORS.future : st === PRUNED ? COLORS.pruned : min ? COLORS.min : COLORS.max;
        ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
        room.glyph(x, y, r, r, v);
        continue;
      }
      if (boards && r >= 8 && nodeBoard(ctx, v, x, y, boardSize, {
        faded: st === FUTURE || st === PRUNED, fill: st === PRUNED ? COLORS.prunedFill : '#fff', min,
        frame: st === FUTURE ? COLORS.future : st === PRUNED ? COLORS.pruned : min ? COLORS.min : COLORS.max,
        frameWidth: st === FUTURE || st === PRUNED ? 1.5 : 3.5,
      }) !== false) { room.glyph(x, y, boardSize / 2, boardSize / 2, v); continue; }
      if (v < m.N && (t.flags[v] & Flag.DRIVER)) {
        // The driver of iterative deepening, aspiration or MTD(f): not a position, a loop.
        // As wide as its word at a readable size (never squeezed below 12 px).
        const word = say(m.driver === 'mtdf' ? 'render.driverMtdf' : m.driver === 'aspiration' ? 'render.driverAspiration' : 'render.driverDeepening');
        ctx.font = `700 ${Math.round(Math.max(12, r * 0.85))}px system-ui, sans-serif`;
        const w = Math.max(r * 3.4, ctx.measureText(word).width + 10), h = Math.max(r * 1.9, 18);
        ctx.fillStyle = st === FUTURE ? COLORS.futureFill : '#fff';
        ctx.fillRect(x - w / 2, y - h / 2, w, h);
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = st === FUTURE ? COLORS.future : COLORS.ink;
        ctx.strokeRect(x - w / 2, y - h / 2, w, h);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = COLORS.ink;
        ctx.fillText(word, x, y + 1);
        room.glyph(x, y, w / 2, h / 2, v);
        this.driverHalf.set(v, w / 2);
        continue;
      }
      // Quiescence nodes are hollow: the fringe beyond the horizon reads apart from the main search.
      const quiet = v < m.N && (t.flags[v] & Flag.QUIESCENCE) !== 0;
      drawNodeShape(ctx, x, y, r, { min, state: st, quiet });
      room.glyph(x, y, r * 1.1, r * 1.1, v);
      // Decided by the table: "TT"; by an entry from a deeper search: "TT+" on a filled tag.
      if (st !== FUTURE && v < m.N && m.index.tableCut && m.index.tableCut[v] && r >= 5) drawTableTag(ctx, x, y, r, m.index.tableCut[v] === Probe.HitCutDeeper);
    }
    // The current node: a ring that reads without colour.
    if (current >= 0) {
      const x = this.sx(current), y = this.sy(current);
      if (boards && this.nodeRadius(current) >= 8) {
        drawCurrentSquare(ctx, x, y, boardSize / 2);
        room.ring(x, y, boardSize / 2, boardSize / 2 + 8, current, true);
      } else {
        // Two bands: black from rr − 2 to rr + 2, orange from rr + 2 to rr + 6.
        const rr = ringRadius(this.nodeRadius(current));
        drawCurrentRing(ctx, x, y, rr);
        room.ring(x, y, rr - 2, rr + 6, current);
      }
    }

    this.drawText(m, s, drawn, states, sx, ly, boards ? boardSize : 0);
    // Marks another module draws over the nodes (the split view's: split.js).
    if (this.overlay) this.overlay(ctx, this, s);
    if (this.hover >= 0 && this.hover < m.D) {
      ctx.beginPath();
      ctx.arc(this.sx(this.hover), this.sy(this.hover), Math.max(r * 1.6, 8), 0, Math.PI * 2);
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = COLORS.ink;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // Hook: nodes a page rings (practice's candidates), dashed as the hover ring.
    if (this.rings) {
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = COLORS.max;
      for (const v of this.rings) {
        ctx.beginPath();
        ctx.arc(this.sx(v), this.sy(v), Math.max(this.nodeRadius(v) * 1.45, 10), 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.setLineDash([]);
    }
    room = null;
    this.lastDrawMs = performance.now() - t0;
  }

  /** A drawn node's centre and radius on the canvas (CSS px), for a page that puts boxes over it. */
  nodeBox(v) {
    return { x: this.sx(v), y: this.sy(v), r: this.nodeRadius(v) };
  }

  /** The node whose incoming edge passes within `tol` px of (px, py), away from its ends, or -1. */
  edgeAt(px, py, tol = 9) {
    const m = this.model, d = this.drawn;
    let best = -1, bd = tol;
    for (let i = 0; i < d.n; i++) {
      const v = d.ids[i];
      if (v === 0) continue;
      const p = m.dParent[v], ax = this.sx(p), ay = this.sy(p), dx = d.xs[i] - ax, dy = d.ys[i] - ay;
      const u = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
      const q = Math.hypot(ax + u * dx - px, ay + u * dy - py);
      if (q < bd && u > 0.15 && u < 0.85) { bd = q; best = v; }
    }
    return best;
  }

  /**
   * For the tests (the layout audit): draws step s as the page does and returns what it drew, in
   * CSS pixels of the canvas {W, H, fitted, labels, captions, glyphs, rings, cuts, hidden, note}:
   * labels and captions as ink boxes with their font size in CSS px and the node they belong to.
   */
  report(s) {
    const ctx = this.ctx;
    audit = { kind: 'inner', node: -1, labels: [], captions: [], inner: [] };
    this.zoomBox = null;
    ctx.fillText = function (text, x, y, w) { auditText(this, text, x, y); return CanvasRenderingContext2D.prototype.fillText.call(this, text, x, y, w); };
    try { this.draw(s); } finally { delete ctx.fillText; }
    const a = audit;
    audit = null;
    const R = this.room;
    return { W: this.W, H: this.H, fitted: !!this.fitted, strip: this.strip, zoom: this.zoomRect(), labels: a.labels, captions: a.captions, glyphs: R.glyphs, rings: R.rings, cuts: R.cuts,
      hidden: this.hiddenLabels || 0, missed: this.model && this.model.mcts ? [] : [...(this.missedLabels || [])], note: this.hiddenNote || '', caption: this.caption || '' };
  }

  /** A node's size follows the width its subtree has on screen, so the top of a huge tree reads. */
  nodeRadius(v) {
    const L = this.model.layout;
    return this.radiusOfSpan(leafHiOf(L, v) - leafLoOf(L, v) + 1);
  }

  /** nodeRadius of the i-th node the last walk drew, from the width the walk found. */
  radiusAt(i) {
    return this.radiusOfSpan(this.drawn.spans[i]);
  }

  radiusOfSpan(leaves) {
    return Math.max(1.5, Math.min(leaves * this.cam.sx * 0.34, this.rMax));
  }

  /** Doubles the drawn arrays in place: the walk holds this.drawn while it grows. */
  grow() {
    const d = /** @type {Record<string, Uint32Array | Float32Array>} */ (/** @type {unknown} */ (this.drawn)), n = d.ids.length * 2;
    for (const [k, Type] of /** @type {[string, Uint32ArrayConstructor | Float32ArrayConstructor][]} */ ([['ids', Uint32Array], ['xs', Float32Array], ['ys', Float32Array], ['spans', Float32Array]])) {
      const a = new Type(n);
      a.set(d[k]);
      d[k] = a;
    }
  }

  drawText(m, s, drawn, states, sx, ly, board) {
    const ctx = this.ctx, t = m.trace, L = m.layout;
    if (audit) audit.kind = 'label';
    // fontScale: presenter view writes the tree's labels larger for the back row; textScale: the
    // projector text size (A− / A+, projector.js), one more factor (both in labelSize).
    const fs = this.labelSize();
    this.labelPx = fs;
    ctx.textBaseline = 'middle';
    // A label is written only where it is clear of everything drawn (the frame's room), on a
    // white tag when edges may pass behind it; else it is left out and counted.
    const room = this.room;
    const label = (txt, X, Y, tag = true) => {
      const b = inkBox(ctx, txt, X, Y);
      if (!room.free(b)) return false;
      if (tag) {
        const color = ctx.fillStyle;
        ctx.fillStyle = 'rgba(255,255,255,0.92)';
        ctx.fillRect(b.x0 - 2, b.y0 - 2, b.x1 - b.x0 + 4, b.y1 - b.y0 + 4);
        ctx.fillStyle = color;
      }
      ctx.fillText(txt, X, Y);
      room.take(b);
      return true;
    };
    // The drawn nodes come in depth-first order, so nodes of one depth come left to right: each
    // one's right-hand neighbour bounds the room its labels may take.
    if (!this.nextAt || this.nextAt.length < drawn.n) this.nextAt = new Int32Array(drawn.ids.length);
    if (!this.prevAt || this.prevAt.length < drawn.n) this.prevAt = new Int32Array(drawn.ids.length);
    const nextAt = this.nextAt, prevAt = this.prevAt;
    const lastAt = new Map();
    for (let i = 0; i < drawn.n; i++) {
      const d = L.depth[drawn.ids[i]];
      const j = lastAt.get(d);
      prevAt[i] = j === undefined ? -1 : j;
      nextAt[i] = -1;
      if (j !== undefined) nextAt[j] = i;
      lastAt.set(d, i);
    }
    const W = this.W;
    // The move and root-search labels drawn this frame (read by the tests, as a reader would),
    // and the labels left out for want of room (said on the canvas: "N labels hidden: zoom in").
    const labelsDrawn = this.drawnLabels = [];
    const valuesDrawn = this.drawnValues = [];
    let hidden = 0;
    const missed = this.missedLabels = []; // the nodes whose labels were left out (the audit names them)
    // Visited nodes drawn too small for any label, or folded into a subtree's fan: their values
    // are hidden too, too many to count in a note ("labels of small nodes hidden: zoom in").
    let small = this.fansHideValues;
    // Per depth, the right edge of the last text written on that row: a label never runs over
    // its left neighbour's (values, drawn first, keep their room; names and moves yield).
    const rowRight = new Map();
    const takeRow = (d, x1) => rowRight.set(d, Math.max(rowRight.get(d) ?? -Infinity, x1));
    // Values from MAX's view on request: a MIN-to-move node's negamax value and window flip sign.
    const flip = (v) => m.negamax && m.maxView && m.minToMove[v] === 1;
    const shown = (v, x) => (flip(v) ? -x : x);
    for (let i = 0; i < drawn.n; i++) {
      const v = drawn.ids[i], st = states[i];
      const x = drawn.xs[i], y = drawn.ys[i];
      const r = this.radiusAt(i);
      if (audit) audit.node = v;
      // Too small for any label: a visited node's value is one more label the note says is hidden.
      if (r < 8) { if (st !== FUTURE && st !== PRUNED) small = true; continue; }
      const leaf = L.childStart[v] === L.childStart[v + 1];
      // A node's label left out, counted where the node is on the canvas ("N labels hidden: zoom in").
      const miss = () => { if (x >= 0 && x <= W && y >= 0 && y <= room.H) { hidden++; missed.push(v); } };
      // Clear of the current node's ring (its orange band) and of a driver's box.
      const clear = board ? board / 2 + 10 : Math.max(ringRadius(r) + 8, (this.driverHalf && this.driverHalf.get(v)) || 0);
      const side = clear + 4;
      const below = clear + 2;
      const w = drawn.spans[i] * sx;
      const nx = nextAt[i] >= 0 ? drawn.xs[nextAt[i]] - this.radiusAt(nextAt[i]) * 1.25 - 6 : W;
      const px = prevAt[i] >= 0 ? drawn.xs[prevAt[i]] : -Infinity;
      const rightRoom = nx - (x + side);
      // The value: known once the node returned; a tree leaf's own number is shown greyed before.
      let val = null, strong = false, running = null;
      if (v < m.N && st === DONE) { val = shown(v, t.value[v]); strong = true; }
      else if (v < m.N && st === ACTIVE && !leaf && !(t.flags[v] & Flag.DRIVER)) {
        // An open node's bound so far, as the narration says it: "≤2 so far" while MIN's best is 2.
        const ns = nodeStateAt(t, m.index, v, s);
        if (ns && ns.best !== null) {
          val = shown(v, ns.best);
          running = (!m.negamax && (t.flags[v] & Flag.MIN)) || flip(v) ? Bound.Upper : Bound.Lower;
        }
      }
      else if (m.staticValue && leaf && m.staticValue[v] !== NO_STATIC_VALUE) val = m.staticValue[v];
      // Hook: values a page keeps back (practice's answers, a leaf the playback has not reached).
      if (val !== null && this.valueHidden && this.valueHidden(v, st)) val = null;
      let windowRow = true; // the value sits right of the node, so the window fits below it
      let sideways = false; // the move is written with its value, stacked under (or over) the node
      let valueAbove = false; // the value took the place above the node
      const d = L.depth[v];
      const rowBefore = rowRight.get(d) ?? -Infinity; // the left neighbours' text, before this node's own
      if (val !== null) {
        let bound = strong ? t.bound[v] : Bound.Exact;
        if (flip(v) && bound !== Bound.Exact) bound = bound === Bound.Lower ? Bound.Upper : Bound.Lower;
        if (bound === Bound.Upper && !m.hasWindow) bound = Bound.Exact;
        if (running !== null) bound = running;
        // Mates read in the node's own view: a bound between two mates as ">+M2" or "<+M1".
        let txt = withMateView(v < m.N ? mateViewOf(t, v, m.negamax, m.maxView) : null, () => formatBounded(val, bound));
        const before = valuesDrawn.length;
        ctx.font = `${strong ? 700 : 400} ${fs}px system-ui, sans-serif`;
        if (running !== null) {
          // "≤2 so far" where it fits beside the node, else the bound alone ("≤2", not bold: not final yet).
          const full = say('render.soFar', { value: txt });
          if (ctx.measureText(full).width <= rightRoom) txt = full;
        }
        ctx.fillStyle = strong ? COLORS.ink : COLORS.futureText;
        ctx.textAlign = 'center';
        const mvLabel = m.adapter.movesOnEdges && v !== 0 ? (v < m.N && (t.flags[v] & Flag.NULL_MOVE) ? say('render.pass') : m.moveLabel(v)) : '';
        // The move's own label fits on its edge? Else it goes with the value, under the node.
        ctx.font = `600 ${Math.max(14, fs - 3)}px system-ui, sans-serif`;
        const edgeFits = !mvLabel || (w >= 34 && ctx.measureText(mvLabel).width <= Math.max(w, 40) * 0.64);
        ctx.font = `${strong ? 700 : 400} ${fs}px system-ui, sans-serif`;
        // Written level under the node, never turned on its side (a class reads no sideways
        // number): the move on one line and its value on the next ("g3" over "≥−665": the bound
        // is the value's, never the move's), centred, in a type that shrinks to fit between the
        // neighbours down to LABEL_FLOOR px; a tag under an inner node, whose edges run down
        // behind it. `up`: over its incoming edge instead, when its child leaves no room below.
        // `only`: 'move' or 'value' writes that part alone (a crowded inner node's move up over
        // its edge and its value down towards its child, when neither way takes both). `probe`:
        // only says whether it would fit.
        const turned = (mv, txt, tag, up = false, only = '', probe = false) => {
          const valueFont = ctx.font;
          const parts = only === 'move' ? [[mv, 'move']] : only === 'value' ? [[txt, 'value']] : mv ? [[mv, 'move'], [txt, 'value']] : [[txt, 'value']];
          const floor = Math.min(fs, LABEL_FLOOR);
          const fontOf = (k, size) => (k === 'move' ? `600 ${Math.max(floor, size - 3)}px system-ui, sans-serif` : `${strong ? 700 : 400} ${size}px system-ui, sans-serif`);
          const colorOf = (k) => (k === 'move' ? (st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink) : strong ? COLORS.ink : COLORS.futureText);
          const widest = (size) => Math.max(...parts.map(([text, k]) => { ctx.font = fontOf(k, size); return ctx.measureText(text).width; }));
          // Below a row of crowded leaves the labels take turns on rows, each a little further
          // down, so each may be wider than the gap to its neighbour: a label needing k rows
          // (its width over the gap, at most LABEL_TIERS) takes row i mod k, the drawing order's,
          // so that neighbours alternate; then any other row; then a smaller type.
          const dist = Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x);
          const tiers = up ? 1 : LABEL_TIERS;
          const need = Math.max(1, Math.min(tiers, Math.ceil((widest(fs) + fs) / Math.max(1, dist))));
          const order = [i % need, ...Array.from({ length: tiers }, (_, k) => k).filter((k) => k !== i % need)];
          let ok = false;
          for (let size = fs; size >= floor && !ok; size--) {
            for (const tier of order) {
              // (Over its incoming edge no neighbour's label is due: the room alone decides.)
              if (ok || (!up && widest(size) > dist * (tier + 1) - 4)) continue;
              const lh = size * 1.15, drop = tier * (parts.length * lh + 4);
              ctx.textAlign = 'center';
              const ys = parts.map((_, j) => (up ? y - clear - 4 - (parts.length - 1 - j) * lh : y + below + size * 0.8 + j * lh + drop));
              const boxes = parts.map(([text, k], j) => { ctx.font = fontOf(k, size); return inkBox(ctx, text, x, ys[j]); });
              // Half a word's space from its neighbours at least, so that "665 670" never reads "665670".
              const gapPx = size * 0.45;
              ok = boxes.every((b) => room.free({ ...b, x0: b.x0 - gapPx, x1: b.x1 + gapPx }));
              if (ok && !probe) {
                if (tag) {
                  ctx.fillStyle = 'rgba(255,255,255,0.92)';
                  for (const b of boxes) ctx.fillRect(b.x0 - 2, b.y0 - 2, b.x1 - b.x0 + 4, b.y1 - b.y0 + 4);
                }
                parts.forEach(([text, k], j) => { ctx.font = fontOf(k, size); ctx.fillStyle = colorOf(k); ctx.fillText(text, x, ys[j]); });
                for (const b of boxes) room.take(b);
                if (mv && only !== 'value') labelsDrawn.push(mv);
                if (only !== 'move') valuesDrawn.push(txt);
                sideways = sideways || (!!mv && only !== 'value');
              }
            }
          }
          ctx.font = valueFont;
          return ok;
        };
        if (leaf) {
          // Between its neighbours, or stacked in a smaller type (with the move) when they are close.
          const gap = Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 4;
          if (ctx.measureText(txt).width <= gap && edgeFits && label(txt, x, y + below + fs * 0.55, false)) valuesDrawn.push(txt);
          else turned(mvLabel, txt, false);
        } else if (ctx.measureText(txt).width <= rightRoom && (ctx.textAlign = 'left') && label(txt, x + side, y - fs * 0.1)) {
          // On a white tag: a cut mark or an edge passing by does not strike it through.
          takeRow(d, x + side + ctx.measureText(txt).width);
          valuesDrawn.push(txt);
        } else if ((ctx.textAlign = 'center') && ctx.measureText(txt).width + 8 <= Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 4 && label(txt, x, y + below + fs * 0.6)) {
          // No room beside it: under the node, on a white tag over the edges.
          valuesDrawn.push(txt);
          windowRow = false;
        } else if (strong && !(t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH)) && ctx.measureText(txt).width + 6 <= Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) * 2 - 8
          && (ctx.fillStyle = COLORS.ink) && label(txt, x, y - clear - fs * 0.55)) {
          // Still no room: above the node, on a tag over its incoming edge (a visited value is
          // what the lesson is about; it is never silently dropped).
          valueAbove = true;
          valuesDrawn.push(txt);
          windowRow = false;
        } else {
          // A crowded inner node (a capture searched past the horizon): its move and value stacked
          // under it, as its leaf neighbours' are.
          windowRow = false;
          if (strong && mvLabel && !edgeFits && !turned(mvLabel, txt, true) && !turned(mvLabel, txt, true, true)) {
            // Neither way takes both (the horizon preset's Qxd5, its recapture just below it, the
            // zoom buttons above): the move up over its edge and the value down under the node.
            // (Or the value up and the move down, whichever pair has the room for both.)
            for (const [a, b] of [['move', 'value'], ['value', 'move']]) {
              if (turned(mvLabel, txt, true, true, a, true) && turned(mvLabel, txt, true, false, b, true)) {
                turned(mvLabel, txt, true, true, a);
                turned(mvLabel, txt, true, false, b);
                break;
              }
            }
          }
        }
        if (valuesDrawn.length === before && strong) miss();
        // An inner node too narrow for its move on its edge, its value placed beside or above
        // it: the move under it (or up over its edge), else counted as hidden.
        if (!leaf && !sideways && strong && mvLabel && !edgeFits && valuesDrawn.length > before) {
          let ok = turned(mvLabel, txt, true, false, 'move') || turned(mvLabel, txt, true, true, 'move');
          if (!ok && valueAbove) {
            // Beside the value above the node ("Qxd5 ≥−685"), on its left or else its right.
            const vb = room.labels[room.labels.length - 1], my = y - clear - fs * 0.55;
            ctx.font = `600 ${Math.max(14, fs - 3)}px system-ui, sans-serif`;
            ctx.fillStyle = COLORS.ink;
            ok = ((ctx.textAlign = 'right') && label(mvLabel, vb.x0 - 6, my)) || ((ctx.textAlign = 'left') && label(mvLabel, vb.x1 + 6, my));
            if (ok) labelsDrawn.push(mvLabel);
          }
          if (ok) sideways = true; // the move is written: no second try on its edge
          else miss();
        }
      }
      // Zero-window searches and re-searches (PVS, MTD(f)) say so above the node, when the label
      // fits between its neighbours (on two lines if need be).
      if (v < m.N && st !== FUTURE && (t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH)) && !(t.flags[v] & Flag.NULL_MOVE)) {
        const roomZw = Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 8;
        ctx.font = `700 ${Math.max(14, fs - 5)}px system-ui, sans-serif`;
        ctx.fillStyle = '#555';
        ctx.textAlign = 'center';
        // One line, or two split after its first space or hyphen ("re-" / "search", "zero" / "window").
        const one = say(t.flags[v] & Flag.RE_SEARCH ? 'render.reSearch' : 'render.zeroWindow');
        const split = /^(.+?-|.+? )(.+)$/.exec(one);
        const words = split ? [split[1].trim(), split[2]] : [one, one];
        const top = y - clear - Math.max(14, fs - 5) * 0.6, lh = Math.max(14, fs - 5) * 1.15;
        // On a white tag, so that the edges passing behind do not strike it through.
        if (ctx.measureText(one).width <= roomZw && label(one, x, top)) { /* one line */ }
        else if (ctx.measureText(words[1]).width <= roomZw && room.free(inkBox(ctx, words[0], x, top - lh)) && room.free(inkBox(ctx, words[1], x, top))) {
          label(words[0], x, top - lh);
          label(words[1], x, top);
        } else miss();
      }
      // A label (tree nodes) to the left of the node.
      const name = m.names ? m.names[v] : '';
      if (name && !m.adapter.movesOnEdges && !(v < m.N && (t.flags[v] & Flag.DRIVER))) {
        ctx.font = `700 ${fs}px system-ui, sans-serif`;
        ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
        ctx.textAlign = 'right';
        // Between the left neighbour's text (or the canvas edge) and the node; cut with "…" when
        // longer, dropped (and counted) when not even two letters fit.
        const right = x - (leaf ? clear : side);
        const left = Math.max(4, rowBefore + 6, px + (prevAt[i] >= 0 ? this.radiusAt(prevAt[i]) * 1.25 + 4 : 0));
        const fitted = fitText(ctx, name, right - left);
        // Centred above it: within its neighbours and the canvas.
        const gapAbove = 2 * (Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x, x - 4, W - 4 - x) - 6);
        const above = !fitted && !valueAbove && !(v < m.N && (t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH))) ? fitText(ctx, name, gapAbove) : '';
        if (fitted && label(fitted, right, y - (leaf ? 0 : fs * 0.1), false)) {
          labelsDrawn.push(fitted);
          takeRow(d, right);
          if (fitted !== name) miss(); // cut short with "…": the note says to zoom in
        } else if (above && (ctx.textAlign = 'center') && label(above, x, y - clear - fs * 0.6)) {
          // No room on its left: above the node, on a tag over its incoming edge.
          labelsDrawn.push(above);
          if (above !== name) miss();
        } else miss();
      }
      // Move labels on edges (games), "pass" on a null move's edge, and "depth D, window [α, β]"
      // on each root search under the driver: the longest form that fits the subtree's width.
      const pass = v < m.N && (t.flags[v] & Flag.NULL_MOVE);
      const p = m.dParent[v];
      const rootSearch = v !== 0 && v < m.N && p < m.N && (t.flags[p] & Flag.DRIVER);
      if (v !== 0 && (m.adapter.movesOnEdges || m.edgeLabels || pass || rootSearch) && w >= 34 && !sideways) {
        let labels;
        if (rootSearch) {
          const d = enterDepth(t, v);
          labels = [say('render.rootSearch', { depth: d, alpha: alphaOf(t, v), beta: betaOf(t, v) }), say('render.depth', { depth: d }), say('render.d', { depth: d })];
        } else labels = [pass ? say('render.pass') : m.moveLabel(v)];
        ctx.font = `600 ${Math.max(14, fs - 3)}px system-ui, sans-serif`;
        // Two thirds of the way down, where sibling edges stand about two thirds of their
        // subtrees' width apart.
        const fit = Math.max(w, 40) * 0.64;
        const edgeLabel = labels.find((l) => l && ctx.measureText(l).width <= fit);
        if (edgeLabel) {
          const px0 = xOf(L, p) * sx + this.cam.ox, py0 = L.depth[p] * ly + this.cam.oy;
          const mx = px0 + (x - px0) * 0.66, my = py0 + (y - py0) * 0.66;
          ctx.textAlign = 'center';
          ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
          if (label(edgeLabel, mx, my)) labelsDrawn.push(edgeLabel);
          else if (st !== FUTURE && st !== PRUNED) miss();
        } else if (st !== FUTURE && st !== PRUNED) miss();
      }
      // The window [α, β] under the value of visited inner nodes (live on the current path).
      if (m.hasWindow && v < m.N && st !== FUTURE && w >= 60 && !leaf && windowRow && !(t.flags[v] & Flag.DRIVER)) {
        // A finished node shows the window it was called with; the active one its window now.
        let a = alphaOf(t, v), b = betaOf(t, v);
        if (st === ACTIVE) {
          const ns = nodeStateAt(t, m.index, v, s);
          if (ns) { a = ns.alpha; b = ns.beta; }
        }
        if (flip(v)) [a, b] = [-b, -a];
        const win = withMateView(mateViewOf(t, v, m.negamax, m.maxView), () => `[${fmtValue(a)}, ${fmtValue(b)}]`);
        const forms = st === ACTIVE ? [say('render.now', { win }), win] : [say('render.calledWith', { win }), say('render.with', { win }), win];
        ctx.font = `400 ${Math.max(14, fs - 4)}px system-ui, sans-serif`;
        const txt = forms.find((f) => ctx.measureText(f).width <= rightRoom);
        ctx.fillStyle = st === ACTIVE ? '#7a4b00' : '#555';
        ctx.textAlign = 'left';
        const head = forms[0].slice(0, forms[0].length - win.length - 1);
        // On a white tag, so that edges and cut marks do not strike it through.
        const y1 = y + fs * 0.95, y2 = y + fs * 1.95;
        if (txt === forms[0] && label(txt, x + side, y1)) labelsDrawn.push(txt);
        else if (ctx.measureText(win).width <= rightRoom && ctx.measureText(head).width <= rightRoom && ly >= fs * 3.6
          && room.free(inkBox(ctx, head, x + side, y1)) && room.free(inkBox(ctx, win, x + side, y2))) {
          // Two lines: "called with" / "now" over the window, so the difference is never lost.
          label(head, x + side, y1);
          label(win, x + side, y2);
          labelsDrawn.push(`${head} ${win}`);
        } else if (txt && txt !== forms[0] && label(txt, x + side, y1)) labelsDrawn.push(txt);
        else miss();
      }
    }
    this.hiddenLabels = hidden;
    ctx.textBaseline = 'middle';
    // Whose view the values are (negamax, every engine technique), then how many labels were left out.
    // The captions have their own strip along the bottom of the canvas, the whole width (fit()
    // keeps the tree above it; a tree panned down passes under it).
    let top = room.H + 4;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, room.H, W, this.H - room.H);
    ctx.fillStyle = COLORS.futureEdge;
    ctx.fillRect(0, room.H, W, 1);
    const cfs = Math.max(14, fs - 4), lh = Math.round(cfs * 1.35);
    const corner = (full, color) => {
      if (audit) audit.kind = 'caption';
      ctx.font = `600 ${cfs}px system-ui, sans-serif`;
      ctx.textAlign = 'left';
      // Too long for a narrow pane: first without its bracket ("values: side to move’s view"), then cut.
      const bare = full.replace(/\s*\([^()]*\)$/, '');
      const text = ctx.measureText(full).width <= W - 20 ? full : fitText(ctx, bare, W - 20) || full;
      ctx.fillStyle = color;
      ctx.fillText(text, 10, top + lh / 2);
      top += lh;
    };
    if (m.negamax) {
      this.caption = say(m.maxView ? 'render.captionMax' : 'render.captionSide');
      corner(this.caption, '#333');
    } else this.caption = '';
    this.hiddenNote = small ? say('render.hiddenSmall') : hidden ? say('render.hidden', { n: hidden }) : '';
    if (this.hiddenNote) corner(this.hiddenNote, '#444');
  }
}

/** `text`, or its longest head that fits `room` pixels followed by "…"; '' when not two letters fit. */
export function fitText(ctx, text, room) {
  if (ctx.measureText(text).width <= room) return text;
  for (let k = text.length - 1; k >= 2; k--) {
    const t = text.slice(0, k) + '…';
    if (ctx.measureText(t).width <= room) return t;
  }
  return '';
}
