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
    check_answers(files);
}

/// House puzzles in the printed style of generated sets, from `scripts/house_puzzles.py`
/// (seeds 1–40; 2 to 6 houses, 2 to 6 characteristics, 428 phrasings of 24 kinds).
#[test]
fn every_printed_house_puzzle_reaches_its_answer() {
    let files = files("tests/data/english-house");
    assert_eq!(files.len(), 40);
    check_answers(files);
}

/// The same for 300 more, generated afresh (seeds 1000–1299). Needs python3; about 10 s.
/// Run with `cargo test --test integration -- --ignored house_sweep`.
#[test]
#[ignore]
fn house_sweep() {
    let dir = std::env::temp_dir().join(format!("sleuth-house-{}", std::process::id()));
    let status = std::process::Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/house_puzzles.py"))
        .args([
            "--out",
            &dir.display().to_string(),
            "--count",
            "300",
            "--seed",
            "1000",
        ])
        .status()
        .expect("python3 runs");
    assert!(status.success());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 300);
    check_answers(files);
    let _ = std::fs::remove_dir_all(dir);
}

/// Each file reads, has one solution, and it is the one its `# Answer:` lines give.
fn check_answers(files: Vec<PathBuf>) {
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // As the commands load it: a sentence of two meanings read the way that gives one answer.
        let puzzle = Puzzle::parse_named(&path.display().to_string(), &text)
            .map(gridsleuth::settle_readings)
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

/// Puzzles whose items the examples of docs/format.md's "Clues in English" use.
const DOC_PUZZLES: &[&str] = &[
    "customers: Oliver, Irene, Salvador, Perry\ndrinks: iced tea, orange soda, root beer, water\nprices (ordered): $4.99, $5.99, $6.99, $7.99\ntowns: Reno, Boise, Tulsa, Fresno\n",
    "houses (ordered): house 1, house 2, house 3, house 4, house 5\nnationality: Norwegian, Dane, Swede, German, Brit\npets: cats, horse, fish, bird, dog\nsmokes: Dunhill, Blends, Pall Mall, Prince, Kools\n",
    "people: Ann, Bob, Cy\npets: cat, dog, emu\nplaces: hall, study, kitchen\nweapons: candlestick, rope, knife\n",
    "writers: Amelia, Carmen, Doris, Estelle\nrecipients: Hugo, Lottie, Walter, Ines\nyears (ordered): 1974, 1981, 1988, 1995\n",
    "animals: otter, leopard, emu, hippopotamus, lion\nages (ordered): 10 years, 11 years, 12 years, 13 years, 14 years\n",
    "customers: Oliver, Irene, Salvador, Perry\ndrinks: iced tea, orange soda, root beer, water\nprices (ordered): $4.99, $5.99, $6.99, $7.99\n",
];

/// Every row of the table of sentence forms in docs/format.md reads as the table says, in one
/// of the puzzles above.
#[test]
fn the_format_guide_s_sentence_table_is_what_sleuth_reads() {
    let guide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/format.md"))
            .unwrap();
    let section = guide
        .split("## Clues in English")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("the section");
    let mut rows = 0;
    for line in section
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains('`'))
    {
        let cells: Vec<&str> = line.split(" | ").collect();
        let sentence = cells[1].trim_matches('`');
        let expected: Vec<String> = cells[2]
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|s| s.replace("\\|", "|"))
            .collect();
        let mut readings_seen = Vec::new();
        let found = DOC_PUZZLES.iter().any(|header| {
            let Ok(puzzle) = Puzzle::parse(&format!("{header}{sentence}\n")) else {
                return false;
            };
            let readings: Vec<String> = readings_of(&puzzle);
            readings_seen.push(readings.clone());
            if cells[2].contains("for each pair") {
                readings.len() > 1 && readings.iter().all(|r| r.starts_with("not "))
            } else {
                readings == expected
            }
        });
        assert!(
            found,
            "{sentence}: expected {expected:?}, read {readings_seen:?}"
        );
        rows += 1;
    }
    assert!(rows >= 18, "{rows} rows");
}

