//! Machine output: serde documents with a `schema_version`. The shapes are documented in
//! `docs/json.md`; change them only with a version bump.

use serde::Serialize;

use crate::model::Puzzle;
use crate::render::text::solution_rows;
use crate::solver::{Outcome, SolveReport};
use crate::syntax::diagnostic::{LocatedDiagnostic, PuzzleError};

/// The version of every JSON document sleuth prints.
pub const SCHEMA_VERSION: u32 = 2;

/// A category as it appears in JSON.
#[derive(Debug, Serialize)]
pub struct CategoryJson {
    pub name: String,
    pub items: Vec<String>,
    /// Marked `(ordered)`.
    pub ordered: bool,
}

/// `sleuth solve --format json`.
#[derive(Debug, Serialize)]
pub struct SolveJson {
    pub schema_version: u32,
    pub file: String,
    pub categories: Vec<CategoryJson>,
    pub outcome: Outcome,
    pub solution_count: usize,
    pub truncated: bool,
    /// Each solution is a list of rows; each row the item names in category order.
    pub solutions: Vec<Vec<Vec<String>>>,
    /// The difficulty, when there is exactly one solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<crate::explain::rating::Rating>,
    /// What a limit cut short, in words (for example the rating), when something was.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cut_short: Vec<String>,
    /// With no solution: a minimal set of clues that cannot all hold (file order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflict: Option<Vec<ClueJson>>,
    /// With several solutions: the cells they disagree on, as `[row item, category]` names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disagreements: Option<Vec<[String; 2]>>,
}

/// The cells several solutions disagree on, as `[item of the first category, category]`.
pub fn disagreement_names(puzzle: &Puzzle, solutions: &[crate::Solution]) -> Vec<[String; 2]> {
    crate::explain::explanation::disagreements(puzzle, solutions)
        .into_iter()
        .map(|(row, category)| {
            [
                puzzle.item_name(row).to_string(),
                puzzle.category_name(category).to_string(),
            ]
        })
        .collect()
}

/// Clues by index, for JSON.
pub fn clues_json(puzzle: &Puzzle, indices: &[usize]) -> Vec<ClueJson> {
    indices
        .iter()
        .filter_map(|&i| puzzle.clues().get(i))
        .map(|c| ClueJson {
            line: c.line,
            label: puzzle.clue_label(c.line).map(str::to_string),
            text: c.text.clone(),
            sentence: puzzle.is_sentence(c.line),
        })
        .collect()
}

impl SolveJson {
    pub fn new(puzzle: &Puzzle, report: &SolveReport) -> SolveJson {
        SolveJson {
            schema_version: SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            categories: categories(puzzle),
            outcome: Outcome::of(report),
            solution_count: report.solutions.len(),
            truncated: report.truncated,
            solutions: report
                .solutions
                .iter()
                .map(|s| solution_rows(puzzle, s))
                .collect(),
            rating: None,
            cut_short: Vec::new(),
            conflict: None,
            disagreements: None,
        }
    }
}

/// The categories of a puzzle for JSON output.
pub fn categories(puzzle: &Puzzle) -> Vec<CategoryJson> {
    puzzle
        .categories()
        .iter()
        .map(|c| CategoryJson {
            name: c.name.clone(),
            items: c.items.clone(),
            ordered: c.order.is_some(),
        })
        .collect()
}

/// Any command's output when the file could not be read.
#[derive(Debug, Serialize)]
pub struct InputErrorJson {
    pub schema_version: u32,
    pub file: String,
    pub outcome: &'static str,
    pub errors: Vec<LocatedDiagnostic>,
}

impl InputErrorJson {
    pub fn new(error: &PuzzleError) -> InputErrorJson {
        InputErrorJson {
            schema_version: SCHEMA_VERSION,
            file: error.source().name().to_string(),
            outcome: "input_error",
            errors: error.located(),
        }
    }

    /// A file that could not be read at all.
    pub fn io(file: &str, message: &str) -> InputErrorJson {
        InputErrorJson {
            schema_version: SCHEMA_VERSION,
            file: file.to_string(),
            outcome: "input_error",
            errors: vec![LocatedDiagnostic {
                kind: crate::syntax::diagnostic::ErrorKind::Unreadable,
                message: message.to_string(),
                file: file.to_string(),
                line: None,
                column: None,
                label: None,
                help: None,
            }],
        }
    }
}

/// Pretty JSON with a final newline.
pub fn to_string<T: Serialize>(value: &T) -> String {
    let mut out =
        serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    out.push('\n');
    out
}

/// A fact in JSON: the two items (as the puzzle spells them) and whether they go together.
#[derive(Debug, Serialize)]
pub struct FactJson {
    pub a: String,
    pub b: String,
    pub together: bool,
}

