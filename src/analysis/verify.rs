//! Checks an explanation as a doubting reader would, with the exhaustive solver and none of the
//! engine's techniques: every step is sound (its conclusions hold in every solution), follows
//! from exactly what it cites (its clues and earlier facts force its conclusions, or cannot all
//! hold for a contradiction), cites only facts known before it, and replays on the grid; every
//! case of a split or contradiction replays from its supposition, each sub-step from what it
//! cites; a split on a count covers every model of its premises; and the explanation ends in
//! the solver's outcome. Used by `check --verify` and by the test sweeps.

use serde::Serialize;

use crate::deadline::Deadline;
use crate::explain::explanation::{Explanation, Step};
use crate::grid::{Fact, Grid};
use crate::model::{Clue, ClueOption, Puzzle, Relation, Solution};
use crate::solver::{Outcome, solve_clues_until, solve_until};
use crate::techniques::{CaseChain, CaseEnd, TechniqueId};

/// What [`verify`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// Steps checked (a grouped step's parts each count).
    pub steps: usize,
    /// Cases replayed, nested ones included.
    pub cases: usize,
    /// What is wrong, in step order; empty when the explanation holds.
    pub faults: Vec<Fault>,
    /// False when the deadline passed first: the steps after the last one checked were not read.
    pub finished: bool,
}

impl Verification {
    /// Whether every step was checked and none is at fault.
    pub fn holds(&self) -> bool {
        self.finished && self.faults.is_empty()
    }
}

/// One thing wrong with an explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// The step's number (0 for the explanation as a whole).
    pub step: usize,
    pub kind: FaultKind,
    /// The fact at fault, where there is one.
    pub fact: Option<Fact>,
    /// What exactly, in words (the fact, if any, is named apart).
    pub detail: String,
}

/// The kinds of [`Fault`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// The explanation ends in another outcome, or another answer, than the solver finds.
    WrongOutcome,
    /// A conclusion fails in some solution.
    Unsound,
    /// The cited clues and facts do not force a conclusion (or, for a contradiction, can hold).
    DoesNotFollow,
    /// A cited fact was not known before the step.
    UnknownFact,
    /// A conclusion clashes with the grid of the steps before it.
    DoesNotReplay,
    /// A case of a split or contradiction does not replay from its supposition.
    CaseDoesNotReplay,
    /// Some model of a count split's premises falls in none of its cases.
    Uncovered,
}

/// Checks `explanation` of `puzzle` (explained without given facts), stopping when `deadline`
/// passes (see [`Verification::finished`]).
pub fn verify(puzzle: &Puzzle, explanation: &Explanation, deadline: Deadline) -> Verification {
    let mut checker = Checker {
        puzzle,
        k: puzzle.category_count(),
        n: puzzle.size(),
        deadline,
        out_of_time: false,
        faults: Vec::new(),
        cases: 0,
    };
    let truth = solve_until(puzzle, 50, deadline);
    if truth.timed_out && truth.solutions.is_empty() {
        return checker.finish(0);
    }
    checker.outcome(explanation, &truth.solutions, truth.truncated);
    let mut grid = Grid::new(checker.k, checker.n);
    let mut steps = 0;
    for step in &explanation.steps {
        let parts: Vec<&Step> = if step.parts.is_empty() {
            vec![step]
        } else {
            step.parts.iter().collect()
        };
        for part in parts {
            if deadline.passed() {
                checker.out_of_time = true;
            } else {
                checker.step(part, &truth.solutions, &mut grid);
            }
            if checker.out_of_time {
                return checker.finish(steps);
            }
            steps += 1;
        }
    }
    checker.grid_fits(&grid, !truth.solutions.is_empty());
    checker.finish(steps)
}

struct Checker<'a> {
    puzzle: &'a Puzzle,
    k: usize,
    n: usize,
    deadline: Deadline,
    out_of_time: bool,
    faults: Vec<Fault>,
    cases: usize,
}

