//! The words around a step's reason: its headline ("Sgt Gunmetal had the dumbbell.", "Logic
//! stalls here; …"), the one-to-one line, the gathered clue facts of the first move (their
//! headline and one line per fact), the other ways to see a step, and the explanation's notes
//! (how the grouped step is rated, alternatives cut short, where several solutions disagree).

use crate::grid::{Fact, Origin};
use crate::model::{Clue, ItemId, Puzzle};
use crate::prose;
use crate::words::Prose;
use crate::words::{headline_inline, item_among, join, noun, plural, sentence};

/// A step's headline: what it concludes, as a sentence; for the search step, what search
/// settles; for a contradiction or a step with no conclusion, that.
pub fn headline(
    puzzle: &Puzzle,
    search: bool,
    contradiction: bool,
    conclusions: &[Fact],
) -> String {
    if search {
        let settled: Vec<Fact> = conclusions.iter().copied().filter(|f| f.together).collect();
        if contradiction {
            "Logic stalls here, and search finds no solution.".to_string()
        } else if settled.is_empty() {
            "Logic stalls here.".to_string()
        } else {
            format!(
                "Logic stalls here; search settles the rest: {}.",
                headline_inline(puzzle, &settled)
            )
        }
    } else if contradiction {
        "The clues contradict each other.".to_string()
    } else if conclusions.is_empty() {
        "Nothing more follows.".to_string()
    } else {
        format!("{}.", super::headline(puzzle, conclusions))
    }
}

/// A guess's headline: "Billy is in house 1 (a guess)."
pub fn guessed(headline: &str) -> String {
    format!("{} (a guess).", headline.trim_end_matches('.'))
}

/// The reason of the gathered clue facts, whose chain lists them.
pub const GATHERED_REASON: &str = "Each goes straight into the grid:";

/// One gathered clue fact: "Sgt Gunmetal had the dumbbell (clue line 6: `Sgt Gunmetal +
/// dumbbell`)." for a clue that states its fact; "The pool cue was not in the gym: clue line 8
/// (`…`) says the pool cue was in the pool or the lobby." for one whose fact is read from it.
pub fn gathered_line(
    puzzle: &Puzzle,
    conclusions: &[Fact],
    clue: Option<&Clue>,
    says: Option<String>,
) -> Prose {
    let fact = super::headline(puzzle, conclusions);
    Prose::from(match (clue, says) {
        (Some(clue), Some(says)) => format!(
            "{fact}: {} ({}) says {says}.",
            puzzle.clue_name(clue.line),
            puzzle.quote(clue)
        ),
        (Some(clue), None) => format!(
            "{fact} ({}: {}).",
            puzzle.clue_name(clue.line),
            puzzle.quote(clue)
        ),
        (None, _) => format!("{fact}."),
    })
}

/// "clue lines 4 and 7 with step 2", "steps 3 and 5", "clue line 9": what a way to see a step
/// rests on.
pub fn support(clue_lines: &[usize], steps: &[usize]) -> Prose {
    let names = |v: &[usize]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    let clues = match clue_lines {
        [] => String::new(),
        [one] => format!("clue line {one}"),
        many => format!("clue lines {}", join(&names(many), "and")),
    };
    let cited = Prose::cite(steps.iter().map(|&n| n as Origin));
    match (clues.is_empty(), steps.is_empty()) {
        (false, false) => prose![clues, " with ", cited],
        (false, true) => clues.into(),
        _ => cited,
    }
}

/// "Also from clue lines 4 and 7 with step 2.", for one other way to see a step.
pub fn also_from(support: Prose) -> Prose {
    prose!["Also from ", support, "."]
}

/// The line after the other ways shown, when there are more.
pub const MORE_WAYS: &str = "(More ways, not shown.)";

/// How the rating counts the grouped step: "rated as 12: step 1 gathers 3 clue facts, each
/// counted as a step".
pub fn grouping_note(rated: usize, step: usize, parts: usize) -> String {
    format!("rated as {rated}: step {step} gathers {parts} clue facts, each counted as a step")
}

/// `--alternatives` cut short by `--timeout`: "--timeout passed while looking for other ways
/// to see the steps: steps 40 to 52 are shown without them".
pub fn alternatives_note(first: usize, last: usize) -> String {
    let steps = if first >= last {
        format!("step {last} is")
    } else {
        format!("steps {first} to {last} are")
    };
    format!(
        "--timeout passed while looking for other ways to see the steps: {steps} shown without them"
    )
}

/// "Clues 1, 4 and 5 state facts outright." (by their published numbers where every one has
/// one), "Clue lines 6 and 7 state facts outright.", "Clue 2 states a fact outright."
pub fn gathered_headline(puzzle: &Puzzle, clue_lines: &[usize]) -> String {
    let (names, one) = clue_names(puzzle, clue_lines);
    if one {
        format!("{} states a fact outright.", sentence(&names))
    } else {
        format!("{} state facts outright.", sentence(&names))
    }
}

/// Clues named by their lines, as a list: "clue lines 6, 7 and 9", or "clues 2, 3 and 5" when
/// the file numbers them (a numbered clue of several sentences named once).
pub fn clue_list(puzzle: &Puzzle, clue_lines: &[usize]) -> String {
    clue_names(puzzle, clue_lines).0
}

