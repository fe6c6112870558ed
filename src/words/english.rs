//! Plain English, knowing nothing of puzzles: lists ("a, b and c"), a capital at the start of a
//! sentence, counts ("3 steps"), the singular and plural of a noun, and the negative of a verb
//! phrase ("had the {b}" → "did not have the {b}").

/// [`join`], with a unit that every item shares said once, after the last: "13 or 14 years"
/// for `13 years` and `14 years` (amounts: each starts with its number, and the unit has
/// letters; "$20 or $30" and "house 1 or house 2" stay as they are).
pub fn join_amounts<S: AsRef<str>>(items: &[S], conjunction: &str) -> String {
    let unit = |name: &str| -> Option<usize> {
        name.starts_with(|c: char| c.is_ascii_digit())
            .then(|| name.find(' '))
            .flatten()
    };
    let shared = items.first().and_then(|first| {
        let first = first.as_ref();
        let suffix = &first[unit(first)?..];
        (items.len() > 1
            && suffix.chars().any(char::is_alphabetic)
            && items.iter().all(|i| {
                let i = i.as_ref();
                unit(i).is_some_and(|at| &i[at..] == suffix)
            }))
        .then_some(suffix)
    });
    match shared {
        Some(suffix) => {
            let last = items.len() - 1;
            let bare: Vec<&str> = items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    let item = item.as_ref();
                    if i == last {
                        item
                    } else {
                        &item[..item.len() - suffix.len()]
                    }
                })
                .collect();
            join(&bare, conjunction)
        }
        None => join(items, conjunction),
    }
}

/// Whether a phrase names one person by what they have or do ("the man with the snails", "the
/// person who ordered pancakes", "the one that …"): one person, however plural its last word.
pub fn names_someone(phrase: &str) -> bool {
    [" who ", " with ", " that "]
        .iter()
        .any(|w| phrase.contains(w))
}

/// "a", "a and b", "a, b and c" (with `and`) or the same with `or`.
pub fn join<S: AsRef<str>>(items: &[S], conjunction: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let mut out = String::new();
            for (i, item) in rest.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(item.as_ref());
            }
            out.push(' ');
            out.push_str(conjunction);
            out.push(' ');
            out.push_str(last.as_ref());
            out
        }
    }
}

/// A sentence said after a colon or inside another: its opening word in lower case where that
/// word is not a name ("The Japanese can …" → "the Japanese can …"; "Sgt Gunmetal …" stays).
pub fn inline(sentence: &str) -> String {
    const COMMON: [&str; 9] = [
        "The", "A", "An", "Neither", "None", "No", "Every", "Either", "Because",
    ];
    let first = sentence.split(' ').next().unwrap_or("");
    if COMMON.contains(&first) {
        let mut chars = sentence.chars();
        let head: String = chars
            .next()
            .map(|c| c.to_lowercase().collect())
            .unwrap_or_default();
        head + chars.as_str()
    } else {
        sentence.to_string()
    }
}

/// A sentence from a clause: its first letter a capital ("the dumbbell …" → "The dumbbell …",
/// "orange juice is drunk …" → "Orange juice is drunk …"). An item is never given an article
/// here: a clause that opens with a bare item ("orange juice", "whoever had the rope") opens
/// that way because the puzzle's `say` lines write it so, and the middle of a sentence says it
/// the same way ("… and tea is drunk in house 2").
pub fn sentence(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => {
            let mut out: String = c.to_uppercase().collect();
            out.push_str(chars.as_str());
            out
        }
        _ => clause.to_string(),
    }
}

/// "1 clue" / "3 clues": a count and a noun that takes `s` in the plural.
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// "1 step" / "3 steps".
#[cfg(any(test, feature = "internals"))]
pub fn count(n: usize, singular: &str, plural: &str) -> String {
    format!("{n} {}", if n == 1 { singular } else { plural })
}

