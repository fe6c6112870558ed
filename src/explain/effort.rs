//! Effort: the difficulty score built from the moves a person makes (see docs/difficulty.md).
//!
//! The solution is a set of ✓s (every pair of items that share a row). Each ✓ costs the weight
//! of the *phase* it was found in ([`PHASE_WEIGHTS`]): the hardest tier of the steps up to the
//! one that found it. The engine tries techniques easiest first, so the grid where a phase
//! begins is the closure of the easier techniques, the same whatever the order of the clues,
//! items or categories: the count of ✓s per phase, and so the score, depends on what the clues
//! mean rather than on the path the engine happened to take. The hardest move counts most: every
//! ✓ after it is charged its weight. To that are added reading the clues ([`reading`]: one per
//! distinct fact stated) and each move's size (`size_cost`: premises held together past two,
//! and the cases and chain steps of a contradiction or case split).
//!
//! A move's cost is what its step and the bookkeeping folded under it find, so the moves' costs
//! show where the effort goes (`explain`, `rate --format json`).
//!
//! The tier comes from the score and the hardest technique together ([`tier`]): the score places
//! it between [`THRESHOLDS`], and the hardest technique bounds it from below and above
//! ([`bounds`]), so plain clue facts stay Easy however many, and one hard step in a tiny puzzle
//! does not make it Hard.

use crate::explain::explanation::{Explanation, Step};
use crate::explain::moves::{Moves, needed_steps};
use crate::explain::rating::{Effort, MoveCost, Rating, Tier};
use crate::techniques::{CaseChain, TechniqueId};

/// Score thresholds: a puzzle scoring at least `THRESHOLDS[i]` is at least tier `i + 1`
/// (Medium, Hard, Expert, Master), within the bounds of its hardest move.
pub const THRESHOLDS: [u32; 4] = [80, 150, 400, 900];

/// What a ✓ costs in each phase (Easy … Extreme): the phase is the hardest tier of the steps so
/// far, so every fact found after a hard step costs that step's weight.
pub const PHASE_WEIGHTS: [u32; 6] = [1, 3, 6, 12, 20, 40];

/// Rates an explanation by its effort (see [`crate::explain::effort`]); the counts are of every step.
pub fn rate(explanation: &Explanation) -> Rating {
    let effort = effort(explanation);
    let counted = counted_steps(explanation);
    let hardest = counted.iter().map(|s| s.technique).max();
    let tier = match hardest {
        // Cut short, the score is a lower bound and harder steps may follow: the tier is the
        // least the score and the hardest step so far allow, never capped by that step.
        Some(t) if explanation.outcome == crate::Outcome::TimedOut => at_least(effort.score, t),
        Some(t) => tier(effort.score, t),
        None => Tier::Easy,
    };
    let counts = Rating::from_steps(explanation.steps.iter().flat_map(|s| s.rated())).counts;
    Rating {
        tier,
        score: effort.score,
        counts,
        hardest,
        effort,
    }
}

/// The effort of an explanation (its steps and outcome; the rating in it is not read).
pub fn effort(explanation: &Explanation) -> Effort {
    let moves = Moves::of(explanation);
    let steps = &explanation.steps;
    let puzzle = &explanation.puzzle;
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let mut seen = std::collections::BTreeSet::new();
    let mut phase = Tier::Easy;
    // The cost of each step, in order.
    let mut cost = vec![0u32; steps.len() + 1];
    for step in steps {
        for part in flat(step) {
            phase = phase.max(part.technique.tier());
            let weight = PHASE_WEIGHTS[tier_index(phase)];
            let mut c = 0;
            for fact in part.conclusions.iter().chain(&part.consequences) {
                if fact.together && seen.insert(*fact) {
                    c += weight;
                }
            }
            cost[step.number] += c;
        }
    }
    let answer_facts = (n * k * k.saturating_sub(1) / 2) as u32;
    // The ✓s no step set: the engine stops once the rows are known, and which blocks are then
    // still open depends on which category the rows are (the first). A person reads them off the
    // rows with transitive links, so they cost at least a Medium ✓ whichever blocks they are in.
    let tail = if k > 2 {
        phase.max(Tier::Medium)
    } else {
        phase
    };
    let rest = answer_facts.saturating_sub(seen.len() as u32) * PHASE_WEIGHTS[tier_index(tail)];
    let mut costs = Vec::new();
    for m in &moves.moves {
        let step = &steps[m.step - 1];
        costs.push(MoveCost {
            number: m.number,
            step: m.step,
            technique: step.technique,
            // The steps a first move reads (each one clue on its own) are part of the move.
            cost: cost[m.step]
                + size_cost(step)
                + m.read
                    .iter()
                    .map(|&r| cost[r] + size_cost(&steps[r - 1]))
                    .sum::<u32>(),
            bookkeeping: m.folded.iter().map(|&f| cost[f]).sum(),
        });
    }
    let left_out = moves.left_out.iter().map(|&f| cost[f]).sum::<u32>() + rest;
    let hardest = costs
        .iter()
        .filter(|m| {
            Some(m.technique)
                == moves
                    .moves
                    .iter()
                    .map(|m| steps[m.step - 1].technique)
                    .max()
        })
        .fold(None::<&MoveCost>, |best, m| match best {
            Some(b) if b.total() >= m.total() => Some(b),
            _ => Some(m),
        });
    let reading = reading(puzzle);
    let score = costs.iter().map(MoveCost::total).sum::<u32>() + left_out + reading;
    Effort {
        reading,
        hardest: hardest.map(|m| m.number),
        moves: costs,
        rest: left_out,
        score,
    }
}

