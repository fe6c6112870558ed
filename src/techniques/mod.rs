//! The catalog of human deduction techniques, easiest first.
//!
//! Each technique is a unit struct in its own module implementing [`Technique`]: given the puzzle
//! and the grid it finds the next deduction it can make, or nothing. It never changes the grid
//! and never guesses; the deduction loop (`run`) applies what it finds. [`CATALOG`] lists them
//! in the order the engine tries them (the order of [`TABLE`]); that order is a product decision.
//!
//! # How to add a technique
//! 1. Add a variant to [`TechniqueId`] (in `id.rs`, at its rank) and its row to [`TABLE`]: id,
//!    name, tier, weight and the unit struct that finds it.
//! 2. Write `src/techniques/<id>.rs`: a `//!` header in plain words, a unit struct implementing
//!    [`Technique`], and unit tests (one case where it fires, one where it must not).
//! 3. Add `techniques/<id>/` at the top level: `README.md` (what a person does), `puzzle.txt` (a
//!    minimal puzzle that needs it) — the catalog test then snapshots its explanation.
//!
//! Besides the techniques: `run` (the deduction loop they and the engine share), `scan` and
//! `scan_memo` (grid scans the cheap techniques share, and their memo), `compare` (the reading
//! of comparison clues), and the data every technique returns ([`Deduction`], [`CaseChain`]).

mod adjacency;
mod case_split;
mod chain;
mod clue_cases;
pub(crate) mod clue_fact;
mod compare;
mod contradiction;
mod cross_exclusion;
mod fixed_offset;
pub mod id;
mod last_option;
mod last_possibility;
mod liar_cases;
mod order_bounds;
mod pair_cases;
mod refutations;
pub mod run;
mod same_offset;
mod scan;
mod scan_memo;
mod subsets;
mod touched;
mod transitive_link;

pub use adjacency::Adjacency;
pub use case_split::CaseSplit;
pub use id::{TechniqueId, Tier};

pub use clue_cases::ClueCases;
pub use clue_fact::{ClueFact, facts_of as clue_facts_of};
pub use contradiction::Contradiction;
#[cfg(any(test, feature = "internals"))]
pub use contradiction::without_long_chains;
pub use cross_exclusion::CrossExclusion;
pub use fixed_offset::FixedOffset;
pub use last_option::LastOption;
pub use last_possibility::LastPossibility;
pub use liar_cases::LiarCases;
pub use order_bounds::OrderBounds;
pub use pair_cases::PairCases;
pub use same_offset::SameOffset;
pub use scan_memo::ScanMemo;
pub use subsets::Subsets;
pub use touched::{Quiet, Touched};
pub use transitive_link::TransitiveLink;

use std::cell::{RefCell, RefMut};

use crate::deadline::Deadline;
use crate::grid::{Fact, Grid, Origin};
use crate::model::{ItemId, Puzzle};
pub use crate::words::Prose;
pub use crate::words::reasons::Reason;

/// One technique's row in [`TABLE`].
pub struct Row {
    pub id: TechniqueId,
    /// The snake_case id: the module name, the catalog folder and the JSON value.
    pub key: &'static str,
    /// The name shown in explanations.
    pub name: &'static str,
    /// The difficulty tier of a puzzle that needs this technique.
    pub tier: Tier,
    /// Points a step of this technique adds to the difficulty score (see docs/difficulty.md).
    pub weight: u32,
    /// The code that finds it, for the techniques the engine tries in turn. One-to-one is a rule
    /// applied with every ✓ (its ✗s are shown as consequences of the step that placed the ✓);
    /// search is the engine's fallback, not a technique.
    pub finder: Option<&'static dyn Technique>,
}

