//! The puzzle file as text: reading the source, splitting it into lines, and parsing category
//! lines and clue lines into a syntax tree ([`ast`]). Nothing here knows what an item *is*; names
//! stay strings with spans until [`crate::model`] resolves them.

pub mod ast;
pub mod diagnostic;
pub mod english;
pub mod lexer;
pub mod parser;
pub mod source;

pub use ast::{
    CategoryDecl, ClueAst, CompareOperator, CountAst, CountOver, DescriptionAst, File, NameRef,
    OptionAst, Quantifier, RelationAst, SayAst, TermAst,
};
pub use parser::{clue_label, is_liar_word, parse_clue_lines, parse_file};
pub use source::{Source, Span, char_name};
