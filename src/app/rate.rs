//! `sleuth rate`: one line per puzzle (tier, score, steps, search needed).

use sleuth::render::{json, markdown, text};
use sleuth::{Deadline, ExplainOptions, explain_with};

use super::{Exit, LoadError, colour_stderr, load};
use crate::cli::{Format, RateArgs};

pub fn run(args: &RateArgs) -> Exit {
    let mut exit = Exit::Solved;
    let mut rows = vec![vec![
        "file".to_string(),
        "tier".to_string(),
        "score".to_string(),
        "steps".to_string(),
        "search".to_string(),
    ]];
    let mut docs = Vec::new();
    for path in &args.files {
        match load(path) {
            Ok(puzzle) => {
                let options = ExplainOptions {
                    deadline: args.timeout.map_or(Deadline::none(), Deadline::after),
                    ..ExplainOptions::default()
                };
                let explanation = explain_with(&puzzle, &options);
                let doc = json::RateJson::new(&explanation);
                let tier = match explanation.outcome {
                    sleuth::Outcome::Solved => explanation.rating.tier.to_string(),
                    sleuth::Outcome::NoSolution => "no solution".to_string(),
                    sleuth::Outcome::TimedOut => "timed out".to_string(),
                    _ => "several solutions".to_string(),
                };
                rows.push(vec![
                    doc.file.clone(),
                    tier,
                    explanation.rating.score.to_string(),
                    explanation.steps.len().to_string(),
                    if explanation.needs_search() {
                        "yes"
                    } else {
                        "no"
                    }
                    .to_string(),
                ]);
                docs.push(doc);
            }
            Err(error) => {
                exit = Exit::InputError;
                let (file, message) = match error {
                    LoadError::Io { file, message } => {
                        eprintln!("error: {message}");
                        (file, message)
                    }
                    LoadError::Puzzle(e) => {
                        eprint!("{}", e.render(colour_stderr()));
                        let first = e
                            .diagnostics()
                            .first()
                            .map_or(String::new(), |d| d.message.clone());
                        (e.source().name().to_string(), first)
                    }
                };
                rows.push(vec![
                    file.clone(),
                    "error".into(),
                    "-".into(),
                    "-".into(),
                    "-".into(),
                ]);
                docs.push(json::RateJson::error(&file, &message));
            }
        }
    }
    match args.format {
        Format::Text => print!("{}", text::table(&rows)),
        Format::Markdown => print!("{}", markdown::table(&rows)),
        Format::Json => print!(
            "{}",
            json::to_string(&json::RateListJson {
                schema_version: json::SCHEMA_VERSION,
                puzzles: docs,
            })
        ),
    }
    exit
}
