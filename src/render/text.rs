//! Plain-text rendering: the answer grid as aligned columns with the category names as header.

use crate::model::{ItemId, Puzzle, Solution};

/// Left-aligned columns separated by at least two spaces; no trailing spaces.
pub fn table(rows: &[Vec<String>]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            line.push_str(cell);
            if c + 1 < row.len() {
                let pad = widths[c] - cell.chars().count() + 2;
                line.extend(std::iter::repeat_n(' ', pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The item names of each row of a solution, in category order.
pub fn solution_rows(puzzle: &Puzzle, solution: &Solution) -> Vec<Vec<String>> {
    solution
        .rows()
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(c, &i)| puzzle.item_name(ItemId::new(c, i)).to_string())
                .collect()
        })
        .collect()
}

/// The answer grid: a header of category names, then one row per item of the first category.
pub fn solution_grid(puzzle: &Puzzle, solution: &Solution) -> String {
    let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
    rows.extend(solution_rows(puzzle, solution));
    table(&rows)
}

/// Several answer grids next to each other, each under its heading (`Solution 1`, …), separated
/// by four spaces; no trailing spaces.
pub fn side_by_side(puzzle: &Puzzle, solutions: &[Solution]) -> String {
    let blocks: Vec<Vec<String>> = solutions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut lines = vec![format!("Solution {}", i + 1)];
            lines.extend(solution_grid(puzzle, s).lines().map(str::to_string));
            lines
        })
        .collect();
    let height = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = blocks
        .iter()
        .map(|b| b.iter().map(|l| l.chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in 0..height {
        let mut line = String::new();
        for (b, block) in blocks.iter().enumerate() {
            let cell = block.get(row).map_or("", String::as_str);
            line.push_str(cell);
            if b + 1 < blocks.len() {
                let pad = widths[b] - cell.chars().count() + 4;
                line.extend(std::iter::repeat_n(' ', pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
