//! Puzzles made to order for setters (`sleuth generate`): a given size and a given difficulty
//! tier, with the item names of a theme.
//!
//! The search is simple and deterministic: derive a sequence of seeds from the requested one,
//! generate a puzzle for each ([`crate::generate`]: random answer, random true clues until the
//! solution is unique, then every redundant clue removed), rate it as its explanation would be
//! (quietly, with the techniques the tier allows) and keep the first whose tier is the one asked
//! for. The candidates to come are made and rated ahead on the machine's other cores, and taken
//! in order. The clue mix is steered by the tier: easy tiers
//! draw many direct pairs, hard ones none, and the hardest draws only indirect clues. A deadline
//! bounds the search; the same seed always gives the same puzzle (if it is found in time).

use std::fmt;

use crate::deadline::Deadline;
use crate::explain::effort::{bounds, score_range};
use crate::explain::quick_rating::{CappedRating, rate_capped};
use crate::explain::rating::{Rating, Tier};
pub use crate::generate::themes::Theme;
use crate::generate::themes::{say_lines, theme_names};
use crate::generate::{ClueMix, GenerateOptions, generate_parts_until, to_text_numbered};
use crate::model::{Puzzle, Solution};
use crate::techniques::TechniqueId;

/// Fewest categories and items.
pub const MIN_SIZE: usize = 2;
/// Most categories `sleuth generate` makes (beyond, generating and rating get slow).
pub const MAX_CATEGORIES: usize = 6;
/// Most items per category `sleuth generate` makes (each theme has names for this many).
pub const MAX_ITEMS: usize = super::themes::NAMES_PER_CATEGORY;

/// What to make.
#[derive(Debug, Clone, Copy)]
pub struct SetterOptions {
    /// Number of categories.
    pub categories: usize,
    /// Number of items in each category.
    pub items: usize,
    /// The tier the engine must rate the puzzle (not `Extreme`: that needs search).
    pub tier: Tier,
    /// Whether the first category is ordered and clues compare by it.
    pub ordered: bool,
    /// The seed: the same options give the same puzzle.
    pub seed: u64,
    /// The names to use.
    pub theme: Theme,
    /// When to give up.
    pub deadline: Deadline,
    /// Most puzzles to try (`None`: until the deadline).
    pub max_attempts: Option<usize>,
}

impl SetPuzzle {
    /// [`SetPuzzle::text`] with its clues as English sentences where they read back to the same
    /// clues (`crate::generate::in_english`).
    ///
    /// A sentence may say one clue as two (`neither … nor`); the English is kept only where it
    /// rates as the puzzle does (the same tier and score), else one sentence a clue is tried,
    /// else the formulas are kept.
    pub fn english_text(&self) -> String {
        let same_rating = |text: &str| {
            Puzzle::parse(text).is_ok_and(|p| {
                matches!(
                    crate::explain::quick_rating::rate_capped(&p, Deadline::none(), None),
                    crate::explain::quick_rating::CappedRating::Rated(r)
                        if r.tier == self.rating.tier && r.score == self.rating.score
                )
            })
        };
        [true, false]
            .into_iter()
            .map(|split| crate::generate::in_english(&self.text, &self.puzzle, split))
            .find(|text| same_rating(text))
            .unwrap_or_else(|| self.text.clone())
    }
}

/// A puzzle made to order.
#[derive(Debug, Clone)]
pub struct SetPuzzle {
    /// The puzzle in the file format (no comments).
    pub text: String,
    /// The puzzle, as parsed back from its text.
    pub puzzle: Puzzle,
    /// Its one solution.
    pub solution: Solution,
    /// Its rating.
    pub rating: Rating,
    /// How many puzzles were generated and rated to find it.
    pub attempts: usize,
}

