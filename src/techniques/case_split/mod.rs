//! **Case split** — when no easier technique (not even a single supposition followed to a
//! contradiction) finds anything, split on something a person would split on and follow each
//! case on its own copy of the grid with the easier techniques:
//!
//! - the ways a clue can hold: its options (`A + B or C + D`), the items of a group
//!   (`A + (B | C | D)`), the two ways of a pair clue (`{A, B} = {C, D}`), and the placements a
//!   comparison clue leaves its two items (`fish = bird - 1`: fish in 1 and bird in 2, …);
//! - the open cells of one item in one block ("the Norwegian is in house 1, 2 or 4").
//!
//! A case ends in a contradiction (it is impossible) or survives. What every surviving case
//! agrees on follows; when one case survives, it holds. Each case is recorded as data
//! ([`CaseChain`]: what it supposes, its numbered sub-steps, how it ends) and shown as its own
//! short chain, cut down to the sub-steps its ending needs. Splits with fewer cases come first,
//! and short chains before long ones (case chains are followed up to 3, then 6, then 12 steps).
//! The work is bounded (a fixed budget of case steps per search, counted, not timed); when it
//! runs out the engine falls back to search.
//!
//! Nesting (depth 2): only when no split gives anything with the easier techniques are the
//! splits tried again with a bounded contradiction allowed inside a case (a case may suppose a
//! cell of its own and refute it). A case's lines get origins from [`CASE_BASE`] and are cited
//! "(from case line N)" / "(from the case)", apart from a nested chain's "(from N above)".
//!
//! The cited premises are made minimal the way `contradiction` makes its own: a premise that
//! can go (the solver says the rest still force the conclusions) is left out, and the split is
//! followed again on a grid holding only the rest, so the chains shown use only what is cited.
//! A split that cannot be cut down so is passed over.

use super::chain::{Ahead, Band, Run, follow, slice};
mod cell;
mod count_ways;
mod splits;
mod text;

use cell::*;
use count_ways::*;
use splits::*;
use text::*;

use super::{
    CASE_SUPPOSITION, CATALOG, CaseChain, CaseEnd, Context, Deduction, Quiet, SUPPOSITION,
    Technique, TechniqueId, Touched, all_items,
};
use crate::grid::{Fact, Grid};
use crate::model::{Clue, ItemId, Relation};
use crate::solver::entailment::{Dimensions, forces};
use crate::techniques::run::Stop;

pub struct CaseSplit;

/// Case chain lengths tried, shortest first.
const BOUNDS: [usize; 3] = [3, 6, 12];

/// Most case steps one search for a split may take in all (deterministic).
const BUDGET: usize = 12_000;

/// Splits with more cases than this are not tried.
const MAX_CASES: usize = 6;

/// Longest case chain followed again on a grid of the premises alone.
const PREMISE_BOUND: usize = 60;

/// Most premises (clues and facts) a step should cite; a split citing more is kept only when no
/// other is found.
pub const MAX_PREMISES: usize = 8;

impl Technique for CaseSplit {
    fn id(&self) -> TechniqueId {
        TechniqueId::CaseSplit
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        // Depth 1: the cases are followed with the techniques easier than contradiction. Only
        // when that finds nothing, depth 2: a case's chain may also suppose a cell of its own
        // and refute it (a bounded contradiction inside the case).
        let easier = easier(ctx);
        let (budget, nested_budget) = budgets(ctx.grid.cells());
        if let Some(found) = search(ctx, &easier, budget, false) {
            return Some(found);
        }
        if ctx.deadline.passed() {
            return None;
        }
        // Before a case holds a supposition of its own: one supposition followed to the end.
        if let Some(found) = super::contradiction::to_the_end(ctx) {
            return Some(found);
        }
        let mut deeper = easier;
        deeper.push(&super::contradiction::Nested);
        search(ctx, &deeper, nested_budget, true)
    }
}

/// Grids up to this many cells get the whole budgets; a case step costs about in proportion to
/// the cells, so larger grids get proportionally fewer steps (the same work, deterministic).
/// 2,000 cells is about 8 categories of 8 items.
const FULL_BUDGET_CELLS: usize = 2_000;

/// The fewest case steps a pass may take, however large the grid.
const MIN_BUDGET: usize = 300;

