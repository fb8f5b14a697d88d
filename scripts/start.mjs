// npm start: install what is missing, build the wasm, serve the page.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWasm } from './build.mjs';
import { serve } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('bash', ['scripts/ensure.sh'], { cwd: root, stdio: 'inherit' });
buildWasm();
const port = +(process.env.PORT || 8080);
const { url } = await serve(root, port, process.env.HOST || '127.0.0.1');
console.log(`\nCutoff is ready: open ${url}  (Ctrl+C to stop)\n`);
