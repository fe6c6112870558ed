//! **Pair cases** — a clue `{A, B} = {C, D}` ("of A and B, one is C and the other D") says
//! three things: A and B are in different rows (A ✗ B), so are C and D (C ✗ D), and there are
//! two ways: A with C and B with D, or A with D and B with C. A ✗ on the grid against one way
//! (say A ✗ C) leaves the other, whose ✓s follow; while both ways are open, whatever both agree
//! on follows (with C and D in one category, A is with one of them, so with no other item of
//! that category). Clues that mix a pairing with other options are clue case analysis'.

use super::{Context, Deduction, Technique, TechniqueId, clue_cases};
use crate::model::Relation;

pub struct PairCases;

impl Technique for PairCases {
    fn id(&self) -> TechniqueId {
        TechniqueId::PairCases
    }

    /// What a pairing's cases give reads only the lines of its items.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        ctx.puzzle
            .clues()
            .iter()
            .enumerate()
            .filter(|(_, clue)| {
                matches!(&clue.options[..], [o] if o.relation == Relation::Pairs && !o.negated)
                    && ctx.looks_at_clue(clue)
            })
            .find_map(|(index, clue)| clue_cases::analyse(ctx, TechniqueId::PairCases, index, clue))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    fn run(clue: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        PairCases
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn both_ways_agree_first() {
        // Saffron and the cue are apart; the gym and the pool are apart (same category: nothing
        // to mark); either way Saffron is at the gym or the pool, so not the lobby.
        let (c, d) = run("{Saffron, cue} = {gym, pool}", &[]).unwrap();
        assert!(c.contains(&"Saffron-cue".to_string()), "{c:?}");
        assert!(d.reason.contains("leaves two cases"), "{}", d.reason);
        assert!(d.reason.contains("Either way"), "{}", d.reason);
    }

    #[test]
    fn a_ruled_out_way_leaves_the_other() {
        let (c, d) = run(
            "{Saffron, cue} = {gym, pool}",
            &[
                ("Saffron", "cue", false),
                ("Saffron", "lobby", false),
                ("cue", "lobby", false),
                ("Saffron", "gym", false),
            ],
        )
        .unwrap();
        assert_eq!(c, ["Saffron+pool", "cue+gym"]);
        assert!(d.reason.contains("That leaves the second"), "{}", d.reason);
    }

    #[test]
    fn nothing_when_all_is_known() {
        assert!(
            run(
                "{Saffron, cue} = {gym, pool}",
                &[
                    ("Saffron", "pool", true),
                    ("cue", "gym", true),
                    ("Saffron", "cue", false)
                ],
            )
            .is_none()
        );
        assert!(run("not {Saffron, cue} = {gym, pool}", &[]).is_none());
        assert!(run("Saffron + cue or Gunmetal + cue", &[]).is_none());
    }
}
