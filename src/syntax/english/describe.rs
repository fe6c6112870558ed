//! How a sentence names the puzzle's items, learned so explanations can name them the same
//! way where no `say` line is written: `The person with black hair is the person who smokes
//! Prince.` teaches that `black` is "the person with black hair" (who "has black hair") and
//! `prince` "the person who smokes Prince" (who "smokes Prince"); `the volleyball fan` teaches
//! "the volleyball fan" (who "is the volleyball fan").
//!
//! Only three shapes are learned, each of filler words around one item, with nothing of
//! meaning (no `not`, `or`, no other item) inside the phrase:
//! - `the PERSON who|that VERB … ITEM [NOUN]` (`the one who got the root beer`);
//! - `the PERSON with [the] ITEM [NOUN]` (`the person with auburn hair`);
//! - `the|a ITEM [NOUN]` (`the pizza lover`, `the doctor`).
//!
//! An ordered category's items are not learned: they already read as places and amounts
//! ("in house 2", "$12").

use super::learn::is_verb;
use super::lexicon;
use super::scan::Piece;
use super::vocabulary::Vocabulary;
use crate::syntax::{DescriptionAst, Span};

/// Words for the one a phrase is about: `the person who …`, `the one with …`.
const PEOPLE: &[&str] = &[
    "person",
    "one",
    "man",
    "woman",
    "guy",
    "girl",
    "boy",
    "lady",
    "gentleman",
    "friend",
    "student",
    "child",
    "kid",
    "contestant",
    "customer",
    "guest",
    "competitor",
    "entrant",
    "participant",
    "individual",
    "resident",
    "gardener",
    "runner",
    "player",
    "traveler",
    "traveller",
    "driver",
    "writer",
    "artist",
    "musician",
    "singer",
    "dancer",
    "rider",
    "swimmer",
    "climber",
    "hiker",
    "diner",
    "shopper",
    "buyer",
    "visitor",
    "tourist",
    "passenger",
    "employee",
    "candidate",
    "actor",
    "client",
    "member",
    "volunteer",
    "exhibitor",
    "winner",
];

/// Nouns that may follow an item inside its phrase (`the volleyball *fan*`, `black *hair*`, `the
/// auburn-*haired person*`).
const AFTER: &[&str] = &[
    "fan",
    "native",
    "lover",
    "owner",
    "smoker",
    "drinker",
    "enthusiast",
    "person",
    "one",
    "haired",
    "eyed",
    "hair",
    "eyes",
    "keeper",
    "buff",
    "aficionado",
    "devotee",
];

/// The phrases of a sentence (`content`, starting at byte `offset`) that name one item each.
pub fn describe(
    v: &Vocabulary,
    pieces: &[Piece],
    content: &str,
    offset: usize,
) -> Vec<DescriptionAst> {
    let text = |from: usize, to: usize| content.get(from - offset..to - offset).unwrap_or("");
    let mut found = Vec::new();
    for (i, piece) in pieces.iter().enumerate() {
        let Piece::Item { item, span } = piece else {
            continue;
        };
        let words = &v.items[*item];
        let category = &v.categories[words.category];
        let written = text(span.start, span.end);
        if category.ordered || written.ends_with("'s") || written.ends_with("\u{2019}s") {
            continue;
        }
        let end = trail_end(v, *item, pieces, i);
        let rest = text(span.start, end);
        let keys: Vec<(&str, Span)> = pieces[..i]
            .iter()
            .rev()
            .map_while(|p| match p {
                Piece::Filler { key, span, .. } => Some((key.as_str(), *span)),
                _ => None,
            })
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let Some((start, mut predicate)) = opening(&keys, span.start, &text) else {
            continue;
        };
        // `the volleyball fan` is someone ("Peter is the volleyball fan"); `the library`, `the
        // Victorian house` are things, which no one is.
        let last = rest.rsplit([' ', '-']).next().unwrap_or("").to_lowercase();
        if predicate.as_ref().is_some_and(|(lead, _)| lead == "is the")
            && (end == span.end || !someone(v, *item, &last))
        {
            predicate = None;
        }
        let phrase = the(text(start, end));
        // Whether the phrase names someone ("the person with …", "the volleyball fan"), not a
        // thing ("the red house", "the library").
        let names_someone = predicate.is_some()
            && keys
                .iter()
                .any(|(k, s)| s.start >= start && PEOPLE.contains(k));
        let names_someone = names_someone || (end > span.end && someone(v, *item, &last));
        let mut add = |phrase: String, predicate: Option<(String, String)>, someone: bool| {
            found.push(DescriptionAst {
                category: category.name.clone(),
                item: words.name.clone(),
                written: written.to_string(),
                phrase,
                predicate,
                someone,
                span: Span::new(start, end),
            });
        };
        // `the person who is a doctor` also names `the doctor`.
        if let Some((lead, _)) = &predicate
            && matches!(lead.to_lowercase().as_str(), "is a" | "is an" | "is the")
            && phrase != format!("the {rest}")
        {
            add(format!("the {rest}"), None, false);
        }
        add(
            phrase,
            predicate.map(|(lead, _)| (lead, rest.to_string())),
            names_someone,
        );
    }
    found
}

/// Whether a noun after an item names a person: `fan`, `lover`, `golfer` for `golf`.
fn someone(v: &Vocabulary, item: usize, word: &str) -> bool {
    let first = v.items[item].keys.first().map(String::as_str).unwrap_or("");
    let word = word.strip_suffix('s').unwrap_or(word);
    (AFTER.contains(&word) && !matches!(word, "hair" | "eyes" | "haired" | "eyed"))
        || lexicon::doer_of(first, word)
}

