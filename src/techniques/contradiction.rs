//! **Contradiction** — suppose a cell were ✓ (or ✗) and follow the easier techniques for a few
//! steps; if that reaches an impossibility (an item left with nothing, a clue that can no longer
//! hold, two ✓s in a line), the supposition was wrong and the opposite holds. As a person does, it tries
//! the cells of lines with two open cells first ("if it were the dumbbell … impossible, so it is
//! the pool cue"), then lines with three, and so on; short chains before long ones, so the step
//! shown is the simplest found. The work is bounded (a fixed budget of supposed steps per
//! search, counted, not timed), after which the engine falls back to search.

use super::chain::{Ahead, Band, Run, follow, slice};
use super::{
    CATALOG, CaseChain, CaseEnd, Context, Deduction, Quiet, SUPPOSITION, Technique, TechniqueId,
};
use crate::grid::{Fact, Grid, Mark};
use crate::model::{Clue, ItemId};
use crate::solver::entailment::{Dimensions, forces};
use crate::techniques::run::Stop;
use crate::words::reasons::Reason;

pub struct Contradiction;

/// Chain lengths tried, shortest first.
const BOUNDS: [usize; 3] = [2, 5, 12];

/// Most supposed steps one search for a contradiction may take in all (deterministic).
const BUDGET: usize = 6000;

/// Most suppositions one search may start, counting those that stall at once (deterministic).
/// No puzzle of up to 2,000 open cells meets it (each cell is supposed once each way).
pub const MAX_SUPPOSITIONS: usize = 4000;

/// Most grid cells one search may copy (each supposition followed copies the grid, and listing
/// the open cells reads it once): 2^28, about a second of copying. A 64 × 64 grid has 2^24
/// cells, so there it allows 15 suppositions; a 10 × 10 has 10^4, so there it never binds.
pub const MAX_CELLS_COPIED: usize = 1 << 28;

/// [`MAX_CELLS_COPIED`] for a search inside a case of a case split, which runs once per case:
/// 2^26 cells, 16,384 copies of an 8 × 8 grid (more than its 150 supposed steps ever start)
/// but 1,024 of a 64 × 4 one.
const NESTED_CELLS_COPIED: usize = 1 << 26;

impl Technique for Contradiction {
    fn id(&self) -> TechniqueId {
        TechniqueId::Contradiction
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        // The best refutation of all, chosen by meaning (`refutations`); on a grid too large for
        // that, the first found within the bounds, in the grid's order.
        let footprint = ctx.grid.footprint();
        if footprint.saturating_mul(2) > MAX_CELLS_COPIED {
            // Too big to copy twice within the budget: no supposition at all (as in `search`),
            // and no list of every open cell either (hundreds of MB on a clue-less 64 × 64).
            return None;
        }
        let chosen = {
            let cells = candidates(ctx, MAX_SUPPOSITIONS);
            (footprint.saturating_mul(2 * cells.len() + 1) <= MAX_CELLS_COPIED)
                .then(|| {
                    super::refutations::shortest(ctx, &cells, |easier, supposed, limit| {
                        refute(ctx, easier, supposed, limit)
                            .and_then(|d| minimal(ctx, supposed, d, false))
                    })
                })
                .flatten()
        };
        chosen.unwrap_or_else(|| search(ctx, &BOUNDS, BUDGET, MAX_CELLS_COPIED, true))
    }
}

/// Contradiction as followed inside a case of a case split (nesting depth 2): chains of at most
/// 2, then 5 steps, and a budget of [`NESTED_BUDGET`] supposed steps each time it is tried.
pub(super) struct Nested;

/// [`Nested`] with a wider budget, for following a split again on a grid of its premises alone
/// (more cells are open there, so the supposition the split needs may come later).
pub(super) struct NestedWide;

impl Technique for NestedWide {
    fn id(&self) -> TechniqueId {
        TechniqueId::Contradiction
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        search(
            ctx,
            &BOUNDS[..2],
            20 * NESTED_BUDGET,
            NESTED_CELLS_COPIED,
            false,
        )
    }
}

/// The budget of supposed steps of a contradiction inside a case.
const NESTED_BUDGET: usize = 150;

impl Technique for Nested {
    fn id(&self) -> TechniqueId {
        TechniqueId::Contradiction
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        search(ctx, &BOUNDS[..2], NESTED_BUDGET, NESTED_CELLS_COPIED, false)
    }
}

