//! **Adjacency** — a clue `A next to B` (or `A ~K B`: exactly K places apart, either way) means
//! every place A can be needs a place for B exactly K away, and every place of B one for A. At
//! the ends that is one neighbour only, so once B is ruled out of house 2, A cannot be in house
//! 1; and an item fixed in a place pins the other to its neighbours. `not A next to B` rules out
//! the neighbours of a known place. Each step rules out an item's places (✓ when one is left)
//! and cites the clue and the ✗s it rests on.

use super::{Context, Deduction, Technique, TechniqueId, compare};
use crate::model::CompareKind;

pub struct Adjacency;

impl Technique for Adjacency {
    fn id(&self) -> TechniqueId {
        TechniqueId::Adjacency
    }

    /// A comparison clue reads its two items' places.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        compare::find(ctx, TechniqueId::Adjacency, |kind| {
            matches!(kind, CompareKind::Apart(_))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str = "house (ordered): house 1, house 2, house 3, house 4, house 5\n\
                          nationality: Norwegian, Dane, Swede, German, Briton\n\
                          colour: red, green, ivory, blue, white\n";

    fn run(clues: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clues}\n"), facts);
        Adjacency
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn a_fixed_place_pins_the_neighbour() {
        // The Norwegian is in house 1 (step 1): blue can only be house 2.
        let (c, d) = run("Norwegian next to blue", &[("Norwegian", "house 1", true)]).unwrap();
        assert_eq!(c, ["house 2+blue"]);
        assert!(
            d.reason.contains("says the Norwegian is next to the blue"),
            "{}",
            d.reason
        );
        assert!(
            d.reason.contains("the Norwegian is in house 1 (step 1)"),
            "{}",
            d.reason
        );
    }

    #[test]
    fn an_end_needs_its_one_neighbour() {
        let (c, _) = run("red next to blue", &[("blue", "house 2", false)]).unwrap();
        assert_eq!(c, ["house 1-red"]);
    }

    #[test]
    fn nothing_without_a_gap() {
        assert!(run("red next to blue", &[]).is_none());
        assert!(run("not red next to blue", &[]).is_none());
    }

    #[test]
    fn an_item_with_no_place_left_is_named_as_in_the_rest_of_the_step() {
        let facts = [
            ("red", "house 2", false),
            ("red", "house 3", false),
            ("red", "house 4", false),
            ("red", "house 5", false),
            ("blue", "house 2", false),
        ];
        let (puzzle, grid) = setup(&format!("{PUZZLE}red next to blue\n"), &facts);
        let d = Adjacency.find(&Context::new(&puzzle, &grid)).unwrap();
        assert!(d.contradiction);
        assert!(
            d.reason.ends_with("no house is left for the red."),
            "{}",
            d.reason
        );
    }

    #[test]
    fn not_next_to_a_known_place() {
        let (c, _) = run("not red next to blue", &[("blue", "house 3", true)]).unwrap();
        assert_eq!(c, ["house 2-red", "house 4-red"]);
    }
}
