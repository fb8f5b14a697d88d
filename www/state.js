// The page's state: one plain object, and the link that mirrors it. Pure: no DOM, unit-tested.
//
// state = {
//   game: the Game menu entry's id ('aima', 'random', 'custom', 'tictactoe', 'chess', …),
//   options: {name: value} for the entry's catalogue options (defaults filled in),
//   preset: the entry's preset chosen from its Preset menu, or '',
//   algorithm: one of ALGORITHMS, fail: 'soft' | 'hard' (negamax-ab only),
//   depth: a number, or null for the game's natural depth,
//   techniques: {iterativeDeepening, tt, nullMove, nullR, quiescence, aspiration, aspW, ordering},
//   step: the step on show, as the page numbers it ("step 22 of 41": 22): counted from 1 over the
//     steps the player stops at (timeline.js Steps); 1 is the start,
//   play: null, or a game against the engine (play.js): {first: 'you' | 'engine' (who started),
//     start: the options of the position the game started from, moves: the move indexes played
//     since}; state.options are then the position reached.
// }
// `menu` is the Game menu built from the catalogue (games/registry.js menuFrom): entries with
// {id, options, presets, info}.

import { isExtraParam, badExtras } from './link-extras.js';
import { exerciseFromParams, exerciseParams, PARAM_NAMES } from './practice/exercise.js';
import { parseMoves, movesText } from './play-logic.js';
import { Limits, Defaults, SEARCHES, isMcts } from './trace.js';
import { choiceUsable } from './split-logic.js';

/** The Algorithm menu's searches, in the core's order (crate/src/trace/wire.rs `searches`). */
export const ALGORITHMS = SEARCHES.map((s) => s.name);
export { isMcts };
export const FAILS = ['soft', 'hard'];

const TEXT_LIMIT = 20_000;

/**
 * MCTS's parameters (state.mcts): iterations, the exploration constant c (null: the core's default,
 * UCT's √2 or PUCT's 1) and the rollouts' seed, at the core's first values.
 */
export const defaultMcts = () => ({ iterations: Defaults.mctsIterations, c: null, seed: Defaults.mctsSeed });
/** The most iterations the page asks for (the core's traced limit is higher: the tree would not read). */
export const MCTS_MAX_ITERATIONS = Limits.mctsIterations.max;

/** Play's engines (eng= in a link; 'alphabeta' is the search on the left), and their iterations. */
export const PLAY_ENGINES = ['alphabeta', 'uct', 'puct'];
export const PLAY_MAX_ITERATIONS = Limits.playIterations.max;
export const PLAY_DEFAULT_ITERATIONS = Defaults.playIterations;
/** The largest exploration constant the link takes. */
export const MCTS_MAX_C = Limits.mctsC.max;

export const defaultTechniques = () => ({
  iterativeDeepening: false, tt: false, nullMove: false, nullR: Defaults.nullMoveR, quiescence: false, aspiration: false, aspW: Defaults.aspiration, ordering: '',
});

/** The entry's options at their catalogue defaults. */
export function defaultOptions(entry) {
  const o = {};
  for (const opt of (entry && entry.options) || []) o[opt.name] = opt.default ?? '';
  return o;
}

/** The options an entry starts from with a preset chosen (its spec options over the defaults). */
export function presetOptions(entry, preset) {
  const o = defaultOptions(entry);
  for (const [k, v] of Object.entries((preset && preset.options) || {})) if (k in o) o[k] = v;
  return o;
}

export function defaultState(menu) {
  const entry = menu[0];
  return {
    game: entry ? entry.id : '', options: defaultOptions(entry), preset: '', algorithm: 'alphabeta', fail: 'soft',
    depth: null, techniques: defaultTechniques(), step: 1, play: null, mcts: defaultMcts(),
  };
}

export const entryOf = (menu, id) => menu.find((e) => e.id === id);

/** Reads a catalogue option's value from link text: {ok, value}. */
export function parseOption(opt, text) {
  switch (opt.input) {
    case 'number': {
      if (!/^-?\d{1,12}$/.test(text)) return { ok: false };
      const n = Number(text);
      if ((opt.min != null && n < opt.min) || (opt.max != null && n > opt.max)) return { ok: false };
      return { ok: true, value: n };
    }
    case 'checkbox':
      return text === '1' || text === 'true' ? { ok: true, value: true } : text === '0' || text === 'false' ? { ok: true, value: false } : { ok: false };
    case 'select':
      return (opt.choices || []).some(([v]) => v === text) ? { ok: true, value: text } : { ok: false };
    default:
      return text.length <= TEXT_LIMIT ? { ok: true, value: text } : { ok: false };
  }
}

const natural = (text) => (/^\d{1,6}$/.test(text) ? Number(text) : null);
const quote = (s) => `“${s.length > 40 ? s.slice(0, 40) + '…' : s}”`;
const usable = (entry, technique) => !entry.info || !entry.info.techniques || entry.info.techniques.includes(technique);

