//! What a case of a clue states outright ([`direct`]) and what follows from it through the
//! grid ([`implied_set`]: one-to-one and shared rows), with the grid facts each conclusion
//! rests on ([`support_of`]).

use super::super::compare::Compared;
use super::super::{Context, items_in};
use super::cases::{Case, across, pairs};
use crate::grid::{Fact, Grid, Mark};
use crate::model::{Clue, ClueOption, ItemId};

/// What the case states outright: its ✓ pairs, a two-term `not`'s ✗ pairs, or what a longer
/// `not` rules out given the pairs already known (the case's implications).
pub(super) fn direct(ctx: &Context<'_>, clue: &Clue, case: &Case) -> Vec<Fact> {
    match case {
        Case::Together(items) => pairs(items).map(|(a, b)| Fact::yes(a, b)).collect(),
        Case::Apart(index) => match &clue.options[*index].terms[..] {
            [first, second] => first
                .alternatives
                .iter()
                .flat_map(|&a| {
                    second
                        .alternatives
                        .iter()
                        .filter(move |b| b.category != a.category)
                        .map(move |&b| Fact::no(a, b))
                })
                .collect(),
            _ => implied_set(ctx, clue, case).to_vec(),
        },
        Case::Rows(rows) => {
            // Items of different rows are apart; left out where a ✓ of the case brings it by
            // one-to-one (x's row holds an item of y's category, or the other way round).
            let row_of = |x: ItemId| rows.iter().find(|r| r.contains(&x));
            let has = |x: ItemId, category: usize| {
                row_of(x).is_some_and(|r| r.iter().any(|i| i.category == category))
            };
            rows.iter()
                .flat_map(|row| pairs(row).map(|(a, b)| Fact::yes(a, b)).collect::<Vec<_>>())
                .chain(
                    across(rows)
                        .into_iter()
                        .filter(|&(x, y)| !has(x, y.category) && !has(y, x.category))
                        .map(|(a, b)| Fact::no(a, b)),
                )
                .collect()
        }
        Case::Compare(_) => implied_set(ctx, clue, case).to_vec(),
        Case::NotPairs(_) => Vec::new(),
    }
}

/// A set of facts between items of different categories, as bits by line (like the grid).
pub(super) struct FactSet {
    n: usize,
    k: usize,
    /// `yes[line]` / `no[line]`, `line` of the fact's first item and second item's category.
    yes: Vec<u64>,
    no: Vec<u64>,
    /// The lines with a fact, in the order they got their first; a case touches few lines, so
    /// the whole-set operations look at these only.
    touched: Vec<usize>,
}

impl FactSet {
    pub(super) fn new(grid: &Grid) -> FactSet {
        let (n, k) = (grid.size(), grid.categories());
        let (yes, no, touched) = spare::take(k * n * k);
        FactSet {
            n,
            k,
            yes,
            no,
            touched,
        }
    }

    pub(super) fn slot(&self, fact: Fact) -> (usize, u64) {
        let line = (fact.a.category * self.n + fact.a.index) * self.k + fact.b.category;
        (line, 1 << fact.b.index)
    }

    /// The first item and the category of a line.
    pub(super) fn line_of(&self, line: usize) -> (ItemId, usize) {
        let g = line / self.k;
        (ItemId::new(g / self.n, g % self.n), line % self.k)
    }

    pub(super) fn insert(&mut self, fact: Fact) {
        let (line, bit) = self.slot(fact);
        if self.yes[line] | self.no[line] == 0 {
            self.touched.push(line);
        }
        if fact.together {
            self.yes[line] |= bit;
        } else {
            self.no[line] |= bit;
        }
    }

    pub(super) fn contains(&self, fact: Fact) -> bool {
        let (line, bit) = self.slot(fact);
        let set = if fact.together { &self.yes } else { &self.no };
        set[line] & bit != 0
    }

    /// The facts, sorted.
    pub(super) fn to_vec(&self) -> Vec<Fact> {
        let mut lines = self.touched.clone();
        lines.sort();
        let mut facts = Vec::new();
        for line in lines {
            let (a, c) = self.line_of(line);
            let (yes, no) = (self.yes[line], self.no[line]);
            for b in items_in(yes | no, c) {
                let bit = 1 << b.index;
                if no & bit != 0 {
                    facts.push(Fact::no(a, b));
                }
                if yes & bit != 0 {
                    facts.push(Fact::yes(a, b));
                }
            }
        }
        facts
    }

