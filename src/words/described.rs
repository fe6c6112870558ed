//! Facts without a `say` wording, said the way the puzzle's English clues say its items, or
//! with its category nouns where a person is one side:
//! - an item the clues describe (`the person who smokes Prince`) is named by that phrase, and
//!   what the phrase says of someone is said of the other side: "the person with black hair
//!   smokes Prince", "Peter does not love tennis or baseball";
//! - a person's other items are theirs by category: "Shari's state is not Georgia or Utah",
//!   "the march is Penny's month", "the house style of the person who plays volleyball is not
//!   Victorian".
//!
//! A person is a proper name of the puzzle's first such category, a nationality, or someone
//! the clues describe with a predicate. Where neither side is one, the caller keeps the neutral
//! wording.

use super::*;

/// The predicate of `item`, when the clues give one: (`smokes`, `Prince`).
fn predicate(puzzle: &Puzzle, item: ItemId) -> Option<&(String, String)> {
    puzzle
        .phrasing()
        .description(item)
        .and_then(|d| d.predicate.as_ref())
}

/// Whether `item` is someone's proper name ("Shari", "Arnold"): an item of the puzzle's people,
/// the first category whose items are all capitalised names (not places, amounts or things
/// the clues describe), unless a nationality comes before it (then "Kools" is a brand).
fn proper(puzzle: &Puzzle, item: ItemId) -> bool {
    people(puzzle) == Some(item.category)
        && puzzle.phrasing().description(item).is_none()
        // "Kools are smoked": things, as the puzzle's own wording says.
        && !plural(puzzle, item)
}

/// The category of the puzzle's people, named by proper names, if it has one: of the
/// categories whose items are all capitalised, the first whose name says it is of people
/// (`names`, `owners`, `suspects`), else the first; none where nationalities come first.
fn people(puzzle: &Puzzle) -> Option<usize> {
    let capitalised = |c: &crate::model::Category| {
        c.order.is_none()
            && c.items
                .iter()
                .all(|i| i.chars().next().is_some_and(char::is_uppercase))
    };
    const PEOPLE: [&str; 24] = [
        "name",
        "people",
        "person",
        "owner",
        "customer",
        "friend",
        "student",
        "suspect",
        "runner",
        "player",
        "child",
        "guest",
        "employee",
        "worker",
        "patient",
        "client",
        "contestant",
        "member",
        "climber",
        "pilot",
        "driver",
        "artist",
        "painter",
        "winner",
    ];
    let categories = puzzle.categories();
    // `owners` says more than `names` (a boat has a name too).
    let named_by = |words: &[&str]| {
        categories.iter().position(|c| {
            let name = c.name.to_lowercase();
            capitalised(c) && words.iter().any(|p| name.contains(p))
        })
    };
    // `names` before an agent noun: `presidents` are people too, but the ones the puzzle is
    // about are its `names`.
    let named = named_by(&PEOPLE[1..])
        .or_else(|| named_by(&PEOPLE[..1]))
        .or_else(|| {
            categories
                .iter()
                .position(|c| capitalised(c) && agents(&c.name))
        });
    let first = categories
        .iter()
        .position(|c| capitalised(c) || nationalities_named(&c.name))?;
    // Without a name that says so, only a first category counts: a later one of capitals may
    // be brands or places (`shoes: Bata, Adidas` after the pupils).
    let chosen = named.or((first == 0).then_some(0))?;
    let nationality_first = categories[..=first.min(chosen)]
        .iter()
        .any(|c| nationalities_named(&c.name));
    (!nationality_first && categories[chosen].name.chars().count() > 1).then_some(chosen)
}

/// Whether a category's name is of people who do something: `managers`, `directors`,
/// `gardeners`, `artists`, `residents` (not `colors`, `letters`, `flowers`).
fn agents(name: &str) -> bool {
    const THINGS: [&str; 24] = [
        "color",
        "colour",
        "letter",
        "number",
        "flower",
        "paper",
        "poster",
        "computer",
        "center",
        "centre",
        "river",
        "water",
        "hour",
        "floor",
        "tower",
        "order",
        "theater",
        "theatre",
        "monster",
        "character",
        "chapter",
        "sticker",
        "marker",
        "corner",
    ];
    let name = name.to_lowercase();
    let word = name.rsplit(' ').next().unwrap_or(&name);
    let singular = word.strip_suffix('s').unwrap_or(word);
    !THINGS.contains(&singular)
        && ["er", "or", "ist", "ant", "ent"]
            .iter()
            .any(|end| singular.len() > 4 && singular.ends_with(end))
}

