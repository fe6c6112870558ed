//! `sleuth solve` as a user runs it: snapshots of standard output, standard error and the exit
//! code (0 solved, 2 bad input, 3 no solution, 4 several solutions).

use std::process::Command;

use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};

/// The binary, run from the package root (so paths in the output are short and stable) with
/// colour off (stderr is not a terminal under test anyway).
pub(crate) fn sleuth() -> Command {
    let mut command = Command::new(get_cargo_bin("sleuth"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1");
    command
}

const EXAMPLES: &[&str] = &["murdle", "manor", "gallery", "several", "contradiction"];

#[test]
fn solve_every_example() {
    for example in EXAMPLES {
        let path = format!("examples/{example}.txt");
        assert_cmd_snapshot!(format!("solve_{example}"), sleuth().args(["solve", &path]));
    }
}

#[test]
fn solve_every_example_as_json() {
    for example in EXAMPLES {
        let path = format!("examples/{example}.txt");
        assert_cmd_snapshot!(
            format!("solve_json_{example}"),
            sleuth().args(["solve", "--format", "json", &path])
        );
    }
}

#[test]
fn exit_codes() {
    for (example, code) in [
        ("murdle", 0),
        ("manor", 0),
        ("gallery", 0),
        ("several", 4),
        ("contradiction", 3),
    ] {
        let path = format!("examples/{example}.txt");
        for format in ["text", "json"] {
            let status = sleuth()
                .args(["solve", "--format", format, &path])
                .output()
                .expect("sleuth runs")
                .status;
            assert_eq!(status.code(), Some(code), "{example} ({format})");
        }
    }
}

/// `--timeout`: the search checks the clock every 64 nodes and at each look-ahead probe, and
/// this puzzle needs more, so a timeout of a microsecond always passes first (whatever the
/// machine's speed), by the 64th node.
#[test]
fn timeout_stops_the_search_with_code_5() {
    let path = "benches/data/8x10-indirect-seed13.txt";
    let output = sleuth()
        .args(["solve", "--no-rating", "--timeout", "0.000001", path])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(5));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let nodes: usize = stdout
        .strip_prefix("Timed out after ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(nodes <= 64, "{stdout}");
    let output = sleuth()
        .args(["solve", "--format", "json", "--timeout", "0.000001", path])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(5));
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(doc["outcome"], "timed_out");
    // Without a timeout the same puzzle is solved.
    let output = sleuth()
        .args(["solve", "--no-rating", "--timeout", "600", path])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(0));
    for bad in ["0", "-1", "soon", "inf"] {
        let output = sleuth()
            .args(["solve", "--timeout", bad, path])
            .output()
            .expect("sleuth runs");
        assert_eq!(output.status.code(), Some(2), "--timeout {bad}");
    }
}

