//! Writes the generated timing corpus: `cargo run --release --example corpus DIR [SEEDS] [SIZES]`
//! writes `DIR/KxN-MIX-seedS.txt` for seeds 0..SEEDS (default 5), both clue mixes, and the sizes
//! given as a comma-separated list (default `4x4,5x5,6x6,8x8,8x10,10x10,12x12`). It also writes
//! `DIR/KxN-MIX-seedS.answer` (one row of item indices per item of the first category), which
//! `scripts/bench-peers.sh` uses to check that every solver found the same answer, and
//! `DIR/KxN-MIX-seedS.json`, the clues as data for the peers' encodings: `{"k", "n", "clues":
//! [[{"not": bool, "terms": [[[category, index], …alternatives], …]}, …options], …]}`, each
//! option meaning "one row holds every term" (the only relation of these two mixes).

use gridsleuth::Relation;
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use serde_json::{Value, json};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args.get(1).expect("usage: corpus DIR [SEEDS] [SIZES]");
    let seeds: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5);
    let sizes = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| "4x4,5x5,6x6,8x8,8x10,10x10,12x12".to_string());
    std::fs::create_dir_all(dir).expect("create the folder");
    for size in sizes.split(',') {
        let (k, n) = size.split_once('x').expect("sizes read KxN");
        let (k, n): (usize, usize) = (k.parse().expect("K"), n.parse().expect("N"));
        for mix in [ClueMix::Mixed, ClueMix::Indirect] {
            let name = match mix {
                ClueMix::Mixed => "mixed",
                _ => "indirect",
            };
            for seed in 0..seeds {
                let generated = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                });
                let stem = format!("{dir}/{k}x{n}-{name}-seed{seed}");
                std::fs::write(format!("{stem}.txt"), &generated.text).expect("write a puzzle");
                let answer: Vec<String> = (0..n)
                    .map(|row| {
                        (0..k)
                            .map(|c| generated.solution.item_in_row(row, c).to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                std::fs::write(format!("{stem}.answer"), answer.join("\n") + "\n")
                    .expect("write an answer");
                let clues: Vec<Value> = generated
                    .puzzle
                    .clues()
                    .iter()
                    .map(|clue| {
                        let options: Vec<Value> = clue
                            .options
                            .iter()
                            .map(|option| {
                                assert!(option.relation == Relation::Together, "{stem}");
                                let terms: Vec<Value> = option
                                    .terms
                                    .iter()
                                    .map(|t| {
                                        t.alternatives
                                            .iter()
                                            .map(|a| json!([a.category, a.index]))
                                            .collect()
                                    })
                                    .collect();
                                json!({"not": option.negated, "terms": terms})
                            })
                            .collect();
                        Value::Array(options)
                    })
                    .collect();
                let doc = json!({"k": k, "n": n, "clues": clues});
                std::fs::write(format!("{stem}.json"), doc.to_string()).expect("write the clues");
            }
        }
    }
}
