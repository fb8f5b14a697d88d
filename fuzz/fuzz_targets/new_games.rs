//! The games added with the registry (xiangqi, Dodgem, Connect Four, Nim): their position parsers
//! and options, then a budgeted search, playing through specs, the evaluation's terms, a practice
//! position and the true outcome. Nothing may panic.
#![no_main]
use cutoff::search::{Algorithm, SearchConfig};
use cutoff::game::{AnyGame, GameSpec};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    let (head, rest) = data.split_at(4);
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let kinds = ["xiangqi", "dodgem", "connect4", "nim", "connect4"];
    let kind = kinds[head[0] as usize % kinds.len()];
    let spec = match (kind, head[0] / 8 % 4) {
        ("xiangqi", _) => serde_json::json!({ "kind": kind, "fen": text }),
        ("connect4", 1) => {
            let (size, pos) = text.split_once('|').unwrap_or((text, ""));
            serde_json::json!({ "kind": kind, "size": size, "position": pos })
        }
        ("dodgem", 1) => {
            let (rule, pos) = text.split_once('|').unwrap_or((text, ""));
            serde_json::json!({ "kind": kind, "rule": rule, "position": pos })
        }
        ("nim", 1) => serde_json::json!({ "kind": kind, "position": text, "misere": true }),
        _ => serde_json::json!({ "kind": kind, "position": text }),
    };
    let Ok(spec) = serde_json::from_value::<GameSpec>(spec) else { return };
    let Ok(game) = AnyGame::load(&spec) else { return };
    let algorithm = [Algorithm::Minimax, Algorithm::Alphabeta, Algorithm::NegamaxAb, Algorithm::Pvs, Algorithm::Mtdf][head[1] as usize % 5];
    let mut config = SearchConfig { algorithm, ..SearchConfig::default() };
    config.depth = Some(head[2] as u32 % 4);
    let bits = head[3];
    if algorithm != Algorithm::Minimax {
        config.techniques.tt = bits & 1 != 0 || algorithm == Algorithm::Mtdf;
        config.techniques.iterative_deepening = bits & 2 != 0;
        config.techniques.quiescence = bits & 4 != 0;
        config.techniques.null_move = (bits & 8 != 0).then_some(2);
        if bits & 32 != 0 {
            config.techniques.ordering = vec!["killer".into(), "history".into()];
        }
    }
    let _ = game.search_budgeted(&config, 20_000);
    if let Ok(traced) = game.search_traced(&config, 50_000) {
        let _ = game.node_names(&traced.trace, &traced.pruned);
    }
    let _ = game.move_names();
    let _ = game.board();
    // The evaluation's terms (codes and parameters) at the root and after each move below.
    let _ = game.explain_eval();
    // A practice position from the same bytes as its seed: always one, or a coded error.
    let level = ["easy", "medium", "hard"][head[2] as usize % 3];
    let practice_kind = ["tictactoe", "nim", "dodgem", "connect4"][head[3] as usize % 4];
    let seed = u64::from_le_bytes(std::array::from_fn(|i| rest.get(i).copied().unwrap_or(0)));
    if let Ok(p) = cutoff::practice::position(practice_kind, seed, level) {
        AnyGame::load(&p.game).expect("a practice position reloads");
    }
    // Playing on through specs (the page's play mode) reloads every position it writes.
    for m in game.moves().iter().take(3) {
        if let Ok(next) = game.spec_after(m.index) {
            let after = AnyGame::load(&next).expect("a position the core wrote reloads");
            let _ = after.explain_eval();
        }
    }
    if kind != "connect4" {
        let _ = game.true_outcome();
    }
});