/// The case-step budgets of the two passes for a grid of `cells` cells.
fn budgets(cells: usize) -> (usize, usize) {
    let cells = cells.max(1);
    let scale = |budget: usize| {
        if cells <= FULL_BUDGET_CELLS {
            budget
        } else {
            (budget * FULL_BUDGET_CELLS / cells).max(MIN_BUDGET)
        }
    };
    (scale(BUDGET), scale(NESTED_PASS_BUDGET))
}

/// Most work units (`crate::deadline`) one pass over the splits may spend, nested suppositions
/// included: the step budget does not count cases that stall at once, and on a grid of many
/// categories there are tens of thousands of those. No generated puzzle up to 12 × 12 spends
/// half of it (the most seen is 2.7 · 10^8, a 7 × 6 whose depth-2 pass finds nothing); a
/// clue-less 64 × 4 reaches it after about a second.
const PASS_WORK: u64 = 1 << 29;

/// Most case steps the depth-2 pass may take in all (each may itself suppose within its own
/// small budget).
const NESTED_PASS_BUDGET: usize = 12_000;

/// Splits tried fewest cases first, each followed with chains of at most 3, then 6, then 12
/// steps, within `budget` case steps in all: the first split that gives something (citing at
/// most [`MAX_PREMISES`], or else the first found with chains as short).
fn search(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    budget: usize,
    nested: bool,
) -> Option<Deduction> {
    search_in(
        ctx,
        techniques,
        budget,
        nested,
        splits(ctx.puzzle, ctx.grid),
        true,
    )
}

/// The splits on the counts of the puzzle (`liar_cases`): who lies, followed with
/// `techniques`, within `budget` case steps.
pub(super) fn count_search(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    budget: usize,
) -> Option<Deduction> {
    let mut splits: Vec<Split> = (0..ctx.puzzle.counts().len())
        .filter_map(|k| count_split(ctx.puzzle, ctx.grid, k))
        .collect();
    splits.sort_by_key(|s| s.cases.len());
    search_in(ctx, techniques, budget, false, splits, false)
}

/// Splits in turn under each bound (see [`search`]); `ahead` to follow the cases of the splits
/// to come on the machine's other cores meanwhile (see [`Pass::split`]).
fn search_in(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    budget: usize,
    nested: bool,
    splits: Vec<Split>,
    ahead: bool,
) -> Option<Deduction> {
    // The local techniques look only where a case changed the grid (`touched`).
    let quiet = Quiet::new(ctx, techniques);
    let mut pass = Pass {
        ctx,
        techniques,
        quiet: &quiet,
        nested,
        budget,
        start: crate::deadline::spent(),
        over_cap: None,
        runs: splits
            .iter()
            .map(|s| vec![Run::default(); s.cases.len()])
            .collect(),
        nothing: vec![false; splits.len()],
    };
    for bound in BOUNDS {
        let ended = if ahead {
            pass.bound_ahead(bound, &splits)
        } else {
            (0..splits.len()).find_map(|j| pass.split(bound, j, &splits[j], None))
        };
        if let Some(found) = ended {
            return found;
        }
        // One citing more than the cap, found with chains this short, beats a longer search.
        if pass.over_cap.is_some() {
            return pass.over_cap;
        }
    }
    pass.over_cap
}

/// One pass over the splits (see [`search_in`]): its budgets, each case's run so far, and the
/// best split found citing more than [`MAX_PREMISES`].
struct Pass<'s, 'a> {
    ctx: &'s Context<'a>,
    techniques: &'s [&'s dyn Technique],
    quiet: &'s Quiet<'a>,
    nested: bool,
    /// Case steps left.
    budget: usize,
    /// Work units spent when the pass began (it may spend [`PASS_WORK`]).
    start: u64,
    over_cap: Option<Deduction>,
    /// Each split's runs, one per case.
    runs: Vec<Vec<Run>>,
    /// Splits whose cases gave nothing to conclude when last looked at: while none of their
    /// runs moves on, looking again gives nothing again.
    nothing: Vec<bool>,
}

/// A case's run followed to a bound ahead, with the work units it took.
type Followed = (Ahead, u64);

