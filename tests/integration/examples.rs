//! The example puzzles keep the promises their comments make: how many solutions each has, that
//! every clue of the unique ones is needed, and that the 5 × 5 uses every clue shape.

use std::path::Path;

use gridsleuth::{Clue, Puzzle, solve};

fn example(name: &str) -> Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Puzzle::from_bytes(name, &bytes).unwrap_or_else(|e| panic!("{e}"))
}

/// The number of solutions, counting at most 100.
fn count(puzzle: &Puzzle) -> usize {
    solve(puzzle, 100).solutions.len()
}

/// The puzzle without clue `i`.
fn without(puzzle: &Puzzle, i: usize) -> Puzzle {
    let mut clues = puzzle.clues().to_vec();
    clues.remove(i);
    puzzle.with_clues(clues)
}

#[test]
fn every_example_file_parses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).expect("examples/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "txt") {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            example(&name);
            seen += 1;
        }
    }
    assert!(seen >= 5, "only {seen} example puzzles");
}

#[test]
fn sizes() {
    for (name, k, n) in [
        ("murdle.txt", 3, 3),
        ("manor.txt", 4, 4),
        ("gallery.txt", 5, 5),
        ("several.txt", 3, 3),
        ("contradiction.txt", 3, 3),
        ("zebra.txt", 6, 5),
        ("diner.txt", 4, 5),
    ] {
        let puzzle = example(name);
        assert_eq!((puzzle.category_count(), puzzle.size()), (k, n), "{name}");
    }
}

#[test]
fn unique_examples_need_every_clue() {
    for name in ["murdle.txt", "manor.txt", "gallery.txt", "diner.txt"] {
        let puzzle = example(name);
        assert_eq!(count(&puzzle), 1, "{name}");
        for (i, clue) in puzzle.clues().iter().enumerate() {
            assert!(
                count(&without(&puzzle, i)) > 1,
                "{name}: line {} (`{}`) is not needed",
                clue.line,
                clue.text
            );
        }
    }
}

/// The items in the row of `item` in a unique puzzle's solution.
fn row_with(puzzle: &Puzzle, item: &str) -> Vec<String> {
    let report = solve(puzzle, 2);
    assert_eq!(report.solutions.len(), 1);
    let gridsleuth::model::names::Lookup::Found(id) = puzzle.find_item(item) else {
        panic!("{item}")
    };
    let solution = &report.solutions[0];
    let row = solution.row_of(id).expect("placed");
    (0..puzzle.category_count())
        .map(|c| {
            let index = solution.item_in_row(row, c);
            puzzle.categories()[c].items[index].clone()
        })
        .collect()
}

#[test]
fn zebra_has_the_classic_answer() {
    let puzzle = example("zebra.txt");
    assert_eq!(
        row_with(&puzzle, "water"),
        ["house 1", "Norwegian", "yellow", "fox", "water", "Kools"]
    );
    assert_eq!(
        row_with(&puzzle, "zebra"),
        [
            "house 5",
            "Japanese",
            "green",
            "zebra",
            "coffee",
            "Parliaments"
        ]
    );
    // Fourteen clues, transcribed one per sentence 2-15.
    assert_eq!(puzzle.clues().len(), 14);
}

#[test]
fn diner_uses_differences_by_category_and_pairs() {
    let puzzle = example("diner.txt");
    assert_eq!(row_with(&puzzle, "Ann"), ["Ann", "$40", "25", "curry"]);
    let relations: Vec<&gridsleuth::Relation> = puzzle
        .clues()
        .iter()
        .flat_map(|c| c.options.iter().map(|o| &o.relation))
        .collect();
    let offsets = relations
        .iter()
        .filter(|r| matches!(r, gridsleuth::Relation::Compare(c) if matches!(c.kind, gridsleuth::CompareKind::Offset(_))))
        .count();
    assert!(offsets >= 2);
    assert!(relations.iter().any(|r| **r == gridsleuth::Relation::Pairs));
    assert!(puzzle.clues().iter().any(|c| c.text.contains(" by ")));
}

#[test]
fn several_has_three_solutions_until_one_more_clue() {
    let puzzle = example("several.txt");
    assert_eq!(count(&puzzle), 3);
    // The file's comment suggests `Ada + gold` to settle it.
    let text = format!("{}Ada + gold\n", puzzle.source().text());
    assert_eq!(count(&Puzzle::parse(&text).expect("parses")), 1);
}

#[test]
fn contradiction_needs_all_of_its_clues() {
    let puzzle = example("contradiction.txt");
    assert_eq!(count(&puzzle), 0);
    for (i, clue) in puzzle.clues().iter().enumerate() {
        assert!(
            count(&without(&puzzle, i)) > 0,
            "line {} (`{}`) is not needed for the contradiction",
            clue.line,
            clue.text
        );
        // Each clue is satisfiable alone.
        assert!(count(&puzzle.with_clues(vec![clue.clone()])) > 0);
    }
}

#[test]
fn gallery_uses_every_clue_shape() {
    let puzzle = example("gallery.txt");
    let clues = puzzle.clues();
    let any = |what: &str, test: &dyn Fn(&Clue) -> bool| {
        assert!(clues.iter().any(test), "gallery.txt has no {what}");
    };
    let single = |c: &Clue| c.options.len() == 1;
    let groups = |c: &Clue| c.options[0].terms.iter().any(|t| t.alternatives.len() > 1);
    any("plain pair", &|c| {
        single(c) && !c.options[0].negated && c.options[0].terms.len() == 2 && !groups(c)
    });
    any("`not A + B`", &|c| {
        single(c) && c.options[0].negated && c.options[0].terms.len() == 2 && !groups(c)
    });
    any("`A + (B | C)`", &|c| {
        single(c) && !c.options[0].negated && groups(c)
    });
    any("`not A + (B | C)`", &|c| {
        single(c) && c.options[0].negated && groups(c)
    });
    any("`A + B + C`", &|c| {
        single(c) && !c.options[0].negated && c.options[0].terms.len() == 3
    });
    any("`not A + B + C`", &|c| {
        single(c) && c.options[0].negated && c.options[0].terms.len() == 3
    });
    any("group mixing categories", &|c| {
        c.options.iter().flat_map(|o| &o.terms).any(|t| {
            t.alternatives
                .iter()
                .any(|a| a.category != t.alternatives[0].category)
        })
    });
    // The spelling of the file: synonyms and loose names.
    let texts: Vec<String> = clues.iter().map(|c| c.text.to_lowercase()).collect();
    let written = |what: &str, test: &dyn Fn(&str) -> bool| {
        assert!(texts.iter().any(|t| test(t)), "gallery.txt has no {what}");
    };
    written("`or`", &|t| t.contains(" or ") && !t.starts_with("either"));
    written("`either … or`", &|t| t.starts_with("either "));
    written("`&`", &|t| t.contains('&'));
    written("`|` group", &|t| t.contains('|'));
    written("comma group", &|t| t.contains(','));
    written("added `the`", &|t| t.starts_with("the violinist"));
    written("dropped `the`", &|t| {
        t.contains("rotunda") && !t.contains("the rotunda")
    });
    written("substring name", &|t| {
        t.contains("lemons") && !t.contains("still life")
    });
}
