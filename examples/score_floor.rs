//! How low a puzzle beyond the Easy techniques can score, against a conjectured floor:
//! `cargo run --release --example score_floor -- SEEDS KxN …`.
//!
//! The score charges every ✓ of the answer 1 when the Easy techniques find it and at least 3
//! otherwise, plus one per fact the clues state, so a puzzle scores at least 3·C(k,2)·n − gain,
//! where gain = 2 × (✓s the Easy techniques find) − (facts read). The conjecture: in a puzzle
//! with no redundant clue, gain ≤ (k − 1)(n + 1), which a spanning tree of k − 1 blocks, each
//! settled from n − 1 stated pairs, attains (docs/performance.md, stop 24). If it holds, no
//! 5 × 6, 5 × 7, 6 × 4 or 6 × 5 puzzle is Medium. This draws candidates as `generate` does, with
//! 4 to 9 direct pairs in ten (more direct pairs come nearer the floor), prints the highest gain
//! and lowest score seen per size and mix beside the floor, and a line for any candidate past it.

use gridsleuth::generate::{ClueMix, GenerateOptions, generate_parts, to_text_with};
use gridsleuth::{Puzzle, Tier, explain};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: score_floor SEEDS KxN ...";
    let seeds: u64 = args.first().and_then(|s| s.parse().ok()).expect(usage);
    for size in &args[1..] {
        let (k, n) = size.split_once('x').expect(usage);
        let (k, n): (usize, usize) = (k.parse().expect(usage), n.parse().expect(usage));
        let floor_gain = ((k - 1) * (n + 1)) as i64;
        let floor_score = 3 * (k * (k - 1) / 2 * n) as i64 - floor_gain;
        for (name, mix) in [("mixed", ClueMix::Mixed), ("indirect", ClueMix::Indirect)] {
            let (mut gain_max, mut score_min, mut counted) = (i64::MIN, i64::MAX, 0);
            for direct in [4u8, 6, 8, 9] {
                for seed in 0..seeds {
                    let options = GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    };
                    let parts = generate_parts(options, direct);
                    let text = to_text_with(&parts.scales, n, &parts.clues);
                    let puzzle = Puzzle::parse(&text).expect("a generated puzzle parses");
                    let explanation = explain(&puzzle);
                    let Some(gain) = easy_gain(&puzzle, &explanation) else {
                        continue;
                    };
                    counted += 1;
                    let score = i64::from(explanation.rating.score);
                    if gain > floor_gain || score < floor_score {
                        println!("PAST THE FLOOR: {k}x{n} {name} direct {direct} seed {seed}");
                    }
                    gain_max = gain_max.max(gain);
                    score_min = score_min.min(score);
                }
            }
            println!(
                "{k}x{n} {name}: {counted} candidates beyond Easy; highest gain {gain_max} (floor \
                 {floor_gain}), lowest score {score_min} (floor {floor_score})"
            );
        }
    }
}

/// 2 × (✓s found before the first step beyond the Easy techniques) − facts read; `None` when
/// every step is Easy.
fn easy_gain(puzzle: &Puzzle, explanation: &gridsleuth::Explanation) -> Option<i64> {
    let mut found = std::collections::BTreeSet::new();
    for step in &explanation.steps {
        let parts: Vec<_> = if step.parts.is_empty() {
            vec![step]
        } else {
            step.parts.iter().collect()
        };
        for part in parts {
            if part.technique.tier() != Tier::Easy {
                let read = i64::from(gridsleuth::explain::effort::reading(puzzle));
                return Some(2 * found.len() as i64 - read);
            }
            let facts = part.conclusions.iter().chain(&part.consequences);
            found.extend(facts.filter(|f| f.together).copied());
        }
    }
    None
}