/// Whether an item's name is a plural noun ("birds", "daisies", "leeks"): its last word is not
/// capitalised (not a name: "Agnes", "Kools") and ends in a plural `s` (not "glass", "bus",
/// "tennis", "physics", "asparagus"). An amount ("21 minutes", "3 years": the name starts with
/// its number) is one value, and reads singular: "21 minutes has no other shirt".
pub fn plural_name(name: &str) -> bool {
    let word = name.rsplit(' ').next().unwrap_or(name);
    !name.starts_with(|c: char| c.is_ascii_digit())
        && word.chars().next().is_some_and(char::is_lowercase)
        && word.ends_with('s')
        && !["ss", "us", "is", "ics", "'s"]
            .iter()
            .any(|end| word.ends_with(end))
}

/// `text` with the verb right after `slot` made plural ("the {a} is kept" → "the {a} are
/// kept", "{a} lives" → "{a} live", "{a} does not" → "{a} do not"), for a plural subject in the
/// slot. A word after the slot that is no verb of that kind ("the {a} owner smokes": the
/// subject is the owner) leaves `text` as it is.
pub fn plural_verb_after(text: &str, slot: &str) -> String {
    let Some(at) = text.find(slot) else {
        return text.to_string();
    };
    let start = at + slot.len();
    let Some(rest) = text[start..].strip_prefix(' ') else {
        return text.to_string();
    };
    let word = rest.split(' ').next().unwrap_or_default();
    let plural = match word {
        "is" => "are".to_string(),
        "was" => "were".to_string(),
        "has" => "have".to_string(),
        "does" => "do".to_string(),
        w if w.len() > 2
            && w.ends_with('s')
            && w.chars().all(|c| c.is_ascii_lowercase())
            && !["ss", "us", "is"].iter().any(|end| w.ends_with(end)) =>
        {
            present_base(w)
        }
        _ => return text.to_string(),
    };
    format!("{} {plural}{}", &text[..start], &rest[word.len()..])
}

/// The word right after `slot` in a template when it belongs to the slot's phrase as a noun
/// ("the {b} smoker drinks {a}": "smoker"; "{b} is drunk in the {a} house": "house") rather than
/// being the verb: the negative wording has the same word there, and it is no form of "be",
/// "have" or "do" nor a modal (which a negative keeps: "is not", "can not"). `None` when the
/// slot is followed by a verb, or by nothing.
pub fn noun_after_slot<'t>(
    (positive, negative): (&'t str, &'t str),
    slot: &str,
) -> Option<&'t str> {
    let after = |text: &'t str| -> Option<&'t str> {
        let at = text.find(slot)? + slot.len();
        text[at..].strip_prefix(' ')?.split(' ').next()
    };
    let word = after(positive)?;
    const KEPT: [&str; 19] = [
        "is", "are", "was", "were", "be", "has", "have", "had", "does", "do", "did", "can",
        "could", "will", "would", "shall", "should", "may", "must",
    ];
    let is_word = !word.is_empty() && word.chars().all(|c| c.is_alphabetic());
    (is_word && after(negative) == Some(word) && !KEPT.contains(&word)).then_some(word)
}

/// "is" / "are" for a list of this many.
pub fn be(n: usize) -> &'static str {
    if n == 1 { "is" } else { "are" }
}

/// Whether `word` is the name of a month, in any case ("april", "September").
pub fn is_month(word: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    MONTHS.contains(&word.to_lowercase().as_str())
}

