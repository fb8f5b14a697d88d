// Parameters of the link that are not the search's state: the language (?lang=), presenter view
// (?present=1), answers hidden (?hide=1) and a practice exercise (?practice=…&p-…). The page's own URL mirror keeps them when it rewrites the query,
// and does not list them among the settings it did not understand. Pure.

import { PARAM_NAMES } from './practice/exercise.js';

// split: the split view's second search (www/split.js).
export const EXTRA_PARAMS = Object.freeze(['lang', 'present', 'hide', 'text', 'follow', 'marks', 'split', ...PARAM_NAMES]);

/** True for a parameter the language or practice owns. */
export const isExtraParam = (key) => EXTRA_PARAMS.includes(key);

/** `query` ('?…' or '') with the extra parameters of `search` (the current location's) kept. */
export function withExtras(query, search) {
  const out = new URLSearchParams(query);
  for (const k of EXTRA_PARAMS) out.delete(k);
  for (const [k, v] of new URLSearchParams(search)) if (isExtraParam(k)) out.append(k, v);
  const q = out.toString();
  return q ? '?' + q : '';
}
