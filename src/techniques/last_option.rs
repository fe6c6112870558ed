//! **Last option** — a clue of several options (`A + B or C + D`, and the clauses a count such
//! as `exactly 1 of: A + B; A + C` stands for) whose other options the grid already rules out:
//! the one left holds, read into the grid as a clue fact would be. "By clue 2, Lirios is $625
//! or has the DM-5000; Lirios is not $625 (move 3), so Lirios has the DM-5000." When every
//! option is ruled out the clue cannot hold: a contradiction (inside a supposition or a case).
//!
//! The clauses of statements and of a liar line are left to `liar_cases`, which reads them by
//! who lies. An option is read off the grid only where that is plain: an option of single items
//! together is ruled out by a ✗ between two of them (or two items of one category), and holds
//! when all of them are ✓ with each other; a term with alternatives (`A + (B | C)`) is ruled out
//! when the single item is ✗ with every alternative. `not` flips the reading. Any other option
//! (a comparison, a pair clue) counts as open, so it is never taken for ruled out.
//!
//! It is what the issue on rating by meaning asks of an `or` whose options the grid rules out
//! (read as what remains), at any point of the solve: a step a person reads straight off the
//! clue and the grid, with no case to follow, so it is Medium, not the Hard case analysis of
//! `clue_cases` or `liar_cases` (which follow cases with the easier techniques).

use super::clue_fact::facts_of;
use super::{Context, Deduction, Technique, TechniqueId};
use crate::grid::{Fact, Grid, Mark};
use crate::model::{Clue, ClueOption, ItemId, Term};
use crate::solver::entailment::{Dimensions, Premise, minimise};
use crate::words::reasons::Reason;

pub struct LastOption;

impl Technique for LastOption {
    fn id(&self) -> TechniqueId {
        TechniqueId::LastOption
    }

    /// What the grid says of a clue's options reads only the cells between the clue's items.
    fn local(&self) -> bool {
        true
    }

    fn find(&self, ctx: &Context<'_>) -> Option<Deduction> {
        let size = ctx.puzzle.size();
        // Statements and liar lines are read by who lies (`liar_cases`), not clause by clause.
        let spoken: Vec<usize> = (ctx.puzzle.counts().iter())
            .filter(|c| !c.statements.is_empty() || !c.liar_when.is_empty())
            .map(|c| c.line)
            .collect();
        for (index, clue) in ctx.puzzle.clues().iter().enumerate() {
            if clue.options.len() < 2 || spoken.contains(&clue.line) || !ctx.looks_at_clue(clue) {
                continue;
            }
            // Most clues have two options open: see that before reading out any facts.
            let mut open = clue.options.iter().filter(|o| !ruled_out(ctx.grid, o));
            if open.next().is_some() && open.next().is_some() {
                continue;
            }
            let readings: Vec<Reading> = clue.options.iter().map(|o| read(ctx.grid, o)).collect();
            let open: Vec<usize> = (0..readings.len())
                .filter(|&i| !matches!(readings[i], Reading::RuledOut(_)))
                .collect();
            // The option left is read into the grid; with none left the clue is broken.
            let facts = match open[..] {
                [left] if readings[left] != Reading::Holds => {
                    let mut facts = facts_of(&alone(clue, left), size);
                    facts.retain(|f| !ctx.grid.holds(*f));
                    if facts.is_empty() {
                        continue;
                    }
                    facts
                }
                [] => Vec::new(),
                _ => continue,
            };
            let why = ruling_out(&readings);
            if !all_needed(ctx, index, &why, &facts) {
                continue;
            }
            let reason = ctx.argue(|| {
                let (options, not_all) = options_facts(clue, size);
                Reason::LastOption {
                    clue: index,
                    options,
                    not_all,
                    broken: facts.is_empty(),
                    why: ctx.cited(&why),
                }
            });
            let found = if facts.is_empty() {
                Deduction::contradiction(TechniqueId::LastOption, reason)
            } else {
                Deduction::new(TechniqueId::LastOption, facts, reason)
            };
            return Some(found.with_clues([index]).with_facts(why));
        }
        None
    }
}

/// What the grid says of one option.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Reading {
    /// It cannot hold: the grid facts that say so (none where two of its items share a
    /// category).
    RuledOut(Vec<Fact>),
    /// It already holds.
    Holds,
    /// Neither, or not plain to read.
    Open,
}

