//! The JavaScript API driven as the page drives it, in a real browser:
//! `wasm-pack test --headless --chrome crate`.
#![cfg(target_arch = "wasm32")]

use cutoff::wasm::Cutoff;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}

fn get(v: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(v.clone(), |v, k| {
        js_sys::Reflect::get(&v, &k.into()).unwrap()
    })
}

#[wasm_bindgen_test]
fn aima_alphabeta_finds_3_with_11_nodes_7_evals_and_1_cutoff() {
    let mut c = Cutoff::new(json(r#"{"kind":"preset","name":"aima"}"#)).unwrap();
    let s = c.search(json(r#"{"algorithm":"alphabeta"}"#)).unwrap();
    assert_eq!(get(&s, "value").as_f64(), Some(3.0));
    assert_eq!(get(&s, "stats.nodes").as_f64(), Some(11.0));
    assert_eq!(get(&s, "stats.evals").as_f64(), Some(7.0));
    assert_eq!(get(&s, "stats.cutoffs").as_f64(), Some(1.0));
    assert_eq!(c.node_parent().unwrap().len(), 11);
    // C's last two leaves are pruned and drawn greyed: display ids 11 and 12 under C.
    assert_eq!(c.pruned_parent().unwrap(), vec![5, 5]);
    let labels = c.tree_labels_joined().unwrap().unwrap();
    assert_eq!(labels.split('\n').nth(5), Some("C"));
    assert_eq!(c.tree_static_values().unwrap().unwrap()[11], 4);
    let names = c.node_names_joined().unwrap();
    assert_eq!(names.split('\n').count(), 13, "11 visited + 2 pruned");
    assert_eq!(names.split('\n').nth(5), Some("C"));
}

#[wasm_bindgen_test]
fn the_trace_arrays_agree_with_each_other() {
    let mut c = Cutoff::new(json(r#"{"kind":"preset","name":"wikipedia"}"#)).unwrap();
    let s = c.search(json(r#"{"algorithm":"minimax"}"#)).unwrap();
    let events = get(&s, "events").as_f64().unwrap() as usize;
    let kind = c.event_kind().unwrap();
    let node = c.event_node().unwrap();
    assert_eq!(kind.len(), events);
    assert_eq!(node.len(), events);
    let enter = c.node_enter_event().unwrap();
    for (id, &e) in enter.iter().enumerate() {
        assert_eq!(
            kind[e as usize], 0,
            "node {id} is entered by an Enter event"
        );
        assert_eq!(node[e as usize] as usize, id);
    }
    assert_eq!(get(&s, "value").as_f64(), Some(6.0));
}

#[wasm_bindgen_test]
fn a_malformed_tree_throws_an_error_with_line_and_column() {
    let err = match Cutoff::new(json(r#"{"kind":"tree","text":"(1 2\n (3 x))"}"#)) {
        Ok(_) => panic!("a malformed tree was accepted"),
        Err(e) => e,
    };
    let e: &js_sys::Error = err.dyn_ref().expect("a JS Error");
    assert!(String::from(e.message()).contains("line 2"));
    assert_eq!(get(&err, "line").as_f64(), Some(2.0));
    assert_eq!(get(&err, "column").as_f64(), Some(5.0));
}

#[wasm_bindgen_test]
fn tictactoe_alphabeta_visits_18297_nodes_and_boards_show_the_moves() {
    let mut c = Cutoff::new(json(r#"{"kind":"tictactoe"}"#)).unwrap();
    let s = c.search(json(r#"{"algorithm":"alphabeta"}"#)).unwrap();
    assert_eq!(get(&s, "stats.nodes").as_f64(), Some(18297.0));
    assert_eq!(get(&s, "value").as_f64(), Some(0.0));
    assert_eq!(c.board(0).unwrap().as_deref(), Some("......... x"));
    assert_eq!(c.board(1).unwrap().as_deref(), Some("X........ o"));
}

#[wasm_bindgen_test]
fn a_bad_configuration_is_an_error_not_a_panic() {
    let mut c = Cutoff::new(json(r#"{"kind":"preset","name":"aima"}"#)).unwrap();
    assert!(c.search(json(r#"{"algorithm":"nonsense"}"#)).is_err());
    assert!(Cutoff::new(json(r#"{"kind":"preset","name":"nope"}"#)).is_err());
}

#[wasm_bindgen_test]
fn the_catalogue_lists_every_game_with_its_options_and_presets() {
    let cat: js_sys::Array = cutoff::wasm::catalogue().unwrap().dyn_into().unwrap();
    let kinds: Vec<String> = cat
        .iter()
        .map(|g| get(&g, "kind").as_string().unwrap())
        .collect();
    assert!(
        kinds.starts_with(&[
            "tree".to_string(),
            "tictactoe".to_string(),
            "chess".to_string()
        ]),
        "{kinds:?}"
    );
    let chess = cat
        .iter()
        .find(|g| get(g, "kind").as_string().as_deref() == Some("chess"))
        .unwrap();
    assert_eq!(get(&chess, "maxDepth").as_f64(), Some(200.0));
    let presets: js_sys::Array = get(&chess, "presets").dyn_into().unwrap();
    let zugzwang = presets
        .iter()
        .find(|p| get(p, "name").as_string().as_deref() == Some("zugzwang"))
        .unwrap();
    assert_eq!(get(&zugzwang, "depth").as_f64(), Some(7.0));
    assert_eq!(get(&zugzwang, "search.nullMove").as_f64(), Some(3.0));
    // A preset's options load the game as they are.
    let spec = js_sys::Object::new();
    js_sys::Reflect::set(&spec, &"kind".into(), &"chess".into()).unwrap();
    js_sys::Reflect::set(&spec, &"fen".into(), &get(&zugzwang, "options.fen")).unwrap();
    assert_eq!(Cutoff::new(spec.into()).unwrap().kind(), "chess");
}

#[wasm_bindgen_test]
fn an_untraced_count_stops_at_its_node_budget_with_a_code() {
    let c = Cutoff::new(json(r#"{"kind":"tictactoe"}"#)).unwrap();
    // Minimax on the empty board visits 549,946 nodes: a budget of 1,000 stops it.
    let e = c
        .count(json(r#"{"algorithm":"minimax","maxNodes":1000}"#))
        .unwrap_err();
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("countBudget"));
    assert_eq!(get(&e, "params.n").as_f64(), Some(1000.0));
    let s = c.count(json(r#"{"algorithm":"minimax"}"#)).unwrap();
    assert_eq!(get(&s, "stats.nodes").as_f64(), Some(549_946.0));
}

#[wasm_bindgen_test]
fn mcts_through_the_handle_gives_the_cli_s_visits_and_its_trace_to_the_getters() {
    // The same search as `cutoff search --game tictactoe --position O...X...X --algo mcts --iterations 40 --seed 7`.
    let mut c = Cutoff::new(json(r#"{"kind":"tictactoe","position":"O...X...X"}"#)).unwrap();
    let s = c.mcts(json(r#"{"iterations":40,"seed":7}"#)).unwrap();
    assert_eq!(get(&s, "bestMoveName").as_string().as_deref(), Some("O7"));
    assert_eq!(get(&s, "stats.nodes").as_f64(), Some(41.0));
    let visits: Vec<f64> = (0..6)
        .map(|k| get(&s, &format!("children.{k}.visits")).as_f64().unwrap())
        .collect();
    assert_eq!(visits, vec![7.0, 5.0, 8.0, 6.0, 10.0, 4.0]);
    assert_eq!(c.node_parent().unwrap().len(), 41);
    let names = c.node_names_joined().unwrap();
    assert_eq!(names.split('\n').nth(5), Some("O7"));
    // A bad parameter is an error with its code, not a panic.
    let e = c.mcts(json(r#"{"iterations":0}"#)).unwrap_err();
    assert_eq!(
        get(&e, "code").as_string().as_deref(),
        Some("mcts.iterations")
    );
    let e = c.mcts(json(r#"{"iterations":10,"depth":3}"#)).unwrap_err();
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("badConfig"));
}
