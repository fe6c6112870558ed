//! A clue line cut into its sentences: a printed clue may hold two (`Peter does not like green.
//! Arnold is not in the first house.`) or two clauses joined by `;`. A full stop ends a
//! sentence only when a capital letter (or a digit) follows and the word before it is no
//! abbreviation (`Mt. Calhoun`, `Dr. Ruiz`, `J. Smith`); quotes and parentheses are never cut.

/// Words that end in a full stop without ending a sentence.
const ABBREVIATIONS: &[&str] = &[
    "mr", "mrs", "ms", "dr", "mt", "st", "jr", "sr", "prof", "capt", "sgt", "lt", "col", "gen",
    "rev", "no", "vs", "ft", "sq", "oz", "lb", "lbs", "in", "am", "pm", "a.m", "p.m", "etc",
    "approx", "ave", "rd", "co", "inc", "ltd", "fr", "sen", "gov", "pres", "hon", "mme", "mlle",
];

/// The byte ranges of the sentences of `content`, each with its closing punctuation (but not
/// a `;`), in order;
/// one range (the whole line) when it holds one sentence.
pub fn split(content: &str) -> Vec<(usize, usize)> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut depth = 0usize;
    let mut quoted = false;
    let chars: Vec<(usize, char)> = content.char_indices().collect();
    for (n, &(i, c)) in chars.iter().enumerate() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            '"' | '\u{201c}' | '\u{201d}' => quoted = !quoted,
            _ => {}
        }
        if depth > 0 || quoted || !matches!(c, '.' | '!' | '?' | ';') {
            continue;
        }
        // What follows: spaces, then the next sentence's first character.
        let Some(&(_, space)) = chars.get(n + 1) else {
            continue;
        };
        let next = chars[n + 1..].iter().find(|(_, c)| !c.is_whitespace());
        let Some(&(next_at, next)) = next else {
            continue;
        };
        if !space.is_whitespace() {
            continue;
        }
        let ends = match c {
            ';' => true,
            '.' => {
                (next.is_uppercase() || next.is_ascii_digit() || is_quote(next))
                    && !abbreviation(&content[start..i])
            }
            _ => next.is_uppercase() || is_quote(next),
        };
        if ends && !content[start..i].trim().is_empty() {
            // A `;` joins clauses: each is quoted without it.
            let end = if c == ';' { i } else { i + c.len_utf8() };
            parts.push((start, end));
            start = next_at;
        }
    }
    if start < content.len() && !content[start..].trim().is_empty() {
        parts.push((start, content.trim_end().len()));
    } else if let Some(last) = parts.last_mut() {
        last.1 = content.trim_end().len();
    }
    parts
}

fn is_quote(c: char) -> bool {
    matches!(c, '"' | '\u{201c}' | '\'' | '\u{2018}')
}

/// Whether `before` (the text before a full stop) ends in an abbreviation or an initial.
fn abbreviation(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or("")
        .to_lowercase();
    let single = word.chars().count() == 1 && word.chars().all(char::is_alphabetic);
    single || ABBREVIATIONS.contains(&word.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(content: &str) -> Vec<&str> {
        split(content)
            .into_iter()
            .map(|(s, e)| &content[s..e])
            .collect()
    }

    #[test]
    fn a_line_is_cut_at_its_sentences() {
        assert_eq!(
            texts("Peter does not like green. Arnold is not in the first house."),
            [
                "Peter does not like green.",
                "Arnold is not in the first house."
            ]
        );
        assert_eq!(
            texts("Bob drinks milk; Ann is in house 2."),
            ["Bob drinks milk", "Ann is in house 2."]
        );
        assert_eq!(
            texts("Mt. Calhoun is 260 feet shorter."),
            ["Mt. Calhoun is 260 feet shorter."]
        );
        assert_eq!(
            texts("Dr. Ruiz met J. Smith at 8 p.m. sharp."),
            ["Dr. Ruiz met J. Smith at 8 p.m. sharp."]
        );
        assert_eq!(
            texts("Ann paid $4.99. Bob did not."),
            ["Ann paid $4.99.", "Bob did not."]
        );
        assert_eq!(
            texts("Ann (who paid less. Much less) won"),
            ["Ann (who paid less. Much less) won"]
        );
        assert_eq!(texts("Ann won"), ["Ann won"]);
    }
}
