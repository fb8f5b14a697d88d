// What the Export buttons write, as text: the trace as JSON, the steps and the comparison table as
// CSV (RFC 4180), and the files' names. Pure: no DOM, unit-tested under Node with a fixture.

import { Kind, KINDS, Field, CUT_WORDS, CutKind, Probe, INF, MATE, MATE_BOUND, NO_PARENT, Changed, decodeEvent, mateViewOf, fmtValue, fullWords, nodeColumn, windowColumn } from './trace.js';
import { withValueNotation } from './format.js';
import { withMateView } from './format.js';
import { sayStep, sayName } from './narration-i18n.js';
import { t as say } from './i18n.js';
import { peoplePath } from './model.js';

/** The event kinds in words, by their number in the trace: the wire's words (trace.js KINDS). */
export const EVENT_NAMES = Object.freeze(KINDS.map((k) => k.word));

/** EVENT_NAMES (the trace JSON's wire words, English always) as the steps CSV says them: event.* keys. */
const EVENT_KEYS = KINDS.map((k) => `event.${k.key}`);
/** A cutoff's words by its kind (the wire's CutKind): event.betaCutoff, event.nullMoveCutoff… */
const CUT_KEYS = CUT_WORDS.map((w) => `event.${w}Cutoff`);

/** Event e of trace t in words, in the language chosen: "enter", "alpha cutoff", "table probe"… */
export function eventName(t, e) {
  const k = t.kind[e];
  if (k === Kind.Cutoff) return say(CUT_KEYS[t[Field.Cutoff.cut][e]] || 'event.cutoff');
  return EVENT_KEYS[k] ? say(EVENT_KEYS[k]) : say('event.other', { kind: k });
}

/** A value for a spreadsheet: an integer (ASCII minus), inf / -inf, or M3 / -M3 for a chess mate. */
export function csvValue(v) {
  if (v === null || v === undefined || Number.isNaN(v)) return '';
  if (v >= INF) return 'inf';
  if (v <= -INF) return '-inf';
  // A mate as the page says it (moves, not plies: MATE − 3 is M2), through the one formatter.
  if (Math.abs(v) >= MATE_BOUND && Math.abs(v) <= MATE) return cellValue(withValueNotation('mate', () => fmtValue(v))); // the CSV's form, M2, in every game
  return String(v);
}

/** One CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
export function csvField(v) {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record, CRLF-terminated as RFC 4180 has it. */
export const csvLine = (fields) => fields.map(csvField).join(',') + '\r\n';

/** A whole CSV text from rows of fields (the first row the header). */
export const toCSV = (rows) => rows.map(csvLine).join('');

/** Spreadsheets (Excel) read UTF-8 only after a byte-order mark; the narration has α, β and ∞. */
export const BOM = '\uFEFF';

/** Above this many events the steps' CSV leaves the narration column empty (it takes seconds). */
export const NARRATE_MAX = 100_000;

export const STEP_HEADER = ['step', 'node', 'path', 'event', 'alpha', 'beta', 'value', 'narration'];

/** The number the page's counter shows at event e (from 1, over the steps the player stops at). */
export const stepNumber = (m, e) => (m.steps ? m.steps.number(e) : e + 1);
/** How many steps the page's counter counts ("step 5 of N": N). */
export const stepCount = (m) => (m.steps ? m.steps.count : m.trace.kind.length);

/**
 * The rows of the steps' CSV, one per event, without the header: step (the page's counter's number:
 * from 1, over the steps the player stops at, so that the rest of an ordering decision's run of
 * events repeats its number), the node's name and path (children counted from 1 as the page names
 * nodes: "1.3" is the third child of the first, "" the root; the JSON keeps the core's indexes from
 * 0), the event in
 * words, the window α, β and the value the event speaks of, and the page's sentence for it.
 *
 * The window: the one a zero-window search, re-search or iteration announces; otherwise the node's
 * own window as it stands after the event (its Enter window, narrowed by its Child events) — the
 * page's nodeStateAt, in one pass. Empty for minimax and negamax, which have none.
 * The value: a leaf's evaluation, the value a child returned, the best value at a cutoff, the
 * value a node returns, a stand pat's static value, a null move's score, a table entry's value
 * (probed, stored or evicted).
 *
 * `m`: the page's model (model.js). Options: {narration: true|false|'auto' (up to NARRATE_MAX events)}.
 * @param {import('./model.js').Model} m
 * @param {{ narration?: boolean | 'auto' }} [options]
 */
