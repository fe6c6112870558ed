//! The search state and the depth-first search over it: candidate masks for every pair of
//! categories, a trail to undo them, the branch points on an explicit stack, and the choice of
//! the next cell to branch on. Propagation is in `propagate`.

use super::compile::*;
use super::*;

/// How an option stands on a partly filled grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Status {
    /// It can no longer hold.
    Dead,
    /// It surely holds.
    Satisfied,
    /// Not decided yet.
    Open,
}

/// Propagation found that no solution extends the current grid.
#[derive(Debug)]
pub(super) struct Conflict;

pub(super) struct Search<'a> {
    pub(super) k: usize,
    pub(super) n: usize,
    pub(super) clues: Vec<&'a CompiledClue>,
    pub(super) exact: Vec<&'a Clue>,
    /// Stop once this many solutions are found.
    pub(super) limit: usize,
    /// `state[(a * n + i) * k + b]`: the items of category `b` that may share a row with item
    /// `i` of category `a` (kept symmetric; `b = a` holds the item itself), then one bit per clue
    /// that surely holds.
    pub(super) state: Vec<u64>,
    /// Where the clue bits start in `state`.
    pub(super) settled_base: usize,
    /// Old values of changed state words, to undo on backtracking.
    pub(super) trail: Vec<(usize, u64)>,
    /// Sets (as state indices) changed since their consequences were drawn, and a flag each.
    pub(super) cells: Vec<Cell>,
    pub(super) cell_flag: Vec<bool>,
    /// Category pairs (a < b) changed since their matchings were last checked, and a flag each.
    pub(super) unmatched: Vec<(usize, usize)>,
    pub(super) dirty: Vec<bool>,
    /// The clues that read each candidate set: those of set `i` are
    /// `watchers[watch_start[i]..watch_start[i + 1]]` (one list for all, built once).
    pub(super) watchers: Vec<u32>,
    pub(super) watch_start: Vec<u32>,
    /// Clues to test, and a flag each.
    pub(super) clue_queue: Vec<usize>,
    pub(super) queued: Vec<bool>,
    /// Reused buffer for path checks.
    pub(super) scratch: Vec<u64>,
    pub(super) solutions: Vec<Solution>,
    pub(super) nodes: u64,
    /// When to give up (checked every `DEADLINE_EVERY` nodes), and whether it did.
    pub(super) deadline: Deadline,
    pub(super) timed_out: bool,
    /// Give up (as at the deadline) after this many nodes.
    pub(super) max_nodes: u64,
    /// True while trying an option in a look-ahead, which skips the matchings (cheaper, and
    /// what a look-ahead finds is rechecked in full anyway).
    pub(super) probing: bool,
    /// `focus[a * n + i]`: item `i` of category `a` is named by a clue or a fact. When set (see
    /// [`Search::focus_on`]), branching takes the open sets of named items first: a question
    /// about a few items (is this fact forced?) is then decided on them, instead of trying every
    /// arrangement of the items nothing mentions, which cannot break a clue.
    pub(super) focus: Vec<bool>,
}

/// A changed candidate set: its state index, and the partners in category `b` of item `i` of
/// category `a` that it holds (categories and items number at most 64).
#[derive(Debug, Clone, Copy)]
pub(super) struct Cell {
    pub(super) index: usize,
    pub(super) a: u8,
    pub(super) b: u8,
    pub(super) i: u8,
}

/// A pairing asserted in a branch: item `i` of category `a` shares its row with the items of
/// category `b` in the mask (one item).
pub(super) type Pairing = (usize, usize, usize, u64);

/// Paths are checked from a set only when it has at most this many candidates: from larger sets
/// they seldom rule anything out, and skipping them made the search faster overall on generated
/// 8 × 10 puzzles (more nodes, each much cheaper; see docs/performance.md). It must be at least 1:
/// a pairing once settled is carried to every third category only here, and that is what keeps
/// the pairings of a complete grid consistent with its rows.
pub(super) const PATH_LIMIT: u32 = 3;
const _: () = assert!(PATH_LIMIT >= 1);

impl<'a> Search<'a> {
    pub(super) fn new(
        k: usize,
        n: usize,
        clues: Vec<&'a CompiledClue>,
        exact: Vec<&'a Clue>,
        limit: usize,
    ) -> Search<'a> {
        let settled_base = k * k * n;
        let count = clues.len();
        let mut state = vec![full_mask(n); settled_base];
        for a in 0..k {
            for i in 0..n {
                state[(a * n + i) * k + a] = 1 << i;
            }
        }
        state.resize(settled_base + clues.len().div_ceil(64), 0);
        // Count the readers of each set, then place them (clue numbers ascending per set).
        let mut watch_start = vec![0u32; settled_base + 1];
        for clue in &clues {
            for &read in &clue.reads {
                watch_start[read + 1] += 1;
            }
        }
        for i in 0..settled_base {
            watch_start[i + 1] += watch_start[i];
        }
        let mut watchers = vec![0u32; watch_start[settled_base] as usize];
        let mut next = watch_start.clone();
        for (index, clue) in clues.iter().enumerate() {
            for &read in &clue.reads {
                watchers[next[read] as usize] = index as u32;
                next[read] += 1;
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
            watch_start,
            // Every clue is tested once at the start.
            clue_queue: (0..count).rev().collect(),
            queued: vec![true; count],
            scratch: Vec::new(),
            solutions: Vec::new(),
            nodes: 0,
            deadline: Deadline::none(),
            timed_out: false,
            max_nodes: u64::MAX,
            probing: false,
            focus: Vec::new(),
        }
    }

