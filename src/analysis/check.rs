//! Soundness checks for puzzle setters (`sleuth check`): how many solutions the clues leave,
//! which clues are implied by the others (redundant), one minimal sufficient set of clues, exact
//! duplicates, clues whose removal changes the rating, how each clue reads in plain words, clues
//! that are easy to misread, and — when the clues leave several answers — single facts that
//! would pin down one. Everything is worked out with the exhaustive solver (and the explaining
//! engine for ratings), deterministically; [`check`] returns a plain [`CheckReport`] and prints
//! nothing.
//!
//! **Implied clues.** A clue is *implied by the others* when every answer grid that satisfies
//! the other clues satisfies it too: leaving it out changes nothing, the set of solutions stays
//! the same. It is tested directly: the other clues together with the negation of the clue
//! (every one of its options negated) have no solution. For a puzzle with one solution an
//! implied clue is exactly a *redundant* one (leave it out and the same unique answer remains);
//! for a puzzle with several, leaving an implied clue out keeps the same several solutions.
//! Each verdict is about one clue at a time: two implied clues may each follow from the other,
//! so leaving out both can open the puzzle up. (With no solution every clue follows from the
//! others vacuously when they clash without it, so implied clues are not reported then.)

use std::collections::BTreeMap;

use crate::analysis::conflict::{satisfiable, without_clue};
use crate::analysis::minimal::{minimal_subset_until, unique};
pub use crate::analysis::misreadings::CategoryWarning;
pub use crate::analysis::misreadings::Warning;
use crate::analysis::misreadings::{clock_warnings, dead_options_given, misreadings};
use crate::analysis::verify::{Verification, verify};
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::rating::Rating;
use crate::grid::Fact;
use crate::model::{Clue, ClueOption, CompareKind, ItemId, Puzzle, Relation, Solution};
use crate::solver::Outcome;
use crate::solver::solve_clues_until;
use crate::words::clue::read_clue;

/// At most this many facts that make the puzzle unique are rated to order them.
pub const RATED_SUGGESTIONS: usize = 40;

/// How far to go.
#[derive(Debug, Clone, Copy)]
pub struct CheckOptions {
    /// Count solutions up to this many.
    pub max_solutions: usize,
    /// List at most this many suggested facts.
    pub max_suggestions: usize,
    /// When to stop the slow parts (`--timeout`): the rating and everything done clue by clue
    /// or fact by fact. What was not finished is named in [`CheckReport::cut_short`]; the verdict
    /// and the solutions are always worked out.
    pub deadline: Deadline,
    /// Also explain the puzzle and check every step of it by the exhaustive solver
    /// (`crate::analysis::verify`; `check --verify`).
    pub verify: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            max_solutions: crate::solver::DEFAULT_MAX_SOLUTIONS,
            max_suggestions: 10,
            deadline: Deadline::none(),
            verify: false,
        }
    }
}

/// A redundant clue whose removal changes the engine's tier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingChange {
    /// Index into `puzzle.clues()`.
    pub clue: usize,
    /// The puzzle's rating with every clue.
    pub with: Rating,
    /// The rating without this clue (the puzzle still has the same one solution).
    pub without: Rating,
}

/// A single fact that, added as a clue, leaves exactly one solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub fact: Fact,
    /// How the puzzle with the fact rates.
    pub rating: Rating,
}

/// A part of the report that `--timeout` can cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CheckPart {
    /// The engine's rating (left out).
    Rating,
    /// The implied (redundant) clues: only those found in time are listed.
    Implied,
    /// Whether leaving out a redundant clue changes the tier: only those found in time.
    RatingChanges,
    /// The minimal sufficient set of clues (left out).
    MinimalSubset,
    /// The suggested facts: only those rated in time.
    Suggestions,
    /// The verdict itself: the search could not tell in time whether the puzzle has one
    /// solution (everything else is left out).
    Verdict,
    /// The minimal set of clashing clues (left out).
    Conflict,
    /// The check of the explanation's steps: only the steps before the cut were checked.
    Verification,
}

