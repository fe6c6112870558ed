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

pub mod entailment;

use crate::deadline::Deadline;
use crate::grid::Fact;
use crate::model::{Clue, ClueOption, ItemId, Puzzle, Relation, Solution};

/// The search looks at the clock once per this many nodes.
const DEADLINE_EVERY: u64 = 64;

/// How many solutions `sleuth solve` looks for before it stops.
pub const DEFAULT_MAX_SOLUTIONS: usize = 1000;

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveReport {
    /// The solutions found, sorted (by rows, then by the items in them, in list order).
    pub solutions: Vec<Solution>,
    /// True when the puzzle has more solutions than the limit (only the first `limit`, in the
    /// order above among those the search met, are listed).
    pub truncated: bool,
    /// Search nodes visited (for benchmarks and curiosity).
    pub nodes: u64,
    /// True when the deadline passed (or the node budget of [`solve_bounded`] ran out) before
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
    solve_bounded(categories, size, clues, facts, limit, deadline, u64::MAX)
}

/// Like [`solve_with_facts`], also giving up after visiting `max_nodes` search nodes (then
/// `timed_out` is set, as for the deadline): for callers that would rather not know than wait.
pub fn solve_bounded(
    categories: usize,
    size: usize,
    clues: &[Clue],
    facts: &[Fact],
    limit: usize,
    deadline: Deadline,
    max_nodes: u64,
) -> SolveReport {
    let mut report = SolveReport {
        solutions: Vec::new(),
        truncated: false,
        nodes: 0,
        timed_out: false,
    };
    if size == 0 || categories == 0 || size > 64 {
        return report;
    }
    let compiled: Vec<CompiledClue> = clues
        .iter()
        .map(|c| CompiledClue::new(c, categories, size))
        .collect();
    let mut search = Search::new(categories, size, &compiled, clues, limit.saturating_add(1));
    search.deadline = deadline;
    search.max_nodes = max_nodes;
    if search.assume(facts).is_ok() {
        search.start();
    }
    report.nodes = search.nodes;
    report.timed_out = search.timed_out;
    report.solutions = search.solutions;
    report.solutions.sort();
    if report.solutions.len() > limit {
        report.solutions.truncate(limit);
        report.truncated = true;
    }
    report
}

