//! What an installed binary carries with it: the examples (`sleuth example`), the format guide
//! (`sleuth help format`), help for a command, shell completions and the manual page; and help
//! texts that point at these rather than at files of the repository.

use insta_cmd::assert_cmd_snapshot;

use super::cli::sleuth;

fn stdout(args: &[&str]) -> (String, Option<i32>) {
    let output = sleuth().args(args).output().expect("sleuth runs");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        output.status.code(),
    )
}

#[test]
fn example_lists_the_built_in_puzzles() {
    assert_cmd_snapshot!(sleuth().arg("example"));
}

#[test]
fn every_example_is_built_in_as_it_is_in_the_repository() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("examples folder")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 5);
    for name in names {
        let (text, code) = stdout(&["example", &name]);
        assert_eq!(code, Some(0), "{name}");
        let file = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
        assert_eq!(text, file, "{name}");
    }
    let (_, code) = stdout(&["example", "nonsense"]);
    assert_eq!(code, Some(2));
}

#[test]
fn help_format_is_the_format_guide() {
    let (text, code) = stdout(&["help", "format"]);
    assert_eq!(code, Some(0));
    let guide = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/format.md"),
    )
    .unwrap();
    assert_eq!(text, guide);
}

#[test]
fn help_for_a_command_and_for_nothing_known() {
    let (text, code) = stdout(&["help", "explain"]);
    assert_eq!(code, Some(0));
    assert!(text.contains("Usage: sleuth explain"), "{text}");
    assert!(text.contains("--detail"), "{text}");
    let (_, code) = stdout(&["help", "nonsense"]);
    assert_eq!(code, Some(2));
}

#[test]
fn help_points_at_what_the_binary_has() {
    for args in [
        &["--help"][..],
        &["help"],
        &["explain", "--help"],
        &["hint", "--help"],
    ] {
        let (text, _) = stdout(args);
        for path in ["examples/", "docs/"] {
            assert!(
                !text.contains(path),
                "`sleuth {}` mentions `{path}`:\n{text}",
                args.join(" ")
            );
        }
    }
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let (text, code) = stdout(&["completions", shell]);
        assert_eq!(code, Some(0), "{shell}");
        assert!(text.contains("explain"), "{shell}");
    }
    // The bash script is valid bash and registers the completion.
    let (text, _) = stdout(&["completions", "bash"]);
    let dir = std::env::temp_dir().join(format!("sleuth-completions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("sleuth.bash");
    std::fs::write(&script, &text).unwrap();
    let output = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!("source {} && complete -p sleuth", script.display()))
        .output();
    if let Ok(output) = output {
        assert!(output.status.success(), "{:?}", output);
        assert!(String::from_utf8_lossy(&output.stdout).contains("_sleuth"));
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_manual_page_is_roff() {
    let (text, code) = stdout(&["man"]);
    assert_eq!(code, Some(0));
    assert!(text.contains(".TH sleuth 1"), "{text}");
    assert!(text.contains("explain"));
}

/// Every page the main page refers to (`sleuth-solve(1)`, …) exists: `man --dir` writes them
/// all, and `man COMMAND` prints one, named and used as `sleuth COMMAND`.
#[test]
fn every_manual_page_referred_to_exists() {
    let (top, _) = stdout(&["man"]);
    let referred: Vec<String> = top
        .split("sleuth\\-")
        .skip(1)
        .filter_map(|rest| {
            rest.split_once("(1)")
                .map(|(name, _)| format!("sleuth-{name}"))
        })
        .collect();
    assert!(referred.len() >= 10, "{top}");
    let dir = std::env::temp_dir().join(format!("sleuth-man-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let output = sleuth().arg("man").arg("--dir").arg(&dir).output().unwrap();
    assert!(output.status.success());
    for name in &referred {
        let page = std::fs::read_to_string(dir.join(format!("{name}.1")))
            .unwrap_or_else(|_| panic!("{name}(1) is referred to but not written"));
        assert!(page.contains(&format!(".TH {name} 1")), "{page}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let (solve, code) = stdout(&["man", "solve"]);
    assert_eq!(code, Some(0));
    assert!(
        solve.contains("sleuth\\-solve \\- Find every solution"),
        "{solve}"
    );
    assert!(solve.contains("\\fBsleuth solve\\fR"), "{solve}");
    let (_, code) = stdout(&["man", "solv"]);
    assert_eq!(code, Some(2));
}

/// The README's "Try it" shows what `explain examples/murdle.txt` prints, byte for byte.
#[test]
fn the_readme_shows_the_real_output() {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .unwrap();
    let (text, _) = stdout(&["explain", "examples/murdle.txt"]);
    let shown = format!("$ cargo run --release -- explain examples/murdle.txt\n{text}$ cargo test");
    assert!(
        readme.contains(&shown),
        "README.md's Try it differs from the output:\n{text}"
    );
}

/// The README's `generate` example is what that command prints (a new wording or a new score
/// shows up here, not in a reader's terminal first).
#[test]
fn the_readme_shows_the_real_generate_output() {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .unwrap();
    let args = crate::setter::README_GENERATE;
    let (text, code) = stdout(&args);
    assert_eq!(code, Some(0));
    let shown = format!("$ sleuth {}\n{text}```", args.join(" "));
    assert!(
        readme.contains(&shown),
        "README.md's generate example differs from the output:\n{text}"
    );
}

/// `--color`: `always` colours even into a pipe, `never` and `auto` (a pipe) do not; the text
/// is the same once the styles are taken out.
#[test]
fn color_is_chosen_by_the_flag_and_never_reaches_a_pipe_by_default() {
    let (always, _) = stdout(&["--color", "always", "explain", "examples/murdle.txt"]);
    let (never, _) = stdout(&["explain", "--color", "never", "examples/murdle.txt"]);
    let (auto, _) = stdout(&["explain", "examples/murdle.txt"]);
    assert!(always.contains('\u{1b}'));
    assert!(!never.contains('\u{1b}'));
    assert_eq!(auto, never);
    let mut plain = String::new();
    let mut chars = always.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    assert_eq!(plain, never);
}

/// The README's "Paste a puzzle as printed" shows `examples/bake-sale.txt` as it is and what
/// `sleuth read` prints for it, byte for byte.
#[test]
fn the_readme_shows_the_real_reading() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let file = std::fs::read_to_string(root.join("examples/bake-sale.txt")).unwrap();
    assert!(
        readme.contains(&format!("```text\n{file}```")),
        "README.md shows another bake-sale.txt"
    );
    let (text, code) = stdout(&["read", "examples/bake-sale.txt"]);
    assert_eq!(code, Some(0));
    let shown = format!("```console\n$ sleuth read examples/bake-sale.txt\n{text}```");
    assert!(
        readme.contains(&shown),
        "README.md's reading differs from the output:\n{text}"
    );
}
