//! The difficulty rating: a score from the effort of the moves ([`crate::explain::effort`]: each ✓ at the
//! weight of the hardest technique used so far, reading the clues, the size of look-ahead), a
//! tier from the score within bounds set by the hardest technique, the cost of each move, and the
//! count of steps per technique. See `docs/difficulty.md`.

use std::collections::BTreeMap;

use crate::techniques::TechniqueId;
pub use crate::techniques::Tier;

/// A puzzle's rating.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Rating {
    /// The tier (Easy … Extreme).
    pub tier: Tier,
    /// The score: the effort (see `crate::explain::effort`).
    pub score: u32,
    /// Steps per technique (one-to-one counts the steps whose ✓ brought one-to-one ✗s).
    pub counts: BTreeMap<TechniqueId, usize>,
    /// The hardest technique among the steps the score counts.
    pub hardest: Option<TechniqueId>,
    /// What each move costs (empty for a rating made by [`Rating::from_steps`]).
    pub effort: Effort,
}

impl Rating {
    /// Rates a list of (technique, clues cited, brought one-to-one consequences) per step.
    pub fn from_steps(steps: impl IntoIterator<Item = (TechniqueId, usize, bool)>) -> Rating {
        let mut counts = BTreeMap::new();
        let mut tier = Tier::Easy;
        let mut score = 0;
        for (technique, clues, one_to_one) in steps {
            *counts.entry(technique).or_insert(0) += 1;
            tier = tier.max(technique.tier());
            score += technique.step_weight(clues);
            if one_to_one {
                *counts.entry(TechniqueId::OneToOne).or_insert(0) += 1;
            }
        }
        Rating {
            tier,
            score,
            counts,
            hardest: None,
            effort: Effort::default(),
        }
    }

    /// Whether the rating says search (guessing) was needed.
    pub fn needs_search(&self) -> bool {
        self.tier == Tier::Extreme
    }
}

/// What one move costs.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MoveCost {
    /// The move's number (from 1).
    #[serde(rename = "move")]
    pub number: usize,
    /// The step that makes the move.
    pub step: usize,
    /// The technique of that step.
    pub technique: TechniqueId,
    /// The cost of that step.
    pub cost: u32,
    /// The cost of the bookkeeping folded under it.
    pub bookkeeping: u32,
}

impl MoveCost {
    /// The move's whole cost.
    pub fn total(&self) -> u32 {
        self.cost + self.bookkeeping
    }
}

/// The effort of an explanation: its moves' costs, and the score.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct Effort {
    /// Every move's cost, in order.
    pub moves: Vec<MoveCost>,
    /// The ✓s found by steps no move shows, and those no step sets (the engine stops when the
    /// rows are known; the last ✓s are read off them), each at the last phase's weight.
    pub rest: u32,
    /// Reading the clues: one per distinct fact the clues state outright (see [`crate::explain::effort::reading`]).
    pub reading: u32,
    /// The costliest move among the moves of the hardest technique a move is made by (the first
    /// such), if any.
    pub hardest: Option<usize>,
    /// The sum of every cost: reading, the moves and the rest.
    pub score: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tier_is_the_hardest_technique_and_score_sums_weights() {
        let rating = Rating::from_steps([
            (TechniqueId::ClueFact, 1, true),
            (TechniqueId::TransitiveLink, 0, false),
            (TechniqueId::LastPossibility, 0, true),
        ]);
        assert_eq!(rating.tier, Tier::Medium);
        assert_eq!(rating.score, 1 + 2 + 1);
        assert_eq!(rating.counts[&TechniqueId::OneToOne], 2);
    }

    #[test]
    fn a_case_split_is_master_and_costs_more_than_a_contradiction() {
        let split = Rating::from_steps([(TechniqueId::CaseSplit, 2, false)]);
        assert_eq!(split.tier, Tier::Master);
        assert!(split.score > TechniqueId::Contradiction.weight());
    }
}
