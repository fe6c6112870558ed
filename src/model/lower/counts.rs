//! Lowering statements and count clues: each statement's option and each count's options are
//! lowered like clue options, and the count becomes a [`CountClue`] plus its clauses (the plain
//! clues that together say the same, each citing the count's line), which the solver and the
//! techniques read.

use super::super::count::{CountClue, MAX_CLAUSES, Statement};
use super::super::{Category, ClueOption, ItemId};
use super::{lower_option, resolve};
use crate::model::names::NameIndex;
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{CountOver, File, OptionAst, Quantifier};

/// Lowers the file's statements and counts (names resolved, options checked as clue options
/// are), reporting what is wrong: a count of more than there are, one that says nothing or
/// stands for too many clauses, statements without a count of them, a count of statements
/// with none.
// long because statements and counts are lowered in one pass that keeps their speakers, options and clauses in step, with an error for each misuse.
pub(super) fn lower_counts(
    categories: &[Category],
    index: &NameIndex<ItemId>,
    file: &File,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<CountClue> {
    let option = |ast: &OptionAst, diagnostics: &mut Vec<Diagnostic>| -> Option<ClueOption> {
        let reread = match super::super::natural::reread(index, ast) {
            Ok(reread) => reread,
            Err(d) => {
                diagnostics.push(d);
                return None;
            }
        };
        match lower_option(categories, index, reread.as_ref().unwrap_or(ast), true) {
            Ok(option) => Some(option),
            Err(mut d) => {
                diagnostics.append(&mut d);
                None
            }
        }
    };
    let mut statements: Vec<(ClueOption, Statement)> = Vec::new();
    let mut statements_ok = true;
    for s in &file.statements {
        let speaker = resolve(categories, index, &s.speaker);
        let said = option(&s.option, diagnostics);
        match (speaker, said) {
            (Ok(speaker), Some(said)) => {
                if let Some((_, first)) = statements.iter().find(|(_, t)| t.speaker == speaker) {
                    diagnostics.push(
                        Diagnostic::new(
                            ErrorKind::Duplicate,
                            format!(
                                "`{}` makes a second statement",
                                categories[speaker.category].items[speaker.index]
                            ),
                        )
                        .at(s.speaker.span)
                        .help(format!(
                            "each speaker makes one statement (the first is on line {}); join them with `+` if both are said, or use `exactly K of:`",
                            first.line
                        )),
                    );
                    statements_ok = false;
                    continue;
                }
                statements.push((
                    said,
                    Statement {
                        speaker,
                        line: s.line,
                        text: s.text.clone(),
                    },
                ))
            }
            (Err(d), _) => {
                diagnostics.push(d);
                statements_ok = false;
            }
            (_, None) => statements_ok = false,
        }
    }
    let mut out = Vec::new();
    let mut counted_statements = false;
    for count in &file.counts {
        let (options, said_by) = match &count.over {
            CountOver::Statements { .. } => {
                counted_statements = true;
                if file.statements.is_empty() {
                    diagnostics.push(
                        Diagnostic::new(ErrorKind::Syntax, "a count of statements, but no one makes a statement")
                            .at(count.span)
                            .help("write each statement on its own line before or after the count: `Father Mango says: candle + Meeting House`"),
                    );
                    continue;
                }
                if !statements_ok {
                    continue;
                }
                let (options, said_by): (Vec<ClueOption>, Vec<Statement>) =
                    statements.iter().cloned().unzip();
                (options, said_by)
            }
            CountOver::Options(list) => {
                if list.is_empty() {
                    diagnostics.push(
                        Diagnostic::new(ErrorKind::Syntax, "a count with no options")
                            .at(count.span)
                            .help("list the options after `of:`, separated by `;`, or on the indented lines below it"),
                    );
                    continue;
                }
                let lowered: Vec<Option<ClueOption>> =
                    list.iter().map(|o| option(o, diagnostics)).collect();
                let Some(options) = lowered.into_iter().collect::<Option<Vec<_>>>() else {
                    continue;
                };
                (options, Vec::new())
            }
            CountOver::Liar(ast) => {
                counted_statements = true;
                if file.statements.is_empty() {
                    diagnostics.push(
                        Diagnostic::new(ErrorKind::Syntax, "a line about who lies, but no one makes a statement")
                            .at(count.span)
                            .help("write each statement on its own line: `Father Mango says: candle + Meeting House`"),
                    );
                    continue;
                }
                if !statements_ok {
                    continue;
                }
                let Some(clue) =
                    liar_clue(count, ast, &statements, categories, diagnostics, &option)
                else {
                    continue;
                };
                out.push(clue);
                continue;
            }
        };
        let n = options.len();
        let k = count.k;
        let what = if said_by.is_empty() {
            "options"
        } else {
            "statements"
        };
        if k > n {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::ImpossibleClue,
                    format!("this count asks for {k} of {n} {what}"),
                )
                .at(count.span)
                .help(format!("a count is at most the number of {what}, {n}")),
            );
            continue;
        }
        let truthful = !matches!(count.over, CountOver::Statements { truthful: false });
        let (at_least, at_most) = match (count.quantifier, truthful) {
            (Quantifier::Exactly, true) => (k, k),
            (Quantifier::AtLeast, true) => (k, n),
            (Quantifier::AtMost, true) => (0, k),
            (Quantifier::Exactly, false) => (n - k, n - k),
            (Quantifier::AtLeast, false) => (0, n - k),
            (Quantifier::AtMost, false) => (n - k, n),
        };
        if at_least == 0 && at_most == n {
            diagnostics.push(
                Diagnostic::new(ErrorKind::ImpossibleClue, "this count says nothing")
                    .at(count.span)
                    .label(format!("any number of the {n} {what} would do"))
                    .help("check the number and `at least` / `at most`"),
            );
            continue;
        }
        let clue = CountClue {
            line: count.line,
            text: count.text.clone(),
            options,
            statements: said_by,
            at_least,
            at_most,
            liar_when: Vec::new(),
        };
        if clue.clause_count().is_none_or(|c| c > MAX_CLAUSES) {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::TooLarge,
                    format!("this count of {n} {what} is too large to solve"),
                )
                .at(count.span)
                .help(format!(
                    "a count stands for one clue per way of picking its {what}, at most {MAX_CLAUSES}; split it into smaller counts"
                )),
            );
            continue;
        }
        out.push(clue);
    }
    if !counted_statements && let Some(first) = file.statements.first() {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::Syntax,
                "statements, but no line says how many of them are true",
            )
            .at(first.span)
            .help("add a count such as `exactly one statement is false` (one liar) or `at least 2 statements are true`"),
        );
    }
    out
}

