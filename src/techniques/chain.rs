//! Following a supposition or a case on a copy of the grid with the easier techniques, and
//! keeping only the sub-steps its ending needs, renumbered (`follow`, `slice`): the machinery
//! `contradiction` and `case_split` share. `Band` keeps a case's numbering apart from a nested
//! supposition's.

use super::Reason;
use super::{
    CASE_BASE, CASE_SUPPOSITION, CaseChain, Context, Deduction, Quiet, SUPPOSED_BASE, SUPPOSITION,
    SubStep, Technique, TechniqueId, Touched,
};
use crate::grid::{Fact, Grid, Origin};
use crate::techniques::run::{Mode, Stop, deduce};
use crate::words::Prose;

/// The origins the lines of a followed supposition get: a contradiction's (cited "from 2
/// above", "from the supposition") or a case's ("from case line 2", "from the case"), kept
/// apart so a contradiction can be followed inside a case.
#[derive(Debug, Clone, Copy)]
pub(super) struct Band {
    base: Origin,
    supposition: Origin,
}

impl Band {
    pub(super) const SUPPOSED: Band = Band {
        base: SUPPOSED_BASE,
        supposition: SUPPOSITION,
    };
    pub(super) const CASE: Band = Band {
        base: CASE_BASE,
        supposition: CASE_SUPPOSITION,
    };

    /// The origin of line `i` (from 0).
    pub(super) fn origin(self, i: usize) -> Origin {
        self.base + 1 + i as Origin
    }
}

/// One sub-step of a case, as followed.
#[derive(Debug, Clone)]
pub(super) struct Line {
    /// The origin its cells got (`SUPPOSED_BASE` + its number).
    pub origin: Origin,
    pub technique: TechniqueId,
    pub conclusions: Vec<Fact>,
    pub contradiction: bool,
    /// The origins of the earlier lines whose cells it cites.
    pub uses: Vec<Origin>,
    pub uses_assumption: bool,
    pub clues: Vec<usize>,
    /// The facts from outside the case it cites.
    pub facts: Vec<Fact>,
    /// "A is with B. Because …" with "(from 2 above)" for lines of the case.
    pub text: Prose,
    /// The shape the text says, where the technique gave one.
    pub shape: Option<Reason>,
    pub cases: Vec<CaseChain>,
}

/// Follows `assume` on a copy of `ctx.grid` for at most `bound` steps, in words: how it
/// stopped, each line, and the grid at the end. `None` when the supposition clashes outright.
pub(super) fn follow(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    assume: &[Fact],
    bound: usize,
    band: Band,
) -> Option<(Stop, Vec<Line>, Grid)> {
    let mut grid = ctx.grid.clone();
    for &fact in assume {
        grid.assign(fact, band.supposition).ok()?;
    }
    let mut lines: Vec<Line> = Vec::new();
    let mut note = |d: Deduction, sub: &Context<'_>, number: usize, _: &[Fact]| {
        let origins: Vec<Origin> = d.facts.iter().map(|f| sub.grid.origin(f.a, f.b)).collect();
        let text =
            crate::words::reasons::case_line(sub.puzzle, &d.conclusions, d.contradiction, d.reason);
        lines.push(Line {
            origin: number as Origin,
            technique: d.technique,
            conclusions: d.conclusions.clone(),
            contradiction: d.contradiction,
            uses: origins
                .iter()
                .copied()
                .filter(|&o| o > band.base && o < band.supposition && o != number as Origin)
                .collect(),
            uses_assumption: origins.contains(&band.supposition),
            clues: d.clues.clone(),
            facts: d
                .facts
                .iter()
                .copied()
                .filter(|f| sub.grid.origin(f.a, f.b) < band.base)
                .collect(),
            text,
            shape: d.shape,
            cases: d.cases,
        });
    };
    let stop = deduce(
        ctx.puzzle,
        &mut grid,
        techniques,
        bound,
        band.origin(0),
        Mode {
            words: true,
            premises: true,
            deadline: ctx.deadline,
            quiet: None,
            touched: None,
        },
        &mut note,
    );
    // Work counted for the commands' budget (see `crate::deadline`): the copy of the grid and
    // each step taken on it cost about as much as the grid has cells.
    let cells = ctx.grid.cells() as u64;
    crate::deadline::spend(cells.saturating_mul(lines.len() as u64 + 1));
    Some((stop, lines, grid))
}

