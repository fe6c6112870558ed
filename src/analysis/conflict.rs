//! Diagnoses for broken puzzles: for one with no solution, a minimal set of clues that cannot
//! all hold (remove any one and the rest can); for one with several, where the solutions differ
//! (see [`crate::explain::explanation::disagreements`]). Both are computed with the exhaustive solver.

use crate::deadline::Deadline;
use crate::model::{Clue, Puzzle};
use crate::solver::entailment::quick_xplain_until;
use crate::solver::{solve_clues, solve_clues_until};

/// A minimal set of clues that cannot all hold together, as indices into `puzzle.clues()`
/// (sorted), or `None` when the clues have a solution.
///
/// Found by halving ([`shrink_by_halves`]): about `k · log2(n / k)` solver runs for `k` clues of
/// `n` that clash, rather than one per clue. What remains is minimal (removing any one of them
/// makes the rest satisfiable). It is *a* minimal set, not always the smallest one; of the
/// minimal sets, the one with the latest clues (as dropping clues from the first one on finds).
#[cfg(any(test, feature = "internals"))]
pub fn minimal_conflict(puzzle: &Puzzle) -> Option<Vec<usize>> {
    minimal_conflict_until(puzzle, Deadline::none())
}

/// Like [`minimal_conflict`], giving up (with `None`) if `deadline` passes first.
pub fn minimal_conflict_until(puzzle: &Puzzle, deadline: Deadline) -> Option<Vec<usize>> {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    // `None` when the search ran out of time.
    let satisfiable = |clues: &[Clue]| {
        let report = solve_clues_until(k, n, clues, 1, deadline);
        (!report.timed_out || !report.solutions.is_empty()).then_some(!report.solutions.is_empty())
    };
    let all = puzzle.clues();
    if satisfiable(all)? {
        return None;
    }
    // A set of clues clashes when it has no solution.
    shrink_by_halves(all.len(), |kept| {
        let clues: Vec<Clue> = kept.iter().map(|&c| all[c].clone()).collect();
        satisfiable(&clues).map(|s| !s)
    })
}

/// A minimal subset of `0..n` for which `holds` is true, given that it is true of all of them and
/// stays true of any superset of a set it is true of (as "these clues clash" does). QuickXplain
/// ([`crate::solver::entailment::quick_xplain_until`], divide and conquer): `holds` is asked
/// about `2·k·log2(n / k)` times for an answer of `k`, where [`shrink_by_deletion`] asks `n`
/// times. Of the minimal subsets it returns the one deletion from the first index on returns
/// (later indices are kept first). `None` when `holds` gives up (returns `None`, at a deadline).
/// `holds` is given sorted indices.
pub fn shrink_by_halves(
    n: usize,
    mut holds: impl FnMut(&[usize]) -> Option<bool>,
) -> Option<Vec<usize>> {
    let preferred: Vec<usize> = (0..n).rev().collect();
    let mut sorted_holds = |set: &[usize]| {
        let mut sorted = set.to_vec();
        sorted.sort_unstable();
        holds(&sorted)
    };
    let mut found = quick_xplain_until(&mut sorted_holds, &mut Vec::new(), &preferred, false)?;
    found.sort_unstable();
    Some(found)
}

/// Deletion-based minimisation over `0..n`: each index in turn is left out when `still` holds
/// for the indices kept without it (it is told which one is left out), so what remains is
/// minimal for `still` (given that it holds for all of them). `None` when `still` gives up
/// (returns `None`, at a deadline).
pub fn shrink_by_deletion(
    n: usize,
    mut still: impl FnMut(&[usize], usize) -> Option<bool>,
) -> Option<Vec<usize>> {
    let mut kept: Vec<usize> = (0..n).collect();
    let mut at = 0;
    while at < kept.len() {
        let rest: Vec<usize> = kept
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != at)
            .map(|(_, &c)| c)
            .collect();
        if still(&rest, kept[at])? {
            kept.remove(at);
        } else {
            at += 1;
        }
    }
    Some(kept)
}

/// The clues without clue `i`.
pub fn without_clue(clues: &[Clue], i: usize) -> Vec<Clue> {
    clues
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, c)| c.clone())
        .collect()
}

/// Whether `clues` have a solution.
pub fn satisfiable(puzzle: &Puzzle, clues: &[Clue]) -> bool {
    !solve_clues(puzzle.category_count(), puzzle.size(), clues, 1)
        .solutions
        .is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_clues_that_clash_and_only_those() {
        let puzzle = Puzzle::parse(
            "people: Ann, Bob, Cy\ncolours: red, green, blue\n\
             Bob + green\nAnn + red\nnot Cy + red\nnot Ann + red\n",
        )
        .expect("parses");
        assert_eq!(minimal_conflict(&puzzle), Some(vec![1, 3]));
        let fine = puzzle.with_clues(puzzle.clues()[..3].to_vec());
        assert_eq!(minimal_conflict(&fine), None);
    }

    /// Halving finds what deletion finds, with far fewer questions: over random monotone
    /// properties ("holds when the set contains one of these few groups"), the same subset, and
    /// for a clash of 2 among 1,000 at most 40 questions where deletion asks 1,000.
    #[test]
    fn halving_agrees_with_deletion_and_asks_less() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..300 {
            let n = rng.usize(1..40);
            let groups: Vec<Vec<usize>> = (0..rng.usize(1..4))
                .map(|_| (0..rng.usize(1..4)).map(|_| rng.usize(..n)).collect())
                .collect();
            let holds = |set: &[usize]| groups.iter().any(|g| g.iter().all(|i| set.contains(i)));
            let deleted = shrink_by_deletion(n, |rest, _| Some(holds(rest))).unwrap();
            let halved = shrink_by_halves(n, |set| Some(holds(set))).unwrap();
            assert_eq!(halved, deleted, "{groups:?}");
        }
        let mut asked = 0;
        let found = shrink_by_halves(1000, |set| {
            asked += 1;
            Some(set.contains(&17) && set.contains(&640))
        });
        assert_eq!(found, Some(vec![17, 640]));
        assert!(asked <= 40, "{asked} questions");
    }

    #[test]
    fn every_clue_of_the_set_is_needed() {
        // Three clues that clash only together: Ann is red or green, not red, not green.
        let puzzle = Puzzle::parse(
            "people: Ann, Bob, Cy\ncolours: red, green, blue\n\
             Ann + (red | green)\nnot Bob + red\nnot Ann + red\nnot Ann + green\n",
        )
        .expect("parses");
        let conflict = minimal_conflict(&puzzle).expect("no solution");
        assert_eq!(conflict, vec![0, 2, 3]);
        for leave_out in 0..conflict.len() {
            let rest: Vec<Clue> = conflict
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != leave_out)
                .map(|(_, &c)| puzzle.clues()[c].clone())
                .collect();
            assert!(
                !crate::solve(&puzzle.with_clues(rest), 1)
                    .solutions
                    .is_empty()
            );
        }
    }
}
