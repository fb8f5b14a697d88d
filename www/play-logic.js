// Playing against the engine, the pure part (no DOM, unit-tested under Node): what a click on the
// board means among the core's legal moves, who is to move, the result in words, what Undo takes
// back, the game's moves as link text and as a numbered list.
//
// A *move* is the core's `moves()` entry: {index, name, cells}, cells being the board cells it
// touches ([to], or [from, to]) counted row by row from the top-left of the catalogue's board.
// A *position* is {spec, status, moves, name}: the game spec to load, the core's `status()`
// ({position, sideToMove: 'max'|'min', over, result: 1|-1|0|null, result for MAX}), its legal
// moves and the name of the move that led there ('' for the start).

import { t } from './i18n.js';

/** @typedef {'max' | 'min'} Side */
/** A legal move at a position (the core's moves()). @typedef {{ index: number, name: string, cells: number[] }} Move */
/** The core's status() of a position (its board as text). @typedef {{ position: string, sideToMove: Side, over: boolean, result: 1 | -1 | 0 | null }} Status */
/**
 * A position of the game (see above); the page adds who played the move into it and a note (the
 * engine's shallower search).
 * @typedef {{ spec: import('./protocol.js').GameSpec, status: Status, moves: Move[], name: string, by?: 'you' | 'engine', note?: string }} Position
 */

/** The most plies a link may carry. */
export const MAX_PLIES = 1000;

export const otherSide = (/** @type {Side} */ side) => (side === 'max' ? 'min' : 'max');

/** The side the person plays: the side to move at the start when they start, else the other. */
export const humanSide = (/** @type {string} */ first, /** @type {{ sideToMove: Side }} */ startStatus) => (first === 'engine' ? otherSide(startStatus.sideToMove) : startStatus.sideToMove);

/** 'you', 'engine' or 'over': whose turn it is in a position. */
/** @param {Position | null | undefined} position @param {Side} you @returns {'you' | 'engine' | 'over'} */
export function turn(position, you) {
  if (!position || position.status.over || !position.moves.length) return 'over';
  return position.status.sideToMove === you ? 'you' : 'engine';
}

/** The result of a finished game in words, for the person playing `you`. */
/** @param {number | null} result @param {Side} you */
export function resultKey(result, you) {
  if (result === 0) return 'play.result.draw';
  if (result === 1 || result === -1) return (result === 1 ? 'max' : 'min') === you ? 'play.result.youWin' : 'play.result.engineWins';
  return '';
}

/** The result in words ('' while the game goes on), in `lang` (the page's data-result keeps English). */
export const resultWords = (/** @type {number | null} */ result, /** @type {Side} */ you, /** @type {string | undefined} */ lang) => {
  const k = resultKey(result, you);
  return k ? t(k, {}, lang) : '';
};

const sameCells = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a.length === b.length && a.every((c, i) => c === b[i]);

const capital = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The distinct cells in `list`, in order. */
const distinct = (/** @type {number[]} */ list) => [...new Set(list)];

/** @param {number[]} cells @param {(cell: number) => string} cellName @param {number} [limit] */
function names(cells, cellName, limit = 16) {
  const shown = cells.slice(0, limit).map(cellName);
  return cells.length > limit ? t('play.more', { list: shown.join(', '), n: cells.length - limit }) : shown.join(', ');
}

/**
 * What a click on `cell` means (-1: off the board), given the legal moves and the selected cell
 * (the from-cell of a two-cell move chosen by the click before, or -1). One of:
 *   {kind: 'play', move}                      — a move to play now;
 *   {kind: 'choose', moves}                   — several moves share these cells (a promotion): ask;
 *   {kind: 'select', cell, targets, exits}    — a piece chosen: its to-cells, and its one-cell moves
 *                                               (a Dodgem car leaving the board: click it again);
 *   {kind: 'deselect'}                        — the selected piece clicked again, with nothing to play;
 *   {kind: 'illegal', message}                — why nothing happens.
 * `cellName(cell)` names a cell for the messages; `taken(cell)` says a one-cell game's cell holds a mark.
 * @param {Move[]} moves
 * @param {number} selected
 * @param {number} cell
 * @param {(cell: number) => string} [cellName]
 * @param {(cell: number) => boolean} [taken]
 */
