//! `sleuth check`'s report as text (for people) and as JSON (for machines): the verdict, clues
//! implied by the others, the minimal sufficient set, duplicates, warnings, suggestions and the
//! conflict, the explanation's verification (`--verify`), with what a budget cut short.

use serde::Serialize;

use crate::analysis::check::{CheckPart, CheckReport};
use crate::analysis::verify::{FaultKind, Verification};
use crate::explain::explanation::{describe_disagreements, disagreements};
use crate::explain::rating::Rating;
use crate::grid::Fact;
use crate::model::Puzzle;
use crate::render::json::{self, ClueJson, FactJson, clues_json};
use crate::solver::Outcome;
use crate::words::english::plural;

/// A fact in clue syntax: `A + B` or `not A + B`.
fn fact_syntax(puzzle: &Puzzle, fact: Fact) -> String {
    format!(
        "{}{} + {}",
        if fact.together { "" } else { "not " },
        puzzle.item_name(fact.a),
        puzzle.item_name(fact.b)
    )
}

fn rated(rating: &Rating) -> String {
    format!("{} (score {})", rating.tier, rating.score)
}

/// `line 5: text` for each clue, indented.
fn clue_list(puzzle: &Puzzle, indices: &[usize]) -> String {
    let mut lines: Vec<String> = Vec::new();
    // The clauses of one count share its line: listed once.
    for c in indices.iter().filter_map(|&i| puzzle.clues().get(i)) {
        let part = if puzzle.counts().iter().any(|count| count.line == c.line) {
            " (in part: some of the plain clues this count stands for)"
        } else {
            ""
        };
        let line = format!("  {}: {}{part}\n", line_name(puzzle, c.line), c.text);
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    lines.concat()
}

/// See [`Puzzle::line_name`].
fn line_name(puzzle: &Puzzle, line: usize) -> String {
    puzzle.line_name(line)
}

fn line_of(puzzle: &Puzzle, clue: usize) -> usize {
    puzzle.clues().get(clue).map_or(0, |c| c.line)
}

/// The report for people: the verdict, how each clue reads, warnings, redundant clues, minimal
/// and duplicate sets, suggestions, and what a budget cut short, each section in turn.
pub fn text(puzzle: &Puzzle, report: &CheckReport) -> String {
    let mut out = format!(
        "{}: {} of {}, {}\n\n",
        puzzle.source().name(),
        plural(puzzle.category_count(), "category").replace("categorys", "categories"),
        plural(puzzle.size(), "item"),
        plural(puzzle.printed_clue_count(), "clue")
    );
    for section in [
        verdict,
        readings,
        warnings,
        implied,
        sets,
        suggestions,
        verification,
        cut_short,
    ] {
        section(&mut out, puzzle, report);
    }
    out
}

/// Sound or not, with the rating, the conflict or where the solutions disagree.
fn verdict(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    match report.verdict {
        Outcome::Solved => {
            out.push_str("Sound: exactly one solution.");
            if let Some(rating) = &report.rating {
                out.push_str(&format!(" Difficulty: {}.", rated(rating)));
            }
            out.push('\n');
        }
        Outcome::NoSolution => {
            out.push_str("Not sound: no solution, the clues contradict each other.\n");
            if let Some(conflict) = &report.conflict {
                out.push_str(
                    "These clues cannot all hold together (leave out any one of them and the rest can):\n",
                );
                out.push_str(&clue_list(puzzle, conflict));
            }
        }
        Outcome::SeveralSolutions => {
            let count = if report.truncated {
                format!(
                    "more than {} (stopped there; raise --max-solutions)",
                    plural(report.solutions.len(), "solution")
                )
            } else {
                plural(report.solutions.len(), "solution")
            };
            out.push_str(&format!(
                "Not sound: {count}. They disagree on {}.\n",
                describe_disagreements(puzzle, &disagreements(puzzle, &report.solutions))
            ));
        }
        Outcome::TimedOut => out.push_str(
            "Not known: the search could not tell in time whether the puzzle has one solution \
             (raise --timeout, or see `sleuth solve`).\n",
        ),
        Outcome::Unfinished => {}
    }
}

/// "How each clue reads": a count once, where its clauses would each read.
fn readings(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    out.push_str("\nHow each clue reads:\n");
    let mut counts_read = Vec::new();
    for (clue, reading) in puzzle.clues().iter().zip(&report.readings) {
        // A count reads once, as a count, where its clauses would each read.
        match puzzle.counts().iter().find(|c| c.line == clue.line) {
            Some(count) if counts_read.contains(&count.line) => {}
            Some(count) => {
                counts_read.push(count.line);
                out.push_str(&format!(
                    "  {}: {}\n",
                    line_name(puzzle, count.line),
                    crate::words::clue::read_count(puzzle, count)
                ));
            }
            None => out.push_str(&format!("  {}: {reading}\n", line_name(puzzle, clue.line))),
        }
    }
}

/// Clues easy to misread.
fn warnings(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    if report.warnings.is_empty() && report.category_warnings.is_empty() {
        out.push_str("\nWarnings: none.\n");
    } else {
        out.push_str("\nWarnings (clues easy to misread):\n");
        for warning in &report.category_warnings {
            out.push_str(&format!(
                "  {}: {}\n",
                puzzle.line_name(warning.line),
                warning.message(puzzle)
            ));
        }
        for warning in &report.warnings {
            out.push_str(&format!(
                "  {}: {}\n",
                line_name(puzzle, line_of(puzzle, warning.clue)),
                warning.message(puzzle)
            ));
        }
    }
}

/// Redundant clues (or, with several solutions, clues implied by the others).
fn implied(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    out.push('\n');
    let implied_cut = report.cut_short.contains(&CheckPart::Implied);
    match report.verdict {
        Outcome::Solved | Outcome::SeveralSolutions if implied_cut => {
            let what = if report.verdict == Outcome::Solved {
                "Redundant clues"
            } else {
                "Clues implied by the others"
            };
            if report.implied.is_empty() {
                out.push_str(&format!(
                    "{what}: none found before {} (not every clue was checked).\n",
                    limit(report)
                ));
            } else {
                out.push_str(&format!(
                    "{what} found before {} (not every clue was checked; leave \
                     out any one of them and the same answers remain):\n",
                    limit(report)
                ));
                out.push_str(&clue_list(puzzle, &report.implied));
            }
        }
        Outcome::Solved if report.implied.is_empty() => {
            out.push_str("Redundant clues: none; every clue is needed.\n");
        }
        Outcome::Solved => {
            out.push_str(
                "Redundant clues (each follows from the others: leave out any one of them and \
                 the same answer remains; leaving out two may not):\n",
            );
            out.push_str(&clue_list(puzzle, &report.implied));
            for change in &report.rating_changes {
                out.push_str(&format!(
                    "Without {} the puzzle still has one solution but rates {} instead of {}.\n",
                    line_name(puzzle, line_of(puzzle, change.clue)),
                    rated(&change.without),
                    rated(&change.with)
                ));
            }
        }
        Outcome::SeveralSolutions if report.implied.is_empty() => {
            out.push_str("Clues implied by the others: none; each one rules out some answers.\n");
        }
        Outcome::SeveralSolutions => {
            out.push_str(
                "Clues implied by the others (leave out any one of them and the same solutions \
                 remain):\n",
            );
            out.push_str(&clue_list(puzzle, &report.implied));
        }
        Outcome::NoSolution => {}
        Outcome::TimedOut => out.push_str(
            "Not known: the search could not tell in time whether the puzzle has one solution \
             (raise --timeout, or see `sleuth solve`).\n",
        ),
        Outcome::Unfinished => {}
    }
}

/// The minimal sufficient set, and duplicate or equivalent clues.
fn sets(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    if let Some(subset) = &report.minimal_subset {
        if subset.len() == puzzle.clues().len() {
            out.push_str(&format!(
                "Minimal sufficient set of clues: all {}.\n",
                plural(subset.len(), "clue")
            ));
        } else {
            out.push_str(&format!(
                "One minimal sufficient set of clues ({}; the answer stays unique with only \
                 these, and leaving out any one of them opens it up):\n",
                plural(subset.len(), "clue")
            ));
            out.push_str(&clue_list(puzzle, subset));
        }
    }

    if report.duplicates.is_empty() {
        out.push_str("Exact duplicates: none.\n");
    } else {
        out.push_str("Exact duplicates (the same meaning, written twice):\n");
        for group in &report.duplicates {
            out.push_str(&clue_list(puzzle, group));
        }
    }
    if !report.equivalent.is_empty() {
        out.push_str("Equivalent clues (the same meaning, written differently):\n");
        for group in &report.equivalent {
            out.push_str(&clue_list(puzzle, group));
        }
    }
}

/// With several solutions: the single facts that would make the answer unique.
fn suggestions(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    if report.verdict == Outcome::SeveralSolutions {
        if report.suggestions.is_empty() && report.cut_short.contains(&CheckPart::Suggestions) {
            out.push_str(&format!("\nNo fact was rated before {}.\n", limit(report)));
        } else if report.suggestions.is_empty() {
            out.push_str("\nNo single fact leaves exactly one solution.\n");
        } else {
            out.push_str(
                "\nAny one of these facts, added as a clue, leaves exactly one solution \
                 (easiest resulting puzzle first):\n",
            );
            let facts: Vec<String> = report
                .suggestions
                .iter()
                .map(|s| fact_syntax(puzzle, s.fact))
                .collect();
            let width = facts.iter().map(|f| f.chars().count()).max().unwrap_or(0);
            for (fact, suggestion) in facts.iter().zip(&report.suggestions) {
                out.push_str(&format!(
                    "  {fact:<width$}  then {}\n",
                    rated(&suggestion.rating)
                ));
            }
        }
    }
}

/// With `--verify`: the explanation checked step by step, and each fault found.
fn verification(out: &mut String, puzzle: &Puzzle, report: &CheckReport) {
    let Some(checked) = &report.verification else {
        return;
    };
    let steps = plural(checked.steps, "step");
    let cases = match checked.cases {
        0 => String::new(),
        n => format!(", and the {} of its case splits replay", plural(n, "case")),
    };
    if checked.faults.is_empty() {
        if checked.finished {
            out.push_str(&format!(
                "\nExplanation verified by the exhaustive solver: each of its {steps} follows from \
                 what it cites{cases}.\n"
            ));
        } else {
            out.push_str(&format!(
                "\nExplanation verified by the exhaustive solver up to {steps}, with no fault found; \
                 the rest was not checked.\n"
            ));
        }
        return;
    }
    out.push_str(&format!(
        "\nExplanation checked by the exhaustive solver: {} found in {steps} (a bug in sleuth; \
         please report it with this file):\n",
        plural(checked.faults.len(), "fault")
    ));
    for fault in &checked.faults {
        let place = match fault.step {
            0 => "the explanation".to_string(),
            n => format!("step {n}"),
        };
        let fact = fault
            .fact
            .map(|f| format!("`{}`: ", fact_syntax(puzzle, f)))
            .unwrap_or_default();
        out.push_str(&format!("  {place}: {fact}{}\n", fault.detail));
    }
}

/// What a budget cut short.
fn cut_short(out: &mut String, _puzzle: &Puzzle, report: &CheckReport) {
    if !report.cut_short.is_empty() {
        let parts: Vec<String> = report
            .cut_short
            .iter()
            .map(|p| p.words().to_string())
            .collect();
        let limit = limit(report);
        let mut limit = limit.chars();
        let limit: String = limit
            .next()
            .map(|c| c.to_uppercase().chain(limit).collect())
            .unwrap_or_default();
        out.push_str(&format!(
            "\n{limit} before the check finished; not complete: {}.\n",
            crate::techniques::join(&parts, "and")
        ));
    }
}

/// Which limit cut the report short, as the end of "… before ___".
fn limit(report: &CheckReport) -> &'static str {
    if report.work_limited {
        "the work limit was reached (docs/reliability.md)"
    } else {
        "--timeout passed"
    }
}

