// The core's err! and term! calls read from its sources (crate/src): what each sends the page, so
// that the tests can hold every code's words in every language to the parameters the core names.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../crate/src/', import.meta.url));

function rustFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((f) => (f.isDirectory() ? rustFiles(`${dir}${f.name}/`) : f.name.endsWith('.rs') ? [dir + f.name] : []));
}

/** The text of a Rust string literal's body: line continuations joined, escapes read. */
const unescape = (s) => s.replace(/\\\n\s*/g, '').replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
const unquote = (s) => { const m = /^\s*"((?:[^"\\]|\\[\s\S])*)"\s*$/.exec(s); return m ? unescape(m[1]) : null; };

/**
 * Every `name!(…lead args, "code", "English", a = x, …; extra = y)` in crate/src (err!: no lead
 * argument; term!: the value first), as {file, code, english, names (before ';'), extras (after)}.
 * A small scanner: strings and char literals are skipped over while counting brackets; comment
 * lines (the macros' own documentation) are left out.
 */
export function macroCalls(name, lead = 0) {
  const out = [];
  for (const file of rustFiles()) {
    const src = readFileSync(file, 'utf8').split('\n').filter((l) => !/^\s*\/\//.test(l)).join('\n');
    for (const m of src.matchAll(new RegExp(`\\b${name}!\\(`, 'g'))) {
      let i = m.index + m[0].length, depth = 1, arg = '', sep = -1;
      const args = [];
      while (i < src.length && depth > 0) {
        const c = src[i];
        if (c === '"') { let j = i + 1; while (src[j] !== '"') j += src[j] === '\\' ? 2 : 1; arg += src.slice(i, j + 1); i = j + 1; continue; }
        const lit = c === "'" ? /^'(\\.|[^\\'])'/.exec(src.slice(i, i + 4)) : null;
        if (lit) { arg += lit[0]; i += lit[0].length; continue; }
        if ('([{'.includes(c)) depth++;
        if (')]}'.includes(c)) depth--;
        if (depth === 0) break;
        if (depth === 1 && (c === ',' || c === ';')) { args.push(arg); arg = ''; if (c === ';') sep = args.length; i++; continue; }
        arg += c;
        i++;
      }
      if (arg.trim()) args.push(arg);
      const [code, english, ...rest] = args.slice(lead);
      const named = rest.map((a) => /^\s*([a-z_][a-z0-9_]*)\s*=(?![=>])/i.exec(a)).map((x) => x && x[1]);
      const cut = sep < 0 ? named.length : sep - lead - 2;
      out.push({ file: file.slice(SRC.length), code: unquote(code ?? ''), english: unquote(english ?? ''), names: named.slice(0, cut).filter(Boolean), extras: named.slice(cut).filter(Boolean) });
    }
  }
  return out;
}

/** The names a Rust format string uses: {name} and {name:spec}. */
export const formatNames = (s) => [...new Set([...s.replace(/\{\{|\}\}/g, '').matchAll(/\{([a-z_][a-z0-9_]*)(?::[^}]*)?\}/gi)].map((m) => m[1]))].sort();
