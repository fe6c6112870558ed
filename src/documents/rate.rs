//! The `rate` document: one row per puzzle (tier, score, steps, search needed), then a summary
//! with the tiers counted and the slowest puzzles named. Times appear only in the summary and in
//! JSON, so the rows themselves are the same bytes on every run.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::rating::Tier;
use crate::model::Puzzle;
use crate::render::json::{
    self, RateBatchJson, RateEntryJson, SlowJson, SummaryJson, TierCountJson,
};
use crate::render::rate;
use crate::solver::Outcome;

/// How many of the slowest puzzles the summary names.
const SLOWEST: usize = 3;

/// The formats of the rating table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RateFormat {
    /// An aligned table and the summary.
    #[default]
    Text,
    /// A Markdown table and the summary.
    Markdown,
    /// One line per puzzle, with a header.
    Csv,
    /// One JSON document with every puzzle and the summary.
    Json,
}

/// One puzzle's row of the rating table.
#[derive(Debug)]
pub struct RateRow {
    /// The table cells: file, tier, score, steps, search.
    cells: [String; 5],
    doc: json::RateJson,
    elapsed: Duration,
}

impl RateRow {
    /// Explains `puzzle` within `deadline` and rates it, timing the work.
    pub fn rate(puzzle: &Puzzle, deadline: Deadline) -> RateRow {
        let start = Instant::now();
        let options = ExplainOptions {
            deadline,
            ..ExplainOptions::default()
        };
        let explanation = explain_with(puzzle, &options);
        let doc = json::RateJson::new(&explanation);
        let tier = match explanation.outcome {
            Outcome::Solved => explanation.rating.tier.to_string(),
            Outcome::NoSolution => "no solution".to_string(),
            Outcome::TimedOut if explanation.work_limited => "work limit".to_string(),
            Outcome::TimedOut => "timed out".to_string(),
            _ => "several solutions".to_string(),
        };
        let search = if explanation.needs_search() {
            "yes"
        } else {
            "no"
        };
        RateRow {
            cells: [
                doc.file.clone(),
                tier,
                explanation.rating.score.to_string(),
                explanation.steps.len().to_string(),
                search.to_string(),
            ],
            doc,
            elapsed: start.elapsed(),
        }
    }

    /// The row of a file that could not be read: its name and the first thing wrong with it,
    /// after `elapsed` spent trying.
    pub fn unreadable(file: &str, message: &str, elapsed: Duration) -> RateRow {
        RateRow {
            cells: [
                file.to_string(),
                "error".into(),
                "-".into(),
                "-".into(),
                "-".into(),
            ],
            doc: json::RateJson::error(file, message),
            elapsed,
        }
    }
}

/// The rating table of `rows`, in their order, with its summary.
// long because the table and its summary in four formats are one document.
pub fn rate_table(rows: &[RateRow], format: RateFormat) -> String {
    let mut table = vec![
        ["file", "tier", "score", "steps", "search"]
            .map(String::from)
            .to_vec(),
    ];
    table.extend(rows.iter().map(|row| row.cells.to_vec()));
    let counts = tier_counts(rows);
    let slowest = slowest(rows);
    let mut out = String::new();
    let slow: Vec<(&str, Duration)> = slowest
        .iter()
        .map(|row| (row.cells[0].as_str(), row.elapsed))
        .collect();
    match format {
        RateFormat::Text => out.push_str(&rate::text(&table, rows.len(), &counts, &slow)),
        RateFormat::Markdown => out.push_str(&rate::markdown(&table, rows.len(), &counts, &slow)),
        RateFormat::Csv => {
            let docs: Vec<&json::RateJson> = rows.iter().map(|r| &r.doc).collect();
            out.push_str(&rate::csv(&docs));
        }
        RateFormat::Json => {
            let doc = RateBatchJson {
                schema_version: json::SCHEMA_VERSION,
                puzzles: rows
                    .iter()
                    .map(|row| RateEntryJson {
                        rate: &row.doc,
                        seconds: row.elapsed.as_secs_f64(),
                    })
                    .collect(),
                summary: SummaryJson {
                    puzzles: rows.len(),
                    tiers: counts
                        .iter()
                        .map(|(tier, count)| TierCountJson {
                            tier: tier.clone(),
                            count: *count,
                        })
                        .collect(),
                    slowest: slowest
                        .iter()
                        .map(|row| SlowJson {
                            file: row.cells[0].clone(),
                            seconds: row.elapsed.as_secs_f64(),
                        })
                        .collect(),
                },
            };
            out.push_str(&json::to_string(&doc));
        }
    }
    out
}

/// The rank of a tier column in the summary: tiers easiest first, then the other outcomes.
fn rank(tier: &str) -> usize {
    let others = [
        "several solutions",
        "no solution",
        "timed out",
        "work limit",
        "error",
    ];
    Tier::ALL
        .iter()
        .map(|t| t.to_string())
        .chain(others.iter().map(|o| o.to_string()))
        .position(|t| t == tier)
        .unwrap_or(usize::MAX)
}

/// Rows per tier column, easiest first.
fn tier_counts(rows: &[RateRow]) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<(usize, String), usize> = BTreeMap::new();
    for row in rows {
        *counts
            .entry((rank(&row.cells[1]), row.cells[1].clone()))
            .or_insert(0) += 1;
    }
    counts
        .into_iter()
        .map(|((_, tier), count)| (tier, count))
        .collect()
}

/// The slowest rows, slowest first (ties in row order).
fn slowest(rows: &[RateRow]) -> Vec<&RateRow> {
    let mut sorted: Vec<&RateRow> = rows.iter().collect();
    sorted.sort_by_key(|row| std::cmp::Reverse(row.elapsed));
    sorted.truncate(SLOWEST);
    sorted
}
