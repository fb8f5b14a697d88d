// The wasm build's stamp (scripts/stamp.mjs): a second npm start with nothing changed skips the
// build, and any change to what the build reads or to what it wrote builds again.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAMP, clearStamp, depInfo, isFresh, writeStamp } from '../../scripts/stamp.mjs';

const made = [];
after(() => { for (const d of made) fs.rmSync(d, { recursive: true, force: true }); });

/** A repository in a temporary folder: a crate, its tests, a vendored crate, the lock, a built pkg and a data file outside the crate. */
function repo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cutoff-stamp-'));
  made.push(root);
  const files = {
    'Cargo.toml': '[workspace]\n', 'Cargo.lock': 'lock 1\n',
    'crate/Cargo.toml': '[package]\n', 'crate/src/lib.rs': 'pub fn a() {}\n', 'crate/src/game/mod.rs': '// games\n',
    'crate/tests/wasm.rs': '#[test] fn t() {}\n', 'crate/target/debug/junk': 'x',
    'vendor/cozy-chess/src/lib.rs': '// vendored\n', 'vendor/cozy-chess/README.md': 'read by include_str!\n',
    'www/nets/net.json': '{"w":[1]}\n',
    'www/pkg/cutoff_bg.wasm': 'wasm 1', 'www/pkg/cutoff.js': 'js 1',
  };
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), text);
  }
  // cargo's dep-info: the crate's sources, and a file it includes from outside the crate (a path with a space).
  fs.mkdirSync(path.join(root, 'www/my nets'));
  fs.writeFileSync(path.join(root, 'www/my nets/n.json'), '{}');
  const dep = path.join(root, 'cutoff.d');
  fs.writeFileSync(dep, `${root}/target/cutoff.wasm: ${root}/crate/src/lib.rs ${root}/crate/src/game/mod.rs ${root}/www/nets/net.json ${root}/www/my\\ nets/n.json\n\n${root}/crate/src/lib.rs:\n`);
  const pkg = path.join(root, 'www/pkg');
  writeStamp(root, pkg, 'key 1', dep);
  const edit = (f, text) => fs.writeFileSync(path.join(root, f), text);
  return { root, pkg, edit, fresh: (key = 'key 1') => isFresh(root, pkg, key) };
}

test('a build stamped and left alone is fresh: the next start skips wasm-pack', () => {
  const r = repo();
  assert.equal(r.fresh(), true);
  assert.ok(fs.existsSync(path.join(r.pkg, STAMP)));
});

test('a changed source, manifest, lock or vendored file is stale; written back as it was, fresh again', () => {
  for (const [f, text] of [['crate/src/lib.rs', 'pub fn b() {}\n'], ['crate/Cargo.toml', '[package]\nname = "x"\n'], ['Cargo.lock', 'lock 2\n'], ['vendor/cozy-chess/README.md', 'changed\n'], ['Cargo.toml', '[workspace]\n# more\n']]) {
    const r = repo();
    const before = fs.readFileSync(path.join(r.root, f), 'utf8');
    r.edit(f, text);
    assert.equal(r.fresh(), false, `${f} changed`);
    r.edit(f, before);
    assert.equal(r.fresh(), true, `${f} as it was`);
  }
});

test('a new source file, a file the build included from outside the crate, or a removed input is stale', () => {
  let r = repo();
  r.edit('crate/src/game/new.rs', '// a new module\n');
  assert.equal(r.fresh(), false, 'a new file in crate/src');
  r = repo();
  r.edit('www/nets/net.json', '{"w":[2]}\n');
  assert.equal(r.fresh(), false, 'an include_bytes! input (from the dep-info)');
  r = repo();
  r.edit('www/my nets/n.json', '{"x":1}');
  assert.equal(r.fresh(), false, 'a dep-info path with a space');
  r = repo();
  fs.rmSync(path.join(r.root, 'crate/src/game/mod.rs'));
  assert.equal(r.fresh(), false, 'a removed source');
});

test('an output touched since the build (another build, a hand edit, a file gone) is stale', () => {
  let r = repo();
  r.edit('www/pkg/cutoff_bg.wasm', 'wasm 2');
  assert.equal(r.fresh(), false);
  r = repo();
  fs.rmSync(path.join(r.pkg, 'cutoff.js'));
  assert.equal(r.fresh(), false);
  r = repo();
  r.edit('www/pkg/extra.js', '');
  assert.equal(r.fresh(), false);
});

test('other flags or tools (another key), no stamp, or a stamp cleared before a build are stale', () => {
  const r = repo();
  assert.equal(r.fresh('key 2'), false);
  clearStamp(r.pkg);
  assert.equal(r.fresh(), false);
  fs.writeFileSync(path.join(r.pkg, STAMP), '{ cut short');
  assert.equal(r.fresh(), false);
});

test('what the build never reads (the crate\'s tests, target/) changes nothing', () => {
  const r = repo();
  r.edit('crate/tests/wasm.rs', '#[test] fn u() {}\n');
  r.edit('crate/target/debug/junk', 'y');
  assert.equal(r.fresh(), true);
});

test('dep-info: the files after the first colon, escaped spaces kept, paths outside the repository absolute', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cutoff-dep-'));
  made.push(root);
  const f = path.join(root, 'x.d');
  fs.writeFileSync(f, `${root}/t/x.wasm: ${root}/src/a.rs ${root}/src/b\\ c.rs /elsewhere/reg/lib.rs\n`);
  assert.deepEqual(depInfo(root, f), ['src/a.rs', 'src/b c.rs', '/elsewhere/reg/lib.rs']);
  assert.deepEqual(depInfo(root, path.join(root, 'none.d')), []);
});
