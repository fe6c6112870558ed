//! How two items compare on an ordered category, in words: "the green house is right after the
//! ivory house", "Kools are next to the horse", or in the puzzle's own wording when a `say` line
//! gives it (`say times: {a} finished before {b} / {a} finished after {b}` reads "the runner in
//! the white shirt finished 1 minute after Greg"). The one home of comparison wording: the
//! comparison techniques and `check`'s reading of a clue both say it so.

use super::place::calendar_unit;
use super::{english, item, plural};
use crate::model::{CompareKind, Comparison, ItemId, Puzzle};

/// "A comes before B", "A is $10 more than B", "A is not next to B"; with a plural first item,
/// a plural verb ("Kools are next to the horse").
pub fn comparison(
    puzzle: &Puzzle,
    a: ItemId,
    b: ItemId,
    comparison: &Comparison,
    negated: bool,
) -> String {
    if let Some(said) = priced(puzzle, a, b, comparison, negated) {
        return said;
    }
    if let Some(said) = declared(puzzle, a, b, comparison, negated) {
        return said;
    }
    let said = neutral(puzzle, a, b, comparison, negated);
    if !plural(puzzle, a) {
        return said;
    }
    let a = subject(puzzle, a, comparison.category);
    match said.strip_prefix(a.as_str()) {
        Some(rest) => {
            english::plural_verb_after(&format!("{{a}}{rest}"), "{a}").replacen("{a}", &a, 1)
        }
        None => said,
    }
}

/// A comparison of prices where a thing is compared: what costs more or less, with a person
/// said by what they bought ("the burrito costs $0.50 more than Greta's lunch", "Oliver's
/// lunch costs less than the falafel wrap"), not as if a thing paid ("the burrito paid …").
/// `None` for people alone (the puzzle's own "paid" reads well there), or another category.
fn priced(
    puzzle: &Puzzle,
    a: ItemId,
    b: ItemId,
    comparison: &Comparison,
    negated: bool,
) -> Option<String> {
    if !super::place::priced(puzzle, comparison.category) {
        return None;
    }
    // People known by an ordered value (the 23-year-old) keep the plain wording.
    let ordered = |i: ItemId| {
        puzzle
            .categories()
            .get(i.category)
            .is_some_and(|c| c.order.is_some())
    };
    if ordered(a) || ordered(b) {
        return None;
    }
    let person = |i: ItemId| super::place::person(puzzle, i);
    let thing = match (person(a), person(b)) {
        (true, true) => return None,
        (false, _) => a,
        (true, false) => b,
    };
    let noun = super::noun(puzzle, thing.category, false);
    let said = |i: ItemId| -> String {
        if person(i) {
            return format!("{}'s {noun}", subject(puzzle, i, comparison.category));
        }
        let named = subject(puzzle, i, comparison.category);
        // A thing as the clues name it, not the one who has it ("the coworker who …").
        match english::names_someone(&named) {
            true => format!("the {}", puzzle.item_name(i)),
            false => named,
        }
    };
    let (more, less) = ("more", "less");
    let how = match comparison.kind {
        CompareKind::After => more.to_string(),
        CompareKind::Before => less.to_string(),
        CompareKind::Offset(k) => format!(
            "{} {}",
            amount_said(puzzle, comparison.category, k.abs()),
            if k > 0 { more } else { less }
        ),
        CompareKind::Apart(_) => return None,
    };
    // The subject is a's thing (a person's bought item is one thing, whatever its name).
    let many = !person(a) && plural(puzzle, a);
    let verb = match (negated, many) {
        (false, false) => "costs",
        (false, true) => "cost",
        (true, false) => "does not cost",
        (true, true) => "do not cost",
    };
    Some(format!("{} {verb} {how} than {}", said(a), said(b)))
}

/// An amount said in a sentence: [`amount`], with the unit of a difference of years or dates
/// ("7 years", "2 days", where the items are bare years or dates).
pub fn amount_said(puzzle: &Puzzle, category: usize, value: i64) -> String {
    let shown = amount(puzzle, category, value);
    match calendar_unit(puzzle, category) {
        Some(unit) => format!("{shown} {unit}{}", if value.abs() == 1 { "" } else { "s" }),
        None => shown,
    }
}

