//! Whether some premises force a conclusion. A premise is a clue or a grid fact; the grid rules
//! (each pair of categories matched one to one) always hold. The premises force a fact when no
//! answer grid that satisfies them breaks it, which the exhaustive solver decides on the small
//! problem they make: their clues, their facts as one-pair clues, and the negated goal, over only
//! the categories they mention (the others are free, so any answer for the mentioned ones
//! extends to them).
//!
//! The engine uses this to trim a step's support to a minimal set (drop a premise whenever the
//! rest still force the conclusion) and to find clue-set deductions; the test suite uses it to
//! check that every step's cited premises are sufficient and minimal.

use crate::grid::Fact;
use crate::model::{Clue, ClueOption, Relation};
use crate::solver::solve_clues;

/// The size of the grid the premises live in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dimensions {
    pub categories: usize,
    pub items: usize,
}

/// A fact as a one-option clue.
pub fn fact_clue(fact: Fact) -> Clue {
    Clue::from_option(ClueOption::pair(fact.a, fact.b, !fact.together))
}

/// Whether `clues` and `facts` together force every fact of `goals` (with no goals: whether they
/// cannot all hold). Premises that cannot all hold force anything.
pub fn forces(dims: Dimensions, clues: &[&Clue], facts: &[Fact], goals: &[Fact]) -> bool {
    let mut problem: Vec<Clue> = clues.iter().map(|&c| c.clone()).collect();
    problem.extend(facts.iter().map(|&f| fact_clue(f)));
    if !goals.is_empty() {
        // Some goal fails: one clue whose options are the goals' negations.
        let mut broken = Clue::from_option(ClueOption::pair(goals[0].a, goals[0].b, false));
        broken.options = goals
            .iter()
            .map(|g| ClueOption::pair(g.a, g.b, g.together))
            .collect();
        problem.push(broken);
    }
    unsatisfiable(dims, problem)
}

/// Whether `clues` and `facts` cannot all hold together.
pub fn inconsistent(dims: Dimensions, clues: &[&Clue], facts: &[Fact]) -> bool {
    forces(dims, clues, facts, &[])
}

/// One premise a step can cite: a clue (by index), or some facts that come together (those cited
/// from one earlier step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Premise {
    Clue(usize),
    Facts(Vec<Fact>),
}

/// Whether `premises` (clues indexing `all_clues`) force every fact of `goals` (none: cannot
/// all hold).
pub fn premises_force(
    dims: Dimensions,
    all_clues: &[Clue],
    premises: &[&Premise],
    goals: &[Fact],
) -> bool {
    let mut clues = Vec::new();
    let mut facts = Vec::new();
    for premise in premises {
        match premise {
            Premise::Clue(c) => clues.extend(all_clues.get(*c)),
            Premise::Facts(f) => facts.extend(f.iter().copied()),
        }
    }
    forces(dims, &clues, &facts, goals)
}

/// Shrinks `premises`, which force `goals`, to a minimal list that still does: each premise in
/// turn is left out when the rest still force them (deletion; each premise is tried once, which
/// is enough, since forcing only gets harder as premises go). The order of `premises` decides
/// which minimal list comes out: earlier ones are tried first.
pub fn minimise(
    dims: Dimensions,
    all_clues: &[Clue],
    premises: Vec<Premise>,
    goals: &[Fact],
) -> Vec<Premise> {
    let mut kept = premises;
    let mut i = 0;
    while i < kept.len() {
        let rest: Vec<&Premise> = kept
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, p)| p)
            .collect();
        if premises_force(dims, all_clues, &rest, goals) {
            kept.remove(i);
        } else {
            i += 1;
        }
    }
    kept
}

/// Whether no answer grid satisfies `problem`, solved over only the categories it mentions.
fn unsatisfiable(dims: Dimensions, mut problem: Vec<Clue>) -> bool {
    let mut used = vec![false; dims.categories];
    for clue in &problem {
        for option in &clue.options {
            for item in option.terms.iter().flat_map(|t| &t.alternatives) {
                if let Some(u) = used.get_mut(item.category) {
                    *u = true;
                }
            }
            if let Relation::Compare(c) = &option.relation
                && let Some(u) = used.get_mut(c.category)
            {
                *u = true;
            }
        }
    }
    let mut new_index = vec![usize::MAX; dims.categories];
    let mut kept = 0;
    for (c, &u) in used.iter().enumerate() {
        if u {
            new_index[c] = kept;
            kept += 1;
        }
    }
    for clue in &mut problem {
        for option in &mut clue.options {
            for item in option.terms.iter_mut().flat_map(|t| &mut t.alternatives) {
                item.category = new_index[item.category];
            }
            if let Relation::Compare(c) = &mut option.relation {
                c.category = new_index[c.category];
            }
        }
    }
    // A single category cannot form a grid; two is the smallest (the second is then free).
    solve_clues(kept.max(2), dims.items, &problem, 1)
        .solutions
        .is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ItemId, Puzzle};

    const DIMS: Dimensions = Dimensions {
        categories: 3,
        items: 3,
    };

    fn puzzle() -> Puzzle {
        Puzzle::parse("a: a1, a2, a3\nb: b1, b2, b3\nc: c1, c2, c3\na1 + b1\nb1 + c2\n").unwrap()
    }

    #[test]
    fn links_force_through_a_shared_item() {
        let p = puzzle();
        let clues: Vec<&Clue> = p.clues().iter().collect();
        let goal = Fact::yes(ItemId::new(0, 0), ItemId::new(2, 1));
        assert!(forces(DIMS, &clues, &[], &[goal]));
        assert!(!forces(DIMS, &clues[..1], &[], &[goal]));
        // The one-to-one rule is always there: a1 is then not with b2.
        let apart = Fact::no(ItemId::new(0, 0), ItemId::new(1, 1));
        assert!(forces(DIMS, &clues[..1], &[], &[apart]));
        assert!(forces(DIMS, &clues, &[], &[goal, apart]));
    }

    #[test]
    fn minimise_leaves_out_what_is_not_needed() {
        let p = puzzle();
        let goal = Fact::yes(ItemId::new(0, 0), ItemId::new(2, 1));
        let both = Fact::yes(ItemId::new(0, 0), ItemId::new(1, 0));
        let premises = vec![
            Premise::Facts(vec![both]),
            Premise::Clue(0),
            Premise::Clue(1),
        ];
        // The fact and clue 0 say the same; the first one tried goes.
        let kept = minimise(DIMS, p.clues(), premises, &[goal]);
        assert_eq!(kept, [Premise::Clue(0), Premise::Clue(1)]);
    }

    #[test]
    fn facts_are_premises_too() {
        let p = puzzle();
        let second = &p.clues()[1];
        let fact = Fact::yes(ItemId::new(0, 0), ItemId::new(1, 0));
        let goal = Fact::yes(ItemId::new(0, 0), ItemId::new(2, 1));
        assert!(forces(DIMS, &[second], &[fact], &[goal]));
        assert!(inconsistent(DIMS, &[second], &[fact, goal.negated()]));
        assert!(!inconsistent(DIMS, &[second], &[fact]));
    }
}
