//! What a case split can split on, fewest cases first: the ways a clue can hold (its options,
//! a comparison's or pair's placements), an item's open cells in a block, and who lies in a
//! count of statements; ways the grid already refutes are left out.

use super::*;

/// What a split is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Subject {
    /// The ways a clue (by index) can hold.
    Clue(usize),
    /// The open cells of an item in a category.
    Line(ItemId, usize),
    /// Which of a count's options (by count index) hold: for statements, who lies.
    Count(usize),
    /// One cell (its ✓ fact): it holds or it does not (see `cell`).
    Cell(Fact),
}

/// A split: its cases (each a set of facts to suppose, at least one of which holds in every
/// solution, given the grid) and the grid facts that rule out the ways left out.
#[derive(Debug, Clone)]
pub(super) struct Split {
    pub(super) subject: Subject,
    pub(super) cases: Vec<Vec<Fact>>,
    pub(super) ruled_out: Vec<Fact>,
    /// For a split on a count: each case's way (parallel to `cases`); empty otherwise.
    pub(super) ways: Vec<CountWay>,
    /// For a split on statements: the ways with one liar that the one-to-one rule alone rules
    /// out (the liar's statement index, and how), said beside the cases.
    pub(super) clashing: Vec<(usize, RuleClash)>,
}

/// Every split worth trying on `grid`, fewest cases first (clues before lines on a tie).
pub(super) fn splits(puzzle: &crate::model::Puzzle, grid: &Grid) -> Vec<Split> {
    let mut out: Vec<Split> = puzzle
        .clues()
        .iter()
        .enumerate()
        .filter_map(|(index, clue)| split_on(grid, clue, Subject::Clue(index)))
        .collect();
    for item in all_items(grid) {
        for category in 0..grid.categories() {
            if category != item.category
                && let Some(split) = line_split(grid, item, category)
            {
                out.push(split);
            }
        }
    }
    out.sort_by_key(|s| s.cases.len());
    out
}

/// The split on the open cells of `item` in `category`, if it has 2 to [`MAX_CASES`].
pub(super) fn line_split(grid: &Grid, item: ItemId, category: usize) -> Option<Split> {
    if grid.partner(item, category).is_some() {
        return None;
    }
    let open = grid.possible(item, category);
    let count = open.count_ones() as usize;
    if !(2..=MAX_CASES).contains(&count) {
        return None;
    }
    let cases = super::super::items_in(open, category)
        .map(|other| vec![Fact::yes(item, other)])
        .collect();
    let ruled_out = (0..grid.size())
        .map(|i| ItemId::new(category, i))
        .filter(|&other| open & (1 << other.index) == 0)
        .map(|other| Fact::no(item, other))
        .collect();
    Some(Split {
        subject: Subject::Line(item, category),
        cases,
        ruled_out,
        ways: Vec::new(),
        clashing: Vec::new(),
    })
}

/// The ways `clue` can hold, as facts; `None` when a way cannot be put as facts (a negated
/// option, a comparison beside other options, …).
// long because one arm per clue shape (options, groups, comparisons, pairings), each listing its ways.
pub(super) fn clue_ways(clue: &Clue, items: usize) -> Option<Vec<Vec<Fact>>> {
    let mut ways: Vec<Vec<Fact>> = Vec::new();
    for option in &clue.options {
        if option.negated {
            return None;
        }
        match &option.relation {
            Relation::Together => {
                let mut combos: Vec<Vec<ItemId>> = vec![Vec::new()];
                for term in &option.terms {
                    combos = combos
                        .iter()
                        .flat_map(|c| {
                            term.alternatives.iter().map(move |&a| {
                                let mut c = c.clone();
                                c.push(a);
                                c
                            })
                        })
                        .collect();
                    if combos.len() > 4 * MAX_CASES {
                        return None;
                    }
                }
                for mut combo in combos {
                    combo.sort();
                    combo.dedup();
                    // Two items of one category cannot share a row: that way is impossible.
                    if combo.windows(2).any(|w| w[0].category == w[1].category) {
                        continue;
                    }
                    let facts = pairs_of(&combo);
                    if facts.is_empty() {
                        return None;
                    }
                    ways.push(facts);
                }
            }
            Relation::Pairs => {
                let [a, b, c, d] = option.items()[..] else {
                    return None;
                };
                for (x, y) in [((a, c), (b, d)), ((a, d), (b, c))] {
                    let facts: Option<Vec<Fact>> = [x, y]
                        .into_iter()
                        .filter(|(p, q)| p != q)
                        .map(|(p, q)| (p.category != q.category).then(|| Fact::yes(p, q)))
                        .collect();
                    match facts {
                        Some(f) if !f.is_empty() => ways.push(f),
                        Some(_) => return None,
                        None => {}
                    }
                }
            }
            Relation::Compare(comparison) => {
                if clue.options.len() != 1 {
                    return None;
                }
                let [x, y] = option.items()[..] else {
                    return None;
                };
                let place = comparison.category;
                let positions = |item: ItemId| -> Vec<usize> {
                    if item.category == place {
                        vec![item.index]
                    } else {
                        (0..items).collect()
                    }
                };
                let at = |item: ItemId, p: usize| {
                    (item.category != place).then(|| Fact::yes(item, ItemId::new(place, p)))
                };
                for i in positions(x) {
                    for j in positions(y) {
                        if !comparison.allows(i, j) || (x.category == y.category && i == j) {
                            continue;
                        }
                        let facts: Vec<Fact> = at(x, i).into_iter().chain(at(y, j)).collect();
                        if facts.is_empty() {
                            return None;
                        }
                        ways.push(facts);
                    }
                }
            }
        }
    }
    for way in &mut ways {
        way.sort();
        way.dedup();
    }
    ways.sort();
    ways.dedup();
    Some(ways)
}

