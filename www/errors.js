// The core's errors are English sentences (the CLI keeps them). The page reads them back into a
// code and parameters with this table, then says them with t(code, params). A message no rule
// knows stays as the core wrote it (error.unknown), so nothing is ever lost.

import { t, getLanguage, catalogueText } from './i18n.js';

const FOUND = '(.+)';
const Q = "'([^']*)'";

/** [regex, code, parameter names in group order]. First match wins; anchored at both ends. */
export const CORE_ERRORS = [
  [`expected '\\)' to close the '\\(' at line (\\d+), column (\\d+), found ${FOUND}`, 'error.tree.unclosed', ['line', 'column', 'found']],
  ["unexpected '\\)': it closes a '\\(' that was never opened", 'error.tree.unopened', []],
  [`expected a node \\(a number or '\\('\\), found ${FOUND}`, 'error.tree.expectedNode', ['found']],
  [`expected a space, ',' or '\\)' after a child, found ${FOUND}`, 'error.tree.expectedSeparator', ['found']],
  [`expected ':' after the label ${Q} \\(write .+\\), found ${FOUND}`, 'error.tree.expectedColon', ['label', 'found']],
  [`expected a whole number, found ${FOUND} inside it`, 'error.tree.wholeNumber', ['found']],
  ['the number (\\S+) is out of range: values must lie between -(\\d+) and \\d+', 'error.tree.outOfRange', ['number', 'limit']],
  ['the number (\\S+) is too large', 'error.tree.tooLarge', ['number']],
  ['the tree has more than (\\d+) nodes', 'error.tree.tooMany', ['limit']],
  ['the tree is nested more than (\\d+) levels deep', 'error.tree.tooDeep', ['limit']],
  ["a tree needs its text \\(or a preset's name\\)", 'error.tree.needsText', []],
  ["give a tree's text or a preset, not both", 'error.tree.textOrPreset', []],
  ['a random tree may be at most (\\d+) levels deep, not (\\d+)', 'error.random.tooDeep', ['limit', 'depth']],
  ['the branching factor must be at least 1', 'error.random.branching', []],
  ['the noise must not be negative \\(it is (-?\\d+)\\)', 'error.random.noise', ['noise']],
  ['the value range is empty: min (-?\\d+) is above max (-?\\d+)', 'error.random.range', ['min', 'max']],
  ['a tic-tac-toe position needs 9 cells \\(.+\\), got (\\d+)', 'error.ttt.cells', ['n']],
  [`cell (\\d+) is ${Q}: use X, O or \\. for an empty cell`, 'error.ttt.cell', ['i', 'ch']],
  [`the side to move must be x or o, not ${Q}`, 'error.ttt.side', ['side']],
  ['both X and O have three in a row: no game reaches that', 'error.ttt.bothWin', []],
  ['X has (\\d+) marks and O has (\\d+): X moves first, .+', 'error.ttt.countsFirst', ['nx', 'no']],
  ['X has (\\d+) marks and O has (\\d+): the players take turns, .+', 'error.ttt.countsTurns', ['nx', 'no']],
  ['the FEN is empty: .+', 'error.fen.empty', []],
  ['the FEN has (\\d+) fields; it has 6 .+', 'error.fen.fields', ['n']],
  ['a FEN needs at least 4 fields \\(.+\\), got (\\d+)', 'error.fen.fewFields', ['n']],
  ['the FEN has 5 fields: .+', 'error.fen.fiveFields', []],
  [`the side to move \\(field 2\\) is ${Q}: use w or b`, 'error.fen.side', ['side']],
  [`the halfmove clock \\(field 5\\) is ${Q}: .+`, 'error.fen.halfmove', ['value']],
  [`the move number \\(field 6\\) is ${Q}: .+`, 'error.fen.moveNumber', ['value']],
  [`rank (\\d) has a pawn \\(${Q}\\): .+`, 'error.fen.pawnRank', ['rank', 'piece']],
  [`rank (\\d) of the placement \\(${Q}\\) covers (\\d+) squares; it must cover 8`, 'error.fen.rankWidth', ['rank', 'row', 'files']],
  [`the en passant field \\(field 4\\) is ${Q}: .+`, 'error.fen.enPassant', ['value']],
  ['the FEN is invalid: (.+)', 'error.fen.invalid', ['detail']],
  ['give a FEN or a chess preset, not both', 'error.fen.both', []],
  ['(\\w+) has (\\d+) kings; each side needs exactly one', 'error.chess.kings', ['side', 'n']],
  ['(\\w+) has (\\d+) pieces; a side has at most 16', 'error.chess.pieces', ['side', 'n']],
  ['(\\w+) has (\\d+) pawns; a side has at most 8', 'error.chess.pawns', ['side', 'n']],
  [`${Q} is not a legal move in (.+)`, 'error.chess.illegal', ['move', 'fen']],
  [`unknown preset ${Q}: use (.+)`, 'error.unknownPreset', ['name', 'list']],
  [`unknown chess preset ${Q}: use (.+)`, 'error.unknownChessPreset', ['name', 'list']],
  [`unknown game ${Q}: use (.+)`, 'error.unknownGame', ['name', 'list']],
  [`unknown move ordering ${Q}: use (.+)`, 'error.unknownOrdering', ['name', 'list']],
  ['the hash move comes from the transposition table: .+', 'error.hashNeedsTable', []],
  ['the null-move reduction R must be between 1 and 6 \\(.+\\), not (-?\\d+)', 'error.nullR', ['r']],
  ["the aspiration window's half-width must be positive, not (-?\\d+)", 'error.aspiration', ['w']],
  ['bad configuration: (.+)', 'error.badConfig', ['detail']],
  ['bad game: (.+)', 'error.badGame', ['detail']],
  ['no search has run yet', 'error.noSearch', []],
  ["stopped after (\\d+) nodes, the comparison's budget: .+", 'error.budget', ['n']],
  // A tree node without a static value where the depth limit stops (the core's words, and
  // messages.js's rewrites of them for a preset and for iterative deepening).
  ['[Ii]terative deepening: depth (\\d+) stops at (.+?), an inner node without a static value: (?:iterative deepening searches every depth from 1, so )?give it one after its closing parenthesis, as in (.+), or (?:search to depth \\d+|switch Iterative deepening off)', 'error.id.noStatic', ['depth', 'node', 'example']],
  ['[Ii]terative deepening: depth (\\d+) stops at (.+?), an inner node without a static value: iterative deepening searches every depth from 1, and this tree gives inner nodes no static value: switch Iterative deepening off', 'error.id.noStaticPreset', ['depth', 'node']],
  ['[Dd]epth (\\d+) stops at (.+?), an inner node without a static value: give it one after its closing parenthesis, as in (.+), or search to depth (\\d+)', 'error.tree.noStatic', ['depth', 'node', 'example', 'to']],
  ['[Dd]epth (\\d+) stops at (.+?), an inner node without a static value \\(this tree gives inner nodes no static value\\): set Depth to (\\d+)', 'error.tree.noStaticPreset', ['depth', 'node', 'to']],
  ['[Dd]epth ([\\d,]+) is too deep for (.+?) here: at most ([\\d,]+) plies \\(each ply multiplies the work\\)(?:\\. Set Depth to [\\d,]+ or less\\.)?', 'error.tooDeep', ['depth', 'game', 'max']],
].map(([re, code, names]) => [new RegExp(`^${re}$`, 's'), code, names]);

