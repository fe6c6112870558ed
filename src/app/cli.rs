//! The command line, as clap derive types. Doc comments here are the `--help` text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

const AFTER_HELP: &str = "\
Example puzzle (sleuth example murdle):
  suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
  weapons: dumbbell, pool cue, poisoned tea
  places: gym, pool, lobby
  Sgt Gunmetal + dumbbell              # these go together
  not Coach Raspberry + (gym | lobby)  # neither the gym nor the lobby
  Miss Saffron + pool cue or Sgt Gunmetal + pool cue

Try:
  sleuth example murdle | sleuth explain -
  sleuth example murdle > murdle.txt
  sleuth hint murdle.txt --level nudge
  sleuth why murdle.txt \"Sgt Gunmetal + gym\"
  sleuth check murdle.txt
  sleuth generate --categories 4 --items 4 --difficulty hard --theme murdle

Exit codes:
  0  solved: exactly one solution (hint, why: an answer was given)
  1  why: the fact asked about is false; hint: one of your facts is wrong
  2  bad input: the file could not be read or parsed, or bad arguments; or the
     output could not be written (a full disk)
  3  no solution: the clues contradict each other
  4  several solutions: the clues do not pin down one answer
  5  timed out: --timeout passed before the answer was known (generate: before
     a puzzle of the requested tier was found)
  6  check --verify: a step of the explanation does not hold (a bug in sleuth;
     please report it)

The file format: sleuth help format. Example puzzles: sleuth example.";

/// Solves logic-grid puzzles the way a person does, and says why.
#[derive(Debug, Parser)]
#[command(
    name = "sleuth",
    version,
    about,
    after_help = AFTER_HELP,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,

    /// When to colour the output: `auto` (on a terminal, unless NO_COLOR is set), `always` or
    /// `never`. Pipes and files never get colour under `auto`.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub color: ColorChoice,
}

