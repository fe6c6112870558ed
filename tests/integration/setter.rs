//! Tools for puzzle setters: `sleuth generate` (puzzles of a given size and tier) and bulk
//! `sleuth rate` (folders, CSV, summary).

use std::time::Duration;

use gridsleuth::generate::setter::{SetPuzzle, SetterError, SetterOptions, Theme, set_puzzle};
use gridsleuth::solver::solve_clues;
use gridsleuth::{Deadline, Puzzle, Tier, explain};
use insta_cmd::assert_cmd_snapshot;

use crate::cli::sleuth;

fn options(k: usize, n: usize, tier: Tier, ordered: bool, seed: u64) -> SetterOptions {
    SetterOptions {
        categories: k,
        items: n,
        tier,
        ordered,
        seed,
        theme: Theme::Plain,
        deadline: Deadline::none(),
        max_attempts: Some(2000),
    }
}

/// Parses, one solution (the one made), no redundant clue, and the requested tier.
fn check(made: &SetPuzzle, options: &SetterOptions) {
    let text = &made.text;
    let puzzle = Puzzle::parse(text).unwrap_or_else(|e| panic!("{text}\n{e:?}"));
    let (k, n) = (options.categories, options.items);
    assert_eq!((puzzle.categories().len(), puzzle.size()), (k, n), "{text}");
    let clues = puzzle.clues();
    assert_eq!(
        solve_clues(k, n, clues, 2).solutions,
        vec![made.solution.clone()],
        "{text}"
    );
    for i in 0..clues.len() {
        let mut fewer = clues.to_vec();
        fewer.remove(i);
        assert!(
            solve_clues(k, n, &fewer, 2).solutions.len() > 1,
            "clue {} is redundant:\n{text}",
            i + 1
        );
    }
    let explanation = explain(&puzzle);
    assert_eq!(explanation.rating.tier, options.tier, "{text}");
    assert_eq!(explanation.rating, made.rating, "{text}");
}

#[test]
fn generated_puzzles_are_unique_minimal_and_of_the_requested_tier() {
    // (categories, items, ordered) per tier.
    type Sizes = &'static [(usize, usize, bool)];
    let cases: &[(Tier, Sizes)] = &[
        (
            Tier::Easy,
            &[
                (3, 3, false),
                (3, 4, false),
                (3, 3, true),
                (4, 4, false),
                (5, 5, false),
            ],
        ),
        (Tier::Medium, &[(3, 3, false), (3, 4, false), (4, 4, true)]),
        (Tier::Hard, &[(4, 5, false), (5, 4, false), (4, 4, true)]),
        (Tier::Expert, &[(6, 5, false), (6, 5, true)]),
        // A case split is needed only where no supposed cell breaks however far it is followed,
        // which small generated puzzles rarely are: one 5 × 5 (about 12 s).
        (Tier::Master, &[(5, 5, false)]),
    ];
    for (tier, sizes) in cases {
        for &(k, n, ordered) in *sizes {
            let seeds = if *tier == Tier::Master { 1 } else { 3 };
            for seed in 0..seeds {
                let options = options(k, n, *tier, ordered, seed);
                let made = set_puzzle(&options).unwrap_or_else(|e| {
                    panic!("{k}×{n} {tier} ordered {ordered} seed {seed}: {e}")
                });
                check(&made, &options);
                let again = set_puzzle(&options).expect("found again");
                assert_eq!(again.text, made.text, "deterministic");
            }
        }
    }
}

#[test]
fn candidates_rated_ahead_give_what_one_at_a_time_gives() {
    // A work budget makes `set_puzzle` rate one candidate at a time; without one, the
    // candidates to come are rated ahead on other threads and taken in order.
    let one_at_a_time = |options: SetterOptions| SetterOptions {
        deadline: Deadline::none().with_work(u64::MAX / 2),
        ..options
    };
    for (k, n, tier, ordered, seed) in [
        // (Each found after more than one batch of candidates.)
        (4, 4, Tier::Hard, false, 1),
        (4, 5, Tier::Expert, true, 3),
        (3, 4, Tier::Medium, false, 4),
        (5, 5, Tier::Master, true, 1),
    ] {
        let ahead = options(k, n, tier, ordered, seed);
        let (a, b) = (set_puzzle(&ahead), set_puzzle(&one_at_a_time(ahead)));
        let (a, b) = (a.expect("made ahead"), b.expect("made one at a time"));
        assert!(
            a.attempts > 16,
            "{k}x{n} {tier:?}: found in the first batch"
        );
        assert_eq!(
            (&a.text, a.attempts, &a.rating),
            (&b.text, b.attempts, &b.rating)
        );
    }
    // And where none is found, the same count of each tier.
    let hopeless = SetterOptions {
        max_attempts: Some(37),
        ..options(3, 3, Tier::Expert, false, 5)
    };
    let (a, b) = (set_puzzle(&hopeless), set_puzzle(&one_at_a_time(hopeless)));
    assert!(
        matches!(a, Err(SetterError::NotFound { attempts: 37, .. })),
        "{a:?}"
    );
    assert_eq!(a.map(|s| s.text), b.map(|s| s.text));
}

