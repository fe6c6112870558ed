//! The text `sleuth explain` prints: an explanation by moves (its `Display`) or step by step
//! ([`Explanation::detailed`]), one step, one move. JSON, Markdown and HTML are their own modules.

use std::fmt;

use crate::explain::explanation::{
    Explanation, Outcome, Step, describe_disagreements, plural_steps,
};
use crate::explain::moves::{Detail, MoveText, Moves};
use crate::render::text::solution_grid;
use crate::techniques::TechniqueId;

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Step {} · {} · {} technique",
            self.number,
            self.technique_name(),
            self.tier()
        )?;
        writeln!(f, "  {}", self.headline)?;
        writeln!(f, "  {}", self.reason.text())?;
        for line in &self.chain {
            writeln!(f, "    {}", line.text())?;
        }
        if let Some(text) = &self.one_to_one {
            writeln!(f, "  {text}")?;
        }
        if let Some(alternatives) = &self.alternatives {
            for line in alternatives.lines() {
                writeln!(f, "  {}", line.text())?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Explanation {
    /// The default text: moves (see `crate::explain::moves`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.detailed(Detail::Moves))
    }
}

impl Explanation {
    /// The text at a level of detail: moves (the default `Display`) or every step.
    pub fn detailed(&self, detail: Detail) -> Detailed<'_> {
        Detailed {
            explanation: self,
            detail,
        }
    }
}

/// An explanation's text at a level of detail (see [`Explanation::detailed`]).
#[derive(Debug, Clone, Copy)]
pub struct Detailed<'a> {
    explanation: &'a Explanation,
    detail: Detail,
}

impl fmt::Display for Detailed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let this = self.explanation;
        let p = &this.puzzle;
        writeln!(
            f,
            "{}: {} categories of {} items, {} clues",
            p.source().name(),
            p.category_count(),
            p.size(),
            p.printed_clue_count()
        )?;
        let moves = (self.detail == Detail::Moves).then(|| Moves::of(this));
        match &moves {
            Some(moves) => {
                for m in &moves.moves {
                    writeln!(f)?;
                    write!(f, "{}", moves.text(this, m))?;
                }
            }
            None => {
                for step in &this.steps {
                    writeln!(f)?;
                    write!(f, "{step}")?;
                }
            }
        }
        writeln!(f)?;
        if let Some(note) = this.alternatives_note() {
            writeln!(f, "Note: {note}.\n")?;
        }
        outcome(f, this)?;
        writeln!(f)?;
        footer(f, this, moves.as_ref())
    }
}

/// What the explanation ends in: the solution, the contradiction, where it stopped, or the
/// solutions that disagree.
fn outcome(f: &mut fmt::Formatter<'_>, this: &Explanation) -> fmt::Result {
    let p = &this.puzzle;
    match this.outcome {
        Outcome::Solved => {
            writeln!(f, "Solution")?;
            if let Some(s) = this.solutions.first() {
                write!(f, "{}", solution_grid(p, s))?;
            }
        }
        Outcome::NoSolution => writeln!(f, "No solution: the clues contradict each other.")?,
        Outcome::Unfinished => writeln!(f, "Stopped after {} steps.", this.steps.len())?,
        Outcome::TimedOut => {
            let steps = match this.steps.len() {
                1 => "1 step".to_string(),
                n => format!("{n} steps"),
            };
            if this.work_limited {
                writeln!(
                    f,
                    "Stopped at the work limit after {steps}, before the answer was known (the budget is fixed, so this is the same on every run; docs/reliability.md)."
                )?
            } else {
                writeln!(f, "Timed out after {steps}, before the answer was known.")?
            }
        }
        Outcome::SeveralSolutions => {
            let count = if this.truncated {
                format!("at least {}", this.solutions.len())
            } else {
                this.solutions.len().to_string()
            };
            writeln!(f, "Several solutions ({count}).")?;
            writeln!(
                f,
                "They disagree on {}.",
                describe_disagreements(p, &this.disagreements())
            )?;
            for (i, s) in this.solutions.iter().take(4).enumerate() {
                writeln!(f, "\nSolution {}", i + 1)?;
                write!(f, "{}", solution_grid(p, s))?;
            }
            if this.solutions.len() > 4 {
                writeln!(f, "\n… and {} more.", this.solutions.len() - 4)?;
            }
        }
    }
    Ok(())
}

