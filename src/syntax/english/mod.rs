//! Clues written as English sentences, read into the same clue syntax the formula reader makes.
//!
//! A clue line with none of the formula operators (`+ & | ( ) < > = ~ { }`) is a sentence. It is
//! read in three passes, each in its own file:
//! 1. `tokens`: words with the keys they are matched by (case, quotes, possessives, `$29,000`);
//! 2. `scan`: pieces: the puzzle's items where the sentence names them (`vocabulary` holds
//!    the puzzle's words), comparatives with their amounts (`lexicon` holds the words of
//!    meaning), places in a row, and filler;
//! 3. `forms`: the sentence forms (same, not, either, neither, pairs, all different,
//!    comparisons, places) into clues.
//!
//! The reader is rule-based and deterministic. It refuses rather than guesses: a word of
//! meaning that no form uses, a capitalised word that names nothing in the puzzle, or a phrase
//! that should name an item and does not is an error that underlines the words. It knows the
//! puzzle's items only as the strings its category lines spell; names in the clues it makes
//! are those strings, which the model then resolves like any other.
//! `headers` reads category lists printed in the house-puzzle style.

mod asides;
mod describe;
mod forms;
mod headers;
mod learn;
mod lexicon;
mod scan;
mod sentences;
mod tokens;
mod vocabulary;

pub use forms::Said;
pub use headers::{is_story_line, is_story_sentence, listed_category, row_header};
pub use vocabulary::Vocabulary;

use scan::Piece;

use super::lexer::OPERATOR_CHARS;
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{CategoryDecl, ClueAst, DescriptionAst, RelationAst, SayAst, Span};

/// What a sentence teaches about the puzzle's own words: the wording of a fact or a comparison
/// (`learn`), and how it names items (`describe`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Learned {
    pub say: Option<SayAst>,
    pub descriptions: Vec<DescriptionAst>,
}

/// Whether a clue line is an English sentence rather than a formula: it holds none of the
/// formula's operators (a comma is an operator only inside a group, which needs parentheses;
/// parentheses in a punctuated line hold an aside) and does not end in `by CATEGORY`.
pub fn is_sentence(content: &str, categories: &[CategoryDecl]) -> bool {
    // Parentheses in a printed sentence hold an aside (`Bob (who owns the cat) won.`).
    let aside = |c: char| matches!(c, '(' | ')') && is_punctuated(content);
    !content.contains("!=")
        && !content
            .chars()
            .any(|c| OPERATOR_CHARS.contains(&c) && c != ',' && !aside(c))
        && !ends_with_by_category(content, categories)
}

/// Whether a clue ends in `by CATEGORY`, sleuth's way of naming the category a comparison is
/// about (`Dev next to Bob by price`): a formula, even without an operator.
fn ends_with_by_category(content: &str, categories: &[CategoryDecl]) -> bool {
    let lower = content.to_lowercase();
    let Some(at) = lower.rfind(" by ") else {
        return false;
    };
    let named = lower[at + 4..].trim();
    let singular = |s: &str| s.strip_suffix('s').unwrap_or(s).to_string();
    categories.iter().any(|c| {
        let name = c.name.text.to_lowercase();
        name == named || singular(&name) == singular(named)
    })
}

/// Whether a line ends the way a printed sentence does (`.`, `!` or `?`, perhaps inside a
/// closing quote). An unread line that does is reported as a sentence; one that does not may
/// be a formula in everyday words.
pub fn is_punctuated(content: &str) -> bool {
    content
        .trim_end()
        .trim_end_matches(['"', '\'', '\u{201d}', '\u{2019}', ')'])
        .ends_with(['.', '!', '?'])
}

