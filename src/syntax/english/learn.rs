//! The puzzle's own words, learned from its simplest sentences, so explanations say facts the
//! way the puzzle does where no `say` line is written:
//!
//! - `The Prince smoker is the Dane.` (two names, nothing else of meaning) gives the wording of
//!   a fact of their two categories, `say smokes + nationality: the {a} smoker is the {b}`;
//! - `Oliver paid less than Irene.` (a name, one verb, a comparative) gives the wording of a
//!   comparison on its ordered category, `say prices: {a} paid less than {b} / {a} paid more
//!   than {b}`.
//!
//! A wording is learned only where each name is written as the category line spells it (or
//! with a possessive `'s`), so the slots read naturally with any item. The model checks a
//! learned wording like a written one and drops it, without a word, where it fails or where
//! the file says the same thing with its own `say` line.

use super::scan::{Compare, Piece, Word};
use super::tokens::number;
use super::vocabulary::Vocabulary;
use crate::syntax::{NameRef, SayAst, Span};

/// Marks a slot said as a place (`house {b}`), whose `the` goes.
const PLACE: &str = "\u{1}";

/// The wordings a sentence teaches (`content` starts at byte `offset`, on `line`); `by` is
/// the category a comparison was read as being about.
pub fn learn(
    v: &Vocabulary,
    pieces: &[Piece],
    content: &str,
    offset: usize,
    line: usize,
    by: Option<&str>,
) -> Option<SayAst> {
    let meaningful = pieces.iter().any(|p| match p {
        Piece::Word { word, .. } => word.is_meaningful() || *word == Word::Comma,
        Piece::Place { .. } | Piece::By { .. } | Piece::Clash { .. } => true,
        _ => false,
    });
    let items: Vec<(usize, Span)> = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Item { item, span } => Some((*item, *span)),
            _ => None,
        })
        .collect();
    let [(a, a_span), (b, b_span)] = items[..] else {
        return None;
    };
    let compare = pieces.iter().find_map(|p| match p {
        Piece::Compare(c) => Some(c),
        _ => None,
    });
    // A pair's wording needs two categories; a comparison is often of one (`Tim is younger
    // than Noel`).
    if meaningful || compare.is_none() && v.items[a].category == v.items[b].category {
        return None;
    }
    let written = |span: Span| content.get(span.start - offset..span.end - offset);
    let slot_a = slot(v, a, written(a_span)?, "a")?;
    let slot_b = slot(v, b, written(b_span)?, "b")?;
    let span = Span::new(offset, offset + content.len());
    let name = |text: String| NameRef { text, span };
    match compare {
        None => {
            let template = pair_wording(
                pieces,
                content,
                offset,
                (a_span, &slot_a),
                (b_span, &slot_b),
            )?;
            Some(SayAst {
                line,
                span,
                left: name(v.categories[v.items[a].category].name.clone()),
                right: Some(name(v.categories[v.items[b].category].name.clone())),
                first: name(template),
                second: None,
            })
        }
        Some(compare) => {
            let (lower, higher) = order_wording(pieces, compare, &slot_a)?;
            Some(SayAst {
                line,
                span,
                left: name(match by {
                    Some(by) => by.to_string(),
                    // A comparison needs no `by` where one category is ordered: it is that one.
                    None => {
                        let mut ordered = v.categories.iter().filter(|c| c.ordered);
                        match (ordered.next(), ordered.next()) {
                            (Some(only), None) => only.name.clone(),
                            _ => return None,
                        }
                    }
                }),
                right: None,
                first: name(lower),
                second: Some(name(higher)),
            })
        }
    }
}

