//! The exhaustive solver: a complete, deterministic depth-first search over the answer grid, used
//! to find every solution and as the ground truth the explaining engine is tested against.
//!
//! Rows are pinned to the first category (row `r` holds its item `r`). For every row and every
//! other category the search keeps the set of items still possible there. After every choice it
//! propagates to a fixed point: an item placed in a row leaves the other rows, an item possible in
//! one row only goes there, and every clue is tested for whether it can still hold (a positive
//! option dies once no row could match it, a negated one once some row surely does — monotone, so
//! a dead clue is a sound reason to backtrack). A clue with one live option left also narrows the
//! candidates it needs. The search branches on the open cell with fewest candidates, items in
//! list order, so it is complete and its output order is fixed.

use crate::model::{Clue, ItemId, Puzzle, Solution};

/// How many solutions `sleuth solve` looks for before it stops.
pub const DEFAULT_MAX_SOLUTIONS: usize = 1000;

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveReport {
    /// The solutions found, in search order.
    pub solutions: Vec<Solution>,
    /// True when the search stopped at the limit, so more solutions may exist.
    pub truncated: bool,
    /// Search nodes visited (for benchmarks and curiosity).
    pub nodes: u64,
}

/// Finds the puzzle's solutions, stopping after `limit` of them.
pub fn solve(puzzle: &Puzzle, limit: usize) -> SolveReport {
    solve_clues(
        puzzle.category_count(),
        puzzle.size(),
        puzzle.clues(),
        limit,
    )
}

/// Finds the solutions of a grid of `categories × size` under `clues` alone.
pub fn solve_clues(categories: usize, size: usize, clues: &[Clue], limit: usize) -> SolveReport {
    let mut search = Search {
        k: categories,
        n: size,
        clues: clues
            .iter()
            .map(|c| CompiledClue::new(c, categories))
            .collect(),
        exact: clues,
        limit,
        report: SolveReport {
            solutions: Vec::new(),
            truncated: false,
            nodes: 0,
        },
    };
    if size == 0 || categories == 0 || limit == 0 {
        search.report.truncated = limit == 0;
        return search.report;
    }
    let mut cand = vec![full_mask(size); size * categories];
    for row in 0..size {
        cand[row * categories] = 1 << row;
    }
    search.run(cand);
    search.report
}

fn full_mask(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// A term as masks per category: a row satisfies it when it holds an item of one of the masks.
#[derive(Debug)]
struct CompiledTerm {
    parts: Vec<(usize, u64)>,
}

#[derive(Debug)]
struct CompiledOption {
    negated: bool,
    terms: Vec<CompiledTerm>,
}

#[derive(Debug)]
struct CompiledClue {
    options: Vec<CompiledOption>,
}

impl CompiledClue {
    fn new(clue: &Clue, categories: usize) -> CompiledClue {
        let options = clue
            .options
            .iter()
            .map(|o| CompiledOption {
                negated: o.negated,
                terms: o
                    .terms
                    .iter()
                    .map(|t| {
                        let mut masks = vec![0u64; categories];
                        for &ItemId { category, index } in &t.alternatives {
                            if let Some(m) = masks.get_mut(category) {
                                *m |= 1u64.checked_shl(index as u32).unwrap_or(0);
                            }
                        }
                        CompiledTerm {
                            parts: masks
                                .into_iter()
                                .enumerate()
                                .filter(|(_, m)| *m != 0)
                                .collect(),
                        }
                    })
                    .collect(),
            })
            .collect();
        CompiledClue { options }
    }
}

/// How an option stands on a partly filled grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// It can no longer hold.
    Dead,
    /// It surely holds.
    Satisfied,
    /// Not decided yet.
    Open,
}

struct Search<'a> {
    k: usize,
    n: usize,
    clues: Vec<CompiledClue>,
    exact: &'a [Clue],
    limit: usize,
    report: SolveReport,
}

/// Propagation found that no solution extends the current grid.
struct Conflict;

