//! **Subsets** — in one block, k items of one category whose open partners in the other category
//! lie within the same k items claim those k items between them, so no other item can have any
//! of them (the naked/hidden pair idea of Sudoku; looking from the other side of the block gives
//! the hidden form). Sizes 2 to 4.

use super::{Context, Deduction, Technique, TechniqueId, items_in};
use crate::grid::{Fact, Mark};
use crate::model::ItemId;
use crate::words::reasons::Reason;

pub struct Subsets;

/// Largest subset tried: beyond four a person would not see it.
const MAX_SIZE: usize = 4;

impl Technique for Subsets {
    fn id(&self) -> TechniqueId {
        TechniqueId::Subsets
    }

    /// A subset reads the lines of one block.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let grid = ctx.grid;
        let n = grid.size();
        let k = grid.categories();
        let largest = MAX_SIZE.min(n.saturating_sub(2));
        if largest < 2 {
            // No subset size fits (fewer than 4 items): nothing to gather.
            return None;
        }
        // For each ordered pair of categories (`from`, `to`), the items of `from` not yet
        // placed in `to`, with their open partners there (all blocks in one list, each block
        // a range of it).
        let mut lines: Vec<(ItemId, u64)> = Vec::with_capacity(k * k * n);
        let mut ranges: Vec<(usize, std::ops::Range<usize>)> = Vec::with_capacity(k * k);
        // (Where the items touched since this found nothing are known, only a block with a
        // touched item on both sides has changed.)
        let changed = |c: usize| ctx.touched.is_none_or(|t| t.in_category(c) != 0);
        for from in (0..k).filter(|&from| changed(from)) {
            for to in (0..k).filter(|&to| to != from && changed(to)) {
                let start = lines.len();
                lines.extend(
                    (0..n)
                        .map(|i| ItemId::new(from, i))
                        .filter(|&i| grid.partner(i, to).is_none())
                        .map(|i| (i, grid.possible(i, to))),
                );
                ranges.push((to, start..lines.len()));
            }
        }
        let blocks = ranges
            .iter()
            .map(|(to, range)| (*to, &lines[range.clone()]));
        for size in 2..=largest {
            for (to, open) in blocks.clone() {
                // Each member of a subset has at most `size` open partners.
                let fitting = open.iter().filter(|(_, m)| m.count_ones() as usize <= size);
                if open.len() <= size || fitting.count() < size {
                    continue;
                }
                let found = first_subset(open, size, &mut |chosen, union| {
                    let members: Vec<ItemId> = chosen.iter().map(|&i| open[i].0).collect();
                    let claimed: Vec<ItemId> = items_in(union, to).collect();
                    let conclusions: Vec<Fact> = open
                        .iter()
                        .map(|&(o, _)| o)
                        .filter(|o| !members.contains(o))
                        .flat_map(|o| claimed.iter().map(move |&c| (o, c)))
                        .filter(|&(o, c)| grid.mark(o, c) == Mark::Open)
                        .map(|(o, c)| Fact::no(o, c))
                        .collect();
                    (!conclusions.is_empty()).then_some((members, claimed, conclusions, union))
                });
                if let Some((members, claimed, conclusions, union)) = found {
                    let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
                    let confining: Vec<Fact> = members
                        .iter()
                        .flat_map(|&m| items_in(full & !union, to).map(move |o| Fact::no(m, o)))
                        .collect();
                    let reason = ctx.argue(|| Reason::Claimed {
                        members: members.clone(),
                        claimed: claimed.clone(),
                        category: to,
                        confining: ctx.cited(&confining),
                    });
                    return Some(
                        Deduction::new(TechniqueId::Subsets, conclusions, reason)
                            .with_facts(confining),
                    );
                }
            }
        }
        None
    }
}

/// The first `size`-subset of `lines` (by position, in lexicographic order) whose open partners
/// number exactly `size` between them and that `accept` turns into something. Subsets whose
/// partners already number more are not looked into further.
fn first_subset<T>(
    lines: &[(ItemId, u64)],
    size: usize,
    accept: &mut dyn FnMut(&[usize], u64) -> Option<T>,
) -> Option<T> {
    fn go<T>(
        lines: &[(ItemId, u64)],
        size: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        union: u64,
        accept: &mut dyn FnMut(&[usize], u64) -> Option<T>,
    ) -> Option<T> {
        if union.count_ones() as usize > size {
            return None;
        }
        if chosen.len() == size {
            return if union.count_ones() as usize == size {
                accept(chosen, union)
            } else {
                None
            };
        }
        // (Leave room for the members still to choose.)
        for i in start..=lines.len() - (size - chosen.len()) {
            chosen.push(i);
            let found = go(lines, size, i + 1, chosen, union | lines[i].1, accept);
            chosen.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    go(lines, size, 0, &mut Vec::with_capacity(size), 0, accept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "s: A1, A2, A3, A4\nw: B1, B2, B3, B4\n";

    #[test]
    fn naked_pair_claims_its_items() {
        // A1 and A2 can only be B1 or B2, so A3 and A4 cannot be B1 or B2.
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("A1", "B3", false),
                ("A1", "B4", false),
                ("A2", "B3", false),
                ("A2", "B4", false),
            ],
        );
        let d = Subsets.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(
            conclusions(&puzzle, &d),
            ["A3-B1", "A3-B2", "A4-B1", "A4-B2"]
        );
        assert_eq!(d.facts.len(), 4);
    }

    #[test]
    fn no_subset_no_step() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("A1", "B3", false),
                ("A1", "B4", false),
                ("A2", "B3", false),
            ],
        );
        assert_eq!(Subsets.find(&Context::new(&puzzle, &grid)), None);
    }
}
