//! Clues that can never hold, and `not`s that can never be broken: why an option is refused
//! (`Useless`), for comparisons, pairings and `+` (a propagating search bounded at
//! `CHOOSE_BUDGET` choices, past which the clue is accepted and the solver decides).

use super::*;

/// Why an option is refused, with the reason in words: as written (with its `not`) no grid
/// satisfies it, or it is a `not` no grid breaks.
pub(super) enum Useless {
    NeverHolds(String),
    NeverBroken(String),
}

impl Useless {
    /// `reason` is why the option without its `not` can never hold.
    pub(super) fn unsatisfiable(negated: bool, reason: String) -> Useless {
        if negated {
            Useless::NeverBroken(reason)
        } else {
            Useless::NeverHolds(reason)
        }
    }
}

/// Why a comparison or pair option can never hold (or, negated, never be broken or never
/// hold), if so.
// long because one arm per relation (comparison kinds, pairings), each saying why it can never hold.
pub(super) fn relation_impossibility(
    categories: &[Category],
    option: &ClueOption,
) -> Option<Useless> {
    let items = option.items();
    let name = |i: ItemId| format!("`{}`", categories[i.category].items[i.index]);
    match (&option.relation, &items[..]) {
        (Relation::Compare(comparison), &[a, b]) => {
            let c = comparison.category;
            let n = comparison.values.len();
            // Which (value of a's row, value of b's row) pairs some grid allows.
            let feasible = |i: usize, j: usize| {
                (a.category != c || a.index == i)
                    && (b.category != c || b.index == j)
                    && (a != b || i == j)
                    && !(a.category == b.category && a != b && i == j)
            };
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|i| (0..n).map(move |j| (i, j)))
                .filter(|&(i, j)| feasible(i, j))
                .collect();
            let can_hold = pairs.iter().any(|&(i, j)| comparison.allows(i, j));
            let can_fail = pairs.iter().any(|&(i, j)| !comparison.allows(i, j));
            if option.negated && !can_fail {
                Some(Useless::NeverHolds(format!(
                    "{} and {} always compare this way",
                    name(a),
                    name(b)
                )))
            } else if !can_hold {
                Some(Useless::unsatisfiable(
                    option.negated,
                    if a == b {
                        format!("{} is compared with itself", name(a))
                    } else {
                        format!(
                            "no two values of `{}` are related this way for {} and {}",
                            categories[c].name,
                            name(a),
                            name(b)
                        )
                    },
                ))
            } else {
                None
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            if a == b || c == d {
                return Some(Useless::NeverHolds(
                    "a pair names two different items on each side".into(),
                ));
            }
            let never_together = a.category == b.category;
            // A way to match the sides always holds when it pairs each item with itself.
            if option.negated && never_together && ((a == c && b == d) || (a == d && b == c)) {
                return Some(Useless::NeverHolds(format!(
                    "both sides name {} and {}, so the pairs always match",
                    name(a),
                    name(b)
                )));
            }
            let first_way = pairing_possible(a, b, [(a, c), (b, d)]);
            let second_way = pairing_possible(a, b, [(a, d), (b, c)]);
            if !first_way && !second_way {
                Some(Useless::unsatisfiable(
                    option.negated,
                    format!(
                        "neither {} with {} and {} with {}, nor {} with {} and {} with {}, can share a row",
                        name(a),
                        name(c),
                        name(b),
                        name(d),
                        name(a),
                        name(d),
                        name(b),
                        name(c)
                    ),
                ))
            } else {
                None
            }
        }
        _ => Some(Useless::NeverHolds("this option is malformed".into())),
    }
}

/// Whether some grid puts each pair of `together` in one row while `a` and `b` stay in different
/// rows: the items the pairs join must hold at most one item of each category, and must not join
/// `a` with `b`.
pub(super) fn pairing_possible(a: ItemId, b: ItemId, together: [(ItemId, ItemId); 2]) -> bool {
    // The rows as groups of items, merged by the pairs.
    let mut groups: Vec<Vec<ItemId>> = Vec::new();
    for (x, y) in together {
        let gx = groups.iter().position(|g| g.contains(&x));
        let gy = groups.iter().position(|g| g.contains(&y));
        match (gx, gy) {
            (Some(i), Some(j)) if i != j => {
                let moved = groups.remove(i.max(j));
                groups[i.min(j)].extend(moved);
            }
            (Some(_), Some(_)) => {}
            (Some(i), None) => groups[i].push(y),
            (None, Some(j)) => groups[j].push(x),
            (None, None) => groups.push(if x == y { vec![x] } else { vec![x, y] }),
        }
    }
    let clash = groups.iter().any(|g| {
        g.iter().enumerate().any(|(i, x)| {
            g[i + 1..]
                .iter()
                .any(|y| y.category == x.category && y != x)
        })
    });
    let joined = groups.iter().any(|g| g.contains(&a) && g.contains(&b));
    !clash && !joined
}

