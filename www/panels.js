// The side panel: narration, the window as a number line, counts, the comparison table and the
// pseudo-code with the executing line lit.

import { INF, Flag, Kind, NO_PARENT, decodeEvent, mateViewOf, nodeOf } from './trace.js';
import { withMateView } from './format.js';
import { countsAt, nodeStateAt, countUpTo } from './timeline.js';
import { sayStep, reasonSaid, sayName, orderAt } from './narration-i18n.js';
import { pseudoCode, lineFor } from './pseudocode.js';
import { t, hasKey, getLanguage, LANGUAGES, catalogueKeys, sayWord, formatNumber as fmtInt, formatValue as fmtValue, formatValueShort } from './i18n.js';
import { errorText, sideKey } from './errors.js';
import * as adapters from './games/index.js';
import { dec2 } from './mcts.js';
import { sayC } from './mcts-narration.js';
import { MctsQuiz } from './practice/mcts.js';
import { $ } from './dom.js';

/** The pseudo-code's comments ("// β-cutoff"), keyed by the seed's English (the comment.* keys). */
const COMMENT_KEYS = {
  'β-cutoff': 'comment.betaCutoff', 'α-cutoff': 'comment.alphaCutoff', "side to move's view": 'comment.sideToMove',
  'table cutoff': 'comment.tableCutoff', 'null-move cutoff': 'comment.nullCutoff', 'zero window, with the table': 'comment.zeroWindow',
  'fail high: open β': 'comment.failHigh', 'fail low: open α': 'comment.failLow',
  "the last iteration's best line is searched first": 'comment.pvFirst',
  '1. selection': 'comment.mcSelection', '2. expansion': 'comment.mcExpansion', '3. simulation': 'comment.mcSimulation',
  '4. backpropagation': 'comment.mcBackpropagation',
  "iteration 0: the root's children, with their P": 'comment.puctRoot',
  "3. evaluation: the network's P and v, no random game": 'comment.puctEvaluation',
  '2. expansion: all children at once, with their P': 'comment.puctExpansion',
};
function sayComment(line) {
  const i = line.indexOf('// ');
  const k = i >= 0 && COMMENT_KEYS[line.slice(i + 3)];
  return k ? line.slice(0, i + 3) + t(k) : line;
}

/** The params of an evaluation term that name a side ("White", "Red", "MAX"): said in the language chosen. */
const TERM_SIDES = ['side', 'a', 'b', 'winner'];

/**
 * A term of the evaluation, {code, params, text} as the core's explainEval gives it, in the
 * language chosen: `eval.<code>` with its params, or the core's English where no key says it.
 * @param {{ code: string, params?: Record<string, any>, text: string }} term
 * @returns {string}
 */
export function sayTerm({ code, params = {}, text }) {
  const key = `eval.${code}`;
  if (!hasKey(key)) return text;
  const said = { ...params };
  for (const k of TERM_SIDES) if (typeof said[k] === 'string') said[k] = sideWord(said[k]);
  if (Array.isArray(said.counts)) said.counts = sayCounts(said.counts, PIECE_SETS[code]);
  return t(key, said);
}

/** Whose pieces a material term counts, by its code: each game's adapter lists its terms (`pieceTerms`). */
const PIECE_SETS = Object.fromEntries(Object.entries(adapters).flatMap(([kind, a]) => (a.pieceTerms || []).map((code) => [code, kind])));

/**
 * A material's counts as the core lists them (1Q, 2R, …; xiangqi's WXF letters R C H E A P) as
 * the language's list of pieces: "1Q 2R" in English as the core writes it, "1 hetman i 2 wieże".
 */
function sayCounts(counts, game) {
  const lang = getLanguage();
  const words = counts.map((c) => {
    const m = /^(\d+)(\w)$/.exec(c);
    const key = m && `eval.piece.${game}.${m[2]}`;
    return key && hasKey(key) ? t(key, { n: +m[1] }) : c;
  });
  return new Intl.ListFormat(LANGUAGES[lang].locale, { type: 'unit', style: lang === 'en' ? 'narrow' : 'short' }).format(words);
}