impl Pass<'_, '_> {
    /// Every split under `bound`, the cases of those to come followed ahead on other threads
    /// while this one looks at what a split's cases give: `Some` when the pass ends here.
    fn bound_ahead(&mut self, bound: usize, splits: &[Split]) -> Option<Option<Deduction>> {
        // Each split's runs move into the list followed ahead and come back when its answer is
        // taken (the pass ends where the taking stops, so runs not taken are not needed again).
        type Runs = Vec<std::sync::Mutex<Run>>;
        let items: Vec<(&Split, Runs)> = splits
            .iter()
            .zip(&mut self.runs)
            .map(|(split, runs)| {
                (
                    split,
                    runs.iter_mut().map(|r| std::mem::take(r).into()).collect(),
                )
            })
            .collect();
        let (ctx, techniques, quiet) = (self.ctx, self.techniques, self.quiet);
        let (puzzle, grid) = (ctx.puzzle, ctx.grid);
        let follow = |(split, runs): &(&Split, Runs), deadline| -> Vec<Followed> {
            runs.iter()
                .enumerate()
                .map(|(i, run)| {
                    let before = crate::deadline::spent();
                    let ahead = Ahead::follow(run, |run| {
                        if run.wants(bound) {
                            let supposed = case_puzzle(puzzle, split, i);
                            let sub = Context {
                                deadline,
                                ..Context::new(supposed.as_ref().unwrap_or(puzzle), grid)
                            };
                            let quiet = supposed.is_none().then_some(quiet);
                            extend(run, &sub, techniques, &split.cases[i], bound, quiet);
                        }
                    });
                    (ahead, crate::deadline::spent() - before)
                })
                .collect()
        };
        let mut ended = None;
        let taken = crate::deadline::each_ahead(&items, ctx.deadline, follow, |j, followed| {
            ended = self.split(bound, j, &splits[j], Some(followed));
            ended.is_none()
        });
        match taken {
            // The deadline passed.
            None => Some(self.over_cap.take()),
            Some(_) => ended,
        }
    }

    /// Split `j` under `bound`: its cases followed (`ahead`: each followed to `bound` from
    /// where it stood, with its work, if worked out; used where the case's turn gives it the
    /// bound's full limit, so what is found is the same as one at a time), then what they
    /// give. `Some` when the pass ends here.
    fn split(
        &mut self,
        bound: usize,
        j: usize,
        split: &Split,
        ahead: Option<Vec<Followed>>,
    ) -> Option<Option<Deduction>> {
        let ctx = self.ctx;
        // The work units spent so far as one at a time would count them (the work done ahead
        // for this split is already counted).
        let ahead_work: u64 = ahead.iter().flatten().map(|(_, work)| work).sum();
        let mut spent = crate::deadline::spent() - ahead_work;
        let mut ahead = ahead.map(|a| a.into_iter());
        let mut moved = false;
        for (i, case) in split.cases.iter().enumerate() {
            let followed = ahead.as_mut().and_then(|a| a.next());
            if self.budget == 0 || ctx.deadline.passed() || spent - self.start >= PASS_WORK {
                return Some(self.over_cap.take());
            }
            let run = &mut self.runs[j][i];
            // (A run followed ahead is with its answer; what it was decides.)
            let before = match &followed {
                Some((ahead, _)) => ahead.before,
                None => (run.steps.len(), run.end),
            };
            let limit = bound.min(before.0 + self.budget);
            let wants = match &followed {
                Some((ahead, _)) => ahead.wanted(limit),
                None => run.wants(limit),
            };
            match followed {
                Some((ahead, work)) if wants && limit == bound => {
                    *run = ahead.run;
                    spent += work;
                    self.budget -= run.steps.len() - before.0;
                    moved |= (run.steps.len(), run.end) != before;
                    continue;
                }
                Some((ahead, _)) => *run = ahead.into_before(),
                None => {}
            }
            if !wants {
                continue;
            }
            // A count's way may suppose clues besides cells: the case reads them too.
            let supposed = case_puzzle(ctx.puzzle, split, i);
            let sub = Context {
                puzzle: supposed.as_ref().unwrap_or(ctx.puzzle),
                found_nothing: 0,
                ..*ctx
            };
            let quiet = supposed.is_none().then_some(self.quiet);
            let at = crate::deadline::spent();
            extend(run, &sub, self.techniques, case, limit, quiet);
            spent += crate::deadline::spent() - at;
            self.budget -= run.steps.len() - before.0;
            moved |= (run.steps.len(), run.end) != before;
        }
        if self.nothing[j] && !moved {
            return None;
        }
        let Some(target) = evaluate(ctx.grid, split, &self.runs[j]) else {
            self.nothing[j] = true;
            return None;
        };
        self.nothing[j] = false;
        let (techniques, nested) = (self.techniques, self.nested);
        let found = explain_split(ctx, techniques, split, bound, &target)
            .and_then(|d| minimal(ctx, split.subject, d, nested))
            .map(|d| whole_case(ctx, techniques, split, d, nested));
        let d = found?;
        // How the split taken is shown (`or_one_cell`) does not decide which is taken.
        if premise_count(ctx.puzzle, &d) <= MAX_PREMISES {
            return Some(Some(or_one_cell(ctx, techniques, split, d, nested)));
        }
        if self.over_cap.is_none() {
            self.over_cap = Some(or_one_cell(ctx, techniques, split, d, nested));
        }
        None
    }
}

