//! `sleuth play`: writes the page to solve a puzzle in a browser (or, with `--blank`, the grid and
//! the clues to print), to standard output or to the file given with `-o`.

use std::io::IsTerminal;

use gridsleuth::{DEFAULT_WORK, Deadline, documents};

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
        documents::blank_page(&puzzle)
    } else {
        let deadline = args
            .timeout
            .map_or(Deadline::none(), Deadline::after)
            .with_work(DEFAULT_WORK);
        match documents::play_page(&puzzle, deadline) {
            Ok(page) => page,
            Err(refused) => {
                eprintln!("error: {refused}");
                // Never 0 without a page: no solution 3, several 4, anything else 5.
                return refused.verdict.map_or(Exit::TimedOut, Exit::from);
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
