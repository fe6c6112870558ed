//! Random puzzles with a known, unique solution, for tests and benchmarks: a random answer grid,
//! then random clues that are true in it, added until the exhaustive solver finds one solution,
//! then thinned so no clue is redundant. Deterministic for a given seed.
//!
//! With [`ClueMix::Ordered`] the first category is ordered (by position, or now and then by
//! numbers such as `$10, $25, …`) and the clues also compare rows by it: `A < B`, `A > B`,
//! `A = B + 2`, `A next to B`, `A ~2 B`, `{A, B} = {C, D}`, with an occasional `not` or `or`.

pub mod sentences;
pub mod setter;
pub use sentences::in_english;
pub mod themes;

use crate::deadline::Deadline;
use crate::model::print;
use crate::model::{Clue, ClueOption, CompareKind, Comparison, ItemId, Relation, Solution, Term};
use crate::solver::ClueList;

/// Which clue shapes to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClueMix {
    /// Every shape: pairs, negatives, alternatives, `or`, multi-term `not`.
    Mixed,
    /// No direct pairs: mostly `not` and alternatives (harder for a search).
    Indirect,
    /// The first category ordered, and comparison and pair clues as well as the `Mixed` shapes.
    Ordered,
    /// Clues that each tie three or more items: `not A + B + C` (three items not all in one
    /// row; two draws in three, a quarter of the clues kept), `not A + (B | C)`, `A + (B | C)`
    /// and `A + B or C + D`; no pair and no plain `not` pair. No clue settles a cell alone, so
    /// logic has to suppose early: at 4 × 4 about one of these puzzles in 500 is Expert,
    /// against one in tens of thousands of `Indirect` ones. Drawn as `Indirect` below 3
    /// categories or 3 items, where such clues cannot pin one answer.
    Tangled,
}

/// How a generated category is ordered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scale {
    /// Not ordered.
    Plain,
    /// Ordered by position: its items `A1, A2, …` are valued 1, 2, ….
    Positions,
    /// Ordered by these increasing values; its items are named `$value`.
    Numbers(Vec<i64>),
}

impl Scale {
    /// The values of an ordered scale of `items` items.
    pub fn values(&self, items: usize) -> Option<Vec<i64>> {
        match self {
            Scale::Plain => None,
            Scale::Positions => Some((1..=items as i64).collect()),
            Scale::Numbers(values) => Some(values.clone()),
        }
    }
}

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct GenerateOptions {
    pub categories: usize,
    pub items: usize,
    pub seed: u64,
    pub mix: ClueMix,
}

/// A generated puzzle and its answer.
#[cfg(any(test, feature = "internals"))]
#[derive(Debug, Clone)]
pub struct Generated {
    pub puzzle: crate::model::Puzzle,
    pub solution: Solution,
    /// The puzzle in the file format.
    pub text: String,
}

/// A uniformly random answer grid (row `r` holds item `r` of the first category).
pub fn random_solution(rng: &mut fastrand::Rng, categories: usize, items: usize) -> Solution {
    let mut columns: Vec<Vec<usize>> = vec![(0..items).collect()];
    for _ in 1..categories {
        let mut column: Vec<usize> = (0..items).collect();
        rng.shuffle(&mut column);
        columns.push(column);
    }
    Solution::from_rows(
        (0..items)
            .map(|r| columns.iter().map(|col| col[r]).collect())
            .collect(),
    )
}

