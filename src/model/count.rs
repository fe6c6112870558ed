//! Count clues: `exactly K of: A; B; C` (and `at least`, `at most`), and statements made by
//! people with a count of how many are true (`Mango says: …` and `exactly one statement is
//! false`). [`CountClue::holds`] is what such a clue means on a complete grid.
//!
//! The solver and the techniques read clues as disjunctions of options, so lowering also adds a
//! count's [`clauses`](CountClue::clauses): the plain clues that together say the same (at
//! least L true: every n − L + 1 of the options have one that holds; at most U true: every
//! U + 1 have one that fails, an option negated by flipping its `not`). They carry the count's
//! line and text, so explanations cite the line the count was written on. That the clauses hold
//! exactly when the count does is tested by brute force (`tests/integration/counts.rs`).

use super::{Category, Clue, ClueOption, ItemId, Solution};
use crate::model::names::NameIndex;
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{CountOver, File, OptionAst, Quantifier};

/// A count clue: between `at_least` and `at_most` of its options hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountClue {
    /// The 1-based line of the count.
    pub line: usize,
    /// The count as written.
    pub text: String,
    /// What is counted (for statements: what each says, in file order).
    pub options: Vec<ClueOption>,
    /// For a count of statements: who made each one (parallel to `options`); empty otherwise.
    pub statements: Vec<Statement>,
    pub at_least: usize,
    pub at_most: usize,
}

/// A statement: who says it, where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub speaker: ItemId,
    /// The 1-based line of the statement.
    pub line: usize,
    /// The statement line as written.
    pub text: String,
}

/// Most clauses one count may stand for (the number of ways to pick the options).
pub const MAX_CLAUSES: usize = 256;

impl CountClue {
    /// Whether the count holds in a complete solution: between `at_least` and `at_most` of its
    /// options hold.
    pub fn holds(&self, solution: &Solution) -> bool {
        let true_ones = self.options.iter().filter(|o| o.holds(solution)).count();
        (self.at_least..=self.at_most).contains(&true_ones)
    }

    /// How many clauses [`clauses`](Self::clauses) gives, without making them (`None`: too many
    /// to count).
    pub fn clause_count(&self) -> Option<usize> {
        let n = self.options.len();
        let lower = if self.at_least == 0 {
            0
        } else {
            choose(n, n + 1 - self.at_least)?
        };
        let upper = if self.at_most >= n {
            0
        } else {
            choose(n, self.at_most + 1)?
        };
        lower.checked_add(upper)
    }

    /// The plain clues that together hold exactly when the count does (see the module header).
    pub fn clauses(&self) -> Vec<Clue> {
        let n = self.options.len();
        let mut clues = Vec::new();
        let mut clause = |picked: &[usize], negate: bool| {
            clues.push(Clue {
                line: self.line,
                text: self.text.clone(),
                options: picked
                    .iter()
                    .map(|&i| {
                        let mut option = self.options[i].clone();
                        option.negated ^= negate;
                        option
                    })
                    .collect(),
            });
        };
        if self.at_least > 0 && self.at_least <= n {
            for picked in subsets(n, n + 1 - self.at_least) {
                clause(&picked, false);
            }
        }
        if self.at_most < n {
            for picked in subsets(n, self.at_most + 1) {
                clause(&picked, true);
            }
        }
        clues
    }

    /// Which statement (by index) `speaker` made, if any.
    pub fn statement_of(&self, speaker: ItemId) -> Option<usize> {
        self.statements.iter().position(|s| s.speaker == speaker)
    }
}

/// Lowers the file's statements and counts (names resolved, options checked as clue options
/// are), reporting what is wrong: a count of more than there are, one that says nothing or
/// stands for too many clauses, statements without a count of them, a count of statements
/// with none.
pub(super) fn lower_counts(
    categories: &[Category],
    index: &NameIndex<ItemId>,
    file: &File,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<CountClue> {
    let option = |ast: &OptionAst, diagnostics: &mut Vec<Diagnostic>| -> Option<ClueOption> {
        let reread = match super::natural::reread(index, ast) {
            Ok(reread) => reread,
            Err(d) => {
                diagnostics.push(d);
                return None;
            }
        };
        match super::lower::lower_option(categories, index, reread.as_ref().unwrap_or(ast), true) {
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
        let speaker = super::lower::resolve(categories, index, &s.speaker);
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

/// n choose k, `None` on overflow.
fn choose(n: usize, k: usize) -> Option<usize> {
    if k > n {
        return Some(0);
    }
    let mut out: usize = 1;
    for i in 0..k.min(n - k) {
        out = out.checked_mul(n - i)? / (i + 1);
    }
    Some(out)
}

/// Every set of `k` indices below `n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut pick: Vec<usize> = (0..k).collect();
    loop {
        out.push(pick.clone());
        let Some(i) = (0..k).rev().find(|&i| pick[i] < n - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_and_choose_agree() {
        for n in 0..7 {
            for k in 0..=n {
                assert_eq!(subsets(n, k).len(), choose(n, k).unwrap(), "{n} {k}");
            }
        }
        assert_eq!(subsets(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
    }
}
