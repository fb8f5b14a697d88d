// Playing against the engine: the Play against the engine button, and a section at the top of the
// side panel with who starts, New game, Undo, the board to click, the legal moves as buttons and
// the moves so far. The engine is the page's own search: on its turn the position is searched
// with the algorithm, depth and techniques the form has, or with MCTS or PUCT when the Engine menu
// says so (engineSearch; in the worker, as any search), the
// trace is the tree on show, and the core's best move is played, after checking that it is among
// the position's legal moves. Each move's position comes from the core (`specAfter`) and becomes
// the state's game options; the link carries where the game started and its moves (state.js).
//
// main.js hands over what it owns: the worker client, the state and the Game menu, the form, a
// way to search the state's position, to write the link and to show a search's last step.

import { clickMove, humanSide, turn, resultWords, resultKey, undoLength, moveListText, optionsOfSpec, playIterations } from './play-logic.js';
import { cellBoxes } from './board-edit.js';
import { adapterFor } from './games/registry.js';
import { entryOf, defaultOptions, PLAY_MAX_ITERATIONS, PLAY_DEFAULT_ITERATIONS } from './state.js';
import { Limits } from './trace.js';
import { gameSpec } from './request.js';
import { t as say, onLanguageChange } from './i18n.js';
import { sideWord } from './panels.js';
import { errorWords } from './errors.js';
import { netFor, netKey, hasNet } from './nets.js';
import { $ } from './dom.js';

const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
const ALGO_KEYS = { minimax: 'play.algo.minimax', alphabeta: 'play.algo.alphabeta', negamax: 'play.algo.negamax', 'negamax-ab': 'play.algo.negamaxAb', pvs: 'play.algo.pvs', mtdf: 'play.algo.mtdf' };

export class PlayMode {
  /** host: {client, state(), menu(), controls(), search(), link(), toEnd(), cancel()}. */
  constructor(host) {
    this.host = host;
    /** The game's positions, the start first ({spec, status, moves, name}, play-logic.js). @type {import('./play-logic.js').Position[]} */
    this.positions = [];
    /** The side the person plays ('max' | 'min'). @type {import('./play-logic.js').Side} */
    this.you = 'max';
    /** The request key (the game spec as JSON) of the position on the board. */
    this.key = '';
    this.game = '';
    /** Bumped by each change of the game: answers for an older game are dropped. */
    this.gen = 0;
    /** The from-cell chosen by the click before (two-cell moves), or -1. */
    this.selected = -1;
    /** True while the engine searches its answer, or a move is being applied. */
    this.thinking = false;
    this.busy = false;
    this.message = { text: '', error: false };
    /** The index of the position whose search is the tree on show, or -1. */
    this.searched = -1;
    this.choice = null;
    this.boxes = null;
    /** Who answers: 'alphabeta' (the page's search on the left), 'uct' (MCTS) or 'puct' (PUCT + net). */
    this.engine = 'alphabeta';
    this.iterations = 500;
  }

  get state() { return this.host.state(); }
  get active() { return !!(this.state && this.state.play); }
  get entry() { return entryOf(this.host.menu(), this.state.game); }
  get adapter() { return adapterFor(this.entry.game); }
  get current() { return this.positions[this.positions.length - 1] || null; }
  get turn() { return this.busy ? 'busy' : turn(this.current, this.you); }

  // ------------------------------------------------------------------ the page's parts

