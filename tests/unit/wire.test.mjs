// The wire, said once: the core describes it (crate/src/trace/wire.rs, written to www/wire.js by the
// build; a Rust test fails when the file is stale), trace.js alone reads it, and no other page module
// holds a number of it.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fixture } from './helpers.mjs';
import { Kind, KINDS, Field, CutKind, Bound, Probe, Reason, Flag, Changed, Names, INF, MATE, NO_PARENT, NO_STATIC_VALUE, Limits, decodeEvent } from '../../www/trace.js';
import { REASON_KEYS } from '../../www/narration-i18n.js';
import { DICTIONARIES } from '../../www/i18n.js';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

test('decodeEvent names each word of an event as the core describes it: AIMA alpha-beta, event by event', () => {
  const f = fixture('aima-alphabeta');
  const t = f.trace;
  // The root enters with the full window, two plies to go.
  assert.deepEqual(decodeEvent(t, 0), { kind: Kind.Enter, node: 0, alpha: -INF, beta: INF, depth: 2 });
  // The first leaf's evaluation, then B hears back 3 from it: best and β both change.
  assert.deepEqual(decodeEvent(t, 3), { kind: Kind.Eval, node: 2, value: 3 });
  assert.deepEqual(decodeEvent(t, 5), { kind: Kind.Child, node: 1, value: 3, changed: Changed.BEST | Changed.BETA, child: 2 });
  // C cuts after its first child: an α-cutoff at a MIN node, two children pruned.
  const cut = t.kind.indexOf(Kind.Cutoff);
  assert.deepEqual(decodeEvent(t, cut), { kind: Kind.Cutoff, node: 5, cut: CutKind.Alpha, searched: 1, pruned: 2 });
  // C returns 2, an upper bound; the root returns 3, exact.
  assert.deepEqual(decodeEvent(t, cut + 1), { kind: Kind.Leave, node: 5, value: 2, bound: Bound.Upper });
  assert.deepEqual(decodeEvent(t, t.kind.length - 1), { kind: Kind.Leave, node: 0, value: 3, bound: Bound.Exact });
});

test('each kind’s fields are distinct columns, and Field gives the column of each name', () => {
  assert.equal(KINDS.length, Object.keys(Kind).length);
  KINDS.forEach((k, i) => {
    assert.equal(k.code, i, k.name);
    assert.equal(Kind[k.name], i);
    const cols = k.fields.map((f) => f.column);
    assert.deepEqual(cols, [...new Set(cols)].sort(), `${k.name}: columns a, b, c at most once each, in order`);
    for (const f of k.fields) assert.equal(Field[k.name][f.name], f.column);
  });
  assert.equal(Field.TtProbe.probe, 'a');
  assert.equal(Field.Cutoff.pruned, 'c');
  assert.deepEqual([Probe.Miss, Probe.Hit, Probe.HitCut, Probe.HitCutDeeper], [0, 1, 2, 3]);
  assert.equal(Names.Reason[Reason.HashMove], 'HashMove');
  assert.equal(NO_STATIC_VALUE, -(2 ** 31));
  assert.equal(NO_PARENT, 2 ** 32 - 1);
  assert.ok(MATE < INF / 2, 'a mate score is no sentinel bound');
  assert.ok(Flag.DRIVER > 0 && Limits.nullMoveR.min >= 1 && Limits.nullMoveR.max >= Limits.nullMoveR.min);
});

test('every kind, reason and cutoff has its words in every language', () => {
  const missing = [];
  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    for (const k of KINDS) if (!(`event.${k.key}` in dict)) missing.push(`${lang}: event.${k.key} (${k.name})`);
    REASON_KEYS.forEach((key, r) => { if (!(key in dict)) missing.push(`${lang}: ${key} (${Names.Reason[r]})`); });
  }
  assert.equal(REASON_KEYS.length, Object.keys(Reason).length);
  assert.deepEqual(missing, []);
});

/** Every page module (www/**.js) but the wire itself, trace.js that reads it, the dictionaries and the built core. */
function modules() {
  const out = [];
  const walk = (dir) => {
    for (const f of readdirSync(WWW + dir, { withFileTypes: true })) {
      if (f.isDirectory()) { if (f.name !== 'locales' && f.name !== 'pkg') walk(`${dir}${f.name}/`); } else if (f.name.endsWith('.js') && !['trace.js', 'wire.js'].includes(dir + f.name)) out.push([dir + f.name, readFileSync(WWW + dir + f.name, 'utf8').split('\n')]);
    }
  };
  walk('');
  return out;
}

/** What only trace.js may write: the wire's numbers, and reading an event's words by their column. */
const LITERALS = [
  [/-?2147483648|2147483647/, 'the no-static-value sentinel (NO_STATIC_VALUE)'],
  [/\b1_?000_?000_?000\b|\b1e9\b/, 'infinity (INF)'],
  [/\bMATE\s*=\s*\d|\b100_000\s*-\s*10_000\b/, 'a mate score (MATE, MATE_BOUND)'],
  [/0xffffffff|4294967295/i, 'no parent, the null move’s index (NO_PARENT, NULL_MOVE_INDEX)'],
  [/\b[A-Za-z_$][\w$]*\.[abc]\[/, 'an event’s word by its column (decodeEvent, or t[Field.Kind.name])'],
  [/\.kind\[[^\]]+\]\s*[!=]==?\s*\d|\bkind\s*[!=]==?\s*\d/, 'an event kind (Kind)'],
  [/\bflags(\[[^\]]+\])?\s*&\s*\d/, 'a node flag (Flag)'],
  [/\b(bound|cutKind|probe)(\[[^\]]+\])?\s*[!=]==?\s*\d/, 'a bound, a cutoff kind or a probe’s outcome (Bound, CutKind, Probe)'],
];
/** The CRC-32 of the PNG writer is no trace. */
const ALLOWED = { 'export.js': [3] };

test('no page module but trace.js holds a number of the wire, or reads an event’s words by column', () => {
  const found = [];
  for (const [path, lines] of modules()) {
    lines.forEach((line, i) => {
      LITERALS.forEach(([re, what], j) => {
        if (re.test(line) && !(ALLOWED[path] || []).includes(j)) found.push(`${path}:${i + 1} ${what}: ${line.trim().slice(0, 100)}`);
      });
    });
  }
  assert.deepEqual(found, []);
});