impl Checker<'_> {
    fn finish(self, steps: usize) -> Verification {
        Verification {
            steps,
            cases: self.cases,
            faults: self.faults,
            finished: !self.out_of_time,
        }
    }

    fn fault(&mut self, step: usize, kind: FaultKind, detail: String) {
        self.faults.push(Fault {
            step,
            kind,
            fact: None,
            detail,
        });
    }

    fn fact_fault(&mut self, step: usize, kind: FaultKind, fact: Fact, detail: &str) {
        self.faults.push(Fault {
            step,
            kind,
            fact: Some(fact),
            detail: detail.to_string(),
        });
    }

    fn outcome(&mut self, explanation: &Explanation, solutions: &[Solution], truncated: bool) {
        let expected = match (solutions.len(), truncated) {
            (0, _) => Outcome::NoSolution,
            (1, false) => Outcome::Solved,
            _ => Outcome::SeveralSolutions,
        };
        let cut_short = matches!(explanation.outcome, Outcome::TimedOut | Outcome::Unfinished);
        if !cut_short && explanation.outcome != expected {
            let detail = format!(
                "it ends in {}, the solver finds {}",
                said(explanation.outcome),
                said(expected)
            );
            self.fault(0, FaultKind::WrongOutcome, detail);
        } else if expected == Outcome::Solved
            && explanation.outcome == Outcome::Solved
            && explanation.solutions != solutions
        {
            let detail = "its answer is not the solver's".to_string();
            self.fault(0, FaultKind::WrongOutcome, detail);
        }
    }

    /// Checks one step and then sets its conclusions on `grid`.
    fn step(&mut self, step: &Step, solutions: &[Solution], grid: &mut Grid) {
        let number = step.number;
        let unsound = step
            .conclusions
            .iter()
            .chain(&step.consequences)
            .find(|f| solutions.iter().any(|s| s.together(f.a, f.b) != f.together));
        if let Some(&f) = unsound {
            self.fact_fault(number, FaultKind::Unsound, f, "it fails in a solution");
        }
        if step.technique != TechniqueId::Search {
            self.premises_carry(step, grid);
        }
        if !step.contradiction {
            for &fact in &step.conclusions {
                if grid.set(fact, number as u32).is_err() {
                    let detail = "it clashes with the steps before";
                    self.fact_fault(number, FaultKind::DoesNotReplay, fact, detail);
                    break;
                }
            }
        }
    }

    /// Whether what `step` cites carries it: known facts, forcing its conclusions (or clashing),
    /// covering every model when it splits on a count, and each case replaying.
    fn premises_carry(&mut self, step: &Step, grid: &Grid) {
        let number = step.number;
        if let Some(&f) = step.facts.iter().find(|&&f| !grid.holds(f)) {
            let detail = "it is cited but not known before the step";
            self.fact_fault(number, FaultKind::UnknownFact, f, detail);
        }
        let mut premises: Vec<Clue> = step
            .clues
            .iter()
            .map(|&c| self.puzzle.clues()[c].clone())
            .collect();
        premises.extend(step.facts.iter().map(|&f| fact_clue(f)));
        if step.contradiction && !self.clash(&premises) && !self.out_of_time {
            let detail = "what it cites can all hold".to_string();
            self.fault(number, FaultKind::DoesNotFollow, detail);
        }
        if let Some(&f) = step
            .conclusions
            .iter()
            .find(|&&f| !step.contradiction && !self.forces(&premises, f))
        {
            let detail = "what the step cites does not force it";
            self.fact_fault(number, FaultKind::DoesNotFollow, f, detail);
        }
        if step.technique == TechniqueId::LiarCases
            && !step.contradiction
            && let Some(detail) = self.uncovered(step, &premises)
        {
            self.fault(number, FaultKind::Uncovered, detail);
        }
        if let Some(detail) = self.replay_cases(step) {
            self.fault(number, FaultKind::CaseDoesNotReplay, detail);
        }
    }

    /// Whether what the whole explanation set holds in some solution (when there is one).
    fn grid_fits(&mut self, grid: &Grid, solvable: bool) {
        if !solvable {
            return;
        }
        let mut clues = self.puzzle.clues().to_vec();
        clues.extend(crate::grid::grid_clues(grid));
        if self.clash(&clues) {
            let detail = "the grid it ends with fits no solution".to_string();
            self.fault(0, FaultKind::DoesNotReplay, detail);
        }
    }

    /// Whether `clues` have no solution (false, and out of time, when the deadline passed).
    fn clash(&mut self, clues: &[Clue]) -> bool {
        let report = solve_clues_until(self.k, self.n, clues, 1, self.deadline);
        if report.timed_out && report.solutions.is_empty() {
            self.out_of_time = true;
            return false;
        }
        report.solutions.is_empty()
    }

    /// Whether `premises` force `goal` (true when out of time: nothing is claimed then).
    fn forces(&mut self, premises: &[Clue], goal: Fact) -> bool {
        match forces_until(self.k, self.n, premises, goal, self.deadline) {
            Some(forced) => forced,
            None => {
                self.out_of_time = true;
                true
            }
        }
    }

    /// A model of a count split's cited premises that falls in none of its cases, if there is
    /// one (checked where the premises have at most 5,000 models).
    fn uncovered(&mut self, step: &Step, premises: &[Clue]) -> Option<String> {
        let models = solve_clues_until(self.k, self.n, premises, 5_001, self.deadline);
        if models.timed_out || models.solutions.len() > 5_000 {
            return None;
        }
        let in_case = |m: &Solution, case: &CaseChain| {
            case.assume
                .iter()
                .all(|f| m.together(f.a, f.b) == f.together)
                && case.supposed.iter().all(|c| c.holds(m))
        };
        let outside = models
            .solutions
            .iter()
            .filter(|m| !step.cases.iter().any(|c| in_case(m, c)))
            .count();
        (outside > 0).then(|| {
            format!(
                "{outside} of {} models of its cited premises fall in none of its {} cases",
                models.solutions.len(),
                step.cases.len()
            )
        })
    }
}