export function clickMove(moves, selected, cell, cellName = (c) => t('play.cell', { n: c + 1 }), taken = () => false) {
  if (cell < 0) return { kind: 'illegal', message: t('play.offBoard') };
  if (selected >= 0) {
    if (cell === selected) {
      const exits = moves.filter((m) => sameCells(m.cells, [cell]));
      if (exits.length === 1) return { kind: 'play', move: exits[0] };
      if (exits.length > 1) return { kind: 'choose', moves: exits };
      return { kind: 'deselect' };
    }
    const to = moves.filter((m) => sameCells(m.cells, [selected, cell]));
    if (to.length === 1) return { kind: 'play', move: to[0] };
    if (to.length > 1) return { kind: 'choose', moves: to };
    // Another piece of one's own: choose it instead.
    if (moves.some((m) => m.cells.length > 1 && m.cells[0] === cell)) return clickMove(moves, -1, cell, cellName);
    const targets = distinct(moves.filter((m) => m.cells.length > 1 && m.cells[0] === selected).map((m) => m.cells[1]));
    return {
      kind: 'illegal',
      message: targets.length ? t('play.cannotGoFrom', { from: cellName(selected), to: cellName(cell), list: names(targets, cellName) }) : t('play.cannotGo', { from: cellName(selected), to: cellName(cell) }),
    };
  }
  const here = moves.filter((m) => m.cells[0] === cell);
  if (!here.length) {
    const single = moves.every((m) => m.cells.length <= 1);
    // A mark already there (`taken`, from the game's board): say so, not only that nothing is legal.
    if (single && taken(cell)) return { kind: 'illegal', message: capital(t('play.taken', { cell: cellName(cell) })) };
    if (single) return { kind: 'illegal', message: t('play.noLegalOn', { cell: cellName(cell) }) };
    const froms = distinct(moves.filter((m) => m.cells.length > 1).map((m) => m.cells[0]));
    return { kind: 'illegal', message: t('play.nothingMoves', { cell: cellName(cell), list: names(froms, cellName) }) };
  }
  if (here.every((m) => m.cells.length === 1)) return here.length === 1 ? { kind: 'play', move: here[0] } : { kind: 'choose', moves: here };
  return {
    kind: 'select', cell,
    targets: distinct(here.filter((m) => m.cells.length > 1).map((m) => m.cells[1])),
    exits: here.filter((m) => m.cells.length === 1),
  };
}

/**
 * The plies Undo keeps: the game up to (not including) the person's last move, so that the engine's
 * reply and that move are taken back; `plies` unchanged (its length) when the person has not moved.
 * positions[i] is the position before ply i (positions.length = plies + 1).
 * @param {Position[]} positions @param {Side} you @returns {number}
 */
export function undoLength(positions, you) {
  for (let i = positions.length - 2; i >= 0; i--) if (turn(positions[i], you) === 'you') return i;
  return positions.length - 1;
}

/** The game's moves (move indexes) as link text: '4.0.3'. */
export const movesText = (/** @type {number[]} */ moves) => moves.join('.');

/** Link text back to move indexes, or null when it is not such a list. */
/** @param {unknown} text @returns {number[] | null} */
export function parseMoves(text) {
  if (text === '') return [];
  if (typeof text !== 'string' || !/^\d{1,4}(\.\d{1,4})*$/.test(text)) return null;
  const list = text.split('.').map(Number);
  return list.length <= MAX_PLIES ? list : null;
}

/** The moves so far as numbered text: '1. e4 e5 2. Nf3'. `blackFirst`: the first ply is the second of move 1. */
/** @param {string[]} names @param {boolean} [blackFirst] */
export function moveListText(names, blackFirst = false) {
  const out = [];
  let n = 1;
  let i = 0;
  if (blackFirst && names.length) { out.push(`1. … ${names[0]}`); i = 1; n = 2; }
  for (; i < names.length; i += 2, n++) out.push(`${n}. ${names[i]}${i + 1 < names.length ? ' ' + names[i + 1] : ''}`);
  return out.join(' ');
}

/** The state's options for a spec the core gave ({kind, ...options}): the entry's options only, over `base`. */
/**
 * @param {Record<string, unknown>} spec @param {{ name: string }[]} entryOptions @param {Record<string, unknown>} [base]
 * @returns {Record<string, unknown>}
 */
export function optionsOfSpec(spec, entryOptions, base = {}) {
  /** @type {Record<string, unknown>} */
  const o = { ...base };
  for (const opt of entryOptions) if (Object.prototype.hasOwnProperty.call(spec, opt.name)) o[opt.name] = spec[opt.name];
  return o;
}

/** The depths the engine tries, the requested one first, while a search passes its event cap. */
/** @param {number} depth @returns {number[]} */
export function fallbackDepths(depth) {
  const out = [];
  for (let d = depth; d >= 1; d--) out.push(d);
  return out.length ? out : [depth];
}

/**
 * The most MCTS/PUCT iterations the engine takes per move in each game, so that a move comes in
 * about a second or two (measured with the page's wasm under Node on the shared 2-core machine, 500
 * iterations: tic-tac-toe 62 ms, Connect Four 95 ms, Nim 34 ms, Dodgem 55 ms, chess 1.2 s, xiangqi
 * 2.3 s with rollouts); other games (trees) 5,000.
 */
/** @type {Readonly<Record<string, number>>} */
export const PLAY_ITERATION_CAP = { tictactoe: 10000, connect4: 5000, nim: 20000, dodgem: 10000, chess: 600, xiangqi: 300 };

/** The iterations the engine runs in game `kind` when `asked` are asked: at most its cap. */
export const playIterations = (/** @type {string} */ kind, /** @type {number} */ asked) => Math.min(asked, PLAY_ITERATION_CAP[kind] ?? 5000);
