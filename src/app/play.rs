//! `sleuth play`: writes the page to solve a puzzle in a browser (or, with `--blank`, the grid and
//! the clues to print), to standard output or to the file given with `-o`.

use std::io::IsTerminal;

use gridsleuth::render::play;
use gridsleuth::{ExplainOptions, explain_with};

use super::cli::{Format, PlayArgs};
use super::{Exit, load, report_load_error};

pub fn run(args: &PlayArgs) -> Exit {
    // A page of HTML on a terminal is of no use to anyone: ask for a file.
    if args.output.is_none() && std::io::stdout().is_terminal() {
        eprintln!(
            "error: `sleuth play` writes an HTML page, which a terminal cannot show\n  \
             = help: write it to a file, `sleuth play {} -o page.html`, and open that in a \
             browser (`-o -` prints it here anyway)",
            args.file.display()
        );
        return Exit::InputError;
    }
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, Format::Text),
    };
    let page = if args.blank {
        play::blank_page(&puzzle)
    } else {
        let options = ExplainOptions {
            deadline: args
                .timeout
                .map_or(gridsleuth::Deadline::none(), gridsleuth::Deadline::after)
                .with_work(gridsleuth::deadline::DEFAULT_WORK),
            ..ExplainOptions::default()
        };
        let explanation = explain_with(&puzzle, &options);
        match play::page(&explanation) {
            Ok(page) => page,
            Err(e) => {
                eprintln!("error: {}: {e}", puzzle.source().name());
                // Never 0 without a page: no solution 3, several 4, anything else 5.
                return match Exit::of(explanation.outcome) {
                    Exit::Solved => Exit::TimedOut,
                    exit => exit,
                };
            }
        }
    };
    match &args.output {
        None => out!("{page}"),
        Some(path) if path.as_os_str() == "-" => out!("{page}"),
        Some(path) => {
            if let Err(e) = super::files::write_new(path, &page, &args.file, args.force) {
                eprintln!("error: {e}");
                return Exit::InputError;
            }
            eprintln!("wrote {} (open it in a browser)", path.display());
        }
    }
    Exit::Solved
}