impl FactJson {
    pub fn new(puzzle: &Puzzle, fact: crate::grid::Fact) -> FactJson {
        FactJson {
            a: puzzle.item_name(fact.a).to_string(),
            b: puzzle.item_name(fact.b).to_string(),
            together: fact.together,
        }
    }
}

/// A clue in JSON.
#[derive(Debug, Serialize)]
pub struct ClueJson {
    pub line: usize,
    /// The clue's published number when the file writes one before it (`2. Englishman + red`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub text: String,
    /// Written as an English sentence (left out for a formula).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sentence: bool,
}

/// What a step rests on.
#[derive(Debug, Serialize)]
pub struct PremisesJson {
    /// Clue line numbers.
    pub clues: Vec<usize>,
    /// Earlier step numbers.
    pub steps: Vec<usize>,
    /// The earlier facts used.
    pub facts: Vec<FactJson>,
}

/// One step in JSON.
#[derive(Debug, Serialize)]
pub struct StepJson {
    pub number: usize,
    /// The catalog id (`clue_fact`, `transitive_link`, …).
    pub technique: crate::techniques::TechniqueId,
    pub tier: crate::explain::rating::Tier,
    pub conclusions: Vec<FactJson>,
    /// The one-to-one ✗s that came with its ✓s.
    pub consequences: Vec<FactJson>,
    pub premises: PremisesJson,
    pub contradiction: bool,
    /// The step as text (as `explain` prints it).
    pub text: String,
    /// `--group-simple`: the clue-fact steps the grouped step gathers, each as a step object of
    /// its own (numbered like the grouped step). Left out for every other step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<StepJson>,
    /// A contradiction or case split: each case supposed, the sub-steps that followed in it and
    /// how it ended. Left out for every other step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cases: Vec<CaseJson>,
    /// `--alternatives`: other minimal premise sets that give the same conclusions. Left out
    /// when the option is off, and for steps that have none to look for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternatives: Option<Vec<SupportJson>>,
    /// With `alternatives`: whether more were found than listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub more_alternatives: Option<bool>,
}

/// One case of a contradiction or case-split step.
#[derive(Debug, Serialize)]
pub struct CaseJson {
    /// The facts supposed.
    pub assume: Vec<FactJson>,
    /// Clues supposed besides the facts, in clue syntax (a liar case's statements that are not
    /// one cell: `not Ann + cat + hall`); left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub supposed: Vec<String>,
    /// The sub-steps that followed, numbered from 1 within the case.
    pub steps: Vec<SubStepJson>,
    /// `contradiction` (the case is impossible) or `conclusion` (it gives the step's conclusions).
    pub ends: crate::techniques::CaseEnd,
}

/// What a sub-step rests on: clue line numbers, earlier sub-steps of the same case, facts known
/// before the step (from outside the case), and whether it uses the case's supposition.
#[derive(Debug, Serialize)]
pub struct SubPremisesJson {
    pub clues: Vec<usize>,
    pub steps: Vec<usize>,
    pub facts: Vec<FactJson>,
    pub supposition: bool,
}

/// One step inside a case: the fields of a step, its premises counted within the case.
#[derive(Debug, Serialize)]
pub struct SubStepJson {
    pub number: usize,
    pub technique: crate::techniques::TechniqueId,
    pub tier: crate::explain::rating::Tier,
    pub conclusions: Vec<FactJson>,
    pub premises: SubPremisesJson,
    pub contradiction: bool,
    pub text: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cases: Vec<CaseJson>,
}

impl CaseJson {
    pub fn new(puzzle: &Puzzle, case: &crate::techniques::CaseChain) -> CaseJson {
        let facts = |facts: &[crate::grid::Fact]| -> Vec<FactJson> {
            facts.iter().map(|f| FactJson::new(puzzle, *f)).collect()
        };
        CaseJson {
            assume: facts(&case.assume),
            supposed: case
                .supposed
                .iter()
                .flat_map(|c| &c.options)
                .map(|o| crate::words::clue::option_syntax(puzzle, o))
                .collect(),
            steps: case
                .steps
                .iter()
                .map(|s| SubStepJson {
                    number: s.number,
                    technique: s.technique,
                    tier: s.technique.tier(),
                    conclusions: facts(&s.conclusions),
                    premises: SubPremisesJson {
                        clues: s
                            .clues
                            .iter()
                            .filter_map(|&c| puzzle.clues().get(c))
                            .map(|c| c.line)
                            .collect(),
                        steps: s.uses.clone(),
                        facts: facts(&s.facts),
                        supposition: s.uses_assumption,
                    },
                    contradiction: s.contradiction,
                    text: s.text.text(),
                    cases: s.cases.iter().map(|c| CaseJson::new(puzzle, c)).collect(),
                })
                .collect(),
            ends: case.ends,
        }
    }
}

