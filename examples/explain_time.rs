//! Times in-process explanations: for each puzzle file given, the least wall time of a few runs
//! of `gridsleuth::explain` (parsing left out), with the tier; with `--solve`, of the exhaustive
//! solver instead (`gridsleuth::solve` looking for a second solution, as `sleuth solve` does),
//! with its search nodes. The before/after tables in docs/performance.md come from it, run on
//! two builds one after the other:
//!
//! ```console
//! $ cargo run --release --example explain_time -- [--runs N] [--solve] FILE...
//! ```

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut runs = 3;
    if let Some(at) = args.iter().position(|a| a == "--runs") {
        runs = args
            .get(at + 1)
            .and_then(|n| n.parse().ok())
            .expect("--runs N");
        args.drain(at..at + 2);
    }
    let solve = args.iter().any(|a| a == "--solve");
    args.retain(|a| a != "--solve");
    for path in &args {
        let text = std::fs::read_to_string(path).expect("a readable puzzle file");
        let puzzle = gridsleuth::Puzzle::parse_named(path, &text).expect("a puzzle that parses");
        let mut best = f64::INFINITY;
        let mut what = String::new();
        for _ in 0..runs.max(1) {
            let start = std::time::Instant::now();
            what = if solve {
                let report = gridsleuth::solve(&puzzle, 1);
                format!("{} nodes", report.nodes)
            } else {
                gridsleuth::explain(&puzzle).rating.tier.to_string()
            };
            best = best.min(start.elapsed().as_secs_f64() * 1e3);
        }
        println!("{path}\t{best:.2} ms\t{what}");
    }
}
