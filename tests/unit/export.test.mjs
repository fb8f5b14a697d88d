import { test } from 'node:test';
import { withMateView } from '../../www/format.js';
import assert from 'node:assert/strict';
import { buildModel } from '../../www/model.js';
import { buildIndex } from '../../www/timeline.js';
import { layoutTree } from '../../www/layout.js';
import { adapterFor, setCatalogue } from '../../www/games/registry.js';
import { TreeView, COLORS } from '../../www/render.js';
import {
  csvField, csvLine, toCSV, csvValue, stepRows, stepsCSV, traceJSON, tableCSV, cellValue, fileName, eventName, BOM, STEP_HEADER, wholeTreeSize, EVENT_NAMES,
} from '../../www/export-data.js';
import { SvgContext, parseFont, parseColor } from '../../www/svg-context.js';
import { Kind } from '../../www/trace.js';
import { fixture, catalogue } from './helpers.mjs';

setCatalogue(catalogue());

/** The page's model of a recorded trace, as main.js builds it from a worker result. */
function model(name) {
  const f = fixture(name);
  const t = f.trace;
  const res = {
    id: 1, kind: 'tree', summary: f.summary, trace: t, pruned: f.pruned, index: buildIndex(t), naturalDepth: 2,
    display: { parent: f.displayParent, move: Uint32Array.from([...t.move, ...f.pruned.move]), count: f.displayParent.length },
    // The names as the tree adapter has them (treeLabelsJoined): the tree's own labels, '' where a
    // node has none (the fixture's older '0.0'), so that the page names it by its path, "leaf 1.1".
    layout: layoutTree(f.displayParent), labels: { names: f.labels.map((l) => (/^\d/.test(l) ? '' : l)) },
  };
  return buildModel(res, { key: JSON.stringify(f.spec), search: { fail: 'soft', ...f.search } }, adapterFor('tree'));
}

/** A small RFC 4180 reader, to read back what the writer wrote. */
function parseCSV(text) {
  const rows = [];
  let row = [], field = '', i = 0, quoted = false;
  if (text.startsWith(BOM)) i = 1;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += ch;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

// ---------------------------------------------------------------- CSV

test('CSV fields are quoted per RFC 4180 only when they must be, quotes doubled', () => {
  assert.equal(csvField('B'), 'B');
  assert.equal(csvField(12), '12');
  assert.equal(csvField(''), '');
  assert.equal(csvField(null), '');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('two\nlines'), '"two\nlines"');
  assert.equal(csvField('cr\r'), '"cr\r"');
  assert.equal(csvField(' spaced '), ' spaced ');
  assert.equal(csvLine(['x', 'a,b', 3]), 'x,"a,b",3\r\n');
  assert.equal(toCSV([['h1', 'h2'], ['1', '"q"']]), 'h1,h2\r\n1,"""q"""\r\n');
  assert.deepEqual(parseCSV(toCSV([['a,b', 'say "hi"', 'x\r\ny']])), [['a,b', 'say "hi"', 'x\r\ny']]);
});

test('values read as numbers: ASCII minus, inf, mates', () => {
  assert.equal(csvValue(3), '3');
  assert.equal(csvValue(-7), '-7');
  assert.equal(csvValue(1_000_000_000), 'inf');
  assert.equal(csvValue(-1_000_000_000), '-inf');
  // Mates as the page says them, in moves: MATE − 3 is a mate in 2 (it said M3, in plies).
  assert.equal(csvValue(100_000 - 3), 'M2');
  assert.equal(csvValue(-(100_000 - 4)), '-M2');
  // A zero window's edge between two mates, in the root side's view: above mate in 2.
  assert.equal(withMateView(0, () => csvValue(100_000 - 2)), '>M2');
  assert.equal(csvValue(null), '');
  assert.equal(cellValue('1,234,567'), '1234567');
  assert.equal(cellValue('549.946'), '549946');
  assert.equal(cellValue('549\u202f946'), '549946');
  assert.equal(cellValue('549\u00a0946'), '549946');
  assert.equal(cellValue('−5'), '-5');
  assert.equal(cellValue('+∞'), 'inf');
  assert.equal(cellValue('−∞'), '-inf');
  assert.equal(cellValue('+M3'), 'M3');
  assert.equal(cellValue('−M2'), '-M2');
  assert.equal(cellValue('alphabeta --ordering mvv-lva,killer'), 'alphabeta --ordering mvv-lva,killer');
});

