// Writes dist/cutoff.html: the whole page in one file that works from file:// with no server and no
// network (double-clicked on a school laptop, sent by mail, on a USB stick). The page and the
// worker are bundled by esbuild into classic scripts; the worker's script, with the WebAssembly in
// base64 (gzipped, inflated by the browser's DecompressionStream) before it, waits in a non-executed <script> element and starts from a Blob URL. A
// Content-Security-Policy with the inline scripts' hashes keeps the single file as strict as the
// served page.
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function bundle(entry) {
  const out = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2020',
    // The bundled page never takes the import.meta branch (it has a worker URL of its own).
    define: { 'import.meta.url': '"file:///cutoff.html"' },
    logLevel: 'error',
  });
  return out.outputFiles[0].text;
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The single-file page as a string. */
export async function offlineHtml() {
  const entry = fs.existsSync(path.join(root, 'www/main.js')) ? 'www/main.js' : 'www/boot.js';
  // The wasm travels gzipped (1.48 MB → about 0.55 MB before base64) and the worker inflates it
  // with the browser's own DecompressionStream; wasm-bindgen's init awaits the promise of its bytes.
  const wasm = zlib.gzipSync(fs.readFileSync(path.join(root, 'www/pkg/cutoff_bg.wasm')), { level: 9 }).toString('base64');
  const worker = `self.__cutoffWasm=new Response(new Blob([Uint8Array.from(atob(${JSON.stringify(wasm)}),function(c){return c.charCodeAt(0)})]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();\n${await bundle('www/worker.js')}`;
  const page = await bundle(entry);
  // The shipped networks (www/nets/, from cutoff train): the page reads them from here, not by fetch.
  const netDir = path.join(root, 'www/nets');
  const nets = Object.fromEntries((fs.existsSync(netDir) ? fs.readdirSync(netDir) : []).filter((f) => f.endsWith('.json')).sort()
    .map((f) => [f, fs.readFileSync(path.join(netDir, f), 'utf8')]));
  const boot = `window.__cutoffNets=${JSON.stringify(nets)};window.__cutoffWorkerUrl=URL.createObjectURL(new Blob([document.getElementById('cutoff-worker').textContent],{type:'text/javascript'}));`;
  const css = fs.readdirSync(path.join(root, 'www')).filter((f) => f.endsWith('.css')).sort()
    .map((f) => fs.readFileSync(path.join(root, 'www', f), 'utf8')).join('\n');
  let html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // Scripts must not hold "</script" (the bundles are minified JS: escape it the JS way).
  const safe = (js) => js.replace(/<\/script/gi, '<\\/script');
  const csp = [
    "default-src 'none'", `script-src ${sha256(safe(boot))} ${sha256(safe(page))} 'wasm-unsafe-eval'`,
    "worker-src blob:", "style-src 'unsafe-inline'", "img-src data: blob:", "connect-src 'none'", "base-uri 'none'", "form-action 'none'",
  ].join('; ');
  html = html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/, '')
    .replace('<head>', `<head>\n<meta http-equiv="Content-Security-Policy" content="${csp}">`)
    .replace('</head>', () => `<style>\n${css}\n</style>\n</head>`)
    .replace('</body>', () => `<script type="text/plain" id="cutoff-worker">${safe(worker)}</script>\n<script>${safe(boot)}</script>\n<script>${safe(page)}</script>\n</body>`);
  return html;
}

export async function writeOffline(dist) {
  const file = path.join(dist, 'cutoff.html');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(file, await offlineHtml());
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await writeOffline(path.join(root, 'dist'));
  console.log(`offline: ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KB), opens from file:// with no network`);
}
