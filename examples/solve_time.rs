//! Times the exhaustive solver in-process: for each puzzle file given, the search nodes and the
//! least wall time of a few runs of `gridsleuth::solve` (parsing left out) looking for a second
//! solution, as `sleuth solve` does. The solver figures in docs/performance.md come from it:
//!
//! ```console
//! $ cargo run --release --example solve_time -- [--runs N] FILE...
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
    for path in &args {
        let text = std::fs::read_to_string(path).expect("a readable puzzle file");
        let puzzle = gridsleuth::Puzzle::parse_named(path, &text).expect("a puzzle that parses");
        let mut best = f64::INFINITY;
        let mut report = None;
        for _ in 0..runs.max(1) {
            let start = std::time::Instant::now();
            let solved = gridsleuth::solve(&puzzle, 1);
            best = best.min(start.elapsed().as_secs_f64() * 1e3);
            report = Some(solved);
        }
        let Some(report) = report else { continue };
        let found = match (report.solutions.len(), report.truncated) {
            (0, _) => "no solution",
            (1, false) => "one solution",
            _ => "several solutions",
        };
        println!("{path}\t{} nodes\t{best:.2} ms\t{found}", report.nodes);
    }
}