/// `sleuth check --format json`.
#[derive(Debug, Serialize)]
pub struct CheckJson {
    schema_version: u32,
    file: String,
    outcome: crate::Outcome,
    solution_count: usize,
    truncated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<Rating>,
    clues: Vec<CheckedClueJson>,
    /// Category lines easy to misread (clock times that wrap past noon).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    category_warnings: Vec<CategoryWarningJson>,
    implied: Vec<ClueJson>,
    rating_changes: Vec<RatingChangeJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    minimal_subset: Option<Vec<ClueJson>>,
    duplicates: Vec<Vec<ClueJson>>,
    equivalent: Vec<Vec<ClueJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    disagreements: Option<Vec<[String; 2]>>,
    suggestions: Vec<SuggestionJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    conflict: Option<Vec<ClueJson>>,
    /// `--verify`: the explanation checked step by step.
    #[serde(skip_serializing_if = "Option::is_none")]
    verification: Option<VerificationJson>,
    /// `--timeout`: the parts not finished (left out, or listing only what was found in time).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    cut_short: Vec<&'static str>,
}

#[derive(Debug, Serialize)]
struct VerificationJson {
    steps: usize,
    cases: usize,
    finished: bool,
    faults: Vec<FaultJson>,
}

#[derive(Debug, Serialize)]
struct FaultJson {
    step: usize,
    kind: FaultKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    fact: Option<FactJson>,
    detail: String,
}

