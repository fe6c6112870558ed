//! Criterion benchmarks of `sleuth check` (the library call `gridsleuth::analysis::check::check`) on generated
//! puzzles. Run with `cargo bench --bench check`.
//!
//! Figures (criterion middle estimate, `-- --warm-up-time 1 --measurement-time 5`, 2 cores
//! under load 5–7 from other builds, so inflated): 5×5 mixed 4.4 ms, 8×8 mixed 32.9 ms. These
//! puzzles have one solution and no redundant clue (the generator thins them), so the time is
//! one explanation for the rating (about 14 ms of the 8×8, see docs/performance.md) plus about
//! three solver runs per clue (implied test, minimal subset, dead `or` options); a redundant
//! clue adds one explanation each, and a puzzle with several solutions up to 40 explanations
//! to rate the suggested facts.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsleuth::analysis::check::{CheckOptions, check};
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};

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

/// Issue 23's `check` target (at most 1 s up to 10 × 10): the slowest of the generated 10 × 10
/// indirect puzzles (129 clues, each needed; seed 4 of the corpus).
fn large(c: &mut Criterion) {
    let mut group = c.benchmark_group("check/large");
    group.sample_size(10);
    let puzzle = generate(GenerateOptions {
        categories: 10,
        items: 10,
        seed: 4,
        mix: ClueMix::Indirect,
    })
    .puzzle;
    let options = CheckOptions::default();
    group.bench_function("10x10-indirect-seed4", |b| {
        b.iter(|| check(black_box(&puzzle), &options))
    });
    group.finish();
}

criterion_group!(benches, generated, large);
criterion_main!(benches);
