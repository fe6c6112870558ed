//! The words of a case split: the split ("By clue 4, A is with B or C is with D: take each case
//! in turn."), how it ends ("Every other case is impossible, so …"), and the chain lines of each
//! case ("Case 1 of 2: suppose …", its numbered steps, "This is the case left.").

use super::{Cited, said_cited};
use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};
use crate::prose;
use crate::words::{
    Prose, alternatives, clue_ref, headline_inline, item, join, noun, place_name, sentence,
};

/// A case split (see [`super::Reason::CaseSplit`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseSplit {
    /// What it splits on.
    pub on: SplitOn,
    /// Each case supposed, in order.
    pub ways: Vec<SplitWay>,
    /// For a count of statements: each case's liars (by speaker).
    pub liars: Option<Vec<Vec<ItemId>>>,
    /// The grid facts that rule out the ways left out.
    pub ruled_out: Vec<Cited>,
    /// What the cases left agree on (empty: every case is impossible).
    pub target: Vec<Fact>,
    /// How each case went, in order.
    pub cases: Vec<CaseOutline>,
}

/// What a case split splits on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SplitOn {
    /// The ways a clue (by index) can hold.
    Clue(usize),
    /// The open cells of an item in a category.
    Line {
        /// The item.
        item: ItemId,
        /// The category.
        category: usize,
    },
    /// One cell: it holds or it does not.
    Cell(Fact),
    /// Which options of a count hold (for statements, who lies).
    Count {
        /// The count's first clause, to name it by (none: "a count").
        clue: Option<usize>,
        /// Whether it is a liar line (`the liar + …`).
        liar_line: bool,
        /// The ways with one liar that the one-to-one rule rules out at once.
        clashing: Vec<SplitClash>,
    },
}

/// One case of a split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitWay {
    /// The cells it supposes.
    pub cells: Vec<Fact>,
    /// The clues it supposes, in clue syntax.
    pub clues: Vec<String>,
    /// For a liar line: who lies in it (by speaker).
    pub lying: Option<Vec<ItemId>>,
}

/// A way of a count with one liar that the one-to-one rule rules out at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SplitClash {
    /// Two of its cells cannot both hold.
    Cells {
        /// The speaker supposed to lie.
        speaker: ItemId,
        /// The two cells.
        cells: [Fact; 2],
    },
    /// It leaves an item no partner in a category.
    NoPartner {
        /// The speaker supposed to lie.
        speaker: ItemId,
        /// The item left with none.
        item: ItemId,
        /// The category.
        category: usize,
    },
}

impl SplitClash {
    /// The speaker supposed to lie.
    pub fn speaker(&self) -> ItemId {
        match self {
            SplitClash::Cells { speaker, .. } | SplitClash::NoPartner { speaker, .. } => *speaker,
        }
    }
}

/// How one case of a split went: its steps (each with the steps of a case nested in it), and
/// whether it ends holding the conclusion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseOutline {
    /// Its steps.
    pub steps: Vec<OutlineStep>,
    /// Whether it holds the conclusion (else it is impossible).
    pub conclusion: bool,
    /// Whether its steps have already said every fact of the conclusion.
    pub says_target: bool,
}

/// One step of a case: its number, its words, and the numbered steps of a case nested in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutlineStep {
    /// Its number in the case.
    pub number: usize,
    /// What it says.
    pub text: Prose,
    /// The steps of a case nested in it.
    pub nested: Vec<(usize, Prose)>,
}

/// Case `way` in words: its cells, then each clue it supposes in clue syntax ("Ann was in the
/// hall and `not Bob + cat + study`"); for a liar line, who lies first.
fn way_words(puzzle: &Puzzle, way: &SplitWay) -> String {
    let mut parts = Vec::new();
    if !way.cells.is_empty() {
        parts.push(headline_inline(puzzle, &way.cells));
    }
    for option in &way.clues {
        parts.push(format!("`{option}`"));
    }
    let said = join(&parts, "and");
    match &way.lying {
        Some(names) => {
            let names: Vec<String> = names.iter().map(|&s| place_name(puzzle, s)).collect();
            let who = match names.len() {
                0 => "everyone tells the truth".to_string(),
                1 => format!("{} lies and the others tell the truth", names[0]),
                _ => format!("{} lie and the others tell the truth", join(&names, "and")),
            };
            format!("then {who}, so {said}")
        }
        None => said,
    }
}

