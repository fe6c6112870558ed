//! The wording test (issue 17): over every example, catalog puzzle and a spread of generated
//! puzzles, in moves and in steps, every headline and reason starts with a capital; a puzzle that
//! declares its phrasing never says "is with"; category nouns have the right number ("no other
//! weapon", "the other weapons are"); a list of places is "are ruled out"; one of a unit is
//! singular ("1 minute more"); and a comparison step that names places past an end names only
//! places it concludes about.

use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::techniques::TechniqueId;
use gridsleuth::words::noun;
use gridsleuth::{Detail, Explanation, Puzzle, explain};

use super::engine::puzzles_in;

fn corpus() -> Vec<Puzzle> {
    let mut puzzles = puzzles_in("examples", false);
    puzzles.extend(puzzles_in("techniques", true));
    puzzles.extend(puzzles_in("tests/data/real", false));
    for seed in 0..6 {
        for (k, n) in [(3, 4), (4, 4), (4, 5), (5, 5)] {
            for mix in [ClueMix::Mixed, ClueMix::Indirect, ClueMix::Ordered] {
                puzzles.push(
                    generate(GenerateOptions {
                        categories: k,
                        items: n,
                        seed,
                        mix,
                    })
                    .puzzle,
                );
            }
        }
    }
    puzzles
}

/// Every problem with the wording of one explanation.
fn problems(explanation: &Explanation) -> Vec<String> {
    let puzzle = &explanation.puzzle;
    let mut found = Vec::new();
    for detail in [Detail::Moves, Detail::Steps] {
        let text = explanation.detailed(detail).to_string();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let is_title = line.starts_with("Move ") || line.starts_with("Step ");
            if !is_title || !line.contains(" · ") {
                continue;
            }
            // The headline and the reason under the title.
            for said in lines.iter().skip(i + 1).take(2) {
                let said = said.trim_start();
                if said.starts_with(|c: char| c.is_lowercase()) {
                    found.push(format!("starts in lower case: {said}"));
                }
            }
        }
        if !puzzle.phrasing().templates.is_empty()
            && puzzle.phrasing().templates.len() == pairs(puzzle)
            && (text.contains(" is with ") || text.contains(" is not with "))
        {
            found.push("says \"is with\" although every pair has its wording".to_string());
        }
        for c in 0..puzzle.category_count() {
            let (one, many) = (noun(puzzle, c, false), noun(puzzle, c, true));
            if one == many {
                continue;
            }
            for wrong in [
                format!("no other {many}"),
                format!("the other {one} are"),
                format!("no {many} is left"),
                format!("none of the {one}:"),
            ] {
                if text.contains(&wrong) {
                    found.push(format!("wrong number: `{wrong}`"));
                }
            }
        }
        // One of a unit is singular: "1 minute more than", not "1 minutes more than".
        let words: Vec<&str> = text.split_whitespace().collect();
        for w in words.windows(3) {
            if w[0] == "1"
                && w[1].ends_with('s')
                && w[1].starts_with(char::is_lowercase)
                && ["more", "less", "later", "earlier"].contains(&w[2])
            {
                found.push(format!("a plural unit of one: `{}`", w.join(" ")));
            }
        }
        for (at, _) in text.match_indices(" is ruled out") {
            let open = text[..at].rfind('(').unwrap_or(0);
            let inside = &text[open..at];
            if !inside.contains(['.', ')']) && inside.contains(" and ") {
                found.push(format!("a list that \"is\" ruled out: {}", &text[open..at]));
            }
        }
    }
    // A comparison step's "(with X at P there would be no place for Y)" names only places it
    // rules out for X (unless it places X or shows the clash, where every place counts).
    for step in &explanation.steps {
        let compare = matches!(
            step.technique,
            TechniqueId::OrderBounds | TechniqueId::FixedOffset | TechniqueId::Adjacency
        );
        if !compare || step.contradiction || step.conclusions.iter().any(|f| f.together) {
            continue;
        }
        let reason = step.reason.text();
        let Some(start) = reason.find("(with ") else {
            continue;
        };
        let Some(end) = reason[start..].find(" there would be no place") else {
            continue;
        };
        let inside = &reason[start + "(with ".len()..start + end];
        let Some((_, places)) = inside.split_once(" at ") else {
            continue;
        };
        let concluded: Vec<&str> = step
            .conclusions
            .iter()
            .flat_map(|f| [puzzle.item_name(f.a), puzzle.item_name(f.b)])
            .collect();
        for place in places.split(", ").flat_map(|p| p.split(" or ")) {
            if !concluded.contains(&place) {
                found.push(format!(
                    "step {} reasons about {place}, which it does not conclude: {reason}",
                    step.number
                ));
            }
        }
    }
    found
}

fn pairs(puzzle: &Puzzle) -> usize {
    let k = puzzle.category_count();
    k * (k - 1) / 2
}

