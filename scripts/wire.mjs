// Writes www/wire.js, the page's copy of the core's wire description (the wasm export `wire()`,
// crate/src/trace/wire.rs): what each number of a trace means. www/trace.js alone reads it.
// Run by build.mjs after the wasm is built; the Rust test
// trace::wire::tests::the_pages_wire_module_says_what_the_core_says fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { initSync, wire } = await import(path.join(root, 'www/pkg/cutoff.js'));
initSync({ module: fs.readFileSync(path.join(root, 'www/pkg/cutoff_bg.wasm')) });
const out = path.join(root, 'www/wire.js');
// One line per kind, enum, bit set, sentinel and limit; JSON all through (the Rust test reads it).
const block = (v) => Array.isArray(v) ? `[\n${v.map((x) => '  ' + JSON.stringify(x)).join(',\n')}\n ]`
  : `{\n${Object.entries(v).map(([k, x]) => `  ${JSON.stringify(k)}: ${JSON.stringify(x)}`).join(',\n')}\n }`;
const text = `// Written by scripts/wire.mjs from the core (crate/src/trace/wire.rs): do not edit. What each
// number of a trace means; www/trace.js reads it and gives the page its names.
export const wire = {
${Object.entries(wire()).map(([k, v]) => ` ${JSON.stringify(k)}: ${block(v)}`).join(',\n')}
};
`;
if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) {
  fs.writeFileSync(out, text);
  console.log(`wire: ${path.relative(process.cwd(), out)} written`);
}
