//! A ready-made position, one type for every game: its name and title, what loads it, what it
//! teaches and the settings its note speaks of. Each game lists its own; the catalogue
//! ([`PresetInfo`]) and loading by name read them here.

use super::PresetInfo;
use crate::error::Error;

/// A preset of a game. `X` is what loads it beside the position where a game needs more (Connect
/// Four's board size, Nim's misère flag); `()` elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset<X: 'static = ()> {
    pub name: &'static str,
    pub title: &'static str,
    /// The position in the game's own text: a FEN, cells row by row, columns played, heaps, a tree.
    pub position: &'static str,
    /// What loads it beside the position.
    pub extra: X,
    /// What it teaches; the game's tests check each claim.
    pub note: &'static str,
    /// The depth the note speaks of.
    pub depth: Option<u32>,
    /// The search settings the note speaks of, as JSON (algorithm and techniques as the search
    /// config names them).
    pub search: Option<&'static str>,
}

impl<X> Preset<X> {
    /// The catalogue's entry, with `options`, the spec's options that load it.
    pub fn info(&self, options: serde_json::Value) -> PresetInfo {
        PresetInfo {
            name: self.name,
            title: self.title,
            options,
            note: self.note,
            depth: self.depth,
            // The settings are the crate's own text; a test reads every game's.
            search: self
                .search
                .map(|s| serde_json::from_str(s).unwrap_or(serde_json::Value::Null)),
        }
    }
}

/// The presets' names, in order.
pub fn names<X>(presets: &[Preset<X>]) -> Vec<&'static str> {
    presets.iter().map(|p| p.name).collect()
}

/// The preset called `name`, if there is one: the one lookup, for a game whose unknown name has
/// an error of its own (a tree's); [`find`] gives the games' common error.
pub fn named<'a, X>(presets: &'a [Preset<X>], name: &str) -> Option<&'a Preset<X>> {
    presets.iter().find(|p| p.name == name)
}

/// The preset called `name`.
///
/// # Errors
/// An unknown name, with the known ones; `game` names the game in the message, `kind` is its
/// catalogue kind.
pub fn find<'a, X>(
    presets: &'a [Preset<X>],
    name: &str,
    game: &str,
    kind: &str,
) -> Result<&'a Preset<X>, Error> {
    named(presets, name).ok_or_else(|| {
        err!("unknownGamePreset", "unknown {game} preset '{name}': use {list}", game = game, name = name, list = crate::error::list(names(presets), ", "); kind = kind)
    })
}

#[cfg(test)]
mod tests {
    use crate::game::{chess, connect4, dodgem, nim, tree, xiangqi};

    #[test]
    fn every_presets_search_settings_are_a_json_object() {
        let settings = chess::CHESS_PRESETS
            .iter()
            .map(|p| (p.name, p.search))
            .chain(xiangqi::XIANGQI_PRESETS.iter().map(|p| (p.name, p.search)))
            .chain(
                connect4::CONNECT4_PRESETS
                    .iter()
                    .map(|p| (p.name, p.search)),
            )
            .chain(dodgem::DODGEM_PRESETS.iter().map(|p| (p.name, p.search)))
            .chain(nim::NIM_PRESETS.iter().map(|p| (p.name, p.search)))
            .chain(tree::TREE_PRESETS.iter().map(|p| (p.name, p.search)));
        let mut seen = 0;
        for (name, search) in settings {
            if let Some(text) = search {
                let value: Result<serde_json::Map<String, serde_json::Value>, _> =
                    serde_json::from_str(text);
                assert!(
                    value.is_ok_and(|m| m.contains_key("algorithm")),
                    "{name}: {text}"
                );
                seen += 1;
            }
        }
        assert_eq!(seen, 4 + 4 + 3 + 3 + 3);
    }
}
