//! The deduction loop: try the techniques easiest first, apply the first deduction, record it,
//! start again, until the rows are known, nothing fires, a contradiction, or a budget. The
//! explaining engine runs it over the whole puzzle; `contradiction` and `case_split` run it
//! inside a supposition or a case with the easier techniques. It also applies a deduction to the
//! grid (`apply`) and, once every row is known, finds the clue those rows break (`broken_clue`).

use crate::words::reasons::Reason;
use std::cell::RefCell;

use crate::deadline::Deadline;
use crate::grid::{Fact, Grid, Origin};
use crate::model::{ItemId, Puzzle, Relation, Solution};
use crate::solver::entailment::{Dimensions, Premise, minimise};
use crate::techniques::{
    CASE_SUPPOSITION, Context, Deduction, Quiet, SUPPOSITION, ScanMemo, Technique, TechniqueId,
    Touched,
};

/// Called after each step of [`deduce`] with the deduction (handed over), the grid after it, its
/// number and its one-to-one consequences.
pub type OnStep<'a> = dyn FnMut(Deduction, &Context<'_>, usize, &[Fact]) + 'a;

/// Why [`deduce`] stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Every row is known.
    Complete,
    /// No technique fires.
    Stalled,
    /// The last deduction was a contradiction.
    Contradiction,
    /// The step budget ran out.
    StepLimit,
    /// The deadline passed (`--timeout`).
    TimedOut,
}

/// Runs `techniques` on `grid` until the rows are complete, nothing fires, a contradiction,
/// `max_steps` deductions, or the mode's deadline. Step `i` (from 0) sets cells with origin
/// `first_origin + i`, and is reported to `on_step` after it is applied (with its number,
/// `first_origin + i`). Without `mode.words` the deductions come without reasons (see
/// [`Context::quiet`]); what they conclude is the same.
// long because the loop and its five ways to stop read best in one place.
pub fn deduce(
    puzzle: &Puzzle,
    grid: &mut Grid,
    techniques: &[&dyn Technique],
    max_steps: usize,
    first_origin: Origin,
    mode: Mode,
    on_step: &mut OnStep<'_>,
) -> Stop {
    let Mode {
        words,
        premises,
        deadline,
        quiet,
        touched,
    } = mode;
    let mut touched = touched.or_else(|| quiet.map(|q| q.touched(grid)));
    // Per technique, once it has found nothing in this run: the items touched since (it can
    // find something again only where those take part, as on the quiet grid the run started
    // from).
    let mut since: Vec<Option<Touched>> = Vec::new();
    if touched.is_some() {
        since.resize_with(techniques.len(), || None);
    }
    // Bit i: technique i is monotone and found nothing; the grid only gains cells, so it never
    // will. (Beyond the 64th technique, none is skipped.)
    let mut done = 0u64;
    let bit = |i: usize| 1u64.checked_shl(i as u32).unwrap_or(0);
    let mut taken = 0;
    // What the cheap techniques found on earlier passes over this grid: told what each step
    // sets, so the next pass only looks again at what the step touched. Keeping it costs a
    // little each step, which only pays over a long run (short runs inside suppositions do
    // better with plain scans), so it starts after the first few steps.
    let mut memo: Option<RefCell<ScanMemo>> = None;
    loop {
        if grid.rows_complete() && consistent(grid) {
            // Every row is known; a clue the rows break means the grid (the puzzle, or a
            // supposition) cannot be completed.
            let broken = if premises {
                broken_clue(puzzle, grid)
            } else {
                // (Nobody reads what it rests on: which clue breaks is enough.)
                first_broken(puzzle, grid).map(|clue| {
                    Deduction::contradiction(TechniqueId::ClueCases, String::new())
                        .with_clues([clue])
                })
            };
            let Some(mut broken) = broken else {
                return Stop::Complete;
            };
            let origin = first_origin + taken as Origin;
            apply(puzzle, grid, &mut broken, origin);
            on_step(
                broken,
                &context(puzzle, grid, words, deadline),
                origin as usize,
                &[],
            );
            return Stop::Contradiction;
        }
        if taken >= max_steps {
            return Stop::StepLimit;
        }
        // Work units for the deadline's budget: a step's techniques scan the grid at least once.
        crate::deadline::spend(grid.footprint() as u64);
        if deadline.passed() {
            return Stop::TimedOut;
        }
        let found = {
            if memo.is_none() && taken >= MEMO_AFTER_STEPS {
                memo = Some(RefCell::new(ScanMemo::new(grid)));
            }
            let ctx = Context {
                premises,
                ..context(puzzle, grid, words, deadline)
            };
            let ctx = match &memo {
                Some(memo) => ctx.with_memo(memo),
                None => ctx,
            };
            // The techniques that found nothing on this grid so far in this pass.
            let mut nothing = 0u64;
            techniques.iter().enumerate().find_map(|(i, t)| {
                if done & bit(i) != 0 {
                    nothing |= t.id().bit();
                    return None;
                }
                let ctx = Context {
                    found_nothing: nothing,
                    ..ctx
                };
                let view = match (&touched, quiet, since.get(i)) {
                    (_, _, Some(Some(since))) if t.local() => Some(since),
                    (Some(touched), Some(quiet), _) if t.local() && quiet.covers(t.id()) => {
                        Some(touched)
                    }
                    _ => None,
                };
                let found = match view {
                    Some(touched) => {
                        let found = t.find(&ctx.with_touched(touched));
                        // What the narrowed look finds is what the whole scan finds.
                        #[cfg(debug_assertions)]
                        if !deadline.passed() {
                            assert_eq!(found, t.find(&ctx), "{:?} narrowed", t.id());
                        }
                        found
                    }
                    _ => t.find(&ctx),
                };
                if found.is_none() {
                    nothing |= t.id().bit();
                    if let (Some(slot), Some(touched)) = (since.get_mut(i), &touched)
                        && t.local()
                        && !deadline.passed()
                    {
                        match slot {
                            Some(since) => since.clear(),
                            None => *slot = Some(touched.emptied()),
                        }
                    }
                }
                if found.is_none() && t.monotone() {
                    done |= bit(i);
                }
                found
            })
        };
        let Some(mut deduction) = found else {
            // A technique that gave up at the deadline found nothing; that is not a stall.
            return if deadline.passed() {
                Stop::TimedOut
            } else {
                Stop::Stalled
            };
        };
        let origin = first_origin + taken as Origin;
        let applied = apply(puzzle, grid, &mut deduction, origin);
        let consequences = applied.as_deref().unwrap_or(&[]);
        if let Some(touched) = &mut touched {
            for &fact in deduction.conclusions.iter().chain(consequences) {
                touched.add(fact);
                for since in since.iter_mut().flatten() {
                    since.add(fact);
                }
            }
        }
        if let Some(memo) = &memo {
            memo.borrow_mut().touched(
                grid,
                deduction.conclusions.iter().chain(consequences).copied(),
            );
        }
        on_step(
            deduction,
            &context(puzzle, grid, words, deadline),
            origin as usize,
            consequences,
        );
        taken += 1;
        if applied.is_none() {
            return Stop::Contradiction;
        }
    }
}

