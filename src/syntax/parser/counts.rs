//! Statement lines and count lines, the puzzle language of liars and "exactly two of these":
//!
//! ```text
//! statement := NAME ("says" | "said") ":" option
//! count     := quantifier K "of" ":" [option (";" option)*]      # or options on indented lines
//!            | quantifier K ("statement" | "statements" | …) … ("true" | "false" | "lie" | …)
//! liar      := ["not"] "the liar" ("+" term)+ | "the liar" comparison …   # `the liar` is each speaker
//! quantifier := "exactly" | "at least" | "at most"
//! K          := a whole number, or a number word from `no` / `none` / `zero` to `ten`
//! ```
//!
//! Both hold a `:`, so they are recognised before a line is taken for a category line.

use super::super::ast::{CountAst, CountOver, OptionAst, Quantifier, StatementAst};
use super::super::source::Span;
use super::{category_colon, parse_single_option};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};

/// A line of this module's kinds.
pub enum Line {
    Statement(StatementAst),
    /// A count; when it ends in `of:` with nothing after, the options follow on indented lines.
    Count(CountAst),
}

/// Words that say a statement is false, or true.
const FALSE_WORDS: &[&str] = &["false", "lie", "lies", "lying", "liar", "liars", "untrue"];
const TRUE_WORDS: &[&str] = &["true", "truth", "truthful", "honest"];

/// Reads `content` (starting at byte `offset`, on line `line`) as a statement or count line;
/// `None` when it is neither.
// long because each statement and count line form is recognised here, with an error that shows the form to write.
pub fn read(content: &str, offset: usize, line: usize) -> Option<Result<Line, Diagnostic>> {
    let span = Span::new(offset, offset + content.len());
    if let Some(colon) = category_colon(content) {
        let head = content[..colon].trim_end();
        let lower = head.to_lowercase();
        for verb in [" says", " said"] {
            if let Some(speaker) = lower.strip_suffix(verb)
                && !speaker.trim().is_empty()
            {
                let speaker_text = head[..speaker.len()].trim();
                let lead = head.len() - head.trim_start().len();
                let speaker_span = Span::new(offset + lead, offset + lead + speaker_text.len());
                let rest = &content[colon + 1..];
                let rest_offset = offset + colon + 1;
                let rest_trim = rest.trim_start();
                let rest_offset = rest_offset + (rest.len() - rest_trim.len());
                if rest_trim.trim().is_empty() {
                    return Some(Err(Diagnostic::new(
                        ErrorKind::Syntax,
                        "a statement with nothing said",
                    )
                    .at(span)
                    .help("write what they say after `:`: `Mango says: Mango + candle`")));
                }
                return Some(
                    parse_single_option(rest_trim.trim_end(), rest_offset, "a statement").map(
                        |option| {
                            Line::Statement(StatementAst {
                                line,
                                span,
                                text: content.to_string(),
                                speaker: super::super::ast::NameRef {
                                    text: speaker_text.to_string(),
                                    span: speaker_span,
                                },
                                option,
                            })
                        },
                    ),
                );
            }
        }
    }
    if let Some(found) = liar_line(content, offset, line) {
        return Some(found);
    }
    let Some((quantifier, after)) = quantifier(content) else {
        return unquantified(content, span);
    };
    let words: Vec<&str> = after.split_whitespace().collect();
    let (k_word, rest_words) = words.split_first()?;
    let k = number(k_word)?;
    let rest = rest_words.join(" ").to_lowercase();
    let bad = |message: &str, help: &str| {
        Some(Err(Diagnostic::new(ErrorKind::Syntax, message.to_string())
            .at(span)
            .help(help.to_string())))
    };
    // `exactly 2 of: …`
    if rest == "of:" || rest.starts_with("of:") || rest.starts_with("of :") {
        let colon = content.find(':')?;
        let list = &content[colon + 1..];
        let mut options = Vec::new();
        let mut start = colon + 1;
        if !list.trim().is_empty() {
            for piece in list.split(';') {
                let trimmed = piece.trim_start();
                let at = offset + start + (piece.len() - trimmed.len());
                start += piece.len() + 1;
                if trimmed.trim().is_empty() {
                    return bad(
                        "an empty option in a count",
                        "separate the options with single `;`: `exactly 1 of: A + B; C + D`",
                    );
                }
                match parse_single_option(trimmed.trim_end(), at, "an option of a count") {
                    Ok(option) => options.push(option),
                    Err(d) => return Some(Err(d)),
                }
            }
        }
        return Some(Ok(Line::Count(CountAst {
            line,
            span,
            text: content.to_string(),
            quantifier,
            k,
            over: CountOver::Options(options),
        })));
    }
    if content.contains(':') {
        return None;
    }
    let said = |list: &[&str]| {
        rest_words.iter().any(|w| {
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            list.contains(&w.as_str())
        })
    };
    let truthful = match (said(TRUE_WORDS), said(FALSE_WORDS)) {
        (true, false) => true,
        (false, true) => false,
        _ => {
            return bad(
                "a count of statements must say whether it counts the true ones or the false ones",
                "write `exactly one statement is false` or `at least 2 statements are true`; to count clues, write `exactly 1 of: A + B; C + D`",
            );
        }
    };
    Some(Ok(Line::Count(CountAst {
        line,
        span,
        text: content.to_string(),
        quantifier,
        k,
        over: CountOver::Statements { truthful },
    })))
}