/// The cost of reading the clues: one per distinct fact the clues state outright, read by
/// meaning ([`crate::model::meaning`]), less the ✗s a stated ✓ brings by one-to-one. It does not depend
/// on the order the clues are read in, and a clue said twice, or split in two, costs the same.
pub fn reading(puzzle: &crate::model::Puzzle) -> u32 {
    let read = crate::model::meaning::read(puzzle);
    let facts: std::collections::BTreeSet<crate::grid::Fact> = read
        .clues()
        .iter()
        .flat_map(|c| crate::techniques::clue_facts_of(c, read.size()))
        .collect();
    let yes: Vec<&crate::grid::Fact> = facts.iter().filter(|f| f.together).collect();
    let brought = |f: &crate::grid::Fact| {
        yes.iter().any(|y| {
            (y.a == f.a && y.b.category == f.b.category && y.b != f.b)
                || (y.b == f.b && y.a.category == f.a.category && y.a != f.a)
                || (y.a == f.b && y.b.category == f.a.category && y.b != f.a)
                || (y.b == f.a && y.a.category == f.b.category && y.a != f.b)
        })
    };
    facts.iter().filter(|f| f.together || !brought(f)).count() as u32
}

fn tier_index(tier: Tier) -> usize {
    Tier::ALL.iter().position(|&t| t == tier).unwrap_or(0)
}

/// The extra cost of a step's size (premises held together; cases and chains followed).
fn size_cost(step: &Step) -> u32 {
    if !step.parts.is_empty() {
        return 0;
    }
    match step.technique {
        TechniqueId::Contradiction | TechniqueId::CaseSplit => CaseChain::size(&step.cases),
        _ => 0,
    }
}

/// The steps the score counts (grouped steps as their parts): every clue fact, and every other
/// step the answer needs.
pub fn counted_steps(explanation: &Explanation) -> Vec<&Step> {
    let needed = needed_steps(explanation);
    explanation
        .steps
        .iter()
        .filter(|s| needed.get(s.number).copied().unwrap_or(true))
        .flat_map(flat)
        .chain(
            explanation
                .steps
                .iter()
                .filter(|s| !needed.get(s.number).copied().unwrap_or(true))
                .flat_map(flat)
                .filter(|s| s.technique == TechniqueId::ClueFact),
        )
        .collect()
}

/// A step, or a grouped step's parts.
fn flat(step: &Step) -> Vec<&Step> {
    if step.parts.is_empty() {
        vec![step]
    } else {
        step.parts.iter().collect()
    }
}

/// The least score any puzzle of `categories` × `items` can have once it needs more than the
/// Easy techniques: C(k, 2) · (2n − 1).
///
/// Why: the Easy techniques (clue facts, one-to-one, last possibility) each work inside one block
/// of the grid (two categories), so a block settled before the first harder step is settled from
/// its own stated facts, and a permutation of n items needs at least n − 1 of them (a ✓ cuts
/// the ways left by at most the number of rows still open, a ✗ by less): n − 1 for reading them
/// plus n ✓s at 1 each. A block not settled by then has a ✓ found later, at 3 or more, and
/// j < n ✓s found before it need j stated facts: 2j + 3(n − j) ≥ 2n + 1. Every block of the
/// C(k, 2) costs at least 2n − 1. (`generate` refuses a tier this rules out at once.)
pub fn least_score_beyond_easy(categories: usize, items: usize) -> u64 {
    let blocks = (categories * categories.saturating_sub(1) / 2) as u64;
    blocks * (2 * items as u64).saturating_sub(1)
}

/// The scores that place a puzzle in `tier` ([`THRESHOLDS`]): the least, and the least of the
/// next tier (`None` from Master on).
pub fn score_range(tier: Tier) -> (u32, Option<u32>) {
    let i = tier_index(tier).min(THRESHOLDS.len());
    let low = i.checked_sub(1).map_or(0, |j| THRESHOLDS[j]);
    (low, THRESHOLDS.get(i).copied())
}

