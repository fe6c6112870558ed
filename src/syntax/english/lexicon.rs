//! The words the English reader knows: the relation words that carry a clue's meaning
//! (negations, `either` / `neither`, comparatives with their direction, the words of places in a
//! row), units and their other spellings, and the filler words a sentence may hold around its
//! names. A word of meaning that no sentence form uses is an error, never skipped.

/// Which way a comparative points: to the larger value or the smaller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// `more`, `after`, `older`, `taller`, …
    Up,
    /// `less`, `before`, `younger`, `shorter`, …
    Down,
    /// `ahead` / `behind`: later in a race's places, but more of a quantity (votes). `true` for
    /// `ahead`.
    Ahead(bool),
}

/// A comparative word, its direction, and words that name the ordered category it is likely
/// about (matched against category names and item units).
pub fn comparative(key: &str) -> Option<(Direction, &'static [&'static str])> {
    use Direction::{Ahead, Down, Up};
    const TIME: &[&str] = &[
        "time", "times", "year", "date", "day", "month", "hour", "minute", "order", "place",
        "position", "week", "born", "started", "start",
    ];
    const AGE: &[&str] = &["age", "year", "old"];
    const HEIGHT: &[&str] = &[
        "height", "tall", "ft", "feet", "meter", "inch", "length", "long",
    ];
    const LENGTH: &[&str] = &[
        "length", "long", "ft", "feet", "meter", "duration", "minute", "hour", "day", "week",
        "time", "height",
    ];
    const PRICE: &[&str] = &["price", "cost", "$", "fee", "dollar", "rent", "value"];
    const WEIGHT: &[&str] = &["weight", "lb", "pound", "kg", "gram", "ton", "ounce"];
    const DISTANCE: &[&str] = &[
        "distance", "mile", "km", "light", "far", "away", "ft", "feet",
    ];
    const SIZE: &[&str] = &["size", "sq", "square", "area", "gb", "capacity", "footage"];
    const NONE: &[&str] = &[];
    Some(match key {
        "before" | "earlier" | "sooner" | "prior" => (Down, TIME),
        "after" | "later" => (Up, TIME),
        "older" => (Up, AGE),
        "younger" => (Down, AGE),
        "taller" => (Up, HEIGHT),
        "shorter" => (Down, HEIGHT),
        "longer" => (Up, LENGTH),
        "cheaper" | "less expensive" => (Down, PRICE),
        "pricier" | "costlier" | "more expensive" => (Up, PRICE),
        "heavier" => (Up, WEIGHT),
        "lighter" => (Down, WEIGHT),
        "farther" | "further" => (Up, DISTANCE),
        "closer" | "nearer" => (Down, DISTANCE),
        "larger" | "bigger" | "wider" | "deeper" => (Up, SIZE),
        "smaller" | "narrower" | "shallower" => (Down, SIZE),
        "more" | "greater" | "higher" => (Up, NONE),
        "less" | "fewer" | "lower" => (Down, NONE),
        "ahead" => (Ahead(true), NONE),
        "behind" => (Ahead(false), NONE),
        "newer" => (Up, TIME),
        "predates" | "predated" | "precedes" | "preceded" => (Down, TIME),
        "postdates" | "postdated" | "follows" | "followed" => (Up, TIME),
        _ => return None,
    })
}

/// Words naming the category a verb compares on (`costs less`: prices; `weighs more`:
/// weights).
pub fn verb_hints(key: &str) -> Option<&'static [&'static str]> {
    Some(match key {
        "cost" | "costs" | "paid" | "pay" | "pays" | "priced" | "charged" | "sold" | "sells"
        | "spent" => &["price", "cost", "$", "fee", "dollar", "rent"],
        "weighs" | "weighed" | "weigh" => &["weight", "lb", "pound", "kg"],
        "aged" => &["age", "year"],
        _ => return None,
    })
}

