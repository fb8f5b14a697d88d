// The Export buttons: the view or the whole tree as PNG, the whole tree as SVG (drawn by the
// page's own TreeView through a recording context, labels as text), the trace as JSON, the steps
// and the comparison table as CSV. Files download through an <a download> with a Blob URL; nothing
// leaves the machine. The text serialisers are in export-data.js, the SVG context in svg-context.js.

import { TreeView } from './render.js';
import { SvgContext } from './svg-context.js';
import { fileName, stepNumber, stepCount, stepsCSV, traceJSON, tableCSV, wholeTreeSize, PRINT_WIDTH } from './export-data.js';
import { t as say } from './i18n.js';
import { $ } from './dom.js';

/** Hands `blob` to the browser as a download called `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its bytes once it has started; the URL may go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

let measureCtx = null;
/** Text metrics from a real canvas, so that the SVG's labels sit where the canvas puts them. */
function measure(font, text, baseline) {
  if (!measureCtx) measureCtx = document.createElement('canvas').getContext('2d');
  measureCtx.font = font;
  measureCtx.textBaseline = baseline || 'alphabetic';
  const t = measureCtx.measureText(text);
  return { width: t.width, alphabeticBaseline: t.alphabeticBaseline, actualBoundingBoxAscent: t.actualBoundingBoxAscent, actualBoundingBoxDescent: t.actualBoundingBoxDescent };
}

/**
 * Draws the whole tree of model `m` at step `s` into `ctx` (a canvas 2D context or an
 * SvgContext) with a TreeView of its own: fitted at the size wholeTreeSize gives, scaled by `k`.
 */
export function drawWholeTree(ctx, m, s, k = 1) {
  const { W, H, fitH } = wholeTreeSize(m.layout);
  const view = new TreeView({ getContext: () => ctx });
  view.W = W;
  view.H = fitH;
  view.setModel(m, false);
  view.H = H;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  view.draw(s);
  return { W, H };
}

/** The whole tree at step `s` as PNG, PRINT_WIDTH pixels wide (A4 landscape at 300 dpi). */
export function wholeTreePNG(m, s) {
  const { W, H } = wholeTreeSize(m.layout);
  const k = PRINT_WIDTH / W;
  const canvas = document.createElement('canvas');
  canvas.width = PRINT_WIDTH;
  canvas.height = Math.round(H * k);
  const ctx = canvas.getContext('2d', { alpha: false });
  // White to the last pixel row: the drawing's own background covers H × k, rounded down.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawWholeTree(ctx, m, s, k);
  return toPNG(canvas, 300);
}

/** The whole tree at step `s` as SVG text. */
export function wholeTreeSVG(m, s, title = '') {
  const { W, H } = wholeTreeSize(m.layout);
  const ctx = new SvgContext({ width: W, height: H, measure });
  drawWholeTree(ctx, m, s, 1);
  return ctx.toSVG({ title });
}

// ------------------------------------------------------------------ PNG with its resolution

const CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A canvas as a PNG Blob; with `dpi`, a pHYs chunk says its resolution, so that a word processor
 * or a print dialog sizes it (A4 for the whole tree) instead of guessing 96 dpi.
 */
export function toPNG(canvas, dpi = 0) {
  return new Promise((resolve, reject) => canvas.toBlob(async (blob) => {
    if (!blob) return reject(new Error('the canvas could not be encoded'));
    if (!dpi) return resolve(blob);
    const png = new Uint8Array(await blob.arrayBuffer());
    // The signature (8 bytes) and IHDR (25 bytes) come first; pHYs goes right after IHDR.
    const ppm = Math.round(dpi / 0.0254);
    const chunk = new Uint8Array(21);
    const dv = new DataView(chunk.buffer);
    dv.setUint32(0, 9);
    chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
    dv.setUint32(8, ppm);
    dv.setUint32(12, ppm);
    chunk[16] = 1; // the unit is the metre
    dv.setUint32(17, crc32(chunk.subarray(4, 17)));
    resolve(new Blob([png.subarray(0, 33), chunk, png.subarray(33)], { type: 'image/png' }));
  }, 'image/png'));
}

// ------------------------------------------------------------------ the comparison table on show

/** The comparison table as the page shows it: its column titles and its rows' texts. */
function compareOnShow() {
  const table = $('compare');
  const head = [...table.tHead.rows[0].cells].map((c) => c.textContent.trim());
  const rows = [];
  for (const tr of table.tBodies[0].rows) {
    const cells = [];
    let note = '';
    for (const td of tr.cells) {
      const span = Math.max(1, td.colSpan || 1);
      if (td.classList.contains('row-error')) { note = td.textContent.trim(); cells.push(...Array(span).fill('')); }
      else cells.push(td.textContent.trim(), ...Array(span - 1).fill(''));
    }
    while (cells.length < head.length) cells.push('');
    rows.push([...cells.slice(0, head.length), tr.classList.contains('current') ? 'yes' : '', note]);
  }
  return { head: [...head, 'on show', 'note'], rows };
}