/// The first refutation found with chains of at most `bounds` steps (shortest first) within
/// `budget` supposed steps in all; `top_level` unless inside a case of a case split (see
/// [`minimal`]).
///
/// At the top level, where a solution of the clues agreeing with the grid is known
/// ([`known_answer`], looked for with one solver run), a supposition true in it can never be refuted
/// (every sound step after it still holds in that solution), so it is neither followed nor
/// counted: the budget is spent on the suppositions that can be refuted. Which those are
/// depends on what the clues mean, not on the order they are tried in. (A person does not know
/// which they are, but trying the others only ever costs time, never a refutation.)
///
/// At the top level the suppositions are followed ahead on the machine's other cores
/// ([`each_ahead`]): each run is worked out from the state it has when the bound starts, which
/// is the state it has when its turn comes (no other supposition touches it), and is used only
/// where its turn gives it the bound's full limit. So what is found is the same as one at a
/// time, on any machine.
///
/// [`known_answer`]: crate::solver::known_answer
/// [`each_ahead`]: crate::deadline::each_ahead
fn search(
    ctx: &Context<'_>,
    bounds: &[usize],
    budget: usize,
    max_copied: usize,
    top_level: bool,
) -> Option<Deduction> {
    let easier = super::easier(ctx, TechniqueId::Contradiction);
    // The local techniques look only where a supposition changed the grid (`touched`).
    let quiet = Quiet::new(ctx, &easier);
    let footprint = ctx.grid.footprint();
    // Listing the open cells reads the grid once; a grid too big to copy twice within the
    // budget gets no supposition at all.
    if footprint.saturating_mul(2) > max_copied {
        return None;
    }
    // Every supposition started costs one, so no more cells than that are ever reached.
    let cells = candidates(ctx, MAX_SUPPOSITIONS);
    // The solver is asked for a solution only at the top level (inside a case, what is found
    // must not depend on which thread follows the case, nor on what an earlier search left
    // known), and only where the suppositions could all be copied.
    let most_copies = 1 + 2 * cells.len() * bounds.len();
    let answer = (top_level && footprint.saturating_mul(most_copies) <= max_copied)
        .then(|| crate::solver::known_answer::for_grid(ctx.puzzle, ctx.grid, true, ctx.deadline))
        .flatten();
    // ✓ suppositions first, then ✗, each with its run's index; those that may be refuted.
    let order: Vec<(usize, Fact)> = [true, false]
        .into_iter()
        .flat_map(|together| cells.iter().map(move |&(a, b)| Fact::new(a, b, together)))
        .enumerate()
        .filter(|&(_, supposed)| !answer.as_ref().is_some_and(|s| s.holds(supposed)))
        .collect();
    let mut search = Bounded {
        ctx,
        easier: &easier,
        quiet: &quiet,
        footprint,
        copied: footprint,
        max_copied,
        budget,
        started: 0,
        runs: vec![Run::default(); 2 * cells.len()],
        begun: vec![false; 2 * cells.len()],
        top_level,
    };
    for &bound in bounds {
        let found = if top_level {
            search.bound_ahead(bound, &order)
        } else {
            order
                .iter()
                .find_map(|&(at, supposed)| search.visit(bound, at, supposed, None))
        };
        if let Some(found) = found {
            return found;
        }
    }
    None
}

/// One bounded search for a refutation (see [`search`]): its budgets and the suppositions'
/// runs so far. Each bound goes on from where the shorter one stopped instead of starting
/// again; the budget counts the steps as if every bound started afresh, so what is found does
/// not change.
struct Bounded<'s, 'a> {
    ctx: &'s Context<'a>,
    easier: &'s [&'static dyn Technique],
    quiet: &'s Quiet<'a>,
    footprint: usize,
    /// Grid cells copied so far (listing the open cells read the grid once).
    copied: usize,
    max_copied: usize,
    /// Supposed steps left.
    budget: usize,
    /// Suppositions started.
    started: usize,
    runs: Vec<Run>,
    begun: Vec<bool>,
    top_level: bool,
}