/// Whether a name as written is `the liar` (or `liar`, `the liars`, `liars`), the term of a
/// liar line that stands for each speaker.
pub fn is_liar_word(name: &str) -> bool {
    let lower = name.trim().to_lowercase();
    let bare = lower
        .strip_prefix("the ")
        .map_or(lower.as_str(), str::trim_start);
    matches!(bare, "liar" | "liars")
}

/// `the liar + X` (also `not the liar + X`, `the liar < X`, …): a clue option in which the term
/// `the liar` stands for each speaker in turn; each statement is false exactly when it holds
/// for its speaker. `None` when the line does not start so.
fn liar_line(content: &str, offset: usize, line: usize) -> Option<Result<Line, Diagnostic>> {
    let lower = content.trim().to_lowercase();
    let rest = lower.strip_prefix("not ").unwrap_or(&lower).trim_start();
    // `(the liar | Ann) + dog` too, so that lowering can say why it cannot be, and a pairing
    // `{the liar, Ann} = {cat, dog}`.
    let rest = rest.strip_prefix(['(', '{']).unwrap_or(rest).trim_start();
    let rest = rest.strip_prefix("the ").unwrap_or(rest).trim_start();
    let rest = rest
        .strip_prefix("liars")
        .or_else(|| rest.strip_prefix("liar"))?;
    let next = rest.chars().next();
    if next.is_some_and(|c| c.is_alphanumeric() || c == '\'' || c == '_') {
        return None;
    }
    // Only a line with a clue operator: `The Liar is in the study` stays a clue in words.
    if !rest.contains(['+', '<', '>', '=', '~']) {
        return None;
    }
    let lead = content.len() - content.trim_start().len();
    let at = offset + lead;
    Some(
        parse_single_option(content.trim(), at, "a liar line").map(|option| {
            Line::Count(CountAst {
                line,
                span: Span::new(offset, offset + content.len()),
                text: content.to_string(),
                quantifier: Quantifier::Exactly,
                k: 0,
                over: CountOver::Liar(option),
            })
        }),
    )
}

/// A line in words about who lies (`the murderer lies, everyone else tells the truth`) with no
/// count: an error that shows the count to write. Lines with clue operators are left to be
/// read as clues.
fn unquantified(content: &str, span: Span) -> Option<Result<Line, Diagnostic>> {
    if content.contains(['+', '&', '|', '(', ')', '<', '>', '=', '~', '{', '}']) {
        return None;
    }
    let words: Vec<String> = content
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    // Both a word for lying and one for who or what (so an item such as `The Liar` in a clue
    // in everyday words is still read as a clue).
    let lying = words.iter().any(|w| FALSE_WORDS.contains(&w.as_str()));
    let who = words.iter().any(|w| {
        matches!(
            w.as_str(),
            "truth"
                | "statement"
                | "statements"
                | "everyone"
                | "others"
                | "murderer"
                | "killer"
                | "culprit"
                | "suspect"
                | "suspects"
        )
    });
    let about_lies = lying && who;
    if !about_lies {
        return None;
    }
    Some(Err(Diagnostic::new(
        ErrorKind::Syntax,
        "a line about who lies needs a count",
    )
    .at(span)
    .help("say how many statements are false: `exactly one statement is false` (one liar, the others tell the truth), or `at most 1 statement is false`; or who lies: `the liar + dining hall` (whoever was in the dining hall lies, everyone else tells the truth)")))
}