/// The techniques a case is followed with: those easier than `contradiction` that may still
/// find something.
fn easier(ctx: &Context<'_>) -> Vec<&'static dyn Technique> {
    super::easier(ctx, TechniqueId::Contradiction)
}

/// Follows `assume` until `limit` steps in all (or the run ends), going on from the steps
/// already taken.
fn extend(
    run: &mut Run,
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    assume: &[Fact],
    limit: usize,
    quiet: Option<&Quiet<'_>>,
) {
    if !run.wants(limit) {
        return;
    }
    // A contradiction inside the case (depth 2) words and cites its chain from the case's grid,
    // which then keeps which step set each cell; else the marks are enough.
    let marks_only = !techniques
        .iter()
        .any(|t| t.id() == TechniqueId::Contradiction);
    let Some((mut grid, touched)) = case_grid(ctx.grid, assume, &run.steps, quiet, marks_only)
    else {
        run.end = Some(Stop::Stalled);
        return;
    };
    run.go_on(
        ctx,
        &mut grid,
        techniques,
        limit,
        Band::CASE,
        quiet,
        touched,
    );
}

/// `grid` with `assume` supposed and the conclusions of `steps` set (a step that clashed is
/// the last one: its conclusions are left out).
/// With `quiet` (whose grid is `grid`), also the items that changed; `marks_only` for a grid
/// nobody asks where a cell came from ([`Grid::copy_marks`]).
fn case_grid(
    grid: &Grid,
    assume: &[Fact],
    steps: &[Vec<Fact>],
    quiet: Option<&Quiet<'_>>,
    marks_only: bool,
) -> Option<(Grid, Option<Touched>)> {
    let replay = |steps: &[Vec<Fact>]| -> Option<(Grid, Option<Touched>)> {
        let mut grid = if marks_only {
            grid.copy_marks()
        } else {
            grid.clone()
        };
        let mut touched = quiet.map(Quiet::untouched);
        let mut set = |grid: &mut Grid, fact: Fact, origin| match &mut touched {
            Some(touched) => touched.set(grid, fact, origin),
            None => grid.assign(fact, origin),
        };
        for &fact in assume {
            set(&mut grid, fact, CASE_SUPPOSITION).ok()?;
        }
        for (i, conclusions) in steps.iter().enumerate() {
            for &f in conclusions {
                set(&mut grid, f, Band::CASE.origin(i)).ok()?;
            }
        }
        Some((grid, touched))
    };
    // Only the last step can have clashed (a run stops at its contradiction); if it did, the
    // grid is the one before it (replayed again: that is rare).
    replay(steps).or_else(|| replay(&steps[..steps.len().saturating_sub(1)]))
}

/// What the split gives once its cases are followed this far: `Some(empty)` when every case
/// is impossible, the one case left when only one is, or what every case left agrees on.
fn evaluate(grid: &Grid, split: &Split, runs: &[Run]) -> Option<Vec<Fact>> {
    let left: Vec<usize> = (0..runs.len()).filter(|&i| !runs[i].dead()).collect();
    match left[..] {
        [] => Some(Vec::new()),
        // The case left holds: what it supposes (a case that supposes only clues, what its
        // run found; see below).
        [one] if split.cases[one].iter().any(|&f| !grid.holds(f)) => Some(
            split.cases[one]
                .iter()
                .copied()
                .filter(|&f| !grid.holds(f))
                .collect(),
        ),
        _ => {
            let grids: Vec<Grid> = left
                .iter()
                .filter_map(|&i| case_grid(grid, &split.cases[i], &runs[i].steps, None, true))
                .map(|(grid, _)| grid)
                .collect();
            if grids.len() != left.len() {
                return None;
            }
            // (A cell every case sets alike is one the first case set.)
            let agreed: Vec<Fact> = grids[0]
                .settled_since(grid)
                .into_iter()
                .filter(|&f| grids[1..].iter().all(|g| g.holds(f)))
                .collect();
            let agreed = without_brought(agreed);
            (!agreed.is_empty()).then_some(agreed)
        }
    }
}

/// `facts` without the ✗s a ✓ among them brings by the one-to-one rule.
fn without_brought(facts: Vec<Fact>) -> Vec<Fact> {
    let yes: Vec<Fact> = facts.iter().copied().filter(|f| f.together).collect();
    let brought = |f: &Fact| {
        !f.together
            && yes.iter().any(|y| {
                [(y.a, y.b), (y.b, y.a)].into_iter().any(|(x, z)| {
                    (f.a == x && f.b.category == z.category && f.b != z)
                        || (f.b == x && f.a.category == z.category && f.a != z)
                })
            })
    };
    facts.into_iter().filter(|f| !brought(f)).collect()
}

/// How many premises a deduction cites: its clue lines (a count's clauses are one line, read
/// as one) and its facts, each on its own. (Counting the earlier steps the facts come from
/// instead would make the choice of split depend on how steps were numbered or grouped; each
/// fact counted is at most one step cited.)
pub fn premise_count(puzzle: &crate::model::Puzzle, d: &Deduction) -> usize {
    let mut lines: Vec<usize> = d
        .clues
        .iter()
        .filter_map(|&c| puzzle.clues().get(c).map(|clue| clue.line))
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines.len() + d.facts.len()
}

/// A split step whose support is minimal: no cited clue or fact can be left out with the rest
/// still forcing the conclusions. Where one can, the split is followed again on a grid holding
/// only the rest; if that does not give the same conclusions, `None`.
fn minimal(
    ctx: &Context<'_>,
    subject: Subject,
    found: Deduction,
    nested: bool,
) -> Option<Deduction> {
    let dims = Dimensions {
        categories: ctx.puzzle.category_count(),
        items: ctx.puzzle.size(),
    };
    // A split on a count cites every clause of the count, whatever the cut below finds it
    // needs: its cases are the count's ways, and only the whole count rules out the rest (citing
    // fewer, a model of what is cited could fall in none of the cases).
    let own = match subject {
        Subject::Count(k) => count_clauses(ctx.puzzle, k),
        _ => Vec::new(),
    };
    let d = found;
    // Without the count at all the rest forces the conclusions: then the split on it is not the
    // reason, and another technique will say the real one.
    if !own.is_empty() {
        let rest: Vec<&Clue> = d
            .clues
            .iter()
            .filter(|c| !own.contains(c))
            .filter_map(|&c| ctx.puzzle.clues().get(c))
            .collect();
        if forces(dims, &rest, &d.facts, &d.conclusions) {
            return None;
        }
    }
    let d = cut_down(ctx, subject, d, nested, &[])?;
    if own.is_empty() {
        return Some(d);
    }
    // The cut may have followed the split with fewer of the count's clauses; with the count
    // cited whole, what else it cites is cut down again.
    let mut whole = d;
    whole.clues.extend(own.iter().copied());
    whole.clues.sort_unstable();
    whole.clues.dedup();
    cut_down(ctx, subject, whole, nested, &own)
}

/// [`minimal`]'s cut: leave out one cited clue or fact at a time (never one of `fixed`) while
/// the rest still force the conclusions and the split followed on them gives them; `None` when
/// one can be left out but the split then does not follow.
fn cut_down(
    ctx: &Context<'_>,
    subject: Subject,
    found: Deduction,
    nested: bool,
    fixed: &[usize],
) -> Option<Deduction> {
    let dims = Dimensions {
        categories: ctx.puzzle.category_count(),
        items: ctx.puzzle.size(),
    };
    let mut d = found;
    'cut: loop {
        let units: Vec<(Option<usize>, Option<Fact>)> = d
            .clues
            .iter()
            .filter(|c| !fixed.contains(c))
            .map(|&c| (Some(c), None))
            .chain(d.facts.iter().map(|&f| (None, Some(f))))
            .collect();
        let mut droppable = false;
        for skip in 0..units.len() {
            let clue_ids: Vec<usize> = fixed
                .iter()
                .copied()
                .chain(
                    units
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != skip)
                        .filter_map(|(_, u)| u.0),
                )
                .collect();
            let facts: Vec<Fact> = units
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != skip)
                .filter_map(|(_, u)| u.1)
                .collect();
            let clues: Vec<&Clue> = clue_ids
                .iter()
                .filter_map(|&c| ctx.puzzle.clues().get(c))
                .collect();
            if !forces(dims, &clues, &facts, &d.conclusions) {
                continue;
            }
            droppable = true;
            // A cut that cites less than was just asked of the solver must still force its
            // conclusions (a count's ways need the count: citing only some of its clauses may
            // not do).
            if let Some(cut) = within(ctx, subject, &clue_ids, &facts, &d, nested)
                && cut_forces(ctx, dims, &cut)
            {
                d = cut;
                continue 'cut;
            }
        }
        return if droppable { None } else { Some(d) };
    }
}

