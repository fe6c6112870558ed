//! **Clue case analysis** — for clues with alternatives or `or`: list the cases the clue allows,
//! discard those the grid already refutes, and deduce what every remaining case agrees on. With
//! one case left that is simply applying it; with several it is "either way, …". Also handles a
//! multi-term `not`: from `not A + B + C` and A ✓ B, C is with neither A nor B. When no case is
//! left the clue can no longer hold: a contradiction.
//!
//! Options of every kind take part: a comparison (`A < B`, `A next to B`) is one case, ruled out
//! when the grid leaves no pair of places it allows, and implying the places it rules out; a
//! pairing `{A, B} = {C, D}` is two cases (A with C and B with D, or A with D and B with C); a
//! `not {A, B} = {C, D}` is one case, ruled out when the grid shows one of the two ways.
//! [`analyse`] also serves [pair cases](super::pair_cases) for clues that are one pairing.

use super::compare::{Compared, full};
use super::{Context, Deduction, Technique, TechniqueId, items_in, join};
use crate::entailment::{Dimensions, Premise, facts_of, forces, minimise};
use crate::grid::{Fact, Grid, Mark};
use crate::model::{Clue, ClueOption, ItemId, Relation};

pub struct ClueCases;

/// Beyond this many cases a clue is left to harder techniques.
const MAX_CASES: usize = 32;

/// One way a clue can hold.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Case {
    /// Some row holds all these items (a positive option with one alternative chosen per term).
    Together(Vec<ItemId>),
    /// A negated option (by index) holds.
    Apart(usize),
    /// Distinct rows, each holding its items (one way a pairing option holds).
    Rows(Vec<Vec<ItemId>>),
    /// A comparison option (by index) holds.
    Compare(usize),
    /// A negated pairing option (by index) holds.
    NotPairs(usize),
}

impl Technique for ClueCases {
    fn id(&self) -> TechniqueId {
        TechniqueId::ClueCases
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        ctx.puzzle
            .clues()
            .iter()
            .enumerate()
            .filter(|(_, clue)| needs_cases(clue))
            .find_map(|(index, clue)| analyse(ctx, TechniqueId::ClueCases, index, clue))
    }
}

/// Whether a clue is more than a plain fact (plain facts are `clue_fact`'s).
fn needs_cases(clue: &Clue) -> bool {
    match &clue.options[..] {
        // A lone comparison is order bounds', fixed offset's or adjacency's; a lone pairing is
        // pair cases'.
        [option] if matches!(option.relation, Relation::Compare(_)) => false,
        [option] if option.relation == Relation::Pairs => option.negated,
        [option] => {
            let groups = option.terms.iter().any(|t| t.alternatives.len() > 1);
            if option.negated {
                option.terms.len() > 2
            } else {
                groups
            }
        }
        _ => true,
    }
}

fn cases_of(clue: &Clue) -> Option<Vec<Case>> {
    let mut cases = Vec::new();
    for (index, option) in clue.options.iter().enumerate() {
        match (&option.relation, option.negated) {
            (Relation::Compare(_), _) => {
                cases.push(Case::Compare(index));
                continue;
            }
            (Relation::Pairs, true) => {
                cases.push(Case::NotPairs(index));
                continue;
            }
            (Relation::Pairs, false) => {
                for rows in ways(option) {
                    let case = Case::Rows(rows);
                    if !cases.contains(&case) {
                        cases.push(case);
                    }
                }
                continue;
            }
            (Relation::Together, _) => {}
        }
        if option.negated {
            cases.push(Case::Apart(index));
            continue;
        }
        let mut partial: Vec<Vec<ItemId>> = vec![Vec::new()];
        for term in &option.terms {
            let mut next = Vec::new();
            for chosen in &partial {
                for &alt in &term.alternatives {
                    if chosen
                        .iter()
                        .any(|c| c.category == alt.category && *c != alt)
                    {
                        continue;
                    }
                    let mut extended = chosen.clone();
                    if !extended.contains(&alt) {
                        extended.push(alt);
                    }
                    next.push(extended);
                }
            }
            partial = next;
            if partial.len() > MAX_CASES {
                return None;
            }
        }
        for mut items in partial {
            items.sort();
            let case = Case::Together(items);
            if !cases.contains(&case) {
                cases.push(case);
            }
        }
    }
    (cases.len() <= MAX_CASES).then_some(cases)
}

