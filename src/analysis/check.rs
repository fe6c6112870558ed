//! Soundness checks for puzzle setters (`sleuth check`): how many solutions the clues leave,
//! which clues are implied by the others (redundant), one minimal sufficient set of clues, exact
//! duplicates, clues whose removal changes the rating, how each clue reads in plain words, clues
//! that are easy to misread, and — when the clues leave several answers — single facts that
//! would pin down one. Everything is worked out with the exhaustive solver (and the explaining
//! engine for ratings), deterministically; [`check`] returns a plain [`CheckReport`] and prints
//! nothing.
//!
//! **Implied clues.** A clue is *implied by the others* when every answer grid that satisfies
//! the other clues satisfies it too: leaving it out changes nothing, the set of solutions stays
//! the same. It is tested directly: the other clues together with the negation of the clue
//! (every one of its options negated) have no solution. For a puzzle with one solution an
//! implied clue is exactly a *redundant* one (leave it out and the same unique answer remains);
//! for a puzzle with several, leaving an implied clue out keeps the same several solutions.
//! Each verdict is about one clue at a time: two implied clues may each follow from the other,
//! so leaving out both can open the puzzle up. (With no solution every clue follows from the
//! others vacuously when they clash without it, so implied clues are not reported then.)

use std::collections::BTreeMap;

use crate::analysis::conflict::shrink_by_deletion;
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::rating::Rating;
use crate::grid::Fact;
use crate::model::print;
use crate::model::{Clue, ClueOption, CompareKind, ItemId, Puzzle, Relation, Solution};
use crate::solver::Outcome;
use crate::solver::solve_clues;
use crate::techniques::join;

/// At most this many facts that make the puzzle unique are rated to order them.
pub const RATED_SUGGESTIONS: usize = 40;

/// How far to go.
#[derive(Debug, Clone, Copy)]
pub struct CheckOptions {
    /// Count solutions up to this many.
    pub max_solutions: usize,
    /// List at most this many suggested facts.
    pub max_suggestions: usize,
    /// When to stop the slow parts (`--timeout`): the rating and everything done clue by clue
    /// or fact by fact. What was not finished is named in [`CheckReport::cut_short`]; the verdict
    /// and the solutions are always worked out.
    pub deadline: Deadline,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            max_solutions: crate::solver::DEFAULT_MAX_SOLUTIONS,
            max_suggestions: 10,
            deadline: Deadline::none(),
        }
    }
}

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

/// A redundant clue whose removal changes the engine's tier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingChange {
    /// Index into `puzzle.clues()`.
    pub clue: usize,
    /// The puzzle's rating with every clue.
    pub with: Rating,
    /// The rating without this clue (the puzzle still has the same one solution).
    pub without: Rating,
}

/// A single fact that, added as a clue, leaves exactly one solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub fact: Fact,
    /// How the puzzle with the fact rates.
    pub rating: Rating,
}

/// A part of the report that `--timeout` can cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CheckPart {
    /// The engine's rating (left out).
    Rating,
    /// The implied (redundant) clues: only those found in time are listed.
    Implied,
    /// Whether leaving out a redundant clue changes the tier: only those found in time.
    RatingChanges,
    /// The minimal sufficient set of clues (left out).
    MinimalSubset,
    /// The suggested facts: only those rated in time.
    Suggestions,
}

impl CheckPart {
    /// The id used in JSON.
    pub fn id(self) -> &'static str {
        match self {
            CheckPart::Rating => "rating",
            CheckPart::Implied => "implied",
            CheckPart::RatingChanges => "rating_changes",
            CheckPart::MinimalSubset => "minimal_subset",
            CheckPart::Suggestions => "suggestions",
        }
    }

    /// In words, for the text report.
    pub fn words(self) -> &'static str {
        match self {
            CheckPart::Rating => "the rating",
            CheckPart::Implied => "the redundant clues",
            CheckPart::RatingChanges => "how leaving out a redundant clue changes the rating",
            CheckPart::MinimalSubset => "the minimal sufficient set of clues",
            CheckPart::Suggestions => "the suggested facts",
        }
    }
}

