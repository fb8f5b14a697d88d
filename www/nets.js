// The networks the page plays and compares with: one per game variant that has an input encoding
// (tic-tac-toe; Connect Four of one board size). Each starts as the net shipped with the page
// (www/nets/, written by `cutoff train … --seed 1`; inlined into the offline file as
// window.__cutoffNets), and is replaced by a net trained in the Train panel or loaded from a file.

import * as adapters from './games/index.js';

/** The nets the games' adapters name ({id, spec, file, chunk, command, label}), in the Game menu's order. */
// Smallest board first (it trains fastest, so the panel opens on it); a module namespace lists its
// adapters alphabetically, which would put Connect Four before tic-tac-toe.
export const TRAINABLE = Object.values(adapters).flatMap((a) => a.nets || []).sort((x, y) => x.cells - y.cells);

/** The shipped nets, by variant key. */
export const SHIPPED = Object.fromEntries(TRAINABLE.map((n) => [n.id, n.file]));

/** The variant key of a game spec ({kind, size?}): 'tictactoe', 'connect4 5x4'; null without nets (the game's adapter says it). */
export function netKey(spec) {
  if (!spec) return null;
  const a = Object.values(adapters).find((x) => x.kind === spec.kind);
  return a && a.netKey ? a.netKey(spec) : null;
}

/** key → {text, source: 'shipped'|'trained'|'file', games, file}. */
const nets = new Map();
const listeners = [];

export function onNetChange(fn) { listeners.push(fn); }

/** The net in use for `key`, or null (none shipped, none trained or loaded). */
export async function netFor(key) {
  if (!key) return null;
  if (nets.has(key)) return nets.get(key);
  const file = SHIPPED[key];
  if (!file) return null;
  let text = globalThis.__cutoffNets && globalThis.__cutoffNets[file];
  if (!text) {
    try {
      const res = await fetch(new URL(`./nets/${file}`, import.meta.url));
      if (!res.ok) return null;
      text = await res.text();
    } catch { return null; }
  }
  if (!nets.has(key)) nets.set(key, { text, source: 'shipped', games: null, file });
  return nets.get(key);
}

/** The text of the net in use for `key` once loaded (netFor), else null. */
export const netNow = (key) => (key && nets.has(key) ? nets.get(key).text : null);

/** True when a net is (or can be) had for `key` without asking the network. */
export const hasNet = (key) => !!key && (nets.has(key) || key in SHIPPED);

/** The net for `key` from now on (trained in the panel or loaded from a file). */
export function setNet(key, entry) {
  nets.set(key, entry);
  for (const fn of listeners) fn(key, entry);
}

/** Back to the shipped net. */
export function resetNet(key) {
  nets.delete(key);
  for (const fn of listeners) fn(key, null);
}
