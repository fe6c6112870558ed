//! The words of a clue's cases ("Because clue line 9 (`…`) leaves two cases: A is with B, or C
//! is with D. The first is ruled out, since …. That leaves the second."), and facts grouped by
//! where they came from.

use super::{Cited, ClueCase, ClueCases, ClueCasesEnd, said_cited};
use crate::grid::{Fact, Origin};
use crate::model::{ItemId, Puzzle};
use crate::prose;
use crate::words::{Prose, alternatives, clue_ref, headline_inline, item, join, sentence};

/// One case in words: "A is with B", "A does not go with B or C", "the dog comes after the cat".
fn describe(puzzle: &Puzzle, clue: usize, case: &ClueCase) -> String {
    let name = |i: &ItemId| item(puzzle, *i);
    let together = |items: &[ItemId]| match items {
        [a, b] => crate::words::fact(puzzle, *a, *b, true),
        _ => format!(
            "{} go together",
            join(&items.iter().map(name).collect::<Vec<_>>(), "and")
        ),
    };
    let option = |index: usize| puzzle.clues().get(clue).and_then(|c| c.options.get(index));
    match case {
        ClueCase::Together(items) => together(items),
        ClueCase::Apart(index) => {
            let terms: Vec<String> = option(*index)
                .map(|o| &o.terms[..])
                .unwrap_or_default()
                .iter()
                .map(|t| join(&t.alternatives.iter().map(name).collect::<Vec<_>>(), "or"))
                .collect();
            match &terms[..] {
                [a, b] => format!("{a} does not go with {b}"),
                _ => format!("{} do not all go together", join(&terms, "and")),
            }
        }
        ClueCase::Rows(rows) => {
            let parts: Vec<String> = rows
                .iter()
                .filter(|row| row.len() > 1)
                .map(|row| together(row))
                .collect();
            join(&parts, "and")
        }
        ClueCase::Compare(index) => option(*index)
            .and_then(|o| super::comparisons::option_described(puzzle, o))
            .unwrap_or_else(|| "the comparison holds".to_string()),
        ClueCase::NotPairs(index) => match option(*index).map(|o| o.items()) {
            Some(items) if items.len() == 4 => format!(
                "{} and {} are not with {} and {} (one each, in either order)",
                name(&items[0]),
                name(&items[1]),
                name(&items[2]),
                name(&items[3])
            ),
            _ => "the pairing does not hold".to_string(),
        },
    }
}

/// "Because clue line 9 (`…`) leaves two cases: A is with B, or C is with D."
fn introduce(puzzle: &Puzzle, clue: usize, cases: &[ClueCase]) -> String {
    let described: Vec<String> = cases.iter().map(|c| describe(puzzle, clue, c)).collect();
    match &described[..] {
        [one] => format!("Because {} means {one}.", clue_ref(puzzle, clue)),
        _ => {
            let count = match cases.len() {
                2 => "two".to_string(),
                3 => "three".to_string(),
                4 => "four".to_string(),
                n => n.to_string(),
            };
            format!(
                "Because {} leaves {count} cases: {}.",
                clue_ref(puzzle, clue),
                alternatives(&described)
            )
        }
    }
}

/// "the first", "the second", … "case 7" ("it" when there is one).
fn case_name(index: usize, count: usize) -> String {
    if count == 1 {
        return "it".to_string();
    }
    match index {
        0 => "the first".to_string(),
        1 => "the second".to_string(),
        2 => "the third".to_string(),
        3 => "the fourth".to_string(),
        n => format!("case {}", n + 1),
    }
}

/// "Case 2 is ruled out, since …", one line per refuted case.
fn ruled_out(puzzle: &Puzzle, count: usize, refuted: &[(usize, Vec<Cited>)]) -> Vec<Prose> {
    refuted
        .iter()
        .map(|(which, facts)| {
            prose![
                sentence(&case_name(*which, count)),
                " is ruled out, since ",
                said_cited(puzzle, facts),
                "."
            ]
        })
        .collect()
}

/// Facts said with where they come from, those from one source in one clause: "neither Greg
/// nor Philip is 128 GB or 256 GB (move 9)", "Ann is not the cat (move 2)" (sources in order;
/// each fact once).
pub fn grouped(puzzle: &Puzzle, facts: &[Cited]) -> Vec<Prose> {
    let mut facts = facts.to_vec();
    facts.sort();
    facts.dedup();
    let mut groups: Vec<(Origin, Vec<Fact>)> = Vec::new();
    for (fact, origin) in facts {
        match groups.iter_mut().find(|(o, _)| *o == origin) {
            Some((_, group)) => group.push(fact),
            None => groups.push((origin, vec![fact])),
        }
    }
    groups.sort_by_key(|(origin, _)| *origin);
    groups
        .into_iter()
        .map(|(origin, group)| {
            prose![
                headline_inline(puzzle, &group),
                " ",
                Prose::cite_paren([origin])
            ]
        })
        .collect()
}

/// The words of [`super::Reason::ClueCases`].
// long because each of the three endings words the cases its own way.
pub(super) fn clue_cases(puzzle: &Puzzle, shape: &ClueCases) -> Prose {
    let ClueCases {
        clue,
        cases,
        refuted,
        ends,
    } = shape;
    let mut reason = Prose::from(introduce(puzzle, *clue, cases));
    let count = cases.len();
    match ends {
        ClueCasesEnd::NoneLeft { needed } => {
            let none = if count == 2 { "Neither" } else { "None" };
            match needed {
                Some(kept) => reason.push(prose![
                    format!(" {none} can hold, given that "),
                    said_cited(puzzle, kept),
                    "."
                ]),
                None => {
                    for line in ruled_out(puzzle, count, refuted) {
                        reason.push(" ");
                        reason.push(line);
                    }
                    reason.push(format!(" {none} is left."));
                }
            }
        }
        ClueCasesEnd::EitherWay { common, support } => {
            reason.push_str(&format!(" Either way, {}", headline_inline(puzzle, common)));
            let used = grouped(puzzle, support);
            if !used.is_empty() {
                reason.push(prose![" (given that ", Prose::join(used, "and"), ")"]);
            }
            reason.push(".");
        }
        ClueCasesEnd::Remaining {
            remaining,
            common,
            support,
        } => {
            for line in ruled_out(puzzle, count, refuted) {
                reason.push(" ");
                reason.push(line);
            }
            if let [which] = remaining[..]
                && count > 1
            {
                reason.push_str(&format!(" That leaves {}", case_name(which, count)));
            } else if remaining.len() > 1 {
                reason.push_str(&format!(" Either way, {}", headline_inline(puzzle, common)));
            }
            let used = grouped(puzzle, support);
            let cited = !used.is_empty();
            if cited {
                let given = prose![" (given that ", Prose::join(used, "and"), ")"];
                if remaining.len() > 1 || count > 1 {
                    reason.push(given);
                } else {
                    reason.push(prose![" So this follows", given]);
                }
            }
            if remaining.len() > 1 || count > 1 || cited {
                reason.push(".");
            }
        }
    }
    reason
}
