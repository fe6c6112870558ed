//! `sleuth read`: how each clue was read (the readings are `gridsleuth::render::read`).

use gridsleuth::render::json;
use gridsleuth::render::read::{json as read_json, text};

use super::cli::{CheckFormat, Format, ReadArgs};
use super::{Exit, load, report_load_error};

pub fn run(args: &ReadArgs) -> Exit {
    let format = match args.format {
        CheckFormat::Text => Format::Text,
        CheckFormat::Json => Format::Json,
    };
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, format),
    };
    match args.format {
        CheckFormat::Text => super::text_out(&text(&puzzle)),
        CheckFormat::Json => out!("{}", json::to_string(&read_json(&puzzle))),
    }
    Exit::Solved
}
