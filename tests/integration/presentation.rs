//! The presentation options of `explain`: gathering the clue facts (the default; `--ungrouped`
//! turns it off) changes only how the first clue facts
//! are shown (the rating and every later step stay as they were, renumbered), and every set
//! `--alternatives` shows forces the step's conclusions, is minimal, and is not the step's own.
//! Checked on the examples, the catalog puzzles, generated puzzles and random ones (with one,
//! several or no solutions); the command line is snapshotted on the Murdle example.

use gridsleuth::solver::entailment::{Dimensions, forces};
use gridsleuth::techniques::TechniqueId;
use gridsleuth::{Clue, ExplainOptions, Explanation, Fact, Outcome, Puzzle, Step, explain_with};
use insta_cmd::assert_cmd_snapshot;

use super::cli::sleuth;
use super::engine::{puzzles_in, random_ordered_puzzle, random_puzzle};

fn grouped(puzzle: &Puzzle) -> Explanation {
    explain_with(
        puzzle,
        &ExplainOptions {
            group_simple: true,
            ..ExplainOptions::default()
        },
    )
}

fn with_alternatives(puzzle: &Puzzle, group_simple: bool) -> Explanation {
    explain_with(
        puzzle,
        &ExplainOptions {
            group_simple,
            alternatives: Some(gridsleuth::explain::alternatives::DEFAULT_CAP),
            ..ExplainOptions::default()
        },
    )
}

/// Generated puzzles of every clue mix, and random ones (which may have several solutions or
/// none, so that grouping also meets clashing clue facts).
fn generated(seeds: u64, sizes: &[(usize, usize)]) -> Vec<Puzzle> {
    let mut puzzles = crate::engine::generated_every_mix(seeds, sizes);
    for seed in 0..seeds {
        for &(k, n) in sizes {
            puzzles.push(random_puzzle(seed, k, n, 2 * n + 2));
            puzzles.push(random_ordered_puzzle(seed, k, n, 2 * n + 2));
        }
    }
    puzzles
}

fn examples() -> Vec<Puzzle> {
    let mut puzzles = puzzles_in("examples", false);
    puzzles.extend(puzzles_in("techniques", true));
    puzzles
}

