//! Turning results into output: aligned text tables for people ([`text`]) and versioned JSON
//! documents for programs ([`json`]). Nothing here decides anything about the puzzle.

pub mod json;
pub mod markdown;
pub mod text;