test('the steps of AIMA alpha-beta: one row per event, α, β and value as the search had them', () => {
  const m = model('aima-alphabeta');
  const rows = [...stepRows(m)];
  assert.equal(rows.length, 40);
  const byStep = (s) => rows[s - 1];
  // step, node, path, event, alpha, beta, value, narration; the path counts children from 1, as
  // the node's name does (leaf 1.1 is at 1.1)
  assert.deepEqual(byStep(1).slice(0, 7), [1, 'A', '', 'enter', '-inf', 'inf', '']);
  assert.deepEqual(byStep(4).slice(0, 7), [4, 'leaf 1.1', '1.1', 'evaluate', '-inf', 'inf', '3']);
  assert.deepEqual(byStep(6).slice(0, 7), [6, 'B', '1', 'child value', '-inf', '3', '3']);
  assert.deepEqual(byStep(16).slice(0, 7), [16, 'A', '', 'child value', '3', 'inf', '3']);
  assert.deepEqual(byStep(17).slice(0, 7), [17, 'C', '2', 'enter', '3', 'inf', '']);
  // The cutoff at C: α = 3 ≥ β = 2 after C's first leaf returned 2.
  assert.deepEqual(byStep(22), [22, 'C', '2', 'alpha cutoff', '3', '2', '2', 'α-cutoff at C: α = 3 ≥ β = 2, 2 children pruned.']);
  assert.deepEqual(byStep(23).slice(0, 7), [23, 'C', '2', 'return', '3', '2', '2']);
  assert.deepEqual(byStep(33).slice(0, 7), [33, 'D', '3', 'child value', '3', '5', '5']);
  // D's last leaf brings β to 2 ≤ α = 3 with nothing left to cut: D returns, exactly 2.
  assert.deepEqual(byStep(38).slice(0, 7), [38, 'D', '3', 'return', '3', '2', '2']);
  assert.deepEqual(byStep(40), [40, 'A', '', 'return', '3', 'inf', '3', 'The search is over: the root A is worth 3; the best move is B.']);
  assert.equal(rows.filter((r) => /cutoff/.test(r[3])).length, 1);
});

test('the steps CSV counts steps as the page’s counter does: an ordering decision’s run is one step', () => {
  // Chess, mate in two, with MVV-LVA, killer and history ordering: runs of Order events.
  const m = model('chess-null-q');
  const rows = [...stepRows(m, { narration: false })];
  assert.equal(rows.length, m.trace.kind.length, 'one row per event still');
  assert.ok(m.steps.count < rows.length);
  assert.equal(rows.at(-1)[0], m.steps.count, 'the last row is the counter’s last step');
  // A run of Order events carries the number of its first; the event after it the next number.
  const e = m.steps.cont.indexOf(1) - 1;
  assert.equal(m.trace.kind[e], Kind.Order);
  let after = e + 1;
  while (!m.steps.isStop(after)) after++;
  for (let x = e; x < after; x++) assert.equal(rows[x][0], rows[e][0]);
  assert.equal(rows[after][0], rows[e][0] + 1);
  assert.equal(rows[e][0], m.steps.number(e));
  // The numbers climb by one from 1, as → does.
  const numbers = [...new Set(rows.map((r) => r[0]))];
  assert.deepEqual(numbers, Array.from({ length: m.steps.count }, (_, i) => i + 1));
});

test('minimax has no window: its α and β columns are empty', () => {
  const m = model('aima-minimax');
  const rows = [...stepRows(m)];
  assert.equal(rows.length, m.trace.kind.length);
  assert.ok(rows.every((r) => r[4] === '' && r[5] === ''));
  assert.deepEqual(rows.at(-1).slice(0, 7), [rows.length, 'A', '', 'return', '', '', '3']);
});

test('the steps CSV: a BOM, the header, one CRLF line per event, the narration quoted where it has commas', async () => {
  const m = model('aima-alphabeta');
  const text = (await stepsCSV(m)).join('');
  assert.ok(text.startsWith(BOM + 'step,node,path,event,alpha,beta,value,narration\r\n'));
  const rows = parseCSV(text);
  assert.equal(rows.length, 40 + 1);
  assert.deepEqual(rows[0], STEP_HEADER);
  assert.ok(rows.every((r) => r.length === STEP_HEADER.length));
  assert.match(text, /\r\n22,C,2,alpha cutoff,3,2,2,"α-cutoff at C: α = 3 ≥ β = 2, 2 children pruned\."\r\n/);
  // Without the narration (as above NARRATE_MAX events) the column stays, empty.
  const bare = parseCSV((await stepsCSV(m, { narration: false })).join(''));
  assert.ok(bare.slice(1).every((r) => r.length === 8 && r[7] === ''));
});