/// Whether `premises` (clues of a grid of `k` categories of `n` items) force `goal`: with the
/// goal negated, nothing is left; `None` when `deadline` passed first. Only the categories the
/// clues mention take part: any answer for them extends to the others, which would only make the
/// search branch.
pub fn forces_until(
    k: usize,
    n: usize,
    premises: &[Clue],
    goal: Fact,
    deadline: Deadline,
) -> Option<bool> {
    let mut clues = premises.to_vec();
    clues.push(fact_clue(goal.negated()));
    let m = only_used_categories(k, &mut clues);
    // A single category cannot form a grid; two is the smallest (the second is then free).
    let report = solve_clues_until(m.max(2), n, &clues, 1, deadline);
    if report.timed_out && report.solutions.is_empty() {
        return None;
    }
    Some(report.solutions.is_empty())
}

/// An outcome in words.
fn said(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Solved => "one solution",
        Outcome::SeveralSolutions => "several solutions",
        Outcome::NoSolution => "no solution",
        Outcome::Unfinished => "an unfinished grid",
        Outcome::TimedOut => "a timeout",
    }
}

/// A fact as a clue.
pub fn fact_clue(fact: Fact) -> Clue {
    Clue::from_option(ClueOption::pair(fact.a, fact.b, !fact.together))
}

/// Renumbers the categories `clues` mention to `0..m` and returns `m`.
fn only_used_categories(k: usize, clues: &mut [Clue]) -> usize {
    let mut used = vec![false; k];
    for option in clues.iter().flat_map(|c| &c.options) {
        for item in option.terms.iter().flat_map(|t| &t.alternatives) {
            used[item.category] = true;
        }
        if let Relation::Compare(c) = &option.relation {
            used[c.category] = true;
        }
    }
    let mut new_index = vec![usize::MAX; k];
    let mut m = 0;
    for (c, &u) in used.iter().enumerate() {
        if u {
            new_index[c] = m;
            m += 1;
        }
    }
    for option in clues.iter_mut().flat_map(|c| &mut c.options) {
        for item in option.terms.iter_mut().flat_map(|t| &mut t.alternatives) {
            item.category = new_index[item.category];
        }
        if let Relation::Compare(c) = &mut option.relation {
            c.category = new_index[c.category];
        }
    }
    m
}