/// A random clue that holds in `solution`.
// long because one arm per clue shape drawn, each a few lines.
pub fn random_true_clue(
    rng: &mut fastrand::Rng,
    solution: &Solution,
    categories: usize,
    mix: ClueMix,
) -> ClueOptionSet {
    let n = solution.size();
    let item_at = |row: usize, c: usize| ItemId::new(c, solution.item_in_row(row, c));
    let two_categories = |rng: &mut fastrand::Rng| {
        let a = rng.usize(..categories);
        let mut b = rng.usize(..categories - 1);
        if b >= a {
            b += 1;
        }
        (a, b)
    };
    let shape = match mix {
        ClueMix::Mixed | ClueMix::Ordered => rng.usize(..10),
        ClueMix::Tangled if categories >= 3 && n >= 3 => {
            [5, 7, 8, 9, 9, 9, 9, 9, 9][rng.usize(..9)]
        }
        ClueMix::Indirect | ClueMix::Tangled => 2 + rng.usize(..8),
    };
    let (ca, cb) = two_categories(rng);
    let row = rng.usize(..n);
    let other_row = |rng: &mut fastrand::Rng, not: usize| {
        let mut r = rng.usize(..n - 1);
        if r >= not {
            r += 1;
        }
        r
    };
    let a = item_at(row, ca);
    match shape {
        // A + B
        0 | 1 => vec![ClueOption::pair(a, item_at(row, cb), false)],
        // not A + B
        2..=4 => vec![ClueOption::pair(a, item_at(other_row(rng, row), cb), true)],
        // not A + (B | C)
        5 | 6 if n >= 3 => {
            let r1 = other_row(rng, row);
            let mut r2 = other_row(rng, row);
            while r2 == r1 {
                r2 = other_row(rng, row);
            }
            vec![ClueOption {
                negated: true,
                relation: Relation::Together,
                terms: vec![
                    Term::single(a),
                    Term {
                        alternatives: vec![item_at(r1, cb), item_at(r2, cb)],
                    },
                ],
            }]
        }
        // A + (B | C), one of them true
        7 => {
            let wrong = item_at(other_row(rng, row), cb);
            let mut alternatives = vec![item_at(row, cb), wrong];
            if rng.bool() {
                alternatives.swap(0, 1);
            }
            vec![ClueOption {
                negated: false,
                relation: Relation::Together,
                terms: vec![Term::single(a), Term { alternatives }],
            }]
        }
        // A + B or C + D, the first true
        8 => {
            let truth = ClueOption::pair(a, item_at(row, cb), false);
            let (cc, cd) = two_categories(rng);
            let r = rng.usize(..n);
            let maybe = ClueOption::pair(item_at(r, cc), item_at(other_row(rng, r), cd), false);
            if rng.bool() {
                vec![truth, maybe]
            } else {
                vec![maybe, truth]
            }
        }
        // not A + B + C over three categories, not all in one row
        _ if categories >= 3 => {
            let mut cc = rng.usize(..categories);
            while cc == ca || cc == cb {
                cc = rng.usize(..categories);
            }
            vec![ClueOption {
                negated: true,
                relation: Relation::Together,
                terms: vec![
                    Term::single(a),
                    Term::single(item_at(row, cb)),
                    Term::single(item_at(other_row(rng, row), cc)),
                ],
            }]
        }
        _ => vec![ClueOption::pair(a, item_at(other_row(rng, row), cb), true)],
    }
}

