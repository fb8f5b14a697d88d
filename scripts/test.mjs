// npm test: the Rust tests, the wasm tests in headless Chromium, the page's types (tsc), the JS
// unit tests under Node and the end-to-end tests in the system Chromium. Prints each stage's
// result and one closing line. `node scripts/test.mjs types` runs the type check alone.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWasm } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };
const only = process.argv.slice(2);

function stage(name, cmd, args) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    child.on('close', (code) => resolve({ name, code, ...count(out) }));
  });
}

/** Passed and failed tests from cargo's and node's summaries. */
function count(out) {
  let passed = 0, failed = 0;
  for (const m of out.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) { passed += +m[1]; failed += +m[2]; }
  const p = out.match(/^# pass (\d+)/m), f = out.match(/^# fail (\d+)/m);
  if (p) passed += +p[1];
  if (f) failed += +f[1];
  return { passed, failed };
}

execFileSync('bash', ['scripts/ensure.sh', '--browser'], { cwd: root, stdio: 'inherit', env });
const want = (s) => only.length === 0 || only.includes(s);
const results = [];
// The house's format (rustfmt's defaults), held so that it stays: a diff shows only what it changes.
if (want('rust') || want('format')) results.push(await stage('format', 'cargo', ['fmt', '--all', '--check']));
// The lints, held the same way: a finding is fixed, or allowed where it stands with its reason.
if (want('rust') || want('clippy')) results.push(await stage('clippy', 'cargo', ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings']));
if (want('rust')) results.push(await stage('rust', 'cargo', ['test', '--workspace']));
// --no-default-features: the wasm tests build neither the CLI nor its parser for wasm32.
if (want('wasm')) results.push(await stage('wasm', 'wasm-pack', ['test', '--headless', '--chrome', 'crate', '--test', 'wasm', '--no-default-features']));
// The page's wasm (www/pkg) before the unit stage: edit-model and board-edit's unit tests hold the
// page's editors to the core itself, loaded under Node (a fresh clone has no www/pkg).
if (want('unit') || want('e2e')) buildWasm();
// The page type-checked from its JSDoc (tsconfig.json; the modules in tsconfig.strict.json with
// strict on), with the wasm API's types from www/pkg's .d.ts; index.html's ids as types/ holds them.
if (want('unit') || want('types')) {
  if (!fs.existsSync(path.join(root, 'www/pkg/cutoff.d.ts'))) buildWasm();
  results.push(await stage('types', 'sh', ['-c', 'node scripts/page-ids.mjs --check && tsc -p . && tsc -p tsconfig.strict.json']));
}
if (want('unit')) results.push(await stage('unit', 'node', ['--test', 'tests/unit/']));
// Two e2e files at a time (E2E_JOBS=1: one): each file launches its own Chromium and serves the
// repository on a port of its own (tests/support/session.mjs), no two write the same screenshot,
// and the tests inside a file still run one after another, in order.
if (want('e2e')) results.push(await stage('e2e', 'node', ['--test', `--test-concurrency=${process.env.E2E_JOBS || 2}`, 'tests/e2e/']));

console.log('\n=== summary');
let passed = 0, failed = 0, bad = 0;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  if (r.code !== 0) bad++;
  console.log(`${r.name.padEnd(6)} ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.passed} passed, ${r.failed} failed${r.code !== 0 && r.failed === 0 ? ` (exit code ${r.code})` : ''}`);
}
if (bad && failed === 0) failed = bad;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(bad ? 1 : 0);
