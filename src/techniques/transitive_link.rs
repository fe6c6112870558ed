//! **Transitive link** — items known to share a row share everything: A ✓ B and B ✓ C give
//! A ✓ C; A ✓ B and B ✗ C give A ✗ C, across any categories.

use super::scan_memo::ScanMemo;
use super::{Context, Deduction, Technique, TechniqueId, all_items, items_in};
use crate::grid::{Fact, Grid, Mark};
use crate::model::ItemId;
use crate::words::reasons::Reason;

pub struct TransitiveLink;

impl Technique for TransitiveLink {
    fn id(&self) -> TechniqueId {
        TechniqueId::TransitiveLink
    }

    /// A link through B reads only A's and B's lines.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        // A link that clashes with the grid first (the grid cannot be completed), then ✓
        // conclusions (they settle more), then ✗; of each kind the first in the order (A, B's
        // category, X's category, X).
        match ctx.memo() {
            Some(mut memo) => find_with_memo(ctx, &mut memo),
            None => find_by_scan(ctx),
        }
    }
}

/// Every partner of every item, every category.
fn find_by_scan(ctx: &Context<'_>) -> Option<Deduction> {
    let grid = ctx.grid;
    let (k, n) = (grid.categories(), grid.size());
    let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut first_yes = None;
    let mut first_no = None;
    // (Where the items touched since this found nothing are known, only A touched or with a
    // touched partner can have a new link.)
    let near = ctx.touched.map(|t| t.near(grid));
    for a_category in 0..k {
        let mut rest = near.as_ref().map_or(full, |near| near[a_category] & full);
        while rest != 0 {
            let a = ItemId::new(a_category, rest.trailing_zeros() as usize);
            rest &= rest - 1;
            let (a_yes, a_no) = grid.lines(a);
            for (via, &partner) in a_yes.iter().enumerate() {
                // B: A's partner in this category.
                if partner == 0 {
                    continue;
                }
                let b = ItemId::new(via, partner.trailing_zeros() as usize);
                let (b_yes, b_no) = grid.lines(b);
                // A clash in any category (A's lines in its own category are empty, and so
                // are B's in its own, so those two add nothing).
                let clashing = |c: usize| (a_yes[c] & b_no[c]) | (a_no[c] & b_yes[c]);
                if (0..k).fold(0, |any, c| any | clashing(c)) != 0 {
                    let (c, cells) = (0..k).map(|c| (c, clashing(c))).find(|&(_, m)| m != 0)?;
                    let x = ItemId::new(c, cells.trailing_zeros() as usize);
                    return Some(clash(ctx, a, b, x));
                }
                if first_yes.is_some() && first_no.is_some() {
                    continue;
                }
                for category in (0..k).filter(|&c| c != a_category && c != via) {
                    // Cells open for A whose mark is known for B.
                    let open = !(a_yes[category] | a_no[category]);
                    let first = |cells: u64| {
                        (cells != 0)
                            .then(|| (a, b, ItemId::new(category, cells.trailing_zeros() as usize)))
                    };
                    if first_yes.is_none() {
                        first_yes = first(open & b_yes[category]);
                    }
                    if first_no.is_none() {
                        first_no = first(open & b_no[category]);
                    }
                }
            }
        }
    }
    if let Some((a, b, x)) = first_yes {
        return Some(link(ctx, a, b, x, true));
    }
    first_no.map(|(a, b, x)| link(ctx, a, b, x, false))
}

/// The same answer from the engine's memo: what A's partners offer A is kept for each A (see
/// [`pending_links`]) until a step touches A or a partner, and A's partners are walked one by
/// one only for the A the answer is about.
fn find_with_memo(ctx: &Context<'_>, memo: &mut ScanMemo) -> Option<Deduction> {
    let grid = ctx.grid;
    let mut first_yes = None;
    let mut first_no = None;
    for a in all_items(grid) {
        let Some(pending) = memo.links(grid, a) else {
            continue;
        };
        if pending.clash
            && let Some((b, x)) = first_link(grid, a, |a_yes, a_no, b_yes, b_no| {
                (a_yes & b_no) | (a_no & b_yes)
            })
        {
            return Some(clash(ctx, a, b, x));
        }
        if pending.yes && first_yes.is_none() {
            first_yes = Some(a);
        }
        if pending.no && first_no.is_none() {
            first_no = Some(a);
        }
    }
    if let Some(a) = first_yes
        && let Some((b, x)) = first_link(grid, a, |a_yes, a_no, b_yes, _| !(a_yes | a_no) & b_yes)
    {
        return Some(link(ctx, a, b, x, true));
    }
    let a = first_no?;
    let (b, x) = first_link(grid, a, |a_yes, a_no, _, b_no| !(a_yes | a_no) & b_no)?;
    Some(link(ctx, a, b, x, false))
}