/// Whether a category's name says it is of nationalities.
fn nationalities_named(name: &str) -> bool {
    name.to_lowercase().contains("nationalit")
}

/// A value (`value`: the object's values as said, joined by "and" or "or") said of one subject
/// without a learned verb, by the value's category: "the idli costs
/// $10", "Kate paid $9.50", "Amelia's year is not 1974", "the age of the rotosaurus is 75 million
/// years", "September's sales are not 1.5 million". `None` (the caller says "X is V") for a
/// rank ("Ana is 2nd"), a subject that is itself a value or place, or a one-letter category.
pub(super) fn value(
    puzzle: &Puzzle,
    (subject, subject_text): (ItemId, &str),
    (object, value): (ItemId, &str),
    together: bool,
) -> Option<String> {
    let category = puzzle.category_name(object.category);
    let ordered = |i: ItemId| puzzle.categories()[i.category].order.is_some();
    if category.chars().count() == 1
        || place::amount_like(puzzle, subject)
        || ordered(subject)
        || ordinal(puzzle.item_name(object))
    {
        return None;
    }
    let lower = category.to_lowercase();
    if super::place::priced(puzzle, object.category) {
        // "The cookies do not cost $2": a thing named in the plural takes a plural verb.
        let many = super::plural(puzzle, subject);
        // Someone named by what they have ("the scones baker") pays as a person does.
        let someone = person(puzzle, subject)
            || puzzle
                .phrasing()
                .description(subject)
                .is_some_and(|d| d.phrase == subject_text)
                && after_name(puzzle, subject).is_some_and(|after| agents(&after));
        let verb = match (someone, together, many) {
            (true, true, _) => "paid",
            (true, false, _) => "did not pay",
            (false, true, false) => "costs",
            (false, false, false) => "does not cost",
            (false, true, true) => "cost",
            (false, false, true) => "do not cost",
        };
        return Some(format!("{subject_text} {verb} {value}"));
    }
    // A noun said in the plural for one item's value: "its sales are 1.5 million".
    let counted = [
        "sales", "earnings", "winnings", "savings", "profits", "votes", "points", "wages",
    ]
    .iter()
    .any(|w| lower == *w || lower.ends_with(&format!(" {w}")));
    let noun = noun(puzzle, object.category, counted);
    // A count in its own unit: "Gilda Gray has 10000 votes", not "Gilda Gray's votes are
    // 10000 votes".
    let (singular, plural) = english::noun_forms(&noun);
    let last = value.rsplit(' ').next().unwrap_or("").to_lowercase();
    if last == singular.to_lowercase() || last == plural.to_lowercase() {
        let verb = if together { "has" } else { "does not have" };
        return Some(format!("{subject_text} {verb} {value}"));
    }
    let whose = match subject_text.split_once(' ') {
        // "the height of Nolan's Pine", not "Nolan's Pine's height".
        _ if subject_text.contains("'s ") => format!("the {noun} of {subject_text}"),
        Some((article @ ("the" | "The" | "a" | "A" | "an" | "An"), rest)) => {
            format!("the {noun} of {} {rest}", article.to_lowercase())
        }
        _ => format!("{subject_text}'s {noun}"),
    };
    let verb = match (together, counted) {
        (true, false) => "is",
        (true, true) => "are",
        (false, false) => "is not",
        (false, true) => "are not",
    };
    Some(format!("{whose} {verb} {value}"))
}

/// Whether an item's name is a place in a ranking: `1st`, `2nd`, `third`.
fn ordinal(name: &str) -> bool {
    let lower = name.to_lowercase();
    let digits = lower.trim_start_matches(|c: char| c.is_ascii_digit());
    (digits.len() < lower.len() && matches!(digits, "st" | "nd" | "rd" | "th"))
        || [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth",
        ]
        .contains(&lower.as_str())
}

/// Whether `item` is a person who can own the other side's items: a proper name, a
/// nationality ("the Icelander"), or someone the clues describe ("the volleyball fan").
fn person(puzzle: &Puzzle, item: ItemId) -> bool {
    proper(puzzle, item)
        || (nationalities(puzzle, item.category) && puzzle.category_name(item.category).len() > 1)
        || someone(puzzle, item).is_some()
}

/// The phrase naming the one who has `item` (`the man with the fox`), when the clues give one.
fn someone(puzzle: &Puzzle, item: ItemId) -> Option<&str> {
    puzzle
        .phrasing()
        .description(item)
        .and_then(|d| d.someone.as_deref())
}