impl VerificationJson {
    fn new(puzzle: &Puzzle, checked: &Verification) -> VerificationJson {
        VerificationJson {
            steps: checked.steps,
            cases: checked.cases,
            finished: checked.finished,
            faults: checked
                .faults
                .iter()
                .map(|f| FaultJson {
                    step: f.step,
                    kind: f.kind,
                    fact: f.fact.map(|fact| FactJson::new(puzzle, fact)),
                    detail: f.detail.clone(),
                })
                .collect(),
        }
    }
}

#[derive(Debug, Serialize)]
struct CheckedClueJson {
    line: usize,
    text: String,
    reading: String,
    warnings: Vec<WarningJson>,
}

#[derive(Debug, Serialize)]
struct CategoryWarningJson {
    line: usize,
    category: String,
    kind: &'static str,
    message: String,
}

#[derive(Debug, Serialize)]
struct WarningJson {
    kind: &'static str,
    message: String,
}

#[derive(Debug, Serialize)]
struct RatingChangeJson {
    line: usize,
    text: String,
    with: Rating,
    without: Rating,
}

#[derive(Debug, Serialize)]
struct SuggestionJson {
    fact: FactJson,
    text: String,
    rating: Rating,
}

/// Every clue with its reading and warnings.
fn checked_clues(puzzle: &Puzzle, report: &CheckReport) -> Vec<CheckedClueJson> {
    puzzle
        .clues()
        .iter()
        .zip(&report.readings)
        .enumerate()
        .map(|(i, (clue, reading))| CheckedClueJson {
            line: clue.line,
            text: clue.text.clone(),
            reading: reading.clone(),
            warnings: report
                .warnings
                .iter()
                .filter(|w| w.clue == i)
                .map(|w| WarningJson {
                    kind: w.kind.id(),
                    message: w.message(puzzle),
                })
                .collect(),
        })
        .collect()
}

