//! The puzzle's own words, as its category lines spell them: each item's words (keys, as
//! [`super::tokens`] makes them), its number and clock time if it has one, and each category's
//! nouns (`houses` → `house`, `houses`) and units. Built once per file, before its first
//! English clue.

use std::collections::HashMap;

use super::lexicon;
use super::tokens::{Token, number, tokenize};
use crate::syntax::CategoryDecl;

/// One category, as the reader sees it.
#[derive(Debug, Clone)]
pub struct CategoryWords {
    /// Its name as written on its line.
    pub name: String,
    /// The words that name it in a sentence (`house`, `houses`; `max depth`, `depth`).
    pub nouns: Vec<String>,
    pub ordered: bool,
    /// Every item is a clock time.
    pub clock: bool,
    /// The units its items are written in (`ft`, `dollar`), as [`lexicon::unit`] names them,
    /// or their own last word when the lexicon does not know it (`btus`, `gb`).
    pub units: Vec<String>,
    /// Each item's number, when every item has one (`$4.99` → 4.99), else `None`.
    pub values: Option<Vec<f64>>,
    /// Every item opens with an ordinal (`1st`, `second place`): places in a ranking, where
    /// "higher" means a better, so earlier, place.
    pub ranks: bool,
}

/// One item, as the reader sees it.
#[derive(Debug, Clone)]
pub struct ItemWords {
    pub category: usize,
    /// Its position in its category (0-based).
    pub index: usize,
    /// Its name exactly as the category line spells it.
    pub name: String,
    /// Its words' keys, without a leading `the`.
    pub keys: Vec<String>,
    /// Its clock time, when its whole name is one (`9:00am`, `noon`).
    pub clock: Option<Clock>,
}

/// A time of day as written: hour, minutes, and `a` or `p` when am / pm is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    pub hour: u32,
    pub minute: u32,
    pub half: Option<char>,
}

impl Clock {
    /// Whether two times can be the same: hour and minutes equal, and am / pm equal where both
    /// say it.
    pub fn same(self, other: Clock) -> bool {
        self.hour == other.hour
            && self.minute == other.minute
            && (self.half.is_none() || other.half.is_none() || self.half == other.half)
    }
}

/// The puzzle's words.
#[derive(Debug, Clone, Default)]
pub struct Vocabulary {
    pub categories: Vec<CategoryWords>,
    pub items: Vec<ItemWords>,
    /// Items by the forms of their first word ([`forms`]): where a sentence's word may start
    /// a name, so a word is compared with a few items, not all of them.
    first: HashMap<String, Vec<usize>>,
    /// Items of several words, by each of their words.
    words: HashMap<String, Vec<usize>>,
    /// Every word of every item, sorted, for the start of a long word (`hippo`).
    sorted: Vec<(String, usize)>,
    /// Items of several words by their words run together (`bluemaster` for `Blue Master`).
    joined: HashMap<String, Vec<usize>>,
}

impl Vocabulary {
    /// The words of the file's categories.
    pub fn new(decls: &[CategoryDecl]) -> Vocabulary {
        let mut vocabulary = Vocabulary::default();
        for (c, decl) in decls.iter().enumerate() {
            let mut units: Vec<String> = Vec::new();
            let mut values = Some(Vec::new());
            let mut clocks = 0;
            let first = vocabulary.items.len();
            for (index, item) in decl.items.iter().enumerate() {
                let tokens = tokenize(&item.text, 0);
                let clock = read_clock(&tokens, 0).filter(|(_, used)| *used == tokens.len());
                clocks += usize::from(clock.is_some());
                let mut keys: Vec<String> = tokens.into_iter().map(|t| t.key).collect();
                if keys.len() > 1 && keys[0] == "the" {
                    keys.remove(0);
                }
                match keys.iter().find_map(|k| number(k)) {
                    Some((n, _)) => {
                        if let (Some(v), Ok(n)) = (values.as_mut(), n.parse::<f64>()) {
                            v.push(n);
                        }
                    }
                    None => values = None,
                }
                for key in &keys {
                    let unit = if key.starts_with('$') {
                        Some("dollar".to_string())
                    } else if number(key).is_none() && keys.iter().any(|k| number(k).is_some()) {
                        Some(lexicon::unit(key).map_or_else(|| key.clone(), str::to_string))
                    } else {
                        None
                    };
                    if let Some(unit) = unit
                        && !units.contains(&unit)
                    {
                        units.push(unit);
                    }
                }
                vocabulary.items.push(ItemWords {
                    category: c,
                    index,
                    name: item.text.clone(),
                    keys,
                    clock: clock.map(|(clock, _)| clock),
                });
            }
            let clock = clocks == decl.items.len() && clocks > 0;
            let ranks = vocabulary.items[first..].iter().all(|item| {
                item.keys
                    .first()
                    .and_then(|k| number(k))
                    .is_some_and(|(_, ordinal)| ordinal)
            });
            vocabulary.index_items_of(c);
            vocabulary.categories.push(CategoryWords {
                name: decl.name.text.clone(),
                nouns: nouns(&decl.name.text),
                ordered: decl.ordered,
                clock,
                units,
                values: values.filter(|v| v.len() == decl.items.len() && !clock),
                ranks,
            });
        }
        vocabulary
    }