/// Each case of a count of statements named by who lies in it ("Father Mango lies", "no one
/// lies"), or for a liar line by who is the liar.
fn liars(puzzle: &Puzzle, split: &CaseSplit) -> Option<Vec<String>> {
    let SplitOn::Count { liar_line, .. } = &split.on else {
        return None;
    };
    let liars = split.liars.as_ref()?;
    Some(
        liars
            .iter()
            .map(|who| {
                let names: Vec<String> = who.iter().map(|&s| place_name(puzzle, s)).collect();
                match (names.len(), *liar_line) {
                    (0, false) => "no one lies".to_string(),
                    (1, false) => format!("{} lies", names[0]),
                    (_, false) => format!("{} lie", join(&names, "and")),
                    (0, true) => "no one is the liar".to_string(),
                    (1, true) => format!("{} is the liar", names[0]),
                    (_, true) => format!("{} are the liars", join(&names, "and")),
                }
            })
            .collect(),
    )
}

/// Each way of a count that clashes at once with the one-to-one rule, with why ("Father Mango
/// cannot be the liar: then …").
fn clashing_reasons(puzzle: &Puzzle, clashing: &[SplitClash], liar_line: bool) -> Vec<String> {
    let what = if liar_line {
        "the liar"
    } else {
        "the one who lies"
    };
    clashing
        .iter()
        .map(|clash| {
            let why = match clash {
                SplitClash::Cells { cells, .. } => format!(
                    "then {}, which cannot both hold",
                    headline_inline(puzzle, cells)
                ),
                SplitClash::NoPartner {
                    item: who,
                    category,
                    ..
                } => format!(
                    "then no {} would be left for {}",
                    noun(puzzle, *category, false),
                    place_name(puzzle, *who)
                ),
            };
            format!(
                "{} cannot be {what}: {why}",
                place_name(puzzle, clash.speaker())
            )
        })
        .collect()
}

/// " (its other ways are ruled out: …)", with where each fact came from; nothing when none is.
fn other_ways_ruled_out(puzzle: &Puzzle, ruled_out: &[Cited]) -> Prose {
    if ruled_out.is_empty() {
        return Prose::default();
    }
    prose![
        " (its other ways are ruled out: ",
        said_cited(puzzle, ruled_out),
        ")"
    ]
}

/// How the split opens: what it splits on and its cases.
// long because each subject (a count, a line, a cell, a clue) opens its own way.
fn opening(puzzle: &Puzzle, split: &CaseSplit, ways: &[String]) -> Prose {
    let liars = liars(puzzle, split);
    match &split.on {
        SplitOn::Count {
            clue,
            liar_line,
            clashing,
        } => {
            let clue = clue.map_or("a count".to_string(), |c| clue_ref(puzzle, c));
            let ruled = other_ways_ruled_out(puzzle, &split.ruled_out);
            match &liars {
                Some(liars) if split.ways.len() == 1 => {
                    // Each other way said with why it fails, where that is known.
                    let mut reasons: Vec<Prose> = clashing_reasons(puzzle, clashing, *liar_line)
                        .into_iter()
                        .map(Prose::from)
                        .collect();
                    if !split.ruled_out.is_empty() {
                        reasons.push(prose![
                            "any other way clashes with the grid: ",
                            said_cited(puzzle, &split.ruled_out)
                        ]);
                    }
                    let mut why = Prose::default();
                    if reasons.is_empty() {
                        why.push(", since any other way clashes at once with the one-to-one rule");
                    } else {
                        why.push(" (");
                        for (i, reason) in reasons.into_iter().enumerate() {
                            if i > 0 {
                                why.push("; ");
                            }
                            why.push(reason);
                        }
                        why.push(")");
                    }
                    prose![
                        format!("By {clue}, only one way is left: {}", liars[0]),
                        why,
                        "."
                    ]
                }
                Some(liars) => {
                    let said = clashing_reasons(puzzle, clashing, *liar_line);
                    let clashes = if said.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", said.join("; "))
                    };
                    prose![
                        format!("By {clue}, {}", join(liars, "or")),
                        ruled,
                        clashes,
                        ": suppose each in turn."
                    ]
                }
                None => prose![
                    format!("By {clue}, {}", alternatives(ways)),
                    ruled,
                    ": take each case in turn."
                ],
            }
        }
        SplitOn::Line {
            item: subject,
            category,
        } => {
            let others: Vec<String> = split
                .ways
                .iter()
                .filter_map(|w| w.cells.first())
                .map(|f| crate::words::thing(puzzle, if f.a == *subject { f.b } else { f.a }))
                .collect();
            let ruled = if split.ruled_out.is_empty() {
                Prose::default()
            } else {
                let named = split
                    .ruled_out
                    .iter()
                    .map(|&(fact, origin)| {
                        let other = if fact.a == *subject { fact.b } else { fact.a };
                        (crate::words::thing(puzzle, other), origin)
                    })
                    .collect();
                prose![" (not ", Prose::named(named), ")"]
            };
            // "Old Gold is with the Englishman, … or the Japanese: take each nationality in
            // turn."
            prose![
                format!("{} is with {}", item(puzzle, *subject), join(&others, "or"),),
                ruled,
                format!(": take each {} in turn.", noun(puzzle, *category, false))
            ]
            .sentence()
        }
        // "Either the Japanese smokes Old Gold or not: take both cases in turn."
        SplitOn::Cell(fact) => Prose::from(sentence(&format!(
            "either {} or not: take both cases in turn.",
            headline_inline(puzzle, &[*fact])
        ))),
        SplitOn::Clue(c) => prose![
            format!("By {}, {}", clue_ref(puzzle, *c), alternatives(ways)),
            other_ways_ruled_out(puzzle, &split.ruled_out),
            ": take each case in turn."
        ],
    }
}

