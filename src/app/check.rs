//! `sleuth check`: soundness checks for puzzle setters (the analysis is `gridsleuth::check`,
//! its document `gridsleuth::documents::check`).

use gridsleuth::{CheckOptions, DEFAULT_WORK, Deadline, check, documents};

use super::cli::{CheckArgs, CheckFormat, Format};
use super::{Exit, load, report_load_error};

pub fn run(args: &CheckArgs) -> Exit {
    let format = match args.format {
        CheckFormat::Text => Format::Text,
        CheckFormat::Json => Format::Json,
    };
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, format),
    };
    let options = CheckOptions {
        max_solutions: args.max_solutions,
        deadline: args
            .timeout
            .map_or(Deadline::none(), Deadline::after)
            .with_work(DEFAULT_WORK),
        verify: args.verify,
        ..CheckOptions::default()
    };
    let report = super::with_spinner("checking", || check(&puzzle, &options));
    let document = documents::check(&puzzle, &report, format.into());
    match format {
        Format::Json => out!("{}", document.body),
        _ => super::text_out(&document.body),
    }
    document.verdict.into()
}