/// A random clue that holds in `solution`, comparing rows by the ordered category `order` (with
/// these `values`) four times in ten; otherwise one of the `Mixed` shapes. Every option can hold
/// (or, negated, fail) in some grid, as a puzzle file requires.
// long because one arm per comparison shape drawn, each a few lines.
pub fn random_ordered_clue(
    rng: &mut fastrand::Rng,
    solution: &Solution,
    categories: usize,
    order: usize,
    values: &[i64],
) -> ClueOptionSet {
    let n = solution.size();
    if n < 2 || categories < 2 || values.len() != n || rng.u8(..10) < 4 {
        return random_true_clue(rng, solution, categories, ClueMix::Mixed);
    }
    let item_at = |row: usize, c: usize| ItemId::new(c, solution.item_in_row(row, c));
    let position = |row: usize| solution.item_in_row(row, order);
    let compare = |a: ItemId, b: ItemId, kind: CompareKind, negated: bool| ClueOption {
        negated,
        terms: vec![Term::single(a), Term::single(b)],
        relation: Relation::Compare(Comparison {
            category: order,
            kind,
            values: values.to_vec(),
        }),
    };
    // Two different rows, and an item of each (not both of the ordered category, which would
    // say nothing).
    let pick = |rng: &mut fastrand::Rng| {
        let r1 = rng.usize(..n);
        let r2 = (r1 + rng.usize(1..n)) % n;
        let ca = rng.usize(..categories);
        let mut cb = rng.usize(..categories);
        while ca == order && cb == order {
            cb = rng.usize(..categories);
        }
        (r1, r2, item_at(r1, ca), item_at(r2, cb))
    };
    // A category for C or D of a pair: neither A's nor B's when there is one, so that either way
    // of matching could be; else any but `own`.
    let partner_category = |rng: &mut fastrand::Rng, own: usize, a: ItemId, b: ItemId| {
        let free: Vec<usize> = (0..categories)
            .filter(|&c| c != a.category && c != b.category)
            .collect();
        if free.is_empty() {
            let c = rng.usize(..categories - 1);
            if c >= own { c + 1 } else { c }
        } else {
            free[rng.usize(..free.len())]
        }
    };
    let (r1, r2, a, b) = pick(rng);
    let (i, j) = (position(r1), position(r2));
    let order_kind = if i < j {
        CompareKind::Before
    } else {
        CompareKind::After
    };
    let offset = CompareKind::Offset(values[i] - values[j]);
    match rng.u8(..12) {
        // A < B, A > B
        0 | 1 => vec![compare(a, b, order_kind, false)],
        // A = B + K
        2 | 3 => vec![compare(a, b, offset, false)],
        // A next to B, A ~2 B
        4 | 5 if i.abs_diff(j) <= 2 => {
            vec![compare(a, b, CompareKind::Apart(i.abs_diff(j)), false)]
        }
        4 | 5 => vec![compare(a, b, order_kind, false)],
        // not A next to B, not A ~2 B, not A > B: the first that is false here and could hold
        6 => {
            let opposite = if i < j {
                CompareKind::After
            } else {
                CompareKind::Before
            };
            let negated = [CompareKind::Apart(1), CompareKind::Apart(2), opposite]
                .into_iter()
                .map(|kind| compare(a, b, kind, true))
                .find(|o| could_hold(o, a, b) && o.holds(solution));
            vec![negated.unwrap_or_else(|| compare(a, b, order_kind, false))]
        }
        // A true comparison or another one, read off two random positions
        7 => {
            let truth = compare(a, b, order_kind, false);
            let (_, _, x, y) = pick(rng);
            let fixed = |item: ItemId, rng: &mut fastrand::Rng| {
                if item.category == order {
                    item.index
                } else {
                    rng.usize(..n)
                }
            };
            let mut u = fixed(x, rng);
            let mut v = fixed(y, rng);
            while v == u {
                if x.category == order {
                    v = rng.usize(..n);
                } else {
                    u = rng.usize(..n);
                }
            }
            let maybe = match rng.u8(..3) {
                0 if u < v => compare(x, y, CompareKind::Before, false),
                0 => compare(x, y, CompareKind::After, false),
                1 => compare(x, y, CompareKind::Offset(values[u] - values[v]), false),
                _ => compare(x, y, CompareKind::Apart(u.abs_diff(v)), false),
            };
            if rng.bool() {
                vec![truth, maybe]
            } else {
                vec![maybe, truth]
            }
        }
        // not {A, B} = {C, D}, where D is in neither A's row nor B's
        8 if n >= 3 => {
            let c = item_at(r1, partner_category(rng, a.category, a, b));
            let mut r3 = rng.usize(..n);
            while r3 == r1 || r3 == r2 {
                r3 = rng.usize(..n);
            }
            let d = item_at(r3, partner_category(rng, b.category, a, b));
            let (c, d) = if rng.bool() { (c, d) } else { (d, c) };
            vec![pairs(a, b, c, d, true)]
        }
        // {A, B} = {C, D}
        _ => {
            let c = item_at(r1, partner_category(rng, a.category, a, b));
            let d = item_at(r2, partner_category(rng, b.category, a, b));
            let (c, d) = if rng.bool() { (c, d) } else { (d, c) };
            vec![pairs(a, b, c, d, false)]
        }
    }
}

