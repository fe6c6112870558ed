//! Counts, over puzzle files, the look-ahead lines a reader would trip over: a line (not a
//! case's last) whose fact the reader's grid already contradicts, a line the grid already holds,
//! and a case whose supposition the grid already rules out.
//! Run with `cargo run --release --example reader_survey FILE…`.

use std::collections::HashSet;

use gridsleuth::techniques::CaseChain;
use gridsleuth::{Fact, Puzzle, explain};

fn main() {
    let (mut clash, mut known, mut dead, mut lines, mut cases) = (0, 0, 0, 0, 0);
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(puzzle) = Puzzle::parse(&text) else {
            continue;
        };
        let e = explain(&puzzle);
        let mut grid: HashSet<Fact> = HashSet::new();
        for step in &e.steps {
            let mut walk = |cs: &[CaseChain]| {
                for case in cs {
                    cases += 1;
                    if case.assume.iter().any(|f| {
                        grid.contains(&Fact {
                            together: !f.together,
                            ..*f
                        })
                    }) {
                        dead += 1;
                        println!("{path}: step {} supposes a ruled-out case", step.number);
                    }
                    let last = case.steps.len().saturating_sub(1);
                    for (i, s) in case.steps.iter().enumerate() {
                        lines += 1;
                        if i < last
                            && s.conclusions.iter().any(|f| {
                                grid.contains(&Fact {
                                    together: !f.together,
                                    ..*f
                                })
                            })
                        {
                            clash += 1;
                            println!(
                                "{path}: step {} line {} clashes with the grid ({} lines)",
                                step.number,
                                s.number,
                                case.steps.len()
                            );
                        }
                        if !s.contradiction
                            && !s.conclusions.is_empty()
                            && s.conclusions.iter().all(|f| grid.contains(f))
                        {
                            known += 1;
                            if std::env::var("SHOW_KNOWN").is_ok() {
                                println!(
                                    "{path}: step {} known line: {}",
                                    step.number,
                                    s.text.text()
                                );
                            }
                        }
                    }
                }
            };
            walk(&step.cases);
            for f in step.conclusions.iter().chain(&step.consequences) {
                grid.insert(*f);
                grid.insert(Fact {
                    a: f.b,
                    b: f.a,
                    together: f.together,
                });
            }
        }
    }
    println!("cases {cases}, lines {lines}: clash {clash}, known {known}, dead cases {dead}");
}