/// The engine looks at the clock before every step, so a timeout of a microsecond has always
/// passed before the first one.
#[test]
fn timeout_stops_explain_and_rate() {
    let output = sleuth()
        .args(["explain", "--timeout", "0.000001", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(5));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("Timed out after 0 steps, before the answer was known."),
        "{stdout}"
    );
    let output = sleuth()
        .args([
            "explain",
            "--format",
            "json",
            "--timeout",
            "0.000001",
            "examples/murdle.txt",
        ])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(5));
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(doc["outcome"], "timed_out");
    let output = sleuth()
        .args(["rate", "--timeout", "0.000001", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("timed out"));
    // A generous timeout changes nothing.
    let with = sleuth()
        .args(["explain", "--timeout", "600", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    let without = sleuth()
        .args(["explain", "examples/murdle.txt"])
        .output()
        .expect("sleuth runs");
    assert_eq!(with.stdout, without.stdout);
    assert_eq!(with.status.code(), Some(0));
}

#[test]
fn solve_reads_stdin() {
    let puzzle = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/murdle.txt"),
    )
    .expect("example");
    assert_cmd_snapshot!(sleuth().args(["solve", "-"]).pass_stdin(puzzle));
}

#[test]
fn solve_reports_stdin_errors_as_stdin() {
    assert_cmd_snapshot!(sleuth().args(["solve", "-"]).pass_stdin(
        "suspects: Miss Saffron, Sgt Gunmetal\nweapons: rope, cue\nMiss Safron + rope\n"
    ));
}

#[test]
fn max_solutions_stops_the_search() {
    assert_cmd_snapshot!(sleuth().args(["solve", "--max-solutions", "2", "examples/several.txt"]));
}

#[test]
fn max_solutions_stops_the_search_json() {
    assert_cmd_snapshot!(sleuth().args([
        "solve",
        "--max-solutions",
        "2",
        "--format",
        "json",
        "examples/several.txt"
    ]));
}

#[test]
fn max_solutions_equal_to_the_count() {
    assert_cmd_snapshot!(sleuth().args(["solve", "--max-solutions", "3", "examples/several.txt"]));
}

#[test]
fn max_solutions_must_be_a_number() {
    assert_cmd_snapshot!(sleuth().args([
        "solve",
        "--max-solutions",
        "many",
        "examples/murdle.txt"
    ]));
}

#[test]
fn missing_file() {
    assert_cmd_snapshot!(sleuth().args(["solve", "no/such/puzzle.txt"]));
}

#[test]
fn missing_file_json() {
    assert_cmd_snapshot!(sleuth().args(["solve", "--format", "json", "no/such/puzzle.txt"]));
}

#[test]
fn solve_help() {
    assert_cmd_snapshot!(sleuth().args(["solve", "--help"]));
}

#[test]
fn no_arguments() {
    assert_cmd_snapshot!(sleuth());
}

#[test]
fn bad_files() {
    for file in [
        "unknown_name_did_you_mean",
        "ambiguous_name",
        "several_bad_lines",
        "not_utf8",
    ] {
        let path = format!("tests/bad_inputs/{file}.txt");
        assert_cmd_snapshot!(format!("bad_file_{file}"), sleuth().args(["solve", &path]));
    }
}

#[test]
fn bad_file_json() {
    assert_cmd_snapshot!(sleuth().args([
        "solve",
        "--format",
        "json",
        "tests/bad_inputs/several_bad_lines.txt"
    ]));
}

#[test]
fn no_colour_even_when_asked_nicely() {
    // NO_COLOR is set by `sleuth()`; without it stderr is still not a terminal here.
    let output = Command::new(get_cargo_bin("sleuth"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .args(["solve", "tests/bad_inputs/ambiguous_name.txt"])
        .output()
        .expect("sleuth runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("ambiguous name"), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "escape codes in {stderr:?}");
}

#[test]
fn a_reader_that_goes_away_ends_the_program_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // `sleuth explain … | head -c 100`: the pipe closes while sleuth still writes.
    let mut child = sleuth()
        .args(["explain", "examples/zebra.txt", "--format", "html"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = [0u8; 100];
    child
        .stdout
        .take()
        .expect("piped")
        .read_exact(&mut first)
        .expect("some output");
    // (The read end is dropped here.)
    let output = child.wait_with_output().expect("ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        output.status.success() || output.status.code() == Some(141),
        "{:?}",
        output.status
    );
}

/// `play -o` never loses a file: not the puzzle it reads, not a file sleuth did not write, not
/// what a link points to (each only with `--force`, the puzzle never), and a page it wrote
/// before is replaced whole.
#[test]
fn play_output_never_replaces_what_it_should_not() {
    let dir = std::env::temp_dir().join(format!("sleuth-play-o-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let puzzle = dir.join("murdle.txt");
    std::fs::copy("examples/murdle.txt", &puzzle).unwrap();
    let original = std::fs::read_to_string(&puzzle).unwrap();
    let play = |target: &std::path::Path, force: bool| {
        let mut command = sleuth();
        command.arg("play").arg(&puzzle).arg("-o").arg(target);
        if force {
            command.arg("--force");
        }
        command.output().unwrap()
    };
    let stderr = |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
    // The puzzle itself: refused, even with --force, and untouched.
    for force in [false, true] {
        let o = play(&puzzle, force);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("is the puzzle being read"),
            "{}",
            stderr(&o)
        );
        assert_eq!(std::fs::read_to_string(&puzzle).unwrap(), original);
    }
    // A file of someone else's: only with --force.
    let notes = dir.join("notes.html");
    std::fs::write(&notes, "my notes").unwrap();
    let o = play(&notes, false);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--force replaces it"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    assert!(play(&notes, true).status.success());
    // A page sleuth wrote is replaced without --force.
    assert!(play(&notes, false).status.success());
    assert!(
        std::fs::read_to_string(&notes)
            .unwrap()
            .starts_with("<!DOCTYPE html>")
    );
    // A link: refused; with --force the link itself is replaced, not what it points to.
    #[cfg(unix)]
    {
        let link = dir.join("link.html");
        let target = dir.join("elsewhere.txt");
        std::fs::write(&target, "keep me").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let o = play(&link, false);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("symbolic link"), "{}", stderr(&o));
        assert!(play(&link, true).status.success());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
        assert!(
            !std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }
    // No temporary file is left anywhere.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Output that cannot be written is an error with a non-zero exit, never a silent 0.
#[test]
fn a_full_disk_is_an_error() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    for command in ["solve", "explain", "check", "read"] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = sleuth()
            .args([command, "examples/murdle.txt"])
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{command}");
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(
            stderr.contains("cannot write to standard output"),
            "{stderr}"
        );
    }
}

/// A line too long to show still has its line in JSON, so a machine can point at it.
#[test]
fn a_line_too_long_has_its_line_in_json() {
    let o = sleuth()
        .args([
            "solve",
            "--format",
            "json",
            "tests/bad_inputs/long-line.txt",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let errors = json["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{json}");
    assert_eq!(errors[0]["line"], 3, "{json}");
}

/// `play` on a terminal without `-o` refuses (an HTML page is of no use there) and says how to
/// write the file; `-o -` prints it anyway. The terminal is `script`'s pseudo-terminal
/// (util-linux); without `script` the test says so and checks only the piped case.
#[test]
fn play_refuses_to_write_html_to_a_terminal() {
    let bin = insta_cmd::get_cargo_bin("sleuth");
    let piped = sleuth()
        .args(["play", "examples/murdle.txt"])
        .output()
        .unwrap();
    assert_eq!(piped.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&piped.stdout).starts_with("<!DOCTYPE html>"));
    if std::process::Command::new("script")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("SKIPPED the terminal case: no `script` command");
        return;
    }
    let on_terminal = |extra: &str| {
        std::process::Command::new("script")
            .args(["-qec"])
            .arg(format!("{} play examples/murdle.txt{extra}", bin.display()))
            .arg("/dev/null")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("NO_COLOR", "1")
            .output()
            .unwrap()
    };
    let refused = on_terminal("");
    let shown = String::from_utf8_lossy(&refused.stdout);
    assert!(
        shown.contains("writes an HTML page, which a terminal cannot show"),
        "{shown}"
    );
    assert!(!shown.contains("<!DOCTYPE"), "{shown}");
    assert_eq!(refused.status.code(), Some(2), "{shown}");
    let forced = on_terminal(" -o -");
    assert!(String::from_utf8_lossy(&forced.stdout).contains("<!DOCTYPE html>"));
}

/// A loose puzzle's text shows the first five grids, says how many are left out and how to see
/// them; `--all` prints every one, and JSON always lists them all.
#[test]
fn solve_shows_a_few_grids_of_many_unless_asked() {
    let dir = std::env::temp_dir().join(format!("sleuth-loose-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("loose.txt");
    std::fs::write(&path, "a: a1, a2, a3, a4\nb: b1, b2, b3, b4\n").unwrap();
    let run = |extra: &[&str]| {
        let output = sleuth()
            .arg("solve")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(4));
        String::from_utf8(output.stdout).unwrap()
    };
    let few = run(&[]);
    assert_eq!(few.matches("Solution ").count(), 5, "{few}");
    assert!(few.contains("(The other 19 grids are not shown; --all prints every one.)"));
    assert!(few.contains("24 solutions."), "{few}");
    assert_eq!(run(&["--all"]).matches("Solution ").count(), 24);
    let json: serde_json::Value = serde_json::from_str(&run(&["--format", "json"])).unwrap();
    assert_eq!(json["solutions"].as_array().unwrap().len(), 24);
    std::fs::remove_dir_all(&dir).unwrap();
}
