//! The candidate grid a person draws: for every pair of categories an `n × n` block whose cells
//! are open, ✓ (the two items share a row) or ✗ (they do not). Both sides of every pair are kept
//! consistent, every ✓ brings its one-to-one ✗s with it, and each set cell remembers which step
//! set it, so later steps can cite it.

use crate::model::{Clue, ClueOption, ItemId, Solution};

/// A cell's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Open,
    Yes,
    No,
}

/// A statement about one cell: `a` and `b` share a row (`together`) or not.
/// Always stored with `a < b`, so equal facts compare equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fact {
    /// One item.
    pub a: ItemId,
    /// The other item (of another category).
    pub b: ItemId,
    /// True for ✓ (same row), false for ✗.
    pub together: bool,
}

impl Fact {
    /// A ✓ (`together`) or ✗ fact about two items.
    pub fn new(a: ItemId, b: ItemId, together: bool) -> Fact {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        Fact { a, b, together }
    }

    /// A ✓: the two items share a row.
    pub fn yes(a: ItemId, b: ItemId) -> Fact {
        Fact::new(a, b, true)
    }

    /// A ✗: the two items are in different rows.
    pub fn no(a: ItemId, b: ItemId) -> Fact {
        Fact::new(a, b, false)
    }

    /// The same cell with the other mark.
    pub fn negated(self) -> Fact {
        Fact {
            together: !self.together,
            ..self
        }
    }
}

/// Whether `fact` holds in every one of `solutions` (`Some(true)`), in none (`Some(false)`), or
/// in some only (`None`, also when there are no solutions).
pub fn settled(solutions: &[Solution], fact: Fact) -> Option<bool> {
    let mut values = solutions
        .iter()
        .map(|s| s.together(fact.a, fact.b) == fact.together);
    let first = values.next()?;
    values.all(|v| v == first).then_some(first)
}

/// Setting a cell clashed with what the grid already holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clash {
    /// The fact that could not be set.
    pub wanted: Fact,
    /// The fact already in the grid that it clashes with.
    pub existing: Fact,
}

/// Who set a cell: a step of the explanation (by number, from 1), a player's given fact (0), or
/// a look-ahead's supposition and the lines followed from it (the bands below).
pub type Origin = u32;

/// Origins at or above this are lines of a supposition's chain (see `techniques::contradiction`).
pub const SUPPOSED_BASE: Origin = 1 << 30;
/// The origin of the supposed cell itself.
pub const SUPPOSITION: Origin = u32::MAX;
/// Origins from this up to [`SUPPOSED_BASE`] are lines inside a case of a case split (see
/// `techniques::case_split`), so that a contradiction followed inside a case keeps its own
/// numbering apart.
pub const CASE_BASE: Origin = 1 << 29;
/// The origin of the facts a case supposes.
pub const CASE_SUPPOSITION: Origin = SUPPOSED_BASE - 1;

/// The candidate grid for `k` categories of `n` items.
#[derive(Debug, PartialEq, Eq)]
pub struct Grid {
    n: usize,
    k: usize,
    /// `yes[g * k + c]`: items of category `c` marked ✓ with global item `g`.
    yes: Vec<u64>,
    /// `no[g * k + c]`: items of category `c` marked ✗ with global item `g`.
    no: Vec<u64>,
    /// `origin[g * k * n + h]`: which step set the cell of global items `g` and `h`.
    origin: Vec<Origin>,
}

impl Grid {
    /// An empty grid: every cell open.
    pub fn new(categories: usize, items: usize) -> Grid {
        Grid {
            n: items,
            k: categories,
            yes: vec![0; categories * items * categories],
            no: vec![0; categories * items * categories],
            origin: vec![0; categories * items * categories * items],
        }
    }

    pub fn size(&self) -> usize {
        self.n
    }

    /// How many cells a copy of the grid copies (every ordered pair of items): the work unit
    /// the budgets of techniques that copy grids count in.
    pub fn footprint(&self) -> usize {
        let items = self.k * self.n;
        items * items
    }

