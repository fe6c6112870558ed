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
            // `say times: {a} finished before {b} / {a} finished after {b}`: how two items
            // compare on an ordered category.
            None if say.first.text.contains("{a}") => {
                let Some(order) = order_wording(categories, a, say, diagnostics) else {
                    continue;
                };
                if phrasing.orders.iter().any(|o| o.category == a) {
                    diagnostics.push(
                        Diagnostic::new(
                            ErrorKind::Duplicate,
                            "a second comparison wording for the same category",
                        )
                        .at(say.span)
                        .help("keep one wording per ordered category"),
                    );
                    continue;
                }
                phrasing.orders.push(order);
            }
            None => match &say.second {
                Some(plural) => {
                    let first_ok = slots_known(&say.first, &[], diagnostics);
                    if slots_known(plural, &[], diagnostics) && first_ok {
                        phrasing
                            .nouns
                            .push((a, say.first.text.clone(), plural.text.clone()))
                    }
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
                    ok &= slots_known(text, &["{a}", "{b}"], diagnostics);
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

/// `phrasing` with the wordings learned from English clues added where it has none for their
/// categories; a learned wording that would be an error as a `say` line is dropped.
pub(super) fn with_learned(
    categories: &[Category],
    mut phrasing: Phrasing,
    learned: &[SayAst],
) -> Phrasing {
    for say in learned {
        let mut problems = Vec::new();
        let one = lower_says(categories, std::slice::from_ref(say), &mut problems);
        if !problems.is_empty() {
            continue;
        }
        for template in one.templates {
            let covered = phrasing.templates.iter().any(|t| {
                (t.a, t.b) == (template.a, template.b) || (t.a, t.b) == (template.b, template.a)
            });
            if !covered {
                phrasing.templates.push(template);
            }
        }
        for order in one.orders {
            if !phrasing.orders.iter().any(|o| o.category == order.category) {
                phrasing.orders.push(order);
            }
        }
    }
    phrasing
}

/// A `say` line for how two items compare on the ordered category `category`: the wording of
/// "before" (the lower value), then ` / ` and that of "after", each with `{a}` and `{b}` once
/// and `{n}` (the difference) at most once.
fn order_wording(
    categories: &[Category],
    category: usize,
    say: &SayAst,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<OrderWording> {
    let name = &categories[category].name;
    let example = format!("`say {name}: {{a}} finished before {{b}} / {{a}} finished after {{b}}`");
    if categories[category].order.is_none() {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::BadPhrasing,
                format!("`{name}` is not ordered, so its items are not compared"),
            )
            .at(say.span)
            .help(format!(
                "a wording with `{{a}}` and `{{b}}` for one category says how two items compare \
                 on an ordered one; for two categories write `say {name} + OTHER: …`"
            )),
        );
        return None;
    }
    let Some(after) = &say.second else {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::BadPhrasing,
                "a comparison wording needs both directions",
            )
            .at(say.span)
            .help(format!(
                "write \"before\", ` / `, then \"after\": {example}"
            )),
        );
        return None;
    };
    // Both wordings are checked, so every problem is reported at once.
    let first_ok = wording_ok(&say.first, &example, diagnostics);
    let after_ok = wording_ok(after, &example, diagnostics);
    (first_ok && after_ok).then(|| OrderWording {
        category,
        before: say.first.text.clone(),
        after: after.text.clone(),
    })
}

/// Whether one direction of a comparison wording has `{a}` and `{b}` once and `{n}` at most
/// once, and a verb to negate: a negated comparison ("not Ann < Bob") is said with the negative
/// of the wording, worked out as for a pair's wording. Each problem is reported.
fn wording_ok(text: &NameRef, example: &str, diagnostics: &mut Vec<Diagnostic>) -> bool {
    let mut ok = slots_known(text, &["{a}", "{b}", "{n}"], diagnostics);
    for (slot, required) in [("{a}", true), ("{b}", true), ("{n}", false)] {
        let count = text.text.matches(slot).count();
        if count > 1 || (required && count == 0) {
            ok = false;
            let times = if required {
                "exactly once"
            } else {
                "at most once"
            };
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadPhrasing,
                    format!("the wording needs `{slot}` {times}"),
                )
                .at(text.span)
                .help(format!(
                    "`{{a}}` and `{{b}}` stand for the two items compared, `{{n}}` for the \
                     difference where it goes: {example}"
                )),
            );
        }
    }
    if ok && english::negate(&text.text).is_none() {
        ok = false;
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::BadPhrasing,
                "cannot tell how to say the negative of this wording",
            )
            .at(text.span)
            .help(format!(
                "start the wording with `{{a}}` and its verb: {example}"
            )),
        );
    }
    ok
}