/// The two ways a pairing `{A, B} = {C, D}` can hold, as rows (A with C and B with D, or A
/// with D and B with C), leaving out a way that cannot hold whatever the grid (two items of one
/// category in a row, or one item in both rows).
fn ways(option: &ClueOption) -> Vec<Vec<Vec<ItemId>>> {
    let [a, b, c, d] = option.items()[..] else {
        return Vec::new();
    };
    let row = |x: ItemId, y: ItemId| -> Option<Vec<ItemId>> {
        if x == y {
            Some(vec![x])
        } else if x.category == y.category {
            None
        } else {
            let mut r = vec![x, y];
            r.sort();
            Some(r)
        }
    };
    [(c, d), (d, c)]
        .into_iter()
        .filter_map(|(first, second)| {
            let rows = vec![row(a, first)?, row(b, second)?];
            let shared = rows[0].iter().any(|x| rows[1].contains(x));
            let clash = rows[0]
                .iter()
                .any(|x| rows[1].iter().any(|y| x.category == y.category && x == y));
            (!shared && !clash).then_some(rows)
        })
        .collect()
}

/// Pairs of items in different rows of `rows`, in different categories.
fn across(rows: &[Vec<ItemId>]) -> Vec<(ItemId, ItemId)> {
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        for other in &rows[i + 1..] {
            for &x in row {
                for &y in other.iter().filter(|y| y.category != x.category) {
                    out.push((x, y));
                }
            }
        }
    }
    out
}

/// Pairs of items in different categories.
fn pairs(items: &[ItemId]) -> impl Iterator<Item = (ItemId, ItemId)> + '_ {
    items.iter().enumerate().flat_map(move |(i, &a)| {
        items[i + 1..]
            .iter()
            .filter(move |b| b.category != a.category)
            .map(move |&b| (a, b))
    })
}

/// The grid facts that rule a case out, if it is ruled out.
fn refutation(ctx: &Context<'_>, clue: &Clue, case: &Case) -> Option<Vec<Fact>> {
    let grid = ctx.grid;
    match case {
        Case::Together(items) => pairs(items)
            .find(|&(a, b)| grid.mark(a, b) == Mark::No)
            .map(|(a, b)| vec![Fact::no(a, b)]),
        Case::Apart(option) => violation(ctx, &clue.options[*option]),
        Case::Rows(rows) => rows
            .iter()
            .find_map(|row| {
                pairs(row)
                    .find(|&(a, b)| grid.mark(a, b) == Mark::No)
                    .map(|(a, b)| vec![Fact::no(a, b)])
            })
            .or_else(|| {
                across(rows)
                    .into_iter()
                    .find(|&(a, b)| grid.mark(a, b) == Mark::Yes)
                    .map(|(a, b)| vec![Fact::yes(a, b)])
            }),
        Case::Compare(option) => {
            let compared = Compared::of(&clue.options[*option])?;
            let prune = compared.prune(grid, true);
            if prune.left() != 0 {
                return None;
            }
            let category = compared.category();
            let mut facts = prune.support;
            if compared.a.category != category {
                facts.extend(
                    items_in(!prune.possible & !prune.needless & full(grid), category)
                        .map(|p| Fact::no(compared.a, p)),
                );
            }
            facts.sort();
            facts.dedup();
            Some(facts)
        }
        Case::NotPairs(option) => pairing_shown(ctx, &clue.options[*option]),
    }
}

/// For a negated pairing: the ✓s (and the ✗ of A with B) showing that one of its ways holds.
fn pairing_shown(ctx: &Context<'_>, option: &ClueOption) -> Option<Vec<Fact>> {
    let grid = ctx.grid;
    let [a, b, ..] = option.items()[..] else {
        return None;
    };
    let apart = if a.category == b.category {
        (a != b).then(Vec::new)
    } else {
        (grid.mark(a, b) == Mark::No).then(|| vec![Fact::no(a, b)])
    }?;
    ways(option).into_iter().find_map(|rows| {
        // Two rows holding different items of one category are apart anyway: then A ✗ B
        // need not be cited.
        let surely_apart = rows.iter().enumerate().any(|(i, r)| {
            rows[i + 1..].iter().any(|s| {
                r.iter()
                    .any(|p| s.iter().any(|q| p.category == q.category && p != q))
            })
        });
        let mut facts = if surely_apart {
            Vec::new()
        } else {
            apart.clone()
        };
        for row in &rows {
            for (x, y) in pairs(row) {
                if grid.mark(x, y) != Mark::Yes {
                    return None;
                }
                facts.push(Fact::yes(x, y));
            }
        }
        Some(facts)
    })
}

/// For a negated option: ✓ facts showing some row surely holds every term.
fn violation(ctx: &Context<'_>, option: &ClueOption) -> Option<Vec<Fact>> {
    let mut choices: Vec<Vec<ItemId>> = vec![Vec::new()];
    for term in &option.terms {
        choices = choices
            .into_iter()
            .flat_map(|c| {
                term.alternatives.iter().map(move |&alt| {
                    let mut c = c.clone();
                    c.push(alt);
                    c
                })
            })
            .take(MAX_CASES * 4)
            .collect();
    }
    choices.into_iter().find_map(|items| {
        let all_together = items.iter().enumerate().all(|(i, &a)| {
            items[i + 1..]
                .iter()
                .all(|&b| a == b || (a.category != b.category && ctx.grid.mark(a, b) == Mark::Yes))
        });
        // Enough ✓s to tie them all to the first item (the others follow by linking them).
        all_together.then(|| {
            let first = items[0];
            let mut facts: Vec<Fact> = items[1..]
                .iter()
                .filter(|&&b| b != first)
                .map(|&b| Fact::yes(first, b))
                .collect();
            facts.sort();
            facts.dedup();
            facts
        })
    })
}

