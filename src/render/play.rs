//! `sleuth play`: one self-contained page (inline CSS and JS, no network, works from `file://`)
//! where a player marks the classic staircase grid and asks for hints about their own marks.
//!
//! Rust decides everything about the puzzle and embeds it as [`PlayJson`]: the explanation's
//! moves (each with the facts the player must already hold, the cells it sets, and its nudge,
//! focus and full text in the words `hint` and `explain` use), its steps (for the wrong-mark
//! message and the spoiler step-through), the answer grid, and for every cell the steps that show
//! its true mark. The script in `assets/play.js` only compares the player's marks with that data
//! (which moves are done, which premises are held, which marks differ from the answer); see
//! `docs/play.md`. The grid and the clues are drawn here as plain HTML, so `--blank` is the same
//! page without the script: a blank grid and the clues to print and solve on paper.

use serde::Serialize;

use crate::analysis::next_move::Unit;
use crate::analysis::refute::refute_by_few_clues;
use crate::explain::explanation::{Explanation, Outcome, Step};
use crate::explain::moves::{Move, Moves};
use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};
use crate::render::hint::{focus, nudge};
use crate::render::html::{LayoutJson, escape, layout_json};
use crate::render::json::{CategoryJson, ClueJson, SCHEMA_VERSION, categories, clues_json};
use crate::render::staircase::{Block, Layout, NO, YES};
use crate::render::text::solution_rows;
use crate::techniques::TechniqueId;

const PAGE: &str = include_str!("assets/play.html");
/// The page's style: the style it shares with the explanation page, then its own.
const CSS: &str = concat!(
    include_str!("assets/base.css"),
    include_str!("assets/play.css")
);
const JS: &str = include_str!("assets/play.js");

/// The data behind the play page.
#[derive(Debug, Serialize)]
pub struct PlayJson {
    pub schema_version: u32,
    pub file: String,
    /// Names the puzzle in the browser's local storage: a hash of its text, so two files with the
    /// same puzzle share progress and an edited puzzle starts afresh.
    pub key: String,
    pub categories: Vec<CategoryJson>,
    pub clues: Vec<ClueJson>,
    pub layout: LayoutJson,
    pub steps: Vec<PlayStepJson>,
    /// The explanation's moves, in order: what hints point at.
    pub moves: Vec<PlayMoveJson>,
    /// The answer: one character per cell in layout order, `y` ✓ or `n` ✗.
    pub answer: String,
    /// For every cell, the steps that show its true mark (usually the one step that sets it).
    pub why: Vec<Vec<usize>>,
    /// For cells whose wrong mark one clue alone rules out: that refutation (the page's first
    /// answer to a wrong mark; see [`crate::analysis::refute::refute_by_few_clues`]). The
    /// explanation's grid after each step is not stored: the page replays the steps'
    /// conclusions and consequences (as [`Layout::states`] does).
    pub refutations: std::collections::BTreeMap<usize, PlayRefutationJson>,
    /// The answer as rows of item names.
    pub solution: Vec<Vec<String>>,
    /// When the moves end with every row known but some cells of the blocks between other
    /// categories still open (the engine stops once the rows are known, and steps the answer
    /// does not need are left out of the moves): the last hint, which fills them in from the
    /// rows.
    pub rows_unit: Option<RowsUnitJson>,
    pub tier: String,
    pub score: u32,
}

/// One step of the explanation as the play page uses it.
#[derive(Debug, Serialize)]
pub struct PlayStepJson {
    pub number: usize,
    /// The whole step as `explain` prints it.
    pub text: String,
    /// Clue lines it uses.
    pub clues: Vec<usize>,
    /// Earlier steps it uses.
    pub steps: Vec<usize>,
    /// The grid facts it reads, as `[cell, mark]`.
    pub premises: Vec<(usize, char)>,
    /// The cells it concludes, as `[cell, mark]`.
    pub conclusions: Vec<(usize, char)>,
    /// The one-to-one ✗s that come with its ✓s, as cells.
    pub consequences: Vec<usize>,
    /// Logic stalled and this step searched.
    pub search: bool,
    /// The step shows the grid cannot be completed (it sets no cell; the page's replay of the
    /// grid skips it).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub contradiction: bool,
}

