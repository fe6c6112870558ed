use gridsleuth::generate::{ClueMix, GenerateOptions, Names, generate_parts, to_text_named};
use gridsleuth::{Puzzle, Tier, explain};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let count: u64 = a[1].parse().unwrap();
    for s in &a[2..] {
        let (k, n) = s.split_once('x').unwrap();
        let (k, n): (usize, usize) = (k.parse().unwrap(), n.parse().unwrap());
        let bound = ((k - 1) * (n + 1)) as i64;
        let t_all = (k * (k - 1) / 2 * n) as i64;
        for direct in [4u8, 6, 8, 9, 10] {
            for (name, mix) in [("mixed", ClueMix::Mixed), ("indirect", ClueMix::Indirect)] {
                let mut best = i64::MIN;
                let mut minscore = u32::MAX;
                let mut beyond = 0;
                for seed in 0..count {
                    let parts = generate_parts(
                        GenerateOptions {
                            categories: k,
                            items: n,
                            seed,
                            mix,
                        },
                        direct,
                    );
                    let names = Names::generated(&parts.scales, n);
                    let text = to_text_named(&parts.scales, &names, &parts.clues);
                    let puzzle = Puzzle::parse(&text).unwrap();
                    let e = explain(&puzzle);
                    let mut seen = std::collections::BTreeSet::new();
                    let mut easy_only = true;
                    for step in &e.steps {
                        let parts: Vec<_> = if step.parts.is_empty() {
                            vec![step]
                        } else {
                            step.parts.iter().collect()
                        };
                        for p in parts {
                            if p.technique.tier() != Tier::Easy {
                                easy_only = false;
                            }
                            if !easy_only {
                                break;
                            }
                            for f in p.conclusions.iter().chain(&p.consequences) {
                                if f.together {
                                    seen.insert(*f);
                                }
                            }
                        }
                        if !easy_only {
                            break;
                        }
                    }
                    if easy_only {
                        continue;
                    }
                    beyond += 1;
                    let r = gridsleuth::explain::effort::reading(&puzzle) as i64;
                    let gain = 2 * seen.len() as i64 - r;
                    best = best.max(gain);
                    if gain > bound || (e.rating.score as i64) < 3 * t_all - bound {
                        println!(
                            "VIOLATION gain {gain} score {} {name} {k}x{n} direct {direct} seed {seed}",
                            e.rating.score
                        );
                    }
                    minscore = minscore.min(e.rating.score);
                }
                println!(
                    "{k}x{n} {name} direct {direct}: beyond-easy {beyond}, max gain {best}, bound {bound}, min score {minscore} vs {}",
                    3 * t_all - bound
                );
            }
        }
    }
}
