//! `either … or` and `neither … nor`: two choices, as magazines mean them (exactly one holds;
//! the two are different rows).

use super::{FORMULA_HELP, Failure, NAMES_HELP, Named, Reader};
use crate::syntax::OptionAst;
use crate::syntax::english::scan::{Piece, Word};

impl Reader<'_> {
    /// `A is either B or C`, `Either A or B is C`, `Either A is B or C is D`,
    /// `Either A or B is older than C`.
    pub(super) fn either(&mut self) -> Result<(), Failure> {
        let e = self.has(Word::Either).unwrap_or(0);
        let Some(o) = (e + 1..self.pieces.len()).find(|&i| self.pieces[i].is_word(Word::Or)) else {
            return Err(Failure::new(
                "`either` without `or`",
                vec![self.pieces[e].span()],
                "expected `either … or …`",
            ));
        };
        self.mark(e);
        self.mark(o);
        self.choice(e, o, false)
    }

    /// `Neither A nor B is C`, `A is neither B nor C`, `Neither A nor B is older than C`.
    pub(super) fn neither(&mut self) -> Result<(), Failure> {
        let n = self.has(Word::Neither).unwrap_or(0);
        let Some(o) = (n + 1..self.pieces.len()).find(|&i| self.pieces[i].is_word(Word::Nor))
        else {
            return Err(Failure::new(
                "`neither` without `nor`",
                vec![self.pieces[n].span()],
                "expected `neither … nor …`",
            ));
        };
        if let Some(again) = (o + 1..self.pieces.len()).find(|&i| self.pieces[i].is_word(Word::Nor))
        {
            return self.neither_again(n, o, again);
        }
        self.mark(n);
        self.mark(o);
        self.choice(n, o, true)
    }

    /// `Neither A nor B was killed with the shovel, nor was either killed in the den or the
    /// attic`: the first part as a sentence, then the part after the second `nor` said of each
    /// of the two (`either` standing for them).
    fn neither_again(&mut self, n: usize, o: usize, again: usize) -> Result<(), Failure> {
        let item_at = |range: std::ops::Range<usize>| {
            let found: Vec<usize> = range
                .filter(|&i| matches!(self.pieces[i], Piece::Item { .. }))
                .collect();
            found
        };
        let firsts = item_at(n + 1..o);
        let seconds = item_at(o + 1..again);
        let either = (again + 1..self.pieces.len()).find(|&i| self.pieces[i].is_word(Word::Either));
        let ([a], Some(&b), Some(either)) = (&firsts[..], seconds.first(), either) else {
            return Err(self.unsupported(again));
        };
        let mut parts = vec![
            self.pieces[..again].to_vec(),
            [n, *a, o, b]
                .iter()
                .map(|&i| self.pieces[i].clone())
                .chain(
                    (again + 1..self.pieces.len())
                        .filter(|&i| i != either)
                        .map(|i| self.pieces[i].clone()),
                )
                .collect(),
        ];
        for pieces in parts.drain(..) {
            let mut part = self.child(&pieces, self.whole);
            part.neither()?;
            part.leftovers()?;
            self.clues.extend(part.clues);
        }
        self.used.iter_mut().for_each(|u| *u = true);
        Ok(())
    }

    /// The two alternatives of `either … or` (`negated`: `neither … nor`), between `word` and
    /// `or` and after `or`.
    pub(super) fn choice(&mut self, word: usize, or: usize, negated: bool) -> Result<(), Failure> {
        let end = self.pieces.len();
        let before = self.items(0..word);
        let first = self.items(word + 1..or);
        let relation = self.relation();
        if let Some(&r) = relation.first() {
            if relation.len() > 1 || r < or || !before.is_empty() {
                return Err(self.unsupported(r));
            }
            return self.choice_compared(word, or, r, negated);
        }
        if let Some(not) = self.has(Word::Not) {
            return Err(self.unsupported(not));
        }
        let second = self.items(or + 1..end);
        if !before.is_empty() {
            // `A is either B or C`.
            let subject = self.phrase(&before, "before the choices", self.span_of(0..word))?;
            let (b, c) = match (&first[..], &second[..]) {
                ([b], [c]) => (*b, *c),
                _ => return Err(self.one_name_each(word)),
            };
            if negated {
                for x in [b, c] {
                    let option = self.together(true, vec![self.term(&[subject]), self.term(&[x])]);
                    self.clues.push(vec![option]);
                }
            } else {
                let option = self.together(false, vec![self.term(&[subject]), self.term(&[b, c])]);
                self.clues.push(vec![option]);
                self.apart(b, c);
            }
            return Ok(());
        }
        match (&first[..], &second[..]) {
            // `Either A or B is C`.
            // `Neither A nor B was killed with poison, a gun, or a shovel`.
            ([a], [b, object @ ..])
                if negated
                    && object.len() > 1
                    && (or + 1..end).any(|i| self.pieces[i].is_word(Word::Or)) =>
            {
                self.neither_of_choices(*a, *b, object);
                Ok(())
            }
            ([a], [b, object @ ..]) if !object.is_empty() => {
                let c = self.phrase(object, "after the choices", self.whole)?;
                if negated {
                    for x in [*a, *b] {
                        let option = self.together(true, vec![self.term(&[x]), self.term(&[c])]);
                        self.clues.push(vec![option]);
                    }
                    // Magazines name two different people in `neither A nor B`.
                    self.apart(*a, *b);
                } else {
                    let option = self.together(false, vec![self.term(&[c]), self.term(&[*a, *b])]);
                    self.clues.push(vec![option]);
                    self.apart(*a, *b);
                }
                Ok(())
            }
            // `Either A is B or C is D`: two statements, exactly one of them true.
            ([_, ..], [_, ..]) if first.len() > 1 && second.len() > 1 && !negated => {
                let terms = |named: &[Named]| named.iter().map(|&n| self.term(&[n])).collect();
                let option_a = self.together(false, terms(&first));
                let option_b = self.together(false, terms(&second));
                self.alternatives(option_a, option_b, false);
                Ok(())
            }
            _ => Err(self.one_name_each(word)),
        }
    }

    /// `Either A or B is older than C`: the alternatives are subjects of one relation, at `r`.
    fn choice_compared(
        &mut self,
        word: usize,
        or: usize,
        r: usize,
        negated: bool,
    ) -> Result<(), Failure> {
        let end = self.pieces.len();
        self.mark(r);
        let first = self.items(word + 1..or);
        let second = self.items(or + 1..r);
        let object = self.items(r + 1..end);
        let a = self.phrase(&first, "after `either`", self.span_of(word..or))?;
        let b = self.phrase(&second, "after `or`", self.span_of(or..r))?;
        let c = self.phrase(&object, "to compare with", self.span_of(r..end))?;
        let option_a = self.relate(a, c, r, false)?;
        let option_b = self.relate(b, c, r, false)?;
        self.alternatives(option_a, option_b, negated);
        self.apart(a, b);
        Ok(())
    }

    /// `Neither A nor B … with C, D, or E`: neither goes with any of the choices.
    fn neither_of_choices(&mut self, a: Named, b: Named, choices: &[Named]) {
        self.mark_all(Word::Or);
        for x in [a, b] {
            let option = self.together(true, vec![self.term(&[x]), self.term(choices)]);
            self.clues.push(vec![option]);
        }
        self.apart(a, b);
    }

    /// Exactly one of two options (magazines' `either … or`), or neither (`negated`).
    fn alternatives(&mut self, a: OptionAst, b: OptionAst, negated: bool) {
        let not = |mut o: OptionAst| {
            o.negated = !o.negated;
            o
        };
        if negated {
            self.clues.push(vec![not(a)]);
            self.clues.push(vec![not(b)]);
        } else {
            self.clues.push(vec![a.clone(), b.clone()]);
            self.clues.push(vec![not(a), not(b)]);
        }
    }

    /// The two choices of `either B or C` are different rows: `not B + C`, when they are of
    /// different categories (of one category they are different anyway).
    pub(super) fn apart(&mut self, b: Named, c: Named) {
        if self.v.items[b.item].category != self.v.items[c.item].category {
            let option = self.together(true, vec![self.term(&[b]), self.term(&[c])]);
            self.clues.push(vec![option]);
        }
    }

    fn one_name_each(&self, word: usize) -> Failure {
        Failure::new(
            "expected one name on each side of the choice",
            vec![self.span_of(word..self.pieces.len())],
            format!(
                "each of `{}` and `or` should be followed by one name",
                match self.pieces[word] {
                    Piece::Word {
                        word: Word::Neither,
                        ..
                    } => "neither",
                    _ => "either",
                }
            ),
        )
        .help(NAMES_HELP)
    }

    pub(super) fn unsupported(&self, at: usize) -> Failure {
        Failure::new(
            "this sentence form is not one sleuth reads",
            vec![self.pieces[at].span()],
            "not understood in this place",
        )
        .help(FORMULA_HELP)
    }
}
