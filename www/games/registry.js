// Looks a game's adapter up by kind (its own file's overrides merged over the generic adapter
// built from the game's catalogue entry) and lays out the Game menu from the catalogue.

import * as adapters from './index.js';
import { genericAdapter } from './generic.js';

let infos = new Map();
const cache = new Map();
let known;
const knownOnce = new Promise((resolve) => { known = resolve; });

/** The core's catalogue (the wasm export `catalogue()`), which the adapters' defaults read. */
export function setCatalogue(catalogue) {
  infos = new Map(catalogue.map((g) => [g.kind, g]));
  cache.clear();
  known();
}

/** Resolves once the catalogue is known (on the page, when the worker has sent it). */
export const catalogueKnown = () => knownOnce;

/** The games practice draws exercises from (their catalogue entries' `practice`), in catalogue order. */
export const practiceGames = () => [...infos.values()].filter((g) => g.practice).map((g) => g.kind);

/** The catalogue entry of a game kind, or undefined. */
export const gameInfo = (kind) => infos.get(kind);

/** The adapter for a game kind (the result's `kind`). */
export function adapterFor(kind) {
  let a = cache.get(kind);
  if (!a) {
    const own = Object.prototype.hasOwnProperty.call(adapters, kind) ? adapters[kind] : {};
    a = { ...genericAdapter(infos.get(kind)), ...own, kind };
    // A game whose notation has each language's letters (chess: Polish Hxd5, Vietnamese Hxd5):
    // every move name the page shows (edges, principal variation, narration, side panel) goes
    // through it, so one language never mixes two notations.
    if (own.localMove) {
      const base = a.moveLabel;
      a.moveLabel = (m, v) => own.localMove(base.call(a, m, v));
    }
    cache.set(kind, a);
  }
  return a;
}

/** The Game menu: each game's entries, in catalogue order. */
export function menuFrom(catalogue) {
  setCatalogue(catalogue);
  return catalogue.flatMap((info) => {
    const a = adapterFor(info.kind);
    return a.entries(info).map((e) => ({ noPreset: a.noPreset, ...e }));
  });
}
