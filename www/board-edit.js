// Setting up a board by clicking (chess, xiangqi, Dodgem; tic-tac-toe has its own): choose a
// piece in the palette, click a square to place it (the same piece again removes it, as does
// Remove), choose the side to move. The position field (a FEN, Dodgem's cells) is rewritten and
// searched at once; the core says whether the position is legal, under the options, in words.
// The codecs (text ↔ cells) are pure and unit-tested.

import { t, onLanguageChange } from './i18n.js';
import { fenSquares } from './chessboard.js';

export const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const XIANGQI_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
export const DODGEM_START = 'b..b...ww b';

/** Rows of cells as FEN's placement: runs of empties as digits, rows joined by '/'. */
function placement(cells, files) {
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
    read(text) {
      const fen = String(text || '').trim() || CHESS_START;
      return { cells: fenSquares(fen), side: fen.split(/\s+/)[1] === 'b' ? 'b' : 'w' };
    },
    write(cells, side, text) {
      const fen = String(text || '').trim() || CHESS_START;
      // Castling rights only while the king and that rook still stand on their squares.
      const was = fen.split(/\s+/)[2] || '-';
      const at = (sq, p) => cells['abcdefgh'.indexOf(sq[0]) + (8 - +sq[1]) * 8] === p;
      const keep = { K: at('e1', 'K') && at('h1', 'R'), Q: at('e1', 'K') && at('a1', 'R'), k: at('e8', 'k') && at('h8', 'r'), q: at('e8', 'k') && at('a8', 'r') };
      const castling = [...'KQkq'].filter((c) => was.includes(c) && keep[c]).join('') || '-';
      return `${placement(cells, 8)} ${side} ${castling} - 0 1`;
    },
  },
  xiangqi: {
    option: 'fen', files: 9, canvas: [216, 240],
    pieces: ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'],
    sides: [['w', 'side.red'], ['b', 'side.black']],
    read(text) {
      const fen = String(text || '').trim() || XIANGQI_START;
      const cells = [];
      for (const row of fen.split(/\s+/)[0].split('/')) {
        for (const ch of row) {
          if (ch >= '1' && ch <= '9') for (let k = 0; k < +ch; k++) cells.push('.');
          else cells.push({ E: 'B', H: 'N', e: 'b', h: 'n' }[ch] || ch);
        }
      }
      const s = fen.split(/\s+/)[1];
      return { cells: cells.length === 90 ? cells : Array(90).fill('.'), side: s === 'b' ? 'b' : 'w' };
    },
    write: (cells, side) => `${placement(cells, 9)} ${side}`,
  },
  dodgem: {
    option: 'position', files: 3, canvas: [224, 224],
    pieces: ['b', 'w'],
    glyph: { b: '●', w: '○' },
    sides: [['b', 'side.blackMax'], ['w', 'side.whiteMin']],
    read(text) {
      const [cells, side] = (String(text || '').trim() || DODGEM_START).split(/\s+/);
      const c = [...(cells || '')].map((ch) => (ch === 'b' || ch === 'B' ? 'b' : ch === 'w' || ch === 'W' ? 'w' : '.'));
      return { cells: c.length === 9 ? c : Array(9).fill('.'), side: side === 'w' ? 'w' : 'b' };
    },
    write: (cells, side) => `${cells.join('')} ${side}`,
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
 * Adds the editor under the game's options. adapter: the game's (drawPosition, cellAt); ui: the
 * panel's (read, changed); input: the position field the editor rewrites.
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
  const palette = document.createElement('div');
  palette.className = 'board-palette';
  palette.setAttribute('role', 'radiogroup');
  let chosen = codec.pieces[0];
  const buttons = [];
  for (const p of [...codec.pieces, '.']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.piece = p;
    b.setAttribute('role', 'radio');
    b.className = p !== '.' && p === p.toUpperCase() ? 'light' : 'dark';
    b.addEventListener('click', () => { chosen = p; say(); });
    buttons.push(b);
    palette.appendChild(b);
  }
  const sideLabel = document.createElement('label');
  const side = document.createElement('select');
  side.id = `${kind}-editor-side`;
  sideLabel.htmlFor = side.id;
  for (const [v] of codec.sides) side.add(new Option('', v));
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const start = document.createElement('button');
  start.type = 'button';
  const clear = document.createElement('button');
  clear.type = 'button';
  row.append(sideLabel, side, start, clear);
  wrap.append(title, canvas, palette, row);
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
  }
  function say() {
    wrap.setAttribute('aria-label', t('board.editor'));
    title.textContent = t('board.editorHint');
    sideLabel.textContent = t('board.toMove');
    [...side.options].forEach((o, i) => { o.textContent = t(codec.sides[i][1]); });
    start.textContent = t('board.start');
    clear.textContent = t('board.clear');
    for (const b of buttons) {
      const p = b.dataset.piece;
      b.textContent = p === '.' ? '✕' : codec.glyph ? codec.glyph[p] : p.toUpperCase();
      b.setAttribute('aria-label', p === '.' ? t('board.remove') : t(`board.piece.${kind}.${p === p.toUpperCase() ? 'light' : 'dark'}.${p.toUpperCase()}`));
      b.title = b.getAttribute('aria-label');
      b.setAttribute('aria-checked', String(p === chosen));
    }
  }
  canvas.addEventListener('click', (ev) => {
    const r = canvas.getBoundingClientRect();
    const cell = adapter.cellAt(canvas, input.value, ev.clientX - r.left, ev.clientY - r.top);
    if (cell < 0) return;
    const { cells, side: s } = read();
    put(place(cells, cell, chosen), s);
  });
  side.addEventListener('change', () => { const { cells } = read(); put(cells, side.value); });
  start.addEventListener('click', () => { input.value = ''; draw(); ui.changed(0); });
  clear.addEventListener('click', () => { const { side: s } = read(); put(Array(read().cells.length).fill('.'), s); });
  input.addEventListener('input', draw);
  input.addEventListener('change', draw);
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } say(); draw(); });
  say();
  // After the panel's fields are written (a link, a preset): drawn once the values are in.
  queueMicrotask(draw);
  return { draw };
}

