//! Tests of the play page's data.
use super::*;
use crate::render::staircase::OPEN;

fn murdle() -> Puzzle {
    Puzzle::parse(include_str!("../../../examples/murdle.txt")).unwrap()
}

const SOLVED: [&str; 5] = [
    include_str!("../../../examples/murdle.txt"),
    include_str!("../../../examples/manor.txt"),
    include_str!("../../../examples/gallery.txt"),
    include_str!("../../../examples/zebra.txt"),
    include_str!("../../../examples/diner.txt"),
];

/// The cells of a cell's block in its row and its column (the one-to-one ✗s of a ✓).
fn peers(n: usize, cell: usize) -> Vec<usize> {
    let first = cell - cell % (n * n);
    let (i, j) = ((cell - first) / n, (cell - first) % n);
    (0..n)
        .flat_map(|x| [first + i * n + x, first + x * n + j])
        .filter(|&p| p != cell)
        .collect()
}

/// The player's grid after "Mark it for me" on each move in turn (what the page's `known()`
/// holds): entry `i` is the grid before move `i + 1`, the last one after all moves.
fn grids_by_move(data: &PlayJson, n: usize) -> Vec<Vec<char>> {
    let mut marks = vec![OPEN; data.layout.cell_count];
    let mut out = vec![marks.clone()];
    for m in &data.moves {
        for &(cell, mark) in &m.conclusions {
            marks[cell] = mark;
        }
        for &cell in &m.consequences {
            marks[cell] = NO;
        }
        for cell in 0..marks.len() {
            if marks[cell] == YES {
                for p in peers(n, cell) {
                    if marks[p] == OPEN {
                        marks[p] = NO;
                    }
                }
            }
        }
        out.push(marks.clone());
    }
    out
}

#[test]
fn the_answer_and_why_cover_every_cell() {
    let puzzle = murdle();
    let explanation = crate::explain(&puzzle);
    let data = PlayJson::new(&explanation).unwrap();
    let layout = Layout::of(&puzzle);
    assert_eq!(data.answer.len(), layout.cell_count());
    // The answer is the last grid of the explanation.
    let explanation = crate::explain(&puzzle);
    let states = Layout::of(&puzzle).states(&explanation);
    assert_eq!(&data.answer, states.last().unwrap());
    for (cell, steps) in data.why.iter().enumerate() {
        assert!(!steps.is_empty(), "cell {cell} has no step");
        // Every step named sets that cell to its true mark.
        for &s in steps {
            let step = &data.steps[s - 1];
            let mark = data.answer.as_bytes()[cell] as char;
            assert!(
                step.conclusions.contains(&(cell, mark))
                    || (mark == NO && step.consequences.contains(&cell)),
                "cell {cell} step {s}"
            );
        }
    }
}

/// The moves are the explanation's, in its words; their conclusions are the answer's; and
/// with the rows every cell is some hint's: the moves and the rows unit fill the whole grid.
#[test]
fn moves_and_the_rows_cover_every_cell() {
    for text in SOLVED {
        let puzzle = Puzzle::parse(text).unwrap();
        let explanation = crate::explain(&puzzle);
        let data = PlayJson::new(&explanation).unwrap();
        let moves = Moves::of(&explanation);
        assert_eq!(data.moves.len(), moves.moves.len());
        let answer: Vec<char> = data.answer.chars().collect();
        for (json, m) in data.moves.iter().zip(&moves.moves) {
            assert_eq!(json.number, m.number);
            assert_eq!(json.steps[0], m.step);
            assert_eq!(json.steps, m.steps().collect::<Vec<_>>());
            assert_eq!(json.text, moves.text(&explanation, m).to_string());
            assert!(json.text.starts_with(&format!("Move {} · ", m.number)));
            assert_eq!(json.nudge, nudge(&puzzle, &explanation.steps[m.step - 1]));
            assert_eq!(json.grid, m.step - 1);
            for &(cell, mark) in json.premises.iter().chain(&json.conclusions) {
                assert_eq!(answer[cell], mark, "move {}", m.number);
            }
            assert!(json.consequences.iter().all(|&c| answer[c] == NO));
        }
        let after = grids_by_move(&data, puzzle.size()).pop().unwrap();
        let rows: Vec<usize> = data.rows_unit.as_ref().map_or_else(Vec::new, |u| {
            u.conclusions.iter().map(|&(c, _)| c).collect()
        });
        for cell in 0..answer.len() {
            assert!(
                after[cell] == answer[cell] || rows.contains(&cell),
                "cell {cell} is no hint's"
            );
        }
    }
}

