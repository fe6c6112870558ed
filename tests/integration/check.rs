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

/// A list of clock times without am/pm that wraps past noon with no 12 o'clock item before
/// (`10:00, 9:00` is read 10am, then 9pm) is warned about on its category line; one that wraps
/// at noon (`11:00, 12:00, 1:00`) or carries am/pm is not.
#[test]
fn check_warns_of_clock_lists_that_wrap_past_noon() {
    let warned = |times: &str| {
        let text = format!("people: Ann, Ben, Cara\ntimes (ordered): {times}\nAnn < Ben\n");
        let puzzle = gridsleuth::Puzzle::parse(&text).expect("parses");
        let report = gridsleuth::check(&puzzle, &gridsleuth::CheckOptions::default());
        report
            .category_warnings
            .iter()
            .map(|w| (w.line, w.message(&puzzle)))
            .collect::<Vec<_>>()
    };
    let reversed = warned("10:00, 9:30, 9:00");
    assert_eq!(reversed.len(), 1, "{reversed:?}");
    assert_eq!(reversed[0].0, 2);
    assert!(
        reversed[0]
            .1
            .contains("`9:30` after `10:00` is read as `9:30pm`")
    );
    assert!(warned("11:00, 12:00, 1:00").is_empty());
    assert!(warned("10am, 9:30, 11pm").is_empty());
    assert!(warned("9:00, 9:30, 10:00").is_empty());
}

/// A clue the file numbers (`1. …`, as the published puzzle does) is listed with that number
/// beside its line, so the setter finds the line to edit and the clue the explanations cite.
#[test]
fn check_names_a_numbered_clue_by_its_line_and_number() {
    let output = sleuth()
        .args(["check", "tests/data/real/fun-run.txt"])
        .output()
        .expect("sleuth runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("  line 15 (clue 1): Mathew finished 1 minute after Anthony"),
        "{text}"
    );
    // An unnumbered clue keeps its line alone.
    let output = sleuth()
        .args(["check", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(!text.contains("(clue "), "{text}");
    assert!(text.contains("  line "), "{text}");
}

/// `check --verify` on every example: the explanation is checked step by step by the exhaustive
/// solver, every example holds (the exit code stays the verdict's), and the JSON counts what was
/// checked. (That the checker can fail is shown in `gridsleuth::analysis::verify`'s own tests,
/// on explanations with a flipped conclusion, a dropped citation, a cut case.)
#[test]
fn check_verify_passes_every_example() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut paths: Vec<_> = std::fs::read_dir(root)
        .expect("examples")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 8);
    for path in &paths {
        let plain = sleuth().arg("check").arg(path).output().expect("runs");
        let text = sleuth()
            .args(["check", "--verify"])
            .arg(path)
            .output()
            .expect("runs");
        assert_eq!(text.status.code(), plain.status.code(), "{path:?}");
        let stdout = String::from_utf8_lossy(&text.stdout);
        assert!(
            stdout.contains("Explanation verified by the exhaustive solver: each of its"),
            "{path:?}\n{stdout}"
        );
        let json = sleuth()
            .args(["check", "--verify", "--format", "json"])
            .arg(path)
            .output()
            .expect("runs");
        let doc: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
        let checked = &doc["verification"];
        assert_eq!(checked["finished"], true, "{path:?}");
        assert_eq!(checked["faults"], serde_json::json!([]), "{path:?}");
        assert!(checked["steps"].as_u64().unwrap() >= 5, "{path:?}");
        let plain_doc: serde_json::Value = serde_json::from_slice(
            &sleuth()
                .args(["check", "--format", "json"])
                .arg(path)
                .output()
                .expect("runs")
                .stdout,
        )
        .expect("json");
        assert!(plain_doc.get("verification").is_none());
    }
}
