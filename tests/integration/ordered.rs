//! Ordered categories and comparison clues: the values items get, which category a comparison
//! is about, what each comparison means (counted over every grid of a tiny puzzle, by the solver
//! and by `Clue::holds`), and the errors for comparisons that cannot be read.

use gridsleuth::{CompareKind, ErrorKind, Puzzle, Relation};

fn parse(text: &str) -> Puzzle {
    Puzzle::parse(text).unwrap_or_else(|e| panic!("{e}"))
}

/// How many of the 36 grids satisfy `clue` under `categories`; the solver must agree.
fn count(categories: &str, clue: &str) -> usize {
    crate::support::agreed_count(&parse(&format!("{categories}{clue}\n")), clue)
}

const POSITIONS: &str =
    "people: Ann, Bob, Cy\ncolours: red, green, blue\nspot (ordered): p1, p2, p3\n";
const PRICES: &str =
    "people: Ann, Bob, Cy\ncolours: red, green, blue\nprice (ordered): $10, $20, $40\n";

#[test]
fn each_comparison_means_what_the_format_says() {
    for (clue, grids) in [
        ("Ann < Bob", 18),
        ("Ann > Bob", 18),
        ("not Ann < Bob", 18),
        ("Ann = Bob + 1", 12),
        ("Ann = Bob - 1", 12),
        ("Ann = Bob + 2", 6),
        ("Ann next to Bob", 24),
        ("Ann ~ Bob", 24),
        ("Ann ~2 Bob", 12),
        ("not Ann next to Bob", 12),
        ("red < blue", 18),
        ("red < p2", 12),
        ("p3 > red", 24),
        ("red = p1 + 1", 12),
        ("{Ann, Bob} = {red, p3}", 8),
        ("not {Ann, Bob} = {red, p3}", 28),
        ("{Ann, red} = {p1, p2}", 8),
        ("Ann < Bob or Ann + red", 24),
        ("Ann < Bob by spot", 18),
    ] {
        assert_eq!(count(POSITIONS, clue), grids, "{clue}");
    }
}

#[test]
fn differences_use_values_and_distances_use_positions() {
    for (clue, grids) in [
        ("Ann = Bob + $20", 6),
        ("Ann = Bob + 20", 6),
        ("Bob = Ann - $20", 6),
        ("Ann = Bob + 30", 6),
        ("Ann < Bob", 18),
        ("Ann next to Bob", 24),
        ("Ann ~2 Bob", 12),
    ] {
        assert_eq!(count(PRICES, clue), grids, "{clue}");
    }
}

fn order_of(line: &str) -> (Vec<i64>, u32, bool) {
    let puzzle = parse(&format!("people: Ann, Bob, Cy\n{line}\n"));
    let order = puzzle.categories()[1].order.clone().expect("ordered");
    (order.values, order.decimals, order.numeric)
}

#[test]
fn values_come_from_numbers_or_positions() {
    assert_eq!(
        order_of("spot (ordered): p1, p2, p3"),
        (vec![1, 2, 3], 0, true)
    );
    assert_eq!(
        order_of("time (ordered): 8 am, 10 am, 13 h"),
        (vec![8, 10, 13], 0, true)
    );
    assert_eq!(
        order_of("price (ordered): $2.50, $3, $10"),
        (vec![250, 300, 1000], 2, true)
    );
    assert_eq!(
        order_of("temp (ordered): -5°, 0°, 5°"),
        (vec![-5, 0, 5], 0, true)
    );
    assert_eq!(
        order_of("slot (ordered): early, midday, late"),
        (vec![1, 2, 3], 0, false)
    );
    assert_eq!(
        order_of("place (ordered): 1st, second, 3rd"),
        (vec![1, 2, 3], 0, false)
    );
    assert_eq!(
        order_of("Rank (ORDERED): 100, 200, 300"),
        (vec![100, 200, 300], 0, true)
    );
    let plain = parse("people: Ann, Bob\nspot: p1, p2\n");
    assert!(plain.categories()[1].order.is_none());
}

