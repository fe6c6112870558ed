//! A lowered clue written back in the file's clue syntax (`Sgt Gunmetal + pool cue`,
//! `not Ann = Bob + 2 by age`, `{A, B} = {C, D}`): the one printer behind `check`'s clue lines
//! and the generator's puzzle text. How items, categories and amounts are spelled is the
//! caller's ([`Spelling`]).

use super::{Clue, ClueOption, CompareKind, ItemId, Relation};

/// How a printed clue spells its parts.
pub struct Spelling<'a> {
    /// An item's name.
    pub item: &'a dyn Fn(ItemId) -> String,
    /// The category a comparison is `by`, or `None` to leave `by …` out.
    pub by: &'a dyn Fn(usize) -> Option<String>,
    /// An offset of `k` steps in a category (`2`, `$10`).
    pub amount: &'a dyn Fn(usize, i64) -> String,
}

/// A clue: its options joined by `or`.
pub fn clue(clue: &Clue, spelling: &Spelling<'_>) -> String {
    clue.options
        .iter()
        .map(|o| option(o, spelling))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// One option of a clue.
pub fn option(option: &ClueOption, spelling: &Spelling<'_>) -> String {
    let name = |i: ItemId| (spelling.item)(i);
    let not = if option.negated { "not " } else { "" };
    let items = option.items();
    let body = match (&option.relation, &items[..]) {
        (Relation::Compare(comparison), &[a, b]) => {
            let (a, b) = (name(a), name(b));
            let show = |k: i64| (spelling.amount)(comparison.category, k);
            let relation = match comparison.kind {
                CompareKind::Before => format!("{a} < {b}"),
                CompareKind::After => format!("{a} > {b}"),
                CompareKind::Offset(k) if k >= 0 => format!("{a} = {b} + {}", show(k)),
                CompareKind::Offset(k) => format!("{a} = {b} - {}", show(-k)),
                CompareKind::Apart(1) => format!("{a} next to {b}"),
                CompareKind::Apart(k) => format!("{a} ~{k} {b}"),
            };
            match (spelling.by)(comparison.category) {
                Some(category) => format!("{relation} by {category}"),
                None => relation,
            }
        }
        (Relation::Pairs, &[a, b, c, d]) => {
            format!(
                "{{{}, {}}} = {{{}, {}}}",
                name(a),
                name(b),
                name(c),
                name(d)
            )
        }
        _ => {
            let terms: Vec<String> = option
                .terms
                .iter()
                .map(|t| match &t.alternatives[..] {
                    [one] => name(*one),
                    many => {
                        let names: Vec<String> = many.iter().map(|&i| name(i)).collect();
                        format!("({})", names.join(" | "))
                    }
                })
                .collect();
            terms.join(" + ")
        }
    };
    format!("{not}{body}")
}
