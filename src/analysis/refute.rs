//! Showing a player's wrong mark wrong the short way: suppose the mark, with the player's right
//! marks, and follow the easiest steps until something cannot hold. The chain kept is only what
//! that clash needs, so it names the clues (and the player's own marks) that contradict the mark,
//! without deriving the true answer first. `hint --given` and the play page both use it.

use crate::analysis::conflict::shrink_by_halves;
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::explanation::Step;
use crate::grid::Fact;
use crate::model::{Clue, Puzzle};
use crate::solver::entailment::{Dimensions, inconsistent};
use crate::techniques::TechniqueId;

/// At most this many steps are followed from the supposed mark before giving up on a short
/// refutation (a wrong mark that takes longer to refute is shown by the answer's steps).
pub const MAX_REFUTATION_STEPS: usize = 400;

/// Why a mark cannot hold.
#[derive(Debug, Clone)]
pub struct Refutation {
    /// The wrong mark.
    pub wrong: Fact,
    /// The clues the chain uses (indices into `Puzzle::clues`, ascending).
    pub clues: Vec<usize>,
    /// The player's marks the chain uses (besides the wrong one), in the order given.
    pub marks: Vec<Fact>,
    /// The chain from the supposed mark to the clash, in order; the last step is the clash.
    /// Empty when the mark clashes with the player's marks on the grid itself (one-to-one).
    pub steps: Vec<Step>,
}

impl Refutation {
    /// The clue the clash itself rests on first: what a nudge names.
    pub fn first_clue(&self) -> Option<usize> {
        self.steps
            .iter()
            .rev()
            .flat_map(|s| s.clues.iter().copied())
            .next()
            .or_else(|| self.clues.first().copied())
    }
}

/// A short chain showing `wrong` cannot hold with the clues and the player's `held` marks (which
/// must hold in the answer), or `None` when the clues and marks allow it, or no chain is found
/// within [`MAX_REFUTATION_STEPS`] steps or before `deadline`.
///
/// First a minimal set of clues and marks that contradict the mark is found with the exhaustive
/// solver (QuickXplain, [`shrink_by_halves`]); then the engine explains that small puzzle from the
/// mark until it clashes, and only the steps the clash rests on are kept.
pub fn refute_until(
    puzzle: &Puzzle,
    held: &[Fact],
    wrong: Fact,
    deadline: Deadline,
) -> Option<Refutation> {
    let held: Vec<Fact> = held
        .iter()
        .copied()
        .filter(|f| (f.a, f.b) != (wrong.a, wrong.b))
        .collect();
    let dims = Dimensions::of(puzzle);
    let all = puzzle.clues();
    // Indices 0..clues are the clues, then the player's marks: later indices are kept first, so
    // the refutation leans on what the player already has, which makes it short.
    let clash = |kept: &[usize]| -> Option<bool> {
        if deadline.passed() {
            return None;
        }
        let mut facts = vec![wrong];
        let mut clues: Vec<&Clue> = Vec::new();
        for &i in kept {
            match i.checked_sub(all.len()) {
                None => clues.push(&all[i]),
                Some(m) => facts.push(held[m]),
            }
        }
        Some(inconsistent(dims, &clues, &facts))
    };
    let everything: Vec<usize> = (0..all.len() + held.len()).collect();
    if !clash(&everything)? {
        return None;
    }
    let kept = shrink_by_halves(everything.len(), clash)?;
    let clues: Vec<usize> = kept.iter().copied().filter(|&i| i < all.len()).collect();
    let marks: Vec<Fact> = kept
        .iter()
        .filter_map(|&i| i.checked_sub(all.len()))
        .map(|m| held[m])
        .collect();
    chain(puzzle, wrong, clues, marks, deadline)
}

/// A refutation of `wrong` from at most `most` clues alone (tried one clue, then each pair, …,
/// in the order of the clues), or `None` when no such set contradicts it. Cheap enough to ask
/// about every cell of a grid: each question is a search over the few categories those clues
/// name. The play page keeps these for each cell.
pub fn refute_by_few_clues(
    puzzle: &Puzzle,
    wrong: Fact,
    most: usize,
    deadline: Deadline,
) -> Option<Refutation> {
    let dims = Dimensions::of(puzzle);
    let all = puzzle.clues();
    let mut set: Vec<usize> = Vec::new();
    for size in 1..=most.min(all.len()) {
        set.clear();
        set.extend(0..size);
        loop {
            if deadline.passed() {
                return None;
            }
            let clues: Vec<&Clue> = set.iter().map(|&c| &all[c]).collect();
            if inconsistent(dims, &clues, &[wrong]) {
                return chain(puzzle, wrong, set.clone(), Vec::new(), deadline);
            }
            if !next_subset(&mut set, all.len()) {
                break;
            }
        }
    }
    None
}