impl SetPuzzle {
    /// The answer as comment lines (`# ` then a table), to append to [`SetPuzzle::text`]: the
    /// file still parses, and a reader sees the answer.
    pub fn solution_comment(&self) -> String {
        let categories = self.puzzle.categories();
        let mut rows: Vec<Vec<String>> = vec![categories.iter().map(|c| c.name.clone()).collect()];
        for r in 0..self.solution.size() {
            rows.push(
                categories
                    .iter()
                    .enumerate()
                    .map(|(c, category)| {
                        category
                            .items
                            .get(self.solution.item_in_row(r, c))
                            .cloned()
                            .unwrap_or_default()
                    })
                    .collect(),
            );
        }
        let widths: Vec<usize> = (0..categories.len())
            .map(|c| {
                rows.iter()
                    .map(|row| row[c].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = format!(
            "\n# Solution ({}, score {}):\n",
            self.rating.tier, self.rating.score
        );
        for row in rows {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(cell, &w)| format!("{cell:w$}"))
                .collect();
            out.push_str(&format!("#   {}\n", cells.join("  ").trim_end()));
        }
        out
    }
}

/// Why no puzzle was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetterError {
    /// The size is out of range (the message says which and why).
    BadSize(String),
    /// `Extreme` was asked for.
    BadTier(Tier),
    /// The deadline (or the attempt limit) came first; `tiers` counts the tiers seen, easiest
    /// first.
    NotFound {
        /// Candidates tried.
        attempts: usize,
        /// How many candidates of each tier were seen.
        tiers: Vec<(Tier, usize)>,
        /// Attempts whose rating the deadline cut short (so the counts add up to `attempts`).
        unrated: usize,
        /// Candidates that needed a technique harder than any puzzle of the tier can (a case
        /// split, or search), so they were not rated further.
        harder: usize,
        /// The tier asked for.
        wanted: Tier,
        /// The rated candidate whose score came nearest the wanted tier's range, among those
        /// whose hardest technique allows that tier (so only the score kept it out): its tier
        /// and score. The first such, where several came as near.
        nearest: Option<(Tier, u32)>,
    },
}

impl fmt::Display for SetterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetterError::BadSize(message) => f.write_str(message),
            SetterError::BadTier(tier) => write!(
                f,
                "cannot aim for {tier}: it means logic stalls and search is needed; ask for easy, medium, hard or expert"
            ),
            SetterError::NotFound {
                attempts,
                tiers,
                unrated,
                harder,
                wanted,
                nearest,
            } => {
                let mut seen: Vec<String> = tiers
                    .iter()
                    .map(|(tier, count)| format!("{count} {tier}"))
                    .collect();
                if *harder > 0 {
                    seen.push(format!("{harder} needing a case split or search"));
                }
                if *unrated > 0 {
                    seen.push(format!("{unrated} not rated in time"));
                }
                write!(
                    f,
                    "no puzzle of the requested tier found in time: tried {attempts} puzzle{} ({})",
                    if *attempts == 1 { "" } else { "s" },
                    if seen.is_empty() {
                        "none finished".to_string()
                    } else {
                        seen.join(", ")
                    }
                )?;
                match nearest {
                    Some((tier, score)) => write!(f, "; {}", nearest_words(*wanted, *tier, *score)),
                    None => Ok(()),
                }
            }
        }
    }
}

impl std::error::Error for SetterError {}

/// The score of the nearest candidate (of `tier`) beside the range of the `wanted` tier.
fn nearest_words(wanted: Tier, tier: Tier, score: u32) -> String {
    let wanted_name = wanted.to_string().to_lowercase();
    let range = match score_range(wanted) {
        // A puzzle that needs a case split is Master at any score.
        (low, _) if wanted == Tier::Master => {
            format!("{wanted_name} starts at {low}, or needs a case split")
        }
        (low, _) if score < low => format!("{wanted_name} starts at {low}"),
        (_, Some(high)) => format!("{wanted_name} ends at {}", high - 1),
        (low, None) => format!("{wanted_name} starts at {low}"),
    };
    let article = if matches!(tier, Tier::Easy | Tier::Expert | Tier::Extreme) {
        "an"
    } else {
        "a"
    };
    format!("the nearest scored {score} ({article} {tier} puzzle); {range}")
}

/// How far `score` lies outside `tier`'s range (0 inside it).
fn distance(tier: Tier, score: u32) -> u32 {
    match score_range(tier) {
        (low, _) if score < low => low - score,
        (_, Some(high)) if score >= high => score + 1 - high,
        _ => 0,
    }
}