/// `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour on a terminal, unless the NO_COLOR environment variable is set.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Find every solution by exhaustive search and print the answer grid and its difficulty.
    ///
    /// Prints one row per item of the first category, with the category names as header, then
    /// the difficulty rating and the number of steps per technique.
    #[command(
        after_help = "Examples:\n  sleuth solve murdle.txt\n  sleuth solve --no-rating big-puzzle.txt\n  sleuth solve --format json - < puzzle.txt"
    )]
    Solve(SolveCommandArgs),

    /// Explain the solution step by step, the way a person solves it, and rate its difficulty.
    ///
    /// Techniques are tried easiest first. The explanation is told in moves: each reads a clue
    /// or makes a real inference, cites the clue lines and earlier moves it uses, and says what
    /// the grid fills in from it ("So …"); `--detail steps` lists every deduction instead.
    /// Search is used only when logic stalls, and the explanation says so.
    #[command(
        after_help = "Examples:\n  sleuth explain murdle.txt\n  sleuth example murdle | sleuth explain -\n  sleuth explain --detail steps murdle.txt\n  sleuth explain --format json murdle.txt\n  sleuth explain --format markdown gallery.txt > gallery.md\n  sleuth explain --format html zebra.txt > zebra.html\n  sleuth explain --format svg --step 1 murdle.txt > murdle.svg\n  sleuth explain --ungrouped --alternatives murdle.txt"
    )]
    Explain(ExplainArgs),

    /// Give only the next step, as a ladder for a stuck player.
    ///
    /// `nudge` names the clue or block to look at, `focus` adds the cells, `full` shows the whole
    /// step. With `--given`, the hint starts from the facts you already have; if one of them is
    /// wrong, it says which, and why, instead.
    #[command(
        after_help = "Examples:\n  sleuth hint murdle.txt\n  sleuth hint murdle.txt --given my-facts.txt --level full\n\nA facts file holds one fact per line, in clue syntax:\n  Sgt Gunmetal + dumbbell\n  not Coach Raspberry + gym"
    )]
    Hint(HintArgs),

    /// Write a page to solve the puzzle in a browser: mark the grid, ask for hints, check.
    ///
    /// One self-contained HTML file (no network; open it from disk) with the clues and the
    /// classic grid. Click a cell (or use the keys) to cycle open → ✗ → ✓; one-to-one ✗s can be
    /// filled in automatically; undo and redo; progress is kept in the browser for that puzzle.
    /// Hint climbs the same ladder as `sleuth hint` (nudge, focus, full move) from the marks you
    /// have, and tells you when one of them is wrong, and why. "Check my grid", "Reveal the
    /// answer" and a step-through of the whole explanation are there too. Needs a puzzle with
    /// exactly one solution (exit code 3 or 4 otherwise). With --blank: the grid and the clues
    /// only, no script, for printing and solving on paper (any puzzle).
    #[command(
        after_help = "Examples:\n  sleuth play murdle.txt -o murdle.html\n  sleuth play zebra.txt > zebra.html\n  sleuth play --blank zebra.txt -o zebra-paper.html"
    )]
    Play(PlayArgs),

    /// Print a built-in example puzzle (or, with no name, list them).
    ///
    /// The examples ship inside the program: `sleuth example murdle | sleuth explain -` works
    /// anywhere, and `sleuth example zebra > zebra.txt` gives a file to edit.
    #[command(
        after_help = "Examples:\n  sleuth example\n  sleuth example murdle | sleuth explain -\n  sleuth example zebra > zebra.txt"
    )]
    Example(ExampleArgs),

    /// Print help: for the program, a command (`sleuth help explain`) or a topic
    /// (`sleuth help format`: the puzzle format guide).
    Help(HelpArgs),

    /// Print a shell completion script (bash, zsh, fish, powershell, elvish).
    ///
    /// For bash: `source <(sleuth completions bash)`, or save it as
    /// `~/.local/share/bash-completion/completions/sleuth`. For zsh, save it as `_sleuth` in a
    /// folder of your `fpath`; for fish, as `~/.config/fish/completions/sleuth.fish`.
    Completions(CompletionsArgs),

    /// Print a manual page (roff): `sleuth man | man -l -`; one per command with `--dir DIR`.
    ///
    /// `sleuth man` prints sleuth's own page, `sleuth man solve` that of `sleuth solve`, and
    /// `sleuth man --dir DIR` writes every page (`sleuth.1`, `sleuth-solve.1`, …) into DIR.
    #[command(
        after_help = "Examples:\n  sleuth man | man -l -\n  sleuth man solve > sleuth-solve.1\n  sleuth man --dir ~/.local/share/man/man1   # then: man sleuth-solve"
    )]
    Man(ManArgs),

    /// Explain one fact: only the steps it depends on, in order.
    #[command(
        after_help = "Examples:\n  sleuth why murdle.txt \"Sgt Gunmetal + gym\"\n  sleuth why murdle.txt \"not Saffron + dumbbell\""
    )]
    Why(WhyArgs),

    /// Rate puzzles: one line each with tier, score, steps and whether search was needed.
    #[command(
        after_help = "Examples:\n  sleuth rate puzzles/*.txt\n  sleuth rate puzzles/ --format csv > ratings.csv"
    )]
    Rate(RateArgs),

    /// Check a puzzle for setters: is the answer unique, which clues are redundant or risky.
    ///
    /// Says whether the clues leave one, no or several solutions; lists redundant and duplicate
    /// clues and one minimal sufficient set, how each clue reads in plain words, clues easy to
    /// misread, and single facts that would make a puzzle with several solutions unique. Exits with 0 when the puzzle has exactly one solution (even with redundant clues), 3 with
    /// none, 4 with several.
    #[command(
        after_help = "Examples:\n  sleuth check murdle.txt\n  sleuth check --verify zebra.txt\n  sleuth check --format json several.txt"
    )]
    Check(CheckArgs),

    /// Show how each clue was read: every English sentence with its reading in sleuth's clue
    /// syntax, so you can confirm at a glance that sleuth understood the puzzle as printed.
    ///
    /// A sentence sleuth cannot read is an error that underlines the words it could not place;
    /// exit code 2. Formula clues are listed as written.
    #[command(
        after_help = "Examples:\n  sleuth read puzzle.txt\n  sleuth read --format json puzzle.txt\n\nA clue line may be a sentence as printed, numbered or not:\n  1. Oliver paid 1 dollar more than Irene.\n  Neither Ann nor the baker owns the cat.\n  The Dane is directly left of the person who keeps birds."
    )]
    Read(ReadArgs),

    /// Make a new puzzle of a given size and difficulty, with a unique solution and no redundant
    /// clue.
    ///
    /// Tries puzzles from seeds derived from `--seed` until the engine rates one at exactly the
    /// requested tier; the same seed always gives the same puzzle. Exits with code 5 if none is
    /// found before `--timeout`.
    #[command(
        after_help = "Examples:\n  sleuth generate --categories 3 --items 4 --difficulty medium --theme murdle\n  sleuth generate --categories 5 --items 5 --difficulty hard --ordered --theme zebra --seed 7 --solution"
    )]
    Generate(GenerateArgs),
}