/// An amount in an ordered category's units: the text around the number that every item shares
/// (`$20`, `$30` → `$10`), unless it holds letters (`house 1` → `1`).
pub fn amount(puzzle: &Puzzle, category: usize, value: i64) -> String {
    let Some(cat) = puzzle.categories().get(category) else {
        return value.to_string();
    };
    let Some(order) = &cat.order else {
        return value.to_string();
    };
    let shown = order.show(value);
    if order.clock {
        return shown;
    }
    // A whole amount reads whole: "1 year", not "1.0 year" (values written with decimals).
    let shown = match shown.split_once('.') {
        Some((whole, fraction)) if fraction.chars().all(|c| c == '0') => whole.to_string(),
        _ => shown,
    };
    let around = |item: &str| -> Option<(String, String)> {
        let start = item.find(|c: char| c.is_ascii_digit())?;
        let rest = item.get(start..)?;
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let prefix = item.get(..start)?.trim_end_matches('-').to_string();
        Some((prefix, rest.get(end..)?.to_string()))
    };
    let mut shapes = cat.items.iter().map(|i| around(i));
    match shapes.next().flatten() {
        Some((prefix, suffix))
            if !prefix.chars().any(char::is_alphabetic)
                && shapes.all(|s| s.as_ref() == Some(&(prefix.clone(), suffix.clone()))) =>
        {
            // One of a unit written in the plural: "1 minute", not "1 minutes".
            let suffix = match suffix.strip_suffix('s') {
                Some(one) if value.abs() == 1 && english::plural_name(suffix.trim()) => {
                    one.to_string()
                }
                _ => suffix,
            };
            format!("{prefix}{shown}{suffix}")
        }
        _ => shown,
    }
}

/// Whether the values are the positions 1, 2, …, n (then "right after" reads better than "1
/// more than").
fn is_positions(values: &[i64]) -> bool {
    values.iter().enumerate().all(|(i, &v)| v == i as i64 + 1)
}

/// In the puzzle's `say` wording for the category, if it has one: before and after (of amounts,
/// with the difference: "finished 1 minute after"); a distance, and a difference of positions
/// ("right after"), keep the neutral words.
fn declared(
    puzzle: &Puzzle,
    a: ItemId,
    b: ItemId,
    comparison: &Comparison,
    negated: bool,
) -> Option<String> {
    let wording = puzzle
        .phrasing()
        .orders
        .iter()
        .find(|o| o.category == comparison.category)?;
    let (template, amount) = match comparison.kind {
        CompareKind::Before => (&wording.before, None),
        CompareKind::After => (&wording.after, None),
        CompareKind::Offset(k) => {
            let amount = amount_said(puzzle, comparison.category, k.abs());
            // Positions (`house 1` … `house 5`: a bare number) keep "right after".
            if is_positions(&comparison.values) && amount.parse::<i64>().is_ok() {
                return None;
            }
            (
                if k > 0 {
                    &wording.after
                } else {
                    &wording.before
                },
                Some(amount),
            )
        }
        CompareKind::Apart(_) => return None,
    };
    let template = with_amount(template, amount.as_deref());
    let template = if plural(puzzle, a) {
        english::plural_verb_after(&template, "{a}")
    } else {
        template
    };
    let template = if negated {
        english::negate(&template)?
    } else {
        template
    };
    Some(
        template
            .replace("{a}", &subject(puzzle, a, comparison.category))
            .replace("{b}", &subject(puzzle, b, comparison.category)),
    )
}

/// `template` with the difference put in: at `{n}` where written, else before the word that
/// compares (the word before `{b}`, or before "than" the word before it: "cost $10 more than",
/// "finished 1 minute after"); without a difference, `{n}` goes.
fn with_amount(template: &str, amount: Option<&str>) -> String {
    if template.contains("{n}") {
        let filled = template.replace("{n}", amount.unwrap_or(""));
        return filled.split_whitespace().collect::<Vec<_>>().join(" ");
    }
    let Some(amount) = amount else {
        return template.to_string();
    };
    let mut words: Vec<&str> = template.split(' ').collect();
    let Some(b) = words.iter().position(|w| w.contains("{b}")) else {
        return template.to_string();
    };
    let mut at = b.saturating_sub(1);
    if words
        .get(at)
        .is_some_and(|w| w.eq_ignore_ascii_case("than"))
    {
        at = at.saturating_sub(1);
    }
    words.insert(at, amount);
    words.join(" ")
}

/// How an item is named as one side of a comparison on `category`: as the subject of the
/// puzzle's wording for its category and `category` ("the runner in the white shirt" from
/// `the runner in the {a} shirt finished in {b}`: what comes before the verb), else as an item.
pub fn subject(puzzle: &Puzzle, who: ItemId, category: usize) -> String {
    let name = puzzle.item_name(who);
    let Some((template, swapped)) = puzzle.phrasing().template(who.category, category) else {
        // As the clues name it: "the gardener from Ashby", not "the Ashby".
        return super::described::who(puzzle, who);
    };
    let slot = if swapped { "{b}" } else { "{a}" };
    // The words the positive and negative share at the start are the subject ("the runner in
    // the {a} shirt "); the verb comes after.
    let negative: Vec<&str> = template.negative.split(' ').collect();
    let mut shared: Vec<&str> = template
        .positive
        .split(' ')
        .zip(&negative)
        .take_while(|(p, n)| p == *n)
        .map(|(p, _)| p)
        .collect();
    // "the {a} is kept" / "the {a} is not kept": the verb is the word before the "not".
    if negative.get(shared.len()) == Some(&"not") {
        shared.pop();
    }
    let lead = shared.join(" ");
    if lead.contains(slot) && !lead.contains(if swapped { "{a}" } else { "{b}" }) {
        lead.replace(slot, name)
    } else {
        item(puzzle, who)
    }
}