/// Checks the size and theme of a request: the error says what is allowed.
pub fn check(options: &SetterOptions) -> Result<(), SetterError> {
    let (k, n) = (options.categories, options.items);
    let max_k = max_categories(options.theme, options.ordered);
    if !(MIN_SIZE..=max_k).contains(&k) {
        return Err(SetterError::BadSize(format!(
            "--categories must be between {MIN_SIZE} and {max_k}{} (got {k})",
            theme_note(options.theme)
        )));
    }
    if !(MIN_SIZE..=MAX_ITEMS).contains(&n) {
        return Err(SetterError::BadSize(format!(
            "--items must be between {MIN_SIZE} and {MAX_ITEMS} (got {n})"
        )));
    }
    if options.tier == Tier::Extreme {
        return Err(SetterError::BadTier(Tier::Extreme));
    }
    // Out of reach at once rather than after the whole --timeout: two categories of two items
    // are settled by one clue, read straight off it.
    if k == 2 && n == 2 && !options.ordered && options.tier > Tier::Easy {
        return Err(SetterError::BadSize(format!(
            "no 2 × 2 puzzle is {}: one clue settles it, so every one is easy; ask for more categories or items",
            options.tier
        )));
    }
    // Medium ends where Hard begins; a size whose every puzzle beyond Easy scores more than
    // that has no Medium puzzle at all (docs/difficulty.md).
    let least = crate::explain::effort::least_score_beyond_easy(k, n);
    let hard = u64::from(crate::explain::effort::THRESHOLDS[1]);
    if options.tier == Tier::Medium && least >= hard {
        return Err(SetterError::BadSize(format!(
            "no {k} × {n} puzzle is medium: any puzzle of this size that needs more than the easy \
             techniques scores at least {least}, and medium ends at {hard} \
             (docs/difficulty.md); ask for easy or hard, or fewer categories or items"
        )));
    }
    Ok(())
}

/// A size and tier `generate` has never found a puzzle of (plain categories, no ordered one),
/// with what was measured and the nearest that exists. `sleuth generate` answers these at once
/// unless asked to keep searching (docs/difficulty.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NeverFound {
    /// Candidates tried in the measurement, none of the tier.
    pub tries: usize,
    /// The seconds that took (seed 1, this project's 2-core machine, release build).
    pub seconds: u32,
    /// The nearest candidate's tier and score.
    pub nearest: (Tier, u32),
    /// What exists nearby: a tier at this size, or this tier at a size, that `generate` finds.
    pub instead: &'static str,
}

/// Measured on 2026-12-05 with `sleuth generate -k K -n N --difficulty T --timeout S` (seed 1,
/// plain theme); each `instead` was generated the same day.
const NEVER_FOUND: [(usize, usize, Tier, NeverFound); 7] = [
    (
        3,
        3,
        Tier::Expert,
        NeverFound {
            tries: 26_742,
            seconds: 5,
            nearest: (Tier::Hard, 140),
            instead: "3 × 3 hard, or expert at 4 × 4",
        },
    ),
    (
        3,
        3,
        Tier::Master,
        NeverFound {
            tries: 104_736,
            seconds: 20,
            nearest: (Tier::Hard, 140),
            instead: "3 × 3 hard, or master at 5 × 5",
        },
    ),
    (
        3,
        4,
        Tier::Expert,
        NeverFound {
            tries: 23_024,
            seconds: 10,
            nearest: (Tier::Hard, 190),
            instead: "3 × 4 hard, or expert at 4 × 4",
        },
    ),
    (
        3,
        4,
        Tier::Master,
        NeverFound {
            tries: 23_112,
            seconds: 10,
            nearest: (Tier::Hard, 190),
            instead: "3 × 4 hard, or master at 5 × 5",
        },
    ),
    (
        4,
        4,
        Tier::Master,
        NeverFound {
            tries: 6_516,
            seconds: 10,
            nearest: (Tier::Expert, 420),
            instead: "4 × 4 expert, or master at 5 × 5",
        },
    ),
    (
        4,
        5,
        Tier::Master,
        NeverFound {
            tries: 5_324,
            seconds: 20,
            nearest: (Tier::Expert, 713),
            instead: "4 × 5 expert, or master at 4 × 6 or 5 × 5",
        },
    ),
    (
        5,
        6,
        Tier::Medium,
        NeverFound {
            tries: 24_612,
            seconds: 20,
            nearest: (Tier::Hard, 157),
            instead: "5 × 6 hard, or medium at 5 × 5 or 4 × 6",
        },
    ),
];

