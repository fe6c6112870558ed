//! `sleuth rate`: one row per puzzle (tier, score, steps, search needed), then a summary.
//!
//! Folders are searched recursively for `*.txt` files (sorted by path). Puzzles are rated in
//! parallel (rayon); rows come back in the order of the paths whatever the threads do, and a
//! progress bar shows on standard error when it is a terminal. Times appear only in the summary
//! and in JSON, so the rows themselves are the same bytes on every run.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use gridsleuth::documents::{self, RateRow};
use gridsleuth::{DEFAULT_WORK, Deadline};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use super::cli::RateArgs;
use super::{Exit, LoadError, colour_stderr, load};

/// Fewest puzzles for which a progress bar is worth drawing.
const PROGRESS_FROM: usize = 8;

pub fn run(args: &RateArgs) -> Exit {
    let paths = expand(&args.files);
    let bar = progress_bar(paths.len());
    // Each row, and what to print on standard error for it (a load error), in row order after
    // the batch.
    let rated: Vec<(RateRow, Option<String>)> = paths
        .par_iter()
        .map(|path| {
            let row = rate_one(path, args.timeout);
            bar.inc(1);
            row
        })
        .collect();
    bar.finish_and_clear();
    let mut exit = Exit::Solved;
    for (_, message) in &rated {
        if let Some(message) = message {
            exit = Exit::InputError;
            eprint!("{message}");
        }
    }
    let rows: Vec<RateRow> = rated.into_iter().map(|(row, _)| row).collect();
    out!("{}", documents::rate_table(&rows, args.format.into()));
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

fn rate_one(path: &Path, timeout: Option<Duration>) -> (RateRow, Option<String>) {
    let start = Instant::now();
    match load(path) {
        Ok(puzzle) => {
            let deadline = timeout
                .map_or(Deadline::none(), Deadline::after)
                .with_work(DEFAULT_WORK);
            (RateRow::rate(&puzzle, deadline), None)
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
            (
                RateRow::unreadable(&file, &first, start.elapsed()),
                Some(message),
            )
        }
    }
}