impl Bounded<'_, '_> {
    /// The suppositions of `order` in turn under `bound`, worked out ahead on other threads:
    /// `Some` when the search ends in this bound (with what it found).
    fn bound_ahead(&mut self, bound: usize, order: &[(usize, Fact)]) -> Option<Option<Deduction>> {
        // Each run moves into the list followed ahead and comes back when its answer is taken
        // (the search ends where the taking stops, so a run not taken is not needed again).
        let ahead: Vec<(Fact, std::sync::Mutex<Run>)> = order
            .iter()
            .map(|&(at, supposed)| (supposed, std::mem::take(&mut self.runs[at]).into()))
            .collect();
        let (puzzle, grid) = (self.ctx.puzzle, self.ctx.grid);
        let (easier, quiet) = (self.easier, self.quiet);
        let follow = |(supposed, run): &(Fact, std::sync::Mutex<Run>), deadline| {
            Ahead::follow(run, |run| {
                let at = Context {
                    deadline,
                    ..Context::new(puzzle, grid)
                };
                extend(run, &at, easier, *supposed, bound, quiet);
            })
        };
        let mut found = None;
        let taken = crate::deadline::each_ahead(&ahead, self.ctx.deadline, follow, |k, run| {
            let (at, supposed) = order[k];
            found = self.visit(bound, at, supposed, Some(run));
            found.is_none()
        });
        match taken {
            // The deadline passed.
            None => Some(None),
            Some(_) => found,
        }
    }

    /// Supposition `supposed` (run `at`) under `bound`: `Some` when the search ends here (with
    /// what it found). `ahead`: its run followed to `bound` from where it stood, if worked out.
    fn visit(
        &mut self,
        bound: usize,
        at: usize,
        supposed: Fact,
        ahead: Option<Ahead>,
    ) -> Option<Option<Deduction>> {
        if self.budget == 0 || self.ctx.deadline.passed() {
            return Some(None);
        }
        let limit = bound.min(self.budget);
        if !self.begun[at] {
            if self.started == MAX_SUPPOSITIONS {
                return Some(None);
            }
            self.started += 1;
            self.begun[at] = true;
        }
        // (A run followed ahead is with its answer; what it was decides.)
        let wants = match &ahead {
            Some(ahead) => ahead.wanted(limit),
            None => self.runs[at].wants(limit),
        };
        let run = &mut self.runs[at];
        if wants {
            self.copied += self.footprint;
            crate::deadline::spend(self.footprint as u64);
            if self.copied > self.max_copied {
                return Some(None);
            }
        }
        match ahead {
            Some(ahead) if limit == bound => *run = ahead.run,
            ahead => {
                if let Some(ahead) = ahead {
                    *run = ahead.into_before();
                }
                extend(run, self.ctx, self.easier, supposed, limit, self.quiet);
            }
        }
        self.budget -= run.steps.len().min(limit);
        if run.end == Some(Stop::Contradiction) && run.steps.len() <= limit {
            // Follow it once more, this time in words, and cut its support down to what it
            // needs. A refutation whose support cannot be cut to a minimal one is passed over
            // (another may be).
            let found = refute(self.ctx, self.easier, supposed, limit)
                .and_then(|d| minimal(self.ctx, supposed, d, !self.top_level));
            if found.is_some() {
                return Some(found);
            }
            run.end = Some(Stop::Stalled);
        }
        None
    }
}

/// Follows `supposed` until `limit` steps in all (or the run ends), going on from the steps
/// already taken.
fn extend(
    run: &mut Run,
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    supposed: Fact,
    limit: usize,
    quiet: &Quiet<'_>,
) {
    if !run.wants(limit) {
        return;
    }
    let mut grid = ctx.grid.copy_marks();
    let mut touched = quiet.untouched();
    // Setting an open cell cannot clash; if it did, there is nothing to learn here.
    if grid.mark(supposed.a, supposed.b) != Mark::Open
        || touched.set(&mut grid, supposed, SUPPOSITION).is_err()
    {
        run.end = Some(Stop::Stalled);
        return;
    }
    // Replay the steps taken so far (none of them clashed, or the run would have ended).
    for (i, conclusions) in run.steps.iter().enumerate() {
        for &fact in conclusions {
            let _ = touched.set(&mut grid, fact, Band::SUPPOSED.origin(i));
        }
    }
    run.go_on(
        ctx,
        &mut grid,
        techniques,
        limit,
        Band::SUPPOSED,
        Some(quiet),
        Some(touched),
    );
}

