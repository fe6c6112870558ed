//! The shapes of the arguments techniques make, as data, and their words. A technique says what
//! it found (which items, which cells it rests on and where each came from) as a [`Reason`];
//! [`say`] alone turns it into a sentence, so a technique writes no English and a wording fix
//! is made here once. `tests/integration/reasons.rs` walks every shape with a puzzle that makes
//! it.

use super::{clause, item, items, join, noun, only_one_of};
use crate::grid::{Fact, Origin};
use crate::model::{ItemId, Puzzle};
use crate::prose;
use crate::words::Prose;

/// A grid fact and where it came from (the step, supposition or case line that set it).
pub type Cited = (Fact, Origin);

/// The shape of an argument: what a technique found, in items and cited cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Every item of `category` but one is ruled out for `item`, so it is the one left.
    LastLeft {
        /// The item whose line is full.
        item: ItemId,
        /// The category of the line.
        category: usize,
        /// The ✗ cells of the line.
        ruled_out: Vec<Cited>,
    },
    /// Every item of `category` is ruled out for `item`: a contradiction.
    NoneLeft {
        /// The item whose line is all ✗.
        item: ItemId,
        /// The category of the line.
        category: usize,
        /// The ✗ cells of the line.
        ruled_out: Vec<Cited>,
    },
    /// `a` can only be one of `candidates` (of one category), none of which goes with any of
    /// `others`; so `a` is none of `others`.
    OnlyCandidates {
        /// The item narrowed down.
        a: ItemId,
        /// Its open partners, all of one category.
        candidates: Vec<ItemId>,
        /// The ✗ cells that leave only `candidates`.
        narrowing: Vec<Cited>,
        /// The items ruled out with every candidate.
        others: Vec<ItemId>,
        /// Those ✗ cells.
        excluded: Vec<Cited>,
    },
    /// The only partners of `category` left for `members` are `claimed`, as many as they are:
    /// so those are theirs, and nobody else's.
    Claimed {
        /// The items sharing the partners.
        members: Vec<ItemId>,
        /// The partners left to them.
        claimed: Vec<ItemId>,
        /// The category of the partners.
        category: usize,
        /// The ✗ cells that leave only those partners.
        confining: Vec<Cited>,
    },
    /// `a` goes with `b`, and `b` goes (or does not go) with `x`: so `a` does (or does not)
    /// go with `x`.
    Link {
        /// The first item.
        a: ItemId,
        /// The item between.
        b: ItemId,
        /// The third item.
        x: ItemId,
        /// Whether `b` goes with `x`.
        together: bool,
        /// Where `a ✓ b` and `b`–`x` came from.
        origins: [Origin; 2],
    },
    /// `a` goes with `b`, `b`–`x` is known, and `a`–`x` is known the other way: a
    /// contradiction.
    LinkClash {
        /// The first item.
        a: ItemId,
        /// The item between.
        b: ItemId,
        /// The third item.
        x: ItemId,
        /// Whether `b` goes with `x` (and so `a` with `x` would).
        together: bool,
        /// Where `a ✓ b`, `b`–`x` and `a`–`x` came from.
        origins: [Origin; 3],
    },
    /// The rows known so far break a clue: a contradiction.
    BrokenClue {
        /// The clue broken.
        clue: usize,
        /// The ✓ cells that place the rows it needs (none: the grid as a whole).
        places: Vec<Cited>,
    },
    /// Supposing `supposed` leads to a contradiction (in the chain that follows), so it is
    /// false.
    Supposition {
        /// The fact supposed.
        supposed: Fact,
    },
}

impl Reason {
    /// Every shape's name, in declaration order (the walk of `tests/integration/reasons.rs`
    /// checks each is made by some puzzle).
    pub const KINDS: &'static [&'static str] = &[
        "last left",
        "none left",
        "only candidates",
        "claimed",
        "link",
        "link clash",
        "broken clue",
        "supposition",
    ];

    /// The same shape with every citation's origin passed through `f` (a case's chain, cut and
    /// renumbered, as `Prose::map_origins` does for its words).
    pub fn map_origins(&self, f: impl Fn(Origin) -> Origin) -> Reason {
        let cited = |list: &[Cited]| list.iter().map(|&(fact, o)| (fact, f(o))).collect();
        let mut shape = self.clone();
        match &mut shape {
            Reason::LastLeft { ruled_out, .. } | Reason::NoneLeft { ruled_out, .. } => {
                *ruled_out = cited(ruled_out);
            }
            Reason::OnlyCandidates {
                narrowing,
                excluded,
                ..
            } => {
                *narrowing = cited(narrowing);
                *excluded = cited(excluded);
            }
            Reason::Claimed { confining, .. } => *confining = cited(confining),
            Reason::Link { origins, .. } => *origins = origins.map(&f),
            Reason::LinkClash { origins, .. } => *origins = origins.map(&f),
            Reason::BrokenClue { places, .. } => *places = cited(places),
            Reason::Supposition { .. } => {}
        }
        shape
    }

    /// This shape's name, one of [`Reason::KINDS`].
    pub fn kind(&self) -> &'static str {
        match self {
            Reason::LastLeft { .. } => "last left",
            Reason::NoneLeft { .. } => "none left",
            Reason::OnlyCandidates { .. } => "only candidates",
            Reason::Claimed { .. } => "claimed",
            Reason::Link { .. } => "link",
            Reason::LinkClash { .. } => "link clash",
            Reason::BrokenClue { .. } => "broken clue",
            Reason::Supposition { .. } => "supposition",
        }
    }
}

