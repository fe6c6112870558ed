//! Markdown rendering of explanations, for pasting into notes, issues and blogs.

use crate::model::Puzzle;
use crate::render::text::solution_rows;
use crate::trace::{Explanation, Outcome, Step};

/// A table in Markdown, first row as header; `|` in cells is escaped.
pub fn table(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|c| c.replace('|', "\\|")).collect();
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
        if i == 0 {
            out.push_str(&format!("|{}\n", " --- |".repeat(row.len())));
        }
    }
    out
}

/// One step as a Markdown section.
pub fn step(step: &Step) -> String {
    let mut out = format!(
        "### Step {} · {} · {}\n\n**{}**\n\n{}\n",
        step.number,
        step.technique_name(),
        step.tier(),
        step.headline,
        step.reason
    );
    if !step.chain.is_empty() {
        out.push('\n');
        for line in &step.chain {
            // A grouped step's facts are a list; a supposition's chain is quoted, and a case
            // split's case lines (indented by two spaces a level) one quote level deeper each.
            if step.parts.is_empty() {
                let text = line.trim_start();
                let depth = (line.len() - text.len()) / 2 + 1;
                let quote = vec![">"; depth].join(" ");
                out.push_str(&format!("{quote} {text}\n{quote}\n"));
            } else {
                out.push_str(&format!("- {line}\n"));
            }
        }
    }
    if let Some(text) = &step.one_to_one {
        out.push_str(&format!("\n*{text}*\n"));
    }
    if let Some(alternatives) = &step.alternatives {
        let lines = alternatives.lines();
        if !lines.is_empty() {
            out.push('\n');
            for line in lines {
                out.push_str(&format!("- {line}\n"));
            }
        }
    }
    out
}

fn solution_table(puzzle: &Puzzle, solution: &crate::model::Solution) -> String {
    let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
    rows.extend(solution_rows(puzzle, solution));
    table(&rows)
}

/// A whole explanation as a Markdown document.
pub fn explanation(explanation: &Explanation) -> String {
    let puzzle = &explanation.puzzle;
    let mut out = format!("# {}\n\n", puzzle.source().name());
    out.push_str("## Clues\n\n");
    for clue in puzzle.clues() {
        out.push_str(&format!("- line {}: `{}`\n", clue.line, clue.text));
    }
    out.push_str("\n## Steps\n\n");
    for s in &explanation.steps {
        out.push_str(&step(s));
        out.push('\n');
    }
    if let Some(note) = explanation.alternatives_note() {
        out.push_str(&format!("Note: {note}.\n\n"));
    }
    out.push_str("## Answer\n\n");
    match explanation.outcome {
        Outcome::Solved => {
            if let Some(s) = explanation.solutions.first() {
                out.push_str(&solution_table(puzzle, s));
            }
        }
        Outcome::NoSolution => out.push_str("No solution: the clues contradict each other.\n"),
        Outcome::Unfinished => out.push_str("Stopped early.\n"),
        Outcome::TimedOut => out.push_str("Timed out before the answer was known.\n"),
        Outcome::SeveralSolutions => {
            out.push_str(&format!(
                "Several solutions ({} found).\n",
                explanation.solutions.len()
            ));
            for (i, s) in explanation.solutions.iter().take(4).enumerate() {
                out.push_str(&format!(
                    "\nSolution {}:\n\n{}",
                    i + 1,
                    solution_table(puzzle, s)
                ));
            }
        }
    }
    let rating = &explanation.rating;
    out.push_str(&format!(
        "\n**Difficulty:** {} (score {})\n\n",
        rating.tier, rating.score
    ));
    if let Some(note) = explanation.grouping_note() {
        out.push_str(&format!("Steps: {}, {note}.\n\n", explanation.steps.len()));
    }
    let mut rows = vec![vec!["technique".to_string(), "steps".to_string()]];
    rows.extend(
        rating
            .counts
            .iter()
            .map(|(t, n)| vec![t.name().to_string(), n.to_string()]),
    );
    out.push_str(&table(&rows));
    out
}
