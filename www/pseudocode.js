// Seed 000's pseudo-code for each algorithm, and which line an event is executing.
// Lines ending in "@tag" are the ones events point at; the tag is stripped for display.

import { Kind, Bound, CutKind, isMcts } from './trace.js';

const MINIMAX = `int minimax(int depth, bool isMaximizingPlayer) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate();   @eval
    }
    if (isMaximizingPlayer) {
        int maxEval = INT_MIN;
        for (Move move : getPossibleMoves()) {
            makeMove(move);
            int eval = minimax(depth - 1, false);
            undoMove(move);
            maxEval = std::max(maxEval, eval);   @child-max
        }
        return maxEval;   @leave-max
    } else {
        int minEval = INT_MAX;
        for (Move move : getPossibleMoves()) {
            makeMove(move);
            int eval = minimax(depth - 1, true);
            undoMove(move);
            minEval = std::min(minEval, eval);   @child-min
        }
        return minEval;   @leave-min
    }
}`;

const ALPHABETA = `int alphaBeta(int depth, int alpha, int beta, bool isMaximizingPlayer) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate();   @eval
    }
    if (isMaximizingPlayer) {
        int maxEval = INT_MIN;
        for (Move move : getPossibleMoves()) {
            makeMove(move);
            int eval = alphaBeta(depth - 1, alpha, beta, false);
            undoMove(move);
            maxEval = std::max(maxEval, eval);
            alpha = std::max(alpha, eval);   @child-max
            if (beta <= alpha)
                break; // β-cutoff   @cut-max
        }
        return maxEval;   @leave-max
    } else {
        int minEval = INT_MAX;
        for (Move move : getPossibleMoves()) {
            makeMove(move);
            int eval = alphaBeta(depth - 1, alpha, beta, true);
            undoMove(move);
            minEval = std::min(minEval, eval);
            beta = std::min(beta, eval);   @child-min
            if (beta <= alpha)
                break; // α-cutoff   @cut-min
        }
        return minEval;   @leave-min
    }
}`;

const NEGAMAX = `int negamax(int depth) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate(); // side to move's view   @eval
    }
    int maxEval = INT_MIN;
    for (Move move : getPossibleMoves()) {
        makeMove(move);
        int eval = -negamax(depth - 1);
        undoMove(move);
        maxEval = std::max(maxEval, eval);   @child-max
    }
    return maxEval;   @leave-max
}`;

const NEGAMAX_SOFT = `int alphaBeta(int depth, int alpha, int beta) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate(); // side to move's view   @eval
    }
    int maxEval = INT_MIN;
    for (Move move : getPossibleMoves()) {
        makeMove(move);
        int eval = -alphaBeta(depth - 1, -beta, -alpha);
        undoMove(move);
        maxEval = std::max(maxEval, eval);
        alpha = std::max(alpha, eval);   @child-max
        if (alpha >= beta)
            break; // β-cutoff   @cut-max
    }
    return maxEval;   @leave-max
}`;

const NEGAMAX_HARD = `int alphaBeta(int depth, int alpha, int beta) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate(); // side to move's view   @eval
    }
    for (Move move : getPossibleMoves()) {
        makeMove(move);
        int val = -alphaBeta(depth - 1, -beta, -alpha);
        undoMove(move);
        if (val >= beta) {
            return beta; // β-cutoff   @cut-max
        }
        if (val > alpha) {
            alpha = val;   @child-max
        }
    }
    return alpha;   @leave-max
}`;

const PVS = `int alphaBeta(int depth, int alpha, int beta) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate(); // side to move's view   @eval
    }
    int maxEval = INT_MIN;
    bool firstChild = true;
    for (const Move& move : getPossibleMoves()) {
        makeMove(move);
        int eval;
        if (firstChild) {
            eval = -alphaBeta(depth - 1, -beta, -alpha);
            firstChild = false;
        } else {
            eval = -alphaBeta(depth - 1, -alpha - 1, -alpha);   @zw
            if (eval > alpha && eval < beta) {
                eval = -alphaBeta(depth - 1, -beta, -eval);   @research
            }
        }
        undoMove(move);
        maxEval = std::max(maxEval, eval);
        alpha = std::max(alpha, eval);   @child-max
        if (alpha >= beta) {
            break; // β-cutoff   @cut-max
        }
    }
    return maxEval;   @leave-max
}`;