/// Every ✓ between two items of `items` (of different categories).
pub(super) fn pairs_of(items: &[ItemId]) -> Vec<Fact> {
    let mut facts = Vec::new();
    for (i, &a) in items.iter().enumerate() {
        for &b in &items[i + 1..] {
            if a.category != b.category {
                facts.push(Fact::yes(a, b));
            }
        }
    }
    facts
}

/// The split on the ways `clue` can hold that the grid leaves open, if there are 2 to
/// [`MAX_CASES`] and none is already known to hold.
pub(super) fn split_on(grid: &Grid, clue: &Clue, subject: Subject) -> Option<Split> {
    let ways = clue_ways(clue, grid.size())?;
    let mut cases = Vec::new();
    let mut ruled_out = Vec::new();
    for way in ways {
        if way.iter().all(|&f| grid.holds(f)) {
            return None;
        }
        match refuter(grid, &way) {
            Refuted::Open => cases.push(way),
            Refuted::By(fact) => ruled_out.push(fact),
            Refuted::ByRules => {}
        }
    }
    if !(2..=MAX_CASES).contains(&cases.len()) {
        return None;
    }
    ruled_out.sort();
    ruled_out.dedup();
    Some(Split {
        subject,
        cases,
        ruled_out,
        ways: Vec::new(),
        clashing: Vec::new(),
    })
}

/// Whether the grid rules a way out outright.
pub(super) enum Refuted {
    Open,
    /// By this fact of the grid.
    By(Fact),
    /// By the one-to-one rule alone (its facts clash with each other).
    ByRules,
}

pub(super) fn refuter(grid: &Grid, way: &[Fact]) -> Refuted {
    let mut copy = grid.clone();
    for &fact in way {
        if let Err(clash) = copy.assign(fact, SUPPOSITION) {
            return if grid.holds(clash.existing) {
                Refuted::By(clash.existing)
            } else {
                Refuted::ByRules
            };
        }
    }
    Refuted::Open
}

/// The split for `subject` on `grid` (with the clues of `puzzle`).
pub(super) fn split_for(
    puzzle: &crate::model::Puzzle,
    grid: &Grid,
    subject: Subject,
) -> Option<Split> {
    match subject {
        Subject::Clue(index) => split_on(grid, puzzle.clues().get(index)?, subject),
        Subject::Line(item, category) => line_split(grid, item, category),
        Subject::Count(index) => count_split(puzzle, grid, index),
        Subject::Cell(fact) => cell_split(grid, fact),
    }
}

/// The cell an option states, when it is one (`A + B` or `not A + B`, two single items of
/// different categories).
pub(super) fn option_fact(option: &crate::model::ClueOption) -> Option<Fact> {
    if option.relation != Relation::Together {
        return None;
    }
    match &option.terms[..] {
        [x, y] => match (&x.alternatives[..], &y.alternatives[..]) {
            (&[a], &[b]) if a.category != b.category => Some(Fact::new(a, b, !option.negated)),
            _ => None,
        },
        _ => None,
    }
}

/// The indices (in the puzzle's clues) of the clauses of count `index`.
/// (In a puzzle made for citing fewer premises, only the clauses it kept.)
pub(super) fn count_clauses(puzzle: &crate::model::Puzzle, index: usize) -> Vec<usize> {
    let Some(count) = puzzle.counts().get(index) else {
        return Vec::new();
    };
    let clauses = count.clauses();
    (0..puzzle.clues().len())
        .filter(|&c| clauses.contains(&puzzle.clues()[c]))
        .collect()
}
