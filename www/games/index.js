// The games the page has an adapter for: one line each, the adapter's file exported under the
// game's kind (the catalogue's `kind`). A game without a line here is drawn by the generic adapter
// (generic.js, which also documents the interface); registry.js looks adapters up.
export { default as tree } from './tree.js';
export { default as tictactoe } from './tictactoe.js';
export { default as chess } from './chess.js';
export { default as dodgem } from './dodgem.js';
export { default as connect4 } from './connect4.js';
export { default as nim } from './nim.js';
export { default as xiangqi } from './xiangqi.js';
