//! A clue in plain words ("Sgt Gunmetal had the pool cue, or the rope (or both)"), as `check`
//! lists its clues and warnings, and in its own syntax with the puzzle's full names.

use crate::model::print;
use crate::model::{Clue, ClueOption, ItemId, Puzzle, Relation};
use crate::words::join;
use crate::words::order::amount;

/// A term in words: "gym", "gym or lobby".
pub fn term_words(puzzle: &Puzzle, alternatives: &[ItemId]) -> String {
    let names: Vec<String> = alternatives
        .iter()
        .map(|&a| puzzle.item_name(a).to_string())
        .collect();
    join(&names, "or")
}

/// Whether a group's alternatives come from more than one category.
pub fn mixed(alternatives: &[ItemId]) -> bool {
    alternatives.iter().any(|a| {
        alternatives
            .first()
            .is_some_and(|f| f.category != a.category)
    })
}

/// An option in plain words.
// long because one arm per option shape, each read the way a person would say it.
pub fn read_option(puzzle: &Puzzle, option: &ClueOption) -> String {
    let name = |i: ItemId| puzzle.item_name(i).to_string();
    let items = option.items();
    match (&option.relation, &items[..]) {
        (Relation::Together, _) => {
            let terms = &option.terms;
            let both = |alternatives: &[ItemId]| {
                let words = term_words(puzzle, alternatives);
                match alternatives.len() {
                    2 if mixed(alternatives) => format!("{words} (or both)"),
                    3.. if mixed(alternatives) => format!("{words} (or several of them)"),
                    _ => words,
                }
            };
            match (&terms[..], option.negated) {
                ([a, b], false) => format!(
                    "one row holds {} together with {}",
                    both(&a.alternatives),
                    both(&b.alternatives)
                ),
                ([a, b], true) => {
                    let others: Vec<String> = b.alternatives.iter().map(|&i| name(i)).collect();
                    format!(
                        "no row holds {} together with {}",
                        term_words(puzzle, &a.alternatives),
                        others.join(" or with ")
                    )
                }
                (_, negated) => {
                    let words: Vec<String> = terms
                        .iter()
                        .map(|t| match t.alternatives.len() {
                            1 => term_words(puzzle, &t.alternatives),
                            _ => format!("either {}", both(&t.alternatives)),
                        })
                        .collect();
                    if negated {
                        format!(
                            "no row holds all of {} (any two of them may still share a row)",
                            join(&words, "and")
                        )
                    } else {
                        format!("one row holds {}", join(&words, "and"))
                    }
                }
            }
        }
        (Relation::Compare(comparison), &[a, b]) => {
            let said = super::order::comparison(puzzle, a, b, comparison, option.negated);
            // Read alone, a clue names the category it compares on ("Dev is next to Bob in
            // prices"), unless the puzzle's own wording for it says so.
            let category = puzzle.category_name(comparison.category);
            let declared = puzzle
                .phrasing()
                .orders
                .iter()
                .any(|o| o.category == comparison.category);
            // ("The pasta costs $20 more than the tacos" says it is prices.)
            let priced = [" costs ", " cost ", " does not cost ", " do not cost "]
                .iter()
                .any(|w| said.contains(w));
            if declared || priced || said.ends_with(&format!(" in {category}")) {
                said
            } else {
                format!("{said} in {category}")
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            let pairing = format!(
                "of {} and {}, one is with {} and the other with {}",
                name(a),
                name(b),
                name(c),
                name(d)
            );
            if option.negated {
                format!("it is not so that {pairing}")
            } else {
                pairing
            }
        }
        _ => option_syntax(puzzle, option),
    }
}

/// A count clue in plain words: how many of its options (or statements) hold, and each one.
pub fn read_count(puzzle: &Puzzle, count: &crate::model::CountClue) -> String {
    let n = count.options.len();
    let how_many = match (count.at_least, count.at_most) {
        (l, u) if l == u => format!("exactly {l}"),
        (0, u) => format!("at most {u}"),
        (l, u) if u == n => format!("at least {l}"),
        (l, u) => format!("{l} to {u}"),
    };
    let parts: Vec<String> = count
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| match count.statements.get(i) {
            Some(s) => format!(
                "{} says {}",
                puzzle.item_name(s.speaker),
                read_option(puzzle, o)
            ),
            None => read_option(puzzle, o),
        })
        .collect();
    if !count.liar_when.is_empty() {
        let lies: Vec<String> = count
            .liar_when
            .iter()
            .zip(&parts)
            .map(|(when, said)| {
                format!(
                    "{said}, and lies exactly when {}",
                    read_option(puzzle, when)
                )
            })
            .collect();
        return format!(
            "each statement is false exactly when its speaker is the liar: {}",
            lies.join("; ")
        );
    }
    let what = if count.statements.is_empty() {
        "of these hold"
    } else {
        "of these statements are true"
    };
    format!("{how_many} of {n} {what}: {}", parts.join("; "))
}

