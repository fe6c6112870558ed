//! From syntax tree to [`Puzzle`]: checks the categories (count, sizes, unique names, the values
//! of ordered ones), resolves every name in every clue (and the category a comparison is about),
//! and rejects clues that can never hold. Collects every problem.

use super::{
    Category, Clue, ClueOption, CompareKind, Comparison, ItemId, Order, Puzzle, Relation, Term,
};
use crate::diagnostic::{Diagnostic, ErrorKind};
use crate::limits::{MAX_CATEGORIES, MAX_ITEMS};
use crate::names::{self, Lookup, NameIndex};
use crate::syntax::{
    CategoryDecl, CompareOperator, File, NameRef, OptionAst, RelationAst, SayAst, Source,
};
use crate::words::{self, Phrasing, Template};

/// The loose-name index of every item.
pub(super) fn item_index(categories: &[Category]) -> NameIndex<ItemId> {
    NameIndex::new(categories.iter().enumerate().flat_map(|(c, cat)| {
        cat.items
            .iter()
            .enumerate()
            .map(move |(i, name)| (name.clone(), ItemId::new(c, i)))
    }))
}

pub(super) fn lower(
    source: &Source,
    file: &File,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Puzzle> {
    let before = diagnostics.len();
    check_categories(source, file, diagnostics);
    let categories: Vec<Category> = file
        .categories
        .iter()
        .map(|d| Category {
            name: d.name.text.clone(),
            items: d.items.iter().map(|i| i.text.clone()).collect(),
            line: d.line,
            order: d.ordered.then(|| order_of(d, diagnostics)).flatten(),
        })
        .collect();
    let index = item_index(&categories);
    let mut clues = Vec::new();
    // With fewer than two categories no clue can be read sensibly; that error is enough.
    let readable = if file.categories.len() < 2 {
        &[][..]
    } else {
        &file.clues[..]
    };
    for clue in readable {
        let mut options = Vec::new();
        for option in &clue.options {
            match lower_option(&categories, &index, option, clue.options.len() == 1) {
                Ok(lowered) => options.push(lowered),
                Err(mut d) => diagnostics.append(&mut d),
            }
        }
        if options.len() == clue.options.len() {
            clues.push(Clue {
                line: clue.line,
                text: clue.text.clone(),
                options,
            });
        }
    }
    let phrasing = if file.categories.len() < 2 {
        Phrasing::default()
    } else {
        lower_says(&categories, &file.says, diagnostics)
    };
    (diagnostics.len() == before).then(|| Puzzle {
        source: source.clone(),
        categories,
        clues,
        phrasing,
    })
}

/// The `say` lines as a [`Phrasing`]: category names resolved (by name, case and spacing aside,
/// or by the singular of the name), templates checked for `{a}` and `{b}`, negatives derived.
fn lower_says(
    categories: &[Category],
    says: &[SayAst],
    diagnostics: &mut Vec<Diagnostic>,
) -> Phrasing {
    let mut phrasing = Phrasing::default();
    let category = |name: &NameRef, diagnostics: &mut Vec<Diagnostic>| -> Option<usize> {
        let wanted = names::normalise(&name.text);
        let found = categories.iter().position(|c| {
            let (singular, plural) = words::noun_forms(&c.name);
            [c.name.as_str(), &singular, &plural]
                .iter()
                .any(|n| names::normalise(n) == wanted)
        });
        if found.is_none() {
            let all: Vec<String> = categories.iter().map(|c| format!("`{}`", c.name)).collect();
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadPhrasing,
                    format!("`say` names no category `{}`", name.text),
                )
                .at(name.span)
                .help(format!("the categories are {}", words::join(&all, "and"))),
            );
        }
        found
    };
    for say in says {
        let Some(a) = category(&say.left, diagnostics) else {
            continue;
        };
        match &say.right {
            None => match &say.second {
                Some(plural) => {
                    phrasing
                        .nouns
                        .push((a, say.first.text.clone(), plural.text.clone()))
                }
                None => diagnostics.push(
                    Diagnostic::new(
                        ErrorKind::BadPhrasing,
                        "a category's nouns need the singular and the plural",
                    )
                    .at(say.span)
                    .help("write both, with `/` between: `say houses: house / houses`"),
                ),
            },
            Some(right) => {
                let Some(b) = category(right, diagnostics) else {
                    continue;
                };
                if a == b {
                    diagnostics.push(
                        Diagnostic::new(
                            ErrorKind::BadPhrasing,
                            "`say` names the same category twice",
                        )
                        .at(say.span)
                        .help(
                            "a template says how an item of one category goes with one of another",
                        ),
                    );
                    continue;
                }
                let mut ok = true;
                for text in std::iter::once(&say.first).chain(&say.second) {
                    for slot in ["{a}", "{b}"] {
                        if text.text.matches(slot).count() != 1 {
                            ok = false;
                            diagnostics.push(
                                Diagnostic::new(
                                    ErrorKind::BadPhrasing,
                                    format!("the wording needs `{slot}` exactly once"),
                                )
                                .at(text.span)
                                .help(format!(
                                    "`{{a}}` stands for an item of `{}`, `{{b}}` for one of `{}`: `{{a}} had the {{b}}`",
                                    categories[a].name, categories[b].name
                                )),
                            );
                        }
                    }
                }
                if !ok {
                    continue;
                }
                let negative = match &say.second {
                    Some(negative) => Some(negative.text.clone()),
                    None => words::negate(&say.first.text),
                };
                let Some(negative) = negative else {
                    diagnostics.push(
                        Diagnostic::new(
                            ErrorKind::BadPhrasing,
                            "cannot tell how to say the negative of this wording",
                        )
                        .at(say.first.span)
                        .help("add it after ` / `: `say suspects + weapons: {a} had the {b} / {a} did not have the {b}`"),
                    );
                    continue;
                };
                if phrasing
                    .templates
                    .iter()
                    .any(|t| (t.a, t.b) == (a, b) || (t.a, t.b) == (b, a))
                {
                    diagnostics.push(
                        Diagnostic::new(
                            ErrorKind::Duplicate,
                            "a second `say` line for the same two categories",
                        )
                        .at(say.span)
                        .help("keep one wording per pair of categories"),
                    );
                    continue;
                }
                phrasing.templates.push(Template {
                    a,
                    b,
                    positive: say.first.text.clone(),
                    negative,
                });
            }
        }
    }
    phrasing
}

