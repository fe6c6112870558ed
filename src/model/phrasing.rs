//! How a puzzle's items and facts read in English, as its `say` lines declare and its English
//! clues teach: the data the lowering fills and `words` reads.

use super::ItemId;

/// How a puzzle's categories read, as declared by its `say` lines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Phrasing {
    /// Templates by pair of categories: `{a}` is an item of `a`, `{b}` one of `b`.
    pub templates: Vec<Template>,
    /// Declared noun forms: (category, singular, plural).
    pub nouns: Vec<(usize, String, String)>,
    /// How two items compare on an ordered category, declared by `say times: {a} finished
    /// before {b} / {a} finished after {b}`.
    pub orders: Vec<OrderWording>,
    /// How the English clues name items, where they do (learned, never declared).
    pub descriptions: Vec<(ItemId, Description)>,
}

/// How two items compare on one ordered category: `{a}` and `{b}` the two items, `{n}` (where
/// written) the difference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderWording {
    pub category: usize,
    /// "{a} finished before {b}": A's value is the lower.
    pub before: String,
    /// "{a} finished after {b}".
    pub after: String,
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
    pub fn template(&self, a: usize, b: usize) -> Option<(&Template, bool)> {
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

/// How the English clues name an item: a phrase (`the person who smokes Prince`), and what the
/// phrase says of the one it names, split at the item (`smokes`, `Prince`), when it says
/// something of a person ("Peter smokes Prince") rather than naming a thing (`the library`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    pub phrase: String,
    pub predicate: Option<(String, String)>,
    /// The shortest phrase naming the one who has the item (`the man with the fox`), where
    /// the clues give one; `phrase` may name the item itself (`the fox`).
    pub someone: Option<String>,
}

impl Phrasing {
    /// How the clues name `item`, if they do.
    pub fn description(&self, item: ItemId) -> Option<&Description> {
        self.descriptions
            .iter()
            .find(|(i, _)| *i == item)
            .map(|(_, d)| d)
    }
}
