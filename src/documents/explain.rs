//! The `explain` document (every move, in text, Markdown, JSON, an HTML page or an SVG picture)
//! and the `why` document (whether one fact holds, and the steps it rests on).

use super::{Document, Format, Refused, Verdict};
use crate::analysis::conflict::minimal_conflict_until;
use crate::deadline::Deadline;
use crate::explain::engine::{ExplainOptions, explain_with};
use crate::explain::explanation::Explanation;
use crate::explain::moves::{Detail, Moves};
use crate::grid::Fact;
use crate::limits::MAX_SVG_CELLS;
use crate::model::{GivenFact, Puzzle};
use crate::render::{html, json, markdown, svg};
use crate::solver::Outcome;

/// The formats of the `explain` document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ExplainFormat {
    /// Plain text, move by move.
    #[default]
    Text,
    /// Markdown, one section per move.
    Markdown,
    /// The JSON document of docs/json.md.
    Json,
    /// A self-contained page that steps through the grid.
    Html,
    /// A picture of the grid after one move (or step).
    Svg,
}

/// What `explain` is asked.
#[derive(Debug, Clone, Default)]
pub struct ExplainRequest {
    /// How the engine runs: the limits, grouping, alternatives.
    pub options: ExplainOptions,
    /// Moves (the default) or every step.
    pub detail: Detail,
    /// SVG only: the picture after this move (or step, with [`Detail::Steps`]); 0 is the empty
    /// grid, `None` the last.
    pub svg_step: Option<usize>,
}

/// The `explain` document for `puzzle`. Refused, before any work, for an SVG picture too big to
/// be of use, and after it for an SVG step past the last.
pub fn explain(
    puzzle: &Puzzle,
    request: &ExplainRequest,
    format: ExplainFormat,
) -> Result<Document, Refused> {
    let cells = svg::cells(puzzle);
    if format == ExplainFormat::Svg && cells > MAX_SVG_CELLS {
        return Err(Refused {
            message: format!(
                "an SVG of this grid would draw {cells} cells (about {} MB); sleuth draws at \
                 most {MAX_SVG_CELLS} (use --format html or text)",
                cells * 80 / 1_000_000,
            ),
            verdict: None,
        });
    }
    let explanation = explain_with(puzzle, &request.options);
    let detail = request.detail;
    // With no solution, also name a minimal set of clues that clash (text only; the `solve`
    // JSON has it for machines).
    let conflict = || {
        if explanation.outcome != Outcome::NoSolution {
            return String::new();
        }
        match minimal_conflict_until(puzzle, request.options.deadline) {
            Some(conflict) => format!(
                "\n{}",
                crate::render::solve::conflict_text(puzzle, &conflict)
            ),
            None => String::new(),
        }
    };
    let body = match format {
        ExplainFormat::Text => format!("{}{}", explanation.detailed(detail), conflict()),
        ExplainFormat::Json => json::to_string(&explanation),
        ExplainFormat::Markdown => {
            format!(
                "{}{}",
                markdown::explanation(&explanation, detail),
                conflict()
            )
        }
        ExplainFormat::Html => html::page(&explanation, detail),
        ExplainFormat::Svg => {
            svg_picture(&explanation, detail, request.svg_step).map_err(|message| Refused {
                message,
                verdict: Some(Verdict::of(explanation.outcome)),
            })?
        }
    };
    Ok(Document {
        body,
        verdict: Verdict::of(explanation.outcome),
    })
}

/// The SVG picture after step `step`, which counts what the text shows: moves, or steps with
/// [`Detail::Steps`] (0 is the empty grid, the default the last).
fn svg_picture(
    explanation: &Explanation,
    detail: Detail,
    step: Option<usize>,
) -> Result<String, String> {
    let moves = Moves::of(explanation);
    let (last, unit) = match detail {
        Detail::Steps => (explanation.steps.len(), "steps"),
        Detail::Moves => (moves.moves.len(), "moves"),
    };
    let at = step.unwrap_or(last);
    if at > last {
        return Err(format!(
            "--step {at}: the explanation has {last} {unit} (0 is the empty grid)"
        ));
    }
    Ok(match detail {
        Detail::Steps => svg::grid(explanation, at),
        Detail::Moves => svg::grid_after_move(explanation, &moves, at),
    })
}

/// The `why` document: whether `fact` holds in every solution, in none, or is unsettled, and
/// the steps of the explanation it rests on. Its verdict is [`Verdict::False`] when the fact is
/// false.
// long because judging the fact and printing it in each format are one document.
pub fn why(puzzle: &Puzzle, fact: &GivenFact, deadline: Deadline, format: Format) -> Document {
    let asked = Fact::new(fact.a, fact.b, fact.together);
    let options = ExplainOptions {
        deadline,
        ..ExplainOptions::default()
    };
    let explanation = explain_with(puzzle, &options);
    let say = |f: Fact| crate::words::fact(puzzle, f.a, f.b, f.together);
    // Whether the fact holds: in every solution, in none, or unsettled.
    let holds = match explanation.outcome {
        Outcome::Solved | Outcome::SeveralSolutions => {
            crate::grid::settled(&explanation.solutions, asked)
        }
        _ => None,
    };
    let (verdict, found, truth) = match (explanation.outcome, holds) {
        (Outcome::NoSolution, _) => (
            "The puzzle has no solution, so nothing can be explained about it.".to_string(),
            Verdict::NoSolution,
            None,
        ),
        (Outcome::TimedOut, _) => (
            "Not known: the time or work limit passed before the answer was found (raise \
             --timeout if one was given)."
                .to_string(),
            Verdict::TimedOut,
            None,
        ),
        (_, None) => (
            format!(
                "Not settled: the puzzle has several solutions and they disagree on whether {}.",
                say(asked)
            ),
            Verdict::SeveralSolutions,
            None,
        ),
        (_, Some(true)) => (
            format!("Yes: {}.", say(asked)),
            Verdict::Solved,
            Some(asked),
        ),
        (_, Some(false)) => (
            format!("No: {}.", say(asked.negated())),
            Verdict::False,
            Some(asked.negated()),
        ),
    };
    let steps = truth.map_or_else(Vec::new, |t| explanation.slice(&explanation.support_for(t)));
    let body = match format {
        Format::Json => {
            let doc = json::WhyJson {
                schema_version: json::SCHEMA_VERSION,
                file: puzzle.source().name().to_string(),
                outcome: explanation.outcome,
                fact: json::FactJson::new(puzzle, asked),
                holds,
                text: format!("{verdict}\n"),
                steps: steps
                    .iter()
                    .map(|s| json::StepJson::new(puzzle, s))
                    .collect(),
            };
            json::to_string(&doc)
        }
        Format::Text | Format::Markdown => {
            let md = format == Format::Markdown;
            let mut out = format!("{verdict}\n");
            if !steps.is_empty() {
                out.push_str("\nIt rests on these steps:\n");
                for step in steps {
                    out.push('\n');
                    if md {
                        out.push_str(&markdown::step(step));
                    } else {
                        out.push_str(&step.to_string());
                    }
                }
            }
            out
        }
    };
    Document {
        body,
        verdict: found,
    }
}
