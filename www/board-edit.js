// Setting up a board by clicking or by keyboard (chess, xiangqi, Dodgem, Connect Four; tic-tac-toe
// has its own): choose a piece in the palette, click a square to place it (the same piece again
// removes it, as does Remove), choose the side to move. Over each board lies a grid of its cells
// (role grid, one gridcell per square, named "e4, White knight" or "row 3, column 2, empty" in the
// page's language): the arrow keys move between them, Enter or Space places the piece chosen,
// Delete empties the square, and what the square holds now is said in a live region. The position
// field (a FEN, Dodgem's cells) is rewritten and searched at once; the core says whether the
// position is legal, under the options, in words. The codecs (text ↔ cells) are pure and unit-tested.

import { t, onLanguageChange } from './i18n.js';
import { button } from './dom.js';

export const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const XIANGQI_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
export const DODGEM_START = 'b..b...ww b';

/**
 * A position's cells from its rows (FEN's placement, '/' between rows, or Dodgem's one string): a
 * digit is a run of empties, any other character the cell `alias` makes of it ('.' for none);
 * null unless there are `count` cells.
 */
export function readCells(text, count, alias = (ch) => ch) {
  const cells = [];
  for (const ch of String(text || '')) {
    if (ch === '/') continue;
    if (ch >= '1' && ch <= '9') for (let k = 0; k < +ch; k++) cells.push('.');
    else cells.push(alias(ch));
  }
  return cells.length === count ? cells : null;
}

/** Cells back into rows `files` wide: with `runs` (FEN) empties as digits and rows joined by '/'; without, a character a cell. */
export function writeCells(cells, files, runs = true) {
  if (!runs) return cells.join('');
  const rows = [];
  for (let r = 0; r < cells.length / files; r++) {
    let row = '', run = 0;
    for (const c of cells.slice(r * files, (r + 1) * files)) {
      if (c === '.') { run++; continue; }
      if (run) { row += run; run = 0; }
      row += c;
    }
    rows.push(row + (run ? run : ''));
  }
  return rows.join('/');
}

/** A FEN's placement and side to move ('w' unless 'b'), the cells `count` of them (all empty when they are not). */
function readFen(text, start, count, alias) {
  const [rows, side] = (String(text || '').trim() || start).split(/\s+/);
  return { cells: readCells(rows, count, alias) || Array(count).fill('.'), side: side === 'b' ? 'b' : 'w' };
}

/**
 * Each game's board as the editor sees it: `read(text)` → {cells, side}, `write(cells, side, text)`
 * → the position text; `pieces` the palette (cell codes), `sides` [code, key of its word].
 */
