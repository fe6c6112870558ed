//! The explaining engine: applies the techniques of [`crate::techniques::CATALOG`] easiest first,
//! restarting from the easiest after every deduction, and records each step with its reasons.
//! When logic stalls it falls back to the exhaustive solver and says so. The result is an
//! [`Explanation`]: the steps, the outcome, the solutions and the rating.

use crate::deadline::Deadline;
use crate::explain::explanation::{Explanation, Outcome, Step};
use crate::explain::guess::guess;
use crate::explain::rating::Rating;
use crate::grid::{Fact, Grid, Origin};
use crate::model::{Puzzle, Solution};
use crate::solver::solve_clues_until;
use crate::techniques::run::{Mode, Stop, apply, consistent, deduce, solution_of};
use crate::techniques::{CATALOG, ClueFact, Context, Deduction, Technique, TechniqueId};

/// How far to go.
#[derive(Debug, Clone)]
pub struct ExplainOptions {
    /// The search fallback stops after this many solutions.
    pub max_solutions: usize,
    /// Stop after this many steps (`None`: until the end). Used by `hint`.
    pub max_steps: Option<usize>,
    /// Facts the player already has; they are set before the first step (as step 0).
    pub given: Vec<Fact>,
    /// Use only techniques up to this one (`None`: the whole catalog). Search still follows
    /// when they stall.
    pub max_technique: Option<TechniqueId>,
    /// Give up when this passes (`--timeout`): the outcome is then `TimedOut`, with the steps
    /// made so far. None by default, so explanations stay deterministic.
    pub deadline: Deadline,
    /// Gather the clue facts at the start into one step, the way a printed solution opens
    /// with what the clues state outright (on by default; `explain --ungrouped` turns it off).
    /// The grouped step is step 1 and lists each fact with its clue (its `parts`); later steps
    /// are numbered from 2 and cite it as step 1. The rating counts each of its parts as a step,
    /// so it is the same as without grouping. With `max_steps`, the grouped step counts as one
    /// step.
    pub group_simple: bool,
    /// Look for other minimal support sets of each step and keep at most this many per step
    /// (`explain --alternatives`; see `crate::explain::alternatives`). `None`: do not look.
    pub alternatives: Option<usize>,
}

impl Default for ExplainOptions {
    fn default() -> Self {
        ExplainOptions {
            max_solutions: crate::solver::DEFAULT_MAX_SOLUTIONS,
            max_steps: None,
            given: Vec::new(),
            max_technique: None,
            deadline: Deadline::none(),
            group_simple: true,
            alternatives: None,
        }
    }
}

/// Explains a puzzle with default options.
pub fn explain(puzzle: &Puzzle) -> Explanation {
    explain_with(puzzle, &ExplainOptions::default())
}

