// Builds the wasm package into www/pkg; with --dist also writes a static site to dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, env, stdio: 'inherit' });

export function buildWasm({ dev = false } = {}) {
  // --no-default-features (passed on to cargo): the page's wasm without the CLI's parser (clap).
  run('wasm-pack', ['build', 'crate', '--target', 'web', '--out-dir', '../www/pkg', dev ? '--dev' : '--release', '--no-pack', '--no-default-features']);
  // The page's copy of the wire description (www/wire.js), from the module just built.
  run(process.execPath, ['scripts/wire.mjs']);
}

export async function buildDist() {
  const dist = path.join(root, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  fs.copyFileSync(path.join(root, 'index.html'), path.join(dist, 'index.html'));
  fs.cpSync(path.join(root, 'www'), path.join(dist, 'www'), {
    recursive: true,
    filter: (src) => !src.endsWith('.d.ts') && !src.endsWith('.gitignore') && !src.endsWith('package.json'),
  });
  console.log(`build: static site written to ${path.relative(process.cwd(), dist) || dist}/ (serve it with any static file server)`);
  // offline.mjs imports esbuild: loaded only here, after ensure.sh has installed the npm packages.
  const { writeOffline } = await import('./offline.mjs');
  const single = await writeOffline(dist);
  console.log(`build: ${path.relative(process.cwd(), single)}, the whole page in one file that opens from file:// with no network`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run('bash', ['scripts/ensure.sh']);
  buildWasm({ dev: process.argv.includes('--dev') });
  if (process.argv.includes('--dist')) await buildDist();
}
