//! Category lists written the way generated house-and-position puzzles print them:
//!
//! ```text
//! There are 5 houses, numbered 1 to 5 from left to right, as seen from across the street. …:
//!  - Each person has a unique name: `Peter`, `Eric`, `Arnold`
//!  - People have unique favorite colors: `red`, `green`, `blue`
//! ```
//!
//! The first line makes an ordered category `houses` of `house 1` … `house 5`; each list line
//! makes a category named by the words after `unique` (or after the verb), with the items
//! between backticks.

use crate::syntax::{CategoryDecl, NameRef, Span};

/// A line of the story before the clues that ends in `:` with nothing after it (`Each house
/// has a unique attribute for each of the following characteristics:`): at least four words,
/// so a category line that lost its items (`suspects:`) is still an error.
pub fn is_story_line(content: &str) -> bool {
    content.strip_suffix(':').is_some_and(|head| {
        head.split_whitespace().count() >= 4
            && crate::syntax::parser::category_colon(head).is_none()
    })
}

/// `There are 5 houses, numbered 1 to 5 …`: an ordered category of places `house 1` …
/// `house 5`, or `None` when the line is not one.
pub fn row_header(content: &str, offset: usize, line: usize) -> Option<CategoryDecl> {
    let lower = content.to_lowercase();
    let rest = lower.strip_prefix("there are ")?;
    let mut words = rest.split(|c: char| c.is_whitespace() || c == ',');
    let count = words.next()?;
    let noun = words.next()?;
    let n: usize = match count {
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        "six" => 6,
        "seven" => 7,
        "eight" => 8,
        "nine" => 9,
        "ten" => 10,
        digits => digits.parse().ok()?,
    };
    let singular = noun.strip_suffix('s')?;
    let numbered = lower.contains(&format!("numbered 1 to {n}"))
        || lower.contains(&format!("numbered from 1 to {n}"));
    if !numbered || !(2..=64).contains(&n) || singular.is_empty() {
        return None;
    }
    let span = Span::new(offset, offset + content.len());
    let name = |text: String| NameRef { text, span };
    Some(CategoryDecl {
        line,
        name: name(noun.to_string()),
        items: (1..=n).map(|i| name(format!("{singular} {i}"))).collect(),
        ordered: true,
    })
}

/// `- Each person has a unique name: `Peter`, `Eric``: a category whose items are written
/// between backticks, named by its description, or `None` when the line is not one. Pasted from
/// a page that drops the backticks (`- People have unique favorite colors: red, green`), the
/// line is still one when it starts with a bullet or says `unique` / `different`.
pub fn listed_category(content: &str, offset: usize, line: usize) -> Option<CategoryDecl> {
    let colon = content.find(':')?;
    let (head, tail) = (&content[..colon], &content[colon + 1..]);
    let quoted = tail.contains('`');
    if !quoted && !is_description(head) {
        return None;
    }
    let mut items = Vec::new();
    for part in tail.split(',') {
        let trimmed = part.trim();
        let inner = match quoted {
            true => trimmed.strip_prefix('`')?.strip_suffix('`')?,
            false => trimmed,
        };
        if inner.trim().is_empty() || inner.contains('`') {
            return None;
        }
        let start = offset + colon + 1 + (part.as_ptr() as usize - tail.as_ptr() as usize);
        let at = start + part.find(inner)?;
        items.push(NameRef {
            text: inner.trim().to_string(),
            span: Span::new(at, at + inner.len()),
        });
    }
    let name = category_name(head)?;
    let head_start = head.len() - head.trim_start_matches([' ', '-', '*', '\t']).len();
    Some(CategoryDecl {
        line,
        name: NameRef {
            text: name,
            span: Span::new(offset + head_start, offset + colon),
        },
        items,
        ordered: false,
    })
}

/// Whether the words before a list's `:` describe a category the way house puzzles print it
/// (`- Each person has a unique name`, `People have different favorite colors`) rather than
/// name one (`suspects`, `favorite colors`): a bullet, or at least three words with `unique`
/// or `different`.
fn is_description(head: &str) -> bool {
    let trimmed = head.trim_start();
    let words: Vec<String> = trimmed
        .trim_start_matches(['-', '*'])
        .split_whitespace()
        .map(str::to_lowercase)
        .collect();
    let bullet = trimmed.starts_with(['-', '*']);
    let marked = words
        .iter()
        .any(|w| matches!(w.as_str(), "unique" | "different"));
    words.len() >= 3 && (bullet || marked)
}

/// A sentence of the story before the clues that says every row differs (`Each house is
/// occupied by a different person.`): it names no item, so it is told apart from a clue by its
/// words: `each` or `every`, and `different` or `unique`.
pub fn is_story_sentence(content: &str) -> bool {
    let lower = content.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let has = |set: &[&str]| words.iter().any(|w| set.contains(w));
    super::is_punctuated(content)
        && words.len() >= 4
        && has(&["each", "every", "everyone", "everybody"])
        && has(&["different", "unique", "distinct"])
}