/**
 * The state a link's query string describes: {state, ignored}. Anything not understood (an unknown
 * game or setting, a value out of range) is left at its default and listed in `ignored` as
 * “name “value”” text; nothing in the link is ever more than text.
 */
export function fromURL(search, menu) {
  const params = new URLSearchParams(search);
  const state = defaultState(menu);
  const ignored = [];
  const skip = (key, value) => ignored.push(`${key} ${quote(value)}`);
  const get = (key) => params.get(key);
  let entry = menu[0];

  if (params.has('game')) {
    const e = entryOf(menu, get('game'));
    if (e) { entry = e; state.game = e.id; state.options = defaultOptions(e); } else skip('game', get('game'));
  }
  if (params.has('preset')) {
    const p = (entry.presets || []).find((q) => q.name === get('preset'));
    // The preset's depth and search settings too (its note speaks of them): a hand-written
    // ?game=…&preset=… searches as the note says; what the link says besides still wins, below.
    if (p) applyPreset(state, entry, p); else skip('preset', get('preset'));
  }
  const known = new Set(['game', 'preset', 'algo', 'fail', 'depth', 'id', 'tt', 'null', 'q', 'asp', 'order', 'step', 'play', 'moves', 'iter', 'c', 'seed', 'eng', 'eiter']);
  for (const [key, value] of params) {
    if (key.startsWith('g.')) {
      const opt = entry.options.find((o) => o.name === key.slice(2));
      const r = opt ? parseOption(opt, value) : { ok: false };
      if (r.ok) state.options[opt.name] = r.value; else skip(key, value);
    } else if (!known.has(key) && !isExtraParam(key)) skip(key, value);
  }
  for (const [key, value] of badExtras(params)) skip(key, value);
  if (params.has('algo')) {
    if (ALGORITHMS.includes(get('algo'))) state.algorithm = get('algo'); else skip('algo', get('algo'));
  }
  if (params.has('fail')) {
    if (FAILS.includes(get('fail')) && state.algorithm === 'negamax-ab') state.fail = get('fail'); else skip('fail', get('fail'));
  }
  if (params.has('depth')) {
    const d = natural(get('depth'));
    const max = entry.info && entry.info.maxDepth != null ? entry.info.maxDepth : Infinity;
    if (d !== null && d <= max) state.depth = d; else skip('depth', get('depth'));
  }
  const T = state.techniques;
  const flag = (key, name) => {
    if (!params.has(key)) return;
    const v = get(key);
    if ((v === '1' || v === '0') && usable(entry, name)) T[name] = v === '1'; else skip(key, v);
  };
  flag('id', 'iterativeDeepening');
  flag('tt', 'tt');
  flag('q', 'quiescence');
  if (params.has('null')) {
    const r = natural(get('null'));
    if (r === 0 && usable(entry, 'nullMove')) T.nullMove = false; // off, where a preset turned it on
    else if (r !== null && r >= Limits.nullMoveR.min && r <= Limits.nullMoveR.max && usable(entry, 'nullMove')) { T.nullMove = true; T.nullR = r; } else skip('null', get('null'));
  }
  if (params.has('asp')) {
    const w = natural(get('asp'));
    if (w === 0 && usable(entry, 'aspiration')) T.aspiration = false;
    else if (w !== null && w >= Limits.aspiration.min && usable(entry, 'aspiration')) { T.aspiration = true; T.aspW = w; } else skip('asp', get('asp'));
  }
  if (params.has('order')) {
    const o = get('order');
    if (o === 'none' && usable(entry, 'ordering')) T.ordering = '';
    else if (usable(entry, 'ordering') && (!entry.info || (entry.info.orderings || []).includes(o))) T.ordering = o; else skip('order', o);
  }
  // MCTS's parameters, with algo=mcts only: iter=N, c=C (a decimal; absent: √2), seed=S.
  if (params.has('iter') || params.has('c') || params.has('seed')) {
    const M = state.mcts, mcts = isMcts(state.algorithm);
    if (params.has('iter')) {
      const n = natural(get('iter'));
      if (mcts && n !== null && n >= 1 && n <= MCTS_MAX_ITERATIONS) M.iterations = n; else skip('iter', get('iter'));
    }
    if (params.has('c')) {
      const c = /^\d{1,3}(\.\d{1,6})?$/.test(get('c')) ? Number(get('c')) : NaN;
      if (mcts && c >= 0 && c <= MCTS_MAX_C) M.c = c; else skip('c', get('c'));
    }
    if (params.has('seed')) {
      const n = natural(get('seed'));
      if (mcts && n !== null) M.seed = n; else skip('seed', get('seed'));
    }
  }
  // split=…: the split view's second search (split.js reads it); one it cannot run is said here.
  if (params.has('split') && !choiceUsable(get('split'), entry.info && entry.info.techniques)) skip('split', get('split'));
  // step=N opens the page's step N, as its counter says it ("step N of …", from 1). A link written
  // before steps were counted from 1 (step=21 for "step 22") opens one step earlier than it did;
  // step=0, which no link counted from 1 holds, is the start.
  if (params.has('step')) {
    const s = natural(get('step'));
    if (s !== null) state.step = Math.max(1, s); else skip('step', get('step'));
  }
  // A game against the engine: who started, and the moves since the position the options give.
  if (params.has('play')) {
    const first = get('play');
    if ((first === 'you' || first === 'engine') && entry.info && entry.info.playable) {
      const moves = params.has('moves') ? parseMoves(get('moves')) : [];
      if (moves === null) skip('moves', get('moves'));
      state.play = { first, start: { ...state.options }, moves: moves || [] };
      // Who answers: eng=uct|puct (absent: the search on the left), eiter=N its iterations.
      if (params.has('eng')) { if (PLAY_ENGINES.includes(get('eng'))) state.play.engine = get('eng'); else skip('eng', get('eng')); }
      if (params.has('eiter')) {
        const n = natural(get('eiter'));
        if (n !== null && n >= 1 && n <= PLAY_MAX_ITERATIONS) state.play.iterations = n; else skip('eiter', get('eiter'));
      }
    } else skip('play', first);
  } else if (params.has('moves')) skip('moves', get('moves'));
  if (!state.play) for (const k of ['eng', 'eiter']) if (params.has(k)) skip(k, get(k));
  return { state, ignored };
}

