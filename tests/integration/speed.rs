//! `solve` answers at solver speed: its rating has a small work budget (issue 23), says when
//! that cut it short, and `--full-rating` rates in full.

use crate::cli::sleuth;

const EXPERT: &str = "tests/speed/5x5-expert.txt";

fn stdout(args: &[&str]) -> (String, Option<i32>) {
    let out = sleuth().args(args).output().expect("sleuth runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    )
}

#[test]
fn solve_cuts_a_long_rating_short_and_says_so() {
    let (text, code) = stdout(&["solve", EXPERT]);
    assert_eq!(code, Some(0), "{text}");
    assert!(!text.contains("Difficulty:"), "{text}");
    assert!(
        text.contains("Cut short: the rating, at least Hard so far (it takes longer than the answer; --full-rating or `sleuth rate` rates it in full); the answer above is complete."),
        "{text}"
    );
    let (json, _) = stdout(&["solve", "--format", "json", EXPERT]);
    assert!(json.contains("at least Hard so far"), "{json}");
}

#[test]
fn full_rating_rates_as_explain_does() {
    let (text, code) = stdout(&["solve", "--full-rating", EXPERT]);
    assert_eq!(code, Some(0), "{text}");
    let (rated, _) = stdout(&["rate", EXPERT]);
    assert!(text.contains("Difficulty: Expert"), "{text}");
    assert!(rated.contains("Expert"), "{rated}");
    assert!(!text.contains("Cut short"), "{text}");
}

#[test]
fn small_puzzles_are_rated_in_full_by_default() {
    for file in [
        "examples/murdle.txt",
        "examples/gallery.txt",
        "examples/zebra.txt",
    ] {
        let (text, _) = stdout(&["solve", file]);
        let (full, _) = stdout(&["solve", "--full-rating", file]);
        assert!(text.contains("Difficulty:"), "{text}");
        assert_eq!(text, full);
    }
}

/// What `quick_rating::SOLVE_RATING_WORK` promises: `sleuth solve` rates every example and real
/// puzzle with one solution in full, but for one that needs a look-ahead (a supposition), whose
/// rating may be cut short: then the tier it gives is a lower bound of the full one. (The real
/// fun-run puzzle needs about 570,000 units, 10.8 ms in all against 3.1 ms without the rating:
/// rating it in full would break `solve`'s 3× target.)
#[test]
fn solves_budget_rates_every_example_and_real_puzzle() {
    use gridsleuth::Deadline;
    use gridsleuth::explain::quick_rating::{QuickRating, SOLVE_RATING_WORK, rate_until};
    use gridsleuth::techniques::TechniqueId;
    let mut puzzles = crate::engine::puzzles_in("examples", false);
    puzzles.extend(crate::engine::puzzles_in("tests/data/real", false));
    let mut rated = 0;
    for puzzle in puzzles
        .iter()
        .filter(|p| gridsleuth::solve(p, 2).solutions.len() == 1)
    {
        let full = gridsleuth::explain(puzzle);
        // (The budget counts work from when it is made: after the full explanation.)
        let budget = Deadline::none().with_work(SOLVE_RATING_WORK);
        let looks_ahead = full.steps.iter().any(|s| {
            matches!(
                s.technique,
                TechniqueId::Contradiction | TechniqueId::CaseSplit
            )
        });
        match rate_until(puzzle, budget) {
            QuickRating::Rated(rating) => assert_eq!(rating, full.rating),
            QuickRating::CutShort(rating) if looks_ahead => {
                assert!(
                    rating.tier <= full.rating.tier,
                    "{}",
                    puzzle.source().name()
                );
            }
            other => panic!("{} is cut short: {other:?}", puzzle.source().name()),
        }
        rated += 1;
    }
    assert!(rated >= 15, "only {rated} puzzles rated");
}
