// The development server answers a malformed URL with 400 and goes on serving.
import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A raw request: fetch() would refuse to send the malformed path at all.
function get(url, pathname) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path: pathname }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

test('a malformed percent escape gets 400 and the server keeps serving', async () => {
  const { server, url } = await serve(root, 0);
  try {
    assert.equal(await get(url, '/%E0%A4%A'), 400);
    assert.equal(await get(url, '/%'), 400);
    assert.equal(await get(url, '/index.html'), 200);
    assert.equal(await get(url, '/no-such-file'), 404);
  } finally {
    server.close();
  }
});
