//! **Clue set** — when no named technique applies, take a few clues together and ask what they
//! force with what is already known: is there any way to fill the grid that keeps all of them
//! and leaves a certain cell open either way? Sets are tried smallest first (no clue — the grid
//! rules alone — then one clue, two, up to [`MAX_SET`]); the first set that forces some open
//! cells gives them all in one step. The answer comes from the exhaustive solver on just those
//! clues and the known cells (`crate::entailment::backbone`), so it is exact, but it is not a
//! named pattern a person would spot: the step lists the clues in plain words and what they force
//! together, and the rating charges for the size of the set. The work is bounded (a fixed budget
//! of solver runs per search, counted, not timed), after which the engine falls back to search.
//!
//! The step cites the set's clues and, cut down by deletion, only the earlier steps it needs.
//! Every clue of the set is needed: a smaller set would have been found first.

use super::{Context, Deduction, Technique, TechniqueId, join};
use crate::check::read_clue;
use crate::entailment::{Backbones, Dimensions, Forced, Premise, facts_of, minimise, surely_holds};
use crate::grid::Fact;
use crate::model::Clue;

pub struct ClueSet;

/// Up to this many cited facts are named in the reason; more are cited by step.
const SHOWN_FACTS: usize = 4;

/// The largest set of clues tried (see docs/difficulty.md).
pub const MAX_SET: usize = 3;

/// Work one search for a clue set may take (deterministic): solver runs × the grid's cells. A
/// run costs about in proportion to the cells, so the limit is about the same time at any size:
/// 5,000 runs on a 5 × 5 grid (250 cells), 700 on an 8 × 8 one (1,792 cells).
const WORK: usize = 1_250_000;

/// Most work units (see [`crate::deadline`]) the runs of one search may cost, estimated from
/// the grid's size: binds only on grids past about 20 × 20.
const MAX_WORK: u64 = 2_000_000_000;

/// The fewest solver runs a search may take, however large the grid.
const MIN_RUNS: usize = 300;

impl Technique for ClueSet {
    fn id(&self) -> TechniqueId {
        TechniqueId::ClueSet
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let grid = ctx.grid;
        let dims = Dimensions {
            categories: grid.categories(),
            items: grid.size(),
        };
        let open = grid.open_facts();
        if open.is_empty() {
            return None;
        }
        let known = grid.known_facts();
        let cells = dims.categories * (dims.categories - 1) / 2 * dims.items * dims.items;
        let mut budget = (WORK / cells.max(1)).max(MIN_RUNS);
        // On large grids one run costs more than the run count says: a search (at least k · n
        // nodes of k² · n work units each) and a look at every cell. Keep the runs within
        // MAX_WORK units; a grid where not even one fits gets no clue set (issue 22).
        let (k, n) = (dims.categories as u64, dims.items as u64);
        let per_run = k * k * k * n * n + cells as u64;
        budget = budget.min((MAX_WORK / per_run.max(1)) as usize);
        if budget == 0 {
            return None;
        }
        // Clues the known cells already keep can tell nothing more.
        let mut live: Vec<usize> = Vec::new();
        for (index, clue) in ctx.puzzle.clues().iter().enumerate() {
            if budget == 0 || ctx.deadline.passed() {
                return None;
            }
            budget -= 1;
            if !surely_holds(dims, clue, &known) {
                live.push(index);
            }
        }
        // Answer grids found on the way (they keep the known cells) settle most cells of later
        // sets without a solver run.
        let live_clues: Vec<&Clue> = live
            .iter()
            .filter_map(|&c| ctx.puzzle.clues().get(c))
            .collect();
        let positions: Vec<usize> = (0..live.len()).collect();
        let mut backbones = Backbones::new(dims, live_clues, &known, &open);
        for size in 0..=MAX_SET.min(live.len()) {
            let mut found = None;
            for_each_subset(&positions, size, &mut |set| {
                if ctx.deadline.passed() {
                    return Walk::Stop;
                }
                match backbones.of(set, &mut budget) {
                    None => Walk::Stop,
                    Some(Forced::Cells(cells)) if cells.is_empty() => Walk::Go,
                    Some(forced) => {
                        let clues: Vec<usize> = set.iter().map(|&i| live[i]).collect();
                        found = Some((clues, forced));
                        Walk::Stop
                    }
                }
            });
            if let Some((set, forced)) = found {
                return Some(deduce(ctx, dims, &set, forced));
            }
            if budget == 0 || ctx.deadline.passed() {
                return None;
            }
        }
        None
    }
}