/// Every clue the generator writes as a sentence reads back to itself: thousands of generated
/// clues of every mix and size, with generated names (`A1`, `$30`).
#[test]
fn generated_sentences_read_back_to_their_clues() {
    use gridsleuth::generate::{ClueMix, GenerateOptions, Names, Scale, generate_parts, sentences};
    let (mut written, mut formulas) = (0, 0);
    for mix in [
        ClueMix::Mixed,
        ClueMix::Indirect,
        ClueMix::Ordered,
        ClueMix::Tangled,
    ] {
        for (k, n) in [(3, 3), (3, 4), (4, 4), (4, 5), (5, 5)] {
            for seed in 0..12 {
                let parts = generate_parts(
                    GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    },
                    0,
                );
                let names = Names::generated(&parts.scales, n);
                let ordered = parts.scales.iter().filter(|s| **s != Scale::Plain).count();
                let name = |item| gridsleuth::generate::item_name_in(&parts.scales, item);
                for clue in &parts.clues {
                    let Some(sentence) = sentences::sentence(&name, ordered, clue) else {
                        formulas += 1;
                        continue;
                    };
                    let text = gridsleuth::generate::to_text_numbered(&parts.scales, &names, &[]);
                    let puzzle = Puzzle::parse(&format!("{text}{sentence}\n"))
                        .unwrap_or_else(|e| panic!("{sentence}\n{}", e.render(false)));
                    let read: Vec<_> = puzzle.clues().iter().map(|c| &c.options).collect();
                    assert_eq!(read, vec![&clue.options], "{sentence}");
                    written += 1;
                }
            }
        }
    }
    eprintln!("{written} clues written as sentences, {formulas} as formulas");
    assert!(written > 2000, "{written} written, {formulas} as formulas");
    assert!(
        formulas * 20 < written,
        "{written} written, {formulas} as formulas"
    );
}

/// Generated puzzles of every theme come out in English, in the theme's own wording where it
/// has one, and read back to the same puzzle; only clues with no sentence form stay formulas.
#[test]
fn generated_puzzles_of_every_theme_read_back_in_english() {
    use gridsleuth::generate::themes::{Theme, say_lines, theme_names};
    use gridsleuth::generate::{ClueMix, GenerateOptions, generate_parts, in_english};
    let (mut sentences, mut formulas) = (0, 0);
    for theme in [Theme::Plain, Theme::Murdle, Theme::Zebra] {
        for (k, n, mix) in [
            (3, 4, ClueMix::Mixed),
            (4, 4, ClueMix::Ordered),
            (4, 5, ClueMix::Indirect),
        ] {
            for seed in 0..6 {
                let parts = generate_parts(
                    GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    },
                    0,
                );
                let names = theme_names(theme, &parts.scales, n);
                let mut text =
                    gridsleuth::generate::to_text_numbered(&parts.scales, &names, &parts.clues);
                text.push_str(&say_lines(&names.categories));
                let puzzle = Puzzle::parse(&text).unwrap();
                let english = in_english(&text, &puzzle, true);
                let read = Puzzle::parse(&english)
                    .unwrap_or_else(|e| panic!("{english}\n{}", e.render(false)));
                // One sentence a clue where `neither … nor` is not used.
                let strict = Puzzle::parse(&in_english(&text, &puzzle, false)).unwrap();
                assert_eq!(strict.clues().len(), puzzle.clues().len(), "{english}");
                assert_eq!(answers(&read), answers(&puzzle), "{english}");
                for clue in read.clues() {
                    if read.is_sentence(clue.line) {
                        sentences += 1;
                    } else {
                        formulas += 1;
                    }
                }
            }
        }
    }
    eprintln!("{sentences} clues in English, {formulas} as formulas");
    assert!(
        formulas * 10 < sentences,
        "{sentences} in English, {formulas} as formulas"
    );
}

/// A sentence is marked in JSON (`"sentence": true`), a formula is not, and the HTML page lists
/// a sentence that says several clues once.
#[test]
fn sentences_are_marked_in_json_and_listed_once_in_html() {
    let puzzle = Puzzle::parse(
        "people: Ann, Bob, Cy\npets: cat, dog, emu\n1. Neither Ann nor Bob owns the cat.\nCy + dog\n",
    )
    .unwrap();
    let all: Vec<usize> = (0..puzzle.clues().len()).collect();
    let json = serde_json::to_value(gridsleuth::render::json::clues_json(&puzzle, &all)).unwrap();
    assert_eq!(json[0]["sentence"], true);
    assert!(json[2].get("sentence").is_none(), "{json}");
    let explanation = gridsleuth::explain(&puzzle);
    let page = gridsleuth::render::html::page(&explanation, gridsleuth::Detail::Moves);
    assert_eq!(page.matches("Neither Ann nor Bob owns the cat.").count(), 1);
}

