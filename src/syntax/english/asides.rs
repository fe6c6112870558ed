//! Asides in parentheses: `Bob (who owns the cat) lives in house 2.` An aside that names none
//! of the puzzle's items is the story's and is passed over (`(as seen from the street)`). One
//! that starts with `who`, `which` or `that` right after an item says something of it, and is
//! read as a sentence of its own (`the cat owner … owns the cat` → `Bob owns the cat`). Any
//! other aside that names items is refused: the reader cannot tell how it joins the sentence.
//!
//! Every sentence made here has the line's length, with the words it leaves out turned to
//! spaces, so its words keep their places in the source and errors underline the right ones.

use super::scan::{self, Piece, Word};
use super::tokens;
use super::vocabulary::Vocabulary;
use crate::syntax::Span;
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};

/// What a line with asides is read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfolded {
    /// The line with its asides turned to spaces.
    pub main: String,
    /// One sentence for each aside that says something of an item: that item and the aside.
    pub relatives: Vec<String>,
}

/// The asides of `content` (the byte ranges of `(` to `)`, both included), outermost only, or
/// `None` when its parentheses do not pair up.
fn find(content: &str) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut open = None;
    let mut depth = 0usize;
    for (i, c) in content.char_indices() {
        match c {
            '(' => {
                if depth == 0 {
                    open = Some(i);
                }
                depth += 1;
            }
            ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    out.push((open?, i + 1));
                }
            }
            _ => {}
        }
    }
    (depth == 0).then_some(out)
}

/// `content` with only the byte ranges `keep` left, every other character a space (as many
/// spaces as its bytes).
fn keep_only(content: &str, keep: &[(usize, usize)]) -> String {
    content
        .char_indices()
        .map(
            |(i, c)| match keep.iter().any(|&(s, e)| (s..e).contains(&i)) {
                true => c.to_string(),
                false => " ".repeat(c.len_utf8()),
            },
        )
        .collect()
}

/// The pieces of `content[start..end]` (`content` starts at byte `offset` of the source).
fn pieces(
    vocabulary: &Vocabulary,
    content: &str,
    start: usize,
    end: usize,
    offset: usize,
) -> Vec<Piece> {
    let tokens = tokens::tokenize(&content[start..end], offset + start);
    scan::scan(vocabulary, &tokens)
}

/// The item the words before an aside end with: the last piece (a comma aside), or the last
/// item followed by at most two nouns of its phrase (`the tulip grower (who …)`), never by an
/// article (`the plumber committed the murder (which …)`).
fn item_just_before(pieces: Vec<Piece>) -> Option<Span> {
    let mut trailing = 0;
    for piece in pieces.into_iter().rev() {
        match piece {
            Piece::Item { span, .. } => return Some(span),
            p if p.is_word(Word::Comma) => {}
            Piece::Filler { key, .. }
                if trailing < 2
                    && !matches!(key.as_str(), "the" | "a" | "an")
                    && !super::learn::is_verb(&key) =>
            {
                trailing += 1;
            }
            _ => return None,
        }
    }
    None
}

/// The line `content` (at byte `offset`) unfolded, or `None` when it has no aside; an error
/// for an aside the reader cannot place.
pub fn unfold(
    vocabulary: &Vocabulary,
    content: &str,
    offset: usize,
) -> Option<Result<Unfolded, Diagnostic>> {
    let asides = find(content)?;
    if asides.is_empty() {
        return None;
    }
    let outside: Vec<(usize, usize)> = std::iter::once(0)
        .chain(asides.iter().map(|a| a.1))
        .zip(
            asides
                .iter()
                .map(|a| a.0)
                .chain(std::iter::once(content.len())),
        )
        .collect();
    let main = keep_only(content, &outside);
    let mut relatives = Vec::new();
    for &(open, close) in &asides {
        let inner = (open + 1, close - 1);
        let named = pieces(vocabulary, content, inner.0, inner.1, offset)
            .iter()
            .any(|p| matches!(p, Piece::Item { .. } | Piece::Clash { .. }));
        if !named {
            continue;
        }
        let span = Span::new(offset + open, offset + close);
        let text = &content[inner.0..inner.1];
        let lead = text.trim_start();
        let word_end = lead.find(char::is_whitespace).unwrap_or(lead.len());
        let relative = matches!(
            lead[..word_end].to_lowercase().as_str(),
            "who" | "which" | "that"
        );
        // The item just before the aside (a comma between them aside): `the murder (which
        // took place in Brighton)` is about no item, and is refused rather than read as about
        // an item further back.
        let before = item_just_before(pieces(vocabulary, &main, 0, open, offset));
        match (relative, before) {
            (true, Some(item)) => {
                let from = inner.0 + (text.len() - lead.len()) + word_end;
                relatives.push(keep_only(
                    content,
                    &[(item.start - offset, item.end - offset), (from, inner.1)],
                ));
            }
            _ => {
                return Some(Err(Diagnostic::new(
                    ErrorKind::UnreadSentence,
                    "an aside in parentheses that names the puzzle's items",
                )
                .at(span)
                .label("how this joins the sentence is unclear")
                .help("write what the aside says as a sentence of its own, or as `(who …)` right after the item it is about")));
            }
        }
    }
    Some(Ok(Unfolded { main, relatives }))
}
