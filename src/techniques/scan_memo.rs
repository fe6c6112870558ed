//! What the cheapest techniques learnt about each part of the grid on their last pass, kept
//! between the engine's steps so that the next pass only looks again at what a step touched.
//!
//! The engine asks every technique again, from the easiest, after each step; a step sets a few
//! cells, so most of a full pass would redo the same work. The engine keeps one memo per run of
//! steps on one grid ([`crate::techniques::run::deduce`]) and tells it which cells each step set; a
//! technique asked without a memo (a hint, a test, a grid built for one question) scans the
//! whole grid. Either way it finds the same deduction.
//!
//! - Last possibility: which lines (an item and another category) have at most one open cell
//!   and no ✓ — such a line depends only on its own cells.
//! - Transitive link: for each item, what the links through its partners offer (see
//!   `transitive_link`) — that depends on the item's lines and its partners' lines.

use super::scan::{Pending, is_last_line, pending_links};
use crate::grid::{Fact, Grid};
use crate::model::ItemId;

/// See the module header.
#[derive(Debug)]
pub struct ScanMemo {
    /// The grid this memo is about (its address; the engine keeps it in place).
    grid_address: usize,
    n: usize,
    k: usize,
    /// One bit per line (`global item * k + category`): a line with no ✓ and at most one
    /// open cell. Empty until last possibility first asks (a short run of steps inside a
    /// supposition may never get there).
    last_lines: Vec<u64>,
    /// Per item (global index): `None` when the item's links must be worked out again.
    links: Vec<Option<Option<Pending>>>,
    /// Two masks per category for [`pending_links`].
    scratch: Vec<u64>,
}

impl ScanMemo {
    /// A memo for `grid` as it stands.
    pub fn new(grid: &Grid) -> ScanMemo {
        let (n, k) = (grid.size(), grid.categories());
        ScanMemo {
            grid_address: std::ptr::from_ref(grid) as usize,
            n,
            k,
            last_lines: Vec::new(),
            links: vec![None; n * k],
            scratch: vec![0; 2 * k],
        }
    }

    /// Whether this memo is about `grid`.
    pub fn is_for(&self, grid: &Grid) -> bool {
        self.grid_address == std::ptr::from_ref(grid) as usize
            && self.n == grid.size()
            && self.k == grid.categories()
    }

    /// `grid` has just had `cells` set (a step's conclusions and their one-to-one
    /// consequences).
    pub fn touched(&mut self, grid: &Grid, cells: impl IntoIterator<Item = Fact>) {
        for fact in cells {
            if !self.last_lines.is_empty() {
                self.check_line(grid, fact.a, fact.b.category);
                self.check_line(grid, fact.b, fact.a.category);
            }
            for item in [fact.a, fact.b] {
                // The item's own links, and those of every item linked through it.
                let global = self.global(item);
                self.links[global] = None;
                for category in (0..self.k).filter(|&c| c != item.category) {
                    if let Some(partner) = grid.partner(item, category) {
                        let global = self.global(partner);
                        self.links[global] = None;
                    }
                }
            }
        }
    }

    /// The first line, in item then category order, with no ✓ and at most one open cell.
    pub fn first_last_line(&mut self, grid: &Grid) -> Option<(ItemId, usize)> {
        if self.last_lines.is_empty() {
            self.last_lines = vec![0; (self.n * self.k * self.k).div_ceil(64)];
            for category in 0..self.k {
                for index in 0..self.n {
                    let item = ItemId::new(category, index);
                    for other in 0..self.k {
                        self.check_line(grid, item, other);
                    }
                }
            }
        }
        let (word, bits) = self
            .last_lines
            .iter()
            .enumerate()
            .find(|(_, bits)| **bits != 0)?;
        let line = word * 64 + bits.trailing_zeros() as usize;
        let global = line / self.k;
        Some((ItemId::new(global / self.n, global % self.n), line % self.k))
    }

    /// What the links through `a`'s partners offer (`None`: `a` has no partner yet).
    pub(super) fn links(&mut self, grid: &Grid, a: ItemId) -> Option<Pending> {
        let global = self.global(a);
        if let Some(known) = self.links[global] {
            return known;
        }
        let pending = pending_links(grid, a, &mut self.scratch);
        self.links[global] = Some(pending);
        pending
    }

    fn global(&self, item: ItemId) -> usize {
        item.category * self.n + item.index
    }

