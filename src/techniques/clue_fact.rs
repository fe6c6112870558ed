//! **Clue fact** — read a plain clue straight into the grid. A clue with one option whose terms
//! are single items gives ✓s (`A + B`, every pair of `A + B + C`) or ✗s (`not A + B`, and each
//! pair of `not A + (B | C)`); `A + (B | C)` with B and C in one category gives A ✗ every other
//! item of that category. A comparison of two items that no place satisfies with itself
//! (`A < B`, `A next to B`, `A = B + 2`) says they are two different rows: A ✗ B.

use super::compare::Compared;
use super::{Context, Deduction, Technique, TechniqueId};
use crate::grid::Fact;
use crate::model::{Clue, ItemId, Puzzle, Term};
use crate::words::reasons::{ClueReading, Reason};

pub struct ClueFact;

impl Technique for ClueFact {
    fn id(&self) -> TechniqueId {
        TechniqueId::ClueFact
    }

    /// Once every plain clue fact is in the grid, more cells cannot take one out.
    fn monotone(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        for (index, clue) in ctx.puzzle.clues().iter().enumerate() {
            // Most clues were read in long ago: look before building the list.
            let mut news = false;
            each_fact_of(clue, ctx.puzzle.size(), &mut |f| news |= !ctx.grid.holds(f));
            if !news {
                continue;
            }
            let mut facts = facts_of(clue, ctx.puzzle.size());
            facts.retain(|f| !ctx.grid.holds(*f));
            if facts.is_empty() {
                continue;
            }
            let reason = ctx.argue(|| Reason::ClueFact {
                clue: index,
                reading: reading(ctx.puzzle, index),
            });
            return Some(Deduction::new(TechniqueId::ClueFact, facts, reason).with_clues([index]));
        }
        None
    }
}

/// What clue `index` says, when its facts are not simply what it states: a comparison that
/// puts two items in different rows, or `A + (B | C)` (A is none of the others), with its
/// options in the order its text names them; else [`ClueReading::Outright`].
pub fn reading(puzzle: &Puzzle, index: usize) -> ClueReading {
    let Some(clue) = puzzle.clues().get(index) else {
        return ClueReading::Outright;
    };
    if let Some((compared, _)) = apart(clue) {
        return ClueReading::Apart {
            category: compared.category(),
        };
    }
    match alternatives(clue) {
        Some((subject, options)) => ClueReading::OneOf {
            subject,
            options: as_written(puzzle, clue, options),
        },
        None => ClueReading::Outright,
    }
}

/// The facts a clue states outright (empty for clues that need case analysis), sorted.
pub fn facts_of(clue: &Clue, size: usize) -> Vec<Fact> {
    let mut facts = Vec::new();
    each_fact_of(clue, size, &mut |f| facts.push(f));
    facts.sort();
    facts.dedup();
    facts
}

/// `options` in the order the clue's text names them (the clue as read is sorted by meaning):
/// "`Harbour + (east wing | vault)`" reads "the east wing or the vault". An item the text does
/// not name in full (without "the") is looked for by its first word; one not found goes last.
fn as_written(puzzle: &Puzzle, clue: &Clue, options: &[ItemId]) -> Vec<ItemId> {
    let text = clue.text.to_lowercase();
    let at = |item: ItemId| {
        let name = puzzle.item_name(item).to_lowercase();
        let name = name.strip_prefix("the ").unwrap_or(&name).to_string();
        let first = name.split(' ').next().unwrap_or_default().to_string();
        text.find(&name)
            .or_else(|| text.find(&first))
            .unwrap_or(usize::MAX)
    };
    let mut sorted = options.to_vec();
    sorted.sort_by_key(|&i| at(i));
    sorted
}

/// `A + (B | C)` with B and C of one category: A and its options (its facts are A ✗ the rest).
fn alternatives(clue: &Clue) -> Option<(ItemId, &[ItemId])> {
    let [option] = &clue.options[..] else {
        return None;
    };
    if option.negated || !option.is_together() {
        return None;
    }
    match &option.terms[..] {
        [one, many] | [many, one] if one.alternatives.len() == 1 && many.alternatives.len() > 1 => {
            let category = many.alternatives[0].category;
            let same = many.alternatives.iter().all(|i| i.category == category);
            (same && one.alternatives[0].category != category)
                .then_some((one.alternatives[0], &many.alternatives[..]))
        }
        _ => None,
    }
}

