//! Sentences refused before any form reads them: words that change what the sentence asserts
//! in ways no form reads ([`lexicon::refused`]), and word pairs that relate two people or count
//! places from the far end (`works for`, `lives with`, `sold … to`, `from the right`, `but one`).
//! Read as filler, each made a silent wrong reading (found by an adversarial reading of 555
//! made-up sentences).

use super::{FORMULA_HELP, Failure, Reader};
use crate::syntax::english::lexicon;
use crate::syntax::english::scan::{Piece, Word};

/// Verbs that, followed later by one of the words, relate two people (`works for`, `lives
/// with`, `sold the vase to`, `bought it from`).
const BETWEEN_PEOPLE: &[(&[&str], &[&str])] = &[
    (
        &["seen", "spotted", "seated", "sat", "sitting", "stayed"],
        &["with"],
    ),
    (&["lives", "lived", "living", "live"], &["with"]),
    (
        &[
            "bought",
            "purchased",
            "borrowed",
            "stole",
            "stolen",
            "received",
        ],
        &["from"],
    ),
    (
        &[
            "sold", "gave", "given", "handed", "lent", "showed", "shown", "passed", "sells",
            "gives",
        ],
        &["to"],
    ),
];

/// Words after `another` that set a scene (`in another game`), not a different item.
const SCENES: &[&str] = &[
    "game", "round", "night", "evening", "day", "week", "month", "year", "time", "occasion",
    "match", "puzzle", "case",
];

impl Reader<'_> {
    /// The refusal of a sentence holding words no form reads, if it holds one.
    pub(super) fn refusal(&self) -> Option<Failure> {
        let keys: Vec<Option<&str>> = self
            .pieces
            .iter()
            .map(|p| match p {
                Piece::Filler { key, .. } => Some(key.as_str()),
                _ => None,
            })
            .collect();
        let refuse = |at: usize, why: &str| {
            Some(
                Failure::new(
                    format!(
                        "`{}` here says {why}, which sleuth does not read",
                        keys[at].unwrap_or("")
                    ),
                    vec![self.pieces[at].span()],
                    "not read",
                )
                .help(FORMULA_HELP),
            )
        };
        // `Two of the men …`: a count of rows, not a list.
        if let Some(n) = self.has(Word::Number)
            && self.pieces.get(n + 1).is_some_and(|p| p.is_word(Word::Of))
        {
            return Some(
                Failure::new(
                    "a count of some of them, which sleuth does not read",
                    vec![self.pieces[n].span()],
                    "not read",
                )
                .help(FORMULA_HELP),
            );
        }
        for (at, key) in keys.iter().enumerate() {
            if let Some(key) = *key
                && let Some(why) = self.word_refusal(&keys, at, key)
            {
                return refuse(at, why);
            }
        }
        None
    }

    /// Why the word `key` at piece `at` makes the sentence unreadable, if it does.
    fn word_refusal(&self, keys: &[Option<&str>], at: usize, key: &str) -> Option<&'static str> {
        let next = keys.get(at + 1).copied().flatten();
        let has_different = self.has(Word::Different).is_some();
        let guarded = self.has(Word::Not).is_some()
            || self.has(Word::Or).is_some()
            || self.has(Word::Nor).is_some()
            || !self.relation().is_empty();
        match lexicon::refused(key) {
            Some(_) if key == "all" && (has_different || next == Some("together")) => {}
            Some("a pronoun pointing back") if !guarded => {}
            Some(why) => return Some(why),
            None => {}
        }
        if key == "another" && !next.is_some_and(|n| SCENES.contains(&n)) {
            return Some("a different item without naming it");
        }
        // `right` not read as a place (`second house from the right`, `first house on the
        // right`), `the last but one`, `second to last`.
        if matches!(key, "right" | "rightmost" | "end")
            || (key == "but" && matches!(next, Some("one" | "last")))
            || (key == "to" && next == Some("last"))
        {
            return Some("a place counted from the far end");
        }
        if key == "both" && self.has(Word::Not).is_some() && !self.ends_in_or_both() {
            return Some("`not both`");
        }
        if key == "from" && has_different {
            return Some("a difference from something else");
        }
        // The word after the verb, before any name (`sold a cake to the cook`, `lives with`).
        for (verbs, after) in BETWEEN_PEOPLE {
            if verbs.contains(&key)
                && keys[at + 1..]
                    .iter()
                    .take(3)
                    .map_while(|k| *k)
                    .any(|k| after.contains(&k))
            {
                return Some("a relation between two people");
            }
        }
        // `the baker's daughter`, `Jill's best man`: another person, named by a relation.
        let after_name = (0..at)
            .rev()
            .find(|&j| {
                !matches!(
                    keys[j],
                    Some("best" | "older" | "younger" | "little" | "big")
                )
            })
            .is_some_and(|j| matches!(self.pieces[j], Piece::Item { .. }));
        if lexicon::is_kin(key) && after_name {
            return Some("another person, related to the one named");
        }
        // `the second cheapest`: a rank counted on a superlative, read as the superlative.
        if matches!(
            key,
            "second" | "third" | "fourth" | "fifth" | "sixth" | "next"
        ) && matches!(self.pieces.get(at + 1), Some(Piece::Item { .. }))
        {
            return Some("a rank counted from a superlative");
        }
        // `Only Ann lives …`: only before a name (not `the one who only drinks water`).
        if key == "only" && (at == 0 || matches!(self.pieces.get(at + 1), Some(Piece::Item { .. })))
        {
            return Some("a quantity or a bound");
        }
        None
    }
}