/** Nim's heaps as text: `3,4,5`, with ` min` when MIN moves first. */
export function nimRead(text) {
  const s = String(text || '').trim() || '3,4,5';
  const m = /^(.*?)(?:\s+([A-Za-z]+))?$/.exec(s);
  const heaps = m[1].split(/[,\s]+/).filter(Boolean).map((h) => (/^\d+$/.test(h) ? +h : 0));
  return { heaps, side: (m[2] || 'max').toLowerCase() === 'min' ? 'min' : 'max' };
}
export const nimWrite = (heaps, side) => heaps.join(',') + (side === 'min' ? ' min' : '');
/** The core's limits (nim.rs): 8 heaps of at most 15. */
export const NIM_HEAPS = 8, NIM_HEAP = 15;

/** Nim: each heap's size with − and +, a heap added or removed, the side to move. */
export function nimEditor(box, ui, input) {
  const wrap = document.createElement('div');
  wrap.className = 'board-editor';
  wrap.id = 'nim-editor';
  wrap.setAttribute('role', 'group');
  const list = document.createElement('div');
  list.className = 'nim-heaps';
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const add = document.createElement('button');
  add.type = 'button';
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
  const btn = (text, label, fn, off = false) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.title = label;
    b.disabled = off;
    b.addEventListener('click', fn);
    return b;
  };
  const put = (heaps, s) => { input.value = nimWrite(heaps, s); draw(); ui.changed(0); };
  function draw() {
    const { heaps, side: s } = nimRead(input.value);
    wrap.setAttribute('aria-label', t('board.editor'));
    sideLabel.textContent = t('board.toMove');
    side.options[0].textContent = t('side.max');
    side.options[1].textContent = t('side.min');
    side.value = s;
    add.textContent = t('board.heapAdd');
    add.disabled = heaps.length >= NIM_HEAPS;
    list.textContent = '';
    heaps.forEach((h, i) => {
      const line = document.createElement('div');
      line.className = 'nim-heap';
      const what = document.createElement('span');
      what.textContent = t('board.heap', { i: i + 1, n: h });
      const change = (d) => () => { const hs = nimRead(input.value).heaps; hs[i] = Math.max(0, Math.min(NIM_HEAP, hs[i] + d)); put(hs, side.value); };
      line.append(
        btn('−', t('board.heapLess', { i: i + 1 }), change(-1), h <= 0), what, btn('+', t('board.heapMore', { i: i + 1 }), change(1), h >= NIM_HEAP),
        btn('✕', t('board.heapRemove', { i: i + 1 }), () => { const hs = nimRead(input.value).heaps; hs.splice(i, 1); put(hs, side.value); }, heaps.length <= 1),
      );
      list.appendChild(line);
    });
  }
  add.addEventListener('click', () => { const hs = nimRead(input.value).heaps; hs.push(1); put(hs, side.value); });
  side.addEventListener('change', () => put(nimRead(input.value).heaps, side.value));
  input.addEventListener('change', draw);
  input.addEventListener('input', draw);
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } draw(); });
  queueMicrotask(draw);
  return { draw };
}

/** Connect Four: a click on a column drops the next disc (X, then O…), Take back lifts the last; the side to move follows. */
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
  const row = document.createElement('div');
  row.className = 'board-editor-row';
  const back = document.createElement('button');
  back.type = 'button';
  const clear = document.createElement('button');
  clear.type = 'button';
  row.append(back, clear);
  wrap.append(title, canvas, toMove, row);
  // After the panel's error line (controls.js adds it once this returns): a refused position is said next to its field, in sight.
  queueMicrotask(() => box.appendChild(wrap));
  const text = () => `${sizeInput ? sizeInput.value : '7x6'}:${movesInput.value.replace(/[\s,]/g, '')}`;
  const put = (moves) => { movesInput.value = moves; draw(); ui.changed(0); };
  function draw() {
    wrap.setAttribute('aria-label', t('board.editor'));
    title.textContent = t('board.dropHint');
    back.textContent = t('board.takeBack');
    clear.textContent = t('board.clear');
    adapter.drawPosition(canvas, text());
    canvas.dataset.position = text();
    toMove.textContent = adapter.isOver && adapter.isOver(text()) ? t('board.over') : t('board.sideToMove', { side: adapter.sideToMove(text()) });
    back.disabled = clear.disabled = movesInput.value.replace(/[\s,]/g, '') === '';
  }
  canvas.addEventListener('click', (ev) => {
    const r = canvas.getBoundingClientRect();
    const cell = adapter.cellAt(canvas, text(), ev.clientX - r.left, ev.clientY - r.top);
    if (cell < 0) return;
    const width = +text().split(/[x×]/i)[0];
    put(movesInput.value.replace(/[\s,]/g, '') + String((cell % width) + 1));
  });
  back.addEventListener('click', () => put(movesInput.value.replace(/[\s,]/g, '').slice(0, -1)));
  clear.addEventListener('click', () => put(''));
  for (const el of [movesInput, sizeInput]) if (el) { el.addEventListener('change', draw); el.addEventListener('input', draw); }
  const stop = onLanguageChange(() => { if (!wrap.isConnected) { stop(); return; } draw(); });
  queueMicrotask(draw);
  return { draw };
}
