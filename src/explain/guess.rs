//! A guess, where logic stalls on a puzzle with one answer: the open line with the fewest
//! options (an item's places, say), the option the answer takes there, and what each other
//! option comes to when followed with every technique. The explanation then goes on in named
//! steps from the guess, as a person with a pencil does, instead of ending in a search's list
//! of the answer.

use crate::deadline::Deadline;
use crate::grid::{Fact, Grid};
use crate::model::{ItemId, Puzzle, Solution};
use crate::techniques::run::{Mode, Stop, deduce};
use crate::techniques::{Argued, CATALOG, Deduction, Reason, TechniqueId};

/// Most work units one other option may take when it is followed to see where it breaks (about
/// a fifth of a second on the reference machine); past it the guess says only a search shows it.
const BRANCH_WORK: u64 = 100_000_000;

/// The guess to make on `grid`, where logic has stalled and `solution` is the one answer: `None`
/// when no line has two options or more (then there is nothing to guess).
/// `earlier`: the step of the guess before this one, if any.
pub(crate) fn guess(
    puzzle: &Puzzle,
    grid: &Grid,
    solution: &Solution,
    deadline: Deadline,
    earlier: Option<usize>,
) -> Option<Deduction> {
    let (item, category) = narrowest_line(puzzle, grid)?;
    let open = grid.possible(item, category);
    let options: Vec<ItemId> = (0..grid.size())
        .filter(|&i| open >> i & 1 == 1)
        .map(|i| ItemId::new(category, i))
        .collect();
    let chosen = *options.iter().find(|&&b| solution.together(item, b))?;
    let others = options
        .iter()
        .filter(|&&b| b != chosen)
        .map(|&b| (b, clash_after(puzzle, grid, Fact::yes(item, b), deadline)))
        .collect();
    let shape = Reason::Guess {
        item,
        options,
        others,
        earlier: earlier.map(|step| step as crate::grid::Origin),
    };
    Some(Deduction::new(
        TechniqueId::Search,
        vec![Fact::yes(item, chosen)],
        Argued::of(puzzle, shape),
    ))
}

/// The line (an item and another category) with the fewest open cells, at least two; among
/// those, one in an ordered category first ("Peter is in house 1 or house 2"), then the grid's
/// order.
fn narrowest_line(puzzle: &Puzzle, grid: &Grid) -> Option<(ItemId, usize)> {
    let ordered = |c: usize| {
        puzzle
            .categories()
            .get(c)
            .is_some_and(|c| c.order.is_some())
    };
    let mut lines: Vec<(u32, bool, ItemId, usize)> = Vec::new();
    for item in crate::techniques::all_items(grid) {
        for category in (0..grid.categories()).filter(|&c| c != item.category) {
            let width = grid.possible(item, category).count_ones();
            if width >= 2 {
                lines.push((width, !ordered(category), item, category));
            }
        }
    }
    lines
        .into_iter()
        .min()
        .map(|(.., item, category)| (item, category))
}

/// How many steps of every technique take `supposed` to a clash, if they do within
/// [`BRANCH_WORK`] (and `deadline`).
fn clash_after(puzzle: &Puzzle, grid: &Grid, supposed: Fact, deadline: Deadline) -> Option<usize> {
    let mut branch = grid.clone();
    branch.set(supposed, crate::grid::SUPPOSITION).ok()?;
    let work = deadline
        .work_left()
        .map_or(BRANCH_WORK, |left| left.min(BRANCH_WORK));
    let mode = Mode {
        words: false,
        premises: false,
        deadline: deadline.with_work(work),
        quiet: None,
        touched: None,
    };
    let mut taken = 0;
    let steps = branch.open_facts().len() + 1;
    let first = crate::techniques::SUPPOSED_BASE;
    let stop = deduce(
        puzzle,
        &mut branch,
        &CATALOG,
        steps,
        first,
        mode,
        &mut |_, _, _, _| taken += 1,
    );
    (stop == Stop::Contradiction).then_some(taken)
}
