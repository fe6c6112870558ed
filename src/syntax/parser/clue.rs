//! One clue line's tokens into a `ClueAst`: options joined by `or`, terms joined by `+`, groups,
//! `not`, comparisons (`<`, `>`, `= X + 2`, `next to`, `~ 2`) and pairings, with an error that
//! names what was expected where it went wrong.

use super::*;

/// Recursive-descent parser over one clue line's tokens.
pub(super) struct ClueParser<'t, 'a> {
    tokens: &'t [Token<'a>],
    pos: usize,
    line: Span,
    content: &'a str,
}

type Parsed<T> = Result<T, Diagnostic>;

impl<'t, 'a> ClueParser<'t, 'a> {
    pub(super) fn new(tokens: &'t [Token<'a>], line: Span, content: &'a str) -> Self {
        ClueParser {
            tokens,
            pos: 0,
            line,
            content,
        }
    }

    pub(super) fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.pos).copied()
    }

    pub(super) fn peek_kind(&self) -> Option<TokenKind> {
        self.peek().map(|t| t.kind)
    }

    pub(super) fn bump(&mut self) -> Option<Token<'a>> {
        let token = self.peek();
        self.pos += 1;
        token
    }

    /// The span of the end of the line (for "found the end of the line").
    pub(super) fn end_span(&self) -> Span {
        Span::new(self.line.end, self.line.end)
    }

    /// An error at the current token: "expected {what} {context}, found …".
    pub(super) fn expected(&self, what: &str, context: &str) -> Diagnostic {
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

    pub(super) fn clue(&mut self) -> Parsed<Vec<OptionAst>> {
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
                TokenKind::NotEquals => {
                    d.help("`!=` joins two names: `A != B` means `not A + B`")
                }
                TokenKind::Either => {
                    d.help("`either` goes at the start of a clue: `either A + B or C + D`")
                }
                TokenKind::Less
                | TokenKind::Greater
                | TokenKind::Equals
                | TokenKind::Tilde
                | TokenKind::OpenBrace
                | TokenKind::CloseBrace => d.help(
                    "a comparison compares two single items (`A < B`, `A = B + 1`, `A next to B`); a pair clue reads `{A, B} = {C, D}`",
                ),
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

    pub(super) fn option(&mut self, context: &str) -> Parsed<OptionAst> {
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
        if self.peek_kind() == Some(TokenKind::OpenBrace) {
            return self.pairs(negated, start);
        }
        let first = self.term(term_context)?;
        if let Some(operator) = self.compare_operator() {
            return self.comparison(negated, start, first, operator);
        }
        if self.peek_kind() == Some(TokenKind::NotEquals) {
            return self.not_equals(negated, start, first);
        }
        let mut terms = vec![first];
        while self.peek_kind() == Some(TokenKind::Plus) {
            let plus = self.bump().map(|t| t.text).unwrap_or("+");
            let context = format!("after `{plus}`");
            terms.push(self.term(&context)?);
        }
        let end = terms.last().map_or(start, |t| t.span);
        Ok(OptionAst {
            negated,
            terms,
            relation: RelationAst::Together,
            span: start.join(end),
        })
    }

    /// `A != B` (the current token is `!=`): `not A + B`.
    pub(super) fn not_equals(
        &mut self,
        negated: bool,
        start: Span,
        first: TermAst,
    ) -> Parsed<OptionAst> {
        let operator = self.bump().map_or(self.end_span(), |t| t.span);
        if negated {
            return Err(
                Diagnostic::new(ErrorKind::Syntax, "`not` and `!=` together")
                    .at(operator)
                    .label("`!=` already says `not`")
                    .help("write `A != B` or `not A + B`; to say they go together, write `A + B`"),
            );
        }
        let second = self.term("after `!=`")?;
        if let Some(token) = self.peek()
            && token.kind == TokenKind::Plus
        {
            return Err(Diagnostic::new(ErrorKind::Syntax, "`!=` joins two names")
                .at(token.span)
                .help("`A != B` means `not A + B`; for more terms write `not A + B + C`"));
        }
        let end = second.span;
        Ok(OptionAst {
            negated: true,
            terms: vec![first, second],
            relation: RelationAst::Together,
            span: start.join(end),
        })
    }

    /// The comparison operator at the current token, if there is one (`next to` is two words).
    pub(super) fn compare_operator(&self) -> Option<CompareOperator> {
        let token = self.peek()?;
        match token.kind {
            TokenKind::Less => Some(CompareOperator::Before),
            TokenKind::Greater => Some(CompareOperator::After),
            TokenKind::Equals => Some(CompareOperator::Equals),
            // `~` alone is next to; a distance that does not parse is reported by `comparison`.
            TokenKind::Tilde => Some(CompareOperator::Apart(
                token.text[1..]
                    .parse()
                    .ok()
                    .filter(|&k: &usize| k < MAX_ITEMS)
                    .unwrap_or(if token.text.len() > 1 { 0 } else { 1 }),
            )),
            TokenKind::Word if self.next_to_at(self.pos) => Some(CompareOperator::Apart(1)),
            _ => None,
        }
    }

    /// Whether the words `next to` start at token `pos`.
    pub(super) fn next_to_at(&self, pos: usize) -> bool {
        let word = |i: usize, w: &str| {
            self.tokens
                .get(i)
                .is_some_and(|t| t.kind == TokenKind::Word && t.text.eq_ignore_ascii_case(w))
        };
        word(pos, "next") && word(pos + 1, "to")
    }

    /// `A op B [+/- K] [by CATEGORY]`, after `A`; the current token is the operator.
    // long because one arm per comparison operator, each reading its difference and its errors.
    pub(super) fn comparison(
        &mut self,
        negated: bool,
        start: Span,
        first: TermAst,
        operator: CompareOperator,
    ) -> Parsed<OptionAst> {
        let next_to = self.peek_kind() == Some(TokenKind::Word);
        let bare_tilde = self.peek().is_some_and(|t| t.text == "~");
        let mut operator = operator;
        let operator_token = self.bump().map_or(self.end_span(), |t| t.span);
        let mut operator_span = if next_to {
            let to = self.bump().map_or(operator_token, |t| t.span);
            operator_token.join(to)
        } else {
            operator_token
        };
        // `~ 2 B`: a distance written apart from its `~`, when a name follows it (`A ~ 2` is
        // A next to the item `2`).
        if bare_tilde
            && let Some(distance) = self.peek()
            && distance.kind == TokenKind::Word
            && is_distance_like(distance.text)
            && self
                .tokens
                .get(self.pos + 1)
                .is_some_and(|t| t.kind == TokenKind::Word && !t.text.eq_ignore_ascii_case("by"))
        {
            self.bump();
            operator_span = operator_span.join(distance.span);
            operator = CompareOperator::Apart(
                distance
                    .text
                    .parse()
                    .ok()
                    .filter(|&k: &usize| k < MAX_ITEMS)
                    .unwrap_or(0),
            );
        }
        let written = self.text_of(operator_span).to_string();
        if first.alternatives.len() != 1 {
            return Err(Diagnostic::new(
                ErrorKind::Syntax,
                "a comparison compares two single items, not a group",
            )
            .at(first.span)
            .help("write one clue per item, or use `or`: `A < C or B < C`"));
        }
        if operator == CompareOperator::Apart(0) {
            let distance = written.trim_start_matches('~').trim_start();
            let why = if distance.contains('-') {
                "a distance is never negative".to_string()
            } else if distance.contains('.') {
                "a distance is a whole number of positions".to_string()
            } else if distance.trim_start_matches('0').is_empty() {
                "a distance of 0 says the two go together".to_string()
            } else {
                format!("a category has at most {MAX_ITEMS} items, so no distance is this large")
            };
            let message = if distance.trim_start_matches('0').is_empty() {
                format!("`{written}` needs a distance of at least 1")
            } else {
                format!("`{written}` is not a distance")
            };
            return Err(Diagnostic::new(ErrorKind::Syntax, message)
                .at(operator_span)
                .label(why)
                .help("`~` alone (or `next to`) means one position apart; `~2` means two"));
        }
        let context = format!("after `{written}`");
        let second = self.comparison_name(&context)?;
        let mut end = second.span;
        let offset = self.offset()?;
        match (&offset, operator) {
            (None, CompareOperator::Equals) => {
                return Err(Diagnostic::new(ErrorKind::Syntax, "`=` needs a difference")
                    .at(operator_span.join(end))
                    .help("write `A = B + 1` (A is one more than B) or `A = B - 2`; to say two items go together, write `A + B`"));
            }
            (Some(offset), op) if op != CompareOperator::Equals => {
                return Err(Diagnostic::new(
                    ErrorKind::Syntax,
                    format!("only `=` takes a difference, not `{written}`"),
                )
                .at(offset.span)
                .help("write `A = B + 2` for an exact difference, or drop the number"));
            }
            (Some(offset), _) => end = offset.span,
            _ => {}
        }
        let by = if self.peek_is_word("by") {
            self.bump();
            let name = self.name("after `by`", false)?;
            end = name.span;
            Some(name)
        } else {
            None
        };
        Ok(OptionAst {
            negated,
            terms: vec![
                first,
                TermAst {
                    span: second.span,
                    alternatives: vec![second],
                },
            ],
            relation: RelationAst::Compare {
                operator,
                operator_span,
                offset,
                by,
            },
            span: start.join(end),
        })
    }

    /// The right-hand item of a comparison: a name that stops before `by` and `- K`.
    pub(super) fn comparison_name(&mut self, context: &str) -> Parsed<NameRef> {
        if self.peek_kind() == Some(TokenKind::Open) {
            let span = self.peek().map_or(self.end_span(), |t| t.span);
            return Err(Diagnostic::new(
                ErrorKind::Syntax,
                "a comparison compares two single items, not a group",
            )
            .at(span)
            .help("write one clue per item, or use `or`: `A < B or A < C`"));
        }
        self.name(context, true)
    }

    /// `+ K` or `- K` (or `-K`) after the right-hand item: the signed number as written.
    pub(super) fn offset(&mut self) -> Parsed<Option<NameRef>> {
        let Some(token) = self.peek() else {
            return Ok(None);
        };
        let sign = match token.kind {
            TokenKind::Plus => "",
            TokenKind::Word if token.text == "-" => "-",
            TokenKind::Word if token.text.starts_with('-') && is_difference(&token.text[1..]) => {
                double_sign(&token.text[1..], token.span)?;
                self.bump();
                let (text, span) = self.time_unit(token.text.to_string(), token.span);
                return Ok(Some(NameRef { text, span }));
            }
            _ => return Ok(None),
        };
        self.bump();
        match self.peek() {
            Some(number) if number.kind == TokenKind::Word && is_difference(number.text) => {
                double_sign(number.text, token.span.join(number.span))?;
                self.bump();
                let (text, span) = self.time_unit(
                    format!("{sign}{}", number.text),
                    token.span.join(number.span),
                );
                Ok(Some(NameRef { text, span }))
            }
            _ => Err(self
                .expected("a number", &format!("after `{}`", token.text))
                .help(
                    "a difference is a number: `A = B + 2`; a comparison compares two single items",
                )),
        }
    }

    /// A difference with the unit of time that follows it, if one does (`30` `min`).
    pub(super) fn time_unit(&mut self, text: String, span: Span) -> (String, Span) {
        match self.peek() {
            Some(unit) if unit.kind == TokenKind::Word && is_time_unit(unit.text) => {
                self.bump();
                (format!("{text} {}", unit.text), span.join(unit.span))
            }
            _ => (text, span),
        }
    }

    /// `{A, B} = {C, D}`; the current token is `{`.
    pub(super) fn pairs(&mut self, negated: bool, start: Span) -> Parsed<OptionAst> {
        let mut names = Vec::new();
        let mut end = start;
        for side in 0..2 {
            if side == 1 {
                if self.peek_kind() != Some(TokenKind::Equals) {
                    return Err(self
                        .expected("`=`", "after `{A, B}`")
                        .help("a pair clue reads `{A, B} = {C, D}`: of A and B, one is C and the other is D"));
                }
                self.bump();
            }
            if self.peek_kind() != Some(TokenKind::OpenBrace) {
                return Err(self
                    .expected("`{`", "in a pair clue")
                    .help("a pair clue reads `{A, B} = {C, D}`"));
            }
            self.bump();
            names.push(self.name("after `{`", false)?);
            if self.peek_kind() != Some(TokenKind::Comma) {
                return Err(self
                    .expected("`,`", "between the two items of a pair")
                    .help("a pair clue reads `{A, B} = {C, D}`"));
            }
            self.bump();
            names.push(self.name("after `,`", false)?);
            if self.peek_kind() != Some(TokenKind::CloseBrace) {
                return Err(self
                    .expected("`}`", "after the two items of a pair")
                    .help("a pair holds exactly two items: `{A, B}`"));
            }
            end = self.bump().map_or(end, |t| t.span);
        }
        Ok(OptionAst {
            negated,
            terms: names
                .into_iter()
                .map(|name| TermAst {
                    span: name.span,
                    alternatives: vec![name],
                })
                .collect(),
            relation: RelationAst::Pairs,
            span: start.join(end),
        })
    }

    pub(super) fn peek_is_word(&self, word: &str) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == TokenKind::Word && t.text.eq_ignore_ascii_case(word))
    }

    /// The source text of a span on this line.
    pub(super) fn text_of(&self, span: Span) -> &'a str {
        self.content
            .get(span.start - self.line.start..span.end - self.line.start)
            .unwrap_or("")
    }

    pub(super) fn term(&mut self, context: &str) -> Parsed<TermAst> {
        if self.peek_kind() != Some(TokenKind::Open) {
            let name = self.name(context, false)?;
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
        let mut alternatives = vec![self.name("after `(`", false)?];
        loop {
            match self.peek_kind() {
                Some(TokenKind::Bar | TokenKind::Comma | TokenKind::Or) => {
                    let sep = self.bump().map(|t| t.text).unwrap_or("|");
                    let context = format!("after `{sep}`");
                    alternatives.push(self.name(&context, false)?);
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

    /// One or more consecutive words, joined as written. A name stops before the words `next to`,
    /// and, when `in_comparison`, before a word `by` and a `- K` difference.
    pub(super) fn name(&mut self, context: &str, in_comparison: bool) -> Parsed<NameRef> {
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
            if token.kind != TokenKind::Word || self.next_to_at(self.pos) {
                break;
            }
            let ends_comparison = token.text.eq_ignore_ascii_case("by")
                || token.text == "-"
                || (token.text.starts_with('-') && is_difference(&token.text[1..]));
            if in_comparison && ends_comparison {
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

/// A difference as written: a number, perhaps with a unit symbol (`2`, `1.5`, `$10`, `5%`), but
/// no letters (so an item name such as `C3` is never read as a number).
/// A difference carries one sign, the operator's: `B - 10`, `B + 10`, `B -10`. A second one
/// (`B - -10`, `B --10`, `B - $-10`, `B + -10`) is refused rather than guessed at.
pub(super) fn double_sign(amount: &str, span: Span) -> Result<(), Diagnostic> {
    if !amount.contains(['-', '+', '\u{2212}']) {
        return Ok(());
    }
    Err(
        Diagnostic::new(ErrorKind::Syntax, "a difference has two signs")
            .at(span)
            .label("write one sign, `+` or `-`, before the number")
            .help("write `A = B + 10` (A is 10 more than B) or `A = B - 10` (10 less)"),
    )
}

/// Whether a word reads as a distance after `~ ` (digits, perhaps with a sign or a point, so the
/// errors for `~ -1` and `~ 1.5` can say why they are no distance).
pub(super) fn is_distance_like(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit())
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == '.')
}

/// A unit of time after a difference (`min`, `h`, `hours`, …).
pub(super) fn is_time_unit(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "m" | "min" | "mins" | "minute" | "minutes" | "h" | "hr" | "hrs" | "hour" | "hours"
    )
}

/// A difference as written: an amount (`2`, `$10`, `1:30`) or a duration with its unit stuck
/// on (`30min`, `1h`, `1.5h`).
pub(super) fn is_difference(text: &str) -> bool {
    if is_amount(text) {
        return true;
    }
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    split > 0 && text[..split].bytes().any(|b| b.is_ascii_digit()) && is_time_unit(&text[split..])
}

pub fn is_amount(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit()) && !text.chars().any(char::is_alphabetic)
}