/// Whether a comparison option, were it not negated, could hold in some grid (with `a` and `b`
/// in different rows, and an item of the ordered category at its own position).
fn could_hold(option: &ClueOption, a: ItemId, b: ItemId) -> bool {
    let Relation::Compare(comparison) = &option.relation else {
        return false;
    };
    let (c, n) = (comparison.category, comparison.values.len());
    (0..n).any(|p| {
        (0..n).any(|q| {
            (a.category != c || a.index == p)
                && (b.category != c || b.index == q)
                && !(a.category == b.category && p == q)
                && comparison.allows(p, q)
        })
    })
}

/// `{a, b} = {c, d}`, or its negation.
fn pairs(a: ItemId, b: ItemId, c: ItemId, d: ItemId, negated: bool) -> ClueOption {
    ClueOption {
        negated,
        terms: [a, b, c, d].into_iter().map(Term::single).collect(),
        relation: Relation::Pairs,
    }
}

/// The options of one clue (joined by `or`).
pub type ClueOptionSet = Vec<ClueOption>;

/// Generates a puzzle with a unique solution and no redundant clue.
///
/// Panics never; sizes are clamped to at least 2 categories of 2 items and at most 26 × 64.
#[cfg(any(test, feature = "internals"))]
pub fn generate(options: GenerateOptions) -> Generated {
    let Parts {
        scales,
        solution,
        clues: kept,
    } = generate_parts(options, 0);
    let n = solution.size();
    let text = to_text_with(&scales, n, &kept);
    // The text is written from the model by `to_text`, never typed by a user: failing to read
    // it back is a bug in this module, which its tests check.
    #[allow(clippy::expect_used)]
    let puzzle =
        crate::model::Puzzle::parse_named("<generated>", &text).expect("generated puzzles parse");
    Generated {
        puzzle,
        solution,
        text,
    }
}

/// A generated puzzle before it is written out: how its categories are ordered, its answer and
/// its clues (unique solution, none redundant).
#[derive(Debug, Clone)]
pub struct Parts {
    pub scales: Vec<Scale>,
    pub solution: Solution,
    pub clues: Vec<Clue>,
}

/// Like [`generate`], but returns the parts, and draws a direct pair `A + B` (true in the answer)
/// instead of the mix's clue `direct` times in ten (0: exactly as [`generate`]; more direct pairs
/// make puzzles easier for a person). Deterministic for a given seed and `direct`.
#[cfg(any(test, feature = "internals"))]
pub fn generate_parts(options: GenerateOptions, direct: u8) -> Parts {
    match generate_parts_until(options, direct, Deadline::none()) {
        Some(parts) => parts,
        None => unreachable!("a search without a deadline is never cut short"),
    }
}

/// [`generate_parts`], or `None` when `deadline` passes first (each search while drawing and
/// thinning the clues honours it).
pub fn generate_parts_until(
    options: GenerateOptions,
    direct: u8,
    deadline: Deadline,
) -> Option<Parts> {
    let (scales, solution, clues) = generate_clues(options, direct, deadline)?;
    Some(Parts {
        scales,
        solution,
        clues,
    })
}

