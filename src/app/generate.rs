//! `sleuth generate`: a new puzzle of a given size and tier, printed in the file format.

use gridsleuth::Deadline;
use gridsleuth::{SetterError, SetterOptions, generate as set_puzzle, never_found};

use super::Exit;
use super::cli::GenerateArgs;

pub fn run(args: &GenerateArgs) -> Exit {
    let options = SetterOptions {
        categories: args.categories,
        items: args.items,
        tier: args.difficulty.into(),
        ordered: args.ordered,
        seed: args.seed,
        theme: args.theme.into(),
        deadline: Deadline::after(args.timeout),
        max_attempts: None,
    };
    if !args.keep_searching
        && let Some(never) = never_found(
            options.categories,
            options.items,
            args.ordered,
            options.tier,
        )
    {
        eprintln!(
            "error: no {} × {} {} puzzle has been found: {} candidates in {} s (seed 1) gave none; the nearest scored {} (a {} puzzle)",
            options.categories,
            options.items,
            options.tier.to_string().to_lowercase(),
            never.tries,
            never.seconds,
            never.nearest.1,
            never.nearest.0.to_string().to_lowercase(),
        );
        eprintln!(
            "help: try {} (see docs/difficulty.md), or add --keep-searching to search anyway until --timeout",
            never.instead
        );
        return Exit::TimedOut;
    }
    let made = super::with_spinner("making a puzzle", || set_puzzle(&options));
    match made {
        Ok(made) => {
            if args.formula {
                out!("{}", made.text);
            } else {
                out!("{}", made.english_text());
            }
            if args.solution {
                out!("{}", made.solution_comment());
            }
            Exit::Solved
        }
        Err(error @ (SetterError::BadSize(_) | SetterError::BadTier(_))) => {
            eprintln!("error: {error}");
            Exit::InputError
        }
        Err(error @ SetterError::NotFound { .. }) => {
            eprintln!("error: {error}");
            if options.tier == gridsleuth::Tier::Easy && options.categories > 3 {
                eprintln!(
                    "note: easy puzzles with more than 3 categories are very rare: with no redundant clue, \
                     some fact almost always needs a transitive link (medium)"
                );
            }
            eprintln!(
                "help: allow more time with --timeout, try another --seed, or change the size or difficulty"
            );
            Exit::TimedOut
        }
    }
}