/// Expert and Master draw, every other attempt, clues that each tie three items; they make a
/// 4 × 4 Expert likely within a few hundred candidates, where indirect clues alone need tens of
/// thousands.
#[test]
fn a_small_expert_comes_from_the_clues_that_tie_three_items() {
    for seed in [2, 3] {
        let request = SetterOptions {
            max_attempts: Some(400),
            ..options(4, 4, Tier::Expert, false, seed)
        };
        let made = set_puzzle(&request).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        check(&made, &request);
        // Attempt `attempts - 1`, an odd one: the three-item clues.
        assert_eq!(
            made.attempts % 2,
            0,
            "seed {seed}: attempt {}",
            made.attempts
        );
    }
}

/// A tier not found names the candidate that came nearest by score, and on which side of the
/// tier's range it fell.
#[test]
fn a_tier_not_found_names_the_nearest_score() {
    // 3 × 3 Expert: every candidate scores far below 400.
    let below = SetterOptions {
        max_attempts: Some(300),
        ..options(3, 3, Tier::Expert, false, 1)
    };
    let error = set_puzzle(&below).map(|s| s.text).unwrap_err();
    let SetterError::NotFound {
        ref tiers,
        wanted,
        nearest: Some((tier, score)),
        ..
    } = error
    else {
        panic!("{error:?}");
    };
    assert_eq!(wanted, Tier::Expert);
    assert!(tier < Tier::Expert && score < 400, "{error:?}");
    assert!(tiers.iter().any(|&(t, _)| t == tier), "{error:?}");
    assert!(
        error.to_string().ends_with(&format!(
            "the nearest scored {score} (a {tier} puzzle); expert starts at 400"
        )),
        "{error}"
    );
    // 5 × 6 Medium: the candidates beyond Easy score past it.
    let above = SetterOptions {
        max_attempts: Some(100),
        ..options(5, 6, Tier::Medium, false, 1)
    };
    let error = set_puzzle(&above).map(|s| s.text).unwrap_err();
    let SetterError::NotFound {
        nearest: Some((tier, score)),
        ..
    } = error
    else {
        panic!("{error:?}");
    };
    assert!(tier > Tier::Medium && score >= 150, "{error:?}");
    assert!(error.to_string().ends_with("medium ends at 149"), "{error}");
}

#[test]
fn themes_name_items_and_the_solution_comment_still_parses() {
    for theme in [Theme::Murdle, Theme::Zebra] {
        for ordered in [false, true] {
            let options = SetterOptions {
                theme,
                ..options(4, 4, Tier::Medium, ordered, 3)
            };
            let made = set_puzzle(&options).expect("made");
            check(&made, &options);
            assert!(!made.text.contains("A1"), "{}", made.text);
            let with_answer = format!("{}{}", made.text, made.solution_comment());
            let puzzle = Puzzle::parse(&with_answer).expect("parses with the answer");
            assert_eq!(puzzle.clues().len(), made.puzzle.clues().len());
        }
    }
}

#[test]
fn bad_requests_are_refused() {
    for (k, n) in [(1, 3), (7, 3), (3, 1), (3, 9)] {
        assert!(matches!(
            set_puzzle(&options(k, n, Tier::Easy, false, 0)),
            Err(SetterError::BadSize(_))
        ));
    }
    assert!(matches!(
        set_puzzle(&options(3, 3, Tier::Extreme, false, 0)),
        Err(SetterError::BadTier(_))
    ));
    let timed_out = SetterOptions {
        deadline: Deadline::after(Duration::ZERO),
        ..options(3, 3, Tier::Hard, false, 0)
    };
    assert!(matches!(
        set_puzzle(&timed_out),
        Err(SetterError::NotFound { attempts: 0, .. })
    ));
}

