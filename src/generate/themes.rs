//! The names of `sleuth generate`'s themes: each theme's categories and items, and the `say`
//! lines that make its explanations read as a story ("whoever had the rope was seen at dawn",
//! "coffee is drunk in the green house") rather than the neutral "goes with".

use crate::generate::{Names, Scale};

/// How many item names each theme has per category.
pub const NAMES_PER_CATEGORY: usize = 8;

/// Where item names come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    /// `A1, A2, …` in categories `a, b, …`.
    Plain,
    /// A murder mystery: suspects, weapons, places, motives, times, disguises.
    Murdle,
    /// Einstein's puzzle: nationalities, colours, pets, drinks, cigarettes, jobs (and houses).
    Zebra,
}

/// How many unordered categories a theme has names for.
pub fn plain_categories(theme: Theme) -> usize {
    match theme {
        Theme::Plain => usize::MAX,
        Theme::Murdle => MURDLE.len(),
        Theme::Zebra => ZEBRA.len(),
    }
}

const MURDLE: &[(&str, [&str; NAMES_PER_CATEGORY])] = &[
    (
        "suspects",
        [
            "Miss Saffron",
            "Sgt Gunmetal",
            "Coach Raspberry",
            "Lady Violet",
            "Dr Crimson",
            "Brother Brownstone",
            "Chef Aubergine",
            "Admiral Navy",
        ],
    ),
    (
        "weapons",
        [
            "dumbbell",
            "pool cue",
            "poisoned tea",
            "candlestick",
            "rope",
            "letter opener",
            "garden shears",
            "antique vase",
        ],
    ),
    (
        "places",
        [
            "gym",
            "pool",
            "lobby",
            "library",
            "conservatory",
            "wine cellar",
            "rooftop",
            "ballroom",
        ],
    ),
    (
        "motives",
        [
            "revenge", "jealousy", "greed", "ambition", "fear", "love", "honour", "boredom",
        ],
    ),
    (
        "times",
        [
            "dawn",
            "breakfast",
            "noon",
            "teatime",
            "dusk",
            "supper",
            "midnight",
            "small hours",
        ],
    ),
    (
        "disguises",
        [
            "false beard",
            "top hat",
            "wig",
            "eye patch",
            "monocle",
            "veil",
            "clown nose",
            "sunglasses",
        ],
    ),
];

const ZEBRA: &[(&str, [&str; NAMES_PER_CATEGORY])] = &[
    (
        "nationalities",
        [
            "Englishman",
            "Spaniard",
            "Ukrainian",
            "Norwegian",
            "Japanese",
            "Italian",
            "Swede",
            "Dane",
        ],
    ),
    (
        "colours",
        [
            "red", "green", "ivory", "yellow", "blue", "white", "purple", "black",
        ],
    ),
    (
        "pets",
        [
            "dog", "snails", "fox", "horse", "zebra", "cat", "parrot", "goldfish",
        ],
    ),
    (
        "drinks",
        [
            "coffee",
            "tea",
            "milk",
            "orange juice",
            "water",
            "cocoa",
            "lemonade",
            "beer",
        ],
    ),
    (
        "cigarettes",
        [
            "Old Gold",
            "Kools",
            "Chesterfields",
            "Lucky Strike",
            "Parliaments",
            "Pall Mall",
            "Dunhill",
            "Blends",
        ],
    ),
    (
        "jobs",
        [
            "painter",
            "baker",
            "doctor",
            "sailor",
            "diplomat",
            "violinist",
            "engineer",
            "farmer",
        ],
    ),
];

