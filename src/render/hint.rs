//! A hint as text, at the level asked for: a nudge (where to look), the focus (and which cells
//! it settles) or the whole move; and the reports when the player's facts are wrong.

use crate::analysis::hint::{Hint, HintLevel};
use crate::analysis::refute::Refutation;
use crate::explain::explanation::Step;
use crate::model::{GivenFact, Puzzle};
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
        Hint::WrongGiven {
            given, refutation, ..
        } => wrong_given(puzzle, given, refutation.as_deref(), level),
        Hint::Next {
            step,
            text,
            leads_to,
        } => {
            let mut out = String::new();
            if let Some(later) = leads_to {
                out.push_str(&format!(
                    "The next move of the explanation (move {later}) needs facts you do not have yet; this one leads there.\n"
                ));
            }
            out.push_str(&format!("Hint: {}\n", nudge(puzzle, step)));
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

/// A wrong fact, shown wrong the short way and graded like a hint: the nudge names the clue it
/// clashes with, the focus every clue and fact of the clash, the full hint the chain. None of
/// them says what the truth is.
fn wrong_given(
    puzzle: &Puzzle,
    given: &GivenFact,
    refutation: Option<&Refutation>,
    level: HintLevel,
) -> String {
    let mut out = format!(
        "One of your facts cannot hold: line {} (`{}`).",
        given.line, given.text
    );
    let Some(refutation) = refutation else {
        out.push_str(" (No short reason was found before the time or work limit.)\n");
        return out;
    };
    let clue_name = |c: usize| {
        let clue = &puzzle.clues()[c];
        format!("{} ({})", puzzle.clue_name(clue.line), puzzle.quote(clue))
    };
    match refutation.first_clue() {
        Some(c) => out.push_str(&format!(" It clashes with {}.\n", clue_name(c))),
        None => out.push_str(" It clashes with your other facts.\n"),
    }
    if level >= HintLevel::Focus {
        // Quoted when few; by name alone when many, so the line stays readable.
        let mut parts: Vec<String> = if refutation.clues.len() <= 3 {
            refutation.clues.iter().map(|&c| clue_name(c)).collect()
        } else {
            refutation
                .clues
                .iter()
                .map(|&c| puzzle.clue_name(puzzle.clues()[c].line))
                .collect()
        };
        parts.extend(refutation.marks.iter().map(|m| {
            format!(
                "your fact that {}",
                crate::words::fact(puzzle, m.a, m.b, m.together)
            )
        }));
        let list = crate::techniques::join(&parts, "and");
        out.push_str(&match parts.len() {
            1 => format!("Focus: {list} is all it takes to rule it out.\n"),
            2 | 3 => format!("Focus: {list} are all it takes to rule it out.\n"),
            _ => format!("Focus: ruling it out takes all of these together: {list}.\n"),
        });
    }
    if level >= HintLevel::Full && refutation.steps.is_empty() {
        out.push_str(
            "Each item has exactly one partner in every other category, so it cannot hold with those facts.\n",
        );
    } else if level >= HintLevel::Full {
        out.push_str(&format!(
            "\nSuppose line {} held (\"given\" below is your facts, that one among them):\n",
            given.line
        ));
        for step in &refutation.steps {
            out.push('\n');
            out.push_str(&step.to_string());
        }
        out.push_str(&format!("\nSo line {} cannot hold.\n", given.line));
    }
    out
}

/// Where to look, without the cells.
pub fn nudge(puzzle: &Puzzle, step: &Step) -> String {
    if let Some(crate::techniques::Reason::Guess { item, options, .. }) = &step.shape {
        return format!(
            "logic alone goes no further here: guess where the choice is narrowest ({}).",
            crate::words::one_of(puzzle, *item, options)
        );
    }
    if step.technique == TechniqueId::Search {
        return "logic alone goes no further here; the rest needs trial and error.".to_string();
    }
    // The gathered first step: the clues that state facts outright.
    if !step.parts.is_empty() {
        return format!(
            "start with what {} state outright.",
            crate::explain::explanation::clue_list(puzzle, &step.clue_lines)
        );
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
    if !step.parts.is_empty() {
        return format!(
            "each of those clues gives its facts straight into the grid: {} cells in all.",
            step.conclusions.len()
        );
    }
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
