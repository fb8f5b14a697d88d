import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sameConfig } from '../../www/panels.js';

test("the comparison row of the configuration searched is recognised, techniques included", () => {
  const row = { algorithm: 'pvs', fail: 'soft', iterativeDeepening: true, tt: true, nullMove: null, quiescence: false, aspiration: null, ordering: ['killer', 'history'], orderingSeed: 0 };
  assert.ok(sameConfig(row, { algorithm: 'pvs', fail: 'soft', iterativeDeepening: true, tt: true, ordering: ['killer', 'history'], orderingSeed: 1 }));
  assert.ok(!sameConfig(row, { algorithm: 'pvs', fail: 'soft', tt: true, ordering: ['killer', 'history'] }));
  assert.ok(sameConfig({ algorithm: 'negamax-ab', fail: 'hard' }, { algorithm: 'negamax-ab', fail: 'hard', depth: 3 }));
  assert.ok(!sameConfig({ algorithm: 'negamax-ab', fail: 'hard' }, { algorithm: 'negamax-ab', fail: 'soft' }));
  assert.ok(sameConfig({ algorithm: 'alphabeta', fail: 'soft' }, { algorithm: 'alphabeta', fail: 'hard' }));
});

test('comparison rows are named in words, not as command lines', async () => {
  const { configWords } = await import('../../www/panels.js');
  assert.equal(configWords({ algorithm: 'pvs', fail: 'soft', iterativeDeepening: true, tt: true, ordering: ['mvv-lva', 'killer', 'history'], nullMove: null }),
    'PVS + iterative deepening + table + ordering (MVV-LVA, killer, history)');
  assert.equal(configWords({ algorithm: 'negamax-ab', fail: 'hard' }), 'Negamax alpha-beta, fail-hard');
  assert.equal(configWords({ algorithm: 'mtdf', fail: 'soft', tt: true }), 'MTD(f) + table');
  assert.equal(configWords({ algorithm: 'pvs', iterativeDeepening: true, tt: true, ordering: ['killer', 'history'], nullMove: 3 }),
    'PVS + iterative deepening + table + ordering (killer, history) + null move (R = 3)');
  assert.equal(configWords({ algorithm: 'alphabeta', quiescence: true }), 'Alpha-beta + quiescence');
  for (const w of [configWords({ algorithm: 'alphabeta', ordering: ['best-first'] })]) assert.ok(!/--/.test(w), w);
});

test('a line too long for the number line wraps onto two at the smaller size, a short one stays whole', async () => {
  const { wrapText } = await import('../../www/panels.js');
  // A canvas stand-in: 8 px a character at 17 px, 7 px at 15 px.
  const ctx = { font: '17px x', measureText(s) { return { width: s.length * (this.font.startsWith('15') ? 7 : 8) }; } };
  assert.deepEqual(wrapText(ctx, 'No α-β window', 300, '15px x'), ['No α-β window']);
  const vi = 'Không có cửa sổ α-β: mọi nút con đều được tìm.';
  const lines = wrapText(ctx, vi, 300, '15px x');
  assert.equal(lines.length, 2);
  assert.equal(lines.join(' '), vi);
  for (const l of lines) assert.ok(l.length * 7 <= 300, l);
});

test('a comparison row that does not apply says so in a word, its reason on hover, never an error paragraph', async () => {
  const { notApplicable } = await import('../../www/panels.js');
  const { setLanguage } = await import('../../www/i18n.js');
  const id = { errorCode: 'id.noStatic', errorParams: { depth: 1, node: 'B', example: '(3 12 8)~5', to: 2 }, error: 'iterative deepening: …' };
  const said = notApplicable(id, { entry: 'aima' });
  assert.equal(said.text, 'needs static values at every depth');
  assert.match(said.title, /^Iterative deepening: depth 1 stops at B/);
  assert.equal(notApplicable({ errorCode: 'budget', errorParams: { n: 2_000_000 }, error: '…' }).text, 'over the comparison’s budget');
  assert.equal(notApplicable({ errorCode: 'nullR', errorParams: { r: 9 }, error: '…' }).text, 'does not apply here');
  setLanguage('vi');
  assert.equal(notApplicable(id, { entry: 'aima' }).text, 'cần giá trị tĩnh ở mọi độ sâu');
  setLanguage('pl');
  assert.equal(notApplicable(id, { entry: 'aima' }).text, 'wymaga wartości statycznych na każdej głębokości');
  setLanguage('en');
  for (const s of [said.text]) assert.ok(s.length < 40, s);
});