    pub(super) fn is_empty(&self) -> bool {
        self.touched
            .iter()
            .all(|&line| self.yes[line] | self.no[line] == 0)
    }

    /// Removes the facts the grid already holds.
    pub(super) fn remove_held(&mut self, grid: &Grid) {
        for &line in &self.touched {
            let (a, c) = self.line_of(line);
            self.yes[line] &= !grid.yes_mask(a, c);
            self.no[line] &= !grid.no_mask(a, c);
        }
    }

    /// Keeps only the facts `other` holds too.
    pub(super) fn retain_in(&mut self, other: &FactSet) {
        for &line in &self.touched {
            self.yes[line] &= other.yes[line];
            self.no[line] &= other.no[line];
        }
    }
}

impl Drop for FactSet {
    /// The lines go back to the spare ones (cleared: only the touched lines can be set).
    fn drop(&mut self) {
        for &line in &self.touched {
            self.yes[line] = 0;
            self.no[line] = 0;
        }
        self.touched.clear();
        spare::give((
            std::mem::take(&mut self.yes),
            std::mem::take(&mut self.no),
            std::mem::take(&mut self.touched),
        ));
    }
}

/// Cleared lines for [`FactSet`]s, kept a few per thread: a look-ahead reads a clue's cases
/// thousands of times, and allocating and zeroing the lines each time cost more than the rest.
mod spare {
    use std::cell::RefCell;

    /// At most this many pairs are kept.
    const KEPT: usize = 8;

    thread_local! {
        static SPARE: RefCell<Vec<Lines>> = const { RefCell::new(Vec::new()) };
    }

    /// The ✓ and ✗ lines, and the list of lines touched (empty).
    type Lines = (Vec<u64>, Vec<u64>, Vec<usize>);

    /// Two cleared vectors of `len` lines, and an empty list.
    pub(super) fn take(len: usize) -> Lines {
        SPARE
            .with(|spare| {
                let mut spare = spare.borrow_mut();
                let at = spare.iter().position(|(yes, _, _)| yes.len() == len)?;
                Some(spare.swap_remove(at))
            })
            .unwrap_or_else(|| (vec![0; len], vec![0; len], Vec::new()))
    }

    /// Keeps cleared vectors for later.
    pub(super) fn give(lines: Lines) {
        debug_assert!(lines.0.iter().chain(&lines.1).all(|&w| w == 0) && lines.2.is_empty());
        SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() < KEPT {
                spare.push(lines);
            }
        });
    }
}

/// The facts that follow if `case` is how the clue holds.
pub(super) fn implied_set(ctx: &Context<'_>, clue: &Clue, case: &Case) -> FactSet {
    let mut set = FactSet::new(ctx.grid);
    implications(ctx, clue, case, &mut |fact, _| set.insert(fact));
    set
}

/// The grid facts each of `facts` needs to follow from `case` (the first reason found for it).
pub(super) fn support_of(ctx: &Context<'_>, clue: &Clue, case: &Case, facts: &[Fact]) -> Vec<Fact> {
    let mut seen = vec![false; facts.len()];
    let mut support = Vec::new();
    implications(ctx, clue, case, &mut |fact, because| {
        if let Some(i) = facts.iter().position(|f| *f == fact)
            && !seen[i]
        {
            seen[i] = true;
            support.extend_from_slice(because);
        }
    });
    support
}

/// Calls `add` with each fact that follows if `case` is how the clue holds, with the grid facts
/// it also needs (a fact may come more than once; its first reason is the one to give).
pub(super) fn implications(
    ctx: &Context<'_>,
    clue: &Clue,
    case: &Case,
    add: &mut dyn FnMut(Fact, &[Fact]),
) {
    let grid = ctx.grid;
    match case {
        Case::Together(items) => together_implications(grid, items, add),
        Case::Rows(rows) => rows_implications(grid, rows, add),
        Case::Compare(index) => compare_implications(grid, &clue.options[*index], add),
        Case::NotPairs(_) => {}
        Case::Apart(index) => apart_implications(grid, &clue.options[*index], add),
    }
}

