//! **Clue case analysis** — for clues with alternatives or `or`: list the cases the clue allows,
//! discard those the grid already refutes, and deduce what every remaining case agrees on. With
//! one case left that is simply applying it; with several it is "either way, …". Also handles a
//! multi-term `not`: from `not A + B + C` and A ✓ B, C is with neither A nor B. When no case is
//! left the clue can no longer hold: a contradiction.
//!
//! Options of every kind take part: a comparison (`A < B`, `A next to B`) is one case, ruled out
//! when the grid leaves no pair of places it allows, and implying the places it rules out; a
//! pairing `{A, B} = {C, D}` is two cases (A with C and B with D, or A with D and B with C); a
//! `not {A, B} = {C, D}` is one case, ruled out when the grid shows one of the two ways.
//! [`analyse`] also serves [pair cases](super::pair_cases) for clues that are one pairing.

mod cases;
mod implied;

use crate::words::reasons::{self, ClueCasesEnd, Reason};
use cases::{Case, cases_of, refutation};
use implied::{direct, implied_set, support_of};

use super::{Context, Deduction, Technique, TechniqueId};
use crate::grid::Fact;
use crate::model::{Clue, Relation};
use crate::solver::entailment::{Dimensions, Premise, facts_of, forces, minimise};

pub struct ClueCases;

/// Beyond this many cases a clue is left to harder techniques.
const MAX_CASES: usize = 32;

impl Technique for ClueCases {
    fn id(&self) -> TechniqueId {
        TechniqueId::ClueCases
    }

    /// What a clue's cases give reads only the lines of the clue's items.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        ctx.puzzle
            .clues()
            .iter()
            .enumerate()
            .filter(|(_, clue)| needs_cases(clue) && ctx.looks_at_clue(clue))
            .find_map(|(index, clue)| analyse(ctx, TechniqueId::ClueCases, index, clue))
    }
}

/// Whether a clue is more than a plain fact (plain facts are `clue_fact`'s).
fn needs_cases(clue: &Clue) -> bool {
    match &clue.options[..] {
        // A lone comparison is order bounds', fixed offset's or adjacency's; a lone pairing is
        // pair cases'.
        [option] if matches!(option.relation, Relation::Compare(_)) => false,
        [option] if option.relation == Relation::Pairs => option.negated,
        [option] => {
            let groups = option.terms.iter().any(|t| t.alternatives.len() > 1);
            if option.negated {
                option.terms.len() > 2
            } else {
                groups
            }
        }
        _ => true,
    }
}

/// The deduction (as `technique`'s) the cases of clue `index` give, if any.
pub(super) fn analyse(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    clue: &Clue,
) -> Option<Deduction> {
    let cases = cases_of(clue)?;
    let mut remaining = Vec::new();
    let mut refuted = Vec::new();
    for case in &cases {
        match refutation(ctx, clue, case) {
            Some(facts) => refuted.push((case, facts)),
            None => remaining.push(case),
        }
    }
    // A case ruled out by a ✗ that a ✓ cited for another case brings by the one-to-one rule
    // is ruled out by that ✓ (citing both would cite more than the step needs).
    let yes: Vec<Fact> = refuted
        .iter()
        .flat_map(|(_, f)| f.iter().copied())
        .filter(|f| f.together)
        .collect();
    for (_, facts) in &mut refuted {
        if let [f] = facts[..]
            && !f.together
            && let Some(&y) = yes.iter().find(|y| {
                [(y.a, y.b), (y.b, y.a)].into_iter().any(|(x, z)| {
                    (f.a == x && f.b.category == z.category && f.b != z)
                        || (f.b == x && f.a.category == z.category && f.a != z)
                })
            })
        {
            *facts = vec![y];
        }
    }
    conclude(ctx, technique, index, clue, &cases, remaining, refuted)
}

