//! What the catalog knows of each technique, in one table: its id, the name explanations show,
//! its difficulty tier, its weight in the score and the code that finds it. [`TABLE`] has one
//! row per [`TechniqueId`], easiest first; every other list (the engine's [`CATALOG`], the
//! catalog folders, the JSON ids) is read from it.

use std::fmt;

use super::{
    Adjacency, CaseSplit, ClueCases, ClueFact, Contradiction, CrossExclusion, FixedOffset,
    LastPossibility, OrderBounds, PairCases, Subsets, Technique, TransitiveLink,
};

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
    /// An item's few candidates all exclude another item.
    CrossExclusion,
    /// A comparison rules out places past an end.
    OrderBounds,
    /// A fixed difference links two items' places.
    FixedOffset,
    /// A neighbour's known place pins the other.
    Adjacency,
    /// A few items share as many candidates between them.
    Subsets,
    /// Both ways of a pair clue agree.
    PairCases,
    /// Every case a clue leaves agrees, or one is left.
    ClueCases,
    /// Suppose a cell; a contradiction follows.
    Contradiction,
    /// Split on the few ways something can be; follow each case.
    CaseSplit,
    /// Logic stalls; exhaustive search from the grid.
    Search,
}

/// One technique's row in [`TABLE`].
pub struct Row {
    pub id: TechniqueId,
    /// The snake_case id: the module name, the catalog folder and the JSON value.
    pub key: &'static str,
    /// The name shown in explanations.
    pub name: &'static str,
    /// The difficulty tier of a puzzle that needs this technique.
    pub tier: Tier,
    /// Points a step of this technique adds to the difficulty score (see docs/difficulty.md).
    pub weight: u32,
    /// The code that finds it, for the techniques the engine tries in turn. One-to-one is a rule
    /// applied with every ✓ (its ✗s are shown as consequences of the step that placed the ✓);
    /// search is the engine's fallback, not a technique.
    pub finder: Option<&'static dyn Technique>,
}

/// Every technique and rule, easiest first, in the order of [`TechniqueId`]'s variants (a test
/// keeps them in step). The order is the order the engine tries them: a product decision.
#[rustfmt::skip]
pub static TABLE: [Row; 14] = [
    Row { id: TechniqueId::ClueFact, key: "clue_fact", name: "clue fact", tier: Tier::Easy, weight: 1, finder: Some(&ClueFact) },
    Row { id: TechniqueId::OneToOne, key: "one_to_one", name: "one-to-one", tier: Tier::Easy, weight: 0, finder: None },
    Row { id: TechniqueId::LastPossibility, key: "last_possibility", name: "last possibility", tier: Tier::Easy, weight: 1, finder: Some(&LastPossibility) },
    Row { id: TechniqueId::TransitiveLink, key: "transitive_link", name: "transitive link", tier: Tier::Medium, weight: 2, finder: Some(&TransitiveLink) },
    Row { id: TechniqueId::CrossExclusion, key: "cross_exclusion", name: "cross-category exclusion", tier: Tier::Medium, weight: 3, finder: Some(&CrossExclusion) },
    Row { id: TechniqueId::OrderBounds, key: "order_bounds", name: "order bounds", tier: Tier::Medium, weight: 2, finder: Some(&OrderBounds) },
    Row { id: TechniqueId::FixedOffset, key: "fixed_offset", name: "fixed offset", tier: Tier::Medium, weight: 3, finder: Some(&FixedOffset) },
    Row { id: TechniqueId::Adjacency, key: "adjacency", name: "adjacency", tier: Tier::Medium, weight: 3, finder: Some(&Adjacency) },
    Row { id: TechniqueId::Subsets, key: "subsets", name: "subsets", tier: Tier::Hard, weight: 5, finder: Some(&Subsets) },
    Row { id: TechniqueId::PairCases, key: "pair_cases", name: "pair cases", tier: Tier::Hard, weight: 5, finder: Some(&PairCases) },
    Row { id: TechniqueId::ClueCases, key: "clue_cases", name: "clue case analysis", tier: Tier::Hard, weight: 6, finder: Some(&ClueCases) },
    Row { id: TechniqueId::Contradiction, key: "contradiction", name: "contradiction", tier: Tier::Expert, weight: 20, finder: Some(&Contradiction) },
    Row { id: TechniqueId::CaseSplit, key: "case_split", name: "case split", tier: Tier::Master, weight: 30, finder: Some(&CaseSplit) },
    Row { id: TechniqueId::Search, key: "search", name: "search", tier: Tier::Extreme, weight: 100, finder: None },
];

/// The techniques the engine tries, easiest first: the rows of [`TABLE`] that have a finder.
pub static CATALOG: std::sync::LazyLock<Vec<&'static dyn Technique>> =
    std::sync::LazyLock::new(|| TABLE.iter().filter_map(|row| row.finder).collect());

impl TechniqueId {
    /// Every id, easiest first (the order of the catalog folders' ranks).
    pub const ALL: [TechniqueId; 14] = [
        TechniqueId::ClueFact,
        TechniqueId::OneToOne,
        TechniqueId::LastPossibility,
        TechniqueId::TransitiveLink,
        TechniqueId::CrossExclusion,
        TechniqueId::OrderBounds,
        TechniqueId::FixedOffset,
        TechniqueId::Adjacency,
        TechniqueId::Subsets,
        TechniqueId::PairCases,
        TechniqueId::ClueCases,
        TechniqueId::Contradiction,
        TechniqueId::CaseSplit,
        TechniqueId::Search,
    ];

    /// This technique's row of [`TABLE`].
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

/// How hard a puzzle is, from the hardest technique it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// Clue facts, one-to-one and last possibilities only (the Easy rows of [`TABLE`]).
    Easy,
    /// Needs a link between blocks or a comparison's reach (the Medium rows of [`TABLE`]).
    Medium,
    /// Needs to weigh a few options at once (the Hard rows of [`TABLE`]).
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