export const CODECS = {
  chess: {
    option: 'fen', files: 8, canvas: [224, 224],
    pieces: ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'],
    glyph: { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' },
    sides: [['w', 'side.white'], ['b', 'side.black']],
    read: (text) => readFen(text, CHESS_START, 64),
    write(cells, side, text) {
      const fen = String(text || '').trim() || CHESS_START;
      // Castling rights only while the king and that rook still stand on their squares.
      const was = fen.split(/\s+/)[2] || '-';
      const at = (sq, p) => cells['abcdefgh'.indexOf(sq[0]) + (8 - +sq[1]) * 8] === p;
      const keep = { K: at('e1', 'K') && at('h1', 'R'), Q: at('e1', 'K') && at('a1', 'R'), k: at('e8', 'k') && at('h8', 'r'), q: at('e8', 'k') && at('a8', 'r') };
      const castling = [...'KQkq'].filter((c) => was.includes(c) && keep[c]).join('') || '-';
      return `${writeCells(cells, 8)} ${side} ${castling} - 0 1`;
    },
  },
  xiangqi: {
    option: 'fen', files: 9, canvas: [216, 240],
    pieces: ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'],
    sides: [['w', 'side.red'], ['b', 'side.black']],
    // Elephants and horses are also written E and H.
    read: (text) => readFen(text, XIANGQI_START, 90, (ch) => ({ E: 'B', H: 'N', e: 'b', h: 'n' }[ch] || ch)),
    write: (cells, side) => `${writeCells(cells, 9)} ${side}`,
  },
  dodgem: {
    option: 'position', files: 3, canvas: [224, 224],
    pieces: ['b', 'w'],
    glyph: { b: '●', w: '○' },
    sides: [['b', 'side.blackMax'], ['w', 'side.whiteMin']],
    read(text) {
      const [cells, side] = (String(text || '').trim() || DODGEM_START).split(/\s+/);
      const c = readCells(cells, 9, (ch) => (ch === 'b' || ch === 'B' ? 'b' : ch === 'w' || ch === 'W' ? 'w' : '.'));
      return { cells: c || Array(9).fill('.'), side: side === 'w' ? 'w' : 'b' };
    },
    write: (cells, side) => `${writeCells(cells, 3, false)} ${side}`,
  },
};

/** The cells after a click on `cell` with `piece` chosen ('.' removes): the same piece again removes it. */
export function place(cells, cell, piece) {
  const out = cells.slice();
  if (cell < 0 || cell >= out.length) return out;
  out[cell] = piece === '.' || out[cell] === piece ? '.' : piece;
  return out;
}

/**
 * Where a key moves the focus on a board of `count` cells `files` wide (row by row from the
 * top-left): the arrows one cell (staying at the edge), Home and End the row's first and last,
 * PageUp and PageDown the column's top and bottom; null for any other key.
 */
export function gridStep(cell, key, files, count) {
  const rows = Math.ceil(count / files), r = Math.floor(cell / files), c = cell % files;
  const at = (rr, cc) => Math.min(count - 1, rr * files + cc);
  switch (key) {
    case 'ArrowLeft': return c > 0 ? cell - 1 : cell;
    case 'ArrowRight': return c < files - 1 ? at(r, c + 1) : cell;
    case 'ArrowUp': return r > 0 ? cell - files : cell;
    case 'ArrowDown': return r < rows - 1 && cell + files < count ? cell + files : cell;
    case 'Home': return r * files;
    case 'End': return at(r, files - 1);
    case 'PageUp': return c;
    case 'PageDown': return (rows - 1) * files + c < count ? (rows - 1) * files + c : cell;
    default: return null;
  }
}

/**
 * Each cell's box on a board W×H (CSS pixels), found by asking `cellAt(x, y)` on a lattice `step`
 * apart: whatever the game's geometry (squares, xiangqi's points), the box is where a click picks it.
 */
export function cellBoxes(cellAt, W, H, step = 2) {
  const map = new Map();
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      const k = cellAt(x, y);
      if (k < 0) continue;
      const b = map.get(k);
      if (!b) map.set(k, { x0: x - step / 2, y0: y - step / 2, x1: x + step / 2, y1: y + step / 2 });
      else { b.x0 = Math.min(b.x0, x - step / 2); b.y0 = Math.min(b.y0, y - step / 2); b.x1 = Math.max(b.x1, x + step / 2); b.y1 = Math.max(b.y1, y + step / 2); }
    }
  }
  return map;
}

/** A cell named by its row and column from the top-left, from 1 ("row 3, column 2"). */
const rowColumn = (cell, files) => t('play.rowColumn', { row: Math.floor(cell / files) + 1, column: (cell % files) + 1 });

/**
 * The board's cells as a grid over its canvas, for the keyboard and a screen reader (and the
 * mouse: a click on a cell is the cell's). opts: files, count(), name(cell) (its accessible name),
 * act(cell) (Enter, Space, a click), remove(cell) (Delete, Backspace) (each may return the cell
 * whose name is then said, when it is not the one acted on), cellAt(x, y) (the
 * adapter's, CSS pixels), label() the grid's name. Returns {stage, status, update}: the canvas
 * with the grid over it, the live region, and update() after each draw (names; cells when their
 * number changed).
 */