/// A set of premises: clue line numbers and earlier step numbers.
#[derive(Debug, Serialize)]
pub struct SupportJson {
    pub clues: Vec<usize>,
    pub steps: Vec<usize>,
}

impl StepJson {
    pub fn new(puzzle: &Puzzle, step: &crate::explain::explanation::Step) -> StepJson {
        StepJson {
            number: step.number,
            technique: step.technique,
            tier: step.tier(),
            conclusions: step
                .conclusions
                .iter()
                .map(|f| FactJson::new(puzzle, *f))
                .collect(),
            consequences: step
                .consequences
                .iter()
                .map(|f| FactJson::new(puzzle, *f))
                .collect(),
            premises: PremisesJson {
                clues: step.clue_lines.clone(),
                steps: step.steps.clone(),
                facts: step
                    .facts
                    .iter()
                    .map(|f| FactJson::new(puzzle, *f))
                    .collect(),
            },
            contradiction: step.contradiction,
            text: step.to_string(),
            parts: step
                .parts
                .iter()
                .map(|p| StepJson::new(puzzle, p))
                .collect(),
            cases: step
                .cases
                .iter()
                .map(|c| CaseJson::new(puzzle, c))
                .collect(),
            alternatives: step.alternatives.as_ref().map(|a| {
                a.sets
                    .iter()
                    .map(|s| SupportJson {
                        clues: s.clue_lines.clone(),
                        steps: s.steps.clone(),
                    })
                    .collect()
            }),
            more_alternatives: step.alternatives.as_ref().map(|a| a.more),
        }
    }
}

/// `sleuth explain --format json`, and the `Serialize` form of an [`crate::Explanation`].
#[derive(Debug, Serialize)]
pub struct ExplainJson {
    pub schema_version: u32,
    pub file: String,
    pub categories: Vec<CategoryJson>,
    pub clues: Vec<ClueJson>,
    pub outcome: Outcome,
    /// Each solution is a list of rows; each row the item names in category order.
    pub solutions: Vec<Vec<Vec<String>>>,
    pub truncated: bool,
    pub needs_search: bool,
    pub rating: crate::explain::rating::Rating,
    pub steps: Vec<StepJson>,
    /// The moves the text shows by default (see `crate::explain::moves`): each a step that reads a clue
    /// or makes a real inference, with the bookkeeping steps folded under it.
    pub moves: Vec<MoveJson>,
    /// The numbers of the steps no move shows (nothing the answer needs rests on them).
    pub left_out: Vec<usize>,
    /// `--alternatives` cut short by `--timeout`: the first step left without its
    /// alternatives (it and every later step have none). Left out when nothing was cut.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternatives_stopped_at: Option<usize>,
}

/// One move of an explanation.
#[derive(Debug, Serialize)]
pub struct MoveJson {
    pub number: usize,
    /// The number of the step that makes the move.
    pub step: usize,
    /// Its technique (that of `step`).
    pub technique: crate::techniques::TechniqueId,
    /// For the first move, when it reads the clue facts: the steps that read one clue on its
    /// own, shown as lines of it (see [`crate::explain::moves::Move::read`]). Left out when
    /// empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub read: Vec<usize>,
    /// The numbers of the bookkeeping steps folded under it.
    pub folded: Vec<usize>,
    /// The move as the text output prints it (citing moves, not steps).
    pub text: String,
}

impl MoveJson {
    pub fn all(
        explanation: &crate::explain::explanation::Explanation,
        moves: &crate::explain::moves::Moves,
    ) -> Vec<MoveJson> {
        moves
            .moves
            .iter()
            .map(|m| MoveJson {
                number: m.number,
                step: m.step,
                technique: explanation.steps[m.step - 1].technique,
                read: m.read.clone(),
                folded: m.folded.clone(),
                text: moves.text(explanation, m).to_string(),
            })
            .collect()
    }
}

impl ExplainJson {
    pub fn new(explanation: &crate::explain::explanation::Explanation) -> ExplainJson {
        let puzzle = &explanation.puzzle;
        let moves = crate::explain::moves::Moves::of(explanation);
        ExplainJson {
            schema_version: SCHEMA_VERSION,
            file: puzzle.source().name().to_string(),
            categories: categories(puzzle),
            clues: clues_json(puzzle, &(0..puzzle.clues().len()).collect::<Vec<_>>()),
            outcome: explanation.outcome,
            solutions: explanation
                .solutions
                .iter()
                .map(|s| solution_rows(puzzle, s))
                .collect(),
            truncated: explanation.truncated,
            needs_search: explanation.needs_search(),
            rating: explanation.rating.clone(),
            steps: explanation
                .steps
                .iter()
                .map(|s| StepJson::new(puzzle, s))
                .collect(),
            moves: MoveJson::all(explanation, &moves),
            left_out: moves.left_out.clone(),
            alternatives_stopped_at: explanation.alternatives_stopped_at,
        }
    }
}

