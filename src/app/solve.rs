//! `sleuth solve`: every solution by exhaustive search, and the difficulty.

use gridsleuth::analysis::conflict::minimal_conflict_until;

use gridsleuth::explain::quick_rating::{QuickRating, SOLVE_RATING_WORK, rate_until};
use gridsleuth::render::json;
use gridsleuth::{Deadline, solve_until};

use super::cli::{Format, SolveCommandArgs};
use super::{Exit, load, report_load_error};

// long because solving, rating within its budget and printing in each format are one command's IO.
pub fn run(command: &SolveCommandArgs) -> Exit {
    let args = &command.common;
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let deadline = command
        .timeout
        .map_or(Deadline::none(), Deadline::after)
        .with_work(gridsleuth::deadline::DEFAULT_WORK);
    let report = solve_until(&puzzle, args.max_solutions, deadline);
    let outcome = gridsleuth::Outcome::of(&report);
    // The rating comes from the engine's steps found quietly (no words), within a small work
    // budget unless --full-rating, and within the same time limit; when a limit cuts it short
    // the output says so, with the tier reached so far.
    let mut cut_short = Vec::new();
    let rating = (outcome == gridsleuth::Outcome::Solved && !command.no_rating)
        .then(|| {
            let rating_deadline = if command.full_rating {
                deadline
            } else {
                deadline.with_work(SOLVE_RATING_WORK)
            };
            match rate_until(&puzzle, rating_deadline) {
                QuickRating::Rated(rating) => Some(rating),
                QuickRating::CutShort(so_far) => {
                    let why = if !command.full_rating && !deadline.passed() {
                        "it takes longer than the answer; --full-rating or `sleuth rate` rates it in full"
                    } else if deadline.work_spent() {
                        "the work limit was reached first; docs/reliability.md"
                    } else {
                        "--timeout passed first"
                    };
                    cut_short.push(format!(
                        "the rating, at least {} so far ({why})",
                        so_far.tier
                    ));
                    None
                }
                QuickRating::NoSolution => None,
            }
        })
        .flatten();
    let conflict = if outcome == gridsleuth::Outcome::NoSolution {
        minimal_conflict_until(&puzzle, deadline)
    } else {
        None
    };
    match args.format {
        Format::Json => {
            let mut doc = json::SolveJson::new(&puzzle, &report);
            doc.rating = rating;
            doc.cut_short = cut_short;
            doc.conflict = conflict.map(|c| json::clues_json(&puzzle, &c));
            if outcome == gridsleuth::Outcome::SeveralSolutions {
                doc.disagreements = Some(json::disagreement_names(&puzzle, &report.solutions));
            }
            out!("{}", json::to_string(&doc));
        }
        Format::Text | Format::Markdown => {
            let md = args.format == Format::Markdown;
            let work_limited = report.timed_out && deadline.work_spent();
            let mut out = gridsleuth::render::solve::text(
                &puzzle,
                &report,
                rating.as_ref(),
                md,
                work_limited,
                command.all,
            );
            for what in &cut_short {
                out.push_str(&format!(
                    "\nCut short: {what}; the answer above is complete.\n"
                ));
            }
            match &conflict {
                Some(conflict) => {
                    out.push_str(&gridsleuth::render::solve::conflict_text(&puzzle, conflict))
                }
                None if outcome == gridsleuth::Outcome::NoSolution => out.push_str(
                    "(The time ran out before the clues that clash could be narrowed down.)\n",
                ),
                None => {}
            }
            super::text_out(&out);
        }
    }
    Exit::of(outcome)
}
