// The address bar: the one module that writes the page's URL. The state's link (main.js), the
// language (i18n-dom.js), the classroom switches (presenter.js) and the practice exercise
// (practice.js) all come through here. Replaced, never pushed, but for practice's one entry
// (pushEntry): Back closes practice, and otherwise leaves the page as it came.

/** Writes `query` ('?…' or '') as the page's query, keeping the path and the hash; nothing when it is already so. @param {string} query */
export function writeQuery(query) {
  const q = query && query !== '?' ? (query.startsWith('?') ? query : '?' + query) : '';
  if (q === location.search) return;
  history.replaceState(history.state, '', location.pathname + q + location.hash);
}

/** Edits the query in place: `edit(params)` changes the current URLSearchParams, and the result is written. @param {(params: URLSearchParams) => void} edit */
export function editQuery(edit) {
  const p = new URLSearchParams(location.search);
  edit(p);
  writeQuery(p.toString());
}

/** Sets (`on`) or removes a switch of the link (?present=1, ?hide=1), leaving the rest as it is. @param {string} key @param {boolean} on */
export function setLinkSwitch(key, on) {
  editQuery((p) => { if (on) p.set(key, '1'); else p.delete(key); });
}

/** Sets a parameter of the link (?text=130, ?follow=1, ?marks=…) to `value`, or removes it (null), leaving the rest as it is. @param {string} key @param {string | null | undefined} value */
export function setLinkParam(key, value) {
  editQuery((p) => { if (value === null || value === undefined) p.delete(key); else p.set(key, value); });
}

/**
 * Pushes one entry of the page's own on the history, at the current address, marked `state`: a
 * mode over the page (practice) that the browser's Back should close, not leave the page for.
 * @param {unknown} state
 */
export function pushEntry(state) {
  history.pushState(state, '', location.href);
}
