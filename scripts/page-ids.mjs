// Writes types/page-ids.d.ts: each element id in index.html and its tag, so that the type checker
// knows that $('depth') is an <input> and $('algorithm') a <select> (www/dom.js ById). With
// --check it only says whether the file is current (npm test's types stage runs it so).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'types/page-ids.d.ts');

export function pageIds(html) {
  const ids = [];
  for (const m of html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*?\sid="([^"]+)"/g)) ids.push([m[2], m[1]]);
  return ids;
}

const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const text = `// Written by scripts/page-ids.mjs from index.html: do not edit. Each element id of the page and
// its tag name (a key of HTMLElementTagNameMap), for www/dom.js's ById.
export interface PageIds {
${pageIds(html).map(([id, tag]) => `  ${JSON.stringify(id)}: ${JSON.stringify(tag)};`).join('\n')}
}
`;
const current = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === text;
if (process.argv.includes('--check')) {
  if (!current) {
    console.error('page-ids: types/page-ids.d.ts does not match index.html: run node scripts/page-ids.mjs');
    process.exit(1);
  }
} else if (!current) {
  fs.writeFileSync(out, text);
  console.log(`page-ids: ${path.relative(process.cwd(), out)} written`);
}
