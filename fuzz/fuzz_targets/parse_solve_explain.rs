//! Fuzz target: any bytes through parse → solve → explain. Must never panic; small puzzles only
//! go through the solver and the engine, so each input stays quick.
#![no_main]

use libfuzzer_sys::fuzz_target;
use gridsleuth::{ExplainOptions, Outcome, Puzzle, explain_with, solve};

fuzz_target!(|data: &[u8]| {
    let Ok(puzzle) = Puzzle::from_bytes("fuzz", data) else {
        return;
    };
    if puzzle.size() > 5 || puzzle.category_count() > 5 {
        return;
    }
    let report = solve(&puzzle, 5);
    let options = ExplainOptions {
        max_solutions: 5,
        max_steps: Some(300),
        ..ExplainOptions::default()
    };
    let explanation = explain_with(&puzzle, &options);
    // The engine never claims a unique answer the solver does not have.
    if explanation.outcome == Outcome::Solved {
        assert_eq!(report.solutions.len(), 1);
        assert_eq!(explanation.solutions, report.solutions);
    }
    let _ = explanation.to_string();
});