impl CheckPart {
    /// The id used in JSON.
    pub fn id(self) -> &'static str {
        match self {
            CheckPart::Rating => "rating",
            CheckPart::Implied => "implied",
            CheckPart::RatingChanges => "rating_changes",
            CheckPart::MinimalSubset => "minimal_subset",
            CheckPart::Suggestions => "suggestions",
            CheckPart::Verdict => "verdict",
            CheckPart::Conflict => "conflict",
            CheckPart::Verification => "verification",
        }
    }

    /// In words, for the text report.
    pub fn words(self) -> &'static str {
        match self {
            CheckPart::Rating => "the rating",
            CheckPart::Implied => "the redundant clues",
            CheckPart::RatingChanges => "how leaving out a redundant clue changes the rating",
            CheckPart::MinimalSubset => "the minimal sufficient set of clues",
            CheckPart::Suggestions => "the suggested facts",
            CheckPart::Verdict => "whether the puzzle has one solution, and so everything else",
            CheckPart::Conflict => "the clues that cannot all hold together",
            CheckPart::Verification => "the check of the explanation's steps",
        }
    }
}

/// Everything `sleuth check` reports about a puzzle.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// Whether the clues leave one, no or several solutions.
    pub verdict: Outcome,
    /// The solutions found (up to the limit), sorted.
    pub solutions: Vec<Solution>,
    /// More solutions than the limit.
    pub truncated: bool,
    /// The engine's rating, when there is one solution.
    pub rating: Option<Rating>,
    /// Each clue in plain words, in file order (one per clue).
    pub readings: Vec<String>,
    /// Clues easy to misread, by clue then kind.
    pub warnings: Vec<Warning>,
    /// Category lines easy to misread (clock times that wrap past noon), in file order.
    pub category_warnings: Vec<CategoryWarning>,
    /// Clues implied by the others (each on its own), in file order; with one solution these
    /// are the redundant clues. Empty when there is no solution.
    pub implied: Vec<usize>,
    /// Implied clues whose removal changes the tier (one solution only).
    pub rating_changes: Vec<RatingChange>,
    /// One minimal sufficient set of clues (one solution only): with only these the answer is
    /// still unique, and without any one of them it is not. Found by deleting clues in file
    /// order, so it is one such set, not always the smallest.
    pub minimal_subset: Option<Vec<usize>>,
    /// Groups of clues that mean exactly the same (each group in file order, groups by their
    /// first clue).
    pub duplicates: Vec<Vec<usize>>,
    /// Groups of clues that mean the same once read by meaning (`crate::model::meaning`: `A + B or
    /// A + C` is `A + (B | C)`, …) though they are not exact duplicates; each group in file
    /// order, groups by their first clue.
    pub equivalent: Vec<Vec<usize>>,
    /// With several solutions: single facts that leave exactly one, easiest resulting puzzle
    /// first (tier, then score, then the order of the cells).
    pub suggestions: Vec<Suggestion>,
    /// With no solution: a minimal set of clues that cannot all hold together.
    pub conflict: Option<Vec<usize>>,
    /// With [`CheckOptions::verify`]: the engine's explanation checked step by step.
    pub verification: Option<Verification>,
    /// The parts `options.deadline` cut short (left out, or listing only what was found in
    /// time), in report order; empty when the check finished.
    pub cut_short: Vec<CheckPart>,
    /// Whether it was the work budget of `options.deadline` (not the clock) that cut them.
    pub work_limited: bool,
}

