//! A solution known to agree with the grid, so look-ahead can skip what can never pay off.
//!
//! Every technique is sound: what it concludes holds in every solution of the clues that agrees
//! with the grid. So when some solution `S` of the clues agrees with a grid, supposing a fact
//! that is true in `S` can never be followed to a contradiction (every step after it still
//! holds in `S`). `contradiction` therefore need not follow such suppositions to find its
//! refutation; it still accounts for them exactly (see `contradiction::search`), so what it finds
//! is unchanged.
//!
//! The solution is kept per thread (one explanation runs on one thread) and checked every time
//! before use: it must satisfy every clue of the puzzle at hand and agree with every set cell of
//! the grid at hand, so a stale one (another puzzle, another branch) is never trusted. Where it
//! does not fit, [`for_grid`] asks the solver for one solution from the grid (one bounded run).

use std::cell::RefCell;

use crate::deadline::Deadline;
use crate::grid::{Fact, Grid, Mark};
use crate::model::{ItemId, Puzzle, Solution};

thread_local! {
    /// The last solution found or used on this thread.
    static KNOWN: RefCell<Option<Solution>> = const { RefCell::new(None) };
}

/// A solution of `puzzle`'s clues that agrees with `grid`, with each item's row at hand.
#[derive(Debug, Clone)]
pub struct Answer {
    /// `rows[category][index]`: the row of that item.
    rows: Vec<Vec<usize>>,
}

impl Answer {
    /// Whether `fact` is true in this solution.
    pub fn holds(&self, fact: Fact) -> bool {
        (self.row(fact.a) == self.row(fact.b)) == fact.together
    }

    fn row(&self, item: ItemId) -> usize {
        self.rows
            .get(item.category)
            .and_then(|r| r.get(item.index))
            .copied()
            .unwrap_or(usize::MAX)
    }
}

/// The kept solution, if it fits `puzzle` and `grid`; otherwise, when `may_solve`, one found by
/// the solver from the grid (within `deadline`), kept for next time.
pub fn for_grid(
    puzzle: &Puzzle,
    grid: &Grid,
    may_solve: bool,
    deadline: Deadline,
) -> Option<Answer> {
    let kept = KNOWN.with(|k| k.borrow().clone());
    if let Some(answer) = kept.and_then(|s| fitting(puzzle, grid, &s)) {
        return Some(answer);
    }
    if !may_solve {
        return None;
    }
    let mut clues = puzzle.clues().to_vec();
    clues.extend(crate::grid::grid_clues(grid));
    let report = crate::solver::solve_clues_until(
        puzzle.category_count(),
        puzzle.size(),
        &clues,
        1,
        deadline,
    );
    let solution = report.solutions.into_iter().next()?;
    let answer = fitting(puzzle, grid, &solution)?;
    KNOWN.with(|k| *k.borrow_mut() = Some(solution));
    Some(answer)
}

/// `solution` with its rows at hand, if it has the puzzle's shape, satisfies every clue and
/// agrees with every set cell of `grid`.
fn fitting(puzzle: &Puzzle, grid: &Grid, solution: &Solution) -> Option<Answer> {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    if grid.categories() != k || grid.size() != n || solution.size() != n {
        return None;
    }
    let mut rows = vec![vec![usize::MAX; n]; k];
    for (row, items) in solution.rows().iter().enumerate() {
        if items.len() != k {
            return None;
        }
        for (category, &index) in items.iter().enumerate() {
            *rows.get_mut(category)?.get_mut(index)? = row;
        }
    }
    if rows.iter().flatten().any(|&r| r == usize::MAX) {
        return None;
    }
    if !puzzle.clues().iter().all(|c| c.holds(solution)) {
        return None;
    }
    let answer = Answer { rows };
    for c1 in 0..k {
        for c2 in c1 + 1..k {
            for i in 0..n {
                for j in 0..n {
                    let (a, b) = (ItemId::new(c1, i), ItemId::new(c2, j));
                    let agrees = match grid.mark(a, b) {
                        Mark::Open => true,
                        Mark::Yes => answer.holds(Fact::yes(a, b)),
                        Mark::No => answer.holds(Fact::no(a, b)),
                    };
                    if !agrees {
                        return None;
                    }
                }
            }
        }
    }
    Some(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_solution_that_fits_the_puzzle_and_the_grid_is_used() {
        let text = "s: Ann, Bob\nw: cup, pen\nAnn + cup\n";
        let puzzle = Puzzle::parse(text).expect("parses");
        let mut grid = Grid::new(2, 2);
        let answer = for_grid(&puzzle, &grid, true, Deadline::none()).expect("one solution");
        let (ann, bob, cup) = (ItemId::new(0, 0), ItemId::new(0, 1), ItemId::new(1, 0));
        assert!(answer.holds(Fact::yes(ann, cup)) && answer.holds(Fact::no(bob, cup)));
        // A grid the kept solution disagrees with: not used, and no other without solving.
        grid.set(Fact::yes(bob, cup), 1).expect("open");
        assert!(for_grid(&puzzle, &grid, false, Deadline::none()).is_none());
        // Solving from that grid finds nothing (the clue says Ann has the cup).
        assert!(for_grid(&puzzle, &grid, true, Deadline::none()).is_none());
        // Another puzzle the kept solution breaks a clue of: not used.
        let other = Puzzle::parse("s: Ann, Bob\nw: cup, pen\nBob + cup\n").expect("parses");
        assert!(for_grid(&other, &Grid::new(2, 2), false, Deadline::none()).is_none());
    }
}
