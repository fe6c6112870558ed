//! The rating alone, without a worded explanation: the engine's steps found quietly (the
//! techniques give no reasons and trim no premises), rated by their effort as the rating does. `sleuth solve`
//! rates this way within a small work budget ([`SOLVE_RATING_WORK`]), so the answer never waits
//! for a full explanation; `sleuth rate` and `explain` rate in full.
//!
//! The steps are the ones the explaining engine finds (the same techniques in the same order on
//! the same grid: a quiet context changes only the words), so a rating that finishes is the
//! explanation's rating (tested against [`crate::explain`]).

use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with, read_clue_facts};
use crate::explain::explanation::{Explanation, Step};
use crate::explain::rating::Rating;
use crate::grid::{Fact, Grid};
use crate::model::Puzzle;
use crate::solver::Outcome;
use crate::techniques::run::{Mode, Stop, deduce, solution_of};
use crate::techniques::{CATALOG, Context, Deduction, Technique, TechniqueId};

/// The work budget of `sleuth solve`'s rating, in work units ([`crate::deadline`]): about 1 ms
/// of engine work on the reference 2-core machine (100,000–900,000 units a millisecond), so a
/// default `solve` takes at most about twice as long as `solve --no-rating`, whose process alone
/// takes 1–20 ms (docs/performance.md; it was 500,000, which let a 5×5 `solve` take four times
/// as long once start-up got quicker). Every example and real puzzle in the repository that
/// needs no supposition (the costliest, the Einstein puzzles, need about 134,000) and generated
/// puzzles up to 5×5 that need none are rated in full within it; harder ones say the rating was
/// cut short and the tier reached so far (the real fun-run puzzle, 4×4 but needing a
/// supposition, needs about 570,000: 10.8 ms in all, against 3.1 ms without the rating).
pub const SOLVE_RATING_WORK: u64 = 250_000;

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

/// Rates `puzzle` as [`crate::explain`] would, without wording the techniques' reasons,
/// stopping at `deadline`: the engine's steps, found quietly on the puzzle read by meaning, are
/// rated by their effort exactly as the explanation's are. Where logic stalls the explanation's
/// own search step is needed for the effort, so that rare case rates the full explanation within
/// the same deadline.
pub fn rate_until(puzzle: &Puzzle, deadline: Deadline) -> QuickRating {
    let (stop, steps, grid) = quiet_steps(puzzle, deadline, None);
    let (outcome, solutions) = match stop {
        Stop::Complete => (Outcome::Solved, vec![solution_of(&grid)]),
        Stop::Stalled => {
            let options = ExplainOptions {
                deadline,
                ..ExplainOptions::default()
            };
            let explanation = explain_with(puzzle, &options);
            return match explanation.outcome {
                Outcome::TimedOut => QuickRating::CutShort(explanation.rating),
                Outcome::NoSolution => QuickRating::NoSolution,
                _ => QuickRating::Rated(explanation.rating),
            };
        }
        Stop::Contradiction => return QuickRating::NoSolution,
        Stop::StepLimit | Stop::TimedOut => (Outcome::TimedOut, Vec::new()),
    };
    let rating = rate_steps(puzzle, steps, outcome, solutions);
    match outcome {
        Outcome::Solved => QuickRating::Rated(rating),
        _ => QuickRating::CutShort(rating),
    }
}

/// What [`rate_capped`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CappedRating {
    /// The techniques up to the cap solve it: the rating of its explanation.
    Rated(Rating),
    /// They stall: its explanation needs a harder technique, or search.
    Stalled,
    /// The deadline passed first, or the clues contradict each other.
    Unrated,
}

/// Rates `puzzle` as [`explain_with`] would with the techniques up to `cap` only
/// ([`ExplainOptions::max_technique`]), quietly, and without the search the explanation would
/// end in where they stall. `generate` rates its candidates so: it keeps only the rating.
pub fn rate_capped(puzzle: &Puzzle, deadline: Deadline, cap: Option<TechniqueId>) -> CappedRating {
    let (stop, steps, grid) = quiet_steps(puzzle, deadline, cap);
    match stop {
        Stop::Complete => CappedRating::Rated(rate_steps(
            puzzle,
            steps,
            Outcome::Solved,
            vec![solution_of(&grid)],
        )),
        Stop::Stalled => CappedRating::Stalled,
        Stop::Contradiction | Stop::StepLimit | Stop::TimedOut => CappedRating::Unrated,
    }
}

