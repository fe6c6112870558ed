//! Liar lines (`the liar + X`: each statement is false exactly when its speaker is with X; also
//! `not the liar + X` and `the liar + (X | Y)`) and
//! statements of more than one cell, against the exhaustive meaning written here apart from the
//! crate: random 3 × 3 puzzles written as text, parsed, and every grid checked. The solver must
//! find exactly the grids where every statement's truth is the opposite of "its speaker is with
//! X" (and the plain clues hold), and the explaining engine's answer must be that one when it is
//! unique (its steps are checked for soundness by the engine sweeps; see `engine.rs`).

use gridsleuth::{ItemId, Puzzle, Solution, explain, solve};

const NAMES: [[&str; 3]; 3] = [
    ["Ann", "Ben", "Cara"],
    ["cat", "dog", "fox"],
    ["hall", "study", "garden"],
];

/// A statement as generated: a pair, a negated pair, a triple or a negated triple of items
/// (category, index).
#[derive(Debug, Clone)]
struct Said {
    negated: bool,
    items: Vec<(usize, usize)>,
}

impl Said {
    fn text(&self) -> String {
        let names: Vec<&str> = self.items.iter().map(|&(c, i)| NAMES[c][i]).collect();
        format!(
            "{}{}",
            if self.negated { "not " } else { "" },
            names.join(" + ")
        )
    }

    /// What it means, written out: some row holds every item (or, negated, none does).
    fn holds(&self, grid: &Solution) -> bool {
        let together = (0..3).any(|row| {
            self.items
                .iter()
                .all(|&(c, i)| grid.item_in_row(row, c) == i)
        });
        together != self.negated
    }
}

fn random_said(rng: &mut fastrand::Rng) -> Said {
    let triple = rng.bool();
    let mut items = vec![(0, rng.usize(..3)), (1, rng.usize(..3))];
    if triple {
        items.push((2, rng.usize(..3)));
    } else if rng.bool() {
        items[1] = (2, rng.usize(..3));
    }
    rng.shuffle(&mut items);
    Said {
        negated: rng.u8(..3) == 0,
        items,
    }
}

#[test]
fn liar_lines_match_their_meaning() {
    const PUZZLES: usize = 300;
    let grids = Solution::every(3, 3);
    let mut rng = fastrand::Rng::with_seed(0x11a7);
    let mut unique = 0;
    let mut explained_by_liar_cases = 0;
    for case in 0..PUZZLES {
        // Two or three speakers (people), each saying one thing; the liar is whoever is with
        // `mark` (a pet or a place); a few plain clues.
        let speakers: Vec<usize> = if rng.bool() {
            vec![0, 1, 2]
        } else {
            vec![0, 2]
        };
        let said: Vec<Said> = speakers.iter().map(|_| random_said(&mut rng)).collect();
        let mark = (rng.usize(1..3), rng.usize(..3));
        let plain: Vec<Said> = (0..rng.usize(0..3))
            .map(|_| Said {
                negated: rng.bool(),
                items: vec![(0, rng.usize(..3)), (rng.usize(1..3), rng.usize(..3))],
            })
            .collect();
        let mut text = String::from(
            "people: Ann, Ben, Cara\npets: cat, dog, fox\nplaces: hall, study, garden\n",
        );
        for (s, said) in speakers.iter().zip(&said) {
            text.push_str(&format!("{} says: {}\n", NAMES[0][*s], said.text()));
        }
        // The line's form: `the liar + X`, `not the liar + X` or `the liar + (X | Y)`.
        let form = rng.u8(..3);
        let other = (mark.0, (mark.1 + 1) % 3);
        let line = match form {
            0 => format!("the liar + {}", NAMES[mark.0][mark.1]),
            1 => format!("not the liar + {}", NAMES[mark.0][mark.1]),
            _ => format!(
                "the liar + ({} | {})",
                NAMES[mark.0][mark.1], NAMES[other.0][other.1]
            ),
        };
        text.push_str(&format!("{line}\n"));
        for p in &plain {
            text.push_str(&format!("{}\n", p.text()));
        }
        // Options that can never hold are refused by lowering: skip those puzzles.
        let Ok(puzzle) = Puzzle::parse(&text) else {
            continue;
        };
        let meaning = |grid: &Solution| {
            speakers.iter().zip(&said).all(|(&s, said)| {
                let with =
                    |(c, i): (usize, usize)| grid.together(ItemId::new(0, s), ItemId::new(c, i));
                let liar = match form {
                    0 => with(mark),
                    1 => !with(mark),
                    _ => with(mark) || with(other),
                };
                said.holds(grid) != liar
            }) && plain.iter().all(|p| p.holds(grid))
        };
        let mut expected: Vec<Solution> = grids.iter().filter(|g| meaning(g)).cloned().collect();
        expected.sort();
        let mut by_holds: Vec<Solution> = grids
            .iter()
            .filter(|g| puzzle.is_solution(g))
            .cloned()
            .collect();
        by_holds.sort();
        assert_eq!(by_holds, expected, "case {case}: Clue::holds\n{text}");
        let mut found = solve(&puzzle, 100).solutions;
        found.sort();
        assert_eq!(found, expected, "case {case}: the solver\n{text}");
        if expected.len() == 1 {
            unique += 1;
            let explanation = explain(&puzzle);
            assert_eq!(explanation.solutions, expected, "case {case}\n{text}");
            if explanation
                .steps
                .iter()
                .any(|s| s.technique == gridsleuth::TechniqueId::LiarCases)
            {
                explained_by_liar_cases += 1;
            }
        }
    }
    assert!(unique >= 20, "only {unique} puzzles with one solution");
    assert!(
        explained_by_liar_cases >= 5,
        "liar cases explained only {explained_by_liar_cases} puzzles"
    );
}