/// A comparison clue of two items of other categories than the one compared on, which no
/// place satisfies with itself: the two are in different rows (the comparison, and that ✗).
fn apart(clue: &Clue) -> Option<(Compared<'_>, Fact)> {
    let [option] = &clue.options[..] else {
        return None;
    };
    let compared = Compared::of(option)?;
    let (a, b, comparison) = (compared.a, compared.b, compared.comparison);
    let places = comparison.values.len();
    let apart = !compared.negated
        && a.category != b.category
        && a.category != comparison.category
        && b.category != comparison.category
        && (0..places).all(|p| !comparison.allows(p, p));
    apart.then_some((compared, Fact::no(a, b)))
}

/// Calls `f` with each fact a clue states outright (unsorted, perhaps more than once).
fn each_fact_of(clue: &Clue, size: usize, f: &mut dyn FnMut(Fact)) {
    if let Some((_, fact)) = apart(clue) {
        f(fact);
        return;
    }
    let [option] = &clue.options[..] else {
        return;
    };
    if !option.is_together() {
        return;
    }
    if option.negated {
        if let [first, second] = &option.terms[..] {
            for &a in &first.alternatives {
                for &b in &second.alternatives {
                    if a.category != b.category {
                        f(Fact::no(a, b));
                    }
                }
            }
        }
        return;
    }
    let single = |t: &Term| match &t.alternatives[..] {
        [one] => Some(*one),
        _ => None,
    };
    let singles = || option.terms.iter().filter_map(single);
    for (i, a) in singles().enumerate() {
        for b in singles().skip(i + 1) {
            if a.category != b.category {
                f(Fact::yes(a, b));
            }
        }
    }
    for term in option.terms.iter().filter(|t| t.alternatives.len() > 1) {
        let category = term.alternatives[0].category;
        if term.alternatives.iter().any(|a| a.category != category) {
            continue;
        }
        for single in singles().filter(|s| s.category != category) {
            for index in 0..size {
                let other = ItemId::new(category, index);
                if !term.alternatives.contains(&other) {
                    f(Fact::no(single, other));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    fn run(clue: &str, facts: &[(&str, &str, bool)]) -> Option<Vec<String>> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        ClueFact
            .find(&Context::new(&puzzle, &grid))
            .map(|d| conclusions(&puzzle, &d))
    }

    #[test]
    fn pairs_and_triples_give_yes() {
        assert_eq!(
            run("Gunmetal + dumbbell", &[]).unwrap(),
            ["Gunmetal+dumbbell"]
        );
        assert_eq!(
            run("Gunmetal + dumbbell + gym", &[]).unwrap(),
            ["Gunmetal+dumbbell", "Gunmetal+gym", "dumbbell+gym"]
        );
    }

    #[test]
    fn negations_give_no() {
        assert_eq!(
            run("not Raspberry + (gym | lobby)", &[]).unwrap(),
            ["Raspberry-gym", "Raspberry-lobby"]
        );
        assert_eq!(run("not Raspberry + tea", &[]).unwrap(), ["Raspberry-tea"]);
    }

    #[test]
    fn one_category_group_excludes_the_rest() {
        assert_eq!(run("cue + (pool | lobby)", &[]).unwrap(), ["cue-gym"]);
    }

    #[test]
    fn a_comparison_of_two_other_items_keeps_them_apart() {
        let run = |clue: &str| {
            let text = format!("{PUZZLE}floor (ordered): 1, 2, 3\n{clue}\n");
            let (puzzle, grid) = setup(&text, &[]);
            ClueFact
                .find(&Context::new(&puzzle, &grid))
                .map(|d| (conclusions(&puzzle, &d), d.reason))
        };
        for clue in [
            "Gunmetal < cue",
            "Gunmetal next to cue",
            "cue = Gunmetal + 2",
        ] {
            let (facts, reason) = run(clue).expect(clue);
            assert_eq!(facts, ["Gunmetal-cue"], "{clue}");
            assert!(reason.ends_with(": two different floors."), "{reason}");
        }
        // Not what a negated comparison says, nor one with a floor in it (order bounds' part).
        for clue in [
            "not Gunmetal < cue",
            "Gunmetal < 3",
            "not Gunmetal next to cue",
        ] {
            assert_eq!(run(clue), None, "{clue}");
        }
    }

    #[test]
    fn does_not_fire_on_cases_or_known_facts() {
        assert_eq!(run("Saffron + cue or Gunmetal + cue", &[]), None);
        assert_eq!(run("not Saffron + cue + gym", &[]), None);
        assert_eq!(run("cue + (Saffron | gym)", &[]), None);
        assert_eq!(
            run("Gunmetal + dumbbell", &[("Gunmetal", "dumbbell", true)]),
            None
        );
    }
}
