//! A case split in words: the split ("suppose each in turn"), each case's chain of easier
//! steps and how it ends, and what every surviving case agrees on.

use super::*;
use crate::prose;
use crate::words::Prose;

/// Follows every case of `split` in words for at most `bound` steps and, when they give
/// `target` (the conclusions; empty: every case is impossible), the step.
pub(super) fn explain_split(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    split: &Split,
    bound: usize,
    target: &[Fact],
) -> Option<Deduction> {
    let mut chains = Vec::new();
    let mut clues: Vec<usize> = match split.subject {
        Subject::Clue(c) => vec![c],
        Subject::Line(..) | Subject::Cell(_) => Vec::new(),
        Subject::Count(k) => count_clauses(ctx.puzzle, k),
    };
    let mut facts = split.ruled_out.clone();
    let mut left = 0;
    for (i, case) in split.cases.iter().enumerate() {
        // A count's way may suppose clues (read inside its case only, put before the puzzle's).
        let supposed = case_puzzle(ctx.puzzle, split, i);
        let own = supposed_count(split, i);
        let sub = Context {
            puzzle: supposed.as_ref().unwrap_or(ctx.puzzle),
            found_nothing: 0,
            ..*ctx
        };
        let (stop, lines, grid) = follow(&sub, techniques, case, bound, Band::CASE)?;
        // A dead case keeps the lines its contradiction needs; a live one, those that set the
        // shared conclusion (and it must set all of it).
        let (needed, ends) = if stop == Stop::Contradiction {
            let mut needed = vec![false; lines.len()];
            *needed.last_mut()? = true;
            (needed, CaseEnd::Contradiction)
        } else {
            left += 1;
            if !target.iter().all(|&t| grid.holds(t)) {
                return None;
            }
            let needed = lines
                .iter()
                .map(|l| {
                    target
                        .iter()
                        .any(|t| grid.origin(t.a, t.b) == l.origin && !case.contains(t))
                })
                .collect();
            (needed, CaseEnd::Conclusion)
        };
        let (mut steps, c, f) = slice(&lines, needed, Band::CASE);
        supposed_clues_are_the_case(&mut steps, own);
        clues.extend(c.into_iter().filter(|&c| c >= own).map(|c| c - own));
        facts.extend(f);
        chains.push(CaseChain {
            assume: case.clone(),
            supposed: split.ways.get(i).map_or(Vec::new(), |w| w.clues.clone()),
            steps,
            ends,
        });
    }
    if left == 0 && !target.is_empty() {
        return None;
    }
    let (reason, chain) = say(ctx, split, &chains, target);
    let mut d = if target.is_empty() {
        Deduction::contradiction(TechniqueId::CaseSplit, reason)
    } else {
        Deduction::new(TechniqueId::CaseSplit, target.to_vec(), reason)
    };
    d = d.with_clues(clues).with_facts(facts).with_chain(chain);
    d.cases = chains;
    Some(d)
}

/// `target`, and when one case of `chains` is left (and `target` is not a contradiction), also
/// what that case supposes, less what the grid holds: the case holds whole.
pub(super) fn whole_case_left(
    ctx: &Context<'_>,
    chains: &[CaseChain],
    target: &[Fact],
) -> Vec<Fact> {
    let mut target = target.to_vec();
    let left: Vec<&CaseChain> = chains
        .iter()
        .filter(|c| c.ends == CaseEnd::Conclusion)
        .collect();
    if let [case] = left[..]
        && !target.is_empty()
    {
        target.extend(case.assume.iter().copied().filter(|&f| !ctx.grid.holds(f)));
        target.sort();
        target.dedup();
        target = without_brought(target);
    }
    target
}

/// A case's sub-steps that read one of the `supposed` clues its case puts first use the case's
/// supposition, not a clue of the puzzle: their clue lists keep only the puzzle's own, by their
/// indices in the puzzle.
fn supposed_clues_are_the_case(steps: &mut [crate::techniques::SubStep], supposed: usize) {
    for step in steps {
        if step.clues.iter().any(|&c| c < supposed) {
            step.uses_assumption = true;
        }
        step.clues = step
            .clues
            .iter()
            .filter(|&&c| c >= supposed)
            .map(|&c| c - supposed)
            .collect();
    }
}

