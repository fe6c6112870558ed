//! The rating against publishers' labels (issue 18's measure): real Puzzle Baron puzzles filed
//! under the publisher's Easy / Moderate / Challenging (`tests/data/labelled/`, the set the
//! rating was looked at against, and `tests/data/labelled-holdout/`, kept apart). On each, the
//! rank correlation of the score and of the tier with the label is at least 0.75, and no puzzle
//! labelled Easy is rated above Hard. `scripts/calibrate.py` prints the same figures for any
//! labels file; this test keeps them from sliding back.

use gridsleuth::{Puzzle, Tier, explain};
use std::path::Path;

/// The labels file's puzzles: (file, label rank: easy 1, moderate 2, challenging 3).
fn labelled(folder: &str) -> Vec<(String, f64)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(folder);
    let text = std::fs::read_to_string(dir.join("labels.tsv")).expect("labels.tsv");
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
        .map(|line| {
            let mut words = line.split_whitespace();
            let file = words.next().expect("a file");
            let rank = match words.next().expect("a label") {
                "easy" => 1.0,
                "moderate" => 2.0,
                "challenging" => 3.0,
                other => panic!("unknown label {other}"),
            };
            (dir.join(file).to_string_lossy().into_owned(), rank)
        })
        .collect()
}

/// Ranks from 1, ties given their average rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let average = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = average;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation (Pearson's on the ranks, so ties are fair).
fn spearman(x: &[f64], y: &[f64]) -> f64 {
    let (rx, ry) = (ranks(x), ranks(y));
    let n = rx.len() as f64;
    let (mx, my) = (rx.iter().sum::<f64>() / n, ry.iter().sum::<f64>() / n);
    let cov: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - mx) * (b - my)).sum();
    let vx: f64 = rx.iter().map(|a| (a - mx).powi(2)).sum();
    let vy: f64 = ry.iter().map(|b| (b - my).powi(2)).sum();
    cov / (vx * vy).sqrt()
}

fn check(folder: &str) {
    let puzzles = labelled(folder);
    assert!(puzzles.len() >= 20, "{folder}: {} puzzles", puzzles.len());
    let mut labels = Vec::new();
    let mut scores = Vec::new();
    let mut tiers = Vec::new();
    for (file, label) in &puzzles {
        let text = std::fs::read_to_string(file).expect("puzzle");
        let rating = explain(&Puzzle::parse(&text).expect("parses")).rating;
        assert!(
            !(*label == 1.0 && rating.tier > Tier::Hard),
            "{file}: labelled easy, rated {}",
            rating.tier
        );
        labels.push(*label);
        scores.push(rating.score as f64);
        tiers.push(Tier::ALL.iter().position(|&t| t == rating.tier).unwrap() as f64);
    }
    let (by_score, by_tier) = (spearman(&scores, &labels), spearman(&tiers, &labels));
    assert!(
        by_score >= 0.75 && by_tier >= 0.75,
        "{folder}: Spearman(score, label) {by_score:.3}, Spearman(tier, label) {by_tier:.3}"
    );
}

#[test]
fn the_rating_ranks_publishers_labels() {
    check("labelled");
}

#[test]
fn the_rating_ranks_held_out_publishers_labels() {
    check("labelled-holdout");
}

#[test]
fn spearman_matches_a_hand_count() {
    // Ties averaged: x ranks 1, 2.5, 2.5, 4; y is in the same order, so ρ = 0.9487.
    let rho = spearman(&[1.0, 2.0, 2.0, 3.0], &[1.0, 2.0, 3.0, 4.0]);
    assert!((rho - 0.9487).abs() < 1e-3, "{rho}");
    assert!((spearman(&[3.0, 2.0, 1.0], &[1.0, 2.0, 3.0]) + 1.0).abs() < 1e-9);
}
