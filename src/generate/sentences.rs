//! Generated clues written as English sentences, in the forms `syntax::english` reads back to
//! the same clue (a property test holds every generated clue to that): `A1 is with B2.`,
//! `A1 is not with B2 or C3.`, `A1, B2 and C3 are not all together.`, `A1 is 2 higher than
//! B3.`, `There is one place between A1 and B2.`, `Of A1 and A2, one is with B1 and the other
//! is with C2.`, `A1 is with B2, or C3 is with D1, or both.`. A clue with no such form (a
//! comparison when several categories are ordered, a group in front) has none: the caller
//! writes it as a formula. [`in_english`] writes a whole generated puzzle this way, in its
//! theme's own wording where its `say` lines give one.

use crate::model::{Clue, ClueOption, CompareKind, ItemId, Puzzle, Relation};

/// `text` (a puzzle in the file format whose clue lines are numbered `1.` … in the order of
/// `puzzle`'s clues) with each clue written as an English sentence: in the puzzle's own
/// wording where its `say` lines give one ("Sgt Gunmetal had the rope or the candlestick."),
/// else in the neutral forms of [`sentence`] ("A1 is with B2."). Each sentence is
/// read back and kept only if it gives its clue exactly (with `split`, or the same as plain
/// clues: `not A + (B | C)` as `neither B nor C …`, two clues); a clue with no such sentence
/// keeps its formula, so the words can never change the puzzle.
pub fn in_english(text: &str, puzzle: &Puzzle, split: bool) -> String {
    let ordered = puzzle
        .categories()
        .iter()
        .filter(|c| c.order.is_some())
        .count();
    let name = |item: ItemId| puzzle.item_name(item).to_string();
    let header: String = text
        .lines()
        .filter(|l| crate::syntax::clue_label(l).is_none())
        .map(|l| format!("{l}\n"))
        .collect();
    let reads_back = |clue: &Clue, sentence: &str| {
        Puzzle::parse(&format!("{header}{sentence}\n")).is_ok_and(|p| {
            (split || p.clues().len() == 1)
                && atoms(&p.clues().iter().collect::<Vec<_>>()) == atoms(&[clue])
        })
    };
    let mut out = String::new();
    for line in text.lines() {
        let clue = crate::syntax::clue_label(line)
            .and_then(|(label, _)| label.parse::<usize>().ok())
            .and_then(|n| puzzle.clues().get(n.checked_sub(1)?));
        let sentence = clue.and_then(|clue| {
            [phrased(puzzle, clue), sentence(&name, ordered, clue)]
                .into_iter()
                .flatten()
                .find(|s| reads_back(clue, s))
        });
        match sentence {
            Some(sentence) => {
                let label = line.split(' ').next().unwrap_or_default();
                out.push_str(&format!("{label} {sentence}\n"));
            }
            None => out.push_str(&format!("{line}\n")),
        }
    }
    out
}

/// What a clue says as a sorted list of plain clues: the terms of a `Together` option in any
/// order, and `not A + (B | C)` as `not A + B` and `not A + C` (what `neither … nor` reads as).
fn atoms(clues: &[&Clue]) -> Vec<Vec<ClueOption>> {
    let mut out = Vec::new();
    for clue in clues {
        let key = |o: &ClueOption| {
            let mut o = o.clone();
            if o.relation == Relation::Together {
                o.terms.sort_by(|x, y| x.alternatives.cmp(&y.alternatives));
            }
            o
        };
        match &clue.options[..] {
            [o] if o.negated && o.relation == Relation::Together && o.terms.len() == 2 => {
                let (single, group) = (&o.terms[0], &o.terms[1]);
                if single.alternatives.len() == 1 && group.alternatives.len() > 1 {
                    for &g in &group.alternatives {
                        out.push(vec![key(&ClueOption::pair(
                            single.alternatives[0],
                            g,
                            true,
                        ))]);
                    }
                    continue;
                }
                out.push(vec![key(o)]);
            }
            options => out.push(options.iter().map(key).collect()),
        }
    }
    out.sort_by_key(|o| format!("{o:?}"));
    out
}

/// A clue of one option about a pair, or an item and a group, said in the puzzle's own `say`
/// wording ("Coach Raspberry did not have the rope or the candlestick."); `None` where the
/// puzzle has no wording for its categories.
fn phrased(puzzle: &Puzzle, clue: &Clue) -> Option<String> {
    let text = match &clue.options[..] {
        [option] => phrased_option(puzzle, option)?,
        // `A had the rope, or B was in the hall, or both.`
        several => {
            let parts: Option<Vec<String>> = several
                .iter()
                .map(|o| match o.items()[..] {
                    [a, b] if o.relation == Relation::Together && o.terms.len() == 2 => {
                        (!crate::words::neutral(puzzle, a, b))
                            .then(|| crate::words::fact(puzzle, a, b, !o.negated))
                    }
                    _ => None,
                })
                .collect();
            format!("{}, or both", parts?.join(", or "))
        }
    };
    let mut chars = text.chars();
    let head = chars.next()?;
    Some(format!("{}{}.", head.to_uppercase(), chars.as_str()))
}

