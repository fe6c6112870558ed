//! Explain a puzzle through the library: the `Explanation` prints as text (`Display`) and
//! serialises as JSON (`serde::Serialize`), so you can snapshot-test your own puzzles' explanations:
//!
//! ```ignore
//! #[test]
//! fn my_puzzle_reads_well() {
//!     let puzzle = gridsleuth::Puzzle::parse_named("my_puzzle.txt", include_str!("my_puzzle.txt")).unwrap();
//!     let explanation = gridsleuth::explain(&puzzle);
//!     insta::assert_snapshot!(explanation.to_string());
//!     insta::assert_json_snapshot!(explanation);
//! }
//! ```
//!
//! Run with `cargo run --example explain [FILE]` (default: examples/murdle.txt).

use gridsleuth::{Outcome, Puzzle, explain};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/examples/murdle.txt").to_string());
    let text = std::fs::read_to_string(&path)?;
    let puzzle = Puzzle::parse_named(&path, &text)?;

    let explanation = explain(&puzzle);

    // The steps as data: technique, conclusions, cited clue lines and earlier steps.
    for step in &explanation.steps {
        println!(
            "step {:>2}: {:<24} {} (clue lines {:?}, steps {:?})",
            step.number,
            step.technique.name(),
            step.headline,
            step.clue_lines,
            step.steps
        );
    }
    println!(
        "rating: {} (score {})",
        explanation.rating.tier, explanation.rating.score
    );
    if explanation.outcome == Outcome::Solved {
        println!("solved without search: {}", !explanation.needs_search());
    }

    // The same explanation as the text `sleuth explain` prints, and as JSON.
    let as_text = explanation.to_string();
    let as_json = serde_json::to_string_pretty(&explanation)?;
    println!(
        "{} lines of text, {} bytes of JSON",
        as_text.lines().count(),
        as_json.len()
    );
    Ok(())
}