/// Explanations of puzzles read from English say facts as the clues do: "the person with
/// black hair smokes Prince", "Shari's state is Utah", not "the black goes with the prince".
/// At most one move in twenty falls back on "goes with" (measured on every puzzle here and
/// the labelled puzzles written with their published sentences).
#[test]
fn english_puzzles_rarely_say_goes_with() {
    let mut texts: Vec<String> = Vec::new();
    for folder in ["tests/data/english", "tests/data/english-house"] {
        for path in files(folder) {
            texts.push(std::fs::read_to_string(path).unwrap());
        }
    }
    for folder in ["tests/data/labelled", "tests/data/labelled-holdout"] {
        for path in files(folder) {
            texts.push(from_sentences(&std::fs::read_to_string(path).unwrap()));
        }
    }
    let (mut moves, mut neutral) = (0, 0);
    for text in &texts {
        let puzzle = Puzzle::parse(text).unwrap();
        let shown = gridsleuth::explain(&puzzle).to_string();
        for block in shown.split("\n\n").filter(|b| b.starts_with("Move ")) {
            moves += 1;
            if block.contains(" goes with ") || block.contains(" go with ") {
                neutral += 1;
            }
        }
        // No place said as a bare number ("the grapes are 1."): "in house 1".
        let bare = shown.lines().any(|line| {
            let words: Vec<&str> = line.trim_end_matches('.').split(' ').collect();
            line.ends_with('.')
                && matches!(words[..], [.., "is" | "are", n] if n.len() == 1 && n.chars().all(|c| c.is_ascii_digit()))
        });
        assert!(!bare, "{shown}");
    }
    assert!(moves > 1000, "{moves} moves");
    assert!(
        neutral * 20 <= moves,
        "{neutral} of {moves} moves say \"goes with\""
    );
}

/// The grouped first step names the clues it gathers by their published numbers.
#[test]
fn gathered_clue_facts_are_named_by_their_numbers() {
    let text = std::fs::read_to_string("examples/bake-sale.txt").unwrap();
    let puzzle = Puzzle::parse(&text).unwrap();
    let options = gridsleuth::ExplainOptions {
        group_simple: true,
        ..Default::default()
    };
    let explanation = gridsleuth::explain_with(&puzzle, &options);
    let headline = &explanation.steps[0].headline;
    assert!(
        headline.starts_with("Clues 1, 2 and 4") && !headline.contains("line"),
        "{headline}"
    );
}

/// The Zebra puzzle as Life International printed it (1962): facts about a pet are said of
/// whoever keeps it, in the clues' words, never of the pet ("the snails smokes").
#[test]
fn the_zebra_as_printed_says_whose_pet() {
    let text = "houses (ordered): house 1, house 2, house 3, house 4, house 5
colors: red, green, ivory, yellow, blue
nationalities: Englishman, Spaniard, Ukrainian, Norwegian, Japanese
pets: dog, snails, fox, horse, zebra
drinks: coffee, tea, milk, orange juice, water
smokes: Old Gold, Kools, Chesterfields, Lucky Strike, Parliaments
2. The Englishman lives in the red house.
3. The Spaniard owns the dog.
4. Coffee is drunk in the green house.
5. The Ukrainian drinks tea.
6. The green house is immediately to the right of the ivory house.
7. The Old Gold smoker owns snails.
8. Kools are smoked in the yellow house.
9. Milk is drunk in the middle house.
10. The Norwegian lives in the first house.
11. The man who smokes Chesterfields lives in the house next to the man with the fox.
12. Kools are smoked in the house next to the house where the horse is kept.
13. The Lucky Strike smoker drinks orange juice.
14. The Japanese smokes Parliaments.
15. The Norwegian lives next to the blue house.
";
    let puzzle = Puzzle::parse(text).unwrap();
    let shown = gridsleuth::explain(&puzzle).to_string();
    assert!(
        shown.contains("The man with the snails smokes Old Gold (clue 7"),
        "{shown}"
    );
    assert!(!shown.contains("The snails smokes"), "{shown}");
    // The one who keeps them is one person.
    assert!(
        shown.contains("The man with the snails is not in house 5."),
        "{shown}"
    );
    // A category named like a verb (`drinks`, `smokes`) does not join the name before it.
    assert!(shown.contains("The Ukrainian drinks tea"), "{shown}");
    for wrong in ["Ukrainian drinks (", "Japanese smokes (", "smoker drinks ("] {
        assert!(!shown.contains(wrong), "{wrong}: {shown}");
    }
    assert!(
        shown.contains("house 5  green   Japanese       zebra"),
        "{shown}"
    );
}

