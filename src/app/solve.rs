//! `sleuth solve`: every solution by exhaustive search, and the difficulty.

use gridsleuth::analysis::conflict::minimal_conflict_until;
use gridsleuth::explain::explanation::{describe_disagreements, disagreements};
use gridsleuth::explain::quick_rating::{QuickRating, SOLVE_RATING_WORK, rate_until};
use gridsleuth::render::{json, markdown, text};
use gridsleuth::{Deadline, Puzzle, SolveReport, solve_until};

/// Up to this many solutions are shown next to each other (as text); more, one after another.
const SIDE_BY_SIDE: usize = 3;

use super::cli::{Format, SolveCommandArgs};
use super::{Exit, load, plural, report_load_error};

pub fn run(command: &SolveCommandArgs) -> Exit {
    let args = &command.common;
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let deadline = command
        .timeout
        .map_or(Deadline::none(), Deadline::after)
        .with_work(gridsleuth::deadline::DEFAULT_WORK);
    let report = solve_until(&puzzle, args.max_solutions, deadline);
    let outcome = gridsleuth::Outcome::of(&report);
    // The rating comes from the engine's steps found quietly (no words), within a small work
    // budget unless --full-rating, and within the same time limit; when a limit cuts it short
    // the output says so, with the tier reached so far.
    let mut cut_short = Vec::new();
    let rating = (outcome == gridsleuth::Outcome::Solved && !command.no_rating)
        .then(|| {
            let rating_deadline = if command.full_rating {
                deadline
            } else {
                deadline.with_work(SOLVE_RATING_WORK)
            };
            match rate_until(&puzzle, rating_deadline) {
                QuickRating::Rated(rating) => Some(rating),
                QuickRating::CutShort(so_far) => {
                    let why = if !command.full_rating && !deadline.passed() {
                        "it takes longer than the answer; --full-rating or `sleuth rate` rates it in full"
                    } else if deadline.work_spent() {
                        "the work limit was reached first; docs/reliability.md"
                    } else {
                        "--timeout passed first"
                    };
                    cut_short.push(format!(
                        "the rating, at least {} so far ({why})",
                        so_far.tier
                    ));
                    None
                }
                QuickRating::NoSolution => None,
            }
        })
        .flatten();
    let conflict = if outcome == gridsleuth::Outcome::NoSolution {
        minimal_conflict_until(&puzzle, deadline)
    } else {
        None
    };
    match args.format {
        Format::Json => {
            let mut doc = json::SolveJson::new(&puzzle, &report);
            doc.rating = rating;
            doc.cut_short = cut_short;
            doc.conflict = conflict.map(|c| json::clues_json(&puzzle, &c));
            if outcome == gridsleuth::Outcome::SeveralSolutions {
                doc.disagreements = Some(json::disagreement_names(&puzzle, &report.solutions));
            }
            out!("{}", json::to_string(&doc));
        }
        Format::Text | Format::Markdown => {
            let md = args.format == Format::Markdown;
            let work_limited = report.timed_out && deadline.work_spent();
            let mut out = text_output(&puzzle, &report, rating.as_ref(), md, work_limited);
            for what in &cut_short {
                out.push_str(&format!(
                    "\nCut short: {what}; the answer above is complete.\n"
                ));
            }
            match &conflict {
                Some(conflict) => out.push_str(&conflict_text(&puzzle, conflict)),
                None if outcome == gridsleuth::Outcome::NoSolution => out.push_str(
                    "(The time ran out before the clues that clash could be narrowed down.)\n",
                ),
                None => {}
            }
            super::text_out(&out);
        }
    }
    Exit::of(outcome)
}

/// "These clues cannot all hold (leave out any one and the rest can): …", one clue a line.
pub fn conflict_text(puzzle: &Puzzle, conflict: &[usize]) -> String {
    let mut out = String::from(
        "These clues cannot all hold together (leave out any one of them and the rest can):\n",
    );
    let mut lines: Vec<String> = Vec::new();
    // The clauses of one count share its line: listed once.
    for clue in conflict.iter().filter_map(|&i| puzzle.clues().get(i)) {
        let line = format!("  line {}: {}\n", clue.line, clue.text);
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    out.push_str(&lines.concat());
    out
}

fn grid(puzzle: &Puzzle, solution: &gridsleuth::Solution, md: bool) -> String {
    if md {
        let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
        rows.extend(text::solution_rows(puzzle, solution));
        markdown::table(&rows)
    } else {
        text::solution_grid(puzzle, solution)
    }
}

// long because one section of the printed report after another, in print order.
fn text_output(
    puzzle: &Puzzle,
    report: &SolveReport,
    rating: Option<&gridsleuth::Rating>,
    md: bool,
    work_limited: bool,
) -> String {
    let mut out = String::new();
    if gridsleuth::Outcome::of(report) == gridsleuth::Outcome::TimedOut {
        let stopped = if work_limited {
            "Stopped at the work limit (docs/reliability.md)"
        } else {
            "Timed out"
        };
        out.push_str(&format!(
            "{stopped} after {} search nodes, before the search could tell whether the puzzle has one solution.\n",
            report.nodes
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
            for (i, solution) in report.solutions.iter().enumerate() {
                out.push_str(&format!("Solution {}\n", i + 1));
                if md {
                    out.push('\n');
                }
                out.push_str(&grid(puzzle, solution, md));
                out.push('\n');
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
        }
    }
    if let Some(rating) = rating {
        let steps: usize = rating
            .counts
            .iter()
            .filter(|(t, _)| **t != gridsleuth::techniques::TechniqueId::OneToOne)
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
