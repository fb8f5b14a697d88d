// The JS tree-text parser (www/tree-text.js) against the core's (crate/src/game/tree.rs, through
// www/pkg under Node) on thousands of generated and mutated texts: the same texts accepted and
// refused, the same tree read from each, the core's refusal saying what (a tree.* code and a
// message) and where (a line and column inside the text), and no throw from the JS side. Seeded,
// so that a failure names the text that found it; the texts found by earlier runs are kept below.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Cutoff } from '../../www/pkg/cutoff.js';
import { parseTree, setValue, setLabel, addChild, addSibling, deleteSubtree, moveChild, toInner, toLeaf, paths, MAX_DEPTH } from '../../www/tree-text.js';

initSync({ module: readFileSync(new URL('../../www/pkg/cutoff_bg.wasm', import.meta.url)) });

/** xorshift32, as link-fuzz.test.mjs. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];

/** The JS parse written as the core writes a tree back (Tree::to_text): labels, one space between children, ~static. */
function canonical(n) {
  const label = n.label ? `${n.label.text}:` : '';
  if (n.leaf) return label + String(n.value);
  return `${label}(${n.children.map(canonical).join(' ')})${n.stat ? `~${n.stat.value}` : ''}`;
}

/** The core's reading: {ok: true, text} (its tree written back) or {ok: false, error}. */
function core(text) {
  let h;
  try {
    h = new Cutoff({ kind: 'tree', text });
  } catch (error) {
    return { ok: false, error };
  }
  const out = h.treeText();
  h.free();
  return { ok: true, text: out };
}

const SEPS = [' ', ' ', ' ', ',', ', ', '\n', '\t', '  ', '\r\n', ' # note\n', ',\n  ', '\f'];
const LABELS = ['A', 'b2', '_x', 'Left-1', 'node_7', 'Z'];

/** A random valid tree text with random layout: labels, signs, static values, comments, commas. */
function generate(r, depth = 0) {
  const label = r() < 0.3 ? `${pick(r, LABELS)}:` : '';
  if (depth >= 4 || r() < 0.45) {
    const v = Math.floor(r() * 41) - 20;
    const sign = v >= 0 && r() < 0.1 ? '+' : '';
    return label + sign + (r() < 0.03 ? '1000000' : String(v));
  }
  const n = 1 + Math.floor(r() * 4);
  const kids = [];
  for (let i = 0; i < n; i++) kids.push(generate(r, depth + 1));
  let body = '(' + (r() < 0.2 ? pick(r, SEPS) : '');
  kids.forEach((k, i) => {
    // Adjacent children need a separator, except after a ')' or before a '(' (the core's "(3(4))").
    const tight = i > 0 && (kids[i - 1].endsWith(')') || k.replace(/^[A-Za-z_][\w-]*:/, '').startsWith('(')) && r() < 0.3;
    body += (i > 0 && !tight ? pick(r, SEPS) : '') + k;
  });
  body += (r() < 0.2 ? pick(r, SEPS) : '') + ')';
  if (r() < 0.2) body += `~${Math.floor(r() * 21) - 10}`;
  return label + body;
}

// Characters a mutation puts in: the format's own, near-misses (\v, no-break space, a dot, a
// typographic minus), letters, digits and characters outside ASCII.
const ALPHABET = ['(', ')', '(', ')', ' ', ',', '#', '\n', ':', '~', '-', '+', '0', '7', '9', 'x', 'A', '_', '.', '\v', '\u00a0', '\u2212', 'é', '🙂', '\0', '\r', '\f', ';', 'e'];

function mutate(r, text) {
  // By code points (an array of them), so that no mutation splits a surrogate pair: a lone
  // surrogate never reaches the core from a text box (JSON carries it as an escape serde refuses).
  let t = [...text];
  const put = (s) => [...s];
  const edits = 1 + Math.floor(r() * 3);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(r() * (t.length + 1));
    const what = r();
    if (what < 0.35) t = [...t.slice(0, at), ...put(pick(r, ALPHABET)), ...t.slice(at)];
    else if (what < 0.65) t = [...t.slice(0, at), ...t.slice(at + 1 + Math.floor(r() * 3))];
    else if (what < 0.85) t = [...t.slice(0, at), ...put(pick(r, ALPHABET)), ...t.slice(at + 1)];
    else if (what < 0.95) { const b = Math.floor(r() * (t.length + 1)); t = [...t.slice(0, at), ...t.slice(Math.min(at, b), Math.max(at, b)), ...t.slice(at)]; } // a piece repeated
    else t = [...t.slice(0, at), ...put('9'.repeat(6 + Math.floor(r() * 16))), ...t.slice(at)]; // a long number
  }
  return t.join('');
}

