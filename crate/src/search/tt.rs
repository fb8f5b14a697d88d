//! A transposition table: what a search learned about a position, keyed by the position's hash.
// CITE: Greenblatt et al. 1967 (the Mac Hack VI hash table); bounds as in Marsland 1986.

use crate::game::MATE_BOUND;
use crate::trace::Bound;
use std::collections::HashMap;

/// One stored result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Remaining depth the value was searched to.
    pub depth: u32,
    /// The value, relative to the node (mate scores made independent of the ply, see `store`).
    pub value: i32,
    pub bound: Bound,
    /// The best move's index in the position's legal moves (the hash move).
    pub best: Option<u32>,
}

/// The table. A map rather than a fixed array of buckets: a teaching tool wants every entry kept,
/// so that a hit is always explained by an earlier store.
#[derive(Debug, Default)]
pub struct Table {
    map: HashMap<u64, Entry>,
}

impl Table {
    /// The entry for `hash`, its mate scores made relative to `ply` again.
    pub fn probe(&self, hash: u64, ply: u32) -> Option<Entry> {
        self.map.get(&hash).map(|e| Entry { value: from_table(e.value, ply), ..*e })
    }

    /// Stores (always replacing: the latest search of a position is the one to explain).
    pub fn store(&mut self, hash: u64, ply: u32, depth: u32, value: i32, bound: Bound, best: Option<u32>) {
        self.map.insert(hash, Entry { depth, value: to_table(value, ply), bound, best });
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// A mate score counts plies from the root; in the table it counts from the node, so that the same
/// position reached at another ply reads the right distance.
fn to_table(v: i32, ply: u32) -> i32 {
    if v >= MATE_BOUND {
        v + ply as i32
    } else if v <= -MATE_BOUND {
        v - ply as i32
    } else {
        v
    }
}

fn from_table(v: i32, ply: u32) -> i32 {
    if v >= MATE_BOUND {
        v - ply as i32
    } else if v <= -MATE_BOUND {
        v + ply as i32
    } else {
        v
    }
}