/// The scales of the categories, the answer and the kept clues of [`generate`].
// long because the draw-until-unique loop keeps its state (solution, clues, scales) in one place.
fn generate_clues(
    options: GenerateOptions,
    direct: u8,
    deadline: Deadline,
) -> Option<(Vec<Scale>, Solution, Vec<Clue>)> {
    let k = options.categories.clamp(2, 26);
    let n = options.items.clamp(2, 64);
    let mut rng = fastrand::Rng::with_seed(options.seed);
    let solution = random_solution(&mut rng, k, n);
    let mut scales = vec![Scale::Plain; k];
    if options.mix == ClueMix::Ordered {
        scales[0] = if rng.u8(..4) == 0 {
            // Dollar amounts, evenly spaced or not.
            let step = 5 * rng.i64(1..=2);
            let even = rng.bool();
            let mut value = 0;
            Scale::Numbers(
                (0..n)
                    .map(|_| {
                        value += if even { step } else { 5 * rng.i64(1..=3) };
                        value
                    })
                    .collect(),
            )
        } else {
            Scale::Positions
        };
    }
    let values = scales[0].values(n);
    // Compiled once each, for the many searches over them below.
    let mut clues = ClueList::new(k, n);
    let mut two: Option<(Vec<Solution>, usize)> = None;
    let mut next_check = 1;
    loop {
        let options = match &values {
            _ if direct > 0 && rng.u8(..10) < direct => {
                let row = rng.usize(..n);
                // All pairs (`direct` 10) are anchored on the first category, the rows: such a
                // puzzle needs nothing beyond clue facts and last possibilities (Easy).
                let a = if direct >= 10 { 0 } else { rng.usize(..k) };
                let b = (a + rng.usize(1..k)) % k;
                vec![ClueOption::pair(
                    ItemId::new(a, solution.item_in_row(row, a)),
                    ItemId::new(b, solution.item_in_row(row, b)),
                    false,
                )]
            }
            Some(values) => random_ordered_clue(&mut rng, &solution, k, 0, values),
            None => random_true_clue(&mut rng, &solution, k, options.mix),
        };
        let clue = Clue {
            line: 0,
            text: String::new(),
            options,
            supposed: None,
        };
        if clues.clues().contains(&clue) {
            continue;
        }
        clues.push(clue);
        let drawn = clues.clues().len();
        // With only first-category pairs, n · (k − 1) of them are all there are, and they pin
        // every row: check then, or no new clue could ever come to trigger the check.
        let all_pairs = direct >= 10 && drawn == n * (k - 1);
        if drawn >= next_check || all_pairs {
            // Two solutions that keep every clue drawn by then, found by an earlier check: while
            // both keep the clues drawn since, there are still two, with no search.
            match &mut two {
                Some((found, checked))
                    if clues.clues()[*checked..]
                        .iter()
                        .all(|c| found.iter().all(|s| c.holds(s))) =>
                {
                    *checked = drawn;
                }
                _ => {
                    let all: Vec<usize> = (0..drawn).collect();
                    let found = clues.solutions_until(&all, 2, deadline)?;
                    if found.len() < 2 {
                        break;
                    }
                    two = Some((found, drawn));
                }
            }
            next_check = drawn + 1 + drawn / 8;
        }
    }
    // Thin: drop each clue (in random order) whose removal keeps the solution unique. The kept
    // clues have one solution, so any other solution of the rest would break the dropped clue:
    // the rest keep it unique exactly when, with the dropped clue negated, they have no solution
    // at all (a search that stops at its first solution, and is cut short by the negation).
    let drawn = clues.clues().len();
    let mut order: Vec<usize> = (0..drawn).collect();
    rng.shuffle(&mut order);
    let mut keep = vec![true; drawn];
    for i in order {
        keep[i] = false;
        let negation = clues.clues()[i].negation();
        let mut chosen: Vec<usize> = (0..drawn).filter(|&j| keep[j]).collect();
        chosen.extend(negation.into_iter().map(|c| clues.push(c)));
        if !clues.solutions_until(&chosen, 1, deadline)?.is_empty() {
            keep[i] = true;
        }
    }
    // (The negations pushed after the drawn clues go.)
    let mut drawn_clues = clues.into_clues();
    drawn_clues.truncate(drawn);
    let kept: Vec<Clue> = drawn_clues
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(c, _)| c)
        .collect();
    Some((scales, solution, kept))
}

/// The name of item `index` of category `category` in generated puzzles (`A1`, `B3`, …).
pub fn item_name(category: usize, index: usize) -> String {
    let letter = (b'A' + (category % 26) as u8) as char;
    format!("{letter}{}", index + 1)
}

/// Writes categories and clues in the file format (no category ordered).
#[cfg(any(test, feature = "internals"))]
pub fn to_text(categories: usize, items: usize, clues: &[Clue]) -> String {
    to_text_with(&vec![Scale::Plain; categories], items, clues)
}

/// Writes categories (ordered as `scales` say) and clues in the file format.
#[cfg(any(test, feature = "internals"))]
pub fn to_text_with(scales: &[Scale], items: usize, clues: &[Clue]) -> String {
    to_text_named(scales, &Names::generated(scales, items), clues)
}

/// The names of a puzzle's categories and of their items (`items[c][i]` names item `i` of
/// category `c`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    pub categories: Vec<String>,
    pub items: Vec<Vec<String>>,
}

