//! Clues typed the way a person says them: `Ben before Alice`, `Pepper and butter knife`,
//! `Baron Maroon is in the pantry`. Before an option is lowered, a name that matches no item
//! is split at a run of joining words (`is`, `was`, `and`, `with`, `in`, `at`, `has`, `had`,
//! `before`, `after`); when exactly one split gives two names that both match an item, the
//! option is read as sleuth's own syntax (`Ben < Alice`, `Pepper + butter knife`). When several
//! splits do, the clue is an error that shows each reading in sleuth's syntax. A name that
//! matches an item is never split (so items such as `Cat in the Hat` keep working), and an
//! option of one name alone is an error: a clue needs two names.

use super::ItemId;
use crate::model::names::{Lookup, NameIndex};
use crate::syntax::diagnostic::{Diagnostic, ErrorKind};
use crate::syntax::{CompareOperator, NameRef, OptionAst, RelationAst, Span, TermAst};

/// Words that join two names in the same row.
const TOGETHER: &[&str] = &["is", "was", "and", "with", "in", "at", "has", "had"];

/// Words that order two names, and the operator each means.
const ORDER: &[(&str, CompareOperator)] = &[
    ("before", CompareOperator::Before),
    ("after", CompareOperator::After),
];

/// How a name splits: the name before the joining words, the words, the name after, and
/// whether the words order the two (`before` / `after`) rather than join them.
struct Split {
    left: NameRef,
    words: NameRef,
    right: NameRef,
    order: Option<CompareOperator>,
}

impl Split {
    /// The two names in sleuth's syntax (`Ben < Alice`, `Pepper + knife`).
    fn syntax(&self, negated: bool) -> String {
        let not = if negated { "not " } else { "" };
        let operator = match self.order {
            Some(CompareOperator::Before) => "<",
            Some(CompareOperator::After) => ">",
            _ if negated => return format!("`{} != {}`", self.left.text, self.right.text),
            _ => "+",
        };
        format!("`{not}{} {operator} {}`", self.left.text, self.right.text)
    }
}

/// The option to lower instead of `option`, if it was written in everyday words (`None`: lower
/// it as written), or the error for an option of one name, or for words that read several ways.
pub(super) fn reread(
    index: &NameIndex<ItemId>,
    option: &OptionAst,
) -> Result<Option<OptionAst>, Diagnostic> {
    if option.relation != RelationAst::Together {
        return Ok(None);
    }
    let found = |name: &NameRef| matches!(index.lookup(&name.text), Lookup::Found(_));
    if let [term] = &option.terms[..] {
        // A group alone (`(Duchess | Copper | Earl)`, as some transcriptions list a category)
        // says nothing; it is read, and `check` warns of it.
        if term.alternatives.len() > 1 {
            return Ok(None);
        }
        if let [name] = &term.alternatives[..]
            && !found(name)
        {
            let splits: Vec<Split> = splits(name)
                .into_iter()
                .filter(|s| found(&s.left) && found(&s.right))
                .collect();
            match &splits[..] {
                [] => return Ok(None),
                [split] => return Ok(Some(rewrite(option, split))),
                several => return Err(several_readings(option, name, several)),
            }
        }
        let (what, example) = match &term.alternatives[..] {
            [name] => (format!("`{}`", name.text), name.text.clone()),
            _ => ("a group".to_string(), "A".to_string()),
        };
        return Err(Diagnostic::new(
            ErrorKind::Syntax,
            format!("a clue needs two names: {what} alone says nothing"),
        )
        .at(option.span)
        .label(if term.alternatives.len() == 1 {
            "only one name here"
        } else {
            "a group of alternatives stands for one item"
        })
        .help(format!(
            "say what goes with it: `{example} + …` (together), `not {example} + …` (apart) or `{example} < …` (before)"
        )));
    }
    // Several terms: a term that matches no item may be two names joined by `and`, `with`, …
    let mut terms = Vec::new();
    let mut changed = false;
    for term in &option.terms {
        if let [name] = &term.alternatives[..]
            && !found(name)
        {
            let splits: Vec<Split> = splits(name)
                .into_iter()
                .filter(|s| s.order.is_none() && found(&s.left) && found(&s.right))
                .collect();
            match &splits[..] {
                [] => {}
                [split] => {
                    changed = true;
                    for part in [&split.left, &split.right] {
                        terms.push(TermAst {
                            alternatives: vec![part.clone()],
                            span: part.span,
                        });
                    }
                    continue;
                }
                several => return Err(several_readings(option, name, several)),
            }
        }
        terms.push(term.clone());
    }
    Ok(changed.then(|| OptionAst {
        terms,
        ..option.clone()
    }))
}

/// `option` with its one name read as `split` says.
fn rewrite(option: &OptionAst, split: &Split) -> OptionAst {
    let single = |name: &NameRef| TermAst {
        alternatives: vec![name.clone()],
        span: name.span,
    };
    let relation = match split.order {
        Some(operator) => RelationAst::Compare {
            operator,
            operator_span: split.words.span,
            offset: None,
            by: None,
        },
        None => RelationAst::Together,
    };
    OptionAst {
        negated: option.negated,
        terms: vec![single(&split.left), single(&split.right)],
        relation,
        span: option.span,
    }
}

