//! Other ways to see a step (`explain --alternatives`): sets of premises other than the step's
//! own that also give its conclusions, each minimal (drop any one premise and the rest no longer
//! force them). A premise is a clue, or an earlier step with every fact it set (its conclusions
//! and their one-to-one consequences); a player's given facts are always there.
//!
//! For each premise `u` the step cites, the premises available at that step (every clue, every
//! earlier step) without `u` are tried: if they still force the conclusions
//! ([`crate::solver::entailment::forces`]), they are shrunk to a minimal set, and that set is kept unless
//! an earlier `u` gave it already or it has more than [`EXTRA_PREMISES`] premises over the step's
//! own. So every set found leaves out at least one of the step's own premises. A clue-fact step
//! and the clue it reads count as the same premise here (see `twins`): trading one for the other
//! is not seeing the step another way.
//!
//! Shrinking is QuickXplain (divide-and-conquer deletion): it keeps the premises offered first
//! whenever it can, and needs about `2·k·log(n/k)` solver runs for a set of `k` out of `n`,
//! instead of `n` for one-by-one deletion. The order offered is the step's other premises (so an
//! alternative replaces as little as it can), then the premises about an item of the conclusions,
//! then the rest; in each group earlier steps from the first on (so later steps are dropped
//! first), then clues in file order. Everything is in a fixed order, so the result is
//! deterministic.

use crate::deadline::Deadline;
use crate::explain::explanation::{Alternatives, Step, Support};
use crate::grid::Fact;
use crate::model::{Clue, ItemId, Puzzle};
use crate::solver::entailment::{Dimensions, forces};
use crate::techniques::TechniqueId;

/// How many alternatives `explain --alternatives` shows per step.
pub const DEFAULT_CAP: usize = 3;

/// How many more premises than the step's own an alternative may have. Larger sets are minimal
/// too, but they retrace much of the puzzle: nobody would see the step that way.
pub const EXTRA_PREMISES: usize = 1;

/// One premise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Premise {
    /// A clue, by index.
    Clue(usize),
    /// An earlier step, by number.
    Step(usize),
}

/// Fills in `alternatives` for every step that can have them (see [`for_step`]), keeping at most
/// `cap` per step. Steps reached after the deadline are left without (`None`); returns the
/// number of the first of them, if any.
pub fn annotate(
    puzzle: &Puzzle,
    steps: &mut [Step],
    given: &[Fact],
    cap: usize,
    deadline: Deadline,
) -> Option<usize> {
    for index in 0..steps.len() {
        if deadline.passed() {
            return steps.get(index).map(|s| s.number);
        }
        let found = for_step(puzzle, steps, index, given, cap);
        if let Some(step) = steps.get_mut(index) {
            step.alternatives = found;
        }
    }
    None
}

