//! The `read` document: how each clue line was read, as text or JSON.

use super::{Document, Format, Verdict};
use crate::model::Puzzle;
use crate::render::json;
use crate::render::read::{json as read_json, text};

/// The `read` document for `puzzle`: each clue line and what sleuth took it to mean. Markdown
/// prints the text.
pub fn reading(puzzle: &Puzzle, format: Format) -> Document {
    let body = match format {
        Format::Text | Format::Markdown => text(puzzle),
        Format::Json => json::to_string(&read_json(puzzle)),
    };
    Document {
        body,
        verdict: Verdict::Solved,
    }
}
