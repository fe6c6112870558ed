//! The exhaustive solver: a complete, deterministic depth-first search over the answer grid, used
//! to find every solution and as the ground truth the explaining engine is tested against.
//!
//! Rows are pinned to the first category (row `r` holds its item `r`). The search state is the
//! human solver's grid: for every two categories and every item of one, the set of items of the
//! other that may still share its row (the first category's sets are the answer grid itself).
//! After every choice it propagates to a fixed point:
//!
//! - **pairings:** each pair of categories is matched one to one, so an item with one possible
//!   partner takes it from every other item, and a pairing that fits in no complete matching of
//!   what is left (Hall's theorem: naked pairs, triples, …) is ruled out;
//! - **paths:** two items can share a row only if, in every third category, some item can share
//!   a row with both (drawn from sets of at most `PATH_LIMIT` candidates);
//! - **clues:** each clue is tested whenever a set it reads changes. An option is judged from an
//!   *anchor*: one of its single-category terms (or the rows themselves); a row holding the
//!   anchor item can match only if every other term can hold beside it. A positive option dies
//!   once no anchor item can match; a negated one once some anchor item surely does — monotone,
//!   so a dead clue is a sound reason to backtrack, and a settled one is never tested again. A
//!   clue with one live option left also narrows what it needs: a positive option with one
//!   possible anchor item pins its other terms to it, and a negated one rules out the last
//!   uncertain term beside an anchor item where the others are certain.
//! - **comparisons:** an option comparing A and B by an ordered category C (`A < B`,
//!   `A = B + 2`, `A next to B`) is judged from the positions (items of C) their rows may still
//!   have, which are A's partners in C (or A itself, when it is an item of C), each pair of
//!   positions counted only if it fits whether A and B surely share a row (same position) or
//!   surely do not (different positions): it is dead when
//!   no remaining pair of positions satisfies it, settled when every one does (a `not` takes the
//!   complement table). As its clue's only live option it keeps, for each of A and B, only the
//!   positions that some position of the other supports (arc consistency).
//! - **pairs:** `{A, B} = {C, D}` is judged from whether A and B may (or surely do) share a row
//!   with each other and with C and D. As its clue's only live option it keeps A and B apart and
//!   each of them with C or D, and a way of matching them that cannot be leaves the other;
//!   negated, with A and B surely apart, a certain pairing rules out the one that completes it.
//!
//! At the root, each clue with several live options is also split: every option is tried in turn
//! and only what some option leaves possible is kept. Then, at every node, the search looks one
//! step ahead on the clues whose live options are all pairings (`A + B or C + D`): it tries each
//! option, rules out those that fail, and branches on the clue whose options settle the most
//! (one option per branch, the earlier ones ruled out). With no such clue it branches on the open
//! set with fewest candidates, one item per branch; ties go to the first in a fixed order. Every
//! solution lies in exactly one branch, so the search is complete and finds each solution once;
//! it is deterministic, and the solutions are reported sorted. Every rule only removes what no
//! solution uses, and a complete grid is checked against [`Clue::holds`] before it counts, so the
//! rules change how fast the answer comes, never what it is. Changes are undone from a trail.

#[cfg(any(test, feature = "internals"))]
pub mod backbones;
mod compile;
pub mod entailment;
pub mod known_answer;
mod propagate;
mod search;
mod subsets;

use compile::CompiledClue;
use search::Search;
pub use subsets::ClueList;

use crate::deadline::Deadline;
use crate::grid::Fact;
use crate::model::{Clue, ClueOption, ItemId, Puzzle, Relation, Solution};

/// The search looks at the clock once per this many nodes.
const DEADLINE_EVERY: u64 = 64;

/// How many solutions `sleuth solve` looks for before it stops.
pub const DEFAULT_MAX_SOLUTIONS: usize = 1000;

