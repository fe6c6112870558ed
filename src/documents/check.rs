//! The `check` document: a setter's report (unique? redundant clues? the explanation verified?)
//! as text or JSON.

use super::{Document, Format, Verdict};
use crate::analysis::check::CheckReport;
use crate::model::Puzzle;
use crate::render::check::{CheckJson, text};
use crate::render::json;

/// The `check` document of a report made by [`crate::check`] (the work is left to the caller,
/// which may show progress while it runs). Markdown prints the text. Its verdict is
/// [`Verdict::Faulty`] when a verified step does not hold.
pub fn check(puzzle: &Puzzle, report: &CheckReport, format: Format) -> Document {
    let body = match format {
        Format::Text | Format::Markdown => text(puzzle, report),
        Format::Json => json::to_string(&CheckJson::new(puzzle, report)),
    };
    let faulty = report
        .verification
        .as_ref()
        .is_some_and(|v| !v.faults.is_empty());
    Document {
        body,
        verdict: if faulty {
            Verdict::Faulty
        } else {
            Verdict::of(report.verdict)
        },
    }
}
