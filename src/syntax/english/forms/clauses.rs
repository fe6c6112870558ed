//! Sentences of more than one subject: two clauses joined by `and`, `but`, `whilst`
//! (`Major Yellow was never in the conservatory and Miss Beige never used the rope`), subjects
//! joined by `and` (`The baker and Ann are not in house 2`), and words that set two people apart
//! (`The man murdered in the basement had dinner with the corporal`).
//!
//! Each would otherwise be read as one name phrase, whose names all go together: the silent
//! misreading this module exists to prevent.

use super::{FORMULA_HELP, Failure, Named, Reader};
use crate::syntax::Span;
use crate::syntax::english::lexicon;
use crate::syntax::english::scan::{Piece, Word};

/// Words that join two clauses (besides `and`, a [`Word`] of its own).
const JOINERS: &[&str] = &["but", "whilst", "while", "whereas", "although", "though"];

/// Words a clause may start with before its subject (`whilst in another game Dr Purple …`).
const LEADS: &[&str] = &[
    "the",
    "a",
    "an",
    "in",
    "during",
    "at",
    "on",
    "another",
    "game",
    "round",
    "meanwhile",
];

impl Reader<'_> {
    /// Where the sentence is two clauses, each with a subject of its own and two names: the
    /// joining piece.
    pub(super) fn clause_cut(&self) -> Option<usize> {
        let excluded = [
            Word::Neither,
            Word::Either,
            Word::Different,
            Word::Other,
            Word::EachOther,
            Word::Between,
        ];
        if excluded.iter().any(|&w| self.has(w).is_some())
            || self.ends_in_or_both()
            || self.is_list_of_all()
        {
            return None;
        }
        (1..self.pieces.len()).find(|&cut| {
            let joins = match &self.pieces[cut] {
                Piece::Word {
                    word: Word::And, ..
                } => true,
                Piece::Filler { key, .. } => JOINERS.contains(&key.as_str()),
                _ => false,
            };
            joins
                && self.items(0..cut).len() >= 2
                && self.items(cut + 1..self.pieces.len()).len() >= 2
                && self.starts_with_subject(cut + 1)
        })
    }

    /// Whether the clause from `at` names its subject before any word of meaning, with only
    /// an article or a setting (`in another game`) before it.
    fn starts_with_subject(&self, at: usize) -> bool {
        for piece in &self.pieces[at..] {
            match piece {
                Piece::Item { .. } => return true,
                Piece::Word {
                    word: Word::Comma, ..
                } => {}
                Piece::Filler { key, .. } if LEADS.contains(&key.as_str()) => {}
                _ => return false,
            }
        }
        false
    }

    /// Reads each clause on its own, as a sentence of its own.
    pub(super) fn clauses(&mut self, cut: usize) -> Result<(), Failure> {
        let parts = [0..cut, cut + 1..self.pieces.len()];
        for part in parts {
            let pieces = &self.pieces[part.clone()];
            let mut clause = self.child(pieces, self.span_of(part));
            clause.sentence()?;
            clause.leftovers()?;
            let offset = self.clues.len();
            self.clues.extend(clause.clues);
            self.stronger.extend(
                clause
                    .stronger
                    .into_iter()
                    .map(|(at, options)| (at + offset, options)),
            );
        }
        self.used.iter_mut().for_each(|u| *u = true);
        Ok(())
    }

    /// `The baker and Ann are not in house 2`, `Ann, Bob and the cook live in house 1 or 2`:
    /// the names before the verb, joined by `and`, each a subject of the rest. `None` when the
    /// sentence does not start so, or the rest names nothing (`Ann and the baker are not the
    /// same person` is about the two of them).
    pub(super) fn subjects(&self) -> Option<(Vec<usize>, usize)> {
        let mut subjects = Vec::new();
        let mut joined = false;
        let mut end = 0;
        for (i, piece) in self.pieces.iter().enumerate() {
            match piece {
                Piece::Item { .. } => subjects.push(i),
                Piece::Word {
                    word: Word::And, ..
                } if !subjects.is_empty() => joined = true,
                Piece::Word {
                    word: Word::Comma, ..
                } if !subjects.is_empty() => {}
                Piece::Filler { key, .. } if matches!(key.as_str(), "the" | "a" | "an") => {}
                _ => {
                    end = i;
                    break;
                }
            }
        }
        let rest_names = self.items(end..self.pieces.len()).len();
        (joined && subjects.len() >= 2 && end > 0 && rest_names > 0).then_some((subjects, end))
    }

    /// Reads the rest of the sentence once for each of `subjects`.
    pub(super) fn each_subject(&mut self, subjects: &[usize], rest: usize) -> Result<(), Failure> {
        for &subject in subjects {
            let pieces: Vec<Piece> = std::iter::once(self.pieces[subject].clone())
                .chain(self.pieces[rest..].iter().cloned())
                .collect();
            let mut one = self.child(&pieces, self.whole);
            one.same()?;
            one.leftovers()?;
            self.clues.extend(one.clues);
        }
        self.used.iter_mut().for_each(|u| *u = true);
        Ok(())
    }

    /// `A had dinner with B`, `A's sister owns B`, `A had dinner with B, C and D`: a word that
    /// sets people apart ([`lexicon::apart`], at piece `at`) makes the names on its two sides
    /// different rows, and a list after it names different rows too (the magazine convention).
    /// Any word of meaning with it is refused, as is a second name phrase that is not a list.
    pub(super) fn apart_words(&mut self, at: usize) -> Result<(), Failure> {
        let word = match &self.pieces[at] {
            Piece::Filler { key, .. } => key.clone(),
            _ => String::new(),
        };
        let refuse = |spans: Vec<Span>, label: &str| {
            Failure::new(
                format!(
                    "`{word}` says two people are different; sleuth reads nothing more with it"
                ),
                spans,
                label.to_string(),
            )
            .help(FORMULA_HELP)
        };
        let meaningful = (0..self.pieces.len()).find(|&i| match &self.pieces[i] {
            Piece::Word { word, .. } => word.is_meaningful(),
            Piece::Compare(_) | Piece::Place { .. } => true,
            _ => false,
        });
        if let Some(i) = meaningful {
            return Err(refuse(
                vec![self.pieces[i].span()],
                "not read together with it",
            ));
        }
        let left = self.items(0..at);
        let subject = self.phrase(&left, "before it", self.span_of(0..at))?;
        let rights = self.phrases(at + 1..self.pieces.len());
        let listed = rights.len() == 1 || self.ends_in_and(at + 1);
        if rights.is_empty() || !listed || rights.iter().any(|r| r.len() > 1) {
            return Err(refuse(
                vec![self.span_of(at + 1..self.pieces.len())],
                "expected one name, or a list ending in `and`",
            ));
        }
        let others: Vec<Named> = rights.iter().map(|r| r[0]).collect();
        for (i, &a) in std::iter::once(&subject).chain(&others).enumerate() {
            for &b in &others[i..] {
                if a != b {
                    self.apart(a, b);
                }
            }
        }
        self.used.iter_mut().for_each(|u| *u = true);
        Ok(())
    }

    /// The first word that sets people apart, used as it does ([`lexicon::Apart`]).
    pub(super) fn apart_word(&self) -> Option<usize> {
        let key = |i: usize| match self.pieces.get(i) {
            Some(Piece::Filler { key, .. }) => Some(key.as_str()),
            _ => None,
        };
        (0..self.pieces.len()).find(|&i| {
            let Some(kind) = key(i).and_then(lexicon::apart) else {
                return false;
            };
            match kind {
                lexicon::Apart::Noun => true,
                lexicon::Apart::With => matches!(key(i + 1), Some("with" | "to" | "by")),
                lexicon::Apart::Object => {
                    let mut next = i + 1;
                    while matches!(key(next), Some("the" | "a" | "an")) {
                        next += 1;
                    }
                    matches!(self.pieces.get(next), Some(Piece::Item { .. }))
                        || matches!(key(i + 1), Some("with" | "to"))
                }
            }
        })
    }

    /// Whether the last name after `from` follows an `and`, with no other name between.
    fn ends_in_and(&self, from: usize) -> bool {
        let last = (from..self.pieces.len())
            .rev()
            .find(|&i| matches!(self.pieces[i], Piece::Item { .. }));
        let Some(last) = last else { return false };
        (from..last)
            .rev()
            .take_while(|&i| !matches!(self.pieces[i], Piece::Item { .. }))
            .any(|i| self.pieces[i].is_word(Word::And))
    }
}