// MTD(f) (Plaat et al. 1996): a sequence of zero-window alpha-beta searches closing in on the value.
const MTDF = `int mtdf(int f, int depth) {
    int g = f, lower = -INF, upper = +INF;
    while (lower < upper) {
        int beta = std::max(g, lower + 1);
        g = alphaBeta(depth, beta - 1, beta); // zero window, with the table   @iteration
        if (g < beta) upper = g; else lower = g;
    }
    return g;
}

${NEGAMAX_SOFT}`;

const NULL_MOVE = `const int R = 3;

int alphaBeta(int depth, int alpha, int beta) {   @enter
    if (depth == 0 || isGameOver()) {
        return evaluate();   @eval
    }
    if (depth >= R + 1 && isNullMoveAllowed()) {
        makeNullMove();
        int nullMoveEval = -alphaBeta(depth - R - 1, -beta, -beta + 1);   @null
        undoNullMove();
        if (nullMoveEval >= beta) {
            return beta; // null-move cutoff   @cut-null
        }
    }
    int value = INT_MIN;
    for (Move move : getPossibleMoves()) {
        makeMove(move);
        value = std::max(value, -alphaBeta(depth - 1, -beta, -alpha));
        undoMove(move);
        alpha = std::max(alpha, value);   @child-max
        if (alpha >= beta) {
            break; // β-cutoff   @cut-max
        }
    }
    return value;   @leave-max
}`;

const QUIESCENCE = `int qsearch(int alpha, int beta) {   @q-enter
    int standPat = evaluate();   @stand-pat
    if (standPat >= beta) {
        return beta;   @cut-stand
    }
    if (alpha < standPat) {
        alpha = standPat;
    }
    for (Move move : getPossibleCaptures()) {
        makeMove(move);
        int eval = -qsearch(-beta, -alpha);
        undoMove(move);
        if (eval >= beta) {
            return beta;   @q-cut
        }
        if (eval > alpha) {
            alpha = eval;   @q-child
        }
    }
    return alpha;   @q-leave
}

int alphaBeta(int depth, int alpha, int beta) {   @enter
    if (depth == 0 || isGameOver()) {
        return qsearch(alpha, beta);   @eval
    }
    int maxEval = INT_MIN;
    for (Move move : getPossibleMoves()) {
        makeMove(move);
        int eval = -alphaBeta(depth - 1, -beta, -alpha);
        undoMove(move);
        maxEval = std::max(maxEval, eval);
        alpha = std::max(alpha, eval);   @child-max
        if (alpha >= beta) {
            break; // β-cutoff   @cut-max
        }
    }
    return maxEval;   @leave-max
}`;

function parse(src) {
  const lines = [];
  const tags = {};
  src.split('\n').forEach((raw, i) => {
    const m = raw.match(/^(.*?)\s+@([a-z-]+)$/);
    if (m) {
      tags[m[2]] = i;
      lines.push(m[1]);
    } else lines.push(raw);
  });
  return { lines, tags };
}

// Monte Carlo tree search, UCT (Kocsis & Szepesvári 2006), as crate/src/search/mcts.rs runs it.
const MCTS = `Move mcts(Node root, int iterations, double c) {   @enter
    for (int i = 1; i <= iterations; i++) {   @mc-iteration
        Node node = root;
        // 1. selection
        while (node.fullyExpanded() && !node.isGameOver())
            node = argmax(child: child.W / child.N + c * sqrt(ln(node.N) / child.N));   @mc-select
        // 2. expansion
        if (!node.isGameOver())
            node = node.addChild(node.nextUntriedMove());   @mc-expand
        // 3. simulation
        Position p = node.position;
        while (!p.isGameOver()) p = p.play(randomMove(p));   @mc-rollout
        double reward = result(p);   @mc-result
        // 4. backpropagation
        for (; node != null; node = node.parent) {
            node.N += 1;
            node.W += reward for the side that moved into node;   @mc-backup
        }
    }
    return mostVisitedChild(root).move;   @mc-best
}`;

