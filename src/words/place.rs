//! Places and values of ordered categories in words: "house 3" for a bare number, the word
//! before a place ("in house 3", "on floor 2", "at 9am", "on October 7"), and facts at a place
//! ("is in house 1", "can only be in house 1 or house 3", "the blue house is house 2").

use super::{english, item, noun};
use crate::model::{ItemId, Puzzle};

/// What one of an ordered category's items is, said alone: its noun ("no floor left", "no age
/// left"), or "place" where the category has a one-letter name (its noun, "a item", reads as no
/// word there).
pub fn place_noun(puzzle: &Puzzle, category: usize) -> String {
    match puzzle.category_name(category).chars().count() {
        1 => "place".to_string(),
        _ => noun(puzzle, category, false),
    }
}

/// An ordered category's item as a place is named: "house 3" for the bare `3` of a category of
/// houses, seats or rooms (so no fact reads "the fish is 3"); any other item by its name.
pub fn place_name(puzzle: &Puzzle, item: ItemId) -> String {
    let name = puzzle.item_name(item);
    let Some(category) = puzzle.categories().get(item.category) else {
        return name.to_string();
    };
    const PLACES: [&str; 12] = [
        "house", "position", "seat", "room", "floor", "spot", "place", "slot", "table", "row",
        "lane", "door",
    ];
    let noun = noun(puzzle, item.category, false).to_lowercase();
    let bare = category.order.is_some()
        && category
            .items
            .iter()
            .all(|i| !i.is_empty() && i.chars().all(|c| c.is_ascii_digit()));
    match bare && PLACES.contains(&noun.as_str()) {
        true => format!("{noun} {name}"),
        false => name.to_string(),
    }
}

/// How an item of an ordered category reads as a place: "in house 3", "at 9am", or `None`
/// when neither fits (amounts, ages, ranks).
/// Whether a category is of prices (its name says price or cost): things cost, people pay.
pub(super) fn priced(puzzle: &Puzzle, category: usize) -> bool {
    let name = puzzle.category_name(category).to_lowercase();
    name.contains("price") || name.contains("cost")
}

pub(super) fn place_preposition(puzzle: &Puzzle, item: ItemId) -> Option<&'static str> {
    let category = puzzle.categories().get(item.category)?;
    category.order.as_ref()?;
    let name = place_name(puzzle, item).to_lowercase();
    let timeish = name.ends_with("am")
        || name.ends_with("pm")
        || name.contains(':')
        || name.contains("noon")
        || name.contains("midnight")
        || name.contains("o'clock");
    if timeish {
        return Some("at");
    }
    const DAYS: [&str; 7] = [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ];
    if DAYS.contains(&name.as_str()) {
        return Some("on");
    }
    if english::is_month(&name) {
        return Some("in");
    }
    // A date: "on October 7", "on 7 October".
    let month = name.split_whitespace().any(english::is_month);
    let day = name.split_whitespace().any(|w| {
        w.trim_end_matches(['s', 't', 'h', 'n', 'd', 'r'])
            .parse::<u32>()
            .is_ok()
    });
    if month && day {
        return Some("on");
    }
    // "house 3", "room 12", "floor 2": a word and a number.
    let mut words = name.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    let is_place = first.chars().all(char::is_alphabetic)
        && rest.len() == 1
        && rest[0].chars().all(|c| c.is_ascii_digit());
    // One is on a floor or a level, in a house or a room.
    let on = [
        "floor", "level", "deck", "storey", "story", "platform", "stage",
    ];
    match is_place {
        true if on.contains(&first) => Some("on"),
        true => Some("in"),
        false => None,
    }
}

/// The word before a place or value of an ordered category when something is there: "in
/// house 3", "on floor 2", "at 9am", "at $20" (`at` where no other fits).
pub fn preposition(puzzle: &Puzzle, place: ItemId) -> &'static str {
    match place_preposition(puzzle, place) {
        Some(prep) => prep,
        // "with the Ece Suss in 1984".
        None if calendar_unit(puzzle, place.category) == Some("year") => "in",
        None => "at",
    }
}

/// Whether an item's name is an amount: it starts with a digit or a currency sign (`$500`,
/// `1100 sq ft`).
pub(super) fn amount_like(puzzle: &Puzzle, item: ItemId) -> bool {
    puzzle
        .item_name(item)
        .starts_with(|c: char| c.is_ascii_digit() || matches!(c, '$' | '£' | '€' | '¥'))
}

