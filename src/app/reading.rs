//! `sleuth read`: how each clue was read (the document is `gridsleuth::documents::reading`).

use gridsleuth::documents;

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
    let document = documents::reading(&puzzle, format.into());
    match format {
        Format::Json => out!("{}", document.body),
        _ => super::text_out(&document.body),
    }
    Exit::Solved
}