/// The deduction from the cases left once `refuted` (with the facts that rule each out) are.
fn conclude(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    clue: &Clue,
    cases: &[Case],
    remaining: Vec<&Case>,
    refuted: Vec<(&Case, Vec<Fact>)>,
) -> Option<Deduction> {
    let refuting: Vec<Fact> = refuted
        .iter()
        .flat_map(|(_, f)| f.iter().copied())
        .collect();
    if remaining.is_empty() {
        return Some(no_case_left(
            ctx, technique, index, clue, cases, &refuted, refuting,
        ));
    }
    let common = common_ground(ctx, clue, &remaining)?;
    if !ctx.premises {
        // Where the run only goes on from the conclusions, what they rest on is not worked out.
        return Some(Deduction::new(technique, common, String::new()).with_clues([index]));
    }
    let mut support: Vec<Fact> = remaining
        .iter()
        .flat_map(|c| support_of(ctx, clue, c, &common))
        .collect();
    let asked = Asked {
        index,
        clue,
        cases,
        common: &common,
    };
    if let Some(support) = fewer_premises(ctx, &asked, &refuted, &refuting, &mut support) {
        let reason = ctx.argue(|| {
            shape(
                ctx,
                &asked,
                &[],
                ClueCasesEnd::EitherWay {
                    common: common.clone(),
                    support: ctx.cited(&support),
                },
            )
        });
        return Some(
            Deduction::new(technique, common, reason)
                .with_clues([index])
                .with_facts(support),
        );
    }
    let reason = ctx.argue(|| {
        let remaining = remaining
            .iter()
            .map(|case| cases.iter().position(|c| c == *case).unwrap_or(0))
            .collect();
        shape(
            ctx,
            &asked,
            &refuted,
            ClueCasesEnd::Remaining {
                remaining,
                common: common.clone(),
                support: ctx.cited(&support),
            },
        )
    });
    Some(
        Deduction::new(technique, common, reason)
            .with_clues([index])
            .with_facts(refuting.into_iter().chain(support)),
    )
}

/// The clue being read, its cases and what the remaining ones conclude.
struct Asked<'a> {
    index: usize,
    clue: &'a Clue,
    cases: &'a [Case],
    common: &'a [Fact],
}

/// The shape of a clue's cases: the clue, its cases, those `refuted` (with the facts that rule
/// each out) and how it ends.
fn shape(
    ctx: &Context<'_>,
    asked: &Asked<'_>,
    refuted: &[(&Case, Vec<Fact>)],
    ends: ClueCasesEnd,
) -> Reason {
    Reason::ClueCases(reasons::ClueCases {
        clue: asked.index,
        cases: asked.cases.to_vec(),
        refuted: refuted
            .iter()
            .map(|(case, facts)| {
                let which = asked.cases.iter().position(|c| c == *case).unwrap_or(0);
                (which, ctx.cited(facts))
            })
            .collect(),
        ends,
    })
}

/// Every case is refuted: the clue can no longer hold.
fn no_case_left(
    ctx: &Context<'_>,
    technique: TechniqueId,
    index: usize,
    clue: &Clue,
    cases: &[Case],
    refuted: &[(&Case, Vec<Fact>)],
    refuting: Vec<Fact>,
) -> Deduction {
    // Comparison cases may be ruled out by overlapping places: ask the solver which of
    // them the clash needs (QuickXplain); if fewer, say so with just those.
    let needed: Option<Vec<Fact>> = (ctx.premises
        && cases.iter().any(|case| matches!(case, Case::Compare(_))))
    .then(|| {
        let dims = Dimensions::of(ctx.puzzle);
        let mut premises = vec![Premise::Clue(index)];
        premises.extend(refuting.iter().map(|&f| Premise::Facts(vec![f])));
        facts_of(&minimise(dims, ctx.puzzle.clues(), premises, &[]))
    })
    .filter(|kept| kept.len() < refuting.len());
    let reason = ctx.argue(|| {
        let asked = Asked {
            index,
            clue,
            cases,
            common: &[],
        };
        shape(
            ctx,
            &asked,
            refuted,
            ClueCasesEnd::NoneLeft {
                needed: needed.as_ref().map(|kept| ctx.cited(kept)),
            },
        )
    });
    Deduction::contradiction(technique, reason)
        .with_clues([index])
        .with_facts(needed.unwrap_or(refuting))
}