/// How the themes' categories read: `(a, b, wording)` for `say a + b: wording` (see
/// docs/format.md). Pairs not listed keep the neutral wording.
const SAYINGS: &[(&str, &str, &str)] = &[
    ("suspects", "weapons", "{a} had the {b}"),
    ("suspects", "places", "{a} was in the {b}"),
    ("suspects", "motives", "{a} had {b} as a motive"),
    ("suspects", "times", "{a} was seen at {b}"),
    ("suspects", "disguises", "{a} wore the {b}"),
    ("suspects", "floors", "{a} was on {b}"),
    ("suspects", "fees", "{a} paid {b}"),
    ("weapons", "places", "the {a} was in the {b}"),
    ("nationalities", "colours", "the {a} lives in the {b} house"),
    ("nationalities", "pets", "the {a} owns the {b}"),
    ("nationalities", "drinks", "the {a} drinks {b}"),
    ("nationalities", "cigarettes", "the {a} smokes {b}"),
    ("nationalities", "jobs", "the {a} is the {b}"),
    ("nationalities", "houses", "the {a} lives in {b}"),
    ("nationalities", "rents", "the {a} pays {b}"),
    ("colours", "houses", "{b} is {a}"),
    ("pets", "houses", "the {a} is kept in {b}"),
    ("drinks", "houses", "{a} is drunk in {b}"),
    // The pairs without a suspect or a nationality, so that no fact falls back on "goes with".
    (
        "weapons",
        "motives",
        "whoever had the {a} had {b} as a motive / whoever had the {a} did not have {b} as a motive",
    ),
    (
        "weapons",
        "times",
        "whoever had the {a} was seen at {b} / whoever had the {a} was not seen at {b}",
    ),
    (
        "weapons",
        "disguises",
        "whoever had the {a} wore the {b} / whoever had the {a} did not wear the {b}",
    ),
    ("weapons", "floors", "the {a} was on {b}"),
    (
        "weapons",
        "fees",
        "whoever had the {a} paid {b} / whoever had the {a} did not pay {b}",
    ),
    (
        "places",
        "motives",
        "whoever was in the {a} had {b} as a motive / whoever was in the {a} did not have {b} as a motive",
    ),
    (
        "places",
        "times",
        "whoever was in the {a} was seen at {b} / whoever was in the {a} was not seen at {b}",
    ),
    (
        "places",
        "disguises",
        "whoever was in the {a} wore the {b} / whoever was in the {a} did not wear the {b}",
    ),
    ("places", "floors", "the {a} was on {b}"),
    (
        "places",
        "fees",
        "whoever was in the {a} paid {b} / whoever was in the {a} did not pay {b}",
    ),
    (
        "motives",
        "times",
        "whoever had {a} as a motive was seen at {b} / whoever had {a} as a motive was not seen at {b}",
    ),
    (
        "motives",
        "disguises",
        "whoever had {a} as a motive wore the {b} / whoever had {a} as a motive did not wear the {b}",
    ),
    (
        "motives",
        "floors",
        "whoever had {a} as a motive was on {b} / whoever had {a} as a motive was not on {b}",
    ),
    (
        "motives",
        "fees",
        "whoever had {a} as a motive paid {b} / whoever had {a} as a motive did not pay {b}",
    ),
    (
        "times",
        "disguises",
        "whoever was seen at {a} wore the {b} / whoever was seen at {a} did not wear the {b}",
    ),
    (
        "times",
        "floors",
        "whoever was seen at {a} was on {b} / whoever was seen at {a} was not on {b}",
    ),
    (
        "times",
        "fees",
        "whoever was seen at {a} paid {b} / whoever was seen at {a} did not pay {b}",
    ),
    (
        "disguises",
        "floors",
        "whoever wore the {a} was on {b} / whoever wore the {a} was not on {b}",
    ),
    (
        "disguises",
        "fees",
        "whoever wore the {a} paid {b} / whoever wore the {a} did not pay {b}",
    ),
    ("colours", "pets", "the {b} is kept in the {a} house"),
    ("colours", "drinks", "{b} is drunk in the {a} house"),
    (
        "colours",
        "cigarettes",
        "the {b} smoker lives in the {a} house",
    ),
    ("colours", "jobs", "the {b} lives in the {a} house"),
    (
        "colours",
        "rents",
        "the {a} house rents for {b} / the {a} house does not rent for {b}",
    ),
    ("pets", "drinks", "the {a} owner drinks {b}"),
    ("pets", "cigarettes", "the {a} owner smokes {b}"),
    ("pets", "jobs", "the {b} owns the {a}"),
    (
        "pets",
        "rents",
        "the {a} owner pays {b} / the {a} owner does not pay {b}",
    ),
    ("drinks", "cigarettes", "the {b} smoker drinks {a}"),
    ("drinks", "jobs", "the {b} drinks {a}"),
    (
        "drinks",
        "rents",
        "the {a} drinker pays {b} / the {a} drinker does not pay {b}",
    ),
    ("cigarettes", "jobs", "the {b} smokes {a}"),
    ("cigarettes", "houses", "the {a} smoker lives in {b}"),
    (
        "cigarettes",
        "rents",
        "the {a} smoker pays {b} / the {a} smoker does not pay {b}",
    ),
    ("jobs", "houses", "the {a} lives in {b}"),
    ("jobs", "rents", "the {a} pays {b}"),
];

