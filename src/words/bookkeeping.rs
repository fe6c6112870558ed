//! The "So …" and "Then …" lines of a move: what the bookkeeping folded under it fills in,
//! the ✗s said once each around the item they share most, the ✓s grouped by the items they tie
//! together, and a long list of ✗s said as a count.

use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};

/// The longest list of crossed-out cells a "So …" line spells out (in characters); a longer
/// one is said as a count.
const LONGEST_LINE: usize = 300;

/// What folded bookkeeping steps fill in: "So X is not with P, Q or R; Y is not with S." for
/// the ✗s (each said once, grouped around the item they share most), then "Then house 1 is with
/// A, B and C; …" for the ✓s (grouped by the items they tie together), or "So …" when there are
/// only ✓s. When a ✓ was found first, its line comes first and the ✗s' line second. `known`:
/// the ✓ cells the reader has marked before these lines (see [`cell`]), not said again.
pub fn lines(
    puzzle: &Puzzle,
    conclusions: &[Fact],
    known: &std::collections::HashSet<(ItemId, ItemId)>,
) -> Vec<String> {
    let conclusions = conclusions.to_vec();
    let crossed = conclusions.iter().filter(|f| !f.together).count();
    // The two lines in the order their first fact was found: a ✗ that comes from a ✓ follows
    // it ("So the vada is Lara. Then Adidas is not Lara.").
    let yes_first = conclusions.first().is_some_and(|f| f.together);
    let mut lines = Vec::new();
    // A ✓ the reader has marked is not said again ("So the dentist's motive was blackmail",
    // not "So the dentist murdered the cousin, the dentist's motive was blackmail and …" when
    // the dentist and the cousin were marked together before).
    let yes: Vec<String> = together_groups(&conclusions)
        .iter()
        .filter_map(|group| {
            let (subject, others) = subject_of(puzzle, group, &conclusions);
            let others: Vec<ItemId> = others
                .into_iter()
                .filter(|&o| !known.contains(&cell(subject, o)))
                .collect();
            (!others.is_empty()).then(|| crate::words::clause(puzzle, &[subject], &others, true))
        })
        .collect();

    let mut no: Vec<Fact> = conclusions.into_iter().filter(|f| !f.together).collect();
    let mut groups = Vec::new();
    while !no.is_empty() {
        // The item in the most remaining ✗s (the first such in the order they were found).
        let mut best: Option<(ItemId, usize)> = None;
        for f in &no {
            for item in [f.a, f.b] {
                let count = no.iter().filter(|g| g.a == item || g.b == item).count();
                if best.is_none_or(|(_, c)| count > c) {
                    best = Some((item, count));
                }
            }
        }
        let Some((item, _)) = best else { break };
        let mut others: Vec<ItemId> = no
            .iter()
            .filter(|g| g.a == item || g.b == item)
            .map(|g| if g.a == item { g.b } else { g.a })
            .collect();
        others.sort();
        groups.push(match &others[..] {
            [one] => crate::words::fact(puzzle, item, *one, false),
            _ => crate::words::clause(puzzle, &[item], &others, false),
        });
        no.retain(|g| g.a != item && g.b != item);
    }
    let mut parts = Vec::new();
    if !groups.is_empty() {
        parts.push(crossed_line(crossed, &groups));
    }
    if !yes.is_empty() {
        let yes = yes.join("; ");
        if yes_first {
            parts.insert(0, yes);
        } else {
            parts.push(yes);
        }
    }
    for (i, part) in parts.into_iter().enumerate() {
        let opener = if i == 0 { "So" } else { "Then" };
        lines.push(format!("{opener} {part}."));
    }
    lines
}

/// The crossed-out cells of folded steps, each group of one item said ("neither A nor B is
/// in house 1"), joined; a line no one reads to the end (the first move of a big puzzle
/// crosses out dozens of cells) is said as how many, and why, instead.
fn crossed_line(count: usize, groups: &[String]) -> String {
    let crossed = groups.join("; ");
    if crossed.chars().count() <= LONGEST_LINE || groups.len() <= 3 {
        return crossed;
    }
    format!(
        "{count} more cells are crossed out: what is ruled out for one item of a row is ruled \
         out for the others"
    )
}

/// A cell of the grid, by its two items in order.
pub fn cell(a: ItemId, b: ItemId) -> (ItemId, ItemId) {
    (a.min(b), a.max(b))
}

/// Which item of a group of items tied together by the ✓s of `facts` to say the group about:
/// the first (the place, when it is there: "Alice and the water are in house 2"), unless the
/// group is said with the neutral "goes with" and another item is in every new ✓ of the group
/// and the first is not ("Chinese goes with the water, the dog and the dragonfruit" rather than
/// "the water goes with Chinese, the dog and the dragonfruit" when the water and the dog were
/// known to go together; a template's wording follows its subject, "Mr Tran baked the carrot
/// cake and won gold", so it stays); then the others, in order.
fn subject_of(puzzle: &Puzzle, group: &[ItemId], facts: &[Fact]) -> (ItemId, Vec<ItemId>) {
    let new: Vec<&Fact> = facts
        .iter()
        .filter(|f| f.together && group.contains(&f.a))
        .collect();
    let in_every = |item: ItemId| new.iter().all(|f| f.a == item || f.b == item);
    let neutral = group.iter().enumerate().all(|(i, &a)| {
        group[i + 1..]
            .iter()
            .all(|&b| crate::words::neutral(puzzle, a, b))
    });
    let subject = if !neutral || in_every(group[0]) {
        group[0]
    } else {
        group
            .iter()
            .copied()
            .find(|&i| in_every(i))
            .unwrap_or(group[0])
    };
    let others = group.iter().copied().filter(|&i| i != subject).collect();
    (subject, others)
}

/// The items the ✓s of `facts` tie together, each group sorted (so the earliest category's item,
/// the row when it is there, comes first), groups in the order of their first ✓.
fn together_groups(facts: &[Fact]) -> Vec<Vec<ItemId>> {
    let mut groups: Vec<Vec<ItemId>> = Vec::new();
    for f in facts.iter().filter(|f| f.together) {
        let a = groups.iter().position(|g| g.contains(&f.a));
        let b = groups.iter().position(|g| g.contains(&f.b));
        match (a, b) {
            (Some(a), Some(b)) if a == b => {}
            (Some(a), Some(b)) => {
                let (keep, gone) = (a.min(b), a.max(b));
                let moved = groups.remove(gone);
                groups[keep].extend(moved);
            }
            (Some(a), None) => groups[a].push(f.b),
            (None, Some(b)) => groups[b].push(f.a),
            (None, None) => groups.push(vec![f.a, f.b]),
        }
    }
    for group in &mut groups {
        group.sort();
    }
    groups
}