function cellGrid(canvas, opts) {
  const stage = document.createElement('div');
  stage.className = 'board-stage';
  const grid = document.createElement('div');
  grid.className = 'board-cells';
  grid.setAttribute('role', 'grid');
  grid.id = `${canvas.id}-cells`;
  const status = document.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  stage.append(canvas, grid);
  let cells = [], focus = 0, laid = '', built = '';
  const build = () => {
    grid.textContent = '';
    cells = [];
    const n = opts.count(), files = opts.files();
    for (let r = 0; r * files < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (let k = r * files; k < Math.min(n, (r + 1) * files); k++) {
        const c = document.createElement('div');
        c.setAttribute('role', 'gridcell');
        c.dataset.cell = String(k);
        c.tabIndex = k === focus ? 0 : -1;
        row.appendChild(c);
        cells.push(c);
      }
      grid.appendChild(row);
    }
    laid = '';
  };
  // The cells' boxes in fractions of the canvas, so that they follow it when the page scales it.
  const layout = () => {
    const W = canvas.clientWidth, H = canvas.clientHeight;
    const key = `${W}x${H}:${opts.count()}:${opts.files()}`;
    if (!W || !H || key === laid) return;
    laid = key;
    const boxes = cellBoxes((x, y) => opts.cellAt(x, y), W, H);
    cells.forEach((c, k) => {
      const b = boxes.get(k);
      c.hidden = !b;
      if (b) Object.assign(c.style, { left: `${(100 * b.x0) / W}%`, top: `${(100 * b.y0) / H}%`, width: `${(100 * (b.x1 - b.x0)) / W}%`, height: `${(100 * (b.y1 - b.y0)) / H}%` });
    });
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(canvas);
  const cellOf = (el) => (el && el.dataset && el.dataset.cell !== undefined ? +el.dataset.cell : -1);
  const moveTo = (k) => {
    if (k < 0 || k >= cells.length) return;
    cells[focus] && (cells[focus].tabIndex = -1);
    focus = k;
    cells[k].tabIndex = 0;
    cells[k].focus();
  };
  const said = (k) => { status.textContent = `${opts.name(k)}.`; };
  grid.addEventListener('keydown', (ev) => {
    const k = cellOf(ev.target);
    if (k < 0 || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const to = gridStep(k, ev.key, opts.files(), cells.length);
    if (to !== null) moveTo(to);
    else if (ev.key === 'Enter' || ev.key === ' ') said(opts.act(k) ?? k);
    else if (ev.key === 'Delete' || ev.key === 'Backspace') said(opts.remove(k) ?? k);
    else return;
    ev.preventDefault();
    ev.stopPropagation();
  });
  grid.addEventListener('click', (ev) => {
    const k = cellOf(ev.target);
    if (k < 0) return;
    moveTo(k);
    said(opts.act(k) ?? k);
  });
  function update() {
    const shape = `${opts.count()}/${opts.files()}`;
    if (shape !== built) { built = shape; focus = Math.max(0, Math.min(focus, opts.count() - 1)); build(); }
    grid.setAttribute('aria-label', opts.label());
    cells.forEach((c, k) => c.setAttribute('aria-label', opts.name(k)));
    layout();
  }
  return { stage, status, update };
}

/** A palette of radio buttons (role radio in a radiogroup): a click or the arrow keys choose; one Tab stop. */
function radioPalette(values, onChoose) {
  const palette = document.createElement('div');
  palette.className = 'board-palette';
  palette.setAttribute('role', 'radiogroup');
  let chosen = values[0];
  const buttons = values.map((v) => {
    const b = button('', () => choose(v));
    b.dataset.piece = v;
    b.setAttribute('role', 'radio');
    palette.appendChild(b);
    return b;
  });
  function show() {
    for (const b of buttons) {
      const on = b.dataset.piece === chosen;
      b.setAttribute('aria-checked', String(on));
      b.tabIndex = on ? 0 : -1;
    }
  }
  function choose(v, focus = false) {
    chosen = v;
    show();
    if (focus) buttons[values.indexOf(v)].focus();
    onChoose(v);
  }
  palette.addEventListener('keydown', (ev) => {
    const i = values.indexOf(chosen);
    const d = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[ev.key];
    if (!d) return;
    ev.preventDefault();
    choose(values[(i + d + values.length) % values.length], true);
  });
  show();
  return { palette, buttons, chosen: () => chosen };
}

/**
 * The board large, for a finger: in the left column (170 px at 1024×768) a chess square is 18 px.
 * A button opens the editor (board, palette, its buttons, and the panel's error line, so that a
 * refused position is said in sight) in a modal dialog over the page, its canvas drawn at the size
 * shown; Esc or the button again closes it, the editor goes back to its place and the focus to the
 * button. Returns {button, say()} (say: the button's words in the page's language).
 */
function largeBoard(wrap, box, canvas, base, redraw) {
  const dialog = document.createElement('dialog');
  dialog.className = 'board-dialog';
  const marks = [];
  const toggle = button('', () => (dialog.open ? dialog.close() : show()));
  toggle.className = 'board-large';
  const say = () => {
    toggle.textContent = t(dialog.open ? 'board.largeClose' : 'board.large');
    toggle.setAttribute('aria-expanded', String(dialog.open));
    dialog.setAttribute('aria-label', t('board.editor'));
  };
  const show = () => {
    if (!dialog.isConnected) document.body.appendChild(dialog);
    const err = box.querySelector('.error[role=alert]');
    for (const el of [err, wrap]) {
      if (!el) continue;
      const mark = document.createComment('board editor');
      el.before(mark);
      marks.push([mark, el]);
      dialog.appendChild(el);
    }
    dialog.showModal();
    // The canvas drawn at the size it is shown (its cells' boxes follow it: ResizeObserver).
    const w = canvas.clientWidth || base[0];
    canvas.width = Math.round(w * (window.devicePixelRatio || 1));
    canvas.height = Math.round((w * base[1]) / base[0] * (window.devicePixelRatio || 1));
    redraw();
    say();
    const cell = wrap.querySelector('[role=gridcell][tabindex="0"]');
    if (cell) cell.focus();
  };
  dialog.addEventListener('close', () => {
    for (const [mark, el] of marks.splice(0)) mark.replaceWith(el);
    [canvas.width, canvas.height] = base;
    redraw();
    say();
    toggle.focus();
  });
  return { button: toggle, say };
}

/**
 * Adds the editor under the game's options. adapter: the game's (drawPosition, cellAt, cellName);
 * ui: the panel's (read, changed); input: the position field the editor rewrites.
 */
export function boardEditor(box, kind, adapter, ui, input) {
  const codec = CODECS[kind];
  const wrap = document.createElement('div');
  wrap.className = 'board-editor';
  wrap.id = `${kind}-editor`;
  wrap.setAttribute('role', 'group');
  const title = document.createElement('p');
  title.className = 'board-editor-title';
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = codec.canvas;
  canvas.id = `${kind}-editor-board`;
  const pieceName = (p) => (p === '.' ? t('board.empty') : t(`board.piece.${kind}.${p === p.toUpperCase() ? 'light' : 'dark'}.${p.toUpperCase()}`));
  const { palette, buttons, chosen } = radioPalette([...codec.pieces, '.'], () => say());
  for (const b of buttons) b.className = b.dataset.piece !== '.' && b.dataset.piece === b.dataset.piece.toUpperCase() ? 'light' : 'dark';
  const grid = cellGrid(canvas, {
    files: () => codec.files,
    count: () => read().cells.length,
    cellAt: (x, y) => adapter.cellAt(canvas, input.value, x, y),
    name: (k) => `${adapter.cellName ? adapter.cellName(k) : rowColumn(k, codec.files)}, ${pieceName(read().cells[k] || '.')}`,
    label: () => t('board.grid'),
    act: (k) => { const { cells, side: s } = read(); put(place(cells, k, chosen()), s); },
    remove: (k) => { const { cells, side: s } = read(); put(place(cells, k, '.'), s); },
  });
  const sideLabel = document.createElement('label');
  const side = document.createElement('select');
  side.id = `${kind}-editor-side`;
  sideLabel.htmlFor = side.id;
  for (const [v] of codec.sides) side.add(new Option('', v));
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const start = button('', () => { input.value = ''; draw(); ui.changed(0); });
  const clear = button('', () => { const { side: s } = read(); put(Array(read().cells.length).fill('.'), s); });
  const large = largeBoard(wrap, box, canvas, codec.canvas, () => draw());
  row.append(sideLabel, side, start, clear, large.button);
  wrap.append(title, grid.stage, palette, row, grid.status);
  // After the panel's error line (controls.js adds it once this returns): a refused position is said next to its field, in sight.
  queueMicrotask(() => box.appendChild(wrap));

  const read = () => codec.read(input.value);
  const put = (cells, s) => {
    input.value = codec.write(cells, s, input.value);
    draw();
    ui.changed(0);
  };
  function draw() {
    const { cells, side: s } = read();
    side.value = s;
    // The adapter draws the position text as the side panel does (its own board, letters or glyphs).
    adapter.drawPosition(canvas, codec.write(cells, s, input.value), null);
    canvas.dataset.position = codec.write(cells, s, input.value);
    grid.update();
  }
  function say() {
    wrap.setAttribute('aria-label', t('board.editor'));
    palette.setAttribute('aria-label', t('board.palette'));
    title.textContent = t('board.editorHint');
    sideLabel.textContent = t('board.toMove');
    [...side.options].forEach((o, i) => { o.textContent = t(codec.sides[i][1]); });
    start.textContent = t('board.start');
    clear.textContent = t('board.clear');
    large.say();
    for (const b of buttons) {
      const p = b.dataset.piece;
      b.textContent = p === '.' ? '✕' : codec.glyph ? codec.glyph[p] : p.toUpperCase();
      b.setAttribute('aria-label', p === '.' ? t('board.remove') : pieceName(p));
      b.title = b.getAttribute('aria-label');
    }
  }
  side.addEventListener('change', () => { const { cells } = read(); put(cells, side.value); });
  input.addEventListener('input', draw);
  input.addEventListener('change', draw);
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } say(); draw(); });
  say();
  // After the panel's fields are written (a link, a preset): drawn once the values are in.
  queueMicrotask(draw);
  return { draw };
}

