//! The rating alone, without an explanation: the engine's steps found quietly (no reasons, no
//! headlines, no one-to-one notes, no `Step`s), counted as the rating counts them. `sleuth solve`
//! rates this way within a small work budget ([`SOLVE_RATING_WORK`]), so the answer never waits
//! for a full explanation; `sleuth rate` and `explain` rate in full.
//!
//! The steps are the ones the explaining engine finds (the same techniques in the same order on
//! the same grid: a quiet context changes only the words), so a rating that finishes is the
//! explanation's rating (tested against [`crate::explain`]).

use crate::deadline::Deadline;
use crate::engine::{Mode, Stop, deduce};
use crate::grid::{Fact, Grid};
use crate::model::Puzzle;
use crate::rating::Rating;
use crate::techniques::{CATALOG, Context, Deduction, Technique, TechniqueId};

/// The work budget of `sleuth solve`'s rating, in work units ([`crate::deadline`]): 1–5 ms of
/// engine work on the reference 2-core machine (100,000–900,000 units a millisecond), so a
/// default `solve` takes at most about three times as long as `solve --no-rating`, whose process
/// alone takes 2–20 ms (docs/performance.md). Every example and real puzzle in the repository,
/// and generated puzzles up to 6×6 that need no supposition, are rated in full within it;
/// harder ones say the rating was cut short and the tier reached so far.
pub const SOLVE_RATING_WORK: u64 = 500_000;

/// What a quiet rating found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuickRating {
    /// The whole rating: the same as the explanation's.
    Rated(Rating),
    /// The deadline or work budget passed first; the rating of the steps found until then
    /// (its tier is a lower bound of the puzzle's).
    CutShort(Rating),
    /// The clues contradict each other (or logic ran into a contradiction): no rating.
    NoSolution,
}

/// Rates `puzzle` as [`crate::explain`] would, without wording anything, stopping at
/// `deadline`. Where logic stalls the rating counts one search step (as the explanation does),
/// without running the search: a puzzle `solve` rates has one solution already found.
pub fn rate_until(puzzle: &Puzzle, deadline: Deadline) -> QuickRating {
    let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
    let mut rated: Vec<(TechniqueId, usize, bool)> = Vec::new();
    let stop = {
        let mut note = |d: Deduction, _: &Context<'_>, _: usize, consequences: &[Fact]| {
            rated.push((d.technique, d.clues.len(), !consequences.is_empty()));
        };
        let techniques: Vec<&dyn Technique> = CATALOG.to_vec();
        deduce(
            puzzle,
            &mut grid,
            &techniques,
            usize::MAX,
            1,
            Mode {
                words: false,
                deadline,
            },
            &mut note,
        )
    };
    match stop {
        Stop::Complete => QuickRating::Rated(Rating::from_steps(rated)),
        Stop::Stalled => {
            rated.push((TechniqueId::Search, puzzle.clues().len(), false));
            QuickRating::Rated(Rating::from_steps(rated))
        }
        Stop::Contradiction => QuickRating::NoSolution,
        Stop::StepLimit | Stop::TimedOut => QuickRating::CutShort(Rating::from_steps(rated)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{ClueMix, GenerateOptions, generate};

    fn agrees(puzzle: &Puzzle) {
        let explanation = crate::explain(puzzle);
        if explanation.outcome != crate::Outcome::Solved {
            return;
        }
        assert_eq!(
            rate_until(puzzle, Deadline::none()),
            QuickRating::Rated(explanation.rating),
        );
    }

    #[test]
    fn the_quiet_rating_is_the_explanations() {
        for text in [
            include_str!("../examples/murdle.txt"),
            include_str!("../examples/manor.txt"),
            include_str!("../examples/gallery.txt"),
            include_str!("../examples/zebra.txt"),
            include_str!("../examples/diner.txt"),
        ] {
            agrees(&Puzzle::parse(text).expect("parses"));
        }
        for (k, n, seeds) in [(4, 4, 0..6), (5, 5, 0..6), (6, 5, 0..2)] {
            for seed in seeds {
                for mix in [ClueMix::Mixed, ClueMix::Indirect] {
                    let options = GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    };
                    agrees(&generate(options).puzzle);
                }
            }
        }
    }

    #[test]
    fn a_spent_budget_cuts_the_rating_short() {
        let puzzle = Puzzle::parse(include_str!("../examples/gallery.txt")).expect("parses");
        let QuickRating::CutShort(so_far) = rate_until(&puzzle, Deadline::none().with_work(1))
        else {
            panic!("not cut short");
        };
        assert!(so_far.counts.values().sum::<usize>() <= 1);
    }
}