/// Reads the clue line `content` (at byte `offset`, on `line`) as a sentence into clues. A line
/// that is no sentence (no full stop) and that English cannot read may still be a formula in
/// everyday words (`Dev next to Bob`, `not Ann with dog`, `Chef Pepper`): it is read by
/// `formula`, whose error is the one reported then.
pub fn read_line(
    vocabulary: &Vocabulary,
    content: &str,
    offset: usize,
    line: usize,
    formula: impl FnOnce() -> Result<ClueAst, Diagnostic>,
) -> Result<(Vec<ClueAst>, Learned), Diagnostic> {
    let punctuated = is_punctuated(content);
    let unfolded = match punctuated {
        true => asides::unfold(vocabulary, content, offset).transpose()?,
        false => None,
    };
    let (main, relatives) = match &unfolded {
        Some(u) => (u.main.as_str(), u.relatives.as_slice()),
        None => (content, &[][..]),
    };
    let clue = |text: &str, start: usize, end: usize, said: Said| ClueAst {
        line,
        text: text.to_string(),
        span: Span::new(offset + start, offset + end),
        options: said.options,
        stronger: said.stronger,
        // Unpunctuated lines are formulas in everyday words (`Cy next to Ann`), quoted as
        // formulas.
        sentence: punctuated,
    };
    // The line's sentences one by one (each quoted as printed); if that fails and the line
    // reads as one (a full stop the cut took for an end), that reading stands.
    let read_all = || -> Result<(Vec<ClueAst>, Learned), Diagnostic> {
        let parts = match punctuated {
            true => sentences::split(main),
            false => vec![(0, main.len())],
        };
        let mut clues = Vec::new();
        let mut learned = Learned::default();
        for (start, end) in parts {
            let (options, taught) = read(vocabulary, &main[start..end], offset + start, line)?;
            let printed = content[start..end].trim_end_matches(';').trim_end();
            clues.extend(options.into_iter().map(|o| clue(printed, start, end, o)));
            learned.say = learned.say.or(taught.say);
            learned.descriptions.extend(taught.descriptions);
        }
        Ok((clues, learned))
    };
    let result = read_all().or_else(|split| match read(vocabulary, main, offset, line) {
        Ok((options, learned)) => Ok((
            options
                .into_iter()
                .map(|o| clue(content, 0, content.len(), o))
                .collect(),
            learned,
        )),
        Err(_) => Err(split),
    });
    // An aside about an item is a sentence of its own, quoted as the whole line.
    let result = result.and_then(|(mut clues, learned)| {
        for relative in relatives {
            let (options, _) = read(vocabulary, relative, offset, line)?;
            clues.extend(
                options
                    .into_iter()
                    .map(|o| clue(content, 0, content.len(), o)),
            );
        }
        Ok((clues, learned))
    });
    match result {
        Ok((clues, learned)) if punctuated => Ok((clues, learned)),
        Ok((clues, _)) => Ok((clues, Learned::default())),
        Err(english) if punctuated => Err(english),
        Err(_) => formula().map(|clue| (vec![clue], Learned::default())),
    }
}

/// Reads one sentence (`content`, starting at byte `offset` of the source, on `line`) into
/// clues, each a list of options joined by `or` (with a stronger reading where its words may
/// mean either), and what it teaches of the puzzle's words.
pub fn read(
    vocabulary: &Vocabulary,
    content: &str,
    offset: usize,
    line: usize,
) -> Result<(Vec<Said>, Learned), Diagnostic> {
    let whole = Span::new(offset, offset + content.len());
    let tokens = tokens::tokenize(content, offset);
    let pieces = scan::scan(vocabulary, &tokens);
    unknown_names(vocabulary, &pieces, content, offset)?;
    let clues = forms::read(vocabulary, &pieces, whole).map_err(|failure| {
        let mut spans = failure.spans.into_iter();
        let first = spans.next().unwrap_or(whole);
        let mut d = Diagnostic::new(ErrorKind::UnreadSentence, failure.message)
            .at(first)
            .label(failure.label);
        for span in spans {
            d = d.related(span, "and here");
        }
        // The generic advice becomes the formulas with the sentence's own names; a form's
        // own advice stands.
        match (failure.help, formula_hint(vocabulary, &pieces)) {
            (Some(help), Some(hint)) if help == forms::FORMULA_HELP => d = d.help(hint),
            (Some(help), _) => d = d.help(help),
            _ => {}
        }
        d
    })?;
    let by = clues
        .first()
        .and_then(|said| match &said.options.first()?.relation {
            RelationAst::Compare { by, .. } => by.as_ref().map(|b| b.text.as_str()),
            _ => None,
        });
    let learned = Learned {
        say: learn::learn(vocabulary, &pieces, content, offset, line, by),
        descriptions: describe::describe(vocabulary, &pieces, content, offset),
    };
    Ok((clues, learned))
}

