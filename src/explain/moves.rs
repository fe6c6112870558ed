//! Moves: an explanation at a person's length. A *move* is a step that reads a clue or makes a
//! real inference, with the grid's bookkeeping that follows it (one-to-one, last possibility,
//! transitive links) folded under it, the way a person writes out a
//! solution: the move, then "so …" for what the grid fills in. A bookkeeping step goes under the
//! latest move it rests on, so "so" always follows from the move it stands under. Only the steps the answer needs
//! are shown (the backward slice from the answer's ✓s, see [`needed_steps`]); `explain --detail
//! steps` shows every step.
//!
//! Which techniques count as bookkeeping is the one list [`BOOKKEEPING`]. A bookkeeping step
//! that comes before any real move forms a move of its own. When the first move gathers the
//! clue facts, the steps that read one clue on its own (no grid fact; `READ_ALONE`) join it
//! as lines ([`Move::read`]), as a printed solution opens with what each clue says. Moves cite earlier moves, not steps:
//! the steps' words are kept and their citations, kept as numbers ([`Prose`]), are printed as
//! moves. The rating groups
//! its costs by move ([`crate::explain::effort`]); moves never change what it counts.
//!
//! This module groups and words moves; it knows nothing of output formats (`render/` does).

use crate::explain::explanation::{Explanation, Outcome, Step};
use crate::grid::Fact;
use crate::model::{ItemId, Puzzle};
use crate::techniques::TechniqueId;
use crate::words;
use crate::words::Prose;

/// The techniques whose steps are the grid's bookkeeping: folded under the move before them.
/// Not cross-category exclusion: "house 1 can only be green or yellow, and neither drinks beer"
/// is an inference a player needs to see, and folded it read as an unexplained "Then …".
pub const BOOKKEEPING: &[TechniqueId] = &[
    TechniqueId::OneToOne,
    TechniqueId::LastPossibility,
    TechniqueId::TransitiveLink,
];

/// Whether a step is bookkeeping (folded under the move before it) rather than a move. A step
/// that shows a contradiction is always a move.
pub fn is_bookkeeping(step: &Step) -> bool {
    !step.contradiction && step.parts.is_empty() && BOOKKEEPING.contains(&step.technique)
}

/// Whether a bookkeeping step would hide a chain inside the move it goes under: a last
/// possibility that places a ✓ from what that move's own bookkeeping found (rather than from the
/// move's step or earlier moves), with at least three others to rule out (four items a
/// category). A person finds such a ✓ as a move of its own ("only the Ukrainian is left for
/// house 2"), and folded it would read as an unexplained "Then …"; with three items a category
/// the last one is the mop-up a person writes in the same breath ("so Miss Saffron had the pool
/// cue and was in the lobby").
fn cascades(explanation: &Explanation, step: &Step, home: &Move) -> bool {
    explanation.puzzle.size() >= 4
        && step.technique == TechniqueId::LastPossibility
        && step.conclusions.iter().any(|f| f.together)
        && step
            .steps
            .iter()
            .chain(&cited_steps(step))
            .any(|n| home.folded.contains(n))
}

/// The items the ✓s shown so far tie together (a union-find over every item): a ✓ between two
/// items already tied is what the shown moves say already ("Brandt goes with the east wing and
/// the security guard"), not a new finding.
struct Rows {
    parent: Vec<usize>,
    n: usize,
}

impl Rows {
    fn new(puzzle: &Puzzle) -> Rows {
        let n = puzzle.size();
        Rows {
            parent: (0..n * puzzle.category_count()).collect(),
            n,
        }
    }

    fn root(&mut self, item: ItemId) -> usize {
        let mut i = item.category * self.n + item.index;
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn joined(&mut self, a: ItemId, b: ItemId) -> bool {
        self.root(a) == self.root(b)
    }

    fn join(&mut self, a: ItemId, b: ItemId) {
        let (ra, rb) = (self.root(a), self.root(b));
        self.parent[ra.max(rb)] = ra.min(rb);
    }
}

/// How much of an explanation to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Detail {
    /// Moves, with bookkeeping folded in, only what the answer needs (the default).
    #[default]
    Moves,
    /// Every step, one deduction each, numbered as found.
    Steps,
}

/// One move: a real step and the bookkeeping steps folded under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// From 1.
    pub number: usize,
    /// The number of the step that makes the move.
    pub step: usize,
    /// For the first move, when it reads the clue facts: the steps that read one clue on its
    /// own, with no fact of the grid (the places at the ends a comparison rules out: "BDF 198
    /// is 4 light years less than Xidat, so it is not 45 or 47"), shown as lines of it, the
    /// way a printed solution opens with what each clue says. Empty for every other move.
    pub read: Vec<usize>,
    /// The numbers of the bookkeeping steps folded under it, in order.
    pub folded: Vec<usize>,
}