/// Every technique and rule, easiest first, in the order of [`TechniqueId`]'s variants (a test
/// keeps them in step). The order is the order the engine tries them: a product decision.
#[rustfmt::skip]
pub static TABLE: [Row; 17] = [
    Row { id: TechniqueId::ClueFact, key: "clue_fact", name: "clue fact", tier: Tier::Easy, weight: 1, finder: Some(&ClueFact) },
    Row { id: TechniqueId::OneToOne, key: "one_to_one", name: "one-to-one", tier: Tier::Easy, weight: 0, finder: None },
    Row { id: TechniqueId::LastPossibility, key: "last_possibility", name: "last possibility", tier: Tier::Easy, weight: 1, finder: Some(&LastPossibility) },
    Row { id: TechniqueId::TransitiveLink, key: "transitive_link", name: "transitive link", tier: Tier::Medium, weight: 2, finder: Some(&TransitiveLink) },
    Row { id: TechniqueId::LastOption, key: "last_option", name: "last option", tier: Tier::Medium, weight: 3, finder: Some(&LastOption) },
    Row { id: TechniqueId::CrossExclusion, key: "cross_exclusion", name: "cross-category exclusion", tier: Tier::Medium, weight: 3, finder: Some(&CrossExclusion) },
    Row { id: TechniqueId::OrderBounds, key: "order_bounds", name: "order bounds", tier: Tier::Medium, weight: 2, finder: Some(&OrderBounds) },
    Row { id: TechniqueId::FixedOffset, key: "fixed_offset", name: "fixed offset", tier: Tier::Medium, weight: 3, finder: Some(&FixedOffset) },
    Row { id: TechniqueId::SameOffset, key: "same_offset", name: "same offset", tier: Tier::Medium, weight: 3, finder: Some(&SameOffset) },
    Row { id: TechniqueId::Adjacency, key: "adjacency", name: "adjacency", tier: Tier::Medium, weight: 3, finder: Some(&Adjacency) },
    Row { id: TechniqueId::Subsets, key: "subsets", name: "subsets", tier: Tier::Hard, weight: 5, finder: Some(&Subsets) },
    Row { id: TechniqueId::PairCases, key: "pair_cases", name: "pair cases", tier: Tier::Hard, weight: 5, finder: Some(&PairCases) },
    Row { id: TechniqueId::LiarCases, key: "liar_cases", name: "liar cases", tier: Tier::Hard, weight: 8, finder: Some(&LiarCases) },
    Row { id: TechniqueId::ClueCases, key: "clue_cases", name: "clue case analysis", tier: Tier::Hard, weight: 6, finder: Some(&ClueCases) },
    Row { id: TechniqueId::Contradiction, key: "contradiction", name: "contradiction", tier: Tier::Expert, weight: 20, finder: Some(&Contradiction) },
    Row { id: TechniqueId::CaseSplit, key: "case_split", name: "case split", tier: Tier::Master, weight: 30, finder: Some(&CaseSplit) },
    Row { id: TechniqueId::Search, key: "search", name: "search", tier: Tier::Extreme, weight: 100, finder: None },
];

/// The techniques the engine tries, easiest first: the rows of [`TABLE`] that have a finder.
pub static CATALOG: std::sync::LazyLock<Vec<&'static dyn Technique>> =
    std::sync::LazyLock::new(|| TABLE.iter().filter_map(|row| row.finder).collect());

/// One deduction technique.
pub trait Technique: Sync {
    fn id(&self) -> TechniqueId;

    /// The next deduction this technique can make on the grid, if any. Pure: reads only.
    fn find(&self, ctx: &Context<'_>) -> Option<Deduction>;

    /// True when finding nothing on a grid means finding nothing on any grid with more cells
    /// set (reading plain clue facts in is like that). The engine stops asking such a technique
    /// once it has found nothing.
    fn monotone(&self) -> bool {
        false
    }

    /// True when what this technique finds always involves an item whose lines changed since a
    /// grid on which it found nothing: then, given [`Context::touched`], it looks only there
    /// (see [`Touched`]) and finds the same.
    fn local(&self) -> bool {
        false
    }
}

/// What a technique found: facts to set (or a contradiction), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deduction {
    pub technique: TechniqueId,
    /// The cells it sets. Empty for a contradiction.
    pub conclusions: Vec<Fact>,
    /// True when the grid can no longer be completed (the puzzle, or a supposition, is wrong).
    pub contradiction: bool,
    /// Indices of the clues it uses (into `Puzzle::clues`), sorted.
    pub clues: Vec<usize>,
    /// Grid facts it uses, sorted.
    pub facts: Vec<Fact>,
    /// Why, in plain English, citing clues and steps ("Because …"); citations kept as data.
    pub reason: Prose,
    /// The shape `reason` says, for the techniques that give one (and only when its words
    /// were asked for).
    pub shape: Option<Reason>,
    /// For contradictions found under a supposition and case splits: the chain of what
    /// followed, one per line (the text of `cases`).
    pub chain: Vec<Prose>,
    /// For a contradiction or a case split: each case supposed and what followed in it, as data.
    pub cases: Vec<CaseChain>,
}