/// The values of an ordered category: the numbers its items carry when every item carries one
/// (listed smallest first), otherwise the positions 1..n.
fn order_of(decl: &CategoryDecl, diagnostics: &mut Vec<Diagnostic>) -> Option<Order> {
    let numbers: Vec<Option<(i128, u32)>> = decl.items.iter().map(|i| number_in(&i.text)).collect();
    let positions = || Order {
        values: (1..=decl.items.len() as i64).collect(),
        decimals: 0,
        numeric: false,
    };
    if numbers.iter().any(Option::is_none) {
        return Some(positions());
    }
    let numbers: Vec<(i128, u32)> = numbers.into_iter().flatten().collect();
    let decimals = numbers.iter().map(|&(_, d)| d).max().unwrap_or(0);
    let mut values = Vec::new();
    for (&(value, d), item) in numbers.iter().zip(&decl.items) {
        let scaled = 10i128
            .checked_pow(decimals - d)
            .and_then(|f| value.checked_mul(f))
            .and_then(|v| i64::try_from(v).ok())
            .filter(|v| v.unsigned_abs() < 1 << 50);
        let Some(scaled) = scaled else {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!("the number in `{}` is too large", item.text),
                )
                .at(item.span)
                .help("values of an ordered category must stay below 10^15"),
            );
            return None;
        };
        values.push(scaled);
    }
    for (i, pair) in values.windows(2).enumerate() {
        if pair[0] >= pair[1] {
            let (first, second) = (&decl.items[i], &decl.items[i + 1]);
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!(
                        "ordered category `{}` must list its values from smallest to largest",
                        decl.name.text
                    ),
                )
                .at(second.span)
                .label(format!(
                    "`{}` does not come after `{}`",
                    second.text, first.text
                ))
                .help("list the items in increasing order, each with a different number"),
            );
            return None;
        }
    }
    Some(Order {
        values,
        decimals,
        numeric: true,
    })
}

