//! The error kinds of bad puzzle files (`tests/bad_inputs/`, whose rendering `bad_inputs.rs`
//! snapshots), the order errors come in, and files that look odd but must parse
//! (`tests/data/ok/`: CRLF, BOM).

use std::path::Path;

use gridsleuth::{ErrorKind, Puzzle, solve};

/// The kinds of some files, asserted here as well as in the snapshots so a careless snapshot
/// update cannot change them.
#[test]
fn error_kinds() {
    let cases: &[(&str, &[ErrorKind])] = &[
        ("unknown_name_did_you_mean", &[ErrorKind::UnknownName]),
        (
            "sentences",
            &[
                ErrorKind::UnknownName,
                ErrorKind::UnreadSentence,
                ErrorKind::UnreadSentence,
                ErrorKind::UnreadSentence,
                ErrorKind::UnreadSentence,
                ErrorKind::UnreadSentence,
            ],
        ),
        ("ambiguous_name", &[ErrorKind::AmbiguousName]),
        (
            "unequal_sizes",
            &[ErrorKind::UnequalSizes, ErrorKind::UnequalSizes],
        ),
        ("duplicate_category", &[ErrorKind::Duplicate]),
        ("duplicate_item_normalised", &[ErrorKind::Duplicate]),
        ("one_category", &[ErrorKind::TooFew]),
        ("clue_before_categories", &[ErrorKind::Order]),
        ("category_after_clues", &[ErrorKind::Order]),
        ("unclosed_paren", &[ErrorKind::Syntax]),
        ("empty_group", &[ErrorKind::Syntax]),
        ("either_without_or", &[ErrorKind::Syntax]),
        ("impossible_clue", &[ErrorKind::ImpossibleClue]),
        ("not_never_broken", &[ErrorKind::ImpossibleClue]),
        ("not_utf8", &[ErrorKind::NotText]),
        ("nul_byte", &[ErrorKind::NotText]),
        (
            "too_many_items",
            &[ErrorKind::TooLarge, ErrorKind::TooLarge],
        ),
        (
            "say-lines",
            &[
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::Duplicate,
                // Comparison wordings: not ordered, one direction, `{n}` twice, no verb to
                // negate (in each direction), a second wording for the category.
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::BadPhrasing,
                ErrorKind::Duplicate,
            ],
        ),
    ];
    for (file, expected) in cases {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/bad_inputs")
            .join(format!("{file}.txt"));
        let bytes = std::fs::read(&path).expect("fixture is readable");
        let error = Puzzle::from_bytes(file, &bytes).expect_err(file);
        let kinds: Vec<ErrorKind> = error.diagnostics().iter().map(|d| d.kind).collect();
        assert_eq!(&kinds, expected, "{file}");
    }
}

/// A file with many mistakes reports each bad line once, in file order, and nothing about the
/// good lines.
#[test]
fn every_bad_line_is_reported_in_order() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs/several_bad_lines.txt");
    let bytes = std::fs::read(&path).expect("fixture is readable");
    let error = Puzzle::from_bytes("several_bad_lines.txt", &bytes).expect_err("bad lines");
    let lines: Vec<usize> = error
        .located()
        .iter()
        .map(|d| d.line.expect("every problem has a line"))
        .collect();
    assert_eq!(lines, [4, 6, 7, 8, 9]);
}

/// CRLF line ends and a UTF-8 byte-order mark change nothing: same puzzle, same answer, and
/// no `\r` leaks into names or clue texts.
#[test]
fn crlf_and_bom_parse_like_the_original() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let original = std::fs::read(root.join("examples/murdle.txt")).expect("example");
    let original = Puzzle::from_bytes("murdle.txt", &original).expect("example parses");
    let expected = solve(&original, 10);
    assert_eq!(expected.solutions.len(), 1);
    for file in ["murdle_crlf.txt", "murdle_bom.txt", "murdle_bom_crlf.txt"] {
        let bytes = std::fs::read(root.join("tests/data/ok").join(file)).expect("fixture");
        let puzzle = Puzzle::from_bytes(file, &bytes).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(puzzle.categories(), original.categories(), "{file}");
        assert_eq!(puzzle.clues(), original.clues(), "{file}");
        assert!(
            !puzzle.source().text().contains(['\r', '\u{feff}']),
            "{file}"
        );
        assert_eq!(solve(&puzzle, 10).solutions, expected.solutions, "{file}");
    }
}

/// Diagnostics in a CRLF file point at the same line and column as in the LF file.
#[test]
fn crlf_positions_match_lf() {
    let lf = "suspects: Miss Saffron, Sgt Gunmetal\nweapons: dumbbell, pool cue\n\nSgt Gunmetl + dumbbell\nx + \0\n";
    let crlf = lf.replace('\n', "\r\n");
    for text in [lf.replace('\0', ""), crlf.replace('\0', "")] {
        let error = Puzzle::parse(&text).expect_err("unknown name");
        let d = &error.located()[0];
        assert_eq!((d.line, d.column), (Some(4), Some(1)));
    }
    for text in [lf.to_string(), crlf] {
        let error = Puzzle::parse(&text).expect_err("NUL byte");
        let d = &error.located()[0];
        assert_eq!((d.line, d.column), (Some(5), Some(5)), "{text:?}");
    }
}
