import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A trace recorded from the core (see fixtures/), with typed arrays as the worker has them. */
export function fixture(name) {
  const f = JSON.parse(fs.readFileSync(path.join(dir, name + '.json'), 'utf8'));
  const T = { kind: Uint8Array, node: Uint32Array, a: Int32Array, b: Int32Array, c: Int32Array, parent: Uint32Array,
    move: Uint32Array, flags: Uint8Array, alpha: Int32Array, beta: Int32Array, value: Int32Array, bound: Uint8Array,
    enterEvent: Uint32Array, leaveEvent: Uint32Array, pv: Uint32Array };
  for (const [k, Type] of Object.entries(T)) f.trace[k] = Type.from(f.trace[k]);
  f.displayParent = Uint32Array.from([...f.trace.parent, ...f.pruned.parent]);
  return f;
}

/** The core's catalogue (the wasm export `catalogue()`), recorded in fixtures/catalogue.json. */
export function catalogue() {
  return JSON.parse(fs.readFileSync(path.join(dir, 'catalogue.json'), 'utf8'));
}
