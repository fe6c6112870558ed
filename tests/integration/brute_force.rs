//! The exhaustive solver against a naive brute force: on thousands of random small puzzles
//! (2–4 categories × 2–4 items, random clues of every shape, true or false), the solver finds
//! exactly the grids in which every `Clue::holds`. Also: its order is deterministic, and the
//! solution limit and `truncated` behave.

use gridsleuth::solver::solve_clues;
use gridsleuth::{Clue, ClueOption, ItemId, Solution, Term};

fn random_item(rng: &mut fastrand::Rng, k: usize, n: usize) -> ItemId {
    ItemId::new(rng.usize(..k), rng.usize(..n))
}

/// A term: usually one item; sometimes a group of 2–3 alternatives, from one category or mixed.
/// When `row` is given, the term holds in it (its first alternative is taken from it).
fn random_term(rng: &mut fastrand::Rng, k: usize, n: usize, row: Option<&[usize]>) -> Term {
    let first = match row {
        Some(row) => {
            let c = rng.usize(..k);
            ItemId::new(c, row[c])
        }
        None => random_item(rng, k, n),
    };
    let mut alternatives = vec![first];
    if rng.u8(..10) < 3 {
        for _ in 0..rng.usize(1..=2) {
            let other = if rng.bool() {
                ItemId::new(first.category, rng.usize(..n))
            } else {
                random_item(rng, k, n)
            };
            if !alternatives.contains(&other) {
                alternatives.push(other);
            }
        }
        rng.shuffle(&mut alternatives);
    }
    Term { alternatives }
}

/// An option of 1–3 terms. Half the time its terms are drawn from one row of `truth`, so
/// positive options tend to hold and the puzzle keeps some solutions.
fn random_option(rng: &mut fastrand::Rng, k: usize, n: usize, truth: &Solution) -> ClueOption {
    let negated = rng.u8(..10) < 4;
    let terms = match rng.u8(..10) {
        0 => 1,
        1..=6 => 2,
        _ => 3,
    };
    let row = (!negated && rng.bool()).then(|| truth.rows()[rng.usize(..n)].clone());
    ClueOption {
        negated,
        terms: (0..terms)
            .map(|_| random_term(rng, k, n, row.as_deref()))
            .collect(),
        relation: gridsleuth::model::Relation::Together,
    }
}

fn random_clue(rng: &mut fastrand::Rng, k: usize, n: usize, truth: &Solution) -> Clue {
    let options = match rng.u8(..10) {
        0..=6 => 1,
        7 | 8 => 2,
        _ => 3,
    };
    Clue {
        line: 0,
        text: String::new(),
        supposed: None,
        options: (0..options)
            .map(|_| random_option(rng, k, n, truth))
            .collect(),
    }
}

struct Case {
    k: usize,
    n: usize,
    clues: Vec<Clue>,
}

fn random_case(rng: &mut fastrand::Rng, grids: &[Vec<Vec<Solution>>]) -> Case {
    let k = rng.usize(2..=4);
    let n = rng.usize(2..=4);
    let truth = &grids[k][n][rng.usize(..grids[k][n].len())];
    // Roughly as many clues as a puzzle this size needs, give or take.
    let count = rng.usize(0..=k * n);
    let clues = (0..count).map(|_| random_clue(rng, k, n, truth)).collect();
    Case { k, n, clues }
}

