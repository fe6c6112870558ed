//! **sleuth** solves logic-grid puzzles (Murdle, Einstein/Zebra, the magazine kind).
//!
//! A puzzle file lists categories of items and clues in a small language; see `docs/format.md`.
//! Parse it with [`Puzzle::parse`], then find its solutions with [`solve`]:
//!
//! ```
//! use gridsleuth::{Puzzle, solve};
//!
//! let puzzle = Puzzle::parse(
//!     "suspects: Miss Saffron, Sgt Gunmetal\n\
//!      weapons: dumbbell, pool cue\n\
//!      Sgt Gunmetal + dumbbell\n",
//! )?;
//! let report = solve(&puzzle, 10);
//! assert_eq!(report.solutions.len(), 1);
//! # Ok::<(), gridsleuth::PuzzleError>(())
//! ```
//!
//! The flow of a puzzle through the modules is described in `docs/ARCHITECTURE.md`.

#![forbid(unsafe_code)]
// Library code never unwraps: bad input is an error, never a panic (tests may unwrap).
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]
// Diagnostics travel in `Err` on the cold path of a one-shot parse; boxing them buys nothing.
#![allow(clippy::result_large_err)]

pub mod alternatives;
pub mod check;
pub mod deadline;
pub mod diagnose;
pub mod diagnostic;
pub mod engine;
pub mod entailment;
pub mod generate;
pub mod grid;
pub mod hint;
pub mod limits;
pub mod model;
pub mod moves;
pub mod names;
pub mod rating;
pub mod render;
pub mod setter;
pub mod solver;
pub mod syntax;
pub mod techniques;
pub mod trace;
pub mod words;

pub use deadline::Deadline;
pub use diagnostic::{Diagnostic, ErrorKind, PuzzleError};
pub use engine::{ExplainOptions, explain, explain_with};
pub use grid::Fact;
pub use model::{
    Category, Clue, ClueOption, CompareKind, Comparison, GivenFact, ItemId, Order, Puzzle,
    Relation, Solution, Term,
};
pub use moves::{Detail, Move, Moves};
pub use rating::{Rating, Tier};
pub use solver::{DEFAULT_MAX_SOLUTIONS, SolveReport, solve, solve_until};
pub use trace::{Explanation, Outcome, Step};