/// The first number written in `text` (`$30` → 30, `8.5 kg` → 85 with 1 decimal, `-3°` → -3):
/// the value as a whole number and how many decimals it had.
fn number_in(text: &str) -> Option<(i128, u32)> {
    let bytes = text.as_bytes();
    let start = bytes.iter().position(u8::is_ascii_digit)?;
    let mut end = start;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        end += 1;
    }
    let whole = &text[start..end];
    let mut fraction = "";
    if bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit) {
        let f_start = end + 1;
        let mut f_end = f_start;
        while f_end < bytes.len() && bytes[f_end].is_ascii_digit() {
            f_end += 1;
        }
        fraction = &text[f_start..f_end];
    }
    if whole.len() + fraction.len() > 18 || fraction.len() > 6 {
        return Some((i128::MAX / 4, 0));
    }
    let magnitude: i128 = format!("{whole}{fraction}").parse().ok()?;
    let negative = start > 0 && bytes[start - 1] == b'-';
    Some((
        if negative { -magnitude } else { magnitude },
        fraction.len() as u32,
    ))
}

fn check_categories(source: &Source, file: &File, diagnostics: &mut Vec<Diagnostic>) {
    let decls = &file.categories;
    let Some(first) = decls.first() else {
        if diagnostics.is_empty() {
            let d = Diagnostic::new(ErrorKind::TooFew, "no categories found")
                .help("a puzzle starts with at least two category lines, such as `suspects: Miss Saffron, Sgt Gunmetal` and `weapons: dumbbell, pool cue`");
            let d = if source.text().trim().is_empty() {
                Diagnostic {
                    message: "the puzzle is empty".into(),
                    ..d
                }
            } else {
                d
            };
            diagnostics.push(d);
        }
        return;
    };
    // A category line the parser refused is already reported; counting it short would repeat it.
    let refused_category = diagnostics.iter().any(|d| d.kind == ErrorKind::BadCategory);
    if decls.len() < 2 && !refused_category {
        diagnostics.push(
            Diagnostic::new(ErrorKind::TooFew, "a puzzle needs at least two categories")
                .at(first.name.span)
                .label("the only category")
                .help("add another line like `weapons: dumbbell, pool cue, poisoned tea` before the clues"),
        );
    }
    if decls.len() > MAX_CATEGORIES {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::TooLarge,
                format!(
                    "{} categories is more than the limit of {MAX_CATEGORIES}",
                    decls.len()
                ),
            )
            .at(decls[MAX_CATEGORIES].name.span)
            .label("the first category over the limit")
            .help(
                "sleuth solves puzzles of up to 64 categories of up to 64 items (docs/format.md)",
            ),
        );
    }
    for decl in decls {
        if decl.items.len() < 2 {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::TooFew,
                    format!("category `{}` has fewer than two items", decl.name.text),
                )
                .at(decl.name.span)
                .help("every category lists at least two items, separated by commas"),
            );
        } else if decl.items.len() > MAX_ITEMS {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::TooLarge,
                    format!(
                        "category `{}` has {} items, more than the limit of {MAX_ITEMS}",
                        decl.name.text,
                        decl.items.len()
                    ),
                )
                .at(decl.name.span)
                .help("sleuth solves puzzles of up to 64 categories of up to 64 items (docs/format.md)"),
            );
        } else if decl.items.len() != first.items.len() && first.items.len() >= 2 {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::UnequalSizes,
                    format!(
                        "category `{}` has {} items but `{}` has {}",
                        decl.name.text,
                        decl.items.len(),
                        first.name.text,
                        first.items.len()
                    ),
                )
                .at(decl.name.span)
                .related(first.name.span, format!("{} items here", first.items.len()))
                .help("every category must list the same number of items"),
            );
        }
    }
    report_duplicates(decls.iter().map(|d| &d.name), "category", diagnostics);
    report_duplicates(decls.iter().flat_map(|d| &d.items), "item", diagnostics);
}

fn report_duplicates<'a>(
    names: impl Iterator<Item = &'a NameRef>,
    what: &str,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let mut seen: Vec<(String, &NameRef)> = Vec::new();
    for name in names {
        let key = names::key(&name.text);
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == key) {
            let same = if first.text == name.text {
                String::new()
            } else {
                format!(" (same as `{}`)", first.text)
            };
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::Duplicate,
                    format!("duplicate {what} name `{}`{same}", name.text),
                )
                .at(name.span)
                .related(first.span, "first named here")
                .help(format!(
                    "{what} names must be unique, ignoring case, spacing and a leading `the`"
                )),
            );
        } else {
            seen.push((key, name));
        }
    }
}

