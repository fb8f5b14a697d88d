// The README's two commands on a fresh clone: `npm start` and `npm test` must reach the installer
// (scripts/ensure.sh) before anything imports an npm package, and CI must walk that same path.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The static imports of a module (`import … from 'x'`, `export … from 'x'`, `import 'x'`). */
function staticImports(file) {
  const src = fs.readFileSync(file, 'utf8');
  const specs = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)) {
    specs.push(m[1] ?? m[2]);
  }
  return specs;
}

/** Every bare (package) specifier reached by static imports from an entry script. */
function packagesReached(entry) {
  const seen = new Set(), packages = [];
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('node:')) continue;
      if (spec.startsWith('.')) walk(path.resolve(path.dirname(file), spec));
      else packages.push(`${path.relative(root, file)} imports ${spec}`);
    }
  };
  walk(path.join(root, entry));
  return packages;
}

test('the scripts behind npm start, npm test and npm run build import no npm package before the installer runs', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const name of ['start', 'test', 'build']) {
    const entry = pkg.scripts[name].match(/^node (\S+)/)?.[1];
    assert.ok(entry, `npm ${name} runs a node script`);
    assert.deepEqual(packagesReached(entry), [], `npm ${name} (${entry})`);
  }
});

test('the import scanner sees a package import, so the test above can fail', () => {
  assert.ok(packagesReached('scripts/offline.mjs').includes('scripts/offline.mjs imports esbuild'));
});

test('CI runs the README test command and nothing before it but a cd and PATH', () => {
  const lines = fs.readFileSync(path.join(root, '.ci/run'), 'utf8').split('\n')
    .map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const allowed = [/^set -[euxo pipefail]+$/, /^cd "\$\(dirname "\$0"\)\/\.\."$/, /^export PATH=/];
  const last = lines.pop();
  assert.equal(last, 'npm test');
  for (const l of lines) assert.ok(allowed.some((re) => re.test(l)), `.ci/run runs "${l}" before npm test`);
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  assert.match(readme, /## Test\s+```sh\s+npm test\s+```/, 'the README test command is npm test');
});
