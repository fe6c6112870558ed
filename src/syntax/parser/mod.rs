//! Turns a [`Source`] into a [`File`] syntax tree. The parser never stops at the first problem:
//! it reports one diagnostic per bad line and keeps going, so a user fixes a file in one pass.
//!
//! ```text
//! file     := (category-line)+ (clue-line | say-line)*
//! category := NAME ["(ordered)"] ":" item ("," item)*
//! say      := "say" NAME ["+" NAME] ":" TEXT ["/" TEXT]
//! clue     := ["either"] option (("or" | "|") option)*
//! option   := ["not"] (together | compare | pairs)
//! together := term (("+" | "&") term)*
//! compare  := name ("<" | ">" | "~" | "~K" | "next to") name ["by" name]
//!           | name "=" name ("+" | "-") NUMBER ["by" name]
//! pairs    := "{" name "," name "}" "=" "{" name "," name "}"
//! term     := name | "(" name (("|" | "," | "or") name)* ")"
//! ```
//!
//! In a comparison the right-hand name stops before a word `by` (the category follows it) and
//! before `- NUMBER`; any name stops before the words `next to`.

use super::ast::{
    CategoryDecl, ClueAst, CompareOperator, CountOver, File, NameRef, OptionAst, RelationAst,
    SayAst, TermAst,
};
mod counts;

use super::lexer::{OPERATOR_CHARS, Token, TokenKind, is_keyword, tokenize};
use super::source::{Line, Source, Span};
use crate::limits::{MAX_CLUES, MAX_ITEMS, MAX_LINE_BYTES};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};

/// Parses every line of `source`. Lines with problems are left out of the tree and reported.
pub fn parse_file(source: &Source) -> (File, Vec<Diagnostic>) {
    let mut file = File::default();
    let mut diagnostics = Vec::new();
    // The count (by index) whose options follow on indented lines, after `exactly 2 of:`.
    let mut open_count: Option<usize> = None;
    for line in source.lines() {
        let (content, content_offset) = strip_comment(line);
        if content.is_empty() {
            continue;
        }
        if let Some(d) = too_long(content, line.number) {
            diagnostics.push(d);
            continue;
        }
        let span = Span::new(content_offset, content_offset + content.len());
        if let Some(open) = open_count {
            if line.text.starts_with([' ', '\t']) {
                match counts::indented_option(content, content_offset) {
                    Ok(option) => {
                        if let Some(CountOver::Options(options)) =
                            file.counts.get_mut(open).map(|c| &mut c.over)
                        {
                            options.push(option);
                        }
                    }
                    Err(d) => diagnostics.push(d),
                }
                continue;
            }
            open_count = None;
        }
        if !file.categories.is_empty()
            && let Some(found) = counts::read(content, content_offset, line.number)
        {
            match found {
                Ok(counts::Line::Statement(statement)) => file.statements.push(statement),
                Ok(counts::Line::Count(count)) => {
                    if matches!(&count.over, CountOver::Options(o) if o.is_empty()) {
                        open_count = Some(file.counts.len());
                    }
                    file.counts.push(count);
                }
                Err(d) => diagnostics.push(d),
            }
            continue;
        }
        if let Some(say) = parse_say(content, content_offset, line.number) {
            match say {
                Ok(say) => file.says.push(say),
                Err(d) => diagnostics.push(d),
            }
            continue;
        }
        if category_colon(content).is_some() {
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
            if file.clues.len() == MAX_CLUES {
                diagnostics.push(
                    Diagnostic::new(ErrorKind::TooLarge, format!("more than {MAX_CLUES} clues"))
                        .at(span)
                        .label("this clue is over the limit")
                        .help(
                            "a puzzle this size never needs so many clues; is this the right file?",
                        ),
                );
                break;
            }
            match parse_clue(content, content_offset, line.number) {
                Ok(clue) => file.clues.push(clue),
                Err(d) => diagnostics.push(d),
            }
        }
    }
    (file, diagnostics)
}