impl Names {
    /// The names generated puzzles use: categories `a`, `b`, …; items `A1`, `B3`, … (or `$value`
    /// in a category ordered by numbers).
    pub fn generated(scales: &[Scale], items: usize) -> Names {
        Names {
            categories: (0..scales.len())
                .map(|c| category_name(c).to_string())
                .collect(),
            items: (0..scales.len())
                .map(|c| {
                    (0..items)
                        .map(|i| item_name_in(scales, ItemId::new(c, i)))
                        .collect()
                })
                .collect(),
        }
    }

    pub(crate) fn item(&self, item: ItemId) -> String {
        self.items
            .get(item.category)
            .and_then(|items| items.get(item.index))
            .cloned()
            .unwrap_or_else(|| item_name(item.category, item.index))
    }

    fn category(&self, category: usize) -> String {
        self.categories
            .get(category)
            .cloned()
            .unwrap_or_else(|| category_name(category).to_string())
    }
}

/// Writes categories (ordered as `scales` say, named by `names`) and clues in the file format.
/// The names of an ordered category must carry its values (`house 3`, `$25`) or be in order.
#[cfg(any(test, feature = "internals"))]
pub fn to_text_named(scales: &[Scale], names: &Names, clues: &[Clue]) -> String {
    write_text(scales, names, clues, false)
}

/// [`to_text_named`] with each clue numbered from 1 (`3. A1 + B2`), the way a puzzle is printed
/// for players: explanations then cite "clue 3", the number on their page.
pub fn to_text_numbered(scales: &[Scale], names: &Names, clues: &[Clue]) -> String {
    write_text(scales, names, clues, true)
}

fn write_text(scales: &[Scale], names: &Names, clues: &[Clue], numbered: bool) -> String {
    let mut out = String::new();
    for (c, scale) in scales.iter().enumerate() {
        let ordered = if *scale == Scale::Plain {
            ""
        } else {
            " (ordered)"
        };
        let items = names
            .items
            .get(c)
            .map_or(String::new(), |items| items.join(", "));
        out.push_str(&format!("{}{ordered}: {items}\n", names.category(c)));
    }
    for (i, clue) in clues.iter().enumerate() {
        if numbered {
            out.push_str(&format!("{}. ", i + 1));
        }
        out.push_str(&clue_text_named(scales, names, clue));
        out.push('\n');
    }
    out
}

/// The name of generated category `category` (`a`, `b`, …).
fn category_name(category: usize) -> char {
    (b'a' + (category % 26) as u8) as char
}

/// An item's name in a generated puzzle with these scales: `$value` in a category ordered by
/// numbers, else as [`item_name`].
pub fn item_name_in(scales: &[Scale], item: ItemId) -> String {
    match scales.get(item.category) {
        Some(Scale::Numbers(values)) if item.index < values.len() => {
            format!("${}", values[item.index])
        }
        _ => item_name(item.category, item.index),
    }
}

/// A clue in the file format, with generated item names (comparisons name their category).
#[cfg(any(test, feature = "internals"))]
pub fn clue_text(clue: &Clue) -> String {
    clue_text_with(&[], clue)
}

/// A clue in the file format, with the item names of a generated puzzle with these scales.
/// Comparisons say `by` which category unless exactly one is ordered.
#[cfg(any(test, feature = "internals"))]
pub fn clue_text_with(scales: &[Scale], clue: &Clue) -> String {
    let items = clue
        .options
        .iter()
        .flat_map(|o| o.items())
        .map(|i| i.index + 1)
        .max()
        .unwrap_or(0);
    clue_text_named(scales, &Names::generated(scales, items), clue)
}

