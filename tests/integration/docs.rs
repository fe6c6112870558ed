//! The docs are tested like code: every ```console block of `README.md` and `docs/*.md` is run,
//! and each command must print what the block shows under it (standard output, then standard
//! error, with `NO_COLOR` set). In a block:
//! - a line starting `$ ` is a command (a trailing `  # comment` is dropped); `sleuth …` and
//!   `cargo run --release -- …` run the binary under test, through `sh` (so globs expand);
//! - the lines up to the next command are its output; a line that is only `…` (or `[… what …]`)
//!   stands for any number of lines, and `…` inside a line for any text (a time, a path);
//! - a block whose commands are not sleuth's (`cargo test`, `.ci/run`) is a list of commands
//!   to type, not a session, and is not run; nor are ```text blocks;
//! - a ```json block right after prose that says "`sleuth … --format json …` prints" is that
//!   command's standard output, matched the same way.
//!
//! Commands run in a scratch folder that holds `examples/` and every file a doc defines by a
//! ```text block right after prose ending "With this `NAME`:" (as the README's `my-facts.txt`).

use std::path::{Path, PathBuf};

use insta_cmd::get_cargo_bin;

/// One command of a console block and the output shown for it.
struct Session {
    file: String,
    line: usize,
    command: String,
    shown: Vec<String>,
    /// Whether the doc shows standard output alone (a JSON document), not the terminal.
    stdout_only: bool,
}

/// The ```console sessions of a markdown file, and the files it defines.
fn sessions(file: &str, text: &str) -> (Vec<Session>, Vec<(String, String)>) {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut defined = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let fence = lines[i];
        if !fence.starts_with("```") {
            i += 1;
            continue;
        }
        let info = fence.trim_start_matches('`').trim();
        let start = i + 1;
        let mut end = start;
        while end < lines.len() && !lines[end].starts_with("```") {
            end += 1;
        }
        let body = &lines[start..end.min(lines.len())];
        if info == "text"
            && let Some(name) = defined_name(&lines[..i])
        {
            defined.push((name, body.iter().map(|l| format!("{l}\n")).collect()));
        }
        if info == "console" {
            out.extend(block(file, start, body));
        }
        // A JSON document shown for a command the prose just before names: "`sleuth … ` prints".
        if info == "json"
            && let Some(command) = json_command(&lines[..i])
        {
            let mut shown: Vec<String> = body.iter().map(|l| l.to_string()).collect();
            while shown.last().is_some_and(|l| l.trim().is_empty()) {
                shown.pop();
            }
            out.push(Session {
                file: file.to_string(),
                line: start,
                command,
                shown,
                stdout_only: true,
            });
        }
        i = end + 1;
    }
    (out, defined)
}

/// The command whose JSON a ```json block shows: the prose just before it says
/// "`sleuth … --format json …` prints" (the block then shows its standard output).
fn json_command(before: &[&str]) -> Option<String> {
    let prose: Vec<&str> = before
        .iter()
        .rev()
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| !l.trim().is_empty())
        .copied()
        .collect();
    let prose: String = prose.into_iter().rev().collect::<Vec<_>>().join(" ");
    let at = prose.find("`sleuth ")?;
    let rest = &prose[at + 1..];
    let (command, after) = rest.split_once('`')?;
    (command.contains("--format json") && after.trim_start().starts_with("prints"))
        .then(|| command.to_string())
}

/// The file a ```text block defines: the prose just before it ends "With this `NAME`:".
fn defined_name(before: &[&str]) -> Option<String> {
    let prose = before.iter().rev().find(|l| !l.trim().is_empty())?;
    let at = prose.rfind("With this `")?;
    let rest = &prose[at + "With this `".len()..];
    let name = rest.strip_suffix("`:")?;
    (!name.contains('/') && !name.contains('`')).then(|| name.to_string())
}

/// The sessions of one console block (none when it is a list of commands to type).
fn block(file: &str, start: usize, body: &[&str]) -> Vec<Session> {
    let mut out: Vec<Session> = Vec::new();
    for (k, line) in body.iter().enumerate() {
        if let Some(command) = line.strip_prefix("$ ") {
            let command = match command.find("  #") {
                Some(at) => command[..at].trim_end(),
                None => command.trim_end(),
            };
            let command = match command.strip_prefix("cargo run --release -- ") {
                Some(args) => format!("sleuth {args}"),
                None => command.to_string(),
            };
            if !command.starts_with("sleuth ") {
                return Vec::new();
            }
            out.push(Session {
                file: file.to_string(),
                line: start + k + 1,
                command,
                shown: Vec::new(),
                stdout_only: false,
            });
        } else if let Some(session) = out.last_mut() {
            session.shown.push(line.to_string());
        } else if !line.trim().is_empty() {
            // Output before any command: a listing, not a session.
            return Vec::new();
        }
    }
    // A blank line before the fence closes is the block's layout, not output.
    for session in &mut out {
        while session.shown.last().is_some_and(|l| l.trim().is_empty()) {
            session.shown.pop();
        }
    }
    out
}