fn several_readings(option: &OptionAst, name: &NameRef, several: &[Split]) -> Diagnostic {
    let readings: Vec<String> = several.iter().map(|s| s.syntax(option.negated)).collect();
    Diagnostic::new(
        ErrorKind::Syntax,
        format!("`{}` can be read {} ways", name.text, several.len()),
    )
    .at(name.span)
    .label(format!("as {}", readings.join(" or ")))
    .help(format!(
        "write the clue in sleuth's syntax, for example {}",
        readings[0]
    ))
}

/// Every split of `name` at a whole run of joining words with a name on either side.
fn splits(name: &NameRef) -> Vec<Split> {
    let words: Vec<(usize, &str)> = word_offsets(&name.text);
    let joining = |w: &str| {
        TOGETHER.iter().any(|t| t.eq_ignore_ascii_case(w))
            || ORDER.iter().any(|(o, _)| o.eq_ignore_ascii_case(w))
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if !joining(words[i].1) {
            i += 1;
            continue;
        }
        let start = i;
        while i < words.len() && joining(words[i].1) {
            i += 1;
        }
        if start == 0 || i == words.len() {
            continue;
        }
        let orders: Vec<CompareOperator> = words[start..i]
            .iter()
            .filter_map(|(_, w)| {
                ORDER
                    .iter()
                    .find(|(o, _)| o.eq_ignore_ascii_case(w))
                    .map(|&(_, op)| op)
            })
            .collect();
        let order = match orders[..] {
            [] => None,
            [one] => Some(one),
            _ => continue,
        };
        let piece = |from: usize, to: usize| -> NameRef {
            let text = name.text[from..to].trim();
            let lead = name.text[from..to].len() - name.text[from..to].trim_start().len();
            let begin = name.span.start + from + lead;
            NameRef {
                text: text.to_string(),
                span: Span::new(begin, begin + text.len()),
            }
        };
        let end_of = |k: usize| words[k].0 + words[k].1.len();
        out.push(Split {
            left: piece(0, end_of(start - 1)),
            words: piece(words[start].0, end_of(i - 1)),
            right: piece(words[i].0, name.text.len()),
            order,
        });
    }
    out
}

/// The words of `text` with their byte offsets.
fn word_offsets(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::Puzzle;

    const PUZZLE: &str = "suspects: Baron Maroon, Chef Pepper, Cat in the Hat\n\
        weapons: butter knife, rope, candle\n\
        rooms (ordered): pantry, hall, study\n";

    fn clue(text: &str) -> Result<String, String> {
        match Puzzle::parse(&format!("{PUZZLE}{text}\n")) {
            Ok(p) => Ok(format!("{:?}", p.clues()[0].options[0].relation)),
            Err(e) => Err(e.diagnostics()[0].message.clone()),
        }
    }

    #[test]
    fn everyday_words_read_as_syntax() {
        assert_eq!(clue("Chef Pepper and butter knife"), Ok("Together".into()));
        assert_eq!(clue("Baron Maroon is in the pantry"), Ok("Together".into()));
        assert_eq!(clue("Cat in the Hat with the rope"), Ok("Together".into()));
        assert!(clue("Pepper before Maroon").unwrap().contains("Before"));
        assert!(clue("Pepper is after Maroon").unwrap().contains("After"));
        assert_eq!(clue("not Pepper with rope"), Ok("Together".into()));
        assert_eq!(clue("Pepper + rope and study"), Ok("Together".into()));
    }

    #[test]
    fn a_lone_name_is_an_error() {
        assert_eq!(
            clue("Chef Pepper"),
            Err("a clue needs two names: `Chef Pepper` alone says nothing".into())
        );
        assert_eq!(
            clue("Cat in the Hat"),
            Err("a clue needs two names: `Cat in the Hat` alone says nothing".into())
        );
        // A group alone says nothing, but is read (a transcription listing a category).
        assert_eq!(clue("(rope | candle)"), Ok("Together".into()));
    }

    #[test]
    fn words_that_read_two_ways_are_an_error() {
        // Lines without operators are read as English first, which names all three items
        // here: read as one row, they can never hold.
        let error = clue("Pepper with rope and candle").unwrap_err();
        assert_eq!(error, "this clue can never hold");
        let error = clue("Maroon is Pepper in study").unwrap_err();
        assert_eq!(error, "this clue can never hold");
        let two = "a: red, red and blue\nb: blue with green, green\nred and blue with green\n";
        let error = Puzzle::parse(two).unwrap_err();
        assert_eq!(
            error.diagnostics()[0].message,
            "`red and blue with green` can be read 2 ways"
        );
        assert_eq!(
            error.diagnostics()[0].help.as_deref(),
            Some("write the clue in sleuth's syntax, for example `red + blue with green`")
        );
    }
}
