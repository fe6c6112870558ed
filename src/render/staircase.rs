//! The classic staircase logic grid that the HTML and SVG renderers draw: which block goes where,
//! the order of its cells, and the marks in every cell after each step of an explanation.
//!
//! For categories `0..k`, the block rows are category 0, then `k-1, k-2, …, 2`; the block columns
//! are categories `1, 2, …, k-1`; only the upper-left staircase is drawn, so every pair of
//! categories has exactly one block of `n × n` cells. Cells are numbered block by block (blocks in
//! reading order), and inside a block row by row.

use crate::explain::explanation::{Explanation, Step};
use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};

/// One `n × n` block: the category down its side and the one across its top.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub row: usize,
    pub column: usize,
    /// The number of its first cell.
    pub first: usize,
}

/// Where everything is in the staircase grid of a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// Items per category.
    pub n: usize,
    /// The categories down the side, top to bottom: 0, then k-1 down to 2.
    pub rows: Vec<usize>,
    /// The categories across the top, left to right: 1 to k-1.
    pub columns: Vec<usize>,
    /// The blocks in reading order.
    pub blocks: Vec<Block>,
}

/// A cell's mark, as a character: `.` open, `y` ✓, `n` ✗.
pub const OPEN: char = '.';
pub const YES: char = 'y';
pub const NO: char = 'n';

impl Layout {
    pub fn new(categories: usize, n: usize) -> Layout {
        let k = categories;
        let mut rows = Vec::new();
        if k >= 2 {
            rows.push(0);
            rows.extend((2..k).rev());
        }
        let columns: Vec<usize> = (1..k).collect();
        let mut blocks = Vec::new();
        for (i, &row) in rows.iter().enumerate() {
            // Row block i holds the first k-1-i column blocks.
            for &column in columns.iter().take(k.saturating_sub(1 + i)) {
                let first = blocks.len() * n * n;
                blocks.push(Block { row, column, first });
            }
        }
        Layout {
            n,
            rows,
            columns,
            blocks,
        }
    }

    pub fn of(puzzle: &Puzzle) -> Layout {
        Layout::new(puzzle.category_count(), puzzle.size())
    }

    /// The number of cells: `n² · k(k-1)/2`.
    pub fn cell_count(&self) -> usize {
        self.blocks.len() * self.n * self.n
    }

    /// The block of a pair of categories.
    pub fn block(&self, a: usize, b: usize) -> Option<&Block> {
        let (row, column) = match (a.min(b), a.max(b)) {
            (0, other) => (0, other),
            (low, high) => (high, low),
        };
        self.blocks
            .iter()
            .find(|block| block.row == row && block.column == column)
    }

    /// The cell of two items of different categories.
    pub fn cell(&self, a: ItemId, b: ItemId) -> Option<usize> {
        let block = self.block(a.category, b.category)?;
        let (r, c) = if a.category == block.row {
            (a, b)
        } else {
            (b, a)
        };
        (r.index < self.n && c.index < self.n).then_some(block.first + r.index * self.n + c.index)
    }