impl Move {
    /// Every step of the move: the one that makes it, those it reads (see [`Move::read`]), then
    /// the bookkeeping folded under it.
    pub fn steps(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(self.step)
            .chain(self.read.iter().copied())
            .chain(self.folded.iter().copied())
    }
}

/// The techniques whose steps, reading one clue with no fact of the grid, join the first move
/// that reads the clue facts (see [`Move::read`]).
const READ_ALONE: &[TechniqueId] = &[
    TechniqueId::ClueFact,
    TechniqueId::OrderBounds,
    TechniqueId::FixedOffset,
    TechniqueId::Adjacency,
];

/// Whether `step` reads one clue on its own (no grid fact, no earlier step) with a technique of
/// [`READ_ALONE`], so that it joins the first move when that move reads the clue facts.
fn reads_alone(step: &Step) -> bool {
    READ_ALONE.contains(&step.technique)
        && !step.contradiction
        && step.clues.len() == 1
        && step.facts.is_empty()
        && step.steps.is_empty()
        && step.cases.is_empty()
        && step.parts.is_empty()
        && cited_steps(step).is_empty()
}

/// An explanation's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moves {
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// The numbers of the steps no move shows: nothing the answer needs rests on them.
    pub left_out: Vec<usize>,
    /// For each step number (index 0 unused), the move that shows it.
    move_of: Vec<Option<usize>>,
}

impl Moves {
    /// Groups an explanation's needed steps into moves.
    pub fn of(explanation: &Explanation) -> Moves {
        let needed = needed_steps(explanation);
        let mut moves: Vec<Move> = Vec::new();
        let mut left_out = Vec::new();
        let mut move_of = vec![None; explanation.steps.len() + 1];
        let mut rows = Rows::new(&explanation.puzzle);
        for step in &explanation.steps {
            if !needed[step.number] {
                left_out.push(step.number);
                continue;
            }
            let known = step
                .conclusions
                .iter()
                .all(|f| !f.together || rows.joined(f.a, f.b));
            for f in step.conclusions.iter().filter(|f| f.together) {
                rows.join(f.a, f.b);
            }
            // What a clue says on its own joins the first move, when that move reads the clues.
            if let Some(first) = moves.first_mut()
                && !explanation.steps[first.step - 1].parts.is_empty()
                && reads_alone(step)
            {
                first.read.push(step.number);
                move_of[step.number] = Some(first.number);
                continue;
            }
            // Bookkeeping goes under the latest move it rests on (what it follows from), or
            // the move before it when it rests on none.
            let home = step
                .steps
                .iter()
                .chain(&cited_steps(step))
                .filter_map(|&n| move_of.get(n).copied().flatten())
                .max()
                .or(moves.last().map(|m: &Move| m.number));
            let number = match home {
                Some(home)
                    if is_bookkeeping(step)
                        && (known || !cascades(explanation, step, &moves[home - 1])) =>
                {
                    moves[home - 1].folded.push(step.number);
                    home
                }
                _ => {
                    moves.push(Move {
                        number: moves.len() + 1,
                        step: step.number,
                        read: Vec::new(),
                        folded: Vec::new(),
                    });
                    moves.len()
                }
            };
            move_of[step.number] = Some(number);
        }
        Moves {
            moves,
            left_out,
            move_of,
        }
    }

    /// Each move's steps in order (see [`Move::steps`]).
    pub fn steps_of<'a>(&self, explanation: &'a Explanation) -> Vec<Vec<&'a Step>> {
        self.moves
            .iter()
            .map(|m| m.steps().map(|n| &explanation.steps[n - 1]).collect())
            .collect()
    }

    /// The move that shows step `number`, if any.
    pub fn move_of(&self, step: usize) -> Option<usize> {
        self.move_of.get(step).copied().flatten()
    }

    /// A move's words, as the text output prints it (see `MoveText`).
    pub fn text<'a>(&self, explanation: &'a Explanation, m: &Move) -> MoveText<'a> {
        let step = &explanation.steps[m.step - 1];
        let cite = |prose: &Prose| prose.text_with(|n| self.move_of(n));
        let folded: Vec<&Step> = m
            .folded
            .iter()
            .map(|&n| &explanation.steps[n - 1])
            .collect();
        // The ✓s a reader has marked when the folded lines start: those of the moves before this
        // one, and of this move's own step.
        let known: std::collections::HashSet<(ItemId, ItemId)> = explanation
            .steps
            .iter()
            .filter(|s| {
                s.number == m.step
                    || m.read.contains(&s.number)
                    || self.move_of(s.number).is_some_and(|n| n < m.number)
            })
            .flat_map(|s| s.conclusions.iter().filter(|f| f.together))
            .map(|f| words::bookkeeping::cell(f.a, f.b))
            .collect();
        // The one-to-one rule is said where a move first uses it; later moves use it silently.
        let first_one_to_one = self
            .moves
            .iter()
            .find(|other| explanation.steps[other.step - 1].one_to_one.is_some())
            .is_some_and(|other| other.number == m.number);
        let one_to_one = step
            .one_to_one
            .as_ref()
            .filter(|_| first_one_to_one)
            .map(|text| words::steps::with_the_rule(text));
        MoveText {
            number: m.number,
            label: words::steps::move_label(m.number),
            step,
            one_to_one,
            reason: cite(&step.reason),
            chain: step
                .chain
                .iter()
                .map(cite)
                .chain(read_lines(explanation, m).iter().map(cite))
                .collect(),
            alternatives: step
                .alternatives
                .as_ref()
                .map_or_else(Vec::new, |a| a.lines().iter().map(cite).collect()),
            bookkeeping: {
                let conclusions: Vec<Fact> = folded
                    .iter()
                    .flat_map(|s| s.conclusions.iter().copied())
                    .collect();
                words::bookkeeping::lines(&explanation.puzzle, &conclusions, &known)
            },
        }
    }

    /// "Moves: 16, showing 72 of the 125 steps (53 left out: the answer does not need them);
    /// --detail steps shows every step".
    pub fn summary(&self, explanation: &Explanation) -> String {
        let total = explanation.steps.len();
        words::steps::moves_summary(self.moves.len(), total, self.left_out.len())
    }
}

