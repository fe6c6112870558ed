//! `explain --format html` and `--format svg`: the page embeds every step as JSON, draws the whole
//! staircase grid, refers to nothing outside itself and is deterministic; the SVG of a small
//! puzzle is snapshotted; other commands refuse the picture formats with exit code 2.

use std::process::{Output, Stdio};

use serde_json::Value;

use super::cli::sleuth;

const EXAMPLES: &[&str] = &[
    "murdle",
    "manor",
    "gallery",
    "several",
    "contradiction",
    "zebra",
    "diner",
];

fn run(args: &[&str]) -> Output {
    sleuth().args(args).output().expect("sleuth runs")
}

fn stdout(args: &[&str]) -> String {
    String::from_utf8(run(args).stdout).expect("utf-8")
}

/// The JSON embedded in a page.
fn page_data(page: &str) -> Value {
    let open = "<script type=\"application/json\" id=\"sleuth-data\">";
    let start = page.find(open).expect("data block") + open.len();
    let end = start + page[start..].find("</script>").expect("end of data block");
    serde_json::from_str(&page[start..end]).expect("the data parses as JSON")
}

#[test]
fn the_page_embeds_every_step_and_the_whole_grid() {
    for example in EXAMPLES {
        let path = format!("examples/{example}.txt");
        let page = stdout(&["explain", "--format", "html", &path]);
        assert!(page.starts_with("<!DOCTYPE html>"), "{example}");
        assert!(page.trim_end().ends_with("</html>"), "{example}");
        let data = page_data(&page);
        let explained: Value =
            serde_json::from_str(&stdout(&["explain", "--format", "json", &path])).expect("json");

        // By default the page steps through the moves, each made of its steps.
        assert_eq!(data["unit"], "Move", "{example}");
        let steps = data["steps"].as_array().expect("moves");
        let expected = explained["moves"].as_array().expect("moves");
        assert_eq!(steps.len(), expected.len(), "{example}");
        for (step, want) in steps.iter().zip(expected) {
            assert_eq!(step["number"], want["number"]);
            assert_eq!(step["technique"], want["technique"]);
            let parts: Vec<Value> = step["parts"]
                .as_array()
                .expect("parts")
                .iter()
                .map(|p| p["number"].clone())
                .collect();
            // The step, those a first move reads (`read`, left out when none), the bookkeeping.
            let mut made_of = vec![want["step"].clone()];
            made_of.extend(want["read"].as_array().into_iter().flatten().cloned());
            made_of.extend(want["folded"].as_array().expect("folded").iter().cloned());
            assert_eq!(parts, made_of, "{example}");
            let text = want["text"].as_str().expect("text");
            let headline = step["headline"].as_str().expect("headline");
            assert!(text.contains(headline), "{example}: {headline}");
        }
        // With --detail steps, every step as before.
        let every = page_data(&stdout(&[
            "explain", "--format", "html", "--detail", "steps", &path,
        ]));
        assert_eq!(every["unit"], "Step", "{example}");
        let every_step = every["steps"].as_array().expect("steps");
        let all = explained["steps"].as_array().expect("steps");
        assert_eq!(every_step.len(), all.len(), "{example}");
        for (step, want) in every_step.iter().zip(all) {
            assert_eq!(step["number"], want["number"]);
            assert_eq!(step["technique"], want["technique"]);
            assert_eq!(step["clues"], want["premises"]["clues"]);
            assert_eq!(step["steps"], want["premises"]["steps"]);
            let text = want["text"].as_str().expect("text");
            let headline = step["headline"].as_str().expect("headline");
            assert!(text.contains(headline), "{example}: {headline}");
        }
        assert_eq!(
            every["grids"].as_array().expect("grids").len(),
            all.len() + 1,
            "{example}: step 0 and one per step"
        );
        assert_eq!(data["clues"], explained["clues"], "{example}");
        assert_eq!(data["outcome"], explained["outcome"], "{example}");

        // k categories of n items: the staircase has n²·k(k-1)/2 cells.
        let k = data["categories"].as_array().expect("categories").len();
        let n = data["categories"][0]["items"]
            .as_array()
            .expect("items")
            .len();
        let cells = n * n * k * (k - 1) / 2;
        assert_eq!(data["layout"]["cell_count"], cells, "{example}");
        let blocks = data["layout"]["blocks"].as_array().expect("blocks");
        assert_eq!(blocks.len(), k * (k - 1) / 2, "{example}");
        let grids = data["grids"].as_array().expect("grids");
        assert_eq!(
            grids.len(),
            steps.len() + 1,
            "{example}: move 0 and one per move"
        );
        for grid in grids {
            let grid = grid.as_str().expect("grid string");
            assert_eq!(grid.chars().count(), cells, "{example}");
            assert!(grid.chars().all(|c| matches!(c, '.' | 'y' | 'n')));
        }
        assert!(grids[0].as_str().expect("grid").chars().all(|c| c == '.'));
        for step in steps {
            for cell in step["cells"].as_array().expect("cells") {
                assert!(cell.as_u64().expect("cell") < cells as u64, "{example}");
            }
        }
        if data["outcome"] == "solved" {
            // The engine stops once every row is known: the blocks of the first category are
            // full, with one ✓ per row and column. (Cells between two other categories that the
            // rows imply may stay open.)
            let final_grid: Vec<char> = grids[grids.len() - 1]
                .as_str()
                .expect("grid")
                .chars()
                .collect();
            for block in blocks.iter().filter(|b| b["row"] == 0) {
                let first = block["first"].as_u64().expect("first") as usize;
                let cells = &final_grid[first..first + n * n];
                assert!(!cells.contains(&'.'), "{example}: the rows are full");
                assert_eq!(cells.iter().filter(|&&c| c == 'y').count(), n, "{example}");
            }
        }
        let searched = steps.iter().find(|s| s["technique"] == "search");
        assert_eq!(
            data["search_step"],
            searched.map_or(Value::Null, |s| s["number"].clone()),
            "{example}"
        );
    }
}

