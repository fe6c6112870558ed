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
//! This module knows the puzzle's names and its phrasing; it knows nothing of grids. A reason's
//! citations are kept as numbers ([`Prose`]) and named here only when printed.
//! Plain English that needs no puzzle (lists, capitals, noun forms, negatives) is in `english`.

pub mod bookkeeping;
pub mod clue;
mod described;
pub mod english;
pub mod order;
mod place;
mod prose;
pub mod reasons;
pub mod steps;
mod subject;
mod templated;

pub use subject::same_subject;
use subject::subject_lead;

pub use crate::model::phrasing::Template;
pub use english::{alternatives, be, join, negate, noun_forms, sentence};
pub use prose::Prose;
pub(crate) use prose::prose;

use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};
use english::neither;
use place::{amount_like, at_place, is_itself_a_place, person, place_preposition};
pub use place::{can_only, place_name, place_noun, preposition};
use templated::templated;

/// The one-to-one rule, said once, after the first one-to-one line of an explanation's moves.
pub const ONE_TO_ONE_RULE: &str = "(Each item has exactly one partner in every other category, \
so a ✓ crosses out the rest of its row and column; later moves do that without saying.)";

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
    // A one-letter name (a generated puzzle's `a`, `b`, …) is no noun: "the other as", "no
    // other e" read as words; "the other a items", "no other e item" do not.
    if name.chars().count() == 1 {
        return format!("{name} item{}", if plural { "s" } else { "" });
    }
    let (singular, plurals) = noun_forms(&prose_name(name));
    if plural { plurals } else { singular }
}

