//! `sleuth hint`: the next step only, at the level asked for, from the facts the player has
//! (the document is `gridsleuth::documents::hint`).

use gridsleuth::{DEFAULT_WORK, Deadline, HintLevel, documents};

use super::cli::HintArgs;
use super::{Exit, LoadError, load, read, report_load_error};

pub fn run(args: &HintArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let given = match &args.given {
        None => Vec::new(),
        Some(path) => {
            let parsed = read(path).and_then(|(name, bytes)| {
                puzzle
                    .facts_from_bytes(&name, &bytes)
                    .map_err(LoadError::Puzzle)
            });
            match parsed {
                Ok(facts) => facts,
                Err(e) => return report_load_error(e, args.format),
            }
        }
    };
    let level: HintLevel = args.level.into();
    let deadline = args
        .timeout
        .map_or(Deadline::none(), Deadline::after)
        .with_work(DEFAULT_WORK);
    let document = documents::hint(&puzzle, &given, level, deadline, args.format.into());
    out!("{}", document.body);
    document.verdict.into()
}