impl Serialize for crate::explain::explanation::Explanation {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ExplainJson::new(self).serialize(serializer)
    }
}

/// One puzzle's row of `sleuth rate --format json`: its rating, or the error that stopped it.
#[derive(Debug, Serialize)]
pub struct RateJson {
    pub file: String,
    /// `solved`, `several_solutions`, `no_solution`, or `input_error` (then only `error` follows).
    pub outcome: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tier: Option<crate::explain::rating::Tier>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needs_search: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counts: Option<std::collections::BTreeMap<crate::techniques::TechniqueId, usize>>,
    /// What the score is made of: reading the clues, each move's cost, the rest.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effort: Option<crate::explain::rating::Effort>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl RateJson {
    pub fn new(explanation: &crate::explain::explanation::Explanation) -> RateJson {
        RateJson {
            file: explanation.puzzle.source().name().to_string(),
            outcome: outcome_name(explanation.outcome).to_string(),
            tier: Some(explanation.rating.tier),
            score: Some(explanation.rating.score),
            steps: Some(explanation.steps.len()),
            needs_search: Some(explanation.needs_search()),
            counts: Some(explanation.rating.counts.clone()),
            effort: Some(explanation.rating.effort.clone()),
            error: None,
        }
    }

    /// The row of a file that could not be read.
    pub fn error(file: &str, message: &str) -> RateJson {
        RateJson {
            file: file.to_string(),
            outcome: "input_error".to_string(),
            tier: None,
            score: None,
            steps: None,
            needs_search: None,
            counts: None,
            effort: None,
            error: Some(message.to_string()),
        }
    }
}

/// One `puzzles` entry of the JSON document: the rating and the time it took.
#[derive(Serialize)]
pub struct RateEntryJson<'a> {
    #[serde(flatten)]
    pub rate: &'a RateJson,
    pub seconds: f64,
}

/// The `summary` of the JSON document.
#[derive(Serialize)]
pub struct SummaryJson {
    pub puzzles: usize,
    /// Rows per tier column (`Hard`, `several solutions`, `error`, …), easiest first.
    pub tiers: Vec<TierCountJson>,
    pub slowest: Vec<SlowJson>,
}

#[derive(Serialize)]
pub struct TierCountJson {
    pub tier: String,
    pub count: usize,
}

#[derive(Serialize)]
pub struct SlowJson {
    pub file: String,
    pub seconds: f64,
}

/// `sleuth rate --format json`.
#[derive(Serialize)]
pub struct RateBatchJson<'a> {
    pub schema_version: u32,
    pub puzzles: Vec<RateEntryJson<'a>>,
    pub summary: SummaryJson,
}

/// The JSON name of an outcome.
pub fn outcome_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Solved => "solved",
        Outcome::SeveralSolutions => "several_solutions",
        Outcome::NoSolution => "no_solution",
        Outcome::Unfinished => "unfinished",
        Outcome::TimedOut => "timed_out",
    }
}

/// A given fact that is wrong, in `hint` JSON.
#[derive(Debug, Serialize)]
pub struct WrongGivenJson {
    /// Its line in the facts file, and as written.
    pub line: usize,
    pub text: String,
    /// What is true of that cell instead (for programs: the text never says it).
    pub truth: FactJson,
    /// The clue lines that, with the player's facts in `facts`, rule it out: the smallest set
    /// found.
    pub clues: Vec<usize>,
    /// The player's other (right) facts the refutation uses.
    pub facts: Vec<FactJson>,
}

/// `sleuth hint --format json`.
#[derive(Debug, Serialize)]
pub struct HintJson {
    pub schema_version: u32,
    pub file: String,
    /// The puzzle's outcome (from the clues alone).
    pub outcome: Outcome,
    /// `next`, `done`, `wrong_given` or `clashing_givens`.
    pub kind: &'static str,
    pub level: crate::analysis::hint::HintLevel,
    /// The hint as `hint` prints it.
    pub text: String,
    /// The next step, at level `full` only.
    pub steps: Vec<StepJson>,
    /// For `wrong_given`: the wrong fact and the truth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wrong_given: Option<WrongGivenJson>,
}

/// `sleuth why --format json`.
#[derive(Debug, Serialize)]
pub struct WhyJson {
    pub schema_version: u32,
    pub file: String,
    /// The puzzle's outcome.
    pub outcome: Outcome,
    /// The fact asked about.
    pub fact: FactJson,
    /// Whether it holds: in every solution (`true`), in none (`false`), or unsettled (`null`).
    pub holds: Option<bool>,
    /// The verdict as `why` prints it.
    pub text: String,
    /// The steps the answer rests on, in order.
    pub steps: Vec<StepJson>,
}