/// The reason and the chain lines of a split step.
// long because the split, each case's chain and its ending, and the shared conclusion are worded in reading order.
pub(super) fn say(
    ctx: &Context<'_>,
    split: &Split,
    chains: &[CaseChain],
    target: &[Fact],
) -> (Prose, Vec<Prose>) {
    if !ctx.words {
        return (Prose::default(), Vec::new());
    }
    let ways: Vec<String> = (0..split.cases.len())
        .map(|i| way_words(ctx, split, i))
        .collect();
    // For a count of statements, each case named by who lies in it.
    let liars: Option<Vec<String>> = match split.subject {
        Subject::Count(k) => liars_of(ctx, k, split),
        _ => None,
    };
    let opening = match split.subject {
        Subject::Count(k) => {
            let clue = count_clauses(ctx.puzzle, k)
                .first()
                .map_or("a count".to_string(), |&c| ctx.clue_ref(c));
            let ruled = other_ways_ruled_out(ctx, split);
            match &liars {
                Some(liars) if split.cases.len() == 1 => {
                    // Each other way said with why it fails, where that is known.
                    let mut reasons: Vec<Prose> = clashing_reasons(ctx, k, split)
                        .into_iter()
                        .map(Prose::from)
                        .collect();
                    if !split.ruled_out.is_empty() {
                        let facts: Vec<Prose> =
                            split.ruled_out.iter().map(|&f| ctx.say_cited(f)).collect();
                        reasons.push(prose![
                            "any other way clashes with the grid: ",
                            Prose::join(facts, "and")
                        ]);
                    }
                    let mut why = Prose::default();
                    if reasons.is_empty() {
                        why.push(", since any other way clashes at once with the one-to-one rule");
                    } else {
                        why.push(" (");
                        for (i, reason) in reasons.into_iter().enumerate() {
                            if i > 0 {
                                why.push("; ");
                            }
                            why.push(reason);
                        }
                        why.push(")");
                    }
                    prose![
                        format!("By {clue}, only one way is left: {}", liars[0]),
                        why,
                        "."
                    ]
                }
                Some(liars) => prose![
                    format!("By {clue}, {}", join(liars, "or")),
                    ruled,
                    clashing_words(ctx, k, split),
                    ": suppose each in turn."
                ],
                None => prose![
                    format!("By {clue}, {}", crate::words::alternatives(&ways)),
                    ruled,
                    ": take each case in turn."
                ],
            }
        }
        Subject::Line(item, category) => {
            let others: Vec<String> = split
                .cases
                .iter()
                .filter_map(|c| c.first())
                .map(|f| crate::words::item(ctx.puzzle, if f.a == item { f.b } else { f.a }))
                .collect();
            let ruled = if split.ruled_out.is_empty() {
                Prose::default()
            } else {
                prose![" (not ", ctx.list_cited(&split.ruled_out, item), ")"]
            };
            // "Old Gold is with the Englishman, … or the Japanese: take each nationality in
            // turn."
            prose![
                format!(
                    "{} is with {}",
                    crate::words::item(ctx.puzzle, item),
                    join(&others, "or"),
                ),
                ruled,
                format!(
                    ": take each {} in turn.",
                    crate::words::noun(ctx.puzzle, category, false)
                )
            ]
            .sentence()
        }
        // "Either the Japanese smokes Old Gold or not: take both cases in turn."
        Subject::Cell(fact) => Prose::from(crate::words::sentence(&format!(
            "either {} or not: take both cases in turn.",
            headline_inline(ctx.puzzle, &[fact])
        ))),
        Subject::Clue(c) => prose![
            format!(
                "By {}, {}",
                ctx.clue_ref(c),
                crate::words::alternatives(&ways)
            ),
            other_ways_ruled_out(ctx, split),
            ": take each case in turn."
        ],
    };
    let dead: Vec<String> = chains
        .iter()
        .enumerate()
        .filter(|(_, c)| c.ends == CaseEnd::Contradiction)
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    let survivor = chains
        .iter()
        .position(|c| c.ends == CaseEnd::Conclusion)
        .filter(|_| {
            chains
                .iter()
                .filter(|c| c.ends == CaseEnd::Conclusion)
                .count()
                == 1
        });
    let ending = if split.cases.len() == 1 && !target.is_empty() {
        format!("So {}.", headline_inline(ctx.puzzle, target))
    } else if target.is_empty() {
        "Every case is impossible: the clues contradict each other.".to_string()
    } else if let (Some(liars), Some(left)) = (&liars, survivor) {
        format!(
            "Every other case is impossible, so {}: {}.",
            liars[left],
            headline_inline(ctx.puzzle, target)
        )
    } else if chains
        .iter()
        .filter(|c| c.ends == CaseEnd::Conclusion)
        .count()
        == 1
    {
        format!(
            "Every other case is impossible, so {}.",
            headline_inline(ctx.puzzle, target)
        )
    } else if dead.is_empty() {
        format!("Either way, {}.", headline_inline(ctx.puzzle, target))
    } else {
        let cases = if dead.len() == 1 { "Case" } else { "Cases" };
        format!(
            "{cases} {} impossible, and in every other case {}.",
            join(&dead, "and"),
            headline_inline(ctx.puzzle, target)
        )
    };
    let mut lines = Vec::new();
    for (i, chain) in chains.iter().enumerate() {
        // The one way left, when it needs no steps, is said in full by the reason.
        if chains.len() == 1 && chain.steps.is_empty() && chain.ends == CaseEnd::Conclusion {
            break;
        }
        match &liars {
            Some(liars) => lines.push(Prose::from(format!(
                "Case {} of {}: suppose {}: {}.",
                i + 1,
                chains.len(),
                liars[i],
                ways[i]
            ))),
            None => lines.push(Prose::from(format!(
                "Case {} of {}: suppose {}.",
                i + 1,
                chains.len(),
                ways[i]
            ))),
        }
        for step in &chain.steps {
            lines.push(prose![format!("  {}. ", step.number), &step.text]);
            for nested in &step.cases {
                for inner in &nested.steps {
                    lines.push(prose![format!("      {}. ", inner.number), &inner.text]);
                }
            }
        }
        if chain.ends == CaseEnd::Conclusion {
            if chains
                .iter()
                .filter(|c| c.ends == CaseEnd::Conclusion)
                .count()
                == 1
            {
                lines.push("  This is the case left.".into());
            } else if !lines_say(chain, target) {
                lines.push(format!("  So {}.", headline_inline(ctx.puzzle, target)).into());
            }
        }
    }
    (prose![opening, " ", ending], lines)
}