/// The name a description gives its category: `Each person has a unique name` → `name`,
/// `People have unique favorite colors` → `favorite colors`, `Each person has a unique type of
/// pet` → `pet`, `The people are of nationalities` → `nationalities`.
fn category_name(head: &str) -> Option<String> {
    let lower = head
        .trim()
        .trim_start_matches(['-', '*'])
        .trim()
        .to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    // The words after the last of `markers`, up to `in` or `are` (`unique names in …`).
    let after = |markers: &[&str]| -> Option<Vec<&str>> {
        let i = words.iter().rposition(|w| markers.contains(w))?;
        let rest: Vec<&str> = words[i + 1..]
            .iter()
            .copied()
            .take_while(|w| !matches!(*w, "in" | "are" | "is"))
            .collect();
        (!rest.is_empty()).then_some(rest)
    };
    let before_in = || -> Option<Vec<&str>> {
        let end = words
            .iter()
            .position(|w| matches!(*w, "in" | "are" | "is"))?;
        let rest: Vec<&str> = words[..end]
            .iter()
            .copied()
            .filter(|w| *w != "the")
            .collect();
        (!rest.is_empty()).then_some(rest)
    };
    let mut name = after(&["unique", "different"])
        .or_else(|| after(&["favorite", "favourite"]).map(|w| [&["favorite"][..], &w].concat()))
        .or_else(|| after(&["a", "an", "their", "of", "for"]))
        .or_else(before_in)
        .unwrap_or_else(|| words.clone());
    // `for lunch` → `lunch`; `type of pet` → `pet`.
    while name.len() > 1 && matches!(name[0], "for" | "of") {
        name.remove(0);
    }
    if name.len() > 2 && name[1] == "of" && matches!(name[0], "type" | "kind" | "sort" | "style") {
        name.drain(..2);
    }
    let mut name = name.join(" ");
    // `Each person's mother has a unique name` → `mother's name`.
    if name == "name" || name == "names" || name.ends_with(" names") {
        // The owner is the possessive word, or the word after `person's`.
        let owner = words.iter().enumerate().find_map(|(i, w)| {
            let stem = w.strip_suffix("'s").or_else(|| w.strip_suffix("s'"))?;
            if matches!(stem, "person" | "people" | "everyone" | "each") {
                words
                    .get(i + 1)
                    .copied()
                    .filter(|next| !matches!(*next, "has" | "have"))
            } else {
                Some(stem)
            }
        });
        if let Some(owner) = owner {
            name = format!("{owner}'s name");
        }
    }
    (!name.is_empty() && !name.contains(['+', '&', '|', '(', ')', ':'])).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_houses_is_an_ordered_category() {
        let decl = row_header(
            "There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street.",
            0,
            1,
        )
        .unwrap();
        assert_eq!(decl.name.text, "houses");
        assert!(decl.ordered);
        let items: Vec<&str> = decl.items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(items, ["house 1", "house 2", "house 3"]);
        assert!(row_header("There are 3 houses on the street.", 0, 1).is_none());
    }

    #[test]
    fn a_printed_list_names_its_category() {
        let decl = listed_category(
            " - Each person has a unique type of pet: `dog`, `cat`",
            0,
            2,
        )
        .unwrap();
        assert_eq!(decl.name.text, "pet");
        assert_eq!(decl.items[1].text, "cat");
        assert_eq!(
            category_name("People have unique favorite colors").as_deref(),
            Some("favorite colors")
        );
        assert_eq!(
            category_name("The people are of nationalities").as_deref(),
            Some("nationalities")
        );
        assert_eq!(
            category_name("Everyone has something unique for lunch").as_deref(),
            Some("lunch")
        );
        assert!(listed_category("names: Ann, Bob", 0, 1).is_none());
        assert!(listed_category("favorite colors: red, green", 0, 1).is_none());
        let bare = listed_category(
            " - People have unique favorite colors: red, dark green",
            0,
            1,
        )
        .unwrap();
        assert_eq!(bare.name.text, "favorite colors");
        assert_eq!(bare.items[1].text, "dark green");
        assert_eq!(bare.items[1].span, Span::new(44, 54));
        assert!(is_story_sentence(
            "Each house is occupied by a different person."
        ));
        assert!(!is_story_sentence(
            "Each of Ann and Bob owns a different pet"
        ));
        assert_eq!(
            category_name("Each person's mother has a unique name").as_deref(),
            Some("mother's name")
        );
        assert_eq!(
            category_name("The mothers' names in different houses are unique").as_deref(),
            Some("mother's name")
        );
        assert_eq!(
            category_name("Each person has a favorite color").as_deref(),
            Some("favorite color")
        );
        assert_eq!(
            category_name("Each person lives in a unique style of house").as_deref(),
            Some("house")
        );
    }
}