/// Where the phrase of the item at `pieces[i]` ends: after the nouns that follow it (two at
/// most).
fn trail_end(v: &Vocabulary, item: usize, pieces: &[Piece], i: usize) -> usize {
    let words = &v.items[item];
    let nouns = &v.categories[words.category].nouns;
    let first = words.keys.first().map(String::as_str).unwrap_or("");
    let mut end = pieces[i].span().end;
    let after = |k: usize| match pieces.get(k) {
        Some(Piece::Filler { key, span, .. }) => Some((key.as_str(), span.end)),
        _ => None,
    };
    for k in i + 1..i + 3 {
        let Some((key, span_end)) = after(k) else {
            break;
        };
        // A category's noun, the item's own (`black hair`) or another's (`the red house`).
        let noun = nouns.iter().any(|n| n == key)
            || v.categories
                .iter()
                .any(|c| c.nouns.iter().any(|n| n == key))
            || AFTER.contains(&key)
            || lexicon::doer_of(first, key);
        // A category's name used as a verb ends the phrase: `The Ukrainian drinks tea`, with a
        // category `drinks`, names the Ukrainian, not "the Ukrainian drinks".
        let verb = matches!(pieces.get(k + 1), Some(Piece::Item { .. }))
            && !AFTER.contains(&key)
            && !lexicon::doer_of(first, key);
        if verb {
            break;
        }
        if !noun {
            // `the classical music enthusiast`: a word that only leads to the one who has the
            // item (`fan`, `enthusiast`, …) belongs to the phrase too; so does `style` before a
            // category's noun (`a colonial-style house`).
            if k == i + 1
                && let Some((next, next_end)) = after(k + 1)
                && (AFTER.contains(&next) && !matches!(next, "person" | "one")
                    || key == "style"
                        && v.categories
                            .iter()
                            .any(|c| c.nouns.iter().any(|n| n == next)))
            {
                end = next_end;
            }
            break;
        }
        end = span_end;
    }
    end
}

/// The start of the phrase that ends in an item at `item_start`, given the filler words just
/// before it (`keys`), and its predicate's words before the item (`smokes`, `has`, `is`), when
/// the words make one of the shapes learned.
fn opening<'a>(
    keys: &[(&str, Span)],
    item_start: usize,
    text: &impl Fn(usize, usize) -> &'a str,
) -> Option<(usize, Option<(String, String)>)> {
    let article = |k: &str| matches!(k, "the" | "a" | "an");
    let person = |k: &str| PEOPLE.contains(&k);
    let n = keys.len();
    // `the PERSON who|that VERB …`
    if let Some(who) = keys.iter().rposition(|(k, _)| matches!(*k, "who" | "that"))
        && who >= 2
        && person(keys[who - 1].0)
        && article(keys[who - 2].0)
        && who + 1 < n
        && is_verb(keys[who + 1].0)
        // `the person who is Peter`: a name, said better alone (`the person who is tall` is
        // a phrase).
        && !(who + 2 == n
            && keys[who + 1].0 == "is"
            && text(item_start, item_start + 1).chars().any(char::is_uppercase))
    {
        let lead = text(keys[who + 1].1.start, item_start).trim().to_string();
        return Some((keys[who - 2].1.start, Some((lead, String::new()))));
    }
    // `the PERSON born in …`, `the PERSON wearing …`: a participle.
    let participle =
        |k: &str| k == "born" || k.len() > 4 && (k.ends_with("ing") || k.ends_with("ed"));
    if let Some(at) = (2..n)
        .rev()
        .find(|&i| article(keys[i - 2].0) && person(keys[i - 1].0) && participle(keys[i].0))
        && keys[at..]
            .iter()
            .all(|(k, _)| !matches!(*k, "who" | "that" | "with"))
    {
        let words = text(keys[at].1.start, item_start).trim();
        let lead = match keys[at].0 {
            "born" => format!("was {words}"),
            _ => format!("is {words}"),
        };
        return Some((keys[at - 2].1.start, Some((lead, String::new()))));
    }
    // `the PERSON with [the] …`, `the PERSON from …`
    let with = match keys {
        [.., (a, s), (p, _), ("with", _)] if article(a) && person(p) => Some((s.start, "has")),
        [.., (a, s), (p, _), ("from", _)] if article(a) && person(p) => Some((s.start, "is from")),
        [.., (a, s), (p, _), ("with", _), (b, _)] if article(a) && person(p) && article(b) => {
            Some((s.start, "has the"))
        }
        _ => None,
    };
    if let Some((start, lead)) = with {
        return Some((start, Some((lead.to_string(), String::new()))));
    }
    // `the ITEM`, not inside a longer phrase (`the owner of the …`).
    match keys {
        [.., before, (a, s)] if article(a) && !matches!(before.0, "of" | "who" | "that") => {
            Some((s.start, Some(("is the".to_string(), String::new()))))
        }
        [(a, s)] if article(a) => Some((s.start, Some(("is the".to_string(), String::new())))),
        _ => None,
    }
}

/// A phrase with `the` for its opening article: `The person with …` → `the person with …`,
/// `a pizza lover` → `the pizza lover`.
fn the(phrase: &str) -> String {
    for opening in ["The ", "the ", "A ", "a ", "An ", "an "] {
        if let Some(rest) = phrase.strip_prefix(opening) {
            return format!("the {rest}");
        }
    }
    phrase.to_string()
}
