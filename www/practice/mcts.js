// Practice on an MCTS search, graded from the core's own trace: before a selection step, "which
// child does selection take here?" (the student computes UCB from each child's N and W and the
// parent's N — under PUCT, Q + c·P·√N / (1 + n) with each child's prior P); before a backpropagation step, "what are N and Q after it?". The questions come
// from the step on show, the answers from the events that follow it. `mctsQuestion` and `grade`
// are pure (unit-tested); `MctsQuiz` is the side panel's box.

import { Kind, Field } from '../trace.js';
import { t } from '../i18n.js';
import { statsAt, selectRun, stepEnd, existsAt, unfix, dec2, DEFAULT_C, DEFAULT_C_PUCT } from '../mcts.js';
import { sayC } from '../mcts-narration.js';
import { $ } from '../dom.js';

/** The next step a person stops at after s (its first event), or -1. */
function nextStop(mi, s) {
  const e = stepEnd(mi, s) + 1;
  return e < mi.cont.length ? e : -1;
}

/**
 * The question for the step after s, or null: {kind: 'select', parent, parentN, c, children:
 * [{node, n, w}], answer (the child taken), scores: [{node, score}], at (the selection's event)}
 * or {kind: 'backup', node, before: {n, w}, reward (added, for the node's mover), answer: {n, q}, at}.
 */
export function mctsQuestion(t, mi, s, c = null, puct = false) {
  const e = nextStop(mi, s);
  if (e < 0) return null;
  if (t.kind[e] === Kind.McSelect) {
    const run = selectRun(t, e);
    // PUCT's children carry the prior P their expansion gave them (the score is Q + c·P·√N / (1 + n)).
    const prior = (v) => (mi.created[v] > 0 ? unfix(t[Field.McExpand.prior][mi.created[v]]) : 0);
    const children = run.children.map((ch) => ({ node: ch.node, ...statsAt(t, mi, ch.node, s), ...(puct ? { p: prior(ch.node) } : {}) }));
    const chosen = run.children.find((ch) => ch.chosen);
    return {
      kind: 'select', puct, parent: run.parent, parentN: statsAt(t, mi, run.parent, s).n, c: c ?? (puct ? DEFAULT_C_PUCT : DEFAULT_C), children,
      answer: chosen.node, scores: run.children.map((ch) => ({ node: ch.node, score: ch.score })), at: e,
    };
  }
  if (t.kind[e] === Kind.McBackup && existsAt(mi, t.node[e], s)) {
    const node = t.node[e];
    const n = t[Field.McBackup.visits][e], w = unfix(t[Field.McBackup.total][e]);
    return { kind: 'backup', node, before: statsAt(t, mi, node, s), reward: unfix(t[Field.McBackup.reward][e]), answer: { n, q: w / n }, at: e };
  }
  return null;
}

/**
 * Grades an answer to `q`: a child's node id (select), or {n, q} as typed (backup: Q right to two
 * decimals, as the page writes it). {right, why: {key, params}}.
 */
export function grade(q, answer, nameOf = (v) => String(v)) {
  if (q.kind === 'select') {
    const score = (v) => q.scores.find((x) => x.node === v)?.score;
    if (answer === q.answer) return { right: true, why: { key: 'quiz.selectRight', params: { child: nameOf(q.answer), score: dec2(score(q.answer)) } } };
    return { right: false, why: { key: 'quiz.selectWrong', params: { pick: nameOf(answer), pickScore: dec2(score(answer) ?? 0), child: nameOf(q.answer), score: dec2(score(q.answer)) } } };
  }
  const n = Number(answer.n), qq = Number(String(answer.q).replace(',', '.'));
  const rightN = n === q.answer.n, rightQ = Math.abs(qq - q.answer.q) < 0.0051;
  const params = { n: q.answer.n, q: dec2(q.answer.q), w: dec2(q.answer.q * q.answer.n), reward: dec2(q.reward), before: q.before.n, wBefore: dec2(q.before.w) };
  return { right: rightN && rightQ, why: { key: rightN && rightQ ? 'quiz.backupRight' : 'quiz.backupWrong', params } };
}

/** The side panel's practice box for an MCTS model: asks about the next step, grades on Check. */
export class MctsQuiz {
  constructor() {
    this.q = null;
    this.key = '';
    $('mcts-quiz-check').addEventListener('click', () => this.check());
  }

  /** Shows the question for the step after s of model m (hidden when there is none). */
  update(m, s, say) {
    const box = $('mcts-quiz');
    if (!m || !m.mcts) { box.hidden = true; this.q = null; return; }
    const q = mctsQuestion(m.trace, m.mcts, s, m.narrationInfo.mcts.c, !!m.narrationInfo.mcts.puct);
    const key = q ? `${m.id}:${q.at}` : '';
    if (key === this.key && this.q) return;
    this.key = key;
    this.q = q;
    this.m = m;
    this.say = say;
    box.hidden = !q;
    if (!q) return;
    $('mcts-quiz-verdict').textContent = '';
    const choices = $('mcts-quiz-choices');
    choices.textContent = '';
    const fields = $('mcts-quiz-fields');
    if (q.kind === 'select') {
      $('mcts-quiz-question').textContent = t(q.puct ? 'quiz.selectPuct' : 'quiz.select', { node: say(q.parent), n: q.parentN, c: sayC(this.m.narrationInfo.mcts.c, q.puct) });
      for (const ch of q.children) {
        const id = `mcts-quiz-pick-${ch.node}`;
        const row = document.createElement('div');
        row.className = 'check';
        const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'mcts-quiz-pick', id, value: String(ch.node) });
        const label = Object.assign(document.createElement('label'), { htmlFor: id, textContent: t(q.puct ? 'quiz.childPuct' : 'quiz.child', { child: this.childName(ch.node), n: ch.n, w: dec2(ch.w), p: dec2(ch.p ?? 0) }) });
        row.append(input, label);
        choices.appendChild(row);
      }
      fields.hidden = true;
      fields.style.display = 'none'; // .grid2 is a grid: the attribute alone does not hide it
    } else {
      $('mcts-quiz-question').textContent = t('quiz.backup', { node: say(q.node), n: q.before.n, w: dec2(q.before.w), reward: dec2(q.reward) });
      $('mcts-quiz-n').value = '';
      $('mcts-quiz-q').value = '';
      fields.hidden = false;
      fields.style.display = '';
    }
  }

  childName(v) {
    const m = this.m;
    return m.adapter.movesOnEdges ? m.moveLabel(v) : this.say(v);
  }

  check() {
    const q = this.q;
    if (!q) return;
    let answer;
    if (q.kind === 'select') {
      const picked = /** @type {HTMLInputElement | null} */ (document.querySelector('input[name=mcts-quiz-pick]:checked'));
      if (!picked) { $('mcts-quiz-verdict').textContent = t('quiz.pickOne'); return; }
      answer = +picked.value;
    } else answer = { n: $('mcts-quiz-n').value, q: $('mcts-quiz-q').value };
    const g = grade(q, answer, (v) => this.childName(v));
    $('mcts-quiz-verdict').textContent = t(g.why.key, g.why.params);
    $('mcts-quiz-verdict').className = g.right ? 'right' : 'wrong';
  }

  /** Another language: the question said again (the answer typed stays). */
  sayAgain() {
    this.key = '';
  }
}
