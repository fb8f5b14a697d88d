import test from 'node:test';
import assert from 'node:assert/strict';
import { errorCode, errorText } from '../../www/errors.js';
import { setLanguage } from '../../www/i18n.js';
import { DICTIONARIES } from '../../www/i18n.js';

test('a tree parse error becomes a code with its line, column and what was found', () => {
  const e = errorCode("line 1, column 9: expected ')' to close the '(' at line 1, column 1, found the end of the text");
  assert.equal(e.code, 'error.tree.unclosed');
  assert.deepEqual(e.params, { line: '1', column: '1', found: 'the end of the text' });
  assert.equal(e.line, 1);
  assert.equal(e.column, 9);
});

test('core errors read in each language, numbers and all', () => {
  const msg = { type: 'error', message: "expected a node (a number or '('), found the end of the text", line: 2, column: 5 };
  setLanguage('en');
  assert.equal(errorText(msg), "Line 2, column 5: expected a node (a number or ‘(’), found the end of the text");
  setLanguage('pl');
  assert.equal(errorText(msg), 'Wiersz 2, kolumna 5: oczekiwano węzła (liczby lub ‘(’), a jest koniec tekstu');
  setLanguage('vi');
  assert.equal(errorText('the noise must not be negative (it is -3)'), 'nhiễu không được âm (đang là -3)');
  assert.equal(errorText("unknown preset 'x': use aima or wikipedia"), 'không có cây mẫu ‘x’: hãy dùng aima hoặc wikipedia');
  setLanguage('en');
});

test('an unknown core message is kept as the core wrote it', () => {
  assert.deepEqual(errorCode('something new').params, { message: 'something new' });
  assert.equal(errorText({ message: 'something new' }), 'something new');
});

test('every code the table gives has words in every language', async () => {
  const { CORE_ERRORS } = await import('../../www/errors.js');
  for (const [, code] of CORE_ERRORS) for (const d of Object.values(DICTIONARIES)) assert.ok(code in d, code);
});
