//! Searches over subsets of one growing list of clues, each clue compiled once. `generate` asks
//! dozens of times per puzzle whether some of the clues it drew pin one answer (while drawing,
//! then dropping each clue it can), and compiling the clues again for every question was a
//! fifth of its time.

use super::compile::CompiledClue;
use super::search::Search;
use super::searchable;
use crate::deadline::Deadline;
use crate::model::{Clue, Solution};

/// Clues of a grid of `categories × size`, compiled as they are added.
pub struct ClueList {
    categories: usize,
    size: usize,
    clues: Vec<Clue>,
    /// One per clue; empty when the grid is beyond what the solver takes (no solutions then).
    compiled: Vec<CompiledClue>,
}

impl ClueList {
    /// No clues yet, for a grid of `categories × size`.
    pub fn new(categories: usize, size: usize) -> ClueList {
        ClueList {
            categories,
            size,
            clues: Vec::new(),
            compiled: Vec::new(),
        }
    }

    /// Adds a clue; its number is the count of clues before it.
    pub fn push(&mut self, clue: Clue) -> usize {
        if searchable(self.categories, self.size) {
            self.compiled
                .push(CompiledClue::new(&clue, self.categories, self.size));
        }
        self.clues.push(clue);
        self.clues.len() - 1
    }

    /// The clues, in the order they were added.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// The clues, handed back.
    pub fn into_clues(self) -> Vec<Clue> {
        self.clues
    }

    /// At most `max` solutions of the clues numbered `chosen` (each at most once), as the
    /// search meets them; it stops at the `max`th (1 tells whether there is any; 2 whether there
    /// is only one, and shows two if not).
    #[cfg(any(test, feature = "internals"))]
    pub fn solutions(&self, chosen: &[usize], max: usize) -> Vec<Solution> {
        self.solutions_until(chosen, max, Deadline::none())
            .unwrap_or_default()
    }

    /// [`Self::solutions`], or `None` when `deadline` passes first.
    pub fn solutions_until(
        &self,
        chosen: &[usize],
        max: usize,
        deadline: Deadline,
    ) -> Option<Vec<Solution>> {
        if !searchable(self.categories, self.size) {
            return Some(Vec::new());
        }
        let mut search = Search::new(
            self.categories,
            self.size,
            chosen.iter().map(|&i| &self.compiled[i]).collect(),
            chosen.iter().map(|&i| &self.clues[i]).collect(),
            max,
        );
        search.deadline = deadline;
        search.start();
        (!search.timed_out).then_some(search.solutions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Puzzle;
    use crate::solver::solve_clues;

    #[test]
    fn subsets_solve_as_the_clues_alone_do() {
        let puzzle = Puzzle::parse(
            "a: A1, A2, A3\nb: B1, B2, B3\nc: C1, C2, C3\n\
             A1 + B2\nnot A2 + C3\nB1 + (C1 | C2)\nA3 + C1 or A3 + B3\n",
        )
        .unwrap();
        let mut list = ClueList::new(3, 3);
        for clue in puzzle.clues() {
            list.push(clue.clone());
        }
        let count = puzzle.clues().len();
        for mask in 0u32..1 << count {
            let chosen: Vec<usize> = (0..count).filter(|i| mask >> i & 1 == 1).collect();
            let clues: Vec<Clue> = chosen.iter().map(|&i| puzzle.clues()[i].clone()).collect();
            for limit in [1, 2, 100] {
                let mut found = list.solutions(&chosen, limit);
                found.sort();
                let want = solve_clues(3, 3, &clues, 100).solutions;
                assert_eq!(found.len(), want.len().min(limit));
                assert!(found.iter().all(|s| want.contains(s)));
            }
        }
    }
}