/// The difficulty, the step counts and the moves summary.
fn footer(f: &mut fmt::Formatter<'_>, this: &Explanation, moves: Option<&Moves>) -> fmt::Result {
    if this.outcome == Outcome::TimedOut {
        // The steps not taken could only have made it harder.
        writeln!(
            f,
            "Difficulty so far: at least {} (score {} and counting)",
            this.rating.tier, this.rating.score
        )?;
    } else {
        writeln!(
            f,
            "Difficulty: {} (score {})",
            this.rating.tier, this.rating.score
        )?;
    }
    let counts: Vec<String> = this
        .rating
        .counts
        .iter()
        .filter(|(t, _)| **t != TechniqueId::OneToOne)
        .map(|(t, n)| format!("{}: {n}", t.name()))
        .collect();
    write!(f, "Steps: {}", this.steps.len())?;
    if let Some(note) = this.grouping_note() {
        write!(f, ", {note}")?;
    }
    if !counts.is_empty() {
        write!(f, " ({})", counts.join(", "))?;
    }
    match this.rating.counts.get(&TechniqueId::OneToOne) {
        Some(n) => writeln!(f, "; {} also used the one-to-one rule", plural_steps(*n)),
        None => writeln!(f),
    }?;
    if let Some(moves) = moves
        && !this.steps.is_empty()
    {
        writeln!(f, "{}.", moves.summary(this))?;
    }
    if let Some(line) = breakdown(&this.rating.effort) {
        writeln!(f, "{line}")?;
    }
    Ok(())
}

impl fmt::Display for MoveText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.step;
        writeln!(
            f,
            "{} · {} · {} technique",
            self.label,
            step.technique_name(),
            step.tier()
        )?;
        writeln!(f, "  {}", step.headline)?;
        writeln!(f, "  {}", self.reason)?;
        for line in &self.chain {
            writeln!(f, "    {line}")?;
        }
        if let Some(text) = &self.one_to_one {
            writeln!(f, "  {text}")?;
        }
        for line in &self.bookkeeping {
            writeln!(f, "  {line}")?;
        }
        for line in &self.alternatives {
            writeln!(f, "  {line}")?;
        }
        Ok(())
    }
}

/// The effort in one line: "Effort 222 = reading the clues 14 + 16 moves 190 + steps no move
/// shows 18; hardest moves: 7 (fixed offset) 21, 3 (transitive link) 18, 11 (…) 15" (the moves of
/// the hardest techniques, the costliest of each first). None for a rating without moves.
fn breakdown(effort: &crate::explain::rating::Effort) -> Option<String> {
    if effort.moves.is_empty() {
        return None;
    }
    let moves: u32 = effort
        .moves
        .iter()
        .map(crate::explain::rating::MoveCost::total)
        .sum();
    let count = effort.moves.len();
    let mut line = format!(
        "Effort {} = reading the clues {} + {count} move{} {moves}",
        effort.score,
        effort.reading,
        if count == 1 { "" } else { "s" }
    );
    if effort.rest > 0 {
        line.push_str(&format!(" + the rest {}", effort.rest));
    }
    // The hardest techniques first, then the costliest: a fill made late costs the weight of
    // the hardest move before it (`effort`), but it is not the move that made the puzzle hard.
    let mut costly: Vec<&crate::explain::rating::MoveCost> = effort.moves.iter().collect();
    costly.sort_by_key(|m| {
        (
            std::cmp::Reverse(m.technique),
            std::cmp::Reverse(m.total()),
            m.number,
        )
    });
    let top: Vec<String> = costly
        .iter()
        .filter(|m| m.total() > 0)
        .take(3)
        .map(|m| format!("{} ({}) {}", m.number, m.technique.name(), m.total()))
        .collect();
    if !top.is_empty() {
        line.push_str(&format!("; hardest moves: {}", top.join(", ")));
    }
    Some(line)
}

/// What `why` found about a fact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhyFound {
    /// The puzzle has no solution.
    NoSolution,
    /// A limit passed before the answer was found.
    TimedOut,
    /// The solutions disagree on it.
    Unsettled,
    /// It holds in every solution.
    Holds,
    /// It holds in none.
    Fails,
}

/// `why`'s verdict on `asked`: "Yes: Ann had the rope.", "No: Ann did not have the rope.", ….
pub fn why_verdict(
    puzzle: &crate::model::Puzzle,
    found: WhyFound,
    asked: crate::grid::Fact,
) -> String {
    let say = |f: crate::grid::Fact| crate::words::fact(puzzle, f.a, f.b, f.together);
    match found {
        WhyFound::NoSolution => {
            "The puzzle has no solution, so nothing can be explained about it.".to_string()
        }
        WhyFound::TimedOut => "Not known: the time or work limit passed before the answer was \
                               found (raise --timeout if one was given)."
            .to_string(),
        WhyFound::Unsettled => format!(
            "Not settled: the puzzle has several solutions and they disagree on whether {}.",
            say(asked)
        ),
        WhyFound::Holds => format!("Yes: {}.", say(asked)),
        WhyFound::Fails => format!("No: {}.", say(asked.negated())),
    }
}

/// `why`'s text: the verdict, then the steps it rests on (as Markdown with `md`).
pub fn why_text(verdict: &str, steps: &[&Step], md: bool) -> String {
    let mut out = format!("{verdict}\n");
    if !steps.is_empty() {
        out.push_str("\nIt rests on these steps:\n");
        for step in steps {
            out.push('\n');
            if md {
                out.push_str(&crate::render::markdown::step(step));
            } else {
                out.push_str(&step.to_string());
            }
        }
    }
    out
}
