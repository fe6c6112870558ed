//! The command line, as clap derive types. Doc comments here are the `--help` text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

const AFTER_HELP: &str = "\
Example puzzle (examples/murdle.txt):
  suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
  weapons: dumbbell, pool cue, poisoned tea
  places: gym, pool, lobby
  Sgt Gunmetal + dumbbell              # these go together
  not Coach Raspberry + (gym | lobby)  # neither the gym nor the lobby
  Miss Saffron + pool cue or Sgt Gunmetal + pool cue

Try:
  sleuth solve examples/murdle.txt

Exit codes:
  0  solved: exactly one solution
  2  bad input: the file could not be read or parsed, or bad arguments
  3  no solution: the clues contradict each other
  4  several solutions: the clues do not pin down one answer

The file format is described in docs/format.md.";

/// Solves logic-grid puzzles the way a person does, and says why.
#[derive(Debug, Parser)]
#[command(name = "sleuth", version, about, after_help = AFTER_HELP)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Find every solution by exhaustive search and print the answer grid.
    ///
    /// Prints one row per item of the first category, with the category names as header.
    #[command(
        after_help = "Example:\n  sleuth solve examples/murdle.txt\n  sleuth solve --format json - < puzzle.txt"
    )]
    Solve(SolveArgs),

    /// Explain the solution step by step, the way a person solves it, and rate its difficulty.
    ///
    /// Techniques are tried easiest first; each step names the clue lines and earlier steps it
    /// uses. Search is used only when logic stalls, and the explanation says so.
    #[command(
        after_help = "Example:\n  sleuth explain examples/murdle.txt\n  sleuth explain --format json examples/murdle.txt"
    )]
    Explain(SolveArgs),
}

/// Where the puzzle comes from and how to print the answer.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Stop after this many solutions (and say so).
    #[arg(long, default_value_t = sleuth::DEFAULT_MAX_SOLUTIONS, value_name = "N")]
    pub max_solutions: usize,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned columns for people.
    Text,
    /// JSON for programs (shape in docs/json.md).
    Json,
}

#[cfg(test)]
mod tests {
    #[test]
    fn verify_cli() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
