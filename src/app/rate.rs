//! `sleuth rate`: one row per puzzle (tier, score, steps, search needed), then a summary.
//!
//! Folders are searched recursively for `*.txt` files (sorted by path). Puzzles are rated in
//! parallel (rayon); rows come back in the order of the paths whatever the threads do, and a
//! progress bar shows on standard error when it is a terminal. Times appear only in the summary
//! and in JSON, so the rows themselves are the same bytes on every run.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use gridsleuth::render::json::{
    RateBatchJson, RateEntryJson, SlowJson, SummaryJson, TierCountJson,
};
use gridsleuth::render::{json, markdown, rate, text};
use gridsleuth::{Deadline, ExplainOptions, Outcome, explain_with};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use super::cli::{RateArgs, RateFormat};
use super::{Exit, LoadError, colour_stderr, load};

/// How many of the slowest puzzles the summary names.
const SLOWEST: usize = 3;

/// Fewest puzzles for which a progress bar is worth drawing.
const PROGRESS_FROM: usize = 8;

/// One puzzle's result.
struct Row {
    /// The table cells: file, tier, score, steps, search.
    cells: [String; 5],
    doc: json::RateJson,
    /// What to print on standard error (a load error), in row order after the batch.
    message: Option<String>,
    elapsed: Duration,
}

// long because the batch, its progress bar and its four output formats are one command's IO.
pub fn run(args: &RateArgs) -> Exit {
    let paths = expand(&args.files);
    let bar = progress_bar(paths.len());
    let rows: Vec<Row> = paths
        .par_iter()
        .map(|path| {
            let row = rate_one(path, args.timeout);
            bar.inc(1);
            row
        })
        .collect();
    bar.finish_and_clear();
    let mut exit = Exit::Solved;
    for row in &rows {
        if let Some(message) = &row.message {
            exit = Exit::InputError;
            eprint!("{message}");
        }
    }
    let mut table = vec![
        ["file", "tier", "score", "steps", "search"]
            .map(String::from)
            .to_vec(),
    ];
    table.extend(rows.iter().map(|row| row.cells.to_vec()));
    let counts = tier_counts(&rows);
    let slowest = slowest(&rows);
    match args.format {
        RateFormat::Text => {
            out!("{}", text::table(&table));
            outln!();
            outln!("{}", rate::summary_line(rows.len(), &counts));
            if !slowest.is_empty() {
                outln!("slowest:");
                for row in &slowest {
                    outln!("  {}  {}", millis(row.elapsed), row.cells[0]);
                }
            }
        }
        RateFormat::Markdown => {
            out!("{}", markdown::table(&table));
            outln!();
            outln!("{}", rate::summary_line(rows.len(), &counts));
            if !slowest.is_empty() {
                outln!();
                outln!("Slowest:");
                outln!();
                for row in &slowest {
                    outln!("- `{}`: {}", row.cells[0], millis(row.elapsed));
                }
            }
        }
        RateFormat::Csv => {
            let docs: Vec<&json::RateJson> = rows.iter().map(|r| &r.doc).collect();
            out!("{}", rate::csv(&docs))
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
            out!("{}", json::to_string(&doc));
        }
    }
    exit
}

/// The files to rate: each path as given, or for a folder its `*.txt` files found recursively,
/// sorted by path.
fn expand(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for path in paths {
        if path.as_os_str() != "-" && path.is_dir() {
            let mut found = Vec::new();
            walk(path, &mut found);
            found.sort();
            out.extend(found);
        } else {
            out.push(path.clone());
        }
    }
    out
}

/// Collects the `*.txt` files under `folder` (unreadable folders are skipped; symbolic links to
/// folders are not followed, so a cycle cannot loop).
fn walk(folder: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(&path, found);
        } else if path.extension().is_some_and(|e| e == "txt") {
            found.push(path);
        }
    }
}

/// A bar on standard error for long batches on a terminal; hidden otherwise.
fn progress_bar(len: usize) -> ProgressBar {
    if len < PROGRESS_FROM || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("rating {bar:40} {pos}/{len} ({eta} left)") {
        bar.set_style(style);
    }
    bar
}

fn rate_one(path: &Path, timeout: Option<Duration>) -> Row {
    let start = Instant::now();
    match load(path) {
        Ok(puzzle) => {
            let options = ExplainOptions {
                deadline: timeout
                    .map_or(Deadline::none(), Deadline::after)
                    .with_work(gridsleuth::deadline::DEFAULT_WORK),
                ..ExplainOptions::default()
            };
            let explanation = explain_with(&puzzle, &options);
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
            Row {
                cells: [
                    doc.file.clone(),
                    tier,
                    explanation.rating.score.to_string(),
                    explanation.steps.len().to_string(),
                    search.to_string(),
                ],
                doc,
                message: None,
                elapsed: start.elapsed(),
            }
        }
        Err(error) => {
            let (file, first, message) = match error {
                LoadError::Io { file, message } => {
                    (file, message.clone(), format!("error: {message}\n"))
                }
                LoadError::Puzzle(e) => {
                    let first = e
                        .diagnostics()
                        .first()
                        .map_or(String::new(), |d| d.message.clone());
                    (
                        e.source().name().to_string(),
                        first,
                        e.render(colour_stderr()),
                    )
                }
            };
            Row {
                cells: [
                    file.clone(),
                    "error".into(),
                    "-".into(),
                    "-".into(),
                    "-".into(),
                ],
                doc: json::RateJson::error(&file, &first),
                message: Some(message),
                elapsed: start.elapsed(),
            }
        }
    }
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
    gridsleuth::Tier::ALL
        .iter()
        .map(|t| t.to_string())
        .chain(others.iter().map(|o| o.to_string()))
        .position(|t| t == tier)
        .unwrap_or(usize::MAX)
}

/// Rows per tier column, easiest first.
fn tier_counts(rows: &[Row]) -> Vec<(String, usize)> {
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
fn slowest(rows: &[Row]) -> Vec<&Row> {
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by_key(|row| std::cmp::Reverse(row.elapsed));
    sorted.truncate(SLOWEST);
    sorted
}

/// A time for people: `12.3 ms`.
fn millis(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}
