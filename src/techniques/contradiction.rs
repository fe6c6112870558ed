//! **Contradiction** — suppose a cell were ✓ (or ✗) and follow the easier techniques for a few
//! steps; if that reaches an impossibility (an item left with nothing, a clue that can no longer
//! hold, two ✓s in a line), the supposition was wrong and the opposite holds. Short chains are
//! tried before long ones, so the step shown is the simplest found.

use super::{CATALOG, Context, Deduction, SUPPOSED_BASE, SUPPOSITION, Technique, TechniqueId};
use crate::engine::{Stop, deduce};
use crate::grid::{Fact, Mark};

pub struct Contradiction;

/// Chain lengths tried, shortest first.
const BOUNDS: [usize; 3] = [3, 8, 20];

impl Technique for Contradiction {
    fn id(&self) -> TechniqueId {
        TechniqueId::Contradiction
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let easier: Vec<_> = CATALOG
            .iter()
            .copied()
            .filter(|t| t.id() < TechniqueId::Contradiction)
            .collect();
        let cells = ctx.grid.open_facts();
        for bound in BOUNDS {
            for together in [true, false] {
                for &(a, b) in &cells {
                    let supposed = Fact::new(a, b, together);
                    if let Some(d) = refute(ctx, &easier, supposed, bound) {
                        return Some(d);
                    }
                }
            }
        }
        None
    }
}

fn refute(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    supposed: Fact,
    bound: usize,
) -> Option<Deduction> {
    let mut grid = ctx.grid.clone();
    if grid.mark(supposed.a, supposed.b) != Mark::Open {
        return None;
    }
    // Setting an open cell cannot clash; if it did, there is nothing to learn here.
    grid.set(supposed, SUPPOSITION).ok()?;
    let mut chain = Vec::new();
    let mut clues = Vec::new();
    let mut facts = Vec::new();
    let mut note = |d: &Deduction, sub: &Context<'_>, number: usize, _: &[Fact]| {
        clues.extend(d.clues.iter().copied());
        facts.extend(
            d.facts
                .iter()
                .copied()
                .filter(|f| sub.grid.origin(f.a, f.b) < SUPPOSED_BASE),
        );
        let what = if d.contradiction {
            "Impossible:".to_string()
        } else {
            format!("{}.", crate::engine::headline(sub, &d.conclusions))
        };
        chain.push(format!(
            "{}. {what} {}",
            number - SUPPOSED_BASE as usize,
            d.reason
        ));
    };
    let stop = deduce(
        ctx.puzzle,
        &mut grid,
        techniques,
        bound,
        SUPPOSED_BASE + 1,
        &mut note,
    );
    let Stop::Contradiction = stop else {
        return None;
    };
    let conclusion = supposed.negated();
    let reason = format!(
        "Suppose {}. Then, by easier steps, a contradiction follows, so {}.",
        ctx.say(supposed),
        ctx.say(conclusion)
    );
    let mut d = Deduction::new(TechniqueId::Contradiction, vec![conclusion], reason)
        .with_clues(clues)
        .with_facts(facts);
    d.chain = chain;
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    #[test]
    fn a_supposition_that_breaks_a_clue_is_refuted() {
        // If Saffron had the cue, the gym would have to go with both Saffron (line 4) and the
        // tea (line 5)… only a supposition shows it.
        let text = "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n\
                    Saffron + cue or Gunmetal + gym\nnot cue + (pool | lobby) or Raspberry + tea\n";
        let (puzzle, grid) = setup(text, &[]);
        let d = Contradiction.find(&Context::new(&puzzle, &grid));
        if let Some(d) = d {
            assert_eq!(d.conclusions.len(), 1);
            assert!(!d.chain.is_empty());
            let _ = conclusions(&puzzle, &d);
        }
    }
}
