//! The shapes of the arguments techniques make, as data, and their words. A technique says what
//! it found (which items, which cells it rests on and where each came from) as a [`Reason`];
//! [`say`] alone turns it into a sentence, so a technique writes no English and a wording fix
//! is made here once. `tests/integration/reasons.rs` walks every shape with a puzzle that makes
//! it. `comparisons.rs` words the comparison shapes, `clues.rs` what a clue
//! says, `cases.rs` a clue's cases, `splits.rs` a case split.

mod cases;
mod clues;
mod comparisons;
mod guess;
mod splits;

pub use clues::read as clue_reading;
pub use splits::{
    CaseOutline, CaseSplit, OutlineStep, SplitClash, SplitOn, SplitWay, lines as split_lines,
};

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
    /// A comparison clue (one option) rules places out for one of its items.
    Compared(CompareReason),
    /// A comparison clue and the other item's known place leave one place for the item.
    PlacedSays {
        /// The comparison clue.
        clue: usize,
        /// The item placed.
        item: ItemId,
        /// The other item, whose place is known.
        other: ItemId,
        /// Its place.
        place: ItemId,
        /// Where that place came from.
        placed: Origin,
    },
    /// A clue's cases, some ruled out by the grid, and what the rest give.
    ClueCases(ClueCases),
    /// A split into cases, each followed with easier steps, and what the cases left agree on.
    CaseSplit(CaseSplit),
    /// A clue read straight into the grid.
    ClueFact {
        /// The clue.
        clue: usize,
        /// What it says, when its facts are not simply what it states.
        reading: ClueReading,
    },
    /// Every option of a clue but one is ruled out, so that one holds (with none left, the clue
    /// is broken).
    LastOption {
        /// The clue.
        clue: usize,
        /// Each option's facts, when it is plain facts (else it is read in words).
        options: Vec<Option<Vec<Fact>>>,
        /// Whether every option is a `not` of two items ("these are not both true: …"), each
        /// then given by the facts it denies.
        not_all: bool,
        /// Whether no option is left (the clue is broken).
        broken: bool,
        /// The grid facts that rule the options out (none: two items of one category).
        why: Vec<Cited>,
    },
    /// No technique applies: an exhaustive search from the grid settles it.
    Search {
        /// The cells still open.
        open: usize,
        /// The solutions search found.
        solutions: usize,
        /// Whether it stopped at its limit (there may be more).
        more: bool,
        /// Whether case splits were tried and found nothing within their work limit.
        case_splits: bool,
        /// Where the solutions disagree: an item of the first category and another category.
        disagree: Vec<(ItemId, usize)>,
    },
    /// Logic stalls on a puzzle with one answer: guess on the line with the fewest options, and go
    /// on from the guess.
    Guess {
        /// The item whose line is guessed on.
        item: ItemId,
        /// The line's open options, the guessed one among them (the step's conclusion).
        options: Vec<ItemId>,
        /// Each other option, and after how many steps of every technique it breaks (`None`: not
        /// within the work it was given).
        others: Vec<(ItemId, Option<usize>)>,
        /// The step of the guess this one is made on top of, if any.
        earlier: Option<Origin>,
    },
    /// Two offset clues measure two items from one anchor: the same distance puts them in one
    /// row, different distances in different rows.
    SameOffset {
        /// The two clues.
        clues: [usize; 2],
        /// The anchor both measure from.
        anchor: ItemId,
        /// The ordered category the offsets are in.
        category: usize,
        /// Whether the distances are the same.
        same: bool,
        /// Whether the items are on opposite sides of the anchor (a clue gives only a side, so
        /// the rows differ for that reason, not by distance).
        sides: bool,
    },
}

/// One way a clue can hold (a case of [`Reason::ClueCases`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClueCase {
    /// Some row holds all these items (a positive option with one alternative chosen per term).
    Together(Vec<ItemId>),
    /// A negated option (by index) holds.
    Apart(usize),
    /// Distinct rows, each holding its items (one way a pairing option holds).
    Rows(Vec<Vec<ItemId>>),
    /// A comparison option (by index) holds.
    Compare(usize),
    /// A negated pairing option (by index) holds.
    NotPairs(usize),
}

/// A clue's cases and what they give (see [`Reason::ClueCases`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueCases {
    /// The clue.
    pub clue: usize,
    /// Its cases, in order.
    pub cases: Vec<ClueCase>,
    /// The cases ruled out (by index), each with the facts that rule it out.
    pub refuted: Vec<(usize, Vec<Cited>)>,
    /// What follows.
    pub ends: ClueCasesEnd,
}

/// How a clue's cases end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClueCasesEnd {
    /// No case is left: the clue cannot hold. `needed`: fewer facts than the refutations cite
    /// that already show it.
    NoneLeft {
        /// The facts that show no case can hold, when fewer than the refutations.
        needed: Option<Vec<Cited>>,
    },
    /// Every case gives `common`, with `support`, without ruling any out.
    EitherWay {
        /// What every case gives.
        common: Vec<Fact>,
        /// The facts it rests on.
        support: Vec<Cited>,
    },
    /// The cases `remaining` (by index) are left once the others are ruled out, and give
    /// `common`, with `support`.
    Remaining {
        /// The cases left.
        remaining: Vec<usize>,
        /// What they give.
        common: Vec<Fact>,
        /// The facts that also takes.
        support: Vec<Cited>,
    },
}

