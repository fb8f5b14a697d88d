// Notes beside the controls in the words of the control to change. The core's errors are said by
// code in www/errors.js (the advice chosen by the game entry and the code, not by the English).

import { t } from './i18n.js';

/** The note beside Depth when a depth beyond the game's limit was typed (the search runs at the limit). */
/** @param {number} asked @param {number} max @param {string} title @returns {string} */
export function depthTooDeep(asked, max, title) {
  return t('controls.depthTooDeep', { asked, max, game: title });
}
