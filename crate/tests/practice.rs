//! Practice positions: the same for the same kind, seed and level; never over; at least two moves;
//! a tree to the exercise's depth within the level's node bounds, as minimax counts it; something
//! for alpha-beta to prune.

use cutoff::practice::{kinds, level_bounds, position, LEVELS};
use cutoff::search::{Algorithm, SearchConfig};
use cutoff::AnyGame;

const SEEDS: u64 = 60;

#[test]
fn every_game_gives_a_position_in_bounds_that_is_not_over_for_many_seeds() {
    for kind in kinds() {
        for (level, _, _) in LEVELS {
            let (min, max) = level_bounds(kind, level).unwrap();
            for seed in 0..SEEDS {
                let p = position(kind, seed, level)
                    .unwrap_or_else(|e| panic!("{kind} {level} seed {seed}: {e}"));
                let game = AnyGame::load(&p.game).unwrap();
                assert_eq!(game.kind(), kind);
                assert!(
                    !game.is_terminal(),
                    "{kind} {level} seed {seed}: the game is over"
                );
                assert!(
                    game.legal_move_count() >= 2,
                    "{kind} {level} seed {seed}: fewer than two moves"
                );
                assert!(
                    (min..=max).contains(&p.nodes),
                    "{kind} {level} seed {seed}: {} nodes",
                    p.nodes
                );
                // The count is minimax's over the tree the page will search.
                let config = SearchConfig {
                    algorithm: Algorithm::Minimax,
                    depth: Some(p.depth),
                    ..SearchConfig::default()
                };
                assert_eq!(game.search(&config).unwrap().stats.nodes, p.nodes);
                assert_eq!(game.board(), p.board);
                // Alpha-beta prunes something: the pruned-branches task always has an answer.
                let ab = SearchConfig {
                    algorithm: Algorithm::Alphabeta,
                    depth: Some(p.depth),
                    ..SearchConfig::default()
                };
                assert!(
                    !game
                        .search_traced(&ab, 1_000_000)
                        .unwrap()
                        .pruned
                        .is_empty(),
                    "{kind} {level} seed {seed}: nothing pruned"
                );
            }
        }
    }
}

#[test]
fn the_same_kind_seed_and_level_give_the_same_position() {
    for kind in kinds() {
        for seed in [0, 1, 7, 123_456, 2_147_483_647] {
            assert_eq!(
                position(kind, seed, "medium").unwrap(),
                position(kind, seed, "medium").unwrap()
            );
        }
    }
}

#[test]
fn different_seeds_give_different_positions() {
    for kind in kinds() {
        let boards: std::collections::HashSet<_> = (0..20)
            .map(|s| position(kind, s, "easy").unwrap().board)
            .collect();
        // Nim's easy games are two (2,1 and 3,1: see positions_vary_…); the others' are many.
        let least = if kind == "nim" { 2 } else { 5 };
        assert!(
            boards.len() >= least,
            "{kind}: only {} positions from 20 seeds",
            boards.len()
        );
    }
}

#[test]
fn tictactoe_and_nim_are_searched_to_the_end_dodgem_and_connect_four_two_or_three_plies() {
    for seed in 0..20 {
        let t = position("tictactoe", seed, "easy").unwrap();
        assert_eq!(t.depth, AnyGame::load(&t.game).unwrap().natural_depth());
        let n = position("nim", seed, "hard").unwrap();
        assert_eq!(n.depth, AnyGame::load(&n.game).unwrap().natural_depth());
        assert_eq!(position("dodgem", seed, "easy").unwrap().depth, 2);
        assert_eq!(position("dodgem", seed, "hard").unwrap().depth, 3);
        let c = position("connect4", seed, "easy").unwrap();
        assert_eq!(c.game.options["size"], "4x4");
        assert!(c.depth <= 2);
    }
}

#[test]
fn nim_heaps_are_small() {
    for seed in 0..40 {
        let p = position("nim", seed, "hard").unwrap();
        let text = p.game.options["position"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .next()
            .unwrap()
            .to_string();
        let heaps: Vec<u32> = text.split(',').map(|h| h.parse().unwrap()).collect();
        assert!(
            (2..=3).contains(&heaps.len()) && heaps.iter().all(|&h| h <= 4),
            "seed {seed}: {text}"
        );
    }
}

#[test]
fn an_unknown_game_or_level_is_an_error_that_names_the_known_ones() {
    let e = position("chess", 1, "easy").unwrap_err();
    // In the registry's order, as the Game menu lists them.
    assert!(
        e.message.contains("tictactoe, dodgem, connect4, nim"),
        "{}",
        e.message
    );
    let e = position("nim", 1, "extreme").unwrap_err();
    assert!(e.message.contains("easy, medium, hard"), "{}", e.message);
}

#[test]
fn positions_vary_from_seed_to_seed_and_nim_is_written_as_a_class_would() {
    for kind in kinds() {
        for (level, _, _) in LEVELS {
            let mut seen: std::collections::HashMap<String, u32> = Default::default();
            for seed in 0..200u64 {
                let p = position(kind, seed, level).unwrap();
                if kind == "nim" {
                    // Largest heap first, no empty heap: 2,0,1 and 1,2 are both the exercise 2,1.
                    let text = p.game.options["position"].as_str().unwrap().to_string();
                    let heaps: Vec<u32> = text.split(',').map(|h| h.parse().unwrap()).collect();
                    assert!(
                        heaps.iter().all(|&h| h > 0) && heaps.windows(2).all(|w| w[0] >= w[1]),
                        "nim {level} seed {seed}: {text}"
                    );
                    // Misère only above the easy level.
                    assert!(level != "easy" || p.game.options["misere"] == false);
                }
                *seen
                    .entry(serde_json::to_string(&p.game).unwrap())
                    .or_default() += 1;
            }
            let most = *seen.values().max().unwrap();
            // Nim's small games are few (easy: 2,1 and 3,1; harder ones also misère): at least two,
            // none for most of the class; the other games' positions are many.
            let least = if kind == "nim" {
                if level == "easy" {
                    2
                } else {
                    4
                }
            } else {
                40
            };
            assert!(
                seen.len() >= least,
                "{kind} {level}: {} distinct positions in 200 seeds",
                seen.len()
            );
            assert!(
                most <= 120,
                "{kind} {level}: one position for {most} of 200 seeds"
            );
        }
    }
}

#[test]
fn no_exercise_has_all_its_leaves_at_one_value() {
    // Nim 1,1,1 (every line three moves long, every leaf the same win) has nothing to work out.
    for kind in kinds() {
        for (level, _, _) in LEVELS {
            for seed in 0..SEEDS {
                let p = position(kind, seed, level).unwrap();
                let game = AnyGame::load(&p.game).unwrap();
                let config = SearchConfig {
                    algorithm: Algorithm::Minimax,
                    depth: Some(p.depth),
                    ..SearchConfig::default()
                };
                let t = game.search_traced(&config, 100_000).unwrap();
                let n = t.trace.node_count();
                let parents: std::collections::HashSet<u32> =
                    (1..n).map(|i| t.trace.parent(i)).collect();
                let leaves: std::collections::HashSet<i32> = (0..n)
                    .filter(|&i| !parents.contains(&(i as u32)))
                    .map(|i| t.trace.value(i))
                    .collect();
                assert!(
                    leaves.len() >= 2,
                    "{kind} {level} seed {seed}: every leaf is {leaves:?}"
                );
            }
        }
    }
}
