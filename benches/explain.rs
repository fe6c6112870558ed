//! Criterion benchmarks of the explaining engine. Run with `cargo bench --bench explain`;
//! figures are recorded in docs/performance.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::{Puzzle, explain};

fn examples(c: &mut Criterion) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    for path in paths {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(puzzle) = Puzzle::parse(&text) else {
            continue;
        };
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        c.bench_function(&format!("explain/{name}"), |b| {
            b.iter(|| explain(black_box(&puzzle)))
        });
    }
}

fn generated(c: &mut Criterion) {
    let mut group = c.benchmark_group("explain/generated");
    group.sample_size(10);
    for (k, n) in [(4, 4), (5, 5), (6, 6), (8, 8)] {
        for mix in [ClueMix::Mixed, ClueMix::Indirect] {
            let puzzle = generate(GenerateOptions {
                categories: k,
                items: n,
                seed: 3,
                mix,
            })
            .puzzle;
            let label = format!(
                "{k}x{n}-{}",
                if mix == ClueMix::Mixed {
                    "mixed"
                } else {
                    "indirect"
                }
            );
            group.bench_function(&label, |b| b.iter(|| explain(black_box(&puzzle))));
        }
    }
    group.finish();
}

/// Generated puzzles chosen for the tier the engine rated them when they were picked, since the
/// time goes mostly to how hard a puzzle is: Hard ones never suppose anything, Expert ones
/// refute suppositions, Master ones (picked when that tier was clue sets) run the contradiction
/// search to its budget and then split cases, Extreme ones also spend the case-split budget
/// before search.
fn tiers(c: &mut Criterion) {
    let mut group = c.benchmark_group("explain/tier");
    group.sample_size(10);
    for (label, k, n, mix, seed) in [
        ("5x5-hard", 5, 5, ClueMix::Mixed, 0),
        ("5x5-expert", 5, 5, ClueMix::Indirect, 2),
        ("5x5-master", 5, 5, ClueMix::Indirect, 3),
        ("5x5-master-10", 5, 5, ClueMix::Indirect, 9),
        ("8x8-hard", 8, 8, ClueMix::Mixed, 7),
        ("8x8-master", 8, 8, ClueMix::Mixed, 5),
        ("8x8-extreme", 8, 8, ClueMix::Indirect, 3),
    ] {
        let puzzle = generate(GenerateOptions {
            categories: k,
            items: n,
            seed,
            mix,
        })
        .puzzle;
        group.bench_function(label, |b| b.iter(|| explain(black_box(&puzzle))));
    }
    group.finish();
}

/// Generated puzzles whose first category is a position (or a number) and whose clues compare
/// by it: `A < B`, `A = B + 2`, `A next to B`, pairs, with the plain shapes.
fn ordered(c: &mut Criterion) {
    let mut group = c.benchmark_group("explain/ordered");
    group.sample_size(20);
    for (k, n) in [(4, 4), (5, 5), (6, 6)] {
        let puzzle = generate(GenerateOptions {
            categories: k,
            items: n,
            seed: 3,
            mix: ClueMix::Ordered,
        })
        .puzzle;
        group.bench_function(format!("{k}x{n}"), |b| {
            b.iter(|| explain(black_box(&puzzle)))
        });
    }
    group.finish();
}

/// Issue 15's figure: a full explanation of a generated 7 × 6 ordered puzzle with hard steps
/// (seed 0 needs 6 case splits and no search; seed 8 needs 10 case splits and then search).
fn case_splits(c: &mut Criterion) {
    let mut group = c.benchmark_group("explain/case_split");
    group.sample_size(10);
    for seed in [0, 8] {
        let puzzle = generate(GenerateOptions {
            categories: 7,
            items: 6,
            seed,
            mix: ClueMix::Ordered,
        })
        .puzzle;
        group.bench_function(format!("7x6-ordered-seed{seed}"), |b| {
            b.iter(|| explain(black_box(&puzzle)))
        });
    }
    group.finish();
}

criterion_group!(benches, examples, generated, tiers, ordered, case_splits);
criterion_main!(benches);
