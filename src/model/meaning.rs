//! Clues read by meaning: a pass over the lowered clues, before the engine runs, that rewrites
//! each clue into one normal form of what it means, so that the explanation and its rating
//! depend on what the clues say, not on how they are spelt.
//!
//! Each rewrite keeps the clue's meaning exactly (the same solutions hold it; tested against
//! [`Clue::holds`]) and keeps its line and text, so an explanation still quotes the clue as
//! written:
//!
//! - the alternatives of a group are sorted and repeated ones dropped; an alternative that can
//!   never share a row with another term of its option (`Ann + (Bob | cat)`, Ann and Bob both
//!   people) is dropped, and so is a term repeated in one option (`Ann + cat + Ann`);
//! - an option that can never hold on any grid (`Ann + Bob` with two people, a comparison no two
//!   places allow) is dropped when others remain: the grid rules it out at the start;
//! - an option implied by another option of the same clue is dropped (`Ann + cat or Ann + cat
//!   + 3` is `Ann + cat`), and repeated options too, a comparison written the other way round
//!   included (`C4 > A2 or A2 < C4` is `C4 > A2`);
//! - two `+` options that differ in one term whose alternatives all lie in one category are
//!   merged into one group: `Ann + cat or Ann + dog` is `Ann + (cat | dog)`, whatever the
//!   order of the terms.
//!
//! Duplicate and implied clues need no rewrite: the engine records a step only when it sets a
//! cell, so a clue that says again what the grid holds never costs a step; `check` reports them
//! ([`crate::analysis::check`], with [`canonical`] here for duplicates written differently).

use crate::model::{Clue, ClueOption, CompareKind, ItemId, Puzzle, Relation, Term};

/// The puzzle with every clue rewritten into its normal form (see the module header). Same
/// categories, same clues in the same order with the same lines and texts.
pub fn read(puzzle: &Puzzle) -> Puzzle {
    // The clauses of a count (statements, `exactly K of:`) stay as lowered: the count is read as
    // a whole (`liar_cases` finds its clauses among the clues), and its clauses are already one
    // normal form of it.
    let in_count = |clue: &Clue| puzzle.counts().iter().any(|c| c.clauses().contains(clue));
    let clues = puzzle
        .clues()
        .iter()
        .map(|c| {
            if in_count(c) {
                c.clone()
            } else {
                normal_clue(c)
            }
        })
        .collect();
    puzzle.with_clues(clues)
}

/// One clue in its normal form.
pub fn normal_clue(clue: &Clue) -> Clue {
    let mut options: Vec<ClueOption> = clue.options.iter().map(normal_option).collect();
    // An option that never holds adds nothing to an `or`.
    if options.iter().any(|o| !never_holds(o)) {
        options.retain(|o| !never_holds(o));
    }
    options.dedup();
    dedup_all(&mut options);
    drop_implied(&mut options);
    merge_groups(&mut options);
    // The options keep the order they were written in (the explanation weighs them in it).
    Clue {
        line: clue.line,
        text: clue.text.clone(),
        options,
        supposed: clue.supposed,
    }
}

/// A key that is the same for clues of the same normal form: their options, sorted.
#[cfg(any(test, feature = "internals"))]
pub fn canonical(clue: &Clue) -> Vec<String> {
    let normal = normal_clue(clue);
    let mut keys: Vec<String> = normal.options.iter().map(option_key).collect();
    keys.sort();
    keys.dedup();
    keys
}

/// A sort key of an option in normal form (its debug text, after the option's own sorting).
#[cfg(any(test, feature = "internals"))]
fn option_key(option: &ClueOption) -> String {
    format!("{option:?}")
}

/// One option with sorted groups, impossible alternatives and repeated terms dropped, and the
/// terms of a `+` sorted.
fn normal_option(option: &ClueOption) -> ClueOption {
    if option.relation != Relation::Together {
        return option.clone();
    }
    let mut terms: Vec<Term> = option
        .terms
        .iter()
        .map(|t| {
            let mut alternatives = t.alternatives.clone();
            alternatives.sort();
            alternatives.dedup();
            Term { alternatives }
        })
        .collect();
    // An alternative x can share a row with a term U only when U has x itself or an item of
    // another category than x's: a row holds one item of each category.
    let fixed: Vec<Vec<ItemId>> = terms.iter().map(|t| t.alternatives.clone()).collect();
    for (i, term) in terms.iter_mut().enumerate() {
        let kept: Vec<ItemId> = term
            .alternatives
            .iter()
            .copied()
            .filter(|&x| {
                fixed.iter().enumerate().all(|(j, other)| {
                    j == i || other.contains(&x) || other.iter().any(|y| y.category != x.category)
                })
            })
            .collect();
        // A term left with nothing makes the option impossible; keep it as written then (the
        // option is dropped whole, or the clue left alone).
        if !kept.is_empty() {
            term.alternatives = kept;
        }
    }
    terms.sort_by(|a, b| a.alternatives.cmp(&b.alternatives));
    terms.dedup();
    // A term whose every alternative is in another term (`A + (A | B)` next to `A`) is implied
    // by that term.
    let all = terms.clone();
    let before = terms.clone();
    terms.retain(|t| {
        !all.iter()
            .any(|u| u != t && u.alternatives.iter().all(|x| t.alternatives.contains(x)))
    });
    // A `+` keeps two terms at least (one term alone would say nothing).
    if terms.len() < 2 {
        terms = before;
    }
    ClueOption {
        negated: option.negated,
        terms,
        relation: Relation::Together,
    }
}