/// What the case states outright: its ✓ pairs, a two-term `not`'s ✗ pairs, or what a longer
/// `not` rules out given the pairs already known (the case's implications).
fn direct(ctx: &Context<'_>, clue: &Clue, case: &Case) -> Vec<Fact> {
    match case {
        Case::Together(items) => pairs(items).map(|(a, b)| Fact::yes(a, b)).collect(),
        Case::Apart(index) => match &clue.options[*index].terms[..] {
            [first, second] => first
                .alternatives
                .iter()
                .flat_map(|&a| {
                    second
                        .alternatives
                        .iter()
                        .filter(move |b| b.category != a.category)
                        .map(move |&b| Fact::no(a, b))
                })
                .collect(),
            _ => implied_set(ctx, clue, case).to_vec(),
        },
        Case::Rows(rows) => {
            // Items of different rows are apart; left out where a ✓ of the case brings it by
            // one-to-one (x's row holds an item of y's category, or the other way round).
            let row_of = |x: ItemId| rows.iter().find(|r| r.contains(&x));
            let has = |x: ItemId, category: usize| {
                row_of(x).is_some_and(|r| r.iter().any(|i| i.category == category))
            };
            rows.iter()
                .flat_map(|row| pairs(row).map(|(a, b)| Fact::yes(a, b)).collect::<Vec<_>>())
                .chain(
                    across(rows)
                        .into_iter()
                        .filter(|&(x, y)| !has(x, y.category) && !has(y, x.category))
                        .map(|(a, b)| Fact::no(a, b)),
                )
                .collect()
        }
        Case::Compare(_) => implied_set(ctx, clue, case).to_vec(),
        Case::NotPairs(_) => Vec::new(),
    }
}

/// A set of facts between items of different categories, as bits by line (like the grid).
struct FactSet {
    n: usize,
    k: usize,
    /// `yes[line]` / `no[line]`, `line` of the fact's first item and second item's category.
    yes: Vec<u64>,
    no: Vec<u64>,
    /// The lines with a fact, in the order they got their first; a case touches few lines, so
    /// the whole-set operations look at these only.
    touched: Vec<usize>,
}

impl FactSet {
    fn new(grid: &Grid) -> FactSet {
        let (n, k) = (grid.size(), grid.categories());
        FactSet {
            n,
            k,
            yes: vec![0; k * n * k],
            no: vec![0; k * n * k],
            touched: Vec::new(),
        }
    }

    fn slot(&self, fact: Fact) -> (usize, u64) {
        let line = (fact.a.category * self.n + fact.a.index) * self.k + fact.b.category;
        (line, 1 << fact.b.index)
    }

    /// The first item and the category of a line.
    fn line_of(&self, line: usize) -> (ItemId, usize) {
        let g = line / self.k;
        (ItemId::new(g / self.n, g % self.n), line % self.k)
    }

    fn insert(&mut self, fact: Fact) {
        let (line, bit) = self.slot(fact);
        if self.yes[line] | self.no[line] == 0 {
            self.touched.push(line);
        }
        if fact.together {
            self.yes[line] |= bit;
        } else {
            self.no[line] |= bit;
        }
    }

    fn contains(&self, fact: Fact) -> bool {
        let (line, bit) = self.slot(fact);
        let set = if fact.together { &self.yes } else { &self.no };
        set[line] & bit != 0
    }

    /// The facts, sorted.
    fn to_vec(&self) -> Vec<Fact> {
        let mut lines = self.touched.clone();
        lines.sort();
        let mut facts = Vec::new();
        for line in lines {
            let (a, c) = self.line_of(line);
            let (yes, no) = (self.yes[line], self.no[line]);
            for b in items_in(yes | no, c) {
                let bit = 1 << b.index;
                if no & bit != 0 {
                    facts.push(Fact::no(a, b));
                }
                if yes & bit != 0 {
                    facts.push(Fact::yes(a, b));
                }
            }
        }
        facts
    }

    fn is_empty(&self) -> bool {
        self.touched
            .iter()
            .all(|&line| self.yes[line] | self.no[line] == 0)
    }

    /// Removes the facts the grid already holds.
    fn remove_held(&mut self, grid: &Grid) {
        for &line in &self.touched {
            let (a, c) = self.line_of(line);
            self.yes[line] &= !grid.yes_mask(a, c);
            self.no[line] &= !grid.no_mask(a, c);
        }
    }

