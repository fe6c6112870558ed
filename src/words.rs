//! Words: how facts, items and categories read in English. Every sentence an explanation says
//! about the grid is built here, so a wording fix is made once.
//!
//! A puzzle may declare how its categories read (`say` lines, see docs/format.md): a template per
//! pair of categories (`say suspects + weapons: {a} had the {b}`, with an optional negative after
//! ` / `) and a category's singular and plural (`say houses: house / houses`). [`Phrasing`] holds
//! them. Without a template a fact reads in neutral wording that is still grammatical ("Sgt
//! Gunmetal goes with the dumbbell", "the milk is in house 3", "Ann is at 9am"). A negative form
//! is derived from the template's verb ("had" → "did not have", "lives" → "does not live", "is"
//! → "is not") unless the puzzle gives one.
//!
//! This module knows the puzzle's names and its phrasing; it knows nothing of grids or steps.

use crate::model::{ItemId, Puzzle};

/// How a puzzle's categories read, as declared by its `say` lines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Phrasing {
    /// Templates by pair of categories: `{a}` is an item of `a`, `{b}` one of `b`.
    pub templates: Vec<Template>,
    /// Declared noun forms: (category, singular, plural).
    pub nouns: Vec<(usize, String, String)>,
}

/// One pair's wording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    pub a: usize,
    pub b: usize,
    /// With `{a}` and `{b}`: "{a} had the {b}".
    pub positive: String,
    /// "{a} did not have the {b}" (declared, or derived from `positive`).
    pub negative: String,
}

impl Phrasing {
    fn template(&self, a: usize, b: usize) -> Option<(&Template, bool)> {
        self.templates.iter().find_map(|t| {
            if (t.a, t.b) == (a, b) {
                Some((t, false))
            } else if (t.a, t.b) == (b, a) {
                Some((t, true))
            } else {
                None
            }
        })
    }
}

/// "a", "a and b", "a, b and c" (with `and`) or the same with `or`.
pub fn join<S: AsRef<str>>(items: &[S], conjunction: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let mut out = String::new();
            for (i, item) in rest.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(item.as_ref());
            }
            out.push(' ');
            out.push_str(conjunction);
            out.push(' ');
            out.push_str(last.as_ref());
            out
        }
    }
}

/// A sentence from a clause: its first letter a capital. A clause that starts with an item
/// spelled in lower case ("pool cue …") gets "The" in front instead of changing the spelling.
pub fn sentence(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => {
            let first_word = clause.split_whitespace().next().unwrap_or("");
            // "house 3 …" (a word and a number: a place) is capitalised as it stands.
            let place = clause
                .split_whitespace()
                .nth(1)
                .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()));
            if place
                || matches!(
                    first_word,
                    "the" | "neither" | "none" | "so" | "because" | "a" | "an" | "no" | "every"
                )
            {
                let mut out: String = c.to_uppercase().collect();
                out.push_str(chars.as_str());
                out
            } else {
                format!("The {clause}")
            }
        }
        _ => clause.to_string(),
    }
}

/// "1 step" / "3 steps".
pub fn count(n: usize, singular: &str, plural: &str) -> String {
    format!("{n} {}", if n == 1 { singular } else { plural })
}

/// "is" / "are" for a list of this many.
pub fn be(n: usize) -> &'static str {
    if n == 1 { "is" } else { "are" }
}

/// A category's noun, singular or plural: as declared, or derived from its name (taken as a
/// plural when it ends in `s`: "nationalities" → "nationality", "suspects" → "suspect";
/// otherwise as a singular: "place" → "places").
pub fn noun(puzzle: &Puzzle, category: usize, plural: bool) -> String {
    if let Some((_, singular, plurals)) = puzzle
        .phrasing()
        .nouns
        .iter()
        .find(|(c, _, _)| *c == category)
    {
        return if plural { plurals } else { singular }.clone();
    }
    let name = puzzle.category_name(category);
    let (singular, plurals) = noun_forms(name);
    if plural { plurals } else { singular }
}

