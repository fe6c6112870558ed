//! `sleuth solve`: every solution by exhaustive search, and the difficulty.

use sleuth::render::{json, markdown, text};
use sleuth::{Puzzle, SolveReport, explain, solve};

use super::{Exit, load, plural, report_load_error};
use crate::cli::{Format, SolveCommandArgs};

pub fn run(command: &SolveCommandArgs) -> Exit {
    let args = &command.common;
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let report = solve(&puzzle, args.max_solutions);
    let outcome = json::Outcome::of(&report);
    // The rating comes from the explaining engine (only meaningful with one solution).
    let rating =
        (outcome == json::Outcome::Solved && !command.no_rating).then(|| explain(&puzzle).rating);
    match args.format {
        Format::Json => {
            let mut doc = json::SolveJson::new(&puzzle, &report);
            doc.rating = rating;
            print!("{}", json::to_string(&doc));
        }
        Format::Text => print!("{}", text_output(&puzzle, &report, rating.as_ref(), false)),
        Format::Markdown => print!("{}", text_output(&puzzle, &report, rating.as_ref(), true)),
    }
    match outcome {
        json::Outcome::Solved => Exit::Solved,
        json::Outcome::NoSolution => Exit::NoSolution,
        json::Outcome::SeveralSolutions => Exit::SeveralSolutions,
    }
}

fn grid(puzzle: &Puzzle, solution: &sleuth::Solution, md: bool) -> String {
    if md {
        let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
        rows.extend(text::solution_rows(puzzle, solution));
        markdown::table(&rows)
    } else {
        text::solution_grid(puzzle, solution)
    }
}

fn text_output(
    puzzle: &Puzzle,
    report: &SolveReport,
    rating: Option<&sleuth::Rating>,
    md: bool,
) -> String {
    let mut out = String::new();
    match report.solutions.len() {
        0 => out.push_str("No solution: the clues contradict each other.\n"),
        1 if !report.truncated => out.push_str(&grid(puzzle, &report.solutions[0], md)),
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
            } else {
                out.push_str(&format!(
                    "{}.\n",
                    plural(report.solutions.len(), "solution")
                ));
            }
        }
    }
    if let Some(rating) = rating {
        let steps: usize = rating
            .counts
            .iter()
            .filter(|(t, _)| **t != sleuth::techniques::TechniqueId::OneToOne)
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
