//! `sleuth explain --format html`: one self-contained page (inline CSS and JS, no network) that
//! steps through an explanation on the classic staircase grid. Rust computes everything the page
//! shows ([`PageJson`], embedded as `<script type="application/json" id="sleuth-data">`); the
//! inline script in `assets/page.js` only builds the view from it and moves between steps.

use crate::words::Prose;
use serde::Serialize;

use crate::explain::explanation::{Explanation, Outcome, Step, describe_disagreements};
use crate::explain::moves::{Detail, Move, Moves};
use crate::render::json::{CategoryJson, ClueJson, SCHEMA_VERSION, categories};
use crate::render::staircase::{Block, Layout};
use crate::render::text::solution_rows;
use crate::techniques::TechniqueId;

const PAGE: &str = include_str!("assets/page.html");
/// The page's style: the style it shares with the play page, then its own.
const CSS: &str = concat!(
    include_str!("assets/base.css"),
    include_str!("assets/page.css")
);
const JS: &str = include_str!("assets/page.js");

/// How many solutions the page lists when there are several.
const SHOWN_SOLUTIONS: usize = 4;

/// The data behind the page.
#[derive(Debug, Serialize)]
pub struct PageJson {
    pub schema_version: u32,
    pub file: String,
    pub categories: Vec<CategoryJson>,
    pub clues: Vec<ClueJson>,
    pub layout: LayoutJson,
    /// What the page steps through: `"Move"` (the default) or `"Step"` (`--detail steps`).
    pub unit: &'static str,
    /// The moves (or steps), in order; a move lists the steps it is made of in `parts`.
    pub steps: Vec<PageStepJson>,
    /// The grid after each move or step (entry 0: the empty grid): one character per cell in
    /// layout order, `.` open, `y` ✓, `n` ✗.
    pub grids: Vec<String>,
    pub outcome: Outcome,
    /// The outcome in words, as `explain` prints it.
    pub outcome_text: String,
    /// The solutions shown (at most four), each a list of rows of item names.
    pub solutions: Vec<Vec<Vec<String>>>,
    /// The search step, when logic stalled.
    pub search_step: Option<usize>,
    /// Whether that step is a guess (logic goes on after it).
    pub search_guess: bool,
    pub rating: PageRatingJson,
}

/// The staircase: categories down the side and across the top, and the blocks.
#[derive(Debug, Serialize)]
pub struct LayoutJson {
    pub rows: Vec<usize>,
    pub columns: Vec<usize>,
    pub blocks: Vec<BlockJson>,
    pub cell_count: usize,
}

/// A block: its categories and the number of its first cell (cell `first + i·n + j` is row item
/// `i`, column item `j`).
#[derive(Debug, Serialize)]
pub struct BlockJson {
    pub row: usize,
    pub column: usize,
    pub first: usize,
}

/// One step as the page shows it.
#[derive(Debug, Serialize)]
pub struct PageStepJson {
    pub number: usize,
    pub technique: TechniqueId,
    pub technique_name: &'static str,
    pub tier: String,
    pub headline: String,
    pub reason: String,
    pub chain: Vec<String>,
    pub one_to_one: Option<String>,
    /// Clue lines it uses.
    pub clues: Vec<usize>,
    /// Earlier steps it uses.
    pub steps: Vec<usize>,
    pub contradiction: bool,
    /// The cells it set (for a contradiction: the cells it could not set).
    pub cells: Vec<usize>,
    /// `--alternatives`: the lines that name other ways to see it ("Also from …").
    pub also: Vec<String>,
    /// For a move: what its folded bookkeeping fills in ("So …", "Then …").
    pub bookkeeping: Vec<String>,
    /// For a move: the steps it is made of (the move's own step first), to expand it.
    pub parts: Vec<PageStepJson>,
}

/// The rating, in the words the text output uses.
#[derive(Debug, Serialize)]
pub struct PageRatingJson {
    pub tier: String,
    pub score: u32,
    /// `[technique name, steps]`, in catalog order.
    pub counts: Vec<(String, usize)>,
    /// `--group-simple`: how the grouped step is counted (see `Explanation::grouping_note`).
    pub note: Option<String>,
}