fn marked(layout: &Layout, fact: &Fact) -> Option<(usize, char)> {
    layout
        .cell(fact.a, fact.b)
        .map(|cell| (cell, if fact.together { YES } else { NO }))
}

impl PlayStepJson {
    fn new(layout: &Layout, step: &Step) -> PlayStepJson {
        PlayStepJson {
            number: step.number,
            text: step.to_string(),
            clues: step.clue_lines.clone(),
            steps: step.steps.clone(),
            premises: step
                .facts
                .iter()
                .filter_map(|f| marked(layout, f))
                .collect(),
            conclusions: step
                .conclusions
                .iter()
                .filter_map(|f| marked(layout, f))
                .collect(),
            consequences: step
                .consequences
                .iter()
                .filter_map(|f| layout.cell(f.a, f.b))
                .collect(),
            search: step.technique == TechniqueId::Search,
            contradiction: step.contradiction,
        }
    }
}

/// One move of the explanation (its real step and the bookkeeping folded under it) as the play
/// page's hints use it.
#[derive(Debug, Serialize)]
pub struct PlayMoveJson {
    /// From 1.
    pub number: usize,
    /// Its steps: the one that makes the move, then the folded ones.
    pub steps: Vec<usize>,
    /// The grid facts its steps read that no earlier step of the move sets, as `[cell, mark]`:
    /// what the player must already hold.
    pub premises: Vec<(usize, char)>,
    /// The cells its steps conclude, as `[cell, mark]`, without repeats.
    pub conclusions: Vec<(usize, char)>,
    /// The one-to-one ✗s that come with its ✓s, as cells, without repeats.
    pub consequences: Vec<usize>,
    /// Clue lines its steps use.
    pub clues: Vec<usize>,
    /// `hint --level nudge` of its real step.
    pub nudge: String,
    /// `hint --level focus` of its real step.
    pub focus: String,
    /// The move as `explain` prints it.
    pub text: String,
    /// Logic stalled and its real step searched.
    pub search: bool,
    /// The index in `grids` of the explanation's grid before its real step (for "your path
    /// differs": a right mark open there comes later in the explanation).
    pub grid: usize,
}

impl PlayMoveJson {
    fn new(
        explanation: &Explanation,
        layout: &Layout,
        moves: &Moves,
        steps: &[PlayStepJson],
        m: &Move,
    ) -> PlayMoveJson {
        let numbers: Vec<usize> = m.steps().collect();
        let unit = Unit::of(explanation, m);
        let cells = |facts: &[Fact]| -> Vec<(usize, char)> {
            facts.iter().filter_map(|f| marked(layout, f)).collect()
        };
        let premises = cells(&unit.premises);
        let conclusions = cells(&unit.conclusions);
        let consequences: Vec<usize> = unit
            .consequences
            .iter()
            .filter_map(|f| layout.cell(f.a, f.b))
            .collect();
        let mut clues: Vec<usize> = Vec::new();
        for &n in &numbers {
            for &line in &steps[n - 1].clues {
                if !clues.contains(&line) {
                    clues.push(line);
                }
            }
        }
        clues.sort_unstable();
        let main = &steps[m.step - 1];
        let real = &explanation.steps[m.step - 1];
        PlayMoveJson {
            number: m.number,
            steps: numbers,
            premises,
            conclusions,
            consequences,
            clues,
            nudge: nudge(&explanation.puzzle, real),
            focus: focus(&explanation.puzzle, real),
            text: moves.text(explanation, m).to_string(),
            search: main.search,
            grid: m.step - 1,
        }
    }
}