// ------------------------------------------------------------------ printing

/**
 * A printed page shows the whole tree at the current step (print.css: the canvas as wide as the
 * page, no controls). Before printing the view is fitted and drawn at once; after, the camera
 * comes back. Where the print layout reaches the page's scripts (print preview, emulated print
 * media) the canvas has been resized by then, and is fitted again to its printed size.
 */
export function bindPrint(app) {
  const { view } = app;
  let saved = null;
  const enter = () => {
    if (!saved) saved = { cam: { ...view.cam }, fitted: view.fitted };
    view.resize();
    view.fit();
    if (app.model) view.draw(app.player.step);
    app.dirty = true;
  };
  const leave = () => {
    if (!saved) return;
    const was = saved;
    saved = null;
    view.resize();
    if (was.fitted) view.fit();
    else { view.cam = was.cam; view.fitted = false; }
    app.dirty = true;
  };
  addEventListener('beforeprint', enter);
  addEventListener('afterprint', leave);
  const media = matchMedia('print');
  media.addEventListener('change', (ev) => requestAnimationFrame(ev.matches ? enter : leave));
}

// ------------------------------------------------------------------ the buttons

/**
 * Wires the Export group. `app`: main.js's {model, player, view, setStatus}; `getState()`: the
 * page's state (state.js), for the game's name in the files' names.
 */
export function bindExport(app, getState) {
  bindPrint(app);
  // What is saved is what was on show at the click (a new search may land while a file is written).
  const names = ({ m, step, game }, what, ext, withStep = true) =>
    fileName({ game: game || m.kind, algorithm: m.algorithm, fail: m.fail, step: withStep ? stepNumber(m, step) : null, what, ext });
  // The step as the counter says it ("step 22 of 41"), in the title and the names alike.
  const title = ({ m, step, game }) => say('export.svgTitle', { game: game || m.kind, algorithm: m.algorithm, s: stepNumber(m, step), n: stepCount(m) });
  const actions = {
    'save-png': async (at) => download(await toPNG(app.view.canvas), names(at, '', 'png')),
    'save-png-whole': async (at) => download(await wholeTreePNG(at.m, at.step), names(at, 'whole', 'png')),
    'save-svg': (at) => download(new Blob([wholeTreeSVG(at.m, at.step, title(at))], { type: 'image/svg+xml' }), names(at, '', 'svg')),
    'save-json': (at) => {
      // step: the counter's number; event: the index of the event on show in the events' arrays.
      const j = traceJSON(at.m, { step: stepNumber(at.m, at.step), event: at.step, gameChoice: at.game || null, link: location.href });
      download(new Blob([JSON.stringify(j)], { type: 'application/json' }), names(at, 'trace', 'json', false));
    },
    'save-steps-csv': async (at) => {
      const E = at.m.trace.kind.length;
      let last = performance.now();
      // Every 50 ms or so the page gets a turn (a million events take tens of seconds).
      const pause = async (rows) => {
        if (performance.now() - last < 50) return;
        app.setStatus('export.writingSteps', { p: Math.floor((rows / E) * 100) });
        await new Promise((r) => setTimeout(r, 0));
        last = performance.now();
      };
      download(new Blob(await stepsCSV(at.m, undefined, pause), { type: 'text/csv;charset=utf-8' }), names(at, 'steps', 'csv', false));
    },
    'save-compare-csv': (at) => {
      const { head, rows } = compareOnShow();
      if (!rows.length) return 'export.noTable';
      download(new Blob([tableCSV(head, rows)], { type: 'text/csv;charset=utf-8' }), names(at, 'compare', 'csv', false));
      return null;
    },
  };
  // Space and Enter press the focused button here (the page's keys take space for Play elsewhere).
  $('export')?.addEventListener('keydown', (ev) => {
    if ((ev.key === ' ' || ev.key === 'Enter') && /** @type {HTMLElement} */ (ev.target).tagName === 'BUTTON') ev.stopPropagation();
  });
  for (const [id, act] of Object.entries(actions)) {
    const button = /** @type {HTMLButtonElement | null} */ ($(id));
    if (!button) continue;
    button.addEventListener('click', async () => {
      if (!app.model || !app.model.trace.kind.length) { app.setStatus('export.nothingYet'); return; }
      const at = { m: app.model, step: app.player.step, game: (getState() || {}).game };
      button.disabled = true;
      try {
        // The status is painted before the work (a large trace takes seconds to write).
        const what = say(`export.what.${id}`);
        app.setStatus('export.saving', { what });
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const said = await act(at);
        if (typeof said === 'string') app.setStatus(said, {}, true);
        else app.setStatus('export.saved', { what });
      } catch (e) {
        app.setStatus('export.failed', { message: e && e.message ? e.message : String(e) }, true);
      } finally {
        button.disabled = false;
        // Disabling dropped the focus; a keyboard user stays on the button.
        if (document.activeElement === document.body) button.focus();
      }
    });
  }
}
