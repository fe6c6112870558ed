//! Random puzzles with a known, unique solution, for tests and benchmarks: a random answer grid,
//! then random clues that are true in it, added until the exhaustive solver finds one solution,
//! then thinned so no clue is redundant. Deterministic for a given seed.

use crate::model::{Clue, ClueOption, ItemId, Puzzle, Relation, Solution, Term};
use crate::solver::solve_clues;

/// Which clue shapes to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClueMix {
    /// Every shape: pairs, negatives, alternatives, `or`, multi-term `not`.
    Mixed,
    /// No direct pairs: mostly `not` and alternatives (harder for a search).
    Indirect,
}

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct GenerateOptions {
    pub categories: usize,
    pub items: usize,
    pub seed: u64,
    pub mix: ClueMix,
}

/// A generated puzzle and its answer.
#[derive(Debug, Clone)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: Solution,
    /// The puzzle in the file format.
    pub text: String,
}

/// A uniformly random answer grid (row `r` holds item `r` of the first category).
pub fn random_solution(rng: &mut fastrand::Rng, categories: usize, items: usize) -> Solution {
    let mut columns: Vec<Vec<usize>> = vec![(0..items).collect()];
    for _ in 1..categories {
        let mut column: Vec<usize> = (0..items).collect();
        rng.shuffle(&mut column);
        columns.push(column);
    }
    Solution::from_rows(
        (0..items)
            .map(|r| columns.iter().map(|col| col[r]).collect())
            .collect(),
    )
}

/// A random clue that holds in `solution`.
pub fn random_true_clue(
    rng: &mut fastrand::Rng,
    solution: &Solution,
    categories: usize,
    mix: ClueMix,
) -> ClueOptionSet {
    let n = solution.size();
    let item_at = |row: usize, c: usize| ItemId::new(c, solution.item_in_row(row, c));
    let two_categories = |rng: &mut fastrand::Rng| {
        let a = rng.usize(..categories);
        let mut b = rng.usize(..categories - 1);
        if b >= a {
            b += 1;
        }
        (a, b)
    };
    let shape = match mix {
        ClueMix::Mixed => rng.usize(..10),
        ClueMix::Indirect => 2 + rng.usize(..8),
    };
    let (ca, cb) = two_categories(rng);
    let row = rng.usize(..n);
    let other_row = |rng: &mut fastrand::Rng, not: usize| {
        let mut r = rng.usize(..n - 1);
        if r >= not {
            r += 1;
        }
        r
    };
    let a = item_at(row, ca);
    match shape {
        // A + B
        0 | 1 => vec![ClueOption::pair(a, item_at(row, cb), false)],
        // not A + B
        2..=4 => vec![ClueOption::pair(a, item_at(other_row(rng, row), cb), true)],
        // not A + (B | C)
        5 | 6 if n >= 3 => {
            let r1 = other_row(rng, row);
            let mut r2 = other_row(rng, row);
            while r2 == r1 {
                r2 = other_row(rng, row);
            }
            vec![ClueOption {
                negated: true,
                relation: Relation::Together,
                terms: vec![
                    Term::single(a),
                    Term {
                        alternatives: vec![item_at(r1, cb), item_at(r2, cb)],
                    },
                ],
            }]
        }
        // A + (B | C), one of them true
        7 => {
            let wrong = item_at(other_row(rng, row), cb);
            let mut alternatives = vec![item_at(row, cb), wrong];
            if rng.bool() {
                alternatives.swap(0, 1);
            }
            vec![ClueOption {
                negated: false,
                relation: Relation::Together,
                terms: vec![Term::single(a), Term { alternatives }],
            }]
        }
        // A + B or C + D, the first true
        8 => {
            let truth = ClueOption::pair(a, item_at(row, cb), false);
            let (cc, cd) = two_categories(rng);
            let r = rng.usize(..n);
            let maybe = ClueOption::pair(item_at(r, cc), item_at(other_row(rng, r), cd), false);
            if rng.bool() {
                vec![truth, maybe]
            } else {
                vec![maybe, truth]
            }
        }
        // not A + B + C over three categories, not all in one row
        _ if categories >= 3 => {
            let mut cc = rng.usize(..categories);
            while cc == ca || cc == cb {
                cc = rng.usize(..categories);
            }
            vec![ClueOption {
                negated: true,
                relation: Relation::Together,
                terms: vec![
                    Term::single(a),
                    Term::single(item_at(row, cb)),
                    Term::single(item_at(other_row(rng, row), cc)),
                ],
            }]
        }
        _ => vec![ClueOption::pair(a, item_at(other_row(rng, row), cb), true)],
    }
}

