//! What the program carries inside itself, so an installed `sleuth` needs no repository: the
//! example puzzles (`sleuth example`), the format guide (`sleuth help format`), help for a
//! command (`sleuth help explain`), shell completions and the manual page.

use clap::CommandFactory;

use super::Exit;
use super::cli::{Cli, CompletionsArgs, ExampleArgs, HelpArgs};

/// The examples folder, compiled in: (name, one-line description, text).
const EXAMPLES: &[(&str, &str, &str)] = &[
    (
        "murdle",
        "the seed Murdle: 3 suspects, weapons and places, 4 clues",
        include_str!("../../examples/murdle.txt"),
    ),
    (
        "bake-sale",
        "a magazine grid pasted as printed: its clues are English sentences",
        include_str!("../../examples/bake-sale.txt"),
    ),
    (
        "zebra",
        "the 1962 Zebra puzzle: 5 houses, 6 categories",
        include_str!("../../examples/zebra.txt"),
    ),
    (
        "diner",
        "a magazine-style grid with prices and ages",
        include_str!("../../examples/diner.txt"),
    ),
    (
        "manor",
        "a country-house murder: 4 guests, rooms, weapons, motives",
        include_str!("../../examples/manor.txt"),
    ),
    (
        "gallery",
        "an art heist: 5 visitors and 5 categories",
        include_str!("../../examples/gallery.txt"),
    ),
    (
        "liar",
        "a Murdle liar puzzle: three statements, exactly one of them false",
        include_str!("../../examples/liar.txt"),
    ),
    (
        "murderer",
        "a Murdle puzzle where the murderer lies: statements of several items, a liar line",
        include_str!("../../examples/murderer.txt"),
    ),
    (
        "several",
        "clues that leave three answers open",
        include_str!("../../examples/several.txt"),
    ),
    (
        "contradiction",
        "clues that cannot all hold",
        include_str!("../../examples/contradiction.txt"),
    ),
];

/// The puzzle format guide (docs/format.md), compiled in.
const FORMAT_GUIDE: &str = include_str!("../../docs/format.md");

pub fn example(args: &ExampleArgs) -> Exit {
    match &args.name {
        None => {
            outln!("Example puzzles (print one with `sleuth example NAME`):");
            for (name, about, _) in EXAMPLES {
                outln!("  {name:<14}{about}");
            }
            Exit::Solved
        }
        Some(wanted) => match EXAMPLES.iter().find(|(name, _, _)| name == wanted) {
            Some((_, _, text)) => {
                out!("{text}");
                Exit::Solved
            }
            None => {
                let names: Vec<&str> = EXAMPLES.iter().map(|(name, _, _)| *name).collect();
                eprintln!(
                    "error: no example `{wanted}`; the examples are {}",
                    gridsleuth::techniques::join(&names, "and")
                );
                Exit::InputError
            }
        },
    }
}

pub fn help(args: &HelpArgs) -> Exit {
    let mut command = Cli::command();
    match args.topic.as_deref() {
        None => {
            outln!("{}", command.render_long_help());
            Exit::Solved
        }
        Some("format") => {
            out!("{FORMAT_GUIDE}");
            Exit::Solved
        }
        Some(topic) => match command.find_subcommand_mut(topic) {
            Some(sub) => {
                let sub = sub.clone().bin_name(format!("sleuth {topic}"));
                outln!("{}", sub.clone().render_long_help());
                Exit::Solved
            }
            None => {
                eprintln!(
                    "error: no command or help topic `{topic}`; try `sleuth help` for the commands, or `sleuth help format`"
                );
                Exit::InputError
            }
        },
    }
}

pub fn completions(args: &CompletionsArgs) -> Exit {
    let mut command = Cli::command();
    let mut buffer = Vec::new();
    clap_complete::generate(args.shell, &mut command, "sleuth", &mut buffer);
    out!("{}", String::from_utf8_lossy(&buffer));
    Exit::Solved
}

pub fn man() -> Exit {
    let mut buffer = Vec::new();
    match clap_mangen::Man::new(Cli::command()).render(&mut buffer) {
        Ok(()) => {
            out!("{}", String::from_utf8_lossy(&buffer));
            Exit::Solved
        }
        Err(e) => {
            eprintln!("error: cannot write the manual page: {e}");
            Exit::InputError
        }
    }
}
