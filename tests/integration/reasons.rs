//! Every reason shape a technique gives (`words::reasons::Reason`), walked through the words
//! with a real puzzle that produces it: the examples, the catalog's puzzles and the English
//! house puzzles are explained, each step, part and case line with a shape is collected, and
//! the first sentence of each shape is snapshot. A shape no puzzle makes fails the test, so a
//! new shape comes with a puzzle that needs it. Read the snapshot by eye when it changes.

use std::collections::BTreeMap;

use gridsleuth::techniques::{CaseChain, Reason};
use gridsleuth::{Puzzle, Step, explain};

use crate::engine::puzzles_in;

/// The shapes in a case's lines, and in the cases nested in them.
fn case_shapes<'a>(cases: &'a [CaseChain], out: &mut Vec<&'a Reason>) {
    for case in cases {
        for line in &case.steps {
            out.extend(&line.shape);
            case_shapes(&line.cases, out);
        }
    }
}

fn step_shapes<'a>(step: &'a Step, out: &mut Vec<&'a Reason>) {
    out.extend(&step.shape);
    case_shapes(&step.cases, out);
    for part in &step.parts {
        step_shapes(part, out);
    }
}

#[test]
fn every_reason_shape_is_said_by_a_puzzle_that_makes_it() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/");
    let mut puzzles: Vec<Puzzle> = puzzles_in("examples", false);
    puzzles.extend(puzzles_in("techniques", true));
    puzzles.extend(puzzles_in("tests/data/english-house", false));
    // The first sentence of each shape, and the puzzle that said it.
    let mut first: BTreeMap<&'static str, (String, String)> = BTreeMap::new();
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    for puzzle in &puzzles {
        let explanation = explain(puzzle);
        let mut shapes = Vec::new();
        for step in &explanation.steps {
            step_shapes(step, &mut shapes);
        }
        for shape in shapes {
            *counts.entry(shape.kind()).or_default() += 1;
            first.entry(shape.kind()).or_insert_with(|| {
                let file = puzzle.source().name().trim_start_matches(root).to_string();
                let words = gridsleuth::words::reasons::say(puzzle, shape).text();
                (file, words)
            });
        }
    }
    let missing: Vec<&&str> = Reason::KINDS
        .iter()
        .filter(|kind| !first.contains_key(**kind))
        .collect();
    assert!(
        missing.is_empty(),
        "no puzzle makes these shapes: {missing:?}"
    );
    let mut report = String::new();
    for kind in Reason::KINDS {
        let (file, words) = &first[kind];
        report.push_str(&format!("{kind} ({file}):\n  {words}\n"));
    }
    insta::assert_snapshot!(report);
    // The walk sees what it should: the common shapes are common.
    assert!(counts["last left"] > 50, "{counts:?}");
}