/// The cells the finished rows settle without a step of their own, as one last hint.
#[derive(Debug, Serialize)]
pub struct RowsUnitJson {
    /// The rows' ✓s (every cell of the first category's blocks that is ✓), as `[cell, mark]`.
    pub premises: Vec<(usize, char)>,
    /// The open cells, as `[cell, mark]`.
    pub conclusions: Vec<(usize, char)>,
    pub nudge: String,
    pub focus: String,
    pub text: String,
}

impl RowsUnitJson {
    /// `last` is the grid after all moves (one mark character per cell).
    fn new(puzzle: &Puzzle, layout: &Layout, last: &str, answer: &[char]) -> Option<RowsUnitJson> {
        let last: Vec<char> = last.chars().collect();
        let conclusions: Vec<(usize, char)> = (0..layout.cell_count())
            .filter(|&c| last.get(c) != Some(&YES) && last.get(c) != Some(&NO))
            .map(|c| (c, answer[c]))
            .collect();
        if conclusions.is_empty() {
            return None;
        }
        let premises = layout
            .blocks
            .iter()
            .filter(|b| b.row == 0)
            .flat_map(|b| b.first..b.first + layout.n * layout.n)
            .filter(|&c| answer[c] == YES)
            .map(|c| (c, YES))
            .collect();
        let first = puzzle.category_name(0);
        let mut text = format!(
            "The rows · one-to-one · Easy technique\n  Every row is known, so the blocks that do not include {first} follow.\n  Because two items go together exactly when they are in the same row:\n"
        );
        for row in 0..puzzle.size() {
            let names: Vec<&str> = (0..puzzle.category_count())
                .map(|c| {
                    let item = (0..puzzle.size()).map(|i| ItemId::new(c, i)).find(|&item| {
                        c == 0 && item.index == row
                            || layout
                                .cell(ItemId::new(0, row), item)
                                .is_some_and(|cell| answer[cell] == YES)
                    });
                    item.map_or("?", |item| puzzle.item_name(item))
                })
                .collect();
            text.push_str(&format!("    {}\n", names.join(", ")));
        }
        Some(RowsUnitJson {
            premises,
            conclusions,
            nudge: format!(
                "every row is known: look at the blocks that do not include {first}."
            ),
            focus: "the rows settle the open cells there: two items go together exactly when they share a row.".to_string(),
            text,
        })
    }
}

/// Why a page cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The puzzle has no single answer to play towards.
    NotUnique(Outcome),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let PlayError::NotUnique(outcome) = self;
        let what = match outcome {
            Outcome::NoSolution => "has no solution: its clues contradict each other",
            Outcome::SeveralSolutions => "has several solutions, so a grid cannot be checked",
            Outcome::TimedOut | Outcome::Unfinished => "could not be solved in time",
            Outcome::Solved => "is solved",
        };
        write!(
            f,
            "the puzzle {what}; `sleuth play` needs exactly one solution (`sleuth check` tells more), or use --blank for a grid to print"
        )
    }
}

impl PlayJson {
    /// The data for a puzzle with exactly one solution.
    pub fn new(explanation: &Explanation) -> Result<PlayJson, PlayError> {
        if explanation.outcome != Outcome::Solved || explanation.solutions.len() != 1 {
            return Err(PlayError::NotUnique(explanation.outcome));
        }
        let puzzle = &explanation.puzzle;
        let solution = &explanation.solutions[0];
        let layout = Layout::of(puzzle);
        let mut answer = vec![NO; layout.cell_count()];
        let moves = Moves::of(explanation);
        // The grid after all moves, replayed in move order with one-to-one ✗s.
        let by_move = moves.steps_of(explanation);
        let after_moves = layout.states_of(&by_move).pop().unwrap_or_default();
        let steps: Vec<PlayStepJson> = explanation
            .steps
            .iter()
            .map(|s| PlayStepJson::new(&layout, s))
            .collect();
        let move_json = moves
            .moves
            .iter()
            .map(|m| PlayMoveJson::new(explanation, &layout, &moves, &steps, m))
            .collect();
        let mut why = vec![Vec::new(); layout.cell_count()];
        for a in puzzle.items() {
            for b in puzzle.items() {
                if a.category >= b.category {
                    continue;
                }
                if let Some(cell) = layout.cell(a, b) {
                    let truth = Fact::new(a, b, solution.together(a, b));
                    answer[cell] = if truth.together { YES } else { NO };
                    why[cell] = explanation.support_for(truth);
                }
            }
        }
        Ok(PlayJson {
            schema_version: SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            key: key(puzzle.source().text()),
            categories: categories(puzzle),
            clues: clues_json(puzzle, &(0..puzzle.clues().len()).collect::<Vec<_>>()),
            layout: layout_json(&layout),
            steps,
            moves: move_json,
            answer: answer.iter().collect(),
            why,
            rows_unit: RowsUnitJson::new(puzzle, &layout, &after_moves, &answer),
            refutations: refutations(puzzle, &layout, &answer),
            solution: solution_rows(puzzle, solution),
            tier: explanation.rating.tier.to_string(),
            score: explanation.rating.score,
        })
    }
}

