//! The `hint` document: the next move only, at the level asked for, from the facts a player
//! already has, or what is wrong with those facts.

use super::{Document, Format, Verdict};
use crate::analysis::hint::{Hint, HintLevel, hint_until};
use crate::deadline::{DEFAULT_WORK, Deadline};
use crate::model::{GivenFact, Puzzle};
use crate::render::hint::render;
use crate::render::{json, markdown};
use crate::solver::{Outcome, solve_until};

/// The `hint` document for a player who has the facts `given`. Its verdict is
/// [`Verdict::False`] when a given fact is wrong or the givens clash.
pub fn hint(
    puzzle: &Puzzle,
    given: &[GivenFact],
    level: HintLevel,
    deadline: Deadline,
    format: Format,
) -> Document {
    let result = hint_until(puzzle, given, deadline);
    let text = render(puzzle, &result, level);
    let (kind, verdict) = match &result {
        Hint::Next { .. } => ("next", Verdict::Solved),
        Hint::Done => ("done", Verdict::Solved),
        Hint::WrongGiven { .. } => ("wrong_given", Verdict::False),
        Hint::ClashingGivens { .. } => ("clashing_givens", Verdict::False),
        Hint::GivensConflict { .. } => ("givens_conflict", Verdict::False),
        Hint::NoSolution { .. } => ("no_solution", Verdict::NoSolution),
        Hint::TimedOut => ("timed_out", Verdict::TimedOut),
    };
    let body = match format {
        Format::Json => json::to_string(&json_doc(puzzle, &result, level, kind, text)),
        Format::Text => text,
        Format::Markdown => match &result {
            Hint::Next { step, .. } if level == HintLevel::Full => markdown::step(step),
            _ => text,
        },
    };
    Document { body, verdict }
}

/// The puzzle's outcome for the JSON document, from the solver (two solutions tell "several"),
/// not from a second explanation.
fn outcome_of(puzzle: &Puzzle) -> Outcome {
    let deadline = Deadline::none().with_work(DEFAULT_WORK);
    Outcome::of(&solve_until(puzzle, 2, deadline))
}

/// The JSON document of a hint: the hint's text and, at level full, its steps.
fn json_doc(
    puzzle: &Puzzle,
    result: &Hint,
    level: HintLevel,
    kind: &'static str,
    text: String,
) -> json::HintJson {
    let steps = match result {
        Hint::Next { step, .. } if level == HintLevel::Full => {
            vec![json::StepJson::new(puzzle, step)]
        }
        Hint::WrongGiven {
            refutation: Some(r),
            ..
        } if level == HintLevel::Full => r
            .steps
            .iter()
            .map(|s| json::StepJson::new(puzzle, s))
            .collect(),
        _ => Vec::new(),
    };
    let wrong_given = match result {
        Hint::WrongGiven {
            given,
            truth,
            refutation,
        } => Some(json::WrongGivenJson {
            line: given.line,
            text: given.text.clone(),
            truth: json::FactJson::new(puzzle, *truth),
            clues: refutation.as_ref().map_or(Vec::new(), |r| {
                r.clues.iter().map(|&c| puzzle.clues()[c].line).collect()
            }),
            facts: refutation.as_ref().map_or(Vec::new(), |r| {
                r.marks
                    .iter()
                    .map(|&f| json::FactJson::new(puzzle, f))
                    .collect()
            }),
        }),
        _ => None,
    };
    json::HintJson {
        schema_version: json::SCHEMA_VERSION,
        file: puzzle.source().name().to_string(),
        outcome: outcome_of(puzzle),
        kind,
        level,
        text,
        steps,
        wrong_given,
    }
}
