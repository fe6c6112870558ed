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
use crate::render::explanation::{WhyFound, why_text, why_verdict};
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
            message: svg::too_big(cells, MAX_SVG_CELLS),
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
            Some(conflict) => [
                "\n",
                &crate::render::solve::conflict_text(puzzle, &conflict),
            ]
            .concat(),
            None => String::new(),
        }
    };
    let body = match format {
        ExplainFormat::Text => explanation.detailed(detail).to_string() + &conflict(),
        ExplainFormat::Json => json::to_string(&explanation),
        ExplainFormat::Markdown => markdown::explanation(&explanation, detail) + &conflict(),
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
        return Err(svg::past_the_last(at, last, unit));
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
    // Whether the fact holds: in every solution, in none, or unsettled.
    let holds = match explanation.outcome {
        Outcome::Solved | Outcome::SeveralSolutions => {
            crate::grid::settled(&explanation.solutions, asked)
        }
        _ => None,
    };
    let (found, verdict, truth) = match (explanation.outcome, holds) {
        (Outcome::NoSolution, _) => (WhyFound::NoSolution, Verdict::NoSolution, None),
        (Outcome::TimedOut, _) => (WhyFound::TimedOut, Verdict::TimedOut, None),
        (_, None) => (WhyFound::Unsettled, Verdict::SeveralSolutions, None),
        (_, Some(true)) => (WhyFound::Holds, Verdict::Solved, Some(asked)),
        (_, Some(false)) => (WhyFound::Fails, Verdict::False, Some(asked.negated())),
    };
    let said = why_verdict(puzzle, found, asked);
    let steps = truth.map_or_else(Vec::new, |t| explanation.slice(&explanation.support_for(t)));
    let body = match format {
        Format::Json => {
            let doc = json::WhyJson {
                schema_version: json::SCHEMA_VERSION,
                file: puzzle.source().name().to_string(),
                outcome: explanation.outcome,
                fact: json::FactJson::new(puzzle, asked),
                holds,
                text: why_text(&said, &[], false),
                steps: steps
                    .iter()
                    .map(|s| json::StepJson::new(puzzle, s))
                    .collect(),
            };
            json::to_string(&doc)
        }
        Format::Text | Format::Markdown => why_text(&said, &steps, format == Format::Markdown),
    };
    Document { body, verdict }
}
