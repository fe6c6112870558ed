//! The engine sweep with counts and statements: random puzzles (the clues of
//! [`random_puzzle`]) with statements of several forms (a pair, a triple, a group, each perhaps
//! negated) by items of the first category, true in a solution of the clues except the
//! liar's, and one of: `exactly one statement is false`, a liar line (`the liar + X`, the liar
//! being whoever is with X), or a count of options (`exactly / at least / at most K of: …`).
//! Every explanation passes the checks of the other sweeps (sound, sufficient, minimal cited
//! premises, cases that replay, the solver's outcome), and liar cases fire on some of them.
//! A small run is part of the suite; `count_sweep_long` is the longer one.

use gridsleuth::{ItemId, Puzzle, Solution, TechniqueId, explain};

use crate::engine::{Failures, random_puzzle};

/// A random option about the puzzle's items, as text, that holds in `truth` exactly when
/// `holds` (its `not` is chosen to make it so).
fn option(rng: &mut fastrand::Rng, puzzle: &Puzzle, truth: &Solution, holds: bool) -> String {
    let (k, n) = (puzzle.category_count(), puzzle.size());
    let item = |rng: &mut fastrand::Rng, c: usize| ItemId::new(c, rng.usize(..n));
    let mut categories: Vec<usize> = (0..k).collect();
    rng.shuffle(&mut categories);
    let name = |i: ItemId| puzzle.item_name(i).to_string();
    let a = item(rng, categories[0]);
    let b = item(rng, categories[1]);
    let (text, together) = match rng.u8(..3) {
        // A triple: one row holds all three.
        0 if k >= 3 => {
            let c = item(rng, categories[2]);
            (
                format!("{} + {} + {}", name(a), name(b), name(c)),
                truth.together(a, b) && truth.together(a, c),
            )
        }
        // A group: a is with b or with b2 (of one category).
        1 if n >= 3 => {
            let b2 = ItemId::new(b.category, (b.index + 1 + rng.usize(..n - 1)) % n);
            (
                format!("{} + ({} | {})", name(a), name(b), name(b2)),
                truth.together(a, b) || truth.together(a, b2),
            )
        }
        _ => (format!("{} + {}", name(a), name(b)), truth.together(a, b)),
    };
    if together == holds {
        text
    } else {
        format!("not {text}")
    }
}

/// The puzzle text with statements and a count of one kind (by `seed`), consistent with `truth`.
fn with_counts(base: &Puzzle, truth: &Solution, seed: u64) -> String {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0xc0_5e);
    let (k, n) = (base.category_count(), base.size());
    let mut text = base.source().text().to_string();
    let speakers = n.min(4);
    match seed % 3 {
        // One liar, `exactly one statement is false`.
        0 => {
            let liar = rng.usize(..speakers);
            for s in 0..speakers {
                let said = option(&mut rng, base, truth, s != liar);
                text.push_str(&format!(
                    "\n{} says: {said}",
                    base.item_name(ItemId::new(0, s))
                ));
            }
            text.push_str("\nexactly one statement is false\n");
        }
        // A liar line: whoever is with `mark` lies.
        1 => {
            let mark = ItemId::new(rng.usize(1..k), rng.usize(..n));
            for s in 0..speakers {
                let speaker = ItemId::new(0, s);
                let lies = truth.together(speaker, mark);
                let said = option(&mut rng, base, truth, !lies);
                text.push_str(&format!("\n{} says: {said}", base.item_name(speaker)));
            }
            text.push_str(&format!("\nthe liar + {}\n", base.item_name(mark)));
        }
        // A count of options, exact or a bound that holds in `truth`.
        _ => {
            let size = rng.usize(2..=4);
            let holding: Vec<bool> = (0..size).map(|_| rng.bool()).collect();
            let options: Vec<String> = holding
                .iter()
                .map(|&h| option(&mut rng, base, truth, h))
                .collect();
            let true_ones = holding.iter().filter(|&&h| h).count();
            let count = match rng.u8(..3) {
                0 if true_ones > 0 => format!("at least {true_ones}"),
                1 if true_ones < size => format!("at most {true_ones}"),
                _ => format!("exactly {true_ones}"),
            };
            text.push_str(&format!("\n{count} of: {}\n", options.join("; ")));
        }
    }
    text
}

fn count_sweep(count: u64, sizes: &[(usize, usize)]) -> usize {
    let mut failures = Failures::default();
    let mut liar_steps = 0;
    let mut checked = 0;
    for seed in 0..count {
        for &(k, n) in sizes {
            let base = random_puzzle(seed, k, n, (k * n) / 3 + (seed as usize % 3));
            let report = gridsleuth::solve(&base, 1);
            let Some(truth) = report.solutions.first() else {
                continue;
            };
            let text = with_counts(&base, truth, seed);
            // A count that says nothing (`at least 0 of: …`) or an option that can never hold
            // is refused by lowering: those draws are skipped.
            let Ok(puzzle) = Puzzle::parse_named("<counts>", &text) else {
                continue;
            };
            checked += 1;
            liar_steps += explain(&puzzle)
                .steps
                .iter()
                .filter(|s| s.technique == TechniqueId::LiarCases)
                .count();
            failures.check(&puzzle, || format!("counts {k}x{n} seed {seed}\n{text}"));
        }
    }
    failures.assert_none();
    assert!(checked as u64 >= count, "only {checked} puzzles parsed");
    liar_steps
}

#[test]
fn count_explanations_are_sound_sufficient_and_replay() {
    let liar_steps = count_sweep(30, &[(3, 3), (3, 4), (4, 4)]);
    assert!(liar_steps >= 10, "liar cases fired only {liar_steps} times");
}

#[test]
#[ignore = "long soak: cargo test --release -- --ignored count_sweep_long"]
fn count_sweep_long() {
    count_sweep(600, &[(2, 3), (3, 3), (3, 4), (4, 4), (4, 5), (5, 5)]);
}
