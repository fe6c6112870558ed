//! The technique catalog, `techniques/<id>/`: one folder per [`TechniqueId`], each with a
//! `README.md` (the technique in plain words) and a `puzzle.txt` that needs it. For every folder
//! this checks that the explanation uses the technique and nothing harder, that without it (only
//! the techniques before it) logic stalls and search is needed, and snapshots the explanation into
//! the folder as `explanation.snap`. `docs/techniques.md` is generated from the folders and must
//! be up to date (set `SLEUTH_UPDATE_INDEX=1` to rewrite it).

use std::path::{Path, PathBuf};

use gridsleuth::techniques::{CATALOG, TechniqueId};
use gridsleuth::{ExplainOptions, Explanation, Outcome, Puzzle, Tier, explain_with};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn catalog_dir() -> PathBuf {
    repo().join("techniques")
}

/// The folder names under `techniques/`, sorted.
fn folders() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(catalog_dir())
        .expect("techniques/ exists")
        .map(|entry| entry.expect("readable entry"))
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_dir()))
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The catalog puzzle of `technique`, named by its path from the repository root.
fn puzzle(technique: TechniqueId) -> Puzzle {
    let path = catalog_dir().join(technique.id()).join("puzzle.txt");
    let name = format!("techniques/{}/puzzle.txt", technique.id());
    Puzzle::parse_named(&name, &read(&path)).unwrap_or_else(|e| panic!("{name}:\n{e}"))
}

fn explain_up_to(puzzle: &Puzzle, max_technique: Option<TechniqueId>) -> Explanation {
    explain_with(
        puzzle,
        &ExplainOptions {
            max_technique,
            ..ExplainOptions::default()
        },
    )
}

/// The hardest technique any step was made by. One-to-one is never a step of its own: it is the
/// rule applied with every ✓, counted in the rating but not here.
fn hardest_step(explanation: &Explanation) -> Option<TechniqueId> {
    explanation.steps.iter().map(|s| s.technique).max()
}

/// The technique just before `technique` in catalog order.
fn previous(technique: TechniqueId) -> Option<TechniqueId> {
    let index = TechniqueId::ALL.iter().position(|&t| t == technique)?;
    index.checked_sub(1).map(|i| TechniqueId::ALL[i])
}

/// Whether some step rests on a ✗ that an earlier step's ✓ brought by one-to-one.
fn uses_one_to_one(explanation: &Explanation) -> bool {
    explanation.steps.iter().enumerate().any(|(i, step)| {
        explanation.steps[..i]
            .iter()
            .any(|earlier| earlier.consequences.iter().any(|c| step.facts.contains(c)))
    })
}

/// What is wrong with the catalog puzzle of `technique` (empty when nothing is).
fn problems(technique: TechniqueId, puzzle: &Puzzle, explanation: &Explanation) -> Vec<String> {
    let mut problems = Vec::new();
    let used = explanation.rating.counts.contains_key(&technique);
    if !used {
        problems.push(format!("does not use {}", technique.id()));
    }
    if explanation.outcome != Outcome::Solved {
        problems.push(format!(
            "should have exactly one solution, not {:?}",
            explanation.outcome
        ));
    }
    let hardest = hardest_step(explanation);
    match technique {
        // Read straight off the clues: clue facts (with their one-to-one ✗s) and nothing else.
        TechniqueId::ClueFact => {
            if hardest != Some(TechniqueId::ClueFact) {
                problems.push(format!("needs more than clue facts: {hardest:?}"));
            }
        }
        // One-to-one pays off through last possibilities: an Easy puzzle whose steps rest on
        // one-to-one ✗s.
        TechniqueId::OneToOne => {
            if explanation.rating.tier != Tier::Easy {
                problems.push(format!("should be Easy, is {}", explanation.rating.tier));
            }
            if !uses_one_to_one(explanation) {
                problems.push("no step rests on a one-to-one ✗".to_string());
            }
        }
        _ => {
            if used && hardest != Some(technique) {
                problems.push(format!("its hardest step is {hardest:?}"));
            }
        }
    }
    let needs_its_technique = !matches!(
        technique,
        TechniqueId::ClueFact | TechniqueId::OneToOne | TechniqueId::Search
    );
    if let Some(before) = previous(technique).filter(|_| needs_its_technique)
        && !explain_up_to(puzzle, Some(before)).needs_search()
    {
        problems.push(format!(
            "can be finished without it (techniques up to {} suffice)",
            before.id()
        ));
    }
    problems
}

#[test]
fn every_technique_has_a_catalog_folder() {
    let mut expected: Vec<String> = TechniqueId::ALL
        .iter()
        .map(|t| t.id().to_string())
        .collect();
    expected.sort();
    assert_eq!(
        folders(),
        expected,
        "techniques/ must hold exactly one folder per TechniqueId"
    );
    for technique in TechniqueId::ALL {
        let folder = catalog_dir().join(technique.id());
        for file in ["README.md", "puzzle.txt"] {
            assert!(
                folder.join(file).is_file(),
                "techniques/{}/{file} is missing",
                technique.id()
            );
        }
    }
}