/// Refutations followed to the end on the narrowest lines, for a case split to try between
/// its two passes (see `case_split`): on a grid too large for `contradiction` to follow every
/// supposition to the end (within `refutations::long_limit`), "try each open place of an item with the fewest
/// left", as a person does before guessing. Each ✓ supposition of the cells whose lines have
/// the fewest open cells is followed with the easier techniques as far as they go; of the
/// narrowest that are refuted, the shortest chain is shown, as a contradiction step. Of the
/// first [`TO_THE_END`] suppositions, only those the known answer breaks are followed (the
/// others can never be refuted).
pub(super) fn to_the_end(ctx: &Context<'_>) -> Option<Deduction> {
    #[cfg(any(test, feature = "internals"))]
    if LONG_CHAINS_OFF.with(std::cell::Cell::get) {
        return None;
    }
    let open = ctx.grid.open_facts().len();
    if super::refutations::long_limit(open, ctx.grid.footprint()).is_some_and(|limit| limit > open)
    {
        // `contradiction` followed every supposition to the end already.
        return None;
    }
    if ctx.grid.cells() > TO_THE_END_CELLS {
        // On a larger grid the chains cost more than the search they would spare.
        return None;
    }
    let answer = crate::solver::known_answer::for_grid(ctx.puzzle, ctx.grid, true, ctx.deadline)?;
    let easier = super::easier(ctx, TechniqueId::Contradiction);
    let quiet = Quiet::new(ctx, &easier);
    let limit = open + 1;
    let mut left = TO_THE_END;
    for band in super::refutations::narrowest_first(ctx.grid) {
        // The cap counts every supposition, so which are followed does not depend on which
        // solution is known (a supposition true in any solution is never refuted).
        let taken = band.len().min(left);
        left -= taken;
        let wrong: Vec<Fact> = band
            .into_iter()
            .take(taken)
            .filter(|f| !answer.holds(*f))
            .collect();
        let (puzzle, grid) = (ctx.puzzle, ctx.grid);
        let lengths = crate::deadline::map_ahead(&wrong, ctx.deadline, |&supposed, deadline| {
            let at = Context {
                deadline,
                ..Context::new(puzzle, grid)
            };
            super::refutations::chain_length(&at, &easier, supposed, limit, &quiet)
        })?;
        let mut refuted: Vec<(usize, usize, Fact)> = wrong
            .iter()
            .zip(lengths)
            .enumerate()
            .filter_map(|(i, (&f, length))| Some((length?, i, f)))
            .collect();
        refuted.sort_by_key(|&(length, i, _)| (length, i));
        let found = refuted.into_iter().find_map(|(.., supposed)| {
            refute(ctx, &easier, supposed, limit).and_then(|d| minimal(ctx, supposed, d, false))
        });
        if found.is_some() || left == 0 || ctx.deadline.passed() {
            return found;
        }
    }
    None
}