/// A word that says "not": `not`, `never`, `didn't`, `isn't`, `cannot`, ….
pub fn is_negation(key: &str) -> bool {
    matches!(key, "not" | "never" | "cannot" | "no" | "nobody") || key.ends_with("n't")
}

/// How a word that sets two people apart ([`apart`]) must be used to do so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Apart {
    /// A relation noun, anywhere: `Ann's sister`, `the neighbour of`, `played against`.
    Noun,
    /// Followed by `with` or `to`: `had dinner with`, `spoke to` (`spoke for 5 minutes` is not).
    With,
    /// Followed by a name, or by `with` or `to`: `met the smith`, `married Ann`.
    Object,
}

/// Words that set two people apart: whoever had dinner with, met, married or is the sister of
/// someone is a different person (`The man murdered in the basement had dinner with the
/// corporal`). Read as filler they would join the two names into one row.
pub fn apart(key: &str) -> Option<Apart> {
    Some(match key {
        "friend" | "friends" | "sibling" | "siblings" | "brother" | "sister" | "cousin"
        | "roommate" | "colleague" | "rival" | "opponent" | "met" | "meet" | "meets"
        | "neighbor" | "neighbors" | "neighbour" | "neighbours" | "against" | "versus" => {
            Apart::Noun
        }
        "dinner" | "lunch" | "breakfast" | "supper" | "dined" | "spoke" | "talked" | "chatted"
        | "argued" | "fought" | "danced" | "beaten" => Apart::With,
        "sued" | "beat" | "beats" | "defeated" | "defeats" | "visited" | "visits" | "phoned"
        | "emailed" | "texted" | "hired" | "interviewed" | "befriended" | "invited" | "greeted"
        | "accompanied" => Apart::Object,
        _ => return None,
    })
}

/// Family and work words: after a name's possessive (`the baker's daughter`) they name
/// another person; elsewhere (`the person whose mother is named Aniya`, `the child of Kailyn`)
/// they are how house puzzles name an attribute.
pub fn is_kin(key: &str) -> bool {
    matches!(
        key,
        "daughter"
            | "son"
            | "mother"
            | "father"
            | "parent"
            | "child"
            | "aunt"
            | "uncle"
            | "niece"
            | "nephew"
            | "grandson"
            | "granddaughter"
            | "grandmother"
            | "grandfather"
            | "boss"
            | "assistant"
            | "man"
            | "woman"
    )
}

/// Words that change what a sentence asserts in ways the sentence forms do not read: a
/// condition (`if`, `unless`), a doubt (`could`, `probably`, `claims`), an exception (`except`,
/// `unlike`), a quantity (`none`, `everyone`, `at least`, `over`), a relation between people
/// that may or may not make them one row (`married`, `sold … to`, `works for`), or a pronoun
/// that points back across a clause. Read as filler they would make a silent wrong reading, so
/// a sentence holding one is refused; the reason is named in the error.
pub fn refused(key: &str) -> Option<&'static str> {
    Some(match key {
        "if" | "unless" | "provided" | "providing" | "whether" | "otherwise" | "else" => {
            "a condition"
        }
        "could" | "might" | "would" | "should" | "probably" | "possibly" | "perhaps" | "maybe"
        | "likely" | "unlikely" | "claims" | "claimed" | "claim" | "thinks" | "thought"
        | "believes" | "believed" | "supposedly" | "allegedly" | "apparently" | "seems"
        | "seemed" | "rumored" | "rumoured" | "guessed" => "a doubt or someone's claim",
        "except" | "unlike" | "besides" | "instead" | "rather" => "an exception",
        "none" | "everyone" | "everybody" | "anyone" | "anybody" | "all" | "least" | "most"
        | "over" | "under" | "above" | "below" | "exceeding" | "respectively" => {
            "a quantity or a bound"
        }
        "married" | "marry" | "marries" | "wife" | "husband" | "spouse" | "engaged" | "dating"
        | "dated" | "partner" | "twice" | "triple" | "double" | "accused" | "blamed" | "hated"
        | "hates" | "framed" => "a relation that sleuth cannot place",
        "she" | "he" | "they" | "him" | "them" | "herself" | "himself" => "a pronoun pointing back",
        _ => return None,
    })
}

