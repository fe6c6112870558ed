//! `sleuth check`: soundness checks for puzzle setters (the analysis is
//! `gridsleuth::analysis::check`, its text and JSON `gridsleuth::render::check`).

use gridsleuth::Deadline;
use gridsleuth::analysis::check::{CheckOptions, check};
use gridsleuth::render::check::{CheckJson, text};
use gridsleuth::render::json;

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
            .with_work(gridsleuth::deadline::DEFAULT_WORK),
        verify: args.verify,
        ..CheckOptions::default()
    };
    let report = super::with_spinner("checking", || check(&puzzle, &options));
    match args.format {
        CheckFormat::Text => super::text_out(&text(&puzzle, &report)),
        CheckFormat::Json => out!("{}", json::to_string(&CheckJson::new(&puzzle, &report))),
    }
    if report
        .verification
        .as_ref()
        .is_some_and(|v| !v.faults.is_empty())
    {
        return Exit::Faulty;
    }
    Exit::of(report.verdict)
}