/// What a clue says, when its facts are not simply what it states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClueReading {
    /// It states its facts outright (`Sgt Gunmetal + dumbbell`).
    Outright,
    /// A comparison no place satisfies with itself: two different places.
    Apart {
        /// The ordered category compared on.
        category: usize,
    },
    /// `A + (B | C)`: A is one of the options (so none of the others).
    OneOf {
        /// A.
        subject: ItemId,
        /// The options, in the order the clue's text names them.
        options: Vec<ItemId>,
    },
}

/// What a comparison clue rules out for one of its items, and why (see [`Reason::Compared`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompareReason {
    /// The comparison clue (one option).
    pub clue: usize,
    /// The item whose places are ruled out.
    pub item: ItemId,
    /// The other item of the comparison.
    pub other: ItemId,
    /// The ordered category compared on.
    pub category: usize,
    /// The places named as past an end ("with A at 1 there would be no place left for B").
    pub edge: Vec<ItemId>,
    /// What the grid says of the other item: at one of these places (true) or at none of them
    /// (false), and where that came from.
    pub other_at: Option<(bool, Vec<ItemId>, Vec<Origin>)>,
    /// How the reason ends.
    pub ends: CompareEnd,
}

/// How a comparison's reason ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompareEnd {
    /// The places it rules out are the conclusion: nothing more to say.
    Ruled,
    /// No place is left for the item (its own ✗s, if any, are cited).
    NoneLeft {
        /// The item's own ruled-out places, and where they came from.
        own: Vec<ItemId>,
        /// Their origins.
        cited: Vec<Origin>,
    },
    /// One place is left: "so A is not at …; that leaves only … for A".
    OnlyLeft {
        /// The places ruled out.
        ruled: Vec<ItemId>,
        /// The place left.
        left: Vec<ItemId>,
    },
    /// One place is left once the item's own ✗s are counted: "so A can only be at X or Y; Y is
    /// ruled out (move 3), which leaves X".
    LeftAfterOwn {
        /// The places the clue allows.
        allowed: Vec<ItemId>,
        /// Those ruled out before.
        own: Vec<ItemId>,
        /// Where they came from.
        cited: Vec<Origin>,
        /// The place left.
        left: Vec<ItemId>,
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
        "compared",
        "placed says",
        "same offset",
        "clue fact",
        "last option",
        "clue cases",
        "case split",
        "search",
        "guess",
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
            Reason::Compared(compared) => {
                let each = |origins: &mut Vec<Origin>| origins.iter_mut().for_each(|o| *o = f(*o));
                if let Some((_, _, origins)) = &mut compared.other_at {
                    each(origins);
                }
                if let CompareEnd::NoneLeft { cited: origins, .. }
                | CompareEnd::LeftAfterOwn { cited: origins, .. } = &mut compared.ends
                {
                    each(origins);
                }
            }
            Reason::PlacedSays { placed, .. } => *placed = f(*placed),
            Reason::LastOption { why, .. } => *why = cited(why),
            Reason::CaseSplit(split) => {
                split.ruled_out = cited(&split.ruled_out);
                for case in &mut split.cases {
                    for step in &mut case.steps {
                        step.text = step.text.map_origins(&f);
                        for (_, text) in &mut step.nested {
                            *text = text.map_origins(&f);
                        }
                    }
                }
            }
            Reason::ClueCases(shape) => {
                for (_, facts) in &mut shape.refuted {
                    *facts = cited(facts);
                }
                match &mut shape.ends {
                    ClueCasesEnd::NoneLeft { needed } => {
                        if let Some(needed) = needed {
                            *needed = cited(needed);
                        }
                    }
                    ClueCasesEnd::EitherWay { support, .. }
                    | ClueCasesEnd::Remaining { support, .. } => *support = cited(support),
                }
            }
            Reason::Supposition { .. }
            | Reason::SameOffset { .. }
            | Reason::ClueFact { .. }
            | Reason::Search { .. } => {}
            Reason::Guess { earlier, .. } => *earlier = earlier.map(&f),
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
            Reason::Compared(_) => "compared",
            Reason::PlacedSays { .. } => "placed says",
            Reason::SameOffset { .. } => "same offset",
            Reason::ClueFact { .. } => "clue fact",
            Reason::LastOption { .. } => "last option",
            Reason::ClueCases(_) => "clue cases",
            Reason::CaseSplit(_) => "case split",
            Reason::Search { .. } => "search",
            Reason::Guess { .. } => "guess",
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
        Reason::BrokenClue { clue, places } => prose![
            "Because ",
            said_cited(puzzle, places),
            format!(", {} cannot hold.", super::clue_ref(puzzle, *clue))
        ],
        Reason::Supposition { supposed } => Prose::from(format!(
            "Suppose {}: the steps below follow from it and end in a contradiction, so {}.",
            super::fact(puzzle, supposed.a, supposed.b, supposed.together),
            super::fact(puzzle, supposed.a, supposed.b, !supposed.together),
        )),
        Reason::Compared(compared) => comparisons::compared(puzzle, compared),
        Reason::PlacedSays {
            clue,
            item: _,
            other,
            place,
            placed,
        } => prose![
            format!(
                "Because {} says {}, and {} (",
                super::clue_ref(puzzle, *clue),
                comparisons::described(puzzle, *clue),
                super::clause(puzzle, &[*other], &[*place], true),
            ),
            Prose::cite([*placed]),
            ")."
        ],
        Reason::ClueCases(shape) => cases::clue_cases(puzzle, shape),
        Reason::Search {
            open,
            solutions,
            more,
            case_splits,
            disagree,
        } => {
            let differ = || super::steps::describe_disagreements(puzzle, disagree);
            let found = match (solutions, more) {
                (0, _) => "no solution: the clues contradict each other".to_string(),
                (1, false) => "exactly one solution, which settles every open cell".to_string(),
                (n, false) => format!("{n} solutions, which disagree on {}", differ()),
                (n, true) => format!(
                    "at least {n} solutions (it stopped there), which disagree on {}",
                    differ()
                ),
            };
            let tried = if *case_splits {
                " (not even a case split, within its work limit)"
            } else {
                ""
            };
            Prose::from(format!(
                "No technique applies{tried} with {open} cells still open; an exhaustive search from this grid finds {found}."
            ))
        }
        Reason::CaseSplit(split) => splits::reason(puzzle, split),
        Reason::Guess {
            item,
            options,
            others,
            earlier,
        } => guess::reason(puzzle, *item, options, others, *earlier),
        Reason::ClueFact { clue, reading } => Prose::from(format!(
            "Because {} says {}.",
            super::clue_ref(puzzle, *clue),
            clues::read(puzzle, *clue, reading).unwrap_or_else(|| "so".to_string())
        )),
        Reason::LastOption {
            clue,
            options,
            not_all,
            broken,
            why,
        } => prose![
            format!(
                "Because {} says {} {} ",
                super::clue_ref(puzzle, *clue),
                clues::options(puzzle, *clue, options, *not_all),
                if *broken { "but" } else { "and" }
            ),
            clues::facts_cited(puzzle, why),
            "."
        ],
        Reason::SameOffset {
            clues,
            anchor,
            category,
            same,
            sides,
        } => {
            let said = |clue: usize| {
                format!(
                    "{} says {}",
                    super::clue_ref(puzzle, clue),
                    comparisons::described(puzzle, clue)
                )
            };
            let noun = noun(puzzle, *category, false);
            let anchor = item(puzzle, *anchor);
            let so = if *sides {
                format!("they are on opposite sides of {anchor}, so their {noun}s differ")
            } else if *same {
                format!("both are the same distance from {anchor}, so they have the same {noun}")
            } else {
                format!("they are different distances from {anchor}, so their {noun}s differ")
            };
            Prose::from(format!(
                "Because {} and {}: {so}.",
                said(clues[0]),
                said(clues[1])
            ))
        }
    }
}