/// Whether an option can hold on no grid at all (not negated, and its relation impossible).
fn never_holds(option: &ClueOption) -> bool {
    if option.negated {
        return false;
    }
    match &option.relation {
        Relation::Together => option.terms.iter().enumerate().any(|(i, t)| {
            t.alternatives.iter().all(|&x| {
                option.terms.iter().enumerate().any(|(j, u)| {
                    j != i
                        && !u.alternatives.contains(&x)
                        && u.alternatives.iter().all(|y| y.category == x.category)
                })
            })
        }),
        Relation::Compare(comparison) => match &option.items()[..] {
            &[a, b] if a == b => true,
            _ => comparison.table(false).iter().all(|&m| m == 0),
        },
        Relation::Pairs => false,
    }
}

/// Drops repeated options wherever they are, a comparison written the other way round
/// (`C4 > A2` after `A2 < C4`) included; the first as written is kept.
fn dedup_all(options: &mut Vec<ClueOption>) {
    let mut seen: Vec<ClueOption> = Vec::new();
    options.retain(|o| {
        let key = same_way_round(o);
        if seen.contains(&key) {
            false
        } else {
            seen.push(key);
            true
        }
    });
}

/// A comparison option turned to one way of writing it: `A > B` as `B < A`, `A = B - K` as
/// `B = A + K`, `A ~K B` with its items sorted. Any other option as it is.
fn same_way_round(option: &ClueOption) -> ClueOption {
    let mut option = option.clone();
    if let Relation::Compare(comparison) = &mut option.relation {
        let swap = match comparison.kind {
            CompareKind::After => {
                comparison.kind = CompareKind::Before;
                true
            }
            CompareKind::Offset(k) if k < 0 => {
                comparison.kind = CompareKind::Offset(-k);
                true
            }
            CompareKind::Apart(_) => {
                option.terms.first().map(|t| &t.alternatives)
                    > option.terms.last().map(|t| &t.alternatives)
            }
            _ => false,
        };
        if swap {
            option.terms.reverse();
        }
    }
    option
}

/// Whether `strong` (a plain `+` option) implies `weak`: every term of `weak` is met by a term
/// of `strong` whose alternatives are among its own.
fn implies(strong: &ClueOption, weak: &ClueOption) -> bool {
    plain_together(strong)
        && plain_together(weak)
        && weak.terms.iter().all(|w| {
            strong
                .terms
                .iter()
                .any(|s| s.alternatives.iter().all(|x| w.alternatives.contains(x)))
        })
}

fn plain_together(option: &ClueOption) -> bool {
    !option.negated && option.relation == Relation::Together
}

