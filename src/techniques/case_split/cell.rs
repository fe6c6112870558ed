//! A split on one cell, either way ("either the Japanese smokes Old Gold or not"), offered in
//! place of a split on a line when it says the same in less. A line split of five cases where
//! four read word for word alike (each case only uses "the Japanese does not smoke Old Gold",
//! which all four bring) is two cases to a person: the Japanese smokes it, or he does not.

use super::*;

/// The split on `fact`'s cell: it holds, or it does not. `None` when the cell is not open.
pub(super) fn cell_split(grid: &Grid, fact: Fact) -> Option<Split> {
    if grid.mark(fact.a, fact.b) != crate::grid::Mark::Open {
        return None;
    }
    let yes = Fact::yes(fact.a, fact.b);
    Some(Split {
        subject: Subject::Cell(yes),
        cases: vec![vec![yes], vec![yes.negated()]],
        ruled_out: Vec::new(),
        ways: Vec::new(),
        clashing: Vec::new(),
    })
}

/// What a split step asks a reader to hold and follow, as the rating counts it.
fn size(d: &Deduction) -> u32 {
    CaseChain::size(&d.cases)
}

/// `d` (the step a split on a line or a clue gave, found with `techniques`), or, when it shows
/// three or more cases, the split on one cell its cases suppose whose two cases both give the
/// same conclusions, with less to follow and no more premises (the first such cell in the order
/// the cases name them, of the smallest size).
///
/// (A line of two open cells can show five cases: cutting `d`'s premises down to a minimal set
/// drops the facts that rule the other three out, and the split followed again without them has
/// them open. The split on one of the two cells stays two cases however its premises are cut.
/// Likewise a comparison's four placements, `revenge ~2 Sgt Gunmetal`, pair up two by two when
/// all that matters is whether Sgt Gunmetal is on floor 3.)
pub(super) fn or_one_cell(
    ctx: &Context<'_>,
    techniques: &[&dyn Technique],
    split: &Split,
    d: Deduction,
    nested: bool,
) -> Deduction {
    if matches!(split.subject, Subject::Count(_) | Subject::Cell(_)) || d.cases.len() < 3 {
        return d;
    }
    let mut cells: Vec<Fact> = Vec::new();
    for &fact in split.cases.iter().flatten() {
        if fact.together && !cells.contains(&fact) {
            cells.push(fact);
        }
    }
    let mut best: Option<Deduction> = None;
    for fact in cells {
        let Some(cell) = cell_split(ctx.grid, fact) else {
            continue;
        };
        // Both cases must hold the conclusions: a cell split one of whose cases dies is a
        // supposition refuted, which reads as one ("suppose …: impossible"), not as two cases.
        let both = |c: &Deduction| c.cases.iter().all(|c| c.ends == CaseEnd::Conclusion);
        let Some(found) = explain_split(ctx, techniques, &cell, PREMISE_BOUND, &d.conclusions)
            .filter(|c| !c.contradiction)
            .and_then(|c| minimal(ctx, cell.subject, c, nested))
            .filter(both)
        else {
            continue;
        };
        let smaller = size(&found) < best.as_ref().map_or(size(&d), size);
        if smaller
            && premise_count(ctx.puzzle, &found) <= premise_count(ctx.puzzle, &d).max(MAX_PREMISES)
        {
            best = Some(found);
        }
    }
    best.unwrap_or(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::setup;

    /// A1 goes with B1 (then clue 2 puts C1 with A1) or it does not (then clue 1 puts C2 with
    /// A3): either way A3 does not go with C1. Split on A1's line, the cases B2, B3 and B4 read
    /// alike; split on the one cell, there are two.
    const PUZZLE: &str = "a: A1, A2, A3, A4\nb: B1, B2, B3, B4\nc: C1, C2, C3, C4\n\
                          B1 + A1 or C2 + A3\nA1 + C1 or B1 + A2\n";

    #[test]
    fn a_line_whose_cases_read_alike_is_split_on_one_cell() {
        let (puzzle, grid) = setup(PUZZLE, &[]);
        let ctx = Context::new(&puzzle, &grid);
        let techniques = easier(&ctx);
        let a1 = ItemId::new(0, 0);
        let target = [Fact::no(ItemId::new(0, 2), ItemId::new(2, 0))];
        let line = line_split(&grid, a1, 1).unwrap();
        let d = explain_split(&ctx, &techniques, &line, PREMISE_BOUND, &target).unwrap();
        assert_eq!(d.cases.len(), 4);
        let shown = or_one_cell(&ctx, &techniques, &line, d.clone(), false);
        assert_eq!(shown.conclusions, d.conclusions);
        assert_eq!(shown.cases.len(), 2);
        let b1 = ItemId::new(1, 0);
        assert_eq!(shown.cases[0].assume, [Fact::yes(a1, b1)]);
        assert_eq!(shown.cases[1].assume, [Fact::no(a1, b1)]);
        assert!(size(&shown) < size(&d));
        assert!(
            shown
                .reason
                .starts_with("Either A1 goes with B1 or not: take both cases in turn."),
            "{}",
            shown.reason
        );
        assert!(
            shown
                .chain
                .contains(&"Case 2 of 2: suppose A1 does not go with B1.".into()),
            "{:?}",
            shown.chain
        );
    }

    /// The same split written as a clue, `A1 + (B1 | B2 | B3)`: its three ways are shown as the
    /// two of A1 and B1.
    #[test]
    fn a_clue_whose_ways_read_alike_is_split_on_one_cell() {
        let text = format!("{PUZZLE}A1 + (B1 | B2 | B3)\n");
        let (puzzle, grid) = setup(&text, &[]);
        let ctx = Context::new(&puzzle, &grid);
        let techniques = easier(&ctx);
        let split = split_on(&grid, &puzzle.clues()[2], Subject::Clue(2)).unwrap();
        let target = [Fact::no(ItemId::new(0, 2), ItemId::new(2, 0))];
        let d = explain_split(&ctx, &techniques, &split, PREMISE_BOUND, &target).unwrap();
        assert_eq!(d.cases.len(), 3);
        let shown = or_one_cell(&ctx, &techniques, &split, d, false);
        assert_eq!(shown.cases.len(), 2);
        let cell = Fact::yes(ItemId::new(0, 0), ItemId::new(1, 0));
        assert_eq!(shown.cases[0].assume, [cell]);
        assert!(shown.reason.starts_with("Either A1 goes with B1 or not"));
    }

    #[test]
    fn a_split_of_two_cases_is_kept() {
        let (puzzle, grid) = setup(PUZZLE, &[]);
        let ctx = Context::new(&puzzle, &grid);
        let techniques = easier(&ctx);
        let split = split_on(&grid, &puzzle.clues()[0], Subject::Clue(0)).unwrap();
        let target = [Fact::no(ItemId::new(0, 2), ItemId::new(2, 0))];
        let d = explain_split(&ctx, &techniques, &split, PREMISE_BOUND, &target).unwrap();
        assert_eq!(or_one_cell(&ctx, &techniques, &split, d.clone(), false), d);
    }

    #[test]
    fn only_an_open_cell_is_split_on() {
        let (_, grid) = setup(PUZZLE, &[("A1", "B1", false)]);
        let fact = Fact::yes(ItemId::new(0, 0), ItemId::new(1, 0));
        assert!(cell_split(&grid, fact).is_none());
        let open = Fact::yes(ItemId::new(0, 0), ItemId::new(1, 1));
        assert_eq!(cell_split(&grid, open).unwrap().cases.len(), 2);
    }
}
