//! A sentence's words grouped into pieces: the puzzle's items where the sentence names them
//! (longest match first, with clock times, numbers with their units, `the fourth house`,
//! possessives and unique parts of a name), comparatives with their amount (`260 feet shorter
//! than`), places in a row (`directly left of`, `next to`, `one house between`), the words that
//! carry meaning (`not`, `either`, `neither`, `nor`, `or`, `different`), and filler.

use super::lexicon::{self, Direction};
use super::tokens::{Token, number};
use super::vocabulary::{Vocabulary, read_clock};
use crate::syntax::Span;

/// One piece of a sentence.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// An item (index into [`Vocabulary::items`]).
    Item { item: usize, span: Span },
    /// A comparison: `1 dollar more than`, `sometime after`, `younger than`.
    Compare(Compare),
    /// A place in a row, or a distance between places.
    Place { place: Place, span: Span },
    /// A word of meaning.
    Word { word: Word, span: Span },
    /// Words that name items two ways that cross (`red and blue with green`, with items
    /// `red and blue` and `blue with green`): the reader will not choose.
    Clash {
        first: usize,
        second: usize,
        span: Span,
    },
    /// `by 14 years` at the end of a comparison: its difference.
    By { amount: Amount, span: Span },
    /// Any other word: it means nothing (`the person who loves`), unless it looks like a name
    /// the puzzle does not have.
    Filler {
        key: String,
        span: Span,
        capital: bool,
    },
}

impl Piece {
    pub fn span(&self) -> Span {
        match self {
            Piece::Item { span, .. }
            | Piece::Place { span, .. }
            | Piece::Word { span, .. }
            | Piece::Filler { span, .. }
            | Piece::Clash { span, .. }
            | Piece::By { span, .. } => *span,
            Piece::Compare(c) => c.span,
        }
    }

    pub fn is_word(&self, word: Word) -> bool {
        matches!(self, Piece::Word { word: w, .. } if *w == word)
    }
}

/// A comparative phrase.
#[derive(Debug, Clone, PartialEq)]
pub struct Compare {
    pub direction: Direction,
    /// Words naming the category it is likely about.
    pub hints: &'static [&'static str],
    /// The difference, when the sentence gives one.
    pub amount: Option<Amount>,
    /// Nouns said with it (`more *riders* than`), which may name the category.
    pub nouns: Vec<String>,
    /// The comparative as written (`older`, `more`, `short`).
    pub word: String,
    pub span: Span,
}

/// A difference: its number as written, and its unit if it has one.
#[derive(Debug, Clone, PartialEq)]
pub struct Amount {
    pub number: String,
    /// The unit's words (`ft`, `dollar`, `light year`), as [`lexicon::unit`] names them where
    /// it knows them.
    pub units: Vec<String>,
    /// The difference in minutes, when it is one of time (`a half-hour`, `2 hours`).
    pub minutes: Option<u32>,
}

/// Places in a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// `directly left of` (`direct` is `Some(true)`), `somewhere to the left of`
    /// (`Some(false)`), or `on the left of` (`None`: either; read as somewhere).
    Left {
        direct: Option<bool>,
    },
    Right {
        direct: Option<bool>,
    },
    /// `next to`, `beside`, `adjacent to`.
    NextTo,
    /// `one house between`: the number of places between them.
    Between(usize),
}

/// The words of meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Word {
    Not,
    Either,
    Neither,
    Nor,
    Or,
    And,
    Of,
    One,
    Other,
    Different,
    Between,
    EachOther,
    Than,
    Comma,
    /// A number that is not an item's: `the four butterflies`.
    Number,
}

impl Word {
    /// Words a sentence form must use: left over, the sentence was not understood.
    pub fn is_meaningful(self) -> bool {
        !matches!(
            self,
            Word::And | Word::Of | Word::One | Word::Other | Word::Comma
        )
    }
}

/// The pieces of a sentence.
pub fn scan(vocabulary: &Vocabulary, tokens: &[Token]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        let (piece, used) = next_piece(vocabulary, tokens, at);
        pieces.push(piece);
        at += used.max(1);
    }
    pieces
}

