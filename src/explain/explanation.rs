//! The record of an explanation: each [`Step`] (what was concluded, by which technique, from
//! which clues and earlier steps, in plain English) and the whole [`Explanation`] (steps,
//! outcome, solutions, rating). `Display` gives the text users read and snapshot; the same value
//! serialises to JSON through `render::json`.

use crate::explain::rating::{Rating, Tier};
use crate::grid::Fact;
use crate::model::{ItemId, Puzzle, Solution};
use crate::techniques::{CASE_BASE, CaseChain, Context, Deduction, TechniqueId};
use crate::words::Prose;
use crate::words::steps::{
    GATHERED_REASON, alternatives_note, gathered_headline, gathered_line, gathered_one_to_one,
    grouping_note, one_to_one_text,
};
pub use crate::words::steps::{clue_list, describe_disagreements, plural_steps};

/// One step of an explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// From 1.
    pub number: usize,
    /// The technique (or rule) that made it.
    pub technique: TechniqueId,
    /// The cells this step sets.
    pub conclusions: Vec<Fact>,
    /// The one-to-one ✗s that came with its ✓s.
    pub consequences: Vec<Fact>,
    /// The clues it uses (indices into `Puzzle::clues`).
    pub clues: Vec<usize>,
    /// The same clues by line number.
    pub clue_lines: Vec<usize>,
    /// The earlier facts it uses.
    pub facts: Vec<Fact>,
    /// The earlier steps those facts come from.
    pub steps: Vec<usize>,
    /// True when this step shows the grid cannot be completed.
    pub contradiction: bool,
    /// What it concludes, as a sentence.
    pub headline: String,
    /// Why.
    pub reason: Prose,
    /// The shape `reason` says, where the technique gave one (see `words::reasons`).
    pub shape: Option<crate::techniques::Reason>,
    /// Lines shown under the reason: for a contradiction by supposition, what followed, line by
    /// line; for a grouped step (see `parts`), each fact with the clue it comes from.
    pub chain: Vec<Prose>,
    /// For a contradiction or a case split: each case supposed and what followed in it (the
    /// data `chain` shows as text). Empty for every other step.
    pub cases: Vec<CaseChain>,
    /// The one-to-one consequences in words, if any.
    pub one_to_one: Option<String>,
    /// For the step `--group-simple` makes of the first clue facts: those clue-fact steps, each
    /// as it would have been recorded (all numbered like this step). Empty for every other step.
    /// The rating counts each part as a step (see [`Step::rated`]).
    pub parts: Vec<Step>,
    /// With `--alternatives`: other minimal sets of premises that give the same conclusions.
    /// `None` when they were not looked for (the option is off, or the step is a contradiction,
    /// a search or a grouped step).
    pub alternatives: Option<Alternatives>,
}

/// A set of premises: clues and earlier steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Support {
    /// Indices into `Puzzle::clues`, ascending.
    pub clues: Vec<usize>,
    /// The same clues by line number.
    pub clue_lines: Vec<usize>,
    /// Earlier step numbers, ascending.
    pub steps: Vec<usize>,
}

impl Support {
    /// "clue lines 4 and 7 with step 2", "steps 3 and 5", "clue line 9".
    pub fn describe(&self) -> Prose {
        crate::words::steps::support(&self.clue_lines, &self.steps)
    }
}

/// The alternatives found for one step.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Alternatives {
    /// At most the cap, in the order found.
    pub sets: Vec<Support>,
    /// True when more were found than the cap lets through.
    pub more: bool,
}

impl Alternatives {
    /// The lines `explain` prints under the step: "Also from clue lines 4 and 7 with step 2.",
    /// one per set, and a last one when some are not shown.
    pub fn lines(&self) -> Vec<Prose> {
        let mut lines: Vec<Prose> = self
            .sets
            .iter()
            .map(|s| crate::words::steps::also_from(s.describe()))
            .collect();
        if self.more {
            lines.push(crate::words::steps::MORE_WAYS.into());
        }
        lines
    }
}

