//! `sleuth play`: the page embeds the explanation's moves and steps and the answer, refers to nothing
//! outside itself, is deterministic, and is refused (with a clear message and the outcome's exit
//! code) for a puzzle without exactly one solution; `--blank` is the grid and the clues without a
//! script, for any puzzle. The page's behaviour in a browser is tested by scripts/play-e2e.sh.

use std::process::Output;

use insta_cmd::assert_cmd_snapshot;
use serde_json::Value;

use super::cli::sleuth;

/// The examples with exactly one solution.
const SOLVED: &[&str] = &["murdle", "manor", "gallery", "zebra", "diner"];

fn run(args: &[&str]) -> Output {
    sleuth().args(args).output().expect("sleuth runs")
}

fn stdout(args: &[&str]) -> String {
    let output = run(args);
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("utf-8")
}

fn page_data(page: &str) -> Value {
    let open = "<script type=\"application/json\" id=\"sleuth-data\">";
    let start = page.find(open).expect("data block") + open.len();
    let end = start + page[start..].find("</script>").expect("end of data block");
    serde_json::from_str(&page[start..end]).expect("the data parses as JSON")
}

/// Nothing in the page reaches outside it: no URL, no external script, stylesheet, image or font.
fn assert_self_contained(page: &str, what: &str) {
    let lower = page.to_lowercase();
    for needle in [
        "http:",
        "https:",
        "//",
        "src=",
        "<link",
        "@import",
        "url(",
        "@font-face",
        "<iframe",
        "<img",
        "fetch(",
        "xmlhttprequest",
    ] {
        assert!(!lower.contains(needle), "{what} contains {needle:?}");
    }
}

#[test]
fn the_page_embeds_the_moves_the_steps_and_the_answer() {
    for example in SOLVED {
        let path = format!("examples/{example}.txt");
        let page = stdout(&["play", &path]);
        assert!(page.starts_with("<!DOCTYPE html>"), "{example}");
        assert!(page.trim_end().ends_with("</html>"), "{example}");
        assert_self_contained(&page, example);
        let data = page_data(&page);
        let explained: Value =
            serde_json::from_str(&stdout(&["explain", "--format", "json", &path])).expect("json");
        let steps = data["steps"].as_array().expect("steps");
        let expected = explained["steps"].as_array().expect("steps");
        assert_eq!(steps.len(), expected.len(), "{example}");
        for (step, want) in steps.iter().zip(expected) {
            assert_eq!(step["number"], want["number"]);
            assert_eq!(step["clues"], want["premises"]["clues"]);
            assert_eq!(step["steps"], want["premises"]["steps"]);
            // The full hint is the step in the words of `explain`.
            let text = want["text"].as_str().expect("text");
            assert_eq!(
                step["text"].as_str().expect("text").trim_end(),
                text.trim_end()
            );
        }
        // The moves hints point at are `explain`'s, in its words: a real step, then the
        // bookkeeping folded under it.
        let moves = data["moves"].as_array().expect("moves");
        let expected = explained["moves"].as_array().expect("moves");
        assert!(!moves.is_empty(), "{example}");
        assert_eq!(moves.len(), expected.len(), "{example}");
        for (m, want) in moves.iter().zip(expected) {
            assert_eq!(m["number"], want["number"], "{example}");
            let mut numbers = vec![want["step"].clone()];
            numbers.extend(want["read"].as_array().into_iter().flatten().cloned());
            numbers.extend(want["folded"].as_array().expect("folded").iter().cloned());
            assert_eq!(m["steps"], Value::Array(numbers), "{example}");
            assert_eq!(m["text"], want["text"], "{example}");
            assert!(
                m["nudge"]
                    .as_str()
                    .is_some_and(|s| s.starts_with("look at") || s.starts_with("start with"))
            );
            // The grid before its real step.
            assert_eq!(m["grid"].as_u64(), want["step"].as_u64().map(|s| s - 1));
            for key in ["premises", "conclusions", "consequences", "clues"] {
                assert!(m[key].is_array(), "{example}: move {} {key}", m["number"]);
            }
        }
        // The answer is the solver's: every row's ✓s.
        let solved: Value =
            serde_json::from_str(&stdout(&["solve", "--format", "json", &path])).expect("json");
        let answer = data["answer"].as_str().expect("answer");
        let cells = data["layout"]["cell_count"].as_u64().expect("cells") as usize;
        assert_eq!(answer.len(), cells, "{example}");
        let k = data["categories"].as_array().expect("categories").len();
        let n = solved["solutions"][0].as_array().expect("rows").len();
        assert_eq!(
            answer.matches('y').count(),
            n * k * (k - 1) / 2,
            "{example}"
        );
        assert_eq!(data["solution"], solved["solutions"][0], "{example}");
        // Every cell names the steps that show its true mark.
        let why = data["why"].as_array().expect("why");
        assert_eq!(why.len(), cells);
        assert!(
            why.iter().all(|w| !w.as_array().expect("list").is_empty()),
            "{example}"
        );
        // One bare button per cell: the script numbers, names and labels them (the browser
        // test, scripts/play_e2e.py, checks every label).
        assert_eq!(
            page.matches("<button class=\"cell\"></button>").count(),
            cells
        );
    }
}

