//! Turns a [`Source`] into a [`File`] syntax tree. The parser never stops at the first problem:
//! it reports one diagnostic per bad line and keeps going, so a user fixes a file in one pass.
//!
//! ```text
//! file     := (category-line)+ (clue-line)*
//! category := NAME ":" item ("," item)*
//! clue     := ["either"] option (("or" | "|") option)*
//! option   := ["not"] term (("+" | "&") term)*
//! term     := name | "(" name (("|" | "," | "or") name)* ")"
//! ```

use super::ast::{CategoryDecl, ClueAst, File, NameRef, OptionAst, TermAst};
use super::lexer::{OPERATOR_CHARS, Token, TokenKind, is_keyword, tokenize};
use super::source::{Line, Source, Span};
use crate::diagnostic::{Diagnostic, ErrorKind};

/// Parses every line of `source`. Lines with problems are left out of the tree and reported.
pub fn parse_file(source: &Source) -> (File, Vec<Diagnostic>) {
    let mut file = File::default();
    let mut diagnostics = Vec::new();
    for line in source.lines() {
        let (content, content_offset) = strip_comment(line);
        if content.is_empty() {
            continue;
        }
        let span = Span::new(content_offset, content_offset + content.len());
        if content.contains(':') {
            if let Some(first_clue) = file.clues.first() {
                diagnostics.push(
                    Diagnostic::new(ErrorKind::Order, "category line after the first clue")
                        .at(span)
                        .related(first_clue.span, "first clue")
                        .help("list every category before the clues"),
                );
                continue;
            }
            match parse_category(content, content_offset, line.number) {
                Ok(decl) => file.categories.push(decl),
                Err(d) => diagnostics.push(d),
            }
        } else {
            if file.categories.is_empty() {
                diagnostics.push(
                    Diagnostic::new(ErrorKind::Order, "clue before any category line")
                        .at(span)
                        .help("a puzzle starts with its categories, one per line: `suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry`"),
                );
                continue;
            }
            match parse_clue(content, content_offset, line.number) {
                Ok(clue) => file.clues.push(clue),
                Err(d) => diagnostics.push(d),
            }
        }
    }
    (file, diagnostics)
}

/// Parses every non-blank line of `source` as a clue (for files of facts, which have no
/// category lines).
pub fn parse_clue_lines(source: &Source) -> (Vec<ClueAst>, Vec<Diagnostic>) {
    let mut clues = Vec::new();
    let mut diagnostics = Vec::new();
    for line in source.lines() {
        let (content, content_offset) = strip_comment(line);
        if content.is_empty() {
            continue;
        }
        let span = Span::new(content_offset, content_offset + content.len());
        if content.contains(':') {
            diagnostics.push(
                Diagnostic::new(ErrorKind::Syntax, "expected a fact, found a category line")
                    .at(span)
                    .help("a facts file holds one fact per line: `A + B` or `not A + B`"),
            );
            continue;
        }
        match parse_clue(content, content_offset, line.number) {
            Ok(clue) => clues.push(clue),
            Err(d) => diagnostics.push(d),
        }
    }
    (clues, diagnostics)
}

/// One clue line (`content`, without comment, starting at byte `offset` of the source).
fn parse_clue(content: &str, offset: usize, line: usize) -> Result<ClueAst, Diagnostic> {
    let span = Span::new(offset, offset + content.len());
    let tokens = tokenize(content, offset);
    let options = ClueParser::new(&tokens, span, content).clue()?;
    Ok(ClueAst {
        line,
        text: content.to_string(),
        span,
        options,
    })
}

/// The line without its comment and surrounding whitespace, and the byte offset where it starts.
fn strip_comment(line: Line<'_>) -> (&str, usize) {
    let without_comment = match line.text.find('#') {
        Some(i) => &line.text[..i],
        None => line.text,
    };
    let trimmed_start = without_comment.trim_start();
    let offset = line.offset + (without_comment.len() - trimmed_start.len());
    (trimmed_start.trim_end(), offset)
}

/// Trims `text` (starting at `offset`) and returns it with its span.
fn trimmed(text: &str, offset: usize) -> NameRef {
    let start_trimmed = text.trim_start();
    let start = offset + (text.len() - start_trimmed.len());
    let inner = start_trimmed.trim_end();
    NameRef {
        text: inner.to_string(),
        span: Span::new(start, start + inner.len()),
    }
}

