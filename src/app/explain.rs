//! `sleuth explain` (every step) and `sleuth why` (the steps behind one fact).

use gridsleuth::analysis::conflict::minimal_conflict_until;
use gridsleuth::render::{html, json, markdown, svg};
use gridsleuth::{Deadline, ExplainOptions, Fact, explain_with};

use super::cli::{ExplainArgs, ExplainFormat, Format, WhyArgs};
use super::{Exit, LoadError, load, report_load_error};

pub fn explain(args: &ExplainArgs) -> Exit {
    if args.step.is_some() && args.format != ExplainFormat::Svg {
        eprintln!("error: --step draws one picture, so it needs --format svg");
        return Exit::InputError;
    }
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format.into()),
    };
    // A picture too big to be of use is refused before any work.
    let cells = svg::cells(&puzzle);
    if matches!(args.format, ExplainFormat::Svg) && cells > gridsleuth::limits::MAX_SVG_CELLS {
        eprintln!(
            "error: an SVG of this grid would draw {cells} cells (about {} MB); sleuth draws at \
             most {} (use --format html or text)",
            cells * 80 / 1_000_000,
            gridsleuth::limits::MAX_SVG_CELLS
        );
        return Exit::InputError;
    }
    let options = ExplainOptions {
        max_solutions: args.max_solutions,
        deadline: args
            .timeout
            .map_or(Deadline::none(), Deadline::after)
            .with_work(gridsleuth::deadline::DEFAULT_WORK),
        group_simple: !args.ungrouped,
        alternatives: args
            .alternatives
            .then_some(gridsleuth::explain::alternatives::DEFAULT_CAP),
        ..Default::default()
    };
    let explanation = explain_with(&puzzle, &options);
    let detail: gridsleuth::Detail = args.detail.into();
    // With no solution, also name a minimal set of clues that clash (text only; `solve --format
    // json` has it for machines).
    let conflict = || {
        if explanation.outcome != gridsleuth::Outcome::NoSolution {
            return String::new();
        }
        match minimal_conflict_until(&puzzle, options.deadline) {
            Some(conflict) => format!(
                "\n{}",
                gridsleuth::render::solve::conflict_text(&puzzle, &conflict)
            ),
            None => String::new(),
        }
    };
    match args.format {
        ExplainFormat::Text => {
            super::text_out(&format!("{}{}", explanation.detailed(detail), conflict()))
        }
        ExplainFormat::Json => out!("{}", json::to_string(&explanation)),
        ExplainFormat::Markdown => {
            out!(
                "{}{}",
                markdown::explanation(&explanation, detail),
                conflict()
            )
        }
        ExplainFormat::Html => out!("{}", html::page(&explanation, detail)),
        ExplainFormat::Svg => match svg_picture(&explanation, detail, args.step) {
            Ok(picture) => out!("{picture}"),
            Err(message) => {
                eprintln!("error: {message}");
                return Exit::InputError;
            }
        },
    }
    Exit::of(explanation.outcome)
}

/// The SVG picture after `--step` N, which counts what the text shows: moves, or steps with
/// `--detail steps` (0 is the empty grid, the default the last).
fn svg_picture(
    explanation: &gridsleuth::Explanation,
    detail: gridsleuth::Detail,
    step: Option<usize>,
) -> Result<String, String> {
    let moves = gridsleuth::Moves::of(explanation);
    let (last, unit) = match detail {
        gridsleuth::Detail::Steps => (explanation.steps.len(), "steps"),
        gridsleuth::Detail::Moves => (moves.moves.len(), "moves"),
    };
    let at = step.unwrap_or(last);
    if at > last {
        return Err(format!(
            "--step {at}: the explanation has {last} {unit} (0 is the empty grid)"
        ));
    }
    Ok(match detail {
        gridsleuth::Detail::Steps => svg::grid(explanation, at),
        gridsleuth::Detail::Moves => svg::grid_after_move(explanation, &moves, at),
    })
}

// long because reading the fact, judging it and printing it in each format are one command's IO.
pub fn why(args: &WhyArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let given = match puzzle.parse_facts("<fact>", &args.fact) {
        Ok(facts) if facts.len() == 1 => facts[0].clone(),
        Ok(_) => {
            let message = "give exactly one fact, such as \"A + B\" or \"not A + B\"";
            let error = LoadError::Io {
                file: "<fact>".into(),
                message: message.into(),
            };
            return report_load_error(error, args.format);
        }
        Err(e) => return report_load_error(LoadError::Puzzle(e), args.format),
    };
    let asked = Fact::new(given.a, given.b, given.together);
    let options = ExplainOptions {
        deadline: args
            .timeout
            .map_or(Deadline::none(), Deadline::after)
            .with_work(gridsleuth::deadline::DEFAULT_WORK),
        ..ExplainOptions::default()
    };
    let explanation = explain_with(&puzzle, &options);
    let say = |f: Fact| gridsleuth::words::fact(&puzzle, f.a, f.b, f.together);
    // Whether the fact holds: in every solution, in none, or unsettled.
    let holds = match explanation.outcome {
        gridsleuth::Outcome::Solved | gridsleuth::Outcome::SeveralSolutions => {
            gridsleuth::grid::settled(&explanation.solutions, asked)
        }
        _ => None,
    };
    let (verdict, exit, truth) = match (explanation.outcome, holds) {
        (gridsleuth::Outcome::NoSolution, _) => (
            "The puzzle has no solution, so nothing can be explained about it.".to_string(),
            Exit::NoSolution,
            None,
        ),
        (gridsleuth::Outcome::TimedOut, _) => (
            "Not known: the time or work limit passed before the answer was found (raise \
             --timeout if one was given)."
                .to_string(),
            Exit::TimedOut,
            None,
        ),
        (_, None) => (
            format!(
                "Not settled: the puzzle has several solutions and they disagree on whether {}.",
                say(asked)
            ),
            Exit::SeveralSolutions,
            None,
        ),
        (_, Some(true)) => (format!("Yes: {}.", say(asked)), Exit::Solved, Some(asked)),
        (_, Some(false)) => (
            format!("No: {}.", say(asked.negated())),
            Exit::False,
            Some(asked.negated()),
        ),
    };
    let steps = truth.map_or_else(Vec::new, |t| explanation.slice(&explanation.support_for(t)));
    match args.format {
        Format::Json => {
            let doc = json::WhyJson {
                schema_version: json::SCHEMA_VERSION,
                file: puzzle.source().name().to_string(),
                outcome: explanation.outcome,
                fact: json::FactJson::new(&puzzle, asked),
                holds,
                text: format!("{verdict}\n"),
                steps: steps
                    .iter()
                    .map(|s| json::StepJson::new(&puzzle, s))
                    .collect(),
            };
            out!("{}", json::to_string(&doc));
        }
        Format::Text | Format::Markdown => {
            let md = args.format == Format::Markdown;
            outln!("{verdict}");
            if !steps.is_empty() {
                outln!("\nIt rests on these steps:");
                for step in steps {
                    outln!();
                    if md {
                        out!("{}", markdown::step(step));
                    } else {
                        out!("{step}");
                    }
                }
            }
        }
    }
    exit
}