impl PageStepJson {
    fn new(layout: &Layout, step: &Step) -> PageStepJson {
        PageStepJson {
            number: step.number,
            technique: step.technique,
            technique_name: step.technique_name(),
            tier: step.tier().to_string(),
            headline: step.headline.clone(),
            reason: step.reason.text(),
            chain: step.chain.iter().map(Prose::text).collect(),
            one_to_one: step.one_to_one.clone(),
            clues: step.clue_lines.clone(),
            steps: step.steps.clone(),
            contradiction: step.contradiction,
            cells: layout.cells_of(step),
            also: step
                .alternatives
                .as_ref()
                .map_or_else(Vec::new, |a| a.lines().iter().map(Prose::text).collect()),
            bookkeeping: Vec::new(),
            parts: Vec::new(),
        }
    }

    /// A move: its step's words citing moves, the cells and clues of all its steps, the moves
    /// it rests on, and its steps as parts.
    fn of_move(
        layout: &Layout,
        explanation: &Explanation,
        moves: &Moves,
        m: &Move,
    ) -> PageStepJson {
        let text = moves.text(explanation, m);
        let numbers: Vec<usize> = m.steps().collect();
        let parts: Vec<PageStepJson> = numbers
            .iter()
            .map(|&n| PageStepJson::new(layout, &explanation.steps[n - 1]))
            .collect();
        let mut clues: Vec<usize> = parts.iter().flat_map(|p| p.clues.clone()).collect();
        clues.sort_unstable();
        clues.dedup();
        let mut cited: Vec<usize> = parts
            .iter()
            .flat_map(|p| p.steps.iter().filter_map(|&s| moves.move_of(s)))
            .filter(|&n| n != m.number)
            .collect();
        cited.sort_unstable();
        cited.dedup();
        let mut cells: Vec<usize> = parts.iter().flat_map(|p| p.cells.clone()).collect();
        cells.sort_unstable();
        cells.dedup();
        let step = text.step;
        PageStepJson {
            number: m.number,
            technique: step.technique,
            technique_name: step.technique_name(),
            tier: step.tier().to_string(),
            headline: step.headline.clone(),
            reason: text.reason,
            chain: text.chain,
            one_to_one: text.one_to_one,
            clues,
            steps: cited,
            contradiction: step.contradiction,
            cells,
            also: text.alternatives,
            bookkeeping: text.bookkeeping,
            parts,
        }
    }
}

impl PageJson {
    // long because one field of the page's data after another.
    pub fn new(explanation: &Explanation, detail: Detail) -> PageJson {
        let puzzle = &explanation.puzzle;
        let layout = Layout::of(puzzle);
        let moves = (detail == Detail::Moves).then(|| Moves::of(explanation));
        let (unit, steps, grids, search_step) = match &moves {
            Some(moves) => {
                let order = moves.steps_of(explanation);
                (
                    "Move",
                    moves
                        .moves
                        .iter()
                        .map(|m| PageStepJson::of_move(&layout, explanation, moves, m))
                        .collect(),
                    layout.states_of(&order),
                    explanation
                        .steps
                        .iter()
                        .find(|s| s.technique == TechniqueId::Search)
                        .and_then(|s| moves.move_of(s.number)),
                )
            }
            None => (
                "Step",
                explanation
                    .steps
                    .iter()
                    .map(|s| PageStepJson::new(&layout, s))
                    .collect(),
                layout.states(explanation),
                explanation
                    .steps
                    .iter()
                    .find(|s| s.technique == TechniqueId::Search)
                    .map(|s| s.number),
            ),
        };
        let outcome_text = match explanation.outcome {
            Outcome::Solved => "Solved: exactly one solution.".to_string(),
            Outcome::NoSolution => "No solution: the clues contradict each other.".to_string(),
            Outcome::Unfinished => format!("Stopped after {} steps.", explanation.steps.len()),
            Outcome::TimedOut => format!(
                "{} after {} step{}, before the answer was known.",
                if explanation.work_limited {
                    "Stopped at the work limit"
                } else {
                    "Timed out"
                },
                explanation.steps.len(),
                if explanation.steps.len() == 1 {
                    ""
                } else {
                    "s"
                }
            ),
            Outcome::SeveralSolutions => {
                let count = if explanation.truncated {
                    format!("at least {}", explanation.solutions.len())
                } else {
                    explanation.solutions.len().to_string()
                };
                format!(
                    "Several solutions ({count}). They disagree on {}.",
                    describe_disagreements(puzzle, &explanation.disagreements())
                )
            }
        };
        let outcome_text = match explanation.alternatives_note() {
            Some(note) => format!("{outcome_text} Note: {note}."),
            None => outcome_text,
        };
        PageJson {
            schema_version: SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            categories: categories(puzzle),
            // One entry a line: a sentence may say several clues.
            clues: {
                let mut clues =
                    super::json::clues_json(puzzle, &(0..puzzle.clues().len()).collect::<Vec<_>>());
                clues.dedup_by(|a, b| a.line == b.line && a.sentence);
                clues
            },
            layout: layout_json(&layout),
            unit,
            steps,
            grids,
            outcome: explanation.outcome,
            outcome_text,
            solutions: explanation
                .solutions
                .iter()
                .take(SHOWN_SOLUTIONS)
                .map(|s| solution_rows(puzzle, s))
                .collect(),
            search_step,
            search_guess: explanation
                .steps
                .iter()
                .find(|s| s.technique == TechniqueId::Search)
                .is_some_and(|s| matches!(s.shape, Some(crate::techniques::Reason::Guess { .. }))),
            rating: PageRatingJson {
                tier: explanation.rating.tier.to_string(),
                score: explanation.rating.score,
                counts: explanation
                    .rating
                    .counts
                    .iter()
                    .map(|(t, n)| (t.name().to_string(), *n))
                    .collect(),
                note: explanation
                    .grouping_note()
                    .map(|note| format!("Steps: {}, {note}.", explanation.steps.len())),
            },
        }
    }
}