/// [`clue_list`], and whether it names one clue.
fn clue_names(puzzle: &Puzzle, clue_lines: &[usize]) -> (String, bool) {
    let labels: Option<Vec<String>> = clue_lines
        .iter()
        .map(|&l| puzzle.clue_label(l).map(str::to_string))
        .collect();
    let (noun, mut names) = match labels {
        Some(labels) => ("clue", labels),
        None => (
            "clue line",
            clue_lines.iter().map(usize::to_string).collect(),
        ),
    };
    names.dedup();
    match names.len() {
        1 => (format!("{noun} {}", names[0]), true),
        _ => (format!("{noun}s {}", join(&names, "and")), false),
    }
}

/// The one-to-one line of the gathered clue facts: each item listed when they make at most two
/// ✓s; beyond that the list would be longer than the facts, so it is said once for all.
pub fn gathered_one_to_one(
    puzzle: &Puzzle,
    conclusions: &[Fact],
    consequences: &[Fact],
) -> Option<String> {
    let text = one_to_one_text(puzzle, conclusions, consequences)?;
    if conclusions.iter().filter(|f| f.together).count() <= 2 {
        return Some(text);
    }
    Some("One-to-one: every ✓ above rules out the other items of its row and column.".to_string())
}

/// "One-to-one: Sgt Gunmetal has no other weapon, and dumbbell no other suspect."
pub fn one_to_one_text(
    puzzle: &Puzzle,
    conclusions: &[Fact],
    consequences: &[Fact],
) -> Option<String> {
    if consequences.is_empty() {
        return None;
    }
    // For each item of a ✓, the categories in which it now has no other partner. (The items and
    // categories the consequences touch, looked up, not scanned: a clue of 64 items states
    // 2,016 ✓s with 250,000 consequences.)
    let touched_set: std::collections::BTreeSet<(ItemId, usize)> = consequences
        .iter()
        .flat_map(|c| [(c.a, c.b.category), (c.b, c.a.category)])
        .collect();
    let mut by_item: Vec<(ItemId, Vec<usize>)> = Vec::new();
    for f in conclusions.iter().filter(|f| f.together) {
        for (x, y) in [(f.a, f.b), (f.b, f.a)] {
            let touched = touched_set.contains(&(x, y.category));
            if !touched {
                continue;
            }
            match by_item.iter_mut().find(|(item, _)| *item == x) {
                Some((_, categories)) if !categories.contains(&y.category) => {
                    categories.push(y.category)
                }
                Some(_) => {}
                None => by_item.push((x, vec![y.category])),
            }
        }
    }
    if by_item.is_empty() {
        return None;
    }
    let parts: Vec<String> = by_item
        .iter()
        .enumerate()
        .map(|(i, (item, categories))| {
            let names: Vec<String> = categories.iter().map(|&c| noun(puzzle, c, false)).collect();
            let verb = match i {
                0 if plural(puzzle, *item) => " have",
                0 => " has",
                _ => "",
            };
            format!(
                "{}{verb} no other {}",
                item_among(puzzle, *item, categories),
                join(&names, "or")
            )
        })
        .collect();
    let text = join(&parts, "and");
    Some(format!("One-to-one: {text}."))
}

/// "1 of them" / "6 of them".
pub fn plural_steps(n: usize) -> String {
    format!("{n} of them")
}

/// "the rosettes of Mrs Hollis and Mr Tran, and the cakes of Ada Quince".
pub fn describe_disagreements(puzzle: &Puzzle, places: &[(ItemId, usize)]) -> String {
    let mut parts = Vec::new();
    for c in 1..puzzle.category_count() {
        let rows: Vec<String> = places
            .iter()
            .filter(|(_, category)| *category == c)
            .map(|(row, _)| puzzle.item_name(*row).to_string())
            .collect();
        if !rows.is_empty() {
            parts.push(format!(
                "the {} of {}",
                puzzle.category_name(c),
                join(&rows, "and")
            ));
        }
    }
    join(&parts, "and")
}

/// The one-to-one line of the first move that has one, with the rule said once.
pub fn with_the_rule(line: &str) -> String {
    format!("{line} {}", super::ONE_TO_ONE_RULE)
}

/// "Moves: 16, showing 72 of the 125 steps (53 left out: the answer does not need them);
/// --detail steps shows every step".
pub fn moves_summary(moves: usize, total: usize, left_out: usize) -> String {
    let shown = total - left_out;
    let mut out = format!(
        "Moves: {moves}, showing {shown} of the {total} step{}",
        if total == 1 { "" } else { "s" }
    );
    match left_out {
        0 => {}
        1 => out.push_str(" (1 left out: the answer does not need it)"),
        n => out.push_str(&format!(" ({n} left out: the answer does not need them)")),
    }
    out.push_str("; --detail steps shows every step");
    out
}

/// The lines of the steps a first move reads on their own: "And what a clue rules out on its
/// own:", then each step's headline and reason ("BDF 198's distance is not 47 light years.
/// Because clue 1 (…) says …"). None when there are none.
pub fn read_lines(read: &[(&str, &Prose)]) -> Vec<Prose> {
    if read.is_empty() {
        return Vec::new();
    }
    let mut lines = vec![Prose::from("And what a clue rules out on its own:")];
    for &(headline, reason) in read {
        lines.push(prose!["  ", headline, " ", reason]);
    }
    lines
}

/// A move's title: "Move 3".
pub fn move_label(number: usize) -> String {
    format!("Move {number}")
}
