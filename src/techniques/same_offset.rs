//! **Same offset** — two clues that put two items the same fixed distance from one anchor on an
//! ordered category ("Le Havre sailed 7 years after the Amelia", "the Carmen sailed 7 years after
//! the Amelia") put them at the same place, and one place is one row: the two go together. At
//! different distances from the anchor they are at different places, so in different rows. So
//! are two items on opposite sides of one anchor ("Bob lives somewhere left of the cat owner",
//! "the tea drinker lives somewhere right of the cat owner": Bob is not the tea drinker), whether
//! the clues give a distance or only a side. The step cites the two clues and nothing else; it
//! needs no cell of the grid.

use super::{Context, Deduction, Technique, TechniqueId, compare};
use crate::grid::Fact;
use crate::model::{CompareKind, ItemId};
use crate::words::reasons::Reason;

pub struct SameOffset;

/// One side of an offset or before/after clue: `item` is after `anchor` on `category` (before,
/// when not `after`), `offset` places after when the clue says how far (negative: before), by
/// clue `clue`.
#[derive(Clone, Copy)]
struct Offset {
    clue: usize,
    item: ItemId,
    anchor: ItemId,
    category: usize,
    after: bool,
    offset: Option<i64>,
}

impl Technique for SameOffset {
    fn id(&self) -> TechniqueId {
        TechniqueId::SameOffset
    }

    /// It reads the clues alone: a pair it found nothing for stays so as cells are set.
    fn monotone(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let offsets = offsets(ctx);
        for (i, first) in offsets.iter().enumerate() {
            for second in &offsets[i + 1..] {
                if first.clue == second.clue
                    || first.anchor != second.anchor
                    || first.category != second.category
                    || first.item == second.item
                    || first.item.category == second.item.category
                {
                    continue;
                }
                let fact = match (first.offset, second.offset) {
                    (Some(a), Some(b)) => Fact::new(first.item, second.item, a == b),
                    _ if first.after != second.after => Fact::no(first.item, second.item),
                    _ => continue,
                };
                if ctx.grid.holds(fact) || ctx.grid.holds(fact.negated()) {
                    continue;
                }
                return Some(deduce(ctx, *first, *second, fact));
            }
        }
        None
    }
}

/// Every single-option offset clue (`A = B + K`, not negated) read from both sides, on items of
/// categories other than the one compared on.
fn offsets(ctx: &Context<'_>) -> Vec<Offset> {
    let mut out = Vec::new();
    for (clue, text) in ctx.puzzle.clues().iter().enumerate() {
        let Some(compared) = compare::lone_comparison(text) else {
            continue;
        };
        // From the first item's side: after the second, and how far if the clue says.
        let (after, k) = match compared.comparison.kind {
            CompareKind::Offset(k) => (k > 0, Some(k)),
            CompareKind::After => (true, None),
            CompareKind::Before => (false, None),
            CompareKind::Apart(_) => continue,
        };
        let category = compared.category();
        if compared.negated || compared.a.category == category || compared.b.category == category {
            continue;
        }
        let sides = [
            (compared.a, compared.b, after, k),
            (compared.b, compared.a, !after, k.map(|k| -k)),
        ];
        for (item, anchor, after, offset) in sides {
            out.push(Offset {
                clue,
                item,
                anchor,
                category,
                after,
                offset,
            });
        }
    }
    out
}

fn deduce(ctx: &Context<'_>, first: Offset, second: Offset, fact: Fact) -> Deduction {
    let reason = ctx.argue(|| Reason::SameOffset {
        clues: [first.clue, second.clue],
        anchor: first.anchor,
        category: first.category,
        same: fact.together,
        sides: first.offset.is_none() || second.offset.is_none(),
    });
    Deduction::new(TechniqueId::SameOffset, vec![fact], reason)
        .with_clues([first.clue, second.clue])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "ships: Amelia, Carmen, Le Havre, Doris\n\
                          captains: Ames, Bell, Cole, Dunn\n\
                          years (ordered): 1950, 1957, 1964, 1971\n";

    fn run(clues: &str) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clues}\n"), &[]);
        SameOffset
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn the_same_distance_from_one_anchor_is_one_row() {
        let (c, d) = run("Le Havre = Ames + 7 by years\nBell = Ames + 7 by years").unwrap();
        assert_eq!(c, ["Le Havre+Bell"]);
        assert_eq!(d.clues, [0, 1]);
        assert!(
            d.reason.contains("the same distance from Ames"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn the_anchor_may_be_on_either_side() {
        // Ames = Le Havre - 7 is Le Havre = Ames + 7.
        let (c, _) = run("Ames = Le Havre - 7 by years\nBell = Ames + 7 by years").unwrap();
        assert_eq!(c, ["Le Havre+Bell"]);
    }

    #[test]
    fn different_distances_are_different_rows() {
        let (c, d) = run("Le Havre = Ames + 7 by years\nBell = Ames + 14 by years").unwrap();
        assert_eq!(c, ["Le Havre-Bell"]);
        assert!(d.reason.contains("different distances"), "{}", d.reason);
    }

    #[test]
    fn opposite_sides_of_one_anchor_are_different_rows() {
        let (c, d) = run("Le Havre < Ames by years\nBell > Ames by years").unwrap();
        assert_eq!(c, ["Le Havre-Bell"]);
        assert!(d.reason.contains("opposite sides of Ames"), "{}", d.reason);
        // A distance on one side and a bare side on the other.
        let (c, _) = run("Le Havre = Ames + 7 by years\nAmes > Bell by years").unwrap();
        assert_eq!(c, ["Le Havre-Bell"]);
    }

    #[test]
    fn one_side_without_distances_gives_nothing() {
        assert!(run("Le Havre < Ames by years\nBell < Ames by years").is_none());
        assert!(run("Le Havre = Ames + 7 by years\nBell > Ames by years").is_none());
    }

    #[test]
    fn items_of_one_category_or_other_anchors_give_nothing() {
        assert!(run("Le Havre = Ames + 7 by years\nDoris = Ames + 7 by years").is_none());
        assert!(run("Le Havre = Ames + 7 by years\nBell = Carmen + 7 by years").is_none());
        assert!(run("not Le Havre = Ames + 7 by years\nBell = Ames + 7 by years").is_none());
    }
}
