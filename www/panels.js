// The side panel: narration, the window as a number line, counts, the comparison table and the
// pseudo-code with the executing line lit.

import { fmtValue, INF, Flag, Kind, NO_PARENT } from './trace.js';
import { countsAt, nodeStateAt, countUpTo } from './timeline.js';
import { narrate, orderAt, reasonWords } from './narration.js';
import { pseudoCode, lineFor } from './pseudocode.js';
import { fmtInt, plural, groupDigits } from './format.js';

const $ = (id) => document.getElementById(id);

export class SidePanel {
  constructor() {
    this.codeKey = '';
    this.codeSpans = [];
    this.lit = -1;
  }

  setModel(m) {
    this.model = m;
    const code = pseudoCode(m.algorithm, m.fail, m.techniques);
    if (code !== this.code) {
      this.code = code;
      $('code-title').textContent = code.title;
      const pre = $('code');
      pre.textContent = '';
      this.codeSpans = code.lines.map((line) => {
        const span = document.createElement('span');
        // Wrapped, never cut: a long line continues under its own text, two columns further in.
        const indent = /^ */.exec(line || '')[0].length;
        span.style.paddingLeft = `${indent + 2}ch`;
        span.textContent = (line || ' ').slice(indent) || ' ';
        pre.appendChild(span);
        return span;
      });
      this.lit = -1;
    }
    const st = m.summary.stats;
    $('c-nodes').textContent = fmtInt(st.nodes);
    $('c-evals').textContent = fmtInt(st.evals);
    $('c-cuts').textContent = fmtInt(st.cutoffs);
    const best = m.summary.bestMoveName ? `, best move ${m.summary.bestMoveName}` : '';
    const pov = !m.negamax ? '' : m.maxView ? ' Negamax, shown from MAX’s view (MIN-to-move values flipped).'
      : ' Negamax: values at the nodes are from the side to move’s view.';
    $('result-line').textContent = `Value ${fmtValue(m.summary.value)}${best} (depth ${m.summary.depth}, ${plural(m.summary.events, 'step')}).${pov}`;
    const truth = outcomeLine(m.trueOutcome, m.adapter.sideNames);
    $('outcome-line').textContent = truth;
    $('outcome-line').hidden = !truth;
    $('technique-line').textContent = techniqueLine(m);
    const deeper = m.summary.deeperTableCutoffs || 0;
    $('notice').hidden = deeper === 0;
    $('notice').textContent = deeper
      ? `The table decided ${plural(deeper, 'node')} with an entry searched deeper than needed (marked TT+): the value can differ from a plain search to depth ${m.summary.depth}.`
      : '';
    $('position-box').hidden = !m.adapter.hasPosition;
    this.positionFor = -1;
  }

  /** The board of a node (drawn by the game's adapter), with the move into it marked and its evaluation term by term. */
  setPosition(info) {
    const m = this.model;
    if (!m || !info.board) return;
    const v = info.display;
    m.adapter.drawPosition($('board'), info.board, info.parentBoard, m, v);
    const side = m.adapter.sideToMove(info.board, m, v);
    const p = m.dParent[v];
    const mv = m.moveLabel(v);
    const how = v === 0 || p === NO_PARENT || (m.trace.flags[p] & Flag.DRIVER) || (v < m.N && m.trace.flags[v] & Flag.DRIVER)
      ? 'The root position'
      : mv === 'pass' ? 'After a pass (null move)' : `After ${mv}`;
    $('board-caption').textContent = `${how}: ${side} to move.`;
    const note = m.adapter.positionNote ? m.adapter.positionNote(m, v, info.board, info.parentBoard) : '';
    $('board-note').textContent = note || '';
    $('board-note').hidden = !note;
    $('board').setAttribute('aria-label', `Board: ${info.board}`);
    $('board').dataset.fen = info.board;
    $('board').dataset.node = String(v);
    const body = $('eval-table').tBodies[0];
    body.textContent = '';
    let total = 0;
    for (const [term, cp] of info.explain || []) {
      total += cp;
      const tr = document.createElement('tr');
      const a = document.createElement('td'), b = document.createElement('td');
      a.textContent = term;
      b.textContent = fmtValue(cp);
      tr.append(a, b);
      body.appendChild(tr);
    }
    const tr = document.createElement('tr');
    tr.className = 'total';
    const a = document.createElement('td'), b = document.createElement('td');
    a.textContent = m.adapter.evalTotal;
    b.textContent = fmtValue(total);
    tr.append(a, b);
    body.appendChild(tr);
    $('eval-table').hidden = !(info.explain && info.explain.length);
    this.positionFor = v;
  }

