//! Criterion benchmarks of parsing and exhaustive solving. Run with `cargo bench --bench solver`;
//! figures are recorded in docs/performance.md.

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth::generate::{ClueMix, GenerateOptions, generate};
use sleuth::{Puzzle, solve};
use std::hint::black_box;

fn examples(c: &mut Criterion) {
    for name in ["murdle", "manor", "gallery"] {
        let path = format!("{}/examples/{name}.txt", env!("CARGO_MANIFEST_DIR"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        c.bench_function(&format!("parse/{name}"), |b| {
            b.iter(|| Puzzle::parse(black_box(&text)))
        });
        let puzzle = Puzzle::parse(&text).expect("example parses");
        c.bench_function(&format!("solve/{name}"), |b| {
            b.iter(|| solve(black_box(&puzzle), 1000))
        });
    }
}

fn generated(c: &mut Criterion) {
    for (k, n, mix) in [
        (4, 4, ClueMix::Mixed),
        (5, 5, ClueMix::Mixed),
        (5, 5, ClueMix::Indirect),
        (6, 6, ClueMix::Indirect),
        (8, 8, ClueMix::Indirect),
        (8, 10, ClueMix::Indirect),
    ] {
        let generated = generate(GenerateOptions {
            categories: k,
            items: n,
            seed: 7,
            mix,
        });
        let label = format!(
            "{k}x{n}-{}",
            if mix == ClueMix::Mixed {
                "mixed"
            } else {
                "indirect"
            }
        );
        c.bench_function(&format!("parse/generated-{label}"), |b| {
            b.iter(|| Puzzle::parse(black_box(&generated.text)))
        });
        c.bench_function(&format!("solve/generated-{label}"), |b| {
            b.iter(|| solve(black_box(&generated.puzzle), 1000))
        });
    }
}

criterion_group!(benches, examples, generated);
criterion_main!(benches);