/// A published puzzle with two categories of capitalised names (`names` and `presidents`):
/// the people are the `names`, so a fact reads "Loretta did not give the presentation on
/// President Monroe", not "the name of the student who … is not Loretta".
#[test]
fn the_people_are_the_names() {
    let path = "tests/data/labelled-holdout/pb-challenging-13.txt";
    let text = from_sentences(&std::fs::read_to_string(path).unwrap());
    let puzzle = Puzzle::parse(&text).unwrap();
    let shown = gridsleuth::explain(&puzzle).to_string();
    assert!(
        shown.contains("Loretta did not give the presentation on President Monroe (clue 2"),
        "{shown}"
    );
    assert!(
        shown.contains("Andy spoke for 14 minutes (clue 3"),
        "{shown}"
    );
    assert!(!shown.contains("The name of the student"), "{shown}");
}

/// Einstein's riddle as a web page prints it (`1.)` numbering, "has a neighbor who …"): a
/// neighbour is next door, never the same person, and `1.)` is a clue number.
#[test]
fn a_neighbour_is_next_door() {
    let header = "houses (ordered): house 1, house 2, house 3\n\
                  names: Ann, Bob, Cy\npets: cats, dogs, fish\n";
    let text = format!(
        "{header}1.) Ann has a neighbor who keeps cats.\n2.) Bob is the neighbour of the dog owner.\n"
    );
    let puzzle = Puzzle::parse(&text).unwrap();
    assert_eq!(puzzle.clue_label(4), Some("1"));
    assert_eq!(puzzle.clues().len(), 2);
    let solutions = answers(&puzzle);
    assert!(!solutions.is_empty());
    for rows in &solutions {
        for row in rows {
            let has = |a: &str, b: &str| row.iter().any(|x| x == a) && row.iter().any(|x| x == b);
            assert!(!has("Ann", "cats") && !has("Bob", "dogs"), "{rows:?}");
        }
    }
}

/// A page pasted as it prints: a list without backticks, a story sentence, two sentences on one
/// clue line, clauses joined by `;`, asides in parentheses, `on the left of` without `directly`.
#[test]
fn a_pasted_page_is_read_sentence_by_sentence() {
    let path = "tests/data/english/window-boxes.txt";
    let text = std::fs::read_to_string(path).unwrap();
    let puzzle = gridsleuth::settle_readings(Puzzle::parse_named(path, &text).unwrap());
    let names: Vec<&str> = puzzle
        .categories()
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(names, ["houses", "name", "flowers", "colour"]);
    let lines = gridsleuth::render::read::lines(&puzzle);
    let readings = |label: &str| {
        let line = lines.iter().find(|l| l.label.as_deref() == Some(label));
        line.map(|l| (l.text.clone(), l.readings.clone(), l.notes.clone()))
            .unwrap()
    };
    let (text, two, _) = readings("2");
    assert_eq!(
        text,
        "Hugo is in the first house. Ines is not in the third house."
    );
    assert_eq!(two, ["Hugo + house 1", "not Ines + house 3"]);
    assert_eq!(readings("3").1, ["tulips + blue", "not tulips + Greta"]);
    assert_eq!(
        readings("4").1,
        ["yellow = Greta - 1 by houses", "not Jonas + daisies"]
    );
    assert_eq!(readings("6").1, ["not daisies + white"]);
    // Anywhere to the left leaves two answers; right beside, one.
    let (_, one, notes) = readings("1");
    assert_eq!(one, ["roses = white - 1 by houses"]);
    assert!(notes[0].contains("read as right beside"), "{notes:?}");
    // Each sentence of a line is quoted on its own; the header counts printed clues.
    let shown = gridsleuth::explain(&puzzle)
        .detailed(gridsleuth::Detail::Moves)
        .to_string();
    assert!(shown.contains("7 clues\n"), "{shown}");
    assert!(
        shown.contains("(clue 2: “Ines is not in the third house”)"),
        "{shown}"
    );
    assert!(
        shown.contains("clue 4 (“The yellow house is directly left of Greta”)"),
        "{shown}"
    );
    // A house named by its colour is a house: it *is* house 1, it is not *in* it.
    assert!(shown.contains("The yellow house is house 1"), "{shown}");
    assert!(!shown.contains("house is in house"), "{shown}");
}

