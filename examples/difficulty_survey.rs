//! The distribution of difficulty scores and tiers over generated puzzles, size by size: the
//! figures docs/difficulty.md chooses the tier thresholds from. For each size and clue mix it
//! prints the score's percentiles (10, 25, 50, 75, 90, max), the tiers the rating gives, and
//! the tier of the hardest technique alone (the old rating) for comparison.
//!
//! Then, as a check of the scale against a label known by construction, it generates puzzles of
//! 4x4 and 5x5 with 0, 3, 6 and 9 in ten clues drawn as direct pairs (`generate_parts`; more
//! direct pairs make a puzzle easier for a person) and prints the median score per level and the
//! rank correlation (Spearman) of the score with the number of direct pairs drawn (negative: more
//! pairs, lower score).
//!
//! Run with `cargo run --release --example difficulty_survey [COUNT] [KxN …]` (default 30 seeds
//! of 3x3, 3x4, 4x4, 4x5, 5x5 and 6x5; a few minutes on one core). With `SURVEY_DUMP=DIR` the
//! direct-pair puzzles are also written to DIR with a `labels.txt` for `scripts/calibrate.py`.

use gridsleuth::generate::{ClueMix, GenerateOptions, generate, generate_parts, to_text_with};
use gridsleuth::{Puzzle, Tier, explain};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(30);
    let mut sizes: Vec<(usize, usize)> = args
        .iter()
        .skip(2)
        .filter_map(|s| {
            let (k, n) = s.split_once('x')?;
            Some((k.parse().ok()?, n.parse().ok()?))
        })
        .collect();
    if sizes.is_empty() {
        sizes = vec![(3, 3), (3, 4), (4, 4), (4, 5), (5, 5), (6, 5)];
    }
    println!(
        "size mix      n   p10   p25   p50   p75   p90   max  tiers (E/M/H/X/Ma/Ex)  hardest technique's tier"
    );
    for (k, n) in sizes {
        for mix in [ClueMix::Mixed, ClueMix::Ordered] {
            let mut scores = Vec::new();
            let mut tiers = [0usize; 6];
            let mut old = [0usize; 6];
            for seed in 0..count {
                let puzzle = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                })
                .puzzle;
                let explanation = explain(&puzzle);
                let rating = &explanation.rating;
                scores.push(rating.score);
                tiers[tier_index(rating.tier)] += 1;
                if let Some(t) = rating.hardest {
                    old[tier_index(t.tier())] += 1;
                }
                if std::env::var("SURVEY_LIST").is_ok() {
                    println!(
                        "  {k}x{n} {mix:?} seed {seed}: {} {}",
                        rating.tier, rating.score
                    );
                }
            }
            scores.sort_unstable();
            let at = |p: usize| scores[(scores.len() - 1) * p / 100];
            println!(
                "{k}x{n}  {:<8}{:>3} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5}  {:<22} {}",
                format!("{mix:?}"),
                scores.len(),
                at(10),
                at(25),
                at(50),
                at(75),
                at(90),
                at(100),
                show(&tiers),
                show(&old)
            );
        }
    }
    direct_pairs(count);
}

/// Median score per share of direct pairs, and Spearman(score, share).
fn direct_pairs(count: u64) {
    println!("\ndirect pairs (in ten): median score at 0 / 3 / 6 / 9, Spearman(score, pairs)");
    for (k, n) in [(4, 4), (5, 5)] {
        for mix in [ClueMix::Mixed, ClueMix::Ordered] {
            let mut points: Vec<(f64, f64)> = Vec::new();
            let mut medians = Vec::new();
            for direct in [0u8, 3, 6, 9] {
                let mut scores = Vec::new();
                for seed in 0..count {
                    let options = GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    };
                    let parts = generate_parts(options, direct);
                    let text = to_text_with(&parts.scales, n, &parts.clues);
                    let Ok(puzzle) = Puzzle::parse(&text) else {
                        continue;
                    };
                    if let Ok(dir) = std::env::var("SURVEY_DUMP") {
                        // A folder and labels file for scripts/calibrate.py (label: fewer
                        // direct pairs, harder).
                        let name = format!("{k}x{n}-{mix:?}-d{direct}-s{seed}.txt");
                        let _ = std::fs::write(format!("{dir}/{name}"), &text);
                        let line = format!("{name} {}\n", 9 - direct);
                        let labels = format!("{dir}/labels.txt");
                        let old = std::fs::read_to_string(&labels).unwrap_or_default();
                        let _ = std::fs::write(&labels, old + &line);
                    }
                    let score = explain(&puzzle).rating.score;
                    scores.push(score);
                    points.push((score as f64, direct as f64));
                }
                scores.sort_unstable();
                medians.push(scores.get(scores.len() / 2).copied().unwrap_or(0));
            }
            println!(
                "{k}x{n}  {:<8} {:>5} {:>5} {:>5} {:>5}   {:.3}",
                format!("{mix:?}"),
                medians[0],
                medians[1],
                medians[2],
                medians[3],
                spearman(&points)
            );
        }
    }
}

/// Rank correlation of the pairs' two values (ties get their average rank).
fn spearman(points: &[(f64, f64)]) -> f64 {
    fn ranks(values: &[f64]) -> Vec<f64> {
        let mut order: Vec<usize> = (0..values.len()).collect();
        order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
        let mut out = vec![0.0; values.len()];
        let mut i = 0;
        while i < order.len() {
            let mut j = i;
            while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
                j += 1;
            }
            for &o in &order[i..=j] {
                out[o] = (i + j) as f64 / 2.0 + 1.0;
            }
            i = j + 1;
        }
        out
    }
    let xs: Vec<f64> = points.iter().map(|p| p.0).collect();
    let ys: Vec<f64> = points.iter().map(|p| p.1).collect();
    let (rx, ry) = (ranks(&xs), ranks(&ys));
    let n = rx.len() as f64;
    let (mx, my) = (rx.iter().sum::<f64>() / n, ry.iter().sum::<f64>() / n);
    let cov: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - mx) * (b - my)).sum();
    let vx: f64 = rx.iter().map(|a| (a - mx).powi(2)).sum();
    let vy: f64 = ry.iter().map(|b| (b - my).powi(2)).sum();
    cov / (vx * vy).sqrt()
}

fn tier_index(tier: Tier) -> usize {
    Tier::ALL.iter().position(|&t| t == tier).unwrap_or(0)
}

fn show(counts: &[usize; 6]) -> String {
    counts
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join("/")
}