const same = (a, b) => String(a) === String(b);

/** The query string ('?…', or '' for the defaults) of a link that opens `state`. */
export function toURL(state, menu) {
  const p = new URLSearchParams();
  const entry = entryOf(menu, state.game) || menu[0];
  if (entry !== menu[0]) p.set('game', entry.id);
  const preset = state.preset ? (entry.presets || []).find((q) => q.name === state.preset) : null;
  if (preset) p.set('preset', preset.name);
  const base = presetOptions(entry, preset);
  // A game against the engine: the link gives the position it started from, and its moves.
  const options = state.play ? state.play.start : state.options;
  for (const opt of entry.options) {
    const v = options[opt.name];
    if (v === undefined || same(v, base[opt.name])) continue;
    p.set('g.' + opt.name, opt.input === 'checkbox' ? (v ? '1' : '0') : String(v));
  }
  // The search as it differs from what preset= alone gives (a preset's settings, else the defaults).
  const given = applyPreset(defaultState(menu), entry, preset);
  if (state.algorithm !== given.algorithm) p.set('algo', state.algorithm);
  if (state.algorithm === 'negamax-ab' && state.fail !== given.fail) p.set('fail', state.fail);
  if (state.depth !== null && state.depth !== undefined && !same(state.depth, given.depth)) p.set('depth', String(state.depth));
  const T = state.techniques, B = given.techniques;
  const flag = (key, name) => { if (!!T[name] !== !!B[name]) p.set(key, T[name] ? '1' : '0'); };
  flag('id', 'iterativeDeepening');
  flag('tt', 'tt');
  if (T.nullMove ? !B.nullMove || T.nullR !== B.nullR : B.nullMove) p.set('null', T.nullMove ? String(T.nullR) : '0');
  flag('q', 'quiescence');
  if (T.aspiration ? !B.aspiration || T.aspW !== B.aspW : B.aspiration) p.set('asp', T.aspiration ? String(T.aspW) : '0');
  if ((T.ordering || '') !== (B.ordering || '')) p.set('order', T.ordering || 'none');
  if (isMcts(state.algorithm) && state.mcts) {
    const M = state.mcts, D = defaultMcts();
    if (M.iterations !== D.iterations) p.set('iter', String(M.iterations));
    if (M.c !== null && M.c !== undefined) p.set('c', String(M.c));
    if (M.seed !== D.seed) p.set('seed', String(M.seed));
  }
  if (state.step > 1) p.set('step', String(state.step));
  if (state.play) {
    p.set('play', state.play.first);
    if (state.play.moves.length) p.set('moves', movesText(state.play.moves));
    if (state.play.engine && state.play.engine !== 'alphabeta') p.set('eng', state.play.engine);
    if (state.play.engine && state.play.engine !== 'alphabeta' && state.play.iterations && state.play.iterations !== PLAY_DEFAULT_ITERATIONS) p.set('eiter', String(state.play.iterations));
  }
  const q = p.toString();
  return q ? '?' + q : '';
}

/**
 * Applies a preset's settings (PresetInfo: depth, search) to the state: the depth it speaks of,
 * its algorithm and exactly its techniques (the others off), and its options (a chess FEN).
 */
