//! How many premises (cited clues and earlier steps) explanation steps rest on, over the
//! generated corpus docs/explanations.md reports on (4 sizes × 3 clue mixes × 100 seeds),
//! overall and per technique, as Markdown tables. Run with
//! `cargo run --release --example premises_report`.

use std::collections::BTreeMap;

use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::techniques::TechniqueId;
use gridsleuth::{Puzzle, explain};

/// 4 sizes × 3 clue mixes × 100 seeds.
fn corpus() -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    for seed in 0..100 {
        for (k, n) in [(3, 4), (4, 4), (4, 5), (5, 5)] {
            for mix in [ClueMix::Mixed, ClueMix::Indirect, ClueMix::Ordered] {
                let options = GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                };
                puzzles.push(generate(options).puzzle);
            }
        }
    }
    puzzles
}

fn main() {
    let puzzles = corpus();
    // Premises per step (cited clues + cited earlier steps), overall and per technique.
    let mut overall: BTreeMap<usize, usize> = BTreeMap::new();
    let mut by_technique: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for puzzle in &puzzles {
        for step in explain(puzzle).steps {
            if step.technique == TechniqueId::Search {
                continue;
            }
            let premises = step.clues.len() + step.steps.len();
            *overall.entry(premises).or_default() += 1;
            by_technique
                .entry(step.technique.id())
                .or_default()
                .push(premises);
        }
    }
    let total: usize = overall.values().sum();
    let mut seen = 0;
    let mut median = 0;
    for (&premises, &count) in &overall {
        if seen < total.div_ceil(2) && seen + count >= total.div_ceil(2) {
            median = premises;
        }
        seen += count;
    }
    println!(
        "{} puzzles, {total} steps; median premises per step {median}",
        puzzles.len()
    );
    println!("| premises | steps | share |\n|---|---|---|");
    for (premises, count) in &overall {
        println!(
            "| {premises} | {count} | {:.1}% |",
            100.0 * *count as f64 / total as f64
        );
    }
    println!("\n| technique | steps | mean | median | max |\n|---|---|---|---|---|");
    for (technique, mut counts) in by_technique {
        counts.sort();
        let mean = counts.iter().sum::<usize>() as f64 / counts.len() as f64;
        println!(
            "| {technique} | {} | {mean:.2} | {} | {} |",
            counts.len(),
            counts[(counts.len() - 1) / 2],
            counts[counts.len() - 1]
        );
    }
}