#[test]
fn the_page_refers_to_nothing_outside_itself() {
    for example in EXAMPLES {
        let page = stdout(&[
            "explain",
            "--format",
            "html",
            &format!("examples/{example}.txt"),
        ]);
        for external in ["http://", "https://", "//", "@import", "url(", " src="] {
            assert!(!page.contains(external), "{example}: {external}");
        }
        // Every link is to a step of the page itself.
        for (i, _) in page.match_indices("href=") {
            assert!(page[i..].starts_with("href=\"#"), "{example}");
        }
    }
}

#[test]
fn pictures_are_deterministic_and_keep_the_exit_code() {
    for (example, code) in [("murdle", 0), ("several", 4), ("contradiction", 3)] {
        let path = format!("examples/{example}.txt");
        for format in ["html", "svg"] {
            let first = run(&["explain", "--format", format, &path]);
            let second = run(&["explain", "--format", format, &path]);
            assert_eq!(first.stdout, second.stdout, "{example} {format}");
            assert_eq!(first.status.code(), Some(code), "{example} {format}");
            assert!(first.stderr.is_empty(), "{example} {format}");
        }
    }
}

#[test]
fn svg_of_murdle() {
    let svg = stdout(&["explain", "--format", "svg", "examples/murdle.txt"]);
    insta::assert_snapshot!("explain_svg_murdle", svg);
}

#[test]
fn svg_step_chooses_the_picture() {
    // Ungrouped, so that the Murdle has several moves to choose from.
    let path = "examples/murdle.txt";
    let empty = stdout(&[
        "explain",
        "--ungrouped",
        "--format",
        "svg",
        "--step",
        "0",
        path,
    ]);
    assert!(empty.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(empty.contains("murdle.txt: the grid after move 0 of 4"));
    assert!(!empty.contains("<path"), "the empty grid has no marks");
    // 3 categories of 3 items: 27 cells, 3 blocks.
    assert_eq!(empty.matches("stroke=\"#b8b8b8\"").count(), 27);
    // `--step` counts moves, as the text does; with `--detail steps`, steps.
    let steps = stdout(&[
        "explain",
        "--ungrouped",
        "--format",
        "svg",
        "--detail",
        "steps",
        "--step",
        "9",
        path,
    ]);
    assert!(steps.contains("the grid after step 9 of 12"), "{steps}");
    let too_far = run(&[
        "explain",
        "--ungrouped",
        "--format",
        "svg",
        "--step",
        "9",
        path,
    ]);
    assert_eq!(too_far.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&too_far.stderr).contains("the explanation has 4 moves"));
    let first = stdout(&[
        "explain",
        "--ungrouped",
        "--format",
        "svg",
        "--step",
        "1",
        path,
    ]);
    assert!(
        first.contains("fill=\"#ffe98a\""),
        "step 1's cells are highlighted"
    );
    let last = stdout(&["explain", "--format", "svg", path]);
    assert_eq!(last.matches("<path").count(), 27, "every cell is marked");
}

#[test]
fn bad_uses_of_the_picture_formats_fail_with_code_2() {
    let path = "examples/murdle.txt";
    for (args, message) in [
        (
            vec!["explain", "--format", "svg", "--step", "99", path],
            "--step 99",
        ),
        (
            vec!["explain", "--format", "html", "--step", "1", path],
            "--step",
        ),
        (vec!["explain", "--step", "1", path], "--step"),
        (
            vec!["solve", "--format", "html", path],
            "invalid value 'html'",
        ),
        (
            vec!["solve", "--format", "svg", path],
            "invalid value 'svg'",
        ),
        (
            vec!["hint", "--format", "html", path],
            "invalid value 'html'",
        ),
        (
            vec!["why", "--format", "svg", path, "Sgt Gunmetal + gym"],
            "invalid value 'svg'",
        ),
        (
            vec!["rate", "--format", "html", path],
            "invalid value 'html'",
        ),
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn a_bad_file_gives_diagnostics_and_no_page() {
    let output = sleuth()
        .args(["explain", "--format", "html", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(b"suspects: A, B\nweapons: x, y\nA + z\n")?;
            child.wait_with_output()
        })
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown name"));
}