    /// Keeps only the facts `other` holds too.
    fn retain_in(&mut self, other: &FactSet) {
        for &line in &self.touched {
            self.yes[line] &= other.yes[line];
            self.no[line] &= other.no[line];
        }
    }
}

/// The facts that follow if `case` is how the clue holds.
fn implied_set(ctx: &Context<'_>, clue: &Clue, case: &Case) -> FactSet {
    let mut set = FactSet::new(ctx.grid);
    implications(ctx, clue, case, &mut |fact, _| set.insert(fact));
    set
}

/// The grid facts each of `facts` needs to follow from `case` (the first reason found for it).
fn support_of(ctx: &Context<'_>, clue: &Clue, case: &Case, facts: &[Fact]) -> Vec<Fact> {
    let mut seen = vec![false; facts.len()];
    let mut support = Vec::new();
    implications(ctx, clue, case, &mut |fact, because| {
        if let Some(i) = facts.iter().position(|f| *f == fact)
            && !seen[i]
        {
            seen[i] = true;
            support.extend_from_slice(because);
        }
    });
    support
}

/// Calls `add` with each fact that follows if `case` is how the clue holds, with the grid facts
/// it also needs (a fact may come more than once; its first reason is the one to give).
fn implications(ctx: &Context<'_>, clue: &Clue, case: &Case, add: &mut dyn FnMut(Fact, &[Fact])) {
    let grid = ctx.grid;
    match case {
        Case::Together(items) => together_implications(grid, items, add),
        Case::Rows(rows) => {
            // What the case states outright first (a fact's first reason is the one given).
            for row in rows {
                for (a, b) in pairs(row) {
                    add(Fact::yes(a, b), &[]);
                }
            }
            // Items of different rows are apart, and apart from what the other row holds.
            for (x, y) in across(rows) {
                add(Fact::no(x, y), &[]);
            }
            for row in rows {
                together_implications(grid, row, add);
            }
            for (i, row) in rows.iter().enumerate() {
                for other in rows
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, o)| o)
                {
                    for &x in row {
                        for category in (0..grid.categories()).filter(|&c| c != x.category) {
                            let Some(z) = grid.partner(x, category) else {
                                continue;
                            };
                            for &y in other.iter().filter(|y| y.category != category) {
                                add(Fact::no(y, z), &[Fact::yes(x, z)]);
                            }
                        }
                    }
                }
            }
        }
        Case::Compare(index) => {
            let Some(compared) = Compared::of(&clue.options[*index]) else {
                return;
            };
            let category = compared.category();
            for first in [true, false] {
                let prune = compared.prune(grid, first);
                if prune.item.category == category {
                    continue;
                }
                for p in items_in(prune.ruled, category) {
                    add(Fact::no(prune.item, p), &prune.support);
                }
            }
        }
        Case::NotPairs(_) => {}
        Case::Apart(index) => {
            let option = &clue.options[*index];
            if let [first, second] = &option.terms[..] {
                for &a in &first.alternatives {
                    for &b in second
                        .alternatives
                        .iter()
                        .filter(|b| b.category != a.category)
                    {
                        add(Fact::no(a, b), &[]);
                    }
                }
            } else {
                // All terms but one are single items known to share a row: the last term's
                // alternatives are not in that row.
                for (left_out, term) in option.terms.iter().enumerate() {
                    let rest: Option<Vec<ItemId>> = option
                        .terms
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != left_out)
                        .map(|(_, t)| match &t.alternatives[..] {
                            [one] => Some(*one),
                            _ => None,
                        })
                        .collect();
                    let Some(rest) = rest else { continue };
                    let linked: Vec<Fact> = pairs(&rest).map(|(a, b)| Fact::yes(a, b)).collect();
                    if linked.iter().any(|f| !grid.holds(*f)) {
                        continue;
                    }
                    for &r in &rest {
                        for &alt in term
                            .alternatives
                            .iter()
                            .filter(|a| a.category != r.category)
                        {
                            add(Fact::no(r, alt), &linked);
                        }
                    }
                }
            }
        }
    }
}

/// What follows if `items` share a row: their ✓s, their one-to-one ✗s, and what the grid knows
/// of one of them for the others.
fn together_implications(grid: &Grid, items: &[ItemId], add: &mut dyn FnMut(Fact, &[Fact])) {
    let n = grid.size();
    for (a, b) in pairs(items) {
        add(Fact::yes(a, b), &[]);
    }
    for &x in items {
        for &y in items.iter().filter(|y| y.category != x.category) {
            // One-to-one: x is with y, so with no other item of y's category.
            for index in (0..n).filter(|&i| i != y.index) {
                add(Fact::no(x, ItemId::new(y.category, index)), &[]);
            }
        }
        // What the grid knows of x's row holds for every item of the case.
        for category in (0..grid.categories()).filter(|&c| c != x.category) {
            let known = grid.yes_mask(x, category) | grid.no_mask(x, category);
            for z in items_in(known, category).filter(|z| !items.contains(z)) {
                let mark = grid.mark(x, z);
                for &y in items.iter().filter(|y| y.category != category && **y != x) {
                    add(
                        Fact::new(y, z, mark == Mark::Yes),
                        &[Fact::new(x, z, mark == Mark::Yes)],
                    );
                }
            }
        }
    }
}