/// One case of a contradiction or a case split: what was supposed, the easier steps that
/// followed (only those the ending needs, numbered from 1), and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseChain {
    /// The facts supposed (set on a copy of the grid before the first sub-step).
    pub assume: Vec<Fact>,
    /// Clues supposed besides the facts (a liar case's statements that are not one cell, read
    /// inside the case like clues; see `liar_cases`); empty for every other case.
    pub supposed: Vec<crate::model::Clue>,
    pub steps: Vec<SubStep>,
    pub ends: CaseEnd,
}

/// What holding one case of a contradiction or case split in mind costs (the rating's weight).
pub const CASE_COST: u32 = 4;

impl CaseChain {
    /// A look-ahead's size, as the rating counts it: [`CASE_COST`] per case held in mind, and one
    /// per sub-step followed (a nested look-ahead's cases and sub-steps included).
    pub fn size(cases: &[CaseChain]) -> u32 {
        cases
            .iter()
            .map(|case| {
                CASE_COST
                    + case
                        .steps
                        .iter()
                        .map(|s| 1 + CaseChain::size(&s.cases))
                        .sum::<u32>()
            })
            .sum()
    }

    /// Whether every case of `cases` replays on `grid`, the grid a reader has where the step
    /// stands: its supposition set, then each sub-step's conclusions (and each nested step's own
    /// cases from where it stands), without a clash before the case's last sub-step. A chain
    /// followed again on a grid of its premises alone may set cells the reader's grid already
    /// rules out (it would meet its contradiction sooner there); such a chain is not shown. A
    /// case whose supposition the grid already refutes is not checked (nothing in it is read
    /// against this grid).
    pub fn all_replay_on(cases: &[CaseChain], grid: &Grid) -> bool {
        cases.iter().all(|case| {
            let mut copy = grid.clone();
            if case
                .assume
                .iter()
                .any(|&f| copy.assign(f, SUPPOSITION).is_err())
            {
                return true;
            }
            case.steps.iter().all(|sub| {
                CaseChain::all_replay_on(&sub.cases, &copy)
                    && (sub.contradiction
                        || sub
                            .conclusions
                            .iter()
                            .all(|&f| copy.assign(f, SUPPOSITION).is_ok()))
            })
        })
    }
}

/// How a case ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CaseEnd {
    /// Its last sub-step is a contradiction: the case is impossible.
    Contradiction,
    /// It holds the step's conclusions (with what it supposed and its sub-steps).
    Conclusion,
}

/// One step inside a case, numbered from 1 within the case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubStep {
    pub number: usize,
    pub technique: TechniqueId,
    /// The cells it sets (for a contradiction, what clashed, if anything).
    pub conclusions: Vec<Fact>,
    pub contradiction: bool,
    /// The clues it uses (indices into `Puzzle::clues`).
    pub clues: Vec<usize>,
    /// The facts from outside the case it uses (known before the step that holds the case).
    pub facts: Vec<Fact>,
    /// The earlier sub-steps of the same case it uses.
    pub uses: Vec<usize>,
    /// Whether it uses the case's supposition.
    pub uses_assumption: bool,
    /// "A is with B. Because …", with "(from 2 above)" for sub-steps of the case.
    pub text: Prose,
    /// The shape the text's reason says, where the technique gave one.
    pub shape: Option<Reason>,
    /// A nested contradiction or case split: its own cases.
    pub cases: Vec<CaseChain>,
}

/// A reason: its words, and the shape they say when a technique gave one ([`Context::argue`]).
#[derive(Debug, Clone, Default)]
pub struct Argued {
    pub shape: Option<Reason>,
    pub words: Prose,
}

impl Argued {
    /// A shape and its words.
    pub fn of(puzzle: &Puzzle, shape: Reason) -> Argued {
        Argued {
            words: crate::words::reasons::say(puzzle, &shape),
            shape: Some(shape),
        }
    }
}

impl<P: Into<Prose>> From<P> for Argued {
    fn from(words: P) -> Argued {
        Argued {
            shape: None,
            words: words.into(),
        }
    }
}

