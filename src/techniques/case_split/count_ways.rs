//! The ways a count can hold, as the cases of a split (`liar_cases`): for a count of statements,
//! who lies; for a liar line (`the liar + graveyard`), whose lie condition holds ("suppose
//! Father Mango was in the graveyard: then he lies and the others tell the truth").
//!
//! A way supposes each option true or false. An option that is one cell, or cells that say all
//! of it (`A + B + C` of single items), is supposed as those cells. Any other (`not A + B + C`,
//! `A + (B | C)`, a comparison, a pairing, and every option supposed false that is not one
//! cell) is supposed as the cells it states outright plus a *supposed clue*: the option itself,
//! which the easier techniques read inside the case like any clue (cited "the case (…)"). So
//! every statement form can be supposed true or false, and what a case rests on is only what
//! the way says.

use super::*;
use crate::model::{ClueOption, CountClue, Puzzle, Supposed, SupposedKind};

/// One way a count holds, beside its case's cells: which options are false (for statements:
/// who lies), and the clues the case supposes besides its cells.
#[derive(Debug, Clone)]
pub(super) struct CountWay {
    /// The options (by index) supposed false.
    pub(super) false_options: Vec<usize>,
    /// For a liar line: the speakers (by statement index) whose lie condition is supposed to
    /// hold.
    pub(super) liars: Vec<usize>,
    /// The options that are not said by the case's cells, as clues (line 0, text saying whose
    /// statement or condition it is).
    pub(super) clues: Vec<Clue>,
}

/// Most options a count may have for its ways to be listed (2^n ways are looked at).
const MAX_OPTIONS: usize = 10;

/// What supposing `option` (already negated when it is supposed false) gives: the cells it
/// states outright, and itself as a clue when those cells do not say all of it. `None` when it
/// cannot hold at all (two items of one category in one row).
fn suppose(option: &ClueOption, size: usize) -> Option<(Vec<Fact>, bool)> {
    if let Some(fact) = option_fact(option) {
        return Some((vec![fact], false));
    }
    let singles: Option<Vec<ItemId>> = option
        .terms
        .iter()
        .map(|t| match t.alternatives[..] {
            [one] => Some(one),
            _ => None,
        })
        .collect();
    if option.is_together()
        && !option.negated
        && let Some(mut items) = singles
    {
        items.sort();
        items.dedup();
        if items.windows(2).any(|w| w[0].category == w[1].category) {
            return None;
        }
        let facts = pairs_of(&items);
        if !facts.is_empty() {
            return Some((facts, false));
        }
    }
    let clue = Clue::from_option(option.clone());
    Some((crate::techniques::clue_facts_of(&clue, size), true))
}

/// `option` supposed to hold (`truth`) or not.
fn side(option: &ClueOption, truth: bool) -> ClueOption {
    let mut option = option.clone();
    option.negated ^= !truth;
    option
}

/// The split on the ways count `index` can hold that the grid leaves open (2 to
/// [`MAX_CASES`]), fewer liars first; ways the one-to-one rule alone rules out are left out,
/// those a grid cell rules out are cited.
// long because each way is built (statements, lie conditions, supposed clues) and checked against the grid in one pass.
pub(super) fn count_split(puzzle: &Puzzle, grid: &Grid, index: usize) -> Option<Split> {
    let count = puzzle.counts().get(index)?;
    let n = count.options.len();
    if n > MAX_OPTIONS {
        return None;
    }
    let liar_line = count.liar_when.len() == n;
    let mut bits: Vec<u32> = (0..1u32 << n)
        .filter(|w| (count.at_least..=count.at_most).contains(&(w.count_ones() as usize)))
        .collect();
    // Ways with more true options first (fewer liars first), then in file order.
    bits.sort_by_key(|w| (std::cmp::Reverse(w.count_ones()), w.reverse_bits()));
    let mut cases = Vec::new();
    let mut ways = Vec::new();
    let mut ruled_out = Vec::new();
    let mut clashing = Vec::new();
    'ways: for way in bits {
        let truth = |i: usize| way >> i & 1 == 1;
        let mut facts = Vec::new();
        let mut clues = Vec::new();
        for i in 0..n {
            let mut sides = vec![(side(&count.options[i], truth(i)), Whose::Statement(i))];
            if liar_line {
                sides.push((side(&count.liar_when[i], !truth(i)), Whose::Liar(i)));
            }
            for (option, whose) in sides {
                let Some((cells, as_clue)) = suppose(&option, grid.size()) else {
                    continue 'ways;
                };
                facts.extend(cells);
                if as_clue {
                    clues.push(Clue {
                        line: 0,
                        text: crate::words::clue::option_syntax(puzzle, &option),
                        supposed: whose.supposed(count, truth(i)),
                        options: vec![option],
                    });
                }
            }
        }
        facts.sort();
        facts.dedup();
        if let Some(clash) = by_rules(grid, &facts) {
            // Said beside the cases when it names one liar ("Sister Lapis cannot be the liar").
            if (0..n).filter(|&i| !truth(i)).count() == 1 && !count.statements.is_empty() {
                clashing.push(((0..n).find(|&i| !truth(i)).unwrap_or(0), clash));
            }
            continue;
        }
        if clues.is_empty() && facts.iter().all(|&f| grid.holds(f)) {
            return None;
        }
        match refuter(grid, &facts) {
            Refuted::Open => {
                cases.push(without_brought(facts));
                ways.push(CountWay {
                    false_options: (0..n).filter(|&i| !truth(i)).collect(),
                    liars: if liar_line {
                        (0..n).filter(|&i| !truth(i)).collect()
                    } else {
                        Vec::new()
                    },
                    clues,
                });
            }
            Refuted::By(fact) => ruled_out.push(fact),
            Refuted::ByRules => {}
        }
        if cases.len() > MAX_CASES {
            return None;
        }
    }
    // One way left is a deduction too (the others clash with the rules or the grid at once).
    if !(1..=MAX_CASES).contains(&cases.len()) {
        return None;
    }
    ruled_out.sort();
    ruled_out.dedup();
    Some(Split {
        subject: Subject::Count(index),
        cases,
        ruled_out,
        ways,
        clashing,
    })
}

