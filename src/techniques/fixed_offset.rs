//! **Fixed offset** — a clue `A = B + K` (A is exactly K after, or K more than, B) ties the two
//! items' places together: A cannot be anywhere with no place for B exactly K below it, and B
//! cannot be anywhere with no place for A exactly K above it. So with `green = ivory + 1`, green
//! is not first and ivory not last; and once ivory is ruled out of house 2, green is ruled out
//! of house 3. `not A = B + K` rules out A's place K above B's once B's place is known. Each step
//! rules out an item's places (✓ when one is left) and cites the clue and the ✗s it rests on.

use super::{Context, Deduction, Technique, TechniqueId, compare};
use crate::model::CompareKind;

pub struct FixedOffset;

impl Technique for FixedOffset {
    fn id(&self) -> TechniqueId {
        TechniqueId::FixedOffset
    }

    /// A comparison clue reads its two items' places.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        compare::find(ctx, TechniqueId::FixedOffset, |kind| {
            matches!(kind, CompareKind::Offset(_))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "house (ordered): house 1, house 2, house 3, house 4\n\
                          colour: red, green, ivory, blue\nprice (ordered): $10, $20, $30, $40\n";

    fn run(clues: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clues}\n"), facts);
        FixedOffset
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn right_after_is_not_first() {
        let (c, d) = run("green = ivory + 1 by house", &[]).unwrap();
        assert_eq!(c, ["house 1-green"]);
        assert_eq!(
            d.reason,
            "Because clue line 4 (`green = ivory + 1 by house`) says the green is right after the ivory \
             (with the green in house 1 there would be no house left for the ivory)."
        );
    }

    #[test]
    fn links_the_candidates() {
        // ivory is not in house 2: green is not in house 3 (nor house 1).
        let (c, d) = run("green = ivory + 1 by house", &[("ivory", "house 2", false)]).unwrap();
        assert_eq!(c, ["house 1-green", "house 3-green"]);
        assert!(
            d.reason.contains("the ivory is not in house 2 (step 1)"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn ivory_side_once_green_is_bounded() {
        let (c, _) = run("green = ivory + 1 by house", &[("green", "house 1", false)]).unwrap();
        assert_eq!(c, ["house 4-ivory"]);
    }

    #[test]
    fn amounts_in_the_categorys_units() {
        let (puzzle, grid) = setup(&format!("{PUZZLE}red = blue + 20 by price\n"), &[]);
        let d = FixedOffset.find(&Context::new(&puzzle, &grid)).unwrap();
        assert!(
            d.reason.contains("the red costs $20 more than the blue"),
            "{}",
            d.reason
        );
        assert_eq!(conclusions(&puzzle, &d), ["red-$10", "red-$20"]);
    }

    /// With the other item placed, no place is left, and the places past the end are not named:
    /// the placement rules them out as well (a real fun-run puzzle read "with Mathew at 21
    /// minutes there would be no time left for Anthony" with Anthony at 21 minutes).
    #[test]
    fn a_placed_partner_leaves_no_place_without_the_end() {
        let (_, d) = run(
            "green = ivory + 1 by house",
            &[("ivory", "house 1", true), ("green", "house 2", false)],
        )
        .unwrap();
        assert!(d.contradiction);
        assert!(d.reason.contains("the ivory is in house 1"), "{}", d.reason);
        assert!(!d.reason.contains("there would be no"), "{}", d.reason);
        assert!(
            d.reason.ends_with("no house is left for the green."),
            "{}",
            d.reason
        );
    }

    #[test]
    fn negated_waits_for_a_known_place() {
        assert!(run("not green = ivory + 1 by house", &[]).is_none());
        let (c, _) = run(
            "not green = ivory + 1 by house",
            &[("ivory", "house 2", true)],
        )
        .unwrap();
        assert_eq!(c, ["house 3-green"]);
    }
}