/// The singular and plural of a category name.
pub fn noun_forms(name: &str) -> (String, String) {
    let lower = name.to_lowercase();
    if lower.ends_with("ies") && name.len() > 3 {
        return (format!("{}y", &name[..name.len() - 3]), name.to_string());
    }
    for ending in ["sses", "ches", "shes", "xes"] {
        if lower.ends_with(ending) {
            return (name[..name.len() - 2].to_string(), name.to_string());
        }
    }
    if lower.ends_with('s') && !lower.ends_with("ss") && name.len() > 1 {
        return (name[..name.len() - 1].to_string(), name.to_string());
    }
    let plural = if lower.ends_with('y')
        && !lower.ends_with("ay")
        && !lower.ends_with("ey")
        && !lower.ends_with("oy")
    {
        format!("{}ies", &name[..name.len() - 1])
    } else if lower.ends_with("ss")
        || lower.ends_with("ch")
        || lower.ends_with("sh")
        || lower.ends_with('x')
    {
        format!("{name}es")
    } else {
        format!("{name}s")
    };
    (name.to_string(), plural)
}

/// How an item of an ordered category reads as a place: "in house 3", "at 9am", or `None`
/// when neither fits (amounts, ages, ranks).
fn place_preposition(puzzle: &Puzzle, item: ItemId) -> Option<&'static str> {
    let category = puzzle.categories().get(item.category)?;
    category.order.as_ref()?;
    let name = puzzle.item_name(item).to_lowercase();
    let timeish = name.ends_with("am")
        || name.ends_with("pm")
        || name.contains(':')
        || name.contains("noon")
        || name.contains("midnight")
        || name.contains("o'clock");
    if timeish {
        return Some("at");
    }
    // "house 3", "room 12", "floor 2": a word and a number.
    let mut words = name.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    let is_place = first.chars().all(char::is_alphabetic)
        && rest.len() == 1
        && rest[0].chars().all(|c| c.is_ascii_digit());
    is_place.then_some("in")
}

/// An item in neutral wording: "the dumbbell" for a name spelled in lower case (a thing),
/// "Sgt Gunmetal" for a capitalised one, "house 3" / "9am" / "$20" for an ordered category's.
/// Where the puzzle's `say` lines write its category's slot after "the" ("the {a} lives in …"),
/// a capitalised name takes "the" too ("the Norwegian"); where they write the slot bare, a name
/// in lower case does not ("{a} is drunk in …": "coffee").
pub fn item(puzzle: &Puzzle, item: ItemId) -> String {
    let name = puzzle.item_name(item);
    let ordered = puzzle
        .categories()
        .get(item.category)
        .is_some_and(|c| c.order.is_some());
    if ordered || name.starts_with("the ") || name.starts_with("The ") {
        return name.to_string();
    }
    let article = match declared_article(puzzle, item.category) {
        Some(article) => article,
        None => name.chars().next().is_some_and(char::is_lowercase),
    };
    if article {
        format!("the {name}")
    } else {
        name.to_string()
    }
}

