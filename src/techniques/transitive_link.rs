//! **Transitive link** — items known to share a row share everything: A ✓ B and B ✓ C give
//! A ✓ C; A ✓ B and B ✗ C give A ✗ C, across any categories.

use super::{Context, Deduction, Technique, TechniqueId, all_items, items_in};
use crate::grid::{Fact, Mark};
use crate::model::ItemId;

pub struct TransitiveLink;

impl Technique for TransitiveLink {
    fn id(&self) -> TechniqueId {
        TechniqueId::TransitiveLink
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        // A link that clashes with the grid first (the grid cannot be completed), then ✓
        // conclusions (they settle more), then ✗.
        if let Some(d) = find_clash(ctx) {
            return Some(d);
        }
        for want in [Mark::Yes, Mark::No] {
            if let Some(d) = find_with(ctx, want) {
                return Some(d);
            }
        }
        None
    }
}

fn find_with(ctx: &Context<'_>, want: Mark) -> Option<Deduction> {
    let grid = ctx.grid;
    for a in all_items(grid) {
        for via_category in (0..grid.categories()).filter(|&c| c != a.category) {
            let Some(b) = grid.partner(a, via_category) else {
                continue;
            };
            for category in (0..grid.categories()).filter(|&c| c != a.category && c != via_category)
            {
                // Cells open for A whose mark is known for B.
                let open = !(grid.yes_mask(a, category) | grid.no_mask(a, category));
                let known = match want {
                    Mark::Yes => grid.yes_mask(b, category),
                    _ => grid.no_mask(b, category),
                };
                let Some(x) = items_in(open & known, category).next() else {
                    continue;
                };
                let link = Fact::yes(a, b);
                let known = Fact::new(b, x, want == Mark::Yes);
                let conclusion = Fact::new(a, x, want == Mark::Yes);
                let reason = format!(
                    "Because {} {} and {} {}.",
                    say_from(ctx, a, b, true),
                    ctx.cite(link),
                    say_from(ctx, b, x, want == Mark::Yes),
                    ctx.cite(known)
                );
                return Some(
                    Deduction::new(TechniqueId::TransitiveLink, vec![conclusion], reason)
                        .with_facts([link, known]),
                );
            }
        }
    }
    None
}

/// A ✓ B with B ✓ X where A ✗ X, or B ✗ X where A ✓ X: the grid holds a contradiction.
fn find_clash(ctx: &Context<'_>) -> Option<Deduction> {
    let grid = ctx.grid;
    for a in all_items(grid) {
        for via_category in (0..grid.categories()).filter(|&c| c != a.category) {
            let Some(b) = grid.partner(a, via_category) else {
                continue;
            };
            for category in (0..grid.categories()).filter(|&c| c != a.category && c != via_category)
            {
                let clashing = (grid.yes_mask(a, category) & grid.no_mask(b, category))
                    | (grid.no_mask(a, category) & grid.yes_mask(b, category));
                let Some(x) = items_in(clashing, category).next() else {
                    continue;
                };
                let (here, there) = (grid.mark(a, x), grid.mark(b, x));
                let link = Fact::yes(a, b);
                let known = Fact::new(b, x, there == Mark::Yes);
                let existing = Fact::new(a, x, here == Mark::Yes);
                let reason = format!(
                    "{} {} and {} {}, so {}; but {} {}.",
                    say_from(ctx, a, b, true),
                    ctx.cite(link),
                    say_from(ctx, b, x, there == Mark::Yes),
                    ctx.cite(known),
                    say_from(ctx, a, x, there == Mark::Yes),
                    say_from(ctx, a, x, here == Mark::Yes),
                    ctx.cite(existing),
                );
                return Some(
                    Deduction::contradiction(TechniqueId::TransitiveLink, reason)
                        .with_facts([link, known, existing]),
                );
            }
        }
    }
    None
}

/// "A is with B" with A as the subject (the chain reads left to right).
fn say_from(ctx: &Context<'_>, subject: ItemId, object: ItemId, together: bool) -> String {
    let verb = if together { "is with" } else { "is not with" };
    format!("{} {verb} {}", ctx.name(subject), ctx.name(object))
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
            "Because Gunmetal is with dumbbell (step 1) and dumbbell is with gym (step 2)."
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
