// Builds the wasm package into www/pkg; with --dist also writes a static site to dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, clearStamp, isFresh, keyOf, writeStamp } from './stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, env, stdio: 'inherit' });

const PKG = path.join(root, 'www/pkg');

/**
 * Builds www/pkg, unless its stamp (stamp.mjs) says it was built from exactly these inputs, with
 * these flags and tools, and nothing has touched it since. `force`: build all the same.
 */
export function buildWasm({ dev = false, force = false } = {}) {
  // --no-default-features (passed on to cargo): the page's wasm without the CLI's parser (clap).
  const args = ['build', 'crate', '--target', 'web', '--out-dir', '../www/pkg', dev ? '--dev' : '--release', '--no-pack', '--no-default-features'];
  const key = buildKey(args);
  if (!force && isFresh(root, PKG, key)) {
    console.log(`build: www/pkg is up to date (${STAMP}: the crate, its flags and its tools have not changed); wasm-pack skipped`);
  } else {
    clearStamp(PKG);
    run('wasm-pack', args);
    const target = process.env.CARGO_TARGET_DIR ? path.resolve(root, process.env.CARGO_TARGET_DIR) : path.join(root, 'target');
    writeStamp(root, PKG, key, path.join(target, 'wasm32-unknown-unknown', dev ? 'debug' : 'release', 'cutoff.d'));
  }
  // The page's copy of the wire description (www/wire.js), from the module built (written only when it differs).
  run(process.execPath, ['scripts/wire.mjs']);
}

/** The flags and tools: wasm-pack's arguments, the environment cargo and wasm-bindgen read, rustc's, wasm-pack's and binaryen's versions. */
function buildKey(args) {
  const version = (cmd, a) => { try { return execFileSync(cmd, a, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch { return `${cmd}: none`; } };
  const cargoEnv = Object.entries(process.env).filter(([k]) => k === 'RUSTFLAGS' || k === 'RUSTC' || k.startsWith('CARGO_') || k.startsWith('WASM_')).sort();
  let binaryen = null;
  try { binaryen = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/binaryen/package.json'), 'utf8')).version; } catch { /* none: the key says so */ }
  return keyOf({ args, cargoEnv, rustc: version('rustc', ['-vV']), wasmPack: version('wasm-pack', ['--version']), binaryen });
}

export async function buildDist() {
  const dist = path.join(root, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  fs.copyFileSync(path.join(root, 'index.html'), path.join(dist, 'index.html'));
  fs.cpSync(path.join(root, 'www'), path.join(dist, 'www'), {
    recursive: true,
    filter: (src) => !src.endsWith('.d.ts') && !src.endsWith('.gitignore') && !src.endsWith('package.json') && path.basename(src) !== STAMP,
  });
  console.log(`build: static site written to ${path.relative(process.cwd(), dist) || dist}/ (serve it with any static file server)`);
  // offline.mjs imports esbuild: loaded only here, after ensure.sh has installed the npm packages.
  const { writeOffline } = await import('./offline.mjs');
  const single = await writeOffline(dist);
  console.log(`build: ${path.relative(process.cwd(), single)}, the whole page in one file that opens from file:// with no network`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run('bash', ['scripts/ensure.sh']);
  buildWasm({ dev: process.argv.includes('--dev'), force: process.argv.includes('--force') });
  if (process.argv.includes('--dist')) await buildDist();
}
