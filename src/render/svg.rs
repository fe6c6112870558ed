//! `sleuth explain --format svg [--step N]`: one picture of the staircase grid after a step, for
//! a README or a blog. Plain SVG 1.1 with integer coordinates; ✓ and ✗ are drawn as lines (no
//! font needed for them), and the same input always gives the same bytes.

use std::fmt::Write;

use crate::explain::explanation::Explanation;
use crate::explain::moves::Moves;
use crate::render::html::escape;
use crate::render::staircase::{Layout, NO, YES};

/// The side of a cell, in pixels.
const CELL: usize = 20;
/// A generous average width of a label character at the font size used.
const CHAR: usize = 7;
/// The band that holds a category's name.
const BAND: usize = 18;
const MARGIN: usize = 8;
const FONT: &str = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" font-size=\"12\"";

/// Why a picture of `cells` cells is refused: "an SVG of this grid would draw … cells (about
/// … MB); sleuth draws at most …".
pub fn too_big(cells: usize, most: usize) -> String {
    format!(
        "an SVG of this grid would draw {cells} cells (about {} MB); sleuth draws at most {most} \
         (use --format html or text)",
        cells * 80 / 1_000_000,
    )
}

/// Why `--step at` is refused: the explanation has only `last` moves (or steps).
pub fn past_the_last(at: usize, last: usize, unit: &str) -> String {
    format!("--step {at}: the explanation has {last} {unit} (0 is the empty grid)")
}

/// The cells the picture of `puzzle`'s grid draws (see [`crate::limits::MAX_SVG_CELLS`]).
pub fn cells(puzzle: &crate::model::Puzzle) -> usize {
    let layout = Layout::of(puzzle);
    layout.blocks.len() * layout.n * layout.n
}

/// The grid after step `step` (0: the empty grid; beyond the last step: the last step), with the
/// cells that step set highlighted.
pub fn grid(explanation: &Explanation, step: usize) -> String {
    let step = step.min(explanation.steps.len());
    let current: Vec<&crate::Step> = step
        .checked_sub(1)
        .and_then(|i| explanation.steps.get(i))
        .into_iter()
        .collect();
    let what = format!("step {step} of {}", explanation.steps.len());
    picture(explanation, step, &current, &what)
}

/// The grid after move `number` of `moves` (0: the empty grid; beyond the last move: the
/// last), with the cells the move set highlighted (its step and the bookkeeping under it).
pub fn grid_after_move(explanation: &Explanation, moves: &Moves, number: usize) -> String {
    let number = number.min(moves.moves.len());
    let shown: Vec<&crate::Step> = number
        .checked_sub(1)
        .and_then(|i| moves.moves.get(i))
        .map(|m| {
            m.steps()
                .filter_map(|s| explanation.steps.get(s - 1))
                .collect()
        })
        .unwrap_or_default();
    // The grid as it stands once the move's last step is in (earlier steps no move shows
    // included: they hold in every answer).
    let last = shown.iter().map(|s| s.number).max().unwrap_or(0);
    let what = format!("move {number} of {}", moves.moves.len());
    picture(explanation, last, &shown, &what)
}

