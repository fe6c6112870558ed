//! The pages of `sleuth play`: a page to solve the puzzle on in a browser, with hints from its
//! explanation, or the blank grid and clues to print.

use super::{Refused, Verdict};
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::model::Puzzle;
use crate::render::play;

/// The page to play `puzzle` on (one self-contained HTML file). Refused when the puzzle has no
/// single answer, or the deadline passed before it was explained; the verdict says which.
pub fn play_page(puzzle: &Puzzle, deadline: Deadline) -> Result<String, Refused> {
    let options = ExplainOptions {
        deadline,
        ..ExplainOptions::default()
    };
    let explanation = explain_with(puzzle, &options);
    play::page(&explanation).map_err(|e| Refused {
        message: crate::render::play::refused(puzzle, &e),
        verdict: Some(match Verdict::of(explanation.outcome) {
            // Never "solved" without a page.
            Verdict::Solved => Verdict::TimedOut,
            verdict => verdict,
        }),
    })
}

/// The blank grid and the clues, as a page to print.
pub fn blank_page(puzzle: &Puzzle) -> String {
    play::blank_page(puzzle)
}