/// The clues' phrase for whoever has `item` ("the coworker who got the falafel wrap"), if any.
pub(super) fn someone_phrase(puzzle: &Puzzle, item: ItemId) -> Option<String> {
    someone(puzzle, item).map(str::to_string)
}

/// A person, named: by the clues' phrase for whoever has the item ("the man with the fox"), or
/// as [`item`] says it ("Shari", "the Dane").
pub(super) fn who(puzzle: &Puzzle, person: ItemId) -> String {
    match someone(puzzle, person) {
        Some(phrase) => phrase.to_string(),
        None => item(puzzle, person),
    }
}

/// Of two people, the one who owns the other's item: the one of the earlier category (a
/// puzzle lists its people first: "Xesobe's painting is Hoxley Hills", not "Hoxley Hills's
/// name is Xesobe"), the one without a description before one with.
fn owner_first(puzzle: &Puzzle, a: ItemId, b: ItemId) -> bool {
    match (person(puzzle, a), person(puzzle, b)) {
        (true, false) => true,
        (false, true) => false,
        _ => match (proper(puzzle, a), proper(puzzle, b)) {
            (true, false) => true,
            (false, true) => false,
            _ => a.category <= b.category,
        },
    }
}

/// The words after an item's name in the phrase the clues name it by, if any: "house" in "the
/// red house" (red is said bare: "the Brit's colour is red"), "baker" in "the scones baker".
fn after_name(puzzle: &Puzzle, item_id: ItemId) -> Option<String> {
    let name = puzzle.item_name(item_id).to_lowercase();
    let phrase = puzzle
        .phrasing()
        .description(item_id)?
        .phrase
        .to_lowercase();
    let at = phrase.find(&name)?;
    let after = phrase[at + name.len()..].trim();
    after
        .chars()
        .any(char::is_alphabetic)
        .then(|| after.to_string())
}

/// An item owned, said after "is": its bare name where the clues use it to describe a thing
/// ("the Victorian house" → "Victorian"), else as [`item`] says it ("shaped like a sports car"
/// → "the sports car").
fn owned(puzzle: &Puzzle, item_id: ItemId) -> String {
    let after = after_name(puzzle, item_id);
    // The one who has it ("the scones baker") names a thing, said with "the": "Kemal's treat is
    // not the scones".
    if after.as_deref().is_some_and(agents) && !uncounted(puzzle, item_id.category) {
        return format!("the {}", puzzle.item_name(item_id));
    }
    let bare = after.is_some() || uncounted(puzzle, item_id.category);
    match bare {
        true => puzzle.item_name(item_id).to_string(),
        false => item(puzzle, item_id),
    }
}

/// Whether a category's items are said without "the" after "is": colours, drinks, sports,
/// languages ("the Brit's colour is red", "the Dane's drink is tea"), unlike things ("Sgt
/// Gunmetal's weapon is the dumbbell").
fn uncounted(puzzle: &Puzzle, category: usize) -> bool {
    const KINDS: [&str; 16] = [
        "colo",
        "drink",
        "beverage",
        "sport",
        "hobb",
        "language",
        "music",
        "genre",
        "flavo",
        "cuisine",
        "subject",
        "job",
        "occupation",
        "profession",
        "hair",
        "eye",
    ];
    let name = puzzle.category_name(category).to_lowercase();
    KINDS.iter().any(|k| name.contains(k))
}

/// A person's item of `category`, as a subject: "Shari's state", "the state of the person who
/// plays volleyball".
fn whose(puzzle: &Puzzle, owner: ItemId, category: usize) -> String {
    let noun = noun(puzzle, category, false);
    match someone(puzzle, owner) {
        Some(phrase) => format!("the {noun} of {phrase}"),
        None => format!("{}'s {noun}", item(puzzle, owner)),
    }
}

/// Predicates said together, for one subject: ✓ "smokes Prince, has black hair and is the
/// doctor"; ✗ "does not smoke Prince or Blends and does not have black hair" (the objects with
/// the same verb said once). `None` when a negative cannot be made.
fn predicates(said: &[&(String, String)], together: bool) -> Option<String> {
    if together {
        let parts: Vec<String> = said.iter().map(|(l, r)| format!("{l} {r}")).collect();
        return Some(join(&parts, "and"));
    }
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for (lead, rest) in said {
        match groups.iter_mut().find(|(l, _)| l == lead) {
            Some((_, rests)) => rests.push(rest),
            None => groups.push((lead, vec![rest])),
        }
    }
    let parts: Option<Vec<String>> = groups
        .iter()
        .map(|(lead, rests)| Some(format!("{} {}", negate(lead)?, join(rests, "or"))))
        .collect();
    Some(join(&parts?, "and"))
}