/// What the reader cannot place is refused, naming the words: an aside that names items
/// without saying whom it is about, and a name after the choices of `not … or …` (it was once
/// read as one more choice, a silent wrong reading).
#[test]
fn asides_and_names_it_cannot_place_are_refused() {
    let header = "suspects: Coach Raspberry, Miss Saffron, Sgt Gunmetal\n\
                  weapons: rope, knife, candlestick\nplaces: Halifax, York, Bath\n\
                  motives: revenge, love, money\n";
    for (sentence, message) in [
        (
            "Coach Raspberry killed with the rope, but not for revenge or love, in Halifax.",
            "a name after the choices of `not … or …`",
        ),
        (
            "Miss Saffron did not have the rope (Sgt Gunmetal did).",
            "an aside in parentheses that names the puzzle's items",
        ),
        // `which` after no item: not about the item further back (it once read "Sgt Gunmetal
        // was in Bath").
        (
            "Neither Miss Saffron nor Sgt Gunmetal did the deed (which was in Bath) for love.",
            "an aside in parentheses that names the puzzle's items",
        ),
    ] {
        let error = Puzzle::parse(&format!("{header}1. {sentence}\n")).unwrap_err();
        let shown = error.render(false);
        assert!(shown.contains(message), "{shown}");
    }
    // The same sentences without what could not be placed read.
    for sentence in [
        "Coach Raspberry killed with the rope, but not for revenge or love.",
        "Miss Saffron (who did not have the rope) was in York.",
        "Sgt Gunmetal was in Bath (on the night of the storm).",
    ] {
        Puzzle::parse(&format!("{header}1. {sentence}\n"))
            .unwrap_or_else(|e| panic!("{}", e.render(false)));
    }
}

/// A value is said with the verb the clues compare by ("Cy sold 10 cups"), and a difference of
/// dates in days, not "is 1 more than".
#[test]
fn values_and_dates_are_said_with_the_clues_words() {
    let cups = "names: Ann, Bo, Cy\nsales (ordered): 10 cups, 20 cups, 30 cups\n\
                1. Ann sold more cups than Bo.\n2. Cy sold 10 fewer cups than Bo.\n";
    let puzzle = Puzzle::parse(cups).unwrap();
    let shown = gridsleuth::explain(&puzzle)
        .detailed(gridsleuth::Detail::Moves)
        .to_string();
    assert!(
        shown.contains("sold 10 cups") || shown.contains("did not sell"),
        "{shown}"
    );
    assert!(!shown.contains(" is 10 cups"), "{shown}");
    // A passive verb, with `in` before a year.
    let wines = "wines: Alto, Brio, Cava\nvintages (ordered): 1990, 1995, 2000\n\
                 1. The Alto was bottled sometime after the Brio.\n\
                 2. The Cava was not bottled in 2000.\n3. The Brio is not the 1995 bottle.\n";
    let puzzle = Puzzle::parse(wines).unwrap();
    let shown = gridsleuth::explain(&puzzle)
        .detailed(gridsleuth::Detail::Moves)
        .to_string();
    assert!(
        shown.contains("was bottled in 1990") || shown.contains("bottled in 2000"),
        "{shown}"
    );
    assert!(
        !shown.contains(" is 1990") && !shown.contains(" is 2000"),
        "{shown}"
    );
    assert!(
        shown.contains("with the Alto in 1990 there would be"),
        "{shown}"
    );
    let dates = "names: Ann, Bo, Cy\ndays (ordered): May 1, May 2, May 3\n\
                 1. Ann arrived two days after Bo.\n2. Cy did not arrive on May 1.\n";
    let puzzle = Puzzle::parse(dates).unwrap();
    let shown = gridsleuth::explain(&puzzle)
        .detailed(gridsleuth::Detail::Moves)
        .to_string();
    assert!(shown.contains("2 days after"), "{shown}");
    assert!(!shown.contains("more than"), "{shown}");
}