/// Whether `generate` has never found a puzzle of `tier` at `categories` × `items` (plain
/// categories; ordered puzzles are not in the table).
pub fn never_found(
    categories: usize,
    items: usize,
    ordered: bool,
    tier: Tier,
) -> Option<NeverFound> {
    if ordered {
        return None;
    }
    NEVER_FOUND
        .iter()
        .find(|(k, n, t, _)| (*k, *n, *t) == (categories, items, tier))
        .map(|(_, _, _, found)| *found)
}

fn theme_note(theme: Theme) -> &'static str {
    match theme {
        Theme::Plain => "",
        Theme::Murdle => " with the murdle theme",
        Theme::Zebra => " with the zebra theme",
    }
}

/// Most categories a theme has names for.
pub fn max_categories(theme: Theme, ordered: bool) -> usize {
    match theme {
        Theme::Plain => MAX_CATEGORIES,
        Theme::Murdle => super::themes::plain_categories(theme).min(MAX_CATEGORIES),
        // The ordered `houses` come on top of the five plain categories and jobs.
        Theme::Zebra => {
            (super::themes::plain_categories(theme) + usize::from(ordered)).min(MAX_CATEGORIES)
        }
    }
}

/// The `i`th seed derived from `seed` (SplitMix64 of both), so successive attempts are
/// unrelated puzzles.
fn derived_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The clue mix and share of direct pairs (in tenths) tried for a tier at attempt `i`.
fn strategy(tier: Tier, ordered: bool, i: usize) -> (ClueMix, u8) {
    let mix = |indirect: bool| match (ordered, indirect) {
        (true, _) => ClueMix::Ordered,
        (false, true) => ClueMix::Indirect,
        (false, false) => ClueMix::Mixed,
    };
    match tier {
        Tier::Easy => (mix(false), [10, 9, 8][i % 3]),
        Tier::Medium => (mix(false), [6, 4, 8][i % 3]),
        Tier::Hard => (mix(false), [0, 2][i % 2]),
        // Every other attempt draws clues that each tie three items (`Tangled`): they make
        // the look-ahead tiers far likelier (4 × 4 Expert: one in about 500 such candidates,
        // one in tens of thousands of `Indirect` ones), and the attempts between keep the
        // puzzles' clues varied.
        Tier::Expert | Tier::Master | Tier::Extreme if !ordered && i % 2 == 1 => {
            (ClueMix::Tangled, 0)
        }
        Tier::Expert | Tier::Master | Tier::Extreme => (mix(true), 0),
    }
}

/// The hardest technique a puzzle of `tier` can need: a harder one alone would rate it above
/// `tier` ([`crate::explain::effort::bounds`]). A candidate is rated with the techniques up to it
/// only: where they finish, the explanation is the full one (the engine tries the easiest
/// first), and where they stall, the full one would need a harder technique, so the candidate is
/// not of `tier` either way — but the costly case splits of puzzles that cannot be of `tier` are
/// never tried.
fn hardest_useful(tier: Tier) -> Option<TechniqueId> {
    TechniqueId::ALL
        .into_iter()
        .filter(|&t| crate::explain::effort::bounds(t).0 <= tier)
        .max()
}

