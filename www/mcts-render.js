// The tree of a Monte Carlo tree search, drawn at step s (render.js hands MCTS models here). The
// tree grows as the search grows it: a node appears at its expansion step. Each edge is as wide
// as the visits through it; each node shows its N and its mean Q (for the side that moved into
// it); a selection step lights the path so far and writes every child's UCB score, Q +
// exploration = score; a simulation hangs off its leaf as a dashed line with its reward; and
// backpropagation lights the path it has climbed so far.

import { COLORS, drawNodeShape, drawCurrentRing, fitText, auditAs } from './render.js';
import { Kind, Field } from './trace.js';
import { t as say } from './i18n.js';
import { statsAt, existsAt, iterationState, stepEnd, dec2, unfix } from './mcts.js';
import { layoutTree, xOf, leafLoOf, leafHiOf } from './layout.js';

/** How many nodes are in the tree at step s: ids are given in the order of expansion. */
export function nodesAt(mi, s) {
  let lo = 0, hi = mi.created.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (mi.created[mid] >= 0 && mi.created[mid] <= s) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * The layout of the tree as it stands with its first k nodes: the tree grows, and a fitted view
 * makes room for it as it does (cached for the last k asked).
 */
export function layoutAt(m, k) {
  const c = (m.mctsLayout ||= { k: -1, L: null });
  if (c.k !== k) {
    c.L = k >= m.N ? m.layout : layoutTree(m.dParent.subarray(0, Math.max(1, k)));
    c.k = k;
  }
  return c.L;
}

/** The captions' strip along the bottom of the canvas (N, Q and the "hidden" note), as render.js's. */
const captionSize = (view) => Math.round(14 * (view.fontScale || 1) * (view.textScale || 1));
export const mctsStrip = (view) => 3 * Math.round(captionSize(view) * 1.35) + 10;

/** The camera that shows layout L whole, as TreeView.fit does for the whole tree: the root's
 * ring below the zoom buttons when they cross its column, room below the deepest node for its
 * labels and a rollout, and the captions' strip under that. Half a leaf of margin each side:
 * a leaf's N and Q (up to 60 px wide) stay inside the canvas. */
function fitTo(view, L) {
  const margin = 44, bottom = 120 + mctsStrip(view);
  const w = Math.max(50, view.W - 2 * margin);
  const sx = Math.min(170, w / Math.max(1, L.leaves));
  const ox = margin + (w - sx * L.leaves) / 2 + sx / 2, rootX = ox + xOf(L, 0) * sx;
  const zoom = view.zoomRect ? view.zoomRect() : null;
  const ring = 20 * 1.9 + 10;
  const top = (zoom && rootX + ring > zoom.x0 && rootX - ring < zoom.x1 ? Math.max(0, zoom.y1) : 0) + ring + 4;
  const h = Math.max(50, view.H - top - bottom);
  const ly = Math.max(36, Math.min(200, h / Math.max(1, L.height)));
  const oy = L.height === 0 ? Math.max(top, (view.H - mctsStrip(view)) / 2 - 60) : top;
  view.cam = { sx, ly, ox, oy };
  view.fitSx = sx;
}

/** The widest an edge gets (all of the root's visits through it), in px. */
const EDGE_MAX = 11;

/** An edge's width for a child visited n times of the root's total. */
export const edgeWidth = (n, total) => (n > 0 && total > 0 ? 1.5 + (EDGE_MAX - 1.5) * Math.sqrt(Math.min(1, n / total)) : 1);

/** A text on a white tag, centred at (x, y); returns its width. */
function tag(ctx, text, x, y, fs, { bold = false, color = COLORS.ink, frame = null } = {}) {
  ctx.font = `${bold ? 700 : 500} ${fs}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + 6;
  ctx.fillStyle = 'rgba(255,255,255,0.94)';
  ctx.fillRect(x - w / 2, y - fs * 0.58, w, fs * 1.16);
  if (frame) {
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = frame;
    ctx.strokeRect(x - w / 2, y - fs * 0.58, w, fs * 1.16);
  }
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
  return w;
}

/** The box tag() fills for `text` centred at (x, y), in the canvas's CSS px. */
function tagBox(ctx, text, x, y, fs, bold) {
  ctx.font = `${bold ? 700 : 500} ${fs}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + 6;
  return { x0: x - w / 2, y0: y - fs * 0.58, x1: x + w / 2, y1: y + fs * 0.58 };
}

/** Tags [text, x, y, fs, style] drawn all or none: only where the room has space for every one
 * (clear of the glyphs, the ring, the zoom buttons, the canvas's edge and the labels before). */
function group(ctx, room, items) {
  const boxes = items.map(([text, x, y, fs, style]) => tagBox(ctx, text, x, y, fs, style && style.bold));
  if (!boxes.every((b) => room.free(b))) return false;
  items.forEach(([text, x, y, fs, style], k) => { tag(ctx, text, x, y, fs, style); room.take(boxes[k]); });
  return true;
}

/** Draws model `view.model` (an MCTS trace) at step s on `view`'s canvas. */
export function drawMcts(view, s) {
  const ctx = view.ctx, m = view.model, t = m.trace, mi = m.mcts;
  const L = layoutAt(m, nodesAt(mi, s));
  if (view.fitted !== false) fitTo(view, L);
  const { sx, ly, ox, oy } = view.cam;
  const W = view.W, H = view.H;
  const se = stepEnd(mi, s);
  const r = Math.max(1.5, Math.min(sx * 0.3, ly * 0.16, 20));
  view.radius = r;
  // A node's size follows its subtree's width on screen (as render.js's nodeRadius): the top of a
  // wide tree reads, its N and Q with it, while the crowded leaves are small.
  const rOf = (v) => Math.max(1.5, Math.min((leafHiOf(L, v) - leafLoOf(L, v) + 1) * sx * 0.3, ly * 0.16, 20));
  view.rMax = Math.min(ly * 0.16, 20);
  const fs = Math.round(Math.max(14, Math.min(19, r * 0.95)) * (view.fontScale || 1) * (view.textScale || 1));
  const room = view.room;
  const it = iterationState(t, mi, s);
  const rootN = Math.max(1, statsAt(t, mi, 0, se).n);
  const X = (v) => ox + xOf(L, v) * sx, Y = (v) => oy + L.depth[v] * ly;

  // The nodes in the tree by now, inside the view (parents come before children in node order).
  const lo = -40, hi = W + 40;
  if (view.drawn.ids.length < m.N + 1) view.drawn = { ids: new Uint32Array(m.N + 1), xs: new Float32Array(m.N + 1), ys: new Float32Array(m.N + 1), n: 0 };
  const drawn = view.drawn;
  drawn.n = 0;
  const stats = new Map();
  for (let v = 0; v < L.x.length; v++) {
    if (!existsAt(mi, v, s)) continue;
    const x = X(v), y = Y(v);
    const px = v === 0 ? x : X(m.dParent[v]);
    if (Math.max(x, px) < lo || Math.min(x, px) > hi || y > H + 40) continue;
    drawn.ids[drawn.n] = v; drawn.xs[drawn.n] = x; drawn.ys[drawn.n] = y; drawn.n++;
    stats.set(v, statsAt(t, mi, v, se));
  }

  // Halos under the edges: the selection path (orange) while the iteration selects and expands;
  // the path backpropagation has climbed (green).
  const halo = (nodes, color, extra) => {
    ctx.lineCap = 'round';
    for (let i = 1; i < nodes.length; i++) {
      const a = nodes[i - 1], b = nodes[i];
      const st = stats.get(b) || { n: 0 };
      ctx.beginPath();
      ctx.moveTo(X(a), Y(a));
      ctx.lineTo(X(b), Y(b));
      ctx.strokeStyle = color;
      ctx.lineWidth = edgeWidth(st.n, rootN) + extra;
      ctx.stroke();
    }
  };
  const selecting = ['iteration', 'select', 'expand', 'rollout', 'result'].includes(it.phase);
  if (it.iteration > 0 && selecting) halo(it.path, COLORS.path, 9);
  const bestEvent = it.phase === 'best' ? s : -1;
  if (bestEvent >= 0) {
    // The move played: the edge to the most-visited root child, lit as a principal variation.
    const child = t.node[s] === 0 ? t[Field.McBest.child][s] : -1;
    if (child >= 0) halo([0, child], COLORS.pv, 9);
  } else if (it.backed.length) {
    // The backed-up nodes, leaf first: the path from the highest of them down to the leaf.
    const up = it.backed.slice().reverse();
    halo(up, COLORS.pv, 9);
  }

  // Edges: as wide as their visits; a node not yet visited hangs by a thin dashed edge.
  ctx.lineCap = 'round';
  for (let i = 0; i < drawn.n; i++) {
    const v = drawn.ids[i];
    if (v === 0) continue;
    const p = m.dParent[v], n = stats.get(v).n;
    ctx.beginPath();
    ctx.moveTo(X(p), Y(p));
    ctx.lineTo(drawn.xs[i], drawn.ys[i]);
    ctx.strokeStyle = n > 0 ? COLORS.done : COLORS.future;
    ctx.lineWidth = edgeWidth(n, rootN);
    ctx.setLineDash(n > 0 ? [] : [4, 4]);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // The simulation: a dashed zigzag off the leaf, one segment a move (at most eight drawn), and
  // its reward at the end once known.
  const rollout = it.rollout;
  let rolloutEnd = null;
  if (rollout && existsAt(mi, rollout.node, s) && it.iteration > 0 && it.phase !== 'best') {
    const v = rollout.node, x0 = X(v), y0 = Y(v) + rOf(v) * 1.2;
    const segs = Math.min(8, Math.max(1, rollout.plies || 1));
    // As long as the room under the leaf allows, its reward still on the canvas.
    const length = Math.max(24, Math.min(ly * 0.7, 160, H - mctsStrip(view) - y0 - fs * 2.2));
    const step = length / segs;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    let x = x0, y = y0;
    for (let k = 1; k <= segs; k++) {
      x = x0 + (k % 2 ? 1 : -1) * Math.min(10, sx * 0.15);
      y = y0 + k * step;
      ctx.lineTo(x, y);
    }
    if (rollout.plies > 0) {
      ctx.strokeStyle = COLORS.cut;
      ctx.lineWidth = 3;
      ctx.setLineDash([6, 5]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    rolloutEnd = { x: x0, y: y + fs * 0.9, reward: rollout.reward, node: v };
  }

  // Nodes.
  for (let i = 0; i < drawn.n; i++) {
    const v = drawn.ids[i];
    const x = drawn.xs[i], y = drawn.ys[i];
    const min = m.minToMove[v] === 1;
    const rv = rOf(v);
    room.glyph(x, y, rv * 1.1, rv * 1.1, v);
    if (rv < 5) {
      ctx.fillStyle = min ? COLORS.min : COLORS.max;
      ctx.fillRect(x - rv, y - rv, 2 * rv, 2 * rv);
      continue;
    }
    drawNodeShape(ctx, x, y, rv, { min });
  }
  // The node the step is at: at a selection step the node choosing; else the event's node.
  const sel = it.select;
  const current = sel ? sel.parent : t.kind[s] === Kind.McIteration || t.kind[s] === Kind.McBest ? 0 : t.node[s];
  if (current >= 0 && current < m.N && existsAt(mi, current, s)) {
    const rr = Math.max(rOf(current) * 1.9, 9);
    drawCurrentRing(ctx, X(current), Y(current), rr);
    room.ring(X(current), Y(current), rr - 2, rr + 6, current);
  }

  // The rollout's reward first (the step is about it): at the dashed line's end, inside the canvas.
  let reward = null;
  if (rolloutEnd && rolloutEnd.reward !== null) {
    const text = say('render.mcReward', { r: dec2(rolloutEnd.reward) });
    ctx.font = `700 ${fs}px system-ui, sans-serif`;
    const tw = ctx.measureText(text).width + 6;
    const inside = (x) => Math.min(W - tw / 2 - 4, Math.max(tw / 2 + 4, x));
    // At the line's end; else beside it, right or left, clear of the nodes below.
    const at = [0, -1.3, 1.3, -2.6].flatMap((dy) => [0, 0.5, -0.5, 1, -1].map((dx) => [dx * (tw + 16), dy * fs]))
      .map(([dx, dy]) => [inside(rolloutEnd.x + dx), rolloutEnd.y + dy])
      .find(([x, y]) => room.free(tagBox(ctx, text, x, y, fs, true))) || [inside(rolloutEnd.x), rolloutEnd.y];
    reward = { text, x: at[0], y: at[1] };
    room.take(tagBox(ctx, text, at[0], at[1], fs, true));
  }
  // The rollout's moves in the game's notation (the first few), beside its dashed line: placed
  // next, where the room has space (≥ 14 px, inside the canvas, clear of glyphs and labels), or
  // left out and counted with the hidden labels (the narration names them all).
  let movesTag = null, movesHidden = 0;
  if (rolloutEnd && rollout && rollout.plies > 0) {
    const names = m.summary && m.summary.rolloutNames ? (m.summary.rolloutNames[rolloutEnd.node] || '').split(' ').filter(Boolean) : [];
    if (names.length) {
      // "… +7": seven moves more than shown (the narration names a dozen); a label that ends in
      // "…" would read as one cut short.
      const shown = names.slice(0, 5).join(' ') + (rollout.plies > 5 ? ` … +${rollout.plies - 5}` : '');
      const lf2 = Math.max(14, fs * 0.85);
      ctx.font = `500 ${lf2}px system-ui, sans-serif`;
      const tw = ctx.measureText(shown).width + 6;
      const midY = (Y(rolloutEnd.node) + rolloutEnd.y) / 2;
      const at = [[rolloutEnd.x + 16 + tw / 2, midY], [rolloutEnd.x - 16 - tw / 2, midY],
        [rolloutEnd.x + 16 + tw / 2, midY + lf2 * 1.3], [rolloutEnd.x - 16 - tw / 2, midY + lf2 * 1.3],
        [rolloutEnd.x, rolloutEnd.y + lf2 * 1.5]].find(([x, y]) => room.free(tagBox(ctx, shown, x, y, lf2, false)));
      if (at) {
        movesTag = { text: shown, x: at[0], y: at[1], fs: lf2 };
        room.take(tagBox(ctx, shown, at[0], at[1], lf2, false));
      } else movesHidden = 1;
    }
  }
  // Labels: N and Q under each node (the root: N), the move on its edge, UCB scores at a selection.
  const labels = view.drawnLabels = [];
  const values = view.drawnValues = [];
  const shownStats = view.drawnMcts = [];
  view.rolloutMoves = '';
  let hidden = 0;
  const scores = new Map();
  if (sel) for (const c of sel.children) scores.set(c.node, c);
  for (let i = 0; i < drawn.n; i++) {
    const v = drawn.ids[i];
    const x = drawn.xs[i], y = drawn.ys[i];
    auditAs('label', v);
    const width = (leafHiOf(L, v) - leafLoOf(L, v) + 1) * sx - 4;
    const st = stats.get(v);
    const q = st.n ? st.w / st.n : null;
    const lines = [say('render.mcN', { n: st.n })];
    if (v !== 0) lines.push(q === null ? 'Q –' : say('render.mcQ', { q: dec2(q) }));
    // The tree's size, or a little smaller (never under 14 px) where the room is narrow.
    let lf = fs, wide = 0;
    for (; ; lf--) {
      ctx.font = `600 ${lf}px system-ui, sans-serif`;
      wide = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 6;
      if (wide <= width || lf <= 14) break;
    }
    // Clear of the current node's ring (radius 1.9 r and its orange band).
    const rv = rOf(v);
    const y1 = y + (v === current ? Math.max(rv * 1.9, 9) + 6 : rv * 1.25) + lf * 0.7;
    const lit = it.backed.includes(v) && t.kind[s] === Kind.McBackup && t.node[s] === v;
    const labelled = rv >= 5 && wide <= Math.max(width, 0);
    if (labelled) {
      // The rollout hangs under its leaf: the leaf's numbers go beside it, right of its ring.
      const beside = rolloutEnd && rolloutEnd.node === v;
      // Right of its ring, else left of it (the newest leaf at the canvas's right edge), else under it.
      const dx = Math.max(rv * 1.9, 9) + 8 + wide / 2;
      const places = beside ? [[x + dx, y - lf * 0.55], [x - dx, y - lf * 0.55], [x, y1]] : [[x, y1]];
      const put = places.some(([px, py]) => group(ctx, room, lines.map((l, k) => [l, px, py + k * lf * 1.15, lf, { bold: lit, frame: lit && k === 0 ? COLORS.pv : null }])));
      if (put) {
        values.push(...lines);
        shownStats.push({ node: v, n: st.n, q: q === null ? null : dec2(q), text: lines.join(' ') });
      } else if (st.n > 0) hidden++;
    } else if (st.n > 0) hidden++;
    // A selection's score under the child: Q + exploration = score; the one taken framed, bold.
    const sc = scores.get(v);
    if (sc) {
      const text = say('render.mcUcb', { q: dec2(sc.exploit), u: dec2(sc.explore), score: dec2(sc.score) });
      let yy = labelled ? y1 + lines.length * lf * 1.15 + 2 : y1;
      // PUCT: the child's prior P above its Q + U (U = c·P·√N / (1 + n) grows with it).
      const pe = mi.created[v], prior = pe > 0 ? unfix(t[Field.McExpand.prior][pe]) : -1;
      if (prior >= 0) {
        const ptext = say('render.mcPrior', { p: dec2(prior) });
        tag(ctx, ptext, x, yy, lf, { bold: sc.chosen, color: sc.chosen ? COLORS.ink : '#444' });
        labels.push(ptext);
        yy += lf * 1.2;
      }
      ctx.font = `700 ${lf}px system-ui, sans-serif`;
      const sum = `${dec2(sc.exploit)} + ${dec2(sc.explore)}`, eq = `= ${dec2(sc.score)}`;
      const style = { bold: sc.chosen, color: sc.chosen ? COLORS.ink : '#444', frame: sc.chosen ? COLORS.path : null };
      const short = dec2(sc.score);
      if (ctx.measureText(text).width + 6 <= Math.max(width, 0) && group(ctx, room, [[text, x, yy, lf, style]])) labels.push(text);
      else if (ctx.measureText(sum).width + 6 <= Math.max(width, 0) && group(ctx, room, [[sum, x, yy, lf, { ...style, frame: null }], [eq, x, yy + lf * 1.2, lf, style]])) {
        // Two lines: Q + exploration, then = score.
        labels.push(`${sum} ${eq}`);
      } else if (group(ctx, room, [[short, x, yy, lf, style]])) labels.push(short);
      else hidden++;
    }
    // The move into the node, on its edge (games); a tree's own label left of the node.
    if (v !== 0) {
      const p = m.dParent[v];
      const name = m.adapter.movesOnEdges ? m.moveLabel(v) : m.names ? m.names[v] : '';
      if (name) {
        ctx.font = `600 ${Math.max(14, fs - 2)}px system-ui, sans-serif`;
        // Whole or not at all: a move cut to "X…" names nothing.
        // Sibling edges stand about 0.6 of their subtrees' width apart where the label sits.
        const fitted = ctx.measureText(name).width + 4 <= (width + 4) * 0.62 ? name : '';
        if (!fitted) hidden++;
        if (fitted) {
          // On its edge, about 0.6 of the way down; a little higher when a ring or label is there.
          const at = [0.62, 0.5].find((f) => group(ctx, room, [[fitted, X(p) + (x - X(p)) * f, Y(p) + (y - Y(p)) * f, Math.max(14, fs - 2)]]));
          if (at) labels.push(fitted); else hidden++;
        }
      }
    }
  }
  if (reward) {
    auditAs('label', rolloutEnd.node);
    tag(ctx, reward.text, reward.x, reward.y, fs, { bold: true, color: COLORS.ink, frame: COLORS.cut });
    values.push(reward.text);
  }
  // The rollout's moves, where they were given room above.
  if (movesTag) {
    auditAs('label', rolloutEnd.node);
    tag(ctx, movesTag.text, movesTag.x, movesTag.y, movesTag.fs, { color: COLORS.ink });
    labels.push(movesTag.text);
    view.rolloutMoves = movesTag.text;
  }
  hidden += movesHidden;
  view.hiddenLabels = hidden;
  // What N and Q are, and how many labels were left out: in their own strip along the bottom of
  // the canvas, the whole width (fitTo keeps the tree above it), clear of the zoom buttons.
  const strip = mctsStrip(view), cfs = captionSize(view), lh = Math.round(cfs * 1.35);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, H - strip, W, strip);
  ctx.fillStyle = COLORS.futureEdge || '#ccc';
  ctx.fillRect(0, H - strip, W, 1);
  let top = H - strip + 5;
  auditAs('caption');
  const corner = (text, color) => {
    ctx.font = `600 ${cfs}px system-ui, sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = color;
    ctx.fillText(fitText(ctx, text, W - 20) || text, 10, top + lh / 2);
    top += lh;
  };
  view.caption = `${say('render.mcCaptionN')} ${say('render.mcCaptionQ')}`;
  corner(say('render.mcCaptionN'), '#333');
  corner(say('render.mcCaptionQ'), '#333');
  view.hiddenNote = hidden ? say('render.hidden', { n: hidden }) : '';
  if (view.hiddenNote) corner(view.hiddenNote, '#444');
  auditAs('inner');
  if (view.hover >= 0 && view.hover < m.N && existsAt(mi, view.hover, s)) {
    ctx.beginPath();
    ctx.arc(X(view.hover), Y(view.hover), Math.max(rOf(view.hover) * 1.6, 8), 0, Math.PI * 2);
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = COLORS.ink;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}