/// Each item keeps the clues' own words for it: a neighbour's "lover" never renames "the rabbit
/// owner" or "the fish enthusiast", and "is the person who is a nurse" reads "is a nurse".
#[test]
fn items_keep_their_own_words() {
    let text = "houses (ordered): 1, 2, 3\nnames: Arnold, Alice, Carol\n\
                pets: cat, rabbit, fish\njobs: nurse, teacher, engineer\n\
                1. Arnold is the cat lover.\n2. The rabbit owner is Alice.\n\
                3. Alice is somewhere to the right of the fish enthusiast.\n\
                4. Carol is the person who is a nurse.\n\
                5. The person who is a teacher is in the first house.\n\
                6. The fish enthusiast is not in house 3.\n";
    let puzzle = Puzzle::parse(text).unwrap();
    let shown = gridsleuth::explain(&puzzle)
        .detailed(gridsleuth::Detail::Moves)
        .to_string();
    for said in [
        "Alice is the rabbit owner",
        "Carol is a nurse",
        "the fish enthusiast",
    ] {
        assert!(shown.contains(said), "{said}: {shown}");
    }
    for unsaid in ["rabbit lover", "fish lover", "the person who is the nurse"] {
        assert!(!shown.contains(unsaid), "{unsaid}: {shown}");
    }
}

/// Two subjects are two rows: clauses joined by `and` or `whilst`, subjects joined by `and`,
/// and words that set people apart are never read as one name phrase (each of these once read
/// silently as "all these go together").
#[test]
fn two_subjects_are_two_rows() {
    let header = "people: Ann, Bob, Cat, Dan\njobs: baker, cook, smith, tailor\n\
                  houses (ordered): house 1, house 2, house 3, house 4\n";
    for (sentence, expected) in [
        (
            "The baker and Ann are not in house 2.",
            &["not baker + house 2", "not Ann + house 2"][..],
        ),
        (
            "The baker and Ann live in house 2 or house 3.",
            &["baker + (house 2 | house 3)", "Ann + (house 2 | house 3)"],
        ),
        ("The cook had dinner with Bob.", &["not cook + Bob"]),
        ("Ann's sister is the cook.", &["not Ann + cook"]),
        (
            "Dan lives in house 4, while the smith lives in house 1.",
            &["Dan + house 4", "smith + house 1"],
        ),
        (
            "In one game Bob was the tailor, whilst in another game Cat was not in house 3.",
            &["Bob + tailor", "not Cat + house 3"],
        ),
        (
            "The man in house 1 had dinner with Bob, the cook, and the tailor.",
            &[
                "not house 1 + Bob",
                "not house 1 + cook",
                "not house 1 + tailor",
                "not Bob + cook",
                "not Bob + tailor",
            ],
        ),
        (
            "Neither Ann nor the cook lives in house 1, nor does either live in house 2 or house 3.",
            &[
                "not Ann + house 1",
                "not cook + house 1",
                "not Ann + cook",
                "not Ann + (house 2 | house 3)",
                "not cook + (house 2 | house 3)",
                "not Ann + cook",
            ],
        ),
        // One subject with two predicates stays one row.
        (
            "The baker owns house 2 and is Ann.",
            &["baker + house 2 + Ann"],
        ),
    ] {
        let puzzle = Puzzle::parse(&format!("{header}1. {sentence}\n"))
            .unwrap_or_else(|e| panic!("{sentence}\n{}", e.render(false)));
        let readings: Vec<String> = readings_of(&puzzle);
        assert_eq!(readings, expected, "{sentence}");
    }
    for (sentence, message) in [
        (
            "Ann met the smith in house 3.",
            "says two people are different",
        ),
        (
            "The cook may or may not live in house 2.",
            "says nothing for certain",
        ),
    ] {
        let error = Puzzle::parse(&format!("{header}1. {sentence}\n")).unwrap_err();
        let shown = error.render(false);
        assert!(shown.contains(message), "{shown}");
    }
}

/// In a ranking (`1st, 2nd, 3rd`), finishing higher is an earlier place, and a difference
/// counts in places; elsewhere higher is more. A noun after a possessive says what a bare
/// `higher` compares.
#[test]
fn higher_in_a_ranking_is_an_earlier_place() {
    let runners = "runners: Ava, Bo, Cy, Di\nshirts: red, blue, green, gray\n\
                   finish (ordered): 1st, 2nd, 3rd, 4th\n";
    let kids = "kids: Lily, Max, Nora, Owen\nages (ordered): 6, 7, 8, 9\n\
                rooms (ordered): room 1, room 2, room 3, room 4\n";
    for (header, sentence, expected) in [
        (runners, "Bo finished higher than Di.", "Bo < Di by finish"),
        (
            runners,
            "Ava finished lower than the runner in red.",
            "Ava > red by finish",
        ),
        (
            runners,
            "Bo finished two places higher than Di.",
            "Bo = Di - 2 by finish",
        ),
        (
            kids,
            "Nora's room number is higher than Max's.",
            "Nora > Max by rooms",
        ),
        (kids, "Nora is older than Max.", "Nora > Max by ages"),
    ] {
        let puzzle = Puzzle::parse(&format!("{header}1. {sentence}\n"))
            .unwrap_or_else(|e| panic!("{sentence}\n{}", e.render(false)));
        let readings: Vec<String> = readings_of(&puzzle);
        assert_eq!(readings, [expected], "{sentence}");
    }
}

