//! Documented size limits. They keep memory and time bounded on any input; a puzzle beyond them
//! is refused with a clear error rather than attempted.

/// Most categories in one puzzle.
pub const MAX_CATEGORIES: usize = 64;
/// Most items in one category (candidate sets are 64-bit masks).
pub const MAX_ITEMS: usize = 64;