/// Why no row can ever hold every term of `option` (or, negated, why every grid has a row that
/// does), or `None` if it can go either way or the bounded search could not tell.
pub(super) fn impossibility(categories: &[Category], option: &ClueOption) -> Option<Useless> {
    if option.negated
        && let Some(reason) = always_together(categories, &option.terms)
    {
        return Some(Useless::NeverHolds(reason));
    }
    together_impossibility(categories, option)
        .map(|reason| Useless::unsatisfiable(option.negated, reason))
}

/// Why no row can ever hold every term of `option`, or `None` if some row could (or the bounded
/// search could not tell).
pub(super) fn together_impossibility(
    categories: &[Category],
    option: &ClueOption,
) -> Option<String> {
    let mut chosen: Vec<Option<usize>> = vec![None; categories.len()];
    let mut budget = CHOOSE_BUDGET;
    if can_choose(&option.terms, &mut chosen, &mut budget) != Some(false) {
        // Some row can hold it, or the question is too big to settle here: the solver decides.
        return None;
    }
    // Name a pair of terms that clash outright, if there is one.
    for (i, a) in option.terms.iter().enumerate() {
        for b in &option.terms[i + 1..] {
            let clash = a.alternatives.iter().all(|x| {
                b.alternatives
                    .iter()
                    .all(|y| x.category == y.category && x.index != y.index)
            });
            if let Some(x) = a.alternatives.first().filter(|_| clash) {
                let cat = &categories[x.category];
                return Some(format!(
                    "{} and {} are different {}: no row holds both",
                    describe(categories, a),
                    describe(categories, b),
                    cat.name
                ));
            }
        }
    }
    Some("every choice of alternatives puts two items of one category in the same row".into())
}

/// `` `A` / `B` `` for a term's alternatives.
pub(super) fn describe(categories: &[Category], term: &Term) -> String {
    let names: Vec<&str> = term
        .alternatives
        .iter()
        .map(|i| categories[i.category].items[i.index].as_str())
        .collect();
    format!("`{}`", names.join("` / `"))
}

/// Why every grid has a row holding every term, if a simple reason shows it: a term that lists
/// every item of some category is in every row, and the other terms all name one same item (so
/// that item's row holds them all). A sufficient test; when it finds nothing the clue may still
/// always hold, and the solver then finds the puzzle has no solution.
pub(super) fn always_together(categories: &[Category], terms: &[Term]) -> Option<String> {
    let universal = |t: &Term| {
        categories.iter().enumerate().any(|(c, cat)| {
            (0..cat.items.len()).all(|i| t.alternatives.contains(&ItemId::new(c, i)))
        })
    };
    let (everywhere, rest): (Vec<&Term>, Vec<&Term>) = terms.iter().partition(|t| universal(t));
    let item_name = |i: ItemId| format!("`{}`", categories[i.category].items[i.index]);
    let Some(first) = rest.first() else {
        return Some("every row holds one of each term's items".into());
    };
    let common = first
        .alternatives
        .iter()
        .copied()
        .find(|x| rest.iter().all(|t| t.alternatives.contains(x)))?;
    Some(if everywhere.is_empty() {
        format!("{} always shares a row with itself", item_name(common))
    } else {
        let full = everywhere
            .iter()
            .map(|t| describe(categories, t))
            .collect::<Vec<_>>()
            .join(" and ");
        format!(
            "{} names every item of a category, so {}'s row always holds one of them",
            full,
            item_name(common)
        )
    })
}

/// Backtracking with propagation: can one alternative per term be chosen with at most one item
/// per category? Always takes next the open term with the fewest alternatives still possible (a
/// term with one is forced, one with none fails at once), and a term some choice already meets
/// needs nothing more. `Some(answer)`, or `None` when `budget` ran out first.
pub(super) fn can_choose(
    terms: &[Term],
    chosen: &mut [Option<usize>],
    budget: &mut u64,
) -> Option<bool> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let fits = |a: &ItemId, chosen: &[Option<usize>]| {
        chosen[a.category].is_none_or(|index| index == a.index)
    };
    // The open term with the fewest possible alternatives.
    let mut best: Option<(&Term, usize)> = None;
    for term in terms {
        if term
            .alternatives
            .iter()
            .any(|a| chosen[a.category] == Some(a.index))
        {
            continue;
        }
        let open = term.alternatives.iter().filter(|a| fits(a, chosen)).count();
        if open == 0 {
            return Some(false);
        }
        if best.is_none_or(|(_, n)| open < n) {
            best = Some((term, open));
        }
    }
    let Some((term, _)) = best else {
        return Some(true);
    };
    let mut unknown = false;
    for a in &term.alternatives {
        if !fits(a, chosen) {
            continue;
        }
        chosen[a.category] = Some(a.index);
        let answer = can_choose(terms, chosen, budget);
        chosen[a.category] = None;
        match answer {
            Some(true) => return Some(true),
            Some(false) => {}
            None => unknown = true,
        }
        if *budget == 0 {
            return None;
        }
    }
    if unknown { None } else { Some(false) }
}
