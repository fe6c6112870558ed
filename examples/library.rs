//! Using sleuth as a library: parse a puzzle, look at what it holds, solve it, print the answer,
//! and show what a bad puzzle's error looks like.
//!
//! Run it with `cargo run --example library`.

use gridsleuth::{ItemId, Puzzle, PuzzleError, solve};

const PUZZLE: &str = "\
# The seed puzzle from the original Murdle solver.
suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
weapons: dumbbell, pool cue, poisoned tea
places: gym, pool, lobby

Sgt Gunmetal + dumbbell
not Coach Raspberry + (gym | lobby)
pool cue + (pool | lobby)
Miss Saffron + pool cue or Sgt Gunmetal + pool cue
";

/// The same puzzle with a typo in a name and a clue that can never hold.
const BROKEN: &str = "\
suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
weapons: dumbbell, pool cue, poisoned tea
places: gym, pool, lobby

Sgt Gunmetl + dumbbell
Miss Saffron + Sgt Gunmetal
";

fn main() -> Result<(), PuzzleError> {
    // The name ("murdle.txt") only appears in error messages.
    let puzzle = Puzzle::parse_named("murdle.txt", PUZZLE)?;

    println!(
        "{} categories of {} items:",
        puzzle.category_count(),
        puzzle.size()
    );
    for category in puzzle.categories() {
        println!("  {}: {}", category.name, category.items.join(", "));
    }

    println!("{} clues:", puzzle.clues().len());
    for clue in puzzle.clues() {
        let options = clue.options.len();
        println!(
            "  line {}: {}  ({options} option{})",
            clue.line,
            clue.text,
            if options == 1 { "" } else { "s" }
        );
    }

    // Names are looked up loosely, as in clues.
    if let gridsleuth::model::names::Lookup::Found(item) = puzzle.find_item("saffron") {
        println!("`saffron` is {}", puzzle.item_name(item));
    }

    // Stop after 10 solutions: `truncated` says whether there may be more.
    let report = solve(&puzzle, 10);
    println!(
        "{} solution(s){}",
        report.solutions.len(),
        if report.truncated {
            ", and maybe more"
        } else {
            ""
        }
    );
    for solution in &report.solutions {
        for (row, items) in solution.rows().iter().enumerate() {
            let names: Vec<&str> = items
                .iter()
                .enumerate()
                .map(|(category, &index)| puzzle.item_name(ItemId::new(category, index)))
                .collect();
            println!("  row {}: {}", row + 1, names.join(", "));
        }
        assert!(puzzle.is_solution(solution));
    }

    // A puzzle with mistakes: every problem is reported, each with a kind a program can match
    // on, and the whole error renders like a compiler's (no colour here).
    match Puzzle::parse_named("broken.txt", BROKEN) {
        Ok(_) => println!("the broken puzzle parsed?"),
        Err(error) => {
            for diagnostic in error.diagnostics() {
                println!("{:?}: {}", diagnostic.kind, diagnostic.message);
            }
            print!("{error}");
        }
    }
    Ok(())
}
