//! Times `explain` and `solve` on generated puzzles, grouped by the tier the engine rates them.
//! Run with `cargo run --release --example timing [COUNT]` (default 10 puzzles per size and mix);
//! the figures in docs/performance.md come from it.

use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    for (k, n) in [(4, 4), (5, 5), (6, 6), (8, 8)] {
        for mix in [ClueMix::Mixed, ClueMix::Indirect] {
            let mut by_tier: std::collections::BTreeMap<String, Vec<(f64, f64)>> =
                Default::default();
            for seed in 0..count {
                let puzzle = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                })
                .puzzle;
                let t = std::time::Instant::now();
                let e = gridsleuth::explain(&puzzle);
                let te = t.elapsed().as_secs_f64() * 1000.0;
                let t = std::time::Instant::now();
                let _ = gridsleuth::solve(&puzzle, 1000);
                let ts = t.elapsed().as_secs_f64() * 1000.0;
                by_tier
                    .entry(format!("{}", e.rating.tier))
                    .or_default()
                    .push((te, ts));
            }
            let parts: Vec<String> = by_tier
                .iter()
                .map(|(t, v)| {
                    let mut e: Vec<f64> = v.iter().map(|x| x.0).collect();
                    e.sort_by(|a, b| a.partial_cmp(b).unwrap());
                    let s: f64 = v.iter().map(|x| x.1).sum::<f64>() / v.len() as f64;
                    format!(
                        "{t} x{}: explain median {:.2} max {:.2} / solve mean {:.2}",
                        v.len(),
                        e[e.len() / 2],
                        e[e.len() - 1],
                        s
                    )
                })
                .collect();
            println!("{k}x{n} {mix:?}: {}", parts.join(" | "));
        }
    }
}
