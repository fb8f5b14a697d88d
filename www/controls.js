// The form on the left: the Game menu and each entry's option panel, built from the catalogue
// (through the game's adapter), the algorithm, the depth and the engine techniques. It writes the
// page's state when the user changes something and says so through onChange(delay); write()
// shows a state given from outside (a link, a preset).

import { adapterFor } from './games/registry.js';
import { defaultOptions, entryOf, applyPreset, presetOptions, defaultMcts, MCTS_MAX_ITERATIONS, MCTS_MAX_C, isMcts } from './state.js';
import { gameSpec } from './request.js';
import { netKey, hasNet } from './nets.js';
import { errorText } from './errors.js';
import { t, onLanguageChange, word, gameTitle, catalogueKeys as K } from './i18n.js';
import { putWord } from './i18n-dom.js';
import { Limits, Defaults } from './trace.js';

/** @type {import('./dom.js').ById} */
const $ = (id) => document.getElementById(id);

/** The technique switches by the search config's names. */
const SWITCHES = { iterativeDeepening: ['t-id'], tt: ['t-tt'], nullMove: ['t-null', 't-null-r'], quiescence: ['t-q'], aspiration: ['t-asp', 't-asp-w'], ordering: ['t-order'] };

const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

let measure = null;
/**
 * The chosen line of a menu too narrow to show it whole ("Czwórki (Connec…", "Cắt tỉa alpha-bet…"
 * at 1280 px), said whole in a hint under it; an empty hint when it fits (CSS hides it).
 */
export function sayWholeIfCut(sel) {
  let hint = sel.nextElementSibling;
  if (!hint || !hint.classList.contains('select-whole')) {
    hint = el('p', { className: 'hint select-whole', id: `${sel.id}-whole` });
    sel.after(hint);
  }
  const op = sel.options[sel.selectedIndex];
  measure ||= document.createElement('canvas').getContext('2d');
  const cs = getComputedStyle(sel);
  measure.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 22; // the arrow
  // A menu that wraps its name (style.css: a customisable select in the left column) shows it whole.
  const wraps = cs.appearance === 'base-select' && cs.whiteSpace !== 'nowrap';
  const text = op && !wraps && room > 0 && measure.measureText(op.text).width > room ? op.text : '';
  if (hint.textContent !== text) hint.textContent = text;
}

export class Controls {
  /** menu: the Game menu (registry.menuFrom); state: the page's state, written in place. */
  constructor(menu, state, { onChange }) {
    this.menu = menu;
    this.state = state;
    this.onChange = onChange;
    this.memory = new Map(); // entry id → {options, preset} last used, so that a game switched back to keeps its settings
    this.panel = null;
    // An error on show is said again in another language.
    onLanguageChange(() => {
      if (this.shown) this.showError(...this.shown);
      queueMicrotask(() => this.sayWhole()); // after the words are said again
    });
    addEventListener('resize', () => this.sayWhole());
    $('controls').addEventListener('change', (e) => { if (/** @type {HTMLElement} */ (e.target).tagName === 'SELECT') sayWholeIfCut(e.target); });
    const game = $('game');
    game.textContent = '';
    for (const e of menu) game.add(putWord(new Option('', e.id), e.label));
    game.addEventListener('change', () => this.switchGame(game.value));
    $('algorithm').addEventListener('change', () => {
      const [algorithm, fail] = $('algorithm').value.split(':');
      state.algorithm = algorithm;
      state.fail = fail || 'soft';
      this.showMcts();
      this.sayWhole();
      this.onChange(0);
    });
    // MCTS's parameters: iterations, c (empty: √2) and the rollouts' seed.
    for (const id of ['mcts-iterations', 'mcts-c', 'mcts-seed']) $(id).addEventListener('input', () => { if (this.readMcts()) this.onChange(300); });
    $('depth').addEventListener('input', () => this.depthTyped());
    // Where the game has an end within reach of a number (Connect Four's empty cells), one click
    // asks for it; the budgets decide whether it fits, and say so with the numbers if not.
    $('depth-end').addEventListener('click', () => {
      if (this.endDepth == null) return;
      $('depth').value = String(this.endDepth);
      this.depthTyped();
    });
    for (const ids of Object.values(SWITCHES)) for (const id of ids) $(id).addEventListener('change', () => { this.readTechniques(); this.onChange(0); });
    this.write();
  }

