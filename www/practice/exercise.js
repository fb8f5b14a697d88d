// An exercise as data, and as the link that carries it (so that a class gets the same one). Pure.
// Its parameters are `practice` and `p-…`, so that they sit beside the page's own state in the URL.

import { DIFFICULTY, Task } from './grader.js';
import { practiceGames } from '../games/registry.js';

const TASKS = Object.values(Task);
const ALGORITHMS = ['minimax', 'alphabeta', 'negamax', 'negamax-ab:soft', 'negamax-ab:hard'];
const SOURCES = ['random', 'aima', 'wikipedia', 'custom', 'game'];
/** The games a practice position can come from: the catalogue's (each game's module says it). */
export { practiceGames };

/** A fresh seed (shown to the student and carried in the link). */
export const newSeed = (random = Math.random) => Math.floor(random() * 1_000_000);

/**
 * The exercise a link describes (URLSearchParams or a query string), with defaults:
 * practice=random|aima|wikipedia|custom|game, p-level=easy|medium|hard, p-seed, p-b/p-d/p-lo/p-hi
 * (override the level), p-tree (custom text), p-game (one of practiceGames(), the first by default:
 * a position the core draws from the seed and level), p-algo, p-task, p-at (the node path of a window question).
 */
export function exerciseFromParams(params) {
  const q = typeof params === 'string' ? new URLSearchParams(params) : params;
  const p = { get: (k) => (k === 'practice' ? q.get(k) : q.get('p-' + k)) };
  const source = SOURCES.includes(p.get('practice')) ? p.get('practice') : 'random';
  const level = DIFFICULTY[p.get('level')] ? p.get('level') : 'easy';
  const int = (k, dflt, lo, hi) => {
    const v = Number.parseInt(p.get(k), 10);
    return Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : dflt;
  };
  const size = DIFFICULTY[level];
  const games = practiceGames();
  const ex = {
    source,
    level,
    seed: int('seed', 1, 0, 2 ** 31 - 1),
    branching: int('b', size.branching, 1, 5),
    depth: int('d', size.depth, 1, 5),
    min: int('lo', size.min, -99, 99),
    max: int('hi', size.max, -99, 99),
    tree: p.get('tree') || '',
    game: games.includes(p.get('game')) ? p.get('game') : games[0],
    algorithm: ALGORITHMS.includes(p.get('algo')) ? p.get('algo') : 'alphabeta',
    task: TASKS.includes(p.get('task')) ? p.get('task') : Task.Values,
    at: p.get('at'),
  };
  if (ex.min > ex.max) [ex.min, ex.max] = [ex.max, ex.min];
  return ex;
}

/** The link's parameters for an exercise: only what differs from its level's defaults. */
export const PARAM_NAMES = ['practice', ...['level', 'seed', 'b', 'd', 'lo', 'hi', 'tree', 'game', 'algo', 'task', 'at'].map((k) => 'p-' + k)];

export function exerciseParams(ex) {
  const q = new URLSearchParams();
  const p = { set: (k, v) => q.set(k === 'practice' ? k : 'p-' + k, v) };
  p.set('practice', ex.source);
  if (ex.source === 'random') {
    p.set('level', ex.level);
    p.set('seed', String(ex.seed));
    const size = DIFFICULTY[ex.level];
    if (ex.branching !== size.branching) p.set('b', String(ex.branching));
    if (ex.depth !== size.depth) p.set('d', String(ex.depth));
    if (ex.min !== size.min) p.set('lo', String(ex.min));
    if (ex.max !== size.max) p.set('hi', String(ex.max));
  }
  if (ex.source === 'custom') p.set('tree', ex.tree);
  if (ex.source === 'game') {
    p.set('game', ex.game);
    p.set('level', ex.level);
    p.set('seed', String(ex.seed));
  }
  p.set('algo', ex.algorithm);
  p.set('task', ex.task);
  if (ex.at !== null && ex.at !== undefined) p.set('at', ex.at);
  return q;
}

/** True for an exercise on a game position (its spec and depth come from the core: practicePosition). */
export const isGame = (ex) => ex.source === 'game';

/** Whether an exercise's seed is its own (shown, carried in the link, and a New exercise draws another). */
export const hasSeed = (ex) => ex.source === 'random' || ex.source === 'game';

/** The question the worker asks the core for a game exercise's position. */
export const positionQuery = (ex) => ({ type: 'practice-position', kind: ex.game, seed: ex.seed, level: ex.level });

/** The core's game spec (new Cutoff(spec)) for a tree exercise (a game's comes from positionQuery). */
export function gameSpec(ex) {
  if (ex.source === 'aima' || ex.source === 'wikipedia') return { kind: 'preset', name: ex.source };
  if (ex.source === 'custom') return { kind: 'tree', text: ex.tree };
  return { kind: 'random', branching: ex.branching, depth: ex.depth, seed: ex.seed, min: ex.min, max: ex.max, order: 'as-generated', noise: 0 };
}

/**
 * The core's search request for an exercise's algorithm ("negamax-ab:hard" → fail hard), to
 * `depth` when given (a game position's exercise depth).
 */
export function searchRequest(ex, depth = null) {
  const [algorithm, fail] = ex.algorithm.split(':');
  const req = fail ? { algorithm, fail } : { algorithm };
  return depth === null || depth === undefined ? req : { ...req, depth };
}

/**
 * The minimax run that gives the true values for the feedback (none needed for minimax itself);
 * a game's exercise needs it for its leaves' numbers too, which only a full search evaluates.
 */
export const needsReference = (ex) => ex.algorithm !== 'minimax';
