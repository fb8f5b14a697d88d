// The Vietnamese glossary: one term per concept, as the Vietnamese seeds write it where they have
// one (seed 000: the xiangqi-engine article; seed 001: the "Thuật toán trong đời sống" lesson;
// seed 002: the 2008 Hanoi report). tests/unit/glossary.test.mjs holds vi.js to it: no message
// uses a forbidden alternative, and an English name (where the literature keeps one) appears only
// in brackets right after the term, as "đứng yên (stand pat)".
//
// Each concept: term (the word to use), seed (where it comes from, if a seed has it), forbidden
// (alternatives seen in the dictionary: a string is a whole word or phrase, case-insensitive; a
// RegExp is matched as written), english (the English name, allowed only as "(english"), and
// keys (a RegExp: the concept only applies to these keys).

export default [
  { concept: 'node', term: 'nút', seed: '000', forbidden: ['đỉnh'] },
  { concept: 'pruning, a cutoff', term: 'cắt tỉa', seed: '000', forbidden: ['cắt nhánh', 'tỉa nhánh'] },
  { concept: 'window', term: 'cửa sổ', seed: '000' },
  { concept: 'zero window', term: 'cửa sổ không', seed: '000', forbidden: ['cửa sổ rỗng', 'cửa sổ null', 'cửa sổ bằng không'] },
  { concept: 'null move', term: 'nước rỗng', seed: '000', forbidden: ['nước null', 'nước đi rỗng'], english: 'null move' },
  { concept: 'pass (playing the null move)', term: 'bỏ lượt', forbidden: ['nhường lượt'] },
  { concept: 'quiescence search', term: 'tìm kiếm tĩnh', seed: '000', forbidden: ['tìm kiếm yên tĩnh'] },
  { concept: 'principal variation', term: 'biến chính', seed: '000', forbidden: ['biến tốt nhất'] },
  { concept: 'transposition table', term: 'bảng chuyển vị', forbidden: ['bảng hoán vị'] },
  { concept: 'iterative deepening', term: 'tìm kiếm sâu dần' },
  {
    // The depth of a search counts tầng (seed 000: "giảm thêm R tầng"); a win counts half-moves.
    concept: 'a depth in plies', term: 'tầng', seed: '000',
    forbidden: [/sâu (\d+|#) nửa nước/u, /tối đa [^.;:]*# nửa nước/u, /mỗi nửa nước nhân/u],
  },
  {
    // Seed 002: "nước đi ở đây thực chất chỉ là nửa nước theo cách hiểu của làng cờ".
    concept: 'plies counted in a game (a win in 5 plies)', term: 'nửa nước', seed: '002',
    forbidden: [/(thắng|thua)[^.;:]*\d+ tầng/u, /(thắng|thua) sau [^.;:]*tầng/u, /\d+ tầng: hòa/u],
  },
  { concept: 'an iteration (of iterative deepening)', term: 'vòng lặp', forbidden: ['lần lặp', /(?<!\p{L})vòng trước/u] },
  {
    // "vòng lặp" is an iteration; a position met again on the path is a repetition.
    concept: 'a repeated position (Dodgem)', term: 'lặp thế cờ', keys: /^dodgem\./, forbidden: ['vòng lặp', 'chu trình'],
  },
  { concept: 'the engine', term: 'máy chơi cờ', forbidden: ['máy tìm kiếm'] },
  { concept: 'stand pat', term: 'đứng yên', english: 'stand pat', forbidden: [/stand-pat/iu] },
  { concept: 'table store', term: 'lưu vào bảng', forbidden: ['ghi vào bảng'] },
  { concept: 'table probe', term: 'tra bảng', forbidden: ['dò bảng', 'tìm trong bảng'] },
  { concept: 'the trace (every event of a search)', term: 'bản ghi', forbidden: ['vết'] },
  { concept: 'hash move', term: 'nước đi từ bảng', english: 'hash move', forbidden: ['nước hash', /(?<!\()hash(?! move\))/iu] },
  { concept: 'killer move', term: 'nước sát thủ', english: 'killer', forbidden: ['nước killer'] },
  { concept: 'history heuristic', term: 'lịch sử' },
  { concept: 're-search', term: 'tìm lại', seed: '000' },
  { concept: 'fail-high', term: 'vượt trên', english: 'fail-high', forbidden: [/(?<!\()fail[ -]high/iu] },
  { concept: 'fail-low', term: 'hụt dưới', english: 'fail-low', forbidden: [/(?<!\()fail[ -]low/iu] },
  { concept: 'fail-soft', term: 'dạng mềm', english: 'fail-soft' },
  { concept: 'fail-hard', term: 'dạng cứng', english: 'fail-hard' },
  { concept: 'misère play (Nim)', term: 'luật ngược', english: 'misère' },
  { concept: 'a solver', term: 'bộ giải', forbidden: [/solver/iu] },
  { concept: 'a mate score (the core’s MATE − plies)', term: 'chiếu hết', english: 'MATE' },
  // Issue 19: the Train panel and the learned evaluation.
  { concept: 'a neural network', term: 'mạng', forbidden: ['mạng thần kinh', 'mạng neuron'] },
  { concept: 'training (a network)', term: 'huấn luyện', forbidden: ['đào tạo'] },
  { concept: 'self-play', term: 'tự chơi', forbidden: ['tự đấu', 'tự đánh'] },
  { concept: 'the loss (training error)', term: 'độ mất mát', keys: /^train\./, forbidden: ['hàm lỗi', 'tổn thất'] },
  // Monte Carlo tree search (issue 19): its four phases as the Vietnamese literature names them.
  { concept: 'MCTS: selection', term: 'lựa chọn', keys: /mc|mcts/i },
  { concept: 'MCTS: expansion', term: 'mở rộng', keys: /mc|mcts/i },
  { concept: 'MCTS: simulation (a rollout)', term: 'mô phỏng', forbidden: ['giả lập'] },
  { concept: 'MCTS: backpropagation', term: 'lan truyền ngược', forbidden: ['truyền ngược lại', 'lan truyền lùi'] },
  { concept: 'MCTS: visits N', term: 'lượt thăm', forbidden: ['lần thăm', 'lần ghé'] },
  { concept: 'MCTS: reward', term: 'phần thưởng', forbidden: ['điểm thưởng'] },
  { concept: 'MCTS: exploration (the UCB term)', term: 'khám phá', forbidden: ['thăm dò'] },
];
