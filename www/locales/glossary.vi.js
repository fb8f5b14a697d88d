// The Vietnamese glossary: one term per concept, as the Vietnamese seeds write it where they have
// one (seed 000: the xiangqi-engine article; seed 001: the "Thuật toán trong đời sống" lesson;
// seed 002: the 2008 Hanoi report). tests/unit/glossary.test.mjs holds vi.js to it: no message
// uses a forbidden alternative, and an English name (where the literature keeps one) appears only
// in brackets right after the term, as "đứng yên (stand pat)".
//
// Each concept: term (the word to use), seed (where it comes from, if a seed has it), forbidden
// (alternatives seen in the dictionary: a string is a whole word or phrase, case-insensitive; a
// RegExp is matched as written), english (the English name, allowed only as "(english"), and
// keys (a RegExp: the concept only applies to these keys) or except (a RegExp: it does not apply
// to these). bad: phrases as the dictionary once wrote them (a string, or [key, text] where the
// concept holds for some keys only): the test checks that each is caught, so that a pattern
// cannot quietly stop catching anything.

export default [
  { concept: 'node', term: 'nút', seed: '000', forbidden: ['đỉnh'], bad: ['đỉnh con'] },
  {
    // "bỏ qua" (skipped) is what a link's unknown settings are; a pruned branch is "bị cắt tỉa".
    concept: 'pruning, a cutoff', term: 'cắt tỉa', seed: '000', except: /^link\./,
    forbidden: ['cắt nhánh', 'tỉa nhánh', 'bỏ qua'], bad: ['cắt nhánh', 'các nút con còn lại của nó bị bỏ qua'],
  },
  { concept: 'window', term: 'cửa sổ', seed: '000' },
  { concept: 'zero window', term: 'cửa sổ không', seed: '000', forbidden: ['cửa sổ rỗng', 'cửa sổ null', 'cửa sổ bằng không'], bad: ['cửa sổ rỗng', 'cửa sổ null'] },
  { concept: 'null move', term: 'nước rỗng', seed: '000', forbidden: ['nước null', 'nước đi rỗng'], english: 'null move', bad: ['nước null', 'nước đi rỗng'] },
  { concept: 'pass (playing the null move)', term: 'bỏ lượt', forbidden: ['nhường lượt'], bad: ['nhường lượt'] },
  { concept: 'quiescence search', term: 'tìm kiếm tĩnh', seed: '000', forbidden: ['tìm kiếm yên tĩnh'], bad: ['tìm kiếm yên tĩnh'] },
  { concept: 'principal variation', term: 'biến chính', seed: '000', forbidden: ['biến tốt nhất'], bad: ['biến tốt nhất'] },
  { concept: 'transposition table', term: 'bảng chuyển vị', forbidden: ['bảng hoán vị'], bad: ['bảng hoán vị'] },
  { concept: 'iterative deepening', term: 'tìm kiếm sâu dần' },
  {
    // The depth of a search counts tầng (seed 000: "giảm thêm R tầng"); a win counts half-moves.
    concept: 'a depth in plies', term: 'tầng', seed: '000',
    // Plies left below the root are a depth too (the null move's R): "hơn R tầng", not "nửa nước".
    forbidden: [/sâu (\d+|#) nửa nước/u, /tối đa [^.;:]*# nửa nước/u, /mỗi nửa nước nhân/u, /(hơn|còn) R nửa nước/u, /nửa nước (bên )?dưới gốc/u],
    bad: ['tìm sâu 3 nửa nước', 'sâu tối đa {max, plural, other {# nửa nước}}', 'mỗi nửa nước nhân', 'một nước bỏ lượt cần còn hơn R nửa nước dưới gốc'],
  },
  {
    // Seed 002: "nước đi ở đây thực chất chỉ là nửa nước theo cách hiểu của làng cờ".
    concept: 'plies counted in a game (a win in 5 plies)', term: 'nửa nước', seed: '002',
    forbidden: [/(thắng|thua)[^.;:]*\d+ tầng/u, /(thắng|thua) sau [^.;:]*tầng/u, /\d+ tầng: hòa/u],
    bad: ['Đen thắng sau 7 tầng', 'thắng sau {plies, plural, other {# tầng}}', '16 tầng: hòa'],
  },
  {
    concept: 'an iteration (of iterative deepening, of MCTS)', term: 'vòng lặp',
    forbidden: ['lần lặp', 'lượt lặp', /(?<!\p{L})vòng trước/u], bad: ['MCTS nhận từ 1 đến {max} lượt lặp', 'lần lặp', 'vòng trước'],
  },
  {
    // "vòng lặp" is an iteration; a position met again on the path is a repetition.
    concept: 'a repeated position (Dodgem)', term: 'lặp thế cờ', keys: /^dodgem\./, forbidden: ['vòng lặp', 'chu trình'],
    bad: [['dodgem.cycle', 'Vòng lặp: thế cờ này đã có trên đường đi'], ['dodgem.cycle', 'chu trình']],
  },
  {
    // The engine is "máy chơi cờ" wherever it plays, not "máy" alone beside it in the same panel
    // ("máy tính bảng", a tablet, is no engine).
    concept: 'the engine', term: 'máy chơi cờ',
    forbidden: ['máy tìm kiếm', /(?<!\p{L})máy(?! chơi cờ| tính| bắn)(?!\p{L})/iu],
    bad: ['máy tìm kiếm', 'Chơi với máy', 'Máy thắng', 'Để máy đi'],
  },
  { concept: 'stand pat', term: 'đứng yên', english: 'stand pat', forbidden: [/stand-pat/iu], bad: ['cắt tỉa stand-pat'] },
  { concept: 'table store', term: 'lưu vào bảng', forbidden: ['ghi vào bảng'], bad: ['ghi vào bảng'] },
  { concept: 'table probe', term: 'tra bảng', forbidden: ['dò bảng', 'tìm trong bảng'], bad: ['dò bảng', 'tìm trong bảng'] },
  { concept: 'the trace (every event of a search)', term: 'bản ghi', forbidden: ['vết'], bad: ['Lưu vết (JSON)'] },
  { concept: 'hash move', term: 'nước đi từ bảng', english: 'hash move', forbidden: ['nước hash', /(?<!\()hash(?! move\))/iu], bad: ['nước hash', 'hash + killer'] },
  { concept: 'killer move', term: 'nước sát thủ', english: 'killer', forbidden: ['nước killer'], bad: ['nước killer'] },
  { concept: 'history heuristic', term: 'lịch sử' },
  { concept: 're-search', term: 'tìm lại', seed: '000' },
  { concept: 'fail-high', term: 'vượt trên', english: 'fail-high', forbidden: [/(?<!\()fail[ -]high/iu], bad: ['fail high: mở β'] },
  { concept: 'fail-low', term: 'hụt dưới', english: 'fail-low', forbidden: [/(?<!\()fail[ -]low/iu], bad: ['fail-low'] },
  {
    // A bound in words a student can act on: "không lớn hơn số này" (no larger than this), not
    // "nhiều nhất là vậy" (vague); "tối đa" for a limit.
    concept: 'at most (an upper bound), at least (a lower bound)', term: 'không lớn hơn',
    forbidden: [/(?<!\p{L})là vậy(?!\p{L})/iu, /(?<!thăm |được thăm )nhiều nhất (là )?(\d|\{|[+−-])/iu],
    bad: ['giá trị thật nhiều nhất là vậy', 'giá trị thật ít nhất là vậy', '≤2: nhiều nhất 2'],
  },
  { concept: 'fail-soft', term: 'dạng mềm', english: 'fail-soft' },
  { concept: 'fail-hard', term: 'dạng cứng', english: 'fail-hard' },
  { concept: 'misère play (Nim)', term: 'luật ngược', english: 'misère' },
  { concept: 'a solver', term: 'bộ giải', forbidden: [/solver/iu], bad: ['solver'] },
  { concept: 'a mate score (the core’s MATE − plies)', term: 'chiếu hết', english: 'MATE' },
  {
    // The legend serves every game, and only chess and xiangqi mate: outside them a MATE score is
    // a win, "Thắng sau n nước" (the legend's words say "chiếu hết" for chess and xiangqi only).
    concept: 'the mate legend (any game)', term: 'Thắng sau n nước', keys: /^legend\.mates$/,
    forbidden: ['chiếu hết'], bad: [['legend.mates', 'Chiếu hết +M2 >+M2']],
  },
  {
    // The side to move is "bên đến lượt" ("lượt {side}" in narration); "bên đi" reads as "the side
    // that moved". "bên đi trước" (who moves first) and "hai bên đi luân phiên" stay.
    concept: 'the side to move', term: 'bên đến lượt',
    forbidden: [/(?<!\p{L})bên đi(?! trước| luân phiên)(?!\p{L})/iu, /\(\{\} đi\)/u],
    bad: ['rồi bên đi: X........ o', 'Vào {node} ({side} đi) từ {parent}.'],
  },
  {
    // A value so far is a provisional one, "tạm thời {value}"; "đến giờ" (till now) is a clock's.
    concept: 'so far (a provisional value)', term: 'tạm thời', forbidden: ['đến giờ'],
    bad: ['{value} đến giờ', 'giá trị tốt nhất đến giờ là {value, value}'],
  },
  {
    // To a class, bare "cờ ca-rô" is gomoku (five in a row on a large board).
    concept: 'tic-tac-toe', term: 'cờ ca-rô 3×3', forbidden: [/(?<!\p{L})cờ ca-rô(?! 3×3)/iu], bad: ['Cờ ca-rô', 'mạng cho cờ ca-rô và Bốn liên tiếp'],
  },
  {
    // Connect Four is "Bốn liên tiếp" (the English name once, in brackets, in its title).
    concept: 'Connect Four', term: 'Bốn liên tiếp', english: 'Connect Four', bad: ['cờ ca-rô 3×3 và Connect Four'],
  },
  {
    // Seed 002's "hệ số nhánh": the number of children of each inner node of a random tree.
    concept: 'the branching factor (a random tree)', term: 'hệ số nhánh',
    keys: /^(game\.random\.option\.branching|error\.random|practice\.size)/,
    forbidden: [/(?<!hệ )số nhánh/iu, /(?<!hệ số )nhánh \{/u, /\{\} nhánh/u],
    bad: [['game.random.option.branching.label', 'Số nhánh'], ['practice.size', 'Kích thước: nhánh {b}'], ['error.random.tooMany', 'cây ngẫu nhiên có {branching} nhánh']],
  },
  {
    // Nim is no board game: its heaps are "các đống", not a "thế cờ".
    concept: 'a Nim position', term: 'các đống', forbidden: [/cờ Nim/iu], bad: ['Thế cờ Nim'],
  },
  {
    // A Nim counter is a pebble, "viên (sỏi)", as a Vietnamese class plays it; "vật" (object) is
    // the English word translated. The player to move is "người đến lượt đi", not "người đang đi".
    concept: 'a Nim counter', term: 'viên', keys: /nim/i, forbidden: ['vật', 'người đang đi'],
    bad: [['nim.noneLeft', 'Không còn vật nào'], ['nim.sum', 'người đang đi thắng']],
  },
  {
    // The order the game's move generator gives, not "the game's order" (turns).
    concept: 'the natural order (as the move generator gives the moves)', term: 'thứ tự sinh nước đi',
    forbidden: ['thứ tự của trò chơi'], bad: ['thứ tự của trò chơi'],
  },
  // Issue 19: the Train panel and the learned evaluation.
  { concept: 'a neural network', term: 'mạng', forbidden: ['mạng thần kinh', 'mạng neuron'], bad: ['mạng thần kinh', 'mạng neuron'] },
  { concept: 'training (a network)', term: 'huấn luyện', forbidden: ['đào tạo'], bad: ['đào tạo mạng'] },
  { concept: 'self-play', term: 'tự chơi', forbidden: ['tự đấu', 'tự đánh'], bad: ['tự đấu', 'tự đánh'] },
  { concept: 'the loss (training error)', term: 'độ mất mát', keys: /^train\./, forbidden: ['hàm lỗi', 'tổn thất'], bad: [['train.chart.loss', 'tổn thất']] },
  // Monte Carlo tree search (issue 19): its four phases as the Vietnamese literature names them.
  { concept: 'MCTS: selection', term: 'lựa chọn', keys: /mc|mcts/i },
  { concept: 'MCTS: expansion', term: 'mở rộng', keys: /mc|mcts/i },
  { concept: 'MCTS: simulation (a rollout)', term: 'mô phỏng', forbidden: ['giả lập'], bad: ['giả lập'] },
  { concept: 'MCTS: backpropagation', term: 'lan truyền ngược', forbidden: ['truyền ngược lại', 'lan truyền lùi'], bad: ['truyền ngược lại', 'lan truyền lùi'] },
  { concept: 'MCTS: visits N', term: 'lượt thăm', forbidden: ['lần thăm', 'lần ghé'], bad: ['lần thăm', 'lần ghé'] },
  { concept: 'MCTS: reward', term: 'phần thưởng', forbidden: ['điểm thưởng'], bad: ['điểm thưởng'] },
  { concept: 'MCTS: exploration (the UCB term)', term: 'khám phá', forbidden: ['thăm dò'], bad: ['thăm dò'] },
];