/// Whether `grid` rules `option` out: [`read`] without gathering the facts that say so.
fn ruled_out(grid: &Grid, option: &ClueOption) -> bool {
    if !option.is_together() || option.terms.len() < 2 {
        return false;
    }
    let mut apart = false;
    let mut together = true;
    each_pair(option, |first, second| {
        apart |= cannot_share(grid, first, second, &mut |_| {});
        together &= ticked(grid, first, second);
    });
    if option.negated {
        !apart && together
    } else {
        apart
    }
}

/// What `grid` says of `option` (see the module header).
fn read(grid: &Grid, option: &ClueOption) -> Reading {
    if !option.is_together() || option.terms.len() < 2 {
        return Reading::Open;
    }
    let (apart, together) = pairs(grid, option);
    match (option.negated, apart, together) {
        (false, Some(why), _) => Reading::RuledOut(why),
        (false, None, true) => Reading::Holds,
        (true, Some(_), _) => Reading::Holds,
        (true, None, true) => Reading::RuledOut(yes_facts(option)),
        _ => Reading::Open,
    }
}

/// For an option's terms read as "one row holds them all": if some two terms cannot share a
/// row, the ✗s that show it (the fewest of any two such terms; none for two items of one
/// category); and whether every term is a single item ✓ with every other.
fn pairs(grid: &Grid, option: &ClueOption) -> (Option<Vec<Fact>>, bool) {
    let mut together = true;
    let mut fewest: Option<Vec<Fact>> = None;
    each_pair(option, |first, second| {
        let mut why = Vec::new();
        let apart = cannot_share(grid, first, second, &mut |f| why.push(f));
        if apart && fewest.as_ref().is_none_or(|f| why.len() < f.len()) {
            fewest = Some(why);
        }
        together &= ticked(grid, first, second);
    });
    match fewest {
        Some(why) => (Some(why), false),
        None => (None, together),
    }
}

/// Calls `f` with every two terms of `option`, in order.
fn each_pair(option: &ClueOption, mut f: impl FnMut(&Term, &Term)) {
    for (i, first) in option.terms.iter().enumerate() {
        for second in &option.terms[i + 1..] {
            f(first, second);
        }
    }
}

/// Whether no row can hold an alternative of `first` with one of `second` (two items of one
/// category never share a row); each ✗ that shows it goes to `why`.
fn cannot_share(grid: &Grid, first: &Term, second: &Term, why: &mut dyn FnMut(Fact)) -> bool {
    first.alternatives.iter().all(|&a| {
        second.alternatives.iter().all(|&b| {
            if a.category == b.category {
                return a != b;
            }
            let no = grid.mark(a, b) == Mark::No;
            if no {
                why(Fact::no(a, b));
            }
            no
        })
    })
}

/// Whether `first` and `second` are single items ✓ with each other (or the same item).
fn ticked(grid: &Grid, first: &Term, second: &Term) -> bool {
    match (&first.alternatives[..], &second.alternatives[..]) {
        ([a], [b]) => a == b || grid.mark(*a, *b) == Mark::Yes,
        _ => false,
    }
}

/// The ✓s between the single items of an option (what makes `not A + B` fail).
fn yes_facts(option: &ClueOption) -> Vec<Fact> {
    let singles: Vec<ItemId> = option
        .terms
        .iter()
        .filter_map(|t| match t.alternatives[..] {
            [one] => Some(one),
            _ => None,
        })
        .collect();
    let mut facts = Vec::new();
    for (i, &a) in singles.iter().enumerate() {
        for &b in &singles[i + 1..] {
            if a.category != b.category {
                facts.push(Fact::yes(a, b));
            }
        }
    }
    facts
}

/// Whether clue `index` needs every fact of `why` to force `goals` (with none: to be broken),
/// where anyone reads the step (a look-ahead run is followed again in words before it is
/// shown, and the check is made then). A clue may force more on its own than its options
/// read off the grid show (a count's clauses: an option that cannot hold together with the
/// other's failing); then this step would cite a fact it does not need, and it is left to the
/// techniques that follow cases.
///
/// One fact against a clue of the file's own with two options is always needed (the clue alone
/// would force the conclusion only if one option implied the other, and reading by meaning drops
/// such an option), so the solver is asked only about counts and several facts.
fn all_needed(ctx: &Context<'_>, index: usize, why: &[Fact], goals: &[Fact]) -> bool {
    let line = ctx.puzzle.clues()[index].line;
    let counted = ctx.puzzle.counts().iter().any(|c| c.line == line);
    if !ctx.premises || !ctx.words || why.is_empty() || (why.len() == 1 && !counted) {
        return true;
    }
    let dims = Dimensions::of(ctx.puzzle);
    let mut premises = vec![Premise::Clue(index)];
    premises.extend(why.iter().map(|&f| Premise::Facts(vec![f])));
    minimise(dims, ctx.puzzle.clues(), premises.clone(), goals).len() == premises.len()
}