/// Everything `sleuth check` reports about a puzzle.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// Whether the clues leave one, no or several solutions.
    pub verdict: Outcome,
    /// The solutions found (up to the limit), sorted.
    pub solutions: Vec<Solution>,
    /// More solutions than the limit.
    pub truncated: bool,
    /// The engine's rating, when there is one solution.
    pub rating: Option<Rating>,
    /// Each clue in plain words, in file order (one per clue).
    pub readings: Vec<String>,
    /// Clues easy to misread, by clue then kind.
    pub warnings: Vec<Warning>,
    /// Clues implied by the others (each on its own), in file order; with one solution these
    /// are the redundant clues. Empty when there is no solution.
    pub implied: Vec<usize>,
    /// Implied clues whose removal changes the tier (one solution only).
    pub rating_changes: Vec<RatingChange>,
    /// One minimal sufficient set of clues (one solution only): with only these the answer is
    /// still unique, and without any one of them it is not. Found by deleting clues in file
    /// order, so it is one such set, not always the smallest.
    pub minimal_subset: Option<Vec<usize>>,
    /// Groups of clues that mean exactly the same (each group in file order, groups by their
    /// first clue).
    pub duplicates: Vec<Vec<usize>>,
    /// Groups of clues that mean the same once read by meaning ([`crate::model::meaning`]: `A + B or
    /// A + C` is `A + (B | C)`, …) though they are not exact duplicates; each group in file
    /// order, groups by their first clue.
    pub equivalent: Vec<Vec<usize>>,
    /// With several solutions: single facts that leave exactly one, easiest resulting puzzle
    /// first (tier, then score, then the order of the cells).
    pub suggestions: Vec<Suggestion>,
    /// With no solution: a minimal set of clues that cannot all hold together.
    pub conflict: Option<Vec<usize>>,
    /// The parts `options.deadline` cut short (left out, or listing only what was found in
    /// time), in report order; empty when the check finished.
    pub cut_short: Vec<CheckPart>,
    /// Whether it was the work budget of `options.deadline` (not the clock) that cut them.
    pub work_limited: bool,
}

/// Checks a puzzle.
pub fn check(puzzle: &Puzzle, options: &CheckOptions) -> CheckReport {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let clues = puzzle.clues();
    let report = solve_clues(k, n, clues, options.max_solutions.max(1));
    // No deadline on this search: the outcome is exact (never timed out).
    let verdict = Outcome::of(&report);
    let deadline = options.deadline;
    let mut cut_short = Vec::new();
    let rate = |puzzle: &Puzzle| rating_until(puzzle, deadline);
    let rating = if verdict == Outcome::Solved {
        let rating = rate(puzzle);
        if rating.is_none() {
            cut_short.push(CheckPart::Rating);
        }
        rating
    } else {
        None
    };
    let readings = clues.iter().map(|c| read_clue(puzzle, c)).collect();
    let mut warnings = misreadings(puzzle);
    if verdict != Outcome::NoSolution {
        warnings.extend(dead_options(puzzle));
    }
    warnings.sort_by_key(|w| (w.clue, w.kind));
    let mut implied: Vec<usize> = Vec::new();
    if verdict != Outcome::NoSolution {
        for i in 0..clues.len() {
            if deadline.passed() {
                cut_short.push(CheckPart::Implied);
                break;
            }
            if is_implied(puzzle, i) {
                implied.push(i);
            }
        }
    }
    let mut rating_changes = Vec::new();
    if let Some(with) = &rating {
        for &i in &implied {
            let without = match rate(&puzzle.with_clues(without_clue(clues, i))) {
                Some(without) if !deadline.passed() => without,
                _ => {
                    cut_short.push(CheckPart::RatingChanges);
                    break;
                }
            };
            if without.tier != with.tier {
                rating_changes.push(RatingChange {
                    clue: i,
                    with: with.clone(),
                    without,
                });
            }
        }
    }
    let minimal_subset = if verdict == Outcome::Solved {
        let subset = minimal_subset_until(puzzle, deadline);
        if subset.is_none() {
            cut_short.push(CheckPart::MinimalSubset);
        }
        subset
    } else {
        None
    };
    let suggestions = if verdict == Outcome::SeveralSolutions {
        let (suggestions, finished) =
            suggestions(puzzle, &report.solutions, report.truncated, options);
        if !finished {
            cut_short.push(CheckPart::Suggestions);
        }
        suggestions
    } else {
        Vec::new()
    };
    let conflict = if verdict == Outcome::NoSolution {
        crate::analysis::conflict::minimal_conflict(puzzle)
    } else {
        None
    };
    CheckReport {
        verdict,
        solutions: report.solutions,
        truncated: report.truncated,
        rating,
        readings,
        warnings,
        implied,
        rating_changes,
        minimal_subset,
        duplicates: duplicates(clues),
        equivalent: equivalent(clues),
        suggestions,
        conflict,
        work_limited: !cut_short.is_empty() && options.deadline.work_spent(),
        cut_short,
    }
}