/// Whether the `say` lines write `category`'s slot after "the" (`Some(true)`), bare
/// (`Some(false)`), or not at all / both ways (`None`).
fn declared_article(puzzle: &Puzzle, category: usize) -> Option<bool> {
    let mut with = false;
    let mut without = false;
    for t in &puzzle.phrasing().templates {
        let slot = if t.a == category {
            "{a}"
        } else if t.b == category {
            "{b}"
        } else {
            continue;
        };
        let Some(at) = t.positive.find(slot) else {
            continue;
        };
        let before = t.positive[..at].trim_end().to_lowercase();
        if before == "the" || before.ends_with(" the") {
            with = true;
        } else {
            without = true;
        }
    }
    match (with, without) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// Items in neutral wording, joined: "the gym or the lobby".
pub fn items(puzzle: &Puzzle, list: &[ItemId], conjunction: &str) -> String {
    let names: Vec<String> = list.iter().map(|&i| item(puzzle, i)).collect();
    join(&names, conjunction)
}

/// One fact as a clause (no capital, no full stop): "Sgt Gunmetal had the dumbbell", "the milk
/// is in house 3", "the pool cue does not go with the gym".
pub fn fact(puzzle: &Puzzle, a: ItemId, b: ItemId, together: bool) -> String {
    // In neutral wording an ordered category's item is the object: "the milk is in house 3".
    let ordered = |i: ItemId| {
        puzzle
            .categories()
            .get(i.category)
            .is_some_and(|c| c.order.is_some())
    };
    if ordered(a) && !ordered(b) && puzzle.phrasing().template(a.category, b.category).is_none() {
        return clause(puzzle, &[b], &[a], together);
    }
    clause(puzzle, &[a], &[b], together)
}

/// One clause about `subjects` and `objects` (items of one category each):
/// - one subject: "Coach Raspberry was not in the gym or the lobby" (✗: any of the objects),
///   "house 1 goes with the Norwegian and the yellow" (✓: each object; they may be of several
///   categories, then each is said with its own wording);
/// - several subjects, ✗ only: "neither A nor B had the dumbbell", "none of A, B and C …".
pub fn clause(puzzle: &Puzzle, subjects: &[ItemId], objects: &[ItemId], together: bool) -> String {
    let (Some(&subject), Some(&object)) = (subjects.first(), objects.first()) else {
        return String::new();
    };
    let ordered = |i: ItemId| {
        puzzle
            .categories()
            .get(i.category)
            .is_some_and(|c| c.order.is_some())
    };
    // Neutral wording about a place of an ordered category: the place is the object ("the
    // Norwegian, the yellow and Kools are in house 1", "neither A nor B is at 9am").
    let several_categories = objects.iter().any(|o| o.category != object.category);
    if let [place] = subjects
        && ordered(*place)
        && objects.iter().all(|&o| {
            !ordered(o)
                && (several_categories
                    || puzzle
                        .phrasing()
                        .template(place.category, o.category)
                        .is_none())
        })
    {
        let list = if together || objects.len() == 1 {
            items(puzzle, objects, "and")
        } else {
            neither(&objects.iter().map(|&o| item(puzzle, o)).collect::<Vec<_>>())
        };
        let verb = at_place(
            puzzle,
            *place,
            together || objects.len() > 1,
            together && objects.len() > 1,
        );
        return format!("{list} {verb}");
    }
    // Objects of several categories: one clause per category, the subject said once when every
    // clause starts with it ("Coach Raspberry had the tea and was in the pool"), else each in
    // full.
    if objects.iter().any(|o| o.category != object.category) {
        let mut by_category: Vec<Vec<ItemId>> = Vec::new();
        for &o in objects {
            match by_category.iter_mut().find(|g| g[0].category == o.category) {
                Some(group) => group.push(o),
                None => by_category.push(vec![o]),
            }
        }
        let fulls: Vec<String> = by_category
            .iter()
            .map(|group| clause(puzzle, subjects, group, together))
            .collect();
        let stripped: Vec<Option<String>> = fulls
            .iter()
            .map(|full| strip_subject(puzzle, subjects, full))
            .collect();
        if stripped.iter().all(Option::is_some) {
            let parts: Vec<String> = fulls
                .iter()
                .zip(&stripped)
                .enumerate()
                .map(|(i, (full, rest))| {
                    if i == 0 {
                        full.clone()
                    } else {
                        rest.clone().unwrap_or_default()
                    }
                })
                .collect();
            return join(&parts, "and");
        }
        return join(&fulls, "and");
    }
    let several = subjects.len() > 1;
    let conjunction = if together { "and" } else { "or" };
    if let Some((template, swapped)) = puzzle
        .phrasing()
        .template(subject.category, object.category)
    {
        return templated(puzzle, template, swapped, subjects, objects, together);
    }
    // Neutral wording. A place of an ordered category is the object ("… is in house 3").
    let subject_text = if several {
        neither(
            &subjects
                .iter()
                .map(|&i| item(puzzle, i))
                .collect::<Vec<_>>(),
        )
    } else {
        items(puzzle, subjects, "and")
    };
    let object_text = items(puzzle, objects, conjunction);
    let ordered_object = puzzle
        .categories()
        .get(object.category)
        .is_some_and(|c| c.order.is_some());
    match place_preposition(puzzle, object) {
        Some(prep) => {
            let verb = if together || several { "is" } else { "is not" };
            format!("{subject_text} {verb} {prep} {object_text}")
        }
        // An amount, an age, a rank: "the soup is $10", "Ann is not 21 or 23".
        None if ordered_object => {
            let verb = if together || several { "is" } else { "is not" };
            format!("{subject_text} {verb} {object_text}")
        }
        None => {
            let verb = if together || several {
                "goes with"
            } else {
                "does not go with"
            };
            format!("{subject_text} {verb} {object_text}")
        }
    }
}

/// A clause from a declared template. The slot written first in the template is the sentence's
/// subject: a list there reads "neither X nor Y" (or "none of …") with the positive verb, a list
/// in the other slot "X or Y" with the negative one; with lists in both, one clause per item of
/// the second.
fn templated(
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
    let fill = |text: &str, lead_text: &str, rest_text: &str| {
        let (a_text, b_text) = if a_first {
            (lead_text, rest_text)
        } else {
            (rest_text, lead_text)
        };
        text.replace("{a}", a_text).replace("{b}", b_text)
    };
    if together {
        return fill(
            &template.positive,
            &join(&names(lead), "and"),
            &join(&names(rest), "and"),
        );
    }
    // "neither X nor Y" only where the slot opens the sentence ("{a} …", "the {a} …"); inside a
    // phrase ("the owner of the {a} house") each item gets its own clause.
    let lead_slot = if a_first { "{a}" } else { "{b}" };
    let opens = template.positive.starts_with(lead_slot)
        || template.positive.starts_with(&format!("the {lead_slot}"));
    if lead.len() > 1 && !opens {
        let parts: Vec<String> = lead
            .iter()
            .map(|&l| {
                fill(
                    &template.negative,
                    puzzle.item_name(l),
                    &join(&names(rest), "or"),
                )
            })
            .collect();
        return join(&parts, "and");
    }
    match (lead.len(), rest.len()) {
        (1, _) => fill(
            &template.negative,
            names(lead)[0],
            &join(&names(rest), "or"),
        ),
        (_, 1) => fill(&template.positive, &neither(&names(lead)), names(rest)[0]),
        _ => {
            let parts: Vec<String> = rest
                .iter()
                .map(|&r| {
                    fill(
                        &template.positive,
                        &neither(&names(lead)),
                        puzzle.item_name(r),
                    )
                })
                .collect();
            join(&parts, "and")
        }
    }
}

/// "is in house 1", "are at 9am", "is not in house 1", "goes with $20", "does not go with 1st"
/// (`positive`: the verb without `not`; `plural`: for several subjects together).
fn at_place(puzzle: &Puzzle, place: ItemId, positive: bool, plural: bool) -> String {
    let name = puzzle.item_name(place);
    match (place_preposition(puzzle, place), positive, plural) {
        (Some(prep), true, false) => format!("is {prep} {name}"),
        (Some(prep), true, true) => format!("are {prep} {name}"),
        (Some(prep), false, _) => format!("is not {prep} {name}"),
        (None, true, false) => format!("is {name}"),
        (None, true, true) => format!("are {name}"),
        (None, false, _) => format!("is not {name}"),
    }
}

/// "neither A nor B" / "none of A, B and C" / "A".
fn neither<S: AsRef<str>>(names: &[S]) -> String {
    match names {
        [one] => one.as_ref().to_string(),
        [a, b] => format!("neither {} nor {}", a.as_ref(), b.as_ref()),
        many => format!("none of {}", join(many, "and")),
    }
}

/// Clauses about one subject, said once: "Bob had the fish", "Bob was not at $50" → "Bob had
/// the fish and was not at $50". Clauses that do not start with the subject stay whole.
pub fn same_subject(puzzle: &Puzzle, subject: ItemId, clauses: &[String]) -> String {
    let leads = clauses
        .first()
        .is_some_and(|c| strip_subject(puzzle, &[subject], c).is_some());
    let parts: Vec<String> = clauses
        .iter()
        .enumerate()
        .map(
            |(i, clause)| match strip_subject(puzzle, &[subject], clause) {
                Some(rest) if i > 0 && leads => rest,
                _ => clause.clone(),
            },
        )
        .collect();
    join(&parts, "and")
}

/// A clause about one subject without the subject: "Coach Raspberry was in the pool" → "was in
/// the pool"; `None` when the clause does not start with it.
fn strip_subject(puzzle: &Puzzle, subjects: &[ItemId], full: &str) -> Option<String> {
    let [subject] = subjects else {
        return None;
    };
    let name = puzzle.item_name(*subject);
    [format!("the {name} "), format!("{name} ")]
        .iter()
        .find_map(|lead| full.strip_prefix(lead.as_str()).map(str::to_string))
}

/// The negative of a template: "{a} had the {b}" → "{a} did not have the {b}"; `None` when no
/// verb is recognised (the puzzle must then give the negative).
pub fn negate(template: &str) -> Option<String> {
    let words: Vec<&str> = template.split(' ').collect();
    for (i, word) in words.iter().enumerate() {
        let lower = word.to_lowercase();
        if lower.contains('{') || matches!(lower.as_str(), "the" | "a" | "an" | "") {
            continue;
        }
        let replacement = match lower.as_str() {
            "is" | "was" | "are" | "were" | "can" | "could" | "will" | "would" | "should"
            | "must" | "has" | "have" | "had" => match lower.as_str() {
                "has" => Some("does not have".to_string()),
                "have" => Some("do not have".to_string()),
                "had" => Some("did not have".to_string()),
                _ => Some(format!("{word} not")),
            },
            _ => {
                if let Some(base) = irregular_past(&lower) {
                    Some(format!("did not {base}"))
                } else if lower.len() > 3 && lower.ends_with("ed") {
                    Some(format!("did not {}", regular_base(&lower)))
                } else if lower.len() > 2 && lower.ends_with('s') && !lower.ends_with("ss") {
                    Some(format!("does not {}", present_base(&lower)))
                } else {
                    None
                }
            }
        };
        if let Some(replacement) = replacement {
            let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            out[i] = replacement;
            return Some(out.join(" "));
        }
    }
    None
}

fn irregular_past(word: &str) -> Option<&'static str> {
    const TABLE: &[(&str, &str)] = &[
        ("ate", "eat"),
        ("bought", "buy"),
        ("brought", "bring"),
        ("came", "come"),
        ("chose", "choose"),
        ("drank", "drink"),
        ("drove", "drive"),
        ("flew", "fly"),
        ("found", "find"),
        ("gave", "give"),
        ("got", "get"),
        ("grew", "grow"),
        ("held", "hold"),
        ("hid", "hide"),
        ("kept", "keep"),
        ("left", "leave"),
        ("lost", "lose"),
        ("made", "make"),
        ("met", "meet"),
        ("paid", "pay"),
        ("ran", "run"),
        ("rode", "ride"),
        ("sang", "sing"),
        ("sat", "sit"),
        ("saw", "see"),
        ("sold", "sell"),
        ("spent", "spend"),
        ("stole", "steal"),
        ("swam", "swim"),
        ("took", "take"),
        ("taught", "teach"),
        ("told", "tell"),
        ("went", "go"),
        ("won", "win"),
        ("wore", "wear"),
        ("wrote", "write"),
    ];
    TABLE
        .iter()
        .find(|(past, _)| *past == word)
        .map(|(_, base)| *base)
}