/// The singular and plural of a category name.
pub fn noun_forms(name: &str) -> (String, String) {
    // "level of education": the head takes the number ("levels of education").
    if let Some((head, rest)) = name.split_once(" of ")
        && !head.is_empty()
        && !rest.is_empty()
    {
        let (singular, plural) = noun_forms(head);
        return (
            format!("{singular} of {rest}"),
            format!("{plural} of {rest}"),
        );
    }
    let lower = name.to_lowercase();
    // "people" is the plural of "person".
    if let Some(head) = name
        .strip_suffix("people")
        .or_else(|| name.strip_suffix("People"))
    {
        let person = if name.ends_with("People") {
            "Person"
        } else {
            "person"
        };
        return (format!("{head}{person}"), name.to_string());
    }
    // Nouns whose singular is their plural.
    if ["species", "series", "sheep", "fish", "deer", "aircraft"]
        .iter()
        .any(|same| lower == *same || lower.ends_with(&format!(" {same}")))
    {
        return (name.to_string(), name.to_string());
    }
    if lower.ends_with("ies") && name.len() > 3 {
        return (format!("{}y", &name[..name.len() - 3]), name.to_string());
    }
    for ending in ["sses", "ches", "shes", "xes"] {
        if lower.ends_with(ending) {
            return (name[..name.len() - 2].to_string(), name.to_string());
        }
    }
    if lower.ends_with('s') && !lower.ends_with("ss") && name.len() > 1 {
        return (name[..name.len() - 1].to_string(), name.to_string());
    }
    let plural = if lower.ends_with('y')
        && !lower.ends_with("ay")
        && !lower.ends_with("ey")
        && !lower.ends_with("oy")
    {
        format!("{}ies", &name[..name.len() - 1])
    } else if lower.ends_with("ss")
        || lower.ends_with("ch")
        || lower.ends_with("sh")
        || lower.ends_with('x')
    {
        format!("{name}es")
    } else {
        format!("{name}s")
    };
    (name.to_string(), plural)
}

/// The cases one after another: "A is with B or C is with D"; where a case says two things,
/// with the seams shown ("either A is with B and C with D, or …"; three or more: "…; …; or …"),
/// so no "and" can be read across two cases.
pub fn alternatives(described: &[String]) -> String {
    let compound = described
        .iter()
        .any(|d| d.contains(" and ") || d.contains(" or ") || d.contains(", "));
    match described {
        [a, b] if compound => format!("either {a}, or {b}"),
        [.., last] if compound && described.len() > 2 => {
            let head = &described[..described.len() - 1];
            format!("{}; or {last}", head.join("; "))
        }
        _ => join(described, "or"),
    }
}

/// "neither A nor B" / "none of A, B and C" / "A".
pub(super) fn neither<S: AsRef<str>>(names: &[S]) -> String {
    match names {
        [one] => one.as_ref().to_string(),
        [a, b] => format!("neither {} nor {}", a.as_ref(), b.as_ref()),
        many => format!("none of {}", join(many, "and")),
    }
}

/// The negative of a template: "{a} had the {b}" → "{a} did not have the {b}"; `None` when no
/// verb is recognised (the puzzle must then give the negative).
pub fn negate(template: &str) -> Option<String> {
    let words: Vec<&str> = template.split(' ').collect();
    for (i, word) in words.iter().enumerate() {
        let lower = word.to_lowercase();
        if lower.contains('{') || matches!(lower.as_str(), "the" | "a" | "an" | "") {
            continue;
        }
        let replacement = match lower.as_str() {
            "is" | "was" | "are" | "were" | "can" | "could" | "will" | "would" | "should"
            | "must" | "has" | "have" | "had" => match lower.as_str() {
                "has" => Some("does not have".to_string()),
                "have" => Some("do not have".to_string()),
                "had" => Some("did not have".to_string()),
                _ => Some(format!("{word} not")),
            },
            _ => {
                if let Some(base) = irregular_past(&lower) {
                    Some(format!("did not {base}"))
                } else if SAME_IN_THE_PAST.contains(&lower.as_str()) {
                    // "{a} cost more than {b}": with one subject, past ("did not cost").
                    Some(format!("did not {lower}"))
                } else if lower.len() > 3 && lower.ends_with("ed") {
                    Some(format!("did not {}", regular_base(&lower)))
                } else if lower.len() > 2 && lower.ends_with('s') && !lower.ends_with("ss") {
                    Some(format!("does not {}", present_base(&lower)))
                } else {
                    None
                }
            }
        };
        if let Some(replacement) = replacement {
            let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            out[i] = replacement;
            return Some(out.join(" "));
        }
    }
    None
}