/// [`super::clause`] without a `say` wording: `None` where one applies, a side is a place or
/// an amount, or some object has no person on either side.
pub(super) fn clause(
    puzzle: &Puzzle,
    subjects: &[ItemId],
    objects: &[ItemId],
    together: bool,
) -> Option<String> {
    let all_plain = subjects
        .iter()
        .all(|&s| objects.iter().all(|&o| neutral(puzzle, s, o)));
    if !all_plain || objects.is_empty() {
        return None;
    }
    match subjects {
        [subject] => one_subject(puzzle, *subject, objects, together),
        _ if !together => several_subjects(puzzle, subjects, objects),
        _ => None,
    }
}

/// One subject: its predicates of the objects the clues describe, then each other object as
/// the subject's or the subject as the object's.
fn one_subject(
    puzzle: &Puzzle,
    subject: ItemId,
    objects: &[ItemId],
    together: bool,
) -> Option<String> {
    let (is, conjunction) = if together {
        ("is", "and")
    } else {
        ("is not", "or")
    };
    let mut described = Vec::new();
    // The subject's items by category ("Shari's state is not Georgia or Utah"), and the
    // objects owning the subject ("the march is Penny's month").
    let mut theirs: Vec<(usize, Vec<String>)> = Vec::new();
    let mut owners: Vec<ItemId> = Vec::new();
    for &o in objects {
        if person(puzzle, subject) && owner_first(puzzle, subject, o) {
            match predicate(puzzle, o) {
                Some(said) => described.push(said),
                None => match theirs.iter_mut().find(|(c, _)| *c == o.category) {
                    Some((_, names)) => names.push(owned(puzzle, o)),
                    None => theirs.push((o.category, vec![owned(puzzle, o)])),
                },
            }
        } else if person(puzzle, o) {
            owners.push(o);
        } else {
            return None;
        }
    }
    let mut parts = Vec::new();
    if !described.is_empty() {
        parts.push(format!(
            "{} {}",
            who(puzzle, subject),
            predicates(&described, together)?
        ));
    }
    // The subject named once: "Sgt Gunmetal's weapon is the dumbbell and their motive is the
    // envy".
    for (category, names) in &theirs {
        let whose = match parts.is_empty() {
            true => whose(puzzle, subject, *category),
            false => format!("their {}", noun(puzzle, *category, false)),
        };
        parts.push(format!("{whose} {is} {}", join(names, conjunction)));
    }
    if !owners.is_empty() {
        parts.push(owned_by(puzzle, subject, &owners, together)?);
    }
    Some(join(&parts, "and"))
}

/// The subject said of its owners: "Arnold is the dog owner", "neither Arnold nor Peter is
/// the dog owner" (the subject's predicate), "the march is Penny's month", "the burrito is not
/// Oliver's or Ramon's lunch".
fn owned_by(puzzle: &Puzzle, subject: ItemId, owners: &[ItemId], together: bool) -> Option<String> {
    let names: Vec<String> = owners.iter().map(|&o| who(puzzle, o)).collect();
    if let Some(said) = predicate(puzzle, subject) {
        return match (together, &names[..]) {
            (true, _) => {
                let each: Vec<String> = names
                    .iter()
                    .map(|n| format!("{n} {} {}", said.0, said.1))
                    .collect();
                Some(join(&each, "and"))
            }
            (false, [one]) => Some(format!("{one} {}", predicates(&[said], false)?)),
            (false, _) => Some(format!(
                "{} {} {}",
                english::neither(&names),
                said.0,
                said.1
            )),
        };
    }
    // Owners the clues describe: "the house style of the blonde-haired person is colonial".
    let (is, conjunction) = if together {
        ("is", "and")
    } else {
        ("is not", "or")
    };
    if owners.iter().any(|&o| predicate(puzzle, o).is_some()) {
        let each: Vec<String> = owners
            .iter()
            .map(|&o| {
                format!(
                    "{} {is} {}",
                    whose(puzzle, o, subject.category),
                    owned(puzzle, subject)
                )
            })
            .collect();
        return Some(join(&each, "and"));
    }
    let noun = noun(puzzle, subject.category, false);
    let possessives: Vec<String> = names.iter().map(|n| format!("{n}'s")).collect();
    Some(format!(
        "{} {is} {} {noun}",
        owned(puzzle, subject),
        join(&possessives, conjunction)
    ))
}

