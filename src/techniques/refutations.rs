//! Which supposition `contradiction` shows, chosen by what the clues mean rather than by how the
//! puzzle is spelt: every open cell is supposed ✓ and ✗ and followed with the easier techniques
//! as far as they go, each supposition within the same step limit of its own
//! ([`long_limit`]). Of those that end in a contradiction, a chain (the sub-steps the
//! contradiction needs, as the explanation shows them) of at most 12 steps comes before a longer
//! one; among those, the refutation that leaves the fewest cells open once its conclusion is set
//! and the easier techniques have followed it; then the shortest chain, a ✓ supposition before a
//! ✗ one, and the cells of the narrowest lines (the order `contradiction` tries them in).
//!
//! Why not the first refutation found with chains of at most 2, then 5, then 12 steps: the easier
//! techniques take their steps in the order of the items and clues, and steps the contradiction
//! does not need often come first, so whether a supposition breaks *within 12 steps* depended on
//! the spelling (one spelling refuted a cell in a chain of one step, another ran out of steps and
//! split cases or searched). Whether easier steps refute a supposition *at all* (within a limit
//! no shorter than the open cells, which it is on small grids) does not depend on the order they
//! are taken in, nor does what the easier techniques reach after a refutation; the chain a
//! supposition gets hardly does. So the explanation, and its rating, follow the meaning
//! (`tests/integration/invariance.rs`; what is left is in docs/difficulty.md).
//!
//! On a grid too large for every supposition to be followed to the end within [`LONG_WORK`],
//! `contradiction` falls back to its bounded search in the grid's order.

use super::chain::Band;
use super::{Context, Deduction, Quiet, SUPPOSITION, Technique, TechniqueId};
use crate::deadline::map_ahead;
use crate::grid::{Fact, Mark, Origin};
use crate::model::ItemId;
use crate::techniques::run::{Mode, Stop, deduce};

/// Work all suppositions together may do, in steps times the cells of the grid (a step scans
/// about the whole grid): 24,000 steps on a 5 × 5 grid (250 cells), shared out evenly before any
/// supposition is followed ([`long_limit`]), so no supposition's limit depends on the order they
/// are tried in. (With a known answer only the suppositions it breaks are followed, and most stop
/// long before.)
const LONG_WORK: usize = 24_000 * 250;

/// Every supposition's step limit over `open` open cells of a grid of `cells` cells: an even
/// share of [`LONG_WORK`] between both suppositions of every open cell, and never more than there
/// are open cells to set. `None` below 12 steps (the longest chain of the bounded search): the
/// grid is too large (about 7 categories of 6, or 6 of 5 with most cells open).
pub(super) fn long_limit(open: usize, cells: usize) -> Option<usize> {
    let limit = (LONG_WORK / (2 * open * cells).max(1)).min(open + 1);
    (limit > 12).then_some(limit)
}

/// The best refutation among every supposition of `cells` (the open cells, in the order to
/// try them) followed to the end (`Some` of it, or `Some(None)` when none is refuted), or `None`
/// when the grid is too large for that (then the caller searches within its bounds). `show`
/// follows a refuted supposition again in words within a step limit and cuts its support down
/// to a minimal one (`None` when it cannot: the next is tried).
pub(super) fn shortest(
    ctx: &Context<'_>,
    cells: &[(ItemId, ItemId)],
    show: impl Fn(&[&dyn Technique], Fact, usize) -> Option<Deduction>,
) -> Option<Option<Deduction>> {
    let footprint = ctx.grid.footprint();
    let limit = long_limit(cells.len(), footprint)?;
    let easier = super::easier(ctx, TechniqueId::Contradiction);
    // The local techniques look only where a supposition changed the grid (`touched`).
    let quiet = Quiet::new(ctx, &easier);
    // A supposition true in a solution of the clues that agrees with the grid is never refuted.
    let answer = crate::solver::known_answer::for_grid(ctx.puzzle, ctx.grid, true, ctx.deadline);
    let mut suppositions: Vec<(usize, usize, Fact)> = Vec::new();
    for (side, together) in [true, false].into_iter().enumerate() {
        for (i, &(a, b)) in cells.iter().enumerate() {
            let supposed = Fact::new(a, b, together);
            if !answer.as_ref().is_some_and(|s| s.holds(supposed)) {
                suppositions.push((side, i, supposed));
            }
        }
    }
    // Each supposition is followed on its own, so they are followed ahead on the machine's
    // cores (`map_ahead`: the same answers, and the same work counted, as one at a time).
    let (puzzle, grid) = (ctx.puzzle, ctx.grid);
    let Some(lengths) = map_ahead(&suppositions, ctx.deadline, |&(.., supposed), deadline| {
        crate::deadline::spend(footprint as u64);
        let at = Context {
            deadline,
            ..Context::new(puzzle, grid)
        };
        chain_length(&at, &easier, supposed, limit, &quiet)
    }) else {
        return Some(None);
    };
    let refuted: Vec<(usize, usize, usize, Fact)> = suppositions
        .iter()
        .zip(lengths)
        .filter_map(|(&(side, i, supposed), length)| Some((length?, side, i, supposed)))
        .collect();
    // Chains of at most 12 steps first, then longer; within each, the refutation that leaves the
    // fewest cells open once the easier steps have followed it, then the shortest chain.
    let band = |length: usize| {
        CHAINS
            .iter()
            .position(|&c| length <= c)
            .unwrap_or(CHAINS.len())
    };
    for standing in 0..=CHAINS.len() {
        let standing: Vec<(usize, usize, usize, Fact)> = refuted
            .iter()
            .copied()
            .filter(|r| band(r.0) == standing)
            .collect();
        let Some(lefts) = map_ahead(&standing, ctx.deadline, |&(.., supposed), deadline| {
            let at = Context {
                deadline,
                ..Context::new(puzzle, grid)
            };
            open_after(&at, &easier, supposed.negated(), &quiet)
        }) else {
            return Some(None);
        };
        let mut chosen: Vec<(usize, usize, usize, usize, Fact)> = standing
            .into_iter()
            .zip(lefts)
            .map(|((length, side, i, supposed), left)| (left, length, side, i, supposed))
            .collect();
        chosen.sort_by_key(|&(left, length, side, i, _)| (left, length, side, i));
        // Shown in words and cut to a minimal support; one that cannot be cut is passed over.
        let found = chosen
            .into_iter()
            .find_map(|(.., supposed)| show(&easier, supposed, limit));
        if found.is_some() {
            return Some(found);
        }
    }
    Some(None)
}

