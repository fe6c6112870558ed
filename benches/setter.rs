//! Criterion benchmarks of `sleuth generate`: making a 5×5 puzzle rated Hard, for a few seeds
//! (the target is a median under 1 s). Run with `cargo bench --bench setter`; figures are
//! recorded in docs/performance.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use gridsleuth::generate::setter::{SetterOptions, Theme, set_puzzle};
use gridsleuth::{Deadline, Tier};

fn hard_5x5(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate/5x5-hard");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(3));
    for ordered in [false, true] {
        for seed in 1..=5u64 {
            let options = SetterOptions {
                categories: 5,
                items: 5,
                tier: Tier::Hard,
                ordered,
                seed,
                theme: Theme::Plain,
                deadline: Deadline::none(),
                max_attempts: Some(1000),
            };
            let name = if ordered { "ordered" } else { "plain" };
            group.bench_with_input(BenchmarkId::new(name, seed), &options, |b, options| {
                b.iter(|| set_puzzle(black_box(options)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, hard_5x5);
criterion_main!(benches);
