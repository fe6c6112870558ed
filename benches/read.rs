//! Criterion benchmarks of reading puzzles written in English (issue target: at most 1 ms a
//! puzzle): `syntax::parse_file` (the reader, with the formula parser for formula lines) and
//! `Puzzle::parse` (reading, then resolving and checking the clues) on every puzzle of
//! `tests/data/english/`, on the largest of them alone, and on a hostile file at the size
//! limits. Run with `cargo bench --bench read`.
//! Figures: docs/performance.md, "Reading English clues".

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsleuth::Puzzle;
use gridsleuth::syntax::{Source, parse_file};

fn puzzles() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/english");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("tests/data/english")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("puzzle");
            (p.file_name().unwrap().to_string_lossy().into_owned(), text)
        })
        .collect();
    files.sort();
    files
}

fn read(c: &mut Criterion) {
    let puzzles = puzzles();
    let mut group = c.benchmark_group("read");
    group.bench_function(format!("parse_file/all-{}", puzzles.len()), |b| {
        b.iter(|| {
            for (name, text) in &puzzles {
                black_box(parse_file(&Source::new(name.as_str(), text)));
            }
        })
    });
    group.bench_function(format!("Puzzle::parse/all-{}", puzzles.len()), |b| {
        b.iter(|| {
            for (name, text) in &puzzles {
                black_box(Puzzle::parse_named(name, text).expect("reads"));
            }
        })
    });
    let (name, largest) = puzzles
        .iter()
        .max_by_key(|(_, text)| text.len())
        .expect("a puzzle");
    group.bench_function(format!("Puzzle::parse/{name}"), |b| {
        b.iter(|| black_box(Puzzle::parse_named(name, largest).expect("reads")))
    });
    let hostile = hostile();
    group.sample_size(10);
    group.bench_function("parse_file/hostile-64x64-1MB", |b| {
        b.iter(|| black_box(parse_file(&Source::new("hostile", &hostile))))
    });
    group.finish();
}

/// A file at the size limits: 64 categories of 64 items, then lines of 4,000 bytes of random
/// item names and words of meaning, to 1 MB (none reads: every line is an error).
fn hostile() -> String {
    let mut rng = fastrand::Rng::with_seed(2);
    let mut text = String::new();
    for c in 0..64 {
        let items: Vec<String> = (0..64).map(|i| format!("i{c}x{i}")).collect();
        text.push_str(&format!("c{c}: {}\n", items.join(", ")));
    }
    let extra = ["not", "either", "or", "older", "than", "left", "of"];
    while text.len() < 1_000_000 - 4_100 {
        let mut line = String::new();
        while line.len() < 3_990 {
            if rng.u8(..10) == 0 {
                line.push_str(extra[rng.usize(..extra.len())]);
            } else {
                line.push_str(&format!("i{}x{}", rng.usize(..64), rng.usize(..64)));
            }
            line.push(' ');
        }
        text.push_str(line.trim_end());
        text.push_str(".\n");
    }
    text
}

criterion_group!(benches, read);
criterion_main!(benches);
