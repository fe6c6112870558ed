//! Documented size limits. They keep memory and time bounded on any input; a puzzle beyond them
//! is refused with a clear error rather than attempted.

/// Most categories in one puzzle.
pub const MAX_CATEGORIES: usize = 64;
/// Most items in one category (candidate sets are 64-bit masks).
pub const MAX_ITEMS: usize = 64;
/// Most clue lines in one puzzle.
pub const MAX_CLUES: usize = 1000;
/// Longest line, in bytes (after the comment is removed).
pub const MAX_LINE_BYTES: usize = 4096;
/// Largest puzzle file, in bytes (1 MiB). The command line reads no more than this (plus one).
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// Most solutions `--max-solutions` may ask for: each is kept in memory (about 33 KB at 64 × 64,
/// so 10,000 stay near 330 MB).
pub const MAX_SOLUTIONS_ASKED: usize = 10_000;
/// Most grid cells `explain --format svg` draws: about 80 bytes each, so at most some 16 MB of
/// SVG (a clue-less 64 × 64 would be 8 million cells, 680 MB).
pub const MAX_SVG_CELLS: usize = 200_000;