export function* stepRows(m, { narration = 'auto' } = {}) {
  const t = m.trace;
  const E = t.kind.length, N = t.parent.length;
  const speak = narration === true || (narration === 'auto' && E <= NARRATE_MAX);
  const alpha = new Int32Array(N), beta = new Int32Array(N), best = new Float64Array(N).fill(NaN);
  // A node has about three events: its name and path are worked out once.
  const names = new Map(), paths = new Map();
  const nameOf = (v) => {
    let s = names.get(v);
    if (s === undefined) { s = sayName(m.name(v)); names.set(v, s); }
    return s;
  };
  const pathOf = (v) => {
    if (v === NO_PARENT) return '';
    let s = paths.get(v);
    if (s === undefined) { s = peoplePath(m.pathString(v)); paths.set(v, s); }
    return s;
  };
  for (let e = 0; e < E; e++) {
    const ev = decodeEvent(t, e), k = ev.kind, n = ev.node;
    let wa = null, wb = null, value = null;
    if (n < N) {
      if (k === Kind.Enter) { alpha[n] = ev.alpha; beta[n] = ev.beta; best[n] = NaN; }
      else if (k === Kind.Child) {
        if (ev.changed & Changed.BEST) best[n] = ev.value;
        if (ev.changed & Changed.ALPHA) alpha[n] = ev.value;
        if (ev.changed & Changed.BETA) beta[n] = ev.value;
      }
      wa = alpha[n]; wb = beta[n];
    }
    switch (k) {
      case Kind.ZeroWindow: case Kind.ReSearch: case Kind.Iteration: wa = ev.alpha; wb = ev.beta; break;
      case Kind.Cutoff: value = n < N && !Number.isNaN(best[n]) ? best[n] : null; break;
      case Kind.TtProbe: value = ev.probe !== Probe.Miss ? ev.value : null; break;
      // Any other event with a value (an evaluation, a child's, a return, a null move's, a store…) shows it.
      default: value = ev.value ?? null; break;
    }
    if (!m.hasWindow) { wa = null; wb = null; }
    yield [
      stepNumber(m, e), nameOf(n), pathOf(n), eventName(t, e),
      ...withMateView(mateViewOf(t, n, m.negamax), () => [csvValue(wa), csvValue(wb), csvValue(value)]), speak ? sayStep(t, m.index, e, m.narrationInfo) : '',
    ];
  }
}

/**
 * The steps' CSV as an array of text parts (a Blob takes them as they are; no one huge string).
 * With `pause` (an async function given the rows written so far), it is awaited every few
 * thousand rows: the page stays responsive through a trace of millions of events.
 */
export async function stepsCSV(m, opts, pause = null) {
  const parts = [BOM + csvLine(STEP_HEADER)];
  let chunk = '';
  let rows = 0;
  for (const row of stepRows(m, opts)) {
    chunk += csvLine(row);
    if (++rows % 4096 === 0) {
      parts.push(chunk);
      chunk = '';
      if (pause) await pause(rows);
    }
  }
  if (chunk) parts.push(chunk);
  return parts;
}

const plain = (a) => (a ? Array.from(a) : []);
/** The events' a, b and c as the wire writes them (every word, none left implied). */
const wordsOf = (t) => { const w = fullWords(t); return { a: plain(w.a), b: plain(w.b), c: plain(w.c) }; };

/**
 * The trace as one JSON-ready object: the game's spec, the search config, the summary, the
 * events as parallel arrays (kind, node, a, b, c: the core's wire format, trace.js), the nodes'
 * arrays and the pruned children. Typed arrays become plain arrays; there is no object per event.
 * `extra`: anything else to record (the step on show, the page's link…).
 */