/// Whether to go on walking the subsets.
enum Walk {
    Go,
    Stop,
}

/// Calls `visit` on every `size`-subset of `items` in lexicographic order, until it says stop.
fn for_each_subset(items: &[usize], size: usize, visit: &mut dyn FnMut(&[usize]) -> Walk) {
    fn walk(
        items: &[usize],
        size: usize,
        chosen: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> Walk,
    ) -> bool {
        if chosen.len() == size {
            return matches!(visit(chosen), Walk::Go);
        }
        let needed = size - chosen.len();
        for start in 0..items.len() {
            if items.len() - start < needed {
                break;
            }
            chosen.push(items[start]);
            let go_on = walk(&items[start + 1..], size, chosen, visit);
            chosen.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    walk(items, size, &mut Vec::new(), visit);
}

/// The step for a set of clues and what it forces: the conclusions (a ✗ that a forced ✓ brings
/// by one-to-one is left to the rule), the clues, and the earlier steps needed, cut down.
fn deduce(ctx: &Context<'_>, dims: Dimensions, set: &[usize], forced: Forced) -> Deduction {
    let grid = ctx.grid;
    let conclusions: Vec<Fact> = match &forced {
        Forced::Nothing => Vec::new(),
        Forced::Cells(cells) => without_linked(without_brought(cells)),
    };
    // Premises: the clues (a smaller set would have been found first, so all stay), then the
    // known ✓s (each stands for its line's ✗s too), then the ✗s no known ✓ brings. Each fact is
    // a premise of its own, so what is kept does not depend on how steps were numbered or
    // grouped; the reason cites the steps they come from.
    let mut premises: Vec<Premise> = set.iter().map(|&c| Premise::Clue(c)).collect();
    let known = without_brought(&grid.known_facts());
    premises.extend(
        known
            .iter()
            .filter(|f| f.together)
            .chain(known.iter().filter(|f| !f.together))
            .map(|&f| Premise::Facts(vec![f])),
    );
    let needed = minimise(dims, ctx.puzzle.clues(), premises, &conclusions);
    let clues: Vec<usize> = needed
        .iter()
        .filter_map(|p| match p {
            Premise::Clue(c) => Some(*c),
            Premise::Facts(_) => None,
        })
        .collect();
    let facts: Vec<Fact> = facts_of(&needed);
    let reason = ctx.reason(|| say(ctx, &clues, &facts, &forced, &conclusions));
    let deduction = if matches!(forced, Forced::Nothing) {
        Deduction::contradiction(TechniqueId::ClueSet, reason)
    } else {
        Deduction::new(TechniqueId::ClueSet, conclusions, reason)
    };
    deduction.with_clues(clues).with_facts(facts)
}

/// `facts` without the ✓s two others link (A with B and B with C give A with C): the easier
/// techniques find those next, and the step stays smaller. Facts of later categories go first,
/// so what stays is mostly about the first category's items (the rows).
fn without_linked(facts: Vec<Fact>) -> Vec<Fact> {
    let mut kept = facts;
    let mut i = kept.len();
    while i > 0 {
        i -= 1;
        let f = kept[i];
        let meets = |x: crate::model::ItemId, y: crate::model::ItemId| {
            kept.iter()
                .any(|g| g.together && ((g.a == x && g.b == y) || (g.a == y && g.b == x)))
        };
        let linked = f.together
            && kept.iter().enumerate().any(|(j, g)| {
                j != i && g.together && {
                    // The third item: g's other end, when g touches one end of f.
                    let third = if g.a == f.a || g.b == f.a {
                        Some((if g.a == f.a { g.b } else { g.a }, f.b))
                    } else if g.a == f.b || g.b == f.b {
                        Some((if g.a == f.b { g.b } else { g.a }, f.a))
                    } else {
                        None
                    };
                    third.is_some_and(|(z, other)| z != other && meets(z, other))
                }
            });
        if linked {
            kept.remove(i);
        }
    }
    kept
}

/// The ✓s of `facts`, and the ✗s that none of those ✓s brings by one-to-one.
fn without_brought(facts: &[Fact]) -> Vec<Fact> {
    facts
        .iter()
        .copied()
        .filter(|f| {
            f.together
                || !facts.iter().any(|y| {
                    y.together
                        && ((y.a == f.a && y.b.category == f.b.category)
                            || (y.b == f.b && y.a.category == f.a.category))
                })
        })
        .collect()
}

/// "Because clue line 4 (`…`: …) and clue line 9 (`…`: …), with what steps 3 and 7 showed
/// (…), leave one way only: …"
fn say(
    ctx: &Context<'_>,
    clues: &[usize],
    facts: &[Fact],
    forced: &Forced,
    conclusions: &[Fact],
) -> String {
    let read: Vec<String> = clues
        .iter()
        .filter_map(|&c| {
            let clue = ctx.puzzle.clues().get(c)?;
            Some(format!(
                "clue line {} (`{}`: {})",
                clue.line,
                clue.text,
                read_clue(ctx.puzzle, clue)
            ))
        })
        .collect();
    let mut reason = match &read[..] {
        [] => "Take the grid rules alone".to_string(),
        [one] => format!("Take {one}"),
        many => format!("Take together {}", join(many, "and")),
    };
    // A few facts are named; many are cited by the steps that found them.
    if (1..=SHOWN_FACTS).contains(&facts.len()) {
        let known: Vec<String> = facts.iter().map(|f| ctx.say_cited(*f)).collect();
        reason.push_str(&format!(", with what is known: {}", join(&known, "and")));
    } else if !facts.is_empty() {
        reason.push_str(&format!(", with what {} found", ctx.cite_all(facts)));
    }
    let them = match clues.len() {
        0 => "what is known",
        1 => "it",
        _ => "them all",
    };
    let smaller = if clues.is_empty() {
        ""
    } else {
        ", and no smaller set of clues forces anything new"
    };
    match forced {
        Forced::Nothing => reason.push_str(&format!(
            ". No way to fill the grid keeps {them}: they cannot all hold."
        )),
        Forced::Cells(_) => reason.push_str(&format!(
            ". Every way to fill the grid that keeps {them} agrees on {}: no named technique finds {}{smaller}.",
            if conclusions.len() == 1 { "this" } else { "these" },
            if conclusions.len() == 1 { "it" } else { "them" },
        )),
    }
    reason
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_come_in_order() {
        let mut seen = Vec::new();
        for_each_subset(&[1, 2, 3, 4], 2, &mut |s| {
            seen.push(s.to_vec());
            Walk::Go
        });
        assert_eq!(
            seen,
            [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]].map(|s| s.to_vec())
        );
        let mut count = 0;
        for_each_subset(&[1, 2, 3], 0, &mut |s| {
            assert!(s.is_empty());
            count += 1;
            Walk::Go
        });
        assert_eq!(count, 1);
        let mut first = Vec::new();
        for_each_subset(&[1, 2, 3], 1, &mut |s| {
            first.push(s[0]);
            Walk::Stop
        });
        assert_eq!(first, [1]);
    }
}