/// The verb the puzzle's clues compare `category` by, when it is one a value can follow
/// ("{a} served more riders than {b}": "served", so "Peter served 50 riders"), with `in`
/// before a year ("{a} was bottled after {b}": "was bottled in", so "the merlot was bottled in
/// 1992"); not a form of `be` or `come` alone, which read "is 50 riders".
pub fn verb(puzzle: &Puzzle, category: usize) -> Option<String> {
    let wording = puzzle
        .phrasing()
        .orders
        .iter()
        .find(|o| o.category == category)?;
    let mut words = wording.before.strip_prefix("{a} ")?.split(' ');
    let first = words.next()?;
    let lower = |w: &str| w.chars().all(|c| c.is_ascii_lowercase());
    let verb = match first {
        // A passive: "was bottled", "were written".
        "is" | "was" | "are" | "were" => {
            let participle = words.next()?;
            match (participle.ends_with("ed") || participle.ends_with("en")) && lower(participle) {
                true => format!("{first} {participle}"),
                false => return None,
            }
        }
        "comes" | "came" | "will" | "has" | "had" | "did" => return None,
        verb if lower(verb) => verb.to_string(),
        _ => return None,
    };
    Some(match calendar_unit(puzzle, category) {
        Some("year") => format!("{verb} in"),
        _ => verb,
    })
}

/// The default words: "comes before", "is $10 more than … in prices", "is right after".
// long because one arm per comparison kind, each worded its own way.
fn neutral(
    puzzle: &Puzzle,
    a_id: ItemId,
    b_id: ItemId,
    comparison: &Comparison,
    negated: bool,
) -> String {
    let (a, b) = (
        subject(puzzle, a_id, comparison.category),
        subject(puzzle, b_id, comparison.category),
    );
    let order = puzzle
        .categories()
        .get(comparison.category)
        .and_then(|c| c.order.as_ref());
    let positional = order.is_none_or(|o| !o.numeric || is_positions(&o.values));
    let no = negated;
    let category = puzzle.category_name(comparison.category);
    let relation = match comparison.kind {
        CompareKind::Before | CompareKind::After => {
            let before = comparison.kind == CompareKind::Before;
            match (positional, no) {
                (true, false) => format!("comes {}", if before { "before" } else { "after" }),
                (true, true) => {
                    format!("does not come {}", if before { "before" } else { "after" })
                }
                // The category name goes last, where singular and plural both read well:
                // "Bob is lower than Ann in prices".
                (false, false)
                    if order.is_some_and(|o| o.clock)
                        || calendar_unit(puzzle, comparison.category).is_some() =>
                {
                    return format!(
                        "{a} is {} than {b}",
                        if before { "earlier" } else { "later" }
                    );
                }
                (false, true)
                    if order.is_some_and(|o| o.clock)
                        || calendar_unit(puzzle, comparison.category).is_some() =>
                {
                    return format!(
                        "{a} is not {} than {b}",
                        if before { "earlier" } else { "later" }
                    );
                }
                (false, false) => {
                    return format!(
                        "{a} is {} than {b} in {category}",
                        if before { "lower" } else { "higher" }
                    );
                }
                (false, true) => {
                    return format!(
                        "{a} is not {} than {b} in {category}",
                        if before { "lower" } else { "higher" }
                    );
                }
            }
        }
        CompareKind::Offset(k) => {
            let not = if no { "not " } else { "" };
            if let Some(unit) = calendar_unit(puzzle, comparison.category) {
                // "is 2 days after", "is 14 years before" (even of dates one day apart).
                let n = k.unsigned_abs();
                let unit = if n == 1 {
                    unit.to_string()
                } else {
                    format!("{unit}s")
                };
                let side = if k > 0 { "after" } else { "before" };
                format!("is {not}{n} {unit} {side}")
            } else if positional {
                let places = k.unsigned_abs();
                let side = if k > 0 { "after" } else { "before" };
                if places == 1 {
                    format!("is {not}right {side}")
                } else {
                    format!("is {not}{places} places {side}")
                }
            } else {
                let amount = amount(puzzle, comparison.category, k.abs());
                let side = match (order.is_some_and(|o| o.clock), k > 0) {
                    (true, true) => "later",
                    (true, false) => "earlier",
                    (false, true) => "more",
                    (false, false) => "less",
                };
                format!("is {not}{amount} {side} than")
            }
        }
        CompareKind::Apart(k) => {
            let not = if no { "not " } else { "" };
            if k == 1 {
                format!("is {not}next to")
            } else {
                format!("is {not}{k} places from")
            }
        }
    };
    format!("{a} {relation} {b}")
}
