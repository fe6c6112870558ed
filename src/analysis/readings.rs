//! Choosing between two readings of a sentence that may mean either (`on the left of`; see
//! [`crate::model::readings`]): the weaker reading stands unless it leaves more than one answer
//! and the stronger leaves exactly one. Both counts run on a work budget, so the choice is the
//! same on every machine; when either count is cut short the weaker reading stands.

use crate::deadline::{DEFAULT_WORK, Deadline};
use crate::model::Puzzle;
use crate::solver::{Outcome, solve_until};

/// `puzzle` with its sentences of two meanings read the way that gives it one answer, if only
/// the stronger does (see the module header).
pub fn settle(puzzle: Puzzle) -> Puzzle {
    if puzzle.either_readings().is_empty() {
        return puzzle;
    }
    let outcome = |p: &Puzzle| {
        let deadline = Deadline::none().with_work(DEFAULT_WORK / 4);
        Outcome::of(&solve_until(p, 2, deadline))
    };
    if outcome(&puzzle) != Outcome::SeveralSolutions {
        return puzzle;
    }
    let stronger = puzzle.with_stronger_readings();
    match outcome(&stronger) {
        Outcome::Solved => stronger,
        _ => puzzle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "houses (ordered): 1, 2, 3\nnames: Ann, Bob, Cy\n";

    #[test]
    fn on_the_left_is_directly_left_only_when_that_gives_one_answer() {
        // Anywhere to the left leaves two answers; directly left, one.
        let loose = Puzzle::parse(&format!(
            "{HEAD}1. Ann is on the left of Bob.\n2. Cy is not in house 3.\n"
        ))
        .unwrap();
        assert_eq!(loose.either_readings().len(), 1);
        let settled = settle(loose.clone());
        assert!(settled.is_stronger_reading(&settled.clues()[0]));
        assert_eq!(crate::solver::solve(&settled, 2).solutions.len(), 1);
        // Anywhere to the left already gives one answer: it stands.
        let enough = Puzzle::parse(&format!(
            "{HEAD}1. Ann is on the left of Bob.\n2. Cy is in house 1.\n"
        ))
        .unwrap();
        let kept = settle(enough.clone());
        assert_eq!(kept.clues(), enough.clues());
        assert!(!kept.is_stronger_reading(&kept.clues()[0]));
        // Written `somewhere` or `directly`, a sentence means one thing.
        let plain = Puzzle::parse(&format!(
            "{HEAD}1. Ann is somewhere to the left of Bob.\n2. Cy is not in house 3.\n"
        ))
        .unwrap();
        assert!(plain.either_readings().is_empty());
    }
}