/// A line of a case: what it concludes and why ("Ann had the rope. Because …"), or for a
/// contradiction "Impossible: because …".
pub fn case_line(
    puzzle: &Puzzle,
    conclusions: &[Fact],
    contradiction: bool,
    reason: Prose,
) -> Prose {
    if contradiction {
        prose!["Impossible: ", reason.inline()]
    } else {
        prose![super::headline(puzzle, conclusions), ". ", reason]
    }
}

/// What a step adds when a conclusion clashes with a cell already set: " But Ann did not have
/// the rope (step 3): the two cannot both hold."
pub fn but_clashes(puzzle: &Puzzle, existing: Fact, set_by: Origin) -> Prose {
    prose![
        " But ",
        super::fact(puzzle, existing.a, existing.b, existing.together),
        " ",
        Prose::cite_paren([set_by]),
        ": the two cannot both hold."
    ]
}

/// A line of a chain: its number, then its words ("3. Because …").
pub fn numbered(number: impl std::fmt::Display, line: &Prose) -> Prose {
    prose![format!("{number}. "), line]
}

/// Facts each said with where it came from, joined: "A is with B (step 3) and C is not D (step
/// 5)".
fn said_cited(puzzle: &Puzzle, facts: &[Cited]) -> Prose {
    let said: Vec<Prose> = facts
        .iter()
        .map(|&(f, origin)| {
            prose![
                super::fact(puzzle, f.a, f.b, f.together),
                " ",
                Prose::cite_paren([origin])
            ]
        })
        .collect();
    Prose::join(said, "and")
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
                (super::thing(puzzle, other), origin)
            })
            .collect(),
    )
}