/// What the remaining cases agree on and the grid does not hold yet, or `None`. What the
/// remaining cases state outright comes first; what follows from them through the grid
/// (one-to-one, shared rows) only when the cases differ, since with one case left the easier
/// techniques will find it.
fn common_ground(ctx: &Context<'_>, clue: &Clue, remaining: &[&Case]) -> Option<Vec<Fact>> {
    let common: Vec<Fact> = if let [only] = remaining[..] {
        direct(ctx, clue, only)
            .into_iter()
            .filter(|f| !ctx.grid.holds(*f))
            .collect()
    } else {
        // What every case implies and the grid does not hold yet (what the first case states
        // outright is among what it implies).
        let mut every = implied_set(ctx, clue, remaining[0]);
        every.remove_held(ctx.grid);
        for case in &remaining[1..] {
            if every.is_empty() {
                return None;
            }
            every.retain_in(&implied_set(ctx, clue, case));
        }
        let stated: Vec<Fact> = direct(ctx, clue, remaining[0])
            .into_iter()
            .filter(|f| every.contains(*f))
            .collect();
        if stated.is_empty() {
            every.to_vec()
        } else {
            // A person reads a clue's cases once: what they state, and with it what they imply
            // that is more than the grid's own bookkeeping of what they state (a ✓'s one-to-one
            // ✗s, a ✓ passed along a row).
            let mut brought = ctx.grid.copy_marks();
            let fits = stated.iter().all(|&f| brought.assign(f, 0).is_ok());
            let mut all = stated.clone();
            if fits {
                all.extend(every.to_vec().into_iter().filter(|&f| {
                    !stated.contains(&f) && !brought.holds(f) && !linked(&brought, f)
                }));
                all.sort();
            }
            all
        }
    };
    (!common.is_empty()).then_some(common)
}

/// Whether a ✓ or ✗ between `f`'s items follows from a ✓ each of them shares with a third item
/// (A ✓ C and B ✓ C give A ✓ B; A ✓ C and B ✗ C give A ✗ B): a transitive link the grid shows.
fn linked(grid: &crate::grid::Grid, f: Fact) -> bool {
    (0..grid.categories())
        .filter(|&c| c != f.a.category && c != f.b.category)
        .any(|c| match (grid.partner(f.a, c), grid.partner(f.b, c)) {
            (Some(x), Some(y)) => (x == y) == f.together,
            (Some(x), None) => !f.together && grid.holds(Fact::no(f.b, x)),
            (None, Some(y)) => !f.together && grid.holds(Fact::no(f.a, y)),
            (None, None) => false,
        })
        || (f.together && grid.partner(f.a, f.b.category) == Some(f.b))
}