impl Step {
    /// Records a deduction made on the grid in `ctx` (after it was applied) as step `number`.
    pub fn from_deduction(
        d: Deduction,
        ctx: &Context<'_>,
        number: usize,
        consequences: &[Fact],
    ) -> Step {
        let mut steps: Vec<usize> = d
            .facts
            .iter()
            .map(|f| ctx.grid.origin(f.a, f.b) as usize)
            .filter(|&o| o > 0 && o < number && o < CASE_BASE as usize)
            .collect();
        steps.sort();
        steps.dedup();
        let guessed = matches!(d.shape, Some(crate::techniques::Reason::Guess { .. }));
        let headline = crate::words::steps::headline(
            ctx.puzzle,
            d.technique == TechniqueId::Search && !guessed,
            d.contradiction,
            &d.conclusions,
        );
        let headline = if guessed {
            crate::words::steps::guessed(&headline)
        } else {
            headline
        };
        let clue_lines = d
            .clues
            .iter()
            .filter_map(|&c| ctx.puzzle.clues().get(c))
            .map(|c| c.line)
            .collect();
        let one_to_one = one_to_one_text(ctx.puzzle, &d.conclusions, consequences);
        Step {
            number,
            technique: d.technique,
            conclusions: d.conclusions,
            consequences: consequences.to_vec(),
            clues: d.clues,
            clue_lines,
            facts: d.facts,
            steps,
            contradiction: d.contradiction,
            headline,
            reason: d.reason,
            shape: d.shape,
            chain: d.chain,
            cases: d.cases,
            one_to_one,
            parts: Vec::new(),
            alternatives: None,
        }
    }

    /// One step made of several clue-fact steps (`--group-simple`), on the grid in `ctx` after
    /// all of them: it concludes what they conclude, rests on their clues, and lists each fact
    /// with the clue line it comes from. Numbered like its first part.
    pub fn group(ctx: &Context<'_>, parts: Vec<Step>) -> Step {
        fn union(parts: &[Step], field: impl Fn(&Step) -> &[Fact]) -> Vec<Fact> {
            let mut all: Vec<Fact> = parts
                .iter()
                .flat_map(|p| field(p).iter().copied())
                .collect();
            all.sort();
            all.dedup();
            all
        }
        let conclusions = union(&parts, |p| &p.conclusions);
        let consequences = union(&parts, |p| &p.consequences);
        let facts = union(&parts, |p| &p.facts);
        let mut clues: Vec<usize> = parts.iter().flat_map(|p| p.clues.iter().copied()).collect();
        clues.sort();
        clues.dedup();
        let mut steps: Vec<usize> = parts.iter().flat_map(|p| p.steps.iter().copied()).collect();
        steps.sort();
        steps.dedup();
        let clue_lines: Vec<usize> = clues
            .iter()
            .filter_map(|&c| ctx.puzzle.clues().get(c))
            .map(|c| c.line)
            .collect();
        let headline = gathered_headline(ctx.puzzle, &clue_lines);
        // "Sgt Gunmetal had the dumbbell (clue line 6: `Sgt Gunmetal + dumbbell`)." for a
        // clue that states its fact; "The pool cue was not in the gym: clue line 8 (`…`) says
        // the pool cue was in the pool or the lobby." for one whose fact is read from it.
        let chain = parts
            .iter()
            .map(|p| {
                let clue = p.clues.first().and_then(|&c| ctx.puzzle.clues().get(c));
                let says = p.clues.first().and_then(|&c| {
                    let reading = crate::techniques::clue_fact::reading(ctx.puzzle, c);
                    crate::words::reasons::clue_reading(ctx.puzzle, c, &reading)
                });
                gathered_line(ctx.puzzle, &p.conclusions, clue, says)
            })
            .collect();
        Step {
            number: parts.first().map_or(1, |p| p.number),
            technique: TechniqueId::ClueFact,
            one_to_one: gathered_one_to_one(ctx.puzzle, &conclusions, &consequences),
            conclusions,
            consequences,
            clues,
            clue_lines,
            facts,
            steps,
            contradiction: false,
            headline,
            reason: GATHERED_REASON.into(),
            shape: None,
            chain,
            cases: Vec::new(),
            parts,
            alternatives: None,
        }
    }

    /// Its technique's tier.
    pub fn tier(&self) -> Tier {
        self.technique.tier()
    }

    /// The technique's name as the step's title shows it: "clue facts" for a grouped step.
    pub fn technique_name(&self) -> &'static str {
        if self.parts.is_empty() {
            self.technique.name()
        } else {
            "clue facts"
        }
    }

    /// What the rating counts for this step: its technique, the clues it cites and whether its ✓s
    /// brought one-to-one ✗s; for a grouped step, that of each of its parts, so grouping leaves
    /// the rating as it was.
    pub fn rated(&self) -> Vec<(TechniqueId, usize, bool)> {
        if self.parts.is_empty() {
            vec![(
                self.technique,
                self.clues.len(),
                !self.consequences.is_empty(),
            )]
        } else {
            self.parts.iter().flat_map(Step::rated).collect()
        }
    }
}

pub use crate::solver::Outcome;

