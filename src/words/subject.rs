//! One subject said once across several clauses: "the snails owner drinks tea and smokes
//! Kools", where the subject is named alike in each.

use super::*;

/// Clauses about one subject, said once: "Bob had the fish", "Bob was not at $50" → "Bob had
/// the fish and was not at $50". Clauses that do not start with the subject stay whole.
pub fn same_subject(puzzle: &Puzzle, subject: ItemId, clauses: &[String]) -> String {
    let first = clauses
        .first()
        .and_then(|c| subject_lead(puzzle, &[subject], c));
    let parts: Vec<String> = clauses
        .iter()
        .enumerate()
        .map(|(i, clause)| match &first {
            Some(lead)
                if i > 0 && subject_lead(puzzle, &[subject], clause).as_ref() == Some(lead) =>
            {
                clause[lead.len()..].to_string()
            }
            _ => clause.clone(),
        })
        .collect();
    join(&parts, "and")
}

/// How a clause about one subject names it, with the space after: "Coach Raspberry " in "Coach
/// Raspberry was in the pool", "the snails owner " in "the snails owner drinks tea" (the
/// longest that fits, so no "owner" is left behind); `None` when the clause does not start with
/// the subject. Clauses are said once about a subject only when they all name it alike.
pub(super) fn subject_lead(puzzle: &Puzzle, subjects: &[ItemId], full: &str) -> Option<String> {
    let [subject] = subjects else {
        return None;
    };
    let name = puzzle.item_name(*subject);
    // A wording may name the subject with a noun after it ("the {a} owner drinks {b}").
    let mut leads: Vec<String> = templates_with(puzzle, subject.category)
        .filter_map(|(template, slot)| {
            english::noun_after_slot((&template.positive, &template.negative), slot)
        })
        .flat_map(|noun| [format!("the {name} {noun} "), format!("{name} {noun} ")])
        .collect();
    leads.extend([
        format!("{} ", item(puzzle, *subject)),
        format!("the {name} "),
        format!("{name} "),
    ]);
    leads.sort_by_key(|lead| std::cmp::Reverse(lead.len()));
    leads
        .into_iter()
        .find(|lead| full.starts_with(lead.as_str()))
}
