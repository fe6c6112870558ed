//! The corpus under `tests/bad_inputs/`: files people really write by hand, a little wrong, one
//! for every kind of error (and a few that look wrong but must work: CRLF, a byte-order mark,
//! tabs, 40 categories). Each file's outcome is
//! snapshotted: the errors exactly as `sleuth` prints them, or for a file that reads, its size
//! and how many solutions it has. Nothing may panic, and every error names a kind.

use std::path::Path;

use gridsleuth::{Puzzle, solve};

/// What reading (and, if it reads, solving) a file gives, as a user would see it.
fn outcome(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match Puzzle::from_bytes(&name, &bytes) {
        Ok(puzzle) => {
            let report = solve(&puzzle, 2);
            let solutions = match (report.solutions.len(), report.truncated) {
                (0, _) => "no solution".to_string(),
                (1, false) => "one solution".to_string(),
                (n, false) => format!("{n} solutions"),
                (n, true) => format!("more than {n} solutions"),
            };
            format!(
                "reads: {} categories x {} items, {} clues; {solutions}\n",
                puzzle.category_count(),
                puzzle.size(),
                puzzle.clues().len()
            )
        }
        Err(error) => {
            for d in error.diagnostics() {
                assert!(!d.message.is_empty(), "{name}: an error without a message");
            }
            // The kinds a program sees, then the text a person sees.
            let kinds: Vec<String> = error
                .diagnostics()
                .iter()
                .map(|d| format!("{:?}", d.kind))
                .collect();
            format!("kinds: {}\n\n{error}\n", kinds.join(", "))
        }
    }
}

#[test]
fn bad_inputs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs");
    let count = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
    assert!(count >= 40, "only {count} files in tests/bad_inputs");
    insta::glob!(dir.as_path(), "*.txt", |path| {
        insta::assert_snapshot!(outcome(path));
    });
}

/// Files that look odd but are fine must read like their plain twin.
#[test]
fn crlf_bom_and_tabs_read() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs");
    for name in ["crlf-works.txt", "bom-works.txt", "tabs-work.txt"] {
        let text = outcome(&dir.join(name));
        assert!(
            text.starts_with("reads: 2 categories x 2 items, 1 clues; one solution"),
            "{name}: {text}"
        );
    }
}
