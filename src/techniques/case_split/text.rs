//! A case split followed: each case's chain of easier steps and how it ends, what every
//! surviving case agrees on, and the split as a reason's shape (its words are in
//! `words/reasons/splits.rs`).

use super::*;
use crate::techniques::Argued;
use crate::words::Prose;
use crate::words::reasons::{
    CaseOutline, CaseSplit as CaseSplitShape, OutlineStep, Reason, SplitClash, SplitOn, SplitWay,
};

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
pub(super) fn say(
    ctx: &Context<'_>,
    split: &Split,
    chains: &[CaseChain],
    target: &[Fact],
) -> (Argued, Vec<Prose>) {
    let argued = ctx.argue(|| Reason::CaseSplit(shape(ctx, split, chains, target)));
    let lines = match &argued.shape {
        Some(Reason::CaseSplit(shape)) => crate::words::reasons::split_lines(ctx.puzzle, shape),
        _ => Vec::new(),
    };
    (argued, lines)
}

/// The split as a reason's shape: what it splits on, each case (with who lies, for a count of
/// statements), what rules the other ways out, and how each case went.
fn shape(
    ctx: &Context<'_>,
    split: &Split,
    chains: &[CaseChain],
    target: &[Fact],
) -> CaseSplitShape {
    let puzzle = ctx.puzzle;
    let count = match split.subject {
        Subject::Count(k) => puzzle.counts().get(k),
        _ => None,
    };
    let liar_line = count.is_some_and(|c| !c.liar_when.is_empty());
    let speaker = |i: usize| count.and_then(|c| c.statements.get(i)).map(|s| s.speaker);
    let on = match split.subject {
        Subject::Clue(c) => SplitOn::Clue(c),
        Subject::Line(item, category) => SplitOn::Line { item, category },
        Subject::Cell(fact) => SplitOn::Cell(fact),
        Subject::Count(k) => SplitOn::Count {
            clue: count_clauses(puzzle, k).first().copied(),
            liar_line,
            clashing: clashes(split, speaker),
        },
    };
    let ways = (0..split.cases.len())
        .map(|i| {
            let way = split.ways.get(i);
            SplitWay {
                cells: split.cases[i].clone(),
                clues: way
                    .map_or(&[][..], |w| &w.clues[..])
                    .iter()
                    .map(|clue| clue.text.clone())
                    .collect(),
                lying: way
                    .filter(|_| liar_line)
                    .map(|w| w.false_options.iter().filter_map(|&s| speaker(s)).collect()),
            }
        })
        .collect();
    let liars = count
        .filter(|c| !c.statements.is_empty() && split.ways.len() == split.cases.len())
        .map(|_| {
            split
                .ways
                .iter()
                .map(|way| {
                    let who = if liar_line {
                        &way.liars
                    } else {
                        &way.false_options
                    };
                    who.iter().filter_map(|&i| speaker(i)).collect()
                })
                .collect()
        });
    let cases = chains.iter().map(|chain| outline(chain, target)).collect();
    CaseSplitShape {
        on,
        ways,
        liars,
        ruled_out: ctx.cited(&split.ruled_out),
        target: target.to_vec(),
        cases,
    }
}

/// The ways with one liar that the one-to-one rule rules out at once, with the speaker
/// supposed to lie.
fn clashes(split: &Split, speaker: impl Fn(usize) -> Option<ItemId>) -> Vec<SplitClash> {
    split
        .clashing
        .iter()
        .filter_map(|(i, clash)| {
            let speaker = speaker(*i)?;
            Some(match clash {
                RuleClash::Cells(a, b) => SplitClash::Cells {
                    speaker,
                    cells: [*a, *b],
                },
                RuleClash::NoPartner(item, category) => SplitClash::NoPartner {
                    speaker,
                    item: *item,
                    category: *category,
                },
            })
        })
        .collect()
}

/// How one case went: its steps (each with those of a case nested in it), and whether it ends
/// holding the conclusion.
fn outline(chain: &CaseChain, target: &[Fact]) -> CaseOutline {
    CaseOutline {
        steps: chain
            .steps
            .iter()
            .map(|step| OutlineStep {
                number: step.number,
                text: step.text.clone(),
                nested: step
                    .cases
                    .iter()
                    .flat_map(|n| n.steps.iter().map(|s| (s.number, s.text.clone())))
                    .collect(),
            })
            .collect(),
        conclusion: chain.ends == CaseEnd::Conclusion,
        says_target: lines_say(chain, target),
    }
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
