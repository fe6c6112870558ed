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
mod clue;
mod counts;
mod line;

use clue::ClueParser;
pub use counts::is_liar_word;
use line::strip_comment;
pub use line::{category_colon, clue_label, comment_start};

use super::english;
use super::lexer::{OPERATOR_CHARS, Token, TokenKind, is_keyword, tokenize};
use super::source::{Source, Span};
use crate::limits::{MAX_CLUES, MAX_ITEMS, MAX_LINE_BYTES};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};

/// Parses every line of `source`. Lines with problems are left out of the tree and reported.
// long because one loop over the file's lines, dispatching each kind of line (category, say, statement, count, clue).
pub fn parse_file(source: &Source) -> (File, Vec<Diagnostic>) {
    let mut file = File::default();
    let mut diagnostics = Vec::new();
    // The count (by index) whose options follow on indented lines, after `exactly 2 of:`.
    let mut open_count: Option<usize> = None;
    // The puzzle's words, for reading English clues; made at the first one.
    let mut vocabulary: Option<english::Vocabulary> = None;
    for line in source.lines() {
        let (content, content_offset) = strip_comment(line);
        if content.is_empty() {
            continue;
        }
        if let Some(d) = too_long(content, line.number) {
            diagnostics.push(d);
            // A category line is still read, quietly, so that the count of categories and the
            // clues naming its items raise no second error for the same fault.
            if file.clues.is_empty()
                && category_colon(content).is_some()
                && let Ok(decl) = parse_category(content, content_offset, line.number)
                && decl.items.len() <= crate::limits::MAX_ITEMS
            {
                file.categories.push(decl);
            }
            continue;
        }
        // A clue's published number ("2. Englishman + red") is its label, not part of it.
        let (content, content_offset) = match clue_label(content) {
            Some((_, rest)) if !file.categories.is_empty() => {
                (rest, content_offset + (content.len() - rest.len()))
            }
            _ => (content, content_offset),
        };
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
        // House-puzzle headers: `There are 5 houses, numbered 1 to 5 …` and lists written
        // `- Each person has a unique name: `Peter`, `Eric``.
        if file.clues.is_empty() {
            if let Some(decl) = english::row_header(content, content_offset, line.number)
                .or_else(|| english::listed_category(content, content_offset, line.number))
            {
                file.categories.push(decl);
                continue;
            }
            if english::is_story_line(content) {
                continue;
            }
            // `Each house is occupied by a different person.`: the story, unless it reads as a
            // clue of the puzzle's items.
            if english::is_story_sentence(content)
                && english::read(
                    &english::Vocabulary::new(&file.categories),
                    content,
                    content_offset,
                    line.number,
                )
                .is_err()
            {
                continue;
            }
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
            if english::is_sentence(content, &file.categories) {
                let vocabulary =
                    vocabulary.get_or_insert_with(|| english::Vocabulary::new(&file.categories));
                let formula = || parse_clue(content, content_offset, line.number);
                match english::read_line(vocabulary, content, content_offset, line.number, formula)
                {
                    Ok((clues, learned)) => {
                        file.clues.extend(clues);
                        file.learned.extend(learned.say);
                        file.descriptions.extend(learned.descriptions);
                    }
                    Err(d) => diagnostics.push(d),
                }
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
        .on_line(line)
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
        if let Some(colon) = category_colon(content) {
            let head = content[..colon].trim().to_lowercase();
            let found = if head.ends_with(" says") || head.ends_with(" said") {
                "a statement"
            } else if head.ends_with(" of") || head.starts_with("exactly") {
                "a count"
            } else {
                "a category line"
            };
            diagnostics.push(
                Diagnostic::new(ErrorKind::Syntax, format!("expected a fact, found {found}"))
                    .at(span)
                    .help("a fact is one cell of the grid, one per line: `A + B` or `not A + B` (statements and counts belong in the puzzle)"),
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
        .help("use a group for alternatives that share an item: `Mango + (hall | study)` (each speaker makes one statement, so two facts joined by `or` cannot be one)"));
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
        sentence: false,
        stronger: None,
    })
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
    fn a_published_number_labels_a_clue_and_is_not_part_of_it() {
        assert_eq!(clue_label("2. x + y"), Some(("2", "x + y")));
        assert_eq!(clue_label("12)  not x + y"), Some(("12", "not x + y")));
        for not_a_label in [
            "3.5 + x",
            "1st + x",
            "2.",
            "2. ",
            "1234. x + y",
            "x + 2. y",
            "2.x + y",
        ] {
            assert_eq!(clue_label(not_a_label), None, "{not_a_label}");
        }
        let (file, diagnostics) = parse("a: x, y\nb: p, q\n2. x + p # two\n10) not y + p");
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        assert_eq!(file.clues[0].text, "x + p");
        assert_eq!(file.clues[1].text, "not y + p");
        assert_eq!(file.clues[1].line, 4);
        // Before the categories a number is not a label: the line is reported as it stands.
        let (_, diagnostics) = parse("2. x + p\na: x, y");
        assert!(!diagnostics.is_empty());
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