/// A clue in plain words: its options joined by "or".
pub fn read_clue(puzzle: &Puzzle, clue: &Clue) -> String {
    let options: Vec<String> = clue
        .options
        .iter()
        .map(|o| read_option(puzzle, o))
        .collect();
    match &options[..] {
        [one] => one.clone(),
        [a, b] => format!("{a}, or {b} (or both)"),
        many => format!("at least one of these holds: {}", many.join("; ")),
    }
}

/// An option in clue syntax, with the puzzle's full names: `Sgt Gunmetal + pool cue`.
pub fn option_syntax(puzzle: &Puzzle, option: &ClueOption) -> String {
    let item = |i: ItemId| puzzle.item_name(i).to_string();
    let by = |c: usize| Some(puzzle.category_name(c).to_string());
    let show = |c: usize, k: i64| amount(puzzle, c, k);
    let spelling = print::Spelling {
        item: &item,
        by: &by,
        amount: &show,
    };
    print::option(option, &spelling)
}

/// What makes a clue easy to misread (`check`'s warnings), as data for [`warning`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misreading {
    /// A group alone (`(Ann | Bob | Cy)`), option by index: it names nothing to go with.
    SaysNothing(usize),
    /// `not A + B + C`, option by index: forbids only the three together.
    NotOverSeveral(usize),
    /// A group of alternatives from different categories.
    MixedGroup {
        /// The group.
        group: Vec<ItemId>,
        /// Its categories, in order.
        categories: Vec<usize>,
    },
    /// An alternative of a group that can never share a row with a single item of the option.
    ClashingAlternative {
        /// The alternative.
        alternative: ItemId,
        /// The single item of its category.
        single: ItemId,
        /// The group.
        group: Vec<ItemId>,
    },
    /// `not A < B` (`before`) or `not A > B` over items of different categories.
    NegatedOrder {
        /// The option, by index.
        option: usize,
        /// A.
        a: ItemId,
        /// B.
        b: ItemId,
        /// Whether it is `<`.
        before: bool,
    },
    /// An option, by index, that can never hold given the other clues.
    DeadOption(usize),
}

/// `check`'s warning on clue `clue`: what may be misread, and what to write instead.
pub fn warning(puzzle: &Puzzle, clue: usize, found: &Misreading) -> String {
    let syntax = |at: usize| {
        puzzle
            .clues()
            .get(clue)
            .and_then(|c| c.options.get(at))
            .map_or_else(String::new, |o| option_syntax(puzzle, o))
    };
    let name = |i: ItemId| puzzle.item_name(i).to_string();
    match found {
        Misreading::SaysNothing(at) => format!(
            "`{}` names nothing to go with, so it says nothing (a clue needs two: `A + B`, \
             `not A + B`)",
            syntax(*at)
        ),
        Misreading::NotOverSeveral(at) => {
            let terms = (puzzle.clues().get(clue))
                .and_then(|c| c.options.get(*at))
                .map_or(0, |o| o.terms.len());
            format!(
                "`{}` forbids only all {terms} together; any two of them may still share a row \
                 (to keep them apart, write one `not` clue per pair)",
                syntax(*at)
            )
        }
        Misreading::MixedGroup { group, categories } => {
            let names: Vec<String> = categories
                .iter()
                .map(|&c| puzzle.category_name(c).to_string())
                .collect();
            format!(
                "the group ({}) mixes {}: a row may hold more than one of them",
                term_words(puzzle, group),
                crate::words::join(&names, "and")
            )
        }
        Misreading::ClashingAlternative {
            alternative,
            single,
            group,
        } => format!(
            "`{}` can never share a row with `{}` (both {}), so it adds nothing to the group ({})",
            name(*alternative),
            name(*single),
            puzzle.category_name(single.category),
            term_words(puzzle, group)
        ),
        Misreading::NegatedOrder {
            option,
            a,
            b,
            before,
        } => {
            let flipped = if *before { ">" } else { "<" };
            format!(
                "`{}` also holds when {} and {} share a row; if that cannot be meant, `{} \
                 {flipped} {}` says it more plainly",
                syntax(*option),
                name(*a),
                name(*b),
                name(*a),
                name(*b)
            )
        }
        Misreading::DeadOption(at) => format!(
            "given the other clues, `{}` can never hold, so this clue only says what its other \
             options say",
            syntax(*at)
        ),
    }
}

/// `check`'s warning on a list of clock times that wraps past noon at item `item` of
/// `category`.
pub fn past_noon(puzzle: &Puzzle, category: usize, item: usize) -> String {
    let Some(category) = puzzle.categories().get(category) else {
        return String::new();
    };
    let (before, item) = (
        &category.items[item.saturating_sub(1)],
        &category.items[item],
    );
    format!(
        "in `{}`, `{item}` after `{before}` is read as `{item}pm`: without am/pm a list of times \
         goes forward, past noon; if the list runs latest first, list the times earliest first, \
         and if the afternoon is meant, write `{item}pm`",
        category.name
    )
}
