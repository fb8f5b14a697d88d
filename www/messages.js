// Error messages that help: what went wrong in the words of the control to change, numbers with
// thousands separators, and a line and column only where the user typed the text (custom tree).

import { groupDigits } from './format.js';
import { t } from './i18n.js';

/**
 * The text to show for an error from the core. `e`: {message, line?, column?}; `game`: the Game
 * menu's value ('aima', 'wikipedia', 'random', 'tictactoe', 'custom', 'chess').
 */
export function errorText(e, game) {
  if (!e) return '';
  let msg = String(e.message || '');
  // Strip a place the core may still prefix ("line 3, column 5: …"); it is added back below
  // only for the custom tree, whose text the user sees.
  msg = msg.replace(/^line \d+, column \d+:\s*/i, '');
  // Iterative deepening stops at every depth from 1: the depth is not what to change.
  if (/^iterative deepening: /i.test(msg)) {
    msg = msg.replace(/: give it one after its closing parenthesis, as in ([^,]+), or search to depth \d+/,
      game === 'custom'
        ? ': iterative deepening searches every depth from 1, so give it one after its closing parenthesis, as in $1, or switch Iterative deepening off'
        : ': iterative deepening searches every depth from 1, and this tree gives inner nodes no static value: switch Iterative deepening off');
  }
  if (game !== 'custom') {
    // A preset's text is not on screen: what can be changed is the depth.
    msg = msg.replace(/: give it one after its closing parenthesis, as in [^,]+, or search to depth (\d+)/,
      ' (this tree gives inner nodes no static value): set Depth to $1');
  }
  const deep = /too deep for .* at most (\d+) plies/.exec(msg);
  if (deep && !/set Depth/.test(msg)) msg += `. Set Depth to ${deep[1]} or less.`;
  const place = game === 'custom' && e.line ? `Line ${e.line}, column ${e.column}: ` : '';
  const text = place + msg;
  return groupDigits(text.charAt(0).toUpperCase() + text.slice(1));
}

/** The note beside Depth when a depth beyond the game's limit was typed (the search runs at the limit). */
export function depthTooDeep(asked, max, title) {
  return t('controls.depthTooDeep', { asked, max, game: title });
}