/** Nim's heaps as text: `3,4,5`, with ` min` when MIN moves first (empty: `start`, the catalogue's). */
export function nimRead(text, start = '') {
  const s = String(text || '').trim() || start;
  const m = /^(.*?)(?:\s+([A-Za-z]+))?$/.exec(s);
  const heaps = m[1].split(/[,\s]+/).filter(Boolean).map((h) => (/^\d+$/.test(h) ? +h : 0));
  return { heaps, side: (m[2] || 'max').toLowerCase() === 'min' ? 'min' : 'max' };
}
export const nimWrite = (heaps, side) => heaps.join(',') + (side === 'min' ? ' min' : '');

/**
 * Nim: each heap's size with − and +, a heap added or removed, the side to move. `board`: the core's
 * limits and start, as its catalogue gives them (games/nim.js): {heaps (8), objects (15 a heap), start}.
 */
export function nimEditor(box, ui, input, board) {
  const read = (text) => nimRead(text, board.start);
  const wrap = document.createElement('div');
  wrap.className = 'board-editor';
  wrap.id = 'nim-editor';
  wrap.setAttribute('role', 'group');
  const list = document.createElement('div');
  list.className = 'nim-heaps';
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const add = button('', () => { const hs = read(input.value).heaps; hs.push(1); put(hs, side.value); });
  const sideLabel = document.createElement('label');
  const side = document.createElement('select');
  side.id = 'nim-editor-side';
  sideLabel.htmlFor = side.id;
  side.add(new Option('', 'max'));
  side.add(new Option('', 'min'));
  row.append(sideLabel, side, add);
  wrap.append(list, row);
  // After the panel's error line (controls.js adds it once this returns): a refused position is said next to its field, in sight.
  queueMicrotask(() => box.appendChild(wrap));
  const put = (heaps, s) => { input.value = nimWrite(heaps, s); draw(); ui.changed(0); };
  function draw() {
    const { heaps, side: s } = read(input.value);
    wrap.setAttribute('aria-label', t('board.editor'));
    sideLabel.textContent = t('board.toMove');
    side.options[0].textContent = t('side.max');
    side.options[1].textContent = t('side.min');
    side.value = s;
    add.textContent = t('board.heapAdd');
    add.disabled = heaps.length >= board.heaps;
    // The focus stays on the button pressed (its heap's − or +), as the list is drawn again.
    const had = document.activeElement && list.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.key : null;
    list.textContent = '';
    heaps.forEach((h, i) => {
      const line = document.createElement('div');
      line.className = 'nim-heap';
      const what = document.createElement('span');
      what.textContent = t('board.heap', { i: i + 1, n: h });
      const change = (d) => () => { const hs = read(input.value).heaps; hs[i] = Math.max(0, Math.min(board.objects, hs[i] + d)); put(hs, side.value); };
      const less = button('−', change(-1), { label: t('board.heapLess', { i: i + 1 }), disabled: h <= 0 });
      const more = button('+', change(1), { label: t('board.heapMore', { i: i + 1 }), disabled: h >= board.objects });
      const drop = button('✕', () => { const hs = read(input.value).heaps; hs.splice(i, 1); put(hs, side.value); }, { label: t('board.heapRemove', { i: i + 1 }), disabled: heaps.length <= 1 });
      less.dataset.key = `${i}-`; more.dataset.key = `${i}+`; drop.dataset.key = `${i}x`;
      line.append(less, what, more, drop);
      list.appendChild(line);
    });
    if (had) { const b = /** @type {HTMLButtonElement | null} */ (list.querySelector(`[data-key="${had}"]`)); if (b && !b.disabled) b.focus(); }
  }
  side.addEventListener('change', () => put(read(input.value).heaps, side.value));
  input.addEventListener('change', draw);
  input.addEventListener('input', draw);
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } draw(); });
  queueMicrotask(draw);
  return { draw };
}

