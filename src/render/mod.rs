//! Turning results into output: aligned text tables for people ([`text`]), versioned JSON
//! documents for programs ([`json`]), Markdown ([`markdown`]), and the layout of the classic
//! staircase grid ([`staircase`]). Nothing here decides anything about the puzzle.

pub mod json;
pub mod markdown;
pub mod staircase;
pub mod text;
