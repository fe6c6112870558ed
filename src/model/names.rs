//! Loose name matching, so clues can read the way the puzzle does: case and runs of whitespace
//! are ignored, a leading `the` is optional in either direction, and any unambiguous substring
//! works. An exact (normalised) match always wins over substring matches. Unknown names get
//! "did you mean" suggestions by edit distance (`strsim`).

/// Lowercase, whitespace runs folded to one space, trimmed.
pub fn normalise(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The normalised name without a leading `the ` (the key names are compared by).
pub fn key(name: &str) -> String {
    let normal = normalise(name);
    match normal.strip_prefix("the ") {
        Some(rest) if !rest.is_empty() => rest.to_string(),
        _ => normal,
    }
}

/// The result of looking a name up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup<T> {
    /// Exactly one entry matches (exactly, or as the only substring match).
    Found(T),
    /// Several entries contain the name; none equals it.
    Ambiguous(Vec<T>),
    /// Nothing contains the name; the closest entries by edit distance, best first (maybe none).
    Unknown(Vec<T>),
}

/// A set of names to look up, each with a value (an item id, a category index…).
#[derive(Debug, Clone)]
pub struct NameIndex<T> {
    entries: Vec<(String, T)>,
}

impl<T: Copy> NameIndex<T> {
    pub fn new(entries: impl IntoIterator<Item = (String, T)>) -> Self {
        NameIndex {
            entries: entries
                .into_iter()
                .map(|(name, value)| (key(&name), value))
                .collect(),
        }
    }

    /// Looks `name` up by the rules in the module header.
    pub fn lookup(&self, name: &str) -> Lookup<T> {
        let wanted = key(name);
        if let Some((_, value)) = self.entries.iter().find(|(k, _)| *k == wanted) {
            return Lookup::Found(*value);
        }
        let containing: Vec<T> = self
            .entries
            .iter()
            .filter(|(k, _)| !wanted.is_empty() && k.contains(wanted.as_str()))
            .map(|(_, v)| *v)
            .collect();
        match containing.len() {
            0 => Lookup::Unknown(self.closest(&wanted)),
            1 => Lookup::Found(containing[0]),
            _ => Lookup::Ambiguous(containing),
        }
    }

    /// Up to three entries closest to `wanted` by edit distance (against the whole name or any
    /// of its words), among those close enough to be a plausible typo.
    fn closest(&self, wanted: &str) -> Vec<T> {
        let limit = (wanted.chars().count() / 3).max(2);
        let mut scored: Vec<(usize, usize, T)> = self
            .entries
            .iter()
            .enumerate()
            .filter_map(|(order, (k, v))| {
                let distance = std::iter::once(k.as_str())
                    .chain(k.split(' '))
                    .filter_map(|candidate| distance_within(wanted, candidate, limit))
                    .min()?;
                Some((distance, order, *v))
            })
            .collect();
        scored.sort_by_key(|&(distance, order, _)| (distance, order));
        scored.into_iter().take(3).map(|(_, _, v)| v).collect()
    }
}

/// The edit distance between `a` and `b` when it is at most `limit`. Strings whose lengths
/// differ by more than `limit` are never that close, so they are not compared at all (a long
/// garbage name would otherwise cost length × length per item).
fn distance_within(a: &str, b: &str, limit: usize) -> Option<usize> {
    let (la, lb) = (a.chars().count(), b.chars().count());
    if la.abs_diff(lb) > limit {
        return None;
    }
    let distance = strsim::levenshtein(a, b);
    (distance <= limit).then_some(distance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_within_skips_strings_of_far_lengths() {
        assert_eq!(distance_within("gren", "green", 2), Some(1));
        assert_eq!(distance_within("gren", "blue", 2), None);
        assert_eq!(distance_within(&"red ".repeat(1000), "red", 2), None);
    }

    fn index() -> NameIndex<usize> {
        let names = [
            "Miss Saffron",
            "Sgt Gunmetal",
            "pool cue",
            "the lighthouse",
            "pool",
            "Boat house",
        ];
        NameIndex::new(names.iter().enumerate().map(|(i, n)| (n.to_string(), i)))
    }

    #[test]
    fn case_and_whitespace_are_ignored() {
        assert_eq!(index().lookup("  miss   SAFFRON "), Lookup::Found(0));
    }

    #[test]
    fn the_is_optional_both_ways() {
        assert_eq!(index().lookup("lighthouse"), Lookup::Found(3));
        assert_eq!(index().lookup("the lighthouse"), Lookup::Found(3));
        assert_eq!(index().lookup("The Pool Cue"), Lookup::Found(2));
    }

    #[test]
    fn unambiguous_substrings_work() {
        assert_eq!(index().lookup("Saffron"), Lookup::Found(0));
        assert_eq!(index().lookup("cue"), Lookup::Found(2));
        assert_eq!(index().lookup("light"), Lookup::Found(3));
    }

    #[test]
    fn exact_match_beats_substring() {
        // "pool" is inside "pool cue" too, but names an item exactly.
        assert_eq!(index().lookup("pool"), Lookup::Found(4));
    }

    #[test]
    fn ambiguous_lists_candidates() {
        assert_eq!(index().lookup("house"), Lookup::Ambiguous(vec![3, 5]));
        assert_eq!(index().lookup("oo"), Lookup::Ambiguous(vec![2, 4]));
    }

    #[test]
    fn unknown_suggests_close_names() {
        assert_eq!(index().lookup("Safron"), Lookup::Unknown(vec![0]));
        assert_eq!(index().lookup("Gunmettle"), Lookup::Unknown(vec![1]));
        assert_eq!(index().lookup("zeppelin"), Lookup::Unknown(vec![]));
    }
}
