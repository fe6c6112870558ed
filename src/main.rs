//! The `sleuth` command: a thin front over the library (see `cli` for the arguments and `app`
//! for what each command does).

#![forbid(unsafe_code)]

mod app;
mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    app::run(cli::Cli::parse())
}
