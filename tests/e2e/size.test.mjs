// What the page weighs: the WebAssembly a browser fetches and compiles before the first search, and
// the single offline file a teacher mails or carries on a USB stick. Byte counts, not timings.
// Runs after the e2e stage's build (www/pkg holds the release wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../support/browser.mjs';
import { offlineHtml } from '../../scripts/offline.mjs';

/** Issue 16's budgets: the wasm was 2,611,395 bytes and the offline file 4,241,895. */
const WASM_BUDGET = 1_500_000;
const OFFLINE_BUDGET = 2_500_000;

const wasm = () => fs.readFileSync(path.join(ROOT, 'www/pkg/cutoff_bg.wasm'));

test('the release wasm is at most 1,500,000 bytes', () => {
  const bytes = wasm();
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  assert.ok(bytes.length <= WASM_BUDGET, `www/pkg/cutoff_bg.wasm is ${bytes.length} bytes (${gz} gzipped), over its budget of ${WASM_BUDGET}`);
});

test('the wasm carries no names or debug sections (a release build strips them)', () => {
  // Custom sections are id 0; their names follow. wasm-bindgen's own and "producers" are allowed.
  const b = wasm();
  const names = [];
  const leb = (i) => { let r = 0, s = 0, x; do { x = b[i++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return [r, i]; };
  for (let i = 8; i < b.length;) {
    const id = b[i++];
    const [size, start] = leb(i);
    if (id === 0) { const [n, j] = leb(start); names.push(new TextDecoder().decode(b.subarray(j, j + n))); }
    i = start + size;
  }
  assert.deepEqual(names.filter((n) => n === 'name' || n.startsWith('.debug')), [], `custom sections: ${names.join(', ')}`);
});

test('the single offline file is at most 2,500,000 bytes', async () => {
  const html = await offlineHtml();
  const bytes = Buffer.byteLength(html, 'utf8');
  assert.ok(bytes <= OFFLINE_BUDGET, `dist/cutoff.html would be ${bytes} bytes, over its budget of ${OFFLINE_BUDGET}`);
});
