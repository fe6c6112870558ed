//! What a clue says, in words: a clue fact's reading ("the pool cue was in the pool or the
//! lobby"), a clue's options ("Lirios is $625 or Lirios has the DM-5000,"), and grid facts each
//! with where it came from.

use super::{Cited, ClueReading};
use crate::grid::Fact;
use crate::model::Puzzle;
use crate::words::Prose;

/// What clue `clue` says, when its facts are not simply what it states ("the pool cue was in the
/// pool or the lobby" for `pool cue + (pool | lobby)`; "the dog comes 2 houses after the cat:
/// two different houses"); `None` for a clue that states its facts outright.
pub fn read(puzzle: &Puzzle, clue: usize, reading: &ClueReading) -> Option<String> {
    match reading {
        ClueReading::Outright => None,
        ClueReading::Apart { category } => Some(format!(
            "{}: two different {}",
            super::comparisons::described(puzzle, clue),
            crate::words::noun(puzzle, *category, true)
        )),
        ClueReading::OneOf { subject, options } => {
            Some(crate::words::one_of(puzzle, *subject, options))
        }
    }
}

/// A clue's options in words: "Lirios is $625 or Lirios goes with DM-5000,", or, when every
/// option is a `not` of two items, "these are not both true: Lirios is $625; Lirios goes with
/// DM-5000;". `options` gives each option's facts where it is plain facts.
pub(super) fn options(
    puzzle: &Puzzle,
    clue: usize,
    options: &[Option<Vec<Fact>>],
    not_all: bool,
) -> String {
    let Some(written) = puzzle.clues().get(clue) else {
        return String::new();
    };
    let words: Vec<String> = options
        .iter()
        .zip(&written.options)
        .map(|(facts, option)| match facts {
            Some(facts) => crate::words::headline_inline(puzzle, facts),
            None => crate::words::clue::read_option(puzzle, option),
        })
        .collect();
    if not_all {
        let which = if words.len() == 2 { "both" } else { "all" };
        return format!("these are not {which} true: {};", words.join("; "));
    }
    format!("{},", crate::words::join(&words, "or"))
}

/// The facts, each with where it came from: "Lirios is not $625 (move 3)" (none: two items of
/// one category never share a row).
pub(super) fn facts_cited(puzzle: &Puzzle, facts: &[Cited]) -> Prose {
    if facts.is_empty() {
        return "two items of one category never share a row".into();
    }
    super::said_cited(puzzle, facts)
}