/// Drops each option that another (kept) option of the clue already follows from.
fn drop_implied(options: &mut Vec<ClueOption>) {
    let mut i = 0;
    while i < options.len() {
        let implied = (0..options.len()).any(|j| j != i && implies(&options[i], &options[j]));
        if implied {
            options.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Merges `+` options that differ in one term whose alternatives share a category, until none do.
fn merge_groups(options: &mut Vec<ClueOption>) {
    loop {
        let mut merged = None;
        'find: for i in 0..options.len() {
            for j in i + 1..options.len() {
                if let Some(option) = merge(&options[i], &options[j]) {
                    merged = Some((i, j, option));
                    break 'find;
                }
            }
        }
        let Some((i, j, option)) = merged else {
            return;
        };
        options.remove(j);
        options[i] = normal_option(&option);
        dedup_all(options);
        drop_implied(options);
    }
}

/// `A + B` and `A + C` (B and C in one category) as `A + (B | C)`, if the two options are so.
fn merge(a: &ClueOption, b: &ClueOption) -> Option<ClueOption> {
    if !plain_together(a) || !plain_together(b) || a.terms.len() != b.terms.len() {
        return None;
    }
    let only_a: Vec<&Term> = a.terms.iter().filter(|t| !b.terms.contains(t)).collect();
    let only_b: Vec<&Term> = b.terms.iter().filter(|t| !a.terms.contains(t)).collect();
    let (&[ta], &[tb]) = (&only_a[..], &only_b[..]) else {
        return None;
    };
    let category = ta.alternatives.first()?.category;
    if ta
        .alternatives
        .iter()
        .chain(&tb.alternatives)
        .any(|x| x.category != category)
    {
        return None;
    }
    // The shared terms must not themselves be of that category (they would clash with the group).
    let mut terms: Vec<Term> = a.terms.iter().filter(|t| *t != ta).cloned().collect();
    if terms
        .iter()
        .any(|t| t.alternatives.iter().all(|x| x.category == category))
    {
        return None;
    }
    let mut alternatives = ta.alternatives.clone();
    alternatives.extend(&tb.alternatives);
    alternatives.sort();
    alternatives.dedup();
    terms.push(Term { alternatives });
    Some(ClueOption {
        negated: false,
        terms,
        relation: Relation::Together,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Solution;

    const HEAD: &str = "people: Ann, Bob, Cy\nplace (ordered): 1, 2, 3\npets: cat, dog, emu\n";

    fn clue(line: &str) -> (Puzzle, Clue) {
        let puzzle = Puzzle::parse(&format!("{HEAD}{line}\n")).unwrap();
        let clue = puzzle.clues()[0].clone();
        (puzzle, clue)
    }

    /// Every 3×3×3 answer grid.
    fn every_solution() -> Vec<Solution> {
        let perms = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut all = Vec::new();
        for p in perms {
            for q in perms {
                all.push(Solution::from_rows(
                    (0..3).map(|r| vec![r, p[r], q[r]]).collect(),
                ));
            }
        }
        all
    }

    fn same_meaning(a: &Clue, b: &Clue) -> bool {
        every_solution().iter().all(|s| a.holds(s) == b.holds(s))
    }

    #[test]
    fn an_or_of_one_shared_item_reads_as_a_group() {
        let (_, written) = clue("Ann + cat or dog + Ann");
        let (_, group) = clue("Ann + (dog | cat)");
        assert_eq!(normal_clue(&written).options, normal_clue(&group).options);
        assert_eq!(normal_clue(&written).options.len(), 1);
        assert_eq!(normal_clue(&written).text, "Ann + cat or dog + Ann");
        assert_eq!(canonical(&written), canonical(&group));
    }

    #[test]
    fn three_options_merge_and_different_categories_do_not() {
        let (_, three) = clue("Ann + cat or Ann + dog or Ann + emu");
        assert_eq!(
            normal_clue(&three).options[0].terms[1].alternatives.len(),
            3
        );
        let (_, mixed) = clue("Ann + cat or Ann + 2");
        assert_eq!(normal_clue(&mixed).options.len(), 2);
        let (_, two_shared) = clue("Ann + cat or Bob + dog");
        assert_eq!(normal_clue(&two_shared).options.len(), 2);
    }

    #[test]
    fn impossible_and_implied_options_go() {
        let (_, implied) = clue("Ann + cat or Ann + cat + 3");
        let (_, plain) = clue("Ann + cat");
        assert_eq!(normal_clue(&implied).options, normal_clue(&plain).options);
        let (_, never) = clue("Ann + (Bob | cat)");
        assert_eq!(normal_clue(&never).options, normal_clue(&plain).options);
    }

    #[test]
    fn a_comparison_written_both_ways_is_one_option() {
        for (both, one) in [
            ("Ann > Bob or Bob < Ann", "Ann > Bob"),
            ("Ann = Bob - 1 or Bob = Ann + 1", "Ann = Bob - 1"),
            ("Ann next to Bob or Bob next to Ann", "Ann next to Bob"),
        ] {
            let (_, both) = clue(both);
            let (_, one) = clue(one);
            assert_eq!(normal_clue(&both).options, normal_clue(&one).options);
        }
        // Different comparisons stay two options.
        let (_, two) = clue("Ann > Bob or Bob > Ann");
        assert_eq!(normal_clue(&two).options.len(), 2);
    }

    #[test]
    fn every_rewrite_keeps_the_meaning() {
        for line in [
            "Ann + cat or dog + Ann",
            "Ann + cat or Ann + dog or Bob + emu",
            "Ann + cat or Ann + cat + 3",
            "Ann + (Bob | cat)",
            "not Ann + (cat | dog)",
            "Ann < Bob or Ann + cat",
            "Ann + cat + 1 or Ann + dog + 1",
            "Ann + cat or Bob + cat or Cy + emu",
            "Ann + 1 or Bob + 1 or Ann + 2",
            "(Ann | Bob) + cat or Cy + cat",
            "Ann + cat or Ann + (cat | dog)",
            "{Ann, Bob} = {cat, dog} or Cy + emu",
        ] {
            let (_, written) = clue(line);
            let normal = normal_clue(&written);
            assert!(same_meaning(&written, &normal), "{line}: {normal:?}");
        }
    }
}
