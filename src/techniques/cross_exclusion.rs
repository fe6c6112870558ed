//! **Cross-category exclusion** — A's open partners in some category are down to a few (say b1
//! or b2); an item C of a third category is ✗ with every one of them, so C cannot share A's row:
//! A ✗ C. (Transitive link is the case of one open partner.)

use super::{Context, Deduction, Technique, TechniqueId, all_items, items_in};
use crate::grid::{Fact, Grid};
use crate::model::ItemId;
use crate::words::reasons::Reason;

pub struct CrossExclusion;

impl Technique for CrossExclusion {
    fn id(&self) -> TechniqueId {
        TechniqueId::CrossExclusion
    }

    /// An exclusion reads A's lines and those of A's open partners in one category.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let grid = ctx.grid;
        // Smaller candidate sets make clearer steps: try pairs before triples and so on (in
        // item order within each size).
        let k = grid.categories();
        let mut lines: Vec<(u32, ItemId, usize)> =
            Vec::with_capacity(k * grid.size() * k.saturating_sub(1));
        // (Where the items touched since this found nothing are known, only a line of a
        // touched A, or with a touched open partner, can give something new: `wanted` has, for
        // each category of A and each category `via`, the As whose line to look at.)
        let wanted: Option<Vec<u64>> = ctx.touched.map(|t| {
            let mut wanted = vec![0u64; k * k];
            for via in 0..k {
                let touched = t.in_category(via);
                for c in (0..k).filter(|&c| c != via) {
                    wanted[c * k + via] |= t.in_category(c);
                    let mut rest = touched;
                    while rest != 0 {
                        let b = ItemId::new(via, rest.trailing_zeros() as usize);
                        rest &= rest - 1;
                        wanted[c * k + via] |= grid.possible(b, c);
                    }
                }
            }
            wanted
        });
        for a in all_items(grid) {
            for via in (0..k).filter(|&c| c != a.category) {
                if wanted
                    .as_ref()
                    .is_some_and(|w| w[a.category * k + via] & (1 << a.index) == 0)
                {
                    continue;
                }
                let count = grid.possible(a, via).count_ones();
                if grid.partner(a, via).is_none() && count >= 2 && (count as usize) < grid.size() {
                    lines.push((count, a, via));
                }
            }
        }
        lines.sort_by_key(|&(count, _, _)| count);
        for (_, a, via) in lines {
            let open = grid.possible(a, via);
            let (a_yes, a_no) = grid.lines(a);
            for category in (0..k).filter(|&c| c != a.category && c != via) {
                // The items of this category not yet marked for A and ✗ with every one of A's
                // open partners.
                let mut excluded = full(grid) & !(a_yes[category] | a_no[category]);
                let mut partners = open;
                while partners != 0 && excluded != 0 {
                    let b = ItemId::new(via, partners.trailing_zeros() as usize);
                    partners &= partners - 1;
                    excluded &= grid.no_mask(b, category);
                }
                if excluded != 0 {
                    // Every item of the category the same partners exclude: one step ("A5
                    // goes with neither D3 nor D4"), as a person says it.
                    let xs: Vec<ItemId> = items_in(excluded, category).collect();
                    return Some(exclusion(ctx, a, via, &xs));
                }
            }
        }
        None
    }
}

fn full(grid: &Grid) -> u64 {
    if grid.size() >= 64 {
        u64::MAX
    } else {
        (1u64 << grid.size()) - 1
    }
}

/// A's open partners in `via` are ✗ with each X of `xs` (items of one category), so A ✗ X.
fn exclusion(ctx: &Context<'_>, a: ItemId, via: usize, xs: &[ItemId]) -> Deduction {
    let grid = ctx.grid;
    let open = grid.possible(a, via);
    let candidates: Vec<ItemId> = items_in(open, via).collect();
    let narrowing: Vec<Fact> = items_in(full(grid) & !open, via)
        .map(|o| Fact::no(a, o))
        .collect();
    let excluded: Vec<Fact> = xs
        .iter()
        .flat_map(|&x| candidates.iter().map(move |&b| Fact::no(x, b)))
        .collect();
    let reason = ctx.argue(|| Reason::OnlyCandidates {
        a,
        candidates: candidates.clone(),
        narrowing: ctx.cited(&narrowing),
        others: xs.to_vec(),
        excluded: ctx.cited(&excluded),
    });
    let conclusions = xs.iter().map(|&x| Fact::no(a, x)).collect();
    let d = Deduction::new(TechniqueId::CrossExclusion, conclusions, reason);
    ctx.resting_on(d, narrowing.into_iter().chain(excluded))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    #[test]
    fn excluded_from_every_candidate() {
        // Gunmetal: dumbbell or cue. The gym is with neither, so Gunmetal is not at the gym.
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("Gunmetal", "tea", false),
                ("gym", "dumbbell", false),
                ("gym", "cue", false),
            ],
        );
        let d = CrossExclusion.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Gunmetal-gym"]);
        assert_eq!(d.facts.len(), 3);
    }

    #[test]
    fn every_item_the_same_candidates_exclude_goes_in_one_step() {
        // Gunmetal: dumbbell or cue; neither the gym nor the pool goes with either.
        let (puzzle, grid) = setup(
            PUZZLE,
            &[
                ("Gunmetal", "tea", false),
                ("gym", "dumbbell", false),
                ("gym", "cue", false),
                ("pool", "dumbbell", false),
                ("pool", "cue", false),
            ],
        );
        let d = CrossExclusion.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["Gunmetal-gym", "Gunmetal-pool"]);
        assert_eq!(d.facts.len(), 5);
        assert!(
            d.reason.contains("neither the gym nor the pool"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn not_when_one_candidate_is_open() {
        let (puzzle, grid) = setup(
            PUZZLE,
            &[("Gunmetal", "tea", false), ("gym", "dumbbell", false)],
        );
        assert_eq!(CrossExclusion.find(&Context::new(&puzzle, &grid)), None);
    }
}
