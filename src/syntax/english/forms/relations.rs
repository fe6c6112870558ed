//! Comparisons and places in a row: which ordered category a comparison is about, its
//! operator and difference, and the option it makes.

use super::{FORMULA_HELP, Failure, NAMES_HELP, Named, Reader};
use crate::syntax::english::lexicon::{self, Direction};
use crate::syntax::english::scan::{Amount, Compare, Piece, Place, Word};
use crate::syntax::{CompareOperator, NameRef, OptionAst, RelationAst, Span};

impl Reader<'_> {
    /// A sentence with one comparison or place: `A is 2 years older than B`, `A is not
    /// directly left of B`, `A and B are next to each other`, `There is one house between A and
    /// B`.
    // long because the three shapes of a place or comparison (a distance between two, `each
    // other`, one side and the other) share their checks.
    pub(super) fn related(&mut self) -> Result<(), Failure> {
        let relation = self.relation();
        if relation.len() > 1 {
            return Err(Failure::new(
                "two comparisons in one sentence",
                relation.iter().map(|&i| self.pieces[i].span()).collect(),
                "sleuth reads one comparison per sentence",
            )
            .help(FORMULA_HELP));
        }
        let r = relation[0];
        self.mark(r);
        let mut end = self.pieces.len();
        if let Some(by) = self
            .pieces
            .iter()
            .position(|p| matches!(p, Piece::By { .. }))
        {
            if by < r {
                return Err(self.unsupported(by));
            }
            self.mark(by);
            end = by;
        }
        let nots: Vec<usize> = (0..end)
            .filter(|&i| self.pieces[i].is_word(Word::Not))
            .collect();
        if nots.len() > 1 || nots.first().is_some_and(|&n| n > r) {
            return Err(self.unsupported(nots[nots.len() - 1]));
        }
        let negated = !nots.is_empty();
        self.mark_all(Word::Not);
        let each_other = self.has(Word::EachOther);
        let between = matches!(
            self.pieces[r],
            Piece::Place {
                place: Place::Between(_),
                ..
            }
        );
        let (left, right) = if between {
            if !self.items(0..r).is_empty() {
                return Err(self.unsupported(r));
            }
            self.split_and(r + 1..end)
                .ok_or_else(|| self.two_names(r))?
        } else if let Some(e) = each_other {
            self.mark(e);
            if e < r || !self.items(r + 1..end).is_empty() {
                return Err(self.unsupported(e));
            }
            self.split_and(0..r).ok_or_else(|| self.two_names(r))?
        } else {
            // `The hippo is older than the emu and the lion`: one relation with each, but not
            // `… next to the Norwegian and drinks tea` (a fact of its own after `and`).
            if let Some(at) = self.verb_after_and(0..end) {
                return Err(Failure::new(
                    "a fact after `and` in a comparison",
                    vec![self.pieces[at].span()],
                    "is this one more name compared, or a fact of its own?",
                )
                .help("write the fact as a sentence of its own"));
            }
            let lefts = self.phrases(0..r);
            let rights = self.phrases(r + 1..end);
            if lefts.len() > 1 || rights.len() > 1 {
                if lefts.is_empty() || rights.is_empty() {
                    let side = if lefts.is_empty() { 0..r } else { r..end };
                    return Err(Failure::new(
                        "found no name on one side of the comparison",
                        vec![self.span_of(side)],
                        "no item of the puzzle is named here",
                    )
                    .help(NAMES_HELP));
                }
                self.mark_all(Word::And);
                for left in &lefts {
                    let a = self.phrase(left, "before the comparison", self.span_of(0..r))?;
                    for right in &rights {
                        let b = self.phrase(right, "after the comparison", self.span_of(r..end))?;
                        let option = self.relate(a, b, r, negated)?;
                        self.clues.push(vec![option]);
                    }
                }
                return Ok(());
            }
            (self.items(0..r), self.items(r + 1..end))
        };
        let a = self.phrase(&left, "before the comparison", self.span_of(0..r))?;
        let b = self.phrase(&right, "after the comparison", self.span_of(r..end))?;
        let option = self.relate(a, b, r, negated)?;
        // `A is on the left of B`: anywhere to the left, or (when that leaves the puzzle more
        // than one answer) directly left.
        let either = matches!(
            self.pieces[r],
            Piece::Place {
                place: Place::Left { direct: None } | Place::Right { direct: None },
                ..
            }
        );
        if either && !negated {
            let strong = self.relate_as(a, b, r, negated, true)?;
            self.stronger.push((self.clues.len(), vec![strong]));
        }
        self.clues.push(vec![option]);
        Ok(())
    }

    /// The first word after an `and` (or a comma) that is not an article and comes before the
    /// next name: a verb starting a fact of its own (`and drinks tea`).
    fn verb_after_and(&self, range: std::ops::Range<usize>) -> Option<usize> {
        let joins: Vec<usize> = range
            .clone()
            .filter(|&i| self.pieces[i].is_word(Word::And))
            .collect();
        for j in joins {
            for i in j + 1..range.end {
                match &self.pieces[i] {
                    Piece::Item { .. } => break,
                    Piece::Filler { key, .. } if matches!(key.as_str(), "the" | "a" | "an") => {}
                    Piece::Filler { .. } => return Some(i),
                    _ => break,
                }
            }
        }
        None
    }

    /// The name phrases of `pieces[range]`, split at `and` and commas; phrases without a name
    /// are dropped.
    pub(super) fn phrases(&self, range: std::ops::Range<usize>) -> Vec<Vec<Named>> {
        self.pieces[range]
            .split(|p| p.is_word(Word::And) || p.is_word(Word::Comma))
            .map(|part| {
                part.iter()
                    .filter_map(|p| match p {
                        Piece::Item { item, span } => Some(Named {
                            item: *item,
                            span: *span,
                        }),
                        _ => None,
                    })
                    .collect::<Vec<_>>()
            })
            .filter(|p| !p.is_empty())
            .collect()
    }

    fn two_names(&self, r: usize) -> Failure {
        Failure::new(
            "expected two names joined by `and`",
            vec![self.pieces[r].span()],
            "between whom?",
        )
        .help(NAMES_HELP)
    }

    /// The option `a RELATION b`, where the relation is `pieces[r]` (with the difference a
    /// `by …` piece gives, if the sentence ends in one).
    pub(super) fn relate(
        &self,
        a: Named,
        b: Named,
        r: usize,
        negated: bool,
    ) -> Result<OptionAst, Failure> {
        self.relate_as(a, b, r, negated, false)
    }

    /// [`Self::relate`], reading a place that may mean either (`on the left of`) as the
    /// direct one when `strong`.
    fn relate_as(
        &self,
        a: Named,
        b: Named,
        r: usize,
        negated: bool,
        strong: bool,
    ) -> Result<OptionAst, Failure> {
        let span = self.pieces[r].span();
        let by = self.pieces.iter().find_map(|p| match p {
            Piece::By { amount, .. } => Some(amount.clone()),
            _ => None,
        });
        let (category, operator, offset) = match &self.pieces[r] {
            Piece::Compare(compare) => {
                let mut compare = compare.clone();
                if compare.amount.is_none() {
                    compare.amount = by;
                }
                let compare = &compare;
                let category = self.compared_category(compare, a, b)?;
                let (operator, offset) = self.comparison(compare, category)?;
                (category, operator, offset)
            }
            Piece::Place { place, .. } => {
                let category = self.row_category(span)?;
                let (operator, offset) = match *place {
                    Place::Left { direct } if direct.unwrap_or(strong) => {
                        (CompareOperator::Equals, Some("-1"))
                    }
                    Place::Right { direct } if direct.unwrap_or(strong) => {
                        (CompareOperator::Equals, Some("1"))
                    }
                    Place::Left { .. } => (CompareOperator::Before, None),
                    Place::Right { .. } => (CompareOperator::After, None),
                    Place::NextTo => (CompareOperator::Apart(1), None),
                    Place::Between(n) => (CompareOperator::Apart(n + 1), None),
                };
                (category, operator, offset.map(str::to_string))
            }
            _ => unreachable!("a relation is a comparison or a place"),
        };
        Ok(OptionAst {
            negated,
            terms: vec![self.term(&[a]), self.term(&[b])],
            relation: RelationAst::Compare {
                operator,
                operator_span: span,
                offset: offset.map(|text| NameRef { text, span }),
                by: Some(NameRef {
                    text: self.v.categories[category].name.clone(),
                    span,
                }),
            },
            span: self.whole,
        })
    }

    /// `Nora's room number is higher than Max's`: with a bare `higher` or `more` (no unit, no
    /// noun after it), a category's noun after a possessive says what is compared. It
    /// narrows `candidates` to the ordered categories so named; when it names only categories
    /// that are not ordered, the sentence is refused (not read on whatever is ordered).
    fn compared_noun_is_ordered(
        &self,
        compare: &Compare,
        candidates: &mut Vec<usize>,
    ) -> Result<(), Failure> {
        let bare = compare.hints.is_empty()
            && compare.nouns.is_empty()
            && compare.amount.as_ref().is_none_or(|a| a.units.is_empty())
            && !matches!(compare.direction, Direction::Ahead(_));
        if !bare {
            return Ok(());
        }
        // The noun right after a name's possessive or `whose` (`Nora's room number`,
        // `whose room`): not a noun that names the subject (`the runner in red`).
        let fillers: Vec<&str> = self
            .pieces
            .windows(2)
            .filter_map(|w| match w {
                [Piece::Item { .. }, Piece::Filler { key, .. }] => Some(key.as_str()),
                [Piece::Filler { key: whose, .. }, Piece::Filler { key, .. }]
                    if whose == "whose" =>
                {
                    Some(key.as_str())
                }
                _ => None,
            })
            .collect();
        let named = |c: usize| {
            let nouns = &self.v.categories[c].nouns;
            fillers
                .iter()
                .any(|k| nouns.iter().any(|n| lexicon::same_word(n, k)))
        };
        let ordered: Vec<usize> = candidates.iter().copied().filter(|&c| named(c)).collect();
        if !ordered.is_empty() {
            *candidates = ordered;
            return Ok(());
        }
        let unordered =
            (0..self.v.categories.len()).find(|&c| !self.v.categories[c].ordered && named(c));
        match unordered {
            Some(c) => Err(Failure::new(
                format!(
                    "`{}` compares {}, which is not an ordered category",
                    compare.word, self.v.categories[c].name
                ),
                vec![compare.span],
                "compared on what?",
            )
            .help(format!(
                "if its items are in order, mark it on its line: `{} (ordered): …`",
                self.v.categories[c].name
            ))),
            None => Ok(()),
        }
    }

    /// The operator and difference of a comparison on `category`.
    fn comparison(
        &self,
        compare: &Compare,
        category: usize,
    ) -> Result<(CompareOperator, Option<String>), Failure> {
        let words = &self.v.categories[category];
        let up = match compare.direction {
            Direction::Up => true,
            Direction::Down => false,
            // Ahead in a race is an earlier place; ahead in votes is more of them.
            Direction::Ahead(ahead) => ahead != words.units.is_empty(),
        };
        // In a ranking (`1st, 2nd, 3rd`), finishing higher is a better, earlier place.
        let up = if words.ranks && matches!(compare.word.as_str(), "higher" | "lower") {
            !up
        } else {
            up
        };
        let Some(amount) = &compare.amount else {
            let operator = if up {
                CompareOperator::After
            } else {
                CompareOperator::Before
            };
            return Ok((operator, None));
        };
        let sign = if up { "" } else { "-" };
        let offset = if words.clock {
            let minutes = amount.minutes.ok_or_else(|| {
                Failure::new(
                    "a difference of clock times needs hours or minutes",
                    vec![compare.span],
                    "in what unit?",
                )
                .help("write it as `30 minutes later`, `an hour earlier` or `a half-hour after`")
            })?;
            format!("{sign}{minutes} min")
        } else if amount.units.iter().any(|u| u == "cent")
            && words.units.iter().any(|u| u == "dollar")
            && let Ok(cents) = amount.number.parse::<f64>()
        {
            // `50 cents more` of prices in dollars.
            format!("{sign}{:.2}", cents / 100.0)
        } else if words.units.iter().any(|u| u == "million")
            && !amount.units.iter().any(|u| u == "million")
            && let Ok(n) = amount.number.parse::<f64>()
            && n >= 1000.0
        {
            // `200000 more copies` of sales in millions.
            format!("{sign}{}", n / 1e6)
        } else {
            format!("{sign}{}", amount.number)
        };
        Ok((CompareOperator::Equals, Some(offset)))
    }

    /// The ordered category a comparison is about: the one its unit or nouns name, or its
    /// comparative suggests (`older`: ages), among those where its difference can occur; the
    /// only ordered category when there is one.
    // long because the category is narrowed by each sign in turn (the difference's unit and
    // size, the nouns, the verb, the comparative), and a sign that fits nothing is a refusal.
    fn compared_category(&self, compare: &Compare, a: Named, b: Named) -> Result<usize, Failure> {
        let _ = (a, b);
        let mut candidates: Vec<usize> = (0..self.v.categories.len())
            .filter(|&c| self.v.categories[c].ordered)
            .collect();
        let names = |c: usize, word: &str| {
            let words = &self.v.categories[c];
            words.units.iter().any(|u| lexicon::same_word(u, word))
                || words.nouns.iter().any(|n| {
                    lexicon::same_word(n, word)
                        || n.split_whitespace()
                            .any(|part| lexicon::same_word(part, word))
                })
                || words.name.to_lowercase().contains(word)
        };
        let narrow = |candidates: &mut Vec<usize>, keep: &dyn Fn(usize) -> bool| {
            let kept: Vec<usize> = candidates.iter().copied().filter(|&c| keep(c)).collect();
            if !kept.is_empty() {
                *candidates = kept;
            }
        };
        if let Some(amount) = &compare.amount {
            if amount.minutes.is_some() {
                narrow(&mut candidates, &|c| self.v.categories[c].clock);
            }
            let unit_of = |c: usize| {
                amount.units.iter().any(|u| {
                    names(c, u)
                        || (u == "cent" && names(c, "dollar"))
                        || (self.v.categories[c].ranks
                            && matches!(u.as_str(), "place" | "spot" | "position" | "rank"))
                })
            };
            // A difference in a unit no ordered category has (`2 days after` among weights)
            // is about something the puzzle does not list: refused, not read on another scale.
            // (Clock differences need a category of clock times; calendar ones and percents
            // one of dates or years, whose items carry no unit, or one counted in calendar
            // units: never one of pounds or feet.)
            let clock =
                amount.minutes.is_some() && candidates.iter().any(|&c| self.v.categories[c].clock);
            let is_calendar =
                |u: &str| matches!(u, "day" | "week" | "month" | "year" | "percent" | "%");
            let calendar = amount.units.iter().all(|u| is_calendar(u))
                && candidates.iter().any(|&c| {
                    // Units sleuth knows and that are not of the calendar (pounds, feet, dollars)
                    // rule a category out; dates (`June 4th`) and years carry none it knows.
                    let units = &self.v.categories[c].units;
                    units.is_empty()
                        || units
                            .iter()
                            .any(|u| is_calendar(u) || lexicon::unit(u).is_none())
                });
            if !amount.units.is_empty()
                && !clock
                && !calendar
                && !candidates.iter().any(|&c| unit_of(c))
            {
                return Err(Failure::new(
                    format!(
                        "a difference in {}, which no ordered category counts in",
                        amount.units.join(" ")
                    ),
                    vec![compare.span],
                    "compared on what?",
                )
                .help(FORMULA_HELP));
            }
            narrow(&mut candidates, &unit_of);
            narrow(&mut candidates, &|c| self.fits(c, amount));
        }
        // `2 more drinks than`: a count of a listed category's items, not an ordered value.
        let noun_of = |c: usize| compare.nouns.iter().any(|n| names(c, n));
        if !candidates.iter().any(|&c| noun_of(c))
            && (0..self.v.categories.len()).any(|c| !candidates.contains(&c) && noun_of(c))
        {
            return Err(Failure::new(
                "a comparison of how many, which sleuth does not read",
                vec![compare.span],
                "compared on what?",
            )
            .help(FORMULA_HELP));
        }
        narrow(&mut candidates, &noun_of);
        self.compared_noun_is_ordered(compare, &mut candidates)?;
        // The sentence's verb may say what is compared: `costs less`, `weighs more`.
        let verbs: Vec<&'static [&'static str]> = self
            .pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Filler { key, .. } => lexicon::verb_hints(key),
                _ => None,
            })
            .collect();
        narrow(&mut candidates, &|c| {
            verbs.iter().any(|hints| hints.iter().any(|h| names(c, h)))
        });
        // `older`, `taller`, `heavier` with no ordered category of ages, heights or weights
        // (and no verb or noun saying which): not read on whatever else is ordered.
        let hinted = |c: usize| compare.hints.iter().any(|h| names(c, h));
        if !compare.hints.is_empty()
            && compare.amount.is_none()
            && compare.nouns.is_empty()
            && verbs.is_empty()
            && !candidates.iter().any(|&c| hinted(c))
            && !matches!(compare.direction, Direction::Ahead(_))
            && !is_time_word(&compare.word)
        {
            return Err(Failure::new(
                format!(
                    "`{}` compares on something no ordered category lists",
                    compare.word
                ),
                vec![compare.span],
                "compared on what?",
            )
            .help(FORMULA_HELP));
        }
        narrow(&mut candidates, &hinted);
        match candidates[..] {
            [one] => Ok(one),
            [] => Err(Failure::new(
                "this sentence compares, but the puzzle has no ordered category",
                vec![compare.span],
                "compared on what?",
            )
            .help("mark the category the clue compares with `(ordered)` and list its items in order: `prices (ordered): $4, $5, $6`")),
            _ => Err(Failure::new(
                "this comparison does not say which ordered category it is about",
                vec![compare.span],
                format!(
                    "could be {}",
                    candidates
                        .iter()
                        .map(|&c| format!("`{}`", self.v.categories[c].name))
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            )
            .help(FORMULA_HELP)),
        }
    }

    /// Whether a difference of `amount` can occur between two items of category `c`.
    fn fits(&self, c: usize, amount: &Amount) -> bool {
        let Ok(mut n) = amount.number.parse::<f64>() else {
            return true;
        };
        if amount.units.iter().any(|u| u == "cent")
            && !self.v.categories[c].units.iter().any(|u| u == "cent")
        {
            n /= 100.0;
        }
        match &self.v.categories[c].values {
            Some(values) => values
                .iter()
                .any(|x| values.iter().any(|y| ((x - y) - n).abs() < 1e-9)),
            None => n.fract() == 0.0 && (n as usize) < self.v.items_of(c).count(),
        }
    }

    /// The ordered category places in a row are about: the only one, or the one named like a
    /// row (`house`, `position`, `seat`, …).
    fn row_category(&self, span: Span) -> Result<usize, Failure> {
        let ordered: Vec<usize> = (0..self.v.categories.len())
            .filter(|&c| self.v.categories[c].ordered)
            .collect();
        if let [one] = ordered[..] {
            return Ok(one);
        }
        let rows: Vec<usize> = ordered
            .iter()
            .copied()
            .filter(|&c| {
                self.v.categories[c].nouns.iter().any(|n| {
                    matches!(
                        n.as_str(),
                        "house"
                            | "position"
                            | "place"
                            | "seat"
                            | "spot"
                            | "order"
                            | "row"
                            | "floor"
                            | "room"
                            | "line"
                            | "lane"
                            | "stall"
                            | "locker"
                            | "slot"
                    )
                })
            })
            .collect();
        match rows[..] {
            [one] => Ok(one),
            _ if ordered.is_empty() => Err(Failure::new(
                "this sentence places things in a row, but the puzzle has no ordered category",
                vec![span],
                "in a row of what?",
            )
            .help("add the positions as an ordered category: `house (ordered): 1, 2, 3, 4, 5`")),
            _ => Err(Failure::new(
                "this sentence does not say which ordered category is the row",
                vec![span],
                "a row of which category?",
            )
            .help(FORMULA_HELP)),
        }
    }
}

/// `before`, `after`, `earlier`, `later`: order words that fit any ordered category (a race's
/// places, a row of houses), unlike `older` or `heavier`.
fn is_time_word(word: &str) -> bool {
    matches!(
        word,
        "before"
            | "after"
            | "earlier"
            | "later"
            | "sooner"
            | "prior"
            | "predates"
            | "predated"
            | "precedes"
            | "preceded"
            | "postdates"
            | "postdated"
            | "follows"
            | "followed"
    )
}
