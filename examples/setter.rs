//! Figures for `sleuth generate` and bulk `sleuth rate` (docs/performance.md).
//!
//! `cargo run --release --example setter tiers [SEEDS]`: for each size, ordered or not, and each
//! tier, how long `setter::set_puzzle` takes (median and max over SEEDS seeds, default 5) and
//! how many puzzles it tries; `-` when no puzzle of the tier was found in 200 attempts or 20 s.
//!
//! `cargo run --release --example setter write DIR [COUNT]`: writes COUNT (default 1000)
//! generated 5×5 puzzles (mixed clues, any tier) to DIR, to time
//! `target/release/sleuth rate DIR` on.

use std::time::{Duration, Instant};

use gridsleuth::generate::setter::{SetterOptions, Theme, set_puzzle};
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::{Deadline, Tier};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("write") => {
            let dir = args.get(2).map_or("rate-bench", String::as_str);
            let count: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1000);
            std::fs::create_dir_all(dir).expect("create the folder");
            for seed in 0..count {
                let mix = if seed % 2 == 0 {
                    ClueMix::Mixed
                } else {
                    ClueMix::Ordered
                };
                let generated = generate(GenerateOptions {
                    categories: 5,
                    items: 5,
                    seed,
                    mix,
                });
                std::fs::write(format!("{dir}/p{seed:04}.txt"), generated.text)
                    .expect("write a puzzle");
            }
        }
        _ => {
            let seeds: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5);
            println!("| Size | Ordered | Tier | Found | Median | Max | Attempts (median) |");
            println!("|---|---|---|---|---|---|---|");
            for (k, n) in [(3, 3), (3, 4), (4, 4), (4, 5), (5, 5), (6, 6)] {
                for ordered in [false, true] {
                    for tier in [Tier::Easy, Tier::Medium, Tier::Hard, Tier::Expert] {
                        let mut times = Vec::new();
                        let mut attempts = Vec::new();
                        for seed in 0..seeds {
                            let start = Instant::now();
                            let made = set_puzzle(&SetterOptions {
                                categories: k,
                                items: n,
                                tier,
                                ordered,
                                seed,
                                theme: Theme::Plain,
                                deadline: Deadline::after(Duration::from_secs(20)),
                                max_attempts: Some(200),
                            });
                            if let Ok(made) = made {
                                times.push(start.elapsed().as_secs_f64() * 1000.0);
                                attempts.push(made.attempts);
                            }
                        }
                        times.sort_by(f64::total_cmp);
                        attempts.sort();
                        let (median, max, tries) = if times.is_empty() {
                            ("-".to_string(), "-".to_string(), "-".to_string())
                        } else {
                            (
                                format!("{:.1} ms", times[times.len() / 2]),
                                format!("{:.1} ms", times[times.len() - 1]),
                                attempts[attempts.len() / 2].to_string(),
                            )
                        };
                        println!(
                            "| {k}×{n} | {} | {tier} | {}/{seeds} | {median} | {max} | {tries} |",
                            if ordered { "yes" } else { "no" },
                            times.len()
                        );
                    }
                }
            }
        }
    }
}