/// Every fact that rules out an option, in order, each once.
fn ruling_out(readings: &[Reading]) -> Vec<Fact> {
    let mut why: Vec<Fact> = Vec::new();
    for reading in readings {
        if let Reading::RuledOut(facts) = reading {
            for &f in facts {
                if !why.contains(&f) {
                    why.push(f);
                }
            }
        }
    }
    why
}

/// Clue `clue` with only its option `at`, as a clue of its own.
fn alone(clue: &Clue, at: usize) -> Clue {
    Clue {
        options: vec![clue.options[at].clone()],
        ..clue.clone()
    }
}

/// Each option's facts where it is plain facts (else `None`: it is read in words), and whether
/// the clue is all `not`s of two single items (the "not both" of a count), each then given by
/// the facts it denies.
fn options_facts(clue: &Clue, size: usize) -> (Vec<Option<Vec<Fact>>>, bool) {
    let two_singles =
        |o: &ClueOption| o.terms.len() == 2 && o.terms.iter().all(|t| t.alternatives.len() == 1);
    if clue.options.iter().all(|o| o.negated && two_singles(o)) {
        let denied = (0..clue.options.len())
            .map(|at| {
                let mut positive = alone(clue, at);
                positive.options[0].negated = false;
                Some(facts_of(&positive, size))
            })
            .collect();
        return (denied, true);
    }
    let options = (0..clue.options.len())
        .map(|at| {
            let option = &clue.options[at];
            let facts = facts_of(&alone(clue, at), size);
            let plain = !facts.is_empty() && (!option.negated || option.terms.len() == 2);
            plain.then_some(facts)
        })
        .collect();
    (options, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::model::Puzzle;

    fn find(text: &str, marks: &[(&str, &str, bool)]) -> Option<Deduction> {
        let (puzzle, grid) = crate::techniques::test_support::setup(text, marks);
        LastOption.find(&Context::new(&puzzle, &grid))
    }

    const HEAD: &str = "people: Ann, Bob, Cy\npets: cat, dog, emu\nhomes: flat, hut, inn\n";

    #[test]
    fn the_option_left_holds() {
        let text = format!("{HEAD}Ann + cat or Bob + flat\n");
        let d = find(&text, &[("Ann", "cat", false)]).expect("one option left");
        assert!(!d.contradiction);
        assert_eq!(d.technique, TechniqueId::LastOption);
        assert_eq!(d.conclusions.len(), 1);
        assert!(d.conclusions[0].together);
        assert!(
            d.reason.contains(
                "says Ann's pet is the cat or Bob's home is the flat, and Ann's pet is not"
            ),
            "{}",
            d.reason
        );
    }

    #[test]
    fn a_count_of_options_is_read_through_its_clauses() {
        // Exactly one: the first holds, so the second does not.
        let text = format!("{HEAD}exactly 1 of: Ann + cat; Ann + flat\n");
        let d = find(&text, &[("Ann", "cat", true)]).expect("not both");
        assert_eq!(d.conclusions.len(), 1);
        assert!(!d.conclusions[0].together, "{:?}", d.conclusions);
    }

    #[test]
    fn nothing_while_two_options_are_open_or_one_already_holds() {
        let text = format!("{HEAD}Ann + cat or Bob + flat\n");
        assert!(find(&text, &[]).is_none());
        assert!(find(&text, &[("Ann", "dog", false)]).is_none());
        assert!(find(&text, &[("Ann", "cat", false), ("Bob", "flat", true)]).is_none());
    }

    #[test]
    fn every_option_ruled_out_is_a_contradiction() {
        let text = format!("{HEAD}Ann + cat or Bob + flat\n");
        let d = find(&text, &[("Ann", "cat", false), ("Bob", "flat", false)]).expect("clash");
        assert!(d.contradiction);
        assert_eq!(d.facts.len(), 2);
    }

    #[test]
    fn a_comparison_option_is_never_taken_for_ruled_out() {
        let text = "people: Ann, Bob, Cy\nplaces (ordered): 1, 2, 3\nAnn < Bob or Cy + 1\n";
        let puzzle = Puzzle::parse(text).expect("parses");
        let grid = Grid::new(2, 3);
        assert!(LastOption.find(&Context::new(&puzzle, &grid)).is_none());
    }
}