/// The whole page, stepping through moves or steps.
pub fn page(explanation: &Explanation, detail: Detail) -> String {
    let data = PageJson::new(explanation, detail);
    let json = serde_json::to_string(&data).unwrap_or_else(|_| "{}".to_string());
    let (title, story) = heading_and_story(&explanation.puzzle);
    fill(
        PAGE,
        &[
            ("{{TITLE}}", &title),
            ("{{STORY}}", &story),
            ("{{CSS}}", CSS.trim_end()),
            ("{{JS}}", JS.trim_end()),
            ("{{DATA}}", &script_safe(&json)),
        ],
    )
}

/// The template with each placeholder replaced, in one pass (so a value that happens to contain
/// a placeholder is left alone).
/// The page's heading and the puzzle's story, from the comment lines the file opens with: a
/// first paragraph of one line followed by more is the title (`# The Halloway Gallery heist`,
/// then `#`, then the story); otherwise the heading is the file's name and every paragraph is
/// story. The story comes as HTML paragraphs, escaped.
pub(crate) fn heading_and_story(puzzle: &crate::model::Puzzle) -> (String, String) {
    let mut paragraphs: Vec<String> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in puzzle.source().leading_comment() {
        if line.is_empty() {
            if !current.is_empty() {
                paragraphs.push(current.join(" "));
                current.clear();
            }
        } else {
            current.push(line);
        }
    }
    if !current.is_empty() {
        paragraphs.push(current.join(" "));
    }
    let titled = paragraphs.len() > 1
        && !paragraphs[0].contains(". ")
        && paragraphs[0].chars().count() <= 80;
    let title = match titled {
        true => paragraphs.remove(0),
        false => puzzle.source().file_name().to_string(),
    };
    let story: String = paragraphs
        .iter()
        .map(|p| format!("<p class=\"story\">{}</p>\n", escape(p)))
        .collect();
    (escape(&title), story)
}

pub(crate) fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        let found = values
            .iter()
            .find(|(key, _)| rest[start..].starts_with(key));
        match found {
            Some((key, value)) => {
                out.push_str(&rest[..start]);
                out.push_str(value);
                rest = &rest[start + key.len()..];
            }
            None => {
                out.push_str(&rest[..start + 2]);
                rest = &rest[start + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Text for HTML element content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
    out
}

/// JSON that can sit inside a `<script>` element: no `<`, `>` or `&` (JSON string escapes
/// instead, which parse to the same text), and no `//`, so the page never holds anything that
/// looks like a URL.
pub(crate) fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace("//", "/\\u002f")
}

/// The classic grid's layout for a page's script.
pub fn layout_json(layout: &Layout) -> LayoutJson {
    LayoutJson {
        rows: layout.rows.clone(),
        columns: layout.columns.clone(),
        blocks: layout
            .blocks
            .iter()
            .map(|&Block { row, column, first }| BlockJson { row, column, first })
            .collect(),
        cell_count: layout.cell_count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_json_cannot_close_the_script() {
        let json = r#"{"a":"</script><b>&//"}"#;
        let safe = script_safe(json);
        assert!(!safe.contains('<') && !safe.contains("//"));
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["a"], "</script><b>&//");
    }

    #[test]
    fn escape_covers_markup() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