test('events are named in words, cutoffs by their kind', () => {
  const t = { kind: [0, 1, 3, 3, 3, 12, 13], a: [0, 0, 0, 1, 3, 0, 0] };
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map((e) => eventName(t, e)), ['enter', 'evaluate', 'beta cutoff', 'alpha cutoff', 'table cutoff', 'iteration', 'table eviction']);
  // Every kind the trace has is named.
  assert.equal(EVENT_NAMES.length, Math.max(...Object.values(Kind)) + 1);
});

// ---------------------------------------------------------------- JSON

test('the trace JSON: spec, config, summary, events as plain arrays, 11 nodes for AIMA alpha-beta', () => {
  const m = model('aima-alphabeta');
  const j = JSON.parse(JSON.stringify(traceJSON(m, { step: 21 })));
  assert.equal(j.format, 'cutoff-trace');
  assert.equal(j.step, 21);
  assert.deepEqual(j.game, { kind: 'preset', name: 'aima' });
  assert.equal(j.search.algorithm, 'alphabeta');
  assert.equal(j.summary.value, 3);
  assert.equal(j.summary.nodeCount, 11);
  assert.equal(j.nodes.count, 11);
  assert.equal(j.nodes.parent.length, 11);
  assert.equal(j.events.count, 40);
  for (const k of ['kind', 'node', 'a', 'b', 'c']) {
    assert.ok(Array.isArray(j.events[k]), k);
    assert.equal(j.events[k].length, 40, k);
  }
  assert.equal(j.eventKinds[j.events.kind[21]], 'cutoff');
  assert.deepEqual(j.pv, [1, 2]);
  assert.equal(j.pruned.count, 2);
  assert.equal(j.names[5], 'C');
});

// ---------------------------------------------------------------- the comparison table, names

test('the comparison table as CSV: names kept (commas quoted), counts as plain numbers', () => {
  const text = tableCSV(['algorithm', 'nodes', 'leaves', 'cutoffs', 'value'], [
    ['alphabeta', '11', '7', '2', '3'],
    ['alphabeta --ordering mvv-lva,killer', '1,234', '1,001', '97', '−5'],
    ['mtdf --tt', 'iterative deepening needs static values'],
  ]);
  const rows = parseCSV(text);
  assert.deepEqual(rows, [
    ['algorithm', 'nodes', 'leaves', 'cutoffs', 'value'],
    ['alphabeta', '11', '7', '2', '3'],
    ['alphabeta --ordering mvv-lva,killer', '1234', '1001', '97', '-5'],
    ['mtdf --tt', 'iterative deepening needs static values'],
  ]);
});

test('file names say the game, the algorithm and the step as the page counts it', () => {
  assert.equal(fileName({ game: 'aima', algorithm: 'alphabeta', step: 12, ext: 'png' }), 'cutoff-aima-alphabeta-step12.png');
  assert.equal(fileName({ game: 'aima', algorithm: 'alphabeta', step: 12, what: 'whole', ext: 'png' }), 'cutoff-aima-alphabeta-whole-step12.png');
  assert.equal(fileName({ game: 'custom', algorithm: 'negamax-ab', fail: 'hard', step: 1, ext: 'svg' }), 'cutoff-custom-negamax-ab-hard-step1.svg');
  assert.equal(fileName({ game: 'tictactoe', algorithm: 'mtdf', what: 'compare', ext: 'csv' }), 'cutoff-tictactoe-mtdf-compare.csv');
});

// ---------------------------------------------------------------- the SVG context