    pub fn categories(&self) -> usize {
        self.k
    }

    /// The cells of the logic grid: items² in each pair of categories (756 for 7 categories of
    /// 6).
    pub fn cells(&self) -> usize {
        self.k * self.k.saturating_sub(1) / 2 * self.n * self.n
    }

    /// Calls `changed` with each line (item and category) whose marks differ between this grid
    /// and `other` (a grid of the same shape), and the cells that differ.
    pub fn each_changed_line(&self, other: &Grid, mut changed: impl FnMut(ItemId, usize, u64)) {
        let lines = self
            .yes
            .iter()
            .zip(&self.no)
            .zip(other.yes.iter().zip(&other.no));
        for (line, ((yes, no), (other_yes, other_no))) in lines.enumerate() {
            let differ = (yes ^ other_yes) | (no ^ other_no);
            if differ != 0 {
                let global = line / self.k;
                let item = ItemId::new(global / self.n, global % self.n);
                changed(item, line % self.k, differ);
            }
        }
    }

    fn global(&self, item: ItemId) -> usize {
        item.category * self.n + item.index
    }

    fn line(&self, item: ItemId, category: usize) -> usize {
        self.global(item) * self.k + category
    }

    fn full(&self) -> u64 {
        if self.n >= 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        }
    }

    /// The mark of the cell of `a` and `b` (items of different categories).
    pub fn mark(&self, a: ItemId, b: ItemId) -> Mark {
        let bit = 1u64 << b.index;
        let line = self.line(a, b.category);
        if self.yes[line] & bit != 0 {
            Mark::Yes
        } else if self.no[line] & bit != 0 {
            Mark::No
        } else {
            Mark::Open
        }
    }

    /// Whether the grid already holds `fact`.
    pub fn holds(&self, fact: Fact) -> bool {
        self.mark(fact.a, fact.b) == if fact.together { Mark::Yes } else { Mark::No }
    }

    /// Whether the grid holds the opposite of `fact`.
    pub fn refutes(&self, fact: Fact) -> bool {
        self.holds(fact.negated())
    }

    /// The step that set the cell of `a` and `b` (0 if open).
    /// On a copy made by [`copy_marks`](Self::copy_marks), 0 for every cell.
    pub fn origin(&self, a: ItemId, b: ItemId) -> Origin {
        let (g, h) = (self.global(a), self.global(b));
        self.origin
            .get(g * self.k * self.n + h)
            .copied()
            .unwrap_or(0)
    }

    /// A copy of the marks without which step set each cell ([`origin`](Self::origin) reads 0
    /// on it, whatever is set later): for a run of steps followed only for where it leads,
    /// which never cites a cell. The origins are 4 bytes a cell and the marks 2 bits, so this
    /// copies a small part of what a whole copy does.
    pub fn copy_marks(&self) -> Grid {
        self.copy(false)
    }

    /// A copy, with the origins or without, in buffers of dropped grids where there are some.
    fn copy(&self, origins: bool) -> Grid {
        let (mut yes, mut no, mut origin) = if self.footprint() > spare::HUGE {
            Default::default()
        } else {
            spare::take().unwrap_or_default()
        };
        yes.extend_from_slice(&self.yes);
        no.extend_from_slice(&self.no);
        if origins {
            origin.extend_from_slice(&self.origin);
        }
        Grid {
            n: self.n,
            k: self.k,
            yes,
            no,
            origin,
        }
    }

    /// Items of `category` not yet ✗ with `item` (its own category: just itself).
    pub fn possible(&self, item: ItemId, category: usize) -> u64 {
        if category == item.category {
            return 1 << item.index;
        }
        self.full() & !self.no[self.line(item, category)]
    }

    /// Items of `category` marked ✓ with `item` (at most one bit).
    pub fn yes_mask(&self, item: ItemId, category: usize) -> u64 {
        if category == item.category {
            return 1 << item.index;
        }
        self.yes[self.line(item, category)]
    }

    /// Items of `category` marked ✗ with `item`.
    pub fn no_mask(&self, item: ItemId, category: usize) -> u64 {
        if category == item.category {
            return self.full() & !(1 << item.index);
        }
        self.no[self.line(item, category)]
    }

    /// The ✓ masks and the ✗ masks of `item`'s lines, indexed by category, for scans over
    /// every line. Unlike [`Grid::yes_mask`] and [`Grid::no_mask`], the entries for `item`'s own
    /// category are empty.
    pub fn lines(&self, item: ItemId) -> (&[u64], &[u64]) {
        let start = self.global(item) * self.k;
        let end = start + self.k;
        (&self.yes[start..end], &self.no[start..end])
    }

    /// The item of `category` marked ✓ with `item`, if any.
    pub fn partner(&self, item: ItemId, category: usize) -> Option<ItemId> {
        if category == item.category {
            return Some(item);
        }
        let yes = self.yes[self.line(item, category)];
        (yes != 0).then(|| ItemId::new(category, yes.trailing_zeros() as usize))
    }

    /// Whether every item of the first category has a ✓ in every other category (the answer
    /// is known).
    pub fn rows_complete(&self) -> bool {
        (0..self.n).all(|i| (1..self.k).all(|c| self.partner(ItemId::new(0, i), c).is_some()))
    }

    /// Number of open cells (each cell counted once).
    pub fn open_cells(&self) -> usize {
        let mut open = 0;
        for c1 in 0..self.k {
            for c2 in c1 + 1..self.k {
                for i in 0..self.n {
                    let line = self.line(ItemId::new(c1, i), c2);
                    open += (self.full() & !self.yes[line] & !self.no[line]).count_ones() as usize;
                }
            }
        }
        open
    }

    /// Every open cell, in a fixed order (category pairs, then items).
    pub fn open_facts(&self) -> Vec<(ItemId, ItemId)> {
        let mut cells = Vec::new();
        self.each_cell(|a, b, yes, no| {
            if (yes | no) == 0 {
                cells.push((a, b));
            }
        });
        cells
    }

    /// Calls `visit` for every open cell, in the order of [`Grid::open_facts`], without
    /// listing them (a clue-less 64 × 64 grid has 8 million).
    pub fn each_open(&self, mut visit: impl FnMut(ItemId, ItemId)) {
        self.each_cell(|a, b, yes, no| {
            if (yes | no) == 0 {
                visit(a, b);
            }
        });
    }

    /// The cells set here that are open in `base` (a grid of the same puzzle this one grew
    /// from), in the order of [`Grid::open_facts`]: a word-wise comparison, without listing
    /// every open cell.
    pub fn settled_since(&self, base: &Grid) -> Vec<Fact> {
        let mut facts = Vec::new();
        for c1 in 0..self.k {
            for c2 in c1 + 1..self.k {
                for i in 0..self.n {
                    let line = self.line(ItemId::new(c1, i), c2);
                    let before = base.yes[line] | base.no[line];
                    let mut new = (self.yes[line] | self.no[line]) & !before;
                    while new != 0 {
                        let j = new.trailing_zeros() as usize;
                        new &= new - 1;
                        let together = self.yes[line] & (1 << j) != 0;
                        facts.push(Fact::new(ItemId::new(c1, i), ItemId::new(c2, j), together));
                    }
                }
            }
        }
        facts
    }

    /// Calls `visit(a, b, yes bit, no bit)` for every cell (each once), in the order of
    /// [`Grid::open_facts`].
    fn each_cell(&self, mut visit: impl FnMut(ItemId, ItemId, u64, u64)) {
        for c1 in 0..self.k {
            for c2 in c1 + 1..self.k {
                for i in 0..self.n {
                    let line = self.line(ItemId::new(c1, i), c2);
                    let (yes, no) = (self.yes[line], self.no[line]);
                    for j in 0..self.n {
                        let bit = 1u64 << j;
                        visit(ItemId::new(c1, i), ItemId::new(c2, j), yes & bit, no & bit);
                    }
                }
            }
        }
    }

    /// Every set cell as a fact, categories in order.
    pub fn known_facts(&self) -> Vec<Fact> {
        let mut facts = Vec::new();
        self.each_cell(|a, b, yes, no| {
            if yes != 0 {
                facts.push(Fact::yes(a, b));
            } else if no != 0 {
                facts.push(Fact::no(a, b));
            }
        });
        facts
    }

    fn put(&mut self, a: ItemId, b: ItemId, yes: bool, origin: Origin) {
        for (x, y) in [(a, b), (b, a)] {
            let line = self.line(x, y.category);
            if yes {
                self.yes[line] |= 1 << y.index;
            } else {
                self.no[line] |= 1 << y.index;
            }
            let (g, h) = (self.global(x), self.global(y));
            if let Some(cell) = self.origin.get_mut(g * self.k * self.n + h) {
                *cell = origin;
            }
        }
    }

    /// Sets `fact`, with its one-to-one consequences when it is a ✓. Returns the consequences
    /// newly set (the ✗s in the two lines of the ✓), or the clash with what the grid holds.
    /// Setting a fact the grid already holds changes nothing.
    pub fn set(&mut self, fact: Fact, origin: Origin) -> Result<Vec<Fact>, Clash> {
        let mut consequences = Vec::new();
        if fact.together && self.mark(fact.a, fact.b) == Mark::Open {
            consequences.reserve(2 * self.n);
        }
        self.set_with(fact, origin, |f| consequences.push(f))?;
        consequences.sort();
        Ok(consequences)
    }

    /// [`set`](Self::set) without listing the consequences (for copies of a grid that replay
    /// facts, where nobody reads them).
    pub fn assign(&mut self, fact: Fact, origin: Origin) -> Result<(), Clash> {
        self.set_with(fact, origin, |_| ())
    }

    /// Sets `fact` as [`set`](Self::set) does, handing each consequence to `consequence`.
    pub fn set_with(
        &mut self,
        fact: Fact,
        origin: Origin,
        mut consequence: impl FnMut(Fact),
    ) -> Result<(), Clash> {
        let Fact { a, b, together } = fact;
        if a.category == b.category {
            return if (a == b) == together {
                Ok(())
            } else {
                Err(Clash {
                    wanted: fact,
                    existing: fact.negated(),
                })
            };
        }
        match (self.mark(a, b), together) {
            (Mark::Yes, true) | (Mark::No, false) => return Ok(()),
            (Mark::Yes, false) | (Mark::No, true) => {
                return Err(Clash {
                    wanted: fact,
                    existing: fact.negated(),
                });
            }
            (Mark::Open, _) => {}
        }
        if !together {
            self.put(a, b, false, origin);
            return Ok(());
        }
        // A ✓ needs both lines free of other ✓s.
        for (x, y) in [(a, b), (b, a)] {
            if let Some(other) = self.partner(x, y.category) {
                return Err(Clash {
                    wanted: fact,
                    existing: Fact::yes(x, other),
                });
            }
        }
        self.put(a, b, true, origin);
        for (x, y) in [(a, b), (b, a)] {
            for index in 0..self.n {
                let other = ItemId::new(y.category, index);
                if index != y.index && self.mark(x, other) == Mark::Open {
                    self.put(x, other, false, origin);
                    consequence(Fact::no(x, other));
                }
            }
        }
        Ok(())
    }
}