/// The reason in words, with its citations kept as data.
// long because it is one arm per shape, each the sentence of that shape.
pub fn say(puzzle: &Puzzle, reason: &Reason) -> Prose {
    match reason {
        Reason::LastLeft {
            item: subject,
            category,
            ruled_out,
        } => prose![
            format!(
                "Because the other {} are ruled out for {}: ",
                noun(puzzle, *category, true),
                item(puzzle, *subject)
            ),
            others_cited(puzzle, ruled_out, *subject),
            "."
        ],
        Reason::NoneLeft {
            item: subject,
            category,
            ruled_out,
        } => prose![
            format!(
                "No {} is left for {}: ",
                noun(puzzle, *category, false),
                item(puzzle, *subject)
            ),
            others_cited(puzzle, ruled_out, *subject),
            " are all ruled out."
        ],
        Reason::OnlyCandidates {
            a,
            candidates,
            narrowing,
            others,
            excluded,
        } => prose![
            format!(
                "Because {} (the other {} are ruled out: ",
                only_one_of(puzzle, *a, candidates),
                noun(puzzle, candidates[0].category, true),
            ),
            cite_all(narrowing),
            format!("), and {} (", clause(puzzle, others, candidates, false)),
            cite_all(excluded),
            ")."
        ],
        Reason::Claimed {
            members,
            claimed,
            category,
            confining,
        } => {
            let bare: Vec<&str> = claimed.iter().map(|&c| puzzle.item_name(c)).collect();
            prose![
                format!(
                    "Because the only {} left for {} are {} (the others are ruled out for them: ",
                    noun(puzzle, *category, true),
                    items(puzzle, members, "and"),
                    join(&bare, "and"),
                ),
                cite_all(confining),
                format!(
                    "), so {} are theirs, and the other {} cannot have them.",
                    items(puzzle, claimed, "and"),
                    noun(puzzle, members[0].category, true),
                )
            ]
        }
        Reason::Link {
            a,
            b,
            x,
            together,
            origins: [link, known],
        } => prose![
            "Because ",
            super::fact(puzzle, *a, *b, true),
            " ",
            Prose::cite_paren([*link]),
            " and ",
            super::fact(puzzle, *b, *x, *together),
            " ",
            Prose::cite_paren([*known]),
            "."
        ],
        Reason::LinkClash {
            a,
            b,
            x,
            together,
            origins: [link, known, existing],
        } => prose![
            super::fact(puzzle, *a, *b, true),
            " ",
            Prose::cite_paren([*link]),
            " and ",
            super::fact(puzzle, *b, *x, *together),
            " ",
            Prose::cite_paren([*known]),
            format!(
                ", so {}; but {} ",
                super::fact(puzzle, *a, *x, *together),
                super::fact(puzzle, *a, *x, !*together),
            ),
            Prose::cite_paren([*existing]),
            "."
        ],
        Reason::BrokenClue { clue, places } if places.is_empty() => Prose::from(format!(
            "{} cannot hold.",
            super::sentence(&super::clue_ref(puzzle, *clue))
        )),
        Reason::BrokenClue { clue, places } => {
            let rows: Vec<Prose> = places
                .iter()
                .map(|&(f, origin)| {
                    prose![
                        super::fact(puzzle, f.a, f.b, f.together),
                        " ",
                        Prose::cite_paren([origin])
                    ]
                })
                .collect();
            prose![
                "Because ",
                Prose::join(rows, "and"),
                format!(", {} cannot hold.", super::clue_ref(puzzle, *clue))
            ]
        }
        Reason::Supposition { supposed } => Prose::from(format!(
            "Suppose {}: the steps below follow from it and end in a contradiction, so {}.",
            super::fact(puzzle, supposed.a, supposed.b, supposed.together),
            super::fact(puzzle, supposed.a, supposed.b, !supposed.together),
        )),
    }
}

/// A line of a chain: its number, then its words ("3. Because …").
pub fn numbered(number: impl std::fmt::Display, line: &Prose) -> Prose {
    prose![format!("{number}. "), line]
}

/// Where some facts came from, each source once: "step 3", "steps 2 and 7".
fn cite_all(cited: &[Cited]) -> Prose {
    Prose::cite(cited.iter().map(|&(_, origin)| origin))
}

/// The other items of `cited` (facts about `about`), grouped by where they come from: "gym and
/// lobby (step 2) and pool (step 4)".
fn others_cited(puzzle: &Puzzle, cited: &[Cited], about: ItemId) -> Prose {
    Prose::named(
        cited
            .iter()
            .map(|&(fact, origin)| {
                let other = if fact.a == about { fact.b } else { fact.a };
                (item(puzzle, other), origin)
            })
            .collect(),
    )
}
