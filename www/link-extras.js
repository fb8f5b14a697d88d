// Parameters of the link that are not the search's state: the language (?lang=), presenter view
// (?present=1), answers hidden (?hide=1) and a practice exercise (?practice=…&p-…). The page's own URL mirror keeps them when it rewrites the query,
// and does not list them among the settings it did not understand. Pure.

import { PARAM_NAMES } from './practice/exercise.js';
import { textScaleOf } from './projector.js';
import { droppedMarks } from './bookmarks.js';

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

/**
 * The extra parameters of `params` (URLSearchParams) whose value the page does not use as written,
 * as [key, value] for the "ignored settings" message: text other than a percentage of two or
 * three digits (one is read as the nearest size A− / A+ reach), follow other than 1 or 0, split not one of the split view's second searches, and each
 * marks entry the bookmarks drop. The page then goes on without them (size 100 %, no follow, one
 * view, the marks it could read).
 */
export function badExtras(params) {
  const bad = [];
  if (params.has('text') && textScaleOf(params.get('text')) === 1 && !/^\d{2,3}$/.test(params.get('text'))) bad.push(['text', params.get('text')]);
  if (params.has('follow') && !['0', '1'].includes(params.get('follow'))) bad.push(['follow', params.get('follow')]);
  // split= is checked by state.js's fromURL, against the game's techniques (split-logic.js choiceUsable).
  if (params.has('marks')) for (const part of droppedMarks(params.get('marks'))) bad.push(['marks', part]);
  return bad;
}
