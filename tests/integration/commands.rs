//! `explain`, `hint`, `why` and `rate` as a user runs them: snapshots of output and exit code.

use insta_cmd::assert_cmd_snapshot;

use super::cli::sleuth;

#[test]
fn explain_murdle_in_every_format() {
    for format in ["text", "json", "markdown"] {
        assert_cmd_snapshot!(
            format!("explain_murdle_{format}"),
            sleuth().args(["explain", "--format", format, "examples/murdle.txt"])
        );
    }
}

#[test]
fn explain_every_example() {
    for example in [
        "manor",
        "gallery",
        "several",
        "contradiction",
        "zebra",
        "diner",
    ] {
        let path = format!("examples/{example}.txt");
        assert_cmd_snapshot!(
            format!("explain_{example}"),
            sleuth().args(["explain", &path])
        );
    }
}

/// `--detail steps`: every deduction, one fact each, as before moves existed.
#[test]
fn explain_every_step() {
    for example in ["murdle", "zebra"] {
        let path = format!("examples/{example}.txt");
        assert_cmd_snapshot!(
            format!("explain_{example}_steps"),
            sleuth().args(["explain", "--detail", "steps", &path])
        );
    }
}

#[test]
fn hint_levels() {
    for level in ["nudge", "focus", "full"] {
        assert_cmd_snapshot!(
            format!("hint_{level}"),
            sleuth().args(["hint", "--level", level, "examples/murdle.txt"])
        );
    }
}

#[test]
fn hint_from_given_facts() {
    for (name, level) in [
        ("right", "full"),
        ("wrong", "nudge"),
        ("wrong", "full"),
        ("clash", "nudge"),
        ("not_a_pair", "nudge"),
    ] {
        let facts = format!("tests/data/facts/murdle_{name}.txt");
        assert_cmd_snapshot!(
            if (name, level) == ("wrong", "full") {
                "hint_given_wrong_full".to_string()
            } else {
                format!("hint_given_{name}")
            },
            sleuth().args([
                "hint",
                "--level",
                level,
                "--given",
                &facts,
                "examples/murdle.txt"
            ])
        );
    }
}

/// A wrong fact on a 7 × 6 house puzzle with only two right facts beside it: ruling it out takes
/// many clues, and the focus names them without quoting each.
#[test]
fn hint_refutes_a_wrong_fact_on_a_house_puzzle() {
    assert_cmd_snapshot!(
        "hint_given_wrong_house",
        sleuth().args([
            "hint",
            "--level",
            "focus",
            "--given",
            "tests/data/facts/house24_wrong.txt",
            "tests/data/english-house/house-24.txt"
        ])
    );
}

#[test]
fn hint_as_json() {
    assert_cmd_snapshot!(
        "hint_json",
        sleuth().args([
            "hint",
            "--format",
            "json",
            "--level",
            "full",
            "examples/murdle.txt"
        ])
    );
}

#[test]
fn why_a_true_and_a_false_fact() {
    assert_cmd_snapshot!(
        "why_true",
        sleuth().args(["why", "examples/murdle.txt", "Gunmetal + gym"])
    );
    assert_cmd_snapshot!(
        "why_false",
        sleuth().args(["why", "examples/murdle.txt", "Saffron + gym"])
    );
    assert_cmd_snapshot!(
        "why_bad_fact",
        sleuth().args(["why", "examples/murdle.txt", "Saffron + zeppelin"])
    );
    assert_cmd_snapshot!(
        "why_json",
        sleuth().args([
            "why",
            "--format",
            "json",
            "examples/murdle.txt",
            "not Raspberry + gym"
        ])
    );
}

#[test]
fn rate_several_files() {
    // The summary's times vary: see `setter::time_filters`.
    insta::with_settings!({filters => crate::setter::time_filters()}, {
    assert_cmd_snapshot!(
        "rate_examples",
        sleuth().args([
            "rate",
            "examples/murdle.txt",
            "examples/manor.txt",
            "examples/gallery.txt",
            "examples/several.txt",
            "examples/contradiction.txt",
            "tests/data/missing.txt",
        ])
    );
    assert_cmd_snapshot!(
        "rate_json",
        sleuth().args([
            "rate",
            "--format",
            "json",
            "examples/murdle.txt",
            "examples/manor.txt"
        ])
    );
    });
}

#[test]
fn solve_without_rating() {
    assert_cmd_snapshot!(
        "solve_no_rating",
        sleuth().args(["solve", "--no-rating", "examples/murdle.txt"])
    );
}