fn describe(ctx: &Context<'_>, clue: &Clue, case: &Case) -> String {
    let name = |i: &ItemId| crate::words::item(ctx.puzzle, *i);
    match case {
        Case::Together(items) => match &items[..] {
            [a, b] => ctx.say(Fact::yes(*a, *b)),
            _ => format!(
                "{} go together",
                join(&items.iter().map(name).collect::<Vec<_>>(), "and")
            ),
        },
        Case::Apart(index) => {
            let terms: Vec<String> = clue.options[*index]
                .terms
                .iter()
                .map(|t| join(&t.alternatives.iter().map(name).collect::<Vec<_>>(), "or"))
                .collect();
            match &terms[..] {
                [a, b] => format!("{a} does not go with {b}"),
                _ => format!("{} do not all go together", join(&terms, "and")),
            }
        }
        Case::Rows(rows) => {
            let parts: Vec<String> = rows
                .iter()
                .filter(|row| row.len() > 1)
                .map(|row| match &row[..] {
                    [a, b] => ctx.say(Fact::yes(*a, *b)),
                    _ => format!(
                        "{} go together",
                        join(&row.iter().map(name).collect::<Vec<_>>(), "and")
                    ),
                })
                .collect();
            join(&parts, "and")
        }
        Case::Compare(index) => match Compared::of(&clue.options[*index]) {
            Some(compared) => compared.describe(ctx),
            None => "the comparison holds".to_string(),
        },
        Case::NotPairs(index) => match clue.options[*index].items()[..] {
            [a, b, c, d] => format!(
                "{} and {} are not with {} and {} (one each, in either order)",
                name(&a),
                name(&b),
                name(&c),
                name(&d)
            ),
            _ => "the pairing does not hold".to_string(),
        },
    }
}

/// The deduction (as `technique`'s) the cases of clue `index` give, if any.
pub(super) fn analyse(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    clue: &Clue,
) -> Option<Deduction> {
    let cases = cases_of(clue)?;
    let mut remaining = Vec::new();
    let mut refuted = Vec::new();
    for case in &cases {
        match refutation(ctx, clue, case) {
            Some(facts) => refuted.push((case, facts)),
            None => remaining.push(case),
        }
    }
    // A case ruled out by a ✗ that a ✓ cited for another case brings by the one-to-one rule
    // is ruled out by that ✓ (citing both would cite more than the step needs).
    let yes: Vec<Fact> = refuted
        .iter()
        .flat_map(|(_, f)| f.iter().copied())
        .filter(|f| f.together)
        .collect();
    for (_, facts) in &mut refuted {
        if let [f] = facts[..]
            && !f.together
            && let Some(&y) = yes.iter().find(|y| {
                [(y.a, y.b), (y.b, y.a)].into_iter().any(|(x, z)| {
                    (f.a == x && f.b.category == z.category && f.b != z)
                        || (f.b == x && f.a.category == z.category && f.a != z)
                })
            })
        {
            *facts = vec![y];
        }
    }
    conclude(ctx, technique, index, clue, &cases, remaining, refuted)
}

