//! `sleuth read`: each clue as written, with how sleuth read it in its own clue syntax, so a
//! person can confirm at a glance that the English was understood; and the same as JSON.

use serde::Serialize;

use super::json::SCHEMA_VERSION;
use crate::model::{Clue, Puzzle};
use crate::words::clue::option_syntax;

/// One clue line and its reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineReading {
    /// The 1-based line in the file.
    pub line: usize,
    /// The published number written before the clue, if any.
    pub label: Option<String>,
    /// The clue as written (without its number).
    pub text: String,
    /// Written as an English sentence (else a formula).
    pub sentence: bool,
    /// What it says, one clue each, in sleuth's clue syntax (options joined by `or`).
    pub readings: Vec<String>,
    /// Where its words may mean two things (`on the left of`), which was taken and why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// The document `sleuth read --format json` prints.
#[derive(Debug, Clone, Serialize)]
pub struct ReadJson {
    pub schema_version: u32,
    pub file: String,
    pub clues: Vec<LineReading>,
}

/// Every clue line of the puzzle, in file order, with its readings. Count clues and statements
/// are left out (they have no English form yet).
pub fn lines(puzzle: &Puzzle) -> Vec<LineReading> {
    let counted: Vec<Clue> = puzzle.counts().iter().flat_map(|c| c.clauses()).collect();
    let mut out: Vec<LineReading> = Vec::new();
    for clue in puzzle.clues() {
        if counted.contains(clue) {
            continue;
        }
        let syntax = |clue: &Clue| {
            clue.options
                .iter()
                .map(|o| option_syntax(puzzle, o))
                .collect::<Vec<_>>()
                .join(" or ")
        };
        let reading = syntax(clue);
        let note = if puzzle.is_stronger_reading(clue) {
            Some(
                "its words may mean anywhere on that side or right beside; read as right beside, since anywhere leaves more than one answer"
                    .to_string(),
            )
        } else {
            puzzle
                .either_readings()
                .iter()
                .find(|e| e.clue == *clue)
                .map(|e| {
                    format!(
                        "its words may also mean right beside (`{}`); read as anywhere on that side",
                        syntax(&e.stronger)
                    )
                })
        };
        match out.last_mut() {
            Some(last) if last.line == clue.line && last.sentence => {
                last.readings.push(reading);
                last.notes.extend(note);
            }
            _ => out.push(LineReading {
                line: clue.line,
                label: puzzle.clue_label(clue.line).map(str::to_string),
                text: puzzle
                    .clue_line_text(clue.line)
                    .unwrap_or(&clue.text)
                    .to_string(),
                sentence: puzzle.is_sentence(clue.line),
                readings: vec![reading],
                notes: note.into_iter().collect(),
            }),
        }
    }
    out
}

/// The text for people: each clue, then its reading indented below it.
pub fn text(puzzle: &Puzzle) -> String {
    let lines = lines(puzzle);
    let sentences = lines.iter().filter(|l| l.sentence).count();
    let mut out = format!(
        "{}: {} read from English, {} written as formulas\n",
        puzzle.source().name(),
        count(sentences, "clue"),
        lines.len() - sentences
    );
    for line in &lines {
        let name = match &line.label {
            Some(label) => format!("clue {label}"),
            None => format!("line {}", line.line),
        };
        out.push('\n');
        if line.sentence {
            out.push_str(&format!("{name}: {}\n", line.text));
            for reading in &line.readings {
                out.push_str(&format!("  reads as  {reading}\n"));
            }
            for note in &line.notes {
                out.push_str(&format!("  note      {note}\n"));
            }
        } else {
            out.push_str(&format!("{name}: {} (formula)\n", line.text));
        }
    }
    out
}

/// The JSON document.
pub fn json(puzzle: &Puzzle) -> ReadJson {
    ReadJson {
        schema_version: SCHEMA_VERSION,
        file: puzzle.source().name().to_string(),
        clues: lines(puzzle),
    }
}

fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_sentence_is_shown_with_its_readings() {
        let puzzle = Puzzle::parse(
            "people: Ann, Bob, Cy\npets: cat, dog, emu\nage (ordered): 20, 30, 40\n\
             1. Neither Ann nor the cat owner is 40.\nBob + dog\n",
        )
        .unwrap();
        let text = text(&puzzle);
        assert!(
            text.contains("clue 1: Neither Ann nor the cat owner is 40.\n"),
            "{text}"
        );
        assert!(text.contains("  reads as  not Ann + 40\n"), "{text}");
        assert!(text.contains("  reads as  not Ann + cat\n"), "{text}");
        assert!(text.contains("line 5: Bob + dog (formula)\n"), "{text}");
        assert!(text.starts_with("<input>: 1 clue read from English, 1 written as formulas\n"));
    }
}