/// Checks the gathered clue facts on one puzzle against the ungrouped explanation; returns whether it
/// grouped anything.
fn check_grouping(puzzle: &Puzzle) -> bool {
    let plain = explain_with(
        puzzle,
        &ExplainOptions {
            group_simple: false,
            ..ExplainOptions::default()
        },
    );
    let group = grouped(puzzle);
    let context = || {
        format!(
            "{}\n--- plain\n{plain}\n--- grouped\n{group}",
            puzzle.source().text()
        )
    };
    // The same rating; only its breakdown follows the moves shown (the grouped step is one
    // move, so a clue fact the answer does not need is in it rather than in the rest).
    let rating = |r: &gridsleuth::Rating| {
        let mut r = r.clone();
        r.effort.moves.clear();
        r.effort.hardest = None;
        r.effort.rest = 0;
        r
    };
    assert_eq!(
        rating(&group.rating),
        rating(&plain.rating),
        "{}",
        context()
    );
    assert_eq!(group.outcome, plain.outcome, "{}", context());
    assert_eq!(group.solutions, plain.solutions, "{}", context());
    assert_eq!(group.truncated, plain.truncated, "{}", context());
    let parts = group.steps.first().map_or(0, |s| s.parts.len());
    if parts == 0 {
        // Nothing to gather (no clue fact, or just one): the same explanation.
        assert_eq!(group.steps, plain.steps, "{}", context());
        return false;
    }
    // Step 1 gathers the first clue-fact steps, every one of them, as they were.
    let first = &group.steps[0];
    assert!(parts >= 2, "{}", context());
    assert_eq!(first.number, 1);
    assert_eq!(first.technique, TechniqueId::ClueFact);
    assert_eq!(first.technique_name(), "clue facts");
    for (part, original) in first.parts.iter().zip(&plain.steps) {
        assert_eq!(original.technique, TechniqueId::ClueFact, "{}", context());
        assert!(!original.contradiction, "{}", context());
        assert_eq!(part.conclusions, original.conclusions, "{}", context());
        assert_eq!(part.consequences, original.consequences, "{}", context());
        assert_eq!(part.clues, original.clues, "{}", context());
        assert_eq!(part.headline, original.headline, "{}", context());
        assert_eq!(part.reason, original.reason, "{}", context());
    }
    if let Some(next) = plain.steps.get(parts) {
        assert!(
            next.technique != TechniqueId::ClueFact || next.contradiction,
            "a clue fact was left out of the group\n{}",
            context()
        );
    }
    let mut all: Vec<Fact> = plain.steps[..parts]
        .iter()
        .flat_map(|s| s.conclusions.iter().copied())
        .collect();
    all.sort();
    assert_eq!(first.conclusions, all, "{}", context());
    for line in first.chain.iter().map(|l| l.text()) {
        assert!(
            line.contains("(clue line ") || line.contains("(clue ") || line.contains(": clue "),
            "{line}"
        );
    }
    // Every later step is the same, numbered `parts - 1` lower, citing the group as step 1.
    let shift = parts - 1;
    let renumber = |n: usize| if n <= parts { 1 } else { n - shift };
    assert_eq!(
        group.steps.len(),
        plain.steps.len() - shift,
        "{}",
        context()
    );
    for (later, original) in group.steps[1..].iter().zip(&plain.steps[parts..]) {
        assert_eq!(later.number, original.number - shift, "{}", context());
        assert_eq!(later.technique, original.technique, "{}", context());
        assert_eq!(later.conclusions, original.conclusions, "{}", context());
        assert_eq!(later.consequences, original.consequences, "{}", context());
        assert_eq!(later.contradiction, original.contradiction, "{}", context());
        assert_eq!(later.clues, original.clues, "{}", context());
        assert_eq!(later.facts, original.facts, "{}", context());
        let mut cited: Vec<usize> = original.steps.iter().map(|&n| renumber(n)).collect();
        cited.dedup();
        assert_eq!(later.steps, cited, "{}", context());
    }
    // `why` still finds the steps behind every fact of the answer.
    if group.outcome == Outcome::Solved {
        for fact in group.steps.iter().flat_map(|s| &s.conclusions) {
            let support = group.support_for(*fact);
            assert!(!support.is_empty(), "{}", context());
            assert!(!group.slice(&support).is_empty());
        }
    }
    true
}

#[test]
fn group_simple_keeps_the_rating_and_every_later_step() {
    let mut puzzles = examples();
    puzzles.extend(generated(12, &[(3, 3), (3, 4), (4, 4), (4, 5), (5, 5)]));
    let grouped = puzzles.iter().filter(|p| check_grouping(p)).count();
    // The check must have met groups, not only puzzles with nothing to gather.
    assert!(
        grouped * 2 > puzzles.len(),
        "{grouped} of {}",
        puzzles.len()
    );
}

#[test]
fn group_simple_is_deterministic() {
    let puzzle = Puzzle::parse(include_str!("../../examples/gallery.txt")).unwrap();
    assert_eq!(grouped(&puzzle).to_string(), grouped(&puzzle).to_string());
}

/// The facts a set of premises (clue indices, step numbers) holds, and its clues.
fn premises<'a>(
    puzzle: &'a Puzzle,
    explanation: &Explanation,
    clues: &[usize],
    steps: &[usize],
) -> (Vec<&'a Clue>, Vec<Fact>) {
    let clues = clues.iter().map(|&c| &puzzle.clues()[c]).collect();
    let facts = steps
        .iter()
        .flat_map(|&n| {
            let step: &Step = &explanation.steps[n - 1];
            step.conclusions.iter().chain(&step.consequences).copied()
        })
        .collect();
    (clues, facts)
}