/// What a search found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SolveReport {
    /// The solutions found, sorted (by rows, then by the items in them, in list order).
    pub solutions: Vec<Solution>,
    /// True when the puzzle has more solutions than the limit (only the first `limit`, in the
    /// order above among those the search met, are listed).
    pub truncated: bool,
    /// Search nodes visited (for benchmarks and curiosity).
    pub nodes: u64,
    /// True when the deadline passed (or the node budget of the entailment questions ran out) before
    /// the search finished: `solutions` holds those found so far, and there may be more (or,
    /// with none, there may still be one).
    pub timed_out: bool,
}

/// Finds the puzzle's solutions, stopping after `limit` of them.
pub fn solve(puzzle: &Puzzle, limit: usize) -> SolveReport {
    solve_clues(
        puzzle.category_count(),
        puzzle.size(),
        puzzle.clues(),
        limit,
    )
}

/// Like [`solve`], stopping when `deadline` passes (see [`SolveReport::timed_out`]).
pub fn solve_until(puzzle: &Puzzle, limit: usize, deadline: Deadline) -> SolveReport {
    solve_clues_until(
        puzzle.category_count(),
        puzzle.size(),
        puzzle.clues(),
        limit,
        deadline,
    )
}

/// Finds the solutions of a grid of `categories × size` under `clues` alone.
///
/// Sizes beyond [`crate::limits`] (more than 64 items) have no solutions reported.
pub fn solve_clues(categories: usize, size: usize, clues: &[Clue], limit: usize) -> SolveReport {
    solve_clues_until(categories, size, clues, limit, Deadline::none())
}

/// Like [`solve_clues`], stopping when `deadline` passes.
pub fn solve_clues_until(
    categories: usize,
    size: usize,
    clues: &[Clue],
    limit: usize,
    deadline: Deadline,
) -> SolveReport {
    solve_with_facts(categories, size, clues, &[], limit, deadline)
}

/// Like [`solve_clues_until`], with some cells of the grid known from the start (`facts`: ✓s
/// and ✗s). Cheaper than giving them as one-pair clues: they narrow the candidate sets before
/// the search begins and are never tested again.
pub fn solve_with_facts(
    categories: usize,
    size: usize,
    clues: &[Clue],
    facts: &[Fact],
    limit: usize,
    deadline: Deadline,
) -> SolveReport {
    search_grid(
        categories,
        size,
        (clues, facts),
        limit,
        deadline,
        u64::MAX,
        false,
    )
}

/// The search behind every solve, giving up (as at the deadline) after visiting `max_nodes`
/// search nodes, for callers that would rather not know than wait. `focus` branches on the items the clues and facts name
/// first (see `Search::focus`), for questions about a few of them (do these clues force this
/// fact?): it saves trying the arrangements of items nothing names, but on other questions it
/// can take longer. The entailment questions try it where the plain search gives up.
pub(super) fn search_grid(
    categories: usize,
    size: usize,
    (clues, facts): (&[Clue], &[Fact]),
    limit: usize,
    deadline: Deadline,
    max_nodes: u64,
    focus: bool,
) -> SolveReport {
    if !searchable(categories, size) {
        return SolveReport::default();
    }
    let compiled: Vec<CompiledClue> = clues
        .iter()
        .map(|c| CompiledClue::new(c, categories, size))
        .collect();
    let mut search = Search::new(
        categories,
        size,
        compiled.iter().collect(),
        clues.iter().collect(),
        limit.saturating_add(1),
    );
    search.deadline = deadline;
    search.max_nodes = max_nodes;
    if focus {
        search.focus_on(clues, facts);
    }
    if search.assume(facts).is_ok() {
        search.start();
    }
    let mut report = SolveReport {
        nodes: search.nodes,
        timed_out: search.timed_out,
        solutions: search.solutions,
        truncated: false,
    };
    report.solutions.sort();
    if report.solutions.len() > limit {
        report.solutions.truncate(limit);
        report.truncated = true;
    }
    report
}

/// Whether the solver takes a grid of `categories × size` (beyond [`crate::limits`], more than
/// 64 items, it reports no solutions).
fn searchable(categories: usize, size: usize) -> bool {
    categories > 0 && size > 0 && size <= 64
}

