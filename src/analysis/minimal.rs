//! The setter's minimal sufficient set of clues: each clue in turn is left out when the others
//! still leave the one solution. The trials are independent given the clues kept before them,
//! so they run ahead on the machine's cores; their answers are taken in order, exactly as one
//! trial at a time would give them.

use crate::analysis::conflict::satisfiable;
use crate::deadline::Deadline;
use crate::model::{Clue, Puzzle};
use crate::solver::solve_clues;

/// Whether `clues` leave exactly one solution.
pub(super) fn unique(puzzle: &Puzzle, clues: &[Clue]) -> bool {
    let report = solve_clues(puzzle.category_count(), puzzle.size(), clues, 1);
    report.solutions.len() == 1 && !report.truncated
}

/// One minimal sufficient set of clues of a puzzle with one solution (indices, file order):
/// each clue in turn is left out when the others still leave one solution.
#[cfg(any(test, feature = "internals"))]
pub fn minimal_subset(puzzle: &Puzzle) -> Vec<usize> {
    if !unique(puzzle, puzzle.clues()) {
        // No clue can go without losing the one solution there is not.
        return (0..puzzle.clues().len()).collect();
    }
    let mut alone = vec![None; puzzle.clues().len()];
    minimal_subset_until(puzzle, Deadline::none(), &mut alone).unwrap_or_default()
}

/// [`minimal_subset`], or `None` if `deadline` passes first. `alone[i]` records, for each clue
/// left out while every other clue was kept, whether the others alone still leave one solution.
///
/// A clue goes when the others still leave one solution. The clues kept so far leave one (all
/// of them do, to begin with), so the others leave another exactly when some solution of theirs
/// breaks the clue left out (a solution keeping it would be the one): asking for one with the
/// clue negated is far quicker than proving the rest have one solution.
///
/// The trials run ahead on as many threads as the machine has cores (up to four), each
/// supposing the clues before it stay (as they mostly do: a generated puzzle needs every clue).
/// Their answers are taken in order, as one trial at a time would give them; once a clue goes,
/// the trials after it are asked again. The work of the answers taken is counted on this thread,
/// so a work budget cuts exactly where one trial at a time would.
pub(super) fn minimal_subset_until(
    puzzle: &Puzzle,
    deadline: Deadline,
    alone: &mut [Option<bool>],
) -> Option<Vec<usize>> {
    let width = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    minimal_subset_on(puzzle, deadline, alone, width)
}

/// [`minimal_subset_until`] on `width` threads.
fn minimal_subset_on(
    puzzle: &Puzzle,
    deadline: Deadline,
    alone: &mut [Option<bool>],
    width: usize,
) -> Option<Vec<usize>> {
    let clues = puzzle.clues();
    // Whether the kept clues but `kept[at]` leave one solution, and the work that took.
    let trial = |kept: &[usize], at: usize| -> (bool, u64) {
        let before = crate::deadline::spent();
        let mut trial: Vec<Clue> = kept
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != at)
            .map(|(_, &c)| clues[c].clone())
            .collect();
        trial.extend(clues[kept[at]].negation());
        let still = !satisfiable(puzzle, &trial);
        (still, crate::deadline::spent() - before)
    };
    let mut kept: Vec<usize> = (0..clues.len()).collect();
    let mut at = 0;
    while at < kept.len() {
        let ahead = if width > 1 {
            trials_ahead(&kept, at, width, deadline, &trial)
        } else {
            Vec::new()
        };
        let mut gone = false;
        while at < kept.len() && !gone {
            if deadline.passed() {
                return None;
            }
            let still = match ahead.get(at).copied().flatten() {
                Some((still, work)) => {
                    crate::deadline::spend(work);
                    still
                }
                // (Its work counts on this thread as it goes.)
                None => trial(&kept, at).0,
            };
            if kept.len() == clues.len() {
                // Every clue but this one is kept.
                alone[kept[at]] = Some(still);
            }
            if still {
                kept.remove(at);
                gone = true;
            } else {
                at += 1;
            }
        }
    }
    Some(kept)
}

