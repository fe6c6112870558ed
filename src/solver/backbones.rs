//! The backbone of some clues: every open cell that all their answer grids agree on, found with
//! a pool of answer grids shared across many sets of clues over the same grid (a clue-set
//! question asked dozens of times). Kept for the `sat_vs_solver` benchmark, which compares it
//! with a SAT solver, and built only for the crate's tests and benchmarks (feature `internals`).

use super::entailment::{Dimensions, Search, search};
use crate::grid::Fact;
use crate::model::{Clue, ItemId, Solution};

/// What `clues` and `facts` force about `cells` (open cells of a grid of all `dims`' categories).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forced {
    /// They cannot all hold.
    Nothing,
    /// The cells every answer grid that keeps them agrees on, as facts (possibly none).
    Cells(Vec<Fact>),
}

/// The cells among `cells` that `clues` and `facts` force, or that they cannot all hold (the
/// "backbone"). Every answer grid found shows, for each cell, a value it can take; a cell not yet
/// seen both ways is settled by one solver run with its unseen value assumed: a grid found shows
/// that value (and others besides), none means the cell is forced. Each run takes one from
/// `budget`; when it is spent, `None`.
pub fn backbone(
    dims: Dimensions,
    clues: &[&Clue],
    facts: &[Fact],
    cells: &[(ItemId, ItemId)],
    budget: &mut usize,
) -> Option<Forced> {
    let all: Vec<usize> = (0..clues.len()).collect();
    Backbones::new(dims, clues.to_vec(), facts, cells).of(&all, budget)
}

/// Backbones of many sets of clues over the same known facts and open cells (the clue-set
/// technique asks for every small set of a puzzle's clues in turn). Every answer grid a solver
/// run finds is kept in a pool, with which of the clues it keeps and its value of every cell, so
/// that a later set's candidates are mostly settled by grids already found, without a run.
pub struct Backbones<'a> {
    dims: Dimensions,
    clues: Vec<&'a Clue>,
    facts: &'a [Fact],
    cells: &'a [(ItemId, ItemId)],
    pool: Vec<Pooled>,
}

/// An answer grid of the pool: the clues it keeps and the cells where its items are together,
/// as bitsets (bit `i` of word `i / 64`).
struct Pooled {
    keeps: Vec<u64>,
    together: Vec<u64>,
}

/// Most answer grids a [`Backbones`] pool holds.
pub const POOL_LIMIT: usize = 4096;

fn bit(set: &[u64], i: usize) -> bool {
    set.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
}

/// The row of every item in a solution, to tell in one look whether two items share a row
/// ([`Solution::together`] scans the rows each time: n times slower on the large grids whose
/// every cell is looked at here).
struct RowIndex {
    items: usize,
    row: Vec<usize>,
}

impl RowIndex {
    fn new(solution: &Solution, items: usize) -> RowIndex {
        let categories = solution.rows().first().map_or(0, Vec::len);
        let mut row = vec![usize::MAX; categories * items];
        for (r, items_in_row) in solution.rows().iter().enumerate() {
            for (c, &i) in items_in_row.iter().enumerate() {
                if let Some(slot) = row.get_mut(c * items + i) {
                    *slot = r;
                }
            }
        }
        RowIndex { items, row }
    }

    fn of(&self, item: ItemId) -> usize {
        self.row
            .get(item.category * self.items + item.index)
            .copied()
            .unwrap_or(usize::MAX)
    }

    fn together(&self, a: ItemId, b: ItemId) -> bool {
        let row = self.of(a);
        row != usize::MAX && row == self.of(b)
    }
}

fn bits(n: usize, on: impl Fn(usize) -> bool) -> Vec<u64> {
    let mut set = vec![0u64; n.div_ceil(64)];
    for i in (0..n).filter(|&i| on(i)) {
        set[i / 64] |= 1 << (i % 64);
    }
    set
}