  /** The comparison table; the row whose configuration is the one searched is lit. */
  setCompare(table, current) {
    const body = $('compare').tBodies[0];
    body.textContent = '';
    if (!table) return;
    for (const row of table.rows) {
      const tr = document.createElement('tr');
      if (current && sameConfig(row.config, current)) tr.className = 'current';
      const cells = row.error ? [configWords(row.config), groupDigits(row.error)]
        : [configWords(row.config), fmtInt(row.stats.nodes), fmtInt(row.stats.evals), fmtInt(row.stats.cutoffs), fmtValue(row.value)];
      for (const c of cells) {
        const td = document.createElement('td');
        td.textContent = c;
        tr.appendChild(td);
      }
      tr.firstChild.title = row.name; // the command line, for whoever wants to run it
      if (row.error) {
        tr.lastChild.colSpan = 4;
        tr.lastChild.className = 'row-error';
      }
      body.appendChild(tr);
    }
    const km = table.knuthMoore;
    $('knuth-moore').textContent = km
      ? `Knuth–Moore minimum for this uniform tree (b = ${km.branching}, d = ${km.depth}): ${fmtInt(km.minLeaves)} leaves with perfect ordering, against minimax’s ${fmtInt(km.minimaxLeaves)}.`
      : '';
  }

  update(s) {
    const m = this.model;
    if (!m) return;
    const t = m.trace;
    const n = t.node[s];
    const k = t.kind[s];
    const note = m.adapter.nodeNote && (k === Kind.Eval || k === Kind.Leave) ? m.adapter.nodeNote(m, n) : '';
    $('narration').textContent = narrate(t, m.index, s, m.narrationInfo) + (note ? ' ' + note : '');
    const c = countsAt(t, m.index, s);
    $('c-nodes-now').textContent = fmtInt(c.nodes);
    $('c-evals-now').textContent = fmtInt(c.evals);
    $('c-cuts-now').textContent = fmtInt(c.cutoffs);
    // Pseudo-code line.
    const isLeaf = m.layout.childStart[n] === m.layout.childStart[n + 1] && k !== Kind.Enter;
    const line = lineFor(this.code, k, {
      isMin: (t.flags[n] & Flag.MIN) !== 0 && !m.negamax, isLeaf, bound: t.b[s], cutKind: t.a[s],
      quiet: (t.flags[n] & Flag.QUIESCENCE) !== 0, iter: k === Kind.Iteration ? iterationKind(t, m.index, s) : 'first',
    });
    this.showOrder(n, s);
    if (line !== this.lit) {
      if (this.lit >= 0 && this.codeSpans[this.lit]) this.codeSpans[this.lit].classList.remove('lit');
      if (line >= 0 && this.codeSpans[line]) {
        const span = this.codeSpans[line];
        span.classList.add('lit');
        // Keep the lit line in view inside the code box (not by scrolling the page).
        const pre = $('code');
        if (span.offsetTop < pre.scrollTop || span.offsetTop + span.offsetHeight > pre.scrollTop + pre.clientHeight) {
          pre.scrollTop = Math.max(0, span.offsetTop - pre.clientHeight / 3);
        }
      }
      this.lit = line;
    }
    this.drawWindow(s, n);
  }

  /** The order the current node searches its children in, and why, once it has chosen it. */
  showOrder(n, s) {
    const m = this.model, t = m.trace;
    const list = n < m.N ? orderAt(t, m.index, n) : [];
    const el = $('order-line');
    if (!list.length || list[0].event > s) { el.hidden = true; return; }
    const names = list.slice(0, 6).map((o) => `${m.childName(n, o.move) || 'move ' + (o.move + 1)} (${reasonWords(o.reason, o.score)})`);
    const more = list.length > 6 ? `, … ${list.length - 6} more` : '';
    el.textContent = `Search order here: ${names.join(', ')}${more}.`;
    el.hidden = false;
  }

