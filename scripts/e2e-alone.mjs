// node scripts/e2e-alone.mjs [file.test.mjs ...]: runs every end-to-end test on its own (an
// anchored --test-name-pattern, a fresh browser), so that a test which passes only after the one
// before it on the shared page shows (issue 16: order must not matter). Prints a line per test and
// exits 1 when any fails alone. Not part of `npm test`: it starts a browser per test (about 17 min
// for all of tests/e2e on 2 cores). The first test of each file is skipped: it runs first anyway.
// Only tests written at the top of a file are found; those a loop writes (indented, their names
// built in a template) are not.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../tests/support/browser.mjs';

const dir = path.join(ROOT, 'tests/e2e');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.basename(f)) : fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort();
let failed = 0;
for (const f of files) {
  const source = fs.readFileSync(path.join(dir, f), 'utf8');
  // Top-level tests, by their names as written (a quote inside a name is escaped).
  const names = [...source.matchAll(/^test\((['`])((?:\\.|(?!\1).)*)\1/gm)].map((m) => m[2].replace(/\\(['`])/g, '$1'));
  for (const name of names.slice(1)) {
    const t0 = Date.now();
    const run = spawnSync('node', ['--test', `--test-name-pattern=^${escape(name)}$`, path.join(dir, f)], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
    const passed = /^# pass (\d+)/m.exec(run.stdout || '')?.[1];
    const ok = run.status === 0 && passed === '1';
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${f}: ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s${passed === '1' ? '' : `, ${passed ?? 'no'} passed`})`);
    if (!ok) console.log((run.stdout || '').split('\n').filter((l) => /not ok|error:|expected:|actual:/.test(l)).slice(0, 6).map((l) => '     ' + l).join('\n'));
  }
}
console.log(failed ? `${failed} test(s) fail on their own` : 'every test passes on its own');
process.exit(failed ? 1 : 0);
