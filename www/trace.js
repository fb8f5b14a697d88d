// The trace's wire format, read from the core's description (www/wire.js, written by the build
// from crate/src/trace/wire.rs). Every other module takes the kinds, fields, enums, sentinels and
// limits from here: none holds a number of the wire itself.

import { wire } from './wire.js';

const table = (pairs) => Object.freeze(Object.fromEntries(pairs));

/** The event kinds by name: Kind.Enter … (a trace's `kind` column holds these numbers). */
export const Kind = table(wire.kinds.map((k) => [k.name, k.code]));

/** Each kind's description, by its number: {name, code, word, key, fields: [{column, name, holds}]}. */
export const KINDS = Object.freeze(wire.kinds.map((k) => Object.freeze({ ...k, fields: Object.freeze(k.fields.map(Object.freeze)) })));

/**
 * Which column holds each named field, by kind: Field.Cutoff.pruned === 'c'. For loops over every
 * event, take the column once (`const pruned = t[Field.Cutoff.pruned]`) and index it.
 */
export const Field = table(KINDS.map((k) => [k.name, table(k.fields.map((f) => [f.name, f.column]))]));

/** Bits of a Child event's changed: what the returned value changed. */
export const Changed = table(wire.bits.Changed);

export const CutKind = table(wire.enums.CutKind);

export const Bound = table(wire.enums.Bound);

/** What standing pat decided (a StandPat event's outcome): Floor, Cut, NothingToCut. */
export const StandPatOutcome = table(wire.enums.StandPatOutcome);

/** What a table probe found (a TtProbe event's probe): Miss, Hit, HitCut, HitCutDeeper. */
export const Probe = table(wire.enums.Probe);

/** Node flags in the node table. */
export const Flag = table(wire.bits.Flag);

/** Why a child is searched where it is (an Order event's reason; crate::search::ordering::Reason). */
export const Reason = table(wire.enums.Reason);

/** Each enum's variant names by number: Names.Reason[Reason.HashMove] === 'HashMove'. */
export const Names = table(Object.entries(wire.enums).map(([name, pairs]) => [name, Object.freeze(pairs.map(([v]) => v))]));

/**
 * Each cutoff kind's word in the dictionaries' keys, by its number, from its name on the wire:
 * CUT_WORDS[CutKind.NullMove] === 'nullMove' (event.nullMoveCutoff, narr.nullMoveCutoff).
 */
export const CUT_WORDS = Object.freeze(Names.CutKind.map((n) => n.charAt(0).toLowerCase() + n.slice(1)));

/**
 * The sentinels: INF (crate::game::INF; anything at half of it or beyond is a sentinel bound), MATE
 * (MATE - p is a mate p plies from the root) and MATE_BOUND (beyond it, a mate), NO_PARENT (a
 * root's parent), NULL_MOVE_INDEX (the move of a null-move node), NO_STATIC_VALUE (a node without
 * a static value, in a per-node value column).
 */
export const { INF, MATE, MATE_BOUND, NO_PARENT, NULL_MOVE_INDEX, NO_STATIC_VALUE } = wire.sentinels;

/** MCTS's fixed point: a `fixed` word (scores, W, rewards) is the number times this. */
export const FIXED_SCALE = wire.sentinels.FIXED_SCALE;

/** The techniques' limits: {nullMoveR, aspiration, ttSize}, each {min, max} (max null: none). */
export const Limits = Object.freeze(wire.limits);

/**
 * Event e of trace t with its fields named: {kind, node, …} (an Enter gives alpha, beta, depth; a
 * Cutoff cut, searched, pruned: see crate/src/trace/wire.rs). One object per call: for a step, not
 * for a loop over every event (use Field there).
 */
export function decodeEvent(t, e) {
  const k = t.kind[e];
  const ev = { kind: k, node: t.node[e] };
  const d = KINDS[k];
  if (d) for (const f of d.fields) ev[f.name] = t[f.column][e];
  return ev;
}

// The score formatter lives in format.js; handed out here too, for the modules that read the trace.
export { fmtValue } from './format.js';

/**
 * The view node `n`'s values are read in, for mate scores (format.js's withMateView): the parity
 * of the plies from its search's root at which that side moves. `negamax`: the trace's values are
 * the side to move's; `maxView`: "Values from MAX's view" shows a MIN node's values as MAX's.
 */
export function mateViewOf(t, n, negamax, maxView = false) {
  let ply = 0;
  for (let c = n; t.parent[c] !== NO_PARENT && !(t.flags[t.parent[c]] & Flag.DRIVER); c = t.parent[c]) ply++;
  const min = (t.flags[n] & Flag.MIN) !== 0;
  const movers = negamax ? !(maxView && min) : !min;
  return (ply + (movers ? 0 : 1)) % 2;
}