/// `play`: a puzzle file and where to write the page.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Write the page to this file instead of standard output (`-` for standard output, which
    /// a terminal gets only so). The file is replaced whole or not at all; the puzzle itself is
    /// never replaced, and a file sleuth did not write (or a symbolic link) only with --force.
    #[arg(short, long, value_name = "PAGE")]
    pub output: Option<PathBuf>,

    /// With -o: replace the file even if sleuth did not write it, or it is a symbolic link
    /// (the link itself is replaced, not what it points to).
    #[arg(long, requires = "output")]
    pub force: bool,

    /// Only the blank grid and the clues, without a script: a page to print and solve on paper.
    #[arg(long)]
    pub blank: bool,

    /// Give up after this many seconds (decimals allowed), with exit code 5. Without it the
    /// default work limit still bounds the page's explanation.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,
}

/// `check`: a puzzle file, the solution limit and the format.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Count solutions up to this many (and say so).
    #[arg(long, default_value_t = gridsleuth::DEFAULT_MAX_SOLUTIONS, value_name = "N", value_parser = at_least_one)]
    pub max_solutions: usize,

    /// Stop after this many seconds (decimals allowed): the search for the verdict, the rating,
    /// the redundant clues, the minimal sets and the suggested facts. The report says what was
    /// cut short; when even the verdict could not be told, it exits with 5.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// Also explain the puzzle and check every step with the exhaustive solver: each follows
    /// from the clues and facts it cites, each case of a split replays, the explanation ends in
    /// the solver's answer. A step that does not hold (a bug in sleuth) is listed, exit code 6.
    #[arg(long)]
    pub verify: bool,

    /// Output format.
    #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
    pub format: CheckFormat,
}

/// The arguments of `read`.
#[derive(Debug, Args)]
pub struct ReadArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Output format.
    #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
    pub format: CheckFormat,
}

/// The formats of `check` and `read`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// Plain text for people.
    Text,
    /// JSON for programs (a versioned schema; see the JSON guide in the README).
    Json,
}