/// One option about a pair, or an item and a group, in the puzzle's own wording.
fn phrased_option(puzzle: &Puzzle, option: &ClueOption) -> Option<String> {
    if option.relation != Relation::Together {
        return None;
    }
    let [a, b] = &option.terms[..] else {
        return None;
    };
    let [subject] = a.alternatives[..] else {
        return None;
    };
    let first = *b.alternatives.first()?;
    if crate::words::neutral(puzzle, subject, first) {
        return None;
    }
    Some(if option.negated {
        crate::words::clause(puzzle, &[subject], &b.alternatives, false)
    } else {
        crate::words::one_of(puzzle, subject, &b.alternatives)
    })
}

/// `clue` as an English sentence, with items named by `name`, in a puzzle of `ordered` ordered
/// categories; `None` when it has no form the reader reads back.
pub fn sentence(name: &dyn Fn(ItemId) -> String, ordered: usize, clue: &Clue) -> Option<String> {
    let text = match &clue.options[..] {
        [one] => option(name, one, ordered)?,
        several if several.len() >= 2 => {
            let parts: Option<Vec<String>> = several
                .iter()
                .map(|o| match o.relation {
                    Relation::Together if o.terms.iter().all(|t| t.alternatives.len() == 1) => {
                        statement(name, o)
                    }
                    _ => None,
                })
                .collect();
            format!("{}, or both", parts?.join(", or "))
        }
        _ => return None,
    };
    let mut chars = text.chars();
    let first = chars.next()?;
    Some(format!("{}{}.", first.to_uppercase(), chars.as_str()))
}

/// `A is with B` / `A is not with B`: one option of two single items.
fn statement(name: &dyn Fn(ItemId) -> String, option: &ClueOption) -> Option<String> {
    let [a, b] = option.items()[..] else {
        return None;
    };
    let not = if option.negated { "not " } else { "" };
    Some(format!("{} is {not}with {}", name(a), name(b)))
}

fn option(name: &dyn Fn(ItemId) -> String, option: &ClueOption, ordered: usize) -> Option<String> {
    let not = if option.negated { "not " } else { "" };
    match &option.relation {
        Relation::Together => {
            let singles: Vec<ItemId> = option
                .terms
                .iter()
                .filter(|t| t.alternatives.len() == 1)
                .map(|t| t.alternatives[0])
                .collect();
            match &option.terms[..] {
                [_, _] if singles.len() == 2 => statement(name, option),
                [a, group] if a.alternatives.len() == 1 && group.alternatives.len() > 1 => {
                    let choices: Vec<String> =
                        group.alternatives.iter().map(|&i| name(i)).collect();
                    Some(format!(
                        "{} is {not}with {}",
                        name(a.alternatives[0]),
                        choices.join(" or ")
                    ))
                }
                terms if singles.len() == terms.len() && terms.len() >= 3 => {
                    let all: Vec<String> = singles.iter().map(|&i| name(i)).collect();
                    let (last, rest) = all.split_last()?;
                    let together = if option.negated {
                        "not all together"
                    } else {
                        "together"
                    };
                    Some(format!("{} and {last} are {together}", rest.join(", ")))
                }
                _ => None,
            }
        }
        Relation::Compare(comparison) => {
            if ordered != 1 {
                return None;
            }
            let [a, b] = option.items()[..] else {
                return None;
            };
            let (a, b) = (name(a), name(b));
            Some(match comparison.kind {
                CompareKind::Before => format!("{a} is {not}lower than {b}"),
                CompareKind::After => format!("{a} is {not}higher than {b}"),
                CompareKind::Offset(k) if k > 0 => format!("{a} is {not}{k} higher than {b}"),
                CompareKind::Offset(k) => format!("{a} is {not}{} lower than {b}", -k),
                CompareKind::Apart(1) => format!("{a} is {not}next to {b}"),
                CompareKind::Apart(_) if option.negated => return None,
                CompareKind::Apart(2) => format!("there is one place between {a} and {b}"),
                CompareKind::Apart(k) => format!("there are {} places between {a} and {b}", k - 1),
            })
        }
        Relation::Pairs => {
            let [a, b, c, d] = option.items()[..] else {
                return None;
            };
            if option.negated {
                return None;
            }
            Some(format!(
                "of {} and {}, one is with {} and the other is with {}",
                name(a),
                name(b),
                name(c),
                name(d)
            ))
        }
    }
}