    pub(super) fn at(&self, a: usize, b: usize, i: usize) -> usize {
        (a * self.n + i) * self.k + b
    }

    /// The items of `b` that may share a row with item `i` of `a`.
    pub(super) fn rel(&self, a: usize, b: usize, i: usize) -> u64 {
        self.state[self.at(a, b, i)]
    }

    /// Sets the partners in `b` of item `i` of `a` (at `index`) to `value`, and queues the set.
    pub(super) fn write(&mut self, index: usize, (a, b, i): (usize, usize, usize), value: u64) {
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

    pub(super) fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            if let Some((index, old)) = self.trail.pop() {
                self.state[index] = old;
            }
        }
    }

    /// Forgets pending work after a conflict.
    pub(super) fn clear_queues(&mut self) {
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

    pub(super) fn touch(&mut self, a: usize, b: usize) {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let pair = a * self.k + b;
        if !self.dirty[pair] {
            self.dirty[pair] = true;
            self.unmatched.push((a, b));
        }
    }

    pub(super) fn settled(&self, clue: usize) -> bool {
        self.state[self.settled_base + clue / 64] >> (clue % 64) & 1 == 1
    }

    pub(super) fn settle(&mut self, clue: usize) {
        let index = self.settled_base + clue / 64;
        self.trail.push((index, self.state[index]));
        self.state[index] |= 1 << (clue % 64);
    }

    /// Keeps only `keep` among the partners in `b` of item `i` of `a`, and tells them.
    pub(super) fn restrict(
        &mut self,
        a: usize,
        b: usize,
        i: usize,
        keep: u64,
    ) -> Result<(), Conflict> {
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
    pub(super) fn assume(&mut self, facts: &[Fact]) -> Result<(), Conflict> {
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
    pub(super) fn node_cost(&self) -> u64 {
        (self.k * self.k * self.n) as u64
    }

    /// The root: propagate, split the clues with several live options, then search.
    pub(super) fn start(&mut self) {
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
    pub(super) fn branch(&mut self) {
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
    pub(super) fn expand(&mut self) -> Option<Vec<Vec<Pairing>>> {
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
    pub(super) fn look_ahead(&mut self) -> Result<Option<Vec<Pairing>>, Conflict> {
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
                    // Each probe is charged (in `propagate`) and may end the search.
                    if self.deadline.passed() {
                        self.timed_out = true;
                        return Ok(None);
                    }
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
    pub(super) fn pairing_clues(&self) -> Vec<Vec<Pairing>> {
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

    /// Branch on the items `clues` and `facts` name first (see [`Search::focus`]).
    pub(super) fn focus_on(&mut self, clues: &[Clue], facts: &[Fact]) {
        let mut focus = vec![false; self.k * self.n];
        let named = clues
            .iter()
            .flat_map(|c| &c.options)
            .flat_map(|o| &o.terms)
            .flat_map(|t| &t.alternatives)
            .copied()
            .chain(facts.iter().flat_map(|f| [f.a, f.b]));
        for item in named {
            if item.category < self.k && item.index < self.n {
                focus[item.category * self.n + item.index] = true;
            }
        }
        self.focus = focus;
    }

    /// The open set with fewest candidates (first on ties), or none when the grid is complete;
    /// with a focus, the open set of a named item (towards any other category) with fewest
    /// candidates, if there is one.
    pub(super) fn choose_cell(&self) -> Option<(usize, usize, usize)> {
        if !self.focus.is_empty()
            && let Some(cell) = self.fewest(|a, b| a != b, |a, i| self.focus[a * self.n + i])
        {
            return Some(cell);
        }
        self.fewest(|a, b| a < b, |_, _| true)
    }

    /// Of the sets `(a, b, i)` of the category pairs `pair` takes and the items `item` takes, the
    /// open one with fewest candidates (first on ties, in the order of `a`, `b`, `i`).
    fn fewest(
        &self,
        pair: impl Fn(usize, usize) -> bool,
        item: impl Fn(usize, usize) -> bool,
    ) -> Option<(usize, usize, usize)> {
        let mut best: Option<(u32, (usize, usize, usize))> = None;
        for a in 0..self.k {
            for b in (0..self.k).filter(|&b| pair(a, b)) {
                for i in (0..self.n).filter(|&i| item(a, i)) {
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

    pub(super) fn record(&mut self) {
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
}
