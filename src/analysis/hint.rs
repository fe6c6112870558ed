//! Hints for a stuck player: only the next move (see `crate::explain::moves`), as a ladder (`nudge`
//! names where to look, `focus` adds the cells, `full` is the whole move), starting from the
//! facts the player already has. A given fact that is false in the solution is reported, with why, instead of a hint.

use crate::analysis::conflict::{minimal_conflict_until, shrink_by_deletion};
use crate::analysis::next_move::{Unit, pick};
use crate::analysis::refute::{Refutation, refute_until};
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::explanation::Step;
use crate::explain::moves::{MoveText, Moves};
use crate::grid::{Fact, Grid};
use crate::model::{GivenFact, Puzzle};
use crate::solver::solve_until;

/// How much of the next step to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HintLevel {
    /// Where to look: the clue or the block.
    Nudge,
    /// Where to look and which cells it settles, without the verdict.
    Focus,
    /// The whole step.
    Full,
}

/// What `hint` has to say.
#[derive(Debug, Clone)]
pub enum Hint {
    /// A given fact is false in every solution. `refutation` shows it cannot hold the short
    /// way: the fewest clues (and the player's other, right facts) that contradict it, as a
    /// chain from it to a clash (see `crate::analysis::refute`); `None` only when the deadline
    /// passed first.
    WrongGiven {
        /// The wrong fact, as the player wrote it.
        given: GivenFact,
        /// The true fact about that cell (for programs; the text never says it).
        truth: Fact,
        /// Why it cannot hold.
        refutation: Option<Box<Refutation>>,
    },
    /// Two given facts cannot both hold (the second one listed clashes).
    ClashingGivens {
        /// The earlier of the two.
        first: GivenFact,
        /// The one that clashes with it.
        second: GivenFact,
    },
    /// The clues contradict each other: no answer exists, whatever the player writes.
    /// `conflict` is a minimal set of clues that cannot all hold (indices into the clues).
    NoSolution {
        /// Indices into the puzzle's clues.
        conflict: Vec<usize>,
    },
    /// Each given fact holds in some answer, but these (a minimal set of them) hold together
    /// in none: with the clues, they rule out every answer.
    GivensConflict {
        /// The givens that clash with the clues together.
        givens: Vec<GivenFact>,
    },
    /// The next move from the givens: the first move of the puzzle's explanation that the
    /// player's facts (with what follows from them on paper) do not hold yet and whose premises
    /// they hold (see `crate::analysis::next_move`); its step, and the move as `explain` words
    /// it (with the bookkeeping it sets off).
    Next {
        /// The step that makes the move (numbered as in the explanation).
        step: Box<Step>,
        /// The whole move, worded as `explain` words it.
        text: String,
        /// When the first move not yet held needs facts the player lacks: that move's number
        /// (this one leads there).
        leads_to: Option<usize>,
    },
    /// The givens already settle the answer (or nothing more follows).
    Done,
    /// The deadline (or the work limit) passed before a hint was found.
    TimedOut,
}

/// The next step for a player who already has `given`, within the commands' work budget
/// ([`crate::deadline::DEFAULT_WORK`]).
pub fn hint(puzzle: &Puzzle, given: &[GivenFact]) -> Hint {
    hint_until(
        puzzle,
        given,
        Deadline::none().with_work(crate::deadline::DEFAULT_WORK),
    )
}

