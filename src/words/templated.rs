//! A fact said in a puzzle's declared (or learned) wording for its two categories: the
//! template's slots filled with items and lists, its verb made plural or negative.

use super::*;

/// Items for the slot of a template other than `lead_slot`, joined: a unit they share said once
/// ("13 or 14 years"), and where the slot opens a hyphenated word (`the {b}-year-old`) each but
/// the last keeps the hyphen: "the 23- or 29-year-old".
fn join_in_slot(template: &str, lead_slot: &str, names: &[&str], conjunction: &str) -> String {
    let slot = if lead_slot == "{a}" { "{b}" } else { "{a}" };
    if names.len() > 1 && template.contains(&format!("{slot}-")) {
        let last = names.len() - 1;
        let hyphened: Vec<String> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if i == last {
                    n.to_string()
                } else {
                    format!("{n}-")
                }
            })
            .collect();
        return join(&hyphened, conjunction);
    }
    english::join_amounts(names, conjunction)
}

/// A clause from a declared template. The slot written first in the template is the sentence's
/// subject: a list there reads "neither X nor Y" (or "none of …") with the positive verb, a list
/// in the other slot "X or Y" with the negative one; with lists in both, "neither X nor Y" with
/// the positive verb and "Z or W".
pub(super) fn templated(
    puzzle: &Puzzle,
    template: &Template,
    swapped: bool,
    subjects: &[ItemId],
    objects: &[ItemId],
    together: bool,
) -> String {
    let (a_items, b_items) = if swapped {
        (objects, subjects)
    } else {
        (subjects, objects)
    };
    let a_first = match (template.positive.find("{a}"), template.positive.find("{b}")) {
        (Some(a), Some(b)) => a < b,
        _ => true,
    };
    let (lead, rest) = if a_first {
        (a_items, b_items)
    } else {
        (b_items, a_items)
    };
    let names =
        |list: &[ItemId]| -> Vec<&str> { list.iter().map(|&i| puzzle.item_name(i)).collect() };
    let lead_slot = if a_first { "{a}" } else { "{b}" };
    let fill = |text: &str, lead_text: &str, rest_text: &str, plural: bool| {
        fill_template(text, a_first, (lead_text, rest_text), plural)
    };
    let plural = |item: ItemId| plural(puzzle, item);
    let (positive, leads) = spread_article(&template.positive, lead_slot, names(lead));
    if together {
        return fill(
            &positive,
            &join(&leads, "and"),
            &join_in_slot(&template.positive, lead_slot, &names(rest), "and"),
            lead.len() > 1 || plural(lead[0]),
        );
    }
    // "neither X nor Y" only where the slot opens the sentence ("{a} …", "the {a} …"); inside a
    // phrase ("the owner of the {a} house") each item gets its own clause.
    let opens = template.positive.starts_with(lead_slot)
        || template.positive.starts_with(&format!("the {lead_slot}"));
    if lead.len() > 2
        && let Some(text) = none_of_nouns(puzzle, template, lead_slot, (lead, rest), a_first)
    {
        return text;
    }
    if lead.len() > 1 && !opens {
        let parts: Vec<String> = lead
            .iter()
            .map(|&l| {
                fill(
                    &template.negative,
                    puzzle.item_name(l),
                    &join_in_slot(&template.positive, lead_slot, &names(rest), "or"),
                    plural(l),
                )
            })
            .collect();
        return join(&parts, "and");
    }
    // "neither X nor Y" agrees with Y; "none of X, Y and Z" stays singular.
    let nearer = lead.len() == 2 && plural(lead[1]);
    match lead.len() {
        1 => fill(
            &template.negative,
            names(lead)[0],
            &join_in_slot(&template.positive, lead_slot, &names(rest), "or"),
            plural(lead[0]),
        ),
        // One clause, the other slot's items joined by "or": "neither the Spaniard nor the
        // Japanese owns the fox or horse", as one subject's "does not own the fox or horse".
        _ => fill(
            &positive,
            &neither(&leads),
            &join_in_slot(&template.positive, lead_slot, &names(rest), "or"),
            nearer,
        ),
    }
}

/// Three or more items in a slot followed by a noun ("the {b} smoker drinks {a}"), as the
/// noun's plural: "none of the Old Gold, Kools and Lucky Strike smokers drinks tea" (two read
/// "neither the Old Gold nor the Kools smoker"). `None` when no noun follows the slot at the
/// start of the wording.
fn none_of_nouns(
    puzzle: &Puzzle,
    template: &Template,
    slot: &str,
    (lead, rest): (&[ItemId], &[ItemId]),
    a_first: bool,
) -> Option<String> {
    let noun = english::noun_after_slot((&template.positive, &template.negative), slot)?;
    let after = template
        .positive
        .strip_prefix(&format!("the {slot} {noun}"))?;
    let names =
        |list: &[ItemId]| -> Vec<&str> { list.iter().map(|&i| puzzle.item_name(i)).collect() };
    let subject = format!(
        "none of the {} {}",
        join(&names(lead), "and"),
        noun_forms(noun).1
    );
    Some(fill_template(
        &format!("{slot}{after}"),
        a_first,
        (&subject, &english::join_amounts(&names(rest), "or")),
        false,
    ))
}

/// A template that opens "the {a} …", for several items in that slot: the article goes with
/// each item instead ("neither the Spaniard nor the Japanese owns", not "the neither Spaniard
/// nor Japanese owns"). Otherwise the template and names as they are.
fn spread_article(template: &str, slot: &str, names: Vec<&str>) -> (String, Vec<String>) {
    match template.strip_prefix("the ") {
        Some(rest) if names.len() > 1 && rest.starts_with(slot) => (
            rest.to_string(),
            names.iter().map(|n| format!("the {n}")).collect(),
        ),
        _ => (
            template.to_string(),
            names.iter().map(|n| n.to_string()).collect(),
        ),
    }
}

/// A template filled in: the lead slot (written first) with `lead`, the other with `rest`. The
/// verb agrees with a plural subject (`plural`: several items, or one with a plural name, "the
/// snails are kept"; "neither X nor Y" with the nearer).
fn fill_template(text: &str, a_first: bool, (lead, rest): (&str, &str), plural: bool) -> String {
    let (a_text, b_text) = if a_first { (lead, rest) } else { (rest, lead) };
    let text = if plural {
        english::plural_verb_after(text, if a_first { "{a}" } else { "{b}" })
    } else {
        text.to_string()
    };
    text.replace("{a}", a_text).replace("{b}", b_text)
}