/// " (its other ways are ruled out: …)", with where each fact came from; nothing when none is.
fn other_ways_ruled_out(ctx: &Context<'_>, split: &Split) -> Prose {
    if split.ruled_out.is_empty() {
        return Prose::default();
    }
    let facts: Vec<Prose> = split.ruled_out.iter().map(|&f| ctx.say_cited(f)).collect();
    prose![
        " (its other ways are ruled out: ",
        Prose::join(facts, "and"),
        ")"
    ]
}

/// Whether the sub-steps of `chain` have each said every fact of `target` in their headlines:
/// then "So …" would only say them again ("4. The Spaniard does not live in the yellow house. …
/// So the Spaniard does not live in the yellow house."). A fact the case brings without a line
/// (one-to-one: "house 4 is green" rules out yellow) keeps the "So" line.
fn lines_say(chain: &CaseChain, target: &[Fact]) -> bool {
    !chain.steps.is_empty()
        && target.iter().all(|t| {
            chain
                .steps
                .iter()
                .any(|s| !s.contradiction && s.conclusions.contains(t))
        })
}

/// The ways with one liar the one-to-one rule rules out at once, in words: " (Sister Lapis
/// cannot be the liar: then Sister Lapis was in the graveyard and was in the barracks)".
fn clashing_words(ctx: &Context<'_>, k: usize, split: &Split) -> String {
    let said = clashing_reasons(ctx, k, split);
    if said.is_empty() {
        String::new()
    } else {
        format!(" ({})", said.join("; "))
    }
}