/// The engine's rating of `puzzle`, unless `deadline` passes first.
fn rating_until(puzzle: &Puzzle, deadline: Deadline) -> Option<Rating> {
    let explanation = explain_with(
        puzzle,
        &ExplainOptions {
            deadline,
            ..ExplainOptions::default()
        },
    );
    (explanation.outcome != Outcome::TimedOut).then_some(explanation.rating)
}

/// The clues without clue `i`.
fn without_clue(clues: &[Clue], i: usize) -> Vec<Clue> {
    clues
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, c)| c.clone())
        .collect()
}

/// Whether `clues` leave exactly one solution.
fn unique(puzzle: &Puzzle, clues: &[Clue]) -> bool {
    let report = solve_clues(puzzle.category_count(), puzzle.size(), clues, 1);
    report.solutions.len() == 1 && !report.truncated
}

/// Whether `clues` have a solution.
fn satisfiable(puzzle: &Puzzle, clues: &[Clue]) -> bool {
    !solve_clues(puzzle.category_count(), puzzle.size(), clues, 1)
        .solutions
        .is_empty()
}

/// Whether clue `i` follows from the other clues: they leave no solution once it is negated
/// (each of its options negated, as a clue of its own).
pub fn is_implied(puzzle: &Puzzle, i: usize) -> bool {
    let clues = puzzle.clues();
    let Some(clue) = clues.get(i) else {
        return false;
    };
    let mut rest = without_clue(clues, i);
    rest.extend(clue.options.iter().map(|o| {
        Clue::from_option(ClueOption {
            negated: !o.negated,
            ..o.clone()
        })
    }));
    !satisfiable(puzzle, &rest)
}

/// One minimal sufficient set of clues of a puzzle with one solution (indices, file order):
/// each clue in turn is left out when the others still leave one solution.
pub fn minimal_subset(puzzle: &Puzzle) -> Vec<usize> {
    minimal_subset_until(puzzle, Deadline::none()).unwrap_or_default()
}

/// [`minimal_subset`], or `None` if `deadline` passes first.
fn minimal_subset_until(puzzle: &Puzzle, deadline: Deadline) -> Option<Vec<usize>> {
    let clues = puzzle.clues();
    // A clue goes when the others still leave one solution.
    shrink_by_deletion(clues.len(), |rest| {
        if deadline.passed() {
            return None;
        }
        let trial: Vec<Clue> = rest.iter().map(|&c| clues[c].clone()).collect();
        Some(unique(puzzle, &trial))
    })
}

/// A clue's meaning in a form where equal means the same: each option with its terms (and
/// each term's alternatives) sorted, comparisons turned to one direction, pairs sorted.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Canon {
    Together {
        negated: bool,
        terms: Vec<Vec<ItemId>>,
    },
    Compare {
        negated: bool,
        category: usize,
        /// 0: a before b; 1: a = b + k; 2: k apart.
        kind: (u8, i64),
        a: ItemId,
        b: ItemId,
    },
    Pairs {
        negated: bool,
        sides: [[ItemId; 2]; 2],
    },
    /// An option of an unexpected shape: compared as written.
    Other(String),
}

