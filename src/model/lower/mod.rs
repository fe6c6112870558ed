//! From syntax tree to [`Puzzle`]: checks the categories (count, sizes, unique names, the values
//! of ordered ones), resolves every name in every clue (and the category a comparison is about),
//! and rejects clues that can never hold. Collects every problem.

mod counts;

use super::{
    Category, Clue, ClueOption, CompareKind, Comparison, ItemId, Order, Puzzle, Relation, Term,
};
use crate::limits::{MAX_CATEGORIES, MAX_ITEMS};
use crate::model::names::{self, Lookup, NameIndex};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{
    CategoryDecl, CompareOperator, File, NameRef, OptionAst, RelationAst, SayAst, Source,
};
use crate::words::english::{self, Phrasing, Template};

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
    // An ordered category whose values were refused is reported once; the comparisons that
    // would use it are left unread rather than each reported as comparing by no order.
    // A category line the parser refused may have been the ordered one: its comparisons are
    // left unread too (rather than each reported as comparing by no order).
    let refused_order = file
        .categories
        .iter()
        .zip(&categories)
        .any(|(d, c)| d.ordered && c.order.is_none())
        || diagnostics.iter().any(|d| d.kind == ErrorKind::BadCategory);
    for clue in readable {
        if refused_order
            && clue
                .options
                .iter()
                .any(|o| matches!(o.relation, RelationAst::Compare { .. }))
        {
            continue;
        }
        let mut options = Vec::new();
        for option in &clue.options {
            let reread = match super::natural::reread(&index, option) {
                Ok(reread) => reread,
                Err(d) => {
                    diagnostics.push(d);
                    continue;
                }
            };
            let option = reread.as_ref().unwrap_or(option);
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
    let counts = if file.categories.len() < 2 {
        Vec::new()
    } else {
        counts::lower_counts(&categories, &index, file, diagnostics)
    };
    for count in &counts {
        clues.extend(count.clauses());
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
        counts,
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
            let (singular, plural) = english::noun_forms(&c.name);
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
                .help(format!("the categories are {}", english::join(&all, "and"))),
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
                    None => english::negate(&say.first.text),
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
    let texts: Vec<&str> = decl.items.iter().map(|i| i.text.as_str()).collect();
    match super::clock::clock_values(&texts) {
        Some(Ok(values)) => {
            return Some(Order {
                values,
                decimals: 0,
                numeric: true,
                clock: true,
            });
        }
        Some(Err(i)) => {
            let (first, second) = (&decl.items[i - 1], &decl.items[i]);
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!(
                        "ordered category `{}` must list its times from earliest to latest",
                        decl.name.text
                    ),
                )
                .at(second.span)
                .label(format!(
                    "`{}` does not come after `{}`",
                    second.text, first.text
                ))
                .help("list the times in order; without am/pm, `1:00` after `12:00` is 1pm (on a 24-hour clock, write `13:00`)"),
            );
            return None;
        }
        None => {}
    }
    if let Some(values) = super::clock::mixed_cents(&texts) {
        if let Some(i) = (1..values.len()).find(|&i| values[i - 1] >= values[i]) {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!(
                        "ordered category `{}` must list its values from smallest to largest",
                        decl.name.text
                    ),
                )
                .at(decl.items[i].span)
                .label(format!(
                    "`{}` does not come after `{}`",
                    decl.items[i].text,
                    decl.items[i - 1].text
                ))
                .help("list the items in increasing order (100¢ is $1)"),
            );
            return None;
        }
        return Some(Order {
            values,
            decimals: 2,
            numeric: true,
            clock: false,
        });
    }
    let numbers: Vec<Option<(i128, u32)>> = decl.items.iter().map(|i| number_in(&i.text)).collect();
    let positions = || Order {
        values: (1..=decl.items.len() as i64).collect(),
        decimals: 0,
        numeric: false,
        clock: false,
    };
    if numbers.iter().any(Option::is_none) {
        return Some(positions());
    }
    let numbers: Vec<(i128, u32)> = numbers.into_iter().flatten().collect();
    let decimals = numbers.iter().map(|&(_, d)| d).max().unwrap_or(0);
    let mut values = Vec::new();
    // Too many decimals first: they would make every other value look too large.
    if let Some((&(_, d), item)) = numbers
        .iter()
        .zip(&decl.items)
        .find(|((_, d), _)| *d > MAX_DECIMALS)
    {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::BadCategory,
                format!(
                    "the number in `{}` has {d} decimal places, more than {MAX_DECIMALS}",
                    item.text
                ),
            )
            .at(item.span)
            .help(format!(
                "values of an ordered category have at most {MAX_DECIMALS} decimal places"
            )),
        );
        return None;
    }
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
        clock: false,
    })
}