/// The `say` lines for the theme pairs among `categories` (empty for a plain puzzle).
pub fn say_lines(categories: &[String]) -> String {
    let mut out = String::from("\n# How the categories read (see docs/format.md).\n");
    let empty = out.len();
    for (a, b, wording) in SAYINGS {
        if categories.iter().any(|c| c == a) && categories.iter().any(|c| c == b) {
            out.push_str(&format!("say {a} + {b}: {wording}\n"));
        }
    }
    // Without numbered houses, the colours are the houses: "the red house", "the other houses
    // are ruled out", "take each house in turn".
    let has = |name: &str| categories.iter().any(|c| c == name);
    if has("colours") && !has("houses") {
        out.push_str("say colours: house / houses\n");
    }
    if out.len() == empty {
        out.clear();
    }
    out
}

/// The names of a theme for categories ordered as `scales` say, with `items` items each. An
/// ordered category's names carry its values (`house 3`, `$25`) so the file means the same
/// comparisons.
pub fn theme_names(theme: Theme, scales: &[Scale], items: usize) -> Names {
    let list = match theme {
        Theme::Plain => return Names::generated(scales, items),
        Theme::Murdle => MURDLE,
        Theme::Zebra => ZEBRA,
    };
    let mut plain = list.iter();
    let mut names = Names {
        categories: Vec::new(),
        items: Vec::new(),
    };
    for scale in scales {
        let (category, items): (String, Vec<String>) = match (scale, theme) {
            (Scale::Numbers(values), Theme::Murdle) => (
                "fees".to_string(),
                values.iter().map(|v| format!("${v}")).collect(),
            ),
            (Scale::Numbers(values), _) => (
                "rents".to_string(),
                values.iter().map(|v| format!("${v}")).collect(),
            ),
            (Scale::Positions, Theme::Murdle) => (
                "floors".to_string(),
                (1..=items).map(|i| format!("floor {i}")).collect(),
            ),
            (Scale::Positions, _) => (
                "houses".to_string(),
                (1..=items).map(|i| format!("house {i}")).collect(),
            ),
            (Scale::Plain, _) => match plain.next() {
                Some((category, list)) => (
                    category.to_string(),
                    list.iter().take(items).map(|s| s.to_string()).collect(),
                ),
                None => return Names::generated(scales, items),
            },
        };
        names.categories.push(category);
        names.items.push(items);
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair of categories a themed puzzle can have reads in its own words (no "goes
    /// with"), and every wording parses, its negative included.
    #[test]
    fn every_pair_of_a_theme_has_a_wording_that_parses() {
        for (list, ordered) in [(MURDLE, ["floors", "fees"]), (ZEBRA, ["houses", "rents"])] {
            let plain: Vec<&str> = list.iter().map(|(c, _)| *c).collect();
            for last in ordered {
                let mut categories: Vec<String> = plain.iter().map(|c| c.to_string()).collect();
                categories.push(last.to_string());
                for (i, a) in categories.iter().enumerate() {
                    for b in &categories[i + 1..] {
                        assert!(
                            SAYINGS
                                .iter()
                                .any(|&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a)),
                            "no wording for {a} + {b}"
                        );
                    }
                }
                let mut text: String = categories
                    .iter()
                    .map(|c| format!("{c}: {c}1, {c}2\n"))
                    .collect();
                text.push_str(&say_lines(&categories));
                let puzzle = crate::model::Puzzle::parse(&text);
                assert!(puzzle.is_ok(), "{text}\n{:?}", puzzle.err());
            }
        }
    }

    #[test]
    fn theme_lists_have_distinct_names() {
        for list in [MURDLE, ZEBRA] {
            let mut all: Vec<String> = list
                .iter()
                .flat_map(|(_, items)| items.iter().map(|s| s.to_lowercase()))
                .collect();
            all.sort();
            let before = all.len();
            all.dedup();
            assert_eq!(all.len(), before);
        }
    }
}
