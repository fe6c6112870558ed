//! `sleuth check` as a puzzle setter runs it: snapshots of the report for a sound puzzle, one
//! with several solutions, one with none and an ordered one, the exit codes (0, 4, 3) and the
//! JSON document.

use insta_cmd::assert_cmd_snapshot;

use crate::cli::sleuth;

const EXAMPLES: &[(&str, i32)] = &[
    ("murdle", 0),
    ("several", 4),
    ("contradiction", 3),
    ("diner", 0),
];

#[test]
fn check_examples() {
    for (example, _) in EXAMPLES {
        let path = format!("examples/{example}.txt");
        assert_cmd_snapshot!(format!("check_{example}"), sleuth().args(["check", &path]));
    }
}

#[test]
fn check_json_parses_and_matches_the_exit_code() {
    for (example, code) in EXAMPLES {
        let path = format!("examples/{example}.txt");
        let output = sleuth()
            .args(["check", "--format", "json", &path])
            .output()
            .expect("sleuth runs");
        assert_eq!(output.status.code(), Some(*code), "{example}");
        let doc: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
        assert_eq!(
            doc["schema_version"],
            gridsleuth::render::json::SCHEMA_VERSION
        );
        let outcome = match code {
            0 => "solved",
            3 => "no_solution",
            _ => "several_solutions",
        };
        assert_eq!(doc["outcome"], outcome, "{example}");
        assert!(doc["clues"].as_array().is_some_and(|c| !c.is_empty()));
    }
}

#[test]
fn check_json_several() {
    assert_cmd_snapshot!(
        "check_json_several",
        sleuth().args(["check", "--format", "json", "examples/several.txt"])
    );
}

#[test]
fn check_input_error_exits_with_2() {
    let output = sleuth()
        .args(["check", "tests/bad_inputs/unknown_name_did_you_mean.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn check_stops_counting_at_max_solutions() {
    let output = sleuth()
        .args(["check", "--max-solutions", "2", "examples/several.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(4));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("Not sound: more than 2 solutions (stopped there; raise --max-solutions)."),
        "{stdout}"
    );
    // The suggested facts are checked with the solver when the count stopped short.
    assert!(stdout.contains("leaves exactly one solution"), "{stdout}");
}

/// `--timeout`: the verdict and its exit code stay; the report names what was cut short (a
/// microsecond is over before the slow parts begin).
#[test]
fn check_timeout_names_what_was_cut_short() {
    let output = sleuth()
        .args(["check", "--timeout", "0.000001", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("Sound: exactly one solution.\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "Redundant clues: none found before --timeout passed (not every clue was checked)."
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "--timeout passed before the check finished; not complete: the rating, the \
             redundant clues and the minimal sufficient set of clues."
        ),
        "{stdout}"
    );
    let output = sleuth()
        .args([
            "check",
            "--timeout",
            "0.000001",
            "--format",
            "json",
            "examples/several.txt",
        ])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(4));
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(
        doc["cut_short"],
        serde_json::json!(["implied", "suggestions"])
    );
    let stdout = String::from_utf8_lossy(
        &sleuth()
            .args(["check", "--timeout", "0.000001", "examples/several.txt"])
            .output()
            .expect("sleuth runs")
            .stdout,
    )
    .into_owned();
    assert!(
        stdout.contains("No fact was rated before --timeout passed."),
        "{stdout}"
    );
}