/// The deduction from the cases left once `refuted` (with the facts that rule each out) are.
fn conclude(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    clue: &Clue,
    cases: &[Case],
    remaining: Vec<&Case>,
    refuted: Vec<(&Case, Vec<Fact>)>,
) -> Option<Deduction> {
    let refuting: Vec<Fact> = refuted
        .iter()
        .flat_map(|(_, f)| f.iter().copied())
        .collect();
    let ruled_out = || -> Vec<String> {
        refuted
            .iter()
            .map(|(case, facts)| {
                let why: Vec<String> = facts.iter().map(|f| ctx.say_cited(*f)).collect();
                let which = cases.iter().position(|c| c == *case).unwrap_or(0);
                format!(
                    "{} is ruled out, since {}.",
                    capitalise(&case_name(which, cases.len())),
                    join(&why, "and")
                )
            })
            .collect()
    };
    if remaining.is_empty() {
        // Comparison cases may be ruled out by overlapping places: ask the solver which of
        // them the clash needs (QuickXplain); if fewer, say so with just those.
        let needed: Option<Vec<Fact>> = cases
            .iter()
            .any(|case| matches!(case, Case::Compare(_)))
            .then(|| {
                let dims = Dimensions {
                    categories: ctx.puzzle.category_count(),
                    items: ctx.puzzle.size(),
                };
                let mut premises = vec![Premise::Clue(index)];
                premises.extend(refuting.iter().map(|&f| Premise::Facts(vec![f])));
                facts_of(&minimise(dims, ctx.puzzle.clues(), premises, &[]))
            })
            .filter(|kept| kept.len() < refuting.len());
        let reason = ctx.reason(|| {
            let intro = introduce(ctx, index, clue, cases);
            let none = if cases.len() == 2 { "Neither" } else { "None" };
            match &needed {
                Some(kept) => {
                    let why: Vec<String> = kept.iter().map(|f| ctx.say_cited(*f)).collect();
                    format!("{intro} {none} can hold, given that {}.", join(&why, "and"))
                }
                None => format!("{intro} {} {none} is left.", ruled_out().join(" ")),
            }
        });
        return Some(
            Deduction::contradiction(technique, reason)
                .with_clues([index])
                .with_facts(needed.unwrap_or(refuting)),
        );
    }
    // What the remaining cases state outright comes first; what follows from them through the
    // grid (one-to-one, shared rows) only when the cases differ, since with one case left the
    // easier techniques will find it.
    let common: Vec<Fact> = if let [only] = remaining[..] {
        direct(ctx, clue, only)
            .into_iter()
            .filter(|f| !ctx.grid.holds(*f))
            .collect()
    } else {
        // What every case implies and the grid does not hold yet (what the first case states
        // outright is among what it implies).
        let mut every = implied_set(ctx, clue, remaining[0]);
        every.remove_held(ctx.grid);
        for case in &remaining[1..] {
            if every.is_empty() {
                return None;
            }
            every.retain_in(&implied_set(ctx, clue, case));
        }
        let stated: Vec<Fact> = direct(ctx, clue, remaining[0])
            .into_iter()
            .filter(|f| every.contains(*f))
            .collect();
        if stated.is_empty() && !every.is_empty() {
            every.to_vec()
        } else {
            stated
        }
    };
    if common.is_empty() {
        return None;
    }
    let support: Vec<Fact> = remaining
        .iter()
        .flat_map(|c| support_of(ctx, clue, c, &common))
        .collect();
    // When the clue gives the same with no case ruled out, ruling them out is not needed: every
    // case gives it (as the exhaustive solver on the clue and the support alone confirms), and
    // the step says so, citing less.
    let dims = Dimensions {
        categories: ctx.puzzle.category_count(),
        items: ctx.puzzle.size(),
    };
    // A comparison case is ruled out by several places, and read with others; fewer may
    // already do, or make every case give the same, so which are needed is asked of the solver
    // (QuickXplain over single facts).
    let mut support = support;
    let has_compare = cases.iter().any(|case| matches!(case, Case::Compare(_)));
    let given: Option<Vec<Fact>> = if has_compare && !(support.is_empty() && refuting.is_empty()) {
        let mut premises = vec![Premise::Clue(index)];
        premises.extend(
            support
                .iter()
                .chain(&refuting)
                .map(|&f| Premise::Facts(vec![f])),
        );
        let needed = minimise(dims, ctx.puzzle.clues(), premises, &common);
        let kept: Vec<Fact> = facts_of(&needed);
        if refuting.iter().all(|f| kept.contains(f)) {
            support.retain(|f| kept.contains(f));
            None
        } else {
            Some(kept)
        }
    } else if !refuted.is_empty() {
        forces(dims, &[clue], &support, &common).then(|| support.clone())
    } else {
        None
    };
    if let Some(support) = given {
        let reason = ctx.reason(|| {
            let mut reason = introduce(ctx, index, clue, cases);
            reason.push_str(&format!(
                " Either way, {}",
                crate::engine::headline_inline(ctx, &common)
            ));
            let mut used: Vec<String> = support.iter().map(|f| ctx.say_cited(*f)).collect();
            used.sort();
            used.dedup();
            if !used.is_empty() {
                reason.push_str(&format!(" (given that {})", join(&used, "and")));
            }
            reason.push('.');
            reason
        });
        return Some(
            Deduction::new(technique, common, reason)
                .with_clues([index])
                .with_facts(support),
        );
    }
    let reason = ctx.reason(|| {
        let mut reason = introduce(ctx, index, clue, cases);
        for line in &ruled_out() {
            reason.push(' ');
            reason.push_str(line);
        }
        if remaining.len() == 1 && cases.len() > 1 {
            let which = cases.iter().position(|c| c == remaining[0]).unwrap_or(0);
            reason.push_str(&format!(" So {} holds", case_name(which, cases.len())));
        } else if remaining.len() > 1 {
            reason.push_str(&format!(
                " Either way, {}",
                crate::engine::headline_inline(ctx, &common)
            ));
        }
        let mut used: Vec<String> = support.iter().map(|f| ctx.say_cited(*f)).collect();
        used.sort();
        used.dedup();
        if !used.is_empty() {
            let given = format!(" (given that {})", join(&used, "and"));
            if remaining.len() > 1 || cases.len() > 1 {
                reason.push_str(&given);
            } else {
                reason.push_str(&format!(" So this follows{given}"));
            }
        }
        if remaining.len() > 1 || cases.len() > 1 || !used.is_empty() {
            reason.push('.');
        }
        reason
    });
    Some(
        Deduction::new(technique, common, reason)
            .with_clues([index])
            .with_facts(refuting.into_iter().chain(support)),
    )
}