/// The options of one clue (joined by `or`).
pub type ClueOptionSet = Vec<ClueOption>;

/// Generates a puzzle with a unique solution and no redundant clue.
///
/// Panics never; sizes are clamped to at least 2 categories of 2 items and at most 26 × 64.
pub fn generate(options: GenerateOptions) -> Generated {
    let k = options.categories.clamp(2, 26);
    let n = options.items.clamp(2, 64);
    let mut rng = fastrand::Rng::with_seed(options.seed);
    let solution = random_solution(&mut rng, k, n);
    let mut clues: Vec<Clue> = Vec::new();
    let unique = |clues: &[Clue]| solve_clues(k, n, clues, 2).solutions.len() == 1;
    let mut next_check = 1;
    loop {
        let options = random_true_clue(&mut rng, &solution, k, options.mix);
        let clue = Clue {
            line: 0,
            text: String::new(),
            options,
        };
        if clues.contains(&clue) {
            continue;
        }
        clues.push(clue);
        if clues.len() >= next_check {
            if unique(&clues) {
                break;
            }
            next_check = clues.len() + 1 + clues.len() / 8;
        }
    }
    // Thin: drop each clue (in random order) whose removal keeps the solution unique.
    let mut order: Vec<usize> = (0..clues.len()).collect();
    rng.shuffle(&mut order);
    let mut keep = vec![true; clues.len()];
    for i in order {
        keep[i] = false;
        let subset: Vec<Clue> = clues
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(c, _)| c.clone())
            .collect();
        if !unique(&subset) {
            keep[i] = true;
        }
    }
    let kept: Vec<Clue> = clues
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(c, _)| c)
        .collect();
    let text = to_text(k, n, &kept);
    let puzzle = Puzzle::parse_named("<generated>", &text).expect("generated puzzles parse");
    Generated {
        puzzle,
        solution,
        text,
    }
}

/// The name of item `index` of category `category` in generated puzzles (`A1`, `B3`, …).
pub fn item_name(category: usize, index: usize) -> String {
    let letter = (b'A' + (category % 26) as u8) as char;
    format!("{letter}{}", index + 1)
}

/// Writes categories and clues in the file format.
pub fn to_text(categories: usize, items: usize, clues: &[Clue]) -> String {
    let mut out = String::new();
    for c in 0..categories {
        let names: Vec<String> = (0..items).map(|i| item_name(c, i)).collect();
        out.push_str(&format!(
            "{}: {}\n",
            (b'a' + (c % 26) as u8) as char,
            names.join(", ")
        ));
    }
    for clue in clues {
        out.push_str(&clue_text(clue));
        out.push('\n');
    }
    out
}

/// A clue in the file format, with generated item names.
pub fn clue_text(clue: &Clue) -> String {
    clue.options
        .iter()
        .map(|o| {
            let terms: Vec<String> = o
                .terms
                .iter()
                .map(|t| match &t.alternatives[..] {
                    [one] => item_name(one.category, one.index),
                    many => format!(
                        "({})",
                        many.iter()
                            .map(|i| item_name(i.category, i.index))
                            .collect::<Vec<_>>()
                            .join(" | ")
                    ),
                })
                .collect();
            format!(
                "{}{}",
                if o.negated { "not " } else { "" },
                terms.join(" + ")
            )
        })
        .collect::<Vec<_>>()
        .join(" or ")
}