/// Resolves one option's names and checks that it can hold (or, negated, be broken). `alone`
/// says whether it is its clue's only option, which is how the error names it.
fn lower_option(
    categories: &[Category],
    index: &NameIndex<ItemId>,
    option: &OptionAst,
    alone: bool,
) -> Result<ClueOption, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut terms = Vec::new();
    for term in &option.terms {
        let mut alternatives = Vec::new();
        for name in &term.alternatives {
            match resolve(categories, index, name) {
                Ok(item) => {
                    if !alternatives.contains(&item) {
                        alternatives.push(item);
                    }
                }
                Err(d) => errors.push(d),
            }
        }
        terms.push(Term { alternatives });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let relation = match &option.relation {
        RelationAst::Together => Relation::Together,
        RelationAst::Pairs => Relation::Pairs,
        RelationAst::Compare {
            operator,
            operator_span,
            offset,
            by,
        } => {
            let items: Vec<ItemId> = terms.iter().flat_map(|t| t.alternatives.clone()).collect();
            let comparison =
                lower_comparison(categories, &items, *operator, *operator_span, offset, by)
                    .map_err(|d| vec![d])?;
            Relation::Compare(comparison)
        }
    };
    let lowered = ClueOption {
        negated: option.negated,
        terms,
        relation,
    };
    // Why no grid can satisfy (or, negated, break) it, and how to fix that kind of clue.
    let (found, help) = if lowered.relation == Relation::Together {
        (
            impossibility(categories, &lowered),
            "a row holds one item of each category; did you mean `or`, or a different name?",
        )
    } else {
        (
            relation_impossibility(categories, &lowered),
            "check the names, the operator and the difference",
        )
    };
    if let Some(reason) = found {
        let text = match (option.negated, alone) {
            (true, true) => "this `not` clue can never be broken, so it says nothing",
            (true, false) => "this `not` option can never be broken, so it says nothing",
            (false, true) => "this clue can never hold",
            (false, false) => "this option can never hold",
        };
        return Err(vec![
            Diagnostic::new(ErrorKind::ImpossibleClue, text)
                .at(option.span)
                .label(reason)
                .help(help),
        ]);
    }
    Ok(lowered)
}