// long because one dispatch over every kind of piece, in the order they are tried.
fn next_piece(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> (Piece, usize) {
    let token = &tokens[at];
    let span_to = |used: usize| token.span.join(tokens[at + used - 1].span);
    if let Some((compare, used)) = comparison(vocabulary, tokens, at) {
        return (Piece::Compare(compare), used);
    }
    if let Some((amount, used)) = difference_by(vocabulary, tokens, at) {
        return (
            Piece::By {
                amount,
                span: span_to(used),
            },
            used,
        );
    }
    if let Some((item, used)) = mention(vocabulary, tokens, at) {
        if let Some((second, end)) = crossing(vocabulary, tokens, at, used) {
            return (
                Piece::Clash {
                    first: item,
                    second,
                    span: token.span.join(tokens[end - 1].span),
                },
                end - at,
            );
        }
        return (
            Piece::Item {
                item,
                span: span_to(used),
            },
            used,
        );
    }
    if let Some((place, used)) = place(vocabulary, tokens, at) {
        return (
            Piece::Place {
                place,
                span: span_to(used),
            },
            used,
        );
    }
    let key = token.key.as_str();
    let word = match key {
        "," => Some(Word::Comma),
        "either" => Some(Word::Either),
        "neither" => Some(Word::Neither),
        "nor" => Some(Word::Nor),
        "or" => Some(Word::Or),
        "and" | "&" => Some(Word::And),
        "of" => Some(Word::Of),
        "one" => Some(Word::One),
        "other" => Some(Word::Other),
        "different" | "distinct" | "separate" => Some(Word::Different),
        "between" => Some(Word::Between),
        "than" => Some(Word::Than),
        "each" if tokens.get(at + 1).is_some_and(|t| t.key == "other") => {
            return (
                Piece::Word {
                    word: Word::EachOther,
                    span: span_to(2),
                },
                2,
            );
        }
        _ if lexicon::is_negation(key) => Some(Word::Not),
        // An ordinal word that names nothing is an adverb (`first seen by`); a number that
        // names nothing must be placed.
        _ if number(key).is_some_and(|(_, ordinal)| {
            !ordinal || key.starts_with(|c: char| c.is_ascii_digit())
        }) && !lexicon::is_filler(key) =>
        {
            Some(Word::Number)
        }
        _ => None,
    };
    match word {
        Some(word) => (
            Piece::Word {
                word,
                span: token.span,
            },
            1,
        ),
        None => (
            Piece::Filler {
                key: token.key.clone(),
                span: token.span,
                capital: token.capital,
            },
            1,
        ),
    }
}

/// `[AMOUNT] [hedge] COMPARATIVE [nouns] [than | of]` at `at`.
// long because the comparative's shapes (two-word, bare, needing `than`) are read in one pass.
fn comparison(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(Compare, usize)> {
    let (amount, mut i) = match amount(vocabulary, tokens, at) {
        Some((amount, used)) => (Some(amount), at + used),
        None => (None, at),
    };
    while tokens.get(i).is_some_and(|t| lexicon::is_hedge(&t.key))
        && tokens
            .get(i + 1)
            .is_some_and(|t| lexicon::is_hedge(&t.key) || lexicon::comparative(&t.key).is_some())
    {
        i += 1;
    }
    let word = tokens.get(i)?.key.as_str();
    // Two-word comparatives: `more expensive`, `short of`.
    let next = tokens.get(i + 1).map(|t| t.key.as_str());
    let (direction, hints, used) = match (word, next) {
        ("more", Some("expensive")) => (Direction::Up, lexicon::comparative("pricier")?.1, 2),
        ("less", Some("expensive")) => (Direction::Down, lexicon::comparative("cheaper")?.1, 2),
        ("short", Some("of")) => (Direction::Down, lexicon::comparative("shorter")?.1, 2),
        ("in", Some("front")) if tokens.get(i + 2).is_some_and(|t| t.key == "of") => {
            (Direction::Ahead(true), &[][..], 3)
        }
        _ => {
            let (direction, hints) = lexicon::comparative(word)?;
            (direction, hints, 1)
        }
    };
    i += used;
    // `before` / `after` / `ahead` need nothing after them; the others need `than` (or `of`)
    // within a few words, past the nouns they compare (`more riders than`, `closer to us than`).
    let bare = matches!(
        word,
        "before" | "after" | "earlier" | "later" | "sooner" | "ahead" | "behind" | "short" | "in"
    ) || word.starts_with("pre")
        || word.starts_with("post")
        || word.starts_with("follow")
        || used > 1 && word != "more" && word != "less";
    let mut nouns = Vec::new();
    let mut end = i;
    let mut found_than = false;
    for j in i..(i + 4).min(tokens.len()) {
        let key = tokens[j].key.as_str();
        if key == "than" || (key == "of" && matches!(word, "ahead" | "behind")) {
            end = j + 1;
            found_than = true;
            break;
        }
        if key == "," || lexicon::is_negation(key) || mention(vocabulary, tokens, j).is_some() {
            break;
        }
        nouns.push(key.to_string());
    }
    if !found_than {
        if !bare {
            return None;
        }
        nouns.clear();
    }
    let span = tokens[at].span.join(tokens[end.max(i) - 1].span);
    Some((
        Compare {
            direction,
            hints,
            amount,
            nouns,
            word: word.to_string(),
            span,
        },
        end.max(i) - at,
    ))
}

/// A difference at `at`: a number (or `a`, `an`) and its unit words (`260 feet`, `$10000`,
/// `a half-hour`, `2 light years`, `1 million`).
fn amount(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(Amount, usize)> {
    let key = tokens.get(at)?.key.as_str();
    let half_hour = |i: usize| -> Option<usize> {
        let k = |j: usize| tokens.get(j).map(|t| t.key.as_str());
        match (k(i), k(i + 1), k(i + 2)) {
            (Some("half-hour"), _, _) => Some(1),
            (Some("half"), Some("hour"), _) => Some(2),
            (Some("half"), Some("an"), Some("hour")) => Some(3),
            _ => None,
        }
    };
    if let Some(used) = half_hour(at) {
        return Some((half(), used));
    }
    let (number, mut i) = match key {
        // `the day after`: one unit after.
        "the" => {
            let unit = tokens.get(at + 1).and_then(|t| lexicon::unit(&t.key))?;
            if !matches!(unit, "day" | "week" | "month" | "year" | "hour" | "minute") {
                return None;
            }
            ("1".to_string(), at + 1)
        }
        "a" | "an" => {
            if let Some(used) = half_hour(at + 1) {
                return Some((half(), used + 1));
            }
            ("1".to_string(), at + 1)
        }
        _ => {
            let (n, ordinal) = number(key)?;
            if ordinal {
                return None;
            }
            (n, at + 1)
        }
    };
    let mut units = Vec::new();
    while let Some(t) = tokens.get(i) {
        let k = t.key.as_str();
        let is_unit = lexicon::unit(k).is_some()
            || matches!(k, "million" | "thousand" | "billion" | "light" | "square")
            || vocabulary.categories.iter().any(|c| {
                c.units.iter().any(|u| lexicon::same_word(u, k))
                    || c.nouns.iter().any(|n| lexicon::same_word(n, k))
            });
        if !is_unit || units.len() == 3 {
            break;
        }
        units.push(lexicon::unit(k).map_or_else(|| k.to_string(), str::to_string));
        i += 1;
    }
    if key.starts_with('$') {
        units.push("dollar".to_string());
    }
    if matches!(key, "a" | "an" | "the") && units.is_empty() {
        return None;
    }
    units.retain(|u| !matches!(u.as_str(), "million" | "thousand" | "billion"));
    let minutes = minutes_of(&number, &units);
    // The next word must be a comparative (perhaps after a hedge), or this is no difference.
    let mut j = i;
    while tokens.get(j).is_some_and(|t| lexicon::is_hedge(&t.key)) {
        j += 1;
    }
    let next = tokens.get(j)?.key.as_str();
    let compares = lexicon::comparative(next).is_some() || next == "short" || next == "in";
    compares.then_some((
        Amount {
            number,
            units,
            minutes,
        },
        i - at,
    ))
}

/// `by 14 years` (or `by $2`) ending the sentence: the difference of a comparison written
/// after it (`Ines's letter predates Lottie's by 14 years`).
fn difference_by(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(Amount, usize)> {
    if tokens.get(at)?.key != "by" {
        return None;
    }
    let key = tokens.get(at + 1)?.key.as_str();
    let (number, ordinal) = number(key)?;
    if ordinal {
        return None;
    }
    let mut units: Vec<String> = Vec::new();
    for t in &tokens[at + 2..] {
        let k = t.key.as_str();
        let known = lexicon::unit(k).is_some()
            || vocabulary.categories.iter().any(|c| {
                c.units.iter().any(|u| lexicon::same_word(u, k))
                    || c.nouns.iter().any(|n| lexicon::same_word(n, k))
            });
        if !known {
            return None;
        }
        units.push(lexicon::unit(k).map_or_else(|| k.to_string(), str::to_string));
    }
    if key.starts_with('$') {
        units.push("dollar".to_string());
    }
    let minutes = minutes_of(&number, &units);
    Some((
        Amount {
            number,
            units,
            minutes,
        },
        tokens.len() - at,
    ))
}

/// A difference of `number` `units` in whole minutes, when its unit is one of time.
fn minutes_of(number: &str, units: &[String]) -> Option<u32> {
    units
        .iter()
        .find_map(|u| lexicon::minutes_in(u))
        .and_then(|per| Some(number.parse::<f64>().ok()? * f64::from(per)))
        .filter(|m| m.fract() == 0.0 && *m > 0.0)
        .map(|m| m as u32)
}

fn half() -> Amount {
    Amount {
        number: "30".to_string(),
        units: vec!["minute".to_string()],
        minutes: Some(30),
    }
}

/// A place phrase at `at`: `directly left of`, `somewhere to the right of`, `next to`,
/// `beside`, `adjacent to`, `one house between`.
fn place(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(Place, usize)> {
    let k = |j: usize| tokens.get(j).map_or("", |t| t.key.as_str());
    let mut i = at;
    let mut direct = None;
    match k(i) {
        "directly" | "immediately" | "just" => {
            direct = Some(true);
            i += 1;
        }
        "somewhere" | "anywhere" => {
            direct = Some(false);
            i += 1;
        }
        _ => {}
    }
    let start = i;
    if matches!(k(i), "to" | "on" | "at") {
        i += 1;
    }
    if k(i) == "the" {
        i += 1;
    }
    if matches!(k(i), "left" | "right") {
        let left = k(i) == "left";
        i += 1;
        if k(i) != "of" {
            // A `left` or `right` with no `of` is not a place (`the right whale`).
            return None;
        }
        i += 1;
        return Some((
            if left {
                Place::Left { direct }
            } else {
                Place::Right { direct }
            },
            i - at,
        ));
    }
    if direct.is_some() {
        // `directly next to` is `next to`.
        i = start;
    }
    match (k(i), k(i + 1), k(i + 2)) {
        ("next", "to", _) | ("adjacent", "to", _) => return Some((Place::NextTo, i + 2 - at)),
        ("next", "door", "to") => return Some((Place::NextTo, i + 3 - at)),
        ("beside" | "neighbor" | "neighbour" | "neighbors" | "neighbours" | "adjacent", _, _) => {
            return Some((Place::NextTo, i + 1 - at));
        }
        _ => {}
    }
    // `one house between`, `two houses between`.
    if direct.is_none()
        && let Some((n, false)) = number(k(at))
        && let Ok(n) = n.parse::<usize>()
        && k(at + 2) == "between"
        && (vocabulary.category_of_noun(k(at + 1)).is_some()
            || matches!(
                k(at + 1),
                "house" | "houses" | "place" | "places" | "spot" | "spots" | "person" | "people"
            ))
    {
        return Some((Place::Between(n), 3));
    }
    None
}

/// The item named at `at`, and how many tokens name it: a clock time, `the fourth house` /
/// `house 4`, the longest item whose words are written here, a number alone of an item with a
/// unit, a name of several words run together (`Bluemaster`), or a word found in only one
/// item's name (`Calhoun` for `Mt. Calhoun`).
pub fn mention(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(usize, usize)> {
    if let Some((clock, used)) = read_clock(tokens, at) {
        let mut found = vocabulary
            .items
            .iter()
            .enumerate()
            .filter(|(_, item)| item.clock.is_some_and(|c| c.same(clock)));
        if let (Some((i, _)), None) = (found.next(), found.next()) {
            return Some((i, used));
        }
    }
    if let Some(found) = by_position(vocabulary, tokens, at) {
        return Some(found);
    }
    if let Some(found) = superlative(vocabulary, tokens, at) {
        return Some(found);
    }
    let mut best: Option<(usize, usize)> = None;
    let mut tie = false;
    for i in vocabulary.candidates(&tokens[at].key) {
        let used = words_match(&vocabulary.items[i].keys, tokens, at);
        if used == 0 {
            continue;
        }
        match best {
            Some((_, b)) if b > used => {}
            Some((_, b)) if b == used => tie = true,
            _ => {
                best = Some((i, used));
                tie = false;
            }
        }
    }
    if let Some(found) = best
        && !tie
    {
        return Some(found);
    }
    if best.is_some() {
        return None;
    }
    if let [one] = vocabulary.joined(&tokens[at].key) {
        return Some((*one, 1));
    }
    part_of_name(vocabulary, tokens, at)
}

/// An item whose full name starts inside the `used` tokens named at `at` and ends past them,
/// and where it ends: the words can be cut into names two ways.
fn crossing(
    vocabulary: &Vocabulary,
    tokens: &[Token],
    at: usize,
    used: usize,
) -> Option<(usize, usize)> {
    (at + 1..at + used).find_map(|j| {
        vocabulary
            .candidates(&tokens[j].key)
            .into_iter()
            .find_map(|i| {
                let keys = &vocabulary.items[i].keys;
                let n = keys.len();
                (words_match(keys, tokens, j) == n && j + n > at + used).then_some((i, j + n))
            })
    })
}

/// How many tokens at `at` spell `keys` (0: they do not). A number-and-unit item may be
/// written with its number alone (`the 8500 bridge`).
fn words_match(keys: &[String], tokens: &[Token], at: usize) -> usize {
    let mut j = 0;
    while j < keys.len() {
        let Some(token) = tokens.get(at + j) else {
            break;
        };
        let same = lexicon::same_word(&keys[j], &token.key) || same_number(&keys[j], &token.key);
        if !same {
            break;
        }
        j += 1;
    }
    if j == keys.len() {
        return j;
    }
    // `the golfer` for `golf`, `the fencer` for `fencing`.
    if let ([key], Some(token)) = (keys, tokens.get(at))
        && lexicon::doer_of(key, &token.key)
    {
        return 1;
    }
    // The number of `8500 ft` alone, or `$12` as `12 dollars`.
    let numeric = keys
        .first()
        .is_some_and(|k| number(k).is_some_and(|(_, o)| !o));
    if j == 1 && numeric && keys[1..].iter().all(|k| number(k).is_none()) {
        return 1;
    }
    0
}

/// Two numbers written differently (`$29000` / `29000`, `4th` / `fourth`); an ordinal matches
/// only an ordinal, and a number word (`one`) only itself.
fn same_number(a: &str, b: &str) -> bool {
    let words = |k: &str| k.chars().all(char::is_alphabetic);
    match (number(a), number(b)) {
        (Some((x, xo)), Some((y, yo))) => x == y && xo == yo && (xo || (!words(a) && !words(b))),
        _ => false,
    }
}

/// `the fourth house`, `the 4th house`, `house 4`, `house number 4`, `the last house`: an item
/// of an ordered category named by its place and the category's noun.
fn by_position(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(usize, usize)> {
    let key = |j: usize| tokens.get(j).map(|t| t.key.as_str());
    let noun_at = |j: usize| {
        key(j).and_then(|k| {
            vocabulary
                .categories
                .iter()
                .position(|c| c.ordered && c.nouns.iter().any(|n| n == k))
        })
    };
    let place_of = |k: &str, c: usize| -> Option<usize> {
        let size = vocabulary.items_of(c).count();
        match k {
            "last" | "final" => return Some(size - 1),
            "middle" | "center" | "centre" if size % 2 == 1 => return Some(size / 2),
            _ => {}
        }
        let (n, _) = number(k)?;
        let n: f64 = n.parse().ok()?;
        match &vocabulary.categories[c].values {
            Some(values) => values.iter().position(|v| *v == n),
            None => (n >= 1.0 && n.fract() == 0.0 && (n as usize) <= size).then(|| n as usize - 1),
        }
    };
    let item = |c: usize, index: usize| {
        vocabulary
            .items
            .iter()
            .position(|i| i.category == c && i.index == index)
    };
    // ORDINAL NOUN
    if let Some(k) = key(at)
        && (number(k).is_some_and(|(_, ordinal)| ordinal)
            || matches!(k, "last" | "final" | "middle" | "center" | "centre"))
        && let Some(c) = noun_at(at + 1)
        && let Some(index) = place_of(k, c)
    {
        return Some((item(c, index)?, 2));
    }
    // ORDINAL (or | and | ,) … ORDINAL NOUN: `the second or fifth house`.
    if let Some(k) = key(at)
        && number(k).is_some_and(|(_, ordinal)| ordinal)
    {
        let mut j = at + 1;
        while key(j).is_some_and(|k| {
            matches!(k, "or" | "and" | ",") || number(k).is_some_and(|(_, ordinal)| ordinal)
        }) {
            j += 1;
        }
        if j > at + 1
            && let Some(c) = noun_at(j)
            && let Some(index) = place_of(k, c)
        {
            return Some((item(c, index)?, 1));
        }
    }
    // NOUN [number] NUMBER
    if let Some(c) = noun_at(at) {
        let skip = usize::from(matches!(key(at + 1), Some("number" | "no" | "#")));
        if let Some(k) = key(at + 1 + skip)
            && number(k).is_some()
            && let Some(index) = place_of(k, c)
        {
            return Some((item(c, index)?, 2 + skip));
        }
    }
    None
}

/// `the tallest`, `the cheapest`, `the most expensive`: the last (or first) item of the
/// ordered category the word is about (the only ordered one, or the one its word names).
fn superlative(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(usize, usize)> {
    let key = tokens.get(at)?.key.as_str();
    let next = tokens.get(at + 1).map(|t| t.key.as_str());
    let ((direction, hints), used) = match (key, next) {
        ("most", Some("expensive")) => (lexicon::comparative("pricier")?, 2),
        ("least", Some("expensive")) => (lexicon::comparative("cheaper")?, 2),
        _ => {
            let stem = key.strip_suffix("est")?;
            (lexicon::comparative(&format!("{stem}er"))?, 1)
        }
    };
    let ordered: Vec<usize> = (0..vocabulary.categories.len())
        .filter(|&c| vocabulary.categories[c].ordered)
        .collect();
    let named: Vec<usize> = ordered
        .iter()
        .copied()
        .filter(|&c| {
            let words = &vocabulary.categories[c];
            hints.iter().any(|h| {
                words.units.iter().any(|u| lexicon::same_word(u, h))
                    || words
                        .nouns
                        .iter()
                        .any(|n| n.split_whitespace().any(|p| lexicon::same_word(p, h)))
            })
        })
        .collect();
    let category = match (&named[..], &ordered[..]) {
        ([one], _) | ([], [one]) => *one,
        _ => return None,
    };
    let size = vocabulary.items_of(category).count();
    let index = match direction {
        Direction::Up => size - 1,
        Direction::Down => 0,
        Direction::Ahead(_) => return None,
    };
    let item = vocabulary
        .items
        .iter()
        .position(|i| i.category == category && i.index == index)?;
    Some((item, used))
}

/// A word found in exactly one item's name, and in no other role (`Calhoun` for `Mt. Calhoun`,
/// `Art` for `Art Aguilar`): at least three letters, not a word of meaning, a filler word or a
/// category's noun.
fn part_of_name(vocabulary: &Vocabulary, tokens: &[Token], at: usize) -> Option<(usize, usize)> {
    let token = tokens.get(at)?;
    let key = token.key.as_str();
    if key.chars().count() < 3
        || lexicon::is_filler(key)
        || lexicon::is_negation(key)
        || lexicon::comparative(key).is_some()
        || lexicon::unit(key).is_some()
        || number(key).is_some()
        || matches!(
            key,
            "either"
                | "neither"
                | "nor"
                | "other"
                | "different"
                | "between"
                | "than"
                | "left"
                | "right"
                | "next"
        )
        || vocabulary
            .categories
            .iter()
            .any(|c| c.nouns.iter().any(|n| n == key))
    {
        return None;
    }
    match vocabulary.having_word(key) {
        [one] => return Some((*one, 1)),
        [] => {}
        _ => return None,
    }
    // A short form of a long word: `hippo` for `hippopotamus`, when only one item starts so.
    if key.chars().count() < 5 {
        return None;
    }
    match vocabulary.starting_with(key)[..] {
        [one] => Some((one, 1)),
        _ => None,
    }
}