/// Copies of grids reuse the buffers of dropped ones (a few per thread). Suppositions and case
/// splits copy the grid again and again: for a small grid, three allocations and frees a copy
/// are a good part of the cost; a grid of a few hundred KB is above the allocator's threshold
/// for handing memory back, so without reuse every copy page-faults its memory in afresh (half
/// the time of a clue-less 64 × 4 explanation went there).
mod spare {
    use super::Origin;
    use std::cell::RefCell;

    /// Grids with more cells than this are not kept: a clue-less 64 × 64 grid is 70 MB, and
    /// eight of those would stay allocated for nothing (its few copies cost little beside its
    /// techniques' scans). 2^20 cells is 4 MB of origins, a 32 × 32 grid.
    pub(super) const HUGE: usize = 1 << 20;

    /// Most sets of buffers kept per thread.
    const KEPT: usize = 8;

    pub(super) type Buffers = (Vec<u64>, Vec<u64>, Vec<Origin>);

    thread_local! {
        static SPARE: RefCell<Vec<Buffers>> = const { RefCell::new(Vec::new()) };
    }

    /// A kept set of buffers, if any (emptied, capacity kept).
    pub(super) fn take() -> Option<Buffers> {
        SPARE.try_with(|s| s.borrow_mut().pop()).ok().flatten()
    }