#[test]
fn the_category_comes_from_by_the_only_one_or_an_item() {
    let two = "people: Ann, Bob, Cy\nspot (ordered): p1, p2, p3\nprice (ordered): $10, $20, $30\n";
    let category = |clue: &str| {
        let puzzle = parse(&format!("{two}{clue}\n"));
        match &puzzle.clues()[0].options[0].relation {
            Relation::Compare(c) => c.category,
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(category("Ann < Bob by spot"), 1);
    assert_eq!(category("Ann < Bob by PRICE"), 2);
    assert_eq!(category("Ann < p2"), 1);
    assert_eq!(category("$20 > Bob"), 2);
    assert_eq!(category("$20 > p1 by spot"), 1);
    let puzzle = parse(&format!("{PRICES}Ann = Bob - $10\n"));
    let Relation::Compare(c) = &puzzle.clues()[0].options[0].relation else {
        panic!()
    };
    assert_eq!(c.kind, CompareKind::Offset(-10));
}

/// The kinds and messages of the errors `clue` gets under `categories`.
fn errors(categories: &str, clue: &str) -> Vec<(ErrorKind, String)> {
    match Puzzle::parse(&format!("{categories}{clue}\n")) {
        Ok(_) => panic!("{clue} parsed"),
        Err(e) => e
            .diagnostics()
            .iter()
            .map(|d| (d.kind, d.message.clone()))
            .collect(),
    }
}

#[test]
fn comparisons_that_cannot_be_read_are_errors() {
    let two = "people: Ann, Bob, Cy\nspot (ordered): p1, p2, p3\nprice (ordered): $10, $20, $30\n";
    let plain = "people: Ann, Bob, Cy\ncolours: red, green, blue\n";
    use ErrorKind::*;
    let one = |kind: ErrorKind, message: &str| vec![(kind, message.to_string())];
    assert_eq!(
        errors(two, "Ann < Bob"),
        one(
            AmbiguousName,
            "this comparison does not say which ordered category it is about"
        )
    );
    assert_eq!(
        errors(plain, "Ann < Bob"),
        one(
            NotOrdered,
            "a comparison needs an ordered category, and this puzzle has none"
        )
    );
    assert_eq!(
        errors(two, "Ann < Bob by people"),
        one(NotOrdered, "category `people` is not ordered")
    );
    assert_eq!(
        errors(two, "Ann < Bob by weight"),
        one(UnknownName, "unknown category `weight`")
    );
    assert_eq!(
        errors(POSITIONS, "Ann < Ann"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(POSITIONS, "Ann = Bob + 3"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(POSITIONS, "p2 < p1"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(POSITIONS, "not p1 < p2"),
        // p1 < p2 always holds, so its `not` never does (issue 22).
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(POSITIONS, "not p2 < p1"),
        one(
            ImpossibleClue,
            "this `not` clue can never be broken, so it says nothing"
        )
    );
    assert_eq!(
        errors(PRICES, "Ann = Bob + 5"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(PRICES, "Ann = Bob + 2.5"),
        one(Syntax, "bad difference `2.5`")
    );
    assert_eq!(
        errors(POSITIONS, "{Ann, Ann} = {red, p1}"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors(POSITIONS, "{Ann, Bob} = {Cy, p1}"),
        one(ImpossibleClue, "this clue can never hold")
    );
    assert_eq!(
        errors("people: Ann, Bob\nprice (ordered): $20, $10\n", ""),
        one(
            BadCategory,
            "ordered category `price` must list its values from smallest to largest"
        )
    );
    // A fact about a player's grid is a pair, never a comparison.
    let puzzle = parse(POSITIONS);
    assert!(puzzle.parse_facts("facts", "Ann < Bob\n").is_err());
}
