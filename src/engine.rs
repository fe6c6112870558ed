//! The explaining engine: applies the techniques of [`crate::techniques::CATALOG`] easiest first,
//! restarting from the easiest after every deduction, and records each step with its reasons.
//! When logic stalls it falls back to the exhaustive solver and says so. The result is an
//! [`Explanation`]: the steps, the outcome, the solutions and the rating.

use std::cell::RefCell;

use crate::deadline::Deadline;
use crate::entailment::{Dimensions, Premise, minimise};
use crate::grid::{Fact, Grid, Origin};
use crate::model::{Clue, ClueOption, ItemId, Puzzle, Relation, Solution};
use crate::rating::Rating;
use crate::solver::solve_clues_until;
use crate::techniques::{
    CATALOG, ClueFact, Context, Deduction, ScanMemo, Technique, TechniqueId, cite_origin, join,
};
use crate::trace::{Explanation, Outcome, Step};
use crate::words;

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
    /// Gather the clue facts at the start into one step (`explain --group-simple`). The grouped
    /// step is step 1 and lists each fact with its clue (its `parts`); later steps are numbered
    /// from 2 and cite it as step 1. The rating counts each of its parts as a step, so it is the
    /// same as without grouping. With `max_steps`, the grouped step counts as one step.
    pub group_simple: bool,
    /// Look for other minimal support sets of each step and keep at most this many per step
    /// (`explain --alternatives`; see [`crate::alternatives`]). `None`: do not look.
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
            group_simple: false,
            alternatives: None,
        }
    }
}

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
pub fn deduce(
    puzzle: &Puzzle,
    grid: &mut Grid,
    techniques: &[&dyn Technique],
    max_steps: usize,
    first_origin: Origin,
    mode: Mode,
    on_step: &mut OnStep<'_>,
) -> Stop {
    let Mode { words, deadline } = mode;
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
            let Some(mut broken) = broken_clue(puzzle, grid) else {
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
            let ctx = context(puzzle, grid, words, deadline);
            let ctx = match &memo {
                Some(memo) => ctx.with_memo(memo),
                None => ctx,
            };
            techniques.iter().enumerate().find_map(|(i, t)| {
                if done & bit(i) != 0 {
                    return None;
                }
                let found = t.find(&ctx);
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
#[derive(Debug, Clone, Copy)]
pub struct Mode {
    pub words: bool,
    pub deadline: Deadline,
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
                deduction.reason.push_str(&format!(
                    " But {} {}: the two cannot both hold.",
                    Context::new(puzzle, grid).say(existing),
                    cite_origin(set_by)
                ));
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

/// A sentence (capital first, no full stop) for a list of conclusions: "Sgt Gunmetal had the
/// dumbbell", "Coach Raspberry was not in the gym or the lobby", "Neither A nor B had the rope",
/// "A, B and C go together". The words come from [`crate::words`].
pub fn headline(ctx: &Context<'_>, conclusions: &[Fact]) -> String {
    words::sentence(&headline_inline(ctx, conclusions))
}

/// Whether `item`'s category is ordered (positions or amounts).
fn is_ordered(ctx: &Context<'_>, item: ItemId) -> bool {
    ctx.puzzle
        .categories()
        .get(item.category)
        .is_some_and(|c| c.order.is_some())
}

/// [`headline`] for the middle of a sentence ("Either way, neither A nor B …"): no capital.
pub fn headline_inline(ctx: &Context<'_>, conclusions: &[Fact]) -> String {
    // Most steps conclude one fact: grouping would give just this.
    if let [fact] = conclusions {
        return ctx.say(*fact);
    }
    grouped_headline(ctx, conclusions)
}

/// [`headline_inline`] by grouping the conclusions by subject, polarity and category.
fn grouped_headline(ctx: &Context<'_>, conclusions: &[Fact]) -> String {
    let ordered = |item: ItemId| is_ordered(ctx, item);
    // Every pair of three or more items, all ✓: they share a row.
    let mut members: Vec<ItemId> = conclusions.iter().flat_map(|f| [f.a, f.b]).collect();
    members.sort();
    members.dedup();
    let pairs = members.len() * members.len().saturating_sub(1) / 2;
    if members.len() >= 3 && conclusions.len() == pairs && conclusions.iter().all(|f| f.together) {
        return format!("{} go together", words::items(ctx.puzzle, &members, "and"));
    }
    // Group by subject, polarity and the objects' category (a place in an ordered category is
    // the object: "green is not in house 1", not "house 1 …")…
    let mut groups: Vec<(Vec<ItemId>, bool, Vec<ItemId>)> = Vec::new();
    for f in conclusions {
        let (a, b) = if ordered(f.a) && !ordered(f.b) {
            (f.b, f.a)
        } else {
            (f.a, f.b)
        };
        match groups.iter_mut().find(|(s, t, objects)| {
            s[0] == a && *t == f.together && objects[0].category == b.category
        }) {
            Some(group) => group.2.push(b),
            None => groups.push((vec![a], f.together, vec![b])),
        }
    }
    // … then merge ✗ groups that rule out the same objects for different subjects.
    let mut merged: Vec<(Vec<ItemId>, bool, Vec<ItemId>)> = Vec::new();
    for (subjects, together, objects) in groups {
        match merged.iter_mut().find(|(s, t, o)| {
            !together && !*t && *o == objects && s[0].category == subjects[0].category
        }) {
            Some(group) => group.0.extend(subjects),
            None => merged.push((subjects, together, objects)),
        }
    }
    // One clause per group; clauses about the same single subject say it once ("Bob had the
    // fish and was not at $50 or 23").
    let mut sentences: Vec<(Option<ItemId>, Vec<String>)> = Vec::new();
    for (subjects, together, objects) in &merged {
        let text = words::clause(ctx.puzzle, subjects, objects, *together);
        let subject = (subjects.len() == 1).then(|| subjects[0]);
        match sentences
            .iter_mut()
            .find(|(s, _)| subject.is_some() && *s == subject)
        {
            Some((_, clauses)) => clauses.push(text),
            None => sentences.push((subject, vec![text])),
        }
    }
    let sentences: Vec<String> = sentences
        .into_iter()
        .map(|(subject, clauses)| match subject {
            Some(subject) => words::same_subject(ctx.puzzle, subject, &clauses),
            None => join(&clauses, "and"),
        })
        .collect();
    join(&sentences, "and")
}

/// Explains a puzzle with default options.
pub fn explain(puzzle: &Puzzle) -> Explanation {
    explain_with(puzzle, &ExplainOptions::default())
}

/// Explains a puzzle: every step to the answer (or to the contradiction, or to where logic
/// stalls and search takes over).
pub fn explain_with(puzzle: &Puzzle, options: &ExplainOptions) -> Explanation {
    // The engine reads the clues by meaning (`crate::meaning`); the explanation keeps the
    // puzzle as written.
    let written = puzzle;
    let read = crate::meaning::read(puzzle);
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
    let stop = {
        let mut record = |d: Deduction, ctx: &Context<'_>, number: usize, consequences: &[Fact]| {
            steps.push(Step::from_deduction(d, ctx, number, consequences));
        };
        let techniques: Vec<&dyn Technique> = CATALOG
            .iter()
            .copied()
            .filter(|t| options.max_technique.is_none_or(|max| t.id() <= max))
            .collect();
        deduce(
            puzzle,
            &mut grid,
            &techniques,
            max_steps,
            first_origin,
            Mode {
                words: true,
                deadline: options.deadline,
            },
            &mut record,
        )
    };
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
            match search_step(
                puzzle,
                &grid,
                options.max_solutions,
                steps.len() + 1,
                options.deadline,
                options
                    .max_technique
                    .is_none_or(|max| max >= TechniqueId::CaseSplit),
            ) {
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
        alternatives_stopped_at = crate::alternatives::annotate(
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
    explanation.rating = Rating::of(&explanation);
    explanation
}

/// `--group-simple`: reads the clue facts into the grid as one step numbered 1, the way the
/// engine's first steps would (the clue-fact technique is tried first and is monotone, so every
/// clue-fact step of an explanation comes at its start, in this order). Stops where [`deduce`]
/// would stop reading them: when every row is known, at the deadline, when no clue states a new
/// fact, or before a fact that clashes with the grid (that one is then [`deduce`]'s, as its own
/// step showing the contradiction). Returns `None` when no clue states a fact, and the plain
/// clue-fact step when only one does.
fn read_clue_facts(puzzle: &Puzzle, grid: &mut Grid, deadline: Deadline) -> Option<Step> {
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

/// On a grid whose rows are all known: the first clue those rows break, as a contradiction that
/// cites the clue and where each of its items is (its ✓ with the first category, and for a
/// comparison its ✓ with the ordered category compared on).
fn broken_clue(puzzle: &Puzzle, grid: &Grid) -> Option<Deduction> {
    let solution = solution_of(grid);
    let broken = puzzle.clues().iter().position(|c| !c.holds(&solution))?;
    let ctx = Context::new(puzzle, grid);
    let options = &puzzle.clues()[broken].options;
    let mut placed: Vec<Fact> = options
        .iter()
        .flat_map(|o| o.terms.iter().flat_map(|t| t.alternatives.iter().copied()))
        .filter(|item| item.category != 0)
        .filter_map(|item| grid.partner(item, 0).map(|row| Fact::yes(row, item)))
        .collect();
    // A comparison reads the places of its items' rows: cite those too (unless the rows are
    // the places, the first category being the ordered one).
    for option in options {
        if let Relation::Compare(comparison) = &option.relation
            && comparison.category != 0
        {
            placed.extend(
                option
                    .items()
                    .into_iter()
                    .filter(|item| item.category != comparison.category)
                    .filter_map(|item| {
                        // The place of the item's row (the row's first-category item).
                        let row = grid.partner(item, 0)?;
                        grid.partner(row, comparison.category)
                            .map(|place| Fact::yes(row, place))
                    }),
            );
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
    let rows: Vec<String> = placed.iter().map(|f| ctx.say_cited(*f)).collect();
    let known = if rows.is_empty() {
        String::new()
    } else {
        format!(" ({})", join(&rows, "and"))
    };
    let reason = format!(
        "Every row is now known{known}, but then {} cannot hold.",
        ctx.clue_ref(broken)
    );
    Some(
        Deduction::contradiction(TechniqueId::ClueCases, reason)
            .with_clues([broken])
            .with_facts(placed),
    )
}

/// Whether every set cell agrees with the rows the first category's ✓s give.
fn consistent(grid: &Grid) -> bool {
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
fn solution_of(grid: &Grid) -> Solution {
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

/// The grid's marks as clues, for the solver.
pub fn grid_clues(grid: &Grid) -> Vec<Clue> {
    let mut clues = Vec::new();
    for c1 in 0..grid.categories() {
        for c2 in c1 + 1..grid.categories() {
            for i in 0..grid.size() {
                for j in 0..grid.size() {
                    let (a, b) = (ItemId::new(c1, i), ItemId::new(c2, j));
                    match grid.mark(a, b) {
                        crate::grid::Mark::Yes => {
                            clues.push(Clue::from_option(ClueOption::pair(a, b, false)))
                        }
                        crate::grid::Mark::No => {
                            clues.push(Clue::from_option(ClueOption::pair(a, b, true)))
                        }
                        crate::grid::Mark::Open => {}
                    }
                }
            }
        }
    }
    clues
}

/// Logic has stalled: search from the grid, and say what it found.
fn search_step(
    puzzle: &Puzzle,
    grid: &Grid,
    limit: usize,
    number: usize,
    deadline: Deadline,
    case_splits: bool,
) -> Option<(Step, Vec<Solution>, bool)> {
    let mut clues = puzzle.clues().to_vec();
    clues.extend(grid_clues(grid));
    let report = solve_clues_until(
        puzzle.category_count(),
        puzzle.size(),
        &clues,
        limit,
        deadline,
    );
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
    let differ = crate::trace::describe_disagreements(
        puzzle,
        &crate::trace::disagreements(puzzle, &report.solutions),
    );
    let found = match (report.solutions.len(), more) {
        (0, _) => "no solution: the clues contradict each other".to_string(),
        (1, false) => "exactly one solution, which settles every open cell".to_string(),
        (n, false) => format!("{n} solutions, which disagree on {differ}"),
        (n, true) => {
            format!("at least {n} solutions (it stopped there), which disagree on {differ}")
        }
    };
    let tried = if case_splits {
        " (not even a case split, within its work limit)".to_string()
    } else {
        String::new()
    };
    let reason = format!(
        "No technique applies{tried} with {open} cells still open; an exhaustive search from this grid finds {found}."
    );
    let mut d = Deduction::new(TechniqueId::Search, conclusions, reason)
        .with_clues(0..puzzle.clues().len());
    d.contradiction = report.solutions.is_empty();
    let step = Step::from_deduction(d, &ctx, number, &[]);
    Some((step, report.solutions, more))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(text: &str, rows: &[(&str, &str)]) -> (Puzzle, Grid) {
        let puzzle = Puzzle::parse(text).unwrap();
        let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
        let item = |name: &str| match puzzle.find_item(name) {
            crate::names::Lookup::Found(i) => i,
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
                && d.reason.contains(&format!("{name} goes with the {drink}"))
        };
        assert!(
            one_row("Ana", "1st", "tea") != one_row("Ben", "2nd", "milk"),
            "{}",
            d.reason
        );
        assert_eq!(d.facts.len(), 2);
    }

    /// The one-fact shortcut says what grouping would.
    #[test]
    fn one_fact_headlines_read_as_grouped_ones() {
        let (puzzle, grid) = finished(
            "place (ordered): 1st, 2nd, 3rd\ncolour: red, green, blue\npet: cat, dog, fish\n",
            &[],
        );
        let ctx = Context::new(&puzzle, &grid);
        let items: Vec<ItemId> = (0..3)
            .flat_map(|c| (0..3).map(move |i| ItemId::new(c, i)))
            .collect();
        let mut compared = 0;
        for &a in &items {
            for &b in items.iter().filter(|b| b.category != a.category) {
                for together in [true, false] {
                    let fact = [Fact::new(a, b, together)];
                    assert_eq!(headline_inline(&ctx, &fact), grouped_headline(&ctx, &fact));
                    compared += 1;
                }
            }
        }
        assert_eq!(compared, 108);
    }

    #[test]
    fn headlines_put_places_last() {
        let (puzzle, grid) = finished(
            "place (ordered): 1st, 2nd\nrunner: Ana, Ben\nAna < Ben\n",
            &[],
        );
        let ctx = Context::new(&puzzle, &grid);
        let ana = ItemId::new(1, 0);
        let second = ItemId::new(0, 1);
        assert_eq!(headline(&ctx, &[Fact::no(ana, second)]), "Ana is not 2nd");
    }
}