/// The tier of a score whose hardest technique is `hardest` (see the module header).
pub fn tier(score: u32, hardest: TechniqueId) -> Tier {
    let (floor, cap) = bounds(hardest);
    by_score(score).clamp(floor, cap)
}

/// The tier of a score alone ([`THRESHOLDS`]).
fn by_score(score: u32) -> Tier {
    match THRESHOLDS.iter().position(|&t| score < t) {
        Some(i) => Tier::ALL[i],
        None => Tier::Master,
    }
}

/// The least tier of a puzzle cut short at `score` with `hardest` its hardest step so far.
pub fn at_least(score: u32, hardest: TechniqueId) -> Tier {
    by_score(score).max(bounds(hardest).0)
}

/// The lowest and highest tier a puzzle whose hardest step is of `technique` can have.
pub fn bounds(technique: TechniqueId) -> (Tier, Tier) {
    match technique.tier() {
        Tier::Easy => (Tier::Easy, Tier::Easy),
        Tier::Medium => (Tier::Easy, Tier::Hard),
        Tier::Hard => (Tier::Medium, Tier::Expert),
        Tier::Expert => (Tier::Hard, Tier::Master),
        Tier::Master => (Tier::Master, Tier::Master),
        Tier::Extreme => (Tier::Extreme, Tier::Extreme),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Puzzle;

    fn rated(text: &str) -> crate::explain::rating::Rating {
        crate::explain(&Puzzle::parse(text).unwrap()).rating
    }

    #[test]
    fn score_ranges_follow_the_thresholds() {
        assert_eq!(score_range(Tier::Easy), (0, Some(80)));
        assert_eq!(score_range(Tier::Hard), (150, Some(400)));
        assert_eq!(score_range(Tier::Master), (900, None));
        assert_eq!(score_range(Tier::Extreme), (900, None));
        // The range's ends are where `tier` changes, for a step that bounds nothing between.
        assert_eq!(tier(399, TechniqueId::Contradiction), Tier::Hard);
        assert_eq!(tier(400, TechniqueId::Contradiction), Tier::Expert);
    }

    #[test]
    fn a_cut_short_rating_is_a_floor_not_capped() {
        // 672 effort of easy steps so far: at least Expert by the score, not Easy.
        assert_eq!(at_least(672, TechniqueId::LastPossibility), Tier::Expert);
        assert_eq!(at_least(10, TechniqueId::ClueCases), Tier::Medium);
    }

    #[test]
    fn the_hardest_technique_bounds_the_tier() {
        assert_eq!(tier(10_000, TechniqueId::LastPossibility), Tier::Easy);
        assert_eq!(tier(10_000, TechniqueId::TransitiveLink), Tier::Hard);
        assert_eq!(tier(0, TechniqueId::ClueCases), Tier::Medium);
        assert_eq!(tier(0, TechniqueId::Contradiction), Tier::Hard);
        assert_eq!(tier(0, TechniqueId::Search), Tier::Extreme);
        assert_eq!(tier(THRESHOLDS[1], TechniqueId::Subsets), Tier::Hard);
        assert_eq!(tier(THRESHOLDS[1] - 1, TechniqueId::Subsets), Tier::Medium);
    }

    #[test]
    fn reading_counts_each_stated_fact_once() {
        let head = "people: Ann, Bob, Cy\npets: cat, dog, emu\n";
        let one = Puzzle::parse(&format!("{head}not Ann + (cat | dog)\n")).unwrap();
        let two = Puzzle::parse(&format!("{head}not Ann + cat\nnot Ann + dog\n")).unwrap();
        assert_eq!(reading(&one), 2);
        assert_eq!(reading(&two), 2);
        let said_twice =
            Puzzle::parse(&format!("{head}Ann + cat\ncat + Ann\nnot Ann + dog\n")).unwrap();
        // The same fact said twice counts once, and `not Ann + dog` is brought by `Ann + cat`.
        assert_eq!(reading(&said_twice), 1);
    }

    #[test]
    fn moves_and_the_rest_add_up_to_the_score() {
        let rating = rated(
            "suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry\n\
             weapons: dumbbell, pool cue, poisoned tea\nplaces: gym, pool, lobby\n\
             Sgt Gunmetal + dumbbell\nnot Coach Raspberry + (gym | lobby)\n\
             pool cue + (pool | lobby)\nMiss Saffron + pool cue or Sgt Gunmetal + pool cue\n",
        );
        let effort = &rating.effort;
        let moves: u32 = effort.moves.iter().map(MoveCost::total).sum();
        assert_eq!(effort.score, effort.reading + moves + effort.rest);
        assert_eq!(rating.score, effort.score);
        assert!(!effort.moves.is_empty());
    }
}
