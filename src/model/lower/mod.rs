//! From syntax tree to [`Puzzle`]: checks the categories (count, sizes, unique names, the values
//! of ordered ones), resolves every name in every clue (and the category a comparison is about),
//! and rejects clues that can never hold. Collects every problem.

mod categories;
mod counts;
mod impossible;
mod order;
mod phrasing;

use categories::check_categories;
use impossible::{Useless, impossibility, relation_impossibility};
use order::{number_in, order_of, unit_of};
use phrasing::lower_says;

use super::phrasing::{Description, OrderWording, Phrasing, Template};
use super::readings::EitherReading;
use super::{
    Category, Clue, ClueOption, CompareKind, Comparison, ItemId, Order, Puzzle, Relation, Term,
};
use crate::limits::{MAX_CATEGORIES, MAX_ITEMS};
use crate::model::names::{self, Lookup, NameIndex};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{
    CategoryDecl, CompareOperator, DescriptionAst, File, NameRef, OptionAst, RelationAst, SayAst,
    Source,
};
use crate::words::english;

/// The loose-name index of every item.
pub(super) fn item_index(categories: &[Category]) -> NameIndex<ItemId> {
    NameIndex::new(categories.iter().enumerate().flat_map(|(c, cat)| {
        cat.items
            .iter()
            .enumerate()
            .map(move |(i, name)| (name.clone(), ItemId::new(c, i)))
    }))
}

// long because the lowering steps (categories, names, say lines, clues, counts) run in order, sharing the diagnostics.
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
    let mut either = Vec::new();
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
            let lowered = Clue {
                line: clue.line,
                text: clue.text.clone(),
                options,
                supposed: None,
            };
            // A stronger reading lowers like the clue's own (same names); one that fails is
            // dropped, and the clue keeps its reading.
            let stronger = clue.stronger.as_ref().and_then(|options| {
                let options = options
                    .iter()
                    .map(|o| lower_option(&categories, &index, o, options.len() == 1).ok())
                    .collect::<Option<Vec<_>>>()?;
                Some(Clue {
                    options,
                    ..lowered.clone()
                })
            });
            if let Some(stronger) = stronger {
                either.push(EitherReading {
                    clue: lowered.clone(),
                    stronger,
                });
            }
            clues.push(lowered);
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
        let learned = phrasing::with_learned(
            &categories,
            lower_says(&categories, &file.says, diagnostics),
            &file.learned,
        );
        phrasing::with_descriptions(&categories, learned, &file.descriptions)
    };
    let mut sentences: Vec<usize> = file
        .clues
        .iter()
        .filter(|c| c.sentence)
        .map(|c| c.line)
        .collect();
    sentences.dedup();
    (diagnostics.len() == before).then(|| Puzzle {
        source: source.clone(),
        categories,
        clues,
        counts,
        phrasing,
        sentences,
        either,
        settled: Vec::new(),
    })
}

/// Resolves one option's names and checks that it can hold (or, negated, be broken). `alone`
/// says whether it is its clue's only option, which is how the error names it.
// long because one arm per option shape, each with its own errors.
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

/// The comparison an option states: its ordered category (named after `by`, or the only one, or
/// the one an item belongs to) and what it says of the two values.
// long because the category a comparison is about and what its operator says of the two values share the same names, spans and errors.
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
                // "+ 1 minute" of values in `minutes`: one of the unit, in the singular.
                if !units.iter().any(|u| *u == unit || *u == format!("{unit}s")) {
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

/// How many choices `can_choose` may try before it gives up (then the solver decides).
pub(crate) const CHOOSE_BUDGET: u64 = 20_000;

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
            let fast = impossible::can_choose(&terms, &mut vec![None; k], &mut budget);
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
        assert_eq!(
            impossible::can_choose(&terms, &mut [None; 8], &mut budget),
            None
        );
        assert_eq!(budget, 0);
    }
}