/// After how many steps of a run [`deduce`] starts keeping a [`ScanMemo`].
const MEMO_AFTER_STEPS: usize = 3;

/// How [`deduce`] runs: whether the deductions come with reasons (see [`Context::quiet`]), and
/// when to give up.
#[derive(Debug)]
pub struct Mode<'a> {
    pub words: bool,
    /// Whether anyone will read what the deductions rest on (their clues and facts): a run
    /// followed only for where it leads needs the conclusions alone.
    pub premises: bool,
    pub deadline: Deadline,
    /// The grid the run's grid was copied from, where the local techniques it covers found
    /// nothing: they then look only where the run changed the grid (see `touched`).
    pub quiet: Option<&'a Quiet<'a>>,
    /// With `quiet`: the items the run's grid changed from the quiet one, where the caller
    /// kept them while building it (else they are read off the two grids).
    pub touched: Option<Touched>,
}

/// The context techniques see: with reasons, or quiet.
fn context<'a>(puzzle: &'a Puzzle, grid: &'a Grid, words: bool, deadline: Deadline) -> Context<'a> {
    if words {
        Context::new(puzzle, grid).with_deadline(deadline)
    } else {
        Context::quiet(puzzle, grid).with_deadline(deadline)
    }
}

/// Sets a deduction's conclusions. Returns the one-to-one consequences, or `None` (and turns the
/// deduction into a contradiction) when a conclusion clashes with the grid.
pub fn apply(
    puzzle: &Puzzle,
    grid: &mut Grid,
    deduction: &mut Deduction,
    origin: Origin,
) -> Option<Vec<Fact>> {
    if deduction.contradiction {
        return None;
    }
    let mut consequences = Vec::new();
    for &fact in &deduction.conclusions {
        match grid.set(fact, origin) {
            Ok(mut more) => consequences.append(&mut more),
            Err(clash) => {
                // Cite the clashing cell as it stood before this deduction: a cell set a moment
                // ago by an earlier conclusion (it has this step's origin) was open then, origin 0.
                let existing = clash.existing;
                let set_by = match grid.origin(existing.a, existing.b) {
                    o if o == origin => 0,
                    o => o,
                };
                deduction
                    .reason
                    .push(crate::words::reasons::but_clashes(puzzle, existing, set_by));
                deduction.facts.push(clash.existing);
                deduction.facts.sort();
                deduction.facts.dedup();
                deduction.contradiction = true;
                return None;
            }
        }
    }
    consequences.sort();
    consequences.dedup();
    Some(consequences)
}