/// How the one-to-one rule alone rules a way out.
#[derive(Debug, Clone)]
pub(super) enum RuleClash {
    /// Two of its cells cannot both hold (a ✓ and the ✓ or ✗ it clashes with).
    Cells(Fact, Fact),
    /// It leaves an item no partner in a category (three suspects all ✗ the graveyard).
    NoPartner(ItemId, usize),
}

/// Whether the one-to-one rule alone rules `facts` out, and how: on an empty grid they clash,
/// or leave an item no partner in some category.
fn by_rules(grid: &Grid, facts: &[Fact]) -> Option<RuleClash> {
    let mut empty = Grid::new(grid.categories(), grid.size());
    for &f in facts {
        if let Err(clash) = empty.assign(f, SUPPOSITION) {
            // A ✗ the one-to-one rule brought is said as the ✓ that brought it.
            let e = clash.existing;
            let brought_by = facts.iter().copied().find(|y| {
                !e.together
                    && y.together
                    && [(y.a, y.b), (y.b, y.a)].into_iter().any(|(x, z)| {
                        (e.a == x && e.b.category == z.category && e.b != z)
                            || (e.b == x && e.a.category == z.category && e.a != z)
                    })
            });
            return Some(RuleClash::Cells(brought_by.unwrap_or(e), clash.wanted));
        }
    }
    let full = if grid.size() >= 64 {
        u64::MAX
    } else {
        (1u64 << grid.size()) - 1
    };
    all_items(&empty).find_map(|item| {
        (0..empty.categories())
            .filter(|&c| c != item.category)
            .find(|&c| empty.possible(item, c) & full == 0)
            .map(|c| RuleClash::NoPartner(item, c))
    })
}

/// Whose option a supposed clue is.
#[derive(Debug, Clone, Copy)]
enum Whose {
    Statement(usize),
    Liar(usize),
}

impl Whose {
    /// What supposing `option` (its statement `truth`ful or not) says of the speaker, if the
    /// count has one.
    fn supposed(self, count: &CountClue, truth: bool) -> Option<Supposed> {
        let (i, kind) = match self {
            Whose::Statement(i) if truth => (i, SupposedKind::TellsTruth),
            Whose::Statement(i) => (i, SupposedKind::Lies),
            Whose::Liar(i) if truth => (i, SupposedKind::IsNotLiar),
            Whose::Liar(i) => (i, SupposedKind::IsLiar),
        };
        count.statements.get(i).map(|s| Supposed {
            speaker: s.speaker,
            kind,
        })
    }
}

/// The puzzle case `case` of `split` is followed on: `puzzle` with the clues the case supposes
/// put before its own, so that a case whose rows break its supposition says so rather than
/// citing the count (`None` when it supposes none: follow it on `puzzle`). The puzzle's clue
/// `c` is the case puzzle's `c + supposed_count(split, case)`.
pub(super) fn case_puzzle(puzzle: &Puzzle, split: &Split, case: usize) -> Option<Puzzle> {
    let way = split.ways.get(case)?;
    if way.clues.is_empty() {
        return None;
    }
    let mut clues = way.clues.clone();
    clues.extend(puzzle.clues().iter().cloned());
    Some(puzzle.with_clues_and_counts(clues))
}

/// How many clues case `case` of `split` supposes (put first in its [`case_puzzle`]).
pub(super) fn supposed_count(split: &Split, case: usize) -> usize {
    split.ways.get(case).map_or(0, |w| w.clues.len())
}