/// For a split on a count (`liar_cases`) with one case left: the step that concludes all the
/// case supposes, followed again to the end and cut down to its own premises, when it gives more
/// than `d` (a split first weighed before its other cases were seen to fail looked only for what
/// the cases agreed on); else `d`.
fn whole_case(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    split: &Split,
    d: Deduction,
    nested: bool,
) -> Deduction {
    if !matches!(split.subject, Subject::Count(_)) || d.contradiction {
        return d;
    }
    let whole = whole_case_left(ctx, &d.cases, &d.conclusions);
    if whole == d.conclusions {
        return d;
    }
    explain_split(ctx, techniques, split, PREMISE_BOUND, &whole)
        .and_then(|w| minimal(ctx, split.subject, w, nested))
        .unwrap_or(d)
}

/// Whether the clues and facts `d` cites force its conclusions (for a contradiction: cannot
/// all hold).
fn cut_forces(ctx: &Context<'_>, dims: Dimensions, d: &Deduction) -> bool {
    let clues: Vec<&Clue> = d
        .clues
        .iter()
        .filter_map(|&c| ctx.puzzle.clues().get(c))
        .collect();
    let goals: &[Fact] = if d.contradiction { &[] } else { &d.conclusions };
    forces(dims, &clues, &d.facts, goals)
}