/// The predicates of `items` said with one verb, when the clues give each one with the same
/// verb: "smokes Prince or Blends".
fn one_verb(puzzle: &Puzzle, items: &[ItemId]) -> Option<String> {
    let said: Vec<&(String, String)> = items
        .iter()
        .map(|&i| predicate(puzzle, i))
        .collect::<Option<_>>()?;
    let lead = &said.first()?.0;
    if !said.iter().all(|(l, _)| l == lead) {
        return None;
    }
    let rests: Vec<&str> = said.iter().map(|(_, r)| r.as_str()).collect();
    Some(format!("{lead} {}", join(&rests, "or")))
}

/// Several subjects, none with any object: "neither Jenadije's nor Xesobe's painting is Girl
/// at Sea or Lost in Time", "neither Peter nor Alice smokes Prince or Blends".
fn several_subjects(puzzle: &Puzzle, subjects: &[ItemId], objects: &[ItemId]) -> Option<String> {
    let names: Vec<String> = subjects.iter().map(|&s| who(puzzle, s)).collect();
    if subjects.iter().all(|&s| person(puzzle, s))
        && let Some(said) = one_verb(puzzle, objects)
    {
        return Some(format!("{} {said}", english::neither(&names)));
    }
    let category = objects[0].category;
    let same = |list: &[ItemId]| list.iter().all(|i| i.category == list[0].category);
    let owners = subjects
        .iter()
        .all(|&s| proper(puzzle, s) && objects.iter().all(|&o| owner_first(puzzle, s, o)));
    if owners && same(objects) {
        let possessives: Vec<String> = names.iter().map(|n| format!("{n}'s")).collect();
        let owned: Vec<String> = objects.iter().map(|&o| owned(puzzle, o)).collect();
        return Some(format!(
            "{} {} is {}",
            english::neither(&possessives),
            noun(puzzle, category, false),
            join(&owned, "or")
        ));
    }
    // One person owning none of the subjects: "the peak of the Utah native is not Mt. Ferris
    // or Juniper Dome".
    if let [object] = objects
        && person(puzzle, *object)
        && same(subjects)
        && subjects.iter().all(|&s| owner_first(puzzle, *object, s))
    {
        let owned: Vec<String> = subjects.iter().map(|&s| owned(puzzle, s)).collect();
        return Some(format!(
            "{} is not {}",
            whose(puzzle, *object, subjects[0].category),
            join(&owned, "or")
        ));
    }
    // Every pair is ruled out, so the objects may lead: "neither Bianca nor Ezra is the Cherry
    // smoothie lover or the Dragonfruit smoothie lover".
    if objects.len() > 1
        && same(objects)
        && objects.iter().all(|&o| person(puzzle, o))
        && let Some(said) = one_verb(puzzle, subjects)
    {
        let names: Vec<String> = objects.iter().map(|&o| who(puzzle, o)).collect();
        return Some(format!("{} {said}", english::neither(&names)));
    }
    None
}

/// [`super::one_of`] for options the clues describe with one verb: "Peter smokes Prince or
/// Blends", or for a person's items of one category: "Shari's state is Illinois or South
/// Dakota" ("can only be", where `only`).
pub(super) fn one_of(
    puzzle: &Puzzle,
    subject: ItemId,
    options: &[ItemId],
    only: bool,
) -> Option<String> {
    if !options.iter().all(|&o| neutral(puzzle, subject, o)) {
        return None;
    }
    // A thing of one of several people: "the cello is Fern's or Ivo's instrument".
    if !person(puzzle, subject) {
        let owners = options
            .iter()
            .all(|&o| proper(puzzle, o) && owner_first(puzzle, o, subject));
        if !owners {
            return None;
        }
        let possessives: Vec<String> = options
            .iter()
            .map(|&o| format!("{}'s", who(puzzle, o)))
            .collect();
        let is = if only { "can only be" } else { "is" };
        return Some(format!(
            "{} {is} {} {}",
            owned(puzzle, subject),
            join(&possessives, "or"),
            noun(puzzle, subject.category, false)
        ));
    }
    if !options.iter().all(|&o| owner_first(puzzle, subject, o)) {
        return None;
    }
    if let Some(said) = one_verb(puzzle, options) {
        return Some(format!("{} {said}", who(puzzle, subject)));
    }
    // Described each with its own verb: no one clause says them.
    if options.iter().all(|&o| predicate(puzzle, o).is_some()) {
        return None;
    }
    let names: Vec<String> = options.iter().map(|&o| owned(puzzle, o)).collect();
    let is = if only { "can only be" } else { "is" };
    Some(format!(
        "{} {is} {}",
        whose(puzzle, subject, options[0].category),
        join(&names, "or")
    ))
}
