//! `sleuth solve`'s report as text (or Markdown): the solution grid, or the solutions side by
//! side and where they disagree, or the clues that clash; then the rating.

use crate::explain::explanation::{describe_disagreements, disagreements};
use crate::model::Puzzle;
use crate::render::{markdown, text};
use crate::solver::SolveReport;
use crate::words::english::plural;

/// Up to this many solutions are shown next to each other (as text); more, one after another.
const SIDE_BY_SIDE: usize = 3;
/// How many of several solutions' grids the text shows without `--all`.
const SHOWN: usize = 5;

/// Why the quick rating of `solve` stopped before the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CutShort {
    /// It takes longer than the answer (the quick budget was spent).
    Slower,
    /// The work limit was reached.
    WorkLimit,
    /// `--timeout` passed.
    Timeout,
}

/// "the rating, at least Hard so far (…why…)": what a cut-short rating says, for the text and
/// the JSON document.
pub fn rating_cut_short(so_far: crate::Tier, why: CutShort) -> String {
    let why = match why {
        CutShort::Slower => {
            "it takes longer than the answer; --full-rating or `sleuth rate` rates it in full"
        }
        CutShort::WorkLimit => "the work limit was reached first; docs/reliability.md",
        CutShort::Timeout => "--timeout passed first",
    };
    format!("the rating, at least {so_far} so far ({why})")
}

/// The text's line for something cut short.
pub fn cut_short_line(what: &str) -> String {
    format!("\nCut short: {what}; the answer above is complete.\n")
}

/// What the text says when the clues that clash could not be narrowed down in time.
pub const CONFLICT_TIMED_OUT: &str =
    "(The time ran out before the clues that clash could be narrowed down.)\n";

