// The page's one button builder: a button of type "button" (never a form's submit), its visible
// text, its name for a screen reader and its tooltip, what a click does. The bookmarks, the board
// editors and Nim's heaps make theirs here, so that each is made (and named) one way.

/**
 * A button: `text` shown, `label` its accessible name and tooltip when the text alone does not say
 * it (an icon: ✕, −, +), `onClick` what it does; `props` any other properties (id, className, disabled).
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
