//! Warnings on clues easy to misread: `not` over three or more terms, mixed-category groups,
//! group alternatives that clash with a term, negated `<`/`>` across categories, and options
//! that can never hold given the rest (see `check`); and lists of clock times that wrap past
//! noon (a category line, not a clue).

use crate::analysis::conflict::{satisfiable, without_clue};
use crate::model::{Clue, CompareKind, ItemId, Puzzle, Relation, Solution};
use crate::words::clue::{mixed, option_syntax, term_words};
use crate::words::join;

/// What kind of trap a warning is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum WarningKind {
    /// `not A + B + C`: forbids only the three together, not each pair.
    NotOverSeveral,
    /// A group whose alternatives come from different categories (a row may hold several), in
    /// an option without `not`.
    MixedGroup,
    /// A group alternative that can never share a row with another term (same category), so
    /// the group means less than it seems.
    ClashingAlternative,
    /// `not A < B` (or `>`) over items of different categories also holds when they share a row.
    NegatedOrder,
    /// An option of an `or` clue that can never hold given the other clues.
    DeadOption,
    /// A group alone (`(Ann | Bob | Cy)`): it names nothing to go with, so it says nothing.
    SaysNothing,
}

impl WarningKind {
    /// The id used in JSON.
    pub fn id(self) -> &'static str {
        match self {
            WarningKind::NotOverSeveral => "not_over_several",
            WarningKind::MixedGroup => "mixed_group",
            WarningKind::ClashingAlternative => "clashing_alternative",
            WarningKind::NegatedOrder => "negated_order",
            WarningKind::DeadOption => "dead_option",
            WarningKind::SaysNothing => "says_nothing",
        }
    }
}

/// A clue that is easy to misread, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Index into `puzzle.clues()`.
    pub clue: usize,
    pub kind: WarningKind,
    pub message: String,
}

/// A category line easy to misread (not a clue): a list of clock times that wraps past noon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryWarning {
    /// The category (index).
    pub category: usize,
    /// Its 1-based line.
    pub line: usize,
    /// What may be misread, and what to write instead.
    pub message: String,
}

/// Ordered categories of clock times without am/pm whose list is read forward past noon at an
/// item with no 12 o'clock item before it (`times (ordered): 10:00, 9:00` is 10am, then 9pm):
/// a list written latest first reads as something else than meant.
pub fn clock_warnings(puzzle: &Puzzle) -> Vec<CategoryWarning> {
    let mut warnings = Vec::new();
    for (c, category) in puzzle.categories().iter().enumerate() {
        if !category.order.as_ref().is_some_and(|o| o.clock) {
            continue;
        }
        let items: Vec<&str> = category.items.iter().map(String::as_str).collect();
        for i in crate::model::wrapped_past_noon(&items) {
            let (before, item) = (items[i - 1], items[i]);
            warnings.push(CategoryWarning {
                category: c,
                line: category.line,
                message: format!(
                    "in `{}`, `{item}` after `{before}` is read as `{item}pm`: without am/pm a list \
                     of times goes forward, past noon; if the list runs latest first, list the \
                     times earliest first, and if the afternoon is meant, write `{item}pm`",
                    category.name
                ),
            });
        }
    }
    warnings
}