/// A puzzle file and output options.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Stop after this many solutions (and say so).
    #[arg(long, default_value_t = gridsleuth::DEFAULT_MAX_SOLUTIONS, value_name = "N", value_parser = at_least_one)]
    pub max_solutions: usize,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `explain`: like [`SolveArgs`], with the picture formats and the step to draw.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// Stop after this many solutions (and say so).
    #[arg(long, default_value_t = gridsleuth::DEFAULT_MAX_SOLUTIONS, value_name = "N", value_parser = at_least_one)]
    pub max_solutions: usize,

    /// Output format.
    #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
    pub format: ExplainFormat,

    /// How much to show: `moves` (each step that reads a clue or makes a real inference, with
    /// the grid's bookkeeping it sets off folded under it as "So …" lines, and only what the
    /// answer needs) or `steps` (every deduction, one fact each, numbered as found).
    #[arg(long, value_enum, default_value_t = DetailArg::Moves)]
    pub detail: DetailArg,

    /// With `--format svg`: draw the grid after this move, as the text numbers them (with
    /// `--detail steps`, after this step); 0 is the empty grid, the default the last.
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,

    /// Give up after this many seconds (decimals allowed), show the steps made so far, and exit
    /// with code 5.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// Show each fact a clue states outright as a step of its own, as found.
    ///
    /// By default the first move (and step 1) gathers them all, each with its clue, the way a
    /// printed solution opens with what the clues say outright, and the real reasoning starts
    /// after it. With this option each such clue is a step and a move of its own (the clue
    /// "Sgt Gunmetal + dumbbell" gives "Sgt Gunmetal had the dumbbell"), in the order the engine
    /// finds them. The difficulty is the same either way: the gathered step is rated as the
    /// steps it gathers.
    #[arg(long)]
    pub ungrouped: bool,

    /// Gathering the clue facts into one first step is now the default; the option is kept so
    /// that older scripts still run.
    #[arg(long, hide = true, conflicts_with = "ungrouped")]
    pub group_simple: bool,

    /// Also show, under each step, other sets of clues and earlier steps that give the same
    /// conclusions.
    ///
    /// A step cites the clues and earlier steps it uses, but a player may have seen it another
    /// way. A line such as "Also from clue lines 4 and 7 with step 2." names a set that forces
    /// the step's conclusions by itself (a step stands for every fact it set) and is minimal:
    /// leave out any one and it no longer does. Each set does without at least one of the step's
    /// own premises and has at most one premise more; at most 3 per step. Contradictions,
    /// searches and the gathered first step get none. Slower, since the solver checks
    /// every set: a 5×5 puzzle takes a fraction of a second.
    #[arg(long)]
    pub alternatives: bool,
}

/// `solve`: the common arguments, and whether to rate.
#[derive(Debug, Args)]
pub struct SolveCommandArgs {
    #[command(flatten)]
    pub common: SolveArgs,

    /// Skip the difficulty rating.
    #[arg(long, conflicts_with = "full_rating")]
    pub no_rating: bool,

    /// Rate in full, however long it takes (within --timeout and the work limit). By default
    /// the rating gets a small work budget, so the answer never waits for it: a puzzle that
    /// needs longer says so, with the tier reached so far (docs/performance.md).
    #[arg(long)]
    pub full_rating: bool,

    /// Give up after this many seconds (decimals allowed), print what was found so far, and exit
    /// with code 5.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// With several solutions, print every grid found (up to --max-solutions); by default the
    /// text shows the first few, the count and the cells they disagree on. JSON lists them all.
    #[arg(long)]
    pub all: bool,
}

/// A positive number of seconds, such as `2` or `0.5`.
fn seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() => {
            std::time::Duration::try_from_secs_f64(s).map_err(|e| e.to_string())
        }
        Ok(_) => Err("must be a positive number of seconds".to_string()),
        Err(e) => Err(e.to_string()),
    }
}

#[derive(Debug, Args)]
pub struct HintArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// A file of facts you already have, one per line (`A + B` or `not A + B`).
    #[arg(long, value_name = "FACTS")]
    pub given: Option<PathBuf>,

    /// How much of the next step to show.
    #[arg(long, value_enum, default_value_t = Level::Nudge)]
    pub level: Level,

    /// Give up after this many seconds (decimals allowed), with exit code 5. Without it the
    /// default work limit still bounds the hint.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Debug, Args)]
pub struct WhyArgs {
    /// The puzzle file; `-` reads standard input.
    pub file: PathBuf,

    /// The fact to explain, in clue syntax: "A + B" or "not A + B".
    pub fact: String,

    /// Give up after this many seconds (decimals allowed), with exit code 5. Without it the
    /// default work limit still bounds the answer.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Debug, Args)]
pub struct RateArgs {
    /// Puzzle files, or folders to search (recursively) for `*.txt` files.
    #[arg(required = true, value_name = "PATH")]
    pub files: Vec<PathBuf>,

    /// Give up on a puzzle after this many seconds (decimals allowed); its row says `timed out`.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<std::time::Duration>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = RateFormat::Text)]
    pub format: RateFormat,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many categories (2 to 6).
    #[arg(long, short = 'k', value_name = "K")]
    pub categories: usize,

    /// How many items in each category (2 to 8).
    #[arg(long, short = 'n', value_name = "N")]
    pub items: usize,

