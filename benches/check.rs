//! Criterion benchmarks of `sleuth check` (the library call `sleuth::check::check`) on generated
//! puzzles. Run with `cargo bench --bench check`; figures are in docs/performance.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth::check::{CheckOptions, check};
use sleuth::generate::{ClueMix, GenerateOptions, generate};

fn generated(c: &mut Criterion) {
    let mut group = c.benchmark_group("check/generated");
    group.sample_size(10);
    for (k, n) in [(5, 5), (8, 8)] {
        let puzzle = generate(GenerateOptions {
            categories: k,
            items: n,
            seed: 7,
            mix: ClueMix::Mixed,
        })
        .puzzle;
        let options = CheckOptions::default();
        group.bench_function(format!("{k}x{n}-mixed"), |b| {
            b.iter(|| check(black_box(&puzzle), &options))
        });
    }
    group.finish();
}

criterion_group!(benches, generated);
criterion_main!(benches);
