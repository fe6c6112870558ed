//! Helpers shared by the integration tests.

use gridsleuth::{Puzzle, Solution, solve};

/// How many grids satisfy the puzzle's clues, by the solver, checked against every grid by
/// `Clue::holds` (`what` names the clues in the failure message). For tiny puzzles only.
pub fn agreed_count(puzzle: &Puzzle, what: &str) -> usize {
    let report = solve(puzzle, 1000);
    assert!(!report.truncated, "more than 1000 solutions for {what}");
    let brute = Solution::every(puzzle.category_count(), puzzle.size())
        .into_iter()
        .filter(|g| puzzle.is_solution(g))
        .count();
    assert_eq!(
        report.solutions.len(),
        brute,
        "solver and Clue::holds disagree on {what}"
    );
    brute
}
