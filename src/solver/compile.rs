//! Clues compiled for the search: each option's terms as masks per category (`CompiledTerm`),
//! anchored on the terms that pin a row, and the shapes the search reads directly (`Special`:
//! comparisons, pairings). Compiled once per solve.

use super::*;

pub(super) fn full_mask(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// A term as masks per category: a row satisfies it when it holds an item of one of the masks.
#[derive(Debug)]
pub(super) struct CompiledTerm {
    pub(super) parts: Vec<(usize, u64)>,
}

/// Where an option is judged from: the items of `category` in `items`, each standing for the row
/// that holds it. `term` is the option's term those items satisfy by themselves (none for the
/// rows, which are the first category's items).
#[derive(Debug)]
pub(super) struct Anchor {
    pub(super) term: Option<usize>,
    pub(super) category: usize,
    pub(super) items: u64,
}

#[derive(Debug)]
pub(super) struct CompiledOption {
    pub(super) negated: bool,
    pub(super) terms: Vec<CompiledTerm>,
    pub(super) anchors: Vec<Anchor>,
    /// For `A + B` (two single items of different categories): A's category, B's category,
    /// A's index and B as a mask.
    pub(super) pairing: Option<(usize, usize, usize, u64)>,
    /// A comparison or pair option, judged by its own rules (its `terms` and `anchors` are
    /// empty).
    pub(super) special: Option<Special>,
}

/// An option that is not `Together`.
#[derive(Debug)]
pub(super) enum Special {
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
    pub(super) fn new(option: &ClueOption, categories: usize, size: usize) -> Special {
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
    pub(super) fn reads(&self, categories: usize, size: usize, reads: &mut Vec<usize>) {
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
pub(super) struct CompiledClue {
    pub(super) options: Vec<CompiledOption>,
    /// The state indices of the candidate sets its tests read.
    pub(super) reads: Vec<usize>,
}

impl CompiledClue {
    // long because each option shape (terms, comparisons, pairings) compiles to its masks and anchors in turn.
    pub(super) fn new(clue: &Clue, categories: usize, size: usize) -> CompiledClue {
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
