//! A transposition table: what a search learned about a position, keyed by the position's hash.
// CITE: Greenblatt et al. 1967 (the Mac Hack VI hash table); bounds as in Marsland 1986.

use crate::game::MATE_BOUND;
use crate::trace::Bound;
use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

/// The map's hasher: the keys are already a position's hash (or, for Connect Four, its bitboards),
/// so SipHash's protection against chosen keys buys nothing and costs most of a probe. SplitMix64's
/// finaliser spreads every bit of the key over the bits the map indexes and tags by.
// CITE: Steele, Lea and Flood 2014, "Fast splittable pseudorandom number generators" (the mix).
#[derive(Default)]
pub struct KeyMix(u64);

impl Hasher for KeyMix {
    fn finish(&self) -> u64 {
        let mut z = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
    fn write_u32(&mut self, key: u32) {
        self.0 = key as u64;
    }
}

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

/// The most entries a table keeps unless told otherwise: about 200 MB at worst (an entry with its
/// map slot and its place in the age queue is under 50 bytes), and far more than any teaching
/// search stores, so that every entry of those is kept.
pub const DEFAULT_TT_ENTRIES: usize = 4_000_000;

/// The table. A map keyed by the whole hash rather than an array of buckets indexed by part of it:
/// two positions never share a slot, so below its capacity the table keeps every entry and a hit is
/// always explained by an earlier store. At capacity, a new position replaces the oldest one stored
/// (first in, first out), and [`Table::store`] says which, so the trace can narrate the eviction.
#[derive(Debug)]
pub struct Table {
    map: HashMap<u64, Entry, BuildHasherDefault<KeyMix>>,
    /// Hashes in the order first stored: the front is the next to go.
    age: VecDeque<u64>,
    capacity: usize,
}

impl Default for Table {
    fn default() -> Self {
        Table::with_capacity(DEFAULT_TT_ENTRIES)
    }
}

impl Table {
    /// A table that keeps at most `entries` positions (at least one).
    pub fn with_capacity(entries: usize) -> Self {
        Table {
            map: HashMap::default(),
            age: VecDeque::new(),
            capacity: entries.max(1),
        }
    }

    /// The entry for `hash`, its mate scores made relative to `ply` again.
    pub fn probe(&self, hash: u64, ply: u32) -> Option<Entry> {
        self.map.get(&hash).map(|e| Entry {
            value: from_table(e.value, ply),
            ..*e
        })
    }

    /// Stores (always replacing the same position's entry: the latest search of a position is the
    /// one to explain). When the table is full and the position is new, the oldest position's
    /// entry goes; it is returned (its value as stored).
    pub fn store(
        &mut self,
        hash: u64,
        ply: u32,
        depth: u32,
        value: i32,
        bound: Bound,
        best: Option<u32>,
    ) -> Option<Entry> {
        let entry = Entry {
            depth,
            value: to_table(value, ply),
            bound,
            best,
        };
        if let Some(slot) = self.map.get_mut(&hash) {
            *slot = entry;
            return None;
        }
        let evicted = if self.map.len() >= self.capacity {
            self.age.pop_front().and_then(|old| self.map.remove(&old))
        } else {
            None
        };
        self.map.insert(hash, entry);
        self.age.push_back(hash);
        evicted
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
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