/** A side's name as the games write it (White, Black, Red, MAX, MIN, X, O), in the language chosen. */
export const sideWord = (name) => {
  const key = sideKey(name, true);
  return key ? t(key) : name;
};

/** `text` as one line when it fits `room` px in ctx's font, else as two (or more) lines in `smaller`. */
export function wrapText(ctx, text, room, smaller) {
  if (ctx.measureText(text).width <= room) return [text];
  ctx.font = smaller;
  const lines = [];
  let line = '';
  for (const w of text.split(' ')) {
    const next = line ? `${line} ${w}` : w;
    if (line && ctx.measureText(next).width > room) { lines.push(line); line = w; } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The narration of step s, in the language chosen: with "Values from MAX's view" on a negamax
 * trace, MIN nodes' values and windows flipped in every language (sayStep, which says in English
 * exactly what the narration (narration-i18n.js) says). */
export function stepSentence(tr, index, s, info) {
  return sayStep(tr, index, s, info);
}

/**
 * Under a row's value: "perfect play" or "not perfect" where the core knows perfect play here
 * (mc.perfect: the root moves keeping the true result), with the move's name after it (` (O7)`);
 * `always`: the name alone where perfect play is unknown (MCTS's rows, which have no value).
 * The side panel has no room for a sixth column at 1280×720, so it is a second line in the cell.
 */
function withPerfect(td, mc, move, name, always = false) {
  const known = mc && mc.perfect && move !== null && move !== undefined;
  if (!known && !(always && name)) return;
  const span = document.createElement('span');
  span.className = 'perfect';
  span.textContent = known ? ` ${t(mc.perfect.includes(move) ? 'compare.yes' : 'compare.no')}${name}` : name;
  span.dataset.perfect = known ? String(mc.perfect.includes(move)) : '';
  if (td.textContent === t('compare.unknown')) td.textContent = '';
  td.append(span);
}

/** MCTS's result line: its parameters, the most-visited root child and the root's mean for MAX. */
function mctsResultLine(m, steps) {
  const sum = m.summary;
  if (!sum.bestMoveName) return t('result.mctsNone');
  const best = (sum.children || []).find((c) => c.moveIndex === sum.bestMove);
  return t(m.narrationInfo.mcts.puct ? 'result.puct' : 'result.mcts', {
    k: sum.iterations, c: sayC(m.narrationInfo.mcts.c, m.narrationInfo.mcts.puct), seed: sum.seed, move: sayName(sum.bestMoveName),
    n: best ? best.visits : 0, value: dec2(sum.value), steps,
  });
}

export class SidePanel {
  constructor() {
    this.codeKey = '';
    this.codeSpans = [];
    this.lit = -1;
    // MCTS's practice box (practice/mcts.js): a question on the step after the one on show.
    this.quiz = new MctsQuiz();
  }

  setModel(m) {
    this.model = m;
    const code = pseudoCode(m.algorithm, m.fail, m.techniques);
    if (code !== this.code) {
      this.code = code;
      const pre = $('code');
      pre.textContent = '';
      this.codeSpans = code.lines.map((line) => {
        const span = document.createElement('span');
        // Wrapped, never cut: a long line continues under its own text, two columns further in.
        const indent = /^ */.exec(line || '')[0].length;
        span.style.paddingLeft = `${indent + 2}ch`;
        span.dataset.code = (line || ' ').slice(indent) || ' ';
        pre.appendChild(span);
        return span;
      });
      this.lit = -1;
    }
    // The title and the comments in the language chosen (the code itself stays as the seed wrote it).
    $('code-title').textContent = code.titleKeys.map((k) => t(k)).join(' + ');
    $('code-source').textContent = code.sourceKey ? t(code.sourceKey) : '';
    $('code-source').hidden = !code.sourceKey;
    for (const span of this.codeSpans) span.textContent = sayComment(span.dataset.code);
    const st = m.summary.stats;
    $('c-nodes').textContent = fmtInt(st.nodes);
    $('c-evals').textContent = fmtInt(st.evals);
    $('c-cuts').textContent = fmtInt(st.cutoffs);
    const sum = m.summary;
    // The steps as the counter counts them ("step 5 of N"), not the core's events.
    const steps = m.steps ? m.steps.count : sum.events;
    // With textbook names on: a1, as on the edge; chess in the language's letters (Hc2 in Polish).
    const best = m.narrationInfo ? m.narrationInfo.bestMoveName : m.bestMoveName ?? sum.bestMoveName;
    const line = best
      ? t('result.lineBest', { value: sum.value, move: sayName(best), depth: sum.depth, steps })
      : t('result.line', { value: sum.value, depth: sum.depth, steps });
    const pov = !m.negamax ? '' : ` ${t(m.maxView ? 'result.negamaxMaxView' : 'result.negamax')}`;
    $('result-line').textContent = m.mcts ? mctsResultLine(m, steps) : line + pov;
    const pv = !m.mcts && m.pvLine ? m.pvLine() : '';
    $('pv-line').textContent = pv ? t('result.pv', { line: pv }) : '';
    $('pv-line').hidden = !pv;
    const truth = outcomeLine(m.trueOutcome, m.adapter.sideNames);
    $('outcome-line').textContent = truth;
    $('outcome-line').hidden = !truth;
    $('technique-line').textContent = techniqueLine(m);
    const deeper = m.summary.deeperTableCutoffs || 0;
    $('notice').hidden = deeper === 0;
    $('notice').textContent = deeper ? t('notice.deeper', { n: deeper, depth: m.summary.depth }) : '';
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
      ? t('side.rootPosition')
      : mv === 'pass' ? t('side.afterPass') : t('side.afterMove', { move: mv });
    // Where the game is over nobody is to move (a full Connect Four board).
    const over = m.adapter.isOver ? m.adapter.isOver(info.board) : false;
    $('board-caption').textContent = over ? t('side.boardCaptionOver', { how }) : t('side.boardCaption', { how, side });
    const note = m.adapter.positionNote ? m.adapter.positionNote(m, v, info.board, info.parentBoard) : '';
    $('board-note').textContent = note || '';
    $('board-note').hidden = !note;
    $('board').setAttribute('aria-label', t('side.boardOf', { board: info.board }));
    $('board').dataset.fen = info.board;
    $('board').dataset.node = String(v);
    const body = $('eval-table').tBodies[0];
    body.textContent = '';
    let total = 0;
    for (const term of info.explain || []) {
      const cp = term.value;
      total += cp;
      const tr = document.createElement('tr');
      const a = document.createElement('td'), b = document.createElement('td');
      a.textContent = sayTerm(term);
      b.textContent = fmtValue(cp);
      tr.append(a, b);
      body.appendChild(tr);
    }
    const tr = document.createElement('tr');
    tr.className = 'total';
    const a = document.createElement('td'), b = document.createElement('td');
    a.textContent = t(m.adapter.evalTotal);
    b.textContent = fmtValue(total);
    tr.append(a, b);
    body.appendChild(tr);
    $('eval-table').hidden = !(info.explain && info.explain.length);
    this.positionFor = v;
  }

  /** The comparison table; the row whose configuration is the one searched is lit. */
  /** `context.entry`: the Game menu's entry, which chooses an error's advice (www/errors.js). */
  setCompare(table, current, context = {}) {
    this.compare = [table, current, context]; // said again on a language change (sayAgain)
    const body = $('compare').tBodies[0];
    body.textContent = '';
    if (!table) return;
    for (const row of table.rows) {
      const tr = document.createElement('tr');
      if (current && sameConfig(row.config, current)) tr.className = 'current';
      const na = row.error && notApplicable(row, context);
      const cells = na ? [configWords(row.config), na.text]
        : [configWords(row.config), fmtInt(row.stats.nodes), fmtInt(row.stats.evals), fmtInt(row.stats.cutoffs), fmtValue(row.value)];
      for (const c of cells) {
        const td = document.createElement('td');
        td.textContent = c;
        tr.appendChild(td);
      }
      if (!na) withPerfect(tr.lastChild, table.mcts, row.bestMove, '');
      /** @type {HTMLTableCellElement} */ (tr.firstChild).title = row.name; // the command line, for whoever wants to run it
      if (na) {
        const last = /** @type {HTMLTableCellElement} */ (tr.lastChild);
        last.colSpan = 5;
        last.className = 'row-error';
        last.title = na.title; // the whole reason, on hover
      }
      body.appendChild(tr);
    }
    // MCTS and PUCT on the same position, at the page's MCTS settings: positions evaluated (rollouts
    // or the net's evaluations, as "leaves"), tree nodes, and whether the move is perfect play.
    for (const r of (table.mcts && table.mcts.rows) || []) {
      const tr = document.createElement('tr');
      tr.className = 'mcts-row';
      if (current && current.algorithm === r.name) tr.classList.add('current');
      const key = r.name === 'mcts' ? 'compare.mctsRow' : r.prior === 'net' ? 'compare.puctNetRow' : 'compare.puctUniformRow';
      const best = r.bestMoveName ? ` (${sayName(r.bestMoveName)})` : '';
      for (const c of [t(key, { n: r.iterations }), fmtInt(r.nodes), fmtInt(r.evaluated), t('compare.unknown'), t('compare.unknown')]) {
        const td = document.createElement('td');
        td.textContent = c;
        tr.appendChild(td);
      }
      // MCTS has no minimax value: its move, and whether it is perfect play where that is known.
      withPerfect(tr.lastChild, table.mcts, r.bestMove, best, true);
      tr.dataset.algorithm = r.name;
      body.appendChild(tr);
    }
    const km = table.knuthMoore;
    $('knuth-moore').textContent = km
      ? t('compare.knuthMoore', { b: km.branching, d: km.depth, min: km.minLeaves, all: km.minimaxLeaves })
      : '';
  }

  /** Another language: everything this panel wrote, said again (main.js then updates the step). */
  sayAgain() {
    this.quiz.sayAgain();
    if (this.model) this.setModel(this.model);
    if (this.compare) this.setCompare(...this.compare);
  }

  update(s) {
    const m = this.model;
    if (!m) return;
    const tr = m.trace;
    const n = nodeOf(tr, s);
    const k = tr.kind[s];
    const note = m.adapter.nodeNote && (k === Kind.Eval || k === Kind.Leave) ? m.adapter.nodeNote(m, n) : '';
    // At the last step, the principal variation written out ("1. Ra6 bxa6 2. b7#").
    const pv = s === tr.kind.length - 1 && !m.mcts && m.pvLine ? m.pvLine() : '';
    $('narration').textContent = stepSentence(tr, m.index, s, m.narrationInfo) + (note ? ' ' + note : '') + (pv ? ' ' + t('result.pv', { line: pv }) : '');
    this.quiz.update(m, s, (v) => sayName(m.name(v)));
    const c = countsAt(tr, m.index, s);
    // MCTS scores its leaves by rollouts (McResult), not by Eval events.
    if (m.mcts) c.evals = countUpTo(m.mcts.resultEvents, s);
    $('c-nodes-now').textContent = fmtInt(c.nodes);
    $('c-evals-now').textContent = fmtInt(c.evals);
    $('c-cuts-now').textContent = fmtInt(c.cutoffs);
    // Pseudo-code line.
    const isLeaf = m.layout.childStart[n] === m.layout.childStart[n + 1] && k !== Kind.Enter;
    const ev = decodeEvent(tr, s);
    const line = lineFor(this.code, k, {
      isMin: (tr.flags[n] & Flag.MIN) !== 0 && !m.negamax, isLeaf, bound: ev.bound, cutKind: ev.cut,
      quiet: (tr.flags[n] & Flag.QUIESCENCE) !== 0, iter: k === Kind.Iteration ? iterationKind(tr, m.index, s) : 'first',
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
          // A third of the box above it, the box's top at the start of a line of code (a wrapped
          // line is never shown from its middle).
          const want = span.offsetTop - pre.clientHeight / 3;
          const lo = span.offsetTop + span.offsetHeight - pre.clientHeight, hi = Math.min(span.offsetTop, pre.scrollHeight - pre.clientHeight);
          let best = null;
          for (let k = 0; k <= line; k++) {
            const y = k === 0 ? 0 : this.codeSpans[k].offsetTop;
            if (y >= lo && y <= hi && (best === null || Math.abs(y - want) < Math.abs(best - want))) best = y;
          }
          pre.scrollTop = best ?? Math.max(0, want);
        }
      }
      this.lit = line;
    }
    this.drawWindow(s, n);
  }

  /** The order the current node searches its children in, and why, once it has chosen it. */
  showOrder(n, s) {
    const m = this.model, tr = m.trace;
    const list = n < m.N ? orderAt(tr, m.index, n) : [];
    const el = $('order-line');
    if (!list.length || list[0].event > s) { el.hidden = true; return; }
    const names = list.slice(0, 6).map((o) => {
      const name = m.childName(n, o.move);
      return `${name ? sayName(name) : t('name.move', { k: o.move + 1 })} (${reasonSaid(o.reason, o.score)})`;
    }).join(', ');
    el.textContent = t('side.order', { list: list.length > 6 ? t('side.orderMore', { list: names, n: list.length - 6 }) : names });
    el.hidden = false;
  }

  /** The current node's window (α, β) on a number line over the game's value range. */
  drawWindow(s, n) {
    // Mates on the number line read in the lit node's view, as on the tree.
    const m = this.model;
    return withMateView(n < m.N ? mateViewOf(m.trace, n, m.negamax, m.maxView) : null, () => this.drawWindowIn(s, n));
  }

  drawWindowIn(s, n) {
    const m = this.model;
    const cv = $('window-line');
    const ctx = cv.getContext('2d');
    // Drawn at the size it is shown (CSS px × pixel ratio): ticks stay ≥ 13 px on any screen.
    const dpr = window.devicePixelRatio || 1;
    const W = Math.max(200, Math.round(cv.clientWidth || 440));
    let H = 64;
    let lines = null;
    if (!m.hasWindow) {
      // MCTS and PUCT say what they keep instead (PUCT is steered by priors, not by random samples).
      const line = t(m.mcts ? (m.algorithm === 'puct' ? 'side.puctNoWindow' : 'side.mcNoWindow') : 'side.noWindowLine');
      cv.setAttribute('aria-label', m.mcts ? line : t('side.noWindow'));
      ctx.font = '17px system-ui, sans-serif';
      // One line when it fits, else more at a smaller size (Vietnamese and Polish run longer):
      // the box grows to hold them all, never cut.
      lines = wrapText(ctx, line, W - 16, '15px system-ui, sans-serif');
      H = Math.max(64, lines.length * 20 + 8);
    }
    cv.style.height = H === 64 ? '' : `${H}px`;
    cv.dataset.lines = lines ? String(lines.length) : '';
    if (cv.width !== Math.round(W * dpr) || cv.height !== Math.round(H * dpr)) { cv.width = Math.round(W * dpr); cv.height = Math.round(H * dpr); }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    if (lines) {
      ctx.fillStyle = '#555';
      ctx.textAlign = 'left';
      ctx.font = lines.length > 1 ? '15px system-ui, sans-serif' : '17px system-ui, sans-serif';
      lines.forEach((text, i) => ctx.fillText(text, 8, H / 2 + 5 + (i - (lines.length - 1) / 2) * 20));
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
      ctx.fillText(formatValueShort(v), X(v), y + 20);
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
    const ta = `α ${formatValueShort(st.alpha)}`, tb = `β ${formatValueShort(st.beta)}`;
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
    cv.setAttribute('aria-label', t(empty ? 'side.windowAtEmpty' : 'side.windowAt', { alpha: st.alpha, beta: st.beta }));
  }
}

/** 'first' for a new depth, 'low' or 'high' for an aspiration re-search that opened that side. */
function iterationKind(t, index, s) {
  const i = countUpTo(index.iterEvents, s) - 1;
  const prev = i > 0 ? index.iterEvents[i - 1] : -1;
  if (prev < 0) return 'first';
  const it = decodeEvent(t, s), last = decodeEvent(t, prev);
  if (last.depth !== it.depth || it.beta - it.alpha === 1) return 'first';
  if (it.beta >= INF && last.beta < INF) return 'high';
  if (it.alpha <= -INF && last.alpha > -INF) return 'low';
  return 'first';
}

/**
 * What perfect play gives from the root (the core's trueOutcome(): {outcome, plies, forMax}), in
 * words with the game's names for MAX and MIN: "Perfect play: Black wins in 19 plies"; '' when unknown.
 */
export function outcomeLine(o, names = ['MAX', 'MIN']) {
  if (!o) return '';
  if (!o.forMax) return t('outcome.draw');
  const who = sideWord(o.forMax > 0 ? names[0] : names[1]);
  return o.plies === null || o.plies === undefined ? t('outcome.wins', { who }) : t('outcome.winsIn', { who, plies: o.plies });
}

/** The techniques' own counts, those that are not zero. */
function techniqueLine(m) {
  const st = m.summary.stats;
  const parts = [];
  if (m.index.iterEvents.length) parts.push(t('tech.rootSearches', { n: m.index.iterEvents.length }));
  if (st.tt_hits) parts.push(t('tech.table', { hits: st.tt_hits, cuts: st.tt_cutoffs }));
  if (st.null_moves) parts.push(t('tech.nullMoves', { n: st.null_moves }));
  // Null moves on, none tried: the depth is too shallow for R (the core says from which depth on).
  const nm = m.summary.nullMove;
  if (nm && !st.null_moves && m.summary.depth < nm.leastDepth) parts.push(t('tech.nullMoveShallow', { r: nm.r, least: nm.leastDepth, depth: m.summary.depth }));
  if (st.qnodes) parts.push(t('tech.qnodes', { n: st.qnodes }));
  if (st.re_searches) parts.push(t('tech.reSearches', { n: st.re_searches }));
  return parts.length ? parts.join(' · ') + '.' : '';
}

/** Why a comparison row has no numbers, by the core's error code: a few words, the whole sentence on hover. */
const NOT_APPLICABLE = { 'id.noStatic': 'compare.na.noStatic', 'tree.noStatic': 'compare.na.noStatic', budget: 'compare.na.budget' };

/** A comparison row that could not run (row.errorCode…): {text: a few words, title: the reason}. */
export function notApplicable(row, context = {}) {
  const error = { code: row.errorCode, params: row.errorParams, message: row.error };
  return { text: t(NOT_APPLICABLE[row.errorCode] || 'compare.na.other'), title: errorText(error, { entry: context.entry ?? '' }) };
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
  minimax: 'algo.minimax', alphabeta: 'algo.alphabeta', 'alpha-beta': 'algo.alphabeta', negamax: 'algo.negamax',
  'negamax-ab': 'algo.negamaxSoft', pvs: 'config.pvs', mtdf: 'algo.mtdf',
};

/**
 * A search configuration (the core's serde form) in words, for the comparison table:
 * "PVS + iterative deepening + table + ordering (MVV-LVA, killer, history)".
 */
export function configWords(c) {
  if (!c) return '';
  const word = (table, k) => (table[k] ? t(table[k]) : k);
  let head = word(ALGORITHM_WORDS, c.algorithm);
  if (c.algorithm === 'negamax-ab') head = t(c.fail === 'hard' ? 'algo.negamaxHard' : 'algo.negamaxSoft');
  const parts = [head];
  if (c.iterativeDeepening) parts.push(t('config.id'));
  if (c.aspiration) parts.push(t('config.aspiration', { w: c.aspiration }));
  if (c.tt) parts.push(t('config.table'));
  const order = (c.ordering || []).filter((o) => o !== 'natural');
  if (order.length) parts.push(t('config.ordering', { list: order.map((o) => sayWord({ key: catalogueKeys.orderingPart(o), en: o })).join(', ') }));
  if (c.nullMove) parts.push(t('config.nullMove', { r: c.nullMove }));
  if (c.quiescence) parts.push(t('config.quiescence'));
  return parts.join(' + ');
}