#[test]
fn explanations_read_as_written_by_a_person() {
    let mut failures = Vec::new();
    for puzzle in corpus() {
        let explanation = explain(&puzzle);
        for problem in problems(&explanation) {
            failures.push(format!("{}: {problem}", puzzle.source().name()));
        }
    }
    failures.sort();
    failures.dedup();
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The test can fail: the old wording breaks it.
#[test]
fn the_wording_test_catches_old_mistakes() {
    let puzzle = Puzzle::parse(
        "suspects: Ann, Bob\nweapons: rope, knife\nsay suspects + weapons: {a} had the {b}\nAnn + rope\n",
    )
    .unwrap();
    let mut explanation = explain(&puzzle);
    explanation.steps[0].headline = "rope is with Ann.".to_string();
    explanation.steps[0].reason = "Because the other weapon are ruled out.".into();
    let found = problems(&explanation);
    assert!(found.iter().any(|p| p.contains("lower case")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("is with")), "{found:?}");
    assert!(
        found.iter().any(|p| p.contains("wrong number")),
        "{found:?}"
    );
}

/// A clue the file numbers (`2. Englishman + red`) is named by its number in the explanation,
/// the hint and the JSON; an unnumbered one by its line.
#[test]
fn numbered_clues_are_named_by_their_number() {
    let text = "a: x, y, z\nb: p, q, r\n2. x + p\nnot y + r\n7) z + (q | r)\n";
    let puzzle = Puzzle::parse(text).unwrap();
    assert_eq!(puzzle.clue_label(3), Some("2"));
    assert_eq!(puzzle.clue_label(4), None);
    assert_eq!(puzzle.clue_name(5), "clue 7");
    assert_eq!(puzzle.clue_name(4), "clue line 4");
    let explanation = explain(&puzzle);
    // Reasons and the gathered first step's lines ("x goes with p (clue 2: `x + p`).").
    let reasons: Vec<String> = explanation
        .steps
        .iter()
        .flat_map(|s| std::iter::once(&s.reason).chain(&s.chain))
        .map(|p| p.text())
        .collect();
    let text = reasons.join("\n");
    assert!(text.contains("clue 2: `x + p`"), "{text}");
    assert!(text.contains("clue line 4: `not y + r`"), "{text}");
    assert!(!text.contains("2. x + p"), "{text}");
    let hint = gridsleuth::hint(&puzzle, &[]);
    assert!(format!("{hint:?}").contains("clue 2: `x + p`"), "{hint:?}");
    let json = gridsleuth::render::json::to_string(&gridsleuth::render::json::ExplainJson::new(
        &explanation,
    ));
    assert!(json.contains("\"label\": \"2\""), "{json}");
}

/// A "So …" line says the ✓s a move's bookkeeping adds, not the ones the reader has marked
/// already: in Murder, He Wrote the dentist, the cousin and Halifax were tied by clue 3, so
/// finding the dentist's motive says only what it adds for the cousin.
#[test]
fn so_lines_do_not_repeat_what_is_marked() {
    let text = std::fs::read_to_string("tests/data/real/murderhewrote.txt").unwrap();
    let explanation = explain(&Puzzle::parse(&text).unwrap());
    let moves = explanation.detailed(Detail::Moves).to_string();
    let blackmail = moves
        .split("\n\n")
        .find(|m| m.contains("\n  The dentist's motive was blackmail.\n"))
        .unwrap();
    assert!(
        blackmail.contains("  So the cousin was killed for blackmail."),
        "{blackmail}"
    );
    assert!(
        !blackmail.contains("the dentist murdered the cousin"),
        "{blackmail}"
    );
}

/// Number agreement in a price's words: a thing named in the plural takes a plural verb ("the
/// cookies do not cost $2"), and someone named by what they have pays as a person does ("the
/// scones baker paid $4", not "costs"); the thing they have keeps its "the".
#[test]
fn prices_agree_with_who_or_what_pays() {
    let text = std::fs::read_to_string("examples/bake-sale.txt").unwrap();
    let shown = explain(&Puzzle::parse(&text).unwrap()).to_string();
    assert!(shown.contains("The cookies do not cost $2."), "{shown}");
    assert!(shown.contains("the muffins cost $5"), "{shown}");
    assert!(shown.contains("the scones baker paid $4"), "{shown}");
    // A lunch does not pay: "the falafel wrap does not cost $6.49", "the burrito costs $6.49".
    let text = std::fs::read_to_string("tests/data/english/food-truck-friday.txt").unwrap();
    let lunch = explain(&Puzzle::parse(&text).unwrap()).to_string();
    assert!(
        lunch.contains("The falafel wrap does not cost $6.49"),
        "{lunch}"
    );
    assert!(!lunch.contains("falafel wrap did not pay"), "{lunch}");
    // A comparison of prices says what costs more, a person by what they bought.
    assert!(
        lunch.contains("the burrito costs $0.50 more than Greta's lunch"),
        "{lunch}"
    );
    assert!(!lunch.contains("burrito paid"), "{lunch}");
    assert!(
        shown.contains("the muffins cost $1 more than Hana's treat"),
        "{shown}"
    );
    // A treat named by its baker ("the scones baker") is still said with "the".
    assert!(shown.contains("Kemal's treat is the scones"), "{shown}");
    for wrong in [
        "cookies does not",
        "muffins costs",
        "muffins does not",
        "baker costs",
        "is not scones",
    ] {
        assert!(!shown.contains(wrong), "{wrong}: {shown}");
    }
}

/// A "So …" or "Then …" line stays short enough to read: one that would list dozens of
/// crossed-out cells (the first move of a big puzzle) says how many instead.
#[test]
fn so_lines_stay_readable() {
    let mut longest = (0, String::new());
    for folder in ["tests/data/english-house", "tests/data/english", "examples"] {
        for puzzle in puzzles_in(folder, false) {
            let shown = explain(&puzzle).to_string();
            for line in shown.lines() {
                let said = line.trim_start();
                let n = said.chars().count();
                if (said.starts_with("So ") || said.starts_with("Then ")) && n > longest.0 {
                    longest = (n, format!("{}: {said}", puzzle.source().name()));
                }
            }
        }
    }
    assert!(longest.0 <= 400, "{} characters: {}", longest.0, longest.1);
}