impl Deduction {
    pub fn new(
        technique: TechniqueId,
        conclusions: Vec<Fact>,
        reason: impl Into<Argued>,
    ) -> Deduction {
        let mut conclusions = conclusions;
        conclusions.sort();
        conclusions.dedup();
        let reason = reason.into();
        Deduction {
            technique,
            conclusions,
            contradiction: false,
            clues: Vec::new(),
            facts: Vec::new(),
            reason: reason.words,
            shape: reason.shape,
            chain: Vec::new(),
            cases: Vec::new(),
        }
    }

    pub fn contradiction(technique: TechniqueId, reason: impl Into<Argued>) -> Deduction {
        Deduction {
            contradiction: true,
            ..Deduction::new(technique, Vec::new(), reason)
        }
    }

    pub fn with_clues(mut self, clues: impl IntoIterator<Item = usize>) -> Deduction {
        self.clues.extend(clues);
        self.clues.sort();
        self.clues.dedup();
        self
    }

    pub fn with_chain(mut self, chain: Vec<Prose>) -> Deduction {
        self.chain = chain;
        self
    }

    pub fn with_facts(mut self, facts: impl IntoIterator<Item = Fact>) -> Deduction {
        self.facts.extend(facts);
        self.facts.sort();
        self.facts.dedup();
        self
    }
}

pub use crate::grid::{CASE_BASE, CASE_SUPPOSITION, SUPPOSED_BASE, SUPPOSITION};

/// What a technique looks at: the puzzle and the grid so far.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    pub puzzle: &'a Puzzle,
    pub grid: &'a Grid,
    /// Whether anyone will read the reasons. A supposition followed only to see where it
    /// leads (see `contradiction`) needs the conclusions, not the words.
    pub words: bool,
    /// Whether anyone will read what a deduction rests on (its clues and facts); a run followed
    /// only to see where it leads needs the conclusions alone, and a technique may then leave
    /// out work that only chooses what to cite.
    pub premises: bool,
    /// When to give up (`--timeout`); long techniques (`contradiction`) check it as they go.
    pub deadline: Deadline,
    /// What the cheap techniques learnt on earlier passes over this grid (see [`ScanMemo`]);
    /// the engine keeps it, others leave it out. A context for another grid must not copy it
    /// (it is checked: a memo for another grid is ignored).
    pub memo: Option<&'a RefCell<ScanMemo>>,
    /// For a [local](Technique::local) technique that found nothing on the grid this run of
    /// steps started from: the items touched since (see [`Touched`]).
    pub touched: Option<&'a Touched>,
    /// Techniques known to find nothing on this grid (bit `id as usize`): those the engine
    /// asked before this one in the same pass.
    pub found_nothing: u64,
}

