//! Puzzles pasted as printed: English clue lines read into clues that reach the right answer.
//!
//! - `tests/data/english/`: puzzles written for these tests in the styles magazines, house
//!   puzzles and Murdle print (by someone who had not seen the reader), each with its answer in
//!   `# Answer:` comment lines and checked by an independent brute force.
//! - `tests/data/labelled*/`: real published puzzles whose published sentences sit as comments
//!   above their transcriptions; each is read again from its sentences alone and must give the
//!   transcription's solutions.

use std::path::{Path, PathBuf};

use gridsleuth::{Puzzle, solve};

fn files(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
}

/// The solutions as rows of item names, in the first category's order.
fn answers(puzzle: &Puzzle) -> Vec<Vec<Vec<String>>> {
    let report = solve(puzzle, 10);
    report
        .solutions
        .iter()
        .map(|s| {
            s.rows()
                .iter()
                .map(|row| {
                    row.iter()
                        .enumerate()
                        .map(|(c, &i)| puzzle.categories()[c].items[i].clone())
                        .collect()
                })
                .collect()
        })
        .collect()
}

#[test]
fn every_english_puzzle_reaches_its_answer() {
    let files = files("tests/data/english");
    assert!(files.len() >= 14, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let puzzle = Puzzle::parse_named(&path.display().to_string(), &text)
            .unwrap_or_else(|e| panic!("{}", e.render(false)));
        let expected: Vec<Vec<String>> = text
            .lines()
            .skip_while(|l| !l.starts_with("# Answer:"))
            .skip(1)
            .filter_map(|l| l.strip_prefix("# "))
            .map(|l| l.split(" | ").map(str::to_string).collect())
            .collect();
        assert!(!expected.is_empty(), "{}: no answer", path.display());
        let found = answers(&puzzle);
        assert_eq!(found.len(), 1, "{}: {found:?}", path.display());
        // A house is `house 3` where the file's own list makes it, `3` in the answer lines.
        let same = |item: &str, written: &str| {
            item.eq_ignore_ascii_case(written) || item.strip_prefix("house ") == Some(written)
        };
        for (row, want) in found[0].iter().zip(&expected) {
            assert!(
                row.len() == want.len() && row.iter().zip(want).all(|(a, b)| same(a, b)),
                "{}: {row:?} against {want:?}",
                path.display()
            );
        }
    }
}

/// The puzzle of a labelled file written with its published sentences: its category lines,
/// then each sentence comment that stands above a transcribed clue, numbered in order.
fn from_sentences(text: &str) -> String {
    let mut out = String::new();
    let mut sentences = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(comment) = line.strip_prefix("# ") {
            let looks_printed = comment.ends_with(['.', '"'])
                && !comment.starts_with('(')
                && !comment.contains("Puzzle Baron")
                && !comment.starts_with("Title")
                && !comment.starts_with("Source")
                && !comment.starts_with("Publisher")
                && !comment.starts_with("The source numbers");
            if looks_printed && !out.is_empty() {
                sentences.push(comment.to_string());
            }
        } else if !line.is_empty()
            && !line.starts_with('#')
            && gridsleuth::syntax::clue_label(line).is_none()
            && line.contains(':')
        {
            out.push_str(line);
            out.push('\n');
        }
    }
    for (i, sentence) in sentences.iter().enumerate() {
        out.push_str(&format!("{}. {sentence}\n", i + 1));
    }
    out
}

#[test]
fn published_sentences_read_as_their_transcriptions() {
    let mut read = 0;
    for folder in ["tests/data/labelled", "tests/data/labelled-holdout"] {
        for path in files(folder) {
            let text = std::fs::read_to_string(&path).unwrap();
            let transcribed = Puzzle::parse(&text).unwrap();
            let english = from_sentences(&text);
            let puzzle = Puzzle::parse_named(&path.display().to_string(), &english)
                .unwrap_or_else(|e| panic!("{}\n{english}", e.render(false)));
            assert!(
                puzzle.clues().iter().all(|c| puzzle.is_sentence(c.line)),
                "{}",
                path.display()
            );
            assert_eq!(
                answers(&puzzle),
                answers(&transcribed),
                "{}\n{english}",
                path.display()
            );
            read += 1;
        }
    }
    assert_eq!(read, 60);
}

#[test]
fn hostile_sentences_get_an_answer_or_a_clear_error() {
    let header = "people: Ann, Bob, Cy\npets: cat, dog, emu\nage (ordered): 20, 30, 40\n";
    let long = "Ann is the cat owner and ".repeat(400) + "Ann is 20.";
    let every = "Ann, Bob, Cy, the cat, the dog, the emu, 20, 30 and 40 are all different.";
    let hostile = [
        long.as_str(),
        every,
        "\u{201c}Ann\u{201d} \u{2014} the cat\u{2019}s owner \u{2014} is 20.",
        "Ann Ann Ann is is is the the cat cat.",
        "The cat.",
        "Neither nor either or not not.",
        "Of Ann and Bob, one one the other other.",
        "There is one house between.",
        "Ann is 20 years older than than than Bob.",
        "20 30 40.",
        ".",
        "Ann is either or.",
        "Bob is older than.",
    ];
    for sentence in hostile {
        let text = format!("{header}{sentence}\n");
        match Puzzle::parse(&text) {
            Ok(puzzle) => assert!(!puzzle.clues().is_empty()),
            Err(e) => {
                let rendered = e.render(false);
                assert!(rendered.contains("error"), "{rendered}");
            }
        }
    }
}