    /// The tier the puzzle must be rated.
    #[arg(long, value_enum)]
    pub difficulty: Difficulty,

    /// Make the first category ordered (positions or amounts), with comparison clues.
    #[arg(long)]
    pub ordered: bool,

    /// The seed: the same seed and options give the same puzzle.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Where item names come from.
    #[arg(long, value_enum, default_value_t = Theme::Plain)]
    pub theme: Theme,

    /// Also print the answer, as comment lines after the clues (the file still parses).
    #[arg(long)]
    pub solution: bool,

    /// Write the clues in sleuth's formula syntax (`Ann + cat`) instead of English sentences
    /// (`Ann is with cat.`). Sentences are written only where they read back to the same clue.
    #[arg(long)]
    pub formula: bool,

    /// Give up after this many seconds (decimals allowed) and exit with code 5.
    #[arg(long, value_name = "SECONDS", value_parser = seconds, default_value = "20")]
    pub timeout: std::time::Duration,

    /// Search even for a size and tier never found before (3 × 3 expert, 4 × 4 master, 5 × 6
    /// medium, …), which otherwise get an answer at once: what was measured and what exists
    /// nearby.
    #[arg(long)]
    pub keep_searching: bool,
}

/// A tier `generate` can aim for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Difficulty {
    /// Clue facts, one-to-one and last possibilities only.
    Easy,
    /// Needs transitive links, a clue's last option or cross-category exclusion.
    Medium,
    /// Needs subsets or clue case analysis.
    Hard,
    /// Needs a contradiction (suppose a cell, reach an impossibility).
    Expert,
    /// Needs a case split: a few cases followed each to a contradiction or a shared conclusion.
    Master,
}

impl From<Difficulty> for gridsleuth::Tier {
    fn from(difficulty: Difficulty) -> Self {
        match difficulty {
            Difficulty::Easy => gridsleuth::Tier::Easy,
            Difficulty::Medium => gridsleuth::Tier::Medium,
            Difficulty::Hard => gridsleuth::Tier::Hard,
            Difficulty::Expert => gridsleuth::Tier::Expert,
            Difficulty::Master => gridsleuth::Tier::Master,
        }
    }
}

/// Item names for `generate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Theme {
    /// Categories a, b, c… with items A1, A2, B1…
    Plain,
    /// Suspects, weapons, places, motives, times, disguises (ordered: floors or fees).
    Murdle,
    /// Nationalities, colours, pets, drinks, cigarettes, jobs (ordered: houses or rents).
    Zebra,
}

impl From<Theme> for gridsleuth::Theme {
    fn from(theme: Theme) -> Self {
        match theme {
            Theme::Plain => gridsleuth::Theme::Plain,
            Theme::Murdle => gridsleuth::Theme::Murdle,
            Theme::Zebra => gridsleuth::Theme::Zebra,
        }
    }
}

/// A whole number of at least 1.
fn at_least_one(text: &str) -> Result<usize, String> {
    const MAX: usize = gridsleuth::limits::MAX_SOLUTIONS_ASKED;
    match text.trim().parse::<usize>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(n) if n > MAX => Err(format!(
            "at most {MAX} solutions are kept (each one is held in memory); ask for {MAX} or fewer"
        )),
        Ok(n) => Ok(n),
        Err(_) if !text.trim().is_empty() && text.trim().bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!(
                "at most {MAX} solutions are kept; ask for {MAX} or fewer"
            ))
        }
        Err(e) => Err(e.to_string()),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Plain text for people.
    Text,
    /// JSON for programs (a versioned schema; see the JSON guide in the README).
    Json,
    /// Markdown, for notes and web pages.
    Markdown,
}

/// The formats of `rate`: those of every command, and CSV.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RateFormat {
    /// Plain text for people: a table and a summary.
    Text,
    /// JSON for programs (a versioned schema; see the JSON guide in the README).
    Json,
    /// Markdown, for notes and web pages.
    Markdown,
    /// CSV for spreadsheets: one row per puzzle, with a header row (columns as in the JSON output).
    Csv,
}