  get entry() {
    return entryOf(this.menu, this.state.game) || this.menu[0];
  }

  /** A new game chosen in the menu: its last settings (or its defaults), the natural depth. */
  switchGame(id) {
    const s = this.state;
    this.memory.set(s.game, { options: s.options, preset: s.preset });
    const entry = entryOf(this.menu, id);
    const kept = this.memory.get(id);
    s.game = entry.id;
    s.options = kept ? kept.options : defaultOptions(entry);
    s.preset = kept ? kept.preset : '';
    s.depth = null;
    this.write();
    this.onChange(0);
  }

  /** Shows the whole state in the form (after a link was opened, or a preset chosen). */
  write() {
    const s = this.state, entry = this.entry;
    $('game').value = entry.id;
    putWord($('game-note'), entry.note);
    $('game-note').hidden = !entry.note;
    if (!this.panel || this.panel.entry !== entry) this.buildPanel(entry);
    this.panel.write(s.options, s.preset);
    this.writeSearch();
    this.sayWhole();
  }

  /** Every menu's chosen line (the game, a preset, an option, the algorithm), whole under it when the menu cuts it. */
  sayWhole() {
    for (const sel of document.querySelectorAll('#controls select')) sayWholeIfCut(sel);
  }

  /** Algorithm, depth and techniques from the state; switches the game does not use are disabled. */
  writeSearch() {
    const s = this.state, info = this.entry.info || {};
    $('algorithm').value = s.algorithm === 'negamax-ab' ? `negamax-ab:${s.fail === 'hard' ? 'hard' : 'soft'}` : s.algorithm;
    if (s.depth !== null) $('depth').value = String(s.depth);
    const order = $('t-order');
    order.textContent = '';
    // Rebuilt on each write: the words by key, so that a language switched later says them again.
    order.add(putWord(new Option('', ''), word('order.natural')));
    for (const o of info.orderings || []) order.add(putWord(new Option('', o), word(K.ordering(o), o.split(',').join(' + '))));
    const T = s.techniques;
    this.showMcts();
    if (![...order.options].some((o) => o.value === T.ordering)) T.ordering = '';
    $('t-id').checked = T.iterativeDeepening;
    $('t-tt').checked = T.tt;
    $('t-null').checked = T.nullMove;
    // The core's limits (the wire's), not the page's own.
    $('t-null-r').min = String(Limits.nullMoveR.min);
    $('t-null-r').max = String(Limits.nullMoveR.max);
    $('t-asp-w').min = String(Limits.aspiration.min);
    $('t-null-r').value = String(T.nullR);
    $('t-q').checked = T.quiescence;
    $('t-asp').checked = T.aspiration;
    $('t-asp-w').value = String(T.aspW);
    order.value = T.ordering;
    for (const [name, ids] of Object.entries(SWITCHES)) {
      const off = !!info.techniques && !info.techniques.includes(name);
      for (const id of ids) {
        /** @type {HTMLInputElement} */ ($(id)).disabled = off;
        $(id).title = off ? t('controls.notUsed') : '';
      }
    }
  }

  /** MCTS's fields into the state; false when one holds no usable number yet (nothing changes). */
  readMcts() {
    const M = (this.state.mcts ||= defaultMcts());
    const it = parseInt($('mcts-iterations').value, 10), seed = parseInt($('mcts-seed').value, 10);
    const cText = $('mcts-c').value.trim(), c = cText === '' ? null : Number(cText);
    if (!(it >= 1 && it <= MCTS_MAX_ITERATIONS) || !(seed >= 0) || (c !== null && !(c >= 0 && c <= MCTS_MAX_C))) return false;
    const next = { iterations: it, c, seed };
    if (next.iterations === M.iterations && next.c === M.c && next.seed === M.seed) return false;
    Object.assign(M, next);
    return true;
  }

  /** True when PUCT can run on the game chosen: a net is shipped (or trained) for its variant. */
  puctUsable() {
    return !!this.entry && hasNet(netKey(gameSpec(this.state, this.entry)));
  }

