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
    option: 'fen', files: 8,
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
    option: 'fen', files: 9,
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
    option: 'position', files: 3,
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
  canvas.width = kind === 'xiangqi' ? 216 : 224;
  canvas.height = kind === 'xiangqi' ? 240 : 224;
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
  box.appendChild(wrap);

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