/// Words that may stand before a comparative without changing it (`sometime after`, `somewhat
/// taller`, `exactly 2 years older`).
pub fn is_hedge(key: &str) -> bool {
    matches!(
        key,
        "somewhat"
            | "sometime"
            | "some"
            | "just"
            | "exactly"
            | "precisely"
            | "a"
            | "bit"
            | "little"
    )
}

/// Every spelling of a unit, by the name the reader gives it. An item `8500 ft` is the same as
/// `8500 feet` in a sentence; `21 years` the same as `21-year-old`.
const UNITS: &[(&str, &[&str])] = &[
    ("ft", &["ft", "feet", "foot"]),
    ("in", &["inches", "inch"]),
    (
        "year",
        &["years", "year", "yr", "yrs", "year-old", "years-old"],
    ),
    ("month", &["months", "month"]),
    ("week", &["weeks", "week"]),
    ("day", &["days", "day"]),
    ("hour", &["hours", "hour", "hr", "hrs", "h"]),
    ("minute", &["minutes", "minute", "min", "mins"]),
    ("meter", &["meters", "meter", "metres", "metre", "m"]),
    ("mile", &["miles", "mile", "mi"]),
    ("dollar", &["dollars", "dollar", "$", "bucks"]),
    ("cent", &["cents", "cent", "¢"]),
    ("pound", &["pounds", "pound", "lb", "lbs"]),
    (
        "kg",
        &["kilograms", "kilogram", "kg", "kgs", "kilos", "kilo"],
    ),
    ("square", &["square", "sq"]),
    ("person", &["people", "person", "persons"]),
    ("vote", &["votes", "vote"]),
    ("win", &["wins", "win"]),
    ("loss", &["losses", "loss"]),
    (
        "place",
        &[
            "places",
            "place",
            "spots",
            "spot",
            "positions",
            "position",
            "steps",
            "step",
        ],
    ),
    ("game", &["games", "game"]),
    ("point", &["points", "point"]),
    ("percent", &["%", "percent", "per cent"]),
    ("number", &["#", "no", "number", "num"]),
];

/// The unit a word spells, if it is one of the known ones (`feet` → `ft`).
pub fn unit(key: &str) -> Option<&'static str> {
    UNITS
        .iter()
        .find(|(_, spellings)| spellings.contains(&key))
        .map(|(name, _)| *name)
}

/// Whether two words are the same word for matching an item: equal, or two spellings of one
/// unit (`ft` / `feet`), or a plural and its singular (`day` / `days`).
pub fn same_word(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    if let (Some(x), Some(y)) = (unit(a), unit(b)) {
        return x == y;
    }
    singular(a).iter().any(|s| s == b) || singular(b).iter().any(|s| s == a)
}

/// The singulars a plural word may have: `peonies` → `peony`, `boxes` → `box`, `cats` → `cat`
/// (never `in` of `Ines`: a stem of `-es` has three letters or more).
pub fn singular(word: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(stem) = word.strip_suffix("ies") {
        out.push(format!("{stem}y"));
    }
    // A stem of one or two letters is a word of its own (`in` of `Ines`, `a` of `as`).
    if let Some(stem) = word.strip_suffix("es")
        && stem.len() >= 3
    {
        out.push(stem.to_string());
    }
    if let Some(stem) = word.strip_suffix('s')
        && !stem.ends_with('s')
        && stem.len() >= 2
    {
        out.push(stem.to_string());
    }
    out
}