  /** PUCT's line in the Algorithm menu: usable with a net, else disabled and saying why in its text. */
  showPuct() {
    const o = /** @type {HTMLOptionElement | null} */ (document.querySelector('#algorithm option[value=puct]'));
    if (!o) return;
    const ok = this.puctUsable();
    o.disabled = !ok;
    // Another game without a net: back to UCT, which runs everywhere.
    if (!ok && this.state.algorithm === 'puct') { this.state.algorithm = 'mcts'; $('algorithm').value = 'mcts'; }
    putWord(o, word(ok ? 'algo.puct' : 'algo.puctNoNet'));
  }

  /** MCTS has no depth and no techniques: its own fieldset instead. */
  showMcts() {
    const on = isMcts(this.state.algorithm);
    this.showPuct();
    $('mcts-opts').hidden = !on;
    for (const id of ['depth', 'techniques']) /** @type {HTMLInputElement | HTMLFieldSetElement} */ ($(id)).disabled = on;
    const M = this.state.mcts || defaultMcts();
    $('mcts-iterations').max = String(MCTS_MAX_ITERATIONS);
    if (parseInt($('mcts-iterations').value, 10) !== M.iterations) $('mcts-iterations').value = String(M.iterations);
    if (parseInt($('mcts-seed').value, 10) !== M.seed) $('mcts-seed').value = String(M.seed);
    const c = $('mcts-c').value.trim() === '' ? null : Number($('mcts-c').value);
    if (c !== M.c) $('mcts-c').value = M.c === null ? '' : String(M.c);
  }

  readTechniques() {
    const T = this.state.techniques;
    T.iterativeDeepening = $('t-id').checked;
    T.tt = $('t-tt').checked;
    T.nullMove = $('t-null').checked;
    T.nullR = Math.max(Limits.nullMoveR.min, Math.min(Limits.nullMoveR.max, parseInt($('t-null-r').value, 10) || Defaults.nullMoveR));
    T.quiescence = $('t-q').checked;
    T.aspiration = $('t-asp').checked;
    T.aspW = Math.max(Limits.aspiration.min, parseInt($('t-asp-w').value, 10) || Defaults.aspiration);
    T.ordering = $('t-order').value;
  }

  depthTyped() {
    const v = parseInt($('depth').value, 10);
    if (Number.isNaN(v)) return;
    // Games whose natural depth ends the game (trees, tic-tac-toe) take a deeper request as the
    // natural depth; others (chess) only have a default. The game chosen, not the model on show:
    // a depth typed while a new game is searched is for the new game.
    const info = this.entry.info || {};
    const ends = info.depthEndsGame !== false;
    const max = ends ? parseInt($('depth').max, 10) : info.maxDepth;
    this.state.depth = v >= max && ends ? null : Math.max(0, Math.min(v, max));
    // Past the core's recursion limit: say so beside the box, and what to change. At or past the
    // end of the game (known from the last search of this game): say that it searches to the end.
    const end = this.endKind === info.kind ? this.endDepth : null;
    const note = $('depth-note');
    if (note) {
      note.textContent = !ends && v > max ? t('controls.depthTooDeep', { asked: v, max, game: info.kind ? gameTitle(info.kind, info.title) : t('controls.thisGame') })
        : !ends && end != null && v >= end ? t('controls.depthToEnd', { depth: end }) : '';
      note.hidden = !note.textContent;
      // Searching to the end is news, not a mistake: not in the warning's red.
      note.classList.toggle('info', !ends && end != null && v >= end && v <= max);
      if (!note.hidden) note.scrollIntoView({ block: 'nearest' });
    }
    this.onChange(100);
  }

  /**
   * After a search: the depth box's limit, the depth searched when the state asks for the natural
   * one, and "To the end of the game" where the game has an end the default depth does not reach
   * (`endDepth`: the most plies it can last from the position searched; null where unbounded).
   */
  showDepth(searched, naturalDepth, info, endDepth = null) {
    const open = !!info && info.depthEndsGame === false;
    this.endDepth = open && endDepth != null ? endDepth : null;
    this.endKind = info ? info.kind : null;
    $('depth').max = String(open ? this.endDepth ?? info.maxDepth : naturalDepth);
    $('depth-end').hidden = this.endDepth == null || searched >= this.endDepth;
    if (this.state.depth === null) $('depth').value = String(searched);
  }