/// A clue in the file format, with these names.
pub fn clue_text_named(scales: &[Scale], names: &Names, clue: &Clue) -> String {
    let ordered = scales.iter().filter(|s| **s != Scale::Plain).count();
    let item = |item: ItemId| names.item(item);
    let by = |c: usize| (ordered != 1).then(|| names.category(c));
    let amount = |_: usize, k: i64| k.to_string();
    let spelling = print::Spelling {
        item: &item,
        by: &by,
        amount: &amount,
    };
    print::clue(clue, &spelling)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Puzzle;
    use crate::solver::solve_clues;

    /// The parts of [`generate`] as a tuple.
    fn parts_tuple(options: GenerateOptions) -> (Vec<Scale>, Solution, Vec<Clue>) {
        let p = generate_parts(options, 0);
        (p.scales, p.solution, p.clues)
    }

    #[test]
    fn ordered_puzzles_reparse_to_their_clues_and_are_unique() {
        let mut kinds = [0usize; 5];
        let mut numeric = 0;
        for (k, n) in [(3, 3), (3, 4), (4, 4), (4, 5), (5, 5)] {
            for seed in 0..12 {
                let options = GenerateOptions {
                    categories: k,
                    items: n,
                    seed,
                    mix: ClueMix::Ordered,
                };
                let (scales, solution, kept) = parts_tuple(options);
                numeric += usize::from(matches!(scales[0], Scale::Numbers(_)));
                let text = to_text_with(&scales, n, &kept);
                let puzzle = Puzzle::parse(&text).unwrap_or_else(|e| panic!("{text}\n{e:?}"));
                assert!(puzzle.categories()[0].order.is_some(), "{text}");
                assert_eq!(puzzle.clues().len(), kept.len(), "{text}");
                for (parsed, clue) in puzzle.clues().iter().zip(&kept) {
                    assert_eq!(parsed.options, clue.options, "{text}");
                    assert!(clue.holds(&solution), "{text}");
                    for o in &clue.options {
                        kinds[match &o.relation {
                            Relation::Together => 0,
                            Relation::Compare(_) if o.negated => 1,
                            Relation::Compare(_) => 2,
                            Relation::Pairs => 3,
                        }] += 1;
                        kinds[4] += usize::from(clue.options.len() > 1);
                    }
                }
                let report = solve_clues(k, n, puzzle.clues(), 2);
                assert_eq!(report.solutions, vec![solution.clone()], "{text}");
                assert_eq!(generate(options).text, text, "deterministic");
            }
        }
        assert!(
            kinds.iter().all(|&c| c > 0),
            "every clue kind drawn: {kinds:?}"
        );
        assert!(numeric > 0, "some puzzles ordered by numbers");
    }

    /// `Tangled` draws no clue that ties only two items (a pair or a plain `not` pair) where it
    /// can, and far more three-item `not`s than `Indirect`; its puzzles are true, unique and
    /// minimal like the others.
    #[test]
    fn tangled_clues_each_tie_three_items() {
        // Per mix: the clues kept, those with three terms, and those of two items.
        let mut counts = [[0usize; 3]; 2];
        for (m, mix) in [ClueMix::Tangled, ClueMix::Indirect]
            .into_iter()
            .enumerate()
        {
            for (k, n) in [(3, 3), (4, 4), (5, 5), (4, 6)] {
                for seed in 0..8 {
                    let options = GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    };
                    let (_, solution, kept) = parts_tuple(options);
                    let report = solve_clues(k, n, &kept, 2);
                    assert_eq!(report.solutions, vec![solution.clone()]);
                    for (i, clue) in kept.iter().enumerate() {
                        assert!(clue.holds(&solution));
                        let items: usize = clue.options[0]
                            .terms
                            .iter()
                            .map(|t| t.alternatives.len())
                            .sum();
                        counts[m][0] += 1;
                        counts[m][1] += usize::from(clue.options[0].terms.len() == 3);
                        counts[m][2] += usize::from(clue.options.len() == 1 && items == 2);
                        let mut rest = kept.clone();
                        rest.remove(i);
                        assert!(solve_clues(k, n, &rest, 2).solutions.len() > 1, "minimal");
                    }
                }
            }
        }
        let [tangled, indirect] = counts;
        assert_eq!(tangled[2], 0, "no two-item clue: {counts:?}");
        assert!(indirect[2] > 0, "{counts:?}");
        // Three-term shares: at least twice as many, kept, as indirect clues keep.
        assert!(
            tangled[1] * indirect[0] >= 2 * indirect[1] * tangled[0],
            "{counts:?}"
        );
    }
}