/// Verbs whose past is their base form: after a subject of one, the past.
const SAME_IN_THE_PAST: [&str; 14] = [
    "cost", "put", "cut", "hit", "set", "let", "shut", "quit", "bet", "hurt", "spread", "split",
    "cast", "beat",
];

fn irregular_past(word: &str) -> Option<&'static str> {
    const TABLE: &[(&str, &str)] = &[
        ("ate", "eat"),
        ("began", "begin"),
        ("broke", "break"),
        ("bought", "buy"),
        ("brought", "bring"),
        ("came", "come"),
        ("chose", "choose"),
        ("drank", "drink"),
        ("drew", "draw"),
        ("dug", "dig"),
        ("fought", "fight"),
        ("drove", "drive"),
        ("flew", "fly"),
        ("found", "find"),
        ("gave", "give"),
        ("got", "get"),
        ("grew", "grow"),
        ("heard", "hear"),
        ("held", "hold"),
        ("knew", "know"),
        ("led", "lead"),
        ("hid", "hide"),
        ("kept", "keep"),
        ("left", "leave"),
        ("lost", "lose"),
        ("made", "make"),
        ("met", "meet"),
        ("paid", "pay"),
        ("ran", "run"),
        ("rode", "ride"),
        ("said", "say"),
        ("sang", "sing"),
        ("sat", "sit"),
        ("saw", "see"),
        ("sold", "sell"),
        ("spent", "spend"),
        ("spoke", "speak"),
        ("stole", "steal"),
        ("swam", "swim"),
        ("took", "take"),
        ("taught", "teach"),
        ("threw", "throw"),
        ("told", "tell"),
        ("went", "go"),
        ("won", "win"),
        ("wore", "wear"),
        ("wrote", "write"),
    ];
    TABLE
        .iter()
        .find(|(past, _)| *past == word)
        .map(|(_, base)| *base)
}

/// "owned" → "own", "stopped" → "stop", "liked" → "like", "studied" → "study".
fn regular_base(word: &str) -> String {
    let stem = &word[..word.len() - 2];
    if let Some(s) = stem.strip_suffix('i') {
        return format!("{s}y");
    }
    let bytes = stem.as_bytes();
    let n = bytes.len();
    if n >= 2 && bytes[n - 1] == bytes[n - 2] && !matches!(bytes[n - 1], b'l' | b's' | b'f' | b'z')
    {
        return stem[..n - 1].to_string();
    }
    let vowel = |b: u8| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u');
    let syllables = bytes
        .iter()
        .enumerate()
        .filter(|&(i, &b)| vowel(b) && (i == 0 || !vowel(bytes[i - 1])))
        .count();
    // One syllable ending consonant-vowel-consonant ("lik", "hir"), or in v/c/g/z/u: an e.
    let cvc = n >= 3 && !vowel(bytes[n - 3]) && vowel(bytes[n - 2]) && !vowel(bytes[n - 1]);
    if (syllables == 1 && cvc && !matches!(bytes[n - 1], b'w' | b'x' | b'y'))
        || matches!(bytes[n - 1], b'v' | b'c' | b'z' | b'u')
        || stem.ends_with("us")
    {
        return format!("{stem}e");
    }
    stem.to_string()
}

/// "lives" → "live", "watches" → "watch", "carries" → "carry".
fn present_base(word: &str) -> String {
    if let Some(s) = word.strip_suffix("ies") {
        return format!("{s}y");
    }
    for ending in ["sses", "ches", "shes", "xes", "oes"] {
        if word.ends_with(ending) {
            return word[..word.len() - 2].to_string();
        }
    }
    word[..word.len() - 1].to_string()
}
