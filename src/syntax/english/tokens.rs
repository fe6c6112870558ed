//! A sentence cut into words, each with the key it is matched by: lower case, quotes and the
//! punctuation around it dropped, a possessive `'s` taken off, thousands separators removed
//! (`$29,000` → `$29000`), a number glued to its unit split (`21-year-old` → `21 year old`).
//! Commas are kept as tokens of their own: they separate the items of a list.

use crate::syntax::Span;

/// One word (or comma) of a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The key it is matched by (see the module's header).
    pub key: String,
    /// Where it stands in the source.
    pub span: Span,
    /// Written with a capital letter (a name, or the sentence's first word).
    pub capital: bool,
    /// Written with a possessive `'s` (or `s'`), which the key leaves out.
    pub possessive: bool,
}

/// Characters that stand around a word without being part of it.
fn is_wrapping(c: char) -> bool {
    matches!(
        c,
        '"' | '\''
            | '`'
            | '\u{2018}'
            | '\u{2019}'
            | '\u{201c}'
            | '\u{201d}'
            | '\u{ab}'
            | '\u{bb}'
            | '.'
            | ','
            | ';'
            | ':'
            | '!'
            | '?'
            | '('
            | ')'
            | '['
            | ']'
            | '*'
            | '_'
    )
}

/// The words of `text` (which starts at byte `offset` of the source), in order.
pub fn tokenize(text: &str, offset: usize) -> Vec<Token> {
    let mut tokens = Vec::new();
    for (start, word) in words(text) {
        let trimmed_start = word.len() - word.trim_start_matches(is_wrapping).len();
        let core = word.trim_matches(is_wrapping);
        let begin = offset + start + trimmed_start;
        if !core.is_empty() {
            push_word(&mut tokens, core, begin);
        }
        // A comma right after the word (or after its closing quote) separates list items.
        let tail = &word[trimmed_start + core.len()..];
        if tail.contains(',') || tail.contains(';') {
            let at = offset + start + trimmed_start + core.len();
            tokens.push(Token {
                key: ",".to_string(),
                span: Span::new(at, at + 1),
                capital: false,
                possessive: false,
            });
        }
    }
    tokens
}

/// The runs of non-space characters of `text`, with their byte offsets. Dashes standing alone
/// (`—`, ` - `) count as spaces.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let space = c.is_whitespace() || matches!(c, '\u{2013}' | '\u{2014}');
        match (space, start) {
            (true, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out.retain(|(_, w)| *w != "-");
    out
}

/// Adds the word `core` (no wrapping punctuation; at byte `begin`) as one token, or as several
/// where a number is glued to its unit by hyphens (`21-year-old`, `14-minute`).
fn push_word(tokens: &mut Vec<Token>, core: &str, begin: usize) {
    let capital = core.chars().next().is_some_and(char::is_uppercase);
    // `#128` is `number 128`.
    if let Some(digits) = core.strip_prefix('#')
        && digits.starts_with(|c: char| c.is_ascii_digit())
    {
        tokens.push(token("#", begin, false));
        push_word(tokens, digits, begin + 1);
        return;
    }
    // `auburn-haired`, `21-year-old`, `Z-Free`: each part is a word (item names are cut the
    // same way, so `swoop-backed` still matches itself).
    if core.contains('-') && core.split('-').filter(|p| !p.is_empty()).count() > 1 {
        let mut at = begin;
        for part in core.split('-') {
            if !part.is_empty() {
                let capital = part.chars().next().is_some_and(char::is_uppercase);
                tokens.push(token(part, at, capital && at == begin));
            }
            at += part.len() + 1;
        }
        return;
    }
    tokens.push(token(core, begin, capital));
}

fn token(word: &str, begin: usize, capital: bool) -> Token {
    let span = Span::new(begin, begin + word.len());
    let mut key = word.to_lowercase().replace(['\u{2019}', '\u{2018}'], "'");
    let mut possessive = false;
    for suffix in ["'s", "s'"] {
        if key.len() > suffix.len() + 1 && key.ends_with(suffix) {
            key.truncate(key.len() - suffix.len());
            if suffix == "s'" {
                key.push('s');
            }
            possessive = true;
            break;
        }
    }
    if key.ends_with('\'') {
        key.pop();
    }
    // `$29,000` and `29,000` are `$29000` and `29000`.
    if key.chars().any(|c| c.is_ascii_digit())
        && key
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | '$'))
    {
        key.retain(|c| c != ',');
    }
    Token {
        key,
        span,
        capital,
        possessive,
    }
}

/// The number a word names, if it is one: digits (`3`, `$4.99`, `1,000`), an ordinal (`4th`,
/// `fourth`) or a number word (`three`). Returns the number as written (without `$`) and
/// whether it was an ordinal.
pub fn number(key: &str) -> Option<(String, bool)> {
    const WORDS: &[&str] = &[
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    const ORDINALS: &[&str] = &[
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        "ninth", "tenth", "eleventh", "twelfth",
    ];
    if let Some(i) = WORDS.iter().position(|w| *w == key) {
        return Some((i.to_string(), false));
    }
    if let Some(i) = ORDINALS.iter().position(|w| *w == key) {
        return Some((i.to_string(), true));
    }
    let digits = key.strip_prefix('$').unwrap_or(key);
    for suffix in ["st", "nd", "rd", "th"] {
        if let Some(n) = digits.strip_suffix(suffix)
            && !n.is_empty()
            && n.chars().all(|c| c.is_ascii_digit())
        {
            return Some((n.to_string(), true));
        }
    }
    let numeric = !digits.is_empty()
        && digits.starts_with(|c: char| c.is_ascii_digit())
        && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
        && !digits.ends_with('.');
    numeric.then(|| (digits.to_string(), false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Vec<String> {
        tokenize(text, 0).into_iter().map(|t| t.key).collect()
    }

    #[test]
    fn words_lose_their_punctuation_and_keep_commas() {
        assert_eq!(
            keys("Of \u{201c}Bowling Alley\u{201d} and Ann's pick, one was $29,000."),
            [
                "of", "bowling", "alley", "and", "ann", "pick", ",", "one", "was", "$29000"
            ]
        );
        assert_eq!(keys("the 21-year-old"), ["the", "21", "year", "old"]);
        assert_eq!(keys("Mt. Calhoun"), ["mt", "calhoun"]);
        assert_eq!(keys("the Smiths' dog"), ["the", "smiths", "dog"]);
    }

    #[test]
    fn numbers_in_words_and_digits() {
        assert_eq!(number("fourth"), Some(("4".into(), true)));
        assert_eq!(number("4th"), Some(("4".into(), true)));
        assert_eq!(number("three"), Some(("3".into(), false)));
        assert_eq!(number("$4.99"), Some(("4.99".into(), false)));
        assert_eq!(number("cat"), None);
        assert_eq!(number("4."), None);
    }
}