/// Makes a puzzle of the requested size and tier, or says why not.
///
/// Candidates are tried in order (attempt 0, 1, …) and the first of the tier wins. Without a
/// work budget, the ones to come are made and rated ahead on the machine's other cores
/// (`crate::deadline::each_ahead`) and taken in order, so the puzzle is the same as one
/// attempt at a time would find.
pub fn set_puzzle(options: &SetterOptions) -> Result<SetPuzzle, SetterError> {
    check(options)?;
    let mut tally = Tally::default();
    let cap = hardest_useful(options.tier);
    // Enough attempts at a time to keep the cores busy while few are made past the one taken.
    const BATCH: usize = 16;
    loop {
        let left = options
            .max_attempts
            .map_or(BATCH, |m| m.saturating_sub(tally.attempts));
        if options.deadline.passed() || left == 0 {
            return Err(tally.not_found(options.tier));
        }
        let batch: Vec<usize> = (tally.attempts..tally.attempts + left.min(BATCH)).collect();
        let mut made = None;
        let mut take = |_, candidate| match tally.take(options.tier, candidate) {
            Some(set) => {
                made = Some(set);
                false
            }
            None => true,
        };
        if options.deadline.has_work_budget() {
            // One at a time, so a budget cuts exactly where it runs out.
            for (i, &attempt) in batch.iter().enumerate() {
                if options.deadline.passed()
                    || !take(i, candidate(options, attempt, cap, options.deadline))
                {
                    break;
                }
            }
        } else {
            let follow = |&attempt: &usize, deadline| candidate(options, attempt, cap, deadline);
            crate::deadline::each_ahead(&batch, options.deadline, follow, &mut take);
        }
        if let Some(set) = made {
            return Ok(set);
        }
    }
}

/// What became of one attempt.
enum Candidate {
    /// Its names did not parse (a bug in a theme list): skipped, but counted as an attempt.
    Skipped,
    /// Rated with the techniques up to the tier's cap.
    Rated(Box<SetPuzzle>),
    /// Those techniques stall on it.
    Stalled { at_cap: bool },
    /// The deadline passed while it was rated.
    Unrated,
}

/// Attempt `attempt`: a candidate generated from its own seed, written with the theme's names,
/// read back and rated quietly with the techniques up to `cap` (as its explanation would be:
/// only the rating is kept).
fn candidate(
    options: &SetterOptions,
    attempt: usize,
    cap: Option<TechniqueId>,
    deadline: Deadline,
) -> Candidate {
    let (mix, direct) = strategy(options.tier, options.ordered, attempt);
    // Drawing the clues honours the clock (not the work budget, which rates the candidates).
    let Some(parts) = generate_parts_until(
        GenerateOptions {
            categories: options.categories,
            items: options.items,
            seed: derived_seed(options.seed, attempt as u64),
            mix,
        },
        direct,
        deadline.clock(),
    ) else {
        return Candidate::Skipped;
    };
    let names = theme_names(options.theme, &parts.scales, options.items);
    let mut text = to_text_numbered(&parts.scales, &names, &parts.clues);
    text.push_str(&say_lines(&names.categories));
    let Ok(puzzle) = Puzzle::parse_named("<generated>", &text) else {
        return Candidate::Skipped;
    };
    match rate_capped(&puzzle, deadline, cap) {
        CappedRating::Rated(rating) => Candidate::Rated(Box::new(SetPuzzle {
            text,
            puzzle,
            solution: parts.solution,
            rating,
            attempts: attempt + 1,
        })),
        CappedRating::Stalled => Candidate::Stalled {
            at_cap: cap < Some(TechniqueId::CaseSplit),
        },
        // A generated puzzle has one solution, so only the deadline stops its rating.
        CappedRating::Unrated => Candidate::Unrated,
    }
}

/// The attempts so far and what became of them.
#[derive(Default)]
struct Tally {
    attempts: usize,
    tiers: Vec<(Tier, usize)>,
    unrated: usize,
    harder: usize,
    /// The rated candidate nearest the tier by score (see [`SetterError::NotFound`]), with how
    /// far it fell outside the tier's range.
    nearest: Option<(u32, Tier, u32)>,
}