/// Explains a puzzle: every step to the answer (or to the contradiction, or to where logic
/// stalls and search takes over).
// long because each option of ExplainOptions is carried out in turn, in the order they apply.
pub fn explain_with(puzzle: &Puzzle, options: &ExplainOptions) -> Explanation {
    // The engine reads the clues by meaning (`crate::model::meaning`); the explanation keeps the
    // puzzle as written.
    let written = puzzle;
    let read = crate::model::meaning::read(puzzle);
    let puzzle = &read;
    let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
    let mut steps: Vec<Step> = Vec::new();
    for &fact in &options.given {
        if grid.set(fact, 0).is_err() {
            break;
        }
    }
    let mut max_steps = options.max_steps.unwrap_or(usize::MAX);
    let mut first_origin: Origin = 1;
    if options.group_simple
        && max_steps > 0
        && let Some(group) = read_clue_facts(puzzle, &mut grid, options.deadline)
    {
        steps.push(group);
        first_origin = 2;
        max_steps -= 1;
    }
    let techniques: Vec<&dyn Technique> = CATALOG
        .iter()
        .copied()
        .filter(|t| options.max_technique.is_none_or(|max| t.id() <= max))
        .collect();
    let full = options
        .max_technique
        .is_none_or(|max| max >= TechniqueId::CaseSplit);
    let before = steps.len();
    let mut stop = run(
        puzzle,
        &mut grid,
        &techniques,
        max_steps,
        first_origin,
        options.deadline,
        &mut steps,
    );
    // Where logic stalls on a puzzle with one answer (and every technique was tried), a guess on
    // the narrowest line, then logic again from it.
    let mut found = None;
    let guessing_since = crate::deadline::spent();
    let mut last_guess = None;
    while stop == Stop::Stalled && full && grid.cells() <= GUESS_CELLS {
        // Guesses, and the logic after them, within their own work (else the search step).
        let spent = crate::deadline::spent().saturating_sub(guessing_since);
        let Some(cap) = GUESS_WORK.checked_sub(spent) else {
            break;
        };
        let report = solutions_from(puzzle, &grid, options.max_solutions, options.deadline);
        let one = report.solutions.len() == 1 && !report.truncated && !report.timed_out;
        let guessed = one
            .then(|| {
                let solution = &report.solutions[0];
                guess(puzzle, &grid, solution, options.deadline, last_guess)
            })
            .flatten();
        let Some(mut d) = guessed else {
            found = Some(report);
            break;
        };
        let number = steps.len() + 1;
        last_guess = Some(number);
        let Some(consequences) = apply(puzzle, &mut grid, &mut d, number as Origin) else {
            found = Some(report);
            break;
        };
        steps.push(Step::from_deduction(
            d,
            &Context::new(puzzle, &grid),
            number,
            &consequences,
        ));
        let left = max_steps.saturating_sub(steps.len() - before);
        let work = options
            .deadline
            .work_left()
            .map_or(cap, |left| left.min(cap));
        stop = run(
            puzzle,
            &mut grid,
            &techniques,
            left,
            number as Origin + 1,
            options.deadline.with_work(work),
            &mut steps,
        );
        if stop == Stop::TimedOut && !options.deadline.passed() {
            // Out of guessing work, not out of time: search settles the rest.
            stop = Stop::Stalled;
            break;
        }
    }
    let mut outcome = Outcome::Unfinished;
    let mut solutions = Vec::new();
    let mut truncated = false;
    match stop {
        Stop::Complete => {
            outcome = Outcome::Solved;
            solutions.push(solution_of(&grid));
        }
        Stop::Contradiction => outcome = Outcome::NoSolution,
        Stop::StepLimit => {}
        Stop::TimedOut => outcome = Outcome::TimedOut,
        Stop::Stalled => {
            let report = found.unwrap_or_else(|| {
                solutions_from(puzzle, &grid, options.max_solutions, options.deadline)
            });
            match search_step(puzzle, &grid, report, steps.len() + 1, full) {
                Some((step, found, more)) => {
                    outcome = match found.len() {
                        0 => Outcome::NoSolution,
                        1 if !more => Outcome::Solved,
                        _ => Outcome::SeveralSolutions,
                    };
                    steps.push(step);
                    solutions = found;
                    truncated = more;
                }
                None => outcome = Outcome::TimedOut,
            }
        }
    }
    let rating = Rating::from_steps(steps.iter().flat_map(Step::rated));
    let mut alternatives_stopped_at = None;
    if let Some(cap) = options.alternatives
        && outcome != Outcome::NoSolution
    {
        alternatives_stopped_at = crate::explain::alternatives::annotate(
            puzzle,
            &mut steps,
            &options.given,
            cap,
            options.deadline,
        );
    }
    let mut explanation = Explanation {
        puzzle: written.clone(),
        work_limited: outcome == Outcome::TimedOut && options.deadline.work_spent(),
        steps,
        outcome,
        solutions,
        truncated,
        rating,
        alternatives_stopped_at,
    };
    explanation.rating = crate::explain::effort::rate(&explanation);
    explanation
}

/// `--group-simple`: reads the clue facts into the grid as one step numbered 1, the way the
/// engine's first steps would (the clue-fact technique is tried first and is monotone, so every
/// clue-fact step of an explanation comes at its start, in this order). Stops where [`deduce`]
/// would stop reading them: when every row is known, at the deadline, when no clue states a new
/// fact, or before a fact that clashes with the grid (that one is then [`deduce`]'s, as its own
/// step showing the contradiction). Returns `None` when no clue states a fact, and the plain
/// clue-fact step when only one does.
pub(crate) fn read_clue_facts(
    puzzle: &Puzzle,
    grid: &mut Grid,
    deadline: Deadline,
) -> Option<Step> {
    const GROUP: Origin = 1;
    let mut parts: Vec<Step> = Vec::new();
    loop {
        if (grid.rows_complete() && consistent(grid)) || deadline.passed() {
            break;
        }
        let Some(mut deduction) = ClueFact.find(&Context::new(puzzle, grid)) else {
            break;
        };
        let mut trial = grid.clone();
        let Some(consequences) = apply(puzzle, &mut trial, &mut deduction, GROUP) else {
            break;
        };
        *grid = trial;
        parts.push(Step::from_deduction(
            deduction,
            &Context::new(puzzle, grid),
            GROUP as usize,
            &consequences,
        ));
    }
    match parts.len() {
        0 => None,
        1 => parts.pop(),
        _ => Some(Step::group(&Context::new(puzzle, grid), parts)),
    }
}

/// Most work units the guesses of one explanation, and the logic after them, may take (about four
/// seconds on the reference machine; `crate::deadline`): past it, search settles the rest.
const GUESS_WORK: u64 = 1_600_000_000;