/// Checks a puzzle.
// long because each part of the report is computed in turn, each under the same budget and cut-short bookkeeping.
pub fn check(puzzle: &Puzzle, options: &CheckOptions) -> CheckReport {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let clues = puzzle.clues();
    let deadline = options.deadline;
    let report = solve_clues_until(k, n, clues, options.max_solutions.max(1), deadline);
    // Cut short, the search cannot tell the verdict, and nothing else is worked out.
    let verdict = Outcome::of(&report);
    let told = verdict != Outcome::TimedOut;
    let mut cut_short = if told {
        Vec::new()
    } else {
        vec![CheckPart::Verdict]
    };
    let rate = |puzzle: &Puzzle| rating_until(puzzle, deadline);
    let rating = if verdict == Outcome::Solved {
        let rating = rate(puzzle);
        if rating.is_none() {
            cut_short.push(CheckPart::Rating);
        }
        rating
    } else {
        None
    };
    let readings = clues.iter().map(|c| read_clue(puzzle, c)).collect();
    let mut warnings = misreadings(puzzle);
    if told && verdict != Outcome::NoSolution {
        warnings.extend(dead_options_given(
            puzzle,
            &report.solutions,
            !report.truncated,
        ));
    }
    warnings.sort_by_key(|w| (w.clue, w.kind));
    // With one solution, the minimal subset's first trials (every clue but one kept) answer
    // the implication test too: the others imply a clue exactly when they still leave one
    // solution without it (any other solution of theirs would break that clue, and the one
    // solution keeps it). Only clues not tried so are tested on their own.
    let mut alone = vec![None; clues.len()];
    let minimal_subset = if verdict == Outcome::Solved {
        minimal_subset_until(puzzle, deadline, &mut alone)
    } else {
        None
    };
    let mut implied: Vec<usize> = Vec::new();
    if told && verdict != Outcome::NoSolution {
        for (i, alone) in alone.iter().enumerate() {
            if deadline.passed() {
                cut_short.push(CheckPart::Implied);
                break;
            }
            if alone.unwrap_or_else(|| is_implied(puzzle, i)) {
                implied.push(i);
            }
        }
    }
    let mut rating_changes = Vec::new();
    if let Some(with) = &rating {
        for &i in &implied {
            let without = match rate(&puzzle.with_clues(without_clue(clues, i))) {
                Some(without) if !deadline.passed() => without,
                _ => {
                    cut_short.push(CheckPart::RatingChanges);
                    break;
                }
            };
            if without.tier != with.tier {
                rating_changes.push(RatingChange {
                    clue: i,
                    with: with.clone(),
                    without,
                });
            }
        }
    }
    if verdict == Outcome::Solved && minimal_subset.is_none() {
        cut_short.push(CheckPart::MinimalSubset);
    }
    let suggestions = if verdict == Outcome::SeveralSolutions {
        let (suggestions, finished) =
            suggestions(puzzle, &report.solutions, report.truncated, options);
        if !finished {
            cut_short.push(CheckPart::Suggestions);
        }
        suggestions
    } else {
        Vec::new()
    };
    let conflict = if verdict == Outcome::NoSolution {
        let found = crate::analysis::conflict::minimal_conflict_until(puzzle, deadline);
        if found.is_none() {
            cut_short.push(CheckPart::Conflict);
        }
        found
    } else {
        None
    };
    let verification = options.verify.then(|| {
        let explanation = explain_with(
            puzzle,
            &ExplainOptions {
                deadline,
                ..ExplainOptions::default()
            },
        );
        verify(puzzle, &explanation, deadline)
    });
    if verification.as_ref().is_some_and(|v| !v.finished) {
        cut_short.push(CheckPart::Verification);
    }
    CheckReport {
        verdict,
        solutions: report.solutions,
        truncated: report.truncated,
        rating,
        readings,
        warnings,
        category_warnings: clock_warnings(puzzle),
        implied,
        rating_changes,
        minimal_subset,
        duplicates: duplicates(clues),
        equivalent: equivalent(clues),
        suggestions,
        conflict,
        verification,
        work_limited: !cut_short.is_empty() && options.deadline.work_spent(),
        cut_short,
    }
}

/// The engine's rating of `puzzle`, unless `deadline` passes first.
fn rating_until(puzzle: &Puzzle, deadline: Deadline) -> Option<Rating> {
    let explanation = explain_with(
        puzzle,
        &ExplainOptions {
            deadline,
            ..ExplainOptions::default()
        },
    );
    (explanation.outcome != Outcome::TimedOut).then_some(explanation.rating)
}

/// Whether clue `i` follows from the other clues: they leave no solution once it is negated
/// (each of its options negated, as a clue of its own).
pub fn is_implied(puzzle: &Puzzle, i: usize) -> bool {
    let clues = puzzle.clues();
    let Some(clue) = clues.get(i) else {
        return false;
    };
    let mut rest = without_clue(clues, i);
    rest.extend(clue.negation());
    !satisfiable(puzzle, &rest)
}