impl Tally {
    /// Counts the next attempt; the puzzle, if it is of `tier`.
    fn take(&mut self, tier: Tier, candidate: Candidate) -> Option<SetPuzzle> {
        self.attempts += 1;
        match candidate {
            Candidate::Skipped => {}
            Candidate::Rated(set) => {
                let rating = &set.rating;
                count(&mut self.tiers, rating.tier);
                if rating.tier == tier {
                    return Some(*set);
                }
                let allowed = rating.hardest.is_some_and(|hardest| {
                    let (floor, cap) = bounds(hardest);
                    (floor..=cap).contains(&tier)
                });
                let off = distance(tier, rating.score);
                if allowed && self.nearest.is_none_or(|(best, ..)| off < best) {
                    self.nearest = Some((off, rating.tier, rating.score));
                }
            }
            // Stalled at the cap: harder than the tier, however much harder.
            Candidate::Stalled { at_cap: true } => self.harder += 1,
            // With every technique: the explanation ends in a search.
            Candidate::Stalled { at_cap: false } => count(&mut self.tiers, Tier::Extreme),
            Candidate::Unrated => self.unrated += 1,
        }
        None
    }

    /// No puzzle of the tier. Every attempt is counted once: rated, too hard for the tier, or
    /// cut short (a skipped one is none of these, and is not counted as an attempt).
    fn not_found(mut self, wanted: Tier) -> SetterError {
        self.tiers.sort();
        SetterError::NotFound {
            attempts: self.tiers.iter().map(|(_, n)| n).sum::<usize>() + self.unrated + self.harder,
            tiers: self.tiers,
            unrated: self.unrated,
            harder: self.harder,
            wanted,
            nearest: self.nearest.map(|(_, tier, score)| (tier, score)),
        }
    }
}

/// Counts one more candidate of `tier`.
fn count(tiers: &mut Vec<(Tier, usize)>, tier: Tier) {
    match tiers.iter_mut().find(|(t, _)| *t == tier) {
        Some((_, count)) => *count += 1,
        None => tiers.push((tier, 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_is_how_far_a_score_lies_outside_a_tier() {
        assert_eq!(distance(Tier::Easy, 0), 0);
        assert_eq!(distance(Tier::Easy, 80), 1);
        assert_eq!(distance(Tier::Medium, 100), 0);
        assert_eq!(distance(Tier::Medium, 157), 8);
        assert_eq!(distance(Tier::Expert, 338), 62);
        assert_eq!(distance(Tier::Expert, 899), 0);
        assert_eq!(distance(Tier::Master, 5000), 0);
        assert_eq!(distance(Tier::Master, 375), 525);
    }

    #[test]
    fn the_nearest_words_say_a_case_split_makes_a_master() {
        assert_eq!(
            nearest_words(Tier::Master, Tier::Hard, 140),
            "the nearest scored 140 (a Hard puzzle); master starts at 900, or needs a case split"
        );
        assert_eq!(
            nearest_words(Tier::Expert, Tier::Hard, 125),
            "the nearest scored 125 (a Hard puzzle); expert starts at 400"
        );
    }

    #[test]
    fn derived_seeds_differ() {
        let seeds: std::collections::BTreeSet<u64> = (0..100).map(|i| derived_seed(7, i)).collect();
        assert_eq!(seeds.len(), 100);
    }

    /// An Easy puzzle (first-category pairs only) once drew every pair there is before its
    /// uniqueness was checked again, and drew repeats for ever (5 × 8, seed 2, past any
    /// `--timeout`): every size up to 6 × 8 must now come back at once.
    #[test]
    fn easy_puzzles_come_back_when_every_pair_is_drawn() {
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for (k, n) in [(5, 8), (4, 8), (6, 8), (5, 7), (3, 8)] {
                for seed in 1..=4 {
                    let options = SetterOptions {
                        categories: k,
                        items: n,
                        tier: Tier::Easy,
                        ordered: false,
                        seed,
                        theme: Theme::Plain,
                        deadline: Deadline::none(),
                        max_attempts: Some(50),
                    };
                    let set = set_puzzle(&options).expect("an easy puzzle");
                    assert_eq!(set.rating.tier, Tier::Easy);
                }
            }
            done.send(()).expect("the test waits");
        });
        finished
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("every easy puzzle within a minute");
    }
}