/// The largest grid (in cells) a guess is made on: about 7 categories of 6 (756 cells) or 6 of
/// 7. On larger ones following the other options, and the logic after a guess, cost more than
/// the search they replace (a generated 8 × 10 ran out of its work budget).
const GUESS_CELLS: usize = 1_000;

/// Logic runs with `techniques` from `first` for at most `max_steps` steps, each recorded in
/// `steps`.
fn run(
    puzzle: &Puzzle,
    grid: &mut Grid,
    techniques: &[&dyn Technique],
    max_steps: usize,
    first: Origin,
    deadline: Deadline,
    steps: &mut Vec<Step>,
) -> Stop {
    let mut record = |d: Deduction, ctx: &Context<'_>, number: usize, consequences: &[Fact]| {
        steps.push(Step::from_deduction(d, ctx, number, consequences));
    };
    deduce(
        puzzle,
        grid,
        techniques,
        max_steps,
        first,
        Mode {
            words: true,
            premises: true,
            deadline,
            quiet: None,
            touched: None,
        },
        &mut record,
    )
}

/// The solutions of the clues that agree with `grid`, at most `limit` of them.
fn solutions_from(
    puzzle: &Puzzle,
    grid: &Grid,
    limit: usize,
    deadline: Deadline,
) -> crate::solver::SolveReport {
    let mut clues = puzzle.clues().to_vec();
    clues.extend(crate::grid::grid_clues(grid));
    solve_clues_until(
        puzzle.category_count(),
        puzzle.size(),
        &clues,
        limit,
        deadline,
    )
}

/// Logic has stalled: say what a search from the grid found (`report`).
fn search_step(
    puzzle: &Puzzle,
    grid: &Grid,
    report: crate::solver::SolveReport,
    number: usize,
    case_splits: bool,
) -> Option<(Step, Vec<Solution>, bool)> {
    // Two solutions found are enough to say there are several; fewer prove nothing yet.
    if report.timed_out && report.solutions.len() < 2 {
        return None;
    }
    let open = grid.open_cells();
    let ctx = Context::new(puzzle, grid);
    let more = report.truncated || report.timed_out;
    // Cells every solution agrees on (only when the list is complete).
    let mut conclusions = Vec::new();
    if !report.solutions.is_empty() && !more {
        for (a, b) in grid.open_facts() {
            let first = report.solutions[0].together(a, b);
            if report.solutions.iter().all(|s| s.together(a, b) == first) {
                conclusions.push(Fact::new(a, b, first));
            }
        }
    }
    let shape = crate::techniques::Reason::Search {
        open,
        solutions: report.solutions.len(),
        more,
        case_splits,
        disagree: crate::explain::explanation::disagreements(puzzle, &report.solutions),
    };
    let reason = crate::techniques::Argued::of(puzzle, shape);
    let mut d = Deduction::new(TechniqueId::Search, conclusions, reason)
        .with_clues(0..puzzle.clues().len());
    d.contradiction = report.solutions.is_empty();
    let step = Step::from_deduction(d, &ctx, number, &[]);
    Some((step, report.solutions, more))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::run::broken_clue;

    fn finished(text: &str, rows: &[(&str, &str)]) -> (Puzzle, Grid) {
        let puzzle = Puzzle::parse(text).unwrap();
        let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
        let item = |name: &str| match puzzle.find_item(name) {
            crate::model::names::Lookup::Found(i) => i,
            other => panic!("{name}: {other:?}"),
        };
        for (i, (a, b)) in rows.iter().enumerate() {
            grid.set(Fact::yes(item(a), item(b)), i as u32 + 1).unwrap();
        }
        (puzzle, grid)
    }

    #[test]
    fn a_broken_comparison_cites_the_places_it_needs() {
        // Rows: Ana 1st with tea, Ben 2nd with milk; the clue wants milk before tea.
        let (puzzle, grid) = finished(
            "runner: Ana, Ben\nplace (ordered): 1st, 2nd\ndrink: tea, milk\nmilk < tea\n",
            &[
                ("Ana", "1st"),
                ("Ana", "tea"),
                ("Ben", "2nd"),
                ("Ben", "milk"),
            ],
        );
        let d = broken_clue(&puzzle, &grid).unwrap();
        assert!(d.contradiction);
        assert_eq!(d.clues, [0]);
        // One row is enough (tea first, or milk last): the other need not be cited.
        let one_row = |name: &str, place: &str, drink: &str| {
            d.reason.contains(&format!("{name} is {place}"))
                && d.reason.contains(&format!("{name}'s drink is {drink}"))
        };
        assert!(
            one_row("Ana", "1st", "tea") != one_row("Ben", "2nd", "milk"),
            "{}",
            d.reason
        );
        assert_eq!(d.facts.len(), 2);
    }
}
