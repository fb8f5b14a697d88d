// Records the core's catalogue (the wasm export `catalogue()`) in tests/unit/fixtures/catalogue.json,
// for the unit tests of the page's state and requests. Run after `node scripts/build.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { initSync, catalogue } = await import(path.join(root, 'www/pkg/cutoff.js'));
initSync({ module: fs.readFileSync(path.join(root, 'www/pkg/cutoff_bg.wasm')) });
const out = path.join(root, 'tests/unit/fixtures/catalogue.json');
fs.writeFileSync(out, JSON.stringify(catalogue(), null, 1) + '\n');
console.log(`catalogue: ${path.relative(process.cwd(), out)}`);