fn canon_option(option: &ClueOption) -> Canon {
    let negated = option.negated;
    let items = option.items();
    match (&option.relation, &items[..]) {
        (Relation::Together, _) => {
            let mut terms: Vec<Vec<ItemId>> = option
                .terms
                .iter()
                .map(|t| {
                    let mut alternatives = t.alternatives.clone();
                    alternatives.sort();
                    alternatives.dedup();
                    alternatives
                })
                .collect();
            terms.sort();
            terms.dedup();
            Canon::Together { negated, terms }
        }
        (Relation::Compare(comparison), &[a, b]) => {
            let (kind, a, b) = match comparison.kind {
                CompareKind::Before => ((0, 0), a, b),
                CompareKind::After => ((0, 0), b, a),
                CompareKind::Offset(k) if a <= b => ((1, k), a, b),
                CompareKind::Offset(k) => ((1, -k), b, a),
                CompareKind::Apart(k) => ((2, k as i64), a.min(b), a.max(b)),
            };
            Canon::Compare {
                negated,
                category: comparison.category,
                kind,
                a,
                b,
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            let mut sides = [[a.min(b), a.max(b)], [c.min(d), c.max(d)]];
            sides.sort();
            Canon::Pairs { negated, sides }
        }
        _ => Canon::Other(format!("{option:?}")),
    }
}

fn canon_clue(clue: &Clue) -> Vec<Canon> {
    let mut options: Vec<Canon> = clue.options.iter().map(canon_option).collect();
    options.sort();
    options.dedup();
    options
}

/// Groups of clues with the same meaning (see [`Canon`]).
fn duplicates(clues: &[Clue]) -> Vec<Vec<usize>> {
    let mut groups: BTreeMap<Vec<Canon>, Vec<usize>> = BTreeMap::new();
    for (i, clue) in clues.iter().enumerate() {
        groups.entry(canon_clue(clue)).or_default().push(i);
    }
    let mut found: Vec<Vec<usize>> = groups.into_values().filter(|g| g.len() > 1).collect();
    found.sort();
    found
}

/// Groups of clues with the same meaning once read by meaning ([`crate::model::meaning::canonical`]),
/// leaving out the groups that are exact duplicates (those [`duplicates`] reports).
fn equivalent(clues: &[Clue]) -> Vec<Vec<usize>> {
    let mut groups: BTreeMap<Vec<Canon>, Vec<usize>> = BTreeMap::new();
    for (i, clue) in clues.iter().enumerate() {
        let normal = crate::model::meaning::normal_clue(clue);
        groups.entry(canon_clue(&normal)).or_default().push(i);
    }
    // A group whose clues are all written alike is an exact duplicate group (the same clues,
    // since clues written alike read alike).
    let mut found: Vec<Vec<usize>> = groups
        .into_values()
        .filter(|g| g.len() > 1)
        .filter(|g| {
            let first = canon_clue(&clues[g[0]]);
            !g.iter().all(|&i| canon_clue(&clues[i]) == first)
        })
        .collect();
    found.sort();
    found
}

/// Single facts that leave exactly one solution, rated, easiest first.
/// The suggested facts, and whether every candidate was rated before `options.deadline`.
fn suggestions(
    puzzle: &Puzzle,
    solutions: &[Solution],
    truncated: bool,
    options: &CheckOptions,
) -> (Vec<Suggestion>, bool) {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let deadline = options.deadline;
    // How many solutions put each pair together: one pass over each solution's rows
    // (S·n·k² work, checked against the deadline per solution), not a scan of every
    // solution for every pair.
    let pair = |c1: usize, c2: usize, i: usize, j: usize| ((c1 * k + c2) * n + i) * n + j;
    let mut with = vec![0u32; k * k * n * n];
    for solution in solutions {
        if deadline.passed() {
            return (Vec::new(), false);
        }
        for row in solution.rows() {
            for c1 in 0..k {
                for c2 in c1 + 1..k {
                    with[pair(c1, c2, row[c1], row[c2])] += 1;
                }
            }
        }
    }
    let total = solutions.len();
    let candidates = (0..k).flat_map(|c1| {
        (c1 + 1..k).flat_map(move |c2| {
            (0..n).flat_map(move |i| (0..n).map(move |j| (ItemId::new(c1, i), ItemId::new(c2, j))))
        })
    });
    let candidates = candidates.flat_map(|(a, b)| {
        let count = with[pair(a.category, b.category, a.index, b.index)] as usize;
        let yes = (count == 1).then(|| Fact::yes(a, b));
        let no = (count + 1 == total).then(|| Fact::no(a, b));
        yes.into_iter().chain(no)
    });
    let with_fact = |fact: Fact| {
        let mut clues = puzzle.clues().to_vec();
        clues.push(Clue::from_option(ClueOption::pair(
            fact.a,
            fact.b,
            !fact.together,
        )));
        puzzle.with_clues(clues)
    };
    let mut rated: Vec<(usize, Suggestion)> = Vec::new();
    let mut finished = true;
    for fact in candidates {
        if rated.len() == RATED_SUGGESTIONS {
            break;
        }
        if deadline.passed() {
            finished = false;
            break;
        }
        let p = with_fact(fact);
        // With every solution listed, the count above is exact; otherwise check.
        if truncated && !unique(&p, p.clues()) {
            continue;
        }
        let Some(rating) = rating_until(&p, deadline) else {
            finished = false;
            break;
        };
        rated.push((rated.len(), Suggestion { fact, rating }));
    }
    rated.sort_by_key(|(order, s)| (s.rating.tier, s.rating.score, *order));
    let suggestions = rated
        .into_iter()
        .map(|(_, s)| s)
        .take(options.max_suggestions)
        .collect();
    (suggestions, finished)
}

/// A term in words: "gym", "gym or lobby".
fn term_words(puzzle: &Puzzle, alternatives: &[ItemId]) -> String {
    let names: Vec<String> = alternatives
        .iter()
        .map(|&a| puzzle.item_name(a).to_string())
        .collect();
    join(&names, "or")
}

/// Whether a group's alternatives come from more than one category.
fn mixed(alternatives: &[ItemId]) -> bool {
    alternatives.iter().any(|a| {
        alternatives
            .first()
            .is_some_and(|f| f.category != a.category)
    })
}

/// An option in plain words.
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
            let category = puzzle.category_name(comparison.category);
            let order = puzzle
                .categories()
                .get(comparison.category)
                .and_then(|c| c.order.as_ref());
            let positional = order.is_none_or(|o| {
                !o.numeric || o.values.iter().enumerate().all(|(i, &v)| v == i as i64 + 1)
            });
            let not = if option.negated { "not " } else { "" };
            let relation = match comparison.kind {
                CompareKind::Before | CompareKind::After => {
                    let before = comparison.kind == CompareKind::Before;
                    match (positional, option.negated) {
                        (true, false) => {
                            format!("comes {}", if before { "before" } else { "after" })
                        }
                        (true, true) => {
                            format!("does not come {}", if before { "before" } else { "after" })
                        }
                        (false, _) if order.is_some_and(|o| o.clock) => {
                            format!("is {not}{} than", if before { "earlier" } else { "later" })
                        }
                        (false, _) => {
                            format!("is {not}{} than", if before { "lower" } else { "higher" })
                        }
                    }
                }
                CompareKind::Offset(k) => {
                    let side_of = |more: &str, less: &str| {
                        if k > 0 {
                            more.to_string()
                        } else {
                            less.to_string()
                        }
                    };
                    if positional {
                        match k.unsigned_abs() {
                            1 => format!("is {not}right {}", side_of("after", "before")),
                            places => {
                                format!("is {not}{places} places {}", side_of("after", "before"))
                            }
                        }
                    } else {
                        let amount = amount(puzzle, comparison.category, k.abs());
                        if order.is_some_and(|o| o.clock) {
                            format!("is {not}{amount} {} than", side_of("later", "earlier"))
                        } else {
                            format!("is {not}{amount} {} than", side_of("more", "less"))
                        }
                    }
                }
                CompareKind::Apart(1) => format!("is {not}next to"),
                CompareKind::Apart(k) => format!("is {not}{k} places from"),
            };
            format!("{} {relation} {} in {category}", name(a), name(b))
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

/// An amount in an ordered category's units: the text around the number that every item shares
/// (`$20`, `$30` → `$10`), unless it holds letters (`house 1` → `1`).
fn amount(puzzle: &Puzzle, category: usize, value: i64) -> String {
    let Some(cat) = puzzle.categories().get(category) else {
        return value.to_string();
    };
    let Some(order) = &cat.order else {
        return value.to_string();
    };
    let shown = order.show(value);
    if order.clock {
        return shown;
    }
    let around = |item: &str| -> Option<(String, String)> {
        let start = item.find(|c: char| c.is_ascii_digit())?;
        let rest = item.get(start..)?;
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let prefix = item.get(..start)?.trim_end_matches('-').to_string();
        Some((prefix, rest.get(end..)?.to_string()))
    };
    let mut shapes = cat.items.iter().map(|i| around(i));
    match shapes.next().flatten() {
        Some((prefix, suffix))
            if !prefix.chars().any(char::is_alphabetic)
                && shapes.all(|s| s.as_ref() == Some(&(prefix.clone(), suffix.clone()))) =>
        {
            format!("{prefix}{shown}{suffix}")
        }
        _ => shown,
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

/// The warnings that need only the clue itself.
fn misreadings(puzzle: &Puzzle) -> Vec<Warning> {
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
fn dead_options(puzzle: &Puzzle) -> Vec<Warning> {
    let clues = puzzle.clues();
    let mut warnings = Vec::new();
    for (index, clue) in clues.iter().enumerate() {
        // A count's clauses are not written by the setter: their options are its statements,
        // and one that cannot hold is what the count is for (the liar's statement).
        if clue.options.len() < 2 || puzzle.counts().iter().any(|c| c.line == clue.line) {
            continue;
        }
        for option in &clue.options {
            let mut rest = without_clue(clues, index);
            rest.push(Clue::from_option(option.clone()));
            if !satisfiable(puzzle, &rest) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::rating::Tier;

    const MURDLE: &str = include_str!("../../examples/murdle.txt");
    const SEVERAL: &str = include_str!("../../examples/several.txt");

    fn clue_lines(puzzle: &Puzzle, indices: &[usize]) -> Vec<usize> {
        indices.iter().map(|&i| puzzle.clues()[i].line).collect()
    }

    #[test]
    fn murdle_is_sound_with_every_clue_needed() {
        let puzzle = Puzzle::parse(MURDLE).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::Solved);
        assert!(report.implied.is_empty());
        assert_eq!(report.minimal_subset, Some(vec![0, 1, 2, 3]));
        assert!(report.duplicates.is_empty());
        assert_eq!(
            report.readings[1],
            "no row holds Coach Raspberry together with gym or with lobby"
        );
        // Sgt Gunmetal has the dumbbell, so the second option of line 9 is dead.
        assert!(
            report
                .warnings
                .iter()
                .any(|w| w.clue == 3 && w.kind == WarningKind::DeadOption)
        );
    }

    #[test]
    fn finds_a_redundant_clue_and_a_minimal_sufficient_subset() {
        // Lines 16 and 17 (after the example's `say` lines) are true in the answer and follow
        // from the others; with them, so does line 8 (the cue is with Miss Saffron, in the
        // lobby). Each only on its own: leaving out 16 and 17 together leaves Miss Saffron's
        // place open.
        let text = format!("{MURDLE}\nMiss Saffron + lobby\nnot Miss Saffron + gym\n");
        let puzzle = Puzzle::parse(&text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::Solved);
        assert_eq!(clue_lines(&puzzle, &report.implied), vec![8, 16, 17]);
        let subset = report.minimal_subset.expect("unique");
        let kept: Vec<Clue> = subset.iter().map(|&i| puzzle.clues()[i].clone()).collect();
        assert!(unique(&puzzle, &kept), "the subset is sufficient");
        for leave_out in 0..kept.len() {
            assert!(
                !unique(&puzzle, &without_clue(&kept, leave_out)),
                "clue {leave_out} of the subset is needed"
            );
        }
        assert!(subset.len() < puzzle.clues().len());
    }

    #[test]
    fn reports_redundant_clues_whose_removal_changes_the_tier() {
        // Every clue follows from the others. With all four the rows are clue facts (Easy);
        // without `Ann + cat` the `or` has to be weighed case by case (clue case analysis, at
        // least Medium); without any other the rest still reads straight into the grid.
        let text = "people: Ann, Bob, Cy\npets: cat, dog, emu\n\
                    Ann + cat or Bob + dog\nnot Bob + dog\nAnn + cat\nBob + emu\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.implied, vec![0, 1, 2, 3]);
        let changes: Vec<(usize, Tier, Tier)> = report
            .rating_changes
            .iter()
            .map(|c| (c.clue, c.with.tier, c.without.tier))
            .collect();
        assert_eq!(changes, vec![(2, Tier::Easy, Tier::Medium)]);
        assert_eq!(report.minimal_subset.map(|s| s.len()), Some(2));
    }

    #[test]
    fn finds_clues_that_read_the_same() {
        let text = "people: Ann, Bob, Cy\npets: cat, dog, emu\n\
                    Ann + cat or Ann + dog\nAnn + (dog | cat)\ndog + Ann or Ann + cat\n\
                    Bob + emu\nemu + Bob\nnot Cy + (cat | Bob)\nnot Cy + cat\n";
        let puzzle = Puzzle::parse(text).unwrap();
        assert_eq!(equivalent(puzzle.clues()), vec![vec![0, 1, 2], vec![5, 6]]);
        // 0 and 2 are the same clue with terms and options in another order: exact duplicates.
        assert_eq!(duplicates(puzzle.clues()), vec![vec![0, 2], vec![3, 4]]);
    }

    #[test]
    fn finds_duplicates_in_meaning() {
        let text = "people: Ann, Bob, Cy\nhouses (ordered): 1, 2, 3\npets: cat, dog, emu\n\
                    Ann + cat\ncat & Ann\nBob < Cy\nCy > Bob\nAnn next to dog\n\
                    dog ~1 Ann\nnot Bob + (dog | emu)\nnot (emu, dog) + Bob\nCy = Ann + 1\n\
                    Ann = Cy - 1\n{Ann, Bob} = {cat, 3}\n{3, cat} = {Bob, Ann}\nBob + dog or Ann + cat\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let groups: Vec<Vec<usize>> = duplicates(puzzle.clues());
        assert_eq!(
            groups,
            vec![
                vec![0, 1],
                vec![2, 3],
                vec![4, 5],
                vec![6, 7],
                vec![8, 9],
                vec![10, 11]
            ]
        );
    }

    #[test]
    fn suggestions_make_the_puzzle_unique() {
        let puzzle = Puzzle::parse(SEVERAL).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::SeveralSolutions);
        assert_eq!(report.solutions.len(), 3);
        assert!(!report.suggestions.is_empty());
        for s in &report.suggestions {
            let mut clues = puzzle.clues().to_vec();
            clues.push(Clue::from_option(ClueOption::pair(
                s.fact.a,
                s.fact.b,
                !s.fact.together,
            )));
            assert!(unique(&puzzle, &clues), "{:?}", s.fact);
        }
        let keys: Vec<_> = report
            .suggestions
            .iter()
            .map(|s| (s.rating.tier, s.rating.score))
            .collect();
        assert!(keys.windows(2).all(|w| w[0] <= w[1]), "easiest first");
    }

    #[test]
    fn warns_on_not_over_three_terms_and_mixed_groups() {
        let text = "people: Ann, Bob\npets: cat, dog\nhouses: red, blue\n\
                    not Ann + cat + red\nAnn + (dog | blue)\nAnn + (Bob | red)\n";
        let puzzle = Puzzle::parse(text).unwrap();
        let kinds: Vec<(usize, WarningKind)> = misreadings(&puzzle)
            .iter()
            .map(|w| (w.clue, w.kind))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (0, WarningKind::NotOverSeveral),
                (1, WarningKind::MixedGroup),
                (2, WarningKind::MixedGroup),
                (2, WarningKind::ClashingAlternative),
            ]
        );
    }

    #[test]
    fn no_solution_gives_the_conflict() {
        let text = include_str!("../../examples/contradiction.txt");
        let puzzle = Puzzle::parse(text).unwrap();
        let report = check(&puzzle, &CheckOptions::default());
        assert_eq!(report.verdict, Outcome::NoSolution);
        assert_eq!(report.conflict, Some(vec![0, 1, 2, 3]));
        assert!(report.implied.is_empty());
    }

    /// `--timeout`: the verdict and the solutions stay; the slow parts are named as cut short
    /// and left out (a deadline already passed stops each before it starts).
    #[test]
    fn a_passed_deadline_cuts_the_slow_parts_short() {
        let passed = CheckOptions {
            deadline: Deadline::after(std::time::Duration::ZERO),
            ..CheckOptions::default()
        };
        let unique = Puzzle::parse(MURDLE).unwrap();
        let full = check(&unique, &CheckOptions::default());
        assert!(full.cut_short.is_empty());
        assert!(full.rating.is_some() && full.minimal_subset.is_some());
        let cut = check(&unique, &passed);
        assert_eq!(cut.verdict, Outcome::Solved);
        assert_eq!(cut.solutions, full.solutions);
        assert_eq!(cut.rating, None);
        assert_eq!(cut.minimal_subset, None);
        assert!(cut.implied.is_empty());
        assert_eq!(
            cut.cut_short,
            [
                CheckPart::Rating,
                CheckPart::Implied,
                CheckPart::MinimalSubset
            ]
        );

        let several = Puzzle::parse(SEVERAL).unwrap();
        let full = check(&several, &CheckOptions::default());
        assert!(full.cut_short.is_empty() && !full.suggestions.is_empty());
        let cut = check(&several, &passed);
        assert_eq!(cut.verdict, Outcome::SeveralSolutions);
        assert_eq!(cut.solutions, full.solutions);
        assert!(cut.suggestions.is_empty());
        assert_eq!(cut.cut_short, [CheckPart::Implied, CheckPart::Suggestions]);
    }
}
