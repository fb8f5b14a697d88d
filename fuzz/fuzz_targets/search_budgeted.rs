//! Search on parsed input: a game and a configuration from the first bytes, the position or tree
//! from the rest; a small depth and a node budget keep each run short. Nothing may panic, traced
//! (pruned listing, node names) or not.
#![no_main]
use cutoff::search::{Algorithm, Fail, SearchConfig};
use cutoff::game::{AnyGame, GameSpec};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    let (head, rest) = data.split_at(4);
    let Ok(text) = std::str::from_utf8(rest) else { return };
    // Specs as the page sends them (JSON), so the target does not depend on GameSpec's Rust shape.
    let spec = match head[0] % 3 {
        0 => serde_json::json!({ "kind": "tree", "text": text }),
        1 => serde_json::json!({ "kind": "tictactoe", "position": text }),
        _ => serde_json::json!({ "kind": "chess", "fen": text }),
    };
    let Ok(spec) = serde_json::from_value::<GameSpec>(spec) else { return };
    let Ok(game) = AnyGame::load(&spec) else { return };
    let algorithm = [Algorithm::Minimax, Algorithm::Alphabeta, Algorithm::Negamax, Algorithm::NegamaxAb, Algorithm::Pvs, Algorithm::Mtdf]
        [head[1] as usize % 6];
    let mut config = SearchConfig { algorithm, fail: if head[1] & 0x80 != 0 { Fail::Hard } else { Fail::Soft }, ..SearchConfig::default() };
    config.depth = Some(head[2] as u32 % 4);
    let t = &mut config.techniques;
    let bits = head[3];
    if algorithm.has_window() || matches!(algorithm, Algorithm::Pvs | Algorithm::Mtdf) {
        t.tt = bits & 1 != 0 || algorithm == Algorithm::Mtdf;
        t.iterative_deepening = bits & 2 != 0;
        t.quiescence = bits & 4 != 0;
        t.null_move = (bits & 8 != 0).then_some(2);
        t.aspiration = (bits & 16 != 0).then_some(50);
        if bits & 32 != 0 {
            t.ordering = vec!["killer".into(), "history".into()];
        }
    }
    let _ = game.search_budgeted(&config, 20_000);
    if let Ok(traced) = game.search_traced(&config, 50_000) {
        let _ = game.node_names(&traced.trace, &traced.pruned);
        let _ = game.tree_nodes(&traced.trace, &traced.pruned);
    }
    let _ = game.compare(Some(1), 2_000);
});