fn file(path: &str) -> Puzzle {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let text = std::fs::read_to_string(&full).expect("readable");
    Puzzle::parse_named(path, &text).expect("parses")
}

/// The published Murdle liar puzzle (21 May 2025): explained without search, Dean Glaucous is
/// the liar (the murderer) with the war poetry at the statue of Lord Violet. Its explanation is
/// read as a player's (snapshot).
#[test]
fn murdle_liar_puzzle_is_explained() {
    let puzzle = file("tests/data/real/murdle-2025-05-21.txt");
    let explanation = explain(&puzzle);
    assert!(!explanation.needs_search(), "{explanation}");
    assert_eq!(explanation.solutions.len(), 1);
    let dean = ItemId::new(0, 0);
    let solution = &explanation.solutions[0];
    assert!(solution.together(dean, ItemId::new(1, 1)), "war poetry");
    assert!(
        solution.together(dean, ItemId::new(2, 0)),
        "statue of Lord Violet"
    );
    assert!(
        explanation
            .steps
            .iter()
            .any(|s| s.technique == gridsleuth::TechniqueId::LiarCases),
        "{explanation}"
    );
    insta::assert_snapshot!("murdle_2025_05_21", explanation.to_string());
}

/// `examples/murderer.txt`: the murderer (whoever was in the graveyard) lies, and two of the
/// statements are of three items. Liar cases suppose "Deacon Verdigris lies" as the clue
/// `not Sister Lapis + holy water + barracks` read inside the case, and the answer follows
/// without search or a supposed cell.
#[test]
fn the_murderer_lies_with_statements_of_several_cells() {
    let puzzle = file("examples/murderer.txt");
    let explanation = explain(&puzzle);
    assert!(!explanation.needs_search(), "{explanation}");
    assert_eq!(explanation.solutions.len(), 1);
    let liar = explanation
        .steps
        .iter()
        .find(|s| s.technique == gridsleuth::TechniqueId::LiarCases)
        .expect("liar cases");
    assert!(
        liar.chain.iter().any(|l| l.text().contains(
            "the case (Deacon Verdigris lies: `not Sister Lapis + holy water + barracks`)"
        )),
        "{explanation}"
    );
    assert!(
        explanation
            .steps
            .iter()
            .all(|s| s.technique < gridsleuth::TechniqueId::Contradiction)
    );
    insta::assert_snapshot!("murderer_example", explanation.to_string());
}

/// When one way of a liar line is left, the step says why each other way fails: a way that
/// clashes with the one-to-one rule by itself, and the grid facts that rule out the rest.
#[test]
fn one_way_left_says_why_the_others_fail() {
    let text = "suspects: Colonel Mustard, Lady Violet, Chef Aubergine\n\
                weapons: rope, candlestick, poisoned tea\n\
                rooms: study, kitchen, garden\n\
                Colonel Mustard says: Lady Violet + kitchen\n\
                Lady Violet says: not Chef Aubergine + rope\n\
                Chef Aubergine says: Colonel Mustard + candlestick + study\n\
                the liar + poisoned tea\n\
                not Lady Violet + garden\n\
                rope + garden\n\
                not Colonel Mustard + garden\n";
    let puzzle = Puzzle::parse(text).unwrap();
    let explanation = explain(&puzzle);
    assert!(!explanation.needs_search(), "{explanation}");
    let shown = explanation.to_string();
    assert!(
        shown.contains(
            "only one way is left: Lady Violet is the liar (Colonel Mustard cannot be the liar: \
             then Colonel Mustard's weapon is the candlestick and the poisoned tea, which cannot \
             both hold; any other way clashes with the grid: Chef Aubergine's weapon is the rope"
        ),
        "{shown}"
    );
}
