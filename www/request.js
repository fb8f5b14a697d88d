// From the page's state to what the worker is asked: the game spec for `new Cutoff(spec)` and the
// search config. Pure: unit-tested under Node.

import { Limits, Defaults, isMcts } from './trace.js';

/** The spec of the entry's game: {kind, …fixed options, …the state's options} (empty texts left out). */
/** @returns {import('./protocol.js').GameSpec} */
export function gameSpec(state, entry) {
  const spec = { kind: entry.kind, ...entry.fixed };
  for (const opt of entry.options) {
    const v = state.options[opt.name];
    if (v === undefined || v === null || v === '') continue;
    spec[opt.name] = v;
  }
  return spec;
}

/** The search config: algorithm, fail, depth unless natural, and the techniques the game uses. */
/** @returns {import('./protocol.js').SearchConfig} */
export function searchConfig(state, info) {
  // MCTS: its iterations, exploration constant (none: the core's default) and seed; no depth, no techniques.
  if (isMcts(state.algorithm)) {
    const M = state.mcts || {};
    const cfg = { algorithm: state.algorithm, iterations: M.iterations ?? Defaults.mctsIterations, seed: M.seed ?? Defaults.mctsSeed };
    if (M.c !== null && M.c !== undefined) cfg.exploration = M.c;
    return cfg;
  }
  const usable = (t) => !info || !info.techniques || info.techniques.includes(t);
  const cfg = { algorithm: state.algorithm, fail: state.algorithm === 'negamax-ab' ? state.fail || 'soft' : 'soft' };
  if (state.depth !== null && state.depth !== undefined) cfg.depth = state.depth;
  const T = state.techniques;
  if (T.iterativeDeepening && usable('iterativeDeepening')) cfg.iterativeDeepening = true;
  if (T.tt && usable('tt')) cfg.tt = true;
  if (T.nullMove && usable('nullMove')) cfg.nullMove = Math.max(Limits.nullMoveR.min, +T.nullR || Defaults.nullMoveR);
  if (T.quiescence && usable('quiescence')) cfg.quiescence = true;
  if (T.aspiration && usable('aspiration')) cfg.aspiration = Math.max(Limits.aspiration.min, +T.aspW || Defaults.aspiration);
  if (T.ordering && usable('ordering')) { cfg.ordering = T.ordering.split(','); cfg.orderingSeed = 1; }
  return cfg;
}

/** The worker request for a state: {game, search, key (the game as JSON)}. */
/** @returns {{ game: import('./protocol.js').GameSpec, search: import('./protocol.js').SearchConfig, key: string }} */
export function request(state, entry) {
  const game = gameSpec(state, entry);
  return { game, search: searchConfig(state, entry.info), key: JSON.stringify(game) };
}