    /// Adds the items of category `c` (the last ones pushed) to the indexes.
    fn index_items_of(&mut self, c: usize) {
        for (i, item) in self
            .items
            .iter()
            .enumerate()
            .filter(|(_, it)| it.category == c)
        {
            if let Some(first) = item.keys.first() {
                for form in forms(first) {
                    self.first.entry(form).or_default().push(i);
                }
            }
            if item.keys.len() > 1 && item.keys.iter().all(|k| k.chars().all(char::is_alphabetic)) {
                self.joined.entry(item.keys.concat()).or_default().push(i);
            }
            for key in &item.keys {
                if item.keys.len() > 1 {
                    let items = self.words.entry(key.clone()).or_default();
                    if items.last() != Some(&i) {
                        items.push(i);
                    }
                }
                self.sorted.push((key.clone(), i));
            }
        }
        self.sorted.sort();
    }

    /// The items whose first word may be `key` (a superset: each is then compared in full),
    /// in list order: the same word, a plural or singular, another spelling of a unit, the same
    /// number, or the item a doer's word is made from (`golfer`: `golf`).
    pub fn candidates(&self, key: &str) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        let mut add = |form: &str| {
            if let Some(items) = self.first.get(form) {
                out.extend(items);
            }
        };
        for form in forms(key) {
            add(&form);
        }
        let base = key.strip_suffix('s').unwrap_or(key);
        for suffix in ["", "er", "r", "ist", "or", "ish", "tish"] {
            if let Some(stem) = base.strip_suffix(suffix) {
                for end in ["", "ing", "e", "a", "o"] {
                    add(&format!("{stem}{end}"));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Items of several words spelt as one word (`Bluemaster` for `Blue Master`).
    pub fn joined(&self, key: &str) -> &[usize] {
        self.joined.get(key).map_or(&[], Vec::as_slice)
    }

    /// Items of several words that have the word `key`.
    pub fn having_word(&self, key: &str) -> &[usize] {
        self.words.get(key).map_or(&[], Vec::as_slice)
    }

    /// Items with a word that starts with `prefix` and is longer.
    pub fn starting_with(&self, prefix: &str) -> Vec<usize> {
        let from = self.sorted.partition_point(|(k, _)| k.as_str() < prefix);
        let mut out: Vec<usize> = self.sorted[from..]
            .iter()
            .take_while(|(k, _)| k.starts_with(prefix))
            .filter(|(k, _)| k.len() > prefix.len())
            .map(|&(_, i)| i)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The items of category `c`.
    pub fn items_of(&self, c: usize) -> impl Iterator<Item = (usize, &ItemWords)> {
        self.items
            .iter()
            .enumerate()
            .filter(move |(_, item)| item.category == c)
    }

    /// The category a noun names, if exactly one has it.
    pub fn category_of_noun(&self, key: &str) -> Option<usize> {
        let mut found = self
            .categories
            .iter()
            .enumerate()
            .filter(|(_, c)| c.nouns.iter().any(|n| n == key));
        let first = found.next()?.0;
        found.next().is_none().then_some(first)
    }
}

/// The forms a word is indexed and looked up by: itself, its singulars, its unit and its
/// number.
fn forms(key: &str) -> Vec<String> {
    let mut out = vec![key.to_string()];
    out.extend(lexicon::singular(key));
    if let Some(unit) = lexicon::unit(key) {
        out.push(format!("#unit:{unit}"));
    }
    if let Some((n, ordinal)) = number(key) {
        out.push(format!("#number:{n}:{ordinal}"));
    }
    out
}

/// The words a category's name gives: the name, its last word, each in singular and plural.
fn nouns(name: &str) -> Vec<String> {
    let lower = name.to_lowercase();
    let mut out = Vec::new();
    let mut push = |word: String| {
        if !word.is_empty() && !out.contains(&word) {
            out.push(word);
        }
    };
    let last = lower.split_whitespace().last().unwrap_or("").to_string();
    for word in [lower.clone(), last] {
        push(word.clone());
        if let Some(stem) = word.strip_suffix("ies") {
            push(format!("{stem}y"));
        } else if let Some(stem) = word.strip_suffix("es")
            && (stem.ends_with("ss") || stem.ends_with("sh") || stem.ends_with("ch"))
        {
            push(stem.to_string());
        } else if let Some(stem) = word.strip_suffix('s') {
            push(stem.to_string());
        } else {
            push(format!("{word}s"));
        }
    }
    out
}

/// A clock time written at `tokens[at..]` (`9:30am`, `9:30 am`, `9 a.m.`, `noon`, `12 noon`,
/// `midnight`), and how many tokens it takes.
pub fn read_clock(tokens: &[Token], at: usize) -> Option<(Clock, usize)> {
    let first = &tokens.get(at)?.key;
    if let Some(clock) = named_time(first) {
        return Some((clock, 1));
    }
    let (body, glued) = split_half(first);
    let (hour, minute) = match body.split_once(':') {
        Some((h, m)) if m.len() == 2 => (h.parse().ok()?, m.parse().ok()?),
        None if glued.is_some() => (body.parse().ok()?, 0),
        None => return hour_alone(tokens, at, body.parse().ok()?),
        _ => return None,
    };
    if hour > 23 || minute > 59 {
        return None;
    }
    if glued.is_some() {
        return Some((
            Clock {
                hour,
                minute,
                half: glued,
            },
            1,
        ));
    }
    if let Some(next) = tokens.get(at + 1) {
        let (rest, half) = split_half(&next.key);
        if rest.is_empty() && half.is_some() {
            return Some((Clock { hour, minute, half }, 2));
        }
        if next.key == "noon" && hour == 12 {
            return Some((
                Clock {
                    hour,
                    minute,
                    half: Some('p'),
                },
                2,
            ));
        }
    }
    Some((
        Clock {
            hour,
            minute,
            half: None,
        },
        1,
    ))
}

/// `noon`, `midday`, `midnight`.
fn named_time(key: &str) -> Option<Clock> {
    let half = match key {
        "noon" | "midday" => 'p',
        "midnight" => 'a',
        _ => return None,
    };
    Some(Clock {
        hour: 12,
        minute: 0,
        half: Some(half),
    })
}

/// `12 noon`, `9 am`: an hour alone is a time only with what follows it.
fn hour_alone(tokens: &[Token], at: usize, hour: u32) -> Option<(Clock, usize)> {
    let next = tokens.get(at + 1)?.key.as_str();
    if hour == 12
        && let Some(clock) = named_time(next)
    {
        return Some((clock, 2));
    }
    let (rest, half) = split_half(next);
    (rest.is_empty() && half.is_some() && (1..=12).contains(&hour)).then_some((
        Clock {
            hour,
            minute: 0,
            half,
        },
        2,
    ))
}

/// `9:30am` → (`9:30`, `a`); `p.m` → (``, `p`); `9:30` → (`9:30`, none).
fn split_half(key: &str) -> (&str, Option<char>) {
    for (suffix, half) in [
        ("a.m", 'a'),
        ("p.m", 'p'),
        ("am", 'a'),
        ("pm", 'p'),
        ("a", 'a'),
        ("p", 'p'),
    ] {
        if let Some(body) = key.strip_suffix(suffix)
            && (body.is_empty() || body.ends_with(|c: char| c.is_ascii_digit()))
            && (suffix.len() > 1 || !body.is_empty())
        {
            return (body, Some(half));
        }
    }
    (key, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(text: &str) -> Option<(Clock, usize)> {
        read_clock(&tokenize(text, 0), 0)
    }

    #[test]
    fn clock_times_in_every_spelling() {
        let nine = Clock {
            hour: 9,
            minute: 0,
            half: Some('a'),
        };
        assert_eq!(clock("9:00am"), Some((nine, 1)));
        assert_eq!(clock("9:00 a.m."), Some((nine, 2)));
        assert_eq!(clock("9 am"), Some((nine, 2)));
        assert_eq!(clock("9am"), Some((nine, 1)));
        assert!(clock("12 noon").is_some_and(|(c, n)| c.hour == 12 && n == 2));
        assert_eq!(clock("9 cats"), None);
        assert_eq!(clock("Ann"), None);
    }

    #[test]
    fn a_category_name_gives_its_nouns() {
        assert_eq!(nouns("houses"), ["houses", "house"]);
        assert_eq!(
            nouns("max depths"),
            ["max depths", "max depth", "depths", "depth"]
        );
        assert_eq!(nouns("Nationalities"), ["nationalities", "nationality"]);
    }
}
