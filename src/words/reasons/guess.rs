//! The words of a guess: why it is made, where, and what the other options come to.

use crate::grid::Origin;
use crate::model::{ItemId, Puzzle};
use crate::prose;
use crate::words::{Prose, join, one_of, thing};

/// "No further deduction is found here, so guess where the choice is narrowest: the person who
/// drives a toyota camry is in house 3, house 5 or house 6. Take house 5: every move after this
/// one follows by logic from that choice, and because they fill the grid without breaking a
/// clue, the choice was right. (Ruling out house 3 takes 140 steps of every technique; ruling
/// out house 6 takes a search.)"
pub(super) fn reason(
    puzzle: &Puzzle,
    subject: ItemId,
    options: &[ItemId],
    others: &[(ItemId, Option<usize>)],
    earlier: Option<Origin>,
) -> Prose {
    let chosen = options
        .iter()
        .copied()
        .find(|o| others.iter().all(|(other, _)| other != o));
    let take = chosen.map_or_else(String::new, |c| thing(puzzle, c));
    let mut ruled: Vec<String> = others
        .iter()
        .filter_map(|&(o, after)| after.map(|n| (o, n)))
        .map(|(o, n)| {
            format!(
                "ruling out {} takes {n} steps of every technique",
                thing(puzzle, o)
            )
        })
        .collect();
    let searched: Vec<String> = others
        .iter()
        .filter(|(_, after)| after.is_none())
        .map(|&(o, _)| thing(puzzle, o))
        .collect();
    if !searched.is_empty() {
        ruled.push(format!(
            "ruling out {} takes a search",
            join(&searched, "and")
        ));
    }
    let others = if ruled.is_empty() {
        String::new()
    } else {
        let said = ruled.join("; ");
        let mut chars = said.chars();
        let first: String = chars
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        format!(" ({first}{}.)", chars.as_str())
    };
    let opening = prose![format!(
        "No further deduction is found here, so guess where the choice is narrowest: {}. Take \
         {take}: every move after this one follows by logic from that choice, and because they \
         fill the grid without breaking a clue, the choice was right.{others}",
        one_of(puzzle, subject, options)
    )];
    match earlier {
        Some(step) => prose![
            opening,
            " This guess is made on top of the earlier one ",
            Prose::cite_paren([step]),
            "."
        ],
        None => opening,
    }
}