/// Whether an ordered category's item is a person's name (people left to right in a photo:
/// "Lara, Madhavi, Sameera"): such a place reads "the idli goes with Lara", not "the idli is
/// Lara".
pub(super) fn person(puzzle: &Puzzle, place: ItemId) -> bool {
    let name = puzzle.item_name(place);
    name.chars().next().is_some_and(char::is_uppercase)
        && name.chars().all(|c| c.is_alphabetic() || c == ' ')
        && place_preposition(puzzle, place).is_none()
}

/// Whether each of the `count` items of `list` is itself the kind of place `place` is ("the
/// blue house" of "house 2"), so the fact reads "the blue house is house 2", not "is in house 2".
pub(super) fn is_itself_a_place(list: &str, count: usize, place: &str) -> bool {
    let noun = place.split_whitespace().next().unwrap_or("");
    let lower = list.to_lowercase();
    // "the person residing in a modern house" names someone in a house, who is *in* house 2.
    let someone_in_it = [
        " person ", " one ", " who ", " in a ", " in an ", " in the ",
    ]
    .iter()
    .any(|w| lower.contains(w));
    !noun.is_empty()
        && !someone_in_it
        && noun.chars().all(char::is_alphabetic)
        && lower.ends_with(&format!(" {noun}"))
        && lower.matches(&format!(" {noun}")).count() == count
}

/// "is in house 1", "are at 9am", "is not in house 1", "goes with $20", "does not go with 1st"
/// (`positive`: the verb without `not`; `plural`: for several subjects together).
pub(super) fn at_place(puzzle: &Puzzle, place: ItemId, positive: bool, plural: bool) -> String {
    let name = place_name(puzzle, place);
    if person(puzzle, place) {
        return match (positive, plural) {
            (true, false) => format!("goes with {name}"),
            (true, true) => format!("go with {name}"),
            (false, false) => format!("does not go with {name}"),
            (false, true) => format!("do not go with {name}"),
        };
    }
    match (place_preposition(puzzle, place), positive, plural) {
        (Some(prep), true, false) => format!("is {prep} {name}"),
        (Some(prep), true, true) => format!("are {prep} {name}"),
        (Some(prep), false, false) => format!("is not {prep} {name}"),
        (Some(prep), false, true) => format!("are not {prep} {name}"),
        (None, true, false) => format!("is {name}"),
        (None, true, true) => format!("are {name}"),
        (None, false, false) => format!("is not {name}"),
        (None, false, true) => format!("are not {name}"),
    }
}

/// An item and the places (items of one ordered category) left for it: "the fox can only be in
/// house 1 or house 3", "Dev can only be 21 or 23", "the idli can only go with Lara or Ben".
pub fn can_only(puzzle: &Puzzle, subject: ItemId, places: &[ItemId]) -> String {
    let names: Vec<String> = places.iter().map(|&p| place_name(puzzle, p)).collect();
    let first = places.first().copied();
    let linked = match first.and_then(|p| place_preposition(puzzle, p)) {
        _ if first.is_some_and(|p| person(puzzle, p)) => "go with".to_string(),
        Some(prep) => format!("be {prep}"),
        None => "be".to_string(),
    };
    format!(
        "{} can only {linked} {}",
        item(puzzle, subject),
        english::join_amounts(&names, "or")
    )
}

/// The unit of an ordered category of the calendar: "day" for dates (`June 4th`, `April 7`),
/// "year" for years (`1974`, or a category named years), so a difference reads "2 days after".
pub(super) fn calendar_unit(puzzle: &Puzzle, category: usize) -> Option<&'static str> {
    let c = puzzle.categories().get(category)?;
    let order = c.order.as_ref()?;
    let dated = |item: &String| {
        let lower = item.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        words.iter().any(|w| english::is_month(w))
            && words.iter().any(|w| {
                w.trim_end_matches(|ch: char| ch.is_alphabetic())
                    .parse::<u32>()
                    .is_ok()
            })
    };
    let yearly = |item: &String| {
        item.len() == 4
            && item
                .parse::<u32>()
                .is_ok_and(|y| (1000..=2999).contains(&y))
    };
    if c.items.iter().all(dated) && order.numeric {
        Some("day")
    } else if c.items.iter().all(yearly) || c.name.to_lowercase().starts_with("year") {
        Some("year")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::is_itself_a_place;

    /// A house is house 2; someone living in a house is *in* house 2.
    #[test]
    fn a_thing_is_its_place_but_someone_is_in_it() {
        assert!(is_itself_a_place("the ivory house", 1, "house 2"));
        assert!(!is_itself_a_place(
            "the person residing in a modern house",
            1,
            "house 2"
        ));
        assert!(!is_itself_a_place(
            "the person in a colonial-style house",
            1,
            "house 3"
        ));
        assert!(!is_itself_a_place("the fox", 1, "house 2"));
    }
}
