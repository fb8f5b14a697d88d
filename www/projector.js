// For a projector: the text size of the tree's labels (A− / A+, kept in the link as text=130) and
// "Follow the search" (a zoomed-in view keeps the current node near the middle; on in presenter
// view, kept in the link as follow=1). Pure helpers first (tested under Node), then the wiring.

/** The text sizes A− / A+ step through, as factors of the tree's label size (never below it: 14 px stays the floor). */
export const TEXT_SCALES = Object.freeze([1, 1.15, 1.3, 1.5, 1.75, 2]);

/** The scale a link's text=N (percent) asks for: the nearest of TEXT_SCALES, 1 for anything else. */
/** @param {string | number | null | undefined} param @returns {number} */
export function textScaleOf(param) {
  if (param === null || param === undefined || !/^\d{2,3}$/.test(String(param))) return 1;
  const want = Number(param) / 100;
  return TEXT_SCALES.reduce((best, s) => (Math.abs(s - want) < Math.abs(best - want) ? s : best), 1);
}

/** The next scale up (+1) or down (−1) from `scale`, held within TEXT_SCALES. */
/** @param {number} scale @param {number} dir @returns {number} */
export function stepTextScale(scale, dir) {
  const i = TEXT_SCALES.indexOf(textScaleOf(Math.round(scale * 100)));
  return TEXT_SCALES[Math.max(0, Math.min(TEXT_SCALES.length - 1, i + dir))];
}

/** The share of the canvas, at each edge, that a followed node is kept out of. */
export const FOLLOW_MARGIN = 0.3;

// ---------------------------------------------------------------- the page (browser only)

import { t, onLanguageChange } from './i18n.js';
import { setLinkParam } from './address.js';
import { $ } from './dom.js';

/**
 * Wires A− / A+ and Follow the search to the tree's view; presenter view (the classroom's state) turns Follow on.
 * @param {{ textScale?: number, followMargin?: number }} treeView the tree's view (render.js TreeView)
 * @param {{ get(): { presenter: boolean }, subscribe(fn: (c: { presenter: boolean }) => void): unknown }} classroom
 */
export function initProjector(treeView, classroom) {
  const link = new URLSearchParams(location.search);
  let scale = textScaleOf(link.get('text'));
  const view = () => treeView;
  const redraw = () => window.dispatchEvent(new Event('cutoff:redraw'));
  const sayTitles = () => {
    const title = t('stage.textSize', { pct: Math.round(scale * 100) });
    $('text-smaller').title = $('text-larger').title = title;
    $('text-smaller').disabled = scale === TEXT_SCALES[0];
    $('text-larger').disabled = scale === TEXT_SCALES[TEXT_SCALES.length - 1];
  };
  const setScale = (/** @type {number} */ s) => {
    scale = s;
    if (view()) view().textScale = s;
    setLinkParam('text', s === 1 ? null : String(Math.round(s * 100)));
    sayTitles();
    redraw();
  };
  $('text-smaller').addEventListener('click', () => setScale(stepTextScale(scale, -1)));
  $('text-larger').addEventListener('click', () => setScale(stepTextScale(scale, +1)));
  onLanguageChange(sayTitles);

  const follow = $('o-follow');
  const setFollow = (/** @type {boolean} */ on) => {
    follow.checked = on;
    if (view()) view().followMargin = on ? FOLLOW_MARGIN : 0;
    setLinkParam('follow', on ? '1' : null);
    redraw();
  };
  follow.addEventListener('change', () => { delete follow.dataset.byPresenter; setFollow(follow.checked); });
  // On in presenter view (and off again when presenter view turned it on).
  let presenting = classroom.get().presenter;
  const presenterChanged = (/** @type {{ presenter: boolean }} */ c) => {
    if (c.presenter === presenting) return;
    presenting = c.presenter;
    if (presenting && !follow.checked) { follow.dataset.byPresenter = '1'; setFollow(true); }
    else if (!presenting && follow.dataset.byPresenter) { delete follow.dataset.byPresenter; setFollow(false); }
  };
  classroom.subscribe(presenterChanged);
  view().textScale = scale;
  if (link.get('follow') === '1' || presenting) {
    if (presenting && link.get('follow') !== '1') follow.dataset.byPresenter = '1';
    setFollow(true);
  }
  sayTitles();
  redraw();
}
