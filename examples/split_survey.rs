//! Surveys how case splits and refutations start from the reader's grid, over puzzle files: of
//! the puzzles rated Expert and up, how many cases of a case split suppose something the grid
//! already rules out when the step is taken ("dead" cases), and how many lines inside cases
//! (case splits and contradictions, nested ones included) conclude only what the grid already
//! holds ("re-derived" lines). Run with
//! `cargo run --release --example split_survey FILE_OR_DIR …` (a directory stands for its
//! `*.txt` files); `SURVEY_SHOW=1` prints each dead case and re-derived line.

use std::path::{Path, PathBuf};

use gridsleuth::grid::{Grid, Mark};
use gridsleuth::techniques::{CaseChain, TechniqueId};
use gridsleuth::{Fact, Puzzle, Step, Tier, explain, settle_readings};

#[derive(Default)]
struct Counts {
    puzzles: usize,
    cases: usize,
    dead: usize,
    lines: usize,
    rederived: usize,
}

fn main() {
    let mut files: Vec<PathBuf> = Vec::new();
    for arg in std::env::args().skip(1) {
        let path = Path::new(&arg);
        if path.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(path)
                .expect("a readable directory")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "txt"))
                .collect();
            found.sort();
            files.extend(found);
        } else {
            files.push(path.to_path_buf());
        }
    }
    let show = std::env::var("SURVEY_SHOW").is_ok();
    let mut counts = Counts::default();
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(puzzle) = Puzzle::parse_named(&path.display().to_string(), &text) else {
            continue;
        };
        let puzzle = settle_readings(puzzle);
        let explanation = explain(&puzzle);
        if explanation.rating.tier < Tier::Expert {
            continue;
        }
        counts.puzzles += 1;
        let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
        for step in &explanation.steps {
            if !step.cases.is_empty() {
                survey(&path, step, &grid, &mut counts, show);
            }
            let facts = step.conclusions.iter().chain(&step.consequences);
            for &fact in facts.chain(step.parts.iter().flat_map(|p| &p.conclusions)) {
                let _ = grid.set(fact, step.number as u32);
            }
        }
    }
    let share = |n: usize, of: usize| 100.0 * n as f64 / of.max(1) as f64;
    println!(
        "{} puzzles rated Expert and up; case split cases: {} of which dead {} ({:.1}%); lines in cases: {} of which re-derived {} ({:.1}%)",
        counts.puzzles,
        counts.cases,
        counts.dead,
        share(counts.dead, counts.cases),
        counts.lines,
        counts.rederived,
        share(counts.rederived, counts.lines)
    );
}

/// Counts the cases and lines of `step`, taken on `grid`.
fn survey(path: &Path, step: &Step, grid: &Grid, counts: &mut Counts, show: bool) {
    let holds = |f: &Fact| grid.mark(f.a, f.b) == if f.together { Mark::Yes } else { Mark::No };
    let breaks = |f: &Fact| grid.mark(f.a, f.b) == if f.together { Mark::No } else { Mark::Yes };
    if step.technique == TechniqueId::CaseSplit {
        for case in &step.cases {
            counts.cases += 1;
            if case.assume.iter().any(breaks) {
                counts.dead += 1;
                if show {
                    println!(
                        "{} step {}: dead case {:?}",
                        path.display(),
                        step.number,
                        case.assume
                    );
                }
            }
        }
    }
    lines(path, step.number, &step.cases, &holds, counts, show);
}

/// Counts the lines of `cases` (and of the cases nested in them), and those whose conclusions
/// the grid already holds.
fn lines(
    path: &Path,
    number: usize,
    cases: &[CaseChain],
    holds: &dyn Fn(&Fact) -> bool,
    counts: &mut Counts,
    show: bool,
) {
    for case in cases {
        for line in &case.steps {
            counts.lines += 1;
            if !line.contradiction
                && !line.conclusions.is_empty()
                && line.conclusions.iter().all(holds)
            {
                counts.rederived += 1;
                if show {
                    println!(
                        "{} step {number}: re-derived: {}",
                        path.display(),
                        line.text.text()
                    );
                }
            }
            lines(path, number, &line.cases, holds, counts, show);
        }
    }
}