impl<'a> Context<'a> {
    pub fn new(puzzle: &'a Puzzle, grid: &'a Grid) -> Context<'a> {
        Context {
            puzzle,
            grid,
            words: true,
            premises: true,
            deadline: Deadline::none(),
            memo: None,
            touched: None,
            found_nothing: 0,
        }
    }

    /// The same context, with the engine's memo of earlier passes over this grid.
    pub fn with_memo(self, memo: &'a RefCell<ScanMemo>) -> Context<'a> {
        Context {
            memo: Some(memo),
            ..self
        }
    }

    /// The same context, for a local technique that found nothing before `touched` changed.
    pub fn with_touched(self, touched: &'a Touched) -> Context<'a> {
        Context {
            touched: Some(touched),
            ..self
        }
    }

    /// Whether a local technique need look at a place where `item` takes part: always, unless
    /// the items touched since it found nothing are known and `item` is not one of them.
    pub fn looks_at(&self, item: ItemId) -> bool {
        self.touched.is_none_or(|t| t.item(item))
    }

    /// Whether `technique` is known to find nothing on this grid.
    pub fn found_nothing(&self, technique: TechniqueId) -> bool {
        self.found_nothing & technique.bit() != 0
    }

    /// Whether a local technique need look at `clue`: unless the touched items are known, and
    /// none of them is among the clue's.
    pub fn looks_at_clue(&self, clue: &crate::model::Clue) -> bool {
        self.touched.is_none_or(|t| {
            clue.options.iter().any(|o| {
                o.terms
                    .iter()
                    .any(|term| term.alternatives.iter().any(|&i| t.item(i)))
            })
        })
    }

    /// The memo of earlier passes, if there is one for this grid.
    pub fn memo(&self) -> Option<RefMut<'a, ScanMemo>> {
        let memo = self.memo?.try_borrow_mut().ok()?;
        memo.is_for(self.grid).then_some(memo)
    }

    /// The same context, giving up at `deadline`.
    pub fn with_deadline(self, deadline: Deadline) -> Context<'a> {
        Context { deadline, ..self }
    }

    /// A context whose deductions come without reasons (their `reason` is empty).
    pub fn quiet(puzzle: &'a Puzzle, grid: &'a Grid) -> Context<'a> {
        Context {
            words: false,
            ..Context::new(puzzle, grid)
        }
    }

    /// `d` resting on `facts` (see [`Deduction::with_facts`]), where anyone will read what it
    /// rests on; else `d` as it is (a run followed only for where it leads).
    pub fn resting_on(&self, d: Deduction, facts: impl IntoIterator<Item = Fact>) -> Deduction {
        if self.premises {
            d.with_facts(facts)
        } else {
            d
        }
    }

    /// A reason's shape and its words (see [`crate::words::reasons`]), or an empty reason when
    /// nobody will read it (the shape is then never built).
    pub fn argue(&self, shape: impl FnOnce() -> Reason) -> Argued {
        if self.words {
            Argued::of(self.puzzle, shape())
        } else {
            Argued::default()
        }
    }

    /// Grid facts, each with where it came from, for a reason's shape.
    pub fn cited(&self, facts: &[Fact]) -> Vec<crate::words::reasons::Cited> {
        facts
            .iter()
            .map(|&f| (f, self.grid.origin(f.a, f.b)))
            .collect()
    }

    /// Where a grid fact came from.
    pub fn origin(&self, fact: Fact) -> Origin {
        self.grid.origin(fact.a, fact.b)
    }
}

pub use crate::words::join;

/// Items of `category` in a mask, in list order.
pub fn items_in(mask: u64, category: usize) -> impl Iterator<Item = ItemId> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let index = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        Some(ItemId::new(category, index))
    })
}

/// Every item of the puzzle, categories in order.
/// The techniques a look-ahead (a supposition, a case) is followed with: those before `below`
/// other than liar cases, less any that is monotone and finds nothing now (it finds nothing
/// under any supposition either).
pub(crate) fn easier(ctx: &Context<'_>, below: TechniqueId) -> Vec<&'static dyn Technique> {
    CATALOG
        .iter()
        .copied()
        .filter(|t| t.id() < below && t.id() != TechniqueId::LiarCases)
        .filter(|t| !t.monotone() || (!ctx.found_nothing(t.id()) && t.find(ctx).is_some()))
        .collect()
}

pub fn all_items(grid: &Grid) -> impl Iterator<Item = ItemId> + '_ {
    (0..grid.categories()).flat_map(move |c| (0..grid.size()).map(move |i| ItemId::new(c, i)))
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Helpers for technique unit tests: a puzzle, a grid with some facts, and a finder run.
    use super::*;

    /// Parses `text` and sets each `(a, b, together)` fact (names resolved loosely) at step 1, 2…
    pub fn setup(text: &str, facts: &[(&str, &str, bool)]) -> (Puzzle, Grid) {
        let puzzle = Puzzle::parse(text).unwrap();
        let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
        for (i, (a, b, together)) in facts.iter().enumerate() {
            let fact = Fact::new(item(&puzzle, a), item(&puzzle, b), *together);
            grid.set(fact, i as u32 + 1).unwrap();
        }
        (puzzle, grid)
    }

    pub fn item(puzzle: &Puzzle, name: &str) -> ItemId {
        match puzzle.find_item(name) {
            crate::model::names::Lookup::Found(i) => i,
            other => panic!("{name}: {other:?}"),
        }
    }

    /// The conclusions of a deduction, as "A+B" / "A-B" strings.
    pub fn conclusions(puzzle: &Puzzle, d: &Deduction) -> Vec<String> {
        d.conclusions
            .iter()
            .map(|f| {
                format!(
                    "{}{}{}",
                    puzzle.item_name(f.a),
                    if f.together { "+" } else { "-" },
                    puzzle.item_name(f.b)
                )
            })
            .collect()
    }
}