/// The split's reason: how it opens, then how its cases end.
pub(super) fn reason(puzzle: &Puzzle, split: &CaseSplit) -> Prose {
    let ways: Vec<String> = split.ways.iter().map(|w| way_words(puzzle, w)).collect();
    let liars = liars(puzzle, split);
    let target = &split.target;
    let left: Vec<usize> = (split.cases.iter().enumerate())
        .filter(|(_, c)| c.conclusion)
        .map(|(i, _)| i)
        .collect();
    let dead: Vec<String> = (split.cases.iter().enumerate())
        .filter(|(_, c)| !c.conclusion)
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    let ending = if split.ways.len() == 1 && !target.is_empty() {
        format!("So {}.", headline_inline(puzzle, target))
    } else if target.is_empty() {
        "Every case is impossible: the clues contradict each other.".to_string()
    } else if let (Some(liars), [survivor]) = (&liars, &left[..]) {
        format!(
            "Every other case is impossible, so {}: {}.",
            liars[*survivor],
            headline_inline(puzzle, target)
        )
    } else if left.len() == 1 {
        format!(
            "Every other case is impossible, so {}.",
            headline_inline(puzzle, target)
        )
    } else if dead.is_empty() {
        format!("Either way, {}.", headline_inline(puzzle, target))
    } else {
        let cases = if dead.len() == 1 { "Case" } else { "Cases" };
        format!(
            "{cases} {} impossible, and in every other case {}.",
            join(&dead, "and"),
            headline_inline(puzzle, target)
        )
    };
    prose![opening(puzzle, split, &ways), " ", ending]
}

/// The chain lines of the split: each case supposed, its numbered steps (and those of a case
/// nested in one), and how it ends.
pub fn lines(puzzle: &Puzzle, split: &CaseSplit) -> Vec<Prose> {
    let ways: Vec<String> = split.ways.iter().map(|w| way_words(puzzle, w)).collect();
    let liars = liars(puzzle, split);
    let count = split.cases.len();
    let left = split.cases.iter().filter(|c| c.conclusion).count();
    let mut lines = Vec::new();
    for (i, case) in split.cases.iter().enumerate() {
        // The one way left, when it needs no steps, is said in full by the reason.
        if count == 1 && case.steps.is_empty() && case.conclusion {
            break;
        }
        let way = ways.get(i).map_or("", |w| w.as_str());
        match &liars {
            Some(liars) => lines.push(Prose::from(format!(
                "Case {} of {count}: suppose {}: {way}.",
                i + 1,
                liars[i],
            ))),
            None => lines.push(Prose::from(format!(
                "Case {} of {count}: suppose {way}.",
                i + 1
            ))),
        }
        for step in &case.steps {
            lines.push(prose![format!("  {}. ", step.number), &step.text]);
            for (number, text) in &step.nested {
                lines.push(prose![format!("      {number}. "), text]);
            }
        }
        if case.conclusion {
            if left == 1 {
                lines.push("  This is the case left.".into());
            } else if !case.says_target {
                lines.push(format!("  So {}.", headline_inline(puzzle, &split.target)).into());
            }
        }
    }
    lines
}