/// Whether `line` stands for any number of lines.
fn elides_lines(line: &str) -> bool {
    let line = line.trim();
    line == "…" || (line.starts_with("[…") && line.ends_with("…]"))
}

/// Whether `actual` matches `shown`, where each `…` in `shown` stands for any text.
fn line_matches(shown: &str, actual: &str) -> bool {
    let parts: Vec<&str> = shown.trim_end().split('…').collect();
    let actual = actual.trim_end();
    if parts.len() == 1 {
        return parts[0] == actual;
    }
    let Some(mut rest) = actual.strip_prefix(parts[0]) else {
        return false;
    };
    for (k, part) in parts.iter().enumerate().skip(1) {
        if k + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// Whether the lines `actual` match `shown` (with elisions; see the module header).
fn matches(shown: &[String], actual: &[&str]) -> bool {
    match shown.split_first() {
        None => actual.iter().all(|l| l.trim().is_empty()),
        Some((first, rest)) if elides_lines(first) => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(first, a) && matches(rest, more)),
    }
}

fn markdown_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// Every console session of the README and docs prints what the doc shows.
#[test]
fn every_console_example_prints_what_the_docs_show() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scratch = std::env::temp_dir().join(format!("sleuth-docs-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    std::os::unix::fs::symlink(root.join("examples"), scratch.join("examples")).ok();
    std::os::unix::fs::symlink(root.join("tests"), scratch.join("tests")).ok();
    let bin = get_cargo_bin("sleuth");
    let mut run = 0;
    let mut failures = Vec::new();
    for path in markdown_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root).unwrap().display().to_string();
        let (sessions, defined) = sessions(&name, &text);
        for (file, content) in defined {
            std::fs::write(scratch.join(file), content).unwrap();
        }
        for session in sessions {
            let script = format!(
                "{} {}",
                bin.display(),
                session.command.strip_prefix("sleuth ").unwrap()
            );
            let output = std::process::Command::new("sh")
                .arg("-c")
                .arg(&script)
                .current_dir(&scratch)
                .env("NO_COLOR", "1")
                .output()
                .expect("sh runs");
            let stderr = match session.stdout_only {
                true => String::new(),
                false => String::from_utf8_lossy(&output.stderr).into_owned(),
            };
            let printed = format!("{}{stderr}", String::from_utf8_lossy(&output.stdout));
            let actual: Vec<&str> = printed.lines().collect();
            run += 1;
            if !matches(&session.shown, &actual) {
                failures.push(format!(
                    "{}:{}: $ {}\n--- the doc shows:\n{}\n--- sleuth prints:\n{printed}",
                    session.file,
                    session.line,
                    session.command,
                    session.shown.join("\n")
                ));
            }
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    assert!(run >= 15, "only {run} console examples found");
    assert!(
        failures.is_empty(),
        "{} of {run} console examples print something else:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn elisions_match_what_they_should_and_nothing_else() {
    let shown = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert!(matches(&shown(&["a", "…", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&shown(&["a", "[… two more …]", "d"]), &["a", "d"]));
    assert!(!matches(&shown(&["a", "…", "d"]), &["a", "b", "c"]));
    assert!(matches(&shown(&["  … ms  x.txt"]), &["  24.9 ms  x.txt"]));
    assert!(!matches(&shown(&["  … ms  x.txt"]), &["  24.9 s  x.txt"]));
    assert!(!matches(&shown(&["a"]), &["a", "b"]));
    assert!(matches(&shown(&["a"]), &["a", ""]));
}

/// Every `say` line the docs show in a code block is accepted: put in a puzzle of the
/// categories it names (two items each; ordered where it words a comparison), it parses.
#[test]
fn every_say_line_in_the_docs_is_accepted() {
    let mut checked = 0;
    let mut refused = Vec::new();
    for path in markdown_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut in_block = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                in_block = !in_block;
                continue;
            }
            let line = line.trim();
            let Some(rest) = line.strip_prefix("say ").filter(|_| in_block) else {
                continue;
            };
            let Some((head, wording)) = rest.split_once(':') else {
                continue;
            };
            let wording = wording.split("  #").next().unwrap_or("").trim();
            let names: Vec<&str> = head.split('+').map(str::trim).collect();
            if names.iter().any(|n| n.chars().any(char::is_uppercase)) {
                continue; // a placeholder (`say CATEGORY: …`)
            }
            let ordered = names.len() == 1 && wording.contains("{a}");
            let mut puzzle = String::new();
            for (c, name) in names.iter().enumerate() {
                let mark = if ordered { " (ordered)" } else { "" };
                puzzle.push_str(&format!("{name}{mark}: x{c}a, x{c}b\n"));
            }
            if names.len() == 1 {
                puzzle.push_str("others: y0, y1\n");
            }
            puzzle.push_str(&format!("say {head}: {wording}\n"));
            checked += 1;
            if let Err(e) = gridsleuth::Puzzle::parse(&puzzle) {
                refused.push(format!(
                    "{}: say {head}: {wording}\n{}",
                    path.display(),
                    e.render(false)
                ));
            }
        }
    }
    assert!(checked >= 4, "only {checked} say lines found");
    assert!(refused.is_empty(), "{}", refused.join("\n\n"));
}

/// Every example in `sleuth --help` ("Try:") and in each command's `--help` ("Examples:") runs
/// and succeeds, in a folder whose puzzles come from `sleuth example` (the one source of the
/// built-in examples): `murdle.txt`, `zebra.txt`, … as the examples name them.
#[test]
fn every_help_example_runs() {
    let bin = get_cargo_bin("sleuth");
    let bin_dir = bin.parent().unwrap().to_path_buf();
    let scratch = std::env::temp_dir().join(format!("sleuth-help-{}", std::process::id()));
    std::fs::create_dir_all(scratch.join("puzzles")).unwrap();
    let example = |name: &str| {
        let output = std::process::Command::new(&bin)
            .args(["example", name])
            .output()
            .unwrap();
        assert!(output.status.success(), "sleuth example {name}");
        output.stdout
    };
    for name in ["murdle", "zebra", "gallery", "several"] {
        std::fs::write(scratch.join(format!("{name}.txt")), example(name)).unwrap();
    }
    std::fs::write(scratch.join("puzzle.txt"), example("bake-sale")).unwrap();
    std::fs::write(scratch.join("big-puzzle.txt"), example("zebra")).unwrap();
    std::fs::write(scratch.join("puzzles/murdle.txt"), example("murdle")).unwrap();
    std::fs::write(scratch.join("puzzles/zebra.txt"), example("zebra")).unwrap();
    std::fs::write(
        scratch.join("my-facts.txt"),
        "Sgt Gunmetal + dumbbell\nnot Coach Raspberry + gym\n",
    )
    .unwrap();
    let help = |args: &[&str]| {
        let output = std::process::Command::new(&bin)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let mut commands: Vec<String> = Vec::new();
    let top = help(&["--help"]);
    let mut names = Vec::new();
    for line in top.lines() {
        if let Some(name) = line
            .strip_prefix("  ")
            .and_then(|l| l.split_whitespace().next())
            && line.starts_with("  ")
            && !line.starts_with("   ")
            && line.len() > 15
            && name.chars().all(|c| c.is_ascii_lowercase())
        {
            names.push(name.to_string());
        }
    }
    let mut texts = vec![top];
    texts.extend(names.iter().map(|n| help(&[n, "--help"])));
    for text in &texts {
        let mut in_examples = false;
        for line in text.lines() {
            if line == "Try:" || line == "Examples:" {
                in_examples = true;
            } else if line.trim().is_empty() {
                in_examples = false;
            } else if in_examples && let Some(command) = line.trim().strip_prefix("sleuth") {
                let command = command.split("   #").next().unwrap().trim_end();
                commands.push(format!("sleuth{command}"));
            }
        }
    }
    commands.sort();
    commands.dedup();
    assert!(commands.len() >= 25, "{commands:#?}");
    let mut failures = Vec::new();
    for command in &commands {
        // `| man -l -` needs man(1); `~` is the scratch folder.
        let script = command.replace(" | man -l -", "").replace(
            "~/.local/share/man/man1",
            &scratch.join("man1").display().to_string(),
        );
        if script.contains("--dir") {
            std::fs::create_dir_all(scratch.join("man1")).unwrap();
        }
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg(&script)
            .current_dir(&scratch)
            .env("PATH", format!("{}:/usr/bin:/bin", bin_dir.display()))
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        let expected = if command.contains("several.txt") {
            4
        } else {
            0
        };
        if output.status.code() != Some(expected) {
            failures.push(format!(
                "{command}: exit {:?}, expected {expected}\n{}",
                output.status.code(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// docs/difficulty.md's table of each example's score parts is what `rate --format json`
/// gives, and has a row for every example.
#[test]
fn the_table_of_score_parts_is_true() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/difficulty.md")).unwrap();
    let mut examples: Vec<PathBuf> = std::fs::read_dir(root.join("examples"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    examples.sort();
    let output = std::process::Command::new(get_cargo_bin("sleuth"))
        .args(["rate", "--format", "json"])
        .args(&examples)
        .current_dir(root)
        .output()
        .unwrap();
    let rated: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    for puzzle in rated["puzzles"].as_array().unwrap() {
        let file = puzzle["file"].as_str().unwrap();
        let name = Path::new(file).file_name().unwrap().to_string_lossy();
        let effort = &puzzle["effort"];
        let moves = effort["moves"].as_array().unwrap();
        let cost: u64 = moves
            .iter()
            .map(|m| m["cost"].as_u64().unwrap() + m["bookkeeping"].as_u64().unwrap())
            .sum();
        // The tier column is words; the numbers after it must match.
        let numbers = format!(
            "| {} | {} | {} ({cost}) | {} | {} |",
            puzzle["score"],
            effort["reading"],
            moves.len(),
            effort["rest"],
            puzzle["steps"]
        );
        let line = doc
            .lines()
            .find(|l| l.starts_with(&format!("| `{name}` |")))
            .unwrap_or_else(|| panic!("docs/difficulty.md has no row for {name}"));
        assert!(
            line.ends_with(&numbers),
            "{name}: the doc says\n{line}\nsleuth gives\n… {numbers}"
        );
    }
}
