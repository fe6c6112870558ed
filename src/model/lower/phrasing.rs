//! The `say` lines: how a puzzle's categories read (templates per pair of categories, a
//! category's singular and plural), checked and lowered into its `Phrasing`.

use super::*;

/// The `say` lines as a [`Phrasing`]: category names resolved (by name, case and spacing aside,
/// or by the singular of the name), templates checked for `{a}` and `{b}`, negatives derived.
// long because each `say` line form (a pair's template, a noun's forms) is resolved and checked with its own errors.
pub(super) fn lower_says(
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