  /** Builds the button in the form and the section in the side panel (hidden until used). */
  attach() {
    const toggle = el('button', { id: 'play-toggle', type: 'button', textContent: `♟ ${say('play.toggle')}` });
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', () => {
      if (this.active) { this.stop(); return; }
      this.newGame('you', true);
      // The keyboard goes to the game: to the list of moves, which hands it to the first move once
      // the position is on show (render); it stayed on this button, 47 Tabs from the first move.
      $('play-moves').focus({ preventScroll: true });
      // The board where the student plays, brought into sight: on a tablet held upright it lies a
      // screen or more below the button (the side panel follows the settings there).
      requestAnimationFrame(() => {
        const b = $('play-board'), r = b.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight) b.scrollIntoView({ block: 'center' });
      });
    });
    const p = el('p', { className: 'play-toggle' });
    p.appendChild(toggle);
    $('game-options').after(p);

    const box = el('section', { id: 'play-box', hidden: true });
    const h = el('h2', { id: 'play-title' });
    const who = el('div', { className: 'play-who', role: 'radiogroup' });
    who.setAttribute('role', 'radiogroup');
    who.id = 'play-who';
    who.appendChild(el('span', { id: 'play-who-label' }));
    for (const v of ['you', 'engine']) {
      const r = el('input', { type: 'radio', name: 'play-first', id: `play-first-${v}`, value: v });
      r.addEventListener('change', () => { if (r.checked) this.newGame(v); });
      who.append(r, el('label', { htmlFor: r.id }));
    }
    // The engine: the page's search (the settings on the left), MCTS (UCT) or PUCT with the net.
    const eng = el('div', { className: 'play-engine' });
    const engSel = el('select', { id: 'play-engine' });
    for (const v of ['alphabeta', 'uct', 'puct']) engSel.appendChild(el('option', { value: v }));
    const iters = el('input', { id: 'play-iterations', type: 'number', min: Limits.playIterations.min, max: PLAY_MAX_ITERATIONS, value: this.iterations });
    // The engine and its iterations go into the link (eng=, eiter=) with the game.
    const keep = () => { if (this.state.play) { this.state.play.engine = this.engine; this.state.play.iterations = this.iterations; this.host.link(); } };
    engSel.addEventListener('change', () => { this.engine = engSel.value; keep(); this.render(); });
    iters.addEventListener('change', () => { this.iterations = Math.max(Limits.playIterations.min, Math.min(PLAY_MAX_ITERATIONS, Math.round(Number(iters.value)) || PLAY_DEFAULT_ITERATIONS)); iters.value = String(this.iterations); keep(); this.render(); });
    eng.append(el('label', { htmlFor: 'play-engine', id: 'play-engine-label' }), engSel, el('label', { htmlFor: 'play-iterations', id: 'play-iterations-label' }), iters);
    const engNote = el('p', { id: 'play-engine-note', className: 'hint', hidden: true });
    const buttons = el('div', { className: 'play-buttons' });
    const newGame = el('button', { id: 'play-new', type: 'button' });
    newGame.addEventListener('click', () => this.newGameAsked());
    const undo = el('button', { id: 'play-undo', type: 'button' });
    undo.addEventListener('click', () => this.undo());
    const stop = el('button', { id: 'play-stop', type: 'button' });
    stop.addEventListener('click', () => this.stop());
    // After a cancelled or failed search: the engine asked again (with the settings now on the left).
    const again = el('button', { id: 'play-again', type: 'button', hidden: true });
    again.addEventListener('click', () => { if (this.turn === 'engine') { this.thinking = true; this.say(''); this.render(); this.answer(); } });
    buttons.append(newGame, undo, again, stop);
    // New game from a game that began elsewhere than the game's start: which start, asked.
    const ask = el('div', { id: 'play-new-ask', hidden: true });
    ask.setAttribute('role', 'group');
    const askText = el('p', { id: 'play-new-ask-text' });
    const fromStart = el('button', { id: 'play-new-start', type: 'button' });
    fromStart.addEventListener('click', () => { this.asking = false; this.newGame(this.state.play.first, false, this.gameStart()); });
    const fromBegan = el('button', { id: 'play-new-began', type: 'button' });
    fromBegan.addEventListener('click', () => { this.asking = false; this.newGame(this.state.play.first); });
    ask.append(askText, fromStart, fromBegan);
    const status = el('p', { id: 'play-status' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    const board = el('canvas', { id: 'play-board', width: 360, height: 360 });
    board.setAttribute('role', 'img');
    board.setAttribute('aria-label', say('side.board')); // until the first position is drawn
    board.addEventListener('click', (ev) => this.boardClicked(ev));
    const msg = el('p', { id: 'play-message' });
    msg.setAttribute('role', 'alert');
    const choose = el('div', { id: 'play-choose', className: 'play-moves', hidden: true });
    choose.setAttribute('role', 'group');
    const movesLabel = el('h3', { id: 'play-moves-label', textContent: say('play.yourMoves') });
    const moves = el('div', { id: 'play-moves', className: 'play-moves' });
    moves.setAttribute('role', 'group');
    moves.setAttribute('aria-labelledby', 'play-moves-label');
    moves.tabIndex = -1; // holds the keyboard's place while its buttons are off (render)
    const history = el('p', { id: 'play-history' });
    box.append(h, who, eng, engNote, buttons, ask, status, board, msg, choose, movesLabel, moves, el('h3', { id: 'play-history-label' }), history);
    $('side').prepend(box);
    this.sayStatic();
    // Another language: the section's words, and the game's lines, said again.
    onLanguageChange(() => { this.sayStatic(); this.render(); });

    this.showToggle();
  }

  /** The section's fixed words, in the language chosen. */
  sayStatic() {
    $('play-box').setAttribute('aria-label', say('play.toggle'));
    $('play-title').textContent = say('play.toggle');
    $('play-who').setAttribute('aria-label', say('play.whoStarts'));
    $('play-who-label').textContent = say('play.whoStartsColon');
    document.querySelector('label[for=play-first-you]').textContent = say('play.you');
    document.querySelector('label[for=play-first-engine]').textContent = say('play.engine');
    $('play-new').textContent = say('play.newGame');
    $('play-new-ask').setAttribute('aria-label', say('play.newGame'));
    $('play-new-ask-text').textContent = say('play.newFrom');
    $('play-new-start').textContent = say('play.newFromStart');
    $('play-new-began').textContent = say('play.newFromBegan');
    $('play-undo').textContent = `↶ ${say('play.undo')}`;
    $('play-undo').title = say('play.undoTitle');
    $('play-stop').textContent = say('play.stopToggle');
    $('play-again').textContent = say('play.again');
    $('play-choose').setAttribute('aria-label', say('play.whichMove'));
    $('play-history-label').textContent = say('play.history');
    $('play-engine-label').textContent = say('play.engineColon');
    $('play-iterations-label').textContent = say('play.iterations');
    const o = /** @type {HTMLSelectElement} */ ($('play-engine')).options;
    o[0].textContent = say('play.engine.alphabeta');
    o[1].textContent = say('play.engine.uct');
    o[2].textContent = say('play.engine.puct');
  }

  /** The engine's turn: the page's search (alpha-beta as the form has it, or the engine's MCTS or PUCT: engineSearch), whose best move onResult plays. */
  answer() {
    this.host.search();
  }

  /**
   * While MCTS or PUCT plays, the page's search is the engine's own (main.js's run() asks it in
   * place of the form's): its algorithm, its capped iterations and the seed its move is played
   * with, so the tree beside the board is the search that chose the move. Null for alpha-beta.
   * PUCT takes the game's net (main.js adds it), or uniform priors where no net is trained.
   */
  engineSearch() {
    if (!this.active || this.engine === 'alphabeta' || !this.current) return null;
    return { algorithm: this.engine === 'uct' ? 'mcts' : 'puct', iterations: playIterations(this.current.spec.kind, this.iterations), seed: this.positions.length };
  }

  /**
   * MCTS (UCT) or PUCT with the net in use (www/nets.js) answers from the current position by an
   * untraced search: only when the traced one filled the page's trace before its iterations were
   * done (the same search, so the same move, but the tree on show is then not all of it).
   */
  async mctsTurn() {
    // Capped per game so that a move comes in a second or two (play-logic.js); the note says so.
    const gen = this.gen, cur = this.current, engine = this.engine, iterations = playIterations(cur.spec.kind, this.iterations);
    let net = null;
    // PUCT with the game's net where one exists; elsewhere uniform priors and rollout values (the core's).
    if (engine === 'puct' && hasNet(netKey(cur.spec))) {
      net = await netFor(netKey(cur.spec));
      if (gen !== this.gen) return;
    }
    let reply;
    try {
      reply = await this.host.client.query({ type: 'mcts-move', game: cur.spec, algorithm: engine, iterations, seed: this.positions.length, net: net ? net.text : null });
    } catch (e) {
      if (gen !== this.gen) return;
      this.thinking = false;
      this.say(say('play.couldNotSearch', { message: errorWords(e) }), true);
      this.render();
      return;
    }
    if (gen !== this.gen) return;
    this.thinking = false;
    const r = reply.result;
    const move = cur.moves.find((m) => m.index === r.bestMove);
    if (!move) { this.say(say('play.noMove', { depth: 0 }), true); this.render(); return; }
    const top = r.children.find((c) => c.moveIndex === move.index);
    this.say('');
    this.play(move, 'engine', say('play.mctsNote', { visits: top ? top.visits : 0, iterations, evals: r.stats.evals }));
  }

  /** For the tests: the game as the page has it, and where on the board a cell is (CSS pixels from the board's top-left). */
  testHooks() {
    const self = this;
    return {
      get positions() { return self.positions; },
      get you() { return self.you; },
      get turn() { return self.turn; },
      get thinking() { return self.thinking; },
      cellPoint(cell) {
        const b = self.cellBoxes().get(cell);
        return b ? { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 } : null;
      },
    };
  }

  /** The button shows for games the catalogue says can be played. */
  showToggle() {
    const e = this.state && this.entry;
    const ok = !!(e && e.info && e.info.playable);
    const t = $('play-toggle');
    t.parentElement.hidden = !ok;
    t.setAttribute('aria-pressed', String(this.active));
    t.textContent = this.active ? `■ ${say('play.stopToggle')}` : `♟ ${say('play.toggle')}`;
    $('play-box').hidden = !this.active;
  }

  // ------------------------------------------------------------------ the game

  /**
   * A new game, `first` to start: from where the game on show started (New game, Who starts), or
   * from the state's position (`fromHere`: play switched on, a position chosen in the form).
   */
  newGame(first, fromHere = false, from = null) {
    const s = this.state;
    this.asking = false;
    if (from) s.options = { ...from };
    else if (s.play && !fromHere) s.options = { ...s.play.start };
    s.play = { first, start: { ...s.options }, moves: [], engine: this.engine, iterations: this.iterations };
    this.load(gameSpec(s, this.entry), []);
  }

  /** The game's own start: the options this game began with, its position (position, FEN) at the game's default. */
  gameStart() {
    const s = this.state, d = defaultOptions(this.entry);
    const start = { ...(s.play ? s.play.start : s.options) };
    for (const k of ['position', 'fen']) if (k in d) start[k] = d[k];
    return start;
  }

  /** New game: from the game's start; when this game began from another position, asks which. */
  newGameAsked() {
    const s = this.state;
    const start = this.gameStart();
    const began = s.play ? s.play.start : s.options;
    if (Object.keys(start).every((k) => String(start[k]) === String(began[k]))) { this.newGame(s.play.first, false, start); return; }
    this.asking = true;
    this.render();
    $('play-new-start').focus();
  }

  /** After a link: the game it carries, replayed from its start. */
  resume() {
    // The link's engine (eng=, eiter=: www/state.js read them) answers from now on.
    const P = this.state.play;
    if (P.engine) this.engine = P.engine;
    if (P.iterations) this.iterations = P.iterations;
    this.load(gameSpec(this.state, this.entry), this.state.play.moves);
  }

  async load(spec, moves) {
    const gen = ++this.gen;
    const s = this.state;
    this.positions = [];
    this.searched = -1;
    this.game = s.game;
    this.busy = true;
    this.thinking = false;
    this.say('');
    this.showToggle();
    this.render();
    let reply;
    // A search still running would keep the worker from answering: it is for a position left behind.
    this.host.cancel();
    try {
      reply = await this.host.client.query({ type: 'replay', game: spec, moves });
    } catch (e) {
      if (gen !== this.gen) return;
      // Not a position the core can play (a malformed FEN typed in): play stops, and the page's
      // own search of it shows the core's message in the form.
      this.busy = false;
      s.play = null;
      this.showToggle();
      this.host.link();
      this.host.search();
      return;
    }
    if (gen !== this.gen) return;
    this.busy = false;
    this.positions = reply.positions;
    this.you = humanSide(s.play.first, this.positions[0].status);
    /** @type {HTMLInputElement} */ ($(`play-first-${s.play.first}`)).checked = true;
    if (reply.stopped) {
      s.play.moves = s.play.moves.slice(0, this.positions.length - 1);
      this.say(say('play.stopsEarly', { why: errorWords(reply.stopped) }), true);
    }
    this.goTo({ search: true });
  }

  /** The last position becomes the state's (the form and the link follow); searched if asked. */
  goTo({ search }) {
    const s = this.state, entry = this.entry;
    s.options = optionsOfSpec(this.current.spec, entry.options, s.options);
    this.host.controls().write();
    this.key = JSON.stringify(gameSpec(s, entry));
    this.selected = -1;
    this.choice = null;
    this.boxes = null;
    this.thinking = search && this.turn === 'engine';
    this.render();
    this.host.link();
    if (search) { if (this.thinking) this.answer(); else this.host.search(); }
  }

  /** Plays a legal move of the current position (by the person or the engine; `note`: how the engine searched). */
  async play(move, by, note = '') {
    const gen = ++this.gen;
    const from = this.current;
    this.busy = true;
    this.selected = -1;
    this.choice = null;
    this.render();
    let reply;
    this.host.cancel();
    try {
      reply = await this.host.client.query({ type: 'replay', game: from.spec, moves: [move.index] });
    } catch (e) {
      if (gen !== this.gen) return;
      this.busy = false;
      this.say(say('play.couldNotPlay', { move: move.name, why: errorWords(e) }), true);
      this.render();
      return;
    }
    if (gen !== this.gen) return;
    this.busy = false;
    const next = reply.positions[1];
    if (!next) { this.say(say('play.couldNotPlay', { move: move.name, why: reply.stopped ? errorWords(reply.stopped) : say('play.noPosition') }) + '.', true); this.render(); return; }
    this.positions.push({ ...next, by, note });
    this.state.play.moves.push(move.index);
    // The engine's search stays the tree on show while the person thinks; the engine's turn is searched.
    this.goTo({ search: turn(next, this.you) === 'engine' });
  }

  undo() {
    const keep = undoLength(this.positions, this.you);
    if (keep >= this.positions.length - 1 && !this.busy) return;
    this.gen++;
    this.busy = false;
    this.positions = this.positions.slice(0, keep + 1);
    if (this.searched > keep) this.searched = -1;
    this.state.play.moves = this.state.play.moves.slice(0, keep);
    this.say(say('play.takenBack'));
    this.goTo({ search: true });
  }

  /** Play stops; the position reached stays in the form and is searched (unless main searches anyway). */
  stop(search = true) {
    this.gen++;
    this.state.play = null;
    this.positions = [];
    this.thinking = this.busy = false;
    this.showToggle();
    this.host.link();
    if (search) this.host.search();
  }

  // ------------------------------------------------------------------ from main.js

  /**
   * The user changed a setting (main.js's changed()). A new game or position chosen while playing
   * starts a new game from it (returns true: the game searches); the algorithm, depth and
   * techniques are the engine's from its next move on (returns false: main searches again).
   */
  changed() {
    const s = this.state;
    if (!s.play) { this.showToggle(); return false; }
    const entry = this.entry;
    if (!entry.info || !entry.info.playable) { this.stop(false); return false; }
    if (s.game !== this.game || JSON.stringify(gameSpec(s, entry)) !== this.key) {
      this.newGame(s.play.first, true);
      return true;
    }
    this.thinking = this.turn === 'engine';
    this.render();
    return false;
  }

  /** A search has landed (main.js's onResult): on the engine's turn, its best move is played. */
  onResult(res, req) {
    if (!this.active || !this.current || req.key !== this.key) return;
    // Which position's search the tree shows (the engine's answer is said to be on show only then).
    this.searched = this.positions.length - 1;
    if (this.turn !== 'engine') { this.render(); return; }
    if (this.engine !== 'alphabeta') { this.mctsAnswer(res.summary); return; }
    this.thinking = false;
    const best = res.summary.bestMove;
    const move = this.current.moves.find((m) => m.index === best);
    if (best === null || best === undefined || !move) {
      this.say(say('play.noMove', { depth: res.summary.depth }), true);
      this.render();
      return;
    }
    const e = res.summary.engine;
    this.host.toEnd();
    this.say('');
    this.play(move, 'engine', e && e.searched !== e.asked ? say('play.searchedDepth', { depth: e.searched, note: errorWords(e.note) }) : '');
  }

  /** The engine's MCTS or PUCT search has landed (engineSearch): its most-visited root move is played. */
  mctsAnswer(summary) {
    // What the engine asks now (engineSearch): another engine chosen meanwhile answers anew.
    const { algorithm, iterations } = this.engineSearch();
    if (summary.algorithm !== algorithm || summary.iterations < iterations) {
      // Not all of the engine's search is on show (the trace's cap): the move from the whole one.
      this.searched = -1;
      this.mctsTurn();
      return;
    }
    this.thinking = false;
    const move = this.current.moves.find((m) => m.index === summary.bestMove);
    if (!move) { this.say(say('play.noMove', { depth: 0 }), true); this.render(); return; }
    const top = summary.children.find((c) => c.moveIndex === move.index);
    this.host.toEnd();
    this.say('');
    this.play(move, 'engine', say('play.mctsNote', { visits: top ? top.visits : 0, iterations, evals: summary.stats.evals }));
  }

  onError(msg) {
    if (!this.active || this.turn !== 'engine') return;
    this.thinking = false;
    this.say(say('play.couldNotSearch', { message: msg.type === 'panic' ? msg.message : errorWords(msg) }), true);
    this.render();
  }

  onCancel() {
    if (!this.active || this.turn !== 'engine') return;
    this.thinking = false;
    this.say(say('play.cancelled'), true);
    this.render();
  }

  // ------------------------------------------------------------------ the board

  cellName(cell) {
    const a = this.adapter;
    if (a.cellName) return a.cellName(cell);
    const b = this.entry.info && this.entry.info.board;
    if (!b || !b.width) return say('play.cell', { n: cell + 1 });
    return say('play.rowColumn', { row: Math.floor(cell / b.width) + 1, column: (cell % b.width) + 1 });
  }

  /** The cell under (x, y), CSS pixels from the board's top-left (the adapter's cellAt), or -1. */
  cellAt(x, y) {
    const a = this.adapter;
    return a.cellAt && this.current ? a.cellAt($('play-board'), this.current.status.position, x, y) : -1;
  }

  /**
   * Each cell's box on the board (CSS pixels from its top-left), found by asking cellAt over the
   * board: whatever the adapter's geometry, the box drawn around a cell is where clicks pick it.
   */
  cellBoxes() {
    const pos = this.current && this.current.status.position;
    const c = /** @type {HTMLCanvasElement} */ ($('play-board'));
    const W = c.clientWidth || c.width, H = c.clientHeight || c.height;
    if (this.boxes && this.boxes.pos === pos && this.boxes.W === W) return this.boxes.map;
    const map = cellBoxes((x, y) => this.cellAt(x, y), W, H);
    this.boxes = { pos, W, map };
    return map;
  }

  boardClicked(ev) {
    if (!this.active || !this.current) return;
    const t = this.turn;
    if (t === 'over') { this.say(say('play.over')); return; }
    if (t !== 'you') { this.say(say('play.wait')); return; }
    const r = $('play-board').getBoundingClientRect();
    const cell = this.cellAt(ev.clientX - r.left, ev.clientY - r.top);
    const a = this.adapter, pos = this.current.status && this.current.status.position;
    const taken = a.isTaken && pos !== undefined ? (k) => a.isTaken(pos, k) : undefined;
    const what = clickMove(this.current.moves, this.selected, cell, (k) => this.cellName(k), taken);
    this.choice = null;
    switch (what.kind) {
      case 'play': this.say(''); this.play(what.move, 'you'); return;
      case 'choose': this.choice = what.moves; this.say(say('play.several')); break;
      case 'select': {
        this.selected = what.cell;
        const to = what.targets.map((k) => this.cellName(k)).join(', ');
        const exits = what.exits.map((m) => m.name).join(', ');
        const where = to && exits ? say('play.clickWhereOrAgain', { to, moves: exits }) : to ? say('play.clickWhere', { to }) : exits ? say('play.clickAgain', { moves: exits }) : '';
        this.say(say('play.selected', { cell: this.cellName(what.cell), where }));
        break;
      }
      case 'deselect': this.selected = -1; this.say(''); break;
      default: this.say(what.message, true);
    }
    this.render();
  }

  // ------------------------------------------------------------------ drawing

  say(text, error = false) {
    this.message = { text, error };
    const m = $('play-message');
    if (!m) return;
    m.textContent = text;
    m.classList.toggle('error', error);
  }

  sideName(side) {
    const pos = this.current || this.positions[0];
    try {
      // Adapters name the side to move from a position; the other side is asked of a made-up model.
      if (pos && pos.status.sideToMove === side) return this.adapter.sideToMove(pos.status.position, { minToMove: [side === 'min' ? 1 : 0] }, 0);
    } catch { /* fall through */ }
    // The game's own names for its sides (the catalogue's `sides`, through the adapter).
    return sideWord(this.adapter.sideNames[side === 'max' ? 0 : 1]);
  }

  engineWords() {
    if (this.engine !== 'alphabeta') {
      const uniform = this.engine === 'puct' && !(this.current && hasNet(netKey(this.current.spec)));
      return say(this.engine === 'uct' ? 'play.how.uct' : uniform ? 'play.how.puctUniform' : 'play.how.puct', { iterations: this.current ? playIterations(this.current.spec.kind, this.iterations) : this.iterations });
    }
    const s = this.state, T = s.techniques;
    const on = [T.iterativeDeepening && 'config.id', T.tt && 'config.table', T.nullMove && 'play.tech.null', T.quiescence && 'config.quiescence', T.aspiration && 'code.plusAspiration', T.ordering && 'play.tech.ordering']
      .filter(Boolean).map((k) => say(k));
    const depth = s.depth === null ? say('play.naturalDepth') : say('play.depth', { depth: s.depth });
    return `${ALGO_KEYS[s.algorithm] ? say(ALGO_KEYS[s.algorithm]) : s.algorithm}, ${depth}${on.length ? ', ' + on.join(', ') : ''}`;
  }

  render() {
    const box = $('play-box');
    if (!box) return;
    this.showToggle();
    if (!this.active) return;
    const cur = this.current;
    const t = this.turn;
    box.dataset.turn = t;
    box.dataset.plies = String(Math.max(0, this.positions.length - 1));
    box.dataset.thinking = String(this.thinking);
    const last = this.positions.length > 1 ? cur : null;
    let status;
    if (!cur) status = say('play.settingUp');
    else if (t === 'over') {
      const result = say(resultKey(cur.status.result, this.you) || 'play.result.over');
      status = last ? say('play.statusOverLast', { result, move: last.name }) : say('play.statusOver', { result });
    } else if (t === 'busy') status = say('play.playing');
    else if (t === 'engine') status = this.thinking ? say('play.thinking', { side: this.sideName(cur.status.sideToMove), how: this.engineWords() }) : say('play.engineTurn', { side: this.sideName(cur.status.sideToMove) });
    else {
      const onShow = this.searched === this.positions.length - 2 ? ` ${say('play.onShow')}` : '';
      const reply = last && last.by === 'engine' ? `${say('play.enginePlayed', { move: last.name })}${last.note ? ' ' + last.note : ''}${onShow} ` : '';
      status = `${reply}${say('play.yourMove', { side: this.sideName(this.you) })}`;
    }
    $('play-status').textContent = status;
    // PUCT needs a net for this game and board (shipped, trained or loaded: www/nets.js).
    const netOk = !!cur && hasNet(netKey(cur.spec));
    // Without one, PUCT plays all the same with uniform priors and rollouts, and says so.
    /** @type {HTMLSelectElement} */ ($('play-engine')).value = this.engine;
    const iterations = /** @type {HTMLInputElement} */ ($('play-iterations'));
    iterations.value = String(this.iterations);
    iterations.disabled = this.engine === 'alphabeta';
    const capped = cur ? playIterations(cur.spec.kind, this.iterations) : this.iterations;
    const capNote = this.engine !== 'alphabeta' && capped < this.iterations ? ` ${say('play.iterationCap', { n: capped })}` : '';
    const note = this.engine === 'alphabeta' ? '' : say(this.engine === 'uct' ? 'play.engineNote.uct' : netOk ? 'play.engineNote.puct' : 'play.engineNote.puctUniform') + capNote;
    $('play-engine-note').textContent = note;
    $('play-engine-note').hidden = !note;
    box.dataset.engine = this.engine;
    // The result as a stable word for scripts and tests: English, whatever the page speaks.
    $('play-status').dataset.result = t === 'over' ? resultWords(cur.status.result, this.you, 'en') : '';
    this.drawBoard();
    // The legal moves, as buttons: the accessible way to play, and the names the core gives.
    const list = $('play-moves');
    const yours = t === 'you';
    $('play-moves-label').textContent = say(yours ? 'play.yourMoves' : 'play.legalMoves');
    $('play-moves-label').hidden = t === 'over';
    const shown = cur && t !== 'over' ? cur.moves : [];
    // The same buttons stay when nothing about them changed: a render from another control's
    // change (the engine's iterations, committed as the pointer goes down on a move) must not
    // replace the button being clicked, or the click is lost.
    const listKey = JSON.stringify([document.documentElement.lang, this.positions.map((p) => p.name), yours, this.selected, shown.map((m) => m.name)]);
    // The keyboard's place: a student who played from the list stays in it (on the list itself
    // while the engine thinks and the buttons are off, on the first move once it is theirs again),
    // not on the page's body, where the move's button went.
    const hadFocus = list.contains(document.activeElement);
    if (list.dataset.key !== listKey) {
      list.dataset.key = listKey;
      list.textContent = '';
    }
    for (const m of list.childElementCount ? [] : shown) {
      const b = el('button', { type: 'button', textContent: m.name, disabled: !yours });
      b.dataset.index = String(m.index);
      if (this.selected >= 0 && m.cells[0] === this.selected) b.classList.add('from-selected');
      b.addEventListener('click', () => { if (this.turn === 'you') { this.say(''); this.play(m, 'you'); } });
      list.appendChild(b);
    }
    if (hadFocus && (document.activeElement === list || !list.contains(document.activeElement))) {
      // Over: no move left, so New game takes the keyboard (not an empty list).
      (/** @type {HTMLElement | null} */ (list.querySelector('button:not([disabled])')) || (t === 'over' ? $('play-new') : list)).focus({ preventScroll: true });
    }
    const choose = $('play-choose');
    choose.textContent = '';
    choose.hidden = !this.choice;
    for (const m of this.choice || []) {
      const b = el('button', { type: 'button', textContent: m.name });
      b.addEventListener('click', () => { if (this.turn === 'you') { this.say(''); this.play(m, 'you'); } });
      choose.appendChild(b);
    }
    const names = this.positions.slice(1).map((p) => p.name);
    $('play-history').textContent = names.length ? moveListText(names, this.positions[0].status.sideToMove === 'min' && !!this.adapter.movesInPairs) : say('play.noneYet');
    /** @type {HTMLButtonElement} */ ($('play-undo')).disabled = undoLength(this.positions, this.you) >= this.positions.length - 1;
    $('play-again').hidden = !(t === 'engine' && !this.thinking);
    $('play-new-ask').hidden = !this.asking;
  }

  drawBoard() {
    const c = /** @type {HTMLCanvasElement} */ ($('play-board'));
    const cur = this.current;
    // The first context asked for decides: the board is read back (was anything drawn?).
    const ctx = c.getContext('2d', { willReadFrequently: true });
    if (!cur) { ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height); return; }
    const prev = this.positions.length > 1 ? this.positions[this.positions.length - 2].status.position : null;
    const a = this.adapter;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    let drawn = false;
    try {
      if (a.hasPosition) a.drawPosition(c, cur.status.position, prev, null, 0);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < px.length && !drawn; i += 4 * 37) drawn = px[i] !== 255 || px[i + 1] !== 255 || px[i + 2] !== 255;
    } catch { drawn = false; }
    if (!drawn) {
      // No drawing for this game's board (yet): its position in words; the move buttons play.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, c.width, c.height);
      ctx.fillStyle = '#111';
      ctx.textAlign = 'center';
      ctx.font = '600 22px system-ui, sans-serif';
      const words = String(cur.status.position);
      const lines = words.length > 28 ? words.match(/.{1,28}/g) : [words];
      lines.forEach((l, i) => ctx.fillText(l, c.width / 2, 60 + i * 28));
      ctx.font = '16px system-ui, sans-serif';
      ctx.fillStyle = '#555';
      ctx.fillText(say('play.noDrawing'), c.width / 2, 80 + lines.length * 28);
    }
    c.dataset.drawn = String(drawn);
    c.setAttribute('aria-label', say('play.boardLabel', { position: cur.status.position }));
    c.dataset.position = cur.status.position;
    if (this.selected < 0) return;
    // The boxes are in CSS pixels, the drawing in the canvas's own.
    const k = c.width / (c.clientWidth || c.width);
    const boxes = new Map([...this.cellBoxes()].map(([i, b]) => [i, { x0: b.x0 * k, y0: b.y0 * k, x1: b.x1 * k, y1: b.y1 * k }]));
    const b = boxes.get(this.selected);
    if (b) {
      ctx.lineWidth = 5;
      ctx.strokeStyle = '#E69F00';
      ctx.strokeRect(b.x0 + 2.5, b.y0 + 2.5, b.x1 - b.x0 - 5, b.y1 - b.y0 - 5);
    }
    ctx.fillStyle = 'rgba(0, 114, 178, 0.55)';
    for (const m of cur.moves) {
      if (m.cells.length < 2 || m.cells[0] !== this.selected) continue;
      const d = boxes.get(m.cells[1]);
      if (!d) continue;
      ctx.beginPath();
      ctx.arc((d.x0 + d.x1) / 2, (d.y0 + d.y1) / 2, Math.min(d.x1 - d.x0, d.y1 - d.y0) / 6, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}
