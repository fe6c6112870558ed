//! Surveys hard steps over generated puzzles: for each size and clue mix, how many
//! explanations need a case split, a contradiction or search, how many steps cite more than 8
//! premises (clues + facts), and the explain time (median and worst). Run with
//! `cargo run --release --example case_survey [COUNT] [KxN …]` (default 20 seeds of 7x6).

use std::time::Instant;

use gridsleuth::explain;
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::techniques::TechniqueId;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let mut sizes: Vec<(usize, usize)> = args
        .iter()
        .skip(2)
        .filter_map(|s| {
            let (k, n) = s.split_once('x')?;
            Some((k.parse().ok()?, n.parse().ok()?))
        })
        .collect();
    if sizes.is_empty() {
        sizes.push((7, 6));
    }
    for (k, n) in sizes {
        for mix in [ClueMix::Ordered, ClueMix::Indirect] {
            let mut times = Vec::new();
            let (mut split, mut contra, mut search, mut steps, mut over) = (0, 0, 0, 0, 0);
            let mut worst = (0.0, 0);
            for seed in 0..count {
                let puzzle = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                })
                .puzzle;
                if std::env::var("CS_DUMP").ok() == Some(format!("{mix:?}-{seed}")) {
                    print!("{}", puzzle.source().text());
                    return;
                }
                let start = Instant::now();
                let explanation = explain(&puzzle);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                if ms > worst.0 {
                    worst = (ms, seed);
                }
                times.push(ms);
                let has = |t: TechniqueId| explanation.steps.iter().any(|s| s.technique == t);
                split += has(TechniqueId::CaseSplit) as usize;
                contra += has(TechniqueId::Contradiction) as usize;
                search += has(TechniqueId::Search) as usize;
                if has(TechniqueId::Search) && std::env::var("CS_LIST").is_ok() {
                    println!("  needs search: {mix:?}-{seed}");
                }
                for s in &explanation.steps {
                    if s.technique == TechniqueId::Search {
                        continue;
                    }
                    steps += 1;
                    if s.clues.len() + s.facts.len() > 8 {
                        over += 1;
                    }
                }
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{k}x{n} {mix:?}: {count} puzzles, case split in {split}, contradiction in {contra}, search in {search}; steps {steps}, over 8 premises {over}; explain median {:.1} ms, worst {:.1} ms (seed {})",
                times[times.len() / 2],
                worst.0,
                worst.1
            );
        }
    }
}