export function traceJSON(m, extra = {}) {
  const t = m.trace;
  let game = null;
  try { game = JSON.parse(m.gameKey); } catch { game = m.gameKey ?? null; }
  const names = m.names ? Array.from(m.names, (s) => (s === null || s === undefined ? '' : String(s))) : null;
  return {
    format: 'cutoff-trace',
    version: 1,
    ...extra,
    game,
    gameKind: m.kind ?? null,
    search: m.techniques,
    summary: m.summary,
    eventKinds: EVENT_NAMES,
    noParent: NO_PARENT,
    infinity: INF,
    events: { count: t.kind.length, kind: plain(t.kind), node: plain(nodeColumn(t)), ...wordsOf(t) },
    nodes: {
      count: t.parent.length, parent: plain(t.parent), move: plain(t.move), ply: plain(t.ply), flags: plain(t.flags),
      alpha: plain(windowColumn(t, 'alpha')), beta: plain(windowColumn(t, 'beta')), value: plain(t.value), bound: plain(t.bound),
      enterEvent: plain(t.enterEvent), leaveEvent: plain(t.leaveEvent),
    },
    pv: plain(t.pv),
    pruned: m.pruned ? { count: m.pruned.parent.length, parent: plain(m.pruned.parent), move: plain(m.pruned.move), cutAt: plain(m.pruned.cutAt) } : null,
    names,
  };
}

/**
 * A table on show as CSV: `head` its column titles, `rows` its cells' texts as the page shows
 * them. Counts lose their thousands separators ("1,234", "1.234", "1 234" → 1234) and values read as numbers
 * ("−5" → -5, "+∞" → inf, "+M3" → M3); other text stays as it is.
 */
export function tableCSV(head, rows) {
  return BOM + toCSV([head, ...rows.map((r) => r.map(cellValue))]);
}

export function cellValue(text) {
  const s = String(text ?? '').trim();
  // Grouped as the page's language groups them: 549,946, 549.946 or 549 946 (a narrow space).
  if (/^[−+-]?\d{1,3}([,.\u00a0\u202f ]\d{3})+$/.test(s) || /^[−+-]?\d+$/.test(s)) return s.replace(/[,.\u00a0\u202f ]/g, '').replace(/^−/, '-').replace(/^\+/, '');
  if (s === '+∞' || s === '∞') return 'inf';
  if (s === '−∞' || s === '-∞') return '-inf';
  const mate = /^(>?)([−+-]?)M(\d+)$/.exec(s);
  if (mate) return `${mate[1]}${mate[2] === '−' || mate[2] === '-' ? '-' : ''}M${mate[3]}`;
  return s;
}

const slug = (s) => String(s ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * A file's name: cutoff-<game>-<algorithm>[-<fail>][-whole]-step<n>.<ext>, `step` the number the
 * page's counter shows ("step 12 of 41": 12, stepNumber). `game` is the Game menu's choice (aima, tictactoe…).
 */
export function fileName({ game, algorithm, fail, step, what = '', ext }) {
  const algo = slug(algorithm) + (algorithm === 'negamax-ab' && fail ? `-${slug(fail)}` : '');
  const parts = ['cutoff', slug(game) || 'game', algo || 'search'];
  if (what) parts.push(slug(what));
  if (step !== null && step !== undefined) parts.push(`step${step}`);
  return `${parts.join('-')}.${ext}`;
}

/** The long side of A4 at 300 dpi, in pixels: the width of the whole-tree PNG. */
export const PRINT_WIDTH = 3508;

/**
 * The size, in CSS pixels, the whole tree is drawn at for the whole-tree PNG and the SVG, from its
 * layout ({leaves, height}): about 120 px a leaf (900 to 1800 px wide; a wide tree draws its
 * subtrees as fans, as the page does when fitted), levels as far apart as an A4 landscape page
 * allows. `fitH` is the height TreeView.fit() is given (its margins: 70 px above the root, 70
 * below the leaves); `H` adds room for the leaves' labels turned on their side.
 */
export function wholeTreeSize(layout) {
  const leaves = Math.max(1, layout.leaves), height = Math.max(1, layout.height);
  const W = Math.round(Math.min(1800, Math.max(900, leaves * 120 + 80)));
  const ly = Math.max(36, Math.min(230, (W * 0.62 - 140) / height));
  const fitH = Math.round(height * ly + 140);
  return { W, H: fitH + 60, fitH };
}
