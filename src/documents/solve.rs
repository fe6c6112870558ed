//! The `solve` document: every solution found by exhaustive search, the difficulty rated
//! within its own budget, and with no solution the clues that clash.

use super::{Document, Format, Verdict};
use crate::analysis::conflict::minimal_conflict_until;
use crate::deadline::{DEFAULT_WORK, Deadline};
use crate::explain::quick_rating::{QuickRating, SOLVE_RATING_WORK, rate_until};
use crate::model::Puzzle;
use crate::render::json;
use crate::render::solve::CutShort;
use crate::solver::{DEFAULT_MAX_SOLUTIONS, Outcome, solve_until};

/// How much of the solve's time the rating may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RatingDepth {
    /// No rating.
    None,
    /// Within a small work budget of its own: a puzzle that takes longer to rate than to solve
    /// says so (with the tier reached so far) instead of waiting.
    #[default]
    Quick,
    /// In full, within the request's deadline.
    Full,
}

/// What `solve` is asked.
#[derive(Debug, Clone, Copy)]
pub struct SolveRequest {
    /// Stop after this many solutions.
    pub max_solutions: usize,
    /// The time and work limit (the default work budget, no time limit, by default).
    pub deadline: Deadline,
    /// Whether and how far to rate a puzzle with one solution.
    pub rating: RatingDepth,
    /// Text: print every solution found, not only the first ones.
    pub all: bool,
}

impl Default for SolveRequest {
    fn default() -> SolveRequest {
        SolveRequest {
            max_solutions: DEFAULT_MAX_SOLUTIONS,
            deadline: Deadline::none().with_work(DEFAULT_WORK),
            rating: RatingDepth::Quick,
            all: false,
        }
    }
}

/// The `solve` document for `puzzle`.
// long because solving, rating within its budget and printing in each format are one document.
pub fn solve(puzzle: &Puzzle, request: &SolveRequest, format: Format) -> Document {
    let deadline = request.deadline;
    let report = solve_until(puzzle, request.max_solutions, deadline);
    let outcome = Outcome::of(&report);
    // The rating comes from the engine's steps found quietly (no words), within a small work
    // budget unless asked in full, and within the same time limit; when a limit cuts it short
    // the document says so, with the tier reached so far.
    let mut cut_short = Vec::new();
    let full = request.rating == RatingDepth::Full;
    let rating = (outcome == Outcome::Solved && request.rating != RatingDepth::None)
        .then(|| {
            let rating_deadline = if full {
                deadline
            } else {
                deadline.with_work(SOLVE_RATING_WORK)
            };
            match rate_until(puzzle, rating_deadline) {
                QuickRating::Rated(rating) => Some(rating),
                QuickRating::CutShort(so_far) => {
                    let why = if !full && !deadline.passed() {
                        CutShort::Slower
                    } else if deadline.work_spent() {
                        CutShort::WorkLimit
                    } else {
                        CutShort::Timeout
                    };
                    cut_short.push(crate::render::solve::rating_cut_short(so_far.tier, why));
                    None
                }
                QuickRating::NoSolution => None,
            }
        })
        .flatten();
    let conflict = if outcome == Outcome::NoSolution {
        minimal_conflict_until(puzzle, deadline)
    } else {
        None
    };
    let body = match format {
        Format::Json => {
            let mut doc = json::SolveJson::new(puzzle, &report);
            doc.rating = rating;
            doc.cut_short = cut_short;
            doc.conflict = conflict.map(|c| json::clues_json(puzzle, &c));
            if outcome == Outcome::SeveralSolutions {
                doc.disagreements = Some(json::disagreement_names(puzzle, &report.solutions));
            }
            json::to_string(&doc)
        }
        Format::Text | Format::Markdown => {
            let md = format == Format::Markdown;
            let work_limited = report.timed_out && deadline.work_spent();
            let mut out = crate::render::solve::text(
                puzzle,
                &report,
                rating.as_ref(),
                md,
                work_limited,
                request.all,
            );
            for what in &cut_short {
                out.push_str(&crate::render::solve::cut_short_line(what));
            }
            match &conflict {
                Some(conflict) => {
                    out.push_str(&crate::render::solve::conflict_text(puzzle, conflict))
                }
                None if outcome == Outcome::NoSolution => {
                    out.push_str(crate::render::solve::CONFLICT_TIMED_OUT)
                }
                None => {}
            }
            out
        }
    };
    Document {
        body,
        verdict: Verdict::of(outcome),
    }
}
