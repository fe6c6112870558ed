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
pub mod cli;
mod example;
mod explain;
mod files;
mod generate;
mod hint;
mod play;
mod rate;
mod reading;
mod solve;

use std::io::{IsTerminal, Read};
use std::path::Path;
use std::process::ExitCode;

use gridsleuth::documents::{self, Verdict};
use gridsleuth::{Puzzle, PuzzleError};

use cli::{Cli, ColorChoice, Command, Format};

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
    /// `check --verify`: a step of the explanation does not hold (a bug in sleuth).
    Faulty = 6,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

impl From<Verdict> for Exit {
    /// The exit code for what a document found.
    fn from(verdict: Verdict) -> Exit {
        match verdict {
            Verdict::Solved => Exit::Solved,
            Verdict::False => Exit::False,
            Verdict::NoSolution => Exit::NoSolution,
            Verdict::SeveralSolutions => Exit::SeveralSolutions,
            Verdict::TimedOut => Exit::TimedOut,
            Verdict::Faulty => Exit::Faulty,
        }
    }
}

/// Writes to standard output; a closed pipe ends the program quietly (see [`out!`]), any other
/// failure (a full disk) with an error and exit code 2. A standard output closed before the
/// start cannot be told: Rust's runtime opens `/dev/null` in its place, as a script discarding
/// the output does (Python's `subprocess.DEVNULL`), so what is written there is discarded.
pub fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    if let Err(e) = std::io::stdout().lock().write_fmt(args) {
        output_failed(&e);
    }
}

/// Ends the program on a failed write to standard output.
fn output_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(141);
    }
    eprintln!("error: cannot write to standard output: {e}");
    std::process::exit(Exit::InputError as i32);
}

pub fn run(cli: Cli) -> ExitCode {
    let _ = COLOR.set(cli.color);
    let exit = run_command(cli);
    // What is still buffered must reach its reader, or the exit code says it did not.
    if let Err(e) = std::io::Write::flush(&mut std::io::stdout()) {
        output_failed(&e);
    }
    exit
}

fn run_command(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Explain(args) => explain::explain(&args),
        Command::Why(args) => explain::why(&args),
        Command::Hint(args) => hint::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Rate(args) => rate::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Read(args) => reading::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Example(args) => example::example(&args),
        Command::Help(args) => example::help(&args),
        Command::Completions(args) => example::completions(&args),
        Command::Man(args) => example::man(&args),
    }
    .into()
}

/// The `--color` choice, set once at the start.
static COLOR: std::sync::OnceLock<ColorChoice> = std::sync::OnceLock::new();

/// Whether to colour a stream that is (or is not) a terminal, by `--color` and NO_COLOR.
fn colour(terminal: bool) -> bool {
    match COLOR.get().copied().unwrap_or(ColorChoice::Auto) {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
    }
}

/// Whether to colour what goes to standard error.
fn colour_stderr() -> bool {
    colour(std::io::stderr().is_terminal())
}

/// Whether to colour what goes to standard output.
fn colour_stdout() -> bool {
    colour(std::io::stdout().is_terminal())
}

/// Text output, coloured when standard output takes colour (see [`paint`]).
fn text_out(text: &str) {
    if colour_stdout() {
        out!("{}", paint(text));
    } else {
        out!("{text}");
    }
}

