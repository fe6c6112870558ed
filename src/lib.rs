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
//! The documents the `sleuth` commands print (text, Markdown, JSON, HTML, SVG) are built by
//! [`documents`], which the program itself calls. The items here, [`documents`] and [`limits`]
//! are the library's whole API.

#![forbid(unsafe_code)]
#![warn(missing_docs)]
// Without `internals` only the API is public, and every item of it has its doc comment.
#![cfg_attr(not(feature = "internals"), deny(missing_docs))]
// Library code never unwraps: bad input is an error, never a panic (tests may unwrap).
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]
// Diagnostics travel in `Err` on the cold path of a one-shot parse; boxing them buys nothing.
#![allow(clippy::result_large_err)]

// The folders are the two pipelines of docs/ARCHITECTURE.md, lowest layer first: text to a
// puzzle (`syntax`, `model`), the grid and the exhaustive solver (`grid`, `solver`), the
// person's techniques and their words (`techniques`, `words`), the explaining engine
// (`explain`), the setter's analyses (`analysis`, `generate`), every output format (`render`)
// and the commands' documents (`documents`, public).
//
// Only `documents` and `limits` are public modules; the rest is the crate's own, reached from
// outside through the re-exports below. The crate's tests and benchmarks reach inside through
// the `internals` feature, which the package turns on for them alone (its dev-dependency on
// itself): it is not part of the API and may change at any time.
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod analysis;
#[cfg(not(feature = "internals"))]
mod analysis;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod deadline;
#[cfg(not(feature = "internals"))]
mod deadline;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod explain;
#[cfg(not(feature = "internals"))]
mod explain;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod generate;
#[cfg(not(feature = "internals"))]
mod generate;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod grid;
#[cfg(not(feature = "internals"))]
mod grid;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod model;
#[cfg(not(feature = "internals"))]
mod model;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod render;
#[cfg(not(feature = "internals"))]
mod render;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod solver;
#[cfg(not(feature = "internals"))]
mod solver;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod syntax;
#[cfg(not(feature = "internals"))]
mod syntax;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod techniques;
#[cfg(not(feature = "internals"))]
mod techniques;
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod words;
#[cfg(not(feature = "internals"))]
mod words;

pub mod documents;
pub mod limits;

// `prose![…]` builds a reason's words (words/prose.rs), used as `crate::prose!` everywhere.
#[allow(unused_imports)]
pub(crate) use words::prose;

pub use analysis::check::{CheckOptions, CheckReport, check};
pub use analysis::hint::{Hint, HintLevel, hint};
pub use analysis::readings::settle as settle_readings;
pub use deadline::{DEFAULT_WORK, Deadline};
pub use explain::alternatives::DEFAULT_CAP as DEFAULT_ALTERNATIVES;
pub use explain::engine::{ExplainOptions, explain, explain_with};
pub use explain::explanation::{Explanation, Step};
pub use explain::moves::{Detail, Move, Moves};
pub use explain::rating::{Rating, Tier};
pub use generate::setter::{
    NeverFound, SetPuzzle, SetterError, SetterOptions, Theme, never_found, set_puzzle as generate,
};
pub use grid::Fact;
pub use model::{
    Category, Clue, ClueOption, CompareKind, Comparison, CountClue, GivenFact, ItemId, Order,
    Puzzle, Relation, Solution, Statement, Supposed, SupposedKind, Term,
};
pub use solver::{DEFAULT_MAX_SOLUTIONS, Outcome, SolveReport, solve, solve_until};
pub use syntax::diagnostic::{Diagnostic, ErrorKind, PuzzleError};
pub use techniques::TechniqueId;

/// The README's Rust examples, compiled and run as doctests (`cargo test --doc`), so that they
/// cannot drift from the library.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