/// Checks every alternative of one explanation; returns how many there were.
fn check_alternatives(puzzle: &Puzzle, explanation: &Explanation) -> usize {
    let dims = Dimensions {
        categories: puzzle.category_count(),
        items: puzzle.size(),
    };
    let context = || format!("{}\n{explanation}", puzzle.source().text());
    let mut count = 0;
    for step in &explanation.steps {
        let looked = !(step.contradiction
            || step.technique == TechniqueId::Search
            || !step.parts.is_empty()
            || step.conclusions.is_empty()
            || explanation.outcome == Outcome::NoSolution);
        assert_eq!(step.alternatives.is_some(), looked, "{}", context());
        let Some(found) = &step.alternatives else {
            continue;
        };
        assert!(found.sets.len() <= gridsleuth::explain::alternatives::DEFAULT_CAP);
        assert!(!found.more || found.sets.len() == gridsleuth::explain::alternatives::DEFAULT_CAP);
        let goals = &step.conclusions;
        for (i, set) in found.sets.iter().enumerate() {
            count += 1;
            let what = || format!("step {} alternative {}\n{}", step.number, i + 1, context());
            // Well formed: clue lines match, earlier steps only, sorted, none repeated.
            let lines: Vec<usize> = set.clues.iter().map(|&c| puzzle.clues()[c].line).collect();
            assert_eq!(set.clue_lines, lines, "{}", what());
            assert!(
                set.steps.iter().all(|&n| n >= 1 && n < step.number),
                "{}",
                what()
            );
            assert!(set.clues.windows(2).all(|w| w[0] < w[1]), "{}", what());
            assert!(set.steps.windows(2).all(|w| w[0] < w[1]), "{}", what());
            assert!(!found.sets[..i].contains(set), "repeated: {}", what());
            // Not the step's own support.
            assert!(
                set.clues != step.clues || set.steps != step.steps,
                "{}",
                what()
            );
            // Sufficient.
            let (clues, facts) = premises(puzzle, explanation, &set.clues, &set.steps);
            assert!(
                forces(dims, &clues, &facts, goals),
                "not sufficient: {}",
                what()
            );
            // Minimal: without any one premise the rest do not force the conclusions.
            for drop in 0..set.clues.len() {
                let mut fewer = set.clues.clone();
                fewer.remove(drop);
                let (clues, facts) = premises(puzzle, explanation, &fewer, &set.steps);
                assert!(
                    !forces(dims, &clues, &facts, goals),
                    "clue line {} can go: {}",
                    set.clue_lines[drop],
                    what()
                );
            }
            for drop in 0..set.steps.len() {
                let mut fewer = set.steps.clone();
                fewer.remove(drop);
                let (clues, facts) = premises(puzzle, explanation, &set.clues, &fewer);
                assert!(
                    !forces(dims, &clues, &facts, goals),
                    "step {} can go: {}",
                    set.steps[drop],
                    what()
                );
            }
        }
    }
    count
}

#[test]
fn alternatives_are_sufficient_minimal_and_new() {
    let mut puzzles = examples();
    puzzles.extend(generated(5, &[(3, 3), (3, 4), (4, 4), (4, 5)]));
    let mut found = 0;
    for puzzle in &puzzles {
        found += check_alternatives(puzzle, &with_alternatives(puzzle, false));
    }
    for puzzle in puzzles.iter().step_by(3) {
        found += check_alternatives(puzzle, &with_alternatives(puzzle, true));
    }
    assert!(
        found > 100,
        "only {found} alternatives: the check proved little"
    );
}

#[test]
fn alternatives_change_nothing_else() {
    for puzzle in examples().iter().take(6) {
        let plain = explain_with(
            puzzle,
            &ExplainOptions {
                group_simple: false,
                ..ExplainOptions::default()
            },
        );
        let mut with = with_alternatives(puzzle, false);
        assert_eq!(with.rating, plain.rating);
        for step in &mut with.steps {
            step.alternatives = None;
        }
        assert_eq!(with.steps, plain.steps);
    }
}

/// `--ungrouped`: each clue fact a move of its own; `--group-simple`, once the option that
/// gathered them, is still accepted and changes nothing.
#[test]
fn explain_ungrouped() {
    assert_cmd_snapshot!(
        "explain_murdle_ungrouped",
        sleuth().args(["explain", "examples/murdle.txt", "--ungrouped"])
    );
    let plain = sleuth()
        .args(["explain", "examples/murdle.txt"])
        .output()
        .unwrap();
    let old = sleuth()
        .args(["explain", "examples/murdle.txt", "--group-simple"])
        .output()
        .unwrap();
    assert!(plain.status.success() && old.status.success());
    assert_eq!(plain.stdout, old.stdout);
}

#[test]
fn explain_alternatives() {
    assert_cmd_snapshot!(
        "explain_murdle_alternatives",
        sleuth().args(["explain", "examples/murdle.txt", "--alternatives"])
    );
}

#[test]
fn explain_both_in_json_and_markdown() {
    for format in ["json", "markdown"] {
        assert_cmd_snapshot!(
            format!("explain_murdle_alternatives_{format}"),
            sleuth().args([
                "explain",
                "examples/murdle.txt",
                "--alternatives",
                "--format",
                format
            ])
        );
    }
}

