//! **Last possibility** — when every cell but one in an item's line of a block is ✗, the last
//! open cell gets the ✓ ("Sgt Gunmetal was not in the pool or the lobby, so the gym"). If no
//! cell is left open at all, the grid has reached a contradiction.

use super::scan::is_last_line;
use super::{Context, Deduction, Technique, TechniqueId, all_items, items_in};
use crate::grid::Fact;
use crate::model::ItemId;
use crate::words::reasons::Reason;

pub struct LastPossibility;

impl Technique for LastPossibility {
    fn id(&self) -> TechniqueId {
        TechniqueId::LastPossibility
    }

    /// A line reads only its own cells.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let grid = ctx.grid;
        let full = if grid.size() >= 64 {
            u64::MAX
        } else {
            (1u64 << grid.size()) - 1
        };
        // The first line (in item, then category order) with no ✓ and at most one open cell.
        let line = match ctx.memo() {
            Some(mut memo) => memo.first_last_line(grid),
            None => first_last_line(ctx, full),
        };
        let (item, category) = line?;
        let open = full & !grid.no_mask(item, category);
        let ruled_out: Vec<Fact> = items_in(full & !open, category)
            .map(|other| Fact::no(item, other))
            .collect();
        let Some(last) = items_in(open, category).next() else {
            let reason = ctx.argue(|| Reason::NoneLeft {
                item,
                category,
                ruled_out: ctx.cited(&ruled_out),
            });
            let d = Deduction::contradiction(TechniqueId::LastPossibility, reason);
            return Some(ctx.resting_on(d, ruled_out));
        };
        let reason = ctx.argue(|| Reason::LastLeft {
            item,
            category,
            ruled_out: ctx.cited(&ruled_out),
        });
        let d = Deduction::new(
            TechniqueId::LastPossibility,
            vec![Fact::yes(item, last)],
            reason,
        );
        Some(ctx.resting_on(d, ruled_out))
    }
}

/// The first line with no ✓ and at most one open cell, by a scan of every line (or of the
/// touched items' lines, where those are known).
fn first_last_line(ctx: &Context<'_>, full: u64) -> Option<(ItemId, usize)> {
    let grid = ctx.grid;
    for item in all_items(grid).filter(|&item| ctx.looks_at(item)) {
        let (yes, no) = grid.lines(item);
        for category in 0..grid.categories() {
            if category != item.category && is_last_line(yes[category], full & !no[category]) {
                return Some((item, category));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\n";

    #[test]
    fn last_open_cell_gets_the_tick() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[("Gunmetal", "cue", false), ("Gunmetal", "tea", false)],
        );
        let d = LastPossibility.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Gunmetal+dumbbell"]);
        assert_eq!(d.facts.len(), 2);
        assert!(
            d.reason.contains("the cue (step 1) and the tea (step 2)"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn works_from_either_side_of_the_block() {
        // The dumbbell's line: only Raspberry is left.
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("Saffron", "dumbbell", false),
                ("Gunmetal", "dumbbell", false),
            ],
        );
        let d = LastPossibility.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Raspberry+dumbbell"]);
    }

    #[test]
    fn empty_line_is_a_contradiction() {
        let (puzzle, mut grid) = setup(
            PUZZLE,
            &[("Gunmetal", "cue", false), ("Gunmetal", "tea", false)],
        );
        let g = crate::techniques::test_support::item(&puzzle, "Gunmetal");
        let d = crate::techniques::test_support::item(&puzzle, "dumbbell");
        grid.set(Fact::no(g, d), 3).unwrap();
        assert!(
            LastPossibility
                .find(&Context::new(&puzzle, &grid))
                .unwrap()
                .contradiction
        );
    }

    #[test]
    fn does_not_fire_with_two_open_cells() {
        let (puzzle, grid) = setup(PUZZLE, &[("Gunmetal", "cue", false)]);
        assert_eq!(LastPossibility.find(&Context::new(&puzzle, &grid)), None);
    }
}