/// Sentences once read silently wrong (an adversarial reading of 555 made-up sentences: a
/// clause after a negation, `if`/`unless`/`could`, `or` between statements, people related by a
/// verb, `none`/`another`/`except`, places counted from the right, bounds and counts). Each is
/// now refused; none may come back as a reading.
#[test]
fn sentences_once_misread_are_refused() {
    let headers = [
        (
            "h1",
            "people: Ann, Bob, Cat, Dan\njobs: baker, cook, smith, tailor\nhouses (ordered): house 1, house 2, house 3, house 4",
        ),
        (
            "h2",
            "customers: Irene, Oliver, Perry, Rosa\ndrinks: water, orange soda, root beer, lemonade\nprices (ordered): $4.99, $5.99, $6.99, $7.99",
        ),
        (
            "h3",
            "suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry, Dame Obsidian\nweapons: dumbbell, pool cue, poisoned tea, rope\nplaces: gym, pool, lobby, library",
        ),
        (
            "h4",
            "houses (ordered): house 1, house 2, house 3, house 4, house 5\nnationality: Brit, Swede, Dane, Norwegian, German\ncolors: red, green, white, yellow, blue\npets: dogs, birds, cats, horse, fish\ndrinks: tea, coffee, milk, beer, water",
        ),
        (
            "h7",
            "anglers: Fred, Gail, Hank, Iris\nfish: bass, carp, perch, trout\nweights (ordered): 2 pounds, 3 pounds, 4 pounds, 5 pounds\nlakes: Lake Ames, Lake Bly, Lake Cole, Lake Dunn",
        ),
        (
            "h8",
            "kids: Lily, Max, Nora, Owen\nages (ordered): 6, 7, 8, 9\ntoys: kite, yo-yo, robot, puzzle\nrooms: room 1, room 2, room 3, room 4",
        ),
        (
            "h10",
            "runners: Ava, Bo, Cy, Di\nshirts: red, blue, green, gray\nfinish (ordered): 1st, 2nd, 3rd, 4th",
        ),
        (
            "h12",
            "husbands: Carl, Doug, Ed, Frank\nwives: Gwen, Hope, Jill, Kay\nanniversaries (ordered): 5 years, 10 years, 15 years, 20 years",
        ),
    ];
    let sentences = [
        ("h2", "Oliver ordered 2 more drinks than Irene."),
        ("h2", "Oliver paid the second cheapest price."),
        ("h7", "Fred fished at Lake Ames 2 days after Hank."),
        ("h4", "The Dane lives next to the Norwegian and drinks tea."),
        (
            "h4",
            "The Brit lives somewhere left of the Dane and keeps dogs.",
        ),
        ("h7", "Gail caught a fish heavier than the carp."),
        ("h1", "Ann is older than the cook."),
        ("h8", "Max has 2 toys more than Nora."),
        ("h8", "Nora's room number is higher than Max's."),
        ("h1", "Ann, who is not the baker, lives in house 3."),
        ("h1", "The cook, who is not Bob, lives in house 3."),
        ("h1", "The person in house 2, who is not the smith, is Cat."),
        (
            "h1",
            "Dan, the person who is not the cook, lives in house 1.",
        ),
        ("h1", "Ann is not the baker but lives in house 1."),
        ("h1", "Cat is not the smith; she lives in house 2."),
        ("h1", "Bob is not the tailor, although he lives in house 3."),
        ("h1", "Ann is not in house 1, yet she is the cook."),
        ("h1", "The cook is not Bob, and he lives in house 2."),
        (
            "h3",
            "Miss Saffron did not bring the rope, but she was in the lobby.",
        ),
        ("h1", "Ann is not only the baker but also lives in house 2."),
        (
            "h1",
            "The person in house 1 is not the baker unless it is Ann.",
        ),
        ("h1", "If Ann is the baker, she lives in house 1."),
        ("h1", "only if"),
        ("h1", "unless"),
        ("h1", "provided"),
        ("h1", "…if she is the baker"),
        ("h1", "If the baker lives in house 1, then it is Ann."),
        (
            "h3",
            "The pool cue was in the pool unless Miss Saffron had it.",
        ),
        (
            "h3",
            "The rope was in the library if Coach Raspberry had it.",
        ),
        ("h1", "The baker is Ann, if it isn't Bob."),
        ("h1", "Ann could be the baker."),
        ("h1", "Ann might live in house 1."),
        ("h1", "Ann is probably the baker."),
        ("h1", "Ann claims she is the baker."),
        ("h1", "Ann is supposedly the baker."),
        ("h1", "Bob thinks that the cook lives in house 2."),
        ("h1", "Ann is the baker or Bob is the cook."),
        ("h1", "Bob is the baker or Cat is the cook."),
        ("h1", "Ann is the baker or Cat is."),
        ("h1", "Ann is the baker, or else Bob is."),
        ("h1", "The cook lives in house 1 or Bob does."),
        (
            "h3",
            "Sgt Gunmetal was seen with the person who had the dumbbell.",
        ),
        ("h3", "Coach Raspberry hated the person with the dumbbell."),
        (
            "h3",
            "Sgt Gunmetal accused the person in the pool of stealing the rope.",
        ),
        ("h7", "Lake Bly produced a fish twice as heavy as the carp."),
        ("h8", "Owen is twice as old as the kid in room 1."),
        ("h12", "Carl was Jill's best man."),
        (
            "h3",
            "None of the suspects in the gym had the poisoned tea.",
        ),
        ("h3", "None of the fish from Lake Cole was a trout."),
        (
            "h3",
            "None of the fish caught at Lake Ames weighed 5 pounds.",
        ),
        ("h3", "None of the anglers at Lake Bly caught a bass."),
        (
            "h3",
            "Sgt Gunmetal had the rope, and another suspect was in the gym.",
        ),
        (
            "h3",
            "Miss Saffron was in the gym; the rope was in another room.",
        ),
        (
            "h3",
            "Miss Saffron and Sgt Gunmetal were in different rooms from the dumbbell.",
        ),
        (
            "h1",
            "Two of the men, Bob and Dan, are the baker and the cook.",
        ),
        ("h1", "Everyone except Ann lives to the right of the smith."),
        ("h1", "Cat, unlike the smith, lives in house 3."),
        ("h7", "Fred and Gail did not both fish at Lake Ames."),
        ("h4", "The second house from the right is green."),
        ("h4", "…house second from the right"),
        ("h4", "fourth house from the right"),
        ("h4", "first house from the right"),
        ("h4", "The first house on the right is blue."),
        ("h4", "the last house but one"),
        ("h10", "…finished second to last."),
        ("h2", "second cheapest"),
        ("h2", "second lowest"),
        ("h2", "third cheapest"),
        ("h2", "second highest"),
        ("h2", "most expensive but one"),
        ("h2", "Irene paid at least $6.99."),
        ("h2", "Oliver paid over $5.99."),
        ("h2", "Perry paid under $6.99."),
        ("h2", "at most $1 more"),
        ("h2", "at least $2 more"),
    ];
    let mut read = Vec::new();
    for (h, sentence) in sentences {
        let header = headers
            .iter()
            .find(|(k, _)| *k == h)
            .map(|(_, t)| *t)
            .unwrap();
        if let Ok(puzzle) = Puzzle::parse(&format!("{header}\n1. {sentence}\n")) {
            let readings: Vec<String> = readings_of(&puzzle);
            read.push(format!("{sentence} -> {readings:?}"));
        }
    }
    assert!(read.is_empty(), "read, not refused:\n{}", read.join("\n"));
}

/// A sentence left with one name because a word is a misspelt item gets that item suggested,
/// lower case or not (`the rpoe`: did you mean `rope`?).
#[test]
fn a_misspelt_item_in_a_sentence_is_suggested() {
    let text = "suspects: Ann, Bob\nweapons: rope, knife\nAnn had the rpoe.\n";
    let error = Puzzle::parse(text).unwrap_err().render(false);
    assert!(error.contains("no item is named `rpoe`"), "{error}");
    assert!(error.contains("did you mean `rope`?"), "{error}");
}

/// Every reading of a puzzle's clues, in formula syntax, in file order.
fn readings_of(puzzle: &Puzzle) -> Vec<String> {
    gridsleuth::render::read::lines(puzzle)
        .into_iter()
        .flat_map(|l| l.readings)
        .collect()
}
