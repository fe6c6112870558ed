//! From syntax tree to [`Puzzle`]: checks the categories (count, sizes, unique names), resolves
//! every name in every clue, and rejects clues that can never hold. Collects every problem.

use super::{Category, Clue, ClueOption, ItemId, Puzzle, Term};
use crate::diagnostic::{Diagnostic, ErrorKind};
use crate::limits::{MAX_CATEGORIES, MAX_ITEMS};
use crate::names::{self, Lookup, NameIndex};
use crate::syntax::{File, NameRef, OptionAst, Source};

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
        })
        .collect();
    let index = item_index(&categories);
    let mut clues = Vec::new();
    for clue in &file.clues {
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
    (diagnostics.len() == before).then(|| Puzzle {
        source: source.clone(),
        categories,
        clues,
    })
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
    if decls.len() < 2 {
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
            .at(decls[MAX_CATEGORIES].name.span),
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
                .at(decl.name.span),
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
    let lowered = ClueOption {
        negated: option.negated,
        terms,
    };
    if let Some(reason) = impossibility(categories, &lowered) {
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
                .help("a row holds one item of each category; did you mean `or`, or a different name?"),
        ]);
    }
    Ok(lowered)
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
            [a, b] if a.alternatives.len() == 1 && b.alternatives.len() == 1 => {
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