/// A `say` line (`say suspects + weapons: {a} had the {b}`, `say houses: house / houses`), or
/// `None` when the line is not one (it does not start with the word `say` and hold a `:`).
fn parse_say(content: &str, offset: usize, line: usize) -> Option<Result<SayAst, Diagnostic>> {
    let head = content.get(..4)?;
    if !head.eq_ignore_ascii_case("say ") {
        return None;
    }
    let colon = content.find(':')?;
    let span = Span::new(offset, offset + content.len());
    let names = &content[4..colon];
    let (left, right) = match names.find('+') {
        Some(plus) => (
            trimmed(&names[..plus], offset + 4),
            Some(trimmed(&names[plus + 1..], offset + 4 + plus + 1)),
        ),
        None => (trimmed(names, offset + 4), None),
    };
    let rest = &content[colon + 1..];
    let rest_offset = offset + colon + 1;
    let (first, second) = match rest.find(" / ").or_else(|| rest.find('/')) {
        Some(slash) => {
            let width = if rest[slash..].starts_with(" / ") {
                3
            } else {
                1
            };
            (
                trimmed(&rest[..slash], rest_offset),
                Some(trimmed(&rest[slash + width..], rest_offset + slash + width)),
            )
        }
        None => (trimmed(rest, rest_offset), None),
    };
    if left.text.is_empty() || right.as_ref().is_some_and(|r| r.text.is_empty()) {
        return Some(Err(Diagnostic::new(
            ErrorKind::BadPhrasing,
            "`say` needs a category before `:`",
        )
        .at(span)
        .help(
            "write `say suspects + weapons: {a} had the {b}` or `say houses: house / houses`",
        )));
    }
    if first.text.is_empty() {
        return Some(Err(Diagnostic::new(
            ErrorKind::BadPhrasing,
            "`say` has nothing after `:`",
        )
        .at(span)
        .help(
            "write `say suspects + weapons: {a} had the {b}` or `say houses: house / houses`",
        )));
    }
    Some(Ok(SayAst {
        line,
        span,
        left,
        right,
        first,
        second,
    }))
}