/// "These clues cannot all hold (leave out any one and the rest can): …", one clue a line.
pub fn conflict_text(puzzle: &Puzzle, conflict: &[usize]) -> String {
    let mut out = String::from(
        "These clues cannot all hold together (leave out any one of them and the rest can):\n",
    );
    let mut lines: Vec<String> = Vec::new();
    // The clauses of one count share its line: listed once.
    for clue in conflict.iter().filter_map(|&i| puzzle.clues().get(i)) {
        let mut line = format!("  {}: {}\n", puzzle.line_name(clue.line), clue.text);
        if puzzle.is_sentence(clue.line) {
            line.push_str(&format!("    read as  {}\n", reading(puzzle, clue)));
        }
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    out.push_str(&lines.concat());
    out
}

/// A clue in sleuth's syntax, options joined by `or`.
fn reading(puzzle: &Puzzle, clue: &crate::model::Clue) -> String {
    let options: Vec<String> = clue
        .options
        .iter()
        .map(|o| crate::words::clue::option_syntax(puzzle, o))
        .collect();
    options.join(" or ")
}

/// For a puzzle with several solutions: the sentences that name an item the solutions place
/// differently, each with how it was read, so a misreading can be found.
fn sentences_about(puzzle: &Puzzle, report: &SolveReport) -> String {
    let [first, second, ..] = &report.solutions[..] else {
        return String::new();
    };
    // An item is in question when its row differs between two of the solutions.
    let moved = |item: crate::model::ItemId| {
        let row = |s: &crate::Solution| s.row_of(item).and_then(|r| s.rows().get(r).cloned());
        row(first) != row(second)
    };
    let mut out = String::new();
    for line in crate::render::read::lines(puzzle) {
        let about = puzzle
            .clues()
            .iter()
            .filter(|c| c.line == line.line)
            .any(|c| c.options.iter().any(|o| o.items().into_iter().any(moved)));
        if line.sentence && about {
            if out.is_empty() {
                out.push_str("\nThe sentences about them, as sleuth read them:\n");
            }
            out.push_str(&format!(
                "  {}: {}\n",
                puzzle.line_name(line.line),
                line.text
            ));
            for reading in &line.readings {
                out.push_str(&format!("    read as  {reading}\n"));
            }
        }
    }
    out
}

pub fn grid(puzzle: &Puzzle, solution: &crate::Solution, md: bool) -> String {
    if md {
        let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
        rows.extend(text::solution_rows(puzzle, solution));
        markdown::table(&rows)
    } else {
        text::solution_grid(puzzle, solution)
    }
}

// long because one section of the printed report after another, in print order.
pub fn text(
    puzzle: &Puzzle,
    report: &SolveReport,
    rating: Option<&crate::Rating>,
    md: bool,
    work_limited: bool,
    all: bool,
) -> String {
    let mut out = String::new();
    if crate::Outcome::of(report) == crate::Outcome::TimedOut {
        let stopped = if work_limited {
            "Stopped at the work limit (docs/reliability.md)"
        } else {
            "Timed out"
        };
        let nodes = if report.nodes == 1 {
            "1 search node".to_string()
        } else {
            format!("{} search nodes", report.nodes)
        };
        out.push_str(&format!(
            "{stopped} after {nodes}, before the search could tell whether the puzzle has one solution.\n"
        ));
        if let Some(found) = report.solutions.first() {
            out.push_str("It had found this one so far:\n");
            out.push_str(&grid(puzzle, found, md));
        }
        return out;
    }
    match report.solutions.len() {
        0 => out.push_str("No solution: the clues contradict each other.\n"),
        1 if !report.truncated => out.push_str(&grid(puzzle, &report.solutions[0], md)),
        count if count <= SIDE_BY_SIDE && !md => {
            out.push_str(&text::side_by_side(puzzle, &report.solutions));
            out.push_str(&format!(
                "\n{}{}. They disagree on {}.\n",
                plural(count, "solution"),
                if report.truncated {
                    " (stopped there; raise --max-solutions)"
                } else if report.timed_out {
                    " (timed out; there may be more)"
                } else {
                    ""
                },
                describe_disagreements(puzzle, &disagreements(puzzle, &report.solutions))
            ));
        }
        _ => {
            let shown = if all { usize::MAX } else { SHOWN };
            for (i, solution) in report.solutions.iter().enumerate().take(shown) {
                out.push_str(&format!("Solution {}\n", i + 1));
                if md {
                    out.push('\n');
                }
                out.push_str(&grid(puzzle, solution, md));
                out.push('\n');
            }
            if report.solutions.len() > shown {
                out.push_str(&match report.solutions.len() - shown {
                    1 => "(One more grid is not shown; --all prints it.)\n".to_string(),
                    n => format!("(The other {n} grids are not shown; --all prints every one.)\n"),
                });
            }
            if report.truncated {
                out.push_str(&format!(
                    "Stopped after {}; there may be more (raise --max-solutions).\n",
                    plural(report.solutions.len(), "solution")
                ));
            } else if report.timed_out {
                out.push_str(&format!(
                    "Timed out after {}; there may be more.\n",
                    plural(report.solutions.len(), "solution")
                ));
            } else {
                out.push_str(&format!(
                    "{}.\n",
                    plural(report.solutions.len(), "solution")
                ));
            }
            out.push_str(&format!(
                "They disagree on {}.\n",
                describe_disagreements(puzzle, &disagreements(puzzle, &report.solutions))
            ));
            out.push_str(&sentences_about(puzzle, report));
        }
    }
    if let Some(rating) = rating {
        let steps: usize = rating
            .counts
            .iter()
            .filter(|(t, _)| **t != crate::techniques::TechniqueId::OneToOne)
            .map(|(_, n)| n)
            .sum();
        out.push_str(&format!(
            "\nDifficulty: {} (score {})\n",
            rating.tier, rating.score
        ));
        out.push_str(&format!("Logical steps: {steps}\n"));
        for (technique, count) in &rating.counts {
            out.push_str(&format!("  {}: {count}\n", technique.name()));
        }
    }
    out
}