/// The split on `subject` followed on a grid holding only `facts`, with only the clues
/// `clue_ids`, if it gives `d`'s conclusions; cited with the original clue indices and the
/// premise facts (a one-to-one consequence cited as the ✓ it comes from).
fn within(
    ctx: &Context<'_>,
    subject: Subject,
    clue_ids: &[usize],
    facts: &[Fact],
    d: &Deduction,
    nested: bool,
) -> Option<Deduction> {
    let kept: Vec<Clue> = clue_ids
        .iter()
        .filter_map(|&c| ctx.puzzle.clues().get(c).cloned())
        .collect();
    // A split on a count keeps the count (its ways), citing only the clauses kept.
    let puzzle = match subject {
        Subject::Count(_) => ctx.puzzle.with_clues_and_counts(kept),
        _ => ctx.puzzle.with_clues(kept),
    };
    let (grid, sources) = super::contradiction::premise_grid(ctx.grid, facts)?;
    let sub = Context {
        puzzle: &puzzle,
        grid: &grid,
        memo: None,
        touched: None,
        found_nothing: 0,
        ..*ctx
    };
    let below = match subject {
        Subject::Count(_) => TechniqueId::LiarCases,
        _ => TechniqueId::Contradiction,
    };
    let split = match subject {
        Subject::Clue(c) => split_for(
            &puzzle,
            &grid,
            Subject::Clue(clue_ids.iter().position(|&k| k == c)?),
        )?,
        other => split_for(&puzzle, &grid, other)?,
    };
    let mut easier: Vec<&dyn Technique> = CATALOG
        .iter()
        .copied()
        .filter(|t| t.id() < below && t.id() != TechniqueId::LiarCases)
        .collect();
    if nested {
        easier.push(&super::contradiction::NestedWide);
    }
    let target: Vec<Fact> = d.conclusions.clone();
    let mut cut = explain_split(&sub, &easier, &split, PREMISE_BOUND, &target)?;
    if cut.contradiction != d.contradiction {
        return None;
    }
    let map_clue = |c: usize| clue_ids.get(c).copied();
    let map_fact = |f: Fact| {
        sources
            .iter()
            .find(|(consequence, _)| *consequence == f)
            .map_or(f, |(_, source)| *source)
    };
    cut.clues = cut.clues.iter().filter_map(|&c| map_clue(c)).collect();
    cut.clues.sort();
    cut.clues.dedup();
    cut.facts = cut.facts.iter().map(|&f| map_fact(f)).collect();
    cut.facts.sort();
    cut.facts.dedup();
    for chain in &mut cut.cases {
        remap(chain, &map_clue, &map_fact);
    }
    Some(cut)
}