#[cfg(any(test, feature = "internals"))]
thread_local! {
    static LONG_CHAINS_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with [`to_the_end`] turned off on this thread, so a test can reach what a case split
/// tries after it (a case holding a supposition of its own).
#[cfg(any(test, feature = "internals"))]
pub fn without_long_chains<R>(f: impl FnOnce() -> R) -> R {
    LONG_CHAINS_OFF.with(|off| off.set(true));
    let result = f();
    LONG_CHAINS_OFF.with(|off| off.set(false));
    result
}

/// The largest grid (in cells) [`to_the_end`] works on: house puzzles of 7 categories of 6
/// (756 cells) or 6 of 7. On a generated 8 × 10 (2,800 cells) it took up to a second and left
/// the search step where it was.
const TO_THE_END_CELLS: usize = 1_000;

/// Most suppositions [`to_the_end`] follows in one search.
const TO_THE_END: usize = 96;

/// Open cells to suppose, those in the narrowest lines first (each cell once): the first `most`
/// of them.
fn candidates(ctx: &Context<'_>, most: usize) -> Vec<(ItemId, ItemId)> {
    let grid = ctx.grid;
    let width = |a: ItemId, b: ItemId| {
        grid.possible(a, b.category)
            .count_ones()
            .min(grid.possible(b, a.category).count_ones())
    };
    // The `most` first in (width, cell) order (each cell once, so no two are equal), cut down
    // to those whenever twice as many are kept rather than listing every open cell (hundreds of
    // MB on a clue-less 64 × 64).
    let most = most.max(1);
    let mut kept: Vec<(u32, ItemId, ItemId)> = Vec::new();
    grid.each_open(|a, b| {
        kept.push((width(a, b), a, b));
        if kept.len() == 2 * most {
            kept.select_nth_unstable(most - 1);
            kept.truncate(most);
        }
    });
    kept.sort_unstable();
    kept.truncate(most);
    kept.into_iter().map(|(_, a, b)| (a, b)).collect()
}

/// Follows `supposed` for at most `bound` steps and, if it ends in a contradiction, the
/// deduction that refutes it, with the chain of what followed (as text and as one case).
pub(super) fn refute(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    supposed: Fact,
    bound: usize,
) -> Option<Deduction> {
    if ctx.grid.mark(supposed.a, supposed.b) != Mark::Open {
        return None;
    }
    let (stop, lines, _) = follow(ctx, techniques, &[supposed], bound, Band::SUPPOSED)?;
    let Stop::Contradiction = stop else {
        return None;
    };
    let mut needed = vec![false; lines.len()];
    *needed.last_mut()? = true;
    let (steps, clues, facts) = slice(&lines, needed, Band::SUPPOSED);
    let chain = steps
        .iter()
        .map(|s| crate::words::reasons::numbered(s.number, &s.text))
        .collect();
    let conclusion = supposed.negated();
    let reason = ctx.argue(|| Reason::Supposition { supposed });
    let mut d = Deduction::new(TechniqueId::Contradiction, vec![conclusion], reason)
        .with_clues(clues)
        .with_facts(facts);
    d.chain = chain;
    d.cases = vec![CaseChain {
        assume: vec![supposed],
        supposed: Vec::new(),
        steps,
        ends: CaseEnd::Contradiction,
    }];
    Some(d)
}

/// Longest chain followed again on a grid of the premises alone: without the rest of the grid,
/// easier steps must first re-derive what the chain used (clue facts of the kept clues, …).
const PREMISE_BOUND: usize = 60;

/// A refutation whose support is minimal: no cited clue, and no earlier step it cites facts
/// from, can be left out with the rest still forcing the conclusion. Where one can, the
/// supposition is followed again on a grid holding only the rest (so the chain shown uses only
/// what is cited); if no chain is found that way, `None`. Inside a case (`nested`), where a
/// reader holds the case's whole grid, a chain found again must also replay there; one that
/// does not leaves the refutation as found (citing a fact the cut could do without) rather
/// than passed over. (At the top level the step's cases replay from its cited facts; the
/// sweeps check that.)
pub(super) fn minimal(
    ctx: &Context<'_>,
    supposed: Fact,
    found: Deduction,
    nested: bool,
) -> Option<Deduction> {
    let dims = Dimensions {
        categories: ctx.puzzle.category_count(),
        items: ctx.puzzle.size(),
    };
    let mut d = found;
    'cut: loop {
        let units = support_units(&d);
        let mut droppable = false;
        let mut unreplayable = false;
        for skip in 0..units.len() {
            let rest: Vec<&Unit> = units
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != skip)
                .map(|(_, u)| u)
                .collect();
            let clue_ids: Vec<usize> = rest.iter().filter_map(|u| u.clue).collect();
            let facts: Vec<Fact> = rest.iter().flat_map(|u| u.facts.iter().copied()).collect();
            let clues: Vec<&Clue> = clue_ids
                .iter()
                .filter_map(|&c| ctx.puzzle.clues().get(c))
                .collect();
            if !forces(dims, &clues, &facts, &d.conclusions) {
                continue;
            }
            droppable = true;
            if let Some(cut) = refute_within(ctx, supposed, &clue_ids, &facts) {
                if !nested || CaseChain::all_replay_on(&cut.cases, ctx.grid) {
                    d = cut;
                    continue 'cut;
                }
                unreplayable = true;
            }
        }
        return if !droppable || (nested && unreplayable) {
            Some(d)
        } else {
            None
        };
    }
}

/// A premise of a step: one clue, or one fact it cites. (A fact at a time, not a step at a
/// time: what is kept then does not depend on how earlier steps were numbered or grouped, and
/// needing every cited fact means needing every cited step.)
struct Unit {
    clue: Option<usize>,
    facts: Vec<Fact>,
}