impl Checker<'_> {
    /// Replays each case of a contradiction or case split on a grid holding only the facts the
    /// step cites (a split may have been followed again on such a grid, to cite only what it
    /// needs): see [`Checker::replay`]. Returns what is wrong, if anything.
    fn replay_cases(&mut self, step: &Step) -> Option<String> {
        if step.cases.is_empty() {
            return matches!(
                step.technique,
                TechniqueId::Contradiction | TechniqueId::CaseSplit
            )
            .then(|| "it shows no case".to_string());
        }
        let mut grid = Grid::new(self.k, self.n);
        for &fact in step.facts.iter().filter(|f| !f.together) {
            let _ = grid.set(fact, 1);
        }
        for &fact in step.facts.iter().filter(|f| f.together) {
            if grid.set(fact, 1).is_err() {
                return Some("the facts it cites clash".to_string());
            }
        }
        self.replay(&step.cases, &step.conclusions, &grid)
    }

    /// Replays `cases` from `grid`: the case's supposition is set, then each sub-step in order,
    /// each checked to follow from exactly what it cites (its clues, the outside facts it cites,
    /// which must be on the grid, the supposition if it uses it, and the sub-steps it names); a
    /// contradiction sub-step's premises must be unable to hold together, and must end its case.
    /// A case that ends in the conclusion must hold every conclusion of the step. A sub-step
    /// with cases of its own has them replayed from the case's grid first.
    fn replay(&mut self, cases: &[CaseChain], conclusions: &[Fact], grid: &Grid) -> Option<String> {
        for (c, case) in cases.iter().enumerate() {
            self.cases += 1;
            let mut copy = grid.clone();
            if case.assume.iter().any(|&f| copy.set(f, u32::MAX).is_err()) {
                return Some(format!("case {} supposes a fact the grid refutes", c + 1));
            }
            for i in 0..case.steps.len() {
                if let Some(problem) = self.replay_sub(case, i, grid, &mut copy) {
                    return Some(format!("case {} sub-step {}: {problem}", c + 1, i + 1));
                }
            }
            let ended_in_contradiction = case.steps.last().is_some_and(|s| s.contradiction);
            match case.ends {
                CaseEnd::Contradiction if !ended_in_contradiction => {
                    return Some(format!("case {} does not end in a contradiction", c + 1));
                }
                CaseEnd::Conclusion if ended_in_contradiction => {
                    return Some(format!("case {} ends in a contradiction", c + 1));
                }
                CaseEnd::Conclusion => {
                    if conclusions.iter().any(|&f| !copy.holds(f)) {
                        return Some(format!("case {} does not reach the conclusion", c + 1));
                    }
                }
                CaseEnd::Contradiction => {}
            }
        }
        None
    }

    /// Replays sub-step `i` of `case` on `copy` (the case's grid so far; `grid` is the one the
    /// case started from).
    fn replay_sub(
        &mut self,
        case: &CaseChain,
        i: usize,
        grid: &Grid,
        copy: &mut Grid,
    ) -> Option<String> {
        let sub = &case.steps[i];
        if sub.number != i + 1 {
            return Some("sub-steps are not numbered 1, 2, …".to_string());
        }
        if !sub.cases.is_empty()
            && let Some(problem) = self.replay(&sub.cases, &sub.conclusions, copy)
        {
            return Some(problem);
        }
        let mut premises: Vec<Clue> = sub
            .clues
            .iter()
            .map(|&clue| self.puzzle.clues()[clue].clone())
            .collect();
        if sub.facts.iter().any(|&f| !grid.holds(f)) {
            return Some("it cites an outside fact not on the grid".to_string());
        }
        premises.extend(sub.facts.iter().map(|&f| fact_clue(f)));
        if sub.uses_assumption {
            premises.extend(case.assume.iter().map(|&f| fact_clue(f)));
            premises.extend(case.supposed.iter().cloned());
        }
        for &used in &sub.uses {
            if used == 0 || used >= sub.number {
                return Some("it uses a later sub-step".to_string());
            }
            let earlier = &case.steps[used - 1];
            premises.extend(earlier.conclusions.iter().map(|&f| fact_clue(f)));
        }
        if sub.contradiction {
            if !self.clash(&premises) && !self.out_of_time {
                return Some("it is no contradiction from what it cites".to_string());
            }
            if i + 1 != case.steps.len() {
                return Some("steps follow its contradiction".to_string());
            }
            return None;
        }
        for &fact in &sub.conclusions {
            if !self.forces(&premises, fact) {
                return Some("it does not follow from what it cites".to_string());
            }
            if copy.set(fact, u32::MAX - 1).is_err() {
                return Some("it does not replay".to_string());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::engine::explain;

    fn catalog(name: &str) -> Puzzle {
        let path = format!(
            "{}/techniques/{name}/puzzle.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).expect("catalog puzzle");
        Puzzle::parse_named(&path, &text).expect("parses")
    }

    fn kinds(puzzle: &Puzzle, explanation: &Explanation) -> Vec<FaultKind> {
        let found = verify(puzzle, explanation, Deadline::none());
        assert!(found.finished);
        found.faults.iter().map(|f| f.kind).collect()
    }

    #[test]
    fn sound_explanations_hold() {
        for name in ["case_split", "liar_cases", "one_to_one", "order_bounds"] {
            let puzzle = catalog(name);
            let explanation = explain(&puzzle);
            let found = verify(&puzzle, &explanation, Deadline::none());
            assert!(found.holds(), "{name}: {:?}", found.faults);
            assert!(found.steps >= explanation.steps.len());
        }
        let found = verify(
            &catalog("case_split"),
            &explain(&catalog("case_split")),
            Deadline::none(),
        );
        assert!(found.cases >= 2);
    }

    #[test]
    fn a_tampered_step_is_caught() {
        let puzzle = catalog("case_split");
        // Each clue fact a step of its own, so the first step from clues is one deduction.
        let good = crate::explain_with(
            &puzzle,
            &crate::ExplainOptions {
                group_simple: false,
                ..Default::default()
            },
        );
        let first = good
            .steps
            .iter()
            .position(|s| !s.clues.is_empty() && !s.conclusions.is_empty())
            .expect("a step from clues");

        let mut flipped = good.clone();
        let fact = &mut flipped.steps[first].conclusions[0];
        *fact = fact.negated();
        let found = kinds(&puzzle, &flipped);
        assert!(found.contains(&FaultKind::Unsound), "{found:?}");
        assert!(found.contains(&FaultKind::DoesNotFollow), "{found:?}");

        let mut uncited = good.clone();
        uncited.steps[first].clues.clear();
        uncited.steps[first].facts.clear();
        assert!(kinds(&puzzle, &uncited).contains(&FaultKind::DoesNotFollow));

        let mut unknown = good.clone();
        let later = unknown.steps.last().expect("steps").conclusions[0];
        unknown.steps[first].facts.push(later);
        assert!(kinds(&puzzle, &unknown).contains(&FaultKind::UnknownFact));

        let split = good
            .steps
            .iter()
            .position(|s| s.technique == TechniqueId::CaseSplit)
            .expect("a split");
        let mut cut = good.clone();
        cut.steps[split].cases[0].steps.pop();
        assert!(kinds(&puzzle, &cut).contains(&FaultKind::CaseDoesNotReplay));

        let mut wrong = good.clone();
        wrong.outcome = Outcome::SeveralSolutions;
        assert!(kinds(&puzzle, &wrong).contains(&FaultKind::WrongOutcome));
    }

    #[test]
    fn a_count_split_missing_a_case_is_caught() {
        let puzzle = catalog("liar_cases");
        let explanation = explain(&puzzle);
        let split = explanation
            .steps
            .iter()
            .position(|s| s.technique == TechniqueId::LiarCases && !s.contradiction)
            .expect("a liar split");
        // Some case holds models of what the split cites; without it they fall in none.
        let caught = (0..explanation.steps[split].cases.len()).any(|c| {
            let mut cut = explanation.clone();
            cut.steps[split].cases.remove(c);
            kinds(&puzzle, &cut).contains(&FaultKind::Uncovered)
        });
        assert!(caught);
    }

    #[test]
    fn a_passed_deadline_says_it_did_not_finish() {
        let puzzle = catalog("case_split");
        let explanation = explain(&puzzle);
        let found = verify(&puzzle, &explanation, Deadline::none().with_work(0));
        assert!(!found.finished);
        assert!(!found.holds());
    }
}