    /// The cells a step set (its conclusions and their one-to-one consequences), in order,
    /// without repeats. For a contradiction: the cells it could not set.
    pub fn cells_of(&self, step: &Step) -> Vec<usize> {
        let mut cells: Vec<usize> = step
            .conclusions
            .iter()
            .chain(&step.consequences)
            .filter_map(|f| self.cell(f.a, f.b))
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// The grid after each step: entry 0 is the empty grid, entry `i` the grid after step `i`,
    /// one mark character per cell. A contradiction sets nothing.
    pub fn states(&self, explanation: &Explanation) -> Vec<String> {
        let mut marks = vec![OPEN; self.cell_count()];
        let mut states = vec![marks.iter().collect::<String>()];
        for step in &explanation.steps {
            if !step.contradiction {
                for fact in step.conclusions.iter().chain(&step.consequences) {
                    self.mark(&mut marks, *fact);
                }
            }
            states.push(marks.iter().collect());
        }
        states
    }

    /// The grid after each group of steps (moves), the groups applied in the order given:
    /// entry 0 is the empty grid, entry `i` the grid after group `i`.
    pub fn states_of(&self, groups: &[Vec<&Step>]) -> Vec<String> {
        let mut marks = vec![OPEN; self.cell_count()];
        let mut states = vec![marks.iter().collect::<String>()];
        for group in groups {
            for step in group.iter().filter(|s| !s.contradiction) {
                for fact in step.conclusions.iter().chain(&step.consequences) {
                    self.mark(&mut marks, *fact);
                    if fact.together {
                        self.cross_out_around(&mut marks, *fact);
                    }
                }
            }
            states.push(marks.iter().collect());
        }
        states
    }

    /// The one-to-one ✗s of a ✓: the rest of its row and column in its block, where still
    /// open (a step left out of the moves may have been the one that set them).
    fn cross_out_around(&self, marks: &mut [char], fact: Fact) {
        for i in 0..self.n {
            for (a, b) in [
                (ItemId::new(fact.a.category, i), fact.b),
                (fact.a, ItemId::new(fact.b.category, i)),
            ] {
                if (a, b) == (fact.a, fact.b) {
                    continue;
                }
                if let Some(slot) = self.cell(a, b).and_then(|c| marks.get_mut(c))
                    && *slot == OPEN
                {
                    *slot = NO;
                }
            }
        }
    }

    fn mark(&self, marks: &mut [char], fact: Fact) {
        if let Some(slot) = self.cell(fact.a, fact.b).and_then(|i| marks.get_mut(i)) {
            *slot = if fact.together { YES } else { NO };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_staircase_has_one_block_per_pair() {
        let layout = Layout::new(4, 3);
        assert_eq!(layout.rows, vec![0, 3, 2]);
        assert_eq!(layout.columns, vec![1, 2, 3]);
        let pairs: Vec<(usize, usize)> = layout.blocks.iter().map(|b| (b.row, b.column)).collect();
        assert_eq!(pairs, vec![(0, 1), (0, 2), (0, 3), (3, 1), (3, 2), (2, 1)]);
        assert_eq!(layout.cell_count(), 3 * 3 * 4 * 3 / 2);
    }

    #[test]
    fn every_pair_of_items_has_its_own_cell() {
        let layout = Layout::new(5, 4);
        let mut seen = vec![false; layout.cell_count()];
        for ca in 0..5 {
            for cb in ca + 1..5 {
                for i in 0..4 {
                    for j in 0..4 {
                        let a = ItemId::new(ca, i);
                        let b = ItemId::new(cb, j);
                        let cell = layout.cell(a, b).unwrap();
                        assert_eq!(layout.cell(b, a), Some(cell));
                        assert!(!seen[cell]);
                        seen[cell] = true;
                    }
                }
            }
        }
        assert!(seen.iter().all(|s| *s));
        assert_eq!(layout.cell(ItemId::new(1, 0), ItemId::new(1, 1)), None);
    }

    #[test]
    fn the_last_state_of_a_solved_puzzle_is_its_solution() {
        let puzzle = Puzzle::parse(include_str!("../../examples/murdle.txt")).unwrap();
        let explanation = crate::explain(&puzzle);
        let layout = Layout::of(&puzzle);
        let states = layout.states(&explanation);
        assert_eq!(states.len(), explanation.steps.len() + 1);
        assert!(states[0].chars().all(|c| c == OPEN));
        let solution = &explanation.solutions[0];
        let last: Vec<char> = states[states.len() - 1].chars().collect();
        for a in puzzle.items() {
            for b in puzzle.items() {
                if a.category < b.category {
                    let cell = layout.cell(a, b).unwrap();
                    let want = if solution.together(a, b) { YES } else { NO };
                    assert_eq!(last[cell], want, "{a:?} {b:?}");
                }
            }
        }
        // Marks only accumulate: a set cell never changes.
        for pair in states.windows(2) {
            for (before, after) in pair[0].chars().zip(pair[1].chars()) {
                assert!(before == OPEN || before == after);
            }
        }
    }
}