test('the SVG context writes paths, rectangles and text as a canvas would draw them', () => {
  const ctx = new SvgContext({ width: 200, height: 100 });
  ctx.fillStyle = '#0072B2';
  ctx.beginPath();
  ctx.moveTo(10, 20); ctx.lineTo(30, 20); ctx.lineTo(20, 5); ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#111'; ctx.lineWidth = 2; ctx.setLineDash([3, 4]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.fillRect(5, 6, 40, 10);
  ctx.strokeStyle = '#D55E00'; ctx.lineWidth = 1.5;
  ctx.strokeRect(50, 50, 20, 10);
  ctx.font = '700 14px system-ui, sans-serif';
  ctx.textAlign = 'right'; ctx.textBaseline = 'alphabetic'; ctx.fillStyle = '#111';
  ctx.fillText('B & <C>', 100, 40);
  ctx.save();
  ctx.translate(120, 60);
  ctx.rotate(Math.PI / 2);
  ctx.textAlign = 'left';
  ctx.fillText('12', 0, 0);
  ctx.restore();
  ctx.beginPath();
  ctx.arc(150, 50, 10, 0, Math.PI * 2);
  ctx.stroke();
  const svg = ctx.toSVG({ title: 'a test' });
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="100" viewBox="0 0 200 100">/);
  assert.match(svg, /<title>a test<\/title>/);
  assert.match(svg, /<path d="M10 20L30 20L20 5Z" fill="#0072B2"\/>/);
  assert.match(svg, /<path d="M10 20L30 20L20 5Z" fill="none" stroke="#111" stroke-width="2" stroke-dasharray="3 4"\/>/);
  assert.match(svg, /<rect x="5" y="6" width="40" height="10" fill="rgb\(255, 255, 255\)" fill-opacity="0\.92"\/>/);
  assert.match(svg, /<rect x="50" y="50" width="20" height="10" fill="none" stroke="#D55E00" stroke-width="1\.5"\/>/);
  assert.match(svg, /<text x="100" y="40" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="14" font-weight="700" text-anchor="end" fill="#111" xml:space="preserve">B &amp; &lt;C&gt;<\/text>/);
  // Turned text stays text, under the transform.
  assert.match(svg, /<text transform="matrix\(0 1 -1 0 120 60\)" x="0" y="0" [^>]*>12<\/text>/);
  // A full circle: four cubic Béziers from (160, 50) back to it.
  const circle = /<path d="M160 50(C[^"]+)" fill="none"/.exec(svg);
  assert.ok(circle, svg);
  assert.equal(circle[1].match(/C/g).length, 4);
  assert.match(circle[1], /160 50$/);
  // Balanced markup.
  assert.equal((svg.match(/<text/g) || []).length, (svg.match(/<\/text>/g) || []).length);
});

test('the SVG context: baselines moved onto the alphabetic one, transforms and save/restore', () => {
  const ctx = new SvgContext({ width: 100, height: 100, measure: (font, text, base) => ({ width: text.length * 7, alphabeticBaseline: base === 'middle' ? -5 : 0 }) });
  ctx.font = '20px serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  ctx.fillText('A', 50, 50);
  assert.match(ctx.toSVG(), /<text x="50" y="55" font-family="serif" font-size="20" text-anchor="middle" fill="#000"/);
  assert.equal(ctx.measureText('abc').width, 21);
  // Squeezed to a maximum width as a canvas does.
  ctx.fillText('wide text', 0, 0, 20);
  assert.match(ctx.toSVG(), /textLength="20" lengthAdjust="spacingAndGlyphs"/);
  ctx.save();
  ctx.scale(2, 2);
  ctx.lineWidth = 3;
  ctx.beginPath(); ctx.moveTo(1, 1); ctx.lineTo(2, 2); ctx.stroke();
  ctx.restore();
  assert.equal(ctx.lineWidth, 1);
  assert.deepEqual(ctx.getTransform().isIdentity, true);
  assert.match(ctx.toSVG(), /<path d="M2 2L4 4" fill="none" stroke="#000" stroke-width="6"\/>/);
  ctx.setTransform(1, 0, 0, 1, 10, 0);
  ctx.fillText('t', 0, 0);
  assert.match(ctx.toSVG(), /<text x="10" y="5" /);
});

test('fonts and colours are read as a canvas reads them', () => {
  assert.deepEqual(parseFont('700 14px system-ui, sans-serif'), { style: 'normal', weight: '700', size: 14, family: 'system-ui, sans-serif' });
  assert.deepEqual(parseFont('italic bold 12px/1.5 "DejaVu Sans", serif'), { style: 'italic', weight: '700', size: 12, family: '"DejaVu Sans", serif' });
  assert.deepEqual(parseFont('40px "DejaVu Sans", sans-serif').family, '"DejaVu Sans", sans-serif');
  assert.deepEqual(parseColor('rgba(255,255,255,0.85)'), { color: 'rgb(255, 255, 255)', opacity: 0.85 });
  assert.deepEqual(parseColor('#E69F00'), { color: '#E69F00', opacity: 1 });
});