/// The comparison an option states: its ordered category (named after `by`, or the only one, or
/// the one an item belongs to) and what it says of the two values.
fn lower_comparison(
    categories: &[Category],
    items: &[ItemId],
    operator: CompareOperator,
    operator_span: crate::syntax::Span,
    offset: &Option<NameRef>,
    by: &Option<NameRef>,
) -> Result<Comparison, Diagnostic> {
    let ordered: Vec<usize> = (0..categories.len())
        .filter(|&c| categories[c].order.is_some())
        .collect();
    let names = |list: &[usize]| {
        let quoted: Vec<String> = list
            .iter()
            .map(|&c| format!("`{}`", categories[c].name))
            .collect();
        join_or(&quoted)
    };
    let category = match by {
        Some(name) => {
            let index = NameIndex::new(
                categories
                    .iter()
                    .enumerate()
                    .map(|(c, cat)| (cat.name.clone(), c)),
            );
            let category = match index.lookup(&name.text) {
                Lookup::Found(c) => c,
                Lookup::Ambiguous(candidates) => {
                    return Err(Diagnostic::new(
                        ErrorKind::AmbiguousName,
                        format!("ambiguous category `{}`", name.text),
                    )
                    .at(name.span)
                    .label(format!("could be {}", names(&candidates)))
                    .help("write more of the category's name"));
                }
                Lookup::Unknown(_) => {
                    let d = Diagnostic::new(
                        ErrorKind::UnknownName,
                        format!("unknown category `{}`", name.text),
                    )
                    .at(name.span)
                    .label("no category has this name");
                    return Err(if ordered.is_empty() {
                        d.help("mark the category to compare by as ordered: `position (ordered): 1, 2, 3`")
                    } else {
                        d.help(format!("the ordered categories are {}", names(&ordered)))
                    });
                }
            };
            if categories[category].order.is_none() {
                return Err(Diagnostic::new(
                    ErrorKind::NotOrdered,
                    format!("category `{}` is not ordered", categories[category].name),
                )
                .at(name.span)
                .label("comparisons need an ordered category")
                .help(format!(
                    "mark it on its category line: `{} (ordered): …`, listing the items in order",
                    categories[category].name
                )));
            }
            category
        }
        None => match &ordered[..] {
            [] => {
                return Err(Diagnostic::new(
                    ErrorKind::NotOrdered,
                    "a comparison needs an ordered category, and this puzzle has none",
                )
                .at(operator_span)
                .help("mark the category the clue compares by as ordered, items in order: `position (ordered): 1, 2, 3, 4`"));
            }
            &[only] => only,
            several => {
                // The category one of the compared items belongs to, if only one does.
                let own: Vec<usize> = several
                    .iter()
                    .copied()
                    .filter(|&c| items.iter().any(|i| i.category == c))
                    .collect();
                match &own[..] {
                    &[one] => one,
                    _ => {
                        return Err(Diagnostic::new(
                            ErrorKind::AmbiguousName,
                            "this comparison does not say which ordered category it is about",
                        )
                        .at(operator_span)
                        .label(format!("could be {}", names(several)))
                        .help(format!(
                            "add `by` and the category at the end: `A < B by {}`",
                            categories[several[0]].name
                        )));
                    }
                }
            }
        },
    };
    let Some(order) = &categories[category].order else {
        return Err(
            Diagnostic::new(ErrorKind::NotOrdered, "not an ordered category").at(operator_span),
        );
    };
    let kind = match operator {
        CompareOperator::Before => CompareKind::Before,
        CompareOperator::After => CompareKind::After,
        CompareOperator::Apart(k) => CompareKind::Apart(k),
        CompareOperator::Equals => {
            let Some(offset) = offset else {
                return Err(
                    Diagnostic::new(ErrorKind::Syntax, "`=` needs a difference").at(operator_span)
                );
            };
            let bad = |why: String| {
                Diagnostic::new(
                    ErrorKind::Syntax,
                    format!("bad difference `{}`", offset.text),
                )
                .at(offset.span)
                .label(why)
            };
            let negative = offset.text.starts_with('-');
            let (value, decimals) = number_in(offset.text.trim_start_matches('-'))
                .ok_or_else(|| bad("not a number".into()))?;
            let value = if negative { -value } else { value };
            if decimals > order.decimals {
                return Err(bad(format!(
                    "`{}` has values with {} decimal places",
                    categories[category].name, order.decimals
                ))
                .help("write the difference with no more decimal places than the values"));
            }
            let scaled = 10i128
                .checked_pow(order.decimals - decimals)
                .and_then(|f| value.checked_mul(f))
                .and_then(|v| i64::try_from(v).ok())
                .filter(|v| v.unsigned_abs() < 1 << 52)
                .ok_or_else(|| bad("too large".into()))?;
            if scaled == 0 {
                return Err(bad("a difference of 0 says the two go together".into())
                    .help("write `A + B` to say two items share a row"));
            }
            CompareKind::Offset(scaled)
        }
    };
    Ok(Comparison {
        category,
        kind,
        values: order.values.clone(),
    })
}

/// Why a comparison or pair option can never hold (or, negated, never be broken), if so.
fn relation_impossibility(categories: &[Category], option: &ClueOption) -> Option<String> {
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
                Some(format!(
                    "{} and {} always compare this way",
                    name(a),
                    name(b)
                ))
            } else if !option.negated && !can_hold {
                Some(if a == b {
                    format!("{} is compared with itself", name(a))
                } else {
                    format!(
                        "no two values of `{}` are related this way for {} and {}",
                        categories[c].name,
                        name(a),
                        name(b)
                    )
                })
            } else {
                None
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            let clash = |x: ItemId, y: ItemId| x.category == y.category && x != y;
            if a == b || c == d {
                return Some("a pair names two different items on each side".into());
            }
            let first_way = !clash(a, c) && !clash(b, d);
            let second_way = !clash(a, d) && !clash(b, c);
            if !option.negated && !first_way && !second_way {
                Some(format!(
                    "neither {} with {} and {} with {}, nor {} with {} and {} with {}, can share a row",
                    name(a),
                    name(c),
                    name(b),
                    name(d),
                    name(a),
                    name(d),
                    name(b),
                    name(c)
                ))
            } else {
                None
            }
        }
        _ => Some("this option is malformed".into()),
    }
}

