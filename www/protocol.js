// The messages between the page and its worker, and what a search sends back, as types (JSDoc,
// checked by `tsc -p .`). No code: modules name these with `import('./protocol.js').Name`. The
// core's JSON (the summary, the catalogue, the compare table) is typed as far as the page reads it.
//
//   page (client.js)  ──ToWorker──▶  worker.js (split-worker.js, worker-trace.js)
//                     ◀─FromWorker──

/** A typed array of integers: the page keeps each column in the narrowest that holds it. */
/** @typedef {Int8Array | Int16Array | Int32Array | Uint8Array | Uint16Array | Uint32Array} IntArray */

/**
 * The spec of a game for `new Cutoff(spec)`: its kind and its options (request.js gameSpec).
 * @typedef {{ kind: string, [option: string]: unknown }} GameSpec
 */

/**
 * A search config as the core reads it (request.js searchConfig): a tree search's algorithm, fail
 * and depth (absent: the game's natural depth) and its techniques, or MCTS's parameters.
 * @typedef {object} SearchConfig
 * @property {string} algorithm minimax, negamax, alphabeta, negamax-ab, pvs, mtdf, mcts or puct
 * @property {'soft' | 'hard'} [fail]
 * @property {number} [depth]
 * @property {boolean} [iterativeDeepening]
 * @property {boolean} [tt]
 * @property {number} [nullMove] its R
 * @property {boolean} [quiescence]
 * @property {number} [aspiration] its window's half width
 * @property {string[]} [ordering]
 * @property {number} [orderingSeed]
 * @property {number} [iterations] MCTS
 * @property {number} [seed] MCTS
 * @property {number} [exploration] MCTS's c (absent: √2)
 * @property {string | null} [net] PUCT's network file
 * @property {boolean} [uniform] PUCT without a net's priors
 * @property {number} [eventCap]
 */

/**
 * A core error as a message carries it (worker.js errorOf): its code and params (the page's words,
 * errors.js), the English message, its place in a tree's text, and 'load' when the game's options
 * were refused.
 * @typedef {object} CoreError
 * @property {string | null} code
 * @property {Record<string, unknown>} params
 * @property {string} message
 * @property {number | null} line
 * @property {number | null} column
 * @property {'load' | null} stage
 */

/** A message in the core's words without a place: a note, a stop. */
/** @typedef {{ code: string, params: Record<string, unknown>, message?: string }} Words */

/**
 * What a search counted (crate::search::Stats; MCTS's also iterations and rolloutPlies).
 * @typedef {object} Stats
 * @property {number} nodes
 * @property {number} evals
 * @property {number} cutoffs
 * @property {number} [re_searches]
 * @property {number} [null_moves]
 * @property {number} [qnodes]
 * @property {number} [tt_hits]
 * @property {number} [tt_cutoffs]
 * @property {number} [iterations]
 * @property {number} [rolloutPlies]
 */

/**
 * The run's summary (crate/src/wasm.rs search and mcts), with what the worker adds: the engine's
 * depths when playing against it, MCTS's rollouts named.
 * @typedef {object} Summary
 * @property {number} value
 * @property {number | null} bestMove
 * @property {string | null} bestMoveName
 * @property {number | null} depth null for MCTS
 * @property {Stats} stats
 * @property {number} events
 * @property {number} nodeCount
 * @property {number} prunedCount
 * @property {boolean} prunedTruncated
 * @property {boolean} negamax the trace's values are the side to move's
 * @property {{ r: number, leastDepth: number } | null} [nullMove]
 * @property {number} bytesPerEvent
 * @property {number} deeperTableCutoffs
 * @property {'mcts' | 'puct'} [algorithm] MCTS
 * @property {number} [iterations] MCTS
 * @property {number | null} [exploration] MCTS
 * @property {number} [seed] MCTS
 * @property {{ moveIndex: number, move: string, visits: number, q: number, prior: number | null }[]} [children] MCTS's root children
 * @property {string[] | null} [rolloutNames] MCTS: each rollout's first moves, named (worker-trace.js searchOn)
 * @property {{ asked: number, searched: number, note: Words | '' }} [engine] playing against the engine (worker.js engineSearch)
 */

/**
 * The trace in the page's form (crate/src/trace/page.rs, read back by trace.js): the event columns
 * (kind, a, b, c, node or nodeOther), the node table (parent, move, ply, flags, windows, value,
 * enter and leave events) and the principal variation, each in the narrowest array.
 * @typedef {object} PageTrace
 * @property {Uint8Array} kind
 * @property {IntArray} a
 * @property {IntArray} b
 * @property {IntArray} c
 * @property {boolean} nested
 * @property {true} [implied]
 * @property {Uint32Array} [node]
 * @property {{ event: Uint32Array, node: Uint32Array }} [nodeOther]
 * @property {Uint32Array} parent
 * @property {IntArray} move
 * @property {IntArray} ply
 * @property {Uint8Array} flags
 * @property {IntArray} value
 * @property {Uint8Array} bound
 * @property {Uint32Array} enterEvent
 * @property {Uint32Array} leaveEvent
 * @property {IntArray} [enterDepth] a nested trace's Enter depths (its events leave them implied)
 * @property {Uint32Array} pv
 * @property {IntArray} [alpha] the windows, narrowed (windowEdge: where the sentinels sit) or left out (windowless)
 * @property {IntArray} [beta]
 * @property {number} [windowEdge]
 * @property {true} [windowless]
 */

