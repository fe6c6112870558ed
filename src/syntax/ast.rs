//! The syntax tree of a puzzle file: category declarations and clues exactly as written, with
//! spans. Names are unresolved strings; see [`crate::model`] for the resolved puzzle.

use super::Span;

/// A whole puzzle file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct File {
    pub categories: Vec<CategoryDecl>,
    pub clues: Vec<ClueAst>,
}

/// `NAME: item, item, …`
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryDecl {
    pub line: usize,
    pub name: NameRef,
    pub items: Vec<NameRef>,
}

/// A name as written, with where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameRef {
    pub text: String,
    pub span: Span,
}

/// One clue line: at least one option; several are joined by `or`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueAst {
    pub line: usize,
    /// The clue as written, without its comment and surrounding space.
    pub text: String,
    pub span: Span,
    pub options: Vec<OptionAst>,
}

/// `[not] term + term + …`
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionAst {
    pub negated: bool,
    pub terms: Vec<TermAst>,
    pub span: Span,
}

/// A single name, or a parenthesised group of alternatives `(A | B | C)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermAst {
    pub alternatives: Vec<NameRef>,
    pub span: Span,
}
