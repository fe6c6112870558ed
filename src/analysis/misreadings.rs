//! Warnings on clues easy to misread: `not` over three or more terms, mixed-category groups,
//! group alternatives that clash with a term, negated `<`/`>` across categories, and options
//! that can never hold given the rest (see `check`); and lists of clock times that wrap past
//! noon (a category line, not a clue).

use crate::analysis::conflict::{satisfiable, without_clue};
use crate::model::{Clue, CompareKind, ItemId, Puzzle, Relation, Solution};
use crate::words::clue::mixed;

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

/// A clue that is easy to misread, and why (worded by `words::clue::warning`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Index into `puzzle.clues()`.
    pub clue: usize,
    pub kind: WarningKind,
    /// What was found, for the words.
    pub found: Misreading,
}

pub use crate::words::clue::Misreading;

impl Warning {
    /// What may be misread, and what to write instead, in words.
    pub fn message(&self, puzzle: &Puzzle) -> String {
        crate::words::clue::warning(puzzle, self.clue, &self.found)
    }
}

impl CategoryWarning {
    /// What may be misread, and what to write instead, in words.
    pub fn message(&self, puzzle: &Puzzle) -> String {
        crate::words::clue::past_noon(puzzle, self.category, self.item)
    }
}

/// A category line easy to misread (not a clue): a list of clock times that wraps past noon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryWarning {
    /// The category (index).
    pub category: usize,
    /// Its 1-based line.
    pub line: usize,
    /// The item read as past noon.
    pub item: usize,
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
            warnings.push(CategoryWarning {
                category: c,
                line: category.line,
                item: i,
            });
        }
    }
    warnings
}

/// The warnings that need only the clue itself.
// long because one pass over the clues' options, one arm per trap a reader falls into.
pub fn misreadings(puzzle: &Puzzle) -> Vec<Warning> {
    let mut warnings = Vec::new();
    for (index, clue) in puzzle.clues().iter().enumerate() {
        let mut warn = |kind: WarningKind, found: Misreading| {
            warnings.push(Warning {
                clue: index,
                kind,
                found,
            })
        };
        for (at, option) in clue.options.iter().enumerate() {
            match &option.relation {
                Relation::Together if option.terms.len() == 1 => {
                    warn(WarningKind::SaysNothing, Misreading::SaysNothing(at));
                }
                Relation::Together => {
                    if option.negated && option.terms.len() >= 3 {
                        warn(WarningKind::NotOverSeveral, Misreading::NotOverSeveral(at));
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
                        warn(
                            WarningKind::MixedGroup,
                            Misreading::MixedGroup {
                                group: term.alternatives.clone(),
                                categories,
                            },
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
                                    Misreading::ClashingAlternative {
                                        alternative,
                                        single,
                                        group: term.alternatives.clone(),
                                    },
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
                        warn(
                            WarningKind::NegatedOrder,
                            Misreading::NegatedOrder {
                                option: at,
                                a,
                                b,
                                before: comparison.kind == CompareKind::Before,
                            },
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
        for (at, option) in clue.options.iter().enumerate() {
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
                    found: Misreading::DeadOption(at),
                });
            }
        }
    }
    warnings
}