/// Colours plain text output for a terminal: move and step titles in bold with their tier in
/// its colour, the difficulty line's tier, ✓ green, ✗ red, and the verdict lines. The library
/// never colours; this only adds ANSI styles around what it wrote.
pub fn paint(text: &str) -> String {
    use anstyle::{AnsiColor, Style};
    let tier_style = |tier: &str| -> Option<Style> {
        let colour = match tier {
            "Easy" => AnsiColor::Green,
            "Medium" => AnsiColor::Cyan,
            "Hard" => AnsiColor::Yellow,
            "Expert" => AnsiColor::Magenta,
            "Master" | "Extreme" => AnsiColor::Red,
            _ => return None,
        };
        Some(Style::new().fg_color(Some(colour.into())).bold())
    };
    let styled = |style: Style, text: &str| format!("{style}{text}{style:#}");
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let title = (body.starts_with("Move ")
            || body.starts_with("Step ")
            || body.starts_with("Next move "))
            && body.contains(" · ");
        let painted = if title {
            match body.rsplit_once(" · ") {
                Some((head, tier)) => match tier_style(tier) {
                    Some(style) => format!(
                        "{} · {}",
                        styled(Style::new().bold(), head),
                        styled(style, tier)
                    ),
                    None => styled(Style::new().bold(), body),
                },
                None => body.to_string(),
            }
        } else if let Some(rest) = body.strip_prefix("Difficulty: ") {
            let tier = rest.split_whitespace().next().unwrap_or("");
            match tier_style(tier) {
                Some(style) => {
                    format!("Difficulty: {}{}", styled(style, tier), &rest[tier.len()..])
                }
                None => body.to_string(),
            }
        } else if body.starts_with("No solution") || body.starts_with("Several solutions") {
            styled(
                Style::new().fg_color(Some(AnsiColor::Red.into())).bold(),
                body,
            )
        } else {
            body.replace(
                '✓',
                &styled(Style::new().fg_color(Some(AnsiColor::Green.into())), "✓"),
            )
            .replace(
                '✗',
                &styled(Style::new().fg_color(Some(AnsiColor::Red.into())), "✗"),
            )
        };
        out.push_str(&painted);
        out.push_str(end);
    }
    out
}

/// Runs `work`, with a spinner saying `what` on standard error once it has taken more than a
/// second — only on a terminal (never in a pipe, a file or a test), and gone before anything is
/// printed.
fn with_spinner<T>(what: &str, work: impl FnOnce() -> T) -> T {
    if !std::io::stderr().is_terminal() {
        return work();
    }
    let spinner =
        indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr());
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {msg} ({elapsed})") {
        spinner.set_style(style);
    }
    spinner.set_message(what.to_string());
    // Drawn only after a second, so quick runs print nothing extra.
    {
        let spinner = spinner.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(1));
            if !spinner.is_finished() {
                spinner.enable_steady_tick(std::time::Duration::from_millis(120));
            }
        });
    }
    let result = work();
    spinner.finish_and_clear();
    result
}

/// Why a file could not be loaded.
enum LoadError {
    Io { file: String, message: String },
    Puzzle(PuzzleError),
}

/// Reads a file (or standard input for `-`) with its display name.
fn read(path: &Path) -> Result<(String, Vec<u8>), LoadError> {
    // Read at most one byte past the limit: enough for the parser to refuse the file.
    let limit = gridsleuth::limits::MAX_FILE_BYTES as u64 + 1;
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
    // A sentence of two meanings (`on the left of`) is read the way that gives one answer.
    Puzzle::from_bytes(&name, &bytes)
        .map(gridsleuth::settle_readings)
        .map_err(LoadError::Puzzle)
}

/// Reports a load failure in the chosen format and returns the exit code.
fn report_load_error(error: LoadError, format: Format) -> Exit {
    match error {
        LoadError::Io { file, message } => {
            eprintln!("error: {message}");
            if format == Format::Json {
                out!("{}", documents::read_error_json(&file, &message));
            }
        }
        LoadError::Puzzle(error) => {
            eprint!("{}", error.render(colour_stderr()));
            if format == Format::Json {
                out!("{}", documents::input_error_json(&error));
            }
        }
    }
    Exit::InputError
}

#[cfg(test)]
mod tests {
    #[test]
    fn paint_colours_titles_tiers_and_marks_and_nothing_else() {
        let text = "Move 1 · clue fact · Easy\n  Sgt Gunmetal had the dumbbell ✓.\nDifficulty: Hard (score 20)\nplain\n";
        let painted = super::paint(text);
        assert!(painted.contains("\u{1b}["), "{painted}");
        let plain: String = strip(&painted);
        assert_eq!(plain, text);
        assert_eq!(super::paint("plain\n"), "plain\n");
    }

    /// The text without ANSI escapes.
    fn strip(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
