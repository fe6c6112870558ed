//! Criterion benchmarks of parsing and exhaustive solving: every `examples/*.txt` puzzle,
//! generated puzzles of growing size (built at start-up from a fixed seed; the `ordered` ones
//! have a position category and comparison clues), and the stored 8 × 10 puzzles in
//! `benches/data/`. Every solve asks for up to 1000 solutions, as `sleuth solve` does,
//! so a unique answer is proven unique.
//!
//! Run with `cargo bench --bench solver` (about three minutes); add a filter to run some, e.g.
//! `cargo bench --bench solver -- solve/`. The figures are recorded in docs/performance.md.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::{DEFAULT_MAX_SOLUTIONS, Puzzle, solve};

/// The `.txt` files of a directory, by name.
fn puzzle_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "txt"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Benchmarks parsing and solving one puzzle text.
fn parse_and_solve(c: &mut Criterion, label: &str, text: &str) {
    c.bench_function(&format!("parse/{label}"), |b| {
        b.iter(|| Puzzle::parse(black_box(text)))
    });
    let Ok(puzzle) = Puzzle::parse(text) else {
        eprintln!("{label}: does not parse, not solved");
        return;
    };
    c.bench_function(&format!("solve/{label}"), |b| {
        b.iter(|| solve(black_box(&puzzle), DEFAULT_MAX_SOLUTIONS))
    });
}

fn examples(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for path in puzzle_files(&dir) {
        let (Some(name), Ok(text)) = (path.file_stem(), std::fs::read_to_string(&path)) else {
            continue;
        };
        parse_and_solve(c, &name.to_string_lossy(), &text);
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
        (4, 4, ClueMix::Ordered),
        (5, 5, ClueMix::Ordered),
        (6, 6, ClueMix::Ordered),
    ] {
        let generated = generate(GenerateOptions {
            categories: k,
            items: n,
            seed: 7,
            mix,
        });
        let mix = match mix {
            ClueMix::Mixed => "mixed",
            ClueMix::Indirect => "indirect",
            ClueMix::Ordered => "ordered",
            ClueMix::Tangled => "tangled",
        };
        parse_and_solve(c, &format!("generated-{k}x{n}-{mix}"), &generated.text);
    }
}

fn stored(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data");
    for path in puzzle_files(&dir) {
        let (Some(name), Ok(text)) = (path.file_stem(), std::fs::read_to_string(&path)) else {
            continue;
        };
        parse_and_solve(c, &name.to_string_lossy(), &text);
    }
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = config();
    targets = examples, generated, stored
}
criterion_main!(benches);
