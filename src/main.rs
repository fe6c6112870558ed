//! The `sleuth` command: a thin front over the library (see `app::cli` for the arguments
//! and `app` for what each command does).

#![forbid(unsafe_code)]

mod app;

use clap::Parser;

fn main() -> std::process::ExitCode {
    app::run(app::cli::Cli::parse())
}
