//! A hint as text, at the level asked for: a nudge (where to look), the focus (and which cells
//! it settles) or the whole move; and the reports when the player's facts are wrong.

use crate::analysis::hint::{Hint, HintLevel};
use crate::explain::explanation::Step;
use crate::model::Puzzle;
use crate::techniques::TechniqueId;

/// The hint as text at a level.
pub fn render(puzzle: &Puzzle, hint: &Hint, level: HintLevel) -> String {
    match hint {
        Hint::Done => "Nothing left to find: your facts already settle the answer.\n".to_string(),
        Hint::TimedOut => {
            "No hint found before the time or work limit (raise --timeout if one was given).\n"
                .to_string()
        }
        Hint::ClashingGivens { first, second } => format!(
            "Your facts contradict each other: line {} (`{}`) and line {} (`{}`) cannot both hold.\n",
            first.line, first.text, second.line, second.text
        ),
        Hint::NoSolution { conflict } => {
            let mut out = "The clues contradict each other: this puzzle has no answer, so there is no hint to give.\n".to_string();
            if !conflict.is_empty() {
                out.push_str("These clues cannot all hold:\n");
                for &c in conflict {
                    let clue = &puzzle.clues()[c];
                    out.push_str(&format!(
                        "  {}: {}\n",
                        puzzle.line_name(clue.line),
                        clue.text
                    ));
                }
            }
            out
        }
        Hint::GivensConflict { givens } => {
            let lines: Vec<String> = givens
                .iter()
                .map(|g| format!("line {} (`{}`)", g.line, g.text))
                .collect();
            format!(
                "Your facts cannot all hold with the clues: {} together rule out every answer, though each alone is possible.\n",
                crate::techniques::join(&lines, "and")
            )
        }
        Hint::WrongGiven { given, truth, why } => {
            let mut out = format!(
                "One of your facts is wrong: line {} (`{}`). In fact, {}.\n",
                given.line,
                given.text,
                crate::words::fact(puzzle, truth.a, truth.b, truth.together)
            );
            if !why.is_empty() {
                out.push_str("\nHere is why, from the clues alone:\n");
                for step in why {
                    out.push('\n');
                    out.push_str(&step.to_string());
                }
            }
            out
        }
        Hint::Next { step, text } => {
            let mut out = format!("Hint: {}\n", nudge(puzzle, step));
            if level >= HintLevel::Focus {
                out.push_str(&format!("Focus: {}\n", focus(puzzle, step)));
            }
            if level >= HintLevel::Full {
                out.push('\n');
                out.push_str(text);
            }
            out
        }
    }
}

/// Where to look, without the cells.
pub fn nudge(puzzle: &Puzzle, step: &Step) -> String {
    if step.technique == TechniqueId::Search {
        return "logic alone goes no further here; the rest needs trial and error.".to_string();
    }
    if let Some(&clue) = step.clues.first() {
        let c = &puzzle.clues()[clue];
        return format!(
            "look at {} ({}).",
            puzzle.clue_name(c.line),
            puzzle.quote(c)
        );
    }
    match step.conclusions.first().or(step.facts.first()) {
        Some(f) => format!(
            "look at the block of {} and {}, around {}.",
            puzzle.category_name(f.a.category),
            puzzle.category_name(f.b.category),
            puzzle.item_name(f.a)
        ),
        None => "look at the clues again.".to_string(),
    }
}

/// Which cells the step settles, without saying how.
pub fn focus(puzzle: &Puzzle, step: &Step) -> String {
    let cells: Vec<String> = step
        .conclusions
        .iter()
        .map(|f| format!("{} and {}", puzzle.item_name(f.a), puzzle.item_name(f.b)))
        .collect();
    if cells.is_empty() {
        return "something there cannot hold.".to_string();
    }
    format!(
        "it settles whether {} go together (using {}).",
        crate::techniques::join(&cells, "and whether"),
        step.technique.name()
    )
}