/// A liar line (`the liar + dining hall`) over `statements`: for each speaker, the line's option
/// with the speaker put in for `the liar`, lowered like any option. Errors: `the liar` not
/// written exactly once as a name of its own, or an option that does not lower for a speaker
/// (reported once, for the first speaker it fails for).
fn liar_clue(
    count: &crate::syntax::CountAst,
    ast: &OptionAst,
    statements: &[(ClueOption, Statement)],
    categories: &[Category],
    diagnostics: &mut Vec<Diagnostic>,
    option: &dyn Fn(&OptionAst, &mut Vec<Diagnostic>) -> Option<ClueOption>,
) -> Option<CountClue> {
    let places: Vec<(usize, usize)> = ast
        .terms
        .iter()
        .enumerate()
        .flat_map(|(t, term)| {
            term.alternatives
                .iter()
                .enumerate()
                .filter(|(_, name)| crate::syntax::is_liar_word(&name.text))
                .map(move |(a, _)| (t, a))
        })
        .collect();
    let alone = |&(t, _): &(usize, usize)| ast.terms[t].alternatives.len() == 1;
    let [place] = places[..] else {
        diagnostics.push(
            Diagnostic::new(ErrorKind::Syntax, "`the liar` must be named once in a liar line")
                .at(count.span)
                .help("write `the liar + dining hall`: whoever was in the dining hall lies, everyone else tells the truth"),
        );
        return None;
    };
    if !alone(&place) {
        diagnostics.push(
            Diagnostic::new(ErrorKind::Syntax, "`the liar` cannot be one of a group")
                .at(ast.terms[place.0].span)
                .help("write `the liar + (hall | study)` for \"whoever was in the hall or the study lies\""),
        );
        return None;
    }
    let mut liar_when = Vec::new();
    for (_, statement) in statements {
        let speaker = statement.speaker;
        let mut put = ast.clone();
        put.terms[place.0].alternatives[place.1].text =
            categories[speaker.category].items[speaker.index].clone();
        let mut errors = Vec::new();
        match option(&put, &mut errors) {
            Some(lowered) if errors.is_empty() => liar_when.push(lowered),
            _ => {
                let speaker = &categories[speaker.category].items[speaker.index];
                for mut d in errors {
                    let stands = format!(
                        "in a liar line `the liar` stands for each speaker in turn (here `{speaker}`)"
                    );
                    d.help = Some(match d.help.take() {
                        Some(help) => format!("{stands}; {help}"),
                        None => stands,
                    });
                    diagnostics.push(d);
                }
                return None;
            }
        }
    }
    let (options, said_by): (Vec<ClueOption>, Vec<Statement>) = statements.iter().cloned().unzip();
    let n = options.len();
    Some(CountClue {
        line: count.line,
        text: count.text.clone(),
        options,
        statements: said_by,
        at_least: 0,
        at_most: n,
        liar_when,
    })
}
