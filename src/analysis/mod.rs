//! Answers about a puzzle beyond its explanation: the setter's soundness report (`check`), the
//! minimal set of clues that cannot all hold (`conflict`), and the next move for a player who
//! already has some facts (`hint`); which of two meanings a sentence is read with
//! (`readings`); and whether an explanation holds, step by step, by the exhaustive solver
//! (`verify`).

pub mod check;
pub mod conflict;
pub mod hint;
pub mod minimal;
pub mod misreadings;
pub mod next_move;
pub mod readings;
pub mod refute;
pub mod verify;