/// On a grid whose rows are all known: the first clue those rows break, as a contradiction that
/// cites the clue and where each of its items is: its ✓ with the items of one category (and
/// for a comparison, the place of its row in the ordered category compared on). Of the
/// categories the rows could be told by, the one whose ✓s were known earliest (the supposition
/// counting as known first), then the fewest, then the first: so which steps the clash needs
/// does not depend on which category the puzzle lists first.
pub fn broken_clue(puzzle: &Puzzle, grid: &Grid) -> Option<Deduction> {
    let broken = first_broken(puzzle, grid)?;
    let ctx = Context::new(puzzle, grid);
    let placed = (0..grid.categories())
        .filter_map(|by| {
            let placed = places_by(puzzle, grid, broken, by)?;
            let known = placed
                .iter()
                .map(|f| match grid.origin(f.a, f.b) {
                    o if o == SUPPOSITION || o == CASE_SUPPOSITION => 0,
                    o => o,
                })
                .max()
                .unwrap_or(0);
            Some(((known, placed.len(), by), placed))
        })
        .min_by_key(|(key, _)| *key)
        .map(|(_, placed)| placed)
        .unwrap_or_default();
    // (Every row is known by now, but the clash needs only these places: say just them.)
    let reason = ctx.argue(|| Reason::BrokenClue {
        clue: broken,
        places: ctx.cited(&placed),
    });
    Some(
        Deduction::contradiction(TechniqueId::ClueCases, reason)
            .with_clues([broken])
            .with_facts(placed),
    )
}

/// The first clue the rows of a complete grid break.
fn first_broken(puzzle: &Puzzle, grid: &Grid) -> Option<usize> {
    let solution = solution_of(grid);
    puzzle.clues().iter().position(|c| !c.holds(&solution))
}

/// Where the items of clue `broken` are, told by the category `by` (each item's ✓ with its
/// row's item of `by`, and for a comparison the ✓ of that row with its place), cut down to what
/// the clash needs; `None` when the grid does not show one of those ✓s (only the first
/// category's are sure to be there).
fn places_by(puzzle: &Puzzle, grid: &Grid, broken: usize, by: usize) -> Option<Vec<Fact>> {
    let options = &puzzle.clues()[broken].options;
    let mut placed: Vec<Fact> = options
        .iter()
        .flat_map(|o| o.terms.iter().flat_map(|t| t.alternatives.iter().copied()))
        .filter(|item| item.category != by)
        .map(|item| grid.partner(item, by).map(|row| Fact::yes(row, item)))
        .collect::<Option<_>>()?;
    // A comparison reads the places of its items' rows: cite those too (unless the rows are
    // told by the ordered category itself).
    for option in options {
        if let Relation::Compare(comparison) = &option.relation
            && comparison.category != by
        {
            for item in option
                .items()
                .into_iter()
                .filter(|item| item.category != comparison.category)
            {
                let row = grid.partner(item, by)?;
                placed.push(Fact::yes(row, grid.partner(row, comparison.category)?));
            }
        }
    }
    placed.sort();
    placed.dedup();
    // Only the places the clue cannot hold with: leave out each one the clash does not need.
    let mut premises = vec![Premise::Clue(broken)];
    premises.extend(placed.iter().map(|&f| Premise::Facts(vec![f])));
    let dims = Dimensions {
        categories: puzzle.category_count(),
        items: puzzle.size(),
    };
    let needed = minimise(dims, puzzle.clues(), premises, &[]);
    placed.retain(|f| {
        needed
            .iter()
            .any(|p| matches!(p, Premise::Facts(facts) if facts.contains(f)))
    });
    Some(placed)
}

/// Whether every set cell agrees with the rows the first category's ✓s give.
pub fn consistent(grid: &Grid) -> bool {
    let solution = solution_of(grid);
    let row = |item: ItemId| solution.row_of(item);
    (1..grid.categories()).all(|c1| {
        (c1 + 1..grid.categories()).all(|c2| {
            (0..grid.size()).all(|i| {
                (0..grid.size()).all(|j| {
                    let (a, b) = (ItemId::new(c1, i), ItemId::new(c2, j));
                    match grid.mark(a, b) {
                        crate::grid::Mark::Open => true,
                        crate::grid::Mark::Yes => row(a) == row(b),
                        crate::grid::Mark::No => row(a) != row(b),
                    }
                })
            })
        })
    })
}

/// The solution a complete grid shows (rows by the first category's ✓s).
pub fn solution_of(grid: &Grid) -> Solution {
    Solution::from_rows(
        (0..grid.size())
            .map(|r| {
                (0..grid.categories())
                    .map(|c| {
                        grid.partner(ItemId::new(0, r), c)
                            .map_or(usize::MAX, |p| p.index)
                    })
                    .collect()
            })
            .collect(),
    )
}