impl CheckJson {
    pub fn new(puzzle: &Puzzle, report: &CheckReport) -> CheckJson {
        let clue_text = |i: usize| puzzle.clues().get(i).map_or("", |c| c.text.as_str());
        CheckJson {
            schema_version: json::SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            outcome: report.verdict,
            solution_count: report.solutions.len(),
            truncated: report.truncated,
            rating: report.rating.clone(),
            clues: checked_clues(puzzle, report),
            category_warnings: report
                .category_warnings
                .iter()
                .map(|w| CategoryWarningJson {
                    line: w.line,
                    category: puzzle.category_name(w.category).to_string(),
                    kind: "clock_wraps_past_noon",
                    message: w.message(puzzle),
                })
                .collect(),
            implied: clues_json(puzzle, &report.implied),
            rating_changes: report
                .rating_changes
                .iter()
                .map(|c| RatingChangeJson {
                    line: line_of(puzzle, c.clue),
                    text: clue_text(c.clue).to_string(),
                    with: c.with.clone(),
                    without: c.without.clone(),
                })
                .collect(),
            minimal_subset: report
                .minimal_subset
                .as_ref()
                .map(|s| clues_json(puzzle, s)),
            duplicates: report
                .duplicates
                .iter()
                .map(|g| clues_json(puzzle, g))
                .collect(),
            equivalent: report
                .equivalent
                .iter()
                .map(|g| clues_json(puzzle, g))
                .collect(),
            disagreements: (report.verdict == Outcome::SeveralSolutions)
                .then(|| json::disagreement_names(puzzle, &report.solutions)),
            suggestions: report
                .suggestions
                .iter()
                .map(|s| SuggestionJson {
                    fact: FactJson::new(puzzle, s.fact),
                    text: fact_syntax(puzzle, s.fact),
                    rating: s.rating.clone(),
                })
                .collect(),
            conflict: report.conflict.as_ref().map(|c| clues_json(puzzle, c)),
            verification: report
                .verification
                .as_ref()
                .map(|v| VerificationJson::new(puzzle, v)),
            cut_short: report.cut_short.iter().map(|p| p.id()).collect(),
        }
    }
}