/// The explaining engine's steps on `puzzle` (read by meaning) with the techniques up to `cap`,
/// found quietly, until they stop or `deadline`; why they stopped, and the grid they left.
fn quiet_steps(
    puzzle: &Puzzle,
    deadline: Deadline,
    cap: Option<TechniqueId>,
) -> (Stop, Vec<Step>, Grid) {
    let read = crate::model::meaning::read(puzzle);
    let mut grid = Grid::new(read.category_count(), read.size());
    let mut steps: Vec<Step> = Vec::new();
    // The clue facts at the start gathered into step 1, as the explanation does by default.
    let mut first = 1;
    if let Some(group) = read_clue_facts(&read, &mut grid, deadline) {
        steps.push(group);
        first = 2;
    }
    let stop = {
        let mut note = |d: Deduction, ctx: &Context<'_>, number: usize, consequences: &[Fact]| {
            steps.push(Step::from_deduction(d, ctx, number, consequences));
        };
        let techniques: Vec<&dyn Technique> = CATALOG
            .iter()
            .copied()
            .filter(|t| cap.is_none_or(|max| t.id() <= max))
            .collect();
        let mode = Mode {
            words: false,
            premises: true,
            deadline,
            quiet: None,
            touched: None,
        };
        deduce(
            &read,
            &mut grid,
            &techniques,
            usize::MAX,
            first,
            mode,
            &mut note,
        )
    };
    (stop, steps, grid)
}

/// The rating of `steps` found on `puzzle`, as the explanation holding them has.
fn rate_steps(
    puzzle: &Puzzle,
    steps: Vec<Step>,
    outcome: Outcome,
    solutions: Vec<crate::model::Solution>,
) -> Rating {
    let explanation = Explanation {
        puzzle: puzzle.clone(),
        steps,
        outcome,
        solutions,
        truncated: false,
        rating: Rating::from_steps([]),
        alternatives_stopped_at: None,
        work_limited: false,
    };
    crate::explain::effort::rate(&explanation)
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
            include_str!("../../examples/murdle.txt"),
            include_str!("../../examples/manor.txt"),
            include_str!("../../examples/gallery.txt"),
            include_str!("../../examples/zebra.txt"),
            include_str!("../../examples/diner.txt"),
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
    fn the_capped_rating_is_the_capped_explanations() {
        let caps = [
            Some(TechniqueId::LastPossibility),
            Some(TechniqueId::Adjacency),
            Some(TechniqueId::ClueCases),
            Some(TechniqueId::Contradiction),
            Some(TechniqueId::CaseSplit),
        ];
        let mut seen = [0usize; 2];
        for (k, n, seeds) in [(3, 4, 0..4), (4, 4, 0..4), (5, 5, 0..3)] {
            for seed in seeds {
                for mix in [ClueMix::Mixed, ClueMix::Indirect, ClueMix::Ordered] {
                    let options = GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    };
                    let puzzle = generate(options).puzzle;
                    for cap in caps {
                        let options = ExplainOptions {
                            max_technique: cap,
                            ..ExplainOptions::default()
                        };
                        let explanation = explain_with(&puzzle, &options);
                        let expected = if explanation.needs_search() {
                            CappedRating::Stalled
                        } else {
                            CappedRating::Rated(explanation.rating)
                        };
                        seen[usize::from(expected == CappedRating::Stalled)] += 1;
                        assert_eq!(rate_capped(&puzzle, Deadline::none(), cap), expected);
                    }
                }
            }
        }
        // Both ways were tried.
        assert!(seen.iter().all(|&count| count > 0), "{seen:?}");
    }

    #[test]
    fn a_spent_budget_cuts_the_rating_short() {
        let puzzle = Puzzle::parse(include_str!("../../examples/gallery.txt")).expect("parses");
        let QuickRating::CutShort(so_far) = rate_until(&puzzle, Deadline::none().with_work(1))
        else {
            panic!("not cut short");
        };
        // Only what came before the budget ran out: the clue facts gathered at the start.
        let QuickRating::Rated(full) = rate_until(&puzzle, Deadline::none()) else {
            panic!("not rated");
        };
        assert!(so_far.counts.values().sum::<usize>() < full.counts.values().sum::<usize>());
    }
}