/// Chain lengths of equal standing: up to 12 steps, or longer.
const CHAINS: [usize; 1] = [12];

/// How many cells are left open when `fact` is set and the easier techniques go as far as they
/// can: what a refutation gives. The closure of the easier techniques does not depend on the
/// order they take their steps in, so neither does this.
fn open_after(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    fact: Fact,
    quiet: &Quiet<'_>,
) -> usize {
    let mut grid = ctx.grid.copy_marks();
    if grid.assign(fact, SUPPOSITION).is_err() {
        return usize::MAX;
    }
    crate::deadline::spend(grid.footprint() as u64);
    let mode = Mode {
        words: false,
        premises: false,
        deadline: ctx.deadline,
        quiet: Some(quiet),
        touched: None,
    };
    let first = Band::SUPPOSED.origin(0);
    // Every step sets a cell, so this many steps reach the end.
    let steps = grid.open_facts().len() + 1;
    deduce(
        ctx.puzzle,
        &mut grid,
        techniques,
        steps,
        first,
        mode,
        &mut |_, _, _, _| {},
    );
    grid.open_facts().len()
}

/// Follows `supposed` quietly for at most `limit` steps; if it ends in a contradiction, how many
/// of its steps the contradiction needs (the last step and those it builds on, as
/// `chain::slice` keeps them).
pub(super) fn chain_length(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    supposed: Fact,
    limit: usize,
    quiet: &Quiet<'_>,
) -> Option<usize> {
    let mut grid = ctx.grid.clone();
    if grid.mark(supposed.a, supposed.b) != Mark::Open
        || grid.assign(supposed, SUPPOSITION).is_err()
    {
        return None;
    }
    let first = Band::SUPPOSED.origin(0);
    // For each step, the earlier steps of the chain whose cells it cites.
    let mut uses: Vec<Vec<usize>> = Vec::new();
    let mut note = |d: Deduction, sub: &Context<'_>, number: usize, _: &[Fact]| {
        let step = number - first as usize;
        let origins = d.facts.iter().map(|f| sub.grid.origin(f.a, f.b));
        uses.push(
            origins
                .filter(|&o: &Origin| o >= first && o < SUPPOSITION)
                .map(|o| (o - first) as usize)
                .filter(|&j| j < step)
                .collect(),
        );
    };
    let mode = Mode {
        words: false,
        premises: true,
        deadline: ctx.deadline,
        quiet: Some(quiet),
        touched: None,
    };
    let stop = deduce(
        ctx.puzzle, &mut grid, techniques, limit, first, mode, &mut note,
    );
    if stop != Stop::Contradiction {
        return None;
    }
    let mut needed = vec![false; uses.len()];
    *needed.last_mut()? = true;
    for i in (0..uses.len()).rev() {
        if needed[i] {
            for &j in &uses[i] {
                needed[j] = true;
            }
        }
    }
    Some(needed.iter().filter(|&&n| n).count())
}

/// The ✓ suppositions of every open cell, grouped by the fewest open cells of its two lines
/// (an item's cells in the other's category), fewest first; within a group in the grid's order.
pub(super) fn narrowest_first(grid: &crate::grid::Grid) -> Vec<Vec<Fact>> {
    let mut bands: Vec<Vec<Fact>> = vec![Vec::new(); grid.size() + 1];
    grid.each_open(|a, b| {
        let width = grid
            .possible(a, b.category)
            .count_ones()
            .min(grid.possible(b, a.category).count_ones()) as usize;
        if let Some(band) = bands.get_mut(width) {
            band.push(Fact::yes(a, b));
        }
    });
    bands.into_iter().filter(|b| !b.is_empty()).collect()
}