/// `phrasing` with how the English clues name items. Each phrase and predicate is also a
/// frame for its category's other items (`the person who smokes {}`, `has {} hair`), so an
/// item the clues never describe reads like its neighbours ("has blonde hair"). For each item
/// the shortest of its own and its category's is kept. An ordered category's items, and names
/// unknown, are left out.
pub(super) fn with_descriptions(
    categories: &[Category],
    mut phrasing: Phrasing,
    descriptions: &[DescriptionAst],
) -> Phrasing {
    let (phrases, predicates) = frames(categories, descriptions);
    let length = |text: &str| text.chars().count();
    let mut chosen = Vec::new();
    for (category, c) in categories.iter().enumerate() {
        for (index, name) in c.items.iter().enumerate() {
            let own = |d: &&DescriptionAst| d.category == c.name && d.item == *name;
            let mut phrase: Option<String> = None;
            let mut someone: Option<String> = None;
            // Its own words where the clues give any: a neighbour's frame ("the cat lover")
            // never renames what a clue names itself ("the fish enthusiast").
            let own_phrases: Vec<(String, bool)> = descriptions
                .iter()
                .filter(own)
                .map(|d| (d.phrase.clone(), d.someone))
                .collect();
            // A frame fills only what its own words leave empty: the phrase, when the clues
            // never name it; the someone phrase ("the person with the poisoned pie"), when
            // they never name whoever has it.
            let none_own = own_phrases.is_empty();
            let no_one = !own_phrases.iter().any(|(_, who)| *who);
            let framed = phrases[category]
                .iter()
                .map(|(f, who)| (fill("", f, name).1, *who));
            let candidates = own_phrases
                .into_iter()
                .map(|(p, who)| (p, who, true))
                .chain(framed.map(|(p, who)| (p, who, false)));
            for (candidate, who, mine) in candidates {
                if who
                    && (mine || no_one)
                    && someone
                        .as_ref()
                        .is_none_or(|p| length(&candidate) < length(p))
                {
                    someone = Some(candidate.clone());
                }
                if (mine || none_own)
                    && phrase
                        .as_ref()
                        .is_none_or(|p| length(&candidate) < length(p))
                {
                    phrase = Some(candidate);
                }
            }
            let own_predicates: Vec<(String, String)> = descriptions
                .iter()
                .filter(own)
                .filter_map(|d| d.predicate.clone())
                .collect();
            let predicate = shortest_predicate(own_predicates, &predicates[category], name);
            if let Some(phrase) = phrase {
                chosen.push((
                    ItemId { category, index },
                    Description {
                        phrase,
                        predicate,
                        someone,
                    },
                ));
            }
        }
    }
    phrasing.descriptions = chosen;
    phrasing
}

/// The shortest predicate of an item (`name`): its own, or its category's frames. A
/// neighbour's verb may say it shorter ("smokes Old Gold" for "is the Old Gold smoker"); a
/// neighbour's noun may not ("is the rabbit lover" for "is the rabbit owner").
fn shortest_predicate(
    own: Vec<(String, String)>,
    frames: &[(String, String)],
    name: &str,
) -> Option<(String, String)> {
    let none_own = own.is_empty();
    let framed = frames
        .iter()
        .filter(|(lead, _)| {
            none_own || !matches!(lead.to_lowercase().as_str(), "is the" | "is a" | "is an")
        })
        .map(|(lead, rest)| fill(lead, rest, name));
    let size = |(l, r): &(String, String)| l.chars().count() + r.chars().count();
    let mut best: Option<(String, String)> = None;
    for candidate in own.into_iter().chain(framed) {
        if best.as_ref().is_none_or(|b| size(&candidate) < size(b)) {
            best = Some(candidate);
        }
    }
    best
}

/// Per category: phrase frames, each with whether it names someone.
type Frames = Vec<Vec<(String, bool)>>;
/// Per category: predicate frames, (lead, rest with `{}`).
type PredicateFrames = Vec<Vec<(String, String)>>;

/// Per category, the phrase frames (with whether each names someone) and the predicate frames
/// the clues use, in first-seen order: `the person who smokes {}`, (`has`, `{} hair`).
fn frames(categories: &[Category], descriptions: &[DescriptionAst]) -> (Frames, PredicateFrames) {
    let mut phrases: Vec<Vec<(String, bool)>> = vec![Vec::new(); categories.len()];
    let mut predicates: Vec<Vec<(String, String)>> = vec![Vec::new(); categories.len()];
    for d in descriptions {
        let Some(category) = categories.iter().position(|c| c.name == d.category) else {
            continue;
        };
        if !categories[category].items.contains(&d.item) {
            continue;
        }
        if let Some(frame) = frame(&d.phrase, &d.written, &d.item)
            && !phrases[category].contains(&(frame.clone(), d.someone))
        {
            phrases[category].push((frame, d.someone));
        }
        if let Some((lead, rest)) = &d.predicate
            && let Some(rest) = frame(rest, &d.written, &d.item)
            && !predicates[category].contains(&(lead.clone(), rest.clone()))
        {
            predicates[category].push((lead.clone(), rest));
        }
    }
    (phrases, predicates)
}