/// The lines marked `needed` and those they build on, renumbered from 1 as sub-steps, with the
/// clues and outside facts they use. A line nothing needed builds on is left out.
pub(super) fn slice(
    lines: &[Line],
    mut needed: Vec<bool>,
    band: Band,
) -> (Vec<SubStep>, Vec<usize>, Vec<Fact>) {
    for i in (0..lines.len()).rev() {
        if !needed[i] {
            continue;
        }
        for &origin in &lines[i].uses {
            if let Some(j) = lines.iter().position(|l| l.origin == origin) {
                needed[j] = true;
            }
        }
    }
    let kept: Vec<&Line> = lines
        .iter()
        .zip(&needed)
        .filter(|(_, n)| **n)
        .map(|(l, _)| l)
        .collect();
    let renumber: Vec<(Origin, usize)> = kept
        .iter()
        .enumerate()
        .map(|(i, l)| (l.origin - band.base, i + 1))
        .collect();
    let steps = kept
        .iter()
        .enumerate()
        .map(|(i, l)| SubStep {
            number: i + 1,
            technique: l.technique,
            conclusions: l.conclusions.clone(),
            contradiction: l.contradiction,
            clues: l.clues.clone(),
            facts: l.facts.clone(),
            uses: l
                .uses
                .iter()
                .filter_map(|o| {
                    renumber
                        .iter()
                        .find(|(old, _)| *old == o - band.base)
                        .map(|(_, new)| *new)
                })
                .collect(),
            uses_assumption: l.uses_assumption,
            text: l.text.map_origins(|o| renumbered(o, &renumber, band)),
            shape: l
                .shape
                .as_ref()
                .map(|s| s.map_origins(|o| renumbered(o, &renumber, band))),
            cases: l
                .cases
                .iter()
                .map(|c| renumber_case(c, &renumber, band))
                .collect(),
        })
        .collect();
    let mut clues: Vec<usize> = kept.iter().flat_map(|l| l.clues.iter().copied()).collect();
    clues.sort();
    clues.dedup();
    let mut facts: Vec<Fact> = kept.iter().flat_map(|l| l.facts.iter().copied()).collect();
    facts.sort();
    facts.dedup();
    (steps, clues, facts)
}

/// A nested case whose sub-steps cite lines of the case around it, with those citations
/// renumbered by `map`.
pub(super) fn renumber_case(case: &CaseChain, map: &[(Origin, usize)], band: Band) -> CaseChain {
    let mut case = case.clone();
    for step in &mut case.steps {
        step.text = step.text.map_origins(|o| renumbered(o, map, band));
        step.cases = step
            .cases
            .iter()
            .map(|c| renumber_case(c, map, band))
            .collect();
    }
    case
}

/// A line of `band` (old number) renumbered by `map` (old number → new number); any other
/// origin as it is.
fn renumbered(origin: Origin, map: &[(Origin, usize)], band: Band) -> Origin {
    if origin <= band.base || origin >= band.supposition {
        return origin;
    }
    map.iter()
        .find(|(old, _)| *old == origin - band.base)
        .map_or(origin, |(_, new)| band.base + *new as Origin)
}

/// A supposition or a case followed quietly for some steps, so a search can follow many of them
/// a little at a time: the conclusions of each step so far, and how it ended.
#[derive(Debug, Clone, Default)]
pub(super) struct Run {
    /// The conclusions of each step so far.
    pub(super) steps: Vec<Vec<Fact>>,
    /// How the run ended, unless only the step limit stopped it (then it can go on).
    pub(super) end: Option<Stop>,
}

impl Run {
    /// Whether following to `limit` steps would go further (and so copy the grid).
    pub(super) fn wants(&self, limit: usize) -> bool {
        self.end.is_none() && self.steps.len() < limit
    }

    /// Whether the run ended in a contradiction.
    pub(super) fn dead(&self) -> bool {
        self.end == Some(Stop::Contradiction)
    }

    /// Goes on from the steps already taken until `limit` steps in all (or the run ends), on
    /// `grid`: the grid with the supposition and those steps set, numbered in `band`
    /// (`touched`: what that changed from `quiet`'s grid, if kept while setting them).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn go_on(
        &mut self,
        ctx: &Context<'_>,
        grid: &mut Grid,
        techniques: &[&dyn Technique],
        limit: usize,
        band: Band,
        quiet: Option<&Quiet<'_>>,
        touched: Option<Touched>,
    ) {
        let taken = self.steps.len();
        let steps = &mut self.steps;
        let mut note = |d: Deduction, _: &Context<'_>, _: usize, _: &[Fact]| {
            steps.push(d.conclusions);
        };
        let mode = Mode {
            words: false,
            premises: false,
            deadline: ctx.deadline,
            quiet,
            touched,
        };
        let stop = deduce(
            ctx.puzzle,
            grid,
            techniques,
            limit - taken,
            band.origin(taken),
            mode,
            &mut note,
        );
        if stop != Stop::StepLimit {
            self.end = Some(stop);
        }
    }
}

/// A run followed ahead to a bound, and how far it stood before (its steps then, and how it
/// had ended, if it had): what it was is its first steps.
pub(super) struct Ahead {
    pub(super) run: Run,
    pub(super) before: (usize, Option<Stop>),
}

impl Ahead {
    /// Takes `run` out of its slot (left empty) and follows it with `follow`, keeping how it
    /// stood before.
    pub(super) fn follow(slot: &std::sync::Mutex<Run>, follow: impl FnOnce(&mut Run)) -> Ahead {
        let mut run = slot
            .lock()
            .map(|mut r| std::mem::take(&mut *r))
            .unwrap_or_default();
        let before = (run.steps.len(), run.end);
        follow(&mut run);
        Ahead { run, before }
    }

    /// Whether the run as it stood before would have gone further under `limit` (see
    /// [`Run::wants`]).
    pub(super) fn wanted(&self, limit: usize) -> bool {
        let (steps, end) = self.before;
        end.is_none() && steps < limit
    }

    /// The run as it stood before it was followed ahead.
    pub(super) fn into_before(self) -> Run {
        let (steps, end) = self.before;
        let mut run = self.run;
        run.steps.truncate(steps);
        run.end = end;
        run
    }
}
