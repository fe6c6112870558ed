//! Reading a comparison option (`A < B`, `A = B + 2`, `A next to B`) against the grid: where A
//! and B can still be in the ordered category, which of those positions have no partner position
//! the comparison allows, and the words for it. Not a technique of its own: order bounds, fixed
//! offset, adjacency and clue case analysis use it.

use super::{Context, Deduction, TechniqueId, items_in};
use crate::grid::{Fact, Grid};
use crate::model::{Clue, ClueOption, CompareKind, Comparison, ItemId, Relation};
use crate::words::reasons::{CompareEnd, CompareReason, Reason};

/// A comparison option taken apart: its two items, the comparison and its table.
pub struct Compared<'a> {
    pub a: ItemId,
    pub b: ItemId,
    pub comparison: &'a Comparison,
    pub negated: bool,
    /// For each position `i` of A, the positions of B allowed (negation applied); as many
    /// rows as the ordered category has items (at most 64, as a grid line's mask has bits).
    table: [u64; 64],
    rows: usize,
}

impl<'a> Compared<'a> {
    pub fn of(option: &'a ClueOption) -> Option<Compared<'a>> {
        let Relation::Compare(comparison) = &option.relation else {
            return None;
        };
        let [a, b] = &option.terms[..] else {
            return None;
        };
        let (&a, &b) = (a.alternatives.first()?, b.alternatives.first()?);
        let rows = comparison.values.len().min(64);
        let mut table = [0; 64];
        for (i, row) in table[..rows].iter_mut().enumerate() {
            *row = comparison.row(i, option.negated);
        }
        Some(Compared {
            a,
            b,
            comparison,
            negated: option.negated,
            table,
            rows,
        })
    }

    /// The ordered category compared on.
    pub fn category(&self) -> usize {
        self.comparison.category
    }

    /// The positions of A (`first`) or B allowed by a position `p` of the other item.
    fn allowed(&self, first: bool, p: usize) -> u64 {
        if first {
            // A at positions i with bit p in table[i] (p is B's position).
            self.table[..self.rows]
                .iter()
                .enumerate()
                .filter(|(_, row)| *row & (1 << p) != 0)
                .fold(0, |mask, (i, _)| mask | (1 << i))
        } else {
            self.table[..self.rows].get(p).copied().unwrap_or(0)
        }
    }

    /// What the grid leaves of the comparison for the item of side `first` (A when true):
    /// the positions that have no partner position left, and the ✗ facts of the other item
    /// that rule those partners out.
    // long because one arm per comparison kind, each a few lines.
    pub fn prune(&self, grid: &Grid, first: bool) -> Prune {
        let (item, other) = if first {
            (self.a, self.b)
        } else {
            (self.b, self.a)
        };
        let category = self.category();
        let mine = grid.possible(item, category);
        let theirs = grid.possible(other, category);
        let mut ruled = 0u64;
        let mut edge = 0u64;
        let mut support = Vec::new();
        // Two items of one category never share a place.
        let apart = |p: usize| {
            if other.category == item.category {
                !(1u64 << p)
            } else {
                !0
            }
        };
        for p in items_in(mine, category) {
            // Positions of the other item that would let `item` be at p.
            let partners = self.allowed(!first, p.index) & apart(p.index);
            if partners & theirs != 0 {
                continue;
            }
            ruled |= 1 << p.index;
            if partners == 0 {
                edge |= 1 << p.index;
            }
            if other.category != category {
                support.extend(items_in(partners, category).map(|q| Fact::no(other, q)));
            }
        }
        // When the other item is placed, its ✓ says it all.
        let placed = grid
            .partner(other, category)
            .filter(|_| other.category != category);
        if let Some(place) = placed
            && !support.is_empty()
        {
            support = vec![Fact::yes(other, place)];
        }
        support.sort();
        support.dedup();
        let placed = placed.is_some() && !support.is_empty();
        // The other item's positions the reason rules out: all but its own when it is a place,
        // all but its place when that is cited, else those of its cited ✗s.
        let cited_out = if other.category == category {
            full(grid) & !(1 << other.index)
        } else if placed {
            full(grid) & !theirs
        } else {
            support
                .iter()
                .fold(0u64, |mask, f| mask | (1 << position_of(*f, category)))
        };
        // Positions already ruled out for the item that the clue, with what the reason cites,
        // rules out anyway: their ✗s are not needed.
        let mut needless = 0u64;
        for q in items_in(!mine & full(grid), category) {
            let partners = self.allowed(!first, q.index) & apart(q.index);
            if partners & !cited_out == 0 {
                needless |= 1 << q.index;
            }
            // Named with the positions past an end, so the reader sees why it is out.
            if partners == 0 {
                edge |= 1 << q.index;
            }
        }
        Prune {
            item,
            other,
            possible: mine,
            ruled,
            edge,
            placed,
            support,
            needless,
        }
    }
}

/// What a comparison rules out for one of its items.
pub struct Prune {
    /// The item whose positions are pruned.
    pub item: ItemId,
    /// The other item.
    pub other: ItemId,
    /// The item's positions before pruning.
    pub possible: u64,
    /// Its positions with no partner position left.
    pub ruled: u64,
    /// Its positions with no partner position at all (past an end), ruled out now or before.
    pub edge: u64,
    /// Whether the other item's place is known (then `support` is its ✓).
    pub placed: bool,
    /// The other item's ✗s with the positions that would have been partners.
    pub support: Vec<Fact>,
    /// Positions ruled out before whose ✗s the reason does not need (see `Compared::prune`).
    pub needless: u64,
}

impl Prune {
    /// The positions left.
    pub fn left(&self) -> u64 {
        self.possible & !self.ruled
    }
}

/// The first deduction a single-option comparison clue accepted by `kinds` gives: the positions
/// of A (else of B) it rules out, ✓ when one is left, or a contradiction when none is.
pub fn find(
    ctx: &Context<'_>,
    technique: TechniqueId,
    kinds: fn(CompareKind) -> bool,
) -> Option<Deduction> {
    for (index, clue) in ctx.puzzle.clues().iter().enumerate() {
        // (A comparison reads only its two items' places: unless one was touched since the
        // technique found nothing, it has nothing new.)
        if !ctx.looks_at_clue(clue) {
            continue;
        }
        let Some(compared) = lone_comparison(clue) else {
            continue;
        };
        if !kinds(compared.comparison.kind) {
            continue;
        }
        for first in [true, false] {
            let prune = compared.prune(ctx.grid, first);
            if prune.ruled != 0 {
                return Some(deduce(ctx, technique, index, &compared, &prune));
            }
        }
    }
    None
}

/// The comparison of a clue that is one comparison option, if it is.
pub fn lone_comparison(clue: &Clue) -> Option<Compared<'_>> {
    match &clue.options[..] {
        [option] => Compared::of(option),
        _ => None,
    }
}