/// A category's name as prose says it: `FavoriteSport` → `favorite sport`, `Name` → `name`
/// (a one-word name in capitals or in camel case, as house-puzzle files write them); other names
/// as written.
fn prose_name(name: &str) -> String {
    let letters = name.chars().all(char::is_alphabetic);
    let capitals = name.chars().filter(|c| c.is_uppercase()).count();
    let all_capitals = capitals == name.chars().count();
    if !letters || capitals == 0 || all_capitals {
        return name.to_string();
    }
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// An item in neutral wording: "the dumbbell" for a name spelled in lower case (a thing),
/// "Sgt Gunmetal" for a capitalised one, "house 3" / "9am" / "$20" for an ordered category's.
/// Where the puzzle's `say` lines write its category's slot after "the" ("the {a} lives in …"),
/// a capitalised name takes "the" too ("the Norwegian"); where they write the slot bare, a name
/// in lower case does not ("{a} is drunk in …": "coffee").
pub fn item(puzzle: &Puzzle, item: ItemId) -> String {
    named(puzzle, item, true)
}

/// An item as one of its category's things, never by the phrase the clues describe its row
/// with: in a list of treats ruled out for Jonah, "the scones", not "the scones baker".
pub fn thing(puzzle: &Puzzle, item: ItemId) -> String {
    named(puzzle, item, false)
}

/// [`item`], or with `described` false [`thing`].
fn named(puzzle: &Puzzle, item: ItemId, described: bool) -> String {
    let name = puzzle.item_name(item);
    let ordered = puzzle
        .categories()
        .get(item.category)
        .is_some_and(|c| c.order.is_some());
    if ordered {
        return place_name(puzzle, item);
    }
    if amount_like(puzzle, item) {
        return name.to_string();
    }
    if name.starts_with("the ") || name.starts_with("The ") {
        return name.to_string();
    }
    // As the clues name it: "the person with black hair".
    if described && let Some(description) = puzzle.phrasing().description(item) {
        return description.phrase.clone();
    }
    // A month written in lower case is still a month: "April", not "the april".
    if english::is_month(name) {
        let mut chars = name.chars();
        return chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
    }
    let article = match declared_article(puzzle, item.category) {
        Some(article) => article,
        None => {
            name.chars().next().is_some_and(char::is_lowercase)
                || nationalities(puzzle, item.category)
        }
    };
    // A people's name is a proper noun, however the file spells it: "the Swede".
    let capital;
    let name = if nationalities(puzzle, item.category) && name.starts_with(char::is_lowercase) {
        capital = name.split(' ').map(sentence).collect::<Vec<_>>().join(" ");
        capital.as_str()
    } else {
        name
    };
    match noun_after(puzzle, item.category) {
        Some(noun) => format!("the {name} {noun}"),
        None if article => format!("the {name}"),
        None => name.to_string(),
    }
}

/// [`item`], but said bare ("blue") where its noun would be one of `categories`' own ("the blue
/// house has no other house" reads as nonsense; "blue has no other house" does not).
pub fn item_among(puzzle: &Puzzle, item_id: ItemId, categories: &[usize]) -> String {
    match noun_after(puzzle, item_id.category) {
        Some(w) if categories.iter().any(|&c| noun(puzzle, c, false) == w) => {
            puzzle.item_name(item_id).to_string()
        }
        _ => item(puzzle, item_id),
    }
}

/// The noun the `say` lines always put after `category`'s slot when they write "the" before it
/// ("the {b} house" in every template that says "the {b}"), so the item said alone is "the red
/// house", not "the red". Only a category's noun counts. `None` when they put different words
/// there, or none.
fn noun_after(puzzle: &Puzzle, category: usize) -> Option<&str> {
    let mut found: Option<&str> = None;
    for (template, slot) in templates_with(puzzle, category) {
        let at = template.positive.find(slot)?;
        if !after_the(&template.positive[..at]) {
            continue;
        }
        let word = template.positive[at + slot.len()..]
            .strip_prefix(' ')?
            .split(' ')
            .next()?;
        // Only a category's own noun ("house"): a word after the slot may be a verb ("the {a}
        // lives in {b}"), or a noun for someone else ("the {a} owner", who is no pet).
        let is_noun = (0..puzzle.category_count()).any(|c| noun(puzzle, c, false) == word);
        if !is_noun {
            return None;
        }
        match found {
            Some(n) if n != word => return None,
            _ => found = Some(word),
        }
    }
    found
}

/// Each `say` wording with a slot for `category`, and that slot.
fn templates_with(
    puzzle: &Puzzle,
    category: usize,
) -> impl Iterator<Item = (&Template, &'static str)> {
    puzzle.phrasing().templates.iter().filter_map(move |t| {
        if t.a == category {
            Some((t, "{a}"))
        } else if t.b == category {
            Some((t, "{b}"))
        } else {
            None
        }
    })
}

/// Whether the text before a slot ends in "the".
fn after_the(before: &str) -> bool {
    let before = before.trim_end().to_lowercase();
    before == "the" || before.ends_with(" the")
}

/// Whether `category` is of nationalities (its name says so: "nationality", "nationalities"):
/// capitalised, but people named by where they are from, who take "the" ("the Dane", "the
/// Chinese"), unlike proper names ("Alice").
fn nationalities(puzzle: &Puzzle, category: usize) -> bool {
    puzzle
        .category_name(category)
        .to_lowercase()
        .contains("nationalit")
}

/// Whether the `say` lines write `category`'s slot after "the" (`Some(true)`), bare
/// (`Some(false)`), or not at all / both ways (`None`). A "the" that belongs to a noun after the
/// slot ("the {a} murder took place …": the murder, not the motive) says neither.
fn declared_article(puzzle: &Puzzle, category: usize) -> Option<bool> {
    let mut with = false;
    let mut without = false;
    for (template, slot) in templates_with(puzzle, category) {
        let Some(at) = template.positive.find(slot) else {
            continue;
        };
        if !after_the(&template.positive[..at]) {
            without = true;
        } else if english::noun_after_slot((&template.positive, &template.negative), slot).is_none()
        {
            with = true;
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

/// That `subject` goes with one of `options` (items of one category): "Coach Raspberry had the
/// candlestick or the pool cue", "whoever had greed as a motive was in the library or gym",
/// "the dog goes with house 1 or house 3".
pub fn one_of(puzzle: &Puzzle, subject: ItemId, options: &[ItemId]) -> String {
    let Some(&first) = options.first() else {
        return String::new();
    };
    if options.len() == 1 {
        return fact(puzzle, subject, first, true);
    }
    if let Some(text) = described::one_of(puzzle, subject, options, false) {
        return text;
    }
    // The clause said of the first option, with the options in its place.
    let alone = fact(puzzle, subject, first, true);
    let said = |list: &[ItemId], conjunction: &str| -> [String; 2] {
        let bare: Vec<&str> = list.iter().map(|&i| puzzle.item_name(i)).collect();
        [items(puzzle, list, conjunction), join(&bare, conjunction)]
    };
    let [full, bare] = said(&options[..1], "or");
    let [full_or, bare_or] = said(options, "or");
    for (one, many) in [(full, full_or), (bare, bare_or)] {
        if let Some(at) = alone.rfind(&one) {
            return format!("{}{many}{}", &alone[..at], &alone[at + one.len()..]);
        }
    }
    // No place to put the list (it should not happen): each option in its own clause.
    let each: Vec<String> = options
        .iter()
        .map(|&o| fact(puzzle, subject, o, true))
        .collect();
    join(&each, "or")
}

/// That `subject` can only go with one of `options`, the others being ruled out: said as
/// [`one_of`] where a wording fits ("Arnold has a bird or rabbit", "Shari's state is Illinois
/// or Utah"), else "the taxi can only go with the rotunda or the east wing".
pub fn only_one_of(puzzle: &Puzzle, subject: ItemId, options: &[ItemId]) -> String {
    let plain = options.iter().all(|&o| neutral(puzzle, subject, o));
    let places = options.iter().all(|&o| is_ordered(puzzle, o)) && !is_ordered(puzzle, subject);
    if places
        && puzzle
            .phrasing()
            .template(subject.category, options[0].category)
            .is_none()
    {
        return can_only(puzzle, subject, options);
    }
    match described::one_of(puzzle, subject, options, true) {
        None if plain && options.len() > 1 => format!(
            "{} can only go with {}",
            item(puzzle, subject),
            items(puzzle, options, "or")
        ),
        Some(text) => text,
        None => one_of(puzzle, subject, options),
    }
}

/// One clause about `subjects` and `objects` (items of one category each):
/// - one subject: "Coach Raspberry was not in the gym or the lobby" (✗: any of the objects),
///   "house 1 goes with the Norwegian and the yellow" (✓: each object; they may be of several
///   categories, then each is said with its own wording);
/// - several subjects, ✗ only: "neither A nor B had the dumbbell", "none of A, B and C …".
// long because one arm per way a fact reads (template, place, plural subjects, neutral).
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
    // Several places ruled out for items without a wording: the items lead ("neither the bird
    // owner nor the rabbit owner is in house 5 or house 6").
    if subjects.len() > 1
        && !together
        && subjects
            .iter()
            .all(|&s| ordered(s) && s.category == subject.category)
        && objects.iter().all(|&o| {
            !ordered(o)
                && o.category == object.category
                && puzzle
                    .phrasing()
                    .template(subject.category, o.category)
                    .is_none()
        })
    {
        return clause(puzzle, objects, subjects, false);
    }
    // Neutral wording about a place of an ordered category: the place is the object ("the
    // Norwegian, the yellow and Kools are in house 1", "neither A nor B is at 9am").
    let several_categories = objects.iter().any(|o| o.category != object.category);
    if let [place] = subjects
        && ordered(*place)
        && objects.iter().all(|&o| {
            // Several categories at one place read as one list ("… are in house 1"); at a
            // value, each keeps its own wording ("the Norwegian pays $55 and the red house
            // rents for $55", not "the Norwegian and the red house are $55").
            !ordered(o)
                && ((several_categories && place_preposition(puzzle, *place).is_some())
                    || puzzle
                        .phrasing()
                        .template(place.category, o.category)
                        .is_none())
        })
    {
        // One item at a value (not a place or a person): said with the item first, as a value
        // is ("the salad costs $20", "Peter served 50 riders").
        if let [one] = objects
            && place_preposition(puzzle, *place).is_none()
            && !person(puzzle, *place)
            && !ordered(*one)
        {
            return clause(puzzle, objects, subjects, together);
        }
        let list = if let [one] = objects {
            // As the clues name it: "the gardener from Ashby is on June 8th".
            described::who(puzzle, *one)
        } else if together {
            items(puzzle, objects, "and")
        } else {
            neither(&objects.iter().map(|&o| item(puzzle, o)).collect::<Vec<_>>())
        };
        // "A and B are in house 1", "the birds are not in house 2", "neither A nor B is" (but
        // "neither the dog nor the cats are": the nearer decides).
        let plural = match objects {
            _ if together && objects.len() > 1 => true,
            [_, last] | [last] => plural(puzzle, *last),
            _ => false,
        };
        let itself = is_itself_a_place(&list, objects.len(), &place_name(puzzle, *place));
        let verb = at_place(puzzle, *place, together || objects.len() > 1, plural);
        let verb = match itself {
            true => verb.replacen(" in ", " ", 1),
            false => verb,
        };
        return format!("{list} {verb}");
    }
    // Items the clues describe, said as they do: "the person with black hair smokes Prince".
    if let Some(text) = described::clause(puzzle, subjects, objects, together) {
        return text;
    }
    // Objects said with the neutral "goes with" for one subject, of any category: one list
    // ("the water goes with Chinese, the dog and the dragonfruit").
    let plain = |o: ItemId| subjects.len() == 1 && neutral(puzzle, subject, o);
    let all_plain = objects.iter().all(|&o| plain(o));
    // Objects of several categories: one clause per category (the plain ones together), the
    // subject said once when every clause starts with it ("Coach Raspberry had the tea and was
    // in the pool"), else each in full.
    if !all_plain && objects.iter().any(|o| o.category != object.category) {
        let mut by_category: Vec<Vec<ItemId>> = Vec::new();
        for &o in objects {
            let slot = by_category
                .iter_mut()
                .find(|g| g[0].category == o.category || (plain(g[0]) && plain(o)));
            match slot {
                Some(group) => group.push(o),
                None => by_category.push(vec![o]),
            }
        }
        let fulls: Vec<String> = by_category
            .iter()
            .map(|group| clause(puzzle, subjects, group, together))
            .collect();
        let leads: Vec<Option<String>> = fulls
            .iter()
            .map(|full| subject_lead(puzzle, subjects, full))
            .collect();
        let stripped: Vec<Option<String>> = fulls
            .iter()
            .zip(&leads)
            .map(|(full, lead)| Some(full.strip_prefix(lead.as_deref()?)?.to_string()))
            .collect();
        if leads.iter().all(|l| l.is_some() && *l == leads[0]) {
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
    // An amount is the object: "La Palma is not $1100/month", not "$1100/month is not La Palma".
    if let ([one], [other]) = (subjects, objects)
        && amount_like(puzzle, *one)
        && !amount_like(puzzle, *other)
        && !ordered(*other)
    {
        return clause(puzzle, objects, subjects, together);
    }
    // Neutral wording. A place of an ordered category is the object ("… is in house 3").
    let subject_text = if several {
        neither(
            &subjects
                .iter()
                .map(|&i| item(puzzle, i))
                .collect::<Vec<_>>(),
        )
    } else if objects.iter().all(|&o| ordered(o)) {
        // As the clues name it, at a place or value: "the gardener from Ashby is not on June 4th".
        described::who(puzzle, subject)
    } else {
        items(puzzle, subjects, "and")
    };
    let object_text = items(puzzle, objects, conjunction);
    // "The birds are in house 3", "the daisies go with the leeks", "neither the dog nor the cats
    // go with …" (the nearer subject decides; "none of A, B and C" takes the singular).
    // ("The man with the snails is in house 3": said as the one who has them, one person.)
    let someone = english::names_someone(&subject_text);
    let plural = match subjects {
        [_, last] | [last] => plural(puzzle, *last) && !someone,
        _ => false,
    };
    let is = |positive: bool| match (positive, plural) {
        (true, false) => "is",
        (true, true) => "are",
        (false, false) => "is not",
        (false, true) => "are not",
    };
    let ordered_object = puzzle
        .categories()
        .get(object.category)
        .is_some_and(|c| c.order.is_some());
    match place_preposition(puzzle, object) {
        Some(prep) => {
            let verb = is(together || several);
            match is_itself_a_place(&subject_text, subjects.len(), &object_text) {
                true => format!("{subject_text} {verb} {object_text}"),
                false => format!("{subject_text} {verb} {prep} {object_text}"),
            }
        }
        // An amount, an age, a rank: "the soup is $10", "Ann is not 21 or 23".
        // An amount, even in a category not marked ordered: "the rotosaurus is not $500".
        None if (ordered_object && !person(puzzle, object)) || amount_like(puzzle, object) => {
            // With the verb the clues compare by: "Peter served 50 riders", "Ann paid $5".
            let learned = order::verb(puzzle, object.category).and_then(|verb| {
                let template = format!("{{a}} {verb} {{b}}");
                match together || several {
                    true => Some(template),
                    false => english::negate(&template),
                }
            });
            // The verb the clues compare prices by ("paid") is said of people: a thing is said
            // as the one who has it ("the coworker who got the falafel wrap did not pay
            // $6.49"), or, where the clues name no one, without the verb ("the burrito costs").
            let payer = match subjects {
                _ if !place::priced(puzzle, object.category)
                    || subjects.iter().all(|&s| person(puzzle, s)) =>
                {
                    Some(subject_text.clone())
                }
                [one] => described::someone_phrase(puzzle, *one),
                _ => None,
            };
            match learned.zip(payer) {
                Some((template, payer)) => {
                    template.replace("{a}", &payer).replace("{b}", &object_text)
                }
                None if !several
                    && let Some(said) = described::value(
                        puzzle,
                        (subject, &subject_text),
                        (object, &object_text),
                        together,
                    ) =>
                {
                    said
                }
                None => {
                    let verb = is(together || several);
                    format!("{subject_text} {verb} {object_text}")
                }
            }
        }
        None => {
            let verb = match (together || several, plural) {
                (true, false) => "goes with",
                (true, true) => "go with",
                (false, false) => "does not go with",
                (false, true) => "do not go with",
            };
            format!("{subject_text} {verb} {object_text}")
        }
    }
}

/// Whether `item` takes a plural verb: its name reads plural ("the snails"), or the puzzle's own
/// `say` lines give its category's slot a plural verb ("{a} are smoked in {b}": "Kools are next
/// to the horse", as the puzzle's template says "Kools are smoked").
pub fn plural(puzzle: &Puzzle, item: ItemId) -> bool {
    // "The person who smokes Blends" is one person; "the cat lovers" are several.
    if let Some(description) = puzzle.phrasing().description(item) {
        let phrase = &description.phrase;
        return !english::names_someone(phrase) && english::plural_name(phrase);
    }
    english::plural_name(puzzle.item_name(item))
        || puzzle.phrasing().templates.iter().any(|t| {
            let slot = match item.category {
                c if c == t.a => "{a}",
                c if c == t.b => "{b}",
                _ => return false,
            };
            ["are", "were"]
                .iter()
                .any(|verb| t.positive.contains(&format!("{slot} {verb} ")))
        })
}

/// Whether a fact about `a` and `b` is said with the neutral "goes with" (no template declared
/// for their categories, neither a place, an amount or a time).
pub fn neutral(puzzle: &Puzzle, a: ItemId, b: ItemId) -> bool {
    !is_ordered(puzzle, a)
        && !is_ordered(puzzle, b)
        && puzzle.phrasing().template(a.category, b.category).is_none()
}

/// A step's headline: a sentence (capital first, no full stop) for a list of conclusions: "Sgt Gunmetal had the
/// dumbbell", "Coach Raspberry was not in the gym or the lobby", "Neither A nor B had the rope",
/// "A, B and C go together".
///
/// Three or more conclusions of both kinds: the ✓s first, then the ✗s, so what the step places
/// leads ("Bob ordered the fish and the 23-year-old paid $50; Bob did not pay $50 and is not 23
/// …"). (Inside a sentence the conclusions keep their order: a case read off a statement says
/// the statement's parts in its order.)
pub fn headline(puzzle: &Puzzle, conclusions: &[Fact]) -> String {
    let yes: Vec<Fact> = conclusions.iter().copied().filter(|f| f.together).collect();
    let no: Vec<Fact> = conclusions
        .iter()
        .copied()
        .filter(|f| !f.together)
        .collect();
    if conclusions.len() >= 3 && !yes.is_empty() && !no.is_empty() {
        return sentence(&format!(
            "{}; {}",
            headline_inline(puzzle, &yes),
            headline_inline(puzzle, &no)
        ));
    }
    sentence(&headline_inline(puzzle, conclusions))
}

/// Whether `item`'s category is ordered (positions or amounts).
fn is_ordered(puzzle: &Puzzle, item: ItemId) -> bool {
    puzzle
        .categories()
        .get(item.category)
        .is_some_and(|c| c.order.is_some())
}

/// [`headline`] for the middle of a sentence ("Either way, neither A nor B …"): no capital.
pub fn headline_inline(puzzle: &Puzzle, conclusions: &[Fact]) -> String {
    // Most steps conclude one fact: grouping would give just this.
    if let [one] = conclusions {
        return fact(puzzle, one.a, one.b, one.together);
    }
    grouped_headline(puzzle, conclusions)
}

/// [`headline_inline`] by grouping the conclusions by subject, polarity and category.
fn grouped_headline(puzzle: &Puzzle, conclusions: &[Fact]) -> String {
    let ordered = |item: ItemId| is_ordered(puzzle, item);
    // Every pair of three or more items, all ✓: they share a row.
    let mut members: Vec<ItemId> = conclusions.iter().flat_map(|f| [f.a, f.b]).collect();
    members.sort();
    members.dedup();
    let pairs = members.len() * members.len().saturating_sub(1) / 2;
    if members.len() >= 3 && conclusions.len() == pairs && conclusions.iter().all(|f| f.together) {
        return format!("{} go together", items(puzzle, &members, "and"));
    }
    // Group by subject, polarity and the objects' category (a place in an ordered category is
    // the object: "green is not in house 1", not "house 1 …")…
    let mut groups: Vec<(Vec<ItemId>, bool, Vec<ItemId>)> = Vec::new();
    for f in conclusions {
        let (a, b) = if ordered(f.a) && !ordered(f.b) {
            (f.b, f.a)
        } else {
            (f.a, f.b)
        };
        match groups.iter_mut().find(|(s, t, objects)| {
            s[0] == a && *t == f.together && objects[0].category == b.category
        }) {
            Some(group) => group.2.push(b),
            None => groups.push((vec![a], f.together, vec![b])),
        }
    }
    // … then merge ✗ groups that rule out the same objects for different subjects.
    let mut merged: Vec<(Vec<ItemId>, bool, Vec<ItemId>)> = Vec::new();
    for (subjects, together, objects) in groups {
        match merged.iter_mut().find(|(s, t, o)| {
            !together && !*t && *o == objects && s[0].category == subjects[0].category
        }) {
            Some(group) => group.0.extend(subjects),
            None => merged.push((subjects, together, objects)),
        }
    }
    // One clause per group; clauses about the same single subject say it once ("Bob had the
    // fish and was not at $50 or 23").
    let mut sentences: Vec<(Option<ItemId>, Vec<String>)> = Vec::new();
    for (subjects, together, objects) in &merged {
        let text = clause(puzzle, subjects, objects, *together);
        let subject = (subjects.len() == 1).then(|| subjects[0]);
        match sentences
            .iter_mut()
            .find(|(s, _)| subject.is_some() && *s == subject)
        {
            Some((_, clauses)) => clauses.push(text),
            None => sentences.push((subject, vec![text])),
        }
    }
    let sentences: Vec<String> = sentences
        .into_iter()
        .map(|(subject, clauses)| match subject {
            Some(subject) => same_subject(puzzle, subject, &clauses),
            None => join(&clauses, "and"),
        })
        .collect();
    join(&sentences, "and")
}

/// "clue line 5 (`Sgt Gunmetal + dumbbell`)", or "clue 2 (`Englishman + red`)" when the file
/// numbers its clues (`Puzzle::clue_name`); a clue a case supposes is "the case (…)".
pub fn clue_ref(puzzle: &Puzzle, clue: usize) -> String {
    match puzzle.clues().get(clue) {
        // A clue a case supposes (a statement supposed true or false: `liar_cases`).
        Some(c) if c.line == 0 && !c.text.is_empty() => match c.supposed {
            Some(supposed) => {
                let how = match supposed.kind {
                    crate::model::SupposedKind::TellsTruth => "tells the truth",
                    crate::model::SupposedKind::Lies => "lies",
                    crate::model::SupposedKind::IsNotLiar => "is not the liar",
                    crate::model::SupposedKind::IsLiar => "is the liar",
                };
                format!(
                    "the case ({} {how}: `{}`)",
                    puzzle.item_name(supposed.speaker),
                    c.text
                )
            }
            None => format!("the case (`{}`)", c.text),
        },
        Some(c) => format!("{} ({})", puzzle.clue_name(c.line), puzzle.quote(c)),
        None => "a clue".to_string(),
    }
}

#[cfg(test)]
mod tests;