/// The grid after step `step`, with the cells `current` set highlighted, captioned "the grid
/// after {what}".
// long because the SVG is drawn in paint order (bands, labels, cells, marks, caption); splitting it would pass a dozen coordinates around.
fn picture(explanation: &Explanation, step: usize, current: &[&crate::Step], what: &str) -> String {
    let puzzle = &explanation.puzzle;
    let layout = Layout::of(puzzle);
    let states = layout.states(explanation);
    let marks: Vec<char> = states
        .get(step)
        .map(|s| s.chars().collect())
        .unwrap_or_default();
    let touched: Vec<usize> = current.iter().flat_map(|s| layout.cells_of(s)).collect();
    let touched_fill = if current.iter().any(|s| s.contradiction) {
        "#ffd6d6"
    } else {
        "#ffe98a"
    };

    let n = layout.n;
    let categories = puzzle.categories();
    let longest = |cats: &[usize]| -> usize {
        cats.iter()
            .filter_map(|&c| categories.get(c))
            .flat_map(|c| c.items.iter())
            .map(|name| name.chars().count())
            .max()
            .unwrap_or(0)
    };
    let left = MARGIN + BAND + longest(&layout.rows) * CHAR + 8;
    let top = MARGIN + BAND + longest(&layout.columns) * CHAR + 8;
    let side = layout.columns.len() * n * CELL;
    let caption_y = top + layout.rows.len() * n * CELL + 22;
    // The file's own name, not the path it was given by.
    let title = format!("{}: the grid after {what}", puzzle.source().file_name());
    // Wide enough for the caption too (a small grid's is wider than the grid).
    let width = (left + side + MARGIN).max(2 * MARGIN + title.chars().count() * CHAR);
    let height = caption_y + MARGIN;

    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" role=\"img\">"
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&title));
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    let _ = writeln!(out, "<g {FONT} fill=\"#1b1b1b\">");
    // Categories and items across the top.
    for (j, &c) in layout.columns.iter().enumerate() {
        let x = left + j * n * CELL;
        let Some(category) = categories.get(c) else {
            continue;
        };
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>",
            x + n * CELL / 2,
            MARGIN + 13,
            escape(&category.name)
        );
        for (i, item) in category.items.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text transform=\"translate({} {}) rotate(-90)\">{}</text>",
                x + i * CELL + CELL / 2 + 4,
                top - 4,
                escape(item)
            );
        }
    }
    // Categories and items down the side.
    for (b, &r) in layout.rows.iter().enumerate() {
        let y = top + b * n * CELL;
        let Some(category) = categories.get(r) else {
            continue;
        };
        let _ = writeln!(
            out,
            "<text transform=\"translate({} {}) rotate(-90)\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>",
            MARGIN + 13,
            y + n * CELL / 2,
            escape(&category.name)
        );
        for (i, item) in category.items.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
                left - 4,
                y + i * CELL + CELL / 2 + 4,
                escape(item)
            );
        }
    }
    let _ = writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{caption_y}\">{}</text>",
        escape(&title)
    );
    let _ = writeln!(out, "</g>");
    // The cells, block by block.
    for block in &layout.blocks {
        let bi = layout
            .rows
            .iter()
            .position(|&r| r == block.row)
            .unwrap_or(0);
        let bj = layout
            .columns
            .iter()
            .position(|&c| c == block.column)
            .unwrap_or(0);
        let (x0, y0) = (left + bj * n * CELL, top + bi * n * CELL);
        let _ = writeln!(out, "<g>");
        for i in 0..n {
            for j in 0..n {
                let cell = block.first + i * n + j;
                let (x, y) = (x0 + j * CELL, y0 + i * CELL);
                let fill = if touched.contains(&cell) {
                    touched_fill
                } else {
                    "#ffffff"
                };
                let _ = writeln!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\" stroke=\"#b8b8b8\"/>"
                );
                match marks.get(cell) {
                    Some(&YES) => {
                        let _ = writeln!(
                            out,
                            "<path d=\"M{} {} L{} {} L{} {}\" fill=\"none\" stroke=\"#116329\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                            x + 5,
                            y + 10,
                            x + 9,
                            y + 14,
                            x + 15,
                            y + 6
                        );
                    }
                    Some(&NO) => {
                        let _ = writeln!(
                            out,
                            "<path d=\"M{} {} L{} {} M{} {} L{} {}\" stroke=\"#6e6e6e\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>",
                            x + 6,
                            y + 6,
                            x + 14,
                            y + 14,
                            x + 14,
                            y + 6,
                            x + 6,
                            y + 14
                        );
                    }
                    _ => {}
                }
            }
        }
        let _ = writeln!(
            out,
            "<rect x=\"{x0}\" y=\"{y0}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#333333\" stroke-width=\"2\"/>",
            n * CELL,
            n * CELL
        );
        let _ = writeln!(out, "</g>");
    }
    let _ = writeln!(out, "</svg>");
    out
}