#[test]
fn catalog_puzzles_need_their_technique() {
    let mut failures = Vec::new();
    for technique in TechniqueId::ALL {
        let puzzle = puzzle(technique);
        let explanation = explain_up_to(&puzzle, None);
        for problem in problems(technique, &puzzle, &explanation) {
            failures.push(format!("techniques/{}: {problem}", technique.id()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn catalog_explanations() {
    for technique in TechniqueId::ALL {
        let text = explain_up_to(&puzzle(technique), None).to_string();
        insta::with_settings!({
            snapshot_path => catalog_dir().join(technique.id()),
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!("explanation", text);
        });
    }
}

#[test]
fn catalog_is_in_technique_order_with_unique_ids() {
    let ids: Vec<TechniqueId> = CATALOG.iter().map(|t| t.id()).collect();
    assert!(
        ids.windows(2).all(|w| w[0] < w[1]),
        "CATALOG must be sorted by TechniqueId, without repeats: {ids:?}"
    );
    let mut sorted = TechniqueId::ALL.to_vec();
    sorted.sort();
    assert_eq!(
        sorted,
        TechniqueId::ALL,
        "TechniqueId::ALL is easiest first"
    );
}

/// The title and the one-sentence summary (its second paragraph) of a catalog README.
fn title_and_summary(technique: TechniqueId) -> (String, String) {
    let path = catalog_dir().join(technique.id()).join("README.md");
    let text = read(&path);
    let mut paragraphs = text
        .split("\n\n")
        .map(|p| p.trim())
        .filter(|p| !p.is_empty());
    let title = paragraphs.next().unwrap_or_default();
    let title = title
        .strip_prefix("# ")
        .filter(|t| !t.contains('\n'))
        .unwrap_or_else(|| panic!("{}: the first line must be `# Title`", path.display()));
    let summary = paragraphs
        .next()
        .unwrap_or_else(|| panic!("{}: no summary paragraph", path.display()))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        summary.ends_with('.') && !summary.trim_end_matches('.').contains(". "),
        "{}: the second paragraph must be one sentence: {summary}",
        path.display()
    );
    (title.to_string(), summary)
}

const INDEX_HEAD: &str = "\
# Deduction techniques

The techniques sleuth's explaining engine uses, easiest first. It tries them in this order,
starting again from the top after every step, and rates a puzzle by the hardest one it needed.
Each folder holds a README in plain words, a small puzzle that needs the technique, and the
explanation sleuth gives for it (`explanation.snap`); see [techniques/README.md](../techniques/README.md).

<!-- Generated from techniques/*/README.md by tests/integration/catalog.rs.
     After editing a README, run: SLEUTH_UPDATE_INDEX=1 cargo test catalog -->

| Id | Name | Tier | What it does | Folder |
|---|---|---|---|---|
";

/// `docs/techniques.md` as it should be.
fn index() -> String {
    let mut out = String::from(INDEX_HEAD);
    for technique in TechniqueId::ALL {
        let (_, summary) = title_and_summary(technique);
        let id = technique.id();
        out.push_str(&format!(
            "| `{id}` | {} | {} | {summary} | [techniques/{id}](../techniques/{id}/) |\n",
            technique.name(),
            technique.tier(),
        ));
    }
    out
}

#[test]
fn techniques_index_is_up_to_date() {
    let expected = index();
    let path = repo().join("docs").join("techniques.md");
    if std::env::var_os("SLEUTH_UPDATE_INDEX").is_some() {
        std::fs::write(&path, &expected).expect("docs/techniques.md is writable");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/techniques.md is stale; it should read (or run with SLEUTH_UPDATE_INDEX=1):\n\n{expected}"
    );
}

/// A case-split step carries its cases as data in JSON: what each case supposes, its sub-steps
/// (with the fields of a step, premises counted within the case) and how it ends.
#[test]
fn case_split_steps_carry_their_cases_in_json() {
    let puzzle = puzzle(TechniqueId::CaseSplit);
    let explanation = explain_up_to(&puzzle, None);
    let json = serde_json::to_value(&explanation).expect("serialises");
    assert_eq!(json["schema_version"], 2);
    let steps = json["steps"].as_array().expect("steps");
    let split = steps
        .iter()
        .find(|s| s["technique"] == "case_split")
        .expect("a case-split step");
    let cases = split["cases"].as_array().expect("cases");
    assert!(cases.len() >= 2, "{split:#}");
    for case in cases {
        assert!(!case["assume"].as_array().expect("assume").is_empty());
        let ends = case["ends"].as_str().expect("ends");
        assert!(ends == "contradiction" || ends == "conclusion", "{ends}");
        let sub = case["steps"].as_array().expect("steps");
        if ends == "contradiction" {
            let last = sub.last().expect("a contradiction ends a chain");
            assert_eq!(last["contradiction"], true);
        }
        for s in sub {
            for field in [
                "number",
                "technique",
                "tier",
                "conclusions",
                "premises",
                "text",
            ] {
                assert!(!s[field].is_null(), "{field} missing in {s:#}");
            }
            assert!(s["premises"]["supposition"].is_boolean());
        }
    }
    // A plain step has no `cases` field.
    assert!(steps[0].get("cases").is_none());
}