impl Search<'_> {
    fn run(&mut self, mut cand: Vec<u64>) {
        self.report.nodes += 1;
        if self.propagate(&mut cand).is_err() {
            return;
        }
        // Branch on the open cell with fewest candidates (first such cell on ties).
        let mut best: Option<(u32, usize)> = None;
        for (cell, &mask) in cand.iter().enumerate() {
            let count = mask.count_ones();
            if count > 1 && best.is_none_or(|(c, _)| count < c) {
                best = Some((count, cell));
                if count == 2 {
                    break;
                }
            }
        }
        let Some((_, cell)) = best else {
            self.record(&cand);
            return;
        };
        let mut options = cand[cell];
        while options != 0 {
            if self.report.solutions.len() >= self.limit {
                self.report.truncated = true;
                return;
            }
            let bit = options & options.wrapping_neg();
            options &= !bit;
            let mut next = cand.clone();
            next[cell] = bit;
            self.run(next);
        }
    }

    fn record(&mut self, cand: &[u64]) {
        if self.report.solutions.len() >= self.limit {
            self.report.truncated = true;
            return;
        }
        let rows = (0..self.n)
            .map(|r| {
                (0..self.k)
                    .map(|c| cand[r * self.k + c].trailing_zeros() as usize)
                    .collect()
            })
            .collect();
        let solution = Solution::from_rows(rows);
        if self.exact.iter().all(|c| c.holds(&solution)) {
            self.report.solutions.push(solution);
        }
    }

    fn propagate(&self, cand: &mut [u64]) -> Result<(), Conflict> {
        loop {
            let mut changed = self.all_different(cand)?;
            for clue in &self.clues {
                changed |= self.propagate_clue(clue, cand)?;
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// Each category is a permutation of the rows: placed items leave other rows, and an item
    /// with one possible row goes there.
    fn all_different(&self, cand: &mut [u64]) -> Result<bool, Conflict> {
        let (n, k) = (self.n, self.k);
        let mut changed = false;
        for c in 1..k {
            loop {
                let mut placed = 0u64;
                let mut seen = 0u64;
                let mut seen_twice = 0u64;
                for r in 0..n {
                    let m = cand[r * k + c];
                    if m == 0 {
                        return Err(Conflict);
                    }
                    if m.count_ones() == 1 {
                        if placed & m != 0 {
                            return Err(Conflict);
                        }
                        placed |= m;
                    }
                    seen_twice |= seen & m;
                    seen |= m;
                }
                if seen != full_mask(n) {
                    return Err(Conflict);
                }
                let hidden = seen & !seen_twice & !placed;
                let mut round = false;
                for r in 0..n {
                    let cell = &mut cand[r * k + c];
                    let before = *cell;
                    if before.count_ones() > 1 {
                        let only_here = before & hidden;
                        if only_here.count_ones() > 1 {
                            return Err(Conflict);
                        }
                        *cell = if only_here != 0 {
                            only_here
                        } else {
                            before & !placed
                        };
                        if *cell != before {
                            round = true;
                        }
                    }
                }
                if !round {
                    break;
                }
                changed = true;
            }
        }
        Ok(changed)
    }

    fn can_row(&self, option: &CompiledOption, cand: &[u64], row: usize) -> bool {
        let base = row * self.k;
        option
            .terms
            .iter()
            .all(|t| t.parts.iter().any(|&(c, m)| cand[base + c] & m != 0))
    }

    fn must_row(&self, option: &CompiledOption, cand: &[u64], row: usize) -> bool {
        let base = row * self.k;
        option.terms.iter().all(|t| term_certain(t, cand, base))
    }

    fn status(&self, option: &CompiledOption, cand: &[u64]) -> Status {
        let mut any_can = false;
        for row in 0..self.n {
            if self.must_row(option, cand, row) {
                return if option.negated {
                    Status::Dead
                } else {
                    Status::Satisfied
                };
            }
            any_can |= self.can_row(option, cand, row);
        }
        match (any_can, option.negated) {
            (false, false) => Status::Dead,
            (false, true) => Status::Satisfied,
            _ => Status::Open,
        }
    }

    fn propagate_clue(&self, clue: &CompiledClue, cand: &mut [u64]) -> Result<bool, Conflict> {
        let mut live = None;
        let mut live_count = 0;
        for option in &clue.options {
            match self.status(option, cand) {
                Status::Satisfied => return Ok(false),
                Status::Dead => {}
                Status::Open => {
                    live = Some(option);
                    live_count += 1;
                }
            }
        }
        let Some(option) = live else {
            return Err(Conflict);
        };
        if live_count > 1 {
            return Ok(false);
        }
        let (n, k) = (self.n, self.k);
        let mut changed = false;
        let mut narrow = |cell: &mut u64, keep: u64| {
            if *cell & keep != *cell {
                *cell &= keep;
                changed = true;
            }
        };
        if option.negated {
            // No row may hold every term: where all terms but one are certain, the last is out.
            for row in 0..n {
                let base = row * k;
                let mut uncertain = option.terms.iter().filter(|t| !term_certain(t, cand, base));
                if let (Some(last), None) = (uncertain.next(), uncertain.next()) {
                    for &(c, m) in &last.parts {
                        narrow(&mut cand[base + c], !m);
                    }
                }
            }
        } else {
            let rows: Vec<usize> = (0..n).filter(|&r| self.can_row(option, cand, r)).collect();
            for term in &option.terms {
                if let [(c, m)] = term.parts[..] {
                    if m.count_ones() == 1 {
                        // A single item must sit in one of the rows that can still match.
                        for r in (0..n).filter(|r| !rows.contains(r)) {
                            narrow(&mut cand[r * k + c], !m);
                        }
                    }
                    if let [row] = rows[..] {
                        narrow(&mut cand[row * k + c], m);
                    }
                }
            }
        }
        Ok(changed)
    }
}

/// Whether a row surely satisfies a term: some part's category can only hold items of its mask.
fn term_certain(term: &CompiledTerm, cand: &[u64], base: usize) -> bool {
    term.parts.iter().any(|&(c, m)| {
        let cell = cand[base + c];
        cell != 0 && cell & !m == 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MURDLE: &str = "\
suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
weapons: dumbbell, pool cue, poisoned tea
places: gym, pool, lobby
Sgt Gunmetal + dumbbell
not Coach Raspberry + (gym | lobby)
pool cue + (pool | lobby)
Miss Saffron + pool cue or Sgt Gunmetal + pool cue
";

    fn names(puzzle: &Puzzle, solution: &Solution) -> Vec<Vec<String>> {
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

    #[test]
    fn solves_the_seed_puzzle() {
        let puzzle = Puzzle::parse(MURDLE).unwrap();
        let report = solve(&puzzle, 10);
        assert_eq!(report.solutions.len(), 1);
        assert!(!report.truncated);
        assert_eq!(
            names(&puzzle, &report.solutions[0]),
            [
                ["Miss Saffron", "pool cue", "lobby"],
                ["Sgt Gunmetal", "dumbbell", "gym"],
                ["Coach Raspberry", "poisoned tea", "pool"]
            ]
        );
    }

    #[test]
    fn stops_at_the_limit() {
        let puzzle = Puzzle::parse("a: x, y, z\nb: p, q, r\n").unwrap();
        let report = solve(&puzzle, 4);
        assert_eq!(report.solutions.len(), 4);
        assert!(report.truncated);
        let all = solve(&puzzle, 100);
        assert_eq!(all.solutions.len(), 6);
        assert!(!all.truncated);
    }

    #[test]
    fn multi_term_not_is_not_pairwise() {
        // `not x + p + u` only forbids the three together: x + p alone is fine.
        let puzzle = Puzzle::parse("a: x, y\nb: p, q\nc: u, v\nnot x + p + u\nx + p\n").unwrap();
        let report = solve(&puzzle, 10);
        assert_eq!(report.solutions.len(), 1);
        assert_eq!(report.solutions[0].rows(), [vec![0, 0, 1], vec![1, 1, 0]]);
    }

    #[test]
    fn contradiction_has_no_solution() {
        let puzzle = Puzzle::parse("a: x, y\nb: p, q\nx + p\nnot x + p\n").unwrap();
        assert!(solve(&puzzle, 10).solutions.is_empty());
    }
}