#[test]
fn the_page_is_deterministic_and_o_writes_the_same_page() {
    let first = stdout(&["play", "examples/zebra.txt"]);
    assert_eq!(first, stdout(&["play", "examples/zebra.txt"]));
    let dir = std::env::temp_dir().join(format!("sleuth-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("zebra.html");
    let output = run(&[
        "play",
        "examples/zebra.txt",
        "-o",
        file.to_str().expect("path"),
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(output.stdout.is_empty());
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("wrote "));
    assert_eq!(std::fs::read_to_string(&file).expect("written"), first);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_key_follows_the_puzzle_text_not_the_file_name() {
    let text = std::fs::read_to_string("examples/murdle.txt").expect("example");
    let from_stdin = sleuth()
        .args(["play", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(text.as_bytes())?;
            child.wait_with_output()
        })
        .expect("runs");
    let a = page_data(&String::from_utf8(from_stdin.stdout).expect("utf-8"));
    let b = page_data(&stdout(&["play", "examples/murdle.txt"]));
    assert_eq!(a["key"], b["key"]);
    let c = page_data(&stdout(&["play", "examples/zebra.txt"]));
    assert_ne!(a["key"], c["key"]);
}

#[test]
fn blank_is_the_grid_and_the_clues_without_a_script() {
    for example in ["murdle", "several", "contradiction"] {
        let page = stdout(&["play", "--blank", &format!("examples/{example}.txt")]);
        assert_self_contained(&page, example);
        assert!(!page.contains("<script"), "{example}");
        assert!(page.contains("<body class=\"blank\">"), "{example}");
        assert!(page.contains("<table class=\"grid\">"), "{example}");
    }
    // The page after its stylesheet: the grid and the clues.
    let page = stdout(&["play", "--blank", "examples/murdle.txt"]);
    let body = &page[page.find("</style>").expect("style")..];
    insta::assert_snapshot!("blank_murdle_body", body);
}

#[test]
fn a_puzzle_without_one_answer_is_refused() {
    assert_cmd_snapshot!(sleuth().args(["play", "examples/several.txt"]));
    assert_cmd_snapshot!(sleuth().args(["play", "examples/contradiction.txt"]));
}

#[test]
fn bad_input_and_unwritable_output_exit_2() {
    assert_cmd_snapshot!(sleuth().args(["play", "tests/bad_inputs/ambiguous_name.txt"]));
    assert_cmd_snapshot!(sleuth().args(["play", "no-such-file.txt"]));
    let output = run(&[
        "play",
        "examples/murdle.txt",
        "-o",
        "no-such-dir/sub/page.html",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: cannot write `no-such-dir/sub/page.html`"),
        "{stderr}"
    );
}

#[test]
fn play_help() {
    assert_cmd_snapshot!(sleuth().args(["play", "--help"]));
}

/// The page is headed by the puzzle's title and tells its story, from the comment lines the
/// file opens with (a one-line first paragraph is the title); without a title, the file's name.
#[test]
fn the_page_tells_the_title_and_story() {
    let page = |path: &str| {
        let output = crate::cli::sleuth()
            .args(["play", path, "-o", "-"])
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let gallery = page("examples/gallery.txt");
    assert!(gallery.contains("<h1>The Halloway Gallery heist (5 × 5, one solution)</h1>"));
    assert!(gallery.contains("<p class=\"story\">On gala night five guests slipped away"));
    let murdle = page("examples/murdle.txt");
    assert!(murdle.contains("<h1>murdle.txt</h1>"), "{murdle}");
    assert!(
        murdle.contains("<p class=\"story\">The seed puzzle from the original Murdle solver.</p>")
    );
}
