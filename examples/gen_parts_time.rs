//! Times the setter's candidate puzzles (drawing clues until they pin one answer, then thinning
//! them) without rating them: `cargo run --release --example gen_parts_time -- K N MIX SEEDS`
//! (MIX is `mixed`, `indirect`, `ordered` or `tangled`), printing the candidates made per second
//! and a checksum of their clues, so two builds can be compared for speed and sameness.

use gridsleuth::generate::{ClueMix, GenerateOptions, generate_parts, to_text};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: gen_parts_time K N MIX SEEDS";
    let k: usize = args.first().and_then(|s| s.parse().ok()).expect(usage);
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).expect(usage);
    let mix = match args.get(2).map(String::as_str) {
        Some("mixed") => ClueMix::Mixed,
        Some("indirect") => ClueMix::Indirect,
        Some("ordered") => ClueMix::Ordered,
        Some("tangled") => ClueMix::Tangled,
        _ => panic!("{usage}"),
    };
    let seeds: u64 = args.get(3).and_then(|s| s.parse().ok()).expect(usage);
    let start = std::time::Instant::now();
    let mut checksum = 0u64;
    let mut clues = 0;
    for seed in 0..seeds {
        let parts = generate_parts(
            GenerateOptions {
                categories: k,
                items: n,
                seed,
                mix,
            },
            0,
        );
        clues += parts.clues.len();
        for byte in to_text(k, n, &parts.clues).bytes() {
            checksum = checksum.wrapping_mul(31).wrapping_add(u64::from(byte));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{seeds} candidates {k}x{n}: {secs:.2} s, {:.0} a second, {clues} clues, checksum {checksum:016x}",
        seeds as f64 / secs
    );
}
