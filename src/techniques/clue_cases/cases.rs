//! The cases a clue allows ([`Case`], [`cases_of`]) and whether the grid already refutes one
//! ([`refutation`]): a positive option is one case per choice of alternatives, a pairing two,
//! a comparison or a negated option one.

use super::super::compare::{Compared, full};
use super::super::{Context, items_in};
use super::MAX_CASES;
use crate::grid::{Fact, Mark};
use crate::model::{Clue, ClueOption, ItemId, Relation};

/// One way a clue can hold (the words' own data, as a reason's shape carries it).
pub(super) use crate::words::reasons::ClueCase as Case;

pub(super) fn cases_of(clue: &Clue) -> Option<Vec<Case>> {
    let mut cases = Vec::new();
    for (index, option) in clue.options.iter().enumerate() {
        match (&option.relation, option.negated) {
            (Relation::Compare(_), _) => {
                cases.push(Case::Compare(index));
                continue;
            }
            (Relation::Pairs, true) => {
                cases.push(Case::NotPairs(index));
                continue;
            }
            (Relation::Pairs, false) => {
                for rows in ways(option) {
                    let case = Case::Rows(rows);
                    if !cases.contains(&case) {
                        cases.push(case);
                    }
                }
                continue;
            }
            (Relation::Together, _) => {}
        }
        if option.negated {
            cases.push(Case::Apart(index));
            continue;
        }
        let mut partial: Vec<Vec<ItemId>> = vec![Vec::new()];
        for term in &option.terms {
            let mut next = Vec::new();
            for chosen in &partial {
                for &alt in &term.alternatives {
                    if chosen
                        .iter()
                        .any(|c| c.category == alt.category && *c != alt)
                    {
                        continue;
                    }
                    let mut extended = chosen.clone();
                    if !extended.contains(&alt) {
                        extended.push(alt);
                    }
                    next.push(extended);
                }
            }
            partial = next;
            if partial.len() > MAX_CASES {
                return None;
            }
        }
        for mut items in partial {
            items.sort();
            let case = Case::Together(items);
            if !cases.contains(&case) {
                cases.push(case);
            }
        }
    }
    (cases.len() <= MAX_CASES).then_some(cases)
}

/// The two ways a pairing `{A, B} = {C, D}` can hold, as rows (A with C and B with D, or A
/// with D and B with C), leaving out a way that cannot hold whatever the grid (two items of one
/// category in a row, or one item in both rows).
pub(super) fn ways(option: &ClueOption) -> Vec<Vec<Vec<ItemId>>> {
    let [a, b, c, d] = option.items()[..] else {
        return Vec::new();
    };
    let row = |x: ItemId, y: ItemId| -> Option<Vec<ItemId>> {
        if x == y {
            Some(vec![x])
        } else if x.category == y.category {
            None
        } else {
            let mut r = vec![x, y];
            r.sort();
            Some(r)
        }
    };
    [(c, d), (d, c)]
        .into_iter()
        .filter_map(|(first, second)| {
            let rows = vec![row(a, first)?, row(b, second)?];
            let shared = rows[0].iter().any(|x| rows[1].contains(x));
            let clash = rows[0]
                .iter()
                .any(|x| rows[1].iter().any(|y| x.category == y.category && x == y));
            (!shared && !clash).then_some(rows)
        })
        .collect()
}

/// Pairs of items in different rows of `rows`, in different categories.
pub(super) fn across(rows: &[Vec<ItemId>]) -> Vec<(ItemId, ItemId)> {
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        for other in &rows[i + 1..] {
            for &x in row {
                for &y in other.iter().filter(|y| y.category != x.category) {
                    out.push((x, y));
                }
            }
        }
    }
    out
}

/// Pairs of items in different categories.
pub(super) fn pairs(items: &[ItemId]) -> impl Iterator<Item = (ItemId, ItemId)> + '_ {
    items.iter().enumerate().flat_map(move |(i, &a)| {
        items[i + 1..]
            .iter()
            .filter(move |b| b.category != a.category)
            .map(move |&b| (a, b))
    })
}

