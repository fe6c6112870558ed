//! The syntax tree of a puzzle file: category declarations and clues exactly as written, with
//! spans. Names are unresolved strings; see [`crate::model`] for the resolved puzzle.

use super::Span;

/// A whole puzzle file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct File {
    pub categories: Vec<CategoryDecl>,
    pub clues: Vec<ClueAst>,
    /// `say …` lines: how the categories read in English.
    pub says: Vec<SayAst>,
    /// Wordings learned from English clues (`The Prince smoker is the Dane.`), used where no
    /// `say` line gives one ([`crate::syntax::english`]).
    pub learned: Vec<SayAst>,
    /// How English clues name items (`the person who smokes Prince`), used to say an item
    /// where no `say` line gives a wording ([`crate::syntax::english`]).
    pub descriptions: Vec<DescriptionAst>,
    /// `SPEAKER says: …` lines.
    pub statements: Vec<StatementAst>,
    /// `exactly K of: …` and `exactly K statements are false` lines.
    pub counts: Vec<CountAst>,
}

/// `say A + B: TEMPLATE [/ NEGATIVE]` (how a fact of two categories reads) or
/// `say A: SINGULAR / PLURAL` (a category's nouns).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SayAst {
    pub line: usize,
    pub span: Span,
    /// The first category named.
    pub left: NameRef,
    /// The second, for a template.
    pub right: Option<NameRef>,
    /// The text after `:` up to ` / ` (the template, or the singular).
    pub first: NameRef,
    /// The text after ` / ` (the negative, or the plural).
    pub second: Option<NameRef>,
}

/// How an English clue names an item: `the person who smokes Prince` is a phrase for the item
/// `prince`, with the predicate `smokes Prince` (said of someone else: "Peter smokes Prince").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DescriptionAst {
    /// The item's category and name, as its category line spells them.
    pub category: String,
    pub item: String,
    /// The item as the phrase writes it (`Prince`).
    pub written: String,
    /// The phrase, from its article (`the person with black hair`, `the volleyball fan`).
    pub phrase: String,
    /// What the phrase says of the one it names, split at the item: (`smokes`, `Prince`),
    /// (`has`, `black hair`), (`is`, `the volleyball fan`).
    pub predicate: Option<(String, String)>,
    /// Whether the phrase names someone (`the person with …`, `the volleyball fan`) rather
    /// than a thing (`the red house`).
    pub someone: bool,
    pub span: Span,
}

/// `NAME: item, item, …` or `NAME (ordered): item, item, …`
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryDecl {
    pub line: usize,
    /// The name without the `(ordered)` mark.
    pub name: NameRef,
    pub items: Vec<NameRef>,
    /// Marked `(ordered)`: its items are listed in order and clues may compare them.
    pub ordered: bool,
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
    /// Written as an English sentence and read by [`crate::syntax::english`]: `text` is the
    /// sentence, and one sentence may give several clues (each a `ClueAst` of the same line).
    pub sentence: bool,
    /// A stronger reading of a sentence that may mean either (`on the left of`: anywhere to
    /// the left, as `options` reads it, or directly left), taken when the weaker one leaves
    /// the puzzle without a single answer.
    pub stronger: Option<Vec<OptionAst>>,
}

/// `[not] term + term + …`, `[not] A < B [by CATEGORY]` (and the other comparisons) or
/// `[not] {A, B} = {C, D}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionAst {
    pub negated: bool,
    /// The terms: any number for `Together`, the two sides (single names) of a comparison, or
    /// A, B, C, D of a pair clue.
    pub terms: Vec<TermAst>,
    pub relation: RelationAst,
    pub span: Span,
}

/// How an option's terms are related.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RelationAst {
    /// `A + B + …`: one row holds every term.
    Together,
    /// `A < B`, `A > B`, `A = B + K`, `A ~K B` / `A next to B`, with an optional `by CATEGORY`.
    Compare {
        operator: CompareOperator,
        /// The operator as written, for messages.
        operator_span: Span,
        /// `+ K` or `- K` after `=`: the signed number as written (`-2`, `1.5`).
        offset: Option<NameRef>,
        /// The category after `by`.
        by: Option<NameRef>,
    },
    /// `{A, B} = {C, D}`: of A and B, one is C and the other is D.
    Pairs,
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareOperator {
    /// `<`: strictly before (smaller).
    Before,
    /// `>`: strictly after (larger).
    After,
    /// `=`: a fixed difference (`A = B + 2`).
    Equals,
    /// `~K` or `next to` (K = 1): exactly K positions apart, either way.
    Apart(usize),
}

/// A single name, or a parenthesised group of alternatives `(A | B | C)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermAst {
    pub alternatives: Vec<NameRef>,
    pub span: Span,
}

/// `SPEAKER says: OPTION`: a statement made by someone in the puzzle; whether it is true is for
/// a [`CountAst`] over the statements to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementAst {
    pub line: usize,
    pub span: Span,
    /// The line as written, without its comment.
    pub text: String,
    /// Who says it (an item).
    pub speaker: NameRef,
    /// What they say: one option (`Mango + candle`, `not Mango + (hall | study)`, `Ann < Bob`).
    pub option: OptionAst,
}

/// `exactly K of: A; B; C` (and `at least`, `at most`), or `exactly K statements are false`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountAst {
    pub line: usize,
    pub span: Span,
    /// The line as written, without its comment.
    pub text: String,
    pub quantifier: Quantifier,
    pub k: usize,
    pub over: CountOver,
}

/// How many of the counted things hold: exactly, at least or at most K.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantifier {
    Exactly,
    AtLeast,
    AtMost,
}

/// What a count is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountOver {
    /// The file's statements; `truthful` says whether K counts the true ones or the false ones.
    Statements { truthful: bool },
    /// Options listed after `of:` (on its line, separated by `;`, or on indented lines below).
    Options(Vec<OptionAst>),
    /// `the liar + X`: each statement is false exactly when this option holds with its speaker
    /// put in for the term `the liar` (the quantifier and K of such a line mean nothing).
    Liar(OptionAst),
}