/// The sentence with its two names as slots (`the {a} smoker is the {b}`), when it has a
/// verb and is short.
fn pair_wording(
    pieces: &[Piece],
    content: &str,
    offset: usize,
    (a_span, slot_a): (Span, &str),
    (b_span, slot_b): (Span, &str),
) -> Option<String> {
    let text = |span: Span| content.get(span.start - offset..span.end - offset);
    let fillers = pieces
        .iter()
        .filter(|p| matches!(p, Piece::Filler { key, .. } if !matches!(key.as_str(), "the" | "a" | "an")))
        .count();
    if fillers == 0 || pieces.len() > 12 {
        return None;
    }
    let before = text(Span::new(offset, a_span.start))?;
    let middle = text(Span::new(a_span.end, b_span.start))?;
    // The subject alone, then its verb (`The Finn plays …`, `Max paid …`): a `say` wording's
    // negative is made from the first word after the subject, so a wording whose subject is a
    // longer phrase (`the person who is the mother of {a} is …`) would be negated wrongly.
    let verb = middle.split_whitespace().next()?.to_lowercase();
    if !before.trim().is_empty()
        && !matches!(before.trim(), "The" | "the" | "A" | "a" | "An" | "an")
        || slot_a.ends_with("'s")
        || !is_verb(&verb)
    {
        return None;
    }
    let tail = text(Span::new(b_span.end, offset + content.len()))?;
    let middle = wording_middle(&verb, middle, tail)?;
    let middle = middle.as_str();
    let after = text(Span::new(b_span.end, offset + content.len()))?;
    let after = after.trim_end().trim_end_matches(['.', '!']);
    // `a {b}` would read `a electric cable` for other items: `the` fits every one.
    let template = format!("{before}{slot_a}{middle}{slot_b}{after}")
        .replace(&format!("the {PLACE}"), "")
        .replace(PLACE, "")
        .replace(" a {b}", " the {b}")
        .replace(" an {b}", " the {b}");
    Some(match template.strip_prefix("The ") {
        Some(rest) => format!("the {rest}"),
        None => template,
    })
}

/// The words between a sentence's two names that make its wording (`verb` is the first;
/// `tail` the words after the second name), or `None` when they make none.
fn wording_middle(verb: &str, middle: &str, tail: &str) -> Option<String> {
    // `Arnold is the cat lover`, `Carol is the person who is a nurse`: a copula says nothing a
    // phrase of the item does not (`describe` learns `the cat lover`, `a nurse`), and as a
    // wording of the whole category it would rename every pet a `lover`. `Jed is the
    // teacher` is kept: every profession reads so.
    let noun_after = tail.chars().any(char::is_alphabetic);
    let relative = middle.contains(" who ") || middle.contains(" that ");
    let copula = (noun_after || relative)
        && matches!(verb, "is" | "was" | "are" | "were")
        && middle.split_whitespace().skip(1).all(|w| {
            matches!(
                w.to_lowercase().as_str(),
                "the"
                    | "a"
                    | "an"
                    | "person"
                    | "one"
                    | "who"
                    | "that"
                    | "is"
                    | "was"
                    | "man"
                    | "woman"
            )
        });
    if copula {
        return None;
    }
    // `Carol is the person who loves soccer`: the wording is the verb after `who`.
    match middle.find(" who ").or_else(|| middle.find(" that ")) {
        Some(at)
            if matches!(verb, "is" | "was")
                && middle[..at].split_whitespace().skip(1).all(|w| {
                    matches!(
                        w.to_lowercase().as_str(),
                        "the" | "a" | "person" | "one" | "man" | "woman"
                    )
                }) =>
        {
            let rest = middle[at..].trim_start();
            let rest = rest.split_once(' ').map_or("", |(_, r)| r);
            let next = rest.split_whitespace().next().unwrap_or("").to_lowercase();
            if !is_verb(&next) {
                return None;
            }
            Some(format!(" {rest}"))
        }
        _ => Some(middle.to_string()),
    }
}

/// Whether `word` is a verb a `say` wording can be negated at: a form of `be`, `have`, `do`,
/// a modal, a verb in `-s` or `-ed`, or a common irregular past.
pub(super) fn is_verb(word: &str) -> bool {
    matches!(
        word,
        "is" | "was"
            | "are"
            | "were"
            | "has"
            | "had"
            | "have"
            | "will"
            | "can"
            | "did"
            | "does"
            | "drank"
            | "ate"
            | "wore"
            | "sold"
            | "made"
            | "paid"
            | "ran"
            | "won"
            | "got"
            | "took"
            | "bought"
            | "drove"
            | "flew"
            | "gave"
            | "grew"
            | "sang"
            | "wrote"
            | "swam"
            | "rode"
            | "stole"
            | "chose"
            | "met"
            | "came"
            | "went"
            | "kept"
            | "left"
            | "found"
            | "spent"
            | "sent"
            | "built"
            | "brought"
            | "caught"
            | "taught"
            | "sat"
            | "stood"
            | "hid"
            | "fed"
            | "spoke"
            | "told"
            | "saw"
            | "held"
            | "lost"
            | "threw"
            | "broke"
            | "drew"
            | "began"
            | "knew"
            | "fought"
            | "heard"
            | "said"
            | "led"
    ) || word.len() > 3 && (word.ends_with('s') && !word.ends_with("ss") || word.ends_with("ed"))
}