/// The grid facts that rule a case out, if it is ruled out.
pub(super) fn refutation(ctx: &Context<'_>, clue: &Clue, case: &Case) -> Option<Vec<Fact>> {
    let grid = ctx.grid;
    match case {
        Case::Together(items) => pairs(items)
            .find(|&(a, b)| grid.mark(a, b) == Mark::No)
            .map(|(a, b)| vec![Fact::no(a, b)]),
        Case::Apart(option) => violation(ctx, &clue.options[*option]),
        Case::Rows(rows) => rows
            .iter()
            .find_map(|row| {
                pairs(row)
                    .find(|&(a, b)| grid.mark(a, b) == Mark::No)
                    .map(|(a, b)| vec![Fact::no(a, b)])
            })
            .or_else(|| {
                across(rows)
                    .into_iter()
                    .find(|&(a, b)| grid.mark(a, b) == Mark::Yes)
                    .map(|(a, b)| vec![Fact::yes(a, b)])
            }),
        Case::Compare(option) => {
            let compared = Compared::of(&clue.options[*option])?;
            let prune = compared.prune(grid, true);
            if prune.left() != 0 {
                return None;
            }
            let category = compared.category();
            let mut facts = prune.support;
            if compared.a.category != category {
                facts.extend(
                    items_in(!prune.possible & !prune.needless & full(grid), category)
                        .map(|p| Fact::no(compared.a, p)),
                );
            }
            facts.sort();
            facts.dedup();
            Some(facts)
        }
        Case::NotPairs(option) => pairing_shown(ctx, &clue.options[*option]),
    }
}

/// For a negated pairing: the ✓s (and the ✗ of A with B) showing that one of its ways holds.
pub(super) fn pairing_shown(ctx: &Context<'_>, option: &ClueOption) -> Option<Vec<Fact>> {
    let grid = ctx.grid;
    let [a, b, ..] = option.items()[..] else {
        return None;
    };
    let apart = if a.category == b.category {
        (a != b).then(Vec::new)
    } else {
        (grid.mark(a, b) == Mark::No).then(|| vec![Fact::no(a, b)])
    }?;
    ways(option).into_iter().find_map(|rows| {
        // Two rows holding different items of one category are apart anyway: then A ✗ B
        // need not be cited.
        let surely_apart = rows.iter().enumerate().any(|(i, r)| {
            rows[i + 1..].iter().any(|s| {
                r.iter()
                    .any(|p| s.iter().any(|q| p.category == q.category && p != q))
            })
        });
        let mut facts = if surely_apart {
            Vec::new()
        } else {
            apart.clone()
        };
        for row in &rows {
            for (x, y) in pairs(row) {
                if grid.mark(x, y) != Mark::Yes {
                    return None;
                }
                facts.push(Fact::yes(x, y));
            }
        }
        Some(facts)
    })
}

/// For a negated option: ✓ facts showing some row surely holds every term.
pub(super) fn violation(ctx: &Context<'_>, option: &ClueOption) -> Option<Vec<Fact>> {
    let mut choices: Vec<Vec<ItemId>> = vec![Vec::new()];
    for term in &option.terms {
        choices = choices
            .into_iter()
            .flat_map(|c| {
                term.alternatives.iter().map(move |&alt| {
                    let mut c = c.clone();
                    c.push(alt);
                    c
                })
            })
            .take(MAX_CASES * 4)
            .collect();
    }
    choices.into_iter().find_map(|items| {
        let all_together = items.iter().enumerate().all(|(i, &a)| {
            items[i + 1..]
                .iter()
                .all(|&b| a == b || (a.category != b.category && ctx.grid.mark(a, b) == Mark::Yes))
        });
        // Enough ✓s to tie them all to the first item (the others follow by linking them).
        all_together.then(|| {
            let first = items[0];
            let mut facts: Vec<Fact> = items[1..]
                .iter()
                .filter(|&&b| b != first)
                .map(|&b| Fact::yes(first, b))
                .collect();
            facts.sort();
            facts.dedup();
            facts
        })
    })
}
