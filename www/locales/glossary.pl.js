// The Polish glossary: one term per concept, as seed 003 (the Polish article on minimax, alpha-beta
// and move ordering) writes it where it has one. tests/unit/glossary.test.mjs holds pl.js to it:
// no message uses a forbidden alternative, and an English name (where the literature keeps one)
// appears only in brackets right after the term, as "poprzestanie (stand pat)".
//
// Each concept: term (the word to use), seed (where it comes from, if a seed has it), forbidden
// (alternatives seen in the dictionary: a string is a whole word or phrase, case-insensitive; a
// RegExp is matched as written), english (the English name, allowed only as "(english"), and
// keys (a RegExp: the concept only applies to these keys) or except (a RegExp: it does not
// apply to these). bad: phrases as the dictionary once wrote them (a string, or [key, text] where
// the concept holds for some keys only): the test checks that each is caught, so that a pattern
// (its inflections, its word boundaries) cannot quietly stop catching anything.
//
// A node's relatives are three adjectives of one family, as Polish books on trees write them:
// węzeł potomny (child), węzeł nadrzędny (parent), węzeł siostrzany (sibling) — not "potomek"
// (which many teachers read as "descendant", any level down), nor "rodzic" and "brat".

export default [
  { concept: 'node', term: 'węzeł', seed: '003', forbidden: ['wierzchołek', 'wierzch'], bad: ['wierzchołek B'] },
  {
    concept: 'child', term: 'węzeł potomny',
    forbidden: [/(?<!\p{L})dzie(ck|ci)\p{L}*/iu, 'syn', /(?<!\p{L})potom(ek|ka|kowi|kiem|ku|kowie|ków|kom|kami|kach)(?!\p{L})/iu],
    bad: ['bierze największą wartość potomka', 'Dodaj potomka', '+ Potomek', 'wszyscy potomkowie naraz', 'dziecko węzła', 'nie ma już potomków'],
  },
  {
    concept: 'parent', term: 'węzeł nadrzędny',
    forbidden: [/(?<!\p{L})rodzic\p{L}*/iu, /(?<!\p{L})(ojciec|ojca|ojcu|ojcem)(?!\p{L})/iu],
    bad: ['a rodzicowi to wystarcza', 'zamień jego rodzica w liść', 'ojciec węzła'],
  },
  {
    concept: 'sibling', term: 'węzeł siostrzany',
    forbidden: [/(?<!\p{L})bra(t|ta|tu|tem|cie|cia|ci|ćmi|ciom|ciach)(?!\p{L})/iu, /(?<!\p{L})rodzeństw\p{L}*/iu],
    bad: ['jego brat ma co najwyżej 4', 'Korzeń nie ma braci', '+ Brat', 'rodzeństwo węzła'],
  },
  { concept: 'pruning', term: 'przycinanie', seed: '003' },
  {
    // The legend's "znak cięcia" (the cut mark drawn across an edge) is a mark, not the cutoff.
    concept: 'a cutoff', term: 'odcięcie', forbidden: [/(?<!\p{L})(?<!znak )(cięcie|cięcia|cięć)(?!\p{L})/iu], bad: ['cięcie β', 'liczba cięć', 'dwa cięcia'],
  },
  {
    // Fail-hard clamps a value to its window: "obcina do granic okna"; "przycina" is pruning's verb.
    concept: 'clamping a value to the window (fail-hard)', term: 'obcięła',
    forbidden: [/przyci\p{L}* (wartoś\p{L}*|ją|go) do/iu],
    bad: ['wersja twarda przycięła wartość do okna'],
  },
  { concept: 'window', term: 'okno', seed: '003' },
  { concept: 'zero window', term: 'okno zerowe' },
  { concept: 'null move', term: 'ruch zerowy' },
  {
    // The side to move passes: as in bridge, "pas" ("po pasie", "spasować").
    concept: 'pass (playing the null move)', term: 'pas',
    forbidden: [/(?<!\p{L})odda\p{L}* ruch/iu, /opuszcza\p{L}* tur/iu],
    bad: ['oddaje ruch', 'opuszcza turę'],
  },
  { concept: 're-search', term: 'ponowne przeszukiwanie', forbidden: [/ponown\p{L}* szukani/iu], bad: ['ponowne szukanie'] },
  { concept: 'table probe', term: 'odczyt z tablicy', forbidden: [/sondowani/iu], bad: ['sondowanie tablicy'] },
  {
    concept: 'transposition table', term: 'tablica transpozycji',
    forbidden: [/tabel\p{L}* transpozycji/iu, /(?<!\p{L})(z|do) TT(?!\p{L})/u],
    bad: ['tabela transpozycji', 'zapis do TT'],
  },
  { concept: 'the trace (every event of a search)', term: 'ślad', keys: /^(error\.trace|export)\./, forbidden: [/(?<!\p{L})zapis(?!\p{L})/iu], bad: [['export.json', 'Zapisz zapis (JSON)']] },
  { concept: 'a game’s board', term: 'plansza', forbidden: [/szachownic/iu], bad: ['szachownica'] },
  {
    // A chessboard's row is a "rząd" and its column a "kolumna" (the Polish teacher's reading):
    // "linia" reads as a file in Polish chess books, so it is kept out of the messages about ranks.
    concept: 'a rank (a row of the board)', term: 'rząd',
    keys: /^(error\.fen\.(pawnRank|rankWidth|enPassant|ranks?|letter)|error\.xiangqi\.(ranks?|rankWidth|pastFile|letter|palace)|game\.xiangqi\.option\.fen\.help)$/,
    forbidden: [/(?<!\p{L})lini(a|i|ę|ą|e|om|ami|ach)(?!\p{L})/iu],
    bad: [['error.fen.pawnRank', 'na linii {rank} stoi pion'], ['error.xiangqi.ranks', 'od tylnej linii czarnych (linia 9)'], ['game.xiangqi.option.fen.help', 'linie od strony czarnych']],
  },
  { concept: 'a file (a column of the board)', term: 'kolumna' },
  { concept: 'a Dodgem car', term: 'samochód', forbidden: [/(?<!\p{L})(auto|auta|aut|autem)(?!\p{L})/iu], bad: ['dwa auta'] },
  { concept: 'legal (a legal move)', term: 'legalny', seed: '003', forbidden: [/dozwolon/iu], bad: ['dozwolone ruchy'] },
  { concept: 'a move', term: 'ruch', seed: '003', forbidden: [/(?<!\p{L})posunię\p{L}*/iu], bad: ['remis według reguły 50 posunięć', 'posunięcie'] },
  { concept: 'killer move', term: 'ruch zabójczy', seed: '003', english: 'killer', forbidden: ['ruch killer'], bad: ['ruch killer'] },
  { concept: 'hash move', term: 'ruch z tablicy', english: 'hash move', forbidden: [/(?<!\()hash(?! move\))/iu], bad: ['hash + killer'] },
  {
    // The history heuristic's counter is "punkty historii", not a "wynik" (a result).
    concept: 'history heuristic', term: 'heurystyka historii', forbidden: [/wynik\p{L}* histori/iu], bad: ['wynik historii {score}'],
  },
  { concept: 'history score', term: 'punkty historii' },
  {
    concept: 'a sign changed (negamax, MAX’s view)', term: 'ze zmienionym znakiem', except: /^(order|reason)\./,
    forbidden: ['odwrócone', 'odwrócona'], bad: ['wartości odwrócone'],
  },
  { concept: 'quiescence search', term: 'przeszukiwanie spoczynkowe', forbidden: ['spoczynek'], bad: ['spoczynek'] },
  { concept: 'stand pat', term: 'poprzestanie', english: 'stand pat', forbidden: [/stand-pat/iu], bad: ['odcięcie stand-pat'] },
  {
    concept: 'principal variation', term: 'wariant główny',
    forbidden: [/najlepsz\p{L}* wariant\p{L}*/iu, /główn\p{L}* lini\p{L}*/iu],
    bad: ['najlepszy wariant poprzedniej iteracji', 'najlepszy wariant każdego', 'główna linia'],
  },
  {
    // "Aspiracja" alone is an ambition; the technique is its window.
    concept: 'aspiration windows', term: 'okno aspiracyjne', forbidden: [/(?<!\p{L})aspiracj\p{L}*/iu], bad: ['Aspiracja, ±', 'aspiracja'],
  },
  {
    // A preset is ready-made, not a model to follow ("wzorzec", "pozycja wzorcowa").
    concept: 'a preset (a ready-made position or tree)', term: 'gotowy przykład',
    forbidden: [/(?<!\p{L})wzor(zec|ca|cu|cem|ce|ców|cowa|cową|cowej|cowe|cowych)(?!\p{L})/iu, /gotow\p{L}* (pozycj|drzew)\p{L}*/iu],
    bad: ['Pozycja wzorcowa', 'nieznany wzorzec „x”', 'podaj tekst drzewa albo wzorzec', 'gotowa pozycja'],
  },
  { concept: 'the start position', term: 'pozycja wyjściowa', forbidden: [/pozycj\p{L}* początkow\p{L}*/iu], bad: ['Pozycja początkowa gry'] },
  {
    // English left in the Polish page.
    concept: 'a start (of a search, the game’s first position)', term: 'punkt wyjścia',
    forbidden: [/(?<!\p{L})start(?!\p{L})/iu],
    bad: [['game.dodgem.preset.start.title', 'Start'], 'Start: {root} (na ruchu {side})'],
  },
  {
    // One game played is a "partia"; "gra" is the game's kind (chess is a game) and playing.
    concept: 'one game (played from start to end)', term: 'partia',
    forbidden: [
      /(?<!\p{L})now(a|ą|ej) gr(a|ę|y)(?!\p{L})/iu, /(?<!\p{L})gr(a|ę|y) (się )?(skończ|zakończ)\p{L}*/iu,
      /(?<!\p{L})(koniec|końca|końcu) gry(?!\p{L})/iu, /(kończy|zakończ\p{L}*) grę/iu, /(?<!\p{L})gra trwa/iu,
    ],
    bad: ['Nowa gra', 'Gra skończona', 'Koniec gry', 'do końca gry', '{node} kończy grę', 'Zakończ grę', 'gra trwa: 0'],
  },
  {
    // Connect Four is "Czwórki" (the English name once, in brackets, in its title).
    concept: 'Connect Four', term: 'Czwórki', english: 'Connect Four', bad: ['kółko i krzyżyk oraz Connect Four'],
  },
  {
    concept: 'the branching factor (a random tree)', term: 'rozgałęzienie',
    keys: /^(game\.random\.option\.branching|error\.random|practice\.size)/,
    forbidden: ['gałęzie', /liczba gałęzi/iu], bad: [['game.random.option.branching.label', 'Gałęzie']],
  },
  {
    concept: 'Monte Carlo tree search', term: 'przeszukiwanie drzewa Monte Carlo',
    forbidden: [/metod\p{L}* Monte Carlo/iu], bad: ['Przeszukiwanie drzewa metodą Monte Carlo'],
  },
  {
    // The player's pace: "tempo" is a chess term (a move gained or lost).
    concept: 'the playback speed', term: 'prędkość', forbidden: [/(?<!\p{L})temp(o|a|em|ie)(?!\p{L})/iu], bad: ['Tempo', 'Tempo według odsetka'],
  },
  {
    // The order the game's move generator gives, not the order of turns ("kolejność gry").
    // Nor "naturalna" (the teacher: the order is not natural, it is the generator's); "naturalna
    // głębokość" (a game's full depth, play.naturalDepth) is not about move order.
    concept: 'the natural order (as the move generator gives the moves)', term: 'kolejność z generatora ruchów', except: /^play\.naturalDepth$/,
    forbidden: [/kolejnoś\p{L}* gry/iu, /(?<!\p{L})naturaln\p{L}*/iu], bad: ['kolejność gry', ['order.natural', 'naturalna']],
  },
  { concept: 'ply', term: 'półruch', seed: '003' },
  { concept: 'iteration', term: 'iteracja' },
  { concept: 'a repeated position (Dodgem)', term: 'powtórzenie pozycji', keys: /^dodgem\./, forbidden: ['cykl', 'cyklu'], bad: [['dodgem.cycle', 'Cykl: pozycja sprzed 2 półruchów']] },
  { concept: 'the engine', term: 'silnik', seed: '003', forbidden: [/(?<!\p{L})silniku,/iu], bad: ['Silniku, ruszaj'] }, // a button is no vocative
  {
    // The value falls above or below the window; a "wynik" is a game's result.
    concept: 'fail-high', term: 'wartość ponad oknem', english: 'fail-high',
    forbidden: [/(?<!\()fail[ -]high/iu, /wynik\p{L}* (wypadł\p{L}* )?ponad oknem/iu], bad: ['wynik ponad oknem (fail-high)', 'fail-high'],
  },
  {
    concept: 'fail-low', term: 'wartość pod oknem', english: 'fail-low',
    forbidden: [/(?<!\()fail[ -]low/iu, /wynik\p{L}* pod oknem/iu], bad: ['wynik pod oknem (fail-low)', 'fail low'],
  },
  {
    // A child's score at a selection step (UCB, Q + U) is a "wartość"; a "wynik" is a result.
    concept: 'a selection score (UCB, PUCT’s Q + U)', term: 'wartość UCB',
    forbidden: [/wynik\p{L}* (UCB|selekcji|Q)/iu, /(ma|mają|dostaje|najwyższy|najwyższe|najwyższym) wynik/iu],
    bad: ['Wynik UCB', 'wynik selekcji', 'dostaje wynik Q + U', 'ma wynik {score}', 'Najwyższy wynik: {child}'],
  },
  {
    // Two equal selection scores are equal, not a "remis" (a drawn game, narrated lines later).
    concept: 'a tie of two selection scores', term: 'równe wartości', keys: /^narr\.mc\.select/, forbidden: ['remis'],
    bad: [['narr.mc.selectTie', 'Remis: {child} i {other} mają po {score}']],
  },
  { concept: 'fail-soft', term: 'wersja miękka', english: 'fail-soft' },
  { concept: 'fail-hard', term: 'wersja twarda', english: 'fail-hard' },
  { concept: 'misère play (Nim)', term: 'reguła odwrotna', english: 'misère' },
  { concept: 'a solver', term: 'program rozwiązujący', forbidden: [/solver/iu], bad: ['solver'] },
  { concept: 'a mate score (the core’s MATE − plies)', term: 'mat', english: 'MATE' },
  // Issue 19: the Train panel and the learned evaluation.
  { concept: 'a neural network', term: 'sieć', forbidden: [/(?<!\p{L})sie(ć|ci\p{L}*) neuronow/iu], bad: ['sieć neuronowa', 'sieci neuronowej'] }, // “sieci?” missed “sieć”
  { concept: 'training (a network)', term: 'trening', forbidden: [/szkoleni/iu, /uczeni\p{L}* maszynow/iu], bad: ['szkolenie sieci', 'uczenie maszynowe'] },
  { concept: 'the loss (training error)', term: 'strata', keys: /^train\./, forbidden: [/(?<!\p{L})koszt/iu], bad: [['train.chart.loss', 'koszt']] },
  // Monte Carlo tree search (issue 19): its four phases as the Polish literature names them.
  { concept: 'MCTS: selection', term: 'selekcja', keys: /mc|mcts/i },
  { concept: 'MCTS: expansion', term: 'ekspansja', forbidden: [/rozwinięci/iu], bad: ['rozwinięcie węzła'] },
  { concept: 'MCTS: simulation (a rollout)', term: 'symulacja' },
  { concept: 'MCTS: backpropagation', term: 'propagacja wsteczna', forbidden: ['wsteczna propagacja'], bad: ['wsteczna propagacja'] },
  { concept: 'MCTS: visits N', term: 'liczba wizyt', forbidden: [/(?<!\p{L})odwiedzin/iu], bad: ['liczba odwiedzin'] },
  { concept: 'MCTS: reward', term: 'nagroda', forbidden: [/wypłat/iu], bad: ['wypłata'] },
  { concept: 'MCTS: exploration (the UCB term)', term: 'eksploracja', forbidden: [/eksploatacj/iu], bad: ['eksploatacja'] },
];
