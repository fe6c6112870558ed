//! Machine output: serde documents with a `schema_version`. The shapes are documented in
//! `docs/json.md`; change them only with a version bump.

use serde::Serialize;

use crate::diagnostic::{LocatedDiagnostic, PuzzleError};
use crate::model::Puzzle;
use crate::render::text::solution_rows;
use crate::solver::SolveReport;

/// The version of every JSON document sleuth prints.
pub const SCHEMA_VERSION: u32 = 1;

/// A category as it appears in JSON.
#[derive(Debug, Serialize)]
pub struct CategoryJson {
    pub name: String,
    pub items: Vec<String>,
}

/// Whether the puzzle has one, several or no solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Solved,
    SeveralSolutions,
    NoSolution,
}

impl Outcome {
    pub fn of(report: &SolveReport) -> Outcome {
        match report.solutions.len() {
            0 => Outcome::NoSolution,
            1 if !report.truncated => Outcome::Solved,
            _ => Outcome::SeveralSolutions,
        }
    }
}

/// `sleuth solve --format json`.
#[derive(Debug, Serialize)]
pub struct SolveJson {
    pub schema_version: u32,
    pub file: String,
    pub categories: Vec<CategoryJson>,
    pub outcome: Outcome,
    pub solution_count: usize,
    pub truncated: bool,
    /// Each solution is a list of rows; each row the item names in category order.
    pub solutions: Vec<Vec<Vec<String>>>,
}

impl SolveJson {
    pub fn new(puzzle: &Puzzle, report: &SolveReport) -> SolveJson {
        SolveJson {
            schema_version: SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            categories: categories(puzzle),
            outcome: Outcome::of(report),
            solution_count: report.solutions.len(),
            truncated: report.truncated,
            solutions: report
                .solutions
                .iter()
                .map(|s| solution_rows(puzzle, s))
                .collect(),
        }
    }
}

/// The categories of a puzzle for JSON output.
pub fn categories(puzzle: &Puzzle) -> Vec<CategoryJson> {
    puzzle
        .categories()
        .iter()
        .map(|c| CategoryJson {
            name: c.name.clone(),
            items: c.items.clone(),
        })
        .collect()
}

/// Any command's output when the file could not be read.
#[derive(Debug, Serialize)]
pub struct InputErrorJson {
    pub schema_version: u32,
    pub file: String,
    pub outcome: &'static str,
    pub errors: Vec<LocatedDiagnostic>,
}

impl InputErrorJson {
    pub fn new(error: &PuzzleError) -> InputErrorJson {
        InputErrorJson {
            schema_version: SCHEMA_VERSION,
            file: error.source().name().to_string(),
            outcome: "input_error",
            errors: error.located(),
        }
    }
}

/// Pretty JSON with a final newline.
pub fn to_string<T: Serialize>(value: &T) -> String {
    let mut out =
        serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    out.push('\n');
    out
}
