//! The documents the `sleuth` commands print, built from a puzzle and a request in the format
//! asked: [`solve()`], [`explain()`], [`why()`], [`hint()`], [`check()`], [`reading()`], the rating
//! table ([`rate_table`]) and the pages to play on ([`play_page`], [`blank_page`]).
//!
//! This is the library's output API. The `sleuth` program uses it like any other caller: it
//! reads the arguments and files, calls one of these, prints [`Document::body`] (colouring text
//! for a terminal) and turns [`Document::verdict`] into its exit code.
//!
//! ```
//! use gridsleuth::Puzzle;
//! use gridsleuth::documents::{Format, SolveRequest, Verdict, solve};
//!
//! let puzzle = Puzzle::parse("suspects: Ann, Bob\nweapons: rope, knife\nAnn + rope\n")?;
//! let document = solve(&puzzle, &SolveRequest::default(), Format::Json);
//! assert_eq!(document.verdict, Verdict::Solved);
//! assert!(document.body.contains("\"outcome\": \"solved\""));
//! # Ok::<(), gridsleuth::PuzzleError>(())
//! ```

mod check;
mod explain;
mod hint;
mod play;
mod rate;
mod read;
mod solve;

pub use check::check;
pub use explain::{ExplainFormat, ExplainRequest, explain, why};
pub use hint::hint;
pub use play::{blank_page, play_page};
pub use rate::{RateFormat, RateRow, rate_table};
pub use read::reading;
pub use solve::{RatingDepth, SolveRequest, solve};

use crate::render::json;
use crate::solver::Outcome;
use crate::syntax::diagnostic::PuzzleError;

/// The formats every document prints in. JSON documents are versioned and described in
/// docs/json.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// Plain text for people (the program colours it on a terminal).
    #[default]
    Text,
    /// Markdown (`check` and `read` print their text).
    Markdown,
    /// One JSON document.
    Json,
}

/// What a document found, for a program's exit code (the `sleuth` program's codes are in
/// `sleuth --help`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Solved, or nothing went wrong.
    Solved,
    /// `why`: the fact is false; `hint`: a fact the player gave is wrong or clashes.
    False,
    /// The clues contradict each other.
    NoSolution,
    /// The clues allow more than one answer.
    SeveralSolutions,
    /// The time or work limit passed first.
    TimedOut,
    /// `check` with verification: a step of the explanation does not hold (a bug in sleuth).
    Faulty,
}

impl Verdict {
    /// The verdict for a solver or explanation outcome (an unfinished puzzle is no failure).
    pub fn of(outcome: Outcome) -> Verdict {
        match outcome {
            Outcome::Solved | Outcome::Unfinished => Verdict::Solved,
            Outcome::NoSolution => Verdict::NoSolution,
            Outcome::SeveralSolutions => Verdict::SeveralSolutions,
            Outcome::TimedOut => Verdict::TimedOut,
        }
    }
}

/// A document to print, and what it found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// The whole text to print, ending with a newline.
    pub body: String,
    /// What it found.
    pub verdict: Verdict,
}

/// A request that was not answered: the message says why. `verdict` is what the puzzle was
/// found to be when the work was done first (a page cannot be made of a puzzle without one
/// answer), or `None` when the request itself is at fault (a picture too big to draw).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// Why, in one line for people.
    pub message: String,
    /// What the puzzle was found to be, when it was worked out.
    pub verdict: Option<Verdict>,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Refused {}

/// The JSON document of a puzzle that could not be read (its diagnostics), as every command
/// prints it with `--format json`.
pub fn input_error_json(error: &PuzzleError) -> String {
    json::to_string(&json::InputErrorJson::new(error))
}

/// The JSON document of a file that could not be read at all: its name and why.
pub fn read_error_json(file: &str, message: &str) -> String {
    json::to_string(&json::InputErrorJson::io(file, message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::hint::HintLevel;
    use crate::deadline::Deadline;
    use crate::model::Puzzle;

    const TWO: &str = "suspects: Ann, Bob\nweapons: rope, knife\nAnn + rope\n";

    #[test]
    fn why_says_no_to_a_false_fact_and_its_verdict_is_false() {
        let puzzle = Puzzle::parse(TWO).unwrap();
        let fact = puzzle
            .parse_facts("<fact>", "Ann + knife")
            .unwrap()
            .remove(0);
        let document = why(&puzzle, &fact, Deadline::none(), Format::Text);
        assert_eq!(document.verdict, Verdict::False);
        assert!(document.body.starts_with("No: "), "{}", document.body);
        let fact = puzzle
            .parse_facts("<fact>", "Bob + knife")
            .unwrap()
            .remove(0);
        let document = why(&puzzle, &fact, Deadline::none(), Format::Json);
        assert_eq!(document.verdict, Verdict::Solved);
        assert!(
            document.body.contains("\"holds\": true"),
            "{}",
            document.body
        );
    }

    #[test]
    fn a_picture_past_the_last_move_is_refused_with_what_the_puzzle_is() {
        let puzzle = Puzzle::parse(TWO).unwrap();
        let request = ExplainRequest {
            svg_step: Some(99),
            ..ExplainRequest::default()
        };
        let refused = explain(&puzzle, &request, ExplainFormat::Svg).unwrap_err();
        assert!(refused.message.starts_with("--step 99"), "{refused}");
        assert_eq!(refused.verdict, Some(Verdict::Solved));
        let fine = explain(&puzzle, &ExplainRequest::default(), ExplainFormat::Svg).unwrap();
        assert!(fine.body.starts_with("<svg"), "{}", fine.body);
    }

    #[test]
    fn a_wrong_given_fact_makes_the_hint_false() {
        let puzzle = Puzzle::parse(TWO).unwrap();
        let given = puzzle.parse_facts("<given>", "Bob + rope").unwrap();
        let document = hint(
            &puzzle,
            &given,
            HintLevel::Nudge,
            Deadline::none(),
            Format::Json,
        );
        assert_eq!(document.verdict, Verdict::False);
        assert!(
            document.body.contains("\"kind\": \"wrong_given\""),
            "{}",
            document.body
        );
    }

    #[test]
    fn several_solutions_and_none_are_verdicts_and_a_page_is_refused() {
        let several = Puzzle::parse("suspects: Ann, Bob\nweapons: rope, knife\n").unwrap();
        let document = solve(&several, &SolveRequest::default(), Format::Text);
        assert_eq!(document.verdict, Verdict::SeveralSolutions);
        let refused = play_page(&several, Deadline::none()).unwrap_err();
        assert_eq!(refused.verdict, Some(Verdict::SeveralSolutions));
        let none =
            Puzzle::parse("suspects: Ann, Bob\nweapons: rope, knife\nAnn + rope\nBob + rope\n")
                .unwrap();
        let document = solve(&none, &SolveRequest::default(), Format::Text);
        assert_eq!(document.verdict, Verdict::NoSolution);
        assert!(
            document.body.contains("cannot all hold together"),
            "{}",
            document.body
        );
    }
}