/// A whole explanation.
#[derive(Debug, Clone)]
pub struct Explanation {
    /// The puzzle explained.
    pub puzzle: Puzzle,
    /// Every step, in order (numbered from 1).
    pub steps: Vec<Step>,
    /// How it ended.
    pub outcome: Outcome,
    /// The solutions found (the one logic reached, or those search found).
    pub solutions: Vec<Solution>,
    /// True when search stopped at its limit, so there may be more solutions.
    pub truncated: bool,
    /// Its difficulty.
    pub rating: Rating,
    /// `--alternatives` with `--timeout`: the number of the first step the timeout left
    /// without its alternatives (it and every later step have none listed). `None` when every
    /// step was looked at, or alternatives were not asked for.
    pub alternatives_stopped_at: Option<usize>,
    /// Whether the deadline's work budget (not the clock) stopped it (outcome `TimedOut`).
    pub work_limited: bool,
}

impl Explanation {
    /// Whether the explanation needed search.
    pub fn needs_search(&self) -> bool {
        self.steps
            .iter()
            .any(|s| s.technique == TechniqueId::Search)
    }

    /// The step that first settled the cell of `fact` (either way), if any step did.
    pub fn step_settling(&self, fact: Fact) -> Option<&Step> {
        self.steps.iter().find(|s| {
            !s.contradiction
                && s.conclusions
                    .iter()
                    .chain(&s.consequences)
                    .any(|f| f.a == fact.a && f.b == fact.b)
        })
    }

    /// The steps that `targets` depend on, with the targets themselves, in order.
    pub fn slice(&self, targets: &[usize]) -> Vec<&Step> {
        let mut needed = vec![false; self.steps.len() + 1];
        let mut stack: Vec<usize> = targets.to_vec();
        while let Some(number) = stack.pop() {
            if number == 0 || number > self.steps.len() || needed[number] {
                continue;
            }
            needed[number] = true;
            stack.extend(self.steps[number - 1].steps.iter().copied());
        }
        self.steps.iter().filter(|s| needed[s.number]).collect()
    }

    /// The steps a fact rests on: the step that settled its cell, or, for a cell the finished
    /// rows imply without a step of its own, the steps that placed both items in their rows.
    pub fn support_for(&self, fact: Fact) -> Vec<usize> {
        if let Some(step) = self.step_settling(fact) {
            return vec![step.number];
        }
        let row_of = |item: ItemId| -> Vec<usize> {
            if item.category == 0 {
                return Vec::new();
            }
            (0..self.puzzle.size())
                .find_map(|r| {
                    let row = ItemId::new(0, r);
                    self.step_settling(Fact::yes(row, item))
                        .filter(|s| {
                            s.conclusions
                                .iter()
                                .chain(&s.consequences)
                                .any(|f| *f == Fact::yes(row, item))
                        })
                        .map(|s| vec![s.number])
                })
                .unwrap_or_default()
        };
        let mut steps = row_of(fact.a);
        steps.extend(row_of(fact.b));
        steps
    }

    /// With `--group-simple`, how the rating counts the grouped step: "rated as 12: step 1
    /// gathers 3 clue facts, each counted as a step". `None` when no step is grouped.
    pub fn grouping_note(&self) -> Option<String> {
        let grouped = self.steps.iter().find(|s| !s.parts.is_empty())?;
        let rated: usize = self.steps.iter().map(|s| s.rated().len()).sum();
        Some(grouping_note(rated, grouped.number, grouped.parts.len()))
    }

    /// `--alternatives` cut short by `--timeout`: "--timeout passed while looking for other ways
    /// to see the steps: steps 40 to 52 are shown without them". `None` when nothing was cut.
    pub fn alternatives_note(&self) -> Option<String> {
        let first = self.alternatives_stopped_at?;
        let last = self.steps.last()?.number;
        Some(alternatives_note(first, last))
    }

    /// Cells on which the found solutions disagree (first category's rows only).
    pub fn disagreements(&self) -> Vec<(ItemId, usize)> {
        disagreements(&self.puzzle, &self.solutions)
    }
}

/// Where the solutions differ: (item of the first category, other category) for each answer
/// that is not the same in all of them.
pub fn disagreements(puzzle: &Puzzle, solutions: &[Solution]) -> Vec<(ItemId, usize)> {
    let Some(first) = solutions.first() else {
        return Vec::new();
    };
    let mut places = Vec::new();
    for c in 1..puzzle.category_count() {
        for row in 0..puzzle.size() {
            let value = first.item_in_row(row, c);
            if solutions.iter().any(|s| s.item_in_row(row, c) != value) {
                places.push((ItemId::new(0, row), c));
            }
        }
    }
    places
}