fn parse_category(content: &str, offset: usize, line: usize) -> Result<CategoryDecl, Diagnostic> {
    let colon = content.find(':').unwrap_or(content.len());
    let name = trimmed(&content[..colon], offset);
    let line_span = Span::new(offset, offset + content.len());
    if name.text.is_empty() {
        return Err(Diagnostic::new(
            ErrorKind::BadCategory,
            "category line has no name before `:`",
        )
        .at(line_span)
        .help("write the category's name first: `weapons: dumbbell, pool cue, poisoned tea`"));
    }
    let rest_offset = offset + colon + 1;
    let rest = content.get(colon + 1..).unwrap_or("");
    let mut items = Vec::new();
    let mut item_offset = rest_offset;
    for piece in rest.split(',') {
        let item = trimmed(piece, item_offset);
        item_offset += piece.len() + 1;
        if item.text.is_empty() {
            let at = if item.span.start < offset + content.len() {
                item.span
            } else {
                Span::new(offset + content.len(), offset + content.len())
            };
            return Err(Diagnostic::new(
                ErrorKind::BadCategory,
                format!("empty item in category `{}`", name.text),
            )
            .at(at)
            .label("an item name is missing here")
            .help("separate item names with single commas: `places: gym, pool, lobby`"));
        }
        if let Some(c) = item
            .text
            .chars()
            .find(|c| *c == ':' || OPERATOR_CHARS.contains(c))
        {
            return Err(Diagnostic::new(
                ErrorKind::BadCategory,
                format!("item name `{}` contains `{c}`", item.text),
            )
            .at(item.span)
            .help(if c == ':' {
                "put each category on its own line".to_string()
            } else {
                format!("`{c}` is an operator in clues; rename the item without it")
            }));
        }
        if let Some(word) = item.text.split_whitespace().find(|w| is_keyword(w)) {
            return Err(Diagnostic::new(
                ErrorKind::BadCategory,
                format!("item name `{}` contains the keyword `{word}`", item.text),
            )
            .at(item.span)
            .help("`not`, `or` and `either` are words of the clue language; rename the item"));
        }
        items.push(item);
    }
    Ok(CategoryDecl { line, name, items })
}

/// Recursive-descent parser over one clue line's tokens.
struct ClueParser<'t, 'a> {
    tokens: &'t [Token<'a>],
    pos: usize,
    line: Span,
    content: &'a str,
}

type Parsed<T> = Result<T, Diagnostic>;

