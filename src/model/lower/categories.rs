//! Checks on the category lines: sizes, limits, names that repeat, mix scripts or look alike.

use super::*;

// long because each category-line rule reports its own error, in the order a person reads the line.
pub(super) fn check_categories(source: &Source, file: &File, diagnostics: &mut Vec<Diagnostic>) {
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
    report_look_alikes(
        decls
            .iter()
            .flat_map(|d| std::iter::once(&d.name).chain(&d.items)),
        diagnostics,
    );
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
pub(super) fn mixed_scripts(text: &str) -> Option<(&str, &'static str)> {
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

/// Names that look the same but are written with other letters (Latin `cop` beside Cyrillic
/// `сор`, fullwidth `Ａnn` beside `Ann`): shown identically, they would be two items a reader
/// cannot tell apart. Compared by their Unicode confusable skeletons (UTS #39), and only where a
/// name has a letter outside ASCII, so plain names that merely resemble (`Clay`, `Day`) pass.
fn report_look_alikes<'a>(
    names: impl Iterator<Item = &'a NameRef>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    use unicode_security::confusable_detection::skeleton;
    let mut seen: Vec<(String, &NameRef)> = Vec::new();
    for name in names {
        let key: String = skeleton(&name.text.to_lowercase()).collect();
        let found = seen.iter().find(|(k, first)| {
            *k == key
                && names::key(&first.text) != names::key(&name.text)
                && !(first.text.is_ascii() && name.text.is_ascii())
        });
        if let Some((_, first)) = found {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::Duplicate,
                    format!(
                        "`{}` looks the same as `{}` but is written with other letters",
                        name.text, first.text
                    ),
                )
                .at(name.span)
                .related(first.span, "the look-alike")
                .help("write both in one alphabet (retype the name), or choose names that look different"),
            );
        } else {
            seen.push((key, name));
        }
    }
}

pub(super) fn report_duplicates<'a>(
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
