// Seed 001's C++ program (../../../shared/seeds/001_*.txt, "Code C++ va Python"), verbatim, plus a
// timing loop for `cargo bench --bench tictactoe`. Everything outside the two blocks marked
// "BENCH ADDITION" is the seed's text unchanged; the seed's own two output lines still come first
// and still report 549946 and 18297 nodes.
//
// Usage: SEED001_REPS=N seed001   (N >= 0, default 10; 0 prints the seed's lines and times nothing;
// an environment variable rather than argv so that `int main(){` stays as the seed wrote it)
// Build: g++ -O2 -o seed001 seed001.cpp   (the bench does this itself)
#include <bits/stdc++.h>
using namespace std;
// Cờ ca-rô 3x3: X = máy (tối đa điểm), O = người (tối thiểu điểm)
char b[10] = "         ";
long long nodes = 0;
int winner(){
    int L[8][3] = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};
    for(auto& l : L) if(b[l[0]] != ' ' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]])
        return b[l[0]] == 'X' ? 1 : -1;
    return 0;
}
int minimax(bool xTurn, int alpha, int beta, bool prune){
    nodes++;
    int w = winner(); if(w) return w;
    bool full = true;
    int best = xTurn ? -2 : 2;
    for(int i = 0; i < 9; i++) if(b[i] == ' '){
        full = false;
        b[i] = xTurn ? 'X' : 'O';
        int v = minimax(!xTurn, alpha, beta, prune);
        b[i] = ' ';
        if(xTurn){ best = max(best, v); alpha = max(alpha, v); }
        else     { best = min(best, v); beta  = min(beta, v); }
        if(prune && alpha >= beta) break;   // cắt tỉa: nhánh này không thể tốt hơn
    }
    return full ? 0 : best;
}
// ===== BENCH ADDITION (1/2): timing helper, not part of seed 001 =====
// Times `reps` calls of the seed's own search from the empty board with std::chrono::steady_clock
// and prints one machine-readable line:
//   TIME <label> value=<v> nodes=<n> reps=<r> best_ns=<b> median_ns=<m> all_ns=<t1>,<t2>,...
// `nodes` is the count of the last repetition (each one resets it, as main does).
static volatile int bench_sink;
static void bench_time(const char* label, bool prune, int reps){
    vector<long long> ns;
    int v = 0;
    for(int r = 0; r < reps; r++){
        nodes = 0;
        auto t0 = chrono::steady_clock::now();
        v = minimax(true, -2, 2, prune);
        auto t1 = chrono::steady_clock::now();
        bench_sink = v;
        ns.push_back(chrono::duration_cast<chrono::nanoseconds>(t1 - t0).count());
    }
    vector<long long> sorted = ns;
    sort(sorted.begin(), sorted.end());
    long long best = sorted.empty() ? 0 : sorted.front();
    long long median = sorted.empty() ? 0 : (sorted.size() % 2 ? sorted[sorted.size() / 2]
                       : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2);
    cout << "TIME " << label << " value=" << v << " nodes=" << nodes << " reps=" << reps
         << " best_ns=" << best << " median_ns=" << median << " all_ns=";
    for(size_t i = 0; i < ns.size(); i++) cout << (i ? "," : "") << ns[i];
    cout << "\n";
}
// ===== END BENCH ADDITION (1/2) =====
int main(){
    nodes = 0; int v1 = minimax(true, -2, 2, false);
    cout << "Minimax thuan:   ket qua " << v1 << ", duyet " << nodes << " trang thai\n";
    nodes = 0; int v2 = minimax(true, -2, 2, true);
    cout << "Co alpha-beta:   ket qua " << v2 << ", duyet " << nodes << " trang thai\n";
    // ===== BENCH ADDITION (2/2): the timing loop, not part of seed 001 =====
    const char* reps_env = getenv("SEED001_REPS");
    int reps = reps_env ? atoi(reps_env) : 10;
    if(reps > 0){
        bench_time("minimax", false, reps);
        bench_time("alphabeta", true, reps);
    }
    // ===== END BENCH ADDITION (2/2) =====
}