/// `grids[k][n]`: every grid of that size, computed once.
fn grid_table() -> Vec<Vec<Vec<Solution>>> {
    (0..=4)
        .map(|k| {
            (0..=4)
                .map(|n| {
                    if (2..=4).contains(&k) && (2..=4).contains(&n) {
                        Solution::every(k, n)
                    } else {
                        Vec::new()
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn grid_enumeration_is_complete() {
    // (n!)^(k-1) grids, all different.
    for (k, n, expected) in [(2, 2, 2), (2, 4, 24), (3, 3, 36), (4, 4, 13824)] {
        let mut grids = Solution::every(k, n);
        assert_eq!(grids.len(), expected);
        grids.sort();
        grids.dedup();
        assert_eq!(grids.len(), expected);
    }
}

#[test]
fn solver_matches_brute_force() {
    const PUZZLES: usize = 4000;
    let grids = grid_table();
    let mut rng = fastrand::Rng::with_seed(0x5eed2);
    let mut outcomes = [0usize; 3];
    for case_number in 0..PUZZLES {
        let case = random_case(&mut rng, &grids);
        let mut expected: Vec<Solution> = grids[case.k][case.n]
            .iter()
            .filter(|g| case.clues.iter().all(|c| c.holds(g)))
            .cloned()
            .collect();
        let report = solve_clues(case.k, case.n, &case.clues, usize::MAX);
        let context = || {
            format!(
                "case {case_number}: {} categories × {} items, clues {:#?}",
                case.k, case.n, case.clues
            )
        };
        assert!(!report.truncated, "{}", context());
        let mut found = report.solutions.clone();
        found.sort();
        let before = found.len();
        found.dedup();
        assert_eq!(found.len(), before, "duplicate solutions in {}", context());
        expected.sort();
        assert_eq!(found, expected, "{}", context());
        outcomes[expected.len().min(2)] += 1;
    }
    // The generator must exercise every outcome, not only contradictions or open puzzles.
    for (outcome, &seen) in ["none", "one", "several"].iter().zip(&outcomes) {
        assert!(
            seen >= PUZZLES / 20,
            "only {seen} puzzles with {outcome} solutions: {outcomes:?}"
        );
    }
}

#[test]
fn solution_order_is_deterministic() {
    let grids = grid_table();
    let mut rng = fastrand::Rng::with_seed(77);
    for _ in 0..500 {
        let case = random_case(&mut rng, &grids);
        let first = solve_clues(case.k, case.n, &case.clues, usize::MAX);
        let second = solve_clues(case.k, case.n, &case.clues, usize::MAX);
        assert_eq!(first, second);
    }
}

#[test]
fn limit_and_truncated() {
    let grids = grid_table();
    let mut rng = fastrand::Rng::with_seed(1234);
    let mut truncations = 0;
    for _ in 0..600 {
        let case = random_case(&mut rng, &grids);
        let all: Vec<&Solution> = grids[case.k][case.n]
            .iter()
            .filter(|g| case.clues.iter().all(|c| c.holds(g)))
            .collect();
        let total = all.len();
        let mut limits = vec![1, 2, 3, 5];
        if total <= 50 {
            limits.extend([total, total + 1]);
        }
        for limit in limits {
            let report = solve_clues(case.k, case.n, &case.clues, limit);
            // `limit` of the solutions (which ones is up to the search), none twice.
            assert_eq!(
                report.solutions.len(),
                limit.min(total),
                "limit {limit} of {total}"
            );
            for solution in &report.solutions {
                assert!(all.contains(&solution), "limit {limit}: not a solution");
            }
            let mut distinct = report.solutions.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), report.solutions.len());
            assert_eq!(
                report,
                solve_clues(case.k, case.n, &case.clues, limit),
                "deterministic"
            );
            if total > limit {
                assert!(report.truncated, "limit {limit} of {total}: more exist");
                truncations += 1;
            }
            if total < limit {
                assert!(!report.truncated, "limit {limit} of {total}: all found");
            }
            // With exactly `limit` solutions the search may or may not say so: `truncated`
            // must be true when more exist, and may be true when it could not rule them out.
        }
    }
    assert!(
        truncations > 100,
        "too few truncated searches: {truncations}"
    );
    // A limit of 0 finds nothing.
    let report = solve_clues(3, 3, &[], 0);
    assert!(report.solutions.is_empty());
    assert!(report.truncated, "36 solutions, none listed");
}

/// Every grid of an empty puzzle is a solution, in a fixed order.
#[test]
fn no_clues_means_every_grid() {
    for (k, n) in [(2, 2), (2, 4), (3, 3), (4, 3)] {
        let report = solve_clues(k, n, &[], usize::MAX);
        let mut found = report.solutions.clone();
        found.sort();
        let mut expected = Solution::every(k, n);
        expected.sort();
        assert_eq!(found, expected, "{k} × {n}");
    }
}

/// The ordered categories of a random ordered case: each one's values, by category (`None` for
/// a plain category).
type Orders = Vec<Option<Vec<i64>>>;

/// One or two ordered categories, valued by position (1..n) or by increasing random numbers.
fn random_orders(rng: &mut fastrand::Rng, k: usize, n: usize) -> Orders {
    let mut orders: Orders = vec![None; k];
    let count = if k >= 3 && rng.u8(..10) < 3 { 2 } else { 1 };
    while orders.iter().flatten().count() < count {
        let c = rng.usize(..k);
        orders[c] = Some(if rng.bool() {
            (1..=n as i64).collect()
        } else {
            let mut value = rng.i64(-5..20);
            (0..n)
                .map(|_| {
                    value += rng.i64(1..=6);
                    value
                })
                .collect()
        });
    }
    orders
}

/// Two items for a comparison or a pair: usually from two given rows of `truth`, sometimes any.
fn two_items(
    rng: &mut fastrand::Rng,
    k: usize,
    n: usize,
    truth: &Solution,
    rows: (usize, usize),
) -> (ItemId, ItemId) {
    if rng.u8(..10) < 7 {
        let (ca, cb) = (rng.usize(..k), rng.usize(..k));
        (
            ItemId::new(ca, truth.item_in_row(rows.0, ca)),
            ItemId::new(cb, truth.item_in_row(rows.1, cb)),
        )
    } else {
        (random_item(rng, k, n), random_item(rng, k, n))
    }
}

/// A comparison option by one of the ordered categories, perhaps negated. Its kind is often
/// read off the positions of the rows its items come from, so it often holds in `truth`.
fn random_comparison(
    rng: &mut fastrand::Rng,
    k: usize,
    n: usize,
    truth: &Solution,
    orders: &Orders,
) -> ClueOption {
    use gridsleuth::model::{CompareKind, Comparison, Relation};
    let ordered: Vec<usize> = (0..k).filter(|&c| orders[c].is_some()).collect();
    let category = ordered[rng.usize(..ordered.len())];
    let values = orders[category].clone().unwrap_or_default();
    let (r1, r2) = (rng.usize(..n), rng.usize(..n));
    let (a, b) = two_items(rng, k, n, truth, (r1, r2));
    // Positions to read the kind off: the truth's, or random ones.
    let (i, j) = if rng.bool() {
        (
            truth.item_in_row(r1, category),
            truth.item_in_row(r2, category),
        )
    } else {
        (rng.usize(..n), rng.usize(..n))
    };
    let kind = match rng.u8(..8) {
        0 => CompareKind::Before,
        1 => CompareKind::After,
        2 | 3 => {
            let offset = values[i] - values[j];
            if offset != 0 {
                CompareKind::Offset(offset)
            } else {
                CompareKind::Offset(values[1] - values[0])
            }
        }
        4 => CompareKind::Apart(1),
        _ => CompareKind::Apart(i.abs_diff(j).max(1)),
    };
    ClueOption {
        negated: rng.u8(..10) < 3,
        terms: vec![Term::single(a), Term::single(b)],
        relation: Relation::Compare(Comparison {
            category,
            kind,
            values,
        }),
    }
}

/// `{A, B} = {C, D}`: usually A and C from one row of `truth`, B and D from another (in either
/// order on the right), sometimes any four items; perhaps negated.
fn random_pairs(rng: &mut fastrand::Rng, k: usize, n: usize, truth: &Solution) -> ClueOption {
    let r1 = rng.usize(..n);
    let r2 = (r1 + rng.usize(1..n)) % n;
    let (a, b) = two_items(rng, k, n, truth, (r1, r2));
    let (mut c, mut d) = two_items(rng, k, n, truth, (r1, r2));
    if rng.bool() {
        std::mem::swap(&mut c, &mut d);
    }
    ClueOption {
        negated: rng.u8(..10) < 3,
        terms: [a, b, c, d].into_iter().map(Term::single).collect(),
        relation: gridsleuth::model::Relation::Pairs,
    }
}

/// A clue of 1–3 options: together, comparison or pair options, mixed.
fn random_ordered_clue(
    rng: &mut fastrand::Rng,
    k: usize,
    n: usize,
    truth: &Solution,
    orders: &Orders,
) -> Clue {
    let options = match rng.u8(..10) {
        0..=5 => 1,
        6..=8 => 2,
        _ => 3,
    };
    Clue {
        line: 0,
        text: String::new(),
        supposed: None,
        options: (0..options)
            .map(|_| match rng.u8(..10) {
                0..=2 => random_option(rng, k, n, truth),
                3..=7 => random_comparison(rng, k, n, truth, orders),
                _ => random_pairs(rng, k, n, truth),
            })
            .collect(),
    }
}

/// The solver against brute force on random puzzles with ordered categories: comparison
/// (before, after, offset, apart; items of the ordered category itself too) and pair options
/// mixed with `together` ones, negated and joined by `or`. Also checks determinism.
#[test]
fn solver_matches_brute_force_with_comparisons() {
    const PUZZLES: usize = 1500;
    let grids = grid_table();
    let mut rng = fastrand::Rng::with_seed(0x04de5);
    let mut outcomes = [0usize; 3];
    let mut special = 0;
    for case_number in 0..PUZZLES {
        let k = rng.usize(2..=4);
        let n = rng.usize(2..=4);
        let truth = &grids[k][n][rng.usize(..grids[k][n].len())];
        let orders = random_orders(&mut rng, k, n);
        let count = rng.usize(0..=k * n);
        let clues: Vec<Clue> = (0..count)
            .map(|_| random_ordered_clue(&mut rng, k, n, truth, &orders))
            .collect();
        special += clues
            .iter()
            .flat_map(|c| &c.options)
            .filter(|o| !o.is_together())
            .count();
        let mut expected: Vec<Solution> = grids[k][n]
            .iter()
            .filter(|g| clues.iter().all(|c| c.holds(g)))
            .cloned()
            .collect();
        expected.sort();
        let report = solve_clues(k, n, &clues, usize::MAX);
        let context =
            || format!("case {case_number}: {k} categories × {n} items, clues {clues:#?}");
        assert!(!report.truncated, "{}", context());
        assert_eq!(report.solutions, expected, "{}", context());
        assert_eq!(
            report,
            solve_clues(k, n, &clues, usize::MAX),
            "deterministic"
        );
        let limit = rng.usize(..3);
        let limited = solve_clues(k, n, &clues, limit);
        assert_eq!(limited.solutions.len(), limit.min(expected.len()));
        assert!(limited.solutions.iter().all(|s| expected.contains(s)));
        outcomes[expected.len().min(2)] += 1;
    }
    for (outcome, &seen) in ["none", "one", "several"].iter().zip(&outcomes) {
        assert!(
            seen >= PUZZLES / 20,
            "only {seen} puzzles with {outcome} solutions: {outcomes:?}"
        );
    }
    assert!(
        special > PUZZLES * 3,
        "only {special} comparison and pair options"
    );
}

/// Count clues (`exactly K of: …`, statements with a count of true ones) against brute force:
/// on random puzzles with ordered categories, a random count over 1–5 random options (together,
/// comparison and pair, negated or not) holds on a grid exactly when all its clauses do, and
/// the solver, given the clauses and some plain clues, finds exactly the grids in which every
/// clue and `CountClue::holds`.
#[test]
fn counts_match_brute_force() {
    use gridsleuth::CountClue;
    const PUZZLES: usize = 600;
    let grids = grid_table();
    let mut rng = fastrand::Rng::with_seed(0xc0_47);
    let mut outcomes = [0usize; 3];
    for case_number in 0..PUZZLES {
        let k = rng.usize(2..=4);
        let n = rng.usize(2..=4);
        let truth = &grids[k][n][rng.usize(..grids[k][n].len())];
        let orders = random_orders(&mut rng, k, n);
        let size = rng.usize(1..=5);
        let options: Vec<ClueOption> = (0..size)
            .map(|_| match rng.u8(..10) {
                0..=4 => random_option(&mut rng, k, n, truth),
                5..=7 => random_comparison(&mut rng, k, n, truth, &orders),
                _ => random_pairs(&mut rng, k, n, truth),
            })
            .collect();
        let at_least = rng.usize(..=size);
        let at_most = rng.usize(at_least..=size);
        let count = CountClue {
            line: 1,
            text: "count".into(),
            options,
            statements: Vec::new(),
            at_least,
            at_most,
            liar_when: Vec::new(),
        };
        let clauses = count.clauses();
        assert_eq!(Some(clauses.len()), count.clause_count());
        for grid in &grids[k][n] {
            assert_eq!(
                count.holds(grid),
                clauses.iter().all(|c| c.holds(grid)),
                "case {case_number}: {count:#?} on {grid:?}"
            );
        }
        let plain = rng.usize(0..=k * n / 2);
        let mut clues: Vec<Clue> = (0..plain)
            .map(|_| random_ordered_clue(&mut rng, k, n, truth, &orders))
            .collect();
        let mut expected: Vec<Solution> = grids[k][n]
            .iter()
            .filter(|g| clues.iter().all(|c| c.holds(g)) && count.holds(g))
            .cloned()
            .collect();
        expected.sort();
        clues.extend(clauses);
        let report = solve_clues(k, n, &clues, usize::MAX);
        assert_eq!(
            report.solutions, expected,
            "case {case_number}: {k} × {n}, {count:#?}"
        );
        outcomes[expected.len().min(2)] += 1;
    }
    for (outcome, &seen) in ["none", "one", "several"].iter().zip(&outcomes) {
        assert!(
            seen >= PUZZLES / 20,
            "only {seen} puzzles with {outcome} solutions: {outcomes:?}"
        );
    }
}