impl<'a> Backbones<'a> {
    /// `clues` are the ones sets are drawn from; `cells` the open cells of a grid of all `dims`'
    /// categories, whose known cells are `facts`.
    pub fn new(
        dims: Dimensions,
        clues: Vec<&'a Clue>,
        facts: &'a [Fact],
        cells: &'a [(ItemId, ItemId)],
    ) -> Backbones<'a> {
        Backbones {
            dims,
            clues,
            facts,
            cells,
            pool: Vec::new(),
        }
    }

    fn remember(&mut self, solution: &Solution) {
        if self.pool.len() >= POOL_LIMIT {
            return;
        }
        let keeps = bits(self.clues.len(), |c| self.clues[c].holds(solution));
        let rows = RowIndex::new(solution, self.dims.items);
        let together = bits(self.cells.len(), |i| {
            let (a, b) = self.cells[i];
            rows.together(a, b)
        });
        self.pool.push(Pooled { keeps, together });
    }

    /// The backbone of the clues numbered `set` (indices into the `clues` given to
    /// [`Backbones::new`]): as [`backbone`], with each solver run taking one from `budget`.
    pub fn of(&mut self, set: &[usize], budget: &mut usize) -> Option<Forced> {
        let wanted = bits(self.clues.len(), |c| set.contains(&c));
        let words = self.cells.len().div_ceil(64);
        // Cells seen together, and seen apart, in the grids so far that keep the set.
        let mut seen_with = vec![0u64; words];
        let mut seen_without = vec![0u64; words];
        let mut any = false;
        let full = bits(self.cells.len(), |_| true);
        for pooled in &self.pool {
            if pooled.keeps.iter().zip(&wanted).all(|(k, w)| k & w == *w) {
                any = true;
                for w in 0..words {
                    seen_with[w] |= pooled.together[w];
                    seen_without[w] |= !pooled.together[w] & full[w];
                }
            }
        }
        let problem: Vec<Clue> = set
            .iter()
            .filter_map(|&c| self.clues.get(c).map(|&clue| clue.clone()))
            .collect();
        let mut assumed: Vec<Fact> = self.facts.to_vec();
        let (categories, items) = (self.dims.categories, self.dims.items);
        let mut solve = |extra: Option<Fact>, budget: &mut usize| {
            if *budget == 0 {
                return Err(());
            }
            *budget -= 1;
            assumed.extend(extra);
            let found = search(categories, items, &problem, &assumed);
            if extra.is_some() {
                assumed.pop();
            }
            Ok(found)
        };
        let note =
            |s: &Solution, with: &mut [u64], without: &mut [u64], cells: &[(ItemId, ItemId)]| {
                let rows = RowIndex::new(s, items);
                for (i, &(a, b)) in cells.iter().enumerate() {
                    if rows.together(a, b) {
                        with[i / 64] |= 1 << (i % 64);
                    } else {
                        without[i / 64] |= 1 << (i % 64);
                    }
                }
            };
        if !any {
            match solve(None, budget).ok()? {
                Search::Found(first) => {
                    note(&first, &mut seen_with, &mut seen_without, self.cells);
                    self.remember(&first);
                }
                Search::Nothing => return Some(Forced::Nothing),
                Search::GaveUp => return Some(Forced::Cells(Vec::new())),
            }
        }
        let mut forced = Vec::new();
        for i in 0..self.cells.len() {
            let (with, without) = (bit(&seen_with, i), bit(&seen_without, i));
            if with && without {
                continue;
            }
            let (a, b) = self.cells[i];
            // Seen only one way: try the other.
            let unseen = Fact::new(a, b, !with);
            match solve(Some(unseen), budget).ok()? {
                Search::Found(other) => {
                    note(&other, &mut seen_with, &mut seen_without, self.cells);
                    self.remember(&other);
                }
                Search::Nothing => forced.push(unseen.negated()),
                Search::GaveUp => {}
            }
        }
        Some(Forced::Cells(forced))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Puzzle;

    #[test]
    fn the_backbone_is_what_every_answer_agrees_on() {
        let p = Puzzle::parse("a: a1, a2, a3\nb: b1, b2, b3\nc: c1, c2, c3\na1 + b1\nb1 + c2\n")
            .unwrap();
        let dims = Dimensions {
            categories: 3,
            items: 3,
        };
        let cell =
            |a: (usize, usize), b: (usize, usize)| (ItemId::new(a.0, a.1), ItemId::new(b.0, b.1));
        let cells = [
            cell((0, 0), (2, 1)),
            cell((0, 1), (2, 0)),
            cell((0, 0), (1, 1)),
        ];
        let first: Vec<&Clue> = p.clues().iter().take(1).collect();
        // a1 + b1 alone: a1 is not with b2; nothing about the c cells.
        assert_eq!(
            backbone(dims, &first, &[], &cells, &mut 100),
            Some(Forced::Cells(vec![Fact::no(
                ItemId::new(0, 0),
                ItemId::new(1, 1)
            )]))
        );
        let both: Vec<&Clue> = p.clues().iter().collect();
        let Some(Forced::Cells(forced)) = backbone(dims, &both, &[], &cells, &mut 100) else {
            panic!("forced cells");
        };
        assert!(forced.contains(&Fact::yes(ItemId::new(0, 0), ItemId::new(2, 1))));
        assert!(!forced.contains(&Fact::no(ItemId::new(0, 1), ItemId::new(2, 0))));
        // With a fact that breaks the clues: nothing.
        let clash = Fact::no(ItemId::new(0, 0), ItemId::new(2, 1));
        assert_eq!(
            backbone(dims, &both, &[clash], &cells, &mut 100),
            Some(Forced::Nothing)
        );
        // No budget: no answer.
        assert_eq!(backbone(dims, &both, &[], &cells, &mut 0), None);
    }
}
