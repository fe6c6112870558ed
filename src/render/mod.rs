//! Turning results into output: aligned text tables for people ([`text`]), versioned JSON
//! documents for programs ([`json`]), Markdown ([`markdown`]), and pictures of the classic grid:
//! a self-contained stepping page ([`html`]) and a still image ([`svg`]), both laid out by
//! [`staircase`], and a page to solve the puzzle on with hints ([`play`]). Nothing here decides
//! anything about the puzzle.

pub mod check;
pub mod explanation;
pub mod hint;
pub mod html;
pub mod json;
pub mod markdown;
pub mod play;
pub mod rate;
pub mod read;
pub mod solve;
pub mod staircase;
pub mod svg;
pub mod text;