/// How a puzzle came out: of a search for every solution (`solve`, `check`) or of an
/// explanation (which may also stop `Unfinished`). The one outcome every output reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Exactly one solution.
    Solved,
    /// More than one solution.
    SeveralSolutions,
    /// No solution: the clues contradict each other.
    NoSolution,
    /// Stopped early (a step limit, as for hints).
    Unfinished,
    /// The deadline (`--timeout`) passed before the answer was known; the steps so far are kept.
    TimedOut,
}

impl Outcome {
    /// What a search for every solution found: one, several, none, or (when it was cut short
    /// before it could tell) timed out. Never `Unfinished`, which only an explanation ends in.
    pub fn of(report: &SolveReport) -> Outcome {
        match report.solutions.len() {
            0 | 1 if report.timed_out => Outcome::TimedOut,
            0 => Outcome::NoSolution,
            1 if !report.truncated => Outcome::Solved,
            _ => Outcome::SeveralSolutions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MURDLE: &str = "\
suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
weapons: dumbbell, pool cue, poisoned tea
places: gym, pool, lobby
Sgt Gunmetal + dumbbell
not Coach Raspberry + (gym | lobby)
pool cue + (pool | lobby)
Miss Saffron + pool cue or Sgt Gunmetal + pool cue
";

    fn names(puzzle: &Puzzle, solution: &Solution) -> Vec<Vec<String>> {
        crate::render::text::solution_rows(puzzle, solution)
    }

    #[test]
    fn solves_the_seed_puzzle() {
        let puzzle = Puzzle::parse(MURDLE).unwrap();
        let report = solve(&puzzle, 10);
        assert_eq!(report.solutions.len(), 1);
        assert!(!report.truncated);
        assert_eq!(
            names(&puzzle, &report.solutions[0]),
            [
                ["Miss Saffron", "pool cue", "lobby"],
                ["Sgt Gunmetal", "dumbbell", "gym"],
                ["Coach Raspberry", "poisoned tea", "pool"]
            ]
        );
    }

    /// `{D2, C1} = {B4, E5}` keeps B4 and E5 apart: with them together the root's propagation
    /// fails (it used to take a search of over 600,000 nodes to see it on a 5 × 5 grid).
    #[test]
    fn a_pair_clue_keeps_its_second_pair_apart() {
        let puzzle = Puzzle::parse(
            "a: A1, A2, A3, A4, A5\nb: B1, B2, B3, B4, B5\nc: C1, C2, C3, C4, C5\n\
             d: D1, D2, D3, D4, D5\ne: E1, E2, E3, E4, E5\n{D2, C1} = {B4, E5}\nB4 + E5\n",
        )
        .unwrap();
        let report = solve(&puzzle, 1);
        assert!(report.solutions.is_empty());
        assert_eq!(report.nodes, 1);
    }

    /// The focused search branches on the items the clues name first. Two clues about four
    /// items force C3 to A3; proving it takes the plain search over 40,000 nodes (more than the
    /// 20,000 an entailment question may take), as it also tries arrangements of items nothing
    /// names.
    #[test]
    fn the_bounded_search_branches_on_named_items_first() {
        let puzzle = Puzzle::parse(
            "a (ordered): A1, A2, A3, A4, A5\nb: B1, B2, B3, B4, B5\nc: C1, C2, C3, C4, C5\n\
             d: D1, D2, D3, D4, D5\nB4 ~2 D2\n{D2, B4} = {A1, C3}\nnot A3 + C3\n",
        )
        .unwrap();
        let focused = search_grid(
            4,
            5,
            (puzzle.clues(), &[]),
            1,
            Deadline::none(),
            u64::MAX,
            true,
        );
        assert!(focused.solutions.is_empty());
        assert!(focused.nodes < 5_000, "{} nodes", focused.nodes);
        let whole = search_grid(
            4,
            5,
            (puzzle.clues(), &[]),
            1,
            Deadline::none(),
            u64::MAX,
            false,
        );
        assert!(whole.solutions.is_empty());
        assert!(whole.nodes > 20_000, "{} nodes", whole.nodes);
    }

    #[test]
    fn stops_when_the_deadline_passes() {
        let puzzle = Puzzle::parse(
            "a: a1, a2, a3, a4, a5, a6\nb: b1, b2, b3, b4, b5, b6\nc: c1, c2, c3, c4, c5, c6\n",
        )
        .expect("parses");
        let report = solve_until(&puzzle, 100_000, Deadline::after(std::time::Duration::ZERO));
        assert!(report.timed_out);
        assert!(report.solutions.len() < 518_400);
        let report = solve_until(&puzzle, 10, Deadline::none());
        assert!(!report.timed_out);
        assert_eq!(report.solutions.len(), 10);
    }

    #[test]
    fn stops_at_the_limit() {
        let puzzle = Puzzle::parse("a: x, y, z\nb: p, q, r\n").unwrap();
        let report = solve(&puzzle, 4);
        assert_eq!(report.solutions.len(), 4);
        assert!(report.truncated);
        let all = solve(&puzzle, 100);
        assert_eq!(all.solutions.len(), 6);
        assert!(!all.truncated);
    }

    #[test]
    fn multi_term_not_is_not_pairwise() {
        // `not x + p + u` only forbids the three together: x + p alone is fine.
        let puzzle = Puzzle::parse("a: x, y\nb: p, q\nc: u, v\nnot x + p + u\nx + p\n").unwrap();
        let report = solve(&puzzle, 10);
        assert_eq!(report.solutions.len(), 1);
        assert_eq!(report.solutions[0].rows(), [vec![0, 0, 1], vec![1, 1, 0]]);
    }

    #[test]
    fn contradiction_has_no_solution() {
        let puzzle = Puzzle::parse("a: x, y\nb: p, q\nx + p\nnot x + p\n").unwrap();
        assert!(solve(&puzzle, 10).solutions.is_empty());
    }

    /// The candidate sets after propagation at the root (then the split of clues with several
    /// options, or the look-ahead, when asked), or `None` on a conflict.
    struct Root {
        k: usize,
        n: usize,
        state: Option<Vec<u64>>,
    }

    impl Root {
        fn new(text: &str, split: bool) -> Root {
            Root::with(text, split, false)
        }

        fn with(text: &str, split: bool, look: bool) -> Root {
            let puzzle = Puzzle::parse(text).unwrap();
            let (k, n) = (puzzle.category_count(), puzzle.size());
            let compiled: Vec<CompiledClue> = puzzle
                .clues()
                .iter()
                .map(|c| CompiledClue::new(c, k, n))
                .collect();
            let mut search = Search::new(
                k,
                n,
                compiled.iter().collect(),
                puzzle.clues().iter().collect(),
                2,
            );
            let ok = search.propagate().is_ok()
                && (!split || search.disjunctions().is_ok())
                && (!look || search.look_ahead().is_ok());
            Root {
                k,
                n,
                state: ok.then(|| search.state[..k * k * n].to_vec()),
            }
        }

        /// The items of category `b` (as a mask) that item `i` of category `a` may sit with.
        fn partners(&self, a: usize, i: usize, b: usize) -> u64 {
            self.state.as_ref().expect("no conflict")[(a * self.n + i) * self.k + b]
        }
    }

    #[test]
    fn a_single_partner_leaves_the_others() {
        let root = Root::new("a: x, y, z\nb: p, q, r\nx + p\n", false);
        assert_eq!(root.partners(0, 0, 1), 0b001);
        assert_eq!(root.partners(0, 1, 1), 0b110);
        assert_eq!(root.partners(1, 0, 0), 0b001, "kept symmetric");
    }

    #[test]
    fn paths_run_through_third_categories() {
        // x sits with p or q; p and q only with u or v; so x only with u or v. No first-category
        // cell is involved in the clues between b and c.
        let root = Root::new(
            "a: x, y, z, w\nb: p, q, r, s\nc: u, v, t, o\n\
             x + (p | q)\nnot p + (t | o)\nnot q + (t | o)\n",
            false,
        );
        assert_eq!(root.partners(0, 0, 1), 0b0011);
        assert_eq!(root.partners(1, 0, 2), 0b0011);
        assert_eq!(root.partners(0, 0, 2), 0b0011, "x – c via b");
        assert_eq!(root.partners(2, 2, 0), 0b1110, "t is not with x");
        // And a fact between two later categories reaches the rows: p + u, x + p → x + u.
        let root = Root::new("a: x, y, z\nb: p, q, r\nc: u, v, w\np + u\nx + p\n", false);
        assert_eq!(root.partners(0, 0, 2), 0b001);
    }

    #[test]
    fn hall_sets_claim_their_partners() {
        // x and y share p and q between them, so z and w get r and s (two categories only, so no
        // path reasoning is involved).
        let root = Root::new(
            "a: x, y, z, w\nb: p, q, r, s\nnot x + (r | s)\nnot y + (r | s)\n",
            false,
        );
        assert_eq!(root.partners(0, 2, 1), 0b1100);
        assert_eq!(root.partners(0, 3, 1), 0b1100);
        // Three items with two partners between them cannot all be placed.
        let root = Root::new(
            "a: x, y, z, w\nb: p, q, r, s\nnot x + (r | s)\nnot y + (r | s)\nnot z + (r | s)\n",
            false,
        );
        assert!(root.state.is_none());
    }

    #[test]
    fn clues_are_judged_from_their_items() {
        // A negated pair between later categories is a plain exclusion.
        let root = Root::new("a: x, y, z\nb: p, q, r\nc: u, v, w\nnot p + u\n", false);
        assert_eq!(root.partners(1, 0, 2), 0b110);
        // `not x + p + u` with x + p known rules out x + u only.
        let root = Root::new(
            "a: x, y, z\nb: p, q, r\nc: u, v, w\nnot x + p + u\nx + p\n",
            false,
        );
        assert_eq!(root.partners(0, 0, 2), 0b110);
        assert_eq!(root.partners(1, 0, 2), 0b110);
        // `p + (u | v)`: p's partners in c narrow to the alternatives; and a dead option leaves the
        // other to be enforced.
        let root = Root::new(
            "a: x, y, z\nb: p, q, r\nc: u, v, w\np + (u | v)\nq + w or x + r\nnot q + w\n",
            false,
        );
        assert_eq!(root.partners(1, 0, 2), 0b011);
        assert_eq!(root.partners(0, 0, 1), 0b100, "x + r, the only live option");
        // Alternatives over two categories: x + (q | v) where x cannot have q means x + v.
        let root = Root::new(
            "a: x, y, z\nb: p, q, r\nc: u, v, w\nx + (q | v)\nnot x + q\n",
            false,
        );
        assert_eq!(root.partners(0, 0, 2), 0b010);
    }

    #[test]
    fn clues_with_several_options_keep_what_every_option_allows() {
        // Either way x is with p or q, never r; plain propagation cannot see it.
        let text = "a: x, y, z\nb: p, q, r\nc: u, v, w\nx + p or x + q\n";
        assert_eq!(Root::new(text, false).partners(0, 0, 1), 0b111);
        assert_eq!(Root::new(text, true).partners(0, 0, 1), 0b011);
        // Both options impossible: a conflict.
        let text = "a: x, y\nb: p, q\nx + p or y + p\nnot x + p\nnot y + p\n";
        assert!(Root::new(text, true).state.is_none());
    }

    #[test]
    fn looking_ahead_rules_out_failing_options() {
        // x + p would leave p for neither y nor z, which the second clue needs; the tests of each
        // clue alone cannot see it, trying the option can.
        let text = "a: x, y, z\nb: p, q, r\nx + p or y + q\ny + p or z + p\n";
        assert_eq!(Root::new(text, false).partners(0, 0, 1), 0b111);
        let root = Root::with(text, false, true);
        assert_eq!(root.partners(0, 0, 1), 0b100, "x + r");
        assert_eq!(root.partners(0, 1, 1), 0b010, "y + q");
        // Every option fails: x + p leaves p for neither y nor z, and so does x + q for q.
        let text = "a: x, y, z\nb: p, q, r\nx + p or x + q\nnot x + r\n\
                    y + p or z + p\ny + q or z + q\n";
        assert!(Root::new(text, false).state.is_some());
        assert!(Root::with(text, false, true).state.is_none());
    }

    #[test]
    fn comparisons_and_pairs_narrow_positions() {
        let order = "pos (ordered): p1, p2, p3\nb: x, y, z\nc: u, v, w\n";
        // x < y: x is not last, y not first.
        let root = Root::new(&format!("{order}x < y\n"), false);
        assert_eq!(root.partners(1, 0, 0), 0b011);
        assert_eq!(root.partners(1, 1, 0), 0b110);
        // x = y + 2: only p3 and p1; an item of the ordered category itself: u next to p2 … and
        // not p1, so u is at p3.
        let root = Root::new(
            &format!("{order}x = y + 2\nu next to p2\nnot u + p1\n"),
            false,
        );
        assert_eq!(root.partners(1, 0, 0), 0b100);
        assert_eq!(root.partners(1, 1, 0), 0b001);
        assert_eq!(root.partners(2, 0, 0), 0b100);
        // A negated comparison: not x ~1 y, with y at p2, leaves x nowhere.
        assert!(
            Root::new(&format!("{order}not x next to y\ny + p2\n"), false)
                .state
                .is_none()
        );
        // {x, y} = {u, v}: x and y apart, each with u or v; without x + u, x + v and y + u.
        let root = Root::new(&format!("{order}{{x, y}} = {{u, v}}\nnot x + u\n"), false);
        assert_eq!(root.partners(1, 0, 2), 0b010);
        assert_eq!(root.partners(1, 1, 2), 0b001);
        assert_eq!(root.partners(1, 2, 2), 0b100);
        // Negated, with x + u and x, y apart (different items of b): y is not with v.
        let root = Root::new(&format!("{order}not {{x, y}} = {{u, v}}\nx + u\n"), false);
        assert_eq!(root.partners(1, 1, 2), 0b100);
    }

    #[test]
    fn agrees_with_brute_force() {
        // Random clues of every shape (several options, alternatives over categories, negated
        // many-term options), on every grid size small enough to enumerate.
        let mut rng = fastrand::Rng::with_seed(7);
        for (k, n) in [(2, 3), (3, 3), (2, 4), (3, 4), (4, 3)] {
            let grids = Solution::every(k, n);
            for _ in 0..150 {
                let truth = &grids[rng.usize(..grids.len())];
                let clues: Vec<Clue> = (0..rng.usize(..2 * k * n))
                    .map(|_| {
                        let options = (0..1 + rng.usize(..3) / 2)
                            .map(|_| {
                                let row = rng.usize(..n);
                                let terms = (0..1 + rng.usize(..3))
                                    .map(|_| crate::model::Term {
                                        alternatives: (0..1 + rng.usize(..4) / 3)
                                            .map(|_| {
                                                let c = rng.usize(..k);
                                                // Mostly items of one row, so clues often hold.
                                                let i = if rng.usize(..3) > 0 {
                                                    truth.item_in_row(row, c)
                                                } else {
                                                    rng.usize(..n)
                                                };
                                                ItemId::new(c, i)
                                            })
                                            .collect(),
                                    })
                                    .collect();
                                crate::model::ClueOption {
                                    negated: rng.usize(..3) == 0,
                                    terms,
                                    relation: crate::model::Relation::Together,
                                }
                            })
                            .collect();
                        Clue {
                            line: 0,
                            text: String::new(),
                            options,
                            supposed: None,
                        }
                    })
                    .collect();
                let expected: Vec<Solution> = grids
                    .iter()
                    .filter(|g| clues.iter().all(|c| c.holds(g)))
                    .cloned()
                    .collect();
                let mut sorted = expected.clone();
                sorted.sort();
                let report = solve_clues(k, n, &clues, usize::MAX);
                assert_eq!(report.solutions, sorted, "{k} × {n}: {clues:?}");
                assert!(!report.truncated);
                let limit = rng.usize(..4);
                let report = solve_clues(k, n, &clues, limit);
                assert_eq!(report.solutions.len(), limit.min(expected.len()));
                assert_eq!(report.truncated, expected.len() > limit);
            }
        }
    }
}
