//! Propagation to a fixed point after every choice: pairings (one-to-one, with Kuhn's matching
//! per pair of categories), clue options that can no longer hold, constructive disjunction over
//! clues with several live options, comparisons and pairings narrowed to what they allow.

use super::compile::*;
use super::search::*;
use super::*;

impl Search<'_> {
    /// Constructive disjunction, once over the clues with several live options: try each live
    /// option in turn (propagating), and keep only what some option leaves possible.
    pub(super) fn disjunctions(&mut self) -> Result<(), Conflict> {
        for index in 0..self.clues.len() {
            let clue: &CompiledClue = self.clues[index];
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
    pub(super) fn propagate(&mut self) -> Result<(), Conflict> {
        // Work units (see [`crate::deadline`]): a cell reads its partners' rows (k sets), a clue
        // its options, a matching the n × n sets of two categories.
        let mut units = 0u64;
        let result = self.propagate_counted(&mut units);
        crate::deadline::spend(units);
        result
    }

    fn propagate_counted(&mut self, units: &mut u64) -> Result<(), Conflict> {
        loop {
            if let Some(cell) = self.cells.pop() {
                *units += self.k as u64;
                self.cell_flag[cell.index] = false;
                let readers = self.watch_start[cell.index] as usize
                    ..self.watch_start[cell.index + 1] as usize;
                for &clue in &self.watchers[readers] {
                    let clue = clue as usize;
                    if !self.queued[clue] {
                        self.queued[clue] = true;
                        self.clue_queue.push(clue);
                    }
                }
                self.cell(cell)?;
            } else if let Some(clue) = self.clue_queue.pop() {
                self.queued[clue] = false;
                *units += self.clues[clue].options.len() as u64;
                if !self.settled(clue) {
                    self.propagate_clue(clue)?;
                }
            } else if let Some((a, b)) = self.unmatched.pop() {
                self.dirty[a * self.k + b] = false;
                *units += (self.n * self.n) as u64;
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
    pub(super) fn cell(&mut self, cell: Cell) -> Result<(), Conflict> {
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
    // long because the matching, the alternating-path search and the pruning share their masks.
    pub(super) fn matching(&mut self, a: usize, b: usize) -> Result<(), Conflict> {
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
    pub(super) fn term_beside(&self, term: &CompiledTerm, a: usize, x: usize) -> (bool, bool) {
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
    pub(super) fn judge(&self, option: &CompiledOption, anchor: &Anchor) -> (u64, u64) {
        // Work units: a few sets looked at per anchor item and term (measured: this keeps a
        // unit near the cost of the rest of the search's).
        crate::deadline::spend(
            4 * (1 + u64::from(anchor.items.count_ones()) * option.terms.len() as u64),
        );
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

    pub(super) fn status(&self, option: &CompiledOption) -> Status {
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
    pub(super) fn positions(&self, x: ItemId, c: usize) -> u64 {
        if x.category == c {
            1 << x.index
        } else {
            self.rel(x.category, c, x.index)
        }
    }

    /// Whether `x` and `y` may share a row.
    pub(super) fn can_meet(&self, x: ItemId, y: ItemId) -> bool {
        if x.category == y.category {
            x == y
        } else {
            self.rel(x.category, y.category, x.index) >> y.index & 1 == 1
        }
    }

    /// Whether `x` and `y` surely share a row.
    pub(super) fn sure_meet(&self, x: ItemId, y: ItemId) -> bool {
        if x.category == y.category {
            x == y
        } else {
            self.rel(x.category, y.category, x.index) == 1 << y.index
        }
    }

    pub(super) fn special_status(&self, special: &Special) -> Status {
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
                    && !self.sure_meet(c, d)
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
    pub(super) fn narrow_compare(
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
    pub(super) fn rows_of(&self, a: ItemId, b: ItemId) -> Rows {
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
    pub(super) fn pin(&mut self, x: ItemId, y: ItemId) -> Result<(), Conflict> {
        if x.category != y.category {
            self.restrict(x.category, y.category, x.index, 1 << y.index)
        } else if x == y {
            Ok(())
        } else {
            Err(Conflict)
        }
    }

    /// `x` and `y` do not share a row.
    pub(super) fn part(&mut self, x: ItemId, y: ItemId) -> Result<(), Conflict> {
        if x.category != y.category {
            self.restrict(x.category, y.category, x.index, !(1 << y.index))
        } else if x == y {
            Err(Conflict)
        } else {
            Ok(())
        }
    }

    /// `{A, B} = {C, D}` as the only live option. Holding: A and B are apart (and so are C and D), each of A and B
    /// is with C or D (and each of C and D with A or B), and a way that cannot be leaves the
    /// other. Negated, with A and B surely apart: beside a certain pairing the other pairing
    /// that would complete it is ruled out.
    pub(super) fn narrow_pairs(
        &mut self,
        negated: bool,
        [a, b, c, d]: [ItemId; 4],
    ) -> Result<(), Conflict> {
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
        // C and D are apart too: with A and B apart, each with one of them, they are in two rows.
        self.part(c, d)?;
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

    pub(super) fn propagate_clue(&mut self, index: usize) -> Result<(), Conflict> {
        let clue: &CompiledClue = self.clues[index];
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
    pub(super) fn narrow(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
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
    pub(super) fn narrow_positive(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
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
    pub(super) fn narrow_negated(&mut self, option: &CompiledOption) -> Result<(), Conflict> {
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
pub(super) enum Rows {
    Same,
    Different,
    Unknown,
}

impl Rows {
    /// The positions `j` the second item may have when the first is at `i`: only `i` in the
    /// same row, any but `i` in another.
    pub(super) fn beside(self, i: usize) -> u64 {
        match self {
            Rows::Same => 1 << i,
            Rows::Different => !(1 << i),
            Rows::Unknown => u64::MAX,
        }
    }
}

pub(super) const NONE: usize = usize::MAX;

/// Kuhn's augmenting path from item `i`: true when it found a partner (maybe by moving others).
pub(super) fn augment(
    i: usize,
    adj: &[u64],
    owner: &mut [usize],
    mate: &mut [usize],
    seen: &mut u64,
) -> bool {
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
