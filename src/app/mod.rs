//! The command-line application: reads files, runs the library, prints results and chooses the
//! exit code. The only place that does IO. One module per command.

/// `print!` that ends the program quietly when the reader has gone (`sleuth explain … | head`)
/// instead of panicking: exit code 141, as a program killed by SIGPIPE has.
macro_rules! out {
    ($($arg:tt)*) => { $crate::app::write_out(format_args!($($arg)*)) };
}

/// `println!` with the same care as [`out!`].
macro_rules! outln {
    () => { $crate::app::write_out(format_args!("\n")) };
    ($($arg:tt)*) => {{
        $crate::app::write_out(format_args!($($arg)*));
        $crate::app::write_out(format_args!("\n"));
    }};
}

mod check;
mod explain;
mod generate;
mod hint;
mod rate;
mod solve;

use std::io::{IsTerminal, Read};
use std::path::Path;
use std::process::ExitCode;

use sleuth::render::json;
use sleuth::{Puzzle, PuzzleError};

use crate::cli::{Cli, Command, Format};

/// Documented exit codes (see `sleuth --help`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Solved = 0,
    /// `why`: the fact is false; `hint`: a given fact is wrong.
    False = 1,
    InputError = 2,
    NoSolution = 3,
    SeveralSolutions = 4,
    /// `--timeout` passed first.
    TimedOut = 5,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

impl Exit {
    /// The exit code for an explanation's outcome.
    fn of(outcome: sleuth::Outcome) -> Exit {
        match outcome {
            sleuth::Outcome::Solved | sleuth::Outcome::Unfinished => Exit::Solved,
            sleuth::Outcome::NoSolution => Exit::NoSolution,
            sleuth::Outcome::SeveralSolutions => Exit::SeveralSolutions,
            sleuth::Outcome::TimedOut => Exit::TimedOut,
        }
    }
}

/// Writes to standard output; a closed pipe ends the program (see [`out!`]).
pub fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    if let Err(e) = std::io::stdout().lock().write_fmt(args)
        && e.kind() == std::io::ErrorKind::BrokenPipe
    {
        std::process::exit(141);
    }
}

pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Explain(args) => explain::explain(&args),
        Command::Why(args) => explain::why(&args),
        Command::Hint(args) => hint::run(&args),
        Command::Rate(args) => rate::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Generate(args) => generate::run(&args),
    }
    .into()
}

/// Whether to colour what goes to standard error.
fn colour_stderr() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Why a file could not be loaded.
enum LoadError {
    Io { file: String, message: String },
    Puzzle(PuzzleError),
}

/// Reads a file (or standard input for `-`) with its display name.
fn read(path: &Path) -> Result<(String, Vec<u8>), LoadError> {
    // Read at most one byte past the limit: enough for the parser to refuse the file.
    let limit = sleuth::limits::MAX_FILE_BYTES as u64 + 1;
    if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(|e| LoadError::Io {
                file: "<stdin>".into(),
                message: format!("cannot read standard input: {e}"),
            })?;
        return Ok(("<stdin>".to_string(), bytes));
    }
    let name = path.display().to_string();
    // Only a regular file (after links): opening a FIFO with no writer, or reading a device,
    // could block for ever.
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            let what = if meta.is_dir() {
                "a folder"
            } else {
                "not a regular file"
            };
            return Err(LoadError::Io {
                file: name.clone(),
                message: format!(
                    "cannot read `{name}`: {what} (give a puzzle file, or `-` for standard input)"
                ),
            });
        }
        _ => {}
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(limit).read_to_end(&mut bytes))
        .map_err(|e| LoadError::Io {
            file: name.clone(),
            message: format!("cannot read `{name}`: {e}"),
        })?;
    Ok((name, bytes))
}

fn load(path: &Path) -> Result<Puzzle, LoadError> {
    let (name, bytes) = read(path)?;
    Puzzle::from_bytes(&name, &bytes).map_err(LoadError::Puzzle)
}

/// Reports a load failure in the chosen format and returns the exit code.
fn report_load_error(error: LoadError, format: Format) -> Exit {
    match error {
        LoadError::Io { file, message } => {
            eprintln!("error: {message}");
            if format == Format::Json {
                out!(
                    "{}",
                    json::to_string(&json::InputErrorJson::io(&file, &message))
                );
            }
        }
        LoadError::Puzzle(error) => {
            eprint!("{}", error.render(colour_stderr()));
            if format == Format::Json {
                out!("{}", json::to_string(&json::InputErrorJson::new(&error)));
            }
        }
    }
    Exit::InputError
}

/// "1 solution", "3 solutions".
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}