/// Why a wrong mark cannot hold, from one clue alone.
#[derive(Debug, Serialize)]
pub struct PlayRefutationJson {
    /// The clue line.
    pub clue: usize,
    /// The chain from the mark to the clash, as `explain` prints steps.
    pub text: String,
}

/// The work the page may spend finding one-clue refutations (a bound, so big puzzles stay
/// quick; cells past it fall back to the explanation's steps).
const REFUTATION_WORK: u64 = 400_000_000;

/// For every cell, a refutation of its wrong mark by one clue alone, where there is one.
fn refutations(
    puzzle: &Puzzle,
    layout: &Layout,
    answer: &[char],
) -> std::collections::BTreeMap<usize, PlayRefutationJson> {
    let deadline = crate::deadline::Deadline::none().with_work(REFUTATION_WORK);
    let mut out = std::collections::BTreeMap::new();
    for a in puzzle.items() {
        for b in puzzle.items() {
            let Some(cell) = (a.category < b.category)
                .then(|| layout.cell(a, b))
                .flatten()
            else {
                continue;
            };
            let wrong = Fact::new(a, b, answer[cell] != YES);
            let Some(r) = refute_by_few_clues(puzzle, wrong, 1, deadline) else {
                continue;
            };
            let Some(clue) = r.clues.first() else {
                continue;
            };
            let text = r.steps.iter().map(|s| s.to_string()).collect::<Vec<_>>();
            out.insert(
                cell,
                PlayRefutationJson {
                    clue: puzzle.clues()[*clue].line,
                    text: text.join("\n"),
                },
            );
        }
    }
    out
}