  /** The entry's option panel: a Preset menu when it has presets, then its options (by its adapter). */
  buildPanel(entry) {
    const box = $('game-options');
    box.textContent = '';
    const fields = new Map();
    const panel = { entry, showError: /** @type {(e: any) => boolean} */ (() => false), showResult: /** @type {(m: any) => void} */ (() => {}), presetSel: null, note: null };
    panel.read = () => {
      const o = {};
      for (const [name, f] of fields) o[name] = f.read();
      return o;
    };
    panel.write = (options, preset) => {
      for (const [name, f] of fields) if (name in options) f.write(options[name]);
      if (panel.presetSel) {
        panel.presetSel.value = preset || '';
        const p = entry.presets.find((q) => q.name === preset);
        putWord(panel.note, p && p.note ? word(K.preset(entry.game, p.name, 'note'), p.note) : null);
      }
    };
    this.panel = panel;
    box.hidden = !entry.options.length && !entry.presets.length;
    if (box.hidden) return;
    const set = el('fieldset', { id: `${entry.id}-opts` });
    set.appendChild(putWord(el('legend'), entry.legend || entry.label));
    box.appendChild(set);
    if (entry.presets.length) {
      const sel = el('select', { id: `${entry.id}-preset` });
      sel.add(putWord(new Option('', ''), entry.noPreset || word('controls.noPreset')));
      for (const p of entry.presets) sel.add(putWord(new Option('', p.name), word(K.preset(entry.game, p.name, 'title'), p.title)));
      panel.note = el('p', { id: `${entry.id}-note`, className: 'hint' });
      set.append(putWord(el('label', { htmlFor: sel.id }), word('chess.preset')), sel, panel.note);
      sel.addEventListener('change', () => this.choosePreset(sel.value));
      panel.presetSel = sel;
    }
    let grid = null;
    const changed = (delay = 0) => this.optionsChanged(delay);
    const ui = {
      field: (o) => {
        const id = `opt-${entry.id}-${o.name}`;
        // The option's words under the entry's kind (a variant's are under its own).
        const help = o.help ? word(K.option(entry.kind, o.name, 'help'), o.help) : null;
        const label = putWord(el('label', { htmlFor: id }), word(K.option(entry.kind, o.name, 'label'), o.label));
        let input;
        if (o.input === 'textarea') {
          input = el('textarea', { id, rows: 5, spellcheck: false });
          input.addEventListener('input', () => changed(300));
          set.append(label, input);
          if (help) set.appendChild(putWord(el('p', { className: 'hint' }), help));
          grid = null;
        } else if (o.input === 'checkbox') {
          input = el('input', { id, type: 'checkbox' });
          input.addEventListener('change', () => changed(0));
          const div = el('div', { className: 'check' });
          div.append(input, label);
          set.appendChild(div);
          grid = null;
        } else if (o.input === 'text') {
          // Label above, input at full width, its help as a wrapped hint under it: a placeholder
          // was cut at the panel's edge at 1280 px.
          input = el('input', { id, type: 'text', spellcheck: false });
          input.addEventListener('change', () => changed(0));
          set.append(label, input);
          if (help) set.appendChild(putWord(el('p', { className: 'hint' }), help));
          grid = null;
        } else if (o.input === 'select') {
          // Label above, the select at the panel's full width so the chosen name reads whole.
          input = el('select', { id });
          for (const [v, text] of o.choices || []) input.add(putWord(new Option('', v), word(K.choice(entry.kind, o.name, v), text)));
          input.addEventListener('change', () => changed(0));
          set.append(label, input);
          // A choice the menu cuts (Dodgem's rules) is said whole under it (sayWholeIfCut).
          grid = null;
        } else {
          input = el('input', { id, type: 'number' });
          if (o.min != null) input.min = String(o.min);
          if (o.max != null) input.max = String(o.max);
          input.addEventListener('input', () => changed(150));
          if (!grid) { grid = el('div', { className: 'grid2' }); set.appendChild(grid); }
          grid.append(label, input);
        }
        if (help && o.input !== 'textarea') putWord(input, help, 'title');
        const last = { value: o.default };
        fields.set(o.name, {
          read: () => {
            if (o.input === 'checkbox') return input.checked;
            if (o.input === 'number') {
              const n = parseInt(input.value, 10);
              if (!Number.isNaN(n)) last.value = n;
              return last.value;
            }
            return input.value;
          },
          write: (v) => {
            if (o.input === 'checkbox') input.checked = !!v;
            else { input.value = String(v ?? ''); if (o.input === 'number') last.value = v; }
          },
        });
        return input;
      },
      register: (name, rw) => fields.set(name, rw),
      changed,
      read: (name) => (fields.has(name) ? fields.get(name).read() : undefined),
    };
    const extra = adapterFor(entry.game).buildPanel(set, entry, ui) || {};
    // A board editor (board-edit.js) draws the position again once the fields are written.
    if (extra.written) { const write = panel.write; panel.write = (options, preset) => { write(options, preset); extra.written(); }; }
    // A position the core refused (a Nim heap, a Dodgem board, a FEN) is said under the options
    // that hold it, where the eye is, not under Depth below the fold; an adapter may place it itself.
    const err = el('p', { id: `${entry.id}-error`, className: 'error', role: 'alert', hidden: true });
    set.appendChild(err);
    if (extra.showResult) panel.showResult = extra.showResult;
    panel.showError = (e) => {
      if (extra.showError && extra.showError(e)) return true;
      // The worker says which errors came from loading the game (its options), not from the search.
      if (e.stage !== 'load') return false;
      err.textContent = errorText(e, { entry: entry.id });
      err.hidden = false;
      err.scrollIntoView({ block: 'nearest' });
      return true;
    };
  }