    fn check_line(&mut self, grid: &Grid, item: ItemId, category: usize) {
        let line = self.global(item) * self.k + category;
        let (word, bit) = (line / 64, 1u64 << (line % 64));
        if category != item.category
            && is_last_line(grid.yes_mask(item, category), grid.possible(item, category))
        {
            self.last_lines[word] |= bit;
        } else {
            self.last_lines[word] &= !bit;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;
    use crate::generate::{ClueMix, GenerateOptions, generate};
    use crate::techniques::run::apply;
    use crate::techniques::{CATALOG, Context, LastPossibility, Technique, TransitiveLink};

    /// With the memo and without, the two techniques it serves find the same deduction.
    /// Returns whether the grid breaks the rules (a clash was found).
    fn same_with_and_without(
        puzzle: &crate::Puzzle,
        grid: &Grid,
        memo: &RefCell<ScanMemo>,
    ) -> bool {
        let with = Context::quiet(puzzle, grid).with_memo(memo);
        let without = Context::quiet(puzzle, grid);
        let mut clash = false;
        for technique in [&LastPossibility as &dyn Technique, &TransitiveLink] {
            let found = technique.find(&with);
            assert_eq!(found, technique.find(&without));
            clash |= found.is_some_and(|d| d.contradiction);
        }
        clash
    }

    /// Along the engine's own steps on generated puzzles.
    #[test]
    fn finds_what_a_full_scan_finds_step_by_step() {
        let mut checked = 0;
        for (k, n, mix) in [
            (3, 4, ClueMix::Mixed),
            (4, 4, ClueMix::Indirect),
            (5, 5, ClueMix::Mixed),
            (4, 5, ClueMix::Ordered),
        ] {
            for seed in 0..6 {
                let puzzle = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                })
                .puzzle;
                let mut grid = Grid::new(k, n);
                let memo = RefCell::new(ScanMemo::new(&grid));
                for step in 1..=2000 {
                    same_with_and_without(&puzzle, &grid, &memo);
                    checked += 1;
                    let found = {
                        let ctx = Context::quiet(&puzzle, &grid);
                        CATALOG.iter().find_map(|t| t.find(&ctx))
                    };
                    let Some(mut deduction) = found else {
                        break;
                    };
                    let Some(consequences) = apply(&puzzle, &mut grid, &mut deduction, step) else {
                        break;
                    };
                    let cells = deduction.conclusions.iter().chain(&consequences).copied();
                    memo.borrow_mut().touched(&grid, cells);
                }
            }
        }
        assert!(checked > 500, "{checked}");
    }

    /// On grids filled by random marks, which also break the rules (as inside a supposition).
    #[test]
    fn finds_what_a_full_scan_finds_on_random_grids() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 33) as usize) % below
        };
        let (mut compared, mut clashes) = (0, 0);
        for (k, n) in [(3, 3), (4, 4), (5, 5), (3, 6), (6, 3)] {
            let text: String = (0..k)
                .map(|c| {
                    let items: Vec<String> = (0..n).map(|i| format!("i{c}x{i}")).collect();
                    format!("c{c}: {}\n", items.join(", "))
                })
                .collect();
            let puzzle = crate::Puzzle::parse(&text).unwrap();
            for _ in 0..40 {
                let mut grid = Grid::new(k, n);
                let memo = RefCell::new(ScanMemo::new(&grid));
                for step in 1..=(k * k * n) as u32 {
                    let (c1, c2) = (next(k), next(k));
                    if c1 == c2 {
                        continue;
                    }
                    let fact = Fact::new(
                        ItemId::new(c1, next(n)),
                        ItemId::new(c2, next(n)),
                        next(3) == 0,
                    );
                    if let Ok(consequences) = grid.set(fact, step) {
                        let cells = std::iter::once(fact).chain(consequences);
                        memo.borrow_mut().touched(&grid, cells);
                    }
                    clashes += usize::from(same_with_and_without(&puzzle, &grid, &memo));
                    compared += 1;
                }
            }
        }
        assert!(
            compared > 5_000 && clashes > 100,
            "{compared} grids, {clashes} clashes"
        );
    }

    /// A memo made for one grid is not used for another.
    #[test]
    fn a_memo_is_for_one_grid() {
        let (a, b) = (Grid::new(3, 3), Grid::new(3, 3));
        let memo = ScanMemo::new(&a);
        assert!(memo.is_for(&a));
        assert!(!memo.is_for(&b));
    }
}
