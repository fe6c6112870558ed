//! The command-line application: reads files, runs the library, prints results and chooses the
//! exit code. The only module that does IO.

use std::io::{IsTerminal, Read};
use std::path::Path;
use std::process::ExitCode;

use sleuth::render::{json, text};
use sleuth::{Puzzle, PuzzleError, solve};

use crate::cli::{Cli, Command, Format, SolveArgs};

/// Documented exit codes (see `sleuth --help`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Solved = 0,
    InputError = 2,
    NoSolution = 3,
    SeveralSolutions = 4,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Solve(args) => solve_command(&args),
        Command::Explain(args) => explain_command(&args),
    }
    .into()
}

/// Whether to colour what goes to standard error.
fn colour_stderr() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Why a puzzle could not be loaded.
enum LoadError {
    Io(String),
    Puzzle(PuzzleError),
}

fn load(path: &Path) -> Result<Puzzle, LoadError> {
    let (name, bytes) = if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| LoadError::Io(format!("error: cannot read standard input: {e}")))?;
        ("<stdin>".to_string(), bytes)
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| LoadError::Io(format!("error: cannot read `{}`: {e}", path.display())))?;
        (path.display().to_string(), bytes)
    };
    Puzzle::from_bytes(&name, &bytes).map_err(LoadError::Puzzle)
}

/// Reports a load failure in the chosen format and returns the exit code.
fn report_load_error(error: LoadError, format: Format) -> Exit {
    match error {
        LoadError::Io(message) => eprintln!("{message}"),
        LoadError::Puzzle(error) => {
            eprint!("{}", error.render(colour_stderr()));
            if format == Format::Json {
                print!("{}", json::to_string(&json::InputErrorJson::new(&error)));
            }
        }
    }
    Exit::InputError
}

fn solve_command(args: &SolveArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let report = solve(&puzzle, args.max_solutions);
    let outcome = json::Outcome::of(&report);
    match args.format {
        Format::Json => print!(
            "{}",
            json::to_string(&json::SolveJson::new(&puzzle, &report))
        ),
        Format::Text => {
            let mut out = String::new();
            match outcome {
                json::Outcome::Solved => {
                    out.push_str(&text::solution_grid(&puzzle, &report.solutions[0]))
                }
                json::Outcome::NoSolution => {
                    out.push_str("No solution: the clues contradict each other.\n")
                }
                json::Outcome::SeveralSolutions => {
                    for (i, solution) in report.solutions.iter().enumerate() {
                        out.push_str(&format!("Solution {}\n", i + 1));
                        out.push_str(&text::solution_grid(&puzzle, solution));
                        out.push('\n');
                    }
                    if report.truncated {
                        out.push_str(&format!(
                            "Stopped after {} solutions; there may be more (--max-solutions).\n",
                            report.solutions.len()
                        ));
                    } else {
                        out.push_str(&format!("{} solutions.\n", report.solutions.len()));
                    }
                }
            }
            print!("{out}");
        }
    }
    match outcome {
        json::Outcome::Solved => Exit::Solved,
        json::Outcome::NoSolution => Exit::NoSolution,
        json::Outcome::SeveralSolutions => Exit::SeveralSolutions,
    }
}

fn explain_command(args: &SolveArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let options = sleuth::ExplainOptions {
        max_solutions: args.max_solutions,
        ..Default::default()
    };
    let explanation = sleuth::explain_with(&puzzle, &options);
    print!("{explanation}");
    match explanation.outcome {
        sleuth::Outcome::Solved => Exit::Solved,
        sleuth::Outcome::NoSolution => Exit::NoSolution,
        _ => Exit::SeveralSolutions,
    }
}