/// What follows if each row of items shares a row (one way a pairing holds).
fn rows_implications(grid: &Grid, rows: &[Vec<ItemId>], add: &mut dyn FnMut(Fact, &[Fact])) {
    // What the case states outright first (a fact's first reason is the one given).
    for row in rows {
        for (a, b) in pairs(row) {
            add(Fact::yes(a, b), &[]);
        }
    }
    // Items of different rows are apart, and apart from what the other row holds.
    for (x, y) in across(rows) {
        add(Fact::no(x, y), &[]);
    }
    for row in rows {
        together_implications(grid, row, add);
    }
    for (i, row) in rows.iter().enumerate() {
        for other in rows
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, o)| o)
        {
            for &x in row {
                for category in (0..grid.categories()).filter(|&c| c != x.category) {
                    let Some(z) = grid.partner(x, category) else {
                        continue;
                    };
                    for &y in other.iter().filter(|y| y.category != category) {
                        add(Fact::no(y, z), &[Fact::yes(x, z)]);
                    }
                }
            }
        }
    }
}

/// The places a comparison rules out, with the grid facts that rule them out.
fn compare_implications(grid: &Grid, option: &ClueOption, add: &mut dyn FnMut(Fact, &[Fact])) {
    let Some(compared) = Compared::of(option) else {
        return;
    };
    let category = compared.category();
    for first in [true, false] {
        let prune = compared.prune(grid, first);
        if prune.item.category == category {
            continue;
        }
        for p in items_in(prune.ruled, category) {
            add(Fact::no(prune.item, p), &prune.support);
        }
    }
}

/// What a negated option rules out: the pairs it forbids, or (with all terms but one known to
/// share a row) the last term's alternatives in that row.
fn apart_implications(grid: &Grid, option: &ClueOption, add: &mut dyn FnMut(Fact, &[Fact])) {
    if let [first, second] = &option.terms[..] {
        for &a in &first.alternatives {
            for &b in second
                .alternatives
                .iter()
                .filter(|b| b.category != a.category)
            {
                add(Fact::no(a, b), &[]);
            }
        }
    } else {
        // All terms but one are single items known to share a row: the last term's
        // alternatives are not in that row.
        for (left_out, term) in option.terms.iter().enumerate() {
            let rest: Option<Vec<ItemId>> = option
                .terms
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != left_out)
                .map(|(_, t)| match &t.alternatives[..] {
                    [one] => Some(*one),
                    _ => None,
                })
                .collect();
            let Some(rest) = rest else { continue };
            let linked: Vec<Fact> = pairs(&rest).map(|(a, b)| Fact::yes(a, b)).collect();
            if linked.iter().any(|f| !grid.holds(*f)) {
                continue;
            }
            for &r in &rest {
                for &alt in term
                    .alternatives
                    .iter()
                    .filter(|a| a.category != r.category)
                {
                    add(Fact::no(r, alt), &linked);
                }
            }
        }
    }
}

/// What follows if `items` share a row: their ✓s, their one-to-one ✗s, and what the grid knows
/// of one of them for the others.
pub(super) fn together_implications(
    grid: &Grid,
    items: &[ItemId],
    add: &mut dyn FnMut(Fact, &[Fact]),
) {
    let n = grid.size();
    for (a, b) in pairs(items) {
        add(Fact::yes(a, b), &[]);
    }
    for &x in items {
        for &y in items.iter().filter(|y| y.category != x.category) {
            // One-to-one: x is with y, so with no other item of y's category.
            for index in (0..n).filter(|&i| i != y.index) {
                add(Fact::no(x, ItemId::new(y.category, index)), &[]);
            }
        }
        // What the grid knows of x's row holds for every item of the case.
        for category in (0..grid.categories()).filter(|&c| c != x.category) {
            let known = grid.yes_mask(x, category) | grid.no_mask(x, category);
            for z in items_in(known, category).filter(|z| !items.contains(z)) {
                let mark = grid.mark(x, z);
                for &y in items.iter().filter(|y| y.category != category && **y != x) {
                    add(
                        Fact::new(y, z, mark == Mark::Yes),
                        &[Fact::new(x, z, mark == Mark::Yes)],
                    );
                }
            }
        }
    }
}