fn resolve(
    categories: &[Category],
    index: &NameIndex<ItemId>,
    name: &NameRef,
) -> Result<ItemId, Diagnostic> {
    let item_name = |i: &ItemId| {
        let cat = &categories[i.category];
        format!("`{}` ({})", cat.items[i.index], cat.name)
    };
    match index.lookup(&name.text) {
        Lookup::Found(item) => Ok(item),
        Lookup::Ambiguous(candidates) => {
            let list: Vec<String> = candidates.iter().map(item_name).collect();
            Err(Diagnostic::new(
                ErrorKind::AmbiguousName,
                format!("ambiguous name `{}`", name.text),
            )
            .at(name.span)
            .label(format!("could be {}", join_or(&list)))
            .help("write more of the name so only one item matches"))
        }
        Lookup::Unknown(close) => {
            let d = Diagnostic::new(
                ErrorKind::UnknownName,
                format!("unknown name `{}`", name.text),
            )
            .at(name.span)
            .label("no item has this name");
            Err(if close.is_empty() {
                d.help("names in clues must match an item listed in a category line")
            } else {
                let list: Vec<String> = close.iter().map(item_name).collect();
                d.help(format!("did you mean {}?", join_or(&list)))
            })
        }
    }
}

/// "a", "a or b", "a, b or c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Why no row can ever hold every term of `option`, or `None` if some row could.
fn impossibility(categories: &[Category], option: &ClueOption) -> Option<String> {
    let mut chosen: Vec<Option<usize>> = vec![None; categories.len()];
    if can_choose(&option.terms, &mut chosen) {
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
                let describe = |t: &Term| {
                    let names: Vec<&str> = t
                        .alternatives
                        .iter()
                        .map(|i| categories[i.category].items[i.index].as_str())
                        .collect();
                    format!("`{}`", names.join("` / `"))
                };
                return Some(format!(
                    "{} and {} are different {}: no row holds both",
                    describe(a),
                    describe(b),
                    cat.name
                ));
            }
        }
    }
    Some("every choice of alternatives puts two items of one category in the same row".into())
}

/// Backtracking: can one alternative per term be chosen with at most one item per category?
fn can_choose(terms: &[Term], chosen: &mut [Option<usize>]) -> bool {
    let Some((term, rest)) = terms.split_first() else {
        return true;
    };
    term.alternatives.iter().any(|a| match chosen[a.category] {
        Some(index) => index == a.index && can_choose(rest, chosen),
        None => {
            chosen[a.category] = Some(a.index);
            let ok = can_choose(rest, chosen);
            chosen[a.category] = None;
            ok
        }
    })
}

/// Lowers the lines of a facts file: each must be one pair, `A + B` or `not A + B`.
pub(super) fn lower_facts(
    categories: &[Category],
    clues: &[crate::syntax::ClueAst],
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<super::GivenFact> {
    let index = item_index(categories);
    let mut facts = Vec::new();
    for clue in clues {
        let [option] = &clue.options[..] else {
            diagnostics.push(not_a_pair(clue.span));
            continue;
        };
        let lowered = match lower_option(categories, &index, option, true) {
            Ok(lowered) => lowered,
            Err(mut d) => {
                diagnostics.append(&mut d);
                continue;
            }
        };
        match &lowered.terms[..] {
            [a, b]
                if lowered.is_together()
                    && a.alternatives.len() == 1
                    && b.alternatives.len() == 1 =>
            {
                facts.push(super::GivenFact {
                    line: clue.line,
                    text: clue.text.clone(),
                    a: a.alternatives[0],
                    b: b.alternatives[0],
                    together: !lowered.negated,
                })
            }
            _ => diagnostics.push(not_a_pair(option.span)),
        }
    }
    facts
}

fn not_a_pair(span: crate::syntax::Span) -> Diagnostic {
    Diagnostic::new(ErrorKind::Syntax, "a fact must be one pair of items")
        .at(span)
        .help("write `A + B` (they go together) or `not A + B` (they do not)")
}