/// The step for one side's pruning.
// long because the reason is built alongside the pruning it explains, case by case.
fn deduce(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    compared: &Compared<'_>,
    prune: &Prune,
) -> Deduction {
    let category = compared.category();
    let item = prune.item;
    let left = prune.left();
    let grid = ctx.grid;
    // The item's own ✗s count when they are what leaves it with one place, or none (only those
    // the clue does not rule out by itself).
    let own_mask = if item.category == category {
        0
    } else {
        !prune.possible & !prune.needless & full(grid)
    };
    let own: Vec<Fact> = items_in(own_mask, category)
        .map(|p| Fact::no(item, p))
        .collect();
    // The reason speaks of the cells it concludes: the places past an end are named only when
    // they are among those it rules out now (or when no place is left at all).
    let shape = |edge: u64, ends: CompareEnd| {
        // (When the other item is itself a place, "comes after Lara" says it all.)
        let edge = if prune.other.category != category {
            items_in(edge, category).collect()
        } else {
            Vec::new()
        };
        let support_at = prune
            .support
            .iter()
            .fold(0u64, |mask, f| mask | (1 << position_of(*f, category)));
        let other_at = (!prune.support.is_empty()).then(|| {
            let origins = ctx.cited(&prune.support).into_iter().map(|(_, o)| o);
            (
                prune.placed,
                items_in(support_at, category).collect(),
                origins.collect(),
            )
        });
        Reason::Compared(CompareReason {
            clue: index,
            item,
            other: prune.other,
            category,
            edge,
            other_at,
            ends,
        })
    };
    let own_cited = || ctx.cited(&own).into_iter().map(|(_, o)| o).collect();
    if left == 0 {
        // With the other item placed, its place rules out every place past the end too:
        // "with Mathew at 21 minutes there would be no time left for Anthony" says nothing
        // when Anthony is at 21 minutes.
        let reason = ctx.argue(|| {
            shape(
                if prune.placed { 0 } else { prune.edge },
                CompareEnd::NoneLeft {
                    own: items_in(own_mask, category).collect(),
                    cited: own_cited(),
                },
            )
        });
        return Deduction::contradiction(technique, reason)
            .with_clues([index])
            .with_facts(prune.support.iter().copied().chain(own));
    }
    let mut conclusions: Vec<Fact> = items_in(prune.ruled, category)
        .map(|p| Fact::no(item, p))
        .collect();
    let mut facts = prune.support.clone();
    let settled = left.count_ones() == 1 && grid.yes_mask(item, category) == 0;
    if settled && let Some(direct) = placed_says_it(ctx, technique, index, compared, prune, left) {
        return direct;
    }
    if settled {
        // The ✓ brings the ✗s by one-to-one.
        let last = ItemId::new(category, left.trailing_zeros() as usize);
        conclusions = vec![Fact::yes(item, last)];
        facts.extend(own.iter().copied());
    }
    let reason = ctx.argue(|| {
        // When the item is placed, the places past the end that no earlier step is cited for
        // (`needless`) are part of why only one is left.
        let places = |mask: u64| items_in(mask, category).collect();
        if settled && !own.is_empty() {
            shape(
                prune.edge & (prune.ruled | prune.needless),
                CompareEnd::LeftAfterOwn {
                    allowed: places(left | own_mask),
                    own: places(own_mask),
                    cited: own_cited(),
                    left: places(left),
                },
            )
        } else if settled {
            shape(
                prune.edge & (prune.ruled | prune.needless),
                CompareEnd::OnlyLeft {
                    ruled: places(prune.ruled),
                    left: places(left),
                },
            )
        } else {
            shape(prune.edge & prune.ruled, CompareEnd::Ruled)
        }
    });
    Deduction::new(technique, conclusions, reason)
        .with_clues([index])
        .with_facts(facts)
}