/// A capitalised word that is no item, no word the reader knows, stands beside no item and is
/// a few letters from an item's name is taken for a misspelt name (`Olivr paid $5`): an error,
/// with the item it is close to. Other capitalised words are the story's (`the farm Michael
/// dusts`) and mean nothing; a sentence left with too few names is an error anyway.
fn unknown_names(
    vocabulary: &Vocabulary,
    pieces: &[Piece],
    content: &str,
    offset: usize,
) -> Result<(), Diagnostic> {
    let beside_item = |i: usize| {
        let item = |j: Option<usize>| {
            j.and_then(|j| pieces.get(j))
                .is_some_and(|p| matches!(p, Piece::Item { .. }))
        };
        item(i.checked_sub(1)) || item(Some(i + 1))
    };
    for (i, piece) in pieces.iter().enumerate() {
        let Piece::Filler {
            key,
            span,
            capital: true,
        } = piece
        else {
            continue;
        };
        if lexicon::is_filler(key) || beside_item(i) || is_common_opening(key) {
            continue;
        }
        let Some(close) = closest(vocabulary, key) else {
            continue;
        };
        let written = &content[span.start - offset..span.end - offset];
        return Err(
            Diagnostic::new(ErrorKind::UnknownName, format!("unknown name `{written}`"))
                .at(*span)
                .label("no item has this name")
                .help(format!("did you mean `{close}`?")),
        );
    }
    Ok(())
}

/// For a sentence that names two or more items but could not be read: the formulas that would
/// say the likely things about the first two, with the puzzle's own names.
fn formula_hint(vocabulary: &Vocabulary, pieces: &[Piece]) -> Option<String> {
    let mut names = pieces.iter().filter_map(|p| match p {
        Piece::Item { item, .. } => Some(vocabulary.items[*item].name.as_str()),
        _ => None,
    });
    let (a, b) = (names.next()?, names.next()?);
    let compare = pieces
        .iter()
        .any(|p| matches!(p, Piece::Compare(_) | Piece::Place { .. }));
    Some(if compare {
        format!(
            "rephrase it, or write what it says as a formula: `{a} < {b}`, `{a} = {b} + 2`, `{a} next to {b}`, … (see `sleuth help format`)"
        )
    } else {
        format!(
            "rephrase it, or write what it says as a formula: `{a} + {b}`, `not {a} + {b}`, `{a} + ({b} | …)`, … (see `sleuth help format`)"
        )
    })
}

/// Words that may open a sentence with a capital without being a name.
fn is_common_opening(key: &str) -> bool {
    matches!(
        key,
        "everyone"
            | "nobody"
            | "somebody"
            | "someone"
            | "exactly"
            | "only"
            | "whoever"
            | "if"
            | "when"
            | "although"
            | "since"
            | "because"
            | "also"
            | "finally"
            | "meanwhile"
            | "i"
            | "we"
            | "you"
            | "our"
            | "my"
    )
}

/// The item name closest to a misspelt word, if one is close (a few edits).
pub(super) fn closest(vocabulary: &Vocabulary, key: &str) -> Option<String> {
    let limit = (key.chars().count() / 3).max(1);
    vocabulary
        .items
        .iter()
        .flat_map(|item| {
            item.keys
                .iter()
                .map(move |k| (strsim::osa_distance(k, key), item.name.clone()))
        })
        .filter(|(distance, _)| *distance <= limit)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, name)| name)
}

#[cfg(test)]
mod tests;
