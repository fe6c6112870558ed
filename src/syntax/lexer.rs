//! Splits one clue line into tokens: names' words, the operators `+ & | , ( )`, the comparison
//! operators `< > = ~ { }` (`~` may carry a distance: `~2`) and the keywords `not`, `or`, `either`
//! (whole words, any case), and `!=` (not together). Words that matter only in comparisons
//! (`next to`, `by`, a number) stay words; the parser reads them in context.

use super::Span;

/// One token of a clue line; spans are absolute byte offsets into the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: TokenKind,
    pub text: &'a str,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// A word of a name (`Miss`, `Saffron`, `$20`).
    Word,
    /// `+` or `&`
    Plus,
    /// `|`
    Bar,
    /// `,`
    Comma,
    /// `(`
    Open,
    /// `)`
    Close,
    /// `not`
    Not,
    /// `or`
    Or,
    /// `either`
    Either,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `=`
    Equals,
    /// `~` or `~K` (K digits): K positions apart, either way.
    Tilde,
    /// `{`
    OpenBrace,
    /// `}`
    CloseBrace,
    /// `!=`: not in the same row (`A != B` is `not A + B`).
    NotEquals,
}

/// Characters that are operators in clues and so cannot appear in item names.
pub const OPERATOR_CHARS: &[char] = &['+', '&', '|', ',', '(', ')', '<', '>', '=', '~', '{', '}'];

/// Words that are keywords in clues and so cannot be words of item names.
pub const KEYWORDS: &[&str] = &["not", "or", "either"];

/// Whether `word` is a clue keyword.
pub fn is_keyword(word: &str) -> bool {
    KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(word))
}

/// Tokens of `text`, which starts at byte `offset` of the source.
pub fn tokenize(text: &str, offset: usize) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        if c == '!' && text[start..].starts_with("!=") {
            chars.next();
            tokens.push(Token {
                kind: TokenKind::NotEquals,
                text: &text[start..start + 2],
                span: Span::new(offset + start, offset + start + 2),
            });
            continue;
        }
        let single = match c {
            '+' | '&' => Some(TokenKind::Plus),
            '|' => Some(TokenKind::Bar),
            ',' => Some(TokenKind::Comma),
            '(' => Some(TokenKind::Open),
            ')' => Some(TokenKind::Close),
            '<' => Some(TokenKind::Less),
            '>' => Some(TokenKind::Greater),
            '=' => Some(TokenKind::Equals),
            '~' => Some(TokenKind::Tilde),
            '{' => Some(TokenKind::OpenBrace),
            '}' => Some(TokenKind::CloseBrace),
            _ => None,
        };
        let end = if single == Some(TokenKind::Tilde) {
            // `~` takes the digits right after it: `~2` (and a sign or point among them, so the
            // parser can say why `~-1` or `~1.5` is no distance).
            let mut end = start + 1;
            while let Some(&(i, next)) = chars.peek() {
                let sign = next == '-' && end == start + 1;
                if !(next.is_ascii_digit() || sign || (next == '.' && end > start + 1)) {
                    break;
                }
                end = i + 1;
                chars.next();
            }
            end
        } else if single.is_some() {
            start + c.len_utf8()
        } else {
            let mut end = start + c.len_utf8();
            while let Some(&(i, next)) = chars.peek() {
                if next.is_whitespace()
                    || OPERATOR_CHARS.contains(&next)
                    || text[i..].starts_with("!=")
                {
                    break;
                }
                end = i + next.len_utf8();
                chars.next();
            }
            end
        };
        let word = &text[start..end];
        let kind = single.unwrap_or_else(|| match word.to_ascii_lowercase().as_str() {
            "not" => TokenKind::Not,
            "or" => TokenKind::Or,
            "either" => TokenKind::Either,
            _ => TokenKind::Word,
        });
        tokens.push(Token {
            kind,
            text: word,
            span: Span::new(offset + start, offset + end),
        });
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        tokenize(text, 0).iter().map(|t| t.kind).collect()
    }

    #[test]
    fn operators_and_keywords() {
        use TokenKind::*;
        assert_eq!(
            kinds("not A + (B|c, d) & e or Either OR x"),
            vec![
                Not, Word, Plus, Open, Word, Bar, Word, Comma, Word, Close, Plus, Word, Or, Either,
                Or, Word
            ]
        );
    }

    #[test]
    fn comparison_operators() {
        use TokenKind::*;
        assert_eq!(
            kinds("a<b > c=d ~ e ~2f {g,h}"),
            vec![
                Word, Less, Word, Greater, Word, Equals, Word, Tilde, Word, Tilde, Word, OpenBrace,
                Word, Comma, Word, CloseBrace
            ]
        );
        assert_eq!(tokenize("x ~12 y", 0)[1].text, "~12");
        assert_eq!(tokenize("x ~-1 y", 0)[1].text, "~-1");
        assert_eq!(tokenize("x ~1.5 y", 0)[1].text, "~1.5");
    }

    #[test]
    fn not_equals_is_one_token() {
        use TokenKind::*;
        assert_eq!(kinds("Chloe != poodle"), vec![Word, NotEquals, Word]);
        assert_eq!(kinds("Chloe!=poodle"), vec![Word, NotEquals, Word]);
        assert_eq!(kinds("Yahoo! + x"), vec![Word, Plus, Word]);
        assert_eq!(tokenize("a!=b", 0)[1].text, "!=");
    }

    #[test]
    fn keywords_are_whole_words() {
        assert_eq!(kinds("Knot Orchard neither"), vec![TokenKind::Word; 3]);
    }

    #[test]
    fn spans_are_offset() {
        let tokens = tokenize("a +b", 10);
        assert_eq!(tokens[2].span, Span::new(13, 14));
        assert_eq!(tokens[2].text, "b");
    }
}