/// The ✓ a placed partner gives on its own, said the way a player says it ("the white house is
/// house 5, so the green house is house 4"): when the other item's place allows the item only
/// the one place left, neither the places past an end nor the item's own ✗s are needed.
fn placed_says_it(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    compared: &Compared<'_>,
    prune: &Prune,
    left: u64,
) -> Option<Deduction> {
    let category = compared.category();
    let (item, other) = (prune.item, prune.other);
    if !prune.placed || item.category == category || other.category == category {
        return None;
    }
    let place = ctx.grid.partner(other, category)?;
    if compared.allowed(item == compared.a, place.index) != left {
        return None;
    }
    let last = ItemId::new(category, left.trailing_zeros() as usize);
    let placed = Fact::yes(other, place);
    let reason = ctx.argue(|| Reason::PlacedSays {
        clue: index,
        item,
        other,
        place,
        placed: ctx.origin(placed),
    });
    Some(
        Deduction::new(technique, vec![Fact::yes(item, last)], reason)
            .with_clues([index])
            .with_facts([placed]),
    )
}

/// The index of a fact's item in `category`.
fn position_of(fact: Fact, category: usize) -> usize {
    if fact.a.category == category {
        fact.a.index
    } else {
        fact.b.index
    }
}

pub(super) fn full(grid: &Grid) -> u64 {
    if grid.size() >= 64 {
        u64::MAX
    } else {
        (1u64 << grid.size()) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::setup;

    const PUZZLE: &str = "house (ordered): house 1, house 2, house 3, house 4\n\
                          colour: red, green, ivory, blue\nprice (ordered): $10, $20, $30, $40\n";

    #[test]
    fn prune_uses_the_other_items_places() {
        let (puzzle, grid) = setup(
            &format!("{PUZZLE}green = ivory + 1 by house\n"),
            &[("ivory", "house 2", false)],
        );
        let compared = lone_comparison(&puzzle.clues()[0]).unwrap();
        let a = compared.prune(&grid, true);
        // green: not house 1 (nothing before it), not house 3 (ivory not in house 2).
        assert_eq!(a.ruled, 0b0101);
        assert_eq!(a.support.len(), 1);
        let b = compared.prune(&grid, false);
        // ivory: not house 4 (nothing after it); house 2 is already out.
        assert_eq!(b.ruled, 0b1000);
    }
}