impl<'t, 'a> ClueParser<'t, 'a> {
    fn new(tokens: &'t [Token<'a>], line: Span, content: &'a str) -> Self {
        ClueParser {
            tokens,
            pos: 0,
            line,
            content,
        }
    }

    fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.pos).copied()
    }

    fn peek_kind(&self) -> Option<TokenKind> {
        self.peek().map(|t| t.kind)
    }

    fn bump(&mut self) -> Option<Token<'a>> {
        let token = self.peek();
        self.pos += 1;
        token
    }

    /// The span of the end of the line (for "found the end of the line").
    fn end_span(&self) -> Span {
        Span::new(self.line.end, self.line.end)
    }

    /// An error at the current token: "expected {what} {context}, found …".
    fn expected(&self, what: &str, context: &str) -> Diagnostic {
        let (found, span) = match self.peek() {
            Some(token) => (format!("`{}`", token.text), token.span),
            None => ("the end of the line".to_string(), self.end_span()),
        };
        let context = if context.is_empty() {
            String::new()
        } else {
            format!(" {context}")
        };
        Diagnostic::new(
            ErrorKind::Syntax,
            format!("expected {what}{context}, found {found}"),
        )
        .at(span)
    }

    fn clue(&mut self) -> Parsed<Vec<OptionAst>> {
        let either = if self.peek_kind() == Some(TokenKind::Either) {
            self.bump()
        } else {
            None
        };
        let mut options = vec![self.option(if either.is_some() {
            "after `either`"
        } else {
            ""
        })?];
        while let Some(TokenKind::Or | TokenKind::Bar) = self.peek_kind() {
            let or = self.bump().map(|t| t.text).unwrap_or("or");
            let context = format!("after `{or}`");
            options.push(self.option(&context)?);
        }
        if let Some(token) = self.peek() {
            let mut d = Diagnostic::new(ErrorKind::Syntax, format!("unexpected `{}`", token.text))
                .at(token.span);
            d = match token.kind {
                TokenKind::Close => d
                    .label("this `)` closes nothing")
                    .help("remove it, or add the matching `(`"),
                TokenKind::Not => d.help("`not` goes at the start of an option: `not A + B`"),
                TokenKind::Either => {
                    d.help("`either` goes at the start of a clue: `either A + B or C + D`")
                }
                _ => d.help("join terms with `+` and options with `or`: `A + B or C + D`"),
            };
            return Err(d);
        }
        if let Some(either) = either.filter(|_| options.len() < 2) {
            return Err(Diagnostic::new(ErrorKind::Syntax, "`either` without `or`")
                .at(either.span)
                .help("write `either A + B or C + D`, or drop `either`"));
        }
        Ok(options)
    }

    fn option(&mut self, context: &str) -> Parsed<OptionAst> {
        let start = self.peek().map_or(self.end_span(), |t| t.span);
        let negated = if self.peek_kind() == Some(TokenKind::Not) {
            self.bump();
            if self.peek_kind() == Some(TokenKind::Not) {
                return Err(
                    Diagnostic::new(ErrorKind::Syntax, "`not not` is not allowed")
                        .at(self.peek().map_or(self.end_span(), |t| t.span))
                        .help("`not` negates the whole option once; remove one"),
                );
            }
            true
        } else {
            false
        };
        let term_context = if negated { "after `not`" } else { context };
        let mut terms = vec![self.term(term_context)?];
        while self.peek_kind() == Some(TokenKind::Plus) {
            let plus = self.bump().map(|t| t.text).unwrap_or("+");
            let context = format!("after `{plus}`");
            terms.push(self.term(&context)?);
        }
        let end = terms.last().map_or(start, |t| t.span);
        Ok(OptionAst {
            negated,
            terms,
            span: start.join(end),
        })
    }

    fn term(&mut self, context: &str) -> Parsed<TermAst> {
        if self.peek_kind() != Some(TokenKind::Open) {
            let name = self.name(context)?;
            return Ok(TermAst {
                span: name.span,
                alternatives: vec![name],
            });
        }
        let open = self.bump().map_or(self.end_span(), |t| t.span);
        if self.peek_kind() == Some(TokenKind::Close) {
            let close = self.bump().map_or(open, |t| t.span);
            return Err(Diagnostic::new(ErrorKind::Syntax, "empty group `()`")
                .at(open.join(close))
                .help("list the alternatives inside: `(gym | lobby)`"));
        }
        let mut alternatives = vec![self.name("after `(`")?];
        loop {
            match self.peek_kind() {
                Some(TokenKind::Bar | TokenKind::Comma | TokenKind::Or) => {
                    let sep = self.bump().map(|t| t.text).unwrap_or("|");
                    let context = format!("after `{sep}`");
                    alternatives.push(self.name(&context)?);
                }
                Some(TokenKind::Close) => {
                    let close = self.bump().map_or(open, |t| t.span);
                    return Ok(TermAst {
                        alternatives,
                        span: open.join(close),
                    });
                }
                None => {
                    return Err(Diagnostic::new(ErrorKind::Syntax, "unclosed `(`")
                        .at(open)
                        .label("this group is never closed")
                        .help("add `)` after the last alternative"));
                }
                Some(_) => {
                    return Err(self
                        .expected("`|`, `,` or `)`", "in a group of alternatives")
                        .help("a group lists alternatives for one term: `(gym | lobby)`"));
                }
            }
        }
    }

    /// One or more consecutive words, joined as written.
    fn name(&mut self, context: &str) -> Parsed<NameRef> {
        let first = match self.peek() {
            Some(token) if token.kind == TokenKind::Word => token,
            _ => {
                let mut d = self.expected("an item name", context);
                if self.peek_kind() == Some(TokenKind::Close) {
                    d = d.help("a group needs at least one name: `(gym | lobby)`");
                } else if self.peek().is_none() {
                    d = d.help("finish the clue, or remove the dangling operator");
                }
                return Err(d);
            }
        };
        let mut span = first.span;
        self.bump();
        while let Some(token) = self.peek() {
            if token.kind != TokenKind::Word {
                break;
            }
            span = span.join(token.span);
            self.bump();
        }
        let text = self
            .content
            .get(span.start - self.line.start..span.end - self.line.start)
            .unwrap_or(first.text);
        Ok(NameRef {
            text: text.to_string(),
            span,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (File, Vec<Diagnostic>) {
        let source = Source::new("t", text);
        parse_file(&source)
    }

    /// The clue on the last line, written back in a canonical form.
    fn clue(text: &str) -> String {
        let (file, diagnostics) = parse(&format!("a: x, y\n{text}"));
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let clue = &file.clues[0];
        clue.options
            .iter()
            .map(|o| {
                let terms: Vec<String> = o
                    .terms
                    .iter()
                    .map(|t| {
                        let names: Vec<&str> =
                            t.alternatives.iter().map(|n| n.text.as_str()).collect();
                        if names.len() == 1 {
                            names.join("")
                        } else {
                            format!("({})", names.join("|"))
                        }
                    })
                    .collect();
                format!(
                    "{}{}",
                    if o.negated { "not " } else { "" },
                    terms.join(" + ")
                )
            })
            .collect::<Vec<_>>()
            .join(" or ")
    }

    fn error(text: &str) -> String {
        let (_, diagnostics) = parse(&format!("a: x, y\n{text}"));
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        diagnostics[0].message.clone()
    }

    #[test]
    fn synonyms_mean_the_same() {
        assert_eq!(clue("Sgt Gunmetal + dumbbell"), "Sgt Gunmetal + dumbbell");
        assert_eq!(clue("Sgt Gunmetal & dumbbell"), "Sgt Gunmetal + dumbbell");
        assert_eq!(clue("A + B or C + D"), "A + B or C + D");
        assert_eq!(clue("A + B | C + D"), "A + B or C + D");
        assert_eq!(clue("either A + B or C + D"), "A + B or C + D");
        assert_eq!(clue("EITHER A + B OR C + D"), "A + B or C + D");
        assert_eq!(clue("not A + (B | C)"), "not A + (B|C)");
        assert_eq!(clue("not A + (B, C)"), "not A + (B|C)");
        assert_eq!(clue("not A + (B or C)"), "not A + (B|C)");
        assert_eq!(clue("A+B+C"), "A + B + C");
    }

    #[test]
    fn comments_and_blank_lines_are_ignored() {
        let (file, diagnostics) = parse("# header\n\n a: x, y # trailing\n\n  x + y # why\n#end");
        assert!(diagnostics.is_empty());
        assert_eq!(file.categories.len(), 1);
        assert_eq!(file.categories[0].items.len(), 2);
        assert_eq!(file.clues[0].text, "x + y");
        assert_eq!(file.clues[0].line, 5);
    }

    #[test]
    fn category_lines_keep_spelling() {
        let (file, _) = parse("places :  the Boat ,  Lighthouse\n");
        let decl = &file.categories[0];
        assert_eq!(decl.name.text, "places");
        assert_eq!(decl.items[0].text, "the Boat");
        assert_eq!(decl.items[1].text, "Lighthouse");
    }

    #[test]
    fn syntax_errors_are_specific() {
        assert_eq!(
            error("A +"),
            "expected an item name after `+`, found the end of the line"
        );
        assert_eq!(
            error("A + B or"),
            "expected an item name after `or`, found the end of the line"
        );
        assert_eq!(
            error("not"),
            "expected an item name after `not`, found the end of the line"
        );
        assert_eq!(error("A + (B | C"), "unclosed `(`");
        assert_eq!(error("A + B)"), "unexpected `)`");
        assert_eq!(error("A + ()"), "empty group `()`");
        assert_eq!(error("either A + B"), "`either` without `or`");
        assert_eq!(error("not not A + B"), "`not not` is not allowed");
        assert_eq!(
            error("A + (B + C)"),
            "expected `|`, `,` or `)` in a group of alternatives, found `+`"
        );
        assert_eq!(error("A + B not C"), "unexpected `not`");
        assert_eq!(error("A, B"), "unexpected `,`");
        assert_eq!(error("+ A"), "expected an item name, found `+`");
        assert_eq!(
            error("A + (B |)"),
            "expected an item name after `|`, found `)`"
        );
    }

    #[test]
    fn category_errors() {
        let (_, d) = parse("a: x, , y");
        assert_eq!(d[0].message, "empty item in category `a`");
        let (_, d) = parse("a: x, y,");
        assert_eq!(d[0].message, "empty item in category `a`");
        let (_, d) = parse(": x, y");
        assert_eq!(d[0].message, "category line has no name before `:`");
        let (_, d) = parse("a: x+y, z");
        assert_eq!(d[0].message, "item name `x+y` contains `+`");
        let (_, d) = parse("a: salt or pepper, z");
        assert_eq!(
            d[0].message,
            "item name `salt or pepper` contains the keyword `or`"
        );
    }

    #[test]
    fn order_errors() {
        let (_, d) = parse("x + y\na: x, y");
        assert_eq!(d[0].message, "clue before any category line");
        let (_, d) = parse("a: x, y\nx + y\nb: p, q");
        assert_eq!(d[0].message, "category line after the first clue");
    }

    #[test]
    fn every_bad_line_is_reported() {
        let (file, d) = parse("a: x, y\nx +\nx + y\n(y");
        assert_eq!(d.len(), 2);
        assert_eq!(file.clues.len(), 1);
    }
}