/// [`hint`], giving up with [`Hint::TimedOut`] when `deadline` passes first.
// long because each early return is one way the player's facts can be wrong, checked in order.
pub fn hint_until(puzzle: &Puzzle, given: &[GivenFact], deadline: Deadline) -> Hint {
    let facts: Vec<Fact> = given
        .iter()
        .map(|g| Fact::new(g.a, g.b, g.together))
        .collect();
    // Givens that cannot both hold.
    let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
    for (i, fact) in facts.iter().enumerate() {
        if let Err(clash) = grid.set(*fact, i as u32 + 1) {
            // The clashing cell was set by an earlier given (its origin is that given's number).
            let earlier = grid.origin(clash.existing.a, clash.existing.b) as usize;
            let first = given
                .get(earlier.wrapping_sub(1))
                .unwrap_or(&given[i])
                .clone();
            return Hint::ClashingGivens {
                first,
                second: given[i].clone(),
            };
        }
    }
    // Givens that are false in every solution (judged only when the list of solutions is
    // complete).
    let report = solve_until(puzzle, crate::solver::DEFAULT_MAX_SOLUTIONS, deadline);
    let solutions = report.solutions;
    if solutions.is_empty() && !report.truncated && !report.timed_out {
        return Hint::NoSolution {
            conflict: minimal_conflict_until(puzzle, deadline).unwrap_or_default(),
        };
    }
    if !solutions.is_empty() && !report.truncated && !report.timed_out {
        for (g, fact) in given.iter().zip(&facts) {
            if crate::grid::settled(&solutions, *fact) == Some(false) {
                // The player's other facts that are right in every answer may be used.
                let held: Vec<Fact> = facts
                    .iter()
                    .copied()
                    .filter(|f| crate::grid::settled(&solutions, *f) == Some(true))
                    .collect();
                return Hint::WrongGiven {
                    given: g.clone(),
                    truth: fact.negated(),
                    refutation: refute_until(puzzle, &held, *fact, deadline).map(Box::new),
                };
            }
        }
        // Each given holds in some answer; do they all hold in one? If not, keep a minimal set
        // of them that still rules out every answer (deletion, in the order given).
        let none_fits = |kept: &[usize]| {
            !solutions.iter().any(|s| {
                kept.iter()
                    .all(|&i| s.together(facts[i].a, facts[i].b) == facts[i].together)
            })
        };
        if none_fits(&(0..facts.len()).collect::<Vec<_>>()) {
            let kept = shrink_by_deletion(facts.len(), |rest, _| Some(none_fits(rest)))
                .unwrap_or_default();
            return Hint::GivensConflict {
                givens: kept.iter().map(|&i| given[i].clone()).collect(),
            };
        }
    }
    // The next move: the rule the play page runs too (`next_move`), on the puzzle's own
    // explanation and what the player holds on paper. Within the commands' work budget: on a
    // huge, loose puzzle the explanation stops where the budget binds, and the hint is picked
    // from the moves made by then (still sound).
    let explanation = explain_with(
        puzzle,
        &ExplainOptions {
            deadline,
            ..ExplainOptions::default()
        },
    );
    let moves = Moves::of(&explanation);
    if moves.moves.is_empty() && explanation.outcome == crate::solver::Outcome::TimedOut {
        return Hint::TimedOut;
    }
    let known = on_paper(&grid);
    let units = Unit::all(&explanation, &moves);
    match pick(&units, &known) {
        Some(picked) => {
            let m = &moves.moves[picked.unit];
            Hint::Next {
                step: Box::new(explanation.steps[m.step - 1].clone()),
                text: MoveText {
                    label: "Next move".to_string(),
                    ..moves.text(&explanation, m)
                }
                .to_string(),
                leads_to: picked.leads_to.map(|u| moves.moves[u].number),
            }
        }
        None => Hint::Done,
    }
}

/// What a solver on paper fills in from the player's grid without a thought, as a grid: the
/// grid's marks (with the one-to-one ✗s of its ✓s), and marks carried along the rows its ✓s join
/// (two items ticked with the same third item go together; an item crossed out against one of a
/// row is crossed out against all of it). The play page's `known()` fills in the same, so a
/// hint from a grid of ✓s is the next real move, not bookkeeping of the player's own ticks.
/// The grid's marks must hold together (they come from givens that set without a clash).
pub fn on_paper(grid: &Grid) -> Grid {
    let mut grid = grid.copy_marks();
    let k = grid.categories();
    loop {
        let mut carried = Vec::new();
        for fact in grid.known_facts() {
            for (this, other) in [(fact.a, fact.b), (fact.b, fact.a)] {
                for third in (0..k).filter(|&c| c != fact.a.category && c != fact.b.category) {
                    if let Some(partner) = grid.partner(other, third) {
                        let new = Fact::new(this, partner, fact.together);
                        if grid.mark(new.a, new.b) == crate::grid::Mark::Open {
                            carried.push(new);
                        }
                    }
                }
            }
        }
        if carried.is_empty() {
            break;
        }
        for fact in carried {
            if grid.assign(fact, 0).is_err() {
                // Right marks never clash; wrong ones are reported before this is asked, unless
                // the solver was cut short: then the grid as it stands is the best there is.
                return grid;
            }
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ItemId;

    /// Ticks that share an item join their rows; a cross against one of a row crosses out the
    /// rest of it; the one-to-one ✗s come with every tick.
    #[test]
    fn on_paper_follows_rows() {
        let mut grid = Grid::new(3, 3);
        let (a0, b1, c2) = (ItemId::new(0, 0), ItemId::new(1, 1), ItemId::new(2, 2));
        grid.set(Fact::yes(a0, b1), 1).unwrap();
        grid.set(Fact::yes(a0, c2), 1).unwrap();
        grid.set(Fact::no(ItemId::new(0, 1), ItemId::new(2, 0)), 1)
            .unwrap();
        let facts = on_paper(&grid).known_facts();
        assert!(facts.contains(&Fact::yes(b1, c2)));
        assert!(facts.contains(&Fact::no(ItemId::new(1, 0), c2)));
        // Nothing is carried that the ticks do not join: item 1 of category 0 is in no row.
        assert!(!facts.contains(&Fact::no(ItemId::new(0, 1), ItemId::new(1, 0))));
        let mut again = Grid::new(3, 3);
        for &f in &facts {
            again.set(f, 1).unwrap();
        }
        assert_eq!(on_paper(&again).known_facts(), facts);
    }
}