/// The alternatives of `steps[index]` (at most `cap`), or `None` for a step that has none to
/// look for: a contradiction, a search, a grouped step (`--group-simple`; each of its facts is
/// read from its own clue), or one that concludes nothing.
pub fn for_step(
    puzzle: &Puzzle,
    steps: &[Step],
    index: usize,
    given: &[Fact],
    cap: usize,
) -> Option<Alternatives> {
    let step = steps.get(index)?;
    if step.contradiction
        || step.technique == TechniqueId::Search
        || !step.parts.is_empty()
        || step.conclusions.is_empty()
    {
        return None;
    }
    let oracle = Oracle {
        puzzle,
        steps,
        given,
        goals: &step.conclusions,
    };
    let own: Vec<Premise> = step
        .clues
        .iter()
        .map(|&c| Premise::Clue(c))
        .chain(step.steps.iter().map(|&s| Premise::Step(s)))
        .collect();
    let earlier: Vec<Premise> = steps[..index]
        .iter()
        .filter(|s| !s.contradiction && s.technique != TechniqueId::Search)
        .map(|s| Premise::Step(s.number))
        .collect();
    let clues: Vec<Premise> = (0..puzzle.clues().len()).map(Premise::Clue).collect();
    // Premises about the items of the conclusions first, then the rest.
    let (near, far): (Vec<Premise>, Vec<Premise>) = earlier
        .iter()
        .chain(&clues)
        .partition(|&&p| oracle.mentions_goal_item(p));
    let mut sets: Vec<Support> = Vec::new();
    for &left_out in &own {
        let out = twins(steps, index, left_out);
        let mut offered: Vec<Premise> = own.iter().copied().filter(|p| !out.contains(p)).collect();
        for &p in near.iter().chain(&far) {
            if !out.contains(&p) && !offered.contains(&p) {
                offered.push(p);
            }
        }
        if !oracle.forces(&offered) {
            continue;
        }
        let mut base = Vec::new();
        let minimal = shrink(&oracle, &mut base, &offered, false);
        if minimal.is_empty() {
            continue;
        }
        if minimal.len() > own.len() + EXTRA_PREMISES {
            continue;
        }
        let support = support_of(puzzle, &minimal);
        if !sets.contains(&support) {
            sets.push(support);
        }
    }
    let more = sets.len() > cap;
    sets.truncate(cap);
    Some(Alternatives { sets, more })
}

/// The premises to leave out with `premise`: itself, and those that say the same. A clue-fact
/// step says no more than its clue (the grouped step of `--group-simple` no more than its
/// clues), so swapping one for the other is not another way to see a step: leaving out a clue
/// also leaves out the clue-fact steps (before `index`) that read it, and leaving out a
/// clue-fact step also leaves out the clues it read.
fn twins(steps: &[Step], index: usize, premise: Premise) -> Vec<Premise> {
    let mut out = vec![premise];
    let reads = |s: &Step| s.technique == TechniqueId::ClueFact && !s.contradiction;
    match premise {
        Premise::Clue(c) => out.extend(
            steps[..index]
                .iter()
                .filter(|s| reads(s) && s.clues.contains(&c))
                .map(|s| Premise::Step(s.number)),
        ),
        Premise::Step(number) => {
            if let Some(step) = number.checked_sub(1).and_then(|i| steps.get(i))
                && reads(step)
            {
                out.extend(step.clues.iter().map(|&c| Premise::Clue(c)));
            }
        }
    }
    out
}

/// A set of premises as a [`Support`] (sorted).
fn support_of(puzzle: &Puzzle, premises: &[Premise]) -> Support {
    let mut clues: Vec<usize> = premises
        .iter()
        .filter_map(|p| match p {
            Premise::Clue(c) => Some(*c),
            Premise::Step(_) => None,
        })
        .collect();
    clues.sort();
    let mut steps: Vec<usize> = premises
        .iter()
        .filter_map(|p| match p {
            Premise::Step(s) => Some(*s),
            Premise::Clue(_) => None,
        })
        .collect();
    steps.sort();
    Support {
        clue_lines: clues
            .iter()
            .filter_map(|&c| puzzle.clues().get(c))
            .map(|c| c.line)
            .collect(),
        clues,
        steps,
    }
}

/// Decides whether premises force one step's conclusions.
struct Oracle<'a> {
    puzzle: &'a Puzzle,
    steps: &'a [Step],
    given: &'a [Fact],
    goals: &'a [Fact],
}