/// What `text` says besides its number: `$10` → `$`, `8.5 kg` → `kg`, `-2` → ``.
fn unit_of(text: &str) -> String {
    let rest: String = text
        .chars()
        .filter(|c| !c.is_ascii_digit() && !matches!(c, '.' | '-' | '+'))
        .collect();
    rest.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Most decimal places a value of an ordered category may have.
const MAX_DECIMALS: u32 = 6;

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
    if whole.len() + fraction.len() > 18 || fraction.len() > MAX_DECIMALS as usize {
        // Out of range either way; the decimals say which way (too precise or too large).
        return Some((i128::MAX / 4, fraction.len() as u32));
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
    for name in decls
        .iter()
        .flat_map(|d| std::iter::once(&d.name).chain(&d.items))
    {
        if let Some((word, scripts)) = mixed_scripts(&name.text) {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!("`{word}` mixes {scripts} letters"),
                )
                .at(name.span)
                .label("letters of these scripts look alike")
                .help("write each word in one alphabet, so names that look the same are the same"),
            );
        }
    }
}

/// A word of `text` that mixes Latin, Greek and Cyrillic letters (`cafе` with a Cyrillic `е`
/// looks exactly like `café`'s neighbour `cafe`), and which scripts it mixes.
fn mixed_scripts(text: &str) -> Option<(&str, &'static str)> {
    let script = |c: char| match c {
        'a'..='z' | 'A'..='Z' | '\u{c0}'..='\u{24f}' if c.is_alphabetic() => Some(0),
        '\u{370}'..='\u{3ff}' | '\u{1f00}'..='\u{1fff}' if c.is_alphabetic() => Some(1),
        '\u{400}'..='\u{52f}' if c.is_alphabetic() => Some(2),
        _ => None,
    };
    const NAMES: [&str; 3] = ["Latin", "Greek", "Cyrillic"];
    text.split_whitespace().find_map(|word| {
        let mut seen = [false; 3];
        for s in word.chars().filter_map(script) {
            seen[s] = true;
        }
        let mixed: Vec<&str> = (0..3).filter(|&s| seen[s]).map(|s| NAMES[s]).collect();
        match mixed[..] {
            [a, b] => Some((
                word,
                if (a, b) == ("Latin", "Greek") {
                    "Latin and Greek"
                } else if (a, b) == ("Latin", "Cyrillic") {
                    "Latin and Cyrillic"
                } else {
                    "Greek and Cyrillic"
                },
            )),
            [_, _, _] => Some((word, "Latin, Greek and Cyrillic")),
            _ => None,
        }
    })
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
pub(super) fn lower_option(
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
    // Why no grid can satisfy it (or, negated, break it), and how to fix that kind of clue.
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
    if let Some(found) = found {
        let help = match (&found, option.negated) {
            (Useless::NeverHolds(_), true) => {
                "a `not` clue denies something some grid could have; check the names"
            }
            _ => help,
        };
        let (text, reason) = match (found, alone) {
            (Useless::NeverHolds(r), true) => ("this clue can never hold", r),
            (Useless::NeverHolds(r), false) => ("this option can never hold", r),
            (Useless::NeverBroken(r), true) => {
                ("this `not` clue can never be broken, so it says nothing", r)
            }
            (Useless::NeverBroken(r), false) => (
                "this `not` option can never be broken, so it says nothing",
                r,
            ),
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

/// Why an option is refused, with the reason in words: as written (with its `not`) no grid
/// satisfies it, or it is a `not` no grid breaks.
enum Useless {
    NeverHolds(String),
    NeverBroken(String),
}

impl Useless {
    /// `reason` is why the option without its `not` can never hold.
    fn unsatisfiable(negated: bool, reason: String) -> Useless {
        if negated {
            Useless::NeverBroken(reason)
        } else {
            Useless::NeverHolds(reason)
        }
    }
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
                // A difference in hours or minutes is about the one category of clock times.
                let timed = offset.as_ref().is_some_and(|o| {
                    o.text
                        .rsplit(|c: char| c.is_ascii_digit() || c == ' ' || c == '.')
                        .next()
                        .is_some_and(|unit| super::clock::unit_minutes(unit).is_some())
                });
                let clocks: Vec<usize> = several
                    .iter()
                    .copied()
                    .filter(|&c| categories[c].order.as_ref().is_some_and(|o| o.clock))
                    .collect();
                match (&own[..], &clocks[..]) {
                    (&[one], _) => one,
                    (_, &[clock]) if timed => clock,
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
            if order.clock {
                let negative = offset.text.starts_with('-');
                let minutes = super::clock::duration(offset.text.trim_start_matches('-'))
                    .map_err(|why| {
                        bad(why).help("write a difference of times with its unit: `+ 30 min`, `+ 1 h` or `+ 1:30`")
                    })?;
                if minutes == 0 {
                    return Err(bad("a difference of 0 says the two go together".into())
                        .help("write `A + B` to say two items share a row"));
                }
                return Ok(Comparison {
                    category,
                    kind: CompareKind::Offset(if negative { -minutes } else { minutes }),
                    values: order.values.clone(),
                });
            }
            // A unit written on the difference must be the values' own (`+ €10` is no
            // difference of `$` prices).
            let unit = unit_of(&offset.text);
            if !unit.is_empty() {
                let units: Vec<String> = categories[category]
                    .items
                    .iter()
                    .map(|i| unit_of(i))
                    .collect();
                if !units.contains(&unit) {
                    let theirs = units.iter().find(|u| !u.is_empty());
                    return Err(bad(match theirs {
                        Some(theirs) => format!(
                            "`{unit}` is not the unit of `{}`, which is `{theirs}`",
                            categories[category].name
                        ),
                        None => format!(
                            "the values of `{}` have no unit `{unit}`",
                            categories[category].name
                        ),
                    })
                    .help("write the difference in the values' unit, or as a plain number"));
                }
            }
            let negative = offset.text.starts_with('-');
            let (value, decimals) = number_in(offset.text.trim_start_matches('-'))
                .ok_or_else(|| bad("not a number".into()))?;
            let value = if negative { -value } else { value };
            // Cents beside dollars (`50¢, $1`): a difference in cents is in the values' units.
            let cents = matches!(unit.as_str(), "¢" | "c" | "cents")
                && order.decimals == 2
                && categories[category].items.iter().any(|i| i.contains('$'));
            if cents
                && decimals == 0
                && value != 0
                && let Ok(value) = i64::try_from(value)
                && value.unsigned_abs() < 1 << 52
            {
                return Ok(Comparison {
                    category,
                    kind: CompareKind::Offset(value),
                    values: order.values.clone(),
                });
            }
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

/// Why a comparison or pair option can never hold (or, negated, never be broken or never
/// hold), if so.
fn relation_impossibility(categories: &[Category], option: &ClueOption) -> Option<Useless> {
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
fn pairing_possible(a: ItemId, b: ItemId, together: [(ItemId, ItemId); 2]) -> bool {
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

pub(super) fn resolve(
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
            // A short name can match thousands of items: name the first few and count the rest.
            let mut list: Vec<String> = candidates.iter().take(MAX_LISTED).map(item_name).collect();
            if candidates.len() > MAX_LISTED {
                list.push(format!("{} other items", candidates.len() - MAX_LISTED));
            }
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

/// Most candidates an ambiguous-name error lists.
const MAX_LISTED: usize = 8;

/// "a", "a or b", "a, b or c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Why no row can ever hold every term of `option` (or, negated, why every grid has a row that
/// does), or `None` if it can go either way or the bounded search could not tell.
fn impossibility(categories: &[Category], option: &ClueOption) -> Option<Useless> {
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
fn together_impossibility(categories: &[Category], option: &ClueOption) -> Option<String> {
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
fn describe(categories: &[Category], term: &Term) -> String {
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
fn always_together(categories: &[Category], terms: &[Term]) -> Option<String> {
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

/// How many choices `can_choose` may try before it gives up (then the solver decides).
pub(crate) const CHOOSE_BUDGET: u64 = 20_000;

/// Backtracking with propagation: can one alternative per term be chosen with at most one item
/// per category? Always takes next the open term with the fewest alternatives still possible (a
/// term with one is forced, one with none fails at once), and a term some choice already meets
/// needs nothing more. `Some(answer)`, or `None` when `budget` ran out first.
fn can_choose(terms: &[Term], chosen: &mut [Option<usize>], budget: &mut u64) -> Option<bool> {
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
                    && b.alternatives.len() == 1
                    && a.alternatives[0] == b.alternatives[0] =>
            {
                diagnostics.push(
                    Diagnostic::new(ErrorKind::Syntax, "a fact pairs an item with itself")
                        .at(option.span)
                        .help("a fact names two different items: `A + B` or `not A + B`"),
                )
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain enumeration of every choice of alternatives (for small cases).
    fn naive(terms: &[Term], chosen: &mut Vec<Option<usize>>) -> bool {
        let Some((term, rest)) = terms.split_first() else {
            return true;
        };
        term.alternatives.iter().any(|a| match chosen[a.category] {
            Some(index) => index == a.index && naive(rest, chosen),
            None => {
                chosen[a.category] = Some(a.index);
                let ok = naive(rest, chosen);
                chosen[a.category] = None;
                ok
            }
        })
    }

    #[test]
    fn can_choose_agrees_with_enumeration() {
        let mut rng = fastrand::Rng::with_seed(22);
        for _ in 0..3000 {
            let (k, n) = (rng.usize(2..5), rng.usize(2..4));
            let terms: Vec<Term> = (0..rng.usize(1..6))
                .map(|_| {
                    let mut alternatives = Vec::new();
                    for _ in 0..rng.usize(1..4) {
                        let item = ItemId::new(rng.usize(0..k), rng.usize(0..n));
                        if !alternatives.contains(&item) {
                            alternatives.push(item);
                        }
                    }
                    Term { alternatives }
                })
                .collect();
            let mut budget = CHOOSE_BUDGET;
            let fast = can_choose(&terms, &mut vec![None; k], &mut budget);
            assert_eq!(fast, Some(naive(&terms, &mut vec![None; k])), "{terms:?}");
        }
    }

    #[test]
    fn can_choose_gives_up_within_its_budget() {
        // Pigeonhole: term i wants item i of one of 8 categories; 9 terms cannot all be met,
        // and no term is ever forced, so plain search must try many choices.
        let terms: Vec<Term> = (0..9)
            .map(|i| Term {
                alternatives: (0..8).map(|c| ItemId::new(c, i)).collect(),
            })
            .collect();
        let mut budget = 1_000;
        assert_eq!(can_choose(&terms, &mut [None; 8], &mut budget), None);
        assert_eq!(budget, 0);
    }
}
