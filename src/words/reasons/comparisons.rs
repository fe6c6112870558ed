//! The words of the comparison shapes: what a comparison clue rules out for one of its items
//! ("Because clue 3 says the green house is right after the ivory house (with the ivory house
//! in house 5 there would be no house left for the green house)."), and a lone comparison clue
//! described.

use super::{CompareEnd, CompareReason};
use crate::model::{ItemId, Puzzle};
use crate::prose;
use crate::words::Prose;
use crate::words::{
    be, can_only, clause, clue_ref, item, noun, place_name, place_noun, preposition,
};

/// A clue that is one comparison option, described: "the green house is right after the ivory
/// house", "Mathew finished 1 minute after Anthony" (empty for any other clue).
pub(super) fn described(puzzle: &Puzzle, clue: usize) -> String {
    match puzzle.clues().get(clue).map(|c| &c.options[..]) {
        Some([option]) => option_described(puzzle, option).unwrap_or_default(),
        _ => String::new(),
    }
}

/// A comparison option described ("the dog comes after the cat"); `None` for any other option.
pub(super) fn option_described(
    puzzle: &Puzzle,
    option: &crate::model::ClueOption,
) -> Option<String> {
    let crate::model::Relation::Compare(comparison) = &option.relation else {
        return None;
    };
    let [a, b] = &option.terms[..] else {
        return None;
    };
    let (&a, &b) = (a.alternatives.first()?, b.alternatives.first()?);
    Some(crate::words::order::comparison(
        puzzle,
        a,
        b,
        comparison,
        option.negated,
    ))
}

/// Places as a list of names: "house 1, house 2 or house 4".
fn places(puzzle: &Puzzle, list: &[ItemId], conjunction: &str) -> String {
    let names: Vec<String> = list.iter().map(|&p| place_name(puzzle, p)).collect();
    crate::words::english::join_amounts(&names, conjunction)
}

/// The words of [`super::Reason::CompareReason`].
pub(super) fn compared(puzzle: &Puzzle, shape: &CompareReason) -> Prose {
    let CompareReason {
        clue,
        item: subject,
        other,
        category,
        edge,
        other_at,
        ends,
    } = shape;
    let mut reason = Prose::from(format!(
        "Because {} says {}",
        clue_ref(puzzle, *clue),
        described(puzzle, *clue)
    ));
    if let Some(&first) = edge.first() {
        // "no floor left", not "no place": in a murder mystery the places are rooms.
        reason.push_str(&format!(
            " (with {} {} {} there would be no {} left for {})",
            crate::words::order::subject(puzzle, *subject, *category),
            preposition(puzzle, first),
            places(puzzle, edge, "or"),
            place_noun(puzzle, *category),
            crate::words::order::subject(puzzle, *other, *category)
        ));
    }
    if let Some((at, list, origins)) = other_at {
        reason.push(prose![
            ", and ",
            clause(puzzle, &[*other], list, *at),
            " (",
            Prose::cite(origins.iter().copied()),
            ")"
        ]);
    }
    match ends {
        CompareEnd::Ruled => reason.push("."),
        CompareEnd::NoneLeft { own, cited } => {
            if !own.is_empty() {
                reason.push(prose![
                    ", and ",
                    clause(puzzle, &[*subject], own, false),
                    " (",
                    Prose::cite(cited.iter().copied()),
                    ")"
                ]);
            }
            reason.push(format!(
                ": no {} is left for {}.",
                noun(puzzle, *category, false),
                item(puzzle, *subject)
            ));
        }
        CompareEnd::OnlyLeft { ruled, left } => reason.push(format!(
            ", so {}; that leaves only {} for {}.",
            clause(puzzle, &[*subject], ruled, false),
            places(puzzle, left, "or"),
            item(puzzle, *subject),
        )),
        CompareEnd::LeftAfterOwn {
            allowed,
            own,
            cited,
            left,
        } => reason.push(prose![
            // What the clue leaves, then what the item's own ✗s take away: "so the fox can
            // only be in house 1 or house 3; house 3 is ruled out (move 21), which leaves
            // house 1".
            format!(
                ", so {}; {} {} ruled out (",
                can_only(puzzle, *subject, allowed),
                places(puzzle, own, "and"),
                be(own.len()),
            ),
            Prose::cite(cited.iter().copied()),
            format!("), which leaves {}.", places(puzzle, left, "or")),
        ]),
    }
    reason
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "house (ordered): house 1, house 2, house 3, house 4\n\
                          colour: red, green, ivory, blue\nprice (ordered): $10, $20, $30, $40\n";

    fn describe(clue: &str) -> String {
        let puzzle = Puzzle::parse(&format!("{PUZZLE}{clue}\n")).unwrap();
        described(&puzzle, 0)
    }

    #[test]
    fn wording_follows_the_category() {
        assert_eq!(
            describe("green = ivory + 1 by house"),
            "the green is right after the ivory"
        );
        assert_eq!(
            describe("red < blue by house"),
            "the red comes before the blue"
        );
        assert_eq!(
            describe("red next to blue by house"),
            "the red is next to the blue"
        );
        assert_eq!(
            describe("not red next to blue by house"),
            "the red is not next to the blue"
        );
    }

    /// A plural first item takes a plural verb.
    #[test]
    fn plural_items_take_plural_verbs() {
        let text = "house (ordered): house 1, house 2, house 3\npet: snails, fox, dog\n";
        for (clue, said) in [
            ("snails next to fox", "the snails are next to the fox"),
            ("snails < fox", "the snails come before the fox"),
            ("not snails < fox", "the snails do not come before the fox"),
        ] {
            let puzzle = Puzzle::parse(&format!("{text}{clue}\n")).unwrap();
            assert_eq!(described(&puzzle, 0), said);
        }
    }
}