/// How much of an explanation to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DetailArg {
    /// Moves: bookkeeping folded in, only what the answer needs.
    Moves,
    /// Every step, one deduction each.
    Steps,
}

impl From<DetailArg> for gridsleuth::Detail {
    fn from(detail: DetailArg) -> gridsleuth::Detail {
        match detail {
            DetailArg::Moves => gridsleuth::Detail::Moves,
            DetailArg::Steps => gridsleuth::Detail::Steps,
        }
    }
}

/// The formats of `explain`: those of every command, and two pictures of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExplainFormat {
    /// Plain text for people.
    Text,
    /// JSON for programs (a versioned schema; see the JSON guide in the README).
    Json,
    /// Markdown, for notes and web pages.
    Markdown,
    /// One self-contained HTML page that steps through the explanation on the classic grid.
    Html,
    /// An SVG picture of the grid after one move (`--step N`, default the last).
    Svg,
}

impl From<ExplainFormat> for Format {
    /// The format errors are reported in (the pictures report them as text, on standard error).
    fn from(format: ExplainFormat) -> Format {
        match format {
            ExplainFormat::Json => Format::Json,
            ExplainFormat::Markdown => Format::Markdown,
            ExplainFormat::Text | ExplainFormat::Html | ExplainFormat::Svg => Format::Text,
        }
    }
}

impl From<Format> for gridsleuth::documents::Format {
    fn from(format: Format) -> gridsleuth::documents::Format {
        match format {
            Format::Text => gridsleuth::documents::Format::Text,
            Format::Json => gridsleuth::documents::Format::Json,
            Format::Markdown => gridsleuth::documents::Format::Markdown,
        }
    }
}

impl From<ExplainFormat> for gridsleuth::documents::ExplainFormat {
    fn from(format: ExplainFormat) -> gridsleuth::documents::ExplainFormat {
        match format {
            ExplainFormat::Text => gridsleuth::documents::ExplainFormat::Text,
            ExplainFormat::Json => gridsleuth::documents::ExplainFormat::Json,
            ExplainFormat::Markdown => gridsleuth::documents::ExplainFormat::Markdown,
            ExplainFormat::Html => gridsleuth::documents::ExplainFormat::Html,
            ExplainFormat::Svg => gridsleuth::documents::ExplainFormat::Svg,
        }
    }
}

impl From<RateFormat> for gridsleuth::documents::RateFormat {
    fn from(format: RateFormat) -> gridsleuth::documents::RateFormat {
        match format {
            RateFormat::Text => gridsleuth::documents::RateFormat::Text,
            RateFormat::Json => gridsleuth::documents::RateFormat::Json,
            RateFormat::Markdown => gridsleuth::documents::RateFormat::Markdown,
            RateFormat::Csv => gridsleuth::documents::RateFormat::Csv,
        }
    }
}

/// How much a hint shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Level {
    /// Where to look: the clue or the block.
    Nudge,
    /// Where to look and which cells, without the verdict.
    Focus,
    /// The whole step.
    Full,
}

impl From<Level> for gridsleuth::HintLevel {
    fn from(level: Level) -> Self {
        match level {
            Level::Nudge => gridsleuth::HintLevel::Nudge,
            Level::Focus => gridsleuth::HintLevel::Focus,
            Level::Full => gridsleuth::HintLevel::Full,
        }
    }
}

/// `example`: which built-in puzzle.
#[derive(Debug, Args)]
pub struct ExampleArgs {
    /// The example's name (`murdle`, `zebra`, …); leave it out to list them.
    pub name: Option<String>,
}

/// `help`: a command or a topic.
#[derive(Debug, Args)]
pub struct HelpArgs {
    /// A command (`explain`, `hint`, …) or the topic `format`.
    pub topic: Option<String>,
}

/// `completions`: for which shell.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// `man`: which page, or where to write them all.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print (`solve`, `explain`, …); without it, sleuth's own page.
    pub command: Option<String>,

    /// Write every page to this folder instead (`sleuth.1`, `sleuth-solve.1`, …), replacing
    /// pages of those names.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    pub dir: Option<PathBuf>,
}

#[cfg(test)]
mod tests {
    #[test]
    fn verify_cli() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