test('the tree view draws AIMA alpha-beta through the SVG context: nodes, edges and labels as text', () => {
  const m = model('aima-alphabeta');
  const ctx = new SvgContext({ width: 1000, height: 600 });
  const view = new TreeView({ getContext: () => ctx });
  view.W = 1000;
  view.H = 600;
  view.setModel(m, false);
  view.draw(m.trace.kind.length - 1);
  const svg = ctx.toSVG();
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((x) => x[1]);
  for (const label of ['A', 'B', 'C', 'D', '3', '12', '8', '2', '14', '5']) assert.ok(texts.includes(label), `${label} in ${texts}`);
  // ▲ and ▼: one closed triangle per node, 13 drawn (two pruned).
  assert.equal((svg.match(/<path d="M[^"]*L[^"]*L[^"]*Z" fill="#/g) || []).length, 13);
  // The principal variation in its green.
  assert.match(svg, /stroke="#009E73"/);
  // The pruned edges dashed (in the renderer's pruned grey, darkened for contrast by the classroom work).
  assert.match(svg, new RegExp(`stroke="${COLORS.pruned}" stroke-width="1\\.5" stroke-linecap="round" stroke-dasharray="6 5"`));
});

test('the whole tree is drawn 900 to 1800 px wide, its levels as far apart as a landscape page allows', () => {
  const aima = wholeTreeSize({ leaves: 9, height: 2 });
  assert.equal(aima.W, 1160);
  assert.ok(aima.H < aima.W, JSON.stringify(aima));
  assert.equal(aima.fitH, 2 * 230 + 140);
  const wide = wholeTreeSize({ leaves: 255168, height: 9 });
  assert.equal(wide.W, 1800);
  assert.ok(wide.H > 9 * 36 + 140);
  const chain = wholeTreeSize({ leaves: 1, height: 20 });
  assert.equal(chain.W, 900);
  assert.equal(chain.fitH, 20 * 36 + 140);
});

test('a game board drawn in a node (tic-tac-toe) comes out as cells and marks as text', async () => {
  const { drawGrid } = await import('../../www/games/grid.js');
  const ctx = new SvgContext({ width: 100, height: 100 });
  drawGrid(ctx, Array.from('X...O...X'), 3, 3, 50, 50, 60, { last: 8, frame: '#0072B2', frameWidth: 3.5 });
  const svg = ctx.toSVG();
  const marks = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((x) => x[1]);
  assert.deepEqual(marks, ['X', 'O', 'X']);
  assert.match(svg, /<rect x="20" y="20" width="60" height="60" fill="none" stroke="#0072B2" stroke-width="3\.5"\/>/);
  // The last move's cell is marked in yellow.
  assert.match(svg, /fill="#F0E442"/);
});

test('the SVG context: rounded rectangles, clipping kept to its save/restore, what SVG lacks ignored', () => {
  const ctx = new SvgContext({ width: 100, height: 100 });
  ctx.save();
  ctx.beginPath();
  ctx.rect(10, 10, 50, 50);
  ctx.clip();
  ctx.beginPath();
  ctx.roundRect(20, 20, 40, 30, 5);
  ctx.fillStyle = '#F0E442';
  ctx.fill();
  ctx.restore();
  ctx.fillRect(0, 0, 5, 5);
  ctx.drawImage({}, 0, 0);
  const svg = ctx.toSVG();
  assert.match(svg, /<defs>\n<clipPath id="clip1"><path d="M10 10L60 10L60 60L10 60Z"\/><\/clipPath>\n<\/defs>/);
  const rounded = /<path d="(M25 20[^"]*Z)" fill="#F0E442" clip-path="url\(#clip1\)"\/>/.exec(svg);
  assert.ok(rounded, svg);
  assert.equal(rounded[1].match(/C/g).length, 4);
  assert.match(rounded[1], /L55 20/);
  // After restore the clip is gone.
  assert.match(svg, /<rect x="0" y="0" width="5" height="5" fill="#000"\/>/);
});
