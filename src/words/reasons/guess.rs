//! The words of a guess: why it is made, where, and what the other options come to.

use crate::model::{ItemId, Puzzle};
use crate::words::{Prose, join, one_of, sentence, thing};

/// "Nothing else finds anything here, with 408 cells open … So guess where the choice is
/// narrowest: Billy is in house 1 or house 4. Take house 1 and go on …"
pub(super) fn reason(
    puzzle: &Puzzle,
    subject: ItemId,
    options: &[ItemId],
    open: usize,
    case_splits: bool,
    others: &[(ItemId, Option<usize>)],
) -> Prose {
    let tried = if case_splits {
        " (not even a case split, within its work limit)"
    } else {
        ""
    };
    let chosen = options
        .iter()
        .copied()
        .find(|o| others.iter().all(|(other, _)| other != o));
    let take = chosen.map_or_else(String::new, |c| thing(puzzle, c));
    let broken: Vec<String> = others
        .iter()
        .filter_map(|&(o, after)| after.map(|n| (o, n)))
        .map(|(o, n)| format!("{} ends in a clash after {n} steps", thing(puzzle, o)))
        .collect();
    let unbroken: Vec<String> = others
        .iter()
        .filter(|(_, after)| after.is_none())
        .map(|&(o, _)| thing(puzzle, o))
        .collect();
    let mut fails = Vec::new();
    if !broken.is_empty() {
        fails.push(format!(
            "taken instead and followed with every technique, {}",
            join(&broken, "and")
        ));
    }
    if !unbroken.is_empty() {
        fails.push(format!(
            "{} would fail too, but only a search shows it",
            join(&unbroken, "and")
        ));
    }
    let fails = if fails.is_empty() {
        String::new()
    } else {
        format!(" ({}.)", sentence(&fails.join("; ")))
    };
    Prose::from(format!(
        "No technique finds anything here{tried}, with {open} cells still open. So guess, where the \
         choice is narrowest: {}, fewer choices than anything else has. Take {take} and go on: the \
         moves after this one follow from the guess, and they fill the grid keeping every clue, \
         so the guess is the answer.{fails}",
        one_of(puzzle, subject, options)
    ))
}