/** Checks one text; returns whether both accepted it. */
function check(text, where) {
  let js;
  assert.doesNotThrow(() => { js = parseTree(text); }, `${where}: the JS parser threw on ${JSON.stringify(text)}`);
  const c = core(text);
  assert.equal(!!js, c.ok, `${where}: JS ${js ? 'accepts' : 'refuses'}, the core ${c.ok ? 'accepts' : `refuses (${c.error && c.error.code})`} ${JSON.stringify(text)}`);
  if (c.ok) {
    assert.equal(canonical(js), c.text, `${where}: the same tree from ${JSON.stringify(text)}`);
    return true;
  }
  // What and where: an Error with a tree.* code, a message, and a line and column inside the text.
  const e = c.error;
  assert.ok(e instanceof Error, `${where}: the core threw a non-Error (${typeof e}) on ${JSON.stringify(text)}`);
  assert.match(String(e.code), /^tree\.[a-zA-Z]+$/, `${where}: ${JSON.stringify(text)}`);
  assert.ok(e.message.length > 10, `${where}: a message: ${e.message}`);
  const lines = text.split('\n');
  assert.ok(Number.isInteger(e.line) && e.line >= 1 && e.line <= lines.length, `${where}: line ${e.line} of ${lines.length} in ${JSON.stringify(text)}`);
  const width = [...lines[e.line - 1]].length;
  assert.ok(Number.isInteger(e.column) && e.column >= 1 && e.column <= width + 1, `${where}: column ${e.column} of ${width} in ${JSON.stringify(text)}`);
  return false;
}

// Texts on which the two parsers once disagreed (found by this fuzz), kept as cases of their own.
const FOUND = [
  '(1\v2)', // a vertical tab: JS read it as a separator, the core (is_ascii_whitespace) does not
  '\v5',
  '(1 2)\v',
];

test('the texts the fuzz once found are read alike by the JS parser and the core', () => {
  for (const t of FOUND) check(t, 'found');
});

test('an edit that brings two numbers or a number and a label together puts a space between them (found by the fuzz)', () => {
  // A child may follow a ')' without a separator; once the ')' is gone, the core would read 14-1 or 57.
  const cases = [
    [toLeaf('((14 2)-1)', [0]), '(2 -1)'], // a MIN node: min(14, 2),
    [deleteSubtree('(5 (1)7)', [1]), '(5 7)'],
    [moveChild('(5(1)7)', [1], 1), '(5 7(1))'],
    [setLabel('(5(1))', [1], 'L'), '(5 L:(1))'],
  ];
  for (const [r, want] of cases) {
    assert.ok(r.ok, r.code);
    assert.equal(r.text, want);
    assert.ok(check(want, want));
  }
});

test('6,000 generated and mutated tree texts: JS and the core accept the same texts and read the same trees', () => {
  const r = rng(20261202);
  let accepted = 0, refused = 0;
  const codes = new Set();
  for (let i = 0; i < 6000; i++) {
    const base = generate(r);
    const text = i % 5 === 0 ? base : mutate(r, base);
    if (check(text, `run ${i}`)) accepted++;
    else { refused++; codes.add(core(text).error.code); }
  }
  // The fuzz reaches both sides and most of the core's refusals.
  assert.ok(accepted > 1500 && refused > 1500, `${accepted} accepted, ${refused} refused`);
  for (const c of ['tree.unclosed', 'tree.afterRoot', 'tree.expectedNode', 'tree.expectedSeparator', 'tree.wholeNumber', 'tree.expectedColon', 'tree.outOfRange', 'tree.noChild', 'tree.leafStatic']) {
    assert.ok(codes.has(c), `the fuzz reached ${c} (it reached ${[...codes].join(', ')})`);
  }
});

test('the nesting limit is the same on both sides, one level either way', () => {
  for (const d of [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, MAX_DEPTH + 2]) check('('.repeat(d) + '1' + ')'.repeat(d), `depth ${d}`);
  assert.equal(core('('.repeat(MAX_DEPTH + 1) + '1' + ')'.repeat(MAX_DEPTH + 1)).error.code, 'tree.tooDeep');
});

test('random edits of random trees give texts both parsers accept, or a refusal', () => {
  const r = rng(7);
  let done = 0;
  for (let i = 0; i < 1500; i++) {
    const text = generate(r);
    const all = paths(text);
    const p = pick(r, all);
    const edits = [
      ['setValue', () => setValue(text, p, pick(r, ['5', '-3', '+12', '', '1000000', '1e3', 'x']))],
      ['setLabel', () => setLabel(text, p, pick(r, ['Q', 'a-b', '', '9z', 'A B']))],
      ['addChild', () => addChild(text, p)], ['addSibling', () => addSibling(text, p)], ['deleteSubtree', () => deleteSubtree(text, p)],
      ['moveChild', () => moveChild(text, p, r() < 0.5 ? -1 : 1)], ['toInner', () => toInner(text, p)], ['toLeaf', () => toLeaf(text, p, r() < 0.5)],
    ];
    const [name, edit] = pick(r, edits);
    const where = `edit ${i}, ${name} of ${JSON.stringify(text)} at [${p}]`;
    let out;
    assert.doesNotThrow(() => { out = edit(); }, where);
    if (!out.ok) { assert.equal(typeof out.code, 'string'); continue; }
    done++;
    assert.ok(check(out.text, where), `${where} left a text both accept: ${JSON.stringify(out.text)}`);
    assert.ok(paths(out.text).some((q) => q.join() === out.path.join()), `the new selection [${out.path}] is in ${out.text}`);
  }
  assert.ok(done > 600, `${done} edits done`);
});
