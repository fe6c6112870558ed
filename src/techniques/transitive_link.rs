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
        // conclusions (they settle more), then ✗; of each kind the first in item order. One
        // pass over the links finds all three.
        let grid = ctx.grid;
        let mut first_yes = None;
        let mut first_no = None;
        for a in all_items(grid) {
            let (a_yes, a_no) = grid.lines(a);
            for (via_category, &partner) in a_yes.iter().enumerate() {
                // B: A's partner in this category.
                let Some(b) = items_in(partner, via_category).next() else {
                    continue;
                };
                let (b_yes, b_no) = grid.lines(b);
                for category in
                    (0..grid.categories()).filter(|&c| c != a.category && c != via_category)
                {
                    let (a_yes, a_no) = (a_yes[category], a_no[category]);
                    let (b_yes, b_no) = (b_yes[category], b_no[category]);
                    if let Some(x) = items_in((a_yes & b_no) | (a_no & b_yes), category).next() {
                        return Some(clash(ctx, a, b, x));
                    }
                    // Cells open for A whose mark is known for B.
                    let open = !(a_yes | a_no);
                    if first_yes.is_none() {
                        first_yes = items_in(open & b_yes, category).next().map(|x| (a, b, x));
                    }
                    if first_no.is_none() {
                        first_no = items_in(open & b_no, category).next().map(|x| (a, b, x));
                    }
                }
            }
        }
        if let Some((a, b, x)) = first_yes {
            return Some(link(ctx, a, b, x, true));
        }
        first_no.map(|(a, b, x)| link(ctx, a, b, x, false))
    }
}

/// A ✓ B and B ✓ X (`together`) or B ✗ X give A ✓ X or A ✗ X.
fn link(ctx: &Context<'_>, a: ItemId, b: ItemId, x: ItemId, together: bool) -> Deduction {
    let link = Fact::yes(a, b);
    let known = Fact::new(b, x, together);
    let conclusion = Fact::new(a, x, together);
    let reason = ctx.reason(|| {
        format!(
            "Because {} {} and {} {}.",
            say_from(ctx, a, b, true),
            ctx.cite(link),
            say_from(ctx, b, x, together),
            ctx.cite(known)
        )
    });
    Deduction::new(TechniqueId::TransitiveLink, vec![conclusion], reason).with_facts([link, known])
}

/// A ✓ B with B ✓ X where A ✗ X, or B ✗ X where A ✓ X: the grid holds a contradiction.
fn clash(ctx: &Context<'_>, a: ItemId, b: ItemId, x: ItemId) -> Deduction {
    let grid = ctx.grid;
    let (here, there) = (grid.mark(a, x), grid.mark(b, x));
    let link = Fact::yes(a, b);
    let known = Fact::new(b, x, there == Mark::Yes);
    let existing = Fact::new(a, x, here == Mark::Yes);
    let reason = ctx.reason(|| {
        format!(
            "{} {} and {} {}, so {}; but {} {}.",
            say_from(ctx, a, b, true),
            ctx.cite(link),
            say_from(ctx, b, x, there == Mark::Yes),
            ctx.cite(known),
            say_from(ctx, a, x, there == Mark::Yes),
            say_from(ctx, a, x, here == Mark::Yes),
            ctx.cite(existing),
        )
    });
    Deduction::contradiction(TechniqueId::TransitiveLink, reason)
        .with_facts([link, known, existing])
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