impl Oracle<'_> {
    /// Whether a premise is about an item of one of the goals.
    fn mentions_goal_item(&self, premise: Premise) -> bool {
        let wanted = |item: ItemId| self.goals.iter().any(|g| g.a == item || g.b == item);
        match premise {
            Premise::Clue(c) => self.puzzle.clues().get(c).is_some_and(|clue| {
                clue.options
                    .iter()
                    .flat_map(|o| o.terms.iter().flat_map(|t| &t.alternatives))
                    .any(|&item| wanted(item))
            }),
            Premise::Step(s) => s
                .checked_sub(1)
                .and_then(|i| self.steps.get(i))
                .is_some_and(|step| step.conclusions.iter().any(|f| wanted(f.a) || wanted(f.b))),
        }
    }

    fn forces(&self, premises: &[Premise]) -> bool {
        let mut clues: Vec<&Clue> = Vec::new();
        let mut facts: Vec<Fact> = self.given.to_vec();
        for &p in premises {
            match p {
                Premise::Clue(c) => clues.extend(self.puzzle.clues().get(c)),
                Premise::Step(s) => {
                    // Its one-to-one consequences follow from its conclusions by the grid
                    // rules, which always hold: the conclusions say it all.
                    if let Some(step) = s.checked_sub(1).and_then(|i| self.steps.get(i)) {
                        facts.extend_from_slice(&step.conclusions);
                    }
                }
            }
        }
        let dims = Dimensions::of(self.puzzle);
        forces(dims, &clues, &facts, self.goals)
    }
}

/// QuickXplain ([`crate::solver::entailment::quick_xplain`]) with the oracle's test.
fn shrink(
    oracle: &Oracle<'_>,
    base: &mut Vec<Premise>,
    candidates: &[Premise],
    changed: bool,
) -> Vec<Premise> {
    crate::solver::entailment::quick_xplain(
        &|set: &[Premise]| oracle.forces(set),
        base,
        candidates,
        changed,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::engine::{ExplainOptions, explain_with};

    #[test]
    fn supports_read_as_a_player_would_say_them() {
        let support = |clue_lines: Vec<usize>, steps: Vec<usize>| Support {
            clues: clue_lines.clone(),
            clue_lines,
            steps,
        };
        assert_eq!(
            support(vec![4, 7], vec![2]).describe(),
            "clue lines 4 and 7 with step 2"
        );
        assert_eq!(support(vec![], vec![3, 5]).describe(), "steps 3 and 5");
        assert_eq!(support(vec![9], vec![]).describe(), "clue line 9");
    }

    #[test]
    fn a_redundant_clue_is_another_way_to_read_a_fact() {
        // Line 4 says it, and lines 5 and 6 together say it too.
        let puzzle = Puzzle::parse(
            "a: a1, a2, a3\nb: b1, b2, b3\nc: c1, c2, c3\na1 + b1\na1 + c1\nb1 + c1\n",
        )
        .unwrap();
        let options = ExplainOptions {
            alternatives: Some(DEFAULT_CAP),
            group_simple: false,
            ..ExplainOptions::default()
        };
        let explanation = explain_with(&puzzle, &options);
        let first = &explanation.steps[0];
        assert_eq!(first.clue_lines, [4]);
        let found = first.alternatives.as_ref().unwrap();
        assert_eq!(found.sets.len(), 1);
        assert_eq!(found.sets[0].clue_lines, [5, 6]);
        assert!(found.sets[0].steps.is_empty());
        assert!(!found.more);
    }

    #[test]
    fn shrinking_keeps_what_comes_first() {
        // Either clue alone forces a1 with b1; the one offered first is kept.
        let puzzle = Puzzle::parse("a: a1, a2\nb: b1, b2\na1 + b1\nnot a1 + b2\n").unwrap();
        let goal = [Fact::yes(
            crate::model::ItemId::new(0, 0),
            crate::model::ItemId::new(1, 0),
        )];
        let oracle = Oracle {
            puzzle: &puzzle,
            steps: &[],
            given: &[],
            goals: &goal,
        };
        let both = [Premise::Clue(1), Premise::Clue(0)];
        assert_eq!(
            shrink(&oracle, &mut Vec::new(), &both, false),
            [Premise::Clue(1)]
        );
        let reversed = [Premise::Clue(0), Premise::Clue(1)];
        assert_eq!(
            shrink(&oracle, &mut Vec::new(), &reversed, false),
            [Premise::Clue(0)]
        );
    }
}