#[test]
fn the_rows_fill_what_the_moves_leave_open() {
    let mut seen = 0;
    for text in SOLVED {
        let puzzle = Puzzle::parse(text).unwrap();
        let data = PlayJson::new(&crate::explain(&puzzle)).unwrap();
        let last = grids_by_move(&data, puzzle.size()).pop().unwrap();
        let open: Vec<usize> = (0..last.len()).filter(|&c| last[c] == OPEN).collect();
        let Some(unit) = data.rows_unit else {
            assert!(open.is_empty());
            continue;
        };
        seen += 1;
        let answer: Vec<char> = data.answer.chars().collect();
        let concluded: Vec<usize> = unit.conclusions.iter().map(|&(c, _)| c).collect();
        assert_eq!(concluded, open);
        for &(cell, mark) in unit.conclusions.iter().chain(&unit.premises) {
            assert_eq!(answer[cell], mark);
        }
        // Its premises (the rows) are all on the grid after the moves.
        assert!(unit.premises.iter().all(|&(c, m)| last[c] == m));
        assert_eq!(
            unit.premises.len(),
            puzzle.size() * (puzzle.category_count() - 1)
        );
        assert!(!unit.text.contains('?'), "{}", unit.text);
    }
    assert!(seen > 0, "some example ends its moves with open cells");
}

/// Every premise of a move is on the player's grid once the moves before it are marked, so
/// for a player who has the grid of the moves before it, the first unfinished move is
/// always ready (the hint rule of play.js never needs its fallback on sleuth's own path);
/// and each move sets something new.
#[test]
fn premises_are_set_by_earlier_moves() {
    for text in SOLVED {
        let puzzle = Puzzle::parse(text).unwrap();
        let data = PlayJson::new(&crate::explain(&puzzle)).unwrap();
        let grids = grids_by_move(&data, puzzle.size());
        for (i, m) in data.moves.iter().enumerate() {
            for &(cell, mark) in &m.premises {
                assert_eq!(grids[i][cell], mark, "move {} cell {cell}", m.number);
            }
            assert!(
                m.conclusions.iter().any(|&(c, _)| grids[i][c] == OPEN),
                "move {}",
                m.number
            );
        }
    }
}

/// The steps' premises are on the explanation's grid before each step (the wrong-mark
/// message and the spoiler step-through still go by steps).
#[test]
fn step_premises_are_set_by_earlier_steps() {
    for text in SOLVED {
        let puzzle = Puzzle::parse(text).unwrap();
        let data = PlayJson::new(&crate::explain(&puzzle)).unwrap();
        let explanation = crate::explain(&puzzle);
        let grids: Vec<Vec<char>> = Layout::of(&puzzle)
            .states(&explanation)
            .iter()
            .map(|g| g.chars().collect())
            .collect();
        for step in &data.steps {
            for &(cell, mark) in &step.premises {
                assert_eq!(grids[step.number - 1][cell], mark, "step {}", step.number);
            }
        }
    }
}

#[test]
fn a_puzzle_without_one_answer_has_no_play_page_but_a_blank_one() {
    let several = Puzzle::parse(include_str!("../../../examples/several.txt")).unwrap();
    let explanation = crate::explain(&several);
    assert_eq!(
        page(&explanation).unwrap_err(),
        PlayError::NotUnique(Outcome::SeveralSolutions)
    );
    let blank = blank_page(&several);
    assert!(!blank.contains("<script"));
    assert!(blank.contains("<table class=\"grid\">"));
}

/// The page replays the explanation's grid from the steps (`gridAfter` in play.js): the
/// same replay here gives `Layout::states`.
#[test]
fn the_steps_replay_to_the_explanations_grids() {
    for text in SOLVED {
        let puzzle = Puzzle::parse(text).unwrap();
        let explanation = crate::explain(&puzzle);
        let data = PlayJson::new(&explanation).unwrap();
        let mut grid = vec![OPEN; data.layout.cell_count];
        let mut replayed = vec![grid.iter().collect::<String>()];
        for step in &data.steps {
            if !step.contradiction {
                for &(cell, mark) in &step.conclusions {
                    grid[cell] = mark;
                }
                for &cell in &step.consequences {
                    grid[cell] = NO;
                }
            }
            replayed.push(grid.iter().collect());
        }
        assert_eq!(replayed, Layout::of(&puzzle).states(&explanation));
    }
}

/// Each one-clue refutation is of a cell's wrong mark, names a clue of the puzzle, and ends
/// in a clash; and the wrong mark really clashes with that clue alone.
#[test]
fn one_clue_refutations_are_of_wrong_marks_and_hold() {
    let puzzle = murdle();
    let data = PlayJson::new(&crate::explain(&puzzle)).unwrap();
    assert!(!data.refutations.is_empty());
    let layout = Layout::of(&puzzle);
    let dims = crate::solver::entailment::Dimensions::of(&puzzle);
    for (&cell, r) in &data.refutations {
        let clue = puzzle.clues().iter().find(|c| c.line == r.clue).unwrap();
        let (a, b) = puzzle
            .items()
            .flat_map(|a| puzzle.items().map(move |b| (a, b)))
            .find(|&(a, b)| a.category < b.category && layout.cell(a, b) == Some(cell))
            .unwrap();
        let wrong = Fact::new(a, b, data.answer.as_bytes()[cell] != b'y');
        assert!(crate::solver::entailment::inconsistent(
            dims,
            &[clue],
            &[wrong]
        ));
        assert!(
            r.text.contains("Here the supposition clashes."),
            "{}",
            r.text
        );
    }
}

#[test]
fn the_key_is_stable() {
    assert_eq!(key(""), "cbf29ce484222325");
    assert_ne!(key("a"), key("b"));
}
