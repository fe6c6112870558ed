//! The names of techniques and of difficulty tiers: [`TechniqueId`] (each technique's id, name,
//! tier and weight are read from its row of [`super::TABLE`]) and [`Tier`].

use std::fmt;

use super::{Row, TABLE};

/// Every technique and rule a step can be made by, easiest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TechniqueId {
    /// A clue states the fact outright.
    ClueFact,
    /// A ✓ rules out the rest of its row and column in a block.
    OneToOne,
    /// The last open cell of a line is its ✓.
    LastPossibility,
    /// Facts passed through a ✓ to another block.
    TransitiveLink,
    /// A clue's other options are ruled out: the one left holds.
    LastOption,
    /// An item's few candidates all exclude another item.
    CrossExclusion,
    /// A comparison rules out places past an end.
    OrderBounds,
    /// A fixed difference links two items' places.
    FixedOffset,
    /// Two items the same distance from one anchor share a place (different distances, or
    /// opposite sides of it: not).
    SameOffset,
    /// A neighbour's known place pins the other.
    Adjacency,
    /// A few items share as many candidates between them.
    Subsets,
    /// Both ways of a pair clue agree.
    PairCases,
    /// Suppose each speaker in turn is the one who lies (a count of statements); follow each.
    LiarCases,
    /// Every case a clue leaves agrees, or one is left.
    ClueCases,
    /// Suppose a cell; a contradiction follows.
    Contradiction,
    /// Split on the few ways something can be; follow each case.
    CaseSplit,
    /// Logic stalls; exhaustive search from the grid.
    Search,
}

impl TechniqueId {
    /// Every id, easiest first (the order of the catalog folders' ranks).
    pub const ALL: [TechniqueId; 17] = [
        TechniqueId::ClueFact,
        TechniqueId::OneToOne,
        TechniqueId::LastPossibility,
        TechniqueId::TransitiveLink,
        TechniqueId::LastOption,
        TechniqueId::CrossExclusion,
        TechniqueId::OrderBounds,
        TechniqueId::FixedOffset,
        TechniqueId::SameOffset,
        TechniqueId::Adjacency,
        TechniqueId::Subsets,
        TechniqueId::PairCases,
        TechniqueId::LiarCases,
        TechniqueId::ClueCases,
        TechniqueId::Contradiction,
        TechniqueId::CaseSplit,
        TechniqueId::Search,
    ];

    /// This technique's bit in a set of techniques (a `u64`).
    pub fn bit(self) -> u64 {
        1 << self as u32
    }

    /// This technique's row of `super::TABLE`.
    pub fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The snake_case id: the module name, the catalog folder and the JSON value.
    pub fn id(self) -> &'static str {
        self.row().key
    }

    /// The name shown in explanations.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The difficulty tier of a puzzle that needs this technique.
    pub fn tier(self) -> Tier {
        self.row().tier
    }

    /// Points a step of this technique citing `clues` clues adds to the difficulty score (see
    /// docs/difficulty.md): the same for every step of a technique.
    pub fn step_weight(self, _clues: usize) -> u32 {
        self.weight()
    }

    /// Points a step of this technique adds to the difficulty score (see docs/difficulty.md).
    pub fn weight(self) -> u32 {
        self.row().weight
    }

    /// Looks an id up by its snake_case name.
    pub fn from_id(id: &str) -> Option<TechniqueId> {
        TABLE.iter().find(|row| row.key == id).map(|row| row.id)
    }
}

/// How hard a puzzle is: from its effort, within bounds set by the hardest technique it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// Clue facts, one-to-one and last possibilities only (the Easy rows of `super::TABLE`).
    Easy,
    /// Needs a link between blocks or a comparison's reach (the Medium rows of `super::TABLE`).
    Medium,
    /// Needs to weigh a few options at once (the Hard rows of `super::TABLE`).
    Hard,
    /// Needs a contradiction (suppose a cell, reach an impossibility).
    Expert,
    /// Needs a case split: a few cases followed each to a contradiction or a shared conclusion.
    Master,
    /// Logic stalls: needs search (guessing).
    Extreme,
}

impl Tier {
    /// Every tier, easiest first.
    pub const ALL: [Tier; 6] = [
        Tier::Easy,
        Tier::Medium,
        Tier::Hard,
        Tier::Expert,
        Tier::Master,
        Tier::Extreme,
    ];
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Tier::Easy => "Easy",
            Tier::Medium => "Medium",
            Tier::Hard => "Hard",
            Tier::Expert => "Expert",
            Tier::Master => "Master",
            Tier::Extreme => "Extreme",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_one_row_per_id_in_order() {
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(row.id as usize, i, "{}", row.key);
            assert_eq!(TechniqueId::ALL[i], row.id);
            if let Some(finder) = row.finder {
                assert_eq!(finder.id(), row.id, "{}", row.key);
            }
        }
        let tiers: Vec<Tier> = TABLE.iter().map(|row| row.tier).collect();
        assert!(tiers.is_sorted(), "easiest first");
    }
}