/// The slot `{name}` for `item` written as `written`: `{a}` where the name is written as the
/// category line spells it, `{a}'s` for a possessive, `house {a}` for a place (`the first
/// house`); `None` otherwise.
fn slot(v: &Vocabulary, item: usize, written: &str, name: &str) -> Option<String> {
    let own = &v.items[item].name;
    let plain = |s: &str| s.to_lowercase().trim_start_matches("the ").to_string();
    if plain(written) == plain(own) {
        Some(format!("{{{name}}}"))
    } else if plain(written) == format!("{}'s", plain(own))
        || plain(written) == format!("{}\u{2019}s", plain(own))
    {
        Some(format!("{{{name}}}'s"))
    } else {
        // `the first house` for `house 1` (or `1`): the place said with its noun, without
        // the article (marked for `pair_wording` to drop).
        let words: Vec<String> = written.split_whitespace().map(str::to_lowercase).collect();
        let [place, noun] = &words[..] else {
            return None;
        };
        let category = &v.categories[v.items[item].category];
        let positional = number(place).is_some_and(|(_, ordinal)| ordinal)
            || matches!(place.as_str(), "last" | "middle" | "center");
        if !positional || !category.nouns.contains(noun) {
            return None;
        }
        Some(if own.to_lowercase().contains(noun.as_str()) {
            format!("{PLACE}{{{name}}}")
        } else {
            format!("{PLACE}{noun} {{{name}}}")
        })
    }
}

/// `[The] A VERB COMPARATIVE …`: the wordings of "lower" and "higher" with that verb, or `None`
/// when the sentence says more than that before the comparative.
fn order_wording(pieces: &[Piece], compare: &Compare, slot_a: &str) -> Option<(String, String)> {
    let subject = match pieces {
        [Piece::Item { .. }, rest @ ..] => rest,
        [Piece::Filler { key, .. }, Piece::Item { .. }, rest @ ..] if key == "the" => rest,
        _ => return None,
    };
    // `Ann paid more than …`, or a passive: `The Ece Suss was bottled after …`.
    let verb = match subject {
        [Piece::Filler { key: verb, .. }, Piece::Compare(_), ..] if is_verb(verb) => verb.clone(),
        [
            Piece::Filler { key: be, .. },
            Piece::Filler { key: done, .. },
            Piece::Compare(_),
            ..,
        ] if matches!(be.as_str(), "is" | "was" | "are" | "were")
            && (done.ends_with("ed") || done.ends_with("en")) =>
        {
            format!("{be} {done}")
        }
        _ => return None,
    };
    let (lower, higher, than) = match compare.word.as_str() {
        "before" | "after" => ("before", "after", false),
        "earlier" | "later" => ("earlier", "later", true),
        "older" | "younger" => ("younger", "older", true),
        "taller" => ("shorter", "taller", true),
        "longer" => ("shorter", "longer", true),
        "larger" | "smaller" => ("smaller", "larger", true),
        "bigger" => ("smaller", "bigger", true),
        "heavier" | "lighter" => ("lighter", "heavier", true),
        "higher" | "lower" => ("lower", "higher", true),
        "more" | "less" => ("less", "more", true),
        "fewer" => ("fewer", "more", true),
        _ => return None,
    };
    let than = if than { " than" } else { "" };
    Some((
        format!("{slot_a} {verb} {lower}{than} {{b}}"),
        format!("{slot_a} {verb} {higher}{than} {{b}}"),
    ))
}
