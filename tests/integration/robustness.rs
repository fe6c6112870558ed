//! No input makes sleuth panic: arbitrary strings, and valid puzzles mutated the way hand-typed
//! files go wrong (characters dropped, operators inserted, lines repeated or swapped), always
//! come back as a puzzle or as typed errors with messages; a puzzle that reads can be solved
//! and explained.

use gridsleuth::{ExplainOptions, Puzzle, explain_with, solve};
use proptest::prelude::*;

/// Valid puzzles to mutate: the examples and a few clue shapes.
const SEEDS: &[&str] = &[
    include_str!("../../examples/murdle.txt"),
    include_str!("../../examples/several.txt"),
    include_str!("../../examples/contradiction.txt"),
    include_str!("../../examples/zebra.txt"),
    "people: Ann, Bob, Cy\nspot (ordered): 1, 2, 3\ncolours: red, green, blue\n\
     Ann < Bob\nred = Ann + 1\n{Bob, Cy} = {green, 3}\nnot Cy next to red or Ann + blue\n",
];

/// Pieces a mutation may insert.
const PIECES: &[&str] = &[
    "+",
    "(",
    ")",
    "|",
    ",",
    "not ",
    " or ",
    "either ",
    ":",
    "#",
    "\n",
    "<",
    ">",
    "=",
    "~",
    "~2",
    "{",
    "}",
    " by ",
    " next to ",
    "- 1",
    "+ 2",
    "(ordered)",
    "\u{feff}",
    "\r\n",
    "\t",
    "é",
    "$",
];

/// Reads `text`; when it is a puzzle, solves and explains it (small limits). Must not panic.
fn exercise(text: &str) -> Result<(), String> {
    match Puzzle::parse(text) {
        Ok(puzzle) => {
            // Keep each case quick: big grids only get solved.
            let report = solve(&puzzle, 5);
            if puzzle.size() <= 5 && puzzle.category_count() <= 6 {
                let options = ExplainOptions {
                    max_solutions: 5,
                    max_steps: Some(200),
                    ..ExplainOptions::default()
                };
                let explanation = explain_with(&puzzle, &options);
                let _ = explanation.to_string();
                if report.solutions.len() == 1 && !report.truncated {
                    prop_assert_ok(explanation.solutions.len() <= 1)?;
                }
            }
            Ok(())
        }
        Err(error) => {
            prop_assert_ok(!error.diagnostics().is_empty())?;
            for d in error.diagnostics() {
                prop_assert_ok(!d.message.is_empty())?;
            }
            let _ = error.to_string();
            Ok(())
        }
    }
}

fn prop_assert_ok(condition: bool) -> Result<(), String> {
    if condition {
        Ok(())
    } else {
        Err("a check failed".into())
    }
}

#[derive(Debug, Clone)]
enum Edit {
    Delete(usize),
    Insert(usize, usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
}

fn apply(text: &str, edit: &Edit) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize| if chars.is_empty() { 0 } else { i % chars.len() };
    match *edit {
        Edit::Delete(i) => {
            let i = at(i);
            chars
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, c)| c)
                .collect()
        }
        Edit::Insert(i, piece) => {
            let i = at(i);
            let mut out: String = chars[..i].iter().collect();
            out.push_str(PIECES[piece % PIECES.len()]);
            out.extend(&chars[i..]);
            out
        }
        Edit::DuplicateLine(i) | Edit::SwapLines(i, _) if text.lines().count() == 0 => {
            let _ = i;
            text.to_string()
        }
        Edit::DuplicateLine(i) => {
            let mut lines: Vec<&str> = text.lines().collect();
            let i = i % lines.len();
            lines.insert(i, lines[i]);
            lines.join("\n")
        }
        Edit::SwapLines(i, j) => {
            let mut lines: Vec<&str> = text.lines().collect();
            let (i, j) = (i % lines.len(), j % lines.len());
            lines.swap(i, j);
            lines.join("\n")
        }
    }
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), any::<usize>()).prop_map(|(i, p)| Edit::Insert(i, p)),
        any::<usize>().prop_map(Edit::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Edit::SwapLines(i, j)),
    ]
}

/// Inputs the fuzzer found trouble with (`tests/fuzz_regressions/`), each kept as a case.
#[test]
fn fuzz_regressions_read() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/fuzz_regressions")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for path in paths {
        let bytes = std::fs::read(&path).expect("readable");
        exercise(&String::from_utf8_lossy(&bytes))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_strings_never_panic(text in "(?s).{0,300}") {
        exercise(&text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn clue_like_strings_never_panic(
        lines in proptest::collection::vec("[a-c ]{0,4}(: |\\+|<|>|=|~|\\{|\\}|,|\\(|\\)| or | not | by |[0-9$]){0,6}[a-c0-9 ]{0,4}", 0..8)
    ) {
        let text = format!("a (ordered): a1, a2, a3\nb: b1, b2, b3\n{}", lines.join("\n"));
        exercise(&text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn mutated_puzzles_never_panic(seed in 0..SEEDS.len(), edits in proptest::collection::vec(edit(), 1..6)) {
        let text = edits.iter().fold(SEEDS[seed].to_string(), |t, e| apply(&t, e));
        exercise(&text).map_err(TestCaseError::fail)?;
    }
}

/// A file with thousands of problems shows the first 50 and says how many more there are.
#[test]
fn thousands_of_errors_are_cut_short_for_people() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz_regressions/thousands-of-errors.txt");
    let bytes = std::fs::read(path).expect("readable");
    let error = Puzzle::from_bytes("many.txt", &bytes).expect_err("not a puzzle");
    let count = error.diagnostics().len();
    assert!(count > gridsleuth::syntax::diagnostic::MAX_SHOWN, "{count}");
    let text = error.to_string();
    assert_eq!(
        text.matches("\nerror: ").count() + 1,
        gridsleuth::syntax::diagnostic::MAX_SHOWN + 1
    );
    assert!(text.contains(&format!(
        "… and {} more problems not shown; fix these first.",
        count - gridsleuth::syntax::diagnostic::MAX_SHOWN
    )));
    assert!(text.ends_with(&format!(
        "error: could not read `many.txt`: {count} problems\n"
    )));
}