/// The premises `d` rests on: its clues, then its facts.
fn support_units(d: &Deduction) -> Vec<Unit> {
    let clues = d.clues.iter().map(|&c| Unit {
        clue: Some(c),
        facts: Vec::new(),
    });
    let facts = d.facts.iter().map(|&f| Unit {
        clue: None,
        facts: vec![f],
    });
    clues.chain(facts).collect()
}

/// Follows `supposed` on a grid holding only `facts` (and their one-to-one consequences), with
/// only the clues `clue_ids`; the refutation found, if any, cites the original clue indices and
/// the premise facts (a consequence is cited as the ✓ it comes from).
fn refute_within(
    ctx: &Context<'_>,
    supposed: Fact,
    clue_ids: &[usize],
    facts: &[Fact],
) -> Option<Deduction> {
    let kept: Vec<Clue> = clue_ids
        .iter()
        .filter_map(|&c| ctx.puzzle.clues().get(c).cloned())
        .collect();
    let puzzle = ctx.puzzle.with_clues(kept);
    let (grid, sources) = premise_grid(ctx.grid, facts)?;
    let sub = Context {
        puzzle: &puzzle,
        grid: &grid,
        memo: None,
        touched: None,
        found_nothing: 0,
        ..*ctx
    };
    let easier: Vec<&dyn Technique> = CATALOG
        .iter()
        .copied()
        .filter(|t| t.id() < TechniqueId::Contradiction && t.id() != TechniqueId::LiarCases)
        .collect();
    let mut d = refute(&sub, &easier, supposed, PREMISE_BOUND)?;
    d.clues = d
        .clues
        .iter()
        .filter_map(|&c| clue_ids.get(c).copied())
        .collect();
    let cited: Vec<Fact> = d
        .facts
        .iter()
        .map(|f| {
            sources
                .iter()
                .find(|(consequence, _)| consequence == f)
                .map_or(*f, |(_, source)| *source)
        })
        .collect();
    let mut cut = Deduction::new(d.technique, d.conclusions.clone(), d.reason.clone())
        .with_clues(d.clues.clone())
        .with_facts(cited)
        .with_chain(d.chain);
    let map_fact = |f: Fact| {
        sources
            .iter()
            .find(|(consequence, _)| *consequence == f)
            .map_or(f, |(_, source)| *source)
    };
    cut.cases = d.cases;
    for case in &mut cut.cases {
        for step in &mut case.steps {
            step.clues = step
                .clues
                .iter()
                .filter_map(|&c| clue_ids.get(c).copied())
                .collect();
            step.facts = step.facts.iter().map(|&f| map_fact(f)).collect();
            step.facts.sort();
            step.facts.dedup();
        }
    }
    Some(cut)
}

/// A grid with only `facts` set, each with the origin it has in `grid` (✗s first, so a ✗ that
/// is a premise keeps its own origin), and for each one-to-one consequence of a ✓ that is not a
/// premise itself, that ✓.
pub(super) fn premise_grid(grid: &Grid, facts: &[Fact]) -> Option<(Grid, Vec<(Fact, Fact)>)> {
    let mut premise = Grid::new(grid.categories(), grid.size());
    let mut sources = Vec::new();
    for &fact in facts.iter().filter(|f| !f.together) {
        premise.assign(fact, grid.origin(fact.a, fact.b)).ok()?;
    }
    for &fact in facts.iter().filter(|f| f.together) {
        let consequences = premise.set(fact, grid.origin(fact.a, fact.b)).ok()?;
        sources.extend(consequences.into_iter().map(|c| (c, fact)));
    }
    Some((premise, sources))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    #[test]
    fn a_supposition_that_breaks_a_clue_is_refuted() {
        // If Saffron had the cue, the gym would have to go with both Saffron (line 4) and the
        // tea (line 5)… only a supposition shows it.
        let text = "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n\
                    Saffron + cue or Gunmetal + gym\nnot cue + (pool | lobby) or Raspberry + tea\n";
        let (puzzle, grid) = setup(text, &[]);
        let d = Contradiction
            .find(&Context::new(&puzzle, &grid))
            .expect("a refutation");
        assert_eq!(d.conclusions.len(), 1);
        assert!(!d.chain.is_empty());
        assert!(
            !d.conclusions[0].together || d.chain.len() > 1,
            "{:?}",
            conclusions(&puzzle, &d)
        );
    }
}
