//! **Order bounds** — a clue `A < B` (A comes before B) means A is not last and B is not first;
//! more generally A cannot be anywhere with no place for B after it, and B cannot be anywhere
//! with no place for A before it. Applied again as the grid fills in, a chain `A < B < C` pushes
//! both ends in: C is not in the first two places, A not in the last two. `A > B` is the same the
//! other way round, and `not A < B` (A is not before B) bounds them the other way. Each step
//! rules out an item's places (✓ when one is left) and cites the clue and the ✗s it rests on.

use super::{Context, Deduction, Technique, TechniqueId, compare};
use crate::model::CompareKind;

pub struct OrderBounds;

impl Technique for OrderBounds {
    fn id(&self) -> TechniqueId {
        TechniqueId::OrderBounds
    }

    /// A comparison clue reads its two items' places.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        compare::find(ctx, TechniqueId::OrderBounds, |kind| {
            matches!(kind, CompareKind::Before | CompareKind::After)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "house (ordered): house 1, house 2, house 3\n\
                          colour: red, green, blue\npet: dog, cat, fox\n";

    fn run(clues: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clues}\n"), facts);
        OrderBounds
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn before_is_not_last() {
        let (c, d) = run("red < dog", &[]).unwrap();
        assert_eq!(c, ["house 3-red"]);
        assert_eq!(
            d.reason,
            "Because clue line 4 (`red < dog`) says the red comes before the dog \
             (with the red in house 3 there would be no house left for the dog)."
        );
    }

    #[test]
    fn after_is_not_first_and_cites_the_other_side() {
        // dog is not in house 1 (step 1): red, after dog, cannot be in house 1 or house 2.
        let (c, d) = run("red > dog", &[("dog", "house 1", false)]).unwrap();
        assert_eq!(c, ["house 3+red"]);
        assert!(
            d.reason.contains("the dog is not in house 1 (step 1)"),
            "{}",
            d.reason
        );
        assert!(
            d.reason.contains("only house 3 for the red"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn negated_before_bounds_the_other_way() {
        // red is not before dog: red is not in house 1 unless dog is too... red ≥ dog.
        let (c, _) = run("not red < dog", &[("dog", "house 1", false)]).unwrap();
        assert_eq!(c, ["house 1-red"]);
    }

    #[test]
    fn no_place_left_is_a_contradiction() {
        let (_, d) = run(
            "red < dog",
            &[("red", "house 1", false), ("red", "house 2", false)],
        )
        .unwrap();
        assert!(d.contradiction, "{}", d.reason);
    }

    #[test]
    fn nothing_when_bounds_are_in() {
        assert!(
            run(
                "red < dog",
                &[("red", "house 3", false), ("dog", "house 1", false)]
            )
            .is_none()
        );
        assert!(run("red + dog", &[]).is_none());
        assert!(run("red next to dog", &[]).is_none());
    }
}