/// An error for a line longer than the limit (reported without the line itself, which would
/// fill the screen).
fn too_long(content: &str, line: usize) -> Option<Diagnostic> {
    (content.len() > MAX_LINE_BYTES).then(|| {
        Diagnostic::new(
            ErrorKind::TooLarge,
            format!(
                "line {line} is {} bytes long, more than the limit of {MAX_LINE_BYTES}",
                content.len()
            ),
        )
        .help("put one category or one clue on each line")
    })
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
        if let Some(d) = too_long(content, line.number) {
            diagnostics.push(d);
            continue;
        }
        let span = Span::new(content_offset, content_offset + content.len());
        if category_colon(content).is_some() {
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

/// One option alone (a statement, or an option of a count): a clue of one option, with `or`
/// refused. `what` names it in the error.
pub fn parse_single_option(
    content: &str,
    offset: usize,
    what: &str,
) -> Result<OptionAst, Diagnostic> {
    let span = Span::new(offset, offset + content.len());
    let tokens = tokenize(content, offset);
    let mut options = ClueParser::new(&tokens, span, content).clue()?;
    if options.len() != 1 {
        return Err(Diagnostic::new(
            ErrorKind::Syntax,
            format!("{what} is one option, without `or`"),
        )
        .at(span)
        .help("use a group for alternatives: `Mango + (hall | study)`; or write two statements"));
    }
    Ok(options.remove(0))
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
    let colon = category_colon(content).unwrap_or(content.len());
    let (head, ordered) = strip_ordered_mark(&content[..colon]);
    let name = trimmed(head, offset);
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
        let stray_colon = category_colon(&item.text).map(|_| ':');
        if let Some(c) =
            stray_colon.or_else(|| item.text.chars().find(|c| OPERATOR_CHARS.contains(c)))
        {
            return Err(Diagnostic::new(
                ErrorKind::BadCategory,
                format!("item name `{}` contains `{c}`", item.text),
            )
            .at(item.span)
            .help(if c == ':' {
                "a `:` in an item goes between digits, as in the time `9:30`; put each category on its own line".to_string()
            } else {
                format!("`{c}` is an operator in clues; rename the item without it")
            }));
        }
        if item.text.contains("!=") {
            return Err(Diagnostic::new(
                ErrorKind::BadCategory,
                format!("item name `{}` contains `!=`", item.text),
            )
            .at(item.span)
            .help("`!=` is an operator in clues (`A != B` is `not A + B`); rename the item"));
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
    Ok(CategoryDecl {
        line,
        name,
        items,
        ordered,
    })
}

/// `position (ordered)` → (`position `, true); the mark is matched in any case and spacing.
fn strip_ordered_mark(head: &str) -> (&str, bool) {
    let trimmed = head.trim_end();
    let Some(before_close) = trimmed.strip_suffix(')') else {
        return (head, false);
    };
    let Some(open) = before_close.rfind('(') else {
        return (head, false);
    };
    if before_close[open + 1..]
        .trim()
        .eq_ignore_ascii_case("ordered")
    {
        (&head[..open], true)
    } else {
        (head, false)
    }
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
    fn not_equals(&mut self, negated: bool, start: Span, first: TermAst) -> Parsed<OptionAst> {
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
    fn compare_operator(&self) -> Option<CompareOperator> {
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
    fn next_to_at(&self, pos: usize) -> bool {
        let word = |i: usize, w: &str| {
            self.tokens
                .get(i)
                .is_some_and(|t| t.kind == TokenKind::Word && t.text.eq_ignore_ascii_case(w))
        };
        word(pos, "next") && word(pos + 1, "to")
    }

    /// `A op B [+/- K] [by CATEGORY]`, after `A`; the current token is the operator.
    fn comparison(
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
    fn comparison_name(&mut self, context: &str) -> Parsed<NameRef> {
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
    fn offset(&mut self) -> Parsed<Option<NameRef>> {
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
    fn time_unit(&mut self, text: String, span: Span) -> (String, Span) {
        match self.peek() {
            Some(unit) if unit.kind == TokenKind::Word && is_time_unit(unit.text) => {
                self.bump();
                (format!("{text} {}", unit.text), span.join(unit.span))
            }
            _ => (text, span),
        }
    }

    /// `{A, B} = {C, D}`; the current token is `{`.
    fn pairs(&mut self, negated: bool, start: Span) -> Parsed<OptionAst> {
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

    fn peek_is_word(&self, word: &str) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == TokenKind::Word && t.text.eq_ignore_ascii_case(word))
    }

    /// The source text of a span on this line.
    fn text_of(&self, span: Span) -> &'a str {
        self.content
            .get(span.start - self.line.start..span.end - self.line.start)
            .unwrap_or("")
    }

    fn term(&mut self, context: &str) -> Parsed<TermAst> {
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
    fn name(&mut self, context: &str, in_comparison: bool) -> Parsed<NameRef> {
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
fn double_sign(amount: &str, span: Span) -> Result<(), Diagnostic> {
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
fn is_distance_like(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit())
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == '.')
}

/// A unit of time after a difference (`min`, `h`, `hours`, …).
fn is_time_unit(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "m" | "min" | "mins" | "minute" | "minutes" | "h" | "hr" | "hrs" | "hour" | "hours"
    )
}

/// A difference as written: an amount (`2`, `$10`, `1:30`) or a duration with its unit stuck
/// on (`30min`, `1h`, `1.5h`).
fn is_difference(text: &str) -> bool {
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
        assert_eq!(clue("Chloe != poodle"), "not Chloe + poodle");
        assert_eq!(clue("A != (B | C) or D + E"), "not A + (B|C) or D + E");
    }

    /// The relation of the only option of the clue on the last line, with its names.
    fn relation(text: &str) -> (RelationAst, Vec<String>) {
        let (file, diagnostics) = parse(&format!("a: x, y\n{text}"));
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let option = &file.clues[0].options[0];
        let names = option
            .terms
            .iter()
            .map(|t| t.alternatives[0].text.clone())
            .collect();
        (option.relation.clone(), names)
    }

    fn operator(text: &str) -> (CompareOperator, Option<String>, Option<String>, Vec<String>) {
        match relation(text) {
            (
                RelationAst::Compare {
                    operator,
                    offset,
                    by,
                    ..
                },
                names,
            ) => (operator, offset.map(|o| o.text), by.map(|b| b.text), names),
            other => panic!("not a comparison: {other:?}"),
        }
    }

    #[test]
    fn comparisons_parse() {
        use CompareOperator::*;
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            operator("green < white"),
            (Before, None, None, names(&["green", "white"]))
        );
        assert_eq!(
            operator("the green house > white by house number"),
            (
                After,
                None,
                Some("house number".into()),
                names(&["the green house", "white"])
            )
        );
        assert_eq!(
            operator("green = ivory + 1"),
            (Equals, Some("1".into()), None, names(&["green", "ivory"]))
        );
        assert_eq!(
            operator("Bob = $30 - 2.5 by age"),
            (
                Equals,
                Some("-2.5".into()),
                Some("age".into()),
                names(&["Bob", "$30"])
            )
        );
        assert_eq!(
            operator("Bob = $30 -2 by age"),
            (
                Equals,
                Some("-2".into()),
                Some("age".into()),
                names(&["Bob", "$30"])
            )
        );
        assert_eq!(
            operator("Norwegian next to the blue house"),
            (
                Apart(1),
                None,
                None,
                names(&["Norwegian", "the blue house"])
            )
        );
        assert_eq!(
            operator("fox ~ dog"),
            (Apart(1), None, None, names(&["fox", "dog"]))
        );
        assert_eq!(
            operator("Chloe ~ 2 Ben"),
            (Apart(2), None, None, names(&["Chloe", "Ben"]))
        );
        assert_eq!(
            operator("Chloe ~ 2"),
            (Apart(1), None, None, names(&["Chloe", "2"]))
        );
        assert_eq!(
            operator("fox ~3 dog by house"),
            (Apart(3), None, Some("house".into()), names(&["fox", "dog"]))
        );
        // `by` and `-` are ordinary words outside comparisons.
        assert_eq!(clue("Stand by Me + Jean - Luc"), "Stand by Me + Jean - Luc");
        let (relation, pair) = relation("not {Ann, Bob} = {fish, Ohio}");
        assert_eq!(relation, RelationAst::Pairs);
        assert_eq!(pair, names(&["Ann", "Bob", "fish", "Ohio"]));
        let (file, d) = parse("a: x, y\nA < B or {A, B} = {C, D} or A + B");
        assert!(d.is_empty());
        assert_eq!(file.clues[0].options.len(), 3);
    }

    #[test]
    fn comparison_errors_are_specific() {
        assert_eq!(error("A = B"), "`=` needs a difference");
        assert_eq!(error("A < B + 1"), "only `=` takes a difference, not `<`");
        assert_eq!(error("A ~0 B"), "`~0` needs a distance of at least 1");
        assert_eq!(error("A ~ 0 B"), "`~ 0` needs a distance of at least 1");
        assert_eq!(error("A ~ -1 B"), "`~ -1` is not a distance");
        assert_eq!(error("not A != B"), "`not` and `!=` together");
        assert_eq!(error("A != B + C"), "`!=` joins two names");
        assert_eq!(
            error("(A | B) < C"),
            "a comparison compares two single items, not a group"
        );
        assert_eq!(
            error("A < (B | C)"),
            "a comparison compares two single items, not a group"
        );
        assert_eq!(error("A < B < C"), "unexpected `<`");
        assert_eq!(error("A + B < C"), "unexpected `<`");
        assert_eq!(error("A = B + x"), "expected a number after `+`, found `x`");
        assert_eq!(
            error("A <"),
            "expected an item name after `<`, found the end of the line"
        );
        assert_eq!(
            error("A < B by"),
            "expected an item name after `by`, found the end of the line"
        );
        assert_eq!(
            error("{A, B} = {C}"),
            "expected `,` between the two items of a pair, found `}`"
        );
        assert_eq!(
            error("{A, B} {C, D}"),
            "expected `=` after `{A, B}`, found `{`"
        );
        assert_eq!(
            error("{A, B, C} = {D, E}"),
            "expected `}` after the two items of a pair, found `,`"
        );
    }

    #[test]
    fn clock_times_are_no_category_colons() {
        let (file, d) = parse("times (ordered): 9:00, 9:30, 10:00\nb: x, y, z\nx + 9:30\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(file.categories[0].items[1].text, "9:30");
        assert_eq!(file.clues[0].text, "x + 9:30");
        let (_, d) = parse("a: x:y, z");
        assert_eq!(d[0].message, "item name `x:y` contains `:`");
        assert_eq!(operator("x = y + 30 min").1, Some("30 min".to_string()));
        assert_eq!(operator("x = y - 1:30").1, Some("-1:30".to_string()));
        assert_eq!(operator("x = y -1h").1, Some("-1h".to_string()));
    }

    #[test]
    fn ordered_mark() {
        let (file, d) = parse("position (ordered): 1, 2\nprice ( Ordered ) : $1, $2\nb (x): p, q");
        assert!(d.is_empty());
        assert_eq!(file.categories[0].name.text, "position");
        assert!(file.categories[0].ordered);
        assert_eq!(file.categories[1].name.text, "price");
        assert!(file.categories[1].ordered);
        assert_eq!(file.categories[2].name.text, "b (x)");
        assert!(!file.categories[2].ordered);
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