/// The words of one move.
#[derive(Debug, Clone)]
pub struct MoveText<'a> {
    pub number: usize,
    /// The title's first words: "Move 4" (a hint says "Next move").
    pub label: String,
    /// The step that makes the move (its headline is used as it is).
    pub step: &'a Step,
    /// Its one-to-one line, on the first move that uses the rule only, with the rule said once.
    pub one_to_one: Option<String>,
    /// Its reason, citing moves.
    pub reason: String,
    /// Its chain (a supposition's lines, a grouped step's facts), citing moves.
    pub chain: Vec<String>,
    /// `--alternatives` lines, citing moves.
    pub alternatives: Vec<String>,
    /// What the folded bookkeeping fills in, in at most two lines ("So …", "Then …").
    pub bookkeeping: Vec<String>,
}

/// Which steps the answer needs, indexed by step number (index 0 unused): the backward slice
/// from the steps that settle the answer's ✓s (each row's item of every other category), closed
/// under the steps each one cites. A puzzle with no solution needs what leads to the
/// contradiction; one that logic does not finish alone (several solutions, search, a timeout,
/// a step limit) keeps every step, since all of them are what logic settled.
pub fn needed_steps(explanation: &Explanation) -> Vec<bool> {
    let steps = &explanation.steps;
    let everything = vec![true; steps.len() + 1];
    let targets: Vec<usize> = match explanation.outcome {
        _ if explanation.needs_search() => return everything,
        Outcome::Solved => {
            let Some(solution) = explanation.solutions.first() else {
                return everything;
            };
            let puzzle = &explanation.puzzle;
            let mut targets = Vec::new();
            for row in 0..puzzle.size() {
                for c in 1..puzzle.category_count() {
                    let item = ItemId::new(c, solution.item_in_row(row, c));
                    targets.extend(explanation.support_for(Fact::yes(ItemId::new(0, row), item)));
                }
            }
            targets
        }
        Outcome::NoSolution => match steps.iter().rev().find(|s| s.contradiction) {
            Some(step) => vec![step.number],
            None => return everything,
        },
        Outcome::SeveralSolutions | Outcome::Unfinished | Outcome::TimedOut => return everything,
    };
    let mut needed = vec![false; steps.len() + 1];
    let mut stack = targets;
    while let Some(number) = stack.pop() {
        if number == 0 || number > steps.len() || needed[number] {
            continue;
        }
        needed[number] = true;
        let step = &steps[number - 1];
        stack.extend(step.steps.iter().copied());
        // A step's words may name a step its premises reach only through another (a grouped
        // step's parts); keep those too, so every citation shown has its move.
        stack.extend(cited_steps(step));
    }
    needed
}

/// Every step number a step's words cite.
pub fn cited_steps(step: &Step) -> Vec<usize> {
    let mut out: Vec<usize> = std::iter::once(&step.reason)
        .chain(&step.chain)
        .flat_map(Prose::steps)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The lines of the steps a first move reads (see [`Move::read`]), worded by
/// `words::steps::read_lines`.
fn read_lines(explanation: &Explanation, m: &Move) -> Vec<Prose> {
    let read: Vec<(&str, &Prose)> = m
        .read
        .iter()
        .map(|&n| {
            let step = &explanation.steps[n - 1];
            (step.headline.as_str(), &step.reason)
        })
        .collect();
    words::steps::read_lines(&read)
}
