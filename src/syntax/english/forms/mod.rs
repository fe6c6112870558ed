//! The sentence forms: a sentence's pieces ([`super::scan`]) into clues in sleuth's own terms,
//! or a [`Failure`] saying which words could not be placed.
//!
//! | form | example | reads as |
//! |---|---|---|
//! | same | The Prince smoker is the Desert smoothie lover. | `Prince + Desert` |
//! | not | Bob is not in the fourth house. | `not Bob + house 4` |
//! | or | The candlestick was in the hall or the study. | `candlestick + (hall \| study)` |
//! | either | Jorge is either the diver in red or the one who started in 1982. | `Jorge + (red \| 1982)`, `not red + 1982` |
//! | neither | Neither Ann nor the baker owns the cat. | `not Ann + cat`, `not baker + cat` |
//! | pairs | Of Ann and the baker, one paid $5 and the other $6. | `{Ann, baker} = {$5, $6}` |
//! | all different | The four were the $260 one, Ann's, the monarch and Ben. | `not` for every pair |
//! | comparison | Oliver paid 1 dollar more than Irene. | `Oliver = Irene + 1 by prices` |
//! | place | The Dane is directly left of the Swede. | `Dane = Swede - 1 by house` |
//! | distance | There is one house between Ann and Ben. | `Ann ~2 Ben by house` |
//!
//! A name phrase that names several items (`Evan's Fir`) says they go together, and stands for
//! the first of them in the relation. A word of meaning that the form does not use is a
//! failure, never skipped.

mod choice;
mod clauses;
mod refusals;
mod relations;

use super::scan::{Piece, Word};
use super::vocabulary::Vocabulary;
use crate::syntax::{NameRef, OptionAst, RelationAst, Span, TermAst};

/// Why a sentence could not be read: the message, the words it is about, and a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub spans: Vec<Span>,
    pub label: String,
    pub help: Option<String>,
}

impl Failure {
    fn new(message: impl Into<String>, spans: Vec<Span>, label: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            spans,
            label: label.into(),
            help: None,
        }
    }

    fn help(mut self, help: impl Into<String>) -> Failure {
        self.help = Some(help.into());
        self
    }
}

/// The clues a sentence says: each a list of options joined by `or`.
pub type Clues = Vec<Vec<OptionAst>>;

/// One clue a sentence says, with a stronger reading where its words may mean either.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub options: Vec<OptionAst>,
    /// See [`crate::syntax::ClueAst::stronger`].
    pub stronger: Option<Vec<OptionAst>>,
}

/// An item named in the sentence, with where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Named {
    item: usize,
    span: Span,
}

/// Reads the pieces of one sentence (`whole` is its span).
pub fn read(v: &Vocabulary, pieces: &[Piece], whole: Span) -> Result<Vec<Said>, Failure> {
    let mut reader = Reader {
        v,
        pieces,
        whole,
        used: vec![false; pieces.len()],
        clues: Vec::new(),
        stronger: Vec::new(),
    };
    if let Some(Piece::Clash {
        first,
        second,
        span,
    }) = pieces.iter().find(|p| matches!(p, Piece::Clash { .. }))
    {
        return Err(Failure::new(
            "these words can be read as names two ways",
            vec![*span],
            format!("`{}` or `{}`?", v.items[*first].name, v.items[*second].name),
        )
        .help(FORMULA_HELP));
    }
    reader.sentence()?;
    reader.leftovers()?;
    // Every form says something; a sentence must never vanish without a word.
    if reader.clues.is_empty() {
        return Err(Failure::new(
            "found nothing this sentence says",
            vec![whole],
            "not understood",
        )
        .help(FORMULA_HELP));
    }
    let mut stronger = reader.stronger;
    Ok(reader
        .clues
        .into_iter()
        .enumerate()
        .map(|(i, options)| Said {
            options,
            stronger: stronger
                .iter()
                .position(|(at, _)| *at == i)
                .map(|k| stronger.swap_remove(k).1),
        })
        .collect())
}

struct Reader<'a> {
    v: &'a Vocabulary,
    pieces: &'a [Piece],
    whole: Span,
    /// The pieces a form has used.
    used: Vec<bool>,
    clues: Clues,
    /// Stronger readings of some of `clues`, by index.
    stronger: Vec<(usize, Vec<OptionAst>)>,
}

