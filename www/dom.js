// The page's one button builder: a button of type "button" (never a form's submit), its visible
// text, its name for a screen reader and its tooltip, what a click does. The bookmarks, the board
// editors and Nim's heaps make theirs here, so that each is made (and named) one way. And $, the
// page's getElementById, typed by the element index.html holds under each id.

/** @import { PageIds } from '../types/page-ids.js' */

/**
 * getElementById as the page calls it: an id of index.html gives its element by its tag ($('depth')
 * an HTMLInputElement, types/page-ids.d.ts written from index.html); another id, an element a
 * module built before asking for it, an HTMLElement.
 * @typedef {{
 *   <K extends keyof PageIds>(id: K): HTMLElementTagNameMap[PageIds[K]];
 *   (id: string): HTMLElement;
 * }} ById
 */

/** The page's element by its id (ById). */
export const $ = /** @type {ById} */ ((/** @type {string} */ id) => document.getElementById(id));

/**
 * A button: `text` shown, `label` its accessible name and tooltip when the text alone does not say
 * it (an icon: ✕, −, +), `onClick` what it does; `props` any other properties (id, className, disabled).
 * @param {string} text
 * @param {((ev: MouseEvent) => void) | null} onClick
 * @param {{ label?: string } & Partial<HTMLButtonElement>} [props]
 * @returns {HTMLButtonElement}
 */
export function button(text, onClick, { label, ...props } = {}) {
  const b = Object.assign(document.createElement('button'), { type: 'button', textContent: text }, props);
  if (label) { b.setAttribute('aria-label', label); b.title = label; }
  if (onClick) b.addEventListener('click', onClick);
  return b;
}

/**
 * True while a modal dialog (Practice, the Legend, the large board editor) is over the page: the
 * page's own keys (arrows and End step the trace, b a bookmark, p presenter view …) are off then,
 * since what they would move is hidden behind it.
 */
export const pageKeysOff = () => document.querySelector('dialog:modal') !== null;
