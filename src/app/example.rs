//! What the program carries inside itself, so an installed `sleuth` needs no repository: the
//! example puzzles (`sleuth example`), the format guide (`sleuth help format`), help for a
//! command (`sleuth help explain`), shell completions and the manual page.

use clap::CommandFactory;

use super::Exit;
use super::cli::{Cli, CompletionsArgs, ExampleArgs, HelpArgs, ManArgs};

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
                    join(&names)
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

/// The manual pages: sleuth's own, and one per command (`sleuth-solve`, …), as `git` has.
fn man_pages() -> Vec<(String, clap::Command)> {
    let mut top = Cli::command();
    top.build();
    let mut pages = vec![("sleuth".to_string(), top.clone())];
    for sub in top.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name().to_string();
        let page = sub
            .clone()
            .display_name(format!("sleuth-{name}"))
            .bin_name(format!("sleuth {name}"));
        pages.push((format!("sleuth-{name}"), page));
    }
    pages
}

fn render(command: clap::Command) -> std::io::Result<Vec<u8>> {
    let mut buffer = Vec::new();
    clap_mangen::Man::new(command)
        .source(format!("sleuth {}", env!("CARGO_PKG_VERSION")))
        .render(&mut buffer)?;
    Ok(buffer)
}

pub fn man(args: &ManArgs) -> Exit {
    let pages = man_pages();
    if let Some(dir) = &args.dir {
        for (name, command) in pages.iter().cloned() {
            let path = dir.join(format!("{name}.1"));
            let written = render(command).and_then(|page| std::fs::write(&path, page));
            if let Err(e) = written {
                eprintln!("error: cannot write {}: {e}", path.display());
                return Exit::InputError;
            }
        }
        eprintln!("wrote {} manual pages to {}", pages.len(), dir.display());
        return Exit::Solved;
    }
    let wanted = match &args.command {
        None => "sleuth".to_string(),
        Some(command) => format!("sleuth-{command}"),
    };
    let Some((_, command)) = pages.into_iter().find(|(name, _)| *name == wanted) else {
        eprintln!(
            "error: no command `{}`; `sleuth help` lists them",
            args.command.as_deref().unwrap_or_default()
        );
        return Exit::InputError;
    };
    match render(command) {
        Ok(page) => {
            out!("{}", String::from_utf8_lossy(&page));
            Exit::Solved
        }
        Err(e) => {
            eprintln!("error: cannot write the manual page: {e}");
            Exit::InputError
        }
    }
}

/// "a, b and c".
fn join(names: &[&str]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