impl<'a> Reader<'a> {
    /// A reader of `pieces` (part of this sentence, or made from it) with this vocabulary.
    fn child<'b>(&self, pieces: &'b [Piece], whole: Span) -> Reader<'b>
    where
        'a: 'b,
    {
        Reader {
            v: self.v,
            pieces,
            whole,
            used: vec![false; pieces.len()],
            clues: Vec::new(),
            stronger: Vec::new(),
        }
    }

    fn has(&self, word: Word) -> Option<usize> {
        self.pieces.iter().position(|p| p.is_word(word))
    }

    fn relation(&self) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| matches!(self.pieces[i], Piece::Compare(_) | Piece::Place { .. }))
            .collect()
    }

    fn sentence(&mut self) -> Result<(), Failure> {
        if let Some(at) = self.hedged() {
            return Err(Failure::new(
                "this sentence says nothing for certain",
                vec![self.span_of(at..at + 4)],
                "either way",
            )
            .help("leave it out, or put `#` before it to keep it as a comment"));
        }
        if let Some(refused) = self.refusal() {
            return Err(refused);
        }
        if let Some(cut) = self.clause_cut() {
            return self.clauses(cut);
        }
        if let Some(at) = self.apart_word() {
            return self.apart_words(at);
        }
        let first_word = self
            .pieces
            .iter()
            .position(|p| !matches!(p, Piece::Filler { .. }));
        if first_word.is_some_and(|i| self.pieces[i].is_word(Word::Of))
            && self.has(Word::Other).is_some()
        {
            return self.pairs();
        }
        if self.has(Word::Neither).is_some() {
            return self.neither();
        }
        if self.ends_in_or_both() {
            return self.or_both();
        }
        if self.has(Word::Different).is_some() || self.is_list_of_all() {
            return self.all_different();
        }
        if self.has(Word::Either).is_some() {
            return self.either();
        }
        if !self.relation().is_empty() {
            return self.related();
        }
        self.same()
    }

    /// Where the sentence says `may or may not` (or `might …`, `could …`).
    fn hedged(&self) -> Option<usize> {
        self.pieces.windows(4).position(|w| match w {
            [
                Piece::Filler { key: a, .. },
                or,
                Piece::Filler { key: b, .. },
                not,
            ] => {
                a == b
                    && matches!(a.as_str(), "may" | "might" | "could")
                    && or.is_word(Word::Or)
                    && not.is_word(Word::Not)
            }
            _ => false,
        })
    }

    /// `…, or both`: statements of which at least one holds.
    fn ends_in_or_both(&self) -> bool {
        matches!(
            self.pieces,
            [.., Piece::Word { word: Word::Or, .. }, Piece::Filler { key, .. }] if key == "both"
        )
    }

    /// `A is with B, or C is with D, or both.`: each statement (same or not) is an option of
    /// one clue.
    fn or_both(&mut self) -> Result<(), Failure> {
        let end = self.pieces.len() - 2;
        let mut options = Vec::new();
        let mut start = 0;
        for cut in (0..=end).filter(|&i| i == end || self.pieces[i].is_word(Word::Or)) {
            let part = &self.pieces[start..cut];
            let part = match part {
                [
                    rest @ ..,
                    Piece::Word {
                        word: Word::Comma, ..
                    },
                ] => rest,
                _ => part,
            };
            let mut statement = self.child(part, self.whole);
            statement.same()?;
            statement.leftovers()?;
            match &statement.clues[..] {
                [clue] if clue.len() == 1 => options.extend(clue.iter().cloned()),
                _ => return Err(self.unsupported(start)),
            }
            start = cut + 1;
        }
        if options.len() < 2 {
            return Err(self.unsupported(end));
        }
        self.used.iter_mut().for_each(|u| *u = true);
        self.clues.push(options);
        Ok(())
    }

    /// `The four butterflies were A, B, C and D.`: a number near the start, then a list.
    fn is_list_of_all(&self) -> bool {
        let number = self.pieces.iter().take(3).any(|p| p.is_word(Word::Number));
        number
            && self.items(0..self.pieces.len()).len() >= 3
            && self.has(Word::Not).is_none()
            && self.relation().is_empty()
    }

    /// The items among `pieces[range]`.
    fn items(&self, range: std::ops::Range<usize>) -> Vec<Named> {
        self.pieces[range]
            .iter()
            .filter_map(|p| match p {
                Piece::Item { item, span } => Some(Named {
                    item: *item,
                    span: *span,
                }),
                _ => None,
            })
            .collect()
    }

    fn mark(&mut self, index: usize) {
        self.used[index] = true;
    }

    fn mark_all(&mut self, word: Word) {
        for i in 0..self.pieces.len() {
            if self.pieces[i].is_word(word) {
                self.used[i] = true;
            }
        }
    }

    fn name(&self, named: Named) -> NameRef {
        NameRef {
            text: self.v.items[named.item].name.clone(),
            span: named.span,
        }
    }

    fn term(&self, named: &[Named]) -> TermAst {
        let span = named
            .iter()
            .map(|n| n.span)
            .reduce(Span::join)
            .unwrap_or(self.whole);
        TermAst {
            alternatives: named.iter().map(|&n| self.name(n)).collect(),
            span,
        }
    }

    fn together(&self, negated: bool, terms: Vec<TermAst>) -> OptionAst {
        OptionAst {
            negated,
            terms,
            relation: RelationAst::Together,
            span: self.whole,
        }
    }

    /// A name phrase of several items says they go together (`Evan's Fir`); it stands for its
    /// first item. An empty phrase is a failure naming `what` it should have held.
    fn phrase(&mut self, named: &[Named], what: &str, at: Span) -> Result<Named, Failure> {
        let Some(&first) = named.first() else {
            return Err(Failure::new(
                format!("found no name {what}"),
                vec![at],
                "no item of the puzzle is named here",
            )
            .help(NAMES_HELP));
        };
        if named.len() > 1 {
            let terms = named.iter().map(|&n| self.term(&[n])).collect();
            let option = self.together(false, terms);
            self.clues.push(vec![option]);
        }
        Ok(first)
    }

    /// The span of `pieces[range]`, or the sentence's when it is empty.
    fn span_of(&self, range: std::ops::Range<usize>) -> Span {
        self.pieces[range]
            .iter()
            .map(Piece::span)
            .reduce(Span::join)
            .unwrap_or(self.whole)
    }

    /// Items before and after `at`, split at `Word::And` when there is one (`A and B are next
    /// to each other`).
    fn split_and(&self, range: std::ops::Range<usize>) -> Option<(Vec<Named>, Vec<Named>)> {
        let start = range.start;
        let and = self.pieces[range.clone()]
            .iter()
            .position(|p| p.is_word(Word::And))?
            + start;
        Some((self.items(start..and), self.items(and + 1..range.end)))
    }

    /// `A is B`, `A is not B`, `A was in the hall or the study`, `A is not B or C`.
    fn same(&mut self) -> Result<(), Failure> {
        if let Some((subjects, rest)) = self.subjects() {
            return self.each_subject(&subjects, rest);
        }
        let nots: Vec<usize> = (0..self.pieces.len())
            .filter(|&i| self.pieces[i].is_word(Word::Not))
            .collect();
        if nots.len() > 1 {
            return Err(Failure::new(
                "two negations in one sentence",
                nots.iter().map(|&i| self.pieces[i].span()).collect(),
                "which of these is meant?",
            )
            .help(FORMULA_HELP));
        }
        let all = self.items(0..self.pieces.len());
        if all.len() < 2 {
            return Err(self.too_few(&all));
        }
        let or = self.has(Word::Or);
        if let Some(&not) = nots.first() {
            self.mark(not);
            let left = self.items(0..not);
            let right = self.items(not + 1..self.pieces.len());
            // `A, B and C are not all together`: not the whole of them in one row.
            if right.is_empty() && left.len() >= 2 && or.is_none() {
                let terms = left.iter().map(|&n| self.term(&[n])).collect();
                let option = self.together(true, terms);
                self.clues.push(vec![option]);
                return Ok(());
            }
            let subject = self.phrase(&left, "before the negation", self.span_of(0..not))?;
            self.one_object(not, &right)?;
            let object = match or {
                Some(o) if o > not => {
                    self.mark_all(Word::Or);
                    self.not_choices(not, &right)?;
                    self.term(&right)
                }
                _ => {
                    let span = self.span_of(not + 1..self.pieces.len());
                    let object = self.phrase(&right, "after the negation", span)?;
                    self.term(&[object])
                }
            };
            let option = self.together(true, vec![self.term(&[subject]), object]);
            self.clues.push(vec![option]);
            return Ok(());
        }
        if or.is_some() {
            return self.choices(&all, or.unwrap_or(0));
        }
        let terms = all.iter().map(|&n| self.term(&[n])).collect();
        let option = self.together(false, terms);
        self.clues.push(vec![option]);
        Ok(())
    }

    /// After a `not`, names not joined as one phrase (`Ann is not the baker but lives in house
    /// 1`, `Ann, who is not the baker, lives in house 3`): the second is a fact of its own that
    /// this form cannot place, so the sentence is refused.
    fn one_object(&self, not: usize, right: &[Named]) -> Result<(), Failure> {
        let (Some(first), Some(last)) = (right.first(), right.last()) else {
            return Ok(());
        };
        if self.has(Word::Or).is_some_and(|o| o > not) || right.len() < 2 {
            return Ok(());
        }
        let between = self.pieces.iter().filter(|p| {
            let span = p.span();
            span.start >= first.span.end && span.end <= last.span.start
        });
        let joined = between.clone().any(|p| {
            p.is_word(Word::Comma)
                || p.is_word(Word::And)
                || matches!(p, Piece::Filler { key, .. } if matches!(key.as_str(),
                    "but" | "yet" | "also" | "although" | "though" | "so" | "she" | "he" | "they"
                    | "lives" | "live" | "is" | "was" | "are" | "were" | "has" | "had"))
        });
        if !joined {
            return Ok(());
        }
        Err(Failure::new(
            "a fact after the negation's object",
            vec![last.span],
            "is this part of what is denied, or a fact of its own?",
        )
        .help("write the fact as a sentence of its own"))
    }

    /// The choices after a `not` (`not for revenge or love`) end at the name after the last
    /// `or`: a name after that one (`…, in Halifax`) joins the sentence in a way this form
    /// cannot place, so it is refused rather than taken for one more choice.
    fn not_choices(&self, not: usize, right: &[Named]) -> Result<(), Failure> {
        let last_or = (not..self.pieces.len())
            .rev()
            .find(|&i| self.pieces[i].is_word(Word::Or))
            .unwrap_or(not);
        let after = self.items(last_or + 1..self.pieces.len());
        if after.len() <= 1 || right.len() < 2 {
            return Ok(());
        }
        Err(Failure::new(
            "a name after the choices of `not … or …`",
            after[1..].iter().map(|n| n.span).collect(),
            "is this one more choice, or a fact of its own?",
        )
        .help("write the fact after the choices as a sentence of its own"))
    }

    /// `A was in the hall or the study`, `whoever was in the pool or the library had …`: the
    /// choices are the names on either side of each `or`; the other names, the subject.
    fn choices(&mut self, all: &[Named], or: usize) -> Result<(), Failure> {
        self.mark_all(Word::Or);
        let mut chosen = vec![false; all.len()];
        let mut seen = 0;
        for piece in self.pieces {
            match piece {
                Piece::Item { .. } => seen += 1,
                p if p.is_word(Word::Or) => {
                    if seen > 0 {
                        chosen[seen - 1] = true;
                    }
                    if seen < all.len() {
                        chosen[seen] = true;
                    }
                }
                _ => {}
            }
        }
        let first = chosen.iter().position(|&c| c);
        let last = chosen.iter().rposition(|&c| c);
        let (Some(first), Some(last)) = (first, last) else {
            return Err(self.too_few(all));
        };
        if chosen[first..=last].iter().any(|&c| !c) {
            return Err(self.unsupported(or));
        }
        // `Ann is the baker or Bob is the cook`, `Ann is the baker or Cat is`: clauses joined by
        // `or`, which this form would misread as one subject's choices.
        let verb_after = self
            .pieces
            .iter()
            .rev()
            .take_while(|p| !matches!(p, Piece::Item { .. }))
            .any(|p| {
                matches!(p, Piece::Filler { key, .. } if matches!(key.as_str(),
                "is" | "was" | "are" | "were" | "does" | "did" | "do" | "has" | "had"))
            });
        if (first > 0 && last + 1 < all.len()) || verb_after {
            return Err(Failure::new(
                "`or` between two statements",
                vec![self.pieces[or].span()],
                "sleuth reads `or` between names, not between statements",
            )
            .help("write `A + B or C + D` as a formula, or `Either A is B or C is D.`"));
        }
        let alternatives: Vec<Named> = all[first..=last].to_vec();
        let subject: Vec<Named> = all[..first]
            .iter()
            .chain(&all[last + 1..])
            .copied()
            .collect();
        let subject = self.phrase(&subject, "besides the choices", self.whole)?;
        let option = self.together(false, vec![self.term(&[subject]), self.term(&alternatives)]);
        self.clues.push(vec![option]);
        Ok(())
    }

    fn too_few(&self, found: &[Named]) -> Failure {
        let (message, label) = match found {
            [] => (
                "found no name of the puzzle in this sentence".to_string(),
                "no item of the puzzle is named here".to_string(),
            ),
            [one] => (
                format!(
                    "found only one name in this sentence (`{}`); a clue needs two",
                    self.v.items[one.item].name
                ),
                "the only name found".to_string(),
            ),
            _ => unreachable!("called with fewer than two names"),
        };
        let spans = match found {
            [one] => vec![one.span],
            _ => vec![self.whole],
        };
        // A word a letter or two from an item's name is likely that name misspelt (`the rpoe`).
        let typo = self.pieces.iter().find_map(|p| match p {
            Piece::Filler { key, span, .. }
                if key.chars().count() >= 4 && !super::lexicon::is_filler(key) =>
            {
                super::closest(self.v, key).map(|close| (*span, key.clone(), close))
            }
            _ => None,
        });
        match typo {
            Some((span, key, close)) => {
                Failure::new(message, vec![span], format!("no item is named `{key}`"))
                    .help(format!("did you mean `{close}`?"))
            }
            None => Failure::new(message, spans, label).help(NAMES_HELP),
        }
    }

    /// `Of A and B, one … C and the other … D.`
    fn pairs(&mut self) -> Result<(), Failure> {
        let of = self
            .pieces
            .iter()
            .position(|p| p.is_word(Word::Of))
            .unwrap_or(0);
        let other = self.has(Word::Other).unwrap_or(0);
        let one = (of + 1..other)
            .rev()
            .find(|&i| self.pieces[i].is_word(Word::One))
            .ok_or_else(|| {
                Failure::new(
                    "`of … the other` without `one`",
                    vec![self.whole],
                    "expected `Of A and B, one … and the other …`",
                )
            })?;
        let Some((a, b)) = self.split_and(of + 1..one) else {
            return Err(Failure::new(
                "expected two names joined by `and` after `Of`",
                vec![self.span_of(of..one)],
                "here",
            ));
        };
        let whole = self.whole;
        let a = self.phrase(&a, "before `and`", whole)?;
        let b = self.phrase(&b, "after `and`", whole)?;
        let c_items = self.items(one + 1..other);
        let c = self.phrase(&c_items, "after `one`", self.span_of(one..other))?;
        let d_items = self.items(other + 1..self.pieces.len());
        let d = self.phrase(&d_items, "after `the other`", whole)?;
        for i in [of, one, other] {
            self.mark(i);
        }
        let option = OptionAst {
            negated: false,
            terms: vec![
                self.term(&[a]),
                self.term(&[b]),
                self.term(&[c]),
                self.term(&[d]),
            ],
            relation: RelationAst::Pairs,
            span: whole,
        };
        self.clues.push(vec![option]);
        Ok(())
    }

    /// `A, B, C and D are all different`, `The four X were A, B, C and D.`
    fn all_different(&mut self) -> Result<(), Failure> {
        self.mark_all(Word::Different);
        if let Some(n) = self
            .pieces
            .iter()
            .take(3)
            .position(|p| p.is_word(Word::Number))
        {
            self.mark(n);
        }
        let phrases = self.phrases(0..self.pieces.len());
        if phrases.len() < 2 {
            return Err(Failure::new(
                "expected a list of names that are all different",
                vec![self.whole],
                "found fewer than two",
            )
            .help(NAMES_HELP));
        }
        let mut firsts = Vec::new();
        for phrase in &phrases {
            firsts.push(self.phrase(phrase, "in the list", self.whole)?);
        }
        for (i, &a) in firsts.iter().enumerate() {
            for &b in &firsts[i + 1..] {
                if self.v.items[a.item].category != self.v.items[b.item].category {
                    let option = self.together(true, vec![self.term(&[a]), self.term(&[b])]);
                    self.clues.push(vec![option]);
                }
            }
        }
        Ok(())
    }

    /// Fails on a word of meaning that the form did not use, or a capitalised word that names
    /// nothing in the puzzle.
    fn leftovers(&self) -> Result<(), Failure> {
        let unused: Vec<Span> = (0..self.pieces.len())
            .filter(|&i| !self.used[i])
            .filter(|&i| match &self.pieces[i] {
                Piece::Word { word, .. } => word.is_meaningful(),
                Piece::Compare(_) | Piece::Place { .. } => true,
                _ => false,
            })
            .map(|i| self.pieces[i].span())
            .collect();
        if !unused.is_empty() {
            return Err(Failure::new(
                "could not place every word of this sentence",
                unused,
                "not understood here",
            )
            .help(FORMULA_HELP));
        }
        Ok(())
    }
}

const NAMES_HELP: &str = "name the puzzle's items as its category lines spell them (`the fourth house`, `Ann's`, `the $5 one` are fine)";

pub(super) const FORMULA_HELP: &str = "rephrase it, or write it in sleuth's clue syntax: `A + B`, `not A + B`, `A + (B | C)`, `A < B`, `A = B + 2`, `A next to B`, `{A, B} = {C, D}` (see `sleuth help format`)";
