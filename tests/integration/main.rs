//! Integration tests: one binary made of modules.
mod bad_inputs;
mod bounded;
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
mod presentation;
mod robustness;
mod semantics;
mod setter;