/// Whether `word` names the person who does `item` (`golf` → `golfer`, `fencing` → `fencer`,
/// `cycling` → `cyclist`, `piano` → `pianist`, `swimming` → `swimmers`), or is the adjective of
/// a people (`Brit` → `British`, `Swede` → `Swedish`, `Dane` → `Danish`).
pub fn doer_of(item: &str, word: &str) -> bool {
    if item.len() < 3 || !item.chars().all(char::is_alphabetic) {
        return false;
    }
    let word = word.strip_suffix('s').unwrap_or(word);
    let mut stems = vec![item.to_string()];
    if let Some(stem) = item.strip_suffix("ing") {
        // `paints` for `painting`.
        if word == stem {
            return true;
        }
        stems.push(stem.to_string());
        stems.push(format!("{stem}e"));
    }
    if let Some(stem) = item.strip_suffix(['a', 'e', 'o']) {
        stems.push(stem.to_string());
    }
    stems.iter().filter(|s| s.len() >= 3).any(|stem| {
        ["er", "r", "ist", "or", "ish", "tish"]
            .iter()
            .any(|suffix| word.strip_prefix(stem.as_str()) == Some(suffix))
    })
}

/// How many minutes a unit of time is, for a difference of clock times (`2 hours later`).
pub fn minutes_in(unit: &str) -> Option<u32> {
    match unit {
        "hour" => Some(60),
        "minute" => Some(1),
        _ => None,
    }
}

/// Words that join names without meaning anything themselves, and may stand anywhere in a
/// sentence: articles, pronouns, `who`, `that`, common verbs of being and having. Any other
/// word that is not a name, a number or a word of meaning is also allowed, inside a name's
/// phrase ("the person who *smokes* Blue Master"); these are listed so that a capitalised one
/// opening a sentence is not taken for an unknown name.
pub fn is_filler(key: &str) -> bool {
    matches!(
        key,
        "the"
            | "a"
            | "an"
            | "this"
            | "that"
            | "who"
            | "whom"
            | "whose"
            | "which"
            | "one"
            | "ones"
            | "person"
            | "people"
            | "is"
            | "was"
            | "are"
            | "were"
            | "be"
            | "been"
            | "has"
            | "had"
            | "have"
            | "did"
            | "does"
            | "do"
            | "will"
            | "in"
            | "at"
            | "on"
            | "of"
            | "for"
            | "by"
            | "with"
            | "from"
            | "to"
            | "and"
            | "he"
            | "she"
            | "they"
            | "his"
            | "her"
            | "their"
            | "its"
            | "it"
            | "both"
            | "each"
            | "also"
            | "there"
            | "someone"
            | "somebody"
            | "whoever"
            | "as"
            | "house"
            | "lives"
            | "live"
            | "owner"
            | "so"
            | "then"
            | "while"
            | "whereas"
            | "but"
            | "however"
            | "clue"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_match_across_spellings() {
        assert!(same_word("ft", "feet"));
        assert!(same_word("year-old", "years"));
        assert!(same_word("day", "days"));
        assert!(!same_word("ft", "years"));
        assert!(!same_word("cat", "dog"));
        assert!(same_word("peonies", "peony") && same_word("boxes", "box"));
        assert!(doer_of("golf", "golfer") && doer_of("fencing", "fencer"));
        assert!(doer_of("cycling", "cyclist") && doer_of("piano", "pianist"));
        assert!(doer_of("rowing", "rowers") && !doer_of("golf", "gold"));
        assert!(doer_of("brit", "british") && doer_of("swede", "swedish"));
        assert!(doer_of("dane", "danish") && doer_of("scot", "scottish"));
    }

    #[test]
    fn comparatives_point_the_right_way() {
        assert_eq!(comparative("younger").map(|c| c.0), Some(Direction::Down));
        assert_eq!(comparative("after").map(|c| c.0), Some(Direction::Up));
        assert!(comparative("cat").is_none());
        assert!(is_negation("didn't") && is_negation("not") && !is_negation("note"));
    }
}