fn full_mask(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// A term as masks per category: a row satisfies it when it holds an item of one of the masks.
#[derive(Debug)]
struct CompiledTerm {
    parts: Vec<(usize, u64)>,
}

/// Where an option is judged from: the items of `category` in `items`, each standing for the row
/// that holds it. `term` is the option's term those items satisfy by themselves (none for the
/// rows, which are the first category's items).
#[derive(Debug)]
struct Anchor {
    term: Option<usize>,
    category: usize,
    items: u64,
}

#[derive(Debug)]
struct CompiledOption {
    negated: bool,
    terms: Vec<CompiledTerm>,
    anchors: Vec<Anchor>,
    /// For `A + B` (two single items of different categories): A's category, B's category,
    /// A's index and B as a mask.
    pairing: Option<(usize, usize, usize, u64)>,
    /// A comparison or pair option, judged by its own rules (its `terms` and `anchors` are
    /// empty).
    special: Option<Special>,
}

/// An option that is not `Together`.
#[derive(Debug)]
enum Special {
    /// A comparison: it holds iff, with `i` and `j` the positions in the ordered `category` of
    /// the rows holding `a` and `b`, `allowed[i]` has bit `j` (a `not` is folded into the table).
    Compare {
        a: ItemId,
        b: ItemId,
        category: usize,
        allowed: Vec<u64>,
    },
    /// `{A, B} = {C, D}`, perhaps negated.
    Pairs { negated: bool, items: [ItemId; 4] },
    /// A malformed option (which [`Clue::holds`] judges on complete grids alone): never decided.
    Opaque,
}

impl Special {
    fn new(option: &ClueOption, categories: usize, size: usize) -> Special {
        let items = option.items();
        let fits = |x: &ItemId| x.category < categories && x.index < size;
        if items.len() != option.terms.len()
            || option.terms.iter().any(|t| t.alternatives.len() != 1)
            || !items.iter().all(fits)
        {
            return Special::Opaque;
        }
        match (&option.relation, &items[..]) {
            (Relation::Compare(comparison), &[a, b])
                if comparison.category < categories && comparison.values.len() == size =>
            {
                Special::Compare {
                    a,
                    b,
                    category: comparison.category,
                    allowed: comparison.table(option.negated),
                }
            }
            (Relation::Pairs, &[a, b, c, d]) => Special::Pairs {
                negated: option.negated,
                items: [a, b, c, d],
            },
            _ => Special::Opaque,
        }
    }

    /// The state indices of the sets its tests read.
    fn reads(&self, categories: usize, size: usize, reads: &mut Vec<usize>) {
        let mut read = |x: ItemId, c: usize| {
            if x.category != c {
                reads.push((x.category * size + x.index) * categories + c);
            }
        };
        match self {
            Special::Compare { a, b, category, .. } => {
                read(*a, *category);
                read(*b, *category);
                // Whether the two share a row decides which pairs of positions count.
                read(*a, b.category);
            }
            Special::Pairs {
                items: [a, b, c, d],
                ..
            } => {
                for (x, y) in [(a, b), (a, c), (a, d), (b, c), (b, d)] {
                    read(*x, y.category);
                }
            }
            Special::Opaque => {}
        }
    }
}

#[derive(Debug)]
struct CompiledClue {
    options: Vec<CompiledOption>,
    /// The state indices of the candidate sets its tests read.
    reads: Vec<usize>,
}

impl CompiledClue {
    fn new(clue: &Clue, categories: usize, size: usize) -> CompiledClue {
        let options = clue
            .options
            .iter()
            .map(|o| {
                if !o.is_together() {
                    return CompiledOption {
                        negated: o.negated,
                        terms: Vec::new(),
                        anchors: Vec::new(),
                        pairing: None,
                        special: Some(Special::new(o, categories, size)),
                    };
                }
                let terms: Vec<CompiledTerm> = o
                    .terms
                    .iter()
                    .map(|t| {
                        let mut masks = vec![0u64; categories];
                        for &ItemId { category, index } in &t.alternatives {
                            if let Some(m) = masks.get_mut(category) {
                                *m |= 1u64.checked_shl(index as u32).unwrap_or(0);
                            }
                        }
                        CompiledTerm {
                            parts: masks
                                .into_iter()
                                .enumerate()
                                .filter(|(_, m)| *m != 0)
                                .collect(),
                        }
                    })
                    .collect();
                // Anchors: single-category terms, fewest items first.
                let mut anchors: Vec<Anchor> = terms
                    .iter()
                    .enumerate()
                    .filter_map(|(i, t)| match t.parts[..] {
                        [(category, items)] => Some(Anchor {
                            term: Some(i),
                            category,
                            items,
                        }),
                        _ => None,
                    })
                    .collect();
                anchors.sort_by_key(|a| a.items.count_ones());
                // The rows as an anchor too, unless a term on the first category already stands
                // for them or a single item anchors the option (its row is then known well
                // enough through its partners, and testing every row costs more than it finds).
                let single = anchors.iter().any(|a| a.items.is_power_of_two());
                if !single && !anchors.iter().any(|a| a.category == 0) {
                    anchors.push(Anchor {
                        term: None,
                        category: 0,
                        items: full_mask(size),
                    });
                }
                let pairing = match (o.negated, &terms[..]) {
                    (false, [x, y]) => match (&x.parts[..], &y.parts[..]) {
                        (&[(a, ma)], &[(b, mb)])
                            if a != b && ma.is_power_of_two() && mb.is_power_of_two() =>
                        {
                            Some((a, b, ma.trailing_zeros() as usize, mb))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                CompiledOption {
                    negated: o.negated,
                    terms,
                    anchors,
                    pairing,
                    special: None,
                }
            })
            .collect::<Vec<CompiledOption>>();
        // The sets its tests read: for each anchor item x of category a, its partners in the
        // categories of the other terms, at state index (a * size + x) * categories + c.
        let mut reads: Vec<usize> = Vec::new();
        for o in &options {
            if let Some(special) = &o.special {
                special.reads(categories, size, &mut reads);
            }
            for anchor in &o.anchors {
                let a = anchor.category;
                let mut items = anchor.items;
                while items != 0 {
                    let x = items.trailing_zeros() as usize;
                    items &= items - 1;
                    for t in &o.terms {
                        for &(c, _) in &t.parts {
                            if c != a {
                                reads.push((a * size + x) * categories + c);
                            }
                        }
                    }
                }
            }
        }
        reads.sort_unstable();
        reads.dedup();
        CompiledClue { options, reads }
    }
}

/// How an option stands on a partly filled grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// It can no longer hold.
    Dead,
    /// It surely holds.
    Satisfied,
    /// Not decided yet.
    Open,
}

/// Propagation found that no solution extends the current grid.
#[derive(Debug)]
struct Conflict;

struct Search<'a> {
    k: usize,
    n: usize,
    clues: &'a [CompiledClue],
    exact: &'a [Clue],
    /// Stop once this many solutions are found.
    limit: usize,
    /// `state[(a * n + i) * k + b]`: the items of category `b` that may share a row with item
    /// `i` of category `a` (kept symmetric; `b = a` holds the item itself), then one bit per clue
    /// that surely holds.
    state: Vec<u64>,
    /// Where the clue bits start in `state`.
    settled_base: usize,
    /// Old values of changed state words, to undo on backtracking.
    trail: Vec<(usize, u64)>,
    /// Sets (as state indices) changed since their consequences were drawn, and a flag each.
    cells: Vec<Cell>,
    cell_flag: Vec<bool>,
    /// Category pairs (a < b) changed since their matchings were last checked, and a flag each.
    unmatched: Vec<(usize, usize)>,
    dirty: Vec<bool>,
    /// The clues that read each candidate set.
    watchers: Vec<Vec<usize>>,
    /// Clues to test, and a flag each.
    clue_queue: Vec<usize>,
    queued: Vec<bool>,
    /// Reused buffer for path checks.
    scratch: Vec<u64>,
    solutions: Vec<Solution>,
    nodes: u64,
    /// When to give up (checked every `DEADLINE_EVERY` nodes), and whether it did.
    deadline: Deadline,
    timed_out: bool,
    /// Give up (as at the deadline) after this many nodes.
    max_nodes: u64,
    /// True while trying an option in a look-ahead, which skips the matchings (cheaper, and
    /// what a look-ahead finds is rechecked in full anyway).
    probing: bool,
}

/// A changed candidate set: its state index, and the partners in category `b` of item `i` of
/// category `a` that it holds (categories and items number at most 64).
#[derive(Debug, Clone, Copy)]
struct Cell {
    index: usize,
    a: u8,
    b: u8,
    i: u8,
}

/// A pairing asserted in a branch: item `i` of category `a` shares its row with the items of
/// category `b` in the mask (one item).
type Pairing = (usize, usize, usize, u64);

/// Paths are checked from a set only when it has at most this many candidates: from larger sets
/// they seldom rule anything out, and skipping them made the search faster overall on generated
/// 8 × 10 puzzles (more nodes, each much cheaper; see docs/performance.md). It must be at least 1:
/// a pairing once settled is carried to every third category only here, and that is what keeps
/// the pairings of a complete grid consistent with its rows.
const PATH_LIMIT: u32 = 3;
const _: () = assert!(PATH_LIMIT >= 1);

impl<'a> Search<'a> {
    fn new(
        k: usize,
        n: usize,
        clues: &'a [CompiledClue],
        exact: &'a [Clue],
        limit: usize,
    ) -> Search<'a> {
        let settled_base = k * k * n;
        let mut state = vec![full_mask(n); settled_base];
        for a in 0..k {
            for i in 0..n {
                state[(a * n + i) * k + a] = 1 << i;
            }
        }
        state.resize(settled_base + clues.len().div_ceil(64), 0);
        let mut watchers = vec![Vec::new(); settled_base];
        for (index, clue) in clues.iter().enumerate() {
            for &read in &clue.reads {
                watchers[read].push(index);
            }
        }
        Search {
            k,
            n,
            clues,
            exact,
            limit,
            state,
            settled_base,
            trail: Vec::new(),
            cells: Vec::new(),
            cell_flag: vec![false; settled_base],
            unmatched: Vec::new(),
            dirty: vec![false; k * k],
            watchers,
            // Every clue is tested once at the start.
            clue_queue: (0..clues.len()).rev().collect(),
            queued: vec![true; clues.len()],
            scratch: Vec::new(),
            solutions: Vec::new(),
            nodes: 0,
            deadline: Deadline::none(),
            timed_out: false,
            max_nodes: u64::MAX,
            probing: false,
        }
    }

    fn at(&self, a: usize, b: usize, i: usize) -> usize {
        (a * self.n + i) * self.k + b
    }

    /// The items of `b` that may share a row with item `i` of `a`.
    fn rel(&self, a: usize, b: usize, i: usize) -> u64 {
        self.state[self.at(a, b, i)]
    }

    /// Sets the partners in `b` of item `i` of `a` (at `index`) to `value`, and queues the set.
    fn write(&mut self, index: usize, (a, b, i): (usize, usize, usize), value: u64) {
        self.trail.push((index, self.state[index]));
        self.state[index] = value;
        if !self.cell_flag[index] {
            self.cell_flag[index] = true;
            self.cells.push(Cell {
                index,
                a: a as u8,
                b: b as u8,
                i: i as u8,
            });
        }
    }

    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            if let Some((index, old)) = self.trail.pop() {
                self.state[index] = old;
            }
        }
    }

    /// Forgets pending work after a conflict.
    fn clear_queues(&mut self) {
        for cell in self.cells.drain(..) {
            self.cell_flag[cell.index] = false;
        }
        for (a, b) in self.unmatched.drain(..) {
            self.dirty[a * self.k + b] = false;
        }
        for clue in self.clue_queue.drain(..) {
            self.queued[clue] = false;
        }
    }

    fn touch(&mut self, a: usize, b: usize) {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let pair = a * self.k + b;
        if !self.dirty[pair] {
            self.dirty[pair] = true;
            self.unmatched.push((a, b));
        }
    }

    fn settled(&self, clue: usize) -> bool {
        self.state[self.settled_base + clue / 64] >> (clue % 64) & 1 == 1
    }

    fn settle(&mut self, clue: usize) {
        let index = self.settled_base + clue / 64;
        self.trail.push((index, self.state[index]));
        self.state[index] |= 1 << (clue % 64);
    }

    /// Keeps only `keep` among the partners in `b` of item `i` of `a`, and tells them.
    fn restrict(&mut self, a: usize, b: usize, i: usize, keep: u64) -> Result<(), Conflict> {
        let index = self.at(a, b, i);
        let old = self.state[index];
        let new = old & keep;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            return Err(Conflict);
        }
        self.write(index, (a, b, i), new);
        let bit = 1u64 << i;
        let mut removed = old & !new;
        while removed != 0 {
            let j = removed.trailing_zeros() as usize;
            removed &= removed - 1;
            let back = self.at(b, a, j);
            let m = self.state[back] & !bit;
            if m == 0 {
                return Err(Conflict);
            }
            self.write(back, (b, a, j), m);
        }
        self.touch(a, b);
        Ok(())
    }

    /// Narrows the candidate sets to the known `facts` (before the root). A fact about items
    /// beyond the grid, or of one category, is a conflict unless it trivially holds.
    fn assume(&mut self, facts: &[Fact]) -> Result<(), Conflict> {
        for fact in facts {
            let (a, b) = (fact.a, fact.b);
            if a.category >= self.k
                || b.category >= self.k
                || a.index >= self.n
                || b.index >= self.n
            {
                return Err(Conflict);
            }
            if a.category == b.category {
                if (a.index == b.index) != fact.together {
                    return Err(Conflict);
                }
                continue;
            }
            let bit = 1u64 << b.index;
            let keep = if fact.together { bit } else { !bit };
            self.restrict(a.category, b.category, a.index, keep)?;
        }
        Ok(())
    }

    /// The work units one node costs (see [`crate::deadline`]).
    fn node_cost(&self) -> u64 {
        (self.k * self.k * self.n) as u64
    }

    /// The root: propagate, split the clues with several live options, then search.
    fn start(&mut self) {
        self.nodes += 1;
        if self.propagate().is_err() || self.disjunctions().is_err() {
            self.clear_queues();
            return;
        }
        self.branch();
    }

    /// The search below the root, depth first, with an explicit stack of branch points (so deep
    /// searches, up to one level per cell of a 64 × 64 grid, need no deep call stack). A node
    /// propagates, then branches (or records a complete grid); each branch's changes are undone
    /// before the next branch is tried.
    fn branch(&mut self) {
        struct Frame {
            branches: Vec<Vec<Pairing>>,
            next: usize,
            /// The trail length before the branch now being searched, if one is.
            open: Option<usize>,
        }
        let mut stack: Vec<Frame> = Vec::new();
        if let Some(branches) = self.expand() {
            stack.push(Frame {
                branches,
                next: 0,
                open: None,
            });
        }
        while let Some(frame) = stack.last_mut() {
            if let Some(mark) = frame.open.take() {
                self.undo(mark);
            }
            if frame.next >= frame.branches.len()
                || self.solutions.len() >= self.limit
                || self.timed_out
            {
                stack.pop();
                continue;
            }
            let facts = std::mem::take(&mut frame.branches[frame.next]);
            frame.next += 1;
            frame.open = Some(self.trail.len());
            if facts
                .iter()
                .try_for_each(|&(a, b, i, keep)| self.restrict(a, b, i, keep))
                .is_err()
            {
                self.clear_queues();
                continue;
            }
            // The node below this branch.
            self.nodes += 1;
            if self.nodes > self.max_nodes
                || (self.nodes.is_multiple_of(DEADLINE_EVERY) && {
                    // Work units for the deadline's budget: choosing a cell reads k² · n sets.
                    crate::deadline::spend(DEADLINE_EVERY * self.node_cost());
                    self.deadline.passed()
                })
            {
                self.timed_out = true;
                continue;
            }
            if self.propagate().is_err() {
                self.clear_queues();
                continue;
            }
            if let Some(branches) = self.expand() {
                stack.push(Frame {
                    branches,
                    next: 0,
                    open: None,
                });
            }
        }
    }

    /// A node's branches: on a clue whose options are pairings (each branch takes one option and
    /// rules out the ones before it), else on the open set with fewest candidates, one item at a
    /// time. Either way every solution lies in exactly one branch. `None` when the node is
    /// complete (it is recorded) or fails.
    fn expand(&mut self) -> Option<Vec<Vec<Pairing>>> {
        let chosen = match self.look_ahead() {
            Ok(chosen) => chosen,
            Err(Conflict) => {
                self.clear_queues();
                return None;
            }
        };
        if let Some(options) = chosen {
            Some(
                (0..options.len())
                    .map(|o| {
                        let mut facts: Vec<Pairing> = options[..o]
                            .iter()
                            .map(|&(a, b, i, m)| (a, b, i, !m))
                            .collect();
                        facts.push(options[o]);
                        facts
                    })
                    .collect(),
            )
        } else if let Some((a, b, i)) = self.choose_cell() {
            let mut items = self.rel(a, b, i);
            let mut branches = Vec::new();
            while items != 0 {
                let bit = items & items.wrapping_neg();
                items &= items - 1;
                branches.push(vec![(a, b, i, bit)]);
            }
            Some(branches)
        } else {
            self.record();
            None
        }
    }

    /// An open clue whose live options are all pairings of two items (`A + B or C + D`), as the
    /// pairings; the one whose least settled pairing is most settled, first on ties.
    /// Looks one step ahead on every clue whose live options are all pairings: tries each option
    /// (propagating). An option that fails is ruled out here and the look starts again; otherwise
    /// the clue whose options settle the most (the product of the sets each one narrows, plus
    /// one) is the one to branch on, first on ties.
    fn look_ahead(&mut self) -> Result<Option<Vec<Pairing>>, Conflict> {
        'again: loop {
            let mut best: Option<(u64, Vec<Pairing>)> = None;
            for pairings in self.pairing_clues() {
                let mut product = 1u64;
                for &(a, b, i, m) in &pairings {
                    let mark = self.trail.len();
                    self.probing = true;
                    let holds = self.restrict(a, b, i, m).is_ok() && self.propagate().is_ok();
                    self.probing = false;
                    let settled = (self.trail.len() - mark) as u64;
                    self.clear_queues();
                    self.undo(mark);
                    if !holds {
                        self.restrict(a, b, i, !m)?;
                        self.propagate()?;
                        continue 'again;
                    }
                    product = product.saturating_mul(settled + 1);
                }
                if best.as_ref().is_none_or(|(p, _)| product > *p) {
                    best = Some((product, pairings));
                }
            }
            return Ok(best.map(|(_, pairings)| pairings));
        }
    }

    /// The open clues whose live options are all pairings of two items (`A + B or C + D`), each
    /// as its live pairings.
    fn pairing_clues(&self) -> Vec<Vec<Pairing>> {
        let mut found = Vec::new();
        'clues: for (index, clue) in self.clues.iter().enumerate() {
            if clue.options.len() < 2 || self.settled(index) {
                continue;
            }
            let mut pairings = Vec::new();
            for option in &clue.options {
                match self.status(option) {
                    Status::Dead => continue,
                    Status::Satisfied => continue 'clues,
                    Status::Open => {}
                }
                let Some(pairing) = option.pairing else {
                    continue 'clues;
                };
                pairings.push(pairing);
            }
            if pairings.len() >= 2 {
                found.push(pairings);
            }
        }
        found
    }

    /// The open set with fewest candidates (first on ties), or none when the grid is complete.
    fn choose_cell(&self) -> Option<(usize, usize, usize)> {
        let mut best: Option<(u32, (usize, usize, usize))> = None;
        for a in 0..self.k {
            for b in a + 1..self.k {
                for i in 0..self.n {
                    let count = self.rel(a, b, i).count_ones();
                    if count > 1 && best.is_none_or(|(c, _)| count < c) {
                        best = Some((count, (a, b, i)));
                        if count == 2 {
                            return Some((a, b, i));
                        }
                    }
                }
            }
        }
        best.map(|(_, cell)| cell)
    }

    fn record(&mut self) {
        let rows = (0..self.n)
            .map(|r| {
                (0..self.k)
                    .map(|c| self.rel(0, c, r).trailing_zeros() as usize)
                    .collect()
            })
            .collect();
        let solution = Solution::from_rows(rows);
        if self.exact.iter().all(|c| c.holds(&solution)) {
            self.solutions.push(solution);
        }
    }

    /// Constructive disjunction, once over the clues with several live options: try each live
    /// option in turn (propagating), and keep only what some option leaves possible.
    fn disjunctions(&mut self) -> Result<(), Conflict> {
        let clues = self.clues;
        for (index, clue) in clues.iter().enumerate() {
            if clue.options.len() < 2 || self.settled(index) {
                continue;
            }
            let live: Vec<&CompiledOption> = clue
                .options
                .iter()
                .filter(|o| self.status(o) == Status::Open)
                .collect();
            if live.len() < 2 {
                continue;
            }
            let mut union: Option<Vec<u64>> = None;
            for option in live {
                let mark = self.trail.len();
                let holds = self.narrow(option);
                if holds.is_ok() && self.propagate().is_ok() {
                    let view = &self.state[..self.settled_base];
                    match &mut union {
                        None => union = Some(view.to_vec()),
                        Some(u) => u.iter_mut().zip(view).for_each(|(x, &y)| *x |= y),
                    }
                }
                self.clear_queues();
                self.undo(mark);
            }
            let Some(union) = union else {
                return Err(Conflict);
            };
            let mut changed = false;
            for (index, &keep) in union.iter().enumerate() {
                if self.state[index] & !keep != 0 {
                    let item = index / self.k;
                    self.restrict(item / self.n, index % self.k, item % self.n, keep)?;
                    changed = true;
                }
            }
            if changed {
                self.propagate()?;
            }
        }
        Ok(())
    }

    /// Propagates to a fixed point: changed sets first (pairings and paths; each also queues the
    /// clues that read it), then the queued clues, then the matchings of the category pairs that
    /// changed, the dearest test, last (and not while looking ahead).
    fn propagate(&mut self) -> Result<(), Conflict> {
        loop {
            if let Some(cell) = self.cells.pop() {
                self.cell_flag[cell.index] = false;
                for &clue in &self.watchers[cell.index] {
                    if !self.queued[clue] {
                        self.queued[clue] = true;
                        self.clue_queue.push(clue);
                    }
                }
                self.cell(cell)?;
            } else if let Some(clue) = self.clue_queue.pop() {
                self.queued[clue] = false;
                if !self.settled(clue) {
                    self.propagate_clue(clue)?;
                }
            } else if let Some((a, b)) = self.unmatched.pop() {
                self.dirty[a * self.k + b] = false;
                if !self.probing {
                    self.matching(a, b)?;
                }
            } else {
                return Ok(());
            }
        }
    }

    /// The partners in `b` of item `i` of `a` changed (`index` is that set). An item with one
    /// possible partner takes it from the other items; and two items can share a row only if,
    /// in every third category, some item can share it with both, so the item's partners in each
    /// category `c` are among those of its possible partners in `b`.
    fn cell(&mut self, cell: Cell) -> Result<(), Conflict> {
        let (k, n) = (self.k, self.n);
        let (a, b, i) = (cell.a as usize, cell.b as usize, cell.i as usize);
        let item = a * n + i;
        let partners = self.state[cell.index];
        if partners.is_power_of_two() {
            self.restrict(b, a, partners.trailing_zeros() as usize, 1 << i)?;
        }
        if partners.count_ones() > PATH_LIMIT {
            return Ok(());
        }
        let mut allowed = std::mem::take(&mut self.scratch);
        allowed.clear();
        allowed.resize(k, 0);
        let mut js = partners;
        while js != 0 {
            let j = js.trailing_zeros() as usize;
            js &= js - 1;
            let row = (b * n + j) * k;
            for (u, &m) in allowed.iter_mut().zip(&self.state[row..row + k]) {
                *u |= m;
            }
        }
        let mut result = Ok(());
        for (c, &keep) in allowed.iter().enumerate() {
            if c != a && c != b && self.state[item * k + c] & !keep != 0 {
                result = self.restrict(a, c, i, keep);
                if result.is_err() {
                    break;
                }
            }
        }
        self.scratch = allowed;
        result
    }

    /// Categories `a` and `b` are matched one to one: a pairing that is in no complete matching of
    /// what is still possible is ruled out (Hall's theorem; this finds every naked pair, triple …).
    fn matching(&mut self, a: usize, b: usize) -> Result<(), Conflict> {
        let n = self.n;
        // Only a set of 2 to `open - 2` open items with as few partners between them can prune
        // anything that single partners do not: skip the matching when there is none.
        let mut sizes = [0u8; 64];
        let mut open = 0;
        for i in 0..n {
            let m = self.rel(a, b, i);
            if !m.is_power_of_two() {
                sizes[open] = m.count_ones() as u8;
                open += 1;
            }
        }
        let sizes = &mut sizes[..open];
        sizes.sort_unstable();
        if !(2..open.saturating_sub(1)).any(|s| sizes[s - 1] as usize <= s) {
            return Ok(());
        }
        let mut adj = [0u64; 64];
        let adj = &mut adj[..n];
        for (i, m) in adj.iter_mut().enumerate() {
            *m = self.rel(a, b, i);
        }
        let adj = &*adj;
        // A perfect matching, by augmenting paths: owner[j] is the item of `a` paired with `j`.
        let mut owner = [NONE; 64];
        let mut mate = [NONE; 64];
        let mut owned = 0u64;
        for i in 0..n {
            let free = adj[i] & !owned;
            let j = if free != 0 {
                free.trailing_zeros() as usize
            } else {
                let mut seen = 0u64;
                if !augment(i, adj, &mut owner, &mut mate, &mut seen) {
                    return Err(Conflict);
                }
                owned = (0..n)
                    .filter(|&j| owner[j] != NONE)
                    .fold(0, |m, j| m | 1 << j);
                continue;
            };
            owner[j] = i;
            mate[i] = j;
            owned |= 1 << j;
        }
        // u → v when u can take v's partner; a pairing u–mate[v] is in some matching iff v
        // reaches u (swap along the cycle).
        let mut reach = [0u64; 64];
        let reach = &mut reach[..n];
        for (u, r) in reach.iter_mut().enumerate() {
            let mut js = adj[u];
            while js != 0 {
                let j = js.trailing_zeros() as usize;
                js &= js - 1;
                *r |= 1 << owner[j];
            }
            *r &= !(1 << u);
        }
        for m in 0..n {
            let through = reach[m];
            for r in reach.iter_mut() {
                if *r >> m & 1 == 1 {
                    *r |= through;
                }
            }
        }
        for u in 0..n {
            let mut keep = 1u64 << mate[u];
            let mut js = adj[u] & !keep;
            while js != 0 {
                let j = js.trailing_zeros() as usize;
                js &= js - 1;
                if reach[owner[j]] >> u & 1 == 1 {
                    keep |= 1 << j;
                }
            }
            self.restrict(a, b, u, keep)?;
        }
        Ok(())
    }

    /// Whether the row holding item `x` of category `a` can hold `term`, and whether it surely
    /// does.
    fn term_beside(&self, term: &CompiledTerm, a: usize, x: usize) -> (bool, bool) {
        let mut can = false;
        for &(c, m) in &term.parts {
            if c == a {
                if m >> x & 1 == 1 {
                    return (true, true);
                }
            } else {
                let partners = self.rel(a, c, x);
                if partners & m != 0 {
                    if partners & !m == 0 {
                        return (true, true);
                    }
                    can = true;
                }
            }
        }
        (can, false)
    }

    /// The anchor items whose rows can match the option, and those whose rows surely do.
    fn judge(&self, option: &CompiledOption, anchor: &Anchor) -> (u64, u64) {
        let (mut can, mut sure) = (0, 0);
        let mut items = anchor.items;
        'items: while items != 0 {
            let x = items.trailing_zeros() as usize;
            let bit = items & items.wrapping_neg();
            items &= items - 1;
            let mut all_sure = true;
            for (t, term) in option.terms.iter().enumerate() {
                if anchor.term != Some(t) {
                    let (term_can, term_sure) = self.term_beside(term, anchor.category, x);
                    if !term_can {
                        continue 'items;
                    }
                    all_sure &= term_sure;
                }
            }
            can |= bit;
            if all_sure {
                sure |= bit;
            }
        }
        (can, sure)
    }

    fn status(&self, option: &CompiledOption) -> Status {
        if let Some(special) = &option.special {
            return self.special_status(special);
        }
        let (holds, fails) = if option.negated {
            (Status::Dead, Status::Satisfied)
        } else {
            (Status::Satisfied, Status::Dead)
        };
        for anchor in &option.anchors {
            let (can, sure) = self.judge(option, anchor);
            if sure != 0 {
                return holds;
            }
            if can == 0 {
                return fails;
            }
        }
        Status::Open
    }

    /// The positions (items of ordered category `c`) the row holding `x` may have.
    fn positions(&self, x: ItemId, c: usize) -> u64 {
        if x.category == c {
            1 << x.index
        } else {
            self.rel(x.category, c, x.index)
        }
    }

    /// Whether `x` and `y` may share a row.
    fn can_meet(&self, x: ItemId, y: ItemId) -> bool {
        if x.category == y.category {
            x == y
        } else {
            self.rel(x.category, y.category, x.index) >> y.index & 1 == 1
        }
    }

    /// Whether `x` and `y` surely share a row.
    fn sure_meet(&self, x: ItemId, y: ItemId) -> bool {
        if x.category == y.category {
            x == y
        } else {
            self.rel(x.category, y.category, x.index) == 1 << y.index
        }
    }

    fn special_status(&self, special: &Special) -> Status {
        match special {
            Special::Compare {
                a,
                b,
                category,
                allowed,
            } => {
                let pb = self.positions(*b, *category);
                let mut pa = self.positions(*a, *category);
                let (mut can, mut sure) = (false, true);
                let rows = self.rows_of(*a, *b);
                while pa != 0 {
                    let i = pa.trailing_zeros() as usize;
                    pa &= pa - 1;
                    let js = pb & rows.beside(i);
                    let ok = allowed.get(i).copied().unwrap_or(0);
                    can |= js & ok != 0;
                    sure &= js & !ok == 0;
                }
                if !can {
                    Status::Dead
                } else if sure {
                    Status::Satisfied
                } else {
                    Status::Open
                }
            }
            &Special::Pairs {
                negated,
                items: [a, b, c, d],
            } => {
                let can = !self.sure_meet(a, b)
                    && ((self.can_meet(a, c) && self.can_meet(b, d))
                        || (self.can_meet(a, d) && self.can_meet(b, c)));
                let sure = !self.can_meet(a, b)
                    && ((self.sure_meet(a, c) && self.sure_meet(b, d))
                        || (self.sure_meet(a, d) && self.sure_meet(b, c)));
                match (negated, can, sure) {
                    (false, false, _) | (true, _, true) => Status::Dead,
                    (false, _, true) | (true, false, _) => Status::Satisfied,
                    _ => Status::Open,
                }
            }
            Special::Opaque => Status::Open,
        }
    }

    /// Arc consistency on a comparison that must hold: a position of either item stays only if
    /// some position of the other allows it.
    fn narrow_compare(
        &mut self,
        a: ItemId,
        b: ItemId,
        c: usize,
        allowed: &[u64],
    ) -> Result<(), Conflict> {
        let pb = self.positions(b, c);
        let mut pa = self.positions(a, c);
        let (mut keep_a, mut keep_b) = (0u64, 0u64);
        let rows = self.rows_of(a, b);
        while pa != 0 {
            let i = pa.trailing_zeros() as usize;
            pa &= pa - 1;
            let js = pb & rows.beside(i) & allowed.get(i).copied().unwrap_or(0);
            if js != 0 {
                keep_a |= 1 << i;
                keep_b |= js;
            }
        }
        if keep_a == 0 {
            return Err(Conflict);
        }
        if a.category != c {
            self.restrict(a.category, c, a.index, keep_a)?;
        }
        if b.category != c {
            self.restrict(b.category, c, b.index, keep_b)?;
        }
        Ok(())
    }

    /// Whether `a` and `b` surely share a row (the same item, or a certain pairing), surely do
    /// not (two items of one category, or a ruled-out pairing), or may.
    fn rows_of(&self, a: ItemId, b: ItemId) -> Rows {
        if a == b {
            Rows::Same
        } else if a.category == b.category {
            Rows::Different
        } else if self.sure_meet(a, b) {
            Rows::Same
        } else if !self.can_meet(a, b) {
            Rows::Different
        } else {
            Rows::Unknown
        }
    }

    /// `x` and `y` share a row.
    fn pin(&mut self, x: ItemId, y: ItemId) -> Result<(), Conflict> {
        if x.category != y.category {
            self.restrict(x.category, y.category, x.index, 1 << y.index)
        } else if x == y {
            Ok(())
        } else {
            Err(Conflict)
        }
    }

    /// `x` and `y` do not share a row.
    fn part(&mut self, x: ItemId, y: ItemId) -> Result<(), Conflict> {
        if x.category != y.category {
            self.restrict(x.category, y.category, x.index, !(1 << y.index))
        } else if x == y {
            Err(Conflict)
        } else {
            Ok(())
        }
    }

    /// `{A, B} = {C, D}` as the only live option. Holding: A and B are apart, each of A and B
    /// is with C or D (and each of C and D with A or B), and a way that cannot be leaves the
    /// other. Negated, with A and B surely apart: beside a certain pairing the other pairing
    /// that would complete it is ruled out.
    fn narrow_pairs(&mut self, negated: bool, [a, b, c, d]: [ItemId; 4]) -> Result<(), Conflict> {
        if negated {
            if self.can_meet(a, b) {
                return Ok(());
            }
            for (x, y, u, v) in [(a, c, b, d), (a, d, b, c), (b, d, a, c), (b, c, a, d)] {
                if self.sure_meet(x, y) {
                    self.part(u, v)?;
                }
            }
            return Ok(());
        }
        self.part(a, b)?;
        for (x, [y, z]) in [(a, [c, d]), (b, [c, d]), (c, [a, b]), (d, [a, b])] {
            if y.category == z.category && x.category != y.category {
                self.restrict(x.category, y.category, x.index, 1 << y.index | 1 << z.index)?;
            }
        }
        let first = self.can_meet(a, c) && self.can_meet(b, d);
        let second = self.can_meet(a, d) && self.can_meet(b, c);
        match (first, second) {
            (false, false) => Err(Conflict),
            (false, true) => {
                self.pin(a, d)?;
                self.pin(b, c)
            }
            (true, false) => {
                self.pin(a, c)?;
                self.pin(b, d)
            }
            (true, true) => Ok(()),
        }
    }

    fn propagate_clue(&mut self, index: usize) -> Result<(), Conflict> {
        let clues = self.clues;
        let clue = &clues[index];
        let mut live = None;
        let mut live_count = 0;
        for option in &clue.options {
            match self.status(option) {
                Status::Satisfied => {
                    self.settle(index);
                    return Ok(());
                }
                Status::Dead => {}
                Status::Open => {
                    live = Some(option);
                    live_count += 1;
                }
            }
        }
        let Some(option) = live else {
            return Err(Conflict);
        };
        if live_count > 1 {
            return Ok(());
        }
        self.narrow(option)
    }

    /// Narrows what the option needs, as the only live option of its clue.
    fn narrow(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
        match &option.special {
            Some(Special::Compare {
                a,
                b,
                category,
                allowed,
            }) => self.narrow_compare(*a, *b, *category, allowed),
            Some(Special::Pairs { negated, items }) => self.narrow_pairs(*negated, *items),
            Some(Special::Opaque) => Ok(()),
            None if option.negated => self.narrow_negated(option),
            None => self.narrow_positive(option),
        }
    }

    /// Some row must match every term.
    fn narrow_positive(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
        for anchor in &option.anchors {
            let a = anchor.category;
            let (can, _) = self.judge(option, anchor);
            if can == 0 {
                return Err(Conflict);
            }
            for (t, term) in option.terms.iter().enumerate() {
                if anchor.term == Some(t) {
                    continue;
                }
                // A single item must share its row with one of the anchor items that can match.
                if let [(c, m)] = term.parts[..]
                    && c != a
                    && m.is_power_of_two()
                {
                    self.restrict(c, a, m.trailing_zeros() as usize, can)?;
                }
                // One anchor item left: its row holds the term, through the one part that can.
                if can.is_power_of_two() {
                    let x = can.trailing_zeros() as usize;
                    let mut only = None;
                    let mut count = 0;
                    for &(c, m) in &term.parts {
                        if c == a {
                            if m >> x & 1 == 1 {
                                count = 2;
                                break;
                            }
                        } else if self.rel(a, c, x) & m != 0 {
                            only = Some((c, m));
                            count += 1;
                        }
                    }
                    match (count, only) {
                        (0, _) => return Err(Conflict),
                        (1, Some((c, m))) => self.restrict(a, c, x, m)?,
                        _ => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// No row may match every term: beside an anchor item where all other terms but one surely
    /// hold, the last one must fail.
    fn narrow_negated(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
        for anchor in &option.anchors {
            let a = anchor.category;
            let mut items = anchor.items;
            'items: while items != 0 {
                let x = items.trailing_zeros() as usize;
                items &= items - 1;
                let mut last = None;
                let mut uncertain = 0;
                for (t, term) in option.terms.iter().enumerate() {
                    if anchor.term != Some(t) {
                        match self.term_beside(term, a, x) {
                            (false, _) => continue 'items,
                            (true, true) => {}
                            (true, false) => {
                                last = Some(term);
                                uncertain += 1;
                            }
                        }
                    }
                }
                match (uncertain, last) {
                    (0, _) => return Err(Conflict),
                    (1, Some(term)) => {
                        for &(c, m) in &term.parts {
                            if c != a {
                                self.restrict(a, c, x, !m)?;
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }
}

/// How the rows of a comparison's two items stand: surely one row, surely two, or not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rows {
    Same,
    Different,
    Unknown,
}

impl Rows {
    /// The positions `j` the second item may have when the first is at `i`: only `i` in the
    /// same row, any but `i` in another.
    fn beside(self, i: usize) -> u64 {
        match self {
            Rows::Same => 1 << i,
            Rows::Different => !(1 << i),
            Rows::Unknown => u64::MAX,
        }
    }
}

const NONE: usize = usize::MAX;

/// Kuhn's augmenting path from item `i`: true when it found a partner (maybe by moving others).
fn augment(i: usize, adj: &[u64], owner: &mut [usize], mate: &mut [usize], seen: &mut u64) -> bool {
    let mut js = adj[i] & !*seen;
    while js != 0 {
        let j = js.trailing_zeros() as usize;
        js &= js - 1;
        *seen |= 1 << j;
        if owner[j] == usize::MAX || augment(owner[j], adj, owner, mate, seen) {
            owner[j] = i;
            mate[i] = j;
            return true;
        }
    }
    false
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
        solution
            .rows()
            .iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &i)| puzzle.item_name(ItemId::new(c, i)).to_string())
                    .collect()
            })
            .collect()
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
            let mut search = Search::new(k, n, &compiled, puzzle.clues(), 2);
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
