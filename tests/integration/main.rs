//! Integration tests: one binary made of modules.
mod bad_inputs;
mod brute_force;
mod catalog;
mod check;
mod cli;
mod commands;
mod engine;
mod errors;
mod examples;
mod html;
mod ordered;
mod play;
mod presentation;
mod robustness;
mod semantics;
mod setter;
mod wording;
