// The tree on a canvas. Work per frame follows what is visible: a depth-first walk that skips
// subtrees outside the view (their leaf ranges come from the layout) and draws any subtree
// narrower than a few pixels as one aggregated bar instead of descending into it.

import { Flag, Bound, Field, Probe, NO_STATIC_VALUE, mateViewOf } from './trace.js';
import { withMateView } from './format.js';
import { t as say, formatValue as fmtValue, formatBounded } from './i18n.js';
import { countUpTo, nodeStateAt } from './timeline.js';

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

/** What a drawn node is at step s: not yet reached, on the search stack, finished, or pruned. */
export function nodeState(m, v, s) {
  const t = m.trace;
  if (v < m.N) {
    if (t.enterEvent[v] > s) return FUTURE;
    return t.leaveEvent[v] <= s ? DONE : ACTIVE;
  }
  const ce = m.index.cutEventOf[m.pruned.cutAt[v - m.N]];
  return ce >= 0 && ce <= s ? PRUNED : FUTURE;
}

export class TreeView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.cam = { ox: 0, oy: 0, sx: 40, ly: 80 };
    this.model = null;
    this.drawn = { ids: new Uint32Array(0), xs: new Float32Array(0), ys: new Float32Array(0), n: 0 };
    this.stack = new Uint32Array(1024);
    this.hover = -1;
    this.lastDrawMs = 0;
    this.W = 0;
    this.H = 0;
  }

  setModel(model, keepCamera) {
    this.model = model;
    if (this.stack.length < model.D + 1) this.stack = new Uint32Array(model.D + 1);
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
    const w = Math.max(50, this.W - 2 * margin), h = Math.max(50, this.H - 2 * margin - 60);
    const sx = Math.min(170, w / Math.max(1, L.leaves));
    const ly = Math.max(36, Math.min(230, h / Math.max(1, L.height)));
    // A tree of one node (a won or drawn position) sits in the middle, its ring and labels whole.
    const oy = L.height === 0 ? Math.max(margin + 60, this.H / 2 - 30) : margin + 30;
    this.cam = { sx, ly, ox: margin + (w - sx * L.leaves) / 2 + sx / 2, oy };
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
    const ly = Math.max(36, Math.min(140, c.ly * Math.sqrt(k)));
    c.oy = py - (py - c.oy) * (ly / c.ly);
    c.ly = ly;
  }

  pan(dx, dy) {
    this.fitted = false;
    this.cam.ox += dx;
    this.cam.oy += dy;
  }

  /** Centres the view on a node when it has left the screen. */
  follow(v) {
    const m = this.model;
    if (!m || v < 0) return;
    const c = this.cam;
    const x = c.ox + m.layout.x[v] * c.sx, y = c.oy + m.layout.depth[v] * c.ly;
    const pad = 30;
    if (x < pad || x > this.W - pad) c.ox += this.W / 2 - x;
    if (y < pad || y > this.H - pad) c.oy += this.H / 2 - y;
  }

  sx(v) { return this.cam.ox + this.model.layout.x[v] * this.cam.sx; }
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
    const L = m.layout, c = this.cam, t = m.trace;
    const { sx, ly, ox, oy } = c;
    const r = Math.max(1.5, Math.min(sx * 0.34, ly * 0.2, 26));
    this.radius = r;
    this.rMax = Math.min(ly * 0.2, 26);
    const detail = r >= 6;
    const lo = Math.floor((-ox) / sx) - 1, hi = Math.ceil((W - ox) / sx) + 1;
    const dmax = Math.ceil((H - oy) / ly) + 1;
    // Hook: a page that lights a node of its own (practice's question) sets currentNode.
    const current = this.currentNode !== undefined && this.currentNode !== null ? this.currentNode : s >= 0 && s < t.kind.length ? t.node[s] : -1;
    const atEnd = s >= t.kind.length - 1;
    const lastEntered = countUpTo(t.enterEvent, s) - 1;

    // Walk: collect drawn nodes and aggregated bars.
    if (this.drawn.ids.length < 4096) this.drawn = { ids: new Uint32Array(4096), xs: new Float32Array(4096), ys: new Float32Array(4096), n: 0 };
    const drawn = this.drawn;
    drawn.n = 0;
    const bars = [];
    const stack = this.stack;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const v = stack[--top];
      if (L.leafHi[v] < lo || L.leafLo[v] > hi) continue;
      if (drawn.n === drawn.ids.length) this.grow();
      drawn.ids[drawn.n] = v;
      drawn.xs[drawn.n] = ox + L.x[v] * sx;
      drawn.ys[drawn.n] = oy + L.depth[v] * ly;
      drawn.n++;
      const from = L.childStart[v], to = L.childStart[v + 1];
      if (from === to || L.depth[v] >= dmax) continue;
      if ((L.leafHi[v] - L.leafLo[v] + 1) * sx < AGG_PX) { bars.push(v); continue; }
      for (let j = to; j-- > from;) stack[top++] = L.children[j];
    }

    // Aggregated subtrees: a fan from the node down to the span of its leaves at its deepest
    // level, as textbooks draw a subtree; searched fans dark, unsearched light, a fan being
    // searched split at the search's frontier. Drawn as a staircase of fillRects: filling many
    // thin antialiased paths costs the software rasteriser tens of milliseconds a frame.
    const STRIPS = 3;
    const fx = lastEntered >= 0 ? ox + (L.leafLo[lastEntered] + 0.5) * sx : -Infinity;
    const fan = (v, limit) => {
      const x = ox + L.x[v] * sx, top = oy + L.depth[v] * ly + 4, y1 = oy + L.maxDepth[v] * ly;
      const x0 = ox + (L.leafLo[v] - 0.5) * sx, x1 = ox + (L.leafHi[v] + 0.5) * sx;
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
        ctx.moveTo(ox + L.x[p] * sx, oy + L.depth[p] * ly);
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
        const p = m.dParent[v], x0 = ox + L.x[p] * sx, y0 = oy + L.depth[p] * ly;
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
        ctx.moveTo(ox + L.x[p] * sx, oy + L.depth[p] * ly);
        ctx.lineTo(ox + L.x[v] * sx, oy + L.depth[v] * ly);
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
        cutMarkPath(ctx, ox + L.x[p] * sx, oy + L.depth[p] * ly, drawn.xs[i], drawn.ys[i], r);
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
      const r = this.nodeRadius(v);
      if (r < 5) {
        ctx.fillStyle = st === FUTURE ? COLORS.future : st === PRUNED ? COLORS.pruned : min ? COLORS.min : COLORS.max;
        ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
        continue;
      }
      if (boards && r >= 8 && nodeBoard(ctx, v, x, y, boardSize, {
        faded: st === FUTURE || st === PRUNED, fill: st === PRUNED ? COLORS.prunedFill : '#fff', min,
        frame: st === FUTURE ? COLORS.future : st === PRUNED ? COLORS.pruned : min ? COLORS.min : COLORS.max,
        frameWidth: st === FUTURE || st === PRUNED ? 1.5 : 3.5,
      }) !== false) continue;
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
        continue;
      }
      // Quiescence nodes are hollow: the fringe beyond the horizon reads apart from the main search.
      const quiet = v < m.N && (t.flags[v] & Flag.QUIESCENCE) !== 0;
      drawNodeShape(ctx, x, y, r, { min, state: st, quiet });
      // Decided by the table: "TT"; by an entry from a deeper search: "TT+" on a filled tag.
      if (st !== FUTURE && v < m.N && m.index.tableCut[v] && r >= 5) drawTableTag(ctx, x, y, r, m.index.tableCut[v] === Probe.HitCutDeeper);
    }
    // The current node: a ring that reads without colour.
    if (current >= 0) {
      const x = this.sx(current), y = this.sy(current);
      const rr = boards && this.nodeRadius(current) >= 8 ? boardSize * 0.78 : Math.max(this.nodeRadius(current) * 1.9, 9);
      drawCurrentRing(ctx, x, y, rr);
    }

    this.drawText(m, s, drawn, states, sx, ly, boards ? boardSize : 0);
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

  /** A node's size follows the width its subtree has on screen, so the top of a huge tree reads. */
  nodeRadius(v) {
    const L = this.model.layout;
    const w = (L.leafHi[v] - L.leafLo[v] + 1) * this.cam.sx;
    return Math.max(1.5, Math.min(w * 0.34, this.rMax));
  }

  grow() {
    const d = this.drawn, n = d.ids.length * 2;
    const ids = new Uint32Array(n), xs = new Float32Array(n), ys = new Float32Array(n);
    ids.set(d.ids); xs.set(d.xs); ys.set(d.ys);
    this.drawn = { ids, xs, ys, n: d.n };
  }

  drawText(m, s, drawn, states, sx, ly, board) {
    const ctx = this.ctx, t = m.trace, L = m.layout;
    // fontScale: presenter view writes the tree's labels larger for the back row.
    const fs = Math.round(Math.max(14, Math.min(24, this.rMax * 1.0)) * (this.fontScale || 1));
    ctx.textBaseline = 'middle';
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
      const r = this.nodeRadius(v);
      // Too small for any label: a visited node's value is one more label the note says is hidden.
      if (r < 8) { if (st !== FUTURE && st !== PRUNED) small = true; continue; }
      const leaf = L.childStart[v] === L.childStart[v + 1];
      // Clear of the current node's ring (radius 1.9 r plus its orange band).
      const side = board ? board / 2 + 6 : Math.max(r * 1.9, 9) + 10;
      const below = board ? board / 2 + 4 : r * 1.2 + 2;
      const w = (L.leafHi[v] - L.leafLo[v] + 1) * sx;
      const nx = nextAt[i] >= 0 ? drawn.xs[nextAt[i]] - this.nodeRadius(drawn.ids[nextAt[i]]) * 1.25 - 6 : W;
      const px = prevAt[i] >= 0 ? drawn.xs[prevAt[i]] : -Infinity;
      const rightRoom = nx - (x + side);
      // The value: known once the node returned; a tree leaf's own number is shown greyed before.
      let val = null, strong = false;
      if (v < m.N && st === DONE) { val = shown(v, t.value[v]); strong = true; }
      else if (m.staticValue && leaf && m.staticValue[v] !== NO_STATIC_VALUE) val = m.staticValue[v];
      // Hook: values a page keeps back (practice's answers, a leaf the playback has not reached).
      if (val !== null && this.valueHidden && this.valueHidden(v, st)) val = null;
      let windowRow = true; // the value sits right of the node, so the window fits below it
      let sideways = false; // a leaf's move is written with its value, turned on its side
      let valueAbove = false; // the value took the place above the node
      const d = L.depth[v];
      const rowBefore = rowRight.get(d) ?? -Infinity; // the left neighbours' text, before this node's own
      if (val !== null) {
        let bound = strong ? t.bound[v] : Bound.Exact;
        if (flip(v) && bound !== Bound.Exact) bound = bound === Bound.Lower ? Bound.Upper : Bound.Lower;
        if (bound === Bound.Upper && !m.hasWindow) bound = Bound.Exact;
        // Mates read in the node's own view: a bound between two mates as ">+M2" or "<+M1".
        let txt = withMateView(v < m.N ? mateViewOf(t, v, m.negamax, m.maxView) : null, () => formatBounded(val, bound));
        const before = valuesDrawn.length;
        ctx.font = `${strong ? 700 : 400} ${fs}px system-ui, sans-serif`;
        ctx.fillStyle = strong ? COLORS.ink : COLORS.futureText;
        ctx.textAlign = 'center';
        if (leaf) {
          // Between its neighbours, or turned on its side (with the move) when they are close.
          const gap = Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 4;
          const mvLabel = m.adapter.movesOnEdges && v !== 0 ? (v < m.N && (t.flags[v] & Flag.NULL_MOVE) ? say('render.pass') : m.moveLabel(v)) : '';
          // The move's own label fits on its edge? Else it goes with the value, turned on its side.
          ctx.font = `600 ${Math.max(12, fs - 3)}px system-ui, sans-serif`;
          const edgeFits = !mvLabel || (w >= 34 && ctx.measureText(mvLabel).width <= Math.max(w, 40) * 0.64);
          ctx.font = `${strong ? 700 : 400} ${fs}px system-ui, sans-serif`;
          if (ctx.measureText(txt).width <= gap && edgeFits) { ctx.fillText(txt, x, y + below + fs * 0.55); valuesDrawn.push(txt); }
          else if (gap >= fs * 0.8) {
            const mv = mvLabel;
            // A bound sign stays upright above the turned text: "≥" turned on its side reads "IV".
            const sign = /^[≥≤<>]/.test(txt) ? txt[0] : '';
            const num = sign ? txt.slice(1) : txt;
            let y0 = y + below + 2;
            if (sign) { ctx.fillText(sign, x, y0 + fs * 0.45); y0 += fs * 0.95; }
            ctx.save();
            ctx.translate(x, y0);
            ctx.rotate(Math.PI / 2);
            ctx.textAlign = 'left';
            if (mv) {
              ctx.font = `600 ${Math.max(12, fs - 3)}px system-ui, sans-serif`;
              ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
              ctx.fillText(mv, 0, 0);
              labelsDrawn.push(mv);
              const mw = ctx.measureText(mv + ' ').width;
              ctx.font = `${strong ? 700 : 400} ${fs}px system-ui, sans-serif`;
              ctx.fillStyle = strong ? COLORS.ink : COLORS.futureText;
              ctx.fillText(num, mw + 4, 0);
            } else ctx.fillText(num, 0, 0);
            ctx.restore();
            valuesDrawn.push(txt);
            sideways = !!mv;
          }
        } else if (ctx.measureText(txt).width <= rightRoom) {
          // On a white tag: a cut mark or an edge passing by does not strike it through.
          const tw = ctx.measureText(txt).width;
          ctx.fillStyle = 'rgba(255,255,255,0.92)';
          ctx.fillRect(x + side - 2, y - fs * 0.62, tw + 4, fs * 1.05);
          ctx.fillStyle = strong ? COLORS.ink : COLORS.futureText;
          ctx.textAlign = 'left';
          ctx.fillText(txt, x + side, y - fs * 0.1);
          takeRow(d, x + side + tw);
          valuesDrawn.push(txt);
        } else if (ctx.measureText(txt).width + 8 <= Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 4) {
          // No room beside it: under the node, on a white tag over the edges.
          const tw = ctx.measureText(txt).width + 8;
          const ty = y + below + fs * 0.6;
          ctx.fillStyle = 'rgba(255,255,255,0.92)';
          ctx.fillRect(x - tw / 2, ty - fs * 0.55, tw, fs * 1.1);
          ctx.fillStyle = strong ? COLORS.ink : COLORS.futureText;
          ctx.fillText(txt, x, ty);
          valuesDrawn.push(txt);
          windowRow = false;
        } else if (strong && !(t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH)) && ctx.measureText(txt).width + 6 <= Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) * 2 - 8) {
          // Still no room: above the node, on a tag over its incoming edge (a visited value is
          // what the lesson is about; it is never silently dropped).
          valueAbove = true;
          const tw = ctx.measureText(txt).width + 6;
          const ty = y - r * 1.25 - fs * 0.55;
          ctx.fillStyle = 'rgba(255,255,255,0.95)';
          ctx.fillRect(x - tw / 2, ty - fs * 0.55, tw, fs * 1.1);
          ctx.fillStyle = COLORS.ink;
          ctx.fillText(txt, x, ty);
          valuesDrawn.push(txt);
          windowRow = false;
        } else windowRow = false;
        if (valuesDrawn.length === before && strong) hidden++;
      }
      // Zero-window searches and re-searches (PVS, MTD(f)) say so above the node, when the label
      // fits between its neighbours (on two lines if need be).
      if (v < m.N && st !== FUTURE && (t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH)) && !(t.flags[v] & Flag.NULL_MOVE)) {
        const room = Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x) - 8;
        ctx.font = `700 ${Math.max(12, fs - 5)}px system-ui, sans-serif`;
        ctx.fillStyle = '#555';
        ctx.textAlign = 'center';
        // One line, or two split after its first space or hyphen ("re-" / "search", "zero" / "window").
        const one = say(t.flags[v] & Flag.RE_SEARCH ? 'render.reSearch' : 'render.zeroWindow');
        const split = /^(.+?-|.+? )(.+)$/.exec(one);
        const words = split ? [split[1].trim(), split[2]] : [one, one];
        const top = y - r * 1.4 - 6, lh = fs * 0.8;
        // On a white tag, so that the edges passing behind do not strike it through.
        const tag = (txt, ty) => {
          const tw = ctx.measureText(txt).width + 6;
          ctx.fillStyle = 'rgba(255,255,255,0.9)';
          ctx.fillRect(x - tw / 2, ty - lh / 2, tw, lh);
          ctx.fillStyle = '#555';
          ctx.fillText(txt, x, ty);
        };
        if (ctx.measureText(one).width <= room) tag(one, top);
        else if (ctx.measureText(words[1]).width <= room) {
          tag(words[0], top - lh);
          tag(words[1], top);
        }
      }
      // A label (tree nodes) to the left of the node.
      const name = m.names ? m.names[v] : '';
      if (name && !m.adapter.movesOnEdges && !(v < m.N && (t.flags[v] & Flag.DRIVER))) {
        ctx.font = `700 ${fs}px system-ui, sans-serif`;
        ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
        ctx.textAlign = 'right';
        // Between the left neighbour's text (or the canvas edge) and the node; cut with "…" when
        // longer, dropped (and counted) when not even two letters fit.
        const right = x - (leaf ? r * 1.25 + 4 : side);
        const left = Math.max(4, rowBefore + 6, px + (prevAt[i] >= 0 ? this.nodeRadius(drawn.ids[prevAt[i]]) * 1.25 + 4 : 0));
        const fitted = fitText(ctx, name, right - left);
        // Centred above it: within its neighbours and the canvas.
        const gapAbove = 2 * (Math.min(x - px, (nextAt[i] >= 0 ? drawn.xs[nextAt[i]] : W + 200) - x, x - 4, W - 4 - x) - 6);
        const above = !fitted && !valueAbove && !(v < m.N && (t.flags[v] & (Flag.ZERO_WINDOW | Flag.RE_SEARCH))) ? fitText(ctx, name, gapAbove) : '';
        if (fitted) {
          ctx.fillText(fitted, right, y - (leaf ? 0 : fs * 0.1));
          labelsDrawn.push(fitted);
          takeRow(d, right);
        } else if (above) {
          // No room on its left: above the node, on a tag over its incoming edge.
          const tw = ctx.measureText(above).width + 6;
          const ty = y - r * 1.25 - fs * 0.6;
          ctx.fillStyle = 'rgba(255,255,255,0.95)';
          ctx.fillRect(x - tw / 2, ty - fs * 0.55, tw, fs * 1.1);
          ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
          ctx.textAlign = 'center';
          ctx.fillText(above, x, ty);
          labelsDrawn.push(above);
        } else hidden++;
      }
      // Move labels on edges (games), "pass" on a null move's edge, and "depth D, window [α, β]"
      // on each root search under the driver: the longest form that fits the subtree's width.
      const pass = v < m.N && (t.flags[v] & Flag.NULL_MOVE);
      const p = m.dParent[v];
      const rootSearch = v !== 0 && v < m.N && p < m.N && (t.flags[p] & Flag.DRIVER);
      if (v !== 0 && (m.adapter.movesOnEdges || m.edgeLabels || pass || rootSearch) && w >= 34 && !sideways) {
        let labels;
        if (rootSearch) {
          const d = t[Field.Enter.depth][t.enterEvent[v]];
          labels = [say('render.rootSearch', { depth: d, alpha: t.alpha[v], beta: t.beta[v] }), say('render.depth', { depth: d }), say('render.d', { depth: d })];
        } else labels = [pass ? say('render.pass') : m.moveLabel(v)];
        ctx.font = `600 ${Math.max(12, fs - 3)}px system-ui, sans-serif`;
        // Two thirds of the way down, where sibling edges stand about two thirds of their
        // subtrees' width apart.
        const fit = Math.max(w, 40) * 0.64;
        const label = labels.find((l) => l && ctx.measureText(l).width <= fit);
        if (label) {
          const px0 = L.x[p] * sx + this.cam.ox, py0 = L.depth[p] * ly + this.cam.oy;
          const mx = px0 + (x - px0) * 0.66, my = py0 + (y - py0) * 0.66;
          ctx.textAlign = 'center';
          const lw = ctx.measureText(label).width + 6;
          ctx.fillStyle = 'rgba(255,255,255,0.92)';
          ctx.fillRect(mx - lw / 2, my - fs * 0.5, lw, fs);
          ctx.fillStyle = st === FUTURE || st === PRUNED ? COLORS.futureText : COLORS.ink;
          ctx.fillText(label, mx, my);
          labelsDrawn.push(label);
        } else if (st !== FUTURE && st !== PRUNED) hidden++;
      }
      // The window [α, β] under the value of visited inner nodes (live on the current path).
      if (m.hasWindow && v < m.N && st !== FUTURE && w >= 60 && !leaf && windowRow && !(t.flags[v] & Flag.DRIVER)) {
        // A finished node shows the window it was called with; the active one its window now.
        let a = t.alpha[v], b = t.beta[v];
        if (st === ACTIVE) {
          const ns = nodeStateAt(t, m.index, v, s);
          if (ns) { a = ns.alpha; b = ns.beta; }
        }
        if (flip(v)) [a, b] = [-b, -a];
        const win = withMateView(mateViewOf(t, v, m.negamax, m.maxView), () => `[${fmtValue(a)}, ${fmtValue(b)}]`);
        const forms = st === ACTIVE ? [say('render.now', { win }), win] : [say('render.calledWith', { win }), say('render.with', { win }), win];
        ctx.font = `400 ${Math.max(12, fs - 4)}px system-ui, sans-serif`;
        const txt = forms.find((f) => ctx.measureText(f).width <= rightRoom);
        ctx.fillStyle = st === ACTIVE ? '#7a4b00' : '#555';
        ctx.textAlign = 'left';
        const head = forms[0].slice(0, forms[0].length - win.length - 1);
        const color = ctx.fillStyle;
        // On a white tag, so that edges and cut marks do not strike it through.
        const put = (line, ly0) => {
          ctx.fillStyle = 'rgba(255,255,255,0.9)';
          ctx.fillRect(x + side - 2, ly0 - fs * 0.45, ctx.measureText(line).width + 4, fs * 0.9);
          ctx.fillStyle = color;
          ctx.fillText(line, x + side, ly0);
        };
        if (txt === forms[0]) {
          put(txt, y + fs * 0.95);
          labelsDrawn.push(txt);
        } else if (ctx.measureText(win).width <= rightRoom && ctx.measureText(head).width <= rightRoom && ly >= fs * 3.6) {
          // Two lines: "called with" / "now" over the window, so the difference is never lost.
          put(head, y + fs * 0.95);
          put(win, y + fs * 1.95);
          labelsDrawn.push(`${head} ${win}`);
        } else if (txt) {
          put(txt, y + fs * 0.95);
          labelsDrawn.push(txt);
        } else hidden++;
      }
    }
    this.hiddenLabels = hidden;
    ctx.textBaseline = 'middle';
    // Top left, where a tree drawn from its root down leaves room: whose view the values are
    // (negamax, every engine technique), then how many labels were left out.
    let top = 6;
    const corner = (full, color) => {
      ctx.font = `600 ${Math.max(13, fs - 4)}px system-ui, sans-serif`;
      ctx.textAlign = 'left';
      // Clear of the zoom buttons in the top right corner (about 220 px).
      const text = fitText(ctx, full, Math.max(120, this.W - 240)) || full;
      const tw = ctx.measureText(text).width;
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      ctx.fillRect(6, top, tw + 10, fs * 1.3);
      ctx.fillStyle = color;
      ctx.fillText(text, 11, top + fs * 0.65);
      top += fs * 1.35;
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
