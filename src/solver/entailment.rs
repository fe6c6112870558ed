//! Whether some premises force a conclusion. A premise is a clue or a grid fact; the grid rules
//! (each pair of categories matched one to one) always hold. The premises force a fact when no
//! answer grid that satisfies them breaks it, which the exhaustive solver decides on the small
//! problem they make: their clues, their facts as one-pair clues, and the negated goal, over only
//! the categories they mention (the others are free, so any answer for the mentioned ones
//! extends to them).
//!
//! Every question is answered by a search of at most [`MAX_NODES`] nodes (and where that gives
//! up, once more by a search that branches on the named items first); past that the answer is
//! the cautious one ("not shown to force").
//!
//! The engine uses this to trim a step's support to a minimal set (drop a premise whenever the
//! rest still force the conclusion) and to find clue-set deductions; the test suite uses it to
//! check that every step's cited premises are sufficient and minimal.

use crate::deadline::Deadline;
use crate::grid::Fact;
use crate::model::{Clue, ClueOption, Relation, Solution};
use crate::solver::search_grid;

/// The size of the grid the premises live in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dimensions {
    pub categories: usize,
    pub items: usize,
}

impl Dimensions {
    /// The grid of a puzzle.
    pub fn of(puzzle: &crate::model::Puzzle) -> Dimensions {
        Dimensions {
            categories: puzzle.category_count(),
            items: puzzle.size(),
        }
    }
}

/// A fact as a one-option clue.
#[cfg(any(test, feature = "internals"))]
pub fn fact_clue(fact: Fact) -> Clue {
    Clue::from_option(ClueOption::pair(fact.a, fact.b, !fact.together))
}

/// Whether `clues` and `facts` together force every fact of `goals` (with no goals: whether they
/// cannot all hold). Premises that cannot all hold force anything.
pub fn forces(dims: Dimensions, clues: &[&Clue], facts: &[Fact], goals: &[Fact]) -> bool {
    let mut problem: Vec<Clue> = clues.iter().map(|&c| c.clone()).collect();
    if let Some(broken) = some_broken(goals) {
        problem.push(broken);
    }
    let mut facts = facts.to_vec();
    let categories = restrict(dims, &mut problem, &mut facts);
    matches!(
        search(categories, dims.items, &problem, &facts),
        Search::Nothing
    )
}

/// Most search nodes one question here may take. Proving that loose premises force something
/// can take an exhaustive search of a large grid; past this the answer is "not shown", which
/// every caller reads the cautious way (a premise kept, a fact not claimed). Small grids never
/// come near it.
pub const MAX_NODES: u64 = 20_000;

/// What one bounded solver run found.
pub(super) enum Search {
    /// An answer grid (which only `backbones`, built for tests and benchmarks, reads).
    Found(#[cfg_attr(not(any(test, feature = "internals")), allow(dead_code))] Solution),
    Nothing,
    GaveUp,
}

/// The plain search first, then (if it gave up) the search that branches on the named items
/// first: each is best on some questions (loose premises about a few items need the second;
/// the first can be a thousand times quicker elsewhere), and trying the second only where the
/// first gave up never answers less than the first alone.
pub(super) fn search(categories: usize, items: usize, clues: &[Clue], facts: &[Fact]) -> Search {
    for focus in [false, true] {
        let mut report = search_grid(
            categories,
            items,
            (clues, facts),
            1,
            Deadline::none(),
            MAX_NODES,
            focus,
        );
        match report.solutions.pop() {
            Some(found) => return Search::Found(found),
            None if report.timed_out => continue,
            None => return Search::Nothing,
        }
    }
    Search::GaveUp
}

/// Whether `clues` and `facts` cannot all hold together.
pub fn inconsistent(dims: Dimensions, clues: &[&Clue], facts: &[Fact]) -> bool {
    forces(dims, clues, facts, &[])
}

/// "Some goal fails": one clue whose options are the goals' negations (none for no goals).
fn some_broken(goals: &[Fact]) -> Option<Clue> {
    let first = goals.first()?;
    let mut broken = Clue::from_option(ClueOption::pair(first.a, first.b, first.together));
    broken.options = goals
        .iter()
        .map(|g| ClueOption::pair(g.a, g.b, g.together))
        .collect();
    Some(broken)
}

/// One premise a step can cite: a clue (by index), or some facts that come together (those cited
/// from one earlier step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Premise {
    Clue(usize),
    Facts(Vec<Fact>),
}