/**
 * The index buildIndex (timeline.js) makes of a trace.
 * @typedef {{ cutEventOf: IntArray | null, [part: string]: any }} TraceIndex
 */

/**
 * The result of a search as the worker sends it (worker-trace.js traceResult): the summary, the
 * trace, the pruned branches, the display tree (searched nodes then pruned ones), its layout
 * (layout.js; absent when the page lays it out, client.js) and the game's per-node labels.
 * @typedef {object} TraceResult
 * @property {Summary} summary
 * @property {string} kind the game's kind (its adapter: games/registry.js)
 * @property {PageTrace} trace
 * @property {{ parent: Uint32Array, move: Uint32Array, cutAt: Uint32Array }} pruned
 * @property {TraceIndex} index
 * @property {{ parent: Uint32Array, move: IntArray, count: number }} display
 * @property {import('./layout.js').Layout | null} layout the display tree's layout (layout.js packLayout's)
 * @property {Record<string, any>} labels the adapter's workerLabels
 */

/**
 * A run's result message: the trace result, the game's depths, the times each part took, the
 * root's board and what perfect play gives from the root where the core knows it.
 * @typedef {TraceResult & {
 *   type: 'result', id: number, naturalDepth: number, endDepth: number | null,
 *   timings: Record<string, number>, position: RootPosition | null, trueOutcome: TrueOutcome | null,
 * }} ResultMessage
 */

/** @typedef {{ display: number, board: unknown, parentBoard: unknown, explain: unknown }} RootPosition */
/** @typedef {{ outcome: 'win' | 'loss' | 'draw', plies: number | null, forMax: 1 | -1 | 0 }} TrueOutcome */

/**
 * The page's request of a search (client.js run): the game, the search, the comparison table to
 * make after it, whether it is the engine's move (playing against it).
 * @typedef {object} RunRequest
 * @property {GameSpec} game
 * @property {SearchConfig} search
 * @property {{ depth: number | null, mcts: { iterations?: number, seed?: number, net?: string } | null } | null} [compare]
 *   the comparison table after the search: at this depth (null: the natural one), and MCTS and
 *   PUCT beside it with these settings (the core's mctsCompare refuses any other field)
 * @property {boolean} [play]
 */

/**
 * What the page asks of its worker (worker.js onmessage). `id` tags the answer; 0 for a message
 * without one.
 * @typedef {{ id: number } & (
 *   | { type: 'run', layoutInWorker: boolean } & RunRequest
 *   | { type: 'practice-run', game: GameSpec, search: SearchConfig, layoutInWorker?: boolean }
 *   | { type: 'split-run', game: GameSpec, search: SearchConfig }
 *   | { type: 'node', run: number, display: number, parent: number }
 *   | { type: 'catalogue' }
 *   | { type: 'simulate-panic' }
 *   | { type: 'practice-position', kind: string, seed: number, level: string }
 *   | { type: 'replay', game: GameSpec, moves: number[] }
 *   | { type: 'train-start', game: GameSpec, seed: number, net?: string | null }
 *   | { type: 'train-chunk', games: number, withNet: boolean }
 *   | { type: 'train-net' }
 *   | { type: 'net-check', text: string, game: GameSpec }
 *   | { type: 'mcts-move', game: GameSpec, algorithm: string, iterations: number, seed: number, net?: string | null }
 *   | { type: 'learn-compare', game: GameSpec, depth?: number | null, net: string, iterations: number }
 *   | { type: 'tree-edit', text: string, path: number[], op: string, arg: string }
 * )} ToWorker
 */

/**
 * What the worker sends the page (client.js onmessage): ready once loaded; a search's progress
 * (posted by the core, tagged with the request's id), its display tree ahead of its result, its
 * result, its comparison table; a node's boards; the catalogue; a question's reply; an error or a
 * trap (after which the worker is replaced).
 * @typedef {(
 *   | { type: 'ready', id?: undefined }
 *   | { type: 'progress', id: number, [measure: string]: unknown }
 *   | { type: 'display', id: number, parent: Uint32Array }
 *   | ResultMessage
 *   | { type: 'compare', id: number, table?: any, error?: CoreError }
 *   | { type: 'node', id: number, run: number, display: number, board: unknown, parentBoard: unknown, explain: unknown }
 *   | { type: 'catalogue', id: number, catalogue: any[] }
 *   | { type: 'reply', id: number, error?: CoreError | Words | string, [answer: string]: any }
 *   | { type: 'error', id: number, where: string } & CoreError
 *   | { type: 'panic', id?: number, where?: string, message: string }
 * )} FromWorker
 */

export {};
