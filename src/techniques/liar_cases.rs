//! **Liar cases** — a count of statements ("exactly one statement is false"), of options
//! (`exactly 1 of: …`) or a liar line (`the liar + graveyard`: the murderer lies, everyone else
//! tells the truth): suppose each way it can hold in turn — for one liar, each speaker in turn is
//! the liar and the others tell the truth — and follow each case with the easier techniques, the
//! way a Murdle player does ("if Mango told the truth, then … ; so Mango is the liar"). A case
//! that ends in a contradiction is impossible; what every case left agrees on follows, and when
//! one case is left, it holds. Statements of any form can be supposed true or false: what is not
//! one cell is read inside its case as a clue (`case_split::count_ways`).
//!
//! The cases are followed and shown by `case_split`'s machinery (`case_split::count_search`):
//! the same case chains, budgets, and premises cut down to a minimal support, except that the
//! count is always cited whole (every clause of its line): the cases are its ways, and only the
//! whole count rules out every other way. Only techniques easier than this one follow a case.

use super::{Context, Deduction, Technique, TechniqueId};

pub struct LiarCases;

/// Most case steps one search may take (deterministic).
const BUDGET: usize = 4_000;

impl Technique for LiarCases {
    fn id(&self) -> TechniqueId {
        TechniqueId::LiarCases
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        if ctx.puzzle.counts().is_empty() {
            return None;
        }
        let easier = super::easier(ctx, TechniqueId::LiarCases);
        let mut found = super::case_split::count_search(ctx, &easier, BUDGET)?;
        found.technique = TechniqueId::LiarCases;
        Some(found)
    }
}
