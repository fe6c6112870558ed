//! `sleuth hint`: the next step only, at the level asked for, from the facts the player has.

use gridsleuth::analysis::hint::{Hint, HintLevel, hint_until};
use gridsleuth::render::hint::render;
use gridsleuth::render::{json, markdown};

use super::cli::{Format, HintArgs};
use super::{Exit, LoadError, load, read, report_load_error};

pub fn run(args: &HintArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let given = match &args.given {
        None => Vec::new(),
        Some(path) => {
            let parsed = read(path).and_then(|(name, bytes)| {
                puzzle
                    .facts_from_bytes(&name, &bytes)
                    .map_err(LoadError::Puzzle)
            });
            match parsed {
                Ok(facts) => facts,
                Err(e) => return report_load_error(e, args.format),
            }
        }
    };
    let level: HintLevel = args.level.into();
    let deadline = args
        .timeout
        .map_or(gridsleuth::Deadline::none(), gridsleuth::Deadline::after)
        .with_work(gridsleuth::deadline::DEFAULT_WORK);
    let result = hint_until(&puzzle, &given, deadline);
    let text = render(&puzzle, &result, level);
    let (kind, exit) = match &result {
        Hint::Next { .. } => ("next", Exit::Solved),
        Hint::Done => ("done", Exit::Solved),
        Hint::WrongGiven { .. } => ("wrong_given", Exit::False),
        Hint::ClashingGivens { .. } => ("clashing_givens", Exit::False),
        Hint::GivensConflict { .. } => ("givens_conflict", Exit::False),
        Hint::NoSolution { .. } => ("no_solution", Exit::NoSolution),
        Hint::TimedOut => ("timed_out", Exit::TimedOut),
    };
    match args.format {
        Format::Json => out!(
            "{}",
            json::to_string(&json_doc(&puzzle, &result, level, kind, text))
        ),
        Format::Text => out!("{text}"),
        Format::Markdown => match &result {
            Hint::Next { step, .. } if level == HintLevel::Full => out!("{}", markdown::step(step)),
            _ => out!("{text}"),
        },
    }
    exit
}

/// The puzzle's outcome for the JSON document, from the solver (two solutions tell "several"),
/// not from a second explanation.
fn outcome_of(puzzle: &gridsleuth::Puzzle) -> gridsleuth::Outcome {
    let deadline = gridsleuth::Deadline::none().with_work(gridsleuth::deadline::DEFAULT_WORK);
    let report = gridsleuth::solve_until(puzzle, 2, deadline);
    gridsleuth::Outcome::of(&report)
}

/// The JSON document of a hint: the hint's text and, at level full, its steps.
fn json_doc(
    puzzle: &gridsleuth::Puzzle,
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
