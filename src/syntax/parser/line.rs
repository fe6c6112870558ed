//! What a line holds around its clue or category: its comment, its published number
//! (`2.`, `12)`, `Clue 3:`) and the `:` that ends a category's name.

use crate::syntax::source::Line;

/// A clue line's published number, as a magazine prints it before the clue (`2. Englishman + red`,
/// `12) not Anna + rye`, `Clue 3: …`): up to three digits, then `.` or `)` (or `:` after the
/// word `Clue`), then space. Returns the number and
/// the clue after it. Explanations name a numbered clue by its number ("clue 2"), others by their
/// line ("clue line 12").
pub fn clue_label(content: &str) -> Option<(&str, &str)> {
    // `Clue 3:`, `Clue #3.`: the word is part of the number's mark, not the clue.
    let (content, word) = match content.get(..5) {
        Some(head) if head.eq_ignore_ascii_case("clue ") => {
            (content[5..].trim_start_matches('#'), true)
        }
        _ => (content, false),
    };
    let digits = content.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let rest = &content[digits..];
    // `1.`, `1)` and `1.)` as magazines print them.
    let after = match rest
        .strip_prefix(".)")
        .or_else(|| rest.strip_prefix(['.', ')']))
    {
        Some(after) => after,
        None if word => rest.strip_prefix(':')?,
        None => return None,
    };
    if !after.starts_with([' ', '\t']) {
        return None;
    }
    let clue = after.trim_start();
    (!clue.is_empty()).then_some((&content[..digits], clue))
}

/// Where the `:` that ends a category's name is: the first `:` that is not between two digits
/// (a clock time such as `9:30` may stand in an item or a clue).
pub fn category_colon(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len()).find(|&i| {
        bytes[i] == b':'
            && !(i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
    })
}

/// The line without its comment and surrounding whitespace, and the byte offset where it starts.
pub(super) fn strip_comment(line: Line<'_>) -> (&str, usize) {
    let without_comment = &line.text[..comment_start(line.text)];
    let trimmed_start = without_comment.trim_start();
    let offset = line.offset + (without_comment.len() - trimmed_start.len());
    (trimmed_start.trim_end(), offset)
}

/// Where a line's comment starts (its length if it has none): at the first `#` that is not
/// right before a digit, since puzzles number things `#128`.
pub fn comment_start(text: &str) -> usize {
    let bytes = text.as_bytes();
    (0..bytes.len())
        .find(|&i| bytes[i] == b'#' && !bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        .unwrap_or(text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_numbers_in_every_style() {
        assert_eq!(clue_label("2. Ann + cat"), Some(("2", "Ann + cat")));
        assert_eq!(
            clue_label("12) not Ann + rye"),
            Some(("12", "not Ann + rye"))
        );
        assert_eq!(
            clue_label("Clue 3: Ann owns the cat."),
            Some(("3", "Ann owns the cat."))
        );
        assert_eq!(
            clue_label("clue #4. Ann owns the cat."),
            Some(("4", "Ann owns the cat."))
        );
        assert_eq!(clue_label("Clue Ann owns the cat."), None);
        assert_eq!(clue_label("3 cats"), None);
    }

    #[test]
    fn a_hash_before_a_digit_is_no_comment() {
        assert_eq!(comment_start("The ostrich #128 won # a note"), 21);
        assert_eq!(comment_start("Ann + cat # note"), 10);
        assert_eq!(comment_start("Ann + cat"), 9);
    }
}