/// "owned" → "own", "stopped" → "stop", "liked" → "like", "studied" → "study".
fn regular_base(word: &str) -> String {
    let stem = &word[..word.len() - 2];
    if let Some(s) = stem.strip_suffix('i') {
        return format!("{s}y");
    }
    let bytes = stem.as_bytes();
    let n = bytes.len();
    if n >= 2 && bytes[n - 1] == bytes[n - 2] && !matches!(bytes[n - 1], b'l' | b's' | b'f' | b'z')
    {
        return stem[..n - 1].to_string();
    }
    let vowel = |b: u8| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u');
    let syllables = bytes
        .iter()
        .enumerate()
        .filter(|&(i, &b)| vowel(b) && (i == 0 || !vowel(bytes[i - 1])))
        .count();
    // One syllable ending consonant-vowel-consonant ("lik", "hir"), or in v/c/g/z/u: an e.
    let cvc = n >= 3 && !vowel(bytes[n - 3]) && vowel(bytes[n - 2]) && !vowel(bytes[n - 1]);
    if (syllables == 1 && cvc && !matches!(bytes[n - 1], b'w' | b'x' | b'y'))
        || matches!(bytes[n - 1], b'v' | b'c' | b'z' | b'u')
        || stem.ends_with("us")
    {
        return format!("{stem}e");
    }
    stem.to_string()
}

