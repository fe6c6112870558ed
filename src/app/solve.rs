//! `sleuth solve`: every solution by exhaustive search, and the difficulty (the document is
//! `gridsleuth::documents::solve`).

use gridsleuth::documents::{self, RatingDepth, SolveRequest};
use gridsleuth::{DEFAULT_WORK, Deadline};

use super::cli::{Format, SolveCommandArgs};
use super::{Exit, load, report_load_error};

pub fn run(command: &SolveCommandArgs) -> Exit {
    let args = &command.common;
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let request = SolveRequest {
        max_solutions: args.max_solutions,
        deadline: command
            .timeout
            .map_or(Deadline::none(), Deadline::after)
            .with_work(DEFAULT_WORK),
        rating: if command.no_rating {
            RatingDepth::None
        } else if command.full_rating {
            RatingDepth::Full
        } else {
            RatingDepth::Quick
        },
        all: command.all,
    };
    let document = documents::solve(&puzzle, &request, args.format.into());
    match args.format {
        Format::Json => out!("{}", document.body),
        Format::Text | Format::Markdown => super::text_out(&document.body),
    }
    document.verdict.into()
}