  /**
   * The user changed an option (a position set up on the board, a tree edited on the canvas): the
   * state follows, a preset no longer matching is let go. The depth and the other search settings
   * stay as the user left them: a teacher searching to depth 1 who moves a piece or edits a leaf
   * wants depth 1 still (a depth past the new end of the game is searched to the end, as typed).
   */
  optionsChanged(delay) {
    const s = this.state, entry = this.entry;
    s.options = { ...s.options, ...this.panel.read() };
    if (s.preset) {
      const p = entry.presets.find((q) => q.name === s.preset);
      const want = presetOptions(entry, p);
      if (!p || Object.keys(want).some((k) => String(want[k]) !== String(s.options[k]))) {
        s.preset = '';
        this.panel.write(s.options, '');
        this.sayWhole();
      }
    }
    this.onChange(delay);
  }

  /** A preset chosen: its options (a FEN), its depth and search settings, and its note. */
  choosePreset(name) {
    const entry = this.entry;
    const p = entry.presets.find((q) => q.name === name) || null;
    applyPreset(this.state, entry, p);
    this.write();
    this.onChange(0);
  }

  /** A search's model has arrived: the game's panel may show what the core says of its position. */
  showResult(m) {
    if (this.panel) this.panel.showResult(m);
  }

  /** Shows a search's error: in the game's panel when its adapter places it there, else under the form. */
  showError(e, { panic = false } = {}) {
    for (const p of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('#controls .error'))) p.hidden = true;
    // The tree on show no longer matches the settings while there is an error: dim it, and the
    // panel's value and counts beside it, which are the old tree's too.
    $('canvas-wrap').classList.toggle('stale', !!e);
    $('side').classList.toggle('stale', !!e);
    this.shown = e ? [e, { panic }] : null;
    if (!e) return;
    if (!panic && this.panel && this.panel.showError(e)) return;
    // A line and column only for text the user typed (the custom tree shows its own above).
    const err = $('search-error');
    err.textContent = panic ? t('error.crashed', { detail: e.message }) : errorText(e, { entry: this.entry ? this.entry.id : '' });
    err.hidden = false;
    err.scrollIntoView({ block: 'nearest' }); // beside Depth, never below the fold
  }
}