/// The frame `lead` + `rest` (with its slot `{}`) for the item `name`, with the article just
/// before the slot fitted to it: `has an {} height` for `tall` is `has a tall height`. The
/// article may end `lead` (`has an` + `{} height`).
fn fill(lead: &str, rest: &str, name: &str) -> (String, String) {
    let plural;
    let (rest, name) = match rest.contains("{+}") {
        true => {
            plural = english::noun_forms(name).1;
            (rest.replacen("{+}", "{}", 1), plural.as_str())
        }
        false => (rest.to_string(), name),
    };
    let rest = rest.as_str();
    let filled = rest.replacen("{}", name, 1);
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    let article = if vowel { "an" } else { "a" };
    // The article as the last word before the slot, in `rest` or at the end of `lead`.
    let refit = |text: &str, at: usize| -> Option<String> {
        let before = &text[..at];
        let word_start = before.trim_end().rfind(' ').map_or(0, |i| i + 1);
        let word = before[word_start..].trim_end();
        matches!(word.to_lowercase().as_str(), "a" | "an").then(|| {
            let capital = word.starts_with(['A']);
            let mut fitted = article.to_string();
            if capital {
                fitted[..1].make_ascii_uppercase();
            }
            format!(
                "{}{fitted}{}",
                &text[..word_start],
                &text[word_start + word.len()..]
            )
        })
    };
    match rest.find("{}") {
        Some(0) => match refit(lead, lead.len()) {
            Some(lead) => (lead, filled),
            None => (lead.to_string(), filled),
        },
        Some(at) => (
            lead.to_string(),
            refit(rest, at).map_or(filled, |r| r.replacen("{}", name, 1)),
        ),
        None => (lead.to_string(), filled),
    }
}

/// `text` with the item written as `written` made a slot: `the person who smokes {}`. `None`
/// when the item is not in it.
/// Written as the item's plural (`keeps horses` of `horse`), the slot is `{+}`: other items
/// fill it in the plural too (`keeps birds`).
fn frame(text: &str, written: &str, item: &str) -> Option<String> {
    let plural = !written.eq_ignore_ascii_case(item)
        && english::noun_forms(item).1.eq_ignore_ascii_case(written)
        && !english::noun_forms(item).1.eq_ignore_ascii_case(item);
    let slot = if plural { "{+}" } else { "{}" };
    text.contains(written)
        .then(|| text.replacen(written, slot, 1))
}

/// Whether every `{…}` in a wording is one of `known`; a slot it does not know (`{c}`, `{{a}}`,
/// a lone brace) would be printed as it stands in every explanation, so each is reported.
fn slots_known(text: &NameRef, known: &[&str], diagnostics: &mut Vec<Diagnostic>) -> bool {
    let mut rest = text.text.as_str();
    let mut unknown = Vec::new();
    while let Some(open) = rest.find(['{', '}']) {
        let tail = &rest[open..];
        match known.iter().find(|k| tail.starts_with(**k)) {
            Some(k) => rest = &tail[k.len()..],
            None => {
                // The braces and the word in them: `{c}`, `{{b}}`, `}`.
                let end = tail
                    .char_indices()
                    .find(|&(_, c)| !(c == '{' || c == '}' || c.is_alphanumeric()))
                    .map_or(tail.len(), |(i, _)| i);
                unknown.push(tail[..end].to_string());
                rest = &tail[end.max(1)..];
            }
        }
    }
    let Some(first) = unknown.first() else {
        return true;
    };
    let slots = if known.is_empty() {
        "this wording takes no slots: it is the category's noun".to_string()
    } else {
        let list: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
        format!("the slots here are {}", english::join(&list, "and"))
    };
    diagnostics.push(
        Diagnostic::new(
            ErrorKind::BadPhrasing,
            format!("the wording has an unknown slot `{first}`"),
        )
        .at(text.span)
        .help(format!(
            "{slots}; anything else in braces would be printed as it stands"
        )),
    );
    false
}

#[cfg(test)]
mod tests {
    use super::fill;

    #[test]
    fn a_frame_s_article_fits_its_item() {
        assert_eq!(
            fill("has an", "{} height", "tall"),
            ("has a".to_string(), "tall height".to_string())
        );
        assert_eq!(
            fill("", "the person with a {} coat", "orange").1,
            "the person with an orange coat"
        );
        assert_eq!(fill("smokes", "{}", "Prince").0, "smokes");
        assert_eq!(fill("", "the {} lover", "apple").1, "the apple lover");
        assert_eq!(fill("keeps", "{+}", "bird").1, "birds");
        assert_eq!(
            super::frame("keeps horses", "horses", "horse").as_deref(),
            Some("keeps {+}")
        );
    }
}
