// The wasm build's stamp (www/pkg/.build-stamp.json): what went into a build (the files cargo
// read, the flags, the tools) and what came out, each by its SHA-256, so that a build whose inputs
// and outputs are all as stamped is not run again (npm start: wasm-opt -O3 --converge alone takes
// a minute) and one whose inputs or outputs changed always is. build.mjs uses it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP = '.build-stamp.json';

const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');
const hashFile = (file) => { try { return sha256(fs.readFileSync(file)); } catch { return null; } };

/** Every file under `dir` (from `root`), but build output (target/) and cargo's per-crate lock files; `skip`: folders left out. */
function filesUnder(root, dir, skip = []) {
  const out = [];
  const walk = (rel) => {
    let entries;
    try { entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const r = path.posix.join(rel, e.name);
      if (e.isDirectory()) { if (e.name !== 'target' && e.name !== '.git' && !skip.includes(r)) walk(r); }
      else if (e.isFile() && e.name !== 'Cargo.lock') out.push(r);
    }
  };
  walk(dir);
  return out;
}

/**
 * What the wasm build reads, found without building: the crate (but its tests, benches and
 * examples, which `cargo build --lib` never compiles), the patched crates in vendor/, the
 * workspace's manifest and lock, a toolchain file or cargo config if there is one. The stamp adds
 * the files rustc said it read (cargo's dep-info: an include_bytes! from anywhere is seen).
 */
export function knownInputs(root) {
  const extra = ['Cargo.toml', 'Cargo.lock', 'rust-toolchain', 'rust-toolchain.toml', '.cargo/config', '.cargo/config.toml'];
  return [
    ...filesUnder(root, 'crate', ['crate/tests', 'crate/benches', 'crate/examples']),
    ...filesUnder(root, 'vendor'),
    ...extra.filter((f) => fs.existsSync(path.join(root, f))),
  ];
}

/** The files a dep-info file (cargo's `<target>.d`: "output: dep dep …", a space in a path as "\ ") names; [] when there is none. */
export function depInfo(root, file) {
  let text;
  try { text = fs.readFileSync(file, 'utf8'); } catch { return []; }
  const deps = text.split('\n')[0].replace(/^.*?:(\s|$)/, '').split(/(?<!\\)\s+/).filter(Boolean).map((d) => d.replace(/\\ /g, ' '));
  // Inside the repository as a path from the root; a registry crate's source stays absolute.
  return deps.map((d) => { const r = path.relative(root, path.resolve(root, d)); return r.startsWith('..') ? path.resolve(root, d) : r.split(path.sep).join('/'); });
}

/** The built files in `pkg` (but the stamp), by hash; null when there is no such folder. */
function outputs(pkg) {
  let names;
  try { names = fs.readdirSync(pkg).filter((f) => f !== STAMP && fs.statSync(path.join(pkg, f)).isFile()).sort(); } catch { return null; }
  return Object.fromEntries(names.map((f) => [f, hashFile(path.join(pkg, f))]));
}

/** Forgets the stamp (before a build: one cut short leaves nothing that looks finished). */
export function clearStamp(pkg) {
  fs.rmSync(path.join(pkg, STAMP), { force: true });
}

/** After a build into `pkg`: stamps it with `key` (the flags and tools), its inputs (known, and those of the dep-info file `dep`) and its outputs. */
export function writeStamp(root, pkg, key, dep = null) {
  const files = [...new Set([...knownInputs(root), ...(dep ? depInfo(root, dep) : [])])].sort();
  const stamp = { key, inputs: Object.fromEntries(files.map((f) => [f, hashFile(path.resolve(root, f))])), outputs: outputs(pkg) };
  const tmp = path.join(pkg, `${STAMP}.${process.pid}`);
  fs.writeFileSync(tmp, JSON.stringify(stamp, null, 1) + '\n');
  fs.renameSync(tmp, path.join(pkg, STAMP));
}

/**
 * Whether `pkg` holds what a build with `key` would make now: its stamp has the same key, every
 * input and every output has the hash stamped, and no source file has come since.
 */
export function isFresh(root, pkg, key) {
  let stamp;
  try { stamp = JSON.parse(fs.readFileSync(path.join(pkg, STAMP), 'utf8')); } catch { return false; }
  if (stamp.key !== key || !stamp.inputs || !stamp.outputs) return false;
  if (knownInputs(root).some((f) => !(f in stamp.inputs))) return false;
  if (Object.entries(stamp.inputs).some(([f, h]) => hashFile(path.resolve(root, f)) !== h)) return false;
  const now = outputs(pkg);
  return !!now && Object.keys(now).length > 0 && JSON.stringify(now) === JSON.stringify(stamp.outputs);
}

/** A key for the things besides files that make a build: `parts` (arguments, environment, tool versions) as one hash. */
export const keyOf = (parts) => sha256(JSON.stringify(parts));