// PUCT, AlphaZero's selection (Silver et al. 2017), as crate/src/search/mcts.rs runs it: every
// child is added at once with its prior P, and the leaf is valued by the network (without a net,
// uniform priors and one random game), not by a rollout.
const PUCT = `Move puct(Node root, int iterations, double c) {   @enter
    expandAndScore(root);   // iteration 0: the root's children, with their P
    for (int i = 1; i <= iterations; i++) {   @mc-iteration
        Node node = root;
        // 1. selection
        while (node.expanded() && !node.isGameOver())
            node = argmax(child: child.Q + c * child.P * sqrt(node.N) / (1 + child.N));   @mc-select
        double value = expandAndScore(node);
        // 4. backpropagation
        for (; node != null; node = node.parent) {
            node.N += 1;
            node.W += value for the side that moved into node;   @mc-backup
        }
    }
    return mostVisitedChild(root).move;   @mc-best
}

double expandAndScore(Node node) {
    if (node.isGameOver()) return result(node.position);
    // 3. evaluation: the network's P and v, no random game
    (P, v) = network(node.position);
    // 2. expansion: all children at once, with their P
    for (Move m : node.moves) node.addChild(m, P[m]);   @mc-expand
    return v;   @mc-result
}`;

const SOURCES = {
  minimax: MINIMAX, alphabeta: ALPHABETA, negamax: NEGAMAX, 'negamax-ab': NEGAMAX_SOFT, pvs: PVS, mtdf: MTDF,
  'null-move': NULL_MOVE, quiescence: QUIESCENCE, 'negamax-ab-hard': NEGAMAX_HARD, mcts: MCTS, puct: PUCT,
};

const CODES = {
  minimax: { titleKey: 'code.minimax', sourceKey: 'code.source.article', title: 'Minimax (the Vietnamese xiangqi-engine article)', ...parse(MINIMAX) },
  alphabeta: { titleKey: 'code.alphabeta', sourceKey: 'code.source.article', title: 'Alpha-beta, two-sided (the Vietnamese xiangqi-engine article)', ...parse(ALPHABETA) },
  negamax: { titleKey: 'code.negamax', sourceKey: 'code.source.article', title: "Negamax (the Vietnamese xiangqi-engine article's negamax form, no window)", ...parse(NEGAMAX) },
  'negamax-ab': { titleKey: 'code.negamaxAb', sourceKey: 'code.source.article', title: 'Negamax alpha-beta, fail-soft (the Vietnamese xiangqi-engine article)', ...parse(NEGAMAX_SOFT) },
  pvs: { titleKey: 'code.pvs', sourceKey: 'code.source.article', title: 'PVS, principal variation search (the Vietnamese xiangqi-engine article)', ...parse(PVS) },
  mtdf: { titleKey: 'code.mtdf', title: 'MTD(f) (Plaat 1996) over negamax alpha-beta', ...parse(MTDF) },
  'null-move': { titleKey: 'code.nullMove', sourceKey: 'code.source.article', title: 'Alpha-beta with null-move pruning (the Vietnamese xiangqi-engine article)', ...parse(NULL_MOVE) },
  quiescence: { titleKey: 'code.quiescence', sourceKey: 'code.source.article', title: 'Alpha-beta with quiescence search (the Vietnamese xiangqi-engine article)', ...parse(QUIESCENCE) },
  'negamax-ab-hard': { titleKey: 'code.negamaxAbHard', sourceKey: 'code.source.articleSecond', title: 'Negamax alpha-beta, fail-hard (the Vietnamese xiangqi-engine article, second form)', ...parse(NEGAMAX_HARD) },
  mcts: { titleKey: 'code.mcts', title: 'Monte Carlo tree search, UCT (Kocsis & Szepesvári 2006)', ...parse(MCTS) },
  puct: { titleKey: 'code.puct', title: 'PUCT, AlphaZero’s Monte Carlo tree search (Silver et al. 2017)', ...parse(PUCT) },
};