/// The answers of `trial` for the positions of `kept` from `from` on, found on `width` threads
/// (by position; `None` where none was found): each supposes the clues before it stay, so none
/// is asked past the first clue that goes, nor once the work they did together would spend
/// what is left of `deadline`'s budget.
fn trials_ahead(
    kept: &[usize],
    from: usize,
    width: usize,
    deadline: Deadline,
    trial: &(impl Fn(&[usize], usize) -> (bool, u64) + Sync),
) -> Vec<Option<(bool, u64)>> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
    let next = AtomicUsize::new(from);
    let first_gone = AtomicUsize::new(usize::MAX);
    let work_done = AtomicU64::new(0);
    let work_left = deadline.work_left();
    let clock = deadline.clock();
    let answers = Mutex::new(vec![None; kept.len()]);
    std::thread::scope(|scope| {
        for _ in 0..width {
            scope.spawn(|| {
                loop {
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    if at >= kept.len()
                        || at > first_gone.load(Ordering::Relaxed)
                        || clock.passed()
                        || work_left.is_some_and(|left| work_done.load(Ordering::Relaxed) >= left)
                    {
                        return;
                    }
                    let (still, work) = trial(kept, at);
                    work_done.fetch_add(work, Ordering::Relaxed);
                    if still {
                        first_gone.fetch_min(at, Ordering::Relaxed);
                    }
                    if let Ok(mut answers) = answers.lock() {
                        answers[at] = Some((still, work));
                    }
                }
            });
        }
    });
    answers.into_inner().unwrap_or_default()
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::model::ClueOption;

    /// Puzzles with redundant clues (two copies of some, a clue the others imply) and `or`
    /// clues: generated ones with some of their clues repeated and some options added.
    pub(in crate::analysis) fn padded_puzzles() -> Vec<Puzzle> {
        use crate::generate::{ClueMix, GenerateOptions, generate};
        (0..6)
            .map(|seed| {
                let generated = generate(GenerateOptions {
                    categories: 3 + seed as usize % 2,
                    items: 4,
                    seed,
                    mix: [ClueMix::Mixed, ClueMix::Indirect][seed as usize % 2],
                });
                let clues = generated.puzzle.clues();
                let mut with = vec![clues[clues.len() - 1].clone()];
                with.extend(clues.iter().cloned());
                with.push(clues[1].clone());
                // An `or` of two clues: one option holds, the other may not.
                let mut either = clues[0].clone();
                either
                    .options
                    .extend(clues[2].options.iter().map(|o| ClueOption {
                        negated: !o.negated,
                        ..o.clone()
                    }));
                with.push(either);
                generated.puzzle.with_clues(with)
            })
            .collect()
    }

    #[test]
    fn minimal_subset_by_negation_is_the_one_plain_deletion_finds() {
        use crate::analysis::conflict::shrink_by_deletion;
        // The plain way: a clue goes when the others still leave exactly one solution.
        for puzzle in padded_puzzles() {
            let clues = puzzle.clues();
            let plain = shrink_by_deletion(clues.len(), |rest, _| {
                let trial: Vec<Clue> = rest.iter().map(|&c| clues[c].clone()).collect();
                Some(unique(&puzzle, &trial))
            })
            .unwrap();
            assert!(plain.len() < clues.len(), "some clue is redundant");
            assert_eq!(minimal_subset(&puzzle), plain);
        }
    }

    #[test]
    fn trials_ahead_on_threads_cut_where_one_at_a_time_does() {
        // Under every work budget, from none left to enough, the threads give what one
        // thread gives: the same subset (or none) and the same clues tried alone.
        for puzzle in padded_puzzles().into_iter().take(3) {
            let n = puzzle.clues().len();
            let one = |width: usize, work: u64| {
                let mut alone = vec![None; n];
                let deadline = Deadline::none().with_work(work);
                let subset = minimal_subset_on(&puzzle, deadline, &mut alone, width);
                (subset, alone)
            };
            let mut cut = 0;
            for work in [0, 1_000, 20_000, 100_000, 400_000, 2_000_000, u64::MAX / 2] {
                let alone = one(1, work);
                assert_eq!(one(3, work), alone, "work {work}");
                cut += usize::from(alone.0.is_none());
            }
            assert!(cut > 0 && cut < 7, "some budgets cut, some do not: {cut}");
        }
    }
}