/// FNV-1a (64 bits) of the puzzle text, in hex: stable across versions and platforms.
fn key(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Why no page was made: "puzzle.txt: …".
pub fn refused(puzzle: &Puzzle, error: &PlayError) -> String {
    format!("{}: {error}", puzzle.source().name())
}

/// The playable page (the puzzle must have exactly one solution).
pub fn page(explanation: &Explanation) -> Result<String, PlayError> {
    let data = PlayJson::new(explanation)?;
    let json = serde_json::to_string(&data).unwrap_or_else(|_| "{}".to_string());
    Ok(fill_page(&explanation.puzzle, false, &json))
}

/// The blank grid and the clues, without any script: for printing and solving on paper. Any
/// puzzle that parses has one.
pub fn blank_page(puzzle: &Puzzle) -> String {
    fill_page(puzzle, true, "")
}

fn fill_page(puzzle: &Puzzle, blank: bool, json: &str) -> String {
    let (title, story) = super::html::heading_and_story(puzzle);
    let (script, mode) = if blank {
        (String::new(), "blank")
    } else {
        (
            format!(
                "<script type=\"application/json\" id=\"sleuth-data\">{}</script>\n<script>\n{}\n</script>\n",
                super::html::script_safe(json),
                JS.trim_end()
            ),
            "play",
        )
    };
    let summary = format!(
        "{} categories of {} items, {} clues.",
        puzzle.category_count(),
        puzzle.size(),
        puzzle.printed_clue_count()
    );
    let page = super::html::fill(
        PAGE,
        &[
            ("{{TITLE}}", &title),
            ("{{STORY}}", &story),
            ("{{MODE}}", mode),
            ("{{CSS}}", CSS.trim_end()),
            ("{{SUMMARY}}", &summary),
            ("{{GRID_ATTRS}}", &grid_attrs(puzzle, blank)),
            ("{{GRID}}", &grid_table(puzzle, !blank)),
            ("{{CLUES}}", &clue_list(puzzle)),
            ("{{SCRIPT}}", &script),
        ],
    );
    play_parts(&page, !blank)
}

/// The page with the parts between `<!--play-->` and `<!--/play-->` (the controls, which need
/// the script) kept without their markers, or left out for a blank page.
fn play_parts(page: &str, keep: bool) -> String {
    const OPEN_MARK: &str = "<!--play-->";
    const CLOSE_MARK: &str = "<!--/play-->";
    let mut out = String::with_capacity(page.len());
    let mut rest = page;
    while let Some(start) = rest.find(OPEN_MARK) {
        out.push_str(&rest[..start]);
        let inner = &rest[start + OPEN_MARK.len()..];
        let end = inner.find(CLOSE_MARK).unwrap_or(inner.len());
        if keep {
            out.push_str(&inner[..end]);
        }
        rest = inner.get(end + CLOSE_MARK.len()..).unwrap_or("");
        // A part on lines of its own leaves no empty line behind.
        if !keep && out.ends_with('\n') {
            rest = rest.strip_prefix('\n').unwrap_or(rest);
        }
    }
    out.push_str(rest);
    out
}

/// The clues as list items.
fn clue_list(puzzle: &Puzzle) -> String {
    let mut out = String::new();
    for clue in puzzle.clue_per_line() {
        let name = match puzzle.clue_label(clue.line) {
            Some(label) => format!("clue {}", escape(label)),
            None => format!("line {}", clue.line),
        };
        let text = if puzzle.is_sentence(clue.line) {
            format!("<q>{}</q>", escape(clue.text.trim_end_matches('.')))
        } else {
            format!("<code>{}</code>", escape(&clue.text))
        };
        out.push_str(&format!(
            "<li id=\"clue-{line}\" data-line=\"{line}\"><span class=\"line\">{name}</span> {text}</li>\n",
            line = clue.line
        ));
    }
    out
}

/// The staircase grid as an HTML table. Each cell of a playable grid holds a button (only one of
/// them is in the tab order at a time; the arrow keys move between them), with its row and
/// column in the whole grid and a label a screen reader reads.
// long because the HTML table is written row by row in document order.
pub fn grid_table(puzzle: &Puzzle, playable: bool) -> String {
    let layout = Layout::of(puzzle);
    let n = layout.n;
    let mut out = String::new();
    out.push_str("<table class=\"grid\"");
    if playable {
        out.push_str(" role=\"grid\" aria-label=\"The grid\"");
    }
    out.push_str(">\n<caption class=\"sr-only\">The grid: ✓ the two go together, ✗ they do not.</caption>\n<thead>\n<tr><td class=\"corner\" colspan=\"2\" rowspan=\"2\"></td>");
    for &c in &layout.columns {
        out.push_str(&format!(
            "<th class=\"cat cat-col bl\" colspan=\"{n}\" scope=\"colgroup\">{}</th>",
            escape(puzzle.category_name(c))
        ));
    }
    out.push_str("</tr>\n<tr>");
    for &c in &layout.columns {
        for j in 0..n {
            out.push_str(&format!(
                "<th class=\"item-col{}\" scope=\"col\"><span>{}</span></th>",
                if j == 0 { " bl" } else { "" },
                escape(puzzle.item_name(ItemId::new(c, j)))
            ));
        }
    }
    out.push_str("</tr>\n</thead>\n");
    for &r in &layout.rows {
        let blocks: Vec<&Block> = layout.blocks.iter().filter(|b| b.row == r).collect();
        out.push_str("<tbody>\n");
        for i in 0..n {
            let mut classes = Vec::new();
            if i == 0 {
                classes.push("bt");
            }
            if i + 1 == n {
                classes.push("bb");
            }
            out.push_str(&class_attr("tr", &classes.join(" ")));
            if i == 0 {
                out.push_str(&format!(
                    "<th class=\"cat cat-row\" rowspan=\"{n}\" scope=\"rowgroup\"><span>{}</span></th>",
                    escape(puzzle.category_name(r))
                ));
            }
            let row_item = puzzle.item_name(ItemId::new(r, i));
            out.push_str(&format!(
                "<th class=\"item-row\" scope=\"row\">{}</th>",
                escape(row_item)
            ));
            for (bi, block) in blocks.iter().enumerate() {
                for j in 0..n {
                    let mut class = String::new();
                    if j == 0 {
                        class.push_str("bl");
                    }
                    if bi + 1 == blocks.len() && j + 1 == n {
                        class.push_str(" br");
                    }
                    let column_item = puzzle.item_name(ItemId::new(block.column, j));
                    let name = escape(&format!("{row_item} / {column_item}"));
                    if playable {
                        // Only the button: the script gives it its type, number, position, name,
                        // label and tab stop (`layOut` in play.js), so a 7 × 6 page does not
                        // carry them 756 times.
                        out.push_str(&class_attr("td", class.trim()));
                        out.push_str("<button class=\"cell\"></button></td>");
                    } else {
                        out.push_str(&format!(
                            "{}</td>",
                            class_attr(&format!("td title=\"{name}\""), class.trim())
                        ));
                    }
                }
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</tbody>\n");
    }
    out.push_str("</table>");
    out
}

/// The attributes of the grid's box: the grid's size in `em` of its font, estimated generously
/// from the names (0.62 em a letter, 0.68 in bold), as CSS variables: `--head-top`, `--head-left`
/// (the headers, for the cells' `scroll-margin` under the sticky headers), `--w`, `--h` (the
/// table, for the print stylesheet to fit it to a page without a script). Without the cells'
/// buttons (`--blank`) the box is a tab stop, so that the keyboard can scroll it.
fn grid_attrs(puzzle: &Puzzle, blank: bool) -> String {
    let layout = Layout::of(puzzle);
    let n = layout.n;
    let chars = |text: &str| text.chars().count() as f64;
    let longest = |cats: &[usize]| {
        let items = cats
            .iter()
            .flat_map(|&c| (0..n).map(move |i| ItemId::new(c, i)));
        items
            .map(|item| chars(puzzle.item_name(item)))
            .fold(0.0, f64::max)
    };
    // A category's name runs along its n cells (turned, down the side) and can stretch them.
    let span = |cats: &[usize]| -> f64 {
        let along = |c: usize| (1.8 * n as f64).max(0.68 * chars(puzzle.category_name(c)) + 0.6);
        cats.iter().map(|&c| along(c)).sum()
    };
    // Across the top, a line of category names (1.9 em) over the turned item names; down the
    // side, the turned category names (2.2 em) beside the item names.
    let top = 1.9 + 0.62 * longest(&layout.columns) + 0.5;
    let left = 2.2 + 0.62 * longest(&layout.rows) + 0.8;
    let up = |x: f64| (x * 10.0).ceil() / 10.0;
    let (w, h) = (left + span(&layout.columns), top + span(&layout.rows));
    let tab = [
        " tabindex=\"0\" role=\"region\" aria-label=\"The grid\"",
        "",
    ][usize::from(!blank)];
    let vars = format!("--head-top: {}; --head-left: {}", up(top), up(left));
    format!("style=\"{vars}; --w: {}; --h: {}\"{tab}", up(w), up(h))
}

/// An opening tag, with a class attribute when there are classes.
fn class_attr(tag: &str, class: &str) -> String {
    if class.is_empty() {
        format!("<{tag}>")
    } else {
        format!("<{tag} class=\"{class}\">")
    }
}

#[cfg(test)]
mod tests;