/// Each way of a count that clashes at once with the one-to-one rule, with why ("Father Mango
/// cannot be the liar: then …").
fn clashing_reasons(ctx: &Context<'_>, k: usize, split: &Split) -> Vec<String> {
    let Some(count) = ctx.puzzle.counts().get(k) else {
        return Vec::new();
    };
    let what = if count.liar_when.is_empty() {
        "the one who lies"
    } else {
        "the liar"
    };
    let said: Vec<String> = split
        .clashing
        .iter()
        .filter_map(|(i, clash)| {
            let who = ctx.name(count.statements.get(*i)?.speaker);
            let why = match clash {
                RuleClash::Cells(a, b) => format!(
                    "then {}, which cannot both hold",
                    headline_inline(ctx.puzzle, &[*a, *b])
                ),
                RuleClash::NoPartner(item, c) => format!(
                    "then no {} would be left for {}",
                    crate::words::noun(ctx.puzzle, *c, false),
                    ctx.name(*item)
                ),
            };
            Some(format!("{who} cannot be {what}: {why}"))
        })
        .collect();
    said
}

/// Case `i` of `split` in words: its cells, then each clue it supposes in clue syntax ("Ann
/// was in the hall and `not Bob + cat + study`").
fn way_words(ctx: &Context<'_>, split: &Split, i: usize) -> String {
    let case = &split.cases[i];
    let mut parts = Vec::new();
    if !case.is_empty() {
        parts.push(headline_inline(ctx.puzzle, case));
    }
    for clue in split.ways.get(i).map_or(&[][..], |w| &w.clues[..]) {
        let option = clue
            .text
            .split_once(": ")
            .map_or(&clue.text[..], |(_, o)| o);
        parts.push(format!("`{option}`"));
    }
    let said = join(&parts, "and");
    // A liar line: who is the liar says who lies; the rest tell the truth.
    let count = match split.subject {
        Subject::Count(k) => ctx.puzzle.counts().get(k),
        _ => None,
    };
    match (count, split.ways.get(i)) {
        (Some(count), Some(way)) if !count.liar_when.is_empty() => {
            let names: Vec<String> = way
                .false_options
                .iter()
                .filter_map(|&s| count.statements.get(s))
                .map(|s| ctx.name(s.speaker))
                .collect();
            let who = match names.len() {
                0 => "everyone tells the truth".to_string(),
                1 => format!("{} lies and the others tell the truth", names[0]),
                _ => format!("{} lie and the others tell the truth", join(&names, "and")),
            };
            format!("then {who}, so {said}")
        }
        _ => said,
    }
}

/// For a count of statements, each case named by who lies in it ("Father Mango lies", "Ann and
/// Bob lie", "no one lies"), or for a liar line by who is the liar ("Father Mango is the
/// liar"); `None` for a count of plain options.
pub(super) fn liars_of(ctx: &Context<'_>, k: usize, split: &Split) -> Option<Vec<String>> {
    let count = ctx.puzzle.counts().get(k)?;
    if count.statements.is_empty() || split.ways.len() != split.cases.len() {
        return None;
    }
    let liar_line = !count.liar_when.is_empty();
    Some(
        split
            .ways
            .iter()
            .map(|way| {
                let who = if liar_line {
                    &way.liars
                } else {
                    &way.false_options
                };
                let names: Vec<String> = who
                    .iter()
                    .filter_map(|&i| count.statements.get(i))
                    .map(|s| ctx.name(s.speaker))
                    .collect();
                match (names.len(), liar_line) {
                    (0, false) => "no one lies".to_string(),
                    (1, false) => format!("{} lies", names[0]),
                    (_, false) => format!("{} lie", join(&names, "and")),
                    (0, true) => "no one is the liar".to_string(),
                    (1, true) => format!("{} is the liar", names[0]),
                    (_, true) => format!("{} are the liars", join(&names, "and")),
                }
            })
            .collect(),
    )
}