/**
 * Connect Four: a click on a column (or Enter on any of its cells) drops the next disc (X, then
 * O…), Take back (or Delete) lifts the last; the side to move follows, said in a live region.
 * adapter: connect4.js's (drawPosition, cellAt, parse, sideToMove, isOver).
 */
export function connect4Editor(box, adapter, ui, movesInput, sizeInput) {
  const wrap = document.createElement('div');
  wrap.className = 'board-editor';
  wrap.id = 'connect4-editor';
  wrap.setAttribute('role', 'group');
  const title = document.createElement('p');
  title.className = 'board-editor-title';
  const canvas = document.createElement('canvas');
  canvas.id = 'connect4-editor-board';
  canvas.width = 224;
  canvas.height = 200;
  const toMove = document.createElement('p');
  toMove.className = 'board-editor-title';
  toMove.setAttribute('aria-live', 'polite');
  const moves = () => movesInput.value.replace(/[\s,]/g, '');
  const text = () => `${sizeInput ? sizeInput.value : '7x6'}:${moves()}`;
  const parsed = () => (adapter.parse ? adapter.parse(text()) : null);
  const width = () => +text().split(/[x×]/i)[0] || 7;
  const height = () => +text().split(/[x×:]/i)[1] || 6;
  const put = (m) => { movesInput.value = m; draw(); ui.changed(0); };
  const disc = (k) => { const p = parsed(), c = p && p.cells[k]; return c === 'X' ? t('side.xMax') : c === 'O' ? t('side.oMin') : t('board.empty'); };
  const grid = cellGrid(canvas, {
    files: width,
    count: () => width() * height(),
    cellAt: (x, y) => adapter.cellUnder(canvas, text(), x, y),
    // Column first: the column is what a drop chooses.
    name: (k) => `${t('board.columnRow', { column: (k % width()) + 1, row: Math.floor(k / width()) + 1 })}, ${disc(k)}`,
    label: () => t('board.gridDrop'),
    // A full column is dropped into all the same: the core refuses the position and says why, as for a click.
    // What is said is the cell the disc fell to (or left), not the one with the focus.
    act: (k) => { put(moves() + String((k % width()) + 1)); const p = parsed(); return p ? p.last : k; },
    remove: (k) => { const p = parsed(); if (moves()) put(moves().slice(0, -1)); return p && p.last >= 0 ? p.last : k; },
  });
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const back = button('', () => put(moves().slice(0, -1)));
  const clear = button('', () => put(''));
  const large = largeBoard(wrap, box, canvas, [canvas.width, canvas.height], () => draw());
  row.append(back, clear, large.button);
  wrap.append(title, grid.stage, toMove, row, grid.status);
  // After the panel's error line (controls.js adds it once this returns): a refused position is said next to its field, in sight.
  queueMicrotask(() => box.appendChild(wrap));
  function draw() {
    wrap.setAttribute('aria-label', t('board.editor'));
    title.textContent = t('board.dropHint');
    back.textContent = t('board.takeBack');
    clear.textContent = t('board.clear');
    large.say();
    adapter.drawPosition(canvas, text());
    canvas.dataset.position = text();
    toMove.textContent = adapter.isOver && adapter.isOver(text()) ? t('board.over') : t('board.sideToMove', { side: adapter.sideToMove(text()) });
    back.disabled = clear.disabled = moves() === '';
    grid.update();
  }
  for (const el of [movesInput, sizeInput]) if (el) { el.addEventListener('change', draw); el.addEventListener('input', draw); }
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } draw(); });
  queueMicrotask(draw);
  return { draw };
}