/// Rewrites a case's clue indices and cited facts (and those of its nested cases).
fn remap(
    chain: &mut CaseChain,
    clue: &dyn Fn(usize) -> Option<usize>,
    fact: &dyn Fn(Fact) -> Fact,
) {
    for step in &mut chain.steps {
        step.clues = step.clues.iter().filter_map(|&c| clue(c)).collect();
        step.facts = step.facts.iter().map(|&f| fact(f)).collect();
        step.facts.sort();
        step.facts.dedup();
        for nested in &mut step.cases {
            remap(nested, clue, fact);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::setup;

    /// Both cases of a pair clue lead to the same fact, which no single supposition shows.
    #[test]
    fn ways_of_a_clue_are_listed() {
        let text = "a: A1, A2, A3\nb: B1, B2, B3\nc: C1, C2, C3\nA1 + B1 or A2 + (B2 | B3)\n";
        let (puzzle, grid) = setup(text, &[]);
        let split = split_on(&grid, &puzzle.clues()[0], Subject::Clue(0)).unwrap();
        assert_eq!(split.cases.len(), 3);
        assert!(split.ruled_out.is_empty());
        // A ✗ on the grid rules a way out, and is cited for it.
        let (puzzle, grid) = setup(text, &[("A1", "B1", false)]);
        let split = split_on(&grid, &puzzle.clues()[0], Subject::Clue(0)).unwrap();
        assert_eq!(split.cases.len(), 2);
        assert_eq!(split.ruled_out.len(), 1);
    }

    #[test]
    fn a_comparison_splits_on_its_placements() {
        let text = "house (ordered): 1, 2, 3\npet: fish, bird, cat\nfish = bird - 1\n";
        let (puzzle, grid) = setup(text, &[]);
        let split = split_on(&grid, &puzzle.clues()[0], Subject::Clue(0)).unwrap();
        // fish in 1 and bird in 2, or fish in 2 and bird in 3.
        assert_eq!(split.cases.len(), 2);
        assert!(split.cases.iter().all(|c| c.len() == 2));
    }

    #[test]
    fn a_line_splits_on_its_open_cells() {
        let text = "a: A1, A2, A3\nb: B1, B2, B3\n";
        let (_, grid) = setup(text, &[("A1", "B2", false)]);
        let split = line_split(&grid, ItemId::new(0, 0), 1).unwrap();
        assert_eq!(split.cases.len(), 2);
        assert_eq!(
            split.ruled_out,
            [Fact::no(ItemId::new(0, 0), ItemId::new(1, 1))]
        );
        assert!(line_split(&grid, ItemId::new(0, 0), 0).is_none());
    }

    #[test]
    fn nothing_to_split_when_the_clue_already_holds() {
        let text = "a: A1, A2\nb: B1, B2\nA1 + B1 or A2 + B1\n";
        let (puzzle, grid) = setup(text, &[("A1", "B1", true)]);
        assert!(split_on(&grid, &puzzle.clues()[0], Subject::Clue(0)).is_none());
    }
}