/// "Because clue line 9 (`…`) leaves two cases: A is with B, or C is with D."
fn introduce(ctx: &Context<'_>, index: usize, clue: &Clue, cases: &[Case]) -> String {
    let described: Vec<String> = cases.iter().map(|c| describe(ctx, clue, c)).collect();
    match &described[..] {
        [one] => format!("Because {} means {one}.", ctx.clue_ref(index)),
        _ => {
            let count = match cases.len() {
                2 => "two".to_string(),
                3 => "three".to_string(),
                4 => "four".to_string(),
                n => n.to_string(),
            };
            format!(
                "Because {} leaves {count} cases: {}.",
                ctx.clue_ref(index),
                join(&described, "or")
            )
        }
    }
}

/// "the first", "the second", … "case 7".
fn case_name(index: usize, count: usize) -> String {
    if count == 1 {
        return "it".to_string();
    }
    match index {
        0 => "the first".to_string(),
        1 => "the second".to_string(),
        2 => "the third".to_string(),
        3 => "the fourth".to_string(),
        n => format!("case {}", n + 1),
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    fn run(clue: &str, facts: &[(&str, &str, bool)]) -> Option<Deduction> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        ClueCases.find(&Context::new(&puzzle, &grid))
    }

    fn concluded(clue: &str, facts: &[(&str, &str, bool)]) -> Vec<String> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        conclusions(&puzzle, &d)
    }

    #[test]
    fn refuted_option_leaves_the_other() {
        let c = concluded(
            "Saffron + cue or Gunmetal + gym",
            &[("Saffron", "cue", false)],
        );
        assert!(c.contains(&"Gunmetal+gym".to_string()), "{c:?}");
    }

    #[test]
    fn what_every_case_implies_needs_no_refutation() {
        // The first case is ruled out (Ben is not 3rd), but it too keeps Ben from 1st: the ✗
        // need not be cited.
        let (puzzle, grid) = setup(
            "place (ordered): 1st, 2nd, 3rd\nrunner: Ana, Ben, Cy\n1st = Ben - 2 or 1st < Ben\n",
            &[("Ben", "3rd", false)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["1st-Ben"]);
        assert!(d.facts.is_empty(), "{:?}", d.facts);
    }

    #[test]
    fn either_way_facts() {
        // cue is at the pool or with Gunmetal; the pool is not Gunmetal's... either way, the cue
        // is not Raspberry's when Raspberry is neither at the pool nor Gunmetal.
        let c = concluded("cue + (pool | Gunmetal)", &[("Raspberry", "pool", false)]);
        assert!(c.contains(&"Raspberry-cue".to_string()), "{c:?}");
    }

    #[test]
    fn a_broken_multi_term_not_cites_enough_links_and_no_more() {
        // Any two of the three ✓s tie the three together; citing the third too is not minimal.
        let d = run(
            "not Saffron + cue + gym",
            &[
                ("Saffron", "cue", true),
                ("Saffron", "gym", true),
                ("cue", "gym", true),
            ],
        )
        .expect("a contradiction");
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
    }

    #[test]
    fn a_broken_negated_pairing_needs_no_apart_when_its_places_differ() {
        // Saffron at the gym and the cue at the pool: they are apart anyway (two places).
        let d = run(
            "not {Saffron, cue} = {gym, pool}",
            &[
                ("Saffron", "gym", true),
                ("cue", "pool", true),
                ("Saffron", "cue", false),
            ],
        )
        .expect("a contradiction");
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
    }

    #[test]
    fn a_comparison_case_cites_only_the_places_that_matter() {
        // With C1 kept from A3 (C2 is there), `C1 ~2 C4` leaves C4 at A2, A3 or A4 (opposite
        // C1 at A4, A1 or A2), and `A2 < C4` leaves it at A3 or A4: either way not at A1. That
        // C4 is not at A3, and neither is at A2 (C3 is), is not needed.
        let (puzzle, grid) = setup(
            "a (ordered): A1, A2, A3, A4\nb: B1, B2, B3, B4\nc: C1, C2, C3, C4\n\
             A2 < C4 or C1 ~2 C4\n",
            &[("A3", "C2", true), ("A2", "C3", true)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["A1-C4"]);
        assert_eq!(d.facts.len(), 1, "{:?}", d.facts);
        assert!(d.reason.contains("Either way"), "{}", d.reason);
    }

    #[test]
    fn either_way_cites_no_place_the_clue_makes_needless() {
        // B1 before B2, or C2 right after B1: either way B1 is not last, whatever C2's place.
        let (puzzle, grid) = setup(
            "a (ordered): A1, A2, A3\nb: B1, B2, B3\nc: C1, C2, C3\nB1 < B2 or C2 = B1 + 1\n",
            &[("C1", "A3", true)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert!(
            conclusions(&puzzle, &d).contains(&"A3-B1".to_string()),
            "{d:?}"
        );
        assert!(d.facts.is_empty(), "{:?}", d.facts);
    }

    #[test]
    fn no_comparison_case_left_cites_only_the_places_the_clash_needs() {
        // B2 at $16 already keeps B1 from $16; with B1 not at $10 either, two places do.
        let d = run_with(
            "a (ordered): $10, $16, $24\nb: B1, B2, B3\nc: C1, C2, C3\nB1 < B3 or $10 = B2 - 14\n",
            &[
                ("$10", "B1", false),
                ("$16", "B1", false),
                ("$16", "B2", true),
            ],
        );
        assert!(d.contradiction, "{d:?}");
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
        assert!(d.reason.contains("Neither can hold"), "{}", d.reason);
    }

    fn run_with(text: &str, facts: &[(&str, &str, bool)]) -> Deduction {
        let (puzzle, grid) = setup(text, facts);
        ClueCases
            .find(&Context::new(&puzzle, &grid))
            .expect("a deduction")
    }

    #[test]
    fn multi_term_not_with_a_known_pair() {
        let c = concluded("not Saffron + cue + gym", &[("Saffron", "cue", true)]);
        assert_eq!(c, ["Saffron-gym", "cue-gym"]);
    }

    #[test]
    fn no_case_left_is_a_contradiction() {
        let d = run(
            "Saffron + cue or Gunmetal + cue",
            &[("Saffron", "cue", false), ("Gunmetal", "cue", false)],
        )
        .unwrap();
        assert!(d.contradiction);
    }

    const ORDERED: &str = "house (ordered): house 1, house 2, house 3\ncolour: red, green, blue\npet: dog, cat, fox\n";

    fn ordered(clue: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{ORDERED}{clue}\n"), facts);
        ClueCases
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn a_comparison_with_no_places_left_is_ruled_out() {
        // red is in house 3: nothing comes after it, so the second option holds.
        let (c, d) = ordered("red < dog or blue + cat", &[("red", "house 3", true)]).unwrap();
        assert_eq!(c, ["blue+cat"]);
        assert!(
            d.reason.contains("the red comes before the dog"),
            "{}",
            d.reason
        );
        assert!(d.reason.contains("So the second holds"), "{}", d.reason);
    }

    #[test]
    fn a_lone_comparison_left_is_applied() {
        let (c, d) = ordered("red < dog or blue + cat", &[("blue", "cat", false)]).unwrap();
        assert_eq!(c, ["house 1-dog", "house 3-red"]);
        assert!(d.reason.contains("So the first holds"), "{}", d.reason);
    }

    #[test]
    fn pairings_and_their_negation_are_cases() {
        // {red, dog} = {house 1, house 2} or blue + cat; blue ✗ cat leaves the pairing, whose
        // two ways agree that red is not in house 3 (once red ✗ dog, which they state, is in).
        let (c, _) = ordered(
            "{red, dog} = {house 1, house 2} or blue + cat",
            &[("blue", "cat", false), ("red", "dog", false)],
        )
        .unwrap();
        assert!(c.contains(&"house 3-red".to_string()), "{c:?}");
        // not {red, dog} = {house 1, house 2}: shown to hold, so the other option is needed.
        let (c, _) = ordered(
            "not {red, dog} = {house 1, house 2} or blue + cat",
            &[
                ("red", "house 1", true),
                ("dog", "house 2", true),
                ("red", "dog", false),
            ],
        )
        .unwrap();
        assert_eq!(c, ["blue+cat"]);
    }

    #[test]
    fn lone_comparisons_and_pairings_are_left_to_their_techniques() {
        assert!(ordered("red < dog", &[]).is_none());
        assert!(ordered("{red, dog} = {house 1, house 2}", &[]).is_none());
        assert!(ordered("not {red, dog} = {house 1, house 2}", &[]).is_none());
    }

    #[test]
    fn plain_facts_are_left_to_clue_fact() {
        assert_eq!(run("Saffron + cue", &[]), None);
        assert_eq!(run("not Saffron + (cue | tea)", &[]), None);
    }
}
