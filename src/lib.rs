//! **gridsleuth** solves logic-grid puzzles (Murdle, Einstein/Zebra, the magazine kind) the way
//! a person does, explains every move, and rates how hard they are. It is the library behind the
//! `sleuth` command.
//!
//! A puzzle is a small text: categories of items, one per line, then clues (`A + B`,
//! `not A + (B | C)`, `A + B or C + D`, comparisons on `(ordered)` categories, …). The whole
//! language is in the format guide (`sleuth help format` prints it). Parse it with
//! [`Puzzle::parse`], then:
//!
//! - [`solve`]: every solution, by exhaustive search;
//! - [`explain`] / [`explain_with`]: the step-by-step [`Explanation`] — its `Display` is the text
//!   `sleuth explain` prints (moves), [`Explanation::detailed`] gives every step, and it
//!   serialises to the documented JSON;
//! - [`hint`]: the next move for a player who already has some facts;
//! - [`check`]: a setter's report (unique? redundant clues?);
//! - [`generate`]: a new puzzle of a given size and difficulty.
//!
//! ```
//! use gridsleuth::{Outcome, Puzzle, Tier, explain, solve};
//!
//! let puzzle = Puzzle::parse(
//!     "suspects: Miss Saffron, Sgt Gunmetal\n\
//!      weapons: dumbbell, pool cue\n\
//!      Sgt Gunmetal + dumbbell\n",
//! )?;
//! assert_eq!(solve(&puzzle, 10).solutions.len(), 1);
//!
//! let explanation = explain(&puzzle);
//! assert_eq!(explanation.outcome, Outcome::Solved);
//! assert_eq!(explanation.rating.tier, Tier::Easy);
//! assert!(explanation.to_string().contains("Sgt Gunmetal's weapon is the dumbbell."));
//! # Ok::<(), gridsleuth::PuzzleError>(())
//! ```
//!
//! A hint from what a player has, and a setter's check:
//!
//! ```
//! use gridsleuth::{CheckOptions, Hint, Outcome, Puzzle, check, hint};
//!
//! let puzzle = Puzzle::parse(
//!     "suspects: Ann, Bob\nweapons: rope, knife\nAnn + rope\n",
//! )?;
//! match hint(&puzzle, &[]) {
//!     Hint::Next { text, .. } => assert!(text.contains("Ann's weapon is the rope")),
//!     other => panic!("{other:?}"),
//! }
//! assert_eq!(check(&puzzle, &CheckOptions::default()).verdict, Outcome::Solved);
//! # Ok::<(), gridsleuth::PuzzleError>(())
//! ```
//!
//! And a new puzzle:
//!
//! ```
//! use gridsleuth::{Deadline, SetterOptions, Theme, Tier, generate};
//!
//! let options = SetterOptions {
//!     categories: 3,
//!     items: 3,
//!     tier: Tier::Easy,
//!     ordered: false,
//!     seed: 7,
//!     theme: Theme::Murdle,
//!     deadline: Deadline::none(),
//!     max_attempts: None,
//! };
//! let made = generate(&options).expect("an easy 3x3 exists");
//! assert_eq!(made.rating.tier, Tier::Easy);
//! ```
//!
//! The items re-exported here are the library's API. The modules are public only so the
//! program, its tests and benchmarks can reach inside; they are hidden from these docs and may
//! change between versions.

#![forbid(unsafe_code)]
#![warn(missing_docs)]
// Library code never unwraps: bad input is an error, never a panic (tests may unwrap).
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]
// Diagnostics travel in `Err` on the cold path of a one-shot parse; boxing them buys nothing.
#![allow(clippy::result_large_err)]

// The folders are the two pipelines of docs/ARCHITECTURE.md, lowest layer first: text to a
// puzzle (`syntax`, `model`), the grid and the exhaustive solver (`grid`, `solver`), the
// person's techniques and their words (`techniques`, `words`), the explaining engine
// (`explain`), the setter's analyses (`analysis`, `generate`) and every output (`render`).
#[doc(hidden)]
pub mod analysis;
#[doc(hidden)]
pub mod deadline;
#[doc(hidden)]
pub mod explain;
#[doc(hidden)]
pub mod generate;
#[doc(hidden)]
pub mod grid;
#[doc(hidden)]
pub mod limits;
#[doc(hidden)]
pub mod model;
#[doc(hidden)]
pub mod render;
#[doc(hidden)]
pub mod solver;
#[doc(hidden)]
pub mod syntax;
#[doc(hidden)]
pub mod techniques;
#[doc(hidden)]
pub mod words;

pub use analysis::check::{CheckOptions, CheckReport, check};
pub use analysis::hint::{Hint, HintLevel, hint};
pub use analysis::readings::settle as settle_readings;
pub use deadline::Deadline;
pub use explain::engine::{ExplainOptions, explain, explain_with};
pub use explain::explanation::{Explanation, Step};
pub use explain::moves::{Detail, Move, Moves};
pub use explain::rating::{Rating, Tier};
pub use generate::setter::{SetPuzzle, SetterError, SetterOptions, Theme, set_puzzle as generate};
pub use grid::Fact;
pub use model::{
    Category, Clue, ClueOption, CompareKind, Comparison, CountClue, GivenFact, ItemId, Order,
    Puzzle, Relation, Solution, Statement, Term,
};
pub use solver::{DEFAULT_MAX_SOLUTIONS, Outcome, SolveReport, solve, solve_until};
pub use syntax::diagnostic::{Diagnostic, ErrorKind, PuzzleError};
pub use techniques::TechniqueId;

/// The README's Rust examples, compiled and run as doctests (`cargo test --doc`), so that they
/// cannot drift from the library.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
