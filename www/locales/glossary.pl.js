// The Polish glossary: one term per concept, as seed 003 (the Polish article on minimax, alpha-beta
// and move ordering) writes it where it has one. tests/unit/glossary.test.mjs holds pl.js to it:
// no message uses a forbidden alternative, and an English name (where the literature keeps one)
// appears only in brackets right after the term, as "poprzestanie (stand pat)".
//
// Each concept: term (the word to use), seed (where it comes from, if a seed has it), forbidden
// (alternatives seen in the dictionary: a string is a whole word or phrase, case-insensitive; a
// RegExp is matched as written), english (the English name, allowed only as "(english"), and
// keys (a RegExp: the concept only applies to these keys) or except (a RegExp: it does not
// apply to these).

export default [
  { concept: 'node', term: 'węzeł', seed: '003', forbidden: ['wierzchołek', 'wierzch'] },
  { concept: 'child', term: 'potomek', forbidden: [/(?<!\p{L})dzie(ck|ci)\p{L}*/iu, 'syn'] },
  { concept: 'pruning', term: 'przycinanie', seed: '003' },
  { concept: 'a cutoff', term: 'odcięcie', forbidden: [/(?<!\p{L})(cięcie|cięcia|cięć)(?!\p{L})/iu] },
  { concept: 'window', term: 'okno', seed: '003' },
  { concept: 'zero window', term: 'okno zerowe' },
  { concept: 'null move', term: 'ruch zerowy' },
  {
    // The side to move passes: as in bridge, "pas" ("po pasie", "spasować").
    concept: 'pass (playing the null move)', term: 'pas',
    forbidden: [/(?<!\p{L})odda\p{L}* ruch/iu, /opuszcza\p{L}* tur/iu],
  },
  { concept: 're-search', term: 'ponowne przeszukiwanie', forbidden: [/ponown\p{L}* szukani/iu] },
  { concept: 'table probe', term: 'odczyt z tablicy', forbidden: [/sondowani/iu] },
  { concept: 'transposition table', term: 'tablica transpozycji', forbidden: [/tabel\p{L}* transpozycji/iu, /(?<!\p{L})(z|do) TT(?!\p{L})/u] },
  { concept: 'the trace (every event of a search)', term: 'ślad', keys: /^(error\.trace|export)\./, forbidden: [/(?<!\p{L})zapis(?!\p{L})/iu] },
  { concept: 'a game’s board', term: 'plansza', forbidden: [/szachownic/iu] },
  { concept: 'a Dodgem car', term: 'samochód', forbidden: [/(?<!\p{L})(auto|auta|aut|autem)(?!\p{L})/iu] },
  { concept: 'legal (a legal move)', term: 'legalny', seed: '003', forbidden: [/dozwolon/iu] },
  { concept: 'killer move', term: 'ruch zabójczy', seed: '003', english: 'killer', forbidden: ['ruch killer'] },
  { concept: 'hash move', term: 'ruch z tablicy', english: 'hash move', forbidden: [/(?<!\()hash(?! move\))/iu] },
  { concept: 'history heuristic', term: 'historia' },
  { concept: 'a sign changed (negamax, MAX’s view)', term: 'ze zmienionym znakiem', except: /^(order|reason)\./, forbidden: ['odwrócone', 'odwrócona'] },
  { concept: 'quiescence search', term: 'przeszukiwanie spoczynkowe', forbidden: ['spoczynek'] },
  { concept: 'stand pat', term: 'poprzestanie', english: 'stand pat', forbidden: [/stand-pat/iu] },
  { concept: 'principal variation', term: 'wariant główny' },
  { concept: 'ply', term: 'półruch', seed: '003' },
  { concept: 'iteration', term: 'iteracja' },
  { concept: 'a repeated position (Dodgem)', term: 'powtórzenie pozycji', keys: /^dodgem\./, forbidden: ['cykl', 'cyklu'] },
  { concept: 'the engine', term: 'silnik', seed: '003' },
  { concept: 'fail-high', term: 'wynik ponad oknem', english: 'fail-high', forbidden: [/(?<!\()fail[ -]high/iu] },
  { concept: 'fail-low', term: 'wynik pod oknem', english: 'fail-low', forbidden: [/(?<!\()fail[ -]low/iu] },
  { concept: 'fail-soft', term: 'wersja miękka', english: 'fail-soft' },
  { concept: 'fail-hard', term: 'wersja twarda', english: 'fail-hard' },
  { concept: 'misère play (Nim)', term: 'reguła odwrotna', english: 'misère' },
  { concept: 'a solver', term: 'program rozwiązujący', forbidden: [/solver/iu] },
  { concept: 'a mate score (the core’s MATE − plies)', term: 'mat', english: 'MATE' },
  // Issue 19: the Train panel and the learned evaluation.
  { concept: 'a neural network', term: 'sieć', forbidden: [/sieci? neuronow/iu] },
  { concept: 'training (a network)', term: 'trening', forbidden: [/szkoleni/iu, /uczeni\p{L}* maszynow/iu] },
  { concept: 'the loss (training error)', term: 'strata', keys: /^train\./, forbidden: [/(?<!\p{L})koszt/iu] },
  // Monte Carlo tree search (issue 19): its four phases as the Polish literature names them.
  { concept: 'MCTS: selection', term: 'selekcja', keys: /mc|mcts/i },
  { concept: 'MCTS: expansion', term: 'ekspansja', forbidden: [/rozwinięci/iu] },
  { concept: 'MCTS: simulation (a rollout)', term: 'symulacja' },
  { concept: 'MCTS: backpropagation', term: 'propagacja wsteczna', forbidden: ['wsteczna propagacja'] },
  { concept: 'MCTS: visits N', term: 'liczba wizyt', forbidden: [/(?<!\p{L})odwiedzin/iu] },
  { concept: 'MCTS: reward', term: 'nagroda', forbidden: [/wypłat/iu] },
  { concept: 'MCTS: exploration (the UCB term)', term: 'eksploracja', forbidden: [/eksploatacj/iu] },
];