  /** The current node's window (α, β) on a number line over the game's value range. */
  drawWindow(s, n) {
    const m = this.model;
    const cv = $('window-line');
    const ctx = cv.getContext('2d');
    // Drawn at the size it is shown (CSS px × pixel ratio): ticks stay ≥ 13 px on any screen.
    const dpr = window.devicePixelRatio || 1;
    const W = Math.max(200, Math.round(cv.clientWidth || 440)), H = 64;
    if (cv.width !== Math.round(W * dpr) || cv.height !== Math.round(H * dpr)) { cv.width = Math.round(W * dpr); cv.height = Math.round(H * dpr); }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    if (!m.hasWindow) {
      cv.setAttribute('aria-label', 'This algorithm searches without a window.');
      ctx.fillStyle = '#555';
      ctx.textAlign = 'left';
      ctx.font = '17px system-ui, sans-serif';
      ctx.fillText('No α-β window: every child is searched.', 8, H / 2 + 5);
      return;
    }
    const st0 = nodeStateAt(m.trace, m.index, n, s);
    if (!st0) return;
    // Values from MAX's view: a MIN-to-move node's negamax window [α, β] shows as [−β, −α].
    const flip = m.negamax && m.maxView && m.minToMove[n] === 1;
    const st = flip ? { ...st0, alpha: -st0.beta, beta: -st0.alpha } : st0;
    const [lo, hi] = m.valueRange;
    const pad = 30, y = 34;
    const X = (v) => (v <= lo - 1 ? pad - 18 : v >= hi + 1 ? W - pad + 18 : pad + ((v - lo) / Math.max(1, hi - lo)) * (W - 2 * pad));
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(8, y); ctx.lineTo(W - 8, y);
    ctx.stroke();
    ctx.font = '15px system-ui, sans-serif';
    ctx.fillStyle = '#444';
    ctx.textAlign = 'center';
    const raw = (hi - lo) / 6;
    const mag = Math.pow(10, Math.floor(Math.log10(Math.max(1, raw))));
    const step = Math.max(1, [1, 2, 5, 10].map((k) => k * mag).find((k) => k >= raw) || mag * 10);
    for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
      ctx.fillRect(X(v) - 1, y - 4, 2, 8);
      ctx.fillText(fmtValue(v), X(v), y + 20);
    }
    const a = X(st.alpha), b = X(st.beta);
    const empty = st.alpha >= st.beta;
    ctx.fillStyle = empty ? 'rgba(204,121,167,0.55)' : 'rgba(230,159,0,0.55)';
    ctx.fillRect(Math.min(a, b), y - 10, Math.abs(b - a), 20);
    ctx.font = '700 16px system-ui, sans-serif';
    ctx.fillStyle = '#111';
    // α's label ends at its mark, β's starts at its mark, kept inside the canvas; one label for
    // both when the marks are close or crossed (an empty window).
    const close = Math.abs(a - b) < 90 || a > b;
    const ta = `α ${fmtValue(st.alpha)}`, tb = `β ${fmtValue(st.beta)}`;
    const wa = ctx.measureText(ta).width, wb = ctx.measureText(tb).width;
    const clamp = (x, w) => Math.max(4, Math.min(W - w - 4, x));
    ctx.textAlign = 'left';
    if (close) {
      // Close marks: one label over both, so that nothing is written over the ticks' numbers.
      const both = `${ta} · ${tb}`;
      const wab = ctx.measureText(both).width;
      ctx.fillText(both, clamp((a + b) / 2 - wab / 2, wab), 14);
    } else {
      ctx.fillText(ta, clamp(a + 6 - wa, wa), 14);
      ctx.fillText(tb, clamp(b - 6, wb), 14);
    }
    cv.setAttribute('aria-label', `Window at the current node: α = ${fmtValue(st.alpha)}, β = ${fmtValue(st.beta)}${empty ? ' (empty: cutoff)' : ''}`);
  }
}

