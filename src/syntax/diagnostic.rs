//! Errors about a puzzle file, and how they are shown: every problem is a [`Diagnostic`] with a
//! kind, a message, the span it is about and an optional hint; [`PuzzleError`] collects all of a
//! file's diagnostics and renders them with `annotate-snippets` (the line, a marker under the
//! offending text, and the hint). Rendering is plain unless the caller asks for colour.

use std::fmt;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::syntax::{Source, Span};

/// What went wrong, as a closed list a program can match on. The message says it in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file could not be read at all (missing, no permission).
    Unreadable,
    /// The file is not UTF-8 text, or holds a NUL byte.
    NotText,
    /// A line does not follow the clue grammar (`A + B`, `not A + (B | C)`, `A + B or C + D`).
    Syntax,
    /// A category line is malformed (`suspects Miss Saffron` without `:`, an empty item, …).
    BadCategory,
    /// A clue appears before any category, or a category after the first clue.
    Order,
    /// Fewer than two categories, or fewer than two items per category.
    TooFew,
    /// Categories list different numbers of items.
    UnequalSizes,
    /// Two categories, or two items, have the same name after normalisation.
    Duplicate,
    /// A name in a clue matches no item.
    UnknownName,
    /// A name in a clue matches several items.
    AmbiguousName,
    /// A clue puts two different items of one category in the same row, so it can never hold
    /// (or, under `not`, can never be broken).
    ImpossibleClue,
    /// The puzzle is larger than the documented limits.
    TooLarge,
    /// A comparison over a category that is not ordered, or in a puzzle with no ordered category.
    NotOrdered,
    /// A `say` line that cannot be used: an unknown category, a template without `{a}` or `{b}`,
    /// a negative that cannot be worked out, nouns without ` / ` (`say suspects + weapons: had`).
    BadPhrasing,
    /// A clue written as an English sentence that sleuth could not read: a word of meaning no
    /// sentence form uses, or a phrase that should name an item and names none.
    UnreadSentence,
}

/// One problem in a puzzle file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// What kind of problem it is.
    pub kind: ErrorKind,
    /// Lowercase, no final period; the offending text in backticks.
    pub message: String,
    /// What the message is about (the primary marker), if it is about a place in the file.
    pub span: Option<Span>,
    /// Other places worth showing (e.g. the first of two duplicates), with a short label.
    pub related: Vec<(Span, String)>,
    /// The label under the primary marker.
    pub label: Option<String>,
    /// How to fix it, where we can say.
    pub help: Option<String>,
    /// The 1-based line it is about, when it has no span (a line too long to show).
    pub line: Option<usize>,
}

impl Diagnostic {
    /// A diagnostic of `kind` with its message (lowercase, no final period).
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            kind,
            message: message.into(),
            span: None,
            related: Vec::new(),
            label: None,
            help: None,
            line: None,
        }
    }

    /// The line it is about, for a diagnostic without a span.
    pub fn on_line(mut self, line: usize) -> Diagnostic {
        self.line = Some(line);
        self
    }

    /// The place in the file it is about.
    pub fn at(mut self, span: Span) -> Diagnostic {
        self.span = Some(span);
        self
    }

    /// The label under the marker at that place.
    pub fn label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    /// Another place worth showing, with its label.
    pub fn related(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.related.push((span, label.into()));
        self
    }

    /// A hint on how to fix it.
    pub fn help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
}

/// At most this many problems are drawn for people (a file of garbage can have thousands);
/// programs get them all through [`PuzzleError::diagnostics`].
pub const MAX_SHOWN: usize = 50;

/// Every problem found in one puzzle file, with the source needed to show them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleError {
    source: Source,
    diagnostics: Vec<Diagnostic>,
}

/// A diagnostic located in its file, for machine output.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LocatedDiagnostic {
    pub kind: ErrorKind,
    pub message: String,
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The note under the marker (e.g. the candidates of an ambiguous name).
    pub label: Option<String>,
    pub help: Option<String>,
}

impl PuzzleError {
    pub(crate) fn new(source: Source, diagnostics: Vec<Diagnostic>) -> PuzzleError {
        PuzzleError {
            source,
            diagnostics,
        }
    }

    /// The text the diagnostics point into.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The problems, in file order.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// Each problem with its file, line and column, for machine output.
    pub fn located(&self) -> Vec<LocatedDiagnostic> {
        self.diagnostics
            .iter()
            .map(|d| {
                let position = d
                    .span
                    .map(|s| self.source.line_col(s.start))
                    .or(d.line.map(|line| (line, 1)));
                LocatedDiagnostic {
                    kind: d.kind,
                    message: d.message.clone(),
                    file: self.source.name().to_string(),
                    line: position.map(|p| p.0),
                    column: position.map(|p| p.1),
                    label: d.label.clone(),
                    help: d.help.clone(),
                }
            })
            .collect()
    }

    /// Renders every diagnostic, with colour when `styled` is true.
    pub fn render(&self, styled: bool) -> String {
        let renderer = if styled {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let mut out = String::new();
        for diagnostic in self.diagnostics.iter().take(MAX_SHOWN) {
            out.push_str(&renderer.render(&self.report(diagnostic)).to_string());
            out.push_str("\n\n");
        }
        let count = self.diagnostics.len();
        if count > MAX_SHOWN {
            out.push_str(&format!(
                "… and {} more problems not shown; fix these first.\n\n",
                count - MAX_SHOWN
            ));
        }
        out.push_str(&format!(
            "error: could not read `{}`: {count} problem{}\n",
            self.source.name(),
            if count == 1 { "" } else { "s" },
        ));
        out
    }

    fn report<'a>(&'a self, diagnostic: &'a Diagnostic) -> Vec<Group<'a>> {
        let mut group = Group::with_title(Level::ERROR.primary_title(diagnostic.message.as_str()));
        if let Some(span) = diagnostic.span {
            let text = self.source.text();
            let clamp = |s: Span| {
                let start = s.start.min(text.len());
                start..s.end.clamp(start, text.len())
            };
            let mut snippet = Snippet::source(text).path(self.source.name()).fold(true);
            let mut primary = AnnotationKind::Primary.span(clamp(span));
            if let Some(label) = &diagnostic.label {
                primary = primary.label(label.as_str());
            }
            snippet = snippet.annotation(primary);
            for (related, label) in &diagnostic.related {
                snippet = snippet.annotation(
                    AnnotationKind::Context
                        .span(clamp(*related))
                        .label(label.as_str()),
                );
            }
            group = group.element(snippet);
        } else {
            let mut origin = annotate_snippets::Origin::path(self.source.name());
            if let Some(line) = diagnostic.line {
                origin = origin.line(line);
            }
            group = group.element(origin);
        }
        if let Some(help) = &diagnostic.help {
            group = group.element(Level::HELP.message(help.as_str()));
        }
        vec![group]
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(false))
    }
}

impl std::error::Error for PuzzleError {}