/// The next set of the same size in lexicographic order (false after the last).
fn next_subset(set: &mut [usize], n: usize) -> bool {
    let k = set.len();
    for i in (0..k).rev() {
        if set[i] < n - k + i {
            set[i] += 1;
            for j in i + 1..k {
                set[j] = set[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// The engine's chain from `wrong` (with `marks`) to a clash, on the puzzle cut down to `clues`:
/// only the steps the clash rests on.
fn chain(
    puzzle: &Puzzle,
    wrong: Fact,
    clues: Vec<usize>,
    marks: Vec<Fact>,
    deadline: Deadline,
) -> Option<Refutation> {
    let all = puzzle.clues();
    // A mark that clashes with the player's marks on the grid itself (a second ✓ in a line, a
    // ✗ on a ✓ the rows imply) needs no step: the marks are the whole reason.
    let mut grid = crate::grid::Grid::new(puzzle.category_count(), puzzle.size());
    if marks
        .iter()
        .chain([&wrong])
        .any(|&f| grid.set(f, 0).is_err())
    {
        return Some(Refutation {
            wrong,
            clues,
            marks,
            steps: Vec::new(),
        });
    }
    let small = puzzle.with_clues(clues.iter().map(|&c| all[c].clone()).collect());
    let mut given = marks.clone();
    given.push(wrong);
    let explanation = explain_with(
        &small,
        &ExplainOptions {
            given,
            max_steps: Some(MAX_REFUTATION_STEPS),
            max_solutions: 1,
            deadline,
            ..ExplainOptions::default()
        },
    );
    let end = explanation
        .steps
        .iter()
        .find(|s| s.contradiction && s.technique != TechniqueId::Search)?;
    let mut steps: Vec<Step> = explanation
        .slice(&[end.number])
        .into_iter()
        .cloned()
        .collect();
    // The clash is the supposed mark's, not the clues': say so.
    if let Some(last) = steps.last_mut() {
        last.headline = "Here the supposition clashes.".to_string();
    }
    // The small puzzle numbers its clues from 0; the refutation speaks of the puzzle's own.
    for step in &mut steps {
        for c in &mut step.clues {
            *c = clues[*c];
        }
    }
    Some(Refutation {
        wrong,
        clues,
        marks,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ItemId;

    fn murdle() -> Puzzle {
        Puzzle::parse(include_str!("../../examples/murdle.txt")).unwrap()
    }

    /// Every wrong mark of a puzzle is refuted, by a set of clues and marks that clashes with
    /// it and from which no clue can be left out, in a chain that ends in a clash.
    #[test]
    fn every_wrong_mark_is_refuted_by_a_minimal_set() {
        let puzzle = murdle();
        let solution = &crate::solve(&puzzle, 2).solutions[0];
        let first = ItemId::new(0, 0);
        let partner = (0..3)
            .map(|i| ItemId::new(1, i))
            .find(|&b| solution.together(first, b))
            .unwrap();
        let held = vec![Fact::yes(first, partner)];
        let mut refuted = 0;
        for a in puzzle.items() {
            for b in puzzle.items().filter(|b| b.category > a.category) {
                let wrong = Fact::new(a, b, !solution.together(a, b));
                let r = refute_until(&puzzle, &held, wrong, Deadline::none()).unwrap();
                let mut facts = r.marks.clone();
                facts.push(wrong);
                let clues: Vec<&Clue> = r.clues.iter().map(|&c| &puzzle.clues()[c]).collect();
                assert!(inconsistent(Dimensions::of(&puzzle), &clues, &facts));
                for skip in 0..clues.len() {
                    let fewer: Vec<&Clue> = clues
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != skip)
                        .map(|(_, &c)| c)
                        .collect();
                    assert!(
                        !inconsistent(Dimensions::of(&puzzle), &fewer, &facts),
                        "{wrong:?}"
                    );
                }
                assert!(r.steps.last().is_none_or(|s| s.contradiction));
                assert!(!r.steps.is_empty() || !r.marks.is_empty());
                refuted += 1;
            }
        }
        assert_eq!(refuted, 27);
    }

    /// A mark that holds in the answer is not refuted.
    #[test]
    fn a_right_mark_is_not_refuted() {
        let puzzle = murdle();
        let solution = &crate::solve(&puzzle, 2).solutions[0];
        let (a, b) = (ItemId::new(0, 1), ItemId::new(2, 1));
        let right = Fact::new(a, b, solution.together(a, b));
        assert!(refute_until(&puzzle, &[], right, Deadline::none()).is_none());
        assert!(refute_by_few_clues(&puzzle, right, 2, Deadline::none()).is_none());
    }

    /// The player's right marks make a refutation short: with the answer's other ✓s held, a
    /// wrong ✓ clashes with one of them at once.
    #[test]
    fn held_marks_are_used_first() {
        let puzzle = murdle();
        let solution = &crate::solve(&puzzle, 2).solutions[0];
        let mut held = Vec::new();
        for a in puzzle.items() {
            for b in puzzle.items().filter(|b| b.category > a.category) {
                if solution.together(a, b) {
                    held.push(Fact::yes(a, b));
                }
            }
        }
        let (a, b) = (ItemId::new(0, 0), ItemId::new(1, 0));
        let b = if solution.together(a, b) {
            ItemId::new(1, 1)
        } else {
            b
        };
        let r = refute_until(&puzzle, &held, Fact::yes(a, b), Deadline::none()).unwrap();
        assert!(r.clues.is_empty(), "{:?}", r.clues);
        assert!(!r.marks.is_empty());
        assert!(r.steps.len() <= 2, "{}", r.steps.len());
    }

    #[test]
    fn subsets_come_in_order() {
        let mut set = vec![0, 1];
        let mut seen = vec![set.clone()];
        while next_subset(&mut set, 4) {
            seen.push(set.clone());
        }
        assert_eq!(
            seen,
            [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map(|s| s.to_vec())
        );
    }
}
