//! What each clue shape means, on a tiny puzzle of 3 categories × 3 items (36 grids): how many
//! grids it leaves, and which particular grids it accepts or rejects.

use gridsleuth::{ItemId, Puzzle, Solution};

const CATEGORIES: &str = "\
people: Ann, Bob, Cy
colours: red, green, blue
pets: cat, dog, fox
";

/// The puzzle with these clue lines.
fn puzzle(clues: &[&str]) -> Puzzle {
    let text = format!("{CATEGORIES}{}\n", clues.join("\n"));
    Puzzle::parse(&text).unwrap_or_else(|e| panic!("{e}"))
}

/// How many grids satisfy the clues, by the solver; checked against every grid by `Clue::holds`.
fn count(clues: &[&str]) -> usize {
    crate::support::agreed_count(&puzzle(clues), &format!("{clues:?}"))
}

/// A grid from rows of names, e.g. `["Ann red cat", "Bob green dog", "Cy blue fox"]`.
fn grid(rows: [&str; 3]) -> Solution {
    let p = puzzle(&[]);
    let mut table = vec![vec![0; 3]; 3];
    for row in rows {
        let items: Vec<ItemId> = row
            .split(' ')
            .map(|name| match p.find_item(name) {
                gridsleuth::model::names::Lookup::Found(item) => item,
                other => panic!("{name}: {other:?}"),
            })
            .collect();
        for item in &items {
            table[items[0].index][item.category] = item.index;
        }
    }
    Solution::from_rows(table)
}

/// Whether the clue lines accept the grid.
fn accepts(clues: &[&str], rows: [&str; 3]) -> bool {
    puzzle(clues).is_solution(&grid(rows))
}

#[test]
fn no_clues_leave_every_grid() {
    assert_eq!(count(&[]), 36);
}

#[test]
fn pair_means_same_row() {
    assert_eq!(count(&["Ann + red"]), 12);
    assert!(accepts(
        &["Ann + red"],
        ["Ann red fox", "Bob green dog", "Cy blue cat"]
    ));
    assert!(!accepts(
        &["Ann + red"],
        ["Ann green fox", "Bob red dog", "Cy blue cat"]
    ));
    // Neither item in the first category: still "some row holds both".
    assert_eq!(count(&["red + cat"]), 12);
    assert!(accepts(
        &["red + cat"],
        ["Ann blue dog", "Bob red cat", "Cy green fox"]
    ));
    assert!(!accepts(
        &["red + cat"],
        ["Ann red dog", "Bob blue cat", "Cy green fox"]
    ));
    // Order does not matter.
    assert_eq!(count(&["cat + red"]), 12);
}

#[test]
fn triple_means_one_row_holds_all_three() {
    assert_eq!(count(&["Ann + red + cat"]), 4);
    assert!(accepts(
        &["Ann + red + cat"],
        ["Ann red cat", "Bob green dog", "Cy blue fox"]
    ));
    // Each pair in some row is not enough.
    assert!(!accepts(
        &["Ann + red + cat"],
        ["Ann red dog", "Bob green cat", "Cy blue fox"]
    ));
}

#[test]
fn group_means_at_least_one_alternative() {
    assert_eq!(count(&["Ann + (red | green)"]), 24);
    assert!(accepts(
        &["Ann + (red | green)"],
        ["Ann green cat", "Bob red dog", "Cy blue fox"]
    ));
    assert!(!accepts(
        &["Ann + (red | green)"],
        ["Ann blue cat", "Bob red dog", "Cy green fox"]
    ));
    // Commas and `or` inside parentheses are the same as `|`.
    assert_eq!(count(&["Ann + (red, green)"]), 24);
    assert_eq!(count(&["Ann + (red or green)"]), 24);
    // A group may come first, and two groups may meet.
    assert_eq!(count(&["(Ann | Bob) + red"]), 24);
    // Ann and Bob cannot both be blue, so one of them is red or green: every grid.
    assert_eq!(count(&["(Ann | Bob) + (red | green)"]), 36);
    assert_eq!(count(&["(Ann | Bob) + (red | green) + cat"]), 4 * 4);
}

#[test]
fn not_pair_means_never_together() {
    assert_eq!(count(&["not Ann + red"]), 24);
    assert!(!accepts(
        &["not Ann + red"],
        ["Ann red cat", "Bob green dog", "Cy blue fox"]
    ));
    assert!(accepts(
        &["not Ann + red"],
        ["Ann green cat", "Bob red dog", "Cy blue fox"]
    ));
}

#[test]
fn not_triple_forbids_only_the_triple() {
    assert_eq!(count(&["not Ann + red + cat"]), 32);
    // Every pair of the three may still share a row.
    assert!(accepts(
        &["not Ann + red + cat"],
        ["Ann red dog", "Bob green cat", "Cy blue fox"]
    ));
    assert!(accepts(
        &["not Ann + red + cat"],
        ["Ann green cat", "Bob red dog", "Cy blue fox"]
    ));
    assert!(accepts(
        &["not Ann + red + cat"],
        ["Ann green dog", "Bob red cat", "Cy blue fox"]
    ));
    assert!(!accepts(
        &["not Ann + red + cat"],
        ["Ann red cat", "Bob green dog", "Cy blue fox"]
    ));
    // Not the same as forbidding the pairs.
    assert_eq!(
        count(&["not Ann + red", "not Ann + cat", "not red + cat"]),
        8,
        "pairwise apart is a different, stronger clue set"
    );
}