#[test]
fn explain_help_teaches_both_flags() {
    assert_cmd_snapshot!(sleuth().args(["explain", "--help"]));
}

#[test]
fn the_page_shows_the_group_and_the_alternatives() {
    let output = sleuth()
        .args([
            "explain",
            "examples/murdle.txt",
            "--alternatives",
            "--format",
            "html",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let page = String::from_utf8(output.stdout).unwrap();
    assert!(page.contains("\"technique_name\":\"clue facts\""));
    assert!(page.contains("\"also\":[\"Also from "));
    assert!(page.contains("rated as 12"));
}

/// `--alternatives` with `--timeout`: steps the time did not reach get none, and every format
/// says from which step on (a timeout that has already passed stops at step 1).
#[test]
fn alternatives_cut_short_by_the_timeout_are_noted() {
    let text = std::fs::read_to_string("examples/murdle.txt").unwrap();
    let puzzle = Puzzle::parse(&text).unwrap();
    let full = with_alternatives(&puzzle, false);
    assert_eq!(full.alternatives_stopped_at, None);
    assert!(full.steps.iter().any(|s| s.alternatives.is_some()));
    let note = "--timeout passed while looking for other ways to see the steps";
    assert!(!full.to_string().contains(note));
    let full_json = serde_json::to_value(&full).unwrap();
    assert!(full_json.get("alternatives_stopped_at").is_none());

    let mut steps = full.steps.clone();
    for step in &mut steps {
        step.alternatives = None;
    }
    let passed = gridsleuth::Deadline::after(std::time::Duration::ZERO);
    let stopped = gridsleuth::explain::alternatives::annotate(&puzzle, &mut steps, &[], 3, passed);
    assert_eq!(stopped, Some(1));
    assert!(steps.iter().all(|s| s.alternatives.is_none()));
    let last = steps.last().unwrap().number;
    let cut = Explanation {
        steps,
        alternatives_stopped_at: stopped,
        ..full
    };
    let expected = format!("Note: {note}: steps 1 to {last} are shown without them.");
    assert!(cut.to_string().contains(&expected), "{cut}");
    let markdown = gridsleuth::render::markdown::explanation(&cut, gridsleuth::Detail::Moves);
    assert!(markdown.contains(&expected), "{markdown}");
    let json = serde_json::to_value(&cut).unwrap();
    assert_eq!(json["alternatives_stopped_at"], 1);
    let page = gridsleuth::render::html::PageJson::new(&cut, gridsleuth::Detail::Moves);
    assert!(
        page.outcome_text.contains(&expected),
        "{}",
        page.outcome_text
    );
}

/// Items named like citations ("step 1", "step 2") print as themselves: citations are numbers
/// renumbered as numbers, never words read back from the text (the moves view once printed
/// the clue `Sgt Gunmetal + step 3` as `Sgt Gunmetal + move 3`).
#[test]
fn items_named_step_n_print_as_themselves() {
    let murdle = std::fs::read_to_string("examples/murdle.txt").unwrap();
    let renamed = murdle
        .replace("pool cue", "step 2")
        .replace("poisoned tea", "step 1")
        .replace("dumbbell", "step 3");
    let dir = std::env::temp_dir().join(format!("sleuth-step-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("murdle.txt");
    std::fs::write(&path, renamed).unwrap();
    let page = dir.join("page.html");
    let runs: [&[&str]; 4] = [
        &["explain"],
        &["explain", "--detail", "steps"],
        &["explain", "--format", "json"],
        &["play", "-o", page.to_str().unwrap()],
    ];
    for args in runs {
        let output = sleuth().args(args).arg(&path).output().unwrap();
        assert!(output.status.success(), "{args:?}");
        let text = if args[0] == "play" {
            std::fs::read_to_string(&page).unwrap()
        } else {
            String::from_utf8(output.stdout).unwrap()
        };
        assert!(text.contains("Sgt Gunmetal + step 3"), "{args:?}: {text}");
        assert!(text.contains("Miss Saffron + step 2 or"), "{args:?}");
        assert!(!text.contains("+ move "), "{args:?}: {text}");
        assert!(!text.contains("the move 2"), "{args:?}: {text}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