/** Numbers in parameters become numbers (so that t() formats them); a few words become keys. */
function param(name, s) {
  if (/^(line|column|limit|depth|n|nx|no|i|rank|files|r|w|noise|min|max|to)$/.test(name) && /^-?[\d,]+$/.test(s)) return Number(s.replace(/,/g, ''));
  if (name === 'game') return catalogueText(s);
  if (name === 'found' && s === 'the end of the text') return t('error.found.end');
  if (name === 'list') return s.split(/, | or /).join(t('error.or'));
  return s;
}

/**
 * A core error as {code, params}: `message` is the core's English text, `line`/`column` its
 * position when it has one (a tree's parse error). An unknown message keeps its text.
 */
export function errorCode(message) {
  let text = String(message ?? '').trim();
  const at = /^line (\d+), column (\d+): (.*)$/s.exec(text);
  if (at) text = at[3];
  for (const [re, code, names] of CORE_ERRORS) {
    const m = re.exec(text);
    if (m) {
      const params = {};
      names.forEach((n, i) => { params[n] = m[i + 1]; });
      return { code, params, raw: text, line: at ? +at[1] : null, column: at ? +at[2] : null };
    }
  }
  return { code: 'error.unknown', params: { message: text }, raw: text, line: at ? +at[1] : null, column: at ? +at[2] : null };
}

/** The words for a core error in the current language; with line and column in front when given. */
export function errorText(e) {
  const msg = typeof e === 'string' ? e : e && e.message;
  if (e && e.type === 'panic') return t('error.crashed', { detail: msg });
  const { code, params, line: atLine, column: atColumn } = errorCode(msg);
  const words = t(code, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, param(k, v)])));
  const line = e && typeof e.line === 'number' ? e.line : atLine;
  const column = e && typeof e.column === 'number' ? e.column : atColumn;
  if (line) return t('error.at', { line, column, message: words });
  return words;
}

/**
 * A sentence the page wrote from a core error (messages.js's English, "Line L, column C: …" in
 * front when it has a place), in the language chosen: English stays as written, with its hints;
 * another language says the core's code through errorText.
 */
export function sayError(text, lang = getLanguage()) {
  if (lang === 'en' || !text) return text;
  const m = /^(?:Line (\d+), column (\d+): )?(.*)$/s.exec(text);
  const said = errorText({ message: m[3], line: m[1] ? +m[1] : null, column: m[2] ? +m[2] : null });
  return said.charAt(0).toUpperCase() + said.slice(1);
}