/// The first partner B of A (in category order) and item X (in category order, then item
/// order) that `cells(a_yes, a_no, b_yes, b_no)` picks out in X's category ([`pending_links`]
/// has seen one).
fn first_link(
    grid: &Grid,
    a: ItemId,
    cells: impl Fn(u64, u64, u64, u64) -> u64,
) -> Option<(ItemId, ItemId)> {
    let (a_yes, a_no) = grid.lines(a);
    for (via, &partner) in a_yes.iter().enumerate() {
        let Some(b) = items_in(partner, via).next() else {
            continue;
        };
        let (b_yes, b_no) = grid.lines(b);
        for category in (0..grid.categories()).filter(|&c| c != a.category && c != via) {
            let found = cells(
                a_yes[category],
                a_no[category],
                b_yes[category],
                b_no[category],
            );
            if let Some(x) = items_in(found, category).next() {
                return Some((b, x));
            }
        }
    }
    None
}

/// A ✓ B and B ✓ X (`together`) or B ✗ X give A ✓ X or A ✗ X.
fn link(ctx: &Context<'_>, a: ItemId, b: ItemId, x: ItemId, together: bool) -> Deduction {
    let link = Fact::yes(a, b);
    let known = Fact::new(b, x, together);
    let conclusion = Fact::new(a, x, together);
    let reason = ctx.argue(|| Reason::Link {
        a,
        b,
        x,
        together,
        origins: [ctx.origin(link), ctx.origin(known)],
    });
    let d = Deduction::new(TechniqueId::TransitiveLink, vec![conclusion], reason);
    ctx.resting_on(d, [link, known])
}

/// A ✓ B with B ✓ X where A ✗ X, or B ✗ X where A ✓ X: the grid holds a contradiction.
fn clash(ctx: &Context<'_>, a: ItemId, b: ItemId, x: ItemId) -> Deduction {
    let grid = ctx.grid;
    let (here, there) = (grid.mark(a, x), grid.mark(b, x));
    let link = Fact::yes(a, b);
    let known = Fact::new(b, x, there == Mark::Yes);
    let existing = Fact::new(a, x, here == Mark::Yes);
    let reason = ctx.argue(|| Reason::LinkClash {
        a,
        b,
        x,
        together: known.together,
        origins: [ctx.origin(link), ctx.origin(known), ctx.origin(existing)],
    });
    Deduction::contradiction(TechniqueId::TransitiveLink, reason)
        .with_facts([link, known, existing])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    #[test]
    fn yes_and_yes_give_yes() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[("Gunmetal", "dumbbell", true), ("dumbbell", "gym", true)],
        );
        let d = TransitiveLink.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Gunmetal+gym"]);
        assert_eq!(
            d.reason,
            "Because Gunmetal goes with the dumbbell (step 1) and the dumbbell goes with the gym (step 2)."
        );
    }

    #[test]
    fn yes_and_no_give_no() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[("Gunmetal", "dumbbell", true), ("dumbbell", "gym", false)],
        );
        let d = TransitiveLink.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Gunmetal-gym"]);
    }

    #[test]
    fn a_clashing_link_is_a_contradiction() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("Gunmetal", "dumbbell", true),
                ("dumbbell", "gym", true),
                ("Gunmetal", "pool", true),
            ],
        );
        let d = TransitiveLink.find(&Context::new(&puzzle, &grid)).unwrap();
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 3);
    }

    #[test]
    fn nothing_to_link() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[("Gunmetal", "dumbbell", false), ("dumbbell", "gym", false)],
        );
        assert_eq!(TransitiveLink.find(&Context::new(&puzzle, &grid)), None);
    }
}