/// A size where every puzzle beyond Easy scores past Medium is refused at once for Medium, and
/// the bound holds: every generated puzzle (each size up to 6 × 8, both mixes and ordered) that
/// needs more than the Easy techniques scores at least `least_score_beyond_easy`.
#[test]
fn medium_is_refused_where_no_puzzle_can_be_medium() {
    use gridsleuth::explain::effort::least_score_beyond_easy;
    use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
    for (k, n) in [(6, 6), (5, 8), (6, 8)] {
        assert!(
            matches!(
                set_puzzle(&options(k, n, Tier::Medium, false, 0)),
                Err(SetterError::BadSize(ref m)) if m.contains("medium ends at 150")
            ),
            "{k} x {n}"
        );
    }
    // Medium is still sought where the bound allows it (5 × 5 has Medium puzzles).
    assert!(set_puzzle(&options(5, 5, Tier::Medium, false, 0)).is_ok());
    let mut beyond_easy = 0;
    for (k, n) in [(3, 3), (3, 5), (4, 4), (4, 6), (5, 5), (5, 6), (6, 5)] {
        for mix in [ClueMix::Mixed, ClueMix::Indirect, ClueMix::Ordered] {
            for seed in 0..3 {
                let puzzle = generate(GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix,
                })
                .puzzle;
                let rating = explain(&puzzle).rating;
                if rating.hardest.is_some_and(|t| t.tier() > Tier::Easy) {
                    beyond_easy += 1;
                    assert!(
                        u64::from(rating.score) >= least_score_beyond_easy(k, n),
                        "{k} x {n} {mix:?} seed {seed}: {} < {}",
                        rating.score,
                        least_score_beyond_easy(k, n)
                    );
                }
            }
        }
    }
    assert!(beyond_easy > 30, "{beyond_easy}");
}

/// The `generate` command the README shows (and `generate_command` snapshots).
pub(crate) const README_GENERATE: [&str; 12] = [
    "generate",
    "--categories",
    "4",
    "--items",
    "4",
    "--difficulty",
    "hard",
    "--theme",
    "murdle",
    "--seed",
    "5",
    "--solution",
];

#[test]
fn generate_command() {
    let args = README_GENERATE;
    assert_cmd_snapshot!("generate_murdle_hard", sleuth().args(args));
    let first = sleuth().args(args).output().expect("runs");
    let second = sleuth().args(args).output().expect("runs");
    assert_eq!(first.stdout, second.stdout, "same seed, same bytes");
    assert_cmd_snapshot!(
        "generate_bad_size",
        sleuth().args(["generate", "-k", "9", "-n", "4", "--difficulty", "easy"])
    );
    let timed_out = sleuth()
        .args([
            "generate",
            "-k",
            "5",
            "-n",
            "5",
            "--difficulty",
            "expert",
            "--timeout",
            "0.000001",
        ])
        .output()
        .expect("runs");
    assert_eq!(timed_out.status.code(), Some(5));
    assert!(
        String::from_utf8_lossy(&timed_out.stderr).contains("no puzzle of the requested tier"),
        "{}",
        String::from_utf8_lossy(&timed_out.stderr)
    );
}

/// Times, and so the order of the slowest puzzles, vary from run to run: `rate` snapshots show
/// them as `[time]` and `[slowest]`.
pub(crate) fn time_filters() -> Vec<(&'static str, &'static str)> {
    vec![
        (r"(?m)^  \d+\.\d ms  .*$", "  [slowest]"),
        (r#"(?s)"slowest": \[.*?\]"#, r#""slowest": [slowest]"#),
        (r#""seconds": [0-9.e-]+"#, r#""seconds": "[time]""#),
    ]
}

macro_rules! without_times {
    ($body:block) => {
        insta::with_settings!({filters => time_filters()}, $body)
    };
}

#[test]
fn rate_folders_in_every_format() {
    // tests/data holds puzzles in ok/ and facts files (not puzzles) in facts/: rows come
    // sorted by path, the bad files with their errors.
    without_times!({
        assert_cmd_snapshot!(
            "rate_folder",
            sleuth().args(["rate", "tests/data", "tests/data/missing.txt"])
        );
        assert_cmd_snapshot!(
            "rate_folder_csv",
            sleuth().args([
                "rate",
                "--format",
                "csv",
                "examples",
                "tests/data/missing.txt"
            ])
        );
        assert_cmd_snapshot!(
            "rate_folder_json",
            sleuth().args([
                "rate",
                "--format",
                "json",
                "examples/murdle.txt",
                "tests/data/missing.txt"
            ])
        );
    });
}

#[test]
fn the_rate_summary_lists_tiers_easiest_first() {
    let output = crate::cli::sleuth()
        .args(["rate", "techniques"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(" Easy, 4 Medium, 1 Hard, 1 Master, 1 Extreme\n"),
        "{text}"
    );
}
