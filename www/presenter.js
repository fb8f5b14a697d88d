// Presenter view and themes: large type, side panels folded away (each one a click to open),
// the narration in big type under the tree, answers hidden until the end, PageDown/PageUp for a
// clicker, a dark and a high-contrast theme. Also wires the legend and the classroom switches.

import { initClassroom, refresh } from './classroom.js';
import { initLegend, openLegend } from './legend.js';
import { COLORS } from './render.js';
import { t } from './i18n.js';
import { setLinkSwitch } from './address.js';

const $ = (id) => document.getElementById(id);
const LIGHT = { ...COLORS };
// High contrast: outlines and not-yet-visited text in near black (the Okabe-Ito hues stay).
const CONTRAST = { future: '#333', futureEdge: '#555', futureText: '#222', pruned: '#333', prunedHatch: '#333', done: '#000', ink: '#000' };

function setTheme(value) {
  const dark = value === 'dark' || (value === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = value === 'contrast' ? 'contrast' : dark ? 'dark' : 'light';
  Object.assign(COLORS, LIGHT, value === 'contrast' ? CONTRAST : {});
  try { localStorage.setItem('cutoff-theme', value); } catch { /* private mode */ }
  refresh();
}

function setPresenter(on) {
  $('o-presenter').checked = on;
  setLinkSwitch('present', on);
  document.body.classList.toggle('presenter', on);
  const view = window.__cutoff && window.__cutoff.view;
  if (view) view.fontScale = on ? 1.3 : 1;
  $('toggle-controls').hidden = $('toggle-side').hidden = !on;
  if (on) {
    document.body.classList.remove('show-controls', 'show-side');
    $('toggle-controls').setAttribute('aria-pressed', 'false');
    $('toggle-side').setAttribute('aria-pressed', 'false');
    if (!$('o-hide').checked) { $('o-hide').checked = true; $('o-hide').dataset.byPresenter = '1'; }
  } else if ($('o-hide').dataset.byPresenter) {
    $('o-hide').checked = false;
    delete $('o-hide').dataset.byPresenter;
  }
  setLinkSwitch('hide', $('o-hide').checked);
  refresh();
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

function init() {
  initClassroom();
  initLegend();
  const tools = document.querySelector('.header-tools');
  tools.prepend(panelToggle('toggle-controls', t('class.settings'), 'show-controls'), panelToggle('toggle-side', t('class.explanation'), 'show-side'));
  $('o-presenter').addEventListener('change', () => setPresenter($('o-presenter').checked));
  $('o-hide').addEventListener('change', () => {
    delete $('o-hide').dataset.byPresenter;
    setLinkSwitch('hide', $('o-hide').checked);
  });
  let theme = 'auto';
  try { theme = localStorage.getItem('cutoff-theme') || 'auto'; } catch { /* private mode */ }
  $('o-theme').value = theme;
  $('o-theme').addEventListener('change', () => setTheme($('o-theme').value));
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => setTheme($('o-theme').value));
  setTheme(theme);
  // A link opens presenter view and hidden answers as the teacher left them.
  const link = new URLSearchParams(location.search);
  if (link.get('hide') === '1') { $('o-hide').checked = true; $('o-hide').dispatchEvent(new Event('change')); }
  if (link.get('present') === '1') setPresenter(true);
  // The narration, mirrored in big type under the tree (shown in presenter view).
  const mirror = () => { $('presenter-narration').textContent = $('narration').textContent; };
  new MutationObserver(mirror).observe($('narration'), { childList: true, characterData: true, subtree: true });
  document.addEventListener('keydown', (ev) => {
    const tag = ev.target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && !['checkbox', 'range'].includes(ev.target.type))) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === 'PageDown') { ev.preventDefault(); $('step-forward').click(); }
    else if (ev.key === 'PageUp') { ev.preventDefault(); $('step-back').click(); }
    else if (ev.key === '?') { ev.preventDefault(); openLegend(); }
    else if (ev.key === 'p' || ev.key === 'P') { ev.preventDefault(); setPresenter(!$('o-presenter').checked); }
  });
}

init();
