// Presenter view and themes: large type, side panels folded away (each one a click to open),
// the narration in big type under the tree, answers hidden until the end, PageDown/PageUp for a
// clicker, a dark and a high-contrast theme. Also wires the legend and the classroom switches.

import { bindClassroom } from './classroom.js';
import { initLegend, openLegend } from './legend.js';
import { COLORS } from './render.js';
import { t } from './i18n.js';
import { pageKeysOff, $ } from './dom.js';
import { setLinkSwitch } from './address.js';
import { setPresenter, classroomSwitches } from './state.js';

const LIGHT = { ...COLORS };
// High contrast: outlines and not-yet-visited text in near black (the Okabe-Ito hues stay).
const CONTRAST = { future: '#333', futureEdge: '#555', futureText: '#222', pruned: '#333', prunedHatch: '#333', done: '#000', ink: '#000' };
const THEME_KEY = 'cutoff-theme';

/** The theme the browser remembers (or null). */
export function storedTheme() {
  try { return localStorage.getItem(THEME_KEY); } catch { return null; /* private mode */ }
}

function showTheme(value) {
  const dark = value === 'dark' || (value === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = value === 'contrast' ? 'contrast' : dark ? 'dark' : 'light';
  Object.assign(COLORS, LIGHT, value === 'contrast' ? CONTRAST : {});
  $('o-theme').value = value;
  try { localStorage.setItem(THEME_KEY, value); } catch { /* private mode */ }
}

/** Presenter view as the state says: large type, the side panels folded away behind two buttons. */
function showPresenter(on, view) {
  $('o-presenter').checked = on;
  document.body.classList.toggle('presenter', on);
  if (view) view.fontScale = on ? 1.3 : 1;
  $('toggle-controls').hidden = $('toggle-side').hidden = !on;
  if (on) {
    document.body.classList.remove('show-controls', 'show-side');
    $('toggle-controls').setAttribute('aria-pressed', 'false');
    $('toggle-side').setAttribute('aria-pressed', 'false');
  }
}

function panelToggle(id, label, cls) {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = label;
  b.hidden = true;
  b.setAttribute('aria-pressed', 'false');
  b.addEventListener('click', () => {
    const on = document.body.classList.toggle(cls);
    b.setAttribute('aria-pressed', String(on));
  });
  return b;
}

/**
 * Wires the classroom: `classroom` is the state's watched classroom part (state.js), `view` the
 * tree's view (its type scale follows presenter view). Every change of the state is shown here:
 * the theme, presenter view, the switches and the link's present/hide.
 */
export function initPresenter(classroom, view) {
  bindClassroom(classroom);
  initLegend();
  const tools = document.querySelector('.header-tools');
  tools.prepend(panelToggle('toggle-controls', t('class.settings'), 'show-controls'), panelToggle('toggle-side', t('class.explanation'), 'show-side'));
  const toggle = (on) => classroom.set(setPresenter(classroom.get(), on));
  $('o-presenter').addEventListener('change', () => toggle($('o-presenter').checked));
  $('o-theme').addEventListener('change', () => classroom.set({ ...classroom.get(), theme: $('o-theme').value }));
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => classroom.set({ ...classroom.get() }));
  const show = (c, before) => {
    if (!before || c.theme !== before.theme || c.theme === 'auto') showTheme(c.theme);
    // Presenter view shown again when it is turned on or off (the panels fold away again), not when another switch changes.
    if (!before || c.presenter !== before.presenter) showPresenter(c.presenter, view);
    // The link says the switches as the state has them (presenter view alone hides the answers: hide=1 joins present=1).
    const link = new URLSearchParams(location.search);
    for (const [key, on] of classroomSwitches(c)) if (on !== (link.get(key) === '1')) setLinkSwitch(key, on);
  };
  classroom.subscribe(show);
  show(classroom.get(), null);
  // The narration, mirrored in big type under the tree (shown in presenter view).
  const mirror = () => { $('presenter-narration').textContent = $('narration').textContent; };
  new MutationObserver(mirror).observe($('narration'), { childList: true, characterData: true, subtree: true });
  document.addEventListener('keydown', (ev) => {
    if (pageKeysOff()) return;
    const target = /** @type {HTMLInputElement} */ (ev.target), tag = target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && !['checkbox', 'range'].includes(target.type))) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === 'PageDown') { ev.preventDefault(); $('step-forward').click(); }
    else if (ev.key === 'PageUp') { ev.preventDefault(); $('step-back').click(); }
    else if (ev.key === '?') { ev.preventDefault(); openLegend(); }
    else if (ev.key === 'p' || ev.key === 'P') { ev.preventDefault(); toggle(!classroom.get().presenter); }
  });
}