/// A clue's meaning in a form where equal means the same: each option with its terms (and
/// each term's alternatives) sorted, comparisons turned to one direction, pairs sorted.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Canon {
    Together {
        negated: bool,
        terms: Vec<Vec<ItemId>>,
    },
    Compare {
        negated: bool,
        category: usize,
        /// 0: a before b; 1: a = b + k; 2: k apart.
        kind: (u8, i64),
        a: ItemId,
        b: ItemId,
    },
    Pairs {
        negated: bool,
        sides: [[ItemId; 2]; 2],
    },
    /// An option of an unexpected shape: compared as written.
    Other(String),
}

fn canon_option(option: &ClueOption) -> Canon {
    let negated = option.negated;
    let items = option.items();
    match (&option.relation, &items[..]) {
        (Relation::Together, _) => {
            let mut terms: Vec<Vec<ItemId>> = option
                .terms
                .iter()
                .map(|t| {
                    let mut alternatives = t.alternatives.clone();
                    alternatives.sort();
                    alternatives.dedup();
                    alternatives
                })
                .collect();
            terms.sort();
            terms.dedup();
            Canon::Together { negated, terms }
        }
        (Relation::Compare(comparison), &[a, b]) => {
            let (kind, a, b) = match comparison.kind {
                CompareKind::Before => ((0, 0), a, b),
                CompareKind::After => ((0, 0), b, a),
                CompareKind::Offset(k) if a <= b => ((1, k), a, b),
                CompareKind::Offset(k) => ((1, -k), b, a),
                CompareKind::Apart(k) => ((2, k as i64), a.min(b), a.max(b)),
            };
            Canon::Compare {
                negated,
                category: comparison.category,
                kind,
                a,
                b,
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            let mut sides = [[a.min(b), a.max(b)], [c.min(d), c.max(d)]];
            sides.sort();
            Canon::Pairs { negated, sides }
        }
        _ => Canon::Other(format!("{option:?}")),
    }
}

fn canon_clue(clue: &Clue) -> Vec<Canon> {
    let mut options: Vec<Canon> = clue.options.iter().map(canon_option).collect();
    options.sort();
    options.dedup();
    options
}

/// Groups of clues with the same meaning (see [`Canon`]).
fn duplicates(clues: &[Clue]) -> Vec<Vec<usize>> {
    let mut groups: BTreeMap<Vec<Canon>, Vec<usize>> = BTreeMap::new();
    for (i, clue) in clues.iter().enumerate() {
        groups.entry(canon_clue(clue)).or_default().push(i);
    }
    let mut found: Vec<Vec<usize>> = groups.into_values().filter(|g| g.len() > 1).collect();
    found.sort();
    found
}

/// Groups of clues with the same meaning once read by meaning ([`crate::model::meaning::canonical`]),
/// leaving out the groups that are exact duplicates (those [`duplicates`] reports).
fn equivalent(clues: &[Clue]) -> Vec<Vec<usize>> {
    let mut groups: BTreeMap<Vec<Canon>, Vec<usize>> = BTreeMap::new();
    for (i, clue) in clues.iter().enumerate() {
        let normal = crate::model::meaning::normal_clue(clue);
        groups.entry(canon_clue(&normal)).or_default().push(i);
    }
    // A group whose clues are all written alike is an exact duplicate group (the same clues,
    // since clues written alike read alike).
    let mut found: Vec<Vec<usize>> = groups
        .into_values()
        .filter(|g| g.len() > 1)
        .filter(|g| {
            let first = canon_clue(&clues[g[0]]);
            !g.iter().all(|&i| canon_clue(&clues[i]) == first)
        })
        .collect();
    found.sort();
    found
}

/// Single facts that leave exactly one solution, rated, easiest first.
/// The suggested facts, and whether every candidate was rated before `options.deadline`.
fn suggestions(
    puzzle: &Puzzle,
    solutions: &[Solution],
    truncated: bool,
    options: &CheckOptions,
) -> (Vec<Suggestion>, bool) {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let deadline = options.deadline;
    // How many solutions put each pair together: one pass over each solution's rows
    // (S·n·k² work, checked against the deadline per solution), not a scan of every
    // solution for every pair.
    let pair = |c1: usize, c2: usize, i: usize, j: usize| ((c1 * k + c2) * n + i) * n + j;
    let mut with = vec![0u32; k * k * n * n];
    for solution in solutions {
        if deadline.passed() {
            return (Vec::new(), false);
        }
        for row in solution.rows() {
            for c1 in 0..k {
                for c2 in c1 + 1..k {
                    with[pair(c1, c2, row[c1], row[c2])] += 1;
                }
            }
        }
    }
    let total = solutions.len();
    let candidates = (0..k).flat_map(|c1| {
        (c1 + 1..k).flat_map(move |c2| {
            (0..n).flat_map(move |i| (0..n).map(move |j| (ItemId::new(c1, i), ItemId::new(c2, j))))
        })
    });
    let candidates = candidates.flat_map(|(a, b)| {
        let count = with[pair(a.category, b.category, a.index, b.index)] as usize;
        let yes = (count == 1).then(|| Fact::yes(a, b));
        let no = (count + 1 == total).then(|| Fact::no(a, b));
        yes.into_iter().chain(no)
    });
    let with_fact = |fact: Fact| {
        let mut clues = puzzle.clues().to_vec();
        clues.push(Clue::from_option(ClueOption::pair(
            fact.a,
            fact.b,
            !fact.together,
        )));
        puzzle.with_clues(clues)
    };
    let mut rated: Vec<(usize, Suggestion)> = Vec::new();
    let mut finished = true;
    for fact in candidates {
        if rated.len() == RATED_SUGGESTIONS {
            break;
        }
        if deadline.passed() {
            finished = false;
            break;
        }
        let p = with_fact(fact);
        // With every solution listed, the count above is exact; otherwise check.
        if truncated && !unique(&p, p.clues()) {
            continue;
        }
        let Some(rating) = rating_until(&p, deadline) else {
            finished = false;
            break;
        };
        rated.push((rated.len(), Suggestion { fact, rating }));
    }
    rated.sort_by_key(|(order, s)| (s.rating.tier, s.rating.score, *order));
    let suggestions = rated
        .into_iter()
        .map(|(_, s)| s)
        .take(options.max_suggestions)
        .collect();
    (suggestions, finished)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::minimal::tests::padded_puzzles;
    use crate::analysis::misreadings::WarningKind;
    use crate::explain::rating::Tier;
    use crate::solver::solve_clues;

    const MURDLE: &str = include_str!("../../examples/murdle.txt");
    const SEVERAL: &str = include_str!("../../examples/several.txt");

    fn clue_lines(puzzle: &Puzzle, indices: &[usize]) -> Vec<usize> {
        indices.iter().map(|&i| puzzle.clues()[i].line).collect()
    }

    #[test]
    fn murdle_is_sound_with_every_clue_needed() {
        let puzzle = Puzzle::parse(MURDLE).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::Solved);
        assert!(report.implied.is_empty());
        assert_eq!(report.minimal_subset, Some(vec![0, 1, 2, 3]));
        assert!(report.duplicates.is_empty());
        assert_eq!(
            report.readings[1],
            "no row holds Coach Raspberry together with gym or with lobby"
        );
        // Sgt Gunmetal has the dumbbell, so the second option of line 9 is dead.
        assert!(
            report
                .warnings
                .iter()
                .any(|w| w.clue == 3 && w.kind == WarningKind::DeadOption)
        );
    }

    /// The implied clues `check` reports (partly read off the minimal subset's first trials)
    /// are exactly those the implication test finds, clue by clue, on generated puzzles with
    /// clues repeated in front and behind.
    #[test]
    fn implied_clues_agree_with_the_test_clue_by_clue() {
        use crate::generate::{ClueMix, GenerateOptions, generate};
        for seed in 0..6 {
            let mix = [ClueMix::Mixed, ClueMix::Indirect][seed as usize % 2];
            let generated = generate(GenerateOptions {
                categories: 3 + seed as usize % 2,
                items: 4,
                seed,
                mix,
            });
            let clues = generated.puzzle.clues();
            let mut with = vec![clues[clues.len() - 1].clone()];
            with.extend(clues.iter().cloned());
            with.push(clues[1].clone());
            let puzzle = generated.puzzle.with_clues(with);
            let report = check(&puzzle, &CheckOptions::default());
            assert_eq!(report.verdict, Outcome::Solved);
            let expected: Vec<usize> = (0..puzzle.clues().len())
                .filter(|&i| is_implied(&puzzle, i))
                .collect();
            assert!(expected.len() >= 4, "seed {seed}: {expected:?}");
            assert_eq!(report.implied, expected, "seed {seed}");
        }
    }

    #[test]
    fn dead_options_read_off_every_solution_are_those_the_solver_finds() {
        let mut dead = 0;
        for puzzle in padded_puzzles() {
            let report = solve_clues(puzzle.category_count(), puzzle.size(), puzzle.clues(), 5);
            assert!(!report.truncated);
            let asked = dead_options_given(&puzzle, &report.solutions, false);
            assert_eq!(dead_options_given(&puzzle, &report.solutions, true), asked);
            dead += asked.len();
        }
        assert!(dead > 0, "some option is dead");
    }

    #[test]
    fn finds_a_redundant_clue_and_a_minimal_sufficient_subset() {
        // Lines 16 and 17 (after the example's `say` lines) are true in the answer and follow
        // from the others; with them, so does line 8 (the cue is with Miss Saffron, in the
        // lobby). Each only on its own: leaving out 16 and 17 together leaves Miss Saffron's
        // place open.
        let text = format!("{MURDLE}\nMiss Saffron + lobby\nnot Miss Saffron + gym\n");
        let puzzle = Puzzle::parse(&text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::Solved);
        assert_eq!(clue_lines(&puzzle, &report.implied), vec![8, 16, 17]);
        let subset = report.minimal_subset.expect("unique");
        let kept: Vec<Clue> = subset.iter().map(|&i| puzzle.clues()[i].clone()).collect();
        assert!(unique(&puzzle, &kept), "the subset is sufficient");
        for leave_out in 0..kept.len() {
            assert!(
                !unique(&puzzle, &without_clue(&kept, leave_out)),
                "clue {leave_out} of the subset is needed"
            );
        }
        assert!(subset.len() < puzzle.clues().len());
    }

    #[test]
    fn reports_redundant_clues_whose_removal_changes_the_tier() {
        // The `or` and `Ann + cat` each follow from the others. With all three the rows are
        // clue facts (Easy); without `Ann + cat` both options of the `or` stay open and have to
        // be weighed case by case (clue case analysis, at least Medium); without the `or` the
        // rest still reads straight into the grid.
        let text = "people: Ann, Bob, Cy\npets: cat, dog, emu\n\
                    Ann + cat or Bob + dog\nCy + emu\nAnn + cat\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.implied, vec![0, 2]);
        let changes: Vec<(usize, Tier, Tier)> = report
            .rating_changes
            .iter()
            .map(|c| (c.clue, c.with.tier, c.without.tier))
            .collect();
        assert_eq!(changes, vec![(2, Tier::Easy, Tier::Medium)]);
        assert_eq!(report.minimal_subset.map(|s| s.len()), Some(2));
    }

    #[test]
    fn finds_clues_that_read_the_same() {
        let text = "people: Ann, Bob, Cy\npets: cat, dog, emu\n\
                    Ann + cat or Ann + dog\nAnn + (dog | cat)\ndog + Ann or Ann + cat\n\
                    Bob + emu\nemu + Bob\nnot Cy + (cat | Bob)\nnot Cy + cat\n";
        let puzzle = Puzzle::parse(text).unwrap();
        assert_eq!(equivalent(puzzle.clues()), vec![vec![0, 1, 2], vec![5, 6]]);
        // 0 and 2 are the same clue with terms and options in another order: exact duplicates.
        assert_eq!(duplicates(puzzle.clues()), vec![vec![0, 2], vec![3, 4]]);
    }

    #[test]
    fn finds_duplicates_in_meaning() {
        let text = "people: Ann, Bob, Cy\nhouses (ordered): 1, 2, 3\npets: cat, dog, emu\n\
                    Ann + cat\ncat & Ann\nBob < Cy\nCy > Bob\nAnn next to dog\n\
                    dog ~1 Ann\nnot Bob + (dog | emu)\nnot (emu, dog) + Bob\nCy = Ann + 1\n\
                    Ann = Cy - 1\n{Ann, Bob} = {cat, 3}\n{3, cat} = {Bob, Ann}\nBob + dog or Ann + cat\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let groups: Vec<Vec<usize>> = duplicates(puzzle.clues());
        assert_eq!(
            groups,
            vec![
                vec![0, 1],
                vec![2, 3],
                vec![4, 5],
                vec![6, 7],
                vec![8, 9],
                vec![10, 11]
            ]
        );
    }

    #[test]
    fn suggestions_make_the_puzzle_unique() {
        let puzzle = Puzzle::parse(SEVERAL).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::SeveralSolutions);
        assert_eq!(report.solutions.len(), 3);
        assert!(!report.suggestions.is_empty());
        for s in &report.suggestions {
            let mut clues = puzzle.clues().to_vec();
            clues.push(Clue::from_option(ClueOption::pair(
                s.fact.a,
                s.fact.b,
                !s.fact.together,
            )));
            assert!(unique(&puzzle, &clues), "{:?}", s.fact);
        }
        let keys: Vec<_> = report
            .suggestions
            .iter()
            .map(|s| (s.rating.tier, s.rating.score))
            .collect();
        assert!(keys.windows(2).all(|w| w[0] <= w[1]), "easiest first");
    }

    #[test]
    fn warns_on_not_over_three_terms_and_mixed_groups() {
        let text = "people: Ann, Bob\npets: cat, dog\nhouses: red, blue\n\
                    not Ann + cat + red\nAnn + (dog | blue)\nAnn + (Bob | red)\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let kinds: Vec<(usize, WarningKind)> = misreadings(&puzzle)
            .iter()
            .map(|w| (w.clue, w.kind))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (0, WarningKind::NotOverSeveral),
                (1, WarningKind::MixedGroup),
                (2, WarningKind::MixedGroup),
                (2, WarningKind::ClashingAlternative),
            ]
        );
    }

    #[test]
    fn no_solution_gives_the_conflict() {
        let text = include_str!("../../examples/contradiction.txt");
        let puzzle = Puzzle::parse(text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::NoSolution);
        assert_eq!(report.conflict, Some(vec![0, 1, 2, 3]));
        assert!(report.implied.is_empty());
    }

    /// `--timeout`: the verdict and the solutions stay; the slow parts are named as cut short
    /// and left out (a deadline already passed stops each before it starts).
    #[test]
    fn a_passed_deadline_cuts_the_slow_parts_short() {
        let passed = CheckOptions {
            deadline: Deadline::after(std::time::Duration::ZERO),
            ..CheckOptions::default()
        };
        let unique = Puzzle::parse(MURDLE).unwrap();
        let full = check(&unique, &CheckOptions::default());
        assert!(full.cut_short.is_empty());
        assert!(full.rating.is_some() && full.minimal_subset.is_some());
        let cut = check(&unique, &passed);
        assert_eq!(cut.verdict, Outcome::Solved);
        assert_eq!(cut.solutions, full.solutions);
        assert_eq!(cut.rating, None);
        assert_eq!(cut.minimal_subset, None);
        assert!(cut.implied.is_empty());
        assert_eq!(
            cut.cut_short,
            [
                CheckPart::Rating,
                CheckPart::Implied,
                CheckPart::MinimalSubset
            ]
        );

        let several = Puzzle::parse(SEVERAL).unwrap();
        let full = check(&several, &CheckOptions::default());
        assert!(full.cut_short.is_empty() && !full.suggestions.is_empty());
        let cut = check(&several, &passed);
        assert_eq!(cut.verdict, Outcome::SeveralSolutions);
        assert_eq!(cut.solutions, full.solutions);
        assert!(cut.suggestions.is_empty());
        assert_eq!(cut.cut_short, [CheckPart::Implied, CheckPart::Suggestions]);
    }
}