/** The key of CODES for a search request: seed 000 shows each technique on its own. */
export function codeKey(algorithm, fail, techniques = {}) {
  if (isMcts(algorithm)) return algorithm;
  if (techniques.quiescence) return 'quiescence';
  if (techniques.nullMove) return 'null-move';
  if (algorithm === 'negamax-ab' && fail === 'hard') return 'negamax-ab-hard';
  // Any technique runs the core's engine, which is negamax alpha-beta even for "alphabeta".
  const any = techniques.iterativeDeepening || techniques.tt || techniques.aspiration || (techniques.ordering && techniques.ordering.length);
  if (algorithm === 'alphabeta' && any) return 'negamax-ab';
  return CODES[algorithm] ? algorithm : 'alphabeta';
}

// The drivers and the table, added around the search function when they are switched on.
const DRIVER_ID = `int iterativeDeepening(int maxDepth) {
    int value = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
        // the last iteration's best line is searched first
        value = alphaBeta(depth, -INF, +INF);   @iteration
    }
    return value;
}
`;
const driverAspiration = (id) => `int aspiration(int maxDepth) {
    int value = evaluate();
    ${id ? 'for (int depth = 1; depth <= maxDepth; depth++) {' : '{ int depth = maxDepth;'}
        int alpha = value - W, beta = value + W;
        value = alphaBeta(depth, alpha, beta);   @iteration
        if (value <= alpha)   // fail low: open α
            value = alphaBeta(depth, -INF, beta);   @iteration-low
        else if (value >= beta)   // fail high: open β
            value = alphaBeta(depth, alpha, +INF);   @iteration-high
    }
    return value;
}
`;
const TT_PROBE = `    Entry e = table.probe(hash());   @tt-probe
    if (e && e.depth >= depth && e.bound decides [alpha, beta])
        return e.value; // table cutoff   @tt-cut`;
const ttStore = (indent, value, tag) => `${indent}table.store(hash(), depth, ${value}, bound, bestMove);   @${tag}`;

/** The pseudo-code text for a request: seed 000's form, with the drivers and the table added. */
function compose(key, techniques) {
  const base = SOURCES[key];
  let lines = base.split('\n');
  if (techniques.tt) {
    const out = [];
    let probed = false;
    for (const line of lines) {
      const leave = line.match(/^(\s*)return (\w+);\s+@leave-(max|min)$/);
      if (leave) out.push(ttStore(leave[1], leave[2], leave[3] === 'min' ? 'tt-store-min' : 'tt-store'));
      out.push(line);
      if (!probed && / @enter$/.test(line)) { out.push(...TT_PROBE.split('\n')); probed = true; }
    }
    lines = out;
  }
  const ordered = techniques.ordering?.length || techniques.tt || techniques.iterativeDeepening;
  let tagged = 0;
  lines = lines.map((line) => {
    if (!/for \(.*getPossibleMoves\(\)\)/.test(line) || / @/.test(line)) return line;
    const text = ordered ? line.replace('getPossibleMoves()', 'orderMoves(getPossibleMoves())') : line;
    return `${text}   @order${tagged++ ? '-min' : ''}`;
  });
  let head = '';
  if (key !== 'mtdf') {
    if (techniques.aspiration) head = driverAspiration(!!techniques.iterativeDeepening) + '\n';
    else if (techniques.iterativeDeepening) head = DRIVER_ID + '\n';
  }
  return head + lines.join('\n');
}