export function applyPreset(state, entry, preset) {
  state.preset = preset ? preset.name : '';
  state.options = presetOptions(entry, preset);
  state.depth = preset && preset.depth != null ? preset.depth : null;
  const s = preset && preset.search;
  if (!s) return state;
  if (s.algorithm && ALGORITHMS.includes(s.algorithm)) state.algorithm = s.algorithm;
  state.fail = s.fail && FAILS.includes(s.fail) ? s.fail : 'soft';
  const T = { ...defaultTechniques(), nullR: state.techniques.nullR, aspW: state.techniques.aspW };
  if (s.iterativeDeepening) T.iterativeDeepening = true;
  if (s.tt) T.tt = true;
  if (s.nullMove) { T.nullMove = true; T.nullR = Number(s.nullMove) || Defaults.nullMoveR; }
  if (s.quiescence) T.quiescence = true;
  if (s.aspiration) { T.aspiration = true; T.aspW = Number(s.aspiration) || Defaults.aspiration; }
  if (s.ordering && s.ordering.length) T.ordering = [].concat(s.ordering).join(',');
  state.techniques = T;
  return state;
}

// ---------------------------------------------------------------- the classroom's part

/**
 * The classroom switches and the theme, beside the search's state: {textbook, maxView, hide,
 * presenter, theme, hideByPresenter (the answers were hidden by presenter view, and show again
 * when it ends)}. The link carries `hide` and `present` (link-extras.js), the browser remembers the
 * theme; the checkboxes and the menu only show this object and ask for its changes.
 */
export const THEMES = Object.freeze(['auto', 'light', 'dark', 'contrast']);

export const defaultClassroom = () => ({ textbook: false, maxView: false, hide: false, presenter: false, theme: 'auto', hideByPresenter: false });

/** The classroom as a link (`search`) and the remembered theme (`storedTheme`, or null) open it. */
export function classroomFromLink(search, storedTheme = null) {
  const p = new URLSearchParams(search);
  let c = defaultClassroom();
  if (THEMES.includes(storedTheme)) c.theme = storedTheme;
  if (p.get('hide') === '1') c = setHide(c, true);
  if (p.get('present') === '1') c = setPresenter(c, true);
  return c;
}

/** Presenter view on or off: on hides the answers (unless they were hidden already); off shows again what it hid. */
export function setPresenter(c, on) {
  const next = { ...c, presenter: !!on };
  if (on && !c.hide) { next.hide = true; next.hideByPresenter = true; }
  if (!on && c.hideByPresenter) { next.hide = false; next.hideByPresenter = false; }
  return next;
}

/** "Hide answers until the end", set by hand (presenter view no longer answers for it). */
export const setHide = (c, on) => ({ ...c, hide: !!on, hideByPresenter: false });

/** The link's switches for the classroom: [[key, on]] for `present` and `hide`. */
export const classroomSwitches = (c) => [['present', c.presenter], ['hide', c.hide]];

/** A part of the state that others watch: get(), set(next) tells each subscriber (next, before). */
export function watched(initial) {
  let value = initial;
  const subscribers = [];
  return {
    get: () => value,
    set(next) { const before = value; value = next; for (const f of subscribers) f(value, before); },
    subscribe(f) { subscribers.push(f); },
  };
}

// ---------------------------------------------------------------- the practice part

/**
 * The practice exercise on show (practice/exercise.js describes one), or null: the link carries it
 * as `practice` and `p-…` beside the search's settings.
 */
export function practiceFromLink(search) {
  const p = new URLSearchParams(search);
  return p.has('practice') ? exerciseFromParams(p) : null;
}

/** The query `search` with the exercise's parameters in place of any it had (none for null), the rest kept in its order. */
export function withPractice(search, exercise) {
  const p = new URLSearchParams(search);
  for (const k of PARAM_NAMES) p.delete(k);
  if (exercise) for (const [k, v] of exerciseParams(exercise)) p.set(k, v);
  const q = p.toString();
  return q ? '?' + q : '';
}

/**
 * The student's work on the exercise on show: the answers by node path (`alpha` and `beta` for a
 * window question), the paths of the edges marked pruned (sorted), how many times Check was
 * pressed, and whether Reveal was. A new exercise starts from this.
 */
export const freshPracticeWork = () => ({ answers: {}, marked: [], tries: 0, revealed: false });

/** `work` with the answer at `key` (a node's path, `alpha`, `beta`) set to `value`, as typed. */
export const withAnswer = (work, key, value) => ({ ...work, answers: { ...work.answers, [key]: value } });

/** `work` with the edge into the node at `path` marked pruned when it was not, unmarked when it was. */
export const withMarkToggled = (work, path) => ({
  ...work, marked: work.marked.includes(path) ? work.marked.filter((p) => p !== path) : [...work.marked, path].sort(),
});