/// When fewer premises than the refuted cases' facts and the support already force the
/// conclusions, those premises (and the step says "either way"); otherwise `None`, with
/// `support` trimmed to what a comparison case needs.
fn fewer_premises(
    ctx: &Context<'_>,
    asked: &Asked<'_>,
    refuted: &[(&Case, Vec<Fact>)],
    refuting: &[Fact],
    support: &mut Vec<Fact>,
) -> Option<Vec<Fact>> {
    // When the clue gives the same with no case ruled out, ruling them out is not needed: every
    // case gives it (as the exhaustive solver on the clue and the support alone confirms), and
    // the step says so, citing less.
    let dims = Dimensions::of(ctx.puzzle);
    // A comparison case is ruled out by several places, and read with others; fewer may
    // already do, or make every case give the same, so which are needed is asked of the solver
    // (QuickXplain over single facts).
    // So are the clauses of a count (`exactly 1 of: …`, statements): their options overlap, so
    // a case is often ruled out by a fact cited for another, or by the support.
    let has_compare = asked
        .cases
        .iter()
        .any(|case| matches!(case, Case::Compare(_)))
        || ctx
            .puzzle
            .counts()
            .iter()
            .any(|c| c.line == asked.clue.line && asked.clue.line != 0);
    if has_compare && !(support.is_empty() && refuting.is_empty()) {
        let mut premises = vec![Premise::Clue(asked.index)];
        premises.extend(
            support
                .iter()
                .chain(refuting)
                .map(|&f| Premise::Facts(vec![f])),
        );
        let needed = minimise(dims, ctx.puzzle.clues(), premises, asked.common);
        let kept: Vec<Fact> = facts_of(&needed);
        if refuting.iter().all(|f| kept.contains(f)) {
            support.retain(|f| kept.contains(f));
            None
        } else {
            Some(kept)
        }
    } else if !refuted.is_empty() {
        forces(dims, &[asked.clue], support, asked.common).then(|| support.clone())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{conclusions, setup};

    const PUZZLE: &str =
        "s: Saffron, Gunmetal, Raspberry\nw: dumbbell, cue, tea\np: gym, pool, lobby\n";

    fn run(clue: &str, facts: &[(&str, &str, bool)]) -> Option<Deduction> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        ClueCases.find(&Context::new(&puzzle, &grid))
    }

    fn concluded(clue: &str, facts: &[(&str, &str, bool)]) -> Vec<String> {
        let (puzzle, grid) = setup(&format!("{PUZZLE}{clue}\n"), facts);
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        conclusions(&puzzle, &d)
    }

    #[test]
    fn refuted_option_leaves_the_other() {
        let c = concluded(
            "Saffron + cue or Gunmetal + gym",
            &[("Saffron", "cue", false)],
        );
        assert!(c.contains(&"Gunmetal+gym".to_string()), "{c:?}");
    }

    #[test]
    fn what_every_case_implies_needs_no_refutation() {
        // The first case is ruled out (Ben is not 3rd), but it too keeps Ben from 1st: the ✗
        // need not be cited.
        let (puzzle, grid) = setup(
            "place (ordered): 1st, 2nd, 3rd\nrunner: Ana, Ben, Cy\n1st = Ben - 2 or 1st < Ben\n",
            &[("Ben", "3rd", false)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["1st-Ben"]);
        assert!(d.facts.is_empty(), "{:?}", d.facts);
    }

    #[test]
    fn either_way_facts() {
        // cue is at the pool or with Gunmetal; the pool is not Gunmetal's... either way, the cue
        // is not Raspberry's when Raspberry is neither at the pool nor Gunmetal.
        let c = concluded("cue + (pool | Gunmetal)", &[("Raspberry", "pool", false)]);
        assert!(c.contains(&"Raspberry-cue".to_string()), "{c:?}");
    }

    #[test]
    fn a_broken_multi_term_not_cites_enough_links_and_no_more() {
        // Any two of the three ✓s tie the three together; citing the third too is not minimal.
        let d = run(
            "not Saffron + cue + gym",
            &[
                ("Saffron", "cue", true),
                ("Saffron", "gym", true),
                ("cue", "gym", true),
            ],
        )
        .expect("a contradiction");
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
    }

    #[test]
    fn a_broken_negated_pairing_needs_no_apart_when_its_places_differ() {
        // Saffron at the gym and the cue at the pool: they are apart anyway (two places).
        let d = run(
            "not {Saffron, cue} = {gym, pool}",
            &[
                ("Saffron", "gym", true),
                ("cue", "pool", true),
                ("Saffron", "cue", false),
            ],
        )
        .expect("a contradiction");
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
    }

    #[test]
    fn a_comparison_case_cites_only_the_places_that_matter() {
        // With C1 kept from A3 (C2 is there), `C1 ~2 C4` leaves C4 at A2, A3 or A4 (opposite
        // C1 at A4, A1 or A2), and `A2 < C4` leaves it at A3 or A4: either way not at A1. That
        // C4 is not at A3, and neither is at A2 (C3 is), is not needed.
        let (puzzle, grid) = setup(
            "a (ordered): A1, A2, A3, A4\nb: B1, B2, B3, B4\nc: C1, C2, C3, C4\n\
             A2 < C4 or C1 ~2 C4\n",
            &[("A3", "C2", true), ("A2", "C3", true)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert_eq!(conclusions(&puzzle, &d), ["A1-C4"]);
        assert_eq!(d.facts.len(), 1, "{:?}", d.facts);
        assert!(d.reason.contains("Either way"), "{}", d.reason);
    }

    #[test]
    fn either_way_cites_no_place_the_clue_makes_needless() {
        // B1 before B2, or C2 right after B1: either way B1 is not last, whatever C2's place.
        let (puzzle, grid) = setup(
            "a (ordered): A1, A2, A3\nb: B1, B2, B3\nc: C1, C2, C3\nB1 < B2 or C2 = B1 + 1\n",
            &[("C1", "A3", true)],
        );
        let d = ClueCases.find(&Context::new(&puzzle, &grid)).unwrap();
        assert!(
            conclusions(&puzzle, &d).contains(&"A3-B1".to_string()),
            "{d:?}"
        );
        assert!(d.facts.is_empty(), "{:?}", d.facts);
    }

    #[test]
    fn no_comparison_case_left_cites_only_the_places_the_clash_needs() {
        // B2 at $16 already keeps B1 from $16; with B1 not at $10 either, two places do.
        let d = run_with(
            "a (ordered): $10, $16, $24\nb: B1, B2, B3\nc: C1, C2, C3\nB1 < B3 or $10 = B2 - 14\n",
            &[
                ("$10", "B1", false),
                ("$16", "B1", false),
                ("$16", "B2", true),
            ],
        );
        assert!(d.contradiction, "{d:?}");
        assert_eq!(d.facts.len(), 2, "{:?}", d.facts);
        assert!(d.reason.contains("Neither can hold"), "{}", d.reason);
    }

    fn run_with(text: &str, facts: &[(&str, &str, bool)]) -> Deduction {
        let (puzzle, grid) = setup(text, facts);
        ClueCases
            .find(&Context::new(&puzzle, &grid))
            .expect("a deduction")
    }

    #[test]
    fn multi_term_not_with_a_known_pair() {
        let c = concluded("not Saffron + cue + gym", &[("Saffron", "cue", true)]);
        assert_eq!(c, ["Saffron-gym", "cue-gym"]);
    }

    #[test]
    fn no_case_left_is_a_contradiction() {
        let d = run(
            "Saffron + cue or Gunmetal + cue",
            &[("Saffron", "cue", false), ("Gunmetal", "cue", false)],
        )
        .unwrap();
        assert!(d.contradiction);
    }

    const ORDERED: &str = "house (ordered): house 1, house 2, house 3\ncolour: red, green, blue\npet: dog, cat, fox\n";

    fn ordered(clue: &str, facts: &[(&str, &str, bool)]) -> Option<(Vec<String>, Deduction)> {
        let (puzzle, grid) = setup(&format!("{ORDERED}{clue}\n"), facts);
        ClueCases
            .find(&Context::new(&puzzle, &grid))
            .map(|d| (conclusions(&puzzle, &d), d))
    }

    #[test]
    fn a_comparison_with_no_places_left_is_ruled_out() {
        // red is in house 3: nothing comes after it, so the second option holds.
        let (c, d) = ordered("red < dog or blue + cat", &[("red", "house 3", true)]).unwrap();
        assert_eq!(c, ["blue+cat"]);
        assert!(
            d.reason.contains("the red comes before the dog"),
            "{}",
            d.reason
        );
        assert!(d.reason.contains("That leaves the second"), "{}", d.reason);
    }

    #[test]
    fn a_lone_comparison_left_is_applied() {
        let (c, d) = ordered("red < dog or blue + cat", &[("blue", "cat", false)]).unwrap();
        assert_eq!(c, ["house 1-dog", "house 3-red"]);
        assert!(d.reason.contains("That leaves the first"), "{}", d.reason);
    }

    #[test]
    fn pairings_and_their_negation_are_cases() {
        // {red, dog} = {house 1, house 2} or blue + cat; blue ✗ cat leaves the pairing, whose
        // two ways agree that red is not in house 3 (once red ✗ dog, which they state, is in).
        let (c, _) = ordered(
            "{red, dog} = {house 1, house 2} or blue + cat",
            &[("blue", "cat", false), ("red", "dog", false)],
        )
        .unwrap();
        assert!(c.contains(&"house 3-red".to_string()), "{c:?}");
        // not {red, dog} = {house 1, house 2}: shown to hold, so the other option is needed.
        let (c, _) = ordered(
            "not {red, dog} = {house 1, house 2} or blue + cat",
            &[
                ("red", "house 1", true),
                ("dog", "house 2", true),
                ("red", "dog", false),
            ],
        )
        .unwrap();
        assert_eq!(c, ["blue+cat"]);
    }

    #[test]
    fn lone_comparisons_and_pairings_are_left_to_their_techniques() {
        assert!(ordered("red < dog", &[]).is_none());
        assert!(ordered("{red, dog} = {house 1, house 2}", &[]).is_none());
        assert!(ordered("not {red, dog} = {house 1, house 2}", &[]).is_none());
    }

    #[test]
    fn plain_facts_are_left_to_clue_fact() {
        assert_eq!(run("Saffron + cue", &[]), None);
        assert_eq!(run("not Saffron + (cue | tea)", &[]), None);
    }
}