    /// Keeps `buffers` for a later copy, unless enough are kept.
    pub(super) fn keep(mut buffers: Buffers) {
        buffers.0.clear();
        buffers.1.clear();
        buffers.2.clear();
        let _ = SPARE.try_with(|s| {
            let mut s = s.borrow_mut();
            if s.len() < KEPT {
                s.push(buffers);
            }
        });
    }
}

impl Clone for Grid {
    fn clone(&self) -> Grid {
        self.copy(true)
    }
}

impl Drop for Grid {
    fn drop(&mut self) {
        if self.footprint() <= spare::HUGE {
            spare::keep((
                std::mem::take(&mut self.yes),
                std::mem::take(&mut self.no),
                std::mem::take(&mut self.origin),
            ));
        }
    }
}

/// The grid's marks as clues, for the solver.
pub fn grid_clues(grid: &Grid) -> Vec<Clue> {
    let mut clues = Vec::new();
    for c1 in 0..grid.categories() {
        for c2 in c1 + 1..grid.categories() {
            for i in 0..grid.size() {
                for j in 0..grid.size() {
                    let (a, b) = (ItemId::new(c1, i), ItemId::new(c2, j));
                    match grid.mark(a, b) {
                        Mark::Yes => clues.push(Clue::from_option(ClueOption::pair(a, b, false))),
                        Mark::No => clues.push(Clue::from_option(ClueOption::pair(a, b, true))),
                        Mark::Open => {}
                    }
                }
            }
        }
    }
    clues
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(c: usize, i: usize) -> ItemId {
        ItemId::new(c, i)
    }

    #[test]
    fn yes_brings_one_to_one_noes() {
        let mut grid = Grid::new(2, 3);
        let consequences = grid.set(Fact::yes(item(0, 0), item(1, 1)), 1).unwrap();
        assert_eq!(consequences.len(), 4);
        assert_eq!(grid.mark(item(1, 1), item(0, 0)), Mark::Yes);
        assert_eq!(grid.mark(item(0, 0), item(1, 2)), Mark::No);
        assert_eq!(grid.mark(item(0, 2), item(1, 1)), Mark::No);
        assert_eq!(grid.origin(item(0, 2), item(1, 1)), 1);
        assert_eq!(grid.possible(item(0, 1), 1), 0b101);
    }

    #[test]
    fn clashes_are_reported() {
        let mut grid = Grid::new(2, 3);
        grid.set(Fact::no(item(0, 0), item(1, 1)), 1).unwrap();
        assert!(grid.set(Fact::yes(item(0, 0), item(1, 1)), 2).is_err());
        grid.set(Fact::yes(item(0, 0), item(1, 0)), 2).unwrap();
        let clash = grid.set(Fact::yes(item(0, 1), item(1, 0)), 3).unwrap_err();
        assert_eq!(clash.existing, Fact::no(item(0, 1), item(1, 0)));
    }

    #[test]
    fn facts_are_normalised() {
        assert_eq!(
            Fact::yes(item(1, 0), item(0, 2)),
            Fact::yes(item(0, 2), item(1, 0))
        );
    }
}