const cache = new Map();
export function pseudoCode(algorithm, fail, techniques = {}) {
  const key = codeKey(algorithm, fail, techniques);
  const t = techniques || {};
  const ck = [key, !!t.tt, !!t.iterativeDeepening, !!t.aspiration, !!(t.ordering && t.ordering.length)].join('|');
  if (!cache.has(ck)) {
    const extra = [t.iterativeDeepening && 'iterative deepening', t.aspiration && 'aspiration', t.tt && 'table'].filter(Boolean);
    const title = CODES[key].title + (extra.length ? ` + ${extra.join(' + ')}` : '');
    // The title's parts as dictionary keys: the page says it in the language chosen (panels.js).
    const titleKeys = [CODES[key].titleKey, t.iterativeDeepening && 'code.plusId', t.aspiration && 'code.plusAspiration', t.tt && 'code.plusTable'].filter(Boolean);
    // Where the code is written as shown, said under the title (not in it: the heading names the algorithm, as a class reads it).
    cache.set(ck, { title, titleKeys, sourceKey: CODES[key].sourceKey || null, ...parse(compose(key, t)) });
  }
  return cache.get(ck);
}

/**
 * The line (0-based) that event `e` executes, or -1. `isMin`: the event's node is a MIN node;
 * `isLeaf`: the node was evaluated (its Leave is the `return evaluate()`).
 */
export function lineFor(code, kind, { isMin = false, isLeaf = false, bound = 0, cutKind = 0, quiet = false, iter = 'first' } = {}) {
  const side = isMin && code.tags['child-min'] !== undefined ? 'min' : 'max';
  const t = code.tags;
  if (quiet && t['q-enter'] !== undefined) {
    switch (kind) {
      case Kind.Enter: return t['q-enter'];
      case Kind.Eval: case Kind.StandPat: return t['stand-pat'];
      case Kind.Child: return t['q-child'];
      case Kind.Cutoff: return cutKind === CutKind.StandPat ? t['cut-stand'] : t['q-cut'];
      case Kind.Leave: return bound === Bound.Lower ? t['q-cut'] : t['q-leave'];
      default: return -1;
    }
  }
  switch (kind) {
    case Kind.McIteration: return t['mc-iteration'] ?? -1;
    case Kind.McSelect: return t['mc-select'] ?? -1;
    case Kind.McExpand: return t['mc-expand'] ?? -1;
    case Kind.McRollout: return t['mc-rollout'] ?? -1;
    case Kind.McResult: return t['mc-result'] ?? -1;
    case Kind.McBackup: return t['mc-backup'] ?? -1;
    case Kind.McBest: return t['mc-best'] ?? -1;
    case Kind.NullMove: return t.null ?? -1;
    case Kind.StandPat: return t['stand-pat'] ?? -1;
    case Kind.Enter: return t.enter;
    case Kind.Eval: return t.eval;
    case Kind.Child: return t['child-' + side] ?? -1;
    case Kind.Cutoff:
      if (cutKind === CutKind.NullMove && t['cut-null'] !== undefined) return t['cut-null'];
      if (cutKind === CutKind.StandPat && t['cut-stand'] !== undefined) return t['cut-stand'];
      if (cutKind === CutKind.Table && t['tt-cut'] !== undefined) return t['tt-cut'];
      return t['cut-' + side] ?? -1;
    case Kind.ZeroWindow: return t.zw ?? -1;
    case Kind.ReSearch: return t.research ?? -1;
    case Kind.Iteration: return t['iteration-' + iter] ?? t.iteration ?? -1;
    case Kind.TtProbe: return t['tt-probe'] ?? -1;
    case Kind.TtStore: return (isMin ? t['tt-store-min'] : undefined) ?? t['tt-store'] ?? -1;
    case Kind.Order: return (isMin ? t['order-min'] : undefined) ?? t.order ?? -1;
    case Kind.Leave:
      if (isLeaf) return t.eval;
      if (bound === Bound.Lower && code.lines[t['cut-max']]?.includes('return beta')) return t['cut-max'];
      return t['leave-' + side] ?? -1;
    default: return -1;
  }
}