/** 'first' for a new depth, 'low' or 'high' for an aspiration re-search that opened that side. */
function iterationKind(t, index, s) {
  const i = countUpTo(index.iterEvents, s) - 1;
  const prev = i > 0 ? index.iterEvents[i - 1] : -1;
  if (prev < 0 || t.a[prev] !== t.a[s] || t.c[s] - t.b[s] === 1) return 'first';
  if (t.c[s] >= INF && t.c[prev] < INF) return 'high';
  if (t.b[s] <= -INF && t.b[prev] > -INF) return 'low';
  return 'first';
}

/**
 * What perfect play gives from the root (the core's trueOutcome(): {outcome, plies, forMax}), in
 * words with the game's names for MAX and MIN: "Perfect play: Black wins in 19 plies"; '' when unknown.
 */
export function outcomeLine(o, names = ['MAX', 'MIN']) {
  if (!o) return '';
  if (!o.forMax) return 'Perfect play: a draw.';
  const who = o.forMax > 0 ? names[0] : names[1];
  const plies = o.plies === null || o.plies === undefined ? '' : ` in ${o.plies} ${o.plies === 1 ? 'ply' : 'plies'}`;
  return `Perfect play: ${who} wins${plies}.`;
}

/** The techniques' own counts, those that are not zero. */
function techniqueLine(m) {
  const st = m.summary.stats;
  const parts = [];
  if (m.index.iterEvents.length) parts.push(plural(m.index.iterEvents.length, 'root search', 'root searches'));
  if (st.tt_hits) parts.push(`table: ${plural(st.tt_hits, 'hit')}, ${plural(st.tt_cutoffs, 'cutoff')}`);
  if (st.null_moves) parts.push(plural(st.null_moves, 'null move'));
  if (st.qnodes) parts.push(plural(st.qnodes, 'quiescence node'));
  if (st.re_searches) parts.push(plural(st.re_searches, 're-search', 're-searches'));
  return parts.length ? parts.join(' · ') + '.' : '';
}

/** True when two search configurations (the core's serde form) ask for the same search. */
export function sameConfig(a, b) {
  const norm = (c) => ({
    algorithm: c.algorithm === 'alpha-beta' ? 'alphabeta' : c.algorithm,
    fail: c.algorithm === 'negamax-ab' ? c.fail || 'soft' : 'soft',
    tt: !!c.tt, id: !!c.iterativeDeepening, q: !!c.quiescence,
    nullMove: c.nullMove ?? null, aspiration: c.aspiration ?? null,
    ordering: (c.ordering || []).filter((o) => o !== 'natural').join(','),
  });
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

const ALGORITHM_WORDS = {
  minimax: 'Minimax', alphabeta: 'Alpha-beta', 'alpha-beta': 'Alpha-beta', negamax: 'Negamax',
  'negamax-ab': 'Negamax alpha-beta', pvs: 'PVS', mtdf: 'MTD(f)',
};
const ORDERING_WORDS = {
  natural: 'natural', reversed: 'reversed', random: 'random', 'best-first': 'best first', 'worst-first': 'worst first',
  static: 'by static value', 'mvv-lva': 'MVV-LVA', killer: 'killer', history: 'history', hash: 'hash move',
};

/**
 * A search configuration (the core's serde form) in words, for the comparison table:
 * "PVS + iterative deepening + table + ordering (MVV-LVA, killer, history)".
 */
export function configWords(c) {
  if (!c) return '';
  let head = ALGORITHM_WORDS[c.algorithm] || c.algorithm;
  if (c.algorithm === 'negamax-ab') head += c.fail === 'hard' ? ', fail-hard' : ', fail-soft';
  const parts = [head];
  if (c.iterativeDeepening) parts.push('iterative deepening');
  if (c.aspiration) parts.push(`aspiration ±${fmtInt(c.aspiration)}`);
  if (c.tt) parts.push('table');
  const order = (c.ordering || []).filter((o) => o !== 'natural');
  if (order.length) parts.push(`ordering (${order.map((o) => ORDERING_WORDS[o] || o).join(', ')})`);
  if (c.nullMove) parts.push(`null move (R = ${c.nullMove})`);
  if (c.quiescence) parts.push('quiescence');
  return parts.join(' + ');
}