/// The facts among `premises`, in order.
pub fn facts_of(premises: &[Premise]) -> Vec<Fact> {
    premises
        .iter()
        .flat_map(|p| match p {
            Premise::Facts(facts) => facts.clone(),
            Premise::Clue(_) => Vec::new(),
        })
        .collect()
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

/// Shrinks `premises`, which force `goals`, to a minimal list that still does (leave out any one
/// and the rest no longer force them). QuickXplain: divide-and-conquer deletion, about
/// `2·k·log(n/k)` questions for `k` kept of `n`, where one-by-one deletion asks `n`. It keeps the
/// premises that come first whenever it can, so the order of `premises` decides which minimal list
/// comes out. If `premises` do not (or are not shown to) force `goals`, they come back as they are.
pub fn minimise(
    dims: Dimensions,
    all_clues: &[Clue],
    premises: Vec<Premise>,
    goals: &[Fact],
) -> Vec<Premise> {
    let everything: Vec<&Premise> = premises.iter().collect();
    if !premises_force(dims, all_clues, &everything, goals) {
        return premises;
    }
    let oracle = |set: &[&Premise]| premises_force(dims, all_clues, set, goals);
    let candidates: Vec<&Premise> = premises.iter().collect();
    let kept = quick_xplain(&oracle, &mut Vec::new(), &candidates, false);
    kept.into_iter().cloned().collect()
}

/// QuickXplain: a minimal subset of `candidates` that with `base` passes `forces` (a monotone
/// test: more premises never pass less), given that `base` and all of `candidates` do.
/// `changed`: whether `base` grew since it was last known not to pass alone. Prefers the
/// candidates that come first.
pub fn quick_xplain<T: Copy>(
    forces: &dyn Fn(&[T]) -> bool,
    base: &mut Vec<T>,
    candidates: &[T],
    changed: bool,
) -> Vec<T> {
    let mut test = |set: &[T]| Some(forces(set));
    quick_xplain_until(&mut test, base, candidates, changed).unwrap_or_default()
}

/// [`quick_xplain`] with a test that may give up (`None`, at a deadline): then so does this.
pub fn quick_xplain_until<T: Copy>(
    holds: &mut dyn FnMut(&[T]) -> Option<bool>,
    base: &mut Vec<T>,
    candidates: &[T],
    changed: bool,
) -> Option<Vec<T>> {
    if changed && holds(base)? {
        return Some(Vec::new());
    }
    if candidates.len() <= 1 {
        return Some(candidates.to_vec());
    }
    let (first, second) = candidates.split_at(candidates.len() / 2);
    let len = base.len();
    base.extend_from_slice(first);
    let from_second = quick_xplain_until(holds, base, second, true);
    base.truncate(len);
    let from_second = from_second?;
    base.extend_from_slice(&from_second);
    let from_first = quick_xplain_until(holds, base, first, !from_second.is_empty());
    base.truncate(len);
    let mut from_first = from_first?;
    from_first.extend(from_second);
    Some(from_first)
}

/// Renumbers `problem` and `facts` to only the categories they mention (the others are free:
/// any answer for the mentioned ones extends to them), and returns how many are kept. A single
/// category cannot form a grid; two is the smallest (the second is then free).
fn restrict(dims: Dimensions, problem: &mut [Clue], facts: &mut [Fact]) -> usize {
    let mut used = vec![false; dims.categories];
    let mut mark = |category: usize| {
        if let Some(u) = used.get_mut(category) {
            *u = true;
        }
    };
    for clue in problem.iter() {
        for option in &clue.options {
            for item in option.terms.iter().flat_map(|t| &t.alternatives) {
                mark(item.category);
            }
            if let Relation::Compare(c) = &option.relation {
                mark(c.category);
            }
        }
    }
    for fact in facts.iter() {
        mark(fact.a.category);
        mark(fact.b.category);
    }
    let mut new_index = vec![usize::MAX; dims.categories];
    let mut kept = 0;
    for (c, &u) in used.iter().enumerate() {
        if u {
            new_index[c] = kept;
            kept += 1;
        }
    }
    let renumber = |category: &mut usize| {
        if let Some(&n) = new_index.get(*category) {
            *category = n;
        }
    };
    for clue in problem.iter_mut() {
        for option in &mut clue.options {
            for item in option.terms.iter_mut().flat_map(|t| &mut t.alternatives) {
                renumber(&mut item.category);
            }
            if let Relation::Compare(c) = &mut option.relation {
                renumber(&mut c.category);
            }
        }
    }
    for fact in facts.iter_mut() {
        renumber(&mut fact.a.category);
        renumber(&mut fact.b.category);
    }
    kept.max(2)
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
        // The fact and clue 0 say the same; the one offered first stays.
        let kept = minimise(DIMS, p.clues(), premises, &[goal]);
        assert_eq!(kept, [Premise::Facts(vec![both]), Premise::Clue(1)]);
        // Premises that do not force the goal come back as they are.
        let weak = vec![Premise::Clue(0)];
        assert_eq!(minimise(DIMS, p.clues(), weak.clone(), &[goal]), weak);
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
