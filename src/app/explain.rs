//! `sleuth explain` (every step) and `sleuth why` (the steps behind one fact); the documents are
//! `gridsleuth::documents::explain` and `why`.

use gridsleuth::documents::{self, ExplainRequest};
use gridsleuth::{DEFAULT_ALTERNATIVES, DEFAULT_WORK, Deadline, ExplainOptions};

use super::cli::{ExplainArgs, ExplainFormat, WhyArgs};
use super::{Exit, LoadError, load, report_load_error};

pub fn explain(args: &ExplainArgs) -> Exit {
    if args.step.is_some() && args.format != ExplainFormat::Svg {
        eprintln!("error: --step draws one picture, so it needs --format svg");
        return Exit::InputError;
    }
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format.into()),
    };
    let request = ExplainRequest {
        options: ExplainOptions {
            max_solutions: args.max_solutions,
            deadline: args
                .timeout
                .map_or(Deadline::none(), Deadline::after)
                .with_work(DEFAULT_WORK),
            group_simple: !args.ungrouped,
            alternatives: args.alternatives.then_some(DEFAULT_ALTERNATIVES),
            ..Default::default()
        },
        detail: args.detail.into(),
        svg_step: args.step,
    };
    match documents::explain(&puzzle, &request, args.format.into()) {
        Ok(document) => {
            match args.format {
                ExplainFormat::Text => super::text_out(&document.body),
                _ => out!("{}", document.body),
            }
            document.verdict.into()
        }
        Err(refused) => {
            eprintln!("error: {refused}");
            Exit::InputError
        }
    }
}

pub fn why(args: &WhyArgs) -> Exit {
    let puzzle = match load(&args.file) {
        Ok(puzzle) => puzzle,
        Err(e) => return report_load_error(e, args.format),
    };
    let given = match puzzle.parse_facts("<fact>", &args.fact) {
        Ok(facts) if facts.len() == 1 => facts[0].clone(),
        Ok(_) => {
            let message = "give exactly one fact, such as \"A + B\" or \"not A + B\"";
            let error = LoadError::Io {
                file: "<fact>".into(),
                message: message.into(),
            };
            return report_load_error(error, args.format);
        }
        Err(e) => return report_load_error(LoadError::Puzzle(e), args.format),
    };
    let deadline = args
        .timeout
        .map_or(Deadline::none(), Deadline::after)
        .with_work(DEFAULT_WORK);
    let document = documents::why(&puzzle, &given, deadline, args.format.into());
    out!("{}", document.body);
    document.verdict.into()
}