/// "lives" → "live", "watches" → "watch", "carries" → "carry".
fn present_base(word: &str) -> String {
    if let Some(s) = word.strip_suffix("ies") {
        return format!("{s}y");
    }
    for ending in ["sses", "ches", "shes", "xes", "oes"] {
        if word.ends_with(ending) {
            return word[..word.len() - 2].to_string();
        }
    }
    word[..word.len() - 1].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negatives_are_derived_from_the_verb() {
        for (template, negative) in [
            ("{a} had the {b}", "{a} did not have the {b}"),
            ("the {a} was in the {b}", "the {a} was not in the {b}"),
            (
                "the {a} lives in the {b} house",
                "the {a} does not live in the {b} house",
            ),
            (
                "the {a} owner smokes {b}",
                "the {a} owner does not smoke {b}",
            ),
            (
                "{b} is drunk in the {a} house",
                "{b} is not drunk in the {a} house",
            ),
            ("{a} drank {b}", "{a} did not drink {b}"),
            ("{a} owned the {b}", "{a} did not own the {b}"),
            ("{a} liked the {b}", "{a} did not like the {b}"),
            ("{a} watches {b}", "{a} does not watch {b}"),
            ("{a} studied {b}", "{a} did not study {b}"),
            ("{a} stopped at {b}", "{a} did not stop at {b}"),
            ("{a} arrived at {b}", "{a} did not arrive at {b}"),
            ("{a} visited {b}", "{a} did not visit {b}"),
        ] {
            assert_eq!(negate(template).as_deref(), Some(negative), "{template}");
        }
        assert_eq!(negate("{a} with {b}"), None);
    }

    #[test]
    fn nouns_have_both_numbers() {
        for (name, singular, plural) in [
            ("suspects", "suspect", "suspects"),
            ("nationalities", "nationality", "nationalities"),
            ("places", "place", "places"),
            ("Name", "Name", "Names"),
            ("PhoneModel", "PhoneModel", "PhoneModels"),
            ("times", "time", "times"),
            ("dishes", "dish", "dishes"),
            ("glass", "glass", "glasses"),
            ("hobby", "hobby", "hobbies"),
        ] {
            assert_eq!(
                noun_forms(name),
                (singular.to_string(), plural.to_string()),
                "{name}"
            );
        }
    }

    #[test]
    fn sentences_start_with_a_capital() {
        assert_eq!(
            sentence("pool cue is in the gym"),
            "The pool cue is in the gym"
        );
        assert_eq!(sentence("the dumbbell is here"), "The dumbbell is here");
        assert_eq!(sentence("neither A nor B"), "Neither A nor B");
        assert_eq!(sentence("Sgt Gunmetal had it"), "Sgt Gunmetal had it");
        assert_eq!(sentence("$20 is the price"), "$20 is the price");
    }

    #[test]
    fn neutral_wording_is_grammatical() {
        let puzzle = Puzzle::parse(
            "suspects: Miss Saffron, Sgt Gunmetal\nweapons: dumbbell, pool cue\n\
             houses (ordered): house 1, house 2\ntimes (ordered): 9am, 10am\n",
        )
        .unwrap();
        let s = ItemId::new(0, 1);
        let d = ItemId::new(1, 0);
        let h = ItemId::new(2, 0);
        let t = ItemId::new(3, 1);
        assert_eq!(
            fact(&puzzle, s, d, true),
            "Sgt Gunmetal goes with the dumbbell"
        );
        assert_eq!(fact(&puzzle, d, h, false), "the dumbbell is not in house 1");
        assert_eq!(fact(&puzzle, s, t, true), "Sgt Gunmetal is at 10am");
        assert_eq!(
            clause(&puzzle, &[ItemId::new(0, 0), s], &[d], false),
            "neither Miss Saffron nor Sgt Gunmetal goes with the dumbbell"
        );
        assert_eq!(
            clause(&puzzle, &[s], &[d, h], true),
            "Sgt Gunmetal goes with the dumbbell and is in house 1"
        );
    }
}