/// `exactly` / `at least` / `at most` at the start of `content`, and the text after it.
fn quantifier(content: &str) -> Option<(Quantifier, &str)> {
    let lower = content.to_lowercase();
    for (words, q) in [
        ("exactly ", Quantifier::Exactly),
        ("at least ", Quantifier::AtLeast),
        ("at most ", Quantifier::AtMost),
    ] {
        if lower.starts_with(words) && content.is_char_boundary(words.len()) {
            return Some((q, &content[words.len()..]));
        }
    }
    None
}

/// A count as written: digits or a number word.
fn number(word: &str) -> Option<usize> {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let lower = word.to_lowercase();
    if lower == "no" || lower == "none" {
        return Some(0);
    }
    if let Some(i) = WORDS.iter().position(|w| *w == lower) {
        return Some(i);
    }
    lower.parse().ok().filter(|&k: &usize| k <= 64)
}

/// An option on an indented line below `… of:`.
pub fn indented_option(content: &str, offset: usize) -> Result<OptionAst, Diagnostic> {
    parse_single_option(content, offset, "an option of a count")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(text: &str) -> Option<(Quantifier, usize, CountOver)> {
        match read(text, 0, 1)? {
            Ok(Line::Count(c)) => Some((c.quantifier, c.k, c.over)),
            _ => None,
        }
    }

    #[test]
    fn count_lines() {
        let (q, k, over) = count("exactly one statement is false").unwrap();
        assert_eq!((q, k), (Quantifier::Exactly, 1));
        assert_eq!(over, CountOver::Statements { truthful: false });
        let (q, k, over) = count("At least 2 statements are true").unwrap();
        assert_eq!((q, k), (Quantifier::AtLeast, 2));
        assert_eq!(over, CountOver::Statements { truthful: true });
        let (q, k, over) = count("at most 1 of: A + B; not C + D ;E < F").unwrap();
        assert_eq!((q, k), (Quantifier::AtMost, 1));
        let CountOver::Options(options) = over else {
            panic!()
        };
        assert_eq!(options.len(), 3);
        assert!(options[1].negated);
        let (_, _, over) = count("exactly 2 of:").unwrap();
        assert_eq!(over, CountOver::Options(Vec::new()));
        assert!(count("Exactly + B").is_none());
        assert!(read("exactly one statement", 0, 1).unwrap().is_err());
    }

    #[test]
    fn statement_lines() {
        let Some(Ok(Line::Statement(s))) = read("Father Mango says: candle + Meeting House", 0, 1)
        else {
            panic!()
        };
        assert_eq!(s.speaker.text, "Father Mango");
        assert_eq!(s.option.terms.len(), 2);
        assert!(read("Mango says: A + B or C + D", 0, 1).unwrap().is_err());
        assert!(read("suspects: A, B", 0, 1).is_none());
        assert!(
            read("the murderer lies, everyone else tells the truth", 0, 1)
                .unwrap()
                .is_err()
        );
        assert!(read("Lies of P + Ann", 0, 1).is_none());
        assert!(read("The Liar is in the study", 0, 1).is_none());
        assert!(read("Ann + cat", 0, 1).is_none());
    }

    #[test]
    fn liar_lines() {
        let Some(Ok(Line::Count(c))) = read("the liar + dining hall", 0, 1) else {
            panic!()
        };
        let CountOver::Liar(option) = c.over else {
            panic!()
        };
        assert_eq!(option.terms.len(), 2);
        assert!(is_liar_word(&option.terms[0].alternatives[0].text));
        let Some(Ok(Line::Count(c))) = read("Not the Liar + (hall | study)", 0, 1) else {
            panic!()
        };
        assert!(matches!(c.over, CountOver::Liar(o) if o.negated));
        assert!(read("Liar's Dice + Ann", 0, 1).is_none());
        assert!(read("The Liar is in the study", 0, 1).is_none());
        assert!(
            read("the liar + hall or the liar + study", 0, 1)
                .unwrap()
                .is_err()
        );
        assert!(!is_liar_word("Lies of P"));
    }
}