/// The warnings that need only the clue itself.
// long because one pass over the clues' options, one arm per trap a reader falls into.
pub fn misreadings(puzzle: &Puzzle) -> Vec<Warning> {
    let mut warnings = Vec::new();
    let name = |i: ItemId| puzzle.item_name(i).to_string();
    for (index, clue) in puzzle.clues().iter().enumerate() {
        let mut warn = |kind: WarningKind, message: String| {
            warnings.push(Warning {
                clue: index,
                kind,
                message,
            })
        };
        for option in &clue.options {
            let syntax = option_syntax(puzzle, option);
            match &option.relation {
                Relation::Together if option.terms.len() == 1 => {
                    warn(
                        WarningKind::SaysNothing,
                        format!(
                            "`{syntax}` names nothing to go with, so it says nothing (a clue \
                             needs two: `A + B`, `not A + B`)"
                        ),
                    );
                }
                Relation::Together => {
                    if option.negated && option.terms.len() >= 3 {
                        warn(
                            WarningKind::NotOverSeveral,
                            format!(
                                "`{syntax}` forbids only all {} together; any two of them may \
                                 still share a row (to keep them apart, write one `not` clue per pair)",
                                option.terms.len()
                            ),
                        );
                    }
                    // Under `not` a mixed group reads plainly (the row holds none of them).
                    let groups = option
                        .terms
                        .iter()
                        .filter(|t| !option.negated && mixed(&t.alternatives));
                    for term in groups {
                        let mut categories: Vec<usize> =
                            term.alternatives.iter().map(|a| a.category).collect();
                        categories.sort();
                        categories.dedup();
                        let names: Vec<String> = categories
                            .iter()
                            .map(|&c| puzzle.category_name(c).to_string())
                            .collect();
                        warn(
                            WarningKind::MixedGroup,
                            format!(
                                "the group ({}) mixes {}: a row may hold more than one of them",
                                term_words(puzzle, &term.alternatives),
                                join(&names, "and")
                            ),
                        );
                    }
                    // An alternative of the same category as a single-item term (and not that
                    // item) can never share its row.
                    let singles: Vec<ItemId> = option
                        .terms
                        .iter()
                        .filter_map(|t| match &t.alternatives[..] {
                            [one] => Some(*one),
                            _ => None,
                        })
                        .collect();
                    for term in option.terms.iter().filter(|t| t.alternatives.len() > 1) {
                        for &alternative in &term.alternatives {
                            if let Some(&single) = singles
                                .iter()
                                .find(|s| s.category == alternative.category && **s != alternative)
                            {
                                warn(
                                    WarningKind::ClashingAlternative,
                                    format!(
                                        "`{}` can never share a row with `{}` (both {}), so it \
                                         adds nothing to the group ({})",
                                        name(alternative),
                                        name(single),
                                        puzzle.category_name(single.category),
                                        term_words(puzzle, &term.alternatives)
                                    ),
                                );
                            }
                        }
                    }
                }
                Relation::Compare(comparison) => {
                    if let (true, CompareKind::Before | CompareKind::After, &[a, b]) =
                        (option.negated, comparison.kind, &option.items()[..])
                        && a.category != b.category
                    {
                        let flipped = if comparison.kind == CompareKind::Before {
                            ">"
                        } else {
                            "<"
                        };
                        warn(
                            WarningKind::NegatedOrder,
                            format!(
                                "`{syntax}` also holds when {} and {} share a row; if that \
                                 cannot be meant, `{} {flipped} {}` says it more plainly",
                                name(a),
                                name(b),
                                name(a),
                                name(b)
                            ),
                        );
                    }
                }
                Relation::Pairs => {}
            }
        }
    }
    warnings
}

/// Options of `or` clues that can never hold given the other clues.
#[cfg(any(test, feature = "internals"))]
pub fn dead_options(puzzle: &Puzzle) -> Vec<Warning> {
    dead_options_given(puzzle, &[], false)
}

/// [`dead_options`], given some solutions of the puzzle already found: an option that holds in
/// one of them can hold, with no need to ask the solver. When `every` says they are all the
/// solutions there are, an option none of them keeps can never hold, again without asking: a
/// solution of the other clues that kept it would keep its clue too, so it would be one of them.
pub fn dead_options_given(puzzle: &Puzzle, known: &[Solution], every: bool) -> Vec<Warning> {
    let clues = puzzle.clues();
    let mut warnings = Vec::new();
    for (index, clue) in clues.iter().enumerate() {
        // A count's clauses are not written by the setter: their options are its statements,
        // and one that cannot hold is what the count is for (the liar's statement).
        if clue.options.len() < 2 || puzzle.counts().iter().any(|c| c.line == clue.line) {
            continue;
        }
        for option in &clue.options {
            if known.iter().any(|solution| option.holds(solution)) {
                continue;
            }
            let dead = every || {
                let mut rest = without_clue(clues, index);
                rest.push(Clue::from_option(option.clone()));
                !satisfiable(puzzle, &rest)
            };
            if dead {
                warnings.push(Warning {
                    clue: index,
                    kind: WarningKind::DeadOption,
                    message: format!(
                        "given the other clues, `{}` can never hold, so this clue only says \
                         what its other options say",
                        option_syntax(puzzle, option)
                    ),
                });
            }
        }
    }
    warnings
}
