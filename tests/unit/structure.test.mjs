// The page's parts, read from their sources: one module writes the address bar, one frame loop
// runs, window.__cutoff is a hook for the tests (set by the composition root), never the way
// modules reach each other, and practice draws and talks through the page's own modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** Every page module (www/**.js but the built pkg/) as [path, its code without comments]. */
function modules() {
  const out = [];
  const walk = (dir) => {
    for (const f of readdirSync(WWW + dir, { withFileTypes: true })) {
      if (f.isDirectory()) { if (f.name !== 'pkg') walk(`${dir}${f.name}/`); } else if (f.name.endsWith('.js')) out.push([dir + f.name, uncommented(readFileSync(WWW + dir + f.name, 'utf8'))]);
    }
  };
  walk('');
  return out;
}
/** The source with its comments blanked (line and block; a string holding "//" is rare enough here to leave). */
const uncommented = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

test('one module writes the address bar: no other page module calls history.replaceState/pushState or assigns location', () => {
  const WRITE = /\bhistory\.(replaceState|pushState)\s*\(|\blocation\.(href|search|hash|pathname)\s*=(?!=)|\blocation\s*=(?!=)|\blocation\.(assign|replace)\s*\(/;
  const writers = modules().filter(([, src]) => WRITE.test(src)).map(([path]) => path);
  assert.deepEqual(writers, ['address.js']);
});

test('one frame loop: only main.js schedules itself with requestAnimationFrame', () => {
  const loops = [];
  for (const [path, src] of modules()) {
    // A loop hands the same function to requestAnimationFrame to start and again from inside itself.
    const count = new Map();
    for (const m of src.matchAll(/requestAnimationFrame\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) count.set(m[1], (count.get(m[1]) || 0) + 1);
    for (const [name, n] of count) if (n >= 2) loops.push(`${path} ${name}`);
  }
  assert.deepEqual(loops, ['main.js frame']);
});

test('window.__cutoff is the tests’ hook: only the composition root (main.js) touches it', () => {
  const readers = modules().filter(([path, src]) => path !== 'main.js' && /\b__cutoff\b/.test(src)).map(([path]) => path);
  assert.deepEqual(readers, []);
});

test('practice is no second application: it asks the page’s one client, draws its marks with render.js, and has no style sheet of its own in code', () => {
  const practice = modules().filter(([path]) => path.startsWith('practice/'));
  const src = practice.map(([, s]) => s).join('\n');
  assert.doesNotMatch(src, /new (SearchClient|Worker)\b/, 'no worker or client of its own');
  assert.doesNotMatch(src, /CSSStyleSheet|adoptedStyleSheets|<style/, 'its look is www/practice.css');
  assert.match(src, /from '\.\.\/render\.js'/, 'its ▲ and ▼ are the tree’s');
  const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  assert.match(index, /<link rel="stylesheet" href="www\/practice\.css">/);
});

test('the state holds the classroom and the practice exercise beside the search: the link opens them, and writes them back as it read them', async () => {
  const { classroomFromLink, practiceFromLink, withPractice } = await import('../../www/state.js');
  assert.equal(practiceFromLink('?game=chess'), null);
  const ex = practiceFromLink('?lang=pl&practice=aima&p-algo=minimax&p-task=values');
  assert.deepEqual([ex.source, ex.algorithm, ex.task], ['aima', 'minimax', 'values']);
  // The exercise's parameters replace the old ones; the page's own stay.
  assert.equal(withPractice('?lang=pl&practice=random&p-seed=4&depth=3', ex), '?lang=pl&depth=3&practice=aima&p-algo=minimax&p-task=values');
  assert.equal(withPractice('?lang=pl&practice=aima&p-task=values', null), '?lang=pl');
  assert.deepEqual(practiceFromLink(withPractice('', ex)), ex);
  assert.equal(classroomFromLink('?present=1&hide=1').presenter, true);
});

test('practice keeps no student work of its own: the answers, marks, tries and Reveal are the state’s practice work', async () => {
  const src = modules().find(([path]) => path === 'practice/practice.js')[1];
  assert.doesNotMatch(src, /\bS\.(answers|marked|tries|revealed)\b/, 'practice.js holds them in S');
  assert.match(readFileSync(WWW + 'main.js', 'utf8'), /installPractice\(client, practice, practiceWork\)/);
  const { freshPracticeWork, withAnswer, withMarkToggled } = await import('../../www/state.js');
  let w = withAnswer(freshPracticeWork(), '0', '3');
  w = withMarkToggled(withMarkToggled(withMarkToggled(w, '1.2'), '0.1'), '1.2');
  assert.deepEqual(w, { answers: { 0: '3' }, marked: ['0.1'], tries: 0, revealed: false });
  assert.deepEqual(freshPracticeWork(), { answers: {}, marked: [], tries: 0, revealed: false }, 'a fresh one each time');
});

test('practice draws its tree through render.js’s TreeView: no canvas drawing of its own in www/practice/', () => {
  const practice = modules().filter(([path]) => path.startsWith('practice/'));
  const drawing = [];
  for (const [path, src] of practice) {
    for (const m of src.matchAll(/\.(moveTo|lineTo|fillText|strokeText|arc|rect|fillRect|strokeRect|drawImage)\s*\(|\.(stroke|fill)\(\s*\)/g)) drawing.push(`${path} .${m[1] || m[2]}(`);
  }
  assert.deepEqual(drawing, []);
  const src = practice.map(([, s]) => s).join('\n');
  assert.match(src, /new TreeView\(/, 'its tree is a TreeView');
  assert.match(src, /\.edgeAt\(/, 'an edge click is hit-tested by the view');
  assert.match(src, /\.nodeBox\(/, 'its answer boxes sit where the view drew the nodes');
});

// The core knows the searches, their defaults and limits (crate/src/trace/wire.rs, written to
// www/wire.js): a page module that writes one of them again can disagree with it in front of a
// class. Each pattern is a copy that once stood in the page.
const CORE_FACTS = [
  [/Math\.SQRT2/, 'UCT’s exploration constant: Defaults.cUct'],
  [/['"]mcts['"][^;\n]{0,40}\|\|[^;\n]{0,40}['"]puct['"]/, 'which searches are Monte Carlo: isMcts (trace.js)'],
  [/\[[^\]]*['"]minimax['"][^\]]*['"](pvs|mtdf|mcts)['"]/, 'the searches the core has: SEARCHES (trace.js)'],
  [/['"]minimax['"][^;\n]{0,30}(!==|===)[^;\n]{0,30}['"]negamax['"]|algo(rithm)?\s*!==\s*['"]minimax['"]\s*&&/, 'which searches have a window: hasWindow (trace.js)'],
  [/(?<![.\w])(nullR|aspW|iterations|seed)\s*:\s*\d/, 'a technique’s or MCTS’s first value: Defaults (trace.js)'],
  [/\|\|\s*(3|50|100|500)\s*\)/, 'a default written as a fallback: Defaults (trace.js)'],
  [/\b(MCTS_MAX_\w+|PLAY_MAX_\w+|MAX_DEPTH|VALUE_LIMIT)\s*=\s*\d/, 'a limit: Limits (trace.js)'],
  [/function fallbackPv\b/, 'the principal variation: the core’s principalVariation'],
  [/\b(MAX|NIM)_HEAPS?\s*=\s*\d/, 'Nim’s board: the catalogue’s board (gameInfo)'],
  [/\^\s*h\s*,\s*0\)|function nimVerdict\b/, 'Bouton’s theorem: the core’s verdict (Cutoff.positionVerdicts)'],
  [/\[\s*\[\s*0,\s*1,\s*2\s*\],\s*\[\s*3,\s*4,\s*5\s*\]/, 'tic-tac-toe’s lines: the core refuses a board no game reaches'],
  [/(return|\?|:)\s*['"]the (root|driver)['"]|`(leaf|node|child) \$\{/, 'a node’s name in English: NodeName parts (model.js), worded once'],
];

test('no page module holds a search fact the core owns: the searches, their defaults and limits come from the wire', () => {
  const found = [];
  for (const [path, src] of modules()) {
    if (path === 'wire.js' || path.startsWith('locales/')) continue;
    for (const [re, why] of CORE_FACTS) {
      const m = re.exec(src);
      if (m) found.push(`${path}: “${m[0]}” (${why})`);
    }
  }
  assert.deepEqual(found, []);
});

test('the page’s searches, defaults and limits are the core’s wire', async () => {
  const { SEARCHES, Defaults, Limits, isMcts, hasWindow } = await import('../../www/trace.js');
  const { ALGORITHMS, defaultTechniques, defaultMcts } = await import('../../www/state.js');
  assert.deepEqual(ALGORITHMS, ['minimax', 'alphabeta', 'negamax', 'negamax-ab', 'pvs', 'mtdf', 'mcts', 'puct']);
  assert.deepEqual(ALGORITHMS.filter(isMcts), ['mcts', 'puct']);
  assert.deepEqual(ALGORITHMS.filter(hasWindow), ['alphabeta', 'negamax-ab', 'pvs', 'mtdf']);
  assert.deepEqual(SEARCHES.filter((s) => s.negamax).map((s) => s.name), ['negamax', 'negamax-ab', 'pvs', 'mtdf']);
  // Seed 000's R = 3, half a pawn, UCT's √2 and PUCT's 1 (crate/src/search/mcts.rs).
  assert.equal(defaultTechniques().nullR, 3);
  assert.equal(defaultTechniques().aspW, 50);
  assert.equal(Defaults.cUct, Math.sqrt(2));
  assert.equal(Defaults.cPuct, 1);
  assert.deepEqual(defaultMcts(), { iterations: 100, c: null, seed: 1 });
  assert.deepEqual([Limits.nullMoveR.min, Limits.nullMoveR.max, Limits.mctsIterations.max, Limits.mctsC.max, Limits.playIterations.max], [1, 6, 20000, 100, 100000]);
});

test('the tree’s text is the core’s to read and edit: no page module parses the format or holds its limits (issue 36)', () => {
  // The signs of a second parser: its entry point, the core's nesting and value limits, the label's character classes, a '~' static value read.
  const SECOND_PARSER = /\bparseTree\b|\bMAX_DEPTH\b|\bVALUE_LIMIT\b|\b200\b.*\bnest|A-Za-z_\]\[A-Za-z0-9_-\]|=== '~'/;
  const copies = modules().filter(([, src]) => SECOND_PARSER.test(src)).map(([path]) => path);
  assert.deepEqual(copies, []);
  // The editor asks the core, through the page's one client.
  assert.match(modules().find(([path]) => path === 'edit.js')[1], /client\(\)\.treeEdit\(/);
});