#[test]
fn not_group_means_none_of_the_alternatives() {
    assert_eq!(count(&["not Ann + (red | green)"]), 12);
    assert!(accepts(
        &["not Ann + (red | green)"],
        ["Ann blue cat", "Bob green dog", "Cy red fox"]
    ));
    assert!(!accepts(
        &["not Ann + (red | green)"],
        ["Ann green cat", "Bob blue dog", "Cy red fox"]
    ));
    assert_eq!(count(&["not Ann + (red, green)"]), 12);
    // `not` negates the whole option, so this is "neither red nor green", never "blue".
    assert_eq!(count(&["not Ann + (red | green)"]), count(&["Ann + blue"]));
}

#[test]
fn or_means_at_least_one_option() {
    // 12 + 12 grids, 6 of them with both.
    assert_eq!(count(&["Ann + red or Bob + green"]), 18);
    assert!(accepts(
        &["Ann + red or Bob + green"],
        ["Ann red cat", "Bob blue dog", "Cy green fox"]
    ));
    assert!(accepts(
        &["Ann + red or Bob + green"],
        ["Ann blue cat", "Bob green dog", "Cy red fox"]
    ));
    assert!(accepts(
        &["Ann + red or Bob + green"],
        ["Ann red cat", "Bob green dog", "Cy blue fox"]
    ));
    assert!(!accepts(
        &["Ann + red or Bob + green"],
        ["Ann green cat", "Bob red dog", "Cy blue fox"]
    ));
    // Synonyms.
    assert_eq!(count(&["Ann + red | Bob + green"]), 18);
    assert_eq!(count(&["either Ann + red or Bob + green"]), 18);
    assert_eq!(count(&["Ann & red or Bob & green"]), 18);
    // Options may be negated independently.
    assert_eq!(count(&["not Ann + red or Bob + green"]), 36 - 12 + 6);
    // Three options.
    assert_eq!(count(&["Ann + red or Ann + green or Ann + blue"]), 36);
}

#[test]
fn alternatives_may_mix_categories() {
    // Ann is red, or Ann has the cat (or both): 12 + 12 - 4.
    assert_eq!(count(&["Ann + (red | cat)"]), 20);
    assert!(accepts(
        &["Ann + (red | cat)"],
        ["Ann blue cat", "Bob green dog", "Cy red fox"]
    ));
    assert!(accepts(
        &["Ann + (red | cat)"],
        ["Ann red dog", "Bob green cat", "Cy blue fox"]
    ));
    assert!(!accepts(
        &["Ann + (red | cat)"],
        ["Ann blue dog", "Bob red cat", "Cy green fox"]
    ));
    // Negated: neither red nor the cat.
    assert_eq!(count(&["not Ann + (red | cat)"]), 16);
    // A group naming the first category too.
    assert_eq!(count(&["red + (Ann | cat)"]), 20);
}

#[test]
fn an_alternative_that_clashes_is_simply_never_chosen() {
    // `Ann + Bob` can never hold, so the group means `Ann + red`.
    assert_eq!(count(&["Ann + (Bob | red)"]), count(&["Ann + red"]));
    assert_eq!(count(&["not Ann + (Bob | red)"]), count(&["not Ann + red"]));
}

#[test]
fn a_negated_option_can_rule_out_everything() {
    // The rows with red and green would both need the fox.
    assert_eq!(count(&["not (red | green) + (cat | dog)"]), 0);
}

#[test]
fn repeated_names_change_nothing() {
    assert_eq!(count(&["Ann + (red | red)"]), 12);
    assert_eq!(count(&["Ann + red + red"]), 12);
    assert_eq!(count(&["Ann + red", "Ann + red"]), 12);
}

#[test]
fn loose_names_mean_the_same_items() {
    let strict = puzzle(&["Ann + red", "not Bob + (cat | fox)"]);
    let loose = puzzle(&["the ANN  +  Red", "not  bob + (the cat | FOX)"]);
    let strict_clues: Vec<_> = strict.clues().iter().map(|c| &c.options).collect();
    let loose_clues: Vec<_> = loose.clues().iter().map(|c| &c.options).collect();
    assert_eq!(strict_clues, loose_clues);
}

#[test]
fn clues_combine_by_and() {
    // Ann red; Bob not green, so Bob blue and Cy green; then pets: Cy not the cat.
    assert_eq!(count(&["Ann + red", "not Bob + green"]), 6);
    assert_eq!(count(&["Ann + red", "not Bob + green", "not Cy + cat"]), 4);
    assert_eq!(
        count(&["Ann + red", "not Bob + green", "not Cy + cat", "Ann + dog"]),
        1
    );
}

/// `Comparison::table`, built from each kind's shape, is `allows` asked of every pair.
#[test]
fn comparison_tables_are_what_allows_says() {
    use gridsleuth::model::{CompareKind, Comparison};
    for n in [1usize, 2, 3, 5, 6, 8, 63, 64] {
        let values: Vec<i64> = (0..n as i64).map(|v| v * 5 + (v % 3)).collect();
        let mut kinds = vec![CompareKind::Before, CompareKind::After];
        for k in [1usize, 2, 5, 63, 64] {
            kinds.push(CompareKind::Apart(k));
        }
        for k in [5i64, -5, 1, 11, -300] {
            kinds.push(CompareKind::Offset(k));
        }
        for kind in kinds {
            let c = Comparison {
                category: 0,
                kind,
                values: values.clone(),
            };
            for negated in [false, true] {
                let slow: Vec<u64> = (0..n)
                    .map(|i| {
                        (0..n)
                            .filter(|&j| c.allows(i, j) != negated)
                            .fold(0u64, |mask, j| mask | (1 << j))
                    })
                    .collect();
                assert_eq!(c.table(negated), slow, "{n} {kind:?} {negated}");
            }
        }
    }
}
